//! Human-readable output.

use super::RunInfo;
use crate::engine::trace::StepKind;
use crate::engine::{Outcome, Proof, Status, Verdict};

pub fn print_text(v: &Verdict, info: &RunInfo, show_trace: bool) {
    let p = info.program;
    if show_trace {
        if let Some(t) = &v.trace {
            println!("\nCounterexample:");
            for f in &t.frames {
                println!("\n  Frame {}", f.frame);
                for s in &f.steps {
                    let loc = p.render_loc(s.loc);
                    match &s.kind {
                        StepKind::Input { source } => {
                            println!("    input  {} = {} ({}, from {}) at {}", s.name, s.value, s.ty, source, loc)
                        }
                        StepKind::Assign => println!("    assign {} = {} ({}) at {}", s.name, s.value, s.ty, loc),
                    }
                }
            }
            let prop = p.property(t.prop);
            println!("\n  Violated property {} at {}: {}\n", prop.id, p.render_loc(t.loc), prop.description);
        }
    }
    println!("\n** Results:");
    for r in &v.properties {
        let prop = p.property(r.prop);
        let status = match r.status {
            Status::Failed => "FAILURE",
            Status::Success => "SUCCESS",
            Status::Unknown => "UNKNOWN",
        };
        println!("[{}] {} in {}: {}: {}", prop.id, p.render_loc(prop.loc), prop.function, prop.description, status);
    }
    let s = &v.stats;
    println!(
        "\n{} frames, {} solver calls, {} solver instance(s), {} variables, {} clauses; \
         time: frontend {:.3}s, symex {:.3}s, encode {:.3}s, solve {:.3}s, total {:.3}s",
        s.frames,
        s.solver_calls,
        s.solver_instances,
        s.variables,
        s.clauses,
        info.time_frontend.as_secs_f64(),
        s.time_symex.as_secs_f64(),
        s.time_encode.as_secs_f64(),
        s.time_solve.as_secs_f64(),
        info.time_total.as_secs_f64()
    );
    match &v.outcome {
        Outcome::Failed => {
            let t = v.trace.as_ref().expect("a failed verdict has a trace");
            let prop = p.property(t.prop);
            println!("\nVERIFICATION FAILED");
            println!(
                "Violated property: {} at {} in function {}: {} (frame {})",
                prop.id,
                p.render_loc(t.loc),
                prop.function,
                prop.description,
                t.frame
            );
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
            println!(
                "Proof: k-induction with k = {k} (base case: no violation in frames 0..{}; step case: from any \
                 loop-head state, {k} violation-free iterations are followed by a violation-free one)",
                v.depth.unwrap_or(0)
            );
        }
        Outcome::Success(Proof::Bounded) => {
            println!("\nVERIFICATION SUCCESSFUL");
            println!("Bounded: no violation in frames 0..{} (deeper frames not checked)", v.depth.unwrap_or(0));
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
