//! The sections of a counterexample's page (or a coverage test's): signal plots, the signals
//! that never change, the trace as a table, and source excerpts.

use std::fmt::Write;

use super::markup::esc;
use super::plot::{changes_attr, plot_with, Marker};
use crate::engine::Trace;
use crate::ir::{Loc, Program, ScalarTy};
use crate::report::formats::{bits_text, exact_text, value_text};
use crate::report::requirement::{self, Requirement};
use crate::report::signals::{Signal, SignalFilter, Signals};

/// Frames the trace table shows at most: the last ones, up to the marked frame. Beyond a few
/// hundred columns a table is unreadable and its size grows with frames x signals; the plots
/// (and `--vcd`, `--json`) have every frame.
pub const TABLE_FRAMES: u32 = 200;

/// Up to this many signals, all are plotted; beyond, those that never change are listed.
pub const PLOT_ALL_UP_TO: usize = 16;

/// Plots, constant signals and the table of `trace`, with `marker` on its frame. A
/// requirement's counterexample shows the signals its formula names unless `--trace-signals`
/// names others, and its thresholds as lines on the signals they bound.
pub fn signal_sections(
    trace: &Trace,
    user: &SignalFilter,
    marker: &Marker,
    req: Option<&Requirement>,
) -> String {
    let (sig, formulas) = requirement::signals_of(trace, user, req);
    let filter = if formulas { &requirement::filter_for(user, req) } else { user };
    let mut out = String::new();
    let inputs = sig.signals.iter().filter(|s| s.input).count();
    // Among many signals, those with one value all along are listed, not plotted (a flat
    // line says no more than the value, and long traces have many), unless the user named
    // the signals to show. A few are all plotted: a short trace's are often all constant.
    let collapse = !filter.is_explicit() && sig.signals.len() > PLOT_ALL_UP_TO;
    let (plotted, constant): (Vec<&Signal>, Vec<&Signal>) =
        sig.signals.iter().partition(|s| !(collapse && s.is_constant()));
    let _ = writeln!(
        out,
        "<section id=\"signals\">\n<h2>Signals</h2>\n<p>{} input(s) and {} state variable(s) over frames 0 to {}{}; \
         a value holds until the trace changes it (the last one a frame assigns counts){}.</p>",
        inputs,
        sig.signals.len() - inputs,
        sig.frames - 1,
        match req {
            _ if user.is_explicit() => ", as selected by --trace-signals".to_string(),
            Some(r) if formulas => format!(
                ", those the formula of {} names (--trace-signals selects others); dashed lines are the formula's thresholds",
                esc(&r.id)
            ),
            Some(r) if !r.signals.is_empty() => format!(
                ", all of them: the trace names none of the signals the formula of {} names",
                esc(&r.id)
            ),
            _ => String::new(),
        },
        if constant.is_empty() { String::new() } else { format!("; {} that never change are listed below the plots", constant.len()) }
    );
    if !sig.unmatched.is_empty() {
        let _ = writeln!(
            out,
            "<p class=\"note\">No signal of this trace matches {}.</p>",
            esc(&sig.unmatched.join(", "))
        );
    }
    if plotted.is_empty() {
        out.push_str("<p class=\"note\">No signal to plot.</p>\n");
    } else {
        out.push_str(
            "<p class=\"legend\"><span class=\"swatch\" style=\"background:#0969da\"></span>input \
             <span class=\"swatch\" style=\"background:#8250df\"></span>state variable \
             <span class=\"swatch\" style=\"background:#cf222e\"></span>marked frame; each lane is scaled to the \
             signal's own range (printed at its left), values are written where they fit</p>\n<div class=\"plot\">\n",
        );
        let thresholds: Vec<Vec<f64>> =
            plotted.iter().map(|s| requirement::thresholds_on(req, &s.name)).collect();
        out.push_str(&plot_with(&plotted, sig.frames, Some(marker), &thresholds));
        out.push_str("</div>\n");
    }
    if !constant.is_empty() {
        out.push_str("<h3>Signals that never change</h3>\n<table class=\"constants\">\n<thead><tr><th>signal</th><th>type</th><th>kind</th><th>value</th><th>from frame</th></tr></thead>\n<tbody>\n");
        for s in &constant {
            let (f, v) = s.changes[0];
            let _ = writeln!(
                out,
                "<tr data-signal=\"{}\" data-type=\"{}\" data-changes=\"{}\"><td class=\"mono\">{}</td><td>{}</td><td>{}</td><td class=\"mono\">{}</td><td>{f}</td></tr>",
                esc(&s.name),
                esc(&s.ty.to_string()),
                changes_attr(s),
                esc(&s.label),
                esc(&s.ty.to_string()),
                if s.input { "input" } else { "state" },
                esc(&with_bits(s.ty, v)),
            );
        }
        out.push_str("</tbody>\n</table>\n");
    }
    out.push_str("</section>\n");
    out.push_str(&table(&sig, marker.frame));
    out
}

/// The trace as a table: a row per signal, a column per frame (the last `TABLE_FRAMES`).
/// A value is written where it changes; a held one is greyed.
fn table(sig: &Signals, marked: u32) -> String {
    let mut out = String::from("<section id=\"table\">\n<h2>Trace table</h2>\n");
    if sig.signals.is_empty() {
        out.push_str("<p class=\"note\">The trace assigns no variable.</p>\n</section>\n");
        return out;
    }
    let first = sig.frames.saturating_sub(TABLE_FRAMES);
    if first > 0 {
        let _ = writeln!(
            out,
            "<p class=\"note\">Frames 0 to {} are left out of the table ({} frames in all); the plots above, --vcd and --json have them.</p>",
            first - 1,
            sig.frames
        );
    }
    let _ = write!(
        out,
        "<div class=\"scroll\">\n<table class=\"trace\" data-first-frame=\"{first}\">\n"
    );
    // The marked frame's column is shaded through a column group (no class on every cell).
    if (first..sig.frames).contains(&marked) {
        out.push_str("<colgroup><col/>");
        if marked > first {
            let _ = write!(out, "<col span=\"{}\"/>", marked - first);
        }
        out.push_str("<col class=\"marked\"/>");
        if marked + 1 < sig.frames {
            let _ = write!(out, "<col span=\"{}\"/>", sig.frames - marked - 1);
        }
        out.push_str("</colgroup>\n");
    }
    out.push_str("<thead><tr><th class=\"sig\">signal</th>");
    for k in first..sig.frames {
        let class = if k == marked { " class=\"marked\"" } else { "" };
        let _ = write!(out, "<th{class} data-frame=\"{k}\">{k}</th>");
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    for s in &sig.signals {
        let _ = write!(
            out,
            "<tr data-signal=\"{}\"><th class=\"sig\" title=\"{}\">{}</th>",
            esc(&s.name),
            esc(&format!("{}, {}", s.ty, if s.input { "input" } else { "state" })),
            esc(&s.label)
        );
        // Walk the changes alongside the frames instead of searching per cell.
        let mut next = s.changes.partition_point(|&(f, _)| f < first);
        let mut cur = next.checked_sub(1).map(|i| s.changes[i].1);
        for k in first..sig.frames {
            let changed = s.changes.get(next).is_some_and(|&(f, _)| f == k);
            if changed {
                cur = Some(s.changes[next].1);
                next += 1;
            }
            match cur {
                None => out.push_str("<td></td>"),
                Some(v) => {
                    let class = if changed { "" } else { " class=\"h\"" };
                    let _ = write!(
                        out,
                        "<td{class}{}>{}</td>",
                        cell_title(s.ty, v),
                        esc(&cell(s.ty, v))
                    );
                }
            }
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody>\n</table>\n</div>\n</section>\n");
    out
}

/// A table cell's text: integers in decimal, floats as the shortest decimal that reads back
/// (JSON's `value`; the tooltip has the bits).
fn cell(ty: ScalarTy, v: i128) -> String {
    match ty {
        ScalarTy::Int(_) => v.to_string(),
        ScalarTy::Float(_) => value_text(v, ty),
    }
}

/// Floats carry their exact bits and hex-float as a tooltip.
fn cell_title(ty: ScalarTy, v: i128) -> String {
    match bits_text(v, ty) {
        None => String::new(),
        Some(bits) => format!(" title=\"bits {} ({})\"", esc(&bits), esc(&exact_text(v, ty))),
    }
}

/// A value with, for a float, its exact bits beside the decimal: `500.0 (bits 0x43fa0000)`.
fn with_bits(ty: ScalarTy, v: i128) -> String {
    match bits_text(v, ty) {
        None => ty.render(v),
        Some(bits) => format!("{} (bits {bits})", value_text(v, ty)),
    }
}

/// The source lines around `loc` (`context` before and after), `loc`'s line marked; a note
/// when the file cannot be read.
pub fn source_excerpt(program: &Program, loc: Loc, context: u32) -> String {
    let file = program.file_name(loc.file);
    let text = match std::fs::read(file) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => {
            return format!(
                "<p class=\"note\">The source {} cannot be read: {}.</p>\n",
                esc(file),
                esc(&e.to_string())
            )
        }
    };
    let lines: Vec<&str> = text.split('\n').map(|l| l.strip_suffix('\r').unwrap_or(l)).collect();
    let hit = loc.line as usize;
    if hit == 0 || hit > lines.len() {
        return format!("<p class=\"note\">{} has no line {}.</p>\n", esc(file), loc.line);
    }
    let from = hit.saturating_sub(context as usize).max(1);
    let to = (hit + context as usize).min(lines.len());
    let mut out =
        format!("<pre class=\"source\" data-file=\"{}\" data-line=\"{}\">", esc(file), loc.line);
    for n in from..=to {
        let class = if n == hit { "line hit" } else { "line" };
        // The line break inside the block: after it, it would make an empty line.
        let _ = write!(out, "<span class=\"{class}\" data-line=\"{n}\"><span class=\"ln\">{n:>5}</span> {}\n</span>", esc(lines[n - 1]));
    }
    out.push_str("</pre>\n");
    out
}
