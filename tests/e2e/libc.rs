//! The C library functions ibmc models without a body (issue 41): `strcmp`, `strncmp`,
//! `memcmp`, `strchr`, `strrchr`, `memchr`, `abs`, `labs`, `llabs` and their `__builtin_`
//! forms, `__builtin_printf`. Values are gcc's (`expressions_match_gcc`: ibmc proves the
//! values of the gcc-compiled run and refutes one off by one); the reads past an object's end
//! are `--pointer-check` violations; a counterexample through them replays (`--validate`).

use crate::common::*;

fn check(name: &str, src: &str, extra: &[&str]) -> Run {
    check_source("libc", name, src, extra)
}

fn assert_verdict(name: &str, src: &str, extra: &[&str], verdict: &str) -> Run {
    assert_source_verdict("libc", name, src, extra, verdict)
}

const PRELUDE: &str = "#include <string.h>\n#include <stdlib.h>\n#include <limits.h>";

#[test]
fn string_comparisons_match_gcc() {
    expressions_match_gcc(
        "libc_compare",
        PRELUDE,
        vec![
            (
                // Arrays, not literals: gcc at -O0 calls glibc, whose value is the difference
                // of the first differing bytes as `unsigned char` (0xff is above 'c').
                "char a[8] = \"abc\", b[8] = \"abz\", c[8] = \"ab\\xff\", d[4] = \"abc\", e[8] = \"ab\", f[8] = \"abd\";",
                vec![
                    "strcmp(a, b)",
                    "strcmp(b, a)",
                    "strcmp(a, c)",
                    "strcmp(a, d)",
                    "strcmp(a, e)",
                    "strcmp(e, a)",
                    "strcmp(a, f)",
                    "strcmp(a + 1, b + 1)",
                    "__builtin_strcmp(c, a)",
                    "strncmp(a, b, 2)",
                    "strncmp(a, b, 0)",
                    "strncmp(a, b, 3)",
                    "strncmp(a, e, 5)",
                    "strncmp(a, d, 100)",
                    "__builtin_strncmp(b, f, 3)",
                ],
            ),
            (
                // memcmp of a run-time length and of objects other than byte arrays (an
                // int's bytes, little-endian); gcc folds a comparison of two literals to -1/0/1.
                "char a[4] = \"abc\", b[4] = \"abz\"; int n = 2, m = 3; int u[2] = {1, 2}, v[2] = {1, 0x103};",
                vec![
                    "memcmp(a, b, n)",
                    "memcmp(a, b, m)",
                    "memcmp(u, v, 8)",
                    "memcmp(u, v, 4)",
                    "memcmp(v, u, m * 2)",
                    "__builtin_memcmp(a, b, 3)",
                    "strcmp(\"abc\", \"abz\")",
                    "memcmp(\"abc\", \"abz\", 3)",
                ],
            ),
            (
                // On the heap, through strcpy's result.
                "char *q = malloc(8); char *r = strcpy(q, \"hello\");",
                vec!["r == q", "strcmp(q, \"help\")", "strncmp(q, \"help\", 3)", "strcmp(r, \"hello\")"],
            ),
        ],
    );
}

#[test]
fn string_searches_match_gcc() {
    expressions_match_gcc(
        "libc_search",
        PRELUDE,
        vec![(
            // strchr(s, 0) finds the terminator; c is converted to char (C11 7.24.5.2).
            "char s[10] = \"abcabc\"; char h[4] = \"a\\xff\" \"b\"; char *p = strchr(s, 'c');",
            vec![
                "strchr(s, 'b') - s",
                "strchr(s, 0) - s",
                "strchr(s, 'z') == 0",
                "strchr(s + 2, 'a') - s",
                "strchr(s, 'b' + 256) - s",
                "strchr(h, -1) - h",
                "strchr(h, 255) - h",
                "p[1]",
                "strrchr(s, 'b') - s",
                "strrchr(s, 0) - s",
                "strrchr(s, 'z') == NULL",
                "(char *)memchr(s, 'c', 6) - s",
                "memchr(s, 'c', 2) == 0",
                "memchr(s, 0, 7) != 0",
                "(char *)memchr(h, -1, 3) - h",
                "__builtin_strchr(s, 'c') - s",
                "__builtin_strrchr(s, 'a') - s",
                "(char *)__builtin_memchr(s, 'a', 4) - s",
            ],
        )],
    );
}

#[test]
fn abs_matches_gcc() {
    expressions_match_gcc(
        "libc_abs",
        PRELUDE,
        vec![(
            "int i = -5, j = 7, m = INT_MIN + 1; long l = -9; long long ll = LLONG_MIN + 1;",
            vec![
                "abs(i)",
                "abs(j)",
                "abs(m)",
                "abs(0)",
                "labs(l)",
                "llabs(ll) == LLONG_MAX",
                "__builtin_abs(i)",
                "__builtin_labs(l)",
                "__builtin_llabs(-11LL)",
            ],
        )],
    );
}

#[test]
fn abs_of_int_min_is_a_signed_overflow() {
    // C11 7.22.6.1: undefined. ibmc reports the negation's overflow (CBMC 6.6 a precondition
    // of its library's `abs`); without the check the result is INT_MIN, as glibc's.
    let src = "#include <stdlib.h>\n#include <limits.h>\n#include <assert.h>\nint __VERIFIER_nondet_int(void);\n\
               int main(void) {\n  int x = __VERIFIER_nondet_int();\n  long y = __VERIFIER_nondet_int();\n\
               int a = abs(x);\n  long b = labs(y);\n  assert(x != INT_MIN || a == INT_MIN);\n  return 0;\n}\n";
    let run = check("abs_min.c", src, &["--signed-overflow-check", "--json"]);
    let v = run.json().unwrap_or_else(|| panic!("no json: {}", run.describe()));
    let failed: Vec<String> = get(&v, "properties")
        .as_array()
        .expect("properties")
        .iter()
        .filter(|p| get_str(p, "status") == Some("FAILED"))
        .map(|p| get_str(p, "description").unwrap_or("").to_string())
        .collect();
    // `labs` of an int's value cannot overflow.
    assert_eq!(
        failed,
        vec!["arithmetic overflow on signed unary minus in -x"],
        "{}",
        run.describe()
    );
    assert_verdict("abs_min_unchecked.c", src, &[], "VERIFICATION SUCCESSFUL");
}

#[test]
fn reads_past_the_end_are_pointer_check_violations() {
    let program = |call: &str| {
        format!("#include <string.h>\nint main(void) {{\n  char a[3] = \"abc\"; char b[4] = \"abd\";\n  return {call} != 0;\n}}\n")
    };
    let cases = [
        ("strcmp(a, b)", "VERIFICATION SUCCESSFUL"),
        ("strcmp(a, \"abc\")", "VERIFICATION FAILED"),
        ("strncmp(a, \"abc\", 3)", "VERIFICATION SUCCESSFUL"),
        ("strncmp(a, \"abc\", 4)", "VERIFICATION FAILED"),
        ("strchr(a, 'c')", "VERIFICATION SUCCESSFUL"),
        ("strchr(a, 'z')", "VERIFICATION FAILED"),
        ("strrchr(b, 'z')", "VERIFICATION SUCCESSFUL"),
        ("strrchr(a, 'a')", "VERIFICATION FAILED"),
        ("memchr(a, 'z', 3)", "VERIFICATION SUCCESSFUL"),
        ("memchr(a, 'z', 4)", "VERIFICATION FAILED"),
        ("memcmp(a, b, 3)", "VERIFICATION SUCCESSFUL"),
        ("memcmp(a, b, 4)", "VERIFICATION FAILED"),
    ];
    for (i, (call, verdict)) in cases.into_iter().enumerate() {
        let run = check(&format!("past{i}.c"), &program(call), &["--pointer-check"]);
        assert_eq!(run.verdicts(), vec![verdict], "{call}: {}", run.describe());
        if verdict == "VERIFICATION FAILED" {
            assert!(
                run.stdout.contains("past the end") || run.stdout.contains("fewer bytes"),
                "{call}: {}",
                run.describe()
            );
        }
    }
    // Without the check, a value read past the end is not modelled: never a FAILED verdict.
    let src = "#include <string.h>\n#include <assert.h>\nint main(void) {\n  char a[3] = \"abc\";\n  assert(strcmp(a, \"abc\") != 5);\n  return 0;\n}\n";
    let run = check("past_unchecked.c", src, &[]);
    assert_ne!(run.verdicts(), vec!["VERIFICATION FAILED"], "{}", run.describe());
}

#[test]
fn symbolic_strings_agree_with_a_loop_and_replay() {
    // strcmp's sign against a reference loop over arbitrary bytes (including 0x80.. which a
    // signed char comparison would order the other way), strchr against a search loop.
    let src = "#include <string.h>\n#include <assert.h>\nchar __VERIFIER_nondet_char(void);\n\
               int main(void) {\n  char a[4], b[4];\n  for (int i = 0; i < 3; i++) { a[i] = __VERIFIER_nondet_char(); b[i] = __VERIFIER_nondet_char(); }\n\
               a[3] = b[3] = 0;\n  int ref = 0;\n\
               for (int i = 0; i < 4; i++) { unsigned char x = a[i], y = b[i]; if (x != y) { ref = x < y ? -1 : 1; break; } if (x == 0) break; }\n\
               int r = strcmp(a, b);\n  assert((r > 0) - (r < 0) == ref);\n\
               char *p = strchr(a, 'q'); int k = -1;\n  for (int i = 0; i < 4; i++) { if (a[i] == 'q') { k = i; break; } if (a[i] == 0) break; }\n\
               assert(k < 0 ? p == 0 : p == a + k);\n  return 0;\n}\n";
    assert_verdict("sym_ok.c", src, &["--pointer-check"], "VERIFICATION SUCCESSFUL");
    // A violation behind a comparison and a search replays on the gcc-compiled program.
    let bad = "#include <string.h>\n#include <assert.h>\nchar __VERIFIER_nondet_char(void);\n\
               int main(void) {\n  char a[4];\n  for (int i = 0; i < 3; i++) a[i] = __VERIFIER_nondet_char();\n  a[3] = 0;\n\
               char *p = strrchr(a, 'x');\n  if (p != 0 && p - a == 2 && strcmp(a, \"a\\x80x\") == 0)\n    assert(0);\n  return 0;\n}\n";
    let run = check("sym_bad.c", bad, &["--validate", "--json"]);
    assert_eq!(run.code, Some(10), "{}", run.describe());
    let v = run.json().unwrap_or_else(|| panic!("no json: {}", run.describe()));
    let props = get(&v, "properties").as_array().expect("properties").clone();
    let failed =
        props.iter().find(|p| get_str(p, "status") == Some("FAILED")).expect("a FAILED property");
    let replay = failed.get("validation").map(|r| r.to_string()).unwrap_or_default();
    assert!(replay.contains("failed assert"), "{}", run.describe());
}

#[test]
fn builtin_printf_is_printf() {
    let src = "#include <assert.h>\nint main(void) {\n  int x = 1;\n  __builtin_printf(\"%d\\n\", x);\n  __builtin_puts(\"done\");\n  assert(x == 1);\n  return 0;\n}\n";
    assert_verdict("bprintf.c", src, &[], "VERIFICATION SUCCESSFUL");
    let n = "int main(void) {\n  int k;\n  __builtin_printf(\"ab%n\", &k);\n  return k;\n}\n";
    let run = check("bprintf_n.c", n, &[]);
    assert_eq!(run.code, Some(6), "{}", run.describe());
    assert!(
        run.stderr.contains("bprintf_n.c:3") && run.stderr.contains("%n"),
        "{}",
        run.describe()
    );
}
