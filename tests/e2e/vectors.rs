//! GNU vector types (issue 41; gcc manual, "Using Vector Instructions through Built-in
//! Functions"), each rule checked against gcc-compiled runs (`expressions_match_gcc`: ibmc
//! proves gcc's values and refutes one off by one), against gcc's rejection, or against
//! CBMC's checks; counterexamples over vector inputs replay under `--validate`.

use crate::common::*;

const TYPES: &str = "typedef int v4si __attribute__((vector_size(16)));\n\
    typedef unsigned int v4ui __attribute__((vector_size(16)));\n\
    typedef short v8hi __attribute__((vector_size(16)));\n\
    typedef unsigned char v16qu __attribute__((vector_size(16)));\n\
    typedef signed char v8qi __attribute__((vector_size(8)));\n\
    typedef int v2si __attribute__((vector_size(8)));\n\
    typedef long long v2di __attribute__((vector_size(16)));\n\
    typedef float v4sf __attribute__((vector_size(16)));\n\
    typedef double v2df __attribute__((vector_size(16)));\n\
    typedef int v8si __attribute__((vector_size(32)));\n\
    typedef __attribute__((vector_size(8))) short v4hi;\n";

fn check(name: &str, src: &str, extra: &[&str]) -> Run {
    check_source("vectors", name, src, extra)
}

fn prelude(more: &str) -> String {
    format!("{TYPES}{more}")
}

/// Element-wise `+ - * / % & | ^ << >>` and unary `- + ~` on integer vectors compute at the
/// element type (unsigned elements wrap at their width), and `+ - * /` and unary `-` on float
/// and double vectors are IEEE operations per element.
#[test]
fn element_wise_operators_match_gcc() {
    expressions_match_gcc(
        "vec_ops",
        &prelude(""),
        vec![
            (
                "v4si a = {100, -7, 2147483600, 13}, b = {3, 2, 40, -5}; v4si s = {1, 2, 3, 31};",
                vec![
                    "(a + b)[0]",
                    "(a + b)[2]",
                    "(a - b)[1]",
                    "(a * b)[3]",
                    "(a / b)[0]",
                    "(a / b)[1]",
                    "(a % b)[1]",
                    "(a % b)[3]",
                    "(a & b)[0]",
                    "(a | b)[1]",
                    "(a ^ b)[3]",
                    "(b << s)[2]",
                    "(a >> s)[1]",
                    "(-a)[1]",
                    "(+a)[2]",
                    "(~a)[3]",
                ],
            ),
            (
                "v16qu x = {200, 100, 255, 7}, y = {100, 3, 1, 9}; v8hi h = {-32768, 300, 7}; \
                 v8qi q = {-128, 64, 5};",
                vec![
                    "(x + y)[0]",
                    "(x * y)[1]",
                    "(x + y)[2]",
                    "(x - y)[3]",
                    "(~x)[1]",
                    "(-x)[3]",
                    "(h >> 4)[0]",
                    "(h << 3)[2]",
                    "(h * h)[2]",
                    "(q / 3)[0]",
                    "sizeof (x + y)[0]",
                ],
            ),
            (
                "v4sf f = {1.5f, -2.25f, 3.0f, 0.1f}, g = {0.5f, 4.0f, -0.0f, 3.0f}; \
                 v2df d = {1e300, 0.1}, e = {1e10, 0.2};",
                vec![
                    "(f + g)[0] == 2.0f",
                    "(f * g)[1] == -9.0f",
                    "(f / g)[2] < -1e30f",
                    "(f - g)[3] == 0.1f - 3.0f",
                    "(f * g)[3] == 0.1f * 3.0f",
                    "(-f)[1] == 2.25f",
                    "(d * e)[0] > 1e308",
                    "(d + e)[1] == 0.1 + 0.2",
                    "(d / e)[1] == 0.5",
                ],
            ),
        ],
    );
}

/// gcc's `scalar_to_vector`: the scalar operand of a binary operation is converted to the
/// element type and used for every element, on either side; `v << n` shifts every element by
/// the integer `n` whatever its type.
#[test]
fn scalars_broadcast_like_gcc() {
    expressions_match_gcc(
        "vec_broadcast",
        &prelude(
            "short sv = -3; unsigned char cv = 250; long lv = 2; float fv = 2.5f; int iv = 7;",
        ),
        vec![(
            "v4si a = {10, -20, 30, 40}; v16qu x = {1, 2, 3}; v8hi h = {1, 2, 3, 4}; \
             v4sf f = {1.0f, 2.0f, 3.0f}; v2df d = {1.0, -1.0};",
            vec![
                "(a + 1)[1]",
                "(100 - a)[0]",
                "(a * 3u)[1]",
                "(a / -3)[2]",
                "(7 % a)[0]",
                "(a + 0xffffffffu)[3]",
                "(x + -1)[0]",
                "(x + cv)[2]",
                "(h + sv)[0]",
                "(h * (short)iv)[3]",
                "(2 << h)[3]",
                "(a << lv)[1]",
                "(a >> 1L)[1]",
                "(f + 1.5)[1] == 3.5f",
                "(f * 2)[2] == 6.0f",
                "(f - fv)[0] == -1.5f",
                "(d * iv)[1] == -7.0",
                "(1.0f / d)[1] == -1.0",
            ],
        )],
    );
}

/// Comparisons give a vector of signed integers of the element's width: -1 where the
/// comparison holds, 0 where not (a NaN element compares unequal to itself).
#[test]
fn comparisons_give_masks_like_gcc() {
    expressions_match_gcc(
        "vec_compare",
        &prelude(""),
        vec![(
            "v4si a = {1, 5, -3, 7}, b = {2, 5, -4, 0}; v4ui u = {1, 0xffffffffu}; \
             v16qu x = {200, 3}; v4sf f = {1.0f, 0.0f / 0.0f, -0.0f}; v2df d = {1.0, 2.0};",
            vec![
                "(a < b)[0]",
                "(a < b)[2]",
                "(a == b)[1]",
                "(a != b)[1]",
                "(a >= b)[3]",
                "(a <= 5)[3]",
                "(u > 1u)[1]",
                "(x > 100)[0]",
                "(x > 100)[1]",
                "sizeof ((x > 100)[0])",
                "(f == f)[1]",
                "(f != f)[1]",
                "(f == 0.0f)[2]",
                "(d < 1.5)[0]",
                "sizeof ((d < 1.5)[0])",
                "((a < b) & a)[0]",
                "((a + u) >> 1)[0]",
                "((u + a) >> 1)[2]",
                "(u < a)[2]",
                "(a < u)[1]",
            ],
        )],
    );
}

/// `v[i]` reads and writes one element, through a pointer too; compound assignments, `++`
/// and `--` work element-wise; initializers and compound literals fill the elements in order
/// (the rest with zeros); `1 ? a : b` of two vectors picks one.
#[test]
fn elements_initializers_and_assignments_match_gcc() {
    expressions_match_gcc(
        "vec_elements",
        &prelude(
            "static void set(v4si *p, int i, int v) { (*p)[i] = v; }\n\
             v4si g = {1, 2};",
        ),
        vec![(
            "v4si a = {1, 2, 3, 4}; v4si z = {9}; int i = 3; v4si *p = &a; \
             a[0] = 50; a[i] += 5; set(&a, 1, -8); p[0][2] *= 3; v4si c = a; c++; c <<= 1; \
             v4si d = 1 ? a : z; d -= g; v16qu x = {}; x--; \
             v2di big[2] = { {1, 2}, {3} };",
            vec![
                "a[0]",
                "a[1]",
                "a[2]",
                "a[3]",
                "z[0] + z[3]",
                "c[3]",
                "d[0]",
                "d[1]",
                "((v4si){7, 8, 9})[2]",
                "((v4si){7, 8, 9})[3]",
                "x[15]",
                "big[1][0] + big[1][1]",
                "g[1]",
                "(*p)[i]",
            ],
        )],
    );
}

/// Sizes and layout: a vector is the array of its elements aligned to its size (gcc's
/// `_Alignof` says at most 16); vectors in structs and arrays, through unions and pointers of
/// the element type, and through calls and returns.
#[test]
fn layout_memory_and_calls_match_gcc() {
    expressions_match_gcc(
        "vec_layout",
        &prelude(
            "#include <string.h>\n\
             #include <stddef.h>\n\
             struct s { char c; v4si v; };\n\
             struct t { char c; v8si v; };\n\
             union u { v4si v; int i[4]; unsigned char b[16]; };\n\
             static v4si add(v4si x, v4si y) { return x + y; }\n\
             static struct s wrap(v4si v) { struct s r = {1, v}; return r; }",
        ),
        vec![(
            "v4si a = {1, 2, 3, 4}, b = {10, 20, 30, 40}; union u w; w.v = a * 2; \
             struct s r = wrap(add(a, b)); int *ip = (int *)&b; v4si copy; memcpy(&copy, &b, sizeof b); \
             v4si arr[3] = { a, b }; arr[2][1] = 5;",
            vec![
                "sizeof(v4si)",
                "sizeof(v8qi)",
                "sizeof(v8si)",
                "_Alignof(v4si)",
                "_Alignof(v8si)",
                "_Alignof(v2si)",
                "sizeof(struct s)",
                "offsetof(struct s, v)",
                "sizeof(struct t)",
                "offsetof(struct t, v)",
                "w.i[3]",
                "w.b[4]",
                "r.v[2]",
                "r.c",
                "ip[3]",
                "*((int *)&a + 2)",
                "copy[1]",
                "sizeof arr",
                "arr[1][3] + arr[2][1] + arr[2][0]",
            ],
        )],
    );
}

/// Casts between vector types of one size, and between a vector and an integer of its size,
/// keep the bits (little-endian: element 0 is the low part).
#[test]
fn casts_reinterpret_bits_like_gcc() {
    expressions_match_gcc(
        "vec_casts",
        &prelude(""),
        vec![(
            "v2si p = {1, -1}; v4si a = {0x01020304, -2, 0, 0x3ff00000}; \
             long long wide = 0x0000000500000007LL;",
            vec![
                "(long long)p",
                "(long long)(v2si){2, 2}",
                "((v2si)wide)[1]",
                "((v2si)wide)[0]",
                "((v16qu)a)[0]",
                "((v16qu)a)[5]",
                "((v8hi)a)[1]",
                "((v2di)a)[0]",
                "((v4ui)a)[1]",
                "((v2df)(v4si){0, 0x3ff00000, 0, 0x40000000})[0] == 1.0",
                "((v2df)(v4si){0, 0x3ff00000, 0, 0x40000000})[1] == 2.0",
                "((v4si)(v4sf){1.0f, -2.0f})[1]",
                "(long long)(v4hi){1, 2} == 0x20001",
            ],
        )],
    );
}

/// `__builtin_shuffle(a, mask)` and `(a, b, mask)`: element `i` is element `mask[i]` of `a`
/// (of `a` then `b`), the mask taken modulo the number of elements (times two);
/// `__builtin_convertvector` converts each element as a cast does.
#[test]
fn shuffles_match_gcc() {
    expressions_match_gcc(
        "vec_shuffle",
        &prelude(""),
        vec![(
            "v4si a = {10, 20, 30, 40}, b = {50, 60, 70, 80}; v4si m = {3, 0, 6, -1}; \
             v2df d = {1.5, 2.5}; v2di dm = {10000000001LL, 0}; \
             v4sf f = {1.5f, -2.7f}; typedef unsigned char v4qu __attribute__((vector_size(4))); \
             v4qu x = {250, 1};",
            vec![
                "__builtin_shuffle(a, m)[0]",
                "__builtin_shuffle(a, m)[2]",
                "__builtin_shuffle(a, m)[3]",
                "__builtin_shuffle(a, b, m)[2]",
                "__builtin_shuffle(a, b, m)[3]",
                "__builtin_shuffle(a, b, (v4si){7, 4, 1, 2})[0]",
                "__builtin_shuffle(d, dm)[0] == 2.5",
                "__builtin_convertvector(f, v4si)[1]",
                "__builtin_convertvector(a, v4sf)[3] == 40.0f",
                "__builtin_convertvector(x, v4si)[0]",
            ],
        )],
    );
}

/// What gcc's C front end rejects: a scalar operand that would lose bits as an element, a
/// vector as a condition or an operand of `!` (gcc 12), vector operands with elements of
/// different widths, `%` on float vectors, a size that is not a power of two multiple of the
/// element's, and a cast between a vector and an integer of another size.
#[test]
fn what_gcc_rejects_is_rejected() {
    let cases: &[(&str, &str, &str)] = &[
        ("trunc_long.c", "long l = 1; v4si a = {0}; a = a + l;", "involves truncation"),
        ("trunc_const.c", "v8hi a = {0}; a = a + 100000;", "involves truncation"),
        ("trunc_float.c", "v4si a = {0}; a = a + 1.5;", "involves truncation"),
        ("trunc_int_float.c", "int i = 1; v4sf a = {0}; a = a * i;", "involves truncation"),
        ("not.c", "v4si a = {0}; a = !a;", "used vector type"),
        ("and.c", "v4si a = {0}, b = {0}; int r = a && b;", "used vector type"),
        ("cond.c", "v4si a = {0}, b = {0}; a = a ? a : b;", "used vector type"),
        ("mixed.c", "v4si a = {0}; v8hi b = {0}; a = a + b;", "invalid operands"),
        ("fmod.c", "v4sf a = {0}; a = a % a;", "invalid operands"),
        ("size.c", "typedef int v3 __attribute__((vector_size(12))); v3 x;", "power of two"),
        ("cast_size.c", "long x = 1; v4si a = (v4si)x;", "different size"),
    ];
    // Elements ibmc does not model: exit 6 where the type is used, with the line.
    let src = format!(
        "{TYPES}typedef long double v2xf __attribute__((vector_size(32)));\n\
         int main(void) {{\n v2xf x = {{0}};\n return 0;\n}}\n"
    );
    let run = check("long_double.c", &src, &[]);
    assert_eq!(run.code, Some(6), "{}", run.describe());
    let line = format!("long_double.c:{}", TYPES.lines().count() + 3);
    assert!(run.stderr.contains(&line), "{}", run.describe());
    assert!(run.stderr.contains("vector of `long double` elements"), "{}", run.describe());
    for (name, body, message) in cases {
        let src = format!("{TYPES}int main(void) {{\n{body}\nreturn 0;\n}}\n");
        let gcc = std::process::Command::new("gcc")
            .args(["-fsyntax-only", "-x", "c", "-"])
            .stdin(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .and_then(|mut c| {
                use std::io::Write as _;
                c.stdin.take().unwrap().write_all(src.as_bytes())?;
                c.wait()
            })
            .unwrap();
        assert!(!gcc.success(), "{name}: gcc accepts it");
        let run = check(name, &src, &[]);
        assert_eq!(run.code, Some(2), "{name}: {}", run.describe());
        assert!(run.stderr.contains(message), "{name}: {}", run.describe());
        assert!(
            run.stderr.contains(&format!("{name}:")),
            "{name}: no file:line: {}",
            run.describe()
        );
    }
}

/// The standard checks apply to each element as to a scalar of the element type, as CBMC's
/// do: division by zero, signed overflow at the element's width (a `signed char` element
/// overflows at 127), and an index out of the vector's elements (the bounds check).
#[test]
fn element_operations_are_checked_like_scalars() {
    // Each program fails one check, in the elements named (a failed check is assumed after).
    let cases: &[(&str, &str, &str, usize)] = &[
        (
            "div.c",
            "v4si x = {1, 2, 3, 4}, y = {1, 1, 0, 1}; v4si q = x / y; return q[0];",
            "division-by-zero",
            1,
        ),
        (
            "overflow.c",
            "v8qi a = {100, 1}, b = {100, 1}; v8qi c = a + b; return c[1];",
            "overflow",
            1,
        ),
        (
            "bounds.c",
            "v4si x = {1, 2, 3, 4}; int i = nondet_int(); return x[i];",
            "array_bounds",
            2,
        ),
    ];
    for (name, body, kind, count) in cases {
        let src = format!("{TYPES}int nondet_int(void);\nint main(void) {{\n{body}\n}}\n");
        let checks = ["--json", "--bounds-check", "--div-by-zero-check", "--signed-overflow-check"];
        let run = check(name, &src, &checks);
        assert_eq!(run.code, Some(10), "{name}: {}", run.describe());
        let json = run.json().expect("a JSON report");
        let line = format!(":{}", TYPES.lines().count() + 3);
        let failed: Vec<&str> = json["properties"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|p| p["status"] == "FAILED")
            .map(|p| p["id"].as_str().unwrap())
            .collect();
        assert_eq!(failed.len(), *count, "{name}: {}", run.stdout);
        assert!(failed.iter().all(|id| id.contains(kind)), "{name}: {}", run.stdout);
        assert!(run.stdout.contains(&line), "{name}: {}", run.stdout);
    }
    // A scalar `signed char` sum is computed in `int`: no overflow there.
    let src = format!("{TYPES}int main(void) {{ signed char a = 100, b = 100; signed char c = a + b; return c; }}\n");
    let run = check("scalar.c", &src, &["--signed-overflow-check"]);
    assert_eq!(run.verdicts(), vec!["VERIFICATION SUCCESSFUL"], "{}", run.describe());
}

/// A counterexample over vector inputs (a bodiless function returning a vector, and an
/// uninitialized vector local) replays under gcc: the harness returns the vector itself
/// (gcc passes it in a vector register) and gives the local its elements.
#[test]
fn counterexamples_over_vector_inputs_replay() {
    let src = format!(
        "{TYPES}v4si nondet_v4si(void);\n\
         v2df nondet_v2df(void);\n\
         int main(void) {{\n\
           v4si x = nondet_v4si();\n\
           v4si y = x * 3 + (v4si){{1, 2, 3, 4}};\n\
           v2df d = nondet_v2df();\n\
           v8hi u;\n\
           if (d[1] == 0.5 && u[5] == -2)\n\
             __CPROVER_assert(y[2] != 30 || x[0] != -1, \"reachable\");\n\
           return 0;\n\
         }}\n"
    );
    let run = check("replay.c", &src, &["--validate", "--trace"]);
    assert_eq!(run.verdicts(), vec!["VERIFICATION FAILED"], "{}", run.describe());
    assert!(run.stdout.contains("x[2] = 9"), "{}", run.stdout);
    assert!(run.stdout.contains("u[5] = -2"), "{}", run.stdout);
    assert!(run.stdout.contains("Replayed with the C compiler: failed"), "{}", run.stdout);
}

/// Properties over symbolic vectors proved for every input and every iteration: the elements
/// of `x * 2` are even, a comparison's elements are 0 or -1, and two elements incremented in
/// lockstep stay equal (an inductive invariant).
#[test]
fn properties_over_symbolic_vectors_are_proved() {
    let src = format!(
        "{TYPES}v4si nondet_v4si(void);\n\
         int main(void) {{\n\
           v4si acc = {{0}}, c = {{7, 1, 2, 7}};\n\
           while (1) {{\n\
             v4si x = nondet_v4si();\n\
             v4si m = x < acc;\n\
             acc = (acc + (x & 1)) & 15;\n\
             c += 1;\n\
             __CPROVER_assert(c[0] == c[3], \"lockstep\");\n\
             __CPROVER_assert(((x * 2) & 1)[3] == 0, \"even\");\n\
             __CPROVER_assert(m[1] == 0 || m[1] == -1, \"mask\");\n\
             __CPROVER_assert(acc[2] >= 0 && acc[2] < 16, \"range\");\n\
           }}\n\
         }}\n"
    );
    let run = check("prove.c", &src, &["--prove"]);
    assert_eq!(run.verdicts(), vec!["VERIFICATION SUCCESSFUL"], "{}", run.describe());
}
