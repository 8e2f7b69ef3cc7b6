//! Human-readable output: counterexamples frame by frame, a table of the properties, and the
//! verdict in CBMC's words.

use super::RunInfo;
use crate::engine::trace::StepKind;
use crate::engine::{Outcome, Proof, PropertyResult, Status, Trace, Verdict};
use crate::ir::{Loc, Program};

pub fn print_text(v: &Verdict, info: &RunInfo, show_trace: bool) {
    let p = info.program;
    if show_trace {
        for r in &v.properties {
            if let Some(t) = &r.trace {
                print_trace(p, t, r);
            }
        }
    }
    print_table(p, v);
    let s = &v.stats;
    println!(
        "\n{} frames, {} solver calls, {} solver instance(s), {} variables, {} clauses; \
         time: frontend {:.3}s, loop bounds {:.3}s, symex {:.3}s, simulate {:.3}s, encode {:.3}s, solve {:.3}s, total {:.3}s",
        s.frames,
        s.solver_calls,
        s.solver_instances,
        s.variables,
        s.clauses,
        info.time_frontend.as_secs_f64(),
        info.time_loop_bounds.as_secs_f64(),
        s.time_symex.as_secs_f64(),
        s.time_simulate.as_secs_f64(),
        s.time_encode.as_secs_f64(),
        s.time_solve.as_secs_f64(),
        info.time_total.as_secs_f64()
    );
    if s.refuted_queries > 0 {
        println!(
            "Intervals: {} checks shown unviolable without the solver ({:.3}s)",
            s.refuted_queries,
            s.time_refute.as_secs_f64()
        );
    }
    if s.refinement.abstracted > 0 {
        let r = s.refinement;
        println!(
            "Arithmetic refinement: {} of {} abstracted multiplications, divisions and remainders refined, {} spurious models",
            r.refined, r.abstracted, r.spurious_models
        );
    }
    if !v.cut_points.is_empty() {
        // Frames are then segments between cut points, not iterations of the loop.
        println!(
            "Cut points: the body entries of the incremental loop (if any) and of {}, which constant \
             propagation does not bound; frame k is the k-th segment between cut points",
            v.cut_points.join(", ")
        );
    }
    if let Some(ps) = v.pdr_stats() {
        println!(
            "PDR: {} word-level invariants, {} frames, {} lemmas, {} proof obligations, {} solver calls over {} state bits, {:.3}s",
            ps.word_invariants,
            ps.frames,
            ps.lemmas,
            ps.obligations,
            ps.solver_calls,
            ps.state_bits,
            ps.time.as_secs_f64()
        );
    }
    print_verdict(p, v, show_trace);
    if let Some(c) = &v.certificate {
        const SHOWN: usize = 2000;
        let text = if c.invariant.len() > SHOWN {
            format!(
                "{} ... ({} lemmas; --json or --witness has it whole)",
                &c.invariant[..c.invariant.floor_char_boundary(SHOWN)],
                c.lemmas
            )
        } else {
            c.invariant.clone()
        };
        println!(
            "Invariant ({}, {} lemmas, {}): {text}",
            c.engine,
            c.lemmas,
            if c.checked { "re-checked" } else { "NOT re-checked" }
        );
    }
    if let Some(line) = &info.svcomp {
        println!("{line}");
    }
}

fn print_trace(p: &Program, t: &Trace, r: &PropertyResult) {
    let prop = p.property(t.prop);
    println!("\nCounterexample for {} (frame {}):", prop.id, t.frame);
    let command_line = t.command_line();
    for f in &t.frames {
        println!("\n  Frame {}", f.frame);
        let mut prev: Option<&crate::engine::trace::Step> = None;
        for s in &f.steps {
            // main's arguments: one line where `argc` is read, none for their model's steps.
            if Trace::is_command_line_step(s) {
                if let (StepKind::Input { source }, Some(c)) = (&s.kind, &command_line) {
                    if source == "argc" {
                        println!(
                            "    input  {} (main's arguments) at {}",
                            c.render(),
                            p.render_loc(s.loc)
                        );
                    }
                }
                continue;
            }
            // `x = input()` is one step: the input already shows the new value of x.
            let repeat = prev.is_some_and(|q| {
                matches!(q.kind, StepKind::Input { .. }) && q.name == s.name && q.value == s.value
            });
            prev = Some(s);
            if repeat && s.kind == StepKind::Assign {
                continue;
            }
            let loc = p.render_loc(s.loc);
            match &s.kind {
                StepKind::Input { source } => {
                    println!(
                        "    input  {} = {} ({}, from {}) at {}",
                        s.name,
                        s.ty.render(s.value),
                        s.ty,
                        source,
                        loc
                    )
                }
                StepKind::Assign => println!(
                    "    assign {} = {} ({}) at {}",
                    s.name,
                    s.ty.render(s.value),
                    s.ty,
                    loc
                ),
            }
        }
    }
    println!("\n  Violated property {} at {}: {}", prop.id, p.render_loc(t.loc), prop.description);
    if let Some(text) = source_line(p, t.loc) {
        println!("    {:>5} | {}", t.loc.line, text.trim_end());
    }
    let detail = r.validation.as_deref().unwrap_or("");
    match r.validated {
        Some(true) => println!("  Replayed with the C compiler: {detail}"),
        Some(false) => println!("  NOT confirmed by a compiled run: {detail}"),
        None => {}
    }
}

/// The text of a source line, for showing the violated assertion.
fn source_line(p: &Program, loc: Loc) -> Option<String> {
    let text = std::fs::read_to_string(p.file_name(loc.file)).ok()?;
    text.lines().nth(loc.line.checked_sub(1)? as usize).map(str::to_string)
}

/// A property's status as the text report words it (the HTML report uses it too).
pub(super) fn status_text(r: &crate::engine::PropertyResult) -> String {
    match (r.status, r.proof) {
        (Status::Failed, _) => format!("FAILURE (frame {})", r.depth.unwrap_or(0)),
        (Status::Success, Some(Proof::KInduction(k))) => {
            format!("SUCCESS (proved, k-induction k = {k})")
        }
        (Status::Success, Some(Proof::Complete)) => {
            "SUCCESS (proved, all executions explored)".to_string()
        }
        (Status::Success, Some(Proof::Pdr(_))) => {
            "SUCCESS (proved, pdr: inductive invariant)".to_string()
        }
        (Status::Success, _) => format!("SUCCESS (bounded: frames 0..{})", r.depth.unwrap_or(0)),
        (Status::Unknown, _) => match r.depth {
            Some(d) => format!("UNKNOWN (holds in frames 0..{d})"),
            None => "UNKNOWN".to_string(),
        },
    }
}

fn print_table(p: &Program, v: &Verdict) {
    println!("\n** Results:");
    for r in &v.properties {
        let prop = p.property(r.prop);
        let status = status_text(r);
        println!(
            "[{}] {} in {}: {}: {}",
            prop.id,
            p.render_loc(prop.loc),
            prop.function,
            prop.description,
            status
        );
    }
}

fn print_verdict(p: &Program, v: &Verdict, show_trace: bool) {
    match &v.outcome {
        Outcome::Failed => {
            println!("\nVERIFICATION FAILED");
            for r in v.properties.iter().filter(|r| r.status == Status::Failed) {
                let prop = p.property(r.prop);
                let loc = r.trace.as_ref().map(|t| t.loc).unwrap_or(prop.loc);
                println!(
                    "Violated property: {} at {} in function {}: {} (frame {})",
                    prop.id,
                    p.render_loc(loc),
                    prop.function,
                    prop.description,
                    r.depth.unwrap_or(0)
                );
                if let Some(why) = &r.not_known_shortest {
                    println!("  Not known to be the shortest counterexample: {why}");
                }
            }
            if !show_trace {
                println!("(rerun with --trace for the counterexample)");
            }
        }
        Outcome::Success(Proof::Complete) => {
            println!("\nVERIFICATION SUCCESSFUL");
            match v.depth {
                Some(d) => println!("Proof: complete (no execution reaches the loop head after frame {d}; all executions explored)"),
                None => println!("Proof: complete"),
            }
        }
        Outcome::Success(Proof::KInduction(k)) => {
            println!("\nVERIFICATION SUCCESSFUL");
            // With cut points, the step case starts at any cut point and counts segments.
            let (from, unit) = if v.cut_points.is_empty() {
                ("loop-head state", "iterations")
            } else {
                ("state at a cut point", "segments")
            };
            println!(
                "Proof: k-induction with k = {k} (base case: no violation in frames 0..{}; step case: from any \
                 {from}, {k} violation-free {unit} are followed by a violation-free one)",
                v.depth.unwrap_or(0)
            );
        }
        Outcome::Success(Proof::Pdr(level)) => {
            println!("\nVERIFICATION SUCCESSFUL");
            println!("Proof: pdr (an inductive invariant of the loop-head state; frames F_{level} = F_{})", level + 1);
        }
        Outcome::Success(Proof::Bounded) => {
            println!("\nVERIFICATION SUCCESSFUL");
            println!(
                "Bounded: no violation in frames 0..{} (deeper frames not checked)",
                v.depth.unwrap_or(0)
            );
        }
        Outcome::Inconclusive(why) => {
            println!("\nVERIFICATION INCONCLUSIVE");
            match v.depth {
                Some(d) => println!("Reason: {why}; no violation in frames 0..{d}"),
                None => println!("Reason: {why}; no frame fully checked"),
            }
        }
    }
}
