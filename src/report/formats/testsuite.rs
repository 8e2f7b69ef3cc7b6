//! Test-Comp test suites (sosy-lab/test-format, DTDs `test-metadata-1.1.dtd` and
//! `testcase-1.1.dtd`): a directory with `metadata.xml` and one `testcaseN.xml` per
//! counterexample, whose `<input>` elements are the values of the nondeterministic calls in
//! call order (with the receiving variable and the C type as attributes).
//!
//! ```text
//! <!ELEMENT test-metadata (sourcecodelang, producer, specification, programfile, programhash,
//!                          entryfunction, architecture, inputtestsuitefile*, inputtestsuitehash*,
//!                          creationtime)>
//! <!ELEMENT testcase (input*)>   <!ATTLIST testcase coversError (true|false) "false">
//! <!ELEMENT input (#PCDATA)>     <!ATTLIST input type CDATA "" variable CDATA "">
//! ```

use super::xml_escape;
use std::path::Path;

use super::source::is_identifier;
use super::{now_iso8601, sha256_file, FormatContext, PRODUCER, VERSION};
use crate::engine::trace::StepKind;
use crate::engine::Trace;
use crate::error::{Error, Result};
use crate::ir::Program;

const XML_DECL: &str = r#"<?xml version="1.0" encoding="UTF-8" standalone="no"?>"#;
const METADATA_DOCTYPE: &str = r#"<!DOCTYPE test-metadata PUBLIC "+//IDN sosy-lab.org//DTD test-format test-metadata 1.1//EN" "https://sosy-lab.org/test-format/test-metadata-1.1.dtd">"#;
const TESTCASE_DOCTYPE: &str = r#"<!DOCTYPE testcase PUBLIC "+//IDN sosy-lab.org//DTD test-format testcase 1.1//EN" "https://sosy-lab.org/test-format/testcase-1.1.dtd">"#;

pub fn write(
    dir: &Path,
    _program: &Program,
    traces: &[&Trace],
    ctx: &FormatContext,
    covers_error: bool,
) -> Result<()> {
    let program_file = ctx.files.first().ok_or_else(|| {
        Error::internal("a test suite needs the program file, and no input file was given")
    })?;
    std::fs::create_dir_all(dir).map_err(|e| {
        Error::usage(format!("cannot create the test-suite directory {}: {e}", dir.display()))
    })?;
    let put = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text)
            .map_err(|e| Error::usage(format!("cannot write {}: {e}", path.display())))
    };
    put("metadata.xml", &metadata(program_file, ctx)?)?;
    for (i, t) in traces.iter().enumerate() {
        put(&format!("testcase{}.xml", i + 1), &testcase(t, covers_error))?;
    }
    Ok(())
}

fn metadata(program_file: &Path, ctx: &FormatContext) -> Result<String> {
    let fields = [
        ("sourcecodelang", "C".to_string()),
        ("producer", format!("{PRODUCER} {VERSION}")),
        ("specification", ctx.spec.clone()),
        ("programfile", program_file.display().to_string()),
        ("programhash", sha256_file(program_file)?),
        ("entryfunction", ctx.entry.clone()),
        ("architecture", "64bit".to_string()),
        ("creationtime", now_iso8601()),
    ];
    let mut out = format!("{XML_DECL}\n{METADATA_DOCTYPE}\n<test-metadata>\n");
    for (tag, value) in fields {
        out.push_str(&format!("  <{tag}>{}</{tag}>\n", xml_escape(&value)));
    }
    out.push_str("</test-metadata>\n");
    Ok(out)
}

/// The test case of a trace: a counterexample reaches the violation (`coversError`), a
/// coverage test does not.
fn testcase(trace: &Trace, covers_error: bool) -> String {
    let mut out =
        format!("{XML_DECL}\n{TESTCASE_DOCTYPE}\n<testcase coversError=\"{covers_error}\">\n");
    for (_, step) in trace.inputs() {
        let StepKind::Input { source } = &step.kind else { continue };
        // Test executors feed the calls of input functions; an uninitialized variable or a
        // havocked one consumes no test input.
        if !is_identifier(source) {
            continue;
        }
        let mut attrs = String::new();
        if is_identifier(&step.name) {
            attrs.push_str(&format!(" variable=\"{}\"", xml_escape(&step.name)));
        }
        let ty = step.ty.to_string();
        if !ty.starts_with('?') {
            attrs.push_str(&format!(" type=\"{}\"", xml_escape(&ty)));
        }
        out.push_str(&format!(
            "  <input{attrs}>{}</input>\n",
            super::exact_text(step.value, step.ty)
        ));
    }
    out.push_str("</testcase>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes() {
        assert_eq!(xml_escape("a<b & \"c\"\u{1}"), "a&lt;b &amp; &quot;c&quot;\u{fffd}");
    }
}
