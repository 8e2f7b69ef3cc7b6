//! Unions: a union's value is its bytes (`Value::Array` of 8-bit scalars, little-endian), so
//! every member reads what the last write through any member stored (type punning as gcc
//! does it on x86-64). A member read assembles its value from the bytes at its offset; a
//! member write replaces those bytes and keeps the others.

use std::rc::Rc;

use super::state::Value;
use super::Symex;
use crate::ir::{FieldDef, IntTy, StructDef, Type, POINTER_TAG};
use crate::term::{TermId, TermStore};

/// The 64 bits `t` with `POINTER_TAG` toggled unless their high half is zero: a pointer's
/// bits to the integer it converts to and back (`frontend::lower_expr::toggle_tag`).
fn toggle_tag(store: &mut TermStore, t: TermId) -> TermId {
    let high = store.extract(t, 32, 32);
    let zero = store.zero(32);
    let untagged = store.eq(high, zero);
    let tag = store.constant(64, POINTER_TAG);
    let tagged = store.xor(t, tag);
    store.ite(untagged, t, tagged)
}

pub(super) fn is_union(ty: &Type) -> Option<&StructDef> {
    match ty {
        Type::Struct(d) if d.is_union => Some(d),
        _ => None,
    }
}

impl Symex<'_> {
    /// Fresh bytes for an uninitialized union (inputs, as for any uninitialized value).
    pub(super) fn union_bytes(
        &mut self,
        store: &mut TermStore,
        guard: TermId,
        v: Value,
        size: u64,
        name: &str,
    ) -> Value {
        let bytes = match v {
            Value::Array(b) if b.len() as u64 == size => (*b).clone(),
            _ => vec![Value::Uninit; size as usize],
        };
        let bytes = bytes
            .into_iter()
            .map(|b| match b {
                Value::Scalar(t) => Value::Scalar(t),
                _ => Value::Scalar(self.new_input(
                    store,
                    guard,
                    crate::ir::ScalarTy::Int(IntTy::UCHAR),
                    name,
                    "<uninitialized>",
                )),
            })
            .collect();
        Value::Array(Rc::new(bytes))
    }

    /// The value of type `ty` stored in `bytes` at offset `off`.
    pub(super) fn decode(
        &mut self,
        store: &mut TermStore,
        bytes: &[Value],
        off: u64,
        ty: &Type,
    ) -> Value {
        let byte = |store: &mut TermStore, i: u64| match bytes.get(i as usize) {
            Some(Value::Scalar(t)) => *t,
            _ => store.zero(8),
        };
        match ty {
            Type::Int(t) if t.is_bool() => {
                let b = byte(store, off);
                Value::Scalar(store.extract(b, 0, 1))
            }
            Type::Pointer(_) => {
                let int = self.decode(store, bytes, off, &Type::Int(IntTy::ULONG));
                let Value::Scalar(t) = int else { return int };
                Value::Scalar(toggle_tag(store, t))
            }
            Type::Int(_) | Type::Float(_) => {
                let n = ty.size().unwrap_or(1);
                let bits = (n * 8) as u32;
                let mut acc = store.zero(bits);
                for i in 0..n {
                    let b = byte(store, off + i);
                    let w = store.zext(b, bits);
                    let sh = store.constant(bits, i * 8);
                    let s = store.shl(w, sh);
                    acc = store.or(acc, s);
                }
                Value::Scalar(acc)
            }
            Type::Array(e, n) => {
                let es = e.size().unwrap_or(0);
                Value::Array(Rc::new(
                    (0..*n).map(|i| self.decode(store, bytes, off + i * es, e)).collect(),
                ))
            }
            Type::Struct(d) if d.is_union => Value::Array(Rc::new(
                (0..d.size).map(|i| Value::Scalar(byte(store, off + i))).collect(),
            )),
            Type::Struct(d) => Value::Array(Rc::new(
                d.fields.iter().map(|f| self.decode_field(store, bytes, off, f)).collect(),
            )),
            Type::Void | Type::Function(_) | Type::Opaque(_) => Value::Dead,
        }
    }

    /// Stores `v` of type `ty` into `bytes` at offset `off` (bytes of padding and of what `v`
    /// leaves uninitialized keep their value).
    pub(super) fn encode(
        &mut self,
        store: &mut TermStore,
        bytes: &mut [Value],
        off: u64,
        v: &Value,
        ty: &Type,
    ) {
        match (v, ty) {
            (Value::Scalar(t), Type::Int(i)) if i.is_bool() => {
                if let Some(slot) = bytes.get_mut(off as usize) {
                    *slot = Value::Scalar(store.zext(*t, 8));
                }
            }
            (Value::Scalar(t), _) => {
                // A pointer's bytes are the integer it converts to (C11 6.3.2.3p6, gcc:
                // `(uintptr_t)p`), so reading them through an integer member and converting
                // back, or writing that integer and reading the pointer member, round-trips.
                let t = if matches!(ty, Type::Pointer(_)) { &toggle_tag(store, *t) } else { t };
                let n = ty.size().unwrap_or(1);
                for i in 0..n {
                    if let Some(slot) = bytes.get_mut((off + i) as usize) {
                        *slot = Value::Scalar(store.extract(*t, (i * 8) as u32, 8));
                    }
                }
            }
            (Value::Array(elems), Type::Array(e, _)) => {
                let es = e.size().unwrap_or(0);
                for (i, x) in elems.iter().enumerate() {
                    self.encode(store, bytes, off + i as u64 * es, x, e);
                }
            }
            (Value::Array(elems), Type::Struct(d)) if d.is_union => {
                for (i, x) in elems.iter().enumerate() {
                    if let Some(slot) = bytes.get_mut((off + i as u64) as usize) {
                        *slot = x.clone();
                    }
                }
            }
            (Value::Array(elems), Type::Struct(d)) => {
                for (f, x) in d.fields.iter().zip(elems.iter()) {
                    self.encode_field(store, bytes, off, f, x);
                }
            }
            // Uninitialized parts leave the bytes as they are.
            _ => {}
        }
    }

    /// Member `f` of a struct or union whose bytes start at `off`.
    fn decode_field(
        &mut self,
        store: &mut TermStore,
        bytes: &[Value],
        off: u64,
        f: &FieldDef,
    ) -> Value {
        let Some(bit) = f.bit else { return self.decode(store, bytes, off + f.offset, &f.ty) };
        // A bit-field: its bits of the bytes it spans.
        let w = f.ty.as_int().bits;
        let n = u64::from(bit + w).div_ceil(8);
        let acc = self.decode(
            store,
            bytes,
            off + f.offset,
            &Type::Int(IntTy::bit_field(n as u32 * 8, false)),
        );
        let Value::Scalar(acc) = acc else { unreachable!("an integer decodes to a scalar") };
        Value::Scalar(store.extract(acc, bit, w))
    }

    /// Stores member `f`'s value `x` into the bytes of a struct or union starting at `off`.
    fn encode_field(
        &mut self,
        store: &mut TermStore,
        bytes: &mut [Value],
        off: u64,
        f: &FieldDef,
        x: &Value,
    ) {
        let (Some(bit), Value::Scalar(t)) = (f.bit, x) else {
            if f.bit.is_none() {
                self.encode(store, bytes, off + f.offset, x, &f.ty);
            }
            return;
        };
        // A bit-field: its bits replace theirs in the bytes it spans.
        let w = f.ty.as_int().bits;
        let n = u64::from(bit + w).div_ceil(8);
        let wide = Type::Int(IntTy::bit_field(n as u32 * 8, false));
        let Value::Scalar(old) = self.decode(store, bytes, off + f.offset, &wide) else { return };
        let nb = store.width(old);
        let mask = store.constant(nb, crate::bits::mask(w) << bit);
        let keep = store.not(mask);
        let kept = store.and(old, keep);
        let v = store.zext(*t, nb);
        let sh = store.constant(nb, u64::from(bit));
        let v = store.shl(v, sh);
        let new = store.or(kept, v);
        self.encode(store, bytes, off + f.offset, &Value::Scalar(new), &wide);
    }

    /// Member `k` of a union value (its bytes).
    pub(super) fn union_member(
        &mut self,
        store: &mut TermStore,
        guard: TermId,
        u: &Value,
        def: &StructDef,
        k: u64,
    ) -> Value {
        let field = def.fields[k as usize].clone();
        match u {
            Value::Array(bytes) => {
                let bytes = bytes.clone();
                self.decode_field(store, &bytes, 0, &field)
            }
            _ => self.fresh_value(store, guard, &field.ty, "<union member>", "<uninitialized>"),
        }
    }

    /// The union's bytes with member `k` set to `v`.
    pub(super) fn union_with(
        &mut self,
        store: &mut TermStore,
        u: Value,
        def: &StructDef,
        k: u64,
        v: &Value,
    ) -> Value {
        let mut bytes = match u {
            Value::Array(b) if b.len() as u64 == def.size => (*b).clone(),
            _ => vec![Value::Uninit; def.size as usize],
        };
        let field = def.fields[k as usize].clone();
        self.encode_field(store, &mut bytes, 0, &field, v);
        Value::Array(Rc::new(bytes))
    }
}
