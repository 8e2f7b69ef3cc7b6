//! Files other tools read: SV-COMP YAML witnesses 2.0, CSV test vectors, Test-Comp test suites.
//! (Stub: being written; every function reports that it is not implemented.)

use std::path::{Path, PathBuf};

use crate::engine::Trace;
use crate::error::{Error, Result};
use crate::ir::loops::LoopInfo;
use crate::ir::Program;

/// What the formats name about the run besides the trace.
#[derive(Debug, Clone)]
pub struct FormatContext {
    /// The input files as given on the command line.
    pub files: Vec<PathBuf>,
    /// The entry function (`main`).
    pub entry: String,
    /// The specification text, e.g. `CHECK( init(main()), LTL(G ! call(reach_error())) )`.
    pub spec: String,
}

/// An SV-COMP YAML witness 2.0 `violation_sequence` for the counterexample.
pub fn violation_witness(_program: &Program, _trace: &Trace, _ctx: &FormatContext) -> Result<String> {
    Err(Error::internal("violation witnesses are not implemented yet"))
}

/// An SV-COMP YAML witness 2.0 `invariant_set` with `invariant` (a C expression over the
/// variables in scope there) as the loop invariant at the head of `lp`.
pub fn correctness_witness(_program: &Program, _lp: &LoopInfo, _invariant: &str, _ctx: &FormatContext) -> Result<String> {
    Err(Error::internal("correctness witnesses are not implemented yet"))
}

/// The counterexample's inputs as CSV: one row per frame, one column per input.
pub fn test_vector_csv(_program: &Program, _trace: &Trace) -> String {
    String::new()
}

/// A Test-Comp test suite in `dir`: `metadata.xml` and one test case per trace.
pub fn write_test_suite(_dir: &Path, _program: &Program, _traces: &[&Trace], _ctx: &FormatContext) -> Result<()> {
    Err(Error::internal("test suites are not implemented yet"))
}
