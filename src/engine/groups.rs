//! `--jobs N` for BMC: the properties are split into N groups of consecutive properties (a
//! function's checks share most of their cone), each checked by its own incremental BMC
//! (own thread, own symbolic execution, own solver) on a copy of the program in which only
//! the group's properties are enabled; slicing then encodes only the cone of the group.
//! Each property's depth is BMC's (its first violable frame, or the bound), and the report
//! lists properties in program order, whatever the timing.
//!
//! What it gains is what the cones do not share: when every property needs the whole
//! transition relation (systemc `pipeline`), each group solves the same formula and the run
//! takes as long as with one job, on twice the memory. Two other designs were measured and
//! dropped (`benchmarks/README.md`): sharing out the frames among workers loses the clauses
//! each frame's query learns for the next (2.3x the CPU time on `pipeline`), and moving open
//! properties to a worker that finished early restarts them from frame 0.
//!
//! With `--stop-on-fail`, a failure at depth d lowers the frame limit of every other group to
//! d, so the report is the shallowest violation (ties: the first property in program order).

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Duration;

use super::{
    Engine, EngineOptions, Outcome, Proof, PropertyResult, RunContext, Stats, Status, Verdict,
};
use crate::error::{Error, Result};
use crate::ir::{Program, PropId, PropKind};

/// Incremental BMC with the properties checked by up to `jobs` runs in parallel.
pub struct BmcJobs<'p> {
    program: &'p Program,
    opts: EngineOptions,
    jobs: usize,
}

impl<'p> BmcJobs<'p> {
    pub fn new(program: &'p Program, opts: EngineOptions, jobs: usize) -> Self {
        BmcJobs { program, opts, jobs }
    }
}

impl Engine for BmcJobs<'_> {
    fn name(&self) -> &'static str {
        "bmc"
    }
    fn check(&mut self, ctx: &RunContext) -> Result<Verdict> {
        run(self.program, &self.opts, self.jobs, ctx)
    }
}

fn run(program: &Program, opts: &EngineOptions, jobs: usize, ctx: &RunContext) -> Result<Verdict> {
    let reported: Vec<PropId> = super::results::reported(program).collect();
    if jobs <= 1 || reported.len() < 2 {
        return super::bmc::run(program, opts, ctx);
    }
    let groups: Vec<Vec<PropId>> = split(&reported, jobs);
    let limit = Arc::new(AtomicU32::new(u32::MAX));
    let flags: Vec<Arc<AtomicBool>> =
        groups.iter().map(|_| Arc::new(AtomicBool::new(false))).collect();
    let mut verdicts: Vec<Option<Result<Verdict>>> = groups.iter().map(|_| None).collect();
    std::thread::scope(|scope| {
        let (tx, rx) = mpsc::channel::<(usize, Result<Verdict>)>();
        for (i, group) in groups.iter().enumerate() {
            let program = restricted(program, group);
            let gctx = RunContext {
                terminate: flags[i].clone(),
                progress: None,
                frame_limit: Some(limit.clone()),
                // A group checks only its own properties.
                frames_checked: None,
                ..ctx.clone()
            };
            let tx = tx.clone();
            scope.spawn(move || {
                let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    super::bmc::run(&program, opts, &gctx)
                }))
                .unwrap_or_else(|_| Err(Error::internal("a BMC worker panicked")));
                let _ = tx.send((i, r));
            });
        }
        drop(tx);
        let mut received = 0;
        while received < groups.len() {
            match rx.recv_timeout(Duration::from_millis(20)) {
                Ok((i, r)) => {
                    received += 1;
                    match &r {
                        Ok(v) if opts.stop_on_fail => {
                            if let Some(d) = v
                                .properties
                                .iter()
                                .filter(|p| p.status == Status::Failed)
                                .filter_map(|p| p.depth)
                                .min()
                            {
                                limit.fetch_min(d, Ordering::Relaxed);
                            }
                        }
                        Ok(_) => {}
                        Err(_) => flags.iter().for_each(|f| f.store(true, Ordering::Relaxed)),
                    }
                    verdicts[i] = Some(r);
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {}
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
            }
            if ctx.terminate.load(Ordering::Relaxed) {
                flags.iter().for_each(|f| f.store(true, Ordering::Relaxed));
            }
        }
    });
    let verdicts = verdicts
        .into_iter()
        .map(|v| v.unwrap_or_else(|| Err(Error::internal("a BMC worker did not report"))))
        .collect::<Result<Vec<_>>>()?;
    merge(opts, &reported, verdicts)
}

/// `props` in `jobs` runs of consecutive properties, as even as can be.
fn split(props: &[PropId], jobs: usize) -> Vec<Vec<PropId>> {
    let n = jobs.min(props.len());
    (0..n).map(|i| props[i * props.len() / n..(i + 1) * props.len() / n].to_vec()).collect()
}

/// The program with only `props` (and every unwinding assertion, which bounded results need)
/// enabled.
pub(super) fn restricted(program: &Program, props: &[PropId]) -> Program {
    let mut p = program.clone();
    for (i, prop) in p.properties.iter_mut().enumerate() {
        prop.enabled =
            prop.enabled && (prop.kind == PropKind::Unwinding || props.contains(&PropId(i as u32)));
    }
    p
}

/// One verdict from the groups' verdicts (each reports on its own properties only).
pub(super) fn merge(
    opts: &EngineOptions,
    reported: &[PropId],
    verdicts: Vec<Verdict>,
) -> Result<Verdict> {
    let mut properties: Vec<PropertyResult> = Vec::with_capacity(reported.len());
    for p in reported {
        let r = verdicts.iter().find_map(|v| v.properties.iter().find(|r| r.prop == *p)).cloned();
        properties.push(r.ok_or_else(|| Error::internal("a property group lost a property"))?);
    }
    let mut stats = Stats::default();
    let mut cut_points: Vec<String> = Vec::new();
    for v in &verdicts {
        stats.add_work(&v.stats);
        stats.frames = stats.frames.max(v.stats.frames);
        // Sizes add up: every group's formula exists at the same time.
        stats.variables += v.stats.variables;
        stats.clauses += v.stats.clauses;
        for c in &v.cut_points {
            if !cut_points.contains(c) {
                cut_points.push(c.clone());
            }
        }
    }
    let checked = verdicts.iter().map(|v| v.checked).min().flatten();
    // The shallowest failure, the first in program order among equals.
    let failed = properties.iter().filter(|r| r.status == Status::Failed).min_by_key(|r| r.depth);
    let (outcome, depth, trace) = if let Some(f) = failed {
        let first = f.prop;
        if opts.stop_on_fail {
            // As with one job: only the first violation is reported.
            for r in properties.iter_mut().filter(|r| r.status == Status::Failed && r.prop != first)
            {
                *r = PropertyResult::new(
                    r.prop,
                    Status::Unknown,
                    r.depth.and_then(|d| d.checked_sub(1)),
                );
            }
        }
        let f = properties.iter().find(|r| r.prop == first).expect("a failure");
        (Outcome::Failed, f.depth, f.trace.clone())
    } else if let Some(why) = verdicts.iter().find_map(|v| match &v.outcome {
        Outcome::Inconclusive(why) => Some(why.clone()),
        _ => None,
    }) {
        (Outcome::Inconclusive(why), checked, None)
    } else if properties.iter().all(|r| r.proof.is_some_and(Proof::is_unbounded)) {
        (
            Outcome::Success(Proof::Complete),
            verdicts.iter().map(|v| v.checked).max().flatten(),
            None,
        )
    } else {
        (Outcome::Success(Proof::Bounded), checked, None)
    };
    Ok(Verdict {
        outcome,
        depth,
        checked,
        properties,
        trace,
        stats,
        cut_points,
        certificate: None,
        engine_stats: Vec::new(),
    })
}
