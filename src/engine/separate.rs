//! Properties that must not share a run, each group checked by its own run of the engine the
//! request names, up to `jobs` runs at a time (`--requirements`: one requirement per group).
//!
//! Why not one run: an engine assumes a property after checking it (as CBMC does), so in one
//! run a later property would be checked only on the executions where the earlier ones held,
//! and a violated requirement would hide the steps after its violation from the others. Each
//! group's run keeps only its own properties' assertions (and the unwinding assertions): the
//! others' are removed, not assumed. Slicing then encodes only the group's cone of
//! influence: requirements over independent parts of the state cost what their own part costs, and the runs share nothing (no solver, no formula),
//! so N threads finish N runs in the time of one when the machine has the cores.
//!
//! The workers take the groups in order from a common queue. Every run stops when the run's
//! stop flag (`--timeout`, `--memory-limit`, Ctrl-C) is set, and all stop when one fails with
//! an error; a group not started by then reports its properties unknown (`interrupted`).

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Duration;

use super::factory::{self, Request};
use super::{Engine, EngineOptions, Outcome, PropertyResult, RunContext, Status, Verdict};
use crate::error::{Error, Result};
use crate::ir::{Program, PropId, PropKind};

/// The engine `request` names, once per group of properties, `jobs` groups at a time.
pub struct Separate<'p> {
    program: &'p Program,
    opts: EngineOptions,
    request: Request,
    groups: Vec<Vec<PropId>>,
    jobs: usize,
}

impl<'p> Separate<'p> {
    pub fn new(
        program: &'p Program,
        opts: EngineOptions,
        request: Request,
        groups: Vec<Vec<PropId>>,
        jobs: usize,
    ) -> Self {
        Separate { program, opts, request, groups, jobs: jobs.max(1) }
    }
}

impl Engine for Separate<'_> {
    fn name(&self) -> &'static str {
        "separate"
    }

    fn check(&mut self, ctx: &RunContext) -> Result<Verdict> {
        let verdicts = self.run_groups(ctx)?;
        let reported: Vec<PropId> = super::results::reported(self.program).collect();
        super::groups::merge(&self.opts, &reported, verdicts)
    }
}

impl Separate<'_> {
    /// Each group's verdict, in the groups' order.
    fn run_groups(&self, ctx: &RunContext) -> Result<Vec<Verdict>> {
        let n = self.groups.len();
        let stop = Arc::new(AtomicBool::new(false));
        let next = AtomicUsize::new(0);
        let mut verdicts: Vec<Option<Result<Verdict>>> = (0..n).map(|_| None).collect();
        std::thread::scope(|scope| {
            let (tx, rx) = mpsc::channel::<(usize, Result<Verdict>)>();
            for _ in 0..self.jobs.min(n) {
                let (tx, stop, next) = (tx.clone(), stop.clone(), &next);
                let gctx = RunContext {
                    terminate: stop.clone(),
                    progress: None,
                    frame_limit: None,
                    frames_checked: None,
                    settled: None,
                    shared: None,
                    ..ctx.clone()
                };
                scope.spawn(move || loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= n || stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        self.run_one(&self.groups[i], &gctx)
                    }))
                    .unwrap_or_else(|_| Err(Error::internal("a requirement's worker panicked")));
                    if tx.send((i, r)).is_err() {
                        break;
                    }
                });
            }
            drop(tx);
            loop {
                match rx.recv_timeout(Duration::from_millis(20)) {
                    Ok((i, r)) => {
                        let failed = matches!(&r, Ok(v) if v.outcome == Outcome::Failed);
                        if r.is_err() || (failed && self.opts.stop_on_fail) {
                            stop.store(true, Ordering::Relaxed);
                        }
                        verdicts[i] = Some(r);
                    }
                    Err(mpsc::RecvTimeoutError::Timeout) => {}
                    Err(mpsc::RecvTimeoutError::Disconnected) => break,
                }
                if ctx.terminate.load(Ordering::Relaxed) {
                    stop.store(true, Ordering::Relaxed);
                }
            }
        });
        verdicts
            .into_iter()
            .zip(&self.groups)
            .map(|(v, g)| v.unwrap_or_else(|| Ok(not_started(g))))
            .collect()
    }

    fn run_one(&self, group: &[PropId], ctx: &RunContext) -> Result<Verdict> {
        // The other properties' assertions are removed, not only unreported: an engine
        // assumes an assertion after checking it, so a kept one would hide every execution
        // that goes on after violating it (a requirement violated after another one is).
        let mut program = self.program.clone();
        let mine: Vec<&str> = group.iter().map(|&p| self.program.property(p).id.as_str()).collect();
        program.select_properties(|p| {
            p.enabled && (p.kind == PropKind::Unwinding || mine.contains(&p.id.as_str()))
        });
        let mut engine = factory::build(&program, &self.opts, &self.request)?;
        let verdict = engine.check(ctx);
        drop(engine);
        verdict
    }
}

/// A group the run stopped before it started: its properties are unknown.
fn not_started(group: &[PropId]) -> Verdict {
    Verdict {
        outcome: Outcome::Inconclusive(super::INTERRUPTED.to_string()),
        depth: None,
        checked: None,
        properties: group.iter().map(|&p| PropertyResult::new(p, Status::Unknown, None)).collect(),
        trace: None,
        stats: Default::default(),
        cut_points: Vec::new(),
        certificate: None,
        engine_stats: Vec::new(),
    }
}
