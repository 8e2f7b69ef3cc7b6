//! The non-incremental baseline the paper compares against: for k = 0, 1, ... a fresh solver,
//! fresh symbolic execution and encoding of frames 0..=k, and one query for frame k.

use super::frames::{head_query_due, Checker, Query, Reach};
use super::results::{settle_violations, End, Ledger};
use super::unwinding::{cut_after, symex_config, unwinding_reason, Attempt};
use super::{Engine, EngineOptions, RunContext, Stats, Verdict};
use crate::error::{ErrorKind, Result};
use crate::ir::loops::LoopInfo;
use crate::ir::Program;
use std::collections::HashSet;

fn add(total: &mut Stats, one: &Stats) {
    total.add_work(one);
    total.variables = total.variables.max(one.variables);
    total.clauses = total.clauses.max(one.clauses);
    total.frames = one.frames;
}

/// The non-incremental baseline on a program.
pub struct Baseline<'p> {
    program: &'p Program,
    opts: EngineOptions,
}

impl<'p> Baseline<'p> {
    pub fn new(program: &'p Program, opts: EngineOptions) -> Self {
        Baseline { program, opts }
    }
}

impl Engine for Baseline<'_> {
    fn name(&self) -> &'static str {
        "baseline"
    }
    fn check(&mut self, ctx: &RunContext) -> Result<Verdict> {
        let (program, opts) = (self.program, &self.opts);
        super::unwinding::with_cut_points(program, |cuts| run_with(program, opts, ctx, cuts))
    }
}

fn run_with(
    program: &Program,
    opts: &EngineOptions,
    ctx: &RunContext,
    cuts: &[LoopInfo],
) -> Result<Attempt<Verdict>> {
    let mut total = Stats::default();
    let mut ledger = Ledger::new(program);
    let mut checked: Option<u32> = None;
    // Frames from here on have not been checked by an earlier bound (--unwind-min).
    let mut first_unchecked = 0u32;
    for k in 0.. {
        let mut config = symex_config(program, opts, ctx.input_hints.clone())?;
        config.cut_loops = cuts.to_vec();
        let mut ck = Checker::for_engine(program, config, opts, ctx.terminate.clone());
        let mut next_head = crate::term::TermStore::FALSE;
        for _ in 0..=k {
            match ck.run_frame() {
                Ok(out) => next_head = out.next_head,
                Err(e) if e.kind == ErrorKind::Interrupted => {
                    add(&mut total, &ck.stats);
                    return Ok(Attempt::Done(ledger.verdict(
                        End::interrupted(),
                        checked,
                        None,
                        total,
                    )));
                }
                Err(e) => {
                    add(&mut total, &ck.stats);
                    return cut_after(&ck, opts, cuts)
                        .map(|l| Attempt::Cut(l, total.clone()))
                        .ok_or(e);
                }
            }
        }
        ck.unchecked.retain(|p| p.frame >= first_unchecked);
        ck.unwind_unchecked.retain(|p| p.frame >= first_unchecked);
        let last = opts.unwind_max.is_some_and(|m| k >= m);
        let reach =
            if head_query_due(k) || last { ck.reachable(next_head)? } else { Reach::Undecided };
        let head_unreachable = reach == Reach::Unreachable;
        if reach == Reach::Interrupted {
            add(&mut total, &ck.stats);
            return Ok(Attempt::Done(ledger.verdict(End::interrupted(), checked, None, total)));
        }
        if k >= opts.unwind_min || head_unreachable || last {
            if let Some(end) = settle_violations(&mut ck, &mut ledger, &HashSet::new(), opts, ctx)?
            {
                add(&mut total, &ck.stats);
                return Ok(Attempt::Done(ledger.verdict(end, checked, None, total)));
            }
            match ck.check_unwinding()? {
                Query::Violated(p, _) => {
                    add(&mut total, &ck.stats);
                    let why = unwinding_reason(program, &p, opts);
                    return Ok(Attempt::Done(ledger.verdict(
                        End::Inconclusive(why),
                        p.frame.checked_sub(1),
                        None,
                        total,
                    )));
                }
                Query::Interrupted => {
                    add(&mut total, &ck.stats);
                    return Ok(Attempt::Done(ledger.verdict(
                        End::interrupted(),
                        checked,
                        None,
                        total,
                    )));
                }
                Query::Unsat => {}
            }
            checked = Some(k);
            first_unchecked = k + 1;
        }
        add(&mut total, &ck.stats);
        if head_unreachable {
            return Ok(Attempt::Done(ledger.verdict(End::Complete, checked, None, total)));
        }
        if last || (checked == Some(k) && ledger.all_settled()) {
            return Ok(Attempt::Done(ledger.verdict(End::Bounded, checked, None, total)));
        }
    }
    unreachable!("the loop over bounds only ends by returning")
}
