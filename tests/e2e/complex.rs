//! `_Complex` arithmetic (issue 41) against gcc's execution at -O0: every operator, `*` and
//! `/` on infinite, NaN, huge and tiny operands bit for bit (libgcc's `__mul[sd]c3` and
//! `__div[sd]c3`, `src/frontend/complex_libgcc.rs`), the conversions, `__real__`/`__imag__`
//! as values and lvalues, complex values in structs, arrays, parameters and returns; a
//! counterexample over complex inputs that replays, a proof, and what stays unsupported.

use crate::common::*;

/// Helpers that print a float's bits, and operands gcc cannot fold (globals set at run time).
const PRELUDE: &str = "#include <complex.h>\n#include <string.h>\n\
    static long long bd(double x) { long long r; memcpy(&r, &x, 8); return r; }\n\
    static long long bf(float x) { int r; memcpy(&r, &x, 4); return r; }\n\
    double _Complex x, y; float _Complex fx, fy;\n\
    struct S { char c; double _Complex z; float _Complex f[2]; };\n\
    double _Complex twice(double _Complex z) { return z + z; }\n\
    struct S pass(struct S s) { s.z = ~s.z; __real__ s.f[1] = 5.0f; return s; }\n\
    _Complex int ci(_Complex int a, int b) { return a * b + 1; }\n";

/// The statements setting `x = a + bi`, `y = c + di` and their `float` twins.
fn operands(a: &str, b: &str, c: &str, d: &str) -> String {
    format!(
        "__real__ x = {a}; __imag__ x = {b}; __real__ y = {c}; __imag__ y = {d};\
         __real__ fx = {a}; __imag__ fx = {b}; __real__ fy = {c}; __imag__ fy = {d};"
    )
}

/// The bits of both parts of `x op y` and `fx op fy` for each operator.
fn all_operators() -> Vec<String> {
    let mut v = Vec::new();
    for op in ["*", "/", "+", "-"] {
        for part in ["__real__", "__imag__"] {
            v.push(format!("bd({part} (x {op} y))"));
            v.push(format!("bf({part} (fx {op} fy))"));
        }
    }
    v.push("x == y".into());
    v.push("fx != fy".into());
    v
}

#[test]
fn multiplication_and_division_are_libgccs_bit_for_bit() {
    let inf = "__builtin_inf()";
    let nan = "__builtin_nan(\"\")";
    let quads: Vec<[String; 4]> = [
        ["1.5", "-2.0", "0.1", "3.0"],
        // Infinities recovered from NaN + NaN i, both factors and both divisions.
        [inf, nan, "2.0", "0.5"],
        ["1.0", "2.0", inf, nan],
        [&format!("-{inf}"), "0.0", "0.0", "0.0"],
        ["3.0", "-4.0", "0.0", "-0.0"],
        [nan, inf, &format!("-{inf}"), "0.1"],
        // Overflow of the products, scaling of huge and tiny divisors (__divdc3), a
        // subnormal ratio.
        ["1e308", "1e308", "1e308", "-1e308"],
        ["1e-310", "3.0", "1e-300", "2e-320"],
        ["1e38", "-1e38", "1e-40", "3e38"],
        ["5.0", "7.0", "1e300", "1e-300"],
        [nan, nan, nan, "1.0"],
    ]
    .iter()
    .map(|q| q.map(|s| s.to_string()))
    .collect();
    let ops = all_operators();
    let stmts: Vec<String> = quads.iter().map(|[a, b, c, d]| operands(a, b, c, d)).collect();
    let cases = stmts.iter().map(|s| (s.as_str(), ops.iter().map(String::as_str).collect()));
    expressions_match_gcc("complex_mul_div", PRELUDE, cases.collect());
}

/// Annex G.5.1 as gcc does it: a real operand is not converted to complex for `+ - *`, nor
/// for a complex divided by a real (parts computed directly: `inf * (1 + 0i)` has no NaN);
/// a real divided by a complex is `(r + 0i) / z`.
#[test]
fn real_operands_are_not_made_complex() {
    let inf = "__builtin_inf()";
    let s = operands(inf, "0.0", "2.0", "-0.0");
    expressions_match_gcc(
        "complex_real_operands",
        PRELUDE,
        vec![(
            &s,
            vec![
                "bd(__real__ (x * 2.0))",
                "bd(__imag__ (x * 2.0))",
                "bd(__imag__ (3.0 * y))",
                "bd(__imag__ (1.0 - y))",
                "bd(__imag__ (y + 1.0))",
                "bd(__real__ (y / 0.0))",
                "bd(__imag__ (y / 0.0))",
                "bd(__real__ (1.0 / y))",
                "bd(__imag__ (1.0 / y))",
                "bf(__imag__ (fx * 2.0f))",
                "bd(__imag__ (fy * 2.0))",
            ],
        )],
    );
}

/// Conversions (C11 6.3.1.6-7, 6.3.1.2), unary operators, comparisons, `__real__`/`__imag__`
/// as lvalues, `<complex.h>`'s `creal cimag conj I`, imaginary constants, gcc's integer
/// complex types (`/` by gcc's wide algorithm), and complex values in structs, arrays,
/// parameters and returns.
#[test]
fn conversions_lvalues_and_aggregates_match_gcc() {
    expressions_match_gcc(
        "complex_conversions",
        PRELUDE,
        vec![
            (
                "double _Complex z = 2.5; float _Complex f = z; int i = (int) (z + 3.7i);\
                 _Bool b1 = 0.0 + 1.0i, b0 = (double _Complex) -0.0; double d = f * 2;\
                 __real__ z += 1.0; __imag__ z = -3.0; __imag__ z *= 2;\
                 double _Complex w = -z, c = ~z, k = conj(z) + 2.0 * I;",
                vec![
                    "i",
                    "b1",
                    "b0",
                    "bd(d)",
                    "bd(creal(z))",
                    "bd(cimag(z))",
                    "bd(__imag__ w)",
                    "bd(__imag__ c)",
                    "bd(cimag(k))",
                    "z == 3.5 - 6.0i",
                    "z != 3.5",
                    "!z",
                    "sizeof(z)",
                    "_Alignof(double _Complex)",
                    "sizeof(float _Complex)",
                    "sizeof(_Complex char)",
                ],
            ),
            (
                "_Complex int a = 7 + 3i; _Complex unsigned char u = 250 + 10i; u *= 2;\
                 _Complex int q = a / (2 - 1i); _Complex unsigned t = 42; t /= 7;\
                 _Complex int m = a * (1 + 2i); _Complex int r = ci(a, 3);\
                 _Complex int n = a; n++; --n; n--; int post = __real__ (n++);",
                vec![
                    "__real__ n",
                    "__imag__ n",
                    "post",
                    "__real__ u",
                    "__imag__ u",
                    "__real__ q",
                    "__imag__ q",
                    "__real__ t",
                    "__real__ m",
                    "__imag__ m",
                    "__real__ r",
                    "__imag__ r",
                    "sizeof(a)",
                ],
            ),
            (
                "struct S s = { 1, 1.0 + 2.0i, { 3.0f, 4.0f + 1.0fi } }; struct S t = pass(s);\
                 double _Complex arr[3] = { 1.0, 2.0i, 3.0 + 3.0i }; arr[1] += arr[2];\
                 double _Complex v = twice(arr[1]); float _Complex g = __builtin_complex(1.5f, -2.0f);",
                vec![
                    "bd(__imag__ t.z)",
                    "bd(__real__ t.f[1])",
                    "bd(__imag__ t.f[1])",
                    "bd(__imag__ s.z)",
                    "bd(__real__ v)",
                    "bd(__imag__ v)",
                    "bf(cimagf(g))",
                    "sizeof(struct S)",
                    "__builtin_offsetof(struct S, f)",
                ],
            ),
        ],
    );
}

#[test]
fn static_initializers_are_constants() {
    expressions_match_gcc(
        "complex_static_init",
        "struct P { _Complex unsigned short x; };\n\
         struct P gp = { 100 + 200i };\n\
         float _Complex gf = 1.0 + 14.0 * (1.0fi);\n\
         _Complex gd = 3.0 + 1.0iF;\n\
         double _Complex ga[2] = { 1.0, -2.0i };\n",
        vec![(
            "",
            vec![
                "__real__ gp.x",
                "__imag__ gp.x",
                "(int) __imag__ gf",
                "(int) __real__ gd",
                "(int) __imag__ gd",
                "(int) __imag__ ga[1]",
            ],
        )],
    );
}

/// A violation over complex inputs (a function without a body returning one, and parts read
/// from `__VERIFIER_nondet_double`) whose trace replays with gcc, the inputs set exactly.
#[test]
fn counterexample_over_complex_inputs_replays() {
    let run = check_source(
        "complex",
        "cex.c",
        "extern void reach_error(void);\n\
         extern double __VERIFIER_nondet_double(void);\n\
         float _Complex input(void);\n\
         int main(void) {\n\
           float _Complex z = input();\n\
           double _Complex w;\n\
           __real__ w = __VERIFIER_nondet_double(); __imag__ w = 0.5;\n\
           float _Complex p = z * z;\n\
           if (__imag__ p == 12.0f && __real__ p == 5.0f && __real__ w == -__real__ z)\n\
             reach_error();\n\
           return 0;\n\
         }\n",
        &["--validate", "--json"],
    );
    let v = run.json().expect("json");
    assert_eq!(v["result"], "FAILED", "{}", run.describe());
    assert_eq!(v["properties"][0]["validated"], true, "{v}");
}

#[test]
fn a_property_over_complex_values_is_proved() {
    assert_source_verdict(
        "complex",
        "proof.c",
        "#include <complex.h>\n\
         extern float __VERIFIER_nondet_float(void);\n\
         extern void __VERIFIER_assume(int);\n\
         extern void reach_error(void);\n\
         int main(void) {\n\
           float _Complex z;\n\
           __real__ z = __VERIFIER_nondet_float(); __imag__ z = __VERIFIER_nondet_float();\n\
           __VERIFIER_assume(__real__ z > -1e15f && __real__ z < 1e15f);\n\
           __VERIFIER_assume(__imag__ z > -1e15f && __imag__ z < 1e15f);\n\
           float _Complex n = z * conjf(z);\n\
           if (cimagf(n) != 0.0f || crealf(n) < 0.0f) reach_error();\n\
           return 0;\n\
         }\n",
        &[],
        "VERIFICATION SUCCESSFUL",
    );
}

/// What is not modelled is refused with its `file:line` (exit 6): `long double _Complex`,
/// the C library's complex functions, and the product of two complex constants (gcc folds
/// it correctly rounded, which libgcc's multiplication need not be).
#[test]
fn unmodelled_complex_constructs_are_unsupported() {
    for (name, src, what) in [
        ("ld.c", "int main(void) {\n long double _Complex z = 1;\n return 0; }\n", "long double"),
        (
            "cexp.c",
            "#include <complex.h>\nint main(void) {\n double _Complex z = 1;\n z = cexp(z);\n return 0; }\n",
            "cexp",
        ),
        (
            "constmul.c",
            "int main(void) {\n double _Complex z = (1.0 + 2.0i) * (0.1 + 3.0i);\n return 0; }\n",
            "complex constants",
        ),
    ] {
        let run = check_source("complex", name, src, &[]);
        assert_eq!(run.code, Some(6), "{name}: {}", run.describe());
        assert!(run.stderr.contains(&format!("{name}:")), "{name}: {}", run.stderr);
        assert!(run.stderr.contains(what), "{name}: {}", run.stderr);
    }
}
