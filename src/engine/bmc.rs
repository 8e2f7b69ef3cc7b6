//! Incremental BMC: one symbolic executor, one term store, one solver for the whole run.
//! Frame k's clauses are appended; its violations are checked as `(Psi_k or a_k)` under
//! `not a_k` and then retired; the reachability of the next loop head decides completeness.

use super::frames::{head_query_due, Checker, Query, Reach};
use super::results::{settle_violations, End, Ledger};
use super::unwinding::{cut_after, symex_config, unwinding_reason, with_cut_points, Attempt};
use super::{Engine, EngineOptions, Progress, RunContext, Verdict};
use crate::error::{ErrorKind, Result};
use crate::ir::loops::LoopInfo;
use crate::ir::Program;
use std::collections::HashSet;

/// Incremental BMC on a program.
pub struct Bmc<'p> {
    program: &'p Program,
    opts: EngineOptions,
}

impl<'p> Bmc<'p> {
    pub fn new(program: &'p Program, opts: EngineOptions) -> Self {
        Bmc { program, opts }
    }
}

impl Engine for Bmc<'_> {
    fn name(&self) -> &'static str {
        "bmc"
    }
    fn takes_helpers(&self) -> bool {
        true
    }
    fn check(&mut self, ctx: &RunContext) -> Result<Verdict> {
        run(self.program, &self.opts, ctx)
    }
}

/// Runs incremental BMC on `program` (also the other engines' way to reproduce a
/// counterexample with a replayable trace).
pub(super) fn run(program: &Program, opts: &EngineOptions, ctx: &RunContext) -> Result<Verdict> {
    with_cut_points(program, |cuts| run_with(program, opts, ctx, cuts))
}

fn run_with(
    program: &Program,
    opts: &EngineOptions,
    ctx: &RunContext,
    cuts: &[LoopInfo],
) -> Result<Attempt<Verdict>> {
    let mut config = symex_config(program, opts, ctx.input_hints.clone())?;
    config.cut_loops = cuts.to_vec();
    let mut ck = Checker::for_engine(program, config, opts, ctx.terminate.clone());
    let mut ledger = Ledger::new(program);
    let mut checked: Option<u32> = None;
    loop {
        let k = ck.symex.frame();
        let out = match ck.run_frame() {
            Ok(out) => out,
            Err(e) if e.kind == ErrorKind::Interrupted => {
                return Ok(Attempt::Done(ledger.verdict(
                    End::interrupted(),
                    checked,
                    None,
                    ck.stats.clone(),
                )))
            }
            Err(e) => {
                return cut_after(&ck, opts, cuts)
                    .map(|l| Attempt::Cut(l, ck.stats.clone()))
                    .ok_or(e)
            }
        };
        let last = opts.unwind_max.is_some_and(|m| k >= m) || ctx.frame_limit_reached(k);
        let head =
            if head_query_due(k) || last { ck.reachable(out.next_head)? } else { Reach::Undecided };
        let head_unreachable = match head {
            Reach::Unreachable => true,
            Reach::Reachable | Reach::Undecided => false,
            Reach::Interrupted => {
                return Ok(Attempt::Done(ledger.verdict(
                    End::interrupted(),
                    checked,
                    None,
                    ck.stats.clone(),
                )))
            }
        };
        // Frames before --unwind-min are encoded but checked together later; the last frame
        // before the program is fully explored must be checked in any case.
        if k >= opts.unwind_min || head_unreachable || last {
            if let Some(end) = settle_violations(&mut ck, &mut ledger, &HashSet::new(), opts, ctx)?
            {
                return Ok(Attempt::Done(ledger.verdict(end, checked, None, ck.stats.clone())));
            }
            match ck.check_unwinding()? {
                Query::Violated(p, _) => {
                    let why = unwinding_reason(program, &p, opts);
                    let depth = p.frame.checked_sub(1);
                    return Ok(Attempt::Done(ledger.verdict(
                        End::Inconclusive(why),
                        depth,
                        None,
                        ck.stats.clone(),
                    )));
                }
                Query::Interrupted => {
                    return Ok(Attempt::Done(ledger.verdict(
                        End::interrupted(),
                        checked,
                        None,
                        ck.stats.clone(),
                    )))
                }
                Query::Unsat => {}
            }
            checked = Some(k);
            ctx.report_checked(k);
        }
        tracing::info!(
            frame = k,
            clauses = ck.stats.clauses,
            variables = ck.stats.variables,
            solve_s = ck.stats.time_solve.as_secs_f64(),
            "frame checked"
        );
        if let Some(report) = ctx.progress {
            report(&Progress {
                phase: "bmc",
                frame: k,
                clauses: ck.stats.clauses,
                settled: ledger.settled().len(),
                solve_secs: ck.stats.time_solve.as_secs_f64(),
            });
        }
        if tracing::enabled!(tracing::Level::DEBUG) {
            let all = ck.store.histogram(|_| true);
            let encoded = ck.store.histogram(|t| ck.enc.is_encoded(t));
            tracing::debug!(?all, ?encoded, "terms by operator/width");
        }
        if head_unreachable {
            return Ok(Attempt::Done(ledger.verdict(
                End::Complete,
                checked,
                None,
                ck.stats.clone(),
            )));
        }
        if last || (checked == Some(k) && ledger.all_settled()) {
            return Ok(Attempt::Done(ledger.verdict(
                End::Bounded,
                checked,
                None,
                ck.stats.clone(),
            )));
        }
    }
}
