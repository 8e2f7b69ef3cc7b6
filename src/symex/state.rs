//! Symbolic states: a path guard and the value of every variable slot, with cheap forks and
//! merges (copy-on-write chunks, so a fork copies a few pointers and a merge skips the chunks
//! both sides still share).

use std::rc::Rc;

use super::guard::Guard;
use crate::term::{TermId, TermStore};

/// The value of a variable slot.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    /// Out of scope: never read again, so it merges with anything for free.
    Dead,
    /// Declared but not assigned: an arbitrary value, materialized on first read.
    Uninit,
    Scalar(TermId),
    Array(Rc<Vec<Value>>),
}

const CHUNK: usize = 32;

/// Slots from here on hold dynamic objects (`symex/heap.rs`), two per object: its value and
/// whether it is live. They are kept apart from the variables' slots, which grow with the
/// call stack from 0.
pub const HEAP_BASE: usize = 1 << 28;

/// Slot values, in chunks shared between forked states until written.
#[derive(Debug, Clone, Default)]
pub struct Slots {
    /// Variables: globals, then the locals of each call on the stack.
    pub(super) chunks: Vec<Rc<Vec<Value>>>,
    /// Dynamic objects: slot `HEAP_BASE + i` is `heap[i / CHUNK][i % CHUNK]`.
    pub(super) heap: Vec<Rc<Vec<Value>>>,
}

impl Slots {
    /// The chunks of the variables (`heap` false) or of the dynamic objects.
    fn region(&self, heap: bool) -> &Vec<Rc<Vec<Value>>> {
        if heap {
            &self.heap
        } else {
            &self.chunks
        }
    }
    pub fn get(&self, i: usize) -> &Value {
        let heap = i >= HEAP_BASE;
        let (chunks, i) = (self.region(heap), if heap { i - HEAP_BASE } else { i });
        chunks.get(i / CHUNK).map(|c| &c[i % CHUNK]).unwrap_or(&Value::Dead)
    }
    pub fn set(&mut self, i: usize, v: Value) {
        let (chunks, i) =
            if i >= HEAP_BASE { (&mut self.heap, i - HEAP_BASE) } else { (&mut self.chunks, i) };
        while chunks.len() <= i / CHUNK {
            chunks.push(Rc::new(vec![Value::Dead; CHUNK]));
        }
        Rc::make_mut(&mut chunks[i / CHUNK])[i % CHUNK] = v;
    }

    /// Every slot value that is the term `x` becomes `k` (scalars, and array elements at any
    /// depth). Chunks without `x` stay shared with the states forked from this one.
    pub fn substitute(&mut self, x: TermId, k: TermId) {
        fn holds(v: &Value, x: TermId) -> bool {
            match v {
                Value::Scalar(t) => *t == x,
                Value::Array(es) => es.iter().any(|e| holds(e, x)),
                Value::Dead | Value::Uninit => false,
            }
        }
        fn replace(v: &mut Value, x: TermId, k: TermId) {
            match v {
                Value::Scalar(t) if *t == x => *t = k,
                Value::Array(es) if es.iter().any(|e| holds(e, x)) => {
                    Rc::make_mut(es).iter_mut().for_each(|e| replace(e, x, k))
                }
                _ => {}
            }
        }
        for chunk in self.chunks.iter_mut().chain(self.heap.iter_mut()) {
            if chunk.iter().any(|v| holds(v, x)) {
                Rc::make_mut(chunk).iter_mut().for_each(|v| replace(v, x, k));
            }
        }
    }
}

/// One symbolic state: the condition under which execution is here, and the variables.
#[derive(Debug, Clone)]
pub struct State {
    pub guard: Guard,
    pub slots: Slots,
}

/// Something that makes fresh values for `Uninit` slots that a merge must materialize.
pub trait Materialize {
    /// A fresh value shaped like `like` for the uninitialized side of a merge, which holds
    /// where `side` says; `path` is the component's position in the slot's value.
    fn fresh_for_merge(
        &mut self,
        store: &mut TermStore,
        like: &Value,
        side: Side,
        path: &[usize],
    ) -> Value;
    /// The slot the next merges are of (`None`: not a variable's slot).
    fn at_slot(&mut self, slot: Option<usize>);
}

/// Where the uninitialized side of a merge holds.
#[derive(Debug, Clone, Copy)]
pub enum Side {
    /// On the executions with this (absolute) guard.
    Guard(TermId),
    /// Where the binary merge's condition holds (`true`) or does not (`false`), within the
    /// merge's own guard.
    Cond(TermId, bool),
}

/// Merges all states arriving at one point. Their guards are disjoint (each execution takes one
/// path), so a slot's merged value can group the states by value: `ite(G1, v1, ite(G2, v2,
/// default))` with `Gi` the disjunction of the guards of the states holding `vi`, and the most
/// common value as the default. A control-state variable then costs one `ite` per distinct
/// value instead of one per incoming path.
pub fn merge_all(
    store: &mut TermStore,
    fresh: &mut dyn Materialize,
    states: Vec<State>,
) -> Option<State> {
    let mut states: Vec<State> =
        states.into_iter().filter(|s| s.guard.term() != TermStore::FALSE).collect();
    match states.len() {
        0 => return None,
        1 => return states.pop(),
        _ => {}
    }
    let guard = Guard::merge(store, &states.iter().map(|s| &s.guard).collect::<Vec<_>>());
    let guards: Vec<TermId> = states.iter().map(|s| s.guard.term()).collect();
    let mut slots = states[0].slots.clone();
    merge_region(store, fresh, &states, &guards, false, &mut slots);
    merge_region(store, fresh, &states, &guards, true, &mut slots);
    Some(State { guard, slots })
}

/// Merges the variables' slots (`heap` false) or the dynamic objects' slots of `states` into
/// `slots`, skipping the chunks every state still shares.
fn merge_region(
    store: &mut TermStore,
    fresh: &mut dyn Materialize,
    states: &[State],
    guards: &[TermId],
    heap: bool,
    slots: &mut Slots,
) {
    let base = if heap { HEAP_BASE } else { 0 };
    let n = states.iter().map(|s| s.slots.region(heap).len()).max().unwrap_or(0);
    for ci in 0..n {
        let first = states[0].slots.region(heap).get(ci);
        let shared = states.iter().all(|s| match (s.slots.region(heap).get(ci), first) {
            (Some(a), Some(b)) => Rc::ptr_eq(a, b),
            _ => false,
        });
        if shared {
            continue;
        }
        for j in 0..CHUNK {
            let idx = base + ci * CHUNK + j;
            let v0 = states[0].slots.get(idx);
            if states.iter().all(|s| s.slots.get(idx) == v0) {
                continue;
            }
            let items: Vec<(TermId, Value)> =
                states.iter().zip(guards).map(|(s, g)| (*g, s.slots.get(idx).clone())).collect();
            fresh.at_slot(Some(idx));
            let v = merge_values_n(store, fresh, items, &mut Vec::new());
            slots.set(idx, v);
        }
    }
}

/// The merged value of `(guard, value)` pairs with disjoint guards.
fn merge_values_n(
    store: &mut TermStore,
    fresh: &mut dyn Materialize,
    items: Vec<(TermId, Value)>,
    path: &mut Vec<usize>,
) -> Value {
    let mut items: Vec<(TermId, Value)> =
        items.into_iter().filter(|(_, v)| *v != Value::Dead).collect();
    if items.is_empty() {
        return Value::Dead;
    }
    if items.iter().all(|(_, v)| *v == items[0].1) {
        return items.swap_remove(0).1;
    }
    if let Some(like) = items.iter().map(|(_, v)| v.clone()).find(|v| *v != Value::Uninit) {
        for (g, v) in items.iter_mut() {
            if *v == Value::Uninit {
                *v = fresh.fresh_for_merge(store, &like, Side::Guard(*g), path);
            }
        }
    }
    match &items[0].1 {
        Value::Array(first) => {
            let len = first.len();
            let elems = (0..len)
                .map(|e| {
                    let sub = items
                        .iter()
                        .map(|(g, v)| match v {
                            Value::Array(a) => (*g, a[e].clone()),
                            other => panic!("merging an array with {other:?}"),
                        })
                        .collect();
                    path.push(e);
                    let m = merge_values_n(store, fresh, sub, path);
                    path.pop();
                    m
                })
                .collect();
            Value::Array(Rc::new(elems))
        }
        _ => {
            // Group by value, in order of first appearance.
            let mut groups: Vec<(TermId, TermId, usize)> = Vec::new(); // (value, guard, count)
            for (g, v) in &items {
                let Value::Scalar(t) = v else { panic!("merging a scalar with {v:?}") };
                match groups.iter_mut().find(|(val, _, _)| val == t) {
                    Some(entry) => {
                        entry.1 = store.or(entry.1, *g);
                        entry.2 += 1;
                    }
                    None => groups.push((*t, *g, 1)),
                }
            }
            let default = (0..groups.len()).max_by_key(|&i| (groups[i].2, i)).expect("groups");
            let arms: Vec<(TermId, TermId)> = groups
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != default)
                .map(|(_, (val, g, _))| (*g, *val))
                .collect();
            Value::Scalar(store.select(&arms, groups[default].0))
        }
    }
}

/// `ite(g, a, b)` on values of one type.
pub fn merge_value(
    store: &mut TermStore,
    fresh: &mut dyn Materialize,
    g: TermId,
    a: Value,
    b: Value,
) -> Value {
    merge_value_at(store, fresh, g, a, b, &mut Vec::new())
}

fn merge_value_at(
    store: &mut TermStore,
    fresh: &mut dyn Materialize,
    g: TermId,
    a: Value,
    b: Value,
    path: &mut Vec<usize>,
) -> Value {
    match (a, b) {
        (a, b) if a == b => a,
        (Value::Dead, v) | (v, Value::Dead) => v,
        (Value::Scalar(x), Value::Scalar(y)) => Value::Scalar(store.ite(g, x, y)),
        (Value::Array(x), Value::Array(y)) => {
            let mut elems = Vec::with_capacity(x.len());
            for (e, (ex, ey)) in x.iter().zip(y.iter()).enumerate() {
                path.push(e);
                elems.push(merge_value_at(store, fresh, g, ex.clone(), ey.clone(), path));
                path.pop();
            }
            Value::Array(Rc::new(elems))
        }
        (Value::Uninit, other) => {
            let u = fresh.fresh_for_merge(store, &other, Side::Cond(g, true), path);
            merge_value_at(store, fresh, g, u, other, path)
        }
        (other, Value::Uninit) => {
            let u = fresh.fresh_for_merge(store, &other, Side::Cond(g, false), path);
            merge_value_at(store, fresh, g, other, u, path)
        }
        (a, b) => panic!("merging values of different shapes: {a:?} and {b:?}"),
    }
}
