//! A minimal YAML writer: block mappings and sequences of double-quoted strings and integers.
//!
//! Every string is written double-quoted with escapes, so no value (a C expression with `:`,
//! `#`, `\`, a path with spaces) can change the document's structure.

use std::fmt::Write;

/// A YAML node. Mapping keys keep their insertion order.
#[derive(Debug, Clone)]
pub enum Yaml {
    Str(String),
    Int(i64),
    Map(Vec<(String, Yaml)>),
    Seq(Vec<Yaml>),
}

impl Yaml {
    pub fn str(s: impl Into<String>) -> Yaml {
        Yaml::Str(s.into())
    }
    pub fn map<K: Into<String>>(entries: impl IntoIterator<Item = (K, Yaml)>) -> Yaml {
        Yaml::Map(entries.into_iter().map(|(k, v)| (k.into(), v)).collect())
    }
}

/// The document: `root` (a mapping or a sequence) in block style.
pub fn to_string(root: &Yaml) -> String {
    let mut out = String::new();
    match root {
        Yaml::Map(m) if !m.is_empty() => write_map(&mut out, m, 0, false),
        Yaml::Seq(s) if !s.is_empty() => write_seq(&mut out, s, 0),
        other => {
            write_inline(&mut out, other);
            out.push('\n');
        }
    }
    out
}

fn pad(out: &mut String, n: usize) {
    out.extend(std::iter::repeat_n(' ', n));
}

/// Scalars and empty collections, which fit on the current line.
fn write_inline(out: &mut String, y: &Yaml) -> bool {
    match y {
        Yaml::Str(s) => quote(out, s),
        Yaml::Int(i) => {
            let _ = write!(out, "{i}");
        }
        Yaml::Map(m) if m.is_empty() => out.push_str("{}"),
        Yaml::Seq(s) if s.is_empty() => out.push_str("[]"),
        _ => return false,
    }
    true
}

/// The entries of `m` at `indent`; with `first_inline` the first one continues the current
/// line (after a sequence's `- `).
fn write_map(out: &mut String, m: &[(String, Yaml)], indent: usize, first_inline: bool) {
    for (i, (k, v)) in m.iter().enumerate() {
        if i > 0 || !first_inline {
            pad(out, indent);
        }
        key(out, k);
        out.push(':');
        let mut scalar = String::new();
        if write_inline(&mut scalar, v) {
            out.push(' ');
            out.push_str(&scalar);
            out.push('\n');
            continue;
        }
        out.push('\n');
        match v {
            Yaml::Map(m2) => write_map(out, m2, indent + 2, false),
            Yaml::Seq(s2) => write_seq(out, s2, indent + 2),
            _ => {}
        }
    }
}

fn write_seq(out: &mut String, s: &[Yaml], indent: usize) {
    for item in s {
        pad(out, indent);
        out.push_str("- ");
        let mut scalar = String::new();
        if write_inline(&mut scalar, item) {
            out.push_str(&scalar);
            out.push('\n');
            continue;
        }
        match item {
            Yaml::Map(m) => write_map(out, m, indent + 2, true),
            Yaml::Seq(s2) => {
                out.push('\n');
                write_seq(out, s2, indent + 2);
            }
            _ => {}
        }
    }
}

/// Keys made of `[A-Za-z0-9_]` (starting with a letter or `_`) are written plain, others quoted.
fn key(out: &mut String, k: &str) {
    let plain = k.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && k.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if plain {
        out.push_str(k);
    } else {
        quote(out, k);
    }
}

/// A double-quoted YAML scalar (YAML 1.2, section 7.3.1).
fn quote(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            // Line and paragraph separators and the BOM are not printable in YAML.
            '\u{85}' | '\u{2028}' | '\u{2029}' | '\u{feff}' => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_block_style() {
        let doc = Yaml::Seq(vec![Yaml::map([
            ("a", Yaml::str("x: \"y\" \\result")),
            ("b", Yaml::Seq(vec![Yaml::map([("c", Yaml::Int(-3)), ("d", Yaml::Seq(vec![]))])])),
            ("file.c", Yaml::Map(vec![])),
        ])]);
        let text = to_string(&doc);
        assert_eq!(
            text,
            "- a: \"x: \\\"y\\\" \\\\result\"\n  b:\n    - c: -3\n      d: []\n  \"file.c\": {}\n"
        );
    }
}
