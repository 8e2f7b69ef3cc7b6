//! Concrete evaluation of terms under an assignment of the input variables.
//!
//! Used to render traces (the value of every assignment on the violating path) and to check a
//! SAT model against the word-level semantics before a violation is reported.

use crate::fxhash::FxHashMap;

use super::wide::{eval_op_wide, mask128};
use super::{Op, TermId, TermStore};

/// Evaluates terms given input values; memoizes across calls (terms are immutable).
pub struct Evaluator<'a> {
    store: &'a TermStore,
    inputs: &'a dyn Fn(u32) -> u128,
    memo: FxHashMap<TermId, u128>,
}

impl<'a> Evaluator<'a> {
    /// `inputs(n)` is the value of input variable `n` (masked by the evaluator).
    pub fn new(store: &'a TermStore, inputs: &'a dyn Fn(u32) -> u128) -> Self {
        Evaluator { store, inputs, memo: FxHashMap::default() }
    }

    /// The value of `t` (its low 64 bits for a wider term), masked to its width.
    pub fn eval(&mut self, t: TermId) -> u64 {
        self.eval_wide(t) as u64
    }

    /// The value of `t`, masked to its width. Iterative: terms can be millions of levels deep.
    pub fn eval_wide(&mut self, t: TermId) -> u128 {
        if let Some(&v) = self.memo.get(&t) {
            return v;
        }
        let mut stack = vec![(t, false)];
        while let Some((cur, expanded)) = stack.pop() {
            if self.memo.contains_key(&cur) {
                continue;
            }
            let node = *self.store.node(cur);
            if let Op::Var(n) = node.op {
                let v = (self.inputs)(n) & mask128(node.width);
                self.memo.insert(cur, v);
                continue;
            }
            if let Some(c) = self.store.as_wide_const(cur) {
                self.memo.insert(cur, c);
                continue;
            }
            if !expanded {
                stack.push((cur, true));
                for a in node.op.args() {
                    if !self.memo.contains_key(&a) {
                        stack.push((a, false));
                    }
                }
                continue;
            }
            let mut vals = [0u128; 3];
            let mut n = 0;
            for (i, a) in node.op.args().enumerate() {
                vals[i] = self.memo[&a];
                n = i + 1;
            }
            let aw = self.store.first_arg_width(&node.op, node.width);
            let v = eval_op_wide(&node.op, node.width, aw, &vals[..n]);
            self.memo.insert(cur, v);
        }
        self.memo[&t]
    }

    pub fn eval_bool(&mut self, t: TermId) -> bool {
        self.eval(t) & 1 == 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deep_terms_do_not_overflow_the_stack() {
        let mut s = TermStore::new();
        let x = s.fresh_var(32);
        let one = s.constant(32, 1);
        let mut t = x;
        for _ in 0..200_000 {
            let y = s.fresh_var(32);
            let m = s.mul(t, y);
            t = s.add(m, one);
        }
        let inputs = |_n: u32| 1u128;
        let mut e = Evaluator::new(&s, &inputs);
        assert_eq!(e.eval(t), 200_001);
    }
}
