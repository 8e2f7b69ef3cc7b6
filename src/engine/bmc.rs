//! Incremental BMC: one symbolic executor, one term store, one solver for the whole run.
//! Frame k's clauses are appended; its violations are checked as `(Psi_k or a_k)` under
//! `not a_k` and then retired; the reachability of the next loop head decides completeness.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::frames::{head_query_due, Checker, Query, Reach};
use super::results::{settle_violations, End, Ledger};
use super::{EngineOptions, Progress, Verdict};
use crate::error::{Error, ErrorKind, Result};
use crate::ir::loops::LoopInfo;
use crate::ir::Program;
use crate::symex::SymexConfig;
use std::collections::HashSet;

pub(super) fn symex_config(program: &Program, opts: &EngineOptions) -> Result<SymexConfig> {
    let entry = opts.entry.ok_or_else(|| Error::internal("no entry function"))?;
    Ok(SymexConfig {
        entry,
        incremental_loop: opts.incremental_loop.clone(),
        unwind: opts.unwind,
        unwind_props: crate::ir::loops::unwinding_property_map(program),
        cut_loops: Vec::new(),
        loop_bounds: loop_bound_map(program, &opts.loop_bounds)?,
        probe_loops: None,
        havoc_at_head: false,
        guard_only_assumptions: opts.guard_only_assumptions,
        input_hints: opts.input_hints.clone(),
    })
}

/// The bounds of `EngineOptions::loop_bounds` by (function, back edge) of `program` (which may
/// be an instrumented copy: loop ids survive instrumentation, back-edge indices do not).
fn loop_bound_map(
    program: &Program,
    bounds: &[(String, u32)],
) -> Result<std::collections::HashMap<(crate::ir::FuncId, usize), u32>> {
    if bounds.is_empty() {
        return Ok(Default::default());
    }
    let loops = crate::ir::loops::find_loops(program);
    bounds
        .iter()
        .map(|(id, b)| {
            let l = loops
                .iter()
                .find(|l| &l.id == id)
                .ok_or_else(|| Error::internal(format!("bounded loop {id} not in the program")))?;
            Ok(((l.func, l.back_edge), *b))
        })
        .collect()
}

/// Why a failed unwinding assertion makes a run inconclusive (it is no bug of the program).
pub(super) fn unwinding_reason(
    program: &Program,
    p: &super::frames::Pending,
    opts: &EngineOptions,
) -> String {
    let prop = program.property(p.prop);
    if let Some((id, b)) =
        opts.loop_bounds.iter().find(|(id, _)| crate::ir::loops::unwind_id_of(id) == prop.id)
    {
        // The bound was proved from every loop-head state: this is a bug of ibmc.
        return format!(
            "internal error: unwinding assertion {} failed in frame {}: loop {id} needs more than the {b} unwindings proved for it",
            prop.id, p.frame
        );
    }
    format!(
        "unwinding assertion {} failed in frame {}: a loop or recursion needs more than --unwind {} unwindings",
        program.property(p.prop).id,
        p.frame,
        opts.unwind.unwrap_or(0)
    )
}

/// One attempt of a run with a given set of cut loops: a result, or an inner loop that turned
/// out not to be bounded by constant propagation.
pub(super) enum Attempt<T, W = super::Stats> {
    Done(T),
    /// The loop to cut, and the work (statistics) of the discarded attempt.
    Cut(LoopInfo, W),
}

/// The loop to make a cut point after `err` from `ck.run_frame()`, if that is what the error
/// means (without `--unwind`, an inner loop not bounded by constant propagation).
pub(super) fn cut_after(ck: &Checker, opts: &EngineOptions, cuts: &[LoopInfo]) -> Option<LoopInfo> {
    if opts.unwind.is_some() {
        return None;
    }
    ck.symex.cut_request().filter(|l| !cuts.contains(l)).cloned()
}

/// What a run with cut points ends with: it owns up to the discarded attempts' work (their
/// time counts; sizes are the last formula's) and names the cut points.
pub(super) trait CutRun {
    type Work: Default;
    fn add_work(total: &mut Self::Work, attempt: &Self::Work);
    fn finish(self, discarded: &Self::Work, cut_points: Vec<String>) -> Self;
}

impl CutRun for Verdict {
    type Work = super::Stats;
    fn add_work(total: &mut super::Stats, attempt: &super::Stats) {
        total.add_work(attempt);
    }
    fn finish(mut self, discarded: &super::Stats, cut_points: Vec<String>) -> Verdict {
        self.stats.add_work(discarded);
        self.cut_points = cut_points;
        self
    }
}

/// Runs `attempt` with more and more cut loops: every inner loop that constant propagation
/// does not bound joins the cut points and the run starts again. Programs whose inner loops
/// are bounded run once, exactly as without cut points.
pub(super) fn with_cut_points<T: CutRun>(
    program: &Program,
    mut attempt: impl FnMut(&[LoopInfo]) -> Result<Attempt<T, T::Work>>,
) -> Result<T> {
    let mut cuts: Vec<LoopInfo> = Vec::new();
    let mut discarded = T::Work::default();
    loop {
        match attempt(&cuts)? {
            Attempt::Done(v) => {
                let names = cuts
                    .iter()
                    .map(|l| format!("{} ({})", l.id, program.render_loc(l.loc)))
                    .collect();
                return Ok(v.finish(&discarded, names));
            }
            Attempt::Cut(l, work) => {
                tracing::info!(cut = %l.id, "inner loop not bounded by constant propagation: a cut point from now on");
                T::add_work(&mut discarded, &work);
                cuts.push(l);
            }
        }
    }
}

pub(super) fn run(
    program: &Program,
    opts: &EngineOptions,
    terminate: Arc<AtomicBool>,
) -> Result<Verdict> {
    with_cut_points(program, |cuts| run_with(program, opts, terminate.clone(), cuts))
}

fn run_with(
    program: &Program,
    opts: &EngineOptions,
    terminate: Arc<AtomicBool>,
    cuts: &[LoopInfo],
) -> Result<Attempt<Verdict>> {
    let mut config = symex_config(program, opts)?;
    config.cut_loops = cuts.to_vec();
    let mut ck = Checker::for_engine(program, config, opts, terminate);
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
        let last = opts.unwind_max.is_some_and(|m| k >= m)
            || opts
                .frame_limit
                .as_ref()
                .is_some_and(|l| k >= l.load(std::sync::atomic::Ordering::Relaxed));
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
            if let Some(end) = settle_violations(&mut ck, &mut ledger, &HashSet::new(), opts)? {
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
