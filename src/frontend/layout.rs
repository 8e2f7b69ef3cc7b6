//! x86-64 LP64 struct layout as gcc computes it: each member at the next multiple of its
//! alignment, the struct's alignment the largest of its members', its size rounded up to it;
//! under `#pragma pack(N)` no member's alignment exceeds N.

use std::sync::Arc;

use super::types::{align_of, size_of};
use crate::ir::{FieldDef, IntTy, StructDef, Type};

/// A member as declared: `name` is `None` for an unnamed bit-field (padding) and empty for an
/// anonymous struct member; `width` makes it a bit-field of declared (integer) type `ty`.
pub struct Member {
    pub name: Option<String>,
    pub ty: Type,
    pub width: Option<u32>,
}

/// The layout of a struct with these members, or what makes it unsupported. Bit-fields are laid
/// out as gcc does on x86-64 (System V): a bit-field goes at the next free bit unless it would
/// cross a boundary of a storage unit of its declared type, then at the next such boundary;
/// `: 0` moves to the next boundary; unnamed bit-fields do not raise the struct's alignment.
/// `flexible`: the last member is a flexible array member, given as an array of length 0
/// (which is how gcc lays it out).
///
/// `pack`: the `#pragma pack(N)` in effect where the struct is defined, as gcc 12 applies it
/// (`stor-layout.cc`, `maximum_field_alignment`): each member's alignment, and what a named
/// bit-field adds to the struct's, is at most N; a bit-field of nonzero width goes at the next
/// free bit, whatever units it crosses; `: 0` still moves to a boundary of its type's full
/// alignment ("not influenced by any packing").
pub fn struct_layout(
    name: String,
    members: Vec<Member>,
    is_union: bool,
    flexible: bool,
    pack: Option<u64>,
) -> Result<Arc<StructDef>, String> {
    let capped = |a: u64| pack.map_or(a, |n| a.min(n));
    let mut fields = Vec::with_capacity(members.len());
    // In bits, which 64 bits do not hold for objects of 2^61 bytes and more (gcc's torture
    // test 991014-1 has a union of 2^62 - 256 bytes).
    let (mut end, mut align) = (0u128, 1u64);
    let bits_up = |x: u128, a: u64| x.div_ceil(u128::from(a.max(1))) * u128::from(a.max(1));
    for Member { name: fname, ty, width } in members {
        let label = fname.clone().unwrap_or_else(|| "<unnamed>".into());
        let (Some(size), Some(a)) = (size_of(&ty), align_of(&ty)) else {
            return Err(format!("member `{label}` of incomplete type in {name}"));
        };
        let Some(w) = width else {
            let a = capped(a);
            let offset = if is_union { 0 } else { bits_up(end, a * 8) };
            end = end.max(offset + u128::from(size) * 8);
            align = align.max(a);
            fields.push(FieldDef {
                name: fname.unwrap_or_default(),
                ty,
                offset: (offset / 8) as u64,
                bit: None,
            });
            continue;
        };
        let unit = u128::from(size) * 8;
        let pos = if is_union {
            0
        } else if w != 0 && pack.is_some() {
            end
        } else if w == 0 || end / unit != (end + u128::from(w) - 1) / unit {
            // `: 0`, or the field would cross a storage unit: the next unit.
            bits_up(end, size * 8)
        } else {
            end
        };
        end = end.max(pos + u128::from(w));
        let Some(fname) = fname else { continue };
        align = align.max(capped(a));
        let Type::Int(t) = ty else {
            return Err(format!("bit-field `{fname}` of non-integer type in {name}"));
        };
        let fty = if t.is_bool() { t } else { IntTy::bit_field(w, t.signed) };
        fields.push(FieldDef {
            name: fname,
            ty: Type::Int(fty),
            offset: (pos / 8) as u64,
            bit: Some((pos % 8) as u32),
        });
    }
    let size = end.div_ceil(8).div_ceil(u128::from(align)) * u128::from(align);
    // gcc: "size of type is too large" beyond PTRDIFF_MAX bytes.
    if size > i64::MAX as u128 {
        return Err(format!("{name} is larger than the largest object (PTRDIFF_MAX bytes)"));
    }
    Ok(Arc::new(StructDef {
        name,
        fields,
        size: size as u64,
        align,
        is_union,
        flexible,
        transparent: false,
        vector: false,
    }))
}

/// The path of member indices to the member `name`, looking into anonymous members.
pub fn member_path(def: &StructDef, name: &str) -> Option<Vec<u64>> {
    for (i, f) in def.fields.iter().enumerate() {
        if f.name == name {
            return Some(vec![i as u64]);
        }
        if f.name.is_empty() {
            if let Type::Struct(inner) = &f.ty {
                if let Some(mut rest) = member_path(inner, name) {
                    rest.insert(0, i as u64);
                    return Some(rest);
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(name: &str, t: IntTy, width: Option<u32>) -> Member {
        Member { name: (!name.is_empty()).then(|| name.to_string()), ty: Type::Int(t), width }
    }

    /// (size, align, [(byte offset, bit)]) as gcc -m64 prints them.
    fn lay(members: Vec<Member>) -> (u64, u64, Vec<(u64, Option<u32>)>) {
        let s = struct_layout("struct s".into(), members, false, false, None).unwrap();
        (s.size, s.align, s.fields.iter().map(|f| (f.offset, f.bit)).collect())
    }

    #[test]
    fn gcc_bit_field_layout() {
        // struct { char c; int :0; char d; }: 5 bytes, align 1, d at 4.
        assert_eq!(
            lay(vec![
                m("c", IntTy::CHAR, None),
                m("", IntTy::INT, Some(0)),
                m("d", IntTy::CHAR, None)
            ]),
            (5, 1, vec![(0, None), (4, None)])
        );
        // struct { char c; unsigned x:3; unsigned y:30; char d; }: 12, 4, y crosses into the next unit.
        assert_eq!(
            lay(vec![
                m("c", IntTy::CHAR, None),
                m("x", IntTy::UINT, Some(3)),
                m("y", IntTy::UINT, Some(30)),
                m("d", IntTy::CHAR, None)
            ]),
            (12, 4, vec![(0, None), (1, Some(0)), (4, Some(0)), (8, None)])
        );
        // struct { char c; long long x:40; char d; }: 8, 8, d at 6.
        assert_eq!(
            lay(vec![
                m("c", IntTy::CHAR, None),
                m("x", IntTy::LONG, Some(40)),
                m("d", IntTy::CHAR, None)
            ]),
            (8, 8, vec![(0, None), (1, Some(0)), (6, None)])
        );
        // struct { char c; int :5; }: 2, 1 (unnamed bit-fields do not align the struct).
        assert_eq!(
            lay(vec![m("c", IntTy::CHAR, None), m("", IntTy::INT, Some(5))]),
            (2, 1, vec![(0, None)])
        );
        // struct { short s:9; short t:9; }: 4, 2.
        assert_eq!(
            lay(vec![m("s", IntTy::SHORT, Some(9)), m("t", IntTy::SHORT, Some(9))]),
            (4, 2, vec![(0, Some(0)), (2, Some(0))])
        );
        // struct { unsigned char a:7, b:2; }: 2, 1; struct { unsigned a:3, b:4; }: b at bit 3.
        assert_eq!(
            lay(vec![m("a", IntTy::UCHAR, Some(7)), m("b", IntTy::UCHAR, Some(2))]),
            (2, 1, vec![(0, Some(0)), (1, Some(0))])
        );
        assert_eq!(
            lay(vec![m("a", IntTy::UINT, Some(3)), m("b", IntTy::UINT, Some(7))]),
            (4, 4, vec![(0, Some(0)), (0, Some(3))])
        );
    }

    #[test]
    fn gcc_layout() {
        let s = struct_layout(
            "struct s".into(),
            vec![m("c", IntTy::CHAR, None), m("l", IntTy::LONG, None), m("h", IntTy::SHORT, None)],
            false,
            false,
            None,
        )
        .unwrap();
        let offs: Vec<u64> = s.fields.iter().map(|f| f.offset).collect();
        assert_eq!((offs, s.size, s.align), (vec![0, 8, 16], 24, 8));
    }
}
