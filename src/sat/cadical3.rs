//! CaDiCaL 3.0.1 through the `cadical-sys` crate (cargo feature `cadical3`).
//!
//! Same contract as `cadical.rs`: variables are allocated by counting (CaDiCaL imports a
//! variable the first time a clause or an assumption mentions it; `factor`, which would need
//! declared variables, is off by default and `SatConfig::parse` does not guard it), clause and
//! variable counts are ours (clauses *added*), `value` needs a current model.

use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use cadical_sys::{CaDiCal, Status, Terminator};

use super::{Lit, Preprocess, SatResult, SatSolver};

/// Solver callback: `terminated` polls the shared flag, and counts its calls (once per
/// step of the search loop, as in `cadical.rs`): the search work `Preprocess` weighs.
struct Flag {
    stop: Arc<AtomicBool>,
    polls: Rc<Cell<u64>>,
}

impl Terminator for Flag {
    fn terminated(&mut self) -> bool {
        self.polls.set(self.polls.get() + 1);
        self.stop.load(Ordering::Relaxed)
    }
}

/// Whether CaDiCaL 3 has an option of this name.
pub fn is_valid_option(name: &str) -> bool {
    CaDiCal::is_valid_option(name)
}

pub struct Cadical3 {
    /// `val` takes `&mut` in this binding; `SatSolver::value` takes `&self`.
    solver: RefCell<CaDiCal>,
    vars: u64,
    clauses: u64,
    /// The last `solve` answered Sat and nothing was added since (the binding panics when
    /// asked for a value in any other state; we panic with our message first).
    has_model: bool,
    /// Clause buffer, reused.
    buf: Vec<i32>,
    preprocess: Preprocess,
    polls: Rc<Cell<u64>>,
}

impl Cadical3 {
    /// A solver with CaDiCaL's defaults whose searches stop (with `Interrupted`) once
    /// `terminate` becomes true.
    pub fn new(terminate: Arc<AtomicBool>) -> Cadical3 {
        Cadical3::with_config(None, &[], Preprocess::new(Preprocess::OFF), terminate)
    }

    /// Like `new`, with a CaDiCaL configuration, then options (panics on names CaDiCaL does
    /// not know: `SatConfig::parse` checks them).
    pub fn with_config(
        config: Option<&str>,
        options: &[(String, i32)],
        preprocess: Preprocess,
        terminate: Arc<AtomicBool>,
    ) -> Cadical3 {
        let mut solver = CaDiCal::new();
        if let Some(c) = config {
            assert!(solver.configure(c), "unknown CaDiCaL configuration {c}");
        }
        for (name, value) in options {
            assert!(solver.set(name, *value), "unknown CaDiCaL option {name}");
        }
        let polls = Rc::new(Cell::new(0));
        solver.connect_terminator(Flag { stop: terminate, polls: polls.clone() });
        Cadical3 {
            solver: RefCell::new(solver),
            vars: 0,
            clauses: 0,
            has_model: false,
            buf: Vec::new(),
            preprocess,
            polls,
        }
    }
}

impl SatSolver for Cadical3 {
    fn new_var(&mut self) -> Lit {
        self.vars += 1;
        assert!(self.vars < i32::MAX as u64, "too many SAT variables");
        Lit(self.vars as i32)
    }

    fn add_clause(&mut self, lits: &[Lit]) {
        debug_assert!(
            lits.iter().all(|l| l.0 != 0 && l.var() as u64 <= self.vars),
            "clause {lits:?}"
        );
        self.buf.clear();
        self.buf.extend(lits.iter().map(|l| l.0));
        self.solver.get_mut().clause6(&self.buf);
        self.clauses += 1;
        self.has_model = false;
    }

    fn solve(&mut self, assumptions: &[Lit]) -> SatResult {
        debug_assert!(assumptions.iter().all(|l| l.0 != 0 && l.var() as u64 <= self.vars));
        let solver = self.solver.get_mut();
        if self.preprocess.due(self.clauses, self.polls.get()) {
            tracing::debug!(clauses = self.clauses, "a round of preprocessing first");
            // A limit for this call only.
            assert!(solver.limit("preprocessing", 1), "CaDiCaL knows the preprocessing limit");
        }
        for l in assumptions {
            solver.assume(l.0);
        }
        let r = solver.solve();
        self.has_model = r == Status::SATISFIABLE;
        match r {
            Status::SATISFIABLE => SatResult::Sat,
            Status::UNSATISFIABLE => SatResult::Unsat,
            Status::UNKNOWN => SatResult::Interrupted,
        }
    }

    fn value(&self, lit: Lit) -> bool {
        assert!(self.has_model, "SAT value of {lit:?} asked without a current model");
        // Ask for the variable and negate ourselves, as in `cadical.rs`: a variable no clause
        // mentions is reported false.
        let v = self.solver.borrow_mut().val(lit.var() as i32) > 0;
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

    /// The same behaviour test as `cadical::tests`, plus configurations and options.
    #[test]
    fn cadical3_basic_and_incremental() {
        let flag = Arc::new(AtomicBool::new(false));
        for (config, options) in [
            (None, vec![]),
            (Some("plain"), vec![]),
            (None, vec![("ilb".to_string(), 1), ("elim".to_string(), 0)]),
        ] {
            let mut s = Cadical3::with_config(
                config,
                &options,
                Preprocess::new(Preprocess::OFF),
                flag.clone(),
            );
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
            // One no clause or assumption ever mentioned reads false in both polarities' sense.
            let d = s.new_var();
            assert_eq!(s.solve(&[]), SatResult::Sat);
            assert!(!s.value(d) && s.value(!d));
            assert_eq!((s.num_vars(), s.num_clauses()), (4, 2));
        }
        // A set flag interrupts the next search (pigeonhole 10 into 9: no quick answer).
        let mut s = Cadical3::new(flag.clone());
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

    #[test]
    #[should_panic(expected = "without a current model")]
    fn cadical3_value_needs_a_model() {
        let mut s = Cadical3::new(Arc::new(AtomicBool::new(false)));
        let a = s.new_var();
        s.add_clause(&[a]);
        assert_eq!(s.solve(&[]), SatResult::Sat);
        s.add_clause(&[a]);
        s.value(a);
    }
}
