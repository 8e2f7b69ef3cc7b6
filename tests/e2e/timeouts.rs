//! The run ends when the user says: `--timeout T` ends every engine, pass and solver call
//! within T + 1 s (the watcher in `limits.rs` reports the run itself when an engine misses
//! that), SIGTERM and SIGINT print the partial result, and no optional pass before the
//! first frame (inner-loop bound inference) holds back the first answer.
//!
//! The bounds asserted here are T plus a margin for process start-up, preprocessing and a
//! loaded CI machine: they catch a run that ignores its limit (the runs went on for
//! 30 s and more past `--timeout`), not a slow one.

use crate::common::*;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const HARD: &str = "tests/programs/hard_factor.c";
const SCHEDULER: &str = "tests/timeouts/scheduler.c";

/// `--timeout 2` plus start-up and a loaded machine's latency.
const WITHIN: Duration = Duration::from_millis(4500);

fn assert_ends_in_time(args: &[&str]) -> Run {
    let mut all = vec!["--timeout", "2"];
    all.extend_from_slice(args);
    let run = ibmc(&strings(&all));
    assert!(
        run.elapsed < WITHIN,
        "`{}` took {:?} with --timeout 2\n{}",
        all.join(" "),
        run.elapsed,
        run.describe()
    );
    run
}

/// Every engine on a program whose frame-0 query is beyond any solver in 2 s (a 63-bit
/// semiprime to factor): each stops at its limit with INCONCLUSIVE, exit 5.
#[test]
fn every_engine_stops_at_the_timeout() {
    for engine in [
        &[][..],
        &["--jobs", "1"],
        &["--jobs", "2"],
        &["--prove"],
        &["--k-induction"],
        &["--pdr"],
        &["--explicit"],
        &["--non-incremental"],
    ] {
        let mut args = engine.to_vec();
        args.push(HARD);
        let run = assert_ends_in_time(&args);
        assert_eq!(run.code, Some(5), "{}", run.describe());
        assert_eq!(
            run.verdicts(),
            vec!["VERIFICATION INCONCLUSIVE".to_string()],
            "{}",
            run.describe()
        );
        assert!(
            run.stdout.contains("timeout (2 s)"),
            "the reason names the limit\n{}",
            run.describe()
        );
    }
    // Coverage is a report, not a verdict: interrupted, it is inconclusive too.
    let run = assert_ends_in_time(&["--cover", "decision", HARD]);
    assert_eq!(run.code, Some(5), "{}", run.describe());
}

/// With `--json` the stopped run is still one JSON object with its reason.
#[test]
fn a_stopped_json_run_is_still_json() {
    let run = assert_ends_in_time(&["--json", "--prove", HARD]);
    let v = run.json().unwrap_or_else(|| panic!("not JSON\n{}", run.describe()));
    assert_eq!(v["result"], "INCONCLUSIVE", "{}", run.describe());
    assert!(
        v["reason"].as_str().is_some_and(|r| r.starts_with("timeout (2 s)")),
        "{}",
        run.describe()
    );
}

/// The inner-loop bound probe of a 16-process scheduler loop would take far more than the
/// first frame needs: it gives up within its share (deterministically, by the terms a deeper
/// probe would make), says so, and the violation in frame 2 comes at once. Its time is in
/// the summary and in `--json`'s `stats.time`.
#[test]
fn the_loop_bound_probe_does_not_hold_back_the_first_answer() {
    let run = assert_ends_in_time(&["--jobs", "1", SCHEDULER]);
    assert_eq!(run.code, Some(10), "{}", run.describe());
    assert!(
        run.stdout.contains("Inner-loop bounds not inferred"),
        "the probe gave up and says why\n{}",
        run.describe()
    );
    assert!(
        run.stdout.contains("loop bounds "),
        "the summary's breakdown has the probe's time\n{}",
        run.describe()
    );
    // A wider limit than the run above: on a loaded machine 2 s can be too short for the whole run.
    let (code, v) = json_run(&["--jobs", "1", "--timeout", "5", SCHEDULER]);
    assert_eq!(code, Some(10), "{v:#}");
    let t = v["stats"]["time"]["loop_bounds"]
        .as_f64()
        .unwrap_or_else(|| panic!("no stats.time.loop_bounds\n{v:#}"));
    assert!(t < 2.5, "the probe took {t} s");
}

/// One instruction can cost more than a probe's whole budget: a `strlen` of a table's entry,
/// at the arbitrary index of the loop-bound probe, reads every string of the table. The probe
/// and `--timeout` are answered inside it (each read polls the stop flag), and the program is
/// still proved.
#[test]
fn a_costly_instruction_in_the_probe_answers_the_timeout() {
    const TABLE: &str = "tests/timeouts/string_table.c";
    assert_ends_in_time(&["--jobs", "1", TABLE]);
    let (code, v) = json_run(&["--jobs", "1", "--timeout", "30", TABLE]);
    assert_eq!(code, Some(0), "{v:#}");
}

/// `--timeout 2` on the scheduler with every engine: the probe and the engines all end.
#[test]
fn the_probe_and_every_engine_end_at_the_timeout_on_the_scheduler() {
    for engine in [&["--prove"][..], &["--k-induction"], &["--pdr"], &["--cover", "decision"]] {
        let mut args = engine.to_vec();
        args.push(SCHEDULER);
        assert_ends_in_time(&args);
    }
}

/// SIGTERM (what CI systems and `timeout` send) prints the partial result, as Ctrl-C does:
/// INCONCLUSIVE with its reason, exit 5, never silence.
#[test]
fn sigterm_and_sigint_print_the_partial_result() {
    for (signal, reason) in [("-TERM", "terminated (SIGTERM)"), ("-INT", "interrupted (Ctrl-C)")] {
        let started = Instant::now();
        let child = Command::new(BIN)
            .arg("--no-standard-checks")
            .args(["--jobs", "1", HARD])
            .current_dir(root())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start ibmc");
        std::thread::sleep(Duration::from_millis(1500));
        let killed =
            Command::new("kill").args([signal, &child.id().to_string()]).status().expect("kill");
        assert!(killed.success());
        let out = child.wait_with_output().expect("wait");
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(
            out.status.code(),
            Some(5),
            "{signal}: {stdout}\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(
            stdout.contains("VERIFICATION INCONCLUSIVE") && stdout.contains(reason),
            "{signal}: {stdout}"
        );
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "{signal}: took {:?}",
            started.elapsed()
        );
    }
}
