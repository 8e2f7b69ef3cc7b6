//! SV-COMP property files (`.prp`): which properties a run checks and how its verdict is
//! spelled for the competition (`TRUE`, `FALSE(unreach-call)`, `UNKNOWN`).

use std::path::Path;

use crate::error::{Error, ErrorKind, Result};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SvProperty {
    /// `G ! call(f())`: no call of `f` (reach_error, __VERIFIER_error) is reachable.
    UnreachCall(String),
    /// `G ! overflow`: no signed integer arithmetic overflows.
    NoOverflow,
}

#[derive(Debug, Clone)]
pub struct Spec {
    pub entry: String,
    pub property: SvProperty,
    /// The property file's text (witnesses quote it).
    pub text: String,
}

impl Spec {
    pub fn read(path: &Path) -> Result<Spec> {
        let text = std::fs::read_to_string(path).map_err(|e| {
            Error::usage(format!("cannot read property file {}: {e}", path.display()))
        })?;
        Spec::parse(&text)
            .map_err(|msg| Error::at(ErrorKind::Unsupported, path.display().to_string(), msg))
    }

    /// Parses `CHECK( init(main()), LTL(G ! call(reach_error())) )` and
    /// `CHECK( init(main()), LTL(G ! overflow) )`.
    pub fn parse(text: &str) -> std::result::Result<Spec, String> {
        let lines: Vec<&str> =
            text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with("//")).collect();
        let [line] = lines.as_slice() else {
            return Err(format!(
                "expected one CHECK(...) line, found {} (memory safety and the other multi-line properties are not supported)",
                lines.len()
            ));
        };
        let compact: String = line.chars().filter(|c| !c.is_whitespace()).collect();
        let inner = compact
            .strip_prefix("CHECK(init(")
            .and_then(|r| r.strip_suffix(")"))
            .ok_or_else(|| format!("not an SV-COMP property: {line}"))?;
        let (entry, rest) =
            inner.split_once("()),").ok_or_else(|| format!("no init(FUNCTION()) in {line}"))?;
        let ltl = rest
            .strip_prefix("LTL(")
            .and_then(|r| r.strip_suffix(')'))
            .ok_or_else(|| format!("no LTL(...) in {line}"))?;
        let property = if ltl == "G!overflow" {
            SvProperty::NoOverflow
        } else if let Some(f) = ltl.strip_prefix("G!call(").and_then(|r| r.strip_suffix("())")) {
            SvProperty::UnreachCall(f.to_string())
        } else {
            return Err(format!(
                "unsupported SV-COMP property {ltl} (supported: unreach-call, no-overflow)"
            ));
        };
        Ok(Spec { entry: entry.to_string(), property, text: line.to_string() })
    }

    /// The category name in verdicts: `unreach-call`, `no-overflow`.
    pub fn category(&self) -> &'static str {
        match self.property {
            SvProperty::UnreachCall(_) => "unreach-call",
            SvProperty::NoOverflow => "no-overflow",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_competition_properties() {
        let s = Spec::parse("CHECK( init(main()), LTL(G ! call(reach_error())) )\n").unwrap();
        assert_eq!(s.property, SvProperty::UnreachCall("reach_error".into()));
        assert_eq!(s.entry, "main");
        let s = Spec::parse("CHECK( init(main()), LTL(G ! overflow) )").unwrap();
        assert_eq!(s.property, SvProperty::NoOverflow);
        assert_eq!(s.category(), "no-overflow");
    }

    #[test]
    fn rejects_others() {
        assert!(Spec::parse(
            "CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(main()), LTL(G valid-deref) )"
        )
        .is_err());
        assert!(Spec::parse("CHECK( init(main()), LTL(F end) )").is_err());
        assert!(Spec::parse("garbage").is_err());
    }
}
