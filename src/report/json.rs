//! The JSON report. Keys are a stable interface (tools and our benchmarks read them).

use serde_json::{json, Value};

use super::RunInfo;
use crate::engine::trace::StepKind;
use crate::engine::{Outcome, Proof, Status, Verdict};
use crate::error::Error;

pub fn verdict_json(v: &Verdict, info: &RunInfo) -> Value {
    let p = info.program;
    let (result, proof) = match &v.outcome {
        Outcome::Success(proof) => ("SUCCESS", json!(proof.name())),
        Outcome::Failed => ("FAILED", Value::Null),
        Outcome::Inconclusive(_) => ("INCONCLUSIVE", Value::Null),
    };
    // The verdict's trace is usually one property's too: its JSON is built once (a long
    // execution's trace is 100 MB of JSON).
    let trace = v.trace.as_ref().map(|t| trace_json(p, t));
    let same_as_verdicts = |t: &crate::engine::Trace| {
        v.trace.as_ref().is_some_and(|vt| {
            vt.prop == t.prop && vt.frame == t.frame && vt.loc == t.loc && vt.frames == t.frames
        })
    };
    let properties: Vec<Value> = v
        .properties
        .iter()
        .map(|r| {
            let prop = p.property(r.prop);
            let mut entry = json!({
                "id": prop.id,
                "kind": match prop.kind {
                    crate::ir::PropKind::Check(_) => prop.kind.class().to_string(),
                    k => format!("{k:?}").to_lowercase(),
                },
                "class": prop.kind.class(),
                "location": p.render_loc(prop.loc),
                "function": prop.function,
                "description": prop.description,
                "status": match r.status { Status::Failed => "FAILED", Status::Success => "SUCCESS", Status::Unknown => "UNKNOWN" },
                "depth": r.depth,
                "shortest": (r.status == Status::Failed).then_some(r.not_known_shortest.is_none()),
                "not_known_shortest": r.not_known_shortest,
                "proof": r.proof.map(Proof::name),
                "validated": r.validated,
                "validation": r.validation,
                "trace": r.trace.as_ref().map(|t| match &trace {
                    Some(shared) if same_as_verdicts(t) => shared.clone(),
                    _ => trace_json(p, t),
                }),
            });
            if let Some(Proof::KInduction(k)) = r.proof {
                entry["k"] = json!(k);
            }
            if let Some(req) = super::requirement::find(&info.requirements, &prop.id) {
                entry["text"] = json!(req.text);
                entry["formula"] = json!(req.formula);
                entry["signals"] = json!(req.signals);
                entry["thresholds"] = req
                    .thresholds
                    .iter()
                    .map(|(s, v)| json!({ "signal": s, "value": v }))
                    .collect();
            }
            entry
        })
        .collect();
    let s = &v.stats;
    let reason = match &v.outcome {
        Outcome::Inconclusive(why) => json!(why),
        _ => Value::Null,
    };
    let k = match &v.outcome {
        Outcome::Success(Proof::KInduction(k)) => json!(k),
        _ => Value::Null,
    };
    let mut out = json!({
        "result": result,
        "proof": proof,
        "k": k,
        "depth": v.depth,
        "checked": v.checked,
        "loop": info.loop_id,
        "loop_location": info.loop_loc,
        "cut_points": v.cut_points,
        "loop_bounds": info.loop_bounds_json(),
        "reason": reason,
        "properties": properties,
        "trace": trace,
        "svcomp": info.svcomp,
        "stats": {
            "frames": s.frames,
            "solver_calls": s.solver_calls,
            "solver_instances": s.solver_instances,
            "variables": s.variables,
            "clauses": s.clauses,
            "symex_steps": s.symex_steps,
            "simulated_heads": s.simulated_heads,
            "refuted_by_intervals": s.refuted_queries,
            "refinement": {
                "abstracted": s.refinement.abstracted,
                "refined": s.refinement.refined,
                "spurious_models": s.refinement.spurious_models,
            },
            "time": {
                "frontend": info.time_frontend.as_secs_f64(),
                "loop_bounds": info.time_loop_bounds.as_secs_f64(),
                "symex": s.time_symex.as_secs_f64(),
                "simulate": s.time_simulate.as_secs_f64(),
                "intervals": s.time_refute.as_secs_f64(),
                "encode": s.time_encode.as_secs_f64(),
                "solve": s.time_solve.as_secs_f64(),
                "total": info.time_total.as_secs_f64(),
            },
        },
    });
    if let Some(c) = &v.certificate {
        out["certificate"] = json!({
            "engine": c.engine, "invariant": c.invariant, "lemmas": c.lemmas,
            "checked": c.checked, "c_expression": c.is_c,
            "check": "initiation, consecution and safety re-checked on a fresh transition system with a fresh solver",
        });
    }
    if let Some(ps) = v.pdr_stats() {
        out["stats"]["pdr"] = json!({
            "word_invariants": ps.word_invariants, "frames": ps.frames, "lemmas": ps.lemmas, "obligations": ps.obligations,
            "solver_calls": ps.solver_calls, "state_bits": ps.state_bits, "time": ps.time.as_secs_f64(),
        });
    }
    if let Some(ks) = v.kind_stats() {
        let case = |s: &crate::engine::Stats| {
            json!({
                "frames": s.frames, "solver_calls": s.solver_calls, "variables": s.variables,
                "clauses": s.clauses,
                "time": { "symex": s.time_symex.as_secs_f64(), "encode": s.time_encode.as_secs_f64(),
                          "solve": s.time_solve.as_secs_f64() },
            })
        };
        out["stats"]["base"] = case(&ks.base);
        out["stats"]["step"] = case(&ks.step);
    }
    out
}

/// A counterexample: the violation, then the steps of each frame.
fn trace_json(p: &crate::ir::Program, t: &crate::engine::Trace) -> Value {
    {
        let prop = p.property(t.prop);
        let frames: Vec<Value> = t
            .frames
            .iter()
            .map(|f| {
                let steps: Vec<Value> = f
                    .steps
                    .iter()
                    .map(|s| {
                        let mut step = match &s.kind {
                            StepKind::Input { source } => json!({
                                "kind": "input", "name": s.name, "source": source, "type": s.ty.to_string(),
                                "value": value_text(s), "location": p.render_loc(s.loc),
                            }),
                            StepKind::Assign => json!({
                                "kind": "assign", "name": s.name, "type": s.ty.to_string(),
                                "value": value_text(s), "location": p.render_loc(s.loc),
                            }),
                        };
                        add_bits(&mut step, s.value, s.ty);
                        step
                    })
                    .collect();
                json!({ "frame": f.frame, "steps": steps })
            })
            .collect();
        json!({
            "violation": { "property": prop.id, "location": p.render_loc(t.loc), "frame": t.frame, "description": prop.description },
            "frames": frames,
        })
    }
}

/// A property's status as the text report words it (`text::status_text`), from its JSON
/// entry: what `--merge` and the JUnit report print.
pub fn status_text(p: &Value) -> String {
    let depth = p["depth"].as_u64().unwrap_or(0);
    match (p["status"].as_str(), p["proof"].as_str()) {
        (Some("FAILED"), _) => format!("FAILURE (frame {depth})"),
        (Some("SUCCESS"), Some("k-induction")) => {
            format!("SUCCESS (proved, k-induction k = {})", p["k"].as_u64().unwrap_or(0))
        }
        (Some("SUCCESS"), Some("complete")) => {
            "SUCCESS (proved, all executions explored)".to_string()
        }
        (Some("SUCCESS"), Some("pdr")) => "SUCCESS (proved, pdr: inductive invariant)".to_string(),
        (Some("SUCCESS"), _) => format!("SUCCESS (bounded: frames 0..{depth})"),
        _ => match p["depth"].as_u64() {
            Some(d) => format!("UNKNOWN (holds in frames 0..{d})"),
            None => "UNKNOWN".to_string(),
        },
    }
}

pub fn error_json(e: &Error) -> Value {
    json!({
        "result": "ERROR",
        "proof": null,
        "depth": null,
        "error": e.to_string(),
        "exit_code": e.kind.exit_code(),
    })
}

/// A step's value: an integer in decimal, a float as the shortest decimal that reads back
/// (`3.0`), its exact bits in `bits` (`add_bits`).
fn value_text(s: &crate::engine::trace::Step) -> String {
    super::formats::value_text(s.value, s.ty)
}

/// A float value's exact bits beside its decimal text: `"bits": "0x40400000"` (what a tool
/// that must reproduce the value reads; the decimal loses NaN payloads).
pub(crate) fn add_bits(step: &mut Value, value: i128, ty: crate::ir::ScalarTy) {
    if let (Some(bits), Some(obj)) = (super::formats::bits_text(value, ty), step.as_object_mut()) {
        obj.insert("bits".into(), Value::String(bits));
    }
}
