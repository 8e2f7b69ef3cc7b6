//! IR expressions as C text, with variable names and explicit conversions: the conditions of
//! runtime checks in property descriptions (`checks`), coverage goals (`cover::text`) and
//! invariants in reports.

use super::{BinOp, Expr, ExprKind, FloatTy, Function, MathFn, Place, Program, PtrQuery, UnOp};

fn prec(p: &Program, e: &Expr) -> u8 {
    match &e.kind {
        ExprKind::Const(v) => match e.ty.int() {
            Some(t) if t.value_of(*v) < 0 || enum_name(p, t).is_some() => 14,
            _ => 16,
        },
        ExprKind::Var(_)
        | ExprKind::Index(..)
        | ExprKind::Math(..)
        | ExprKind::ValidPtr(..)
        | ExprKind::PtrQuery(..) => 16,
        ExprKind::Unary(..) | ExprKind::Cast(_) | ExprKind::AddrOf(_) | ExprKind::Deref(_) => 14,
        ExprKind::PtrAdd(..) => 12,
        ExprKind::Binary(op, ..) => binop_prec(*op),
        ExprKind::Ite(..) => 3,
    }
}

/// C's precedence level of a binary operator (higher binds tighter).
pub(crate) fn binop_prec(op: BinOp) -> u8 {
    match op {
        BinOp::Mul | BinOp::Div | BinOp::Rem => 13,
        BinOp::Add | BinOp::Sub => 12,
        BinOp::Shl | BinOp::Shr => 11,
        BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => 10,
        BinOp::Eq | BinOp::Ne => 9,
        BinOp::BitAnd => 8,
        BinOp::BitXor => 7,
        BinOp::BitOr => 6,
        BinOp::LogAnd => 5,
        BinOp::LogOr => 4,
    }
}

/// The C spelling of an operator.
pub(crate) fn binop_text(op: BinOp) -> &'static str {
    match op {
        BinOp::Add => "+",
        BinOp::Sub => "-",
        BinOp::Mul => "*",
        BinOp::Div => "/",
        BinOp::Rem => "%",
        BinOp::Shl => "<<",
        BinOp::Shr => ">>",
        BinOp::BitAnd => "&",
        BinOp::BitOr => "|",
        BinOp::BitXor => "^",
        BinOp::Eq => "==",
        BinOp::Ne => "!=",
        BinOp::Lt => "<",
        BinOp::Le => "<=",
        BinOp::Gt => ">",
        BinOp::Ge => ">=",
        BinOp::LogAnd => "&&",
        BinOp::LogOr => "||",
    }
}

/// The name of member `i` of the struct or union `a`, if `a` is one and `i` is constant.
fn member_name<'e>(a: &'e Expr, i: &Expr) -> Option<&'e str> {
    let super::Type::Struct(def) = &a.ty else { return None };
    let k = usize::try_from(i.as_const()?).ok()?;
    def.fields.get(k).map(|m| m.name.as_str()).filter(|n| !n.is_empty())
}

/// The name of the enumerated type `t` is, if it is one and has a name (an anonymous one is
/// printed as its underlying type: C has no name for it).
fn enum_name(p: &Program, t: super::IntTy) -> Option<String> {
    t.enum_index().and_then(|i| p.enums.get(i)).and_then(super::EnumDef::c_name)
}

pub(crate) fn render_at(p: &Program, f: &Function, e: &Expr, min_prec: u8, out: &mut String) {
    if prec(p, e) < min_prec {
        out.push('(');
        render(p, f, e, out);
        out.push(')');
    } else {
        render(p, f, e, out);
    }
}

pub(crate) fn render_place(p: &Program, f: &Function, pl: &Place, out: &mut String) {
    match pl {
        Place::Var(v) => out.push_str(p.var_name(f, *v)),
        Place::Index(b, i) => {
            render_place(p, f, b, out);
            out.push('[');
            render(p, f, i, out);
            out.push(']');
        }
        Place::Deref(e) => {
            out.push_str("(*");
            render_at(p, f, e, 14, out);
            out.push(')');
        }
    }
}

/// `e` as C text, with variable names and explicit conversions.
pub(crate) fn render(p: &Program, f: &Function, e: &Expr, out: &mut String) {
    use std::fmt::Write;
    match &e.kind {
        ExprKind::Const(v) => match e.ty.int().map(|t| (t, enum_name(p, t))) {
            // A constant converted to an enumerated type (folded): the conversion as written.
            Some((t, Some(name))) => {
                let _ = write!(out, "({name}){}", t.value_of(*v));
            }
            Some((t, None)) => {
                let _ = write!(out, "{}", t.value_of(*v));
                if !t.signed && !t.is_bool() {
                    out.push('u');
                }
                if t.bits == 64 {
                    out.push('l');
                }
            }
            None => match e.ty.float() {
                Some(ft) => {
                    let x = ft.to_f64(*v);
                    let _ = if ft == FloatTy::F32 {
                        write!(out, "{:?}f", x as f32)
                    } else {
                        write!(out, "{x:?}")
                    };
                }
                None => {
                    let _ = write!(out, "{v}");
                }
            },
        },
        ExprKind::Var(v) => out.push_str(p.var_name(f, *v)),
        ExprKind::AddrOf(pl) => {
            out.push('&');
            render_place(p, f, pl, out);
        }
        ExprKind::Deref(a) => {
            out.push('*');
            render_at(p, f, a, 14, out);
        }
        ExprKind::PtrAdd(a, b) => {
            render_at(p, f, a, 12, out);
            out.push_str(" + ");
            render_at(p, f, b, 13, out);
        }
        ExprKind::ValidPtr(a, n) => {
            out.push_str("__CPROVER_r_ok(");
            render(p, f, a, out);
            out.push_str(&format!(", {n})"));
        }
        ExprKind::PtrQuery(q, a) => {
            out.push_str(match q {
                PtrQuery::Object => "__CPROVER_POINTER_OBJECT(",
                PtrQuery::Offset => "__CPROVER_POINTER_OFFSET(",
                PtrQuery::FreeOk => "valid_free(",
                PtrQuery::Dynamic => "__CPROVER_DYNAMIC_OBJECT(",
                PtrQuery::Size => "__CPROVER_OBJECT_SIZE(",
            });
            render(p, f, a, out);
            out.push(')');
        }
        // A vector's one member, its array of elements: `v[2]` is how C names an element.
        ExprKind::Index(a, _) if a.ty.vector().is_some() => render_at(p, f, a, 16, out),
        ExprKind::Index(a, i) => match (member_name(a, i), &a.kind) {
            // A struct's member by name: `s.m`, `p->m`.
            (Some(name), ExprKind::Deref(ptr)) => {
                render_at(p, f, ptr, 16, out);
                out.push_str("->");
                out.push_str(name);
            }
            (Some(name), _) => {
                render_at(p, f, a, 16, out);
                out.push('.');
                out.push_str(name);
            }
            (None, _) => {
                render_at(p, f, a, 16, out);
                out.push('[');
                render(p, f, i, out);
                out.push(']');
            }
        },
        ExprKind::Unary(op, a) => {
            out.push_str(match op {
                UnOp::Neg => "-",
                UnOp::BitNot => "~",
                UnOp::LogNot => "!",
            });
            render_at(p, f, a, 14, out);
        }
        ExprKind::Cast(a) => {
            match e.ty.int().and_then(|t| enum_name(p, t)) {
                Some(name) => {
                    let _ = write!(out, "({name})");
                }
                None => {
                    let _ = write!(out, "({})", e.ty);
                }
            }
            render_at(p, f, a, 14, out);
        }
        ExprKind::Binary(op, a, b) => render_binary(p, f, *op, a, b, out),
        ExprKind::Ite(c, a, b) => {
            render_at(p, f, c, 4, out);
            out.push_str(" ? ");
            render_at(p, f, a, 3, out);
            out.push_str(" : ");
            render_at(p, f, b, 3, out);
        }
        ExprKind::Math(m, xs) => {
            let _ = write!(out, "{}(", math_name(*m));
            for (i, x) in xs.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                render(p, f, x, out);
            }
            out.push(')');
        }
    }
}

/// `a op b` as C text: operands in parentheses where C's precedence needs them or where C
/// programmers write them.
fn render_binary(p: &Program, f: &Function, op: BinOp, a: &Expr, b: &Expr, out: &mut String) {
    use std::fmt::Write;
    let q = binop_prec(op);
    // Parentheses where C programmers write them (gcc's -Wparentheses): operands of
    // shifts, bitwise and `||` operators that are other binary operations.
    let clear = |e: &Expr| match &e.kind {
        ExprKind::Binary(o, ..)
            if *o != op
                && matches!(
                    op,
                    BinOp::Shl
                        | BinOp::Shr
                        | BinOp::BitAnd
                        | BinOp::BitOr
                        | BinOp::BitXor
                        | BinOp::LogOr
                ) =>
        {
            17
        }
        _ => 0,
    };
    render_at(p, f, a, q.max(clear(a)), out);
    let _ = write!(out, " {} ", binop_text(op));
    // A shift's count as written: without the IR's conversion to the left type.
    let b = if matches!(op, BinOp::Shl | BinOp::Shr) { distance(b) } else { b };
    render_at(p, f, b, (q + 1).max(clear(b)), out);
}

/// The distance of a shift as C has it: the IR converts it to the left operand's type.
pub(crate) fn distance(d: &Expr) -> &Expr {
    match &d.kind {
        ExprKind::Cast(inner) if inner.ty.int().is_some() => inner,
        _ => d,
    }
}

/// The C name of a math function (the `double` one).
pub(crate) fn math_name(m: MathFn) -> &'static str {
    match m {
        MathFn::Fabs => "fabs",
        MathFn::Sqrt => "sqrt",
        MathFn::Floor => "floor",
        MathFn::Ceil => "ceil",
        MathFn::Trunc => "trunc",
        MathFn::Round => "round",
        MathFn::Fmin => "fmin",
        MathFn::Fmax => "fmax",
        MathFn::Copysign => "copysign",
        MathFn::Fmod => "fmod",
        MathFn::IsNan => "isnan",
        MathFn::IsInf => "isinf",
        MathFn::IsFinite => "isfinite",
        MathFn::SignBit => "signbit",
    }
}
