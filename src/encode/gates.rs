//! The gate layer: hash-consed Boolean gates over solver literals, Tseitin-encoded once.
//!
//! Every constructor first simplifies (constants, equal or complementary inputs), then
//! normalizes (input order, negations pushed to the output) and looks the gate up, so one
//! function of the same inputs gets one variable and its clauses exactly once per run.
//! Constants are the distinguished `true` literal (fixed by a unit clause) and its negation:
//! a gate never has a constant input.
//!
//! Clauses per gate: and2 3, xor2 4, mux 4, xor3 8, maj3 6, n-ary and n+1.

use crate::fxhash::FxHashMap;
use crate::sat::{Lit, SatResult, SatSolver};

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Kind {
    And,
    Xor,
    Mux,
    Xor3,
    Maj,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Key(Kind, i32, i32, i32);

/// Hash-consed gates over a solver. Owns the solver.
pub struct Gates {
    solver: Box<dyn SatSolver>,
    t: Lit,
    gates: FxHashMap<Key, Lit>,
    ands: FxHashMap<Box<[Lit]>, Lit>,
    scratch: Vec<Lit>,
}

impl Gates {
    pub fn new(mut solver: Box<dyn SatSolver>) -> Gates {
        let t = solver.new_var();
        solver.add_clause(&[t]);
        Gates {
            solver,
            t,
            gates: FxHashMap::default(),
            ands: FxHashMap::default(),
            scratch: Vec::new(),
        }
    }

    #[inline]
    pub fn true_lit(&self) -> Lit {
        self.t
    }
    #[inline]
    pub fn false_lit(&self) -> Lit {
        !self.t
    }
    #[inline]
    pub fn konst(&self, b: bool) -> Lit {
        if b {
            self.t
        } else {
            !self.t
        }
    }
    /// `Some(value)` if `l` is a constant.
    #[inline]
    pub fn const_value(&self, l: Lit) -> Option<bool> {
        if l == self.t {
            Some(true)
        } else if l == !self.t {
            Some(false)
        } else {
            None
        }
    }
    #[inline]
    pub fn is_const(&self, l: Lit) -> bool {
        l.var() == self.t.var()
    }

    pub fn fresh(&mut self) -> Lit {
        self.solver.new_var()
    }
    pub fn clause(&mut self, lits: &[Lit]) {
        self.solver.add_clause(lits);
    }
    pub fn solve(&mut self, assumptions: &[Lit]) -> SatResult {
        self.solver.solve(assumptions)
    }
    pub fn limit_next_solve(&mut self, work: u64) -> bool {
        self.solver.limit_next_solve(work)
    }
    pub fn work(&self) -> u64 {
        self.solver.work()
    }
    pub fn failed(&self, l: Lit) -> bool {
        self.solver.failed(l)
    }
    pub fn value(&self, l: Lit) -> bool {
        self.solver.value(l)
    }
    pub fn num_vars(&self) -> u64 {
        self.solver.num_vars()
    }
    pub fn num_clauses(&self) -> u64 {
        self.solver.num_clauses()
    }
    /// Number of distinct gates built so far.
    pub fn num_gates(&self) -> usize {
        self.gates.len() + self.ands.len()
    }

    #[inline]
    fn lookup(&self, key: &Key) -> Option<Lit> {
        self.gates.get(key).copied()
    }

    fn new_gate(&mut self, key: Key) -> Lit {
        let o = self.solver.new_var();
        self.gates.insert(key, o);
        o
    }

    pub fn and(&mut self, a: Lit, b: Lit) -> Lit {
        let t = self.t;
        if a == !t || b == !t || a == !b {
            return !t;
        }
        if a == t || a == b {
            return b;
        }
        if b == t {
            return a;
        }
        let (a, b) = if a < b { (a, b) } else { (b, a) };
        let key = Key(Kind::And, a.0, b.0, 0);
        if let Some(o) = self.lookup(&key) {
            return o;
        }
        let o = self.new_gate(key);
        self.solver.add_clause(&[!o, a]);
        self.solver.add_clause(&[!o, b]);
        self.solver.add_clause(&[o, !a, !b]);
        o
    }

    pub fn or(&mut self, a: Lit, b: Lit) -> Lit {
        !self.and(!a, !b)
    }

    pub fn xor(&mut self, a: Lit, b: Lit) -> Lit {
        let t = self.t;
        if a == !t {
            return b;
        }
        if a == t {
            return !b;
        }
        if b == !t {
            return a;
        }
        if b == t {
            return !a;
        }
        if a == b {
            return !t;
        }
        if a == !b {
            return t;
        }
        // Negations move to the output.
        let neg = a.is_negated() != b.is_negated();
        let (a, b) = (Lit(a.0.abs()), Lit(b.0.abs()));
        let (a, b) = if a < b { (a, b) } else { (b, a) };
        let key = Key(Kind::Xor, a.0, b.0, 0);
        let o = match self.lookup(&key) {
            Some(o) => o,
            None => {
                let o = self.new_gate(key);
                self.solver.add_clause(&[!o, a, b]);
                self.solver.add_clause(&[!o, !a, !b]);
                self.solver.add_clause(&[o, !a, b]);
                self.solver.add_clause(&[o, a, !b]);
                o
            }
        };
        if neg {
            !o
        } else {
            o
        }
    }

    pub fn xnor(&mut self, a: Lit, b: Lit) -> Lit {
        !self.xor(a, b)
    }

    /// `c ? x : y`.
    pub fn mux(&mut self, c: Lit, x: Lit, y: Lit) -> Lit {
        let t = self.t;
        if c == t || x == y {
            return x;
        }
        if c == !t {
            return y;
        }
        if x == !y {
            // c ? !y : y
            return self.xor(c, y);
        }
        if x == t || c == x {
            return self.or(c, y);
        }
        if x == !t || c == !x {
            return self.and(!c, y);
        }
        if y == t || c == !y {
            return self.or(!c, x);
        }
        if y == !t || c == y {
            return self.and(c, x);
        }
        // Normalize: positive condition, positive then-input.
        let (c, x, y) = if c.is_negated() { (!c, y, x) } else { (c, x, y) };
        let (x, y, neg) = if x.is_negated() { (!x, !y, true) } else { (x, y, false) };
        let key = Key(Kind::Mux, c.0, x.0, y.0);
        let o = match self.lookup(&key) {
            Some(o) => o,
            None => {
                let o = self.new_gate(key);
                self.solver.add_clause(&[!c, !x, o]);
                self.solver.add_clause(&[!c, x, !o]);
                self.solver.add_clause(&[c, !y, o]);
                self.solver.add_clause(&[c, y, !o]);
                o
            }
        };
        if neg {
            !o
        } else {
            o
        }
    }

    /// Three-input parity (the sum of a full adder).
    pub fn xor3(&mut self, a: Lit, b: Lit, c: Lit) -> Lit {
        if self.is_const(a) {
            let r = self.xor(b, c);
            return if a == self.t { !r } else { r };
        }
        if self.is_const(b) {
            let r = self.xor(a, c);
            return if b == self.t { !r } else { r };
        }
        if self.is_const(c) {
            let r = self.xor(a, b);
            return if c == self.t { !r } else { r };
        }
        for (p, q, r) in [(a, b, c), (a, c, b), (b, c, a)] {
            if p == q {
                return r;
            }
            if p == !q {
                return !r;
            }
        }
        let neg = (a.is_negated() as u8 + b.is_negated() as u8 + c.is_negated() as u8) & 1 == 1;
        let mut v = [a.0.abs(), b.0.abs(), c.0.abs()];
        v.sort_unstable();
        let key = Key(Kind::Xor3, v[0], v[1], v[2]);
        let o = match self.lookup(&key) {
            Some(o) => o,
            None => {
                let o = self.new_gate(key);
                let (a, b, c) = (Lit(v[0]), Lit(v[1]), Lit(v[2]));
                // o is true iff an odd number of inputs is: forbid each wrong row.
                for mask in 0u8..8 {
                    let la = if mask & 1 != 0 { a } else { !a };
                    let lb = if mask & 2 != 0 { b } else { !b };
                    let lc = if mask & 4 != 0 { c } else { !c };
                    // Row where a = !la etc. (the clause is falsified exactly by that row):
                    // parity of the row's true inputs.
                    let ones =
                        (mask & 1 == 0) as u8 + (mask & 2 == 0) as u8 + (mask & 4 == 0) as u8;
                    let lo = if ones & 1 == 1 { o } else { !o };
                    self.solver.add_clause(&[la, lb, lc, lo]);
                }
                o
            }
        };
        if neg {
            !o
        } else {
            o
        }
    }

    /// Majority of three (the carry of a full adder).
    pub fn maj(&mut self, a: Lit, b: Lit, c: Lit) -> Lit {
        let t = self.t;
        for (p, q, r) in [(a, b, c), (b, a, c), (c, a, b)] {
            if p == t {
                return self.or(q, r);
            }
            if p == !t {
                return self.and(q, r);
            }
        }
        for (p, q, r) in [(a, b, c), (a, c, b), (b, c, a)] {
            if p == q {
                return p;
            }
            if p == !q {
                return r;
            }
        }
        // maj is self-dual: keep at most one negated input.
        let negs = a.is_negated() as u8 + b.is_negated() as u8 + c.is_negated() as u8;
        let (mut v, neg) =
            if negs >= 2 { ([-a.0, -b.0, -c.0], true) } else { ([a.0, b.0, c.0], false) };
        v.sort_unstable();
        let key = Key(Kind::Maj, v[0], v[1], v[2]);
        let o = match self.lookup(&key) {
            Some(o) => o,
            None => {
                let o = self.new_gate(key);
                let (a, b, c) = (Lit(v[0]), Lit(v[1]), Lit(v[2]));
                for (p, q) in [(a, b), (a, c), (b, c)] {
                    self.solver.add_clause(&[!p, !q, o]);
                    self.solver.add_clause(&[p, q, !o]);
                }
                o
            }
        };
        if neg {
            !o
        } else {
            o
        }
    }

    /// Conjunction of any number of literals (true for none).
    pub fn and_n(&mut self, lits: &[Lit]) -> Lit {
        let t = self.t;
        let mut v = std::mem::take(&mut self.scratch);
        v.clear();
        for &l in lits {
            if l == !t {
                self.scratch = v;
                return !t;
            }
            if l != t {
                v.push(l);
            }
        }
        v.sort_unstable_by_key(|l| (l.var(), l.0));
        v.dedup();
        if v.windows(2).any(|w| w[0] == !w[1]) {
            self.scratch = v;
            return !t;
        }
        let r = match v.len() {
            0 => t,
            1 => v[0],
            2 => self.and(v[0], v[1]),
            _ => match self.ands.get(&v[..]) {
                Some(&o) => o,
                None => {
                    let o = self.solver.new_var();
                    for &l in &v {
                        self.solver.add_clause(&[!o, l]);
                    }
                    let mut big: Vec<Lit> = v.iter().map(|&l| !l).collect();
                    big.push(o);
                    self.solver.add_clause(&big);
                    self.ands.insert(v.clone().into_boxed_slice(), o);
                    o
                }
            },
        };
        self.scratch = v;
        r
    }

    /// Disjunction of any number of literals (false for none).
    pub fn or_n(&mut self, lits: &[Lit]) -> Lit {
        let neg: Vec<Lit> = lits.iter().map(|&l| !l).collect();
        !self.and_n(&neg)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sat::{new_solver, SatConfig};
    use std::sync::atomic::AtomicBool;
    use std::sync::Arc;

    fn gates() -> Gates {
        Gates::new(new_solver(&SatConfig::default(), Arc::new(AtomicBool::new(false))))
    }

    #[test]
    fn simplifications_add_nothing() {
        let mut g = gates();
        let (t, f) = (g.true_lit(), g.false_lit());
        let a = g.fresh();
        let b = g.fresh();
        let c0 = g.num_clauses();
        assert_eq!(g.and(a, !a), f);
        assert_eq!(g.and(a, a), a);
        assert_eq!(g.and(a, t), a);
        assert_eq!(g.and(f, a), f);
        assert_eq!(g.or(a, !a), t);
        assert_eq!(g.xor(a, t), !a);
        assert_eq!(g.xor(f, a), a);
        assert_eq!(g.xor(a, a), f);
        assert_eq!(g.mux(a, b, b), b);
        assert_eq!(g.mux(t, a, b), a);
        assert_eq!(g.xor3(a, b, a), b);
        assert_eq!(g.maj(a, b, !a), b);
        assert_eq!(g.and_n(&[a, t, a]), a);
        assert_eq!(g.and_n(&[]), t);
        assert_eq!(g.num_clauses(), c0);
        // Hash-consing up to input order and negation.
        let x = g.xor(a, b);
        assert_eq!(g.xor(!b, a), !x);
        let m = g.mux(a, b, !b);
        assert_eq!(m, g.xor(a, !b));
        let y = g.and(a, b);
        assert_eq!(g.and(b, a), y);
        let c = g.fresh();
        let mj = g.maj(!a, !b, c);
        assert_eq!(g.maj(a, !c, b), !mj, "maj is self-dual");
    }

    /// Every gate agrees with its truth table on all input combinations.
    #[test]
    fn gates_truth_tables() {
        let mut g = gates();
        let ins: Vec<Lit> = (0..3).map(|_| g.fresh()).collect();
        let mut outs = Vec::new();
        for &na in &[false, true] {
            for &nb in &[false, true] {
                for &nc in &[false, true] {
                    let a = if na { !ins[0] } else { ins[0] };
                    let b = if nb { !ins[1] } else { ins[1] };
                    let c = if nc { !ins[2] } else { ins[2] };
                    outs.push((
                        na,
                        nb,
                        nc,
                        g.and(a, b),
                        g.or(a, b),
                        g.xor(a, b),
                        g.mux(a, b, c),
                        g.xor3(a, b, c),
                        g.maj(a, b, c),
                        g.and_n(&[a, b, c]),
                    ));
                }
            }
        }
        for m in 0u8..8 {
            let vals = [m & 1 != 0, m & 2 != 0, m & 4 != 0];
            let assum: Vec<Lit> = (0..3).map(|i| if vals[i] { ins[i] } else { !ins[i] }).collect();
            assert_eq!(g.solve(&assum), SatResult::Sat);
            for &(na, nb, nc, and, or, xor, mux, xor3, maj, andn) in &outs {
                let (a, b, c) = (vals[0] != na, vals[1] != nb, vals[2] != nc);
                assert_eq!(g.value(and), a && b);
                assert_eq!(g.value(or), a || b);
                assert_eq!(g.value(xor), a != b);
                assert_eq!(g.value(mux), if a { b } else { c });
                assert_eq!(g.value(xor3), a ^ b ^ c);
                assert_eq!(g.value(maj), (a as u8 + b as u8 + c as u8) >= 2);
                assert_eq!(g.value(andn), a && b && c);
            }
        }
    }
}
