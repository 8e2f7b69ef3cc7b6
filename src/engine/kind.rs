//! k-induction, incrementally: the base case is incremental BMC in one persistent solver; the
//! step case is a second persistent solver in which the loop starts from an arbitrary state
//! (every variable the loop may modify havocked at its head), frames are appended the same way,
//! and after frame j is checked its violations are assumed not to happen (the induction
//! hypothesis). When the base case has no violation in frames 0..=k and the step case none in
//! frame k given frames 0..k-1, the properties hold at every depth.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::bmc::{symex_config, unwinding_reason, with_cut_points, Attempt, CutRun};
use super::results::{settle_violations, End, Ledger};
use super::frames::{head_query_due, Checker, Query, Reach, Step};
use super::{EngineOptions, Progress, Stats, Verdict};
use std::collections::{HashMap, HashSet};
use crate::ir::{PropId, PropKind};
use crate::error::{ErrorKind, Result};
use crate::ir::loops::LoopInfo;
use std::cell::RefCell;
use crate::ir::Program;
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
    /// Do not strengthen the step case with word-level invariants (in `--prove`, PDR uses
    /// them, and k-induction's quick proofs should not wait for their search).
    pub no_word_invariants: bool,
}

/// Statistics of the two cases.
#[derive(Debug, Clone, Default)]
pub struct KindStats {
    pub base: Stats,
    pub step: Stats,
}

impl CutRun for (Verdict, KindStats) {
    type Work = KindStats;
    fn add_work(total: &mut KindStats, attempt: &KindStats) {
        total.base.add_work(&attempt.base);
        total.step.add_work(&attempt.step);
    }
    fn finish(self, discarded: &KindStats, cut_points: Vec<String>) -> Self {
        let (v, mut ks) = self;
        Self::add_work(&mut ks, discarded);
        let mut both = discarded.base.clone();
        both.add_work(&discarded.step);
        (v.finish(&both, cut_points), ks)
    }
}

pub fn run(program: &Program, opts: &EngineOptions, kopts: KindOptions, terminate: Arc<AtomicBool>) -> Result<(Verdict, KindStats)> {
    // Inner loops that constant propagation does not bound (in the base case or from the step
    // case's arbitrary states) become cut points of both cases, and the run starts again.
    with_cut_points(program, |cuts| attempt(program, opts, kopts, terminate.clone(), cuts))
}

/// One run of both cases with the cut loops `cuts`.
fn attempt(
    program: &Program,
    opts: &EngineOptions,
    kopts: KindOptions,
    terminate: Arc<AtomicBool>,
    cuts: &[LoopInfo],
) -> Result<Attempt<(Verdict, KindStats), KindStats>> {
    let requested = RefCell::new(None);
    let mut base_cfg = symex_config(program, opts)?;
    base_cfg.cut_loops = cuts.to_vec();
    let mut step_cfg = base_cfg.clone();
    step_cfg.havoc_at_head = true;
    let mut base = Checker::for_engine(program, base_cfg.clone(), opts, terminate.clone());
    let mut step = Checker::for_engine(program, step_cfg.clone(), opts, terminate.clone());
    // Word-level invariants strengthen the step case (single cut point only: their state is
    // the loop head's).
    let invariants = if cuts.is_empty() && !opts.no_word_invariants && !kopts.no_word_invariants { super::invgen::StepInvariants::find(program, opts, terminate.clone()) } else { None };
    let cases = Cases { opts, kopts, terminate, cuts, requested: &requested, base_cfg, step_cfg, invariants };
    match cases.run(program, &mut base, &mut step) {
        Ok(done) => Ok(Attempt::Done(done)),
        Err(e) => match requested.into_inner() {
            Some(l) => Ok(Attempt::Cut(l, KindStats { base: base.stats, step: step.stats })),
            None => Err(e),
        },
    }
}

/// What both cases of one attempt are run with.
struct Cases<'a> {
    opts: &'a EngineOptions,
    kopts: KindOptions,
    terminate: Arc<AtomicBool>,
    cuts: &'a [LoopInfo],
    /// The loop a frame asked to cut, when it failed for that reason.
    requested: &'a RefCell<Option<LoopInfo>>,
    base_cfg: crate::symex::SymexConfig,
    step_cfg: crate::symex::SymexConfig,
    invariants: Option<super::invgen::StepInvariants>,
}

impl Cases<'_> {
    fn run<'p>(&self, program: &'p Program, base: &mut Checker<'p>, step: &mut Checker<'p>) -> Result<(Verdict, KindStats)> {
        let Cases { opts, kopts, ref terminate, cuts, requested, ref base_cfg, ref step_cfg, ref invariants } = *self;
        let strengthen = |ck: &mut Checker, reached: TermId| {
            if let Some(inv) = invariants {
                inv.assume_at_pause(ck, reached);
            }
        };
        let frame = |ck: &mut Checker, opts: &EngineOptions| -> Result<crate::symex::FrameOutput> {
            ck.run_frame().inspect_err(|_| {
                if let Some(l) = super::bmc::cut_after(ck, opts, cuts) {
                    *requested.borrow_mut() = Some(l);
                }
            })
        };
        let mut history: Vec<(TermId, Vec<TermId>)> = Vec::new();
        let mut ledger = Ledger::new(program);
        // Properties proved so far (unwinding assertions included), with their k. They join the
        // ledger when the run ends, if they hold: a single property's proof needs every unwinding
        // assertion proved too, since the step case cut the executions beyond the bound.
        let mut proved: HashMap<PropId, u32> = HashMap::new();
        // Deepest frame the base case has shown violation-free.
        let mut checked: Option<u32> = None;
        for k in 0u32.. {
            if opts.unwind_max.is_some_and(|m| k > m) {
                let why = format!("no k <= {} makes every property k-inductive", k - 1);
                return Ok(finish(program, ledger, &proved, End::Inconclusive(why), checked, None, base, step));
            }
            if kopts.non_incremental && k > 0 {
                // The baseline starts both cases afresh and re-executes frames 0..k-1: the base
                // case's were checked before, the step case's become the hypothesis again.
                // Counters carry over to the new solvers; sizes are the new formulas'.
                let (base_stats, step_stats) = (base.stats.clone(), step.stats.clone());
                *base = Checker::for_engine(program, base_cfg.clone(), opts, terminate.clone());
                *step = Checker::for_engine(program, step_cfg.clone(), opts, terminate.clone());
                base.stats = Stats { solver_instances: base_stats.solver_instances + 1, ..base_stats };
                step.stats = Stats { solver_instances: step_stats.solver_instances + 1, ..step_stats };
                history.clear();
                for _ in 0..k {
                    let replay = (|| -> Result<()> {
                        if !kopts.stop_when_unsat {
                            frame(base, opts)?;
                            base.unchecked.clear();
                            base.unwind_unchecked.clear();
                        }
                        let out = frame(step, opts)?;
                        strengthen(step, out.next_head);
                        if kopts.simple_path && step.symex.has_havoc() {
                            step.add_simple_path(&history, out.next_head, &out.next_values);
                            history.push((out.next_head, out.next_values));
                        }
                        step.check_step(false, &HashSet::new())?;
                        Ok(())
                    })();
                    match replay {
                        Ok(()) => {}
                        Err(e) if e.kind == ErrorKind::Interrupted => {
                            return Ok(finish(program, ledger, &proved, End::interrupted(), checked, None, base, step))
                        }
                        Err(e) => return Err(e),
                    }
                }
            }
            if !kopts.stop_when_unsat {
                // Base case: plain incremental BMC, frame k.
                let out = match frame(base, opts) {
                    Ok(out) => out,
                    Err(e) if e.kind == ErrorKind::Interrupted => {
                        return Ok(finish(program, ledger, &proved, End::interrupted(), checked, None, base, step))
                    }
                    Err(e) => return Err(e),
                };
                let reach = if head_query_due(k) { base.reachable(out.next_head)? } else { Reach::Undecided };
                let proved_set: HashSet<PropId> = proved.keys().copied().collect();
                if let Some(end) = settle_violations(base, &mut ledger, &proved_set, opts)? {
                    return Ok(finish(program, ledger, &proved, end, checked, None, base, step));
                }
                match base.check_unwinding()? {
                    Query::Violated(p, _) => {
                        let why = format!("{} (base case)", unwinding_reason(program, &p, opts));
                        return Ok(finish(program, ledger, &proved, End::Inconclusive(why), checked, None, base, step));
                    }
                    Query::Interrupted => return Ok(finish(program, ledger, &proved, End::interrupted(), checked, None, base, step)),
                    Query::Unsat => {}
                }
                checked = Some(k);
                match reach {
                    Reach::Unreachable => return Ok(finish(program, ledger, &proved, End::Complete, checked, None, base, step)),
                    Reach::Interrupted => return Ok(finish(program, ledger, &proved, End::interrupted(), checked, None, base, step)),
                    Reach::Reachable | Reach::Undecided => {}
                }
                if ledger.all_settled() {
                    return Ok(finish(program, ledger, &proved, End::Bounded, checked, None, base, step));
                }
            }
            // Step case: frame k from an arbitrary loop-head state, frames before it assumed safe.
            let out = match frame(step, opts) {
                Ok(out) => out,
                Err(e) if e.kind == ErrorKind::Interrupted => {
                    return Ok(finish(program, ledger, &proved, End::interrupted(), checked, None, base, step))
                }
                Err(e) => return Err(e),
            };
            strengthen(step, out.next_head);
            if kopts.simple_path && step.symex.has_havoc() {
                step.add_simple_path(&history, out.next_head, &out.next_values);
                history.push((out.next_head, out.next_values.clone()));
            }
            // Step frame 0 is the code before the loop and the loop test from the havocked state:
            // no loop body, so it only joins the hypothesis. Frame m >= 1 checked with frames
            // 0..m-1 assumed is the induction step for k = m - 1 (the issue's "assumed in frames
            // 1..k, checked in frame k+1"); it counts once the base case covered frames 0..m-1.
            let m = k;
            let mut settled = ledger.settled();
            settled.extend(proved.keys().copied());
            let (q, newly) = step.check_step(m >= 1, &settled)?;
            // A single property's proof is final only with no unwinding assertion to prove.
            let publish = !program.properties.iter().any(|p| p.enabled && p.kind == PropKind::Unwinding);
            for p in newly {
                proved.insert(p, m - 1);
                if let (true, Some(shared)) = (publish, &opts.settled) {
                    shared.add(p);
                }
            }
            tracing::info!(frame = m, base_clauses = base.stats.clauses, step_clauses = step.stats.clauses, ?q, proved = proved.len(), "k-induction");
            if let Some(report) = opts.progress {
                report(&Progress {
                    phase: "k-induction",
                    frame: m,
                    clauses: base.stats.clauses + step.stats.clauses,
                    settled: ledger.settled().len(),
                    solve_secs: (base.stats.time_solve + step.stats.time_solve).as_secs_f64(),
                });
            }
            // Only a checked step frame (m >= 1) proves anything, even with no open property.
            let all_settled = program
                .properties
                .iter()
                .enumerate()
                .all(|(i, p)| !p.enabled || proved.contains_key(&PropId(i as u32)) || ledger.is_settled(PropId(i as u32)));
            let all_proved = m >= 1 && (q == Step::Inductive || all_settled);
            match q {
                Step::Interrupted => return Ok(finish(program, ledger, &proved, End::interrupted(), checked, None, base, step)),
                Step::NotInductive | Step::NotChecked if !all_proved => {}
                Step::Inductive if kopts.stop_when_unsat => {
                    let why = format!(
                        "the step case is unsatisfiable at k = {} (step case only: run the base case to frame {}, e.g. --unwind-max {}, to conclude)",
                        m - 1,
                        m - 1,
                        m - 1
                    );
                    return Ok(finish(program, Ledger::new(program), &HashMap::new(), End::Inconclusive(why), Some(m - 1), None, base, step));
                }
                _ if kopts.stop_when_unsat => {
                    let why = format!("the step case is unsatisfiable for every property by k = {}", m - 1);
                    return Ok(finish(program, Ledger::new(program), &HashMap::new(), End::Inconclusive(why), Some(m - 1), None, base, step));
                }
                _ => {
                    // Every open property is k-inductive for its own k; the proof's k is the largest.
                    if q == Step::Inductive {
                        for (i, p) in program.properties.iter().enumerate() {
                            let id = PropId(i as u32);
                            if p.enabled && !ledger.is_settled(id) {
                                proved.entry(id).or_insert(m - 1);
                            }
                        }
                    }
                    let kmax = proved.values().copied().max().unwrap_or(m - 1);
                    return Ok(finish(program, ledger, &proved, End::KInduction, checked, Some(kmax), base, step));
                }
            }
        }
        unreachable!("the loop over k only ends by returning")
    }
}

/// Ends the run: proofs of single properties count only if every unwinding assertion is
/// proved too (otherwise the step case's cut executions could hide violations).
#[allow(clippy::too_many_arguments)]
fn finish(
    program: &Program,
    mut ledger: Ledger,
    proved: &HashMap<PropId, u32>,
    end: End,
    checked: Option<u32>,
    k: Option<u32>,
    base: &Checker,
    step: &Checker,
) -> (Verdict, KindStats) {
    let unwinding_open = program
        .properties
        .iter()
        .enumerate()
        .any(|(i, p)| p.enabled && p.kind == PropKind::Unwinding && !proved.contains_key(&PropId(i as u32)));
    if !unwinding_open || matches!(end, End::KInduction) {
        for (&p, &pk) in proved {
            ledger.prove(p, pk);
        }
    }
    let stats = KindStats { base: base.stats.clone(), step: step.stats.clone() };
    let total = add(&stats.base, &stats.step);
    (ledger.verdict(end, checked, k, total), stats)
}

/// Sum of two solvers' statistics (sizes add up: both formulas exist).
fn add(a: &Stats, b: &Stats) -> Stats {
    let mut sum = a.clone();
    sum.add_work(b);
    sum.frames = a.frames.max(b.frames);
    sum.variables = a.variables + b.variables;
    sum.clauses = a.clauses + b.clauses;
    sum
}
