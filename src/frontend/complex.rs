//! `_Complex` values (C11 6.2.5p11-13, 6.3.1.6-8, Annex G; gcc's integer complex types and
//! extensions), lowered as gcc's own complex lowering does: into pairs of real values.
//!
//! A complex object is a struct of two members of its element type, `__real__` and `__imag__`
//! (names no C source can write as members), named `_Complex T`: size twice the element's,
//! aligned as one element, so it lives in memory, parameters, returns and aggregates like any
//! struct. Each operator takes the operands apart (`parts`), computes the two real results and
//! puts them in a fresh temporary (`make`). gcc's rules at -O0 on x86-64:
//! - a real operand is not converted to complex for `+ - *` or for a complex divided by a
//!   real (the front end computes on the parts, Annex G.5.1): `x * (a + bi)` is `x*a + x*b i`;
//! - complex times complex and any division by a complex of floating type call libgcc's
//!   `__mul[sd]c3` / `__div[sd]c3` (`complex_libgcc.rs`); integer complex multiplication is
//!   `(ac - bd) + (ad + bc)i` in the element type, integer complex division by a complex is
//!   not modelled (gcc's wide algorithm with branches);
//! - the product or quotient of two complex constants is folded by gcc with correct rounding
//!   (MPC), which libgcc's operations need not give: unsupported;
//! - `~z` is the conjugate, `z == w` compares both parts, a complex converts to a real by
//!   dropping the imaginary part and to `_Bool` by testing both (C11 6.3.1.2).

use std::collections::HashMap;

use lang_c::ast::{BinaryOperator, Expression, UnaryOperator};
use lang_c::span::Node;

use super::layout::{struct_layout, Member};
use super::lower_expr::{cast_to, fold_float, usual_scalar};
use super::Lower;
use crate::error::Result;
use crate::ir::build::{and, binary, is_const, not, unary};
use crate::ir::{BinOp, Expr, ExprKind, FloatTy, InstrKind, IntTy, Place, Type, UnOp, Var};

/// The name prefix of the struct types that are complex types.
const PREFIX: &str = "_Complex ";

/// The IR type of `T _Complex` for a real element type `T` (a float or an integer type).
pub fn complex_type(elem: &Type) -> Type {
    let member = |name: &str| Member { name: Some(name.into()), ty: elem.clone(), width: None };
    let def = struct_layout(
        format!("{PREFIX}{elem}"),
        vec![member("__real__"), member("__imag__")],
        false,
        false,
        None,
    )
    .expect("two members of a complete scalar type");
    Type::Struct(def)
}

/// The element type of a complex type, `None` for any other type.
pub fn element(ty: &Type) -> Option<&Type> {
    match ty {
        Type::Struct(d) if !d.is_union && d.name.starts_with(PREFIX) && d.fields.len() == 2 => {
            Some(&d.fields[0].ty)
        }
        _ => None,
    }
}

pub fn is_complex(ty: &Type) -> bool {
    element(ty).is_some()
}

/// The C library's `<complex.h>` functions that are not modelled (`cabs`, `cexp`, ...).
fn is_unmodelled_library(name: &str) -> bool {
    let n = name.strip_prefix("__builtin_").unwrap_or(name);
    let n = n.strip_suffix(['f', 'l']).filter(|b| b.len() > 2).unwrap_or(n);
    matches!(
        n,
        "cabs"
            | "carg"
            | "cproj"
            | "cexp"
            | "clog"
            | "cpow"
            | "csqrt"
            | "csin"
            | "ccos"
            | "ctan"
            | "casin"
            | "cacos"
            | "catan"
            | "csinh"
            | "ccosh"
            | "ctanh"
            | "casinh"
            | "cacosh"
            | "catanh"
            | "cexpi"
    )
}

/// Whether a call of `name` without a body is one of the complex built-ins `complex_builtin`
/// lowers or rejects (so it is never an arbitrary result).
pub fn is_complex_builtin(name: &str) -> bool {
    let n = name.strip_prefix("__builtin_").unwrap_or(name);
    matches!(n, "creal" | "crealf" | "cimag" | "cimagf" | "conj" | "conjf" | "creall")
        || matches!(n, "cimagl" | "conjl" | "complex")
        || is_unmodelled_library(name)
}

/// An operand: a real value, or a complex one's two parts.
enum Val {
    Real(Expr),
    Complex(Expr, Expr),
}

fn zero(ty: &Type) -> Expr {
    Expr { kind: ExprKind::Const(0), ty: ty.clone() }
}

/// `op` of two operands of type `ty` (a float or an integer type).
fn op2(op: BinOp, a: Expr, b: Expr) -> Expr {
    match a.ty.clone() {
        Type::Int(t) => binary(op, a, b, t),
        ty => {
            let ty = if matches!(op, BinOp::Eq | BinOp::Ne) { Type::Int(IntTy::INT) } else { ty };
            fold_float(Expr { kind: ExprKind::Binary(op, Box::new(a), Box::new(b)), ty })
        }
    }
}

fn ite(c: Expr, a: Expr, b: Expr) -> Expr {
    let ty = a.ty.clone();
    Expr { kind: ExprKind::Ite(Box::new(c), Box::new(a), Box::new(b)), ty }
}

fn neg(a: Expr) -> Expr {
    match a.ty.clone() {
        Type::Int(t) => unary(UnOp::Neg, a, t),
        ty => fold_float(Expr { kind: ExprKind::Unary(UnOp::Neg, Box::new(a)), ty }),
    }
}

/// The constant an expression of constants folds to (any rounding: a translation-time
/// context), or the expression.
pub fn fold_all(e: Expr) -> Expr {
    match crate::ir::consteval::eval(&e) {
        Ok(v) => Expr { kind: ExprKind::Const(v), ty: e.ty },
        Err(_) => e,
    }
}

impl<'a> Lower<'a> {
    /// A value that later operations read more than once: a temporary unless it is a
    /// constant (in a translation-time context, `complex_consts`, it stays an expression).
    pub(super) fn settle(&mut self, e: Expr) -> Expr {
        let e = fold_float(e);
        if self.complex_consts.is_some() || matches!(e.kind, ExprKind::Const(_) | ExprKind::Var(_))
        {
            return e;
        }
        self.spill(e)
    }

    /// The two parts of a complex value.
    fn parts(&mut self, x: Expr) -> (Expr, Expr) {
        let elem = element(&x.ty).expect("a complex value").clone();
        if let (ExprKind::Var(v), Some(map)) = (&x.kind, &self.complex_consts) {
            if let Some(p) = map.get(v) {
                return p.clone();
            }
        }
        if let Some(p) = self.known_constant(&x) {
            return p;
        }
        let x = match x.kind {
            ExprKind::Var(_) | ExprKind::Index(..) | ExprKind::Deref(_) => x,
            _ => self.spill(x),
        };
        let part = |k: i128| Expr {
            kind: ExprKind::Index(Box::new(x.clone()), Box::new(Expr::constant(IntTy::LONG, k))),
            ty: elem.clone(),
        };
        (part(0), part(1))
    }

    fn split(&mut self, x: Expr, off: usize) -> Result<Val> {
        if is_complex(&x.ty) {
            let (re, im) = self.parts(x);
            return Ok(Val::Complex(re, im));
        }
        match x.ty {
            Type::Int(_) | Type::Float(_) => Ok(Val::Real(x)),
            _ => Err(self
                .invalid(off, format!("invalid operand of type `{}` to a complex operator", x.ty))),
        }
    }

    /// A complex value from its parts (of one element type): a fresh temporary.
    pub(super) fn make(&mut self, re: Expr, im: Expr) -> Expr {
        let ty = complex_type(&re.ty);
        let t = self.temp(ty.clone());
        let member =
            |k: i128| Place::Index(Box::new(Place::Var(t)), Expr::constant(IntTy::LONG, k));
        if let Some(map) = &mut self.complex_consts {
            map.insert(t, (fold_all(re.clone()), fold_all(im.clone())));
        }
        if is_const(&re) && is_const(&im) {
            self.complex_known.insert(t, self.f.body.len());
        }
        self.emit(InstrKind::Assign(member(0), re));
        self.emit(InstrKind::Assign(member(1), im));
        Expr::var(t, ty)
    }

    /// The constant parts of a temporary `make` assigned two constants, as its assignments
    /// in the body still say.
    fn known_constant(&self, x: &Expr) -> Option<(Expr, Expr)> {
        let ExprKind::Var(t) = &x.kind else { return None };
        let at = *self.complex_known.get(t)?;
        let part = |k: usize| match &self.f.body.get(at + k)?.kind {
            InstrKind::Assign(Place::Index(p, i), v)
                if **p == Place::Var(*t) && i.as_const() == Some(k as u64) && is_const(v) =>
            {
                Some(v.clone())
            }
            _ => None,
        };
        Some((part(0)?, part(1)?))
    }

    /// The two parts of the constant complex (or real) expression `e` converted to the complex
    /// type `to` (a static initializer), `None` when `e` is not a constant.
    pub(super) fn complex_constant(
        &mut self,
        e: &Node<Expression>,
        to: &Type,
    ) -> Result<Option<(Expr, Expr)>> {
        let snap = self.snapshot();
        let saved = self.complex_consts.replace(ConstParts::new());
        self.dry_run += 1;
        let r = self.rvalue(e).and_then(|x| self.convert(x, to, e.span.start));
        let parts = r.map(|x| self.parts(x));
        self.dry_run -= 1;
        self.complex_consts = saved;
        self.rollback(snap);
        let (re, im) = parts?;
        let (re, im) = (fold_all(re), fold_all(im));
        Ok(matches!((&re.kind, &im.kind), (ExprKind::Const(_), ExprKind::Const(_)))
            .then_some((re, im)))
    }

    /// Whether the expression `e` has a complex type.
    pub(super) fn is_complex_operand(&mut self, e: &Node<Expression>) -> Result<bool> {
        Ok(is_complex(&self.type_of(e)?))
    }

    /// The conversion of `v` to `to` where one of them is complex (C11 6.3.1.6-7, 6.3.1.2).
    pub(super) fn complex_convert(&mut self, v: Expr, to: &Type, off: usize) -> Result<Expr> {
        if v.ty == *to {
            return Ok(v);
        }
        match (self.split(v, off)?, element(to).cloned()) {
            (Val::Complex(re, im), Some(te)) => {
                let (re, im) = (cast_to(re, &te), cast_to(im, &te));
                Ok(self.make(re, im))
            }
            (Val::Real(x), Some(te)) => {
                let re = cast_to(x, &te);
                Ok(self.make(re, zero(&te)))
            }
            (Val::Complex(re, im), None) => {
                match to {
                    Type::Int(t) if t.is_bool() => {
                        let z = self.complex_truth_parts(re, im);
                        Ok(cast_to(z, to))
                    }
                    Type::Int(_) | Type::Float(_) => Ok(cast_to(re, to)),
                    _ => Err(self
                        .invalid(off, format!("incompatible types: complex converted to `{to}`"))),
                }
            }
            (Val::Real(_), None) => Err(crate::error::Error::internal("complex_convert of reals")),
        }
    }

    /// The value of `e` converted to the real type `to` (an initializer, a return value): of
    /// a complex `e`, its real part.
    pub(super) fn real_rvalue(&mut self, e: &Node<Expression>, to: &Type) -> Result<Expr> {
        let x = self.rvalue(e)?;
        if is_complex(&x.ty) {
            return self.complex_convert(x, to, e.span.start);
        }
        let x = self.scalar_rvalue_of(x, e.span.start)?;
        Ok(cast_to(x, to))
    }

    /// A complex value as a real one (a cast to a real type: the real part), other values
    /// unchanged.
    pub(super) fn complex_to_real(&mut self, v: Expr) -> Expr {
        if !is_complex(&v.ty) {
            return v;
        }
        self.parts(v).0
    }

    fn complex_truth_parts(&mut self, re: Expr, im: Expr) -> Expr {
        let z = zero(&re.ty);
        let both_zero = and(op2(BinOp::Eq, re, z.clone()), op2(BinOp::Eq, im, z));
        not(both_zero)
    }

    /// A complex value as a condition: `int` 1 unless both parts are zero.
    pub(super) fn complex_truth(&mut self, v: Expr) -> Expr {
        let (re, im) = self.parts(v);
        self.complex_truth_parts(re, im)
    }

    /// `-z`, `+z`, `~z` (gcc: the conjugate).
    pub(super) fn complex_unary(&mut self, op: UnaryOperator, x: Expr) -> Expr {
        let (re, im) = self.parts(x);
        match op {
            UnaryOperator::Minus => {
                let (re, im) = (neg(re), neg(im));
                self.make(re, im)
            }
            UnaryOperator::Complement => {
                let im = neg(im);
                self.make(re, im)
            }
            _ => self.make(re, im),
        }
    }

    /// `a op b` where at least one operand is complex.
    pub(super) fn complex_binary(
        &mut self,
        op: &BinaryOperator,
        a: Expr,
        b: Expr,
        off: usize,
    ) -> Result<Expr> {
        let real_of = |t: &Type| element(t).cloned().unwrap_or_else(|| t.clone());
        let t = usual_scalar(&real_of(&a.ty), &real_of(&b.ty))
            .ok_or_else(|| self.invalid(off, "invalid operands to a complex operator"))?;
        let conv = |v: Val| match v {
            Val::Real(x) => Val::Real(cast_to(x, &t)),
            Val::Complex(re, im) => Val::Complex(cast_to(re, &t), cast_to(im, &t)),
        };
        let va = conv(self.split(a, off)?);
        let vb = conv(self.split(b, off)?);
        use BinaryOperator as B;
        use Val::{Complex as C, Real as R};
        let (re, im) = match (op, va, vb) {
            (B::Equals | B::NotEquals, va, vb) => {
                let (ar, ai) = self.as_complex(va, &t);
                let (br, bi) = self.as_complex(vb, &t);
                let eq = and(op2(BinOp::Eq, ar, br), op2(BinOp::Eq, ai, bi));
                return Ok(if *op == B::Equals { eq } else { not(eq) });
            }
            (B::Plus, R(x), C(br, bi)) => (op2(BinOp::Add, x, br), bi),
            (B::Plus, C(ar, ai), R(y)) => (op2(BinOp::Add, ar, y), ai),
            (B::Plus, C(ar, ai), C(br, bi)) => (op2(BinOp::Add, ar, br), op2(BinOp::Add, ai, bi)),
            (B::Minus, R(x), C(br, bi)) => (op2(BinOp::Sub, x, br), neg(bi)),
            (B::Minus, C(ar, ai), R(y)) => (op2(BinOp::Sub, ar, y), ai),
            (B::Minus, C(ar, ai), C(br, bi)) => (op2(BinOp::Sub, ar, br), op2(BinOp::Sub, ai, bi)),
            (B::Multiply, R(x), C(br, bi)) => {
                let x = self.settle(x);
                (op2(BinOp::Mul, x.clone(), br), op2(BinOp::Mul, x, bi))
            }
            (B::Multiply | B::Divide, C(ar, ai), R(y)) => {
                let y = self.settle(y);
                let o = if *op == B::Multiply { BinOp::Mul } else { BinOp::Div };
                (op2(o, ar, y.clone()), op2(o, ai, y))
            }
            (B::Multiply, C(ar, ai), C(br, bi)) => self.complex_mul(ar, ai, br, bi, off)?,
            (B::Divide, va @ (R(_) | C(..)), C(br, bi)) => {
                let (ar, ai) = self.as_complex(va, &t);
                self.complex_div(ar, ai, br, bi, off)?
            }
            _ => {
                return Err(
                    self.invalid(off, format!("invalid operands to {op:?} on a complex value"))
                )
            }
        };
        Ok(self.make(re, im))
    }

    /// A real operand as the complex value with a zero imaginary part.
    fn as_complex(&mut self, v: Val, t: &Type) -> (Expr, Expr) {
        match v {
            Val::Real(x) => (x, zero(t)),
            Val::Complex(re, im) => (re, im),
        }
    }

    fn all_constant(parts: [&Expr; 4]) -> bool {
        parts.iter().all(|p| matches!(fold_all((*p).clone()).kind, ExprKind::Const(_)))
    }

    fn complex_mul(
        &mut self,
        ar: Expr,
        ai: Expr,
        br: Expr,
        bi: Expr,
        off: usize,
    ) -> Result<(Expr, Expr)> {
        match ar.ty.clone() {
            Type::Float(ft) => {
                if Self::all_constant([&ar, &ai, &br, &bi]) {
                    return Err(self.unsupported(
                        off,
                        "product of two complex constants (gcc folds it correctly rounded)",
                    ));
                }
                let [a, b, c, d] = [ar, ai, br, bi].map(|x| self.settle(x));
                Ok(self.as_model(|l| l.libgcc_mul(ft, a, b, c, d)))
            }
            _ => {
                let [a, b, c, d] = [ar, ai, br, bi].map(|x| self.settle(x));
                let re = op2(
                    BinOp::Sub,
                    op2(BinOp::Mul, a.clone(), c.clone()),
                    op2(BinOp::Mul, b.clone(), d.clone()),
                );
                let im = op2(BinOp::Add, op2(BinOp::Mul, a, d), op2(BinOp::Mul, b, c));
                Ok((re, im))
            }
        }
    }

    fn complex_div(
        &mut self,
        ar: Expr,
        ai: Expr,
        br: Expr,
        bi: Expr,
        off: usize,
    ) -> Result<(Expr, Expr)> {
        let Type::Float(ft) = ar.ty.clone() else {
            let [a, b, c, d] = [ar, ai, br, bi].map(|x| self.settle(x));
            return Ok(self.int_div_wide(a, b, c, d));
        };
        if Self::all_constant([&ar, &ai, &br, &bi]) {
            return Err(self.unsupported(
                off,
                "quotient of two complex constants (gcc folds it correctly rounded)",
            ));
        }
        let [a, b, c, d] = [ar, ai, br, bi].map(|x| self.settle(x));
        Ok(match ft {
            FloatTy::F32 => self.as_model(|l| l.libgcc_divsc3(a, b, c, d)),
            FloatTy::F64 => self.as_model(|l| l.libgcc_divdc3(a, b, c, d)),
        })
    }

    /// gcc's integer complex division (`expand_complex_div_wide` in `tree-complex.cc`): with
    /// `|c| < |d|`, `ratio = c/d`, `div = c*ratio + d`, `x = (a*ratio + b)/div`,
    /// `y = (b*ratio - a)/div`; else `ratio = d/c`, `div = d*ratio + c`,
    /// `x = (b*ratio + a)/div`, `y = (b - a*ratio)/div`. The branches differ by which operands
    /// play which role, chosen before dividing, so every division is one the program makes.
    fn int_div_wide(&mut self, a: Expr, b: Expr, c: Expr, d: Expr) -> (Expr, Expr) {
        let t = a.ty.as_int();
        let abs = |x: &Expr| {
            if !t.signed {
                return x.clone();
            }
            let lt = binary(BinOp::Lt, x.clone(), zero(&x.ty), IntTy::INT);
            ite(lt, neg(x.clone()), x.clone())
        };
        let lt = binary(BinOp::Lt, abs(&c), abs(&d), IntTy::INT);
        let first = self.settle(lt);
        let pick = |x: &Expr, y: &Expr| ite(first.clone(), x.clone(), y.clone());
        let (p, q, u, w) = (pick(&c, &d), pick(&d, &c), pick(&a, &b), pick(&b, &a));
        let [p, q, u, w] = [p, q, u, w].map(|x| self.settle(x));
        let ratio = self.settle(op2(BinOp::Div, p.clone(), q.clone()));
        let div = self.settle(op2(BinOp::Add, op2(BinOp::Mul, p, ratio.clone()), q));
        let x = op2(BinOp::Add, op2(BinOp::Mul, u.clone(), ratio.clone()), w.clone());
        // First branch `b*ratio - a` (`w*ratio - u`), second `b - a*ratio` (`u - w*ratio`).
        let wr = self.settle(op2(BinOp::Mul, w, ratio));
        let minuend = pick(&wr, &u);
        let subtrahend = pick(&u, &wr);
        let y = op2(BinOp::Sub, minuend, subtrahend);
        let x = self.settle(x);
        let y = self.settle(y);
        (op2(BinOp::Div, x, div.clone()), op2(BinOp::Div, y, div))
    }

    /// gcc's `__real__ e` / `__imag__ e` as a value: of a real operand, the operand itself or
    /// zero (converted to the operand's type).
    pub(super) fn real_imag(
        &mut self,
        imag: bool,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Expr> {
        let [arg] = args else {
            return Err(self.invalid(off, "`__real__`/`__imag__` take one operand"));
        };
        let x = self.rvalue(arg)?;
        match self.split(x, arg.span.start)? {
            Val::Complex(re, im) => Ok(if imag { im } else { re }),
            Val::Real(x) if imag => Ok(zero(&x.ty)),
            Val::Real(x) => Ok(x),
        }
    }

    /// `__real__ z` / `__imag__ z` as an lvalue: the member of the complex object.
    pub(super) fn real_imag_place(
        &mut self,
        imag: bool,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Place> {
        let [arg] = args else {
            return Err(self.invalid(off, "`__real__`/`__imag__` take one operand"));
        };
        let p = self.lvalue(arg)?;
        if !is_complex(&self.place_expr(&p).ty) {
            return Err(self.unsupported(off, "`__real__`/`__imag__` of a real lvalue"));
        }
        Ok(Place::Index(Box::new(p), Expr::constant(IntTy::LONG, i128::from(imag))))
    }

    /// `creal`, `cimag`, `conj` (and their `f` forms and `__builtin_` spellings),
    /// `__builtin_complex`; the other `<complex.h>` functions are unsupported.
    pub(super) fn complex_builtin(
        &mut self,
        name: &str,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Option<Expr>> {
        if is_unmodelled_library(name) {
            return Err(self.unsupported(off, format!("`{name}` (complex function, not modelled)")));
        }
        let n = name.strip_prefix("__builtin_").unwrap_or(name);
        if n == "complex" && name.starts_with("__builtin_") {
            let [re, im] = args else {
                return Err(self.invalid(off, "`__builtin_complex` takes two arguments"));
            };
            let (x, y) = (self.rvalue(re)?, self.rvalue(im)?);
            if !matches!(x.ty, Type::Float(_)) || x.ty != y.ty {
                return Err(self
                    .invalid(off, "`__builtin_complex` needs two operands of one floating type"));
            }
            return Ok(Some(self.make(x, y)));
        }
        let (base, ft) = match n {
            "crealf" | "cimagf" | "conjf" => (&n[..n.len() - 1], FloatTy::F32),
            "creall" | "cimagl" | "conjl" => {
                return Err(self.unsupported(off, format!("`{name}` (long double complex)")))
            }
            _ => (n, FloatTy::F64),
        };
        if !matches!(base, "creal" | "cimag" | "conj") {
            return Ok(None);
        }
        let [arg] = args else {
            return Err(self.invalid(off, format!("`{name}` takes one argument")));
        };
        let x = self.rvalue(arg)?;
        let x = self.complex_convert(x, &complex_type(&Type::Float(ft)), arg.span.start)?;
        let (re, im) = self.parts(x);
        Ok(Some(match base {
            "creal" => re,
            "cimag" => im,
            _ => {
                let im = neg(im);
                self.make(re, im)
            }
        }))
    }
}

/// The parts of the complex temporaries made while a static initializer is evaluated
/// (`Lower::complex_consts`): read back as expressions, never through the temporaries.
pub type ConstParts = HashMap<Var, (Expr, Expr)>;

/// Whether the call is the parser's `__real__ e` (`Some(false)`) or `__imag__ e`
/// (`Some(true)`).
pub fn real_imag_call(c: &Node<lang_c::ast::CallExpression>) -> Option<bool> {
    match &c.node.callee.node {
        Expression::Identifier(id) if id.node.name == "__real__" => Some(false),
        Expression::Identifier(id) if id.node.name == "__imag__" => Some(true),
        _ => None,
    }
}
