//! k-induction, incrementally: the base case is incremental BMC in one persistent solver; the
//! step case is a second persistent solver in which the loop starts from an arbitrary state
//! (every variable the loop may modify havocked at its head), frames are appended the same way,
//! and after frame j is checked its violations are assumed not to happen (the induction
//! hypothesis). When the base case has no violation in frames 0..=k and the step case none in
//! frame k given frames 0..k-1, the properties hold at every depth.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::frames::{head_query_due, Checker, Query, Reach, Step};
use super::results::{settle_violations, End, Ledger};
use super::shared::{SharedInStep, SharedInvariants};
use super::unwinding::{symex_config, unwinding_reason, with_cut_points, Attempt, CutRun};
pub use super::verdict::KindStats;
use super::{Engine, EngineOptions, EngineStats, Progress, RunContext, Stats, Verdict};
use crate::error::{ErrorKind, Result};
use crate::ir::loops::LoopInfo;
use crate::ir::Program;
use crate::ir::{PropId, PropKind};
use crate::term::{TermId, TermStore};
use std::cell::{Cell, RefCell};
use std::collections::{HashMap, HashSet};

/// How the k-induction driver runs.
#[derive(Debug, Clone, Copy, Default)]
pub struct KindOptions {
    /// Run the step case alone and stop at the first k where it is unsatisfiable.
    pub stop_when_unsat: bool,
    /// Constrain the step case's states to be pairwise distinct.
    pub simple_path: bool,
    /// Baseline: for each k, fresh solvers, symbolic execution and encoding of both cases.
    pub non_incremental: bool,
    /// `--jobs` >= 2: the base case in a thread of its own (`BaseCase::Thread`).
    pub parallel: bool,
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

/// k-induction on a program.
pub struct KInduction<'p> {
    program: &'p Program,
    opts: EngineOptions,
    kopts: KindOptions,
}

impl<'p> KInduction<'p> {
    pub fn new(program: &'p Program, opts: EngineOptions, kopts: KindOptions) -> Self {
        KInduction { program, opts, kopts }
    }
}

impl Engine for KInduction<'_> {
    fn name(&self) -> &'static str {
        "k-induction"
    }
    fn check(&mut self, ctx: &RunContext) -> Result<Verdict> {
        let (mut v, ks) = run(self.program, &self.opts, self.kopts, ctx)?;
        v.engine_stats.push(EngineStats::KInduction(ks));
        Ok(v)
    }
}

/// Runs k-induction: the verdict, and the statistics of its two cases.
pub fn run(
    program: &Program,
    opts: &EngineOptions,
    kopts: KindOptions,
    ctx: &RunContext,
) -> Result<(Verdict, KindStats)> {
    // Inner loops that constant propagation does not bound (in the base case or from the step
    // case's arbitrary states) become cut points of both cases, and the run starts again.
    with_cut_points(program, |cuts| attempt(program, opts, kopts, ctx, cuts))
}

/// One run of both cases with the cut loops `cuts`.
fn attempt(
    program: &Program,
    opts: &EngineOptions,
    kopts: KindOptions,
    ctx: &RunContext,
    cuts: &[LoopInfo],
) -> Result<Attempt<(Verdict, KindStats), KindStats>> {
    let terminate = &ctx.terminate;
    let requested = RefCell::new(None);
    let mut base_cfg = symex_config(program, opts, ctx.input_hints.clone())?;
    base_cfg.cut_loops = cuts.to_vec();
    let mut step_cfg = base_cfg.clone();
    step_cfg.havoc_at_head = true;
    let mut base = Checker::for_engine(program, base_cfg.clone(), opts, terminate.clone());
    let mut step = Checker::for_engine(program, step_cfg.clone(), opts, terminate.clone());
    // Invariants are assumed in the step case's start state as they come (`shared.rs`): with
    // --prove, those PDR proves; alone, this run's own word-level invariants, searched for
    // only when a step query first fails (`search_word_invariants`), so that a property
    // k-inductive without them does not wait for that search. One cut point only: their
    // state is the loop head's.
    let source = match &ctx.shared {
        Some(s) => Some(s.clone()),
        None if !opts.no_word_invariants => Some(Arc::new(SharedInvariants::default())),
        None => None,
    };
    let shared = match source {
        Some(s) if cuts.is_empty() => {
            SharedInStep::new(program, opts, terminate.clone()).map(|st| (RefCell::new(st), s))
        }
        _ => None,
    };
    let word_search = (shared.is_some() && !opts.no_word_invariants).then(|| Cell::new(false));
    let cases = Cases {
        opts,
        kopts,
        ctx,
        cuts,
        requested: &requested,
        base_cfg,
        step_cfg,
        shared,
        word_search,
    };
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
    ctx: &'a RunContext,
    cuts: &'a [LoopInfo],
    /// The loop a frame asked to cut, when it failed for that reason.
    requested: &'a RefCell<Option<LoopInfo>>,
    base_cfg: crate::symex::SymexConfig,
    step_cfg: crate::symex::SymexConfig,
    /// Invariants assumed in the step case's start state, and where they come from.
    shared: Option<(RefCell<SharedInStep>, Arc<SharedInvariants>)>,
    /// Whether this run searches word-level invariants itself, and has done so.
    word_search: Option<Cell<bool>>,
}

impl Cases<'_> {
    fn run<'p>(
        &self,
        program: &'p Program,
        base_ck: &mut Checker<'p>,
        step: &mut Checker<'p>,
    ) -> Result<(Verdict, KindStats)> {
        // With --jobs, the base case runs in its own thread, frame k beside the step case's
        // frame k (see `run_with` for what that changes in the step query).
        let threaded =
            self.kopts.parallel && !self.kopts.non_incremental && !self.kopts.stop_when_unsat;
        std::thread::scope(|scope| {
            let mut base = if threaded {
                BaseCase::spawn(
                    scope,
                    program,
                    self.base_cfg.clone(),
                    self.opts,
                    self.ctx,
                    self.cuts,
                )
            } else {
                BaseCase::Inline(base_ck)
            };
            base.start(&HashMap::new());
            let r = self.run_with(program, &mut base, step);
            base.stop();
            r
        })
    }

    fn run_with<'p>(
        &self,
        program: &'p Program,
        base: &mut BaseCase<'_, 'p>,
        step: &mut Checker<'p>,
    ) -> Result<(Verdict, KindStats)> {
        let (opts, kopts, ctx) = (self.opts, self.kopts, self.ctx);
        let threaded = matches!(base, BaseCase::Thread { .. });
        let mut history: Vec<(TermId, Vec<TermId>)> = Vec::new();
        let mut st = SoFar::new(program, None);
        for k in 0u32.. {
            if opts.unwind_max.is_some_and(|m| k > m) {
                let why = format!("no k <= {} makes every property k-inductive", k - 1);
                return Ok(st.finish(
                    program,
                    End::Inconclusive(why),
                    None,
                    base.stats(),
                    &step.stats,
                ));
            }
            if kopts.non_incremental && k > 0 {
                let base = base.inline();
                if !self.restart(program, base, step, &mut history, k)? {
                    return Ok(st.finish(
                        program,
                        End::interrupted(),
                        None,
                        &base.stats,
                        &step.stats,
                    ));
                }
            }
            // In one thread the step query of frame k comes after base frame k, and does not ask
            // for the properties that failed there. With the base case in its own thread both run
            // at once, and the step query also asks for base frame k's failures: a stronger query
            // whose proofs are as valid (a satisfiable joint query then asks each property alone).
            let step_result = if threaded {
                Some(self.step_frame(program, step, &st.settled(), &mut history))
            } else {
                None
            };
            if !kopts.stop_when_unsat {
                // Base case: plain incremental BMC, frame k (with --jobs, run by the base thread
                // while the step case ran its frame k).
                let (end, ok) = match base.next(program, k, &st.proved, &mut st.ledger, opts, ctx) {
                    Ok(r) => r,
                    Err(e) => {
                        if let Some(l) = base.cut_request(opts, self.cuts) {
                            *self.requested.borrow_mut() = Some(l);
                        }
                        return Err(e);
                    }
                };
                if ok {
                    st.checked = Some(k);
                }
                if let Some(end) = end {
                    return Ok(st.finish(program, end, None, base.stats(), &step.stats));
                }
                if opts.unwind_max.is_none_or(|m| k < m) {
                    base.start(&st.proved);
                }
            }
            // Step frame 0 is the code before the loop and the loop test from the havocked state:
            // no loop body, so it only joins the hypothesis. Frame m >= 1 checked with frames
            // 0..m-1 assumed is the induction step for k = m - 1 (the issue's "assumed in frames
            // 1..k, checked in frame k+1"); it counts once the base case covered frames 0..m-1.
            let m = k;
            let step_result = match step_result {
                Some(r) => r,
                None => self.step_frame(program, step, &st.settled(), &mut history),
            };
            let (q, newly) = match step_result {
                Ok(r) => r,
                Err(e) if e.kind == ErrorKind::Interrupted => {
                    return Ok(st.finish(
                        program,
                        End::interrupted(),
                        None,
                        base.stats(),
                        &step.stats,
                    ))
                }
                Err(e) => return Err(e),
            };
            // A single property's proof is final only with no unwinding assertion to prove.
            let publish =
                !program.properties.iter().any(|p| p.enabled && p.kind == PropKind::Unwinding);
            for p in newly {
                st.proved.insert(p, m - 1);
                if let (true, Some(shared)) = (publish, &ctx.settled) {
                    shared.add(p);
                }
            }
            tracing::info!(
                frame = m,
                base_clauses = base.stats().clauses,
                step_clauses = step.stats.clauses,
                ?q,
                proved = st.proved.len(),
                "k-induction"
            );
            if let Some(report) = ctx.progress {
                report(&Progress {
                    phase: "k-induction",
                    frame: m,
                    clauses: base.stats().clauses + step.stats.clauses,
                    settled: st.ledger.settled().len(),
                    solve_secs: (base.stats().time_solve + step.stats.time_solve).as_secs_f64(),
                });
            }
            if let Some(end) = self.conclude(program, q, m, &mut st) {
                let (st, end, k) = end;
                return Ok(st.finish(program, end, k, base.stats(), &step.stats));
            }
        }
        unreachable!("the loop over k only ends by returning")
    }

    /// How the run ends after step frame `m` with result `q`, if it does: the state to report
    /// (a fresh one when the step case ran alone), the end, and the proof's k.
    fn conclude<'p>(
        &self,
        program: &'p Program,
        q: Step,
        m: u32,
        st: &mut SoFar<'p>,
    ) -> Option<(SoFar<'p>, End, Option<u32>)> {
        // Only a checked step frame (m >= 1) proves anything, even with no open property.
        let all_settled = program.properties.iter().enumerate().all(|(i, p)| {
            !p.enabled
                || st.proved.contains_key(&PropId(i as u32))
                || st.ledger.is_settled(PropId(i as u32))
        });
        let all_proved = m >= 1 && (q == Step::Inductive || all_settled);
        // With the step case alone, nothing is settled and the base case is not run.
        let alone =
            |why: String| Some((SoFar::new(program, Some(m - 1)), End::Inconclusive(why), None));
        match q {
            Step::Interrupted => Some((st.take(program), End::interrupted(), None)),
            Step::NotInductive | Step::NotChecked if !all_proved => None,
            Step::Inductive if self.kopts.stop_when_unsat => alone(format!(
                "the step case is unsatisfiable at k = {} (step case only: run the base case to frame {}, e.g. --unwind-max {}, to conclude)",
                m - 1,
                m - 1,
                m - 1
            )),
            _ if self.kopts.stop_when_unsat => alone(format!(
                "the step case is unsatisfiable for every property by k = {}",
                m - 1
            )),
            _ => {
                // Every open property is k-inductive for its own k; the proof's k is the largest.
                if q == Step::Inductive {
                    for (i, p) in program.properties.iter().enumerate() {
                        let id = PropId(i as u32);
                        if p.enabled && !st.ledger.is_settled(id) {
                            st.proved.entry(id).or_insert(m - 1);
                        }
                    }
                }
                let kmax = st.proved.values().copied().max().unwrap_or(m - 1);
                Some((st.take(program), End::KInduction, Some(kmax)))
            }
        }
    }

    /// The non-incremental baseline before frame `k`: both cases start afresh and re-execute
    /// frames 0..k-1: the base case's were checked before, the step case's become the
    /// hypothesis again. Counters carry over to the new solvers; sizes are the new formulas'.
    /// False when interrupted.
    fn restart<'p>(
        &self,
        program: &'p Program,
        base: &mut Checker<'p>,
        step: &mut Checker<'p>,
        history: &mut Vec<(TermId, Vec<TermId>)>,
        k: u32,
    ) -> Result<bool> {
        let (opts, kopts, terminate) = (self.opts, self.kopts, &self.ctx.terminate);
        let (base_stats, step_stats) = (base.stats.clone(), step.stats.clone());
        *base = Checker::for_engine(program, self.base_cfg.clone(), opts, terminate.clone());
        *step = Checker::for_engine(program, self.step_cfg.clone(), opts, terminate.clone());
        base.stats = Stats { solver_instances: base_stats.solver_instances + 1, ..base_stats };
        step.stats = Stats { solver_instances: step_stats.solver_instances + 1, ..step_stats };
        if let Some((st, _)) = &self.shared {
            st.borrow_mut().restart();
        }
        history.clear();
        for _ in 0..k {
            let replay = (|| -> Result<()> {
                if !kopts.stop_when_unsat {
                    self.frame(base)?;
                    base.unchecked.clear();
                    base.unwind_unchecked.clear();
                }
                let out = self.frame(step)?;
                self.strengthen(step, out.next_head);
                if kopts.simple_path && step.symex.has_havoc() {
                    step.add_simple_path(history, out.next_head, &out.next_values);
                    history.push((out.next_head, out.next_values));
                }
                step.check_step(false, &HashSet::new(), &mut |_| Ok(false))?;
                Ok(())
            })();
            match replay {
                Ok(()) => {}
                Err(e) if e.kind == ErrorKind::Interrupted => return Ok(false),
                Err(e) => return Err(e),
            }
        }
        Ok(true)
    }

    /// Assumes the invariants published so far in the step case's start state.
    fn strengthen(&self, ck: &mut Checker, reached: TermId) {
        if let Some((st, from)) = &self.shared {
            st.borrow_mut().after_frame(ck, reached, from);
        }
    }

    /// The first time a step query fails: searches word-level invariants (within their
    /// budget), publishes them and assumes them in `ck`'s start state. True when it found some.
    fn search_word_invariants(&self, program: &Program, ck: &mut Checker) -> Result<bool> {
        let (Some(searched), Some((_, to))) = (&self.word_search, &self.shared) else {
            return Ok(false);
        };
        if searched.replace(true) {
            return Ok(false);
        }
        let terminate = self.ctx.terminate.clone();
        let Ok(mut ts) = super::transys::TransSys::build(program, self.opts, terminate.clone())
        else {
            return Ok(false);
        };
        if !ts.cut_points.is_empty() {
            return Ok(false);
        }
        let word = match super::invgen::generate(&mut ts, &self.opts.sat, terminate) {
            Ok(w) => w,
            Err(e) if e.kind == ErrorKind::Interrupted => return Err(e),
            Err(_) => return Ok(false),
        };
        if word.is_empty() {
            return Ok(false);
        }
        tracing::info!(
            invariants = word.len(),
            "k-induction: word-level invariants for the step case"
        );
        to.publish(super::certificate::Certificate::new(&ts, Vec::new(), word, 0));
        self.strengthen(ck, TermStore::FALSE);
        Ok(true)
    }

    /// The checker's next frame; on an error, the loop it asks to cut (if any) is recorded.
    fn frame(&self, ck: &mut Checker) -> Result<crate::symex::FrameOutput> {
        ck.run_frame().inspect_err(|_| {
            if let Some(l) = super::unwinding::cut_after(ck, self.opts, self.cuts) {
                *self.requested.borrow_mut() = Some(l);
            }
        })
    }

    /// Step case: frame k from an arbitrary loop-head state, frames before it assumed safe;
    /// the query of frame m >= 1 for the properties not `settled`.
    fn step_frame(
        &self,
        program: &Program,
        step: &mut Checker,
        settled: &HashSet<PropId>,
        history: &mut Vec<(TermId, Vec<TermId>)>,
    ) -> Result<(Step, Vec<PropId>)> {
        let m = step.symex.frame();
        let out = self.frame(step)?;
        self.strengthen(step, out.next_head);
        if self.kopts.simple_path && step.symex.has_havoc() {
            step.add_simple_path(history, out.next_head, &out.next_values);
            history.push((out.next_head, out.next_values.clone()));
        }
        step.check_step(m >= 1, settled, &mut |ck| self.search_word_invariants(program, ck))
    }
}

/// What a k-induction run has found so far.
struct SoFar<'p> {
    ledger: Ledger<'p>,
    /// Properties proved so far (unwinding assertions included), with their k. They join the
    /// ledger when the run ends, if they hold: a single property's proof needs every unwinding
    /// assertion proved too, since the step case cut the executions beyond the bound.
    proved: HashMap<PropId, u32>,
    /// Deepest frame the base case has shown violation-free.
    checked: Option<u32>,
}

impl<'p> SoFar<'p> {
    fn new(program: &'p Program, checked: Option<u32>) -> SoFar<'p> {
        SoFar { ledger: Ledger::new(program), proved: HashMap::new(), checked }
    }

    /// What was found, leaving nothing.
    fn take(&mut self, program: &'p Program) -> SoFar<'p> {
        std::mem::replace(self, SoFar::new(program, None))
    }

    /// The properties not to ask the step case about: failed or proved.
    fn settled(&self) -> HashSet<PropId> {
        let mut settled = self.ledger.settled();
        settled.extend(self.proved.keys().copied());
        settled
    }

    fn finish(
        self,
        program: &Program,
        end: End,
        k: Option<u32>,
        base: &Stats,
        step: &Stats,
    ) -> (Verdict, KindStats) {
        finish(program, self.ledger, &self.proved, end, self.checked, k, base, step)
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
    base: &Stats,
    step: &Stats,
) -> (Verdict, KindStats) {
    let unwinding_open = program.properties.iter().enumerate().any(|(i, p)| {
        p.enabled && p.kind == PropKind::Unwinding && !proved.contains_key(&PropId(i as u32))
    });
    if !unwinding_open || matches!(end, End::KInduction) {
        for (&p, &pk) in proved {
            ledger.prove(p, pk);
        }
    }
    let stats = KindStats { base: base.clone(), step: step.clone() };
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

/// Base case frame `k`: plain incremental BMC. Returns how the run ends after this frame (if
/// it does) and whether the frame is violation-free.
fn base_frame(
    program: &Program,
    base: &mut Checker,
    ledger: &mut Ledger,
    proved: &HashSet<PropId>,
    opts: &EngineOptions,
    ctx: &RunContext,
    k: u32,
) -> Result<(Option<End>, bool)> {
    let out = match base.run_frame() {
        Ok(out) => out,
        Err(e) if e.kind == ErrorKind::Interrupted => return Ok((Some(End::interrupted()), false)),
        Err(e) => return Err(e),
    };
    let reach = if head_query_due(k) { base.reachable(out.next_head)? } else { Reach::Undecided };
    if let Some(end) = settle_violations(base, ledger, proved, opts, ctx)? {
        return Ok((Some(end), false));
    }
    match base.check_unwinding()? {
        Query::Violated(p, _) => {
            let why = format!("{} (base case)", unwinding_reason(program, &p, opts));
            return Ok((Some(End::Inconclusive(why)), false));
        }
        Query::Interrupted => return Ok((Some(End::interrupted()), false)),
        Query::Unsat => {}
    }
    match reach {
        Reach::Unreachable => return Ok((Some(End::Complete), true)),
        Reach::Interrupted => return Ok((Some(End::interrupted()), true)),
        Reach::Reachable | Reach::Undecided => {}
    }
    Ok((ledger.all_settled().then_some(End::Bounded), true))
}

/// What the base thread reports after a frame.
enum BaseMsg {
    /// The failures found (property, frame, trace), how the run ends if it does, whether the
    /// frame is violation-free, and the work so far.
    Frame(Vec<(PropId, u32, Option<super::Trace>)>, Option<End>, bool, Stats),
    /// An error, with the loop to cut if that is what it means.
    Error(crate::error::Error, Option<LoopInfo>, Stats),
}

/// The base case: run in the k-induction loop (one thread), or in a thread of its own that
/// works on frame k+1 while the step case works on frame k. One per run: its size is no cost.
#[allow(clippy::large_enum_variant)]
enum BaseCase<'a, 'p> {
    Inline(&'a mut Checker<'p>),
    Thread {
        /// Frame k's go, with the properties proved so far (not asked again).
        go: Option<std::sync::mpsc::Sender<HashSet<PropId>>>,
        done: std::sync::mpsc::Receiver<BaseMsg>,
        /// Stops the base thread's solver.
        flag: Arc<AtomicBool>,
        stats: Stats,
        /// The loop the failed frame asked to cut.
        cut: Option<LoopInfo>,
    },
}

impl<'a, 'p> BaseCase<'a, 'p> {
    fn spawn<'s>(
        scope: &'s std::thread::Scope<'s, '_>,
        program: &'p Program,
        config: crate::symex::SymexConfig,
        opts: &'s EngineOptions,
        ctx: &'s RunContext,
        cuts: &'s [LoopInfo],
    ) -> Self
    where
        'p: 's,
    {
        let (go_tx, go_rx) = std::sync::mpsc::channel::<HashSet<PropId>>();
        let (done_tx, done_rx) = std::sync::mpsc::channel::<BaseMsg>();
        use BaseMsg::Frame;
        let flag = Arc::new(AtomicBool::new(false));
        let thread_flag = flag.clone();
        scope.spawn(move || {
            let mut ck = Checker::for_engine(program, config, opts, thread_flag);
            let mut ledger = Ledger::new(program);
            for k in 0u32.. {
                let Ok(proved) = go_rx.recv() else { break };
                let before = ledger.failures().len();
                let msg = match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    base_frame(program, &mut ck, &mut ledger, &proved, opts, ctx, k)
                })) {
                    Ok(Ok((end, ok))) => {
                        Frame(ledger.failures()[before..].to_vec(), end, ok, ck.stats.clone())
                    }
                    Ok(Err(e)) => BaseMsg::Error(
                        e,
                        super::unwinding::cut_after(&ck, opts, cuts),
                        ck.stats.clone(),
                    ),
                    Err(_) => BaseMsg::Error(
                        crate::error::Error::internal("the k-induction base case panicked"),
                        None,
                        ck.stats.clone(),
                    ),
                };
                let last = !matches!(msg, Frame(_, None, _, _));
                if done_tx.send(msg).is_err() || last {
                    break;
                }
            }
        });
        BaseCase::Thread {
            go: Some(go_tx),
            done: done_rx,
            flag,
            stats: Stats::default(),
            cut: None,
        }
    }

    /// Lets the base thread start its next frame (inline: nothing to do before `next`).
    fn start(&mut self, proved: &HashMap<PropId, u32>) {
        if let BaseCase::Thread { go: Some(go), .. } = self {
            let _ = go.send(proved.keys().copied().collect());
        }
    }

    /// Frame `k`'s result, its failures entered in `ledger`.
    fn next(
        &mut self,
        program: &'p Program,
        k: u32,
        proved: &HashMap<PropId, u32>,
        ledger: &mut Ledger,
        opts: &EngineOptions,
        ctx: &RunContext,
    ) -> Result<(Option<End>, bool)> {
        match self {
            BaseCase::Inline(ck) => {
                let proved: HashSet<PropId> = proved.keys().copied().collect();
                base_frame(program, ck, ledger, &proved, opts, ctx, k)
            }
            BaseCase::Thread { done, flag, stats, cut, .. } => loop {
                match done.recv_timeout(std::time::Duration::from_millis(20)) {
                    Ok(BaseMsg::Frame(failures, end, ok, s)) => {
                        *stats = s;
                        for (p, f, t) in failures {
                            ledger.fail_at(p, f, t);
                        }
                        return Ok((end, ok));
                    }
                    Ok(BaseMsg::Error(e, l, s)) => {
                        *stats = s;
                        *cut = l;
                        return Err(e);
                    }
                    Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {
                        // The run's limit stops the base thread's solver too.
                        if ctx.terminate.load(std::sync::atomic::Ordering::Relaxed) {
                            flag.store(true, std::sync::atomic::Ordering::Relaxed);
                        }
                    }
                    Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => {
                        return Err(crate::error::Error::internal(
                            "the k-induction base case thread ended early",
                        ))
                    }
                }
            },
        }
    }

    /// The loop a failed base frame asked to cut.
    fn cut_request(&self, opts: &EngineOptions, cuts: &[LoopInfo]) -> Option<LoopInfo> {
        match self {
            BaseCase::Inline(ck) => super::unwinding::cut_after(ck, opts, cuts),
            BaseCase::Thread { cut, .. } => cut.clone(),
        }
    }

    fn stats(&self) -> &Stats {
        match self {
            BaseCase::Inline(ck) => &ck.stats,
            BaseCase::Thread { stats, .. } => stats,
        }
    }

    /// The checker of the one-thread base case (the non-incremental baseline replays it).
    fn inline(&mut self) -> &mut Checker<'p> {
        match self {
            BaseCase::Inline(ck) => ck,
            BaseCase::Thread { .. } => unreachable!("the baseline runs the base case inline"),
        }
    }

    /// Ends the base thread: it drops the frame it works on.
    fn stop(&mut self) {
        if let BaseCase::Thread { go, flag, .. } = self {
            flag.store(true, std::sync::atomic::Ordering::Relaxed);
            go.take();
        }
    }
}
