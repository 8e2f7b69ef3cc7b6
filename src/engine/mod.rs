//! Verification engines, each a type implementing `Engine` in a file of its own: incremental
//! BMC (`bmc.rs`: one persistent solver, formula (5) of Schrammel et al.; `groups.rs`: its
//! properties over several threads), the non-incremental baseline (`baseline.rs`: a fresh
//! solver per bound), k-induction (`kind.rs`), PDR (`pdr/`), the explicit-state search
//! (`explicit.rs`), coverage test generation (`cover.rs`) and the portfolio that runs engines
//! together (`portfolio.rs`). `factory.rs` builds the engine the options ask for. They share
//! the unwinding toolkit (`unwinding.rs`), the frame checker (`frames.rs`) and the
//! per-property ledger (`results.rs`); options and run context are in `options.rs`, result
//! types in `verdict.rs`.
//!
//! Architecture invariants:
//! - an engine reports FAILED only with a trace whose violation the word-level evaluator
//!   confirms on the model (`trace::build`); otherwise it is an internal error;
//! - SUCCESSFUL with proof `complete` only when a solver showed that no execution reaches the
//!   next loop head and every frame's violations were checked UNSAT;
//! - anything interrupted is INCONCLUSIVE with the deepest frame fully checked.

pub mod baseline;
pub mod bmc;
pub mod certificate;
pub mod cover;
pub mod explicit;
pub mod factory;
mod frames;
pub mod groups;
pub mod invariant;
pub mod invgen;
pub mod kind;
pub mod loop_bounds;
mod options;
pub mod pdr;
pub mod portfolio;
mod results;
pub mod separate;
mod shared;
mod simulate;
pub mod trace;
pub mod transys;
mod unwinding;
mod verdict;

use std::time::{Duration, Instant};

use crate::error::Result;

pub use options::{EngineOptions, RunContext, Settled};
pub use trace::Trace;
pub use verdict::{
    CertificateReport, EngineStats, KindStats, Outcome, PdrStats, Proof, PropertyResult, Stats,
    Status, Verdict,
};

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
    /// `bmc`, `k-induction` or `cover`.
    pub phase: &'static str,
    pub frame: u32,
    pub clauses: u64,
    /// Properties settled so far (failed or proved).
    pub settled: usize,
    pub solve_secs: f64,
}

/// The reason of an `Inconclusive` outcome stopped by the terminate flag.
pub const INTERRUPTED: &str = "interrupted";

/// One verification engine (rIC3's `Engine`): built by `factory::build` from the user's
/// options and the program, it settles what it can of the program's enabled properties and
/// reports a result per property with its depth and proof (`R`: a `Verdict`; coverage
/// reports a `cover::Coverage`). A new engine is a new type implementing this in a file of
/// its own, and a line of `factory.rs` that builds it.
pub trait Engine<R = Verdict>: Send {
    /// The engine's name in messages (`bmc`, `k-induction`, ...).
    fn name(&self) -> &'static str;

    /// Whether counterexample-only helpers (the explicit-state search) may run beside it, on
    /// a spare core, without changing its answers: its frames are loop iterations, as the
    /// search's, and it establishes the shortest counterexample up to a helper's depth
    /// (`portfolio::Portfolio::with_helpers`).
    fn takes_helpers(&self) -> bool {
        false
    }

    /// Runs until every property is settled, a bound is reached or `ctx.terminate` is set.
    fn check(&mut self, ctx: &RunContext) -> Result<R>;
}
