//! Expressions: typed, pure IR expressions; side effects become instructions (left to right),
//! and every implicit C conversion becomes an explicit `Cast`.

use lang_c::ast::{
    BinaryOperator, BinaryOperatorExpression, BlockItem, CastExpression, ConditionalExpression,
    Constant, Expression, Identifier, MemberExpression, MemberOperator, OffsetMember,
    OffsetOfExpression, Statement, UnaryOperator, UnaryOperatorExpression,
};
use lang_c::span::Node;

use super::decl::is_error_function;
use super::literal;
use super::scope::Sym;
use super::types::{align_of, promote, size_of, usual_arith, CType};
use super::Lower;
use crate::error::{Error, ErrorKind, Result};
use crate::ir::build::{self, binary, is_const, unary, void_value};
use crate::ir::consteval::{self, NotConst};
use crate::ir::{BinOp, Expr, ExprKind, InstrKind, IntTy, Place, Type, UnOp, Var};

/// The identifier the parser gives as the then-expression of gcc's `a ?: b` (no C source can
/// spell it).
const ELVIS: &str = "?:";

use crate::ir::POINTER_TAG;

/// `raw` (an `unsigned long`) with the tag toggled unless its high half is zero.
fn toggle_tag(raw: Expr) -> Expr {
    let u = IntTy::ULONG;
    let high = binary(BinOp::Shr, raw.clone(), Expr::constant(u, 32), u);
    let untagged = binary(BinOp::Eq, high, Expr::constant(u, 0), IntTy::INT);
    let tagged = binary(
        BinOp::BitXor,
        raw.clone(),
        Expr { kind: ExprKind::Const(POINTER_TAG), ty: Type::Int(u) },
        u,
    );
    match untagged.as_const() {
        Some(0) => tagged,
        Some(_) => raw,
        None => Expr {
            kind: ExprKind::Ite(Box::new(untagged), Box::new(raw), Box::new(tagged)),
            ty: Type::Int(u),
        },
    }
}

/// The integer of type `to` a pointer converts to (`POINTER_TAG`).
pub fn integer_from_pointer(p: Expr, to: IntTy) -> Expr {
    let raw = Expr { kind: ExprKind::Cast(Box::new(p)), ty: Type::Int(IntTy::ULONG) };
    cast(toggle_tag(raw), to)
}

/// The pointer an integer converts to (`POINTER_TAG`; 0 is null).
pub fn pointer_from_integer(e: Expr, to: &Type) -> Expr {
    let Type::Int(t) = e.ty else { unreachable!("pointer_from_integer of a {}", e.ty) };
    let wide = cast(cast(e, IntTy::bit_field(64, t.signed)), IntTy::ULONG);
    Expr { kind: ExprKind::Cast(Box::new(toggle_tag(wide))), ty: to.clone() }
}

/// Conversion to `to` (folded for constants; nothing for the same type): from a float or
/// between fixed-point formats here, between plain integers `build::cast`.
pub fn cast(e: Expr, to: IntTy) -> Expr {
    let Type::Int(from) = e.ty else {
        if to.is_fixed() {
            return super::fixed::from_float(e, to);
        }
        // From a float: not folded, so that `--conversion-check` sees constant conversions
        // too (the term layer folds them).
        return Expr { kind: ExprKind::Cast(Box::new(e)), ty: Type::Int(to) };
    };
    if from != to && from.frac != to.frac {
        return super::fixed::convert(e, from, to);
    }
    build::cast(e, to)
}

/// Conversion to any scalar type (integer or float).
/// Whether the integer expression `e` is computed from constants alone.
fn of_constants(e: &Expr) -> bool {
    matches!(e.ty, Type::Int(_))
        && match &e.kind {
            ExprKind::Const(_) => true,
            ExprKind::Cast(a) | ExprKind::Unary(_, a) => of_constants(a),
            ExprKind::Binary(_, a, b) => of_constants(a) && of_constants(b),
            ExprKind::Ite(c, a, b) => of_constants(c) && of_constants(a) && of_constants(b),
            _ => false,
        }
}

pub fn cast_to(e: Expr, to: &Type) -> Expr {
    match to {
        Type::Int(t) => cast(e, *t),
        _ if e.ty == *to => e,
        Type::Float(ft) if matches!(e.ty, Type::Int(t) if t.is_fixed()) => {
            super::fixed::to_float(e, *ft)
        }
        _ => fold_float(Expr { kind: ExprKind::Cast(Box::new(e)), ty: to.clone() }),
    }
}

thread_local! {
    /// Whether the program being lowered may change the rounding mode: some translation unit
    /// mentions `fesetround` (set by `lower_units` before any body is lowered; true, the
    /// safe side, otherwise). When not, every float operation rounds to nearest and
    /// `fold_float` folds as it always did.
    static MODE_MAY_CHANGE: std::cell::Cell<bool> = const { std::cell::Cell::new(true) };
}

pub(super) fn set_rounding_mode_may_change(may: bool) {
    MODE_MAY_CHANGE.with(|m| m.set(may));
}

/// A float-valued expression with constant operands as a constant (by the term layer's
/// semantics, see `consteval`). In a program that may change the rounding mode, only when its
/// value does not depend on the mode: an inexact operation is left to run time, where the
/// current mode rounds it (a translation-time context evaluates it with `consteval::eval`,
/// to nearest).
pub fn fold_float(e: Expr) -> Expr {
    let all_const = match &e.kind {
        ExprKind::Cast(a) | ExprKind::Unary(_, a) => is_const(a),
        ExprKind::Binary(_, a, b) => is_const(a) && is_const(b),
        ExprKind::Math(_, xs) => xs.iter().all(is_const),
        _ => false,
    };
    if all_const {
        let folded = if MODE_MAY_CHANGE.with(|m| m.get()) {
            consteval::eval_in_every_mode(&e)
        } else {
            consteval::eval(&e)
        };
        if let Ok(v) = folded {
            return Expr { kind: ExprKind::Const(v), ty: e.ty };
        }
    }
    e
}

/// The usual arithmetic conversions of two scalar types (C11 6.3.1.8): `double` if either is,
/// else `float` if either is, else the integer rules.
pub fn usual_scalar(a: &Type, b: &Type) -> Option<Type> {
    use crate::ir::FloatTy;
    Some(match (a, b) {
        (Type::Float(FloatTy::F64), Type::Int(_) | Type::Float(_))
        | (Type::Int(_) | Type::Float(_), Type::Float(FloatTy::F64)) => Type::Float(FloatTy::F64),
        (Type::Float(_), Type::Int(_) | Type::Float(_)) | (Type::Int(_), Type::Float(_)) => {
            Type::Float(FloatTy::F32)
        }
        (Type::Int(x), Type::Int(y)) => Type::Int(usual_arith(*x, *y)),
        _ => return None,
    })
}

/// An `int` that is 0 or 1 by construction.
fn is_boolean(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Binary(op, ..) => {
            op.is_comparison() || matches!(op, BinOp::LogAnd | BinOp::LogOr)
        }
        ExprKind::Unary(UnOp::LogNot, _) => true,
        ExprKind::Const(v) => e.ty == Type::Int(IntTy::INT) && *v <= 1,
        _ => false,
    }
}

/// A condition as an `int` 0/1: C tests scalars with `!= 0`.
pub fn cond(e: Expr) -> Expr {
    if is_boolean(&e) {
        return e;
    }
    if let Type::Float(_) = e.ty {
        let zero = Expr { kind: ExprKind::Const(0), ty: e.ty.clone() };
        let c = Expr {
            kind: ExprKind::Binary(BinOp::Ne, Box::new(e), Box::new(zero)),
            ty: Type::Int(IntTy::INT),
        };
        return fold_float(c);
    }
    let t = e.ty.as_int();
    binary(BinOp::Ne, e, Expr::constant(t, 0), IntTy::INT)
}

/// The negation of a condition (`cond` form), flipping comparisons rather than wrapping them.
pub fn negate(c: Expr) -> Expr {
    let c = cond(c);
    if let ExprKind::Binary(op, a, b) = &c.kind {
        // `!(a < b)` is not `a >= b` for floats (both are false when one is NaN).
        let ordered = !matches!(op, BinOp::Eq | BinOp::Ne);
        let ordered_float = matches!(a.ty, Type::Float(_)) && ordered;
        // A pointer order keeps its operator, which `--pointer-check` names as written.
        let ordered_pointer = matches!(a.ty, Type::Pointer(_)) && ordered;
        let flipped = op.negated_comparison().filter(|_| !ordered_float && !ordered_pointer);
        if let Some(f) = flipped {
            return Expr { kind: ExprKind::Binary(f, a.clone(), b.clone()), ty: c.ty };
        }
    }
    if let ExprKind::Unary(UnOp::LogNot, inner) = &c.kind {
        return cond((**inner).clone());
    }
    unary(UnOp::LogNot, c, IntTy::INT)
}

fn compound_op(op: &BinaryOperator) -> Option<BinaryOperator> {
    use BinaryOperator::*;
    Some(match op {
        AssignMultiply => Multiply,
        AssignDivide => Divide,
        AssignModulo => Modulo,
        AssignPlus => Plus,
        AssignMinus => Minus,
        AssignShiftLeft => ShiftLeft,
        AssignShiftRight => ShiftRight,
        AssignBitwiseAnd => BitwiseAnd,
        AssignBitwiseXor => BitwiseXor,
        AssignBitwiseOr => BitwiseOr,
        _ => return None,
    })
}

fn is_assignment(op: &BinaryOperator) -> bool {
    *op == BinaryOperator::Assign || compound_op(op).is_some()
}

/// The IR operator of a C arithmetic, bitwise or comparison operator other than the shifts,
/// and whether it is a comparison (an `int` result).
pub fn binop_of(op: &BinaryOperator) -> Option<(BinOp, bool)> {
    use BinaryOperator::*;
    Some(match op {
        Multiply => (BinOp::Mul, false),
        Divide => (BinOp::Div, false),
        Modulo => (BinOp::Rem, false),
        Plus => (BinOp::Add, false),
        Minus => (BinOp::Sub, false),
        BitwiseAnd => (BinOp::BitAnd, false),
        BitwiseXor => (BinOp::BitXor, false),
        BitwiseOr => (BinOp::BitOr, false),
        Less => (BinOp::Lt, true),
        Greater => (BinOp::Gt, true),
        LessOrEqual => (BinOp::Le, true),
        GreaterOrEqual => (BinOp::Ge, true),
        Equals => (BinOp::Eq, true),
        NotEquals => (BinOp::Ne, true),
        _ => return None,
    })
}

/// The arithmetic, bitwise or comparison operation `a op b` with C's conversions.
pub fn arith(op: &BinaryOperator, a: Expr, b: Expr) -> Expr {
    use BinaryOperator::*;
    let (ta, tb) = (a.ty.as_int(), b.ty.as_int());
    let (bop, is_cmp) = match op {
        ShiftLeft | ShiftRight => {
            // Both operands at the promoted left type (the IR's shift convention).
            let p = promote(ta);
            let bop = if *op == ShiftLeft { BinOp::Shl } else { BinOp::Shr };
            return binary(bop, cast(a, p), cast(b, p), p);
        }
        _ => binop_of(op).unwrap_or_else(|| unreachable!("not an arithmetic operator: {op:?}")),
    };
    let t = usual_arith(ta, tb);
    binary(bop, cast(a, t), cast(b, t), if is_cmp { IntTy::INT } else { t })
}

impl<'a> Lower<'a> {
    /// The value of `e` (possibly `void` or an array); its side effects are emitted first.
    pub fn rvalue(&mut self, e: &Node<Expression>) -> Result<Expr> {
        self.expr(e, true)
    }

    /// Evaluates `e` for its side effects only.
    pub fn effect(&mut self, e: &Node<Expression>) -> Result<()> {
        let v = self.expr(e, false)?;
        // A discarded value is still evaluated: `x / y;` divides (and `--div-by-zero-check`
        // checks it), `p->f;` dereferences. Assigned to a temporary nothing reads, it costs
        // nothing unless a check reads it.
        let evaluates = matches!(
            v.kind,
            ExprKind::Binary(..)
                | ExprKind::Unary(..)
                | ExprKind::Deref(_)
                | ExprKind::Index(..)
                | ExprKind::Cast(_)
                | ExprKind::Ite(..)
                | ExprKind::Math(..)
        );
        if evaluates
            && matches!(v.ty, Type::Int(_) | Type::Float(_) | Type::Pointer(_) | Type::Struct(_))
        {
            let t = self.temp(v.ty.clone());
            self.emit(InstrKind::Assign(Place::Var(t), v));
        }
        Ok(())
    }

    /// The value of an expression that must be an integer.
    pub fn int_rvalue(&mut self, e: &Node<Expression>) -> Result<Expr> {
        let v = self.rvalue(e)?;
        self.check_int(v, e.span.start)
    }

    /// The value of an expression that must be an integer or a float.
    pub fn scalar_rvalue(&mut self, e: &Node<Expression>) -> Result<Expr> {
        let v = self.rvalue(e)?;
        self.check_scalar(v, e.span.start)
    }

    /// `v` if it is an integer or a float (`scalar_rvalue` of a value already lowered).
    pub(crate) fn scalar_rvalue_of(&self, v: Expr, offset: usize) -> Result<Expr> {
        self.check_scalar(v, offset)
    }

    /// `v` if it is an integer or a float.
    fn check_scalar(&self, v: Expr, offset: usize) -> Result<Expr> {
        match v.ty {
            Type::Float(_) => Ok(v),
            _ => self.check_int(v, offset),
        }
    }

    fn check_int(&self, v: Expr, offset: usize) -> Result<Expr> {
        match v.ty {
            Type::Int(_) => Ok(v),
            Type::Float(_) => {
                Err(self.invalid(offset, "floating-point value where an integer is required"))
            }
            Type::Array(..) => {
                Err(self.unsupported(offset, "array used as a value (conversion to a pointer)"))
            }
            // gcc's C front end rejects a vector as a condition or an operand of `!`, `&&`, `||`.
            Type::Struct(d) if d.vector => Err(self.invalid(
                offset,
                format!("used vector type `{}` where scalar is required", d.name),
            )),
            Type::Struct(_) => {
                Err(self.unsupported(offset, "struct value where a scalar is expected"))
            }
            Type::Pointer(_) => Err(self.unsupported(offset, "pointer used as an integer")),
            Type::Void => Err(self.invalid(offset, "void value not ignored as it ought to be")),
            Type::Function(_) => Err(self.invalid(offset, "function used as a value")),
            Type::Opaque(name) => {
                Err(self.invalid(offset, format!("use of incomplete type `{name}`")))
            }
        }
    }

    /// The truth value of a condition, as an `int` 0/1.
    pub fn truth(&mut self, e: &Node<Expression>) -> Result<Expr> {
        // A string literal is an array whose address is never null (`assert(x && "why")`).
        if let Expression::StringLiteral(_) = &e.node {
            return Ok(Expr::constant(IntTy::INT, 1));
        }
        let v = self.rvalue(e)?;
        let v = self.decay(v);
        if super::complex::is_complex(&v.ty) {
            return Ok(self.complex_truth(v));
        }
        if let Type::Pointer(_) = v.ty {
            let null = Expr { kind: ExprKind::Const(0), ty: v.ty.clone() };
            return Ok(Expr {
                kind: ExprKind::Binary(BinOp::Ne, Box::new(v), Box::new(null)),
                ty: Type::Int(IntTy::INT),
            });
        }
        Ok(cond(self.check_scalar(v, e.span.start)?))
    }

    /// An array designator used as a value becomes a pointer to its first element.
    pub fn decay(&mut self, e: Expr) -> Expr {
        let Type::Array(elem, _) = &e.ty else { return e };
        let Some(p) = expr_place(&e) else { return e };
        if let Some(Var::Local(_)) = p.root() {
            self.f.locals_escape = true;
        }
        let first = Place::Index(Box::new(p), Expr::constant(IntTy::LONG, 0));
        Expr { kind: ExprKind::AddrOf(Box::new(first)), ty: Type::Pointer(elem.clone()) }
    }

    /// `p + i` for a pointer `p` and an integer `i` (in elements).
    pub fn ptr_add(&self, p: Expr, i: Expr, off: usize) -> Result<Expr> {
        let p = self.complete_pointee(p);
        let Type::Pointer(t) = &p.ty else {
            return Err(Error::internal("ptr_add of a non-pointer"));
        };
        // GNU C: arithmetic on `void *` counts bytes.
        let size = if **t == Type::Void { Some(1) } else { size_of(t) };
        let Some(size) = size else {
            return Err(self.invalid(off, "arithmetic on a pointer to an incomplete type"));
        };
        let i = cast(i, IntTy::LONG);
        if i.as_const() == Some(0) {
            return Ok(p);
        }
        let bytes =
            binary(BinOp::Mul, i, Expr::constant(IntTy::LONG, i128::from(size)), IntTy::LONG);
        let ty = p.ty.clone();
        Ok(Expr { kind: ExprKind::PtrAdd(Box::new(p), Box::new(bytes)), ty })
    }

    /// Binary `+ - < <= > >= == !=` where an operand is a pointer.
    fn pointer_arith(&mut self, op: &BinaryOperator, a: Expr, b: Expr, off: usize) -> Result<Expr> {
        use BinaryOperator::*;
        let (pa, pb) = (matches!(a.ty, Type::Pointer(_)), matches!(b.ty, Type::Pointer(_)));
        match op {
            Plus if pa && b.ty.int().is_some() => self.ptr_add(a, b, off),
            Plus if pb && a.ty.int().is_some() => self.ptr_add(b, a, off),
            Minus if pa && b.ty.int().is_some() => {
                let t = promote(b.ty.as_int());
                let neg = unary(UnOp::Neg, cast(cast(b, t), IntTy::LONG), IntTy::LONG);
                self.ptr_add(a, neg, off)
            }
            Minus if pa && pb => {
                // The element size of the completed struct: `n.next - base` with `next` declared
                // inside `struct n` once divided by 1 (the opaque type's stand-in).
                let a = self.complete_pointee(a);
                let Type::Pointer(t) = &a.ty else { unreachable!() };
                // GNU C: `void *` differences count bytes; gcc's empty struct divides by 1.
                let size = if **t == Type::Void { Some(1) } else { size_of(t) };
                let Some(size) = size.map(|s| s.max(1)) else {
                    return Err(self.invalid(off, "arithmetic on a pointer to an incomplete type"));
                };
                // The byte distance `(char *)a - (char *)b`, which symbolic execution defines
                // within one object only (`Symex::pointer_relation`).
                let bytes = Type::Pointer(Box::new(Type::Int(IntTy::CHAR)));
                let as_bytes = |e: Expr| match &e.ty {
                    Type::Pointer(t) if t.size() == Some(1) && t.int().is_some() => e,
                    _ => Expr { kind: ExprKind::Cast(Box::new(e)), ty: bytes.clone() },
                };
                let diff = Expr {
                    kind: ExprKind::Binary(
                        BinOp::Sub,
                        Box::new(as_bytes(a)),
                        Box::new(as_bytes(b)),
                    ),
                    ty: Type::Int(IntTy::LONG),
                };
                Ok(binary(
                    BinOp::Div,
                    diff,
                    Expr::constant(IntTy::LONG, i128::from(size)),
                    IntTy::LONG,
                ))
            }
            Less | Greater | LessOrEqual | GreaterOrEqual | Equals | NotEquals => {
                let vp = Type::Pointer(Box::new(Type::Void));
                let a = self.convert(a, &vp, off).map_err(|_| {
                    self.unsupported(off, "comparison of a pointer with an integer")
                })?;
                let b = self.convert(b, &vp, off).map_err(|_| {
                    self.unsupported(off, "comparison of a pointer with an integer")
                })?;
                let bop = match op {
                    Less => BinOp::Lt,
                    Greater => BinOp::Gt,
                    LessOrEqual => BinOp::Le,
                    GreaterOrEqual => BinOp::Ge,
                    Equals => BinOp::Eq,
                    _ => BinOp::Ne,
                };
                Ok(Expr {
                    kind: ExprKind::Binary(bop, Box::new(a), Box::new(b)),
                    ty: Type::Int(IntTy::INT),
                })
            }
            _ => Err(self.unsupported(off, format!("operator {op:?} on pointers"))),
        }
    }

    /// A pointer-typed value (arrays decay).
    pub fn ptr_rvalue(&mut self, e: &Node<Expression>) -> Result<Expr> {
        let v = self.rvalue(e)?;
        self.pointer_value(v, e.span.start)
    }

    /// `v` as a pointer (an array decays), or the error of a value that is none.
    fn pointer_value(&mut self, v: Expr, off: usize) -> Result<Expr> {
        let v = self.decay(v);
        match v.ty {
            Type::Pointer(_) => Ok(self.complete_pointee(v)),
            _ => {
                Err(self.invalid(off, "invalid type argument of unary `*` or `->` (not a pointer)"))
            }
        }
    }

    /// `(T){ ... }` in a function: an unnamed object of the enclosing block, initialized where
    /// the literal is evaluated (C11 6.5.2.5); at file scope, an unnamed object with static
    /// storage (one per literal, however often its type is asked for).
    fn compound_literal(
        &mut self,
        c: &Node<lang_c::ast::CompoundLiteral>,
        off: usize,
    ) -> Result<(Var, Type)> {
        let init =
            Node::new(lang_c::ast::Initializer::List(c.node.initializer_list.clone()), c.span);
        let ty = self.type_name(&c.node.type_name)?;
        let ty = self.complete_array_type(ty, Some(&init))?;
        let ty =
            ty.to_ir().map_err(|w| self.unsupported(off, format!("compound literal of {w}")))?;
        if ty == Type::Void {
            return Err(self.invalid(off, "compound literal of type void"));
        }
        if !self.f.in_function {
            let key = (self.text().as_ptr() as usize, off);
            if let Some(&g) = self.ctx.file_literals.get(&key) {
                return Ok((Var::Global(g), ty));
            }
            let g = self.new_global("$compound_literal", ty.clone(), off);
            self.ctx.file_literals.insert(key, g);
            let loc = self.loc_at(off);
            self.init_static(g, &ty, &init, loc)?;
            return Ok((Var::Global(g), ty));
        }
        let v = self.new_local("$compound_literal", ty.clone());
        self.scope_mut().locals.push(v);
        self.emit(InstrKind::Decl(v));
        self.init_local(v, &ty, &init)?;
        Ok((v, ty))
    }

    /// A pointer to a struct that was incomplete where its type was formed (`Type::Opaque`,
    /// `struct node *next` inside `struct node`), converted to a pointer to the completed
    /// struct if there is one now; other pointers as they are.
    pub fn complete_pointee(&self, p: Expr) -> Expr {
        let Type::Pointer(t) = &p.ty else { return p };
        let Type::Opaque(name) = &**t else { return p };
        let Some((_, tag)) = name.split_once(' ') else { return p };
        let Some(super::scope::Tag::Record(cell)) = self.lookup_tag(tag) else { return p };
        let full = match cell.borrow().as_ref().map(CType::to_ir) {
            Some(Ok(t)) => t,
            _ => return p,
        };
        Expr { kind: ExprKind::Cast(Box::new(p)), ty: Type::Pointer(Box::new(full)) }
    }

    fn deref(&self, p: Expr, off: usize) -> Result<Expr> {
        if let Type::Pointer(t) = &p.ty {
            if let Type::Opaque(name) = &**t {
                return Err(self.unsupported(
                    off,
                    format!("dereference of a pointer to `{name}`, which is incomplete here"),
                ));
            }
        }
        let Type::Pointer(t) = &p.ty else { return Err(Error::internal("deref of a non-pointer")) };
        if **t == Type::Void {
            return Err(self.invalid(off, "dereferencing a `void *` pointer"));
        }
        if let Type::Function(_) = **t {
            return Err(
                self.unsupported(off, "a dereferenced function pointer used other than in a call")
            );
        }
        let ty = (**t).clone();
        Ok(Expr { kind: ExprKind::Deref(Box::new(p)), ty })
    }

    /// Stores a non-constant value in a temporary, so that later side effects cannot change it.
    pub fn spill(&mut self, e: Expr) -> Expr {
        if is_const(&e) || e.ty == Type::Void {
            return e;
        }
        let ty = e.ty.clone();
        let t = self.temp(ty.clone());
        self.emit(InstrKind::Assign(Place::Var(t), e));
        Expr::var(t, ty)
    }

    /// Value of a constant expression (`None` if it is not one).
    pub fn const_expr(&mut self, e: &Node<Expression>) -> Result<Option<Expr>> {
        let snap = self.snapshot();
        self.dry_run += 1;
        let r = self.rvalue(e);
        self.dry_run -= 1;
        let emitted = self.f.body.len() > snap.body;
        self.rollback(snap);
        let v = r?;
        if emitted {
            return Ok(None);
        }
        let (Type::Int(_) | Type::Float(_)) = v.ty else { return Ok(None) };
        match consteval::eval(&v) {
            Ok(raw) => Ok(Some(Expr { kind: ExprKind::Const(raw), ty: v.ty })),
            // `__int128` arithmetic on constants, which `consteval` leaves to symbolic
            // execution: the expression itself (a static initializer assigns it at load time).
            Err(NotConst::Variable) if consteval::is_wide(&v) && of_constants(&v) => Ok(Some(v)),
            Err(NotConst::Variable) => Ok(None),
            Err(NotConst::DivByZero) => {
                Err(self.invalid(e.span.start, "division by zero in a constant expression"))
            }
        }
    }

    /// Value and type of an integer constant expression.
    pub fn const_value(&mut self, e: &Node<Expression>) -> Result<Option<(i128, IntTy)>> {
        Ok(self.const_expr(e)?.and_then(|c| consteval::value(&c).map(|v| (v, c.ty.as_int()))))
    }

    /// The type of `e`, which is not evaluated (`sizeof`, `typeof`).
    pub fn type_of(&mut self, e: &Node<Expression>) -> Result<Type> {
        Ok(self.dry_expr(e)?.ty)
    }

    /// The value of `e` without its effects (for its type).
    /// The variable holding the size in bytes of the variable-length array `e` names, if it
    /// names one.
    pub(crate) fn vla_size(&self, e: &Node<Expression>) -> Option<Var> {
        let Expression::Identifier(id) = &e.node else { return None };
        match self.lookup(&id.node.name) {
            Some(Sym::Var(v, _)) => self.f.vlas.get(v).copied(),
            _ => None,
        }
    }

    pub fn dry_expr(&mut self, e: &Node<Expression>) -> Result<Expr> {
        let snap = self.snapshot();
        self.dry_run += 1;
        let r = self.expr(e, true);
        self.dry_run -= 1;
        self.rollback(snap);
        r
    }

    /// Whether `e` designates a bit-field member (its type is not a C type of its own).
    pub(crate) fn names_bit_field(&mut self, e: &Node<Expression>) -> Result<bool> {
        let x = self.dry_expr(e)?;
        Ok(matches!(&x.kind, ExprKind::Index(b, k) if is_bit_field_of(&b.ty, k)))
    }

    /// Whether the place is a bit-field member.
    fn is_bit_field_place(&self, p: &Place) -> bool {
        match p {
            Place::Index(base, k) => is_bit_field_of(&self.place_expr(base).ty, k),
            _ => false,
        }
    }

    fn expr(&mut self, e: &Node<Expression>, want: bool) -> Result<Expr> {
        let off = e.span.start;
        match &e.node {
            // `(void) argv;` reads nothing: not a use of what we do not model.
            Expression::Identifier(id) if !want && self.lookup(&id.node.name).is_some() => {
                Ok(void_value())
            }
            Expression::Identifier(id) => self.identifier(&id.node.name, off),
            Expression::Constant(c) => self.constant(&c.node, off),
            Expression::StringLiteral(s) => self.string_literal(&s.node, off),
            Expression::Call(c) => self.call(c, off, want),
            Expression::SizeOfTy(t) => {
                let ty = self.sizeof_type_name(&t.node.0)?;
                if let Some(bytes) = self.vla_bytes(&ty, off)? {
                    return Ok(bytes);
                }
                let ty = self.sizeof_type(ty, off)?;
                self.size_const(size_of(&ty), off)
            }
            Expression::SizeOfVal(v) => {
                if super::float::long_double_literal(&v.node.0) {
                    return Err(self.unsupported(off, "`sizeof` of a `long double` constant"));
                }
                if let Some(size) = self.vla_size(&v.node.0) {
                    return Ok(Expr::var(size, Type::Int(IntTy::ULONG)));
                }
                if let Expression::StringLiteral(s) = &v.node.0.node {
                    let (units, elem) =
                        literal::string_units(&s.node).map_err(|m| self.unsupported(off, m))?;
                    return Ok(Expr::constant(
                        IntTy::ULONG,
                        (units.len() as i128 + 1) * i128::from(elem.bits / 8),
                    ));
                }
                let x = self.dry_expr(&v.node.0)?;
                if let ExprKind::Index(b, k) = &x.kind {
                    if is_bit_field_of(&b.ty, k) {
                        return Err(self.invalid(off, "`sizeof` applied to a bit-field"));
                    }
                }
                let ty = x.ty;
                // GNU C: sizeof (void) is 1.
                let n = if ty == Type::Void { Some(1) } else { size_of(&ty) };
                self.size_const(n, off)
            }
            Expression::AlignOf(t) => {
                let ty = self.type_name(&t.node.0)?;
                let ty = self.sizeof_type(ty, off)?;
                // gcc's `_Alignof` says at most 16 (x86-64's biggest alignment) even of a type
                // it lays out at 32 or more (a vector of 32 bytes).
                self.size_const(align_of(&ty).map(|a| a.min(16)), off)
            }
            Expression::UnaryOperator(u) => self.unary_op(u, off, want),
            Expression::Cast(c) => self.cast_op(c, off),
            Expression::BinaryOperator(b) => self.binary_op(b, off, want),
            Expression::Conditional(c) => self.conditional(c, off, want),
            Expression::Comma(list) => {
                let Some((last, init)) = list.split_last() else { return Ok(void_value()) };
                for x in init {
                    self.effect(x)?;
                }
                self.expr(last, want)
            }
            Expression::Statement(s) => self.statement_expr(s, want),
            Expression::Member(m) => {
                let base = if m.node.operator.node == MemberOperator::Indirect {
                    let p = self.ptr_rvalue(&m.node.expression)?;
                    self.deref(p, off)?
                } else {
                    self.rvalue(&m.node.expression)?
                };
                self.member(base, m, off)
            }
            Expression::GenericSelection(_) => Err(self.unsupported(off, "_Generic selection")),
            Expression::CompoundLiteral(c) => {
                let (v, ty) = self.compound_literal(c, off)?;
                Ok(Expr::var(v, ty))
            }
            Expression::OffsetOf(o) => self.offset_of(o, off),
            Expression::VaArg(v) => self.va_arg(v, off),
        }
    }

    /// `offsetof(type, a.b[i].c)`: a constant, or with indices that are not constants (gcc), the
    /// sum of their products with the element sizes (an `unsigned long`, wrapping).
    fn offset_of(&mut self, o: &Node<OffsetOfExpression>, off: usize) -> Result<Expr> {
        let ty = self.type_name(&o.node.type_name)?;
        let mut ty = self.sizeof_type(ty, off)?;
        let d = &o.node.designator.node;
        let mut offset = 0u64;
        let mut variable: Option<Expr> = None;
        let steps =
            std::iter::once(Ok(&d.base.node.name)).chain(d.members.iter().map(|m| match &m.node {
                OffsetMember::Member(id) => Ok(&id.node.name),
                OffsetMember::IndirectMember(_) => Err(m),
                OffsetMember::Index(_) => Err(m),
            }));
        for step in steps {
            match step {
                Ok(name) => {
                    let Type::Struct(def) = &ty else {
                        return Err(
                            self.invalid(off, format!("offsetof member `{name}` of a non-struct"))
                        );
                    };
                    let path = super::layout::member_path(def, name).ok_or_else(|| {
                        self.invalid(off, format!("`{}` has no member named `{name}`", def.name))
                    })?;
                    let mut t = ty.clone();
                    for k in path {
                        let Type::Struct(d) = &t else { unreachable!() };
                        let f = &d.fields[k as usize];
                        offset += f.offset;
                        t = f.ty.clone();
                    }
                    ty = t;
                }
                Err(m) => match &m.node {
                    OffsetMember::Index(e) => {
                        let Type::Array(elem, _) = &ty else {
                            return Err(self.invalid(off, "offsetof index of a non-array"));
                        };
                        let size = size_of(elem).unwrap_or(0);
                        match self.const_value(e)? {
                            Some((i, _)) => {
                                offset = offset.wrapping_add((i as u64).wrapping_mul(size))
                            }
                            None => {
                                let i = self.int_rvalue(e)?;
                                let bytes = binary(
                                    BinOp::Mul,
                                    cast(i, IntTy::ULONG),
                                    Expr::constant(IntTy::ULONG, i128::from(size)),
                                    IntTy::ULONG,
                                );
                                variable = Some(match variable {
                                    Some(v) => binary(BinOp::Add, v, bytes, IntTy::ULONG),
                                    None => bytes,
                                });
                            }
                        }
                        ty = (**elem).clone();
                    }
                    _ => return Err(self.invalid(off, "offsetof through `->`")),
                },
            }
        }
        let constant = Expr::constant(IntTy::ULONG, i128::from(offset));
        Ok(match variable {
            Some(v) => binary(BinOp::Add, constant, v, IntTy::ULONG),
            None => constant,
        })
    }

    /// The value of a pointer into no object computed from a constant address by members and
    /// constant indices (`&((struct S *)0)->a[1].y`), if `p` is one.
    fn constant_address(&self, p: &Expr) -> Option<u64> {
        match &p.kind {
            ExprKind::Const(c) => Some(*c),
            ExprKind::Cast(inner) if matches!(inner.ty, Type::Pointer(_)) => {
                self.constant_address(inner)
            }
            ExprKind::AddrOf(place) => self.constant_place_address(place),
            ExprKind::PtrAdd(p, bytes) => {
                Some(self.constant_address(p)?.wrapping_add(bytes.as_const()?))
            }
            _ => None,
        }
    }

    fn constant_place_address(&self, place: &Place) -> Option<u64> {
        match self.constant_offset(place)? {
            (Place::Deref(p), at) => Some(self.constant_address(p)?.wrapping_add(at)),
            _ => None,
        }
    }

    /// What `place` is part of through members and constant indices (a variable, or the
    /// object a pointer points to), and its byte offset there; `None` at an index that is not
    /// a constant or at a bit-field.
    pub(crate) fn constant_offset<'p>(&self, place: &'p Place) -> Option<(&'p Place, u64)> {
        let Place::Index(base, i) = place else { return Some((place, 0)) };
        let k = i.as_const()?;
        let (root, at) = self.constant_offset(base)?;
        let delta = match self.place_expr(base).ty {
            Type::Struct(d) => d.fields.get(k as usize).filter(|f| f.bit.is_none())?.offset,
            Type::Array(e, _) => k.wrapping_mul(e.size()?),
            _ => return None,
        };
        Some((root, at.wrapping_add(delta)))
    }

    /// A function designator as a value: a pointer typed with the function's signature.
    pub fn function_value(&self, link: usize) -> Expr {
        let mut e = function_address(link);
        if let Ok(sig) = self.ctx.funcs[link].ty.to_ir() {
            e.ty = Type::Pointer(Box::new(sig));
        }
        e
    }

    /// A string literal: an unnamed `char` array with static storage.
    fn string_literal(&mut self, pieces: &[String], off: usize) -> Result<Expr> {
        let (units, elem) = literal::string_units(pieces).map_err(|m| self.unsupported(off, m))?;
        let ty = Type::Array(Box::new(Type::Int(elem)), units.len() as u64 + 1);
        if self.dry_run > 0 {
            return Ok(Expr::var(Var::Global(0), ty));
        }
        let g = self.new_global("<string literal>", ty.clone(), off);
        let loc = self.loc_at(off);
        for (i, u) in units.iter().enumerate().filter(|(_, u)| **u != 0) {
            let place = Place::Index(
                Box::new(Place::Var(Var::Global(g))),
                Expr::constant(IntTy::LONG, i as i128),
            );
            let value = cast(Expr::constant(IntTy::UINT, i128::from(*u)), elem);
            self.ctx
                .prog
                .global_init
                .push(crate::ir::Instr { kind: InstrKind::Assign(place, value), loc });
        }
        Ok(Expr::var(Var::Global(g), ty))
    }

    /// `base.name` for a struct-typed value.
    fn member(&mut self, base: Expr, m: &Node<MemberExpression>, off: usize) -> Result<Expr> {
        let path = self.member_path(&base.ty, m, off)?;
        Ok(path.into_iter().fold(base, |b, k| {
            let ty = b.ty.component(Some(k)).cloned().expect("member path");
            Expr {
                kind: ExprKind::Index(
                    Box::new(b),
                    Box::new(Expr::constant(IntTy::LONG, k as i128)),
                ),
                ty,
            }
        }))
    }

    fn member_path(&self, ty: &Type, m: &Node<MemberExpression>, off: usize) -> Result<Vec<u64>> {
        let name = &m.node.identifier.node.name;
        let Type::Struct(def) = ty else {
            return Err(self.invalid(
                off,
                format!("request for member `{name}` in something not a structure"),
            ));
        };
        super::layout::member_path(def, name).ok_or_else(|| {
            self.invalid(off, format!("`{}` has no member named `{name}`", def.name))
        })
    }

    fn sizeof_type(&self, ty: CType, off: usize) -> Result<Type> {
        match ty {
            CType::Void => Ok(Type::Void),
            CType::Function(_) => Err(self.invalid(off, "sizeof applied to a function type")),
            t => t.to_ir().map_err(|what| self.unsupported(off, format!("sizeof of {what}"))),
        }
    }

    fn size_const(&self, n: Option<u64>, off: usize) -> Result<Expr> {
        match n {
            Some(n) => Ok(Expr::constant(IntTy::ULONG, i128::from(n))),
            None => Err(self.invalid(off, "sizeof applied to an incomplete type")),
        }
    }

    /// Index and type of the global an external-linkage name resolves to.
    pub fn resolve_global(&mut self, name: &str, off: usize) -> Result<(u32, Type)> {
        let link = self.ctx.globals.get(name);
        match link {
            Some(l) if l.defined && l.id.is_some() => {
                let g = l.id.expect("checked");
                Ok((g, self.ctx.prog.globals[g as usize].ty.clone()))
            }
            Some(l) if l.bad.is_some() => {
                Err(self.unsupported(off, l.bad.clone().unwrap_or_default()))
            }
            // Declared `extern`, defined nowhere: an object whose initial value is an input
            // (CBMC's reading; the program is not complete without it).
            Some(l) if l.id.is_some() => {
                let g = l.id.expect("checked");
                if self.dry_run == 0 && !self.ctx.prog.globals[g as usize].input {
                    tracing::warn!("{}: `{name}` is declared `extern` but no input file defines it: its initial value is an input", self.where_at(off));
                    self.ctx.prog.globals[g as usize].input = true;
                }
                Ok((g, self.ctx.prog.globals[g as usize].ty.clone()))
            }
            _ => Err(self.unsupported(
                off,
                format!("`{name}` is declared `extern` but no input file defines it"),
            )),
        }
    }

    fn identifier(&mut self, name: &str, off: usize) -> Result<Expr> {
        match self.lookup(name).cloned() {
            Some(Sym::Var(v, ty)) => Ok(Expr::var(v, ty)),
            Some(Sym::Global(n)) => {
                let (g, ty) = self.resolve_global(&n, off)?;
                Ok(Expr::var(Var::Global(g), ty))
            }
            Some(Sym::Enum(v, t)) => Ok(Expr::constant(t, v)),
            Some(Sym::Func(link, _)) => Ok(self.function_value(link)),
            Some(Sym::Typedef(_)) => {
                Err(self.invalid(off, format!("unexpected type name `{name}`")))
            }
            Some(Sym::Bad(msg)) => Err(self.unsupported(off, msg)),
            // CBMC's largest allocation (`lower_alloc.rs`), a `__CPROVER_size_t`.
            None if name == "__CPROVER_max_malloc_size" => {
                Ok(Expr::constant(IntTy::ULONG, super::MAX_MALLOC_SIZE))
            }
            None if matches!(name, "__func__" | "__FUNCTION__" | "__PRETTY_FUNCTION__") => {
                Err(self.unsupported(off, format!("`{name}` (a string)")))
            }
            None => Err(self.invalid(off, format!("`{name}` undeclared"))),
        }
    }

    fn constant(&mut self, c: &Constant, off: usize) -> Result<Expr> {
        match c {
            Constant::Integer(i) if i.suffix.imaginary => {
                let mut real = i.clone();
                real.suffix.imaginary = false;
                let im = self.constant(&Constant::Integer(real), off)?;
                Ok(self.make(Expr { kind: ExprKind::Const(0), ty: im.ty.clone() }, im))
            }
            Constant::Float(f) if f.suffix.imaginary => {
                let mut real = f.clone();
                real.suffix.imaginary = false;
                let im = self.constant(&Constant::Float(real), off)?;
                Ok(self.make(Expr { kind: ExprKind::Const(0), ty: im.ty.clone() }, im))
            }
            Constant::Integer(i) => {
                let (v, t) = literal::integer(i)
                    .map_err(|m| Error::at(ErrorKind::Unsupported, self.where_at(off), m))?;
                Ok(Expr { kind: ExprKind::Const(v), ty: Type::Int(t) })
            }
            Constant::Character(s) => {
                let (v, t) = literal::character(s).map_err(|m| self.unsupported(off, m))?;
                Ok(Expr::constant(t, v))
            }
            Constant::Float(f) => {
                let (bits, ty) = super::float::literal(f).map_err(|m| self.unsupported(off, m))?;
                Ok(Expr { kind: ExprKind::Const(bits), ty: Type::Float(ty) })
            }
        }
    }

    fn unary_op(
        &mut self,
        u: &Node<UnaryOperatorExpression>,
        off: usize,
        want: bool,
    ) -> Result<Expr> {
        let operand = &u.node.operand;
        match u.node.operator.node {
            UnaryOperator::PostIncrement => self.incdec(operand, true, true, want),
            UnaryOperator::PostDecrement => self.incdec(operand, false, true, want),
            UnaryOperator::PreIncrement => self.incdec(operand, true, false, want),
            UnaryOperator::PreDecrement => self.incdec(operand, false, false, want),
            UnaryOperator::Address => {
                if self.vla_size(operand).is_some() {
                    return Err(self.unsupported(off, "address of a variable-length array"));
                }
                if let Expression::Identifier(id) = &operand.node {
                    if let Some(Sym::Func(link, _)) = self.lookup(&id.node.name) {
                        let link = *link;
                        return Ok(self.function_value(link));
                    }
                }
                let p = self.lvalue(operand)?;
                if self.is_bit_field_place(&p) {
                    return Err(self.invalid(off, "cannot take the address of a bit-field"));
                }
                if let Some(Var::Local(_)) = p.root() {
                    self.f.locals_escape = true;
                }
                let ty = self.place_expr(&p).ty;
                Ok(Expr { kind: ExprKind::AddrOf(Box::new(p)), ty: Type::Pointer(Box::new(ty)) })
            }
            UnaryOperator::Indirection => {
                let p = self.ptr_rvalue(operand)?;
                if !want && p.ty == Type::Pointer(Box::new(Type::Void)) {
                    // `*p;` with `p` a `void *` (gcc warns): nothing is read, but the pointer
                    // checks see the dereference of its first byte.
                    let byte = Expr {
                        kind: ExprKind::Cast(Box::new(p)),
                        ty: Type::Pointer(Box::new(Type::Int(IntTy::UCHAR))),
                    };
                    let v = self.deref(byte, off)?;
                    self.spill(v);
                    return Ok(void_value());
                }
                self.deref(p, off)
            }
            ref op @ (UnaryOperator::Plus | UnaryOperator::Minus | UnaryOperator::Complement)
                if self.is_complex_operand(operand)? =>
            {
                let x = self.rvalue(operand)?;
                Ok(self.complex_unary(op.clone(), x))
            }
            UnaryOperator::Plus | UnaryOperator::Minus | UnaryOperator::Complement => {
                let op = u.node.operator.node.clone();
                let x = self.rvalue(operand)?;
                if x.ty.vector().is_some() {
                    return self.vector_unary(op, x, off);
                }
                if matches!(x.ty, Type::Float(_)) && op != UnaryOperator::Complement {
                    if op == UnaryOperator::Plus {
                        return Ok(x);
                    }
                    let ty = x.ty.clone();
                    return Ok(fold_float(Expr {
                        kind: ExprKind::Unary(UnOp::Neg, Box::new(x)),
                        ty,
                    }));
                }
                let x = self.check_int(x, operand.span.start)?;
                let p = promote(x.ty.as_int());
                if op == UnaryOperator::Plus {
                    return Ok(cast(x, p));
                }
                let op = if u.node.operator.node == UnaryOperator::Minus {
                    UnOp::Neg
                } else {
                    UnOp::BitNot
                };
                Ok(unary(op, cast(x, p), p))
            }
            UnaryOperator::Negate => {
                let t = self.truth(operand)?;
                // --cover: `!c` stays a negation, so the condition c is the source's.
                if self.ctx.coverage && !matches!(t.kind, ExprKind::Const(_)) {
                    return Ok(unary(UnOp::LogNot, t, IntTy::INT));
                }
                Ok(match t.kind {
                    ExprKind::Binary(BinOp::Ne, a, b) if matches!(a.ty, Type::Pointer(_)) => {
                        Expr { kind: ExprKind::Binary(BinOp::Eq, a, b), ty: t.ty }
                    }
                    kind => negate(Expr { kind, ty: t.ty }),
                })
            }
        }
    }

    /// `p = new(p)` as `++`/`--` do: the value is the old one for a postfix operator
    /// (`post`), the stored one otherwise.
    fn update_place(
        &mut self,
        p: &Place,
        post: bool,
        want: bool,
        new: impl FnOnce(&mut Self, Expr) -> Result<Expr>,
    ) -> Result<Expr> {
        let cur = self.place_expr(p);
        let old = if post && want { self.spill(cur.clone()) } else { cur.clone() };
        let v = new(self, cur)?;
        let stored = self.store(p, v, want && !post);
        Ok(if post && want { old } else { stored })
    }

    fn incdec(
        &mut self,
        operand: &Node<Expression>,
        inc: bool,
        post: bool,
        want: bool,
    ) -> Result<Expr> {
        let p = self.lvalue(operand)?;
        let off = operand.span.start;
        let op = if inc { BinaryOperator::Plus } else { BinaryOperator::Minus };
        let ty = self.place_expr(&p).ty;
        if ty.vector().is_some() {
            // gcc: every element incremented (or decremented) by one.
            return self.update_place(&p, post, want, |me, cur| {
                me.vector_binary(&op, cur, Expr::constant(IntTy::INT, 1), off)
            });
        }
        if super::complex::is_complex(&ty) {
            // gcc: the real part.
            return self.update_place(&p, post, want, |me, cur| {
                let v = me.complex_binary(&op, cur, Expr::constant(IntTy::INT, 1), off)?;
                me.convert(v, &ty, off)
            });
        }
        match ty {
            Type::Float(ft) => {
                return self.update_place(&p, post, want, |me, cur| {
                    me.float_arith(&op, cur, crate::frontend::float::one(ft), off)
                })
            }
            Type::Pointer(_) => {
                let step = Expr::constant(IntTy::LONG, if inc { 1 } else { -1 });
                return self.update_place(&p, post, want, |me, cur| me.ptr_add(cur, step, off));
            }
            _ => {}
        }
        let cur = self.check_int(self.place_expr(&p), operand.span.start)?;
        let t = cur.ty.as_int();
        let old = if post && want { self.spill(cur.clone()) } else { cur.clone() };
        let pt = promote(t);
        let op = if inc { BinOp::Add } else { BinOp::Sub };
        // One in the operand's type (`1 << F` in a fixed-point one).
        let one = cast(Expr::constant(IntTy::INT, 1), pt);
        let new = cast(binary(op, cast(cur, pt), one, pt), t);
        let stored = self.store(&p, new, want && !post);
        Ok(if post && want { old } else { stored })
    }

    fn cast_op(&mut self, c: &Node<CastExpression>, off: usize) -> Result<Expr> {
        match self.type_name(&c.node.type_name)? {
            CType::Void => {
                self.effect(&c.node.expression)?;
                Ok(void_value())
            }
            CType::Int(t) => {
                let x = self.rvalue(&c.node.expression)?;
                if x.ty.vector().is_some() {
                    return self.reinterpret(x, &Type::Int(t), off);
                }
                let x = self.decay(x);
                if super::complex::is_complex(&x.ty) {
                    return self.complex_convert(x, &Type::Int(t), off);
                }
                if let Type::Pointer(_) = x.ty {
                    // `(long)&((struct S *)0)->m`, the classic `offsetof`: a constant.
                    if let Some(addr) = self.constant_address(&x) {
                        return Ok(cast(Expr::constant(IntTy::ULONG, i128::from(addr)), t));
                    }
                    return Ok(integer_from_pointer(x, t));
                }
                let x = self.check_scalar(x, c.node.expression.span.start)?;
                Ok(cast_to(x, &Type::Int(t)))
            }
            CType::Float(name) if matches!(name, "float" | "double") => {
                let x = self.rvalue(&c.node.expression)?;
                let x = self.complex_to_real(x);
                let x = self.check_scalar(x, c.node.expression.span.start)?;
                let to = CType::Float(name).to_ir().map_err(|w| self.unsupported(off, w))?;
                Ok(cast_to(x, &to))
            }
            CType::Pointer(_) => {
                let to = self
                    .type_name(&c.node.type_name)?
                    .to_ir()
                    .map_err(|w| self.unsupported(off, format!("cast to {w}")))?;
                let x = self.rvalue(&c.node.expression)?;
                let x = self.decay(x);
                if let (Type::Pointer(from), Type::Pointer(pointee)) = (&x.ty, &to) {
                    if **from == Type::Void {
                        self.alloc_converted(&x, pointee);
                    }
                }
                match &x.ty {
                    // (Its pointee may be an enumeration's underlying type or the enumeration.)
                    Type::Pointer(_) if x.ty == to => Ok(Expr { ty: to, ..x }),
                    Type::Pointer(_) => Ok(Expr { kind: ExprKind::Cast(Box::new(x)), ty: to }),
                    Type::Int(_) if x.as_const() == Some(0) => {
                        Ok(Expr { kind: ExprKind::Const(0), ty: to })
                    }
                    Type::Int(t) if !t.is_fixed() => Ok(pointer_from_integer(x, &to)),
                    _ => Err(self.unsupported(off, "cast of a non-integer to a pointer")),
                }
            }
            CType::Struct(def) if def.vector => {
                let x = self.rvalue(&c.node.expression)?;
                self.reinterpret(x, &Type::Struct(def), off)
            }
            CType::Struct(def) if super::complex::is_complex(&Type::Struct(def.clone())) => {
                let x = self.rvalue(&c.node.expression)?;
                self.complex_convert(x, &Type::Struct(def), off)
            }
            // gcc's cast to a union: the union whose member of the operand's type holds it.
            CType::Struct(def) if def.is_union => {
                let x = self.rvalue(&c.node.expression)?;
                let x = self.decay(x);
                let Some(k) = def.fields.iter().position(|f| f.ty == x.ty && f.bit.is_none())
                else {
                    return Err(self.invalid(
                        off,
                        format!("cast to {} from a type not present in the union", def.name),
                    ));
                };
                let ty = Type::Struct(def.clone());
                let t = self.temp(ty.clone());
                let member =
                    Place::Index(Box::new(Place::Var(t)), Expr::constant(IntTy::LONG, k as i128));
                self.emit(InstrKind::Assign(member, x));
                Ok(Expr::var(t, ty))
            }
            other => {
                let what = other.to_ir().err().unwrap_or_else(|| other.to_string());
                Err(self.unsupported(off, format!("cast to {what}")))
            }
        }
    }

    fn binary_op(
        &mut self,
        b: &Node<BinaryOperatorExpression>,
        off: usize,
        want: bool,
    ) -> Result<Expr> {
        let op = &b.node.operator.node;
        let (lhs, rhs) = (&b.node.lhs, &b.node.rhs);
        match op {
            BinaryOperator::Index => {
                let p = self.lvalue_at(b, off)?;
                Ok(self.place_expr(&p))
            }
            _ if is_assignment(op) => self.assign(op, lhs, rhs, want),
            BinaryOperator::LogicalAnd | BinaryOperator::LogicalOr => {
                self.logical(*op == BinaryOperator::LogicalAnd, lhs, rhs, want)
            }
            _ => {
                let a = self.rvalue(lhs)?;
                let a = self.decay(a);
                let a = self.protect(a, rhs);
                let b = self.rvalue(rhs)?;
                let b = self.decay(b);
                self.long_double_operands(op, (lhs, &a), (rhs, &b), off)?;
                if a.ty.vector().is_some() || b.ty.vector().is_some() {
                    return self.vector_binary(op, a, b, off);
                }
                if matches!(a.ty, Type::Pointer(_)) || matches!(b.ty, Type::Pointer(_)) {
                    return self.pointer_arith(op, a, b, off);
                }
                if super::complex::is_complex(&a.ty) || super::complex::is_complex(&b.ty) {
                    return self.complex_binary(op, a, b, off);
                }
                let a = self.check_scalar(a, lhs.span.start)?;
                let b = self.check_scalar(b, rhs.span.start)?;
                if matches!(a.ty, Type::Float(_)) || matches!(b.ty, Type::Float(_)) {
                    return self.float_arith(op, a, b, off);
                }
                if super::fixed::either_fixed(&a, &b) {
                    return self.fixed_arith(op, a, b, off);
                }
                Ok(arith(op, a, b))
            }
        }
    }

    /// A `long double` constant (lowered as the double of its value, `float::literal`) is
    /// exact where it is compared with a float or with an integer of at most 53 bits; any
    /// other operation on it would be `long double` arithmetic, which is not modelled.
    fn long_double_operands(
        &self,
        op: &BinaryOperator,
        a: (&Node<Expression>, &Expr),
        b: (&Node<Expression>, &Expr),
        off: usize,
    ) -> Result<()> {
        use BinaryOperator::*;
        for ((node, _), (_, other)) in [(a, b), (b, a)] {
            if !super::float::long_double_literal(node) {
                continue;
            }
            let comparison =
                matches!(op, Less | Greater | LessOrEqual | GreaterOrEqual | Equals | NotEquals);
            let exact_other = match &other.ty {
                Type::Float(_) => true,
                Type::Int(t) => t.bits <= 53 && !t.is_fixed(),
                _ => false,
            };
            if !(comparison && exact_other) {
                return Err(self.unsupported(
                    off,
                    "`long double` arithmetic (a `long double` constant as an operand)",
                ));
            }
        }
        Ok(())
    }

    /// The assignment conversion of `v` to `to` (C11 6.5.16.1).
    pub fn convert(&mut self, v: Expr, to: &Type, off: usize) -> Result<Expr> {
        let v = if let Type::Pointer(_) = to { self.decay(v) } else { v };
        if let (Type::Pointer(from), Type::Pointer(pointee)) = (&v.ty, to) {
            if **from == Type::Void {
                self.alloc_converted(&v, pointee);
            }
        }
        if (super::complex::is_complex(&v.ty) || super::complex::is_complex(to)) && v.ty != *to {
            return self.complex_convert(v, to, off);
        }
        match (&v.ty, to) {
            (Type::Int(_), Type::Int(t)) => Ok(cast(v, *t)),
            (Type::Int(_) | Type::Float(_), Type::Int(_) | Type::Float(_)) => Ok(cast_to(v, to)),
            (Type::Pointer(_), Type::Int(t)) if t.is_bool() => {
                let null = Expr { kind: ExprKind::Const(0), ty: v.ty.clone() };
                Ok(Expr { kind: ExprKind::Binary(BinOp::Ne, Box::new(v), Box::new(null)), ty: Type::Int(IntTy::INT) })
                    .map(|e| cast(e, *t))
            }
            (Type::Pointer(_), Type::Pointer(_)) if v.ty != *to => Ok(Expr { kind: ExprKind::Cast(Box::new(v)), ty: to.clone() }),
            (Type::Int(_), Type::Pointer(_)) if v.as_const() == Some(0) => Ok(Expr { kind: ExprKind::Const(0), ty: to.clone() }),
            // gcc (before 14) converts as a cast would, with a warning (-Wint-conversion).
            (Type::Int(t), Type::Pointer(_)) if !t.is_fixed() => {
                if self.dry_run == 0 {
                    tracing::warn!("{}: integer converted to a pointer without a cast", self.where_at(off));
                }
                Ok(pointer_from_integer(v, to))
            }
            (Type::Pointer(_), &Type::Int(t)) if !t.is_fixed() => {
                if self.dry_run == 0 {
                    tracing::warn!("{}: pointer converted to an integer without a cast", self.where_at(off));
                }
                Ok(integer_from_pointer(v, t))
            }
            // (The same type up to an enumeration and its underlying type in a pointee: the
            // declared one.)
            (a, b) if a == b && !matches!(a, Type::Array(..) | Type::Void) => {
                Ok(Expr { ty: to.clone(), ..v })
            }
            // An object whose flexible array member has elements (`StructDef::with_flexible_len`)
            // as a value of its declared struct: the struct's bytes at its start, as gcc copies
            // them.
            // Not into one: an assignment writes the declared struct's bytes only, which a
            // conversion of the value cannot say.
            (Type::Struct(a), Type::Struct(b)) if a.flexible && b.flexible && a.name == b.name && a.fields.len() == b.fields.len() && matches!(b.fields.last().map(|f| &f.ty), Some(Type::Array(_, 0))) => {
                let Some(place) = expr_place(&v) else {
                    return Err(self.unsupported(off, format!("`{}` with elements in its flexible array member as a value", a.name)));
                };
                let addr = Expr { kind: ExprKind::AddrOf(Box::new(place)), ty: Type::Pointer(Box::new(v.ty.clone())) };
                let cast = Expr { kind: ExprKind::Cast(Box::new(addr)), ty: Type::Pointer(Box::new(to.clone())) };
                Ok(Expr { kind: ExprKind::Deref(Box::new(cast)), ty: to.clone() })
            }
            (Type::Struct(a), Type::Struct(b)) if a.flexible && b.flexible && a.name == b.name => {
                Err(self.unsupported(off, format!("assignment of a whole `{}` to an object with elements in its flexible array member", a.name)))
            }
            // gcc converts between vector types of one size bit for bit (it rejects some such
            // assignments without `-flax-vector-conversions`; those it accepts are these).
            (Type::Struct(a), Type::Struct(b)) if a.vector && b.vector && a.size == b.size => self.reinterpret(v, to, off),
            (a, b) => Err(self.invalid(off, format!("incompatible types: `{a}` converted to `{b}`"))),
        }
    }

    fn assign(
        &mut self,
        op: &BinaryOperator,
        lhs: &Node<Expression>,
        rhs: &Node<Expression>,
        want: bool,
    ) -> Result<Expr> {
        if is_string_primitive(lhs) {
            // CBMC's string abstraction keeps these as ghost state an assignment sets; ibmc's are
            // the strings' exact properties, which an assignment cannot change (taking it as an
            // assumption would prove whatever follows a false one).
            return Err(self.unsupported(
                lhs.span.start,
                "assignment to a string primitive (CBMC's --string-abstraction ghost state)",
            ));
        }
        if *op != BinaryOperator::Assign && super::float::long_double_literal(rhs) {
            return Err(self.unsupported(
                rhs.span.start,
                "`long double` arithmetic (a `long double` constant as an operand)",
            ));
        }
        let p = self.lvalue(lhs)?;
        let lt = match self.place_expr(&p).ty {
            t @ (Type::Int(_) | Type::Float(_)) => t,
            ty @ Type::Pointer(_) if *op != BinaryOperator::Assign => {
                let p = self.protect_place(p, rhs);
                let r = self.int_rvalue(rhs)?;
                let cur = self.place_expr(&p);
                let value = match op {
                    BinaryOperator::AssignPlus => self.ptr_add(cur, r, rhs.span.start)?,
                    BinaryOperator::AssignMinus => {
                        let t = promote(r.ty.as_int());
                        let neg = unary(UnOp::Neg, cast(cast(r, t), IntTy::LONG), IntTy::LONG);
                        self.ptr_add(cur, neg, rhs.span.start)?
                    }
                    _ => {
                        return Err(self.invalid(
                            lhs.span.start,
                            format!("invalid operands to {op:?} on a pointer"),
                        ))
                    }
                };
                debug_assert_eq!(value.ty, ty);
                return Ok(self.store(&p, value, want));
            }
            Type::Struct(d) if d.vector && *op != BinaryOperator::Assign => {
                let p = self.protect_place(p, rhs);
                let r = self.rvalue(rhs)?;
                let bop =
                    compound_op(op).ok_or_else(|| Error::internal("a compound assignment"))?;
                let value = self.vector_binary(&bop, self.place_expr(&p), r, rhs.span.start)?;
                let value = self.convert(value, &Type::Struct(d), rhs.span.start)?;
                return Ok(self.store(&p, value, want));
            }
            ty @ Type::Struct(_)
                if super::complex::is_complex(&ty) && *op != BinaryOperator::Assign =>
            {
                let p = self.protect_place(p, rhs);
                let r = self.rvalue(rhs)?;
                let cur = self.place_expr(&p);
                let bop = compound_op(op).ok_or_else(|| Error::internal("compound operator"))?;
                let v = self.complex_binary(&bop, cur, r, rhs.span.start)?;
                let value = self.convert(v, &ty, rhs.span.start)?;
                return Ok(self.store(&p, value, want));
            }
            ty @ (Type::Struct(_) | Type::Pointer(_)) if *op == BinaryOperator::Assign => {
                let p = self.protect_place(p, rhs);
                let r = self.rvalue(rhs)?;
                let value = self.convert(r, &ty, rhs.span.start)?;
                return Ok(self.store(&p, value, want));
            }
            _ => {
                return Err(
                    self.invalid(lhs.span.start, "assignment to an expression with array type")
                )
            }
        };
        let p = self.protect_place(p, rhs);
        // Into a variable only when the value is wanted: reading the variable back is the value
        // stored, reading a place through memory back may not be (`store`).
        let direct = !want || matches!(p, Place::Var(_));
        if let (BinaryOperator::Assign, Expression::Call(c), true) = (op, &rhs.node, direct) {
            if self.call_into(c, rhs.span.start, &p, &lt)? {
                return Ok(if want { self.place_expr(&p) } else { void_value() });
            }
        }
        let r = self.rvalue(rhs)?;
        if super::complex::is_complex(&r.ty) {
            // A complex value into a real object: its real part (C11 6.3.1.7), of `d op z`
            // for a compound assignment.
            let v = match compound_op(op) {
                None => r,
                Some(bop) => {
                    let cur = self.place_expr(&p);
                    self.complex_binary(&bop, cur, r, rhs.span.start)?
                }
            };
            let value = self.convert(v, &lt, rhs.span.start)?;
            return Ok(self.store(&p, value, want));
        }
        let r = match r.ty {
            // `i = p`: gcc converts as a cast would, with a warning (`convert`).
            Type::Pointer(_) | Type::Array(..)
                if *op == BinaryOperator::Assign && matches!(lt, Type::Int(_)) =>
            {
                let r = self.decay(r);
                self.convert(r, &lt, rhs.span.start)?
            }
            _ => self.check_scalar(r, rhs.span.start)?,
        };
        let value = match compound_op(op) {
            None => cast_to(r, &lt),
            Some(bop) => {
                let cur = self.place_expr(&p);
                let v = if matches!(cur.ty, Type::Float(_)) || matches!(r.ty, Type::Float(_)) {
                    self.float_arith(&bop, cur, r, rhs.span.start)?
                } else if super::fixed::either_fixed(&cur, &r) {
                    self.fixed_arith(&bop, cur, r, rhs.span.start)?
                } else {
                    arith(&bop, cur, r)
                };
                cast_to(v, &lt)
            }
        };
        Ok(self.store(&p, value, want))
    }

    /// Stores `value` (already converted to the place's type, a bit-field's width included) at
    /// `p` and gives the assignment expression's value if `want`: the value stored, not the
    /// place read again (C11 6.5.16p3, 6.5.16.2p3, 6.5.3.1p2). Reading back would evaluate the
    /// lvalue a second time, after the store, and a store can change the lvalue's own address
    /// (`n.next->next = 0` where `n.next == &n`). A variable read back is the value stored.
    pub(super) fn store(&mut self, p: &Place, value: Expr, want: bool) -> Expr {
        if !want {
            self.emit(InstrKind::Assign(p.clone(), value));
            return void_value();
        }
        if let Place::Var(_) = p {
            self.emit(InstrKind::Assign(p.clone(), value));
            return self.place_expr(p);
        }
        let v = self.spill(value);
        self.emit(InstrKind::Assign(p.clone(), v.clone()));
        v
    }

    /// `&&` / `||`: an IR operator when the right operand is pure, else control flow.
    fn logical(
        &mut self,
        and: bool,
        lhs: &Node<Expression>,
        rhs: &Node<Expression>,
        want: bool,
    ) -> Result<Expr> {
        let a = self.truth(lhs)?;
        self.logical_from(and, a, rhs, want)
    }

    /// `a && rhs` / `a || rhs` for the truth value `a` of the left operand, already lowered.
    pub(crate) fn logical_from(
        &mut self,
        and: bool,
        a: Expr,
        rhs: &Node<Expression>,
        want: bool,
    ) -> Result<Expr> {
        if !self.has_effects(rhs) {
            let b = self.truth(rhs)?;
            let op = if and { BinOp::LogAnd } else { BinOp::LogOr };
            // `0 && x` is 0 and `1 || x` is 1 whatever x is.
            if let ExprKind::Const(v) = a.kind {
                let decided = if and { v == 0 } else { v != 0 };
                return Ok(if decided { Expr::constant(IntTy::INT, i128::from(!and)) } else { b });
            }
            // Both operands are pure here, so a constant right operand decides alone too.
            if let ExprKind::Const(v) = b.kind {
                let decided = if and { v == 0 } else { v != 0 };
                return Ok(if decided { Expr::constant(IntTy::INT, i128::from(!and)) } else { a });
            }
            return Ok(binary(op, a, b, IntTy::INT));
        }
        let t = want.then(|| self.temp(Type::Int(IntTy::INT)));
        if let Some(t) = t {
            self.emit(InstrKind::Assign(
                Place::Var(t),
                Expr::constant(IntTy::INT, i128::from(!and)),
            ));
        }
        // Skip the right operand when the left one decides.
        let skip = self.jump_unless(if and { negate(a) } else { a });
        match t {
            Some(t) => {
                let b = self.truth(rhs)?;
                self.emit(InstrKind::Assign(Place::Var(t), b));
            }
            None => self.effect(rhs)?,
        }
        let end = self.here();
        if let Some(j) = skip {
            self.patch(j, end);
        }
        Ok(t.map(|t| Expr::var(t, Type::Int(IntTy::INT))).unwrap_or_else(void_value))
    }

    /// A forward jump taken when `c` holds: none when `c` is constant false.
    pub fn jump_unless(&mut self, c: Expr) -> Option<usize> {
        match c.kind {
            ExprKind::Const(0) => None,
            ExprKind::Const(_) => Some(self.emit_jump(None)),
            _ => Some(self.emit_jump(Some(c))),
        }
    }

    fn conditional(
        &mut self,
        c: &Node<ConditionalExpression>,
        off: usize,
        want: bool,
    ) -> Result<Expr> {
        let (then_e, else_e) = (&c.node.then_expression, &c.node.else_expression);
        let is_elvis = |e: &Node<Expression>| matches!(&e.node, Expression::Identifier(id) if id.node.name == ELVIS);
        if is_elvis(then_e) && !is_elvis(&c.node.condition) {
            return self.elvis(c, off, want);
        }
        if super::float::long_double_literal(then_e) || super::float::long_double_literal(else_e) {
            return Err(self.unsupported(off, "a `long double` constant as an operand of `?:`"));
        }
        let k = self.truth(&c.node.condition)?;
        if !want && self.has_effects(else_e) && self.is_void_constant(then_e)? {
            // `c ? (void)0 : __assert_fail(...)`, the `assert` of many C libraries, is
            // `if (c) ; else ...`: lowered as that statement is, a guarded assertion
            // `assert(c)` when the other side fails (as CBMC's goto-convert makes it).
            let targets = self.f.targets;
            let skip = self.jump_unless(k);
            self.expr(else_e, false)?;
            if let Some(j) = skip {
                let end = self.here();
                self.patch(j, end);
                self.guarded_assertion(j, targets);
            }
            return Ok(void_value());
        }
        if !self.has_effects(then_e) && !self.has_effects(else_e) {
            let a = self.rvalue(then_e)?;
            let b = self.rvalue(else_e)?;
            return match (&a.ty, &b.ty) {
                (Type::Int(_) | Type::Float(_), Type::Int(_) | Type::Float(_)) => {
                    let t = usual_scalar(&a.ty, &b.ty).expect("scalars");
                    let (a, b) = (cast_to(a, &t), cast_to(b, &t));
                    Ok(match k.kind {
                        ExprKind::Const(0) => b,
                        ExprKind::Const(_) => a,
                        _ => Expr {
                            kind: ExprKind::Ite(Box::new(k), Box::new(a), Box::new(b)),
                            ty: t,
                        },
                    })
                }
                (Type::Void, Type::Void) => Ok(void_value()),
                _ => {
                    let (a, b) = (self.decay(a), self.decay(b));
                    let Some(rt) = conditional_type(&a.ty, &b.ty, &a, &b) else {
                        return Err(self.conditional_type_error(&a.ty, &b.ty, off));
                    };
                    let a = self.convert(a, &rt, then_e.span.start)?;
                    let b = self.convert(b, &rt, else_e.span.start)?;
                    Ok(match k.kind {
                        ExprKind::Const(0) => b,
                        ExprKind::Const(_) => a,
                        _ => Expr {
                            kind: ExprKind::Ite(Box::new(k), Box::new(a), Box::new(b)),
                            ty: rt,
                        },
                    })
                }
            };
        }
        let (ta, tb) = (self.type_of(then_e)?, self.type_of(else_e)?);
        let decayed = |t: Type| match t {
            Type::Array(e, _) => Type::Pointer(e),
            t => t,
        };
        let (ta, tb) = (decayed(ta), decayed(tb));
        let rt = match (&ta, &tb) {
            (Type::Int(_) | Type::Float(_), Type::Int(_) | Type::Float(_)) => {
                usual_scalar(&ta, &tb)
            }
            (Type::Void, Type::Void) => None,
            // gcc: one `void` operand makes the whole expression `void`, fine when its value
            // is not used (`c ? f() : x;`).
            (Type::Void, _) | (_, Type::Void) if !want => None,
            (a, b) => {
                let null = |t: &Type| Expr { kind: ExprKind::Const(0), ty: t.clone() };
                match conditional_type(a, b, &null(a), &null(b)) {
                    Some(t) => Some(t),
                    None => return Err(self.conditional_type_error(&ta, &tb, off)),
                }
            }
        };
        let t = match rt {
            Some(rt) if want => Some((self.temp(rt.clone()), rt)),
            _ => None,
        };
        let to_else = self.jump_unless(negate(k));
        let a = self.expr(then_e, t.is_some())?;
        if let Some((t, rt)) = &t {
            let a = self.convert(a, rt, then_e.span.start)?;
            self.emit(InstrKind::Assign(Place::Var(*t), a));
        }
        let to_end = self.emit_jump(None);
        let else_at = self.here();
        if let Some(j) = to_else {
            self.patch(j, else_at);
        }
        let b = self.expr(else_e, t.is_some())?;
        if let Some((t, rt)) = &t {
            let b = self.convert(b, rt, else_e.span.start)?;
            self.emit(InstrKind::Assign(Place::Var(*t), b));
        }
        let end = self.here();
        self.patch(to_end, end);
        Ok(t.map(|(t, rt)| Expr::var(t, rt)).unwrap_or_else(void_value))
    }

    /// `(void)0`: a conditional's side that does nothing.
    fn is_void_constant(&mut self, e: &Node<Expression>) -> Result<bool> {
        Ok(match &e.node {
            Expression::Cast(c) if matches!(c.node.expression.node, Expression::Constant(_)) => {
                self.type_name(&c.node.type_name)? == CType::Void
            }
            _ => false,
        })
    }

    /// gcc's `a ?: b`: `a ? a : b` with `a` evaluated once. The parser gives the
    /// then-expression as the identifier `?:`; bound here to a temporary holding `a`, it is
    /// also the condition of the plain conditional lowered in its place.
    fn elvis(&mut self, c: &Node<ConditionalExpression>, off: usize, want: bool) -> Result<Expr> {
        let v = self.rvalue(&c.node.condition)?;
        let v = self.decay(v);
        if !matches!(v.ty, Type::Int(_) | Type::Float(_) | Type::Pointer(_)) {
            return Err(self.invalid(
                c.node.condition.span.start,
                "used a value that is not a scalar where a condition is required",
            ));
        }
        let ty = v.ty.clone();
        let t = self.temp(ty.clone());
        self.emit(InstrKind::Assign(Place::Var(t), v));
        self.push_scope();
        self.scope_mut().names.insert(ELVIS.to_string(), Sym::Var(t, ty));
        let plain = Node::new(
            ConditionalExpression {
                condition: Box::new(Node::new(
                    Expression::Identifier(Box::new(Node::new(
                        Identifier { name: ELVIS.into() },
                        c.node.condition.span,
                    ))),
                    c.node.condition.span,
                )),
                then_expression: c.node.then_expression.clone(),
                else_expression: c.node.else_expression.clone(),
            },
            c.span,
        );
        let r = self.conditional(&plain, off, want);
        self.pop_scope();
        r
    }

    fn conditional_type_error(&self, a: &Type, b: &Type, off: usize) -> Error {
        if matches!(a, Type::Array(..)) || matches!(b, Type::Array(..)) {
            self.unsupported(off, "conditional expression with array operands (pointers)")
        } else {
            self.invalid(off, "type mismatch in conditional expression")
        }
    }

    /// GNU statement expression `({ ...; e; })`: the value of the last expression statement.
    fn statement_expr(&mut self, s: &Node<Statement>, want: bool) -> Result<Expr> {
        let Statement::Compound(items) = &s.node else {
            return Err(self.invalid(s.span.start, "statement expression without a block"));
        };
        self.push_scope();
        let mut value = void_value();
        if let Some((last, init)) = items.split_last() {
            for item in init {
                self.block_item(item)?;
            }
            match &last.node {
                BlockItem::Statement(st) if matches!(&st.node, Statement::Expression(Some(_))) => {
                    let Statement::Expression(Some(e)) = &st.node else { unreachable!() };
                    self.f.loc = self.loc_at(st.span.start);
                    let v = self.expr(e, want)?;
                    // An array value converts to a pointer to its first element, as gcc has
                    // it (into a dead object when the array is a local of the block).
                    let v = self.decay(v);
                    // The value may read locals of the block, which die at its end.
                    value = if want { self.spill(v) } else { v };
                }
                _ => self.block_item(last)?,
            }
        }
        self.pop_scope();
        Ok(value)
    }

    /// The place an lvalue expression designates (indices evaluated now).
    pub fn lvalue(&mut self, e: &Node<Expression>) -> Result<Place> {
        let off = e.span.start;
        match &e.node {
            Expression::Identifier(id) => {
                let name = &id.node.name;
                match self.lookup(name).cloned() {
                    Some(Sym::Var(v, _)) => Ok(Place::Var(v)),
                    Some(Sym::Global(n)) => {
                        Ok(Place::Var(Var::Global(self.resolve_global(&n, off)?.0)))
                    }
                    Some(Sym::Bad(msg)) => Err(self.unsupported(off, msg)),
                    Some(Sym::Enum(..) | Sym::Func(..) | Sym::Typedef(_)) => {
                        Err(self
                            .invalid(off, format!("`{name}` is not assignable (lvalue required)")))
                    }
                    None => Err(self.invalid(off, format!("`{name}` undeclared"))),
                }
            }
            Expression::BinaryOperator(b) if b.node.operator.node == BinaryOperator::Index => {
                self.lvalue_at(b, off)
            }
            Expression::CompoundLiteral(c) => Ok(Place::Var(self.compound_literal(c, off)?.0)),
            Expression::Call(c) if super::complex::real_imag_call(c).is_some() => {
                let imag = super::complex::real_imag_call(c) == Some(true);
                self.real_imag_place(imag, &c.node.arguments, off)
            }
            Expression::UnaryOperator(u) if u.node.operator.node == UnaryOperator::Indirection => {
                let p = self.ptr_rvalue(&u.node.operand)?;
                self.deref(p.clone(), off)?;
                Ok(Place::Deref(p))
            }
            Expression::Member(m) if m.node.operator.node == MemberOperator::Direct => {
                let base = self.lvalue(&m.node.expression)?;
                let ty = self.place_expr(&base).ty;
                let path = self.member_path(&ty, m, off)?;
                Ok(path.into_iter().fold(base, |p, k| {
                    Place::Index(Box::new(p), Expr::constant(IntTy::LONG, k as i128))
                }))
            }
            Expression::Member(m) => {
                let p = self.ptr_rvalue(&m.node.expression)?;
                self.deref(p.clone(), off)?;
                let base = Place::Deref(p);
                let ty = self.place_expr(&base).ty;
                let path = self.member_path(&ty, m, off)?;
                Ok(path.into_iter().fold(base, |p, k| {
                    Place::Index(Box::new(p), Expr::constant(IntTy::LONG, k as i128))
                }))
            }
            _ => Err(self.invalid(off, "lvalue required")),
        }
    }

    /// The two-dimensional variable-length array `e` names: its pointer variable and the
    /// variable holding its row length.
    fn vla_2d(&self, e: &Node<Expression>) -> Option<(Expr, Var)> {
        let Expression::Identifier(id) = &e.node else { return None };
        match self.lookup(&id.node.name) {
            Some(Sym::Var(v, ty)) => {
                self.f.vla_rows.get(v).map(|c| (Expr::var(*v, ty.clone()), *c))
            }
            _ => None,
        }
    }

    /// `m[i][j]` of a two-dimensional variable-length array: element `i * c + j` of the
    /// elements `m` points to. A row `m[i]` alone has a type of run-time size, which the IR
    /// has not: unsupported.
    fn vla_element(
        &mut self,
        b: &Node<BinaryOperatorExpression>,
        off: usize,
    ) -> Result<Option<Place>> {
        let (lhs, rhs) = (&b.node.lhs, &b.node.rhs);
        if self.vla_2d(lhs).is_some() || self.vla_2d(rhs).is_some() {
            return Err(self.unsupported(
                off,
                "a row of a two-dimensional variable-length array used on its own",
            ));
        }
        let Expression::BinaryOperator(inner) = &lhs.node else { return Ok(None) };
        if inner.node.operator.node != BinaryOperator::Index {
            return Ok(None);
        }
        let Some((p, cols)) = self.vla_2d(&inner.node.lhs) else { return Ok(None) };
        let i = self.int_rvalue(&inner.node.rhs)?;
        let i = cast(i, IntTy::LONG);
        let j = self.int_rvalue(rhs)?;
        let j = cast(j, IntTy::LONG);
        let c = cast(Expr::var(cols, Type::Int(IntTy::ULONG)), IntTy::LONG);
        let k = binary(BinOp::Add, binary(BinOp::Mul, i, c, IntTy::LONG), j, IntTy::LONG);
        let q = self.ptr_add(p, k, off)?;
        self.deref(q.clone(), off)?;
        Ok(Some(Place::Deref(q)))
    }

    /// `a[i]` (or `i[a]`) where `a` designates an array object.
    fn lvalue_at(&mut self, b: &Node<BinaryOperatorExpression>, off: usize) -> Result<Place> {
        if let Some(p) = self.vla_element(b, off)? {
            return Ok(p);
        }
        let (lhs, rhs) = (&b.node.lhs, &b.node.rhs);
        let (base, idx) = if self.is_array_designator(lhs) {
            (lhs, rhs)
        } else if self.is_array_designator(rhs) {
            (rhs, lhs)
        } else {
            // `p[i]` is `*(p + i)`.
            let rhs_ptr = matches!(self.type_of(rhs)?, Type::Pointer(_));
            let (pe, ie) = if rhs_ptr { (rhs, lhs) } else { (lhs, rhs) };
            let v = self.rvalue(pe)?;
            if v.ty.vector().is_some() {
                return self.vector_subscript(v, ie);
            }
            let p = self.pointer_value(v, pe.span.start)?;
            let p = self.protect(p, ie);
            let i = self.int_rvalue(ie)?;
            let q = self.ptr_add(p, i, off)?;
            self.deref(q.clone(), off)?;
            return Ok(Place::Deref(q));
        };
        let bp = self.lvalue(base)?;
        let bp = self.protect_place(bp, idx);
        let i = self.int_rvalue(idx)?;
        Ok(Place::Index(Box::new(bp), cast(i, IntTy::LONG)))
    }

    /// Whether `e` names an array object (or something whose use must report its own error).
    fn is_array_designator(&self, e: &Node<Expression>) -> bool {
        match &e.node {
            Expression::Identifier(id) => match self.lookup(&id.node.name) {
                Some(Sym::Bad(_)) => true,
                _ => matches!(self.designator_type(e), Some(Type::Array(..))),
            },
            _ => matches!(self.designator_type(e), Some(Type::Array(..))),
        }
    }

    fn designator_type(&self, e: &Node<Expression>) -> Option<Type> {
        match &e.node {
            Expression::Identifier(id) => match self.lookup(&id.node.name)? {
                Sym::Var(_, t) => Some(t.clone()),
                Sym::Global(n) => {
                    let g = self.ctx.globals.get(n)?.id?;
                    Some(self.ctx.prog.globals[g as usize].ty.clone())
                }
                _ => None,
            },
            Expression::BinaryOperator(b) if b.node.operator.node == BinaryOperator::Index => {
                let t = self.designator_type(&b.node.lhs).filter(|t| matches!(t, Type::Array(..)));
                match t.or_else(|| self.designator_type(&b.node.rhs)) {
                    Some(Type::Array(elem, _)) => Some(*elem),
                    _ => None,
                }
            }
            Expression::Member(m) if m.node.operator.node == MemberOperator::Direct => {
                let Some(Type::Struct(def)) = self.designator_type(&m.node.expression) else {
                    return None;
                };
                let mut t = Type::Struct(def.clone());
                for k in super::layout::member_path(&def, &m.node.identifier.node.name)? {
                    t = t.component(Some(k))?.clone();
                }
                Some(t)
            }
            _ => None,
        }
    }

    /// Whether lowering `e` emits instructions (it must then be evaluated conditionally by
    /// control flow when C says it may not be evaluated).
    pub fn has_effects(&self, e: &Node<Expression>) -> bool {
        match &e.node {
            Expression::Identifier(_)
            | Expression::Constant(_)
            | Expression::StringLiteral(_)
            | Expression::SizeOfTy(_)
            | Expression::SizeOfVal(_)
            | Expression::AlignOf(_)
            | Expression::OffsetOf(_) => false,
            Expression::Call(_)
            | Expression::Statement(_)
            | Expression::CompoundLiteral(_)
            | Expression::VaArg(_)
            | Expression::GenericSelection(_) => true,
            Expression::UnaryOperator(u) => {
                is_incdec(&u.node.operator.node) || self.has_effects(&u.node.operand)
            }
            Expression::BinaryOperator(b) => {
                is_assignment(&b.node.operator.node)
                    || self.has_effects(&b.node.lhs)
                    || self.has_effects(&b.node.rhs)
            }
            Expression::Cast(c) => self.has_effects(&c.node.expression),
            Expression::Conditional(c) => {
                self.has_effects(&c.node.condition)
                    || self.has_effects(&c.node.then_expression)
                    || self.has_effects(&c.node.else_expression)
            }
            Expression::Comma(list) => list.iter().any(|x| self.has_effects(x)),
            Expression::Member(m) => self.has_effects(&m.node.expression),
        }
    }

    /// What evaluating `e` may change: the values of operands evaluated before it must then
    /// be saved in temporaries first (C leaves the order open; we keep left to right).
    pub fn clobbers(&self, e: &Node<Expression>) -> Clobber {
        match &e.node {
            Expression::Identifier(_)
            | Expression::Constant(_)
            | Expression::StringLiteral(_)
            | Expression::SizeOfTy(_)
            | Expression::SizeOfVal(_)
            | Expression::AlignOf(_)
            | Expression::OffsetOf(_) => Clobber::Nothing,
            Expression::Call(c) => {
                let callee = match &c.node.callee.node {
                    Expression::Identifier(id) => match self.lookup(&id.node.name) {
                        // Without pointers a function can only change globals.
                        Some(Sym::Func(l, _))
                            if self.ctx.funcs[*l].has_body && !is_error_function(&id.node.name) =>
                        {
                            // Through pointers, a function may change locals whose address is taken.
                            if self.f.locals_escape {
                                Clobber::Anything
                            } else {
                                Clobber::Globals
                            }
                        }
                        // `memset`, `memcpy`, `memmove` and the string copies write through
                        // their pointer.
                        _ if matches!(
                            id.node.name.trim_start_matches("__builtin_"),
                            "memset" | "memcpy" | "memmove" | "strcpy" | "strcat" | "strncpy"
                        ) =>
                        {
                            Clobber::Anything
                        }
                        // Builtins and undefined functions change no variable.
                        Some(Sym::Func(..)) | None => Clobber::Nothing,
                        _ => Clobber::Anything,
                    },
                    _ => Clobber::Anything,
                };
                c.node.arguments.iter().map(|a| self.clobbers(a)).fold(callee, Clobber::max)
            }
            Expression::Statement(_)
            | Expression::CompoundLiteral(_)
            | Expression::VaArg(_)
            | Expression::GenericSelection(_) => Clobber::Anything,
            Expression::UnaryOperator(u) if is_incdec(&u.node.operator.node) => Clobber::Anything,
            Expression::UnaryOperator(u) => self.clobbers(&u.node.operand),
            Expression::BinaryOperator(b) if is_assignment(&b.node.operator.node) => {
                Clobber::Anything
            }
            Expression::BinaryOperator(b) => {
                self.clobbers(&b.node.lhs).max(self.clobbers(&b.node.rhs))
            }
            Expression::Cast(c) => self.clobbers(&c.node.expression),
            Expression::Conditional(c) => self
                .clobbers(&c.node.condition)
                .max(self.clobbers(&c.node.then_expression))
                .max(self.clobbers(&c.node.else_expression)),
            Expression::Comma(list) => {
                list.iter().map(|x| self.clobbers(x)).fold(Clobber::Nothing, Clobber::max)
            }
            Expression::Member(m) => self.clobbers(&m.node.expression),
        }
    }

    /// Saves `v` in a temporary if evaluating `later` may change it.
    pub fn protect(&mut self, v: Expr, later: &Node<Expression>) -> Expr {
        if clobbered(&v, self.clobbers(later)) {
            self.spill(v)
        } else {
            v
        }
    }

    pub(super) fn protect_place(&mut self, p: Place, later: &Node<Expression>) -> Place {
        let c = self.clobbers(later);
        self.protect_place_from(p, c)
    }

    fn protect_place_from(&mut self, p: Place, c: Clobber) -> Place {
        match p {
            Place::Var(v) => Place::Var(v),
            Place::Index(base, i) => {
                let base = self.protect_place_from(*base, c);
                let i = if clobbered(&i, c) { self.spill(i) } else { i };
                Place::Index(Box::new(base), i)
            }
            Place::Deref(e) => Place::Deref(if clobbered(&e, c) { self.spill(e) } else { e }),
        }
    }
}

/// What an expression's evaluation may write, ordered by reach.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Clobber {
    Nothing,
    Globals,
    Anything,
}

/// Whether the value of `e` may change when `c` happens.
pub fn clobbered(e: &Expr, c: Clobber) -> bool {
    match c {
        Clobber::Nothing => false,
        Clobber::Anything => !is_const(e),
        Clobber::Globals => reads_global(e),
    }
}

fn reads_global(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Const(_) => false,
        ExprKind::Var(v) => matches!(v, Var::Global(_)),
        ExprKind::Index(a, b) | ExprKind::Binary(_, a, b) | ExprKind::PtrAdd(a, b) => {
            reads_global(a) || reads_global(b)
        }
        ExprKind::Unary(_, a) | ExprKind::Cast(a) | ExprKind::ValidPtr(a, _) => reads_global(a),
        // Liveness of dynamic objects changes with any call (`free`).
        ExprKind::PtrQuery(..) => true,
        // What a pointer points to may change with any call; an address does not.
        ExprKind::Deref(_) => true,
        ExprKind::AddrOf(p) => place_reads_global(p),
        ExprKind::Ite(a, b, c) => reads_global(a) || reads_global(b) || reads_global(c),
        ExprKind::Math(_, xs) => xs.iter().any(reads_global),
    }
}

/// The type of `c ? a : b` for pointer and struct operands (C11 6.5.15p3, p6).
fn conditional_type(a: &Type, b: &Type, ea: &Expr, eb: &Expr) -> Option<Type> {
    match (a, b) {
        (Type::Pointer(_), Type::Pointer(_)) if a == b => Some(a.clone()),
        (Type::Pointer(_), Type::Pointer(_)) => Some(Type::Pointer(Box::new(Type::Void))),
        (Type::Pointer(_), Type::Int(_)) if eb.as_const() == Some(0) => Some(a.clone()),
        (Type::Int(_), Type::Pointer(_)) if ea.as_const() == Some(0) => Some(b.clone()),
        (Type::Struct(_), Type::Struct(_)) if a == b => Some(a.clone()),
        _ => None,
    }
}

fn place_reads_global(p: &Place) -> bool {
    match p {
        Place::Var(_) => false,
        Place::Index(b, i) => place_reads_global(b) || reads_global(i),
        Place::Deref(_) => true,
    }
}

fn is_incdec(op: &UnaryOperator) -> bool {
    matches!(
        op,
        UnaryOperator::PostIncrement
            | UnaryOperator::PostDecrement
            | UnaryOperator::PreIncrement
            | UnaryOperator::PreDecrement
    )
}

/// Whether member `k` of a value of type `ty` is a bit-field.
fn is_bit_field_of(ty: &Type, k: &Expr) -> bool {
    match (ty, k.as_const()) {
        (Type::Struct(def), Some(k)) => def.fields.get(k as usize).is_some_and(|f| f.bit.is_some()),
        _ => false,
    }
}

/// The place an lvalue expression (a variable, element, member or dereference) designates.
pub fn expr_place(e: &Expr) -> Option<Place> {
    match &e.kind {
        ExprKind::Var(v) => Some(Place::Var(*v)),
        ExprKind::Index(b, i) => Some(Place::Index(Box::new(expr_place(b)?), (**i).clone())),
        ExprKind::Deref(p) => Some(Place::Deref((**p).clone())),
        _ => None,
    }
}

/// The value of a function designator: a `void *` no object has (see `ir::FUNCTION_OBJECTS`).
pub fn function_address(link: usize) -> Expr {
    Expr {
        kind: ExprKind::Const((crate::ir::FUNCTION_OBJECTS + link as u64) << 32),
        ty: Type::Pointer(Box::new(Type::Void)),
    }
}

/// A call of CBMC's string primitives that its string abstraction lets a program assign.
fn is_string_primitive(e: &Node<Expression>) -> bool {
    let Expression::Call(c) = &e.node else { return false };
    matches!(&c.node.callee.node, Expression::Identifier(id)
        if matches!(id.node.name.as_str(), "__CPROVER_is_zero_string" | "__CPROVER_zero_string_length" | "__CPROVER_buffer_size"))
}
