//! Reports: the human-readable result (CBMC-like) and the JSON object tools read.
//!
//! Architecture invariant: reports only format a `Verdict`; they decide nothing.

pub mod formats;
mod json;
mod text;

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
    pub time_total: Duration,
    /// Per-case statistics of a k-induction run.
    pub kind_stats: Option<crate::engine::kind::KindStats>,
}
