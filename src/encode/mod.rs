//! Bit-blasting: word-level terms to literals, with hash-consed gates and Tseitin clauses.
//!
//! The encoder is incremental and on demand: asking for the literals of a term encodes the
//! not-yet-encoded part of its cone of influence (children first, by increasing id, without
//! recursion), appends the new clauses to the one persistent solver, and caches the result by
//! `TermId`, so a term is encoded at most once per run. Gates (`gates`) are hash-consed across
//! the whole run; word circuits are in `bitblast`.

pub mod bitblast;
pub mod float;
pub mod gates;
mod lookup;
mod refine;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod wide_tests;

use crate::fxhash::FxHashMap;
use crate::sat::{Lit, SatResult, SatSolver};
use crate::term::{Op, TermId, TermStore};
use bitblast::Shift;
use gates::Gates;

/// Terms to clauses, owning the solver.
pub struct Encoder {
    g: Gates,
    /// Per term id: (start in `arena`, width); width 0 = not encoded.
    spans: Vec<(u32, u32)>,
    /// The bits of all encoded terms, least significant first.
    arena: Vec<Lit>,
    /// Cone-walk marks: `mark[t] == epoch` once `t` is collected in the current walk.
    mark: Vec<u32>,
    epoch: u32,
    /// Arithmetic refinement (`refine.rs`), when on.
    abstraction: Option<Abstraction>,
    /// Table lookups found by the current cone walk, encoded by `lookup::circuit` (their
    /// inner `ite`s and equalities are not encoded unless something else uses them).
    lookups: FxHashMap<TermId, lookup::Lookup>,
}

/// What refinement keeps: the abstracted terms and the roots the model must be exact on.
#[derive(Default)]
struct Abstraction {
    /// Per term id: still abstracted.
    abstracted: Vec<bool>,
    /// Terms whose literals left the encoder, and a mark per term id for them.
    roots: Vec<TermId>,
    is_root: Vec<bool>,
    /// Scratch marks of the justification walk.
    seen: Vec<bool>,
    stats: RefineStats,
}

/// Counts of arithmetic refinement (all zero when it is off).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RefineStats {
    /// Terms encoded abstractly.
    pub abstracted: u64,
    /// Of those, refined to their exact circuit.
    pub refined: u64,
    /// Models rejected because an abstracted term on their justification was wrong.
    pub spurious_models: u64,
}

impl Encoder {
    pub fn new(solver: Box<dyn SatSolver>) -> Encoder {
        Encoder {
            g: Gates::new(solver),
            spans: Vec::new(),
            arena: Vec::new(),
            mark: Vec::new(),
            epoch: 0,
            abstraction: None,
            lookups: FxHashMap::default(),
        }
    }

    /// From now on, encode costly multiplications, divisions and remainders abstractly
    /// (`refine.rs`); `solve_refined` then checks and refines models.
    pub fn abstract_arithmetic(&mut self) {
        self.abstraction.get_or_insert_with(Default::default);
    }

    pub fn refine_stats(&self) -> RefineStats {
        self.abstraction.as_ref().map(|a| a.stats).unwrap_or_default()
    }

    /// Remembers that `t`'s literals leave the encoder: a model must be exact on it.
    fn expose(&mut self, t: TermId) {
        if let Some(abs) = &mut self.abstraction {
            if abs.is_root.len() <= t.index() {
                abs.is_root.resize(t.index() + 1, false);
            }
            if !abs.is_root[t.index()] {
                abs.is_root[t.index()] = true;
                abs.roots.push(t);
            }
        }
    }

    /// `solve`, and with abstracted arithmetic, again after each refinement until the model
    /// is exact on every root (or UNSAT, or interrupted). `before_each` runs before every
    /// solver call (to set a search limit).
    pub fn solve_refined(
        &mut self,
        store: &TermStore,
        assumptions: &[Lit],
        mut before_each: impl FnMut(&mut Self),
    ) -> SatResult {
        loop {
            before_each(self);
            let r = self.solve(assumptions);
            if r != SatResult::Sat || self.refine(store) == 0 {
                return r;
            }
        }
    }

    /// After `Sat`: refines the abstracted terms the model gets wrong on the roots'
    /// justification; returns how many (0: the model is exact where it matters).
    fn refine(&mut self, store: &TermStore) -> usize {
        let Some(mut abs) = self.abstraction.take() else { return 0 };
        abs.seen.resize(store.len(), false);
        let wrong = refine::inconsistent(
            store,
            &abs.roots,
            |t| self.model_value(t).expect("a root's cone is encoded"),
            |t| abs.abstracted.get(t.index()).copied().unwrap_or(false),
            &mut abs.seen,
        );
        for &t in &wrong {
            let node = *store.node(t);
            let exact = self.circuit(&node);
            let bits = self.operand(t).to_vec();
            refine::equate(&mut self.g, &exact, &bits);
            abs.abstracted[t.index()] = false;
        }
        if !wrong.is_empty() {
            abs.stats.refined += wrong.len() as u64;
            abs.stats.spurious_models += 1;
            tracing::debug!(
                refined = wrong.len(),
                total = abs.stats.refined,
                "spurious model: arithmetic refined"
            );
        }
        self.abstraction = Some(abs);
        wrong.len()
    }

    /// The literal fixed to true (its negation is false).
    pub fn true_lit(&self) -> Lit {
        self.g.true_lit()
    }

    /// Literal of a width-1 term, encoding its cone of influence first if needed.
    pub fn lit(&mut self, store: &TermStore, t: TermId) -> Lit {
        assert_eq!(store.width(t), 1, "lit() of a term of width {}", store.width(t));
        self.ensure(store, t);
        self.expose(t);
        self.arena[self.spans[t.index()].0 as usize]
    }

    /// Bits of a term, least significant first.
    pub fn bits(&mut self, store: &TermStore, t: TermId) -> Vec<Lit> {
        self.ensure(store, t);
        self.expose(t);
        self.encoded_bits(t).expect("just encoded").to_vec()
    }

    /// Encodes `t` as the bits of `same`, a term of equal value under every assignment (the
    /// caller's proof), without `t`'s own cone. Nothing happens where `t` is encoded already
    /// or arithmetic is abstracted (refinement checks each root's cone on the word level).
    pub fn alias(&mut self, store: &TermStore, t: TermId, same: TermId) {
        if self.is_encoded(t) || self.abstraction.is_some() || store.width(t) != store.width(same) {
            return;
        }
        self.ensure(store, same);
        // `ensure` grows the tables only when it encodes something; they stay as long as
        // each other (its walk indexes both).
        let n = store.len();
        if self.spans.len() < n {
            self.spans.resize(n, (0, 0));
            self.mark.resize(n, 0);
        }
        self.spans[t.index()] = self.spans[same.index()];
    }

    pub fn is_encoded(&self, t: TermId) -> bool {
        self.spans.get(t.index()).is_some_and(|s| s.1 != 0)
    }

    fn encoded_bits(&self, t: TermId) -> Option<&[Lit]> {
        match self.spans.get(t.index()) {
            Some(&(start, w)) if w != 0 => Some(&self.arena[start as usize..(start + w) as usize]),
            _ => None,
        }
    }

    pub fn fresh_lit(&mut self) -> Lit {
        self.g.fresh()
    }

    /// Adds a clause. Clauses satisfied by the true literal are dropped, false literals removed.
    pub fn add_clause(&mut self, lits: &[Lit]) {
        let t = self.g.true_lit();
        if lits.contains(&t) {
            return;
        }
        if lits.contains(&!t) {
            let v: Vec<Lit> = lits.iter().copied().filter(|&l| l != !t).collect();
            self.g.clause(&v);
        } else {
            self.g.clause(lits);
        }
    }

    pub fn solve(&mut self, assumptions: &[Lit]) -> SatResult {
        self.g.solve(assumptions)
    }
    /// The next `solve` gives up after `work` units of search (false: no limit possible).
    pub fn limit_next_solve(&mut self, work: u64) -> bool {
        self.g.limit_next_solve(work)
    }
    /// The solver's search effort so far (see `SatSolver::work`).
    pub fn work(&self) -> u64 {
        self.g.work()
    }

    /// After `Unsat` under assumptions: whether assumption `l` is in the failed set.
    pub fn failed(&self, l: Lit) -> bool {
        self.g.failed(l)
    }

    /// After `Sat`: the value of a literal.
    pub fn lit_value(&self, l: Lit) -> bool {
        self.g.value(l)
    }

    /// After `Sat`: the value of an encoded term (its low 64 bits if it is wider; None if
    /// the term was never encoded).
    pub fn model_value(&self, t: TermId) -> Option<u64> {
        self.model_value_wide(t).map(|v| v as u64)
    }
    /// `model_value` of a term of any width.
    pub fn model_value_wide(&self, t: TermId) -> Option<u128> {
        let bits = self.encoded_bits(t)?;
        Some(
            bits.iter()
                .enumerate()
                .fold(0u128, |v, (i, &l)| v | (u128::from(self.g.value(l)) << i)),
        )
    }

    pub fn num_vars(&self) -> u64 {
        self.g.num_vars()
    }
    pub fn num_clauses(&self) -> u64 {
        self.g.num_clauses()
    }

    /// Conjunction of literals (hash-consed gate; true for none).
    pub fn and_lits(&mut self, lits: &[Lit]) -> Lit {
        self.g.and_n(lits)
    }
    /// Disjunction of literals (hash-consed gate; false for none).
    pub fn or_lits(&mut self, lits: &[Lit]) -> Lit {
        self.g.or_n(lits)
    }

    /// Encodes the unencoded part of the cone of `root`: collect it iteratively, then encode
    /// by increasing id (children have smaller ids than parents).
    fn ensure(&mut self, store: &TermStore, root: TermId) {
        if self.is_encoded(root) {
            return;
        }
        let n = store.len();
        if self.spans.len() < n {
            self.spans.resize(n, (0, 0));
            self.mark.resize(n, 0);
        }
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.mark.iter_mut().for_each(|m| *m = 0);
            self.epoch = 1;
        }
        let epoch = self.epoch;
        let mut todo = vec![root];
        let mut order = Vec::new();
        self.mark[root.index()] = epoch;
        while let Some(t) = todo.pop() {
            order.push(t);
            // Refinement's justification walk needs every term of a cone encoded, so a lookup
            // is only a lookup without it.
            let table = if self.abstraction.is_none() { lookup::detect(store, t) } else { None };
            let mut visit = |a: TermId| {
                let i = a.index();
                if self.spans[i].1 == 0 && self.mark[i] != epoch {
                    self.mark[i] = epoch;
                    todo.push(a);
                }
            };
            match &table {
                Some(l) => [l.index, l.default].into_iter().for_each(&mut visit),
                None => store.node(t).op.args().for_each(&mut visit),
            }
            if let Some(l) = table {
                self.lookups.insert(t, l);
            }
        }
        order.sort_unstable();
        for t in order {
            self.encode_node(store, t);
        }
    }

    /// Encodes one term whose operands are encoded.
    fn encode_node(&mut self, store: &TermStore, t: TermId) {
        let node = *store.node(t);
        let w = node.width as usize;
        let abstracted = match (&self.abstraction, node.op) {
            (
                Some(_),
                op @ (Op::Mul(a, b)
                | Op::UDiv(a, b)
                | Op::URem(a, b)
                | Op::SDiv(a, b)
                | Op::SRem(a, b)),
            ) => {
                let (a, b) = (self.operand(a).to_vec(), self.operand(b).to_vec());
                refine::worth_abstracting(&self.g, &op, &a, &b)
                    .then(|| refine::abstract_bits(&mut self.g, &op, &a, &b))
            }
            _ => None,
        };
        let mut bits = match abstracted {
            Some(bits) => {
                let abs = self.abstraction.as_mut().expect("abstraction on");
                if abs.abstracted.len() <= t.index() {
                    abs.abstracted.resize(store.len().max(t.index() + 1), false);
                }
                abs.abstracted[t.index()] = true;
                abs.stats.abstracted += 1;
                bits
            }
            None => match self.lookups.remove(&t) {
                Some(l) => {
                    let (index, default) =
                        (self.operand(l.index).to_vec(), self.operand(l.default));
                    let default = default.to_vec();
                    lookup::circuit(&mut self.g, &l, &index, &default)
                }
                None => match store.as_wide_const(t) {
                    Some(c) if w > 64 => (0..w).map(|i| self.g.konst((c >> i) & 1 == 1)).collect(),
                    _ => self.circuit(&node),
                },
            },
        };
        let g = &mut self.g;
        debug_assert_eq!(bits.len(), w, "{:?}", node.op);
        // Every value of the term lies in its range, so the bits above the highest bit in
        // which the range's ends differ are the same in all of them: constants. A counter
        // known to stay below 2^j thus has constant-zero high bits, which the gates below it
        // propagate (narrower adders and comparators) and the solver never has to find.
        let r = store.range(t);
        // (Terms wider than 64 bits have no range: `term/wide.rs`.)
        let fixed_from = if w > 64 { w } else { (64 - (r.lo ^ r.hi).leading_zeros()) as usize };
        for (i, bit) in bits.iter_mut().enumerate().skip(fixed_from) {
            *bit = g.konst((r.lo >> i) & 1 == 1);
        }
        let start = u32::try_from(self.arena.len()).expect("encoder arena exceeds 2^32 bits");
        self.arena.extend_from_slice(&bits);
        self.spans[t.index()] = (start, w as u32);
    }

    /// The bits of a term known to be encoded (an operand, a refined term).
    fn operand(&self, x: TermId) -> &[Lit] {
        self.encoded_bits(x).expect("encoded before use")
    }

    /// The exact circuit of a term over its (encoded) operands' bits.
    fn circuit(&mut self, node: &crate::term::Node) -> Vec<Lit> {
        let w = node.width as usize;
        let g = &mut self.g;
        let arena = &self.arena;
        let spans = &self.spans;
        let get = |x: TermId| -> Vec<Lit> {
            let (s, w) = spans[x.index()];
            debug_assert!(w != 0, "operand {x:?} not encoded");
            arena[s as usize..(s + w) as usize].to_vec()
        };
        match node.op {
            Op::Const(c) => (0..w).map(|i| g.konst((c >> i) & 1 == 1)).collect(),
            Op::Var(_) => (0..w).map(|_| g.fresh()).collect(),
            Op::Wide(_) => unreachable!("wide constants are encoded by encode_node"),
            Op::Not(a) => get(a).into_iter().map(|l| !l).collect(),
            Op::And(a, b) => get(a).into_iter().zip(get(b)).map(|(x, y)| g.and(x, y)).collect(),
            Op::Or(a, b) => get(a).into_iter().zip(get(b)).map(|(x, y)| g.or(x, y)).collect(),
            Op::Xor(a, b) => get(a).into_iter().zip(get(b)).map(|(x, y)| g.xor(x, y)).collect(),
            Op::Add(a, b) => {
                let f = g.false_lit();
                bitblast::add(g, &get(a), &get(b), f)
            }
            Op::Sub(a, b) => bitblast::sub(g, &get(a), &get(b)),
            Op::Mul(a, b) => bitblast::mul(g, &get(a), &get(b)),
            Op::UDiv(a, b) => bitblast::udivrem(g, &get(a), &get(b), false).0,
            Op::URem(a, b) => bitblast::udivrem(g, &get(a), &get(b), true).1,
            Op::SDiv(a, b) => bitblast::sdivrem(g, &get(a), &get(b), false),
            Op::SRem(a, b) => bitblast::sdivrem(g, &get(a), &get(b), true),
            Op::Shl(a, b) => bitblast::shift(g, &get(a), &get(b), Shift::Left),
            Op::LShr(a, b) => bitblast::shift(g, &get(a), &get(b), Shift::LogicalRight),
            Op::AShr(a, b) => bitblast::shift(g, &get(a), &get(b), Shift::ArithRight),
            Op::Eq(a, b) => vec![bitblast::eq(g, &get(a), &get(b))],
            Op::Ult(a, b) => vec![bitblast::ult(g, &get(a), &get(b))],
            Op::Slt(a, b) => vec![bitblast::slt(g, &get(a), &get(b))],
            Op::Ite(c, a, b) => {
                let c = get(c)[0];
                bitblast::ite(g, c, &get(a), &get(b))
            }
            Op::Extract(a, lo) => get(a)[lo as usize..lo as usize + w].to_vec(),
            Op::ZExt(a) => {
                let mut v = get(a);
                v.resize(w, g.false_lit());
                v
            }
            Op::SExt(a) => {
                let mut v = get(a);
                let msb = *v.last().expect("nonempty");
                v.resize(w, msb);
                v
            }
            Op::FAdd(a, b, rm) => float::add(g, &get(a), &get(b), &get(rm)),
            Op::FMul(a, b, rm) => float::mul(g, &get(a), &get(b), &get(rm)),
            Op::FDiv(a, b, rm) => float::div(g, &get(a), &get(b), &get(rm)),
            Op::FSqrt(a, rm) => float::sqrt(g, &get(a), &get(rm)),
            Op::FToF(a, rm) => float::convert(g, &get(a), w, &get(rm)),
            Op::FToSInt(a) => float::to_sint(g, &get(a), w),
            Op::IToF(a, rm, signed) => float::from_int(g, &get(a), signed, w, &get(rm)),
            Op::FMod(a, b) => float::fmod(g, &get(a), &get(b)),
        }
    }
}
