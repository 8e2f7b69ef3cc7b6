//! Coverage (`--cover`): test generation by incremental BMC, the paper's second application
//! (§2.1: "covering test goals or proving their unreachability"; §4.3: EmbeddedTester).
//!
//! The goals are `Cover` instructions (`ir/cover.rs`), which symbolic execution turns into
//! terms like violations: "frame k reaches goal g with its condition true". Frame by frame,
//! the goals not yet covered are asked together in the one persistent solver under the
//! frame's activation literal (formula (5), as BMC asks violations); a model covers **every**
//! goal it makes true (read off the model, as CBMC's cover does) and becomes one test (the
//! inputs of every frame up to the deepest of them); the covered goals leave the query and it
//! is asked again until UNSAT, which retires the frame. A goal is *unreachable* when no
//! execution reaches it at any depth: every frame was UNSAT and the loop head became
//! unreachable (`complete`), or the proof engines (k-induction, PDR) prove that the goal is
//! never reached (`prove_unreachable`). Every other open goal is *uncovered* up to the depth
//! checked.

use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::frames::{head_query_due, Checker, GoalQuery, Pending, Query, Reach};
use super::unwinding::{cut_after, symex_config, with_cut_points, Attempt, CutRun};
use super::{Engine, EngineOptions, Outcome, Progress, Proof, RunContext, Stats, Status, Trace};
use crate::error::{ErrorKind, Result};
use crate::ir::loops::LoopInfo;
use crate::ir::{Program, PropId, PropKind};

/// How a goal ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GoalStatus {
    /// Reached by test `test` (an index into `Coverage::tests`) in frame `frame`.
    Covered { test: usize, frame: u32 },
    /// No execution reaches it, at any depth: `proof` says how that is known.
    Unreachable { proof: Proof },
    /// Not reached in frames 0..=depth (None: not even frame 0 was checked); deeper frames
    /// were not checked and no proof of unreachability was found.
    Uncovered { depth: Option<u32> },
}

/// One generated test: the inputs of a trace, and the goals it covers.
#[derive(Debug, Clone)]
pub struct TestCase {
    pub trace: Trace,
    /// The goals this test is credited with: those no earlier test covers (`minimize`).
    pub goals: Vec<PropId>,
    /// Every goal its execution covers, in goal order, those of earlier tests too (what
    /// CBMC lists under a test); filled in when the run finishes.
    pub covers: Vec<PropId>,
}

/// The result of a coverage run.
#[derive(Debug, Clone)]
pub struct Coverage {
    /// Every enabled goal, in property order, with its status.
    pub goals: Vec<(PropId, GoalStatus)>,
    pub tests: Vec<TestCase>,
    /// The deepest frame checked for every goal (None: not even frame 0).
    pub checked: Option<u32>,
    /// Why the run stopped before settling every goal (timeout, bound), if it did.
    pub stopped: Option<String>,
    pub stats: Stats,
    /// Time spent proving goals unreachable (`prove_unreachable`).
    pub proof_time: Duration,
    pub cut_points: Vec<String>,
}

impl Coverage {
    pub fn covered(&self) -> usize {
        self.goals.iter().filter(|(_, s)| matches!(s, GoalStatus::Covered { .. })).count()
    }

    /// The deepest frame a test needs (None: no tests).
    pub fn deepest_test_frame(&self) -> Option<u32> {
        self.tests.iter().map(|t| t.trace.frame).max()
    }
}

impl CutRun for Coverage {
    type Work = Stats;
    fn add_work(total: &mut Stats, attempt: &Stats) {
        total.add_work(attempt);
    }
    fn finish(mut self, discarded: &Stats, cut_points: Vec<String>) -> Coverage {
        self.stats.add_work(discarded);
        self.cut_points = cut_points;
        self
    }
}

/// What a coverage run may do besides unwinding.
#[derive(Debug, Clone, Copy)]
pub struct CoverOptions {
    /// Try to prove the goals no test covers unreachable (k-induction and PDR).
    pub prove_unreachable: bool,
    /// The frame bound when the user gives none (`--unwind-max`): a reactive program's loop
    /// never ends, so without a bound a goal that is neither reached nor proved unreachable
    /// would keep the run going forever.
    pub default_unwind_max: u32,
}

/// Frames without a newly covered goal after which the remaining goals are tried by the
/// proof engines (once): at least this many, and at least as many as the depth reached.
const STALL_FRAMES: u32 = 8;

/// Time the proof engines get for all open goals together, and then for each goal alone.
const JOINT_PROOF_BUDGET: Duration = Duration::from_secs(20);
const GOAL_PROOF_BUDGET: Duration = Duration::from_secs(5);
/// The one-goal attempts together stop after this (RERS: hundreds of open goals).
const ALL_GOALS_PROOF_BUDGET: Duration = Duration::from_secs(60);

/// The least time test merging gets (`merge_tests`); otherwise a quarter of the run's time so far.
const MERGE_MIN_BUDGET: Duration = Duration::from_millis(100);

/// The goals of `program`: its enabled `Cover` properties.
pub fn goals(program: &Program) -> Vec<PropId> {
    program
        .properties
        .iter()
        .enumerate()
        .filter(|(_, p)| p.enabled && matches!(p.kind, PropKind::Cover(_)))
        .map(|(i, _)| PropId(i as u32))
        .collect()
}

/// Coverage test generation on a program (whose goals `ir::cover::instrument` added).
pub struct Cover<'p> {
    program: &'p Program,
    opts: EngineOptions,
    copts: CoverOptions,
}

impl<'p> Cover<'p> {
    pub fn new(program: &'p Program, opts: EngineOptions, copts: CoverOptions) -> Self {
        // Goals see only the assumptions before them (as CBMC's do), in every engine.
        let opts = EngineOptions { guard_only_assumptions: true, ..opts };
        Cover { program, opts, copts }
    }
}

impl Engine<Coverage> for Cover<'_> {
    fn name(&self) -> &'static str {
        "cover"
    }
    fn check(&mut self, ctx: &RunContext) -> Result<Coverage> {
        let (program, opts, copts) = (self.program, &self.opts, self.copts);
        with_cut_points(program, |cuts| run_with(program, opts, copts, ctx, cuts))
    }
}

struct Run {
    goals: Vec<(PropId, GoalStatus)>,
    /// Each goal's index in `goals` (RERS MC/DC: 57 000 goals, looked up per goal term).
    position: std::collections::HashMap<PropId, usize>,
    tests: Vec<TestCase>,
    /// Per test, every goal it reaches (with the frame): those it was made for and those
    /// covered before that it reaches as well (`minimize`).
    reaches: Vec<Vec<(PropId, u32)>>,
    /// Every goal of every frame so far.
    seen: Vec<Pending>,
    checked: Option<u32>,
    stopped: Option<String>,
    proof_time: Duration,
    /// Goals a frame reached only through values ibmc does not model (`frames::UNMODELLED`):
    /// not covered, and not unreachable either when no execution goes on.
    unsettled: HashSet<PropId>,
}

impl Run {
    fn new(program: &Program) -> Run {
        let goal_ids = goals(program);
        Run {
            position: goal_ids.iter().enumerate().map(|(i, &p)| (p, i)).collect(),
            goals: goal_ids
                .into_iter()
                .map(|p| (p, GoalStatus::Uncovered { depth: None }))
                .collect(),
            tests: Vec::new(),
            reaches: Vec::new(),
            seen: Vec::new(),
            checked: None,
            stopped: None,
            proof_time: Duration::ZERO,
            unsettled: HashSet::new(),
        }
    }

    /// Asks for the goals of the frame `ck` has just run: the covered ones are dropped, the
    /// others asked together until UNSAT, each model a test. False when interrupted.
    fn query_frame(&mut self, ck: &mut Checker) -> Result<bool> {
        let mut pending: Vec<Pending> = std::mem::take(&mut ck.unchecked);
        self.seen.extend(pending.iter().copied());
        pending.retain(|p| self.is_open(p.prop));
        while !pending.is_empty() {
            match ck.cover_query(&pending, &self.settled_goal_terms())? {
                GoalQuery::Reached { goals, unconfirmed, trace, also } => {
                    let reached: Vec<(PropId, u32)> =
                        goals.iter().map(|g| (g.prop, g.frame)).collect();
                    let also: Vec<(PropId, u32)> = also.iter().map(|g| (g.prop, g.frame)).collect();
                    self.add_test(trace, &reached, &also);
                    // Goals reached only through unmodelled values stay open for later frames.
                    self.unsettled.extend(unconfirmed.iter().map(|u| u.prop));
                    pending.retain(|p| {
                        self.is_open(p.prop)
                            && !unconfirmed.iter().any(|u| u.prop == p.prop && u.frame == p.frame)
                    });
                }
                GoalQuery::Unsat => break,
                GoalQuery::Interrupted => return Ok(false),
            }
        }
        Ok(true)
    }

    fn is_open(&self, p: PropId) -> bool {
        self.position
            .get(&p)
            .is_some_and(|&i| matches!(self.goals[i].1, GoalStatus::Uncovered { .. }))
    }

    fn set(&mut self, p: PropId, status: GoalStatus) {
        if let Some(&i) = self.position.get(&p) {
            self.goals[i].1 = status;
        }
    }

    /// The goal terms of every frame so far whose goal is no longer open (for the tests to
    /// record which of them they reach as well).
    fn settled_goal_terms(&self) -> Vec<Pending> {
        let open: HashSet<PropId> = self.open().into_iter().collect();
        self.seen.iter().copied().filter(|p| !open.contains(&p.prop)).collect()
    }

    fn open(&self) -> Vec<PropId> {
        self.goals
            .iter()
            .filter(|(_, s)| matches!(s, GoalStatus::Uncovered { .. }))
            .map(|(p, _)| *p)
            .collect()
    }

    fn all_settled(&self) -> bool {
        !self.goals.iter().any(|(_, s)| matches!(s, GoalStatus::Uncovered { .. }))
    }

    /// Records a test and the goals it covers, each with the frame it reaches it in (only
    /// open goals count).
    fn add_test(&mut self, trace: Trace, reached: &[(PropId, u32)], also: &[(PropId, u32)]) {
        let index = self.tests.len();
        let mut goals = Vec::new();
        for &(p, frame) in reached {
            if self.is_open(p) {
                self.set(p, GoalStatus::Covered { test: index, frame });
                goals.push(p);
            }
        }
        if !goals.is_empty() {
            self.tests.push(TestCase { trace, goals, covers: Vec::new() });
            self.reaches.push(reached.iter().chain(also).copied().collect());
        }
    }

    /// Keeps a small cover of the covered goals among the tests (greedy set cover: the test
    /// reaching most goals not yet kept, the earliest on ties; then, latest first, every kept
    /// test whose goals the others reach is dropped), and credits each goal to the first kept
    /// test that reaches it, so every test kept is credited a goal no other one reaches. A
    /// test is made for the goals still open when it is found; later, deeper tests often
    /// reach those too, so many early tests become redundant (CBMC's `--cover` writes few
    /// tests for the same reason: one solver call per bound).
    fn minimize(&mut self) {
        let covered: HashSet<PropId> = self
            .goals
            .iter()
            .filter(|(_, s)| matches!(s, GoalStatus::Covered { .. }))
            .map(|(p, _)| *p)
            .collect();
        // Each test's distinct covered goals, the tests reaching each goal, and each test's
        // gain (its goals still needed), kept up to date as goals are taken: linear in the
        // reach lists (RERS MC/DC: hundreds of tests reaching tens of thousands of goals).
        let goals_of: Vec<Vec<PropId>> = self
            .reaches
            .iter()
            .map(|r| {
                let mut g: Vec<PropId> =
                    r.iter().map(|x| x.0).filter(|p| covered.contains(p)).collect();
                g.sort();
                g.dedup();
                g
            })
            .collect();
        let mut reached_by: std::collections::HashMap<PropId, Vec<usize>> =
            std::collections::HashMap::new();
        for (t, goals) in goals_of.iter().enumerate() {
            for &p in goals {
                reached_by.entry(p).or_default().push(t);
            }
        }
        let mut gain: Vec<usize> = goals_of.iter().map(Vec::len).collect();
        let mut need = covered.clone();
        let mut keep: Vec<usize> = Vec::new();
        while !need.is_empty() {
            // A kept test's goals are no longer needed: its gain is 0, so it is not picked again.
            let best = (0..self.tests.len()).map(|t| (gain[t], std::cmp::Reverse(t))).max();
            let Some((n, std::cmp::Reverse(t))) = best else { break };
            if n == 0 {
                break;
            }
            keep.push(t);
            for p in &goals_of[t] {
                if need.remove(p) {
                    for &o in &reached_by[p] {
                        gain[o] -= 1;
                    }
                }
            }
        }
        keep.sort();
        // Greedy picks can become redundant once later picks are in.
        let mut kept_reaching: std::collections::HashMap<PropId, usize> =
            std::collections::HashMap::new();
        for &t in &keep {
            for &p in &goals_of[t] {
                *kept_reaching.entry(p).or_default() += 1;
            }
        }
        for i in (0..keep.len()).rev() {
            let t = keep[i];
            if goals_of[t].iter().all(|p| kept_reaching[p] > 1) {
                for p in &goals_of[t] {
                    *kept_reaching.get_mut(p).expect("counted") -= 1;
                }
                keep.remove(i);
            }
        }
        // Per goal, the first kept test reaching it and the frame of its first reach there.
        let mut first_reach: std::collections::HashMap<PropId, (usize, u32)> =
            std::collections::HashMap::new();
        for (i, &t) in keep.iter().enumerate() {
            for r in &self.reaches[t] {
                first_reach.entry(r.0).or_insert((i, r.1));
            }
        }
        let mut credited: Vec<Vec<PropId>> = vec![Vec::new(); keep.len()];
        for (p, s) in self.goals.iter_mut() {
            if let GoalStatus::Covered { .. } = s {
                if let Some(&(i, frame)) = first_reach.get(p) {
                    *s = GoalStatus::Covered { test: i, frame };
                    credited[i].push(*p);
                }
            }
        }
        let mut tests: Vec<Option<TestCase>> =
            std::mem::take(&mut self.tests).into_iter().map(Some).collect();
        self.tests = keep
            .iter()
            .zip(credited)
            .map(|(&t, goals)| TestCase {
                trace: tests[t].take().expect("kept once").trace,
                goals,
                covers: Vec::new(),
            })
            .collect();
        self.reaches = keep.iter().map(|&t| std::mem::take(&mut self.reaches[t])).collect();
    }

    /// Records what a proof attempt settled: the goals proved unreachable, or the goals an
    /// engine reached within the frame bound `max` (each its own test). True when all were
    /// proved.
    fn record(&mut self, result: Together, max: u32) -> bool {
        match result {
            Together::AllProved(proofs) => {
                for (p, proof) in proofs {
                    self.set(p, GoalStatus::Unreachable { proof });
                }
                true
            }
            Together::Partial(reached) => {
                for (p, trace) in reached.into_iter().filter(|(_, t)| t.frame <= max) {
                    let frame = trace.frame;
                    self.add_test(trace, &[(p, frame)], &[]);
                }
                false
            }
        }
    }

    fn finish(mut self, stats: Stats) -> Coverage {
        self.minimize();
        for (t, reaches) in self.tests.iter_mut().zip(&self.reaches) {
            let mut covers: Vec<PropId> = reaches.iter().map(|r| r.0).collect();
            covers.extend(&t.goals);
            covers.sort_by_key(|p| self.position.get(p).copied().unwrap_or(usize::MAX));
            covers.dedup();
            t.covers = covers;
        }
        for g in &mut self.goals {
            if let GoalStatus::Uncovered { depth } = &mut g.1 {
                *depth = self.checked;
            }
        }
        Coverage {
            goals: self.goals,
            tests: self.tests,
            checked: self.checked,
            stopped: self.stopped,
            stats,
            proof_time: self.proof_time,
            cut_points: Vec::new(),
        }
    }
}

fn run_with(
    program: &Program,
    opts: &EngineOptions,
    copts: CoverOptions,
    ctx: &RunContext,
    cuts: &[LoopInfo],
) -> Result<Attempt<Coverage>> {
    let terminate = &ctx.terminate;
    let mut config = symex_config(program, opts, ctx.input_hints.clone())?;
    config.cut_loops = cuts.to_vec();
    let mut ck =
        Checker::for_engine(program, config, &coverage_solver_options(opts), terminate.clone());
    let mut run = Run::new(program);
    let max = opts.unwind_max.unwrap_or(copts.default_unwind_max);
    let started = Instant::now();
    let mut last_new: u32 = 0;
    let mut proofs_tried = !copts.prove_unreachable;
    let interrupted = |run: &mut Run| run.stopped = Some(super::INTERRUPTED.into());
    loop {
        if run.all_settled() {
            break;
        }
        let k = ck.symex.frame();
        let out = match ck.run_frame() {
            Ok(out) => out,
            Err(e) if e.kind == ErrorKind::Interrupted => {
                interrupted(&mut run);
                break;
            }
            Err(e) => {
                return cut_after(&ck, opts, cuts)
                    .map(|l| Attempt::Cut(l, ck.stats.clone()))
                    .ok_or(e)
            }
        };
        let before = run.tests.len();
        if !run.query_frame(&mut ck)? {
            interrupted(&mut run);
            break;
        }
        // An inner loop that needs more than --unwind unwindings may hide goals behind it:
        // then no goal is unreachable for sure (and the run stops: deeper frames too).
        match ck.check_unwinding()? {
            Query::Violated(p, _) => {
                run.stopped = Some(super::unwinding::unwinding_reason(program, &p, opts));
                break;
            }
            Query::Interrupted => {
                interrupted(&mut run);
                break;
            }
            Query::Unsat => {}
        }
        run.checked = Some(k);
        if run.tests.len() > before {
            last_new = k;
        }
        if let Some(report) = ctx.progress {
            let settled = run.goals.len() - run.open().len();
            report(&Progress {
                phase: "cover",
                frame: k,
                clauses: ck.stats.clauses,
                settled,
                solve_secs: ck.stats.time_solve.as_secs_f64(),
            });
        }
        if run.all_settled() {
            break;
        }
        let head = if head_query_due(k) || k >= max {
            ck.reachable(out.next_head)?
        } else {
            Reach::Undecided
        };
        match head {
            Reach::Unreachable => {
                // No execution goes on: every goal still open is never reached, except one
                // reached through a value ibmc does not model (undecided: it stays open).
                for (p, s) in run.goals.iter_mut() {
                    if matches!(s, GoalStatus::Uncovered { .. }) && !run.unsettled.contains(p) {
                        *s = GoalStatus::Unreachable { proof: Proof::Complete };
                    }
                }
                break;
            }
            Reach::Interrupted => {
                interrupted(&mut run);
                break;
            }
            Reach::Reachable | Reach::Undecided => {}
        }
        if !proofs_tried && k >= last_new + STALL_FRAMES.max(last_new) {
            proofs_tried = true;
            prove_unreachable(program, opts, &mut run, terminate, max)?;
        }
        if k >= max {
            if !proofs_tried && !run.all_settled() {
                prove_unreachable(program, opts, &mut run, terminate, max)?;
            }
            if !run.all_settled() {
                run.stopped = Some(format!("frame bound {max} reached (--unwind-max)"));
            }
            break;
        }
        if terminate.load(Ordering::Relaxed) {
            interrupted(&mut run);
            break;
        }
    }
    if !terminate.load(Ordering::Relaxed) {
        let budget = MERGE_MIN_BUDGET.max(started.elapsed() / 4);
        merge_tests(&mut ck, &mut run, budget, max, terminate)?;
    }
    Ok(Attempt::Done(run.finish(ck.stats.clone())))
}

/// The options of the coverage run's own solver: CaDiCaL's bounded variable elimination
/// off unless the user set it. Coverage asks hundreds of small satisfiable queries, and the
/// solver's elimination rounds between them (and the model reconstruction after them) were
/// half the run: RERS Problem01 MC/DC at depth 10, 6.2 s with it, 2.7 s without; Problem02
/// 2.7 and 2.0 s, Problem03 branch 0.83 and 0.66 s, Problem04 branch and the controllers the
/// same within noise.
/// Arithmetic refinement is off too: a test records every goal term its model makes true,
/// also terms no query asked for, whose values refinement does not make exact.
fn coverage_solver_options(opts: &EngineOptions) -> EngineOptions {
    let mut opts = EngineOptions { refine_arithmetic: false, ..opts.clone() };
    if !opts.sat.options.iter().any(|(name, _)| name == "elim") {
        opts.sat.options.push(("elim".into(), 0));
    }
    opts
}

/// Merges tests: for two tests, one execution that reaches every goal credited to either
/// (each at any frame checked) replaces both, as long as `budget` lasts. Frame by frame, a
/// test ends at the deepest goal it was made for; CBMC's single query over all unwindings
/// finds longer tests that reach goals of several frames, and so fewer of them (issue 23:
/// "no more tests" than CBMC). The minimized tests are tried pairwise, each absorbing as
/// many later ones as it can.
/// The frames up to `max` that the run did not need (it covered every goal before) are
/// unwound first, without queries, so that a merged test may run as deep as CBMC's tests
/// with the same bound.
fn merge_tests(
    ck: &mut Checker,
    run: &mut Run,
    budget: Duration,
    max: u32,
    terminate: &Arc<AtomicBool>,
) -> Result<()> {
    let t = Instant::now();
    run.minimize();
    if run.tests.len() > 1 {
        unwind_unqueried_frames(ck, run, max, || t.elapsed() < budget);
    }
    let mut by_goal: std::collections::HashMap<PropId, Vec<usize>> =
        std::collections::HashMap::new();
    for (i, p) in run.seen.iter().enumerate() {
        by_goal.entry(p.prop).or_default().push(i);
    }
    let instances = |goals: &[PropId]| -> Vec<Vec<usize>> {
        goals.iter().map(|g| by_goal.get(g).cloned().unwrap_or_default()).collect()
    };
    let mut i = 0;
    while i < run.tests.len() {
        let mut j = i + 1;
        while j < run.tests.len() {
            if t.elapsed() >= budget || terminate.load(Ordering::Relaxed) {
                return Ok(());
            }
            let goals: Vec<PropId> =
                run.tests[i].goals.iter().chain(&run.tests[j].goals).copied().collect();
            match ck.reach_all(&instances(&goals), &run.seen)? {
                Some((trace, reaches)) => {
                    run.tests[i] = TestCase { trace, goals, covers: Vec::new() };
                    run.reaches[i] =
                        reaches.iter().map(|&k| (run.seen[k].prop, run.seen[k].frame)).collect();
                    run.tests.remove(j);
                    run.reaches.remove(j);
                }
                None => j += 1,
            }
        }
        i += 1;
    }
    Ok(())
}

/// Symbolically executes the frames up to `max` the run did not reach (while `go_on`), their
/// goal terms joining `run.seen` without being queried.
fn unwind_unqueried_frames(ck: &mut Checker, run: &mut Run, max: u32, go_on: impl Fn() -> bool) {
    while ck.symex.frame() <= max && go_on() {
        let before = run.seen.len();
        if ck.run_frame().is_err() {
            break;
        }
        run.seen.append(&mut ck.unchecked);
        if !ck.unwind_unchecked.is_empty() {
            // The frame's paths may run past an inner loop's --unwind bound: a test through
            // them would not be what the formula says; its goals are not used.
            run.seen.truncate(before);
            break;
        }
    }
}

/// Tries to prove the open goals unreachable with the proof portfolio of `--prove`
/// (k-induction, PDR, BMC) on a copy of the program whose only properties are those goals.
///
/// Soundness: a goal is not an assertion, nothing is assumed after it, so k-induction's
/// hypothesis "no goal was reached in frames 1..k" is the invariant "no goal is ever reached"
/// of all of them together: a proof counts only when every goal of the run is proved. All of
/// them together first; then, if some could not be proved, each one alone. A goal an engine
/// reaches within the frame bound `max` is covered, with its trace as the test (deeper
/// ones stay uncovered: the user bounded the tests' depth).
fn prove_unreachable(
    program: &Program,
    opts: &EngineOptions,
    run: &mut Run,
    terminate: &Arc<AtomicBool>,
    max: u32,
) -> Result<()> {
    let t = Instant::now();
    let open = run.open();
    if open.is_empty() {
        return Ok(());
    }
    // All together first; the goals left, one by one.
    let alone = if run
        .record(prove_together(program, opts, &open, JOINT_PROOF_BUDGET, max, terminate)?, max)
    {
        Vec::new()
    } else {
        run.open()
    };
    for p in alone {
        if terminate.load(Ordering::Relaxed)
            || t.elapsed() >= JOINT_PROOF_BUDGET + ALL_GOALS_PROOF_BUDGET
        {
            break;
        }
        run.record(prove_together(program, opts, &[p], GOAL_PROOF_BUDGET, max, terminate)?, max);
    }
    run.proof_time += t.elapsed();
    Ok(())
}

enum Together {
    /// Every goal proved unreachable, each with its proof.
    AllProved(Vec<(PropId, Proof)>),
    /// Not all proved: the goals some engine reached, with their traces.
    Partial(Vec<(PropId, Trace)>),
}

fn prove_together(
    program: &Program,
    opts: &EngineOptions,
    goals: &[PropId],
    budget: Duration,
    max: u32,
    terminate: &Arc<AtomicBool>,
) -> Result<Together> {
    // Property ids are unique: the copy keeps exactly these goals (and no other property).
    let keep: HashSet<&str> = goals.iter().map(|&g| program.property(g).id.as_str()).collect();
    let mut copy = program.clone();
    copy.select_properties(|p| keep.contains(p.id.as_str()));
    let flag = Arc::new(AtomicBool::new(false));
    let verdict = std::thread::scope(|scope| {
        let (flag2, outer) = (flag.clone(), terminate.clone());
        let done = Arc::new(AtomicBool::new(false));
        let done2 = done.clone();
        // A watchdog: the budget, or the run's own terminate flag, stops the engines.
        scope.spawn(move || {
            let t = Instant::now();
            while !done2.load(Ordering::Relaxed) {
                if t.elapsed() >= budget || outer.load(Ordering::Relaxed) {
                    flag2.store(true, Ordering::Relaxed);
                    break;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
        });
        let eopts =
            EngineOptions { unwind_max: None, unwind_min: 0, stop_on_fail: false, ..opts.clone() };
        let v = super::factory::prove_portfolio(&copy, &eopts, Default::default(), Vec::new())
            .check(&RunContext {
                // BMC looks no deeper than the tests may go: a goal first reached beyond `max`
                // stays uncovered, and unbounded BMC through frames of nothing but symbolic state
                // (a goal at frame 60 000: `scade_ctx`'s saturating counter) ran out of memory.
                frame_limit: Some(Arc::new(std::sync::atomic::AtomicU32::new(max))),
                ..RunContext::new(flag.clone())
            });
        done.store(true, Ordering::Relaxed);
        v
    });
    let verdict = match verdict {
        Ok(v) => v,
        // A program the proof engines reject (PDR with dynamic objects, ...) proves nothing.
        Err(e) if e.kind == ErrorKind::Unsupported => return Ok(Together::Partial(Vec::new())),
        Err(e) => return Err(e),
    };
    let proved: Vec<(PropId, Proof)> = verdict
        .properties
        .iter()
        .filter(|r| r.status == Status::Success)
        .filter_map(|r| r.proof.filter(|p| p.is_unbounded()).map(|p| (r.prop, p)))
        .collect();
    if proved.len() == goals.len() && !matches!(verdict.outcome, Outcome::Failed) {
        return Ok(Together::AllProved(proved));
    }
    let reached = verdict
        .properties
        .iter()
        .filter(|r| r.status == Status::Failed)
        .filter_map(|r| r.trace.clone().map(|t| (r.prop, t)))
        .collect();
    Ok(Together::Partial(reached))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::trace::Trace;

    fn test_case(frame: u32) -> TestCase {
        TestCase {
            trace: Trace {
                prop: PropId(0),
                frame,
                loc: Default::default(),
                frames: Vec::new(),
                uninit: Default::default(),
                removed: Vec::new(),
            },
            goals: Vec::new(),
            covers: Vec::new(),
        }
    }

    /// Tests found frame by frame: each made for the goals open then, later ones reaching
    /// earlier goals too. The kept tests cover every covered goal, each is credited a goal
    /// with the frame it reaches it in, and none is redundant.
    #[test]
    fn minimized_tests_cover_every_goal_without_redundancy() {
        let g = |i: u32| PropId(i);
        // reaches per test: (goal, frame)
        let reaches: Vec<Vec<(PropId, u32)>> = vec![
            vec![(g(0), 0), (g(1), 0)],
            vec![(g(2), 1)],
            vec![(g(3), 2), (g(0), 0), (g(2), 1)],
            vec![(g(4), 3), (g(1), 0), (g(3), 2)],
            vec![(g(5), 3)],
        ];
        let made_for = [vec![0, 1], vec![2], vec![3], vec![4], vec![5]];
        let mut goals: Vec<(PropId, GoalStatus)> =
            (0..7).map(|i| (g(i), GoalStatus::Uncovered { depth: None })).collect();
        for (t, gs) in made_for.iter().enumerate() {
            for &i in gs {
                let frame = reaches[t].iter().find(|r| r.0 == g(i)).expect("made for it").1;
                goals[i as usize].1 = GoalStatus::Covered { test: t, frame };
            }
        }
        let mut run = Run {
            position: goals.iter().enumerate().map(|(i, g)| (g.0, i)).collect(),
            goals,
            tests: (0..5).map(test_case).collect(),
            reaches: reaches.clone(),
            seen: Vec::new(),
            checked: None,
            stopped: None,
            proof_time: Duration::ZERO,
            unsettled: HashSet::new(),
        };
        run.minimize();
        // Tests 2, 3 and 4 reach everything 0 and 1 reach.
        assert_eq!(run.tests.iter().map(|t| t.trace.frame).collect::<Vec<_>>(), vec![2, 3, 4]);
        for (p, s) in &run.goals {
            match s {
                GoalStatus::Covered { test, frame } => {
                    assert!(
                        run.reaches[*test].contains(&(*p, *frame)),
                        "{p:?} credited to a test that does not reach it"
                    );
                    assert!(run.tests[*test].goals.contains(p));
                }
                GoalStatus::Uncovered { .. } => assert_eq!(*p, g(6)),
                GoalStatus::Unreachable { .. } => unreachable!(),
            }
        }
        for (t, test) in run.tests.iter().enumerate() {
            assert!(!test.goals.is_empty(), "test {t} is redundant");
        }
    }
}
