//! CBMC's array primitives (`ir::ArrayOp`): `__CPROVER_array_set/copy/replace/equal` and
//! `__CPROVER_havoc_slice` of a run-time length.
//!
//! They work on *regions*: for each object the pointer may point into, the elements from the
//! pointer to the end of that object. The element type is the pointer's pointee (its innermost
//! scalar), or for a `void *` the object's own element type, as CBMC's symex takes the array
//! the pointer points to. A region's length may be symbolic (a dynamic object of symbolic
//! size); its elements up to the object's modelled capacity are visited, each under the
//! condition that it lies before the end. Reads and writes go through the pointer model
//! (`pointer.rs`), so another element type than the object's is the model's punning.

use super::state::{State, Value};
use super::Symex;
use crate::error::{Error, ErrorKind, Result};
use crate::ir::{ArrayOp, ArrayOpKind, Expr, ExprKind, IntTy, Place, ScalarTy, Type};
use crate::term::{TermId, TermStore};

/// Elements one operation visits per region, at most (the bound of `memset`-style lowering).
const MAX_ELEMENTS: u64 = 1 << 12;

/// The array from where a pointer points to the end of one object it may point into.
pub(super) struct Region {
    /// The pointer points into this object.
    pub(super) hit: TermId,
    /// The element type.
    pub(super) elem: Type,
    /// The element's size in bytes.
    pub(super) size: u64,
    /// The number of whole elements before the object's end (64 bits).
    pub(super) len: TermId,
    /// The elements the model holds (the object's modelled bytes from offset 0, in elements):
    /// element `i` is visited when `i < visit`.
    pub(super) visit: u64,
    /// The object's id (the high half of a pointer).
    pub(super) object: u64,
    /// The pointer's byte offset (32 bits).
    pub(super) offset: TermId,
    /// Whether the model holds every element the object may have (false for a dynamic
    /// object of a symbolic size beyond its modelled capacity).
    pub(super) exact: bool,
    /// The object's type.
    pub(super) object_ty: Type,
}

/// What a write to a whole region stores (`Symex::write_region_linear`).
#[derive(Clone, Copy)]
enum RegionWrite {
    /// `__CPROVER_array_set`: every element.
    Set(TermId),
    /// The first `n` elements (64 bits).
    Fill(TermId, TermId),
    /// Fresh values in the elements that lie wholly in the first `n` bytes (64 bits).
    Havoc(TermId),
}

/// The bytes of an object of `size` bytes from byte `offset` on (none past its end).
fn bytes_after(store: &mut TermStore, size: TermId, offset: TermId) -> TermId {
    let past = store.ult(size, offset);
    let rest = store.sub(size, offset);
    let zero = store.zero(64);
    store.ite(past, zero, rest)
}

/// The innermost scalar type of `t` (the element of a multi-dimensional array).
fn scalar_elem(t: &Type) -> &Type {
    match t {
        Type::Array(e, _) => scalar_elem(e),
        t => t,
    }
}

impl<'p> Symex<'p> {
    pub(super) fn array_op(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        op: &ArrayOp,
    ) -> Result<()> {
        let dest = self.eval_scalar(store, st, &op.dest)?;
        let dests = self.regions(store, st, dest, &op.dest.ty)?;
        match &op.kind {
            ArrayOpKind::Set(value) => {
                for r in &dests {
                    let conv =
                        Expr { kind: ExprKind::Cast(Box::new(value.clone())), ty: r.elem.clone() };
                    let v = self.eval_scalar(store, st, &conv)?;
                    if self.write_region_linear(store, st, r, RegionWrite::Set(v)) {
                        continue;
                    }
                    for i in 0..r.visit {
                        let g = self.element_guard(store, r, i);
                        self.write_element(store, st, r, i, g, Value::Scalar(v))?;
                    }
                }
            }
            ArrayOpKind::Fill(value, n) => {
                let n = self.eval_scalar(store, st, n)?;
                let n = store.resize(n, 64, false);
                for r in &dests {
                    let conv =
                        Expr { kind: ExprKind::Cast(Box::new(value.clone())), ty: r.elem.clone() };
                    let v = self.eval_scalar(store, st, &conv)?;
                    if self.write_region_linear(store, st, r, RegionWrite::Fill(v, n)) {
                        continue;
                    }
                    for i in 0..r.visit {
                        let g = self.element_guard(store, r, i);
                        let idx = store.constant(64, i);
                        let within = store.ult(idx, n);
                        let g = store.and(g, within);
                        self.write_element(store, st, r, i, g, Value::Scalar(v))?;
                    }
                }
            }
            ArrayOpKind::CopyN(src, n) => self.copy_n(store, st, &dests, src, n)?,
            ArrayOpKind::StrLen { len, terminated } => {
                self.strlen(store, st, &dests, len, terminated)?
            }
            ArrayOpKind::Copy(src) | ArrayOpKind::Replace(src) => {
                self.copy_or_replace(store, st, op, &dests, src)?
            }
            ArrayOpKind::HavocSlice(n) => self.havoc_slice(store, st, &dests, n)?,
            ArrayOpKind::Equal(other, place) => {
                self.array_equal(store, st, dest, &dests, other, place)?
            }
            ArrayOpKind::Compare(_) | ArrayOpKind::Search(_) => {
                self.string_op(store, st, &dests, &op.kind)?
            }
        }
        Ok(())
    }
    /// `__CPROVER_array_copy` of `n` elements (`memmove`): every element read before any is written.
    fn copy_n(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        dests: &[Region],
        src: &Expr,
        n: &Expr,
    ) -> Result<()> {
        let s = self.eval_scalar(store, st, src)?;
        let n = self.eval_scalar(store, st, n)?;
        let n = store.resize(n, 64, false);
        for r in dests {
            // Every element read before any is written (`memmove`).
            let mut reads = Vec::with_capacity(r.visit as usize);
            for i in 0..r.visit {
                let at = self.element_of(store, s, i * r.size);
                reads.push(self.deref_read(store, st, at, &r.elem)?);
            }
            for (i, v) in (0..r.visit).zip(reads) {
                let g = self.element_guard(store, r, i);
                let idx = store.constant(64, i);
                let within = store.ult(idx, n);
                let g = store.and(g, within);
                self.write_element(store, st, r, i, g, v)?;
            }
        }

        Ok(())
    }

    /// `strlen` over the regions: the index of the first null element, and whether there is one
    /// (where none is, the read runs past the object: an unmodelled value).
    fn strlen(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        dests: &[Region],
        len: &Place,
        terminated: &Place,
    ) -> Result<()> {
        let g = st.guard.term();
        // Where no region has a null element: the read runs past the object.
        let mut result = self.new_input(
            store,
            g,
            ScalarTy::Int(IntTy::ULONG),
            "<strlen past the end of its object>",
            super::pointer::INVALID_DEREF,
        );
        let mut found = TermStore::FALSE;
        for r in dests.iter().rev() {
            let mut len_r = result;
            let mut found_r = TermStore::FALSE;
            let mut zero_at = Vec::with_capacity(r.visit as usize);
            for i in 0..r.visit {
                let at = self.region_element(store, r, i);
                let Value::Scalar(c) = self.deref_read(store, st, at, &r.elem)? else {
                    return Err(self.array_op_error("strlen of non-scalar elements"));
                };
                let w = store.width(c);
                let z = store.zero(w);
                let is_zero = store.eq(c, z);
                let idx = store.constant(64, i);
                let before = store.ult(idx, r.len);
                zero_at.push(store.and(is_zero, before));
            }
            for (i, z) in zero_at.iter().enumerate().rev() {
                let k = store.constant(64, i as u64);
                len_r = store.ite(*z, k, len_r);
                found_r = store.or(found_r, *z);
            }
            result = store.ite(r.hit, len_r, result);
            if !r.exact {
                // The null may lie beyond what the model holds: not known.
                let missing = store.not(found_r);
                let mg = store.and(g, missing);
                let beyond = self.new_input(
                    store,
                    mg,
                    ScalarTy::Int(IntTy::BOOL),
                    "<null beyond the modelled part of an allocation>",
                    super::heap::BEYOND_ALLOCATION,
                );
                let beyond = store.extract(beyond, 0, 1);
                found_r = store.or(found_r, beyond);
            }
            let fr = store.and(r.hit, found_r);
            found = store.or(found, fr);
        }
        self.write_place(store, st, len, Value::Scalar(result))?;
        let t = store.zext(found, 32);
        self.write_place(store, st, terminated, Value::Scalar(t))?;

        Ok(())
    }

    /// `__CPROVER_array_copy` (beyond its source: arbitrary values) and `__CPROVER_array_replace`
    /// (only the elements within the source).
    fn copy_or_replace(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        op: &ArrayOp,
        dests: &[Region],
        src: &Expr,
    ) -> Result<()> {
        let copy = matches!(op.kind, ArrayOpKind::Copy(_));
        let s = self.eval_scalar(store, st, src)?;
        // The source's bytes from its pointer to its object's end (an unmodelled value
        // for a pointer into no object, as `OBJECT_SIZE` gives).
        let room = self.room(store, st, s)?;
        for r in dests {
            for i in 0..r.visit {
                let g = self.element_guard(store, r, i);
                let end = store.constant(64, (i + 1) * r.size);
                let inside = store.ule(end, room);
                let at = self.element_of(store, s, i * r.size);
                let read = self.deref_read(store, st, at, &r.elem)?;
                let v = if copy {
                    // Beyond the source: arbitrary values (CBMC's byte extract).
                    let outside = store.not(inside);
                    let og = store.and(st.guard.term(), outside);
                    let fresh = self.fresh_value(
                        store,
                        og,
                        &r.elem,
                        "<array_copy beyond its source>",
                        "__CPROVER_array_copy",
                    );
                    self.merge_values(store, st.guard.term(), inside, read, fresh)
                } else {
                    read
                };
                let g = if copy { g } else { store.and(g, inside) };
                self.write_element(store, st, r, i, g, v)?;
            }
        }

        Ok(())
    }

    /// `__CPROVER_havoc_slice`: arbitrary values in the first `n` bytes.
    fn havoc_slice(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        dests: &[Region],
        n: &Expr,
    ) -> Result<()> {
        let n = self.eval_scalar(store, st, n)?;
        let n = store.resize(n, 64, false);
        for r in dests {
            if self.write_region_linear(store, st, r, RegionWrite::Havoc(n)) {
                continue;
            }
            for i in 0..r.visit {
                let g = self.element_guard(store, r, i);
                let end = store.constant(64, (i + 1) * r.size);
                let within = store.ule(end, n);
                let g = store.and(g, within);
                let wg = store.and(st.guard.term(), g);
                let fresh =
                    self.fresh_value(store, wg, &r.elem, "<havoc_slice>", "__CPROVER_havoc_slice");
                self.write_element(store, st, r, i, g, fresh)?;
            }
        }

        Ok(())
    }

    /// `__CPROVER_array_equal`: the same length and elements, as an `int`.
    fn array_equal(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        dest: TermId,
        dests: &[Region],
        other: &Expr,
        place: &Place,
    ) -> Result<()> {
        let o = self.eval_scalar(store, st, other)?;
        let others = self.regions(store, st, o, &other.ty)?;
        let mut result = TermStore::FALSE;
        for a in dests {
            for b in &others {
                if a.elem != b.elem {
                    continue;
                }
                let both = store.and(a.hit, b.hit);
                let same_len = store.eq(a.len, b.len);
                let mut all = store.and(both, same_len);
                for i in 0..a.visit.min(b.visit) {
                    if all == TermStore::FALSE {
                        break;
                    }
                    let x = self.element_of(store, dest, i * a.size);
                    let y = self.element_of(store, o, i * b.size);
                    let (Value::Scalar(x), Value::Scalar(y)) = (
                        self.deref_read(store, st, x, &a.elem)?,
                        self.deref_read(store, st, y, &b.elem)?,
                    ) else {
                        return Err(self.array_op_error(
                            "__CPROVER_array_equal of arrays of non-scalar elements",
                        ));
                    };
                    // The bits, as CBMC's equality of arrays (a NaN equals itself).
                    let eq = store.eq(x, y);
                    let idx = store.constant(64, i);
                    let before = store.ult(idx, a.len);
                    let ok = store.implies(before, eq);
                    all = store.and(all, ok);
                }
                // Elements beyond what the model holds: the shorter one decides nothing.
                result = store.or(result, all);
            }
        }
        // The frontend's result is an `int`.
        let r = store.zext(result, 32);
        self.write_place(store, st, place, Value::Scalar(r))?;

        Ok(())
    }

    /// The regions `p` (of pointer type `pty`) may point to.
    pub(super) fn regions(
        &mut self,
        store: &mut TermStore,
        st: &State,
        p: TermId,
        pty: &Type,
    ) -> Result<Vec<Region>> {
        let declared = match pty {
            Type::Pointer(t) if !matches!(**t, Type::Void) => Some(scalar_elem(t).clone()),
            _ => None,
        };
        let id = store.extract(p, 32, 32);
        let offset = store.extract(p, 0, 32);
        let off64 = store.zext(offset, 64);
        let mut out = Vec::new();
        for (oid, slot, oty) in self.candidates_of(store, st, p) {
            let idc = store.constant(32, oid);
            let hit = store.eq(id, idc);
            if hit == TermStore::FALSE {
                continue;
            }
            let elem = declared.clone().unwrap_or_else(|| scalar_elem(&oty).clone());
            let Some(size) = elem.size().filter(|&s| s > 0) else {
                return Err(
                    self.array_op_error(format!("array primitive on elements of type {elem}"))
                );
            };
            if !matches!(elem, Type::Int(_) | Type::Float(_) | Type::Pointer(_)) {
                return Err(
                    self.array_op_error(format!("array primitive on elements of type {elem}"))
                );
            }
            let modelled = oty.size().unwrap_or(0);
            let bytes = match super::heap::heap_index(slot) {
                Some(i) => self.heap[i].size,
                None => store.constant(64, modelled),
            };
            // Whole elements from the offset to the end (none when the offset is past it).
            let rest = bytes_after(store, bytes, off64);
            let esz = store.constant(64, size);
            let len = store.udiv(rest, esz);
            let visit = match store.as_const(offset) {
                Some(o) => modelled.saturating_sub(o) / size,
                None => modelled / size,
            };
            if visit > MAX_ELEMENTS {
                return Err(self.array_op_error(format!(
                    "array primitive on {visit} elements (at most {MAX_ELEMENTS} are modelled)"
                )));
            }
            let exact = super::heap::heap_index(slot).is_none_or(|i| self.heap[i].exact);
            out.push(Region {
                hit,
                elem,
                size,
                len,
                visit,
                object: oid,
                offset,
                exact,
                object_ty: oty,
            });
        }
        Ok(out)
    }

    /// Element `i` of the region lies before the object's end and the pointer points there.
    fn element_guard(&mut self, store: &mut TermStore, r: &Region, i: u64) -> TermId {
        let idx = store.constant(64, i);
        let before = store.ult(idx, r.len);
        store.and(r.hit, before)
    }

    /// The address of element `i` of region `r` within the region's own object: its id is a
    /// constant, so the pointer model reads or writes that object only, where the pointer the
    /// region came from would make every access a case split over all the objects it may
    /// point to (quadratic in their number: a `strlen` of one of 900 string literals).
    pub(super) fn region_element(&mut self, store: &mut TermStore, r: &Region, i: u64) -> TermId {
        let base = store.constant(64, r.object << 32);
        let off = store.zext(r.offset, 64);
        let at = store.add(base, off);
        self.element_of(store, at, i * r.size)
    }

    /// The address `bytes` after `p`.
    pub(super) fn element_of(&mut self, store: &mut TermStore, p: TermId, bytes: u64) -> TermId {
        let b = store.constant(64, bytes);
        super::pointer::offset_add(store, p, b)
    }

    /// A write to region `r` at a symbolic offset, element by element of its object instead
    /// of through the pointer model: element `j` of an array of the region's element type is
    /// element `j - k` of the region when the offset is `k` whole elements. Linear in the
    /// object's length where writes through the pointer would be quadratic (each a case split
    /// over the object). False (nothing done) for other objects and constant offsets.
    fn write_region_linear(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        r: &Region,
        what: RegionWrite,
    ) -> bool {
        let Type::Array(e, n) = &r.object_ty else { return false };
        if store.as_const(r.offset).is_some() {
            return false;
        }
        if r.size == 1
            && matches!(**e, Type::Int(t) if !t.is_bool() && t.bits % 8 == 0 && t.bits > 8)
        {
            return self.write_region_bytes(store, st, r, what);
        }
        // Same-size integers (the `unsigned char *` view of a `char` array) are the same bits.
        if !super::pointer::compatible(e, &r.elem)
            || e.size() != Some(r.size)
            || !r.size.is_power_of_two()
        {
            return false;
        }
        let slot = (r.object - 1) as usize;
        let shift = r.size.trailing_zeros();
        let off = store.zext(r.offset, 64);
        let mask = store.constant(64, r.size - 1);
        let misaligned = store.and(off, mask);
        let zero = store.zero(64);
        let aligned = store.eq(misaligned, zero);
        let sh = store.constant(64, u64::from(shift));
        let k = store.lshr(off, sh);
        let base = store.and(r.hit, aligned);
        // An offset inside an element: the write's bytes straddle elements, which the typed
        // model does not hold; unmodelled values, as a punned write leaves.
        let not_aligned = store.not(aligned);
        let misaligned_hit = store.and(r.hit, not_aligned);
        let misaligned_hit = store.and(st.guard.term(), misaligned_hit);
        let object_ty = r.object_ty.clone();
        let Value::Array(old) = self.slot_value(store, st, slot, &object_ty) else { return false };
        let mut elems = Vec::with_capacity(*n as usize);
        for (j, old_j) in old.iter().enumerate().take(*n as usize) {
            let jc = store.constant(64, j as u64);
            let started = store.ule(k, jc);
            let i = store.sub(jc, k);
            let before_end = store.ult(i, r.len);
            let g = store.and(base, started);
            let g = store.and(g, before_end);
            let mut new = match self.region_element_write(store, st, what, i, g, e, shift) {
                Some((g, v)) => self.merge_values(store, st.guard.term(), g, v, old_j.clone()),
                None => old_j.clone(),
            };
            if misaligned_hit != TermStore::FALSE {
                let punned = self.fresh_value(
                    store,
                    misaligned_hit,
                    e,
                    super::pointer::PUNNED,
                    super::pointer::PUNNED,
                );
                new = self.merge_values(store, st.guard.term(), misaligned_hit, punned, new);
            }
            elems.push(new);
        }
        elems.extend(old.iter().skip(*n as usize).cloned());
        st.slots.set(slot, Value::Array(std::rc::Rc::new(elems)));
        true
    }

    /// `write_region_linear` of a byte region over an array of wider integers (a slice of an
    /// `int` array through `unsigned char *`): each byte of each element is region byte
    /// `b - offset` and changes where the write covers it.
    fn write_region_bytes(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        r: &Region,
        what: RegionWrite,
    ) -> bool {
        let Type::Array(e, n) = &r.object_ty else { return false };
        let Some(es) = e.size() else { return false };
        let bits = (es * 8) as u32;
        let slot = (r.object - 1) as usize;
        let off = store.zext(r.offset, 64);
        let object_ty = r.object_ty.clone();
        let Value::Array(old) = self.slot_value(store, st, slot, &object_ty) else { return false };
        let mut elems = Vec::with_capacity(old.len());
        for (j, old_j) in old.iter().enumerate() {
            let Value::Scalar(word) = old_j else { return false };
            if j as u64 >= *n {
                elems.push(old_j.clone());
                continue;
            }
            let mut acc = store.zero(bits);
            let mut changed = false;
            for t in 0..es {
                let old_byte = store.extract(*word, (t * 8) as u32, 8);
                let bc = store.constant(64, j as u64 * es + t);
                let started = store.ule(off, bc);
                let i = store.sub(bc, off);
                let before_end = store.ult(i, r.len);
                let g = store.and(r.hit, started);
                let g = store.and(g, before_end);
                let byte = match self.region_element_write(store, st, what, i, g, &r.elem, 0) {
                    Some((g, Value::Scalar(v))) => {
                        let v = store.resize(v, 8, false);
                        store.ite(g, v, old_byte)
                    }
                    _ => old_byte,
                };
                changed |= byte != old_byte;
                let w = store.zext(byte, bits);
                let sh = store.constant(bits, t * 8);
                let placed = store.shl(w, sh);
                acc = store.or(acc, placed);
            }
            elems.push(if changed { Value::Scalar(acc) } else { old_j.clone() });
        }
        st.slots.set(slot, Value::Array(std::rc::Rc::new(elems)));
        true
    }

    /// What `what` stores into region element `i` (64 bits; elements of type `ty`, of
    /// `1 << shift` bytes) where `g` holds: the condition under which it does and the value,
    /// `None` where it never does.
    #[allow(clippy::too_many_arguments)]
    fn region_element_write(
        &mut self,
        store: &mut TermStore,
        st: &State,
        what: RegionWrite,
        i: TermId,
        g: TermId,
        ty: &Type,
        shift: u32,
    ) -> Option<(TermId, Value)> {
        let (g, v) = match what {
            RegionWrite::Set(v) => (g, Some(v)),
            RegionWrite::Fill(v, count) => {
                let within = store.ult(i, count);
                (store.and(g, within), Some(v))
            }
            // The element lies wholly in the slice's bytes.
            RegionWrite::Havoc(bytes) => {
                let one = store.constant(64, 1);
                let next = store.add(i, one);
                let sh = store.constant(64, u64::from(shift));
                let end = store.shl(next, sh);
                let within = store.ule(end, bytes);
                (store.and(g, within), None)
            }
        };
        if g == TermStore::FALSE {
            return None;
        }
        let v = match v {
            Some(v) => Value::Scalar(v),
            None => {
                let wg = store.and(st.guard.term(), g);
                if wg == TermStore::FALSE {
                    return None;
                }
                self.fresh_value(store, wg, ty, "<havoc_slice>", "__CPROVER_havoc_slice")
            }
        };
        Some((g, v))
    }

    /// Element `i` of the region gets `v` where `g` holds (it keeps its value elsewhere).
    fn write_element(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        r: &Region,
        i: u64,
        g: TermId,
        v: Value,
    ) -> Result<()> {
        if g == TermStore::FALSE {
            return Ok(());
        }
        let at = self.region_element(store, r, i);
        let old = self.deref_read(store, st, at, &r.elem)?;
        let new = self.merge_values(store, st.guard.term(), g, v, old);
        self.deref_write(store, st, at, &r.elem, new)
    }

    /// Bytes from where `p` points to the end of its object (64 bits).
    pub(super) fn room(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        p: TermId,
    ) -> Result<TermId> {
        let offset = store.extract(p, 0, 32);
        let off64 = store.zext(offset, 64);
        let size = self.object_size(store, st, p);
        Ok(bytes_after(store, size, off64))
    }

    pub(super) fn array_op_error(&self, what: impl Into<String>) -> Error {
        Error::at(ErrorKind::Unsupported, self.render(self.loc), what)
    }
}
