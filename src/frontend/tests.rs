//! Unit tests of the frontend on small C programs.

use std::fmt::Write;

use super::*;
use crate::ir::{Expr, ExprKind, IntTy};

fn lower(src: &str) -> Result<Program> {
    load_preprocessed(&format!("# 1 \"t.c\"\n{src}"))
}

fn ok(src: &str) -> Program {
    lower(src).unwrap_or_else(|e| panic!("{e}"))
}

fn err(src: &str) -> Error {
    match lower(src) {
        Ok(p) => panic!("expected an error, got:\n{}", dump(&p)),
        Err(e) => e,
    }
}

fn expr(p: &Program, f: &crate::ir::Function, e: &Expr) -> String {
    let inner = match &e.kind {
        ExprKind::Const(v) => match e.ty {
            Type::Int(t) => format!("{}", t.value_of(*v)),
            _ => format!("{v}"),
        },
        ExprKind::Var(v) => p.var_name(f, *v).to_string(),
        ExprKind::Index(a, i) => format!("{}[{}]", expr(p, f, a), expr(p, f, i)),
        ExprKind::Unary(op, a) => format!("{op:?}({})", expr(p, f, a)),
        ExprKind::Binary(op, a, b) => format!("{op:?}({}, {})", expr(p, f, a), expr(p, f, b)),
        ExprKind::Cast(a) => format!("({})({})", e.ty, expr(p, f, a)),
        ExprKind::Ite(c, a, b) => {
            format!("ite({}, {}, {})", expr(p, f, c), expr(p, f, a), expr(p, f, b))
        }
        ExprKind::Math(m, xs) => {
            format!("{m:?}({})", xs.iter().map(|x| expr(p, f, x)).collect::<Vec<_>>().join(", "))
        }
        ExprKind::AddrOf(pl) => format!("&{}", place(p, f, pl)),
        ExprKind::Deref(a) => format!("*({})", expr(p, f, a)),
        ExprKind::PtrAdd(a, b) => format!("ptradd({}, {})", expr(p, f, a), expr(p, f, b)),
        ExprKind::ValidPtr(a, n) => format!("valid({}, {n})", expr(p, f, a)),
        ExprKind::PtrQuery(q, a) => format!("{q:?}({})", expr(p, f, a)),
    };
    inner
}

fn place(p: &Program, f: &crate::ir::Function, pl: &Place) -> String {
    match pl {
        Place::Var(v) => p.var_name(f, *v).to_string(),
        Place::Index(b, i) => format!("{}[{}]", place(p, f, b), expr(p, f, i)),
        Place::Deref(e) => format!("*({})", expr(p, f, e)),
    }
}

/// One line per instruction, for assertions on the lowering's shape.
pub(crate) fn dump_body(p: &Program, f: &crate::ir::Function) -> String {
    let mut s = String::new();
    for (i, instr) in f.body.iter().flatten().enumerate() {
        let text = match &instr.kind {
            InstrKind::Assign(pl, e) => format!("{} = {}", place(p, f, pl), expr(p, f, e)),
            InstrKind::Nondet { place: pl, source } => {
                format!("{} = nondet {source}", place(p, f, pl))
            }
            InstrKind::Assume(e) => format!("assume {}", expr(p, f, e)),
            InstrKind::Assert(e, prop) => {
                format!("assert {} [{}]", expr(p, f, e), p.property(*prop).id)
            }
            InstrKind::Cover(e, prop) => {
                format!("cover {} [{}]", expr(p, f, e), p.property(*prop).id)
            }
            InstrKind::Goto(None, t) => format!("goto {t}"),
            InstrKind::Goto(Some(c), t) => format!("if {} goto {t}", expr(p, f, c)),
            InstrKind::Call { ret, func, args } => {
                let args: Vec<_> = args.iter().map(|a| expr(p, f, a)).collect();
                let r = ret.as_ref().map(|r| format!("{} = ", place(p, f, r))).unwrap_or_default();
                format!("{r}call {}({})", p.function(*func).name, args.join(", "))
            }
            InstrKind::Return(None) => "return".into(),
            InstrKind::Return(Some(e)) => format!("return {}", expr(p, f, e)),
            InstrKind::Decl(v) => format!("decl {}", p.var_name(f, *v)),
            InstrKind::Alloc { place: pl, elem, size, kind } => {
                format!("{} = alloc {kind:?} {elem} x {}", place(p, f, pl), expr(p, f, size))
            }
            InstrKind::Free(e) => format!("free {}", expr(p, f, e)),
            InstrKind::Havoc(e) => format!("havoc *{}", expr(p, f, e)),
            InstrKind::ArrayOp(op) => format!("{:?} on {}", op.kind, expr(p, f, &op.dest)),
            InstrKind::Dead(v) => format!("dead {}", p.var_name(f, *v)),
            InstrKind::Stop => "stop".into(),
            InstrKind::Skip => "skip".into(),
        };
        let _ = writeln!(s, "{i}: {text}  @{}", instr.loc.line);
    }
    s
}

pub(crate) fn dump(p: &Program) -> String {
    let mut s = String::new();
    for g in &p.global_init {
        if let InstrKind::Assign(pl, e) = &g.kind {
            let f = &crate::ir::Function {
                name: String::new(),
                loc: Loc::default(),
                ret: Type::Void,
                params: 0,
                locals: vec![],
                body: None,
            };
            let _ = writeln!(s, "init {} = {}", place(p, f, pl), expr(p, f, e));
        }
    }
    for f in &p.functions {
        let _ = writeln!(s, "fn {}:\n{}", f.name, dump_body(p, f));
    }
    s
}

fn body(p: &Program, name: &str) -> String {
    let f = p.function(p.function_by_name(name).expect("function"));
    dump_body(p, f)
}

#[test]
fn smoke() {
    let p = ok("int main(void) { int x = 1; return x; }");
    assert_eq!(
        body(&p, "main"),
        "0: decl x  @1\n1: x = 1  @1\n2: return x  @1\n3: dead x  @1\n4: return 0  @1\n"
    );
}

fn main_body(src: &str) -> String {
    body(&ok(src), "main")
}

fn local_type(p: &Program, func: &str, name: &str) -> Type {
    let f = p.function(p.function_by_name(func).unwrap());
    f.locals.iter().find(|l| l.name == name).unwrap().ty.clone()
}

/// A C file in a fresh temporary directory (for tests that run the preprocessor).
/// `name` with `text` in a directory of the calling test's own (the test harness names each
/// test's thread after the test), so runs overwrite their files instead of piling up new ones.
fn temp_file(name: &str, text: &str) -> PathBuf {
    let test = std::thread::current().name().unwrap_or("main").replace("::", "-");
    let dir = std::env::temp_dir().join("ibmc-frontend-tests").join(test);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn usual_arithmetic_conversions() {
    let b = main_body(
        "int main() { int r = -1 < 1u; int x = -1; unsigned u = 1; r = x < u; return r; }",
    );
    assert!(b.contains("r = 0 "), "{b}");
    assert!(b.contains("r = Lt((unsigned int)(x), u)"), "{b}");
    let b = main_body("int main() { unsigned char a = 200, c = 100; int r = (unsigned char)200 + (unsigned char)100; r = a + c; }");
    assert!(b.contains("r = 300 "), "{b}");
    assert!(b.contains("r = Add((int)(a), (int)(c))"), "{b}");
    let b = main_body("int main() { long l = 1 << 31; long m = 1u << 31; unsigned long n = -1; long k = 5; int s = 2; s = s << k; }");
    // `1 << 31` is undefined (C11): left unfolded for `--signed-overflow-check`.
    assert!(b.contains("l = (long)(Shl(1, 31))"), "{b}");
    assert!(b.contains("m = 2147483648 "), "{b}");
    assert!(b.contains("n = 18446744073709551615 "), "{b}");
    // Shift operands are both at the promoted left type.
    assert!(b.contains("s = Shl(s, (int)(k))"), "{b}");
    let b = main_body("int main() { long a = 1; unsigned int u = 2; a = a + u; unsigned long ul = 3; a = a + ul; }");
    assert!(b.contains("a = Add(a, (long)(u))"), "{b}");
    assert!(b.contains("a = (long)(Add((unsigned long)(a), ul))"), "{b}");
}

#[test]
fn constant_types() {
    let b = main_body(
        "int main() { unsigned long s[8] = { sizeof(2147483647), sizeof(2147483648), sizeof(0x80000000), \
         sizeof(0x100000000), sizeof(1u), sizeof('a'), sizeof(1ll), sizeof(017ul) }; }",
    );
    for (i, n) in [4, 8, 4, 8, 4, 4, 8, 8].iter().enumerate() {
        assert!(b.contains(&format!("s[{i}] = {n} ")), "{i}: {b}");
    }
    let b = main_body("int main() { int c = '\\xff'; int d = '\\n'; int e = 'ab'; }");
    assert!(b.contains("c = -1 ") && b.contains("d = 10 ") && b.contains("e = 24930 "), "{b}");
    assert_eq!(err("int main() { int x = 99999999999999999999; }").kind, ErrorKind::Unsupported);
}

#[test]
fn enums_and_typedefs() {
    let p = ok("enum U { A, B = 7, C }; enum S { M = -1, N }; typedef enum U u_t; typedef unsigned short us;\n\
                int main() { enum U u = C; enum S s = N; u_t v = A; us w = 1; int k = sizeof(enum S); return u + s + v + w + k; }");
    assert_eq!(local_type(&p, "main", "u"), Type::Int(IntTy::UINT));
    assert_eq!(local_type(&p, "main", "s"), Type::Int(IntTy::INT));
    assert_eq!(local_type(&p, "main", "v"), Type::Int(IntTy::UINT));
    assert_eq!(local_type(&p, "main", "w"), Type::Int(IntTy::USHORT));
    let b = body(&p, "main");
    assert!(b.contains("u = 8 ") && b.contains("s = 0 ") && b.contains("k = 4 "), "{b}");
}

/// Whether a name is a typedef name depends on the innermost scope that declares it, through
/// any number of blocks that declare nothing (the parser looks only at declaring scopes).
#[test]
fn typedef_names_through_nested_scopes() {
    let p = ok("typedef int T;\n\
                int main() { int r = 0;\n\
                  { { { T a = 1; r += a; } } }\n\
                  { int T = 2; { { r += T * 3; } } }\n\
                  { typedef char T; { { T c = 5; r += c; } } }\n\
                  { { T d = 4; r += d; } }\n\
                  return r; }");
    assert_eq!(local_type(&p, "main", "a"), Type::Int(IntTy::INT));
    assert_eq!(local_type(&p, "main", "c"), Type::Int(IntTy::CHAR));
    assert_eq!(local_type(&p, "main", "d"), Type::Int(IntTy::INT));
    // `T` is a variable here, two empty blocks down: `T z;` is not a declaration.
    assert_eq!(
        err("typedef int T; int main() { int T = 2; { { T z; } } return 0; }").kind,
        ErrorKind::Parse
    );
    // A typedef name ends with its block.
    assert_eq!(err("int main() { { typedef int U; { } } U u; return 0; }").kind, ErrorKind::Parse);
}

#[test]
fn bool_conversion() {
    let b = main_body("int main() { _Bool b = 5; int x = 256; b = x; b++; b--; char c = x; }");
    assert!(b.contains("b = 1 "), "{b}");
    assert!(b.contains("b = (_Bool)(x)"), "{b}");
    assert!(b.contains("b = (_Bool)(Add((int)(b), 1))"), "{b}");
    assert!(b.contains("c = (signed char)(x)"), "{b}");
}

#[test]
fn side_effects_are_ordered_instructions() {
    let p = ok("int g; int f(int a) { g = a; return a + 1; }\n\
                int main() { int i = 0, a[4], x; a[i++] = i; x = g + f(2); x = i++ + ++i; x += f(x) * 2; f(3); return x; }");
    let b = body(&p, "main");
    // a[i++] = i: the index is evaluated (and i incremented) before the right side.
    assert!(
        b.contains("$tmp1 = i")
            && b.contains("i = Add(i, 1)")
            && b.contains("a[(long)($tmp1)] = i"),
        "{b}"
    );
    // g is read before the call that may change it.
    assert!(
        b.contains("$tmp2 = g")
            && b.contains("$tmp3 = call f(2)")
            && b.contains("x = Add($tmp2, $tmp3)"),
        "{b}"
    );
    // An unused result is not stored.
    assert!(b.contains(": call f(3)"), "{b}");
}

#[test]
fn short_circuit_with_side_effects() {
    let b = main_body("int f(int); int g(int x) { return x; }\nint main() { int x = 1, y; y = x && g(x); y = x || f(x); y = x ? g(1) : 2; x > 0 && g(x); }");
    assert!(b.contains("= 0 ") && b.contains("if Eq(x, 0) goto"), "{b}");
    assert!(b.contains("if Ne(x, 0) goto"), "{b}");
    // Pure operands stay operators.
    let b = main_body("int main() { int x = 1, y = 2, z; z = x && y; z = x ? y : 3; }");
    assert!(b.contains("z = LogAnd(Ne(x, 0), Ne(y, 0))"), "{b}");
    assert!(b.contains("z = ite(Ne(x, 0), y, 3)"), "{b}");
}

#[test]
fn loop_shapes_and_ids() {
    let p = ok("int main() {\nint s = 0;\nfor (int i = 0; i < 3; i++) {\nint j = 0;\nwhile (j < i) { j++; if (j == 2) continue; s++; }\n}\n\
                do { s--; } while (s > 0);\nwhile (1) { s++; }\n}");
    let b = body(&p, "main");
    let loops = crate::ir::loops::find_loops(&p);
    let ids: Vec<_> = loops.iter().map(|l| (l.id.as_str(), l.loc.line)).collect();
    // The inner while closes first.
    assert_eq!(ids, vec![("main.0", 5), ("main.1", 3), ("main.2", 7), ("main.3", 8)], "{b}");
    let f = p.function(p.function_by_name("main").unwrap());
    let body_ = f.body.as_ref().unwrap();
    for l in &loops {
        assert_eq!(body_[l.head].loc.line, body_[l.back_edge].loc.line, "{b}");
    }
    // while: the head is the exit test; `continue` jumps forward to the back edge.
    let w = &loops[0];
    assert!(
        matches!(&body_[w.head].kind, InstrKind::Goto(Some(_), t) if *t == w.back_edge + 1),
        "{b}"
    );
    assert!(b.contains("9: if Eq(j, 2) goto 11") && b.contains("11: goto 7"), "{b}");
    // for: exit test at the head, step right before the back edge.
    let fl = &loops[1];
    assert!(matches!(&body_[fl.head].kind, InstrKind::Goto(Some(_), _)), "{b}");
    assert!(matches!(&body_[fl.back_edge - 1].kind, InstrKind::Assign(..)), "{b}");
    // do-while: conditional back edge; while(1): no exit test.
    assert!(matches!(&body_[loops[2].back_edge].kind, InstrKind::Goto(Some(_), _)), "{b}");
    assert!(matches!(&body_[loops[3].head].kind, InstrKind::Skip), "{b}");
    assert!(matches!(&body_[loops[3].back_edge].kind, InstrKind::Goto(None, _)), "{b}");
}

#[test]
fn exact_while_shape() {
    let b = main_body(
        "int main() {\nint i = 0;\nwhile (i < 10) {\nif (i == 5) break;\ni++;\n}\nreturn i;\n}",
    );
    let expected = "0: decl i  @2\n1: i = 0  @2\n2: if Ge(i, 10) goto 6  @3\n3: if Eq(i, 5) goto 6  @4\n\
                    4: i = Add(i, 1)  @5\n5: goto 2  @3\n6: return i  @7\n7: dead i  @8\n8: return 0  @8\n";
    assert_eq!(b, expected);
}

#[test]
fn switch_fall_through() {
    let b = main_body("int main() {\nint x = 2, y = 0;\nswitch (x) {\ncase 1: y = 1;\ncase 2: y += 2;\nbreak;\ndefault: y = 9;\ncase 3: y = 3;\n}\nreturn y;\n}");
    let expected = "0: decl x  @2\n1: x = 2  @2\n2: decl y  @2\n3: y = 0  @2\n4: $tmp1 = x  @3\n\
                    5: if Eq($tmp1, 1) goto 9  @3\n6: if Eq($tmp1, 2) goto 10  @3\n7: if Eq($tmp1, 3) goto 13  @3\n\
                    8: goto 12  @3\n9: y = 1  @4\n10: y = Add(y, 2)  @5\n11: goto 14  @6\n12: y = 9  @7\n13: y = 3  @8\n\
                    14: return y  @10\n15: dead y  @11\n16: dead x  @11\n17: return 0  @11\n";
    assert_eq!(b, expected);
    let e = err("int main() { int x; switch (x) { case 1: case 1: ; } }");
    assert_eq!(e.kind, ErrorKind::Parse);
    // A GNU case range is one test `lo <= t && t <= hi`; overlapping ranges are rejected.
    let b = main_body("int main() { int x; switch (x) { case 1 ... 3: ; } }");
    assert!(b.contains("if LogAnd(Le(1, $tmp1), Le($tmp1, 3)) goto"), "{b}");
    let e = err("int main() { int x; switch (x) { case 1 ... 3: ; case 3 ... 4: ; } }");
    assert_eq!(e.kind, ErrorKind::Parse);
}

#[test]
fn gotos_and_labels() {
    let b = main_body("int main() {\nint x = 0;\nagain: x++;\nif (x < 3) goto again;\ngoto end;\nx = 7;\nend: return x;\n}");
    // `if (c) goto L;` is a single guarded goto.
    assert!(
        b.contains("3: if Lt(x, 3) goto 2") && b.contains("4: goto 6") && b.contains("6: return x"),
        "{b}"
    );
    assert_eq!(err("int main() { goto nowhere; }").kind, ErrorKind::Parse);
}

#[test]
fn properties_are_numbered_per_function() {
    let p = ok("extern void __VERIFIER_assert(int);\nextern void reach_error(void);\n\
                void f(int a) { __VERIFIER_assert(a != 1); }\n\
                int main() { int x = 0; __VERIFIER_assert(x == 0); f(x); if (x) reach_error(); __VERIFIER_assert( x  <\n 2 ); }");
    let ids: Vec<_> = p
        .properties
        .iter()
        .map(|p| (p.id.as_str(), p.kind, p.description.as_str(), p.loc.line))
        .collect();
    assert_eq!(
        ids,
        vec![
            ("f.assertion.1", crate::ir::PropKind::Assertion, "assertion a != 1", 3),
            ("main.assertion.1", crate::ir::PropKind::Assertion, "assertion x == 0", 4),
            ("main.assertion.2", crate::ir::PropKind::ErrorCall, "reach_error() is reachable", 4),
            ("main.assertion.3", crate::ir::PropKind::Assertion, "assertion x < 2", 4),
        ]
    );
}

#[test]
fn reach_error_calls_are_properties_even_with_a_body() {
    let p = ok("void reach_error() { int x = 1; }\nvoid __VERIFIER_error(void);\nint main() { reach_error(); __VERIFIER_error(); }");
    let b = body(&p, "main");
    assert!(
        b.contains("0: assert 0 [main.assertion.1]")
            && b.contains("1: assert 0 [main.assertion.2]"),
        "{b}"
    );
    assert_eq!(p.properties[1].description, "__VERIFIER_error() is reachable");
    assert!(p.function_by_name("reach_error").is_none());
}

#[test]
fn user_defined_verifier_assert_is_a_function() {
    let p = ok("void reach_error();\nvoid __VERIFIER_assert(int c) { if (!c) reach_error(); }\nint main() { __VERIFIER_assert(1); }");
    assert!(body(&p, "main").contains("call __VERIFIER_assert(1)"));
    assert_eq!(p.properties.len(), 1);
    assert_eq!(p.properties[0].id, "__VERIFIER_assert.assertion.1");
}

#[test]
fn nondet_and_undefined_functions() {
    let p = ok("extern unsigned char __VERIFIER_nondet_uchar(void);\nint input(void);\nvoid log_it(int);\nextern void abort(void);\nvoid exit(int);\n\
                int main() { int x = __VERIFIER_nondet_uchar(); int y = input(); log_it(x++); if (y) abort(); exit(y = 3); }");
    let b = body(&p, "main");
    assert!(
        b.contains("$tmp1 = nondet __VERIFIER_nondet_uchar") && b.contains("x = (int)($tmp1)"),
        "{b}"
    );
    assert!(b.contains("nondet input"), "{b}");
    assert!(b.contains("x = Add(x, 1)"), "{b}");
    assert!(b.contains("stop") && b.contains("y = 3"), "{b}");
    assert_eq!(local_type(&p, "main", "$tmp1"), Type::Int(IntTy::UCHAR));
    // C89 implicit declaration: an `int` function without a body (nondeterministic result).
    let p = ok("int main() {\nint x = __VERIFIER_nondet_int();\nreturn x;\n}");
    assert!(body(&p, "main").contains("nondet __VERIFIER_nondet_int"), "{}", body(&p, "main"));
    // An implicitly declared allocation function is the C library's, as in CBMC; the
    // element type is the one the result is cast to.
    let p = ok("int main() {\nint *x = (int *)malloc(4);\nfree(x);\n}");
    let b = body(&p, "main");
    assert!(b.contains("alloc Malloc int x 4") && b.contains("free"), "{b}");
}

#[test]
fn assume_converts_to_the_parameter_type() {
    let b = main_body("void __VERIFIER_assume(int);\nint main() { long l = 1L << 32; __VERIFIER_assume(l); __CPROVER_assume(l); }");
    assert!(b.contains("assume Ne((int)(l), 0)") && b.contains("assume Ne(l, 0)"), "{b}");
}

#[test]
fn calls_convert_arguments_and_results() {
    let p = ok("char f(char c, unsigned long n) { return c + n; }\nint g();\nint main() { int x = f(300, -1); g(1, 2); return x; }\nint g(long a, long b) { return a; }");
    let b = body(&p, "main");
    assert!(
        b.contains("$tmp1 = call f(44, 18446744073709551615)") && b.contains("x = (int)($tmp1)"),
        "{b}"
    );
    // Without a prototype in scope, the arguments are promoted, then converted at link time.
    assert!(b.contains("call g((long)(1), (long)(2))") || b.contains("call g(1, 2)"), "{b}");
    assert!(
        body(&p, "f").contains("return (signed char)(Add((unsigned long)(c), n))"),
        "{}",
        body(&p, "f")
    );
    assert_eq!(
        err("int f(int a) { return a; }\nint main() { return f(1, 2); }").kind,
        ErrorKind::Parse
    );
}

#[test]
fn globals_and_initializers() {
    let p = ok("enum { N = 3 };\nint a[N] = { 1, [2] = 5 };\nint m[2][3] = { 1, 2, 3, { 4 } };\nint z[] = { 0, 0, 7 };\n\
                char s[] = \"hi\";\nunsigned u = -1;\nint zero = 0;\nlong k = sizeof(m) / sizeof(m[0]) + (char)300;\n\
                int counter() { static int n = 10; return n++; }\nint main() { return a[0] + z[2] + counter(); }");
    let d = dump(&p);
    for line in [
        "init a[0] = 1",
        "init a[2] = 5",
        "init m[0][0] = 1",
        "init m[0][2] = 3",
        "init m[1][0] = 4",
        "init z[2] = 7",
        "init s[0] = 104",
        "init s[1] = 105",
        "init u = 4294967295",
        "init k = 46",
        "init counter::n = 10",
    ] {
        assert!(d.contains(line), "{line}\n{d}");
    }
    assert!(!d.contains("init zero"), "{d}");
    let g = |name: &str| p.globals.iter().find(|g| g.name == name).unwrap().ty.clone();
    assert_eq!(g("z"), Type::Array(Box::new(Type::Int(IntTy::INT)), 3));
    assert_eq!(g("s"), Type::Array(Box::new(Type::Int(IntTy::CHAR)), 3));
    assert_eq!(g("m").to_string(), "int[3][2]");
    assert_eq!(err("int x; int y = x + 1; int main() {}").kind, ErrorKind::Parse);
}

#[test]
fn local_arrays_are_zero_filled() {
    let b = main_body("int main() { int a[2][2] = { { 1 }, 2 }; int i = 1; int b[3] = { i, [2] = i + 1 }; return a[i][0]; }");
    for line in [
        "a[0][0] = 1",
        "a[1][0] = 2",
        "a[0][1] = 0",
        "a[1][1] = 0",
        "b[0] = i",
        "b[2] = Add(i, 1)",
        "b[1] = 0",
    ] {
        assert!(b.contains(line), "{line}\n{b}");
    }
    assert!(b.contains("return a[(long)(i)][0]"), "{b}");
}

#[test]
fn statement_expressions_and_assert_macro() {
    let b = main_body("int main() { int x = 2; int y = ({ int t = x * 2; t + 1; }); \
        ((void) sizeof ((x == 1 && \"why\") ? 1 : 0), __extension__ ({ if (x == 1 && \"why\") ; else __assert_fail (\"x == 1 && \\\"why\\\"\", \"t.c\", 1, __extension__ __PRETTY_FUNCTION__); })); return y; }");
    assert!(
        b.contains("$tmp1 = Add(t, 1)") && b.contains("dead t") && b.contains("y = $tmp1"),
        "{b}"
    );
    // `if (c) ; else assert-fail` is a guarded assertion.
    assert!(b.contains("8: assert Eq(x, 1) [main.assertion.1]"), "{b}");
    let p = ok("int main() { __assert_fail(\"a < \\\"b\\\"\", \"f\", 1, \"main\"); }");
    assert_eq!(p.properties[0].description, "assertion a < \"b\"");
}

#[test]
fn main_arguments_are_set_up_by_the_model() {
    // argc is an input; argv is an object of argc + 1 pointers whose set-up is the model's
    // own code (`Loc::MODEL`), so main takes no parameters.
    let p = ok("int main(int argc, char **argv) { return argv[argc - 1] != 0; }");
    let main = p.function(p.function_by_name("main").unwrap());
    assert_eq!(main.params, 0);
    let body = main.body.as_ref().unwrap();
    assert!(
        body.iter().any(|i| matches!(i.kind, InstrKind::Alloc { .. }) && i.loc.is_model()),
        "{}",
        dump(&p)
    );
    assert!(
        body.iter()
            .any(|i| matches!(&i.kind, InstrKind::Nondet { source, .. } if source == "argc")),
        "{}",
        dump(&p)
    );
    // Unread (ert_main.c's `(void)(argc); (void)(argv);`): neither is modelled.
    for src in [
        "int main(int argc, const char *argv[]) { (void)(argc); (void)(argv); return 0; }",
        "int main(int argc, char **argv) { return 0; }",
        "int main(int argc, char **argv) { (void)argc, (void)argv; argv; return 0; }",
    ] {
        let p = ok(src);
        let main = p.function(p.function_by_name("main").unwrap());
        let body = main.body.as_ref().unwrap();
        assert!(
            !body.iter().any(|i| i.loc.is_model()
                || matches!(i.kind, InstrKind::Nondet { .. } | InstrKind::Alloc { .. })),
            "{}",
            dump(&p)
        );
    }
    // argc read, argv not: argc alone, its set-up the model's own code too (no coverage
    // goal for it, as CBMC has none in its start function).
    let p = ok("int main(int argc, char **argv) { (void)argv; return argc; }");
    let body = p.function(p.function_by_name("main").unwrap()).body.clone().unwrap();
    assert!(
        body.iter().any(|i| i.loc.is_model()
            && matches!(&i.kind, InstrKind::Nondet { source, .. } if source == "argc")),
        "{}",
        dump(&p)
    );
    assert!(!body.iter().any(|i| matches!(i.kind, InstrKind::Alloc { .. })), "{}", dump(&p));
    // argv read, argc not: both (argv's size is argc + 1).
    let p = ok("int main(int argc, char **argv) { return argv[0] == 0; }");
    let body = p.function(p.function_by_name("main").unwrap()).body.clone().unwrap();
    assert!(
        body.iter()
            .any(|i| matches!(&i.kind, InstrKind::Nondet { source, .. } if source == "argc")),
        "{}",
        dump(&p)
    );
    assert!(body.iter().any(|i| i.loc.is_model()), "{}", dump(&p));
    // envp is not modelled.
    let e = err("int main(int argc, char **argv, char **envp) {\nreturn envp[0][0];\n}");
    assert_eq!((e.kind, e.location.as_deref()), (ErrorKind::Unsupported, Some("t.c:2")));
}

#[test]
fn unsupported_constructs_report_their_use() {
    let e =
        err("char *strdup(const char *);\nint main() {\nchar *p = strdup(\"a\");\nreturn *p;\n}");
    assert_eq!((e.kind, e.location.as_deref()), (ErrorKind::Unsupported, Some("t.c:3")), "{e}");
    assert!(e.message.contains("returns"), "{e}");
    // Passed by value, except a struct with a flexible array member.
    let e = err("struct s { int a; int b[]; };\nint f(int n, ...) { return n; }\nstruct s v;\nint main() {\nreturn f(1, v);\n}");
    assert_eq!((e.kind, e.location.as_deref()), (ErrorKind::Unsupported, Some("t.c:5")), "{e}");
    let e = err("int f(int n, ...);\nint (*p)(int, ...) = f;\nint f(int n, ...) { return n; }\nint main() {\nreturn p(1, 2);\n}");
    assert_eq!((e.kind, e.location.as_deref()), (ErrorKind::Unsupported, Some("t.c:5")), "{e}");
    let e = err("void *realloc(void *, unsigned long);\nint main() {\nint *p = 0;\np = realloc(p, 4);\nreturn *p;\n}");
    assert_eq!((e.kind, e.location.as_deref()), (ErrorKind::Unsupported, Some("t.c:4")), "{e}");
    let e = err("int main() {\nlong double d = 1.0;\n}");
    assert_eq!((e.kind, e.location.as_deref()), (ErrorKind::Unsupported, Some("t.c:2")), "{e}");
    let e = err("double sin(double);\nint main() {\ndouble d = 1.0;\nreturn sin(d) > 0;\n}");
    assert_eq!((e.kind, e.location.as_deref()), (ErrorKind::Unsupported, Some("t.c:4")), "{e}");
    // Unused declarations with unsupported types are fine.
    ok("struct s { int a; }; struct s v; double d; int *p; typedef float f_t; double sin(double);\nint main() { int *q; return 0; }");
}

#[test]
fn unreachable_functions_may_be_unsupported() {
    let p = ok("int helper(long double *p) { return *p > 0; }\nint main() { return 0; }");
    assert!(p.functions.iter().all(|f| f.name != "helper" || f.body.is_none()));
    let e = err(
        "int helper(int a) { long double d = a; return d > 0; }\nint main() { return helper(1); }",
    );
    assert_eq!(e.kind, ErrorKind::Unsupported);
}

#[test]
fn syntax_errors_have_the_source_line() {
    let e = err("int main() {\n  int x = ;\n}");
    assert_eq!((e.kind, e.location.as_deref()), (ErrorKind::Parse, Some("t.c:2")), "{e}");
}

#[test]
fn missing_file_is_a_usage_error() {
    let e = load(&[PathBuf::from("/nonexistent/x.c")], &FrontendOptions::default()).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Usage);
    assert!(e.message.contains("file not found: /nonexistent/x.c"), "{e}");
}

#[test]
fn preprocessor_errors_are_parse_errors() {
    let f = temp_file("bad.c", "#include \"missing.h\"\nint main() {}\n");
    let e = load(&[f], &FrontendOptions::default()).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Parse);
    assert!(e.message.contains("missing.h"), "{e}");
}

#[test]
fn dot_i_files_are_already_preprocessed() {
    // gcc -E would turn `unix` (a predefined macro in GNU C) into `1`: read as it is, it stays
    // a variable. Locations are the .i file's own lines until a line marker says otherwise.
    let f = temp_file("x.i", "int main(void) {\n  int unix = 5;\n  __CPROVER_assert(unix == 5, \"u\");\n  return unix;\n}\n");
    let p = load(std::slice::from_ref(&f), &FrontendOptions::default())
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(body(&p, "main").contains("return unix"), "{}", dump(&p));
    assert_eq!(p.render_loc(p.properties[0].loc), format!("{}:3", f.display()));
    let g = temp_file("y.i", "# 40 \"orig.c\"\nint main(void) {\n  int x = 1;\n  __CPROVER_assert(x == 1, \"x\");\n  return x;\n}\n");
    let p = load(&[g], &FrontendOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(p.render_loc(p.properties[0].loc), "orig.c:42");
    // A directive would not happen: an error, not a silently different program.
    let h =
        temp_file("z.i", "# 1 \"z.c\"\n#pragma once\n#define N 3\nint main(void) { return N; }\n");
    let e = load(std::slice::from_ref(&h), &FrontendOptions::default()).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Parse);
    assert_eq!(e.location, Some(format!("{}:3", h.display())));
    assert!(e.message.contains("preprocessor directive `#define`"), "{e}");
}

#[test]
fn files_with_other_suffixes_are_preprocessed_as_c() {
    // gcc -E prints nothing, successfully, for a file it takes for linker input.
    let f = temp_file("prog", "#define N 40\nint main(void) { return N + 2; }\n");
    let p = load(&[f], &FrontendOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    assert!(body(&p, "main").contains("return 42"), "{}", dump(&p));
}

#[test]
fn system_headers_declarations_are_harmless() {
    let f = temp_file(
        "h.c",
        "#include <stdio.h>\n#include <stdlib.h>\n#include <assert.h>\n#include <limits.h>\n#include <stdbool.h>\n\
         #include <stdint.h>\n#include <string.h>\n\
         int main(void) {\n  bool b = true;\n  int x = INT_MAX;\n  uint8_t u = 255;\n  size_t n = sizeof(int);\n  assert(x > 0 && b);\n  \
         if (u != 255) abort();\n  return (int)n;\n}\n",
    );
    let p = load(std::slice::from_ref(&f), &FrontendOptions::default())
        .unwrap_or_else(|e| panic!("{e}"));
    // The library's inline helpers are not part of the program.
    assert_eq!(p.functions.len(), 1, "{}", dump(&p));
    assert_eq!(p.properties.len(), 1);
    assert_eq!(p.properties[0].description, "assertion x > 0 && b");
    assert_eq!(p.render_loc(p.properties[0].loc), format!("{}:13", f.display()));
    assert_eq!(local_type(&p, "main", "n"), Type::Int(IntTy::ULONG));
    assert_eq!(local_type(&p, "main", "u"), Type::Int(IntTy::UCHAR));
}

#[test]
fn defines_and_includes_reach_the_preprocessor() {
    let f = temp_file("d.c", "#include \"inc.h\"\nint main() { return N + M; }\n");
    std::fs::write(f.parent().unwrap().join("sub.h"), "#define M 2\n").unwrap();
    std::fs::write(f.parent().unwrap().join("inc.h"), "#include <sub.h>\n").unwrap();
    let opts = FrontendOptions {
        include_dirs: vec![f.parent().unwrap().to_path_buf()],
        defines: vec!["N=40".into()],
        ..Default::default()
    };
    let p = load(&[f], &opts).unwrap_or_else(|e| panic!("{e}"));
    assert!(body(&p, "main").contains("return 42"));
}

#[test]
fn files_are_linked() {
    let a = temp_file("a.c", "extern int shared;\nint twice(int);\nint main() { shared = twice(shared); return shared; }\n");
    let b = temp_file("b.c", "int shared = 21;\nstatic int helper(int x) { return x; }\nint twice(int x) { return helper(x) * 2; }\n");
    let p = load(&[a.clone(), b.clone()], &FrontendOptions::default())
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(p.files[0], a.display().to_string());
    assert_eq!(p.files[1], b.display().to_string());
    assert!(body(&p, "main").contains("shared = call twice(shared)"), "{}", dump(&p));
    assert!(dump(&p).contains("init shared = 21"));
    let c = temp_file("c.c", "extern int nowhere;\nint main() { return nowhere; }\n");
    // Defined in no file: an object whose initial value is an input (as CBMC reads it).
    let p = load(&[c], &FrontendOptions::default()).unwrap();
    assert!(p.globals.iter().any(|g| g.name == "nowhere" && g.input), "{:?}", p.globals);
}

#[test]
fn calls_write_their_place_directly() {
    let b = main_body("int __VERIFIER_nondet_int(); int f(void) { return 1; }\nint main() { int x = __VERIFIER_nondet_int(); int a[2]; a[x] = f(); long l = f(); return x; }");
    assert!(b.contains("x = nondet __VERIFIER_nondet_int"), "{b}");
    assert!(b.contains("a[(long)(x)] = call f()"), "{b}");
    assert!(b.contains("$tmp1 = call f()") && b.contains("l = (long)($tmp1)"), "{b}");
}

#[test]
fn old_style_and_block_scope_declarations() {
    let p = ok("int g;\nint add(a, b) char a; { return a + b; }\n\
                int main() { extern int g; void later(void); static int calls = 1; int r = add(300, 2); later(); calls++; return r + g; }\n\
                void later(void) { g = 5; }");
    let b = body(&p, "main");
    // Without a prototype, arguments are promoted at the call and converted to the parameters at link time.
    assert!(
        b.contains("r = call add((signed char)(300), 2)") || b.contains("r = call add(44, 2)"),
        "{b}"
    );
    assert!(
        b.contains("call later()")
            && b.contains("main::calls = Add(main::calls, 1)")
            && b.contains("return Add(r, g)"),
        "{b}"
    );
    assert!(dump(&p).contains("init main::calls = 1"));
    assert_eq!(local_type(&p, "add", "a"), Type::Int(IntTy::CHAR));
}

#[test]
fn misc_expressions() {
    let b = main_body("int main() { int a[3][4]; int x = 1, y; y = sizeof a + sizeof(a[0]) + sizeof(char[5]) + _Alignof(long); \
        y = (x++, x + 1); x ? (void)0 : (void)0; y = -x + ~x + !x + +x; do { } while (0); return y; }");
    assert!(b.contains("y = 77 "), "{b}");
    assert!(b.contains("y = Add(x, 1)"), "{b}");
    assert!(b.contains("y = Add(Add(Add(Neg(x), BitNot(x)), Eq(x, 0)), x)"), "{b}");
    assert!(!b.contains("if 0 goto"), "{b}");
}

#[test]
fn compound_assignments_convert_back() {
    let b = main_body("int main() { unsigned char c = 250; c += 10; short s = 1; s <<= 20; long l = 3; int i = 7; i /= l; i %= 2u; return c + s + i; }");
    assert!(b.contains("c = (unsigned char)(Add((int)(c), 10))"), "{b}");
    assert!(b.contains("s = (short)(Shl((int)(s), 20))"), "{b}");
    assert!(b.contains("i = (int)(Div((long)(i), l))"), "{b}");
    assert!(b.contains("i = (int)(Rem((unsigned int)(i), 2))"), "{b}");
}

#[test]
fn locals_shadowing_get_distinct_names() {
    let p = ok("int main() { int x = 1; { int x = 2; x++; } return x; }");
    let b = body(&p, "main");
    assert!(
        b.contains("decl x#1") && b.contains("x#1 = Add(x#1, 1)") && b.contains("return x "),
        "{b}"
    );
}

/// Lowers the shared benchmark programs in scope (run with `--ignored --nocapture`; skipped
/// when the folder is absent).
#[test]
#[ignore]
fn shared_benchmarks() {
    let root = std::path::Path::new("/work/shared/benchmarks");
    if !root.is_dir() {
        return;
    }
    let mut tasks: Vec<(PathBuf, Vec<String>)> = Vec::new();
    for dir in ["eca-rers2012", "eca-rers2018", "locks", "ssh-simplified", "loops"] {
        let mut files: Vec<_> = std::fs::read_dir(root.join("sv-comp").join(dir))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "c"))
            .collect();
        files.sort();
        tasks.extend(files.into_iter().map(|f| (f, vec![])));
    }
    let manifest = std::fs::read_to_string(root.join("manifest.tsv")).unwrap();
    for line in manifest.lines().filter(|l| l.starts_with("seeds/")) {
        let cols: Vec<&str> = line.split('\t').collect();
        let defines = cols[4]
            .split_whitespace()
            .filter_map(|d| d.strip_prefix("-D"))
            .map(String::from)
            .collect();
        tasks.push((root.join(cols[0]), defines));
    }
    let mut bad = 0;
    for (file, defines) in tasks {
        let opts = FrontendOptions {
            include_dirs: vec![],
            defines: defines.clone(),
            ..Default::default()
        };
        let t = std::time::Instant::now();
        let unit =
            preprocess::preprocess(&file, &opts).and_then(|text| with_stack(|| parse_unit(text)));
        let parse_ms = t.elapsed().as_millis();
        let (r, lower_ms, units) = match unit {
            Ok(u) => {
                let units = [u];
                let t2 = std::time::Instant::now();
                let r = with_stack(|| lower_units(&units, "main", &opts));
                (r, t2.elapsed().as_millis(), Some(units))
            }
            Err(e) => (Err(e), 0, None),
        };
        let t3 = std::time::Instant::now();
        drop(units);
        let ms = format!(
            "parse {parse_ms} ms, lower {lower_ms} ms, drop {} ms",
            t3.elapsed().as_millis()
        );
        let name = format!("{} {}", file.strip_prefix(root).unwrap().display(), defines.join(" "));
        match r {
            Ok(p) => {
                let n: usize =
                    p.functions.iter().filter_map(|f| f.body.as_ref()).map(Vec::len).sum();
                println!(
                    "OK   {name}: {} functions, {n} instructions, {} properties, {ms}",
                    p.functions.len(),
                    p.properties.len()
                );
            }
            Err(e) => {
                println!("FAIL {name}: {e} ({ms} ms)");
                if e.kind != ErrorKind::Unsupported {
                    bad += 1;
                }
            }
        }
    }
    assert_eq!(bad, 0, "benchmarks failing with something else than Unsupported");
}

/// Prints the IR of the file named by `IBMC_DUMP` (a debugging aid).
#[test]
#[ignore]
fn dump_file() {
    let Ok(path) = std::env::var("IBMC_DUMP") else { return };
    let defines = std::env::var("IBMC_DEFINES")
        .map(|d| d.split_whitespace().map(String::from).collect())
        .unwrap_or_default();
    match load(
        &[PathBuf::from(path)],
        &FrontendOptions {
            include_dirs: vec![],
            defines,
            coverage: std::env::var("IBMC_COVER").is_ok(),
            ..Default::default()
        },
    ) {
        Ok(p) => {
            print!("{}", dump(&p));
            for prop in &p.properties {
                println!(
                    "{} {:?} {} {}",
                    prop.id,
                    prop.kind,
                    p.render_loc(prop.loc),
                    prop.description
                );
            }
        }
        Err(e) => println!("error: {e}"),
    }
}

#[test]
fn guarded_assertions_keep_jump_targets() {
    let b = main_body("void reach_error(void);\nint main() { int x = 1; if (x > 3) reach_error(); switch (x) { case 1: if (x) { L: reach_error(); } } goto L; }");
    assert!(b.contains("assert Le(x, 3) [main.assertion.1]"), "{b}");
    // A label inside: the jump stays.
    assert!(b.contains("assert 0 [main.assertion.2]"), "{b}");
}

#[test]
fn cbmc_builtins_without_declarations() {
    let p = ok("int main() { int x = 1; assert(x == 1); __CPROVER_assert(x > 0, \"x positive\"); __CPROVER_assume(x); }");
    let d: Vec<_> = p.properties.iter().map(|p| p.description.as_str()).collect();
    assert_eq!(d, vec!["assertion x == 1", "x positive"]);
    assert!(body(&p, "main").contains("assume Ne(x, 0)"));
}

/// C89's implicit `int` at file scope (gcc -Wno-error=implicit-int): the function is an `int`
/// function and locations stay on their lines; elsewhere a missing type stays a syntax error.
#[test]
fn implicit_int_functions() {
    let p = ok("f(int x) { return x + 1; }\nmain(void)\n{\n  int y = f(2);\n  return y;\n}\n");
    let f = p.function_by_name("f").expect("f");
    assert!(matches!(p.function(f).ret, Type::Int(t) if t == IntTy::INT), "f returns int");
    let m = p.function_by_name("main").expect("main");
    assert!(matches!(p.function(m).ret, Type::Int(_)));
    let e = err("int g(void) { return 0; }\nint main(void) {\n  int a;\n  a b;\n  return 0;\n}\n");
    assert_eq!(e.kind, crate::error::ErrorKind::Parse, "{e}");
    assert!(e.to_string().contains("t.c:4"), "{e}");
    let e = err("int x;\nx y z;\n");
    assert_eq!(e.kind, crate::error::ErrorKind::Parse, "{e}");
}

/// `memset` of floats: a constant byte gives the float of that bit pattern (0: +0.0 exactly,
/// whatever the spelling of the 0); a byte known only at run time goes through bytes (the
/// pointer model's punning), or where pointers are in the way is an error at the call.
#[test]
fn memset_of_floats_sets_their_bits() {
    let decls = "void *memset(void *, int, unsigned long);\ntypedef unsigned char uint8_T;\n\
                 struct dw { double a; float b[2]; int c; _Bool d; };\nstruct dw rtDW; double x; float y;\n";
    for value in ["0", "0U", "(int)0", "(uint8_T)0U", "'\\0'", "256", "1 - 1"] {
        let b = main_body(&format!("{decls}int main() {{\n(void) memset((void *)&rtDW, {value}, sizeof(struct dw));\nreturn 0;\n}}"));
        for member in ["[0]", "[1][0]", "[1][1]", "[2]", "[3]"] {
            assert!(b.contains(&format!("*($tmp1){member} = 0  @6")), "{value}:\n{b}");
        }
    }
    // Every byte 0xff: the double with all 64 bits set (a NaN), the float with all 32.
    let b = main_body(&format!(
        "{decls}int main() {{\nmemset(&x, 0xff, sizeof x);\nmemset(&y, -1, 4);\nreturn 0;\n}}"
    ));
    assert!(
        b.contains(&format!("= {}", u64::MAX)) && b.contains(&format!("= {}", u32::MAX)),
        "{b}"
    );
    let b = main_body(&format!("{decls}int main() {{\nmemset(&y, 0x3f, 4);\nreturn 0;\n}}"));
    assert!(b.contains(&format!("= {}", 0x3f3f_3f3fu32)), "{b}");
    // A run-time byte over floats and integers: through bytes.
    ok(&format!("{decls}int n;\nint main() {{\nmemset(&x, n, sizeof x);\nreturn 0;\n}}"));
    let e = err(&format!("{decls}struct p {{ double d; int *q; }} s;\nint n;\nint main() {{\nmemset(&s, n, sizeof s);\nreturn 0;\n}}"));
    assert_eq!((e.kind, e.location.as_deref()), (ErrorKind::Unsupported, Some("t.c:8")), "{e}");
    assert!(e.message.contains("non-constant value"), "{e}");
}

/// `strncpy` is modelled (no longer a function without a body): a copy by the source's
/// length, then the padding.
#[test]
fn strncpy_is_a_copy_and_a_fill() {
    let b = main_body("char *strncpy(char *, const char *, unsigned long);\nint main() {\nchar a[8];\nstrncpy(a, \"text\", 6);\nreturn 0;\n}");
    // The length if the source is shorter than 6, else 6; the rest of the 6 bytes nulls.
    for step in [
        "StrLen",
        "Lt($tmp3, 6)",
        "ite($tmp6, $tmp3, 6)",
        "CopyN(",
        "Sub(6, $tmp7)",
        "Fill(Expr { kind: Const(0)",
    ] {
        assert!(b.contains(step), "{step}:\n{b}");
    }
}
