//! Expressions as CBMC's `expr2c` prints them in goal descriptions (`x * 123 > 100`,
//! `A != FALSE && !(B != FALSE)`): C operators with CBMC's parenthesization, `signed int`
//! style type names, `FALSE` for the zero of `_Bool`.

use crate::ir::{BinOp, Expr, ExprKind, Function, IntTy, Place, Program, Type, UnOp};

/// CBMC's precedence levels (higher binds tighter).
fn precedence(e: &Expr) -> u8 {
    match &e.kind {
        ExprKind::Const(_) | ExprKind::Var(_) | ExprKind::Index(..) => 16,
        ExprKind::Unary(..) | ExprKind::Deref(_) | ExprKind::AddrOf(_) => 15,
        ExprKind::Cast(_) => 14,
        ExprKind::PtrAdd(..) => 12,
        ExprKind::Binary(op, ..) => binary_precedence(*op),
        ExprKind::Ite(..) => 3,
        _ => 16,
    }
}

use crate::ir::c_print::binop_prec as binary_precedence;
use crate::ir::c_print::binop_text as symbol;

/// CBMC's names of integer types.
pub fn int_type_name(t: IntTy) -> String {
    if t.boolean {
        return "_Bool".into();
    }
    let base = match t.bits {
        8 => "char",
        16 => "short int",
        32 => "int",
        64 => "long int",
        128 => "__int128",
        _ => "int",
    };
    format!("{} {base}", if t.signed { "signed" } else { "unsigned" })
}

/// CBMC's name of a type (`signed int *`).
pub fn type_name(t: &Type) -> String {
    match t {
        Type::Int(i) => int_type_name(*i),
        Type::Float(f) => if f.bits() == 32 { "float" } else { "double" }.into(),
        Type::Pointer(p) => match type_name(p) {
            t if t.ends_with('*') => format!("{t}*"),
            t => format!("{t} *"),
        },
        other => other.to_string(),
    }
}

pub struct Printer<'a> {
    pub program: &'a Program,
    pub func: &'a Function,
    /// Variables declared `__CPROVER_bool` (CBMC's `bool`: a truth value, printed bare where
    /// a `_Bool` prints `A != FALSE`); ibmc reads the type as `_Bool`.
    pub cprover_bools: &'a std::collections::HashSet<String>,
    /// CBMC's names of the temporaries holding a body-less function's result
    /// (`call_result_names`).
    pub call_results: std::collections::HashMap<u32, String>,
    /// The unsigned literals written on the goal's source line (`15U`): CBMC prints those as
    /// written (`15u`), and a converted signed literal as a cast (`(unsigned int)15`). The
    /// IR folds both to one constant; the source's spelling tells them apart (by value, so
    /// `x == 7 && y == 7u` on one line prints both as `7u`).
    pub unsigned_literals: std::cell::RefCell<UnsignedLiterals>,
}

/// The unsigned literals of a source line: (value, 64-bit) to the spelling CBMC prints
/// (`15u`, `0xFFu`, `10ull`: the digits as written, the suffix in lower case).
pub type UnsignedLiterals = std::collections::BTreeMap<(u64, bool), String>;

/// The integer literals with an unsigned suffix (`u`, `ul`, `ULL`, ...) in a line of C.
pub fn unsigned_literals(line: &str) -> UnsignedLiterals {
    let b = line.as_bytes();
    let mut out = UnsignedLiterals::new();
    let mut i = 0;
    while i < b.len() {
        let starts_number = b[i].is_ascii_digit()
            && (i == 0
                || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_' || b[i - 1] == b'.'));
        if !starts_number {
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
            i += 1;
        }
        let token = &line[start..i];
        let digits_end = token.find(['u', 'U', 'l', 'L']).unwrap_or(token.len());
        let (digits, suffix) = token.split_at(digits_end);
        if !suffix.contains(['u', 'U'])
            || !suffix.chars().all(|c| matches!(c, 'u' | 'U' | 'l' | 'L'))
        {
            continue;
        }
        let value =
            if let Some(hex) = digits.strip_prefix("0x").or_else(|| digits.strip_prefix("0X")) {
                u64::from_str_radix(hex, 16).ok()
            } else if digits.len() > 1 && digits.starts_with('0') {
                u64::from_str_radix(&digits[1..], 8).ok()
            } else {
                digits.parse().ok()
            };
        if let Some(v) = value {
            let wide = suffix.contains(['l', 'L']);
            out.entry((v, wide))
                .or_insert_with(|| format!("{digits}{}", suffix.to_ascii_lowercase()));
        }
    }
    out
}

/// CBMC's names of the temporaries that receive the result of a body-less function
/// (`x = nondet_uchar() != 0` reads `return_value_nondet_uchar`): per function, the first of
/// a name is bare, the next `$0`, `$1`, ...
pub fn call_result_names(
    func: &Function,
    body: &[crate::ir::Instr],
) -> std::collections::HashMap<u32, String> {
    let mut seen: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    let mut out = std::collections::HashMap::new();
    for (i, instr) in body.iter().enumerate() {
        let crate::ir::InstrKind::Nondet { place: Place::Var(crate::ir::Var::Local(l)), source } =
            &instr.kind
        else {
            continue;
        };
        let is_temp = func.locals.get(*l as usize).is_some_and(|x| x.is_temp);
        let is_function =
            !source.is_empty() && source.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        // `T v = f();` has a temporary in CBMC (ibmc writes `v`): it takes a number.
        let initializes = i > 0
            && matches!(&body[i - 1].kind, crate::ir::InstrKind::Decl(crate::ir::Var::Local(d)) if d == l);
        if !is_function || out.contains_key(l) || !(is_temp || initializes) {
            continue;
        }
        let n = seen.entry(source.as_str()).or_insert(0);
        let name = match *n {
            0 => format!("return_value_{source}"),
            k => format!("return_value_{source}${}", k - 1),
        };
        *n += 1;
        if is_temp {
            out.insert(*l, name);
        }
    }
    out
}

impl Printer<'_> {
    pub fn expr(&self, e: &Expr) -> String {
        match &e.kind {
            ExprKind::Const(v) => match e.ty {
                Type::Int(t) if t.boolean => if *v == 0 { "FALSE" } else { "TRUE" }.into(),
                Type::Int(t) if t.signed && t.bits == 32 => t.value_of(*v).to_string(),
                // An unsigned literal as written; else the frontend folded the conversion of a
                // literal, which CBMC prints as a cast.
                Type::Int(t) => match self
                    .unsigned_literals
                    .borrow()
                    .get(&(*v, t.bits == 64))
                    .filter(|_| !t.signed && t.bits >= 32)
                {
                    Some(written) => written.clone(),
                    None => format!("({}){}", int_type_name(t), t.value_of(*v)),
                },
                Type::Pointer(_) if *v == 0 => format!("(({})NULL)", type_name(&e.ty)),
                _ => v.to_string(),
            },
            ExprKind::Var(crate::ir::Var::Local(l)) if self.call_results.contains_key(l) => {
                self.call_results[l].clone()
            }
            ExprKind::Var(v) => self.program.var_name(self.func, *v).to_string(),
            ExprKind::Index(a, i) => match (&a.ty, i.as_const()) {
                // A struct member is an index in the IR; CBMC prints `s.f` and `p->f`.
                (Type::Struct(def), Some(k)) if (k as usize) < def.fields.len() => {
                    let name = &def.fields[k as usize].name;
                    match &a.kind {
                        ExprKind::Deref(p) => format!("{}->{name}", self.operand(p, 16, false)),
                        _ => format!("{}.{name}", self.operand(a, 16, false)),
                    }
                }
                _ => format!("{}[{}]", self.operand(a, 16, false), self.expr(i)),
            },
            ExprKind::Unary(op, a) => {
                let sym = match op {
                    UnOp::Neg => "-",
                    UnOp::BitNot => "~",
                    UnOp::LogNot => "!",
                };
                let inner = self.expr(a);
                if precedence(a) <= 15 || inner.starts_with('!') {
                    format!("{sym}({inner})")
                } else {
                    format!("{sym}{inner}")
                }
            }
            ExprKind::Binary(op, a, b) => {
                // `A != 0` with a `_Bool` A is CBMC's `A != FALSE`.
                if let (BinOp::Eq | BinOp::Ne, Some(t)) = (op, bool_operand(a)) {
                    if let (ExprKind::Const(0), ExprKind::Var(v)) =
                        (&b.kind, &strip_bool_cast(a).kind)
                    {
                        let name = self.program.var_name(self.func, *v);
                        if self.cprover_bools.contains(name) {
                            return if *op == BinOp::Ne {
                                name.to_string()
                            } else {
                                format!("!{name}")
                            };
                        }
                    }
                    if matches!(b.kind, ExprKind::Const(0)) {
                        let zero = if t.boolean { "FALSE" } else { "0" };
                        return format!(
                            "{} {} {zero}",
                            self.operand(strip_bool_cast(a), 9, true),
                            symbol(*op)
                        );
                    }
                }
                let p = binary_precedence(*op);
                // A truth test of a narrow integer (`if (c)`, c an `unsigned char`) compares
                // with a zero of c's type, which CBMC prints bare.
                if let (BinOp::Eq | BinOp::Ne, ExprKind::Const(0), Type::Int(t)) =
                    (op, &b.kind, &b.ty)
                {
                    if t.bits < 32 && b.ty == a.ty {
                        return format!("{} {} 0", self.operand(a, p, true), symbol(*op));
                    }
                }
                format!("{} {} {}", self.operand(a, p, true), symbol(*op), self.operand(b, p, true))
            }
            ExprKind::Cast(a) => {
                // Conversions between `_Bool` and a truth value print as the operand.
                if matches!(e.ty, Type::Int(t) if t.boolean) {
                    return self.expr(a);
                }
                format!("({}){}", type_name(&e.ty), self.operand(a, 14, false))
            }
            ExprKind::Ite(c, a, b) => format!(
                "{} ? {} : {}",
                self.operand(c, 3, true),
                self.operand(a, 3, true),
                self.operand(b, 3, true)
            ),
            ExprKind::AddrOf(p) => format!("&{}", self.place(p)),
            ExprKind::Deref(a) => match pointer_index(a) {
                Some((p, i)) => format!("{}[{}]", self.operand(p, 16, false), self.expr(i)),
                None => format!("*{}", self.operand(a, 15, false)),
            },
            ExprKind::PtrAdd(a, b) => {
                format!("{} + {}", self.operand(a, 12, true), self.operand(b, 12, true))
            }
            ExprKind::ValidPtr(a, n) => format!("__CPROVER_r_ok({}, {n})", self.expr(a)),
            ExprKind::Math(m, xs) => {
                format!("{m:?}({})", xs.iter().map(|x| self.expr(x)).collect::<Vec<_>>().join(", "))
            }
            ExprKind::PtrQuery(q, a) => format!("{q:?}({})", self.expr(a)),
        }
    }

    /// An operand of an operator of precedence `p`: in parentheses when it binds less
    /// tightly (or equally, for binary operators: CBMC's `full_parentheses`).
    fn operand(&self, e: &Expr, p: u8, equal_too: bool) -> String {
        let q = precedence(e);
        let text = self.expr(e);
        if q < p || (equal_too && q == p) {
            format!("({text})")
        } else {
            text
        }
    }

    /// The type of a place made of variables and indices (None through a dereference).
    fn place_type(&self, p: &Place) -> Option<Type> {
        match p {
            Place::Var(v) => Some(self.program.var_type(self.func, *v).clone()),
            Place::Index(b, i) => match self.place_type(b)? {
                Type::Array(e, _) => Some((*e).clone()),
                Type::Struct(def) => {
                    i.as_const().and_then(|k| def.fields.get(k as usize)).map(|f| f.ty.clone())
                }
                _ => None,
            },
            Place::Deref(_) => None,
        }
    }

    fn place(&self, p: &Place) -> String {
        match p {
            Place::Var(v) => self.program.var_name(self.func, *v).to_string(),
            Place::Index(b, i) => match (self.place_type(b), i.as_const()) {
                (Some(Type::Struct(def)), Some(k)) if (k as usize) < def.fields.len() => {
                    format!("{}.{}", self.place(b), def.fields[k as usize].name)
                }
                _ => format!("{}[{}]", self.place(b), self.expr(i)),
            },
            Place::Deref(e) => format!("*{}", self.operand(e, 15, false)),
        }
    }
}

/// `p + i * sizeof *p` as `(p, i)`: the IR's `p[i]`, which CBMC prints as such.
fn pointer_index(a: &Expr) -> Option<(&Expr, &Expr)> {
    let ExprKind::PtrAdd(p, off) = &a.kind else { return None };
    match (&off.kind, &p.ty) {
        (ExprKind::Binary(BinOp::Mul, i, size), Type::Pointer(elem))
            if size.as_const().is_some_and(|n| Some(n) == elem.size()) =>
        {
            Some((p, i))
        }
        _ => None,
    }
}

/// The `_Bool` (or other integer) type of a comparison's left operand, looking through the
/// frontend's promotion of a `_Bool` to `int`.
fn bool_operand(a: &Expr) -> Option<IntTy> {
    match (&a.kind, &a.ty) {
        (ExprKind::Cast(inner), Type::Int(_)) => match inner.ty {
            Type::Int(t) if t.boolean => Some(t),
            _ => None,
        },
        (_, Type::Int(t)) if t.boolean => Some(*t),
        _ => None,
    }
}

fn strip_bool_cast(a: &Expr) -> &Expr {
    match &a.kind {
        ExprKind::Cast(inner) if matches!(inner.ty, Type::Int(t) if t.boolean) => inner,
        _ => a,
    }
}

/// The names declared `__CPROVER_bool` in the program's files (a textual scan of the
/// declarations: `__CPROVER_bool A, B;`).
pub fn cprover_bool_names(program: &Program) -> std::collections::HashSet<String> {
    let mut names = std::collections::HashSet::new();
    for f in &program.files {
        let Ok(text) = std::fs::read_to_string(f) else { continue };
        for (i, _) in text.match_indices("__CPROVER_bool") {
            let rest = &text[i + "__CPROVER_bool".len()..];
            let decl = rest.split(';').next().unwrap_or("");
            if decl.contains('(') || decl.contains('{') {
                continue;
            }
            for part in decl.split(',') {
                let name = part.split('=').next().unwrap_or("").trim();
                if !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                    names.insert(name.to_string());
                }
            }
        }
    }
    names
}
