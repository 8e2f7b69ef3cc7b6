//! The results of a run: one `PropertyResult` per property (status, depth, proof, trace) and
//! the run's `Verdict` (its outcome, the property results, statistics), the same for every
//! engine. What only some engines report is in `Verdict::engine_stats` and
//! `Verdict::certificate`.

use std::time::Duration;

use crate::ir::PropId;

use super::Trace;

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
    /// The inductive invariant of a proof, and its independent re-check.
    pub certificate: Option<CertificateReport>,
    /// What particular engines count beyond `stats` (each engine's at most once).
    pub engine_stats: Vec<EngineStats>,
}

impl Verdict {
    /// k-induction's statistics, when it ran.
    pub fn kind_stats(&self) -> Option<&KindStats> {
        self.engine_stats.iter().find_map(|s| match s {
            EngineStats::KInduction(k) => Some(k),
            _ => None,
        })
    }

    /// PDR's statistics, when it ran.
    pub fn pdr_stats(&self) -> Option<&PdrStats> {
        self.engine_stats.iter().find_map(|s| match s {
            EngineStats::Pdr(p) => Some(p),
            _ => None,
        })
    }

    /// Adds `more`, of engines whose statistics are not there yet.
    pub fn add_engine_stats(&mut self, more: Vec<EngineStats>) {
        for s in more {
            let kind = std::mem::discriminant(&s);
            if !self.engine_stats.iter().any(|o| std::mem::discriminant(o) == kind) {
                self.engine_stats.push(s);
            }
        }
    }
}

/// An engine's own statistics in a verdict (a few per run: their size is no cost).
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone)]
pub enum EngineStats {
    KInduction(KindStats),
    Pdr(PdrStats),
}

/// k-induction's statistics: of its two cases.
#[derive(Debug, Clone, Default)]
pub struct KindStats {
    pub base: Stats,
    pub step: Stats,
}

/// PDR's statistics.
#[derive(Debug, Clone, Default)]
pub struct PdrStats {
    /// Highest frame index built.
    pub frames: u32,
    pub lemmas: u64,
    pub obligations: u64,
    pub solver_calls: u64,
    pub state_bits: usize,
    /// Word-level invariants proved before the search and assumed in every frame.
    pub word_invariants: usize,
    pub time: Duration,
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
