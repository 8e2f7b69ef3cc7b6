//! `--prove`: engines raced on the same program, each in its own thread with its own solvers
//! (Kind 2's and rIC3's portfolio). The first engine that settles every property stops the
//! others; otherwise each property takes a settled answer (a failure with its trace, or a proof
//! for every depth) in a fixed engine order, so the report does not depend on timing beyond
//! which engine finished first. Besides their stop flags, the engines share the run context's
//! channels (`RunContext`): the properties settled so far, which the others drop; PDR's
//! invariants, which k-induction assumes; and the frame limit the helpers' counterexamples
//! set. The portfolio knows the engines only through `Engine`: a new engine is one more entry
//! in the list.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

use super::{Engine, Outcome, Proof, PropertyResult, RunContext, Status, Verdict};
use crate::error::{Error, Result};
use crate::ir::{Program, PropId};

/// Engines run in parallel on one program, their verdicts merged.
pub struct Portfolio<'p> {
    program: &'p Program,
    /// `EngineOptions::stop_on_fail`: the first failure stops every engine.
    stop_on_fail: bool,
    engines: Vec<Box<dyn Engine + 'p>>,
    helpers: Vec<Box<dyn Engine + 'p>>,
}

impl<'p> Portfolio<'p> {
    pub fn new(
        program: &'p Program,
        stop_on_fail: bool,
        engines: Vec<Box<dyn Engine + 'p>>,
    ) -> Self {
        Portfolio { program, stop_on_fail, engines, helpers: Vec::new() }
    }

    /// With `helpers` beside the engines (see `run_with_helpers`).
    pub fn with_helpers(mut self, helpers: Vec<Box<dyn Engine + 'p>>) -> Self {
        self.helpers = helpers;
        self
    }
}

impl Engine for Portfolio<'_> {
    fn name(&self) -> &'static str {
        "portfolio"
    }
    fn check(&mut self, ctx: &RunContext) -> Result<Verdict> {
        let engines = std::mem::take(&mut self.engines);
        let helpers = std::mem::take(&mut self.helpers);
        run_with_helpers(self.program, self.stop_on_fail, engines, helpers, ctx)
    }
}

/// Runs `engines` in parallel, with `helpers` beside them: engines that only look for
/// counterexamples (`Explicit`), and merges their verdicts. The helpers stop when the engines
/// are done; a failure of theirs is dropped (with a warning), as it leaves the engines'
/// answers whole. The first engine shows its progress.
///
/// A helper's counterexample need not be the shortest, and shortest counterexamples are what
/// BMC users rely on: the engines go on, up to the frame before the helper's depth
/// (`frame_limit`: no violation up to there makes the helper's the shortest), for
/// `shortest_budget` more; if they do not
/// settle the property by then, the helper's trace is reported with the frames that were
/// not checked (`PropertyResult::not_known_shortest`).
fn run_with_helpers<'p>(
    program: &'p Program,
    stop_on_fail: bool,
    engines: Vec<Box<dyn Engine + 'p>>,
    helpers: Vec<Box<dyn Engine + 'p>>,
    ctx: &RunContext,
) -> Result<Verdict> {
    let started = Instant::now();
    let terminate = &ctx.terminate;
    let main_engines = engines.len();
    let progress = ctx.progress.filter(|_| !helpers.is_empty());
    let engines: Vec<Box<dyn Engine + 'p>> = engines.into_iter().chain(helpers).collect();
    let flags: Vec<Arc<AtomicBool>> =
        engines.iter().map(|_| Arc::new(AtomicBool::new(false))).collect();
    let settled = Arc::new(super::Settled::default());
    let shared = Arc::new(super::shared::SharedInvariants::default());
    let frame_limit = Arc::new(AtomicU32::new(u32::MAX));
    let helper_ctx = RunContext {
        progress: None,
        settled: Some(settled.clone()),
        shared: Some(shared),
        ..ctx.clone()
    };
    let reported: Vec<crate::ir::PropId> = super::results::reported(program).collect();
    let n = engines.len();
    let mut results: Vec<Option<Result<Verdict>>> = (0..n).map(|_| None).collect();
    // The main engines stop at the depth of helpers' violations when nothing else is open.
    let main = RunContext { frame_limit: Some(frame_limit.clone()), ..helper_ctx.clone() };
    // How far the first engine (BMC when helpers run) has checked every property.
    let frames_checked = Arc::new(AtomicU32::new(0));
    let first =
        RunContext { progress, frames_checked: Some(frames_checked.clone()), ..main.clone() };
    let mut pending = PendingShortest::default();
    std::thread::scope(|scope| {
        let (tx, rx) = mpsc::channel::<(usize, Result<Verdict>)>();
        for (i, mut engine) in engines.into_iter().enumerate() {
            let shared = if i == 0 {
                &first
            } else if i < main_engines {
                &main
            } else {
                &helper_ctx
            };
            let ctx = RunContext { terminate: flags[i].clone(), ..shared.clone() };
            let tx = tx.clone();
            scope.spawn(move || {
                let r =
                    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| engine.check(&ctx)))
                        .unwrap_or_else(|_| {
                            Err(Error::internal(format!("the {} engine panicked", engine.name())))
                        });
                let _ = tx.send((i, r));
            });
        }
        drop(tx);
        let mut received = 0;
        while received < n {
            match rx.recv_timeout(Duration::from_millis(20)) {
                Ok((i, r)) => {
                    received += 1;
                    if let Ok(v) = &r {
                        for p in v.properties.iter().filter(|p| is_settled(p)) {
                            // A helper's violation in frame 0 is the shortest there is.
                            if i < main_engines || p.status != Status::Failed || p.depth == Some(0)
                            {
                                settled.add(p.prop);
                            } else if let Some(d) = p.depth {
                                pending.add(p.prop, d, started.elapsed());
                            }
                        }
                    }
                    results[i] = match r {
                        Err(e) if i >= main_engines => {
                            tracing::warn!("a helper engine stopped: {}", e.message);
                            None
                        }
                        r => Some(r),
                    };
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {}
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
            }
            let checked = frames_checked.load(Ordering::Relaxed);
            let shortest_given_up =
                pending.update(checked, stop_on_fail, &reported, &settled, &frame_limit);
            // Everything settled between the engines (a failure from BMC, proofs from PDR, ...)
            // or the run's own limit: stop them all.
            if terminate.load(Ordering::Relaxed)
                || reported.iter().all(|&p| settled.contains(p))
                || (stop_on_fail
                    && (shortest_given_up || pending.known || any_failed(&results[..main_engines])))
            {
                flags.iter().for_each(|f| f.store(true, Ordering::Relaxed));
            }
            // The helpers only help the engines: done when they are.
            if results[..main_engines].iter().all(Option::is_some) {
                flags[main_engines..].iter().for_each(|f| f.store(true, Ordering::Relaxed));
            }
        }
    });
    merge(results.into_iter().flatten().collect::<Result<Vec<Verdict>>>()?)
}

/// Whether an engine's verdict has a failed property.
fn any_failed(results: &[Option<Result<Verdict>>]) -> bool {
    results
        .iter()
        .flatten()
        .flatten()
        .any(|v| v.properties.iter().any(|p| p.status == Status::Failed))
}

/// Helpers' violations (property, depth) waiting for the engines to show whether a shorter
/// one exists, until the engines settle them or the time to look is up.
#[derive(Default)]
struct PendingShortest {
    failed: Vec<(PropId, u32)>,
    deadline: Option<Instant>,
    /// A helper's violation is known to be the shortest (with --stop-on-fail: the run's answer).
    known: bool,
}

impl PendingShortest {
    /// A helper's violation of `p` at depth `d`, `elapsed` into the run.
    fn add(&mut self, p: PropId, d: u32, elapsed: Duration) {
        self.failed.push((p, d));
        self.deadline.get_or_insert_with(|| Instant::now() + shortest_budget(elapsed));
    }

    /// Settles the violations known to be the shortest now that the first engine has checked
    /// frames 0..`checked`, lowers the engines' frame limit to the frame before the helpers'
    /// depth, and settles the rest when the wait is over (then true).
    fn update(
        &mut self,
        checked: u32,
        stop_on_fail: bool,
        reported: &[PropId],
        settled: &super::Settled,
        frame_limit: &AtomicU32,
    ) -> bool {
        // No deeper than the frames checked: the shortest, settled with its trace.
        let known = &mut self.known;
        self.failed.retain(|&(p, d)| {
            let shortest = d <= checked;
            if shortest {
                settled.add(p);
                *known = true;
            }
            !shortest
        });
        // Frames 0..d-1 without a violation make a helper's depth-d trace the shortest: the
        // engines need not solve frame d, usually the costliest, themselves.
        if let Some(d) = helper_limit(stop_on_fail, &self.failed, reported, settled) {
            frame_limit.fetch_min(d.saturating_sub(1), Ordering::Relaxed);
        }
        let given_up = self.deadline.is_some_and(|t| Instant::now() >= t);
        if given_up {
            self.failed.iter().for_each(|&(p, _)| settled.add(p));
        }
        given_up
    }
}

/// The depth the engines need not go beyond, given the helpers' violations (property, depth):
/// the deepest of them when nothing else is open (with --stop-on-fail: the shallowest).
fn helper_limit(
    stop_on_fail: bool,
    helper_failed: &[(PropId, u32)],
    reported: &[PropId],
    settled: &super::Settled,
) -> Option<u32> {
    let helper_depth = |p: &PropId| helper_failed.iter().find(|(q, _)| q == p).map(|&(_, d)| d);
    let open: Vec<PropId> = reported.iter().copied().filter(|&p| !settled.contains(p)).collect();
    if stop_on_fail {
        helper_failed.iter().map(|&(_, d)| d).min()
    } else if open.iter().all(|p| helper_depth(p).is_some()) {
        open.iter().filter_map(helper_depth).max()
    } else {
        None
    }
}

/// How long the engines may look for a shorter counterexample than a helper's, after it: half
/// as long again as the run has taken, at least a quarter of a second, at most half a minute.
/// The user waits at most about 1.5 times as long as for the helper's answer (a release
/// criterion: no task 1.5x slower), and a run whose BMC is about to reach the helper's depth
/// gets the shortest counterexample established.
fn shortest_budget(elapsed: Duration) -> Duration {
    (elapsed / 2).clamp(Duration::from_millis(250), Duration::from_secs(30))
}

/// Why a failure taken from a later engine's verdict is not known to be the shortest, given
/// the deepest frame the earlier engines had checked the property in without a violation.
fn shortest_note(failure: &PropertyResult, checked: Option<u32>) -> Option<String> {
    let why = failure.not_known_shortest.as_ref()?;
    let depth = failure.depth?;
    match checked {
        Some(k) if k + 1 >= depth => None,
        Some(k) => Some(format!(
            "{why}; no violation in frames 0..{k}, frames {}..{} were not checked",
            k + 1,
            depth - 1
        )),
        None if depth == 0 => None,
        None => Some(format!("{why}; frames 0..{} were not checked", depth - 1)),
    }
}

/// Failed, or proved for every depth.
fn is_settled(r: &super::PropertyResult) -> bool {
    match r.status {
        Status::Failed => true,
        Status::Success => r.proof.is_some_and(Proof::is_unbounded),
        Status::Unknown => false,
    }
}

/// Every reported property failed or proved for every depth.
fn settles_all(v: &Verdict) -> bool {
    v.properties.iter().all(is_settled)
}

/// Per property: a failure, else a proof for every depth, else the deepest bounded result.
fn merge(verdicts: Vec<Verdict>) -> Result<Verdict> {
    let mut it = verdicts.into_iter();
    let mut out = it.next().ok_or_else(|| Error::internal("no engine ran"))?;
    for v in it {
        for (mine, theirs) in out.properties.iter_mut().zip(&v.properties) {
            let better = match (mine.status, theirs.status) {
                // The shallower counterexample (a helper's may be deeper than BMC's).
                (Status::Failed, Status::Failed) => {
                    matches!((theirs.depth, mine.depth), (Some(t), Some(m)) if t < m)
                }
                (Status::Failed, _) => false,
                (_, Status::Failed) => true,
                (Status::Success, Status::Success) => {
                    !mine.proof.is_some_and(Proof::is_unbounded)
                        && theirs.proof.is_some_and(Proof::is_unbounded)
                }
                (Status::Unknown, Status::Success) => true,
                _ => false,
            };
            if better {
                let checked = (mine.status != Status::Failed).then_some(mine.depth).flatten();
                *mine = PropertyResult {
                    not_known_shortest: shortest_note(theirs, checked),
                    ..theirs.clone()
                };
            }
        }
        out.stats.add_work(&v.stats);
        out.certificate = out.certificate.or(v.certificate);
        out.add_engine_stats(v.engine_stats);
        out.checked = out.checked.max(v.checked);
        if out.cut_points.is_empty() {
            out.cut_points = v.cut_points;
        }
        if let Outcome::Inconclusive(_) = out.outcome {
            if !matches!(v.outcome, Outcome::Inconclusive(_)) {
                out.outcome = v.outcome.clone();
            }
        }
    }
    // The overall outcome from the merged properties.
    let failed: Vec<_> = out.properties.iter().filter(|r| r.status == Status::Failed).collect();
    if let Some(first) = failed.iter().min_by_key(|r| r.depth) {
        out.depth = first.depth;
        out.trace = first.trace.clone();
        out.outcome = Outcome::Failed;
    } else if settles_all(&out) {
        // Named after the proof most properties have (PDR's first when tied: it has an invariant).
        let proofs: Vec<Proof> = out.properties.iter().filter_map(|r| r.proof).collect();
        let pdr = proofs.iter().filter(|p| matches!(p, Proof::Pdr(_))).count();
        let best = if pdr * 2 >= proofs.len() && pdr > 0 {
            proofs.iter().copied().find(|p| matches!(p, Proof::Pdr(_)))
        } else {
            proofs.iter().copied().find(|p| !matches!(p, Proof::Pdr(_)))
        };
        if let Some(p) = best {
            out.outcome = Outcome::Success(p);
        }
        out.trace = None;
    }
    if !out.properties.iter().any(|r| r.proof.is_some_and(|p| matches!(p, Proof::Pdr(_)))) {
        out.certificate = None;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{PropertyResult, Stats};
    use crate::ir::PropId;

    fn verdict(status: Status, depth: u32) -> Verdict {
        let p = PropertyResult::new(PropId(0), status, Some(depth));
        Verdict {
            outcome: if status == Status::Failed {
                Outcome::Failed
            } else {
                Outcome::Inconclusive("stopped".into())
            },
            depth: Some(depth),
            checked: None,
            properties: vec![p],
            trace: None,
            stats: Stats::default(),
            cut_points: Vec::new(),
            certificate: None,
            engine_stats: Vec::new(),
        }
    }

    /// A stand-in for BMC: checks a frame every `per_frame`, fails at `fails_at`, honours
    /// its stop flag and the frame limit, as `bmc::run` does.
    struct Stepper<'p> {
        program: &'p Program,
        per_frame: Duration,
        fails_at: u32,
        /// The deepest frame it solved.
        solved: Arc<AtomicU32>,
    }

    impl Engine for Stepper<'_> {
        fn name(&self) -> &'static str {
            "bmc"
        }
        fn check(&mut self, ctx: &RunContext) -> Result<Verdict> {
            let prop = super::super::results::reported(self.program).next().unwrap();
            let terminate = &ctx.terminate;
            let limit = || ctx.frame_limit.as_ref().map_or(u32::MAX, |l| l.load(Ordering::Relaxed));
            let mut v = verdict(Status::Unknown, 0);
            v.properties[0].prop = prop;
            for k in 0u32.. {
                if terminate.load(Ordering::Relaxed) {
                    v.properties[0].depth = k.checked_sub(1);
                    return Ok(v);
                }
                std::thread::sleep(self.per_frame);
                self.solved.store(k, Ordering::Relaxed);
                if k == self.fails_at {
                    v.properties[0].status = Status::Failed;
                    v.properties[0].depth = Some(k);
                    return Ok(v);
                }
                // Frame k checked (reported as `Bmc` does); the last one when the limit says so.
                ctx.report_checked(k);
                if k >= limit() {
                    v.properties[0].depth = Some(k);
                    return Ok(v);
                }
            }
            unreachable!()
        }
    }

    /// A stand-in for the explicit-state search: a violation at `depth` after `after`.
    struct Finder<'p> {
        program: &'p Program,
        after: Duration,
        depth: u32,
    }

    impl Engine for Finder<'_> {
        fn name(&self) -> &'static str {
            "explicit"
        }
        fn check(&mut self, _: &RunContext) -> Result<Verdict> {
            std::thread::sleep(self.after);
            let mut v = verdict(Status::Failed, self.depth);
            v.properties[0].prop = super::super::results::reported(self.program).next().unwrap();
            v.properties[0].not_known_shortest = Some("found by a search".into());
            Ok(v)
        }
    }

    fn one_assertion() -> Program {
        crate::frontend::load_preprocessed("# 1 \"t.c\"\nint n(void); int main(void) { while (1) { __CPROVER_assert(n(), \"r\"); } }").unwrap()
    }

    fn race(per_frame_ms: u64, fails_at: u32, helper_depth: u32) -> Verdict {
        race_solved(per_frame_ms, fails_at, helper_depth).0
    }

    /// The verdict, and the deepest frame BMC's stand-in solved.
    fn race_solved(per_frame_ms: u64, fails_at: u32, helper_depth: u32) -> (Verdict, u32) {
        let program = one_assertion();
        let per_frame = Duration::from_millis(per_frame_ms);
        let solved = Arc::new(AtomicU32::new(u32::MAX));
        let engines: Vec<Box<dyn Engine + '_>> = vec![Box::new(Stepper {
            program: &program,
            per_frame,
            fails_at,
            solved: solved.clone(),
        })];
        let helpers: Vec<Box<dyn Engine + '_>> = vec![Box::new(Finder {
            program: &program,
            after: Duration::from_millis(50),
            depth: helper_depth,
        })];
        let v = Portfolio::new(&program, false, engines)
            .with_helpers(helpers)
            .check(&RunContext::new(Arc::new(AtomicBool::new(false))))
            .unwrap();
        let solved = solved.load(Ordering::Relaxed);
        (v, solved)
    }

    /// A helper's deeper counterexample does not end the run: BMC goes on to its own,
    /// shortest one, which is reported.
    #[test]
    fn bmc_establishes_the_shortest_counterexample_after_a_helpers() {
        let v = race(5, 27, 39);
        assert_eq!((v.outcome.clone(), v.depth), (Outcome::Failed, Some(27)));
        assert_eq!(v.properties[0].not_known_shortest, None);
    }

    /// When BMC cannot reach the helper's depth in time, the helper's counterexample is
    /// reported with the frames nobody checked.
    #[test]
    fn a_helpers_counterexample_says_which_frames_were_not_checked() {
        let v = race(200, 27, 39);
        assert_eq!((v.outcome.clone(), v.depth), (Outcome::Failed, Some(39)));
        let note =
            v.properties[0].not_known_shortest.clone().expect("not known to be the shortest");
        assert!(
            note.starts_with("found by a search; no violation in frames 0..")
                && note.ends_with("..38 were not checked"),
            "{note}"
        );
    }

    /// BMC stops at the frame before the helper's violation (it does not solve the helper's
    /// frame itself), and the helper's counterexample is then known to be the shortest.
    #[test]
    fn bmc_stops_before_the_helpers_depth_which_is_then_the_shortest() {
        let (v, solved) = race_solved(25, u32::MAX, 12);
        assert_eq!((v.outcome.clone(), v.depth), (Outcome::Failed, Some(12)));
        assert_eq!(v.properties[0].not_known_shortest, None);
        assert_eq!(solved, 11);
    }

    /// A helper's violation in frame 0 is the shortest: the run ends with it at once.
    #[test]
    fn a_helpers_violation_in_frame_0_ends_the_run() {
        let v = race(400, u32::MAX, 0);
        assert_eq!((v.outcome.clone(), v.depth), (Outcome::Failed, Some(0)));
        assert_eq!(v.properties[0].not_known_shortest, None);
    }

    /// BMC checked every frame before the helper's depth: the helper's counterexample is the
    /// shortest.
    #[test]
    fn a_helpers_counterexample_right_after_bmcs_frames_is_the_shortest() {
        let mut bmc = verdict(Status::Unknown, 38);
        let mut helper = verdict(Status::Failed, 39);
        helper.properties[0].not_known_shortest = Some("found by a search".into());
        bmc.properties[0].status = Status::Unknown;
        let v = merge(vec![bmc, helper]).unwrap();
        assert_eq!((v.depth, v.properties[0].not_known_shortest.clone()), (Some(39), None));
    }

    /// Two failures of one property (BMC's and a helper's): the shallower is reported,
    /// whichever engine comes first.
    #[test]
    fn merge_keeps_the_shallower_failure() {
        for (first, second) in [(2, 5), (5, 2)] {
            let v = merge(vec![verdict(Status::Failed, first), verdict(Status::Failed, second)])
                .unwrap();
            assert_eq!(v.properties[0].depth, Some(2));
            assert_eq!(v.depth, Some(2));
            assert_eq!(v.outcome, Outcome::Failed);
        }
        // A failure beats an engine that did not settle the property.
        let v = merge(vec![verdict(Status::Unknown, 3), verdict(Status::Failed, 7)]).unwrap();
        assert_eq!((v.properties[0].status, v.depth), (Status::Failed, Some(7)));
    }
}
