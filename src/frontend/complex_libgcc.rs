//! libgcc's complex multiplication and division (`libgcc/libgcc2.c` of gcc 12: `__mulsc3`,
//! `__muldc3`, `__divsc3`, `__divdc3`), which gcc calls at -O0 for `*` and `/` of two
//! floating complex values (`complex.rs`). The same IEEE operations in the same order give the
//! same bits; each `if` becomes a choice (`Ite`) between the values the variables would hold.
//! On x86-64: `__mulsc3` computes in `float`; `__divsc3` computes the plain formula in
//! `double` (`__LIBGCC_HAVE_HWDBL__`) and rounds the two results to `float`; `__divdc3` scales
//! (gcc 12's algorithm) before Smith's method. Both divisions then recover infinities and
//! zeros from NaN + NaN i.
//!
//! Where both operands of `+` or `*` can be NaN, their order is the compiled libgcc's
//! (`objdump -d` of `_mulsc3.o`, `_muldc3.o`, `_divsc3.o`, `_divdc3.o` in Debian's gcc 12
//! `libgcc.a`), not the source's: x86-64 gives the first NaN operand (`docs/SEMANTICS.md`).

use super::lower_expr::fold_float;
use super::Lower;
use crate::ir::build::{and, or};
use crate::ir::{BinOp, Expr, ExprKind, FloatTy, IntTy, MathFn, Type};

/// The operations of one routine, each result settled (`Lower::settle`) so that a value read
/// several times is computed once.
struct Ops<'l, 'a> {
    low: &'l mut Lower<'a>,
    ft: FloatTy,
}

impl Ops<'_, '_> {
    fn k(&self, x: f64) -> Expr {
        let bits = match self.ft {
            FloatTy::F32 => u64::from((x as f32).to_bits()),
            FloatTy::F64 => x.to_bits(),
        };
        Expr { kind: ExprKind::Const(bits), ty: Type::Float(self.ft) }
    }

    fn bin(&mut self, op: BinOp, a: &Expr, b: &Expr) -> Expr {
        let ty = if matches!(op, BinOp::Eq | BinOp::Lt | BinOp::Ge | BinOp::Gt) {
            Type::Int(IntTy::INT)
        } else {
            a.ty.clone()
        };
        let e = Expr { kind: ExprKind::Binary(op, Box::new(a.clone()), Box::new(b.clone())), ty };
        self.low.settle(fold_float(e))
    }

    fn add(&mut self, a: &Expr, b: &Expr) -> Expr {
        self.bin(BinOp::Add, a, b)
    }
    fn sub(&mut self, a: &Expr, b: &Expr) -> Expr {
        self.bin(BinOp::Sub, a, b)
    }
    fn mul(&mut self, a: &Expr, b: &Expr) -> Expr {
        self.bin(BinOp::Mul, a, b)
    }
    fn div(&mut self, a: &Expr, b: &Expr) -> Expr {
        self.bin(BinOp::Div, a, b)
    }

    fn math(&mut self, f: MathFn, xs: &[&Expr]) -> Expr {
        let ty = if f.is_classification() { Type::Int(IntTy::INT) } else { xs[0].ty.clone() };
        let e = Expr { kind: ExprKind::Math(f, xs.iter().map(|x| (*x).clone()).collect()), ty };
        self.low.settle(fold_float(e))
    }
    fn isnan(&mut self, x: &Expr) -> Expr {
        self.math(MathFn::IsNan, &[x])
    }
    fn isinf(&mut self, x: &Expr) -> Expr {
        self.math(MathFn::IsInf, &[x])
    }
    fn isfinite(&mut self, x: &Expr) -> Expr {
        self.math(MathFn::IsFinite, &[x])
    }
    fn fabs(&mut self, x: &Expr) -> Expr {
        self.math(MathFn::Fabs, &[x])
    }
    fn copysign(&mut self, x: &Expr, y: &Expr) -> Expr {
        self.math(MathFn::Copysign, &[x, y])
    }

    fn ite(&mut self, c: &Expr, a: &Expr, b: &Expr) -> Expr {
        if let Some(v) = c.as_const() {
            return if v != 0 { a.clone() } else { b.clone() };
        }
        let e = Expr {
            kind: ExprKind::Ite(Box::new(c.clone()), Box::new(a.clone()), Box::new(b.clone())),
            ty: a.ty.clone(),
        };
        self.low.settle(e)
    }

    /// `if (c) x = v;`
    fn set_if(&mut self, c: &Expr, x: &mut Expr, v: &Expr) {
        *x = self.ite(c, v, x);
    }

    /// `COPYSIGN (isinf (x) ? 1 : 0, x)`: the infinity "boxed".
    fn boxed(&mut self, x: &Expr) -> Expr {
        let inf = self.isinf(x);
        let (one, zero) = (self.k(1.0), self.k(0.0));
        let m = self.ite(&inf, &one, &zero);
        self.copysign(&m, x)
    }

    /// `if (isnan (x)) x = COPYSIGN (0, x);` under the condition `c`.
    fn nan_to_zero(&mut self, c: &Expr, x: &mut Expr) {
        let nan = self.isnan(x);
        let zero = self.k(0.0);
        let z = self.copysign(&zero, x);
        let when = and(c.clone(), nan);
        self.set_if(&when, x, &z);
    }

    fn any(&mut self, xs: &[&Expr], f: fn(&mut Self, &Expr) -> Expr) -> Expr {
        let mut acc = Expr::constant(IntTy::INT, 0);
        for x in xs {
            let t = f(self, x);
            acc = or(acc, t);
        }
        acc
    }

    /// `__mul[sd]c3 (a, b, c, d)`.
    fn mul3(&mut self, [mut a, mut b, mut c, mut d]: [Expr; 4]) -> (Expr, Expr) {
        let ac = self.mul(&a, &c);
        let bd = self.mul(&b, &d);
        let ad = self.mul(&a, &d);
        // Compiled as `c * b` (which NaN a product of two NaNs gives, `docs/SEMANTICS.md`).
        let bc = self.mul(&c, &b);
        let x = self.sub(&ac, &bd);
        let y = self.add(&ad, &bc);
        let both_nan = {
            let (p, q) = (self.isnan(&x), self.isnan(&y));
            and(p, q)
        };
        // Recover infinities that computed as NaN + iNaN.
        let z_inf = self.any(&[&a, &b], Self::isinf);
        let rec1 = and(both_nan.clone(), z_inf);
        let (ba, bb) = (self.boxed(&a), self.boxed(&b));
        self.set_if(&rec1, &mut a, &ba);
        self.set_if(&rec1, &mut b, &bb);
        self.nan_to_zero(&rec1, &mut c);
        self.nan_to_zero(&rec1, &mut d);
        let w_inf = self.any(&[&c, &d], Self::isinf);
        let rec2 = and(both_nan.clone(), w_inf);
        let (bc2, bd2) = (self.boxed(&c), self.boxed(&d));
        self.set_if(&rec2, &mut c, &bc2);
        self.set_if(&rec2, &mut d, &bd2);
        self.nan_to_zero(&rec2, &mut a);
        self.nan_to_zero(&rec2, &mut b);
        let overflow = self.any(&[&ac, &bd, &ad, &bc], Self::isinf);
        let no_recalc = crate::ir::build::not(or(rec1.clone(), rec2.clone()));
        let rec3 = and(both_nan, and(no_recalc, overflow));
        for v in [&mut a, &mut b, &mut c, &mut d] {
            self.nan_to_zero(&rec3, v);
        }
        let recalc = or(rec1, or(rec2, rec3));
        let inf = self.k(f64::INFINITY);
        let (ac2, bd2, ad2, bc2) =
            (self.mul(&a, &c), self.mul(&b, &d), self.mul(&a, &d), self.mul(&b, &c));
        let (s, t) = (self.sub(&ac2, &bd2), self.add(&ad2, &bc2));
        let (x2, y2) = (self.mul(&inf, &s), self.mul(&inf, &t));
        (self.ite(&recalc, &x2, &x), self.ite(&recalc, &y2, &y))
    }

    /// The end of `__div[sd]c3`: infinities and zeros that computed as NaN + iNaN (the only
    /// cases are nonzero/zero, infinite/finite and finite/infinite), with the routine's
    /// (scaled) `a b c d`.
    fn div_recover(&mut self, [a, b, c, d]: [&Expr; 4], x: Expr, y: Expr) -> (Expr, Expr) {
        let both_nan = {
            let (p, q) = (self.isnan(&x), self.isnan(&y));
            and(p, q)
        };
        let zero = self.k(0.0);
        let inf = self.k(f64::INFINITY);
        // c == 0.0 && d == 0.0 && (!isnan (a) || !isnan (b))
        let (cz, dz) = (self.bin(BinOp::Eq, c, &zero), self.bin(BinOp::Eq, d, &zero));
        let (na, nb) = (self.isnan(a), self.isnan(b));
        let not_both_nan = crate::ir::build::not(and(na, nb));
        let case1 = and(cz, and(dz, not_both_nan));
        let sinf = self.copysign(&inf, c);
        let (x1, y1) = (self.mul(&sinf, a), self.mul(&sinf, b));
        // (isinf (a) || isinf (b)) && isfinite (c) && isfinite (d)
        let ab_inf = self.any(&[a, b], Self::isinf);
        let (fc, fd) = (self.isfinite(c), self.isfinite(d));
        let case2 = and(ab_inf, and(fc, fd));
        let (a2, b2) = (self.boxed(a), self.boxed(b));
        let (p, q) = (self.mul(&a2, c), self.mul(&b2, d));
        let s = self.add(&p, &q);
        let (p, q) = (self.mul(&b2, c), self.mul(&a2, d));
        let t = self.sub(&p, &q);
        let (x2, y2) = (self.mul(&inf, &s), self.mul(&inf, &t));
        // (isinf (c) || isinf (d)) && isfinite (a) && isfinite (b)
        let cd_inf = self.any(&[c, d], Self::isinf);
        let (fa, fb) = (self.isfinite(a), self.isfinite(b));
        let case3 = and(cd_inf, and(fa, fb));
        let (c3, d3) = (self.boxed(c), self.boxed(d));
        let (p, q) = (self.mul(a, &c3), self.mul(b, &d3));
        let s = self.add(&p, &q);
        let (p, q) = (self.mul(b, &c3), self.mul(a, &d3));
        let t = self.sub(&p, &q);
        let (x3, y3) = (self.mul(&zero, &s), self.mul(&zero, &t));
        let (c1, c2, c3) = (
            and(both_nan.clone(), case1.clone()),
            and(both_nan.clone(), case2.clone()),
            and(both_nan, case3),
        );
        let c2 = and(crate::ir::build::not(case1.clone()), c2);
        let c3 = and(crate::ir::build::not(or(case1, case2)), c3);
        let x = self.ite(&c3, &x3, &x);
        let x = self.ite(&c2, &x2, &x);
        let x = self.ite(&c1, &x1, &x);
        let y = self.ite(&c3, &y3, &y);
        let y = self.ite(&c2, &y2, &y);
        let y = self.ite(&c1, &y1, &y);
        (x, y)
    }

    /// `__divsc3` with double hardware: the plain formula in `double`.
    fn divsc3(&mut self, [a, b, c, d]: [Expr; 4]) -> (Expr, Expr) {
        let wide = |o: &mut Self, e: &Expr| {
            o.low.settle(super::lower_expr::cast_to(e.clone(), &Type::Float(FloatTy::F64)))
        };
        let (aa, bb, cc, dd) = (wide(self, &a), wide(self, &b), wide(self, &c), wide(self, &d));
        let (p, q) = (self.mul(&cc, &cc), self.mul(&dd, &dd));
        let denom = self.add(&p, &q);
        let (p, q) = (self.mul(&aa, &cc), self.mul(&bb, &dd));
        let s = self.add(&p, &q);
        let x = self.div(&s, &denom);
        // Compiled as `cc * bb`.
        let (p, q) = (self.mul(&cc, &bb), self.mul(&aa, &dd));
        let t = self.sub(&p, &q);
        let y = self.div(&t, &denom);
        let narrow = |o: &mut Self, e: Expr| {
            o.low.settle(super::lower_expr::cast_to(e, &Type::Float(FloatTy::F32)))
        };
        let (x, y) = (narrow(self, x), narrow(self, y));
        self.div_recover([&a, &b, &c, &d], x, y)
    }

    /// `__divdc3`: gcc 12's scaling, then Smith's method.
    fn divdc3(&mut self, [a, b, c, d]: [Expr; 4]) -> (Expr, Expr) {
        let rbig = self.k(f64::MAX / 2.0);
        let rmin = self.k(f64::MIN_POSITIVE);
        let rmin2 = self.k(f64::EPSILON);
        let rminscal = self.k(1.0 / f64::EPSILON);
        let rmax2 = self.k(f64::MAX / 2.0 * f64::EPSILON);
        let two = self.k(2.0);
        let (fc, fd) = (self.fabs(&c), self.fabs(&d));
        // `fabs (c) < fabs (d)`: d is the larger (first branch), else c.
        let dbig = self.bin(BinOp::Lt, &fc, &fd);
        let mut v = [a, b, c, d];
        // The larger of c, d: `big` picks it from the current values.
        let big = |o: &mut Self, v: &[Expr; 4]| {
            let (fc, fd) = (o.fabs(&v[2]), o.fabs(&v[3]));
            o.ite(&dbig, &fd, &fc)
        };
        let m = big(self, &v);
        let halve = self.bin(BinOp::Ge, &m, &rbig);
        for x in v.iter_mut() {
            let h = self.div(x, &two);
            self.set_if(&halve, x, &h);
        }
        let m = big(self, &v);
        let tiny = self.bin(BinOp::Lt, &m, &rmin2);
        let (fa, fb) = (self.fabs(&v[0]), self.fabs(&v[1]));
        let (a_small, b_lt) = (self.bin(BinOp::Lt, &fa, &rmin), self.bin(BinOp::Lt, &fb, &rmax2));
        let m_lt = self.bin(BinOp::Lt, &m, &rmax2);
        let (b_small, a_lt) = (self.bin(BinOp::Lt, &fb, &rmin), self.bin(BinOp::Lt, &fa, &rmax2));
        let small_num = or(and(a_small, and(b_lt, m_lt.clone())), and(b_small, and(a_lt, m_lt)));
        let scale = or(tiny, small_num);
        for x in v.iter_mut() {
            let s = self.mul(x, &rminscal);
            self.set_if(&scale, x, &s);
        }
        let [a, b, c, d] = &v;
        // First branch: ratio = c / d, denom = c * ratio + d.
        let ratio1 = self.div(c, d);
        let p = self.mul(c, &ratio1);
        let denom1 = self.add(&p, d);
        // Second branch: ratio = d / c, denom = d * ratio + c.
        let ratio2 = self.div(d, c);
        let p = self.mul(d, &ratio2);
        let denom2 = self.add(&p, c);
        let (x1, y1) = self.smith_d([a, b, c, d], &ratio1, &denom1);
        let (x2, y2) = self.smith_c([a, b, c, d], &ratio2, &denom2);
        let x = self.ite(&dbig, &x1, &x2);
        let y = self.ite(&dbig, &y1, &y2);
        self.div_recover([a, b, c, d], x, y)
    }

    /// The operands of `+` and `*` are in the order of the compiled libgcc's instructions
    /// where it differs from the source's (which the comments give).
    ///
    /// Smith's method once scaled, first branch (`|c| < |d|`, `ratio = c / d`):
    /// `x = (a*ratio + b) / denom`, `y = (b*ratio - a) / denom`, or with a subnormal ratio
    /// `x = (c*(a/d) + b) / denom`, `y = (c*(b/d) - a) / denom`.
    fn smith_d(&mut self, [a, b, c, d]: [&Expr; 4], ratio: &Expr, denom: &Expr) -> (Expr, Expr) {
        let rmin = self.k(f64::MIN_POSITIVE);
        let fr = self.fabs(ratio);
        let normal = self.bin(BinOp::Gt, &fr, &rmin);
        let p = self.mul(a, ratio);
        let s = self.add(&p, b);
        let xn = self.div(&s, denom);
        let p = self.mul(ratio, b);
        let s = self.sub(&p, a);
        let yn = self.div(&s, denom);
        let ad = self.div(a, d);
        let p = self.mul(&ad, c);
        let s = self.add(&p, b);
        let xs = self.div(&s, denom);
        let bd = self.div(b, d);
        let p = self.mul(&bd, c);
        let s = self.sub(&p, a);
        let ys = self.div(&s, denom);
        (self.ite(&normal, &xn, &xs), self.ite(&normal, &yn, &ys))
    }

    /// The second branch (`ratio = d / c`): `x = (b*ratio + a) / denom`,
    /// `y = (b - a*ratio) / denom`, or `x = (a + d*(b/c)) / denom`, `y = (b - d*(a/c)) / denom`.
    fn smith_c(&mut self, [a, b, c, d]: [&Expr; 4], ratio: &Expr, denom: &Expr) -> (Expr, Expr) {
        let rmin = self.k(f64::MIN_POSITIVE);
        let fr = self.fabs(ratio);
        let normal = self.bin(BinOp::Gt, &fr, &rmin);
        let p = self.mul(b, ratio);
        let s = self.add(&p, a);
        let xn = self.div(&s, denom);
        let p = self.mul(ratio, a);
        let s = self.sub(b, &p);
        let yn = self.div(&s, denom);
        let bc = self.div(b, c);
        let p = self.mul(&bc, d);
        let s = self.add(&p, a);
        let xs = self.div(&s, denom);
        let ac = self.div(a, c);
        let p = self.mul(&ac, d);
        let s = self.sub(b, &p);
        let ys = self.div(&s, denom);
        (self.ite(&normal, &xn, &xs), self.ite(&normal, &yn, &ys))
    }
}

impl<'a> Lower<'a> {
    pub(super) fn libgcc_mul(
        &mut self,
        ft: FloatTy,
        a: Expr,
        b: Expr,
        c: Expr,
        d: Expr,
    ) -> (Expr, Expr) {
        Ops { low: self, ft }.mul3([a, b, c, d])
    }

    pub(super) fn libgcc_divsc3(&mut self, a: Expr, b: Expr, c: Expr, d: Expr) -> (Expr, Expr) {
        Ops { low: self, ft: FloatTy::F32 }.divsc3([a, b, c, d])
    }

    pub(super) fn libgcc_divdc3(&mut self, a: Expr, b: Expr, c: Expr, d: Expr) -> (Expr, Expr) {
        Ops { low: self, ft: FloatTy::F64 }.divdc3([a, b, c, d])
    }
}
