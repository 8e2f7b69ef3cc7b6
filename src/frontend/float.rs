//! Floating-point C: `float`/`double` literals (decimal and hexadecimal), arithmetic with the
//! usual arithmetic conversions, and the `math.h` functions and builtins modelled exactly.
//! Everything else about floats (`long double`, `_Complex`, transcendental functions, the
//! floating-point environment beyond the rounding mode) is an `Unsupported` error at its
//! `file:line`. `fesetround`/`fegetround` are in `fenv.rs`.

use lang_c::ast::{BinaryOperator, Constant, Expression, Float, FloatBase, FloatFormat};
use lang_c::span::Node;

use super::lower_expr::{cast_to, fold_float, usual_scalar};
use super::Lower;
use crate::error::Result;
use crate::ir::{BinOp, Expr, ExprKind, FloatTy, IntTy, MathFn, Type};

/// `1.0` of a float type.
pub fn one(ft: FloatTy) -> Expr {
    let bits = match ft {
        FloatTy::F32 => 1f32.to_bits() as u64,
        FloatTy::F64 => 1f64.to_bits(),
    };
    Expr { kind: ExprKind::Const(bits), ty: Type::Float(ft) }
}

fn fconst(ft: FloatTy, x: f64) -> Expr {
    let bits = match ft {
        FloatTy::F32 => (x as f32).to_bits() as u64,
        FloatTy::F64 => x.to_bits(),
    };
    Expr { kind: ExprKind::Const(bits), ty: Type::Float(ft) }
}

/// Raw bits and type of a floating constant, correctly rounded (to nearest, ties to even).
pub fn literal(f: &Float) -> std::result::Result<(u64, FloatTy), String> {
    if f.suffix.imaginary {
        return Err("imaginary constant (_Complex)".into());
    }
    let ft = match f.suffix.format {
        FloatFormat::Float => FloatTy::F32,
        FloatFormat::Double => FloatTy::F64,
        // A `long double` constant whose value a double holds exactly is that double: its
        // conversions and comparisons give the same results. The arithmetic, `sizeof` and
        // `typeof` of one are rejected where they happen (`long_double_literal`).
        FloatFormat::LongDouble
            if f.base == FloatBase::Decimal && exact_in_double(f.number.trim()) =>
        {
            FloatTy::F64
        }
        FloatFormat::LongDouble => return Err(format!("`long double` constant `{}`", f.number)),
        _ => return Err(format!("decimal or _FloatN floating constant `{}`", f.number)),
    };
    let text = f.number.trim();
    let bits = match f.base {
        FloatBase::Decimal => {
            // Rust's parsers round correctly; `1.`, `.5` and `1.e3` need a digit added.
            let mut t = String::new();
            let chars: Vec<char> = text.chars().collect();
            for (i, &c) in chars.iter().enumerate() {
                if c == '.' && (i == 0 || !chars[i - 1].is_ascii_digit()) {
                    t.push('0');
                }
                t.push(c);
                if c == '.' && !chars.get(i + 1).is_some_and(|d| d.is_ascii_digit()) {
                    t.push('0');
                }
            }
            let bad = || format!("floating constant `{text}`");
            match ft {
                FloatTy::F32 => t.parse::<f32>().map_err(|_| bad())?.to_bits() as u64,
                FloatTy::F64 => t.parse::<f64>().map_err(|_| bad())?.to_bits(),
            }
        }
        FloatBase::Hexadecimal => hex_literal(text, ft)
            .ok_or_else(|| format!("hexadecimal floating constant `{text}`"))?,
    };
    Ok((bits, ft))
}

/// Whether a decimal floating constant (`1.25`, `3e2`, `.5e-1`) is exactly a double: as
/// N / 10^k it must reduce to M / 2^k with M of at most 53 significant bits (or be an integer
/// of at most 53 of them).
fn exact_in_double(text: &str) -> bool {
    let (mant, exp) = match text.split_once(['e', 'E']) {
        Some((m, e)) => (m, e.parse::<i64>().ok()),
        None => (text, Some(0)),
    };
    let Some(exp) = exp else { return false };
    let (int, frac) = mant.split_once('.').unwrap_or((mant, ""));
    let digits = format!("{int}{frac}");
    let digits = digits.trim_start_matches('0');
    if digits.is_empty() {
        return true;
    }
    let Ok(n) = digits.parse::<u128>() else { return false };
    // value = n * 10^(exp - frac digits)
    let k = exp - frac.len() as i64;
    let fits = |m: u128| m == 0 || 128 - m.leading_zeros() - m.trailing_zeros() <= 53;
    if k >= 0 {
        let Some(m) = u32::try_from(k)
            .ok()
            .and_then(|k| 10u128.checked_pow(k))
            .and_then(|p| n.checked_mul(p))
        else {
            return false;
        };
        return fits(m);
    }
    let Some(p5) = u32::try_from(-k).ok().and_then(|k| 5u128.checked_pow(k)) else { return false };
    n % p5 == 0 && fits(n / p5) && -k <= 1022
}

/// `1.8p+1` (with or without `0x`): at most 53 significant bits, which covers every exact
/// `%a` rendering of a double (longer ones are unsupported, not rounded twice); the value is scaled in two exact steps so that the
/// only rounding is the last one.
fn hex_literal(text: &str, ft: FloatTy) -> Option<u64> {
    let t = text.trim_start_matches("0x").trim_start_matches("0X");
    let (mant, exp) = t.split_once(['p', 'P'])?;
    let exp: i64 = exp.parse().ok()?;
    let (int, frac) = mant.split_once('.').unwrap_or((mant, ""));
    let digits: String = format!("{int}{frac}");
    let digits = digits.trim_start_matches('0');
    let frac_len = frac.len() as i64;
    let trimmed = digits.trim_end_matches('0');
    let dropped = (digits.len() - trimmed.len()) as i64;
    if trimmed.len() > 30 {
        return None;
    }
    let m = if trimmed.is_empty() { 0 } else { u128::from_str_radix(trimmed, 16).ok()? };
    if m >= 1 << 53 {
        return None;
    }
    let e = exp - 4 * (frac_len - dropped);
    // m < 2^52: exact in f64; 2^e applied in steps that stay exact until the last.
    let mut x = m as f64;
    let mut e = e;
    while e > 600 {
        x *= 2f64.powi(600);
        e -= 600;
    }
    while e < -600 {
        if e >= -1200 {
            x *= 2f64.powi((e + 600) as i32);
            e = -600;
        } else {
            x *= 2f64.powi(-600);
            e += 600;
        }
    }
    x *= 2f64.powi(e as i32);
    Some(match ft {
        FloatTy::F32 => (x as f32).to_bits() as u64,
        FloatTy::F64 => x.to_bits(),
    })
}

/// Library functions and builtins modelled exactly: (name, operation, float type, arity).
/// The type-generic classification macros of `math.h` expand to the `__builtin_*` names.
fn math_builtin(name: &str) -> Option<(MathFn, Option<FloatTy>, usize)> {
    use FloatTy::*;
    use MathFn::*;
    let (base, ft) = match name.strip_prefix("__builtin_").unwrap_or(name) {
        n @ ("isnan" | "isinf" | "isfinite" | "signbit") => (n, None),
        n => match n.strip_suffix('f') {
            Some(b) if n != "modf" && !b.is_empty() => (b, Some(F32)),
            _ => (n, Some(F64)),
        },
    };
    let (f, arity) = match base {
        "fabs" => (Fabs, 1),
        "sqrt" => (Sqrt, 1),
        "floor" => (Floor, 1),
        "ceil" => (Ceil, 1),
        "trunc" => (Trunc, 1),
        "round" => (Round, 1),
        "fmin" => (Fmin, 2),
        "fmax" => (Fmax, 2),
        "copysign" => (Copysign, 2),
        "fmod" => (Fmod, 2),
        "isnan" => (IsNan, 1),
        "isinf" => (IsInf, 1),
        "isfinite" => (IsFinite, 1),
        "signbit" => (SignBit, 1),
        _ => return None,
    };
    Some((f, ft, arity))
}

/// Functions whose results we do not model: an unsupported error rather than a silently
/// arbitrary (or wrong) value. `fmod` and `fmodf` are modelled (`math_builtin` answers them
/// first); the `fmod` here only catches `fmodl` (`long double`).
pub(super) fn is_unmodelled_math(name: &str) -> bool {
    let n = name.strip_prefix("__builtin_").unwrap_or(name);
    let n = n
        .strip_suffix(['f', 'l'])
        .filter(|b| !b.is_empty() && *b != "mod" && *b != "er")
        .unwrap_or(n);
    matches!(
        n,
        "sin"
            | "cos"
            | "tan"
            | "asin"
            | "acos"
            | "atan"
            | "atan2"
            | "sinh"
            | "cosh"
            | "tanh"
            | "asinh"
            | "acosh"
            | "atanh"
            | "exp"
            | "exp2"
            | "expm1"
            | "log"
            | "log2"
            | "log10"
            | "log1p"
            | "pow"
            | "cbrt"
            | "hypot"
            | "fmod"
            | "remainder"
            | "modf"
            | "frexp"
            | "ldexp"
            | "scalbn"
            | "nearbyint"
            | "rint"
            | "lrint"
            | "llrint"
            | "lround"
            | "llround"
            | "erf"
            | "erfc"
            | "tgamma"
            | "lgamma"
            | "fma"
            | "fdim"
            | "nextafter"
            | "feclearexcept"
            | "fetestexcept"
            | "feraiseexcept"
            | "fegetexceptflag"
            | "fesetexceptflag"
            | "fegetenv"
            | "fesetenv"
            | "feholdexcept"
            | "feupdateenv"
    )
}

impl<'a> Lower<'a> {
    /// `a op b` where at least one operand is a float.
    pub fn float_arith(
        &mut self,
        op: &BinaryOperator,
        a: Expr,
        b: Expr,
        off: usize,
    ) -> Result<Expr> {
        let t = usual_scalar(&a.ty, &b.ty)
            .ok_or_else(|| self.invalid(off, "invalid operands to a float operator"))?;
        let (bop, is_cmp) = match super::lower_expr::binop_of(op) {
            Some((b, c))
                if !matches!(b, BinOp::Rem | BinOp::BitAnd | BinOp::BitXor | BinOp::BitOr) =>
            {
                (b, c)
            }
            _ => {
                return Err(self.invalid(
                    off,
                    format!("invalid operands to binary operator {op:?} (have a float)"),
                ))
            }
        };
        let (a, b) = (cast_to(a, &t), cast_to(b, &t));
        let ty = if is_cmp { Type::Int(IntTy::INT) } else { t };
        Ok(fold_float(Expr { kind: ExprKind::Binary(bop, Box::new(a), Box::new(b)), ty }))
    }

    /// Math functions and float builtins without a body in the program; `None` for others.
    pub fn float_builtin(
        &mut self,
        name: &str,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Option<Expr>> {
        let base = name.strip_prefix("__builtin_").unwrap_or(name);
        match base {
            "nan" | "nanf" | "nans" | "nansf" => {
                let ft = if base.ends_with('f') { FloatTy::F32 } else { FloatTy::F64 };
                // gcc's: `nan` the canonical quiet NaN, `nans` the signaling NaN with the
                // next payload bit set (0x7ff4000000000000, 0x7fa00000); the string's
                // payload is not read.
                use crate::bits::float::{inf_bits, nan_bits, quiet_bit};
                let w = ft.bits();
                let bits = if base.starts_with("nans") {
                    inf_bits(w) | (quiet_bit(w) >> 1)
                } else {
                    nan_bits(w)
                };
                return Ok(Some(Expr { kind: ExprKind::Const(bits), ty: Type::Float(ft) }));
            }
            "inf" | "inff" | "huge_val" | "huge_valf" => {
                let ft = if base.ends_with('f') { FloatTy::F32 } else { FloatTy::F64 };
                return Ok(Some(fconst(ft, f64::INFINITY)));
            }
            // The rounding mode is program state (`fenv.rs`).
            "fegetround" if name == "fegetround" => {
                if !args.is_empty() {
                    return Err(self.invalid(off, "`fegetround` takes no arguments"));
                }
                return Ok(Some(self.fegetround(off)));
            }
            "fesetround" if name == "fesetround" => {
                let [arg] = args else {
                    return Err(self.invalid(off, "`fesetround` takes one argument"));
                };
                return self.fesetround(arg, off).map(Some);
            }
            "isinf_sign" | "isnormal" | "fpclassify" | "isgreater" | "isgreaterequal"
            | "isless" | "islessequal" | "islessgreater" | "isunordered" => {
                return self.classify_builtin(base, args, off).map(Some)
            }
            _ => {}
        }
        let Some((f, ft, arity)) = math_builtin(name) else {
            if is_unmodelled_math(name) && base.starts_with("fe") {
                return Err(self.unsupported(off, format!("floating-point environment function `{name}` (only fesetround and fegetround are modelled)")));
            }
            if is_unmodelled_math(name) {
                return Err(self.unsupported(off, format!("math function `{name}` (only fabs, sqrt, floor, ceil, trunc, round, fmin, fmax, copysign, fmod and the classifications are modelled)")));
            }
            return Ok(None);
        };
        if args.len() != arity {
            return Err(self.invalid(off, format!("`{name}` takes {arity} argument(s)")));
        }
        let mut xs = Vec::with_capacity(arity);
        for (i, a) in args.iter().enumerate() {
            let v = self.scalar_rvalue(a)?;
            let v = if i + 1 < args.len() { self.protect(v, &args[i + 1]) } else { v };
            // Type-generic classifications keep a float argument's type.
            let to = match (ft, &v.ty) {
                (Some(t), _) => Type::Float(t),
                (None, Type::Float(t)) => Type::Float(*t),
                (None, _) => Type::Float(FloatTy::F64),
            };
            xs.push(cast_to(v, &to));
        }
        let ty = if f.is_classification() { Type::Int(IntTy::INT) } else { xs[0].ty.clone() };
        let e = Expr { kind: ExprKind::Math(f, xs), ty };
        // CBMC calls its library for these even on constants (`sqrt(2)`), a call its coverage
        // blocks end at (`ir::cover::blocks`): kept for --cover in a function (symex folds it).
        let call = self.ctx.coverage && !f.is_classification() && !self.at_file_scope();
        let e = if call { e } else { fold_float(e) };
        // gcc's `__builtin_signbit` of a `float` is the sign bit in place (`INT_MIN`), of a
        // `double` 1 (x86-64, as compiled at -O0); C only promises "nonzero".
        if let (MathFn::SignBit, ExprKind::Math(_, xs)) = (f, &e.kind) {
            if xs[0].ty == Type::Float(FloatTy::F32) {
                return Ok(Some(ite(e.clone(), int(i32::MIN.into()), int(0))));
            }
        }
        Ok(Some(e))
    }

    /// The type-generic `math.h` macros glibc expands to gcc builtins: `isinf` (gcc's
    /// `__builtin_isinf_sign`: -1, 0 or 1), `isnormal`, `fpclassify` (with the classes as the
    /// first five arguments) and the quiet comparisons, as formulas over `MathFn` and IEEE
    /// comparisons.
    fn classify_builtin(
        &mut self,
        base: &str,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Expr> {
        let n_float = if base == "fpclassify" {
            6
        } else if base.starts_with("is") && base != "isinf_sign" && base != "isnormal" {
            2
        } else {
            1
        };
        if args.len() != n_float {
            return Err(self.invalid(off, format!("`{base}` takes {n_float} argument(s)")));
        }
        let mut vals = Vec::with_capacity(args.len());
        for (i, a) in args.iter().enumerate() {
            let v = self.scalar_rvalue(a)?;
            vals.push(if i + 1 < args.len() { self.protect(v, &args[i + 1]) } else { v });
        }
        let fl = |v: Expr| {
            let t = match v.ty {
                Type::Float(t) => t,
                _ => FloatTy::F64,
            };
            cast_to(v, &Type::Float(t))
        };
        let math = |f: MathFn, x: &Expr| {
            fold_float(Expr { kind: ExprKind::Math(f, vec![x.clone()]), ty: Type::Int(IntTy::INT) })
        };
        let cmp = |op: BinOp, x: &Expr, y: &Expr| {
            let t = usual_scalar(&x.ty, &y.ty).expect("floats");
            let (x, y) = (cast_to(x.clone(), &t), cast_to(y.clone(), &t));
            fold_float(Expr {
                kind: ExprKind::Binary(op, Box::new(x), Box::new(y)),
                ty: Type::Int(IntTy::INT),
            })
        };
        let or = |a: Expr, b: Expr| Expr {
            kind: ExprKind::Binary(BinOp::LogOr, Box::new(a), Box::new(b)),
            ty: Type::Int(IntTy::INT),
        };
        Ok(match base {
            "isinf_sign" => {
                let x = fl(vals.remove(0));
                ite(
                    math(MathFn::IsInf, &x),
                    ite(math(MathFn::SignBit, &x), int(-1), int(1)),
                    int(0),
                )
            }
            "isnormal" | "fpclassify" => {
                let x = fl(vals.pop().expect("argument"));
                let ft = x.ty.float().expect("float");
                let min_normal = match ft {
                    FloatTy::F32 => fconst(ft, f32::MIN_POSITIVE as f64),
                    FloatTy::F64 => fconst(ft, f64::MIN_POSITIVE),
                };
                let abs = fold_float(Expr {
                    kind: ExprKind::Math(MathFn::Fabs, vec![x.clone()]),
                    ty: x.ty.clone(),
                });
                let zero = Expr { kind: ExprKind::Const(0), ty: x.ty.clone() };
                let is_zero = cmp(BinOp::Eq, &x, &zero);
                let normal_mag = cmp(BinOp::Ge, &abs, &min_normal);
                if base == "isnormal" {
                    let fin = math(MathFn::IsFinite, &x);
                    Expr {
                        kind: ExprKind::Binary(BinOp::LogAnd, Box::new(fin), Box::new(normal_mag)),
                        ty: Type::Int(IntTy::INT),
                    }
                } else {
                    // fpclassify(nan, inf, normal, subnormal, zero, x)
                    let k: Vec<Expr> =
                        vals.into_iter().map(|v| cast_to(v, &Type::Int(IntTy::INT))).collect();
                    ite(
                        math(MathFn::IsNan, &x),
                        k[0].clone(),
                        ite(
                            math(MathFn::IsInf, &x),
                            k[1].clone(),
                            ite(normal_mag, k[2].clone(), ite(is_zero, k[4].clone(), k[3].clone())),
                        ),
                    )
                }
            }
            _ => {
                let (x, y) = (vals[0].clone(), vals[1].clone());
                let (x, y) = (fl(x), fl(y));
                match base {
                    "isgreater" => cmp(BinOp::Gt, &x, &y),
                    "isgreaterequal" => cmp(BinOp::Ge, &x, &y),
                    "isless" => cmp(BinOp::Lt, &x, &y),
                    "islessequal" => cmp(BinOp::Le, &x, &y),
                    "islessgreater" => or(cmp(BinOp::Lt, &x, &y), cmp(BinOp::Gt, &x, &y)),
                    _ => or(math(MathFn::IsNan, &x), math(MathFn::IsNan, &y)),
                }
            }
        })
    }
}

pub(super) fn int(v: i128) -> Expr {
    Expr::constant(IntTy::INT, v)
}

/// `c ? a : b` over `int`s.
pub(super) fn ite(c: Expr, a: Expr, b: Expr) -> Expr {
    Expr { kind: ExprKind::Ite(Box::new(c), Box::new(a), Box::new(b)), ty: Type::Int(IntTy::INT) }
}

/// Whether `e` (inside parentheses) is a `long double` floating constant, which `literal`
/// lowers as the double of the same value: fine where it is converted or compared with a
/// float, not where its type shows (arithmetic in `long double`, `sizeof`, `typeof`).
pub fn long_double_literal(e: &Node<Expression>) -> bool {
    use lang_c::ast::UnaryOperator;
    match &e.node {
        Expression::Constant(c) => {
            matches!(&c.node, Constant::Float(f) if f.suffix.format == FloatFormat::LongDouble)
        }
        // `-1.25L` and `(0, 1.25L)` are `long double`s too.
        Expression::UnaryOperator(u)
            if matches!(u.node.operator.node, UnaryOperator::Minus | UnaryOperator::Plus) =>
        {
            long_double_literal(&u.node.operand)
        }
        Expression::Comma(es) => es.last().is_some_and(long_double_literal),
        Expression::Statement(_) | Expression::GenericSelection(_) => contains_long_double(e),
        _ => false,
    }
}

/// Whether a `long double` constant appears anywhere in `e` (its text).
fn contains_long_double(e: &Node<Expression>) -> bool {
    format!("{:?}", e.node).contains("LongDouble")
}

#[cfg(test)]
mod tests {
    #[test]
    fn exact_in_double_is_exact() {
        for t in [
            "1.25",
            "0.5e2",
            "1.250",
            "3",
            "0.0",
            "1e22",
            "9007199254740992",
            "0.000244140625",
            ".5",
        ] {
            assert!(super::exact_in_double(t), "{t}");
        }
        for t in ["0.1", "1.1", "9007199254740993", "1e23", "3.14159", "1e-400"] {
            assert!(!super::exact_in_double(t), "{t}");
        }
    }
}
