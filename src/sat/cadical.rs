//! CaDiCaL through the `cadical` crate.
//!
//! Variables are allocated by counting (`new_var` never touches the solver: CaDiCaL imports a
//! variable the first time a clause or an assumption mentions it). Clause and variable counts
//! are ours: clauses *added*, not the solver's internal (simplified) count.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use super::{Lit, SatResult, SatSolver};

/// Solver callbacks: `terminate` polls the shared flag.
struct Flag(Arc<AtomicBool>);

impl cadical::Callbacks for Flag {
    fn terminate(&mut self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

pub struct Cadical {
    solver: cadical::Solver<Flag>,
    vars: u64,
    clauses: u64,
    /// The last `solve` answered Sat and nothing was added since (CaDiCaL aborts the process
    /// when asked for a value in any other state; we panic with a message instead).
    has_model: bool,
}

impl Cadical {
    /// A solver whose searches stop (with `Interrupted`) once `terminate` becomes true.
    pub fn new(terminate: Arc<AtomicBool>) -> Cadical {
        Cadical::with_config(None, terminate)
    }

    /// Like `new`, with a CaDiCaL configuration (`default`, `plain`, `sat`, `unsat`; panics on
    /// another name: `SatConfig::parse` checks them).
    pub fn with_config(config: Option<&str>, terminate: Arc<AtomicBool>) -> Cadical {
        let mut solver = match config {
            None => cadical::Solver::<Flag>::new(),
            Some(c) => cadical::Solver::<Flag>::with_config(c).unwrap_or_else(|_| panic!("unknown CaDiCaL configuration {c}")),
        };
        solver.set_callbacks(Some(Flag(terminate)));
        Cadical { solver, vars: 0, clauses: 0, has_model: false }
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
        let r = self.solver.solve_with(assumptions.iter().map(|l| l.0));
        self.has_model = r == Some(true);
        match r {
            Some(true) => SatResult::Sat,
            Some(false) => SatResult::Unsat,
            None => SatResult::Interrupted,
        }
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
        flag.store(true, Ordering::Relaxed);
        assert_eq!(s.solve(&[]), SatResult::Interrupted);
        flag.store(false, Ordering::Relaxed);
        // Still usable: with pigeon 0 in no hole the formula is trivially unsatisfiable.
        let none: Vec<Lit> = p[0].iter().map(|&l| !l).collect();
        assert_eq!(s.solve(&none), SatResult::Unsat);
    }
}
