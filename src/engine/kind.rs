//! k-induction, incrementally: the base case is incremental BMC in one persistent solver; the
//! step case is a second persistent solver in which the loop starts from an arbitrary state
//! (every variable the loop may modify havocked at its head), frames are appended the same way,
//! and after frame j is checked its violations are assumed not to happen (the induction
//! hypothesis). When the base case has no violation in frames 0..=k and the step case none in
//! frame k given frames 0..k-1, the properties hold at every depth.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::bmc::{property_results, symex_config, unwinding_reason};
use super::frames::{Checker, Query, Step};
use super::{EngineOptions, Outcome, Proof, Stats, Status, Verdict};
use std::collections::{HashMap, HashSet};
use crate::ir::{PropId, PropKind};
use crate::error::{ErrorKind, Result};
use crate::ir::Program;
use crate::sat::SatResult;
use crate::term::TermId;

/// How the k-induction driver runs.
#[derive(Debug, Clone, Copy, Default)]
pub struct KindOptions {
    /// Run the step case alone and stop at the first k where it is unsatisfiable.
    pub stop_when_unsat: bool,
    /// Constrain the step case's states to be pairwise distinct.
    pub simple_path: bool,
    /// Baseline: for each k, fresh solvers, symbolic execution and encoding of both cases.
    pub non_incremental: bool,
}

/// Statistics of the two cases.
#[derive(Debug, Clone, Default)]
pub struct KindStats {
    pub base: Stats,
    pub step: Stats,
}

pub fn run(program: &Program, opts: &EngineOptions, kopts: KindOptions, terminate: Arc<AtomicBool>) -> Result<(Verdict, KindStats)> {
    let base_cfg = symex_config(program, opts)?;
    let mut step_cfg = base_cfg.clone();
    step_cfg.havoc_at_head = true;
    let mut base = Checker::new(program, base_cfg, terminate.clone());
    let mut step = Checker::new(program, step_cfg.clone(), terminate.clone());
    let mut history: Vec<(TermId, Vec<TermId>)> = Vec::new();
    // Properties proved so far, with their k: they stay proved while the others continue.
    let mut proved: HashMap<PropId, u32> = HashMap::new();
    // Deepest frame the base case has shown violation-free.
    let mut checked: Option<u32> = None;
    let done = |outcome: Outcome, depth: Option<u32>, props, trace, base: &Checker, step: &Checker| {
        let stats = KindStats { base: base.stats.clone(), step: step.stats.clone() };
        let (base, step) = (&stats.base, &stats.step);
        let total = add(base, step);
        (Verdict { outcome, depth, properties: props, trace, stats: total }, stats)
    };
    // Proofs of single properties hold only if no unwinding assertion is still open (the
    // step case cut those executions); they are reported as such.
    let partial = |checked: Option<u32>, proved: &HashMap<PropId, u32>| {
        let unwinding_open = program
            .properties
            .iter()
            .enumerate()
            .any(|(i, p)| p.kind == PropKind::Unwinding && !proved.contains_key(&PropId(i as u32)));
        property_results(program, None, checked, false)
            .into_iter()
            .map(|mut r| {
                if let (Some(k), false) = (proved.get(&r.prop), unwinding_open) {
                    r.status = Status::Success;
                    r.depth = Some(*k);
                }
                r
            })
            .collect::<Vec<_>>()
    };
    let timeout_with = |checked, base: &Checker, step: &Checker, proved: &HashMap<PropId, u32>| {
        done(Outcome::Inconclusive("timeout".into()), checked, partial(checked, proved), None, base, step)
    };
    let timeout = |checked, base: &Checker, step: &Checker| {
        done(Outcome::Inconclusive("timeout".into()), checked, property_results(program, None, checked, false), None, base, step)
    };
    for k in 0u32.. {
        if opts.unwind_max.is_some_and(|m| k > m) {
            let why = format!("no k <= {} makes every property k-inductive", k - 1);
            let props = partial(checked, &proved);
            return Ok(done(Outcome::Inconclusive(why), checked, props, None, &base, &step));
        }
        if kopts.non_incremental && k > 0 {
            // The baseline starts both cases afresh and re-executes frames 0..k-1: the base
            // case's were checked before, the step case's become the hypothesis again.
            // Counters carry over to the new solvers; sizes are the new formulas'.
            let (base_stats, step_stats) = (base.stats.clone(), step.stats.clone());
            base = Checker::new(program, symex_config(program, opts)?, terminate.clone());
            step = Checker::new(program, step_cfg.clone(), terminate.clone());
            base.stats = Stats { solver_instances: base_stats.solver_instances + 1, ..base_stats };
            step.stats = Stats { solver_instances: step_stats.solver_instances + 1, ..step_stats };
            history.clear();
            for _ in 0..k {
                let replay = (|| -> Result<()> {
                    if !kopts.stop_when_unsat {
                        base.run_frame()?;
                        base.unchecked.clear();
                        base.unwind_unchecked.clear();
                    }
                    let out = step.run_frame()?;
                    if kopts.simple_path && step.symex.has_havoc() {
                        step.add_simple_path(&history, out.next_head, &out.next_values);
                        history.push((out.next_head, out.next_values));
                    }
                    step.check_step(false, &HashSet::new())?;
                    Ok(())
                })();
                match replay {
                    Ok(()) => {}
                    Err(e) if e.kind == ErrorKind::Interrupted => return Ok(timeout(checked, &base, &step)),
                    Err(e) => return Err(e),
                }
            }
        }
        if !kopts.stop_when_unsat {
            // Base case: plain incremental BMC, frame k.
            let out = match base.run_frame() {
                Ok(out) => out,
                Err(e) if e.kind == ErrorKind::Interrupted => return Ok(timeout(checked, &base, &step)),
                Err(e) => return Err(e),
            };
            let reach = base.reachable(out.next_head)?;
            match base.check_violations()? {
                Query::Violated(p, trace) => {
                    let props = property_results(program, Some((p.prop, p.frame)), checked, false);
                    return Ok(done(Outcome::Failed, Some(p.frame), props, trace, &base, &step));
                }
                Query::Interrupted => return Ok(timeout(checked, &base, &step)),
                Query::Unsat => {}
            }
            match base.check_unwinding()? {
                Query::Violated(p, _) => {
                    let why = format!("{} (base case)", unwinding_reason(program, &p, opts));
                    let props = property_results(program, None, checked, false);
                    return Ok(done(Outcome::Inconclusive(why), checked, props, None, &base, &step));
                }
                Query::Interrupted => return Ok(timeout(checked, &base, &step)),
                Query::Unsat => {}
            }
            checked = Some(k);
            match reach {
                SatResult::Unsat => {
                    let props = property_results(program, None, checked, true);
                    return Ok(done(Outcome::Success(Proof::Complete), checked, props, None, &base, &step));
                }
                SatResult::Interrupted => return Ok(timeout(checked, &base, &step)),
                SatResult::Sat => {}
            }
        }
        // Step case: frame k from an arbitrary loop-head state, frames before it assumed safe.
        let out = match step.run_frame() {
            Ok(out) => out,
            Err(e) if e.kind == ErrorKind::Interrupted => return Ok(timeout(checked, &base, &step)),
            Err(e) => return Err(e),
        };
        if kopts.simple_path && step.symex.has_havoc() {
            step.add_simple_path(&history, out.next_head, &out.next_values);
            history.push((out.next_head, out.next_values.clone()));
        }
        // Step frame 0 is the code before the loop and the loop test from the havocked state:
        // no loop body, so it only joins the hypothesis. Frame m >= 1 checked with frames
        // 0..m-1 assumed is the induction step for k = m - 1 (the issue's "assumed in frames
        // 1..k, checked in frame k+1"); it counts once the base case covered frames 0..m-1.
        let m = k;
        let (q, newly) = step.check_step(m >= 1, &proved.keys().copied().collect())?;
        for p in newly {
            proved.insert(p, m - 1);
        }
        tracing::info!(frame = m, base_clauses = base.stats.clauses, step_clauses = step.stats.clauses, ?q, proved = proved.len(), "k-induction");
        // Only a checked step frame (m >= 1) proves anything, even with no open property.
        let all_proved = m >= 1 && (q == Step::Inductive || proved.len() == program.properties.len());
        match q {
            Step::Interrupted => return Ok(timeout_with(checked, &base, &step, &proved)),
            Step::NotInductive | Step::NotChecked if !all_proved => {}
            Step::Inductive if kopts.stop_when_unsat => {
                let why = format!(
                    "the step case is unsatisfiable at k = {} (step case only: run the base case to frame {}, e.g. --unwind-max {}, to conclude)",
                    m - 1,
                    m - 1,
                    m - 1
                );
                let props = property_results(program, None, None, false);
                return Ok(done(Outcome::Inconclusive(why), Some(m - 1), props, None, &base, &step));
            }
            _ if kopts.stop_when_unsat => {
                let why = format!("the step case is unsatisfiable for every property by k = {}", m - 1);
                let props = property_results(program, None, None, false);
                return Ok(done(Outcome::Inconclusive(why), Some(m - 1), props, None, &base, &step));
            }
            _ => {
                // Every property is k-inductive for its own k; the proof's k is the largest.
                let kmax = proved.values().copied().chain(std::iter::once(m - 1).filter(|_| q == Step::Inductive)).max().unwrap_or(m - 1);
                let props = property_results(program, None, checked, true)
                    .into_iter()
                    .map(|mut r| {
                        r.depth = Some(proved.get(&r.prop).copied().unwrap_or(m - 1));
                        r
                    })
                    .collect();
                return Ok(done(Outcome::Success(Proof::KInduction(kmax)), checked, props, None, &base, &step));
            }
        }
    }
    unreachable!("the loop over k only ends by returning")
}

/// Sum of two solvers' statistics (sizes add up: both formulas exist).
fn add(a: &Stats, b: &Stats) -> Stats {
    Stats {
        frames: a.frames.max(b.frames),
        solver_calls: a.solver_calls + b.solver_calls,
        solver_instances: a.solver_instances + b.solver_instances,
        variables: a.variables + b.variables,
        clauses: a.clauses + b.clauses,
        symex_steps: a.symex_steps + b.symex_steps,
        time_symex: a.time_symex + b.time_symex,
        time_encode: a.time_encode + b.time_encode,
        time_solve: a.time_solve + b.time_solve,
    }
}
