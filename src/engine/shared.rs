//! Invariants one engine proved, for another (`--prove`), as Kind 2's IC3 hands its lemmas to
//! k-induction: PDR publishes its word-level invariants as soon as Houdini has proved them,
//! and after every frame the largest inductive subset of its newest frame's lemmas; the step
//! case of k-induction assumes them in the state it starts from, as they arrive.
//!
//! What travels is a [`Certificate`]: lemmas over the bits of the loop-head state variables
//! and word-level invariants, by variable index, with the variables' names and widths. The
//! receiving engine builds the same transition system's variable list from the program and
//! uses an invariant only when names and widths agree. Each published set is an inductive
//! invariant on its own (initiation, consecution), so it holds in every reachable loop-head
//! state: assuming it anywhere there is sound, and sets only ever add up.

use std::sync::Mutex;

use super::certificate::Certificate;
use super::transys::HeadState;
use crate::term::{TermId, TermStore};

/// The invariants published so far.
#[derive(Debug, Default)]
pub struct SharedInvariants {
    published: Mutex<Vec<Certificate>>,
}

impl SharedInvariants {
    /// Adds an inductive invariant (it must hold in every reachable loop-head state).
    pub fn publish(&self, inv: Certificate) {
        if inv.lemmas.is_empty() && inv.word.is_empty() {
            return;
        }
        self.published.lock().unwrap_or_else(|e| e.into_inner()).push(inv);
    }

    /// The invariants published after the first `seen`.
    pub fn since(&self, seen: usize) -> Vec<Certificate> {
        let all = self.published.lock().unwrap_or_else(|e| e.into_inner());
        all.get(seen..).unwrap_or(&[]).to_vec()
    }
}

/// k-induction's side: the state the step case starts from (where its frame 0 pauses), and
/// how many of the shared invariants are assumed there. An invariant is inductive, so assumed
/// in the first state it holds in every later one of the step case's path as well; asserting
/// it at every frame's head instead costs as many copies as frames (`benchmarks/proofs/
/// sf_door_chart.c`: 549 word invariants, 447k step clauses at k = 50, 3x slower).
pub(super) struct SharedInStep {
    head: HeadState,
    /// The guard of pausing after frame 0, and each variable's value there.
    start: Option<(TermId, Vec<TermId>)>,
    seen: usize,
}

impl SharedInStep {
    /// The state variables of the program's transition system (no cut points), or `None`.
    pub fn new(
        program: &crate::ir::Program,
        opts: &super::EngineOptions,
        terminate: std::sync::Arc<std::sync::atomic::AtomicBool>,
    ) -> Option<SharedInStep> {
        let ts = super::transys::TransSys::build(program, opts, terminate).ok()?;
        if !ts.cut_points.is_empty() {
            return None;
        }
        Some(SharedInStep { head: HeadState::of(&ts), start: None, seen: 0 })
    }

    /// For a new step case solver (the non-incremental baseline): every invariant published
    /// is assumed again in its start state.
    pub fn restart(&mut self) {
        self.start = None;
        self.seen = 0;
    }

    /// After a step frame: the first records the start state; then whatever is new in
    /// `shared` is assumed there.
    pub fn after_frame(
        &mut self,
        ck: &mut super::frames::Checker,
        reached: TermId,
        shared: &SharedInvariants,
    ) {
        if self.start.is_none() && reached != TermStore::FALSE {
            self.start = self.head.paused(ck).map(|state| (reached, state));
        }
        let Some((reached, state)) = &self.start else { return };
        let new = shared.since(self.seen);
        self.seen += new.len();
        for inv in new.iter().filter(|inv| inv.fits(&self.head)) {
            // `reached -> inv(state)` as a clause of the step case's solver.
            let t =
                super::certificate::invariant_term(&mut ck.store, inv, &self.head.signed, state);
            let t = ck.store.implies(*reached, t);
            let l = ck.enc.lit(&ck.store, t);
            ck.enc.add_clause(&[l]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::kind::{self, KindOptions};
    use crate::engine::{EngineOptions, Proof, RunContext, Status};
    use crate::ir::loops::{choose, Choice};
    use std::sync::atomic::AtomicBool;
    use std::sync::Arc;

    /// The lamp timer (`tests/pdr/lamp_timer.c`) is not k-inductive below k = 50. With the
    /// word invariants PDR's first step proves published before k-induction starts, its step
    /// case assumes them in its start state and proves the requirement at k <= 2; without
    /// them, not within 5 frames.
    #[test]
    fn published_invariants_make_the_timer_k_inductive() {
        let file =
            std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/pdr/lamp_timer.c");
        let program = crate::frontend::load(&[file], &Default::default()).expect("loads");
        let entry = program.function_by_name("main").expect("main");
        let Choice::Picked(lp) = choose(&program, entry).expect("a loop") else {
            panic!("no loop")
        };
        let opts = EngineOptions {
            entry: Some(entry),
            incremental_loop: Some(lp),
            unwind_max: Some(5),
            ..Default::default()
        };
        let terminate = Arc::new(AtomicBool::new(false));
        let kopts = KindOptions::default();
        let plain = EngineOptions { no_word_invariants: true, ..opts.clone() };
        let proved = |ctx: &RunContext| -> Option<u32> {
            let (v, _) = kind::run(&program, &plain, kopts, ctx).expect("k-induction runs");
            match (&v.properties[0].status, v.properties[0].proof) {
                (Status::Success, Some(Proof::KInduction(k))) => Some(k),
                _ => None,
            }
        };
        let alone = RunContext::new(terminate.clone());
        assert_eq!(proved(&alone), None, "k-induction alone proves the timer within 5 frames");

        let mut ts = crate::engine::transys::TransSys::build(&program, &opts, terminate.clone())
            .expect("transition system");
        let word = crate::engine::invgen::generate(&mut ts, &opts.sat, terminate.clone())
            .expect("word invariants");
        assert!(!word.is_empty());
        let vars = ts
            .vars
            .iter()
            .map(|v| (v.name.clone(), ts.store.width(v.term), v.ty, v.pointer))
            .collect();
        let shared = Arc::new(SharedInvariants::default());
        shared.publish(Certificate { lemmas: Vec::new(), word, vars, level: 0 });
        let with = RunContext { shared: Some(shared), ..alone.clone() };
        let k = proved(&with).expect("proved with the shared invariants");
        assert!(k <= 2, "k = {k}");
    }

    /// Each publication is handed out once, and empty ones not at all.
    #[test]
    fn publications_are_read_once() {
        let shared = SharedInvariants::default();
        assert!(shared.since(0).is_empty());
        shared.publish(Certificate {
            lemmas: Vec::new(),
            word: Vec::new(),
            vars: Vec::new(),
            level: 0,
        });
        assert!(shared.since(0).is_empty());
        shared.publish(Certificate {
            lemmas: vec![vec![(0, 0, true)]],
            word: Vec::new(),
            vars: vec![("x".into(), 8, crate::ir::ScalarTy::Int(crate::ir::IntTy::UCHAR), false)],
            level: 0,
        });
        assert_eq!(shared.since(0).len(), 1);
        assert!(shared.since(1).is_empty());
    }
}
