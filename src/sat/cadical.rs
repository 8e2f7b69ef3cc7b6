//! CaDiCaL through the `cadical` crate.
//!
//! Variables are allocated by counting (`new_var` never touches the solver: CaDiCaL imports a
//! variable the first time a clause or an assumption mentions it). Clause and variable counts
//! are ours: clauses *added*, not the solver's internal (simplified) count.

use std::cell::Cell;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use super::{Lit, Preprocess, SatResult, SatSolver};

/// Solver callbacks: `terminate` polls the shared flag, and counts its calls: CaDiCaL polls
/// once per step of its search loop (a decision or a conflict), so the count is a
/// deterministic measure of effort, which the budget of a limited solve is given in.
struct Flag {
    stop: Arc<AtomicBool>,
    effort: Rc<Effort>,
}

#[derive(Default)]
struct Effort {
    polls: Cell<u64>,
    /// Give up when `polls` reaches this (a limited solve).
    give_up_at: Cell<u64>,
}

impl cadical::Callbacks for Flag {
    fn terminate(&mut self) -> bool {
        let polls = self.effort.polls.get() + 1;
        self.effort.polls.set(polls);
        self.stop.load(Ordering::Relaxed) || polls >= self.effort.give_up_at.get()
    }
}

pub struct Cadical {
    solver: cadical::Solver<Flag>,
    vars: u64,
    clauses: u64,
    /// The last `solve` answered Sat and nothing was added since (CaDiCaL aborts the process
    /// when asked for a value in any other state; we panic with a message instead).
    has_model: bool,
    effort: Rc<Effort>,
    preprocess: Preprocess,
}

impl Cadical {
    /// A solver whose searches stop (with `Interrupted`) once `terminate` becomes true.
    pub fn new(terminate: Arc<AtomicBool>) -> Cadical {
        Cadical::with_config(None, Preprocess::new(Preprocess::OFF), terminate)
    }

    /// Like `new`, with a CaDiCaL configuration (`default`, `plain`, `sat`, `unsat`; panics on
    /// another name: `SatConfig::parse` checks them).
    pub fn with_config(config: Option<&str>, preprocess: Preprocess, terminate: Arc<AtomicBool>) -> Cadical {
        let mut solver = match config {
            None => cadical::Solver::<Flag>::new(),
            Some(c) => cadical::Solver::<Flag>::with_config(c).unwrap_or_else(|_| panic!("unknown CaDiCaL configuration {c}")),
        };
        let effort = Rc::new(Effort { polls: Cell::new(0), give_up_at: Cell::new(u64::MAX) });
        solver.set_callbacks(Some(Flag { stop: terminate, effort: effort.clone() }));
        Cadical { solver, vars: 0, clauses: 0, has_model: false, effort, preprocess }
    }
}

impl SatSolver for Cadical {
    fn new_var(&mut self) -> Lit {
        self.vars += 1;
        assert!(self.vars < i32::MAX as u64, "too many SAT variables");
        Lit(self.vars as i32)
    }

    fn add_clause(&mut self, lits: &[Lit]) {
        debug_assert!(lits.iter().all(|l| l.0 != 0 && l.var() as u64 <= self.vars), "clause {lits:?}");
        self.solver.add_clause(lits.iter().map(|l| l.0));
        self.clauses += 1;
        self.has_model = false;
    }

    fn solve(&mut self, assumptions: &[Lit]) -> SatResult {
        debug_assert!(assumptions.iter().all(|l| l.0 != 0 && l.var() as u64 <= self.vars));
        if self.preprocess.due(self.clauses, self.effort.polls.get()) {
            tracing::debug!(clauses = self.clauses, "a round of preprocessing first");
            // A limit for this call only.
            self.solver.set_limit("preprocessing", 1).expect("CaDiCaL knows the preprocessing limit");
        }
        let r = self.solver.solve_with(assumptions.iter().map(|l| l.0));
        self.effort.give_up_at.set(u64::MAX);
        self.has_model = r == Some(true);
        match r {
            Some(true) => SatResult::Sat,
            Some(false) => SatResult::Unsat,
            None => SatResult::Interrupted,
        }
    }

    fn work(&self) -> u64 {
        self.effort.polls.get()
    }

    fn limit_next_solve(&mut self, work: u64) -> bool {
        self.effort.give_up_at.set(self.effort.polls.get().saturating_add(work));
        true
    }

    fn value(&self, lit: Lit) -> bool {
        assert!(self.has_model, "SAT value of {lit:?} asked without a current model");
        // Ask for the variable and negate ourselves: both polarities stay consistent even if
        // the solver left the variable unassigned (it reports it false).
        let v = self.solver.value(lit.var() as i32).unwrap_or(false);
        v != lit.is_negated()
    }

    fn num_vars(&self) -> u64 {
        self.vars
    }

    fn num_clauses(&self) -> u64 {
        self.clauses
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cadical_basic_and_incremental() {
        let flag = Arc::new(AtomicBool::new(false));
        let mut s = Cadical::new(flag.clone());
        let a = s.new_var();
        let b = s.new_var();
        s.add_clause(&[a, b]);
        s.add_clause(&[!a, b]);
        assert_eq!(s.solve(&[]), SatResult::Sat);
        assert!(s.value(b) && !s.value(!b));
        assert_eq!(s.solve(&[!b]), SatResult::Unsat);
        assert_eq!(s.solve(&[a]), SatResult::Sat);
        assert!(s.value(a));
        // A variable no clause mentions yet can be assumed.
        let c = s.new_var();
        assert_eq!(s.solve(&[!c]), SatResult::Sat);
        assert!(!s.value(c));
        assert_eq!((s.num_vars(), s.num_clauses()), (3, 2));
        // A set flag interrupts the next search (pigeonhole 10 into 9: no quick answer).
        let mut s = Cadical::new(flag.clone());
        let p: Vec<Vec<Lit>> = (0..10).map(|_| (0..9).map(|_| s.new_var()).collect()).collect();
        for row in &p {
            s.add_clause(row);
        }
        for h in 0..9 {
            for (i, pi) in p.iter().enumerate() {
                for pj in &p[i + 1..] {
                    s.add_clause(&[!pi[h], !pj[h]]);
                }
            }
        }
        // A limited search gives up without the flag, and the limit lasts one call.
        let before = s.work();
        assert!(s.limit_next_solve(100));
        assert_eq!(s.solve(&[]), SatResult::Interrupted);
        assert!(!flag.load(Ordering::Relaxed));
        let spent = s.work() - before;
        assert!((100..1000).contains(&spent), "effort of a limited solve: {spent}");
        flag.store(true, Ordering::Relaxed);
        assert_eq!(s.solve(&[]), SatResult::Interrupted);
        flag.store(false, Ordering::Relaxed);
        // Still usable: with pigeon 0 in no hole the formula is trivially unsatisfiable.
        let none: Vec<Lit> = p[0].iter().map(|&l| !l).collect();
        assert_eq!(s.solve(&none), SatResult::Unsat);
    }
}
