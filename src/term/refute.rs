//! Refuting a query's term before the solver sees it: interval reasoning over the terms,
//! under the facts the term itself asserts.
//!
//! Why: a float controller's requirement (`speed < 71.0`, where `speed` is a 50-cycle sum of
//! distances over the window's duration) holds in every frame before a deep violation, and
//! the solver proves each of those frames UNSAT through chains of float adders and a divider:
//! most of a run (`benchmarks/float/sliding_window_dt.c`, frames 1-35). Interval arithmetic
//! sees it at once: each distance is at most 10 (the loop's `assume`), so the sum of `k` of
//! them is at most `10k`, and the window is at least 5 s.
//!
//! How: a violation's term is a conjunction: the path guard (which holds every `assume`d
//! condition of the frames so far and the assertions checked before) and the negated
//! assertion. A conjunct over a single input variable bounds that variable: *shaving*
//! (constraint programming's name) finds the smallest interval of the variable, in unsigned
//! order and, for 32- and 64-bit values, in the IEEE total order (`abs::key`), outside which
//! the conjunct evaluates to false (a binary search from each end). Then the term is
//! evaluated over `abs::Abs` with those bounds: if it is 0, no assignment makes it true, and
//! the query is UNSAT with neither solver nor encoding.
//!
//! Soundness: bounds come from conjuncts of the term itself, so they hold wherever it does,
//! and evaluation over-approximates (`abs.rs`). The evaluation is memoized across queries
//! while each query's conjuncts include the facts whose bounds were used before (the frames
//! of one path, whose guard only grows): a value computed under fewer facts stays sound
//! under more. The caller bounds the time (`engine/frames.rs`: a fifth of encoding and
//! solving, checked after every query).

use super::abs::{self, Abs, Floats};
use super::range::Range;
use super::{Op, TermId, TermStore};
use crate::bits::float::{inf_bits, sign_bit};
use crate::fxhash::{FxHashMap, FxHashSet};

/// Terms a conjunct may have to be shaved (an `assume`'s condition on one input).
const SHAVE_CONE: usize = 256;
/// Terms evaluated for one query beyond those memoized before.
const EVAL_BUDGET: usize = 1_000_000;
/// Queries in a row not refuted after which the refuter stops trying (a program where
/// intervals do not help pays for at most this many evaluations).
const GIVE_UP_AFTER: u32 = 64;
/// Memoized terms beyond which the refuter stops (memory: about 100 bytes each).
const MAX_MEMO: usize = 4_000_000;

/// What a conjunct says of its variable.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Shaved {
    /// Not a conjunct over one variable, or one that bounds nothing.
    Nothing,
    Bound(TermId, Abs),
    /// False for every value of its variable.
    Contradiction,
}

#[derive(Default)]
pub struct Refuter {
    /// What is known of each term evaluated under `facts`; `None`: no value.
    memo: FxHashMap<TermId, Option<Abs>>,
    /// The conjuncts whose bounds `bounds` (and so `memo`) rest on.
    facts: FxHashSet<TermId>,
    bounds: FxHashMap<TermId, Abs>,
    shaved: FxHashMap<TermId, Shaved>,
    refuted_terms: FxHashSet<TermId>,
    misses: u32,
    off: bool,
}

impl Refuter {
    /// Whether `v` (width 1) is false under every assignment of the variables, as far as
    /// intervals show. A `true` answer is a proof; `false` means "not shown".
    pub fn refutes(&mut self, store: &TermStore, v: TermId) -> bool {
        if v == TermStore::FALSE || self.refuted_terms.contains(&v) {
            return true;
        }
        if self.off {
            return false;
        }
        if self.memo.len() > MAX_MEMO {
            self.stop();
            return false;
        }
        if self.try_refute(store, v) {
            self.refuted_terms.insert(v);
            self.misses = 0;
            return true;
        }
        self.misses += 1;
        if self.misses >= GIVE_UP_AFTER {
            self.stop();
        }
        false
    }

    /// No more attempts (the caller's time limit, or too many misses): every later answer
    /// is "not shown", except for terms refuted before.
    pub fn stop(&mut self) {
        self.off = true;
        self.memo = FxHashMap::default();
    }

    fn try_refute(&mut self, store: &TermStore, v: TermId) -> bool {
        let conj = conjuncts(store, v);
        let set: FxHashSet<TermId> = conj.iter().copied().collect();
        if !self.facts.iter().all(|f| set.contains(f)) {
            self.memo.clear();
            self.bounds.clear();
            self.facts.clear();
        }
        for &c in &conj {
            if self.facts.contains(&c) {
                continue;
            }
            let s = *self.shaved.entry(c).or_insert_with(|| shave(store, c));
            match s {
                // Not a fact the memo rests on (a later query without it keeps the memo:
                // the previous check's negated condition, which the next guard replaces by
                // the condition).
                Shaved::Nothing => {}
                Shaved::Contradiction => return true,
                Shaved::Bound(x, b) => {
                    let w = store.width(x);
                    let old = self.bounds.get(&x).copied().unwrap_or_else(|| Abs::full(w));
                    let Some(new) = old.meet(b, w) else { return true };
                    self.facts.insert(c);
                    if new != old {
                        self.bounds.insert(x, new);
                        // Values computed from the wider bound stay sound, but the one of
                        // the variable itself would hide the narrower.
                        if self.memo.contains_key(&x) {
                            self.memo.clear();
                        }
                    }
                }
            }
        }
        let bounds = &self.bounds;
        let leaf = |x: TermId, w: u32| bounds.get(&x).copied().unwrap_or_else(|| Abs::full(w));
        is_false(evaluate(store, v, &mut self.memo, leaf, EVAL_BUDGET))
    }
}

fn is_false(r: Option<Option<Abs>>) -> bool {
    match r {
        Some(None) => true,
        Some(Some(a)) => a.value() == Some(0),
        None => false,
    }
}

/// The conjuncts of `v` (its `And` tree of width 1, flattened), each once.
fn conjuncts(store: &TermStore, v: TermId) -> Vec<TermId> {
    let mut out = Vec::new();
    let mut seen = FxHashSet::default();
    let mut stack = vec![v];
    while let Some(t) = stack.pop() {
        if !seen.insert(t) {
            continue;
        }
        let node = store.node(t);
        match node.op {
            Op::And(a, b) if node.width == 1 => {
                stack.push(b);
                stack.push(a);
            }
            _ => out.push(t),
        }
    }
    out
}

/// Forward evaluation of `root` over `Abs`, memoized in `memo`; `leaf` gives each variable's.
/// `None` when more than `budget` terms would have to be evaluated.
fn evaluate(
    store: &TermStore,
    root: TermId,
    memo: &mut FxHashMap<TermId, Option<Abs>>,
    leaf: impl Fn(TermId, u32) -> Abs,
    budget: usize,
) -> Option<Option<Abs>> {
    if let Some(&a) = memo.get(&root) {
        return Some(a);
    }
    let mut stack = vec![(root, false)];
    let mut evaluated = 0;
    while let Some((t, expanded)) = stack.pop() {
        if memo.contains_key(&t) {
            continue;
        }
        let node = *store.node(t);
        if let Op::Var(_) = node.op {
            memo.insert(t, Some(leaf(t, node.width)));
            continue;
        }
        if !expanded {
            evaluated += 1;
            if evaluated > budget {
                return None;
            }
            stack.push((t, true));
            stack.extend(node.op.args().filter(|a| !memo.contains_key(a)).map(|a| (a, false)));
            continue;
        }
        let mut args = [Abs::full(1); 3];
        let mut n = 0;
        let mut empty = false;
        for (i, a) in node.op.args().enumerate() {
            match memo[&a] {
                Some(x) => args[i] = x,
                None => empty = true,
            }
            n = i + 1;
        }
        let r = if empty {
            None
        } else {
            abs::of_op(
                &node.op,
                node.width,
                store.first_arg_width(&node.op, node.width),
                &args[..n],
            )
        };
        memo.insert(t, r);
    }
    Some(memo[&root])
}

/// The one variable of `c`'s cone, if it has exactly one and at most `cap` terms.
fn single_var(store: &TermStore, c: TermId, cap: usize) -> Option<TermId> {
    let mut seen = FxHashSet::default();
    let mut stack = vec![c];
    let mut var = None;
    while let Some(t) = stack.pop() {
        if !seen.insert(t) {
            continue;
        }
        if seen.len() > cap {
            return None;
        }
        match store.node(t).op {
            Op::Var(_) if var.is_some_and(|x| x != t) => return None,
            Op::Var(_) => var = Some(t),
            op => stack.extend(op.args()),
        }
    }
    var
}

/// What conjunct `c` says of its variable, if it has one.
fn shave(store: &TermStore, c: TermId) -> Shaved {
    let Some(x) = single_var(store, c, SHAVE_CONE) else { return Shaved::Nothing };
    let w = store.width(x);
    let refuted_in = |a: Option<Abs>| match a {
        None => true,
        Some(a) => {
            let mut memo = FxHashMap::default();
            is_false(evaluate(store, c, &mut memo, |_, _| a, SHAVE_CONE))
        }
    };
    let top = crate::bits::mask(w) as u128;
    let in_bits = |lo: u128, hi: u128| {
        Abs { bits: Range { lo: lo as u64, hi: hi as u64 }, float: None }.normalize(w)
    };
    let Some((lo, hi)) = shave_interval(0, top, |lo, hi| refuted_in(in_bits(lo, hi))) else {
        return Shaved::Contradiction;
    };
    let Some(mut bound) = in_bits(lo as u128, hi as u128) else { return Shaved::Contradiction };
    if w == 32 || w == 64 {
        // Values and NaNs apart: a set of both evaluates to little (`isnan` unknown), and
        // the NaNs' bits, positive or negative, are each one interval.
        let (ni, pi) = (abs::key(sign_bit(w) | inf_bits(w), w), abs::key(inf_bits(w), w));
        let in_keys = |lo: u128, hi: u128| {
            Abs {
                bits: Range::full(w),
                float: Some(Floats { lo: lo as u64, hi: hi as u64, nan: false }),
            }
            .normalize(w)
        };
        // Each class apart (-inf, negative finite, positive finite, +inf): in one class the
        // bits run in order, so the exponent and NaN tests evaluate exactly over intervals.
        let classes =
            [(ni, ni), (ni + 1, abs::key(sign_bit(w), w)), (abs::key(0, w), pi - 1), (pi, pi)];
        let refuted_keys = |lo: u128, hi: u128| {
            classes.iter().all(|&(a, b)| {
                let (a, b) = (lo.max(a as u128), hi.min(b as u128));
                a > b || refuted_in(in_keys(a, b))
            })
        };
        let values = shave_interval(ni as u128, pi as u128, refuted_keys);
        let (inf, sign) = (inf_bits(w), sign_bit(w));
        let nan = !refuted_in(in_bits((inf + 1) as u128, (sign - 1) as u128))
            || !refuted_in(in_bits(((sign | inf) + 1) as u128, top));
        let floats = match values {
            Some((lo, hi)) => Floats { lo, hi, nan },
            None if nan => Floats { lo: pi, hi: ni, nan },
            None => return Shaved::Contradiction,
        };
        match bound.meet(Abs { bits: Range::full(w), float: Some(floats) }, w) {
            Some(b) => bound = b,
            None => return Shaved::Contradiction,
        }
    }
    if bound == Abs::full(w) {
        Shaved::Nothing
    } else {
        Shaved::Bound(x, bound)
    }
}

/// The smallest interval of `first..=last` outside which `refuted(lo, hi)` holds (for
/// `lo..=hi`): a binary search for the longest refuted prefix, then suffix. Every end it
/// reports was checked, so the answer is sound even where `refuted` is not monotone.
/// `None`: all of it is refuted.
fn shave_interval(
    first: u128,
    last: u128,
    refuted: impl Fn(u128, u128) -> bool,
) -> Option<(u64, u64)> {
    // The longest refuted prefix `first..first + n`.
    let (mut lo, mut hi) = (0u128, last - first + 1);
    while lo < hi {
        let mid = lo + (hi - lo).div_ceil(2);
        if refuted(first, first + mid - 1) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    let start = first + lo;
    if start > last {
        return None;
    }
    // The longest refuted suffix `last + 1 - n..=last`, keeping `start`.
    let (mut lo, mut hi) = (0u128, last - start);
    while lo < hi {
        let mid = lo + (hi - lo).div_ceil(2);
        if refuted(last + 1 - mid, last) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    Some((start as u64, (last - lo) as u64))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::term::eval::Evaluator;

    fn dbl(s: &mut TermStore, v: f64) -> TermId {
        s.constant(64, v.to_bits())
    }

    /// The sliding window's shape: `k` distances in `[0, 10]` summed from `+0.0`, divided by
    /// 5: below 71 for `k <= 35` (refuted), not for 36.
    #[test]
    fn bounded_sums_refute_the_window_requirement_until_it_can_fail() {
        let mut s = TermStore::new();
        let mut r = Refuter::default();
        let (zero, ten, five, limit) =
            (dbl(&mut s, 0.0), dbl(&mut s, 10.0), dbl(&mut s, 5.0), dbl(&mut s, 71.0));
        let mut guard = TermStore::TRUE;
        let mut sum = zero;
        for k in 1..=36 {
            let d = s.fresh_var(64);
            let ge = s.fle(zero, d);
            let le = s.fle(d, ten);
            let assumed = s.and(ge, le);
            guard = s.and(guard, assumed);
            sum = s.fadd(sum, d);
            let speed = s.fdiv(sum, five);
            let ok = s.flt(speed, limit);
            let bad = s.not(ok);
            let v = s.and(guard, bad);
            assert_eq!(r.refutes(&s, v), k <= 35, "frame {k}");
            guard = s.and(guard, ok);
        }
    }

    /// A lookup table's linear search (Embedded Coder's `look2_iflf_linlca`): after
    /// `!(u <= bp[0])`, the search's `u < bp[0]` cannot hold; single precision, where
    /// comparisons with a constant are built on the bits.
    #[test]
    fn a_float_compared_both_ways_with_one_breakpoint_is_refuted() {
        let mut s = TermStore::new();
        let u = s.fresh_var(32);
        for bp in [50.0f32, 0.0, -2.5, 1e-3] {
            let mut r = Refuter::default();
            let c = s.constant(32, bp.to_bits() as u64);
            let le = s.fle(u, c);
            let above = s.not(le);
            let lt = s.flt(u, c);
            let both = s.and(above, lt);
            assert!(r.refutes(&s, both), "u > {bp} && u < {bp}");
            let c2 = s.constant(32, (bp + 1.0).to_bits() as u64);
            let lt2 = s.flt(u, c2);
            let between = s.and(above, lt2);
            assert!(!r.refutes(&s, between), "u > {bp} && u < {bp} + 1 is satisfiable");
        }
    }

    #[test]
    fn a_contradictory_assumption_refutes_and_free_inputs_do_not() {
        let mut s = TermStore::new();
        let mut r = Refuter::default();
        let x = s.fresh_var(32);
        let c5 = s.constant(32, 5);
        let c3 = s.constant(32, 3);
        let lt3 = s.ult(x, c3);
        let gt5 = s.ult(c5, x);
        let both = s.and(lt3, gt5);
        assert!(r.refutes(&s, both));
        let y = s.fresh_var(32);
        let eq = s.eq(x, y);
        assert!(!r.refutes(&s, eq));
        // Bounded by the fact, a product cannot reach 100.
        let xx = s.mul(x, c3);
        let c100 = s.constant(32, 100);
        let big = s.ult(c100, xx);
        let q = s.and(lt3, big);
        assert!(r.refutes(&s, q));
    }

    /// Shaving never excludes a value that satisfies the conjunct: every value the solver
    /// could pick for `x` that makes `c` true lies in the bound (checked on samples).
    #[test]
    fn shaved_bounds_keep_every_satisfying_value() {
        let mut s = TermStore::new();
        let x = s.fresh_var(64);
        let (m1, p2, zero) = (dbl(&mut s, -1.5), dbl(&mut s, 2.0), dbl(&mut s, 0.0));
        let a = s.fle(m1, x);
        let b = s.flt(x, p2);
        let nz = s.feq(x, zero);
        let nz = s.not(nz);
        let c1 = s.and(a, b);
        let c = s.and(c1, nz);
        let Shaved::Bound(v, bound) = shave(&s, c) else { panic!("no bound") };
        assert_eq!(v, x);
        let samples: Vec<f64> =
            vec![-1.5, -1.0, -1e-300, 1e-300, 1.0, 1.999, -0.0, 0.0, 2.0, -2.0, f64::NAN];
        for f in samples {
            let bits = f.to_bits();
            let inputs = move |_n: u32| u128::from(bits);
            let holds = Evaluator::new(&s, &inputs).eval_bool(c);
            let k = abs::key(bits, 64);
            let fl = bound.float.unwrap();
            let inside = bound.bits.lo <= bits && bits <= bound.bits.hi && fl.lo <= k && k <= fl.hi;
            assert!(!holds || inside, "{f} satisfies the conjunct but lies outside {bound:?}");
        }
        let f = bound.float.unwrap();
        assert!(!f.nan);
        assert_eq!(
            (f.lo, f.hi),
            (abs::key((-1.5f64).to_bits(), 64), abs::key(1.9999999999999998f64.to_bits(), 64))
        );
    }
}
