//! CBMC's semantic options and built-in models that its regression suite uses (issue 41):
//! `--nondet-static`, ... Each is compared with CBMC 6.6's verdicts per property (recorded
//! here from `cbmc FILE OPTIONS`; gcc has no counterpart of these options).

use crate::common::*;

/// `(description, status)` of every property of a `--json` run of a fixture.
fn fixture_statuses(file: &str, extra: &[&str]) -> (Option<i32>, Vec<(String, String)>) {
    let path = format!("tests/cbmc_semantics/{file}");
    let mut args = vec![path.as_str(), "--timeout", "60"];
    args.extend_from_slice(extra);
    let (code, v) = json_run(&args);
    let props = v["properties"].as_array().expect("properties").clone();
    let got = props
        .iter()
        .map(|p| {
            (
                p["description"].as_str().unwrap_or("").to_string(),
                p["status"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect();
    (code, got)
}

fn expect(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs.iter().map(|(d, s)| (d.to_string(), s.to_string())).collect()
}

/// CBMC's nondet_static.cpp: static variables start from arbitrary values, except const ones
/// and those with const components (through typedefs, struct members at any depth, arrays,
/// const pointers; not pointers to const) and `__CPROVER_*` ones; block-scope statics too.
#[test]
fn nondet_static_initializes_as_cbmc_does() {
    let (code, got) = fixture_statuses("nondet_static.c", &["--nondet-static"]);
    // cbmc 6.6 tests/cbmc_semantics/nondet_static.c --nondet-static
    let want = expect(&[
        ("g", "FAILED"),
        ("k", "SUCCESS"),
        ("cp", "SUCCESS"),
        ("pc", "FAILED"),
        ("cps", "SUCCESS"),
        ("hc", "SUCCESS"),
        ("ne", "SUCCESS"),
        ("pl", "FAILED"),
        ("pls", "FAILED"),
        ("mine", "SUCCESS"),
        ("local static", "FAILED"),
    ]);
    assert_eq!(got, want);
    assert_eq!(code, Some(10));
    // Without the option every initializer holds, as in a compiled run.
    let (code, got) = fixture_statuses("nondet_static.c", &[]);
    assert!(got.iter().all(|(_, s)| s == "SUCCESS"), "{got:?}");
    assert_eq!(code, Some(0));
}

/// C11 6.6p9: an integer constant converted to a pointer type is an address constant, so it
/// may initialize a static pointer (gcc accepts `int *p = (int *)16;`).
#[test]
fn integer_constant_cast_to_pointer_initializes_a_static() {
    let src = "int *p = (int *)16;\nstruct s { int *q; int v; } t = { (int *)32, 1 };\n\
               int main(void) { __CPROVER_assert(p == (int *)16, \"p\");\n\
               __CPROVER_assert(t.q == (int *)32, \"q\");\n\
               __CPROVER_assert(t.q == (int *)16, \"other\"); return 0; }\n";
    let run = check_source("cbmc_semantics", "address_constant.c", src, &["--json"]);
    let v = run.json().unwrap_or_else(|| panic!("no json: {}", run.describe()));
    let got: Vec<String> = v["properties"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["status"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(got, ["SUCCESS", "SUCCESS", "FAILED"], "{}", run.describe());
}

/// CBMC's uninterpreted functions (`__CPROVER_uninterpreted_*` without a body): equal
/// arguments give equal results, in loops and across argument types; nothing else is known.
#[test]
fn uninterpreted_functions_are_functionally_consistent() {
    let (code, got) = fixture_statuses("uninterpreted.c", &[]);
    // cbmc 6.6 tests/cbmc_semantics/uninterpreted.c
    let want = expect(&[
        ("consistent in a loop", "SUCCESS"),
        ("same", "SUCCESS"),
        ("different args", "FAILED"),
        ("d", "FAILED"),
        ("unknown value", "FAILED"),
    ]);
    assert_eq!(got, want);
    assert_eq!(code, Some(10));
}

/// Consistency holds across frames: a call in frame k is tied to the calls of earlier
/// frames; the violation with another argument replays on the compiled program (whose
/// harness returns the trace's results).
#[test]
fn uninterpreted_functions_are_consistent_across_frames() {
    let (_, got) = fixture_statuses("uninterpreted_loop.c", &["--unwind-max", "3", "--validate"]);
    let want = expect(&[("same as before the loop", "SUCCESS"), ("another argument", "FAILED")]);
    assert_eq!(got, want);
    let path = "tests/cbmc_semantics/uninterpreted_loop.c";
    let (_, v) =
        json_run(&[path, "--unwind-max", "3", "--validate", "--property", "main.assertion.2"]);
    assert_eq!(v["properties"][0]["validated"].as_bool(), Some(true), "{v}");
}

/// CBMC's library `fopen` (NULL or a fresh `FILE`) and `fgets` (a string shorter than `size`,
/// else NULL): what the program can rely on holds, the rest is open; a trace that needs an
/// opened file does not replay on the compiled run (the file does not exist there) and says
/// so.
#[test]
fn fopen_and_fgets_are_modelled_as_cbmc_library() {
    let (_, got) = fixture_statuses("stdio.c", &[]);
    let want = expect(&[
        ("assertion strlen(buf) < 8", "SUCCESS"),
        ("assertion buf[0] != 'x'", "FAILED"),
        ("assertion f == 0", "FAILED"),
    ]);
    assert_eq!(got, want);
    let path = "tests/cbmc_semantics/stdio.c";
    let run = ibmc(&strings(&[path, "--property", "main.assertion.3", "--validate"]));
    assert!(
        run.stderr.contains("probably inconclusive") && run.stderr.contains("<fopen fails>"),
        "{}",
        run.describe()
    );
}

/// A function the program declares without a body and that returns a pointer returns CBMC's
/// nondet pointer (any object's address, or none); a C library one without a model is refused.
#[test]
fn bodiless_pointer_functions_of_the_program_return_any_pointer() {
    let src = "char *get(void);\nint main(void) { char *p = get();\n\
               __CPROVER_assert(p == 0, \"null\"); return 0; }\n";
    assert_source_verdict("cbmc_semantics", "bodiless_ptr.c", src, &[], "VERIFICATION FAILED");
    let src = "char *strerror(int);\nint main(void) { char *p = strerror(1); return p == 0; }\n";
    let run = check_source("cbmc_semantics", "strerror.c", src, &[]);
    assert_eq!(run.code, Some(6), "{}", run.describe());
    assert!(run.stderr.contains("strerror.c:2"), "{}", run.describe());
}
