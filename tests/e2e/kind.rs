//! k-induction end to end: proofs where the property is k-inductive, real counterexamples
//! (never proofs) where it is violated, and the havoc covering what the loop writes
//! (globals written in callees, array elements, local arrays). Plain k-induction: the
//! word-level invariants that strengthen its step case are tested in `pdr.rs`.

use std::path::PathBuf;
use std::process::Command;

fn ibmc(file: &str, args: &[&str]) -> (i32, serde_json::Value) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/kind").join(file);
    let out = Command::new(env!("CARGO_BIN_EXE_ibmc"))
        .arg("--no-standard-checks")
        .arg(&path)
        .args([
            "--k-induction",
            "--no-word-invariants",
            "--json",
            "--stop-on-fail",
            "--unwind-max",
            "30",
            "--timeout",
            "60",
        ])
        .args(args)
        .output()
        .expect("run ibmc");
    let json = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!("{file}: no JSON ({e}): {}", String::from_utf8_lossy(&out.stderr))
    });
    (out.status.code().unwrap_or(-1), json)
}

fn assert_proved(file: &str, k: u64) {
    let (code, j) = ibmc(file, &[]);
    assert_eq!(code, 0, "{file}: {j}");
    assert_eq!(j["proof"], "k-induction", "{file}: {j}");
    assert_eq!(j["k"], k, "{file}: {j}");
    assert_eq!(j["stats"]["solver_instances"], 2, "one persistent solver per case");
}

fn assert_fails(file: &str, frame: u64) {
    let (code, j) = ibmc(file, &[]);
    assert_eq!(code, 10, "{file}: {j}");
    assert_eq!(j["result"], "FAILED");
    assert_eq!(j["depth"], frame, "{file}: {j}");
    assert!(j["trace"].is_object(), "a failure comes with its trace");
}

#[test]
fn global_written_only_in_a_callee_is_havocked() {
    assert_fails("callee_global.c", 5);
}

#[test]
fn global_assigned_a_call_result_in_a_callee_is_havocked() {
    assert_fails("callee_call_global.c", 6);
}

#[test]
fn array_element_writes_are_havocked() {
    assert_fails("array_elem.c", 4);
}

#[test]
fn local_array_invariant_is_proved() {
    assert_proved("local_array_sum.c", 1);
}

#[test]
fn assumptions_in_the_loop_stay_assumptions() {
    assert_proved("assume_loop.c", 0);
}

#[test]
fn property_needing_two_frames_is_proved_at_k_1() {
    assert_proved("needs_k.c", 1);
}

#[test]
fn read_only_variables_keep_their_initial_values() {
    assert_proved("read_only_init.c", 1);
}

#[test]
fn violation_on_the_exit_path_is_found_not_proved() {
    assert_fails("exit_path_fail.c", 7);
}

#[test]
fn stop_when_unsat_reports_k_without_claiming_a_proof() {
    let (code, j) = ibmc("needs_k.c", &["--stop-when-unsat"]);
    assert_eq!(code, 5, "{j}");
    assert_eq!(j["result"], "INCONCLUSIVE");
    assert_eq!(j["depth"], 1);
}

#[test]
fn simple_path_keeps_verdicts() {
    let (code, j) = ibmc("needs_k.c", &["--simple-path"]);
    assert_eq!(code, 0, "{j}");
    let (code, j) = ibmc("callee_global.c", &["--simple-path"]);
    assert_eq!(code, 10, "{j}");
}

#[test]
fn non_incremental_k_induction_gives_the_same_answers() {
    for file in ["needs_k.c", "callee_global.c", "local_array_sum.c", "exit_path_fail.c"] {
        let (c1, j1) = ibmc(file, &[]);
        let (c2, j2) = ibmc(file, &["--non-incremental"]);
        assert_eq!(c1, c2, "{file}");
        for key in ["result", "proof", "k", "depth"] {
            assert_eq!(j1[key], j2[key], "{file}: {key}");
        }
        assert!(j2["stats"]["solver_instances"].as_u64() > Some(2), "{file}: fresh solvers per k");
    }
}

#[test]
fn a_proved_property_stays_proved_while_others_continue() {
    let (code, j) = ibmc("two_props.c", &[]);
    assert_eq!(code, 5, "{j}");
    assert_eq!(j["result"], "INCONCLUSIVE");
    let props = j["properties"].as_array().expect("properties");
    assert_eq!(props[0]["status"], "SUCCESS", "a == b is 1-inductive: {j}");
    assert_eq!(props[0]["depth"], 1);
    assert_eq!(props[1]["status"], "UNKNOWN", "c < 1000 is not k-inductive for small k: {j}");
}

#[test]
fn a_program_without_properties_is_successful_at_once() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("noprop");
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("spin.c");
    std::fs::write(&file, "int main(void) { int x = 0; while (1) { x++; } }\n").expect("write");
    let out = Command::new(env!("CARGO_BIN_EXE_ibmc"))
        .arg("--no-standard-checks")
        .arg(&file)
        .arg("--json")
        .output()
        .expect("run ibmc");
    assert_eq!(out.status.code(), Some(0));
    let j: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(j["result"], "SUCCESS");
    assert_eq!(j["properties"].as_array().map(|a| a.len()), Some(0));
}
