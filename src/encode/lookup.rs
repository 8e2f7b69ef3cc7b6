//! Table lookups: `ite(x == k0, v0, ite(x == k1, v1, … ite(x == kn, vn, d)))` with constant
//! `v`s, which is how symbolic execution reads an array at a symbolic index (`t[i]`, the
//! lookup tables of generated controllers, csmith's CRC table). As nested muxes such a chain
//! costs 3 clauses per case and result bit (32 bits x 256 cases: ~24k clauses per read).
//! Encoded here instead as one decoder literal `x == k` per case (an n-ary AND of `x`'s bits,
//! shared by every bit of the result) and, per result bit, one n-ary OR of the cases whose
//! value has that bit set: ~(|x| + 1) + (n + 1) clauses per case and bit set, a fourth of the
//! muxes' on such tables. The cases are mutually exclusive (distinct constants, the first of
//! equal ones wins), which is what makes the OR exact.

use super::gates::Gates;
use crate::fxhash::FxHashSet;
use crate::sat::Lit;
use crate::term::{Op, TermId, TermStore};

/// Chains shorter than this stay nested muxes (as cheap, and no walk).
const MIN_CASES: usize = 4;

/// A chain of equality tests of one index term against constants, with constant results.
pub(super) struct Lookup {
    pub index: TermId,
    /// (case constant, result constant), in the chain's order.
    pub cases: Vec<(u64, u64)>,
    /// The result when no case matches (any term).
    pub default: TermId,
}

/// `t` as a table lookup, when it is one of at least `MIN_CASES` cases.
pub(super) fn detect(store: &TermStore, t: TermId) -> Option<Lookup> {
    let mut index = None;
    let mut cases = Vec::new();
    let mut cur = t;
    while let Op::Ite(c, a, b) = store.node(cur).op {
        let (Some(v), Some((x, k))) = (store.as_const(a), store.as_eq_const(c)) else { break };
        if *index.get_or_insert(x) != x {
            break;
        }
        cases.push((k, v));
        cur = b;
    }
    (cases.len() >= MIN_CASES).then(|| Lookup {
        index: index.expect("a case"),
        cases,
        default: cur,
    })
}

/// The lookup's result bits over the index's and the default's bits.
pub(super) fn circuit(g: &mut Gates, l: &Lookup, index: &[Lit], default: &[Lit]) -> Vec<Lit> {
    let mut seen = FxHashSet::default();
    let mut hits: Vec<(Lit, u64)> = Vec::with_capacity(l.cases.len());
    for &(k, v) in &l.cases {
        if !seen.insert(k) {
            continue; // an earlier case with the same constant wins
        }
        let bits: Vec<Lit> = index
            .iter()
            .enumerate()
            .map(|(i, &b)| if (k >> i) & 1 == 1 { b } else { !b })
            .collect();
        let hit = g.and_n(&bits);
        if g.const_value(hit) != Some(false) {
            hits.push((hit, v));
        }
    }
    let mut any = None;
    (0..default.len())
        .map(|bit| {
            let with = |set: bool| -> Vec<Lit> {
                hits.iter().filter(|(_, v)| ((v >> bit) & 1 == 1) == set).map(|h| h.0).collect()
            };
            match g.const_value(default[bit]) {
                Some(false) => g.or_n(&with(true)),
                // No case with the bit clear matches: a case with it set does, or none does.
                Some(true) => !g.or_n(&with(false)),
                None => {
                    let all: Vec<Lit> = hits.iter().map(|h| h.0).collect();
                    let any = *any.get_or_insert_with(|| g.or_n(&all));
                    let set = g.or_n(&with(true));
                    let fallback = g.and(!any, default[bit]);
                    g.or(set, fallback)
                }
            }
        })
        .collect()
}
