//! The incremental loop as a transition system over its loop-head state, for PDR and for the
//! re-check of proof certificates.
//!
//! Built with the same symbolic execution as BMC: frame 0 (the code before the loop) gives
//! the initial states, frame 1 run from an arbitrary loop-head state (`Symex::abstract_paused`)
//! gives one transition. With `x` the state variables and `i` the inputs of one iteration:
//! - `Init(x)`: `init_constraints` hold, the loop is reached (`init_reach`) and `x` equals
//!   the values the code before the loop leaves (`StateVar::init`, terms over its inputs);
//! - `Trans(x, i, x')`: `constraints` hold, the iteration reaches the next loop head
//!   (`head`), and `x' = next(x, i)`;
//! - `Bad_p(x, i)`: `constraints` hold and the iteration violates property `p`
//!   (`violations`); `init_violations` are the violations before the loop.
//!
//! An iteration that violates an assertion ends there (as in BMC), so a violated property
//! never lets its execution continue, whichever properties are checked.

use std::collections::HashSet;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::unwinding::symex_config;
use super::EngineOptions;
use crate::error::{Error, ErrorKind, Result};
use crate::ir::loops::LoopInfo;
use crate::ir::{Program, PropId};
use crate::symex::{StateVar, Symex};
use crate::term::{Op, TermId, TermStore};

pub struct TransSys {
    pub store: TermStore,
    pub vars: Vec<StateVar>,
    /// Per state variable, its value at the next loop head.
    pub next: Vec<TermId>,
    pub init_constraints: Vec<TermId>,
    /// Frame 0 reaches the loop.
    pub init_reach: TermId,
    pub init_violations: Vec<(PropId, TermId)>,
    pub constraints: Vec<TermId>,
    pub head: TermId,
    /// Violations of one iteration (unwinding assertions of inner loops included).
    pub violations: Vec<(PropId, TermId)>,
    /// The variables of the step that are not state variables: its inputs (nondeterministic
    /// values, uninitialized reads, stand-ins), which fix a transition given the state.
    pub inputs: Vec<TermId>,
    /// The inner loops cut (`id (file:line)`): then the state includes the cut point and the
    /// call stack (`<location>`), and an iteration is a segment between cut points.
    pub cut_points: Vec<String>,
}

/// More inner loops to cut than this: give up.
const MAX_CUT_LOOPS: usize = 64;

impl TransSys {
    /// Builds the transition system of the program's incremental loop. `Unsupported` when
    /// there is none, or an inner loop would need a cut point.
    pub fn build(
        program: &Program,
        opts: &EngineOptions,
        terminate: Arc<AtomicBool>,
    ) -> Result<TransSys> {
        if opts.incremental_loop.is_none() {
            return Err(Error::new(ErrorKind::Unsupported, "no incremental loop"));
        }
        // Inner loops that constant propagation does not bound (from the initial or from an
        // arbitrary state) become cut points, as in BMC, and the system is built again.
        let mut cuts: Vec<LoopInfo> = Vec::new();
        loop {
            match Self::build_with(program, opts, terminate.clone(), &cuts)? {
                Ok(ts) => return Ok(ts),
                Err(l) if !cuts.contains(&l) && cuts.len() < MAX_CUT_LOOPS => cuts.push(l),
                Err(l) => {
                    return Err(Error::new(
                        ErrorKind::Unsupported,
                        format!("inner loop {} is not bounded by constant propagation", l.id),
                    ))
                }
            }
        }
    }

    /// The system with the inner loops `cuts` cut, or the next loop to cut.
    fn build_with(
        program: &Program,
        opts: &EngineOptions,
        terminate: Arc<AtomicBool>,
        cuts: &[LoopInfo],
    ) -> Result<std::result::Result<TransSys, LoopInfo>> {
        let mut cfg = symex_config(program, opts, None)?;
        cfg.cut_loops = cuts.to_vec();
        let mut store = TermStore::new();
        let mut symex = Symex::new(program, cfg, terminate);
        macro_rules! frame {
            () => {
                match symex.run_frame(&mut store) {
                    Ok(out) => out,
                    Err(e) => match symex.cut_request() {
                        Some(l) if opts.unwind.is_none() => return Ok(Err(l.clone())),
                        _ => return Err(e),
                    },
                }
            };
        }
        let out0 = frame!();
        let (vars, next, out1) = if cuts.is_empty() {
            let vars = symex.abstract_paused(&mut store)?;
            let out1 = frame!();
            let next = symex
                .paused_values(&vars)?
                .unwrap_or_else(|| vars.iter().map(|v| Some(v.term)).collect());
            (vars, next, out1)
        } else {
            let (vars, locs) = symex.abstract_locations(&mut store)?;
            let out1 = frame!();
            let next = symex.next_locations(&mut store, &vars, &locs)?;
            (vars, next, out1)
        };
        // Dynamic objects are not state variables: one made before the loop would keep its
        // initial contents, one made by the step would be the same object in every step.
        symex.no_heap_in_abstract_state("a transition system (PDR)")?;
        let next: Vec<TermId> = next
            .into_iter()
            .zip(&vars)
            .map(|(v, sv)| v.unwrap_or_else(|| store.fresh_var(store.width(sv.term))))
            .collect();
        let violations: Vec<(PropId, TermId)> =
            out1.violations.iter().chain(&out1.unwind_violations).copied().collect();
        let init_violations =
            out0.violations.iter().chain(&out0.unwind_violations).copied().collect();
        let mut ts = TransSys {
            store,
            vars,
            next,
            init_constraints: out0.constraints,
            init_reach: out0.next_head,
            init_violations,
            constraints: out1.constraints,
            head: out1.next_head,
            violations,
            inputs: Vec::new(),
            cut_points: cuts
                .iter()
                .map(|l| format!("{} ({})", l.id, program.render_loc(l.loc)))
                .collect(),
        };
        ts.inputs = ts.step_inputs();
        Ok(Ok(ts))
    }

    /// The variables in the cone of the step's terms that are not state variables.
    fn step_inputs(&self) -> Vec<TermId> {
        let state: HashSet<TermId> = self.vars.iter().map(|v| v.term).collect();
        let mut roots: Vec<TermId> = self.next.clone();
        roots.extend(&self.constraints);
        roots.push(self.head);
        roots.extend(self.violations.iter().map(|v| v.1));
        let mut seen = HashSet::new();
        let mut out = Vec::new();
        while let Some(t) = roots.pop() {
            if !seen.insert(t) {
                continue;
            }
            let node = self.store.node(t);
            if matches!(node.op, Op::Var(_)) {
                if !state.contains(&t) {
                    out.push(t);
                }
                continue;
            }
            roots.extend(node.op.args());
        }
        out.sort();
        out
    }

    /// Total number of state bits.
    pub fn state_bits(&self) -> usize {
        self.vars.iter().map(|v| self.store.width(v.term) as usize).sum()
    }

    /// The bits of every next-state function, one function at a time: they are most of a
    /// step's encoding (a second on a model with six lookup tables), so `stop` is asked
    /// between them (a budget, the stop flag); `None` when it says stop.
    pub fn encode_next(
        &self,
        enc: &mut crate::encode::Encoder,
        mut stop: impl FnMut() -> bool,
    ) -> Option<Vec<Vec<crate::sat::Lit>>> {
        let mut next = Vec::with_capacity(self.next.len());
        for &t in &self.next {
            if stop() {
                return None;
            }
            next.push(enc.bits(&self.store, t));
        }
        Some(next)
    }
}

/// The loop-head state variables of a program's transition system, to be read in another
/// checker's paused state: k-induction's step case assumes invariants over them
/// (`shared::SharedInStep`). Only their places, widths and signedness are
/// used; their terms belong to the transition system's store.
pub(super) struct HeadState {
    pub(super) vars: Vec<StateVar>,
    pub(super) widths: Vec<u32>,
    pub signed: Vec<bool>,
}

impl HeadState {
    pub fn of(ts: &TransSys) -> HeadState {
        HeadState {
            vars: ts.vars.clone(),
            widths: ts.vars.iter().map(|v| ts.store.width(v.term)).collect(),
            signed: signedness(ts),
        }
    }

    /// Each variable's value where `ck`'s last frame paused (a fresh value where it is dead
    /// or of another width there), or `None` when none of them is there.
    pub fn paused(&self, ck: &mut super::frames::Checker) -> Option<Vec<TermId>> {
        if self.vars.iter().all(|v| ck.symex.paused_value_of(v).is_none()) {
            return None;
        }
        Some(
            self.vars
                .iter()
                .zip(&self.widths)
                .map(|(v, &w)| match ck.symex.paused_value_of(v) {
                    Some(t) if ck.store.width(t) == w => t,
                    _ => ck.store.fresh_var(w),
                })
                .collect(),
        )
    }
}

/// `Init(x)` as one term (the loop is reached, every state variable has its initial value).
pub fn init_term(ts: &mut TransSys) -> TermId {
    let mut acc = ts.init_reach;
    for i in 0..ts.vars.len() {
        let (v, init) = (ts.vars[i].term, ts.vars[i].init);
        let eq = ts.store.eq(v, init);
        acc = ts.store.and(acc, eq);
    }
    acc
}

/// Per state variable of `ts`: whether it is a signed integer.
pub fn signedness(ts: &TransSys) -> Vec<bool> {
    ts.vars.iter().map(|v| matches!(v.ty, crate::ir::ScalarTy::Int(i) if i.signed)).collect()
}
