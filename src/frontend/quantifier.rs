//! CBMC's quantifiers `__CPROVER_forall { T v; e }` and `__CPROVER_exists { T v; e }` (and
//! ACSL's `\forall T v; e`, `\exists`), and CBMC's implication `a ==> b`, which the parser
//! (`vendor/lang-c`, ibmc's patch) gives as calls of `__CPROVER_forall`/`__CPROVER_exists`
//! with a statement expression `({ T v; e; })`, and of `==>` with two arguments.
//!
//! A quantifier over an integer variable is **expanded** over the values where its body can
//! decide the result: for `forall`, the values where the body may be false; for `exists`,
//! where it may be true. They are read off the body's structure (`&&`, `||`, `!`, `==>` over
//! comparisons of the variable with constants, e.g. `(0 <= i && i < N) ==> P`, also through
//! a statement expression's locals initialized by such truth values,
//! `({ _Bool in = 0 <= i && i < N; in ==> P; })`), else the
//! whole range of a type of at most [`MAX_INSTANCES`] values (`char`). The body is then
//! evaluated once per value, and the instances are combined with `&&` (`forall`) or `||`
//! (`exists`): exactly the quantifier, since outside those values the body is true (false)
//! whatever else holds. A quantifier whose values cannot be bounded that way, over a
//! non-integer variable, or whose body has effects on anything but its own locals is
//! `Unsupported` with `file:line`.
//!
//! **Skolemized.** A quantifier that stands for an arbitrary value of its variable needs no
//! bound: a `forall` in an assertion's condition at positive polarity (through `&&`, `||`,
//! the consequent of `==>`; `!` and the antecedent flip it), an `exists` there at negative
//! polarity, and dually an `exists` at positive (a `forall` at negative) polarity in an
//! assumption. The assertion `forall v. P(v)` fails exactly when `P(v)` fails for some `v`,
//! and `assume(exists v. P(v))` keeps exactly the executions where some `v` makes `P(v)`
//! hold: so the variable gets a nondeterministic value (input `__CPROVER_forall v`, shown in
//! traces) and the body is evaluated once, as CBMC does. Several such quantifiers each get
//! their own value (the prenex form). Quantifiers elsewhere (under another quantifier, in
//! operands of other operators) are expanded as above.

use lang_c::ast::{BinaryOperator, BlockItem, Expression, Statement, UnaryOperator};
use lang_c::span::Node;

use super::lower_expr::negate;
use super::types::{promote, usual_arith};
use super::Lower;
use crate::error::Result;
use crate::ir::build::binary;
use crate::ir::{BinOp, Expr, InstrKind, IntTy, Place, Type, Var};

/// Instances of a quantifier, at most.
pub const MAX_INSTANCES: i128 = 1024;

/// A set of values of the bound variable, as an interval (`None`: empty).
type Set = Option<(i128, i128)>;

fn meet(a: Set, b: Set) -> Set {
    let ((a0, a1), (b0, b1)) = (a?, b?);
    let (lo, hi) = (a0.max(b0), a1.min(b1));
    (lo <= hi).then_some((lo, hi))
}

fn hull(a: Set, b: Set) -> Set {
    match (a, b) {
        (None, x) | (x, None) => x,
        (Some((a0, a1)), Some((b0, b1))) => Some((a0.min(b0), a1.max(b1))),
    }
}

impl Lower<'_> {
    /// `a ==> b`: `!a || b`, `b` evaluated only when `a` holds.
    pub fn implication(
        &mut self,
        args: &[Node<Expression>],
        want: bool,
        off: usize,
    ) -> Result<Expr> {
        let [a, b] = args else { return Err(self.invalid(off, "`==>` needs two operands")) };
        let a = self.truth(a)?;
        self.logical_from(false, negate(a), b, want)
    }

    /// `__CPROVER_forall`/`__CPROVER_exists` (see the module documentation).
    pub fn quantifier(
        &mut self,
        forall: bool,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Expr> {
        let name = if forall { "__CPROVER_forall" } else { "__CPROVER_exists" };
        let body = match args {
            [a] => match &a.node {
                Expression::Statement(s) => match &s.node {
                    Statement::Compound(items) => match items.as_slice() {
                        [d, e] => match (&d.node, &e.node) {
                            (BlockItem::Declaration(d), BlockItem::Statement(e)) => match &e.node {
                                Statement::Expression(Some(e)) => Some((d, &**e)),
                                _ => None,
                            },
                            _ => None,
                        },
                        _ => None,
                    },
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        };
        let Some((decl, e)) = body else {
            return Err(self.invalid(off, format!("`{name}` takes `{{ declaration expression }}`")));
        };
        if decl.node.declarators.len() != 1
            || decl.node.declarators.iter().any(|d| d.node.initializer.is_some())
        {
            return Err(self.unsupported(
                off,
                format!("`{name}` binding other than one variable without initializer"),
            ));
        }
        self.push_scope();
        let r = self.quantifier_in_scope(forall, name, decl, e, off);
        self.pop_scope();
        r
    }

    fn quantifier_in_scope(
        &mut self,
        forall: bool,
        name: &str,
        decl: &Node<lang_c::ast::Declaration>,
        e: &Node<Expression>,
        off: usize,
    ) -> Result<Expr> {
        let skolem = match self.f.skolem_sites.iter().position(|&o| o == off) {
            Some(i) => {
                self.f.skolem_sites.swap_remove(i);
                true
            }
            None => false,
        };
        self.declaration(decl)?;
        let bound = self.scopes.last().map(|s| s.locals.clone()).unwrap_or_default();
        let (var, ity) = match (bound.as_slice(), bound.first().map(|v| self.var_type(*v))) {
            ([v], Some(Type::Int(t))) => (*v, t),
            _ => {
                return Err(self
                    .unsupported(off, format!("`{name}` over a variable that is not an integer")))
            }
        };
        let var_name = self.scopes.last().and_then(|s| {
            s.names
                .iter()
                .find(|(_, s)| matches!(s, super::scope::Sym::Var(v, _) if *v == var))
                .map(|(n, _)| n.clone())
        });
        let Some(var_name) = var_name else {
            return Err(self.unsupported(off, format!("`{name}` binding")));
        };
        if skolem {
            return self.skolemized(var, &var_name, name, e, off);
        }
        let d = self.decides(e, &var_name, ity);
        let (values, decided) =
            if forall { (d.may_false, d.must_false) } else { (d.may_true, d.must_true) };
        if decided.is_some() {
            // Some value certainly makes a `forall` false, or an `exists` true.
            return Ok(Expr::constant(IntTy::INT, i128::from(!forall)));
        }
        let full = (ity.min(), ity.max());
        let values = match values {
            Some((lo, hi)) if hi - lo < MAX_INSTANCES => Some((lo, hi)),
            Some(_) if full.1 - full.0 < MAX_INSTANCES => Some(full),
            Some(_) => {
                return Err(self.unsupported(
                    off,
                    format!(
                        "`{name}` whose values ibmc cannot bound to at most {MAX_INSTANCES} (give the range as `(lo <= {var_name} && {var_name} < hi) ==> ...` with constants)"
                    ),
                ))
            }
            None => None,
        };
        let mut acc: Option<Expr> = None;
        if let Some((lo, hi)) = values {
            let op = if forall { BinOp::LogAnd } else { BinOp::LogOr };
            for v in lo..=hi {
                self.emit(InstrKind::Assign(Place::Var(var), Expr::constant(ity, v)));
                let (body, locals) = (self.f.body.len(), self.f.locals.len());
                self.f.bound.push((var, v));
                let t = self.truth(e);
                self.f.bound.pop();
                let t = t?;
                self.check_quantifier_effects(body, locals, var, name, off)?;
                let t = self.spill(t);
                acc = Some(match acc {
                    None => t,
                    Some(a) => binary(op, a, t, IntTy::INT),
                });
            }
        }
        Ok(acc.unwrap_or_else(|| Expr::constant(IntTy::INT, i128::from(forall))))
    }

    /// A quantifier standing for an arbitrary value of its variable (module documentation,
    /// "Skolemized"): the body, once, with the variable a fresh input.
    fn skolemized(
        &mut self,
        var: Var,
        var_name: &str,
        name: &str,
        e: &Node<Expression>,
        off: usize,
    ) -> Result<Expr> {
        let (body, locals) = (self.f.body.len(), self.f.locals.len());
        let source = format!("{name} {var_name}");
        self.emit(InstrKind::Nondet { place: Place::Var(var), source });
        let t = self.truth(e)?;
        self.check_quantifier_effects(body, locals, var, name, off)?;
        Ok(t)
    }

    /// Records the quantifiers of an assertion's (`universal`) or an assumption's condition
    /// that stand for an arbitrary value of their variable (module documentation,
    /// "Skolemized"); `quantifier` reads them by offset. A name the program declares is not
    /// the builtin.
    pub fn mark_skolem_sites(&mut self, conds: &[Node<Expression>], universal: bool) {
        self.f.skolem_sites.clear();
        if let [c] = conds {
            self.skolem_walk(c, universal);
        }
    }

    fn skolem_walk(&mut self, e: &Node<Expression>, universal: bool) {
        match &e.node {
            Expression::BinaryOperator(b)
                if matches!(
                    b.node.operator.node,
                    BinaryOperator::LogicalAnd | BinaryOperator::LogicalOr
                ) =>
            {
                self.skolem_walk(&b.node.lhs, universal);
                self.skolem_walk(&b.node.rhs, universal);
            }
            Expression::UnaryOperator(u) if u.node.operator.node == UnaryOperator::Negate => {
                self.skolem_walk(&u.node.operand, !universal)
            }
            Expression::Call(c) => {
                let Expression::Identifier(id) = &c.node.callee.node else { return };
                let name = id.node.name.as_str();
                if self.lookup(name).is_some() {
                    return;
                }
                match (name, c.node.arguments.as_slice()) {
                    ("==>", [a, b]) => {
                        self.skolem_walk(a, !universal);
                        self.skolem_walk(b, universal);
                    }
                    ("__CPROVER_forall", [_]) if universal => {
                        self.f.skolem_sites.push(e.span.start)
                    }
                    ("__CPROVER_exists", [_]) if !universal => {
                        self.f.skolem_sites.push(e.span.start)
                    }
                    _ => {}
                }
            }
            _ => {}
        }
    }

    /// The instructions of one instance write only the bound variable and locals made for it
    /// (temporaries, a statement expression's locals), and jump only forward.
    fn check_quantifier_effects(
        &self,
        body: usize,
        locals: usize,
        var: Var,
        name: &str,
        off: usize,
    ) -> Result<()> {
        let own = |v: Option<Var>| match v {
            Some(Var::Local(l)) => l as usize >= locals || Var::Local(l) == var,
            _ => false,
        };
        for (i, ins) in self.f.body[body..].iter().enumerate() {
            let ok = match &ins.kind {
                InstrKind::Assign(p, _) | InstrKind::Nondet { place: p, .. } => own(p.root()),
                InstrKind::Decl(_) | InstrKind::Dead(_) | InstrKind::Skip => true,
                InstrKind::Goto(_, t) => *t > body + i,
                _ => false,
            };
            if !ok {
                return Err(self.unsupported(off, format!("`{name}` whose body has side effects")));
            }
        }
        Ok(())
    }

    /// The value of `e` when it names the variable of an enclosing quantifier, in the
    /// instance being lowered.
    fn bound_value(&self, e: &Node<Expression>) -> Option<(i128, IntTy)> {
        let Expression::Identifier(id) = &e.node else { return None };
        let Some(super::scope::Sym::Var(v, Type::Int(t))) = self.lookup(&id.node.name) else {
            return None;
        };
        self.f.bound.iter().rev().find(|(b, _)| b == v).map(|(_, k)| (*k, *t))
    }

    /// What `e` can be for each value of the variable `v` (of type `ty`).
    fn decides(&mut self, e: &Node<Expression>, v: &str, ty: IntTy) -> Decides {
        self.decides_in(e, v, ty, &[])
    }

    /// `decides` where the names of `env` stand for truth values (`statement_truths`).
    fn decides_in(
        &mut self,
        e: &Node<Expression>,
        v: &str,
        ty: IntTy,
        env: &[Truth<'_>],
    ) -> Decides {
        let unknown = Decides::unknown(ty);
        match &e.node {
            Expression::BinaryOperator(b) => {
                let (l, r) = (&b.node.lhs, &b.node.rhs);
                match b.node.operator.node {
                    BinaryOperator::LogicalAnd => {
                        let (a, b) =
                            (self.decides_in(l, v, ty, env), self.decides_in(r, v, ty, env));
                        a.and(&b)
                    }
                    BinaryOperator::LogicalOr => {
                        let (a, b) =
                            (self.decides_in(l, v, ty, env), self.decides_in(r, v, ty, env));
                        a.not().and(&b.not()).not()
                    }
                    ref op => self.comparison(op, l, r, v, ty).unwrap_or(unknown),
                }
            }
            Expression::UnaryOperator(u) if u.node.operator.node == UnaryOperator::Negate => {
                self.decides_in(&u.node.operand, v, ty, env).not()
            }
            Expression::Call(c) => match (&c.node.callee.node, c.node.arguments.as_slice()) {
                (Expression::Identifier(id), [a, b]) if id.node.name == "==>" => {
                    let (a, b) = (self.decides_in(a, v, ty, env), self.decides_in(b, v, ty, env));
                    a.and(&b.not()).not()
                }
                _ => unknown,
            },
            Expression::Constant(_) => match self.const_value(e) {
                Ok(Some((k, _))) => {
                    Decides::exact(if k != 0 { Some((ty.min(), ty.max())) } else { None }, None, ty)
                }
                _ => unknown,
            },
            Expression::Identifier(id) => {
                match env.iter().rev().find(|(n, _)| *n == id.node.name) {
                    Some((_, init)) => self.decides_in(init, v, ty, env),
                    None => unknown,
                }
            }
            Expression::Statement(st) => match statement_truths(st, v) {
                Some((decls, last)) => {
                    let mut inner = env.to_vec();
                    inner.extend(decls);
                    self.decides_in(last, v, ty, &inner)
                }
                None => unknown,
            },
            _ => unknown,
        }
    }

    /// The values of `v` for which `l op r` may hold and may not hold, when it compares `v`
    /// with a constant and the comparison is mathematical (no operand changes value in the
    /// usual conversions).
    fn comparison(
        &mut self,
        op: &BinaryOperator,
        l: &Node<Expression>,
        r: &Node<Expression>,
        v: &str,
        ty: IntTy,
    ) -> Option<Decides> {
        use BinaryOperator::*;
        let is_var = |e: &Node<Expression>| matches!(&e.node, Expression::Identifier(id) if id.node.name == v);
        // `v op k`, or `k op v` turned around.
        let (op, k) = if is_var(l) {
            (op.clone(), r)
        } else if is_var(r) {
            let flipped = match op {
                Less => Greater,
                Greater => Less,
                LessOrEqual => GreaterOrEqual,
                GreaterOrEqual => LessOrEqual,
                Equals => Equals,
                NotEquals => NotEquals,
                _ => return None,
            };
            (flipped, l)
        } else {
            return None;
        };
        if !matches!(op, Less | Greater | LessOrEqual | GreaterOrEqual | Equals | NotEquals) {
            return None;
        }
        let (k, kty) = self.bound_value(k).or_else(|| self.const_value(k).ok().flatten())?;
        let common = usual_arith(promote(ty), promote(kty));
        if !common.signed && (ty.signed || k < 0) {
            return None;
        }
        let (min, max) = (ty.min(), ty.max());
        let range = |lo: i128, hi: i128| -> Set {
            let (lo, hi) = (lo.max(min), hi.min(max));
            (lo <= hi).then_some((lo, hi))
        };
        // The exact set where `v op k` holds (for `!=`, where it does not).
        let holds = match op {
            Less => range(min, k - 1),
            LessOrEqual => range(min, k),
            Greater => range(k + 1, max),
            GreaterOrEqual => range(k, max),
            _ => range(k, k),
        };
        // Outside `holds`: one interval when `holds` touches an end of the range, else two,
        // the larger of which is certainly in the set.
        let (min, max) = (ty.min(), ty.max());
        let outside = match holds {
            None => Some((min, max)),
            Some((lo, hi)) if lo <= min && hi >= max => None,
            Some((lo, hi)) if lo <= min => Some((hi + 1, max)),
            Some((lo, hi)) if hi >= max => Some((min, lo - 1)),
            Some((lo, hi)) => {
                Some(if lo - min >= max - hi { (min, lo - 1) } else { (hi + 1, max) })
            }
        };
        let d = Decides {
            may_true: holds,
            may_false: hull_outside(holds, ty),
            must_true: holds,
            must_false: outside,
        };
        Some(if op == NotEquals { d.not() } else { d })
    }
}

/// The values of `ty` outside the exact set `set`, as an interval containing them.
fn hull_outside(set: Set, ty: IntTy) -> Set {
    let (min, max) = (ty.min(), ty.max());
    match set {
        None => Some((min, max)),
        Some((lo, hi)) if lo <= min && hi >= max => None,
        Some((lo, hi)) if lo <= min => Some((hi + 1, max)),
        Some((lo, hi)) if hi >= max => Some((min, lo - 1)),
        Some(_) => Some((min, max)),
    }
}

/// For each value of the bound variable, what a condition can be: the values where it may be
/// true and may be false (intervals containing them), and values where it certainly is true
/// and certainly is false (intervals inside them).
#[derive(Debug, Clone, Copy)]
struct Decides {
    may_true: Set,
    may_false: Set,
    must_true: Set,
    must_false: Set,
}

impl Decides {
    fn unknown(ty: IntTy) -> Self {
        let full = Some((ty.min(), ty.max()));
        Decides { may_true: full, may_false: full, must_true: None, must_false: None }
    }

    /// True exactly on `t`, false exactly on `f` (`None` for `f`: outside `t`).
    fn exact(t: Set, f: Set, ty: IntTy) -> Self {
        let f = f.or_else(|| hull_outside(t, ty));
        Decides { may_true: t, may_false: f, must_true: t, must_false: f }
    }

    fn not(&self) -> Self {
        Decides {
            may_true: self.may_false,
            may_false: self.may_true,
            must_true: self.must_false,
            must_false: self.must_true,
        }
    }

    fn and(&self, b: &Decides) -> Self {
        Decides {
            may_true: meet(self.may_true, b.may_true),
            may_false: hull(self.may_false, b.may_false),
            must_true: meet(self.must_true, b.must_true),
            must_false: larger(self.must_false, b.must_false),
        }
    }
}

/// The larger of two intervals (either lies inside their union).
fn larger(a: Set, b: Set) -> Set {
    let size = |s: Set| s.map_or(-1, |(lo, hi)| hi - lo);
    if size(a) >= size(b) {
        a
    } else {
        b
    }
}

/// A name standing for a truth value, and the expression giving it.
type Truth<'e> = (&'e str, &'e Node<Expression>);

/// A statement expression `({ T a = c1; T b = c2; e; })` whose statements only declare
/// variables initialized by truth values (comparisons, `&&`, `||`, `!`, `==>`: 0 or 1,
/// which every scalar type holds, so the variable's truth is its initializer's): those
/// names with their initializers, and `e`. None for anything else, or where a declaration
/// names the bound variable `v` (it would shadow it).
fn statement_truths<'e>(
    st: &'e Node<Statement>,
    v: &str,
) -> Option<(Vec<Truth<'e>>, &'e Node<Expression>)> {
    let Statement::Compound(items) = &st.node else { return None };
    let (last, decls) = items.split_last()?;
    let BlockItem::Statement(last) = &last.node else { return None };
    let Statement::Expression(Some(last)) = &last.node else { return None };
    let mut names = Vec::new();
    for item in decls {
        let BlockItem::Declaration(d) = &item.node else { return None };
        for decl in &d.node.declarators {
            let init = match decl.node.initializer.as_ref().map(|i| &i.node) {
                Some(lang_c::ast::Initializer::Expression(e)) if is_truth_value(e) => &**e,
                _ => return None,
            };
            let name: &'e str = match &decl.node.declarator.node.kind.node {
                lang_c::ast::DeclaratorKind::Identifier(id)
                    if id.node.name != v && decl.node.declarator.node.derived.is_empty() =>
                {
                    id.node.name.as_str()
                }
                _ => return None,
            };
            names.push((name, init));
        }
    }
    Some((names, &**last))
}

/// An expression whose value is 0 or 1.
fn is_truth_value(e: &Node<Expression>) -> bool {
    use BinaryOperator::*;
    match &e.node {
        Expression::BinaryOperator(b) => matches!(
            b.node.operator.node,
            Less | Greater
                | LessOrEqual
                | GreaterOrEqual
                | Equals
                | NotEquals
                | LogicalAnd
                | LogicalOr
        ),
        Expression::UnaryOperator(u) => u.node.operator.node == UnaryOperator::Negate,
        Expression::Call(c) => {
            matches!(&c.node.callee.node, Expression::Identifier(id) if id.node.name == "==>")
        }
        _ => false,
    }
}
