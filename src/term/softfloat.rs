//! Exact IEEE 754 arithmetic in software, for the directed rounding modes. Rust's `f32`/`f64`
//! always round to nearest (the FPU's mode cannot be changed from Rust), so `term::float::eval`
//! uses them for `Rm::NearestEven` and this module for the others: every operation computes
//! its exact result as an integer significand `sig * 2^exp` (products, quotients and square
//! roots with enough extra bits and a sticky bit for whatever is below), and one `round`
//! function rounds that to the format in the requested mode. The same code also runs in the
//! nearest-even mode, where the tests compare it with Rust's native arithmetic bit for bit.
//! NaN results are x86-64 SSE's (`term::float`: the first NaN operand quieted, else the
//! default NaN with the sign set).

use super::float::{convert_nan, default_nan_bits, nan_operand, quiet};
use crate::bits::float::{inf_bits, params, sign_bit};
use crate::bits::mask;

/// An IEEE rounding mode, numbered as the term operand (`Op::FAdd`'s third operand) holds it:
/// the x86-64 rounding-control field, which is glibc's `FE_*` value shifted right by 10.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rm {
    NearestEven = 0,
    Down = 1,
    Up = 2,
    TowardZero = 3,
}

impl Rm {
    pub const ALL: [Rm; 4] = [Rm::NearestEven, Rm::Down, Rm::Up, Rm::TowardZero];
    pub fn from_bits(v: u64) -> Rm {
        Rm::ALL[(v & 3) as usize]
    }
    /// glibc's `FE_*` macro value on x86-64.
    pub fn fe_value(self) -> u64 {
        (self as u64) << 10
    }
}

/// A float operand taken apart.
#[derive(Debug, Clone, Copy)]
enum Class {
    Nan,
    Inf(bool),
    Zero(bool),
    /// `(-1)^sign * sig * 2^exp`, `sig != 0`.
    Finite(bool, u64, i32),
}

fn unpack(bits: u64, w: u32) -> Class {
    let (e, m) = params(w);
    let sign = bits & sign_bit(w) != 0;
    let ef = (bits >> m) & mask(e);
    let frac = bits & mask(m);
    let bias = (1i32 << (e - 1)) - 1;
    if ef == mask(e) {
        return if frac == 0 { Class::Inf(sign) } else { Class::Nan };
    }
    if ef == 0 {
        if frac == 0 {
            return Class::Zero(sign);
        }
        return Class::Finite(sign, frac, 1 - bias - m as i32);
    }
    Class::Finite(sign, frac | (1 << m), ef as i32 - bias - m as i32)
}

fn zero(w: u32, sign: bool) -> u64 {
    if sign {
        sign_bit(w)
    } else {
        0
    }
}

fn inf(w: u32, sign: bool) -> u64 {
    inf_bits(w) | zero(w, sign)
}

/// Rounds `(-1)^sign * (sig + f) * 2^exp` to format `w` in mode `rm`, where `0 <= f < 1` and
/// `sticky` says `f > 0`. When `sticky` is set, `sig` must have at least `m + 3` significant
/// bits, so that the bit just below the result's last place is inside `sig`.
fn round(w: u32, rm: Rm, sign: bool, sig: u128, exp: i32, sticky: bool) -> u64 {
    let (e, m) = params(w);
    let p = m as i32 + 1;
    let bias = (1i32 << (e - 1)) - 1;
    let emin_q = 1 - bias - m as i32; // exponent of the last place of subnormals
    if sig == 0 {
        debug_assert!(!sticky);
        return zero(w, sign);
    }
    let n = 128 - sig.leading_zeros() as i32;
    // Exponent of the result's last place.
    let q = (exp + n - p).max(emin_q);
    let shift = q - exp;
    let (mut kept, half, below) = if shift <= 0 {
        debug_assert!(!sticky, "too few bits before a sticky bit");
        (sig << (-shift) as u32, false, false)
    } else if shift > 128 {
        (0, false, true)
    } else {
        let s = shift as u32;
        let kept = if s == 128 { 0 } else { sig >> s };
        let half = (sig >> (s - 1)) & 1 == 1;
        let below = sig & ((1u128 << (s - 1)) - 1) != 0 || sticky;
        (kept, half, below)
    };
    let below = below || (shift <= 0 && sticky);
    let inexact = half || below;
    let up = match rm {
        Rm::NearestEven => half && (below || kept & 1 == 1),
        Rm::TowardZero => false,
        Rm::Up => inexact && !sign,
        Rm::Down => inexact && sign,
    };
    kept += u128::from(up);
    let mut q = q;
    if kept == 1u128 << p {
        kept >>= 1;
        q += 1;
    }
    if kept < 1u128 << m {
        // Subnormal or zero (q is emin_q): the biased exponent field is 0.
        return zero(w, sign) | kept as u64;
    }
    let biased = q + m as i32 + bias;
    if biased >= mask(e) as i32 {
        // Overflow: infinity, or the largest finite value where the mode rounds toward zero.
        let to_max = match rm {
            Rm::NearestEven => false,
            Rm::TowardZero => true,
            Rm::Up => sign,
            Rm::Down => !sign,
        };
        return if to_max { zero(w, sign) | (inf_bits(w) - 1) } else { inf(w, sign) };
    }
    zero(w, sign) | ((biased as u64) << m) | (kept as u64 & mask(m))
}

/// `a + b`.
pub fn add(w: u32, rm: Rm, a: u64, b: u64) -> u64 {
    match (unpack(a, w), unpack(b, w)) {
        (Class::Nan, _) | (_, Class::Nan) => nan_operand(w, &[a, b]).unwrap(),
        (Class::Inf(x), Class::Inf(y)) if x != y => default_nan_bits(w),
        (Class::Inf(x), _) | (_, Class::Inf(x)) => inf(w, x),
        // Zeros of equal signs keep it; of opposite signs, +0 (-0 rounding down).
        (Class::Zero(x), Class::Zero(y)) => zero(w, if x == y { x } else { rm == Rm::Down }),
        (Class::Zero(_), _) => b,
        (_, Class::Zero(_)) => a,
        (Class::Finite(sa, ma, ea), Class::Finite(sb, mb, eb)) => {
            // Normalize both to 64-bit significands (top bit set), then the larger magnitude
            // is the one with the larger exponent (or significand).
            let norm = |m: u64, e: i32| {
                let z = m.leading_zeros();
                (m << z, e - z as i32)
            };
            let (ma, ea) = norm(ma, ea);
            let (mb, eb) = norm(mb, eb);
            let ((sl, ml, el), (ss, ms, es)) = if (ea, ma) >= (eb, mb) {
                ((sa, ma, ea), (sb, mb, eb))
            } else {
                ((sb, mb, eb), (sa, ma, ea))
            };
            // 62 spare bits below the larger operand: the sum fits in 127 bits.
            let big = (ml as u128) << 62;
            let d = (el - es) as u32;
            let small_full = (ms as u128) << 62;
            let (small, sticky) = if d >= 127 {
                (0, true)
            } else {
                (small_full >> d, small_full & ((1u128 << d) - 1) != 0)
            };
            let exp = el - 62;
            if sl == ss {
                round(w, rm, sl, big + small, exp, sticky)
            } else {
                // big - (small + f) = (big - small - 1) + (1 - f) when f > 0.
                let diff = big - small - u128::from(sticky);
                if diff == 0 && !sticky {
                    return zero(w, rm == Rm::Down);
                }
                round(w, rm, sl, diff, exp, sticky)
            }
        }
    }
}

/// `a * b`.
pub fn mul(w: u32, rm: Rm, a: u64, b: u64) -> u64 {
    let sign = (a ^ b) & sign_bit(w) != 0;
    match (unpack(a, w), unpack(b, w)) {
        (Class::Nan, _) | (_, Class::Nan) => nan_operand(w, &[a, b]).unwrap(),
        (Class::Inf(_), Class::Zero(_)) | (Class::Zero(_), Class::Inf(_)) => default_nan_bits(w),
        (Class::Inf(_), _) | (_, Class::Inf(_)) => inf(w, sign),
        (Class::Zero(_), _) | (_, Class::Zero(_)) => zero(w, sign),
        (Class::Finite(_, ma, ea), Class::Finite(_, mb, eb)) => {
            round(w, rm, sign, ma as u128 * mb as u128, ea + eb, false)
        }
    }
}

/// `a / b`.
pub fn div(w: u32, rm: Rm, a: u64, b: u64) -> u64 {
    let sign = (a ^ b) & sign_bit(w) != 0;
    match (unpack(a, w), unpack(b, w)) {
        (Class::Nan, _) | (_, Class::Nan) => nan_operand(w, &[a, b]).unwrap(),
        (Class::Inf(_), Class::Inf(_)) | (Class::Zero(_), Class::Zero(_)) => default_nan_bits(w),
        (Class::Inf(_), _) | (_, Class::Zero(_)) => inf(w, sign),
        (Class::Zero(_), _) | (_, Class::Inf(_)) => zero(w, sign),
        (Class::Finite(_, ma, ea), Class::Finite(_, mb, eb)) => {
            // The dividend shifted to 127 bits: the quotient has at least 127 - 53 bits.
            let k = 127 - (64 - ma.leading_zeros());
            let num = (ma as u128) << k;
            let (q, r) = (num / mb as u128, num % mb as u128);
            round(w, rm, sign, q, ea - eb - k as i32, r != 0)
        }
    }
}

/// Integer square root: the largest `r` with `r * r <= x`.
fn isqrt(x: u128) -> u128 {
    if x == 0 {
        return 0;
    }
    // Newton's iteration from above converges to the floor.
    let mut r = 1u128 << (128 - x.leading_zeros()).div_ceil(2);
    loop {
        let next = (r + x / r) / 2;
        if next >= r {
            return r;
        }
        r = next;
    }
}

/// `sqrt(a)`.
pub fn sqrt(w: u32, rm: Rm, a: u64) -> u64 {
    match unpack(a, w) {
        Class::Nan => quiet(a, w),
        Class::Inf(true) | Class::Finite(true, ..) => default_nan_bits(w),
        Class::Inf(false) => inf(w, false),
        Class::Zero(s) => zero(w, s),
        Class::Finite(false, m, e) => {
            // sig * 2^e with an even exponent and the significand shifted to 126 or 127 bits:
            // the root has at least 63 bits.
            let n = 64 - m.leading_zeros() as i32;
            let mut k = 126 - n;
            if (e - k) % 2 != 0 {
                k += 1;
            }
            let x = (m as u128) << k;
            let r = isqrt(x);
            round(w, rm, false, r, (e - k) / 2, r * r != x)
        }
    }
}

/// Conversion of `a` (format `aw`) to format `w`.
pub fn convert(w: u32, rm: Rm, aw: u32, a: u64) -> u64 {
    match unpack(a, aw) {
        Class::Nan => convert_nan(a, aw, w),
        Class::Inf(s) => inf(w, s),
        Class::Zero(s) => zero(w, s),
        Class::Finite(s, m, e) => round(w, rm, s, m as u128, e, false),
    }
}

/// Conversion of the integer `v` (its magnitude and sign) to format `w`; zero is `+0`.
pub fn from_int(w: u32, rm: Rm, negative: bool, magnitude: u64) -> u64 {
    round(w, rm, negative, magnitude as u128, 0, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// xorshift64*, biased to interesting exponents.
    fn operand(seed: &mut u64, w: u32) -> u64 {
        *seed ^= *seed >> 12;
        *seed ^= *seed << 25;
        *seed ^= *seed >> 27;
        let r = seed.wrapping_mul(0x2545_f491_4f6c_dd1d);
        let (e, m) = params(w);
        let exp = match r % 4 {
            0 => (r >> 8) % 4,
            1 => mask(e) - 1 - (r >> 8) % 4,
            _ => (mask(e) >> 1) + (r >> 8) % 40 - 20,
        };
        ((r >> 40) & 1) << (w - 1) | exp << m | ((r >> 3) & mask(m))
    }

    fn same(x: u64, y: u64, w: u32) -> bool {
        let n = |v: u64| (v & (mask(w) >> 1)) > inf_bits(w);
        x == y || (n(x) && n(y))
    }

    /// The software path in the nearest-even mode is Rust's native arithmetic.
    #[test]
    fn nearest_even_matches_native_arithmetic() {
        let mut seed = 0x1234_5678_9abc_def1u64;
        for _ in 0..200_000 {
            let a = operand(&mut seed, 64);
            let b = operand(&mut seed, 64);
            let (x, y) = (f64::from_bits(a), f64::from_bits(b));
            let rm = Rm::NearestEven;
            assert!(same(add(64, rm, a, b), (x + y).to_bits(), 64), "add {a:#x} {b:#x}");
            assert!(same(mul(64, rm, a, b), (x * y).to_bits(), 64), "mul {a:#x} {b:#x}");
            assert!(same(div(64, rm, a, b), (x / y).to_bits(), 64), "div {a:#x} {b:#x}");
            assert!(same(sqrt(64, rm, a), x.sqrt().to_bits(), 64), "sqrt {a:#x}");
            assert!(same(convert(32, rm, 64, a), (x as f32).to_bits() as u64, 32), "cvt {a:#x}");
            let (a, b) = (operand(&mut seed, 32), operand(&mut seed, 32));
            let (x, y) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
            assert!(same(add(32, rm, a, b), (x + y).to_bits() as u64, 32), "add32 {a:#x} {b:#x}");
            assert!(same(mul(32, rm, a, b), (x * y).to_bits() as u64, 32), "mul32 {a:#x} {b:#x}");
            assert!(same(div(32, rm, a, b), (x / y).to_bits() as u64, 32), "div32 {a:#x} {b:#x}");
            assert!(same(sqrt(32, rm, a), x.sqrt().to_bits() as u64, 32), "sqrt32 {a:#x}");
            let i = seed >> (seed % 64);
            assert_eq!(from_int(64, rm, false, i), (i as f64).to_bits());
            assert_eq!(from_int(32, rm, false, i), (i as f32).to_bits() as u64);
        }
    }

    /// Directed modes bracket the exact result: down <= nearest <= up, toward zero is one of
    /// the two, and they differ by at most one place (checked via the f64 sum of f32s, which
    /// is exact for operands of close exponents).
    #[test]
    fn directed_modes_bracket() {
        let mut seed = 0x0fed_cba9_8765_4321u64;
        for _ in 0..100_000 {
            let (a, b) = (operand(&mut seed, 32), operand(&mut seed, 32));
            let exact = f32::from_bits(a as u32) as f64 * f32::from_bits(b as u32) as f64;
            let dn = f32::from_bits(mul(32, Rm::Down, a, b) as u32) as f64;
            let up = f32::from_bits(mul(32, Rm::Up, a, b) as u32) as f64;
            let tz = f32::from_bits(mul(32, Rm::TowardZero, a, b) as u32) as f64;
            if exact.is_nan() {
                continue;
            }
            assert!(dn <= exact && exact <= up, "mul32 {a:#x} {b:#x}: {dn} {exact} {up}");
            assert!(tz.abs() <= exact.abs() && (tz == dn || tz == up));
            // The product of two f32 is exact in f64: the f64 -> f32 conversion must agree.
            for rm in Rm::ALL {
                assert_eq!(
                    mul(32, rm, a, b),
                    convert(32, rm, 64, exact.to_bits()),
                    "{rm:?} {a:#x} {b:#x}"
                );
            }
        }
    }
}
