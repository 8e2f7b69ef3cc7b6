//! The end-to-end tests, one module per feature, in one test binary: the crate and the
//! test harness are linked once (25 separate binaries each linked the whole crate).
//! Fixtures live beside, in `tests/<feature>/`; helpers in `tests/common/`.

#[path = "../common/mod.rs"]
mod common;
#[path = "../formats/witness_schema.rs"]
mod witness_schema;

mod architecture;
mod assumptions;
mod bit_fields;
mod c_rules;
mod cbmc_cli;
mod cbmc_semantics;
mod checks;
mod cli;
mod complex;
mod cover;
mod cut_points;
mod data_model;
mod declaration_rules;
mod difftest_reduce;
mod entry_pointers;
mod explicit;
mod float_ops;
mod float_programs;
mod float_rounding;
mod float_semantics;
mod formats;
mod gnu_c;
mod html;
mod int128;
mod intervals;
mod invariants;
mod jobs;
mod kind;
mod libc;
mod loop_bounds;
mod pdr;
mod properties;
mod readable_traces;
mod requirement_jobs;
mod requirements;
mod semantics;
mod third_party_c;
mod timeouts;
mod unwind;
mod validate;
mod vectors;
