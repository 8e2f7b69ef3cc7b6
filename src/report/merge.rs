//! `ibmc --merge A.json B.json ...`: one report from the `--json` results of several runs on
//! the same program, each over some of its properties (`--property`), as a cluster or GNU
//! parallel produces them (`scripts/parallel-properties`). Each property keeps its own
//! result; when several runs report the same property, the strongest answer wins (a failure,
//! then a proof for every depth, then the deepest bounded result, then unknown). The overall
//! result is computed from the properties as one run computes it.

use std::path::PathBuf;

use serde_json::{json, Map, Value};

use crate::error::{Error, Result};

/// The merged report of the results in `files`, in the order of the properties' first
/// appearance (the files in the order given).
pub fn merge_files(files: &[PathBuf]) -> Result<Value> {
    let mut runs = Vec::with_capacity(files.len());
    for f in files {
        let text = std::fs::read_to_string(f)
            .map_err(|e| Error::usage(format!("{}: cannot read: {e}", f.display())))?;
        let v: Value = serde_json::from_str(&text).map_err(|e| {
            Error::usage(format!("{}:{}: not an ibmc --json result: {e}", f.display(), e.line()))
        })?;
        if v.get("properties").and_then(Value::as_array).is_none()
            || v.get("result").and_then(Value::as_str).is_none()
        {
            return Err(Error::usage(format!(
                "{}: not an ibmc --json result (no `result` and `properties`)",
                f.display()
            )));
        }
        if v["result"] == "ERROR" {
            return Err(Error::usage(format!(
                "{}: the run ended in an error: {}",
                f.display(),
                v["error"].as_str().unwrap_or("?")
            )));
        }
        runs.push(v);
    }
    merge(&runs)
}

/// How strong a property's answer is (larger is stronger).
fn strength(p: &Value) -> (u8, i64) {
    let depth = p["depth"].as_i64().unwrap_or(-1);
    match (p["status"].as_str(), p["proof"].as_str()) {
        (Some("FAILED"), _) => (3, -depth),
        (Some("SUCCESS"), Some(proof)) if proof != "bounded" => (2, 0),
        (Some("SUCCESS"), _) => (1, depth),
        _ => (0, depth),
    }
}

pub fn merge(runs: &[Value]) -> Result<Value> {
    let first =
        runs.first().ok_or_else(|| Error::usage("--merge needs at least one result file"))?;
    let mut props: Vec<Value> = Vec::new();
    // Where each property id is in `props`.
    let mut index: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for run in runs {
        if run["loop"] != first["loop"] {
            return Err(Error::usage(format!(
                "the results unwind different loops ({} and {}): not runs on the same program and options",
                first["loop"], run["loop"]
            )));
        }
        for p in run["properties"].as_array().into_iter().flatten() {
            let id = p["id"].as_str().unwrap_or_default().to_string();
            match index.get(&id) {
                Some(&i) if strength(p) > strength(&props[i]) => props[i] = p.clone(),
                Some(_) => {}
                None => {
                    index.insert(id, props.len());
                    props.push(p.clone());
                }
            }
        }
    }
    let failed: Option<&Value> = props
        .iter()
        .filter(|p| p["status"] == "FAILED")
        .min_by_key(|p| p["depth"].as_i64().unwrap_or(i64::MAX));
    let unknown = props.iter().any(|p| p["status"] == "UNKNOWN");
    let checked = runs.iter().filter_map(|r| r["checked"].as_i64()).min();
    let proofs: Vec<&str> = props.iter().filter_map(|p| p["proof"].as_str()).collect();
    let (result, proof, depth, trace) = if let Some(f) = failed {
        ("FAILED", Value::Null, f["depth"].clone(), f["trace"].clone())
    } else if unknown || runs.iter().any(|r| r["result"] == "INCONCLUSIVE") {
        ("INCONCLUSIVE", Value::Null, json!(checked), Value::Null)
    } else if proofs.contains(&"bounded") || proofs.is_empty() {
        ("SUCCESS", json!("bounded"), json!(checked), Value::Null)
    } else {
        // Named after the proof most properties have, as `--prove` names its result.
        let most = proofs
            .iter()
            .max_by_key(|p| proofs.iter().filter(|q| q == p).count())
            .copied()
            .unwrap_or("complete");
        ("SUCCESS", json!(most), json!(checked), Value::Null)
    };
    let reasons: Vec<String> = runs
        .iter()
        .filter_map(|r| r["reason"].as_str())
        .map(str::to_string)
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    let svcomp = merge_svcomp(runs);
    Ok(json!({
        "result": result,
        "proof": proof,
        "k": if proof == "k-induction" { runs.iter().filter_map(|r| r["k"].as_i64()).max().map_or(Value::Null, |k| json!(k)) } else { Value::Null },
        "depth": depth,
        "checked": checked,
        "loop": first["loop"],
        "loop_location": first["loop_location"],
        "cut_points": first["cut_points"],
        "loop_bounds": first["loop_bounds"],
        "reason": if result == "INCONCLUSIVE" { json!(reasons.join("; ")) } else { Value::Null },
        "properties": props,
        "trace": trace,
        "svcomp": svcomp,
        "stats": merge_stats(runs),
        "merged_runs": runs.len(),
    }))
}

/// The SV-COMP answer of all runs: a violation in any, TRUE only if all are.
fn merge_svcomp(runs: &[Value]) -> Value {
    let answers: Vec<&str> = runs.iter().filter_map(|r| r["svcomp"].as_str()).collect();
    if answers.is_empty() {
        return Value::Null;
    }
    if let Some(f) = answers.iter().find(|a| a.starts_with("FALSE")) {
        return json!(f);
    }
    json!(if answers.len() == runs.len() && answers.iter().all(|a| *a == "TRUE") {
        "TRUE"
    } else {
        "UNKNOWN"
    })
}

/// Work adds up (the times are CPU time over all runs); `frames` is the deepest run's.
fn merge_stats(runs: &[Value]) -> Value {
    fn add(into: &mut Map<String, Value>, from: &Value) {
        for (k, v) in from.as_object().into_iter().flatten() {
            match (into.get_mut(k), v) {
                (Some(Value::Object(m)), Value::Object(_)) => add(m, v),
                (Some(slot), Value::Number(n)) if k == "frames" => {
                    let a = slot.as_f64().unwrap_or(0.0).max(n.as_f64().unwrap_or(0.0));
                    *slot = json!(a as u64);
                }
                (Some(slot @ Value::Number(_)), Value::Number(n)) => {
                    *slot = if let (Some(a), Some(b)) = (slot.as_u64(), n.as_u64()) {
                        json!(a + b)
                    } else {
                        json!(slot.as_f64().unwrap_or(0.0) + n.as_f64().unwrap_or(0.0))
                    };
                }
                (None, _) => {
                    into.insert(k.clone(), v.clone());
                }
                _ => {}
            }
        }
    }
    let mut total = Map::new();
    for r in runs {
        add(&mut total, &r["stats"]);
    }
    Value::Object(total)
}

/// The text summary of a merged report: the results table and the verdict in the words of
/// a run's (`text.rs`), so that the merged report of split runs reads as one run's.
pub fn print_text(v: &Value) {
    let text = |x: &Value| x.as_str().unwrap_or("?").to_string();
    let props = v["properties"].as_array().map(Vec::as_slice).unwrap_or_default();
    println!("\n** Results:");
    for p in props {
        println!(
            "[{}] {} in {}: {}: {}",
            text(&p["id"]),
            text(&p["location"]),
            text(&p["function"]),
            p["description"].as_str().unwrap_or(""),
            super::json::status_text(p)
        );
    }
    println!("\n({} runs merged)", v["merged_runs"]);
    match v["result"].as_str() {
        Some("FAILED") => {
            println!("\nVERIFICATION FAILED");
            for p in props.iter().filter(|p| p["status"] == "FAILED") {
                let loc = p["trace"]["violation"]["location"]
                    .as_str()
                    .map_or_else(|| text(&p["location"]), str::to_string);
                println!(
                    "Violated property: {} at {loc} in function {}: {} (frame {})",
                    text(&p["id"]),
                    text(&p["function"]),
                    p["description"].as_str().unwrap_or(""),
                    p["depth"].as_u64().unwrap_or(0)
                );
            }
        }
        Some("SUCCESS") => println!("\nVERIFICATION SUCCESSFUL"),
        _ => {
            println!("\nVERIFICATION INCONCLUSIVE\nReason: {}", v["reason"].as_str().unwrap_or(""))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn prop(id: &str, status: &str, depth: Option<i64>, proof: Option<&str>) -> Value {
        json!({ "id": id, "status": status, "depth": depth, "proof": proof, "trace": if status == "FAILED" { json!({"frames": []}) } else { Value::Null } })
    }

    fn run(result: &str, checked: i64, props: Vec<Value>) -> Value {
        json!({ "result": result, "loop": "main.0", "checked": checked, "properties": props, "stats": { "frames": checked + 1, "solver_calls": 2, "time": { "total": 0.5 } } })
    }

    #[test]
    fn strongest_answer_per_property_and_shallowest_failure() {
        let a = run(
            "FAILED",
            9,
            vec![
                prop("p1", "FAILED", Some(9), None),
                prop("p2", "SUCCESS", Some(12), Some("bounded")),
            ],
        );
        let b = run(
            "FAILED",
            4,
            vec![
                prop("p3", "FAILED", Some(4), None),
                prop("p2", "SUCCESS", Some(3), Some("k-induction")),
            ],
        );
        let m = merge(&[a, b]).unwrap();
        assert_eq!(m["result"], "FAILED");
        assert_eq!(m["depth"], 4);
        let ids: Vec<&str> =
            m["properties"].as_array().unwrap().iter().map(|p| p["id"].as_str().unwrap()).collect();
        assert_eq!(ids, ["p1", "p2", "p3"]);
        assert_eq!(m["properties"][1]["proof"], "k-induction");
        assert_eq!(m["stats"]["solver_calls"], 4);
        assert_eq!(m["stats"]["frames"], 10);
        assert_eq!(m["stats"]["time"]["total"], 1.0);
    }

    #[test]
    fn success_needs_every_property_and_bounded_is_the_weakest() {
        let a = run("SUCCESS", 20, vec![prop("p1", "SUCCESS", Some(20), Some("bounded"))]);
        let b = run("SUCCESS", 3, vec![prop("p2", "SUCCESS", Some(3), Some("complete"))]);
        let m = merge(&[a.clone(), b.clone()]).unwrap();
        assert_eq!(
            (m["result"].as_str(), m["proof"].as_str(), m["checked"].as_i64()),
            (Some("SUCCESS"), Some("bounded"), Some(3))
        );
        let c = run("INCONCLUSIVE", 7, vec![prop("p3", "UNKNOWN", Some(7), None)]);
        assert_eq!(merge(&[a, b, c]).unwrap()["result"], "INCONCLUSIVE");
    }

    #[test]
    fn different_loops_are_refused() {
        let a = run("SUCCESS", 1, vec![]);
        let mut b = run("SUCCESS", 1, vec![]);
        b["loop"] = json!("main.1");
        assert!(merge(&[a, b]).is_err());
    }
}
