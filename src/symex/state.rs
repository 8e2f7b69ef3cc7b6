//! Symbolic states: a path guard and the value of every variable slot, with cheap forks and
//! merges (copy-on-write chunks, so a fork copies a few pointers and a merge skips the chunks
//! both sides still share).

use std::rc::Rc;

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

/// Slot values, in chunks shared between forked states until written.
#[derive(Debug, Clone, Default)]
pub struct Slots {
    chunks: Vec<Rc<Vec<Value>>>,
}

impl Slots {
    pub fn get(&self, i: usize) -> &Value {
        self.chunks.get(i / CHUNK).map(|c| &c[i % CHUNK]).unwrap_or(&Value::Dead)
    }
    pub fn set(&mut self, i: usize, v: Value) {
        while self.chunks.len() <= i / CHUNK {
            self.chunks.push(Rc::new(vec![Value::Dead; CHUNK]));
        }
        Rc::make_mut(&mut self.chunks[i / CHUNK])[i % CHUNK] = v;
    }
    pub fn len(&self) -> usize {
        self.chunks.len() * CHUNK
    }
    pub fn is_empty(&self) -> bool {
        self.chunks.is_empty()
    }
}

/// One symbolic state: the condition under which execution is here, and the variables.
#[derive(Debug, Clone)]
pub struct State {
    pub guard: TermId,
    pub slots: Slots,
}

/// Something that makes fresh values for `Uninit` slots that a merge must materialize.
pub trait Materialize {
    fn fresh_for_merge(&mut self, store: &mut TermStore, like: &Value) -> Value;
}

/// Merges `b` into `a`: guard `ga | gb`, each differing slot `ite(ga, va, vb)`.
pub fn merge(store: &mut TermStore, fresh: &mut dyn Materialize, a: State, b: State) -> State {
    if b.guard == TermStore::FALSE {
        return a;
    }
    if a.guard == TermStore::FALSE {
        return b;
    }
    let ga = a.guard;
    let guard = store.or(a.guard, b.guard);
    let n = a.slots.chunks.len().max(b.slots.chunks.len());
    let mut slots = a.slots;
    for ci in 0..n {
        let (Some(ca), Some(cb)) = (slots.chunks.get(ci), b.slots.chunks.get(ci)) else {
            if ci >= slots.chunks.len() {
                // Only `b` has this chunk: `a`'s slots there are Dead, so `b`'s values win.
                slots.chunks.push(b.slots.chunks[ci].clone());
            }
            continue;
        };
        if Rc::ptr_eq(ca, cb) {
            continue;
        }
        for j in 0..CHUNK {
            let (va, vb) = (&slots.chunks[ci][j], &cb[j]);
            if va == vb {
                continue;
            }
            let v = merge_value(store, fresh, ga, va.clone(), vb.clone());
            Rc::make_mut(&mut slots.chunks[ci])[j] = v;
        }
    }
    State { guard, slots }
}

/// `ite(g, a, b)` on values of one type.
pub fn merge_value(store: &mut TermStore, fresh: &mut dyn Materialize, g: TermId, a: Value, b: Value) -> Value {
    match (a, b) {
        (a, b) if a == b => a,
        (Value::Dead, v) | (v, Value::Dead) => v,
        (Value::Scalar(x), Value::Scalar(y)) => Value::Scalar(store.ite(g, x, y)),
        (Value::Array(x), Value::Array(y)) => {
            let elems = x
                .iter()
                .zip(y.iter())
                .map(|(ex, ey)| merge_value(store, fresh, g, ex.clone(), ey.clone()))
                .collect();
            Value::Array(Rc::new(elems))
        }
        (Value::Uninit, other) => {
            let u = fresh.fresh_for_merge(store, &other);
            merge_value(store, fresh, g, u, other)
        }
        (other, Value::Uninit) => {
            let u = fresh.fresh_for_merge(store, &other);
            merge_value(store, fresh, g, other, u)
        }
        (a, b) => panic!("merging values of different shapes: {a:?} and {b:?}"),
    }
}
