//! ibmc: incremental bounded model checking and k-induction for reactive C programs.
//!
//! The pipeline, in the order data flows: `frontend` (C to IR) → `ir` → `symex` (symbolic
//! execution of one time frame at a time into terms) → `term` → `encode` (terms to clauses) →
//! `sat` → `engine` (BMC, baseline, k-induction, PDR, explicit-state search, coverage, and
//! their portfolio) → `report`; `driver` runs the command from its options. See
//! ARCHITECTURE.md.

pub mod bits;
pub mod cli;
pub mod driver;
pub mod encode;
pub mod engine;
pub mod error;
pub mod frontend;
pub mod fxhash;
pub mod harness;
pub mod ir;
pub mod limits;
pub mod report;
pub mod sat;
pub mod spec;
pub mod symex;
pub mod term;
pub mod validate;
