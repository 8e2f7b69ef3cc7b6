//! A structural check of SV-COMP YAML witnesses, format version 2.0, written from the format's
//! schemas and documentation (no JSON-schema validator builds offline here):
//!
//! - violation witnesses: `violation-witness-schema.yml` of sosy-lab/sv-witnesses
//!   (https://gitlab.com/sosy-lab/benchmarking/sv-witnesses, rendered at
//!   https://sosy-lab.gitlab.io/benchmarking/sv-witnesses/yaml/violation-witnesses.html; its
//!   descriptions are also quoted in Theta's `YamlWitness.kt`, which cites the schema at
//!   commit 8f5dc4bf00c01bc6d5636d7993e164d181e19204);
//! - correctness witnesses: `correctness-witness-schema.yml` of the same repository and commit.
//!
//! Every required key, type and enumeration of those schemas is checked; keys the schemas do
//! not define are rejected (ibmc must not invent any). Paper: Ayaziová, Beyer,
//! Lingsch-Rosenfeld, Spiessl, Strejček, "Software Verification Witnesses 2.0", SPIN 2024.
#![allow(dead_code)]

use serde_json::{Map, Value};

/// YAML text → JSON value (the witness uses only mappings, sequences, strings and integers).
pub fn parse_yaml(text: &str) -> Result<Value, String> {
    use yaml_rust2::{Yaml, YamlLoader};
    fn conv(y: &Yaml) -> Result<Value, String> {
        Ok(match y {
            Yaml::String(s) => Value::String(s.clone()),
            Yaml::Integer(i) => Value::from(*i),
            Yaml::Real(r) => Value::from(r.parse::<f64>().map_err(|e| format!("real {r}: {e}"))?),
            Yaml::Boolean(b) => Value::Bool(*b),
            Yaml::Null => Value::Null,
            Yaml::Array(a) => Value::Array(a.iter().map(conv).collect::<Result<_, _>>()?),
            Yaml::Hash(h) => {
                let mut m = Map::new();
                for (k, v) in h {
                    let Yaml::String(k) = k else { return Err(format!("non-string key {k:?}")) };
                    if m.insert(k.clone(), conv(v)?).is_some() {
                        return Err(format!("duplicate key {k}"));
                    }
                }
                Value::Object(m)
            }
            Yaml::Alias(_) | Yaml::BadValue => return Err(format!("unsupported YAML node {y:?}")),
        })
    }
    let docs = YamlLoader::load_from_str(text).map_err(|e| format!("not YAML: {e}"))?;
    match docs.as_slice() {
        [doc] => conv(doc),
        _ => Err(format!("expected one YAML document, found {}", docs.len())),
    }
}

struct Checker {
    errors: Vec<String>,
}

impl Checker {
    fn err(&mut self, path: &str, msg: impl std::fmt::Display) {
        self.errors.push(format!("{path}: {msg}"));
    }

    /// The object at `path` with its `required` keys, and no keys outside `required` + `optional`.
    fn object<'v>(
        &mut self,
        v: &'v Value,
        path: &str,
        required: &[&str],
        optional: &[&str],
    ) -> Option<&'v Map<String, Value>> {
        let Some(m) = v.as_object() else {
            self.err(path, format!("expected a mapping, got {v}"));
            return None;
        };
        for k in required {
            if !m.contains_key(*k) {
                self.err(path, format!("missing required key `{k}`"));
            }
        }
        for k in m.keys() {
            if !required.contains(&k.as_str()) && !optional.contains(&k.as_str()) {
                self.err(path, format!("key `{k}` is not in the schema"));
            }
        }
        Some(m)
    }

    fn string<'v>(&mut self, m: &'v Map<String, Value>, key: &str, path: &str) -> Option<&'v str> {
        match m.get(key) {
            None => None,
            Some(Value::String(s)) => Some(s),
            Some(other) => {
                self.err(&format!("{path}.{key}"), format!("expected a string, got {other}"));
                None
            }
        }
    }

    fn enumeration(
        &mut self,
        m: &Map<String, Value>,
        key: &str,
        path: &str,
        allowed: &[&str],
    ) -> Option<String> {
        let s = self.string(m, key, path)?;
        if !allowed.contains(&s) {
            self.err(&format!("{path}.{key}"), format!("`{s}` is not one of {allowed:?}"));
        }
        Some(s.to_string())
    }

    fn integer(&mut self, m: &Map<String, Value>, key: &str, path: &str, min: i64) -> Option<i64> {
        let v = m.get(key)?;
        match v.as_i64() {
            Some(i) if i >= min => Some(i),
            _ => {
                self.err(
                    &format!("{path}.{key}"),
                    format!("expected an integer >= {min}, got {v}"),
                );
                None
            }
        }
    }

    fn array<'v>(&mut self, v: Option<&'v Value>, path: &str, min_items: usize) -> &'v [Value] {
        match v {
            None => &[],
            Some(Value::Array(a)) => {
                if a.len() < min_items {
                    self.err(path, format!("expected at least {min_items} items, got {}", a.len()));
                }
                a
            }
            Some(other) => {
                self.err(path, format!("expected a sequence, got {other}"));
                &[]
            }
        }
    }

    fn metadata(&mut self, v: &Value, path: &str) {
        let Some(m) = self.object(
            v,
            path,
            &["format_version", "uuid", "creation_time", "producer", "task"],
            &[],
        ) else {
            return;
        };
        if let Some(fv) = self.string(m, "format_version", path) {
            if fv != "2.0" {
                self.err(&format!("{path}.format_version"), format!("`{fv}` is not \"2.0\""));
            }
        }
        if let Some(u) = self.string(m, "uuid", path) {
            if !is_uuid(u) {
                self.err(&format!("{path}.uuid"), format!("`{u}` is not an RFC 4122 UUID"));
            }
        }
        if let Some(t) = self.string(m, "creation_time", path) {
            if !is_date_time(t) {
                self.err(
                    &format!("{path}.creation_time"),
                    format!("`{t}` is not an RFC 3339 date-time"),
                );
            }
        }
        let ppath = format!("{path}.producer");
        if let Some(p) = m.get("producer") {
            if let Some(pm) = self.object(
                p,
                &ppath,
                &["name", "version"],
                &["configuration", "command_line", "description"],
            ) {
                for k in ["name", "version", "configuration", "command_line", "description"] {
                    self.string(pm, k, &ppath);
                }
            }
        }
        let tpath = format!("{path}.task");
        let Some(t) = m.get("task") else { return };
        let Some(tm) = self.object(
            t,
            &tpath,
            &["input_files", "input_file_hashes", "specification", "data_model", "language"],
            &[],
        ) else {
            return;
        };
        let files: Vec<String> = self
            .array(tm.get("input_files"), &format!("{tpath}.input_files"), 1)
            .iter()
            .filter_map(|f| match f {
                Value::String(s) => Some(s.clone()),
                other => {
                    self.err(
                        &format!("{tpath}.input_files"),
                        format!("expected strings, got {other}"),
                    );
                    None
                }
            })
            .collect();
        if let Some(h) = tm.get("input_file_hashes") {
            match h.as_object() {
                Some(hm) => {
                    for (f, hash) in hm {
                        let ok = hash.as_str().is_some_and(|s| {
                            s.len() == 64 && s.bytes().all(|b| b.is_ascii_hexdigit())
                        });
                        if !ok {
                            self.err(
                                &format!("{tpath}.input_file_hashes.{f}"),
                                format!("not a SHA-256 hash: {hash}"),
                            );
                        }
                    }
                    for f in &files {
                        if !hm.contains_key(f) {
                            self.err(
                                &format!("{tpath}.input_file_hashes"),
                                format!("no hash of input file {f}"),
                            );
                        }
                    }
                }
                None => self.err(&format!("{tpath}.input_file_hashes"), "expected a mapping"),
            }
        }
        self.string(tm, "specification", &tpath);
        self.enumeration(tm, "data_model", &tpath, &["ILP32", "LP64"]);
        self.enumeration(tm, "language", &tpath, &["C"]);
    }

    fn location(&mut self, v: &Value, path: &str, required: &[&str]) -> Option<Map<String, Value>> {
        let all = ["file_name", "line", "column", "function"];
        let optional: Vec<&str> = all.iter().copied().filter(|k| !required.contains(k)).collect();
        let m = self.object(v, path, required, &optional)?;
        self.string(m, "file_name", path);
        self.integer(m, "line", path, 1);
        self.integer(m, "column", path, 1);
        self.string(m, "function", path);
        Some(m.clone())
    }

    fn waypoint(&mut self, v: &Value, path: &str) -> Option<(String, String)> {
        let m = self.object(v, path, &["type", "action", "location"], &["constraint"])?;
        let ty = self.enumeration(
            m,
            "type",
            path,
            &["assumption", "target", "function_enter", "function_return", "branching"],
        )?;
        let action = self.enumeration(m, "action", path, &["follow", "avoid"])?;
        if let Some(l) = m.get("location") {
            self.location(l, &format!("{path}.location"), &["file_name", "line"]);
        }
        let cpath = format!("{path}.constraint");
        match (ty.as_str(), m.get("constraint")) {
            ("target" | "function_enter", Some(_)) => {
                self.err(&cpath, format!("not allowed for type {ty}"))
            }
            ("target" | "function_enter", None) => {}
            (_, None) => self.err(path, format!("type {ty} needs a constraint")),
            (_, Some(c)) => {
                if let Some(cm) = self.object(c, &cpath, &["value"], &["format"]) {
                    let value = self.string(cm, "value", &cpath).unwrap_or("").to_string();
                    let format = self.enumeration(
                        cm,
                        "format",
                        &cpath,
                        &["c_expression", "acsl_expression"],
                    );
                    match ty.as_str() {
                        // "We currently support only ACSL expressions of the form
                        // `\result <op> <const_expression>` ... format has to be acsl_expression."
                        "function_return" => {
                            if format.as_deref() != Some("acsl_expression") {
                                self.err(
                                    &cpath,
                                    "a function_return constraint has format acsl_expression",
                                );
                            }
                            let ok = ["==", "!=", "<=", ">=", "<", ">"].iter().any(|op| {
                                value
                                    .strip_prefix("\\result ")
                                    .and_then(|r| r.strip_prefix(op))
                                    .is_some_and(|c| !c.trim().is_empty())
                            });
                            if !ok {
                                self.err(
                                    &cpath,
                                    format!("`{value}` is not `\\result <op> <constant>`"),
                                );
                            }
                        }
                        "assumption" if format.as_deref() == Some("acsl_expression") => {
                            self.err(&cpath, "assumptions are C expressions")
                        }
                        "branching"
                            if !["true", "false", "default"].contains(&value.as_str())
                                && value.parse::<i128>().is_err() =>
                        {
                            self.err(&cpath, format!("`{value}` is no branching value"))
                        }
                        _ => {}
                    }
                }
            }
        }
        if ty == "target" && action != "follow" {
            self.err(path, "a target waypoint has action follow");
        }
        Some((ty, action))
    }
}

fn finish(c: Checker) -> Result<(), String> {
    if c.errors.is_empty() {
        Ok(())
    } else {
        Err(c.errors.join("\n"))
    }
}

/// Checks a violation witness: entries of type `violation_sequence`, each a sequence of
/// segments of zero or more `avoid` waypoints and exactly one `follow` waypoint at the end,
/// the last segment (only) ending with the `target`.
pub fn check_violation_witness(doc: &Value) -> Result<(), String> {
    let mut c = Checker { errors: Vec::new() };
    let entries = c.array(Some(doc), "witness", 1);
    for (i, e) in entries.iter().enumerate() {
        let path = format!("[{i}]");
        let Some(m) = c.object(e, &path, &["entry_type", "metadata", "content"], &[]) else {
            continue;
        };
        c.enumeration(m, "entry_type", &path, &["violation_sequence"]);
        if let Some(md) = m.get("metadata") {
            c.metadata(md, &format!("{path}.metadata"));
        }
        let content = c.array(m.get("content"), &format!("{path}.content"), 1);
        for (s, seg) in content.iter().enumerate() {
            let spath = format!("{path}.content[{s}]");
            let Some(sm) = c.object(seg, &spath, &["segment"], &[]) else { continue };
            let wps = c.array(sm.get("segment"), &format!("{spath}.segment"), 1);
            let mut kinds = Vec::new();
            for (w, wp) in wps.iter().enumerate() {
                let wpath = format!("{spath}.segment[{w}]");
                let Some(wm) = c.object(wp, &wpath, &["waypoint"], &[]) else { continue };
                if let Some(k) =
                    wm.get("waypoint").and_then(|v| c.waypoint(v, &format!("{wpath}.waypoint")))
                {
                    kinds.push(k);
                }
            }
            let follows = kinds.iter().filter(|(_, a)| a == "follow").count();
            if follows != 1 || kinds.last().is_some_and(|(_, a)| a != "follow") {
                c.err(
                    &spath,
                    "a segment is avoid waypoints, then exactly one follow waypoint at the end",
                );
            }
            let is_final = kinds.last().is_some_and(|(t, _)| t == "target");
            if is_final != (s + 1 == content.len()) {
                c.err(&spath, "exactly the last segment ends with the target waypoint");
            }
        }
    }
    finish(c)
}

/// Checks a correctness witness: entries of type `invariant_set` whose content is one or more
/// `invariant`s (loop or location invariants, C expressions, at a location with file, line,
/// column and function).
pub fn check_correctness_witness(doc: &Value) -> Result<(), String> {
    let mut c = Checker { errors: Vec::new() };
    let entries = c.array(Some(doc), "witness", 1);
    for (i, e) in entries.iter().enumerate() {
        let path = format!("[{i}]");
        let Some(m) = c.object(e, &path, &["entry_type", "metadata", "content"], &[]) else {
            continue;
        };
        c.enumeration(m, "entry_type", &path, &["invariant_set"]);
        if let Some(md) = m.get("metadata") {
            c.metadata(md, &format!("{path}.metadata"));
        }
        let content = c.array(m.get("content"), &format!("{path}.content"), 1);
        for (k, item) in content.iter().enumerate() {
            let ipath = format!("{path}.content[{k}]");
            let Some(im) = c.object(item, &ipath, &["invariant"], &[]) else { continue };
            let Some(inv) = im.get("invariant") else { continue };
            let vpath = format!("{ipath}.invariant");
            let Some(vm) = c.object(inv, &vpath, &["type", "location", "value", "format"], &[])
            else {
                continue;
            };
            c.enumeration(vm, "type", &vpath, &["loop_invariant", "location_invariant"]);
            if let Some(l) = vm.get("location") {
                c.location(
                    l,
                    &format!("{vpath}.location"),
                    &["file_name", "line", "column", "function"],
                );
            }
            c.string(vm, "value", &vpath);
            c.enumeration(vm, "format", &vpath, &["c_expression"]);
        }
    }
    finish(c)
}

/// RFC 4122 textual form: 8-4-4-4-12 hex digits.
pub fn is_uuid(s: &str) -> bool {
    let parts: Vec<&str> = s.split('-').collect();
    parts.len() == 5
        && parts
            .iter()
            .zip([8, 4, 4, 4, 12])
            .all(|(p, n)| p.len() == n && p.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// RFC 3339 `date-time` (JSON schema's `format: date-time`): `YYYY-MM-DDTHH:MM:SS[.frac](Z|±HH:MM)`.
pub fn is_date_time(s: &str) -> bool {
    let b = s.as_bytes();
    let digits =
        |r: std::ops::Range<usize>| b.get(r).is_some_and(|d| d.iter().all(u8::is_ascii_digit));
    if b.len() < 20
        || !digits(0..4)
        || b[4] != b'-'
        || !digits(5..7)
        || b[7] != b'-'
        || !digits(8..10)
    {
        return false;
    }
    if !matches!(b[10], b'T' | b't')
        || !digits(11..13)
        || b[13] != b':'
        || !digits(14..16)
        || b[16] != b':'
        || !digits(17..19)
    {
        return false;
    }
    let mut rest = &s[19..];
    if let Some(frac) = rest.strip_prefix('.') {
        let n = frac.bytes().take_while(u8::is_ascii_digit).count();
        if n == 0 {
            return false;
        }
        rest = &frac[n..];
    }
    let num = |x: &str| x.parse::<u32>().ok();
    let (month, day, hour, min, sec) =
        (num(&s[5..7]), num(&s[8..10]), num(&s[11..13]), num(&s[14..16]), num(&s[17..19]));
    let fields_ok = matches!(month, Some(1..=12))
        && matches!(day, Some(1..=31))
        && matches!(hour, Some(0..=23))
        && matches!(min, Some(0..=59))
        && matches!(sec, Some(0..=60));
    let zone_ok = matches!(rest, "Z" | "z")
        || (rest.len() == 6
            && matches!(rest.as_bytes()[0], b'+' | b'-')
            && rest.as_bytes()[3] == b':'
            && rest[1..3].bytes().chain(rest[4..6].bytes()).all(|d| d.is_ascii_digit()));
    fields_ok && zone_ok
}
