//! gcc's extensions that its C torture tests use (issue 41), each checked as a rule against
//! gcc-compiled runs (`expressions_match_gcc`: ibmc proves gcc's values and refutes one off
//! by one), or against gcc's own rejection.

use crate::common::*;

fn check(name: &str, src: &str) -> Run {
    check_source("gnu_c", name, src, &[])
}

fn assert_rejected(name: &str, src: &str, code: i32, message: &str) {
    let run = check(name, src);
    assert_eq!(run.code, Some(code), "{name}: {}", run.describe());
    assert!(run.stderr.contains(message), "{name}: {}", run.describe());
}

/// gcc manual, "Locally Declared Labels": `__label__ a;` at the start of a block declares a
/// label whose scope is that block (and the blocks in it); two blocks may each declare and
/// define `a`, a statement expression too, and a `goto` in an inner block reaches the
/// innermost declaration's label.
#[test]
fn local_labels_are_scoped_to_their_block() {
    expressions_match_gcc(
        "gnu_local_labels",
        "int f(int x) {\n\
           int r = 0;\n\
           { __label__ a, b; if (x > 1) goto a; r += 1; a: r += 10; { if (x > 4) goto b; r += 7; } b: ; }\n\
           { __label__ a; if (x > 2) goto a; r += 100; a: r += 1000; }\n\
           r += ({ __label__ m; int y = 0; m: y++; if (y < x) goto m; y; });\n\
           if (x == 3) goto a;\n\
           r += 5;\n\
           a: return r;\n\
         }",
        vec![("", vec!["f(0)", "f(2)", "f(3)", "f(5)"])],
    );
    // Outside its block the local label is not there (gcc: "used but not defined").
    assert_rejected(
        "local_label_outside.c",
        "int main(void) { { __label__ a; a: ; } goto a; }\n",
        2,
        "label `a` used but not defined",
    );
    assert_rejected(
        "local_label_not_defined.c",
        "int main(void) { { __label__ a; goto a; } a: return 0; }\n",
        2,
        "label `a` used but not defined",
    );
    assert_rejected(
        "local_label_syntax.c",
        "int main(void) { { __label__ a b; a: ; } return 0; }\n",
        2,
        "expected one of: , ;",
    );
}

/// C89 3.5.2 (removed in C99, accepted by gcc's gnu modes with a warning): a declaration
/// or function definition without a type specifier declares an `int`, after storage
/// classes, qualifiers, function specifiers or attributes, at file and block scope, and
/// in K&R definitions.
#[test]
fn implicit_int_matches_gcc() {
    expressions_match_gcc(
        "gnu_implicit_int",
        "static x = 5;\n\
         const k = -7;\n\
         static inline p(int *q) { return *q + 1; }\n\
         __attribute__((noinline)) g(c) { return c * 2; }\n\
         static h(a, b) register b; { return a - b; }\n\
         counter() { static count = 0; return ++count; }",
        vec![(
            "register r = 3; volatile v = 40; counter();",
            vec!["p(&x)", "g(r)", "k", "h(10, 4)", "counter()", "v + r", "sizeof x", "(x - 6) < 0"],
        )],
    );
}

/// gcc's attributes between `struct`/`union` and the tag. `may_alias` changes nothing ibmc
/// assumes (it never uses type-based aliasing); `packed` packs the layout (as
/// `#pragma pack(1)`; `c_rules::pragma_pack_lays_out_structs_as_gcc` tests it); `aligned`
/// changes the layout, which ibmc does not model: exit 6 with the line, as for the attribute
/// after the braces.
#[test]
fn struct_attributes_before_the_tag() {
    expressions_match_gcc(
        "gnu_struct_attributes",
        "typedef struct __attribute__((__may_alias__)) { short x; } test;\n\
         struct __attribute__((may_alias)) S { int a; char c; } s = { 3, 4 };\n\
         union __attribute__((may_alias)) U { int i; unsigned char b[4]; };",
        vec![(
            "int a = 0x12345; test *t = (test *)&a; union U u; u.i = 0x01020304;",
            vec!["t->x", "s.a + s.c", "sizeof(struct S)", "u.b[0]", "sizeof(test)"],
        )],
    );
    assert_rejected(
        "aligned_before_tag.c",
        "struct __attribute__((aligned(16))) P { char c; int i; };\n\
         int main(void) {\n  struct P p = { 1, 2 };\n  return p.i != 2;\n}\n",
        6,
        "aligned_before_tag.c:3: unsupported: struct P with an aligned attribute",
    );
}

/// C23 6.7.10 (a gcc extension before): empty braces zero-initialize, as every member
/// without an initializer is (C11 6.7.9p21), in compound literals and initializers; for a
/// scalar, gcc 12 rejects them and so does ibmc.
#[test]
fn empty_braces_zero_initialize() {
    expressions_match_gcc(
        "gnu_empty_braces",
        "struct Y { int a; char b[3]; struct { long l; } z; } y = { 1, \"ab\", { 4 } };\n\
         struct Y g = {};",
        vec![(
            "int a[3] = {}; struct Y l = { 5 }; l = (struct Y){}; y = (struct Y){};",
            vec![
                "y.a + y.b[1] + y.z.l",
                "l.a + l.b[0] + l.z.l",
                "a[0] + a[2]",
                "g.z.l",
                "(struct Y){}.a",
            ],
        )],
    );
    assert_rejected(
        "empty_scalar.c",
        "int main(void) { int z = (int){} + 1; return z; }\n",
        2,
        "empty scalar initializer",
    );
}

/// The operand and result types of the overflow built-ins' test: name, bits, signed.
const OVERFLOW_TYPES: [(&str, u32, bool); 9] = [
    ("signed char", 8, true),
    ("unsigned char", 8, false),
    ("short", 16, true),
    ("unsigned short", 16, false),
    ("int", 32, true),
    ("unsigned", 32, false),
    ("long", 64, true),
    ("unsigned long", 64, false),
    ("_Bool", 1, false),
];

/// Corner values of a type (0, ±1, min, max and their neighbours, half-width powers of two)
/// and a random one, as C constants of that type.
fn corner_value(t: (&str, u32, bool), rng: &mut Rng) -> String {
    let (name, bits, signed) = t;
    if bits == 1 {
        return format!("(({name}){})", rng.below(2));
    }
    let (lo, hi): (i128, i128) =
        if signed { (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) } else { (0, (1 << bits) - 1) };
    let half = 1i128 << (bits / 2);
    let picks = [0, 1, -1, lo, lo + 1, hi, hi - 1, hi / 2, hi / 2 + 1, half, half + 1, -half];
    let random = lo + (rng.next() as i128).rem_euclid(hi - lo + 1);
    let v = match rng.below(picks.len() as u64 + 2) as usize {
        k if k < picks.len() => picks[k].clamp(lo, hi),
        _ => random,
    };
    // Spelled so that no constant has a type wider than its value needs.
    match v {
        v if v == -(1i128 << 63) => format!("(({name})(-9223372036854775807L - 1))"),
        v if v >= 1 << 63 => format!("(({name}){v}UL)"),
        v => format!("(({name}){v}L)"),
    }
}

/// gcc's rule for `__builtin_add_overflow`, `_sub_`, `_mul_` (manual, "Integer Overflow
/// Builtins"): operands of any integer types, the operation in infinite precision, the
/// result converted to the third argument's type; the value returned is whether that
/// changed it. Random operand and result types (every pair of widths and signednesses,
/// `_Bool` operands) at corner values, against gcc: constant operands (the frontend's
/// folding) and operands that are inputs, each taking one of two cases (the encoder's).
#[test]
fn overflow_builtins_with_mixed_types_match_gcc() {
    let mut rng = Rng(0x0f1e_2d3c_4b5a_6978);
    let mut cases = Vec::new();
    for _ in 0..600 {
        let op = ["add", "sub", "mul"][rng.below(3) as usize];
        let a = OVERFLOW_TYPES[rng.below(9) as usize];
        let b = OVERFLOW_TYPES[rng.below(9) as usize];
        let t = OVERFLOW_TYPES[rng.below(8) as usize];
        let values = [0, 1].map(|_| (corner_value(a, &mut rng), corner_value(b, &mut rng)));
        cases.push((op, a.0, b.0, t.0, values));
    }
    // gcc's values: the returned flag and the result, for both value pairs of each case.
    let mut src = String::from("#include <stdio.h>\nint main(void) {\n");
    for (op, _, _, t, values) in &cases {
        for (x, y) in values {
            src += &format!(
                "{{ {t} r; int o = __builtin_{op}_overflow({x}, {y}, &r); \
                 printf(\"%d %lld\\n\", o, (long long)r); }}\n"
            );
        }
    }
    src += "return 0;\n}\n";
    let dir = scratch("gnu_overflow");
    let (c, exe) = (dir.join("gcc.c"), dir.join("gcc.out"));
    std::fs::write(&c, src).unwrap();
    let args = strings(&["-w", "-o", exe.to_str().unwrap(), c.to_str().unwrap()]);
    let built = run_cmd("gcc", &args, std::time::Duration::from_secs(60));
    assert_eq!(built.code, Some(0), "gcc: {}", built.stderr);
    let ran = run_cmd(exe.to_str().unwrap(), &[], std::time::Duration::from_secs(20));
    let gcc: Vec<(String, String)> = ran
        .stdout
        .lines()
        .map(|l| l.split_once(' ').map(|(o, r)| (o.to_string(), r.to_string())).unwrap())
        .collect();
    assert_eq!(gcc.len(), 2 * cases.len());
    // Constants: every case and value pair.
    let mut folded = String::from("#include <assert.h>\nint main(void) {\n");
    for (i, (op, a, b, t, values)) in cases.iter().enumerate() {
        for (j, (x, y)) in values.iter().enumerate() {
            let (o, r) = &gcc[2 * i + j];
            folded += &format!(
                "{{ {a} x = {x}; {b} y = {y}; {t} r; int o = __builtin_{op}_overflow(x, y, &r);\n\
                 assert(o == {o}); assert((long long)r == {r}LL); }}\n"
            );
        }
    }
    folded += "return 0;\n}\n";
    let run = check("overflow_const.c", &folded);
    assert_eq!(run.verdicts(), vec!["VERIFICATION SUCCESSFUL"], "{}", run.describe());
    // Inputs: the first 40 cases, each input pair one of the case's two value pairs.
    let mut symbolic =
        String::from("#include <assert.h>\nlong long nondet(void);\nint main(void) {\n");
    for (i, (op, a, b, t, [(x1, y1), (x2, y2)])) in cases.iter().take(40).enumerate() {
        let ((o1, r1), (o2, r2)) = (&gcc[2 * i], &gcc[2 * i + 1]);
        let first = format!("(x == {x1} && y == {y1})");
        symbolic += &format!(
            "{{ {a} x = nondet(); {b} y = nondet(); __CPROVER_assume({first} || (x == {x2} && y == {y2}));\n\
             {t} r; int o = __builtin_{op}_overflow(x, y, &r);\n\
             assert(o == ({first} ? {o1} : {o2})); assert((long long)r == ({first} ? {r1}LL : {r2}LL)); }}\n"
        );
    }
    let wrong = symbolic.clone()
        + "{ unsigned long r; assert(!__builtin_mul_overflow(-1L, 1UL << 63, &r)); }\n";
    let run = check("overflow_inputs.c", &(symbolic + "return 0;\n}\n"));
    assert_eq!(run.verdicts(), vec!["VERIFICATION SUCCESSFUL"], "{}", run.describe());
    assert!(!run.stdout.contains(" 0 solver calls"), "the encoder decides: {}", run.describe());
    let run = check("overflow_wrong.c", &(wrong + "return 0;\n}\n"));
    assert_eq!(run.verdicts(), vec!["VERIFICATION FAILED"], "{}", run.describe());
}

/// C11 6.5.2.2p7 and 7.16.1.1: a struct or union passed through `...` is passed by value and
/// `va_arg(ap, T)` of its type gives a copy of it, whatever its size (1 byte, odd sizes, more
/// than two slots), between scalar arguments; the callee's copy is its own.
#[test]
fn structs_through_variadic_arguments_match_gcc() {
    expressions_match_gcc(
        "gnu_variadic_structs",
        "#include <stdarg.h>\n\
         struct tiny { char c; };\n\
         struct mid { short s; char d[5]; };\n\
         struct big { long a; int b; double f; char t[3]; };\n\
         union u { int i; char c[6]; };\n\
         long f(int n, ...) {\n\
           va_list ap; va_start(ap, n); long r = 0;\n\
           for (int i = 0; i < n; i++) {\n\
             struct tiny t = va_arg(ap, struct tiny); int k = va_arg(ap, int);\n\
             struct big b = va_arg(ap, struct big); struct mid m = va_arg(ap, struct mid);\n\
             double d = va_arg(ap, double); union u x = va_arg(ap, union u);\n\
             r = r * 3 + t.c * 5 + k + b.a + b.b + (long)(b.f * 4) + b.t[2] + m.s + m.d[4]\n\
                 + (long)(d * 2) + x.c[5];\n\
             b.a = 0; t.c = 0;\n\
           }\n\
           va_end(ap); return r;\n\
         }\n\
         struct tiny last(int n, ...) {\n\
           va_list ap; va_start(ap, n); struct tiny t = { 0 };\n\
           while (n--) t = va_arg(ap, struct tiny);\n\
           va_end(ap); return t;\n\
         }",
        vec![(
            "struct tiny t = { 7 }, t2 = { -3 }; struct big b = { 100, 20, 2.75, { 1, 2, 3 } };\n\
             struct mid m = { -4, { 0, 0, 0, 0, 9 } }; union u x; x.i = 0; x.c[5] = 11;\n\
             long r = f(2, t, 5, b, m, 1.25, x, t2, 6, b, m, 0.5, x);",
            vec!["r", "b.a", "t.c", "last(3, t, t2, t).c", "last(2, t, t2).c", "f(0)"],
        )],
    );
}

/// gcc accepts `$` in identifiers (`-fdollars-in-identifiers`, the default on x86-64):
/// variables, functions, struct tags and members, typedefs and macros may use it, anywhere
/// but as a keyword's neighbour (`int$x` is one identifier).
#[test]
fn dollar_signs_in_identifiers_match_gcc() {
    expressions_match_gcc(
        "gnu_dollar",
        "typedef struct s$1 { int $m, n$; } t$;\n\
         static int $g = 5;\n\
         #define M$(x) ((x) * 3)\n\
         int f$(t$ *p) { int int$x = p->$m + p->n$; return M$(int$x) + $g; }",
        vec![("t$ v = { 2, 7 };", vec!["f$(&v)", "v.n$ - v.$m", "$g"])],
    );
}

/// gcc manual, "Common Type Attributes", `transparent_union`: a parameter of such a union type
/// takes an argument of any member's type (a null pointer constant or `void *` for a pointer
/// member), passed as that member; the attribute may follow the union's braces or a typedef's
/// declarator. Another argument, or a union without the attribute, is rejected as by gcc.
#[test]
fn transparent_unions_match_gcc() {
    expressions_match_gcc(
        "gnu_transparent_union",
        "union wait { int whatnot; };\n\
         typedef union { int *ip; union wait *up; void *vp; } wsp __attribute__ ((__transparent_union__));\n\
         union U { long *p; char *q; } __attribute__((transparent_union));\n\
         int g(wsp p) { return p.ip == 0 ? -1 : *p.ip; }\n\
         long f(union U u) { return *u.p; }",
        vec![(
            "int w = 41; union wait uw = { 9 }; long l = 77; char c[8] = { 5 }; void *vw = &w;",
            vec!["g(&w)", "g(&uw)", "g(0)", "g(vw)", "f(&l)", "f(c)"],
        )],
    );
    assert_rejected(
        "transparent_other_type.c",
        "union U { long *p; char *q; } __attribute__((transparent_union));\nlong f(union U u) { return 0; }\nint main(void) { double d = 1; return f(d); }\n",
        2,
        "transparent_other_type.c:3",
    );
    assert_rejected(
        "not_transparent.c",
        "union U { long *p; char *q; };\nlong f(union U u) { return 0; }\nint main(void) { long l; return f(&l); }\n",
        2,
        "not_transparent.c:3",
    );
}

/// gcc: `__builtin_abort()` is the C library's `abort`, and a call of `abort` without a
/// declaration in scope is C89's implicit declaration of it: the linker resolves both to the
/// program's own `abort` when a file defines one (gcc's torture tests link such a stub), and
/// only without one is it the library's (execution ends). Checked against gcc's run of the
/// same two files: the stub's exit code says whether it was called.
#[test]
fn library_calls_reach_the_programs_own_definition() {
    let dir = scratch("gnu_own_abort");
    for (name, src) in [
        ("builtin_called.c", "int f(int x) { return x * 2; }\nint main(void) { if (f(3) != 7) __builtin_abort(); return 0; }\n"),
        ("builtin_not_called.c", "int f(int x) { return x * 2; }\nint main(void) { if (f(3) != 6) __builtin_abort(); return 0; }\n"),
        ("implicit_called.c", "int main(void) { int x = 3; if (x != 4) abort(); return 0; }\n"),
        ("implicit_not_called.c", "int main(void) { int x = 3; if (x != 3) abort(); return 0; }\n"),
    ] {
        assert_abort_matches_gcc(&dir, name, src);
    }
    // Without a definition of its own, the library's `abort` ends the execution.
    let run = check(
        "builtin_abort_ends.c",
        "int main(void) { __builtin_abort(); __CPROVER_assert(0, \"after abort\"); return 0; }\n",
    );
    assert_eq!(run.verdicts(), vec!["VERIFICATION SUCCESSFUL"], "{}", run.describe());
}

/// Whether `src` calls `abort` agrees between gcc's run (linked with a stub `abort` that exits
/// 42) and ibmc (linked with a stub `abort` that asserts, as `scripts/difftest torture` does).
fn assert_abort_matches_gcc(dir: &std::path::Path, name: &str, src: &str) {
    let stub_gcc = "#include <stdlib.h>\nvoid abort(void) { _Exit(42); }\n";
    let stub_ibmc = "void abort(void) { __CPROVER_assert(0, \"abort() is not called\"); __CPROVER_assume(0); }\n";
    let prog = dir.join(name);
    std::fs::write(&prog, src).unwrap();
    let (sg, si) = (dir.join("stub_gcc.c"), dir.join("stub_ibmc.c"));
    std::fs::write(&sg, stub_gcc).unwrap();
    std::fs::write(&si, stub_ibmc).unwrap();
    let exe = dir.join("a.out");
    let cc = std::process::Command::new("gcc")
        .args(["-w", "-fno-builtin", "-o"])
        .arg(&exe)
        .arg(&prog)
        .arg(&sg)
        .status()
        .unwrap();
    assert!(cc.success(), "{name}: gcc");
    let called = std::process::Command::new(&exe).status().unwrap().code() == Some(42);
    let run = ibmc(&[prog.to_string_lossy().to_string(), si.to_string_lossy().to_string()]);
    let want = if called { "VERIFICATION FAILED" } else { "VERIFICATION SUCCESSFUL" };
    assert_eq!(run.verdicts(), vec![want], "{name}: {}", run.describe());
}

/// gcc manual, "Common Variable Attributes", `alias`: `extern T b __attribute__((alias("a")))`
/// makes `b` another name of the object `a` (gcc torture alias-2, alias-3, alias-4: ibmc had
/// two objects, a wrong verdict). Stores through either name, or through a pointer taken from
/// either, are seen through the other; checked against gcc's run, both ways. An alias of
/// another type, or of a function, is rejected (not modelled), with its line.
#[test]
fn aliases_name_the_same_object_as_gcc() {
    let dir = scratch("gnu_alias");
    for (name, src) in [
        ("array.c", "int a[10] = {};\nextern int b[10] __attribute__((alias(\"a\")));\nint off;\nint main(void) { b[off] = 1; a[off] = 2; if (b[off] != 2) abort(); return 0; }\n"),
        ("array_called.c", "int a[10] = {};\nextern int b[10] __attribute__((alias(\"a\")));\nint off;\nint main(void) { b[off] = 1; a[off] = 2; if (b[off] == 2) abort(); return 0; }\n"),
        ("static_inc.c", "static int a = 0;\nextern int b __attribute__((alias(\"a\")));\nstatic void inc(void) { b++; }\nint main(void) { a = 0; inc(); if (a != 1) abort(); return 0; }\n"),
        ("pointers.c", "int a = 1;\nextern int b __attribute__((__alias__(\"a\")));\nint main(void) { int *p = &a, *q = &b; *p = 1; *q = 2; if (*p == 1 || p != q) abort(); return 0; }\n"),
    ] {
        assert_abort_matches_gcc(&dir, name, src);
    }
    assert_rejected(
        "alias_other_type.c",
        "int a = 1;\nextern short b __attribute__((alias(\"a\")));\nint main(void) { return b; }\n",
        6,
        "alias_other_type.c:2",
    );
    assert_rejected(
        "alias_function.c",
        "int f(void) { return 1; }\nint g(void) __attribute__((alias(\"f\")));\nint main(void) { return g(); }\n",
        6,
        "alias_function.c:2",
    );
}

/// gcc on x86-64: a pointer's bytes are the integer it converts to, so a union member of
/// integer type read after a pointer member was written is `(intptr_t)p`, and a pointer member
/// read after `(intptr_t)p` was written is `p` (gcc torture pr15296: ibmc's union bytes held
/// the pointer's internal bits, so the pointer read back pointed nowhere and a store through
/// it was lost, a wrong verdict). Checked against gcc's run, both ways.
#[test]
fn pointers_through_union_integers_match_gcc() {
    let dir = scratch("gnu_union_pointer");
    let prelude = "typedef __INTPTR_TYPE__ W;\nunion u { union u *r; W i; };\nunion u uv[4] = {{.i = 1}, {.i = 2}, {.i = 3}, {.i = 4}};\n";
    for (name, body) in [
        ("int_to_ptr.c", "int main(void) { union u c[2]; c[0].i = (W) uv; union u *k = c[0].r + 2; k->i = 0; if (uv[2].i != 0) abort(); return 0; }\n"),
        ("int_to_ptr_called.c", "int main(void) { union u c[2]; c[0].i = (W) uv; union u *k = c[0].r + 2; k->i = 0; if (uv[2].i == 0) abort(); return 0; }\n"),
        ("ptr_to_int.c", "int main(void) { union u c; c.r = &uv[1]; if ((union u *) c.i != &uv[1] || c.i != (W) &uv[1] || ((union u *) c.i)->i != 2) abort(); return 0; }\n"),
        ("null.c", "int main(void) { union u c; c.r = 0; if (c.i != 0) abort(); c.i = 0; if (c.r) abort(); return 0; }\n"),
    ] {
        assert_abort_matches_gcc(&dir, name, &format!("{prelude}{body}"));
    }
}
