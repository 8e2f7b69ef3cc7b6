//! C's `fmod(x, y)` (C11 7.12.10.1): the exact remainder `x - n*y`, `n = trunc(x/y)`, with
//! the sign of `x`. It is always representable, so there is no rounding (and no rounding
//! mode); a circuit for `x - y*trunc(x/y)` in floating point (CBMC's
//! `__sort_of_CPROVER_remainder`) would round twice and be wrong.
//!
//! With `x = mx * 2^(ex-m)`, `y = my * 2^(ey-m)` (normalized significands, subnormals
//! included, as `unpack` gives them) and `|x| >= |y|`, so `d = ex - ey >= 0`:
//! `fmod(x, y) = ((mx << d) mod my) * 2^(ey-m)` with `x`'s sign. The remainder is the
//! restoring division recurrence `r = 2r + bit; if r >= my { r -= my }` over the bits of
//! `N = mx << d`, most significant first (the SymFPU/CBMC shift-subtract construction).
//!
//! Why a pre-shifted dividend: `d` is symbolic and reaches `dmax` = 276 (float) or 2097
//! (double). Muxing every step on `i < d` would cost one more mux per bit per step (~27k
//! clauses for float, ~445k for double, about a fifth of the circuit). Instead `mx` is
//! shifted left by `d` inside a fixed `m + 1 + dmax`-bit word (a barrel shifter, mostly
//! and-gates since the word is zero-filled: 3.2k clauses for float, 21k for double) and
//! every step runs unconditionally: leading zeros of `N` leave `r = 0`. The first `m` bits
//! of the word can never reach `my >= 2^m`, so they initialize `r` without steps. The steps
//! are the bulk (~18 clauses per bit: 117k of 123k for float, 1.98M of 2.0M for double).
//! With a constant operand the exponent range shrinks (`dmax = emax - ey` for a constant
//! `y`) and the constant significand turns each subtractor into half-adder gates.

use super::{konst, mux_v, nan_result, normalize, or_n, unpack, zero_vec, zext, Fmt, EW};
use crate::encode::bitblast;
use crate::encode::gates::Gates;
use crate::sat::Lit;

/// The value of a signed `EW`-bit word if every bit is a constant.
fn const_of(g: &Gates, v: &[Lit]) -> Option<i64> {
    bitblast::const_value(g, v).map(|x| crate::bits::sign_extend(x, v.len() as u32) as i64)
}

pub fn fmod(g: &mut Gates, a: &[Lit], b: &[Lit]) -> Vec<Lit> {
    let w = a.len();
    let f = Fmt::of(w);
    let m = f.m;
    let ux = unpack(g, f, a);
    let uy = unpack(g, f, b);
    // Exponents of finite nonzero values lie in [emin - m, emax]; a constant operand pins its own.
    let (lo, hi) = (f.emin() - m as i64, f.bias());
    let max_ex = const_of(g, &ux.exp).map_or(hi, |e| e.clamp(lo, hi));
    let min_ey = const_of(g, &uy.exp).map_or(lo, |e| e.clamp(lo, hi));
    let dmax = (max_ex - min_ey).max(0) as usize;
    let d = bitblast::sub(g, &ux.exp, &uy.exp);
    // Where the result is used both operands are nonzero: the hidden bits are 1, and
    // constant 1 lets the gate layer drop the top of every subtractor.
    let t = g.true_lit();
    let mut mx = ux.sig.clone();
    mx[m] = t;
    let mut my = uy.sig.clone();
    my[m] = t;
    let r = remainder(g, &mx, &my, &d, dmax);
    let r_zero = !or_n(g, &r);
    // r < my: r * 2^(ey - m), renormalized.
    let (rn, lz) = normalize(g, &r);
    let exp = bitblast::sub(g, &uy.exp, &lz);
    let packed = pack_exact(g, f, ux.sign, &exp, &rn);
    let zero = zero_vec(g, f, ux.sign);
    let res = mux_v(g, r_zero, &zero, &packed);
    // |x| < |y| (magnitudes order like their bits): x itself; this covers x = ±0 and an
    // infinite y. NaN: a NaN operand, x infinite or y zero.
    let keep_x = bitblast::ult(g, &a[..w - 1], &b[..w - 1]);
    let res = mux_v(g, keep_x, a, &res);
    let n1 = g.or(ux.nan, uy.nan);
    let n2 = g.or(ux.inf, uy.zero);
    let nan = g.or(n1, n2);
    // glibc: the first NaN operand quieted, else the default NaN.
    let q = nan_result(g, f, &[(a, ux.nan), (b, uy.nan)]);
    mux_v(g, nan, &q, &res)
}

/// `(mx << d) mod my` for `0 <= d <= dmax` (`mx`, `my` of `m + 1` bits, `my`'s top bit set;
/// other `d` give garbage). Result on `m + 1` bits.
fn remainder(g: &mut Gates, mx: &[Lit], my: &[Lit], d: &[Lit], dmax: usize) -> Vec<Lit> {
    let m = mx.len() - 1;
    let n = m + 1 + dmax;
    let fl = g.false_lit();
    let mut word = zext(g, mx, n);
    let mut k = 0;
    while (1usize << k) <= dmax {
        let s = 1usize << k;
        let shifted: Vec<Lit> = (0..n).map(|i| if i >= s { word[i - s] } else { fl }).collect();
        word = mux_v(g, d[k], &shifted, &word);
        k += 1;
    }
    debug_assert!(k < EW - 1);
    // The top m bits are below 2^m <= my: no subtraction can happen there.
    let mut r: Vec<Lit> = word[dmax + 1..].to_vec();
    r.push(fl);
    for j in (0..=dmax).rev() {
        // t = 2r + bit j, on m + 2 bits.
        let mut t = vec![word[j]];
        t.extend_from_slice(&r);
        r = sub_if_ge(g, &t, my);
    }
    r
}

/// `t >= y ? t - y : t` for `t` of `m + 2` bits and `y` of `m + 1`, knowing the result fits
/// `m + 1` bits. The carry chain of `t + !y + 1` decides first, so a constant decision
/// (`t` known small) builds no difference gates.
fn sub_if_ge(g: &mut Gates, t: &[Lit], y: &[Lit]) -> Vec<Lit> {
    let n = y.len();
    let mut carries = Vec::with_capacity(n + 1);
    let mut c = g.true_lit();
    for i in 0..n {
        carries.push(c);
        c = g.maj(t[i], !y[i], c);
    }
    // Bit n: y's bit is 0, so !y's is 1: carry out = t[n] | c.
    let ge = g.or(t[n], c);
    match g.const_value(ge) {
        Some(false) => t[..n].to_vec(),
        _ => {
            let diff: Vec<Lit> = (0..n).map(|i| g.xor3(t[i], !y[i], carries[i])).collect();
            mux_v(g, ge, &diff, &t[..n])
        }
    }
}

/// Packs `(-1)^sign * sig * 2^(exp - m)` exactly (`sig`'s top bit set, the value a
/// multiple of the smallest subnormal and below the overflow threshold, as every `fmod`
/// result is): below `emin` the significand is shifted right by `emin - exp` (at most `m`
/// places, no bit is lost) and the exponent field is 0.
fn pack_exact(g: &mut Gates, f: Fmt, sign: Lit, exp: &[Lit], sig: &[Lit]) -> Vec<Lit> {
    let m = f.m;
    let emin = konst(g, f.emin(), EW);
    let is_sub = bitblast::slt(g, exp, &emin);
    let amount = bitblast::sub(g, &emin, exp);
    let fl = g.false_lit();
    let mut x = sig.to_vec();
    let mut k = 0;
    while (1usize << k) <= m {
        let s = 1usize << k;
        let c = g.and(is_sub, amount[k]);
        let shifted: Vec<Lit> = (0..=m).map(|i| if i + s <= m { x[i + s] } else { fl }).collect();
        x = mux_v(g, c, &shifted, &x);
        k += 1;
    }
    let biased = super::add_const(g, exp, f.bias());
    let mut out = x[..m].to_vec();
    out.extend(biased[..f.e].iter().map(|&l| g.and(!is_sub, l)));
    out.push(sign);
    out
}
