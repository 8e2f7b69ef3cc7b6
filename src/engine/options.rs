//! What the engines are given: the user's options (`EngineOptions`: what was asked, the same
//! for every engine of a run) and the run context (`RunContext`: how the run is stopped and
//! what the engines of one run pass each other while they work).

use std::sync::atomic::{AtomicBool, AtomicU32};
use std::sync::Arc;

use super::shared::SharedInvariants;
use super::Progress;
use crate::ir::loops::LoopInfo;
use crate::ir::{FuncId, PropId};

/// What the engines need from the command line.
#[derive(Debug, Clone, Default)]
pub struct EngineOptions {
    pub entry: Option<FuncId>,
    /// Do not check properties before this frame (they are still encoded).
    pub unwind_min: u32,
    /// Check frames 0..=N at most.
    pub unwind_max: Option<u32>,
    /// Bound for inner loops and recursion (with unwinding assertions).
    pub unwind: Option<u32>,
    /// Inner loops with a bound the solver proved from every loop-head state
    /// (`loop_bounds::infer`), by loop id: unwound that often, each with its unwinding
    /// property (which the program must have: `ir::loops::add_unwinding_property`).
    pub loop_bounds: Vec<(String, u32)>,
    /// `--unwindset`'s bounds of inner loops, by loop id: unwound that often, each with its
    /// unwinding property (`ir::loops::add_unwindset_property`).
    pub unwindset: Vec<(String, u32)>,
    pub incremental_loop: Option<LoopInfo>,
    /// Stop at the first violation instead of settling every property.
    pub stop_on_fail: bool,
    /// Encode every term of each frame (formula (6) without slicing), for comparison.
    pub no_slice: bool,
    /// Encode costly multiplications, divisions and remainders abstractly and refine them
    /// where a model needs them (`encode/refine.rs`).
    pub refine_arithmetic: bool,
    /// Do not look for word-level invariants (`invgen.rs`): PDR's, and those that strengthen
    /// k-induction's step case.
    pub no_word_invariants: bool,
    /// The SAT solver and its options (`--sat-solver`).
    pub sat: crate::sat::SatConfig,
    /// `SymexConfig::guard_only_assumptions` (coverage runs).
    pub guard_only_assumptions: bool,
}

/// The channels of one run: its stop flag, and what the engines running together share. An
/// engine alone gets `RunContext::new(terminate)`; a portfolio gives each of its engines its
/// own stop flag and the shared channels.
#[derive(Debug, Clone)]
pub struct RunContext {
    /// Set when the run must stop (a limit, Ctrl-C, or another engine settled everything).
    pub terminate: Arc<AtomicBool>,
    /// Called after each frame (a progress line on a terminal).
    pub progress: Option<fn(&Progress)>,
    /// With `--prove`: the properties some engine has settled, which the others drop.
    pub settled: Option<Arc<Settled>>,
    /// With `--prove`: invariants PDR proved, which k-induction's step case assumes.
    pub shared: Option<Arc<SharedInvariants>>,
    /// A frame bound other threads may lower while the run goes on (`groups.rs`: with
    /// `--stop-on-fail`, a failure at depth d in one property group ends the others at d).
    pub frame_limit: Option<Arc<AtomicU32>>,
    /// `SymexConfig::input_hints`: a run restricted to one path's inputs (reproducing the
    /// explicit-state search's counterexamples).
    pub input_hints: Option<Arc<crate::symex::InputHints>>,
    /// How many frames (0..n) the engine has checked for every open property, for the
    /// portfolio: a helper's violation at depth d <= n is then known to be the shortest. Set
    /// only for one engine that checks every property frame by frame (BMC).
    pub frames_checked: Option<Arc<AtomicU32>>,
}

impl RunContext {
    /// A run stopped by `terminate`, sharing nothing.
    pub fn new(terminate: Arc<AtomicBool>) -> RunContext {
        RunContext {
            terminate,
            progress: None,
            settled: None,
            shared: None,
            frame_limit: None,
            input_hints: None,
            frames_checked: None,
        }
    }

    /// The context without progress reports (an engine's own sub-runs).
    pub fn quiet(&self) -> RunContext {
        RunContext { progress: None, ..self.clone() }
    }

    /// Frames 0..=k are checked for every open property (`frames_checked`).
    pub fn report_checked(&self, k: u32) {
        if let Some(n) = &self.frames_checked {
            n.fetch_max(k + 1, std::sync::atomic::Ordering::Relaxed);
        }
    }

    /// Whether the frame bound others set is reached at frame `k`.
    pub fn frame_limit_reached(&self, k: u32) -> bool {
        self.frame_limit.as_ref().is_some_and(|l| k >= l.load(std::sync::atomic::Ordering::Relaxed))
    }
}

/// Properties settled (failed or proved) by some engine of a portfolio: the others stop
/// working on them.
#[derive(Debug, Default)]
pub struct Settled(std::sync::Mutex<std::collections::HashSet<PropId>>);

impl Settled {
    pub fn add(&self, p: PropId) {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).insert(p);
    }
    pub fn contains(&self, p: PropId) -> bool {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).contains(&p)
    }
    pub fn len(&self) -> usize {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).len()
    }
    pub fn snapshot(&self) -> std::collections::HashSet<PropId> {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
