//! Rules of declarations and calls found by gcc's torture suite and CBMC's regression suite
//! (issue 41), each tested as a rule against gcc-compiled runs (`expressions_match_gcc`), or
//! where gcc has no value, against CBMC 6.6's verdict: variable-length array types (C11
//! 6.7.6.2), address constants in static initializers (6.6p9), calls of functions defined
//! without a prototype (6.5.2.2p6).

use crate::common::*;

const AREA: &str = "declaration_rules";

/// The exit code, and whether stderr names `file:line` and says `what`.
fn rejected(name: &str, src: &str, line: usize, what: &str) -> Run {
    let run = check_source(AREA, name, src, &[]);
    assert!(
        run.stderr.contains(&format!("{name}:{line}:")) && run.stderr.contains(what),
        "{name}: expected `{name}:{line}: ... {what}`: {}",
        run.describe()
    );
    run
}

/// C11 6.7.6.2p5, 6.7.8p3, 6.5.3.4p2, 6.7.6.3p7, 6.9.1p10: a variable-length array
/// parameter is a pointer, its size evaluated at the definition's entry (side effects
/// included; a prototype's is not evaluated); a typedef's sizes are evaluated once, at the typedef (later changes of the
/// variables do not change the type); `sizeof` of a variable-length array type evaluates its
/// sizes (side effects included) at run time.
#[test]
fn variable_length_array_types_match_gcc() {
    expressions_match_gcc(
        "rule_vla_types",
        "int last(int n, int a[n]) { return a[n - 1]; }\n\
         int first(int n, int a[static n]) { return a[0]; }\n\
         int proto(int n, int a[*]);\n\
         long sum(int n, long a[n + 1]) { long s = 0; for (int i = 0; i <= n; i++) s += a[i]; return s; }\n\
         int proto(int n, int a[n]) { return a[n / 2] + n; }\n\
         int g = 2;\n\
         int global_size(int a[g]) { return a[1]; }\n\
         int effects(int n, int a[n++], int m, int b[static m += 2]) { return n * 100 + m * 10 + a[0]; }\n\
         int proto_effects(int n, int a[n++]);\n\
         int proto_effects(int n, int a[]) { return n; }",
        vec![
            (
                "int b[4] = {5, 6, 7, 8}; long l[3] = {1, 20, 300};",
                vec![
                    "last(4, b)",
                    "first(4, b)",
                    "proto(3, b)",
                    "sum(2, l)",
                    "global_size(b)",
                    "effects(1, b, 1, b)",
                    "proto_effects(1, b)",
                ],
            ),
            (
                "int x = 1; typedef int A[++x]; int y = x; x = 10; A a; a[1] = 4;\
                 int n = 3; typedef short S[n]; n = 10; S s; s[2] = 7;",
                vec!["sizeof(A)", "sizeof a", "a[1]", "y", "sizeof(S)", "sizeof s", "s[2]"],
            ),
            (
                // Both dimensions of a typedef variable: an object of it is row after row.
                "int r = 2, c = 3; typedef int M[r][c]; r = c = 9; M m; m[1][2] = 5; m[0][1] = 1;",
                vec!["sizeof(M)", "sizeof m", "m[1][2] + m[0][1]", "&m[1][2] - &m[0][0]"],
            ),
            (
                "int k = 4; long z1 = sizeof(int[k]); long z2 = sizeof(char[k][3]);\
                 int j = 1; long z3 = sizeof(double[j++]); long z4 = sizeof(int[2][k]);",
                vec!["z1", "z2", "z3", "j", "z4"],
            ),
            (
                // In an inner block: the typedef's lengths outlive the object's block.
                "int n = 5; typedef char T[n]; long in; { T t; t[4] = 3; in = sizeof t + t[4]; }",
                vec!["in", "sizeof(T)"],
            ),
        ],
    );
}

/// An object of a typedef'd variable-length array type is checked against its exact size.
#[test]
fn a_typedefd_variable_length_array_is_bounds_checked() {
    let src = |i: u32| {
        format!(
            "unsigned __VERIFIER_nondet_uint(void);\n\
             int main(void) {{ unsigned n = __VERIFIER_nondet_uint(); __CPROVER_assume(n > 0 && n < 5);\n\
             typedef int A[n]; A a; unsigned i = n - {i}; a[i] = 1; return a[i]; }}\n"
        )
    };
    assert_source_verdict(
        AREA,
        "vla_typedef_in.c",
        &src(1),
        &["--pointer-check"],
        "VERIFICATION SUCCESSFUL",
    );
    assert_source_verdict(
        AREA,
        "vla_typedef_out.c",
        &src(0),
        &["--pointer-check"],
        "VERIFICATION FAILED",
    );
}

/// What is out of reach is rejected with `file:line` and exit 6: variable-length array
/// members (a gcc extension) and pointers to variable-length arrays as parameters.
#[test]
fn variable_length_arrays_out_of_reach_are_rejected() {
    let cases = [
        (
            "vla_member.c",
            "int f(int n) {\n  struct s { char b[n]; } v;\n  return sizeof v;\n}\nint main(void) { return f(3); }\n",
            2,
            "variable-length array as a member of struct s (a gcc extension)",
        ),
        (
            "vla_pointer_param.c",
            "int f(int n, int a[n][n]) {\n  return a[0][0];\n}\nint main(void) { int b[2][2] = {0}; return f(2, b); }\n",
            1,
            "parameter `a` of a type derived from a variable-length array",
        ),
    ];
    for (name, src, line, what) in cases {
        let run = rejected(name, src, line, what);
        assert_eq!(run.code, Some(6), "{}", run.describe());
    }
}

/// C11 6.6p9: address constants (null, integer constants cast to pointers, addresses of
/// static objects and functions through `&`, `[]`, `.`, `->`, casts and integer offsets),
/// and gcc's integers holding addresses (a 64-bit integer, plus or minus a constant, the
/// difference of two) initialize objects of static storage.
#[test]
fn address_constants_in_static_initializers_match_gcc() {
    expressions_match_gcc(
        "rule_address_constants",
        "struct foo { int id; char *name; };\n\
         struct foo items[] = {{1, \"1\"}, {2, \"2\"}, {0, 0}};\n\
         int *p1 = (int *)&((items + 1)->id);\n\
         int *p2 = &items[2].id;\n\
         char **pn = &items[0].name;\n\
         struct foo *pf = &(*(items + 2));\n\
         void *lit = (void *)&(\"XY\"[1]);\n\
         char buf[10];\n\
         unsigned long addr = (unsigned long)&buf;\n\
         long addr6 = (long)&buf[2] + 4;\n\
         long diff = (long)&buf[7] - (long)buf;\n\
         unsigned *reg = (unsigned *)0xa000;\n\
         int *null = (int *)0;\n\
         int seven(void) { return 7; }\n\
         int (*fp)(void) = &seven;\n\
         struct { int *p; long n; } s = { (int *)&items[1].id, (long)&buf[1] - (long)&buf[0] };",
        vec![(
            "",
            vec![
                "*p1",
                "*p2",
                "**pn",
                "pf - items",
                "*(char *)lit",
                "(char *)addr == buf",
                "(char *)addr6 - buf",
                "diff",
                "(long)reg",
                "null == 0",
                "fp()",
                "*s.p + s.n",
            ],
        )],
    );
}

/// What gcc cannot compute at load time stays a parse error with `file:line` (exit 2): a
/// call (CBMC's `Initialization2` runs it before `main`: a documented difference), a read of
/// an object, an address in an integer narrower than a pointer.
#[test]
fn initializers_that_are_not_constant_are_rejected() {
    let cases = [
        (
            "init_call.c",
            "int f(void) { return 1; }\nint g = f();\nint main(void) { return g; }\n",
            2,
        ),
        ("init_read.c", "int a = 3;\nint b = 1,\n    c = a;\nint main(void) { return c; }\n", 3),
        ("init_narrow.c", "char buf[4];\nint n = (int)&buf;\nint main(void) { return 0; }\n", 2),
        ("init_deref.c", "int a = 3, *p = &a;\nint *q = &*p;\nint main(void) { return 0; }\n", 2),
    ];
    for (name, src, line) in cases {
        let run = rejected(name, src, line, "initializer element is not");
        assert_eq!(run.code, Some(2), "{}", run.describe());
    }
}

/// C11 6.5.2.2p6 and gcc on x86-64: a function defined without a prototype (identifier list
/// or `()`) called with more arguments than it has parameters: every argument is evaluated
/// (side effects included) and the extra ones are ignored; arguments get the default
/// promotions and are converted to the parameters' types at the definition.
#[test]
fn calls_of_unprototyped_functions_with_extra_arguments_match_gcc() {
    expressions_match_gcc(
        "rule_knr_calls",
        "int g;\n\
         int side(int v) { g = g * 10 + v; return v; }\n\
         int none() { return 7; }\n\
         int one(a) int a; { return a + 1; }\n\
         int promo(c, f) char c; float f; { return c + (int)(f * 2); }\n\
         int later();\n\
         int call_later(void) { return later(side(5), 9); }\n\
         int later(a) int a; { return a * 2; }\n\
         int (*ptr)() = none;",
        vec![(
            "int r1 = none(side(3)); int r2 = one(5, side(4)); int r3 = promo(300, 1.25);\
             int r4 = call_later(); int r5 = ptr(side(6), 1.5);",
            vec!["r1", "r2", "r3", "r4", "r5", "g"],
        )],
    );
}

/// Too few arguments: the missing parameters hold what the registers hold in gcc, here an
/// arbitrary value, reported as an over-approximation with the call's `file:line` (CBMC 6.6
/// makes them nondeterministic too: its `KnR1` test fails an assertion). A function with a
/// prototype called with another count stays an error.
#[test]
fn calls_of_unprototyped_functions_with_missing_arguments_are_arbitrary() {
    let src = "int a(b) { return b; }\nint main(void) {\n  int r = a();\n  __CPROVER_assert(r == 0, \"r\");\n  return 0;\n}\n";
    let run = assert_source_verdict(AREA, "knr_missing.c", src, &[], "VERIFICATION FAILED");
    assert!(
        run.stderr.contains("knr_missing.c:3:") && run.stderr.contains("over-approximation"),
        "{}",
        run.describe()
    );
    let src = "int a(b) { return 1; }\nint main(void) {\n  __CPROVER_assert(a() == 1, \"one\");\n  return 0;\n}\n";
    assert_source_verdict(AREA, "knr_missing_unused.c", src, &[], "VERIFICATION SUCCESSFUL");
    let src = "int f();\nint main(void) {\n  return f(1, 2);\n}\nint f(int a) { return a; }\n";
    let run = rejected("proto_count.c", src, 3, "too many arguments to function `f`");
    assert_eq!(run.code, Some(2), "{}", run.describe());
}

/// Programs gcc rejects, which CBMC's suite runs anyway (documented in
/// `benchmarks/cbmc-suite-known.tsv`): ibmc rejects them too, as parse errors with the line.
/// `_Bool b : 2` (C11 6.7.2.1p4: the width of `_Bool` is 1 in gcc), a cast as an lvalue (a
/// gcc extension removed in gcc 4), and a declaration as an `if`'s body (a declaration is
/// not a statement, C11 6.8).
#[test]
fn programs_gcc_rejects_are_parse_errors() {
    let dir = scratch("gcc_rejects");
    for (name, src) in [
        ("bool_width.c", "struct foo { _Bool a : 1; _Bool b : 2; } sf;\nint main(void) { return sf.b; }\n"),
        ("cast_lvalue.c", "unsigned short array[4];\nint main(void) {\n  unsigned short *buf = array;\n  *(((unsigned long *)buf)++);\n  return 0;\n}\n"),
        ("decl_body.c", "int main(void) {\n  int i = 0;\n  if (i == 1) int y = 0;\n  return 0;\n}\n"),
    ] {
        let path = dir.join(name);
        std::fs::write(&path, src).unwrap();
        let gcc = std::process::Command::new("gcc")
            .args(["-fsyntax-only", "-w"])
            .arg(&path)
            .output()
            .unwrap();
        assert!(!gcc.status.success(), "{name}: gcc accepts it");
        let run = ibmc(&[path.to_string_lossy().to_string()]);
        assert_eq!(run.code, Some(2), "{name}: {}", run.describe());
        assert!(run.stderr.contains(&format!("{name}:")), "{name}: no file:line in {}", run.stderr);
    }
}
