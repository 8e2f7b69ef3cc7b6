//! C as third parties write it (issue 22): dynamic memory, variable-length arrays, the gcc
//! integer built-ins, CBMC's `__CPROVER_` built-ins, output functions and functions without a
//! body. Values are checked against gcc-compiled runs (`expressions_match_gcc`: ibmc must
//! prove gcc's values and refute one off by one); errors against their exit codes.

use crate::common::*;
use std::time::Duration;

fn check(name: &str, src: &str, extra: &[&str]) -> Run {
    check_source("third_party_c", name, src, extra)
}

/// Writes the files (name, source) and runs ibmc on all of them, linked together.
fn check_files(files: &[(&str, &str)]) -> Run {
    let dir = scratch("third_party_c");
    let mut args = Vec::new();
    for (name, src) in files {
        let path = dir.join(name);
        std::fs::write(&path, src).unwrap();
        args.push(path.to_str().unwrap().to_string());
    }
    ibmc(&args)
}

/// Runs `src` and asserts ibmc's verdict line.
fn assert_verdict(name: &str, src: &str, extra: &[&str], verdict: &str) {
    assert_source_verdict("third_party_c", name, src, extra, verdict);
}

/// The `status` of every property of a `--json` run, in order.
fn statuses(run: &Run) -> Vec<(String, String)> {
    let v = run.json().unwrap_or_else(|| panic!("no json: {}", run.describe()));
    let props = get(&v, "properties").as_array().expect("properties").clone();
    props
        .iter()
        .map(|p| {
            (
                get_str(p, "description").unwrap_or("").to_string(),
                get_str(p, "status").unwrap_or("").to_string(),
            )
        })
        .collect()
}

#[test]
fn heap_objects_hold_what_gcc_computes() {
    expressions_match_gcc(
        "tp_heap",
        "#include <stdlib.h>\nstruct node { int v; struct pair { short a, b; } p; };",
        vec![
            (
                "int *p = malloc(4 * sizeof(int)); for (int i = 0; i < 4; i++) p[i] = i * i; int *q = p + 1;",
                vec!["p[3]", "*q + q[1]", "q[2] - p[0]"],
            ),
            ("long *z = calloc(3, sizeof(long)); z[1] = 7;", vec!["z[0]", "z[1]", "z[2]"]),
            (
                "struct node *n = malloc(sizeof(struct node)); n->v = 5; n->p.a = -2; n->p.b = n->v * 3; struct node *m = n;",
                vec!["m->v + m->p.a", "n->p.b"],
            ),
            (
                "int *a = malloc(2 * sizeof(int)); int *b = malloc(2 * sizeof(int)); a[0] = 1; b[0] = 2; int **pp = &a; *pp = b; free(a == b ? 0 : a);",
                vec!["(*pp)[0]", "a == b", "b[0] + 1"],
            ),
            ("char *s = malloc(3); s[0] = 'h'; s[1] = 'i'; s[2] = 0; void *v = s;", vec!["((char *)v)[1]", "s[2]"]),
        ],
    );
}

#[test]
fn variable_length_arrays_match_gcc() {
    expressions_match_gcc(
        "tp_vla",
        "",
        vec![
            ("unsigned n = 5; int a[n]; for (unsigned i = 0; i < n; i++) a[i] = 10 - i;", vec!["a[0] + a[4]", "sizeof(a)", "sizeof a / sizeof a[0]"]),
            ("int k = 3; double d[k + 1]; d[k] = 2.5; int *unused = 0;", vec!["(int)(d[3] * 2)", "sizeof(d)"]),
            ("int r = 2; long m[r][3]; m[1][2] = 9; m[0][0] = m[1][2] + 1;", vec!["m[0][0]", "sizeof m", "sizeof m[0]"]),
            // Both dimensions variable (`esbmc-k-induction/matrix`): row after row.
            (
                "int r = 3, c = 4; int m[r][c]; for (int i = 0; i < r; i++) for (int j = 0; j < c; j++) m[i][j] = 10 * i + j;",
                vec!["m[2][3]", "m[1][0] + m[0][1]", "sizeof m", "sizeof m / sizeof m[0][0]", "&m[1][2] - &m[0][0]"],
            ),
        ],
    );
}

/// Type punning through pointers of another type (`symex/punning.rs`): reads and writes of
/// bytes, halves and words of integers, structs and doubles, as gcc lays them out.
#[test]
fn type_punned_accesses_match_gcc() {
    expressions_match_gcc(
        "tp_punning",
        "struct S { short a; short b; }; struct T { char c; int i; };",
        vec![
            ("int x = 0x12345678; unsigned char *p = (unsigned char *)&x;", vec!["p[0]", "p[3]", "p[1] + p[2]"]),
            ("struct S s = {1, -2}; int w = *(int *)&s;", vec!["w", "((unsigned char *)&s)[3]"]),
            ("int y = 0; ((char *)&y)[1] = 5; ((signed char *)&y)[3] = -1;", vec!["y"]),
            (
                "unsigned long long q = 0x1122334455667788ULL; unsigned short *h = (unsigned short *)&q; h[2] = 0xabcd;",
                vec!["(long long)(q >> 32)", "h[1]", "h[2]"],
            ),
            ("double d = 2.0; unsigned *w2 = (unsigned *)&d; w2[1] ^= 0x80000000u;", vec!["(int)d", "(int)(w2[1] >> 20)"]),
            ("int arr[2] = {0x01020304, 0x05060708}; short *sp = (short *)arr; sp[1] = 7;", vec!["arr[0]", "*(int *)((char *)arr + 2)", "sp[3]"]),
            ("struct T t; t.c = 9; t.i = 0x0a0b0c0d; unsigned char *tb = (unsigned char *)&t;", vec!["tb[0]", "tb[4]", "tb[7]"]),
        ],
    );
}

/// Accesses at a symbolic offset where no component of the accessed type starts (another
/// type, misaligned, straddling two components): never a wrong verdict. Each program's
/// assertion holds in a gcc-compiled run except where the expected verdict is FAILED, and
/// ibmc either agrees or, where its typed model cannot say, answers INCONCLUSIVE.
#[test]
fn symbolic_offsets_into_other_types_are_never_wrong() {
    let cases = [
        // `short` reads over a struct of `char` members: they once read a neighbour's value.
        ("shorts_over_chars.c", "struct u { short n; char c; char a[9]; };\n\
          struct u *p = malloc(sizeof(struct u)); if (!p) return 0; short *s = (short *)p;\n\
          s[0] = 100; s[1] = 101; s[2] = 102; s[3] = 103;\n\
          int k = nondet_int(); __CPROVER_assume(k >= 0 && k < 4); assert(s[k] == k + 100);", "VERIFICATION INCONCLUSIVE"),
        // A misaligned `int` write straddling two elements: once dropped (a false proof).
        ("misaligned_write.c", "int a[4] = {1, 2, 3, 4}; int k = nondet_int(); __CPROVER_assume(k >= 0 && k < 3);\n\
          *(int *)((char *)a + 4 * k + 2) = 0; assert(a[k + 1] == k + 2);", "VERIFICATION INCONCLUSIVE"),
        // An array of structs with a flexible member, read at a symbolic index.
        ("flexible_array_of.c", "struct u { short n; char c; char a[]; };\n\
          struct u *arr = malloc(3 * sizeof(struct u)); if (!arr) return 0; arr[0].n = 100; arr[1].n = 101; arr[2].n = 102;\n\
          int k = nondet_int(); __CPROVER_assume(k >= 0 && k < 3); assert(arr[k].n == k + 100);", "VERIFICATION INCONCLUSIVE"),
        // A flexible member's first element in the struct's tail padding: once lost.
        ("flexible_in_padding.c", "struct s { long x; char c; int a[]; };\n\
          struct s *p = malloc(sizeof(struct s) + 3 * sizeof(int)); if (!p) return 0;\n\
          p->x = 5; p->c = 1; p->a[0] = 10; p->a[1] = 11; p->a[2] = 12; assert(p->a[0] == 10 && p->a[2] == 12 && p->x == 5);", "VERIFICATION SUCCESSFUL"),
        // A write into a struct's padding (the typed value holds no padding): once read
        // back as an ordinary arbitrary value, a FAILED that cannot happen.
        ("padding_byte.c", "struct T { char c; int x; } s; char *q = (char *)&s; q[1] = 5; assert(q[1] == 5);", "VERIFICATION INCONCLUSIVE"),
        // A flexible member of an allocation of symbolic size: its modelled elements end where
        // the object's modelled bytes do (once 3 bytes of padding after the last element).
        ("flexible_capacity.c", "struct S { int a; char c; char d[]; }; int n = nondet_int(); __CPROVER_assume(n > 300 && n < 1000);\n\
          struct S *p = malloc(sizeof(struct S) + n); if (!p) return 0; p->d[255] = 5; p->d[257] = 6; assert(p->d[255] == 5);", "VERIFICATION SUCCESSFUL"),
        // The bits of a bit-field's bytes that no bit-field holds are indeterminate: once
        // constant zeros (a FAILED that cannot happen, and a proof of `(c & 0x80) == 0`).
        ("bit_field_bytes_written.c", "struct B { unsigned a : 3; unsigned b : 4; }; struct B s; unsigned char *p = (unsigned char *)&s;\n\
          p[0] = 0xff; assert(s.a == 7); assert(p[0] == 0xff);", "VERIFICATION INCONCLUSIVE"),
        ("bit_field_bytes_read.c", "struct B { unsigned a : 3; unsigned b : 4; }; struct B s; s.a = 5; s.b = 0;\n\
          unsigned char c = *(unsigned char *)&s; assert((c & 0x80) == 0);", "VERIFICATION INCONCLUSIVE"),
        // A bit-vector of no whole bytes read through `char *`: once a panic.
        ("bitvector_bytes.c", "unsigned __CPROVER_bitvector[12] v = 0xabc; unsigned char *c = (unsigned char *)&v; assert(c[0] == 0xbc);", "VERIFICATION INCONCLUSIVE"),
        ("flexible_in_padding_fails.c", "struct s { long x; char c; int a[]; };\n\
          struct s *p = malloc(sizeof(struct s) + 3 * sizeof(int)); if (!p) return 0;\n\
          p->x = 5; p->c = 1; p->a[0] = 10; assert(p->a[0] != 10);", "VERIFICATION FAILED"),
    ];
    for (name, body, verdict) in cases {
        let src = format!("#include <stdlib.h>\n#include <assert.h>\nint nondet_int(void);\nint main(void) {{\n{body}\nreturn 0;\n}}\n");
        assert_verdict(name, &src, &["--pointer-check"], verdict);
    }
}

/// A row of a two-dimensional variable-length array has a type of run-time size: used on its
/// own it is rejected with its line, never read as something else.
#[test]
fn a_row_of_a_two_dimensional_vla_alone_is_unsupported() {
    let run = check("vla_row.c", "int main(void) {\n  int r = 2, c = 3;\n  int m[r][c];\n  int *row = m[1];\n  return row[0];\n}\n", &[]);
    assert_eq!(run.code, Some(6), "{}", run.describe());
    assert!(run.stderr.contains("vla_row.c:4"), "{}", run.describe());
}

#[test]
fn gcc_integer_builtins_match_gcc() {
    expressions_match_gcc(
        "tp_builtins",
        "#include <limits.h>\n#include <strings.h>",
        vec![
            (
                "unsigned x = 0xF0F00010u; unsigned long y = 0x8000000000000001ul;",
                vec![
                    "__builtin_popcount(x)",
                    "__builtin_popcountl(y)",
                    "__builtin_clz(x)",
                    "__builtin_ctz(x)",
                    "__builtin_clzl(y >> 3)",
                    "__builtin_ctzll(y << 4)",
                    "__builtin_ffs(0)",
                    "__builtin_ffs(-8)",
                    "ffs(96)",
                    "__builtin_parity(7u)",
                    "__builtin_clrsb(-1)",
                    "__builtin_clrsb(5)",
                ],
            ),
            (
                "unsigned short h = 0x1234; unsigned w = 0x11223344u; unsigned long long q = 0x0102030405060708ull;",
                vec!["__builtin_bswap16(h)", "__builtin_bswap32(w)", "(long long)__builtin_bswap64(q)"],
            ),
            (
                "int r1, r2, r3, r4, r5; unsigned u1, u2; long l1;\
                 int o1 = __builtin_add_overflow(INT_MAX, 1, &r1);\
                 int o2 = __builtin_sub_overflow(INT_MIN, 1, &r2);\
                 int o3 = __builtin_mul_overflow(65536, 65536, &r3);\
                 int o4 = __builtin_mul_overflow(-1, INT_MIN, &r4);\
                 int o5 = __builtin_mul_overflow(-7, 6, &r5);\
                 int o6 = __builtin_add_overflow(4000000000u, 300000000u, &u1);\
                 int o7 = __builtin_usub_overflow(3u, 5u, &u2);\
                 int o8 = __builtin_smull_overflow(LONG_MAX / 2, 3L, &l1);",
                vec!["o1", "r1", "o2", "r2", "o3", "r3", "o4", "r4", "o5", "r5", "o6", "u1", "o7", "u2", "o8", "l1"],
            ),
            (
                "int v = 5; int a = __sync_fetch_and_add(&v, 3); int b = __sync_add_and_fetch(&v, 2);\
                 int c = __sync_val_compare_and_swap(&v, 10, 1); int d = __sync_bool_compare_and_swap(&v, 10, 2);\
                 int e = __sync_lock_test_and_set(&v, 42); unsigned f = 0xff; __sync_fetch_and_and(&f, 0x0f);",
                vec!["a", "b", "c", "d", "e", "v", "f"],
            ),
        ],
    );
}

#[test]
fn pointer_checks_on_heap_objects() {
    let cases = [
        ("oob.c", "#include <stdlib.h>\nint main() { int *p = malloc(3 * sizeof(int)); p[3] = 1; return 0; }\n"),
        ("double_free.c", "#include <stdlib.h>\nint main() { int *p = malloc(4); free(p); free(p); return 0; }\n"),
        ("use_after_free.c", "#include <stdlib.h>\nint main() { int *p = malloc(4); *p = 1; free(p); return *p; }\n"),
        ("free_offset.c", "#include <stdlib.h>\nint main() { char *p = malloc(4); free(p + 1); return 0; }\n"),
        ("free_stack.c", "#include <stdlib.h>\nint main() { int x; int *p = &x; free(p); return 0; }\n"),
    ];
    for (name, src) in cases {
        let run = check(name, src, &["--pointer-check"]);
        assert_eq!(run.verdicts(), vec!["VERIFICATION FAILED"], "{name}: {}", run.describe());
    }
    let ok = "#include <stdlib.h>\nint main() { int *p = malloc(3 * sizeof(int)); p[2] = 1; free(p); free(0); \
              char *q = calloc(2, 1); q[1] = q[0]; free(q); return 0; }\n";
    assert_verdict("heap_ok.c", ok, &["--pointer-check"], "VERIFICATION SUCCESSFUL");
}

#[test]
fn symbolic_allocation_sizes() {
    // A size the value range bounds is exact; the checks use the symbolic size.
    let src = "#include <stdlib.h>\nextern unsigned char __VERIFIER_nondet_uchar(void);\nint main() {\n\
               unsigned char n = __VERIFIER_nondet_uchar();\n  if (n == 0) return 0;\n\
               int *a = malloc(n * sizeof(int));\n  a[n - 1] = 3;\n  __CPROVER_assert(a[n - 1] == 3, \"last\");\n  return a[n];\n}\n";
    let run = check("sym_size.c", src, &["--pointer-check", "--json"]);
    assert_eq!(run.code, Some(10), "{}", run.describe());
    let last = statuses(&run).into_iter().find(|(d, _)| d.contains("last")).map(|(_, s)| s);
    assert_eq!(last.as_deref(), Some("SUCCESS"), "{}", run.describe());
}

#[test]
fn cprover_builtins_are_modelled_or_rejected() {
    let src = "#include <assert.h>\nint main() {\n  double q; int a[4]; int *p = &a[1];\n\
               __CPROVER_assume(__CPROVER_isfinited(q));\n  assert(q == q);\n\
               assert(__CPROVER_r_ok(p, 12) && !__CPROVER_r_ok(p, 13));\n\
               assert(__CPROVER_same_object(p, &a[3]) && !__CPROVER_same_object(p, &q));\n\
               assert(__CPROVER_POINTER_OFFSET(p) == 4);\n  __CPROVER_size_t s = sizeof(a); __CPROVER_bool b = s == 16;\n  assert(b);\n  return 0;\n}\n";
    assert_verdict("cprover.c", src, &[], "VERIFICATION SUCCESSFUL");
    // Without the finiteness assumption, q may be a NaN.
    assert_verdict(
        "cprover_nan.c",
        &src.replace("__CPROVER_assume(__CPROVER_isfinited(q));", ""),
        &[],
        "VERIFICATION FAILED",
    );
    for (name, src) in [
        ("unknown_cprover.c", "int main() { int x = __CPROVER_frobnicate(1); return x; }\n"),
        ("unknown_builtin.c", "int main() { int x = __builtin_frobnicate(1); return x; }\n"),
        ("realloc.c", "#include <stdlib.h>\nint main() { int *p = malloc(4); p = realloc(p, 8); return 0; }\n"),
        ("percent_n.c", "#include <stdio.h>\nint main() { int n; printf(\"ab%n\", &n); return n; }\n"),
    ] {
        let run = check(name, src, &[]);
        assert_eq!(run.code, Some(6), "{name}: {}", run.describe());
        assert!(run.stderr.contains(&format!("{name}:")), "{name}: no file:line in {}", run.stderr);
    }
}

#[test]
fn output_functions_and_bodyless_functions() {
    // printf changes nothing; its result is an input.
    let src = "#include <stdio.h>\n#include <assert.h>\nint main() { int x = 3; printf(\"%d\\n\", x); puts(\"hi\"); assert(x == 3); return 0; }\n";
    assert_verdict("printf.c", src, &[], "VERIFICATION SUCCESSFUL");
    let src = "#include <stdio.h>\n#include <assert.h>\nint main() { int r = printf(\"x\"); assert(r == 1); return 0; }\n";
    assert_verdict("printf_result.c", src, &[], "VERIFICATION FAILED");
    // A function without a body may write what its pointer arguments point to, nothing else.
    let src = "#include <assert.h>\nvoid read_sensor(int *out);\nint main() { int x = 1, y = 2; int a[2] = {5, 6};\n\
               read_sensor(&x);\n  read_sensor(a);\n  assert(y == 2);\n  assert(x == 1 || a[1] == 6);\n  return 0;\n}\n";
    let run = check("bodyless.c", src, &["--json"]);
    assert_eq!(run.code, Some(10), "{}", run.describe());
    let status: Vec<String> = statuses(&run).into_iter().map(|(_, s)| s).collect();
    assert_eq!(status, vec!["SUCCESS", "FAILED"], "{}", run.describe());
}

/// `argc` and `argv`: `argc >= 0` (and at most 2^28), `argv` an object of `argc + 1`
/// pointers whose last is null, as CBMC 6.6 makes them; the others point into one object of
/// arbitrary characters that no other pointer of the program reaches (CBMC leaves them invalid:
/// the dereference below fails there and holds here, as in a real run).
#[test]
fn argc_and_argv() {
    let main = |body: &str| {
        format!("#include <assert.h>\n#include <stdlib.h>\nchar secret[4];\nchar *gp = secret;\nint main(int argc, char **argv) {{ {body} return 0; }}\n")
    };
    for (i, (body, flags, verdict)) in [
        ("assert(argc >= 0);", &[][..], "VERIFICATION SUCCESSFUL"),
        // C allows argc == 0 (C11 5.1.2.2.1), and so does CBMC.
        ("assert(argc >= 1);", &[][..], "VERIFICATION FAILED"),
        // No bound on argc that a command line could reach is assumed.
        ("assert(argc < 300);", &[][..], "VERIFICATION FAILED"),
        ("assert(argc <= 268435456);", &[][..], "VERIFICATION SUCCESSFUL"),
        (
            "if (argc < 200) assert(argv[argc] == 0);",
            &["--pointer-check"][..],
            "VERIFICATION SUCCESSFUL",
        ),
        // The model holds the first 256 pointers; beyond them a value is not modelled.
        ("assert(argv[argc] == 0);", &["--pointer-check"][..], "VERIFICATION INCONCLUSIVE"),
        ("char *p = argv[1];", &["--pointer-check"][..], "VERIFICATION FAILED"),
        (
            "if (argc > 1) { char *p = argv[1]; }",
            &["--pointer-check"][..],
            "VERIFICATION SUCCESSFUL",
        ),
        (
            "if (argc > 0) { char c = argv[0][0]; }",
            &["--pointer-check"][..],
            "VERIFICATION SUCCESSFUL",
        ),
        // The strings are not the program's objects.
        (
            "if (argc > 1) argv[1][0] = 'A'; assert(secret[0] == 0);",
            &[][..],
            "VERIFICATION SUCCESSFUL",
        ),
        ("free(argv);", &["--pointer-check"][..], "VERIFICATION FAILED"),
    ]
    .into_iter()
    .enumerate()
    {
        let run = check(&format!("argv{i}.c"), &main(body), flags);
        assert_eq!(run.verdicts(), vec![verdict.to_string()], "{body}: {}", run.describe());
    }
    let run = check(
        "envp.c",
        "int main(int argc, char **argv, char **envp) { return envp[0][0]; }\n",
        &[],
    );
    assert_eq!(run.code, Some(6), "{}", run.describe());
}

/// CBMC's array primitives, on named, offset and dynamic objects, through `void *`, and
/// `__CPROVER_havoc_slice` of a run-time length. Each verdict is CBMC 6.6's on the same
/// program (`--no-standard-checks`).
#[test]
fn cprover_array_primitives_as_cbmc() {
    let src = "#include <stdlib.h>\nint main() {\n\
               int a[4] = {1, 2, 3, 4}; int b[4]; int c[6] = {9, 9, 9, 9, 9, 9};\n\
               __CPROVER_array_set(b, 7);\n  __CPROVER_assert(b[0] == 7 && b[3] == 7, \"set\");\n\
               __CPROVER_array_replace(c, a);\n  __CPROVER_assert(c[3] == 4 && c[4] == 9, \"replace keeps the rest\");\n\
               __CPROVER_array_copy(b, a);\n  __CPROVER_assert(__CPROVER_array_equal(a, b), \"copy then equal\");\n\
               __CPROVER_assert(!__CPROVER_array_equal(a, c), \"different lengths\");\n\
               __CPROVER_array_set(&c[2], 0);\n  __CPROVER_assert(c[1] == 2 && c[2] == 0 && c[5] == 0, \"set from an offset\");\n\
               unsigned n; __CPROVER_assume(n >= 2 && n <= 5);\n  char *p = malloc(n);\n\
               if (p) { __CPROVER_array_set(p, 'x'); __CPROVER_assert(p[n - 1] == 'x' && p[1] == 'x', \"dynamic\"); }\n\
               void *v = a; float f[4];\n  __CPROVER_assert(!__CPROVER_array_equal(v, (void *)f), \"element types differ\");\n\
               return 0;\n}\n";
    assert_verdict("array_ops.c", src, &[], "VERIFICATION SUCCESSFUL");
    // Each of these must fail: the part of a copy beyond its source is arbitrary; a slice is.
    for (name, body) in [
        ("array_copy_beyond.c", "char big[8] = {1,1,1,1,1,1,1,1}; char small[4] = {2,2,2,2};\n__CPROVER_array_copy(big, small);\n__CPROVER_assert(big[3] == 2, \"copied\");\n__CPROVER_assert(big[5] == 1, \"beyond\");"),
        ("havoc_slice_inside.c", "char a[6] = {0}; unsigned k; __CPROVER_assume(k >= 1 && k <= 3);\n__CPROVER_havoc_slice(&a[1], k);\n__CPROVER_assert(a[0] == 0 && a[4] == 0 && a[5] == 0, \"outside\");\n__CPROVER_assert(a[1] == 0, \"inside\");"),
        ("havoc_slice_too_long.c", "char a[6] = {0}; unsigned k; __CPROVER_assume(k <= 6);\n__CPROVER_havoc_slice(&a[1], k);"),
    ] {
        let run = check(name, &format!("int main() {{\n{body}\nreturn 0;\n}}\n"), &["--json"]);
        assert_eq!(run.code, Some(10), "{name}: {}", run.describe());
        let st = statuses(&run);
        assert_eq!(st.iter().filter(|(_, s)| s == "FAILED").count(), 1, "{name}: {st:?}");
        assert_eq!(st.last().map(|(_, s)| s.as_str()), Some("FAILED"), "{name}: {st:?}");
    }
}

/// Array primitives at a symbolic offset (written element by element of the object,
/// `array_ops::write_region_linear`): the elements before the offset and after the slice keep
/// their values, those inside change, and an offset inside an element is never a wrong
/// verdict (its bytes are unmodelled: not reported, INCONCLUSIVE).
#[test]
fn array_primitives_at_a_symbolic_offset() {
    let prelude = "int main() {\nint a[8] = {1, 2, 3, 4, 5, 6, 7, 8}; unsigned k, n;\n\
                   __CPROVER_assume(k >= 1 && k <= 4); __CPROVER_assume(n >= 1 && n <= 3);\n";
    let keep = "__CPROVER_assert(a[0] == 1 && a[k - 1] == k && (k + n > 7 || a[k + n] == k + n + 1), \"outside\");\n";
    let cases = [
        ("set_at.c", "__CPROVER_array_set(&a[k], 0);\n__CPROVER_assert(a[0] == 1 && a[k - 1] == k && a[k] == 0 && a[7] == 0, \"set\");", "VERIFICATION SUCCESSFUL"),
        ("havoc_at.c", &format!("__CPROVER_havoc_slice(&a[k], n * sizeof(int));\n{keep}"), "VERIFICATION SUCCESSFUL"),
        ("havoc_at_inside.c", &format!("__CPROVER_havoc_slice(&a[k], n * sizeof(int));\n{keep}__CPROVER_assert(a[k] == k + 1, \"inside\");"), "VERIFICATION FAILED"),
        ("havoc_at_part.c", "__CPROVER_havoc_slice(&a[k], n * sizeof(int) - 1);\n__CPROVER_assert(a[k + n - 1] == k + n, \"three bytes of the last element\");", "VERIFICATION FAILED"),
        ("havoc_bytes.c", "__CPROVER_assume(n == 1); __CPROVER_havoc_slice((char *)&a[k] + 1, n + 3);\n__CPROVER_assert(a[k - 1] == k && a[k + 2] == k + 3 && (a[k + 1] & ~0xff) == 0, \"bytes 1-3 of a[k], byte 0 of a[k + 1]\");", "VERIFICATION SUCCESSFUL"),
        ("havoc_bytes_inside.c", "__CPROVER_assume(n == 1); __CPROVER_havoc_slice((char *)&a[k] + 1, n + 3);\n__CPROVER_assert((a[k + 1] & 0xff) == k + 2, \"byte 0 of a[k + 1]\");", "VERIFICATION FAILED"),
        ("set_misaligned.c", "__CPROVER_array_set((int *)((char *)&a[k] + 1), 0);\n__CPROVER_assert(a[7] == 8, \"straddled\");", "VERIFICATION INCONCLUSIVE"),
    ];
    for (name, body, verdict) in cases {
        assert_verdict(name, &format!("{prelude}{body}\nreturn 0;\n}}\n"), &[], verdict);
    }
}

#[test]
fn pdr_rejects_heap_state_and_kinduction_stays_sound() {
    // The loop writes the heap object; k-induction's step case must havoc it.
    let src = "#include <stdlib.h>\nextern int __VERIFIER_nondet_int(void);\nint main() {\n\
               int *c = malloc(sizeof(int)); *c = 0;\n  while (1) {\n    if (__VERIFIER_nondet_int()) *c = *c + 1;\n\
               if (*c > 3) *c = 0;\n    __CPROVER_assert(*c != 3, \"never three\");\n  }\n}\n";
    assert_verdict(
        "kind_heap.c",
        src,
        &["--k-induction", "--unwind-max", "8"],
        "VERIFICATION FAILED",
    );
    // Without the havoc, the step case would start from frame 0's `*c == 0` and prove it.
    let counter = "#include <stdlib.h>\nint main() {\n  int *c = malloc(sizeof(int)); *c = 0;\n  while (1) {\n    *c = *c + 1;\n\
                   __CPROVER_assert(*c < 50, \"below 50\");\n  }\n}\n";
    for engine in ["--k-induction", "--prove"] {
        let run = check("kind_heap_counter.c", counter, &[engine]);
        assert_eq!(run.verdicts(), vec!["VERIFICATION FAILED"], "{engine}: {}", run.describe());
    }
    let run = check("pdr_heap.c", src, &["--pdr"]);
    assert_ne!(run.verdicts(), vec!["VERIFICATION SUCCESSFUL"], "{}", run.describe());
}

#[test]
fn self_referential_structs_and_nested_designators_match_gcc() {
    expressions_match_gcc(
        "tp_lists",
        "#include <stdlib.h>\nstruct node { int v; struct node *next; };\nstruct node *head;\n\
         struct in { int x, y; };\nstruct out { int a; struct in b; int c[3]; };\nunion u { struct in s; long l; };\n\
         struct out g = { .b.y = 5, .c[1] = 7, 8 };",
        vec![
            (
                "for (int i = 0; i < 3; i++) { struct node *n = malloc(sizeof(struct node)); n->v = i + 1; n->next = head; head = n; }\
                 int sum = 0; for (struct node *p = head; p; p = p->next) sum += p->v * 10;",
                vec!["sum", "head->next->next->v", "head->next->next->next == 0", "head->next->v"],
            ),
            (
                "struct out o = { .b.x = 1, 2, .c[2] = 3, .a = 4 }; union u v = { .s.y = 9 };\
                 struct out arr[2] = { [1].b.y = 6, [0].c[0] = 11 };",
                vec!["g.b.y", "g.c[1]", "g.c[2]", "g.b.x", "o.b.x", "o.b.y", "o.c[2]", "o.a", "o.c[0]", "v.s.y", "arr[1].b.y", "arr[0].c[0]", "arr[0].a"],
            ),
            (
                "struct in p = (struct in){ .y = 3, .x = 1 }; int *q = (int[]){ 4, 5, 6 }; struct in *pp = &(struct in){ 7, 8 }; pp->x += 1;",
                vec!["p.x * 10 + p.y", "q[2]", "pp->x", "pp->y", "((int[3]){1, 2, 3})[1]"],
            ),
        ],
    );
}

/// Flexible array members (`T a[];` last in a struct): `sizeof` without them, gcc's static
/// initialization of them, and objects allocated with room for elements.
#[test]
fn flexible_array_members_match_gcc() {
    expressions_match_gcc(
        "tp_flexible",
        "#include <stdlib.h>\n#include <string.h>\nstruct S { int n; short a[]; };\nstruct T { char c; double d; char s[]; };\n\
         static struct S s = { 3, { 10, 20, 30 } };\nstatic struct S e = { 7 };\nstatic struct S d = { .n = 2, .a = { [4] = 9 } };\n\
         static struct T t = { 'x', 1.5, \"hello\" };\nint sum(const struct S *p) { int r = 0; for (int i = 0; i < p->n; i++) r += p->a[i]; return r; }",
        vec![
            ("int unused = 0;", vec!["sizeof(struct S)", "sizeof s", "sizeof(struct T)", "sizeof t", "sum(&s)", "e.n", "d.a[4] + d.a[1]", "(int)strlen(t.s)", "t.s[1]"]),
            (
                "struct S *p = malloc(sizeof(struct S) + 5 * sizeof(short)); p->n = 5; for (int i = 0; i < 5; i++) p->a[i] = (short)(i * i);\
                 struct S *q = calloc(1, sizeof(struct S) + 2 * sizeof(short));",
                vec!["sum(p)", "p->a[4]", "q->a[1]", "(int)((char *)&p->a[2] - (char *)p)"],
            ),
        ],
    );
    // A symbolic index into an allocation of symbolic length: proved within bounds, and the
    // element one past the end is an out-of-bounds write.
    let program = "#include <stdlib.h>\n#include <assert.h>\nstruct S { int n; short a[]; };\nunsigned char nondet_uchar(void);\n\
        int main(void) { unsigned char k = nondet_uchar(); if (k == 0 || k > 40) return 0;\n\
        struct S *p = malloc(sizeof(struct S) + k * sizeof(short)); if (!p) return 0;\n\
        for (int i = 0; i < LAST; i++) p->a[i] = (short)(2 * i);\n\
        assert(p->a[k - 1] == 2 * (k - 1)); free(p); return 0; }\n";
    let within = program.replace("LAST", "k");
    assert_verdict(
        "flex_within.c",
        &within,
        &["--pointer-check", "--unwind", "50"],
        "VERIFICATION SUCCESSFUL",
    );
    let beyond = program.replace("LAST", "k + 1");
    let run = check("flex_beyond.c", &beyond, &["--pointer-check", "--unwind", "50", "--json"]);
    let failed: Vec<_> =
        statuses(&run).into_iter().filter(|(_, s)| s == "FAILED").map(|(d, _)| d).collect();
    assert!(
        failed.len() == 1 && failed[0].contains("outside object bounds"),
        "{failed:?}: {}",
        run.describe()
    );
    // An initialized object as a value of its declared type: the struct's own bytes (C11
    // 6.5.16.1; gcc 12 copies the elements too, past the destination: not compared).
    let copy = "#include <assert.h>\nstruct t { long n; char c; char a[]; };\nstruct t g = { 1, 2, { 1, 2, 3, 4, 5, 6, 7, 8, 9 } };\n\
        int main(void) { struct t loc; loc = g; struct t c = g; assert(loc.n == 1 && loc.c == 2 && c.c == 2 && sizeof c == 16); \
        assert(g.a[8] == 9); return 0; }\n";
    assert_verdict(
        "flex_copy.c",
        copy,
        &["--pointer-check", "--bounds-check"],
        "VERIFICATION SUCCESSFUL",
    );
    // Into such an object: gcc writes the declared struct's bytes only; not modelled, exit 6.
    let into = check(
        "flex_into.c",
        "struct F { int n; char c; char d[]; };\nstatic struct F f = { 1, 2, { 3, 4 } };\n\
        int main(void) {\n  struct F g = { 10, 20 };\n  f = g;\n  return f.n;\n}\n",
        &[],
    );
    assert!(into.code == Some(6) && into.stderr.contains("flex_into.c:5"), "{}", into.describe());
    // Where gcc rejects the declaration, so does ibmc.
    let misplaced = check(
        "flex_misplaced.c",
        "struct S { int a[]; int n; };\nint main(void) { struct S s; return 0; }\n",
        &[],
    );
    assert!(
        misplaced.stderr.contains("flex_misplaced.c:1") && misplaced.stderr.contains("not at end"),
        "{}",
        misplaced.describe()
    );
}

/// gcc's labels as values: a threaded interpreter that dispatches with `goto *`, backward and
/// forward, and label addresses compared; a jump to an address that is no label's fails.
#[test]
fn computed_goto_matches_gcc() {
    // A relative jump table of label differences (gcc's documented idiom).
    expressions_match_gcc(
        "tp_computed_goto_relative",
        "int interp(const unsigned char *code) {\n\
           static const int off[] = { &&op_inc - &&op_inc, &&op_dbl - &&op_inc, &&op_halt - &&op_inc };\n\
           int acc = 0, pc = 0;\n  goto *(&&op_inc + off[code[pc++]]);\n\
           op_inc: acc++; goto *(&&op_inc + off[code[pc++]]);\n\
           op_dbl: acc *= 2; goto *(&&op_inc + off[code[pc++]]);\n\
           op_halt: return acc;\n}",
        vec![("unsigned char a[] = {0, 0, 1, 0, 2}, b[] = {1, 0, 1, 1, 0, 2};", vec!["interp(a)", "interp(b)"])],
    );
    expressions_match_gcc(
        "tp_computed_goto",
        "",
        vec![(
            "static void *ops[] = { &&add, &&mul, &&halt }; int code[] = { 0, 1, 0, 1, 2 }; int pc = 0, acc = 1, steps = 0;\
             void *first = &&add; goto *ops[code[pc]];\
             add: acc += 3; steps++; goto *ops[code[++pc]];\
             mul: acc *= 2; steps++; goto *ops[code[++pc]];\
             halt: ;",
            vec!["acc", "steps", "pc", "first == ops[0]", "ops[1] != ops[2]"],
        )],
    );
    let bad = "int main(void) { void *p = 0; int n = 0; goto *p; l: n++; return n; }\n";
    let run = check("goto_null.c", bad, &[]);
    assert_eq!(run.verdicts(), vec!["VERIFICATION FAILED".to_string()], "{}", run.describe());
    assert!(run.stdout.contains("goto * jumps to the address of a label"), "{}", run.describe());
}

/// Bit-fields wider than `int` compute in their declared type's width, as in gcc (they once
/// reached the term layer at their own width: a panic); gcc's predefined 128-bit typedef
/// names are `__int128`'s types (`tests/e2e/int128.rs` has the rest).
#[test]
fn wide_bit_fields_match_gcc_and_int128_typedef_names_are_types() {
    expressions_match_gcc(
        "tp_wide_bit_fields",
        "struct w { long long x : 40; unsigned long long y : 40; };",
        vec![(
            "struct w v = { -3, 0xffffffffffULL }; long long p = v.x << 3; unsigned long long q = v.y + 1; v.x += 1; v.y *= 3;",
            vec!["p", "(long long)q", "v.x", "(long long)v.y", "sizeof(v.x + 0)", "v.y >> 38", "v.x >> 1", "v.x / 2", "v.x % 3", "(long long)(v.y / 7)", "(long long)(v.y % 1000)", "v.x < -1", "(long long)(v.y * v.y)", "(long long)(-v.y)", "(long long)(double)v.x", "(long long)(~v.y)"],
        )],
    );
    for (name, decl) in
        [("int128.c", "unsigned __int128 x = 1;"), ("int128_t.c", "__uint128_t x = 1;")]
    {
        let src =
            format!("int main(void) {{\n  {decl}\n  __CPROVER_assert(x - 2 > x, \"\");\n}}\n");
        let run = check(name, &src, &[]);
        assert!(
            run.code == Some(0) && run.stdout.contains("VERIFICATION SUCCESSFUL"),
            "{}",
            run.describe()
        );
    }
}

/// CBMC's `__CPROVER_bitvector[N]` (signed unless `unsigned`, as CBMC types it),
/// `__CPROVER_havoc_object` and `__CPROVER_precondition`; and `_Static_assert`, which gcc
/// and ibmc accept or reject alike.
#[test]
fn cprover_bitvectors_havoc_object_and_static_assertions() {
    let src = "int main(void) {\n\
        __CPROVER_bitvector[12] x = 4095; __CPROVER_bitvector[12] y = x + 1;\n\
        unsigned __CPROVER_bitvector[12] u = 4095; unsigned __CPROVER_bitvector[12] v = u + 1;\n\
        __CPROVER_assert(x == -1 && y == 0 && u == 4095 && v == 0 && sizeof(x) == 2, \"12 bits, signed and unsigned\");\n\
        unsigned __CPROVER_bitvector[64] w = 1; w <<= 63; __CPROVER_assert(w * 2 == 0 && sizeof w == 8, \"64 bits\");\n\
        int a[3] = {1, 2, 3}; int b = 7;\n\
        __CPROVER_havoc_object(&a[1]);\n\
        __CPROVER_assert(b == 7, \"other objects keep their values\");\n\
        __CPROVER_precondition(b > 0, \"precondition\");\n\
        __CPROVER_assert(a[0] == 1, \"the whole object is havocked\");\n\
        return 0;\n}\n";
    let run = check("bitvector.c", src, &["--json"]);
    let st = statuses(&run);
    let failed: Vec<&str> =
        st.iter().filter(|(_, s)| s == "FAILED").map(|(d, _)| d.as_str()).collect();
    assert_eq!(failed, vec!["the whole object is havocked"], "{st:?}: {}", run.describe());
    assert_eq!(st.len(), 5, "{st:?}");
    let ok = "#include <assert.h>\n_Static_assert(sizeof(int) == 4, \"int\");\nstruct s { char c; _Static_assert(1, \"member\"); int x; };\n\
              int main(void) { _Static_assert(sizeof(struct s) == 8, \"layout\"); int k = 3; assert(k == 3); return 0; }\n";
    let bad =
        "_Static_assert(sizeof(int) == 8, \"int is 64 bits\");\nint main(void) { return 0; }\n";
    let odd = check(
        "bitvector40.c",
        "int main(void) {\n  __CPROVER_bitvector[40] w = 1;\n  return w << 3 == 8;\n}\n",
        &[],
    );
    assert!(odd.code == Some(6) && odd.stderr.contains("bitvector40.c:2"), "{}", odd.describe());
    for (name, text, compiles) in
        [("static_assert_ok.c", ok, true), ("static_assert_bad.c", bad, false)]
    {
        let dir = scratch("third_party_c");
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        let gcc = run_cmd(
            "gcc",
            &strings(&["-w", "-c", path.to_str().unwrap(), "-o", "/dev/null"]),
            Duration::from_secs(60),
        );
        assert_eq!(gcc.code == Some(0), compiles, "gcc on {name}: {}", gcc.stderr);
        let run = check(name, text, &[]);
        if compiles {
            assert_eq!(
                run.verdicts(),
                vec!["VERIFICATION SUCCESSFUL".to_string()],
                "{}",
                run.describe()
            );
        } else {
            assert!(
                run.code == Some(2) && run.stderr.contains(&format!("{name}:1")),
                "{}",
                run.describe()
            );
        }
    }
}

#[test]
fn ctype_matches_glibc_in_the_c_locale() {
    // Through <ctype.h>'s macros (`__ctype_b_loc()`), for every character class.
    let classes = [
        "isalnum", "isalpha", "isblank", "iscntrl", "isdigit", "isgraph", "islower", "isprint",
        "ispunct", "isspace", "isupper", "isxdigit",
    ];
    let chars = [
        "'a'", "'Z'", "'5'", "' '", "'\\t'", "'\\n'", "'.'", "'~'", "0", "127", "200", "-1", "'f'",
        "'G'",
    ];
    let exprs: Vec<String> =
        classes.iter().flat_map(|c| chars.iter().map(move |ch| format!("{c}({ch})"))).collect();
    let mut cases: Vec<&str> = exprs.iter().map(String::as_str).collect();
    cases.extend(["tolower('Q')", "toupper('q')", "tolower('5')", "toupper(-1)"]);
    expressions_match_gcc("tp_ctype", "#include <ctype.h>", vec![("", cases)]);
}

#[test]
fn a_goto_past_a_declaration_leaves_it_indeterminate() {
    // C11 6.2.4p6: `i` is in scope at `merge` but its initialization was skipped.
    let src = "#include <assert.h>\nint main(void) {\n  int c;\n  if (c) goto merge;\n  int i = 3;\nmerge:\n  assert(i == 3);\n  return 0;\n}\n";
    assert_verdict("goto_decl.c", src, &[], "VERIFICATION FAILED");
    // Without the jump's path, `i` is always 3.
    assert_verdict(
        "goto_decl_ok.c",
        &src.replace("if (c) goto merge;", "if (c) c = 1;"),
        &[],
        "VERIFICATION SUCCESSFUL",
    );
}

#[test]
fn undefined_externs_and_entry_parameters_are_inputs() {
    let src = "#include <assert.h>\nextern int sensor;\nextern int table[3];\n\
               int step(int x, short y) { assert(x + y != 7 || sensor == 1); return x; }\n\
               int main() { assert(table[1] == 0); return 0; }\n";
    let run = check("extern_input.c", src, &[]);
    assert_eq!(run.verdicts(), vec!["VERIFICATION FAILED"], "{}", run.describe());
    assert!(
        run.stderr.contains("extern_input.c:5") && run.stderr.contains("initial value is an input"),
        "{}",
        run.describe()
    );
    assert_verdict("entry_params.c", src, &["--function", "step"], "VERIFICATION FAILED");
    // Constrained inputs: the parameters hold any values, the extern any value.
    let ok = src.replace("x + y != 7 || sensor == 1", "(long)x + y == (long)y + x");
    assert_verdict("entry_params_ok.c", &ok, &["--function", "step"], "VERIFICATION SUCCESSFUL");
    // A pointer parameter points to a fresh object or is NULL (CBMC's `--function`): with
    // --pointer-check the NULL dereference and the assertion fail, as in CBMC 6.6; without
    // it, a violation found through NULL is not reported as one, but the fresh object's
    // arbitrary value shows it whatever an invalid read gives (FAILED, exit 10; was
    // INCONCLUSIVE when the solver's first model was the NULL one).
    let ptr = "int f(int *p) { __CPROVER_assert(*p == 0, \"p\"); return *p; }\nint main() { return 0; }\n";
    assert_verdict(
        "entry_ptr.c",
        ptr,
        &["--function", "f", "--pointer-check"],
        "VERIFICATION FAILED",
    );
    let run = check("entry_ptr.c", ptr, &["--function", "f"]);
    assert_eq!(run.code, Some(10), "{}", run.describe());
    // Through NULL only: not reported (INCONCLUSIVE, exit 5).
    let null = "int f(int *p) { if (p == 0) __CPROVER_assert(*p == 0, \"p\"); return 0; }\nint main() { return 0; }\n";
    let run = check("entry_null.c", null, &["--function", "f"]);
    assert_eq!(run.code, Some(5), "{}", run.describe());
}

#[test]
fn calloc_overflow_returns_null_as_glibc() {
    expressions_match_gcc(
        "tp_calloc",
        "#include <stdlib.h>\n#include <stdint.h>",
        vec![(
            "size_t big = SIZE_MAX / 2 + 1; char *a = calloc(big, 2); char *b = calloc(2, big); int *c = calloc(3, sizeof(int));",
            vec!["a == 0", "b == 0", "c != 0", "c[2]"],
        )],
    );
}

#[test]
fn malloc_failure_modes_follow_cbmc() {
    // The expected verdicts are CBMC 6's for the same options (its library's malloc).
    let may_fail = "#include <stdlib.h>\n#include <assert.h>\nint main() { char *p = malloc(100); assert(p); return 0; }\n";
    assert_verdict("mf_default.c", may_fail, &[], "VERIFICATION SUCCESSFUL");
    assert_verdict("mf_may_fail.c", may_fail, &["--malloc-may-fail"], "VERIFICATION FAILED");
    assert_verdict("mf_fail_null.c", may_fail, &["--malloc-fail-null"], "VERIFICATION SUCCESSFUL");
    let calloc_may_fail = may_fail.replace("malloc(100)", "calloc(10, 10)");
    assert_verdict(
        "mf_calloc.c",
        &calloc_may_fail,
        &["--malloc-may-fail", "--malloc-fail-null"],
        "VERIFICATION FAILED",
    );
    // Above __CPROVER_max_malloc_size: NULL with --malloc-fail-null; at it, an object.
    let too_large = "#include <stdlib.h>\n#include <assert.h>\nint main() {\n  unsigned long n;\n\
                     char *p = malloc(n);\n  if (n > __CPROVER_max_malloc_size) assert(p == 0);\n  else assert(p != 0);\n\
                     char *q = malloc(__CPROVER_max_malloc_size);\n  assert(q != 0);\n  return 0;\n}\n";
    assert_verdict("mf_too_large.c", too_large, &["--malloc-fail-null"], "VERIFICATION SUCCESSFUL");
    let run = check(
        "mf_too_large_flip.c",
        &too_large.replace("assert(p == 0)", "assert(p != 0)"),
        &["--malloc-fail-null"],
    );
    assert_eq!(run.verdicts(), vec!["VERIFICATION FAILED"], "{}", run.describe());
    // --malloc-fail-assert: CBMC's two library assertions, one property for every call.
    let asserted = "#include <stdlib.h>\n#include <stdint.h>\nint main() { unsigned long n; char *p = malloc(10); \
                    char *q = malloc(n); char *r = calloc(n, 2); return 0; }\n";
    let run = check("mf_assert.c", asserted, &["--malloc-fail-assert", "--json"]);
    let st = statuses(&run);
    assert_eq!(
        st,
        vec![("max allocation size exceeded".to_string(), "FAILED".to_string())],
        "{}",
        run.describe()
    );
    let run = check(
        "mf_assert_small.c",
        "#include <stdlib.h>\nint main() { char *p = malloc(10); return p == 0; }\n",
        &["--malloc-fail-assert", "--json"],
    );
    assert_eq!(
        statuses(&run),
        vec![("max allocation size exceeded".to_string(), "SUCCESS".to_string())],
        "{}",
        run.describe()
    );
    let run = check(
        "mf_assert_may.c",
        "#include <stdlib.h>\nint main() { char *p = malloc(10); return p == 0; }\n",
        &["--malloc-fail-assert", "--malloc-may-fail", "--json"],
    );
    assert_eq!(
        statuses(&run),
        vec![
            ("max allocation size exceeded".to_string(), "SUCCESS".to_string()),
            ("max allocation may fail".to_string(), "FAILED".to_string())
        ],
        "{}",
        run.describe()
    );
    let run = check("mf_conflict.c", may_fail, &["--malloc-fail-assert", "--malloc-fail-null"]);
    assert_eq!(run.code, Some(1), "{}", run.describe());
}

/// `q`, a quantified formula, against `r`, the same computed by a loop, for all inputs: the
/// program is SUCCESSFUL, and FAILED when `r` is negated.
fn quantifier_agrees(name: &str, decls: &str, q: &str, r_loop: &str) {
    let src = format!(
        "int nondet(void);\nint main() {{\n  {decls}\n  int q = {q};\n  int r;\n  {r_loop}\n  __CPROVER_assert(q == r, \"agree\");\n  return 0;\n}}\n"
    );
    assert_verdict(&format!("{name}.c"), &src, &[], "VERIFICATION SUCCESSFUL");
    let flipped = src.replace("q == r", "q == !r");
    assert_verdict(&format!("{name}_flip.c"), &flipped, &[], "VERIFICATION FAILED");
}

#[test]
fn quantifiers_expand_over_the_values_that_decide() {
    let arr = "int a[5]; for (int k = 0; k < 5; k++) a[k] = nondet();";
    quantifier_agrees(
        "q_forall",
        arr,
        "__CPROVER_forall { int i; (i >= 0 && i < 5) ==> a[i] > 2 }",
        "r = 1; for (int k = 0; k < 5; k++) if (!(a[k] > 2)) r = 0;",
    );
    quantifier_agrees(
        "q_exists",
        arr,
        "__CPROVER_exists { int i; 1 <= i && i <= 4 && a[i] == a[i - 1] }",
        "r = 0; for (int k = 1; k < 5; k++) if (a[k] == a[k - 1]) r = 1;",
    );
    // The outer variable bounds the inner quantifier; `!=`, `>` and `||` give the values.
    quantifier_agrees(
        "q_nested",
        arr,
        "__CPROVER_forall { int i; (0 <= i && i < 5) ==> __CPROVER_forall { int j; (j > i && j < 5) ==> a[j] > a[i] } }",
        "r = 1; for (int k = 0; k < 5; k++) for (int m = k + 1; m < 5; m++) if (!(a[m] > a[k])) r = 0;",
    );
    quantifier_agrees(
        "q_unsigned_or",
        arr,
        "__CPROVER_forall { unsigned i; i > 4 || i == 2 || a[i] != 0 }",
        "r = 1; for (int k = 0; k < 5; k++) if (k != 2 && a[k] == 0) r = 0;",
    );
    // A statement expression's truth-valued locals decide as their initializers
    // (CBMC's Quantifiers-statement-expression2).
    quantifier_agrees(
        "q_stmt_flag",
        arr,
        "__CPROVER_forall { unsigned i; ({ _Bool in = i < 5; int pos = !(i == 9); in && pos ==> a[i] > 2; }) }",
        "r = 1; for (int k = 0; k < 5; k++) if (!(a[k] > 2)) r = 0;",
    );
    // A char ranges over all its 256 values; ACSL's spelling.
    quantifier_agrees(
        "q_char",
        "unsigned char c = nondet();",
        "\\forall signed char i; i != (signed char)c || i < 100",
        "r = (signed char)c < 100;",
    );
    // `exists i; (0 <= i && i < 2) ==> P` holds for i = -1: CBMC's Quantifiers-two-dimension-array.
    quantifier_agrees(
        "q_vacuous",
        arr,
        "__CPROVER_exists { int i; (i >= 0 && i < 2) ==> a[i] == 7 }",
        "r = 1;",
    );
    // `==>` binds below `||` and to the right, above `?:`.
    quantifier_agrees(
        "q_implies",
        "int x = nondet(), y = nondet(), z = nondet();",
        "(x || y ==> z ==> x) ? 5 : 6",
        "r = (!(x || y) || (!z || x)) ? 5 : 6;",
    );
    for (name, src) in [
        ("q_effect.c", "int main() { int x = 0; int a[3]; __CPROVER_assume(__CPROVER_forall { int i; (0 <= i && i < 3) ==> (x = a[i]) }); return x; }\n"),
        ("q_call.c", "int f(int v) { return v > 0; }\nint main() { __CPROVER_assert(__CPROVER_forall { int i; (0 <= i && i < 3) ==> f(i) }, \"f\"); return 0; }\n"),
        ("q_unbounded.c", "int main() { int a[3]; __CPROVER_assume(__CPROVER_forall { int i; a[i % 3] >= 0 }); return 0; }\n"),
        // `i % 5` is no truth value: `k` does not bound `i`.
        ("q_stmt_no_truth.c", "int main() { int a[5]; __CPROVER_assume(__CPROVER_forall { unsigned i; ({ int k = i % 5; k ==> a[i] > 0; }) }); return 0; }\n"),
        ("q_unbounded_operand.c", "int main() { int a[3]; int q = __CPROVER_forall { int i; a[i % 3] >= 0 }; return q; }\n"),
    ] {
        let run = check(name, src, &[]);
        assert_eq!(run.code, Some(6), "{name}: {}", run.describe());
        assert!(run.stderr.contains(&format!("{name}:")), "{name}: no file:line in {}", run.stderr);
    }
}

/// A `forall` an assertion checks (an `exists` an assumption keeps) stands for an arbitrary
/// value of its variable: no bound needed, CBMC's verdicts (`quantifier.rs`, "Skolemized").
#[test]
fn quantifiers_of_arbitrary_values_need_no_bound() {
    let head = "int nondet(void);\nunsigned unondet(void);\nint main() {\n  int n = nondet();\n  __CPROVER_assume(n > 3 && n < 1000);\n";
    let cases = [
        // forall at positive polarity in an assertion; `cond ==> stmt-expr` as CBMC's tests write it.
        ("qs_range_ok", "__CPROVER_assert(__CPROVER_forall { int i; (0 <= i && i < n) ==> i * 2 != 7 }, \"p\");", true),
        ("qs_range_bad", "__CPROVER_assert(__CPROVER_forall { int i; (0 <= i && i < n) ==> i != 3 }, \"p\");", false),
        ("qs_stmt_expr", "int a[5] = {0}; assert(__CPROVER_forall { int i; ({ int k = i; if (k < 0 || k > 4) k = 1; a[k] == 0; }) });", true),
        ("qs_stmt_expr_bad", "int a[5] = {0}; a[2] = n; assert(__CPROVER_forall { int i; ({ int k = i; if (k < 0 || k > 4) k = 1; a[k] == 0; }) });", false),
        // `!exists` in an assertion, `exists` in an `==>`'s antecedent.
        ("qs_not_exists", "__CPROVER_assert(!__CPROVER_exists { int i; i > n && i < n + 1 }, \"p\");", true),
        ("qs_not_exists_bad", "__CPROVER_assert(!__CPROVER_exists { int i; i > n && i < n + 2 }, \"p\");", false),
        ("qs_antecedent", "__CPROVER_assert((__CPROVER_exists { int i; i == n }) ==> n > 0, \"p\");", true),
        ("qs_antecedent_bad", "__CPROVER_assert((__CPROVER_exists { int i; i == n }) ==> n > 500, \"p\");", false),
        // `exists` in an assumption keeps the executions some value satisfies.
        ("qs_assume", "unsigned x = unondet(); __CPROVER_assume(__CPROVER_exists { unsigned i; i > 100 && i < 1000000 && x == 2 * i }); __CPROVER_assert(x > 200 && x % 2 == 0, \"p\");", true),
        ("qs_assume_bad", "unsigned x = unondet(); __CPROVER_assume(__CPROVER_exists { unsigned i; i > 100 && i < 1000000 && x == 2 * i }); __CPROVER_assert(x != 1000, \"p\");", false),
    ];
    for (name, body, holds) in cases {
        let src = format!("{head}  {body}\n  return 0;\n}}\n");
        let want = if holds { "VERIFICATION SUCCESSFUL" } else { "VERIFICATION FAILED" };
        assert_verdict(&format!("{name}.c"), &src, &[], want);
    }
}

#[test]
fn case_ranges_match_gcc() {
    expressions_match_gcc(
        "tp_case_range",
        "",
        vec![(
            "int r[7]; for (int k = 0; k < 7; k++) { int x = k * 3 - 5; switch (x) { case -5 ... -2: r[k] = 1; break;\
             case 0: case 1 ... 3: r[k] = 2; break; case 8 ... 7: r[k] = 9; break; case 4 ... 4: r[k] = 4; break;\
             default: r[k] = 3; } }\
             unsigned char u = 200; int s = 0; switch (u) { case 100 ... 255: s = 1; break; default: s = 2; }",
            vec!["r[0]", "r[1]", "r[2]", "r[3]", "r[4]", "r[5]", "r[6]", "s"],
        )],
    );
    let overlap = "int main() { int x; switch (x) { case 1 ... 5: return 1; case 3: return 2; } return 0; }\n";
    let run = check("case_overlap.c", overlap, &[]);
    assert_eq!(run.code, Some(2), "{}", run.describe());
}

#[test]
fn error_labels_are_properties() {
    // CBMC's --error-label: reaching the label is a violation; an unreachable one holds.
    let src = "int nondet(void);\nint f(int x) { if (x > 10) { ERROR: return 1; } return 0; }\n\
               int main() { int x = nondet(); if (x < 0) goto OTHER; f(x); return 0; OTHER: return 2; }\n";
    let run = check("error_label.c", src, &["--error-label", "ERROR", "--json"]);
    assert_eq!(
        statuses(&run),
        vec![("error label ERROR".to_string(), "FAILED".to_string())],
        "{}",
        run.describe()
    );
    let guarded =
        src.replace("if (x < 0) goto OTHER; f(x);", "if (x < 0) goto OTHER; if (x < 5) f(x);");
    assert_verdict(
        "error_label_ok.c",
        &guarded,
        &["--error-label", "ERROR"],
        "VERIFICATION SUCCESSFUL",
    );
    assert_verdict(
        "error_label_other.c",
        &guarded,
        &["--error-label", "OTHER"],
        "VERIFICATION FAILED",
    );
    assert_verdict("error_label_none.c", &guarded, &[], "VERIFICATION SUCCESSFUL");
}

#[test]
fn no_assertions_keeps_the_checks() {
    let src =
        "int main() { int *p = 0; int x = 1; __CPROVER_assert(x == 2, \"user\"); return *p; }\n";
    let run = check("no_assertions.c", src, &["--pointer-check", "--json"]);
    assert!(
        statuses(&run).contains(&("user".to_string(), "FAILED".to_string())),
        "{}",
        run.describe()
    );
    let run = check("no_assertions2.c", src, &["--pointer-check", "--no-assertions", "--json"]);
    let st = statuses(&run);
    assert!(st.iter().all(|(d, s)| d != "user" || s != "FAILED"), "{}", run.describe());
    assert!(
        st.iter().any(|(d, s)| d.contains("NULL") && s == "FAILED"),
        "{st:?}: {}",
        run.describe()
    );
    assert_verdict(
        "no_assertions3.c",
        &src.replace("return *p;", "return 0;"),
        &["--no-assertions"],
        "VERIFICATION SUCCESSFUL",
    );
}

#[test]
fn object_size_is_the_whole_object() {
    // CBMC's __CPROVER_OBJECT_SIZE: the size of the object the pointer points into.
    let src = "#include <stdlib.h>\nstruct s { int a; char b[6]; };\nstruct s g;\nunsigned nondet(void);\n\
               int main() {\n  unsigned n = nondet() % 50 + 1;\n  int a[5]; char *m = malloc(n); long v[n];\n\
               int *p = nondet() ? &a[3] : a;\n  char *q = nondet() ? m + 1 : (char *)&g.b[2];\n\
               __CPROVER_assert(__CPROVER_OBJECT_SIZE(a) == 20 && __CPROVER_OBJECT_SIZE(&g.b[1]) == 12, \"static\");\n\
               __CPROVER_assert(__CPROVER_OBJECT_SIZE(p) == 20, \"symbolic pointer\");\n\
               __CPROVER_assert(__CPROVER_OBJECT_SIZE(q) == n || __CPROVER_OBJECT_SIZE(q) == 12, \"heap or global\");\n\
               __CPROVER_assert(__CPROVER_OBJECT_SIZE(v) == n * 8, \"vla\");\n  return 0;\n}\n";
    let run = check("object_size.c", src, &["--json"]);
    let st = statuses(&run);
    assert_eq!(st.len(), 4, "{}", run.describe());
    assert!(st.iter().all(|(_, s)| s == "SUCCESS"), "{st:?}");
    let wrong = src.replace("== n || __CPROVER_OBJECT_SIZE(q) == 12", "== n");
    assert_verdict("object_size_wrong.c", &wrong, &[], "VERIFICATION FAILED");
}

#[test]
fn clang_bit_builtins_match_their_definitions() {
    // clang's built-ins (gcc has none to compare with): against bit-by-bit definitions, for
    // every input and rotation amount (taken modulo the width).
    let src = "#include <stdint.h>\nunsigned long long nondet(void);\n\
               uint32_t rev32(uint32_t v) { uint32_t r = 0; for (int i = 0; i < 32; i++) if (v & (1u << i)) r |= 1u << (31 - i); return r; }\n\
               uint8_t rol8(uint8_t x, unsigned n) { for (unsigned i = 0; i < n % 8; i++) x = (uint8_t)((x << 1) | (x >> 7)); return x; }\n\
               uint64_t ror64(uint64_t x, unsigned n) { for (unsigned i = 0; i < n % 64; i++) x = (x >> 1) | (x << 63); return x; }\n\
               int main() {\n  uint32_t a = nondet(); uint8_t b = nondet(); uint64_t c = nondet(); unsigned n = nondet() % 200;\n\
               __CPROVER_assert(__builtin_bitreverse32(a) == rev32(a), \"rev\");\n\
               __CPROVER_assert(__builtin_bitreverse8(1) == 0x80 && __builtin_bitreverse16(0x8001) == 0x8001, \"rev const\");\n\
               __CPROVER_assert(__builtin_rotateleft8(b, n) == rol8(b, n), \"rol\");\n\
               __CPROVER_assert(__builtin_rotateright64(c, n) == ror64(c, n), \"ror\");\n  return 0;\n}\n";
    assert_verdict(
        "clang_bits.c",
        src,
        &["--unwind", "200", "--unwinding-assertions"],
        "VERIFICATION SUCCESSFUL",
    );
    let wrong = src.replace("__builtin_rotateright64(c, n)", "__builtin_rotateleft64(c, n)");
    assert_verdict(
        "clang_bits_wrong.c",
        &wrong,
        &["--unwind", "200", "--unwinding-assertions"],
        "VERIFICATION FAILED",
    );
}

#[test]
fn float_division_by_zero_check() {
    let src = "double nondet_double(void);\nint main() {\n  double y = nondet_double(), z = nondet_double();\n\
               if (y == 0) { double x = 1.0 / y; }\n  if (z > 1 || z != z) { double w = 2.0 / z; }\n  return 0;\n}\n";
    let run = check("float_div0.c", src, &["--float-div-by-zero-check", "--json"]);
    assert_eq!(
        statuses(&run),
        vec![
            ("floating-point division by zero in 1.0 / y".to_string(), "FAILED".to_string()),
            ("floating-point division by zero in 2.0 / z".to_string(), "SUCCESS".to_string())
        ],
        "{}",
        run.describe()
    );
    let v = run.json().unwrap();
    let ids: Vec<String> = get(&v, "properties")
        .as_array()
        .unwrap()
        .iter()
        .map(|p| get_str(p, "id").unwrap().to_string())
        .collect();
    assert_eq!(ids, ["main.float-division-by-zero.1", "main.float-division-by-zero.2"]);
    assert_verdict("float_div0_off.c", src, &[], "VERIFICATION SUCCESSFUL");
}

#[test]
fn cprover_check_pragmas_switch_checks_per_statement() {
    let src = "int nondet(void);\nint main() {\n  int n = nondet(), d = nondet();\n#pragma CPROVER check push\n\
               #pragma CPROVER check disable \"signed-overflow\"\n  int a = n + 1;\n#pragma CPROVER check enable \"div-by-zero\"\n\
               #pragma CPROVER check disable \"pointer-primitive\"\n  int b = 10 / d;\n#pragma CPROVER check pop\n\
               int c = n * 2;\n  int e = 5 / d;\n  return a + b + c + e;\n}\n";
    let run = check("pragma.c", src, &["--signed-overflow-check", "--json"]);
    let v = run.json().unwrap_or_else(|| panic!("{}", run.describe()));
    let ids: Vec<String> = get(&v, "properties")
        .as_array()
        .unwrap()
        .iter()
        .map(|p| get_str(p, "description").unwrap().to_string())
        .collect();
    // Only `10 / d` gets a division check, `a + b + c + e` and `n * 2` their overflow checks.
    assert_eq!(ids.iter().filter(|d| d.starts_with("division by zero")).count(), 1, "{ids:?}");
    assert!(ids.iter().all(|d| !d.contains("n + 1")), "{ids:?}");
    assert!(ids.iter().any(|d| d.contains("n * 2")), "{ids:?}");
    assert_eq!(run.code, Some(10), "{}", run.describe());
    for (name, src) in [
        (
            "pragma_enable_missing.c",
            "int main() {\n#pragma CPROVER check enable \"memory-cleanup\"\n  return 0;\n}\n",
        ),
        ("pragma_unknown.c", "int main() {\n#pragma CPROVER check frobnicate\n  return 0;\n}\n"),
    ] {
        let run = check(name, src, &[]);
        assert_eq!(run.code, Some(6), "{name}: {}", run.describe());
        assert!(
            run.stderr.contains(&format!("{name}:2")),
            "{name}: no file:line in {}",
            run.stderr
        );
    }
}

#[test]
fn memory_leak_check_at_the_end_of_main() {
    let check_leak = |name: &str, body: &str, extra: &[&str], verdict: &str| {
        let src = format!("#include <stdlib.h>\nint nondet(void);\nint main() {{\n{body}\n}}\n");
        let mut args = vec!["--memory-leak-check"];
        args.extend_from_slice(extra);
        assert_verdict(name, &src, &args, verdict);
    };
    check_leak("leak1.c", "char *p = malloc(4); p[0] = 1; return 0;", &[], "VERIFICATION FAILED");
    check_leak(
        "leak2.c",
        "char *p = malloc(4); free(p); return 0;",
        &[],
        "VERIFICATION SUCCESSFUL",
    );
    check_leak(
        "leak3.c",
        "char *p = malloc(4); if (nondet()) free(p); return 0;",
        &[],
        "VERIFICATION FAILED",
    );
    check_leak(
        "leak4.c",
        "void *a = malloc(16), *b = calloc(3, 8); if (nondet()) { free(b); free(a); return 1; } free(a); free(b);",
        &[],
        "VERIFICATION SUCCESSFUL",
    );
    check_leak(
        "leak5.c",
        "void *a = malloc(16), *b = malloc(8); free(a); free(a == b ? 0 : a); return 0;",
        &[],
        "VERIFICATION FAILED",
    );
    // exit() ends the execution without the check, as in CBMC.
    check_leak(
        "leak6.c",
        "char *p = malloc(4); if (p) exit(0); return 0;",
        &[],
        "VERIFICATION SUCCESSFUL",
    );
    check_leak(
        "leak7.c",
        "char *p = malloc(4); if (!p) return 1; free(p); return 0;",
        &["--malloc-may-fail"],
        "VERIFICATION SUCCESSFUL",
    );
    let run = check(
        "leak8.c",
        "#include <stdlib.h>\nvoid main() { malloc(1); }\n",
        &["--memory-leak-check", "--json"],
    );
    let v = run.json().unwrap_or_else(|| panic!("{}", run.describe()));
    let ids: Vec<&str> = get(&v, "properties")
        .as_array()
        .unwrap()
        .iter()
        .map(|p| get_str(p, "id").unwrap())
        .collect();
    assert_eq!(ids, ["__CPROVER__start.memory-leak.1"], "{}", run.describe());
    assert_eq!(run.code, Some(10), "{}", run.describe());
}

/// CBMC's `__CPROVER_fixedbv[W][F]` against a gcc-compiled reference of CBMC's definitions on
/// the raw bits (computed with `__int128`, so no operation of the reference wraps early):
/// `*` is bits F..F+W of the product, `/` is `(a << F) / b` truncated, conversions to integers
/// go toward zero, between fixed-point types fraction bits are dropped (floor) or added. The
/// raw bits go in and out through a union. Each case must be proved with gcc's value and
/// refuted with that value plus one.
#[test]
fn fixedbv_arithmetic_matches_a_gcc_compiled_reference() {
    use std::fmt::Write as _;
    let dir = scratch("tp_fixedbv");
    let values16: [i64; 7] = [0, 1, -1, 65536, -98304, 0x7fff_ffff, -123_456_789];
    let values32: [i64; 5] = [1, -(3i64 << 31), 0x7fff_ffff_ffff_ffff, -1_234_567_890_123, 1 << 32];
    // (C expression for ibmc, C expression of the reference) pairs over `a`, `b`.
    let mut exprs: Vec<(String, String)> = Vec::new();
    for &a in &values16 {
        for &b in &values16 {
            let (fa, fb) = (format!("fx16({a})"), format!("fx16({b})"));
            let (ra, rb) = (format!("((__int128){a})"), format!("((__int128){b})"));
            exprs.push((format!("raw16({fa} + {fb})"), format!("(int)({ra} + {rb})")));
            exprs.push((format!("raw16({fa} - {fb})"), format!("(int)({ra} - {rb})")));
            exprs.push((format!("raw16({fa} * {fb})"), format!("(int)(({ra} * {rb}) >> 16)")));
            if b != 0 {
                exprs
                    .push((format!("raw16({fa} / {fb})"), format!("(int)(({ra} * 65536) / {rb})")));
            }
            exprs.push((format!("({fa} < {fb})"), format!("({a} < {b})")));
        }
        let fa = format!("fx16({a})");
        exprs.push((format!("(int){fa}"), format!("(int)({a}LL / 65536)")));
        exprs.push((format!("(long)(double){fa}"), format!("(long)((double){a} / 65536.0)")));
        exprs.push((format!("raw4((s4){fa})"), format!("(short)({a}LL >> 12)")));
        exprs.push((format!("raw32((f32){fa})"), format!("(long)((__int128){a} * 65536)")));
        exprs.push((format!("raw16(-{fa})"), format!("(int)(-(__int128){a})")));
        exprs.push((format!("raw16((f16)(int){a})"), format!("(int)((__int128)(int){a} * 65536)")));
    }
    for &a in &values32 {
        for &b in &values32 {
            let (fa, fb) = (format!("fx32({a}LL)"), format!("fx32({b}LL)"));
            let (ra, rb) = (format!("((__int128){a}LL)"), format!("((__int128){b}LL)"));
            exprs.push((format!("raw32({fa} * {fb})"), format!("(long)(({ra} * {rb}) >> 32)")));
            exprs.push((format!("raw32({fa} + {fb})"), format!("(long)({ra} + {rb})")));
        }
        exprs.push((format!("(long)fx32({a}LL)"), format!("(long)({a}LL / 4294967296LL)")));
        exprs.push((format!("raw16((f16)fx32({a}LL))"), format!("(int)({a}LL >> 16)")));
    }
    exprs.push(("raw16((f16)-1.3)".into(), "(int)(-1.3 * 65536)".into()));
    exprs.push(("raw16((f16)2.7f)".into(), "(int)(2.7f * 65536)".into()));
    exprs.push(("raw32((f32)0.1)".into(), "(long)(0.1 * 4294967296.0)".into()));
    let mut reference = String::from("#include <stdio.h>\nint main(void) {\n");
    for (_, r) in &exprs {
        writeln!(reference, "printf(\"%lld\\n\", (long long)({r}));").unwrap();
    }
    reference.push_str("return 0;\n}\n");
    let src = dir.join("reference.c");
    std::fs::write(&src, reference).unwrap();
    let exe = dir.join("reference.out");
    let c = run_cmd(
        "gcc",
        &strings(&["-w", "-o", exe.to_str().unwrap(), src.to_str().unwrap()]),
        Duration::from_secs(60),
    );
    assert_eq!(c.code, Some(0), "gcc failed: {}", c.stderr);
    let out = run_cmd(exe.to_str().unwrap(), &[], Duration::from_secs(20));
    let values: Vec<i64> = out.stdout.lines().map(|l| l.trim().parse().unwrap()).collect();
    assert_eq!(values.len(), exprs.len());
    let prelude = "typedef __CPROVER_fixedbv[32][16] f16;\ntypedef __CPROVER_fixedbv[64][32] f32;\ntypedef __CPROVER_fixedbv[16][4] s4;\n\
        static f16 fx16(int r) { union { int r; f16 f; } u; u.r = r; return u.f; }\n\
        static int raw16(f16 f) { union { int r; f16 f; } u; u.f = f; return u.r; }\n\
        static f32 fx32(long r) { union { long r; f32 f; } u; u.r = r; return u.f; }\n\
        static long raw32(f32 f) { union { long r; f32 f; } u; u.f = f; return u.r; }\n\
        static short raw4(s4 f) { union { short r; s4 f; } u; u.f = f; return u.r; }\nint nondet_int(void);\n";
    let program = |off_by: i64| {
        let mut p = format!("{prelude}int main(void) {{\n");
        for ((e, _), v) in exprs.iter().zip(&values) {
            // Each under its own branch: a checked assertion is assumed afterwards (as in CBMC).
            writeln!(
                p,
                "if (nondet_int()) __CPROVER_assert((long long)({e}) == {}LL, \"{e}\");",
                v.wrapping_add(off_by)
            )
            .unwrap();
        }
        p.push_str("return 0;\n}\n");
        p
    };
    let ok = dir.join("ok.c");
    std::fs::write(&ok, program(0)).unwrap();
    let run = ibmc(&strings(&[
        ok.to_str().unwrap(),
        "--timeout",
        "120",
        "--div-by-zero-check",
        "--signed-overflow-check",
    ]));
    assert_eq!(run.verdicts(), vec!["VERIFICATION SUCCESSFUL"], "{}", run.describe());
    let off = dir.join("off.c");
    std::fs::write(&off, program(1)).unwrap();
    let run = ibmc(&strings(&[off.to_str().unwrap(), "--timeout", "120", "--json"]));
    let v = run.json().unwrap_or_else(|| panic!("no json: {}", run.describe()));
    let failed = get(&v, "properties")
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| get_str(p, "status") == Some("FAILED"))
        .count();
    assert_eq!(failed, exprs.len(), "every off-by-one value is refuted: {}", run.describe());
}

#[test]
fn fixedbv_types_beyond_the_model_are_rejected() {
    for (decl, what) in [
        ("__CPROVER_fixedbv[24][8] x;", "widths of 8, 16, 32 and 64"),
        ("__CPROVER_fixedbv[32][0] x;", "fraction"),
        ("__CPROVER_fixedbv[64][32] x, y; x = x / y;", "division"),
        ("__CPROVER_fixedbv[32][16] x; int y = x % 2;", "operator"),
    ] {
        let src = format!("int main(void) {{ {decl} return 0; }}\n");
        let run = check("fixedbv_rejected.c", &src, &[]);
        assert_eq!(run.code, Some(6), "{decl}: {}", run.describe());
        assert!(
            run.stderr.contains("fixedbv_rejected.c:1") && run.stderr.contains(what),
            "{decl}: {}",
            run.describe()
        );
    }
}

#[test]
fn gcc_conditional_without_middle_operand_matches_gcc() {
    expressions_match_gcc(
        "tp_elvis",
        "int g, k; int *p; int next(void) { return g++; }",
        vec![(
            "int r1 = (g++) ?: 2; int r2 = (g++) ?: (k++); int r3 = next() ?: 7; int z = 0; int r4 = z ?: -3;\
             double d = 0.0 ?: 2.5; p = &k; int *q = p ?: &g; long r5 = (z + 4) ?: 9L;",
            vec!["r1", "r2", "r3", "r4", "g", "k", "(long)(d * 10)", "q == &k", "r5", "sizeof(z ?: 1L)"],
        )],
    );
}

#[test]
fn variadic_functions_match_gcc() {
    expressions_match_gcc(
        "tp_variadic",
        "#include <stdarg.h>\n\
         int sum(int n, ...) { va_list ap; va_start(ap, n); int s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int); va_end(ap); return s; }\n\
         double mix(int n, ...) { va_list ap; va_start(ap, n); double r = 0; for (int i = 0; i < n; i++) { if (i % 2 == 0) r += va_arg(ap, int); else r += va_arg(ap, double); } va_end(ap); return r; }\n\
         long vsum(int n, va_list ap) { long s = 0; while (n-- > 0) s += va_arg(ap, long); return s; }\n\
         long outer(int n, ...) { va_list ap, cp; va_start(ap, n); va_copy(cp, ap); long a = vsum(n, ap); long b = va_arg(cp, long); va_end(cp); va_end(ap); return a * 100 + b; }\n\
         const char *pick(int k, ...) { va_list ap; va_start(ap, k); const char *s = 0; while (k-- >= 0) s = va_arg(ap, const char *); va_end(ap); return s; }\n\
         int first(const char *fmt, ...) { return fmt[0]; }\n\
         unsigned widen(int n, ...) { va_list ap; va_start(ap, n); unsigned u = va_arg(ap, unsigned); double f = va_arg(ap, double); va_end(ap); return u + (unsigned)(f * 8); }",
        vec![(
            "int a = sum(3, 5, 5, 6); int b = sum(10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10); int c = sum(0); int d = sum(2, (char)-3, (short)7);\
             double m = mix(4, 1, 2.5, 3, 0.25); long o = outer(3, 1L, 20L, 300L); const char *p = pick(1, \"ab\", \"cd\");\
             int f = first(\"x\", 1, 2.0, \"y\"); unsigned w = widen(2, (unsigned char)200, 1.5f);",
            vec!["a", "b", "c", "d", "(long)(m * 4)", "o", "p[0]", "f", "w"],
        )],
    );
    let cases = [
        // A struct is passed by value (`gnu_c.rs`), but not one with a flexible array member.
        ("struct s { int n; int a[]; }; int f(int n, ...) { return n; } struct s v = {1}; int main(void) { return f(1, v); }\n", 6, "passed to the `...` of `f`"),
        ("int f(int n, ...) { return n; } int main(void) { return f(); }\n", 2, "too few arguments"),
        ("#include <stdarg.h>\nint f(int n) { va_list ap; va_start(ap, n); return 0; }\nint main(void) { return f(1); }\n", 2, "fixed arguments"),
    ];
    for (src, code, what) in cases {
        let run = check("variadic_bad.c", src, &[]);
        assert_eq!(run.code, Some(code), "{src}: {}", run.describe());
        assert!(
            run.stderr.contains("variadic_bad.c:") && run.stderr.contains(what),
            "{src}: {}",
            run.describe()
        );
    }
}

/// C23's `enum E : T` (gcc 12 has no C23 enums to compare with): the enumeration is `T`, its
/// constants too.
#[test]
fn enumerations_with_a_fixed_underlying_type() {
    let src = |check: &str| {
        format!(
            "typedef unsigned short u16;\nenum small : signed char {{ A = 1, B = 100 }};\nenum wide : u16 {{ C = 65535 }};\n\
             int main(void) {{ enum small s = 0xff; enum wide w = -1; {check} return 0; }}\n"
        )
    };
    let holds = "__CPROVER_assert(sizeof(enum small) == 1 && sizeof s == 1 && sizeof(enum wide) == 2, \"sizes\");\
                 __CPROVER_assert(s == -1 && w == 65535 && sizeof(B) == 1 && C == w, \"values\");";
    assert_verdict("enum_fixed.c", &src(holds), &[], "VERIFICATION SUCCESSFUL");
    assert_verdict(
        "enum_fixed_fails.c",
        &src("__CPROVER_assert(s == 255, \"as int\");"),
        &[],
        "VERIFICATION FAILED",
    );
    let bad = "enum e : float { X };\nint main(void) { return X; }\n";
    let run = check("enum_fixed_bad.c", bad, &[]);
    assert_eq!(run.code, Some(2), "{}", run.describe());
}

#[test]
fn bit_fields_in_unions_match_gcc() {
    expressions_match_gcc(
        "tp_union_bits",
        "union U { int i : 5; int j : 10; unsigned w; }; union B { unsigned char b : 1; unsigned char c; };\n\
         union P { unsigned f : 31; struct { unsigned lo : 3, mid : 7; } s; unsigned long l; };",
        vec![
            (
                "union U u = { 0 }; u.w = 0xffffffffu; u.i = 10; union B ub = { .c = 0xff }; ub.b = 0; union B ub2; ub2.c = 6; ub2.b = 1;",
                vec!["u.j", "u.i", "u.w", "ub.c", "ub2.c", "ub2.b", "sizeof(union U)"],
            ),
            (
                "union P p; p.l = 0x123456789abcdefUL; p.s.mid = 0x55; union P q = { 7 }; int neg = -1;",
                vec!["p.f", "p.s.lo", "(long)p.l", "q.f", "q.s.lo", "q.s.mid", "q.f >= neg", "sizeof(union P)"],
            ),
        ],
    );
}

#[test]
fn typeof_matches_gcc() {
    expressions_match_gcc(
        "tp_typeof",
        "#include <stddef.h>\n\
         #define container_of(ptr, type, member) ({ const typeof(((type *)0)->member) *__mptr = (ptr); (type *)((char *)__mptr - offsetof(type, member)); })\n\
         struct item { char tag; short pad; long key; struct item *next; };\n\
         typedef typeof(int[3]) triple; typeof(struct item) global_item = { 'g', 0, 99, 0 };",
        vec![(
            "struct item it = { 'a', 1, 42, &global_item }; long *kp = &it.key; struct item *back = container_of(kp, struct item, key);\
             triple t = { 1, 2, 3 }; typeof(t) u = { 4, 5, 6 }; typeof(it.pad) s = -7; typeof(&it) p = &it; typeof(*p->next) copy = *p->next;\
             char c = 'z'; typeof(c + 1) promoted = 300; typeof(global_item.next) n = back->next; __typeof__(1.5f) f = 2.25f;",
            vec![
                "back == &it", "back->tag", "sizeof(triple)", "u[2] + t[0]", "s", "sizeof s", "p->key", "copy.key", "sizeof promoted",
                "promoted", "n->tag", "sizeof f", "(int)(f * 4)",
            ],
        )],
    );
    let vla = "int main(void) { int n = 3; int a[n]; typeof(a) b; return sizeof b; }\n";
    assert_eq!(check("typeof_vla.c", vla, &[]).code, Some(6));
    let bits = "struct s { int f : 3; } v;\nint main(void) { typeof(v.f) x = 0; return x; }\n";
    assert_eq!(check("typeof_bits.c", bits, &[]).code, Some(2));
}

/// An integer converted to a pointer is the pointer whose integer value it is: round trips
/// through `uintptr_t` (alignment arithmetic included) point where gcc's do; a fixed address
/// such as a memory-mapped register points into no object, which `--pointer-check` reports
/// (CBMC's "invalid integer address") and which otherwise makes a violation that depends on
/// what is read there inconclusive, never a verdict.
#[test]
fn integer_to_pointer_conversions() {
    expressions_match_gcc(
        "tp_int_to_ptr",
        "#include <stdint.h>\nlong cells[4] = { 10, 20, 30, 40 };",
        vec![(
            "uintptr_t a = (uintptr_t)&cells[1]; long *p = (long *)(a + sizeof(long)); *p += 5;\
             uintptr_t aligned = ((uintptr_t)((char *)&cells[2] + 3) + 7) & ~(uintptr_t)7; long *q = (long *)aligned;\
             long gap = (long)((uintptr_t)&cells[3] - (uintptr_t)&cells[0]);\
             int *null = (int *)(uintptr_t)0; int zero = 0; int *null2 = (int *)(long)zero; char *high = (char *)0x100000000L;",
            vec!["*p", "cells[2]", "*q", "q == &cells[3]", "null == 0", "null2 == 0", "high != 0", "gap", "((uintptr_t)&cells[1] & 7)"],
        )],
    );
    let mmio = "#include <stdint.h>\n#define REG (*(volatile uint32_t *)0x40000000u)\n\
                int main(void) { uint32_t v = REG; __CPROVER_assert(v != 7, \"register\"); return 0; }\n";
    let run = check("mmio.c", mmio, &["--pointer-check"]);
    assert_eq!(run.verdicts(), vec!["VERIFICATION FAILED"], "{}", run.describe());
    assert!(run.stdout.contains("dereference failure"), "{}", run.describe());
    let run = check("mmio.c", mmio, &[]);
    assert_eq!(run.verdicts(), vec!["VERIFICATION INCONCLUSIVE"], "{}", run.describe());
    // An integer the program makes up never points to a variable, even one that looks like
    // ibmc's encoding of a pointer to `g`; a pointer's value kept in an integer variable
    // converts back to that pointer.
    let alias = "int g = 0;\nint main(void) { int *p = (int *)0x100000000L; *p = 1; __CPROVER_assert(g == 0, \"g\"); return 0; }\n";
    assert_verdict("int_alias.c", alias, &[], "VERIFICATION SUCCESSFUL");
    assert_verdict("int_alias.c", alias, &["--pointer-check"], "VERIFICATION FAILED");
    let variable = |v: &str| {
        format!("#include <stdint.h>\nint x = 3;\nint main(void) {{ uintptr_t a = (uintptr_t)&x; a += 0; __CPROVER_assert(*(int *)a == {v}, \"x\"); return 0; }}\n")
    };
    assert_verdict(
        "int_variable.c",
        &variable("3"),
        &["--pointer-check"],
        "VERIFICATION SUCCESSFUL",
    );
    assert_verdict(
        "int_variable_bad.c",
        &variable("4"),
        &["--pointer-check"],
        "VERIFICATION FAILED",
    );
}

/// `memset`, `memcpy` and `memmove` of a length that is not a constant: byte by byte up to the
/// end of the objects, whatever their types (partial elements included).
#[test]
fn memory_functions_of_variable_length_match_gcc() {
    expressions_match_gcc(
        "tp_mem_len",
        "#include <string.h>\nstruct rec { char a; int b; short c; };",
        vec![(
            "int src[8] = { 1, 2, 3, 0x11223344, 5, 6, 7, 8 }, dst[8] = { 0 }; int n = 3 * sizeof(int) + 2; memcpy(dst, src, n);\
             struct rec r = { 1, 2, 3 }; int k = 5; memset(&r, 0xab, k);\
             char buf[6] = { 'a', 'b', 'c', 'd', 'e', 'f' }; int m = 4; memmove(buf + 1, buf, m); int z = 0; memset(buf, 'x', z);",
            vec!["dst[2]", "dst[3]", "dst[4]", "r.a", "r.b", "r.c", "buf[0]", "buf[1]", "buf[4]", "buf[5]"],
        )],
    );
    let nondet = |check: &str| {
        format!(
            "#include <string.h>\nunsigned nondet(void);\nint main(void) {{ int a[4] = {{ 7, 7, 7, 7 }}; unsigned k = nondet();\n\
             if (k <= sizeof a) memset(a, 0, k); {check} return 0; }}\n"
        )
    };
    assert_verdict(
        "mem_len_ok.c",
        &nondet("__CPROVER_assert(k < 4 || k > 16 || a[0] == 0, \"cleared\");"),
        &[],
        "VERIFICATION SUCCESSFUL",
    );
    assert_verdict(
        "mem_len_bad.c",
        &nondet("__CPROVER_assert(a[1] == 7, \"kept\");"),
        &[],
        "VERIFICATION FAILED",
    );
    let past = "#include <string.h>\nunsigned nondet(void);\nint main(void) { char a[4], b[8] = { 0 }; unsigned k = nondet();\n\
                if (k <= 8) memcpy(a, b, k); return 0; }\n";
    assert_verdict(
        "mem_len_past.c",
        past,
        &["--pointer-check", "--bounds-check"],
        "VERIFICATION FAILED",
    );
    assert_verdict(
        "mem_len_past.c",
        &past.replace("k <= 8", "k <= 4"),
        &["--pointer-check", "--bounds-check"],
        "VERIFICATION SUCCESSFUL",
    );
}

#[test]
fn constructors_and_destructors_run_around_main() {
    expressions_match_gcc(
        "tp_ctor",
        "int x, y, order;\nstatic void __attribute__((constructor)) first(void) { x = 42; order = order * 10 + 1; }\n\
         static void second(void) __attribute__((constructor));\nstatic void second(void) { y = x + 1; order = order * 10 + 2; }",
        vec![("int z = x * 2;", vec!["x", "y", "z", "order"])],
    );
    let dtor = |body: &str| {
        format!(
            "int done, runs;\n__attribute__((destructor)) void fin(void) {{ runs++; __CPROVER_assert(done == 1 && runs == 1, \"after main\"); }}\n\
             int nondet(void);\nint main(void) {{ {body} }}\n"
        )
    };
    assert_verdict(
        "dtor_ok.c",
        &dtor("if (nondet()) { done = 1; return 1; } done = 1; return 0;"),
        &[],
        "VERIFICATION SUCCESSFUL",
    );
    assert_verdict(
        "dtor_early.c",
        &dtor("if (nondet()) return 1; done = 1; return 0;"),
        &[],
        "VERIFICATION FAILED",
    );
    let with_params =
        "__attribute__((constructor)) void init(int k) { }\nint main(void) { return 0; }\n";
    let run = check("ctor_params.c", with_params, &[]);
    assert_eq!(run.code, Some(6), "{}", run.describe());
    let priority = "int g;\n__attribute__((constructor(101))) void early(void) { g = 1; }\nint main(void) { return g; }\n";
    assert_eq!(check("ctor_priority.c", priority, &[]).code, Some(6));
    // Destructors run in the reverse order of their declarations, and on `exit`.
    let order = |main: &str| {
        format!(
            "#include <stdlib.h>\nint g;\n__attribute__((destructor)) void d1(void) {{ __CPROVER_assert(g != 2, \"d2 ran first\"); }}\n\
             __attribute__((destructor)) void d2(void) {{ g = 2; }}\nint main(void) {{ {main} }}\n"
        )
    };
    assert_verdict("dtor_order.c", &order("g = 1; return 0;"), &[], "VERIFICATION FAILED");
    assert_verdict("dtor_exit.c", &order("g = 1; exit(0);"), &[], "VERIFICATION FAILED");
    assert_verdict("dtor_abort.c", &order("g = 1; abort();"), &[], "VERIFICATION SUCCESSFUL");
}

/// Objects allocated for a pointer member to the struct being defined (`p->next =
/// malloc(sizeof *p->next)`, a list or a tree) have the struct's type.
#[test]
fn linked_structures_on_the_heap_match_gcc() {
    expressions_match_gcc(
        "tp_linked",
        "#include <stdlib.h>\nstruct node { int data; struct node *next; };\n\
         struct tree { struct tree *left, *right; long key; };\n\
         struct tree *leaf(long k) { struct tree *t = malloc(sizeof *t); t->left = t->right = 0; t->key = k; return t; }",
        vec![
            (
                "struct node *p = malloc(sizeof(struct node)); p->data = 1; p->next = malloc(sizeof(struct node)); p->next->data = 2;\
                 p->next->next = malloc(sizeof *p->next->next); p->next->next->data = 3; p->next->next->next = 0;\
                 int sum = 0; for (struct node *q = p; q; q = q->next) sum += q->data;\
                 struct node *rev = 0; while (p) { struct node *n = p->next; p->next = rev; rev = p; p = n; }",
                vec!["sum", "rev->data", "rev->next->data", "rev->next->next->data", "rev->next->next->next == 0"],
            ),
            (
                "struct tree *root = leaf(5); root->left = leaf(3); root->right = malloc(sizeof(struct tree)); root->right->key = 9;\
                 root->right->left = leaf(7); root->right->right = 0;",
                vec!["root->left->key", "root->right->key + root->right->left->key", "root->left->left == 0"],
            ),
        ],
    );
}

/// Calls through function pointers as CBMC's `remove_function_pointers` has them: targets of a
/// compatible type (integers and pointers interchangeable), no call when the pointer is none of
/// them (a `--pointer-check` property), any target for a pointer parameter of the entry.
#[test]
fn function_pointer_calls_follow_cbmc() {
    let loose = "typedef signed char i8; struct ops { i8 (*get)(i8); } ops;\nint twice(int a) { return 2 * a; }\n\
                 int main(void) { ops.get = (i8 (*)(i8))twice; i8 r = ops.get(21); __CPROVER_assert(r == 42, \"called\"); return 0; }\n";
    assert_verdict("fp_loose.c", loose, &[], "VERIFICATION SUCCESSFUL");
    let invalid = |extra: &str| {
        format!(
            "int inc(int a) {{ return a + 1; }}\nint (*fp)(int);\nint nondet(void);\n\
             int main(void) {{ fp = nondet() ? inc : (int (*)(int))0; int r = fp(1); {extra} return 0; }}\n"
        )
    };
    let run = check(
        "fp_invalid.c",
        &invalid("__CPROVER_assert(r == 2, \"after\");"),
        &["--pointer-check"],
    );
    assert_eq!(run.verdicts(), vec!["VERIFICATION FAILED"], "{}", run.describe());
    assert!(
        run.stdout.contains("dereferenced function pointer must be inc: FAILURE"),
        "{}",
        run.describe()
    );
    // Without the check the call's result is not modelled when the pointer is invalid.
    assert_verdict(
        "fp_invalid.c",
        &invalid("__CPROVER_assert(r == 2, \"after\");"),
        &[],
        "VERIFICATION INCONCLUSIVE",
    );
    assert_verdict(
        "fp_invalid_bad.c",
        &invalid("__CPROVER_assert(r == 3, \"after\");"),
        &[],
        "VERIFICATION FAILED",
    );
    // Structs of one layout (another file's view of the same struct) convert member by member.
    let layout = |check: &str| {
        format!(
            "struct S {{ void *a; void *b; }};\nstruct R {{ int *a; int *b; }};\nvoid foo(struct R g) {{ {check} }}\n\
             void (*fp)(struct S) = (void (*)(struct S))foo;\nint main(void) {{ int x = 42; struct S s = {{ &x, &x }}; fp(s); return 0; }}\n"
        )
    };
    assert_verdict(
        "fp_layout.c",
        &layout("__CPROVER_assert(*g.a == 42 && g.b == g.a, \"same\");"),
        &[],
        "VERIFICATION SUCCESSFUL",
    );
    assert_verdict(
        "fp_layout_bad.c",
        &layout("__CPROVER_assert(*g.b == 41, \"other\");"),
        &[],
        "VERIFICATION FAILED",
    );
    // A target without a body returns an input: the call is not cut, so the assertion fails.
    let bodiless = "int ext(int);\nint (*g)(int) = ext;\nint main(void) { int r = g(1); __CPROVER_assert(r == 1, \"input\"); return 0; }\n";
    assert_verdict("fp_bodiless.c", bodiless, &["--pointer-check"], "VERIFICATION FAILED");
    let variadic = "int f(int n, ...) { return n; }\nint (*g)(int, ...) = f;\nint main(void) { return g(1, 2); }\n";
    assert_eq!(check("fp_variadic.c", variadic, &[]).code, Some(6));
    let entry = "int inc(int a) { return a + 1; }\nint dec(int a) { return a - 1; }\nint (*keep[])(int) = { inc, dec };\n\
                 void foo(int (*f)(int)) { int r = f(5); __CPROVER_assert(r == 4 || r == 6, \"one of them\"); __CPROVER_assert(r == 6, \"inc\"); }\n";
    // The entry's function pointer parameter is one of the candidates (CBMC's harness).
    for flags in [
        &["--function", "foo", "--json"][..],
        &["--function", "foo", "--json", "--pointer-check"][..],
    ] {
        let run = check("fp_entry.c", entry, flags);
        let st = statuses(&run);
        let of = |d: &str| st.iter().find(|(x, _)| x.as_str() == d).map(|(_, s)| s.as_str());
        assert_eq!(
            (of("one of them"), of("inc")),
            (Some("SUCCESS"), Some("FAILED")),
            "{}",
            run.describe()
        );
        assert!(
            st.iter()
                .all(|(d, s)| !d.starts_with("dereferenced function pointer") || s == "SUCCESS"),
            "{st:?}"
        );
    }
}

/// What gcc 12 accepts with a warning: integers and pointers converted without a cast, `*p;`
/// on a `void *`; and a parenthesized function name in a definition.
#[test]
fn lenient_gcc_forms_match_gcc() {
    expressions_match_gcc(
        "tp_lenient",
        "#include <stdint.h>\nstatic int (twice)(int a) { return 2 * a; }\nlong cells[2] = { 5, 6 };",
        vec![(
            "long a = (long)&cells[1]; long *p = (long)&cells[1]; long b; b = p; void *v = &cells[0]; *v; intptr_t z = 0; void *n = z;",
            vec!["*p", "b == a", "twice(21)", "n == 0", "*(long *)v"],
        )],
    );
}

#[test]
fn struct_values_in_initializer_lists_match_gcc() {
    expressions_match_gcc(
        "tp_struct_items",
        "struct X { int y; short s; }; struct Y { struct X x; int z; struct X w[2]; }; union U { struct X x; long l; };",
        vec![(
            "struct X a = { 3, -2 }; struct X b = a; struct Y c = { a, 4, { b, { 7, 8 } } }; struct Y d = { .x = b, .z = 5, .w[1] = a };\
             struct Y e; e = (struct Y){ a }; union U u = { a };",
            vec!["b.y", "c.x.s", "c.z", "c.w[0].y", "c.w[1].s", "d.x.y", "d.w[1].s", "d.w[0].y", "e.x.y + e.z", "u.x.s"],
        )],
    );
}

/// A file-scope initializer may take the address of an object a later file defines.
#[test]
fn initializers_may_name_objects_of_later_files() {
    let a = "extern int tbl[];\nint *p = tbl + 1;\nextern int q;\nint *pq = &q;\n\
             int main(void) { *p = 5; __CPROVER_assert(tbl[1] == 5 && tbl[0] == 1 && *pq == 7, \"linked\"); return 0; }\n";
    let run = check_files(&[("link_a.c", a), ("link_b.c", "int tbl[3] = { 1 };\nint q = 7;\n")]);
    assert_eq!(run.verdicts(), vec!["VERIFICATION SUCCESSFUL"], "{}", run.describe());
    let run = check_files(&[("link_a.c", a)]);
    assert_eq!(
        run.code,
        Some(6),
        "an array of unknown size that no file defines: {}",
        run.describe()
    );
}

/// A loop of a function that runs more than once is unwound in each call, never taken for the
/// main loop; a main loop inside a function called once still is.
#[test]
fn loops_of_functions_called_twice_are_unwound_per_call() {
    let twice = "int sum(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }\n\
                 int main(void) { __CPROVER_assert(sum(3) == 3 && sum(5) == 10, \"sums\"); return 0; }\n";
    let run = check("twice.c", twice, &[]);
    assert_eq!(run.verdicts(), vec!["VERIFICATION SUCCESSFUL"], "{}", run.describe());
    assert!(run.stdout.contains("No unbounded loop"), "{}", run.describe());
    let in_loop = "int nondet(void);\nint step(int n) { int k = 0; while (k < n) k++; return k; }\n\
                   int main(void) { for (int j = 0; j < 3; j++) { int m = nondet() & 7; __CPROVER_assert(step(m) == m, \"step\"); } return 0; }\n";
    assert_verdict("in_loop.c", in_loop, &[], "VERIFICATION SUCCESSFUL");
    let once = "int nondet(void);\nvoid run(void) { int x = 0; while (1) { if (nondet()) x++; __CPROVER_assert(x < 3, \"x\"); } }\n\
                int main(void) { run(); return 0; }\n";
    let run = check("once.c", once, &[]);
    assert!(run.stdout.contains("Incremental check of loop run.0"), "{}", run.describe());
    assert_eq!(run.verdicts(), vec!["VERIFICATION FAILED"], "{}", run.describe());
}

/// Two files may see one struct with different members complete (`struct T *` before `T` is
/// defined in one of them); objects of one view are read through pointers of the other.
#[test]
fn structs_seen_differently_by_two_files() {
    let a = |sum: &str| {
        format!(
            "struct T {{ int i; }};\nstruct S {{ struct T *t; int k; }};\nint get(struct S *s);\n\
             int main(void) {{ struct T t = {{ 10 }}; struct S s = {{ &t, 32 }}; __CPROVER_assert(get(&s) == {sum}, \"sum\"); return 0; }}\n"
        )
    };
    let b = "struct S { struct T *t; int k; };\nstruct T { int i; };\nint get(struct S *s) { return s->t->i + s->k; }\n";
    let run = check_files(&[("views_a.c", &a("42")), ("views_b.c", b)]);
    assert_eq!(run.verdicts(), vec!["VERIFICATION SUCCESSFUL"], "{}", run.describe());
    let run = check_files(&[("views_a.c", &a("43")), ("views_b.c", b)]);
    assert_eq!(run.verdicts(), vec!["VERIFICATION FAILED"], "{}", run.describe());
}

/// A function declared in one file to return a pointer to that file's `struct S`, defined in
/// another whose `struct S` has a member more: gcc links them, the pointer's bits are the
/// same, and the caller reads its view's members through it (CBMC's Linking7/return_type).
/// A result of another kind than the declaration's is still a conflict.
#[test]
fn pointer_results_seen_differently_by_two_files() {
    let a = |want: &str| {
        format!(
            "struct S {{ int i; }};
struct S *get(void);
             int main(void) {{ struct S *s = get(); __CPROVER_assert(s->i == {want}, \"i\"); return 0; }}
"
        )
    };
    let b = "struct S { int i; int j; } v = { 7, 8 };
struct S *get(void) { return &v; }
";
    let run = check_files(&[("ret_view_a.c", &a("7")), ("ret_view_b.c", b)]);
    assert_eq!(run.verdicts(), vec!["VERIFICATION SUCCESSFUL"], "{}", run.describe());
    let run = check_files(&[("ret_view_a.c", &a("8")), ("ret_view_b.c", b)]);
    assert_eq!(run.verdicts(), vec!["VERIFICATION FAILED"], "{}", run.describe());
    let bad = "struct S { int i; };
long get(void);
int main(void) { return get() == 0; }
";
    let run = check_files(&[("ret_kind_a.c", bad), ("ret_kind_b.c", b)]);
    assert_eq!(run.code, Some(2), "{}", run.describe());
    assert!(run.stderr.contains("conflicting types for `get`"), "{}", run.describe());
}

#[test]
fn designators_into_anonymous_members_match_gcc() {
    expressions_match_gcc(
        "tp_anon_designators",
        "struct tag { int f; union { int g; char c; }; struct { int h; union { long k; }; }; int *p; };",
        vec![(
            "int x = 5; struct tag s = { .g = 2, .p = &x }; struct tag t = { 1, { 3 }, .k = 9, .f = 4 }; struct tag u = { .h = 7, 8 };",
            vec!["s.g", "*s.p", "s.f", "t.f", "t.g", "t.k", "t.h", "u.h", "u.k", "u.f"],
        )],
    );
    let run = check(
        "designator_bad.c",
        "struct s { int a; };\nint main(void) { struct s v = { .b = 1 }; return v.a; }\n",
        &[],
    );
    assert_eq!(run.code, Some(2), "{}", run.describe());
}

#[test]
fn casts_to_unions_match_gcc() {
    expressions_match_gcc(
        "tp_union_cast",
        "union U { int z; char ch; float f; };\nint through(int s) { return ((union { __typeof__(s) in; int i; }){ .in = s }).i; }",
        vec![("float g = 1.5f; union U u = (union U)g; union U v = (union U)'x'; union U w; w = (union U)-7;", vec!["(int)(u.f * 2)", "v.ch", "w.z", "through(41)"])],
    );
    let run = check("union_cast_bad.c", "union U { int z; };\nint main(void) { double d = 1; union U u = (union U)d; return u.z; }\n", &[]);
    assert_eq!(run.code, Some(2), "{}", run.describe());
}

#[test]
fn file_scope_compound_literals_and_array_valued_statement_expressions_match_gcc() {
    expressions_match_gcc(
        "tp_file_literals",
        "int *g = &(int){ 43 };\nint array[3] = (int[3]){ 1, 2, 3 };\nint open[] = (int[]){ 4, 5 };\n\
         struct P { int x, y; } *pp = &(struct P){ 1, 2 };\nstruct P q = (struct P){ .y = 9 };\nchar st[2];\n\
         char first(const void *p) { return *(const char *)p; }\nint five[] = (int[5]){ 1 };",
        vec![(
            "*g += 1; pp->x = 7; char c = first(({ st[0] = 42; st; }));",
            vec!["*g", "array[2]", "sizeof open", "open[1]", "pp->x + pp->y", "q.x", "q.y", "c", "sizeof five", "five[4]"],
        )],
    );
}

#[test]
fn offsetof_forms_match_gcc() {
    expressions_match_gcc(
        "tp_offsetof",
        "#include <stddef.h>\nstruct Sub { int x, y; };\nstruct S { int i; char ch; int j; struct Sub sub, array[100]; };\n\
         enum { E2 = (long)&((struct S *)0)->ch, E3 = (long)&((struct S *)0)->array[1].y };",
        vec![(
            "unsigned char k = 7; int n = 3;",
            vec!["offsetof(struct S, array[k].y)", "__builtin_offsetof(struct S, array[n])", "E2", "E3", "(long)&((struct S *)0)->sub.y"],
        )],
    );
}

/// C89's implicit `int f()` calling a function another file defines to return `unsigned`:
/// the same bits.
#[test]
fn implicit_declarations_of_unsigned_functions() {
    let a = "int main() { int r = f(); __CPROVER_assert(r == -1, \"all ones\"); return 0; }\n";
    let run = check_files(&[
        ("implicit_a.c", a),
        ("implicit_b.c", "unsigned f() { return 0xffffffffu; }\n"),
    ]);
    assert_eq!(run.verdicts(), vec!["VERIFICATION SUCCESSFUL"], "{}", run.describe());
    let run = check_files(&[("implicit_a.c", a), ("implicit_b.c", "long f() { return 1; }\n")]);
    assert_eq!(run.code, Some(6), "{}", run.describe());
}

/// A `long double` constant a double holds exactly, converted or compared: the values gcc
/// computes (in x87 `long double`). Arithmetic on one, `sizeof`/`typeof` of one and one a
/// double does not hold are rejected.
#[test]
fn exact_long_double_constants_match_gcc() {
    expressions_match_gcc(
        "long_double_constants",
        "",
        vec![(
            "float a = 1.25L; double b = -0.5e2L; int i = 3; unsigned char u = 200;",
            vec![
                "a == 1.25L",
                "b < -1.0L",
                "(long long)(b * 4)",
                "i == 3.0L",
                "u > 199.0L",
                "(long long)(a * 8)",
                "(float)9007199254740992.0L == 9007199254740992.0f",
            ],
        )],
    );
    for (i, e) in [
        "double d = 1.0; d = d * 1.25L;",
        "double d = 1.0; d += 1.25L;",
        "unsigned long s = sizeof(1.25L);",
        "double d = 0.1L;",
        "long long x = 1; int r = x == 2.0L;",
        "double d = 1.0; d = d * -1.25L;",
        "int c = 1; double d = c ? 1.25L : 2.0;",
    ]
    .into_iter()
    .enumerate()
    {
        let run =
            check(&format!("long_double{i}.c"), &format!("int main() {{ {e} return 0; }}\n"), &[]);
        assert_eq!(run.code, Some(6), "{e}: {}", run.describe());
    }
}

/// Wide, UTF-16/32 and UTF-8 literals, universal character names and gcc's escapes, against
/// the values gcc compiles them to.
#[test]
fn wide_and_unicode_literals_match_gcc() {
    expressions_match_gcc(
        "wide_literals",
        "#include <stddef.h>\n#include <uchar.h>",
        vec![
            (
                "wchar_t w[] = L\"1234\\x0fff\"; char16_t s[] = u\"\\U0001F600\"; char32_t t[] = U\"a\\u20ac\"; const char e[] = u8\"\\u20ac\"; char n[] = \"\\u0201\\%\\e\";",
                vec![
                    "sizeof(w)", "w[4]", "sizeof(L\"12\" \"34\")", "L'X'", "sizeof(L'X')", "u'\\u20ac'", "sizeof(u'x')", "U'\\U0001F600'",
                    "sizeof(s)", "s[0]", "s[1]", "t[1]", "sizeof(e)", "(unsigned char)e[0]", "(unsigned char)e[2]", "sizeof(n)",
                    "(unsigned char)n[1]", "n[2]", "n[3]", "L\"ab\"[1]", "sizeof(\"\\u0201\")",
                ],
            ),
        ],
    );
}

/// The C string functions on any pointer (`strlen`, `strcpy`, `strcat`), `memcpy`/`memset`
/// through `void *` and of run-time lengths, against gcc's values; with `--pointer-check`, a
/// copy into too small a buffer and a string without its null are violations.
#[test]
fn string_functions_match_gcc() {
    expressions_match_gcc(
        "string_functions",
        "#include <string.h>\n#include <stdlib.h>\nstatic size_t len_of(const char *s) { return strlen(s); }",
        vec![
            (
                "char a[16]; strcpy(a, \"hello\"); size_t l1 = strlen(a); size_t l2 = len_of(a + 1); strcat(a, \"!!\"); \
                 char *p = malloc(8); size_t l3 = 0; if (p) { strcpy(p, a + 4); l3 = len_of(p); } \
                 int x = 0x01020304, y = 0; void *vx = &x, *vy = &y; memcpy(vy, vx, sizeof x); int y1 = y; \
                 unsigned n = __VERIFIER_nondet_int() ? 2 : 2; memset(vy, 0, n); char b[6] = \"xyz\"; memmove(b + 1, b, strlen(b) + 1);",
                vec!["l1", "l2", "strlen(a)", "a[6]", "a[7]", "p ? l3 : 3", "y1", "y", "b[0]", "b[1]", "b[3]", "strlen(b)"],
            ),
        ],
    );
    for (name, body, flags, verdict) in [
        ("strcpy_overflow.c", "char a[4]; strcpy(a, \"toolong\");", &["--pointer-check"][..], "VERIFICATION FAILED"),
        ("strlen_unterminated.c", "char b[3] = {'a', 'b', 'c'}; return strlen(b);", &["--pointer-check"][..], "VERIFICATION FAILED"),
        ("strcpy_fits.c", "char a[8]; strcpy(a, \"1234567\"); return a[6] == '7' ? 0 : 1;", &["--pointer-check"][..], "VERIFICATION SUCCESSFUL"),
        ("memcpy_past.c", "char a[4], b[8] = {0}; void *d = a; unsigned n; __CPROVER_assume(n <= 5); memcpy(d, b, n);", &["--pointer-check"][..], "VERIFICATION FAILED"),
    ] {
        let src = format!("#include <string.h>\nint main() {{ {body} return 0; }}\n");
        let run = check(name, &src, flags);
        assert_eq!(run.verdicts(), vec![verdict.to_string()], "{name}: {}", run.describe());
    }
}

/// CBMC's string primitives by the strings' exact contents (CBMC 6.6 `--string-abstraction`
/// gives the same verdicts on these); an assignment to one, which sets CBMC's ghost state, is
/// rejected.
#[test]
fn cprover_string_primitives() {
    let src = "#include <stdlib.h>\n#include <assert.h>\nint main() {\n\
               unsigned char len; __CPROVER_assume(len > 0);\n  char *s = malloc(len);\n\
               __CPROVER_assert(__CPROVER_buffer_size(s) == len, \"buffer size\");\n  s[len - 1] = 0;\n\
               assert(__CPROVER_is_zero_string(s));\n\
               char a[8] = \"abc\";\n  assert(__CPROVER_buffer_size(a + 2) == 6);\n  assert(__CPROVER_zero_string_length(a) == 3);\n\
               return 0;\n}\n";
    assert_verdict("string_primitives.c", src, &[], "VERIFICATION SUCCESSFUL");
    assert_verdict(
        "string_primitives_bad.c",
        &src.replace("== 3);", "== 4);"),
        &[],
        "VERIFICATION FAILED",
    );
    let run = check(
        "string_primitive_set.c",
        "int main() { char b[4] = \"a\"; __CPROVER_zero_string_length(b) = 0; return 0; }\n",
        &[],
    );
    assert_eq!(run.code, Some(6), "{}", run.describe());
}

/// Embedded Coder's `memset`s over states and inputs holding `real_T`/`real32_T` members
/// (`(void) memset((void *)&rtDW, 0, sizeof(DW_model_T))`): every byte the constant, so a
/// float gets the bits of that byte pattern (0: +0.0; 0xff: the NaN of all ones); partial
/// `memset`s at an offset into doubles and structs; against gcc's values.
#[test]
fn memset_of_floats_matches_gcc() {
    let prelude = "#include <string.h>\n#include <math.h>\n#include <stdint.h>\n\
        typedef double real_T; typedef float real32_T; typedef unsigned char boolean_T; typedef int int32_T; typedef unsigned char uint8_T;\n\
        typedef struct { real_T UnitDelay_DSTATE; real32_T Filt[3]; int32_T cnt; boolean_T flag; _Bool b; uint8_T mode; } DW_model_T;\n\
        typedef struct { real_T In1; real32_T In2; } ExtU;\n\
        typedef struct tag_RTM { DW_model_T *dwork; } RT_MODEL;\n\
        DW_model_T rtDW; ExtU rtU; DW_model_T rtDWs[2]; RT_MODEL rtM_; RT_MODEL *const rtM = &rtM_;\n\
        union D { double d; uint64_t u; }; union F { float f; uint32_t u; };\n\
        static uint64_t bits_d(double d) { union D x; x.d = d; return x.u; }\n\
        static uint32_t bits_f(float f) { union F x; x.f = f; return x.u; }";
    expressions_match_gcc(
        "tp_memset_float",
        prelude,
        vec![
            (
                "rtDW.UnitDelay_DSTATE = -2.5; rtDW.Filt[1] = 1.0f; rtDW.Filt[2] = -0.0f; rtDW.cnt = 7; rtDW.flag = 1; rtDW.b = 1; rtDW.mode = 3;\
                 (void) memset((void *)&rtDW, 0, sizeof(DW_model_T));\
                 rtU.In1 = -0.0; rtU.In2 = 3.0f; memset(&rtU, 0, sizeof(ExtU));\
                 rtDWs[1].Filt[2] = 5.0f; rtDWs[0].cnt = 2; (void) memset(&rtDWs[0], 0, sizeof rtDWs);\
                 DW_model_T other = { 1.0, { 2.0f, 3.0f, 4.0f }, 5, 1, 1, 6 }; rtM->dwork = &other;\
                 (void) memset((void *)rtM->dwork, (uint8_T)0U, sizeof(DW_model_T));",
                vec![
                    "rtDW.UnitDelay_DSTATE == 0.0", "bits_d(rtDW.UnitDelay_DSTATE)", "bits_f(rtDW.Filt[1])", "bits_f(rtDW.Filt[2])",
                    "rtDW.cnt", "rtDW.flag", "rtDW.b", "rtDW.mode", "bits_d(rtU.In1)", "rtU.In2 == 0.0f", "bits_f(rtDWs[1].Filt[2])",
                    "rtDWs[0].cnt", "other.UnitDelay_DSTATE == 0.0", "bits_f(other.Filt[0])", "other.cnt + other.flag + other.b + other.mode",
                ],
            ),
            (
                "double d = 1.0; float f = 2.0f; memset(&d, 0xFF, sizeof d); memset(&f, 0xFF, sizeof(float));\
                 double e = 0; memset(&e, 0x3F, 8); float g[2] = { 1, 2 }; memset(g, 0xAB, sizeof g); float h = 1; memset(&h, -1, 4);",
                vec!["isnan(d) != 0", "isnan(f) != 0", "bits_d(d)", "bits_f(f)", "bits_d(e)", "(long long)(e * 1000)", "bits_f(g[1])", "d != d", "bits_f(h)"],
            ),
            (
                "double a[4] = { 1, 2, 3, 4 }; memset(&a[1], 0, 2 * sizeof(double)); double p = 1.0; memset((char *)&p + 6, 0, 2);\
                 double q = -1.5; memset(&q, 0, 4); memset((unsigned char *)&q + 7, 0x40, 1);\
                 DW_model_T w; w.UnitDelay_DSTATE = 9; w.Filt[0] = 1; w.Filt[1] = 2; w.Filt[2] = 3; w.cnt = 5;\
                 memset(&w.Filt[1], 0, 2 * sizeof(real32_T)); struct { float x; double y; } m = { 1.5f, 2.5 }; memset(&m, 0, 4);",
                vec![
                    "(long long)a[0]", "a[1] == 0", "a[2] == 0", "(long long)a[3]", "p == 0.0", "bits_d(q)", "(long long)q",
                    "(long long)w.UnitDelay_DSTATE", "(long long)w.Filt[0]", "w.Filt[1] == 0", "w.Filt[2] == 0", "w.cnt", "m.x == 0", "(long long)(m.y * 2)",
                ],
            ),
        ],
    );
}

/// A `memset` byte known only at run time over doubles and floats: through bytes, exactly;
/// over a struct with a pointer as well, an error at the call that says why.
#[test]
fn memset_of_floats_with_a_run_time_value() {
    let src = "#include <string.h>\n#include <math.h>\n#include <stdint.h>\nunsigned char nondet_uchar(void);\n\
               union D { double d; uint64_t u; }; struct M { double d; float f; int i; };\n\
               int main(void) { unsigned char c = nondet_uchar(); union D x; memset(&x.d, c, sizeof(double)); struct M m; memset(&m, c, sizeof m);\n\
               __CPROVER_assert(x.u == (uint64_t)c * 0x0101010101010101ull, \"bits\");\n\
               __CPROVER_assert(m.i == (int)(c * 0x01010101u), \"int\");\n\
               __CPROVER_assert(c != 0 || (m.d == 0 && m.f == 0 && !signbit(m.d)), \"zero\");\n\
               __CPROVER_assert(c != 0xff || isnan(m.f), \"nan\");\n\
               return 0; }\n";
    assert_verdict("memset_run_time.c", src, &[], "VERIFICATION SUCCESSFUL");
    // 0x7f7f7f7f is a finite float (3.39e38).
    assert_verdict(
        "memset_run_time_bad.c",
        &src.replace("c != 0xff", "c != 0x7f"),
        &[],
        "VERIFICATION FAILED",
    );
    let src = "#include <string.h>\nint nondet(void);\nstruct P { double d; int *q; } s;\nint main(void) {\nmemset(&s, nondet(), sizeof s);\nreturn 0;\n}\n";
    let run = check("memset_run_time_pointer.c", src, &[]);
    assert_eq!(run.code, Some(6), "{}", run.describe());
    assert!(
        run.stderr.contains("memset_run_time_pointer.c:5")
            && run.stderr.contains("non-constant value"),
        "{}",
        run.describe()
    );
}

/// `strncpy` (C11 7.24.2.4) with `n` shorter than, as long as and longer than the source:
/// at most `n` bytes, no null added when the source is `n` or longer, nulls up to `n`
/// otherwise; against gcc's values. With `--pointer-check`, a destination of fewer than `n`
/// bytes and a source with neither a null nor `n` bytes are violations.
#[test]
fn strncpy_matches_gcc() {
    expressions_match_gcc(
        "tp_strncpy",
        "#include <string.h>\n#include <stdlib.h>\nunsigned nondet_unsigned(void);",
        vec![(
            "char a[8], b[8], c[8], d[8]; memset(a, 'x', 8); memset(b, 'x', 8); memset(c, 'x', 8); memset(d, 'x', 8);\
             char *r = strncpy(a, \"text\", 2); strncpy(b, \"text\", 4); strncpy(c, \"text\", 7);\
             char src[3] = { 'a', 'b', 'c' }; strncpy(d + 1, src, 3); char *h = malloc(6); size_t n = 6; if (h) strncpy(h, \"hi\", n);\
             char e[6] = \"zzzzz\"; strncpy(e, c + 1, sizeof e - 1);",
            vec![
                "r == a", "a[0]", "a[1]", "a[2]", "b[3]", "b[4]", "c[3]", "c[4]", "c[5]", "c[6]", "c[7]", "strlen(c)", "d[0]", "d[3]", "d[4]",
                "h ? h[1] : 'i'", "h ? h[2] + h[5] : 0", "e[2]", "e[3]", "e[4]", "strlen(e)",
            ],
        )],
    );
    for (name, body, verdict) in [
        ("strncpy_overflow.c", "char a[4]; strncpy(a, \"ab\", 5);", "VERIFICATION FAILED"),
        ("strncpy_fits.c", "char a[4]; strncpy(a, \"abcdef\", 4); return a[3] == 'd' ? 0 : 1;", "VERIFICATION SUCCESSFUL"),
        ("strncpy_unterminated.c", "char s[3] = {'a', 'b', 'c'}; char a[8]; strncpy(a, s, 4);", "VERIFICATION FAILED"),
        ("strncpy_unterminated_n.c", "char s[3] = {'a', 'b', 'c'}; char a[8]; strncpy(a, s, 3);", "VERIFICATION SUCCESSFUL"),
        (
            "strncpy_run_time_n.c",
            "char a[8]; memset(a, 'x', 8); unsigned n = nondet_unsigned(); __CPROVER_assume(n <= 8); strncpy(a, \"abc\", n);\
             __CPROVER_assert((n < 5 || (a[3] == 0 && a[4] == 0)) && (n > 4 || a[4] == 'x') && (n != 8 || a[7] == 0), \"padded\");",
            "VERIFICATION SUCCESSFUL",
        ),
        (
            "strncpy_run_time_n_bad.c",
            "char a[8]; memset(a, 'x', 8); unsigned n = nondet_unsigned(); __CPROVER_assume(n <= 8); strncpy(a, \"abc\", n);\
             __CPROVER_assert(n > 5 || a[4] == 'x', \"padded\");",
            "VERIFICATION FAILED",
        ),
    ] {
        let src = format!("#include <string.h>\nunsigned nondet_unsigned(void);\nint main() {{ {body} return 0; }}\n");
        let run = check(name, &src, &["--pointer-check"]);
        assert_eq!(run.verdicts(), vec![verdict.to_string()], "{name}: {}", run.describe());
    }
}
