//! Variable-length array types (C11 6.7.6.2) outside the declarations of local arrays (those
//! are allocations, `Lower::lower_vla`): parameters declared with a variable dimension,
//! block-scope typedefs of variable-length array types, and `sizeof` of a type name with
//! variable dimensions.
//!
//! A typedef's sizes are evaluated where the typedef is (C11 6.7.8p3), `sizeof`'s when it is
//! (6.5.3.4p2), each into a local variable that `CType::Vla` names: `sizeof` of the type is
//! then the product of those variables and the element size, and an object declared with the
//! type is allocated as a local array of that many elements (`Lower::alloc_vla`), so its
//! accesses are checked against its exact size.
//!
//! A parameter `T a[n]` is adjusted to `T *a` (C11 6.7.6.3p7): its outermost dimension is
//! not part of its type, so it is dropped from the type here. C11 6.9.1p10 evaluates the size
//! expressions of a variably modified parameter at the function's entry: those with side
//! effects (`int a[n++]`) are evaluated there, before the body (`parameter_size_effects`). A
//! variable inner dimension (`T a[n][m]`, `T (*a)[m]`: a pointer to a variable-length array)
//! is rejected.

use std::borrow::Cow;

use lang_c::ast::{
    ArraySize, BinaryOperator, Declarator, DeclaratorKind, DerivedDeclarator, Expression, TypeName,
    UnaryOperator,
};
use lang_c::span::{Node, Span};
use lang_c::visit::{self, Visit};

use super::decl::Param;
use super::types::CType;
use super::Lower;
use crate::error::Result;
use crate::ir::build::binary;
use crate::ir::{BinOp, Expr, InstrKind, IntTy, Place, Type};

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

    /// C11 6.9.1p10: at a definition's entry, the outermost parameter sizes with side effects
    /// are evaluated, parameter by parameter, left to right (those without change nothing).
    pub(super) fn parameter_size_effects(
        &mut self,
        fd: &lang_c::ast::FunctionDeclarator,
    ) -> Result<()> {
        for p in &fd.parameters {
            let Some(d) = &p.node.declarator else { continue };
            let Some(at) = outer_dimension(d) else { continue };
            let DerivedDeclarator::Array(a) = &d.node.derived[at].node else { continue };
            let (ArraySize::VariableExpression(e) | ArraySize::StaticExpression(e)) = &a.node.size
            else {
                continue;
            };
            let mut uses = SizeUses::default();
            uses.visit_expression(&e.node, &e.span);
            if uses.side_effect {
                self.f.loc = self.loc_at(e.span.start);
                self.effect(e)?;
            }
        }
        Ok(())
    }

    /// The type a `sizeof` names, its variable dimensions evaluated now (C11 6.5.3.4p2).
    pub(super) fn sizeof_type_name(&mut self, tn: &Node<TypeName>) -> Result<CType> {
        if !self.f.in_function {
            return self.type_name(tn);
        }
        // Inside a declarator's size (`int a[sizeof(int[n])]`) the declaration's own sizes
        // are being collected: set them aside.
        let saved = self.f.vla_sizes.replace(Vec::new());
        let ty = self.type_name(tn);
        let sizes = std::mem::replace(&mut self.f.vla_sizes, saved).unwrap_or_default();
        let ty = ty?;
        if sizes.is_empty() {
            return Ok(ty);
        }
        self.vla_type(ty, sizes, "sizeof", tn.span.start)
    }

    /// `ty` as `declarator_type` builds it with the variable dimensions `sizes` (innermost
    /// first; each stands in `ty` as an array of length 0): each size evaluated, outermost
    /// first, into a new local of the current scope, and its array made a `CType::Vla`.
    pub(super) fn vla_type(
        &mut self,
        ty: CType,
        sizes: Vec<Node<Expression>>,
        name: &str,
        off: usize,
    ) -> Result<CType> {
        let mut placeholders = 0;
        let mut t = &ty;
        while let CType::Array(inner, n) = t {
            placeholders += usize::from(*n == Some(0));
            t = inner;
        }
        if placeholders != sizes.len() {
            return Err(self.unsupported(
                off,
                format!("variable-length array type in `{name}` behind a pointer or with a dimension of length 0"),
            ));
        }
        self.f.loc = self.loc_at(off);
        let mut lens = Vec::with_capacity(sizes.len());
        for (k, e) in sizes.iter().rev().enumerate() {
            let n = self.int_rvalue(e)?;
            let n = super::lower_expr::cast(n, IntTy::ULONG);
            let v = self.new_local(&format!("{name}$len{k}"), Type::Int(IntTy::ULONG));
            self.emit(InstrKind::Decl(v));
            self.emit(InstrKind::Assign(Place::Var(v), n));
            self.scope_mut().locals.push(v);
            lens.push(v);
        }
        fn rebuild(t: CType, lens: &mut std::vec::IntoIter<crate::ir::Var>) -> CType {
            match t {
                CType::Array(inner, Some(0)) => {
                    let v = lens.next().expect("one length per placeholder");
                    CType::Vla(Box::new(rebuild(*inner, lens)), v)
                }
                CType::Array(inner, n) => CType::Array(Box::new(rebuild(*inner, lens)), n),
                t => t,
            }
        }
        Ok(rebuild(ty, &mut lens.into_iter()))
    }

    /// The element count of a type whose outermost dimensions are variable (`CType::Vla`)
    /// or constant around variable ones, and its element type; `None` without a variable one.
    fn vla_count(ty: &CType) -> Option<(Expr, &CType)> {
        let ulong = |x: u64| Expr::constant(IntTy::ULONG, i128::from(x));
        let mut count = ulong(1);
        let mut variable = false;
        let mut t = ty;
        loop {
            match t {
                CType::Vla(inner, v) => {
                    let n = Expr::var(*v, Type::Int(IntTy::ULONG));
                    count = binary(BinOp::Mul, count, n, IntTy::ULONG);
                    variable = true;
                    t = inner;
                }
                CType::Array(inner, Some(n)) => {
                    count = binary(BinOp::Mul, count, ulong(*n), IntTy::ULONG);
                    t = inner;
                }
                _ => break,
            }
        }
        variable.then_some((count, t))
    }

    /// `sizeof` of a variable-length array type: its element count times its element size.
    pub(super) fn vla_bytes(&self, ty: &CType, off: usize) -> Result<Option<Expr>> {
        let Some((count, elem)) = Self::vla_count(ty) else { return Ok(None) };
        let size = elem.to_ir().ok().and_then(|t| t.size()).ok_or_else(|| {
            self.unsupported(off, format!("sizeof of a variable-length array of {elem}"))
        })?;
        let size = Expr::constant(IntTy::ULONG, i128::from(size));
        Ok(Some(binary(BinOp::Mul, count, size, IntTy::ULONG)))
    }

    /// A local object declared with a typedef'd variable-length array type (`T a;`): an
    /// allocation of the type's element count, as for `int a[n]` (one or two dimensions).
    pub(super) fn vla_object(
        &mut self,
        name: &str,
        ty: CType,
        init: bool,
        off: usize,
    ) -> Result<()> {
        if init {
            return Err(
                self.invalid(off, format!("variable-sized object `{name}` may not be initialized"))
            );
        }
        let (count, elem, row) = match &ty {
            CType::Vla(inner, r) => match &**inner {
                CType::Vla(elem, c) => {
                    let rows = Expr::var(*r, Type::Int(IntTy::ULONG));
                    let cols = Expr::var(*c, Type::Int(IntTy::ULONG));
                    (binary(BinOp::Mul, rows, cols, IntTy::ULONG), &**elem, Some(*c))
                }
                elem => (Expr::var(*r, Type::Int(IntTy::ULONG)), elem, None),
            },
            _ => return Err(self.unsupported(off, format!("variable-length array `{name}`"))),
        };
        let elem = elem.to_ir().map_err(|w| {
            self.unsupported(off, format!("{w} in the elements of variable-length array `{name}`"))
        })?;
        self.f.loc = self.loc_at(off);
        self.alloc_vla(name, elem, count, row, off)
    }
}
