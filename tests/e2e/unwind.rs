//! `--unwind N` for inner loops and recursion: a bound that suffices finds the violation, a
//! bound that does not makes the run INCONCLUSIVE through its unwinding assertion (never
//! FAILED, never SUCCESSFUL), and without `--unwind` an undecidable inner loop is a cut point.

use std::path::PathBuf;
use std::process::Command;

fn ibmc(file: &str, args: &[&str]) -> (i32, serde_json::Value, String) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/unwind").join(file);
    let out = Command::new(env!("CARGO_BIN_EXE_ibmc"))
        .arg("--no-standard-checks")
        .arg(&path)
        .arg("--json")
        .arg("--stop-on-fail")
        .args(args)
        .output()
        .expect("run ibmc");
    let json = serde_json::from_slice(&out.stdout).unwrap_or(serde_json::Value::Null);
    (out.status.code().unwrap_or(-1), json, String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn enough_unwinding_finds_the_violation() {
    let (code, j, _) = ibmc("inner.c", &["--unwind", "9"]);
    assert_eq!(code, 10, "{j}");
    assert_eq!(j["depth"], 3);
    let (code, j, _) = ibmc("rec.c", &["--unwind", "11"]);
    assert_eq!(code, 10, "{j}");
    assert_eq!(j["trace"]["violation"]["property"], "main.assertion.3");
}

#[test]
fn too_little_unwinding_is_inconclusive() {
    let (code, j, _) = ibmc("inner.c", &["--unwind", "3"]);
    assert_eq!(code, 5, "{j}");
    assert!(j["reason"].as_str().unwrap_or("").contains("main.unwind.0"), "{j}");
    let (code, j, _) = ibmc("rec.c", &["--unwind", "7"]);
    assert_eq!(code, 5, "{j}");
    assert!(j["reason"].as_str().unwrap_or("").contains("fib.recursion"), "{j}");
}

/// Without `--unwind`, an inner loop that constant propagation does not bound is unwound to
/// the bound the solver proves (`n <= 8` assumed: 9 unwindings), so the violation is in the
/// third outer iteration; with `--no-loop-bounds` it is a cut point (tests/e2e/cut_points.rs):
/// frames are segments, here 8 + 8 + 4 inner iterations in three outer iterations, one frame
/// each plus one per outer iteration. k-induction's base case finds the same violation.
#[test]
fn undecided_inner_loop_without_unwind_is_bounded_or_a_cut_point() {
    for engine in [&[][..], &["--k-induction"][..], &["--non-incremental"][..]] {
        let (code, j, _) = ibmc("inner.c", engine);
        assert_eq!(code, 10, "{engine:?}: {j}");
        assert_eq!(j["depth"], 3, "{j}");
        assert_eq!(j["loop_bounds"][0]["bound"], 9, "{j}");
        assert!(j["cut_points"].as_array().is_some_and(|c| c.is_empty()), "{j}");
        let mut cut = vec!["--no-loop-bounds"];
        cut.extend_from_slice(engine);
        let (code, j, _) = ibmc("inner.c", &cut);
        assert_eq!(code, 10, "{engine:?}: {j}");
        assert_eq!(j["depth"], 23, "{j}");
        assert!(j["cut_points"][0].as_str().unwrap_or("").starts_with("main.0 ("), "{j}");
    }
}
