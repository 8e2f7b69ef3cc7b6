//! Statements and function bodies.
//!
//! Loops follow CBMC's shape, so that a loop is exactly a backward goto whose body is the
//! instructions between its target and itself:
//! - `while (c) B`: `head: if !c goto exit; B; back: goto head; exit:`;
//! - `for (i; c; s) B`: `i; head: if !c goto exit; B; cont: s; goto head; exit:`;
//! - `do B while (c)`: `head: skip; B; cont: if c goto head; exit:` (no back edge when `c` is
//!   constant false).
//!
//! `continue` jumps forward to `back` or `cont` as in CBMC (a jump back to the head would be
//! another backward goto, hence another loop).
//!
//! A loop without an exit test (`while (1)`, `for (;;)`) starts with a `Skip`, so that its head
//! carries the location of the loop keyword like the backward goto does.

use std::collections::HashSet;

use lang_c::ast::{
    BlockItem, DerivedDeclarator, DoWhileStatement, Expression, ExternalDeclaration,
    ForInitializer, ForStatement, FunctionDeclarator, FunctionDefinition, IfStatement, Label,
    LabeledStatement, Statement, SwitchStatement, WhileStatement,
};
use lang_c::span::Node;

use super::lower_expr::{cast, negate};
use super::scope::Sym;
use super::types::{promote, CType};
use super::{FnState, JumpCtx, Lower, SwitchCtx, PATCH};
use crate::error::{Error, Result};
use crate::ir::build::{binary, unary};
use crate::ir::{BinOp, Expr, ExprKind, FuncId, InstrKind, IntTy, Place, Type, UnOp, Var};

/// `argc` is at most this (CBMC 5's bound, 2^(int width - 4)), and the arguments' strings take
/// at most `MAX_ARGV_BYTES`: so both objects fit the pointer model's 32-bit offsets. Linux
/// allows far less (`ARG_MAX`, a quarter of the stack limit), so no real command line is left
/// out.
const MAX_ARGC: i128 = 1 << 28;
const MAX_ARGV_BYTES: i128 = 1 << 31;

/// The elements of `argv` the model holds: the capacity of a dynamic object of symbolic size
/// (`symex::heap::SYMBOLIC_CAPACITY`); reads beyond them are unmodelled values.
const ARGV_MODELLED: u64 = 256;

/// The arguments with a string object of their own (`argv[0]` to `argv[ARGV_OWN - 1]`).
pub const ARGV_OWN: usize = 8;
/// Input sources of the model: the characters of the shared strings object (and, with
/// ` size` appended, its size) and the offsets of `argv[ARGV_OWN]`, ... into it. Those of
/// `argv[i]`'s own object are `<argv[i]>` and `<argv[i]> size`.
pub const ARGV_STRINGS: &str = "<argv strings>";
pub const ARGV_OFFSET: &str = "<argv offset>";

/// The function declarator that lists a definition's parameters (the innermost one).
fn definition_params(d: &Node<lang_c::ast::Declarator>) -> Option<&Node<FunctionDeclarator>> {
    let own = || {
        d.node.derived.iter().find_map(|x| match &x.node {
            DerivedDeclarator::Function(f) => Some(f),
            _ => None,
        })
    };
    match &d.node.kind.node {
        // `int (*f(int a))(char)`: the innermost parameter list is the function's; in
        // `int (f)(int a)` the parenthesized name has none.
        lang_c::ast::DeclaratorKind::Declarator(inner) => definition_params(inner).or_else(own),
        _ => own(),
    }
}

/// A statement that does nothing: `;` or `{}` (possibly nested).
fn is_empty(s: &Node<Statement>) -> bool {
    match &s.node {
        Statement::Expression(None) => true,
        Statement::Compound(items) => {
            items.iter().all(|i| matches!(&i.node, BlockItem::Statement(st) if is_empty(st)))
        }
        _ => false,
    }
}

/// A `case` of a switch body: its expression, or the bounds of a GNU case range (`case 1 ...
/// 5:`), and whether it labels another `case` (`case 2: case 3:`).
type Case<'s> = (&'s Node<Expression>, Option<&'s Node<Expression>>, bool);

/// The statement under `s`'s identifier and `default:` labels (and under its `case` labels
/// too with `cases`): what a jump to `s` reaches first.
fn under_labels(s: &Node<Statement>, cases: bool) -> &Node<Statement> {
    match &s.node {
        Statement::Labeled(l)
            if cases || matches!(l.node.label.node, Label::Identifier(_) | Label::Default) =>
        {
            under_labels(&l.node.statement, cases)
        }
        _ => s,
    }
}

/// The labels of a switch body (not those of nested switches): its `case`s in source order,
/// and the statement `default:` labels.
#[derive(Default)]
struct SwitchLabels<'s> {
    cases: Vec<Case<'s>>,
    default: Option<&'s Node<Statement>>,
}

fn collect_cases<'s>(s: &'s Node<Statement>, out: &mut SwitchLabels<'s>) {
    match &s.node {
        Statement::Labeled(l) => {
            let labels_case = matches!(&under_labels(&l.node.statement, false).node, Statement::Labeled(m) if matches!(m.node.label.node, Label::Case(_)));
            match &l.node.label.node {
                Label::Case(e) => out.cases.push((e, None, labels_case)),
                Label::CaseRange(r) => out.cases.push((&r.node.low, Some(&r.node.high), false)),
                Label::Default => out.default = Some(under_labels(&l.node.statement, true)),
                Label::Identifier(_) => {}
            }
            collect_cases(&l.node.statement, out);
        }
        Statement::Compound(items) => {
            for item in items {
                if let BlockItem::Statement(st) = &item.node {
                    collect_cases(st, out);
                }
            }
        }
        Statement::If(i) => {
            collect_cases(&i.node.then_statement, out);
            if let Some(e) = &i.node.else_statement {
                collect_cases(e, out);
            }
        }
        Statement::While(w) => collect_cases(&w.node.statement, out),
        Statement::DoWhile(d) => collect_cases(&d.node.statement, out),
        Statement::For(f) => collect_cases(&f.node.statement, out),
        _ => {}
    }
}

impl<'a> Lower<'a> {
    /// Pass 2: the bodies of the unit's function definitions. A failure is kept with the
    /// function and reported only if the function turns out to be reachable.
    pub fn function_bodies(&mut self, defs: &[(usize, usize)]) {
        for &(i, link) in defs {
            let ExternalDeclaration::FunctionDefinition(fd) = &self.ast().0[i].node else {
                continue;
            };
            let Some(id) = self.ctx.funcs[link].id else { continue };
            let props = self.ctx.prog.properties.len();
            if let Err(e) = self.function_body(fd, id) {
                self.ctx.prog.properties.truncate(props);
                self.ctx.failed.push((id, e));
            }
            self.scopes.truncate(1);
            self.f = FnState::default();
        }
    }

    /// `argv`: an array of `argc + 1` pointers of its own (a stack object: it cannot be freed
    /// and never leaks) whose last is null, as CBMC 6.6 makes it. The first `ARGV_OWN` point to
    /// objects of their own, of arbitrary characters and arbitrary size (at least one: what a
    /// program reads of `argv[1]` is exactly a trace's input, so `--validate` can give it on
    /// the command line); the others point, at arbitrary offsets, into one more object of
    /// arbitrary characters and size (CBMC leaves them invalid pointers), which no other
    /// pointer of the program reaches. All these objects have symbolic sizes: what lies beyond
    /// the modelled part of one is an unmodelled value (`symex::heap`), so no bound on `argc`
    /// or on the strings' lengths is assumed below what a command line can be (`MAX_ARGC`).
    /// The inputs' sources (`ARGV_SOURCES`) are what `engine::trace::CommandLine` reads back.
    fn argv(&mut self, name: &str, ty: Type, argc: Expr, off: usize) -> Result<()> {
        let Type::Pointer(elem) = &ty else { unreachable!("argv is a pointer") };
        let elem = (**elem).clone();
        let v = self.new_local(name, ty.clone());
        self.scope_mut().names.insert(name.to_string(), Sym::Var(v, ty.clone()));
        // All of it is the model's own code (CBMC's start function): unchecked, not covered.
        let at = std::mem::replace(&mut self.f.loc, crate::ir::Loc::MODEL);
        let ulong = |e: Expr| cast(e, IntTy::ULONG);
        let chars = Type::Pointer(Box::new(Type::Int(IntTy::CHAR)));
        let modelled =
            Type::Pointer(Box::new(Type::Array(Box::new(Type::Int(IntTy::CHAR)), ARGV_MODELLED)));
        // An object of `size` arbitrary characters, at least one: its pointer and size.
        let string = |this: &mut Self, source: &str| -> (Var, Expr) {
            let size = this.temp(Type::Int(IntTy::ULONG));
            this.emit(InstrKind::Nondet {
                place: Place::Var(size),
                source: format!("{source} size"),
            });
            let size = Expr::var(size, Type::Int(IntTy::ULONG));
            let lo = binary(BinOp::Ge, size.clone(), Expr::constant(IntTy::ULONG, 1), IntTy::INT);
            let hi = binary(
                BinOp::Le,
                size.clone(),
                Expr::constant(IntTy::ULONG, MAX_ARGV_BYTES),
                IntTy::INT,
            );
            this.emit(InstrKind::Assume(binary(BinOp::LogAnd, lo, hi, IntTy::INT)));
            let strings = this.temp(chars.clone());
            this.emit(InstrKind::Alloc {
                place: Place::Var(strings),
                elem: Type::Int(IntTy::CHAR),
                size: size.clone(),
                kind: crate::ir::AllocKind::Stack,
            });
            let all_chars = Expr {
                kind: ExprKind::Cast(Box::new(Expr::var(strings, chars.clone()))),
                ty: modelled.clone(),
            };
            this.emit(InstrKind::Nondet {
                place: Place::Deref(all_chars),
                source: source.to_string(),
            });
            (strings, size)
        };
        let own: Vec<(Var, Expr)> =
            (0..ARGV_OWN).map(|i| string(self, &format!("<argv[{i}]>"))).collect();
        let (strings, size) = string(self, ARGV_STRINGS);
        // The array of pointers.
        let count =
            binary(BinOp::Add, ulong(argc.clone()), Expr::constant(IntTy::ULONG, 1), IntTy::ULONG);
        let bytes = binary(
            BinOp::Mul,
            count,
            Expr::constant(IntTy::ULONG, i128::from(elem.size().unwrap_or(8))),
            IntTy::ULONG,
        );
        self.emit(InstrKind::Alloc {
            place: Place::Var(v),
            elem: elem.clone(),
            size: bytes,
            kind: crate::ir::AllocKind::Stack,
        });
        for i in 0..ARGV_MODELLED {
            let target = match own.get(i as usize) {
                Some((s, _)) => Expr::var(*s, chars.clone()),
                None => {
                    let offset = self.temp(Type::Int(IntTy::ULONG));
                    self.emit(InstrKind::Nondet {
                        place: Place::Var(offset),
                        source: ARGV_OFFSET.into(),
                    });
                    let offset = Expr::var(offset, Type::Int(IntTy::ULONG));
                    self.emit(InstrKind::Assume(binary(
                        BinOp::Lt,
                        offset.clone(),
                        size.clone(),
                        IntTy::INT,
                    )));
                    self.ptr_add(Expr::var(strings, chars.clone()), cast(offset, IntTy::LONG), off)?
                }
            };
            let target = Expr { kind: ExprKind::Cast(Box::new(target)), ty: elem.clone() };
            let slot = self.ptr_add(
                Expr::var(v, ty.clone()),
                Expr::constant(IntTy::LONG, i as i128),
                off,
            )?;
            self.emit(InstrKind::Assign(Place::Deref(slot), target));
        }
        let last = self.ptr_add(Expr::var(v, ty), argc, off)?;
        self.emit(InstrKind::Assign(
            Place::Deref(last),
            Expr { kind: ExprKind::Const(0), ty: elem },
        ));
        self.f.loc = at;
        Ok(())
    }

    fn function_body(&mut self, fd: &Node<FunctionDefinition>, id: FuncId) -> Result<()> {
        let name = self.ctx.prog.function(id).name.clone();
        self.f =
            FnState { name: name.clone(), in_function: true, func: Some(id), ..Default::default() };
        self.f.loc = self.ctx.prog.function(id).loc;
        self.push_scope();
        let specs = self.decl_specs(&fd.node.specifiers, fd.span.start)?;
        let (_, ty) = self.declarator_type(specs.base, &fd.node.declarator)?;
        let CType::Function(ft) = ty else {
            return Err(
                self.invalid(fd.span.start, "function definition without a function declarator")
            );
        };
        let params = match self.kr_parameters(fd)? {
            Some(p) => p,
            None => match definition_params(&fd.node.declarator) {
                Some(p) => self.parameters(p)?,
                None => Vec::new(),
            },
        };
        let ret = ft.ret.to_ir().map_err(|w| {
            self.unsupported(fd.span.start, format!("{w} as return type of `{name}`"))
        })?;
        self.f.ret = Some(ret.clone());
        let is_main = name == "main";
        let mut nparams = self.declare_parameters(fd, &params, is_main, &name)?;
        if ft.variadic && !is_main {
            let va = self.new_local("$va", Type::Pointer(Box::new(Type::Void)));
            self.f.va_args = Some(va);
            nparams += 1;
        }
        if let Some(p) = definition_params(&fd.node.declarator) {
            self.parameter_size_effects(&p.node)?;
        }
        self.f.address_labels = super::computed_goto::address_taken_labels(fd);
        self.f.label_base = self.ctx.address_labels;
        self.ctx.address_labels += self.f.address_labels.len() as u64;
        self.stmt(&fd.node.statement)?;
        let end_loc = self.loc_at(fd.node.statement.span.end.saturating_sub(1));
        self.f.loc = end_loc;
        if is_main {
            // C11 5.1.2.2.3: reaching the `}` of main returns 0.
            if let Type::Int(t) = ret {
                self.emit(InstrKind::Return(Some(Expr::constant(t, 0))));
            }
        }
        self.pop_scope();
        let ends = self.patch_gotos(fd, &name)?;
        if ends || self.ctx.coverage {
            // Jumps to the end of the body need an instruction to land on; --cover puts the
            // goals of CBMC's END_FUNCTION on it (at the closing brace).
            self.emit(InstrKind::Skip);
        }
        let f = &mut self.ctx.prog.functions[id.0 as usize];
        f.ret = ret;
        f.params = nparams;
        f.locals = std::mem::take(&mut self.f.locals);
        f.body = Some(std::mem::take(&mut self.f.body));
        Ok(())
    }

    /// The parameters as locals of the function (`main`'s `argc`/`argv` as inputs when its body
    /// reads them, else names that must not be used): how many there are.
    fn declare_parameters(
        &mut self,
        fd: &Node<FunctionDefinition>,
        params: &[(Option<(String, usize)>, CType)],
        is_main: bool,
        name: &str,
    ) -> Result<u32> {
        let mut argc = None;
        let mut nparams = 0;
        // `argv` is modelled when the body reads it, `argc` when the body reads either
        // (`argv`'s size is `argc + 1`); an unread parameter is not modelled at all
        // (`main_params`).
        let main_reads = |i: usize| {
            params.get(i).is_some_and(|(n, _)| {
                n.as_ref().is_some_and(|(n, _)| super::main_params::reads(fd, n))
            })
        };
        let (argc_read, argv_read) =
            if is_main { (main_reads(0), main_reads(1)) } else { (false, false) };
        for (i, (pname, pty)) in params.iter().enumerate() {
            let (pname, poff) =
                pname.clone().unwrap_or_else(|| (format!("$param{i}"), fd.span.start));
            if is_main {
                let argc_like =
                    i == 0 && matches!(pty.to_ir(), Ok(Type::Int(t)) if t == IntTy::INT);
                if argc_like && !argc_read && !argv_read {
                    // Not read: no input. `(void)argc;` still names it.
                    let msg = format!("use of `{pname}`, a parameter of main that ibmc found unread (an ibmc bug)");
                    self.scope_mut().names.insert(pname, Sym::Bad(msg));
                    continue;
                }
                if i == 1 && !argv_read {
                    let msg = format!("use of `{pname}`, a parameter of main that ibmc found unread (an ibmc bug)");
                    self.scope_mut().names.insert(pname, Sym::Bad(msg));
                    continue;
                }
                if argc_like {
                    // `argc`: an input, at least 0 (C11 5.1.2.2.1 and CBMC 6.6). Its set-up is
                    // the model's own code, as `argv`'s (CBMC's start function): no check, no
                    // coverage goal.
                    let v = self.new_local(&pname, Type::Int(IntTy::INT));
                    self.scope_mut().names.insert(pname, Sym::Var(v, Type::Int(IntTy::INT)));
                    let at = std::mem::replace(&mut self.f.loc, crate::ir::Loc::MODEL);
                    self.emit(InstrKind::Nondet { place: Place::Var(v), source: "argc".into() });
                    let x = Expr::var(v, Type::Int(IntTy::INT));
                    let lo =
                        binary(BinOp::Ge, x.clone(), Expr::constant(IntTy::INT, 0), IntTy::INT);
                    let hi = binary(
                        BinOp::Le,
                        x.clone(),
                        Expr::constant(IntTy::INT, MAX_ARGC),
                        IntTy::INT,
                    );
                    self.emit(InstrKind::Assume(binary(BinOp::LogAnd, lo, hi, IntTy::INT)));
                    self.f.loc = at;
                    argc = Some(x);
                    continue;
                }
                if let (1, Some(argc), Ok(t @ Type::Pointer(_))) =
                    (i, &argc, pty.clone().adjust_param().to_ir())
                {
                    self.argv(&pname, t, argc.clone(), poff)?;
                    continue;
                }
                // `argv`, `envp`: fine as long as the body ignores them.
                let msg = format!("use of `{pname}`, a parameter of main (command-line arguments)");
                self.scope_mut().names.insert(pname, Sym::Bad(msg));
                continue;
            }
            match pty.to_ir() {
                Ok(t @ (Type::Int(_) | Type::Float(_) | Type::Struct(_) | Type::Pointer(_))) => {
                    let v = self.new_local(&pname, t.clone());
                    self.scope_mut().names.insert(pname, Sym::Var(v, t));
                    nparams += 1;
                }
                Ok(_) => {
                    return Err(self.invalid(poff, format!("parameter `{pname}` has void type")))
                }
                Err(w) => {
                    return Err(
                        self.unsupported(poff, format!("{w} in parameter `{pname}` of `{name}`"))
                    )
                }
            }
        }
        Ok(nparams)
    }

    /// Every goto and label address resolved: whether a jump goes to the end of the body.
    fn patch_gotos(&mut self, fd: &Node<FunctionDefinition>, name: &str) -> Result<bool> {
        if let Some(l) = self.f.address_labels.iter().find(|l| !self.f.labels.contains_key(*l)) {
            let l = super::computed_goto::source_label(l);
            return Err(
                self.invalid(fd.span.start, format!("label `{l}` used (`&&{l}`) but not defined"))
            );
        }
        for (at, label, off) in std::mem::take(&mut self.f.gotos) {
            match self.f.labels.get(&label) {
                Some(&target) => self.patch(at, target),
                None => {
                    let label = super::computed_goto::source_label(&label);
                    return Err(self.invalid(off, format!("label `{label}` used but not defined")));
                }
            }
        }
        let len = self.here();
        let mut ends = false;
        for instr in &self.f.body {
            if let InstrKind::Goto(_, t) = instr.kind {
                if t == PATCH {
                    return Err(Error::internal(format!("unpatched jump in `{name}`")));
                }
                ends |= t >= len;
            }
        }
        Ok(ends)
    }

    pub fn block_item(&mut self, item: &Node<BlockItem>) -> Result<()> {
        match &item.node {
            BlockItem::Declaration(d) => {
                self.f.loc = self.loc_at(d.span.start);
                self.f.decl_end = Some(d.span.end);
                let r = self.declaration(d);
                self.f.decl_end = None;
                r
            }
            BlockItem::StaticAssert(s) => self.static_assert(s),
            BlockItem::Statement(s) => self.stmt(s),
        }
    }

    pub fn stmt(&mut self, s: &Node<Statement>) -> Result<()> {
        let off = s.span.start;
        self.f.loc = self.loc_at(off);
        match &s.node {
            Statement::Labeled(l) => self.labeled(l),
            Statement::Compound(items) => {
                self.push_scope();
                for item in items {
                    self.block_item(item)?;
                }
                self.f.loc = self.loc_at(s.span.end.saturating_sub(1));
                self.pop_scope();
                Ok(())
            }
            Statement::Expression(Some(e)) => self.effect(e),
            Statement::Expression(None) => Ok(()),
            Statement::If(i) => self.if_stmt(i),
            Statement::Switch(sw) => self.switch_stmt(sw),
            Statement::While(w) => self.while_stmt(w, off),
            Statement::DoWhile(d) => self.do_stmt(d, off),
            Statement::For(f) => self.for_stmt(f, off),
            Statement::Goto(_) | Statement::Continue | Statement::Break => {
                self.jump(s, Expr::constant(IntTy::INT, 1))?;
                Ok(())
            }
            Statement::Return(e) => self.return_stmt(e.as_deref()),
            Statement::Asm(a) => self.asm_stmt(a, off),
        }
    }

    /// If `s` is a `goto`, `break` or `continue` (alone in a block or not), emits it as a jump
    /// taken when `c` holds; false for other statements.
    fn jump(&mut self, s: &Node<Statement>, c: Expr) -> Result<bool> {
        match &s.node {
            Statement::Compound(items) => match items.as_slice() {
                [only] => match &only.node {
                    BlockItem::Statement(inner) => self.jump(inner, c),
                    _ => Ok(false),
                },
                _ => Ok(false),
            },
            Statement::Goto(label) => {
                if let Some(j) = self.jump_unless(c) {
                    self.f.gotos.push((j, label.node.name.clone(), label.span.start));
                    let live = self.locals_in_scope();
                    self.f.goto_scopes.insert(j, live);
                }
                Ok(true)
            }
            Statement::Continue => {
                if !self.f.jumps.iter().any(|j| j.continues.is_some()) {
                    return Err(self.invalid(s.span.start, "continue statement not within a loop"));
                }
                if let Some(j) = self.jump_unless(c) {
                    if let Some(list) =
                        self.f.jumps.iter_mut().rev().find_map(|c| c.continues.as_mut())
                    {
                        list.push(j);
                    }
                }
                Ok(true)
            }
            Statement::Break => {
                if self.f.jumps.is_empty() {
                    return Err(
                        self.invalid(s.span.start, "break statement not within a loop or switch")
                    );
                }
                if let Some(j) = self.jump_unless(c) {
                    if let Some(ctx) = self.f.jumps.last_mut() {
                        ctx.breaks.push(j);
                    }
                }
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    fn is_jump(&self, s: &Node<Statement>) -> bool {
        match &s.node {
            Statement::Compound(items) => {
                matches!(items.as_slice(), [only] if matches!(&only.node, BlockItem::Statement(inner) if self.is_jump(inner)))
            }
            Statement::Goto(_) | Statement::Continue | Statement::Break => true,
            _ => false,
        }
    }

    /// Every local in scope here, outermost block first.
    pub(super) fn locals_in_scope(&self) -> Vec<Var> {
        self.scopes.iter().flat_map(|s| s.locals.iter().copied()).collect()
    }

    /// Before label `name`: a forward goto to it from where a local in scope here was not
    /// yet declared skips that declaration, and C leaves the local indeterminate then (C11
    /// 6.2.4p6), not holding what the fall-through path initialized it to. Such gotos jump
    /// to a trampoline that declares those locals again (`Decl`: an arbitrary value), then
    /// to the label; the fall-through path jumps over the trampolines.
    fn redeclare_skipped(&mut self, name: &str) {
        let live = self.locals_in_scope();
        let mut trampolines: Vec<(usize, Vec<Var>)> = Vec::new();
        for (at, label, _) in &self.f.gotos {
            if label != name {
                continue;
            }
            let before = self.f.goto_scopes.get(at).cloned().unwrap_or_default();
            let skipped: Vec<Var> = live.iter().copied().filter(|v| !before.contains(v)).collect();
            if !skipped.is_empty() {
                trampolines.push((*at, skipped));
            }
        }
        if trampolines.is_empty() {
            return;
        }
        let over = self.emit_jump(None);
        let mut exits = Vec::new();
        for (at, skipped) in trampolines {
            let start = self.here();
            for v in skipped {
                self.emit(InstrKind::Decl(v));
            }
            exits.push(self.emit_jump(None));
            self.patch(at, start);
            self.f.gotos.retain(|(g, _, _)| *g != at);
        }
        let label = self.here();
        self.patch(over, label);
        for j in exits {
            self.patch(j, label);
        }
    }

    fn labeled(&mut self, l: &Node<LabeledStatement>) -> Result<()> {
        if let (Label::Identifier(id), 0) = (&l.node.label.node, self.dry_run) {
            self.redeclare_skipped(&id.node.name);
        }
        let here = self.here();
        match &l.node.label.node {
            Label::Identifier(id) => {
                self.f.targets += 1;
                if self.dry_run == 0 && self.f.labels.insert(id.node.name.clone(), here).is_some() {
                    return Err(self.invalid(
                        id.span.start,
                        format!(
                            "duplicate label `{}`",
                            super::computed_goto::source_label(&id.node.name)
                        ),
                    ));
                }
                if self.ctx.error_labels.contains(&id.node.name) {
                    // CBMC's `--error-label`: `assert(false)` at the label.
                    let loc = self.loc_at(id.span.start);
                    let desc = format!("error label {}", id.node.name);
                    let prop = self.ctx.prog.add_property(
                        crate::ir::PropKind::ErrorLabel,
                        &self.f.name,
                        loc,
                        desc,
                    );
                    self.emit(InstrKind::Assert(Expr::constant(IntTy::INT, 0), prop));
                }
            }
            Label::Case(e)
            | Label::CaseRange(Node { node: lang_c::ast::CaseRange { low: e, .. }, .. }) => {
                let Some(sw) = self.f.switches.last_mut() else {
                    return Err(
                        self.invalid(e.span.start, "case label not within a switch statement")
                    );
                };
                let Some(&j) = sw.cases.get(sw.next_case) else {
                    return Err(
                        self.unsupported(e.span.start, "case label inside a statement expression")
                    );
                };
                sw.next_case += 1;
                self.f.targets += 1;
                self.patch(j, here);
            }
            Label::Default => {
                let off = l.node.label.span.start;
                let Some(sw) = self.f.switches.last_mut() else {
                    return Err(self.invalid(off, "default label not within a switch statement"));
                };
                if sw.has_default {
                    return Err(self.invalid(off, "multiple default labels in one switch"));
                }
                sw.has_default = true;
                let j = sw.default_goto;
                self.f.targets += 1;
                self.patch(j, here);
            }
        }
        self.stmt(&l.node.statement)
    }

    fn if_stmt(&mut self, i: &Node<IfStatement>) -> Result<()> {
        let then_s = &i.node.then_statement;
        // glibc's `assert(c)`: `if (c) ; else __assert_fail(...)` asserts `c` (its quantifiers,
        // `quantifier.rs`).
        let asserts =
            is_empty(then_s) && i.node.else_statement.as_deref().is_some_and(fails_assertion);
        if asserts {
            self.mark_skolem_sites(std::slice::from_ref(&i.node.condition), true);
        }
        let c = self.truth(&i.node.condition);
        self.f.skolem_sites.clear();
        let c = c?;
        // An empty `else {}` (CIL writes them) is no else.
        let else_s = i.node.else_statement.as_deref().filter(|e| !is_empty(e));
        match else_s {
            // The condition is still evaluated, for the checks of what it reads (`if (a[i]) {}`
            // with --bounds-check) and, with --cover, as the decision (CBMC's "useless branch"):
            // a jump on c to the next instruction.
            None if is_empty(then_s) => {
                let next = self.here() + 1;
                if !matches!(c.kind, ExprKind::Const(_)) {
                    let j = self.emit_jump(Some(c));
                    self.patch(j, next);
                }
            }
            // `if (c) ; else S`, the shape of glibc's `assert`.
            Some(else_s) if is_empty(then_s) => {
                let targets = self.f.targets;
                let skip = self.jump_unless(c);
                self.stmt(else_s)?;
                if let Some(j) = skip {
                    let end = self.here();
                    self.patch(j, end);
                    self.guarded_assertion(j, targets);
                }
            }
            Some(else_s) => {
                let to_else = self.jump_unless(self.branch_negate(c));
                self.stmt(then_s)?;
                let to_end = self.emit_jump(None);
                if let Some(j) = to_else {
                    let at = self.here();
                    self.patch(j, at);
                }
                self.stmt(else_s)?;
                let end = self.here();
                self.patch(to_end, end);
            }
            // `if (c) goto L;` is one conditional jump (CBMC's guarded goto).
            None if self.is_jump(then_s) && !self.ctx.coverage => {
                self.f.loc = self.loc_at(then_s.span.start);
                self.jump(then_s, c)?;
            }
            None => {
                let targets = self.f.targets;
                let skip = self.jump_unless(self.branch_negate(c));
                self.stmt(then_s)?;
                if let Some(j) = skip {
                    let end = self.here();
                    self.patch(j, end);
                    self.guarded_assertion(j, targets);
                }
            }
        }
        Ok(())
    }

    /// The condition of "jump unless c": `negate(c)`, or with --cover `!c` as CBMC writes
    /// it (the decision `c` stays visible to `ir::cover`).
    fn branch_negate(&self, c: Expr) -> Expr {
        match (&c.kind, self.ctx.coverage) {
            (ExprKind::Const(_), _) | (_, false) => negate(c),
            _ => unary(UnOp::LogNot, c, IntTy::INT),
        }
    }

    /// `if (g) goto end; assert(0); end:` becomes `assert(g)` (CBMC's guarded assertions; the
    /// shape of `assert`, `if (!c) reach_error();`), unless a label or case lands in between.
    pub(super) fn guarded_assertion(&mut self, jump: usize, targets_before: u32) {
        if self.f.targets != targets_before || self.here() != jump + 2 {
            return;
        }
        let (InstrKind::Goto(Some(g), _), InstrKind::Assert(a, prop)) =
            (&self.f.body[jump].kind, &self.f.body[jump + 1].kind)
        else {
            return;
        };
        if !matches!(a.kind, ExprKind::Const(0)) {
            return;
        }
        // With --cover only an assertion's: the test before an error call keeps its goals
        // (CBMC's `reach_error()` is a call, its `if` a decision).
        if self.ctx.coverage
            && !matches!(self.ctx.prog.property(*prop).kind, crate::ir::PropKind::Assertion)
        {
            return;
        }
        let kind = InstrKind::Assert(g.clone(), *prop);
        let loc = self.f.body[jump + 1].loc;
        self.f.body.truncate(jump);
        self.f.body.push(crate::ir::Instr { kind, loc });
    }

    /// The exit test at a loop head (at the loop keyword's location): none for a condition
    /// that is constant true, whose head is then a `Skip` (with --cover, a written constant
    /// condition stays a test, as in CBMC).
    fn loop_test(&mut self, c: Option<&Node<Expression>>, head: usize) -> Result<Option<usize>> {
        let written = c;
        let c = match c {
            Some(e) => self.truth(e)?,
            None => Expr::constant(IntTy::INT, 1),
        };
        if matches!(c.kind, ExprKind::Const(v) if v != 0) {
            if let (true, Some(e)) = (self.ctx.coverage, written) {
                // CBMC keeps `while (1)`'s test as `IF !(1 != 0) GOTO exit`: a decision
                // (and a branch) whose exit outcome is unreachable.
                let decision = self.constant_decision(e, c)?;
                return Ok(Some(self.emit_jump(Some(unary(UnOp::LogNot, decision, IntTy::INT)))));
            }
            if self.here() == head {
                self.emit(InstrKind::Skip);
            }
            return Ok(None);
        }
        let exit = self.branch_negate(c);
        let cond = if matches!(exit.kind, ExprKind::Const(_)) { None } else { Some(exit) };
        Ok(Some(self.emit_jump(cond)))
    }

    /// A constant loop condition as CBMC's decision `v != 0` (`1 != 0`, `97 != 0` for
    /// `'a'`), built unfolded so that `ir::cover` sees it; symex folds it. `truth` is the
    /// condition's truth value, used when the written value is not an `int`.
    fn constant_decision(&mut self, e: &Node<Expression>, truth: Expr) -> Result<Expr> {
        let v = self.rvalue(e)?;
        let v = match v.ty {
            Type::Int(t) if t == IntTy::INT && matches!(v.kind, ExprKind::Const(_)) => v,
            _ => truth,
        };
        let zero = Expr { kind: ExprKind::Const(0), ty: v.ty.clone() };
        Ok(Expr {
            kind: ExprKind::Binary(BinOp::Ne, Box::new(v), Box::new(zero)),
            ty: Type::Int(IntTy::INT),
        })
    }

    fn close_loop(&mut self, jumps: JumpCtx, exit_test: Option<usize>, cont: usize) {
        let exit = self.here();
        for j in jumps.breaks.into_iter().chain(exit_test) {
            self.patch(j, exit);
        }
        for j in jumps.continues.into_iter().flatten() {
            self.patch(j, cont);
        }
    }

    fn while_stmt(&mut self, w: &Node<WhileStatement>, off: usize) -> Result<()> {
        let kw = self.loc_at(off);
        let head = self.here();
        let test = self.loop_test(Some(&w.node.expression), head)?;
        self.f.jumps.push(JumpCtx { breaks: Vec::new(), continues: Some(Vec::new()) });
        self.stmt(&w.node.statement)?;
        let jumps = self.f.jumps.pop().unwrap_or_default();
        self.f.loc = kw;
        let back = self.emit(InstrKind::Goto(None, head));
        self.close_loop(jumps, test, back);
        Ok(())
    }

    fn do_stmt(&mut self, d: &Node<DoWhileStatement>, off: usize) -> Result<()> {
        let kw = self.loc_at(off);
        let head = self.emit(InstrKind::Skip);
        self.f.jumps.push(JumpCtx { breaks: Vec::new(), continues: Some(Vec::new()) });
        self.stmt(&d.node.statement)?;
        let jumps = self.f.jumps.pop().unwrap_or_default();
        let cont = self.here();
        self.f.loc = self.loc_at(d.node.expression.span.start);
        let c = self.truth(&d.node.expression)?;
        self.f.loc = kw;
        // `do { ... } while (0)` (the macro idiom) runs once and is no loop: CBMC's remove_skip
        // drops a goto whose condition is false.
        match c.kind {
            ExprKind::Const(0) => {}
            // With --cover, `do ... while (1)` keeps its test as CBMC does (the decision
            // `1 != 0`, whose false outcome no execution takes).
            ExprKind::Const(_) if self.ctx.coverage => {
                let decision = self.constant_decision(&d.node.expression, c)?;
                self.emit(InstrKind::Goto(Some(decision), head));
            }
            ExprKind::Const(_) => {
                self.emit(InstrKind::Goto(None, head));
            }
            _ => {
                self.emit(InstrKind::Goto(Some(c), head));
            }
        }
        self.close_loop(jumps, None, cont);
        Ok(())
    }

    fn for_stmt(&mut self, f: &Node<ForStatement>, off: usize) -> Result<()> {
        let kw = self.loc_at(off);
        self.push_scope();
        match &f.node.initializer.node {
            ForInitializer::Empty => {}
            ForInitializer::Expression(e) => self.effect(e)?,
            ForInitializer::Declaration(d) => self.declaration(d)?,
            ForInitializer::StaticAssert(s) => self.static_assert(s)?,
        }
        self.f.loc = kw;
        let head = self.here();
        let test = self.loop_test(f.node.condition.as_deref(), head)?;
        self.f.jumps.push(JumpCtx { breaks: Vec::new(), continues: Some(Vec::new()) });
        self.stmt(&f.node.statement)?;
        let jumps = self.f.jumps.pop().unwrap_or_default();
        let cont = self.here();
        self.f.loc = kw;
        if let Some(step) = &f.node.step {
            self.effect(step)?;
            self.f.loc = kw;
        }
        self.emit(InstrKind::Goto(None, head));
        self.close_loop(jumps, test, cont);
        self.pop_scope();
        Ok(())
    }

    /// `t = e; if (t == c1) goto L1; ...; goto default_or_exit; body; exit:` with the case
    /// labels as the `Li` (fall-through is the natural order of the body).
    fn switch_stmt(&mut self, sw: &Node<SwitchStatement>) -> Result<()> {
        let v = self.int_rvalue(&sw.node.expression)?;
        let pt = promote(v.ty.as_int());
        // With --cover, a switch on an expression without effects compares the expression
        // itself, each case at its label's line, as CBMC's goto-convert does (the decisions
        // read `x == 1` where the source says `case 1:`).
        // The value is still assigned to a temporary: CBMC has an instruction at the switch's
        // line (a block's first line).
        let pure = self.ctx.coverage && !self.has_effects(&sw.node.expression);
        let t = self.temp(Type::Int(pt));
        self.emit(InstrKind::Assign(Place::Var(t), cast(v.clone(), pt)));
        let tv = if pure { cast(v, pt) } else { Expr::var(t, Type::Int(pt)) };
        let switch_loc = self.f.loc;
        let mut labels = SwitchLabels::default();
        collect_cases(&sw.node.statement, &mut labels);
        let mut seen = HashSet::new();
        // The case ranges so far, as values of the promoted type.
        let mut ranges: Vec<(i128, i128)> = Vec::new();
        let mut cases = Vec::with_capacity(labels.cases.len());
        // With --cover (pure switch), `case 2: case 3:` is one jump on `t == 3 || t == 2`,
        // CBMC's decision; the comparisons of the group so far.
        let mut group: Vec<Expr> = Vec::new();
        for (e, high, labels_case) in labels.cases {
            if pure {
                // A group's jump stands at its last label, as CBMC's.
                self.f.loc = self.loc_at(e.span.start);
            }
            let c = self.case_value(e, pt)?;
            let Some(high) = high else {
                if let ExprKind::Const(raw) = c.kind {
                    let v = pt.value_of(raw);
                    if !seen.insert(raw) || ranges.iter().any(|r| r.0 <= v && v <= r.1) {
                        return Err(self.invalid(e.span.start, "duplicate case value"));
                    }
                }
                group.push(binary(BinOp::Eq, tv.clone(), c, IntTy::INT));
                if pure && labels_case {
                    continue;
                }
                let n = group.len();
                let mut tests = std::mem::take(&mut group).into_iter().rev();
                let first = tests.next().expect("one comparison at least");
                let test = tests.fold(first, |acc, t| binary(BinOp::LogOr, acc, t, IntTy::INT));
                let j = self.emit_jump(Some(test));
                cases.extend(std::iter::repeat_n(j, n));
                continue;
            };
            // `case lo ... hi:` matches lo <= t <= hi; an empty range matches nothing (gcc
            // warns).
            let h = self.case_value(high, pt)?;
            let (ExprKind::Const(lo), ExprKind::Const(hi)) = (&c.kind, &h.kind) else {
                return Err(
                    self.invalid(e.span.start, "case label does not reduce to an integer constant")
                );
            };
            let (lo, hi) = (pt.value_of(*lo), pt.value_of(*hi));
            if lo <= hi {
                let overlaps = ranges.iter().any(|r| r.0 <= hi && lo <= r.1)
                    || seen.iter().any(|raw| (lo..=hi).contains(&pt.value_of(*raw)));
                if overlaps {
                    return Err(self.invalid(e.span.start, "duplicate (or overlapping) case value"));
                }
                ranges.push((lo, hi));
            }
            let inside = binary(
                BinOp::LogAnd,
                binary(BinOp::Le, c, tv.clone(), IntTy::INT),
                binary(BinOp::Le, tv.clone(), h, IntTy::INT),
                IntTy::INT,
            );
            cases.push(self.emit_jump(Some(inside)));
        }
        // CBMC's jump to `default` stands at the statement it labels; past the switch, at the
        // body's closing brace.
        self.f.loc = match (labels.default, &sw.node.statement.node, pure) {
            (_, _, false) => switch_loc,
            (Some(d), _, true) => self.loc_at(d.span.start),
            (None, Statement::Compound(_), true) => {
                self.loc_at(sw.node.statement.span.end.saturating_sub(1))
            }
            (None, _, true) => switch_loc,
        };
        let default_goto = self.emit_jump(None);
        self.f.jumps.push(JumpCtx { breaks: Vec::new(), continues: None });
        self.f.switches.push(SwitchCtx { cases, next_case: 0, default_goto, has_default: false });
        self.stmt(&sw.node.statement)?;
        let jumps = self.f.jumps.pop().unwrap_or_default();
        let sw_ctx = self.f.switches.pop().unwrap_or_default();
        let exit = self.here();
        for j in jumps.breaks {
            self.patch(j, exit);
        }
        if !sw_ctx.has_default {
            self.patch(default_goto, exit);
        }
        // CBMC's optimize_guarded_gotos: `IF c GOTO A; GOTO D; A:` is `IF !c GOTO D`, here when
        // the last case's code starts right after the jump to default.
        let Some(&last) = sw_ctx.cases.last().filter(|&&j| pure && j + 1 == default_goto) else {
            return Ok(());
        };
        if let (InstrKind::Goto(Some(c), a), InstrKind::Goto(None, d)) =
            (&self.f.body[last].kind, &self.f.body[default_goto].kind)
        {
            if *a == default_goto + 1 {
                let (c, d) = (c.clone(), *d);
                self.f.body[last].kind =
                    InstrKind::Goto(Some(unary(UnOp::LogNot, c, IntTy::INT)), d);
                self.f.body[default_goto].kind = InstrKind::Skip;
            }
        }
        Ok(())
    }

    /// A case label's value, converted to the switch's promoted type.
    fn case_value(&mut self, e: &Node<Expression>, pt: IntTy) -> Result<Expr> {
        let Some(c) = self.const_expr(e)? else {
            return Err(
                self.invalid(e.span.start, "case label does not reduce to an integer constant")
            );
        };
        Ok(cast(c, pt))
    }

    fn return_stmt(&mut self, e: Option<&Node<Expression>>) -> Result<()> {
        let loc = self.f.loc;
        let ret = self.f.ret.clone().unwrap_or(Type::Void);
        let value = match (e, &ret) {
            (None, _) => None,
            (Some(e), t @ (Type::Int(_) | Type::Float(_))) => Some(self.real_rvalue(e, t)?),
            (Some(e), t @ (Type::Struct(_) | Type::Pointer(_))) => {
                let v = self.rvalue(e)?;
                Some(self.convert(v, t, e.span.start)?)
            }
            (Some(e), _) => {
                // `return f();` in a void function (GNU C allows a void expression).
                self.effect(e)?;
                None
            }
        };
        self.f.loc = loc;
        self.emit(InstrKind::Return(value));
        Ok(())
    }
}

/// Whether the statement is a call of the C library's assertion failure (`__assert_fail`,
/// what glibc's `assert` calls).
fn fails_assertion(s: &Node<Statement>) -> bool {
    let Statement::Expression(Some(e)) = &s.node else { return false };
    let Expression::Call(c) = &e.node else { return false };
    matches!(&c.node.callee.node, Expression::Identifier(id)
        if matches!(id.node.name.as_str(), "__assert_fail" | "__assert" | "__assert_perror_fail"))
}
