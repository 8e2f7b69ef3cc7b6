//! CaDiCaL 1.9.5 through its C API (`ccadical.h`).
//!
//! The `cadical` crate compiles and links the library; its Rust wrapper is not used because
//! it cannot set CaDiCaL's options (only whole configurations), which `--sat-solver` measures
//! (`benchmarks/README.md`), and it re-registered its callbacks around every `solve`. The
//! binding here is the few calls we make, in `ffi`.
//!
//! Variables are allocated by counting (`new_var` never touches the solver: CaDiCaL imports a
//! variable the first time a clause or an assumption mentions it). Clause and variable counts
//! are ours: clauses *added*, not the solver's internal (simplified) count.

use std::cell::Cell;
use std::ffi::{c_int, c_void, CString};
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use super::{Lit, Preprocess, SatResult, SatSolver};

// The crate is linked for the library it builds (`ffi` calls into it), not for its API.
extern crate cadical as _;

/// The C functions of CaDiCaL 1.9.5 we call (`cadical/src/ccadical.h`, and
/// `ccadical_configure` from the crate's own `src/ccadical.cpp`). Every call aborts the
/// process if CaDiCaL's API contract is broken (an option set after the first clause, a value
/// read without a model); `Cadical` keeps that contract.
mod ffi {
    use std::ffi::{c_char, c_int, c_void};

    #[repr(C)]
    pub struct CCaDiCaL {
        _opaque: [u8; 0],
    }

    extern "C" {
        pub fn ccadical_init() -> *mut CCaDiCaL;
        pub fn ccadical_release(s: *mut CCaDiCaL);
        pub fn ccadical_configure(s: *mut CCaDiCaL, name: *const c_char) -> c_int;
        pub fn ccadical_set_option(s: *mut CCaDiCaL, name: *const c_char, val: c_int);
        pub fn ccadical_get_option(s: *mut CCaDiCaL, name: *const c_char) -> c_int;
        pub fn ccadical_limit(s: *mut CCaDiCaL, name: *const c_char, val: c_int);
        pub fn ccadical_set_terminate(
            s: *mut CCaDiCaL,
            state: *mut c_void,
            terminate: Option<unsafe extern "C" fn(state: *mut c_void) -> c_int>,
        );
        pub fn ccadical_add(s: *mut CCaDiCaL, lit: c_int);
        pub fn ccadical_assume(s: *mut CCaDiCaL, lit: c_int);
        pub fn ccadical_solve(s: *mut CCaDiCaL) -> c_int;
        pub fn ccadical_val(s: *mut CCaDiCaL, lit: c_int) -> c_int;
        pub fn ccadical_failed(s: *mut CCaDiCaL, lit: c_int) -> c_int;
    }
}

/// Solver callback state: the shared stop flag, and a count of the polls. CaDiCaL polls
/// once per step of its search loop (a decision or a conflict), so the count is a
/// deterministic measure of effort, which the budget of a limited solve is given in.
struct Flag {
    stop: Arc<AtomicBool>,
    polls: Cell<u64>,
    /// Give up when `polls` reaches this (a limited solve).
    give_up_at: Cell<u64>,
}

unsafe extern "C" fn poll(state: *mut c_void) -> c_int {
    // SAFETY: `state` is the `Flag` that `Cadical` registered and keeps alive (in an `Rc`)
    // until after the solver is released.
    let flag = unsafe { &*(state as *const Flag) };
    let polls = flag.polls.get() + 1;
    flag.polls.set(polls);
    c_int::from(flag.stop.load(Ordering::Relaxed) || polls >= flag.give_up_at.get())
}

/// Whether CaDiCaL 1.9.5 has an option of this name (its C API has no such query: a known
/// option reads back nonzero after being set to 1, its value or its lower bound; an unknown
/// one reads 0 always).
pub fn is_valid_option(name: &str) -> bool {
    let Ok(name) = CString::new(name) else { return false };
    // SAFETY: a fresh solver, configured before any clause, released here.
    unsafe {
        let s = ffi::ccadical_init();
        let known = ffi::ccadical_get_option(s, name.as_ptr()) != 0 || {
            ffi::ccadical_set_option(s, name.as_ptr(), 1);
            ffi::ccadical_get_option(s, name.as_ptr()) != 0
        };
        ffi::ccadical_release(s);
        known
    }
}

pub struct Cadical {
    /// Owned: released in `drop`, before `flag`.
    ptr: *mut ffi::CCaDiCaL,
    flag: Rc<Flag>,
    vars: u64,
    clauses: u64,
    /// The last `solve` answered Sat and nothing was added since (CaDiCaL aborts the process
    /// when asked for a value in any other state; we panic with a message instead).
    has_model: bool,
    /// The last `solve` answered Unsat and nothing was added since: `failed` may be asked.
    has_core: bool,
    preprocess: Preprocess,
}

impl Cadical {
    /// A solver whose searches stop (with `Interrupted`) once `terminate` becomes true.
    pub fn new(terminate: Arc<AtomicBool>) -> Cadical {
        Cadical::with_config(None, &[], Preprocess::new(Preprocess::OFF), terminate)
    }

    /// Like `new`, with a CaDiCaL configuration (`default`, `plain`, `sat`, `unsat`), then
    /// options; panics on names CaDiCaL does not know (`SatConfig::parse` checks them).
    pub fn with_config(
        config: Option<&str>,
        options: &[(String, i32)],
        preprocess: Preprocess,
        terminate: Arc<AtomicBool>,
    ) -> Cadical {
        let flag =
            Rc::new(Flag { stop: terminate, polls: Cell::new(0), give_up_at: Cell::new(u64::MAX) });
        // SAFETY: options and configuration are set right after `init`, as CaDiCaL requires;
        // the callback state outlives the solver (`drop`).
        unsafe {
            let ptr = ffi::ccadical_init();
            let set = |name: &str, value: i32| {
                assert!(is_valid_option(name), "unknown CaDiCaL option {name}");
                let name = CString::new(name).expect("option names have no NUL");
                ffi::ccadical_set_option(ptr, name.as_ptr(), value);
            };
            if let Some(c) = config {
                let name = CString::new(c).expect("configuration names have no NUL");
                assert!(
                    ffi::ccadical_configure(ptr, name.as_ptr()) != 0,
                    "unknown CaDiCaL configuration {c}"
                );
            }
            for (name, value) in options {
                set(name, *value);
            }
            ffi::ccadical_set_terminate(ptr, Rc::as_ptr(&flag) as *mut c_void, Some(poll));
            Cadical {
                ptr,
                flag,
                vars: 0,
                clauses: 0,
                has_model: false,
                has_core: false,
                preprocess,
            }
        }
    }

    /// The current value of a CaDiCaL option (tests).
    #[cfg(test)]
    fn option(&self, name: &str) -> i32 {
        let name = CString::new(name).unwrap();
        // SAFETY: reading an option is valid in every state.
        unsafe { ffi::ccadical_get_option(self.ptr, name.as_ptr()) }
    }
}

impl Drop for Cadical {
    fn drop(&mut self) {
        // SAFETY: `ptr` came from `ccadical_init` and is released once; `flag` is dropped
        // after this, so the solver never sees a dangling callback state.
        unsafe { ffi::ccadical_release(self.ptr) }
    }
}

impl SatSolver for Cadical {
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
        // SAFETY: literals are nonzero and not i32::MIN (`new_var`); adding is valid in
        // every state of a configured solver.
        unsafe {
            for l in lits {
                ffi::ccadical_add(self.ptr, l.0 as c_int);
            }
            ffi::ccadical_add(self.ptr, 0);
        }
        self.clauses += 1;
        self.has_model = false;
        self.has_core = false;
    }

    fn solve(&mut self, assumptions: &[Lit]) -> SatResult {
        debug_assert!(assumptions.iter().all(|l| l.0 != 0 && l.var() as u64 <= self.vars));
        // SAFETY: as in `add_clause`; "preprocessing" is a limit CaDiCaL knows.
        let r = unsafe {
            if self.preprocess.due(self.clauses, self.flag.polls.get()) {
                tracing::debug!(
                    clauses = self.clauses,
                    work = self.flag.polls.get(),
                    "a round of preprocessing first"
                );
                // A limit for this call only.
                ffi::ccadical_limit(self.ptr, c"preprocessing".as_ptr(), 1);
            }
            for l in assumptions {
                ffi::ccadical_assume(self.ptr, l.0 as c_int);
            }
            ffi::ccadical_solve(self.ptr)
        };
        self.flag.give_up_at.set(u64::MAX);
        self.has_model = r == 10;
        self.has_core = r == 20;
        match r {
            10 => SatResult::Sat,
            20 => SatResult::Unsat,
            _ => SatResult::Interrupted,
        }
    }

    fn work(&self) -> u64 {
        self.flag.polls.get()
    }

    fn limit_next_solve(&mut self, work: u64) -> bool {
        self.flag.give_up_at.set(self.flag.polls.get().saturating_add(work));
        true
    }

    fn value(&self, lit: Lit) -> bool {
        assert!(self.has_model, "SAT value of {lit:?} asked without a current model");
        // Ask for the variable and negate ourselves: both polarities stay consistent even if
        // the solver left the variable unassigned (it reports it false).
        // SAFETY: the solver is in its satisfied state (`has_model`); the literal is valid.
        let v = unsafe { ffi::ccadical_val(self.ptr, lit.var() as c_int) } > 0;
        v != lit.is_negated()
    }

    fn failed(&self, lit: Lit) -> bool {
        assert!(self.has_core, "failed assumption {lit:?} asked after no Unsat answer");
        // SAFETY: the solver is in its unsatisfied state after a solve with assumptions (CaDiCaL
        // answers for any valid literal there; one that was not assumed is not failed).
        unsafe { ffi::ccadical_failed(self.ptr, lit.0 as c_int) != 0 }
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
    fn options_configuration_then_user() {
        let flag = Arc::new(AtomicBool::new(false));
        let off = Preprocess::new(Preprocess::OFF);
        assert!(is_valid_option("probe") && is_valid_option("elimint") && is_valid_option("ilb"));
        assert!(
            !is_valid_option("nosuchoption") && !is_valid_option("") && !is_valid_option("pro\0be")
        );
        let s = Cadical::new(flag.clone());
        assert_eq!((s.option("probe"), s.option("elimint")), (1, 2000), "CaDiCaL's own defaults");
        let s = Cadical::with_config(
            None,
            &[("probe".into(), 1), ("elimint".into(), 7)],
            off,
            flag.clone(),
        );
        assert_eq!((s.option("probe"), s.option("elimint")), (1, 7));
        // `plain` turns elimination off; a user option wins over it.
        let plain = Cadical::with_config(Some("plain"), &[], off, flag.clone());
        assert_eq!(plain.option("elim"), 0);
        let s = Cadical::with_config(Some("plain"), &[("elim".into(), 1)], off, flag);
        assert_eq!(s.option("elim"), 1);
    }

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
