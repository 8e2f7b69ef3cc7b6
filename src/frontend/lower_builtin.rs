//! CBMC's `__CPROVER_*` built-ins beyond assert/assume, and the C library's output functions.
//!
//! An unknown `__CPROVER_` name is an `Unsupported` error: taking it as a function without a
//! body would give an arbitrary value where CBMC computes a known one (`__CPROVER_isnand(x)`
//! that constrains nothing).
//!
//! Output functions (`printf`, `puts`, ...; also as gcc's `__builtin_printf`, ...) change no
//! state ibmc models: their arguments are evaluated, their result is an input (the count of
//! characters written, or EOF). `%n`, which writes through a pointer, is `Unsupported`. The
//! functions that write to a buffer (`sprintf`, `snprintf`) or read input (`scanf`) are not
//! handled here: they are functions without a body (`lower_call.rs`).

use lang_c::ast::Expression;
use lang_c::span::Node;

use super::lower_expr::cast;
use super::Lower;
use crate::error::Result;
use crate::ir::build::{binary, unary, void_value};
use crate::ir::{BinOp, Expr, ExprKind, InstrKind, IntTy, Place, PtrQuery, Type, UnOp};

/// Output functions: no effect on the program's state, an `int` result.
const OUTPUT_FUNCTIONS: [&str; 10] = [
    "printf", "puts", "putchar", "fprintf", "fputs", "fputc", "putc", "fflush", "vprintf",
    "vfprintf",
];

/// Output functions with no result, or one the program never uses.
const VOID_OUTPUT_FUNCTIONS: [&str; 1] = ["perror"];

impl Lower<'_> {
    /// `__CPROVER_*` built-ins and output functions, for names without a body; `None` for
    /// other names.
    pub fn extra_builtin(
        &mut self,
        name: &str,
        args: &[Node<Expression>],
        off: usize,
        want: bool,
    ) -> Result<Option<Expr>> {
        if let Some(b) = name.strip_prefix("__CPROVER_") {
            return self.cprover_builtin(name, b, args, off).map(Some);
        }
        // gcc's `__builtin_printf` & co. are the library's functions.
        let name = match name.strip_prefix("__builtin_") {
            Some(b) if OUTPUT_FUNCTIONS.contains(&b) => b,
            _ => name,
        };
        if let Some(v) = self.label_value_call(name, args, off)? {
            return Ok(Some(v));
        }
        if let Some(v) = self.gcc_builtin(name, args, off)? {
            return Ok(Some(v));
        }
        if name == "pthread_exit" {
            // Ends the calling thread; with one thread (ibmc's model), the execution.
            for a in args.iter().rev() {
                self.effect(a)?;
            }
            self.emit(InstrKind::Stop);
            return Ok(Some(void_value()));
        }
        if name.starts_with("pthread_") || name.starts_with("thrd_") {
            // Threads would run code the call does not show: not a function without a body.
            return Err(self.unsupported(off, format!("`{name}` (threads are not modelled)")));
        }
        if let Some(v) = self.ctype_builtin(name, args, off)? {
            return Ok(Some(v));
        }
        if OUTPUT_FUNCTIONS.contains(&name) || VOID_OUTPUT_FUNCTIONS.contains(&name) {
            for a in args {
                if let Expression::StringLiteral(s) = &a.node {
                    let text = super::literal::string(&s.node).unwrap_or_default();
                    if has_percent_n(&text) {
                        return Err(self.unsupported(
                            off,
                            format!("`{name}` with `%n` (a write through a pointer)"),
                        ));
                    }
                }
            }
            for a in args.iter().rev() {
                self.effect(a)?;
            }
            if VOID_OUTPUT_FUNCTIONS.contains(&name) {
                return Ok(Some(void_value()));
            }
            // The count of characters written (or EOF) is not modelled: where the program
            // uses it, any int stands for it, and that over-approximation is reported.
            if want && self.dry_run == 0 && self.ctx.unmodelled_results.insert(name.to_string()) {
                tracing::warn!(
                    "{}: function `{name}`: its result is not modelled (the count of characters written): any int stands for it",
                    self.where_at(off)
                );
            }
            let t = self.temp(Type::Int(IntTy::INT));
            self.emit(InstrKind::Nondet { place: Place::Var(t), source: name.to_string() });
            return Ok(Some(Expr::var(t, Type::Int(IntTy::INT))));
        }
        Ok(None)
    }

    fn cprover_builtin(
        &mut self,
        name: &str,
        b: &str,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Expr> {
        // Float classifications: `__CPROVER_isnanf`, `__CPROVER_isinfd`, `__CPROVER_signld`...
        let class = ["isnan", "isinf", "isfinite", "isnormal", "sign"]
            .into_iter()
            .find(|c| b.strip_prefix(c).is_some_and(|s| matches!(s, "f" | "d" | "ld")));
        if let Some(c) = class {
            if b.ends_with("ld") {
                return Err(self.unsupported(off, format!("`{name}` (long double)")));
            }
            let builtin = if c == "sign" {
                "__builtin_signbit".to_string()
            } else {
                format!("__builtin_{c}")
            };
            return match self.float_builtin(&builtin, args, off)? {
                Some(e) => Ok(cast(e, IntTy::BOOL)),
                None => Err(self.unsupported(off, format!("`{name}`"))),
            };
        }
        match (b, args) {
            ("r_ok" | "w_ok" | "rw_ok", [p, n]) => self.pointer_ok(p, n, name, off),
            ("POINTER_OBJECT", [p]) => {
                let p = self.pointer_arg(p, name, off)?;
                Ok(Expr {
                    kind: ExprKind::PtrQuery(PtrQuery::Object, Box::new(p)),
                    ty: Type::Int(IntTy::ULONG),
                })
            }
            ("POINTER_OFFSET", [p]) => {
                let p = self.pointer_arg(p, name, off)?;
                Ok(Expr {
                    kind: ExprKind::PtrQuery(PtrQuery::Offset, Box::new(p)),
                    ty: Type::Int(IntTy::LONG),
                })
            }
            ("same_object", [p, q]) => self.same_object(p, q, name, off),
            ("allocate", [size, zero]) => self.cprover_allocate(size, zero, name, off),
            // The whole object the pointer points into gets arbitrary contents (a pointer to
            // no object changes nothing, as for a function without a body).
            ("havoc_object", [p]) => self.havoc_object(p, off),
            ("precondition" | "postcondition", [c, msg]) => self.contract_check(c, msg, b),
            ("input" | "output", [_, ..]) => {
                // `__CPROVER_input("name", v)` records a value for CBMC's test suites; it has
                // no effect on the execution (ibmc's tests record every input anyway).
                for a in args.iter().rev() {
                    self.effect(a)?;
                }
                Ok(void_value())
            }
            ("cover", [c]) => self.cover_goal(c),
            ("OBJECT_SIZE", [p]) => self.object_size(p, name, off),
            ("DYNAMIC_OBJECT" | "is_dynamic_object", [p]) => {
                let p = self.pointer_arg(p, name, off)?;
                let d = Expr {
                    kind: ExprKind::PtrQuery(PtrQuery::Dynamic, Box::new(p)),
                    ty: Type::Int(IntTy::INT),
                };
                Ok(cast(d, IntTy::BOOL))
            }
            // CBMC's string primitives (of its `--string-abstraction`), by the strings' exact
            // contents: the bytes from the pointer to its object's end, whether a null is
            // among them, and where the first is (an assignment to one is an assumption,
            // `string_primitive_assignment`).
            ("buffer_size", [p]) => self.buffer_size(p, name, off),
            ("is_zero_string" | "zero_string_length", [p]) => {
                let p = self.char_pointer(p, name, off)?;
                let (len, ends) = self.string_length_and_end(p);
                Ok(if b == "is_zero_string" { cast(ends, IntTy::BOOL) } else { len })
            }
            // CBMC's array primitives, on the objects the pointers point into
            // (`symex::array_ops`).
            ("array_set" | "array_copy" | "array_replace" | "array_equal", [d, x]) => {
                self.array_primitive(d, x, name, b, off)
            }
            _ => Err(self.unsupported(off, format!("CBMC built-in `{name}`"))),
        }
    }
    /// `__CPROVER_r_ok(p, n)` (and `w_ok`, `rw_ok`): `p` points to `n` accessible bytes.
    fn pointer_ok(
        &mut self,
        p: &Node<Expression>,
        n: &Node<Expression>,
        name: &str,
        off: usize,
    ) -> Result<Expr> {
        if let Some((v, _)) = self.const_value(n)? {
            let p = self.pointer_arg(p, name, off)?;
            // A negative size converts to a huge `size_t`: no object has that many bytes.
            let ok = match u64::try_from(v) {
                Ok(v) => {
                    Expr { kind: ExprKind::ValidPtr(Box::new(p), v), ty: Type::Int(IntTy::INT) }
                }
                Err(_) => Expr::constant(IntTy::INT, 0),
            };
            return Ok(cast(ok, IntTy::BOOL));
        }
        let n = self.int_rvalue(n)?;
        let n = cast(n, IntTy::ULONG);
        let p = self.pointer_arg(p, name, off)?;
        Ok(cast(self.valid_for(p, n), IntTy::BOOL))
    }

    fn cprover_allocate(
        &mut self,
        size: &Node<Expression>,
        zero: &Node<Expression>,
        name: &str,
        off: usize,
    ) -> Result<Expr> {
        // `__CPROVER_allocate(size, zero)`: CBMC's primitive under `malloc`/`calloc`.
        let zeroed = match self.const_value(zero)? {
            Some((v, _)) => v != 0,
            None => {
                return Err(
                    self.unsupported(off, format!("`{name}` whose zero flag is not a constant"))
                )
            }
        };
        let kind = if zeroed { crate::ir::AllocKind::Calloc } else { crate::ir::AllocKind::Malloc };
        let elem = self.sizeof_type_in(size);
        let bytes = self.int_rvalue(size)?;
        Ok(self.emit_alloc(kind, cast(bytes, IntTy::ULONG), elem))
    }

    fn havoc_object(&mut self, p: &Node<Expression>, off: usize) -> Result<Expr> {
        let v = self.rvalue(p)?;
        let v = self.decay(v);
        if !matches!(v.ty, Type::Pointer(_)) {
            return Err(
                self.invalid(off, "`__CPROVER_havoc_object` of something that is not a pointer")
            );
        }
        let v = self.spill(v);
        self.emit(InstrKind::Havoc(v));
        Ok(void_value())
    }

    /// `__CPROVER_precondition(c, msg)`, `__CPROVER_postcondition`: assertions.
    fn contract_check(
        &mut self,
        c: &Node<Expression>,
        msg: &Node<Expression>,
        b: &str,
    ) -> Result<Expr> {
        // CBMC checks both where they stand, like assertions.
        let cond = self.truth(c)?;
        let desc = self.description(msg).unwrap_or_else(|| format!("{b} {}", self.source_text(c)));
        let loc = self.f.loc;
        let prop =
            self.ctx.prog.add_property(crate::ir::PropKind::Assertion, &self.f.name, loc, desc);
        self.emit(InstrKind::Assert(cond, prop));
        Ok(void_value())
    }

    /// `__CPROVER_OBJECT_SIZE(p)`: a constant for the address of a named object.
    fn object_size(&mut self, p: &Node<Expression>, name: &str, off: usize) -> Result<Expr> {
        let p = self.pointer_arg(p, name, off)?;
        // The address of a named object: its size is known here (a constant length
        // for `__CPROVER_havoc_slice`, `memset`, ...).
        if let ExprKind::AddrOf(place) = &p.kind {
            if let Some(size) = place.root().and_then(|v| self.var_type(v).size()) {
                return Ok(Expr::constant(IntTy::ULONG, i128::from(size)));
            }
        }
        Ok(Expr {
            kind: ExprKind::PtrQuery(PtrQuery::Size, Box::new(p)),
            ty: Type::Int(IntTy::ULONG),
        })
    }

    /// `__CPROVER_same_object(p, q)`: whether the pointers point into the same object.
    fn same_object(
        &mut self,
        p: &Node<Expression>,
        q: &Node<Expression>,
        name: &str,
        off: usize,
    ) -> Result<Expr> {
        let q = self.pointer_arg(q, name, off)?;
        let q = self.spill(q);
        let p = self.pointer_arg(p, name, off)?;
        let object = |e: Expr| Expr {
            kind: ExprKind::PtrQuery(PtrQuery::Object, Box::new(e)),
            ty: Type::Int(IntTy::ULONG),
        };
        let eq = Expr {
            kind: ExprKind::Binary(BinOp::Eq, Box::new(object(p)), Box::new(object(q))),
            ty: Type::Int(IntTy::INT),
        };
        Ok(cast(eq, IntTy::BOOL))
    }

    /// `__CPROVER_cover(c)`: a coverage goal (`--cover cover`); without --cover it is no property.
    fn cover_goal(&mut self, c: &Node<Expression>) -> Result<Expr> {
        // A coverage goal (`--cover cover`); without --cover it is no property.
        let cond = self.truth(c)?;
        let loc = self.f.loc;
        let kind = crate::ir::PropKind::Cover(crate::ir::Criterion::Cover);
        let desc = format!("condition '{}'", self.source_text(c));
        let prop = self.ctx.prog.add_property(kind, &self.f.name, loc, desc);
        self.emit(InstrKind::Cover(cond, prop));
        Ok(void_value())
    }

    /// `__CPROVER_buffer_size(p)`: the bytes from `p` to its object's end.
    fn buffer_size(&mut self, p: &Node<Expression>, name: &str, off: usize) -> Result<Expr> {
        let p = self.pointer_arg(p, name, off)?;
        let p = if matches!(p.kind, ExprKind::Var(_)) { p } else { self.spill(p) };
        let size = Expr {
            kind: ExprKind::PtrQuery(PtrQuery::Size, Box::new(p.clone())),
            ty: Type::Int(IntTy::ULONG),
        };
        let offset = Expr {
            kind: ExprKind::PtrQuery(PtrQuery::Offset, Box::new(p)),
            ty: Type::Int(IntTy::ULONG),
        };
        Ok(binary(BinOp::Sub, size, offset, IntTy::ULONG))
    }

    /// CBMC's array primitives, on the objects the pointers point into (`symex::array_ops`).
    fn array_primitive(
        &mut self,
        d: &Node<Expression>,
        x: &Node<Expression>,
        name: &str,
        b: &str,
        off: usize,
    ) -> Result<Expr> {
        let dest = self.pointer_arg(d, name, off)?;
        let dest = self.spill(dest);
        let kind = match b {
            "array_set" => crate::ir::ArrayOpKind::Set(self.rvalue(x)?),
            _ => {
                let other = self.pointer_arg(x, name, off)?;
                match b {
                    "array_copy" => crate::ir::ArrayOpKind::Copy(other),
                    "array_replace" => crate::ir::ArrayOpKind::Replace(other),
                    _ => {
                        let t = self.temp(Type::Int(IntTy::INT));
                        self.emit(InstrKind::ArrayOp(crate::ir::ArrayOp {
                            dest,
                            kind: crate::ir::ArrayOpKind::Equal(other, Place::Var(t)),
                        }));
                        return Ok(cast(Expr::var(t, Type::Int(IntTy::INT)), IntTy::BOOL));
                    }
                }
            }
        };
        if let crate::ir::ArrayOpKind::Set(v) = &kind {
            if !matches!(v.ty, Type::Int(_) | Type::Float(_) | Type::Pointer(_)) {
                return Err(self.invalid(off, format!("value of `{name}` is not a scalar")));
            }
        }
        self.emit(InstrKind::ArrayOp(crate::ir::ArrayOp { dest, kind }));
        Ok(void_value())
    }

    /// `int` 1 when `p` points to `n` (an `unsigned long` known only at run time) bytes of a
    /// live object: it is valid (into or one past the end of the object) and the bytes from it
    /// to the object's end are at least `n`.
    pub fn valid_for(&mut self, p: Expr, n: Expr) -> Expr {
        // Read three times: a variable as it is (so the checks name it), else a temporary.
        let p = if matches!(p.kind, ExprKind::Var(_)) { p } else { self.spill(p) };
        let valid =
            Expr { kind: ExprKind::ValidPtr(Box::new(p.clone()), 0), ty: Type::Int(IntTy::INT) };
        let size = Expr {
            kind: ExprKind::PtrQuery(PtrQuery::Size, Box::new(p.clone())),
            ty: Type::Int(IntTy::ULONG),
        };
        let offset = Expr {
            kind: ExprKind::PtrQuery(PtrQuery::Offset, Box::new(p)),
            ty: Type::Int(IntTy::ULONG),
        };
        let room = binary(BinOp::Sub, size, offset, IntTy::ULONG);
        let fits = binary(BinOp::Le, n, room, IntTy::INT);
        binary(BinOp::LogAnd, valid, fits, IntTy::INT)
    }

    fn pointer_arg(&mut self, a: &Node<Expression>, name: &str, off: usize) -> Result<Expr> {
        let v = self.rvalue(a)?;
        let v = self.decay(v);
        // The null pointer constant `0`.
        let v = if matches!(v.ty, Type::Int(_)) && v.as_const() == Some(0) {
            self.convert(v, &Type::Pointer(Box::new(Type::Void)), off)?
        } else {
            v
        };
        if !matches!(v.ty, Type::Pointer(_)) {
            return Err(self.invalid(off, format!("argument of `{name}` is not a pointer")));
        }
        Ok(v)
    }
}

/// Whether a format string has a `%n` conversion (`%ln`, `%hhn`, ... included).
fn has_percent_n(fmt: &[u8]) -> bool {
    let mut i = 0;
    while i < fmt.len() {
        if fmt[i] != b'%' {
            i += 1;
            continue;
        }
        i += 1;
        if fmt.get(i) == Some(&b'%') {
            i += 1;
            continue;
        }
        while i < fmt.len() && !fmt[i].is_ascii_alphabetic() {
            i += 1;
        }
        while i < fmt.len() && matches!(fmt[i], b'h' | b'l' | b'j' | b'z' | b't' | b'L' | b'q') {
            i += 1;
        }
        if fmt.get(i) == Some(&b'n') {
            return true;
        }
        i += 1;
    }
    false
}

/// The gcc/clang integer built-ins, modelled exactly over unsigned arithmetic (so no check of
/// `--signed-overflow-check` fires inside them), and `__sync_*` atomics with their
/// single-threaded meaning. Others of the `__builtin_`, `__sync_` and `__atomic_` families are
/// `Unsupported` (they would otherwise be functions without a body: an arbitrary result where
/// the compiler computes a known one).
impl Lower<'_> {
    pub fn gcc_builtin(
        &mut self,
        name: &str,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Option<Expr>> {
        let family = name.starts_with("__builtin_")
            || name.starts_with("__sync_")
            || name.starts_with("__atomic_");
        let base = name.strip_prefix("__builtin_").unwrap_or(name);
        // `ffs`, `ffsl`, `ffsll` of <strings.h> are the same functions.
        if !family && !matches!(base, "ffs" | "ffsl" | "ffsll") {
            return Ok(None);
        }
        if let Some(e) = self.bit_count_builtin(name, base, args, off)? {
            return Ok(Some(e));
        }
        if let Some(w) = base.strip_prefix("bswap") {
            return self.bswap_builtin(name, w, args, off).map(Some);
        }
        // clang's `__builtin_bitreverseN(x)` and `__builtin_rotateleftN(x, n)`/`rotaterightN`
        // (the amount taken modulo N).
        let sized = |stem: &str| match base.strip_prefix(stem)? {
            "8" => Some(IntTy::UCHAR),
            "16" => Some(IntTy::USHORT),
            "32" => Some(IntTy::UINT),
            "64" => Some(IntTy::ULONG),
            _ => None,
        };
        if let Some(t) = sized("bitreverse") {
            return self.bitreverse_builtin(name, t, args, off).map(Some);
        }
        if let Some((t, left)) = sized("rotateleft")
            .map(|t| (t, true))
            .or_else(|| sized("rotateright").map(|t| (t, false)))
        {
            return self.rotate_builtin(name, t, left, args, off).map(Some);
        }
        if let Some(op) = base.strip_suffix("_overflow") {
            return self.overflow_builtin(name, op, args, off).map(Some);
        }
        if let Some(op) = name.strip_prefix("__sync_") {
            return self.sync_builtin(name, op, args, off).map(Some);
        }
        if let Some(e) = self.control_builtin(base, args, off)? {
            return Ok(Some(e));
        }
        Err(self.unsupported(off, format!("compiler built-in `{name}`")))
    }

    /// `popcount`, `parity`, `clz`, `ctz`, `ffs` and `clrsb` with their `l`/`ll` forms (None
    /// for other names): the operand at the width of the suffix, counted by `bit_count`.
    fn bit_count_builtin(
        &mut self,
        name: &str,
        base: &str,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Option<Expr>> {
        // Operand width from the suffix: none `unsigned int`, `l`/`ll` `unsigned long`.
        let width_of = |b: &str, stem: &str| match &b[stem.len()..] {
            "" => Some(IntTy::UINT),
            "l" | "ll" => Some(IntTy::ULONG),
            _ => None,
        };
        for stem in ["popcount", "parity", "clz", "ctz", "ffs", "clrsb"] {
            let Some(rest) = base.strip_prefix(stem) else { continue };
            let Some(t) = width_of(base, stem).filter(|_| matches!(rest, "" | "l" | "ll")) else {
                continue;
            };
            let [a] = args else {
                return Err(self.invalid(off, format!("`{name}` takes one argument")));
            };
            let x = self.int_rvalue(a)?;
            let x = if stem == "ffs" || stem == "clrsb" {
                // Signed parameters: the bits of the value.
                cast(cast(x, IntTy { signed: true, ..t.plain() }), t)
            } else {
                cast(x, t)
            };
            let x = self.spill(x);
            if self.ctx.bounds_check && (stem == "clz" || stem == "ctz") {
                self.bit_count_check(stem, &x, t, name, a);
            }
            return Ok(Some(bit_count(stem, x, t)));
        }
        Ok(None)
    }

    /// `--bounds-check`: `clz`/`ctz` of zero is undefined (gcc's manual), CBMC's `bit_count`
    /// property with its description.
    fn bit_count_check(
        &mut self,
        stem: &str,
        x: &Expr,
        t: IntTy,
        name: &str,
        a: &Node<Expression>,
    ) {
        let which = if stem == "clz" { "leading" } else { "trailing" };
        let arg = self.source_text(a);
        let description =
            format!("count {which} zeros is undefined for value zero in {name}({arg})");
        let prop = self.ctx.prog.add_property(
            crate::ir::PropKind::Check(crate::ir::CheckKind::BitCount),
            &self.f.name,
            self.f.loc,
            description,
        );
        let nonzero = binary(BinOp::Ne, x.clone(), Expr::constant(t, 0), IntTy::INT);
        self.emit(InstrKind::Assert(nonzero, prop));
    }

    /// `__builtin_bswap16`/`32`/`64` (`width` is the suffix; others are unsupported): the
    /// operand's bytes in reverse order, shifted into place one by one.
    fn bswap_builtin(
        &mut self,
        name: &str,
        width: &str,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Expr> {
        let t = match width {
            "16" => IntTy::USHORT,
            "32" => IntTy::UINT,
            "64" => IntTy::ULONG,
            _ => return Err(self.unsupported(off, format!("`{name}`"))),
        };
        let [a] = args else {
            return Err(self.invalid(off, format!("`{name}` takes one argument")));
        };
        let x = self.int_rvalue(a)?;
        let x = self.spill(cast(x, t));
        let bytes = t.bits / 8;
        let mut acc = Expr::constant(t, 0);
        for k in 0..bytes {
            let byte = binary(BinOp::BitAnd, shr(x.clone(), 8 * k, t), Expr::constant(t, 0xff), t);
            let moved = shl(byte, 8 * (bytes - 1 - k), t);
            acc = binary(BinOp::BitOr, acc, moved, t);
        }
        Ok(acc)
    }

    /// clang's `__builtin_bitreverseN(x)` at type `t`: the operand's bits in reverse order,
    /// moved into place one by one.
    fn bitreverse_builtin(
        &mut self,
        name: &str,
        t: IntTy,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Expr> {
        let [a] = args else {
            return Err(self.invalid(off, format!("`{name}` takes one argument")));
        };
        let x = self.int_rvalue(a)?;
        let x = self.spill(cast(x, t));
        let mut acc = Expr::constant(t, 0);
        for k in 0..t.bits {
            let bit = binary(BinOp::BitAnd, shr(x.clone(), k, t), Expr::constant(t, 1), t);
            acc = binary(BinOp::BitOr, acc, shl(bit, t.bits - 1 - k, t), t);
        }
        Ok(acc)
    }

    /// clang's `__builtin_rotateleftN(x, n)` (`left`) and `__builtin_rotaterightN(x, n)` at
    /// type `t`, the amount taken modulo N. Both shift amounts are masked, so neither shift is
    /// by the full width when the amount is 0.
    fn rotate_builtin(
        &mut self,
        name: &str,
        t: IntTy,
        left: bool,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Expr> {
        let [a, n] = args else {
            return Err(self.invalid(off, format!("`{name}` takes two arguments")));
        };
        let amount = self.int_rvalue(n)?;
        let amount = self.spill(cast(amount, t));
        let x = self.int_rvalue(a)?;
        let x = self.spill(cast(x, t));
        let mask = Expr::constant(t, i128::from(t.bits - 1));
        let k = self.spill(binary(BinOp::BitAnd, amount, mask.clone(), t));
        let back = binary(
            BinOp::BitAnd,
            binary(BinOp::Sub, Expr::constant(t, i128::from(t.bits)), k.clone(), t),
            mask,
            t,
        );
        let (first, second) =
            if left { (BinOp::Shl, BinOp::Shr) } else { (BinOp::Shr, BinOp::Shl) };
        let a = binary(first, x.clone(), k, t);
        let b = binary(second, x, back, t);
        Ok(binary(BinOp::BitOr, a, b, t))
    }

    /// The built-ins about control and compilation rather than values (None for other names):
    /// `abort`/`trap` stop, `prefetch` only evaluates its operands, `constant_p` says whether
    /// its operand is a constant, and reaching `unreachable` fails an assertion.
    fn control_builtin(
        &mut self,
        base: &str,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Option<Expr>> {
        match base {
            "abort" | "trap" => {
                self.emit(InstrKind::Stop);
                Ok(Some(void_value()))
            }
            "prefetch" => {
                for a in args.iter().rev() {
                    self.effect(a)?;
                }
                Ok(Some(void_value()))
            }
            "constant_p" => {
                let [a] = args else {
                    return Err(self.invalid(off, "`__builtin_constant_p` takes one argument"));
                };
                let c = self.const_value(a).ok().flatten().is_some();
                Ok(Some(Expr::constant(IntTy::INT, i128::from(c))))
            }
            "unreachable" => {
                // Undefined behaviour when reached (CBMC asserts it is not).
                let loc = self.f.loc;
                let prop = self.ctx.prog.add_property(
                    crate::ir::PropKind::Assertion,
                    &self.f.name,
                    loc,
                    "__builtin_unreachable() is not reached".to_string(),
                );
                self.emit(InstrKind::Assert(Expr::constant(IntTy::INT, 0), prop));
                self.emit(InstrKind::Assume(Expr::constant(IntTy::INT, 0)));
                Ok(Some(void_value()))
            }
            _ => Ok(None),
        }
    }

    /// `__builtin_add_overflow(a, b, &r)` and its kin (`sadd`, `uaddl`, ... too); operands of
    /// other types than the result's in `overflow.rs`.
    fn overflow_builtin(
        &mut self,
        name: &str,
        op: &str,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Expr> {
        let Some(bop) = overflow_op(op) else {
            return Err(self.unsupported(off, format!("`{name}`")));
        };
        let [a, b, r] = args else {
            return Err(self.invalid(off, format!("`{name}` takes three arguments")));
        };
        let rp = self.rvalue(r)?;
        let rp = self.decay(rp);
        let Type::Pointer(rt) = &rp.ty else {
            return Err(self.invalid(off, format!("third argument of `{name}` is not a pointer")));
        };
        let Type::Int(t) = **rt else {
            return Err(
                self.unsupported(off, format!("`{name}` with a result that is not an integer"))
            );
        };
        let rp = self.spill(rp);
        let x = self.int_rvalue(a)?;
        let y = self.int_rvalue(b)?;
        if t.is_bool() {
            return Err(self.invalid(off, format!("`{name}` with a result of type `_Bool`")));
        }
        if x.ty != Type::Int(t) || y.ty != Type::Int(t) {
            let (Type::Int(tx), Type::Int(ty)) = (&x.ty, &y.ty) else {
                return Err(self.invalid(off, format!("`{name}` of a non-integer operand")));
            };
            if tx.is_fixed() || ty.is_fixed() || t.is_fixed() {
                return Err(self.unsupported(off, format!("`{name}` of fixed-point values")));
            }
            if tx.bits > 64 || ty.bits > 64 || t.bits > 64 {
                // `overflow.rs` computes the exact value through 64-bit halves; with a wider
                // type it would need 129 bits and more.
                return Err(self.unsupported(
                    off,
                    format!("`{name}` on types that differ with one wider than 64 bits"),
                ));
            }
            let (x, y) = (self.spill(x), self.spill(y));
            let (res, over) = self.as_model(|this| {
                let (res, over) = super::overflow::mixed_overflow(bop, x, y, t);
                (this.spill(res), this.spill(over))
            });
            self.emit(InstrKind::Assign(Place::Deref(rp), res));
            return Ok(cast(over, IntTy::BOOL));
        }
        let (x, y) = (self.spill(x), self.spill(y));
        let (res, over) = self.as_model(|this| {
            let u = IntTy { signed: false, ..t.plain() };
            let x = this.spill(cast(x, u));
            let y = this.spill(cast(y, u));
            let res = this.spill(binary(bop, x.clone(), y.clone(), u));
            let over = this.spill(overflowed(bop, t, x, y, res.clone()));
            (this.spill(cast(res, t)), over)
        });
        self.emit(InstrKind::Assign(Place::Deref(rp), res));
        Ok(cast(over, IntTy::BOOL))
    }

    /// Instructions `f` emits as ibmc's own model (`Loc::MODEL`), which the checks leave
    /// alone: the built-in's wrapping arithmetic and reinterpreting conversions are its
    /// definition, not the program's operations (CBMC's `--conversion-check` and
    /// `--unsigned-overflow-check` do not flag them either). Operands are evaluated before,
    /// at the program's location, and keep their checks.
    pub(super) fn as_model<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> T {
        let at = std::mem::replace(&mut self.f.loc, crate::ir::Loc::MODEL);
        let r = f(self);
        self.f.loc = at;
        r
    }

    /// `__sync_fetch_and_OP(p, v)`, `__sync_OP_and_fetch(p, v)`, compare-and-swap, lock
    /// test-and-set/release, `__sync_synchronize`: one thread, so plain reads and writes.
    fn sync_builtin(
        &mut self,
        name: &str,
        op: &str,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Expr> {
        if op == "synchronize" {
            return Ok(void_value());
        }
        let Some(p) = args.first() else {
            return Err(self.invalid(off, format!("`{name}` takes arguments")));
        };
        let p = self.rvalue(p)?;
        let p = self.decay(p);
        let Type::Pointer(pt) = &p.ty else {
            return Err(self.invalid(off, format!("first argument of `{name}` is not a pointer")));
        };
        let Type::Int(t) = **pt else {
            return Err(
                self.unsupported(off, format!("`{name}` on a value that is not an integer"))
            );
        };
        let p = self.spill(p);
        let place = Place::Deref(p);
        let old = self.spill(self.place_expr(&place));
        let arg = |this: &mut Self, i: usize| -> Result<Expr> {
            let a = args
                .get(i)
                .ok_or_else(|| this.invalid(off, format!("`{name}` takes more arguments")))?;
            let v = this.int_rvalue(a)?;
            Ok(this.spill(cast(v, t)))
        };
        let u = IntTy { signed: false, ..t.plain() };
        let apply = |bop: BinOp, a: Expr, b: Expr| -> Expr {
            cast(binary(bop, cast(a, u), cast(b, u), u), t)
        };
        let arith = |s: &str| match s {
            "add" => Some(BinOp::Add),
            "sub" => Some(BinOp::Sub),
            "and" => Some(BinOp::BitAnd),
            "or" => Some(BinOp::BitOr),
            "xor" => Some(BinOp::BitXor),
            "nand" => Some(BinOp::BitAnd),
            _ => None,
        };
        if let Some(s) = op.strip_prefix("fetch_and_") {
            let bop = arith(s).ok_or_else(|| self.unsupported(off, format!("`{name}`")))?;
            let v = arg(self, 1)?;
            let mut new = apply(bop, old.clone(), v);
            if s == "nand" {
                new = cast(unary(UnOp::BitNot, cast(new, u), u), t);
            }
            self.emit(InstrKind::Assign(place, new));
            return Ok(old);
        }
        if let Some(s) = op.strip_suffix("_and_fetch") {
            let bop = arith(s).ok_or_else(|| self.unsupported(off, format!("`{name}`")))?;
            let v = arg(self, 1)?;
            let mut new = apply(bop, old, v);
            if s == "nand" {
                new = cast(unary(UnOp::BitNot, cast(new, u), u), t);
            }
            let new = self.spill(new);
            self.emit(InstrKind::Assign(place, new.clone()));
            return Ok(new);
        }
        match op {
            "val_compare_and_swap" | "bool_compare_and_swap" => {
                let expected = arg(self, 1)?;
                let desired = arg(self, 2)?;
                let same = self.spill(binary(BinOp::Eq, old.clone(), expected, IntTy::INT));
                let new = Expr {
                    kind: ExprKind::Ite(
                        Box::new(same.clone()),
                        Box::new(desired),
                        Box::new(old.clone()),
                    ),
                    ty: Type::Int(t),
                };
                self.emit(InstrKind::Assign(place, new));
                Ok(if op == "val_compare_and_swap" { old } else { cast(same, IntTy::BOOL) })
            }
            "lock_test_and_set" => {
                let v = arg(self, 1)?;
                self.emit(InstrKind::Assign(place, v));
                Ok(old)
            }
            "lock_release" => {
                self.emit(InstrKind::Assign(place, Expr::constant(t, 0)));
                Ok(void_value())
            }
            _ => Err(self.unsupported(off, format!("`{name}`"))),
        }
    }
}

/// The operation of an overflow built-in from its name between `__builtin_` and `_overflow`:
/// `add`, `sub`, `mul`, or a typed form (`sadd`, `uaddl`, `smulll`, ...) of one; None for
/// others.
fn overflow_op(op: &str) -> Option<BinOp> {
    // `add` or the typed forms `sadd`, `uaddl`, `smulll`, ...
    let op = match op {
        "add" | "sub" | "mul" => op,
        _ => ["add", "sub", "mul"]
            .into_iter()
            .find(|stem| {
                op.get(1..)
                    .and_then(|o| o.strip_prefix(stem))
                    .is_some_and(|rest| matches!(rest, "" | "l" | "ll"))
            })
            .unwrap_or(op),
    };
    match op {
        "add" => Some(BinOp::Add),
        "sub" => Some(BinOp::Sub),
        "mul" => Some(BinOp::Mul),
        _ => None,
    }
}

/// Whether `x bop y` overflows type `t` (an `int` condition), given the operands `x`, `y`
/// and the wrapped result `res` as values of `t`'s unsigned type: from the carry or borrow
/// for unsigned sums and differences, from the sign bits for signed ones, and by dividing
/// the result back for products.
fn overflowed(bop: BinOp, t: IntTy, x: Expr, y: Expr, res: Expr) -> Expr {
    let u = IntTy { signed: false, ..t.plain() };
    let top = |e: Expr| shr(e, t.bits - 1, u);
    let zero = Expr::constant(u, 0);
    match (bop, t.signed) {
        (BinOp::Add, false) => binary(BinOp::Lt, res.clone(), x.clone(), IntTy::INT),
        (BinOp::Sub, false) => binary(BinOp::Lt, x.clone(), y.clone(), IntTy::INT),
        (BinOp::Add, true) => {
            let s = binary(
                BinOp::BitAnd,
                xor(x.clone(), res.clone(), u),
                xor(y.clone(), res.clone(), u),
                u,
            );
            binary(BinOp::Ne, top(s), zero.clone(), IntTy::INT)
        }
        (BinOp::Sub, true) => {
            let s = binary(
                BinOp::BitAnd,
                xor(x.clone(), y.clone(), u),
                xor(x.clone(), res.clone(), u),
                u,
            );
            binary(BinOp::Ne, top(s), zero.clone(), IntTy::INT)
        }
        (_, false) => {
            // x != 0 && res / x != y
            let nz = binary(BinOp::Ne, x.clone(), zero.clone(), IntTy::INT);
            let q = binary(BinOp::Div, res.clone(), x.clone(), u);
            let back = binary(BinOp::Ne, q, y.clone(), IntTy::INT);
            Expr {
                kind: ExprKind::Ite(
                    Box::new(nz),
                    Box::new(back),
                    Box::new(Expr::constant(IntTy::INT, 0)),
                ),
                ty: Type::Int(IntTy::INT),
            }
        }
        (_, true) => {
            // In the signed values: x != 0 && (res / x != y || (x == -1 && y == MIN)).
            let sx = cast(x.clone(), t);
            let sy = cast(y.clone(), t);
            let sr = cast(res.clone(), t);
            let nz = binary(BinOp::Ne, sx.clone(), Expr::constant(t, 0), IntTy::INT);
            let minus_one = binary(BinOp::Eq, sx.clone(), Expr::constant(t, -1), IntTy::INT);
            let min = binary(BinOp::Eq, sy.clone(), Expr::constant(t, t.min()), IntTy::INT);
            let special = binary(BinOp::LogAnd, minus_one.clone(), min, IntTy::INT);
            // Dividing by -1 could overflow itself: divide by 1 there (special covers it).
            let divisor = Expr {
                kind: ExprKind::Ite(
                    Box::new(minus_one.clone()),
                    Box::new(Expr::constant(t, 1)),
                    Box::new(sx),
                ),
                ty: Type::Int(t),
            };
            let q = binary(BinOp::Div, sr.clone(), divisor.clone(), t);
            // x == -1: the product is -y, which overflowed only for y == MIN (special).
            let back_minus = Expr::constant(IntTy::INT, 0);
            let wrong = Expr {
                kind: ExprKind::Ite(
                    Box::new(minus_one.clone()),
                    Box::new(back_minus),
                    Box::new(binary(BinOp::Ne, q, sy, IntTy::INT)),
                ),
                ty: Type::Int(IntTy::INT),
            };
            let bad = binary(BinOp::LogOr, wrong, special, IntTy::INT);
            Expr {
                kind: ExprKind::Ite(
                    Box::new(nz),
                    Box::new(bad),
                    Box::new(Expr::constant(IntTy::INT, 0)),
                ),
                ty: Type::Int(IntTy::INT),
            }
        }
    }
}

fn shr(x: Expr, k: u32, t: IntTy) -> Expr {
    binary(BinOp::Shr, x, Expr::constant(t, i128::from(k)), t)
}

fn shl(x: Expr, k: u32, t: IntTy) -> Expr {
    binary(BinOp::Shl, x, Expr::constant(t, i128::from(k)), t)
}

fn xor(a: Expr, b: Expr, t: IntTy) -> Expr {
    binary(BinOp::BitXor, a, b, t)
}

fn ite(c: Expr, a: Expr, b: Expr) -> Expr {
    let ty = a.ty.clone();
    Expr { kind: ExprKind::Ite(Box::new(c), Box::new(a), Box::new(b)), ty }
}

/// `popcount`, `parity`, `clz`, `ctz`, `ffs`, `clrsb` of `x` (unsigned `t`), as an `int`.
/// gcc leaves `clz`/`ctz` of 0 undefined; x86-64's `bsr`/`bsf`-based code gives various
/// values, so these return the width (what `lzcnt`/`tzcnt` give).
fn bit_count(stem: &str, x: Expr, t: IntTy) -> Expr {
    let w = t.bits;
    let bit = |k: u32| binary(BinOp::BitAnd, shr(x.clone(), k, t), Expr::constant(t, 1), t);
    let is_set = |k: u32| binary(BinOp::Ne, bit(k), Expr::constant(t, 0), IntTy::INT);
    let int = |v: u32| Expr::constant(IntTy::INT, i128::from(v));
    match stem {
        "popcount" | "parity" => {
            let mut acc = Expr::constant(t, 0);
            for k in 0..w {
                acc = binary(BinOp::Add, acc, bit(k), t);
            }
            let acc = cast(acc, IntTy::INT);
            if stem == "parity" {
                binary(BinOp::BitAnd, acc, int(1), IntTy::INT)
            } else {
                acc
            }
        }
        "clz" => (0..w).fold(int(w), |acc, k| ite(is_set(k), int(w - 1 - k), acc)),
        "ctz" => (0..w).rev().fold(int(w), |acc, k| ite(is_set(k), int(k), acc)),
        "ffs" => (0..w).rev().fold(int(0), |acc, k| ite(is_set(k), int(k + 1), acc)),
        _ => {
            // clrsb: leading bits equal to the sign bit, minus one.
            let sign = bit(w - 1);
            let differs = |k: u32| binary(BinOp::Ne, bit(k), sign.clone(), IntTy::INT);
            (0..w - 1).fold(int(w - 1), |acc, k| ite(differs(k), int(w - 2 - k), acc))
        }
    }
}

/// glibc's character classes in the C locale, as the bits of its `__ctype_b` table (x86-64).
const CTYPE_CLASSES: [(&str, u64); 12] = [
    ("isupper", 256),
    ("islower", 512),
    ("isalpha", 1024),
    ("isdigit", 2048),
    ("isxdigit", 4096),
    ("isspace", 8192),
    ("isprint", 16384),
    ("isgraph", 32768),
    ("isblank", 1),
    ("iscntrl", 2),
    ("ispunct", 4),
    ("isalnum", 8),
];

/// The class bits of character `c` (0..=255) in the C locale.
fn ctype_bits(c: u8) -> u64 {
    let upper = c.is_ascii_uppercase();
    let lower = c.is_ascii_lowercase();
    let digit = c.is_ascii_digit();
    let alpha = upper || lower;
    let graph = c.is_ascii_graphic();
    let mut bits = 0;
    for (on, bit) in [
        (upper, 256),
        (lower, 512),
        (alpha, 1024),
        (digit, 2048),
        (c.is_ascii_hexdigit(), 4096),
        (matches!(c, b' ' | 9..=13), 8192),
        (graph || c == b' ', 16384),
        (graph, 32768),
        (c == b' ' || c == b'\t', 1),
        (c < 32 || c == 127, 2),
        (graph && !(alpha || digit), 4),
        (alpha || digit, 8),
    ] {
        if on {
            bits |= bit;
        }
    }
    bits
}

impl Lower<'_> {
    /// `<ctype.h>` in the C locale, as glibc computes it: `__ctype_b_loc()` (which the
    /// header's `isalpha` macros call) points to a pointer into a constant class table; the
    /// functions `isalpha` ... (declared without the macros) read the same table and return
    /// the same bits; `tolower`/`toupper` map ASCII letters.
    fn ctype_builtin(
        &mut self,
        name: &str,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Option<Expr>> {
        let ushort = Type::Int(IntTy::USHORT);
        let ptr = Type::Pointer(Box::new(ushort.clone()));
        if name == "__ctype_b_loc" {
            if !args.is_empty() {
                return Err(self.invalid(off, "`__ctype_b_loc` takes no arguments"));
            }
            let (_, p) = self.ctype_table(off);
            let pp = Expr {
                kind: ExprKind::AddrOf(Box::new(Place::Var(crate::ir::Var::Global(p)))),
                ty: Type::Pointer(Box::new(ptr)),
            };
            return Ok(Some(pp));
        }
        let class = CTYPE_CLASSES.iter().find(|(n, _)| *n == name).map(|&(_, b)| b);
        if class.is_none() && !matches!(name, "tolower" | "toupper") {
            return Ok(None);
        }
        let [a] = args else {
            return Err(self.invalid(off, format!("`{name}` takes one argument")));
        };
        let c = self.int_rvalue(a)?;
        let c = self.spill(cast(c, IntTy::INT));
        let Some(bit) = class else {
            let (lo, hi, delta) =
                if name == "tolower" { (b'A', b'Z', 32) } else { (b'a', b'z', -32) };
            let ge = binary(
                BinOp::Ge,
                c.clone(),
                Expr::constant(IntTy::INT, i128::from(lo)),
                IntTy::INT,
            );
            let le = binary(
                BinOp::Le,
                c.clone(),
                Expr::constant(IntTy::INT, i128::from(hi)),
                IntTy::INT,
            );
            let letter = binary(BinOp::LogAnd, ge, le, IntTy::INT);
            let moved =
                binary(BinOp::Add, c.clone(), Expr::constant(IntTy::INT, delta), IntTy::INT);
            return Ok(Some(ite(letter, moved, c)));
        };
        let (table, _) = self.ctype_table(off);
        let idx =
            binary(BinOp::Add, cast(c, IntTy::LONG), Expr::constant(IntTy::LONG, 128), IntTy::LONG);
        let arr = Type::Array(Box::new(ushort.clone()), 384);
        let elem = Expr {
            kind: ExprKind::Index(
                Box::new(Expr::var(crate::ir::Var::Global(table), arr)),
                Box::new(idx),
            ),
            ty: ushort,
        };
        let masked = binary(
            BinOp::BitAnd,
            cast(elem, IntTy::INT),
            Expr::constant(IntTy::INT, i128::from(bit)),
            IntTy::INT,
        );
        Ok(Some(masked))
    }

    /// The class table (384 entries, for -128..=255) and the pointer to its entry 0, made
    /// once per program as constant globals.
    fn ctype_table(&mut self, off: usize) -> (u32, u32) {
        if let Some(t) = self.ctx.ctype_table {
            return t;
        }
        let ushort = Type::Int(IntTy::USHORT);
        let table =
            self.new_global("__ctype_b_table", Type::Array(Box::new(ushort.clone()), 384), off);
        let ptr = self.new_global("__ctype_b", Type::Pointer(Box::new(ushort.clone())), off);
        let loc = self.loc_at(off);
        for c in 0..=255u8 {
            let bits = ctype_bits(c);
            if bits != 0 && c < 128 {
                let place = Place::Index(
                    Box::new(Place::Var(crate::ir::Var::Global(table))),
                    Expr::constant(IntTy::LONG, 128 + i128::from(c)),
                );
                let v = Expr::constant(IntTy::USHORT, i128::from(bits));
                self.ctx
                    .prog
                    .global_init
                    .push(crate::ir::Instr { kind: InstrKind::Assign(place, v), loc });
            }
        }
        let entry0 = Place::Index(
            Box::new(Place::Var(crate::ir::Var::Global(table))),
            Expr::constant(IntTy::LONG, 128),
        );
        let addr =
            Expr { kind: ExprKind::AddrOf(Box::new(entry0)), ty: Type::Pointer(Box::new(ushort)) };
        self.ctx.prog.global_init.push(crate::ir::Instr {
            kind: InstrKind::Assign(Place::Var(crate::ir::Var::Global(ptr)), addr),
            loc,
        });
        self.ctx.prog.globals[table as usize].read_only = true;
        self.ctx.prog.globals[ptr as usize].read_only = true;
        self.ctx.ctype_table = Some((table, ptr));
        (table, ptr)
    }
}
