//! The per-property ledger every engine keeps: which properties failed (with their traces),
//! which were proved, and how the run ended; it turns into the `Verdict`.

use std::collections::{HashMap, HashSet};

use super::frames::{Checker, Pending};
use super::{Outcome, Proof, PropertyResult, Stats, Status, Trace, Verdict};
use crate::error::Result;
use crate::ir::{Program, PropId, PropKind};

/// How a run ended, besides the properties settled on the way.
#[derive(Debug, Clone)]
pub(super) enum End {
    /// Frames 0..=checked are violation-free; deeper ones were not checked.
    Bounded,
    /// No execution goes beyond the checked frames.
    Complete,
    /// Every open property is k-inductive (each with its own k in the ledger).
    KInduction,
    /// Every open property is proved by this proof (each also in the ledger).
    Proved(Proof),
    /// Stopped early (timeout, memory limit, Ctrl-C, unwinding assertion, no k found): why.
    Inconclusive(String),
}

impl End {
    /// Stopped by the terminate flag; `main` replaces the reason with the limit that set it.
    pub fn interrupted() -> End {
        End::Inconclusive(super::INTERRUPTED.into())
    }
}

/// Checks the violations a checker has pending for the properties not yet settled (nor in
/// `also_skip`) and records the failures in the ledger. `Some(end)` when the run must stop:
/// the solver was interrupted, or `stop_on_fail` and a property failed.
pub(super) fn settle_violations(
    ck: &mut Checker,
    ledger: &mut Ledger,
    also_skip: &HashSet<PropId>,
    opts: &super::EngineOptions,
    ctx: &super::RunContext,
) -> Result<Option<End>> {
    let stop_on_fail = opts.stop_on_fail;
    let mut skip = ledger.settled();
    skip.extend(also_skip.iter().copied());
    // Settled by another engine of the portfolio: not asked again here.
    if let Some(shared) = &ctx.settled {
        skip.extend(shared.snapshot());
    }
    let result = ck.check_violations(&skip, stop_on_fail)?;
    for (p, trace) in result.found {
        if let Some(shared) = &ctx.settled {
            shared.add(p.prop);
        }
        ledger.fail(p, trace);
    }
    if result.interrupted {
        return Ok(Some(End::interrupted()));
    }
    if let Some(why) = result.unconfirmed {
        return Ok(Some(End::Inconclusive(why)));
    }
    if stop_on_fail && ledger.any_failed() {
        return Ok(Some(End::Inconclusive(
            "--stop-on-fail: stopped at the first violation".into(),
        )));
    }
    Ok(None)
}

/// The properties a run reports on: the enabled ones, without unwinding assertions (which say
/// something about the bound, not about the program).
pub(super) fn reported(program: &Program) -> impl Iterator<Item = PropId> + '_ {
    program
        .properties
        .iter()
        .enumerate()
        .filter(|(_, p)| p.enabled && p.kind != PropKind::Unwinding)
        .map(|(i, _)| PropId(i as u32))
}

pub(super) struct Ledger<'p> {
    program: &'p Program,
    /// Failed properties in the order found (which is frame order): frame and trace.
    failed: Vec<(PropId, u32, Option<Trace>)>,
    /// Properties proved, with their depth (k-induction's k) and proof.
    proved: HashMap<PropId, (u32, Proof)>,
}

impl<'p> Ledger<'p> {
    pub fn new(program: &'p Program) -> Self {
        Ledger { program, failed: Vec::new(), proved: HashMap::new() }
    }

    fn reported(&self) -> impl Iterator<Item = PropId> + 'p {
        reported(self.program)
    }

    pub fn fail(&mut self, p: Pending, trace: Option<Trace>) {
        if !self.is_settled(p.prop) {
            self.failed.push((p.prop, p.frame, trace));
        }
    }

    pub fn prove(&mut self, prop: PropId, k: u32) {
        self.prove_by(prop, k, Proof::KInduction(k));
    }

    /// Records a proof of `prop` (depth: the k or frame the proof reports).
    pub fn prove_by(&mut self, prop: PropId, depth: u32, proof: Proof) {
        if !self.is_settled(prop) {
            self.proved.insert(prop, (depth, proof));
        }
    }

    /// Records a failure found at `frame`, with its trace.
    pub fn fail_at(&mut self, prop: PropId, frame: u32, trace: Option<Trace>) {
        if !self.is_settled(prop) {
            self.failed.push((prop, frame, trace));
        }
    }

    /// The failures recorded, in the order found: property, frame, trace.
    pub fn failures(&self) -> &[(PropId, u32, Option<Trace>)] {
        &self.failed
    }

    pub fn any_failed(&self) -> bool {
        !self.failed.is_empty()
    }

    pub fn is_settled(&self, prop: PropId) -> bool {
        self.proved.contains_key(&prop) || self.failed.iter().any(|f| f.0 == prop)
    }

    /// Failed and proved properties: no longer queried.
    pub fn settled(&self) -> HashSet<PropId> {
        self.failed.iter().map(|f| f.0).chain(self.proved.keys().copied()).collect()
    }

    /// Whether every reported property is settled (nothing left to unwind for).
    pub fn all_settled(&self) -> bool {
        self.reported().all(|p| self.is_settled(p))
    }

    /// The verdict: FAILED if any property failed (a violation exists, whatever else
    /// happened), otherwise decided by how the run ended. `checked` is the deepest frame
    /// fully checked; `k` the proof's k for `End::KInduction`.
    pub fn verdict(self, end: End, checked: Option<u32>, k: Option<u32>, stats: Stats) -> Verdict {
        let props: Vec<PropertyResult> = self
            .reported()
            .collect::<Vec<_>>()
            .into_iter()
            .map(|prop| {
                if let Some((_, frame, trace)) = self.failed.iter().find(|f| f.0 == prop) {
                    let mut r = PropertyResult::new(prop, Status::Failed, Some(*frame));
                    r.trace = trace.clone();
                    return r;
                }
                let success = |depth, proof| PropertyResult {
                    proof: Some(proof),
                    ..PropertyResult::new(prop, Status::Success, depth)
                };
                if let Some(&(k, proof)) = self.proved.get(&prop) {
                    return success(Some(k), proof);
                }
                match end {
                    End::Bounded => success(checked, Proof::Bounded),
                    End::Complete => success(checked, Proof::Complete),
                    End::KInduction => success(k, Proof::KInduction(k.unwrap_or(0))),
                    End::Proved(proof) => success(checked, proof),
                    End::Inconclusive(_) => PropertyResult::new(prop, Status::Unknown, checked),
                }
            })
            .collect();
        let first = self.failed.iter().min_by_key(|f| f.1);
        let (outcome, depth, trace) = match (first, end) {
            (Some((_, frame, trace)), _) => (Outcome::Failed, Some(*frame), trace.clone()),
            (None, End::Bounded) => (Outcome::Success(Proof::Bounded), checked, None),
            (None, End::Complete) => (Outcome::Success(Proof::Complete), checked, None),
            (None, End::KInduction) => {
                (Outcome::Success(Proof::KInduction(k.unwrap_or(0))), checked, None)
            }
            (None, End::Proved(proof)) => (Outcome::Success(proof), checked, None),
            (None, End::Inconclusive(why)) => (Outcome::Inconclusive(why), checked, None),
        };
        Verdict {
            outcome,
            depth,
            checked,
            properties: props,
            trace,
            stats,
            cut_points: Vec::new(),
            certificate: None,
            engine_stats: Vec::new(),
        }
    }
}
