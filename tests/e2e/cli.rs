//! End-to-end tests of the `ibmc` binary against the CLI contract.
//!
//! Every program in `tests/programs/` carries its expected outcome in a header
//! comment (`// expect: FAILED depth=5`, `// options: ...`), established with
//! gcc alone by `scripts/check-programs`.  Each program gets one test here
//! that runs ibmc incrementally and with `--non-incremental` (`--json`), checks
//! result / proof / depth / exit code / stats, replays every counterexample
//! with `scripts/replay` (gcc), and checks the plain-text verdict line.
//! Further tests cover bad input, `--show-loops`, `--unwind-max`, `--timeout`,
//! the loop selection flags and the JSON report's shape.

use crate::common::*;
use serde_json::Value;
use std::time::Duration;

// ---------------------------------------------------------------------------
// One test per program of tests/programs.

macro_rules! programs {
    ($($name:ident),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                check_program(stringify!($name));
            }
        )*
        const LISTED: &[&str] = &[$(stringify!($name)),*];
    };
}

programs! {
    argument_order,
    array_symbolic,
    assume_in_loop,
    bounded_nondet_complete,
    bubble_sort_complete,
    combination_lock,
    conversions,
    countdown_complete,
    counter_fail5,
    debounce_deep20,
    divmod,
    elevator_safe,
    enum_switch_complete,
    exit_cuts,
    functions_fail,
    goto_loop,
    guarded_arith,
    hard_factor,
    long_arith,
    mode_machine_deep50,
    multi_loops,
    nested_loops_fail,
    nondet_types,
    odometer_deep120,
    preproc,
    promotions,
    recursion_complete,
    ringbuffer_safe,
    shifts,
    short_circuit,
    signed_wrap,
    skipped_loop_frame0,
    sum_complete,
    thermostat_safe,
    undefined_input,
    unsigned_underflow,
    unsupported_float,
    unsupported_pointer,
    bitfield_flags,
    verifier_assert_builtin,
    verifier_error,
    wrap_safe,
}

#[test]
fn every_program_has_a_test() {
    let mut on_disk: Vec<String> = std::fs::read_dir(root().join("tests/programs"))
        .unwrap()
        .filter_map(|e| {
            let p = e.unwrap().path();
            (p.extension().map(|x| x == "c").unwrap_or(false))
                .then(|| p.file_stem().unwrap().to_string_lossy().into_owned())
        })
        .collect();
    on_disk.sort();
    let mut listed: Vec<String> = LISTED.iter().map(|s| s.to_string()).collect();
    listed.sort();
    assert_eq!(
        on_disk, listed,
        "tests/programs/*.c and the programs! list in tests/e2e/cli.rs differ"
    );
}

fn check_program(name: &str) {
    let spec = parse_spec(&program_path(name));
    let mut problems = Vec::new();
    if spec.exit == 6 {
        check_unsupported(&spec, &mut problems);
    } else {
        let inc = check_json_run(&spec, false, &mut problems);
        let non = check_json_run(&spec, true, &mut problems);
        if let (Some(a), Some(b)) = (&inc, &non) {
            for key in ["result", "proof", "depth", "loop"] {
                if a.get(key) != b.get(key) {
                    problems.push(format!(
                        "{}: `{}` differs between incremental ({}) and --non-incremental ({})",
                        spec.path,
                        key,
                        a.get(key).unwrap_or(&Value::Null),
                        b.get(key).unwrap_or(&Value::Null)
                    ));
                }
            }
        }
        check_plain_run(&spec, &mut problems);
    }
    if !problems.is_empty() {
        panic!(
            "{} ({}): {} problem(s)\n\n{}",
            spec.path,
            spec.expect,
            problems.len(),
            problems.join("\n\n")
        );
    }
}

/// Runs `ibmc OPTIONS [--non-incremental] --json FILE` and checks it; returns the report.
fn check_json_run(spec: &Spec, non_incremental: bool, problems: &mut Vec<String>) -> Option<Value> {
    let mode = if non_incremental { "--non-incremental" } else { "incremental" };
    // The expectations name the first violation (tests/e2e/properties.rs covers the others).
    let mut args = spec.options.clone();
    args.push("--stop-on-fail".into());
    // BMC alone: the instance count below is the incremental engine's. By default the
    // explicit-state search joins after BMC's first second, and on a loaded machine a run of
    // 0.1 s passes that second (its reproduction is a second instance).
    if !args.iter().any(|a| a == "--jobs" || a == "-j") {
        args.extend(["--jobs".to_string(), "1".to_string()]);
    }
    if non_incremental {
        args.push("--non-incremental".into());
    }
    args.push("--json".into());
    args.push(spec.path.clone());
    let run = ibmc(&args);
    let mut p = |msg: String| problems.push(format!("[{mode}] {msg}\n{}", run.describe()));
    if run.timed_out {
        p("did not finish".into());
        return None;
    }
    let Some(report) = run.json() else {
        p("stdout is not one JSON object".into());
        return None;
    };
    let result = get_str(&report, "result").unwrap_or("<missing>");
    if result != spec.json_result() || run.code != Some(spec.exit) {
        p(format!(
            "expected result {} / exit {}, got result {} / exit {:?}",
            spec.json_result(),
            spec.exit,
            result,
            run.code
        ));
        return Some(report);
    }
    let depth = get_u64(&report, "depth");
    match spec.json_result() {
        "FAILED" => {
            if depth != spec.expected_depth() {
                p(format!(
                    "expected depth {:?}, got {:?}{}",
                    spec.expected_depth(),
                    depth,
                    spec.depth_hint(depth)
                ));
            }
            check_failed_report(spec, &report, &mut p);
            match replay(
                std::slice::from_ref(&spec.path),
                &spec.cpp_flags(),
                &report,
                &format!("{}-{}", basename(&spec.path), mode),
            ) {
                Ok(_) => {}
                Err(e) => p(format!("the counterexample does not replay with gcc: {e}")),
            }
        }
        "SUCCESS" => {
            let proof = get_str(&report, "proof");
            if proof != spec.proof.as_deref() {
                p(format!("expected proof {:?}, got {:?}", spec.proof, proof));
            }
            if spec.proof.as_deref() == Some("bounded") && depth != spec.depth {
                p(format!(
                    "bounded success: expected depth {:?} (frames 0..N), got {:?}",
                    spec.depth, depth
                ));
            }
            if spec.proof.as_deref() == Some("complete") {
                for prop in get(&report, "properties").as_array().into_iter().flatten() {
                    if prop.get("status").and_then(Value::as_str) != Some("SUCCESS") {
                        p(format!("complete proof but property not SUCCESS: {prop}"));
                    }
                }
            }
            if !get(&report, "trace").is_null() {
                p("a successful run has a trace".into());
            }
        }
        _ => {}
    }
    // Statistics: one solver instance for the incremental engine, one per frame or more otherwise.
    let frames = get_u64(&report, "stats.frames");
    let instances = get_u64(&report, "stats.solver_instances");
    match (frames, instances) {
        (Some(f), Some(i)) => {
            if !non_incremental && i != 1 {
                p(format!("incremental run used {i} solver instances (expected 1)"));
            }
            if non_incremental && i < f {
                p(format!("--non-incremental used {i} solver instances for {f} frames (expected >= frames)"));
            }
            if let (Some(d), "FAILED") = (depth, result) {
                if f < d + 1 {
                    p(format!("stats.frames = {f} but the violation is in frame {d}"));
                }
            }
        }
        _ => p("stats.frames / stats.solver_instances missing".into()),
    }
    Some(report)
}

/// Checks of a FAILED report: trace, violation frame, properties.
fn check_failed_report(spec: &Spec, report: &Value, p: &mut impl FnMut(String)) {
    let depth = get_u64(report, "depth");
    let trace = get(report, "trace");
    if !trace.is_object() {
        p("FAILED without a trace".into());
        return;
    }
    let vframe = get_u64(report, "trace.violation.frame");
    if vframe != depth {
        p(format!("trace.violation.frame {:?} != depth {:?}", vframe, depth));
    }
    let vloc = get_str(report, "trace.violation.location").and_then(split_location);
    match &vloc {
        Some((file, _)) if *file == basename(&spec.path) => {}
        _ => p(format!(
            "trace.violation.location {:?} is not `{}:LINE`",
            get(report, "trace.violation.location"),
            basename(&spec.path)
        )),
    }
    let props = get(report, "properties").as_array().cloned().unwrap_or_default();
    let failed: Vec<&Value> = props
        .iter()
        .filter(|x| x.get("status").and_then(Value::as_str) == Some("FAILED"))
        .collect();
    if failed.is_empty() {
        p("FAILED but no property has status FAILED".into());
    } else if !failed.iter().any(|x| x.get("depth").and_then(Value::as_u64) == depth) {
        p(format!("no FAILED property has depth {:?}: {:?}", depth, failed));
    }
    if let Some(vl) = &vloc {
        if !failed.iter().any(|x| {
            x.get("location").and_then(Value::as_str).and_then(split_location).as_ref() == Some(vl)
        }) {
            p(format!("no FAILED property is at the violation's location {vl:?}"));
        }
    }
    // Frames of the trace: numbered, in order, ending at the violation's frame.
    let frames: Vec<u64> = get(report, "trace.frames")
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|f| f.get("frame").and_then(Value::as_u64))
        .collect();
    if frames.windows(2).any(|w| w[0] > w[1]) || frames.last().copied() > depth {
        p(format!("trace frames {:?} are not in order up to frame {:?}", frames, depth));
    }
    // Inputs are values returned by nondet functions, nothing else (the contract's replay rule).
    let bad: Vec<String> = trace_inputs(report)
        .into_iter()
        .filter(|(_, src, _, _)| {
            !src.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') || src.is_empty()
        })
        .map(|(k, src, _, v)| format!("frame {k}: `{src}` = {v}"))
        .collect();
    if !bad.is_empty() {
        p(format!("trace inputs that are not values of nondet functions: {bad:?}"));
    }
    if let Some(w) = &spec.witness {
        let n = trace_inputs(report).len();
        if w.is_empty() && n != 0 {
            p(format!("the program reads no input, but the trace has {n} inputs"));
        }
    }
}

/// Plain output: the verdict line and the exit code.
fn check_plain_run(spec: &Spec, problems: &mut Vec<String>) {
    let mut args = spec.options.clone();
    args.push("--stop-on-fail".into());
    args.push(spec.path.clone());
    let run = ibmc(&args);
    let want = match spec.result.as_deref() {
        Some("FAILED") => "VERIFICATION FAILED",
        Some("SUCCESSFUL") => "VERIFICATION SUCCESSFUL",
        _ => "VERIFICATION INCONCLUSIVE",
    };
    let verdicts = run.verdicts();
    if run.code != Some(spec.exit) || verdicts.len() != 1 || !verdicts[0].starts_with(want) {
        problems.push(format!(
            "[plain] expected exactly one `{want}` line and exit {}, got {:?}\n{}",
            spec.exit,
            verdicts,
            run.describe()
        ));
    }
}

/// Out-of-scope constructs: exit 6, `file:line: kind: message` on stderr, JSON result ERROR.
fn check_unsupported(spec: &Spec, problems: &mut Vec<String>) {
    let run = ibmc(std::slice::from_ref(&spec.path));
    if run.code != Some(6) {
        problems.push(format!("expected exit 6\n{}", run.describe()));
    }
    match error_location(&run.stderr, &basename(&spec.path)) {
        Some(line) if spec.error_lines.contains(&line) => {}
        other => problems.push(format!(
            "stderr should report `{}:LINE: ...` with LINE in {:?}, found {:?}\n{}",
            basename(&spec.path),
            spec.error_lines,
            other,
            run.describe()
        )),
    }
    let run = ibmc(&strings(&["--json", &spec.path]));
    match run.json() {
        Some(r) if run.code == Some(6) && get_str(&r, "result") == Some("ERROR") => {
            if get_str(&r, "error").map(str::is_empty).unwrap_or(true) {
                problems.push(format!(
                    "--json error report without an `error` message\n{}",
                    run.describe()
                ));
            }
        }
        _ => problems.push(format!("--json: expected exit 6 and result ERROR\n{}", run.describe())),
    }
}

/// The line of the first `NAME:LINE:` (NAME possibly with directories) in an error output,
/// followed by a kind and a message (`file:line: kind: message`).
fn error_location(stderr: &str, name: &str) -> Option<u64> {
    for line in stderr.lines() {
        let mut from = 0;
        while let Some(pos) = line[from..].find(name) {
            let start = from + pos;
            let before_ok =
                start == 0 || matches!(line.as_bytes()[start - 1], b'/' | b' ' | b'\'' | b'"');
            let rest = &line[start + name.len()..];
            if before_ok {
                if let Some(rest) = rest.strip_prefix(':') {
                    let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
                    let after = &rest[digits.len()..];
                    // `file:line: kind: message` or `file:line:col: kind: message`
                    if !digits.is_empty() && after.starts_with(':') && after[1..].contains(':') {
                        return digits.parse().ok();
                    }
                }
            }
            from = start + name.len();
        }
    }
    None
}

// ---------------------------------------------------------------------------
// Bad input.

fn write_scratch(name: &str, text: &str) -> String {
    let path = scratch("inputs").join(name);
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn syntax_error_exits_2_with_location() {
    let path = write_scratch(
        "syntax_error.c",
        "int main(void) {\n  int x = 0;\n  x = x + ;\n  return x;\n}\n",
    );
    for json in [false, true] {
        let mut args = Vec::new();
        if json {
            args.push("--json".to_string());
        }
        args.push(path.clone());
        let run = ibmc(&args);
        assert_eq!(run.code, Some(2), "syntax error must exit 2\n{}", run.describe());
        assert_eq!(
            error_location(&run.stderr, "syntax_error.c"),
            Some(3),
            "stderr should start the message with `syntax_error.c:3:`\n{}",
            run.describe()
        );
        // The parser records what it expected only in a second parse after a failure: the
        // message must still name the tokens that could start an operand there.
        if !json {
            assert!(
                run.stderr.contains("near `;`, expected one of: ! \" & ( * + ++ - -- [_a-zA-Z]"),
                "the message should list the tokens expected at `;`\n{}",
                run.describe()
            );
        }
        if json {
            let r = run
                .json()
                .unwrap_or_else(|| panic!("--json error: no JSON on stdout\n{}", run.describe()));
            assert_eq!(get_str(&r, "result"), Some("ERROR"), "{}", run.describe());
            assert!(
                get_str(&r, "error").map(|e| !e.is_empty()).unwrap_or(false),
                "{}",
                run.describe()
            );
        }
    }
}

#[test]
fn preprocessor_errors_exit_2() {
    // #error directive.
    let path = write_scratch(
        "pp_error.c",
        "#include <assert.h>\n#error this is not supported\nint main(void) { return 0; }\n",
    );
    let run = ibmc(&[path]);
    assert_eq!(run.code, Some(2), "#error must exit 2\n{}", run.describe());
    assert_eq!(error_location(&run.stderr, "pp_error.c"), Some(2), "{}", run.describe());
    // A missing include (preproc.c needs -I tests/programs/include).
    let run = ibmc(&strings(&["-DBUG", "tests/programs/preproc.c"]));
    assert_eq!(run.code, Some(2), "a missing #include must exit 2\n{}", run.describe());
    assert!(run.stderr.contains("preproc.c"), "{}", run.describe());
}

#[test]
fn missing_file_exits_1() {
    let run = ibmc(&strings(&["tests/programs/no_such_file.c"]));
    assert_eq!(run.code, Some(1), "{}", run.describe());
    assert!(
        run.stderr.contains("no_such_file.c"),
        "the message should name the file\n{}",
        run.describe()
    );
}

#[test]
fn bad_flags_exit_1() {
    for args in [
        vec!["--no-such-flag", "tests/programs/counter_fail5.c"],
        vec!["--unwind-max", "many", "tests/programs/counter_fail5.c"],
        vec!["--timeout", "-3x", "tests/programs/counter_fail5.c"],
        vec![],
    ] {
        let run = ibmc(&strings(&args));
        assert_eq!(
            run.code,
            Some(1),
            "usage error must exit 1 (CBMC convention)\n{}",
            run.describe()
        );
        assert!(!run.stderr.trim().is_empty(), "usage errors go to stderr\n{}", run.describe());
    }
}

#[test]
fn unknown_loop_id_exits_1() {
    for id in ["main.7", "nosuchfunction.0", "main"] {
        for flag in ["--incremental-loop", "--incremental-check"] {
            let run = ibmc(&strings(&[flag, id, "tests/programs/counter_fail5.c"]));
            assert_eq!(run.code, Some(1), "unknown loop id {id} must exit 1\n{}", run.describe());
        }
    }
}

// ---------------------------------------------------------------------------
// Loops.

fn show_loops(path: &str) -> Vec<(String, String, u64)> {
    let run = ibmc(&strings(&["--show-loops", path]));
    assert_eq!(run.code, Some(0), "--show-loops exits 0\n{}", run.describe());
    let mut loops = Vec::new();
    for line in run.stdout.lines() {
        let Some(rest) = line.trim().strip_prefix("Loop ") else { continue };
        let (id, loc) = rest.split_once(':').unwrap_or_else(|| panic!("bad line `{line}`"));
        let (file, ln) =
            split_location(loc.trim()).unwrap_or_else(|| panic!("bad location in `{line}`"));
        loops.push((id.trim().to_string(), file, ln));
    }
    assert!(!loops.is_empty(), "no `Loop id: file:line` lines\n{}", run.describe());
    loops.sort();
    loops
}

#[test]
fn show_loops_nested_in_cbmc_order() {
    // Inner loops close (jump back) first: main.0 the update loop, main.1 the
    // j loop, main.2 the i loop around it, main.3 the while loop.
    let p = "tests/programs/nested_loops_fail.c";
    let f = "nested_loops_fail.c".to_string();
    assert_eq!(
        show_loops(p),
        vec![
            ("main.0".to_string(), f.clone(), line_of(p, "for (int i = 0; i < 4; i++)", 0)),
            ("main.1".to_string(), f.clone(), line_of(p, "for (int j = 0; j <= i; j++)", 0)),
            ("main.2".to_string(), f.clone(), line_of(p, "for (int i = 0; i < 4; i++)", 1)),
            ("main.3".to_string(), f.clone(), line_of(p, "while (", 0)),
        ]
    );
}

#[test]
fn show_loops_several_functions() {
    let p = "tests/programs/multi_loops.c";
    let f = "multi_loops.c".to_string();
    assert_eq!(
        show_loops(p),
        vec![
            ("init.0".to_string(), f.clone(), line_of(p, "for (int i = 0; i < 3; i++)", 0)),
            ("main.0".to_string(), f.clone(), line_of(p, "for (int k = 0; k < 2; k++)", 0)),
            ("main.1".to_string(), f.clone(), line_of(p, "while (", 0)),
        ]
    );
}

#[test]
fn show_loops_goto_loop() {
    let loops = show_loops("tests/programs/goto_loop.c");
    assert_eq!(loops.len(), 1, "{loops:?}");
    assert_eq!(loops[0].0, "main.0");
}

fn json_run(args: &[&str]) -> (Run, Value) {
    let mut a = strings(args);
    a.insert(0, "--json".into());
    a.insert(1, "--stop-on-fail".into());
    let run = ibmc(&a);
    let v = run.json().unwrap_or_else(|| panic!("no JSON report\n{}", run.describe()));
    (run, v)
}

fn assert_outcome(args: &[&str], result: &str, proof: Option<&str>, depth: u64, code: i32) {
    let (run, r) = json_run(args);
    assert_eq!(
        (get_str(&r, "result"), get_str(&r, "proof"), get_u64(&r, "depth"), run.code),
        (Some(result), proof, Some(depth), Some(code)),
        "ibmc {args:?}\n{}",
        run.describe()
    );
}

#[test]
fn loop_selection_flags() {
    // Auto-pick = the outermost loop of main (main.3 in nested_loops_fail.c).
    let (_, r) = json_run(&["tests/programs/nested_loops_fail.c"]);
    assert_eq!(get_str(&r, "loop"), Some("main.3"), "{r}");
    let nested = body_frame(2);
    assert_outcome(
        &["--incremental-loop", "main.3", "tests/programs/nested_loops_fail.c"],
        "FAILED",
        None,
        nested,
        10,
    );
    assert_outcome(
        &["--incremental-check", "main.3", "tests/programs/nested_loops_fail.c"],
        "FAILED",
        None,
        nested,
        10,
    );
    assert_outcome(
        &["--incremental-check", "main.1", "tests/programs/multi_loops.c"],
        "FAILED",
        None,
        body_frame(4),
        10,
    );
    let (_, r) = json_run(&["tests/programs/counter_fail5.c"]);
    assert_eq!(get_str(&r, "loop"), Some("main.0"), "{r}");
    assert_outcome(
        &["--function", "main", "tests/programs/counter_fail5.c"],
        "FAILED",
        None,
        body_frame(5),
        10,
    );
}

// ---------------------------------------------------------------------------
// Bounds, timeouts and other options.

#[test]
fn unwind_max_bounded_success() {
    // counter_fail5 fails in frame 5 (issue numbering; 6 in CBMC's): frames 0..4 are clean, 0..5 are not.
    let f = body_frame(5);
    for n in [0u64, f - 2, f - 1] {
        let ns = n.to_string();
        assert_outcome(
            &["--unwind-max", &ns, "tests/programs/counter_fail5.c"],
            "SUCCESS",
            Some("bounded"),
            n,
            0,
        );
        assert_outcome(
            &["--non-incremental", "--unwind-max", &ns, "tests/programs/counter_fail5.c"],
            "SUCCESS",
            Some("bounded"),
            n,
            0,
        );
    }
    let fs = f.to_string();
    assert_outcome(&["--unwind-max", &fs, "tests/programs/counter_fail5.c"], "FAILED", None, f, 10);
    // Safe without -DBUG: bounded success at the bound.
    assert_outcome(
        &["-I", "tests/programs/include", "--unwind-max", "12", "tests/programs/preproc.c"],
        "SUCCESS",
        Some("bounded"),
        12,
        0,
    );
    // A complete proof within the bound is still complete.
    assert_outcome(
        &["--unwind-max", "40", "tests/programs/sum_complete.c"],
        "SUCCESS",
        Some("complete"),
        get_depth_sum_complete(),
        0,
    );
    // The plain output says it is bounded.
    let run = ibmc(&strings(&["--unwind-max", "3", "tests/programs/counter_fail5.c"]));
    assert_eq!(run.code, Some(0), "{}", run.describe());
    assert_eq!(run.verdicts().len(), 1, "{}", run.describe());
}

/// While the loop runs, a concrete execution extended frame by frame answers the loop-head
/// queries (engine/simulate.rs), so the solver only gets the violation queries; a loop that
/// ends is still reported complete (that answer needs the solver).
#[test]
fn head_queries_are_answered_by_a_simulated_run() {
    for mode in [None, Some("--non-incremental")] {
        let mut args = vec!["--unwind-max", "12", "tests/programs/elevator_safe.c"];
        args.extend(mode);
        let (run, r) = json_run(&args);
        let d = run.describe();
        assert_eq!(
            (get_str(&r, "result"), get_str(&r, "proof"), get_u64(&r, "depth")),
            (Some("SUCCESS"), Some("bounded"), Some(12)),
            "{d}"
        );
        // One head query per frame 1..=12 (all below 16; frame 0's head guard is `true`),
        // none of them solved.
        assert_eq!(get_u64(&r, "stats.simulated_heads"), Some(12), "{d}");
        assert!(get(&r, "stats.time.simulate").is_number(), "{d}");
    }
    assert_outcome(
        &["--unwind-max", "40", "tests/programs/sum_complete.c"],
        "SUCCESS",
        Some("complete"),
        get_depth_sum_complete(),
        0,
    );
}

/// The depth ibmc reports for sum_complete.c without a bound (the complete proof's depth).
fn get_depth_sum_complete() -> u64 {
    let (_, r) = json_run(&["tests/programs/sum_complete.c"]);
    get_u64(&r, "depth").unwrap_or_else(|| panic!("no depth: {r}"))
}

#[test]
fn unwind_min_and_stop_on_fail_keep_the_shortest_counterexample() {
    assert_outcome(
        &["--unwind-min", "3", "tests/programs/counter_fail5.c"],
        "FAILED",
        None,
        body_frame(5),
        10,
    );
    assert_outcome(
        &["--stop-on-fail", "tests/programs/debounce_deep20.c"],
        "FAILED",
        None,
        body_frame(20),
        10,
    );
}

#[test]
fn timeout_gives_inconclusive_exit_5() {
    for extra in [vec![], vec!["--non-incremental"]] {
        let mut args = extra.clone();
        args.extend(["--timeout", "1", "tests/programs/hard_factor.c"]);
        let run = ibmc(&strings(&args));
        assert_eq!(run.code, Some(5), "{}", run.describe());
        assert!(run.elapsed < Duration::from_secs(10), "--timeout 1 took {:?}", run.elapsed);
        assert_eq!(
            run.verdicts(),
            vec!["VERIFICATION INCONCLUSIVE".to_string()],
            "{}",
            run.describe()
        );
    }
}

#[test]
fn trace_flag_prints_the_inputs() {
    let plain = ibmc(&strings(&["tests/programs/exit_cuts.c"]));
    let traced = ibmc(&strings(&["--trace", "tests/programs/exit_cuts.c"]));
    assert_eq!(traced.code, Some(10), "{}", traced.describe());
    assert!(
        traced.stdout.len() > plain.stdout.len(),
        "--trace adds nothing\n{}",
        traced.describe()
    );
    assert!(
        traced.stdout.contains("__VERIFIER_nondet_int"),
        "--trace should show the inputs\n{}",
        traced.describe()
    );
}

// ---------------------------------------------------------------------------
// The JSON report and its trace.

#[test]
fn json_report_shape() {
    let (run, r) = json_run(&["tests/programs/undefined_input.c"]);
    assert_eq!(run.code, Some(10), "{}", run.describe());
    let d = run.describe();
    assert_eq!(get_str(&r, "result"), Some("FAILED"), "{d}");
    assert!(get(&r, "proof").is_null(), "proof must be null for FAILED\n{d}");
    assert_eq!(get_u64(&r, "depth"), Some(body_frame(2)), "{d}");
    assert_eq!(get_str(&r, "loop"), Some("main.0"), "{d}");
    let props = get(&r, "properties").as_array().unwrap_or_else(|| panic!("no properties\n{d}"));
    assert!(!props.is_empty(), "{d}");
    for p in props {
        for key in ["id", "kind", "location", "function", "description", "status"] {
            assert!(
                p.get(key).map(Value::is_string).unwrap_or(false),
                "property without string `{key}`: {p}"
            );
        }
        assert!(
            split_location(p["location"].as_str().unwrap()).is_some(),
            "location is not file:line: {p}"
        );
        assert!(["FAILED", "SUCCESS", "UNKNOWN"].contains(&p["status"].as_str().unwrap()), "{p}");
        assert!(p.get("depth").is_some(), "property without `depth`: {p}");
    }
    let failed = props.iter().find(|p| p["status"] == "FAILED").expect("a FAILED property");
    assert_eq!(failed["function"], "main", "{failed}");
    let line = line_of("tests/programs/undefined_input.c", "assert(hot < 3)", 0);
    assert_eq!(
        split_location(failed["location"].as_str().unwrap()),
        Some(("undefined_input.c".into(), line)),
        "{failed}"
    );
    // Trace.
    assert_eq!(
        get_str(&r, "trace.violation.location").and_then(split_location),
        Some(("undefined_input.c".into(), line)),
        "{d}"
    );
    assert!(get_str(&r, "trace.violation.property").is_some(), "{d}");
    assert_eq!(get_u64(&r, "trace.violation.frame"), Some(body_frame(2)), "{d}");
    for f in get(&r, "trace.frames").as_array().unwrap() {
        assert!(f["frame"].is_u64(), "{f}");
        for s in f["steps"].as_array().unwrap() {
            for key in ["kind", "name", "type", "value", "location"] {
                assert!(
                    s.get(key).map(Value::is_string).unwrap_or(false),
                    "step without string `{key}`: {s}"
                );
            }
            assert!(
                ["input", "assign"].contains(&s["kind"].as_str().unwrap()),
                "unknown step kind: {s}"
            );
            if s["kind"] == "input" {
                assert!(s["source"].is_string(), "input step without `source`: {s}");
            }
            let v = s["value"].as_str().unwrap();
            assert!(v.parse::<i128>().is_ok(), "value is not a decimal string: {s}");
        }
    }
    // Inputs: a button and a sensor reading per frame, in call order.
    let inputs = trace_inputs(&r);
    let sources: Vec<&str> = inputs.iter().map(|i| i.1.as_str()).collect();
    assert_eq!(sources, ["read_button", "read_sensor"].repeat(3), "{d}");
    let frames: Vec<u64> = inputs.iter().map(|i| i.0).collect();
    let want: Vec<u64> = [0, 0, 1, 1, 2, 2].iter().map(|&k| body_frame(k)).collect();
    assert_eq!(frames, want, "input frames\n{d}");
    assert_eq!(inputs[0].2, "unsigned char", "{d}");
    assert_eq!(inputs[1].2, "int", "{d}");
    for (k, _, _, v) in inputs.iter().filter(|i| i.1 == "read_sensor") {
        let t: i64 = v.parse().unwrap();
        assert!((101..=150).contains(&t), "frame {k}: sensor {t} cannot lead to the violation");
    }
    // Stats.
    for key in ["frames", "solver_calls", "solver_instances", "variables", "clauses"] {
        assert!(get_u64(&r, &format!("stats.{key}")).is_some(), "stats.{key} missing\n{d}");
    }
    for key in ["frontend", "symex", "encode", "solve", "total"] {
        assert!(get(&r, &format!("stats.time.{key}")).is_number(), "stats.time.{key} missing\n{d}");
    }
    assert_eq!(get_u64(&r, "stats.solver_instances"), Some(1), "{d}");
}

#[test]
fn trace_inputs_are_forced() {
    // debounce_deep20: the only violating executions read 7 twenty times, one per frame.
    let (run, r) = json_run(&["tests/programs/debounce_deep20.c"]);
    let inputs = trace_inputs(&r);
    let want: Vec<(u64, String, String, String)> = (0..20)
        .map(|k| (body_frame(k), "__VERIFIER_nondet_int".into(), "int".into(), "7".into()))
        .collect();
    assert_eq!(inputs, want, "{}", run.describe());
    // nondet_types: extreme values of every type, as decimal strings of the C type.
    let (run, r) = json_run(&["tests/programs/nondet_types.c"]);
    let inputs = trace_inputs(&r);
    // (`char` may be reported as `signed char`: the same type on x86-64 in all but name.)
    let got: Vec<(u64, &str, &str, &str)> = inputs
        .iter()
        .map(|(k, s, t, v)| {
            (
                *k,
                s.as_str(),
                if t == "signed char" && s.ends_with("_char") { "char" } else { t.as_str() },
                v.as_str(),
            )
        })
        .collect();
    let fns = [
        ("__VERIFIER_nondet_char", "char", "127", "-128"),
        ("__VERIFIER_nondet_uchar", "unsigned char", "255", "0"),
        ("__VERIFIER_nondet_short", "short", "32767", "-32768"),
        ("__VERIFIER_nondet_ushort", "unsigned short", "65535", "0"),
        ("nondet_int", "int", "2147483647", "-2147483648"),
        ("__VERIFIER_nondet_uint", "unsigned int", "4294967295", "0"),
        ("__VERIFIER_nondet_long", "long", "9223372036854775807", "-9223372036854775808"),
        ("__VERIFIER_nondet_ulong", "unsigned long", "18446744073709551615", "0"),
        ("__VERIFIER_nondet_bool", "_Bool", "1", "0"),
        ("nondet_uchar", "unsigned char", "255", "0"),
    ];
    let mut want = Vec::new();
    for (frame, pick) in [(0u64, 0), (1, 1)] {
        for (f, t, max, min) in fns {
            want.push((body_frame(frame), f, t, if pick == 0 { max } else { min }));
        }
    }
    assert_eq!(got, want, "{}", run.describe());
    // mode_machine_deep50: 1, forty-eight 2s, 3 (then any command in frame 50).
    let (run, r) = json_run(&["tests/programs/mode_machine_deep50.c"]);
    let values: Vec<String> = trace_inputs(&r).into_iter().map(|i| i.3).collect();
    let mut want: Vec<String> = vec!["1".into()];
    want.extend(std::iter::repeat_n("2".to_string(), 48));
    want.push("3".into());
    assert!(values.len() == 51 && values[..50] == want[..], "{:?}\n{}", values, run.describe());
}

#[test]
fn replay_rejects_a_wrong_trace() {
    // The replay check itself must be able to fail: a trace whose inputs do not
    // lead to the violation is not replayed.
    let (_, mut r) = json_run(&["tests/programs/debounce_deep20.c"]);
    if let Some(frames) = r.pointer_mut("/trace/frames").and_then(Value::as_array_mut) {
        for f in frames {
            for s in f["steps"].as_array_mut().unwrap() {
                if s["kind"] == "input" {
                    s["value"] = Value::String("6".into());
                }
            }
        }
    }
    let res = replay(&["tests/programs/debounce_deep20.c".into()], &[], &r, "wrong-trace");
    assert!(res.is_err(), "a trace of 6s replayed: {res:?}");
}

// ---------------------------------------------------------------------------
// The expectations themselves (gcc only, no ibmc): every FAILED program's
// witness violates at the stated depth, random runs find nothing shallower,
// safe programs never violate, and every witness replays through
// scripts/replay as a fake ibmc trace.

#[test]
fn program_expectations_hold_under_gcc() {
    let run = run_cmd(
        "python3",
        &strings(&["scripts/check-programs", "--quick", "--replay-selftest"]),
        Duration::from_secs(600),
    );
    assert_eq!(
        run.code,
        Some(0),
        "scripts/check-programs found problems:\n{}\n{}",
        run.stdout,
        run.stderr
    );
}

/// `--no-slice` (every term of a frame encoded) changes costs, never results.
#[test]
fn no_slice_gives_the_same_results() {
    for args in [
        &["tests/programs/counter_fail5.c"][..],
        &["tests/programs/debounce_deep20.c"],
        &["tests/programs/mode_machine_deep50.c"],
        &["tests/programs/countdown_complete.c"],
        &["--unwind-max", "15", "tests/programs/elevator_safe.c"],
        &["--k-induction", "tests/programs/sum_complete.c"],
    ] {
        let (_, sliced) = json_run(args);
        let mut unsliced_args = args.to_vec();
        unsliced_args.insert(0, "--no-slice");
        let (_, unsliced) = json_run(&unsliced_args);
        for key in ["result", "proof", "depth", "checked"] {
            assert_eq!(sliced.get(key), unsliced.get(key), "{key} of {args:?}");
        }
        let clauses =
            |r: &Value| r["stats"]["clauses"].as_u64().unwrap_or_else(|| panic!("clauses: {r}"));
        assert!(
            clauses(&sliced) <= clauses(&unsliced),
            "{args:?}: sliced {} > unsliced {}",
            clauses(&sliced),
            clauses(&unsliced)
        );
    }
}

/// `scripts/bench` on a one-task manifest: the summary of a saved run (`--from-json`) is the
/// one printed by the run itself, and the ceiling (the incremental run without its engine
/// time outside the solver) is never below the measured ratio.
#[test]
fn bench_summary_round_trips_and_bounds_the_ratio() {
    let dir = scratch("bench");
    std::fs::copy(root().join("tests/programs/debounce_deep20.c"), dir.join("deep20.c")).unwrap();
    std::fs::write(dir.join("manifest.tsv"), "path\tproperty\texpected\tdepth\toptions\torigin\ndeep20.c\tunreach-call\tfalse\t20\t\ttest\n").unwrap();
    let saved = dir.join("run.json");
    let s = |p: &std::path::Path| p.to_string_lossy().into_owned();
    let run = run_cmd(
        "python3",
        &strings(&[
            "scripts/bench",
            "--binary",
            env!("CARGO_BIN_EXE_ibmc"),
            "--manifest",
            &s(&dir.join("manifest.tsv")),
            "--repeat",
            "1",
            "--timeout",
            "60",
            "--json-out",
            &s(&saved),
        ]),
        Duration::from_secs(300),
    );
    assert_eq!(run.code, Some(0), "scripts/bench failed:\n{}\n{}", run.stdout, run.stderr);
    let again = run_cmd(
        "python3",
        &strings(&["scripts/bench", "--from-json", &s(&saved)]),
        Duration::from_secs(60),
    );
    assert_eq!(
        again.code,
        Some(0),
        "scripts/bench --from-json failed:\n{}\n{}",
        again.stdout,
        again.stderr
    );
    let summary = |out: &str| -> Vec<String> {
        out.lines()
            .filter(|l| l.contains("geomean") || l.contains("ceiling") || l.contains("WRONG"))
            .map(str::to_owned)
            .collect()
    };
    assert_eq!(
        summary(&run.stdout),
        summary(&again.stdout),
        "the saved run summarizes differently"
    );
    let figure = |key: &str| -> f64 {
        let line = again
            .stdout
            .lines()
            .find(|l| l.contains(key))
            .unwrap_or_else(|| panic!("no `{key}` line:\n{}", again.stdout));
        let after = &line[line.find(key).unwrap() + key.len()..];
        after
            .split_whitespace()
            .next()
            .and_then(|w| w.parse().ok())
            .unwrap_or_else(|| panic!("no figure in `{line}`"))
    };
    let ratio = figure("depth >= 20: ");
    let ceiling = figure("time at zero, depth >= 20: ");
    assert!(
        ceiling >= ratio,
        "ceiling {ceiling} below the measured ratio {ratio}:\n{}",
        again.stdout
    );
}

/// `--refine-arithmetic` (abstracted multiplications and divisions, refined where a model
/// needs them) answers every program of `tests/programs` that uses them as the exact
/// encoding does: the same result, depth and proof; each counterexample replays.
#[test]
fn refine_arithmetic_gives_the_same_verdicts() {
    let mut abstracted = 0;
    let mut checked = Vec::new();
    for name in [
        "guarded_arith",
        "divmod",
        "long_arith",
        "combination_lock",
        "promotions",
        "signed_wrap",
        "conversions",
        "wrap_safe",
        "odometer_deep120",
        "thermostat_safe",
    ] {
        let spec = parse_spec(&program_path(name));
        let run_with = |extra: &[&str]| {
            let mut args = spec.options.clone();
            args.extend(["--stop-on-fail", "--json"].iter().map(|s| s.to_string()));
            args.extend(extra.iter().map(|s| s.to_string()));
            args.push(spec.path.clone());
            let run = ibmc(&args);
            let v: Value = serde_json::from_str(&run.stdout)
                .unwrap_or_else(|e| panic!("{e}\n{}", run.describe()));
            (run, v)
        };
        let (_, exact) = run_with(&[]);
        let (run, refined) = run_with(&["--refine-arithmetic", "--validate"]);
        for key in ["result", "proof", "depth"] {
            assert_eq!(
                exact.get(key),
                refined.get(key),
                "{name}: `{key}` differs with --refine-arithmetic\n{}",
                run.describe()
            );
        }
        if refined["result"] == "FAILED" {
            let failed: Vec<&Value> = refined["properties"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|p| p["status"] == "FAILED")
                .collect();
            assert!(
                failed.iter().all(|p| p["validated"] == true),
                "{name}: a counterexample does not replay\n{}",
                run.describe()
            );
        }
        abstracted += refined["stats"]["refinement"]["abstracted"].as_u64().unwrap_or(0);
        checked.push(name);
    }
    assert!(abstracted > 0, "no program of {checked:?} had an abstracted operation");
}

/// The README's quick-start checks (`cargo run --release -- ARGS`) end by themselves with the
/// verdicts the README states: a user's first run must not go on unwinding for ever (it did
/// once the standard checks added properties BMC alone cannot settle).
#[test]
fn the_readmes_quick_start_commands_end_with_their_verdicts() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let start = readme.find("## Quick start").expect("a Quick start section");
    let section = &readme[start..];
    let section = &section[..section[3..].find("\n## ").map_or(section.len(), |k| k + 3)];
    // Commands may go on over lines ending in `\`.
    let mut commands: Vec<Vec<String>> = Vec::new();
    let mut open = false;
    for line in section.lines().map(str::trim) {
        let rest = if open {
            line
        } else if let Some(args) = line.strip_prefix("cargo run --release -- ") {
            commands.push(Vec::new());
            args
        } else {
            continue;
        };
        open = rest.ends_with('\\');
        let words = rest.trim_end_matches('\\').split_whitespace().map(String::from);
        commands.last_mut().unwrap().extend(words);
    }
    assert!(commands.len() >= 2, "the README's quick start lists its commands");
    let out = scratch("readme_quick_start");
    for args in &mut commands {
        // Reports go to the scratch folder, not into the checkout.
        for k in 1..args.len() {
            if matches!(args[k - 1].as_str(), "--html" | "--vcd") {
                args[k] = out.join(format!("out{k}")).to_string_lossy().into_owned();
            }
        }
        let run = ibmc_with_defaults(args);
        assert!(!run.timed_out, "`ibmc {}` did not end\n{}", args.join(" "), run.describe());
        // The lamp timer is proved; the others are counterexamples.
        let expected = if args.iter().any(|a| a.contains("lamp_timer")) { 0 } else { 10 };
        assert_eq!(run.code, Some(expected), "{}", run.describe());
    }
}
