//! The unwinding toolkit every frame-based engine shares: the symbolic execution's
//! configuration from the options (`symex_config`), why a failed unwinding assertion makes a
//! run inconclusive, and runs that restart with more cut points when an inner loop turns out
//! not to be bounded by constant propagation (`with_cut_points`, `Attempt`, `CutRun`).

use super::frames::Checker;
use super::{EngineOptions, Verdict};
use crate::error::{Error, Result};
use crate::ir::loops::LoopInfo;
use crate::ir::Program;
use crate::symex::SymexConfig;

/// The symbolic execution `opts` ask for, restricted to the inputs `hints` (if any: a run
/// reproducing a path, `RunContext::input_hints`).
pub(super) fn symex_config(
    program: &Program,
    opts: &EngineOptions,
    hints: Option<std::sync::Arc<crate::symex::InputHints>>,
) -> Result<SymexConfig> {
    let entry = opts.entry.ok_or_else(|| Error::internal("no entry function"))?;
    Ok(SymexConfig {
        entry,
        incremental_loop: opts.incremental_loop.clone(),
        unwind: opts.unwind,
        unwind_props: crate::ir::loops::unwinding_property_map(program),
        cut_loops: Vec::new(),
        loop_bounds: loop_bound_map(program, &[&opts.loop_bounds[..], &opts.unwindset].concat())?,
        probe_loops: None,
        havoc_at_head: false,
        guard_only_assumptions: opts.guard_only_assumptions,
        input_hints: hints,
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
        opts.unwindset.iter().find(|(id, _)| crate::ir::loops::unwind_id_of(id) == prop.id)
    {
        return format!(
            "unwinding assertion {} failed in frame {}: loop {id} needs more than --unwindset {id}:{b} unwindings",
            prop.id, p.frame
        );
    }
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
