//! Variable-length array types (C11 6.7.6.2) outside the declarations of local arrays (those
//! are allocations, `Lower::lower_vla`): parameters declared with a variable dimension, and
//! `sizeof` of a type name with variable dimensions.
//!
//! A parameter `T a[n]` is adjusted to `T *a` (C11 6.7.6.3p7): its outermost dimension is
//! not part of its type, so it is dropped here. C11 6.9.1p10 evaluates the size expressions
//! of a variably modified parameter at the function's entry; dropping one is exact when its
//! evaluation has no side effects, and one with side effects is rejected. A variable inner
//! dimension (`T a[n][m]`, `T (*a)[m]`: a pointer to a variable-length array) is rejected.

use std::borrow::Cow;

use lang_c::ast::{
    ArraySize, BinaryOperator, Declarator, DeclaratorKind, DerivedDeclarator, Expression,
    UnaryOperator,
};
use lang_c::span::{Node, Span};
use lang_c::visit::{self, Visit};

use super::decl::Param;
use super::Lower;
use crate::error::Result;

/// What a size expression mentions: earlier parameters, and anything with a side effect.
#[derive(Default)]
struct SizeUses<'n> {
    params: Vec<&'n str>,
    names_param: bool,
    side_effect: bool,
}

impl<'ast> Visit<'ast> for SizeUses<'_> {
    fn visit_identifier(&mut self, id: &'ast lang_c::ast::Identifier, _: &'ast Span) {
        self.names_param |= self.params.contains(&id.name.as_str());
    }
    fn visit_binary_operator_expression(
        &mut self,
        b: &'ast lang_c::ast::BinaryOperatorExpression,
        span: &'ast Span,
    ) {
        use BinaryOperator::*;
        self.side_effect |= matches!(
            b.operator.node,
            Assign
                | AssignMultiply
                | AssignDivide
                | AssignModulo
                | AssignPlus
                | AssignMinus
                | AssignShiftLeft
                | AssignShiftRight
                | AssignBitwiseAnd
                | AssignBitwiseXor
                | AssignBitwiseOr
        );
        visit::visit_binary_operator_expression(self, b, span);
    }
    fn visit_unary_operator_expression(
        &mut self,
        u: &'ast lang_c::ast::UnaryOperatorExpression,
        span: &'ast Span,
    ) {
        use UnaryOperator::*;
        self.side_effect |=
            matches!(u.operator.node, PostIncrement | PostDecrement | PreIncrement | PreDecrement);
        visit::visit_unary_operator_expression(self, u, span);
    }
    fn visit_expression(&mut self, e: &'ast Expression, span: &'ast Span) {
        // A call may have side effects; a statement expression too.
        self.side_effect |= matches!(e, Expression::Call(_) | Expression::Statement(_));
        visit::visit_expression(self, e, span);
    }
}

/// The array sizes of a declarator's derivations, outermost declarator first.
fn array_sizes(d: &Node<Declarator>) -> Vec<&ArraySize> {
    let mut out: Vec<&ArraySize> = d
        .node
        .derived
        .iter()
        .filter_map(|x| match &x.node {
            DerivedDeclarator::Array(a) => Some(&a.node.size),
            _ => None,
        })
        .collect();
    if let DeclaratorKind::Declarator(inner) = &d.node.kind.node {
        out.extend(array_sizes(inner));
    }
    out
}

/// Where the parameter's outermost dimension is in its declarator's derivations: the first
/// postfix part of a declarator that names the parameter directly (`T *a[n]`, not `T (*a)[n]`).
fn outer_dimension(d: &Node<Declarator>) -> Option<usize> {
    if matches!(d.node.kind.node, DeclaratorKind::Declarator(_)) {
        return None;
    }
    let derived = &d.node.derived;
    let split = derived.iter().position(|x| !matches!(x.node, DerivedDeclarator::Pointer(_)))?;
    matches!(derived[split].node, DerivedDeclarator::Array(_)).then_some(split)
}

impl Lower<'_> {
    /// The declarator of a parameter with its outermost dimension dropped (`T a[]`) when that
    /// dimension is variable: `[*]`, or an expression that names an earlier parameter or is
    /// not an integer constant (module docs).
    pub(super) fn vla_parameter<'d>(
        &mut self,
        d: &'d Node<Declarator>,
        earlier: &[Param],
    ) -> Result<Cow<'d, Node<Declarator>>> {
        let params: Vec<&str> =
            earlier.iter().filter_map(|(n, _)| n.as_ref().map(|(n, _)| n.as_str())).collect();
        let name = super::decl::declarator_name(d).map(|(n, _)| n).unwrap_or_default();
        let outer = outer_dimension(d);
        let mut drop_outer = false;
        for (k, size) in array_sizes(d).into_iter().enumerate() {
            let is_outer = outer.is_some() && k == 0;
            let variable = match size {
                ArraySize::Unknown => false,
                ArraySize::VariableUnknown => true,
                ArraySize::VariableExpression(e) | ArraySize::StaticExpression(e) => {
                    let mut uses = SizeUses { params: params.clone(), ..SizeUses::default() };
                    uses.visit_expression(&e.node, &e.span);
                    if is_outer && uses.side_effect {
                        return Err(self.unsupported(
                            e.span.start,
                            format!("size expression with side effects of parameter `{name}` (evaluated at the function's entry, C11 6.9.1p10)"),
                        ));
                    }
                    uses.names_param || self.const_value(e)?.is_none()
                }
            };
            if !variable {
                continue;
            }
            if !is_outer {
                return Err(self.unsupported(
                    d.span.start,
                    format!("parameter `{name}` of a type derived from a variable-length array (a pointer to one: `T a[n][m]`, `T (*a)[m]`)"),
                ));
            }
            drop_outer = true;
        }
        let Some(at) = outer.filter(|_| drop_outer) else { return Ok(Cow::Borrowed(d)) };
        let mut d = d.clone();
        if let DerivedDeclarator::Array(a) = &mut d.node.derived[at].node {
            a.node.size = ArraySize::Unknown;
        }
        Ok(Cow::Owned(d))
    }
}
