//! Path guards that remember how they were built, so that merging the branches of a `switch`
//! or an `if`-`else if` chain gives back the guard from before the branch.
//!
//! A guard is the conjunction of the conditions taken since the start, kept as a chain of
//! nodes shared between forked states. Merging states whose guards descend from a common
//! node `P` gives `P & OR(rests)`, and the disjunction of the rests is factored by their first
//! condition: `(c & X) | (!c & Y)` is `ite(c, X, Y)`, so a multi-way branch whose arms all
//! rejoin collapses to `P` exactly. Without this, the guard after a `switch` over n modes is a
//! formula over all n mode tests, and every later query on it (the next loop head's
//! reachability above all) encodes and solves the whole step again.

use std::rc::Rc;

use crate::term::{TermId, TermStore};

#[derive(Debug)]
struct Node {
    parent: Option<Guard>,
    /// The condition this node adds to its parent.
    cond: TermId,
    /// The whole conjunction up to here.
    term: TermId,
    depth: u32,
}

/// A path condition; cloning shares it.
#[derive(Debug, Clone)]
pub struct Guard(Rc<Node>);

/// A guard's ancestors are a chain as long as the path (thousands of frames of a loop that
/// never branches away): dropping it recursively would overflow the stack, so a node that is
/// the last owner of its parent unlinks the chain iteratively.
impl Drop for Node {
    fn drop(&mut self) {
        let mut next = self.parent.take();
        while let Some(Guard(rc)) = next {
            match Rc::try_unwrap(rc) {
                Ok(mut node) => next = node.parent.take(),
                Err(_) => break,
            }
        }
    }
}

impl Guard {
    /// The guard `true` of a fresh execution.
    pub fn root() -> Guard {
        Guard(Rc::new(Node {
            parent: None,
            cond: TermStore::TRUE,
            term: TermStore::TRUE,
            depth: 0,
        }))
    }

    pub fn term(&self) -> TermId {
        self.0.term
    }

    /// This guard and `c`.
    pub fn and(&self, store: &mut TermStore, c: TermId) -> Guard {
        let term = store.and(self.0.term, c);
        if term == self.0.term {
            return self.clone();
        }
        Guard(Rc::new(Node { parent: Some(self.clone()), cond: c, term, depth: self.0.depth + 1 }))
    }

    fn parent(&self) -> &Guard {
        self.0.parent.as_ref().expect("a guard below the root has a parent")
    }

    /// The disjunction of guards of disjoint executions arriving at one point.
    pub fn merge(store: &mut TermStore, guards: &[&Guard]) -> Guard {
        let Some(first) = guards.first() else {
            return Guard::root().and(store, TermStore::FALSE);
        };
        if guards.iter().all(|g| Rc::ptr_eq(&g.0, &first.0)) {
            return (*first).clone();
        }
        let Some(common) = common_ancestor(guards) else {
            // Guards of different executions (never made by symbolic execution): their plain
            // disjunction.
            let any = guards.iter().fold(TermStore::FALSE, |acc, g| store.or(acc, g.term()));
            return Guard::root().and(store, any);
        };
        let rests: Vec<Vec<TermId>> = guards.iter().map(|g| conditions_below(g, &common)).collect();
        let refs: Vec<&[TermId]> = rests.iter().map(Vec::as_slice).collect();
        let disjunction = or_factored(store, &refs);
        common.and(store, disjunction)
    }
}

/// The deepest node all guards descend from (their root at worst; none if they have
/// different roots).
fn common_ancestor(guards: &[&Guard]) -> Option<Guard> {
    let min_depth = guards.iter().map(|g| g.0.depth).min().unwrap_or(0);
    let mut at: Vec<Guard> = guards
        .iter()
        .map(|g| {
            let mut g = (*g).clone();
            while g.0.depth > min_depth {
                g = g.parent().clone();
            }
            g
        })
        .collect();
    while !at.iter().all(|g| Rc::ptr_eq(&g.0, &at[0].0)) {
        for g in at.iter_mut() {
            *g = g.0.parent.clone()?;
        }
    }
    Some(at.swap_remove(0))
}

/// The conditions added below `ancestor`, oldest first.
fn conditions_below(g: &Guard, ancestor: &Guard) -> Vec<TermId> {
    let mut conds = Vec::with_capacity((g.0.depth - ancestor.0.depth) as usize);
    let mut at = g;
    while !Rc::ptr_eq(&at.0, &ancestor.0) {
        conds.push(at.0.cond);
        at = at.parent();
    }
    conds.reverse();
    conds
}

/// `OR_i AND(rests[i])`, factored by first conditions. Iterative: rests are as long as the
/// chains of `else if`s and `case`s they come from (hundreds in generated code).
fn or_factored(store: &mut TermStore, rests: &[&[TermId]]) -> TermId {
    enum Task<'a> {
        /// Push the disjunction of these rests.
        Or(Vec<&'a [TermId]>),
        /// Pop one result per condition (in order) and push `OR_i (ci & ri)`.
        Combine(Vec<TermId>),
    }
    let mut tasks = vec![Task::Or(rests.to_vec())];
    let mut results: Vec<TermId> = Vec::new();
    while let Some(task) = tasks.pop() {
        match task {
            Task::Or(rests) => {
                if rests.iter().any(|r| r.is_empty()) {
                    results.push(TermStore::TRUE);
                    continue;
                }
                // Group by first condition, in order of appearance.
                let mut groups: Vec<(TermId, Vec<&[TermId]>)> = Vec::new();
                for r in rests {
                    match groups.iter_mut().find(|(c, _)| *c == r[0]) {
                        Some((_, members)) => members.push(&r[1..]),
                        None => groups.push((r[0], vec![&r[1..]])),
                    }
                }
                tasks.push(Task::Combine(groups.iter().map(|(c, _)| *c).collect()));
                // Reversed, so that the groups' results come out in order.
                tasks.extend(groups.into_iter().rev().map(|(_, members)| Task::Or(members)));
            }
            Task::Combine(conds) => {
                let mut parts: Vec<(TermId, TermId)> = conds
                    .iter()
                    .copied()
                    .zip(results.drain(results.len() - conds.len()..))
                    .collect();
                let mut acc = TermStore::FALSE;
                while let Some((c, x)) = parts.pop() {
                    let nc = store.not(c);
                    let term = match parts.iter().position(|(d, _)| *d == nc) {
                        // (c & X) | (!c & Y) = ite(c, X, Y)
                        Some(i) => {
                            let (_, y) = parts.swap_remove(i);
                            store.ite(c, x, y)
                        }
                        None => store.and(c, x),
                    };
                    acc = store.or(acc, term);
                }
                results.push(acc);
            }
        }
    }
    results.pop().expect("one result")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A path as long as `esbmc-k-induction/kinductor_01` reaches in seconds (a loop whose
    /// test never folds): dropping its guard used to overflow the stack.
    #[test]
    fn a_long_guard_chain_drops_without_recursion() {
        let mut s = TermStore::new();
        let mut g = Guard::root();
        for _ in 0..300_000 {
            let c = s.fresh_var(1);
            g = g.and(&mut s, c);
        }
        let kept = g.clone();
        drop(g);
        assert_eq!(kept.0.depth, 300_000);
        drop(kept);
    }

    #[test]
    fn switch_arms_rejoin_to_the_guard_before_the_switch() {
        let mut s = TermStore::new();
        let x = s.fresh_var(8);
        let k = s.constant(8, 100);
        let in_range = s.ult(x, k);
        let g0 = Guard::root().and(&mut s, in_range);
        // if (x == 1) ... else if (x == 2) ... else if (x == 3) ... else ...
        let mut arms = Vec::new();
        let mut rest = g0.clone();
        for v in 1..=3u64 {
            let k = s.constant(8, v);
            let c = s.eq(x, k);
            arms.push(rest.and(&mut s, c));
            let nc = s.not(c);
            rest = rest.and(&mut s, nc);
        }
        arms.push(rest);
        let refs: Vec<&Guard> = arms.iter().collect();
        let merged = Guard::merge(&mut s, &refs);
        assert_eq!(merged.term(), g0.term());
        assert!(Rc::ptr_eq(&merged.0, &g0.0));
    }

    #[test]
    fn merging_part_of_the_arms_is_their_disjunction() {
        let mut s = TermStore::new();
        let x = s.fresh_var(8);
        let g = Guard::root();
        let k1 = s.constant(8, 1);
        let c1 = s.eq(x, k1);
        let nc1 = s.not(c1);
        let k2 = s.constant(8, 2);
        let c2 = s.eq(x, k2);
        let a = g.and(&mut s, c1);
        let b = g.and(&mut s, nc1).and(&mut s, c2);
        let merged = Guard::merge(&mut s, &[&a, &b]);
        // Check by evaluation: x == 1 || x == 2.
        for v in 0..=255u128 {
            let env = move |_: u32| v;
            let got = crate::term::eval::Evaluator::new(&s, &env).eval_bool(merged.term());
            assert_eq!(got, v == 1 || v == 2, "x = {v}");
        }
    }

    #[test]
    fn guards_of_different_roots_merge_to_their_disjunction() {
        let mut s = TermStore::new();
        let x = s.fresh_var(1);
        let y = s.fresh_var(1);
        let a = Guard::root().and(&mut s, x);
        let b = Guard::root().and(&mut s, y);
        let merged = Guard::merge(&mut s, &[&a, &b]);
        assert_eq!(merged.term(), s.or(x, y));
    }
}
