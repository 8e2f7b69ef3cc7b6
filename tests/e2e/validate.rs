//! `--validate` and `ibmc::validate::replay`: counterexamples replayed with gcc.
//!
//! - every FAILED program of tests/programs validates end to end (`--validate --json`);
//! - altered traces (other values, missing or extra inputs, another property) do not replay;
//! - the call site counts: SV-COMP tasks that define reach_error themselves, static ones,
//!   glibc's assert;
//! - run-time checks (signed overflow, division by zero) are confirmed through UBSan;
//! - a replay that cannot be compiled is a `replayed: false` outcome, not an error;
//! - a run that removed assertions (`--property`): the replay goes on past their violations
//!   and still judges at the trace's property; a removed check that traps is inconclusive.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use crate::common::*;
use ibmc::engine::bmc::Bmc;
use ibmc::engine::trace::{Step, StepKind, TraceFrame};
use ibmc::engine::{self, Engine, EngineOptions, RunContext, Trace};
use ibmc::frontend::{self, FrontendOptions};
use ibmc::ir::loops::{self, Choice};
use ibmc::ir::{CheckKind, IntTy, Loc, Program, PropId, PropKind};
use ibmc::validate::{replay, Replay, ReplayOptions};
use serde_json::Value;

fn fixture(name: &str) -> String {
    format!("tests/validate/{name}")
}

fn ropts(path: &str) -> ReplayOptions {
    ReplayOptions {
        files: vec![root().join(path)],
        include_dirs: vec![],
        defines: vec![],
        timeout_secs: 10.0,
    }
}

/// Loads a program and runs incremental BMC on it (the pipeline of src/main.rs).
fn check(path: &str, unwind_max: u32) -> (Program, engine::Verdict) {
    check_selected(path, unwind_max, None)
}

/// `check` with only the property `only` (`--property`): the others' assertions removed.
fn check_selected(path: &str, unwind_max: u32, only: Option<&str>) -> (Program, engine::Verdict) {
    let files = vec![root().join(path)];
    let mut program =
        frontend::load_for_entry(&files, &FrontendOptions::default(), "main").expect("frontend");
    if let Some(id) = only {
        program.select_properties(|p| p.id == id);
    }
    let entry = program.function_by_name("main").expect("main");
    let lp = match loops::choose(&program, entry).expect("loops") {
        Choice::Picked(l) => Some(l),
        Choice::NoUnboundedLoop | Choice::Several(_) => None,
    };
    let eopts = EngineOptions {
        entry: Some(entry),
        unwind_min: 0,
        unwind_max: Some(unwind_max),
        unwind: None,
        incremental_loop: lp,
        stop_on_fail: true,
        no_slice: false,
        refine_arithmetic: false,
        no_word_invariants: false,
        sat: Default::default(),
        guard_only_assumptions: false,
        loop_bounds: Vec::new(),
        unwindset: Vec::new(),
    };
    let ctx = RunContext::new(Arc::new(AtomicBool::new(false)));
    let v = Bmc::new(&program, eopts).check(&ctx).expect("engine");
    (program, v)
}

fn failing_trace(path: &str) -> (Program, Trace) {
    let (p, v) = check(path, 60);
    let t = v.trace.unwrap_or_else(|| panic!("{path}: no counterexample"));
    (p, t)
}

fn replayed(program: &Program, trace: &Trace, path: &str) -> Replay {
    let r = replay(program, trace, &ropts(path)).expect("replay returns Ok");
    eprintln!("[{path}] {}: {}", r.replayed, r.detail);
    r
}

fn assert_replays(r: &Replay, what: &str) {
    assert!(r.replayed, "{what}: expected a replay, got: {}", r.detail);
}

fn assert_fails(r: &Replay, what: &str, needle: &str) {
    assert!(!r.replayed, "{what}: must not replay, got: {}", r.detail);
    assert!(
        r.detail.contains(needle),
        "{what}: the detail should mention `{needle}`: {}",
        r.detail
    );
}

fn inputs_mut(t: &mut Trace) -> Vec<&mut Step> {
    t.frames
        .iter_mut()
        .flat_map(|f| f.steps.iter_mut())
        .filter(|s| matches!(s.kind, StepKind::Input { .. }))
        .collect()
}

// ---------------------------------------------------------------------------
// End to end over tests/programs.

#[test]
fn every_failed_program_validates() {
    let mut specs = Vec::new();
    for e in std::fs::read_dir(root().join("tests/programs")).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "c") {
            let rel = format!("tests/programs/{}", p.file_name().unwrap().to_string_lossy());
            let spec = parse_spec(&rel);
            if spec.result.as_deref() == Some("FAILED") {
                specs.push(spec);
            }
        }
    }
    assert!(
        specs.len() >= 10,
        "expected the FAILED programs of tests/programs, found {}",
        specs.len()
    );
    let problems: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = specs
            .iter()
            .map(|spec| {
                s.spawn(move || {
                    let mut args = spec.options.clone();
                    args.extend(strings(&["--validate", "--stop-on-fail", "--json", &spec.path]));
                    let run = ibmc(&args);
                    let mut problems = Vec::new();
                    let Some(report) = run.json() else {
                        return vec![format!("{}: no JSON\n{}", spec.path, run.describe())];
                    };
                    let failed: Vec<&Value> = get(&report, "properties")
                        .as_array()
                        .into_iter()
                        .flatten()
                        .filter(|p| p.get("status").and_then(Value::as_str) == Some("FAILED"))
                        .collect();
                    if failed.is_empty() {
                        problems.push(format!(
                            "{}: no FAILED property\n{}",
                            spec.path,
                            run.describe()
                        ));
                    }
                    for p in failed {
                        if p.get("validated") != Some(&Value::Bool(true)) {
                            problems.push(format!(
                                "{}: property {} has validated = {:?}\n{}",
                                spec.path,
                                p.get("id").unwrap_or(&Value::Null),
                                p.get("validated"),
                                run.describe()
                            ));
                        }
                    }
                    if run.stderr.contains("BUG") {
                        problems.push(format!("{}: BUG on stderr\n{}", spec.path, run.describe()));
                    }
                    problems
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    assert!(problems.is_empty(), "{} problem(s):\n\n{}", problems.len(), problems.join("\n\n"));
}

// ---------------------------------------------------------------------------
// Wrong traces.

#[test]
fn altered_traces_do_not_replay() {
    let path = program_path("combination_lock");
    let (program, trace) = failing_trace(&path);
    let n = trace.inputs().count();
    assert!(n >= 4, "combination_lock needs inputs, the trace has {n}");
    let ok = replayed(&program, &trace, &path);
    assert_replays(&ok, "the engine's trace");
    assert!(ok.detail.contains(&format!("after {n} inputs")), "{}", ok.detail);

    // Other values: the lock does not open.
    let mut t = trace.clone();
    for s in inputs_mut(&mut t) {
        s.value = 0;
    }
    assert_fails(&replayed(&program, &t, &path), "all inputs 0", "more inputs than the trace");

    // One input too few: the program asks for more.
    let mut t = trace.clone();
    if let Some(f) = t
        .frames
        .iter_mut()
        .rev()
        .find(|f| f.steps.iter().any(|s| matches!(s.kind, StepKind::Input { .. })))
    {
        let i = f.steps.iter().rposition(|s| matches!(s.kind, StepKind::Input { .. })).unwrap();
        f.steps.remove(i);
    }
    assert_fails(
        &replayed(&program, &t, &path),
        "last input removed",
        "more inputs than the trace",
    );

    // One input too many: the violation comes before the trace's last input is used.
    let mut t = trace.clone();
    let extra = inputs_mut(&mut t).last().map(|s| (*s).clone()).unwrap();
    t.frames.last_mut().unwrap().steps.push(extra);
    assert_fails(
        &replayed(&program, &t, &path),
        "extra input",
        &format!("instead of the trace's {}", n + 1),
    );
}

#[test]
fn another_property_does_not_replay() {
    let path = fixture("assert_h.c");
    let (program, mut trace) = failing_trace(&path);
    assert_replays(&replayed(&program, &trace, &path), "assert.h assertion");
    let other = program
        .properties
        .iter()
        .position(|p| p.kind == PropKind::Assertion && p.loc != program.property(trace.prop).loc)
        .expect("a second assertion");
    trace.prop = PropId(other as u32);
    trace.loc = program.properties[other].loc;
    assert_fails(&replayed(&program, &trace, &path), "the other assertion", "another violation");
}

/// `--property` of an assertion violated after another one: the run removed the other
/// one, so the trace violates it on its way, and the replay goes on past it (glibc's
/// `assert`, whose `__assert_fail` is `noreturn`), then stops and judges at the target.
#[test]
fn removed_assertions_are_gone_on_past() {
    let path = fixture("removed_assertion.c");
    let (program, v) = check_selected(&path, 20, Some("main.assertion.2"));
    let trace = v.trace.expect("a counterexample of main.assertion.2");
    let first =
        PropId(program.properties.iter().position(|p| p.id == "main.assertion.1").unwrap() as u32);
    assert!(trace.removed.contains(&first), "{:?}", trace.removed);
    let ok = replayed(&program, &trace, &path);
    assert_replays(&ok, "the second assertion");
    assert!(ok.detail.contains(":12 after 4 inputs"), "{}", ok.detail);
    assert!(ok.detail.contains("went on past"), "{}", ok.detail);

    // A run that had the first assertion (assumed, never violated by its traces): the same
    // trace is wrong for it, and the replay stops there.
    let mut t = trace.clone();
    t.removed.clear();
    assert_fails(&replayed(&program, &t, &path), "first assertion kept", "another violation");

    // The trace claimed for the third assertion (never violated): the replay goes on past
    // the removed first one only, and the second one is another violation.
    let third = program.properties.iter().position(|p| p.id == "main.assertion.3").unwrap();
    let mut t = trace.clone();
    t.prop = PropId(third as u32);
    t.loc = program.properties[third].loc;
    assert_fails(&replayed(&program, &t, &path), "the third assertion", "another violation");

    // Claimed for the removed first one: its violation comes with fewer inputs.
    let mut t = trace.clone();
    t.prop = first;
    t.loc = program.property(first).loc;
    assert_fails(&replayed(&program, &t, &path), "the first assertion", "instead of the trace's");

    // End to end: `--property` with `--validate`.
    let run = ibmc(&strings(&["--property", "main.assertion.2", "--validate", "--json", &path]));
    let report = run.json().unwrap_or_else(|| panic!("no JSON\n{}", run.describe()));
    let p = &get(&report, "properties")[0];
    assert_eq!(p.get("validated"), Some(&Value::Bool(true)), "{}", run.describe());
    assert!(!run.stderr.contains("BUG"), "{}", run.describe());
}

/// `--property` removes the run-time checks too (the standard ones, on by default): a trace that divides by zero on its way
/// to the assertion (ibmc's model gives a value) traps in the compiled run, which is then
/// not confirmed, and no ibmc bug.
#[test]
fn a_removed_check_that_traps_is_inconclusive() {
    let path = fixture("removed_check.c");
    let run = ibmc_with_defaults(&strings(&[
        "--property",
        "main.assertion.1",
        "--validate",
        "--json",
        &path,
    ]));
    let report = run.json().unwrap_or_else(|| panic!("no JSON\n{}", run.describe()));
    let p = &get(&report, "properties")[0];
    assert_eq!(p.get("status").and_then(Value::as_str), Some("FAILED"), "{}", run.describe());
    assert_eq!(p.get("validated"), Some(&Value::Bool(false)), "{}", run.describe());
    let detail = p.get("validation").and_then(Value::as_str).unwrap_or_default();
    assert!(detail.contains("removed the division-by-zero checks"), "{detail}");
    assert!(!run.stderr.contains("BUG"), "{}", run.describe());
}

// ---------------------------------------------------------------------------
// Call sites.

#[test]
fn svcomp_reach_error_definition_validates_at_the_call_site() {
    let path = fixture("svcomp_reach_error.c");
    let run = ibmc(&strings(&["--validate", "--stop-on-fail", "--json", &path]));
    let report = run.json().unwrap_or_else(|| panic!("no JSON\n{}", run.describe()));
    let failed: Vec<&Value> = get(&report, "properties")
        .as_array()
        .into_iter()
        .flatten()
        .filter(|p| p.get("status").and_then(Value::as_str) == Some("FAILED"))
        .collect();
    assert_eq!(failed.len(), 1, "{}", run.describe());
    assert_eq!(failed[0].get("validated"), Some(&Value::Bool(true)), "{}", run.describe());
    let loc = failed[0].get("location").and_then(Value::as_str).and_then(split_location);
    assert_eq!(
        loc,
        Some(("svcomp_reach_error.c".into(), line_of(&path, "reachable after", 0))),
        "{}",
        run.describe()
    );

    // The trace moved to the unreachable call site: the run reaches the other one.
    let (program, mut trace) = failing_trace(&path);
    let r = replayed(&program, &trace, &path);
    assert_replays(&r, "reachable reach_error");
    assert!(
        r.detail.contains(&format!(":{}", line_of(&path, "reachable after", 0))),
        "{}",
        r.detail
    );
    let other = program
        .properties
        .iter()
        .position(|p| {
            p.kind == PropKind::ErrorCall && p.loc.line == line_of(&path, "unreachable:", 0) as u32
        })
        .expect("the unreachable call site's property");
    trace.prop = PropId(other as u32);
    trace.loc = program.properties[other].loc;
    assert_fails(&replayed(&program, &trace, &path), "unreachable call site", "another violation");
}

#[test]
fn static_empty_reach_error_is_caught() {
    let path = fixture("static_reach_error.c");
    let run = ibmc(&strings(&["--validate", "--stop-on-fail", "--json", &path]));
    let report = run.json().unwrap_or_else(|| panic!("no JSON\n{}", run.describe()));
    assert_eq!(get_str(&report, "result"), Some("FAILED"), "{}", run.describe());
    let validated: Vec<&Value> = get(&report, "properties")
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|p| p.get("validated"))
        .collect();
    assert!(validated.contains(&&Value::Bool(true)), "{}", run.describe());
    assert!(!run.stderr.contains("BUG"), "{}", run.describe());
}

#[test]
fn assert_h_validates() {
    let path = fixture("assert_h.c");
    let run = ibmc(&strings(&["--validate", "--stop-on-fail", "--json", &path]));
    let report = run.json().unwrap_or_else(|| panic!("no JSON\n{}", run.describe()));
    assert_eq!(get_str(&report, "result"), Some("FAILED"), "{}", run.describe());
    for p in get(&report, "properties").as_array().into_iter().flatten() {
        if p.get("status").and_then(Value::as_str) == Some("FAILED") {
            assert_eq!(p.get("validated"), Some(&Value::Bool(true)), "{}", run.describe());
        }
    }
}

// ---------------------------------------------------------------------------
// Run-time checks through UBSan (traces built by hand: the property and its inputs).

fn input(source: &str, value: i128, frame: u32) -> TraceFrame {
    TraceFrame {
        frame,
        steps: vec![Step {
            kind: StepKind::Input { source: source.into() },
            name: "x".into(),
            ty: ibmc::ir::ScalarTy::Int(IntTy::INT),
            value,
            loc: Loc::default(),
        }],
    }
}

fn ub_case(kind: CheckKind, line_needle: &str, values: &[i128]) -> (Program, Trace, String) {
    let path = fixture("ub.c");
    let files = vec![root().join(&path)];
    let mut program =
        frontend::load_for_entry(&files, &FrontendOptions::default(), "main").unwrap();
    let line = line_of(&path, line_needle, 0) as u32;
    let file = program
        .files
        .iter()
        .position(|f| f.ends_with("ub.c"))
        .map(|i| ibmc::ir::FileId(i as u32))
        .unwrap();
    let loc = Loc { file, line, col: 0 };
    let prop = program.add_property(PropKind::Check(kind), "main", loc, "check".into());
    let frames = values
        .iter()
        .enumerate()
        .map(|(i, v)| input("__VERIFIER_nondet_int", *v, 1 + i as u32 / 2))
        .collect();
    let trace = Trace {
        prop,
        frame: 1 + (values.len() as u32).saturating_sub(1) / 2,
        loc,
        frames,
        uninit: Default::default(),
        removed: Vec::new(),
    };
    (program, trace, path)
}

#[test]
fn signed_overflow_is_confirmed_by_ubsan() {
    // acc = 1 * 65536, then 65536 * 65536 overflows in the second iteration.
    let (program, trace, path) =
        ub_case(CheckKind::SignedOverflow, "acc = acc * a", &[65536, 1, 65536, 1]);
    let r = replayed(&program, &trace, &path);
    assert_replays(&r, "signed overflow");
    assert!(
        r.detail.contains("signed-integer-overflow") && r.detail.contains("after 4 inputs"),
        "{}",
        r.detail
    );
    // One iteration is not enough.
    let (program, trace, path) = ub_case(CheckKind::SignedOverflow, "acc = acc * a", &[65536, 1]);
    assert_fails(
        &replayed(&program, &trace, &path),
        "no overflow yet",
        "more inputs than the trace",
    );
}

#[test]
fn division_by_zero_is_confirmed_by_ubsan() {
    let (program, trace, path) = ub_case(CheckKind::DivByZero, "1000 / b", &[1, 5, 2, 0]);
    let r = replayed(&program, &trace, &path);
    assert_replays(&r, "division by zero");
    assert!(r.detail.contains("integer-divide-by-zero"), "{}", r.detail);
    // The right kind on another line is not the property.
    let (program, trace, path) = ub_case(CheckKind::DivByZero, "acc = acc * a", &[1, 5, 2, 0]);
    assert_fails(&replayed(&program, &trace, &path), "division by zero on another line", "SIGFPE");
}

#[test]
fn checks_without_a_sanitizer_are_not_confirmed() {
    let (program, trace, path) = ub_case(CheckKind::UnsignedOverflow, "acc = acc * a", &[1, 1]);
    assert_fails(&replayed(&program, &trace, &path), "unsigned overflow", "no run-time check");
}

// ---------------------------------------------------------------------------
// Replays that cannot run.

#[test]
fn compile_failure_is_an_outcome() {
    let (program, trace) = failing_trace(&program_path("counter_fail5"));
    let opts = ReplayOptions {
        files: vec![root().join(program_path("counter_fail5"))],
        defines: vec!["int=struct".into()],
        ..ReplayOptions::default()
    };
    let r = replay(&program, &trace, &opts).expect("Ok even when gcc fails");
    assert_fails(&r, "broken -D", "gcc failed");
    let opts = ReplayOptions {
        files: vec![PathBuf::from("/nonexistent/x.c")],
        ..ReplayOptions::default()
    };
    assert_fails(&replay(&program, &trace, &opts).unwrap(), "missing file", "gcc failed");
}

// ---------------------------------------------------------------------------
// Inputs and locations the harness must get right.

/// `ibmc --validate --json PATH`: the validated flags of the FAILED properties.
fn validated_flags(path: &str) -> (Vec<Value>, Run) {
    let run = ibmc(&strings(&["--validate", "--stop-on-fail", "--json", path]));
    let report = run.json().unwrap_or_else(|| panic!("no JSON\n{}", run.describe()));
    assert_eq!(get_str(&report, "result"), Some("FAILED"), "{}", run.describe());
    let flags = get(&report, "properties")
        .as_array()
        .into_iter()
        .flatten()
        .filter(|p| p.get("status").and_then(Value::as_str) == Some("FAILED"))
        .map(|p| p.get("validated").cloned().unwrap_or(Value::Null))
        .collect();
    (flags, run)
}

#[test]
fn library_functions_as_inputs_and_stubs() {
    let (flags, run) = validated_flags(&fixture("library_input.c"));
    assert_eq!(flags, vec![Value::Bool(true)], "{}", run.describe());
}

#[test]
fn line_directives_name_the_file() {
    let (flags, run) = validated_flags(&fixture("line_directive.c"));
    assert_eq!(flags, vec![Value::Bool(true)], "{}", run.describe());
}

#[test]
fn uninitialized_locals_get_the_traces_values() {
    // A scalar read before it is assigned: the compiled run gets the trace's value.
    let path = fixture("uninitialized.c");
    let (program, trace) = failing_trace(&path);
    assert!(
        trace
            .inputs()
            .any(|(_, s)| s.kind == StepKind::Input { source: "<uninitialized>".into() }
                && s.value != 0),
        "the trace should read a nonzero uninitialized x"
    );
    // The program loops forever when x does not reach 0: a short time limit.
    let r = replay(&program, &trace, &ReplayOptions { timeout_secs: 1.0, ..ropts(&path) }).unwrap();
    assert_replays(&r, "uninitialized x");
    assert!(r.conclusive && !r.detail.contains("<uninitialized>"), "{}", r.detail);
    // An array element, a second declarator and a struct member, in the second execution of
    // their declarations.
    let path = fixture("uninitialized_aggregates.c");
    let (program, trace) = failing_trace(&path);
    let r = replay(&program, &trace, &ReplayOptions { timeout_secs: 2.0, ..ropts(&path) }).unwrap();
    assert_replays(&r, "uninitialized aggregates");
    // Changing the struct member's value makes the run miss the violation.
    let mut t = trace.clone();
    for v in t.uninit.values.iter_mut().filter(|v| v.1 == "p.b") {
        v.3 += 1;
    }
    let r = replay(&program, &t, &ReplayOptions { timeout_secs: 2.0, ..ropts(&path) }).unwrap();
    assert!(!r.replayed && !r.conclusive, "an altered value must not replay: {}", r.detail);
}

#[test]
fn error_labels_validate() {
    for name in ["error_label.c", "cil_error_label.c"] {
        error_label_validates(&fixture(name));
    }
}

fn error_label_validates(path: &str) {
    let path = path.to_string();
    let run = ibmc(&strings(&["--validate", "--json", "--error-label", "ERROR", &path]));
    let report = run.json().unwrap_or_else(|| panic!("no JSON\n{}", run.describe()));
    assert_eq!(get_str(&report, "result"), Some("FAILED"), "{}", run.describe());
    let props = get(&report, "properties").as_array().cloned().unwrap_or_default();
    let failed: Vec<&Value> = props
        .iter()
        .filter(|p| p.get("status").and_then(Value::as_str) == Some("FAILED"))
        .collect();
    assert_eq!(failed.len(), 1, "{}", run.describe());
    assert_eq!(failed[0].get("validated"), Some(&Value::Bool(true)), "{}", run.describe());
}

/// A function without a body that returns a struct: the harness defines it with a struct of
/// the same layout, filled member by member from the trace, and a trace with one member
/// changed does not replay.
#[test]
fn struct_results_of_bodiless_functions_replay() {
    let path = fixture("struct_input.c");
    let (program, trace) = failing_trace(&path);
    let ok = replayed(&program, &trace, &path);
    assert_replays(&ok, "the engine's trace");
    let mut t = trace.clone();
    let gain = inputs_mut(&mut t).into_iter().rev().find(|s| {
        matches!(&s.kind, StepKind::Input { source } if source == "read_sample")
            && s.name.ends_with(".src.gain")
    });
    let gain = gain.expect("the last sample's gain is an input");
    gain.value = 0; // +0.0f: not below -1
    assert_fails(&replayed(&program, &t, &path), "gain changed", "");
}

// ---------------------------------------------------------------------------
// main's argc/argv (issue 39, item 4).

/// The text trace's lines (between `Counterexample for` and the results).
fn trace_lines(run: &Run) -> Vec<String> {
    run.stdout
        .lines()
        .skip_while(|l| !l.starts_with("Counterexample for"))
        .take_while(|l| !l.starts_with("** Results"))
        .map(String::from)
        .collect()
}

#[test]
fn unused_argv_of_ert_main_is_not_modelled_and_replays() {
    let path = fixture("ert_main.c");
    let run = ibmc(&strings(&["--validate", "--trace", &path]));
    assert_eq!(run.code, Some(10), "{}", run.describe());
    let lines = trace_lines(&run);
    assert!(!lines.is_empty(), "{}", run.describe());
    // Only the model's inputs, no argc/argv model, no `$tmp` inputs.
    assert!(
        lines.iter().all(|l| !l.contains("argv")
            && !l.contains("argc")
            && !l.contains("$tmp")
            && !l.contains("main's arguments")),
        "{}",
        run.describe()
    );
    let inputs: Vec<&String> =
        lines.iter().filter(|l| l.trim_start().starts_with("input ")).collect();
    assert_eq!(inputs.len(), 6, "{}", run.describe());
    assert!(
        inputs.iter().all(|l| l.contains("from nondet_double") || l.contains("from nondet_int")),
        "{}",
        run.describe()
    );
    assert!(lines.len() < 80, "{}", run.describe());
    assert!(run.stdout.contains("Replayed with the C compiler"), "{}", run.describe());
    assert!(
        !run.stdout.contains("inconclusive") && !run.stderr.contains("inconclusive"),
        "{}",
        run.describe()
    );
    let (_, v) = json_run(&["--validate", &path]);
    assert_eq!(v["properties"][0]["validated"], true, "{v}");
    // The library's replay is conclusive too.
    let (program, trace) = failing_trace(&path);
    assert!(trace.command_line().is_none());
    let r = replayed(&program, &trace, &path);
    assert!(r.replayed && r.conclusive, "{}", r.detail);
}

#[test]
fn argv_read_is_modelled_shown_once_and_replayed_on_the_command_line() {
    let path = fixture("argv_read.c");
    let run = ibmc(&strings(&["--validate", "--trace", &path]));
    assert_eq!(run.code, Some(10), "{}", run.describe());
    let lines = trace_lines(&run);
    // One line for main's arguments, none of the model's own inputs.
    let args: Vec<&String> = lines.iter().filter(|l| l.contains("main's arguments")).collect();
    assert_eq!(args.len(), 1, "{}", run.describe());
    assert!(
        args[0].contains("argc = 2, argv = { ") && args[0].contains("NULL }"),
        "{}",
        run.describe()
    );
    assert!(
        lines.iter().all(|l| !l.contains("<argv") && !l.contains("$tmp")),
        "{}",
        run.describe()
    );
    assert!(lines.len() < 80, "{}", run.describe());
    assert!(run.stdout.contains("Replayed with the C compiler"), "{}", run.describe());
    let (program, trace) = failing_trace(&path);
    let c = trace.command_line().expect("a command line");
    assert_eq!(c.argc, 2);
    assert_eq!(c.args.get(1).and_then(|a| a.first()), Some(&b'x'));
    let r = replayed(&program, &trace, &path);
    assert!(r.replayed && r.conclusive, "{}", r.detail);
    // Another argv[1] does not reproduce it: the replay really passes the trace's.
    let mut other = trace.clone();
    for f in &mut other.frames {
        for s in &mut f.steps {
            if matches!(&s.kind, StepKind::Input { source } if source == "<argv[1]>")
                && s.name.ends_with("[0]")
            {
                s.value = i128::from(b'y');
            }
        }
    }
    assert!(!replayed(&program, &other, &path).replayed);
}

#[test]
fn argc_greater_than_one_with_argv_read_is_still_found() {
    let dir = scratch("argv");
    let path = dir.join("argc_gt1.c");
    std::fs::write(&path, "#include <assert.h>\nint main(int argc, char *argv[]) {\n  int x = 0;\n  if (argc > 1 && argv[1][0] == 'x') x = 1;\n  assert(!x);\n  return 0;\n}\n").unwrap();
    let (code, v) = json_run(&[path.to_str().unwrap()]);
    assert_eq!(code, Some(10), "{v}");
    assert_eq!(v["result"], "FAILED", "{v}");
}
