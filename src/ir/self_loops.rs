//! Self-loops to assumptions, as CBMC does by default (`--no-self-loops-to-assumptions` turns
//! it off). A loop whose body can change nothing (`L: goto L;`, `while (!c);`, `for (;;);`,
//! `do {} while (c);`) runs forever once its exit conditions are false, since no iteration
//! changes the state they read; such an execution reaches nothing. The loop's back edge
//! becomes `assume(false)` (or `assume(!c)` for a conditional one), which keeps the
//! executions that leave the loop and drops the others, without an unbounded loop.
//! `void __VERIFIER_assume(int c) { if (!c) { L: goto L; } }` is then `assume(c)`.

use super::build::{constant, not};
use super::{Instr, InstrKind, IntTy, Program};

/// Replaces the back edge of every self-loop of every function by an assumption.
pub fn to_assumptions(program: &mut Program) {
    for f in &mut program.functions {
        if let Some(body) = &mut f.body {
            for j in 0..body.len() {
                if let Some(assume) = self_loop_exit(body, j) {
                    body[j].kind = assume;
                }
            }
        }
    }
}

/// For a backward `goto` at `j` to `h` whose instructions `h..j` only leave the loop
/// (conditional jumps past `j`, whose conditions are expressions: reads, no effects) and that
/// nothing outside enters except at `h`: the assumption that replaces it.
fn self_loop_exit(body: &[Instr], j: usize) -> Option<InstrKind> {
    let InstrKind::Goto(cond, h) = &body[j].kind else { return None };
    let h = *h;
    if h > j {
        return None;
    }
    let exits_only = body[h..j].iter().all(|i| match &i.kind {
        InstrKind::Goto(Some(_), t) => *t > j,
        InstrKind::Skip => true,
        _ => false,
    });
    // A jump into the middle would skip some exit conditions the first time round.
    let entered_inside = body.iter().enumerate().any(
        |(p, i)| matches!(&i.kind, InstrKind::Goto(_, t) if *t > h && *t <= j && (p < h || p > j)),
    );
    if !exits_only || entered_inside {
        return None;
    }
    Some(InstrKind::Assume(match cond {
        None => constant(IntTy::INT, 0),
        Some(c) => not(c.clone()),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{Expr, Loc, Type, Var};

    fn at(kind: InstrKind) -> Instr {
        Instr { kind, loc: Loc::default() }
    }

    fn var(i: u32) -> Expr {
        Expr::var(Var::Local(i), Type::Int(IntTy::INT))
    }

    #[test]
    fn only_loops_that_change_nothing_become_assumptions() {
        // `L: goto L;`
        let b = vec![at(InstrKind::Goto(None, 0))];
        assert_eq!(self_loop_exit(&b, 0), Some(InstrKind::Assume(constant(IntTy::INT, 0))));
        // `while (!c);`: an exit test, then the back edge.
        let b = vec![
            at(InstrKind::Goto(Some(var(0)), 2)),
            at(InstrKind::Goto(None, 0)),
            at(InstrKind::Skip),
        ];
        assert!(self_loop_exit(&b, 1).is_some());
        // `do {} while (c);`
        let b = vec![at(InstrKind::Goto(Some(var(0)), 0))];
        assert_eq!(self_loop_exit(&b, 0), Some(InstrKind::Assume(not(var(0)))));
        // A body with an effect, a jump back into the loop, a forward goto: no.
        let b = vec![
            at(InstrKind::Assign(crate::ir::Place::Var(Var::Local(0)), var(1))),
            at(InstrKind::Goto(None, 0)),
        ];
        assert_eq!(self_loop_exit(&b, 1), None);
        let b = vec![
            at(InstrKind::Goto(Some(var(0)), 3)),
            at(InstrKind::Goto(Some(var(1)), 4)),
            at(InstrKind::Goto(None, 0)),
            at(InstrKind::Goto(None, 1)),
            at(InstrKind::Skip),
        ];
        assert_eq!(self_loop_exit(&b, 2), None);
        let b = vec![at(InstrKind::Goto(None, 1)), at(InstrKind::Skip)];
        assert_eq!(self_loop_exit(&b, 0), None);
    }
}
