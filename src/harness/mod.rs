//! From a code generator's folder and a requirements file to a harness: interface discovery
//! (`interface.rs`), the requirements file (`requirements.rs`), the formula language
//! (`formula.rs`), its monitors in C (`monitor.rs`) and its reference semantics
//! (`semantics.rs`), and the generated harness (`generate.rs`). The harness is C that the rest
//! of ibmc checks like any input program, so every engine, trace and `--validate` works on it.

pub mod formula;
pub mod generate;
pub mod interface;
pub mod monitor;
pub mod requirements;
pub mod semantics;
