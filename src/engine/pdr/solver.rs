//! The solvers of PDR, each an `Encoder` over the transition system's one term store:
//! - a *frame solver* per frame `F_i`: the transition relation, the lemmas of `F_i` and, for
//!   `F_0`, the initial states; it answers relative-induction and bad-state queries;
//! - the *lifting solver*: the transition relation alone, whose unsatisfiable cores shrink a
//!   predecessor to the state bits that force its successor (SAT-based lifting);
//! - the *init solver*: the initial states alone, for "does this cube meet Init?".
//!
//! Cubes are over abstract state bits (`Bit`), the same in every solver; each solver maps
//! them to its own literals.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::super::transys::{init_term, TransSys};
use super::Cube;
use crate::encode::Encoder;
use crate::error::{Error, ErrorKind, Result};
use crate::ir::PropId;
use crate::sat::{new_solver, Lit, SatConfig, SatResult};
use crate::term::TermId;

/// The literals of one solver for the state bits, now and next.
pub(super) struct Encoded {
    pub enc: Encoder,
    pub cur: Vec<Lit>,
    pub next: Vec<Lit>,
    /// The constraints of the step hold.
    pub constraints: Lit,
    pub head: Lit,
    pub props: Vec<(PropId, Lit)>,
    pub inputs: Vec<Lit>,
    pub calls: u64,
}

impl Encoded {
    /// Encodes the step of `ts` in a fresh solver; `Interrupted` when the stop flag rises while
    /// the next-state functions are encoded (`TransSys::encode_next`).
    pub fn step(ts: &TransSys, sat: &SatConfig, terminate: Arc<AtomicBool>) -> Result<Encoded> {
        let mut enc = Encoder::new(new_solver(sat, terminate.clone()));
        let cur = state_lits(&mut enc, ts, ts.vars.iter().map(|v| v.term));
        let next = ts
            .encode_next(&mut enc, || terminate.load(std::sync::atomic::Ordering::Relaxed))
            .ok_or_else(|| Error::new(ErrorKind::Interrupted, "interrupted"))?
            .concat();
        let cs: Vec<Lit> = ts.constraints.iter().map(|&c| enc.lit(&ts.store, c)).collect();
        let constraints = enc.and_lits(&cs);
        let head = enc.lit(&ts.store, ts.head);
        let props = ts.violations.iter().map(|&(p, t)| (p, enc.lit(&ts.store, t))).collect();
        let inputs = ts.inputs.iter().flat_map(|&t| enc.bits(&ts.store, t)).collect();
        Ok(Encoded { enc, cur, next, constraints, head, props, inputs, calls: 0 })
    }

    pub fn solve(&mut self, assumptions: &[Lit]) -> Result<bool> {
        self.calls += 1;
        match self.enc.solve(assumptions) {
            SatResult::Sat => Ok(true),
            SatResult::Unsat => Ok(false),
            SatResult::Interrupted => Err(Error::new(ErrorKind::Interrupted, "interrupted")),
        }
    }

    /// The literal of a cube's bit, now or next.
    pub fn lit(&self, bit: u32, next: bool) -> Lit {
        let (i, v) = (bit >> 1, bit & 1 == 1);
        let l = if next { self.next[i as usize] } else { self.cur[i as usize] };
        if v {
            l
        } else {
            !l
        }
    }

    /// Adds the clause `not cube` over the current state.
    pub fn block(&mut self, cube: &Cube) {
        let clause: Vec<Lit> = cube.iter().map(|&b| !self.lit(b, false)).collect();
        self.enc.add_clause(&clause);
    }

    /// The disjunction of the open properties' violations (false for none).
    pub fn bad(&mut self, open: &[PropId]) -> Lit {
        let lits: Vec<Lit> =
            self.props.iter().filter(|(p, _)| open.contains(p)).map(|p| p.1).collect();
        let any = self.enc.or_lits(&lits);
        self.enc.and_lits(&[self.constraints, any])
    }

    /// The model's state as a full cube, and its input literals (as assigned).
    pub fn model(&self) -> (Cube, Vec<Lit>) {
        let cube = self
            .cur
            .iter()
            .enumerate()
            .map(|(i, &l)| ((i as u32) << 1) | self.enc.lit_value(l) as u32)
            .collect();
        let inputs =
            self.inputs.iter().map(|&l| if self.enc.lit_value(l) { l } else { !l }).collect();
        (cube, inputs)
    }

    /// The violated open properties in the current model.
    pub fn violated(&self, open: &[PropId]) -> Vec<PropId> {
        self.props
            .iter()
            .filter(|(p, l)| open.contains(p) && self.enc.lit_value(*l))
            .map(|p| p.0)
            .collect()
    }
}

/// Bits of each state term, in order.
fn state_lits(enc: &mut Encoder, ts: &TransSys, terms: impl Iterator<Item = TermId>) -> Vec<Lit> {
    terms.flat_map(|t| enc.bits(&ts.store, t)).collect()
}

/// SAT-based lifting: the smallest part of a predecessor (as the core finds it) that, with
/// the same inputs, still forces the successor (or the violation).
pub(super) struct Lifter {
    pub s: Encoded,
}

impl Lifter {
    /// Shrinks `pred` (a full state, with `inputs` as the model assigned them) to the bits
    /// that make every transition from it with these inputs end in `succ` (or, with `succ`
    /// `None`, violate an open property).
    pub fn lift(
        &mut self,
        pred: &Cube,
        inputs: &[Lit],
        succ: Option<&Cube>,
        open: &[PropId],
    ) -> Result<Cube> {
        let act = self.s.enc.fresh_lit();
        let mut clause = vec![!act];
        match succ {
            Some(c) => {
                clause.push(!self.s.constraints);
                clause.push(!self.s.head);
                clause.extend(c.iter().map(|&b| !self.s.lit(b, true)));
            }
            None => {
                let bad = self.s.bad(open);
                clause.push(!bad);
            }
        }
        self.s.enc.add_clause(&clause);
        let mut assumptions = vec![act];
        assumptions.extend_from_slice(inputs);
        assumptions.extend(pred.iter().map(|&b| self.s.lit(b, false)));
        let sat = self.s.solve(&assumptions)?;
        let lifted = if sat {
            // The step is not a function of state and inputs here (it should be): keep all.
            pred.clone()
        } else {
            pred.iter().copied().filter(|&b| self.s.enc.failed(self.s.lit(b, false))).collect()
        };
        self.s.enc.add_clause(&[!act]);
        Ok(lifted)
    }
}

/// The initial states alone: whether a cube meets them.
pub(super) struct InitSolver {
    enc: Encoder,
    cur: Vec<Lit>,
    init: Lit,
    /// Per state bit, its value in every initial state when that is a constant.
    pub fixed: Vec<Option<bool>>,
    pub calls: u64,
}

impl InitSolver {
    pub fn new(ts: &mut TransSys, sat: &SatConfig, terminate: Arc<AtomicBool>) -> InitSolver {
        let mut enc = Encoder::new(new_solver(sat, terminate));
        let init = init_term(ts);
        for &c in &ts.init_constraints {
            let l = enc.lit(&ts.store, c);
            enc.add_clause(&[l]);
        }
        let init = enc.lit(&ts.store, init);
        let cur = state_lits(&mut enc, ts, ts.vars.iter().map(|v| v.term));
        let mut fixed = Vec::new();
        for v in &ts.vars {
            let w = ts.store.width(v.term);
            let c = ts.store.as_const(v.init);
            fixed.extend((0..w).map(|i| c.map(|c| (c >> i) & 1 == 1)));
        }
        InitSolver { enc, cur, init, fixed, calls: 0 }
    }

    /// Whether some initial state lies in `cube`.
    pub fn meets(&mut self, cube: &Cube) -> Result<bool> {
        if cube.iter().any(|&b| self.fixed[(b >> 1) as usize].is_some_and(|v| v != (b & 1 == 1))) {
            return Ok(false);
        }
        let mut assumptions = vec![self.init];
        assumptions.extend(cube.iter().map(|&b| {
            let l = self.cur[(b >> 1) as usize];
            if b & 1 == 1 {
                l
            } else {
                !l
            }
        }));
        self.calls += 1;
        match self.enc.solve(&assumptions) {
            SatResult::Sat => Ok(true),
            SatResult::Unsat => Ok(false),
            SatResult::Interrupted => Err(Error::new(ErrorKind::Interrupted, "interrupted")),
        }
    }

    /// Whether a violation before the loop is possible for an open property.
    pub fn violation_before_loop(&mut self, ts: &TransSys, open: &[PropId]) -> Result<Vec<PropId>> {
        let lits: Vec<(PropId, Lit)> = ts
            .init_violations
            .iter()
            .filter(|(p, _)| open.contains(p))
            .map(|&(p, t)| (p, self.enc.lit(&ts.store, t)))
            .collect();
        let any = self.enc.or_lits(&lits.iter().map(|l| l.1).collect::<Vec<_>>());
        self.calls += 1;
        match self.enc.solve(&[any]) {
            SatResult::Sat => {
                Ok(lits.iter().filter(|(_, l)| self.enc.lit_value(*l)).map(|l| l.0).collect())
            }
            SatResult::Unsat => Ok(Vec::new()),
            SatResult::Interrupted => Err(Error::new(ErrorKind::Interrupted, "interrupted")),
        }
    }
}
