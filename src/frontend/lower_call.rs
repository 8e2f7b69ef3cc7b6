//! Function calls: calls of defined functions, nondeterministic results of undefined ones,
//! and the verification builtins (`__VERIFIER_*`, `assert`, `reach_error`, `abort`, ...).
//!
//! Argument order: C leaves the order in which a call's arguments are evaluated unspecified.
//! We evaluate them right to left, after the callee expression, as gcc does on x86-64 (at any
//! optimization level): a counterexample whose inputs come from two arguments of one call
//! (`foo(nondet(), nondet())`) then replays on the compiled program.

use lang_c::ast::{CallExpression, Expression};
use lang_c::span::Node;

use super::decl::is_error_function;
use super::literal;
use super::lower_expr::{cast, cast_to, clobbered as later_clobbers, cond, Clobber};
use super::scope::Sym;
use super::types::{promote, CType, FnType};
use super::Lower;
use crate::error::Result;
use crate::ir::build::void_value;
use crate::ir::{Expr, FnSig, FuncId, InstrKind, IntTy, Place, PropKind, Type, Var};

impl<'a> Lower<'a> {
    pub fn call(&mut self, c: &Node<CallExpression>, off: usize, want: bool) -> Result<Expr> {
        let Expression::Identifier(id) = &c.node.callee.node else {
            return self.call_indirect(c, off, want);
        };
        let name = id.node.name.as_str();
        let args = &c.node.arguments;
        // gcc: `__builtin_X` is the C library's `X`, which the linker resolves to the
        // program's own definition when it has one (gcc's torture tests call
        // `__builtin_abort()` and link an `abort` of their own).
        let name = match name.strip_prefix("__builtin_") {
            Some(x) if self.program_defines(x) => x,
            _ => name,
        };
        // A name without a declaration in scope that the program defines (in another
        // file) is that function, not ibmc's model of the library's (C89's implicit
        // declaration; gcc links the call to the definition).
        if self.lookup(name).is_none() && self.program_defines(name) && !is_error_function(name) {
            let saved = self.f.loc;
            self.f.loc = self.loc_at(off);
            let r = self.implicit_call(name, args, off, want);
            self.f.loc = saved;
            return r;
        }
        // CBMC's `==>` and quantifiers, as the parser gives them (`quantifier.rs`).
        if self.lookup(name).is_none() {
            match name {
                "==>" => return self.implication(args, want, off),
                "__real__" | "__imag__" => return self.real_imag(name == "__imag__", args, off),
                "__CPROVER_forall" | "__CPROVER_exists" => {
                    return self.quantifier(name == "__CPROVER_forall", args, off)
                }
                _ => {}
            }
        }
        let (link, fty) = match self.lookup(name).cloned() {
            Some(Sym::Func(l, t)) => (Some(l), Some(t)),
            None => (None, None),
            Some(Sym::Bad(msg)) => return Err(self.unsupported(off, msg)),
            Some(_) => return self.call_indirect(c, off, want),
        };
        // Arguments may be calls on other lines: restore the statement's location after.
        let saved = self.f.loc;
        self.f.loc = self.loc_at(off);
        let r = self.call_inner(name, link, fty.as_deref(), args, off, want);
        self.f.loc = saved;
        r
    }

    /// A call through a function pointer, as CBMC's `remove_function_pointers` lowers it: a
    /// dispatch over the functions with a body whose address the program takes and whose type
    /// is compatible with the pointer's (`compatible_target`), each called with the arguments
    /// converted to its parameters and its result converted to the pointer's return type. With
    /// `--pointer-check`, a pointer to none of them violates CBMC's property "dereferenced
    /// function pointer must be one of [...]" ("no candidates for dereferenced function
    /// pointer" without any) and ends the execution; without it, such a call returns an
    /// arbitrary value and the execution goes on (a call with no possible target at all is
    /// unsupported).
    fn call_indirect(&mut self, c: &Node<CallExpression>, off: usize, want: bool) -> Result<Expr> {
        let saved = self.f.loc;
        self.f.loc = self.loc_at(off);
        let (p, values) = self.indirect_operands(c, off)?;
        let sig = match &p.ty {
            Type::Pointer(t) => match &**t {
                Type::Function(s) => Some(s.clone()),
                _ => None,
            },
            _ => None,
        };
        // The call's result type: the pointer's (a `void *` called: the targets' if they agree).
        let arg_types: Vec<Type> = values.iter().map(|v| v.ty.clone()).collect();
        let mut targets = Vec::new();
        let mut reinterpreted = None;
        for (link, id, fty, t, name) in self.ctx.pointer_targets() {
            let ok = match &sig {
                Some(s) => compatible_target(s, &arg_types, &t, want, false),
                None => !fty.prototyped || fty.params.len() == values.len(),
            };
            if ok {
                targets.push((link, id, fty.clone(), t, name.to_string()));
            } else if sig.as_ref().is_some_and(|s| compatible_target(s, &arg_types, &t, want, true))
            {
                reinterpreted.get_or_insert_with(|| name.to_string());
            }
        }
        if let Some(name) = reinterpreted {
            // CBMC would call it, reinterpreting bits of another type of the same width.
            return Err(self.unsupported(off, format!("call through a function pointer that may point to `{name}`, whose parameter or return types differ from the pointer's (other than integers and pointers)")));
        }
        // Address-taken functions without a body are targets too (a call returns an input and
        // havocs what its pointer arguments point to); a variadic one with a body is not
        // modelled through a pointer. Either way the pointer is never silently assumed to be
        // none of them.
        let mut bodiless = Vec::new();
        for (name, &link) in &self.ctx.func_names {
            let f = &self.ctx.funcs[link];
            if !self.ctx.fn_values.contains(name) || (f.has_body && !f.ty.variadic) {
                continue;
            }
            let Ok(Type::Function(t)) = f.ty.to_ir() else { continue };
            let ok = match &sig {
                Some(s) if f.ty.variadic => s.params.len() >= t.params.len() || s.unprototyped,
                Some(s) => compatible_target(s, &arg_types, &t, want, true),
                None => true,
            };
            if !ok {
                continue;
            }
            if f.has_body {
                return Err(self.unsupported(off, format!("call through a function pointer that may point to `{name}`, which takes `...`")));
            }
            bodiless.push((link, name.clone(), t));
        }
        bodiless.sort_by_key(|(link, ..)| *link);
        let ret = match &sig {
            Some(s) => s.ret.clone(),
            None => {
                let mut ret: Option<Type> = None;
                for (_, _, _, t, _) in &targets {
                    if ret.as_ref().is_some_and(|r| *r != t.ret) {
                        return Err(self.unsupported(
                            off,
                            "call through a `void *` whose targets return different types",
                        ));
                    }
                    ret = Some(t.ret.clone());
                }
                ret.unwrap_or(Type::Void)
            }
        };
        let t = (want && ret != Type::Void).then(|| self.temp(ret.clone()));
        let mut ends = Vec::new();
        for (link, func, fty, ftype, _) in &targets {
            ends.push(self.call_target(&p, *link, *func, fty, ftype, &values, t, &ret, off)?);
        }
        for (link, name, ftype) in &bodiless {
            if ftype.ret.holds_pointer() && want && !is_input_function(name) {
                return Err(self.unsupported(off, format!("call through a function pointer of `{name}`, which has no body and returns {}", ftype.ret)));
            }
            let skip = self.skip_unless_points_to(&p, *link);
            self.warn_bodyless(*link, name, off);
            for v in &values {
                if matches!(&v.ty, Type::Pointer(t) if !matches!(**t, Type::Function(_))) {
                    self.emit(InstrKind::Havoc(v.clone()));
                }
            }
            if let Some(t) = t {
                self.emit(InstrKind::Nondet { place: Place::Var(t), source: name.clone() });
            }
            ends.push(self.emit_jump(None));
            let next = self.here();
            self.patch(skip, next);
        }
        let names: Vec<&str> = targets
            .iter()
            .map(|t| t.4.as_str())
            .chain(bodiless.iter().map(|b| b.1.as_str()))
            .collect();
        if names.is_empty() && !self.ctx.pointer_check {
            // No function the pointer may be: the call cannot be modelled (with
            // `--pointer-check` it is CBMC's violated property instead).
            return Err(self.unsupported(
                off,
                "call through a function pointer that no function of its type can be the target of",
            ));
        }
        self.none_of_the_targets(&names, t);
        let end = self.here();
        for j in ends {
            self.patch(j, end);
        }
        self.f.loc = saved;
        Ok(t.map(|t| Expr::var(t, ret)).unwrap_or_else(void_value))
    }

    /// The function pointer a call goes through (its `*`s dropped) and the arguments' values,
    /// right to left as gcc evaluates them.
    fn indirect_operands(
        &mut self,
        c: &Node<CallExpression>,
        off: usize,
    ) -> Result<(Expr, Vec<Expr>)> {
        let mut callee = &c.node.callee;
        while let Expression::UnaryOperator(u) = &callee.node {
            if u.node.operator.node != lang_c::ast::UnaryOperator::Indirection {
                break;
            }
            callee = &u.node.operand;
        }
        let p = self.rvalue(callee)?;
        if !matches!(p.ty, Type::Pointer(_)) {
            return Err(self.invalid(off, "called object is not a function or function pointer"));
        }
        let p = self.spill(p);
        let args = &c.node.arguments;
        let mut values = Vec::with_capacity(args.len());
        for a in args.iter().rev() {
            let v = self.rvalue(a)?;
            let v = self.decay(v);
            values.push(self.spill(v));
        }
        values.reverse();
        Ok((p, values))
    }

    /// The branch of an indirect call for one target (`link`, `func`), skipped unless `p`
    /// points to it: the arguments converted to its parameters, its result to the pointer's
    /// return type `ret` in `t`. The jump to the end of the dispatch.
    #[allow(clippy::too_many_arguments)]
    fn call_target(
        &mut self,
        p: &Expr,
        link: usize,
        func: FuncId,
        fty: &FnType,
        ftype: &FnSig,
        values: &[Expr],
        t: Option<Var>,
        ret: &Type,
        off: usize,
    ) -> Result<usize> {
        let skip = self.skip_unless_points_to(p, link);
        let mut converted = Vec::with_capacity(values.len());
        for (i, v) in values.iter().enumerate() {
            let to = match fty.params.get(i).map(CType::to_ir) {
                Some(Ok(t)) => t,
                Some(Err(w)) => {
                    return Err(self.unsupported(
                        off,
                        format!("{w} in a parameter of a function pointer target"),
                    ))
                }
                None => v.ty.clone(),
            };
            converted.push(self.convert_reinterpreting(v.clone(), &to, off)?);
        }
        match t {
            Some(t) if ftype.ret == *ret => {
                self.emit(InstrKind::Call { ret: Some(Place::Var(t)), func, args: converted })
            }
            Some(t) => {
                let r = self.temp(ftype.ret.clone());
                self.emit(InstrKind::Call { ret: Some(Place::Var(r)), func, args: converted });
                let v = self.convert_reinterpreting(Expr::var(r, ftype.ret.clone()), ret, off)?;
                self.emit(InstrKind::Assign(Place::Var(t), v))
            }
            None => self.emit(InstrKind::Call { ret: None, func, args: converted }),
        };
        let end = self.emit_jump(None);
        let next = self.here();
        self.patch(skip, next);
        Ok(end)
    }

    /// After the branches of an indirect call (the targets `names`): with `--pointer-check`
    /// CBMC's violated property that the pointer is one of them, else an unmodelled result.
    fn none_of_the_targets(&mut self, names: &[&str], t: Option<Var>) {
        if self.ctx.pointer_check {
            let description = match names {
                [] => "no candidates for dereferenced function pointer".to_string(),
                [only] => format!("dereferenced function pointer must be {only}"),
                many => {
                    format!("dereferenced function pointer must be one of [{}]", many.join(", "))
                }
            };
            let loc = self.f.loc;
            let prop = self.ctx.prog.add_property(
                PropKind::Check(crate::ir::CheckKind::Pointer),
                &self.f.name,
                loc,
                description,
            );
            self.emit(InstrKind::Assert(Expr::constant(IntTy::INT, 0), prop));
            // CBMC's: the execution ends there, the violation reported.
            self.emit(InstrKind::Assume(Expr::constant(IntTy::INT, 0)));
        } else if let Some(t) = t {
            // Without the check, a pointer that is none of the targets is not assumed away:
            // the call gives a value that is not modelled, as a read through an invalid
            // pointer does (a violation that depends on it is INCONCLUSIVE).
            self.emit(InstrKind::Nondet {
                place: Place::Var(t),
                source: crate::ir::INVALID_DEREF.into(),
            });
        }
    }

    /// The jump over a dispatch branch, taken when the function pointer `p` is not `link`'s
    /// address.
    fn skip_unless_points_to(&mut self, p: &Expr, link: usize) -> usize {
        let addr = super::lower_expr::function_address(link);
        let other = Expr {
            kind: crate::ir::ExprKind::Binary(
                crate::ir::BinOp::Ne,
                Box::new(p.clone()),
                Box::new(addr),
            ),
            ty: Type::Int(IntTy::INT),
        };
        self.emit_jump(Some(other))
    }

    /// An argument or result passed between a function pointer's type and a target's
    /// compatible one: integers and pointers convert as by assignment or a cast (bits kept
    /// where the widths agree, as CBMC's reinterpretation does), structs of one layout member
    /// by member.
    fn convert_reinterpreting(&mut self, v: Expr, to: &Type, off: usize) -> Result<Expr> {
        match (&v.ty, to) {
            (a, b) if a == b => Ok(v),
            (Type::Pointer(_), Type::Int(t)) if !t.is_bool() => {
                Ok(super::lower_expr::integer_from_pointer(v, *t))
            }
            (Type::Int(_), Type::Pointer(_)) => Ok(super::lower_expr::pointer_from_integer(v, to)),
            (Type::Struct(from), Type::Struct(into)) if layout_compatible(&v.ty, to) => {
                let (from, into) = (from.clone(), into.clone());
                let v = self.spill(v);
                let t = self.temp(to.clone());
                for k in 0..from.fields.len() {
                    let at = Expr::constant(IntTy::LONG, k as i128);
                    let member = Expr {
                        kind: crate::ir::ExprKind::Index(Box::new(v.clone()), Box::new(at.clone())),
                        ty: from.fields[k].ty.clone(),
                    };
                    let member = self.convert_reinterpreting(member, &into.fields[k].ty, off)?;
                    self.emit(InstrKind::Assign(Place::Index(Box::new(Place::Var(t)), at), member));
                }
                Ok(Expr::var(t, to.clone()))
            }
            _ => self.convert(v, to, off),
        }
    }

    /// `place = f(...)` without a temporary when `f`'s result has the place's type: the call's
    /// result (or the nondeterministic value of an undefined `f`) goes to the place directly.
    /// Returns false, having done nothing, when the call needs the general path.
    pub fn call_into(
        &mut self,
        c: &Node<CallExpression>,
        off: usize,
        place: &Place,
        ty: &Type,
    ) -> Result<bool> {
        let Expression::Identifier(id) = &c.node.callee.node else { return Ok(false) };
        let name = id.node.name.as_str();
        let Some(Sym::Func(link, fty)) = self.lookup(name).cloned() else { return Ok(false) };
        let has_body = self.ctx.funcs[link].has_body;
        let float_fn = is_float_builtin(name)
            || super::float::is_unmodelled_math(name)
            || super::complex::is_complex_builtin(name);
        if is_error_function(name) || (!has_body && (is_builtin(name) || float_fn)) || fty.variadic
        {
            return Ok(false);
        }
        // The same type, an enumerated one included: a result converted to or from an
        // enumeration goes through the conversion (`--enum-range-check` checks it). A
        // bodiless function's result of an enumerated type goes through its temporary, whose
        // read the check sees, as CBMC checks `return_value_f` (a body's `return` is checked
        // in the body).
        let enumeration = |t: &Type| t.int().map(|i| i.enumeration);
        match fty.ret.to_ir() {
            Ok(ret) if ret == *ty && enumeration(&ret) == enumeration(ty) => {}
            _ => return Ok(false),
        }
        if !has_body && ty.int().and_then(IntTy::enum_index).is_some() {
            return Ok(false);
        }
        let saved = self.f.loc;
        self.f.loc = self.loc_at(off);
        let r = if has_body {
            match self.ctx.funcs[link].id {
                Some(func) => self.call_args(&fty, name, &c.node.arguments, off).map(|args| {
                    self.emit(InstrKind::Call { ret: Some(place.clone()), func, args });
                    true
                }),
                None => Ok(false),
            }
        } else {
            self.warn_bodyless(link, name, off);
            self.havoc_pointer_args(&c.node.arguments).map(|()| {
                self.emit(InstrKind::Nondet { place: place.clone(), source: name.to_string() });
                true
            })
        };
        self.f.loc = saved;
        r
    }

    fn call_inner(
        &mut self,
        name: &str,
        link: Option<usize>,
        fty: Option<&FnType>,
        args: &[Node<Expression>],
        off: usize,
        want: bool,
    ) -> Result<Expr> {
        if is_error_function(name) {
            // SV-COMP's unreach-call: reaching the call is the violation, whatever the body.
            for a in args.iter().rev() {
                self.effect(a)?;
            }
            let loc = self.f.loc;
            let prop = self.ctx.prog.add_property(
                PropKind::ErrorCall,
                &self.f.name,
                loc,
                format!("{name}() is reachable"),
            );
            self.emit(InstrKind::Assert(Expr::constant(IntTy::INT, 0), prop));
            if self.ctx.coverage && name == "__VERIFIER_error" {
                // CBMC's built-in is `ASSERT false; ASSUME false`: the assertion (an
                // assumption in a coverage run) and an abort, each a block of its own.
                self.emit(InstrKind::Stop);
            }
            return Ok(void_value());
        }
        let has_body = link.is_some_and(|l| self.ctx.funcs[l].has_body);
        if !has_body {
            if link.is_none() && super::lower_alloc::is_alloc_builtin(name) && self.dry_run == 0 {
                // As CBMC: the library function, not gcc's `int` result (which truncates a pointer).
                tracing::warn!(
                    "{}: implicit declaration of `{name}`: taken as the C library's",
                    self.where_at(off)
                );
            }
            if let Some(v) = self.va_builtin(name, args, off)? {
                return Ok(v);
            }
            if let Some(v) = self.vector_builtin(name, args, off)? {
                return Ok(v);
            }
            if let Some(v) = self.alloc_builtin(name, args, off)? {
                return Ok(v);
            }
            if let Some(v) = self.mem_builtin(name, args, off, want)? {
                return Ok(v);
            }
            if let Some(v) = self.str_builtin(name, args, off)? {
                return Ok(v);
            }
            if let Some(v) = self.stdio_builtin(name, fty, args, off)? {
                return Ok(v);
            }
            if super::complex::is_complex_builtin(name) {
                if let Some(v) = self.complex_builtin(name, args, off)? {
                    return Ok(v);
                }
            }
            if name.starts_with(super::uninterpreted::PREFIX) {
                return self.uninterpreted_call(name, fty, args, off);
            }
            if let Some(v) = self.builtin(name, fty, args, off)? {
                return Ok(v);
            }
            if let Some(v) = self.float_builtin(name, args, off)? {
                return Ok(v);
            }
            if let Some(v) = self.extra_builtin(name, args, off, want)? {
                return Ok(v);
            }
        }
        let (Some(link), Some(fty)) = (link, fty) else {
            return self.implicit_call(name, args, off, want);
        };
        let ret = fty
            .ret
            .to_ir()
            .map_err(|w| self.unsupported(off, format!("{w} as return type of `{name}`")))?;
        if !has_body {
            return self.undefined_call(link, name, ret, args, off);
        }
        let func = self.ctx.funcs[link]
            .id
            .ok_or_else(|| self.unsupported(off, format!("`{name}` has no lowered body")))?;
        let args = self.call_args(fty, name, args, off)?;
        let t = (want && ret != Type::Void).then(|| self.temp(ret.clone()));
        self.emit(InstrKind::Call { ret: t.map(Place::Var), func, args });
        Ok(t.map(|t| Expr::var(t, ret)).unwrap_or_else(void_value))
    }

    /// Whether some file of the program defines the function `name` (with a body).
    fn program_defines(&self, name: &str) -> bool {
        self.ctx.func_names.get(name).is_some_and(|&l| self.ctx.funcs[l].has_body)
    }

    /// A call of a function with no declaration in scope: C89's implicit `extern int name()`
    /// (gcc -Wno-error=implicit-function-declaration). A definition later in the program is
    /// called if it returns `int`; with none anywhere the result is nondeterministic, as for
    /// any function without a body. Allocation functions stay unsupported (their implicit
    /// `int` result cannot be a pointer).
    fn implicit_call(
        &mut self,
        name: &str,
        args: &[Node<Expression>],
        off: usize,
        want: bool,
    ) -> Result<Expr> {
        if let Some(&link) = self.ctx.func_names.get(name) {
            let fty = self.ctx.funcs[link].ty.clone();
            // An `unsigned` result is the same bits as the `int` the call expects; a `void`
            // one is no value, and a call that uses none (`abort();`) reads nothing.
            let same_width =
                matches!(fty.ret.to_ir(), Ok(Type::Int(t)) if t.bits == 32 && !t.is_fixed());
            let unused_void = !want && matches!(fty.ret.to_ir(), Ok(Type::Void));
            if !same_width && !unused_void {
                return Err(self.unsupported(
                    off,
                    format!("implicit declaration of function `{name}`, which is defined with another return type than int"),
                ));
            }
            if fty.prototyped && fty.params.len() != args.len() {
                return Err(self.unsupported(
                    off,
                    format!("implicit declaration of function `{name}`, called with another number of arguments than defined"),
                ));
            }
            let implicit = FnType { prototyped: false, ..(*fty).clone() };
            let r = self.call_inner(name, Some(link), Some(&implicit), args, off, want)?;
            return Ok(if want && matches!(r.ty, Type::Int(_)) { cast(r, IntTy::INT) } else { r });
        }
        if let Some(r) = self.asm_call(name, args, off) {
            r?;
            return Ok(void_value());
        }
        if self.dry_run == 0 {
            tracing::warn!("implicit declaration of function `{name}`: an int function without a body (nondeterministic result)");
        }
        self.nondet_result(name, Type::Int(IntTy::INT), args)
    }

    /// Arguments converted to the parameter types of the declaration in scope (or promoted,
    /// without a prototype), evaluated right to left (module docs).
    pub(super) fn call_args(
        &mut self,
        fty: &FnType,
        name: &str,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Vec<Expr>> {
        let arity_ok = if fty.variadic {
            args.len() >= fty.params.len()
        } else {
            args.len() == fty.params.len()
        };
        if fty.prototyped && !arity_ok {
            let which = if args.len() > fty.params.len() { "too many" } else { "too few" };
            return Err(self.invalid(off, format!("{which} arguments to function `{name}`")));
        }
        let mut out = Vec::with_capacity(args.len());
        for i in (0..args.len()).rev() {
            let a = &args[i];
            // Arguments for the `...` get the default argument promotions.
            let to = if fty.prototyped && i < fty.params.len() {
                match fty.params[i].to_ir() {
                    Ok(Type::Void) => {
                        return Err(self.invalid(
                            a.span.start,
                            format!("bad type of parameter {} of `{name}`", i + 1),
                        ))
                    }
                    Ok(t) => Some(t),
                    Err(w) => {
                        return Err(self.unsupported(
                            a.span.start,
                            format!("{w} in parameter {} of `{name}`", i + 1),
                        ))
                    }
                }
            } else {
                None
            };
            let v = self.rvalue(a)?;
            let v = self.decay(v);
            let v = match v {
                v @ Expr {
                    ty: Type::Int(_) | Type::Float(_) | Type::Struct(_) | Type::Pointer(_),
                    ..
                } => v,
                Expr { ty: Type::Array(..), .. } => {
                    return Err(
                        self.unsupported(a.span.start, "array argument (passed as a pointer)")
                    );
                }
                _ => return Err(self.invalid(a.span.start, "void value used as an argument")),
            };
            let v = match to {
                Some(Type::Struct(u)) if u.transparent && v.ty != Type::Struct(u.clone()) => {
                    self.transparent_argument(v, &u, a.span.start)?
                }
                Some(t) => self.convert(v, &t, a.span.start)?,
                None => match v.ty {
                    Type::Int(t) => cast(v, promote(t)),
                    // Default argument promotions: `float` becomes `double`.
                    Type::Float(_) => cast_to(v, &Type::Float(crate::ir::FloatTy::F64)),
                    _ => v,
                },
            };
            let later =
                args[..i].iter().map(|x| self.clobbers(x)).max().unwrap_or(Clobber::Nothing);
            out.push(if later_clobbers(&v, later) { self.spill(v) } else { v });
        }
        out.reverse();
        if fty.variadic {
            let extra = out.split_off(fty.params.len().min(out.len()));
            let object = self.variadic_object(extra, name, off)?;
            out.push(object);
        }
        Ok(out)
    }

    /// An argument for a parameter of a transparent union type (gcc manual, "Common Type
    /// Attributes", `transparent_union`): an argument of a member's type (for pointers also a
    /// null pointer constant or `void *`, as assignments convert them) is that member of the
    /// union, whose bytes it fills (gcc wants every member of one size and passes the first
    /// one's way).
    fn transparent_argument(
        &mut self,
        v: Expr,
        u: &std::sync::Arc<crate::ir::StructDef>,
        off: usize,
    ) -> Result<Expr> {
        let null = matches!(v.ty, Type::Int(_)) && v.as_const() == Some(0);
        let void_ptr = |t: &Type| matches!(t, Type::Pointer(p) if **p == Type::Void);
        let k = u.fields.iter().position(|f| f.bit.is_none() && f.ty == v.ty).or_else(|| {
            u.fields.iter().position(|f| {
                matches!(f.ty, Type::Pointer(_))
                    && (null
                        || void_ptr(&v.ty)
                        || (void_ptr(&f.ty) && matches!(v.ty, Type::Pointer(_))))
            })
        });
        let Some(k) = k else {
            return Err(self.invalid(
                off,
                format!(
                    "argument of type {} for the transparent {}, which has no member of that type",
                    v.ty, u.name
                ),
            ));
        };
        let member_ty = u.fields[k].ty.clone();
        let v = self.convert(v, &member_ty, off)?;
        let ty = Type::Struct(u.clone());
        let t = self.temp(ty.clone());
        let member = Place::Index(Box::new(Place::Var(t)), Expr::constant(IntTy::LONG, k as i128));
        self.emit(InstrKind::Assign(member, v));
        Ok(Expr::var(t, ty))
    }

    /// A function without a body anywhere: its result is a nondeterministic value, and every
    /// object its pointer arguments point into gets arbitrary contents (what it may write
    /// there). Each such function is reported once.
    fn undefined_call(
        &mut self,
        link: usize,
        name: &str,
        ret: Type,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Expr> {
        // An input function's pointer result is an arbitrary address (CBMC's
        // `nondet_pointer()`): that of any object whose address the program takes, or of none
        // (a dereference then reads an unmodelled value, and `--pointer-check` flags it). A
        // library function's (`strdup`, `getenv`) points to an object of its own, which that
        // model would make a false alarm: unsupported. One the program declares itself (not
        // in a system header, not a C library name) is CBMC's nondet pointer too.
        let library =
            self.ctx.library_decls.contains(&link) || LIBRARY_POINTER_FUNCTIONS.contains(&name);
        if ret.holds_pointer() && !is_input_function(name) && library {
            return Err(self.unsupported(
                off,
                format!("call of `{name}`, which has no body and returns {ret}"),
            ));
        }
        self.warn_bodyless(link, name, off);
        self.nondet_result(name, ret, args)
    }

    /// Names a function without a body once, at its first call (input functions aside: their
    /// lack of a body is the point).
    fn warn_bodyless(&mut self, link: usize, name: &str, off: usize) {
        if !self.ctx.funcs[link].warned && self.dry_run == 0 && !is_input_function(name) {
            self.ctx.funcs[link].warned = true;
            tracing::warn!(
                "{}: function `{name}` has no body: its result is arbitrary and the objects its pointer arguments point to get arbitrary contents",
                self.where_at(off)
            );
        }
    }

    /// The call of a function without a body: its arguments' effects, then arbitrary
    /// contents for the objects its pointer arguments point into, then a fresh value of type
    /// `ret` from source `name` (nothing for `void`).
    fn nondet_result(&mut self, name: &str, ret: Type, args: &[Node<Expression>]) -> Result<Expr> {
        self.havoc_pointer_args(args)?;
        if ret == Type::Void {
            return Ok(void_value());
        }
        let t = self.temp(ret.clone());
        self.emit(InstrKind::Nondet { place: Place::Var(t), source: name.to_string() });
        Ok(Expr::var(t, ret))
    }

    /// Evaluates a body-less function's arguments (right to left), then havocs what its
    /// pointer arguments point into.
    fn havoc_pointer_args(&mut self, args: &[Node<Expression>]) -> Result<()> {
        let mut pointers = Vec::new();
        for a in args.iter().rev() {
            // An identifier is read only if it is a pointer or an array (`stderr`, an
            // `extern` object no file defines, is then never read).
            let is_pointer_like = match &a.node {
                Expression::Identifier(id) => {
                    matches!(
                        self.lookup(&id.node.name),
                        Some(Sym::Var(_, Type::Pointer(_) | Type::Array(..)))
                    )
                }
                _ => true,
            };
            if !is_pointer_like {
                self.effect(a)?;
                continue;
            }
            let v = self.rvalue(a)?;
            let v = self.decay(v);
            if let Type::Pointer(t) = &v.ty {
                if !matches!(**t, Type::Function(_)) {
                    pointers.push(self.spill(v));
                }
            }
        }
        for p in pointers {
            self.emit(InstrKind::Havoc(p));
        }
        Ok(())
    }

    /// The single argument of assert/assume as a condition, converted to the declared
    /// parameter type first (an `int` parameter truncates a `long` argument).
    fn builtin_condition(
        &mut self,
        name: &str,
        fty: Option<&FnType>,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Expr> {
        let [arg] = args else {
            return Err(self.invalid(off, format!("`{name}` takes exactly one argument")));
        };
        let param =
            fty.filter(|f| f.prototyped && f.params.len() == 1).map(|f| f.params[0].clone());
        match param {
            Some(CType::Int(t)) => {
                let v = self.scalar_rvalue(arg)?;
                Ok(cond(cast(v, t)))
            }
            Some(other) => {
                let what = other.to_ir().err().unwrap_or_else(|| other.to_string());
                Err(self.unsupported(off, format!("{what} in parameter 1 of `{name}`")))
            }
            None => self.truth(arg),
        }
    }

    /// Builtins, for names without a body in the program; `None` for other functions.
    fn builtin(
        &mut self,
        name: &str,
        fty: Option<&FnType>,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Option<Expr>> {
        let loc = self.f.loc;
        match name {
            // `assert` without <assert.h> is CBMC's builtin.
            "__VERIFIER_assert" | "assert" | "__ESBMC_assert" => {
                let (cond_arg, desc) = match (name, args) {
                    ("__ESBMC_assert", [c, msg]) => {
                        (std::slice::from_ref(c), self.description(msg))
                    }
                    _ => (args, None),
                };
                self.mark_skolem_sites(cond_arg, true);
                let c = self.builtin_condition(name, fty, cond_arg, off);
                self.f.skolem_sites.clear();
                let c = c?;
                let desc =
                    desc.unwrap_or_else(|| format!("assertion {}", self.source_text(&cond_arg[0])));
                let prop = self.ctx.prog.add_property(PropKind::Assertion, &self.f.name, loc, desc);
                self.emit(InstrKind::Assert(c, prop));
            }
            "__CPROVER_assert" => {
                let [c, msg] = args else {
                    return Err(
                        self.invalid(off, "`__CPROVER_assert` takes a condition and a description")
                    );
                };
                self.mark_skolem_sites(std::slice::from_ref(c), true);
                let cond = self.truth(c);
                self.f.skolem_sites.clear();
                let cond = cond?;
                let desc = self
                    .description(msg)
                    .unwrap_or_else(|| format!("assertion {}", self.source_text(c)));
                let prop = self.ctx.prog.add_property(PropKind::Assertion, &self.f.name, loc, desc);
                self.emit(InstrKind::Assert(cond, prop));
            }
            "__VERIFIER_assume" | "__CPROVER_assume" | "__ESBMC_assume" => {
                self.mark_skolem_sites(args, false);
                let c = self.builtin_condition(name, fty, args, off);
                self.f.skolem_sites.clear();
                let c = c?;
                self.emit(InstrKind::Assume(c));
            }
            "__assert_fail" | "__assert" | "__assert_perror_fail" => {
                // glibc's `assert` calls this when the condition is false; the arguments are
                // the condition's text, the file, the line and the function name.
                let text = match args.first() {
                    Some(a) => self.description(a).unwrap_or_else(|| self.source_text(a)),
                    None => String::new(),
                };
                let prop = self.ctx.prog.add_property(
                    PropKind::Assertion,
                    &self.f.name,
                    loc,
                    format!("assertion {text}"),
                );
                self.emit(InstrKind::Assert(Expr::constant(IntTy::INT, 0), prop));
            }
            "abort" | "exit" | "_exit" | "_Exit" | "__VERIFIER_abort" => {
                for a in args {
                    self.effect(a)?;
                }
                if name == "exit" {
                    // `exit` runs the destructors (`_exit`, `_Exit` and `abort` do not).
                    for func in self.ctx.destructors() {
                        self.emit(InstrKind::Call { ret: None, func, args: Vec::new() });
                    }
                }
                self.emit(InstrKind::Stop);
            }
            "__builtin_expect" => {
                let [v, expected] = args else {
                    return Err(self.invalid(off, "`__builtin_expect` takes two arguments"));
                };
                let x = self.int_rvalue(v)?;
                let x = self.protect(x, expected);
                self.effect(expected)?;
                return Ok(Some(cast(x, IntTy::LONG)));
            }
            _ => return Ok(None),
        }
        Ok(Some(void_value()))
    }

    /// The text of a string literal argument (an assertion's description).
    pub(super) fn description(&self, e: &Node<Expression>) -> Option<String> {
        match &e.node {
            Expression::StringLiteral(s) => {
                literal::string(&s.node).ok().map(|b| String::from_utf8_lossy(&b).into_owned())
            }
            _ => None,
        }
    }

    /// The preprocessed source text of an expression, on one line.
    pub fn source_text(&self, e: &Node<Expression>) -> String {
        let text = self.text().get(e.span.start..e.span.end).unwrap_or("");
        let mut out = String::new();
        for line in text.split('\n') {
            // Macro expansions from system headers interleave line markers.
            if line.trim_start().starts_with('#') {
                continue;
            }
            for word in line.split_whitespace() {
                if !out.is_empty() {
                    out.push(' ');
                }
                out.push_str(word);
            }
        }
        out
    }
}

/// Functions that stand for inputs by their name (SV-COMP's and CBMC's convention): their
/// lack of a body is the point, not worth a warning.
/// C library functions that return pointers into objects of their own: without a model of
/// them their results are refused even where the program declares them itself.
const LIBRARY_POINTER_FUNCTIONS: &[&str] = &[
    "strdup",
    "strndup",
    "strerror",
    "getenv",
    "fdopen",
    "freopen",
    "tmpfile",
    "gets",
    "strtok",
    "strtok_r",
    "strstr",
    "strpbrk",
    "strsep",
    "setlocale",
    "localeconv",
    "ctime",
    "asctime",
    "gmtime",
    "localtime",
    "tmpnam",
    "realpath",
    "getcwd",
    "basename",
    "dirname",
    "memmem",
    "bsearch",
    "signal",
    "opendir",
    "readdir",
    "getpwnam",
    "getpwuid",
    "popen",
];

fn is_input_function(name: &str) -> bool {
    name.starts_with("__VERIFIER_nondet")
        || name.starts_with("nondet")
        || name.starts_with("__CPROVER_nondet")
}

/// Float builtins (`__builtin_nan`, `fabs`, ...) handled by `Lower::float_builtin`.
fn is_float_builtin(name: &str) -> bool {
    let b = name.strip_prefix("__builtin_").unwrap_or(name);
    let b = b.strip_suffix('f').filter(|x| !x.is_empty()).unwrap_or(b);
    matches!(
        b,
        "nan"
            | "nans"
            | "inf"
            | "huge_val"
            | "fabs"
            | "sqrt"
            | "floor"
            | "ceil"
            | "trunc"
            | "round"
            | "fmin"
            | "fmax"
            | "copysign"
            | "fmod"
            | "isnan"
            | "isinf"
            | "isfinite"
            | "signbit"
            | "isinf_sign"
            | "isnormal"
            | "fpclassify"
            | "isgreater"
            | "isgreaterequal"
            | "isless"
            | "islessequal"
            | "islessgreater"
            | "isunordered"
            | "fesetround"
            | "fegetround"
    )
}

/// Names handled by [`Lower::builtin`] when the program does not define them.
fn is_builtin(name: &str) -> bool {
    super::lower_alloc::is_alloc_builtin(name)
        || name.starts_with(super::uninterpreted::PREFIX)
        || super::lower_stdio::is_stdio_model(name)
        || super::lower_str::is_library(name)
        || matches!(
            name,
            "__VERIFIER_assert"
                | "assert"
                | "__ESBMC_assert"
                | "__CPROVER_assert"
                | "__VERIFIER_assume"
                | "__CPROVER_assume"
                | "__ESBMC_assume"
                | "__assert_fail"
                | "__assert"
                | "__assert_perror_fail"
                | "abort"
                | "exit"
                | "_exit"
                | "_Exit"
                | "__VERIFIER_abort"
                | "__builtin_expect"
                | "memset"
                | "memcpy"
                | "memmove"
                | "memcmp"
                | "strlen"
                | "strcpy"
                | "strcat"
                | "strncpy"
                | "__builtin_memset"
                | "__builtin_memcpy"
                | "__builtin_memmove"
                | "__builtin_memcmp"
                | "__builtin_strlen"
                | "__builtin_strcpy"
                | "__builtin_strcat"
                | "__builtin_strncpy"
                | "__CPROVER_havoc_slice"
        )
}

/// Links a call to its callee's definition: arguments of a call without a prototype in scope
/// are converted to the parameter types here; counts and the result type must match, except
/// for a definition without a prototype (K&R identifier list or `()`), where a count mismatch
/// is undefined (C11 6.5.2.2p6) and gcc's x86-64 behaviour is modelled: every argument has
/// been evaluated (its side effects are in the caller's code already), the callee ignores the
/// extra ones, and parameters without an argument read whatever the registers hold, here an
/// arbitrary value. That over-approximation is returned as a note for the caller to report.
pub fn link_call(
    ret: Option<&Type>,
    args: &mut Vec<Expr>,
    ret_ty: &Type,
    params: &[Type],
    name: &str,
    unprototyped: bool,
) -> std::result::Result<Option<String>, String> {
    let mut note = None;
    if args.len() != params.len() {
        let msg = format!(
            "call of `{name}` with {} arguments, but its definition takes {}",
            args.len(),
            params.len()
        );
        if !unprototyped {
            return Err(msg);
        }
        if args.len() < params.len() {
            note = Some(format!(
                "{msg} (without a prototype, undefined behaviour): the missing parameters get arbitrary values (an over-approximation)"
            ));
        }
        args.truncate(params.len());
    }
    for (a, p) in args.iter_mut().zip(params) {
        if a.ty != *p {
            if matches!((&a.ty, p), (Type::Pointer(_), Type::Pointer(_))) {
                // Files may see one struct differently complete (`struct T *` where `T` is
                // incomplete in one of them): a pointer is a pointer.
                *a = Expr { kind: crate::ir::ExprKind::Cast(Box::new(a.clone())), ty: p.clone() };
                continue;
            }
            if !matches!(p, Type::Int(_) | Type::Float(_)) {
                return Err(format!(
                    "argument of type {} for a parameter of type {p} of `{name}`",
                    a.ty
                ));
            }
            *a = cast_to(a.clone(), p);
        }
    }
    if let Some(t) = ret {
        // As for arguments: files may see the struct a result points to differently (one
        // file's `struct S` has a member more); gcc links them and the pointer's bits are the
        // same (CBMC's Linking7/return_type).
        let pointers = matches!((t, ret_ty), (Type::Pointer(_), Type::Pointer(_)));
        if t != ret_ty && !pointers {
            return Err(format!("conflicting types for `{name}`: declared to return {t}, defined to return {ret_ty}"));
        }
    }
    Ok(note)
}

/// Equal, or both integers or pointers (CBMC converts between those).
fn scalar_compatible(a: &Type, b: &Type) -> bool {
    a == b
        || (matches!(a, Type::Int(_) | Type::Pointer(_))
            && matches!(b, Type::Int(_) | Type::Pointer(_)))
}

/// Two structs of the same layout whose members pair up as `scalar_compatible` (one file's
/// `struct S { void *a; }` and another's `struct S { int *a; }`): converted member by member.
fn layout_compatible(a: &Type, b: &Type) -> bool {
    let (Type::Struct(x), Type::Struct(y)) = (a, b) else { return false };
    !x.is_union
        && !y.is_union
        && x.same_layout(y, |f, g| {
            f.bit.is_none()
                && g.bit.is_none()
                && (scalar_compatible(&f.ty, &g.ty) || layout_compatible(&f.ty, &g.ty))
        })
}

/// CBMC's type compatibility of a function with a function pointer's type (its
/// `function_is_type_compatible`): the return types when the result is used, and each
/// parameter, are equal or both integers, enumerations, `_Bool`s or pointers; a pointer type
/// without a prototype takes the call's argument types as its parameters. CBMC also accepts
/// other types of the same width, reinterpreting their bits (`by_width`): `call_indirect`
/// rejects a call that may reach such a target.
pub(super) fn compatible_target(
    sig: &crate::ir::FnSig,
    arg_types: &[Type],
    target: &crate::ir::FnSig,
    ret_used: bool,
    by_width: bool,
) -> bool {
    let compatible = |a: &Type, b: &Type| {
        scalar_compatible(a, b)
            || layout_compatible(a, b)
            || (by_width && a.size().is_some() && a.size() == b.size())
    };
    if ret_used && sig.ret != Type::Void && !compatible(&sig.ret, &target.ret) {
        return false;
    }
    if target.unprototyped && target.params.is_empty() {
        return true;
    }
    let call_params =
        if sig.unprototyped && sig.params.is_empty() { arg_types } else { &sig.params[..] };
    call_params.len() == target.params.len()
        && call_params.iter().zip(&target.params).all(|(a, b)| compatible(a, b))
}
