//! A CBMC 6 user's command lines (issue 42): CBMC's options and defaults, CBMC's JSON and XML
//! user interface, and the answers to common mistakes, each with its message and exit code.

use crate::common::*;
use std::path::PathBuf;

fn program(name: &str, text: &str) -> String {
    let path: PathBuf = scratch("cbmc_cli").join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

fn run(args: &[&str]) -> Run {
    ibmc_with_defaults(&strings(args))
}

const OVERFLOW: &str = "extern int __VERIFIER_nondet_int(void);\n\
    int main(void) { int x = __VERIFIER_nondet_int(); int y = x + 1; __CPROVER_assert(y != 0 || x == -1, \"y\"); return 0; }\n";

const FAILS: &str = "extern int __VERIFIER_nondet_int(void);\n\
    int main(void) { int x = __VERIFIER_nondet_int(); __CPROVER_assert(x != 3, \"x is not 3\"); return 0; }\n";

#[test]
fn standard_checks_are_on_by_default_as_in_cbmc_6() {
    let f = program("overflow.c", OVERFLOW);
    let r = run(&[&f]);
    assert_eq!(r.code, Some(10), "{}", r.describe());
    assert!(
        r.stdout.contains("[main.overflow.1]") && r.stdout.contains("FAILURE"),
        "{}",
        r.describe()
    );
    let r = run(&[&f, "--no-standard-checks"]);
    assert_eq!(r.code, Some(0), "{}", r.describe());
    assert!(!r.stdout.contains("main.overflow.1"), "{}", r.describe());
    let r = run(&[&f, "--no-signed-overflow-check"]);
    assert_eq!(r.code, Some(0), "{}", r.describe());
    // An explicit check stays on without the standard ones.
    let r = run(&[&f, "--no-standard-checks", "--signed-overflow-check"]);
    assert_eq!(r.code, Some(10), "{}", r.describe());
}

#[test]
fn unwind_bounds_the_incremental_loop_and_unwinding_assertions_fail_there() {
    let f = program(
        "forever.c",
        "extern int __VERIFIER_nondet_int(void);\nint main(void) { int x = 0;\n  while (1) { int i = __VERIFIER_nondet_int(); if (i > 0 && i < 10) x = i; __CPROVER_assert(x < 10, \"x\"); }\n}\n",
    );
    let r = run(&[&f, "--unwind", "10"]);
    assert_eq!(r.code, Some(0), "{}", r.describe());
    assert!(r.stdout.contains("frames 0..10"), "{}", r.describe());
    let r = run(&[&f, "--unwind", "10", "--unwinding-assertions"]);
    assert_eq!(r.code, Some(10), "{}", r.describe());
    assert!(
        r.stdout.contains("[main.unwind.0]") && r.stdout.contains("FAILURE (frame 10)"),
        "{}",
        r.describe()
    );
    let r = run(&[&f, "--unwindset", "main.0:4"]);
    assert_eq!(r.code, Some(0), "{}", r.describe());
    assert!(r.stdout.contains("frames 0..4"), "{}", r.describe());
    // As in CBMC, an id that names no loop is ignored, with a warning.
    let r = run(&[&f, "--unwindset", "main.7:4", "--unwind-max", "3"]);
    assert_eq!(r.code, Some(0), "{}", r.describe());
    assert!(
        r.stderr.contains("ibmc: warning: --unwindset main.7:4 is ignored: no loop main.7"),
        "{}",
        r.describe()
    );
    let r = run(&[&f, "--unwindset", "main.0:x"]);
    assert_eq!(r.code, Some(1), "{}", r.describe());
}

#[test]
fn recursion_properties_only_for_recursive_functions() {
    let f = program(
        "recursion.c",
        "int leaf(int x) { return x + 1; }\nint fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }\n\
         int main(void) { __CPROVER_assert(leaf(1) == 2 && fact(3) == 6, \"ok\"); return 0; }\n",
    );
    let (code, v) = json_run(&[&f, "--unwind", "5", "--unwinding-assertions"]);
    assert_eq!(code, Some(0), "{v}");
    let ids: Vec<&str> =
        v["properties"].as_array().unwrap().iter().filter_map(|p| p["id"].as_str()).collect();
    assert!(ids.contains(&"fact.recursion"), "{ids:?}");
    assert!(!ids.contains(&"leaf.recursion") && !ids.contains(&"main.recursion"), "{ids:?}");
}

#[test]
fn json_ui_and_xml_ui_follow_cbmcs_schema() {
    let f = program("fails.c", FAILS);
    let r = run(&[&f, "--json-ui"]);
    assert_eq!(r.code, Some(10), "{}", r.describe());
    let v: serde_json::Value = serde_json::from_str(&r.stdout).expect("JSON array");
    let entries = v.as_array().expect("array");
    assert!(entries[0]["program"].as_str().unwrap().starts_with("ibmc "));
    let results = entries.iter().find_map(|e| e.get("result")).expect("result entry");
    let r0 = &results[0];
    assert_eq!(r0["property"], "main.assertion.1");
    assert_eq!(r0["status"], "FAILURE");
    assert_eq!(r0["description"], "x is not 3");
    let trace = r0["trace"].as_array().unwrap();
    assert_eq!(trace.last().unwrap()["stepType"], "failure");
    assert!(trace.iter().any(|s| s["lhs"] == "x" && s["value"]["data"] == "3"), "{trace:?}");
    assert_eq!(entries.last().unwrap()["cProverStatus"], "failure");
    let r = run(&[&f, "--xml-ui"]);
    assert_eq!(r.code, Some(10), "{}", r.describe());
    let doc = roxmltree::Document::parse(&r.stdout).expect("well-formed XML");
    let result = doc.descendants().find(|n| n.has_tag_name("result")).expect("<result>");
    assert_eq!(result.attribute("property"), Some("main.assertion.1"));
    assert_eq!(result.attribute("status"), Some("FAILURE"));
    assert!(r.stdout.contains("<cprover-status>failure</cprover-status>"));
}

#[test]
fn cbmc_options_are_run_noted_or_refused_with_a_reason() {
    let f = program("fails2.c", FAILS);
    let r = run(&[&f, "--arrays-uf-always", "--object-bits", "8", "--64", "--no-standard-checks"]);
    assert_eq!(r.code, Some(10), "{}", r.describe());
    assert!(
        r.stderr.contains("ibmc: note: --arrays-uf-always has no effect in ibmc: "),
        "{}",
        r.describe()
    );
    let r = run(&[&f, "--smt2"]);
    assert_eq!(r.code, Some(1), "{}", r.describe());
    assert!(
        r.stderr.starts_with("ibmc: --smt2 is not supported: ibmc decides its formulas"),
        "{}",
        r.describe()
    );
    let r = run(&[&f, "--no-standrd-checks"]);
    assert_eq!(r.code, Some(1), "{}", r.describe());
    assert!(
        r.stderr.contains(
            "unknown option --no-standrd-checks (the closest known option is --no-standard-checks)"
        ),
        "{}",
        r.describe()
    );
    assert!(!r.stderr.contains("unexpected argument"), "{}", r.describe());
}

#[test]
fn a_negative_number_is_named_as_such() {
    let f = program("fails3.c", FAILS);
    let r = run(&[&f, "--unwind-max", "-1"]);
    assert_eq!(r.code, Some(1), "{}", r.describe());
    assert_eq!(r.stderr.trim(), "ibmc: --unwind-max takes a number of 0 or more, not -1");
}

#[test]
fn a_directory_is_not_a_source_file() {
    let dir = scratch("cbmc_cli_dir");
    let r = run(&[dir.to_str().unwrap()]);
    assert_eq!(r.code, Some(1), "{}", r.describe());
    assert_eq!(
        r.stderr.trim(),
        format!(
            "ibmc: usage error: {} is a directory without .c files: give C source files, or a \
             code generator's output folder (model.c, model.h, ...; see --requirements)",
            dir.display()
        )
    );
}

#[test]
fn a_binary_file_gets_one_line() {
    let r = run(&[BIN]);
    assert_eq!(r.code, Some(1), "{}", r.describe());
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.describe());
    assert!(
        r.stderr.contains("is a binary file (it contains NUL bytes), not C source"),
        "{}",
        r.describe()
    );
}

#[test]
fn a_trace_signals_pattern_matching_nothing_is_named_with_the_signals_there_are() {
    let f = program("fails4.c", FAILS);
    let vcd = scratch("cbmc_cli").join("out.vcd");
    let r = run(&[&f, "--vcd", vcd.to_str().unwrap(), "--trace-signals", "nosuch*"]);
    assert_eq!(r.code, Some(10), "{}", r.describe());
    assert!(
        r.stderr.contains("ibmc: warning: --trace-signals nosuch* matches no signal of the trace; its signals are: x"),
        "{}",
        r.describe()
    );
}

/// The option lines of CBMC's regression suite (third line of each `.desc`) through ibmc's
/// parser: none is an unknown option, and every refusal gives its reason.
#[test]
fn cbmc_suite_option_lines_parse() {
    let suite = root().join("../shared/benchmarks/regression/cbmc-suite");
    let Ok(dirs) = std::fs::read_dir(&suite) else {
        eprintln!("skipped: {} is absent", suite.display());
        return;
    };
    let mut descs: Vec<PathBuf> = Vec::new();
    for d in dirs.flatten().filter(|d| d.path().is_dir()) {
        for f in std::fs::read_dir(d.path()).unwrap().flatten() {
            if f.path().extension().is_some_and(|e| e == "desc") {
                descs.push(f.path());
            }
        }
    }
    assert!(descs.len() > 100, "{} .desc files", descs.len());
    let (mut ok, mut refused) = (0, 0);
    for desc in &descs {
        let text = std::fs::read_to_string(desc).unwrap_or_default();
        let lines: Vec<&str> = text.lines().filter(|l| !l.starts_with("//")).collect();
        let Some(options) = lines.get(2) else { continue };
        let mut words = vec!["ibmc".to_string(), "main.c".to_string()];
        words.extend(options.split_whitespace().map(|w| w.trim_matches('\'').to_string()));
        match ibmc::cli::parse_from(&words) {
            Ok(_) => ok += 1,
            Err(ibmc::cli::ParseError::Usage(m)) => {
                assert!(!m.starts_with("unknown option"), "{}: {m}", desc.display());
                assert!(m.contains(" is not supported: "), "{}: {m}", desc.display());
                refused += 1;
            }
            Err(ibmc::cli::ParseError::Clap(e)) => {
                let m = e.to_string();
                assert!(!m.contains("unexpected argument"), "{}: {m}", desc.display());
                ok += 1;
            }
        }
    }
    eprintln!("{} option lines: {ok} parsed, {refused} refused with a reason", descs.len());
}

/// `--help` groups the options under CBMC's headings, in CBMC's order, ibmc's own groups
/// marked as such; the CBMC options ibmc has are listed under CBMC's heading for them.
#[test]
fn help_groups_options_as_cbmc_does() {
    let run = ibmc_with_defaults(&strings(&["--help"]));
    assert_eq!(run.code, Some(0), "{}", run.describe());
    let headings: Vec<&str> =
        run.stdout.lines().filter(|l| l.ends_with("options:") || l.ends_with("(ibmc):")).collect();
    let cbmc_order = [
        "Analysis options:",
        "C/C++ frontend options:",
        "Program instrumentation options:",
        "BMC options:",
        "Backend options:",
        "User-interface options:",
    ];
    let cbmc: Vec<&str> = headings.iter().copied().filter(|h| cbmc_order.contains(h)).collect();
    assert_eq!(cbmc, cbmc_order, "{}", run.describe());
    let section = |h: &str| -> String {
        run.stdout
            .lines()
            .skip_while(|l| *l != h)
            .skip(1)
            .take_while(|l| !l.ends_with(':'))
            .collect()
    };
    assert!(
        section("C/C++ frontend options:").contains("--min-null-tree-depth"),
        "{}",
        run.describe()
    );
    assert!(section("BMC options:").contains("--unwindset"), "{}", run.describe());
    assert!(section("User-interface options:").contains("--json-ui"), "{}", run.describe());
}
