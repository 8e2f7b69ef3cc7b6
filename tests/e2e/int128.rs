//! `__int128` and `unsigned __int128` (issue 41) and `__CPROVER_bitvector[128]`: arithmetic, division and remainder of
//! negative values, shifts by 64..127, comparisons, conversions to and from every narrower
//! integer type and the usual arithmetic conversions, all against gcc's values (each 128-bit
//! value compared as its two 64-bit halves); a counterexample whose input is a 128-bit value
//! that replays with `--validate`; a proof over 128-bit state; the constructs that stay
//! unsupported, with their `file:line`.

use crate::common::*;

/// The halves of a 128-bit expression, as `expressions_match_gcc` compares `long long`s.
fn halves(e: &str) -> [String; 2] {
    [format!("(unsigned long long)((u128)({e}) >> 64)"), format!("(unsigned long long)({e})")]
}

fn cases_of(list: &[(&'static str, &[&str])]) -> Vec<(&'static str, Vec<String>)> {
    list.iter().map(|(s, es)| (*s, es.iter().flat_map(|e| halves(e)).collect())).collect()
}

/// Each case twice: on constants (the term layer's folding) and with every value offset by
/// an input `z` that the program forces to 0 (gcc's stub returns 0), so that the values are
/// terms the encoder computes.
fn check(name: &str, list: &[(&'static str, &[&str])]) {
    let cases = cases_of(list);
    let owned: Vec<(String, Vec<String>)> = cases
        .iter()
        .flat_map(|(s, es)| {
            let symbolic = format!("int z = __VERIFIER_nondet_int(); if (z != 0) return 0;\n{s}");
            [(s.to_string(), es.clone()), (symbolic, es.clone())]
        })
        .collect();
    let borrowed: Vec<(&str, Vec<&str>)> =
        owned.iter().map(|(s, es)| (s.as_str(), es.iter().map(String::as_str).collect())).collect();
    expressions_match_gcc(
        name,
        "typedef __int128 i128;\ntypedef unsigned __int128 u128;\nint __VERIFIER_nondet_int(void);",
        borrowed,
    );
}

#[test]
fn int128_arithmetic_matches_gcc() {
    check(
        "int128_arith",
        &[
            (
                "i128 a = ((i128)0x123456789LL << 70) + 12345; i128 b = -((i128)987654321 << 40) - 7;",
                &["a + b", "a - b", "a * b", "a / b", "a % b", "-a / b", "-a % b", "b / 3", "b % 3", "~a", "a ^ b", "a & b | 5"],
            ),
            (
                "u128 u = ((u128)0xfedcba9876543210ULL << 64) | 0x0123456789abcdefULL; u128 v = 0xffffffffffffULL;",
                &["u * v", "u / v", "u % v", "u - v * 7", "u + u", "-u", "u / (u >> 3)"],
            ),
        ],
    );
}

#[test]
fn int128_shifts_and_comparisons_match_gcc() {
    check(
        "int128_shifts",
        &[(
            "u128 u = ((u128)0xdeadbeefULL << 64) | 0xcafebabe12345678ULL; i128 s = (i128)(u | ((u128)1 << 127)); int k = 64; int j = 127; int m = 100;",
            &[
                "u << k", "u >> k", "s >> j", "s >> m", "u << m", "u >> j", "s << 1", "(u128)s >> m",
                "s < 0", "u > (u128)s", "s < (i128)u", "u == (u128)s", "(u128)s >= u", "s <= -1",
            ],
        )],
    );
}

#[test]
fn int128_conversions_and_promotions_match_gcc() {
    check(
        "int128_conv",
        &[
            (
                "signed char c = -3; unsigned char uc = 250; short sh = -300; unsigned short us = 65000; int i = -70000; unsigned ui = 4000000000u; long l = -5000000000L; unsigned long ul = 18000000000000000000UL; _Bool bo = 1;",
                &[
                    "(i128)c", "(u128)c", "(i128)uc", "(i128)sh", "(u128)us", "(i128)i", "(u128)i",
                    "(i128)ui", "(i128)l", "(u128)l", "(i128)ul", "(i128)bo",
                    // The usual arithmetic conversions: __int128 ranks above long.
                    "(i128)-1 + ul", "(u128)1 - l", "l * (i128)ul", "sizeof((i128)0 + ul) * 1000 + sizeof(l + (u128)0)",
                    "(i128)-1 < ul", "(u128)1 > -1", "i < (u128)0", "_Alignof(i128) * 100 + sizeof(u128)",
                ],
            ),
            (
                "u128 big = ((u128)0x8123456789abcdefULL << 64) | 0xfedcba98f6543280ULL; i128 neg = -((i128)0x1234 << 80) - 1;",
                &[
                    "(signed char)big", "(unsigned char)big", "(short)neg", "(unsigned short)big",
                    "(int)big", "(unsigned)neg", "(long)big", "(unsigned long)neg", "(_Bool)big",
                    "(_Bool)(big >> 127 >> 1)", "(i128)big", "(u128)neg",
                ],
            ),
        ],
    );
}

#[test]
fn a_128_bit_input_counterexample_replays() {
    let src = "#include <assert.h>\ntypedef unsigned __int128 u128;\nu128 __VERIFIER_nondet_u128(void);\n\
        int main(void) {\n  u128 x = __VERIFIER_nondet_u128();\n  __int128 s = (__int128)x;\n\
        if ((x >> 116) == 0xabc && (unsigned long long)x == 0x1234 && s < 0)\n    assert(0);\n  return 0;\n}\n";
    let run = check_source("int128", "cex.c", src, &["--validate", "--trace"]);
    assert_eq!(run.code, Some(10), "{}", run.describe());
    assert!(run.stdout.contains("Replayed with the C compiler: failed"), "{}", run.describe());
    // The input is above i128::MAX: printed as the unsigned value it is.
    let input = run.stdout.lines().find(|l| l.contains("input  x = ")).expect("input step");
    let value: u128 =
        input.split("x = ").nth(1).unwrap().split(' ').next().unwrap().parse().unwrap();
    assert_eq!((value >> 116, value as u64), (0xabc, 0x1234), "{input}");
}

#[test]
fn a_property_of_128_bit_state_is_proved() {
    let src = "#include <assert.h>\ntypedef unsigned __int128 u128;\nint __VERIFIER_nondet_int(void);\n\
        int main(void) {\n  u128 x = (u128)1 << 100;\n  u128 y = ((u128)1 << 90) + 2;\n  while (1) {\n\
        int k = __VERIFIER_nondet_int();\n    if (k > 0) x += (u128)k << 64; else x -= 2;\n    y = y * 3 + 1;\n\
        assert((x & 1) == 0);\n    assert((y & 1) == (y >> 127 >> 1 & 1) || 1);\n  }\n}\n";
    let run = check_source("int128", "proof.c", src, &["--prove"]);
    assert_eq!(run.code, Some(0), "{}", run.describe());
    assert!(run.stdout.contains("Proof: k-induction"), "{}", run.describe());
}

#[test]
fn int128_float_conversions_and_mixed_overflow_builtins_are_rejected_with_their_line() {
    let float = "#include <assert.h>\nint main(void) {\n  double d = 2.5;\n  __int128 x = (__int128)d;\n  assert(x == 2);\n}\n";
    let run = check_source("int128", "float.c", float, &[]);
    assert_eq!(run.code, Some(6), "{}", run.describe());
    assert!(
        run.stderr.contains("float.c:4") && run.stderr.contains("__int128"),
        "{}",
        run.describe()
    );
    let builtin = "int main(void) {\n  long r;\n  __int128 a = 5;\n  __CPROVER_assert(!__builtin_mul_overflow(a, 3L, &r), \"\");\n}\n";
    let run = check_source("int128", "builtin.c", builtin, &[]);
    assert_eq!(run.code, Some(6), "{}", run.describe());
    assert!(run.stderr.contains("builtin.c:4"), "{}", run.describe());
}

#[test]
fn same_type_overflow_builtins_and_the_signed_overflow_check_work_at_128_bits() {
    expressions_match_gcc(
        "int128_overflow",
        "typedef __int128 i128;",
        vec![(
            "i128 r1, r2; i128 big = (i128)1 << 126; int o1 = __builtin_add_overflow(big, big, &r1); int o2 = __builtin_mul_overflow(big, (i128)-2, &r2);",
            vec!["o1", "o2", "(long long)(r1 >> 64)", "(long long)(r2 >> 64)"],
        )],
    );
    let src = "typedef __int128 i128;\nint __VERIFIER_nondet_int(void);\nint main(void) {\n\
        i128 x = (i128)1 << 126;\n  int k = __VERIFIER_nondet_int();\n  if (k > 1) x = x * k;\n  return 0;\n}\n";
    let run = check_source("int128", "ovf.c", src, &["--signed-overflow-check", "--validate"]);
    assert_eq!(run.code, Some(10), "{}", run.describe());
    assert!(run.stdout.contains("arithmetic overflow on signed *"), "{}", run.describe());
}

/// CBMC's `__CPROVER_bitvector[128]` is `__int128` (CBMC says SUCCESSFUL to the same program);
/// other widths above 64 stay exit 6 with their line (CBMC's sizes are `ceil(N / 8)` bytes).
#[test]
fn cprover_bitvectors_of_128_bits_compute_like_cbmc() {
    let src = "int main(void) {\n  unsigned __CPROVER_bitvector[128] v = 1;\n  v = (v << 127) + (v << 127);\n\
        __CPROVER_assert(v == 0 && sizeof v == 16, \"wraps at 2^128\");\n  __CPROVER_bitvector[128] n = -1;\n\
        __CPROVER_assert(n < 0 && (n >> 127) == -1, \"signed\");\n}\n";
    let run = check_source("int128", "bv128.c", src, &[]);
    assert_eq!(run.code, Some(0), "{}", run.describe());
    let src = "int main(void) {\n  unsigned __CPROVER_bitvector[69] v = 1;\n  return v == 1;\n}\n";
    let run = check_source("int128", "bv69.c", src, &[]);
    assert_eq!(run.code, Some(6), "{}", run.describe());
    assert!(run.stderr.contains("bv69.c:2"), "{}", run.describe());
}
