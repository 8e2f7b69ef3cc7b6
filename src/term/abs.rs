//! What is known of a term's value under a query's facts (`term/refute.rs`): an unsigned
//! interval of its bits (`Range`) and, for a 32- or 64-bit term, an interval of the IEEE
//! float it holds in the total order `-inf < ... < -0 < +0 < ... < +inf`, plus whether it
//! may be a NaN (`Floats`).
//!
//! Why two views: a controller's requirement compares a float with a constant
//! (`speed < 71.0`), which `term::float::flt` builds from the bits (the sign bit, the
//! exponent field, an unsigned comparison of magnitudes), while the float it compares is a
//! sum or quotient, which is monotone in the float order and not in the order of its bits.
//! Each view narrows the other (`Abs::normalize`). The float view keeps `-0.0` apart: the
//! assumption `x >= 0.0` admits `-0.0`, whose bits are the sign bit alone, and an interval of
//! bits holding both `-0.0` and `10.0` holds every negative pattern, NaNs among them.
//!
//! Soundness is the whole contract, as in `range.rs`: for operands anywhere in their `Abs`,
//! `eval_op`'s result lies in the `Abs` that `of_op` returns (`None`: no value at all, when
//! an operand has none). Tests check the rules against `eval_op` on sampled values.

use super::range::{self, Range};
use super::{eval_op, Op};
use crate::bits::float::{inf_bits, is_nan_bits, sign_bit};
use crate::bits::mask;

/// Position of a float's bits in the total order: negative NaNs, `-inf`, ..., `-0`, `+0`,
/// ..., `+inf`, positive NaNs.
pub fn key(bits: u64, w: u32) -> u64 {
    let s = sign_bit(w);
    if bits & s != 0 {
        !bits & mask(w)
    } else {
        bits | s
    }
}

/// The bits at a position of the total order (`key`'s inverse).
pub fn unkey(k: u64, w: u32) -> u64 {
    let s = sign_bit(w);
    if k & s != 0 {
        k & !s
    } else {
        !k & mask(w)
    }
}

fn key_neg_inf(w: u32) -> u64 {
    key(sign_bit(w) | inf_bits(w), w)
}
fn key_pos_inf(w: u32) -> u64 {
    key(inf_bits(w), w)
}

/// The floats a 32- or 64-bit value may hold: the non-NaN values whose `key` lies in
/// `lo..=hi` (none if `lo > hi`), and NaNs if `nan`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Floats {
    pub lo: u64,
    pub hi: u64,
    pub nan: bool,
}

impl Floats {
    pub fn all(w: u32) -> Floats {
        Floats { lo: key_neg_inf(w), hi: key_pos_inf(w), nan: true }
    }
    fn only_nan(w: u32) -> Floats {
        Floats { lo: key_pos_inf(w), hi: key_neg_inf(w), nan: true }
    }
    /// The floats of the keys `k1..=k2` of the whole order (NaN keys at either end).
    pub fn of_keys(k1: u64, k2: u64, w: u32) -> Floats {
        let (ni, pi) = (key_neg_inf(w), key_pos_inf(w));
        Floats { lo: k1.max(ni), hi: k2.min(pi), nan: k1 < ni || k2 > pi }
    }
    fn has_values(self) -> bool {
        self.lo <= self.hi
    }
    fn is_empty(self) -> bool {
        !self.has_values() && !self.nan
    }
    fn has_zero(self, w: u32) -> bool {
        let s = sign_bit(w);
        self.has_values() && self.lo <= s && self.hi >= s - 1
    }
    fn has_pos_inf(self, w: u32) -> bool {
        self.has_values() && self.hi >= key_pos_inf(w)
    }
    fn has_neg_inf(self, w: u32) -> bool {
        self.has_values() && self.lo <= key_neg_inf(w)
    }

    /// The floats whose bits lie in `r`.
    fn of_bits(r: Range, w: u32) -> Floats {
        let s = sign_bit(w);
        let inf = inf_bits(w);
        if r.hi < s {
            let top = r.hi.min(inf);
            if r.lo > top {
                return Floats::only_nan(w);
            }
            Floats { lo: key(r.lo, w), hi: key(top, w), nan: r.hi > inf }
        } else if r.lo >= s {
            let top = r.hi.min(s | inf);
            if r.lo > top {
                return Floats::only_nan(w);
            }
            Floats { lo: key(top, w), hi: key(r.lo, w), nan: r.hi > (s | inf) }
        } else {
            // Both signs: the negative part reaches from `r.hi`'s value to -0, the positive
            // part from +0 through the NaN pattern `s - 1`.
            Floats { lo: key(r.hi.min(s | inf), w), hi: key_pos_inf(w), nan: true }
        }
    }

    /// An interval of bits holding every value of these floats (`None`: there is none).
    fn to_bits(self, w: u32) -> Option<Range> {
        if self.is_empty() {
            return None;
        }
        if self.nan {
            return Some(Range::full(w));
        }
        let s = sign_bit(w);
        Some(if self.lo >= s {
            Range { lo: unkey(self.lo, w), hi: unkey(self.hi, w) }
        } else if self.hi < s {
            Range { lo: unkey(self.hi, w), hi: unkey(self.lo, w) }
        } else {
            Range { lo: 0, hi: unkey(self.lo, w) }
        })
    }

    fn meet(self, o: Floats) -> Floats {
        Floats { lo: self.lo.max(o.lo), hi: self.hi.min(o.hi), nan: self.nan && o.nan }
    }
    fn hull(self, o: Floats) -> Floats {
        match (self.has_values(), o.has_values()) {
            (true, true) => {
                Floats { lo: self.lo.min(o.lo), hi: self.hi.max(o.hi), nan: self.nan || o.nan }
            }
            (true, false) => Floats { nan: self.nan || o.nan, ..self },
            _ => Floats { nan: self.nan || o.nan, ..o },
        }
    }

    /// `|x|` for every `x` here (`fabs`: the sign bit cleared, NaNs stay NaNs).
    fn abs(self, w: u32) -> Floats {
        if !self.has_values() {
            return self;
        }
        let s = sign_bit(w);
        let mag = |k: u64| key(unkey(k, w) & !s, w);
        let (lo, hi) = if self.lo >= s {
            (self.lo, self.hi)
        } else if self.hi < s {
            (mag(self.hi), mag(self.lo))
        } else {
            (s, mag(self.lo).max(self.hi))
        };
        Floats { lo, hi, nan: self.nan }
    }

    /// `-x` for every `x` here (the sign bit flipped).
    fn neg(self, w: u32) -> Floats {
        if !self.has_values() {
            return self;
        }
        let flip = |k: u64| key(unkey(k, w) ^ sign_bit(w), w);
        Floats { lo: flip(self.hi), hi: flip(self.lo), nan: self.nan }
    }
}

/// What is known of a value: its bits lie in `bits`, and for a 32- or 64-bit value the float
/// they hold is in `float` (`None` for other widths).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Abs {
    pub bits: Range,
    pub float: Option<Floats>,
}

fn is_float_width(w: u32) -> bool {
    w == 32 || w == 64
}

impl Abs {
    pub fn full(w: u32) -> Abs {
        Abs { bits: Range::full(w), float: is_float_width(w).then(|| Floats::all(w)) }
    }
    pub fn exact(v: u64, w: u32) -> Abs {
        Abs { bits: Range::exact(v), float: None }
            .normalize(w)
            .expect("a value is in its own range")
    }
    /// The value, if only one is possible.
    pub fn value(&self) -> Option<u64> {
        (self.bits.lo == self.bits.hi).then_some(self.bits.lo)
    }

    /// Each view narrowed by the other; `None` when no value is left. A missing float view
    /// of a 32- or 64-bit value is taken from the bits.
    pub fn normalize(self, w: u32) -> Option<Abs> {
        let mut bits = self.bits;
        if bits.lo > bits.hi {
            return None;
        }
        if !is_float_width(w) {
            return Some(Abs { bits, float: None });
        }
        let f = Floats::of_bits(bits, w);
        let f = self.float.map_or(f, |g| g.meet(f));
        let r = f.to_bits(w)?;
        bits = Range { lo: bits.lo.max(r.lo), hi: bits.hi.min(r.hi) };
        if bits.lo > bits.hi {
            return None;
        }
        Some(Abs { bits, float: Some(f) })
    }

    /// Values in both (`None`: none).
    pub fn meet(self, o: Abs, w: u32) -> Option<Abs> {
        let bits = Range { lo: self.bits.lo.max(o.bits.lo), hi: self.bits.hi.min(o.bits.hi) };
        let float = match (self.float, o.float) {
            (Some(a), Some(b)) => Some(a.meet(b)),
            (a, b) => a.or(b),
        };
        Abs { bits, float }.normalize(w)
    }

    /// Values in either.
    pub fn hull(self, o: Abs) -> Abs {
        let bits = Range { lo: self.bits.lo.min(o.bits.lo), hi: self.bits.hi.max(o.bits.hi) };
        let float = match (self.float, o.float) {
            (Some(a), Some(b)) => Some(a.hull(b)),
            _ => None,
        };
        Abs { bits, float }
    }
}

/// What is known of `op`'s result (width `width`, first operand of width `aw`) given what is
/// known of its operands `a`, in operand order. `None`: no value (impossible here, as every
/// operand has one; kept for the caller's uniformity).
pub fn of_op(op: &Op, width: u32, aw: u32, a: &[Abs]) -> Option<Abs> {
    if super::wide::is_wide(width, aw) {
        // Nothing is known of terms wider than 64 bits (`term/wide.rs`).
        return Some(Abs::full(width.min(64)));
    }
    if !a.is_empty() && a.iter().all(|x| x.value().is_some()) {
        let mut vals = [0u64; 3];
        for (i, x) in a.iter().enumerate() {
            vals[i] = x.bits.lo;
        }
        return Some(Abs::exact(eval_op(op, width, aw, &vals[..a.len()]), width));
    }
    let mut r = [Range::exact(0); 3];
    for (i, x) in a.iter().enumerate() {
        r[i] = x.bits;
    }
    // Comparisons the ranges decide are decided there (`range::compare`).
    let mut bits = range::of_op(op, width, aw, &r[..a.len()]);
    match *op {
        Op::Ite(..) => {
            return match a[0].value() {
                Some(1) => Some(a[1]),
                Some(_) => Some(a[2]),
                None => Some(a[1].hull(a[2])),
            }
        }
        Op::And(..) if width == 1 => bits = Range { lo: r[0].lo & r[1].lo, hi: r[0].hi & r[1].hi },
        // `fabs`: the sign bit cleared, which within one sign half is a shift of the range.
        Op::And(..)
            if is_float_width(width)
                && (a[0].value() == Some(mask(width) >> 1)
                    || a[1].value() == Some(mask(width) >> 1)) =>
        {
            let x = if a[0].value() == Some(mask(width) >> 1) { r[1] } else { r[0] };
            let s = sign_bit(width);
            if x.hi < s || x.lo >= s {
                bits = Range { lo: x.lo & !s, hi: x.hi & !s };
            }
        }
        // Bits whose range does not carry past the extracted field: its range is the field's.
        Op::Extract(_, lo)
            if lo + width < 64 && r[0].lo >> (lo + width) == r[0].hi >> (lo + width) =>
        {
            bits = Range { lo: (r[0].lo >> lo) & mask(width), hi: (r[0].hi >> lo) & mask(width) };
        }
        _ => {}
    }
    let float = if is_float_width(width) { float_of_op(op, width, a) } else { None };
    Abs { bits, float }.normalize(width)
}

/// The float view of a float operation's result, or of the bit operations that are `fabs`
/// and negation; `None` where the bits say all there is.
fn float_of_op(op: &Op, w: u32, a: &[Abs]) -> Option<Floats> {
    let float = |x: &Abs| x.float.unwrap_or_else(|| Floats::all(w));
    let is = |x: &Abs, c: u64| x.value() == Some(c);
    match *op {
        Op::FAdd(..) | Op::FMul(..) | Op::FDiv(..) => {
            Some(corners(op, w, float(&a[0]), float(&a[1]), a[2].bits))
        }
        Op::And(..) if is(&a[1], mask(w) >> 1) => Some(float(&a[0]).abs(w)),
        Op::And(..) if is(&a[0], mask(w) >> 1) => Some(float(&a[1]).abs(w)),
        Op::Xor(..) if is(&a[1], sign_bit(w)) => Some(float(&a[0]).neg(w)),
        Op::Xor(..) if is(&a[0], sign_bit(w)) => Some(float(&a[1]).neg(w)),
        _ => None,
    }
}

/// `x op y` for `x`, `y` in boxes of the total order: rounded `+`, `*` and `/` are monotone in
/// each operand while the other is fixed (in either direction, and `-0 < +0` included), so
/// the extremes over the box are at its corners. That fails only where an operation is
/// invalid (`inf - inf`, `0 * inf`, `0 / 0`, `inf / inf`) or divides by zero, which the
/// rule does not handle (the result may then be anything).
fn corners(op: &Op, w: u32, x: Floats, y: Floats, rm: Range) -> Floats {
    let nan_in = x.nan || y.nan;
    if !x.has_values() || !y.has_values() {
        // Only NaN operands (or none): the result is a NaN.
        return Floats { nan: nan_in, ..Floats::only_nan(w) };
    }
    let (xz, yz) = (x.has_zero(w), y.has_zero(w));
    let (xi, yi) = (x.has_pos_inf(w) || x.has_neg_inf(w), y.has_pos_inf(w) || y.has_neg_inf(w));
    let invalid = match op {
        Op::FAdd(..) => {
            (x.has_pos_inf(w) && y.has_neg_inf(w)) || (x.has_neg_inf(w) && y.has_pos_inf(w))
        }
        Op::FMul(..) => (xz && yi) || (xi && yz),
        _ => yz || (xi && yi),
    };
    if invalid || rm.hi > 3 {
        return Floats::all(w);
    }
    let (mut lo, mut hi) = (u64::MAX, 0u64);
    for mode in rm.lo..=rm.hi {
        for xk in [x.lo, x.hi] {
            for yk in [y.lo, y.hi] {
                let v = eval_op(op, w, w, &[unkey(xk, w), unkey(yk, w), mode]);
                if is_nan_bits(v, w) {
                    return Floats::all(w);
                }
                let k = key(v, w);
                lo = lo.min(k);
                hi = hi.max(k);
            }
        }
    }
    Floats { lo, hi, nan: nan_in }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::term::TermId;

    /// A small deterministic generator (xorshift), so failures reproduce.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
        /// A float's bits, often a special or a small value.
        fn float(&mut self, w: u32) -> u64 {
            let specials: [f64; 12] = [
                0.0,
                -0.0,
                1.0,
                -1.0,
                0.5,
                10.0,
                71.0,
                5.0,
                0.1,
                f64::INFINITY,
                f64::NEG_INFINITY,
                1e-310,
            ];
            let v = match self.next() % 4 {
                0 => specials[(self.next() % 12) as usize],
                1 => (self.next() % 2001) as f64 / 100.0 - 10.0,
                2 => return self.next() & mask(w),
                _ => f64::from_bits(self.next() & 0x8000_ffff_ffff_ffff | 0x3f00_0000_0000_0000),
            };
            if w == 64 {
                v.to_bits()
            } else {
                (v as f32).to_bits() as u64
            }
        }
    }

    fn contains(a: &Abs, v: u64, w: u32) -> bool {
        let f_ok = match a.float {
            None => true,
            Some(f) => {
                if is_nan_bits(v, w) {
                    f.nan
                } else {
                    let k = key(v, w);
                    f.lo <= k && k <= f.hi
                }
            }
        };
        a.bits.lo <= v && v <= a.bits.hi && f_ok
    }

    /// An `Abs` around two sampled values (the float view from their keys, the bits from
    /// theirs), and values inside it.
    fn sample_abs(rng: &mut Rng, w: u32) -> (Abs, Vec<u64>) {
        let (p, q) = (rng.float(w), rng.float(w));
        let (k1, k2) = (key(p, w).min(key(q, w)), key(p, w).max(key(q, w)));
        let a = Abs { bits: Range::full(w), float: Some(Floats::of_keys(k1, k2, w)) }
            .normalize(w)
            .unwrap();
        let mut inside = vec![unkey(k1, w), unkey(k2, w)];
        for _ in 0..6 {
            let k = k1 + rng.next() % (k2 - k1 + 1).max(1);
            inside.push(unkey(k.min(k2), w));
        }
        // Zeros and infinities when the interval holds them: the rules' edge cases.
        for z in [0u64, sign_bit(w), inf_bits(w), sign_bit(w) | inf_bits(w)] {
            if (k1..=k2).contains(&key(z, w)) {
                inside.push(z);
            }
        }
        (a, inside)
    }

    #[test]
    fn keys_order_floats_totally() {
        for w in [32, 64] {
            let vals: Vec<f64> =
                vec![f64::NEG_INFINITY, -3.5, -1e-300, -0.0, 0.0, 1e-300, 2.0, f64::INFINITY];
            let bits: Vec<u64> = vals
                .iter()
                .map(|&v| if w == 64 { v.to_bits() } else { (v as f32).to_bits() as u64 })
                .collect();
            for pair in bits.windows(2) {
                assert!(key(pair[0], w) <= key(pair[1], w), "{w}: {pair:x?}");
            }
            for b in bits {
                assert_eq!(unkey(key(b, w), w), b);
            }
        }
    }

    /// The float operations against `eval_op` on sampled boxes and values in them, in every
    /// rounding mode.
    #[test]
    fn float_rules_contain_every_sampled_result() {
        let t = |i: u32| TermId(i);
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        let mut checked = 0;
        for w in [32u32, 64] {
            for _ in 0..3000 {
                let (xa, xs) = sample_abs(&mut rng, w);
                let (ya, ys) = sample_abs(&mut rng, w);
                let rm_v = rng.next() % 4;
                let rm = if rng.next().is_multiple_of(4) {
                    Abs { bits: Range { lo: 0, hi: 3 }, float: None }
                } else {
                    Abs::exact(rm_v, 2)
                };
                for op in [
                    Op::FAdd(t(0), t(1), t(2)),
                    Op::FMul(t(0), t(1), t(2)),
                    Op::FDiv(t(0), t(1), t(2)),
                ] {
                    let r = of_op(&op, w, w, &[xa, ya, rm]).unwrap();
                    for &x in &xs {
                        for &y in &ys {
                            for m in rm.bits.lo..=rm.bits.hi {
                                let v = eval_op(&op, w, w, &[x, y, m]);
                                assert!(contains(&r, v, w), "{op:?} w{w} rm{m}: {x:x} in {xa:?}, {y:x} in {ya:?}: {v:x} not in {r:?}");
                                checked += 1;
                            }
                        }
                    }
                }
            }
        }
        assert!(checked > 100_000, "{checked}");
    }

    /// The bit operations that read floats (`fabs`, negation, the sign bit, comparisons of
    /// magnitudes) on sampled boxes.
    #[test]
    fn bit_rules_on_float_views_contain_every_sampled_result() {
        let t = |i: u32| TermId(i);
        let mut rng = Rng(0x2545_f491_4f6c_dd1d);
        for w in [32u32, 64] {
            for _ in 0..3000 {
                let (xa, xs) = sample_abs(&mut rng, w);
                let c = rng.float(w);
                let consts = [mask(w) >> 1, sign_bit(w), c];
                for k in consts {
                    let ka = Abs::exact(k, w);
                    for (op, rw, x_first) in [
                        (Op::And(t(0), t(1)), w, true),
                        (Op::And(t(0), t(1)), w, false),
                        (Op::Xor(t(0), t(1)), w, true),
                        (Op::Ult(t(0), t(1)), 1, true),
                        (Op::Ult(t(0), t(1)), 1, false),
                        (Op::Eq(t(0), t(1)), 1, true),
                        (Op::Slt(t(0), t(1)), 1, true),
                    ] {
                        let args = if x_first { [xa, ka] } else { [ka, xa] };
                        let r = of_op(&op, rw, w, &args).unwrap();
                        for &x in &xs {
                            let vals = if x_first { [x, k] } else { [k, x] };
                            let v = eval_op(&op, rw, w, &vals);
                            assert!(
                                contains(&r, v, rw),
                                "{op:?}: {vals:x?} with {args:?}: {v:x} not in {r:?}"
                            );
                        }
                    }
                }
                for (op, rw) in [
                    (Op::Extract(t(0), w - 1), 1),
                    (
                        Op::Extract(t(0), if w == 64 { 52 } else { 23 }),
                        if w == 64 { 11 } else { 8 },
                    ),
                ] {
                    let r = of_op(&op, rw, w, &[xa]).unwrap();
                    for &x in &xs {
                        let v = eval_op(&op, rw, w, &[x]);
                        assert!(contains(&r, v, rw), "{op:?}: {x:x} in {xa:?}: {v:x} not in {r:?}");
                    }
                }
            }
        }
    }

    /// The comparison and Boolean rules, exhaustively at 4 bits as `range.rs` checks its own.
    #[test]
    fn comparison_rules_contain_every_value() {
        let t = |i: u32| TermId(i);
        let w = 4;
        let intervals: Vec<Range> =
            (0..16u64).flat_map(|lo| (lo..16).map(move |hi| Range { lo, hi })).collect();
        for ra in &intervals {
            for rb in &intervals {
                let (a, b) = (Abs { bits: *ra, float: None }, Abs { bits: *rb, float: None });
                for op in [Op::Eq(t(0), t(1)), Op::Ult(t(0), t(1)), Op::Slt(t(0), t(1))] {
                    let r = of_op(&op, 1, w, &[a, b]).unwrap();
                    for x in ra.lo..=ra.hi {
                        for y in rb.lo..=rb.hi {
                            let v = eval_op(&op, 1, w, &[x, y]);
                            assert!(r.bits.lo <= v && v <= r.bits.hi, "{op:?} {x} {y} {r:?}");
                        }
                    }
                }
            }
        }
        // Extractions of every field of an 8-bit value, from every interval.
        for lo in 0..=255u64 {
            for hi in lo..=255 {
                let a = Abs { bits: Range { lo, hi }, float: None };
                for (start, fw) in [(0, 3), (2, 3), (3, 4), (5, 3), (1, 6)] {
                    let op = Op::Extract(t(0), start);
                    let r = of_op(&op, fw, 8, &[a]).unwrap();
                    for x in lo..=hi {
                        let v = eval_op(&op, fw, 8, &[x]);
                        assert!(
                            r.bits.lo <= v && v <= r.bits.hi,
                            "{op:?} of {x} in [{lo}, {hi}]: {v} outside {r:?}"
                        );
                    }
                }
            }
        }
        let bools = [Range::exact(0), Range::exact(1), Range { lo: 0, hi: 1 }];
        for ra in bools {
            for rb in bools {
                let r = of_op(
                    &Op::And(t(0), t(1)),
                    1,
                    1,
                    &[Abs { bits: ra, float: None }, Abs { bits: rb, float: None }],
                )
                .unwrap();
                for x in ra.lo..=ra.hi {
                    for y in rb.lo..=rb.hi {
                        assert!(r.bits.lo <= x & y && x & y <= r.bits.hi);
                    }
                }
            }
        }
    }

    #[test]
    fn a_positive_sum_excludes_the_negative_zero_of_its_operand() {
        // +0.0 + x for x in [-0.0, 10.0]: the sum is in [+0.0, 10.0], whose bits are one
        // interval again (the first addition of a sliding window's sum).
        let w = 64;
        let x = Abs {
            bits: Range::full(w),
            float: Some(Floats::of_keys(key((-0.0f64).to_bits(), w), key(10f64.to_bits(), w), w)),
        }
        .normalize(w)
        .unwrap();
        assert_eq!(x.bits, Range { lo: 0, hi: sign_bit(w) });
        let zero = Abs::exact(0, w);
        let t = |i: u32| TermId(i);
        let r = of_op(&Op::FAdd(t(0), t(1), t(2)), w, w, &[zero, x, Abs::exact(0, 2)]).unwrap();
        assert_eq!(r.bits, Range { lo: 0, hi: 10f64.to_bits() });
    }
}
