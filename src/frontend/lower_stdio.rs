//! `<stdio.h>` functions that return pointers, as CBMC's library (`ansi-c/library/stdio.c`)
//! models them: `fopen` returns NULL or a fresh `FILE` object (its failure a nondeterministic
//! choice: whether a file opens depends on the file system, which the program does not
//! show), `fgets` writes a string shorter than `size` (arbitrary bytes, then a null) and
//! returns NULL or its buffer. The choices are pseudo-inputs (`<fopen fails>`, ...), which
//! `--validate` cannot give a compiled run: its replay of a trace that needs an opened file
//! or a line read is reported as probably inconclusive.

use lang_c::ast::Expression;
use lang_c::span::Node;

use super::types::FnType;
use super::Lower;
use crate::error::Result;
use crate::ir::build::binary;
use crate::ir::{
    AllocKind, ArrayOp, ArrayOpKind, BinOp, Expr, ExprKind, InstrKind, IntTy, Place, Type,
};

/// Whether `name` is one of the functions below.
pub fn is_stdio_model(name: &str) -> bool {
    matches!(name, "fopen" | "fopen64" | "fgets")
}

impl Lower<'_> {
    /// The `<stdio.h>` models; `None` for other names.
    pub(super) fn stdio_builtin(
        &mut self,
        name: &str,
        fty: Option<&FnType>,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Option<Expr>> {
        if !is_stdio_model(name) {
            return Ok(None);
        }
        let ret = fty.and_then(|f| f.ret.to_ir().ok());
        match (name, args, ret) {
            ("fopen" | "fopen64", [path, mode], Some(ret @ Type::Pointer(_))) => {
                self.effect(path)?;
                self.effect(mode)?;
                Ok(Some(self.fopen(ret)))
            }
            ("fgets", [s, size, stream], _) => self.fgets(s, size, stream, off).map(Some),
            _ => Err(self.unsupported(off, format!("`{name}` with this declaration or arguments"))),
        }
    }

    /// A fresh choice, an `int` 0 or 1 that is 1 when it happens.
    fn stdio_choice(&mut self, source: &str) -> Expr {
        let b = self.temp(Type::Int(IntTy::BOOL));
        self.emit(InstrKind::Nondet { place: Place::Var(b), source: source.into() });
        let v = Expr::var(b, Type::Int(IntTy::BOOL));
        binary(BinOp::Ne, v, Expr::constant(IntTy::BOOL, 0), IntTy::INT)
    }

    /// `fopen`: NULL, or a new `FILE` object (arbitrary contents, ended by `fclose`'s free in
    /// CBMC; here by nothing, as ibmc's `fclose` is a function without a body).
    fn fopen(&mut self, ret: Type) -> Expr {
        let Type::Pointer(file) = &ret else { unreachable!("checked by the caller") };
        let t = self.temp(ret.clone());
        let fails = self.stdio_choice("<fopen fails>");
        let to_null = self.emit_jump(Some(fails));
        let size = file.size().unwrap_or(1).max(1);
        self.emit(InstrKind::Alloc {
            place: Place::Var(t),
            elem: (**file).clone(),
            size: Expr::constant(IntTy::ULONG, i128::from(size)),
            kind: AllocKind::Malloc,
        });
        let done = self.emit_jump(None);
        let null_at = self.here();
        self.patch(to_null, null_at);
        self.emit(InstrKind::Assign(
            Place::Var(t),
            Expr { kind: ExprKind::Const(0), ty: ret.clone() },
        ));
        let end = self.here();
        self.patch(done, end);
        Expr::var(t, ret)
    }

    /// `fgets(s, size, stream)`: for `size > 0`, a length `n < size` chosen freely, the first
    /// `n` bytes of `s` arbitrary and `s[n]` null; the result NULL (an error) or `s`.
    fn fgets(
        &mut self,
        s: &Node<Expression>,
        size: &Node<Expression>,
        stream: &Node<Expression>,
        off: usize,
    ) -> Result<Expr> {
        // Right to left, as gcc evaluates a call's arguments.
        self.effect(stream)?;
        let n = self.scalar_rvalue(size)?;
        let n = self.spill(super::lower_expr::cast(n, IntTy::INT));
        let p = self.rvalue(s)?;
        let p = self.decay(p);
        let Type::Pointer(elem) = p.ty.clone() else {
            return Err(self.unsupported(off, "`fgets` into something that is not a pointer"));
        };
        let p = self.spill(p);
        let fails = self.stdio_choice("<fgets fails>");
        let positive = binary(BinOp::Gt, n.clone(), Expr::constant(IntTy::INT, 0), IntTy::INT);
        let skip = self.emit_jump(Some(build_not(positive)));
        let len = self.temp(Type::Int(IntTy::INT));
        self.emit(InstrKind::Nondet { place: Place::Var(len), source: "<fgets length>".into() });
        let len = Expr::var(len, Type::Int(IntTy::INT));
        let lo = binary(BinOp::Ge, len.clone(), Expr::constant(IntTy::INT, 0), IntTy::INT);
        let hi = binary(BinOp::Lt, len.clone(), n, IntTy::INT);
        self.emit(InstrKind::Assume(lo));
        self.emit(InstrKind::Assume(hi));
        let bytes = super::lower_expr::cast(len.clone(), IntTy::ULONG);
        self.emit(InstrKind::ArrayOp(ArrayOp {
            dest: p.clone(),
            kind: ArrayOpKind::HavocSlice(bytes),
        }));
        let at = self.ptr_add(p.clone(), super::lower_expr::cast(len, IntTy::LONG), off)?;
        let zero = Expr::constant(IntTy::CHAR, 0);
        let zero = super::lower_expr::cast_to(zero, &elem);
        self.emit(InstrKind::Assign(Place::Deref(at), zero));
        let end = self.here();
        self.patch(skip, end);
        let t = self.temp(p.ty.clone());
        self.emit(InstrKind::Assign(Place::Var(t), p.clone()));
        let keep = self.emit_jump(Some(build_not(fails)));
        self.emit(InstrKind::Assign(
            Place::Var(t),
            Expr { kind: ExprKind::Const(0), ty: p.ty.clone() },
        ));
        let end = self.here();
        self.patch(keep, end);
        Ok(Expr::var(t, p.ty))
    }
}

/// `!c` for an `int` condition.
fn build_not(c: Expr) -> Expr {
    binary(BinOp::Eq, c, Expr::constant(IntTy::INT, 0), IntTy::INT)
}
