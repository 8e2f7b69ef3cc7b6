//! Inner loops bounded by assumptions on inputs (not by constants) are unwound to a bound the
//! solver proves from every loop-head state (`engine/loop_bounds.rs`) instead of becoming cut
//! points: k-induction and PDR prove requirements after such a loop, a violation is reported
//! in the main-loop iteration where it happens (and replays), and a loop bounded only by the
//! reachable values of the state is still cut (those bounds are not inferred).

use std::path::PathBuf;
use std::process::Command;

fn ibmc(file: &str, args: &[&str]) -> (i32, serde_json::Value, String) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/loop_bounds").join(file);
    let out = Command::new(env!("CARGO_BIN_EXE_ibmc"))
        .arg("--no-standard-checks")
        .arg(&path)
        .arg("--json")
        .args(args)
        .output()
        .expect("run ibmc");
    let json = serde_json::from_slice(&out.stdout).unwrap_or(serde_json::Value::Null);
    (out.status.code().unwrap_or(-1), json, String::from_utf8_lossy(&out.stderr).into_owned())
}

fn bounds(j: &serde_json::Value) -> Vec<(String, u64)> {
    j["loop_bounds"]
        .as_array()
        .expect("loop_bounds")
        .iter()
        .map(|b| {
            (b["loop"].as_str().expect("loop").to_string(), b["bound"].as_u64().expect("bound"))
        })
        .collect()
}

/// `for (c = n; c > 1; c--)` with `n <= 20` assumed: 19 iterations at most, so 20 unwindings
/// (CBMC's `--unwind 20`) suffice; every proving engine proves the requirement, and the
/// loop's unwinding assertion is no reported property.
#[test]
fn input_bounded_loop_is_unwound_and_proved() {
    for mode in ["--k-induction", "--pdr", "--prove"] {
        let (code, j, err) = ibmc("input_bound.c", &[mode, "--timeout", "60"]);
        assert_eq!(code, 0, "{mode}: {j} {err}");
        assert_eq!(j["result"], "SUCCESS");
        assert_ne!(j["proof"], "bounded", "{mode}: {j}");
        assert_eq!(bounds(&j), vec![("main.0".to_string(), 20)], "{mode}");
        assert!(j["cut_points"].as_array().expect("cut_points").is_empty(), "{mode}: {j}");
        assert_eq!(j["properties"].as_array().expect("properties").len(), 1, "{mode}: {j}");
        if mode == "--pdr" {
            assert_eq!(j["certificate"]["checked"], true, "{j}");
        }
    }
}

/// Without the bound the loop is a cut point and k-induction cannot prove the requirement
/// (its step case starts inside the loop with an arbitrary counter).
#[test]
fn without_inferred_bounds_the_loop_is_cut_and_not_proved() {
    let (code, j, err) = ibmc(
        "input_bound.c",
        &["--k-induction", "--no-loop-bounds", "--unwind-max", "25", "--timeout", "60"],
    );
    assert_eq!(code, 5, "{j} {err}");
    assert_eq!(j["cut_points"].as_array().expect("cut_points").len(), 1, "{j}");
    assert!(bounds(&j).is_empty());
}

/// One tighter requirement fails for n = 20 in the first iteration of the main loop (not in
/// the 20th segment between cut points), and the counterexample replays.
#[test]
fn violation_after_a_bounded_loop_is_in_its_iteration_and_replays() {
    for mode in [&[][..], &["--k-induction"][..], &["--prove"][..]] {
        let mut args = vec!["-DBUG", "--validate", "--timeout", "60"];
        args.extend_from_slice(mode);
        let (code, j, err) = ibmc("input_bound.c", &args);
        assert_eq!(code, 10, "{mode:?}: {j} {err}");
        assert_eq!(j["depth"], 1, "{mode:?}: {j}");
        assert_eq!(bounds(&j), vec![("main.0".to_string(), 20)]);
        assert_eq!(j["properties"][0]["validated"], true, "{mode:?}: {j}");
    }
}

/// A constant-bounded table search and a loop bounded by an input stride: the second gets
/// its bound (60 iterations at stride 1), the first needs none; both engines prove.
#[test]
fn search_and_stride_loops() {
    let (code, j, err) = ibmc("search.c", &["--prove", "--timeout", "60"]);
    assert_eq!(code, 0, "{j} {err}");
    assert_eq!(bounds(&j), vec![("main.1".to_string(), 61)]);
    let (code, j, err) =
        ibmc("search.c", &["-DBUG", "--stop-on-fail", "--validate", "--timeout", "60"]);
    assert_eq!(code, 10, "{j} {err}");
    assert_eq!(j["depth"], 1, "{j}");
}

/// A loop bounded only by a state variable's reachable range ([0, 10]) has no bound from an
/// arbitrary loop-head state: it stays a cut point, and BMC still checks it.
#[test]
fn state_bounded_loop_stays_a_cut_point() {
    let (code, j, err) = ibmc("state_bound.c", &["--unwind-max", "12", "--timeout", "60"]);
    assert_eq!(code, 0, "{j} {err}");
    assert_eq!(j["proof"], "bounded");
    assert!(bounds(&j).is_empty(), "{j}");
    assert_eq!(j["cut_points"].as_array().expect("cut_points").len(), 1, "{j}");
}
