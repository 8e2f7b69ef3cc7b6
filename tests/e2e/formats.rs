//! The files other tools read: SV-COMP YAML witnesses 2.0 (checked against the format's
//! schema, see tests/formats/witness_schema.rs, and against the source text), CSV test
//! vectors and Test-Comp test suites (well-formed XML in the DTDs' element order), each
//! compared with the `--json` trace of the same run.

use crate::witness_schema;

use std::path::{Path, PathBuf};

use crate::common::*;
use crate::witness_schema::{check_correctness_witness, check_violation_witness, parse_yaml};
use serde_json::Value;

/// An input step of the JSON trace.
#[derive(Debug, Clone)]
struct Input {
    frame: u64,
    name: String,
    source: String,
    ty: String,
    value: String,
    line: u64,
}

fn inputs(report: &Value) -> Vec<Input> {
    let mut out = Vec::new();
    for f in get(report, "trace.frames").as_array().into_iter().flatten() {
        let frame = f["frame"].as_u64().unwrap();
        for s in f["steps"].as_array().into_iter().flatten() {
            if s["kind"] == "input" {
                let st = |k: &str| s[k].as_str().unwrap_or_default().to_string();
                let line = split_location(&st("location")).map(|(_, l)| l).unwrap_or(0);
                out.push(Input {
                    frame,
                    name: st("name"),
                    source: st("source"),
                    ty: st("type"),
                    value: st("value"),
                    line,
                });
            }
        }
    }
    out
}

fn is_identifier(s: &str) -> bool {
    let mut c = s.chars();
    c.next().is_some_and(|f| f.is_ascii_alphabetic() || f == '_')
        && c.all(|x| x.is_ascii_alphanumeric() || x == '_')
}

/// Runs ibmc on `file` with `--json` and `extra` options; returns the report.
fn run_json(file: &str, extra: &[&str]) -> (Run, Value) {
    let mut args = vec![file.to_string(), "--json".to_string(), "--stop-on-fail".to_string()];
    args.extend(extra.iter().map(|s| s.to_string()));
    let run = ibmc(&args);
    let report = run.json().unwrap_or_else(|| panic!("no JSON report\n{}", run.describe()));
    (run, report)
}

fn out_path(dir: &str, name: &str) -> PathBuf {
    scratch(dir).join(name)
}

fn source_lines(file: &str) -> Vec<String> {
    let path = if Path::new(file).is_absolute() { PathBuf::from(file) } else { root().join(file) };
    std::fs::read_to_string(path).unwrap().lines().map(String::from).collect()
}

fn sha256_hex(path: &Path) -> String {
    use sha2::{Digest, Sha256};
    Sha256::digest(std::fs::read(path).unwrap()).iter().map(|b| format!("{b:02x}")).collect()
}

/// The waypoints of a violation witness: (type, location, constraint value).
fn waypoints(doc: &Value) -> Vec<(String, Value, Option<String>)> {
    let mut out = Vec::new();
    for seg in doc[0]["content"].as_array().unwrap() {
        for w in seg["segment"].as_array().unwrap() {
            let w = &w["waypoint"];
            out.push((
                w["type"].as_str().unwrap().to_string(),
                w["location"].clone(),
                w["constraint"]["value"].as_str().map(String::from),
            ));
        }
    }
    out
}

/// The integer a `\result == C` constraint compares with (C as ibmc writes it).
fn constraint_value(c: &str) -> i128 {
    let lit = c.strip_prefix("\\result == ").unwrap_or_else(|| panic!("constraint `{c}`"));
    let plain = |t: &str| {
        t.trim_end_matches(['U', 'L']).parse::<i128>().unwrap_or_else(|_| panic!("literal `{t}`"))
    };
    match lit.strip_prefix('(').and_then(|l| l.strip_suffix("-1)")) {
        Some(max) => plain(max) - 1,
        None => plain(lit),
    }
}

/// Writes a violation witness for `file` and checks it: schema; one `function_return`
/// waypoint per input read by a nondet call (when `all_located`), in trace order, at the `)`
/// of a call of that very function with the trace's value; the target at the violation.
/// Returns the witness and the report.
fn check_violation(file: &str, extra: &[&str], all_located: bool) -> (Value, Value) {
    let tag = basename(file).replace('.', "_");
    let w = out_path("witness", &format!("{tag}.yml"));
    let mut args = vec!["--witness", w.to_str().unwrap()];
    args.extend_from_slice(extra);
    let (run, report) = run_json(file, &args);
    assert_eq!(run.code, Some(10), "{}", run.describe());
    let text = std::fs::read_to_string(&w).unwrap();
    let doc = parse_yaml(&text).unwrap_or_else(|e| panic!("{file}: {e}\n{text}"));
    if let Err(e) = check_violation_witness(&doc) {
        panic!("{file}: the witness does not follow the 2.0 schema:\n{e}\n{text}");
    }
    // Metadata: the task's files and their hashes.
    let task = &doc[0]["metadata"]["task"];
    assert_eq!(task["input_files"], serde_json::json!([file]));
    let abs = if Path::new(file).is_absolute() { PathBuf::from(file) } else { root().join(file) };
    assert_eq!(task["input_file_hashes"][file].as_str(), Some(sha256_hex(&abs).as_str()));
    assert_eq!(task["data_model"], "LP64");
    assert_eq!(doc[0]["metadata"]["producer"]["name"], "ibmc");

    let lines = source_lines(file);
    let wps = waypoints(&doc);
    let (target, returns) = wps.split_last().unwrap();
    let calls: Vec<Input> =
        inputs(&report).into_iter().filter(|i| is_identifier(&i.source)).collect();
    if all_located {
        assert_eq!(returns.len(), calls.len(), "{file}: one waypoint per nondet call\n{text}");
    }
    // Each waypoint is the next input (in order) whose call it points at.
    let mut next = 0;
    for (ty, loc, constraint) in returns {
        assert_eq!(ty, "function_return", "{file}");
        assert_eq!(loc["file_name"].as_str(), Some(file));
        let line = loc["line"].as_u64().unwrap() as usize;
        let col = loc["column"].as_u64().expect("a function_return waypoint has a column") as usize;
        let text_line = &lines[line - 1];
        let chars: Vec<char> = text_line.chars().collect();
        assert_eq!(chars.get(col - 1), Some(&')'), "{file}:{line}:{col} is not a `)`: {text_line}");
        let before: String = chars[..col - 1].iter().collect();
        let before = before
            .trim_end()
            .strip_suffix('(')
            .unwrap_or_else(|| panic!("{file}:{line}:{col}: no call ends here"));
        let value = constraint_value(constraint.as_deref().unwrap());
        let pos = calls[next..]
            .iter()
            .position(|i| before.trim_end().ends_with(&i.source) && i.line == line as u64)
            .unwrap_or_else(|| {
                panic!("{file}:{line}: no further input of the trace is read by the call there")
            });
        let input = &calls[next + pos];
        assert!(
            text_line.contains(&format!("{}(", input.source))
                || text_line.contains(&format!("{} (", input.source)),
            "{file}:{line} has no call of {}",
            input.source
        );
        assert_eq!(
            value.to_string(),
            input.value,
            "{file}:{line}: value of input #{} ({})",
            next + pos,
            input.name
        );
        if all_located {
            assert_eq!(pos, 0, "{file}: waypoints out of order");
        }
        next += pos + 1;
    }
    // The target: at the violation, in the property's function.
    let (ty, loc, constraint) = target;
    assert_eq!(ty, "target");
    assert!(constraint.is_none());
    let (_, vline) = split_location(get_str(&report, "trace.violation.location").unwrap()).unwrap();
    assert_eq!(loc["line"].as_u64(), Some(vline), "{file}: target line");
    let prop = get_str(&report, "trace.violation.property").unwrap();
    let function =
        report["properties"].as_array().unwrap().iter().find(|p| p["id"] == prop).unwrap()
            ["function"]
            .clone();
    assert_eq!(loc["function"], function);
    if let Some(col) = loc["column"].as_u64() {
        let rest: String = lines[vline as usize - 1].chars().skip(col as usize - 1).collect();
        assert!(
            ["reach_error", "__VERIFIER_error", "assert", "__VERIFIER_assert"]
                .iter()
                .any(|f| rest.starts_with(f)),
            "{file}:{vline}:{col}: the target column points at `{rest}`"
        );
    }
    (doc, report)
}

#[test]
fn violation_witness_of_a_control_loop() {
    let (doc, report) = check_violation("examples/cruise_control.c", &[], true);
    let n = inputs(&report).len();
    assert_eq!(n, 90, "5 inputs in each of 18 frames");
    assert_eq!(doc[0]["content"].as_array().unwrap().len(), n + 1);
}

#[test]
fn violation_witnesses_point_at_the_calls() {
    // Calls as arguments, in called functions, of undefined functions, after a switch.
    check_violation("tests/programs/functions_fail.c", &[], true);
    check_violation("tests/programs/undefined_input.c", &[], true);
    check_violation("tests/programs/combination_lock.c", &[], true);
    check_violation("tests/programs/counter_fail5.c", &[], true);
}

#[test]
fn violation_witness_constants_of_every_type() {
    let (doc, _) = check_violation("tests/programs/nondet_types.c", &[], true);
    let values: Vec<String> = waypoints(&doc).into_iter().filter_map(|(_, _, c)| c).collect();
    for expected in [
        "\\result == 127",
        "\\result == 4294967295U",
        "\\result == 9223372036854775807L",
        "\\result == 18446744073709551615UL",
        "\\result == -128",
        "\\result == (-2147483647-1)",
        "\\result == (-9223372036854775807L-1)",
    ] {
        assert!(values.iter().any(|v| v == expected), "no `{expected}` in {values:?}");
    }
}

#[test]
fn violation_witness_leaves_out_calls_it_cannot_place() {
    // `READ()` expands to a call that is not in the source text: its value gets no waypoint,
    // and neither does the visible call on its line (the call found there could be either).
    // Two calls on one line are told apart by their columns.
    let dir = scratch("witness-macro");
    let file = dir.join("macro_call.c");
    std::fs::write(
        &file,
        "extern int __VERIFIER_nondet_int(void);\nextern void reach_error(void);\n\
         #define READ() __VERIFIER_nondet_int()\n\
         int main(void) {\n  int s = 0;\n  while (1) {\n\
         \x20   int a = READ(); int b = __VERIFIER_nondet_int();\n\
         \x20   int c = __VERIFIER_nondet_int();\n\
         \x20   int d = __VERIFIER_nondet_int(), e = __VERIFIER_nondet_int();\n\
         \x20   s += (a == 1) + (b == 2) + (c == 3) + (d == 4) + (e == 5);\n\
         \x20   if (s >= 10) reach_error();\n  }\n}\n",
    )
    .unwrap();
    let file = file.to_str().unwrap().to_string();
    let (doc, report) = check_violation(&file, &[], false);
    let returns: Vec<_> =
        waypoints(&doc).into_iter().filter(|w| w.0 == "function_return").collect();
    let calls = inputs(&report);
    assert_eq!(calls.len(), 10, "{calls:?}");
    let placed: Vec<(u64, u64)> = returns
        .iter()
        .map(|(_, loc, _)| (loc["line"].as_u64().unwrap(), loc["column"].as_u64().unwrap()))
        .collect();
    assert_eq!(placed, [(8, 35), (9, 35), (9, 64), (8, 35), (9, 35), (9, 64)]);
}

#[test]
fn correctness_witness_of_a_k_induction_proof() {
    let file = "tests/kind/needs_k.c";
    let w = out_path("witness", "needs_k.yml");
    let (run, report) = run_json(file, &["--k-induction", "--witness", w.to_str().unwrap()]);
    assert_eq!(run.code, Some(0), "{}", run.describe());
    assert_eq!(report["proof"], "k-induction");
    let text = std::fs::read_to_string(&w).unwrap();
    let doc = parse_yaml(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    if let Err(e) = check_correctness_witness(&doc) {
        panic!("the witness does not follow the 2.0 schema:\n{e}\n{text}");
    }
    let inv = &doc[0]["content"][0]["invariant"];
    assert_eq!(inv["type"], "loop_invariant");
    // The invariant the search proved (src/engine/invariant.rs; tests/e2e/invariants.rs checks them).
    assert_eq!(inv["value"], "a == b");
    let (_, line) = split_location(get_str(&report, "loop_location").unwrap()).unwrap();
    assert_eq!(inv["location"]["line"].as_u64(), Some(line));
    assert_eq!(inv["location"]["function"], "main");
    let col = inv["location"]["column"].as_u64().unwrap() as usize;
    let rest: String = source_lines(file)[line as usize - 1].chars().skip(col - 1).collect();
    assert!(
        rest.starts_with("while"),
        "the loop invariant points at `{rest}`, not the loop keyword"
    );
}

#[test]
fn test_vector_rows_are_frames() {
    let file = "examples/cruise_control.c";
    let csv = out_path("vector", "cruise.csv");
    let (run, report) = run_json(file, &["--test-vector", csv.to_str().unwrap()]);
    assert_eq!(run.code, Some(10), "{}", run.describe());
    let text = std::fs::read_to_string(&csv).unwrap();
    let rows: Vec<Vec<&str>> = text.lines().map(|l| l.split(',').collect()).collect();
    let depth = get_u64(&report, "trace.violation.frame").unwrap();
    assert_eq!(rows.len() as u64, depth + 2, "a header and frames 0..={depth}\n{text}");
    let header = &rows[0];
    assert_eq!(header[0], "frame");
    assert!(rows.iter().all(|r| r.len() == header.len()), "ragged rows\n{text}");
    for (k, r) in rows[1..].iter().enumerate() {
        assert_eq!(r[0], k.to_string());
    }
    // Every input of the JSON trace is in its frame's row, under its (numbered) name.
    let mut count = std::collections::HashMap::new();
    let all = inputs(&report);
    for i in &all {
        let n = count.entry((i.frame, i.name.clone())).or_insert(0);
        *n += 1;
        let col_name = if *n == 1 { i.name.clone() } else { format!("{}#{}", i.name, n) };
        let col = header
            .iter()
            .position(|h| *h == col_name)
            .unwrap_or_else(|| panic!("no column {col_name}"));
        assert_eq!(rows[i.frame as usize + 1][col], i.value, "frame {} {col_name}", i.frame);
    }
    let filled: usize =
        rows[1..].iter().map(|r| r[1..].iter().filter(|c| !c.is_empty()).count()).sum();
    assert_eq!(filled, all.len(), "cells without a JSON input");
    assert!(rows[1][1..].iter().all(|c| c.is_empty()), "frame 0 reads no input");
}

fn parse_xml(text: &str) -> roxmltree::Document<'_> {
    let opts = roxmltree::ParsingOptions { allow_dtd: true, ..Default::default() };
    roxmltree::Document::parse_with_options(text, opts)
        .unwrap_or_else(|e| panic!("not well-formed XML: {e}\n{text}"))
}

#[test]
fn test_suite_in_test_comp_format() {
    let file = "examples/cruise_control.c";
    let dir = out_path("suite", "cruise");
    let _ = std::fs::remove_dir_all(&dir);
    let (run, report) = run_json(file, &["--test-suite", dir.to_str().unwrap()]);
    assert_eq!(run.code, Some(10), "{}", run.describe());

    let meta = std::fs::read_to_string(dir.join("metadata.xml")).unwrap();
    assert!(meta.contains(
        r#"<!DOCTYPE test-metadata PUBLIC "+//IDN sosy-lab.org//DTD test-format test-metadata 1.1//EN" "https://sosy-lab.org/test-format/test-metadata-1.1.dtd">"#
    ));
    let doc = parse_xml(&meta);
    let root_el = doc.root_element();
    assert_eq!(root_el.tag_name().name(), "test-metadata");
    let fields: Vec<(String, String)> = root_el
        .children()
        .filter(|n| n.is_element())
        .map(|n| (n.tag_name().name().to_string(), n.text().unwrap_or("").to_string()))
        .collect();
    let names: Vec<&str> = fields.iter().map(|(n, _)| n.as_str()).collect();
    // The DTD's sequence, without the optional input-test-suite fields.
    assert_eq!(
        names,
        [
            "sourcecodelang",
            "producer",
            "specification",
            "programfile",
            "programhash",
            "entryfunction",
            "architecture",
            "creationtime"
        ]
    );
    let field = |n: &str| fields.iter().find(|(k, _)| k == n).unwrap().1.clone();
    assert_eq!(field("sourcecodelang"), "C");
    assert_eq!(field("programfile"), file);
    assert_eq!(field("programhash"), sha256_hex(&root().join(file)));
    assert_eq!(field("entryfunction"), "main");
    assert_eq!(field("architecture"), "64bit");
    assert!(witness_schema::is_date_time(&field("creationtime")), "{}", field("creationtime"));

    let tc = std::fs::read_to_string(dir.join("testcase1.xml")).unwrap();
    assert!(tc.contains(
        r#"<!DOCTYPE testcase PUBLIC "+//IDN sosy-lab.org//DTD test-format testcase 1.1//EN" "https://sosy-lab.org/test-format/testcase-1.1.dtd">"#
    ));
    let doc = parse_xml(&tc);
    let t = doc.root_element();
    assert_eq!(t.tag_name().name(), "testcase");
    assert!(matches!(t.attribute("coversError"), None | Some("true") | Some("false")));
    let got: Vec<(String, Option<String>, Option<String>)> = t
        .children()
        .filter(|n| n.is_element())
        .map(|n| {
            assert_eq!(n.tag_name().name(), "input");
            for a in n.attributes() {
                assert!(
                    matches!(a.name(), "variable" | "type"),
                    "attribute {} is not in the DTD",
                    a.name()
                );
            }
            (
                n.text().unwrap_or("").to_string(),
                n.attribute("variable").map(String::from),
                n.attribute("type").map(String::from),
            )
        })
        .collect();
    let expected: Vec<(String, Option<String>, Option<String>)> = inputs(&report)
        .into_iter()
        .filter(|i| is_identifier(&i.source))
        .map(|i| (i.value, is_identifier(&i.name).then_some(i.name), Some(i.ty)))
        .collect();
    assert_eq!(got, expected);
    assert!(!dir.join("testcase2.xml").exists(), "one test case per counterexample");
}

#[test]
fn test_suite_attributes_and_escaping() {
    // Temporaries (`$tmp1`) name no variable; the types of all widths are C type names.
    for (file, tag) in [
        ("tests/programs/functions_fail.c", "functions"),
        ("tests/programs/nondet_types.c", "types"),
    ] {
        let dir = out_path("suite", tag);
        let _ = std::fs::remove_dir_all(&dir);
        let (run, report) = run_json(file, &["--test-suite", dir.to_str().unwrap()]);
        assert_eq!(run.code, Some(10), "{}", run.describe());
        let tc = std::fs::read_to_string(dir.join("testcase1.xml")).unwrap();
        let doc = parse_xml(&tc);
        let values: Vec<String> = doc
            .root_element()
            .children()
            .filter(|n| n.is_element())
            .map(|n| n.text().unwrap_or("").to_string())
            .collect();
        let expected: Vec<String> = inputs(&report)
            .into_iter()
            .filter(|i| is_identifier(&i.source))
            .map(|i| i.value)
            .collect();
        assert_eq!(values, expected, "{file}");
        for n in doc.root_element().children().filter(|n| n.is_element()) {
            if let Some(v) = n.attribute("variable") {
                assert!(is_identifier(v), "{file}: variable=\"{v}\"");
            }
        }
    }
}

#[test]
fn unwritable_test_suite_directory_is_a_usage_error() {
    let blocker = out_path("suite", "a_file");
    std::fs::write(&blocker, "not a directory").unwrap();
    let dir = blocker.join("suite");
    let run =
        ibmc(&strings(&["tests/programs/counter_fail5.c", "--test-suite", dir.to_str().unwrap()]));
    assert_eq!(run.code, Some(1), "{}", run.describe());
    assert!(run.stderr.contains("a_file"), "the error names the path: {}", run.stderr);
    assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
}

#[test]
fn no_witness_without_a_verdict_to_show() {
    // A bounded success proves nothing for all depths: no correctness witness is written
    // (and nothing crashes).
    let w = out_path("witness", "bounded.yml");
    let _ = std::fs::remove_file(&w);
    let run = ibmc(&strings(&[
        "tests/programs/thermostat_safe.c",
        "--unwind-max",
        "3",
        "--witness",
        w.to_str().unwrap(),
    ]));
    assert!(matches!(run.code, Some(0) | Some(5)), "{}", run.describe());
    assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
    if let Ok(text) = std::fs::read_to_string(&w) {
        let doc = parse_yaml(&text).unwrap();
        check_correctness_witness(&doc).unwrap();
    }
}

#[test]
fn the_schema_check_rejects_what_the_schema_forbids() {
    let text = std::fs::read_to_string(root().join("tests/formats/violation_witness.yml")).unwrap();
    let good = parse_yaml(&text).unwrap();
    check_violation_witness(&good).unwrap();
    type Mutation = Box<dyn Fn(&mut Value)>;
    let mutations: Vec<(&str, Mutation)> = vec![
        ("format_version", Box::new(|d| d[0]["metadata"]["format_version"] = "1.0".into())),
        (
            "missing required key `uuid`",
            Box::new(|d| {
                d[0]["metadata"].as_object_mut().unwrap().remove("uuid");
            }),
        ),
        ("RFC 4122", Box::new(|d| d[0]["metadata"]["uuid"] = "not-a-uuid".into())),
        ("date-time", Box::new(|d| d[0]["metadata"]["creation_time"] = "yesterday".into())),
        ("data_model", Box::new(|d| d[0]["metadata"]["task"]["data_model"] = "LP32".into())),
        (
            "no hash of input file",
            Box::new(|d| {
                d[0]["metadata"]["task"]["input_files"] = serde_json::json!(["a.c", "b.c"])
            }),
        ),
        (
            "not allowed for type target",
            Box::new(|d| {
                let last = d[0]["content"].as_array().unwrap().len() - 1;
                d[0]["content"][last]["segment"][0]["waypoint"]["constraint"] =
                    serde_json::json!({"value": "1"});
            }),
        ),
        (
            "acsl_expression",
            Box::new(|d| {
                d[0]["content"][0]["segment"][0]["waypoint"]["constraint"]["format"] =
                    "c_expression".into()
            }),
        ),
        (
            "\\result <op>",
            Box::new(|d| {
                d[0]["content"][0]["segment"][0]["waypoint"]["constraint"]["value"] =
                    "x == 1".into()
            }),
        ),
        (
            "last segment",
            Box::new(|d| {
                let c = d[0]["content"].as_array_mut().unwrap();
                let n = c.len();
                c.swap(0, n - 1);
            }),
        ),
        (
            "integer >= 1",
            Box::new(|d| {
                d[0]["content"][0]["segment"][0]["waypoint"]["location"]["line"] = 0.into()
            }),
        ),
        (
            "not in the schema",
            Box::new(|d| d[0]["content"][0]["segment"][0]["waypoint"]["note"] = "x".into()),
        ),
        (
            "exactly one follow",
            Box::new(|d| d[0]["content"][0]["segment"][0]["waypoint"]["action"] = "avoid".into()),
        ),
        ("entry_type", Box::new(|d| d[0]["entry_type"] = "invariant_set".into())),
    ];
    for (expected, mutate) in mutations {
        let mut bad = good.clone();
        mutate(&mut bad);
        match check_violation_witness(&bad) {
            Ok(()) => panic!("accepted a witness with a wrong {expected}"),
            Err(e) => {
                assert!(e.contains(expected), "expected an error about {expected}, got:\n{e}")
            }
        }
    }
    let inv = parse_yaml(
        &std::fs::read_to_string(root().join("tests/formats/correctness_witness.yml")).unwrap(),
    )
    .unwrap();
    check_correctness_witness(&inv).unwrap();
    let mut bad = inv.clone();
    bad[0]["content"][0]["invariant"]["location"].as_object_mut().unwrap().remove("column");
    assert!(check_correctness_witness(&bad).unwrap_err().contains("column"));
    let mut bad = inv.clone();
    bad[0]["content"][0]["invariant"]["type"] = "invariant".into();
    assert!(check_correctness_witness(&bad).is_err());
    assert!(check_violation_witness(&inv).is_err(), "an invariant set is no violation witness");
}
