//! The SAT boundary: a small incremental-solver trait and its CaDiCaL implementation.
//!
//! Architecture invariant: nothing outside this module names a concrete solver; engines get a
//! `Box<dyn SatSolver>` from `new_solver`, so another solver is one new impl.

pub mod cadical;

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// A literal in DIMACS convention: variable `v >= 1` is `Lit(v)`, its negation `Lit(-v)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Lit(pub i32);

impl Lit {
    pub fn var(self) -> u32 {
        self.0.unsigned_abs()
    }
    pub fn is_negated(self) -> bool {
        self.0 < 0
    }
}

impl std::ops::Not for Lit {
    type Output = Lit;
    fn not(self) -> Lit {
        Lit(-self.0)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SatResult {
    Sat,
    Unsat,
    /// Stopped by the terminate flag (timeout, Ctrl-C).
    Interrupted,
}

/// An incremental SAT solver: clauses only ever get added; assumptions hold for one call.
pub trait SatSolver {
    fn new_var(&mut self) -> Lit;
    fn add_clause(&mut self, lits: &[Lit]);
    fn solve(&mut self, assumptions: &[Lit]) -> SatResult;
    /// Search effort so far in solver-defined units (deterministic for the same calls), for
    /// budgets; 0 if the solver cannot tell.
    fn work(&self) -> u64 {
        0
    }
    /// Makes the next `solve` give up (answer `Interrupted`, with the terminate flag unset)
    /// after `work` more units of effort. False if the solver cannot limit a search.
    fn limit_next_solve(&mut self, _work: u64) -> bool {
        false
    }
    /// The literal's value in the model of the last `Sat` answer.
    fn value(&self, lit: Lit) -> bool;
    fn num_vars(&self) -> u64;
    fn num_clauses(&self) -> u64;
}

/// Creates the default solver. `terminate` is polled during search; when it becomes true the
/// current `solve` returns `Interrupted`.
pub fn new_solver(terminate: Arc<AtomicBool>) -> Box<dyn SatSolver> {
    Box::new(cadical::Cadical::new(terminate))
}
