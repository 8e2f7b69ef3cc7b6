//! Per-property results, property selection, SV-COMP property files, and clean stops
//! (`--timeout`, `--memory-limit`, Ctrl-C): issue 6.

use crate::common;

use crate::common::{get, ibmc, replay, strings};
use serde_json::Value;

fn prog(name: &str) -> String {
    format!("tests/props/{name}")
}

fn json_run(args: &[&str]) -> (Option<i32>, Value) {
    let run = ibmc(&strings(args));
    let v = run.json().unwrap_or_else(|| panic!("no JSON: {}", run.describe()));
    (run.code, v)
}

fn property<'a>(v: &'a Value, id: &str) -> &'a Value {
    v["properties"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == id)
        .unwrap_or_else(|| panic!("no property {id} in {v}"))
}

/// Replays one property's own trace with gcc.
fn replays(file: &str, p: &Value, tag: &str) {
    let report = serde_json::json!({ "result": "FAILED", "trace": p["trace"] });
    if let Err(e) = replay(&[file.to_string()], &[], &report, tag) {
        panic!("{} does not replay: {e}", p["id"]);
    }
}

#[test]
fn every_property_is_settled_with_its_own_trace() {
    let file = prog("three_props.c");
    for mode in [&[][..], &["--non-incremental"][..]] {
        let mut args = vec!["--json", "--unwind-max", "10", file.as_str()];
        args.extend_from_slice(mode);
        let (code, v) = json_run(&args);
        assert_eq!(code, Some(10), "{v}");
        assert_eq!(v["result"], "FAILED");
        assert_eq!(v["depth"], 3, "the verdict's depth is the earliest violation");
        assert_eq!(v["checked"], 10, "frames 0..10 settled for the property that holds");
        let p1 = property(&v, "main.assertion.1");
        let p2 = property(&v, "main.assertion.2");
        let p3 = property(&v, "main.assertion.3");
        assert_eq!((&p1["status"], &p1["depth"]), (&Value::from("FAILED"), &Value::from(3)));
        assert_eq!((&p2["status"], &p2["depth"]), (&Value::from("FAILED"), &Value::from(7)));
        assert_eq!(
            (&p3["status"], &p3["depth"], &p3["proof"]),
            (&Value::from("SUCCESS"), &Value::from(10), &Value::from("bounded"))
        );
        assert_eq!(get(p1, "trace.violation.property"), "main.assertion.1");
        assert_eq!(get(p2, "trace.violation.property"), "main.assertion.2");
        assert_eq!(get(p2, "trace.violation.frame"), 7);
        assert!(p3["trace"].is_null());
        replays(&file, p1, "p1");
        replays(&file, p2, "p2");
    }
}

#[test]
fn stop_on_fail_stops_at_the_first_violation() {
    let file = prog("three_props.c");
    let (code, v) = json_run(&["--json", "--stop-on-fail", &file]);
    assert_eq!(code, Some(10));
    assert_eq!(v["depth"], 3);
    assert_eq!(v["stats"]["frames"], 4, "frames 0..3 only");
    assert_eq!(property(&v, "main.assertion.1")["status"], "FAILED");
    assert_eq!(property(&v, "main.assertion.2")["status"], "UNKNOWN");
    assert_eq!(property(&v, "main.assertion.3")["status"], "UNKNOWN");
}

#[test]
fn all_properties_failed_ends_the_run() {
    // Without --unwind-max the run ends once the last open property fails... or never, if one
    // holds: select the two that fail.
    let file = prog("three_props.c");
    let (code, v) = json_run(&[
        "--json",
        "--property",
        "main.assertion.1",
        "--property",
        "main.assertion.2",
        &file,
    ]);
    assert_eq!(code, Some(10));
    assert_eq!(
        v["properties"].as_array().unwrap().len(),
        2,
        "only the selected properties are reported"
    );
    assert_eq!(v["stats"]["frames"], 8, "frames 0..7, then every property is settled");
}

#[test]
fn property_selects_and_unknown_ids_are_usage_errors() {
    let file = prog("three_props.c");
    let (code, v) =
        json_run(&["--json", "--property", "main.assertion.2", "--unwind-max", "9", &file]);
    assert_eq!(code, Some(10));
    assert_eq!(
        v["depth"], 7,
        "assertion 1 is not checked, so the first violation is assertion 2's"
    );
    let run = ibmc(&strings(&["--property", "main.assertion.9", &file]));
    assert_eq!(run.code, Some(1), "{}", run.describe());
    assert!(run.stderr.contains("main.assertion.9"), "{}", run.stderr);
}

#[test]
fn show_properties_lists_ids_locations_and_descriptions() {
    let file = prog("three_props.c");
    let run = ibmc(&strings(&["--show-properties", &file]));
    assert_eq!(run.code, Some(0));
    for (id, line) in [("main.assertion.1", 14), ("main.assertion.2", 15), ("main.assertion.3", 16)]
    {
        assert!(run.stdout.contains(&format!("Property {id}:")), "{}", run.stdout);
        assert!(
            run.stdout.contains(&format!("three_props.c:{line} in function main")),
            "{}",
            run.stdout
        );
    }
    let (code, v) = json_run(&["--show-properties", "--json", &file]);
    assert_eq!(code, Some(0));
    assert_eq!(v["properties"][2]["description"], "assertion c <= 10");
}

#[test]
fn k_induction_reports_failures_and_proofs_together() {
    let file = prog("three_props.c");
    let (code, v) = json_run(&["--json", "--k-induction", &file]);
    assert_eq!(code, Some(10), "{v}");
    assert_eq!(property(&v, "main.assertion.1")["depth"], 3);
    assert_eq!(property(&v, "main.assertion.2")["depth"], 7);
    let p3 = property(&v, "main.assertion.3");
    assert_eq!(
        (&p3["status"], &p3["proof"]),
        (&Value::from("SUCCESS"), &Value::from("k-induction")),
        "{p3}"
    );
}

#[test]
fn svcomp_verdicts() {
    let prp = prog("unreach-call.prp");
    let run = ibmc(&strings(&["--property-file", &prp, &prog("svcomp_unreach.c")]));
    assert_eq!(run.code, Some(10), "{}", run.describe());
    assert_eq!(run.stdout.lines().last(), Some("FALSE(unreach-call)"));
    let (_, v) = json_run(&["--json", "--property-file", &prp, &prog("svcomp_unreach.c")]);
    assert_eq!(v["svcomp"], "FALSE(unreach-call)");
    assert_eq!(v["depth"], 5);
    // Only the reach_error call is a property here (the file has no other assertion).
    let run = ibmc(&strings(&["--property-file", &prp, "--k-induction", &prog("svcomp_safe.c")]));
    assert_eq!(run.code, Some(0), "{}", run.describe());
    assert_eq!(run.stdout.lines().last(), Some("TRUE"));
    // A bounded result is no proof.
    let run =
        ibmc(&strings(&["--property-file", &prp, "--unwind-max", "5", &prog("svcomp_safe.c")]));
    assert_eq!(run.code, Some(0), "{}", run.describe());
    assert_eq!(run.stdout.lines().last(), Some("UNKNOWN"));
    // Assertions are not the unreach-call property.
    let run = ibmc(&strings(&["--property-file", &prp, &prog("three_props.c")]));
    assert_eq!(run.code, Some(0), "{}", run.describe());
    assert_eq!(run.stdout.lines().last(), Some("TRUE"));
    let run =
        ibmc(&strings(&["--property-file", &prog("valid-memsafety.prp"), &prog("svcomp_safe.c")]));
    assert_eq!(run.code, Some(6), "{}", run.describe());
    assert!(run.stderr.contains("valid-memsafety.prp"), "{}", run.stderr);
    let run =
        ibmc(&strings(&["--property-file", "tests/props/missing.prp", &prog("svcomp_safe.c")]));
    assert_eq!(run.code, Some(1), "{}", run.describe());
}

#[test]
fn svcomp_no_overflow() {
    let prp = prog("no-overflow.prp");
    let (code, v) = json_run(&["--json", "--property-file", &prp, &prog("svcomp_overflow.c")]);
    assert_eq!(code, Some(10), "{v}");
    assert_eq!(v["svcomp"], "FALSE(no-overflow)");
    assert_eq!(v["depth"], 3, "1e9 + 1e9, then 2e9 + a large input overflows");
    let ids: Vec<&str> =
        v["properties"].as_array().unwrap().iter().map(|p| p["id"].as_str().unwrap()).collect();
    assert_eq!(
        ids,
        ["main.overflow.1"],
        "only signed-overflow checks are the no-overflow property"
    );
    // The reach_error call of this program is not part of the no-overflow property.
    let run = ibmc(&strings(&["--property-file", &prp, "--k-induction", &prog("svcomp_safe.c")]));
    assert_eq!(
        (run.code, run.stdout.lines().last()),
        (Some(0), Some("TRUE")),
        "{}",
        run.describe()
    );
}

#[test]
fn timeout_ends_cleanly_with_the_deepest_frame() {
    let file = prog("endless_safe.c");
    let (code, v) = json_run(&["--json", "--timeout", "2", &file]);
    assert_eq!(code, Some(5), "{v}");
    assert_eq!(v["result"], "INCONCLUSIVE");
    assert_eq!(v["reason"], "timeout (2 s)");
    let checked = v["checked"].as_u64().expect("some frames were checked");
    assert!(checked >= 2, "{v}");
    assert_eq!(v["depth"], checked);
    let p = property(&v, "main.assertion.1");
    assert_eq!((&p["status"], p["depth"].as_u64()), (&Value::from("UNKNOWN"), Some(checked)));
    let run = ibmc(&strings(&["--timeout", "1", &file]));
    assert_eq!(run.code, Some(5));
    assert!(run.stdout.contains("VERIFICATION INCONCLUSIVE"), "{}", run.stdout);
    assert!(
        run.stdout.contains("Reason: timeout (1 s); no violation in frames 0.."),
        "{}",
        run.stdout
    );
}

#[test]
fn a_failure_found_before_the_timeout_is_reported() {
    // Assertion 3 holds, so without --unwind-max the run only ends at the timeout; the two
    // violations found before are real and make the verdict FAILED.
    let (code, v) = json_run(&["--json", "--timeout", "3", &prog("three_props.c")]);
    assert_eq!(code, Some(10), "{v}");
    assert_eq!(property(&v, "main.assertion.2")["status"], "FAILED");
    assert_eq!(property(&v, "main.assertion.3")["status"], "UNKNOWN");
    assert!(v["checked"].as_u64().unwrap() >= 7, "{v}");
}

#[test]
fn memory_limit_ends_cleanly() {
    let (code, v) = json_run(&["--json", "--memory-limit", "1", &prog("endless_safe.c")]);
    assert_eq!(code, Some(5), "{v}");
    assert_eq!(v["reason"], "memory limit (1 MB)");
    let run = ibmc(&strings(&["--memory-limit", "-3", &prog("endless_safe.c")]));
    assert_eq!(run.code, Some(1), "{}", run.describe());
}

#[cfg(unix)]
#[test]
fn ctrl_c_ends_cleanly() {
    use std::process::{Command, Stdio};
    let child = Command::new(common::BIN)
        .arg("--no-standard-checks")
        .args(["--json", &prog("endless_safe.c")])
        .current_dir(common::root())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(1500));
    let status = Command::new("kill").args(["-INT", &child.id().to_string()]).status().unwrap();
    assert!(status.success());
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(5), "{}", String::from_utf8_lossy(&out.stderr));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["reason"], "interrupted (Ctrl-C)");
    assert!(v["checked"].is_u64(), "{v}");
}
