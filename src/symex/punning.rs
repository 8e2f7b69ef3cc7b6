//! Type punning: an access through a pointer of another type than the object's component
//! at that offset (`((unsigned char *)&x)[1]`, `*(int *)&s` of a struct of two shorts). The
//! object's value is laid out as bytes as gcc does on x86-64 (little-endian, the unions' byte
//! encoding of `union.rs`), the access reads or replaces the bytes it covers, and a write
//! turns the bytes back into the object's typed value.
//!
//! Only at a constant offset into an object (a pointer that may point to several objects is
//! tried on each, under the condition that it points there; in a dynamic object within its
//! modelled capacity, beyond which reads stay unmodelled as for typed reads), and never where
//! pointers or `_Bool`s are involved: ibmc's pointers are an object number and an offset, not
//! an address, so their bytes mean nothing to C, and a `_Bool` holds only 0 or 1. Everything
//! else stays what it was: an arbitrary value marked `PUNNED`, which makes a violation that
//! depends on it inconclusive, never reported.

use super::state::Value;
use super::Symex;
use crate::ir::{IntTy, Type};
use crate::term::{TermId, TermStore};

/// A component's bytes (`Symex::byte_view`).
struct ByteView {
    path: Vec<usize>,
    ty: Type,
    off: u64,
    bytes: Vec<Value>,
}

/// Whether bytes `lo..hi` of an object of type `ty` overlap a pointer, a `_Bool` (whose
/// other byte values C leaves undefined), a bit-field's bytes or an integer of no machine
/// width.
fn overlaps_unsafe(ty: &Type, lo: u64, hi: u64, read: bool) -> bool {
    let Some(size) = ty.size() else { return true };
    if hi <= lo || lo >= size {
        return false;
    }
    match ty {
        Type::Pointer(_) | Type::Function(_) | Type::Opaque(_) => true,
        // Integers of no machine width (`__CPROVER_bitvector[12]`) have no whole bytes.
        Type::Int(i) => i.is_bool() || i.bits < 8 || !i.bits.is_power_of_two(),
        Type::Array(e, n) => {
            // Only the elements the bytes touch.
            let es = e.size().unwrap_or(0).max(1);
            (lo / es..(hi - 1) / es + 1).take_while(|k| k < n).any(|k| {
                let base = k * es;
                overlaps_unsafe(e, lo.saturating_sub(base), hi - base, read)
            })
        }
        // The bytes of a bit-field, read: the bits no bit-field holds are indeterminate, which
        // the typed value does not keep (they are neither zero nor what a write left there).
        // A write of whole bytes sets the bit-fields' bits exactly.
        Type::Struct(d) => d.fields.iter().any(|f| {
            let touched = f.offset < hi && lo < f.offset + f.byte_len();
            touched
                && if f.bit.is_some() {
                    read
                } else {
                    overlaps_unsafe(&f.ty, lo.saturating_sub(f.offset), hi - f.offset, read)
                }
        }),
        Type::Float(_) | Type::Void => false,
    }
}

/// Whether byte `off` of a value of type `ty` is padding (no member's byte).
fn is_padding(ty: &Type, off: u64) -> bool {
    match ty {
        Type::Array(e, n) => {
            let es = e.size().unwrap_or(0).max(1);
            off / es >= *n || is_padding(e, off % es)
        }
        Type::Struct(d) if !d.is_union => !d.fields.iter().any(|f| {
            off >= f.offset
                && off < f.offset + f.byte_len()
                && (f.bit.is_some() || !is_padding(&f.ty, off - f.offset))
        }),
        _ => false,
    }
}

/// Whether a component of type `want` starts at constant byte offset `off` of type `ty` (a
/// typed access, which needs no bytes), or the offset lies inside a union (whose own byte
/// encoding serves any type).
pub(super) fn typed_component(ty: &Type, off: u64, want: &Type) -> bool {
    if off == 0 && super::pointer::compatible(ty, want) {
        return true;
    }
    match ty {
        Type::Struct(d) if d.is_union => true,
        Type::Array(e, n) => {
            let es = e.size().unwrap_or(0).max(1);
            off / es < *n && typed_component(e, off % es, want)
        }
        Type::Struct(d) => d.fields.iter().any(|f| {
            f.bit.is_none()
                && off >= f.offset
                && off < f.offset + f.ty.size().unwrap_or(0)
                && typed_component(&f.ty, off - f.offset, want)
        }),
        _ => false,
    }
}

impl Symex<'_> {
    /// The bytes of object value `v` of type `ty`; padding and whatever `v` leaves
    /// uninitialized become fresh inputs, as uninitialized memory does.
    fn object_bytes(
        &mut self,
        store: &mut TermStore,
        guard: TermId,
        v: &Value,
        ty: &Type,
        size: u64,
    ) -> Vec<Value> {
        let mut bytes = vec![Value::Uninit; size as usize];
        self.encode(store, &mut bytes, 0, v, ty);
        bytes
            .into_iter()
            .enumerate()
            .map(|(i, b)| match b {
                Value::Scalar(t) => Value::Scalar(t),
                // The typed value does not hold padding: what a write left there is not
                // known, so a violation that needs its value is not reported.
                _ if is_padding(ty, i as u64) => Value::Scalar(self.new_input(
                    store,
                    guard,
                    crate::ir::ScalarTy::Int(IntTy::UCHAR),
                    "<padding>",
                    super::pointer::PUNNED,
                )),
                _ => Value::Scalar(self.new_input(
                    store,
                    guard,
                    crate::ir::ScalarTy::Int(IntTy::UCHAR),
                    "<uninitialized byte>",
                    "<uninitialized>",
                )),
            })
            .collect()
    }

    /// The bytes of the innermost component of `v` (type `ty`) that holds the `want` at byte
    /// offset `off`: its path, type, the offset in it, and its bytes; `None` where the access
    /// cannot be modelled exactly (see the module comment).
    #[allow(clippy::too_many_arguments)]
    fn byte_view(
        &mut self,
        store: &mut TermStore,
        guard: TermId,
        v: &Value,
        ty: &Type,
        off: u64,
        want: &Type,
        read: bool,
    ) -> Option<ByteView> {
        let n = want.size()?;
        // The accessed value's own bit-fields: decoding them from bytes is exact, encoding
        // them would make their unowned bits zeros in the object (a write).
        if n == 0 || overlaps_unsafe(want, 0, n, !read) {
            return None;
        }
        let (path, ty, off) = narrow(ty, off, n)?;
        let sub = component(v, &path)?;
        if overlaps_unsafe(&ty, off, off + n, read) {
            return None;
        }
        let bytes = self.object_bytes(store, guard, sub, &ty, ty.size()?);
        Some(ByteView { path, ty, off, bytes })
    }

    /// `want` at byte offset `off` of object value `v` of type `ty`, from its bytes.
    pub(super) fn punned_read(
        &mut self,
        store: &mut TermStore,
        guard: TermId,
        v: &Value,
        ty: &Type,
        off: u64,
        want: &Type,
    ) -> Option<Value> {
        let view = self.byte_view(store, guard, v, ty, off, want, true)?;
        Some(self.decode(store, &view.bytes, view.off, want))
    }

    /// Object value `v` of type `ty` with `new` (of type `want`) stored at byte offset `off`
    /// through its bytes. (The arguments are one store's: a struct of them would only be
    /// unpacked again.)
    #[allow(clippy::too_many_arguments)]
    pub(super) fn punned_write(
        &mut self,
        store: &mut TermStore,
        guard: TermId,
        v: &Value,
        ty: &Type,
        off: u64,
        want: &Type,
        new: &Value,
    ) -> Option<Value> {
        let mut view = self.byte_view(store, guard, v, ty, off, want, false)?;
        self.encode(store, &mut view.bytes, view.off, new, want);
        let updated = self.decode(store, &view.bytes, 0, &view.ty);
        replace(v, &view.path, updated)
    }
}

/// The innermost component of `ty` that holds bytes `off..off + n` (array elements and
/// struct members, not bit-fields or unions): its index path, type and the offset in it. A
/// byte view of a large object then costs the bytes of that component only.
fn narrow(ty: &Type, mut off: u64, n: u64) -> Option<(Vec<usize>, Type, u64)> {
    let mut ty = ty.clone();
    if off.checked_add(n)? > ty.size()? {
        return None;
    }
    let mut path = Vec::new();
    loop {
        let next = match &ty {
            Type::Array(e, len) => {
                let es = e.size().unwrap_or(0).max(1);
                let k = off / es;
                (k < *len && off % es + n <= es).then(|| (k as usize, (**e).clone(), off % es))
            }
            Type::Struct(d) if !d.is_union => d.fields.iter().enumerate().find_map(|(i, f)| {
                let fs = f.ty.size()?;
                (f.bit.is_none() && f.offset <= off && off + n <= f.offset + fs)
                    .then(|| (i, f.ty.clone(), off - f.offset))
            }),
            _ => None,
        };
        match next {
            Some((i, t, o)) => {
                path.push(i);
                ty = t;
                off = o;
            }
            None => return Some((path, ty, off)),
        }
    }
}

fn component<'v>(v: &'v Value, path: &[usize]) -> Option<&'v Value> {
    path.iter().try_fold(v, |v, &i| match v {
        Value::Array(elems) => elems.get(i),
        _ => None,
    })
}

/// `v` with its component at `path` replaced by `new`.
fn replace(v: &Value, path: &[usize], new: Value) -> Option<Value> {
    let Some((&i, rest)) = path.split_first() else { return Some(new) };
    let Value::Array(elems) = v else { return None };
    let mut elems = (**elems).clone();
    let inner = replace(elems.get(i)?, rest, new)?;
    elems[i] = inner;
    Some(Value::Array(std::rc::Rc::new(elems)))
}
