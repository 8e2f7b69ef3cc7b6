//! C's operators on float values as terms: what each IR operator means when its operands are
//! `float`/`double` (and the conversions between every scalar type). Shared by symbolic
//! execution and the frontend's constant folding, so a folded constant and a symbolic value
//! can never disagree. `rm` is the current rounding mode (a 2-bit term, `softfloat::Rm`;
//! `TermStore::rne()` when the program never changes it): every operation that rounds takes it.

use super::{BinOp, MathFn, ScalarTy, UnOp};
use crate::term::float::RoundTo;
use crate::term::{TermId, TermStore};

/// C conversion between scalar types (integer rules as `symex::value::convert`).
pub fn cast(store: &mut TermStore, x: TermId, from: ScalarTy, to: ScalarTy, rm: TermId) -> TermId {
    match (from, to) {
        (ScalarTy::Int(f), ScalarTy::Int(t)) => {
            if t.is_bool() {
                store.is_nonzero(x)
            } else {
                store.resize(x, t.bits, f.signed && !f.is_bool())
            }
        }
        (ScalarTy::Int(f), ScalarTy::Float(t)) => {
            store.itof_rm(x, f.signed && !f.is_bool(), t.bits(), rm)
        }
        (ScalarTy::Float(_), ScalarTy::Float(t)) => store.fcast_rm(x, t.bits(), rm),
        // C's conversion to an integer truncates whatever the rounding mode.
        (ScalarTy::Float(_), ScalarTy::Int(t)) => store.c_ftoi(x, t.bits, t.signed),
    }
}

/// A unary operator on a float operand; `result_bits` is the result's width.
pub fn unary(store: &mut TermStore, op: UnOp, x: TermId, result_bits: u32) -> TermId {
    match op {
        UnOp::Neg => store.fneg(x),
        UnOp::LogNot => {
            let z = store.fiszero(x);
            store.zext(z, result_bits)
        }
        UnOp::BitNot => panic!("bitwise complement of a float (rejected by the frontend)"),
    }
}

/// A binary operator on float operands; comparisons give `int` 0/1 of `result_bits`.
pub fn binary(
    store: &mut TermStore,
    op: BinOp,
    x: TermId,
    y: TermId,
    result_bits: u32,
    rm: TermId,
) -> TermId {
    let b = |store: &mut TermStore, t: TermId| store.zext(t, result_bits);
    match op {
        BinOp::Add => store.fadd_rm(x, y, rm),
        BinOp::Sub => store.fsub_rm(x, y, rm),
        BinOp::Mul => store.fmul_rm(x, y, rm),
        BinOp::Div => store.fdiv_rm(x, y, rm),
        BinOp::Eq => {
            let t = store.feq(x, y);
            b(store, t)
        }
        BinOp::Ne => {
            let t = store.feq(x, y);
            let t = store.not(t);
            b(store, t)
        }
        BinOp::Lt => {
            let t = store.flt(x, y);
            b(store, t)
        }
        BinOp::Gt => {
            let t = store.flt(y, x);
            b(store, t)
        }
        BinOp::Le => {
            let t = store.fle(x, y);
            b(store, t)
        }
        BinOp::Ge => {
            let t = store.fle(y, x);
            b(store, t)
        }
        BinOp::LogAnd | BinOp::LogOr => {
            let zx = store.fiszero(x);
            let zy = store.fiszero(y);
            let (px, py) = (store.not(zx), store.not(zy));
            let t = if op == BinOp::LogAnd { store.and(px, py) } else { store.or(px, py) };
            b(store, t)
        }
        BinOp::Rem | BinOp::Shl | BinOp::Shr | BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor => {
            panic!("{op:?} of floats (rejected by the frontend)")
        }
    }
}

/// A `math.h` function; classifications give `int` 0/1 of `result_bits`. Of these only `sqrt`
/// rounds; `floor`/`ceil`/`trunc`/`round` have their own fixed direction and the others are
/// exact.
pub fn math(
    store: &mut TermStore,
    f: MathFn,
    args: &[TermId],
    result_bits: u32,
    rm: TermId,
) -> TermId {
    let x = args[0];
    let b = |store: &mut TermStore, t: TermId| store.zext(t, result_bits);
    match f {
        MathFn::Fabs => store.fabs(x),
        MathFn::Sqrt => store.fsqrt_rm(x, rm),
        MathFn::Floor => store.fround(x, RoundTo::Down),
        MathFn::Ceil => store.fround(x, RoundTo::Up),
        MathFn::Trunc => store.fround(x, RoundTo::Zero),
        MathFn::Round => store.fround(x, RoundTo::NearestAway),
        MathFn::Fmin => store.fminmax(x, args[1], false),
        MathFn::Fmax => store.fminmax(x, args[1], true),
        MathFn::Copysign => store.fcopysign(x, args[1]),
        MathFn::Fmod => store.fmod(x, args[1]),
        MathFn::IsNan => {
            let t = store.fisnan(x);
            b(store, t)
        }
        MathFn::IsInf => {
            let t = store.fisinf(x);
            b(store, t)
        }
        MathFn::IsFinite => {
            let t = store.fisfinite(x);
            b(store, t)
        }
        MathFn::SignBit => {
            let t = store.fsignbit(x);
            b(store, t)
        }
    }
}
