//! IEEE 754 binary32/binary64 on bit-vector terms: the semantics of the float operators
//! (`eval`) and their constructors, plus the float operations that are plain bit-vector
//! formulas (negation, absolute value, classification, comparisons, rounding to an integral
//! value, `fmin`/`fmax`, `copysign`), which need no circuit of their own.
//!
//! A float term is a bit-vector term of width 32 (`float`) or 64 (`double`) holding the IEEE
//! bits. The operations that round (`+ - * /`, `sqrt`, conversions to a float) take the
//! rounding mode as a 2-bit operand (`softfloat::Rm`); the constructors without `_rm` round
//! to nearest, ties to even (the C default), with the constant mode 0, which folds away.
//!
//! **NaN results are x86-64 SSE's, bit for bit** (what gcc -O0 code computes): an operation
//! with a NaN operand gives the first NaN operand in the instruction's order (`a` of
//! `a OP b`, then `b`) made quiet (`quiet`: sign and payload kept, quiet bit set); an invalid
//! operation on non-NaN operands gives the *default NaN* (`default_nan_bits`: `0xffc00000`,
//! `0xfff8000000000000`, sign SET); conversions keep a NaN's sign and the top of its payload
//! (`convert_nan`). Bit operations (negation, `fabs`, `copysign`) keep payloads (`xorps`,
//! `andps`). `fmin`/`fmax`/`fmod`/`floor`/... are glibc 2.36's on x86-64 (see `fminmax`).
//! Because of the operand order, `FAdd`/`FMul` operands are not reordered (`a + b` and
//! `b + a` differ when both are NaN).

use super::softfloat::{self, Rm};
use super::{Op, TermId, TermStore};
use crate::bits::float::{inf_bits, is_nan_bits, nan_bits, params, quiet_bit, sign_bit, to_f64};
use crate::bits::{mask, sign_extend};

/// x86-64 SSE's default NaN, the result of an invalid operation on non-NaN operands
/// (`0/0`, `inf - inf`, `0 * inf`, `sqrt(-1)`): the canonical quiet NaN with the sign set.
pub fn default_nan_bits(width: u32) -> u64 {
    nan_bits(width) | sign_bit(width)
}

/// A NaN made quiet: sign and payload kept, the quiet bit set.
pub fn quiet(v: u64, width: u32) -> u64 {
    v | quiet_bit(width)
}

/// The result of an SSE operation one of whose operands (in instruction order) is a NaN:
/// the first NaN operand, quieted; `None` when no operand is a NaN.
pub fn nan_operand(width: u32, args: &[u64]) -> Option<u64> {
    args.iter().find(|&&v| is_nan_bits(v, width)).map(|&v| quiet(v, width))
}

/// A NaN converted between formats as `cvtss2sd`/`cvtsd2ss` do: the sign kept, the payload
/// aligned at the top of the fraction (shifted by 29 places), the quiet bit set.
pub fn convert_nan(v: u64, from: u32, to: u32) -> u64 {
    let (_, mf) = params(from);
    let (_, mt) = params(to);
    let frac = v & mask(mf);
    let frac = if mt >= mf { frac << (mt - mf) } else { frac >> (mf - mt) };
    let sign = if v & sign_bit(from) != 0 { sign_bit(to) } else { 0 };
    sign | inf_bits(to) | quiet_bit(to) | frac
}

/// A NaN result of an operation without NaN operands is the default NaN.
fn canon(v: u64, width: u32) -> u64 {
    if is_nan_bits(v, width) {
        default_nan_bits(width)
    } else {
        v
    }
}
fn canon32(x: f32) -> u64 {
    canon(x.to_bits() as u64, 32)
}
fn canon64(x: f64) -> u64 {
    canon(x.to_bits(), 64)
}

/// Semantics of the float operators. In the nearest-even mode Rust's `f32`/`f64` arithmetic
/// (IEEE 754, round to nearest even) computes them; the directed modes go through the exact
/// software path of `softfloat.rs` (which the tests check against the native path in the
/// nearest-even mode). NaN operands are handled here, before any arithmetic, in the operand
/// order of the instruction (Rust's own `a + b` may be compiled with the operands swapped,
/// or folded), and a NaN computed from non-NaN operands is made the default NaN. The rounding
/// mode is the last operand.
pub fn eval(op: &Op, width: u32, aw: u32, args: &[u64]) -> u64 {
    let f32_of = |v: u64| f32::from_bits(v as u32);
    let f64_of = f64::from_bits;
    let rm = |i: usize| Rm::from_bits(args[i]);
    if let Op::FAdd(..) | Op::FMul(..) | Op::FDiv(..) = op {
        if let Some(nan) = nan_operand(width, &args[..2]) {
            return nan;
        }
    }
    match *op {
        Op::FSqrt(..) if is_nan_bits(args[0], width) => quiet(args[0], width),
        Op::FToF(..) if is_nan_bits(args[0], aw) => convert_nan(args[0], aw, width),
        Op::FAdd(..) | Op::FMul(..) | Op::FDiv(..) if rm(2) != Rm::NearestEven => {
            let (a, b) = (args[0], args[1]);
            match op {
                Op::FAdd(..) => softfloat::add(width, rm(2), a, b),
                Op::FMul(..) => softfloat::mul(width, rm(2), a, b),
                _ => softfloat::div(width, rm(2), a, b),
            }
        }
        Op::FAdd(..) | Op::FMul(..) | Op::FDiv(..) => {
            if width == 32 {
                let (a, b) = (f32_of(args[0]), f32_of(args[1]));
                canon32(match op {
                    Op::FAdd(..) => a + b,
                    Op::FMul(..) => a * b,
                    _ => a / b,
                })
            } else {
                let (a, b) = (f64_of(args[0]), f64_of(args[1]));
                canon64(match op {
                    Op::FAdd(..) => a + b,
                    Op::FMul(..) => a * b,
                    _ => a / b,
                })
            }
        }
        Op::FSqrt(..) if rm(1) != Rm::NearestEven => softfloat::sqrt(width, rm(1), args[0]),
        Op::FSqrt(..) => {
            if width == 32 {
                canon32(f32_of(args[0]).sqrt())
            } else {
                canon64(f64_of(args[0]).sqrt())
            }
        }
        Op::FToF(..) if rm(1) != Rm::NearestEven => softfloat::convert(width, rm(1), aw, args[0]),
        Op::FToF(..) => {
            let x = to_f64(args[0], aw);
            if width == 32 {
                canon32(x as f32)
            } else {
                canon64(x)
            }
        }
        Op::FToSInt(_) => {
            let x = to_f64(args[0], aw).trunc();
            let lim = 2f64.powi(width as i32 - 1);
            if x.is_nan() || x < -lim || x >= lim {
                sign_bit(width)
            } else {
                (x as i64) as u64
            }
        }
        Op::IToF(_, _, signed) if rm(1) != Rm::NearestEven => {
            let v = args[0] & mask(aw);
            let negative = signed && (v >> (aw - 1)) & 1 == 1;
            let magnitude = if negative { (sign_extend(v, aw) as i64).unsigned_abs() } else { v };
            softfloat::from_int(width, rm(1), negative, magnitude)
        }
        Op::IToF(_, _, signed) => {
            let v = args[0] & mask(aw);
            if signed {
                let v = sign_extend(v, aw) as i64;
                if width == 32 {
                    (v as f32).to_bits() as u64
                } else {
                    (v as f64).to_bits()
                }
            } else if width == 32 {
                (v as f32).to_bits() as u64
            } else {
                (v as f64).to_bits()
            }
        }
        _ => unreachable!("not a float operator: {op:?}"),
    }
}

/// C's `fmod` (`Op::FMod`). Rust's `%` on `f32`/`f64` is LLVM's `frem`, which is the libm
/// `fmod`/`fmodf` call: exact, not `x - y * trunc(x / y)` (`tests/float_ops.rs` checks it
/// against gcc's libm).
/// NaNs are glibc's: a NaN operand gives the first NaN operand quieted, an invalid case
/// (`x` infinite, `y` zero) the default NaN.
pub fn eval_fmod(width: u32, args: &[u64]) -> u64 {
    if let Some(r) = nan_operand(width, &args[..2]) {
        return r;
    }
    if width == 32 {
        canon32(f32::from_bits(args[0] as u32) % f32::from_bits(args[1] as u32))
    } else {
        canon64(f64::from_bits(args[0]) % f64::from_bits(args[1]))
    }
}

/// How `fround` rounds to an integral value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoundTo {
    /// `trunc`: toward zero.
    Zero,
    /// `floor`.
    Down,
    /// `ceil`.
    Up,
    /// `round`: to nearest, ties away from zero.
    NearestAway,
}

impl TermStore {
    fn fconst(&mut self, w: u32, v: u64) -> TermId {
        self.constant(w, v)
    }
    fn is_fconst(&self, t: TermId, v: u64) -> bool {
        self.as_const(t) == Some(v)
    }
    /// `isnan(a) ? quiet(a) : a`: what `a * 1.0`, `a / 1.0`, `a + -0.0`, `floor(a)` compute.
    fn quieted(&mut self, a: TermId) -> TermId {
        let w = self.width(a);
        let n = self.fisnan(a);
        let qb = self.fconst(w, quiet_bit(w));
        let q = self.or(a, qb);
        self.ite(n, q, a)
    }
    fn one_bits(w: u32) -> u64 {
        if w == 32 {
            1f32.to_bits() as u64
        } else {
            1f64.to_bits()
        }
    }

    /// The rounding-mode operand of round-to-nearest-even, the constant 0 of width 2.
    pub fn rne(&mut self) -> TermId {
        self.constant(2, Rm::NearestEven as u64)
    }
    /// The rounding mode as a constant, if it is one.
    fn const_rm(&self, rm: TermId) -> Option<Rm> {
        self.as_const(rm).map(Rm::from_bits)
    }

    pub fn fadd(&mut self, a: TermId, b: TermId) -> TermId {
        let rm = self.rne();
        self.fadd_rm(a, b, rm)
    }
    pub fn fadd_rm(&mut self, a: TermId, b: TermId, rm: TermId) -> TermId {
        let w = self.same_width(a, b);
        // x + -0.0 is x for every x (-0 + -0 = -0, +0 + -0 = +0) except when rounding down,
        // where +0 + -0 = -0.
        if self.const_rm(rm).is_some_and(|m| m != Rm::Down) {
            for (x, c) in [(a, b), (b, a)] {
                if self.is_fconst(c, sign_bit(w)) {
                    return self.quieted(x);
                }
            }
        }
        self.build(Op::FAdd(a, b, rm), w)
    }
    pub fn fsub(&mut self, a: TermId, b: TermId) -> TermId {
        let rm = self.rne();
        self.fsub_rm(a, b, rm)
    }
    pub fn fsub_rm(&mut self, a: TermId, b: TermId, rm: TermId) -> TermId {
        // IEEE 754 defines a - b as a + (-b) (including the signs of zero results), in every
        // rounding mode. Except for NaNs: `subss` returns a NaN `b` (when `a` is not one)
        // quieted with its own sign, where `a + (-b)` has the sign flipped.
        let w = self.same_width(a, b);
        let nb = self.fneg(b);
        let r = self.fadd_rm(a, nb, rm);
        let b_nan = self.fisnan(b);
        if self.as_const(b_nan) == Some(0) {
            return r;
        }
        let a_nan = self.fisnan(a);
        let a_ok = self.not(a_nan);
        let flip = self.and(b_nan, a_ok);
        let s = self.fconst(w, sign_bit(w));
        let z = self.zero(w);
        let fix = self.ite(flip, s, z);
        self.xor(r, fix)
    }
    pub fn fmul(&mut self, a: TermId, b: TermId) -> TermId {
        let rm = self.rne();
        self.fmul_rm(a, b, rm)
    }
    pub fn fmul_rm(&mut self, a: TermId, b: TermId, rm: TermId) -> TermId {
        let w = self.same_width(a, b);
        let one = Self::one_bits(w);
        // Multiplying by +-1 is exact: the same in every rounding mode.
        for (x, c) in [(a, b), (b, a)] {
            if self.is_fconst(c, one) {
                return self.quieted(x);
            }
            if self.is_fconst(c, one | sign_bit(w)) {
                let q = self.quieted(x);
                return self.fneg_keep_nan(q);
            }
        }
        self.build(Op::FMul(a, b, rm), w)
    }
    pub fn fdiv(&mut self, a: TermId, b: TermId) -> TermId {
        let rm = self.rne();
        self.fdiv_rm(a, b, rm)
    }
    pub fn fdiv_rm(&mut self, a: TermId, b: TermId, rm: TermId) -> TermId {
        let w = self.same_width(a, b);
        if self.is_fconst(b, Self::one_bits(w)) {
            return self.quieted(a);
        }
        self.build(Op::FDiv(a, b, rm), w)
    }
    pub fn fsqrt(&mut self, a: TermId) -> TermId {
        let rm = self.rne();
        self.fsqrt_rm(a, rm)
    }
    pub fn fsqrt_rm(&mut self, a: TermId, rm: TermId) -> TermId {
        let w = self.width(a);
        self.build(Op::FSqrt(a, rm), w)
    }
    /// Conversion between float widths (32 <-> 64); identity when equal.
    pub fn fcast(&mut self, a: TermId, width: u32) -> TermId {
        let rm = self.rne();
        self.fcast_rm(a, width, rm)
    }
    pub fn fcast_rm(&mut self, a: TermId, width: u32, rm: TermId) -> TermId {
        if self.width(a) == width {
            return a;
        }
        // double -> float -> double round trips need the inner conversion; float -> double
        // -> float is the identity up to NaN payloads (in every mode: the inner one is exact).
        if let Op::FToF(inner, _) = self.node(a).op {
            if self.width(inner) == width && width == 32 {
                return self.quieted(inner);
            }
        }
        // Widening is exact: its mode operand is the constant one, so it is shared.
        let rm = if width > self.width(a) { self.rne() } else { rm };
        self.build(Op::FToF(a, rm), width)
    }
    /// Float to a signed integer of `width` bits (see `Op::FToSInt`).
    pub fn ftosint(&mut self, a: TermId, width: u32) -> TermId {
        self.build(Op::FToSInt(a), width)
    }
    /// C's `fmod(a, b)`: exact, so no rounding mode matters.
    pub fn fmod(&mut self, a: TermId, b: TermId) -> TermId {
        let w = self.same_width(a, b);
        self.build(Op::FMod(a, b), w)
    }
    /// Integer to float of `width` (32 or 64) bits.
    pub fn itof(&mut self, a: TermId, signed: bool, width: u32) -> TermId {
        let rm = self.rne();
        self.itof_rm(a, signed, width, rm)
    }
    pub fn itof_rm(&mut self, a: TermId, signed: bool, width: u32, rm: TermId) -> TermId {
        // Integers that fit the significand convert exactly: the mode does not matter.
        let (_, m) = params(width);
        let rm = if self.width(a) <= m + 1 { self.rne() } else { rm };
        self.build(Op::IToF(a, rm, signed), width)
    }

    /// Sign flip (keeps NaN payloads, as x86-64's `xorps` does).
    pub fn fneg(&mut self, a: TermId) -> TermId {
        let w = self.width(a);
        let s = self.fconst(w, sign_bit(w));
        self.xor(a, s)
    }
    fn fneg_keep_nan(&mut self, a: TermId) -> TermId {
        // Used on a quieted value: a NaN keeps its sign (`x * -1.0` returns NaN `x` quieted).
        let n = self.fisnan(a);
        let neg = self.fneg(a);
        self.ite(n, a, neg)
    }
    pub fn fabs(&mut self, a: TermId) -> TermId {
        let w = self.width(a);
        let m = self.fconst(w, mask(w) >> 1);
        self.and(a, m)
    }
    pub fn fsignbit(&mut self, a: TermId) -> TermId {
        let w = self.width(a);
        self.extract(a, w - 1, 1)
    }
    pub fn fcopysign(&mut self, a: TermId, b: TermId) -> TermId {
        let w = self.same_width(a, b);
        let abs = self.fabs(a);
        let s = self.fconst(w, sign_bit(w));
        let sb = self.and(b, s);
        self.or(abs, sb)
    }
    /// Exponent field all ones and fraction nonzero: bit-blasted, the very gates a float
    /// circuit's unpacking builds for its operand (shared with it, so free next to one).
    pub fn fisnan(&mut self, a: TermId) -> TermId {
        let w = self.width(a);
        let (e, m) = params(w);
        let ef = self.extract(a, m, e);
        let ones = self.ones(e);
        let ef_ones = self.eq(ef, ones);
        let frac = self.extract(a, 0, m);
        let z = self.zero(m);
        let frac_nz = self.ne(frac, z);
        self.and(ef_ones, frac_nz)
    }
    pub fn fisinf(&mut self, a: TermId) -> TermId {
        let w = self.width(a);
        let abs = self.fabs(a);
        let inf = self.fconst(w, inf_bits(w));
        self.eq(abs, inf)
    }
    pub fn fisfinite(&mut self, a: TermId) -> TermId {
        let w = self.width(a);
        let abs = self.fabs(a);
        let inf = self.fconst(w, inf_bits(w));
        self.ult(abs, inf)
    }
    pub fn fiszero(&mut self, a: TermId) -> TermId {
        let abs = self.fabs(a);
        let w = self.width(a);
        let z = self.zero(w);
        self.eq(abs, z)
    }
    /// IEEE equality: false if either is NaN, `+0 == -0`.
    pub fn feq(&mut self, a: TermId, b: TermId) -> TermId {
        let w = self.same_width(a, b);
        let same = self.eq(a, b);
        let na = self.fisnan(a);
        let nna = self.not(na);
        let same = self.and(same, nna);
        let aa = self.fabs(a);
        let ab = self.fabs(b);
        let o = self.or(aa, ab);
        let z = self.zero(w);
        let zeros = self.eq(o, z);
        self.or(same, zeros)
    }
    /// IEEE less-than: false if either is NaN, `-0 < +0` is false.
    pub fn flt(&mut self, a: TermId, b: TermId) -> TermId {
        let w = self.same_width(a, b);
        let na = self.fisnan(a);
        let nb = self.fisnan(b);
        let unordered = self.or(na, nb);
        let aa = self.fabs(a);
        let ab = self.fabs(b);
        let o = self.or(aa, ab);
        let z = self.zero(w);
        let zeros = self.eq(o, z);
        let sa = self.fsignbit(a);
        let sb = self.fsignbit(b);
        let mag_lt = self.ult(aa, ab);
        let mag_gt = self.ult(ab, aa);
        let nz = self.not(zeros);
        // a negative: b negative and |b| < |a|, or b positive and not both zero.
        let nsb = self.not(sb);
        let neg_a = self.ite(sb, mag_gt, nz);
        // a positive: b positive and |a| < |b|.
        let pos_a = self.and(nsb, mag_lt);
        let r = self.ite(sa, neg_a, pos_a);
        let ord = self.not(unordered);
        self.and(ord, r)
    }
    pub fn fle(&mut self, a: TermId, b: TermId) -> TermId {
        let lt = self.flt(a, b);
        let eq = self.feq(a, b);
        self.or(lt, eq)
    }
    /// C's `fmin`/`fmax` as glibc 2.36 computes them on x86-64 (checked against it in
    /// `tests/float_ops.rs`): one quiet NaN operand gives the other operand, a signaling one
    /// gives itself quieted (glibc's `x + y`); two NaN operands give the first quieted; zeros
    /// of either sign give the second operand (glibc's choice, which C leaves open).
    pub fn fminmax(&mut self, a: TermId, b: TermId, max: bool) -> TermId {
        let w = self.same_width(a, b);
        let na = self.fisnan(a);
        let nb = self.fisnan(b);
        let lt = if max { self.flt(b, a) } else { self.flt(a, b) };
        // Equal values (zeros of either sign) give the second operand, as glibc's do.
        let r = self.ite(lt, a, b);
        let r = self.ite(nb, a, r);
        let r = self.ite(na, b, r);
        // A signaling NaN gives itself quieted; both NaN, the first quieted.
        let both = self.and(na, nb);
        let (_, m) = params(w);
        let qa = self.extract(a, m - 1, 1);
        let qb = self.extract(b, m - 1, 1);
        let nqa = self.not(qa);
        let nqb = self.not(qb);
        let sa_ = self.and(na, nqa);
        let sb_ = self.and(nb, nqb);
        let qbit = self.fconst(w, quiet_bit(w));
        let quiet_a = self.or(a, qbit);
        let quiet_b = self.or(b, qbit);
        let r = self.ite(sb_, quiet_b, r);
        let to_a = self.or(both, sa_);
        self.ite(to_a, quiet_a, r)
    }

    /// C's conversion of a float to an integer type of `bits` bits as gcc compiles it for
    /// x86-64 (`cvttss2si`/`cvttsd2si`): `_Bool` is `x != 0`; narrower types and `int`
    /// truncate a 32-bit conversion, `unsigned int` a 64-bit one, `long` is the 64-bit one,
    /// and `unsigned long` subtracts 2^63 from values at or above it. Values out of range are
    /// undefined in C (`--conversion-check`); this gives what the compiled code computes.
    pub fn c_ftoi(&mut self, x: TermId, bits: u32, signed: bool) -> TermId {
        let w = self.width(x);
        if bits == 1 {
            let z = self.fiszero(x);
            return self.not(z);
        }
        if bits == 64 && signed {
            return self.ftosint(x, 64);
        }
        if bits == 64 {
            let two63 =
                if w == 32 { (2f32.powi(63)).to_bits() as u64 } else { 2f64.powi(63).to_bits() };
            let k = self.constant(w, two63);
            let lt = self.flt(x, k);
            let nan = self.fisnan(x);
            let low = self.or(lt, nan);
            let direct = self.ftosint(x, 64);
            // Exact for 2^63 <= x < 2^64; larger x stay out of range in every mode.
            let d = self.fsub(x, k);
            let hi = self.ftosint(d, 64);
            let top = self.constant(64, 1 << 63);
            let hi = self.xor(hi, top);
            return self.ite(low, direct, hi);
        }
        if bits == 32 && !signed {
            let v = self.ftosint(x, 64);
            return self.extract(v, 0, 32);
        }
        let v = self.ftosint(x, 32);
        self.extract(v, 0, bits)
    }

    /// Rounds to an integral value in the same format (`trunc`, `floor`, `ceil`, `round`):
    /// a bit-vector formula over the fraction mask `ones << (m - e)` for the unbiased
    /// exponent `e`; a carry out of the fraction increments the exponent field, as it should.
    pub fn fround(&mut self, a: TermId, mode: RoundTo) -> TermId {
        let w = self.width(a);
        let (eb, m) = params(w);
        let bias = (1u64 << (eb - 1)) - 1;
        let sign = self.fsignbit(a);
        let expf = self.extract(a, m, eb);
        let nan = self.fisnan(a);
        let zero = self.fiszero(a);
        // glibc's `floor` and friends (`roundsd` or `x + x`): a NaN quieted.
        let qnan = {
            let qb = self.fconst(w, quiet_bit(w));
            self.or(a, qb)
        };
        // Integral already: e >= m (this includes inf), and zeros.
        let big = {
            let k = self.constant(eb, bias + m as u64);
            let lt = self.ult(expf, k);
            self.not(lt)
        };
        // |a| < 1: e < 0.
        let small = {
            let k = self.constant(eb, bias);
            self.ult(expf, k)
        };
        let sz = {
            let s = self.fconst(w, sign_bit(w));
            self.and(a, s)
        };
        let one = self.fconst(w, Self::one_bits(w));
        let sone = self.or(one, sz);
        let abs = self.fabs(a);
        let half = {
            let h = if w == 32 { 0.5f32.to_bits() as u64 } else { 0.5f64.to_bits() };
            self.fconst(w, h)
        };
        let nonzero = self.not(zero);
        let pos = self.not(sign);
        let small_result = match mode {
            RoundTo::Zero => sz,
            RoundTo::Down => {
                let c = self.and(sign, nonzero);
                self.ite(c, sone, sz)
            }
            RoundTo::Up => {
                let c = self.and(pos, nonzero);
                self.ite(c, sone, sz)
            }
            RoundTo::NearestAway => {
                let lt = self.ult(abs, half);
                let ge_half = self.not(lt);
                self.ite(ge_half, sone, sz)
            }
        };
        // 0 <= e < m: shift = m - e = bias + m - expf, in 1..=m.
        let wexp = self.zext(expf, w);
        let bm = self.constant(w, bias + m as u64);
        let sh = self.sub(bm, wexp);
        let ones = self.ones(w);
        let keep = self.shl(ones, sh);
        let frac_mask = self.not(keep);
        let fracbits = self.and(a, frac_mask);
        let z = self.zero(w);
        let has_frac = self.ne(fracbits, z);
        let truncated = self.and(a, keep);
        let unit = {
            let one_w = self.constant(w, 1);
            self.shl(one_w, sh)
        };
        let mid_result = match mode {
            RoundTo::Zero => truncated,
            RoundTo::Down | RoundTo::Up => {
                let away = if mode == RoundTo::Down { sign } else { pos };
                let c = self.and(away, has_frac);
                let bumped = self.add(truncated, unit);
                self.ite(c, bumped, truncated)
            }
            RoundTo::NearestAway => {
                let one_w = self.constant(w, 1);
                let s1 = self.sub(sh, one_w);
                let halfunit = self.shl(one_w, s1);
                let added = self.add(a, halfunit);
                self.and(added, keep)
            }
        };
        let r = self.ite(small, small_result, mid_result);
        let r = self.ite(big, a, r);
        let r = self.ite(zero, a, r);
        self.ite(nan, qnan, r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants_fold_with_ieee_semantics() {
        let mut s = TermStore::new();
        let a = s.constant(64, 0.1f64.to_bits());
        let b = s.constant(64, 0.2f64.to_bits());
        let c = s.fadd(a, b);
        assert_eq!(s.as_const(c), Some((0.1f64 + 0.2f64).to_bits()));
        let z = s.constant(32, 0);
        let q = s.fdiv(z, z);
        assert_eq!(s.as_const(q), Some(default_nan_bits(32)));
        let x = s.fresh_var(32);
        let one = s.constant(32, 1f32.to_bits() as u64);
        let m = s.fmul(x, one);
        assert!(!matches!(s.node(m).op, Op::FMul(..)), "x * 1.0 needs no multiplier");
    }

    /// The identities the constructors apply (`x * 1.0`, `x * -1.0`, `x / 1.0`, `x + -0.0`,
    /// `(float)(double)x`) agree with the operators they replace, on edge cases.
    #[test]
    fn identities_agree_with_the_operators() {
        use crate::term::eval::Evaluator;
        let edge32: [u32; 10] = [
            0,
            0x8000_0000,
            1,
            0x807f_ffff,
            0x3f80_0000,
            0xbf80_0000,
            0x7f80_0000,
            0xff80_0000,
            0x7fc0_0001,
            0xff80_0001,
        ];
        for w in [32u32, 64] {
            let vals: Vec<u64> = if w == 32 {
                edge32.iter().map(|&v| v as u64).collect()
            } else {
                edge32
                    .iter()
                    .map(|&v| f32::from_bits(v).to_bits() as u64)
                    .map(|v| to_f64(v, 32).to_bits())
                    .collect()
            };
            let one = if w == 32 { 1f32.to_bits() as u64 } else { 1f64.to_bits() };
            for &k in &[one, one | sign_bit(w), sign_bit(w)] {
                let mut s = TermStore::new();
                let x = s.fresh_var(w);
                let c = s.constant(w, k);
                let built = [s.fmul(x, c), s.fdiv(x, c), s.fadd(x, c)];
                for &v in &vals {
                    let inputs = move |_n: u32| u128::from(v);
                    let mut ev = Evaluator::new(&s, &inputs);
                    let got: Vec<u64> = built.iter().map(|&t| ev.eval(t)).collect();
                    let rne = TermId(0);
                    let want = [
                        eval(&Op::FMul(x, c, rne), w, w, &[v, k, 0]),
                        eval(&Op::FDiv(x, c, rne), w, w, &[v, k, 0]),
                        eval(&Op::FAdd(x, c, rne), w, w, &[v, k, 0]),
                    ];
                    assert_eq!(got, want, "w {w} x {v:#x} k {k:#x}");
                }
            }
        }
        // float -> double -> float, and _Bool -> float.
        let mut s = TermStore::new();
        let x = s.fresh_var(32);
        let d = s.fcast(x, 64);
        let back = s.fcast(d, 32);
        let b = s.fresh_var(1);
        let bf = s.itof(b, false, 32);
        for &v in &edge32 {
            let inputs = move |n: u32| u128::from(if n == 0 { v as u64 } else { 1 });
            let mut ev = Evaluator::new(&s, &inputs);
            let want = if f32::from_bits(v).is_nan() { quiet(v as u64, 32) } else { v as u64 };
            assert_eq!(ev.eval(back), want);
            assert_eq!(ev.eval(bf), 1f32.to_bits() as u64);
        }
    }
}
