//! `--junit FILE`: the verdict as JUnit XML for CI systems, one test case per property (per
//! requirement with `--requirements`): a violation is a `<failure>`, an open property
//! `<skipped>`; the status text (depth, proof) is the case's `<system-out>`.

use crate::engine::{Status, Verdict};
use crate::ir::Program;

pub fn render(p: &Program, v: &Verdict) -> String {
    let failures = v.properties.iter().filter(|r| r.status == Status::Failed).count();
    let skipped = v.properties.iter().filter(|r| r.status == Status::Unknown).count();
    let mut x = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    x.push_str(&format!(
        "<testsuites>\n  <testsuite name=\"ibmc\" tests=\"{}\" failures=\"{failures}\" skipped=\"{skipped}\">\n",
        v.properties.len()
    ));
    for r in &v.properties {
        let prop = p.property(r.prop);
        let status = super::text::status_text(r);
        x.push_str(&format!(
            "    <testcase classname=\"{}\" name=\"{}\">\n",
            esc(&prop.function),
            esc(&prop.id)
        ));
        match r.status {
            Status::Failed => {
                let loc = r.trace.as_ref().map_or(prop.loc, |t| t.loc);
                let steps = r.trace.as_ref().map_or(0, |t| t.frames.len());
                x.push_str(&format!(
                    "      <failure message=\"{}\">{}: violated at {} in frame {} (a counterexample of {steps} frames; --trace shows it){}</failure>\n",
                    esc(&prop.description),
                    esc(&prop.description),
                    esc(&p.render_loc(loc)),
                    r.depth.unwrap_or(0),
                    match r.validated {
                        Some(true) => "; replayed with gcc (--validate)",
                        Some(false) => "; NOT confirmed by the gcc replay",
                        None => "",
                    }
                ));
            }
            Status::Unknown => {
                x.push_str(&format!("      <skipped message=\"{}\"/>\n", esc(&status)));
            }
            Status::Success => {}
        }
        x.push_str(&format!(
            "      <system-out>{}: {}</system-out>\n    </testcase>\n",
            esc(&prop.description),
            esc(&status)
        ));
    }
    x.push_str("  </testsuite>\n</testsuites>\n");
    x
}

fn esc(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '&' => "&amp;".to_string(),
            '<' => "&lt;".to_string(),
            '>' => "&gt;".to_string(),
            '"' => "&quot;".to_string(),
            '\'' => "&apos;".to_string(),
            c if (c as u32) < 0x20 && c != '\n' && c != '\t' => " ".to_string(),
            c => c.to_string(),
        })
        .collect()
}
