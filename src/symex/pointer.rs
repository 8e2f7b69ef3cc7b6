//! Pointers: addresses, dereferences and `--pointer-check` validity.
//!
//! A pointer is a 64-bit term `object << 32 | offset`: `object` is the state slot of the
//! variable it points into plus one (0 is the null pointer), `offset` a byte offset in the
//! object's x86-64 layout. Objects are held as typed values (`Value::Array` for arrays and
//! structs), so a dereference walks the object's type down to the component at the offset:
//! - a constant pointer (`&rtU`, `rtM`, `&a[2]` after constant propagation) resolves to its
//!   object during symbolic execution and costs nothing;
//! - a symbolic one becomes an `ite` over the candidate objects: every object whose address
//!   the program takes (`ir::loops::AddressTaken`) among the globals and the locals of the
//!   calls on the stack. A symbolic offset into an array of the accessed type is an index
//!   (`select`), elsewhere a case split on the offset.
//!
//! An access whose type does not match the object's component there (type punning through a
//! pointer cast) reads an arbitrary value and makes the object arbitrary where it writes: an
//! over-approximation, so proofs stay sound, and a violation that needs such a value is not
//! reported (`engine::frames::UNMODELLED`). Null, dangling and out-of-object accesses are
//! undefined in C: reads give an arbitrary value, writes change nothing; `--pointer-check`
//! flags them (`ExprKind::ValidPtr`).

use std::rc::Rc;

use super::state::Value;
use super::{State, Symex};
use crate::error::{Error, ErrorKind, Result};
use crate::ir::{BinOp, Place, Type};
use crate::term::{TermId, TermStore};

/// Input source of the arbitrary value a type-punned access reads or leaves behind.
pub const PUNNED: &str = "<type punning>";
/// Input source of the arbitrary value a null, dangling or out-of-object read gives.
pub const INVALID_DEREF: &str = crate::ir::INVALID_DEREF;
/// Input source of the stand-in for the distance or order of two objects' addresses.
pub const ADDRESS_LAYOUT: &str = "<distance or order of two objects' addresses>";

/// Whether an access of type `want` reads the component of type `have` as it is: same-size
/// integers, pointers, and a float and a (non-`_Bool`) integer of one size (a float's value
/// is its IEEE bits, so `*(float *)&u` is `u`'s bits, as on x86-64), and arrays and structs
/// of such members at the same offsets. Pointers read as integers stay punning (a pointer's
/// value is not its address).
pub(super) fn compatible(have: &Type, want: &Type) -> bool {
    match (have, want) {
        (Type::Int(a), Type::Int(b)) => a.bits == b.bits,
        (Type::Pointer(_), Type::Pointer(_)) => true,
        (Type::Int(i), Type::Float(f)) | (Type::Float(f), Type::Int(i)) => {
            !i.is_bool() && i.bits == f.bits()
        }
        (Type::Array(a, n), Type::Array(b, m)) => {
            n == m && a.size() == b.size() && compatible(a, b)
        }
        // One struct as two files see it (`struct S { struct T *t; }` with `T` complete in one
        // of them), or two structs of one layout: member by member. Unions are their bytes.
        (Type::Struct(a), Type::Struct(b)) => {
            a == b
                || (a.is_union && b.is_union && a.size == b.size)
                || (!a.is_union
                    && !b.is_union
                    && a.same_layout(b, |f, g| {
                        f.bit == g.bit
                            && (f.bit.is_none() || f.ty == g.ty)
                            && compatible(&f.ty, &g.ty)
                    }))
        }
        (a, b) => a == b,
    }
}

/// `p` moved by `o` bytes: arithmetic moves the offset only, which wraps within its 32 bits
/// and never carries into the object number (CBMC's pointer model too).
pub(super) fn offset_add(store: &mut TermStore, p: TermId, o: TermId) -> TermId {
    let object = store.extract(p, 32, 32);
    let offset = store.extract(p, 0, 32);
    let delta = store.extract(o, 0, 32);
    let moved = store.add(offset, delta);
    let hi = store.zext(object, 64);
    let k = store.constant(64, 32);
    let hi = store.shl(hi, k);
    let lo = store.zext(moved, 64);
    store.or(hi, lo)
}

impl<'p> Symex<'p> {
    /// The slot and type of object `id` (slot + 1), if it is a live variable.
    fn object(&self, id: u64) -> Option<(usize, Type)> {
        let slot = usize::try_from(id.checked_sub(1)?).ok()?;
        if slot < self.program.globals.len() {
            return Some((slot, self.program.globals[slot].ty.clone()));
        }
        if let Some(i) = super::heap::heap_index(slot) {
            return self.heap.get(i).map(|o| (slot, o.ty.clone()));
        }
        for ctx in &self.stack {
            let f = self.program.function(ctx.func);
            if slot >= ctx.base && slot < ctx.base + f.locals.len() {
                return Some((slot, f.locals[slot - ctx.base].ty.clone()));
            }
        }
        None
    }

    /// Whether `slot` is a dynamic object not allocated on this path (its slots are `Dead`:
    /// another path made it).
    fn unallocated(st: &State, slot: usize) -> bool {
        super::heap::heap_index(slot).is_some() && *st.slots.get(slot) == Value::Dead
    }

    /// Every object a symbolic pointer may point to in state `st`: (object id, slot, type).
    fn candidates(&self, st: &State) -> Vec<(u64, usize, Type)> {
        let mut out = Vec::new();
        for &g in &self.address_taken.globals {
            out.push((u64::from(g) + 1, g as usize, self.program.globals[g as usize].ty.clone()));
        }
        for ctx in &self.stack {
            let f = self.program.function(ctx.func);
            for &l in &self.address_taken.locals[ctx.func.0 as usize] {
                let slot = ctx.base + l as usize;
                out.push((slot as u64 + 1, slot, f.locals[l as usize].ty.clone()));
            }
        }
        for (i, o) in self.heap.iter().enumerate() {
            let slot = super::heap::data_slot(i);
            if !Self::unallocated(st, slot) {
                out.push((slot as u64 + 1, slot, o.ty.clone()));
            }
        }
        out
    }

    /// A read of `r` from object `slot` at offset `off`, with the part beyond a dynamic
    /// object's modelled capacity replaced by unmodelled values.
    fn beyond_modelled(
        &mut self,
        store: &mut TermStore,
        st: &State,
        slot: usize,
        off: TermId,
        ty: &Type,
        r: Value,
    ) -> Value {
        let Some(i) = super::heap::heap_index(slot) else { return r };
        let Some(beyond) = self.beyond_capacity(store, i, off) else { return r };
        if beyond == TermStore::FALSE {
            return r;
        }
        let g = store.and(st.guard.term(), beyond);
        let other = self.fresh_value(
            store,
            g,
            ty,
            super::heap::BEYOND_ALLOCATION,
            super::heap::BEYOND_ALLOCATION,
        );
        self.merge_values(store, st.guard.term(), beyond, other, r)
    }

    pub(super) fn slot_value(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        slot: usize,
        ty: &Type,
    ) -> Value {
        let v = st.slots.get(slot).clone();
        if !super::value::has_uninit(&v) {
            return v;
        }
        self.materializing = self.decl_of_slot.get(&slot).copied();
        let v = self.materialize(store, st.guard.term(), v, ty, "<object>");
        self.materializing = None;
        st.slots.set(slot, v.clone());
        v
    }

    /// The address of a place, as a pointer term.
    pub(super) fn address(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        p: &Place,
    ) -> Result<TermId> {
        match p {
            Place::Var(v) => {
                let slot = self.slot_of(*v) as u64;
                Ok(store.constant(64, (slot + 1) << 32))
            }
            Place::Deref(e) => self.eval_scalar(store, st, e),
            Place::Index(b, i) => {
                let base = self.address(store, st, b)?;
                let ty = self
                    .place_type_of(b)
                    .ok_or_else(|| Error::internal("address of an untyped place"))?;
                match &ty {
                    Type::Struct(def) => {
                        let k =
                            i.as_const().ok_or_else(|| Error::internal("symbolic member index"))?;
                        let off = store.constant(64, def.fields[k as usize].offset);
                        Ok(offset_add(store, base, off))
                    }
                    Type::Array(elem, _) => {
                        let size = Type::size(elem).unwrap_or(0);
                        let idx = self.eval_scalar(store, st, i)?;
                        let idx = store.resize(idx, 64, true);
                        let sz = store.constant(64, size);
                        let off = store.mul(idx, sz);
                        Ok(offset_add(store, base, off))
                    }
                    _ => Err(Error::internal("address of an element of a non-aggregate")),
                }
            }
        }
    }

    fn split(store: &mut TermStore, addr: TermId) -> (TermId, TermId) {
        (store.extract(addr, 32, 32), store.extract(addr, 0, 32))
    }

    /// The value of type `ty` a pointer points to.
    pub(super) fn deref_read(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        addr: TermId,
        ty: &Type,
    ) -> Result<Value> {
        // One instruction may read many times (a `strlen` over hundreds of strings, in a loop
        // bound probe with a budget of its own): each read answers the stop flag.
        self.check_terminate()?;
        if let Some(a) = store.as_const(addr) {
            if let Some((slot, oty)) = self.object(a >> 32) {
                let v = self.slot_value(store, st, slot, &oty);
                let off = store.constant(32, a & 0xffff_ffff);
                if let Some(r) = self.read_object(store, st.guard.term(), &v, &oty, off, ty) {
                    return Ok(self.beyond_modelled(store, st, slot, off, ty, r));
                }
                return Ok(self.fresh_value(
                    store,
                    st.guard.term(),
                    ty,
                    "<read through a pointer of another type>",
                    PUNNED,
                ));
            }
            return Ok(self.fresh_value(store, st.guard.term(), ty, INVALID_DEREF, INVALID_DEREF));
        }
        let (id, off) = Self::split(store, addr);
        let mut acc = None;
        let cands = self.candidates(st);
        for (oid, slot, oty) in cands.into_iter().rev() {
            let idc = store.constant(32, oid);
            let hit = store.eq(id, idc);
            if hit == TermStore::FALSE {
                continue;
            }
            let v = self.slot_value(store, st, slot, &oty);
            let Some(r) = self.read_object(store, st.guard.term(), &v, &oty, off, ty) else {
                continue;
            };
            let r = self.beyond_modelled(store, st, slot, off, ty, r);
            acc = Some(match acc {
                None => (hit, r),
                Some((g, a)) => {
                    let m = self.merge_values(store, st.guard.term(), hit, r, a);
                    (store.or(hit, g), m)
                }
            });
        }
        Ok(match acc {
            None => self.fresh_value(store, st.guard.term(), ty, INVALID_DEREF, INVALID_DEREF),
            Some((g, v)) => {
                let miss = store.not(g);
                let guard = store.and(st.guard.term(), miss);
                if guard == TermStore::FALSE {
                    v
                } else {
                    let other = self.fresh_value(store, guard, ty, INVALID_DEREF, INVALID_DEREF);
                    self.merge_values(store, st.guard.term(), g, v, other)
                }
            }
        })
    }

    /// What a read of type `want` at byte offset `off` of object value `v` (type `ty`) gives:
    /// the component of that type there, else, at a constant offset, the value its bytes
    /// make (`punning.rs`); `None` when neither can be modelled.
    fn read_object(
        &mut self,
        store: &mut TermStore,
        guard: TermId,
        v: &Value,
        ty: &Type,
        off: TermId,
        want: &Type,
    ) -> Option<Value> {
        let mut other = None;
        if let Some(r) = self.read_at(store, guard, v, ty, off, want, &mut other) {
            return Some(r);
        }
        let o = store.as_const(off)?;
        self.punned_read(store, guard, v, ty, o, want)
    }

    /// Object value `v` (type `ty`) with `new` (type `want`) written at byte offset `off`
    /// where `g` holds: through the bytes (`punning.rs`) at a constant offset where no
    /// component of that type starts, else component by component (`write_at`).
    #[allow(clippy::too_many_arguments)]
    fn write_object(
        &mut self,
        store: &mut TermStore,
        guard: TermId,
        v: Value,
        ty: &Type,
        off: TermId,
        want: &Type,
        new: &Value,
        g: TermId,
    ) -> Result<Value> {
        if let Some(o) =
            store.as_const(off).filter(|&o| !super::punning::typed_component(ty, o, want))
        {
            if let Some(w) = self.punned_write(store, guard, &v, ty, o, want, new) {
                return Ok(if g == TermStore::TRUE {
                    w
                } else {
                    self.merge_values(store, guard, g, w, v)
                });
            }
        }
        self.write_at(store, guard, v, ty, off, want, new, g)
    }

    /// The component of type `want` at byte offset `off` (32 bits) of value `v` of type
    /// `ty`; `None` when no component there has that type. At a symbolic offset the result
    /// is a case split over the offsets, and where no component of type `want` starts at the
    /// offset (a misaligned or straddling read, another type, padding) it is `other`: one
    /// unmodelled value per read (`PUNNED`), made when first needed.
    #[allow(clippy::too_many_arguments)]
    fn read_at(
        &mut self,
        store: &mut TermStore,
        guard: TermId,
        v: &Value,
        ty: &Type,
        off: TermId,
        want: &Type,
        other: &mut Option<Value>,
    ) -> Option<Value> {
        if compatible(ty, want) {
            return match store.as_const(off) {
                Some(0) => Some(v.clone()),
                Some(_) => None,
                None => {
                    let zero = store.zero(32);
                    let at = store.eq(off, zero);
                    Some(self.or_unmodelled(store, guard, at, v.clone(), want, other))
                }
            };
        }
        let Value::Array(elems) = v else { return None };
        if let Some(def) = super::union::is_union(ty) {
            // Any type at a constant offset inside the union's bytes.
            let o = store.as_const(off)?;
            if o + want.size()? > def.size {
                return None;
            }
            let bytes = elems.clone();
            return Some(self.decode(store, &bytes, o, want));
        }
        let symbolic = store.as_const(off).is_none();
        match ty {
            Type::Array(elem, n) => {
                let es = Type::size(elem)?.max(1);
                if let Some(o) = store.as_const(off) {
                    let k = o / es;
                    let e = elems.get(k as usize).filter(|_| k < *n)?;
                    let sub = store.constant(32, o % es);
                    return self.read_at(store, guard, e, elem, sub, want, other);
                }
                let esc = store.constant(32, es);
                if compatible(elem, want) {
                    return Some(
                        self.read_element(store, guard, v, elem, es, *n, off, want, other),
                    );
                }
                let mut acc: Option<Value> = None;
                let mut covered = TermStore::FALSE;
                for (k, e) in elems.iter().enumerate().rev() {
                    let base = store.constant(32, k as u64 * es);
                    let sub = store.sub(off, base);
                    let inside = store.ult(sub, esc);
                    if inside == TermStore::FALSE {
                        continue;
                    }
                    let r = match self.read_at(store, guard, e, elem, sub, want, other) {
                        Some(r) => r,
                        None if symbolic => self.unmodelled(store, guard, want, other),
                        None => continue,
                    };
                    covered = store.or(covered, inside);
                    acc = Some(match acc {
                        None => r,
                        Some(a) => self.merge_values(store, guard, inside, r, a),
                    });
                }
                let acc = acc?;
                Some(if symbolic {
                    self.or_unmodelled(store, guard, covered, acc, want, other)
                } else {
                    acc
                })
            }
            Type::Struct(def) => {
                let mut acc: Option<Value> = None;
                let mut covered = TermStore::FALSE;
                for (f, e) in def.fields.iter().zip(elems.iter()).rev() {
                    if f.bit.is_some() {
                        // A bit-field's bits read as another type: not modelled, the read
                        // gives an arbitrary value (as when no component matches).
                        continue;
                    }
                    let size = Type::size(&f.ty)?;
                    let base = store.constant(32, f.offset);
                    let sub = store.sub(off, base);
                    let sz = store.constant(32, size);
                    let inside = store.ult(sub, sz);
                    if inside == TermStore::FALSE {
                        continue;
                    }
                    let r = match self.read_at(store, guard, e, &f.ty, sub, want, other) {
                        Some(r) => r,
                        None if symbolic => self.unmodelled(store, guard, want, other),
                        None => continue,
                    };
                    if inside == TermStore::TRUE {
                        return Some(r);
                    }
                    covered = store.or(covered, inside);
                    acc = Some(match acc {
                        None => r,
                        Some(a) => self.merge_values(store, guard, inside, r, a),
                    });
                }
                let acc = acc?;
                Some(if symbolic {
                    self.or_unmodelled(store, guard, covered, acc, want, other)
                } else {
                    acc
                })
            }
            _ => None,
        }
    }

    /// A read of a whole element (of type `elem`, `es` bytes, `n` of them) of array `v` at a
    /// symbolic offset `off`: the element selected where the offset is aligned and inside the
    /// array, an unmodelled value elsewhere.
    #[allow(clippy::too_many_arguments)]
    fn read_element(
        &mut self,
        store: &mut TermStore,
        guard: TermId,
        v: &Value,
        elem: &Type,
        es: u64,
        n: u64,
        off: TermId,
        want: &Type,
        other: &mut Option<Value>,
    ) -> Value {
        let esc = store.constant(32, es);
        let idx = store.udiv(off, esc);
        let aligned = if es.is_power_of_two() {
            if es == 1 {
                TermStore::TRUE
            } else {
                let low = store.extract(off, 0, es.trailing_zeros());
                let zero = store.zero(es.trailing_zeros());
                store.eq(low, zero)
            }
        } else {
            let rem = store.urem(off, esc);
            let zero = store.zero(32);
            store.eq(rem, zero)
        };
        let end = store.constant(32, es * n);
        let inside = store.ult(off, end);
        let exact = store.and(aligned, inside);
        let idx = store.zext(idx, 64);
        let r = self.select(store, guard, v.clone(), idx, elem);
        self.or_unmodelled(store, guard, exact, r, want, other)
    }

    /// The read's unmodelled value (`read_at`), made at its first use.
    fn unmodelled(
        &mut self,
        store: &mut TermStore,
        guard: TermId,
        want: &Type,
        other: &mut Option<Value>,
    ) -> Value {
        if other.is_none() {
            *other = Some(self.fresh_value(
                store,
                guard,
                want,
                "<read through a pointer of another type>",
                PUNNED,
            ));
        }
        other.clone().expect("made above")
    }

    /// `r` where `exact` holds, the read's unmodelled value elsewhere.
    fn or_unmodelled(
        &mut self,
        store: &mut TermStore,
        guard: TermId,
        exact: TermId,
        r: Value,
        want: &Type,
        other: &mut Option<Value>,
    ) -> Value {
        if exact == TermStore::TRUE {
            return r;
        }
        let u = self.unmodelled(store, guard, want, other);
        self.merge_values(store, guard, exact, r, u)
    }

    /// Writes `new` (of type `ty`) where the pointer points.
    pub(super) fn deref_write(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        addr: TermId,
        ty: &Type,
        new: Value,
    ) -> Result<()> {
        if let Some(a) = store.as_const(addr) {
            if let Some((slot, oty)) = self.object(a >> 32) {
                if Self::unallocated(st, slot) {
                    return Ok(());
                }
                let v = self.slot_value(store, st, slot, &oty);
                let off = store.constant(32, a & 0xffff_ffff);
                let v = self.write_object(
                    store,
                    st.guard.term(),
                    v,
                    &oty,
                    off,
                    ty,
                    &new,
                    TermStore::TRUE,
                )?;
                st.slots.set(slot, v);
            }
            return Ok(());
        }
        let (id, off) = Self::split(store, addr);
        for (oid, slot, oty) in self.candidates(st) {
            let idc = store.constant(32, oid);
            let hit = store.eq(id, idc);
            if hit == TermStore::FALSE {
                continue;
            }
            let v = self.slot_value(store, st, slot, &oty);
            let v = self.write_object(store, st.guard.term(), v, &oty, off, ty, &new, hit)?;
            st.slots.set(slot, v);
        }
        Ok(())
    }

    /// The whole object `addr` points into gets a fresh value (where the pointer points to
    /// it); a pointer to no object changes nothing.
    pub(super) fn havoc_pointee(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        addr: TermId,
    ) -> Result<()> {
        let id = store.extract(addr, 32, 32);
        for (oid, slot, oty) in self.candidates_of(store, st, addr) {
            if Self::unallocated(st, slot) {
                continue;
            }
            if slot < self.program.globals.len() && self.program.globals[slot].read_only {
                continue;
            }
            let idc = store.constant(32, oid);
            let hit = store.eq(id, idc);
            if hit == TermStore::FALSE {
                continue;
            }
            let v = self.slot_value(store, st, slot, &oty);
            let g = store.and(st.guard.term(), hit);
            let fresh = self.fresh_value(store, g, &oty, "<havocked through a pointer>", "<havoc>");
            let v = self.merge_values(store, st.guard.term(), hit, fresh, v);
            st.slots.set(slot, v);
        }
        Ok(())
    }

    /// The objects a pointer may point to: its own for a constant one, else the candidates.
    pub(super) fn candidates_of(
        &self,
        store: &TermStore,
        st: &State,
        addr: TermId,
    ) -> Vec<(u64, usize, Type)> {
        match store.as_const(addr) {
            Some(a) => {
                self.object(a >> 32).map(|(slot, ty)| vec![(a >> 32, slot, ty)]).unwrap_or_default()
            }
            None => self.candidates(st),
        }
    }

    /// `v` (of type `ty`) with the component of type `want` at offset `off` replaced by
    /// `new` where `g` holds.
    #[allow(clippy::too_many_arguments)]
    fn write_at(
        &mut self,
        store: &mut TermStore,
        guard: TermId,
        v: Value,
        ty: &Type,
        off: TermId,
        want: &Type,
        new: &Value,
        g: TermId,
    ) -> Result<Value> {
        if g == TermStore::FALSE {
            return Ok(v);
        }
        if compatible(ty, want) {
            return Ok(self.write_component(store, guard, v, ty, off, new, g));
        }
        let Value::Array(elems) = &v else {
            // Not an aggregate and not the accessed type: the bytes change in a way we do not
            // model, so the object becomes arbitrary where the write hits it.
            return Ok(self.havoc_where(store, guard, g, v, ty));
        };
        let mut elems = (**elems).clone();
        if let Some(def) = super::union::is_union(ty) {
            let fits =
                store.as_const(off).filter(|o| want.size().is_some_and(|n| o + n <= def.size));
            let Some(o) = fits else {
                return Ok(self.havoc_where(store, guard, g, v, ty));
            };
            let mut bytes = elems.clone();
            self.encode(store, &mut bytes, o, new, want);
            let updated = Value::Array(Rc::new(bytes));
            return Ok(self.merge_values(store, guard, g, updated, v));
        }
        match ty {
            Type::Array(elem, _) => {
                let es = Type::size(elem).unwrap_or(1).max(1);
                let esc = store.constant(32, es);
                // At a constant offset only the elements the write's bytes touch (the others'
                // conditions are false): a write into a large array costs those, not all.
                let touched = match store.as_const(off) {
                    Some(o) => {
                        (o / es) as usize
                            ..((o + want.size().unwrap_or(1).max(1)).div_ceil(es)) as usize
                    }
                    None => 0..elems.len(),
                };
                for (k, e) in elems.iter_mut().enumerate().take(touched.end).skip(touched.start) {
                    // A write at an arbitrary offset visits every element: a single step
                    // over a large array must still answer the stop flag.
                    self.check_terminate()?;
                    let base = store.constant(32, k as u64 * es);
                    let sub = store.sub(off, base);
                    let inside = store.ult(sub, esc);
                    let hit = store.and(g, inside);
                    if hit != TermStore::FALSE {
                        *e = self.write_at(store, guard, e.clone(), elem, sub, want, new, hit)?;
                    }
                    let over = Self::reaches_into(store, off, base, want);
                    let over = store.and(g, over);
                    if over != TermStore::FALSE {
                        *e = self.havoc_where(store, guard, over, e.clone(), elem);
                    }
                }
            }
            Type::Struct(def) => {
                for (f, e) in def.fields.iter().zip(elems.iter_mut()) {
                    if f.bit.is_some() {
                        // A write of another type over a bit-field's bytes: the bit-field
                        // becomes arbitrary where it is hit.
                        let size = f.byte_len();
                        let base = store.constant(32, f.offset);
                        let sub = store.sub(off, base);
                        let sz = store.constant(32, size);
                        let inside = store.ult(sub, sz);
                        let wsz = store.constant(32, want.size().unwrap_or(1).max(1));
                        let end = store.add(off, wsz);
                        // Also when the write starts before the bit-field and reaches into it.
                        let before = store.ult(off, base);
                        let reaches = store.ult(base, end);
                        let over = store.and(before, reaches);
                        let touches = store.or(inside, over);
                        let hit = store.and(g, touches);
                        if hit != TermStore::FALSE {
                            *e = self.havoc_where(store, guard, hit, e.clone(), &f.ty);
                        }
                        continue;
                    }
                    let size = Type::size(&f.ty).unwrap_or(0);
                    let base = store.constant(32, f.offset);
                    let sub = store.sub(off, base);
                    let sz = store.constant(32, size);
                    let inside = store.ult(sub, sz);
                    let hit = store.and(g, inside);
                    if hit != TermStore::FALSE {
                        *e = self.write_at(store, guard, e.clone(), &f.ty, sub, want, new, hit)?;
                    }
                    let over = Self::reaches_into(store, off, base, want);
                    let over = store.and(g, over);
                    if over != TermStore::FALSE && size > 0 {
                        *e = self.havoc_where(store, guard, over, e.clone(), &f.ty);
                    }
                }
            }
            _ => {
                return Err(Error::at(
                    ErrorKind::Unsupported,
                    self.render(self.loc),
                    format!("write through a pointer into {ty}"),
                ))
            }
        }
        Ok(Value::Array(Rc::new(elems)))
    }

    /// A write of a value of type `ty` (or the same width) into a component of that type at
    /// offset `off` (under `g`): the whole component where `off` is 0; where `off` is inside
    /// it but not at its start some of its bytes change, which the typed value does not
    /// model: it becomes arbitrary there.
    #[allow(clippy::too_many_arguments)]
    fn write_component(
        &mut self,
        store: &mut TermStore,
        guard: TermId,
        v: Value,
        ty: &Type,
        off: TermId,
        new: &Value,
        g: TermId,
    ) -> Value {
        let (at, partial) = match store.as_const(off) {
            Some(0) => (g, TermStore::FALSE),
            Some(_) => (TermStore::FALSE, TermStore::FALSE),
            None => {
                let z = store.zero(32);
                let at0 = store.eq(off, z);
                // An offset inside the component but not at its start: some of its bytes
                // change, which the typed value does not model.
                let size = store.constant(32, ty.size().unwrap_or(0));
                let within = store.ult(off, size);
                let not0 = store.not(at0);
                let partial = store.and(not0, within);
                (store.and(g, at0), store.and(g, partial))
            }
        };
        let new = match (new, ty) {
            // Same width, other signedness: the same bits.
            (Value::Scalar(t), _) => Value::Scalar(*t),
            (n, _) => n.clone(),
        };
        let written = self.merge_values(store, guard, at, new, v);
        if partial == TermStore::FALSE {
            written
        } else {
            self.havoc_where(store, guard, partial, written, ty)
        }
    }

    /// 1-bit: a write of type `want` at `off` starts before a component at `base` and
    /// reaches into it (it changes some of that component's bytes, which the typed write of
    /// the component where it starts does not).
    fn reaches_into(store: &mut TermStore, off: TermId, base: TermId, want: &Type) -> TermId {
        let n = store.constant(32, want.size().unwrap_or(1).max(1));
        let end = store.add(off, n);
        let before = store.ult(off, base);
        let reaches = store.ult(base, end);
        store.and(before, reaches)
    }

    fn havoc_where(
        &mut self,
        store: &mut TermStore,
        guard: TermId,
        g: TermId,
        v: Value,
        ty: &Type,
    ) -> Value {
        let hit_guard = store.and(guard, g);
        let fresh = self.fresh_value(
            store,
            hit_guard,
            ty,
            "<written through a pointer of another type>",
            PUNNED,
        );
        self.merge_values(store, guard, g, fresh, v)
    }

    /// `p - q` in bytes (a `long`), or `p < q`, `<=`, `>`, `>=` (0 or 1), on two pointers.
    /// C defines them within one object only (C11 6.5.6p9, 6.5.8p5): the difference and order
    /// of the (signed) offsets. Across objects a compiled run gives the distance or order of
    /// two addresses, which ibmc does not choose: object numbers are not addresses, and
    /// comparing them would decide an order gcc's linker and allocator decide. So the result
    /// is then an unmodelled stand-in (`engine::frames::UNMODELLED`): a proof holds whatever
    /// it is, a violation that needs it is not reported, and `--pointer-check` reports the
    /// operation itself (CBMC's "same object violation").
    pub(super) fn pointer_relation(
        &mut self,
        store: &mut TermStore,
        st: &State,
        op: BinOp,
        p: TermId,
        q: TermId,
        bits: u32,
    ) -> TermId {
        let (p_object, p_offset) = Self::split(store, p);
        let (q_object, q_offset) = Self::split(store, q);
        let exact = match op {
            BinOp::Sub => {
                let a = store.sext(p_offset, bits);
                let b = store.sext(q_offset, bits);
                store.sub(a, b)
            }
            _ => {
                let holds = match op {
                    BinOp::Lt => store.slt(p_offset, q_offset),
                    BinOp::Le => store.sle(p_offset, q_offset),
                    BinOp::Gt => store.slt(q_offset, p_offset),
                    _ => store.sle(q_offset, p_offset),
                };
                store.zext(holds, bits)
            }
        };
        let same = store.eq(p_object, q_object);
        if store.as_const(same) == Some(1) {
            return exact;
        }
        let g = st.guard.term();
        let what = if op == BinOp::Sub { "distance" } else { "order" };
        let stand_in = self.new_input(
            store,
            g,
            crate::ir::ScalarTy::Int(crate::ir::IntTy::bit_field(bits, true)),
            &format!("<{what} of pointers into different objects>"),
            ADDRESS_LAYOUT,
        );
        let stand_in = if op == BinOp::Sub {
            stand_in
        } else {
            let nz = store.is_nonzero(stand_in);
            store.zext(nz, bits)
        };
        store.ite(same, exact, stand_in)
    }

    /// 1-bit: the pointer points to `n` bytes inside a live object.
    pub(super) fn valid_pointer(
        &mut self,
        st: &State,
        store: &mut TermStore,
        addr: TermId,
        n: u64,
    ) -> TermId {
        let live = |st: &State, slot: usize| *st.slots.get(slot) != Value::Dead;
        if let Some(a) = store.as_const(addr) {
            let ok = match self.object(a >> 32) {
                Some((slot, _)) if let Some(i) = super::heap::heap_index(slot) => {
                    let off = store.constant(32, a & 0xffff_ffff);
                    return self.heap_valid(store, st, i, off, n);
                }
                Some((slot, ty)) => {
                    let size = Type::size(&ty).unwrap_or(0);
                    let off = a & 0xffff_ffff;
                    live(st, slot) && n <= size && off <= size - n
                }
                None => false,
            };
            return store.bool_const(ok);
        }
        let (id, off) = Self::split(store, addr);
        let mut ok = TermStore::FALSE;
        for (oid, slot, ty) in self.candidates(st) {
            if let Some(i) = super::heap::heap_index(slot) {
                let idc = store.constant(32, oid);
                let hit = store.eq(id, idc);
                let valid = self.heap_valid(store, st, i, off, n);
                let both = store.and(hit, valid);
                ok = store.or(ok, both);
                continue;
            }
            let size = Type::size(&ty).unwrap_or(0);
            if !live(st, slot) || n > size {
                continue;
            }
            let idc = store.constant(32, oid);
            let hit = store.eq(id, idc);
            let limit = store.constant(32, size - n);
            let inside = store.ule(off, limit);
            let both = store.and(hit, inside);
            ok = store.or(ok, both);
        }
        ok
    }
}
