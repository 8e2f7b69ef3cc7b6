//! IEEE 754 circuits (binary32, binary64; the four IEEE rounding modes), after the
//! published constructions (CBMC's `float_utils`, SymFPU): unpack each operand into sign,
//! a signed exponent and a normalized significand (subnormals are normalized with a
//! leading-zero shifter, so every operation sees `1.f * 2^e`) and class flags; compute the
//! exact result's significand with a few extra bits and a sticky bit; then one shared
//! `round_pack` denormalizes results below the normal range, rounds, and packs, with the
//! carry of the rounding increment running from the fraction into the exponent field. Special
//! operands (NaN, infinities, zeros) are selected at the end by multiplexers.
//!
//! **Rounding modes:** the operations that round take the 2-bit mode operand (`softfloat::Rm`),
//! which affects three places only: the increment decision and the overflow result in
//! `round_pack`, and the sign of an exact zero sum in `add`. Every mode-dependent gate is
//! built behind `and_lazy`, so a constant mode (the common case: round to nearest even) gives
//! exactly the circuit of a mode-free construction, gate for gate.
//!
//! **NaN results** are x86-64 SSE's, as in `term::float::eval`: the first NaN operand quieted,
//! else the default NaN (sign set) for an invalid operation (`nan_result`); the exponent
//! and quiet bits of every NaN result are constants, so only the fraction bits below the
//! quiet bit and the sign are multiplexed.
//!
//! Every circuit computes exactly `term::float::eval`, NaN payloads included;
//! `tests::float_*` check that against gcc-computed results and random operands.

mod fmod;
pub use fmod::fmod;

use super::bitblast;
use super::gates::Gates;
use crate::bits::float::params;
use crate::sat::Lit;

/// Width of the signed exponents inside the circuits: wide enough for products and quotients
/// of binary64 values, subnormals normalized, and 64-bit integers.
const EW: usize = 16;

#[derive(Clone, Copy)]
struct Fmt {
    /// Exponent bits.
    e: usize,
    /// Fraction bits.
    m: usize,
}

impl Fmt {
    fn of(width: usize) -> Fmt {
        let (e, m) = params(width as u32);
        Fmt { e: e as usize, m: m as usize }
    }
    fn width(self) -> usize {
        self.e + self.m + 1
    }
    fn bias(self) -> i64 {
        (1 << (self.e - 1)) - 1
    }
    fn emin(self) -> i64 {
        1 - self.bias()
    }
}

/// An operand taken apart: `(-1)^sign * sig * 2^(exp - m)` with `sig`'s top bit set for
/// finite nonzero values.
struct Unpacked {
    sign: Lit,
    exp: Vec<Lit>,
    sig: Vec<Lit>,
    nan: Lit,
    inf: Lit,
    zero: Lit,
}

fn konst(g: &Gates, v: i64, w: usize) -> Vec<Lit> {
    (0..w).map(|i| g.konst(i < 64 && (v >> i) & 1 == 1 || i >= 64 && v < 0)).collect()
}

fn or_n(g: &mut Gates, v: &[Lit]) -> Lit {
    g.or_n(v)
}

fn mux_v(g: &mut Gates, c: Lit, a: &[Lit], b: &[Lit]) -> Vec<Lit> {
    bitblast::ite(g, c, a, b)
}

/// Shifts `sig` left until its top bit is set (for nonzero values) and returns the shifted
/// value and the shift amount (`EW` bits): greedy stages of 2^k from the largest.
fn normalize(g: &mut Gates, sig: &[Lit]) -> (Vec<Lit>, Vec<Lit>) {
    let n = sig.len();
    let mut x = sig.to_vec();
    let mut amount = vec![g.false_lit(); EW];
    let mut k = 0;
    while (1usize << (k + 1)) < n {
        k += 1;
    }
    loop {
        let s = 1usize << k;
        if s < n {
            let top = or_n(g, &x[n - s..]);
            let z = !top;
            let shifted: Vec<Lit> =
                (0..n).map(|i| if i >= s { x[i - s] } else { g.false_lit() }).collect();
            x = mux_v(g, z, &shifted, &x);
            amount[k] = z;
        }
        if k == 0 {
            break;
        }
        k -= 1;
    }
    (x, amount)
}

/// `x >> amount` with the bits shifted out ORed into a sticky bit. `amount` is unsigned;
/// amounts of at least `x.len()` shift everything out.
fn shr_sticky(g: &mut Gates, x: &[Lit], amount: &[Lit]) -> (Vec<Lit>, Lit) {
    let n = x.len();
    let mut x = x.to_vec();
    let mut sticky = g.false_lit();
    let mut k = 0;
    while (1usize << k) < n && k < amount.len() {
        let s = 1usize << k;
        let c = amount[k];
        let out = or_n(g, &x[..s]);
        let lost = g.and(c, out);
        sticky = g.or(sticky, lost);
        let shifted: Vec<Lit> =
            (0..n).map(|i| if i + s < n { x[i + s] } else { g.false_lit() }).collect();
        x = mux_v(g, c, &shifted, &x);
        k += 1;
    }
    if k < amount.len() {
        let big = or_n(g, &amount[k..]);
        let rest = or_n(g, &x);
        let lost = g.and(big, rest);
        sticky = g.or(sticky, lost);
        let nb = !big;
        x = x.iter().map(|&l| g.and(nb, l)).collect();
    }
    (x, sticky)
}

fn zext(g: &Gates, v: &[Lit], w: usize) -> Vec<Lit> {
    let mut v = v.to_vec();
    v.resize(w, g.false_lit());
    v
}

fn add_const(g: &mut Gates, a: &[Lit], k: i64) -> Vec<Lit> {
    let c = konst(g, k, a.len());
    let f = g.false_lit();
    bitblast::add(g, a, &c, f)
}

fn unpack(g: &mut Gates, f: Fmt, x: &[Lit]) -> Unpacked {
    let (e, m) = (f.e, f.m);
    let frac = &x[..m];
    let ef = &x[m..m + e];
    let sign = x[m + e];
    let ef_nz = or_n(g, ef);
    let ef_ones = g.and_n(ef);
    let frac_nz = or_n(g, frac);
    let nan = g.and(ef_ones, frac_nz);
    let inf = g.and(ef_ones, !frac_nz);
    let zero = g.and(!ef_nz, !frac_nz);
    let mut sig = frac.to_vec();
    sig.push(ef_nz);
    // Subnormals have the exponent of biased 1.
    let mut efx = ef.to_vec();
    efx[0] = g.or(efx[0], !ef_nz);
    let efx = zext(g, &efx, EW);
    let exp_raw = add_const(g, &efx, -f.bias());
    let (sig, sh) = normalize(g, &sig);
    let exp = bitblast::sub(g, &exp_raw, &sh);
    Unpacked { sign, exp, sig, nan, inf, zero }
}

/// Rounds and packs `(-1)^sign * sig` into format `f`, where `sig`'s top bit is set and
/// stands for `2^exp`; `sticky` says nonzero bits lie below `sig`. Needs `sig.len() >= m + 2`. The caller handles
/// exact zeros and special operands. Rounds in mode `md`: to nearest even increments when the
/// guard bit is set and the rest or the last kept bit is; up (down) increments an inexact
/// positive (negative) value; toward zero never increments. Overflow gives infinity, or the
/// largest finite value of the sign when the mode rounds toward zero for that sign.
fn round_pack(
    g: &mut Gates,
    f: Fmt,
    sign: Lit,
    exp: &[Lit],
    sig: &[Lit],
    sticky: Lit,
    md: Mode,
) -> Vec<Lit> {
    let (e, m) = (f.e, f.m);
    let p = sig.len();
    debug_assert!(p >= m + 2);
    let emin = konst(g, f.emin(), EW);
    // Below the normal range: shift right by emin - exp, then the exponent is emin.
    let is_sub = bitblast::slt(g, exp, &emin);
    let d = bitblast::sub(g, &emin, exp);
    let amount: Vec<Lit> = d.iter().map(|&l| g.and(is_sub, l)).collect();
    let (sig, st) = shr_sticky(g, sig, &amount);
    let sticky = g.or(sticky, st);
    // Biased exponent minus one (0 for subnormals).
    let eb = bitblast::sub(g, exp, &emin);
    let eb: Vec<Lit> = eb.iter().map(|&l| g.and(!is_sub, l)).collect();
    let kept = &sig[p - m - 1..];
    let guard = sig[p - m - 2];
    let below = or_n(g, &sig[..p - m - 2]);
    let rest = g.or(below, sticky);
    let up_nearest = and_lazy(g, md.nearest, |g| {
        let odd_or_rest = g.or(rest, kept[0]);
        g.and(guard, odd_or_rest)
    });
    // Directed rounding away from zero: up for positive values, down for negative ones.
    let up_pos = and_lazy(g, md.up, |_| !sign);
    let down_neg = and_lazy(g, md.down, |_| sign);
    let away = g.or(up_pos, down_neg);
    let up_directed = and_lazy(g, away, |g| g.or(guard, rest));
    let up = g.or(up_nearest, up_directed);
    // word = (eb << m) + kept + up: the hidden bit lands in the exponent field.
    let ww = EW + m;
    let mut hi = vec![g.false_lit(); m];
    hi.extend_from_slice(&eb);
    let kept_w = zext(g, kept, ww);
    let word = bitblast::add(g, &hi, &kept_w, up);
    let inf_word = konst(g, ((1i64 << e) - 1) << m, ww);
    let overflow = !bitblast::ult(g, &word, &inf_word);
    let mut out: Vec<Lit> = (0..m + e).map(|i| g.and(!overflow, word[i])).collect();
    for l in out[m..].iter_mut() {
        *l = g.or(*l, overflow);
    }
    // Overflow toward zero: the largest finite value (exponent field 2^e - 2, fraction ones).
    let up_neg = and_lazy(g, md.up, |_| sign);
    let down_pos = and_lazy(g, md.down, |_| !sign);
    let to_max = g.or(md.toward_zero, up_neg);
    let to_max = g.or(to_max, down_pos);
    let ov_max = and_lazy(g, to_max, |_| overflow);
    if g.const_value(ov_max) != Some(false) {
        for (i, l) in out.iter_mut().enumerate() {
            let max_bit = g.konst(i != m);
            *l = g.mux(ov_max, max_bit, *l);
        }
    }
    out.push(sign);
    out
}

/// The rounding mode decoded: one literal per mode (constants for a constant mode).
#[derive(Clone, Copy)]
struct Mode {
    nearest: Lit,
    down: Lit,
    up: Lit,
    toward_zero: Lit,
}

fn mode(g: &mut Gates, rm: &[Lit]) -> Mode {
    debug_assert_eq!(rm.len(), 2);
    let (b0, b1) = (rm[0], rm[1]);
    Mode {
        nearest: g.and(!b0, !b1),
        down: g.and(b0, !b1),
        up: g.and(!b0, b1),
        toward_zero: g.and(b0, b1),
    }
}

/// `c & f()`, building `f` only when `c` is not the constant false: mode-dependent logic
/// costs nothing when the mode is a constant that excludes it.
fn and_lazy(g: &mut Gates, c: Lit, f: impl FnOnce(&mut Gates) -> Lit) -> Lit {
    if g.const_value(c) == Some(false) {
        return c;
    }
    let x = f(g);
    g.and(c, x)
}

/// The NaN result of an operation on `ops` (in instruction order, each with its NaN flag):
/// the first NaN operand quieted, else the default NaN (sign set, payload zero). Exponent and
/// quiet bits are the constant 1.
fn nan_result(g: &mut Gates, f: Fmt, ops: &[(&[Lit], Lit)]) -> Vec<Lit> {
    let w = f.width();
    let t = g.true_lit();
    let fl = g.false_lit();
    let mut v: Vec<Lit> = (0..w).map(|i| if i >= f.m - 1 { t } else { fl }).collect();
    for &(x, nan) in ops.iter().rev() {
        for i in (0..f.m - 1).chain([w - 1]) {
            v[i] = g.mux(nan, x[i], v[i]);
        }
    }
    v
}

fn inf_vec(g: &Gates, f: Fmt, sign: Lit) -> Vec<Lit> {
    let mut v: Vec<Lit> = (0..f.width() - 1).map(|i| g.konst(i >= f.m)).collect();
    v.push(sign);
    v
}

fn zero_vec(g: &Gates, f: Fmt, sign: Lit) -> Vec<Lit> {
    let mut v = vec![g.false_lit(); f.width() - 1];
    v.push(sign);
    v
}

/// Selects, in order of priority: NaN (the value `nan_val`), `inf`, `zero`, else `normal`.
fn select(
    g: &mut Gates,
    nan: Lit,
    nan_val: &[Lit],
    inf: (Lit, &[Lit]),
    zero: (Lit, &[Lit]),
    normal: &[Lit],
) -> Vec<Lit> {
    let r = mux_v(g, zero.0, zero.1, normal);
    let r = mux_v(g, inf.0, inf.1, &r);
    mux_v(g, nan, nan_val, &r)
}

pub fn add(g: &mut Gates, a: &[Lit], b: &[Lit], rm: &[Lit]) -> Vec<Lit> {
    let md = mode(g, rm);
    let w = a.len();
    let f = Fmt::of(w);
    let m = f.m;
    let ua = unpack(g, f, a);
    let ub = unpack(g, f, b);
    // The operand of larger magnitude first: magnitudes order like their bits.
    let swap = bitblast::ult(g, &a[..w - 1], &b[..w - 1]);
    let sl = g.mux(swap, ub.sign, ua.sign);
    let ss = g.mux(swap, ua.sign, ub.sign);
    let el = mux_v(g, swap, &ub.exp, &ua.exp);
    let es = mux_v(g, swap, &ua.exp, &ub.exp);
    let gl = mux_v(g, swap, &ub.sig, &ua.sig);
    let gs = mux_v(g, swap, &ua.sig, &ub.sig);
    // Three bits below the significands (guard, round, sticky) and a carry bit above.
    let fl = g.false_lit();
    let mut big = vec![fl; 3];
    big.extend_from_slice(&gl);
    big.push(fl);
    let mut small = vec![fl; 3];
    small.extend_from_slice(&gs);
    small.push(fl);
    let d = bitblast::sub(g, &el, &es);
    let (mut small, st) = shr_sticky(g, &small, &d);
    small[0] = g.or(small[0], st);
    let eff_sub = g.xor(sl, ss);
    let small: Vec<Lit> = small.iter().map(|&l| g.xor(l, eff_sub)).collect();
    let sum = bitblast::add(g, &big, &small, eff_sub);
    let sum_zero = !or_n(g, &sum);
    // The top bit of `sum` stands for 2^(el + 1).
    let (sig, sh) = normalize(g, &sum);
    let e1 = add_const(g, &el, 1);
    let exp = bitblast::sub(g, &e1, &sh);
    let packed = round_pack(g, f, sl, &exp, &sig, fl, md);
    debug_assert_eq!(sig.len(), m + 5);
    let nan_ops = g.or(ua.nan, ub.nan);
    let both_inf = g.and(ua.inf, ub.inf);
    let opposite = g.xor(ua.sign, ub.sign);
    let inf_clash = g.and(both_inf, opposite);
    let nan = g.or(nan_ops, inf_clash);
    let any_inf = g.or(ua.inf, ub.inf);
    let inf_val = mux_v(g, ua.inf, a, b);
    // An exact zero sum is -0 if both operands are; rounding down, if either is (x + -x is
    // -0 there, +0 in the other modes).
    let zsign = g.and(ua.sign, ub.sign);
    let either = and_lazy(g, md.down, |g| g.or(ua.sign, ub.sign));
    let zsign = g.or(zsign, either);
    let zero_val = zero_vec(g, f, zsign);
    let nv = nan_result(g, f, &[(a, ua.nan), (b, ub.nan)]);
    select(g, nan, &nv, (any_inf, &inf_val), (sum_zero, &zero_val), &packed)
}

pub fn mul(g: &mut Gates, a: &[Lit], b: &[Lit], rm: &[Lit]) -> Vec<Lit> {
    let md = mode(g, rm);
    let f = Fmt::of(a.len());
    let m = f.m;
    let ua = unpack(g, f, a);
    let ub = unpack(g, f, b);
    let sign = g.xor(ua.sign, ub.sign);
    let pw = 2 * m + 2;
    let sa = zext(g, &ua.sig, pw);
    let sb = zext(g, &ub.sig, pw);
    let prod = bitblast::mul(g, &sa, &sb);
    // The top bit stands for 2^(ea + eb + 1); normalize by at most one place.
    let top = prod[pw - 1];
    let shifted: Vec<Lit> =
        (0..pw).map(|i| if i == 0 { g.false_lit() } else { prod[i - 1] }).collect();
    let sig = mux_v(g, top, &prod, &shifted);
    let esum = bitblast::add(g, &ua.exp, &ub.exp, top);
    // Keep m + 3 bits, the rest is sticky.
    let cut = pw - (m + 3);
    let sticky = or_n(g, &sig[..cut]);
    let packed = round_pack(g, f, sign, &esum, &sig[cut..], sticky, md);
    let n1 = g.or(ua.nan, ub.nan);
    let iz = g.and(ua.inf, ub.zero);
    let zi = g.and(ua.zero, ub.inf);
    let n2 = g.or(iz, zi);
    let nan = g.or(n1, n2);
    let inf = g.or(ua.inf, ub.inf);
    let zero = g.or(ua.zero, ub.zero);
    let iv = inf_vec(g, f, sign);
    let zv = zero_vec(g, f, sign);
    let nv = nan_result(g, f, &[(a, ua.nan), (b, ub.nan)]);
    select(g, nan, &nv, (inf, &iv), (zero, &zv), &packed)
}

pub fn div(g: &mut Gates, a: &[Lit], b: &[Lit], rm: &[Lit]) -> Vec<Lit> {
    let md = mode(g, rm);
    let f = Fmt::of(a.len());
    let m = f.m;
    let ua = unpack(g, f, a);
    let ub = unpack(g, f, b);
    let sign = g.xor(ua.sign, ub.sign);
    // Restoring long division of the significands: m + 3 quotient bits, the first for 2^0.
    let rw = m + 2;
    let bs = zext(g, &ub.sig, rw);
    let mut r = zext(g, &ua.sig, rw);
    let nq = m + 3;
    let mut q = vec![g.false_lit(); nq];
    for i in 0..nq {
        let lt = bitblast::ult(g, &r, &bs);
        let ge = !lt;
        q[nq - 1 - i] = ge;
        let diff = bitblast::sub(g, &r, &bs);
        r = mux_v(g, ge, &diff, &r);
        if i + 1 < nq {
            r.pop();
            r.insert(0, g.false_lit());
        }
    }
    let sticky = or_n(g, &r);
    let top = q[nq - 1];
    let shifted: Vec<Lit> =
        (0..nq).map(|i| if i == 0 { g.false_lit() } else { q[i - 1] }).collect();
    let sig = mux_v(g, top, &q, &shifted);
    // exp = ea - eb - (1 - top)
    let d = bitblast::sub(g, &ua.exp, &ub.exp);
    let d1 = add_const(g, &d, -1);
    let zt = zext(g, &[top], EW);
    let fl = g.false_lit();
    let exp = bitblast::add(g, &d1, &zt, fl);
    let packed = round_pack(g, f, sign, &exp, &sig, sticky, md);
    let n1 = g.or(ua.nan, ub.nan);
    let zz = g.and(ua.zero, ub.zero);
    let ii = g.and(ua.inf, ub.inf);
    let n2 = g.or(zz, ii);
    let nan = g.or(n1, n2);
    let inf = g.or(ua.inf, ub.zero);
    let zero = g.or(ua.zero, ub.inf);
    let iv = inf_vec(g, f, sign);
    let zv = zero_vec(g, f, sign);
    let nv = nan_result(g, f, &[(a, ua.nan), (b, ub.nan)]);
    select(g, nan, &nv, (inf, &iv), (zero, &zv), &packed)
}

pub fn sqrt(g: &mut Gates, a: &[Lit], rm: &[Lit]) -> Vec<Lit> {
    let md = mode(g, rm);
    let f = Fmt::of(a.len());
    let m = f.m;
    let ua = unpack(g, f, a);
    // Make the exponent even: sig' = sig << odd (m + 2 bits), E = exp - odd.
    let odd = ua.exp[0];
    let s0 = zext(g, &ua.sig, m + 2);
    let s1: Vec<Lit> = (0..m + 2).map(|i| if i == 0 { g.false_lit() } else { s0[i - 1] }).collect();
    let sig2 = mux_v(g, odd, &s1, &s0);
    let half_e: Vec<Lit> = {
        // (exp - odd) / 2 = exp >> 1 (arithmetic) for two's complement.
        let mut v: Vec<Lit> = ua.exp[1..].to_vec();
        v.push(ua.exp[EW - 1]);
        v
    };
    // Integer square root of M = sig' << (m + 4): m + 3 root bits, two radicand bits a step.
    let mw = 2 * m + 6;
    let mut radicand = vec![g.false_lit(); m + 4];
    radicand.extend_from_slice(&sig2);
    debug_assert_eq!(radicand.len(), mw);
    let rw = m + 7;
    let mut rem = vec![g.false_lit(); rw];
    let mut root: Vec<Lit> = vec![g.false_lit(); rw];
    for i in (0..m + 3).rev() {
        // rem = rem << 2 | next two bits
        let mut nr = vec![radicand[2 * i], radicand[2 * i + 1]];
        nr.extend_from_slice(&rem[..rw - 2]);
        // trial = root << 2 | 1
        let mut trial = vec![g.true_lit(), g.false_lit()];
        trial.extend_from_slice(&root[..rw - 2]);
        let lt = bitblast::ult(g, &nr, &trial);
        let ge = !lt;
        let diff = bitblast::sub(g, &nr, &trial);
        rem = mux_v(g, ge, &diff, &nr);
        let mut nroot = vec![ge];
        nroot.extend_from_slice(&root[..rw - 1]);
        root = nroot;
    }
    let sticky = or_n(g, &rem);
    let sig = root[..m + 3].to_vec();
    let packed = round_pack(g, f, g.false_lit(), &half_e, &sig, sticky, md);
    let neg = g.and(ua.sign, !ua.zero);
    let nan = g.or(ua.nan, neg);
    let fl = g.false_lit();
    let iv = inf_vec(g, f, fl);
    let nv = nan_result(g, f, &[(a, ua.nan)]);
    select(g, nan, &nv, (ua.inf, &iv), (ua.zero, a), &packed)
}

/// Conversion between formats (widening is exact and ignores the mode).
pub fn convert(g: &mut Gates, a: &[Lit], to_width: usize, rm: &[Lit]) -> Vec<Lit> {
    let fs = Fmt::of(a.len());
    let fd = Fmt::of(to_width);
    let ua = unpack(g, fs, a);
    // A NaN keeps its sign and the top of its payload, quieted (`cvtss2sd`, `cvtsd2ss`).
    let (t, fl) = (g.true_lit(), g.false_lit());
    let mut nv: Vec<Lit> = (0..fd.width()).map(|i| if i >= fd.m - 1 { t } else { fl }).collect();
    // Destination fraction bit i is source fraction bit i + fs.m - fd.m.
    for (i, l) in nv.iter_mut().enumerate().take(fd.m - 1) {
        if let Some(j) = (i + fs.m).checked_sub(fd.m) {
            *l = a[j];
        }
    }
    nv[fd.width() - 1] = ua.sign;
    if fd.m > fs.m && fd.e > fs.e {
        // Widening is exact and every value (subnormals included) is normal in the wider
        // format: no rounding, the biased exponent is exp + bias.
        let eb = add_const(g, &ua.exp, fd.bias());
        let mut v = vec![g.false_lit(); fd.m - fs.m];
        v.extend_from_slice(&ua.sig[..fs.m]);
        v.extend_from_slice(&eb[..fd.e]);
        v.push(ua.sign);
        let iv = inf_vec(g, fd, ua.sign);
        let zv = zero_vec(g, fd, ua.sign);
        return select(g, ua.nan, &nv, (ua.inf, &iv), (ua.zero, &zv), &v);
    }
    let p = (fs.m + 1).max(fd.m + 2);
    let mut sig = vec![g.false_lit(); p - (fs.m + 1)];
    sig.extend_from_slice(&ua.sig);
    let fl = g.false_lit();
    let md = mode(g, rm);
    let packed = round_pack(g, fd, ua.sign, &ua.exp, &sig, fl, md);
    let iv = inf_vec(g, fd, ua.sign);
    let zv = zero_vec(g, fd, ua.sign);
    select(g, ua.nan, &nv, (ua.inf, &iv), (ua.zero, &zv), &packed)
}

/// Integer (of `a.len()` bits, signed or not) to float of `to_width` bits.
pub fn from_int(g: &mut Gates, a: &[Lit], signed: bool, to_width: usize, rm: &[Lit]) -> Vec<Lit> {
    let md = mode(g, rm);
    let f = Fmt::of(to_width);
    let n = a.len();
    let sign = if signed { a[n - 1] } else { g.false_lit() };
    let mag = bitblast::cond_neg(g, a, sign);
    let zero = !or_n(g, &mag);
    let (sig, sh) = normalize(g, &mag);
    let top = konst(g, n as i64 - 1, EW);
    let exp = bitblast::sub(g, &top, &sh);
    let mut s = Vec::new();
    if n < f.m + 2 {
        s.resize(f.m + 2 - n, g.false_lit());
    }
    s.extend_from_slice(&sig);
    let fl = g.false_lit();
    let packed = round_pack(g, f, sign, &exp, &s, fl, md);
    let zv = zero_vec(g, f, fl);
    mux_v(g, zero, &zv, &packed)
}

/// Float to a signed integer of `n` bits, truncating; NaN and out of range give `1 << (n-1)`.
pub fn to_sint(g: &mut Gates, a: &[Lit], n: usize) -> Vec<Lit> {
    let f = Fmt::of(a.len());
    let m = f.m;
    let ua = unpack(g, f, a);
    let neg_exp = ua.exp[EW - 1];
    // 0 <= exp < n: magnitude = (sig << exp) >> m.
    let nk = konst(g, n as i64, EW);
    let exp_lt_n = bitblast::slt(g, &ua.exp, &nk);
    let lw = m + 1 + n;
    let mut x = zext(g, &ua.sig, lw);
    let mut k = 0;
    while (1usize << k) < n {
        let s = 1usize << k;
        let shifted: Vec<Lit> =
            (0..lw).map(|i| if i >= s { x[i - s] } else { g.false_lit() }).collect();
        x = mux_v(g, ua.exp[k], &shifted, &x);
        k += 1;
    }
    let mag: Vec<Lit> = x[m..m + n].iter().map(|&l| g.and(!neg_exp, l)).collect();
    let in_exp = g.or(neg_exp, exp_lt_n);
    // Fits: top bit clear, or exactly -2^(n-1).
    let low_zero = !or_n(g, &mag[..n - 1]);
    let min_val = g.and(ua.sign, low_zero);
    let fits = g.or(!mag[n - 1], min_val);
    let ok0 = g.and(in_exp, fits);
    let special = g.or(ua.nan, ua.inf);
    let ok = g.and(ok0, !special);
    let val = bitblast::cond_neg(g, &mag, ua.sign);
    let indef: Vec<Lit> = (0..n).map(|i| g.konst(i == n - 1)).collect();
    mux_v(g, ok, &val, &indef)
}
