//! `--validate`: replays a counterexample with the system C compiler. The program is compiled
//! together with a generated harness that returns the trace's input values from the
//! nondeterministic functions in order; the run must hit the same property.
//! (Stub: being written.)

use std::path::PathBuf;

use crate::engine::Trace;
use crate::error::{Error, Result};
use crate::ir::Program;

/// How to compile the program as ibmc read it.
#[derive(Debug, Clone, Default)]
pub struct ReplayOptions {
    pub files: Vec<PathBuf>,
    pub include_dirs: Vec<PathBuf>,
    pub defines: Vec<String>,
    /// Seconds the compiled program may run.
    pub timeout_secs: f64,
}

/// The outcome of one replay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replay {
    /// The compiled program violated the trace's property after consuming exactly the trace's
    /// inputs.
    pub replayed: bool,
    /// What happened, for the report (`failed assert at file.c:12 after 40 inputs`, ...).
    pub detail: String,
}

/// Compiles and runs the program on the trace's inputs.
pub fn replay(_program: &Program, _trace: &Trace, _opts: &ReplayOptions) -> Result<Replay> {
    Err(Error::internal("--validate is not implemented yet"))
}
