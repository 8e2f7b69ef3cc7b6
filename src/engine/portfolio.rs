//! `--prove`: engines raced on the same program, each in its own thread with its own solvers
//! (Kind 2's and rIC3's portfolio). The first engine that settles every property stops the
//! others; otherwise each property takes a settled answer (a failure with its trace, or a proof
//! for every depth) in a fixed engine order, so the report does not depend on timing beyond
//! which engine finished first. Engines share nothing but their stop flags: a new engine is
//! one more entry in the list.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Duration;

use super::{Engine, EngineOptions, Outcome, Proof, Status, Verdict};
use crate::error::{Error, Result};
use crate::ir::Program;

/// Runs `engines` in parallel and merges their verdicts.
pub fn run(program: &Program, opts: &EngineOptions, engines: Vec<Box<dyn Engine>>, terminate: Arc<AtomicBool>) -> Result<Verdict> {
    run_with_helpers(program, opts, engines, Vec::new(), terminate)
}

/// `run` with `helpers` beside `engines`: engines that only look for counterexamples
/// (`Explicit`). They stop when the engines are done; a failure of theirs is dropped (with
/// a warning), as it leaves the engines' answers whole. The first engine shows its progress.
pub fn run_with_helpers(
    program: &Program,
    opts: &EngineOptions,
    engines: Vec<Box<dyn Engine>>,
    helpers: Vec<Box<dyn Engine>>,
    terminate: Arc<AtomicBool>,
) -> Result<Verdict> {
    let main_engines = engines.len();
    let progress = opts.progress.filter(|_| !helpers.is_empty());
    let engines: Vec<Box<dyn Engine>> = engines.into_iter().chain(helpers).collect();
    let flags: Vec<Arc<AtomicBool>> = engines.iter().map(|_| Arc::new(AtomicBool::new(false))).collect();
    let settled = Arc::new(super::Settled::default());
    let shared = Arc::new(super::shared::SharedInvariants::default());
    let opts = EngineOptions { progress: None, settled: Some(settled.clone()), shared: Some(shared), ..opts.clone() };
    let reported: Vec<crate::ir::PropId> = super::results::reported(program).collect();
    let n = engines.len();
    let mut results: Vec<Option<Result<Verdict>>> = (0..n).map(|_| None).collect();
    let first = EngineOptions { progress, ..opts.clone() };
    std::thread::scope(|scope| {
        let (tx, rx) = mpsc::channel::<(usize, Result<Verdict>)>();
        for (i, mut engine) in engines.into_iter().enumerate() {
            let (flag, tx, opts) = (flags[i].clone(), tx.clone(), if i == 0 { &first } else { &opts });
            scope.spawn(move || {
                let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| engine.check(program, opts, flag)))
                    .unwrap_or_else(|_| Err(Error::internal(format!("the {} engine panicked", engine.name()))));
                let _ = tx.send((i, r));
            });
        }
        drop(tx);
        let mut received = 0;
        while received < n {
            match rx.recv_timeout(Duration::from_millis(20)) {
                Ok((i, r)) => {
                    received += 1;
                    if let Ok(v) = &r {
                        for p in v.properties.iter().filter(|p| is_settled(p)) {
                            settled.add(p.prop);
                        }
                    }
                    results[i] = match r {
                        Err(e) if i >= main_engines => {
                            tracing::warn!("a helper engine stopped: {}", e.message);
                            None
                        }
                        r => Some(r),
                    };
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {}
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
            }
            // Everything settled between the engines (a failure from BMC, proofs from PDR, ...)
            // or the run's own limit: stop them all.
            if terminate.load(Ordering::Relaxed)
                || reported.iter().all(|&p| settled.contains(p))
                || (opts.stop_on_fail && results.iter().flatten().flatten().any(|v| v.properties.iter().any(|p| p.status == Status::Failed)))
            {
                flags.iter().for_each(|f| f.store(true, Ordering::Relaxed));
            }
            // The helpers only help the engines: done when they are.
            if results[..main_engines].iter().all(Option::is_some) {
                flags[main_engines..].iter().for_each(|f| f.store(true, Ordering::Relaxed));
            }
        }
    });
    merge(results.into_iter().flatten().collect::<Result<Vec<Verdict>>>()?)
}

/// Failed, or proved for every depth.
fn is_settled(r: &super::PropertyResult) -> bool {
    match r.status {
        Status::Failed => true,
        Status::Success => r.proof.is_some_and(Proof::is_unbounded),
        Status::Unknown => false,
    }
}

/// Every reported property failed or proved for every depth.
fn settles_all(v: &Verdict) -> bool {
    v.properties.iter().all(is_settled)
}

/// Per property: a failure, else a proof for every depth, else the deepest bounded result.
fn merge(verdicts: Vec<Verdict>) -> Result<Verdict> {
    let mut it = verdicts.into_iter();
    let mut out = it.next().ok_or_else(|| Error::internal("no engine ran"))?;
    for v in it {
        for (mine, theirs) in out.properties.iter_mut().zip(&v.properties) {
            let better = match (mine.status, theirs.status) {
                // The shallower counterexample (a helper's may be deeper than BMC's).
                (Status::Failed, Status::Failed) => matches!((theirs.depth, mine.depth), (Some(t), Some(m)) if t < m),
                (Status::Failed, _) => false,
                (_, Status::Failed) => true,
                (Status::Success, Status::Success) => {
                    !mine.proof.is_some_and(Proof::is_unbounded) && theirs.proof.is_some_and(Proof::is_unbounded)
                }
                (Status::Unknown, Status::Success) => true,
                _ => false,
            };
            if better {
                *mine = theirs.clone();
            }
        }
        out.stats.add_work(&v.stats);
        out.certificate = out.certificate.or(v.certificate);
        out.kind_stats = out.kind_stats.or(v.kind_stats);
        out.pdr_stats = out.pdr_stats.or(v.pdr_stats);
        out.checked = out.checked.max(v.checked);
        if out.cut_points.is_empty() {
            out.cut_points = v.cut_points;
        }
        if let Outcome::Inconclusive(_) = out.outcome {
            if !matches!(v.outcome, Outcome::Inconclusive(_)) {
                out.outcome = v.outcome.clone();
            }
        }
    }
    // The overall outcome from the merged properties.
    let failed: Vec<_> = out.properties.iter().filter(|r| r.status == Status::Failed).collect();
    if let Some(first) = failed.iter().min_by_key(|r| r.depth) {
        out.depth = first.depth;
        out.trace = first.trace.clone();
        out.outcome = Outcome::Failed;
    } else if settles_all(&out) {
        // Named after the proof most properties have (PDR's first when tied: it has an invariant).
        let proofs: Vec<Proof> = out.properties.iter().filter_map(|r| r.proof).collect();
        let pdr = proofs.iter().filter(|p| matches!(p, Proof::Pdr(_))).count();
        let best = if pdr * 2 >= proofs.len() && pdr > 0 {
            proofs.iter().copied().find(|p| matches!(p, Proof::Pdr(_)))
        } else {
            proofs.iter().copied().find(|p| !matches!(p, Proof::Pdr(_)))
        };
        if let Some(p) = best {
            out.outcome = Outcome::Success(p);
        }
        out.trace = None;
    }
    if !out.properties.iter().any(|r| r.proof.is_some_and(|p| matches!(p, Proof::Pdr(_)))) {
        out.certificate = None;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{PropertyResult, Stats};
    use crate::ir::PropId;

    fn verdict(status: Status, depth: u32) -> Verdict {
        let p = PropertyResult::new(PropId(0), status, Some(depth));
        Verdict {
            outcome: if status == Status::Failed { Outcome::Failed } else { Outcome::Inconclusive("stopped".into()) },
            depth: Some(depth),
            checked: None,
            properties: vec![p],
            trace: None,
            stats: Stats::default(),
            cut_points: Vec::new(),
            certificate: None,
            kind_stats: None,
            pdr_stats: None,
        }
    }

    /// Two failures of one property (BMC's and a helper's): the shallower is reported,
    /// whichever engine comes first.
    #[test]
    fn merge_keeps_the_shallower_failure() {
        for (first, second) in [(2, 5), (5, 2)] {
            let v = merge(vec![verdict(Status::Failed, first), verdict(Status::Failed, second)]).unwrap();
            assert_eq!(v.properties[0].depth, Some(2));
            assert_eq!(v.depth, Some(2));
            assert_eq!(v.outcome, Outcome::Failed);
        }
        // A failure beats an engine that did not settle the property.
        let v = merge(vec![verdict(Status::Unknown, 3), verdict(Status::Failed, 7)]).unwrap();
        assert_eq!((v.properties[0].status, v.depth), (Status::Failed, Some(7)));
    }
}
