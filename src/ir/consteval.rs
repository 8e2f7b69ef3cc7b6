//! The one evaluator of constant IR expressions, with the IR's semantics (wrapping arithmetic,
//! shift counts modulo the width; float operations through `cfloat` on a scratch term store,
//! so a folded constant and a symbolic value cannot disagree). Used by the frontend for C
//! constant expressions (after lowering, so the typing is the one of ordinary expressions),
//! by `build` to fold operations on constants as the frontend and the instrumentation passes
//! build them, and by tests to evaluate conditions over assigned variables (`eval_with`).

use super::cfloat;
use super::{BinOp, Expr, ExprKind, IntTy, Type, UnOp, Var};
use crate::bits::mask;
use crate::term::softfloat::Rm;
use crate::term::{TermId, TermStore};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotConst {
    /// Reads a variable.
    Variable,
    /// Division or remainder by zero (a constraint violation in a constant expression).
    DivByZero,
}

fn int_of(t: &Type) -> Result<IntTy, NotConst> {
    t.int().ok_or(NotConst::Variable)
}

/// The bits of a pointer constant, through conversions between pointer types.
pub(crate) fn constant_address(e: &Expr) -> Option<u64> {
    match (&e.kind, &e.ty) {
        (ExprKind::Const(v), Type::Pointer(_)) => Some(*v),
        (ExprKind::Cast(a), Type::Pointer(_)) => constant_address(a),
        _ => None,
    }
}

/// Whether `e` computes or converts a float at its top (then it is evaluated on terms).
fn involves_float(e: &Expr) -> bool {
    let f = |x: &Expr| matches!(x.ty, Type::Float(_));
    f(e) || match &e.kind {
        ExprKind::Cast(a) | ExprKind::Unary(_, a) | ExprKind::Binary(_, a, _) => f(a),
        ExprKind::Math(..) => true,
        _ => false,
    }
}

/// Float constant expressions: built as terms in a scratch store, where the term layer's
/// constant folding computes them with exactly the semantics symbolic execution uses, in
/// rounding mode `rm`.
fn eval_float(e: &Expr, rm: Rm, env: Env) -> Result<u64, NotConst> {
    fn term(s: &mut TermStore, e: &Expr, rm: TermId, env: Env) -> Result<TermId, NotConst> {
        let bits = |t: &Type| t.scalar().map(|x| x.bits()).ok_or(NotConst::Variable);
        if !involves_float(e) {
            let v = eval_with(e, env)?;
            return Ok(s.constant(bits(&e.ty)?, v));
        }
        let scalar = |t: &Type| t.scalar().ok_or(NotConst::Variable);
        Ok(match &e.kind {
            ExprKind::Const(v) => s.constant(bits(&e.ty)?, *v),
            ExprKind::Var(_) | ExprKind::Index(..) => return Err(NotConst::Variable),
            ExprKind::AddrOf(_)
            | ExprKind::Deref(_)
            | ExprKind::PtrAdd(..)
            | ExprKind::ValidPtr(..)
            | ExprKind::PtrQuery(..) => return Err(NotConst::Variable),
            ExprKind::Cast(a) => {
                let (from, to) = (scalar(&a.ty)?, scalar(&e.ty)?);
                if from.bits() > 64 || to.bits() > 64 {
                    // Floats and `__int128`: not modelled (symbolic execution says so).
                    return Err(NotConst::Variable);
                }
                let x = term(s, a, rm, env)?;
                cfloat::cast(s, x, from, to, rm)
            }
            ExprKind::Unary(op, a) => {
                let x = term(s, a, rm, env)?;
                cfloat::unary(s, *op, x, bits(&e.ty)?)
            }
            ExprKind::Binary(op, a, b) => {
                let x = term(s, a, rm, env)?;
                let y = term(s, b, rm, env)?;
                cfloat::binary(s, *op, x, y, bits(&e.ty)?, rm)
            }
            ExprKind::Ite(c, a, b) => {
                if eval_with(c, env)? != 0 {
                    term(s, a, rm, env)?
                } else {
                    term(s, b, rm, env)?
                }
            }
            ExprKind::Math(f, xs) => {
                let args = xs.iter().map(|x| term(s, x, rm, env)).collect::<Result<Vec<_>, _>>()?;
                cfloat::math(s, *f, &args, bits(&e.ty)?, rm)
            }
        })
    }
    let mut s = TermStore::new();
    let rm = s.constant(2, rm as u64);
    let t = term(&mut s, e, rm, env)?;
    s.as_const(t).ok_or(NotConst::Variable)
}

/// The value of a constant float operation in a function body, if it may be folded: when its
/// result is the same in all four rounding modes (exact operations, comparisons), which is
/// what gcc folds under `-frounding-math`, so that an inexact `1.0 / 3.0` is computed at run
/// time in the current mode (C's `FENV_ACCESS ON`). gcc also folds an exact zero sum
/// (`1.0 - 1.0`) to the +0 of round-to-nearest, where rounding down would give -0 at run
/// time; the folder does the same, so that counterexamples replay on gcc-compiled code.
pub fn eval_in_every_mode(e: &Expr) -> Result<u64, NotConst> {
    if !involves_float(e) {
        return eval(e);
    }
    let v = eval_float(e, Rm::NearestEven, &no_variables)?;
    let zero_sum = v == 0 && matches!(e.kind, ExprKind::Binary(BinOp::Add | BinOp::Sub, ..));
    for rm in [Rm::Down, Rm::Up, Rm::TowardZero] {
        let r = eval_float(e, rm, &no_variables)?;
        let negative_zero = e.ty.scalar().is_some_and(|t| r == 1 << (t.bits() - 1));
        if r != v && !(zero_sum && rm == Rm::Down && negative_zero) {
            return Err(NotConst::Variable);
        }
    }
    Ok(v)
}

/// The values of variables, raw bits (None: unknown).
type Env<'a> = &'a dyn Fn(Var) -> Option<u64>;

fn no_variables(_: Var) -> Option<u64> {
    None
}

/// Raw bits (masked to the type's width) of a constant expression, evaluated at translation
/// time: float operations round to nearest, ties to even (C11 F.8.2; static initializers,
/// array sizes, case labels).
pub fn eval(e: &Expr) -> Result<u64, NotConst> {
    eval_with(e, &no_variables)
}

/// `eval` with the variables `env` knows (an integer variable read is its raw bits, masked).
pub fn eval_with(e: &Expr, env: Env) -> Result<u64, NotConst> {
    if involves_float(e) {
        return eval_float(e, Rm::NearestEven, env);
    }
    if is_wide(e) {
        return Err(NotConst::Variable);
    }
    let ty = &e.ty;
    match &e.kind {
        ExprKind::Const(v) => Ok(*v),
        ExprKind::Var(v) => {
            let t = int_of(ty)?;
            env(*v).map(|x| x & mask(t.bits)).ok_or(NotConst::Variable)
        }
        ExprKind::Index(..) => Err(NotConst::Variable),
        ExprKind::AddrOf(_)
        | ExprKind::Deref(_)
        | ExprKind::PtrAdd(..)
        | ExprKind::ValidPtr(..)
        | ExprKind::PtrQuery(..) => Err(NotConst::Variable),
        // A label's address (gcc's `&&l`) as the integer of a label difference: its bits,
        // which differ from another label's by the difference of their offsets
        // (`computed_goto.rs`).
        ExprKind::Cast(a) if matches!((&a.ty, &a.kind), (Type::Pointer(_), ExprKind::Const(v)) if v >> 32 == super::LABEL_OBJECTS) =>
        {
            let (to, ExprKind::Const(v)) = (int_of(ty)?, &a.kind) else {
                unreachable!("matched above")
            };
            Ok(convert(*v, IntTy::ULONG, to))
        }
        ExprKind::Cast(a) => {
            let to = int_of(ty)?;
            let from = int_of(&a.ty)?;
            Ok(convert(eval_with(a, env)?, from, to))
        }
        ExprKind::Unary(op, a) => {
            let t = int_of(ty)?;
            let v = eval_with(a, env)?;
            Ok(match op {
                UnOp::Neg => v.wrapping_neg() & mask(t.bits),
                UnOp::BitNot => !v & mask(t.bits),
                UnOp::LogNot => u64::from(v == 0),
            })
        }
        ExprKind::Binary(
            op @ (BinOp::Sub | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge),
            a,
            b,
        ) if matches!(a.ty, Type::Pointer(_)) && matches!(b.ty, Type::Pointer(_)) => {
            // Two constant addresses in one object (gcc's `&&l1 - &&l0`): the difference or
            // order of their signed offsets, as `Symex::pointer_relation` gives it.
            let (Some(x), Some(y)) = (constant_address(a), constant_address(b)) else {
                return Err(NotConst::Variable);
            };
            if x >> 32 != y >> 32 {
                return Err(NotConst::Variable);
            }
            let (dx, dy) = (i64::from(x as u32 as i32), i64::from(y as u32 as i32));
            let t = int_of(ty)?;
            Ok(match op {
                BinOp::Sub => (dx - dy) as u64 & mask(t.bits),
                BinOp::Lt => u64::from(dx < dy),
                BinOp::Le => u64::from(dx <= dy),
                BinOp::Gt => u64::from(dx > dy),
                _ => u64::from(dx >= dy),
            })
        }
        ExprKind::Binary(op, a, b) => {
            let t = int_of(&a.ty)?;
            let x = eval_with(a, env)?;
            if matches!(op, BinOp::LogAnd | BinOp::LogOr) {
                // Short-circuit: `0 && 1/0` is a valid constant expression.
                let xb = x != 0;
                if (*op == BinOp::LogAnd && !xb) || (*op == BinOp::LogOr && xb) {
                    return Ok(u64::from(xb));
                }
                return Ok(u64::from(eval_with(b, env)? != 0));
            }
            let y = eval_with(b, env)?;
            binary(*op, t, x, y)
        }
        ExprKind::Ite(c, a, b) => {
            if eval_with(c, env)? != 0 {
                eval_with(a, env)
            } else {
                eval_with(b, env)
            }
        }
        ExprKind::Math(..) => eval_float(e, Rm::NearestEven, env),
    }
}

/// Whether `e` computes on or to an integer type wider than 64 bits (`__int128`): values
/// here are `u64`s, so those are left to symbolic execution, whose terms are 128 bits wide
/// (a constant of such a type is itself, `Expr::constant`).
pub fn is_wide(e: &Expr) -> bool {
    let wide = |t: &Type| matches!(t, Type::Int(i) if i.bits > 64);
    match &e.kind {
        ExprKind::Const(_) => false,
        ExprKind::Cast(a) | ExprKind::Unary(_, a) => wide(&e.ty) || wide(&a.ty),
        ExprKind::Binary(_, a, b) => wide(&e.ty) || wide(&a.ty) || wide(&b.ty),
        _ => wide(&e.ty),
    }
}

/// Integer conversion of raw bits (C11 6.3.1.2-3; to `_Bool` is `!= 0`).
pub fn convert(raw: u64, from: IntTy, to: IntTy) -> u64 {
    if to.is_bool() {
        return u64::from(raw & mask(from.bits) != 0);
    }
    (from.value_of(raw) as u64) & mask(to.bits)
}

/// `x op y` at operand type `t` (comparisons give `int` 0/1).
pub fn binary(op: BinOp, t: IntTy, x: u64, y: u64) -> Result<u64, NotConst> {
    let m = mask(t.bits);
    let (sx, sy) = (t.value_of(x), t.value_of(y));
    let r = match op {
        BinOp::Add => x.wrapping_add(y),
        BinOp::Sub => x.wrapping_sub(y),
        BinOp::Mul => x.wrapping_mul(y),
        BinOp::Div | BinOp::Rem => {
            if y == 0 {
                return Err(NotConst::DivByZero);
            }
            if t.signed {
                // i128 avoids the overflow of MIN / -1, which then wraps like the IR does.
                (if op == BinOp::Div { sx / sy } else { sx % sy }) as u64
            } else if op == BinOp::Div {
                x / y
            } else {
                x % y
            }
        }
        BinOp::Shl => x.wrapping_shl((y % u64::from(t.bits)) as u32),
        BinOp::Shr => {
            let n = (y % u64::from(t.bits)) as u32;
            if t.signed {
                (sx >> n) as u64
            } else {
                x >> n
            }
        }
        BinOp::BitAnd => x & y,
        BinOp::BitOr => x | y,
        BinOp::BitXor => x ^ y,
        BinOp::Eq => return Ok(u64::from(x == y)),
        BinOp::Ne => return Ok(u64::from(x != y)),
        BinOp::Lt => return Ok(u64::from(sx < sy)),
        BinOp::Le => return Ok(u64::from(sx <= sy)),
        BinOp::Gt => return Ok(u64::from(sx > sy)),
        BinOp::Ge => return Ok(u64::from(sx >= sy)),
        BinOp::LogAnd => return Ok(u64::from(x != 0 && y != 0)),
        BinOp::LogOr => return Ok(u64::from(x != 0 || y != 0)),
    };
    Ok(r & m)
}

/// Whether `x op y` at operand type `t` is undefined in C: signed overflow (`+ - * / %`, a
/// signed `<<` whose result is not representable, or of a negative value) or a shift count out
/// of range. Such constant operations are left unfolded while lowering (`build::binary`; the IR
/// still wraps them), so that the runtime checks (`ir::checks`) see them.
pub fn undefined(op: BinOp, t: IntTy, x: u64, y: u64) -> bool {
    let (sx, sy) = (t.value_of(x), t.value_of(y));
    let fits = |v: i128| t.min() <= v && v <= t.max();
    match op {
        BinOp::Shl | BinOp::Shr if sy < 0 || sy >= i128::from(t.bits) => true,
        BinOp::Shl => t.signed && (sx < 0 || !fits(sx << sy)),
        BinOp::Add if t.signed => !fits(sx + sy),
        BinOp::Sub if t.signed => !fits(sx - sy),
        BinOp::Mul if t.signed => !fits(sx * sy),
        BinOp::Div | BinOp::Rem if t.signed => sx == t.min() && sy == -1,
        _ => false,
    }
}

/// The value of a constant as a mathematical integer of its type.
pub fn value(e: &Expr) -> Option<i128> {
    match (&e.kind, &e.ty) {
        (ExprKind::Const(v), Type::Int(t)) => Some(t.value_of(*v)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(t: IntTy, v: i128) -> Expr {
        Expr::constant(t, v)
    }

    #[test]
    fn conversions_and_ops() {
        assert_eq!(convert(0xff, IntTy::UCHAR, IntTy::CHAR), 0xff);
        assert_eq!(IntTy::INT.value_of(convert(0xff, IntTy::CHAR, IntTy::INT)), -1);
        assert_eq!(convert(0x100, IntTy::INT, IntTy::BOOL), 1);
        assert_eq!(binary(BinOp::Lt, IntTy::UINT, 0xffff_ffff, 1), Ok(0));
        assert_eq!(binary(BinOp::Lt, IntTy::INT, 0xffff_ffff, 1), Ok(1));
        assert_eq!(binary(BinOp::Shl, IntTy::INT, 1, 31), Ok(0x8000_0000));
        assert_eq!(binary(BinOp::Div, IntTy::INT, 0x8000_0000, 0xffff_ffff), Ok(0x8000_0000));
        assert_eq!(
            IntTy::INT.value_of(binary(BinOp::Rem, IntTy::INT, (-7i32) as u32 as u64, 2).unwrap()),
            -1
        );
        assert_eq!(binary(BinOp::Div, IntTy::INT, 1, 0), Err(NotConst::DivByZero));
        assert_eq!(
            IntTy::INT.value_of(binary(BinOp::Shr, IntTy::INT, (-8i32) as u32 as u64, 1).unwrap()),
            -4
        );
        let e = Expr {
            kind: ExprKind::Binary(
                BinOp::LogAnd,
                Box::new(c(IntTy::INT, 0)),
                Box::new(c(IntTy::INT, 1)),
            ),
            ty: Type::Int(IntTy::INT),
        };
        assert_eq!(eval(&e), Ok(0));
    }
}
