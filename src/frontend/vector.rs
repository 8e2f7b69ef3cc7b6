//! GNU vector types (gcc manual, "Using Vector Instructions through Built-in Functions"):
//! `typedef int v4si __attribute__((vector_size(16)));`.
//!
//! A vector type is a struct of one unnamed member, the array of its elements
//! (`StructDef::vector`, `Type::vector`), aligned to its size as gcc lays it out; so objects,
//! assignment, parameters, returns, struct members, unions and pointers are a struct's, and
//! its memory layout is the array's. Its operators are lowered here into element-wise scalar
//! operations into a temporary vector, each an ordinary IR operation at the element type, so
//! the standard checks (division by zero, signed overflow at the element's width, shifts)
//! apply to each element as CBMC's do. The rules are gcc's C front end's (gcc 12):
//! - `+ - * / % & | ^ << >>` on two vectors of one type, and unary `- + ~`; `%` and the bit
//!   operators on integer elements only;
//! - a scalar operand is converted to the element type when the conversion cannot lose
//!   anything (gcc's `scalar_to_vector`: a constant that fits, or whose only change is its
//!   sign; a non-constant integer no wider than the element; for float elements an integer or
//!   float whose every value the element type holds), else the program is rejected as gcc
//!   rejects it; `v << n` and `v >> n` shift every element by the integer `n`;
//! - comparisons give a vector of signed integers of the element's width, -1 for true and 0
//!   for false;
//! - `!`, `&&`, `||` and a vector as a condition are errors in C (as in gcc's C front end);
//! - `v[i]` is the element (an lvalue when `v` is; the bounds check applies);
//! - a cast between vector types of one size, or between a vector and an integer of its
//!   size, reinterprets the bits (through memory, as gcc's `VIEW_CONVERT_EXPR`);
//! - `__builtin_shuffle(a, mask)` and `(a, b, mask)`: element `i` is element `mask[i]` of
//!   `a` (of `a` then `b`), the mask's elements taken modulo the element count (times two);
//!   `__builtin_convertvector(v, T)` converts each element as a cast would.

use std::sync::Arc;

use lang_c::ast::{BinaryOperator, Expression, UnaryOperator};
use lang_c::span::Node;

use super::lower_expr::{binop_of, cast, cast_to, fold_float};
use super::types::CType;
use super::Lower;
use crate::error::Result;
use crate::ir::build::{binary, unary};
use crate::ir::{
    BinOp, Expr, ExprKind, FieldDef, FloatTy, InstrKind, IntTy, Loc, Place, StructDef, Type, UnOp,
    Var,
};

/// The vector type of `bytes` bytes of elements `elem` (`vector_size(bytes)` applied to
/// `elem`), or why not: `(true, why)` where gcc rejects it, `(false, why)` where ibmc does not
/// model it.
pub(super) fn vector_type(elem: &CType, bytes: i128) -> std::result::Result<CType, (bool, String)> {
    let e = match elem {
        CType::Int(t) if !t.is_bool() && !t.is_fixed() && matches!(t.bits, 8 | 16 | 32 | 64) => {
            Type::Int(*t)
        }
        CType::Float("float") => Type::Float(FloatTy::F32),
        CType::Float("double") => Type::Float(FloatTy::F64),
        other => return Err((false, format!("vector of `{other}` elements"))),
    };
    let size = e.size().expect("a scalar");
    let n = u64::try_from(bytes).ok().filter(|b| *b > 0 && b % size == 0).map(|b| b / size);
    let Some(n) = n.filter(|n| n.is_power_of_two()) else {
        return Err((
            true,
            format!(
                "vector_size({bytes}) of `{elem}`: not a power of two multiple of the element size"
            ),
        ));
    };
    let name = format!("__vector({n}) {e}");
    let field =
        FieldDef { name: String::new(), ty: Type::Array(Box::new(e), n), offset: 0, bit: None };
    Ok(CType::Struct(Arc::new(StructDef {
        name,
        fields: vec![field],
        size: size * n,
        align: size * n,
        is_union: false,
        flexible: false,
        vector: true,
        transparent: false,
    })))
}

/// Element `i` (a `long`) of the vector `v`, a place-like expression (`Var`, `Index`, `Deref`).
fn element(v: &Expr, i: Expr) -> Expr {
    let (e, n) = v.ty.vector().expect("a vector");
    let arr = Expr {
        kind: ExprKind::Index(Box::new(v.clone()), Box::new(Expr::constant(IntTy::LONG, 0))),
        ty: Type::Array(Box::new(e.clone()), n),
    };
    Expr { kind: ExprKind::Index(Box::new(arr), Box::new(i)), ty: e.clone() }
}

/// The place of element `i` (a `long`) of the vector at `p`.
pub(super) fn element_place(p: Place, i: Expr) -> Place {
    let arr = Place::Index(Box::new(p), Expr::constant(IntTy::LONG, 0));
    Place::Index(Box::new(arr), i)
}

fn at(k: u64) -> Expr {
    Expr::constant(IntTy::LONG, i128::from(k))
}

/// The vector type of `n` signed integers of `bits` bits: a comparison's result.
fn mask_type(bits: u32, n: u64) -> Type {
    let t = CType::Int(IntTy::bit_field(bits, true));
    match vector_type(&t, i128::from(bits / 8) * i128::from(n)) {
        Ok(CType::Struct(d)) => Type::Struct(d),
        _ => unreachable!("an integer vector of a machine width"),
    }
}

/// Whether gcc converts the scalar `s` to the element type `e` of a vector operand without
/// complaint (`scalar_to_vector` and `unsafe_conversion_p` of gcc's c-common, sign changes
/// allowed): a constant that the element type holds (an integer constant may change only its
/// sign), a non-constant integer no wider than the element, for a float element any integer
/// or float whose every value it holds.
fn converts_safely(s: &Expr, e: &Type) -> bool {
    match (&s.ty, e) {
        (Type::Int(st), Type::Int(et)) if !st.is_bool() => match s.as_const() {
            Some(raw) => {
                let v = st.value_of(raw);
                // gcc lets a constant change its sign (`-1` for `unsigned char` elements,
                // `0xffffffffu` for `int` ones), not its magnitude.
                (et.min()..=et.max()).contains(&v)
                    || (!et.signed && st.signed && v < 0)
                    || (et.signed && !st.signed)
            }
            None => unwidened(s).bits <= et.bits,
        },
        (Type::Int(st), Type::Float(ft)) if !st.is_bool() => {
            let mant = if *ft == FloatTy::F32 { 24 } else { 53 };
            match s.as_const() {
                Some(raw) => {
                    let v = st.value_of(raw).unsigned_abs();
                    v == 0 || 128 - v.leading_zeros() - v.trailing_zeros() <= mant
                }
                None => st.bits - u32::from(st.signed) <= mant,
            }
        }
        (Type::Float(sf), Type::Float(ft)) => match (sf, ft, s.as_const()) {
            (FloatTy::F64, FloatTy::F32, Some(raw)) => {
                let x = f64::from_bits(raw);
                x.is_nan() || f64::from(x as f32) == x
            }
            (FloatTy::F64, FloatTy::F32, None) => false,
            _ => true,
        },
        _ => false,
    }
}

/// The integer type of `s` before the widening conversions the frontend applied (gcc's
/// `get_unwidened`: `(int)c` of a `char c` is as narrow as `c`).
fn unwidened(s: &Expr) -> IntTy {
    let mut e = s;
    while let ExprKind::Cast(inner) = &e.kind {
        match (&inner.ty, &e.ty) {
            (Type::Int(i), Type::Int(o)) if i.bits <= o.bits && !i.is_bool() => e = inner,
            _ => break,
        }
    }
    e.ty.as_int()
}

impl Lower<'_> {
    /// `v` in a variable (if it is not one), so that its elements can be read.
    fn vector_operand(&mut self, v: Expr) -> Expr {
        match v.kind {
            ExprKind::Var(_) => v,
            _ => {
                let t = self.temp(v.ty.clone());
                self.emit(InstrKind::Assign(Place::Var(t), v));
                Expr::var(t, self.var_type(t))
            }
        }
    }

    /// A new temporary vector of type `ty` whose element `i` is `f(i)`.
    fn build_vector(
        &mut self,
        ty: &Type,
        mut f: impl FnMut(&mut Self, u64) -> Result<Expr>,
    ) -> Result<Expr> {
        let (_, n) = ty.vector().expect("a vector");
        let t = self.temp(ty.clone());
        for i in 0..n {
            let x = f(self, i)?;
            self.emit(InstrKind::Assign(element_place(Place::Var(t), at(i)), x));
        }
        Ok(Expr::var(t, ty.clone()))
    }

    /// `a op b` where an operand is a vector (`op` not an assignment, `&&` or `||`).
    pub(super) fn vector_binary(
        &mut self,
        op: &BinaryOperator,
        a: Expr,
        b: Expr,
        off: usize,
    ) -> Result<Expr> {
        let shift = matches!(op, BinaryOperator::ShiftLeft | BinaryOperator::ShiftRight);
        let bad = |me: &Self, a: &Type, b: &Type| {
            me.invalid(off, format!("invalid operands to binary {op:?} (have `{a}` and `{b}`)"))
        };
        let (ta, tb) = (a.ty.clone(), b.ty.clone());
        let vty = match (a.ty.vector(), b.ty.vector()) {
            (Some(_), Some(_)) if a.ty == b.ty => a.ty.clone(),
            // gcc: integer elements of one width that differ in signedness compute at the
            // left operand's type, and compare as unsigned.
            (Some((Type::Int(x), n)), Some((Type::Int(y), m))) if n == m && x.bits == y.bits => {
                let cmp = binop_of(op).is_some_and(|(_, c)| c);
                if cmp && !y.signed {
                    b.ty.clone()
                } else {
                    a.ty.clone()
                }
            }
            (Some(_), Some(_)) => return Err(bad(self, &a.ty, &b.ty)),
            (Some(_), None) => a.ty.clone(),
            (None, _) => b.ty.clone(),
        };
        let convert = |me: &mut Self, x: Expr| match x.ty.vector() {
            Some(_) if x.ty != vty => me.convert_elements(x, &vty),
            _ => Ok(x),
        };
        let a = convert(self, a)?;
        let b = convert(self, b)?;
        let (elem, _) = vty.vector().expect("a vector");
        let elem = elem.clone();
        let a = self.vector_side(a, &vty, &elem, false, off)?;
        let b = self.vector_side(b, &vty, &elem, shift, off)?;
        let (bop, is_cmp) = match op {
            BinaryOperator::ShiftLeft => (BinOp::Shl, false),
            BinaryOperator::ShiftRight => (BinOp::Shr, false),
            _ => binop_of(op).ok_or_else(|| bad(self, &ta, &tb))?,
        };
        let float = matches!(elem, Type::Float(_));
        if float && matches!(bop, BinOp::Rem | BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor) {
            return Err(bad(self, &ta, &tb));
        }
        let rty = if is_cmp {
            let (_, n) = vty.vector().expect("a vector");
            mask_type(elem.size().expect("a scalar") as u32 * 8, n)
        } else {
            vty.clone()
        };
        let relem = rty.vector().expect("a vector").0.clone();
        let pick = |x: &Scalarish, i: u64| match x {
            Scalarish::Vector(v) => element(v, at(i)),
            Scalarish::Scalar(s) => s.clone(),
        };
        self.build_vector(&rty, |me, i| {
            let (x, y) = (pick(&a, i), pick(&b, i));
            let r = match (&elem, is_cmp) {
                (Type::Float(_), _) => me.float_arith(op, x, y, off)?,
                (Type::Int(t), false) if shift => binary(bop, x, cast(y, *t), *t),
                (Type::Int(t), false) => binary(bop, x, y, *t),
                (Type::Int(_), true) => binary(bop, x, y, IntTy::INT),
                _ => unreachable!("vector elements are integers or floats"),
            };
            Ok(if is_cmp { truth_mask(r, relem.as_int()) } else { r })
        })
    }

    /// An operand of a vector operation: a vector read from a variable, or a scalar converted
    /// to the element type `elem` of the vector type `vty` (unless it is `count`, the count of
    /// a shift of a vector, which shifts every element).
    fn vector_side(
        &mut self,
        x: Expr,
        vty: &Type,
        elem: &Type,
        count: bool,
        off: usize,
    ) -> Result<Scalarish> {
        if x.ty.vector().is_some() {
            return Ok(Scalarish::Vector(self.vector_operand(x)));
        }
        let ok = match (&x.ty, count) {
            (Type::Int(t), true) => !t.is_bool(),
            _ => converts_safely(&x, elem),
        };
        if !ok {
            return Err(self.invalid(
                off,
                format!("conversion of scalar `{}` to vector `{vty}` involves truncation", x.ty),
            ));
        }
        let x = if count { x } else { cast_to(x, elem) };
        Ok(Scalarish::Scalar(self.spill(x)))
    }

    /// `-v`, `+v`, `~v`.
    pub(super) fn vector_unary(&mut self, op: UnaryOperator, v: Expr, off: usize) -> Result<Expr> {
        let ty = v.ty.clone();
        let elem = ty.vector().expect("a vector").0.clone();
        let v = self.vector_operand(v);
        match (op.clone(), &elem) {
            (UnaryOperator::Plus, _) => Ok(v),
            (UnaryOperator::Minus, Type::Int(t)) => {
                self.build_vector(&ty, |_, i| Ok(unary(UnOp::Neg, element(&v, at(i)), *t)))
            }
            (UnaryOperator::Minus, _) => self.build_vector(&ty, |_, i| {
                let x = element(&v, at(i));
                Ok(fold_float(Expr {
                    kind: ExprKind::Unary(UnOp::Neg, Box::new(x)),
                    ty: elem.clone(),
                }))
            }),
            (UnaryOperator::Complement, Type::Int(t)) => {
                self.build_vector(&ty, |_, i| Ok(unary(UnOp::BitNot, element(&v, at(i)), *t)))
            }
            _ => Err(self.invalid(off, format!("wrong type argument to unary {op:?} (`{ty}`)"))),
        }
    }

    /// `v[i]` where `v` is a vector: the element's place (`v` in a temporary unless it is a
    /// place already).
    pub(super) fn vector_subscript(&mut self, v: Expr, idx: &Node<Expression>) -> Result<Place> {
        let p = match super::lower_expr::expr_place(&v) {
            Some(p) => p,
            None => Place::Var(self.vector_var(v)),
        };
        let p = self.protect_place(p, idx);
        let i = self.int_rvalue(idx)?;
        Ok(element_place(p, cast(i, IntTy::LONG)))
    }

    fn vector_var(&mut self, v: Expr) -> Var {
        let t = self.temp(v.ty.clone());
        self.emit(InstrKind::Assign(Place::Var(t), v));
        t
    }

    /// `x` (a vector or an integer) as type `to` (a vector or an integer) of the same size,
    /// bit for bit: gcc's casts between them (and its assignments between vector types of one
    /// size). Through memory: `x` in a temporary read through a pointer to `to`, which symbolic
    /// execution decodes from the temporary's bytes (`symex/punning.rs`).
    pub(super) fn reinterpret(&mut self, x: Expr, to: &Type, off: usize) -> Result<Expr> {
        if x.ty == *to {
            return Ok(x);
        }
        let scalar_ok = |t: &Type| {
            matches!(t, Type::Int(i) if !i.is_bool() && !i.is_fixed()) || t.vector().is_some()
        };
        if !scalar_ok(&x.ty) || !scalar_ok(to) {
            return Err(self.unsupported(off, format!("conversion of `{}` to `{to}`", x.ty)));
        }
        if x.ty.size() != to.size() {
            return Err(self.invalid(
                off,
                format!("cannot convert a value of type `{}` to type `{to}`, which has a different size", x.ty),
            ));
        }
        let t = self.vector_var(x);
        let from = self.var_type(t);
        self.f.locals_escape = true;
        let addr = Expr {
            kind: ExprKind::AddrOf(Box::new(Place::Var(t))),
            ty: Type::Pointer(Box::new(from)),
        };
        let cast =
            Expr { kind: ExprKind::Cast(Box::new(addr)), ty: Type::Pointer(Box::new(to.clone())) };
        let read = Expr { kind: ExprKind::Deref(Box::new(cast)), ty: to.clone() };
        // ibmc's own access, always valid: no pointer checks for it (`Loc::MODEL`).
        let r = self.temp(to.clone());
        let saved = std::mem::replace(&mut self.f.loc, Loc::MODEL);
        self.emit(InstrKind::Assign(Place::Var(r), read));
        self.f.loc = saved;
        Ok(Expr::var(r, to.clone()))
    }

    /// `__builtin_shuffle(a, mask)`, `__builtin_shuffle(a, b, mask)`; `None` for other names.
    pub(super) fn vector_builtin(
        &mut self,
        name: &str,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Option<Expr>> {
        if name == "__builtin_convertvector" {
            return self.convert_vector(args, off).map(Some);
        }
        if name != "__builtin_shuffle" {
            return Ok(None);
        }
        if !(2..=3).contains(&args.len()) {
            return Err(self.invalid(off, "`__builtin_shuffle` takes two or three arguments"));
        }
        let mut vals = Vec::new();
        for a in args {
            let v = self.rvalue(a)?;
            if v.ty.vector().is_none() {
                return Err(self.invalid(a.span.start, "`__builtin_shuffle` takes vectors"));
            }
            vals.push(self.vector_operand(v));
        }
        let mask = vals.pop().expect("two or three");
        let (ty, (elem, n)) = (
            vals[0].ty.clone(),
            vals[0].ty.vector().map(|(e, n)| (e.clone(), n)).expect("a vector"),
        );
        let (mask_elem, mask_n) = mask.ty.vector().map(|(e, n)| (e.clone(), n)).expect("a vector");
        let same = vals.iter().all(|v| v.ty == ty);
        let Type::Int(mt) = mask_elem else {
            return Err(self.invalid(off, "`__builtin_shuffle`'s mask must be an integer vector"));
        };
        if !same || mask_n != n || mt.bits as u64 / 8 != elem.size().unwrap_or(0) {
            return Err(self.invalid(off, "`__builtin_shuffle`'s vectors must have one type, and its mask as many elements of the same width"));
        }
        let total = n * vals.len() as u64;
        let sources: Vec<Expr> =
            (0..total).map(|k| element(&vals[(k / n) as usize], at(k % n))).collect();
        self.build_vector(&ty, |me, i| {
            // The mask's element modulo the count of source elements (a power of two).
            let sel = binary(
                BinOp::BitAnd,
                element(&mask, at(i)),
                Expr::constant(mt, (total - 1) as i128),
                mt,
            );
            let sel = me.spill(sel);
            let mut r = sources[(total - 1) as usize].clone();
            for k in (0..total - 1).rev() {
                let c = binary(BinOp::Eq, sel.clone(), Expr::constant(mt, k as i128), IntTy::INT);
                r = match c.as_const() {
                    Some(0) => r,
                    Some(_) => sources[k as usize].clone(),
                    None => Expr {
                        kind: ExprKind::Ite(
                            Box::new(c),
                            Box::new(sources[k as usize].clone()),
                            Box::new(r),
                        ),
                        ty: elem.clone(),
                    },
                };
            }
            Ok(r)
        })
        .map(Some)
    }
}

impl Lower<'_> {
    /// `__builtin_convertvector(v, T)`: each element converted to `T`'s element type as a
    /// cast would (`T` a typedef name of a vector type with as many elements).
    fn convert_vector(&mut self, args: &[Node<Expression>], off: usize) -> Result<Expr> {
        let [v, t] = args else {
            return Err(self.invalid(off, "`__builtin_convertvector` takes a vector and a type"));
        };
        let to = match &t.node {
            Expression::Identifier(id) => match self.lookup(&id.node.name) {
                Some(super::scope::Sym::Typedef(ct)) => ct.to_ir().ok(),
                _ => None,
            },
            _ => None,
        };
        let v = self.rvalue(v)?;
        let (Some(to), Some((_, n))) = (to, v.ty.vector()) else {
            return Err(self.unsupported(
                off,
                "`__builtin_convertvector` other than of a vector to a vector typedef name",
            ));
        };
        match to.vector() {
            Some((_, m)) if m == n => {}
            _ => {
                return Err(self.invalid(
                    off,
                    "`__builtin_convertvector`'s vectors must have the same number of elements",
                ))
            }
        }
        self.convert_elements(v, &to)
    }

    /// The vector `v` with each element converted to the element type of the vector type
    /// `to` (of as many elements) as a cast would.
    fn convert_elements(&mut self, v: Expr, to: &Type) -> Result<Expr> {
        let elem = to.vector().expect("a vector").0.clone();
        let v = self.vector_operand(v);
        self.build_vector(to, |_, i| Ok(cast_to(element(&v, at(i)), &elem)))
    }
}

/// A comparison's 0/1 `int` as the element of a comparison's result: -1 or 0 of type `t`.
fn truth_mask(c: Expr, t: IntTy) -> Expr {
    match c.as_const() {
        Some(0) => Expr::constant(t, 0),
        Some(_) => Expr::constant(t, -1),
        None => Expr {
            kind: ExprKind::Ite(
                Box::new(c),
                Box::new(Expr::constant(t, -1)),
                Box::new(Expr::constant(t, 0)),
            ),
            ty: Type::Int(t),
        },
    }
}

/// One operand of an element-wise operation.
enum Scalarish {
    Vector(Expr),
    Scalar(Expr),
}
