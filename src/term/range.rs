//! Unsigned value ranges of terms: for every term an interval `[lo, hi]` that contains its
//! value under every assignment of the input variables.
//!
//! Why: generated controllers compare counters with thresholds (`after(10, tick)` in a chart,
//! a debouncer's `count >= 100`). Frame `k` of such a counter is a chain of conditional
//! increments from 0, so its value is at most `k`, and the threshold test is false in every
//! frame before the threshold: the comparison folds and the frame's query is trivial, where
//! the bit-level circuit leaves the SAT solver a counting argument per frame.
//!
//! Soundness is the whole contract: each rule over-approximates `eval_op` of its operator
//! (tests check every rule exhaustively at small widths); an operator without a rule gets the
//! full range. Ranges are path-insensitive (an `ite` takes the hull of its arms) and are
//! computed once per term, when it is interned, from its operands' ranges.

use super::Op;
use crate::bits::mask;

/// `lo <= value <= hi`, both within the term's width.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Range {
    pub lo: u64,
    pub hi: u64,
}

impl Range {
    pub fn full(width: u32) -> Range {
        Range { lo: 0, hi: mask(width) }
    }
    pub fn exact(v: u64) -> Range {
        Range { lo: v, hi: v }
    }

    /// The signed interval, if the range lies within one sign half (else the range wraps
    /// around in signed order and nothing is known).
    pub fn signed(self, width: u32) -> Option<(i128, i128)> {
        let half = 1u128 << (width - 1);
        let (lo, hi) = (self.lo as u128, self.hi as u128);
        if hi < half {
            Some((lo as i128, hi as i128))
        } else if lo >= half {
            let m = 1i128 << width;
            Some((lo as i128 - m, hi as i128 - m))
        } else {
            None
        }
    }
}

/// `[lo, hi]` as a range of a `width`-bit value if both ends fit (else the full range).
fn fit(lo: u128, hi: u128, width: u32) -> Range {
    if hi <= mask(width) as u128 && lo <= hi {
        Range { lo: lo as u64, hi: hi as u64 }
    } else {
        Range::full(width)
    }
}

/// The wrap-around interval `[lo, hi]` (possibly below 0 or above the maximum): exact if it
/// lies within one multiple of 2^width, which wrapping then shifts into range.
fn wrapped(lo: i128, hi: i128, width: u32) -> Range {
    let m = 1i128 << width;
    let k = lo.div_euclid(m);
    if hi.div_euclid(m) == k {
        Range { lo: (lo - k * m) as u64, hi: (hi - k * m) as u64 }
    } else {
        Range::full(width)
    }
}

/// Ones in every bit up to the highest set bit of `v`.
fn fill_down(v: u64) -> u64 {
    if v == 0 {
        0
    } else {
        u64::MAX >> v.leading_zeros()
    }
}

/// The range of `op` (of result width `width`, first operand of width `arg_width`) given its
/// operands' ranges `r` (in operand order).
pub fn of_op(op: &Op, width: u32, arg_width: u32, r: &[Range]) -> Range {
    if super::wide::is_wide(width, arg_width) {
        // Ranges are of values up to 64 bits (`term/wide.rs`): nothing is known here, and
        // a wide term's own range is never read.
        return Range::full(width.min(64));
    }
    let full = Range::full(width);
    let aw = arg_width;
    match *op {
        Op::Const(c) => Range::exact(c),
        Op::Var(_) => full,
        Op::Not(_) => Range { lo: mask(width) - r[0].hi, hi: mask(width) - r[0].lo },
        Op::And(..) => match (low_mask(r[0]), low_mask(r[1])) {
            (_, Some(k)) => masked(r[0], k).unwrap_or(Range { lo: 0, hi: r[0].hi.min(r[1].hi) }),
            (Some(k), _) => masked(r[1], k).unwrap_or(Range { lo: 0, hi: r[0].hi.min(r[1].hi) }),
            _ => Range { lo: 0, hi: r[0].hi.min(r[1].hi) },
        },
        Op::Or(..) => Range { lo: r[0].lo.max(r[1].lo), hi: fill_down(r[0].hi | r[1].hi) },
        Op::Xor(..) => Range { lo: 0, hi: fill_down(r[0].hi | r[1].hi) },
        Op::Add(..) => {
            wrapped(r[0].lo as i128 + r[1].lo as i128, r[0].hi as i128 + r[1].hi as i128, width)
        }
        Op::Sub(..) => {
            wrapped(r[0].lo as i128 - r[1].hi as i128, r[0].hi as i128 - r[1].lo as i128, width)
        }
        Op::Mul(..) => {
            fit(r[0].lo as u128 * r[1].lo as u128, r[0].hi as u128 * r[1].hi as u128, width)
        }
        // Division by zero gives all ones (`eval_op`), so only a divisor known nonzero helps.
        Op::UDiv(..) if r[1].lo > 0 => Range { lo: r[0].lo / r[1].hi, hi: r[0].hi / r[1].lo },
        // The remainder is below the divisor, and never above the dividend (`a % 0 = a`).
        Op::URem(..) if r[1].lo > 0 => Range { lo: 0, hi: r[0].hi.min(r[1].hi - 1) },
        Op::URem(..) => Range { lo: 0, hi: r[0].hi },
        Op::LShr(..) => match shift_count(r[1], aw) {
            Some(s) => Range { lo: r[0].lo >> s, hi: r[0].hi >> s },
            None => Range { lo: 0, hi: r[0].hi },
        },
        Op::Shl(..) => match shift_count(r[1], aw) {
            Some(s) => fit((r[0].lo as u128) << s, (r[0].hi as u128) << s, width),
            None => full,
        },
        // A non-negative operand shifts like a logical shift.
        Op::AShr(..) if r[0].hi < 1u64 << (aw - 1) => match shift_count(r[1], aw) {
            Some(s) => Range { lo: r[0].lo >> s, hi: r[0].hi >> s },
            None => Range { lo: 0, hi: r[0].hi },
        },
        Op::Eq(..) | Op::Ult(..) | Op::Slt(..) => match compare(op, r[0], r[1], aw) {
            Some(v) => Range::exact(v as u64),
            None => Range { lo: 0, hi: 1 },
        },
        Op::Ite(..) => Range { lo: r[1].lo.min(r[2].lo), hi: r[1].hi.max(r[2].hi) },
        Op::Extract(_, lo) if r[0].hi >> lo <= mask(width) => {
            Range { lo: r[0].lo >> lo, hi: r[0].hi >> lo }
        }
        // Every value agrees above the field (a float's exponent over values of one sign):
        // the field runs in order.
        Op::Extract(_, lo)
            if lo + width < 64 && r[0].lo >> (lo + width) == r[0].hi >> (lo + width) =>
        {
            Range { lo: (r[0].lo >> lo) & mask(width), hi: (r[0].hi >> lo) & mask(width) }
        }
        Op::ZExt(_) => r[0],
        Op::SExt(_) => match r[0].signed(aw) {
            Some((lo, hi)) => wrapped(lo, hi, width),
            None => full,
        },
        _ => full,
    }
}

/// `k` where `r` is the one value `2^k - 1` (a mask of the low `k` bits).
fn low_mask(r: Range) -> Option<u32> {
    (r.lo == r.hi && r.lo.wrapping_add(1) & r.lo == 0).then(|| r.lo.count_ones())
}

/// `x & (2^k - 1)` for `x` in `r`, when all of `r` agrees above bit `k` (a float's magnitude,
/// `x & 0x7fffffff`, over values of one sign): the interval keeps its order.
fn masked(r: Range, k: u32) -> Option<Range> {
    if k >= 64 {
        return Some(r);
    }
    (r.lo >> k == r.hi >> k).then(|| {
        let m = (1u64 << k) - 1;
        Range { lo: r.lo & m, hi: r.hi & m }
    })
}

/// The value of a comparison (`Eq`, `Ult`, `Slt` of `width`-bit operands) where its
/// operands' ranges decide it: disjoint ranges are unequal, and ordered ones are ordered
/// (signed only when both lie within one sign half).
pub fn compare(op: &Op, a: Range, b: Range, width: u32) -> Option<bool> {
    if width > 64 {
        return None;
    }
    match op {
        Op::Eq(..) if a.hi < b.lo || b.hi < a.lo => Some(false),
        Op::Ult(..) if a.hi < b.lo => Some(true),
        Op::Ult(..) if a.lo >= b.hi => Some(false),
        Op::Slt(..) => {
            let ((alo, ahi), (blo, bhi)) = (a.signed(width)?, b.signed(width)?);
            if ahi < blo {
                Some(true)
            } else if alo >= bhi {
                Some(false)
            } else {
                None
            }
        }
        _ => None,
    }
}

/// The shift count if the count's range is one value (the count is taken modulo the width).
fn shift_count(count: Range, width: u32) -> Option<u32> {
    (count.lo == count.hi).then(|| (count.lo & (width as u64 - 1)) as u32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::term::eval_op;

    /// Every rule against `eval_op`, exhaustively at 4 bits: for every pair of operand ranges
    /// (every interval of 4-bit values) and every pair of values inside them, the result lies
    /// in the computed range.
    #[test]
    fn every_rule_contains_every_value() {
        let w = 4u32;
        let t = |i: u32| crate::term::TermId(i);
        let binary = [
            Op::And(t(0), t(1)),
            Op::Or(t(0), t(1)),
            Op::Xor(t(0), t(1)),
            Op::Add(t(0), t(1)),
            Op::Sub(t(0), t(1)),
            Op::Mul(t(0), t(1)),
            Op::UDiv(t(0), t(1)),
            Op::URem(t(0), t(1)),
            Op::SDiv(t(0), t(1)),
            Op::SRem(t(0), t(1)),
            Op::Shl(t(0), t(1)),
            Op::LShr(t(0), t(1)),
            Op::AShr(t(0), t(1)),
            Op::Eq(t(0), t(1)),
            Op::Ult(t(0), t(1)),
            Op::Slt(t(0), t(1)),
        ];
        let intervals: Vec<Range> =
            (0..16u64).flat_map(|lo| (lo..16).map(move |hi| Range { lo, hi })).collect();
        let mut checked = 0u64;
        for ra in &intervals {
            // Unary operators, and extensions and extractions to/from 8 bits.
            for (op, rw, aw) in [
                (Op::Not(t(0)), w, w),
                (Op::ZExt(t(0)), 8, w),
                (Op::SExt(t(0)), 8, w),
                (Op::Extract(t(0), 0), 2, w),
                (Op::Extract(t(0), 1), 3, w),
                (Op::Extract(t(0), 2), 2, w),
            ] {
                let r = of_op(&op, rw, aw, &[*ra]);
                for a in ra.lo..=ra.hi {
                    let v = eval_op(&op, rw, aw, &[a]);
                    assert!(r.lo <= v && v <= r.hi, "{op:?} of {a} in {ra:?}: {v} outside {r:?}");
                    checked += 1;
                }
            }
            for rb in &intervals {
                for op in &binary {
                    let rw =
                        if matches!(op, Op::Eq(..) | Op::Ult(..) | Op::Slt(..)) { 1 } else { w };
                    let r = of_op(op, rw, w, &[*ra, *rb]);
                    for a in ra.lo..=ra.hi {
                        for b in rb.lo..=rb.hi {
                            let v = eval_op(op, rw, w, &[a, b]);
                            assert!(
                                r.lo <= v && v <= r.hi,
                                "{op:?} of {a} in {ra:?}, {b} in {rb:?}: {v} outside {r:?}"
                            );
                            checked += 1;
                        }
                    }
                }
                // ite with a free condition, and with each constant condition.
                for rc in [Range { lo: 0, hi: 1 }, Range::exact(0), Range::exact(1)] {
                    let op = Op::Ite(t(0), t(1), t(2));
                    let r = of_op(&op, w, 1, &[rc, *ra, *rb]);
                    for c in rc.lo..=rc.hi {
                        for (a, b) in
                            [(ra.lo, rb.lo), (ra.hi, rb.hi), (ra.lo, rb.hi), (ra.hi, rb.lo)]
                        {
                            let v = eval_op(&op, w, 1, &[c, a, b]);
                            assert!(r.lo <= v && v <= r.hi);
                        }
                    }
                }
            }
        }
        assert!(checked > 1_000_000, "{checked}");
    }

    #[test]
    fn signed_view_of_a_range() {
        assert_eq!(Range { lo: 0, hi: 7 }.signed(4), Some((0, 7)));
        assert_eq!(Range { lo: 8, hi: 15 }.signed(4), Some((-8, -1)));
        assert_eq!(Range { lo: 7, hi: 8 }.signed(4), None);
        assert_eq!(Range::full(64).signed(64), None);
        assert_eq!(Range::exact(u64::MAX).signed(64), Some((-1, -1)));
    }
}
