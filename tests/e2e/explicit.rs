//! `--explicit` (`engine/explicit.rs`): the explicit-state search finds the counterexamples
//! BMC finds, at the same depth, with traces that replay under gcc, and never proves.

use crate::common::json_run as json;
use crate::common::*;
use serde_json::Value;

const PROGRAM: &str = "tests/explicit/event_machine.c";

fn property(v: &Value) -> &Value {
    &v["properties"][0]
}

/// The violation needs one input sequence six steps deep, through `*` and `%` of the state:
/// the search finds it in BMC's frame, and BMC's replay of its inputs gives a trace gcc runs.
#[test]
fn finds_the_violation_bmc_finds_and_it_replays() {
    let (code, bmc) = json(&[PROGRAM, "--jobs", "1", "--unwind-max", "10"]);
    assert_eq!(code, Some(10));
    let (code, explicit) = json(&[PROGRAM, "--explicit", "--validate", "--unwind-max", "10"]);
    assert_eq!(code, Some(10), "{explicit}");
    assert_eq!(property(&explicit)["status"], "FAILED");
    assert_eq!(
        property(&explicit)["depth"],
        property(&bmc)["depth"],
        "the shortest violation, as BMC's"
    );
    assert_eq!(property(&explicit)["validated"], true, "{explicit}");
}

/// Where no guessed input violates anything, the search says nothing: no proof, no depth.
#[test]
fn a_safe_program_is_inconclusive_not_proved() {
    let (code, v) = json(&[PROGRAM, "-DSAFE", "--explicit", "--unwind-max", "10"]);
    assert_eq!(code, Some(5), "{v}");
    assert_eq!(property(&v)["status"], "UNKNOWN");
    assert!(property(&v)["depth"].is_null(), "{v}");
    // BMC beside the search (the default on two cores) still proves it for the bound.
    let (code, v) = json(&[PROGRAM, "-DSAFE", "--unwind-max", "10"]);
    assert_eq!(code, Some(0), "{v}");
}

/// The search runs on a program without an unbounded loop too (frame 0 only).
#[test]
fn a_program_without_a_loop_is_searched_in_frame_zero() {
    let dir = scratch("explicit");
    let c = dir.join("straight.c");
    std::fs::write(
        &c,
        "extern int __VERIFIER_nondet_int(void);\nint main(void) { int x = __VERIFIER_nondet_int();\n  if (x == 42) __CPROVER_assert(0, \"x is 42\");\n  return 0; }\n",
    )
    .unwrap();
    let (code, v) = json(&[c.to_str().unwrap(), "--explicit", "--validate"]);
    assert_eq!(code, Some(10), "{v}");
    assert_eq!(property(&v)["validated"], true, "{v}");
}

/// A violation 24 cycles deep behind a shift register: breadth first search, branching on
/// each cycle's guessed inflow, stops at its state limit long before; the walk that holds
/// the inflow at its maximum finds BMC's shortest counterexample, and it replays.
#[test]
fn held_inputs_reach_what_breadth_first_search_does_not() {
    let program = "tests/explicit/held_inputs.c";
    let (code, bmc) = json(&[program, "--jobs", "1"]);
    assert_eq!(code, Some(10), "{bmc}");
    let (code, v) = json(&[program, "--explicit", "--validate"]);
    assert_eq!(code, Some(10), "{v}");
    assert_eq!(property(&v)["depth"], property(&bmc)["depth"], "{v}");
    assert_eq!(property(&v)["depth"], 24, "{v}");
    assert_eq!(property(&v)["validated"], true, "{v}");
}
