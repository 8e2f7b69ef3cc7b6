//! `--json-ui` and `--xml-ui`: ibmc's JSON report rewritten into CBMC's user-interface schema,
//! so that tools written for `cbmc --json-ui` read ibmc's results. A verification run gives
//! CBMC's `result` array (`property`, `status` SUCCESS / FAILURE / UNKNOWN, `description`,
//! `sourceLocation`, and for a failure the `trace` of assignments ending in a `failure`
//! step); `--cover` gives `goals` (`satisfied` / `failed`) and `tests`; `--show-properties`
//! gives `properties`; an error an `ERROR` message. Around them the `program` entry, the
//! final `VERIFICATION ...` message and `cProverStatus`, as CBMC prints them.
//!
//! Only the shape is CBMC's: the trace lists ibmc's steps (inputs and assignments per frame),
//! not CBMC's internal ones.

use serde_json::{json, Map, Value};

/// The `program` entry.
fn program() -> String {
    format!("ibmc {}", env!("CARGO_PKG_VERSION"))
}

/// `file:line` as CBMC's `sourceLocation`.
fn location(loc: Option<&str>, function: Option<&str>) -> Value {
    let loc = loc.unwrap_or("");
    let (file, line) = loc.rsplit_once(':').unwrap_or((loc, ""));
    let mut m = Map::new();
    m.insert("file".into(), json!(file));
    if let Some(f) = function {
        m.insert("function".into(), json!(f));
    }
    m.insert("line".into(), json!(line));
    // CBMC's locations carry the directory the file names are relative to.
    if let Ok(dir) = std::env::current_dir() {
        m.insert("workingDirectory".into(), json!(dir.to_string_lossy()));
    }
    Value::Object(m)
}

fn status_message(text: &str) -> Value {
    json!({ "messageText": text, "messageType": "STATUS-MESSAGE" })
}

/// The ending message and `cProverStatus` of an ibmc result (`SUCCESS`, `FAILED`, ...).
fn ending(result: &str) -> (&'static str, &'static str) {
    match result {
        "SUCCESS" => ("VERIFICATION SUCCESSFUL", "success"),
        "FAILED" => ("VERIFICATION FAILED", "failure"),
        "ERROR" => ("", "error"),
        _ => ("VERIFICATION INCONCLUSIVE", "inconclusive"),
    }
}

fn str_of<'a>(v: &'a Value, key: &str) -> Option<&'a str> {
    v.get(key).and_then(Value::as_str)
}

/// ibmc's report `v` (`--json`'s object) in CBMC's JSON UI schema.
pub fn to_json(v: &Value) -> Value {
    let mut out = vec![json!({ "program": program() })];
    if let Some(err) = str_of(v, "error") {
        out.push(json!({ "messageText": err, "messageType": "ERROR" }));
        out.push(json!({ "cProverStatus": "error" }));
        return Value::Array(out);
    }
    if v.get("mode").and_then(Value::as_str) == Some("cover") {
        out.push(json!({ "goals": goals(v), "goalsCovered": covered(v), "totalGoals": total(v) }));
        out.push(json!({ "tests": tests(v) }));
        return Value::Array(out);
    }
    if v.get("result").is_none() {
        let props: Vec<Value> = list(v, "properties")
            .iter()
            .map(|p| {
                json!({
                    "class": str_of(p, "class"),
                    "description": str_of(p, "description"),
                    "name": str_of(p, "id"),
                    "sourceLocation": location(str_of(p, "location"), str_of(p, "function")),
                })
            })
            .collect();
        out.push(json!({ "properties": props }));
        return Value::Array(out);
    }
    let results: Vec<Value> = list(v, "properties").iter().map(result).collect();
    out.push(json!({ "result": results }));
    let (message, status) = ending(str_of(v, "result").unwrap_or(""));
    out.push(status_message(message));
    out.push(json!({ "cProverStatus": status }));
    Value::Array(out)
}

fn list<'a>(v: &'a Value, key: &str) -> &'a [Value] {
    v.get(key).and_then(Value::as_array).map(Vec::as_slice).unwrap_or(&[])
}

fn property_status(p: &Value) -> &'static str {
    match str_of(p, "status") {
        Some("FAILED") => "FAILURE",
        Some("SUCCESS") => "SUCCESS",
        _ => "UNKNOWN",
    }
}

/// One property's entry of CBMC's `result` array.
fn result(p: &Value) -> Value {
    let mut m = Map::new();
    m.insert("description".into(), json!(str_of(p, "description")));
    m.insert("property".into(), json!(str_of(p, "id")));
    m.insert("sourceLocation".into(), location(str_of(p, "location"), str_of(p, "function")));
    m.insert("status".into(), json!(property_status(p)));
    if let Some(t) = p.get("trace").filter(|t| !t.is_null()) {
        m.insert("trace".into(), Value::Array(trace(t, p)));
    }
    Value::Object(m)
}

/// ibmc's trace as CBMC's steps: every input and assignment an `assignment`, then the
/// `failure` step.
fn trace(t: &Value, p: &Value) -> Vec<Value> {
    let mut steps = Vec::new();
    for frame in list(t, "frames") {
        for s in list(frame, "steps") {
            steps.push(json!({
                "assignmentType": "variable",
                "hidden": false,
                "internal": false,
                "lhs": str_of(s, "name"),
                "mode": "C",
                "sourceLocation": location(str_of(s, "location"), None),
                "stepType": "assignment",
                "thread": 0,
                "value": { "data": str_of(s, "value"), "type": str_of(s, "type") },
            }));
        }
    }
    steps.push(json!({
        "hidden": false,
        "internal": false,
        "property": str_of(p, "id"),
        "reason": str_of(p, "description"),
        "sourceLocation": location(str_of(p, "location"), str_of(p, "function")),
        "stepType": "failure",
        "thread": 0,
    }));
    steps
}

fn covered(v: &Value) -> usize {
    list(v, "goals").iter().filter(|g| str_of(g, "status") == Some("covered")).count()
}

fn total(v: &Value) -> usize {
    list(v, "goals").len()
}

/// `block 3 (lines main.c:main:4,5)`: CBMC's `basicBlockLines` of a location goal.
fn block_lines(description: &str) -> Option<Value> {
    let inner = description.split_once("(lines ")?.1.strip_suffix(')')?;
    let mut files: Map<String, Value> = Map::new();
    for part in inner.split(';') {
        let mut it = part.trim().splitn(3, ':');
        let (file, function, lines) = (it.next()?, it.next()?, it.next()?);
        let entry = files.entry(file.to_string()).or_insert_with(|| json!({}));
        entry.as_object_mut()?.insert(function.to_string(), json!(lines));
    }
    Some(Value::Object(files))
}

fn goals(v: &Value) -> Vec<Value> {
    list(v, "goals")
        .iter()
        .map(|g| {
            let description = str_of(g, "description").unwrap_or("");
            let mut m = Map::new();
            if let Some(lines) = block_lines(description) {
                m.insert("basicBlockLines".into(), lines);
            }
            m.insert("description".into(), json!(description));
            m.insert("goal".into(), json!(str_of(g, "id")));
            let loc = format!(
                "{}:{}",
                str_of(g, "file").unwrap_or(""),
                g.get("line").and_then(Value::as_u64).unwrap_or(0)
            );
            m.insert("sourceLocation".into(), location(Some(&loc), str_of(g, "function")));
            let satisfied = str_of(g, "status") == Some("covered");
            m.insert("status".into(), json!(if satisfied { "satisfied" } else { "failed" }));
            Value::Object(m)
        })
        .collect()
}

fn tests(v: &Value) -> Vec<Value> {
    list(v, "tests")
        .iter()
        .map(|t| {
            let inputs: Vec<Value> = list(t, "inputs")
                .iter()
                .map(|i| json!({ "id": str_of(i, "name"), "value": { "data": str_of(i, "value"), "type": str_of(i, "type") } }))
                .collect();
            json!({ "coveredGoals": t.get("goals").cloned().unwrap_or(json!([])), "inputs": inputs })
        })
        .collect()
}

/// ibmc's report `v` in CBMC's XML UI schema.
pub fn to_xml(v: &Value) -> String {
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<cprover>\n");
    out += &format!("<program>{}</program>\n", esc(&program()));
    for entry in to_json(v).as_array().map(Vec::as_slice).unwrap_or(&[]) {
        xml_entry(entry, &mut out);
    }
    out += "</cprover>\n";
    out
}

fn xml_entry(entry: &Value, out: &mut String) {
    if let Some(text) = str_of(entry, "messageText") {
        let kind = str_of(entry, "messageType").unwrap_or("STATUS-MESSAGE");
        *out += &format!("<message type=\"{kind}\">\n  <text>{}</text>\n</message>\n", esc(text));
    } else if let Some(status) = str_of(entry, "cProverStatus") {
        *out += &format!("<cprover-status>{status}</cprover-status>\n");
    }
    for r in list(entry, "result") {
        let attrs = format!(
            "property=\"{}\" status=\"{}\"",
            esc(str_of(r, "property").unwrap_or("")),
            str_of(r, "status").unwrap_or("")
        );
        let Some(steps) = r.get("trace").and_then(Value::as_array) else {
            *out += &format!("<result {attrs}/>\n");
            continue;
        };
        *out += &format!("<result {attrs}>\n  <goto_trace>\n");
        for s in steps.iter().filter(|s| str_of(s, "stepType") == Some("assignment")) {
            *out += &format!(
                "    <assignment assignment_type=\"state\" base_name=\"{0}\" display_name=\"{0}\" hidden=\"false\" identifier=\"{0}\" mode=\"C\" thread=\"0\">\n      {1}\n      <full_lhs>{0}</full_lhs>\n      <full_lhs_value>{2}</full_lhs_value>\n    </assignment>\n",
                esc(s.pointer("/lhs").and_then(Value::as_str).unwrap_or("")),
                xml_location(s),
                esc(s.pointer("/value/data").and_then(Value::as_str).unwrap_or("")),
            );
        }
        if let Some(f) = steps.iter().find(|s| str_of(s, "stepType") == Some("failure")) {
            *out += &format!(
                "    <failure hidden=\"false\" property=\"{}\" reason=\"{}\" thread=\"0\">\n      {}\n    </failure>\n",
                esc(str_of(f, "property").unwrap_or("")),
                esc(str_of(f, "reason").unwrap_or("")),
                xml_location(f)
            );
        }
        *out += "  </goto_trace>\n</result>\n";
    }
    xml_cover(entry, out);
}

fn xml_cover(entry: &Value, out: &mut String) {
    for g in list(entry, "goals") {
        let status = if str_of(g, "status") == Some("satisfied") { "SATISFIED" } else { "FAILED" };
        *out += &format!(
            "<goal description=\"{}\" id=\"{}\" status=\"{status}\">\n  {}\n</goal>\n",
            esc(str_of(g, "description").unwrap_or("")),
            esc(str_of(g, "goal").unwrap_or("")),
            xml_location(g)
        );
    }
    for t in list(entry, "tests") {
        *out += "<test>\n  <inputs>\n";
        for i in list(t, "inputs") {
            *out += &format!(
                "    <input id=\"{}\">\n      <value c_type=\"{}\">{}</value>\n    </input>\n",
                esc(str_of(i, "id").unwrap_or("")),
                esc(i.pointer("/value/type").and_then(Value::as_str).unwrap_or("")),
                esc(i.pointer("/value/data").and_then(Value::as_str).unwrap_or(""))
            );
        }
        *out += "  </inputs>\n";
        for g in list(t, "coveredGoals") {
            *out += &format!("  <goal id=\"{}\"/>\n", esc(g.as_str().unwrap_or("")));
        }
        *out += "</test>\n";
    }
}

fn xml_location(step: &Value) -> String {
    let loc = step.get("sourceLocation");
    let field = |k: &str| esc(loc.and_then(|l| str_of(l, k)).unwrap_or(""));
    format!(
        "<location file=\"{}\" function=\"{}\" line=\"{}\"/>",
        field("file"),
        field("function"),
        field("line")
    )
}

fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_property_in_cbmc_schema() {
        let v = json!({
            "result": "FAILED",
            "properties": [{ "id": "main.assertion.1", "status": "FAILED", "location": "a.c:3",
                "function": "main", "description": "x < 2",
                "trace": { "frames": [{ "steps": [{ "name": "x", "value": "5", "type": "int", "location": "a.c:2" }] }] } }],
        });
        let j = to_json(&v);
        let r = &j[1]["result"][0];
        assert_eq!(r["property"], "main.assertion.1");
        assert_eq!(r["status"], "FAILURE");
        assert_eq!(r["sourceLocation"]["line"], "3");
        assert_eq!(r["trace"][0]["lhs"], "x");
        assert_eq!(r["trace"][1]["stepType"], "failure");
        assert_eq!(j[3]["cProverStatus"], "failure");
        let x = to_xml(&v);
        assert!(x.contains("<result property=\"main.assertion.1\" status=\"FAILURE\">"), "{x}");
        assert!(x.contains("<cprover-status>failure</cprover-status>"), "{x}");
    }

    #[test]
    fn block_lines_of_a_location_goal() {
        assert_eq!(
            block_lines("block 2 (lines main.c:main:4,5)"),
            Some(json!({ "main.c": { "main": "4,5" } }))
        );
        assert_eq!(block_lines("block 2 branch true"), None);
    }
}
