//! The frame checker the frame-based engines are built from: symbolic execution of the next
//! frame, its terms appended to one solver, and the assumption-guarded queries of formula (5).

use std::collections::HashSet;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Instant;

use super::simulate::Witness;
use super::trace::{self, Trace};
use super::Stats;
use crate::encode::Encoder;
use crate::error::{Error, Result};
use crate::fxhash::FxHashMap;
use crate::ir::{Program, PropId};
use crate::sat::{new_solver, SatConfig, SatResult};
use crate::symex::{FrameOutput, Symex, SymexConfig};
use crate::term::refute::Refuter;
use crate::term::{TermId, TermStore};

/// A violation term of some frame, not yet shown unsatisfiable.
#[derive(Debug, Clone, Copy)]
pub(super) struct Pending {
    pub prop: PropId,
    pub term: TermId,
    pub frame: u32,
}

/// The violations one `check_violations` call found.
pub(super) struct Checked {
    pub found: Vec<(Pending, Option<Trace>)>,
    /// The solver was stopped before the remaining violations were settled.
    pub interrupted: bool,
    /// A violation was found that needs a value ibmc does not model (why): not reported, and
    /// the run cannot go on soundly past it.
    pub unconfirmed: Option<String>,
}

/// Sources of arbitrary stand-ins for values ibmc does not model: a read through a pointer of
/// another type, or through an invalid pointer (undefined behaviour; `--pointer-check` reports
/// the dereference itself), and the distance or order of two objects' addresses (undefined
/// too; `--pointer-check` reports the subtraction or comparison). A violation is reported
/// only if it happens whatever they are.
pub(super) const UNMODELLED: [&str; 4] = [
    crate::symex::PUNNED,
    crate::symex::INVALID_DEREF,
    crate::symex::BEYOND_ALLOCATION,
    crate::symex::ADDRESS_LAYOUT,
];

/// How often a query with a trace asks again, other inputs blocked, for a violation that
/// does not need unmodelled stand-ins.
const CONFIRM_RETRIES: usize = 8;

/// The answer of a coverage query (`Checker::cover_query`).
pub(super) enum GoalQuery {
    /// The goals one model reaches (confirmed), those it reaches only through unmodelled
    /// values, the test (the trace to the deepest reached goal), and which of the `also`
    /// goals the test reaches too (for minimizing the tests).
    Reached {
        goals: Vec<Pending>,
        unconfirmed: Vec<Pending>,
        trace: Trace,
        also: Vec<Pending>,
    },
    Unsat,
    Interrupted,
}

pub(super) enum Query {
    /// A violation with its trace (already confirmed by the evaluator) when one was asked for.
    Violated(Pending, Option<Trace>),
    Unsat,
    Interrupted,
}

/// Outcome of a step-case query.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Step {
    Inductive,
    NotInductive,
    NotChecked,
    Interrupted,
}

/// Whether frame `k` asks if the next loop head is reachable (which only decides a `complete`
/// verdict). While the loop runs the query is satisfiable, and a model must assign the whole
/// formula, so asking every frame costs time quadratic in the depth. It is asked for every
/// frame below 16, then 8 times per doubling of the depth: a program whose loop ends is
/// reported complete at most 1/8 of its depth late, and the queries cost linear time.
pub(super) fn head_query_due(k: u32) -> bool {
    if k < 16 {
        return true;
    }
    let step = 1u32 << (31 - k.leading_zeros() - 3);
    k.is_multiple_of(step)
}

/// Search effort (solver polls: decisions and conflicts) any next-loop-head query may take.
/// Beyond it, the head queries together may take as much effort as the violation queries
/// have: completeness checks at most double the search, however hard their models are.
const HEAD_QUERY_MIN_WORK: u64 = 20_000;

/// Whether the next loop head can be reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Reach {
    Reachable,
    Unreachable,
    /// Not decided within the conflict budget.
    Undecided,
    /// Stopped by the terminate flag.
    Interrupted,
}

/// Time interval reasoning may take before it must pay for itself (`Checker::unrefuted`).
const REFUTE_FREE: std::time::Duration = std::time::Duration::from_secs(1);

pub(super) struct Checker<'p> {
    program: &'p Program,
    pub store: TermStore,
    pub symex: Symex<'p>,
    pub enc: Encoder,
    pub unchecked: Vec<Pending>,
    pub unwind_unchecked: Vec<Pending>,
    pub stats: Stats,
    /// Encode every term a frame creates (`--no-slice`), not just the cones of its
    /// constraints and queries.
    pub no_slice: bool,
    terminate: Arc<AtomicBool>,
    /// Search effort of the head queries so far.
    head_work: u64,
    /// After a satisfiable query with a trace whose formula holds unmodelled stand-ins: the
    /// reported model's values of every other input, as assumptions.
    confirm_with: Option<Vec<crate::sat::Lit>>,
    /// Set by `query` when the violation it returns needs unmodelled stand-ins (why).
    unconfirmed: Option<String>,
    /// A concrete execution through the frames so far, which answers head queries while it
    /// can be extended (`engine/simulate.rs`).
    witness: Witness,
    /// Extend the witness with every frame: not in k-induction's step case (its frames start
    /// from an arbitrary state, and it asks no head queries).
    simulate: bool,
    /// Interval reasoning that answers some queries before the encoder and the solver.
    refuter: Refuter,
}

impl<'p> Checker<'p> {
    pub fn new(
        program: &'p Program,
        config: SymexConfig,
        sat: &SatConfig,
        terminate: Arc<AtomicBool>,
    ) -> Self {
        let stats = Stats { solver_instances: 1, ..Default::default() };
        let simulate = !config.havoc_at_head;
        Checker {
            program,
            store: TermStore::new(),
            symex: Symex::new(program, config, terminate.clone()),
            enc: Encoder::new(new_solver(sat, terminate.clone())),
            unchecked: Vec::new(),
            unwind_unchecked: Vec::new(),
            stats,
            no_slice: false,
            terminate,
            head_work: 0,
            confirm_with: None,
            unconfirmed: None,
            witness: Witness::default(),
            simulate,
            refuter: Refuter::default(),
        }
    }

    /// A checker as the engines run it: the solver and slicing `opts` ask for.
    pub(super) fn for_engine(
        program: &'p Program,
        config: SymexConfig,
        opts: &super::EngineOptions,
        terminate: Arc<AtomicBool>,
    ) -> Self {
        let mut ck = Checker::new(program, config, &opts.sat, terminate);
        ck.no_slice = opts.no_slice;
        if opts.refine_arithmetic {
            ck.enc.abstract_arithmetic();
        }
        ck
    }

    /// Symbolically executes the next frame and appends its constraints to the solver. Its
    /// violations join `unchecked`; nothing is solved yet.
    pub fn run_frame(&mut self) -> Result<FrameOutput> {
        let t = Instant::now();
        let first_new = self.store.len();
        // Counted when symbolic execution fails too: a frame that runs an inner loop to the
        // unwinding limit before it becomes a cut point is time the summary must show.
        let out = self.symex.run_frame(&mut self.store);
        self.stats.time_symex += t.elapsed();
        let out = out?;
        self.stats.symex_steps += out.steps;
        let frame = out.frame;
        // Before anything encodes this frame's guards (its constraints, a head query): the
        // guard after an assertion intervals show safe is encoded as the guard before it.
        let assumed: FxHashMap<TermId, (TermId, TermId)> =
            out.assumed_checks.iter().map(|a| (a.violation, (a.after, a.before))).collect();
        let violations: Vec<Pending> =
            out.violations.iter().map(|&(prop, term)| Pending { prop, term, frame }).collect();
        let violations = self.unrefuted(&violations, &assumed);
        self.unchecked.extend(violations);
        let t = Instant::now();
        if self.no_slice {
            // Terms are hash-consed across frames: the ones created now are this frame's.
            for id in first_new..self.store.len() {
                self.enc.bits(&self.store, TermId(id as u32));
            }
        }
        for &c in &out.constraints {
            let l = self.enc.lit(&self.store, c);
            self.enc.add_clause(&[l]);
        }
        self.stats.time_encode += t.elapsed();
        if self.simulate {
            let t = Instant::now();
            let mut must_hold = vec![out.next_head];
            must_hold.extend(&out.constraints);
            self.witness.extend(&self.store, first_new, &must_hold);
            self.stats.time_simulate += t.elapsed();
        }
        self.unwind_unchecked.extend(out.unwind_violations.iter().map(|&(prop, term)| Pending {
            prop,
            term,
            frame,
        }));
        self.stats.frames = frame + 1;
        self.update_sizes();
        Ok(out)
    }

    fn update_sizes(&mut self) {
        self.stats.variables = self.enc.num_vars();
        self.stats.clauses = self.enc.num_clauses();
        self.stats.refinement = self.enc.refine_stats();
    }

    /// Formula (5): `(Psi or a)` for the pending violations, solved under `not a`, then `a`
    /// is asserted, which retires the disjunction for every later call.
    ///
    /// With a trace: when the model's violation needs unmodelled stand-ins (`confirm`), that
    /// assignment of the other inputs is blocked and the query asked again, up to
    /// [`CONFIRM_RETRIES`] times, so that a violation some other execution shows whatever
    /// the stand-ins are is still found. If none is, the last one comes back with
    /// `unconfirmed` set.
    fn query(&mut self, pending: &[Pending], want_trace: bool) -> Result<Query> {
        let Some((act, lits)) = self.activate(pending) else { return Ok(Query::Unsat) };
        let mut refused: Option<(Pending, Option<Trace>, String)> = None;
        let mut retries = 0;
        loop {
            match self.solve(&[!act]) {
                SatResult::Sat => {
                    let hit = self.earliest_hit(pending)?;
                    let trace = if want_trace {
                        if !self.prefer_zero_uninitialized(act, hit.term) {
                            return Ok(Query::Interrupted);
                        }
                        let trace = trace::build(
                            self.program,
                            &self.store,
                            &self.enc,
                            &self.symex,
                            hit.prop,
                            hit.term,
                            hit.frame,
                        )?;
                        self.confirm_with = self.modelled_inputs_of_model();
                        Some(trace)
                    } else {
                        None
                    };
                    if let Some(inputs) = self.confirm_with.clone() {
                        if let Err(why) = self.confirm(hit.term, hit.prop, hit.frame) {
                            if self.terminate.load(std::sync::atomic::Ordering::Relaxed) {
                                return Ok(Query::Interrupted);
                            }
                            if retries < CONFIRM_RETRIES && !inputs.is_empty() {
                                retries += 1;
                                let mut block = vec![act];
                                block.extend(inputs.iter().map(|&l| !l));
                                self.enc.add_clause(&block);
                                refused = Some((hit, trace, why));
                                continue;
                            }
                            self.enc.add_clause(&[act]);
                            self.unconfirmed = Some(why);
                            return Ok(Query::Violated(hit, trace));
                        }
                    }
                    self.enc.add_clause(&[act]);
                    return Ok(Query::Violated(hit, trace));
                }
                SatResult::Unsat => {
                    if let Some((hit, trace, why)) = refused {
                        // Every violation left needs the stand-ins: not settled either way.
                        self.enc.add_clause(&[act]);
                        self.unconfirmed = Some(why);
                        return Ok(Query::Violated(hit, trace));
                    }
                    self.retire_unsat(act, &lits);
                    return Ok(Query::Unsat);
                }
                SatResult::Interrupted => return Ok(Query::Interrupted),
            }
        }
    }

    /// A frame's violations that intervals do not show false (`term/refute.rs`). The others
    /// cannot hold in any execution: they reach neither the encoder nor the solver, which
    /// spares the UNSAT proofs of float sums and counters bounded by `assume`s. `assumed`:
    /// by violation, the guards after and before its assertion (`symex::AssumedCheck`).
    fn unrefuted(
        &mut self,
        pending: &[Pending],
        assumed: &FxHashMap<TermId, (TermId, TermId)>,
    ) -> Vec<Pending> {
        let t = Instant::now();
        // Where intervals cost more than a fifth of what encoding and solving took (beyond a
        // free second), stop trying: checked after every term, since one frame may hold
        // thousands of checks.
        let allowed = REFUTE_FREE.max((self.stats.time_encode + self.stats.time_solve) / 5);
        let mut out = Vec::with_capacity(pending.len());
        for p in pending {
            if p.term == TermStore::FALSE {
                continue;
            }
            if self.stats.time_refute + t.elapsed() > allowed {
                self.refuter.stop();
            }
            if self.refuter.refutes(&self.store, p.term) {
                self.stats.refuted_queries += 1;
                // The assertion holds wherever it is checked, so the guard that assumes it
                // is the guard before it: later frames encode no cone of its condition.
                if let Some(&(after, before)) = assumed.get(&p.term) {
                    self.enc.alias(&self.store, after, before);
                }
            } else {
                out.push(*p);
            }
        }
        self.stats.time_refute += t.elapsed();
        out
    }

    /// `(Psi or a)` for the pending terms: the activation literal `a` and each term's literal
    /// (each its own: an OR of terms could simplify one away, and the model must tell which
    /// holds). None when every term is false.
    fn activate(&mut self, pending: &[Pending]) -> Option<(crate::sat::Lit, Vec<crate::sat::Lit>)> {
        let t = Instant::now();
        let mut lits = Vec::with_capacity(pending.len());
        for p in pending {
            if p.term != TermStore::FALSE {
                lits.push(self.enc.lit(&self.store, p.term));
            }
        }
        if lits.is_empty() {
            return None;
        }
        let psi_lit = self.enc.or_lits(&lits);
        let act = self.enc.fresh_lit();
        self.enc.add_clause(&[psi_lit, act]);
        self.stats.time_encode += t.elapsed();
        self.update_sizes();
        Some((act, lits))
    }

    /// After an UNSAT answer under `not act`: `act` retires the query, and the formula implies
    /// that none of the terms holds; saying so as units spares later queries from
    /// rediscovering it. (Formula (5) of the paper only retires the disjunction; the units
    /// add no new constraint.)
    fn retire_unsat(&mut self, act: crate::sat::Lit, lits: &[crate::sat::Lit]) {
        self.enc.add_clause(&[act]);
        for &l in lits {
            self.enc.add_clause(&[!l]);
        }
    }

    /// Whether the current model makes a goal term true: a goal reached on every path of its
    /// frame is the constant TRUE, which has no literal.
    fn holds_in_model(&self, t: TermId) -> bool {
        t == TermStore::TRUE || (self.enc.is_encoded(t) && self.enc.model_value(t) == Some(1))
    }

    /// The pending term of the earliest frame the current model makes true.
    fn earliest_hit(&self, pending: &[Pending]) -> Result<Pending> {
        pending
            .iter()
            .copied()
            .filter(|p| self.enc.model_value(p.term) == Some(1))
            .min_by_key(|p| p.frame)
            .ok_or_else(|| Error::internal("SAT model satisfies no pending violation"))
    }

    /// Coverage (`engine/cover.rs`): can an execution reach any of the pending goals? When
    /// one can, the answer lists **every** pending goal the model reaches (one test covers
    /// them all, as CBMC's cover reads them off the model) and the test: the trace to the
    /// deepest of them. Retired like a violation query.
    /// `also`: goals already covered, of any frame so far; those the model reaches in the
    /// frames before the test's last are returned too (in its last frame, a goal after the
    /// deepest one is not run: the test stops there), and only with no unmodelled stand-ins
    /// in the formula, whose values a test cannot reproduce.
    pub fn cover_query(&mut self, pending: &[Pending], also: &[Pending]) -> Result<GoalQuery> {
        let Some((act, lits)) = self.activate(pending) else { return Ok(GoalQuery::Unsat) };
        match self.solve(&[!act]) {
            SatResult::Sat => {
                let first = self.earliest_hit(pending)?;
                if !self.prefer_zero_uninitialized(act, first.term) {
                    return Ok(GoalQuery::Interrupted);
                }
                let reached: Vec<Pending> = pending
                    .iter()
                    .copied()
                    .filter(|p| self.enc.model_value(p.term) == Some(1))
                    .collect();
                let deepest = *reached
                    .iter()
                    .max_by_key(|p| p.frame)
                    .ok_or_else(|| Error::internal("SAT model reaches no pending goal"))?;
                let trace = trace::build(
                    self.program,
                    &self.store,
                    &self.enc,
                    &self.symex,
                    deepest.prop,
                    deepest.term,
                    deepest.frame,
                )?;
                // With stand-ins for unmodelled values in the formula, a goal counts only if
                // the test's inputs reach it whatever those values are.
                let (mut goals, mut unconfirmed, mut also_reached) =
                    (Vec::new(), Vec::new(), Vec::new());
                match self.modelled_inputs_of_model() {
                    None => {
                        goals = reached;
                        also_reached = also
                            .iter()
                            .copied()
                            .filter(|p| p.frame < deepest.frame && self.holds_in_model(p.term))
                            .collect();
                    }
                    Some(inputs) => {
                        for g in reached {
                            self.confirm_with = Some(inputs.clone());
                            match self.confirm(g.term, g.prop, g.frame) {
                                Ok(()) => goals.push(g),
                                Err(_) => unconfirmed.push(g),
                            }
                        }
                    }
                }
                self.enc.add_clause(&[act]);
                Ok(GoalQuery::Reached { goals, unconfirmed, trace, also: also_reached })
            }
            SatResult::Unsat => {
                self.retire_unsat(act, &lits);
                Ok(GoalQuery::Unsat)
            }
            SatResult::Interrupted => Ok(GoalQuery::Interrupted),
        }
    }

    /// Coverage's test merging: one execution that reaches, for each group, one of its goal
    /// terms (indices into `seen`: the instances of one goal in the frames so far; `seen` is
    /// in the order symbolic execution met the goals, frame by frame, which on any path is
    /// the order they are reached in). Returns the test and the indices of `seen` it reaches.
    /// The test is the trace to the latest of the groups' first reached instances: it stops
    /// at that goal, so only goals met before it count (a goal later in the same frame is
    /// not run by the test). None when there is no such execution, or when the formula
    /// holds stand-ins for unmodelled values (a test cannot reproduce those).
    pub fn reach_all(
        &mut self,
        groups: &[Vec<usize>],
        seen: &[Pending],
    ) -> Result<Option<(Trace, Vec<usize>)>> {
        if self.has_unmodelled_inputs() {
            return Ok(None);
        }
        let mut assumptions = Vec::with_capacity(groups.len());
        for group in groups {
            let lits: Vec<crate::sat::Lit> = group
                .iter()
                .map(|&i| seen[i].term)
                .filter(|&t| t != TermStore::FALSE)
                .map(|t| self.enc.lit(&self.store, t))
                .collect();
            if lits.is_empty() {
                return Ok(None);
            }
            assumptions.push(self.enc.or_lits(&lits));
        }
        self.update_sizes();
        if self.solve(&assumptions) != SatResult::Sat {
            return Ok(None);
        }
        let reached = |i: &usize| self.holds_in_model(seen[*i].term);
        let mut last = 0;
        for group in groups {
            let Some(first) = group.iter().copied().filter(reached).min() else {
                return Err(Error::internal(
                    "a model of the merged goals reaches none of a goal's instances",
                ));
            };
            last = last.max(first);
        }
        let t = seen[last];
        let trace = trace::build(
            self.program,
            &self.store,
            &self.enc,
            &self.symex,
            t.prop,
            t.term,
            t.frame,
        )?;
        let within: Vec<usize> = (0..=last).filter(reached).collect();
        Ok(Some((trace, within)))
    }

    /// Whether the formula holds stand-ins for unmodelled values (`UNMODELLED`).
    fn has_unmodelled_inputs(&self) -> bool {
        self.symex
            .inputs()
            .iter()
            .any(|i| UNMODELLED.contains(&i.source.as_str()) && self.enc.is_encoded(i.term))
    }

    /// After a satisfiable query: looks for a model of the same violation in which every
    /// uninitialized variable the formula reads is 0, since a compiled run with
    /// `-ftrivial-auto-var-init=zero` can reproduce that one (`--validate`). Keeps the model
    /// when there is none. False only if the solver was interrupted without a model.
    fn prefer_zero_uninitialized(&mut self, act: crate::sat::Lit, violation: TermId) -> bool {
        let uninit: Vec<TermId> = self
            .symex
            .inputs()
            .iter()
            .filter(|i| i.source == "<uninitialized>" && self.enc.is_encoded(i.term))
            .map(|i| i.term)
            .collect();
        if !uninit.iter().any(|&t| self.enc.model_value(t).is_some_and(|v| v != 0)) {
            return true;
        }
        let mut assumptions = vec![!act, self.enc.lit(&self.store, violation)];
        for t in uninit {
            assumptions.extend(self.enc.bits(&self.store, t).into_iter().map(|b| !b));
        }
        match self.solve(&assumptions) {
            SatResult::Sat => true,
            // No such model: solve again for one (the last call left none).
            _ => self.solve(&assumptions[..2]) == SatResult::Sat,
        }
    }

    /// When the formula holds stand-ins for unmodelled values (`UNMODELLED`): the current
    /// model's value of every other input, bit by bit, as assumptions.
    fn modelled_inputs_of_model(&mut self) -> Option<Vec<crate::sat::Lit>> {
        if !self.has_unmodelled_inputs() {
            return None;
        }
        let terms: Vec<TermId> = self
            .symex
            .inputs()
            .iter()
            .filter(|i| !UNMODELLED.contains(&i.source.as_str()) && self.enc.is_encoded(i.term))
            .map(|i| i.term)
            .collect();
        let mut lits = Vec::new();
        for t in terms {
            for l in self.enc.bits(&self.store, t) {
                lits.push(if self.enc.lit_value(l) { l } else { !l });
            }
        }
        Some(lits)
    }

    /// Whether violation `v` holds for the reported model's inputs whatever the unmodelled
    /// stand-ins are: no assignment of them avoids it. `Err` (why) if some does, or the
    /// solver was stopped.
    fn confirm(&mut self, v: TermId, prop: PropId, frame: u32) -> std::result::Result<(), String> {
        let Some(mut assumptions) = self.confirm_with.take() else { return Ok(()) };
        let l = self.enc.lit(&self.store, v);
        assumptions.push(!l);
        match self.solve(&assumptions) {
            SatResult::Unsat => Ok(()),
            _ => Err(format!(
                "the violation of {} found at frame {frame} depends on a value ibmc does not model: one read through a \
                 pointer of another type or an invalid pointer, or the distance or order of two objects' addresses \
                 (not reported; --pointer-check reports invalid dereferences and pointer subtractions and \
                 comparisons across objects)",
                self.program.property(prop).id
            )),
        }
    }

    /// Checks the unchecked violations of the properties not in `skip`, one property at a
    /// time as they are found: after a violation, that property's other violations are dropped
    /// and the rest queried again, until UNSAT (or the first violation, with `stop_at_first`).
    /// Every query is retired afterwards.
    pub fn check_violations(
        &mut self,
        skip: &HashSet<PropId>,
        stop_at_first: bool,
    ) -> Result<Checked> {
        let mut pending: Vec<Pending> = std::mem::take(&mut self.unchecked);
        pending.retain(|p| !skip.contains(&p.prop));
        let mut found = Vec::new();
        loop {
            match self.query(&pending, true)? {
                Query::Violated(hit, trace) => {
                    if let Some(why) = self.unconfirmed.take() {
                        self.unchecked = pending;
                        return Ok(Checked { found, interrupted: false, unconfirmed: Some(why) });
                    }
                    pending.retain(|p| p.prop != hit.prop);
                    found.push((hit, trace));
                    if stop_at_first {
                        return Ok(Checked { found, interrupted: false, unconfirmed: None });
                    }
                }
                Query::Unsat => {
                    return Ok(Checked { found, interrupted: false, unconfirmed: None })
                }
                Query::Interrupted => {
                    self.unchecked = pending;
                    return Ok(Checked { found, interrupted: true, unconfirmed: None });
                }
            }
        }
    }

    /// Checks the unwinding assertions of inner loops (only with `--unwind`); they stay
    /// pending only if interrupted.
    pub fn check_unwinding(&mut self) -> Result<Query> {
        let pending = std::mem::take(&mut self.unwind_unchecked);
        let q = self.query(&pending, false)?;
        if matches!(q, Query::Interrupted) {
            self.unwind_unchecked = pending;
        }
        Ok(q)
    }

    /// k-induction's step query: can the newest frame violate a property (an unwinding
    /// assertion counts as one) while all earlier frames are assumed violation-free? Either
    /// way, the frame's violations are then assumed not to happen, for every later query:
    /// that is the induction hypothesis.
    /// Without `query` (step frame 0, which holds no loop body and so proves nothing) the
    /// frame's violations are only assumed away.
    /// `settled` properties (proved or failed) are no longer queried (they stay in the
    /// hypothesis: an execution ends at a failed assertion, which is assumed after its check).
    /// When the joint query is satisfiable, `strengthen` may add what the hypothesis lacked
    /// (invariants searched only now: true when it added some), and the joint query is asked
    /// again; if it is still satisfiable, every other property is queried alone; those that
    /// cannot be violated in this frame are returned as newly proved.
    pub fn check_step(
        &mut self,
        query: bool,
        settled: &HashSet<PropId>,
        strengthen: &mut dyn FnMut(&mut Checker) -> Result<bool>,
    ) -> Result<(Step, Vec<PropId>)> {
        let mut pending = std::mem::take(&mut self.unchecked);
        pending.append(&mut self.unwind_unchecked);
        let open: Vec<Pending> =
            pending.iter().copied().filter(|p| !settled.contains(&p.prop)).collect();
        let mut newly = Vec::new();
        let mut joint = || -> Result<Query> {
            match self.query(&open, false)? {
                Query::Violated(..) if strengthen(self)? => self.query(&open, false),
                q => Ok(q),
            }
        };
        let q = if !query {
            Step::NotChecked
        } else {
            match joint()? {
                Query::Unsat => Step::Inductive,
                Query::Interrupted => return Ok((Step::Interrupted, newly)),
                Query::Violated(..) => {
                    for i in 0..self.program.properties.len() {
                        let prop_id = PropId(i as u32);
                        if settled.contains(&prop_id) {
                            continue;
                        }
                        let mine: Vec<Pending> =
                            open.iter().copied().filter(|p| p.prop == prop_id).collect();
                        match self.query(&mine, false)? {
                            Query::Unsat => newly.push(prop_id),
                            Query::Violated(..) => {}
                            Query::Interrupted => return Ok((Step::Interrupted, newly)),
                        }
                    }
                    Step::NotInductive
                }
            }
        };
        let t = Instant::now();
        for p in &pending {
            if p.term != TermStore::FALSE {
                let l = self.enc.lit(&self.store, p.term);
                self.enc.add_clause(&[!l]);
            }
        }
        self.stats.time_encode += t.elapsed();
        self.update_sizes();
        Ok((q, newly))
    }

    /// `--simple-path`: the states at the body entry of the newest frame differ from those of
    /// every earlier frame (where both are reached).
    pub fn add_simple_path(
        &mut self,
        history: &[(TermId, Vec<TermId>)],
        guard: TermId,
        values: &[TermId],
    ) {
        let t = Instant::now();
        let g = self.enc.lit(&self.store, guard);
        for (g_old, old) in history {
            if old.len() != values.len() {
                // Shapes differ (a variable out of scope in one state): no constraint, which
                // only weakens the step case.
                continue;
            }
            let mut clause = vec![!g, !self.enc.lit(&self.store, *g_old)];
            for (a, b) in old.iter().zip(values) {
                let ne = self.store.ne(*a, *b);
                if ne == TermStore::TRUE {
                    clause.clear();
                    break;
                }
                if ne != TermStore::FALSE {
                    clause.push(self.enc.lit(&self.store, ne));
                }
            }
            if !clause.is_empty() {
                self.enc.add_clause(&clause);
            }
        }
        self.stats.time_encode += t.elapsed();
        self.update_sizes();
    }

    /// Can any execution reach a point with guard `head`? Its own assumption-guarded query,
    /// within a conflict budget: it only decides whether a run is `complete`, and while the
    /// loop goes on it is satisfiable, with models that can be as hard to find as any
    /// counterexample (RERS: seconds per frame). Undecided means "go on unwinding".
    pub fn reachable(&mut self, head: TermId) -> Result<Reach> {
        if head == TermStore::FALSE {
            return Ok(Reach::Unreachable);
        }
        if head == TermStore::TRUE {
            // Assumptions are part of every guard, so a TRUE guard is reached by any input.
            return Ok(Reach::Reachable);
        }
        if self.witness.reaches(head) {
            self.stats.simulated_heads += 1;
            return Ok(Reach::Reachable);
        }
        let t = Instant::now();
        let l = self.enc.lit(&self.store, head);
        self.stats.time_encode += t.elapsed();
        self.update_sizes();
        let other_work = self.enc.work() - self.head_work;
        let budget = HEAD_QUERY_MIN_WORK.max(other_work.saturating_sub(self.head_work));
        let mut limited = false;
        let before = self.enc.work();
        let result = self.solve_with(&[l], |enc| limited = enc.limit_next_solve(budget));
        self.head_work += self.enc.work() - before;
        if result == SatResult::Sat && self.simulate {
            let t = Instant::now();
            let enc = &self.enc;
            self.witness.adopt(&self.store, head, |v| enc.model_value(v));
            self.stats.time_simulate += t.elapsed();
        }
        Ok(match result {
            SatResult::Sat => Reach::Reachable,
            SatResult::Unsat => Reach::Unreachable,
            SatResult::Interrupted
                if limited && !self.terminate.load(std::sync::atomic::Ordering::Relaxed) =>
            {
                Reach::Undecided
            }
            SatResult::Interrupted => Reach::Interrupted,
        })
    }

    fn solve(&mut self, assumptions: &[crate::sat::Lit]) -> SatResult {
        self.solve_with(assumptions, |_| {})
    }

    /// A query, refined until its model is exact when arithmetic is abstracted
    /// (`encode/refine.rs`); `before_each` runs before every solver call.
    fn solve_with(
        &mut self,
        assumptions: &[crate::sat::Lit],
        before_each: impl FnMut(&mut Encoder),
    ) -> SatResult {
        let t = Instant::now();
        let call = super::SolveCall::begin();
        let r = self.enc.solve_refined(&self.store, assumptions, before_each);
        drop(call);
        let took = t.elapsed();
        self.stats.time_solve += took;
        self.stats.solver_calls += 1;
        tracing::debug!(
            frame = self.stats.frames - 1,
            ?r,
            work = self.enc.work(),
            secs = took.as_secs_f64(),
            "solve"
        );
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::EngineOptions;
    use crate::ir::loops::{choose, Choice};

    /// Frames 0..=5 of `tests/slicing/late_use.c`: per frame, clauses so far, whether the
    /// `y = in * 3` multiplication and the `z = in * 5` one are encoded, and the frame's
    /// violation query result.
    fn run(no_slice: bool) -> Vec<(u64, bool, bool, bool)> {
        let file =
            std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/slicing/late_use.c");
        let program = crate::frontend::load(&[file], &Default::default()).expect("loads");
        let entry = program.function_by_name("main").expect("main");
        let Choice::Picked(lp) = choose(&program, entry).expect("a loop") else {
            panic!("no unbounded loop")
        };
        let opts =
            EngineOptions { entry: Some(entry), incremental_loop: Some(lp), ..Default::default() };
        let config = super::super::unwinding::symex_config(&program, &opts, None).expect("config");
        let mut ck =
            Checker::new(&program, config, &Default::default(), Arc::new(AtomicBool::new(false)));
        ck.no_slice = no_slice;
        let mut rows = Vec::new();
        for _ in 0..=5 {
            ck.run_frame().expect("frame");
            let found =
                !ck.check_violations(&HashSet::new(), true).expect("query").found.is_empty();
            let encoded_mul = |ck: &Checker, factor: u64| {
                (0..ck.store.len()).map(|i| TermId(i as u32)).any(|t| {
                    let is_mul = match ck.store.node(t).op {
                        crate::term::Op::Mul(a, b) => {
                            [a, b].iter().any(|&x| ck.store.as_const(x) == Some(factor))
                        }
                        _ => false,
                    };
                    is_mul && ck.enc.is_encoded(t)
                })
            };
            rows.push((ck.stats.clauses, encoded_mul(&ck, 3), encoded_mul(&ck, 5), found));
        }
        rows
    }

    /// Formula (6): a frame adds only what the properties depend on, an assignment first
    /// needed later is encoded then, and the clause set only grows; the verdict is the one
    /// without slicing.
    #[test]
    fn slicing_is_monotone_and_adds_late_uses_late() {
        let sliced = run(false);
        let full = run(true);
        for rows in [&sliced, &full] {
            assert!(rows.windows(2).all(|w| w[0].0 <= w[1].0), "clauses only grow: {rows:?}");
            let found: Vec<bool> = rows.iter().map(|r| r.3).collect();
            assert_eq!(found, [false, false, false, false, false, true], "{rows:?}");
        }
        // y's multiplication (frame 2) is encoded only with the property that reads it (frame 5)...
        assert_eq!(
            sliced.iter().map(|r| r.1).collect::<Vec<_>>(),
            [false, false, false, false, false, true]
        );
        // ...and z's (read by nothing) never; without slicing both are encoded when computed.
        assert!(sliced.iter().all(|r| !r.2));
        assert_eq!(
            full.iter().map(|r| r.1).collect::<Vec<_>>(),
            [false, false, true, true, true, true]
        );
        assert!(full[1].2);
        for (s, f) in sliced.iter().zip(&full) {
            assert!(s.0 <= f.0, "sliced {} > unsliced {} clauses", s.0, f.0);
        }
    }
}
