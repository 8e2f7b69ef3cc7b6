//! The requirements file (`--requirements FILE`, docs/REQUIREMENTS.md): TOML read with the
//! `toml` crate, whose spans give every error its file:line:column; formulas are parsed by
//! [`super::formula`] and their errors are mapped back into the file.

use std::collections::BTreeMap;
use std::path::Path;

use serde::Deserialize;
use toml::Spanned;

use super::formula::{self, Formula, FormulaError};
use crate::error::{Error, ErrorKind, Result};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    #[serde(default)]
    interface: RawInterface,
    #[serde(default)]
    inputs: BTreeMap<String, Spanned<toml::Value>>,
    #[serde(default, rename = "assumption")]
    assumptions: Vec<RawEntry>,
    #[serde(default, rename = "requirement")]
    requirements: Vec<RawEntry>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawInterface {
    model: Option<String>,
    prelude: Option<String>,
    init: Option<String>,
    step: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEntry {
    id: Option<Spanned<String>>,
    text: Option<String>,
    formula: Spanned<String>,
    expect: Option<Spanned<String>>,
    harness: Option<String>,
    #[serde(default)]
    slow: bool,
}

/// The `[interface]` overrides.
#[derive(Debug, Clone, Default)]
pub struct Overrides {
    /// The model or node (when the folder has several).
    pub model: Option<String>,
    /// C before the model's files (e.g. SCADE's `kcg_assign` macro).
    pub prelude: String,
    /// Statements replacing the discovered initialization / step.
    pub init: Option<String>,
    pub step: Option<String>,
}

/// An input's range: both bounds inclusive, as C constants.
#[derive(Debug, Clone)]
pub struct Input {
    pub name: String,
    pub range: Option<(String, String)>,
    /// Offset of the entry in the file (for errors).
    pub at: usize,
}

/// A requirement or an assumption: its formula and where the formula's text starts.
#[derive(Debug, Clone)]
pub struct Entry {
    pub id: String,
    pub text: String,
    pub formula: Formula,
    /// Byte offset in the file of the formula text's first character.
    pub at: usize,
    /// The verdict established independently (a hand-written harness), for tests only:
    /// `fail@N` (violated, shortest at step N), `proved` (`--prove` proves it), `holds`
    /// (true by an argument no tool here settled).
    pub expect: Option<Expect>,
    /// The hand-written harness case of the same requirement (`-DPROP=11`), for tests only.
    pub harness: Option<String>,
    /// Too slow for the test suite (checked by hand; docs/REQUIREMENTS.md).
    pub slow: bool,
}

/// An expected verdict (`expect = ...`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expect {
    Fail(u64),
    Proved,
    Holds,
}

impl Expect {
    fn parse(s: &str) -> Option<Expect> {
        match s {
            "proved" => Some(Expect::Proved),
            "holds" => Some(Expect::Holds),
            _ => s.strip_prefix("fail@")?.parse().ok().filter(|n| *n > 0).map(Expect::Fail),
        }
    }
}

#[derive(Debug, Clone)]
pub struct RequirementsFile {
    pub path: String,
    pub source: String,
    pub overrides: Overrides,
    pub inputs: Vec<Input>,
    pub assumptions: Vec<Entry>,
    pub requirements: Vec<Entry>,
}

impl RequirementsFile {
    /// The file with only the requirements `ids` (`--property`): the harness then asserts
    /// only those, so a counterexample of one replays (`--validate`) without stopping at
    /// another requirement's violation on the way (the engines do not check, nor assume,
    /// the requirements not selected).
    pub fn select(mut self, ids: &[String]) -> Result<RequirementsFile> {
        if let Some(missing) = ids.iter().find(|id| !self.requirements.iter().any(|r| &r.id == *id))
        {
            return Err(Error::usage(format!(
                "--property {missing}: no requirement {missing} in {}",
                self.path
            )));
        }
        self.requirements.retain(|r| ids.contains(&r.id));
        Ok(self)
    }

    /// `file:line:column` of a byte offset.
    pub fn locate(&self, offset: usize) -> String {
        locate(&self.path, &self.source, offset)
    }

    /// A formula error (at an offset of the formula text of `e`) as a parse error in the file.
    pub fn formula_error(&self, e: &Entry, err: &FormulaError) -> Error {
        Error::at(ErrorKind::Parse, self.locate(e.at + err.offset), err.message.clone())
    }
}

fn locate(path: &str, src: &str, offset: usize) -> String {
    let offset = offset.min(src.len());
    let before = &src[..offset];
    let line = before.matches('\n').count() + 1;
    let col =
        before.rfind('\n').map_or(before.chars().count(), |i| before[i + 1..].chars().count()) + 1;
    format!("{path}:{line}:{col}")
}

/// Reads and checks a requirements file.
pub fn read(path: &Path) -> Result<RequirementsFile> {
    let source = std::fs::read_to_string(path)
        .map_err(|e| Error::usage(format!("cannot read {}: {e}", path.display())))?;
    parse(&path.display().to_string(), &source)
}

/// Parses the text of a requirements file named `path`.
pub fn parse(path: &str, source: &str) -> Result<RequirementsFile> {
    let raw: RawFile = toml::from_str(source).map_err(|e| {
        let at = e.span().map_or_else(|| path.to_string(), |s| locate(path, source, s.start));
        Error::at(ErrorKind::Parse, at, e.message().trim().to_string())
    })?;
    let mut inputs = Vec::new();
    for (name, v) in &raw.inputs {
        inputs.push(input(path, source, name, v)?);
    }
    let entries = |list: &[RawEntry], what: &str| -> Result<Vec<Entry>> {
        list.iter().enumerate().map(|(i, e)| entry(path, source, e, what, i)).collect()
    };
    let assumptions = entries(&raw.assumptions, "ASSUME")?;
    let requirements = entries(&raw.requirements, "")?;
    if requirements.is_empty() {
        return Err(Error::at(ErrorKind::Parse, path, "no [[requirement]] in the file"));
    }
    let mut seen = std::collections::HashSet::new();
    for (r, raw) in requirements.iter().zip(&raw.requirements) {
        if !seen.insert(r.id.clone()) {
            let at = raw.id.as_ref().map_or(0, |s| s.span().start);
            return Err(Error::at(
                ErrorKind::Parse,
                locate(path, source, at),
                format!("requirement id {} is given twice", r.id),
            ));
        }
    }
    let i = raw.interface;
    let overrides = Overrides {
        model: i.model,
        prelude: i.prelude.unwrap_or_default(),
        init: i.init,
        step: i.step,
    };
    Ok(RequirementsFile {
        path: path.to_string(),
        source: source.to_string(),
        overrides,
        inputs,
        assumptions,
        requirements,
    })
}

fn input(path: &str, source: &str, name: &str, v: &Spanned<toml::Value>) -> Result<Input> {
    let at = v.span().start;
    let bad = || {
        Error::at(
            ErrorKind::Parse,
            locate(path, source, at),
            format!("input {name}: a range is [low, high] with two numbers, or \"any\""),
        )
    };
    let range = match v.get_ref() {
        toml::Value::String(s) if s == "any" => None,
        toml::Value::Array(a) if a.len() == 2 => {
            let c = |x: &toml::Value| match x {
                toml::Value::Integer(i) => Some(i.to_string()),
                toml::Value::Float(f) if f.is_finite() => Some(format!("{f:?}")),
                _ => None,
            };
            Some((c(&a[0]).ok_or_else(bad)?, c(&a[1]).ok_or_else(bad)?))
        }
        _ => return Err(bad()),
    };
    Ok(Input { name: name.to_string(), range, at })
}

fn entry(path: &str, source: &str, e: &RawEntry, what: &str, index: usize) -> Result<Entry> {
    let span = e.formula.span();
    // The formula's text starts after the opening quote(s) (and the newline a multi-line
    // string drops).
    let raw = &source[span.start..span.end];
    let mut at =
        span.start + if raw.starts_with("\"\"\"") || raw.starts_with("'''") { 3 } else { 1 };
    if source[at..].starts_with('\n') {
        at += 1;
    } else if source[at..].starts_with("\r\n") {
        at += 2;
    }
    let text = e.formula.get_ref();
    let formula = formula::parse(text).map_err(|err| {
        Error::at(ErrorKind::Parse, locate(path, source, at + err.offset), err.message)
    })?;
    let id = match &e.id {
        Some(id) if is_id(id.get_ref()) => id.get_ref().clone(),
        Some(id) => {
            return Err(Error::at(
                ErrorKind::Parse,
                locate(path, source, id.span().start),
                format!(
                    "requirement id {:?}: letters, digits, '-', '_' and '.' only",
                    id.get_ref()
                ),
            ))
        }
        None if what.is_empty() => {
            return Err(Error::at(
                ErrorKind::Parse,
                locate(path, source, span.start),
                "a [[requirement]] needs an id",
            ))
        }
        None => format!("{what}-{}", index + 1),
    };
    let expect = match &e.expect {
        None => None,
        Some(x) => Some(Expect::parse(x.get_ref()).ok_or_else(|| {
            Error::at(
                ErrorKind::Parse,
                locate(path, source, x.span().start),
                format!("expect {:?}: \"fail@N\" (N >= 1), \"proved\" or \"holds\"", x.get_ref()),
            )
        })?),
    };
    Ok(Entry {
        id,
        text: e.text.clone().unwrap_or_else(|| text.clone()),
        formula,
        at,
        expect,
        harness: e.harness.clone(),
        slow: e.slow,
    })
}

fn is_id(s: &str) -> bool {
    !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formula_errors_point_into_the_file() {
        let src = "[[requirement]]\nid = \"R1\"\nformula = \"a && \"\n";
        let e = parse("r.toml", src).unwrap_err();
        assert_eq!(e.location.as_deref(), Some("r.toml:3:17"), "{e}");
        let src = "[[requirement]]\nid = \"R1\"\nformula = \"\"\"\nx >\n  prev(y, a)\"\"\"\n";
        let e = parse("r.toml", src).unwrap_err();
        assert_eq!(e.location.as_deref(), Some("r.toml:5:11"), "{e}");
    }

    #[test]
    fn toml_errors_and_checks() {
        let e = parse("r.toml", "[[requirement]]\nid = R1\n").unwrap_err();
        assert_eq!(e.kind, ErrorKind::Parse);
        assert!(e.location.as_deref().unwrap().starts_with("r.toml:2:"), "{e}");
        let e = parse("r.toml", "[inputs]\nx = [1]\n[[requirement]]\nid='a'\nformula='x'\n")
            .unwrap_err();
        assert_eq!(e.location.as_deref(), Some("r.toml:2:5"), "{e}");
        let ok = parse("r.toml", "[inputs]\nx = [0, 2.5]\n[[requirement]]\nid='a'\nformula='x'\n")
            .unwrap();
        assert_eq!(ok.inputs[0].range, Some(("0".into(), "2.5".into())));
    }

    #[test]
    fn expectations_for_tests() {
        let ok =
            parse("r.toml", "[[requirement]]\nid='a'\nformula='x'\nexpect='fail@7'\n").unwrap();
        assert_eq!(ok.requirements[0].expect, Some(Expect::Fail(7)));
        let ok =
            parse("r.toml", "[[requirement]]\nid='a'\nformula='x'\nexpect='proved'\n").unwrap();
        assert_eq!(ok.requirements[0].expect, Some(Expect::Proved));
        let e =
            parse("r.toml", "[[requirement]]\nid='a'\nformula='x'\nexpect='fail@0'\n").unwrap_err();
        assert_eq!(e.location.as_deref(), Some("r.toml:4:8"), "{e}");
    }
}
