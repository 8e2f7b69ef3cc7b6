//! `malloc`, `calloc`, `alloca` and `free` (and their `__builtin_` names), lowered to
//! `InstrKind::Alloc` and `InstrKind::Free`; symbolic execution makes each executed allocation
//! a fresh object (`symex/heap.rs`).
//!
//! Objects are typed values, so an allocation needs an element type. It is the pointee type
//! the program converts the result to (`int *p = malloc(...)`, `(struct s *)malloc(...)`, a
//! parameter, a return: every conversion goes through `Lower::convert`, which patches the
//! pending allocation's type), else the type of a `sizeof` in the size expression
//! (`malloc(n * sizeof(struct s))`), else `char` (bytes). Accesses of another type than the
//! element's are type punning, which the memory model over-approximates.
//!
//! `malloc` never returns NULL (CBMC's default, without `--malloc-may-fail`). `realloc` and
//! `aligned_alloc` are `Unsupported`.

use lang_c::ast::{BinaryOperator, Expression};
use lang_c::span::Node;

use super::lower_expr::{binary, cast, void_value};
use super::Lower;
use crate::error::Result;
use crate::ir::{AllocKind, BinOp, Expr, ExprKind, InstrKind, IntTy, Place, Type};

/// Names lowered here when the program does not define them.
pub fn is_alloc_builtin(name: &str) -> bool {
    let base = name.strip_prefix("__builtin_").unwrap_or(name);
    matches!(base, "malloc" | "calloc" | "alloca" | "free" | "realloc" | "aligned_alloc")
}

impl Lower<'_> {
    /// The allocation builtins; `None` for other names.
    pub fn alloc_builtin(&mut self, name: &str, args: &[Node<Expression>], off: usize) -> Result<Option<Expr>> {
        let base = name.strip_prefix("__builtin_").unwrap_or(name);
        let (kind, size, elem) = match (base, args) {
            ("malloc", [n]) | ("alloca", [n]) => {
                let kind = if base == "malloc" { AllocKind::Malloc } else { AllocKind::Stack };
                let elem = self.sizeof_type_in(n);
                let size = self.int_rvalue(n)?;
                (kind, cast(size, IntTy::ULONG), elem)
            }
            ("calloc", [count, each]) => {
                let elem = self.sizeof_type_in(each).or_else(|| self.sizeof_type_in(count));
                let each = self.int_rvalue(each)?;
                let each = self.spill(cast(each, IntTy::ULONG));
                let count = self.int_rvalue(count)?;
                let count = cast(count, IntTy::ULONG);
                (AllocKind::Calloc, binary(BinOp::Mul, count, each, IntTy::ULONG), elem)
            }
            ("free", [p]) => {
                let v = self.rvalue(p)?;
                let v = self.convert(v, &Type::Pointer(Box::new(Type::Void)), off)?;
                self.emit(InstrKind::Free(v));
                return Ok(Some(void_value()));
            }
            ("malloc" | "alloca" | "calloc" | "free", _) => {
                return Err(self.invalid(off, format!("wrong number of arguments to `{name}`")));
            }
            ("realloc" | "aligned_alloc", _) => return Err(self.unsupported(off, format!("`{name}`"))),
            _ => return Ok(None),
        };
        Ok(Some(self.emit_alloc(kind, size, elem)))
    }

    /// `$tmp = Alloc(size)` of elements `elem` (else `char`, unless a conversion of the result
    /// names the type), as a `void *` value.
    pub fn emit_alloc(&mut self, kind: AllocKind, size: Expr, elem: Option<Type>) -> Expr {
        let vp = Type::Pointer(Box::new(Type::Void));
        let t = self.temp(vp.clone());
        let at = self.emit(InstrKind::Alloc {
            place: Place::Var(t),
            elem: elem.unwrap_or(Type::Int(IntTy::CHAR)),
            size,
            kind,
        });
        self.f.pending_alloc = Some((at, t));
        Expr::var(t, vp)
    }

    /// A conversion of `v` to a pointer to `pointee`: when `v` is the result of the pending
    /// allocation, the allocation's elements get that type.
    pub fn alloc_converted(&mut self, v: &Expr, pointee: &Type) {
        let ExprKind::Var(var) = v.kind else { return };
        let Some((at, t)) = self.f.pending_alloc else { return };
        if var != t || matches!(pointee, Type::Void | Type::Function(_)) {
            return;
        }
        if let Some(InstrKind::Alloc { elem, .. }) = self.f.body.get_mut(at).map(|i| &mut i.kind) {
            *elem = pointee.clone();
        }
        self.f.pending_alloc = None;
    }

    /// The type named by a `sizeof` in a size expression (`n * sizeof(int)`).
    pub fn sizeof_type_in(&mut self, e: &Node<Expression>) -> Option<Type> {
        match &e.node {
            Expression::SizeOfTy(t) => {
                let ty = self.type_name(&t.node.0).ok()?;
                ty.to_ir().ok()
            }
            Expression::SizeOfVal(v) => self.dry_expr(&v.node.0).ok().map(|x| x.ty).filter(|t| *t != Type::Void),
            Expression::BinaryOperator(b) if b.node.operator.node == BinaryOperator::Multiply => {
                self.sizeof_type_in(&b.node.rhs).or_else(|| self.sizeof_type_in(&b.node.lhs))
            }
            Expression::Cast(c) => self.sizeof_type_in(&c.node.expression),
            _ => None,
        }
    }
}
