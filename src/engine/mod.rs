//! Verification engines: incremental BMC (one persistent solver, formula (5) of Schrammel et
//! al.) and the non-incremental baseline (a fresh solver per bound).
//!
//! Architecture invariants:
//! - an engine reports FAILED only with a trace whose violation the word-level evaluator
//!   confirms on the model (`trace::build`); otherwise it is an internal error;
//! - SUCCESSFUL with proof `complete` only when a solver showed that no execution reaches the
//!   next loop head and every frame's violations were checked UNSAT;
//! - anything interrupted is INCONCLUSIVE with the deepest frame fully checked.

mod baseline;
mod bmc;
pub mod cover;
pub mod explicit;
mod frames;
mod groups;
pub mod invariant;
pub mod invgen;
pub mod kind;
pub mod loop_bounds;
pub mod pdr;
pub mod portfolio;
mod results;
mod shared;
mod simulate;
pub mod trace;
pub mod transys;

use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::error::Result;
use crate::ir::loops::LoopInfo;
use crate::ir::{FuncId, Program, PropId};

pub use trace::Trace;

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
    pub incremental_loop: Option<LoopInfo>,
    /// Stop at the first violation instead of settling every property.
    pub stop_on_fail: bool,
    /// Encode every term of each frame (formula (6) without slicing), for comparison.
    pub no_slice: bool,
    /// Encode costly multiplications, divisions and remainders abstractly and refine them
    /// where a model needs them (`encode/refine.rs`).
    pub refine_arithmetic: bool,
    /// Do not look for word-level invariants (`invgen.rs`) for PDR and k-induction.
    pub no_word_invariants: bool,
    /// Called after each frame (a progress line on a terminal).
    pub progress: Option<fn(&Progress)>,
    /// The SAT solver and its options (`--sat-solver`).
    pub sat: crate::sat::SatConfig,
    /// With `--prove`: the properties some engine has settled, which the others drop.
    pub settled: Option<Arc<Settled>>,
    /// With `--prove`: invariants PDR proved, which k-induction's step case assumes.
    pub shared: Option<Arc<shared::SharedInvariants>>,
    /// `SymexConfig::guard_only_assumptions` (coverage runs).
    pub guard_only_assumptions: bool,
    /// A frame bound other threads may lower while the run goes on (`groups.rs`: with
    /// `--stop-on-fail`, a failure at depth d in one property group ends the others at d).
    pub frame_limit: Option<Arc<std::sync::atomic::AtomicU32>>,
    /// `SymexConfig::input_hints`: a run restricted to one path's inputs (reproducing the
    /// explicit-state search's counterexamples).
    pub input_hints: Option<Arc<crate::symex::InputHints>>,
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

/// When the oldest solver call under way began, in milliseconds after `clock_start()` plus one
/// (0: none is under way): the live progress line shows how long it has been solving.
static SOLVING_SINCE: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// The clock the progress line and `SOLVING_SINCE` count from (the first use).
pub fn clock_start() -> Instant {
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    *START.get_or_init(Instant::now)
}

/// How long the oldest solver call under way has run (None: no call is under way).
pub fn solving_for() -> Option<Duration> {
    let since = SOLVING_SINCE.load(std::sync::atomic::Ordering::Relaxed);
    let now = clock_start().elapsed().as_millis() as u64 + 1;
    (since != 0).then(|| Duration::from_millis(now.saturating_sub(since)))
}

/// A solver call under way, for `solving_for` (only the first of concurrent calls counts: a
/// helper's short calls do not hide the long one).
pub(crate) struct SolveCall(u64);

impl SolveCall {
    pub(crate) fn begin() -> SolveCall {
        let now = clock_start().elapsed().as_millis() as u64 + 1;
        let mine = SOLVING_SINCE
            .compare_exchange(
                0,
                now,
                std::sync::atomic::Ordering::Relaxed,
                std::sync::atomic::Ordering::Relaxed,
            )
            .is_ok();
        SolveCall(if mine { now } else { 0 })
    }
}

impl Drop for SolveCall {
    fn drop(&mut self) {
        if self.0 != 0 {
            let _ = SOLVING_SINCE.compare_exchange(
                self.0,
                0,
                std::sync::atomic::Ordering::Relaxed,
                std::sync::atomic::Ordering::Relaxed,
            );
        }
    }
}

/// What the progress callback is told after each frame.
#[derive(Debug, Clone)]
pub struct Progress {
    /// `bmc`, `base` or `step`.
    pub phase: &'static str,
    pub frame: u32,
    pub clauses: u64,
    /// Properties settled so far (failed or proved).
    pub settled: usize,
    pub solve_secs: f64,
}

/// The reason of an `Inconclusive` outcome stopped by the terminate flag.
pub const INTERRUPTED: &str = "interrupted";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Proof {
    /// No violation in frames 0..=depth; deeper frames were not checked.
    Bounded,
    /// No execution reaches the loop head after `depth`: the program is fully explored.
    Complete,
    /// The properties are k-inductive for this k (and the base case covered frames 0..=k).
    KInduction(u32),
    /// PDR found an inductive invariant (its frame `F_i = F_{i+1}` at this i); the
    /// invariant is in `Verdict::certificate`.
    Pdr(u32),
}

impl Proof {
    /// The name in reports: `bounded`, `complete`, `k-induction`.
    pub fn name(self) -> &'static str {
        match self {
            Proof::Bounded => "bounded",
            Proof::Complete => "complete",
            Proof::KInduction(_) => "k-induction",
            Proof::Pdr(_) => "pdr",
        }
    }

    /// A proof for every depth (not `bounded`).
    pub fn is_unbounded(self) -> bool {
        !matches!(self, Proof::Bounded)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    Success(Proof),
    Failed,
    Inconclusive(String),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Failed,
    Success,
    Unknown,
}

#[derive(Debug, Clone)]
pub struct PropertyResult {
    pub prop: PropId,
    pub status: Status,
    /// Frame of the violation, or the deepest frame it is known to hold in (for a
    /// k-induction proof: its k).
    pub depth: Option<u32>,
    /// The counterexample of a failed property.
    pub trace: Option<Trace>,
    /// `--validate`: whether the counterexample replayed under the system C compiler.
    pub validated: Option<bool>,
    /// `--validate`: what the replay showed.
    pub validation: Option<String>,
    /// How a successful property holds: up to `depth` (bounded), always (complete, k-induction).
    pub proof: Option<Proof>,
    /// A failure whose depth is not known to be the shortest, and why (a helper's
    /// counterexample, deeper than the frames BMC had checked when the run ended). `None`:
    /// no shallower violation exists (every failure BMC or a base case reports).
    pub not_known_shortest: Option<String>,
}

impl PropertyResult {
    pub fn new(prop: PropId, status: Status, depth: Option<u32>) -> Self {
        PropertyResult {
            prop,
            status,
            depth,
            trace: None,
            validated: None,
            validation: None,
            proof: None,
            not_known_shortest: None,
        }
    }
}

#[derive(Debug, Clone, Default)]
pub struct Stats {
    pub frames: u32,
    pub solver_calls: u64,
    pub solver_instances: u64,
    pub variables: u64,
    pub clauses: u64,
    pub symex_steps: u64,
    pub time_symex: Duration,
    pub time_encode: Duration,
    pub time_solve: Duration,
    /// Concrete simulation of the frames (`engine/simulate.rs`).
    pub time_simulate: Duration,
    /// Loop-head queries a simulated execution answered without the solver.
    pub simulated_heads: u64,
    /// Violation (or goal) terms interval reasoning showed false (`term/refute.rs`), and
    /// its time.
    pub refuted_queries: u64,
    pub time_refute: Duration,
    /// Arithmetic refinement's counts (the last formula's).
    pub refinement: crate::encode::RefineStats,
}

impl Stats {
    /// Adds another run's work (calls, steps, times); sizes and frames are the caller's.
    pub fn add_work(&mut self, o: &Stats) {
        self.solver_calls += o.solver_calls;
        self.solver_instances += o.solver_instances;
        self.symex_steps += o.symex_steps;
        self.time_symex += o.time_symex;
        self.time_encode += o.time_encode;
        self.time_solve += o.time_solve;
        self.time_simulate += o.time_simulate;
        self.simulated_heads += o.simulated_heads;
        self.refuted_queries += o.refuted_queries;
        self.time_refute += o.time_refute;
    }
}

#[derive(Debug, Clone)]
pub struct Verdict {
    pub outcome: Outcome,
    /// Frame of the (earliest) violation, or the deepest frame fully checked (None: not even
    /// frame 0).
    pub depth: Option<u32>,
    /// The deepest frame fully checked for every open property (None: not even frame 0).
    pub checked: Option<u32>,
    pub properties: Vec<PropertyResult>,
    pub trace: Option<Trace>,
    pub stats: Stats,
    /// Inner loops made cut points (`id (file:line)`): frames count the segments between
    /// cut points instead of iterations of the incremental loop.
    pub cut_points: Vec<String>,
    /// The inductive invariant of a PDR proof, and its independent re-check.
    pub certificate: Option<CertificateReport>,
    /// k-induction: the statistics of its two cases.
    pub kind_stats: Option<kind::KindStats>,
    /// PDR's statistics, when it ran.
    pub pdr_stats: Option<pdr::PdrStats>,
}

/// A proof's invariant as users see it.
#[derive(Debug, Clone)]
pub struct CertificateReport {
    /// The engine that found it.
    pub engine: &'static str,
    /// A C expression over the loop-head state.
    pub invariant: String,
    pub lemmas: usize,
    /// Re-checked by `pdr::recheck` (initiation, consecution, safety) with a fresh solver.
    pub checked: bool,
    /// The invariant is a C expression at the loop head (not with cut points, whose state
    /// includes the cut point and each call stack's locals: `<location>`, `@j:f::x`).
    pub is_c: bool,
}

/// One verification engine: each settles what it can of the program's enabled properties
/// and reports a result per property with its depth and proof (rIC3's `Engine::check`). A new
/// engine is a new type implementing this, nothing else.
pub trait Engine: Send {
    fn name(&self) -> &'static str;
    fn check(
        &mut self,
        program: &Program,
        opts: &EngineOptions,
        terminate: Arc<AtomicBool>,
    ) -> Result<Verdict>;
}

/// Incremental BMC (`bmc.rs`).
pub struct Bmc;
/// Incremental BMC with the properties split into groups over this many threads (`groups.rs`).
pub struct BmcJobs(pub usize);
/// The non-incremental baseline (`baseline.rs`).
pub struct Baseline;
/// k-induction (`kind.rs`).
pub struct KInduction(pub kind::KindOptions);
/// PDR (`pdr/`).
pub struct Pdr;
/// Explicit-state search for counterexamples (`explicit.rs`), started after this delay.
pub struct Explicit(pub Duration);

impl Engine for Explicit {
    fn name(&self) -> &'static str {
        "explicit"
    }
    fn check(
        &mut self,
        program: &Program,
        opts: &EngineOptions,
        terminate: Arc<AtomicBool>,
    ) -> Result<Verdict> {
        explicit::run(program, opts, self.0, terminate)
    }
}

impl Engine for Bmc {
    fn name(&self) -> &'static str {
        "bmc"
    }
    fn check(
        &mut self,
        program: &Program,
        opts: &EngineOptions,
        terminate: Arc<AtomicBool>,
    ) -> Result<Verdict> {
        bmc::run(program, opts, terminate)
    }
}

impl Engine for BmcJobs {
    fn name(&self) -> &'static str {
        "bmc"
    }
    fn check(
        &mut self,
        program: &Program,
        opts: &EngineOptions,
        terminate: Arc<AtomicBool>,
    ) -> Result<Verdict> {
        groups::run(program, opts, self.0, terminate)
    }
}

impl Engine for Baseline {
    fn name(&self) -> &'static str {
        "baseline"
    }
    fn check(
        &mut self,
        program: &Program,
        opts: &EngineOptions,
        terminate: Arc<AtomicBool>,
    ) -> Result<Verdict> {
        baseline::run(program, opts, terminate)
    }
}

impl Engine for KInduction {
    fn name(&self) -> &'static str {
        "k-induction"
    }
    fn check(
        &mut self,
        program: &Program,
        opts: &EngineOptions,
        terminate: Arc<AtomicBool>,
    ) -> Result<Verdict> {
        let (mut v, ks) = kind::run(program, opts, self.0, terminate)?;
        v.kind_stats = Some(ks);
        Ok(v)
    }
}

impl Engine for Pdr {
    fn name(&self) -> &'static str {
        "pdr"
    }
    fn check(
        &mut self,
        program: &Program,
        opts: &EngineOptions,
        terminate: Arc<AtomicBool>,
    ) -> Result<Verdict> {
        pdr::run(program, opts, terminate)
    }
}

/// Runs incremental BMC on the program.
pub fn incremental_bmc(
    program: &Program,
    opts: &EngineOptions,
    terminate: Arc<AtomicBool>,
) -> Result<Verdict> {
    bmc::run(program, opts, terminate)
}

/// Runs the non-incremental baseline: for k = 0, 1, ... a fresh solver, symbolic execution and
/// encoding of frames 0..=k.
pub fn non_incremental_bmc(
    program: &Program,
    opts: &EngineOptions,
    terminate: Arc<AtomicBool>,
) -> Result<Verdict> {
    baseline::run(program, opts, terminate)
}
