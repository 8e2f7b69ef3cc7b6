//! Differential tests of C integer semantics: ibmc against gcc.
//!
//! Random and edge-case operands for every integer type (LP64: `_Bool`, `char`,
//! `signed char`, `unsigned char`, `short`, `unsigned short`, `int`,
//! `unsigned int`, `long`, `unsigned long`, `long long`, `unsigned long long`,
//! an enum) and every operator are generated from a fixed seed.  Cases with
//! undefined behaviour are never generated (division by zero, MIN / -1 and
//! MIN % -1, shift counts outside [0, width), signed left shifts that overflow
//! or shift a negative value); signed overflow of + - * and ++/-- is fine, gcc
//! runs with `-fwrapv` and ibmc wraps.
//!
//! The expected values come from a C program compiled with `gcc -fwrapv` and
//! run (each result printed as `(unsigned long long)(EXPR)`, which shows both
//! the value and, through sign extension, the signedness of the result type).
//! A small model of the C rules here cross-checks gcc (a disagreement means the
//! generator is wrong, and the UB filter cannot be trusted).  Then ibmc gets
//! one program per batch with one `assert((unsigned long long)(EXPR) == V)`
//! per case, on one line each:
//!   * nondet flavour: operands are `T a = __VERIFIER_nondet_T();
//!     __VERIFIER_assume((a ^ VALUE) == 0);` so the bit-level circuits are exercised
//!     (`assume(a == VALUE)` would not: constant propagation from assumptions makes `a`
//!     the constant, as CBMC's does);
//!   * constant flavour: operands are literals (tests the constant folder);
//!   * mixed flavour: the first operand nondet, the others literals (tests the
//!     rewrites of a symbolic value against a constant, e.g. `x / 8` as a shift).
//!
//! ibmc must answer SUCCESSFUL; a batch with one deliberately wrong expectation
//! must answer FAILED (so these tests can fail).

use crate::common::*;
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::time::Duration;

// ---------------------------------------------------------------------------
// Integer types (x86-64, LP64) and the C conversion rules.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ty {
    name: &'static str,
    bits: u32,
    signed: bool,
    /// Conversion rank (C11 6.3.1.1): _Bool < char < short < int < long < long long.
    rank: u8,
    /// The nondet function that reads a value of (a type of the same width and
    /// signedness as) this type.
    nondet: &'static str,
    is_bool: bool,
}

const fn ty(name: &'static str, bits: u32, signed: bool, rank: u8, nondet: &'static str) -> Ty {
    Ty { name, bits, signed, rank, nondet, is_bool: false }
}

const BOOL: Ty = Ty {
    name: "_Bool",
    bits: 1,
    signed: false,
    rank: 0,
    nondet: "__VERIFIER_nondet_bool",
    is_bool: true,
};
const CHAR: Ty = ty("char", 8, true, 1, "__VERIFIER_nondet_char");
const SCHAR: Ty = ty("signed char", 8, true, 1, "__VERIFIER_nondet_char");
const UCHAR: Ty = ty("unsigned char", 8, false, 1, "__VERIFIER_nondet_uchar");
const SHORT: Ty = ty("short", 16, true, 2, "__VERIFIER_nondet_short");
const USHORT: Ty = ty("unsigned short", 16, false, 2, "__VERIFIER_nondet_ushort");
const INT: Ty = ty("int", 32, true, 3, "__VERIFIER_nondet_int");
const UINT: Ty = ty("unsigned int", 32, false, 3, "__VERIFIER_nondet_uint");
const LONG: Ty = ty("long", 64, true, 4, "__VERIFIER_nondet_long");
const ULONG: Ty = ty("unsigned long", 64, false, 4, "__VERIFIER_nondet_ulong");
const LLONG: Ty = ty("long long", 64, true, 5, "__VERIFIER_nondet_long");
const ULLONG: Ty = ty("unsigned long long", 64, false, 5, "__VERIFIER_nondet_ulong");
/// `enum E { E_NEG = -5, E_ZERO, E_SEVEN = 7, E_BIG = 100000 }`: compatible with int.
const ENUM: Ty = ty("enum E", 32, true, 3, "__VERIFIER_nondet_int");

const TYPES: [Ty; 13] =
    [BOOL, CHAR, SCHAR, UCHAR, SHORT, USHORT, INT, UINT, LONG, ULONG, LLONG, ULLONG, ENUM];

const ENUM_DECL: &str = "enum E { E_NEG = -5, E_ZERO = 0, E_SEVEN = 7, E_BIG = 100000 };";

impl Ty {
    fn min(self) -> i128 {
        if self.signed {
            -(1i128 << (self.bits - 1))
        } else {
            0
        }
    }
    fn max(self) -> i128 {
        if self.signed {
            (1i128 << (self.bits - 1)) - 1
        } else {
            (1i128 << self.bits) - 1
        }
    }
    /// The value of `v` converted to this type (modulo 2^bits; gcc's choice for signed targets).
    fn wrap(self, v: i128) -> i128 {
        if self.is_bool {
            return (v != 0) as i128;
        }
        let m = 1i128 << self.bits;
        let x = v.rem_euclid(m);
        if self.signed && x >= m / 2 {
            x - m
        } else {
            x
        }
    }
    /// Integer promotion: everything below int (and the enum) becomes int.
    fn promote(self) -> Ty {
        if self.rank < 3 || self == ENUM {
            INT
        } else {
            self
        }
    }
    fn unsigned_of(self) -> Ty {
        match self.rank {
            3 => UINT,
            4 => ULONG,
            _ => ULLONG,
        }
    }
}

/// The usual arithmetic conversions.
fn common(a: Ty, b: Ty) -> Ty {
    let (a, b) = (a.promote(), b.promote());
    if a == b {
        return a;
    }
    if a.signed == b.signed {
        return if a.rank >= b.rank { a } else { b };
    }
    let (u, s) = if a.signed { (b, a) } else { (a, b) };
    if u.rank >= s.rank {
        u
    } else if s.bits > u.bits {
        s
    } else {
        s.unsigned_of()
    }
}

// ---------------------------------------------------------------------------
// The model: the value of an operation, or None when it is undefined.

fn binop(op: &str, a: i128, ta: Ty, b: i128, tb: Ty) -> Option<(i128, Ty)> {
    let (a, b) = (ta.wrap(a), tb.wrap(b));
    match op {
        "<<" | ">>" => {
            let pl = ta.promote();
            let n = b;
            if n < 0 || n >= pl.bits as i128 {
                return None;
            }
            if op == "<<" {
                if pl.signed {
                    if a < 0 {
                        return None;
                    }
                    let r = a << n;
                    if r > pl.max() {
                        return None;
                    }
                    Some((r, pl))
                } else {
                    Some((pl.wrap(a << n), pl))
                }
            } else {
                Some((a >> n, pl))
            }
        }
        "&&" => Some((((a != 0) && (b != 0)) as i128, INT)),
        "||" => Some((((a != 0) || (b != 0)) as i128, INT)),
        _ => {
            let ct = common(ta, tb);
            let (x, y) = (ct.wrap(a), ct.wrap(b));
            let cmp = |c: bool| Some((c as i128, INT));
            match op {
                "+" => Some((ct.wrap(x.wrapping_add(y)), ct)),
                "-" => Some((ct.wrap(x.wrapping_sub(y)), ct)),
                "*" => Some((ct.wrap(x.wrapping_mul(y)), ct)),
                "/" | "%" => {
                    if y == 0 || (ct.signed && x == ct.min() && y == -1) {
                        return None;
                    }
                    Some((ct.wrap(if op == "/" { x / y } else { x % y }), ct))
                }
                "&" => Some((ct.wrap(x & y), ct)),
                "|" => Some((ct.wrap(x | y), ct)),
                "^" => Some((ct.wrap(x ^ y), ct)),
                "<" => cmp(x < y),
                "<=" => cmp(x <= y),
                ">" => cmp(x > y),
                ">=" => cmp(x >= y),
                "==" => cmp(x == y),
                "!=" => cmp(x != y),
                _ => panic!("unknown operator {op}"),
            }
        }
    }
}

fn unop(op: &str, a: i128, ta: Ty) -> (i128, Ty) {
    let a = ta.wrap(a);
    let p = ta.promote();
    match op {
        "-" => (p.wrap(a.wrapping_neg()), p),
        "~" => (p.wrap(!a), p),
        "!" => ((a == 0) as i128, INT),
        _ => panic!("unknown operator {op}"),
    }
}

/// `(unsigned long long)v` for a value of any integer type.
fn as_ull(v: i128) -> u64 {
    v.rem_euclid(1i128 << 64) as u64
}

// ---------------------------------------------------------------------------
// Deterministic random numbers (xorshift64*).

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[self.below(xs.len() as u64) as usize]
    }
    /// An interesting value of type t: edges, sign boundaries, small values, random bit patterns.
    fn value(&mut self, t: Ty) -> i128 {
        if t.is_bool {
            return self.below(2) as i128;
        }
        if t == ENUM {
            return self.pick(&[-5, 0, 7, 100000, 1, -1, 3, 2147483647, -2147483648]);
        }
        let v = match self.below(10) {
            0 => t.min(),
            1 => t.max(),
            2 => self.pick(&[0, 1, -1, 2, -2]),
            3 => t.min() + 1,
            4 => t.max() - 1,
            5 => 1i128 << (t.bits - 1), // the sign boundary
            6 => (self.below(21) as i128) - 10,
            7 => {
                let w = 1 + self.below(t.bits as u64) as u32;
                (self.next() as i128) & ((1i128 << w) - 1)
            }
            _ => self.next() as i128 | ((self.next() as i128) << 64),
        };
        t.wrap(v)
    }
}

// ---------------------------------------------------------------------------
// Test cases.

/// One case: operand declarations, statements, then values to check.
/// In `stmts` and `checks`, `@a`/`@b` stand for the operands.
#[derive(Clone, Debug)]
struct Case {
    desc: String,
    operands: Vec<(Ty, i128)>,
    /// Statements (using `@a`, `@b`); when non-empty the constant flavour
    /// declares initialised variables instead of inlining literals.
    stmts: String,
    /// (expression, expected (unsigned long long) value per the model)
    checks: Vec<(String, u64)>,
}

/// A C literal of value v (of any integer type), converted to t.
fn lit(v: i128, t: Ty) -> String {
    let raw = if v >= 0 {
        if v > i64::MAX as i128 {
            format!("{v}ULL")
        } else {
            format!("{v}LL")
        }
    } else if v == i64::MIN as i128 {
        "(-9223372036854775807LL - 1)".to_string()
    } else {
        format!("(-{}LL)", -v)
    };
    format!("(({})({}))", t.name, raw)
}

const NAMES: [&str; 2] = ["a", "b"];

fn binary_cases(rng: &mut Rng, ops: &[&str], per_op: usize) -> Vec<Case> {
    let mut cases = Vec::new();
    for op in ops {
        let mut made = 0;
        let mut tries = 0;
        while made < per_op {
            tries += 1;
            assert!(tries < per_op * 1000, "cannot generate defined cases for {op}");
            let (ta, tb) = (rng.pick(&TYPES), rng.pick(&TYPES));
            let mut a = rng.value(ta);
            let mut b = rng.value(tb);
            if *op == "<<" || *op == ">>" {
                // A count in range for the promoted left operand, representable in tb.
                let width = ta.promote().bits as i128;
                b = tb.wrap(rng.below(width.min(tb.max()) as u64 + 1) as i128);
                if *op == "<<" && ta.promote().signed && rng.below(2) == 0 {
                    // Often pick a left value that does not overflow.
                    if b < width {
                        a = ta
                            .wrap((rng.next() as i128) & ((ta.promote().max() >> b).min(ta.max())));
                    }
                }
            }
            if (*op == "/" || *op == "%") && rng.below(3) == 0 {
                b = tb.wrap(rng.pick(&[1, -1, 2, -2, 3, 4, 7, -7, 8, 10, -16, 64]));
            }
            let Some((r, rt)) = binop(op, a, ta, b, tb) else { continue };
            cases.push(Case {
                desc: format!(
                    "({}){} {op} ({}){}  [result type {}]",
                    ta.name, a, tb.name, b, rt.name
                ),
                operands: vec![(ta, a), (tb, b)],
                stmts: String::new(),
                checks: vec![(format!("(@a {op} @b)"), as_ull(r))],
            });
            made += 1;
        }
    }
    cases
}

fn unary_cases(rng: &mut Rng, per_type: usize) -> Vec<Case> {
    let mut cases = Vec::new();
    for op in ["-", "~", "!"] {
        for t in TYPES {
            for _ in 0..per_type {
                let a = rng.value(t);
                let (r, rt) = unop(op, a, t);
                cases.push(Case {
                    desc: format!("{op}({}){}  [result type {}]", t.name, a, rt.name),
                    operands: vec![(t, a)],
                    stmts: String::new(),
                    checks: vec![(format!("({op}@a)"), as_ull(r))],
                });
            }
        }
    }
    cases
}

fn conversion_cases(rng: &mut Rng, per_pair: usize) -> Vec<Case> {
    let mut cases = Vec::new();
    for from in TYPES {
        for to in TYPES {
            for _ in 0..per_pair {
                let a = rng.value(from);
                let r = to.wrap(a);
                // An explicit cast, and an implicit conversion by assignment.
                cases.push(Case {
                    desc: format!("({})({}){}", to.name, from.name, a),
                    operands: vec![(from, a)],
                    stmts: String::new(),
                    checks: vec![(format!("(({})@a)", to.name), as_ull(r))],
                });
                cases.push(Case {
                    desc: format!("{} c = ({}){}", to.name, from.name, a),
                    operands: vec![(from, a)],
                    stmts: format!("{} c = @a;", to.name),
                    checks: vec![("c".to_string(), as_ull(r))],
                });
            }
        }
    }
    cases
}

fn compound_cases(rng: &mut Rng, per_op: usize) -> Vec<Case> {
    let mut cases = Vec::new();
    for op in ["+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^"] {
        let mut made = 0;
        while made < per_op {
            let (tx, ty_) = (rng.pick(&TYPES), rng.pick(&TYPES));
            let x = rng.value(tx);
            let mut y = rng.value(ty_);
            if op == "<<" || op == ">>" {
                let width = tx.promote().bits as i128;
                y = ty_.wrap(rng.below(width.min(ty_.max()) as u64 + 1) as i128);
            }
            if (op == "/" || op == "%") && rng.below(3) == 0 {
                y = ty_.wrap(rng.pick(&[1, -1, 2, -3, 5]));
            }
            let Some((r, _)) = binop(op, x, tx, y, ty_) else { continue };
            let r = tx.wrap(r);
            cases.push(Case {
                desc: format!("{} x = {}; x {op}= ({}){}", tx.name, x, ty_.name, y),
                operands: vec![(tx, x), (ty_, y)],
                stmts: format!("{} x = @a; x {op}= @b;", tx.name),
                checks: vec![("x".to_string(), as_ull(r))],
            });
            made += 1;
        }
    }
    cases
}

fn incdec_cases(rng: &mut Rng, per_type: usize) -> Vec<Case> {
    let mut cases = Vec::new();
    for (op, pre, delta) in [("++", true, 1), ("++", false, 1), ("--", true, -1), ("--", false, -1)]
    {
        for t in TYPES {
            for _ in 0..per_type {
                let x = rng.value(t);
                let nx = t.wrap(x + delta);
                let y = if pre { nx } else { x };
                let e = if pre { format!("{op}x") } else { format!("x{op}") };
                cases.push(Case {
                    desc: format!("{} x = {}; y = {e}", t.name, x),
                    operands: vec![(t, x)],
                    stmts: format!("{} x = @a; {} y = {e};", t.name, t.name),
                    checks: vec![("x".to_string(), as_ull(nx)), ("y".to_string(), as_ull(y))],
                });
            }
        }
    }
    cases
}

// ---------------------------------------------------------------------------
// C text.

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Flavor {
    /// Operands read with __VERIFIER_nondet_T() and pinned with __VERIFIER_assume.
    Nondet,
    /// Operands are literals.
    Const,
    /// The first operand read like `Nondet`, the others literals: a symbolic value against
    /// constants, the shape the constructors rewrite (division by a power of two is a shift).
    Mixed,
    /// For gcc: volatile variables, results printed.
    Gcc,
}

fn case_line(c: &Case, flavor: Flavor, expected: &[u64]) -> String {
    let mut line = String::from("{ ");
    let inline = flavor == Flavor::Const && c.stmts.is_empty();
    let mut subst: Vec<String> = Vec::new();
    for (i, (t, v)) in c.operands.iter().enumerate() {
        let name = NAMES[i];
        if inline || (flavor == Flavor::Mixed && i > 0 && c.stmts.is_empty()) {
            subst.push(lit(*v, *t));
            continue;
        }
        subst.push(name.to_string());
        match flavor {
            Flavor::Mixed if i > 0 => {
                let _ = write!(line, "{} {name} = {}; ", t.name, lit(*v, *t));
            }
            Flavor::Nondet | Flavor::Mixed => {
                let _ = write!(
                    line,
                    "{} {name} = {}(); __VERIFIER_assume(({name} ^ {}) == 0); ",
                    t.name,
                    t.nondet,
                    lit(*v, *t)
                );
            }
            Flavor::Const => {
                let _ = write!(line, "{} {name} = {}; ", t.name, lit(*v, *t));
            }
            Flavor::Gcc => {
                let _ = write!(line, "volatile {} {name} = {}; ", t.name, lit(*v, *t));
            }
        }
    }
    let fill = |s: &str| {
        let mut s = s.to_string();
        for (i, v) in subst.iter().enumerate() {
            s = s.replace(&format!("@{}", NAMES[i]), v);
        }
        s
    };
    if !c.stmts.is_empty() {
        line.push_str(&fill(&c.stmts));
        line.push(' ');
    }
    for (i, (expr, _)) in c.checks.iter().enumerate() {
        let e = fill(expr);
        if flavor == Flavor::Gcc {
            let _ = write!(line, "printf(\"%llu\\n\", (unsigned long long)({e})); ");
        } else {
            let _ = write!(line, "assert((unsigned long long)({e}) == {}ULL); ", expected[i]);
        }
    }
    line.push('}');
    line
}

const IBMC_PRELUDE: &[&str] = &[
    "#include <assert.h>",
    "extern _Bool __VERIFIER_nondet_bool(void);",
    "extern char __VERIFIER_nondet_char(void);",
    "extern unsigned char __VERIFIER_nondet_uchar(void);",
    "extern short __VERIFIER_nondet_short(void);",
    "extern unsigned short __VERIFIER_nondet_ushort(void);",
    "extern int __VERIFIER_nondet_int(void);",
    "extern unsigned int __VERIFIER_nondet_uint(void);",
    "extern long __VERIFIER_nondet_long(void);",
    "extern unsigned long __VERIFIER_nondet_ulong(void);",
    "extern void __VERIFIER_assume(int);",
    ENUM_DECL,
    "int main(void) {",
];

/// The expected values from gcc -fwrapv for every check of every case.
fn gcc_expectations(tag: &str, cases: &[Case]) -> Vec<Vec<u64>> {
    let dir = scratch("semantics");
    let src = dir.join(format!("{tag}_gcc.c"));
    let exe = dir.join(format!("{tag}_gcc"));
    let mut text = format!("#include <stdio.h>\n{ENUM_DECL}\nint main(void) {{\n");
    for c in cases {
        text.push_str(&case_line(c, Flavor::Gcc, &[]));
        text.push('\n');
    }
    text.push_str("return 0;\n}\n");
    std::fs::write(&src, &text).unwrap();
    let args: Vec<String> = ["-fwrapv", "-O0", "-w", "-std=gnu11", "-o"]
        .iter()
        .map(|s| s.to_string())
        .chain([exe.to_string_lossy().into_owned(), src.to_string_lossy().into_owned()])
        .collect();
    let cc = run_cmd("gcc", &args, Duration::from_secs(300));
    assert_eq!(cc.code, Some(0), "gcc failed on {}:\n{}", src.display(), cc.stderr);
    let run = run_cmd(&exe.to_string_lossy(), &[], Duration::from_secs(60));
    assert_eq!(run.code, Some(0), "{} failed", exe.display());
    let mut values = run.stdout.lines().map(|l| l.trim().parse::<u64>().unwrap());
    cases
        .iter()
        .map(|c| c.checks.iter().map(|_| values.next().expect("too few gcc results")).collect())
        .collect()
}

/// Runs one ibmc program made of `cases` (one line each); returns the report and
/// the line → case index map.
fn ibmc_batch(
    tag: &str,
    flavor: Flavor,
    cases: &[Case],
    expected: &[Vec<u64>],
) -> (Run, Option<Value>, BTreeMap<u64, usize>) {
    let dir = scratch("semantics");
    let path = dir.join(format!("{tag}.c"));
    let mut lines: Vec<String> = IBMC_PRELUDE.iter().map(|s| s.to_string()).collect();
    let mut at = BTreeMap::new();
    for (i, c) in cases.iter().enumerate() {
        lines.push(case_line(c, flavor, &expected[i]));
        at.insert(lines.len() as u64, i);
    }
    lines.push("return 0;".into());
    lines.push("}".into());
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    let run = ibmc(&["--json".to_string(), path.to_string_lossy().into_owned()]);
    let json = run.json();
    (run, json, at)
}

const BATCH: usize = 120;

/// The whole differential check of a family of cases, both flavours.
fn differential(tag: &str, cases: Vec<Case>) {
    let expected = gcc_expectations(tag, &cases);
    // The model must agree with gcc: otherwise the generator (and its UB filter) is wrong.
    let mut model_bugs = Vec::new();
    for (c, e) in cases.iter().zip(&expected) {
        let model: Vec<u64> = c.checks.iter().map(|x| x.1).collect();
        if &model != e {
            model_bugs.push(format!("{}: model {:?}, gcc {:?}", c.desc, model, e));
        }
    }
    assert!(model_bugs.is_empty(), "test generator disagrees with gcc:\n{}", model_bugs.join("\n"));

    let mut problems = Vec::new();
    for flavor in [Flavor::Nondet, Flavor::Const, Flavor::Mixed] {
        for (bi, chunk) in cases.chunks(BATCH).enumerate() {
            let exp = &expected[bi * BATCH..bi * BATCH + chunk.len()];
            let name = format!("{tag}_{}_{bi}", format!("{flavor:?}").to_lowercase());
            let (run, json, at) = ibmc_batch(&name, flavor, chunk, exp);
            let ok = run.code == Some(0)
                && json.as_ref().and_then(|j| get_str(j, "result")) == Some("SUCCESS");
            if ok {
                continue;
            }
            let mut msg =
                format!("batch {name} ({} cases): expected SUCCESS / exit 0", chunk.len());
            if let Some(j) = &json {
                for p in get(j, "properties").as_array().into_iter().flatten() {
                    if p.get("status").and_then(Value::as_str) != Some("FAILED") {
                        continue;
                    }
                    let line = p
                        .get("location")
                        .and_then(Value::as_str)
                        .and_then(split_location)
                        .map(|l| l.1);
                    match line.and_then(|l| at.get(&l)) {
                        Some(&i) => {
                            let _ = write!(
                                msg,
                                "\n  FAILED: {}  (expected {:?})",
                                chunk[i].desc, exp[i]
                            );
                        }
                        None => {
                            let _ = write!(msg, "\n  FAILED property {p}");
                        }
                    }
                }
            }
            msg.push('\n');
            msg.push_str(&truncate(&run.describe(), 2500));
            problems.push(msg);
        }
    }
    assert!(
        problems.is_empty(),
        "{} failing batch(es):\n\n{}",
        problems.len(),
        problems.join("\n\n")
    );
}

// ---------------------------------------------------------------------------
// Tests.

#[test]
fn arithmetic_operators() {
    let mut rng = Rng(0x1234_5678_9abc_def1);
    differential("arith", binary_cases(&mut rng, &["+", "-", "*", "/", "%"], 160));
}

#[test]
fn bitwise_and_shift_operators() {
    let mut rng = Rng(0x0bad_cafe_f00d_0001);
    differential("bits", binary_cases(&mut rng, &["<<", ">>", "&", "|", "^"], 160));
}

#[test]
fn comparison_and_logical_operators() {
    let mut rng = Rng(0x7777_1111_2222_3333);
    differential(
        "cmp",
        binary_cases(&mut rng, &["<", "<=", ">", ">=", "==", "!=", "&&", "||"], 100),
    );
}

#[test]
fn unary_operators() {
    let mut rng = Rng(0x5151_5151_0000_0003);
    differential("unary", unary_cases(&mut rng, 24));
}

#[test]
fn conversions_between_all_integer_types() {
    let mut rng = Rng(0x0c0f_fee0_0000_0005);
    differential("conv", conversion_cases(&mut rng, 5));
}

#[test]
fn compound_assignment() {
    let mut rng = Rng(0x00c0_4d00_0000_0007);
    differential("compound", compound_cases(&mut rng, 80));
}

#[test]
fn increment_and_decrement() {
    let mut rng = Rng(0x1ec0_0000_0000_0009);
    differential("incdec", incdec_cases(&mut rng, 12));
}

#[test]
fn result_types_have_the_right_size() {
    // sizeof of promoted / converted results (LP64).
    let checks = [
        ("sizeof(c + c)", 4),
        ("sizeof(uc * uc)", 4),
        ("sizeof(s - s)", 4),
        ("sizeof(b + b)", 4),
        ("sizeof(u + i)", 4),
        ("sizeof(l + i)", 8),
        ("sizeof(u + l)", 8),
        ("sizeof(c << l)", 4),
        ("sizeof(u >> c)", 4),
        ("sizeof(-c)", 4),
        ("sizeof(~uc)", 4),
        ("sizeof(!l)", 4),
        ("sizeof(i < l)", 4),
        ("sizeof(l && c)", 4),
        ("sizeof(e + c)", 4),
        ("sizeof(c)", 1),
        ("sizeof(s)", 2),
        ("sizeof(l)", 8),
        ("sizeof(long long)", 8),
        ("sizeof(b)", 1),
    ];
    let mut text = String::from("#include <assert.h>\n");
    text.push_str(ENUM_DECL);
    text.push_str("\nint main(void) {\n  char c = 1; unsigned char uc = 2; short s = 3; _Bool b = 1; int i = -1;\n");
    text.push_str("  unsigned u = 5; long l = 6; enum E e = E_SEVEN;\n");
    for (expr, size) in checks {
        let _ = writeln!(text, "  assert({expr} == {size});");
    }
    text.push_str("  return 0;\n}\n");
    let path = scratch("semantics").join("sizes.c");
    std::fs::write(&path, &text).unwrap();
    // gcc agrees with the table...
    let exe = scratch("semantics").join("sizes");
    let cc = run_cmd(
        "gcc",
        &strings(&["-w", "-o", &exe.to_string_lossy(), &path.to_string_lossy()]),
        Duration::from_secs(60),
    );
    assert_eq!(cc.code, Some(0), "{}", cc.stderr);
    assert_eq!(
        run_cmd(&exe.to_string_lossy(), &[], Duration::from_secs(10)).code,
        Some(0),
        "the sizeof table is wrong"
    );
    // ...and so must ibmc.
    let run = ibmc(&["--json".to_string(), path.to_string_lossy().into_owned()]);
    let result = run.json().and_then(|j| get_str(&j, "result").map(String::from));
    assert_eq!((run.code, result.as_deref()), (Some(0), Some("SUCCESS")), "{}", run.describe());
}

#[test]
fn a_wrong_expectation_is_reported() {
    // The same machinery with one deliberately wrong expected value must FAIL,
    // in every flavour, at the wrong case's line.
    let mut rng = Rng(0xdead_beef_0000_0011);
    let mut cases = binary_cases(&mut rng, &["*", ">>"], 3);
    let expected = gcc_expectations("wrong", &cases);
    let mut wrong = expected.clone();
    let victim = 4;
    wrong[victim][0] = wrong[victim][0].wrapping_add(1);
    for c in cases.iter_mut() {
        c.desc.push_str(" (batch with a wrong expectation)");
    }
    for flavor in [Flavor::Nondet, Flavor::Const, Flavor::Mixed] {
        let name = format!("wrong_{}", format!("{flavor:?}").to_lowercase());
        let (run, json, at) = ibmc_batch(&name, flavor, &cases, &wrong);
        let json = json.unwrap_or_else(|| panic!("no JSON\n{}", run.describe()));
        assert_eq!(
            (run.code, get_str(&json, "result")),
            (Some(10), Some("FAILED")),
            "{}",
            run.describe()
        );
        let failed_lines: Vec<u64> = get(&json, "properties")
            .as_array()
            .into_iter()
            .flatten()
            .filter(|p| p.get("status").and_then(Value::as_str) == Some("FAILED"))
            .filter_map(|p| {
                p.get("location").and_then(Value::as_str).and_then(split_location).map(|l| l.1)
            })
            .collect();
        let victim_line = at.iter().find(|(_, &i)| i == victim).map(|(l, _)| *l).unwrap();
        assert_eq!(
            failed_lines,
            vec![victim_line],
            "only the wrong case may fail\n{}",
            run.describe()
        );
    }
}
