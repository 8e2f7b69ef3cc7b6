//! gcc's `alias` attribute on an object (`extern int b __attribute__((alias("a")));`, gcc
//! manual "Common Variable Attributes"): `b` is another name of the object `a` defined in the
//! same file, so a store through either name is seen through the other. The name is bound to
//! the target's symbol; a target of another type (which would make every access a pun) and an
//! alias of a function are rejected as unsupported rather than modelled as separate objects.

use lang_c::ast::{Expression, Extension};
use lang_c::span::Node;

use super::scope::Sym;
use super::types::CType;
use super::Lower;
use crate::error::Result;
use crate::ir::Var;

/// The target named by an `alias("target")` attribute among `exts`.
pub(super) fn alias_target<'e>(
    exts: impl IntoIterator<Item = &'e Node<Extension>>,
) -> Option<String> {
    exts.into_iter().find_map(|e| match &e.node {
        Extension::Attribute(a) if a.name.node.trim_matches('_') == "alias" => {
            match &a.arguments.first()?.node {
                Expression::StringLiteral(s) => {
                    Some(s.node.iter().map(|p| p.trim_matches('"')).collect())
                }
                _ => None,
            }
        }
        _ => None,
    })
}

impl Lower<'_> {
    /// Declares `name` of type `ty` at file scope as another name of the object `target`.
    pub(super) fn alias_object(
        &mut self,
        name: &str,
        ty: &CType,
        target: &str,
        offset: usize,
    ) -> Result<()> {
        if matches!(ty, CType::Function(_)) {
            return Err(self.unsupported(offset, format!("function `{name}` is an alias")));
        }
        let found = self.scopes[0].names.get(target).cloned().and_then(|sym| {
            let ty = match &sym {
                Sym::Var(Var::Global(_), t) => Some(t.clone()),
                Sym::Global(n) => self
                    .ctx
                    .globals
                    .get(n)
                    .and_then(|l| l.id)
                    .map(|g| self.ctx.prog.globals[g as usize].ty.clone()),
                _ => None,
            }?;
            Some((sym, ty))
        });
        let Some((sym, target_ty)) = found else {
            // gcc: "`b` aliased to undefined symbol `a`".
            return Err(self.invalid(
                offset,
                format!(
                    "`{name}` is an alias of `{target}`, which is not an object defined before"
                ),
            ));
        };
        if ty.to_ir().ok() != Some(target_ty) {
            return Err(self.unsupported(
                offset,
                format!("`{name}` is an alias of `{target}`, an object of another type"),
            ));
        }
        self.scopes[0].names.insert(name.to_string(), sym);
        Ok(())
    }
}
