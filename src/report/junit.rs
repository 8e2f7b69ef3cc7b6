//! `--junit FILE`: the verdict as JUnit XML for CI systems, one test case per property (per
//! requirement with `--requirements`): a violation is a `<failure>`, an open property
//! `<skipped>`; the status text (depth, proof) is the case's `<system-out>`.

use serde_json::Value;

/// The JUnit XML of a `--json` report (a run's or `--merge`'s, which therefore give the
/// same XML for the same results).
pub fn render(report: &Value) -> String {
    let props = report["properties"].as_array().map(Vec::as_slice).unwrap_or_default();
    let count = |status: &str| props.iter().filter(|p| p["status"] == status).count();
    let mut x = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    x.push_str(&format!(
        "<testsuites>\n  <testsuite name=\"ibmc\" tests=\"{}\" failures=\"{}\" skipped=\"{}\">\n",
        props.len(),
        count("FAILED"),
        count("UNKNOWN")
    ));
    let text = |v: &Value| v.as_str().unwrap_or_default().to_string();
    for p in props {
        let description = text(&p["description"]);
        let status = super::json::status_text(p);
        x.push_str(&format!(
            "    <testcase classname=\"{}\" name=\"{}\">\n",
            esc(&text(&p["function"])),
            esc(&text(&p["id"]))
        ));
        match p["status"].as_str() {
            Some("FAILED") => {
                let t = &p["trace"];
                let loc = t["violation"]["location"]
                    .as_str()
                    .map_or_else(|| text(&p["location"]), str::to_string);
                let steps = t["frames"].as_array().map_or(0, Vec::len);
                x.push_str(&format!(
                    "      <failure message=\"{}\">{}: violated at {} in frame {} (a counterexample of {steps} frames; --trace shows it){}</failure>\n",
                    esc(&description),
                    esc(&description),
                    esc(&loc),
                    p["depth"].as_u64().unwrap_or(0),
                    match p["validated"].as_bool() {
                        Some(true) => "; replayed with gcc (--validate)",
                        Some(false) => "; NOT confirmed by the gcc replay",
                        None => "",
                    }
                ));
            }
            Some("UNKNOWN") => {
                x.push_str(&format!("      <skipped message=\"{}\"/>\n", esc(&status)));
            }
            _ => {}
        }
        x.push_str(&format!(
            "      <system-out>{}: {}</system-out>\n    </testcase>\n",
            esc(&description),
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
