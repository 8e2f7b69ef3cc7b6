//! Constant propagation from assumptions (CBMC's `apply_condition`): after
//! `assume(x == k)` the executions that go on have `x == k`, so every variable holding `x`
//! holds `k`. The rule must not leak to executions that did not make the assumption, must
//! see through the integer promotions of narrow types, and must leave float equality alone
//! (`f == 0.0f` also holds for `-0.0f`). Every FAILED verdict is replayed (`--validate`).

use crate::common::*;

fn check(name: &str, body: &str, expected: &str) -> serde_json::Value {
    let dir = scratch("assumptions");
    let src = dir.join(format!("{name}.c"));
    let program = format!(
        "extern int nondet_int(void);\nextern unsigned nondet_uint(void);\n\
         extern signed char nondet_schar(void);\nextern float nondet_float(void);\n\
         int main(void) {{\n{body}\nreturn 0;\n}}\n"
    );
    std::fs::write(&src, program).unwrap();
    let (code, report) = json_run(&[src.to_str().unwrap(), "--validate", "--timeout", "60"]);
    let want = if expected == "FAILED" { Some(10) } else { Some(0) };
    assert_eq!(code, want, "{name}: {report:#}");
    assert_eq!(get_str(&report, "result"), Some(expected), "{name}: {report:#}");
    if expected == "FAILED" {
        let replayed =
            report["properties"].as_array().unwrap().iter().any(|p| p["validated"] == true);
        assert!(replayed, "{name}: the counterexample does not replay: {report:#}");
    }
    report
}

#[test]
fn an_assumed_value_is_the_value_of_every_variable_holding_it() {
    let ok = "SUCCESS";
    let failed = "FAILED";
    check("product", "unsigned x = nondet_uint(); __CPROVER_assume(x == 7u);\nunsigned y = x * 6u; __CPROVER_assert(y == 42u, \"42\");", ok);
    check("product_off", "unsigned x = nondet_uint(); __CPROVER_assume(x == 7u);\nunsigned y = x * 6u; __CPROVER_assert(y == 43u, \"43\");", failed);
    check("copy", "int x = nondet_int(); int y = x; __CPROVER_assume(y == 3);\n__CPROVER_assert(x == 3, \"the copy's source\");", ok);
    check("conjunction", "int x = nondet_int(), y = nondet_int(); __CPROVER_assume(x == 2 && y == -5);\n__CPROVER_assert(x * y == -10, \"both\");", ok);
    check("array", "int a[3] = {0}; a[1] = nondet_int(); __CPROVER_assume(a[1] == 9);\nint k = nondet_int(); __CPROVER_assume(k == 1); __CPROVER_assert(a[k] == 9, \"element\");", ok);
    check("narrow", "signed char s = nondet_schar(); __CPROVER_assume(s == -3);\n__CPROVER_assert((unsigned char)s == 253, \"bits\");", ok);
    check("narrow_off", "signed char s = nondet_schar(); __CPROVER_assume(s == -3);\n__CPROVER_assert((unsigned char)s == 252, \"bits\");", failed);
}

/// The point of the rule: a value fixed by an assumption is computed by the folder, not by
/// the solver. 64 rounds of a multiplicative hash are ~200k clauses for the SAT solver when
/// `x` stays symbolic (`(x ^ k) == 0`, which the rule does not read), none when it does not.
#[test]
fn what_an_assumption_fixes_is_folded() {
    let hash = |assume: &str| {
        format!(
            "unsigned long x = (unsigned long)nondet_uint(); __CPROVER_assume({assume});\n\
             for (int i = 0; i < 64; i++) x = (x ^ (x >> 29)) * 0xbf58476d1ce4e5b9UL;\n\
             __CPROVER_assert(x != 0, \"nonzero\");"
        )
    };
    let clauses = |r: &serde_json::Value| r["stats"]["clauses"].as_u64().unwrap();
    let folded = check("hash_folded", &hash("x == 12345"), "SUCCESS");
    let solved = check("hash_solved", &hash("(x ^ 12345) == 0"), "SUCCESS");
    assert!(
        clauses(&folded) * 100 < clauses(&solved),
        "folded {} clauses, solved {}",
        clauses(&folded),
        clauses(&solved)
    );
}

#[test]
fn an_assumption_on_one_path_does_not_hold_on_the_other() {
    check("one_branch", "int x = nondet_int(); int c = nondet_int();\nif (c) { __CPROVER_assume(x == 1); }\n__CPROVER_assert(x == 1, \"only where c\");", "FAILED");
    check("one_branch_guarded", "int x = nondet_int(); int c = nondet_int();\nif (c) { __CPROVER_assume(x == 1); __CPROVER_assert(x + 1 == 2, \"where c\"); }", "SUCCESS");
}

#[test]
fn float_equality_is_not_a_value() {
    // -0.0f == 0.0f: the assumption leaves both zeros, and 1 / -0.0f is -inf.
    check("negative_zero", "float f = nondet_float(); __CPROVER_assume(f == 0.0f);\nfloat r = 1.0f / f; __CPROVER_assert(r > 0, \"positive\");", "FAILED");
}
