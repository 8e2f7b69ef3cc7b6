//! x86-64 LP64 struct layout as gcc computes it: each member at the next multiple of its
//! alignment, the struct's alignment the largest of its members', its size rounded up to it.

use std::sync::Arc;

use super::types::{align_of, size_of};
use crate::ir::{FieldDef, StructDef, Type};

fn round_up(x: u64, align: u64) -> u64 {
    x.div_ceil(align.max(1)) * align.max(1)
}

/// The layout of a struct with these members (name, type), or what makes it unsupported.
pub fn struct_layout(name: String, members: Vec<(String, Type)>, is_union: bool) -> Result<Arc<StructDef>, String> {
    let mut fields = Vec::with_capacity(members.len());
    let (mut end, mut align) = (0u64, 1u64);
    for (fname, ty) in members {
        let (Some(size), Some(a)) = (size_of(&ty), align_of(&ty)) else {
            return Err(format!("member `{fname}` of incomplete type in {name}"));
        };
        let offset = if is_union { 0 } else { round_up(end, a) };
        end = end.max(offset + size);
        align = align.max(a);
        fields.push(FieldDef { name: fname, ty, offset });
    }
    Ok(Arc::new(StructDef { name, fields, size: round_up(end, align), align, is_union }))
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
    use crate::ir::IntTy;

    #[test]
    fn gcc_layout() {
        let s = struct_layout(
            "struct s".into(),
            vec![("c".into(), Type::Int(IntTy::CHAR)), ("l".into(), Type::Int(IntTy::LONG)), ("h".into(), Type::Int(IntTy::SHORT))],
            false,
        )
        .unwrap();
        let offs: Vec<u64> = s.fields.iter().map(|f| f.offset).collect();
        assert_eq!((offs, s.size, s.align), (vec![0, 8, 16], 24, 8));
    }
}
