//! Coverage reports (`--cover`): the goal lines and summary CBMC prints, then what ibmc knows
//! beyond them (which uncovered goals are proved unreachable, how deep the others were
//! checked), the tests; and the JSON object.

use serde_json::{json, Value};

use super::RunInfo;
use crate::engine::cover::{Coverage, GoalStatus};
use crate::engine::trace::StepKind;
use crate::ir::Program;
use crate::validate::gcov::GcovCheck;

/// One line on the gcov check (`--validate`).
pub fn gcov_summary(g: &GcovCheck) -> String {
    if let Some(e) = &g.error {
        return format!("not checked: {e}");
    }
    let mut s = format!(
        "{} test(s) run under gcov, {} location/branch goals compared: ",
        g.runs, g.compared
    );
    if g.disagreements.is_empty() {
        s.push_str("all agree");
    } else {
        s.push_str(&format!("{} DISAGREE: {}", g.disagreements.len(), g.disagreements.join("; ")));
    }
    if !g.skipped.is_empty() {
        s.push_str(&format!(" ({} test(s) not run: {})", g.skipped.len(), g.skipped.join("; ")));
    }
    s
}

/// CBMC's goal line: `[main.coverage.3] file main.c line 8 function main block 1 branch
/// true: SATISFIED` (`FAILED` when no test covers it).
pub fn goal_line(p: &Program, prop: crate::ir::PropId, covered: bool) -> String {
    let g = p.property(prop);
    format!(
        "[{}] file {} line {} function {} {}: {}",
        g.id,
        p.file_name(g.loc.file),
        g.loc.line,
        g.function,
        g.description,
        if covered { "SATISFIED" } else { "FAILED" }
    )
}

/// `** 4 of 5 covered (80.0%)`; CBMC prints 100.0% when there are no goals.
pub fn summary_line(c: &Coverage) -> String {
    let total = c.goals.len();
    let covered = c.covered();
    let pct = if total == 0 { 100.0 } else { 100.0 * covered as f64 / total as f64 };
    format!("** {covered} of {total} covered ({pct:.1}%)")
}

pub fn print_text(c: &Coverage, info: &RunInfo, show_tests: bool, gcov: Option<&GcovCheck>) {
    let p = info.program;
    println!("\n** coverage results:");
    for (prop, status) in &c.goals {
        println!("{}", goal_line(p, *prop, matches!(status, GoalStatus::Covered { .. })));
    }
    println!("\n{}", summary_line(c));
    let unreachable: Vec<_> = c
        .goals
        .iter()
        .filter_map(|(g, s)| match s {
            GoalStatus::Unreachable { proof } => Some((g, proof.name())),
            _ => None,
        })
        .collect();
    let uncovered: Vec<_> = c
        .goals
        .iter()
        .filter_map(|(g, s)| match s {
            GoalStatus::Uncovered { depth } => Some((g, *depth)),
            _ => None,
        })
        .collect();
    if !unreachable.is_empty() {
        let mut by_proof: Vec<&str> = unreachable.iter().map(|u| u.1).collect();
        by_proof.sort();
        by_proof.dedup();
        println!(
            "** {} of the others are unreachable at any depth (proof: {})",
            unreachable.len(),
            by_proof.join(", ")
        );
    }
    if !uncovered.is_empty() {
        let depth = match c.checked {
            Some(k) => format!("frames 0..={k}"),
            None => "no frame".to_string(),
        };
        println!("** {} uncovered in {depth}, not proved unreachable:", uncovered.len());
        for (g, _) in &uncovered {
            let prop = p.property(**g);
            println!("   {} ({}) {}", prop.id, p.render_loc(prop.loc), prop.description);
        }
    }
    if let Some(why) = &c.stopped {
        println!("** stopped: {why}");
    }
    let deepest = c.deepest_test_frame().map(|f| f.to_string()).unwrap_or_else(|| "-".into());
    println!(
        "** {} test(s), deepest frame {deepest}; {} frames, {} solver calls, {} clauses; time: proofs {:.3}s, total {:.3}s",
        c.tests.len(),
        c.stats.frames,
        c.stats.solver_calls,
        c.stats.clauses,
        c.proof_time.as_secs_f64(),
        info.time_total.as_secs_f64()
    );
    if !c.cut_points.is_empty() {
        println!(
            "Cut points: {} (frame k is the k-th segment between cut points)",
            c.cut_points.join(", ")
        );
    }
    if let Some(g) = gcov {
        println!("** gcov: {}", gcov_summary(g));
    }
    if show_tests {
        println!("\nTest suite:");
        for (i, t) in c.tests.iter().enumerate() {
            let inputs: Vec<String> = t
                .trace
                .inputs()
                .filter(|(_, s)| !is_stand_in(s))
                .map(|(_, s)| format!("{}={}", s.name, input_value(p, s)))
                .collect();
            let goals: Vec<&str> = t.covers.iter().map(|g| p.property(*g).id.as_str()).collect();
            println!(
                "{}\n  test {}, frame {}, covers {}",
                inputs.join(", "),
                i + 1,
                t.trace.frame,
                goals.join(", ")
            );
        }
    }
}

/// A value ibmc does not model (a read through a pointer of another type or an invalid
/// one): no input of the program, so not part of a test.
fn is_stand_in(s: &crate::engine::trace::Step) -> bool {
    use crate::symex::{ADDRESS_LAYOUT, BEYOND_ALLOCATION, INVALID_DEREF, PUNNED};
    matches!(&s.kind, StepKind::Input { source } if [PUNNED, INVALID_DEREF, BEYOND_ALLOCATION, ADDRESS_LAYOUT].contains(&source.as_str()))
}

/// An input's value in a test-suite line. A pointer of the entry function's parameters
/// (`ir::EntryObjects`) prints as CBMC prints it: `((signed int *)NULL)`, or the address of
/// its object with CBMC's name for that object's first instance (`&tmp!0@1`), so that
/// CBMC's expected lines match; other values as in traces.
fn input_value(p: &Program, s: &crate::engine::trace::Step) -> String {
    let pointer = p.entry_objects.pointers.iter().find(|(n, _)| *n == s.name);
    let Some((_, ty)) = pointer else { return s.ty.render(s.value) };
    let (object, offset) = ((s.value as u64) >> 32, s.value as u64 & 0xffff_ffff);
    if s.value == 0 {
        return format!("(({})NULL)", crate::ir::cover::text::type_name(ty));
    }
    match p.globals.get((object as usize).wrapping_sub(1)) {
        Some(g) if offset == 0 => format!("&{}!0@1", g.name),
        _ => s.ty.render(s.value),
    }
}

pub fn coverage_json(c: &Coverage, info: &RunInfo, gcov: Option<&GcovCheck>) -> Value {
    let p = info.program;
    let goals: Vec<Value> = c
        .goals
        .iter()
        .map(|(g, s)| {
            let prop = p.property(*g);
            let mut v = json!({
                "id": prop.id,
                "file": p.file_name(prop.loc.file),
                "line": prop.loc.line,
                "function": prop.function,
                "description": prop.description,
            });
            let o = v.as_object_mut().expect("object");
            match s {
                GoalStatus::Covered { test, frame } => {
                    o.insert("status".into(), json!("covered"));
                    o.insert("test".into(), json!(test + 1));
                    o.insert("frame".into(), json!(frame));
                }
                GoalStatus::Unreachable { proof } => {
                    o.insert("status".into(), json!("unreachable"));
                    o.insert("proof".into(), json!(proof.name()));
                }
                GoalStatus::Uncovered { depth } => {
                    o.insert("status".into(), json!("uncovered"));
                    o.insert("depth".into(), json!(depth));
                }
            }
            v
        })
        .collect();
    let tests: Vec<Value> = c
        .tests
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let inputs: Vec<Value> = t
                .trace
                .inputs()
                .map(|(frame, s)| {
                    let source = match &s.kind {
                        StepKind::Input { source } => source.as_str(),
                        StepKind::Assign => "",
                    };
                    let mut input = json!({ "frame": frame, "name": s.name, "source": source, "type": s.ty.to_string(),
                            "value": crate::report::formats::value_text(s.value, s.ty) });
                    crate::report::json::add_bits(&mut input, s.value, s.ty);
                    input
                })
                .collect();
            json!({
                "test": i + 1,
                "frame": t.trace.frame,
                "goals": t.covers.iter().map(|g| p.property(*g).id.clone()).collect::<Vec<_>>(),
                "new_goals": t.goals.iter().map(|g| p.property(*g).id.clone()).collect::<Vec<_>>(),
                "inputs": inputs,
            })
        })
        .collect();
    json!({
        "mode": "cover",
        "goals": goals,
        "tests": tests,
        "covered": c.covered(),
        "total": c.goals.len(),
        "unreachable": c.goals.iter().filter(|(_, s)| matches!(s, GoalStatus::Unreachable { .. })).count(),
        "checked": c.checked,
        "deepest_test_frame": c.deepest_test_frame(),
        "stopped": c.stopped,
        "cut_points": c.cut_points,
        "loop_bounds": info.loop_bounds_json(),
        "gcov": gcov.map(|g| json!({
            "runs": g.runs, "compared": g.compared, "agrees": g.error.is_none() && g.disagreements.is_empty(),
            "disagreements": g.disagreements, "skipped": g.skipped, "error": g.error,
        })),
        "stats": {
            "frames": c.stats.frames,
            "solver_calls": c.stats.solver_calls,
            "clauses": c.stats.clauses,
            "time_proofs": c.proof_time.as_secs_f64(),
            "time_total": info.time_total.as_secs_f64(),
        },
    })
}
