//! Runtime checks (`--signed-overflow-check`, `--unsigned-overflow-check`, `--div-by-zero-check`,
//! `--shift-check`, `--conversion-check`, `--bounds-check`) end to end.
//!
//! * tests/checks/concrete.c: one operation per function on concrete operands; ibmc's verdict
//!   with the function as entry must be the expected one, and gcc must agree: the file is
//!   compiled with `-fsanitize=undefined,bounds -fno-sanitize-recover=all` (undefined
//!   behaviour kills the run) and, for what is not undefined but flagged (unsigned wrap,
//!   conversions), with a reference condition built with `__builtin_*_overflow`.
//! * property ids and descriptions (`--show-properties`), present only with their flag;
//! * the failing property in `--json`;
//! * a check in a loop condition fires at its frame; checks change neither loop ids nor frames;
//! * every flag with `--k-induction`: a safe program is proved, an unsafe one fails.

use crate::common::*;
use serde_json::Value;
use std::process::Command;
use std::time::Duration;

const ALL_FLAGS: [&str; 6] = [
    "--signed-overflow-check",
    "--unsigned-overflow-check",
    "--div-by-zero-check",
    "--shift-check",
    "--conversion-check",
    "--bounds-check",
];

fn path(name: &str) -> String {
    format!("tests/checks/{name}")
}

fn run(args: &[&str]) -> Run {
    ibmc(&strings(args))
}

/// `--json` run; panics with the run's output when stdout is not one JSON object.
fn json(args: &[&str]) -> (Run, Value) {
    let mut a = args.to_vec();
    a.push("--json");
    let r = run(&a);
    let j = r.json().unwrap_or_else(|| panic!("no JSON: {}", r.describe()));
    (r, j)
}

/// The property class a flag's checks have.
fn class_of(flag: &str) -> &'static str {
    match flag {
        "--signed-overflow-check" | "--unsigned-overflow-check" | "--conversion-check" => {
            "overflow"
        }
        "--div-by-zero-check" => "division-by-zero",
        "--shift-check" => "undefined-shift",
        "--bounds-check" => "array_bounds",
        _ => panic!("unknown flag {flag}"),
    }
}

fn failed_ids(j: &Value) -> Vec<String> {
    j["properties"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|p| p["status"] == "FAILED")
        .map(|p| p["id"].as_str().unwrap_or("").to_string())
        .collect()
}

// ---------------------------------------------------------------------------
// Concrete cases against gcc.

struct Case {
    name: String,
    flags: Vec<String>,
    expect: String,
    oracle: bool,
}

fn concrete_cases() -> Vec<Case> {
    let text = std::fs::read_to_string(root().join(path("concrete.c"))).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let mut cases = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        let Some(rest) = l.strip_prefix("// --") else { continue };
        let (flags, expect) =
            rest.rsplit_once(": ").unwrap_or_else(|| panic!("concrete.c:{}: bad header", i + 1));
        let mut ew = expect.split_whitespace();
        let verdict = ew.next().unwrap().to_string();
        let oracle = ew.next() != Some("nooracle");
        assert!(verdict == "FAILED" || verdict == "SUCCESSFUL", "concrete.c:{}: {verdict}", i + 1);
        let next = lines
            .get(i + 1)
            .and_then(|n| n.strip_prefix("void "))
            .expect("a function after the header");
        let name = next.split('(').next().unwrap().to_string();
        let flags = format!("--{flags}").split_whitespace().map(String::from).collect();
        cases.push(Case { name, flags, expect: verdict, oracle });
    }
    cases
}

/// Compiles concrete.c as the oracle (undefined behaviour and failed references kill it).
fn build_oracle(cases: &[Case]) -> std::path::PathBuf {
    let dir = scratch("checks-oracle");
    let list: String = cases.iter().map(|c| format!("{{ \"{0}\", {0} }},\n", c.name)).collect();
    std::fs::write(dir.join("cases.h"), list).unwrap();
    let bin = dir.join("oracle");
    let out = Command::new("gcc")
        .args([
            "-O0",
            "-w",
            "-DORACLE",
            "-fsanitize=undefined,bounds",
            "-fno-sanitize-recover=all",
            "-I",
        ])
        .arg(&dir)
        .arg(root().join(path("concrete.c")))
        .arg("-o")
        .arg(&bin)
        .output()
        .expect("run gcc");
    assert!(
        out.status.success(),
        "gcc -fsanitize=undefined failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    bin
}

/// Checks one case; Err(explanation) on a disagreement.
fn check_case(oracle: &std::path::Path, c: &Case) -> Result<(), String> {
    let mut problems = Vec::new();
    if c.oracle {
        let o = run_cmd(
            &oracle.to_string_lossy(),
            std::slice::from_ref(&c.name),
            Duration::from_secs(20),
        );
        let gcc = if o.code == Some(0) { "SUCCESSFUL" } else { "FAILED" };
        if gcc != c.expect {
            problems.push(format!("gcc says {gcc} ({})", o.stderr.trim()));
        }
    }
    let mut args = vec![
        path("concrete.c"),
        "--function".into(),
        c.name.clone(),
        "--stop-on-fail".into(),
        "--json".into(),
    ];
    args.extend(c.flags.iter().cloned());
    let r = ibmc(&args);
    let j = r.json().unwrap_or(Value::Null);
    let got = match j["result"].as_str() {
        Some("FAILED") => "FAILED",
        Some("SUCCESS") => "SUCCESSFUL",
        _ => "ERROR",
    };
    if got != c.expect {
        problems.push(format!("ibmc says {got}: {}", r.describe()));
    } else if got == "FAILED" {
        // The violated property is a check of this function, of a class the flags enable.
        let classes: Vec<&str> = c.flags.iter().map(|f| class_of(f)).collect();
        let ids = failed_ids(&j);
        let ok = !ids.is_empty()
            && ids.iter().all(|id| {
                let mut parts = id.split('.');
                parts.next() == Some(c.name.as_str())
                    && parts.next().is_some_and(|cl| classes.contains(&cl))
            });
        if !ok {
            problems.push(format!(
                "failed properties {ids:?} are not checks of {} of classes {classes:?}",
                c.name
            ));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{} ({} expected with {}): {}",
            c.name,
            c.expect,
            c.flags.join(" "),
            problems.join("; ")
        ))
    }
}

#[test]
fn concrete_cases_agree_with_gcc() {
    let cases = concrete_cases();
    for flag in ALL_FLAGS {
        let n = cases.iter().filter(|c| c.flags.iter().any(|f| f == flag)).count();
        assert!(n >= 5, "only {n} cases for {flag}");
    }
    assert!(cases.iter().filter(|c| c.expect == "FAILED").count() >= 40);
    assert!(cases.iter().filter(|c| c.expect == "SUCCESSFUL").count() >= 40);
    let oracle = build_oracle(&cases);
    let threads = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(2).min(8);
    let chunk = cases.len().div_ceil(threads);
    let failures: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = cases
            .chunks(chunk)
            .map(|part| {
                s.spawn(|| {
                    part.iter().filter_map(|c| check_case(&oracle, c).err()).collect::<Vec<_>>()
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    assert!(
        failures.is_empty(),
        "{} of {} cases disagree:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n\n")
    );
}

// ---------------------------------------------------------------------------
// Properties: ids, descriptions, only with their flag.

/// (id, line, description) of the properties `--show-properties --json` lists.
fn properties(file: &str, flags: &[&str]) -> Vec<(String, u64, String)> {
    let p = path(file);
    let mut args = vec![p.as_str(), "--show-properties"];
    args.extend_from_slice(flags);
    let (r, j) = json(&args);
    assert_eq!(r.code, Some(0), "{}", r.describe());
    j["properties"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let loc = p["location"].as_str().unwrap();
            let (file, line) = split_location(loc).unwrap();
            assert_eq!(file, "props.c");
            (
                p["id"].as_str().unwrap().to_string(),
                line,
                p["description"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

type Prop<'a> = (&'a str, u64, &'a str);

fn props(list: &[Prop]) -> Vec<(String, u64, String)> {
    list.iter().map(|(i, l, d)| (i.to_string(), *l, d.to_string())).collect()
}

#[test]
fn each_flag_adds_its_properties_and_only_those() {
    let assertion = ("main.assertion.1", 19, "assertion x != 42");
    assert_eq!(properties("props.c", &[]), props(&[assertion]), "no check without a flag");
    let expected: [(&str, Vec<Prop>); 6] = [
        (
            "--signed-overflow-check",
            vec![
                ("f.overflow.1", 8, "arithmetic overflow on signed division in x / y"),
                ("main.overflow.1", 16, "arithmetic overflow on signed shl in x << y"),
                ("main.overflow.2", 20, "arithmetic overflow on signed unary minus in -s"),
                ("main.overflow.3", 20, "arithmetic overflow on signed + in -s + (int)c"),
            ],
        ),
        (
            "--unsigned-overflow-check",
            vec![("main.overflow.1", 15, "arithmetic overflow on unsigned - in u - 1u")],
        ),
        ("--div-by-zero-check", vec![("f.division-by-zero.1", 8, "division by zero in x / y")]),
        (
            "--shift-check",
            vec![
                ("main.undefined-shift.1", 16, "shift distance is negative in x << y"),
                ("main.undefined-shift.2", 16, "shift distance too large in x << y"),
                ("main.undefined-shift.3", 16, "shift operand is negative in x << y"),
            ],
        ),
        (
            "--conversion-check",
            vec![(
                "main.overflow.1",
                17,
                "arithmetic overflow on signed type conversion in (signed char)x",
            )],
        ),
        (
            "--bounds-check",
            vec![
                ("main.array_bounds.1", 18, "array 'a' lower bound in a[(long)x]"),
                ("main.array_bounds.2", 18, "array 'a' upper bound in a[(long)x]"),
            ],
        ),
    ];
    for (flag, checks) in expected {
        let mut want = vec![assertion];
        want.extend(checks);
        assert_eq!(properties("props.c", &[flag]), props(&want), "{flag}");
    }
}

#[test]
fn overflow_ids_are_shared_by_signed_unsigned_and_conversion_checks() {
    let all = properties("props.c", &ALL_FLAGS);
    let overflow: Vec<(String, u64)> = all
        .iter()
        .filter(|(id, ..)| id.starts_with("main.overflow."))
        .map(|(id, l, _)| (id.clone(), *l))
        .collect();
    let want: Vec<(String, u64)> = [15, 16, 17, 20, 20]
        .iter()
        .enumerate()
        .map(|(i, l)| (format!("main.overflow.{}", i + 1), *l))
        .collect();
    assert_eq!(overflow, want, "{all:?}");
    assert_eq!(all.len(), 1 + 4 + 1 + 1 + 3 + 1 + 2, "{all:?}");
}

// ---------------------------------------------------------------------------
// Verdicts, traces and frames.

#[test]
fn json_names_the_failing_check() {
    let p = path("status.c");
    let flags = ["--signed-overflow-check", "--div-by-zero-check"];
    let mut args = vec![p.as_str()];
    args.extend_from_slice(&flags);
    let (r, j) = json(&args);
    assert_eq!(r.code, Some(10), "{}", r.describe());
    assert_eq!(j["result"], "FAILED");
    assert_eq!(failed_ids(&j), ["main.division-by-zero.1"], "{j}");
    let prop = j["properties"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == "main.division-by-zero.1")
        .unwrap();
    assert_eq!(prop["description"], "division by zero in r / y");
    assert_eq!(
        split_location(prop["location"].as_str().unwrap()),
        Some(("status.c".to_string(), 12))
    );
    assert_eq!(j["trace"]["violation"]["property"], "main.division-by-zero.1");
    let ids: Vec<&str> =
        j["properties"].as_array().unwrap().iter().map(|p| p["id"].as_str().unwrap()).collect();
    assert_eq!(
        ids,
        ["main.overflow.1", "main.division-by-zero.1", "main.overflow.2", "main.overflow.3"]
    );

    args.push("-DSAFE");
    let (r, j) = json(&args);
    assert_eq!(r.code, Some(0), "{}", r.describe());
    assert_eq!(j["result"], "SUCCESS");
    for p in j["properties"].as_array().unwrap() {
        assert_eq!(p["status"], "SUCCESS", "{p}");
    }
}

#[test]
fn counterexample_shows_the_overflowing_input() {
    let p = path("witness.c");
    let (r, j) = json(&[p.as_str(), "--signed-overflow-check"]);
    assert_eq!(r.code, Some(10), "{}", r.describe());
    assert_eq!(j["trace"]["violation"]["property"], "main.overflow.1");
    let inputs = trace_inputs(&j);
    assert_eq!(inputs.len(), 1, "{inputs:?}");
    assert_eq!(inputs[0].3, "2147483647");
    let (r, _) =
        json(&[p.as_str(), "--unsigned-overflow-check", "--conversion-check", "--shift-check"]);
    assert_eq!(r.code, Some(0), "no property of these classes: {}", r.describe());
}

#[test]
fn check_in_a_loop_condition_fires_at_its_frame() {
    let p = path("loop_cond.c");
    let (r, j) = json(&[p.as_str(), "--div-by-zero-check", "--stop-on-fail"]);
    assert_eq!(r.code, Some(10), "{}", r.describe());
    assert_eq!(j["loop"], "main.0");
    assert_eq!(j["depth"], 5, "the test after the 5th body execution: {j}");
    assert_eq!(j["trace"]["violation"]["property"], "main.division-by-zero.1");
    assert_eq!(j["trace"]["violation"]["frame"], 5);
    // The bounds and overflow checks of the body never fail; the division still fails there.
    let mut args = vec![p.as_str(), "--stop-on-fail"];
    args.extend_from_slice(&ALL_FLAGS);
    let (r, j) = json(&args);
    assert_eq!(r.code, Some(10), "{}", r.describe());
    assert_eq!(j["depth"], 5, "{j}");
    assert_eq!(failed_ids(&j), ["main.division-by-zero.1"], "{j}");
    // k-induction finds it at the same depth.
    let mut args = vec![
        p.as_str(),
        "--k-induction",
        "--div-by-zero-check",
        "--unwind-max",
        "10",
        "--timeout",
        "60",
    ];
    args.push("--stop-on-fail");
    let (r, j) = json(&args);
    assert_eq!(r.code, Some(10), "{}", r.describe());
    assert_eq!(j["depth"], 5, "{j}");
}

#[test]
fn checks_change_neither_loop_ids_nor_frames() {
    let p = path("frames.c");
    let loops = |flags: &[&str]| {
        let mut args = vec![p.as_str(), "--show-loops"];
        args.extend_from_slice(flags);
        let r = run(&args);
        assert_eq!(r.code, Some(0), "{}", r.describe());
        r.stdout
    };
    let plain = loops(&[]);
    assert!(plain.contains("Loop main.0") && plain.contains("Loop main.1"), "{plain}");
    assert_eq!(loops(&ALL_FLAGS), plain);
    for flags in [&[][..], &ALL_FLAGS[..]] {
        let mut args = vec![p.as_str(), "--stop-on-fail"];
        args.extend_from_slice(flags);
        let (r, j) = json(&args);
        assert_eq!(r.code, Some(10), "{}", r.describe());
        assert_eq!(j["loop"], "main.1", "{flags:?}: {j}");
        assert_eq!(j["depth"], 7, "{flags:?}: {j}");
        assert_eq!(failed_ids(&j), ["main.assertion.1"], "{flags:?}: {j}");
    }
}

#[test]
fn every_flag_works_with_k_induction() {
    let p = path("kind.c");
    for flag in ALL_FLAGS {
        let base = [p.as_str(), flag, "--k-induction", "--unwind-max", "20", "--timeout", "60"];
        let (r, j) = json(&base);
        assert_eq!(r.code, Some(0), "{flag}, safe: {}", r.describe());
        assert_eq!(j["proof"], "k-induction", "{flag}: {j}");
        let mut bad = base.to_vec();
        bad.push("-DBAD");
        let (r, j) = json(&bad);
        assert_eq!(r.code, Some(10), "{flag}, -DBAD: {}", r.describe());
        assert_eq!(j["depth"], 1, "{flag}: {j}");
        let ids = failed_ids(&j);
        assert!(
            !ids.is_empty() && ids.iter().all(|id| id.split('.').nth(1) == Some(class_of(flag))),
            "{flag}: {ids:?}"
        );
    }
}

/// CBMC's `--pointer-overflow-check`: the index times the element size, and the offset it
/// makes.
#[test]
fn pointer_overflow_check() {
    let dir = scratch("checks_pointer_overflow");
    let src = |arith: &str| {
        format!("#include <stdint.h>\nint main(void) {{ int32_t a[5]; int32_t *p = &a[1]; {arith} return 0; }}\n")
    };
    for (i, (arith, flags, verdict)) in [
        ("int32_t *q = p + PTRDIFF_MAX;", &["--pointer-overflow-check"][..], "VERIFICATION FAILED"),
        ("int32_t *q = p + PTRDIFF_MAX;", &[][..], "VERIFICATION SUCCESSFUL"),
        (
            "char *c = (char *)p + 3000000000L;",
            &["--pointer-overflow-check"][..],
            "VERIFICATION FAILED",
        ),
        (
            "int32_t *q = p + 3; q = q - 4;",
            &["--pointer-overflow-check"][..],
            "VERIFICATION SUCCESSFUL",
        ),
    ]
    .into_iter()
    .enumerate()
    {
        assert_verdict(&dir.join(format!("ptr_overflow{i}.c")), &src(arith), flags, verdict);
    }
}

/// Writes `src` to `file`, runs ibmc on it with `flags`, and asserts the verdict.
fn assert_verdict(file: &std::path::Path, src: &str, flags: &[&str], verdict: &str) {
    std::fs::write(file, src).unwrap();
    let mut args = vec![file.to_str().unwrap().to_string()];
    args.extend(flags.iter().map(|f| f.to_string()));
    let run = ibmc(&args);
    assert_eq!(run.verdicts(), vec![verdict.to_string()], "{src} {flags:?}: {}", run.describe());
}

/// CBMC's `--pointer-primitive-check`: the pointer given to `r_ok`, `OBJECT_SIZE` or
/// `DYNAMIC_OBJECT` is null or points into (or one past the end of) a live object. CBMC 6.6
/// gives the same verdicts on each program (checked by hand with its build).
#[test]
fn pointer_primitive_check() {
    let dir = scratch("checks_pointer_primitive");
    let src = |body: &str| {
        format!("#include <stdlib.h>\nint main(void) {{ char a[3]; char *q = malloc(2); {body} return 0; }}\n")
    };
    for (i, (body, flags, verdict)) in [
        // One past the end is a valid primitive argument (`R_OK(a + 3, 0)`); null too.
        ("int r = __CPROVER_r_ok(a + 3, 1) + __CPROVER_r_ok((char *)0, 1);", &["--pointer-primitive-check"][..], "VERIFICATION SUCCESSFUL"),
        ("free(q); int r = __CPROVER_r_ok(q, 1);", &["--pointer-primitive-check"][..], "VERIFICATION FAILED"),
        ("free(q); int r = __CPROVER_r_ok(q, 1);", &[][..], "VERIFICATION SUCCESSFUL"),
        ("char *p; if (__CPROVER_OBJECT_SIZE(p) > 1) {}", &["--pointer-primitive-check"][..], "VERIFICATION FAILED"),
        ("char *p = a + 4; int d = __CPROVER_DYNAMIC_OBJECT(p);", &["--pointer-primitive-check"][..], "VERIFICATION FAILED"),
        // POINTER_OBJECT/POINTER_OFFSET only take a pointer apart: not checked, as in CBMC.
        ("char *p; long o = __CPROVER_POINTER_OFFSET(p);", &["--pointer-primitive-check"][..], "VERIFICATION SUCCESSFUL"),
        // A run-time size.
        ("size_t n; __CPROVER_assume(n <= 2); __CPROVER_assert(__CPROVER_w_ok(a + 1, n), \"room\");", &[][..], "VERIFICATION SUCCESSFUL"),
        ("size_t n; __CPROVER_assume(n <= 3); __CPROVER_assert(__CPROVER_w_ok(a + 1, n), \"room\");", &[][..], "VERIFICATION FAILED"),
        // The pragma switches it on for the statements it covers.
        ("char *p;\n#pragma CPROVER check push\n#pragma CPROVER check enable \"pointer-primitive\"\nif (__CPROVER_r_ok(p, 1)) {}\n#pragma CPROVER check pop\n", &[][..], "VERIFICATION FAILED"),
        ("char *p;\n#pragma CPROVER check push\n#pragma CPROVER check disable \"pointer-primitive\"\nif (__CPROVER_r_ok(p, 1)) {}\n#pragma CPROVER check pop\n", &["--pointer-primitive-check"][..], "VERIFICATION SUCCESSFUL"),
    ]
    .into_iter()
    .enumerate()
    {
        assert_verdict(&dir.join(format!("ptr_primitive{i}.c")), &src(body), flags, verdict);
    }
}

/// The condition of an `if` with empty branches is still evaluated for its checks.
#[test]
fn empty_if_condition_is_checked() {
    let dir = scratch("checks_empty_if");
    let file = dir.join("empty_if.c");
    std::fs::write(
        &file,
        "int main(void) { int a[2]; int i; int x; if (a[i] > 0) {} if (10 / x) {} return 0; }\n",
    )
    .unwrap();
    let f = file.to_str().unwrap();
    for flag in ["--bounds-check", "--div-by-zero-check"] {
        let run = ibmc(&[f.to_string(), flag.to_string()]);
        assert_eq!(
            run.verdicts(),
            vec!["VERIFICATION FAILED".to_string()],
            "{flag}: {}",
            run.describe()
        );
    }
}
