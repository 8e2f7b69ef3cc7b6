//! The rounding mode of `<fenv.h>` as program state. The first `fesetround`/`fegetround` the
//! frontend lowers creates an `int` global (`Program::rounding_mode`), zero-initialized like
//! every global, which is `FE_TONEAREST` (0) on x86-64; float operations read its mode during
//! symbolic execution (`symex::value`), so a mode set from an input is handled symbolically.
//! Programs that never mention either function have no such variable: all their float
//! operations get the constant mode "to nearest" and cost what they cost before.
//!
//! The calls are lowered to assignments with glibc's x86-64 semantics: `fesetround(m)` stores
//! `m` and returns 0 when `m` is one of `FE_TONEAREST` 0, `FE_DOWNWARD` 0x400, `FE_UPWARD`
//! 0x800, `FE_TOWARDZERO` 0xc00, and otherwise returns 1 and leaves the mode unchanged;
//! `fegetround()` returns the mode.

use lang_c::ast::Expression;
use lang_c::span::Node;

use super::float::{int, ite};
use super::lower_expr::cast_to;
use super::Lower;
use crate::error::Result;
use crate::ir::build::binary;
use crate::ir::{BinOp, Expr, InstrKind, IntTy, Place, Type, Var};
use crate::term::softfloat::Rm;

const INT: Type = Type::Int(IntTy::INT);

fn bin(op: BinOp, a: Expr, b: Expr) -> Expr {
    binary(op, a, b, IntTy::INT)
}

impl<'a> Lower<'a> {
    /// The variable holding the current rounding mode, created on first use.
    fn rounding_mode_var(&mut self, off: usize) -> Var {
        if let Some(v) = self.ctx.prog.rounding_mode {
            return v;
        }
        let g = self.new_global("__ibmc_rounding_mode", INT, off);
        let v = Var::Global(g);
        self.ctx.prog.rounding_mode = Some(v);
        v
    }

    /// `fegetround()`: the mode, copied to a temporary at the call (expressions are pure and
    /// may be evaluated later).
    pub(super) fn fegetround(&mut self, off: usize) -> Expr {
        let mode = self.rounding_mode_var(off);
        let t = self.temp(INT);
        self.emit(InstrKind::Assign(Place::Var(t), Expr::var(mode, INT)));
        Expr::var(t, INT)
    }

    /// `fesetround(m)`: `mode = valid(m) ? m : mode`, value `valid(m) ? 0 : 1`.
    pub(super) fn fesetround(&mut self, arg: &Node<Expression>, off: usize) -> Result<Expr> {
        let mode = self.rounding_mode_var(off);
        let m = self.scalar_rvalue(arg)?;
        if !matches!(m.ty, Type::Int(_) | Type::Float(_)) {
            return Err(self.invalid(off, "`fesetround` takes an integer rounding mode"));
        }
        let m = cast_to(m, &INT);
        let t = self.temp(INT);
        self.emit(InstrKind::Assign(Place::Var(t), m));
        let valid = Rm::ALL
            .iter()
            .map(|rm| bin(BinOp::Eq, Expr::var(t, INT), int(rm.fe_value() as i128)))
            .reduce(|a, b| bin(BinOp::LogOr, a, b))
            .expect("four modes");
        let new = ite(valid.clone(), Expr::var(t, INT), Expr::var(mode, INT));
        self.emit(InstrKind::Assign(Place::Var(mode), new));
        Ok(ite(valid, int(0), int(1)))
    }
}
