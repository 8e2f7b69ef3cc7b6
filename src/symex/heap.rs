//! Dynamic objects: `malloc`, `calloc`, `alloca` and variable-length arrays
//! (`ir::InstrKind::Alloc`), `free` (`InstrKind::Free`), and CBMC's pointer primitives
//! (`ExprKind::PtrQuery`).
//!
//! Every executed allocation is a new object, as CBMC's `dynamic_object$N`: an array of its
//! element type (the type the program converts the result to, else `char`; a struct with a
//! flexible array member is one struct whose member holds the elements that fit) in the slot
//! `HEAP_BASE + 2i`, and beside it, in `HEAP_BASE + 2i + 1`, a 1-bit *live* flag that `free`
//! clears. The object is live on a path only where its allocation happened too (`guard`), so
//! a merge with a path that never allocated it (whose slots are `Dead`, which merges with
//! anything) cannot make it live there. Its size in bytes is the allocation's size term, which
//! `--pointer-check` compares with (`valid_pointer`).
//!
//! **Sizes.** A constant size is modelled exactly up to `MAX_CONSTANT_ELEMENTS` elements; a
//! symbolic size whose value range (`term/range.rs`) fits `SYMBOLIC_CAPACITY` elements too.
//! Any other size gets `SYMBOLIC_CAPACITY` elements: reads beyond them give a fresh value of source `BEYOND_ALLOCATION`, which the
//! engines treat as unmodelled (a violation is reported only if it happens whatever those
//! values are), and writes beyond them are not kept; a warning at the allocation says so.

use std::rc::Rc;

use super::state::{Value, HEAP_BASE};
use super::{State, Symex};
use crate::error::{Error, ErrorKind, Result};
use crate::ir::{AllocKind, Expr, Loc, Place, PtrQuery, Type};
use crate::term::{TermId, TermStore};

/// Input source of the values read beyond the modelled part of an allocation.
pub const BEYOND_ALLOCATION: &str = "<beyond the modelled size of an allocation>";

/// Elements of an allocation of constant size, at most.
const MAX_CONSTANT_ELEMENTS: u64 = 1 << 16;
/// Elements modelled of an allocation of symbolic size.
const SYMBOLIC_CAPACITY: u64 = 256;

/// One executed allocation.
#[derive(Debug, Clone)]
pub struct HeapObject {
    /// `elem[capacity]`.
    pub ty: Type,
    /// Size in bytes (64 bits).
    pub size: TermId,
    /// The path condition of the allocation.
    pub guard: TermId,
    /// Whether the capacity covers every possible size.
    pub exact: bool,
    pub kind: AllocKind,
    pub loc: Loc,
}

/// The value slot of dynamic object `i`.
pub fn data_slot(i: usize) -> usize {
    HEAP_BASE + 2 * i
}

fn alive_slot(i: usize) -> usize {
    HEAP_BASE + 2 * i + 1
}

/// The dynamic object whose value lives in `slot`, if any.
pub fn heap_index(slot: usize) -> Option<usize> {
    let k = slot.checked_sub(HEAP_BASE)?;
    (k % 2 == 0).then_some(k / 2)
}

impl<'p> Symex<'p> {
    /// Executes `place = alloc(size)`.
    pub(super) fn alloc(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        place: &Place,
        elem: &Type,
        size: &Expr,
        kind: AllocKind,
    ) -> Result<()> {
        let size = self.eval_scalar(store, st, size)?;
        let size = store.resize(size, 64, false);
        let elem = match elem {
            Type::Void | Type::Function(_) => Type::Int(crate::ir::IntTy::CHAR),
            t => t.clone(),
        };
        let bytes = match store.as_const(size) {
            Some(n) => n,
            None => store.range(size).hi,
        };
        // A struct with a flexible array member is one object whose member has the elements
        // the bytes beyond its start hold (ISO C has no arrays of such structs): the count is
        // of those elements.
        let flexible = match &elem {
            Type::Struct(def) if def.flexible_member().is_some() => Some(def.clone()),
            _ => None,
        };
        let (unit, start) = match flexible.as_ref().and_then(|d| d.flexible_member()) {
            Some((e, offset)) => (e.size().unwrap_or(1).max(1), offset),
            None => (elem.size().unwrap_or(1).max(1), 0),
        };
        let count = bytes.saturating_sub(start).div_ceil(unit);
        let limit =
            if store.as_const(size).is_some() { MAX_CONSTANT_ELEMENTS } else { SYMBOLIC_CAPACITY };
        let (capacity, exact) = if count <= limit {
            (count, true)
        } else {
            if !self.warned_allocs.contains(&self.loc) {
                self.warned_allocs.push(self.loc);
                let what = match store.as_const(size) {
                    Some(n) => format!("{n} bytes"),
                    None => "a symbolic size".to_string(),
                };
                let at = if self.loc.is_model() {
                    "main's `argv`".to_string()
                } else {
                    self.render(self.loc)
                };
                tracing::warn!(
                    "{at}: allocation of {what}: the first {SYMBOLIC_CAPACITY} elements of {elem} are modelled, \
                     reads beyond them give arbitrary values (an over-approximation; such a violation is not reported)",
                );
            }
            (SYMBOLIC_CAPACITY, false)
        };
        let ty = match &flexible {
            Some(def) => {
                let def = def
                    .with_flexible_len(capacity)
                    .expect("a flexible member of a modelled length");
                Type::Array(Box::new(Type::Struct(std::sync::Arc::new(def))), 1)
            }
            None => Type::Array(Box::new(elem.clone()), capacity),
        };
        let value = match kind {
            AllocKind::Calloc => super::value::zero_value(store, &ty),
            AllocKind::Malloc | AllocKind::Stack => {
                Value::Array(Rc::new(vec![Value::Uninit; ty.components().unwrap_or(0) as usize]))
            }
        };
        let i = self.heap.len();
        if data_slot(i) + 1 >= crate::ir::FUNCTION_OBJECTS as usize {
            return Err(Error::at(
                ErrorKind::Unsupported,
                self.render(self.loc),
                "too many dynamic objects",
            ));
        }
        self.heap.push(HeapObject { ty, size, guard: st.guard.term(), exact, kind, loc: self.loc });
        st.slots.set(data_slot(i), value);
        st.slots.set(alive_slot(i), Value::Scalar(TermStore::TRUE));
        let addr = store.constant(64, (data_slot(i) as u64 + 1) << 32);
        self.write_place(store, st, place, Value::Scalar(addr))
    }

    /// 1-bit: dynamic object `i` is live in this state.
    pub(super) fn heap_live(&self, store: &mut TermStore, st: &State, i: usize) -> TermId {
        match st.slots.get(alive_slot(i)) {
            Value::Scalar(t) => store.and(*t, self.heap[i].guard),
            _ => TermStore::FALSE,
        }
    }

    /// Executes `free(p)`: the object `p` points to the start of is no longer live.
    pub(super) fn free(&mut self, store: &mut TermStore, st: &mut State, p: &Expr) -> Result<()> {
        let p = self.eval_scalar(store, st, p)?;
        for i in 0..self.heap.len() {
            if self.heap[i].kind == AllocKind::Stack {
                continue;
            }
            let Value::Scalar(alive) = *st.slots.get(alive_slot(i)) else { continue };
            let start = store.constant(64, (data_slot(i) as u64 + 1) << 32);
            let hit = store.eq(p, start);
            if hit == TermStore::FALSE {
                continue;
            }
            let not_hit = store.not(hit);
            let still = store.and(alive, not_hit);
            st.slots.set(alive_slot(i), Value::Scalar(still));
        }
        Ok(())
    }

    /// `--pointer-check` of dynamic object `i`: live, and `n` bytes at `off` (32 bits) inside.
    pub(super) fn heap_valid(
        &self,
        store: &mut TermStore,
        st: &State,
        i: usize,
        off: TermId,
        n: u64,
    ) -> TermId {
        let live = self.heap_live(store, st, i);
        let off = store.zext(off, 64);
        let nc = store.constant(64, n);
        let end = store.add(off, nc);
        let inside = store.ule(end, self.heap[i].size);
        store.and(live, inside)
    }

    /// For a read of dynamic object `i` at byte offset `off` (32 bits): the condition that it
    /// lies beyond the modelled capacity (None when the capacity covers every size).
    pub(super) fn beyond_capacity(
        &self,
        store: &mut TermStore,
        i: usize,
        off: TermId,
    ) -> Option<TermId> {
        let o = &self.heap[i];
        if o.exact {
            return None;
        }
        let bytes = o.ty.size().unwrap_or(0);
        let limit = store.constant(32, bytes);
        Some(store.ule(limit, off))
    }

    /// The size in bytes (64 bits) of the object pointer `p` points into, over the objects it
    /// may point to; anything else (null, dangling) is an unmodelled value, as a read through
    /// such a pointer is.
    pub(super) fn object_size(&mut self, store: &mut TermStore, st: &State, p: TermId) -> TermId {
        let id = store.extract(p, 32, 32);
        let g = st.guard.term();
        let mut size = self.new_input(
            store,
            g,
            crate::ir::ScalarTy::Int(crate::ir::IntTy::ULONG),
            "<object size of an invalid pointer>",
            super::pointer::INVALID_DEREF,
        );
        for (oid, slot, ty) in self.candidates_of(store, st, p) {
            let s = match heap_index(slot) {
                Some(i) => self.heap[i].size,
                None => store.constant(64, ty.size().unwrap_or(0)),
            };
            let c = store.constant(32, oid);
            let hit = store.eq(id, c);
            size = store.ite(hit, s, size);
        }
        size
    }

    /// The value of a pointer primitive, at width `bits`.
    pub(super) fn ptr_query(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        q: PtrQuery,
        p: &Expr,
        bits: u32,
    ) -> Result<TermId> {
        let p = self.eval_scalar(store, st, p)?;
        let id = store.extract(p, 32, 32);
        Ok(match q {
            PtrQuery::Object => store.resize(id, bits, false),
            PtrQuery::Size => {
                let size = self.object_size(store, st, p);
                store.resize(size, bits, false)
            }
            PtrQuery::Offset => {
                let off = store.extract(p, 0, 32);
                store.resize(off, bits, true)
            }
            PtrQuery::FreeOk | PtrQuery::Dynamic => {
                let null = store.zero(64);
                let mut ok =
                    if q == PtrQuery::FreeOk { store.eq(p, null) } else { TermStore::FALSE };
                for i in 0..self.heap.len() {
                    if self.heap[i].kind == AllocKind::Stack {
                        continue;
                    }
                    let oid = data_slot(i) as u64 + 1;
                    let hit = if q == PtrQuery::FreeOk {
                        let start = store.constant(64, oid << 32);
                        let at = store.eq(p, start);
                        let live = self.heap_live(store, st, i);
                        store.and(at, live)
                    } else {
                        let c = store.constant(32, oid);
                        let at = store.eq(id, c);
                        store.and(at, self.heap[i].guard)
                    };
                    ok = store.or(ok, hit);
                }
                store.zext(ok, bits)
            }
        })
    }

    /// k-induction's step case at the loop head, when the loop writes through pointers or
    /// frees: every dynamic object allocated before gets an arbitrary value and liveness.
    pub(super) fn havoc_heap(&mut self, store: &mut TermStore, st: &mut State) {
        for i in 0..self.heap.len() {
            if *st.slots.get(data_slot(i)) == Value::Dead {
                continue;
            }
            let g = st.guard.term();
            let ty = self.heap[i].ty.clone();
            let v = self.fresh_value(store, g, &ty, &format!("<dynamic object {i}>"), "<havoc>");
            st.slots.set(data_slot(i), v);
            if self.heap[i].kind != AllocKind::Stack {
                let alive = self.new_input(
                    store,
                    g,
                    crate::ir::ScalarTy::Int(crate::ir::IntTy::BOOL),
                    "<dynamic object live>",
                    "<havoc>",
                );
                let alive = store.extract(alive, 0, 1);
                st.slots.set(alive_slot(i), Value::Scalar(alive));
            }
        }
    }

    /// k-induction's step case and PDR start from an arbitrary state of the variables; the
    /// dynamic objects that exist there are not part of it.
    pub fn no_heap_in_abstract_state(&self, what: &str) -> Result<()> {
        match self.heap.first() {
            None => Ok(()),
            Some(o) => Err(Error::at(
                ErrorKind::Unsupported,
                self.render(o.loc),
                format!("{what} with dynamically allocated objects that exist at the loop head"),
            )),
        }
    }
}
