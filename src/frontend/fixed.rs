//! CBMC's fixed-point type `__CPROVER_fixedbv[W][F]`, lowered to integer operations on the raw
//! bits (`IntTy::fixed`: a signed `W`-bit integer worth `raw / 2^F`).
//!
//! The semantics are CBMC's (its bit-blaster, `boolbv_*`, and constant folding):
//! - `+`, `-`, unary `-` and the comparisons are those of the raw integers (wrapping, never
//!   checked for overflow);
//! - `a * b` is bits `F .. F + W` of the product, i.e. `floor(a * b)` in units of `2^-F`,
//!   wrapped to `W` bits;
//! - `a / b` is `(a << F) / b`, a signed division of `W + F`-bit integers truncating toward
//!   zero, wrapped to `W` bits (checked for division by zero like an integer division);
//! - to an integer: toward zero (`(int)-1.5 == -1`); from an integer: `value << F`, wrapped;
//!   between fixed-point types: fraction bits dropped (toward minus infinity) or added, then
//!   sign-extended or wrapped; to `_Bool`: `raw != 0`;
//! - from a float: `value * 2^F` truncated toward zero (CBMC folds constants that way); to a
//!   float: `raw` rounded to the float type, times `2^-F` (exact). Here CBMC 6.6 differs:
//!   its bit-blaster gives 0.0 for every fixed-point value converted to a float;
//! - the usual arithmetic conversions: with an integer, the fixed-point type; with a float,
//!   the float; with another fixed-point type, the wider one (the left one at equal widths).
//!
//! Every intermediate value is typed with a fixed-point `IntTy`, so that `ir::checks` adds no
//! overflow or shift checks to this lowering (CBMC has none for fixed-point arithmetic).

use lang_c::ast::BinaryOperator;

use super::lower_expr::{cast, fold_float};
use super::types::CType;
use super::Lower;
use crate::error::Result;
use crate::ir::build::binary;
use crate::ir::consteval;
use crate::ir::{BinOp, Expr, ExprKind, FloatTy, IntTy, Type};

/// The type `__CPROVER_fixedbv[width][fraction]`, or why it is not modelled.
pub fn fixed_type(width: u64, fraction: u64) -> std::result::Result<CType, String> {
    if !matches!(width, 8 | 16 | 32 | 64) {
        return Err(format!(
            "__CPROVER_fixedbv[{width}][{fraction}]: ibmc models widths of 8, 16, 32 and 64 bits"
        ));
    }
    if fraction == 0 || fraction >= width {
        return Err(format!(
            "__CPROVER_fixedbv[{width}][{fraction}]: the fraction must have between 1 and {} bits",
            width - 1
        ));
    }
    Ok(CType::Int(IntTy::fixed(width as u32, fraction as u8)))
}

fn is_fixed(e: &Expr) -> bool {
    matches!(e.ty, Type::Int(t) if t.is_fixed())
}

/// Whether `a op b` is a fixed-point operation (`Lower::fixed_arith`).
pub fn either_fixed(a: &Expr, b: &Expr) -> bool {
    is_fixed(a) || is_fixed(b)
}

/// The IR's integer conversion (by width and signedness, extending by the source's
/// signedness): the raw bits, re-typed.
fn raw(e: Expr, to: IntTy) -> Expr {
    match (&e.kind, &e.ty) {
        (_, Type::Int(from)) if *from == to => e,
        (ExprKind::Const(v), Type::Int(from)) => {
            Expr { kind: ExprKind::Const(consteval::convert(*v, *from, to)), ty: Type::Int(to) }
        }
        _ => Expr { kind: ExprKind::Cast(Box::new(e)), ty: Type::Int(to) },
    }
}

fn k(t: IntTy, v: i128) -> Expr {
    Expr::constant(t, v)
}

fn ite(c: Expr, a: Expr, b: Expr, t: IntTy) -> Expr {
    match c.as_const() {
        Some(v) => {
            if v != 0 {
                a
            } else {
                b
            }
        }
        None => {
            Expr { kind: ExprKind::Ite(Box::new(c), Box::new(a), Box::new(b)), ty: Type::Int(t) }
        }
    }
}

fn float_const(ft: FloatTy, x: f64) -> Expr {
    let bits = match ft {
        FloatTy::F32 => u64::from((x as f32).to_bits()),
        FloatTy::F64 => x.to_bits(),
    };
    Expr { kind: ExprKind::Const(bits), ty: Type::Float(ft) }
}

/// Conversion between integer types of which at least one is fixed-point (`from != to`).
pub fn convert(e: Expr, from: IntTy, to: IntTy) -> Expr {
    let zero = k(from, 0);
    if to.is_bool() {
        return cast(binary(BinOp::Ne, e, zero, IntTy::INT), to);
    }
    let f_from = u32::from(from.frac);
    let f_to = u32::from(to.frac);
    if !from.is_fixed() {
        // Integer to fixed-point: the value's bits, then the fraction's zeros.
        return binary(BinOp::Shl, raw(e, to), k(to, i128::from(f_to)), to);
    }
    if !to.is_fixed() {
        // Toward zero: floor(raw / 2^F), plus one for a negative value with a fraction.
        let neg = binary(BinOp::Lt, e.clone(), zero.clone(), IntTy::INT);
        let bias = ite(neg, k(from, (1i128 << f_from) - 1), zero, from);
        let floor = binary(
            BinOp::Shr,
            binary(BinOp::Add, e, bias, from),
            k(from, i128::from(f_from)),
            from,
        );
        return cast(raw(floor, IntTy { frac: 0, ..from }), to);
    }
    if f_to >= f_from {
        let scaled = IntTy { frac: from.frac, ..to };
        return raw(
            binary(BinOp::Shl, raw(e, scaled), k(scaled, i128::from(f_to - f_from)), scaled),
            to,
        );
    }
    raw(binary(BinOp::Shr, e, k(from, i128::from(f_from - f_to)), from), to)
}

/// A float converted to a fixed-point type.
pub fn from_float(e: Expr, to: IntTy) -> Expr {
    let Type::Float(ft) = e.ty else { unreachable!("from_float of a {}", e.ty) };
    let scaled = fold_float(Expr {
        kind: ExprKind::Binary(
            BinOp::Mul,
            Box::new(e),
            Box::new(float_const(ft, 2f64.powi(i32::from(to.frac)))),
        ),
        ty: Type::Float(ft),
    });
    // The IR's float-to-integer conversion truncates toward zero.
    fold_float(Expr { kind: ExprKind::Cast(Box::new(scaled)), ty: Type::Int(to) })
}

/// A fixed-point value converted to a float type.
pub fn to_float(e: Expr, ft: FloatTy) -> Expr {
    let Type::Int(from) = e.ty else { unreachable!("to_float of a {}", e.ty) };
    let rounded = fold_float(Expr { kind: ExprKind::Cast(Box::new(e)), ty: Type::Float(ft) });
    fold_float(Expr {
        kind: ExprKind::Binary(
            BinOp::Mul,
            Box::new(rounded),
            Box::new(float_const(ft, 2f64.powi(-i32::from(from.frac)))),
        ),
        ty: Type::Float(ft),
    })
}

/// The type of an operation on `a` and `b`, one of them fixed-point and neither a float.
pub fn common_type(a: IntTy, b: IntTy) -> IntTy {
    match (a.is_fixed(), b.is_fixed()) {
        (true, true) => {
            if a.bits >= b.bits {
                a
            } else {
                b
            }
        }
        (true, false) => a,
        _ => b,
    }
}

impl Lower<'_> {
    /// `a op b` where `a` or `b` is fixed-point (`either_fixed`) and neither is a float or a
    /// pointer.
    pub fn fixed_arith(
        &mut self,
        op: &BinaryOperator,
        a: Expr,
        b: Expr,
        off: usize,
    ) -> Result<Expr> {
        let t = common_type(a.ty.as_int(), b.ty.as_int());
        let (a, b) = (cast(a, t), cast(b, t));
        let bop = match op {
            BinaryOperator::Plus => BinOp::Add,
            BinaryOperator::Minus => BinOp::Sub,
            BinaryOperator::Multiply => return self.fixed_mul(a, b, t, off),
            BinaryOperator::Divide => return self.fixed_div(a, b, t, off),
            _ => match super::lower_expr::binop_of(op) {
                Some((cmp, true)) => return Ok(binary(cmp, a, b, IntTy::INT)),
                _ => return Err(self.unsupported(off, format!("operator {op:?} on {t} values"))),
            },
        };
        Ok(binary(bop, a, b, t))
    }

    fn fixed_mul(&mut self, a: Expr, b: Expr, t: IntTy, off: usize) -> Result<Expr> {
        let f = u32::from(t.frac);
        let wide = IntTy::fixed(64, t.frac);
        let shift = |v: u32| k(wide, i128::from(v));
        if t.bits + f <= 64 {
            // The product of the sign-extended values is exact in W + F <= 64 bits' worth.
            let p = binary(BinOp::Mul, raw(a, wide), raw(b, wide), wide);
            return Ok(raw(binary(BinOp::Shr, p, shift(f), wide), t));
        }
        if f > 32 {
            return Err(self.unsupported(off, format!("multiplication of {t} values (more than 32 fraction bits beyond 64-bit arithmetic)")));
        }
        // With a = ah 2^F + al and b = bh 2^F + bl (0 <= al, bl < 2^F):
        // floor(a b / 2^F) = ah b + al bh + floor(al bl / 2^F), and al bl < 2^64.
        let a = self.spill(raw(a, wide));
        let b = self.spill(raw(b, wide));
        let low = k(wide, (1i128 << f) - 1);
        let (ah, al) = (
            binary(BinOp::Shr, a.clone(), shift(f), wide),
            binary(BinOp::BitAnd, a, low.clone(), wide),
        );
        let (bh, bl) = (
            binary(BinOp::Shr, b.clone(), shift(f), wide),
            binary(BinOp::BitAnd, b.clone(), low, wide),
        );
        let unsigned = IntTy { signed: false, ..wide };
        let lows = binary(BinOp::Mul, raw(al.clone(), unsigned), raw(bl, unsigned), unsigned);
        let carry = raw(binary(BinOp::Shr, lows, k(unsigned, i128::from(f)), unsigned), wide);
        let sum = binary(
            BinOp::Add,
            binary(BinOp::Mul, ah, b, wide),
            binary(BinOp::Mul, al, bh, wide),
            wide,
        );
        Ok(raw(binary(BinOp::Add, sum, carry, wide), t))
    }

    fn fixed_div(&mut self, a: Expr, b: Expr, t: IntTy, off: usize) -> Result<Expr> {
        let f = u32::from(t.frac);
        if t.bits + f > 64 {
            return Err(self.unsupported(
                off,
                format!("division of {t} values (needs {}-bit arithmetic)", t.bits + f),
            ));
        }
        let wide = IntTy::fixed(64, t.frac);
        let n = binary(BinOp::Shl, raw(a, wide), k(wide, i128::from(f)), wide);
        Ok(raw(binary(BinOp::Div, n, raw(b, wide), wide), t))
    }
}
