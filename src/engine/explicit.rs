//! Explicit-state search for counterexamples: breadth first over concrete loop-head states,
//! each state a snapshot of the symbolic executor, each step one frame run with its inputs
//! fixed to guessed values.
//!
//! Why: on RERS-style event systems (RERS 2018 `Problem12`) a frame carries about 1,600
//! symbolic `*`, `/` and `%`, so BMC's frame 4 is tens of millions of clauses, though the
//! input takes one of fifteen values and, from a concrete state, each value takes one path
//! whose arithmetic folds to constants. Such a frame runs in milliseconds, and the states a
//! few steps deep are thousands.
//!
//! The guesses: from a state, the frame is first run with its inputs free (a *probe*); the
//! constants it compares each input with (`simulate::compared_values`) are that input's
//! candidates, by source location. The first `MAX_PROBES` states of a frame are probed; the
//! others take the union of their candidates (a probe's symbolic terms stay in the store).
//! Then the frame runs once per combination of candidates (at most `MAX_COMBINATIONS`),
//! with those values as hints (`SymexConfig::input_hints`): a violation whose term folds to
//! true is found; a next-head guard that is not false gives a successor state, kept if no
//! equal state was seen (`Symex::hash_paused`). Once, from the first states, *held-input
//! walks* run each combination in every frame until a state repeats (`held_walks`): a
//! controller's violation often needs an input at its extreme for many cycles (a speed
//! window filling with maximal distances, 36 cycles), where breadth first search, which
//! branches on every input of every cycle, stops at its state limit a few cycles deep.
//!
//! Soundness: the search only ever reports failures, and only those BMC reproduces: the
//! path's hints are given to BMC, which restricts the program's choices to those values (an
//! under-approximation, so every violation it finds is one of the program) and reports its
//! own trace (checked on the word level, replayable). The search claims nothing about the
//! properties it does not fail: it skips the values it does not guess, so they stay unknown,
//! at no depth. Beside other engines it settles nothing for them (`Settled`): they check
//! every property themselves, so that its loss (an error) costs no answer of theirs, and the
//! merge keeps the shallower of two failures.

use std::hash::Hasher;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::bmc;
use super::results::{End, Ledger};
use super::simulate::{add_candidates, compared_values};
use super::unwinding::symex_config;
use super::{Engine, EngineOptions, RunContext, Stats, Status, Verdict};
use crate::bits::mask;
use crate::error::{ErrorKind, Result};
use crate::fxhash::{FxHashMap, FxHashSet};
use crate::ir::{Loc, Program, PropId};
use crate::symex::{is_program_input, InputHints, Symex};
use crate::term::{TermId, TermStore};

/// States visited before the search gives up.
const MAX_STATES: usize = 50_000;
/// States probed per frame.
const MAX_PROBES: usize = 16;
/// Combinations of candidate values run per state.
const MAX_COMBINATIONS: usize = 64;
/// Candidate values per input location.
const MAX_CANDIDATES: usize = 32;
/// Terms the probes may add to the search's store before it gives up (memory).
const MAX_TERMS: usize = 2_000_000;
/// Held-input walks (`Search::held_walks`): from how many first states, how long each,
/// and how many frames in all.
const WALK_STARTS: usize = 4;
const WALK_FRAMES: u32 = 1_000;
const WALK_BUDGET: u32 = 20_000;

/// The explicit-state search on a program, started after `delay` (a helper beside BMC leaves
/// it the runs it finishes quickly, with their shortest traces).
pub struct Explicit<'p> {
    program: &'p Program,
    opts: EngineOptions,
    delay: Duration,
}

impl<'p> Explicit<'p> {
    pub fn new(program: &'p Program, opts: EngineOptions, delay: Duration) -> Self {
        Explicit { program, opts, delay }
    }
}

impl Engine for Explicit<'_> {
    fn name(&self) -> &'static str {
        "explicit"
    }
    fn check(&mut self, ctx: &RunContext) -> Result<Verdict> {
        run(self.program, &self.opts, self.delay, ctx)
    }
}

fn run(
    program: &Program,
    opts: &EngineOptions,
    delay: Duration,
    ctx: &RunContext,
) -> Result<Verdict> {
    let terminate = &ctx.terminate;
    let mut stats = Stats::default();
    let mut ledger = Ledger::new(program);
    let start = Instant::now();
    while start.elapsed() < delay {
        if terminate.load(Ordering::Relaxed) {
            return Ok(ledger.verdict(End::interrupted(), None, None, stats));
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let start = Instant::now();
    let open: Vec<PropId> = super::results::reported(program).collect();
    let settled_elsewhere = |p: PropId| ctx.settled.as_ref().is_some_and(|s| s.contains(p));
    let mut search = match Search::new(program, opts, terminate.clone()) {
        Ok(s) => s,
        Err(e) if e.kind == ErrorKind::Interrupted => {
            return Ok(ledger.verdict(End::interrupted(), None, None, stats))
        }
        Err(e) => return Err(e),
    };
    let mut why =
        String::from("explicit-state search: every state reached with the guessed inputs explored");
    let mut depth = 0u32;
    let mut reproduced: FxHashSet<(u32, Hints)> = FxHashSet::default();
    loop {
        let wanted: FxHashSet<PropId> = open
            .iter()
            .copied()
            .filter(|&p| !ledger.is_settled(p) && !settled_elsewhere(p))
            .collect();
        let found = match if depth == 0 { search.initial(&wanted) } else { search.step(&wanted) } {
            Ok(l) => l,
            Err(e) if e.kind == ErrorKind::Interrupted => {
                why = super::INTERRUPTED.into();
                break;
            }
            // A construct the search cannot run (an unbounded inner loop, ...): BMC reports it.
            Err(e) => {
                why = format!("explicit-state search: {}", e.message);
                break;
            }
        };
        // Once, from the first states: walks that hold each guess in every frame.
        let mut found: Vec<(PropId, u32, InputHints)> = found
            .into_iter()
            .filter(|(_, node, last)| reproduced.insert((*node, last.clone())))
            .map(|(prop, node, last)| (prop, depth, search.hints(node, &last, depth)))
            .collect();
        if depth == 0 {
            match search.held_walks(&wanted) {
                Ok(w) => found.extend(w),
                Err(e) if e.kind == ErrorKind::Interrupted => {
                    why = super::INTERRUPTED.into();
                    break;
                }
                Err(e) => tracing::warn!("explicit-state search: held inputs: {}", e.message),
            }
        }
        // Reproduce each new failure by BMC on its path's inputs (one run per path).
        for (prop, at, hints) in found {
            reproduce(program, opts, ctx, (prop, at, hints), &open, &mut ledger, &mut stats);
        }
        tracing::info!(
            depth,
            secs = start.elapsed().as_secs_f64(),
            states = search.visited.len(),
            frontier = search.frontier.len(),
            "explicit-state search: frame done"
        );
        if open.iter().all(|&p| ledger.is_settled(p) || settled_elsewhere(p)) {
            break;
        }
        if opts.stop_on_fail && ledger.any_failed() {
            why = "--stop-on-fail: stopped at the first violation".into();
            break;
        }
        if search.frontier.is_empty() {
            break;
        }
        if search.visited.len() >= MAX_STATES || search.store.len() >= MAX_TERMS {
            why = format!(
                "explicit-state search: more than {MAX_STATES} states or {MAX_TERMS} terms"
            );
            break;
        }
        if opts.unwind_max.is_some_and(|m| depth >= m) {
            why = format!("explicit-state search: frame {depth} reached");
            break;
        }
        depth += 1;
    }
    stats.frames = depth;
    stats.time_simulate = start.elapsed();
    let mut v = ledger.verdict(End::Inconclusive(why), None, None, stats);
    // Breadth first over guessed inputs only, and walks: shallower violations with other
    // inputs are not excluded (beside BMC, the portfolio asks BMC about them).
    for r in v
        .properties
        .iter_mut()
        .filter(|r| r.status == Status::Failed && r.depth.is_some_and(|d| d > 0))
    {
        r.not_known_shortest = Some("found by the explicit-state search, which does not check every input of the frames before it".into());
    }
    Ok(v)
}

/// Reproduces the search's violation of `prop` in frame `at` by BMC on the path's inputs
/// `hints`, its failures entered in `ledger`.
fn reproduce(
    program: &Program,
    opts: &EngineOptions,
    ctx: &RunContext,
    (prop, at, hints): (PropId, u32, InputHints),
    open: &[PropId],
    ledger: &mut Ledger,
    stats: &mut Stats,
) {
    if ledger.is_settled(prop) {
        return;
    }
    let bopts = EngineOptions { unwind_max: Some(at), stop_on_fail: false, ..opts.clone() };
    // The failures reach the other engines only through the verdict (never through
    // `Settled`): if this search ends in an error, theirs stand whole.
    let bctx = RunContext {
        progress: None,
        settled: None,
        frame_limit: None,
        frames_checked: None,
        input_hints: Some(Arc::new(hints)),
        ..ctx.clone()
    };
    let v = match bmc::run(program, &bopts, &bctx) {
        Ok(v) => v,
        Err(e) => {
            tracing::warn!(
                "explicit-state search: BMC on the inputs of a violation of {}: {}",
                program.property(prop).id,
                e.message
            );
            return;
        }
    };
    stats.add_work(&v.stats);
    for r in v.properties.iter().filter(|r| r.status == Status::Failed && open.contains(&r.prop)) {
        ledger.fail_at(r.prop, r.depth.unwrap_or(at), r.trace.clone());
    }
    if !ledger.is_settled(prop) {
        tracing::warn!(
            "explicit-state search: BMC did not reproduce the violation of {} in frame {at}",
            program.property(prop).id
        );
    }
}

/// A state the search reached, and how: its parent (`NO_PARENT` for frame 0) and the hints
/// of the frame that led to it.
struct Node {
    parent: u32,
    hints: Hints,
}

const NO_PARENT: u32 = u32::MAX;

/// The violations a frame of the search found: property, the node the frame ran from
/// (`NO_PARENT` for frame 0), the frame's hints.
type Found = Vec<(PropId, u32, Hints)>;

/// A frame's input values by location.
type Hints = Vec<(Loc, u64)>;

struct Search<'p> {
    store: TermStore,
    /// The executor before frame 0.
    root: Option<Symex<'p>>,
    nodes: Vec<Node>,
    visited: FxHashSet<u128>,
    /// The states of the last frame: node and snapshot.
    frontier: Vec<(u32, Symex<'p>)>,
    /// The current frame's probes: how many, and the union of their candidates.
    probes: usize,
    probed: Vec<(Loc, Vec<u64>)>,
    terminate: Arc<AtomicBool>,
}

impl<'p> Search<'p> {
    fn new(program: &'p Program, opts: &EngineOptions, terminate: Arc<AtomicBool>) -> Result<Self> {
        let cfg = symex_config(program, opts, None)?;
        let root = Symex::new(program, cfg, terminate.clone());
        Ok(Search {
            store: TermStore::new(),
            root: Some(root),
            nodes: Vec::new(),
            visited: FxHashSet::default(),
            frontier: Vec::new(),
            probes: 0,
            probed: Vec::new(),
            terminate,
        })
    }

    fn initial(&mut self, wanted: &FxHashSet<PropId>) -> Result<Found> {
        let root = self.root.take().expect("frame 0 runs once");
        self.expand(NO_PARENT, root, wanted)
    }

    fn step(&mut self, wanted: &FxHashSet<PropId>) -> Result<Found> {
        let mut found = Found::new();
        (self.probes, self.probed) = (0, Vec::new());
        for (node, snapshot) in std::mem::take(&mut self.frontier) {
            if self.visited.len() >= MAX_STATES || self.store.len() >= MAX_TERMS {
                break;
            }
            found.extend(self.expand(node, snapshot, wanted)?);
        }
        Ok(found)
    }

    /// Runs the next frame from `snapshot` (the state of `node`) once per combination of
    /// its inputs' candidates; the new states go to the frontier.
    fn expand(
        &mut self,
        node: u32,
        snapshot: Symex<'p>,
        wanted: &FxHashSet<PropId>,
    ) -> Result<Found> {
        let mut found = Found::new();
        let frame = snapshot.frame();
        let sites = if self.probes < MAX_PROBES {
            self.probes += 1;
            let sites = self.probe(&snapshot)?;
            for (loc, values) in &sites {
                match self.probed.iter_mut().find(|s| s.0 == *loc) {
                    Some((_, list)) => add_candidates(list, values.iter().copied(), MAX_CANDIDATES),
                    None => self.probed.push((*loc, values.clone())),
                }
            }
            sites
        } else {
            self.probed.clone()
        };
        for combo in combinations(&sites) {
            let mut symex = snapshot.clone();
            let Some((violated, next)) = self.run_held(&mut symex, frame, &combo, wanted)? else {
                continue;
            };
            for p in violated {
                if !found.iter().any(|f| f.0 == p) {
                    found.push((p, node, combo.clone()));
                }
            }
            // A collision could only make the search skip a state (miss a violation).
            if next.is_some_and(|h| self.visited.insert(h)) {
                self.nodes.push(Node { parent: node, hints: combo });
                self.frontier.push((self.nodes.len() as u32 - 1, symex));
            }
        }
        Ok(found)
    }

    /// Runs `symex`'s next frame (number `frame`) with the inputs of `combo`: `None` where
    /// an assumption fails, else the wanted properties whose violation folds to true, and the
    /// fingerprint of the state paused for the next frame (`None`: the path ends).
    fn run_held(
        &mut self,
        symex: &mut Symex<'p>,
        frame: u32,
        combo: &[(Loc, u64)],
        wanted: &FxHashSet<PropId>,
    ) -> Result<Option<(Vec<PropId>, Option<u128>)>> {
        if self.terminate.load(Ordering::Relaxed) {
            return Err(crate::error::Error::new(ErrorKind::Interrupted, "interrupted"));
        }
        let hints: FxHashMap<(u32, Loc), u64> =
            combo.iter().map(|&(loc, v)| ((frame, loc), v)).collect();
        symex.set_input_hints(Some(Arc::new(InputHints(hints))));
        let out = symex.run_frame(&mut self.store)?;
        if out.constraints.contains(&TermStore::FALSE) {
            return Ok(None);
        }
        let violated = out
            .violations
            .iter()
            .filter(|&&(p, v)| v == TermStore::TRUE && wanted.contains(&p))
            .map(|&(p, _)| p)
            .collect();
        if out.next_head == TermStore::FALSE || symex.finished() {
            return Ok(Some((violated, None)));
        }
        symex.forget_history();
        let mut h = Fingerprint::default();
        symex.hash_paused(&mut h);
        Ok(Some((violated, Some(h.value()))))
    }

    /// The input locations of the frame `snapshot` runs next, each with its candidate
    /// values: the frame run with free inputs, and the constants its terms compare each
    /// input with (0 and 1 for one compared with none). Only the program's own inputs
    /// (`__VERIFIER_nondet_*`, ...), not ibmc's stand-ins for what it leaves open.
    fn probe(&mut self, snapshot: &Symex<'p>) -> Result<Vec<(Loc, Vec<u64>)>> {
        let mut symex = snapshot.clone();
        symex.set_input_hints(None);
        symex.forget_history();
        let first_new = self.store.len();
        symex.run_frame(&mut self.store)?;
        let mut site_of: FxHashMap<TermId, Loc> = FxHashMap::default();
        let mut sites: Vec<(Loc, Vec<u64>)> = Vec::new();
        for i in symex.inputs().iter().filter(|i| is_program_input(&i.source)) {
            site_of.insert(i.term, i.loc);
            if !sites.iter().any(|s| s.0 == i.loc) {
                sites.push((i.loc, Vec::new()));
            }
        }
        for t in first_new..self.store.len() {
            for (v, values) in compared_values(&self.store, &self.store.node(TermId(t as u32)).op) {
                let Some(loc) = site_of.get(&v) else { continue };
                let m = mask(self.store.width(v));
                let list = &mut sites.iter_mut().find(|s| s.0 == *loc).expect("site recorded").1;
                add_candidates(list, values.into_iter().map(|c| c & m), MAX_CANDIDATES);
            }
        }
        for (_, list) in &mut sites {
            if list.is_empty() {
                list.extend([0, 1]);
            }
        }
        Ok(sites)
    }

    /// Walks from the first states of the frontier, each holding one combination of its
    /// next frame's candidates in every frame, until a state repeats, the program ends, or
    /// `WALK_FRAMES` frames: a controller's inputs held at their extremes (a distance at its
    /// maximum every cycle), which breadth first search, branching on every input of every
    /// frame, reaches only at small depths. Returns the violations found: property, frame,
    /// and the hints of the whole path.
    fn held_walks(&mut self, wanted: &FxHashSet<PropId>) -> Result<Vec<(PropId, u32, InputHints)>> {
        let mut found: Vec<(PropId, u32, InputHints)> = Vec::new();
        let mut budget = WALK_BUDGET;
        let starts: Vec<(u32, Symex<'p>)> =
            self.frontier.iter().take(WALK_STARTS).map(|(n, s)| (*n, s.clone())).collect();
        for (node, start) in starts {
            let sites = self.probe(&start)?;
            for combo in combinations(&sites) {
                let first = start.frame();
                let mut hints = self.hints(node, &combo, first);
                let mut symex = start.clone();
                let mut seen: FxHashSet<u128> = FxHashSet::default();
                for frame in first..first + WALK_FRAMES {
                    if budget == 0 || self.store.len() >= MAX_TERMS {
                        return Ok(found);
                    }
                    budget -= 1;
                    hints.0.extend(combo.iter().map(|&(loc, v)| ((frame, loc), v)));
                    let Some((violated, next)) =
                        self.run_held(&mut symex, frame, &combo, wanted)?
                    else {
                        break;
                    };
                    for p in violated {
                        if !found.iter().any(|f| f.0 == p) {
                            found.push((p, frame, hints.clone()));
                        }
                    }
                    if !next.is_some_and(|h| seen.insert(h)) {
                        break;
                    }
                }
            }
        }
        Ok(found)
    }

    /// The hints of the path to `node` followed by the frame `depth` with `last`.
    fn hints(&self, node: u32, last: &[(Loc, u64)], depth: u32) -> InputHints {
        let mut hints = InputHints::default();
        hints.0.extend(last.iter().map(|&(loc, v)| ((depth, loc), v)));
        let (mut cur, mut frame) = (node, depth);
        while cur != NO_PARENT {
            frame -= 1;
            let n = &self.nodes[cur as usize];
            hints.0.extend(n.hints.iter().map(|&(loc, v)| ((frame, loc), v)));
            cur = n.parent;
        }
        hints
    }
}

/// A 128-bit hash in one pass over the state: two 64-bit hashers with different keys.
#[derive(Default)]
struct Fingerprint(std::collections::hash_map::DefaultHasher, crate::fxhash::FxHasher);

impl Fingerprint {
    fn value(&self) -> u128 {
        ((self.0.finish() as u128) << 64) | self.1.finish() as u128
    }
}

impl Hasher for Fingerprint {
    fn write(&mut self, bytes: &[u8]) {
        self.0.write(bytes);
        self.1.write(bytes);
    }
    fn finish(&self) -> u64 {
        self.0.finish() ^ self.1.finish()
    }
}

/// The combinations of one candidate per site, the first `MAX_COMBINATIONS` in order
/// (the last site varies fastest); one empty combination when there are no sites.
fn combinations(sites: &[(Loc, Vec<u64>)]) -> Vec<Hints> {
    let mut out = vec![Vec::new()];
    for (loc, values) in sites {
        let mut next = Vec::new();
        'outer: for prefix in &out {
            for &v in values {
                if next.len() >= MAX_COMBINATIONS {
                    break 'outer;
                }
                let mut c: Hints = prefix.clone();
                c.push((*loc, v));
                next.push(c);
            }
        }
        out = next;
    }
    out
}
