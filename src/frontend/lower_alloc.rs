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
//! **Failure** follows CBMC's library (`malloc`/`calloc` in its `stdlib.c`), chosen by
//! [`MallocOptions`]: by default `malloc` never returns NULL; `--malloc-may-fail` lets it
//! return NULL nondeterministically; `--malloc-fail-null` makes a request above
//! [`MAX_MALLOC_SIZE`] return NULL; `--malloc-fail-assert` asserts instead that no request
//! exceeds it (property `malloc.assertion.1`, "max allocation size exceeded", and with
//! `--malloc-may-fail` `malloc.assertion.2`, "max allocation may fail": CBMC's library has
//! these two assertions, shared by every call) and assumes it afterwards. `calloc` whose
//! `count * size` overflows returns NULL (as glibc and CBMC's library do). `realloc` and
//! `aligned_alloc` are `Unsupported`.

use lang_c::ast::{BinaryOperator, Expression};
use lang_c::span::Node;

use super::lower_expr::cast;
use super::Lower;
use crate::error::Result;
use crate::ir::build::{binary, void_value};
use crate::ir::{
    AllocKind, BinOp, Expr, ExprKind, InstrKind, IntTy, Place, PropId, PropKind, Type, UnOp,
};

/// The largest allocation ibmc models, CBMC's `__CPROVER_max_malloc_size` for its pointers:
/// CBMC allows 2^(offset bits - 1) bytes (the offset is signed); ibmc's offsets have 32 bits.
pub const MAX_MALLOC_SIZE: i128 = 1 << 31;

/// How `malloc` and `calloc` may fail (CBMC's `--malloc-may-fail`, `--malloc-fail-null`,
/// `--malloc-fail-assert`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MallocOptions {
    /// An allocation may return NULL nondeterministically (in `ReturnNull` mode), or the
    /// assertion "max allocation may fail" fails (in `Assert` mode).
    pub may_fail: bool,
    pub mode: MallocFailMode,
}

/// What a request above [`MAX_MALLOC_SIZE`] does.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum MallocFailMode {
    /// Nothing is checked: the allocation succeeds (CBMC without a failure mode).
    #[default]
    None,
    /// Returns NULL.
    ReturnNull,
    /// Violates "max allocation size exceeded", then is assumed not to happen.
    Assert,
}

/// Names lowered here when the program does not define them.
pub fn is_alloc_builtin(name: &str) -> bool {
    let base = name.strip_prefix("__builtin_").unwrap_or(name);
    matches!(base, "malloc" | "calloc" | "alloca" | "free" | "realloc" | "aligned_alloc")
}

impl Lower<'_> {
    /// The allocation builtins; `None` for other names.
    pub fn alloc_builtin(
        &mut self,
        name: &str,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Option<Expr>> {
        let base = name.strip_prefix("__builtin_").unwrap_or(name);
        let (kind, size, elem, overflow) = match (base, args) {
            ("malloc", [n]) | ("alloca", [n]) => {
                let kind = if base == "malloc" { AllocKind::Malloc } else { AllocKind::Stack };
                let elem = self.sizeof_type_in(n);
                let size = self.int_rvalue(n)?;
                (kind, cast(size, IntTy::ULONG), elem, None)
            }
            ("calloc", [count, each]) => {
                let elem = self.sizeof_type_in(each).or_else(|| self.sizeof_type_in(count));
                let each = self.int_rvalue(each)?;
                let each = self.spill(cast(each, IntTy::ULONG));
                let count = self.int_rvalue(count)?;
                let count = self.spill(cast(count, IntTy::ULONG));
                // `count * each` overflows: `each != 0 && count > ULONG_MAX / each`.
                let max = Expr::constant(IntTy::ULONG, u64::MAX as i128);
                let quotient = binary(BinOp::Div, max, each.clone(), IntTy::ULONG);
                let nonzero =
                    binary(BinOp::Ne, each.clone(), Expr::constant(IntTy::ULONG, 0), IntTy::INT);
                let above = binary(BinOp::Gt, count.clone(), quotient, IntTy::INT);
                let overflow = binary(BinOp::LogAnd, nonzero, above, IntTy::INT);
                (
                    AllocKind::Calloc,
                    binary(BinOp::Mul, count, each, IntTy::ULONG),
                    elem,
                    Some(overflow),
                )
            }
            ("free", [p]) => {
                let v = self.rvalue(p)?;
                let v = self.convert(v, &Type::Pointer(Box::new(Type::Void)), off)?;
                self.emit(InstrKind::Free(v.clone()));
                self.record_free(&v);
                return Ok(Some(void_value()));
            }
            ("malloc" | "alloca" | "calloc" | "free", _) => {
                return Err(self.invalid(off, format!("wrong number of arguments to `{name}`")));
            }
            ("realloc" | "aligned_alloc", _) => {
                return Err(self.unsupported(off, format!("`{name}`")))
            }
            _ => return Ok(None),
        };
        if kind == AllocKind::Stack {
            return Ok(Some(self.emit_alloc(kind, size, elem)));
        }
        Ok(Some(self.emit_malloc(kind, size, elem, overflow)))
    }

    /// `malloc`/`calloc` with CBMC's failure semantics: `$tmp = NULL`, the jumps over the
    /// allocation of each way to fail (`overflow`: `calloc`'s product overflows), the
    /// `--malloc-fail-assert` assertions, then `$tmp = Alloc(size)`.
    fn emit_malloc(
        &mut self,
        kind: AllocKind,
        size: Expr,
        elem: Option<Type>,
        overflow: Option<Expr>,
    ) -> Expr {
        let opts = self.ctx.malloc;
        if overflow.is_none() && opts.mode == MallocFailMode::None {
            let e = self.emit_alloc(kind, size, elem);
            if let ExprKind::Var(t) = e.kind {
                self.record_allocation(t);
            }
            return e;
        }
        let size = self.spill(size);
        let vp = Type::Pointer(Box::new(Type::Void));
        let t = self.temp(vp.clone());
        self.emit(InstrKind::Assign(
            Place::Var(t),
            Expr { kind: ExprKind::Const(0), ty: vp.clone() },
        ));
        let mut fails = Vec::new();
        if let Some(o) = overflow {
            fails.push(self.emit_jump(Some(o)));
        }
        let max = Expr::constant(IntTy::ULONG, MAX_MALLOC_SIZE);
        match opts.mode {
            MallocFailMode::None => {}
            MallocFailMode::ReturnNull => {
                let too_big = binary(BinOp::Gt, size.clone(), max, IntTy::INT);
                fails.push(self.emit_jump(Some(too_big)));
                if opts.may_fail {
                    let b = self.malloc_fails();
                    fails.push(self.emit_jump(Some(b)));
                }
            }
            MallocFailMode::Assert => {
                let fits = binary(BinOp::Le, size.clone(), max, IntTy::INT);
                let prop = self.malloc_property(0, "max allocation size exceeded");
                self.emit(InstrKind::Assert(fits.clone(), prop));
                self.emit(InstrKind::Assume(fits));
                if opts.may_fail {
                    let b = self.malloc_fails();
                    let ok = Expr {
                        kind: ExprKind::Unary(UnOp::LogNot, Box::new(b)),
                        ty: Type::Int(IntTy::INT),
                    };
                    let prop = self.malloc_property(1, "max allocation may fail");
                    self.emit(InstrKind::Assert(ok.clone(), prop));
                    self.emit(InstrKind::Assume(ok));
                }
            }
        }
        let at = self.emit(InstrKind::Alloc {
            place: Place::Var(t),
            elem: elem.unwrap_or(Type::Int(IntTy::CHAR)),
            size,
            kind,
        });
        self.f.pending_alloc = Some((at, t));
        self.record_allocation(t);
        let done = self.here();
        for j in fails {
            self.patch(j, done);
        }
        Expr::var(t, vp)
    }

    /// A fresh nondeterministic choice that this allocation fails (an `int` 0/1).
    fn malloc_fails(&mut self) -> Expr {
        let b = self.temp(Type::Int(IntTy::BOOL));
        self.emit(InstrKind::Nondet { place: Place::Var(b), source: "<malloc may fail>".into() });
        let v = Expr::var(b, Type::Int(IntTy::BOOL));
        binary(BinOp::Ne, v, Expr::constant(IntTy::BOOL, 0), IntTy::INT)
    }

    /// CBMC's library assertion `i` of `malloc` (one property for every call, as the library
    /// function's assertion is one), made at the first call.
    fn malloc_property(&mut self, i: usize, description: &str) -> PropId {
        if let Some(p) = self.ctx.malloc_props[i] {
            return p;
        }
        let loc = self.f.loc;
        let p =
            self.ctx.prog.add_property(PropKind::Assertion, "malloc", loc, description.to_string());
        if self.dry_run == 0 {
            self.ctx.malloc_props[i] = Some(p);
        }
        p
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
        // `p->next = malloc(...)` with `next` a `struct node *` inside `struct node`: the
        // struct as completed since.
        let pointee = match pointee {
            Type::Opaque(_) => match self
                .complete_pointee(Expr {
                    kind: ExprKind::Const(0),
                    ty: Type::Pointer(Box::new(pointee.clone())),
                })
                .ty
            {
                Type::Pointer(t) if !matches!(*t, Type::Opaque(_)) => *t,
                _ => return,
            },
            t => t.clone(),
        };
        if let Some(InstrKind::Alloc { elem, .. }) = self.f.body.get_mut(at).map(|i| &mut i.kind) {
            *elem = pointee;
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
            Expression::SizeOfVal(v) => {
                self.dry_expr(&v.node.0).ok().map(|x| x.ty).filter(|t| *t != Type::Void)
            }
            Expression::BinaryOperator(b) if b.node.operator.node == BinaryOperator::Multiply => {
                self.sizeof_type_in(&b.node.rhs).or_else(|| self.sizeof_type_in(&b.node.lhs))
            }
            Expression::Cast(c) => self.sizeof_type_in(&c.node.expression),
            _ => None,
        }
    }
}
