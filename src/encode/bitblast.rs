//! Word-level circuits over the gate layer. Bit vectors are least significant bit first.
//!
//! Every circuit computes exactly `eval_op`'s result (see `crate::term`). Constant inputs
//! cost nothing: the gate layer propagates them, so e.g. adding a constant-zero row or
//! shifting by a constant builds no gate.
//!
//! Clauses for 32-bit operands, both symbolic (checked by `tests::clause_counts`):
//!
//! | op | clauses | how |
//! |----|--------:|-----|
//! | and / or / xor | 96 / 96 / 128 | one gate per bit |
//! | add, sub | 435 | ripple carry: half adder, 30 full adders (xor3 8 + maj 6), top sum only |
//! | mul | 8 128 | 528 partial-product ands + 31 ripple rows of 31..1 bits |
//! | udiv / urem | 9 083 / 9 463 | restoring array, row k on k+1 bits (shared between the two) |
//! | sdiv / srem | 10 008 / 10 384 | udiv/urem of magnitudes + 3 conditional negations (~307 each) |
//! | shl, lshr / ashr | 609 / 620 | 5 mux stages; fill bits turn muxes into ands or vanish |
//! | ult, slt | 189 | carry chain of `a + !b + 1` (maj gates only) |
//! | eq | 161 | 32 xnors + one 32-input and |
//! | ite | 128 | one mux per bit |
//!
//! With a constant operand: `x * 7` 414 (as `(x << 3) - x`), `x * 10` 393, `x / 10` 4 983,
//! `x == 5` 33, `x < 5` 93, `x << 3` 0.

use super::gates::Gates;
use crate::sat::Lit;

/// `a + b + cin`, truncated to the width (no carry out).
pub fn add(g: &mut Gates, a: &[Lit], b: &[Lit], cin: Lit) -> Vec<Lit> {
    let mut acc = a.to_vec();
    add_into(g, &mut acc, b, cin);
    acc
}

/// `acc += row + cin` in place over `acc.len()` bits (`row` at least as long), no carry out.
fn add_into(g: &mut Gates, acc: &mut [Lit], row: &[Lit], cin: Lit) {
    let n = acc.len();
    let mut c = cin;
    for i in 0..n {
        let (x, y) = (acc[i], row[i]);
        acc[i] = g.xor3(x, y, c);
        if i + 1 < n {
            c = g.maj(x, y, c);
        }
    }
}

/// `a - b` as `a + !b + 1`.
pub fn sub(g: &mut Gates, a: &[Lit], b: &[Lit]) -> Vec<Lit> {
    let nb: Vec<Lit> = b.iter().map(|&l| !l).collect();
    let t = g.true_lit();
    add(g, a, &nb, t)
}

/// `s ? -x : x`: bit i of `-x` is `x_i` flipped when any lower bit of `x` is set.
pub fn cond_neg(g: &mut Gates, x: &[Lit], s: Lit) -> Vec<Lit> {
    let mut out = Vec::with_capacity(x.len());
    let mut any = g.false_lit();
    for (i, &xi) in x.iter().enumerate() {
        if i > 0 {
            any = g.or(any, x[i - 1]);
        }
        let flip = g.and(s, any);
        out.push(g.xor(xi, flip));
    }
    out
}

/// The low `width` bits of `a * b`: shift-and-add over the multiplier's bits.
pub fn mul(g: &mut Gates, a: &[Lit], b: &[Lit]) -> Vec<Lit> {
    let w = a.len();
    let consts = |v: &[Lit]| v.iter().filter(|&&l| g.is_const(l)).count();
    // The multiplier (whose bits select rows) is the operand with more constant bits.
    let (a, b) = if consts(a) > consts(b) { (b, a) } else { (a, b) };
    let f = g.false_lit();
    let mut acc = vec![f; w];
    if let Some(k) = const_value(g, b) {
        // Constant multiplier: rows +-(a << j) from the cheaper of binary and non-adjacent
        // form (x * 7 = (x << 3) - x). Positive rows go first so that the first row is free.
        let digits = naf(k, w);
        if digits.len() < k.count_ones() as usize {
            let mut ordered: Vec<(usize, bool)> = digits.iter().copied().filter(|d| !d.1).collect();
            ordered.extend(digits.iter().copied().filter(|d| d.1));
            for (j, negative) in ordered {
                let row: Vec<Lit> = if negative {
                    a[..w - j].iter().map(|&l| !l).collect()
                } else {
                    a[..w - j].to_vec()
                };
                let cin = g.konst(negative);
                add_into(g, &mut acc[j..], &row, cin);
            }
            return acc;
        }
    }
    let mut row = Vec::with_capacity(w);
    for j in 0..w {
        let bj = b[j];
        if bj == f {
            continue;
        }
        row.clear();
        for &ai in &a[..w - j] {
            row.push(g.and(ai, bj));
        }
        add_into(g, &mut acc[j..], &row, f);
    }
    acc
}

/// The value of a word up to 64 bits wide whose bits are all constants.
pub(crate) fn const_value(g: &Gates, v: &[Lit]) -> Option<u64> {
    if v.len() > 64 {
        return None;
    }
    let mut k = 0u64;
    for (i, &l) in v.iter().enumerate() {
        k |= (g.const_value(l)? as u64) << i;
    }
    Some(k)
}

/// Non-adjacent form of `k` modulo `2^w`: (position, negative) of the nonzero digits.
fn naf(k: u64, w: usize) -> Vec<(usize, bool)> {
    let mut k = k as u128;
    let mut out = Vec::new();
    let mut j = 0;
    while k != 0 && j < w {
        if k & 1 == 1 {
            if k & 3 == 3 {
                out.push((j, true));
                k += 1;
            } else {
                out.push((j, false));
                k -= 1;
            }
        }
        k >>= 1;
        j += 1;
    }
    out
}

/// Restoring division: `(a / b, a % b)` with `eval_op`'s results for `b == 0` (quotient all
/// ones, remainder `a`), which the array yields as is: every trial subtraction of 0 succeeds.
/// The remainder's last row is built only if `want_rem` (gates are shared between a `UDiv`
/// and a `URem` of the same operands either way).
pub fn udivrem(g: &mut Gates, a: &[Lit], b: &[Lit], want_rem: bool) -> (Vec<Lit>, Vec<Lit>) {
    let w = a.len();
    let (t, f) = (g.true_lit(), g.false_lit());
    // hz[j]: bits j.. of b are all zero.
    let mut hz = vec![t; w + 1];
    for j in (1..w).rev() {
        hz[j] = g.and(!b[j], hz[j + 1]);
    }
    let mut q = vec![f; w];
    // The partial remainder before row k is below 2^k (it is at most the top k bits of a), so
    // row k works on k + 1 bits: r' = 2r + a_i; if r' >= b then r' - b, else r'.
    let mut r: Vec<Lit> = Vec::with_capacity(w);
    let mut rp: Vec<Lit> = Vec::with_capacity(w);
    let mut d: Vec<Lit> = Vec::with_capacity(w);
    for k in 0..w {
        let i = w - 1 - k;
        let n = k + 1;
        rp.clear();
        rp.push(a[i]);
        rp.extend_from_slice(&r);
        let need_diff = k + 1 < w || want_rem;
        // r' - b on n bits; the carry out means no borrow.
        d.clear();
        let mut c = t;
        for j in 0..n {
            if need_diff {
                d.push(g.xor3(rp[j], !b[j], c));
            }
            c = g.maj(rp[j], !b[j], c);
        }
        let ge = g.and(hz[n], c);
        q[i] = ge;
        if need_diff {
            r.clear();
            for j in 0..n {
                r.push(g.mux(ge, d[j], rp[j]));
            }
        }
    }
    if !want_rem {
        r.clear();
    }
    (q, r)
}

/// Signed division and remainder (truncating, SMT-LIB `bvsdiv`/`bvsrem`) through the
/// magnitudes: the quotient is negated when the signs differ, the remainder takes the sign
/// of the dividend. Returns the quotient if `!rem`, else the remainder.
pub fn sdivrem(g: &mut Gates, a: &[Lit], b: &[Lit], rem: bool) -> Vec<Lit> {
    let w = a.len();
    let (na, nb) = (a[w - 1], b[w - 1]);
    let ua = cond_neg(g, a, na);
    let ub = cond_neg(g, b, nb);
    let (q, r) = udivrem(g, &ua, &ub, rem);
    if rem {
        cond_neg(g, &r, na)
    } else {
        let s = g.xor(na, nb);
        cond_neg(g, &q, s)
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Shift {
    Left,
    LogicalRight,
    ArithRight,
}

/// Barrel shifter over the low log2(width) bits of the count (the count modulo the width).
pub fn shift(g: &mut Gates, a: &[Lit], b: &[Lit], kind: Shift) -> Vec<Lit> {
    let w = a.len();
    debug_assert!(w.is_power_of_two());
    let fill = if kind == Shift::ArithRight { a[w - 1] } else { g.false_lit() };
    let mut x = a.to_vec();
    let mut y = Vec::with_capacity(w);
    let mut k = 0;
    while (1usize << k) < w {
        let (s, d) = (b[k], 1usize << k);
        y.clear();
        for i in 0..w {
            let moved = match kind {
                Shift::Left => {
                    if i >= d {
                        x[i - d]
                    } else {
                        fill
                    }
                }
                _ => {
                    if i + d < w {
                        x[i + d]
                    } else {
                        fill
                    }
                }
            };
            y.push(g.mux(s, moved, x[i]));
        }
        std::mem::swap(&mut x, &mut y);
        k += 1;
    }
    x
}

/// `a < b` unsigned: no carry out of `a + !b + 1`.
pub fn ult(g: &mut Gates, a: &[Lit], b: &[Lit]) -> Lit {
    let mut c = g.true_lit();
    for (&x, &y) in a.iter().zip(b) {
        c = g.maj(x, !y, c);
    }
    !c
}

/// `a < b` signed: unsigned comparison with the sign bits flipped.
pub fn slt(g: &mut Gates, a: &[Lit], b: &[Lit]) -> Lit {
    let w = a.len();
    let mut a2 = a.to_vec();
    let mut b2 = b.to_vec();
    a2[w - 1] = !a2[w - 1];
    b2[w - 1] = !b2[w - 1];
    ult(g, &a2, &b2)
}

pub fn eq(g: &mut Gates, a: &[Lit], b: &[Lit]) -> Lit {
    let bits: Vec<Lit> = a.iter().zip(b).map(|(&x, &y)| g.xnor(x, y)).collect();
    g.and_n(&bits)
}

pub fn ite(g: &mut Gates, c: Lit, a: &[Lit], b: &[Lit]) -> Vec<Lit> {
    a.iter().zip(b).map(|(&x, &y)| g.mux(c, x, y)).collect()
}
