//! Formulas to monitors in C: each temporal operator becomes a few history registers (static
//! variables) updated once per step, after the model's step function, in post-order (an
//! operand's value at this step is computed before its operator's), as FRET's and Kind 2's
//! observers do. The harness increments `ibmc_step` (1 at the first step) before the updates.
//!
//! Register shapes (n the operator's count; `E` its operand at this step):
//! - `prev(E, n[, I])`: a shift register of n values of `E`'s C type; during the first n
//!   steps the value is `I`, or without `I` the value `E` had at step 1.
//! - `rose`/`fell`: `E` at the previous step (false before the first).
//! - `historically(E)`/`once(E)`/`since(A, B)`: one boolean of the previous step's value.
//! - `historically(E, n)`: how many consecutive steps up to now `E` held (saturating at n);
//!   `once(E, n)`: steps since `E` last held (saturating at n).
//! - `T => R within n`: the age of the oldest trigger not yet answered by `R` (-1: none);
//!   violated at the step where it reaches n. This equals the semantics
//!   ([`super::semantics`]) at every step up to and including the first violation, which is
//!   the verdict (after it the property is settled).
//! - `T => R for n` is `once(T, n + 1) => R`, decided at every step.

use super::formula::{Expr, ExprKind, Formula, FormulaError, Temporal};

/// A compiled monitor: file-scope declarations, the statements run once per step (after the
/// model's step), and the C condition that holds when the requirement is not violated now.
#[derive(Debug, Clone, Default)]
pub struct Monitor {
    pub decls: Vec<String>,
    pub update: Vec<String>,
    pub ok: String,
}

/// Maps a formula identifier (at its offset) to the C expression it stands for.
pub type Resolve<'a> = dyn Fn(&str, usize) -> Result<String, FormulaError> + 'a;

/// The step counter the harness declares and increments.
pub const STEP: &str = "ibmc_step";

struct Compiler<'a> {
    prefix: String,
    next: usize,
    out: Monitor,
    resolve: &'a Resolve<'a>,
}

/// Compiles a formula; `prefix` names its registers (unique per requirement).
pub fn compile(f: &Formula, prefix: &str, resolve: &Resolve<'_>) -> Result<Monitor, FormulaError> {
    let mut c = Compiler { prefix: prefix.to_string(), next: 0, out: Monitor::default(), resolve };
    let ok = match f {
        Formula::Invariant(e) => c.expr(e)?,
        Formula::For { trigger, response, n } => {
            let t = c.expr(trigger)?;
            let seen = c.once(&t, n + 1);
            let r = c.expr(response)?;
            format!("(!{seen} || ({r}))")
        }
        Formula::Within { trigger, response, n } => {
            let t = c.expr(trigger)?;
            let r = c.expr(response)?;
            let a = c.fresh("age");
            c.out.decls.push(format!("static long long {a} = -1;"));
            c.out.update.push(format!(
                "if ({r}) {a} = -1; else if ({a} >= 0) {a} = {a} <= {n} ? {a} + 1 : {a}; else if ({t}) {a} = 0;"
            ));
            format!("({a} != {n})")
        }
    };
    c.out.ok = ok;
    Ok(c.out)
}

impl Compiler<'_> {
    fn fresh(&mut self, what: &str) -> String {
        self.next += 1;
        format!("{}_{what}{}", self.prefix, self.next)
    }

    /// The C text of `e` at this step; temporal operators' registers are added on the way.
    fn expr(&mut self, e: &Expr) -> Result<String, FormulaError> {
        Ok(match &e.kind {
            ExprKind::Num(n) => n.clone(),
            ExprKind::Ident(name) => (self.resolve)(name, e.at)?,
            ExprKind::Member(b, f, arrow) => {
                format!("{}{}{f}", self.expr(b)?, if *arrow { "->" } else { "." })
            }
            ExprKind::Index(a, i) => format!("{}[{}]", self.expr(a)?, self.expr(i)?),
            ExprKind::Call(name, args) => {
                let args: Result<Vec<_>, _> = args.iter().map(|a| self.expr(a)).collect();
                format!("{name}({})", args?.join(", "))
            }
            ExprKind::Unary(op, a) => format!("({op}{})", self.expr(a)?),
            ExprKind::Binary("=>", a, b) => {
                format!("(!({}) || ({}))", self.expr(a)?, self.expr(b)?)
            }
            ExprKind::Binary(op, a, b) => format!("({} {op} {})", self.expr(a)?, self.expr(b)?),
            ExprKind::Cond(c, a, b) => {
                format!("({} ? {} : {})", self.expr(c)?, self.expr(a)?, self.expr(b)?)
            }
            ExprKind::After(n) => format!("({STEP} > {n}ULL)"),
            ExprKind::Temporal(op, args, n) => self.temporal(*op, args, *n)?,
        })
    }

    fn temporal(&mut self, op: Temporal, args: &[Expr], n: u32) -> Result<String, FormulaError> {
        let e = self.expr(&args[0])?;
        let now = self.fresh(match op {
            Temporal::Prev => "prev",
            Temporal::Rose => "rose",
            Temporal::Fell => "fell",
            Temporal::Historically => "hist",
            Temporal::Once => "once",
            Temporal::Since => "since",
        });
        let (decls, update) = match op {
            Temporal::Prev => return self.prev(&e, args.get(1), n, now),
            Temporal::Rose => (
                format!("static _Bool {now}_p, {now};"),
                format!("{now} = ({e}) && !{now}_p; {now}_p = ({e}) != 0;"),
            ),
            Temporal::Fell => (
                format!("static _Bool {now}_p, {now};"),
                format!("{now} = !({e}) && {now}_p; {now}_p = ({e}) != 0;"),
            ),
            Temporal::Historically if n == 0 => (
                format!("static _Bool {now}_r = 1, {now};"),
                format!("{now} = {now}_r && ({e}); {now}_r = {now};"),
            ),
            Temporal::Historically => (
                format!("static unsigned int {now}_c; static _Bool {now};"),
                format!(
                    "{now}_c = ({e}) ? ({now}_c < {n}U ? {now}_c + 1U : {n}U) : 0U; \
                     {now} = {now}_c >= {n}U || {now}_c >= {STEP};"
                ),
            ),
            Temporal::Once if n == 0 => (
                format!("static _Bool {now}_r, {now};"),
                format!("{now} = {now}_r || ({e}); {now}_r = {now};"),
            ),
            Temporal::Once => return Ok(self.once_named(&e, n, now)),
            Temporal::Since => {
                let b = self.expr(&args[1])?;
                (
                    format!("static _Bool {now}_r, {now};"),
                    format!("{now} = ({b}) || (({e}) && {now}_r); {now}_r = {now};"),
                )
            }
        };
        self.out.decls.push(decls);
        self.out.update.push(update);
        Ok(now)
    }

    fn once(&mut self, e: &str, n: u32) -> String {
        let now = self.fresh("once");
        self.once_named(e, n, now)
    }

    /// `once(e, n)`: the steps since `e` last held, saturating at n (n: never within).
    fn once_named(&mut self, e: &str, n: u32, now: String) -> String {
        self.out.decls.push(format!("static unsigned int {now}_d = {n}U; static _Bool {now};"));
        self.out.update.push(format!(
            "{now}_d = ({e}) ? 0U : ({now}_d < {n}U ? {now}_d + 1U : {n}U); {now} = {now}_d < {n}U;"
        ));
        now
    }

    fn prev(
        &mut self,
        e: &str,
        init: Option<&Expr>,
        n: u32,
        now: String,
    ) -> Result<String, FormulaError> {
        if n == 0 {
            return Ok(format!("({e})"));
        }
        let ty = format!("__typeof__({e})");
        self.out.decls.push(format!("static {ty} {now}_h[{n}], {now};"));
        let mut u = String::new();
        let before = match init {
            Some(i) => format!("({})", self.expr(i)?),
            None => {
                self.out.decls.push(format!("static {ty} {now}_first;"));
                u.push_str(&format!("if ({STEP} == 1ULL) {now}_first = ({e}); "));
                format!("{now}_first")
            }
        };
        u.push_str(&format!("{now} = {STEP} > {n}ULL ? {now}_h[{}] : {before};", n - 1));
        for k in (1..n).rev() {
            u.push_str(&format!(" {now}_h[{k}] = {now}_h[{}];", k - 1));
        }
        u.push_str(&format!(" {now}_h[0] = ({e});"));
        self.out.update.push(u);
        Ok(now)
    }
}
