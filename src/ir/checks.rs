//! Runtime checks (CBMC's `goto_check`): an IR pass that adds an `Assert` for each operation
//! whose behaviour C leaves undefined or out of range, before the instruction that evaluates it.
//!
//! For each instruction, the expressions it evaluates are walked operands first (CBMC's order:
//! an assignment's place indices, then its value; a call's result place, then its arguments);
//! each check site becomes one property (`main.overflow.1`, `f.division-by-zero.2`, ...) and one
//! `Assert` inserted before the instruction, at its location. Gotos to an instruction land on
//! the first check inserted before it, so loops (backward gotos) and their ids are unchanged.
//!
//! Operands of `&&`, `||` and `?:` are pure in the IR but C evaluates them only when the left
//! operand (condition) allows it, so their checks are guarded: `!guard || ok`.
//!
//! The conditions are IR expressions that are exact at every width without a wider type:
//! sign-bit formulas for `+ -`, a 64-bit product for `*` on types of 32 bits or fewer and a
//! division test at 64 bits.
//!
//! They are built with `build`'s condition constructors (folded on constants by `consteval`,
//! so trivially true checks disappear) and described with `c_print`.

use std::collections::HashMap;

use super::build::{and, cast, constant as k, ir_binary as bin, is_true, not, or};
use super::c_print::{distance, render, render_at, render_place};
use super::{
    BinOp, CheckKind, Expr, ExprKind, FloatTy, Function, Instr, InstrKind, IntTy, MathFn, Place,
    Program, PropId, PropKind, Property, PtrQuery, Type, UnOp,
};
use crate::error::{Error, Result};

/// Which checks to add (each off by default, as in CBMC).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CheckOptions {
    pub signed_overflow: bool,
    pub unsigned_overflow: bool,
    pub div_by_zero: bool,
    pub shift: bool,
    pub conversion: bool,
    pub bounds: bool,
    /// `--nan-check`: a float operation makes a NaN from operands that are not NaN.
    pub nan: bool,
    /// `--float-overflow-check`: a float operation makes an infinity from finite operands.
    pub float_overflow: bool,
    /// `--float-div-by-zero-check`: a float division by (plus or minus) zero.
    pub float_div_by_zero: bool,
    pub pointer: bool,
    /// `--pointer-overflow-check`: pointer arithmetic whose byte offset (the index times the
    /// element size, then the sum with the pointer's offset) overflows.
    pub pointer_overflow: bool,
    /// `--pointer-primitive-check`: the pointer given to `__CPROVER_r_ok`/`w_ok`/`rw_ok`,
    /// `__CPROVER_OBJECT_SIZE` or `__CPROVER_DYNAMIC_OBJECT` is null or points into (or one
    /// past) a live object, as CBMC's check of the same name.
    pub pointer_primitive: bool,
    /// `--enum-range-check`: every expression of an enumerated type that is not assigned
    /// to (a read of an object, a conversion to the type, a call's result) has the value of
    /// one of its constants, as CBMC's check of the same name.
    pub enum_range: bool,
}

impl CheckOptions {
    pub fn any(&self) -> bool {
        *self != CheckOptions::default()
    }
}

/// Adds the selected checks to every function body of the program.
pub fn instrument(program: &mut Program, opts: &CheckOptions) -> Result<()> {
    let pragmas = super::pragma::PragmaMap::new(&program.check_pragmas);
    if !opts.any() && pragmas.is_empty() {
        return Ok(());
    }
    // Numbers per (function, class) so far, for CBMC-style ids (`Program::add_property`'s
    // numbering, without its scan of every property for each new one).
    let mut numbers: HashMap<(String, &'static str), usize> = HashMap::new();
    for p in &program.properties {
        *numbers.entry((p.function.clone(), p.kind.class())).or_default() += 1;
    }
    for fi in 0..program.functions.len() {
        let f = &program.functions[fi];
        let Some(body) = &f.body else { continue };
        let mut per_instr: Vec<Vec<Check>> = Vec::with_capacity(body.len());
        for instr in body {
            if instr.loc.is_model() {
                per_instr.push(Vec::new());
                continue;
            }
            let here = pragmas.at(instr.loc, opts);
            let mut g = Gen { program, func: f, opts: &here, guards: Vec::new(), out: Vec::new() };
            g.instr(instr)?;
            per_instr.push(g.out);
        }
        if per_instr.iter().all(Vec::is_empty) {
            continue;
        }
        let name = f.name.clone();
        let body = program.functions[fi].body.take().unwrap_or_default();
        let mut inserted = Vec::with_capacity(body.len());
        for (instr, checks) in body.iter().zip(per_instr) {
            let mut asserts = Vec::with_capacity(checks.len());
            for c in checks {
                let kind = PropKind::Check(c.kind);
                let n = numbers.entry((name.clone(), kind.class())).or_default();
                *n += 1;
                program.properties.push(Property {
                    id: format!("{name}.{}.{n}", kind.class()),
                    kind,
                    loc: instr.loc,
                    function: name.clone(),
                    description: c.description,
                    enabled: true,
                    removed: false,
                });
                let prop = PropId(program.properties.len() as u32 - 1);
                asserts.push(Instr { kind: InstrKind::Assert(c.cond, prop), loc: instr.loc });
            }
            inserted.push(asserts);
        }
        let new_body = insert_before(body, inserted, &name)?;
        program.functions[fi].body = Some(new_body);
    }
    Ok(())
}

/// `body` with the instructions `inserted[i]` placed before its instruction `i`; a goto to
/// instruction `i` lands on the first instruction inserted before it (or on `i` itself when
/// none is), so jumps into a loop head run what was inserted there, and loops (backward gotos)
/// and their ids are unchanged. `name` is the function's, for the error message.
pub(crate) fn insert_before(
    body: Vec<Instr>,
    inserted: Vec<Vec<Instr>>,
    name: &str,
) -> Result<Vec<Instr>> {
    if inserted.len() != body.len() {
        return Err(Error::internal(format!(
            "{} insertion points for {} instructions in {name}",
            inserted.len(),
            body.len()
        )));
    }
    // Where each old instruction's first inserted instruction (or itself) lands.
    let mut new_index = Vec::with_capacity(body.len() + 1);
    let mut at = 0;
    for before in &inserted {
        new_index.push(at);
        at += before.len() + 1;
    }
    new_index.push(at);
    let mut new_body = Vec::with_capacity(at);
    for (mut instr, before) in body.into_iter().zip(inserted) {
        new_body.extend(before);
        if let InstrKind::Goto(_, target) = &mut instr.kind {
            *target = *new_index.get(*target).ok_or_else(|| {
                Error::internal(format!("goto target {} out of range in {name}", *target))
            })?;
        }
        new_body.push(instr);
    }
    Ok(new_body)
}

/// The member `idx` names of the struct `ptr` points to (`ptr->m`), if `ptr` points to a
/// struct (not a union) and `idx` is constant.
pub(crate) fn member_of_pointee<'e>(ptr: &'e Expr, idx: &Expr) -> Option<&'e crate::ir::FieldDef> {
    let Type::Pointer(t) = &ptr.ty else { return None };
    let Type::Struct(def) = &**t else { return None };
    if def.is_union {
        return None;
    }
    def.fields.get(usize::try_from(idx.as_const()?).ok()?)
}

/// Whether the instruction is an assertion added by this pass.
pub fn is_check(program: &Program, instr: &Instr) -> bool {
    matches!(&instr.kind, InstrKind::Assert(_, p)
        if matches!(program.properties.get(p.0 as usize), Some(prop) if matches!(prop.kind, PropKind::Check(_))))
}

/// One check site: the condition that must hold (already guarded) and its description.
#[derive(Debug, Clone)]
struct Check {
    kind: CheckKind,
    cond: Expr,
    description: String,
}

struct Gen<'a> {
    program: &'a Program,
    func: &'a Function,
    opts: &'a CheckOptions,
    /// Conditions under which the expression being walked is evaluated (`&&`, `||`, `?:`).
    guards: Vec<Expr>,
    out: Vec<Check>,
}

impl Gen<'_> {
    fn instr(&mut self, instr: &Instr) -> Result<()> {
        match &instr.kind {
            InstrKind::Assign(p, e) => {
                self.place(p)?;
                self.expr(e)
            }
            InstrKind::Nondet { place, .. } => self.place(place),
            InstrKind::Assume(c)
            | InstrKind::Assert(c, _)
            | InstrKind::Cover(c, _)
            | InstrKind::Goto(Some(c), _) => self.expr(c),
            InstrKind::Call { ret, args, .. } => {
                if let Some(p) = ret {
                    self.place(p)?;
                }
                args.iter().try_for_each(|a| self.expr(a))
            }
            InstrKind::Return(Some(e)) => self.expr(e),
            InstrKind::Alloc { place, size, .. } => {
                self.place(place)?;
                self.expr(size)
            }
            InstrKind::Havoc(p) => self.expr(p),
            InstrKind::ArrayOp(op) => {
                for p in op.results() {
                    self.place(p)?;
                }
                op.operands().into_iter().try_for_each(|e| self.expr(e))
            }
            InstrKind::Free(p) => {
                self.expr(p)?;
                if self.opts.pointer {
                    let mut src = String::from("free(");
                    render_at(self.program, self.func, p, 0, &mut src);
                    src.push(')');
                    let ok = Expr {
                        kind: ExprKind::PtrQuery(PtrQuery::FreeOk, Box::new(p.clone())),
                        ty: Type::Int(IntTy::INT),
                    };
                    self.add(
                        CheckKind::Pointer,
                        ok,
                        "free argument must be NULL or the start of a live dynamic object",
                        &src,
                    );
                }
                Ok(())
            }
            InstrKind::Goto(None, _)
            | InstrKind::Return(None)
            | InstrKind::Decl(_)
            | InstrKind::Dead(_)
            | InstrKind::Stop
            | InstrKind::Skip => Ok(()),
        }
    }

    /// Records a check: `ok` must hold whenever the current guards do.
    fn add(&mut self, kind: CheckKind, ok: Expr, what: &str, src: &str) {
        if is_true(&ok) {
            return;
        }
        let cond = match self.guards.iter().cloned().reduce(and) {
            Some(g) => or(not(g), ok),
            None => ok,
        };
        if is_true(&cond) {
            return;
        }
        let description = format!("{what} in {src}");
        if self.out.iter().any(|c| c.kind == kind && c.cond == cond && c.description == description)
        {
            return;
        }
        self.out.push(Check { kind, cond, description });
    }

    fn guarded(&mut self, guard: Expr, e: &Expr) -> Result<()> {
        self.guards.push(guard);
        let r = self.expr(e);
        self.guards.pop();
        r
    }

    fn place(&mut self, p: &Place) -> Result<()> {
        self.place_at(p, true)
    }

    /// The checks of evaluating a place; `deref` is false under `&`, which reads nothing.
    /// Taking an address is not an access (C11 6.5.3.2p3: `&a[i]` is `a + i`), so under `&`
    /// neither the pointer checks nor `--bounds-check` see the place itself, only what its
    /// evaluation reads (`&a[b[k]]` reads `b[k]`), as in CBMC 6.6: `&g.buf[i]` with any `i`,
    /// used only when `i` is in range, is no failure; an access through the pointer is
    /// checked where it happens (`--pointer-check`).
    fn place_at(&mut self, p: &Place, deref: bool) -> Result<()> {
        if let Place::Deref(ptr) = p {
            self.expr(ptr)?;
            if deref {
                self.deref_checks(ptr, p)?;
            }
        }
        if let Place::Index(base, idx) = p {
            // `s->m`: CBMC checks `*(s + offset of m)` for m's bytes only, "to avoid requiring
            // memory safety of the entire struct" (a pointer to a longer struct than the
            // object, as `struct prefix` idioms use it).
            if let Place::Deref(ptr) = &**base {
                if let Some(f) = member_of_pointee(ptr, idx) {
                    self.expr(ptr)?;
                    if deref {
                        self.member_access(ptr, f)?;
                    }
                    return Ok(());
                }
            }
            self.place_at(base, deref)?;
            self.expr(idx)?;
            if self.opts.bounds && deref {
                let ty = self.place_type(base)?;
                let name = self.place_array_name(base);
                let src = self.render_place(p);
                self.bounds(&ty, idx, &name, &src)?;
            }
        }
        Ok(())
    }

    /// `--pointer-check`: the pointer is not null and points to the accessed bytes of a live
    /// object.
    fn deref_checks(&mut self, ptr: &Expr, place: &Place) -> Result<()> {
        let Type::Pointer(t) = &ptr.ty else { return Ok(()) };
        let src = match place {
            Place::Deref(_) => {
                let mut s = String::from("*");
                render_at(self.program, self.func, ptr, 14, &mut s);
                s
            }
            _ => String::new(),
        };
        self.member_checks(ptr, &src, 0, t.size().unwrap_or(1))
    }

    /// `--pointer-check` on `ptr->f`: the member's bytes.
    fn member_access(&mut self, ptr: &Expr, f: &crate::ir::FieldDef) -> Result<()> {
        // A bit-field: the bytes its bits span from its byte offset.
        let size = match (f.bit, &f.ty) {
            (Some(bit), Type::Int(t)) => u64::from(bit + t.bits).div_ceil(8),
            _ => f.ty.size().unwrap_or(1),
        };
        let mut src = String::new();
        render_at(self.program, self.func, ptr, 14, &mut src);
        src.push_str("->");
        src.push_str(&f.name);
        self.member_checks(ptr, &src, f.offset, size)
    }

    /// `--pointer-check` on `size` bytes `offset` bytes after where `ptr` points (a member of
    /// the struct it points to, or at 0 the whole pointee).
    fn member_checks(&mut self, ptr: &Expr, src: &str, offset: u64, size: u64) -> Result<()> {
        if !self.opts.pointer {
            return Ok(());
        }
        self.add(CheckKind::Pointer, not_null_of(ptr), "dereference failure: pointer NULL", src);
        let at = match offset {
            0 => ptr.clone(),
            _ => {
                let bytes = Expr {
                    kind: ExprKind::Cast(Box::new(ptr.clone())),
                    ty: Type::Pointer(Box::new(Type::Int(IntTy::UCHAR))),
                };
                let off = Expr { kind: ExprKind::Const(offset), ty: Type::Int(IntTy::LONG) };
                Expr {
                    kind: ExprKind::PtrAdd(Box::new(bytes), Box::new(off)),
                    ty: Type::Pointer(Box::new(Type::Int(IntTy::UCHAR))),
                }
            }
        };
        let valid =
            Expr { kind: ExprKind::ValidPtr(Box::new(at), size), ty: Type::Int(IntTy::INT) };
        self.add(
            CheckKind::Pointer,
            valid,
            "dereference failure: pointer invalid, dead or outside object bounds",
            src,
        );
        Ok(())
    }

    /// `--pointer-primitive-check` on a primitive's pointer: it is in the null object or
    /// points into or one past the end of a live object (CBMC checks the pointers of `r_ok`,
    /// `OBJECT_SIZE` and `DYNAMIC_OBJECT`, not those of `POINTER_OBJECT`/`POINTER_OFFSET`,
    /// which only take the pointer apart).
    fn pointer_primitive(&mut self, ptr: &Expr) {
        let object = Expr {
            kind: ExprKind::PtrQuery(PtrQuery::Object, Box::new(ptr.clone())),
            ty: Type::Int(IntTy::ULONG),
        };
        let zero = Expr { kind: ExprKind::Const(0), ty: Type::Int(IntTy::ULONG) };
        let null_object = Expr {
            kind: ExprKind::Binary(BinOp::Eq, Box::new(object), Box::new(zero)),
            ty: Type::Int(IntTy::INT),
        };
        let valid =
            Expr { kind: ExprKind::ValidPtr(Box::new(ptr.clone()), 0), ty: Type::Int(IntTy::INT) };
        let ok = Expr {
            kind: ExprKind::Binary(BinOp::LogOr, Box::new(null_object), Box::new(valid)),
            ty: Type::Int(IntTy::INT),
        };
        // Named by the pointer, so that the primitives one built-in lowers to share one check.
        let src = format!("the pointer primitive on {}", self.render(ptr));
        // `r_ok` of a run-time size is two primitives on one pointer, the second guarded by
        // the first: the first's check covers both.
        let description =
            format!("pointer invalid, deallocated, dead or outside object bounds in {src}");
        if self
            .out
            .iter()
            .any(|c| c.kind == CheckKind::PointerPrimitive && c.description == description)
        {
            return;
        }
        self.add(
            CheckKind::PointerPrimitive,
            ok,
            "pointer invalid, deallocated, dead or outside object bounds",
            &src,
        );
    }

    /// The checks of evaluating `e`: its operands', then its own.
    fn expr(&mut self, e: &Expr) -> Result<()> {
        self.operation(e)?;
        if self.opts.enum_range && !is_member_through_pointer(e) {
            self.enum_range(e);
        }
        Ok(())
    }

    /// `--enum-range-check`: a value of an enumerated type is one of its constants. CBMC's
    /// `goto_check_c` checks every expression of an enumerated type except the whole left
    /// side of an assignment (`place` is not an expression here): reads of objects, the
    /// conversions C makes to the type (`e = 10` is `e = (ABC)10`), calls' results. Not a
    /// member read through a pointer (`p->d`): CBMC 6.6's `check_rec_member` checks only the
    /// pointer there, whose verdicts ibmc keeps.
    fn enum_range(&mut self, e: &Expr) {
        let Some(t) = e.ty.int() else { return };
        let Some(def) = t.enum_index().and_then(|i| self.program.enums.get(i)) else { return };
        // Runs of consecutive constants are one range each.
        let mut ok = k(IntTy::INT, 0);
        for run in def.values.chunk_by(|a, b| b - a == 1) {
            let (lo, hi) = (run[0], run[run.len() - 1]);
            let within = if lo == hi {
                bin(BinOp::Eq, e.clone(), k(t, lo))
            } else {
                and(bin(BinOp::Ge, e.clone(), k(t, lo)), bin(BinOp::Le, e.clone(), k(t, hi)))
            };
            ok = or(ok, within);
        }
        let src = self.render(e);
        self.add(CheckKind::EnumRange, ok, "enum range check", &src);
    }

    fn operation(&mut self, e: &Expr) -> Result<()> {
        match &e.kind {
            ExprKind::Const(_) | ExprKind::Var(_) => Ok(()),
            ExprKind::AddrOf(p) => self.place_at(p, false),
            ExprKind::Deref(p) => {
                self.expr(p)?;
                self.deref_checks(p, &Place::Deref((**p).clone()))
            }
            ExprKind::PtrAdd(a, b) => {
                self.expr(a)?;
                // The scaling by the element size is the IR's, not C's: only its operands count
                // (and `--pointer-overflow-check`, which checks the scaling as CBMC does).
                match &b.kind {
                    ExprKind::Binary(BinOp::Mul, i, _) => self.expr(i)?,
                    _ => self.expr(b)?,
                }
                if self.opts.pointer_overflow {
                    self.pointer_overflow(a, b, e);
                }
                Ok(())
            }
            ExprKind::ValidPtr(a, _)
            | ExprKind::PtrQuery(PtrQuery::Size | PtrQuery::Dynamic, a) => {
                self.expr(a)?;
                if self.opts.pointer_primitive {
                    self.pointer_primitive(a);
                }
                Ok(())
            }
            ExprKind::PtrQuery(_, a) => self.expr(a),
            ExprKind::Index(a, i) => {
                if let ExprKind::Deref(ptr) = &a.kind {
                    if let Some(f) = member_of_pointee(ptr, i) {
                        self.expr(ptr)?;
                        return self.member_access(ptr, f);
                    }
                }
                self.expr(a)?;
                self.expr(i)?;
                if self.opts.bounds {
                    let name = self.array_name(a);
                    let src = self.render(e);
                    self.bounds(&a.ty, i, &name, &src)?;
                }
                Ok(())
            }
            ExprKind::Unary(op, a) => {
                self.expr(a)?;
                if *op == UnOp::Neg {
                    self.negation(a, e);
                }
                Ok(())
            }
            ExprKind::Cast(a) => {
                self.expr(a)?;
                // Integer and float sources (pointer conversions are not checked).
                self.conversion(a, e);
                Ok(())
            }
            ExprKind::Binary(BinOp::LogAnd, a, b) => {
                self.expr(a)?;
                self.guarded((**a).clone(), b)
            }
            ExprKind::Binary(BinOp::LogOr, a, b) => {
                self.expr(a)?;
                self.guarded(not((**a).clone()), b)
            }
            ExprKind::Binary(op @ (BinOp::Shl | BinOp::Shr), a, b) => {
                self.expr(a)?;
                // The count's conversion to the left operand's type is the IR's convention, not
                // a C conversion: its operand is checked, the conversion itself is not.
                match &b.kind {
                    ExprKind::Cast(inner) => self.expr(inner)?,
                    _ => self.expr(b)?,
                }
                self.shift(*op, a, b, e);
                Ok(())
            }
            ExprKind::Binary(op, a, b) => self.binary_checks(*op, a, b, e),
            ExprKind::Ite(c, a, b) => {
                self.expr(c)?;
                self.guarded((**c).clone(), a)?;
                self.guarded(not((**c).clone()), b)
            }
            ExprKind::Math(f, xs) => {
                for x in xs {
                    self.expr(x)?;
                }
                if *f == MathFn::Sqrt {
                    let args: Vec<&Expr> = xs.iter().collect();
                    self.float_result(&args, e, "square root", true, false);
                }
                // fmod gives NaN for an infinite dividend or a zero divisor; it never
                // overflows (|result| < |divisor|, or the dividend itself).
                if *f == MathFn::Fmod {
                    let args: Vec<&Expr> = xs.iter().collect();
                    self.float_result(&args, e, "fmod", true, false);
                }
                Ok(())
            }
        }
    }
    /// The checks of an arithmetic, bitwise or comparison operation `e` = `a op b` (after its
    /// operands'): overflow, division by zero, float results.
    fn binary_checks(&mut self, op: BinOp, a: &Expr, b: &Expr, e: &Expr) -> Result<()> {
        self.expr(a)?;
        self.expr(b)?;
        self.arith(op, a, b, e);
        let relation = matches!(op, BinOp::Sub | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge);
        if relation && self.opts.pointer && is_pointer(a) && is_pointer(b) {
            self.pointer_relation(a, b, e);
        }
        if let (BinOp::Div, Type::Float(ft), true) = (op, &b.ty, self.opts.float_div_by_zero) {
            // CBMC's `op1 != 0` (IEEE: -0.0 is zero, a NaN is not).
            let zero = Expr { kind: ExprKind::Const(0), ty: Type::Float(*ft) };
            let ok = bin(BinOp::Ne, b.clone(), zero);
            let src = self.render(e);
            self.add(CheckKind::FloatDivByZero, ok, "floating-point division by zero", &src);
        }
        if let Some(what) = float_op_name(op) {
            self.float_result(&[a, b], e, what, true, true);
        }
        Ok(())
    }

    /// `--pointer-check` on `p - q` and `p < q` & co. (C11 6.5.6p9, 6.5.8p5), as CBMC's
    /// `pointer_rel_check`: both point into one object, and each into or one past the end of
    /// a live one.
    fn pointer_relation(&mut self, a: &Expr, b: &Expr, e: &Expr) {
        let object = |p: &Expr| Expr {
            kind: ExprKind::PtrQuery(PtrQuery::Object, Box::new(p.clone())),
            ty: Type::Int(IntTy::ULONG),
        };
        let src = self.render(e);
        let same = bin(BinOp::Eq, object(a), object(b));
        self.add(CheckKind::SameObject, same, "same object violation", &src);
        for p in [a, b] {
            if is_label_address(p) {
                continue;
            }
            let valid = Expr {
                kind: ExprKind::ValidPtr(Box::new(p.clone()), 0),
                ty: Type::Int(IntTy::INT),
            };
            // The operand as written: a subtraction's operands are the IR's `char *` views.
            let written = match &p.kind {
                ExprKind::Cast(inner) if is_pointer(inner) => inner,
                _ => p,
            };
            let what = self.render(written);
            if !is_address(p) {
                let not_null = not_null_of(p);
                self.add(
                    CheckKind::PointerRelation,
                    not_null,
                    "pointer relation: pointer NULL",
                    &what,
                );
            }
            self.add(
                CheckKind::PointerRelation,
                or(not(not_null_of(p)), valid),
                "pointer relation: pointer invalid, deallocated, dead or outside object bounds",
                &what,
            );
        }
    }

    /// `--nan-check` and `--float-overflow-check` of a float operation `e` on `args`: NaN
    /// from operands that are not NaN, infinity from finite operands (CBMC's conditions).
    fn float_result(&mut self, args: &[&Expr], e: &Expr, what: &str, nan: bool, overflow: bool) {
        if !matches!(e.ty, Type::Float(_)) {
            return;
        }
        let class = |f: MathFn, x: &Expr| Expr {
            kind: ExprKind::Math(f, vec![x.clone()]),
            ty: Type::Int(IntTy::INT),
        };
        if nan && self.opts.nan {
            let mut ok = not(class(MathFn::IsNan, e));
            for a in args {
                ok = or(class(MathFn::IsNan, a), ok);
            }
            let src = self.render(e);
            self.add(CheckKind::FloatNan, ok, &format!("NaN on {what}"), &src);
        }
        if overflow && self.opts.float_overflow {
            let mut ok = not(class(MathFn::IsInf, e));
            for a in args {
                ok = or(class(MathFn::IsInf, a), ok);
            }
            let src = self.render(e);
            self.add(
                CheckKind::FloatOverflow,
                ok,
                &format!("arithmetic overflow on floating-point {what}"),
                &src,
            );
        }
    }

    /// `p + bytes` (`bytes` = index times element size): the product, as a signed `long`
    /// (CBMC's "arithmetic overflow on signed *"), and the resulting offset, which must stay
    /// within the 32 bits of a pointer's offset ("pointer arithmetic overflow on +").
    fn pointer_overflow(&mut self, p: &Expr, bytes: &Expr, e: &Expr) {
        let t = IntTy::LONG;
        if let ExprKind::Binary(BinOp::Mul, i, size) = &bytes.kind {
            let ok = mul_ok(i, size, t, false);
            let src = self.render(bytes);
            self.add(CheckKind::SignedOverflow, ok, "arithmetic overflow on signed *", &src);
        }
        let offset = Expr {
            kind: ExprKind::PtrQuery(PtrQuery::Offset, Box::new(p.clone())),
            ty: Type::Int(t),
        };
        let sum = Expr {
            kind: ExprKind::Binary(BinOp::Add, Box::new(offset.clone()), Box::new(bytes.clone())),
            ty: Type::Int(t),
        };
        let within = and(
            bin(BinOp::Ge, sum.clone(), k(t, -(1i128 << 31))),
            bin(BinOp::Lt, sum, k(t, 1i128 << 31)),
        );
        let ok = and(add_ok(&offset, bytes, t), within);
        let src = self.render(e);
        self.add(CheckKind::SignedOverflow, ok, "pointer arithmetic overflow on +", &src);
    }

    /// `-x`: signed `-INT_MIN` overflows; unsigned `-x` wraps unless x is 0 (CBMC).
    fn negation(&mut self, x: &Expr, e: &Expr) {
        let Some(t) = x.ty.int() else { return };
        // Fixed-point arithmetic wraps unchecked, as in CBMC (whose checks are for integers).
        if t.is_bool() || t.is_fixed() {
            return;
        }
        if t.signed && self.opts.signed_overflow {
            let ok = bin(BinOp::Ne, x.clone(), k(t, t.min()));
            let src = self.render(e);
            self.add(
                CheckKind::SignedOverflow,
                ok,
                "arithmetic overflow on signed unary minus",
                &src,
            );
        } else if !t.signed && self.opts.unsigned_overflow {
            let ok = bin(BinOp::Eq, x.clone(), k(t, 0));
            let src = self.render(e);
            self.add(
                CheckKind::UnsignedOverflow,
                ok,
                "arithmetic overflow on unsigned unary minus",
                &src,
            );
        }
    }

    /// `+ - * / %`: overflow and division by zero.
    fn arith(&mut self, op: BinOp, x: &Expr, y: &Expr, e: &Expr) {
        let Some(t) = x.ty.int() else { return };
        if t.is_bool() {
            return;
        }
        if matches!(op, BinOp::Div | BinOp::Rem) && self.opts.div_by_zero {
            let ok = bin(BinOp::Ne, y.clone(), k(t, 0));
            let src = self.render(e);
            self.add(CheckKind::DivByZero, ok, "division by zero", &src);
        }
        if t.is_fixed() {
            return;
        }
        let (kind, enabled) = if t.signed {
            (CheckKind::SignedOverflow, self.opts.signed_overflow)
        } else {
            (CheckKind::UnsignedOverflow, self.opts.unsigned_overflow)
        };
        if !enabled {
            return;
        }
        let sign = if t.signed { "signed" } else { "unsigned" };
        let (ok, what) = match op {
            BinOp::Add => (add_ok(x, y, t), format!("arithmetic overflow on {sign} +")),
            BinOp::Sub => (sub_ok(x, y, t), format!("arithmetic overflow on {sign} -")),
            BinOp::Mul => (mul_ok(x, y, t, true), format!("arithmetic overflow on {sign} *")),
            BinOp::Div if t.signed => {
                (div_ok(x, y, t), "arithmetic overflow on signed division".to_string())
            }
            BinOp::Rem if t.signed => {
                (div_ok(x, y, t), "result of signed mod is not representable".to_string())
            }
            _ => return,
        };
        let src = self.render(e);
        self.add(kind, ok, &what, &src);
    }

    /// Shifts: `e` is `x << d` or `x >> d` with `d` converted to x's type by the IR; the
    /// distance is checked on the value before that conversion (a `long` count of 2^32 is too
    /// large even though it converts to an `int` 0).
    fn shift(&mut self, op: BinOp, x: &Expr, d: &Expr, e: &Expr) {
        let Some(t) = x.ty.int().filter(|t| !t.is_fixed()) else { return };
        let dist = distance(d);
        let Some(dt) = dist.ty.int() else { return };
        let w = i128::from(t.bits);
        // Distance < width, as a condition on the distance (constant when its type says).
        let (lt_w, gt_w) = if w > dt.max() {
            (k(IntTy::INT, 1), k(IntTy::INT, 0))
        } else {
            (bin(BinOp::Lt, dist.clone(), k(dt, w)), bin(BinOp::Gt, dist.clone(), k(dt, w)))
        };
        let dist_neg =
            if dt.signed { bin(BinOp::Lt, dist.clone(), k(dt, 0)) } else { k(IntTy::INT, 0) };
        if self.opts.shift {
            let src = self.render(e);
            if dt.signed {
                let ok = bin(BinOp::Ge, dist.clone(), k(dt, 0));
                self.add(CheckKind::Shift, ok, "shift distance is negative", &src);
            }
            self.add(CheckKind::Shift, lt_w.clone(), "shift distance too large", &src);
            if t.signed && op == BinOp::Shl {
                let ok = bin(BinOp::Ge, x.clone(), k(t, 0));
                self.add(CheckKind::Shift, ok, "shift operand is negative", &src);
            }
        }
        if t.signed && op == BinOp::Shl && self.opts.signed_overflow {
            // C11 6.5.7p4: x * 2^d must be representable. A negative x or distance, or a
            // distance beyond the width, is the shift check's (as in CBMC); so is x == 0.
            let fits = shl_fits(x, d, t);
            let ok =
                or(bin(BinOp::Le, x.clone(), k(t, 0)), or(dist_neg, or(gt_w, and(lt_w, fits))));
            let src = self.render(e);
            self.add(CheckKind::SignedOverflow, ok, "arithmetic overflow on signed shl", &src);
        }
    }

    /// Integer conversion of `x` to the type of `e` (not to `_Bool`), as CBMC's
    /// `--conversion-check`.
    fn conversion(&mut self, x: &Expr, e: &Expr) {
        if let (Type::Float(FloatTy::F64), Type::Float(FloatTy::F32)) = (&x.ty, &e.ty) {
            self.float_result(&[x], e, "type conversion", false, true);
        }
        if !self.opts.conversion {
            return;
        }
        if let (Type::Float(_), Some(to)) = (&x.ty, e.ty.int()) {
            // Undefined unless min - 1 < trunc(x) < max + 1: compared in double, exactly.
            if to.is_bool() || to.is_fixed() {
                return;
            }
            let d =
                |v: f64| Expr { kind: ExprKind::Const(v.to_bits()), ty: Type::Float(FloatTy::F64) };
            let x64 = if x.ty == Type::Float(FloatTy::F64) {
                x.clone()
            } else {
                Expr { kind: ExprKind::Cast(Box::new(x.clone())), ty: Type::Float(FloatTy::F64) }
            };
            let (lo_op, lo, hi) = match (to.signed, to.bits) {
                (true, 64) => (BinOp::Le, -(2f64.powi(63)), 2f64.powi(63)),
                (true, b) => (BinOp::Lt, -(2f64.powi(b as i32 - 1)) - 1.0, 2f64.powi(b as i32 - 1)),
                (false, b) => (BinOp::Lt, -1.0, 2f64.powi(b as i32)),
            };
            let ok = and(bin(lo_op, d(lo), x64.clone()), bin(BinOp::Lt, x64, d(hi)));
            let src = self.render(e);
            self.add(
                CheckKind::FloatToInt,
                ok,
                "arithmetic overflow on floating-point to integer type conversion",
                &src,
            );
            return;
        }
        let (Some(from), Some(to)) = (x.ty.int(), e.ty.int()) else { return };
        if to.is_bool() || from == to || from.is_fixed() || to.is_fixed() {
            return;
        }
        let lo = || bin(BinOp::Ge, x.clone(), k(from, to.min().max(from.min())));
        let hi = || bin(BinOp::Le, x.clone(), k(from, to.max()));
        let (ok, what) = match (from.signed, to.signed) {
            (true, true) if to.bits < from.bits => {
                (and(lo(), hi()), "arithmetic overflow on signed type conversion")
            }
            (false, true) if to.bits <= from.bits => {
                (hi(), "arithmetic overflow on unsigned to signed type conversion")
            }
            (true, false) if to.bits + 1 >= from.bits => {
                (lo(), "arithmetic overflow on signed to unsigned type conversion")
            }
            (true, false) => {
                (and(lo(), hi()), "arithmetic overflow on signed to unsigned type conversion")
            }
            (false, false) if to.bits < from.bits => {
                (hi(), "arithmetic overflow on unsigned to unsigned type conversion")
            }
            _ => return,
        };
        let src = self.render(e);
        self.add(CheckKind::Conversion, ok, what, &src);
    }

    /// `0 <= idx < n` for an element of an array of type `arr_ty`, on the index's value as C
    /// has it: the IR converts indices to `long`, so a converted unsigned index is checked
    /// before the conversion (it has no lower bound, as in CBMC).
    fn bounds(&mut self, arr_ty: &Type, idx: &Expr, name: &str, src: &str) -> Result<()> {
        if let Type::Struct(_) = arr_ty {
            // A member access: its constant index is in range by construction.
            return Ok(());
        }
        let Type::Array(_, n) = arr_ty else {
            return Err(Error::internal(format!("index of a non-array ({arr_ty}) in {src}")));
        };
        let i = match &idx.kind {
            ExprKind::Cast(inner)
                if idx.ty == Type::Int(IntTy::LONG) && inner.ty.int().is_some() =>
            {
                &**inner
            }
            _ => idx,
        };
        let Some(it) = i.ty.int() else {
            return Err(Error::internal(format!("non-integer index in {src}")));
        };
        if it.signed {
            let ok = bin(BinOp::Ge, i.clone(), k(it, 0));
            self.add(CheckKind::ArrayBounds, ok, &format!("{name} lower bound"), src);
        }
        let n = i128::from(*n);
        let ok = if n > it.max() { k(IntTy::INT, 1) } else { bin(BinOp::Lt, i.clone(), k(it, n)) };
        self.add(CheckKind::ArrayBounds, ok, &format!("{name} upper bound"), src);
        Ok(())
    }

    fn place_type(&self, p: &Place) -> Result<Type> {
        match p {
            Place::Var(v) => Ok(self.program.var_type(self.func, *v).clone()),
            Place::Index(b, i) => {
                let t = self.place_type(b)?;
                match t.component(i.as_const()) {
                    Some(c) => Ok(c.clone()),
                    None => Err(Error::internal(format!("index of a non-array place of type {t}"))),
                }
            }
            Place::Deref(e) => match &e.ty {
                Type::Pointer(t) => Ok((**t).clone()),
                t => Err(Error::internal(format!("dereference of a non-pointer of type {t}"))),
            },
        }
    }

    /// CBMC's `array_name`: `array 'a'`, `array 'a'[]` for a row of `a`.
    fn array_name(&self, a: &Expr) -> String {
        match &a.kind {
            ExprKind::Var(v) => format!("array '{}'", self.program.var_name(self.func, *v)),
            ExprKind::Index(b, _) => format!("{}[]", self.array_name(b)),
            _ => "array".to_string(),
        }
    }

    fn place_array_name(&self, p: &Place) -> String {
        match p {
            Place::Var(v) => format!("array '{}'", self.program.var_name(self.func, *v)),
            Place::Index(b, _) => format!("{}[]", self.place_array_name(b)),
            Place::Deref(_) => "array".to_string(),
        }
    }

    fn render(&self, e: &Expr) -> String {
        let mut s = String::new();
        render(self.program, self.func, e, &mut s);
        s
    }

    fn render_place(&self, p: &Place) -> String {
        match p {
            Place::Var(v) => self.program.var_name(self.func, *v).to_string(),
            Place::Index(b, i) => format!("{}[{}]", self.render_place(b), self.render(i)),
            Place::Deref(_) => {
                let mut s = String::new();
                render_place(self.program, self.func, p, &mut s);
                s
            }
        }
    }
}

/// The words CBMC uses for a float operator's checks (None: not an arithmetic operator).
fn float_op_name(op: BinOp) -> Option<&'static str> {
    Some(match op {
        BinOp::Add => "addition",
        BinOp::Sub => "subtraction",
        BinOp::Mul => "multiplication",
        BinOp::Div => "division",
        _ => return None,
    })
}

/// `p->m` (`(*p).m`): a member of the struct a pointer points to.
fn is_member_through_pointer(e: &Expr) -> bool {
    matches!(&e.kind, ExprKind::Index(a, i)
        if matches!(&a.kind, ExprKind::Deref(p) if member_of_pointee(p, i).is_some()))
}

/// `x + y` does not overflow (operands of type `t`).
fn add_ok(x: &Expr, y: &Expr, t: IntTy) -> Expr {
    let r = bin(BinOp::Add, x.clone(), y.clone());
    if t.signed {
        // Overflow iff both operands have the sign the result lacks.
        let both = bin(
            BinOp::BitAnd,
            bin(BinOp::BitXor, x.clone(), r.clone()),
            bin(BinOp::BitXor, y.clone(), r),
        );
        bin(BinOp::Ge, both, k(t, 0))
    } else {
        bin(BinOp::Ge, r, x.clone())
    }
}

/// `x - y` does not overflow.
fn sub_ok(x: &Expr, y: &Expr, t: IntTy) -> Expr {
    if t.signed {
        // Overflow iff the operands' signs differ and the result's differs from x's.
        let r = bin(BinOp::Sub, x.clone(), y.clone());
        let both = bin(
            BinOp::BitAnd,
            bin(BinOp::BitXor, x.clone(), y.clone()),
            bin(BinOp::BitXor, x.clone(), r),
        );
        bin(BinOp::Ge, both, k(t, 0))
    } else {
        bin(BinOp::Ge, x.clone(), y.clone())
    }
}

/// `x * y` does not overflow: the exact product at 64 bits for types of 32 bits or fewer
/// (`widen`), else `x == 0 || (x * y) / x == y` (with `-1 * MIN` excluded for signed types,
/// whose quotient itself wraps).
fn mul_ok(x: &Expr, y: &Expr, t: IntTy, widen: bool) -> Expr {
    if widen && t.bits <= 32 {
        let wt = if t.signed { IntTy::LONG } else { IntTy::ULONG };
        let p = bin(BinOp::Mul, cast(x.clone(), wt), cast(y.clone(), wt));
        let hi = bin(BinOp::Le, p.clone(), k(wt, t.max()));
        return if t.signed { and(bin(BinOp::Ge, p, k(wt, t.min())), hi) } else { hi };
    }
    let r = bin(BinOp::Mul, x.clone(), y.clone());
    let exact = bin(BinOp::Eq, bin(BinOp::Div, r, x.clone()), y.clone());
    let exact = if t.signed {
        let wraps =
            and(bin(BinOp::Eq, x.clone(), k(t, -1)), bin(BinOp::Eq, y.clone(), k(t, t.min())));
        and(not(wraps), exact)
    } else {
        exact
    };
    or(bin(BinOp::Eq, x.clone(), k(t, 0)), exact)
}

/// Signed `x / y` and `x % y` are defined unless x is the minimum and y is -1.
fn div_ok(x: &Expr, y: &Expr, t: IntTy) -> Expr {
    or(bin(BinOp::Ne, x.clone(), k(t, t.min())), bin(BinOp::Ne, y.clone(), k(t, -1)))
}

/// For x > 0 and a count `d` (of x's type) in 0..width: `x << d` is representable, i.e. the
/// bits of x from `width - 1 - d` up are zero.
fn shl_fits(x: &Expr, d: &Expr, t: IntTy) -> Expr {
    let s = bin(BinOp::Sub, k(t, i128::from(t.bits) - 1), d.clone());
    bin(BinOp::Eq, bin(BinOp::Shr, x.clone(), s), k(t, 0))
}

fn is_pointer(e: &Expr) -> bool {
    matches!(e.ty, Type::Pointer(_))
}

/// `p != 0` (a pointer's comparison with null), as written: not folded.
fn not_null_of(p: &Expr) -> Expr {
    let null = Expr { kind: ExprKind::Const(0), ty: p.ty.clone() };
    Expr {
        kind: ExprKind::Binary(BinOp::Ne, Box::new(p.clone()), Box::new(null)),
        ty: Type::Int(IntTy::INT),
    }
}

/// The address of a variable or of a part of one (`&x`, `&a[i]`, moved or converted): never
/// null, since pointer arithmetic moves the offset only. (`&p->m` is `p`'s value moved.)
fn is_address(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::AddrOf(place) => place.root().is_some(),
        ExprKind::Cast(a) | ExprKind::PtrAdd(a, _) => is_pointer(a) && is_address(a),
        _ => false,
    }
}

/// A label's address (gcc's `&&l`), through pointer conversions: no object of the program's.
fn is_label_address(e: &Expr) -> bool {
    super::consteval::constant_address(e).is_some_and(|v| v >> 32 == super::LABEL_OBJECTS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Var;

    fn var(i: u32, t: IntTy) -> Expr {
        Expr::var(Var::Local(i), Type::Int(t))
    }

    /// Evaluates a condition over x = Local(0), y = Local(1) (raw bits).
    fn holds(c: &Expr, x: u64, y: u64) -> bool {
        crate::ir::consteval::eval_with(c, &|v| match v {
            Var::Local(0) => Some(x),
            Var::Local(1) => Some(y),
            _ => None,
        })
        .expect("evaluable")
            != 0
    }

    /// The values of an 8-bit type, as raw bits and mathematical values.
    fn values(t: IntTy) -> impl Iterator<Item = (u64, i128)> {
        (0u64..256).map(move |raw| (raw, t.value_of(raw)))
    }

    fn in_range(t: IntTy, v: i128) -> bool {
        t.min() <= v && v <= t.max()
    }

    #[test]
    fn arithmetic_conditions_are_exact_at_8_bits() {
        for t in [IntTy::CHAR, IntTy::UCHAR] {
            let (x, y) = (var(0, t), var(1, t));
            let add = add_ok(&x, &y, t);
            let sub = sub_ok(&x, &y, t);
            let mul_wide = mul_ok(&x, &y, t, true);
            let mul_div = mul_ok(&x, &y, t, false);
            let div = div_ok(&x, &y, t);
            for (rx, vx) in values(t) {
                for (ry, vy) in values(t) {
                    assert_eq!(holds(&add, rx, ry), in_range(t, vx + vy), "{t} {vx} + {vy}");
                    assert_eq!(holds(&sub, rx, ry), in_range(t, vx - vy), "{t} {vx} - {vy}");
                    assert_eq!(
                        holds(&mul_wide, rx, ry),
                        in_range(t, vx * vy),
                        "{t} {vx} * {vy} (widened)"
                    );
                    assert_eq!(
                        holds(&mul_div, rx, ry),
                        in_range(t, vx * vy),
                        "{t} {vx} * {vy} (division)"
                    );
                    if t.signed && vy != 0 {
                        assert_eq!(holds(&div, rx, ry), in_range(t, vx / vy), "{t} {vx} / {vy}");
                    }
                }
            }
        }
    }

    #[test]
    fn multiplication_at_64_bits() {
        for t in [IntTy::LONG, IntTy::ULONG] {
            let (x, y) = (var(0, t), var(1, t));
            let ok = mul_ok(&x, &y, t, true);
            let samples: [i128; 12] = [
                0,
                1,
                -1,
                2,
                -2,
                3,
                1 << 31,
                1 << 32,
                (1 << 62) + 1,
                i64::MAX as i128,
                i64::MIN as i128,
                u64::MAX as i128,
            ];
            for &a in &samples {
                for &b in &samples {
                    let (ra, rb) = (a as u64, b as u64);
                    let (va, vb) = (t.value_of(ra), t.value_of(rb));
                    assert_eq!(holds(&ok, ra, rb), in_range(t, va * vb), "{t} {va} * {vb}");
                }
            }
        }
    }

    #[test]
    fn signed_shift_left_matches_c11() {
        let t = IntTy::CHAR;
        let (x, d) = (var(0, t), var(1, t));
        let mut g_out = Vec::new();
        let p = Program::default();
        let f = Function {
            name: "f".into(),
            loc: Default::default(),
            ret: Type::Void,
            params: 0,
            locals: vec![
                crate::ir::LocalInfo { name: "x".into(), ty: Type::Int(t), is_temp: false },
                crate::ir::LocalInfo { name: "d".into(), ty: Type::Int(t), is_temp: false },
            ],
            body: None,
        };
        let opts = CheckOptions { signed_overflow: true, shift: true, ..Default::default() };
        let e = Expr {
            kind: ExprKind::Binary(BinOp::Shl, Box::new(x.clone()), Box::new(d.clone())),
            ty: Type::Int(t),
        };
        let mut g = Gen { program: &p, func: &f, opts: &opts, guards: Vec::new(), out: Vec::new() };
        g.expr(&e).unwrap();
        g_out.extend(g.out);
        let descr: Vec<_> = g_out.iter().map(|c| c.description.as_str()).collect();
        assert_eq!(
            descr,
            [
                "shift distance is negative in x << d",
                "shift distance too large in x << d",
                "shift operand is negative in x << d",
                "arithmetic overflow on signed shl in x << d",
            ]
        );
        for (rx, vx) in values(t) {
            for (rd, vd) in values(t) {
                let shift_ok = (0..8).contains(&vd) && vx >= 0;
                let all_ok = g_out.iter().all(|c| holds(&c.cond, rx, rd));
                let defined = shift_ok && in_range(t, vx << vd);
                assert_eq!(all_ok, defined, "{vx} << {vd}");
                // The overflow check alone: only nonnegative x, distance in 0..=8.
                let ovf = holds(&g_out[3].cond, rx, rd);
                let expect = !(vx > 0 && (0..=8).contains(&vd) && !in_range(t, vx << vd));
                assert_eq!(ovf, expect, "overflow check of {vx} << {vd}");
            }
        }
    }

    #[test]
    fn conversions_match_representability() {
        let types = [
            IntTy::CHAR,
            IntTy::UCHAR,
            IntTy::SHORT,
            IntTy::USHORT,
            IntTy::INT,
            IntTy::UINT,
            IntTy::LONG,
            IntTy::ULONG,
        ];
        let p = Program::default();
        let opts = CheckOptions { conversion: true, ..Default::default() };
        for from in types {
            let f = Function {
                name: "f".into(),
                loc: Default::default(),
                ret: Type::Void,
                params: 0,
                locals: vec![crate::ir::LocalInfo {
                    name: "x".into(),
                    ty: Type::Int(from),
                    is_temp: false,
                }],
                body: None,
            };
            for to in types {
                if to == from {
                    continue;
                }
                let e = Expr { kind: ExprKind::Cast(Box::new(var(0, from))), ty: Type::Int(to) };
                let mut g =
                    Gen { program: &p, func: &f, opts: &opts, guards: Vec::new(), out: Vec::new() };
                g.expr(&e).unwrap();
                let samples = [
                    from.min(),
                    from.min() + 1,
                    -1,
                    0,
                    1,
                    127,
                    128,
                    255,
                    256,
                    32767,
                    32768,
                    65535,
                    65536,
                    from.max() - 1,
                    from.max(),
                ];
                for v in samples.into_iter().filter(|v| in_range(from, *v)) {
                    let ok = g
                        .out
                        .iter()
                        .all(|c| holds(&c.cond, v as u64 & crate::bits::mask(from.bits), 0));
                    assert_eq!(ok, in_range(to, v), "({to}) of {from} {v}");
                }
            }
        }
    }

    #[test]
    fn rendering_is_c_like() {
        let p = Program::default();
        let f = Function {
            name: "f".into(),
            loc: Default::default(),
            ret: Type::Void,
            params: 0,
            locals: vec![
                crate::ir::LocalInfo {
                    name: "a".into(),
                    ty: Type::Int(IntTy::INT),
                    is_temp: false,
                },
                crate::ir::LocalInfo {
                    name: "b".into(),
                    ty: Type::Int(IntTy::INT),
                    is_temp: false,
                },
            ],
            body: None,
        };
        let (a, b) = (var(0, IntTy::INT), var(1, IntTy::INT));
        let sum = Expr {
            kind: ExprKind::Binary(BinOp::Add, Box::new(a.clone()), Box::new(b.clone())),
            ty: Type::Int(IntTy::INT),
        };
        let prod = Expr {
            kind: ExprKind::Binary(BinOp::Mul, Box::new(sum.clone()), Box::new(k(IntTy::INT, -2))),
            ty: Type::Int(IntTy::INT),
        };
        let diff = Expr {
            kind: ExprKind::Binary(BinOp::Sub, Box::new(a.clone()), Box::new(sum)),
            ty: Type::Int(IntTy::INT),
        };
        let wide = cast(b, IntTy::LONG);
        let mut s = String::new();
        render(&p, &f, &prod, &mut s);
        assert_eq!(s, "(a + b) * -2");
        s.clear();
        render(&p, &f, &diff, &mut s);
        assert_eq!(s, "a - (a + b)");
        s.clear();
        render(&p, &f, &wide, &mut s);
        assert_eq!(s, "(long)b");
        let shl = Expr {
            kind: ExprKind::Binary(BinOp::Shl, Box::new(a.clone()), Box::new(diff.clone())),
            ty: Type::Int(IntTy::INT),
        };
        s.clear();
        render(&p, &f, &shl, &mut s);
        assert_eq!(s, "a << (a - (a + b))");
    }
}
