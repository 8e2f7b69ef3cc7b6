//! Building IR expressions, folded as they are built: the one set of constructors the frontend
//! lowers C with and the instrumentation passes (`checks`, `cover`) build their conditions
//! with. Operations on constants are folded by `consteval`, the IR's one evaluator.
//!
//! Two folding policies, for two kinds of operation:
//! - `binary`, `unary`: an operation C wrote. Folded only when C defines it, so that an
//!   undefined constant operation (`INT_MAX + 1`, `1 << 40`) stays for the runtime checks.
//! - `ir_binary`, `and`, `or`, `not`: an operation of a check's condition, which means what
//!   the IR's wrapping semantics says. Always folded on integer constants, so that trivially
//!   true checks disappear.

use super::consteval;
use super::{BinOp, Expr, ExprKind, IntTy, Type, UnOp};

/// The value of an expression evaluated for its side effects only (`void`).
pub fn void_value() -> Expr {
    Expr { kind: ExprKind::Const(0), ty: Type::Void }
}

/// The integer constant `v` of type `t`.
pub fn constant(t: IntTy, v: i128) -> Expr {
    Expr::constant(t, v)
}

pub fn is_const(e: &Expr) -> bool {
    matches!(e.kind, ExprKind::Const(_))
}

/// A constant that is true (nonzero).
pub fn is_true(e: &Expr) -> bool {
    matches!(e.kind, ExprKind::Const(v) if v != 0)
}

/// The constant 0.
pub fn is_false(e: &Expr) -> bool {
    matches!(e.kind, ExprKind::Const(0))
}

/// Integer conversion of an integer expression to `to` (folded for constants; nothing for the
/// same type). The frontend's `lower_expr::cast` handles floats and fixed-point types first.
pub fn cast(e: Expr, to: IntTy) -> Expr {
    if e.ty == Type::Int(to) {
        // A conversion to an enumeration from its underlying type (or another enumeration of
        // it) changes no bits, but the value becomes one of the enumerated type, which
        // `--enum-range-check` checks. One from an enumeration to its underlying type leaves
        // the operand as it is (the IR's shape without enumerations): that operand is the
        // value of the enumerated type the check reads.
        let from = e.ty.int().map_or(0, |t| t.enumeration);
        return match &e.kind {
            _ if to.enumeration == 0 || from == to.enumeration => e,
            ExprKind::Const(_) => Expr { ty: Type::Int(to), ..e },
            _ => Expr { kind: ExprKind::Cast(Box::new(e)), ty: Type::Int(to) },
        };
    }
    if let (ExprKind::Const(v), Type::Int(from)) = (&e.kind, &e.ty) {
        if from.bits > 64 || to.bits > 64 {
            // (`consteval` computes up to 64 bits; a wider constant is `Expr::constant`'s.)
            if from.bits <= 64 && !from.is_fixed() && !to.is_fixed() {
                return Expr::constant(to, from.value_of(*v));
            }
            return Expr { kind: ExprKind::Cast(Box::new(e)), ty: Type::Int(to) };
        }
        return Expr {
            kind: ExprKind::Const(consteval::convert(*v, *from, to)),
            ty: Type::Int(to),
        };
    }
    Expr { kind: ExprKind::Cast(Box::new(e)), ty: Type::Int(to) }
}

/// `a op b` of type `ty`, folded when both are constants and C defines the operation.
pub fn binary(op: BinOp, a: Expr, b: Expr, ty: IntTy) -> Expr {
    if let (ExprKind::Const(x), ExprKind::Const(y), Type::Int(t)) = (&a.kind, &b.kind, &a.ty) {
        if t.bits > 64 {
            // Folded by symbolic execution, at 128 bits (`consteval::is_wide`).
        } else if consteval::undefined(op, *t, *x, *y) {
            // Kept for the runtime checks (`--signed-overflow-check`, ...).
        } else if let Ok(v) = consteval::binary(op, *t, *x, *y) {
            return Expr { kind: ExprKind::Const(v), ty: Type::Int(ty) };
        }
    }
    Expr { kind: ExprKind::Binary(op, Box::new(a), Box::new(b)), ty: Type::Int(ty) }
}

/// `op a` of type `ty`, folded when `a` is a constant and C defines the operation.
pub fn unary(op: UnOp, a: Expr, ty: IntTy) -> Expr {
    // `-INT_MIN` is undefined: kept for `--signed-overflow-check`.
    let folded =
        is_const(&a) && !(op == UnOp::Neg && ty.signed && consteval::value(&a) == Some(ty.min()));
    let e = Expr { kind: ExprKind::Unary(op, Box::new(a)), ty: Type::Int(ty) };
    match consteval::eval(&e) {
        Ok(v) if folded => Expr { kind: ExprKind::Const(v), ty: Type::Int(ty) },
        _ => e,
    }
}

/// `a op b` with the IR's wrapping semantics (the result type is `int` for comparisons and
/// logical operators, else a's type), folded whenever both operands are integer constants.
pub fn ir_binary(op: BinOp, a: Expr, b: Expr) -> Expr {
    let ty = if op.is_comparison() || matches!(op, BinOp::LogAnd | BinOp::LogOr) {
        Type::Int(IntTy::INT)
    } else {
        a.ty.clone()
    };
    fold(Expr { kind: ExprKind::Binary(op, Box::new(a), Box::new(b)), ty })
}

/// An integer operation on integer constants as its value (unless `consteval` cannot give it,
/// a division by zero).
fn fold(e: Expr) -> Expr {
    let int_const = |x: &Expr| is_const(x) && x.ty.int().is_some();
    let all_const = e.ty.int().is_some()
        && match &e.kind {
            ExprKind::Binary(_, a, b) => int_const(a) && int_const(b),
            ExprKind::Unary(_, a) | ExprKind::Cast(a) => int_const(a),
            _ => false,
        };
    if all_const {
        if let Ok(v) = consteval::eval(&e) {
            return Expr { kind: ExprKind::Const(v), ty: e.ty };
        }
    }
    e
}

/// Truth-valued conjunction, disjunction and negation (results only used as conditions).
pub fn and(a: Expr, b: Expr) -> Expr {
    if is_false(&a) || is_false(&b) {
        return constant(IntTy::INT, 0);
    }
    if is_true(&a) {
        return b;
    }
    if is_true(&b) {
        return a;
    }
    ir_binary(BinOp::LogAnd, a, b)
}

pub fn or(a: Expr, b: Expr) -> Expr {
    if is_true(&a) || is_true(&b) {
        return constant(IntTy::INT, 1);
    }
    if is_false(&a) {
        return b;
    }
    if is_false(&b) {
        return a;
    }
    ir_binary(BinOp::LogOr, a, b)
}

pub fn not(a: Expr) -> Expr {
    match a.kind {
        ExprKind::Const(v) => constant(IntTy::INT, i128::from(v == 0)),
        ExprKind::Unary(UnOp::LogNot, inner) => *inner,
        _ => Expr { kind: ExprKind::Unary(UnOp::LogNot, Box::new(a)), ty: Type::Int(IntTy::INT) },
    }
}
