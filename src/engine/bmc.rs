//! Incremental BMC: one symbolic executor, one term store, one solver for the whole run.
//! Frame k's clauses are appended; its violations are checked as `(Psi_k or a_k)` under
//! `not a_k` and then retired; the reachability of the next loop head decides completeness.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::frames::{Checker, Query};
use super::{EngineOptions, Outcome, Proof, PropertyResult, Status, Verdict};
use crate::error::{Error, ErrorKind, Result};
use crate::ir::{PropKind, Program};
use crate::sat::SatResult;
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

/// Per-property results once the run has ended.
pub(super) fn property_results(
    program: &Program,
    failed: Option<(crate::ir::PropId, u32)>,
    settled_depth: Option<u32>,
    all_hold: bool,
) -> Vec<PropertyResult> {
    program
        .properties
        .iter()
        .enumerate()
        .filter(|(_, p)| p.kind != PropKind::Unwinding)
        .map(|(i, _)| {
            let prop = crate::ir::PropId(i as u32);
            match failed {
                Some((f, d)) if f == prop => PropertyResult::new(prop, Status::Failed, Some(d)),
                _ if all_hold => PropertyResult::new(prop, Status::Success, settled_depth),
                _ => PropertyResult::new(prop, Status::Unknown, settled_depth),
            }
        })
        .collect()
}

pub(super) fn run(program: &Program, opts: &EngineOptions, terminate: Arc<AtomicBool>) -> Result<Verdict> {
    let config = symex_config(program, opts)?;
    let mut ck = Checker::new(program, config, terminate);
    let mut checked: Option<u32> = None;
    let finish = |ck: &Checker, outcome: Outcome, depth: Option<u32>, props, trace| Verdict {
        outcome,
        depth,
        properties: props,
        trace,
        stats: ck.stats.clone(),
    };
    loop {
        let k = ck.symex.frame();
        let out = match ck.run_frame() {
            Ok(out) => out,
            Err(e) if e.kind == ErrorKind::Interrupted => {
                let props = property_results(program, None, checked, false);
                return Ok(finish(&ck, Outcome::Inconclusive("timeout".into()), checked, props, None));
            }
            Err(e) => return Err(e),
        };
        let last = opts.unwind_max.is_some_and(|m| k >= m);
        let head_unreachable = match ck.reachable(out.next_head)? {
            SatResult::Unsat => true,
            SatResult::Sat => false,
            SatResult::Interrupted => {
                let props = property_results(program, None, checked, false);
                return Ok(finish(&ck, Outcome::Inconclusive("timeout".into()), checked, props, None));
            }
        };
        // Frames before --unwind-min are encoded but checked together later; the last frame
        // before the program is fully explored must be checked in any case.
        if k >= opts.unwind_min || head_unreachable || last {
            match ck.check_violations()? {
                Query::Violated(p, trace) => {
                    let props = property_results(program, Some((p.prop, p.frame)), checked, false);
                    return Ok(finish(&ck, Outcome::Failed, Some(p.frame), props, trace));
                }
                Query::Interrupted => {
                    let props = property_results(program, None, checked, false);
                    return Ok(finish(&ck, Outcome::Inconclusive("timeout".into()), checked, props, None));
                }
                Query::Unsat => {}
            }
            match ck.check_unwinding()? {
                Query::Violated(p, _) => {
                    let why = unwinding_reason(program, &p, opts);
                    let depth = p.frame.checked_sub(1);
                    let props = property_results(program, None, depth, false);
                    return Ok(finish(&ck, Outcome::Inconclusive(why), depth, props, None));
                }
                Query::Interrupted => {
                    let props = property_results(program, None, checked, false);
                    return Ok(finish(&ck, Outcome::Inconclusive("timeout".into()), checked, props, None));
                }
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
        if tracing::enabled!(tracing::Level::DEBUG) {
            let all = ck.store.histogram(|_| true);
            let encoded = ck.store.histogram(|t| ck.enc.is_encoded(t));
            tracing::debug!(?all, ?encoded, "terms by operator/width");
        }
        if head_unreachable {
            let props = property_results(program, None, checked, true);
            return Ok(finish(&ck, Outcome::Success(Proof::Complete), checked, props, None));
        }
        if last {
            let props = property_results(program, None, checked, true);
            return Ok(finish(&ck, Outcome::Success(Proof::Bounded), checked, props, None));
        }
    }
}
