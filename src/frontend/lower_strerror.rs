//! `strerror(errnum)` (C11 7.24.6.2): a pointer to the C library's message for `errnum`, in
//! an object of the library's own that a later call may overwrite.
//!
//! ibmc does not model the text (glibc's depends on the locale; its longest English message
//! has 49 characters): each call leaves a string of arbitrary bytes and arbitrary length below
//! [`MESSAGE_ROOM`] in one buffer of the program's, and returns its address. That is an
//! over-approximation of every message, reported once where the program uses the result
//! (as the count of characters an output function returns is): a property that holds is
//! proved, and a violation that needs some text is reported with the warning beside it.
//! CBMC's library returns an empty string, which would prove `strlen(strerror(e)) == 0`.

use lang_c::ast::Expression;
use lang_c::span::Node;

use super::lower_expr::cast;
use super::types::FnType;
use super::Lower;
use crate::error::Result;
use crate::ir::build::binary;
use crate::ir::{ArrayOp, ArrayOpKind, BinOp, Expr, ExprKind, InstrKind, IntTy, Place, Type, Var};

/// Bytes of the message buffer: messages of up to 255 bytes (a translated one included).
pub const MESSAGE_ROOM: u64 = 256;

/// Whether `name` is modelled here.
pub fn is_strerror(name: &str) -> bool {
    name == "strerror"
}

impl Lower<'_> {
    /// `strerror(e)`; `None` for other names.
    pub(super) fn strerror_builtin(
        &mut self,
        name: &str,
        fty: Option<&FnType>,
        args: &[Node<Expression>],
        off: usize,
        want: bool,
    ) -> Result<Option<Expr>> {
        if !is_strerror(name) {
            return Ok(None);
        }
        let ret = fty.and_then(|f| f.ret.to_ir().ok());
        let [errnum] = args else {
            return Err(self.unsupported(off, "`strerror` with other than one argument"));
        };
        let ret = match ret {
            Some(t @ Type::Pointer(_)) => t,
            None => Type::Pointer(Box::new(Type::Int(IntTy::CHAR))),
            Some(_) => {
                return Err(self.unsupported(off, "`strerror` declared without a pointer result"))
            }
        };
        self.effect(errnum)?;
        if want && self.dry_run == 0 && self.ctx.unmodelled_results.insert(name.to_string()) {
            tracing::warn!(
                "{}: function `strerror`: its message is not modelled (the C library's text): any string of at most {} bytes stands for it",
                self.where_at(off),
                MESSAGE_ROOM - 1
            );
        }
        // The library's own stores: no check of the program's applies to them.
        let p = self.as_model(|l| l.write_message(off))?;
        Ok(Some(Expr { kind: ExprKind::Cast(Box::new(p)), ty: ret }))
    }

    /// A string of arbitrary bytes and length below [`MESSAGE_ROOM`] in the message buffer;
    /// its address.
    fn write_message(&mut self, off: usize) -> Result<Expr> {
        let char_ptr = Type::Pointer(Box::new(Type::Int(IntTy::CHAR)));
        let buffer = self.message_buffer(off);
        let start =
            Place::Index(Box::new(Place::Var(Var::Global(buffer))), Expr::constant(IntTy::LONG, 0));
        let p = Expr { kind: ExprKind::AddrOf(Box::new(start)), ty: char_ptr.clone() };
        let len = self.temp(Type::Int(IntTy::LONG));
        self.emit(InstrKind::Nondet {
            place: Place::Var(len),
            source: "<strerror's message length>".into(),
        });
        let len = Expr::var(len, Type::Int(IntTy::LONG));
        let room = Expr::constant(IntTy::LONG, i128::from(MESSAGE_ROOM));
        let zero = Expr::constant(IntTy::LONG, 0);
        self.emit(InstrKind::Assume(binary(BinOp::Ge, len.clone(), zero, IntTy::INT)));
        self.emit(InstrKind::Assume(binary(BinOp::Lt, len.clone(), room, IntTy::INT)));
        self.emit(InstrKind::ArrayOp(ArrayOp {
            dest: p.clone(),
            kind: ArrayOpKind::HavocSlice(cast(len.clone(), IntTy::ULONG)),
        }));
        let end = Place::Index(Box::new(Place::Var(Var::Global(buffer))), len);
        self.emit(InstrKind::Assign(end, Expr::constant(IntTy::CHAR, 0)));
        Ok(p)
    }

    /// The buffer the messages are written to, made on first use.
    fn message_buffer(&mut self, off: usize) -> u32 {
        if let Some(g) = self.ctx.strerror_buffer {
            return g;
        }
        let ty = Type::Array(Box::new(Type::Int(IntTy::CHAR)), MESSAGE_ROOM);
        let g = self.new_global("__ibmc_strerror_message", ty, off);
        self.ctx.strerror_buffer = Some(g);
        g
    }
}
