//! The non-incremental baseline the paper compares against: for k = 0, 1, ... a fresh solver,
//! fresh symbolic execution and encoding of frames 0..=k, and one query for frame k.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::bmc::{property_results, symex_config, unwinding_reason};
use super::frames::{Checker, Query};
use super::{EngineOptions, Outcome, Proof, Stats, Verdict};
use crate::error::{ErrorKind, Result};
use crate::ir::Program;
use crate::sat::SatResult;

fn add(total: &mut Stats, one: &Stats) {
    total.solver_calls += one.solver_calls;
    total.solver_instances += one.solver_instances;
    total.variables = total.variables.max(one.variables);
    total.clauses = total.clauses.max(one.clauses);
    total.symex_steps += one.symex_steps;
    total.time_symex += one.time_symex;
    total.time_encode += one.time_encode;
    total.time_solve += one.time_solve;
    total.frames = one.frames;
}

pub(super) fn run(program: &Program, opts: &EngineOptions, terminate: Arc<AtomicBool>) -> Result<Verdict> {
    let mut total = Stats::default();
    let mut checked: Option<u32> = None;
    // Frames from here on have not been checked by an earlier bound (--unwind-min).
    let mut first_unchecked = 0u32;
    let inconclusive = |total: &Stats, checked| Verdict {
        outcome: Outcome::Inconclusive("timeout".into()),
        depth: checked,
        properties: property_results(program, None, checked, false),
        trace: None,
        stats: total.clone(),
    };
    for k in 0.. {
        let mut ck = Checker::new(program, symex_config(program, opts)?, terminate.clone());
        let mut next_head = crate::term::TermStore::FALSE;
        for _ in 0..=k {
            match ck.run_frame() {
                Ok(out) => next_head = out.next_head,
                Err(e) if e.kind == ErrorKind::Interrupted => {
                    add(&mut total, &ck.stats);
                    return Ok(inconclusive(&total, checked));
                }
                Err(e) => return Err(e),
            }
        }
        ck.unchecked.retain(|p| p.frame >= first_unchecked);
        ck.unwind_unchecked.retain(|p| p.frame >= first_unchecked);
        let last = opts.unwind_max.is_some_and(|m| k >= m);
        let reach = ck.reachable(next_head)?;
        let head_unreachable = reach == SatResult::Unsat;
        if reach == SatResult::Interrupted {
            add(&mut total, &ck.stats);
            return Ok(inconclusive(&total, checked));
        }
        if k >= opts.unwind_min || head_unreachable || last {
            for unwinding in [false, true] {
                let q = if unwinding { ck.check_unwinding()? } else { ck.check_violations()? };
                match q {
                    Query::Violated(p, trace) => {
                        add(&mut total, &ck.stats);
                        if unwinding {
                            let why = unwinding_reason(program, &p, opts);
                            let depth = p.frame.checked_sub(1);
                            return Ok(Verdict {
                                outcome: Outcome::Inconclusive(why),
                                depth,
                                properties: property_results(program, None, depth, false),
                                trace: None,
                                stats: total,
                            });
                        }
                        return Ok(Verdict {
                            outcome: Outcome::Failed,
                            depth: Some(p.frame),
                            properties: property_results(program, Some((p.prop, p.frame)), checked, false),
                            trace,
                            stats: total,
                        });
                    }
                    Query::Interrupted => {
                        add(&mut total, &ck.stats);
                        return Ok(inconclusive(&total, checked));
                    }
                    Query::Unsat => {}
                }
            }
            checked = Some(k);
            first_unchecked = k + 1;
        }
        add(&mut total, &ck.stats);
        if head_unreachable || last {
            let proof = if head_unreachable { Proof::Complete } else { Proof::Bounded };
            return Ok(Verdict {
                outcome: Outcome::Success(proof),
                depth: checked,
                properties: property_results(program, None, checked, true),
                trace: None,
                stats: total,
            });
        }
    }
    unreachable!("the loop over bounds only ends by returning")
}
