//! The C library's string comparisons and searches, and `abs`: `strcmp`, `strncmp`, `memcmp`
//! (of a run-time length, or on objects other than byte arrays: `lower_mem.rs` does the rest),
//! `strchr`, `strrchr`, `memchr`, `abs`, `labs`, `llabs`, `imaxabs`, each also as gcc's
//! `__builtin_` form.
//!
//! Comparisons and searches are `ir::ArrayOpKind::Compare`/`Search` over the bytes the
//! pointers point to (`symex::string_ops`), as C11 7.24.4-5 define them: bytes compared as
//! `unsigned char`; a comparison's value is glibc's, the difference of the first differing
//! bytes (C fixes only its sign; gcc folds a `strcmp` or `memcmp` of two literals to -1, 0
//! or 1, and so does ibmc); a search returns a pointer into the object searched, or NULL;
//! `strchr(s, 0)` finds the terminator. A read past the end of an object is a violation of
//! `--pointer-check` (`memcmp`: both objects must hold `n` bytes, as CBMC's model asserts),
//! and without the check its result is an unmodelled value.
//!
//! `abs(x)` is `x < 0 ? -x : x`: `abs(INT_MIN)` (undefined, C11 7.22.6.1) is the negation's
//! overflow, which `--signed-overflow-check` reports; without the check the result is
//! `INT_MIN`, as glibc's.

use lang_c::ast::Expression;
use lang_c::span::Node;

use super::lower_expr::cast;
use super::lower_mem::as_bytes;
use super::Lower;
use crate::error::Result;
use crate::ir::build::{binary, unary};
use crate::ir::{
    ArrayOp, ArrayOpKind, BinOp, Expr, ExprKind, InstrKind, IntTy, Place, StrCompare, StrSearch,
    Type, UnOp,
};

/// Whether `name` is one of this module's functions (also as `__builtin_name`).
pub fn is_library(name: &str) -> bool {
    let b = name.strip_prefix("__builtin_").unwrap_or(name);
    matches!(
        b,
        "strcmp"
            | "strncmp"
            | "strchr"
            | "strrchr"
            | "memchr"
            | "abs"
            | "labs"
            | "llabs"
            | "imaxabs"
    )
}

impl Lower<'_> {
    /// The functions of this module; `None` for other names.
    pub fn str_builtin(
        &mut self,
        name: &str,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Option<Expr>> {
        if !is_library(name) {
            return Ok(None);
        }
        let base = name.strip_prefix("__builtin_").unwrap_or(name);
        match (base, args) {
            ("abs", [x]) => self.abs(x, IntTy::INT).map(Some),
            // `long long` and `intmax_t` are `long` on x86-64.
            ("labs" | "llabs" | "imaxabs", [x]) => self.abs(x, IntTy::LONG).map(Some),
            ("strcmp", [a, b]) => self.compare(a, b, None, base, off).map(Some),
            ("strncmp", [a, b, n]) => self.compare(a, b, Some(n), base, off).map(Some),
            ("strchr" | "strrchr", [s, c]) => {
                self.search(s, c, None, base == "strrchr", base, off).map(Some)
            }
            ("memchr", [s, c, n]) => self.search(s, c, Some(n), false, base, off).map(Some),
            _ => Err(self.invalid(off, format!("wrong number of arguments to `{base}`"))),
        }
    }

    /// `x < 0 ? -x : x` at type `t`.
    fn abs(&mut self, x: &Node<Expression>, t: IntTy) -> Result<Expr> {
        let v = cast(self.int_rvalue(x)?, t);
        // A variable stays itself, so the overflow check names it.
        let v = match v.kind {
            ExprKind::Var(_) | ExprKind::Const(_) => v,
            _ => self.spill(v),
        };
        let negative = binary(BinOp::Lt, v.clone(), Expr::constant(t, 0), IntTy::INT);
        let minus = unary(UnOp::Neg, v.clone(), t);
        Ok(Expr {
            kind: ExprKind::Ite(Box::new(negative), Box::new(minus), Box::new(v)),
            ty: Type::Int(t),
        })
    }

    /// `strcmp(a, b)`, `strncmp(a, b, n)`.
    fn compare(
        &mut self,
        a: &Node<Expression>,
        b: &Node<Expression>,
        n: Option<&Node<Expression>>,
        name: &str,
        off: usize,
    ) -> Result<Expr> {
        if n.is_none() {
            if let Some(v) = self.literals_sign(a, b, None, off)? {
                return Ok(v);
            }
        }
        let pa = self.char_pointer(a, name, off)?;
        let pa = self.protect(pa, b);
        let pa = self.spill(pa);
        let pb = self.char_pointer(b, name, off)?;
        let pb = match n {
            Some(n) => self.protect(pb, n),
            None => pb,
        };
        let pb = self.spill(pb);
        let n = n.map(|n| self.any_length(n)).transpose()?;
        let (result, within) = self.compare_op(pa, pb, n, true);
        self.read_check(within, name);
        Ok(result)
    }

    /// `memcmp(pa, pb, n)` through the bytes of any objects, for a length known only at run
    /// time or objects other than byte arrays; with `--pointer-check` both must hold `n` bytes.
    pub(super) fn memcmp_bytes(&mut self, pa: Expr, pb: Expr, n: Expr, name: &str) -> Expr {
        let n = self.spill(n);
        self.memcmp_room(&pa, &pb, &n, name);
        self.compare_op(pa, pb, Some(n), false).0
    }

    /// With `--pointer-check`: both objects hold the `n` bytes `memcmp` compares (CBMC's
    /// model asserts the same), wherever the first difference lies.
    pub(super) fn memcmp_room(&mut self, pa: &Expr, pb: &Expr, n: &Expr, name: &str) {
        if !self.ctx.pointer_check {
            return;
        }
        for (p, which) in [(pa, "first"), (pb, "second")] {
            let ok = self.valid_for(p.clone(), n.clone());
            let what =
                format!("dereference failure: {name} {which} object has fewer bytes than it reads");
            self.pointer_check(ok, what);
        }
    }

    /// The `Compare` operation: its result, and whether it read only inside both objects
    /// (both `int`s).
    fn compare_op(&mut self, pa: Expr, pb: Expr, n: Option<Expr>, strings: bool) -> (Expr, Expr) {
        let result = self.temp(Type::Int(IntTy::INT));
        let within = self.temp(Type::Int(IntTy::INT));
        let dest = self.spill(as_bytes(pa, IntTy::UCHAR));
        let other = as_bytes(pb, IntTy::UCHAR);
        let kind = ArrayOpKind::Compare(Box::new(StrCompare {
            other,
            n,
            strings,
            result: Place::Var(result),
            within: Place::Var(within),
        }));
        self.emit(InstrKind::ArrayOp(ArrayOp { dest, kind }));
        let int = Type::Int(IntTy::INT);
        (Expr::var(result, int.clone()), Expr::var(within, int))
    }

    /// gcc's folding of `strcmp` (`n` `None`) or `memcmp` of two string literals: -1, 0 or 1.
    pub(super) fn literals_sign(
        &mut self,
        a: &Node<Expression>,
        b: &Node<Expression>,
        n: Option<u64>,
        off: usize,
    ) -> Result<Option<Expr>> {
        let (Expression::StringLiteral(x), Expression::StringLiteral(y)) = (&a.node, &b.node)
        else {
            return Ok(None);
        };
        let bytes = |this: &Self, l: &Vec<String>| {
            super::literal::string(l).map_err(|m| this.unsupported(off, m))
        };
        let (mut x, mut y) = (bytes(self, &x.node)?, bytes(self, &y.node)?);
        // With its terminating null; `strcmp` stops after the first null.
        x.push(0);
        y.push(0);
        let order = match n {
            None => {
                let end = |s: &[u8]| s.iter().position(|&c| c == 0).map_or(s.len(), |k| k + 1);
                x[..end(&x)].cmp(&y[..end(&y)])
            }
            Some(n) if n as usize <= x.len().min(y.len()) => x[..n as usize].cmp(&y[..n as usize]),
            // Past a literal's end: left to the general case's checks.
            Some(_) => return Ok(None),
        };
        Ok(Some(Expr::constant(IntTy::INT, order as i128)))
    }

    /// `strchr`/`strrchr(s, c)` and `memchr(s, c, n)`: a pointer into `s`'s object, or NULL.
    fn search(
        &mut self,
        s: &Node<Expression>,
        c: &Node<Expression>,
        n: Option<&Node<Expression>>,
        last: bool,
        name: &str,
        off: usize,
    ) -> Result<Expr> {
        let p = self.char_pointer(s, name, off)?;
        let p = self.protect(p, c);
        let p = self.spill(p);
        let cv = self.int_rvalue(c)?;
        let cv = cast(cv, IntTy::UCHAR);
        let cv = match n {
            Some(n) => self.protect(cv, n),
            None => cv,
        };
        let cv = self.spill(cv);
        let n = n.map(|n| self.any_length(n)).transpose()?;
        let index = self.temp(Type::Int(IntTy::ULONG));
        let found = self.temp(Type::Int(IntTy::INT));
        let within = self.temp(Type::Int(IntTy::INT));
        let dest = self.spill(as_bytes(p.clone(), IntTy::UCHAR));
        let kind = ArrayOpKind::Search(Box::new(StrSearch {
            c: cv,
            n,
            last,
            index: Place::Var(index),
            found: Place::Var(found),
            within: Place::Var(within),
        }));
        self.emit(InstrKind::ArrayOp(ArrayOp { dest, kind }));
        self.read_check(Expr::var(within, Type::Int(IntTy::INT)), name);
        let at = self.ptr_add(p.clone(), Expr::var(index, Type::Int(IntTy::ULONG)), off)?;
        let null = Expr { kind: ExprKind::Const(0), ty: p.ty.clone() };
        let r = Expr {
            kind: ExprKind::Ite(
                Box::new(Expr::var(found, Type::Int(IntTy::INT))),
                Box::new(at),
                Box::new(null),
            ),
            ty: p.ty.clone(),
        };
        let r = self.spill(r);
        Ok(if name == "memchr" {
            Expr { kind: ExprKind::Cast(Box::new(r)), ty: Type::Pointer(Box::new(Type::Void)) }
        } else {
            r
        })
    }

    /// With `--pointer-check`: the function read only inside the objects.
    fn read_check(&mut self, within: Expr, name: &str) {
        if self.ctx.pointer_check {
            let what = format!("dereference failure: {name} reads past the end of an object");
            self.pointer_check(within, what);
        }
    }

    /// A length argument, constant or not, as an `unsigned long`.
    fn any_length(&mut self, n: &Node<Expression>) -> Result<Expr> {
        Ok(match self.constant_length(n)? {
            Some(k) => Expr::constant(IntTy::ULONG, i128::from(k)),
            None => self.symbolic_length(n)?,
        })
    }
}
