//! CBMC's `--nondet-static` (goto-instrument/nondet_static.cpp): every variable with static
//! storage duration starts from an arbitrary value instead of its initializer's, except
//! - CBMC's own `__CPROVER_*` variables;
//! - a variable whose type is const or has const components (`is_constant_or_has_constant_
//!   components` of CBMC's util/std_types.cpp): `const int z`, `int *const p`, an array of
//!   those, a struct or union with such a member (at any depth), through typedefs. A pointer
//!   to const (`const int *p`) is not const itself and does get an arbitrary value;
//! - objects ibmc makes itself (string literals, which CBMC makes const too; compound
//!   literals; glibc's tables).
//!
//! The C types of the frontend carry no qualifiers, so constness is worked out from the
//! declarations as they are lowered: `Specs::base_const` for the specifiers, [`declarator`]
//! for a declarator's pointers, `Ctx::const_structs` and `Ctx::const_typedefs` for the
//! struct types and typedef names that have const components. `Ctx::statics` collects the
//! program's static variables with that flag; [`apply`] then marks the others as inputs (an
//! arbitrary initial value, `GlobalInfo::input`) and drops their initializers.

use lang_c::ast::{Declarator, DeclaratorKind, DerivedDeclarator, PointerQualifier, TypeQualifier};
use lang_c::span::Node;

use super::types::CType;
use super::Ctx;

/// Whether the object a declarator declares is const or has const components, given whether
/// its base type (the specifiers) is or has (`base_const`). Arrays are as const as their
/// elements; a pointer is const when its own qualifiers say so, whatever it points to.
pub(super) fn declarator(base_const: bool, d: &Node<Declarator>) -> bool {
    // lang-c lists the prefix pointers first (the last is the one nearest the name), then the
    // postfix parts in source order; a parenthesized declarator applies to the result.
    let derived = &d.node.derived;
    let mut is_const = base_const;
    for x in derived {
        match &x.node {
            DerivedDeclarator::Pointer(quals) => {
                is_const = quals.iter().any(|q| {
                    matches!(&q.node, PointerQualifier::TypeQualifier(t) if t.node == TypeQualifier::Const)
                });
            }
            // An array of T is as const as T; a function is never an object.
            DerivedDeclarator::Array(_) => {}
            _ => is_const = false,
        }
    }
    match &d.node.kind.node {
        DeclaratorKind::Declarator(inner) => declarator(is_const, inner),
        _ => is_const,
    }
}

/// Whether a struct type (or a typedef naming one) has const components.
pub(super) fn type_has_const(ctx: &Ctx, ty: &CType) -> bool {
    match ty {
        CType::Struct(def) => ctx.const_structs.contains(&struct_key(def)),
        CType::Array(elem, _) => type_has_const(ctx, elem),
        _ => false,
    }
}

/// The key of a struct definition in `Ctx::const_structs`: its shared definition's address
/// (a definition is made once and shared by every use of its tag).
pub(super) fn struct_key(def: &std::sync::Arc<crate::ir::StructDef>) -> usize {
    std::sync::Arc::as_ptr(def) as usize
}

/// With `--nondet-static`: the static variables that are not const (and have no const
/// components) and are not `__CPROVER_*` start from arbitrary values; their initializers
/// are dropped.
pub(super) fn apply(ctx: &mut Ctx) {
    let mut nondet = std::collections::HashSet::new();
    for (&g, &has_const) in &ctx.statics {
        let info = &mut ctx.prog.globals[g as usize];
        let internal = info.name.starts_with("__CPROVER_");
        if !has_const && !internal && !info.read_only {
            info.input = true;
            nondet.insert(g);
        }
    }
    ctx.prog.global_init.retain(|i| match &i.kind {
        crate::ir::InstrKind::Assign(place, _) => {
            !matches!(place.root(), Some(crate::ir::Var::Global(g)) if nondet.contains(&g))
        }
        _ => true,
    });
}
