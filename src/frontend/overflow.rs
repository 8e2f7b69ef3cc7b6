//! gcc's `__builtin_add_overflow`, `__builtin_sub_overflow` and `__builtin_mul_overflow`
//! with operands of other types than the result's. gcc's rule (manual, "Integer Overflow
//! Builtins"): the operands are converted to signed integers of infinite precision, the
//! operation is done in infinite precision, and the result is converted to the result's
//! type; the built-in returns whether that conversion changed the value.
//!
//! Terms are at most 64 bits wide, so the exact value is not computed; every operand is
//! `v = L - 2^64 n`, its 64-bit two's complement `L` (the operand converted to `unsigned
//! long`) and its sign `n` (0 for unsigned types). The stored result is always the low bits
//! of the wrapped 64-bit operation. Whether it fits:
//! - **add/sub:** the exact value is `lo + 2^64 h` with `lo` the wrapped 64-bit result and
//!   `h = carry - nx - ny` (sum) or `ny - borrow - nx` (difference), in -2..1. An unsigned
//!   result type holds it iff `h = 0` and `lo <= max`; a signed one iff `h = -top(lo)` (then
//!   the value is `lo` read as signed) and that is in range.
//! - **mul:** the magnitudes `|x|`, `|y|` fit in 64 bits; their product's overflow of 64 bits
//!   comes from their 32-bit halves (`wide_product`, no division). Without it, the product
//!   `p` fits an unsigned type iff `p <= max` and (positive or zero), a signed one iff
//!   `p <= max + negative`.
//!
//! When the exact value is known to lie within `[-2^62, 2^62]` (narrow operands), the wrapped
//! 64-bit result is that value and one range comparison decides. All arithmetic here is
//! unsigned, so `--signed-overflow-check` adds nothing inside the built-in.

use crate::ir::build::{and, binary, cast, not, or};
use crate::ir::{BinOp, Expr, ExprKind, IntTy, Type};

const U: IntTy = IntTy::ULONG;

/// The value stored in the result (of type `t`) and whether it overflowed (an `int`, 0 or
/// 1), for `x bop y` (`Add`, `Sub` or `Mul`) of any two integer types.
pub(super) fn mixed_overflow(bop: BinOp, x: Expr, y: Expr, t: IntTy) -> (Expr, Expr) {
    let (tx, ty) = (int_type(&x), int_type(&y));
    let (nx, ny) = (sign(&x, tx), sign(&y, ty));
    let (ux, uy) = (cast(x, U), cast(y, U));
    let lo = binary(bop, ux.clone(), uy.clone(), U);
    let fits = if exact_in_64_bits(bop, tx, ty) {
        signed_in_range(lo.clone(), t)
    } else {
        match bop {
            BinOp::Add => {
                let carry = cast(lt(lo.clone(), ux), U);
                sum_fits(lo.clone(), carry, add(nx, ny), t)
            }
            BinOp::Sub => {
                let borrow = cast(lt(ux, uy), U);
                sum_fits(lo.clone(), ny, add(borrow, nx), t)
            }
            _ => product_fits(ux, nx, uy, ny, t),
        }
    };
    (cast(lo, t), not(fits))
}

fn int_type(e: &Expr) -> IntTy {
    match e.ty {
        Type::Int(t) => t,
        _ => unreachable!("the overflow built-ins' operands are integers"),
    }
}

/// Magnitude bits of a type's values: `|v| <= 2^m`.
fn magnitude_bits(t: IntTy) -> u32 {
    t.bits - u32::from(t.signed)
}

/// Whether the exact result lies within `[-2^62, 2^62]` for every operand value.
fn exact_in_64_bits(bop: BinOp, tx: IntTy, ty: IntTy) -> bool {
    let (mx, my) = (magnitude_bits(tx), magnitude_bits(ty));
    match bop {
        BinOp::Mul => mx + my <= 62,
        _ => mx.max(my) < 62,
    }
}

/// Whether the value `v` (64-bit two's complement of a value in `[-2^63, 2^63)`) fits `t`.
fn signed_in_range(v: Expr, t: IntTy) -> Expr {
    if t.signed {
        // min <= v <= max as one unsigned comparison: v - min <= max - min.
        let min = Expr::constant(U, i128::from(t.min() as i64 as u64));
        let span = Expr::constant(U, (1i128 << t.bits) - 1);
        le(binary(BinOp::Sub, v, min, U), span)
    } else {
        and(eq(top(v.clone()), konst(0)), le(v, konst(t.max())))
    }
}

/// Whether `lo + 2^64 (p - q)` fits `t` (`p`, `q` small non-negative counts).
fn sum_fits(lo: Expr, p: Expr, q: Expr, t: IntTy) -> Expr {
    if t.signed {
        // h = -top(lo): the value is lo read as signed.
        and(eq(add(p, top(lo.clone())), q), signed_in_range(lo, t))
    } else {
        and(eq(p, q), le(lo, konst(t.max())))
    }
}

/// Whether the product of `x` and `y` (two's complement `ux`, `uy`, signs `nx`, `ny`) fits.
fn product_fits(ux: Expr, nx: Expr, uy: Expr, ny: Expr, t: IntTy) -> Expr {
    let magnitude =
        |u: Expr, n: Expr| ite(ne(n, konst(0)), binary(BinOp::Sub, konst(0), u.clone(), U), u);
    let (ax, ay) = (magnitude(ux, nx.clone()), magnitude(uy, ny.clone()));
    let negative = binary(BinOp::BitXor, nx, ny, U);
    let (p, wide) = wide_product(ax, ay);
    let bound = if t.signed {
        le(p, add(konst(t.max()), negative))
    } else {
        and(le(p.clone(), konst(t.max())), or(eq(negative, konst(0)), eq(p, konst(0))))
    };
    and(not(wide), bound)
}

/// `a * b` modulo 2^64 and whether it is 2^64 or more, from 32-bit halves (no division):
/// `a = a1 2^32 + a0`, `b = b1 2^32 + b0`; it is iff `a1` and `b1` are both nonzero, or the
/// cross product `a1 b0 + a0 b1` (one of them 0 otherwise) is 2^32 or more, or adding it
/// shifted to `a0 b0` carries.
fn wide_product(a: Expr, b: Expr) -> (Expr, Expr) {
    let half = |v: Expr| {
        let hi = binary(BinOp::Shr, v.clone(), konst(32), U);
        let lo = binary(BinOp::BitAnd, v, konst(0xffff_ffff), U);
        (hi, lo)
    };
    let mul = |x: Expr, y: Expr| binary(BinOp::Mul, x, y, U);
    let ((a1, a0), (b1, b0)) = (half(a), half(b));
    let both_high = and(ne(a1.clone(), konst(0)), ne(b1.clone(), konst(0)));
    let cross = add(mul(a1, b0.clone()), mul(a0.clone(), b1));
    let low = mul(a0, b0);
    let p = add(binary(BinOp::Shl, cross.clone(), konst(32), U), low.clone());
    let wide = or(or(both_high, le(konst(1 << 32), cross)), lt(p.clone(), low));
    (p, wide)
}

fn konst(v: i128) -> Expr {
    Expr::constant(U, v)
}

/// The sign of an operand as 0 or 1 (in `unsigned long`).
fn sign(e: &Expr, t: IntTy) -> Expr {
    if t.signed {
        top(cast(e.clone(), U))
    } else {
        konst(0)
    }
}

fn top(v: Expr) -> Expr {
    binary(BinOp::Shr, v, konst(63), U)
}

fn add(a: Expr, b: Expr) -> Expr {
    binary(BinOp::Add, a, b, U)
}

fn lt(a: Expr, b: Expr) -> Expr {
    binary(BinOp::Lt, a, b, IntTy::INT)
}

fn le(a: Expr, b: Expr) -> Expr {
    binary(BinOp::Le, a, b, IntTy::INT)
}

fn eq(a: Expr, b: Expr) -> Expr {
    binary(BinOp::Eq, a, b, IntTy::INT)
}

fn ne(a: Expr, b: Expr) -> Expr {
    binary(BinOp::Ne, a, b, IntTy::INT)
}

fn ite(c: Expr, a: Expr, b: Expr) -> Expr {
    let ty = a.ty.clone();
    Expr { kind: ExprKind::Ite(Box::new(c), Box::new(a), Box::new(b)), ty }
}
