//! Interval reasoning before the solver (`term/refute.rs`): frames whose checks intervals
//! show unviolable reach neither the encoder nor the solver, the deep violation is still
//! found (and replays under gcc), and the signed zero and NaN that `x >= 0.0`-style
//! assumptions admit are never reasoned away.

use crate::common::json_run as json;
use serde_json::Value;

fn refuted(v: &Value) -> u64 {
    v["stats"]["refuted_by_intervals"].as_u64().unwrap_or_else(|| panic!("no interval count: {v}"))
}

/// Frames 1-5 of the window cannot exceed the limit (five distances of at most 10 m over
/// 2 s): intervals show it, and the solver meets only frame 6, whose violation replays.
#[test]
fn a_bounded_float_window_is_safe_by_intervals_until_it_fails() {
    let (code, v) = json(&["tests/intervals/window_speed.c", "--jobs", "1", "--validate"]);
    assert_eq!(code, Some(10), "{v}");
    let p = &v["properties"][0];
    assert_eq!(p["status"], "FAILED");
    assert_eq!(p["depth"], 6, "{v}");
    assert_eq!(p["validated"], true, "{v}");
    assert_eq!(refuted(&v), 5, "{v}");
}

/// Where no frame can fail, every frame's check is answered by intervals.
#[test]
fn a_safe_window_is_bounded_safe_without_the_solver() {
    let (code, v) =
        json(&["tests/intervals/window_speed.c", "-DSAFE", "--jobs", "1", "--unwind-max", "20"]);
    assert_eq!(code, Some(0), "{v}");
    assert_eq!(v["properties"][0]["status"], "SUCCESS");
    assert_eq!(refuted(&v), 20, "{v}");
}

/// `x >= 0.0` admits -0.0 (`1.0 / -0.0` is -inf) and `!(x < 0.0)` admits NaN: neither
/// check may be shown safe, and BMC's counterexamples replay.
#[test]
fn signed_zeros_and_nans_are_not_reasoned_away() {
    for extra in [None, Some("-DNAN_CASE")] {
        let mut args = vec!["tests/intervals/signed_zero.c", "--jobs", "1", "--validate"];
        args.extend(extra);
        let (code, v) = json(&args);
        assert_eq!(code, Some(10), "{extra:?}: {v}");
        assert_eq!(v["properties"][0]["validated"], true, "{extra:?}: {v}");
        assert_eq!(refuted(&v), 0, "{extra:?}: {v}");
    }
}
