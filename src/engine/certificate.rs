//! Proof certificates: an inductive invariant over the loop-head state, and its re-check.
//!
//! The invariant is a conjunction of lemmas, each the negation of a cube over state bits. The
//! re-check trusts nothing of the engine that found it: it builds the transition system again
//! from the program (a new term store, a new symbolic execution) and asks a fresh solver the
//! three questions of an inductive invariant:
//! 1. initiation: every initial state satisfies it (and no violation happens before the loop);
//! 2. consecution: from a state that satisfies it, every iteration that reaches the next loop
//!    head ends in a state that satisfies it;
//! 3. safety: from a state that satisfies it, no iteration violates a proved property.
//!
//! Rendered as C (`to_c`), each lemma is a disjunction over variables of
//! `(x & MASK) != VALUE` (or `x != VALUE` when the lemma fixes all of `x`'s bits).

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::invgen::WordInv;
use super::transys::{init_term, HeadState, TransSys};
use super::EngineOptions;
use crate::encode::Encoder;
use crate::error::{Error, ErrorKind, Result};
use crate::ir::{Program, PropId, ScalarTy};
use crate::sat::{new_solver, Lit, SatResult};
use crate::term::{TermId, TermStore};

/// One literal of a lemma's cube: state variable, bit, value.
pub type BitLit = (usize, u32, bool);

#[derive(Debug, Clone)]
pub struct Certificate {
    /// Each lemma excludes the states in which all its literals hold.
    pub lemmas: Vec<Vec<BitLit>>,
    /// Word-level invariants (proved by Houdini, assumed by PDR): part of the invariant.
    pub word: Vec<WordInv>,
    /// Per state variable: its C name, width, type, and whether it is a pointer.
    pub vars: Vec<(String, u32, ScalarTy, bool)>,
    /// The frame whose lemmas became equal to the next one's.
    pub level: u32,
}

impl Certificate {
    /// Whether it speaks of `head`'s variables (same names and widths, in order).
    pub(super) fn fits(&self, head: &HeadState) -> bool {
        self.vars.len() == head.vars.len()
            && self
                .vars
                .iter()
                .zip(&head.vars)
                .zip(&head.widths)
                .all(|((c, v), &w)| c.0 == v.name && c.1 == w)
    }

    pub(super) fn new(
        ts: &TransSys,
        cubes: Vec<Vec<u32>>,
        word: Vec<WordInv>,
        level: u32,
    ) -> Certificate {
        let mut owner = Vec::new();
        for (i, v) in ts.vars.iter().enumerate() {
            owner.extend((0..ts.store.width(v.term)).map(|b| (i, b)));
        }
        let lemmas = cubes
            .into_iter()
            .map(|c| {
                c.into_iter()
                    .map(|b| (owner[(b >> 1) as usize].0, owner[(b >> 1) as usize].1, b & 1 == 1))
                    .collect()
            })
            .collect();
        let vars = ts
            .vars
            .iter()
            .map(|v| (v.name.clone(), ts.store.width(v.term), v.ty, v.pointer))
            .collect();
        Certificate { lemmas, word, vars, level }
    }

    /// Whether `to_c` is C over variables in scope at the loop head (no cut points).
    pub fn is_c(&self) -> bool {
        !self.vars.iter().any(|v| v.0.starts_with('<') || v.0.starts_with('@'))
    }

    /// The invariant as a C expression over the loop-head state ("1" for no lemma).
    pub fn to_c(&self) -> String {
        if self.lemmas.is_empty() && self.word.is_empty() {
            return "1".to_string();
        }
        let names: Vec<String> = self.vars.iter().map(|v| v.0.clone()).collect();
        let widths: Vec<u32> = self.vars.iter().map(|v| v.1).collect();
        let signed: Vec<bool> =
            self.vars.iter().map(|v| matches!(v.2, ScalarTy::Int(i) if i.signed)).collect();
        let mut out: Vec<String> =
            self.word.iter().map(|w| w.to_c(&names, &widths, &signed)).collect();
        for lemma in &self.lemmas {
            // Group the cube's literals by variable, in variable order.
            let mut by_var: Vec<(usize, u64, u64)> = Vec::new();
            for &(v, bit, val) in lemma {
                match by_var.iter_mut().find(|e| e.0 == v) {
                    Some(e) => {
                        e.1 |= 1 << bit;
                        e.2 |= (val as u64) << bit;
                    }
                    None => by_var.push((v, 1 << bit, (val as u64) << bit)),
                }
            }
            by_var.sort_by_key(|e| e.0);
            let parts: Vec<String> =
                by_var.iter().map(|&(v, mask, val)| self.differs(v, mask, val)).collect();
            out.push(if parts.len() == 1 {
                parts[0].clone()
            } else {
                format!("({})", parts.join(" || "))
            });
        }
        out.join(" && ")
    }

    /// `x`'s bits under `mask` are not `val`, in C.
    fn differs(&self, v: usize, mask: u64, val: u64) -> String {
        let (name, w, ty, pointer) = &self.vars[v];
        let all = if *w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
        let suffix = if *w > 32 { "ULL" } else { "U" };
        let bits = match ty {
            ScalarTy::Float(_) if *w == 32 => format!("*(unsigned int *)&{name}"),
            ScalarTy::Float(_) => format!("*(unsigned long long *)&{name}"),
            _ if *pointer => format!("(unsigned long)({name})"),
            _ => name.clone(),
        };
        if mask == all {
            let value = match ty {
                ScalarTy::Int(i) if i.boolean => format!("{val}"),
                ScalarTy::Int(i) if i.signed => {
                    let shift = 64 - w;
                    format!("{}", ((val << shift) as i64) >> shift)
                }
                ScalarTy::Int(_) => format!("{val}{suffix}"),
                _ => format!("0x{val:x}{suffix}"),
            };
            let value =
                if value.starts_with('-') && *w == 64 { format!("({value}LL)") } else { value };
            format!("{bits} != {value}")
        } else {
            format!("({bits} & 0x{mask:x}{suffix}) != 0x{val:x}{suffix}")
        }
    }
}

/// Re-checks `cert` for the properties `proved` on a transition system built afresh from
/// the program, with a fresh solver. `Err` with the failed condition if it does not hold.
pub fn recheck(
    program: &Program,
    opts: &EngineOptions,
    cert: &Certificate,
    proved: &[PropId],
    terminate: Arc<AtomicBool>,
) -> Result<std::result::Result<(), String>> {
    let mut ts = TransSys::build(program, opts, terminate.clone())?;
    let same = ts.vars.len() == cert.vars.len()
        && ts
            .vars
            .iter()
            .zip(&cert.vars)
            .all(|(v, c)| v.name == c.0 && ts.store.width(v.term) == c.1);
    if !same {
        return Ok(Err("the program's loop-head state differs from the certificate's".into()));
    }
    let cur: Vec<TermId> = ts.vars.iter().map(|v| v.term).collect();
    let next = ts.next.clone();
    let signed = super::transys::signedness(&ts);
    let inv_now = invariant_term(&mut ts.store, cert, &signed, &cur);
    let inv_next = invariant_term(&mut ts.store, cert, &signed, &next);
    let init = init_term(&mut ts);
    let s = &mut ts.store;
    let c0 = ts.init_constraints.iter().fold(TermStore::TRUE, |acc, &c| s.and(acc, c));
    let c1 = ts.constraints.iter().fold(TermStore::TRUE, |acc, &c| s.and(acc, c));
    let v0 = ts
        .init_violations
        .iter()
        .filter(|v| proved.contains(&v.0))
        .fold(TermStore::FALSE, |acc, v| s.or(acc, v.1));
    let v1 = ts
        .violations
        .iter()
        .filter(|v| proved.contains(&v.0))
        .fold(TermStore::FALSE, |acc, v| s.or(acc, v.1));
    let not_inv_now = s.not(inv_now);
    let not_inv_next = s.not(inv_next);
    let mut enc = Encoder::new(new_solver(&opts.sat, terminate));
    let mut holds = |terms: &[TermId]| -> Result<bool> {
        let lits: Vec<Lit> = terms.iter().map(|&t| enc.lit(&ts.store, t)).collect();
        match enc.solve(&lits) {
            SatResult::Unsat => Ok(true),
            SatResult::Sat => Ok(false),
            SatResult::Interrupted => Err(Error::new(
                ErrorKind::Interrupted,
                "interrupted while re-checking the invariant",
            )),
        }
    };
    if !holds(&[c0, v0])? {
        return Ok(Err("a property is violated before the loop".into()));
    }
    if !holds(&[c0, init, not_inv_now])? {
        return Ok(Err("initiation: an initial state violates the invariant".into()));
    }
    if !holds(&[inv_now, c1, ts.head, not_inv_next])? {
        return Ok(Err("consecution: an iteration leaves the invariant".into()));
    }
    if !holds(&[inv_now, c1, v1])? {
        return Ok(Err("safety: a state of the invariant violates a proved property".into()));
    }
    Ok(Ok(()))
}

/// The invariant over the given state terms (one per state variable).
pub fn invariant_term(
    store: &mut TermStore,
    cert: &Certificate,
    signed: &[bool],
    state: &[TermId],
) -> TermId {
    let mut inv = TermStore::TRUE;
    for w in &cert.word {
        let t = w.term(store, signed, state);
        inv = store.and(inv, t);
    }
    for lemma in &cert.lemmas {
        let clause = lemma_term(store, lemma, state);
        inv = store.and(inv, clause);
    }
    inv
}

/// One lemma (the negation of its cube) over the given state terms.
pub fn lemma_term(store: &mut TermStore, lemma: &[BitLit], state: &[TermId]) -> TermId {
    let mut clause = TermStore::FALSE;
    for &(v, bit, val) in lemma {
        let b = store.extract(state[v], bit, 1);
        let lit = if val { store.not(b) } else { b };
        clause = store.or(clause, lit);
    }
    clause
}
