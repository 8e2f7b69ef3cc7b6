//! Property-directed reachability (IC3/PDR: Bradley 2011; Eén, Mishchenko, Brayton 2011) over
//! the transition system of the incremental loop (`transys.rs`), bit-blasted by the same
//! encoder as BMC.
//!
//! Frames `F_0 = Init, F_1, ..., F_k` over-approximate the states reachable in at most `i`
//! iterations; each `F_i` (i >= 1) is a set of lemmas, clauses over state bits, kept in delta
//! form (a lemma lives at the highest level it is known to hold, and holds at every level
//! below). A state that reaches a violation in one iteration is a proof obligation; it is
//! blocked at level `i` when no state of `F_{i-1}` outside it steps into it (relative
//! induction), the blocking cube then generalized by the solver's core and by dropping
//! literals (`generalize.rs`), or its predecessor (lifted to a cube by the core of a lifting
//! query) becomes an obligation one level down. An obligation at level 0 is a real
//! counterexample. When propagation empties a level, the lemmas above it are an inductive
//! invariant: the proof, re-checked independently (`engine/certificate.rs`).
//!
//! A counterexample is reported by its depth: the engine that owns traces (BMC) reproduces it
//! (`engine::pdr_engine`), so PDR's traces are BMC's, replayed the same way.

mod engine;
mod generalize;
mod solver;

pub use super::certificate::{invariant_term, lemma_term, recheck, Certificate};
pub use super::verdict::PdrStats;
pub use engine::PdrEngine;

use std::collections::BinaryHeap;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Instant;

use super::transys::TransSys;
use crate::error::Result;
use crate::ir::PropId;
use crate::sat::SatConfig;
use crate::term::{TermId, TermStore};
use solver::{Encoded, InitSolver, Lifter};

/// A conjunction of state-bit literals, sorted: bit `i` with value `v` is `i << 1 | v`.
pub type Cube = Vec<u32>;

/// What one PDR run settled.
#[derive(Debug, Default)]
pub struct PdrOutcome {
    /// Properties with a counterexample of this depth (frame of the violation, BMC's count).
    pub failed: Vec<(PropId, u32)>,
    /// Properties proved by the invariant.
    pub proved: Vec<PropId>,
    /// The invariant (lemmas over state bits) when something was proved.
    pub invariant: Option<Certificate>,
    /// Why the rest is open (interrupted, unsupported), if anything is.
    pub open_reason: Option<String>,
    pub stats: PdrStats,
}

struct Obligation {
    level: usize,
    /// Iterations from this state to the violation.
    depth: u32,
    cube: Cube,
}

impl PartialEq for Obligation {
    fn eq(&self, o: &Self) -> bool {
        self.level == o.level && self.depth == o.depth
    }
}
impl Eq for Obligation {}
impl PartialOrd for Obligation {
    fn partial_cmp(&self, o: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(o))
    }
}
impl Ord for Obligation {
    /// The lowest level first (a max-heap, so reversed), then the deepest.
    fn cmp(&self, o: &Self) -> std::cmp::Ordering {
        o.level.cmp(&self.level).then(self.depth.cmp(&o.depth))
    }
}

pub(super) struct Pdr {
    ts: TransSys,
    sat: SatConfig,
    terminate: Arc<AtomicBool>,
    /// `frames[i]` is the solver of `F_i`.
    frames: Vec<Encoded>,
    /// Lemmas by level (delta form); `lemmas[0]` is unused (F_0 is Init).
    lemmas: Vec<Vec<Cube>>,
    lifter: Lifter,
    init: InitSolver,
    open: Vec<PropId>,
    stats: PdrStats,
    /// `Init(x)` as a term, asserted in `F_0`.
    init_term: crate::term::TermId,
    /// Proved word-level invariants (`invgen.rs`), assumed in every frame and part of the
    /// certificate.
    word: Vec<super::invgen::WordInv>,
    /// Their conjunction over the current state.
    word_term: crate::term::TermId,
    /// Activation literals of relative-induction queries that answered with a model, which
    /// must stay readable until the predecessor is taken: retired before the next clause.
    pending_retire: Vec<(usize, crate::sat::Lit)>,
    /// Properties other engines settled (`--prove`): dropped from `open`.
    settled: Option<Arc<super::Settled>>,
    /// `--prove`: where the inductive part of the newest frame goes, for k-induction
    /// (`shared.rs`), and the candidates last checked.
    shared: Option<Arc<super::shared::SharedInvariants>>,
    last_shared: Vec<Cube>,
}

/// Why a blocking attempt stopped.
enum Blocked {
    Yes,
    /// Another engine settled the property meanwhile.
    Dropped,
    /// A chain from an initial state: violation in this frame.
    Counterexample(u32),
}

impl Pdr {
    pub fn new(
        mut ts: TransSys,
        open: Vec<PropId>,
        word: Vec<super::invgen::WordInv>,
        sat: &SatConfig,
        settled: Option<Arc<super::Settled>>,
        terminate: Arc<AtomicBool>,
    ) -> Result<Pdr> {
        let signed = super::invgen::signedness(&ts);
        let cur: Vec<crate::term::TermId> = ts.vars.iter().map(|v| v.term).collect();
        let mut word_term = crate::term::TermStore::TRUE;
        for w in &word {
            let t = w.term(&mut ts.store, &signed, &cur);
            word_term = ts.store.and(word_term, t);
        }
        let init = InitSolver::new(&mut ts, sat, terminate.clone());
        let init_term = super::transys::init_term(&mut ts);
        let lifter = Lifter { s: Encoded::step(&ts, sat, terminate.clone())? };
        let stats = PdrStats { state_bits: ts.state_bits(), ..Default::default() };
        Ok(Pdr {
            ts,
            sat: sat.clone(),
            terminate,
            frames: Vec::new(),
            lemmas: Vec::new(),
            lifter,
            init,
            open,
            stats,
            init_term,
            word,
            word_term,
            pending_retire: Vec::new(),
            settled,
            shared: None,
            last_shared: Vec::new(),
        })
    }

    /// Publishes the inductive part of every new frame into `shared` (`--prove`).
    pub fn sharing(mut self, shared: Option<Arc<super::shared::SharedInvariants>>) -> Pdr {
        self.shared = shared.filter(|_| self.ts.cut_points.is_empty());
        self
    }

    /// Runs until every open property is proved or failed, or the terminate flag stops it.
    pub fn run(mut self) -> PdrOutcome {
        let start = Instant::now();
        let mut out = PdrOutcome::default();
        let r = self.search(&mut out);
        if let Err(e) = r {
            out.open_reason = Some(e.message.clone());
        }
        self.stats.time = start.elapsed();
        self.stats.solver_calls = self.frames.iter().map(|f| f.calls).sum::<u64>()
            + self.lifter.s.calls
            + self.init.calls;
        out.stats = self.stats.clone();
        out
    }

    fn search(&mut self, out: &mut PdrOutcome) -> Result<()> {
        // Violations before the loop: frame 0 of BMC.
        for p in self.init.violation_before_loop(&self.ts, &self.open)? {
            out.failed.push((p, 0));
        }
        self.open.retain(|p| !out.failed.iter().any(|f| f.0 == *p));
        self.push_frame()?;
        loop {
            self.drop_settled_elsewhere();
            if self.open.is_empty() {
                return Ok(());
            }
            let k = self.frames.len() - 1;
            // Block every state of F_k that violates an open property in one iteration.
            loop {
                self.retire_pending();
                self.drop_settled_elsewhere();
                if self.open.is_empty() {
                    return Ok(());
                }
                let bad = self.frames[k].bad(&self.open);
                if !self.frames[k].solve(&[bad])? {
                    break;
                }
                // One violated property: the lifted cube forces that one, so a chain from
                // Init to the cube is a counterexample of exactly this property.
                let hit = self.frames[k].violated(&self.open);
                let Some(&p) = hit.first() else {
                    return Err(crate::error::Error::internal(
                        "pdr: a bad state violates no open property",
                    ));
                };
                let (state, inputs) = self.frames[k].model();
                let cube = self.lifter.lift(&state, &inputs, None, &[p])?;
                match self.block(cube, k, p)? {
                    Blocked::Yes | Blocked::Dropped => {}
                    Blocked::Counterexample(depth) => {
                        out.failed.push((p, depth));
                        self.open.retain(|p| !out.failed.iter().any(|f| f.0 == *p));
                        if self.open.is_empty() {
                            return Ok(());
                        }
                    }
                }
            }
            self.push_frame()?;
            if let Some(level) = self.propagate()? {
                let lemmas: Vec<Cube> =
                    self.lemmas[level + 1..].iter().flatten().cloned().collect();
                out.proved = self.open.clone();
                out.invariant =
                    Some(Certificate::new(&self.ts, lemmas, self.word.clone(), level as u32));
                return Ok(());
            }
            self.share_newest_frame()?;
        }
    }

    /// Drops the properties another engine settled. Lemmas stay valid: they describe the
    /// reachable states, whichever properties are checked.
    fn drop_settled_elsewhere(&mut self) {
        if let Some(s) = &self.settled {
            self.open.retain(|&p| !s.contains(p));
        }
    }

    fn push_frame(&mut self) -> Result<()> {
        let mut f = Encoded::step(&self.ts, &self.sat, self.terminate.clone())?;
        let w = f.enc.lit(&self.ts.store, self.word_term);
        f.enc.add_clause(&[w]);
        for &c in &self.ts.constraints {
            let l = f.enc.lit(&self.ts.store, c);
            f.enc.add_clause(&[l]);
        }
        if self.frames.is_empty() {
            for &c in &self.ts.init_constraints {
                let l = f.enc.lit(&self.ts.store, c);
                f.enc.add_clause(&[l]);
            }
            let i = f.enc.lit(&self.ts.store, self.init_term);
            f.enc.add_clause(&[i]);
        } else {
            // Lemmas of higher levels hold here too (delta encoding).
            let level = self.frames.len();
            for l in self.lemmas.iter().skip(level).flatten() {
                f.block(l);
            }
        }
        self.frames.push(f);
        self.lemmas.push(Vec::new());
        self.stats.frames = self.frames.len() as u32 - 1;
        Ok(())
    }

    /// Blocks `cube` (a state violating an open property) at level `k`.
    fn block(&mut self, cube: Cube, k: usize, prop: PropId) -> Result<Blocked> {
        let mut queue = BinaryHeap::new();
        queue.push(Obligation { level: k, depth: 0, cube });
        while let Some(ob) = queue.pop() {
            self.stats.obligations += 1;
            if self.stats.obligations.is_multiple_of(64)
                && self.settled.as_ref().is_some_and(|s| s.contains(prop))
            {
                return Ok(Blocked::Dropped);
            }
            if ob.level == 0 {
                // An initial state (F_0 is Init): `depth` iterations to a violating state,
                // which violates in the next one.
                return Ok(Blocked::Counterexample(ob.depth + 1));
            }
            if self.subsumed(&ob.cube, ob.level) {
                if ob.level < k {
                    queue.push(Obligation { level: ob.level + 1, ..ob });
                }
                continue;
            }
            match self.relative_induction(&ob.cube, ob.level, true)? {
                Some(core) => {
                    let lemma = self.generalize(core, ob.level)?;
                    let level = self.push_lemma_up(&lemma, ob.level)?;
                    self.add_lemma(lemma, level);
                    if level < k {
                        queue.push(Obligation { level: level + 1, ..ob });
                    }
                }
                None => {
                    let (state, inputs) = self.frames[ob.level - 1].model();
                    let pred = self.lifter.lift(&state, &inputs, Some(&ob.cube), &self.open)?;
                    queue.push(Obligation { level: ob.level - 1, depth: ob.depth + 1, cube: pred });
                    queue.push(ob);
                }
            }
        }
        Ok(Blocked::Yes)
    }

    /// Whether a lemma at `level` or above already excludes `cube`.
    fn subsumed(&self, cube: &Cube, level: usize) -> bool {
        self.lemmas[level..].iter().flatten().any(|l| is_subset(l, cube))
    }

    /// Is `not cube` inductive relative to `F_{level-1}`: no state of `F_{level-1}` (outside
    /// `cube`, if `strengthen`) steps into `cube`? `Some(core)` (the part of `cube` the proof
    /// used, still disjoint from Init) or `None` with the predecessor in the model.
    fn relative_induction(
        &mut self,
        cube: &Cube,
        level: usize,
        strengthen: bool,
    ) -> Result<Option<Cube>> {
        self.retire_pending();
        let f = &mut self.frames[level - 1];
        let mut assumptions = vec![f.head];
        let act = if strengthen {
            let act = f.enc.fresh_lit();
            let mut clause = vec![!act];
            clause.extend(cube.iter().map(|&b| !f.lit(b, false)));
            f.enc.add_clause(&clause);
            assumptions.push(act);
            Some(act)
        } else {
            None
        };
        assumptions.extend(cube.iter().map(|&b| f.lit(b, true)));
        let sat = f.solve(&assumptions)?;
        let result = if sat {
            None
        } else {
            let core: Cube =
                cube.iter().copied().filter(|&b| f.enc.failed(f.lit(b, true))).collect();
            Some(core)
        };
        // A model stays readable until the next clause: retire the activation afterwards.
        if let (Some(act), false) = (act, sat) {
            f.enc.add_clause(&[!act]);
        }
        let Some(core) = result else {
            if let Some(act) = act {
                self.pending_retire.push((level - 1, act));
            }
            return Ok(None);
        };
        Ok(Some(if core.len() < cube.len() && self.init.meets(&core)? {
            self.repair_init(cube, core)?
        } else {
            core
        }))
    }

    /// `core` meets Init but `cube` does not: adds back literals of `cube` until it does not.
    fn repair_init(&mut self, cube: &Cube, mut core: Cube) -> Result<Cube> {
        // A bit whose initial value is fixed and differs from the cube's separates them.
        if let Some(&b) = cube
            .iter()
            .find(|&&b| self.init.fixed[(b >> 1) as usize].is_some_and(|v| v != (b & 1 == 1)))
        {
            core.push(b);
            core.sort_unstable();
            core.dedup();
            return Ok(core);
        }
        Ok(cube.clone())
    }

    /// The highest level (at least `level`, at most the frontier) at which `not lemma` is
    /// inductive relative to the level below.
    fn push_lemma_up(&mut self, lemma: &Cube, mut level: usize) -> Result<usize> {
        let k = self.frames.len() - 1;
        while level < k {
            match self.relative_induction(lemma, level + 1, true)? {
                Some(_) => level += 1,
                None => break,
            }
        }
        Ok(level)
    }

    fn add_lemma(&mut self, lemma: Cube, level: usize) {
        self.retire_pending();
        for l in self.lemmas[1..=level].iter_mut() {
            l.retain(|old| !is_subset(&lemma, old));
        }
        for f in &mut self.frames[1..=level] {
            f.block(&lemma);
        }
        self.lemmas[level].push(lemma);
        self.stats.lemmas += 1;
    }

    fn retire_pending(&mut self) {
        for (level, act) in self.pending_retire.drain(..) {
            self.frames[level].enc.add_clause(&[!act]);
        }
    }

    /// Moves lemmas forward; `Some(i)` when level `i` becomes empty: `F_i = F_{i+1}`, and
    /// the lemmas above `i` are an inductive invariant.
    fn propagate(&mut self) -> Result<Option<usize>> {
        let k = self.frames.len() - 1;
        for level in 1..k {
            let lemmas = std::mem::take(&mut self.lemmas[level]);
            let mut stay = Vec::new();
            for lemma in lemmas {
                if self.subsumed(&lemma, level + 1) {
                    continue;
                }
                if self.relative_induction(&lemma, level + 1, false)?.is_some() {
                    self.frames[level + 1].block(&lemma);
                    self.lemmas[level + 1].push(lemma);
                } else {
                    stay.push(lemma);
                }
            }
            self.retire_pending();
            self.lemmas[level] = stay;
            if self.lemmas[level].is_empty() {
                return Ok(Some(level));
            }
        }
        Ok(None)
    }
}

impl Pdr {
    /// `--prove`: the largest subset of the newest frame's lemmas that is inductive on its
    /// own (with the word invariants, themselves proved, assumed), found by Houdini over one
    /// transition, is an invariant of every reachable loop-head state: published for
    /// k-induction's step case. The frame as a whole is only relatively inductive (it holds
    /// in the states reachable within k steps), so it cannot be handed over as it is.
    fn share_newest_frame(&mut self) -> Result<()> {
        let Some(shared) = self.shared.clone() else { return Ok(()) };
        let k = self.frames.len() - 1;
        let mut cubes: Vec<Cube> =
            self.lemmas.get(k..).unwrap_or(&[]).iter().flatten().cloned().collect();
        cubes.sort();
        if cubes.is_empty() || cubes == self.last_shared {
            return Ok(());
        }
        self.last_shared = cubes.clone();
        let cur: Vec<TermId> = self.ts.vars.iter().map(|v| v.term).collect();
        let next = self.ts.next.clone();
        let candidates = Certificate::new(&self.ts, cubes.clone(), Vec::new(), 0);
        let now: Vec<TermId> =
            candidates.lemmas.iter().map(|l| lemma_term(&mut self.ts.store, l, &cur)).collect();
        let after: Vec<TermId> =
            candidates.lemmas.iter().map(|l| lemma_term(&mut self.ts.store, l, &next)).collect();
        let mut enc =
            crate::encode::Encoder::new(crate::sat::new_solver(&self.sat, self.terminate.clone()));
        let s = &mut self.ts.store;
        let init = self.ts.init_constraints.iter().fold(self.init_term, |a, &c| s.and(a, c));
        let step = self
            .ts
            .constraints
            .iter()
            .fold(s.and(self.word_term, self.ts.head), |a, &c| s.and(a, c));
        let mut alive: Vec<usize> = (0..cubes.len()).collect();
        // Initiation, then consecution, each until no lemma is dropped.
        for (base, lemmas) in [(init, &now), (step, &after)] {
            loop {
                let s = &mut self.ts.store;
                let broken = alive.iter().fold(TermStore::FALSE, |a, &i| {
                    let n = s.not(lemmas[i]);
                    s.or(a, n)
                });
                let mut assume = vec![enc.lit(s, base), enc.lit(s, broken)];
                if base == step {
                    assume.extend(alive.iter().map(|&i| enc.lit(&self.ts.store, now[i])));
                }
                match enc.solve(&assume) {
                    crate::sat::SatResult::Unsat => break,
                    crate::sat::SatResult::Interrupted => return Ok(()),
                    crate::sat::SatResult::Sat => {
                        let before = alive.len();
                        alive.retain(|&i| {
                            let l = enc.lit(&self.ts.store, lemmas[i]);
                            enc.lit_value(l)
                        });
                        if alive.len() == before || alive.is_empty() {
                            return Ok(());
                        }
                    }
                }
            }
        }
        tracing::debug!(
            frame = k,
            candidates = cubes.len(),
            inductive = alive.len(),
            "pdr: lemmas shared with k-induction"
        );
        let Certificate { mut lemmas, vars, .. } = candidates;
        let kept = alive.iter().map(|&i| std::mem::take(&mut lemmas[i])).collect();
        shared.publish(Certificate { lemmas: kept, word: Vec::new(), vars, level: 0 });
        Ok(())
    }
}

/// `a` is a subset of `b` (both sorted): the lemma `not a` excludes every state of `b`.
fn is_subset(a: &[u32], b: &[u32]) -> bool {
    let mut j = 0;
    for &x in a {
        while j < b.len() && b[j] < x {
            j += 1;
        }
        if j == b.len() || b[j] != x {
            return false;
        }
        j += 1;
    }
    true
}

#[cfg(test)]
mod tests {
    use super::is_subset;

    #[test]
    fn subset_of_sorted_cubes() {
        assert!(is_subset(&[], &[1, 2]));
        assert!(is_subset(&[2, 7], &[1, 2, 5, 7]));
        assert!(!is_subset(&[2, 6], &[1, 2, 5, 7]));
        assert!(!is_subset(&[9], &[1, 2]));
    }
}
