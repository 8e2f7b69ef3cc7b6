//! Bounds of inner loops that constant propagation does not bound, proved by the solver, so
//! that such a loop is unwound to its bound instead of becoming a cut point.
//!
//! `n = nondet(); assume(n <= 20); for (c = n; c > 1; c--)` runs at most 19 times, but no
//! constant says so: symbolic execution would go round 1000 times and then ask for a cut
//! point, and a cut point splits the frame, so k-induction's step case starts inside the
//! loop from an arbitrary counter, and a violation after the loop is reported in segment 20
//! instead of iteration 1 of the main loop.
//!
//! Here one symbolic execution from an arbitrary loop-head state (k-induction's step case:
//! frame 0, then one iteration of the incremental loop from a state whose every modified
//! variable is havocked) records the guard of the n-th back-edge take of every such loop;
//! the bound is the least n at which that guard is unsatisfiable. Every reachable loop-head
//! state is among the arbitrary ones, so the bound holds in every frame of every engine. The
//! engines still check it: the loop gets its unwinding property (`PropKind::Unwinding`),
//! violated where an execution would go round once more, which BMC checks per frame and
//! which every proof must include (`SymexConfig::loop_bounds`).
//!
//! The probe runs with every assertion disabled, so a bound never rests on an assertion that
//! one engine assumes and another (a property group, an invariant check) does not have.
//! When any such loop has no bound (it can go round `PROBE_LIMITS`' last number of times
//! from some state), no bound is used at all: a cut loop is resumed from paused states,
//! where a later loop's bound proved here need not hold.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use std::time::Duration;

use super::EngineOptions;
use crate::encode::Encoder;
use crate::ir::loops::LoopInfo;
use crate::ir::Program;
use crate::limits::Budget;
use crate::sat::SatResult;
use crate::symex::Symex;
use crate::term::{TermId, TermStore};

/// Search effort (decisions and conflicts) one query may take; beyond it, the loop counts
/// as unbounded.
const QUERY_WORK: u64 = 200_000;

/// An inner loop and its unwinding bound in CBMC's sense (`--unwind N` for this loop): its
/// back edge can be taken at most `bound - 1` times per call of the function that contains
/// it, as the solver proved; the `bound`-th take is the unwinding assertion's violation.
#[derive(Debug, Clone)]
pub struct LoopBound {
    pub lp: LoopInfo,
    pub bound: u32,
}

/// What inference found, and what it cost.
#[derive(Debug, Default)]
pub struct Inference {
    /// The bounds of the inner loops constant propagation does not bound, if every one of
    /// them has one: `Some` when BMC makes no inner loop a cut point, so that its frames are
    /// iterations of the incremental loop (empty: constant propagation bounds them all, there
    /// are none, or `--unwind` unwinds them); `None` when one may become a cut point, or, with
    /// `prove` false (`--no-loop-bounds`: no solver), when constant propagation leaves one
    /// unbounded, or when the probe gave up.
    pub bounds: Option<Vec<LoopBound>>,
    /// The probe's time (the summary's `loop bounds`).
    pub time: Duration,
    /// Why the probe gave up before it knew (its budget), for a note to the user.
    pub gave_up: Option<String>,
}

/// The probe's share of a run: a twentieth of `--timeout`, between 0.1 s and 1 s (1 s
/// without one). It is an optimisation (bounds instead of cut points), so the first frame
/// never waits long for it; a probe that would not fit is not started (`try_infer`).
pub fn budget(timeout: Option<f64>) -> Duration {
    let share = timeout.map_or(MAX_BUDGET, |t| Duration::from_secs_f64(t / 20.0));
    share.clamp(MIN_BUDGET, MAX_BUDGET)
}

const MIN_BUDGET: Duration = Duration::from_millis(100);
const MAX_BUDGET: Duration = Duration::from_secs(1);

/// The terms a probe may create: beyond, its loops are cut as with `--no-loop-bounds`.
/// Deterministic (time is the last resort): whether a loop is bounded or cut, and so the
/// frames' numbering, does not depend on the machine's load. A probe's terms grow with its
/// depth; SV-COMP's `transmitter.16` makes 41k at depth 8 and would make 1.3M at 256, whose
/// query took 47 s.
const MAX_PROBE_TERMS: usize = 200_000;

/// Infers the bounds within `budget` (see `Inference`). Never fails: what goes wrong here
/// (an unsupported construct, an interruption) the engines meet and report themselves.
pub fn infer(
    program: &Program,
    opts: &EngineOptions,
    prove: bool,
    budget: Duration,
    terminate: Arc<AtomicBool>,
) -> Inference {
    let loops = crate::ir::loops::find_loops(program);
    if opts.unwind.is_some() || loops.iter().all(|l| Some(l) == opts.incremental_loop.as_ref()) {
        return Inference { bounds: Some(Vec::new()), ..Default::default() };
    }
    let clock = Budget::start(terminate, budget);
    let mut gave_up = None;
    let bounds = match try_infer(program, &loops, opts, prove, &clock, &mut gave_up) {
        Ok(b) => b,
        Err(e) => {
            tracing::debug!(error = %e, "no loop bounds inferred");
            None
        }
    };
    if clock.expired() {
        gave_up = Some(format!("its budget of {:.1} s ran out", budget.as_secs_f64()));
    }
    // A stopped probe's answers are not proofs (an interrupted query counts as satisfiable).
    Inference { bounds: bounds.filter(|_| !clock.stopped()), time: clock.elapsed(), gave_up }
}

/// Probe depths: most bounds are small, and a probe costs its depth in unwindings of every
/// such loop, encoded: refuting a bound of the systemc scheduler loop (`sv-comp/systemc/
/// toy1`) costs 0.03 s at 64 and 0.35 s at 256 unwindings, 1.1 s at 1000 (symbolic
/// execution's own limit, `symex/exec.rs`). A loop that needs more is cut as before. A
/// depth is tried only when the last one's terms and time, scaled to it, fit the budget.
const PROBE_LIMITS: [u32; 3] = [8, 64, 256];

fn try_infer(
    program: &Program,
    loops: &[LoopInfo],
    opts: &EngineOptions,
    prove: bool,
    clock: &Budget,
    gave_up: &mut Option<String>,
) -> crate::error::Result<Option<Vec<LoopBound>>> {
    let terminate = clock.flag();
    let mut probed = program.clone();
    probed.select_properties(|_| false);
    let mut last: Option<(u32, usize, Duration)> = None;
    for limit in PROBE_LIMITS {
        if let Some((depth, terms, time)) = last {
            let scale = f64::from(limit) / f64::from(depth);
            let (terms, secs) = (terms as f64 * scale, time.as_secs_f64() * scale);
            if terms > MAX_PROBE_TERMS as f64
                || clock.used().as_secs_f64() + secs > clock.budget().as_secs_f64()
            {
                *gave_up = Some(format!("a probe {limit} unwindings deep would take about {terms:.0} terms and {secs:.1} s"));
                return Ok(None);
            }
        }
        let t = std::time::Instant::now();
        let used_before = clock.used();
        let mut cfg = super::unwinding::symex_config(&probed, opts, None)?;
        cfg.probe_loops = Some(limit);
        cfg.havoc_at_head = opts.incremental_loop.is_some();
        let mut store = TermStore::new();
        let mut symex = Symex::new(&probed, cfg, terminate.clone());
        symex.run_frame(&mut store)?;
        if opts.incremental_loop.is_some() && !symex.finished() {
            symex.run_frame(&mut store)?;
        }
        let symex_secs = t.elapsed().as_secs_f64();
        let probes = symex.probes();
        tracing::debug!(limit, symex_secs, terms = store.len(), "loop bound probe executed");
        if probes.is_empty() {
            return Ok(Some(Vec::new()));
        }
        if !prove {
            return Ok(None);
        }
        let mut enc = Encoder::new(crate::sat::new_solver(&opts.sat, terminate.clone()));
        let mut bounds = Vec::new();
        for ((func, back_edge), reach) in probes {
            let lp = loops
                .iter()
                .find(|l| l.func == func && l.back_edge == back_edge)
                .cloned()
                .ok_or_else(|| crate::error::Error::internal("a probed loop is not a loop"))?;
            match least_unreachable(&store, &mut enc, reach, &terminate) {
                Some(bound) => bounds.push(LoopBound { lp, bound }),
                None => {
                    tracing::info!(id = %lp.id, limit, secs = t.elapsed().as_secs_f64(), "inner loop may go round more often from some loop-head state");
                    bounds.clear();
                    break;
                }
            }
        }
        if !bounds.is_empty() {
            tracing::info!(
                loops = bounds.len(),
                limit,
                secs = t.elapsed().as_secs_f64(),
                "inner loop bounds proved"
            );
            return Ok(Some(bounds));
        }
        last = Some((limit, store.len(), clock.used().saturating_sub(used_before)));
    }
    Ok(None)
}

/// The least n (1-based) such that the n-th back-edge guard `reach[n - 1]` is unsatisfiable,
/// if the last one is. The guards only get stronger with n (each take needs the ones
/// before), so this is a binary search; a query that runs out of effort counts as
/// satisfiable, and the answer is always one the solver proved unsatisfiable.
fn least_unreachable(
    store: &TermStore,
    enc: &mut Encoder,
    reach: &[TermId],
    terminate: &AtomicBool,
) -> Option<u32> {
    let mut unsat = |i: usize| -> bool {
        let t = reach[i];
        if t == TermStore::FALSE {
            return true;
        }
        if t == TermStore::TRUE || terminate.load(Ordering::Relaxed) {
            return false;
        }
        let l = enc.lit(store, t);
        enc.limit_next_solve(QUERY_WORK);
        enc.solve(&[l]) == SatResult::Unsat
    };
    let last = reach.len().checked_sub(1)?;
    if !unsat(last) {
        return None;
    }
    // Invariant: reach[hi] is unsatisfiable; every index below lo is not known to be.
    let (mut lo, mut hi) = (0usize, last);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if unsat(mid) {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    Some(hi as u32 + 1)
}
