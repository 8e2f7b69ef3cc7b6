//! Incremental BMC: one symbolic executor, one term store, one solver for the whole run.
//! Frame k's clauses are appended; its violations are checked as `(Psi_k or a_k)` under
//! `not a_k` and then retired; the reachability of the next loop head decides completeness.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::frames::{head_query_due, Checker, Query, Reach};
use super::results::{settle_violations, End, Ledger};
use std::collections::HashSet;
use super::{EngineOptions, Progress, Verdict};
use crate::error::{Error, ErrorKind, Result};
use crate::ir::Program;
use crate::symex::SymexConfig;

pub(super) fn symex_config(program: &Program, opts: &EngineOptions) -> Result<SymexConfig> {
    let entry = opts.entry.ok_or_else(|| Error::internal("no entry function"))?;
    Ok(SymexConfig {
        entry,
        incremental_loop: opts.incremental_loop.clone(),
        unwind: opts.unwind,
        unwind_props: crate::ir::loops::unwinding_property_map(program),
        havoc_at_head: false,
    })
}

/// Why a failed unwinding assertion makes a run inconclusive (it is no bug of the program).
pub(super) fn unwinding_reason(program: &Program, p: &super::frames::Pending, opts: &EngineOptions) -> String {
    format!(
        "unwinding assertion {} failed in frame {}: a loop or recursion needs more than --unwind {} unwindings",
        program.property(p.prop).id,
        p.frame,
        opts.unwind.unwrap_or(0)
    )
}

pub(super) fn run(program: &Program, opts: &EngineOptions, terminate: Arc<AtomicBool>) -> Result<Verdict> {
    let config = symex_config(program, opts)?;
    let mut ck = Checker::new(program, config, &opts.sat, terminate);
    ck.no_slice = opts.no_slice;
    let mut ledger = Ledger::new(program);
    let mut checked: Option<u32> = None;
    loop {
        let k = ck.symex.frame();
        let out = match ck.run_frame() {
            Ok(out) => out,
            Err(e) if e.kind == ErrorKind::Interrupted => return Ok(ledger.verdict(End::interrupted(), checked, None, ck.stats.clone())),
            Err(e) => return Err(e),
        };
        let last = opts.unwind_max.is_some_and(|m| k >= m);
        let head = if head_query_due(k) || last { ck.reachable(out.next_head)? } else { Reach::Undecided };
        let head_unreachable = match head {
            Reach::Unreachable => true,
            Reach::Reachable | Reach::Undecided => false,
            Reach::Interrupted => return Ok(ledger.verdict(End::interrupted(), checked, None, ck.stats.clone())),
        };
        // Frames before --unwind-min are encoded but checked together later; the last frame
        // before the program is fully explored must be checked in any case.
        if k >= opts.unwind_min || head_unreachable || last {
            if let Some(end) = settle_violations(&mut ck, &mut ledger, &HashSet::new(), opts.stop_on_fail)? {
                return Ok(ledger.verdict(end, checked, None, ck.stats.clone()));
            }
            match ck.check_unwinding()? {
                Query::Violated(p, _) => {
                    let why = unwinding_reason(program, &p, opts);
                    let depth = p.frame.checked_sub(1);
                    return Ok(ledger.verdict(End::Inconclusive(why), depth, None, ck.stats.clone()));
                }
                Query::Interrupted => return Ok(ledger.verdict(End::interrupted(), checked, None, ck.stats.clone())),
                Query::Unsat => {}
            }
            checked = Some(k);
        }
        tracing::info!(
            frame = k,
            clauses = ck.stats.clauses,
            variables = ck.stats.variables,
            solve_s = ck.stats.time_solve.as_secs_f64(),
            "frame checked"
        );
        if let Some(report) = opts.progress {
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
            return Ok(ledger.verdict(End::Complete, checked, None, ck.stats.clone()));
        }
        if last || (checked == Some(k) && ledger.all_settled()) {
            return Ok(ledger.verdict(End::Bounded, checked, None, ck.stats.clone()));
        }
    }
}
