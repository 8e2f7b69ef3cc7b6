//! Signal plots: one inline SVG, one lane per signal, all on one frame axis, the marked frame
//! (the violation) a red band across every lane. Written by hand rather than with a plotting
//! crate: what a plot needs here is step paths made of change points only, data attributes
//! that name each signal and its values (the tests read the plot back, and CSS styles it), and
//! no text measurement; `plotters`' SVG backend gives polylines of every point rounded to whole
//! pixels and nothing to attach attributes to, so the step logic would be ours anyway.
//!
//! Geometry, which the tests rely on: each lane is a `<g class="lane">` translated to its
//! row; its `path.wave` is drawn in *frame units* horizontally (x = k is the start of frame
//! k; the path's transform `translate(x0,0) scale(dx,1)` places it) and lane pixels
//! vertically (one decimal), made of `M k y`, `h n` (n frames on) and `V y` commands only: a
//! value holds from the frame where it is set up to the next change, and a signal with no
//! value yet has no path there. The lane's `data-ytop`/`data-vtop` and
//! `data-ybottom`/`data-vbottom` give the linear map between y and the value (+inf is drawn at
//! the top, -inf at the bottom, NaN not at all). `data-changes` lists the exact values
//! (`changes_attr`).
//!
//! Size: a lane costs about 12 bytes per change of its signal (path and data) and nothing
//! per frame in which it holds, so 1,000 frames of 200 signals that all change every frame
//! make about 2.5 MB; realistic traces, where most signals hold, far less.

use std::fmt::Write;

use super::markup::{esc, num, num1};
use crate::ir::ScalarTy;
use crate::report::formats::value_text;
use crate::report::signals::Signal;

/// Width of the whole plot in pixels.
const WIDTH: f64 = 1320.0;
/// Where the plot area starts and how wide it is; names and ranges are to its left.
const X0: f64 = 240.0;
const PLOT_W: f64 = 1060.0;
/// Right edge of the range labels.
const RANGE_X: f64 = 234.0;
/// Names longer than this are shortened (the full name is the lane's tooltip).
const NAME_CHARS: usize = 22;
/// The axis rows above the lanes (marker label, frame numbers) and below them.
const AXIS_TOP: f64 = 34.0;
const AXIS_BOTTOM: f64 = 22.0;
/// Height of the wave area of a 0/1 lane and of a numeric lane, and the padding around it.
const BOOL_H: f64 = 14.0;
const NUM_H: f64 = 34.0;
const PAD: f64 = 8.0;
/// A 0/1 lane has this much more room below the wave, for its name and type.
const BOOL_EXTRA: f64 = 4.0;
/// Approximate advance of the 10 px monospace font of value labels.
const CHAR_W: f64 = 6.1;

/// A frame to mark across all lanes, with its label (`violation`).
pub struct Marker {
    pub frame: u32,
    pub label: String,
}

/// The plot of `signals` over frames `0..frames`.
#[cfg(test)]
pub fn plot(signals: &[&Signal], frames: u32, marker: Option<&Marker>) -> String {
    plot_with(signals, frames, marker, &[])
}

/// The plot of `signals`, with `thresholds[i]` (values; may be shorter than `signals`) drawn
/// as dashed horizontal lines across signal i's lane, whose scale includes them
/// (`<path class="threshold" data-value="1600">`).
pub fn plot_with(
    signals: &[&Signal],
    frames: u32,
    marker: Option<&Marker>,
    thresholds: &[Vec<f64>],
) -> String {
    let frames = frames.max(1);
    let dx = PLOT_W / frames as f64;
    let heights: Vec<f64> = signals.iter().map(|s| lane_height(s.ty)).collect();
    let lanes_h: f64 = heights.iter().sum();
    let height = AXIS_TOP + lanes_h + AXIS_BOTTOM;
    let bottom = AXIS_TOP + lanes_h;
    let mut out =
        String::with_capacity(4096 + signals.iter().map(|s| s.changes.len() * 20).sum::<usize>());
    let _ = writeln!(
        out,
        "<svg class=\"plots\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" data-frames=\"{frames}\" \
         role=\"img\" aria-label=\"signal plots over frames 0 to {last}\">",
        w = num(WIDTH),
        h = num(height),
        last = frames - 1
    );
    // Backgrounds first (alternate lanes shaded), then the grid and the marker, then the waves
    // on top of them.
    let mut y = AXIS_TOP;
    for (i, h) in heights.iter().enumerate() {
        if i % 2 == 1 {
            // Up to the plot's right edge, where the grid ends.
            let _ = writeln!(
                out,
                "<rect class=\"stripe\" x=\"0\" y=\"{}\" width=\"{}\" height=\"{}\"/>",
                num(y),
                num(X0 + PLOT_W),
                num(*h)
            );
        }
        y += h;
    }
    let step = tick_step(dx);
    let mut grid = String::new();
    let mut labels = String::new();
    let mut k = 0;
    while k < frames {
        let x = X0 + k as f64 * dx;
        let _ = write!(grid, "M{} {}V{}", num(x), num(AXIS_TOP), num(bottom));
        let cx = num(X0 + (k as f64 + 0.5) * dx);
        let _ = write!(
            labels,
            "<text class=\"frame\" x=\"{cx}\" y=\"{}\">{k}</text><text class=\"frame\" x=\"{cx}\" y=\"{}\">{k}</text>",
            num(AXIS_TOP - 6.0),
            num(bottom + 15.0)
        );
        k += step;
    }
    let _ = write!(grid, "M{x} {}V{}", num(AXIS_TOP), num(bottom), x = num(X0 + PLOT_W));
    let _ = writeln!(out, "<path class=\"grid\" d=\"{grid}\"/>\n<g class=\"axis\">{labels}</g>");
    let _ = writeln!(
        out,
        "<text class=\"axis-title\" x=\"{}\" y=\"{}\">frame</text><text class=\"axis-title\" x=\"{}\" y=\"{}\">frame</text>",
        num(RANGE_X),
        num(AXIS_TOP - 6.0),
        num(RANGE_X),
        num(bottom + 15.0)
    );
    if let Some(m) = marker.filter(|m| m.frame < frames) {
        let x = X0 + m.frame as f64 * dx;
        // At least 3 px wide, so that it shows at 1,000 frames too.
        let w = dx.max(3.0);
        let _ = writeln!(
            out,
            "<rect class=\"marker\" data-frame=\"{}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"><title>{}</title></rect>",
            m.frame,
            num(x),
            num(AXIS_TOP - 20.0),
            num(w),
            num(bottom - AXIS_TOP + 20.0),
            esc(&format!("frame {}: {}", m.frame, m.label))
        );
        // The label sits left of the band when the band is in the right half.
        let (anchor, lx) =
            if x > X0 + PLOT_W / 2.0 { ("end", x - 4.0) } else { ("start", x + w + 4.0) };
        let _ = writeln!(
            out,
            "<text class=\"marker-label\" text-anchor=\"{anchor}\" x=\"{}\" y=\"12\">{}</text>",
            num(lx),
            esc(&format!("frame {}: {}", m.frame, m.label))
        );
    }
    let mut y = AXIS_TOP;
    for (i, (s, h)) in signals.iter().zip(&heights).enumerate() {
        lane(&mut out, s, y, frames, dx, thresholds.get(i).map_or(&[], Vec::as_slice));
        y += h;
    }
    out.push_str("</svg>\n");
    out
}

fn is_bit(ty: ScalarTy) -> bool {
    matches!(ty, ScalarTy::Int(t) if t.bits == 1)
}

fn lane_height(ty: ScalarTy) -> f64 {
    2.0 * PAD + if is_bit(ty) { BOOL_H + BOOL_EXTRA } else { NUM_H }
}

/// The smallest of 1, 2, 5, 10, 20, 50, ... frames between labelled ticks that keeps the
/// labels 32 px apart.
fn tick_step(dx: f64) -> u32 {
    let mut base = 1u32;
    loop {
        for m in [1, 2, 5] {
            let s = base.saturating_mul(m);
            if s as f64 * dx >= 32.0 || s == u32::MAX {
                return s;
            }
        }
        base = base.saturating_mul(10);
    }
}

/// A value as a number on the lane's scale (floats from their bits).
fn as_f64(ty: ScalarTy, v: i128) -> f64 {
    match ty {
        ScalarTy::Int(_) => v as f64,
        ScalarTy::Float(f) => f.to_f64(v as u64),
    }
}

/// The values at the top and bottom of a lane: 1 and 0 for bits, else the largest and
/// smallest finite value or threshold (a single value in the middle of a range around it).
fn scale(s: &Signal, thresholds: &[f64]) -> (f64, f64) {
    if is_bit(s.ty) {
        return (1.0, 0.0);
    }
    let finite = s
        .changes
        .iter()
        .map(|&(_, v)| as_f64(s.ty, v))
        .chain(thresholds.iter().copied())
        .filter(|x| x.is_finite());
    let (lo, hi) =
        finite.fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), x| (lo.min(x), hi.max(x)));
    if lo > hi {
        return (1.0, -1.0);
    }
    if lo == hi {
        let half = if matches!(s.ty, ScalarTy::Int(_)) { 1.0 } else { lo.abs().max(1.0) / 2.0 };
        return (hi + half, lo - half);
    }
    (hi, lo)
}

/// A short text of a value for labels: integers in full up to 7 digits, otherwise 3
/// significant digits.
fn short(ty: ScalarTy, v: i128) -> String {
    match ty {
        ScalarTy::Int(_) if v.abs() < 10_000_000 => v.to_string(),
        _ => {
            let x = as_f64(ty, v);
            if x.is_nan() {
                "NaN".into()
            } else if x.is_infinite() {
                if x > 0.0 {
                    "inf".into()
                } else {
                    "-inf".into()
                }
            } else if x == 0.0 {
                "0".into()
            } else if (1e-3..1e7).contains(&x.abs()) {
                let digits = (4 - x.abs().log10().floor() as i32).clamp(0, 6) as usize;
                let s = format!("{x:.digits$}");
                if s.contains('.') {
                    s.trim_end_matches('0').trim_end_matches('.').to_string()
                } else {
                    s
                }
            } else {
                format!("{x:.2e}")
            }
        }
    }
}

fn lane(out: &mut String, s: &Signal, top: f64, frames: u32, dx: f64, thresholds: &[f64]) {
    let (vtop, vbottom) = scale(s, thresholds);
    let h = if is_bit(s.ty) { BOOL_H } else { NUM_H };
    let (ytop, ybottom) = (PAD, PAD + h);
    let y_of = |v: i128| -> Option<f64> {
        let x = as_f64(s.ty, v);
        if x.is_nan() {
            None
        } else if x == f64::INFINITY {
            Some(ytop)
        } else if x == f64::NEG_INFINITY {
            Some(ybottom)
        } else {
            Some(ytop + (vtop - x) / (vtop - vbottom) * (ybottom - ytop))
        }
    };
    let kind = if s.input { "input" } else { "state" };
    let _ = writeln!(
        out,
        "<g class=\"lane {kind}\" transform=\"translate(0,{})\" data-signal=\"{}\" data-type=\"{}\" data-kind=\"{kind}\" \
         data-changes=\"{}\" data-x0=\"{X0}\" data-dx=\"{dx}\" data-ytop=\"{ytop}\" data-vtop=\"{vtop}\" \
         data-ybottom=\"{ybottom}\" data-vbottom=\"{vbottom}\">",
        num(top),
        esc(&s.name),
        esc(&s.ty.to_string()),
        changes_attr(s)
    );
    let n = s.changes.len();
    let _ = write!(
        out,
        "<title>{}</title>",
        esc(&format!("{}: {}, {kind}, {n} change{}", s.label, s.ty, if n == 1 { "" } else { "s" }))
    );
    let name = if s.label.chars().count() > NAME_CHARS {
        format!("{}…", s.label.chars().take(NAME_CHARS - 1).collect::<String>())
    } else {
        s.label.clone()
    };
    let _ = write!(
        out,
        "<text class=\"name\" x=\"6\" y=\"{}\">{}</text><text class=\"type\" x=\"6\" y=\"{}\">{}</text>",
        num(ytop + 6.0),
        esc(&name),
        num(ytop + 18.0),
        esc(&format!("{} · {kind}", s.ty))
    );
    // The range: the values at the lane's top and bottom, a rule at each.
    let constant = s.changes.len() == 1 && !is_bit(s.ty);
    if constant {
        let _ = write!(
            out,
            "<text class=\"range\" x=\"{RANGE_X}\" y=\"{}\">{}</text>",
            num((ytop + ybottom) / 2.0 + 3.0),
            esc(&short(s.ty, s.changes[0].1))
        );
    } else {
        let top_text = if is_bit(s.ty) { "1".to_string() } else { short_f(s.ty, vtop) };
        let bottom_text = if is_bit(s.ty) { "0".to_string() } else { short_f(s.ty, vbottom) };
        let _ = write!(
            out,
            "<text class=\"range\" x=\"{RANGE_X}\" y=\"{}\">{}</text><text class=\"range\" x=\"{RANGE_X}\" y=\"{}\">{}</text>",
            num(ytop + 4.0),
            esc(&top_text),
            num(ybottom + 3.0),
            esc(&bottom_text)
        );
    }
    let _ = write!(
        out,
        "<path class=\"rule\" d=\"M{X0} {}H{x1}M{X0} {}H{x1}\"/>",
        num(ytop),
        num(ybottom),
        x1 = num(X0 + PLOT_W)
    );
    // A requirement's thresholds: dashed lines under the wave, the value at the right end.
    for &t in thresholds.iter().filter(|t| t.is_finite() && (vbottom..=vtop).contains(*t)) {
        let y = ytop + (vtop - t) / (vtop - vbottom) * (ybottom - ytop);
        let _ = write!(
            out,
            "<path class=\"threshold\" data-value=\"{v}\" d=\"M{X0} {y}H{x1}\"><title>threshold {v}</title></path>\
             <text class=\"threshold-label\" x=\"{x1}\" y=\"{ly}\">{t}</text>",
            v = t,
            y = num1(y),
            x1 = num(X0 + PLOT_W),
            ly = num(y - 2.0),
            t = if t == 0.0 || (1e-3..1e7).contains(&t.abs()) { t.to_string() } else { format!("{t:e}") }
        );
    }
    // The wave: runs of one value, from its change to the next change (or the end).
    let mut d = String::with_capacity(s.changes.len() * 10);
    let mut pen = false;
    let mut labels = String::new();
    for (i, &(f, v)) in s.changes.iter().enumerate() {
        let end = s.changes.get(i + 1).map(|c| c.0).unwrap_or(frames);
        match y_of(v) {
            None => pen = false,
            Some(y) => {
                if pen {
                    let _ = write!(d, "V{}h{}", num1(y), end - f);
                } else {
                    let _ = write!(d, "M{f} {}h{}", num1(y), end - f);
                }
                pen = true;
            }
        }
        // Values written on the runs wide enough to hold them (bits need none).
        if !is_bit(s.ty) {
            let text = short(s.ty, v);
            let width = (end - f) as f64 * dx;
            if width >= text.chars().count() as f64 * CHAR_W + 4.0 {
                let y = y_of(v).unwrap_or((ytop + ybottom) / 2.0);
                // Below the line in the upper half of the lane, above it in the lower half.
                let ly = if y < (ytop + ybottom) / 2.0 { y + 10.0 } else { y - 3.0 };
                let _ = write!(
                    labels,
                    "<text class=\"value\" x=\"{}\" y=\"{}\">{}</text>",
                    num(X0 + f as f64 * dx + 2.0),
                    num(ly),
                    esc(&text)
                );
            }
        }
    }
    let _ = writeln!(
        out,
        "<path class=\"wave\" transform=\"translate({X0},0) scale({dx},1)\" vector-effect=\"non-scaling-stroke\" d=\"{d}\"/>{labels}</g>"
    );
}

/// The exact values of a signal for `data-changes`: space-separated entries, `k:v` for "v
/// from frame k on", a bare `v` for "v from the frame after the previous entry's" (most
/// changes follow one another, and this halves the attribute); values as JSON writes them
/// (integers in decimal, floats as the shortest decimal that reads back as the same float).
pub fn changes_attr(s: &Signal) -> String {
    let mut out = String::with_capacity(s.changes.len() * 6);
    let mut prev: Option<u32> = None;
    for &(f, v) in &s.changes {
        if !out.is_empty() {
            out.push(' ');
        }
        if prev.map(|p| p + 1) != Some(f) {
            let _ = write!(out, "{f}:");
        }
        out.push_str(&esc(&value_text(v, s.ty)));
        prev = Some(f);
    }
    out
}

/// A range label (a scale end, which for floats need not be a value of the trace).
fn short_f(ty: ScalarTy, x: f64) -> String {
    match ty {
        ScalarTy::Int(_) if x.abs() < 1e7 => format!("{}", x as i128),
        _ => short(ScalarTy::Float(crate::ir::FloatTy::F64), x.to_bits() as i128),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{FloatTy, IntTy};

    fn signal(ty: ScalarTy, changes: Vec<(u32, i128)>) -> Signal {
        Signal { name: "s".into(), label: "s".into(), ty, input: false, changes }
    }

    #[test]
    fn step_path_of_changes() {
        let s = signal(ScalarTy::Int(IntTy::INT), vec![(2, 10), (5, 20), (6, 10)]);
        let svg = plot(&[&s], 8, Some(&Marker { frame: 7, label: "violation".into() }));
        // Top is 20 (y = 8), bottom 10 (y = 42); undefined in frames 0 and 1.
        assert!(svg.contains("d=\"M2 42h3V8h1V42h2\""), "{svg}");
        assert!(svg.contains("data-changes=\"2:10 5:20 10\""), "{svg}");
        assert!(svg.contains("class=\"marker\" data-frame=\"7\""), "{svg}");
        let b = signal(ScalarTy::Int(IntTy::BOOL), vec![(0, 0), (3, 1)]);
        let svg = plot(&[&b], 4, None);
        assert!(svg.contains("d=\"M0 22h3V8h1\""), "{svg}");
        assert!(!svg.contains("marker"), "{svg}");
    }

    #[test]
    fn floats_and_specials() {
        let bits = |x: f64| x.to_bits() as i128;
        let s = signal(
            ScalarTy::Float(FloatTy::F64),
            vec![(0, bits(0.5)), (1, bits(f64::NAN)), (2, bits(1.5)), (3, bits(f64::INFINITY))],
        );
        let svg = plot(&[&s], 4, None);
        // NaN lifts the pen; +inf is drawn at the top.
        assert!(svg.contains("d=\"M0 42h1M2 8h1V8h1\""), "{svg}");
        assert!(svg.contains("data-changes=\"0:0.5 nan 1.5 inf\""), "{svg}");
        assert_eq!(scale(&s, &[]), (1.5, 0.5));
        assert_eq!(scale(&s, &[3.0]), (3.0, 0.5));
        assert_eq!(short(ScalarTy::Float(FloatTy::F64), bits(0.1)), "0.1");
        assert_eq!(short(ScalarTy::Float(FloatTy::F64), bits(3.25159)), "3.2516");
        assert_eq!(short(ScalarTy::Float(FloatTy::F64), bits(1e-9)), "1.00e-9");
        assert_eq!(short(ScalarTy::Int(IntTy::LONG), 1 << 40), "1.10e12");
        let c = signal(ScalarTy::Int(IntTy::INT), vec![(0, 7)]);
        assert_eq!(scale(&c, &[]), (8.0, 6.0));
    }

    #[test]
    fn ticks() {
        assert_eq!(tick_step(50.0), 1);
        assert_eq!(tick_step(10.0), 5);
        assert_eq!(tick_step(1.06), 50);
        assert_eq!(tick_step(0.1), 500);
    }
}
