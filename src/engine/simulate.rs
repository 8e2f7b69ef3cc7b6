//! Concrete simulation that answers loop-head reachability queries without the solver.
//!
//! While a reactive program runs, "can an execution reach the next loop head?" is satisfiable,
//! and it only matters for a `complete` verdict. Yet a SAT model of it must assign every frame
//! so far, and on RERS-style programs those models take seconds per frame, more than the
//! violation queries themselves. A *witness*, one concrete execution extended frame by frame
//! with guessed inputs, usually settles the query for the cost of evaluating the new frame's
//! terms.
//!
//! The witness is an assignment of the input variables. Extending it to frame k guesses the
//! variables frame k created (constants the frame compares them with first, then small and
//! random values) until the frame's next-head guard and its constraints evaluate to true. If
//! no guess works, the witness is stuck; a SAT model of a later head query (which assigns
//! everything) restarts it.
//!
//! Soundness: a witness only ever answers "reachable", which means "keep unwinding". Every
//! `Unreachable` answer, the only one a verdict rests on, still comes from the solver. The
//! evaluator shares `eval_op` with the constant folder and the bit-blaster's tests, so a
//! head the witness reaches is reached by a real execution of the formula. (Terms wider
//! than 64 bits hold their low 64 bits here, computed from their operands' low 64 bits: a
//! guess, which can only make the witness claim a head the solver then has to confirm or
//! keep unwinding; it never answers `Unreachable`.)

use crate::fxhash::FxHashMap;
use crate::term::{eval_op, wide, Op, TermId, TermStore};

/// Guesses per frame before the witness is declared stuck.
const TRIES: u32 = 256;
/// Term evaluations a frame's guesses may take, per term the frame created (plus a floor):
/// a frame that resists guessing costs a small multiple of its construction.
const EVALS_PER_TERM: u64 = 16;
const MIN_EVALS: u64 = 100_000;
/// Constants remembered per variable and per width.
const MAX_CANDIDATES: usize = 64;

const UNKNOWN: u32 = 0;
const COMMITTED: u32 = u32::MAX;

pub(super) struct Witness {
    /// Value of each term under the witness (or under the current guess).
    vals: Vec<u64>,
    /// `COMMITTED`, `UNKNOWN`, or the guess number a value belongs to.
    state: Vec<u32>,
    guess: u32,
    /// Whether the witness reaches the head of the last frame extended.
    alive: bool,
    /// The head the witness is known to satisfy (the last frame's, while alive).
    reached: Option<TermId>,
    /// Per variable term: constants the program compares it with.
    candidates: FxHashMap<TermId, Vec<u64>>,
    /// Per width (index `width - 1`): constants of the program.
    pool: Vec<Vec<u64>>,
    /// Terms below this id were scanned for constants.
    scanned: usize,
    rng: u64,
    /// Term evaluations of the current frame's guesses.
    evals: u64,
}

impl Default for Witness {
    fn default() -> Self {
        Witness {
            vals: Vec::new(),
            state: Vec::new(),
            guess: 0,
            alive: true,
            reached: None,
            candidates: FxHashMap::default(),
            pool: vec![Vec::new(); 64],
            scanned: 0,
            rng: 0x9e37_79b9_7f4a_7c15,
            evals: 0,
        }
    }
}

impl Witness {
    /// Whether the witness is known to reach a point with guard `head`.
    pub fn reaches(&self, head: TermId) -> bool {
        self.reached == Some(head)
    }

    /// Extends the witness by the frame whose terms have ids from `first_new` on: guess
    /// its new variables until every term of `must_hold` (the next-head guard and the frame's
    /// constraints) is true. Returns whether it succeeded.
    pub fn extend(&mut self, store: &TermStore, first_new: usize, must_hold: &[TermId]) -> bool {
        if !self.alive {
            // `adopt` scans what was skipped.
            return false;
        }
        self.scan(store);
        self.grow(store.len());
        let new_vars: Vec<TermId> = (first_new..store.len())
            .map(|i| TermId(i as u32))
            .filter(|&t| matches!(store.node(t).op, Op::Var(_)))
            .collect();
        let budget = MIN_EVALS + EVALS_PER_TERM * (store.len() - first_new) as u64;
        self.evals = 0;
        for attempt in 0..TRIES {
            if self.evals > budget {
                break;
            }
            self.guess = attempt + 1;
            for &v in &new_vars {
                let x = self.pick(store, v, attempt);
                self.vals[v.index()] = x;
                self.state[v.index()] = self.guess;
            }
            if must_hold.iter().all(|&t| self.eval(store, t, first_new) & 1 == 1) {
                for i in first_new..store.len() {
                    if self.state[i] == self.guess {
                        self.state[i] = COMMITTED;
                    }
                }
                self.reached = must_hold.first().copied();
                return true;
            }
            self.clear_guesses(first_new);
        }
        self.alive = false;
        self.reached = None;
        false
    }

    /// Restarts the witness from a solver model that reaches `head`:
    /// `value(t)` is the model's value of variable term `t` (None: not in the formula, free).
    /// The model is checked against the word-level semantics first (the witness stays stuck
    /// if they disagree, which would be a bit-blaster bug).
    pub fn adopt(
        &mut self,
        store: &TermStore,
        head: TermId,
        value: impl Fn(TermId) -> Option<u64>,
    ) {
        self.vals.clear();
        self.state.clear();
        self.grow(store.len());
        for i in 0..store.len() {
            let t = TermId(i as u32);
            if let Op::Var(_) = store.node(t).op {
                self.vals[i] = value(t).unwrap_or(0);
                self.state[i] = COMMITTED;
            }
        }
        self.scan(store);
        self.guess = 1;
        self.alive = self.eval(store, head, store.len()) & 1 == 1;
        self.reached = self.alive.then_some(head);
    }

    fn grow(&mut self, n: usize) {
        if self.vals.len() < n {
            self.vals.resize(n, 0);
            self.state.resize(n, UNKNOWN);
        }
    }

    fn clear_guesses(&mut self, from: usize) {
        for s in &mut self.state[from..] {
            if *s != COMMITTED {
                *s = UNKNOWN;
            }
        }
    }

    fn next_random(&mut self) -> u64 {
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 7;
        self.rng ^= self.rng << 17;
        self.rng
    }

    /// A guess for variable `v`: in the first tries its candidate constants in turn, then a
    /// mix of candidates, program constants of its width, small values and random bits.
    fn pick(&mut self, store: &TermStore, v: TermId, attempt: u32) -> u64 {
        let w = store.width(v);
        let mask = crate::bits::mask(w);
        let r = self.next_random();
        if let Some(c) = self.candidates.get(&v).filter(|c| !c.is_empty()) {
            if (attempt as usize) < c.len() {
                return c[attempt as usize];
            }
            if r.is_multiple_of(2) {
                return c[(r >> 8) as usize % c.len()];
            }
        }
        let pool = &self.pool[w.min(64) as usize - 1];
        match r % 4 {
            0 | 1 if !pool.is_empty() => pool[(r >> 8) as usize % pool.len()],
            2 => ((r >> 8) % 17) & mask,
            _ => (r >> 3) & mask,
        }
    }

    /// Records the constants of terms not yet scanned: per variable those it is compared with
    /// (`v == c`, `v < c`, and `c +- 1` for the orders), per width all of them.
    fn scan(&mut self, store: &TermStore) {
        for i in self.scanned..store.len() {
            let node = *store.node(TermId(i as u32));
            match node.op {
                Op::Const(c) => {
                    let p = &mut self.pool[node.width.min(64) as usize - 1];
                    if p.len() < MAX_CANDIDATES * 4 && !p.contains(&c) {
                        p.push(c);
                    }
                }
                op => {
                    for (v, values) in compared_values(store, &op) {
                        add_candidates(
                            self.candidates.entry(v).or_default(),
                            values,
                            MAX_CANDIDATES,
                        );
                    }
                }
            }
        }
        self.scanned = store.len();
    }

    /// The value of `t` under the witness and the current guess. Terms below `first_new`
    /// whose operands are committed are committed too (they cannot depend on the guess).
    fn eval(&mut self, store: &TermStore, t: TermId, first_new: usize) -> u64 {
        let mut stack = vec![(t, false)];
        while let Some((cur, expanded)) = stack.pop() {
            let i = cur.index();
            if self.known(i) {
                continue;
            }
            self.evals += 1;
            let node = *store.node(cur);
            if let Op::Var(_) = node.op {
                // A variable no evaluation needed before: free, so any value will do.
                self.vals[i] = 0;
                self.state[i] = if i < first_new { COMMITTED } else { self.guess };
                continue;
            }
            if !expanded {
                stack.push((cur, true));
                stack.extend(node.op.args().filter(|a| !self.known(a.index())).map(|a| (a, false)));
                continue;
            }
            let mut vals = [0u64; 3];
            let mut n = 0;
            let mut committed = i < first_new;
            for (j, a) in node.op.args().enumerate() {
                vals[j] = self.vals[a.index()];
                committed &= self.state[a.index()] == COMMITTED;
                n = j + 1;
            }
            let aw = node.op.args().next().map(|a| store.width(a)).unwrap_or(node.width);
            self.vals[i] = if let Some(c) = store.as_wide_const(cur) {
                c as u64
            } else if wide::is_wide(node.width, aw) {
                let mut wide_vals = [0u128; 3];
                for (w, &v) in wide_vals.iter_mut().zip(&vals[..n]) {
                    *w = u128::from(v);
                }
                wide::eval_op_wide(&node.op, node.width, aw, &wide_vals[..n]) as u64
            } else {
                eval_op(&node.op, node.width, aw, &vals[..n])
            };
            self.state[i] = if committed { COMMITTED } else { self.guess };
        }
        self.vals[t.index()]
    }

    fn known(&self, i: usize) -> bool {
        let s = self.state[i];
        s == COMMITTED || (s == self.guess && s != UNKNOWN)
    }
}

/// The variables a comparison `op` of a variable with a constant constrains, each with the
/// values that make the comparison's outcome change: `c` for `v == c`, and `c`, `c + 1`,
/// `c - 1` for the orders. Empty for other terms.
pub(super) fn compared_values(store: &TermStore, op: &Op) -> Vec<(TermId, Vec<u64>)> {
    let (Op::Eq(a, b) | Op::Ult(a, b) | Op::Slt(a, b)) = *op else { return Vec::new() };
    let exact = matches!(op, Op::Eq(..));
    let mut out = Vec::new();
    for (x, k) in [(a, b), (b, a)] {
        let (Some(c), Some(v)) = (store.as_const(k), var_below(store, x)) else { continue };
        let m = crate::bits::mask(store.width(x));
        out.push((
            v,
            if exact { vec![c] } else { vec![c, c.wrapping_add(1) & m, c.wrapping_sub(1) & m] },
        ));
    }
    out
}

/// Appends the `values` not yet in `list`, while it has fewer than `limit`.
pub(super) fn add_candidates(
    list: &mut Vec<u64>,
    values: impl IntoIterator<Item = u64>,
    limit: usize,
) {
    for c in values {
        if list.len() < limit && !list.contains(&c) {
            list.push(c);
        }
    }
}

/// The variable under extensions and extractions of `t`, if any (what a comparison with a
/// constant constrains).
fn var_below(store: &TermStore, t: TermId) -> Option<TermId> {
    match store.node(t).op {
        Op::Var(_) => Some(t),
        Op::ZExt(a) | Op::SExt(a) => var_below(store, a),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A RERS-like frame: the input must be one of a few values, and the state must follow
    /// a transition; the witness finds such inputs frame after frame, and a model restarts a
    /// stuck witness.
    #[test]
    fn witness_follows_a_state_machine() {
        let mut s = TermStore::new();
        let mut w = Witness::default();
        let mut state = s.constant(32, 0);
        for frame in 0..20u32 {
            let first_new = s.len();
            let input = s.fresh_var(32);
            let valid = (1..=6).fold(TermStore::FALSE, |acc, k| {
                let k = s.constant(32, k);
                let e = s.eq(input, k);
                s.or(acc, e)
            });
            // The state advances when the input is 3 and it is even, or stays.
            let three = s.constant(32, 3);
            let is3 = s.eq(input, three);
            let one = s.constant(32, 1);
            let next = s.add(state, one);
            state = s.ite(is3, next, state);
            let head = s.and(valid, TermStore::TRUE);
            assert!(w.extend(&s, first_new, &[head]), "frame {frame}");
            assert!(w.reaches(head));
            let ok = w.eval(&s, head, s.len());
            assert_eq!(ok & 1, 1);
        }
        // A frame whose head needs an input no guess produces: stuck, and stays stuck.
        let first_new = s.len();
        let x = s.fresh_var(64);
        let root = 0x1234_5678_9abc_def1u64;
        let square = s.mul(x, x);
        let magic = s.constant(64, root.wrapping_mul(root));
        let hard = s.eq(square, magic);
        assert!(!w.extend(&s, first_new, &[hard]));
        assert!(!w.reaches(hard));
        let first_new = s.len();
        let z = s.fresh_var(8);
        let k200 = s.constant(8, 200);
        let easy = s.ult(z, k200);
        assert!(!w.extend(&s, first_new, &[easy]), "a stuck witness waits for a model");
        // A model restarts it; a wrong model does not.
        w.adopt(&s, hard, |t| if t == x { Some(root + 2) } else { None });
        assert!(!w.reaches(hard), "a model the evaluator refutes is not adopted");
        w.adopt(&s, hard, |t| if t == x { Some(root) } else { None });
        assert!(w.reaches(hard));
        let first_new = s.len();
        let u = s.fresh_var(8);
        let c = s.constant(8, 77);
        let next_head = s.eq(u, c);
        let both = s.and(next_head, hard);
        assert!(w.extend(&s, first_new, &[both]), "extends from the model");
    }
}
