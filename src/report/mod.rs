//! Reports: the human-readable result (CBMC-like), the JSON object tools read, the HTML
//! report (`html/`) and the VCD waveform (`vcd.rs`), the last two over the signals of a trace
//! (`signals.rs`).
//!
//! Architecture invariant: reports only format a `Verdict`; they decide nothing.

pub mod cbmc_ui;
pub mod cover;
pub mod formats;
pub mod html;
mod json;
pub mod junit;
pub mod merge;
pub mod outputs;
pub mod progress;
pub mod requirement;
pub mod signals;
mod text;
pub mod vcd;

use std::time::Duration;

pub use json::{error_json, verdict_json};
pub use text::print_text;

use crate::ir::Program;

/// Everything a report shows besides the verdict.
pub struct RunInfo<'a> {
    pub program: &'a Program,
    pub loop_id: Option<String>,
    pub loop_loc: Option<String>,
    pub time_frontend: Duration,
    /// Inner-loop bound inference before the first frame (`engine::loop_bounds`).
    pub time_loop_bounds: Duration,
    pub time_total: Duration,
    /// Per-case statistics of a k-induction run.
    /// `--property-file`: the competition verdict (`TRUE`, `FALSE(unreach-call)`, `UNKNOWN`).
    pub svcomp: Option<String>,
    /// Inner loops unwound to a bound the solver proved (`engine::loop_bounds`): loop id,
    /// `file:line`, bound.
    pub loop_bounds: Vec<(String, String, u32)>,
    /// `--requirements`: the requirements, which properties with their ids are.
    pub requirements: Vec<requirement::Requirement>,
}

impl RunInfo<'_> {
    /// `main.0 (f.c:9): 20 unwindings, ...`, or None without bounded loops.
    pub fn loop_bounds_text(&self) -> Option<String> {
        if self.loop_bounds.is_empty() {
            return None;
        }
        let list: Vec<String> = self
            .loop_bounds
            .iter()
            .map(|(id, loc, b)| format!("{id} ({loc}): {b} unwindings"))
            .collect();
        Some(list.join(", "))
    }

    fn loop_bounds_json(&self) -> serde_json::Value {
        self.loop_bounds
            .iter()
            .map(|(id, loc, b)| serde_json::json!({ "loop": id, "location": loc, "bound": b }))
            .collect()
    }
}

/// How a machine-readable report is printed: ibmc's JSON (`--json`), or CBMC's JSON or XML
/// user interface (`--json-ui`, `--xml-ui`: `cbmc_ui.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ui {
    Json,
    CbmcJson,
    CbmcXml,
}

/// Prints ibmc's JSON report `v` in the form `ui` asks for.
pub fn print_json(v: &serde_json::Value, ui: Ui) {
    // Streamed: a long trace's report is hundreds of MB, not worth holding as one string.
    let write_pretty = |v: &serde_json::Value| {
        use std::io::Write;
        let mut out = std::io::BufWriter::new(std::io::stdout().lock());
        // A closed pipe (`| head`) is not an error of the verification.
        let _ = serde_json::to_writer_pretty(&mut out, v).map_err(std::io::Error::from);
        let _ = writeln!(out);
        let _ = out.flush();
    };
    match ui {
        Ui::Json => write_pretty(v),
        Ui::CbmcJson => write_pretty(&cbmc_ui::to_json(v)),
        Ui::CbmcXml => print!("{}", cbmc_ui::to_xml(v)),
    }
}

/// `--show-properties`: every property with its id, location, function and description
/// (`ui`: machine-readable).
pub fn print_properties(program: &Program, ui: Option<Ui>) {
    if let Some(ui) = ui {
        let props: Vec<serde_json::Value> = program
            .properties
            .iter()
            .map(|p| {
                serde_json::json!({
                    "id": p.id, "class": p.kind.class(), "location": program.render_loc(p.loc),
                    "function": p.function, "description": p.description,
                })
            })
            .collect();
        print_json(&serde_json::json!({ "properties": props }), ui);
        return;
    }
    for p in &program.properties {
        println!(
            "Property {}:\n  {} in function {}\n  {}\n",
            p.id,
            program.render_loc(p.loc),
            p.function,
            p.description
        );
    }
}

/// `first`, or `nth(2)`, `nth(3)`, ... the first not yet in `taken` (which records it): file
/// names of the HTML report, signal names of a VCD.
pub(crate) fn unique_name(
    taken: &mut std::collections::HashSet<String>,
    first: String,
    nth: impl Fn(u32) -> String,
) -> String {
    let mut name = first;
    let mut n = 2;
    while !taken.insert(name.clone()) {
        name = nth(n);
        n += 1;
    }
    name
}
