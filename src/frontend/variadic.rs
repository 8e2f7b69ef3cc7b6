//! Functions with `...`: their definitions, calls, and `va_list`, `va_start`, `va_arg`,
//! `va_copy` and `va_end`.
//!
//! A call passes its extra arguments, after the default argument promotions, in an object of
//! its own: a struct with one 8-byte slot per scalar argument (an `int` in the low 4 bytes of
//! its slot, as on the x86-64 stack) and a struct or union argument's bytes in as many slots
//! as they need (by value: a copy, C11 6.5.2.2p4), whose address is a hidden last parameter
//! of the variadic function (`$va`, a `void *`; null when there are no extra arguments).
//!
//! `va_list` is what gcc has on x86-64, an array of one 24-byte element passed by reference
//! (a `va_list` parameter is a pointer to the caller's), modelled as `void *[3]` whose first
//! element is the cursor into the argument object: `va_start` points it at the first slot,
//! `va_arg(ap, T)` reads a `T` at the cursor and advances it past `T`'s slots (C11 7.16.1.1: a
//! struct is read whole, a copy), `va_copy` copies it,
//! `va_end` does nothing. A `va_arg` of the type the argument was passed with reads it
//! exactly; any other type reads its bytes (the pointer model's type punning), and one past
//! the last argument reads outside the object (`--pointer-check` reports it).

use std::sync::Arc;

use lang_c::ast::{Expression, VaArgExpression};
use lang_c::span::Node;

use super::types::CType;
use super::Lower;
use crate::error::Result;
use crate::ir::build::void_value;
use crate::ir::{Expr, ExprKind, FieldDef, InstrKind, IntTy, Place, StructDef, Type};

/// Bytes of an argument's slot in the argument object.
const SLOT: u64 = 8;

/// The type `va_list` (`__builtin_va_list`) stands for.
pub fn va_list_type() -> CType {
    CType::Array(Box::new(CType::Pointer(Box::new(CType::Void))), Some(3))
}

/// The bytes an argument of type `t` takes in the argument object: a slot for a scalar, the
/// struct's or union's size rounded up to whole slots (as on the x86-64 stack; at least one);
/// None for a type that cannot be passed, a struct aligned to more than a slot, or one with a
/// flexible array member (whose passing gcc's ABI changed).
fn slot_bytes(t: &Type) -> Option<u64> {
    match t {
        Type::Int(_) | Type::Float(_) | Type::Pointer(_) => Some(SLOT),
        Type::Struct(def) if def.align <= SLOT && !def.flexible => {
            Some(def.size.div_ceil(SLOT).max(1) * SLOT)
        }
        _ => None,
    }
}

fn void_ptr() -> Type {
    Type::Pointer(Box::new(Type::Void))
}

impl Lower<'_> {
    /// The hidden last argument of a call of a variadic function: the address of an object
    /// holding `extra`, the promoted arguments beyond the declared parameters, as `void *`.
    pub fn variadic_object(&mut self, extra: Vec<Expr>, name: &str, off: usize) -> Result<Expr> {
        if extra.is_empty() {
            return Ok(Expr { kind: ExprKind::Const(0), ty: void_ptr() });
        }
        let mut fields = Vec::with_capacity(extra.len());
        let mut offset = 0;
        for (i, v) in extra.iter().enumerate() {
            let Some(bytes) = slot_bytes(&v.ty) else {
                return Err(
                    self.unsupported(off, format!("a {} passed to the `...` of `{name}`", v.ty))
                );
            };
            fields.push(FieldDef {
                name: format!("arg{}", i + 1),
                ty: v.ty.clone(),
                offset,
                bit: None,
            });
            offset += bytes;
        }
        let def = StructDef {
            name: format!("struct <arguments of {name}>"),
            fields,
            size: offset,
            align: SLOT,
            is_union: false,
            flexible: false,
            transparent: false,
            vector: false,
        };
        let ty = Type::Struct(Arc::new(def));
        let object = self.temp(ty.clone());
        for (i, v) in extra.into_iter().enumerate() {
            let slot =
                Place::Index(Box::new(Place::Var(object)), Expr::constant(IntTy::LONG, i as i128));
            self.emit(InstrKind::Assign(slot, v));
        }
        self.f.locals_escape = true;
        let addr = Expr {
            kind: ExprKind::AddrOf(Box::new(Place::Var(object))),
            ty: Type::Pointer(Box::new(ty)),
        };
        Ok(Expr { kind: ExprKind::Cast(Box::new(addr)), ty: void_ptr() })
    }

    /// The place of a `va_list`'s cursor: the first element of the array (or of the array a
    /// `va_list` parameter points to).
    fn va_cursor(&mut self, ap: &Node<Expression>, what: &str) -> Result<Place> {
        let v = self.rvalue(ap)?;
        let v = self.decay(v);
        if v.ty != Type::Pointer(Box::new(void_ptr())) {
            return Err(self.invalid(
                ap.span.start,
                format!("the first argument of `{what}` is not a `va_list`"),
            ));
        }
        let v = self.spill(v);
        Ok(Place::Deref(v))
    }

    /// `__builtin_va_start`, `__builtin_va_end` and `__builtin_va_copy`; `None` for other names.
    pub fn va_builtin(
        &mut self,
        name: &str,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Option<Expr>> {
        match (name, args) {
            ("__builtin_va_start", [ap, _last]) => {
                let Some(va) = self.f.va_args else {
                    return Err(
                        self.invalid(off, "`va_start` used in a function with fixed arguments")
                    );
                };
                let cursor = self.va_cursor(ap, "va_start")?;
                self.emit(InstrKind::Assign(cursor, Expr::var(va, void_ptr())));
                Ok(Some(void_value()))
            }
            ("__builtin_va_end", [ap]) => {
                self.va_cursor(ap, "va_end")?;
                Ok(Some(void_value()))
            }
            ("__builtin_va_copy", [dst, src]) => {
                let to = self.va_cursor(dst, "va_copy")?;
                let from = self.va_cursor(src, "va_copy")?;
                let value = self.place_expr(&from);
                self.emit(InstrKind::Assign(to, value));
                Ok(Some(void_value()))
            }
            ("__builtin_va_start" | "__builtin_va_end" | "__builtin_va_copy", _) => {
                Err(self.invalid(off, format!("wrong number of arguments to `{name}`")))
            }
            _ => Ok(None),
        }
    }

    /// `va_arg(ap, T)`: the `T` at the cursor; the cursor moves to the next slot.
    pub fn va_arg(&mut self, e: &Node<VaArgExpression>, off: usize) -> Result<Expr> {
        let cursor = self.va_cursor(&e.node.va_list, "va_arg")?;
        let ty = self.type_name(&e.node.type_name)?;
        let (ty, bytes) = match ty.to_ir() {
            Ok(t) => match slot_bytes(&t) {
                Some(bytes) => (t, bytes),
                None => return Err(self.unsupported(off, format!("va_arg of type {t}"))),
            },
            Err(w) => return Err(self.unsupported(off, format!("va_arg of {w}"))),
        };
        let at = self.place_expr(&cursor);
        let typed = Expr {
            kind: ExprKind::Cast(Box::new(at.clone())),
            ty: Type::Pointer(Box::new(ty.clone())),
        };
        let value = self.spill(Expr { kind: ExprKind::Deref(Box::new(typed)), ty });
        let next = self.ptr_add(at, Expr::constant(IntTy::LONG, i128::from(bytes)), off)?;
        self.emit(InstrKind::Assign(cursor, next));
        Ok(value)
    }
}
