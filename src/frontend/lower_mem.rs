//! `memset`, `memcpy`, `memmove`, `memcmp`, the string functions and string literals, lowered to
//! assignments and expressions over typed objects (the IR has no byte-level memory).
//!
//! A call is modelled exactly when its pointers, with their casts to `void *` removed, point
//! to objects of one type `T` and the length is a constant multiple of `sizeof(T)`: `memset`
//! assigns every scalar component the replicated byte (a float the bits of a constant byte;
//! a byte known only at run time over floats goes through bytes, by the pointer model's
//! punning), `memcpy`/`memmove` copy `T` values
//! (through temporaries, so overlapping moves are right). A `memset`/`memcpy`/`memmove` whose
//! length is not a constant works byte by byte up to the end of objects the pointers show
//! (`bytes_up_to`). `memcmp` compares byte arrays of a constant length element by element, and
//! anything else through the bytes (`lower_str.rs`); `strlen` is modelled on byte-sized
//! elements; `strcpy`,
//! `strcat` and `strncpy` copy (and `strncpy` pads) by the source string's length
//! (`symex::array_ops`). Anything else
//! is an `Unsupported` error at the call.

use lang_c::ast::Expression;
use lang_c::span::Node;

use super::lower_expr::cast;
use super::Lower;
use crate::error::Result;
use crate::ir::build::binary;
use crate::ir::consteval;
use crate::ir::{BinOp, Expr, ExprKind, InstrKind, IntTy, Place, Type};

/// More elements than this are not copied or set one by one.
const MAX_ELEMENTS: u64 = 1 << 14;

/// The pointer before conversions to other pointer types (`(void *)&rtDW`).
fn uncast(e: Expr) -> Expr {
    match e.kind {
        ExprKind::Cast(inner) if matches!(inner.ty, Type::Pointer(_)) => uncast(*inner),
        kind => Expr { kind, ty: e.ty },
    }
}

/// `p` as a pointer to bytes of type `t`.
pub(super) fn as_bytes(p: Expr, t: IntTy) -> Expr {
    let ty = Type::Pointer(Box::new(Type::Int(t)));
    if p.ty == ty {
        return p;
    }
    Expr { kind: ExprKind::Cast(Box::new(p)), ty }
}

fn pointee(e: &Expr) -> Option<&Type> {
    match &e.ty {
        Type::Pointer(t) if **t != Type::Void => Some(t),
        _ => None,
    }
}

/// Paths of the scalar components of `ty`.
fn leaves(ty: &Type, prefix: &mut Vec<u64>, out: &mut Vec<(Vec<u64>, Type)>) {
    match ty.components() {
        None => out.push((prefix.clone(), ty.clone())),
        Some(n) => {
            for k in 0..n {
                prefix.push(k);
                leaves(ty.component(Some(k)).expect("component"), prefix, out);
                prefix.pop();
            }
        }
    }
}

/// Whether a value of type `ty` has `float`/`double` components.
fn has_floats(ty: &Type) -> bool {
    match ty {
        Type::Float(_) => true,
        Type::Array(e, _) => has_floats(e),
        Type::Struct(d) => d.fields.iter().any(|f| has_floats(&f.ty)),
        _ => false,
    }
}

/// Whether every byte of a value of type `ty` is a byte of an integer or a float (no pointer,
/// `_Bool` or bit-field): the pointer model's punning writes such bytes exactly.
fn bytes_exact(ty: &Type) -> bool {
    match ty {
        Type::Float(_) => true,
        Type::Int(i) => !i.is_bool() && i.bits >= 8 && i.bits.is_power_of_two(),
        Type::Array(e, _) => bytes_exact(e),
        Type::Struct(d) => d.fields.iter().all(|f| f.bit.is_none() && bytes_exact(&f.ty)),
        _ => false,
    }
}

/// Whether a value of type `ty` has bit-fields (whose bytes `memset` does not model).
fn has_bit_fields(ty: &Type) -> bool {
    match ty {
        Type::Array(e, _) => has_bit_fields(e),
        Type::Struct(d) => d.fields.iter().any(|f| f.bit.is_some() || has_bit_fields(&f.ty)),
        _ => false,
    }
}

/// `bytes` bytes of value `b`, as one little-endian word (the raw bits of the scalar a
/// `memset` to `b` leaves).
fn fill_pattern(b: u8, bytes: u32) -> u64 {
    (0..bytes).fold(0u64, |acc, _| (acc << 8) | u64::from(b))
}

fn at_path(base: Place, path: &[u64]) -> Place {
    path.iter()
        .fold(base, |p, &k| Place::Index(Box::new(p), Expr::constant(IntTy::LONG, k as i128)))
}

impl Lower<'_> {
    /// The builtins of this module; `None` for other names.
    pub fn mem_builtin(
        &mut self,
        name: &str,
        args: &[Node<Expression>],
        off: usize,
        want: bool,
    ) -> Result<Option<Expr>> {
        let name = name.strip_prefix("__builtin_").unwrap_or(name);
        match (name, args) {
            ("memset", [d, c, n]) => self.memset(d, c, n, name, off, want),
            // CBMC's: `n` bytes from `d` get arbitrary values, the rest of the object not.
            ("__CPROVER_havoc_slice", [d, n]) => self.havoc_slice(d, n, name, off),
            ("memcpy" | "memmove", [d, s, n]) => self.memcpy(d, s, n, name, off, want),
            ("memcmp", [a, b, n]) => self.memcmp(a, b, n, name, off),
            ("strlen", [s]) => {
                if let Expression::StringLiteral(lit) = &s.node {
                    let bytes =
                        super::literal::string(&lit.node).map_err(|m| self.unsupported(off, m))?;
                    let len = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
                    return Ok(Some(Expr::constant(IntTy::ULONG, len as i128)));
                }
                let p = self.char_pointer(s, name, off)?;
                Ok(Some(self.string_length(p, name)))
            }
            // `strcpy(d, s)`: the string and its null copied; `strcat(d, s)`: copied to the end
            // of the string at `d`.
            ("strcpy" | "strcat", [d, src]) => self.strcpy(d, src, name, off, want),
            // `strncpy(d, s, n)` (C11 7.24.2.4): the first `k` bytes of `s` where `k` is its
            // length when that is less than `n` (else `n`: no null is added), then nulls up
            // to `n` bytes. With `--pointer-check`, `d` must hold `n` bytes, and `s` its string
            // and null or `n` bytes.
            ("strncpy", [d, src, n]) => self.strncpy(d, src, n, name, off, want),
            (
                "memset" | "memcpy" | "memmove" | "memcmp" | "strlen" | "strcpy" | "strcat"
                | "strncpy",
                _,
            ) => Err(self.invalid(off, format!("wrong number of arguments to `{name}`"))),
            _ => Ok(None),
        }
    }
    /// `memset(d, c, n)`: typed assignments of the byte's pattern to whole elements, else
    /// byte writes (up to the end of the object for a length known only at run time).
    fn memset(
        &mut self,
        d: &Node<Expression>,
        c: &Node<Expression>,
        n: &Node<Expression>,
        name: &str,
        off: usize,
        want: bool,
    ) -> Result<Option<Expr>> {
        let dst = self.arg_pointer(d, n, off)?;
        let c = self.int_rvalue(c)?;
        let c = cast(c, IntTy::UCHAR);
        let zero = c.as_const() == Some(0);
        let c = self.spill(c);
        let Some(n) = self.constant_length(n)? else {
            let room = self.bytes_to_end(&dst);
            let dst = self.spill(dst);
            let n = self.symbolic_length(n)?;
            if room.is_some_and(|b| b <= MAX_ELEMENTS) {
                self.bytes_up_to(&dst, None, room, n, Some(c), off, name)?;
            } else {
                self.fill_bytes(&dst, c, n, name);
            }
            return Ok(Some(if want {
                self.as_void_ptr(dst)
            } else {
                crate::ir::build::void_value()
            }));
        };
        if pointee(&dst).and_then(Type::size).is_none_or(|sz| sz == 0 || !n.is_multiple_of(sz)) {
            // A `void *` or a length that is not whole elements: byte by byte.
            let dst = self.spill(dst);
            self.fill_bytes(&dst, c, Expr::constant(IntTy::ULONG, i128::from(n)), name);
            return Ok(Some(if want {
                self.as_void_ptr(dst)
            } else {
                crate::ir::build::void_value()
            }));
        }
        let (t, count) = self.elements(&dst, n, off, name)?;
        if consteval::value(&c).is_none() && has_floats(&t) {
            // A byte known only at run time over floats: through bytes (the pointer
            // model's punning sets the floats' bits exactly), unless pointers or
            // `_Bool`s are in the way, whose bytes the model does not hold.
            if !bytes_exact(&t) {
                let what = if let Type::Float(_) = &t {
                    t.to_string()
                } else {
                    format!("{t} holding floats and pointers or `_Bool`s")
                };
                return Err(
                    self.unsupported(off, format!("{name} of a {what} with a non-constant value"))
                );
            }
            let dst = self.spill(dst);
            self.fill_bytes(&dst, c, Expr::constant(IntTy::ULONG, i128::from(n)), name);
            return Ok(Some(if want {
                self.as_void_ptr(dst)
            } else {
                crate::ir::build::void_value()
            }));
        }
        if !zero && has_bit_fields(&t) {
            return Err(self.unsupported(
                off,
                format!("{name} of a {t} with bit-fields with a value other than 0"),
            ));
        }
        let mut all = Vec::new();
        leaves(&t, &mut Vec::new(), &mut all);
        if all.len() as u64 * count > MAX_ELEMENTS {
            return Err(
                self.unsupported(off, format!("{name} of {} scalars", all.len() as u64 * count))
            );
        }
        let p = self.spill(dst.clone());
        for i in 0..count {
            let at = self.ptr_add(p.clone(), Expr::constant(IntTy::LONG, i as i128), off)?;
            for (path, lt) in &all {
                let v = self.replicate(&c, lt, off)?;
                self.emit(InstrKind::Assign(at_path(Place::Deref(at.clone()), path), v));
            }
        }
        Ok(Some(if want { self.as_void_ptr(p) } else { crate::ir::build::void_value() }))
    }

    /// CBMC's `__CPROVER_havoc_slice(d, n)`: arbitrary values in `n` bytes from `d`.
    fn havoc_slice(
        &mut self,
        d: &Node<Expression>,
        n: &Node<Expression>,
        name: &str,
        off: usize,
    ) -> Result<Option<Expr>> {
        let dst = self.arg_pointer(d, n, off)?;
        let dst = self.spill(dst);
        // CBMC's library asserts that the slice is writable.
        let length = match self.constant_length(n)? {
            Some(k) => Expr::constant(IntTy::ULONG, i128::from(k)),
            None => self.symbolic_length(n)?,
        };
        let ok = self.valid_for(dst.clone(), length.clone());
        let desc = format!("havoc_slice W_OK({}, {})", self.source_text(d), self.source_text(n));
        let prop = self.ctx.prog.add_property(
            crate::ir::PropKind::Assertion,
            &self.f.name,
            self.f.loc,
            desc,
        );
        self.emit(InstrKind::Assert(ok, prop));
        let Some(n) = length.as_const() else {
            // A run-time length: byte by byte over the object (`symex::array_ops`).
            let bytes = Expr {
                kind: ExprKind::Cast(Box::new(dst)),
                ty: Type::Pointer(Box::new(Type::Int(IntTy::UCHAR))),
            };
            let dest = self.spill(bytes);
            self.emit(InstrKind::ArrayOp(crate::ir::ArrayOp {
                dest,
                kind: crate::ir::ArrayOpKind::HavocSlice(length),
            }));
            return Ok(Some(crate::ir::build::void_value()));
        };
        let (_, count) = self.elements(&dst, n, off, name)?;
        if count > MAX_ELEMENTS {
            return Err(self.unsupported(off, format!("{name} of {count} elements")));
        }
        let p = self.spill(dst);
        for i in 0..count {
            let at = self.ptr_add(p.clone(), Expr::constant(IntTy::LONG, i as i128), off)?;
            self.emit(InstrKind::Nondet { place: Place::Deref(at), source: name.to_string() });
        }
        Ok(Some(crate::ir::build::void_value()))
    }

    /// `memcpy`/`memmove(d, s, n)`: every element read before any is written; byte by byte
    /// between objects of other types or sizes.
    fn memcpy(
        &mut self,
        d: &Node<Expression>,
        s: &Node<Expression>,
        n: &Node<Expression>,
        name: &str,
        off: usize,
        want: bool,
    ) -> Result<Option<Expr>> {
        let dst = self.arg_pointer(d, n, off)?;
        let mut room = self.bytes_to_end(&dst);
        let dst = self.spill(dst);
        let src = self.arg_pointer(s, n, off)?;
        room = room.zip(self.bytes_to_end(&src)).map(|(a, b)| a.min(b));
        let src = self.spill(src);
        let Some(n) = self.constant_length(n)? else {
            let n = self.symbolic_length(n)?;
            if room.is_some_and(|b| b <= MAX_ELEMENTS) {
                self.bytes_up_to(&dst, Some(&src), room, n, None, off, name)?;
            } else {
                self.copy_bytes(&dst, &src, n, name, true);
            }
            return Ok(Some(if want {
                self.as_void_ptr(dst)
            } else {
                crate::ir::build::void_value()
            }));
        };
        let same =
            pointee(&dst).and_then(Type::size).is_some_and(|sz| sz > 0 && n.is_multiple_of(sz))
                && pointee(&src) == pointee(&dst);
        if !same {
            // Objects of other types or sizes: byte by byte (`symex::array_ops`).
            self.copy_bytes(&dst, &src, Expr::constant(IntTy::ULONG, i128::from(n)), name, true);
            return Ok(Some(if want {
                self.as_void_ptr(dst)
            } else {
                crate::ir::build::void_value()
            }));
        }
        let (t, count) = self.elements(&dst, n, off, name)?;
        if count > MAX_ELEMENTS {
            return Err(self.unsupported(off, format!("{name} of {count} elements")));
        }
        let mut temps = Vec::new();
        for i in 0..count {
            let from = self.ptr_add(src.clone(), Expr::constant(IntTy::LONG, i as i128), off)?;
            let tmp = self.temp(t.clone());
            self.emit(InstrKind::Assign(
                Place::Var(tmp),
                Expr { kind: ExprKind::Deref(Box::new(from)), ty: t.clone() },
            ));
            temps.push(tmp);
        }
        for (i, tmp) in temps.into_iter().enumerate() {
            let to = self.ptr_add(dst.clone(), Expr::constant(IntTy::LONG, i as i128), off)?;
            self.emit(InstrKind::Assign(Place::Deref(to), Expr::var(tmp, t.clone())));
        }
        Ok(Some(if want { self.as_void_ptr(dst) } else { crate::ir::build::void_value() }))
    }

    /// `memcmp(a, b, n)`: the difference of the first differing bytes (as glibc), elementwise
    /// over byte arrays of a constant length, else through the bytes (`lower_str.rs`).
    fn memcmp(
        &mut self,
        a: &Node<Expression>,
        b: &Node<Expression>,
        n: &Node<Expression>,
        name: &str,
        off: usize,
    ) -> Result<Option<Expr>> {
        if let Some((k, _)) = self.const_value(n)?.filter(|&(k, _)| k >= 0) {
            if let Some(v) = self.literals_sign(a, b, Some(k as u64), off)? {
                return Ok(Some(v));
            }
        }
        let pa = self.arg_pointer(a, n, off)?;
        let pa = self.spill(pa);
        let pb = self.arg_pointer(b, n, off)?;
        let pb = self.spill(pb);
        let bytes = |p: &Expr| pointee(p).is_some_and(|t| t.int().is_some() && t.size() == Some(1));
        let count = match self.constant_length(n)? {
            Some(k) if k <= MAX_ELEMENTS && bytes(&pa) && bytes(&pb) => k,
            Some(k) => {
                let n = Expr::constant(IntTy::ULONG, i128::from(k));
                return Ok(Some(self.memcmp_bytes(pa, pb, n, name)));
            }
            None => {
                let n = self.symbolic_length(n)?;
                return Ok(Some(self.memcmp_bytes(pa, pb, n, name)));
            }
        };
        let t = pointee(&pa).cloned().expect("a byte pointee");
        self.memcmp_room(&pa, &pb, &Expr::constant(IntTy::ULONG, i128::from(count)), name);
        // The difference of the first differing bytes (as unsigned char), as glibc.
        let mut r = Expr::constant(IntTy::INT, 0);
        for i in (0..count).rev() {
            let byte = |this: &Self, p: &Expr| -> Result<Expr> {
                let at = this.ptr_add(p.clone(), Expr::constant(IntTy::LONG, i as i128), off)?;
                let e = Expr { kind: ExprKind::Deref(Box::new(at)), ty: t.clone() };
                Ok(cast(cast(e, IntTy::UCHAR), IntTy::INT))
            };
            let (x, y) = (byte(self, &pa)?, byte(self, &pb)?);
            let ne = binary(BinOp::Ne, x.clone(), y.clone(), IntTy::INT);
            let d = binary(BinOp::Sub, x, y, IntTy::INT);
            r = Expr {
                kind: ExprKind::Ite(Box::new(ne), Box::new(d), Box::new(r)),
                ty: Type::Int(IntTy::INT),
            };
        }
        Ok(Some(self.spill(r)))
    }

    fn strcpy(
        &mut self,
        d: &Node<Expression>,
        src: &Node<Expression>,
        name: &str,
        off: usize,
        want: bool,
    ) -> Result<Option<Expr>> {
        let dst = self.char_pointer(d, name, off)?;
        let dst = self.protect(dst, src);
        let dst = self.spill(dst);
        let from = self.char_pointer(src, name, off)?;
        let from = self.spill(from);
        let to = if name == "strcat" {
            let end = self.string_length(dst.clone(), name);
            let at = self.ptr_add(dst.clone(), cast(end, IntTy::LONG), off)?;
            self.spill(at)
        } else {
            dst.clone()
        };
        let len = self.string_length(from.clone(), name);
        let n = binary(BinOp::Add, len, Expr::constant(IntTy::ULONG, 1), IntTy::ULONG);
        let n = self.spill(n);
        self.copy_bytes(&to, &from, n, name, false);
        Ok(Some(if want { dst } else { crate::ir::build::void_value() }))
    }

    fn strncpy(
        &mut self,
        d: &Node<Expression>,
        src: &Node<Expression>,
        n: &Node<Expression>,
        name: &str,
        off: usize,
        want: bool,
    ) -> Result<Option<Expr>> {
        let dst = self.char_pointer(d, name, off)?;
        let dst = self.spill(dst);
        let from = self.char_pointer(src, name, off)?;
        let from = self.spill(from);
        let n = match self.constant_length(n)? {
            Some(k) => Expr::constant(IntTy::ULONG, i128::from(k)),
            None => self.symbolic_length(n)?,
        };
        let (len, terminated) = self.string_length_and_end(from.clone());
        let short = binary(
            BinOp::LogAnd,
            terminated,
            binary(BinOp::Lt, len.clone(), n.clone(), IntTy::INT),
            IntTy::INT,
        );
        let short = self.spill(short);
        if self.ctx.pointer_check {
            let room = self.valid_for(from.clone(), n.clone());
            let ok = binary(BinOp::LogOr, short.clone(), room, IntTy::INT);
            self.pointer_check(ok, format!("dereference failure: {name} source has neither a null nor as many bytes as it reads"));
        }
        self.check_room(&dst, &n, name);
        let k = Expr {
            kind: ExprKind::Ite(Box::new(short), Box::new(len), Box::new(n.clone())),
            ty: Type::Int(IntTy::ULONG),
        };
        let k = self.spill(k);
        let bytes = self.spill(as_bytes(dst.clone(), IntTy::UCHAR));
        let kind = crate::ir::ArrayOpKind::CopyN(as_bytes(from, IntTy::UCHAR), k.clone());
        self.emit(InstrKind::ArrayOp(crate::ir::ArrayOp { dest: bytes.clone(), kind }));
        let pad = self.ptr_add(bytes, cast(k.clone(), IntTy::LONG), off)?;
        let pad = self.spill(pad);
        let rest = self.spill(binary(BinOp::Sub, n, k, IntTy::ULONG));
        let kind = crate::ir::ArrayOpKind::Fill(Expr::constant(IntTy::UCHAR, 0), rest);
        self.emit(InstrKind::ArrayOp(crate::ir::ArrayOp { dest: pad, kind }));
        Ok(Some(if want { dst } else { crate::ir::build::void_value() }))
    }

    /// A string function's pointer argument, as a `char *`.
    pub(super) fn char_pointer(
        &mut self,
        e: &Node<Expression>,
        name: &str,
        off: usize,
    ) -> Result<Expr> {
        let p = self.rvalue(e)?;
        let p = self.decay(p);
        if !matches!(p.ty, Type::Pointer(_)) {
            return Err(self.invalid(off, format!("argument of `{name}` is not a pointer")));
        }
        Ok(as_bytes(p, IntTy::CHAR))
    }

    /// The length of the string `p` points to (`symex::array_ops`); with `--pointer-check`, a
    /// string without a null before the end of its object is a violation (the read runs past
    /// it), else its length is an unmodelled value.
    pub(super) fn string_length(&mut self, p: Expr, name: &str) -> Expr {
        let (len, terminated) = self.string_length_and_end(p);
        if self.ctx.pointer_check {
            let what = format!("dereference failure: {name}: no null character before the end of the string's object");
            self.pointer_check(terminated, what);
        }
        len
    }

    /// The length of the string `p` points to and whether it ends (an `int`) before the end
    /// of its object (`symex::array_ops`).
    pub(super) fn string_length_and_end(&mut self, p: Expr) -> (Expr, Expr) {
        let len = self.temp(Type::Int(IntTy::ULONG));
        let terminated = self.temp(Type::Int(IntTy::INT));
        let dest = self.spill(p);
        let kind = crate::ir::ArrayOpKind::StrLen {
            len: Place::Var(len),
            terminated: Place::Var(terminated),
        };
        self.emit(InstrKind::ArrayOp(crate::ir::ArrayOp { dest, kind }));
        (Expr::var(len, Type::Int(IntTy::ULONG)), Expr::var(terminated, Type::Int(IntTy::INT)))
    }

    /// A `--pointer-check` property the library function's own accesses would violate.
    pub(super) fn pointer_check(&mut self, ok: Expr, description: String) {
        let loc = self.f.loc;
        let prop = self.ctx.prog.add_property(
            crate::ir::PropKind::Check(crate::ir::CheckKind::Pointer),
            &self.f.name,
            loc,
            description,
        );
        self.emit(InstrKind::Assert(ok, prop));
    }

    /// `n` bytes from `src` to `dst` (`memcpy`, `memmove`, `strcpy`), by `symex::array_ops`;
    /// with `--pointer-check` both must hold `n` bytes (`from_too`: the source's are checked;
    /// a string function's source was checked by its length).
    fn copy_bytes(&mut self, dst: &Expr, src: &Expr, n: Expr, name: &str, from_too: bool) {
        let n = self.spill(n);
        self.check_room(dst, &n, name);
        if self.ctx.pointer_check && from_too {
            let ok = self.valid_for(src.clone(), n.clone());
            self.pointer_check(
                ok,
                format!("dereference failure: {name} source has fewer bytes than it reads"),
            );
        }
        let dest = self.spill(as_bytes(dst.clone(), IntTy::UCHAR));
        let from = as_bytes(src.clone(), IntTy::UCHAR);
        self.emit(InstrKind::ArrayOp(crate::ir::ArrayOp {
            dest,
            kind: crate::ir::ArrayOpKind::CopyN(from, n),
        }));
    }

    /// `memset` of `n` bytes to `c` where the object is not known here.
    fn fill_bytes(&mut self, dst: &Expr, c: Expr, n: Expr, name: &str) {
        self.check_room(dst, &n, name);
        let dest = self.spill(as_bytes(dst.clone(), IntTy::UCHAR));
        self.emit(InstrKind::ArrayOp(crate::ir::ArrayOp {
            dest,
            kind: crate::ir::ArrayOpKind::Fill(c, n),
        }));
    }

    /// With `--pointer-check`: `dst` has the `n` bytes a library function writes there.
    fn check_room(&mut self, dst: &Expr, n: &Expr, name: &str) {
        if self.ctx.pointer_check {
            let ok = self.valid_for(dst.clone(), n.clone());
            self.pointer_check(
                ok,
                format!("dereference failure: {name} destination has fewer bytes than it writes"),
            );
        }
    }

    fn arg_pointer(
        &mut self,
        e: &Node<Expression>,
        later: &Node<Expression>,
        off: usize,
    ) -> Result<Expr> {
        let p = self.rvalue(e)?;
        let p = self.decay(p);
        if !matches!(p.ty, Type::Pointer(_)) {
            return Err(self.invalid(off, "memory function on a non-pointer argument"));
        }
        // A `void *` that is not a cast of a typed pointer stays one: its bytes are copied
        // or set one by one (`symex::array_ops`).
        let p = match uncast(p.clone()) {
            q if pointee(&q).is_some() => q,
            _ => p,
        };
        Ok(self.protect(p, later))
    }

    /// The length if it is a constant (its side effects emitted), else `None` (nothing emitted).
    pub(super) fn constant_length(&mut self, n: &Node<Expression>) -> Result<Option<u64>> {
        match self.const_value(n)? {
            Some((v, _)) if v >= 0 => {
                self.effect(n)?;
                Ok(Some(v as u64))
            }
            _ => Ok(None),
        }
    }

    pub(super) fn symbolic_length(&mut self, n: &Node<Expression>) -> Result<Expr> {
        let n = self.int_rvalue(n)?;
        Ok(self.spill(cast(n, IntTy::ULONG)))
    }

    /// Bytes from where `p` points to the end of its object, when the pointer itself says:
    /// the address of a variable or of a part of one at constant indices (`&x`, an array,
    /// `&a[k]`, `&s.m[k]`), plus a constant. The room is to the end of the whole variable,
    /// not of the part, as a memory function may run on past a member or a row.
    fn bytes_to_end(&self, p: &Expr) -> Option<u64> {
        let p = uncast(p.clone());
        match &p.kind {
            ExprKind::PtrAdd(base, bytes) => {
                let k = u64::try_from(consteval::value(bytes)?).ok()?;
                self.bytes_to_end(base)?.checked_sub(k)
            }
            ExprKind::AddrOf(place) => match self.constant_offset(place)? {
                (var @ Place::Var(_), at) => self.place_expr(var).ty.size()?.checked_sub(at),
                _ => None,
            },
            _ => None,
        }
    }

    /// `memset` (`fill`) or `memcpy`/`memmove` (`src`) of a length `n` that is not a constant,
    /// byte by byte up to the end of the objects the pointers point into (`room` bytes): byte
    /// `i` is written when `i < n` (through `unsigned char *`, so any object type is exact
    /// where its bytes are: the pointer model's punning). Copies go through temporaries (overlapping moves).
    /// A length beyond the objects writes (and reads) the byte just past them, which the
    /// pointer and bounds checks report.
    #[allow(clippy::too_many_arguments)]
    fn bytes_up_to(
        &mut self,
        dst: &Expr,
        src: Option<&Expr>,
        room: Option<u64>,
        n: Expr,
        fill: Option<Expr>,
        off: usize,
        name: &str,
    ) -> Result<()> {
        let Some(max) = room.filter(|&b| b <= MAX_ELEMENTS) else {
            return Err(self.unsupported(off, format!("{name} with a length that is not a constant, on objects of unknown or large size")));
        };
        let byte = Type::Int(IntTy::UCHAR);
        let as_bytes = |p: &Expr| Expr {
            kind: ExprKind::Cast(Box::new(p.clone())),
            ty: Type::Pointer(Box::new(Type::Int(IntTy::UCHAR))),
        };
        let (d, s) = (as_bytes(dst), src.map(as_bytes));
        let at = |this: &Self, p: &Expr, i: u64| -> Result<Place> {
            Ok(Place::Deref(this.ptr_add(
                p.clone(),
                Expr::constant(IntTy::LONG, i as i128),
                off,
            )?))
        };
        let mut values = Vec::with_capacity(max as usize + 1);
        for i in 0..=max {
            values.push(match (&fill, &s) {
                (Some(c), _) => c.clone(),
                (None, Some(s)) if i < max => {
                    let from = at(self, s, i)?;
                    let v = self.place_expr(&from);
                    self.spill(v)
                }
                (None, Some(s)) => self.place_expr(&at(self, s, i)?),
                (None, None) => unreachable!("a fill byte or a source"),
            });
        }
        let past = values.pop().expect("max + 1 values");
        for (i, v) in values.into_iter().enumerate() {
            let to = at(self, &d, i as u64)?;
            let old = self.place_expr(&to);
            let written =
                binary(BinOp::Lt, Expr::constant(IntTy::ULONG, i as i128), n.clone(), IntTy::INT);
            self.emit(InstrKind::Assign(
                to,
                Expr {
                    kind: ExprKind::Ite(Box::new(written), Box::new(v), Box::new(old)),
                    ty: byte.clone(),
                },
            ));
        }
        let within =
            binary(BinOp::Le, n, Expr::constant(IntTy::ULONG, i128::from(max)), IntTy::INT);
        let skip = self.emit_jump(Some(within));
        let to = at(self, &d, max)?;
        self.emit(InstrKind::Assign(to, past));
        let end = self.here();
        self.patch(skip, end);
        Ok(())
    }

    /// The element type the pointer points to, and how many of them `n` bytes are.
    fn elements(&self, p: &Expr, n: u64, off: usize, name: &str) -> Result<(Type, u64)> {
        let Some(t) = pointee(p).cloned() else {
            return Err(self
                .unsupported(off, format!("{name} on a `void *` whose object is not known here")));
        };
        let size = t.size().unwrap_or(0);
        if size == 0 || !n.is_multiple_of(size) {
            return Err(self.unsupported(
                off,
                format!("{name} of {n} bytes on objects of type {t} ({size} bytes)"),
            ));
        }
        Ok((t, n / size))
    }

    /// The value of a scalar of type `t` whose every byte is `c` (an `unsigned char`).
    fn replicate(&self, c: &Expr, t: &Type, off: usize) -> Result<Expr> {
        match t {
            Type::Int(i) if i.is_bool() => Ok(cast(c.clone(), *i)),
            Type::Int(i) => {
                let u = IntTy::bit_field(i.bits, false);
                let ones = (0..i.bits / 8).fold(0u64, |acc, _| (acc << 8) | 1);
                let v = binary(
                    BinOp::Mul,
                    cast(c.clone(), u),
                    Expr { kind: ExprKind::Const(ones), ty: Type::Int(u) },
                    u,
                );
                Ok(cast(v, *i))
            }
            Type::Pointer(_) if consteval::value(c) == Some(0) => {
                Ok(Expr { kind: ExprKind::Const(0), ty: t.clone() })
            }
            // The float whose every byte is the constant `c` (0: +0.0; 0xff: a NaN of all ones).
            Type::Float(f) => match consteval::value(c) {
                Some(b) => Ok(Expr {
                    kind: ExprKind::Const(fill_pattern(b as u8, f.bits() / 8)),
                    ty: t.clone(),
                }),
                None => {
                    Err(self.unsupported(off, format!("memset of a {t} with a non-constant value")))
                }
            },
            Type::Pointer(_) => {
                Err(self.unsupported(off, format!("memset of a {t} with a value other than 0")))
            }
            _ => Err(self.unsupported(off, format!("memset of a {t}"))),
        }
    }

    fn as_void_ptr(&self, p: Expr) -> Expr {
        Expr { kind: ExprKind::Cast(Box::new(p)), ty: Type::Pointer(Box::new(Type::Void)) }
    }
}
