//! Cut points: inner loops that constant propagation does not bound are not an error any more
//! but cut points (executions pause at their body entry; a frame is a segment between cut
//! points). A bug needing several inner iterations in a later outer iteration is FAILED at
//! the right depth with a trace the C compiler replays; safe variants are never FAILED;
//! programs whose inner loops are bounded keep their frames and clauses exactly; k-induction
//! starts its step case at any cut point and proves only what holds.

use std::path::PathBuf;
use std::process::Command;

fn ibmc(file: &str, args: &[&str]) -> (i32, serde_json::Value, String) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/cutpoints").join(file);
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

fn cut_points(j: &serde_json::Value) -> Vec<String> {
    j["cut_points"]
        .as_array()
        .expect("cut_points")
        .iter()
        .map(|c| c.as_str().expect("string").to_string())
        .collect()
}

/// Frames 1-3 are round 0, 4-6 round 1; in round 2, frame 7 reaches eval's loop, 8 runs
/// thread a and 9 thread b, which fails (see the comment in sched_bug.c).
#[test]
fn scheduler_bug_fails_at_its_segment_and_replays() {
    for engine in [&[][..], &["--non-incremental"][..]] {
        let mut args = vec!["--validate", "--timeout", "60"];
        args.extend_from_slice(engine);
        let (code, j, err) = ibmc("sched_bug.c", &args);
        assert_eq!(code, 10, "{engine:?}: {j} {err}");
        assert_eq!(j["depth"], 9, "{j}");
        assert_eq!(j["loop"], "main.0");
        assert_eq!(cut_points(&j).len(), 1);
        assert!(cut_points(&j)[0].starts_with("eval.0 ("), "{j}");
        // The attempt that found the loop to cut counts: its solver and its work.
        assert_eq!(j["stats"]["solver_instances"], if engine.is_empty() { 2 } else { 12 }, "{j}");
        let prop = &j["properties"][0];
        assert_eq!(prop["status"], "FAILED");
        assert_eq!(prop["validated"], true, "{prop}");
    }
}

#[test]
fn safe_scheduler_is_never_failed() {
    let (code, j, err) = ibmc("sched_bug.c", &["-DSAFE", "--unwind-max", "15", "--timeout", "60"]);
    assert_eq!(code, 0, "{j} {err}");
    assert_eq!(j["result"], "SUCCESS");
    assert_eq!(j["proof"], "bounded");
    assert_eq!(j["checked"], 15);
}

#[test]
fn executions_reaching_the_main_loop_in_different_frames() {
    let (code, j, err) = ibmc("prefix_loop.c", &["--validate", "--timeout", "60"]);
    assert_eq!(code, 10, "{j} {err}");
    assert_eq!(j["depth"], 5);
    assert_eq!(j["properties"][0]["validated"], true, "{j}");
}

/// Without an unbounded top-level loop, the cut inner loop alone defines the frames; the
/// completeness query sees that no execution pauses any more.
#[test]
fn terminating_cut_loop_is_complete() {
    let (code, j, err) = ibmc("terminating.c", &["--no-loop-bounds", "--timeout", "60"]);
    assert_eq!(code, 0, "{j} {err}");
    assert_eq!(j["proof"], "complete");
    assert_eq!(j["depth"], 10);
    assert_eq!(j["loop"], serde_json::Value::Null);
    assert_eq!(cut_points(&j).len(), 1);
    // By default the solver proves the loop's bound (x grows by at least 1 up to 5: 5
    // iterations, the 6th back-edge take impossible) and the whole program is frame 0.
    let (code, j, err) = ibmc("terminating.c", &["--timeout", "60"]);
    assert_eq!(code, 0, "{j} {err}");
    assert_eq!(j["proof"], "complete");
    assert_eq!(j["depth"], 0);
    assert!(cut_points(&j).is_empty(), "{j}");
    assert_eq!(j["loop_bounds"][0]["loop"], "main.0", "{j}");
    assert_eq!(j["loop_bounds"][0]["bound"], 6, "{j}");
}

/// Inner loops bounded by constant propagation: no cut point, and the frames and at most the
/// clauses measured before cut points existed (ibmc 69fb7fd: 866 clauses, of which 3 encoded
/// loop-head guards that a simulated run now settles without the solver, engine/simulate.rs;
/// 805 since constant-leaf `ite` trees fold, term/mod.rs).
#[test]
fn bounded_inner_loops_keep_their_frames() {
    let (code, j, err) = ibmc("bounded_inner.c", &["--timeout", "60"]);
    assert_eq!(code, 10, "{j} {err}");
    assert_eq!(j["depth"], 3);
    assert_eq!(j["stats"]["frames"], 4);
    assert!(j["stats"]["clauses"].as_u64().is_some_and(|c| c <= 863), "{j}");
    assert_eq!(j["stats"]["solver_instances"], 1);
    assert!(cut_points(&j).is_empty());
}

/// `--unwind N` keeps its meaning: the inner loop is unwound N times with an unwinding
/// assertion, no cut point.
#[test]
fn unwind_bound_still_unwinds() {
    let (code, j, err) = ibmc("sched_bug.c", &["--unwind", "3", "--timeout", "60"]);
    assert_ne!(code, 10, "{j} {err}");
    assert!(cut_points(&j).is_empty(), "{j}");
    let (code, j, err) =
        ibmc("sched_bug.c", &["--unwind", "3", "--unwind-max", "3", "--timeout", "60"]);
    assert!(code == 0 || code == 5, "{j} {err}");
}

/// k-induction with cut points: the step case starts at any cut point with any call stack.
#[test]
fn k_induction_proves_the_safe_scheduler() {
    let (code, j, err) = ibmc("sched_bug.c", &["-DSAFE", "--k-induction", "--timeout", "60"]);
    assert_eq!(code, 0, "{j} {err}");
    assert_eq!(j["proof"], "k-induction");
    assert_eq!(cut_points(&j).len(), 1);
    // Both solvers of the attempt that found the loop to cut count.
    assert_eq!(j["stats"]["solver_instances"], 4, "{j}");
    let (code, j, err) = ibmc("terminating.c", &["--k-induction", "--timeout", "60"]);
    assert_eq!(code, 0, "{j} {err}");
    assert!(j["proof"] == "k-induction" || j["proof"] == "complete", "{j}");
}

/// The bug of caller_local.c needs 4 frames and a caller's local: with the base case stopped
/// at frame 2, k-induction must not prove it; without a limit the base case finds it.
#[test]
fn k_induction_is_not_fooled_by_caller_locals() {
    let (code, j, err) =
        ibmc("caller_local.c", &["--k-induction", "--unwind-max", "2", "--timeout", "60"]);
    assert_eq!(code, 5, "{j} {err}");
    assert_eq!(j["result"], "INCONCLUSIVE");
    for engine in [&["--k-induction"][..], &[][..]] {
        let mut args = vec!["--validate", "--timeout", "60"];
        args.extend_from_slice(engine);
        let (code, j, err) = ibmc("caller_local.c", &args);
        assert_eq!(code, 10, "{engine:?}: {j} {err}");
        assert_eq!(j["depth"], 4);
        assert_eq!(j["properties"][0]["validated"], true, "{j}");
    }
    let (code, j, err) = ibmc("sched_bug.c", &["--k-induction", "--timeout", "60"]);
    assert_eq!(code, 10, "{j} {err}");
    assert_eq!(j["depth"], 9);
}

/// Two unbounded loops in sequence, neither `while (1)` (it was a usage error): no incremental
/// loop, both are cut points; the bug (2 calibration steps, then 3 control steps) is FAILED at
/// segment 5 and replays; the safe variant is bounded-safe.
#[test]
fn sequential_unbounded_loops_are_both_cut_points() {
    let (code, j, err) = ibmc("two_phases.c", &["--validate", "--timeout", "60"]);
    assert_eq!(code, 10, "{j} {err}");
    assert_eq!(j["depth"], 5, "{j}");
    assert_eq!(j["loop"], serde_json::Value::Null, "{j}");
    let cuts = cut_points(&j);
    assert_eq!(cuts.len(), 2, "{j}");
    assert!(cuts[0].starts_with("main.0 (") && cuts[1].starts_with("main.1 ("), "{j}");
    assert_eq!(j["properties"][0]["validated"], true, "{j}");
    let (code, j, err) = ibmc("two_phases.c", &["-DSAFE", "--unwind-max", "12", "--timeout", "60"]);
    assert_eq!(code, 0, "{j} {err}");
    assert_eq!((j["proof"].as_str(), j["depth"].as_u64()), (Some("bounded"), Some(12)), "{j}");
}
