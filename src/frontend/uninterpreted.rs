//! CBMC's uninterpreted functions: a function without a body whose name starts with
//! `__CPROVER_uninterpreted_` is a mathematical function of its arguments, nothing else known
//! (CBMC's `function_application`). Equal arguments give equal results (functional
//! consistency); the call writes nothing.
//!
//! The frontend stores each call's arguments in hidden globals of the function
//! (`Program::uninterpreted`: `f$arg0`, `f$arg1`, ...), then makes the result a `Nondet` from
//! source `f`. Symbolic execution (`symex::exec`, `nondet`) keeps every call's arguments and
//! result and constrains a new result to equal an earlier one wherever their arguments are
//! equal. The constraints are not guarded by the calls' paths: all results are values of one
//! function, whatever the paths, so they exclude no execution.

use lang_c::ast::Expression;
use lang_c::span::Node;

use super::types::{CType, FnType};
use super::Lower;
use crate::error::Result;
use crate::ir::{Expr, InstrKind, IntTy, Place, Type, Var};

pub const PREFIX: &str = "__CPROVER_uninterpreted_";

impl Lower<'_> {
    /// A call of the uninterpreted function `name` (declared `fty`, if at all).
    pub(super) fn uninterpreted_call(
        &mut self,
        name: &str,
        fty: Option<&FnType>,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Expr> {
        let ret = match fty {
            Some(f) => f
                .ret
                .to_ir()
                .map_err(|w| self.unsupported(off, format!("{w} as return type of `{name}`")))?,
            None => Type::Int(IntTy::INT),
        };
        if !matches!(ret, Type::Int(_) | Type::Float(_)) {
            return Err(self.unsupported(
                off,
                format!("uninterpreted function `{name}` returning {ret} (integers and floats are modelled)"),
            ));
        }
        // Arguments as any call's (`call_args`): right to left, converted to the prototype's
        // parameter types, else promoted. A `...` has no parameter types: then every argument
        // is promoted and kept on its own, not packed into a variadic object.
        let sig = match fty {
            Some(f) if !f.variadic => f.clone(),
            _ => FnType {
                ret: CType::Int(IntTy::INT),
                params: Vec::new(),
                variadic: false,
                prototyped: false,
            },
        };
        let values = self.call_args(&sig, name, args, off)?;
        for (i, (v, a)) in values.iter().zip(args).enumerate() {
            if !matches!(v.ty, Type::Int(_) | Type::Float(_) | Type::Pointer(_)) {
                return Err(self.unsupported(
                    a.span.start,
                    format!(
                        "argument {} of uninterpreted function `{name}` of type {}",
                        i + 1,
                        v.ty
                    ),
                ));
            }
        }
        let values: Vec<(usize, Expr)> = values.into_iter().enumerate().collect();
        let globals = self.uninterpreted_arguments(name, &values, off)?;
        for ((_, v), g) in values.into_iter().zip(globals) {
            self.emit(InstrKind::Assign(Place::Var(Var::Global(g)), v));
        }
        let t = self.temp(ret.clone());
        self.emit(InstrKind::Nondet { place: Place::Var(t), source: name.to_string() });
        Ok(Expr::var(t, ret))
    }

    /// The hidden globals holding the arguments of `name`'s calls, made at its first call;
    /// every call must pass as many arguments of the same types.
    fn uninterpreted_arguments(
        &mut self,
        name: &str,
        values: &[(usize, Expr)],
        off: usize,
    ) -> Result<Vec<u32>> {
        let known = self.ctx.prog.uninterpreted.iter().find(|(n, _)| n == name);
        if let Some((_, globals)) = known {
            let globals = globals.clone();
            let same = globals.len() == values.len()
                && globals
                    .iter()
                    .zip(values)
                    .all(|(&g, (_, v))| self.ctx.prog.globals[g as usize].ty == v.ty);
            if !same {
                return Err(self.unsupported(
                    off,
                    format!("uninterpreted function `{name}` called with other argument types or counts"),
                ));
            }
            return Ok(globals);
        }
        let globals: Vec<u32> = values
            .iter()
            .map(|(i, v)| self.new_global(&format!("{name}$arg{i}"), v.ty.clone(), off))
            .collect();
        self.ctx.prog.uninterpreted.push((name.to_string(), globals.clone()));
        Ok(globals)
    }
}
