//! The meaning of a formula over a finite trace, written directly from the definitions in
//! docs/REQUIREMENTS.md (no registers): the reference the compiled monitors are tested
//! against (tests/e2e/requirements.rs runs both on random traces). Values are integers (C's
//! `long long`, comparisons and logical operators give 0 or 1), enough for the operators.
//! Step `t` is 0-based here; the documentation's step t + 1.

use super::formula::{Expr, ExprKind, Formula, Temporal};

/// A trace: the value of each signal at each step.
pub trait Trace {
    fn value(&self, signal: &str, t: usize) -> i64;
}

/// Whether the formula's check passes at step `t` (for `within`: no violation decided at `t`).
pub fn holds(f: &Formula, tr: &dyn Trace, t: usize) -> bool {
    match f {
        Formula::Invariant(e) => eval(e, tr, t) != 0,
        Formula::For { trigger, response, n } => {
            let from = t.saturating_sub(*n as usize);
            !(from..=t).any(|j| eval(trigger, tr, j) != 0) || eval(response, tr, t) != 0
        }
        Formula::Within { trigger, response, n } => {
            let n = *n as usize;
            !(t >= n
                && eval(trigger, tr, t - n) != 0
                && !(t - n..=t).any(|j| eval(response, tr, j) != 0))
        }
    }
}

/// The value of `e` at step `t`.
pub fn eval(e: &Expr, tr: &dyn Trace, t: usize) -> i64 {
    let b = |x: bool| i64::from(x);
    match &e.kind {
        ExprKind::Num(n) => n.trim_end_matches(['u', 'U', 'l', 'L']).parse().unwrap_or(0),
        ExprKind::Ident(s) => tr.value(s, t),
        ExprKind::Unary(op, a) => {
            let a = eval(a, tr, t);
            match *op {
                "!" => b(a == 0),
                "-" => a.wrapping_neg(),
                "~" => !a,
                _ => a,
            }
        }
        ExprKind::Binary(op, x, y) => {
            let x = eval(x, tr, t);
            // C's short circuit does not matter: evaluation has no effects.
            let y = eval(y, tr, t);
            match *op {
                "=>" => b(x == 0 || y != 0),
                "||" => b(x != 0 || y != 0),
                "&&" => b(x != 0 && y != 0),
                "==" => b(x == y),
                "!=" => b(x != y),
                "<" => b(x < y),
                "<=" => b(x <= y),
                ">" => b(x > y),
                ">=" => b(x >= y),
                "+" => x.wrapping_add(y),
                "-" => x.wrapping_sub(y),
                "*" => x.wrapping_mul(y),
                "&" => x & y,
                "|" => x | y,
                "^" => x ^ y,
                _ => 0,
            }
        }
        ExprKind::Cond(c, x, y) => {
            if eval(c, tr, t) != 0 {
                eval(x, tr, t)
            } else {
                eval(y, tr, t)
            }
        }
        ExprKind::After(n) => b(t + 1 > *n as usize),
        ExprKind::Temporal(op, args, n) => temporal(*op, args, *n as usize, tr, t),
        ExprKind::Member(..) | ExprKind::Index(..) | ExprKind::Call(..) => 0,
    }
}

fn temporal(op: Temporal, args: &[Expr], n: usize, tr: &dyn Trace, t: usize) -> i64 {
    let at = |j: usize| eval(&args[0], tr, j);
    let truth = |j: usize| at(j) != 0;
    let b = |x: bool| i64::from(x);
    // The steps of the last n (all steps so far when n is 0, the unbounded operators).
    let window = if n == 0 { 0 } else { (t + 1).saturating_sub(n) };
    match op {
        Temporal::Prev if t >= n => at(t - n),
        Temporal::Prev => args.get(1).map_or_else(|| at(0), |i| eval(i, tr, t)),
        Temporal::Rose => b(truth(t) && !(t > 0 && truth(t - 1))),
        Temporal::Fell => b(!truth(t) && t > 0 && truth(t - 1)),
        Temporal::Historically => b((window..=t).all(truth)),
        Temporal::Once => b((window..=t).any(truth)),
        Temporal::Since => b((0..=t).any(|j| {
            eval(&args[1], tr, j) != 0 && (j + 1..=t).all(|k| eval(&args[0], tr, k) != 0)
        })),
    }
}
