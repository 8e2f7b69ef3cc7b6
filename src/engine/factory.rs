//! Builds the engine a run asks for (rIC3's `create_engine`): one engine by name from the
//! user's options, with the explicit-state search beside it where it helps, or the proof
//! portfolio of `--prove`; and the coverage task of `--cover`. `main` calls this and nothing
//! else of the engines' choice.

use std::time::Duration;

use super::baseline::Baseline;
use super::bmc::Bmc;
use super::cover::{Cover, CoverOptions, Coverage};
use super::explicit::Explicit;
use super::groups::BmcJobs;
use super::kind::{KInduction, KindOptions};
use super::pdr::PdrEngine;
use super::portfolio::Portfolio;
use super::separate::Separate;
use super::{Engine, EngineOptions};
use crate::error::{Error, Result};
use crate::ir::Program;

/// How long BMC runs alone before the explicit-state search joins it: the runs BMC settles
/// quickly keep their shortest counterexamples and use one core.
const EXPLICIT_DELAY: Duration = Duration::from_secs(1);

/// Which engine a run asks for, and the options only some engines read.
#[derive(Debug, Clone, Default)]
pub struct Request {
    /// The engine's name (`single`'s): `bmc`, `baseline`, `k-induction`, `pdr`, `explicit`,
    /// or `prove` (the portfolio of k-induction, PDR and BMC).
    pub engine: String,
    /// k-induction's own options.
    pub kind: KindOptions,
    /// `--jobs`: BMC's properties in this many groups of threads (None: not given, so a
    /// spare core may run a helper).
    pub jobs: Option<usize>,
    /// The explicit-state search may help: its frames (loop iterations) are the engines'
    /// (no inner loop is a cut point or unwound to an inferred bound).
    pub explicit_helps: bool,
}

/// The engine `req` names, with the explicit-state search beside it when it takes helpers
/// and a second core is free (`--jobs` not given).
pub fn build<'p>(
    program: &'p Program,
    opts: &EngineOptions,
    req: &Request,
) -> Result<Box<dyn Engine + 'p>> {
    let engine = single(program, opts, req)
        .ok_or_else(|| Error::usage(format!("no engine named {}", req.engine)))?;
    let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
    let helpers = if engine.takes_helpers() && req.jobs.is_none() && cores > 1 {
        helpers(program, opts, req)
    } else {
        Vec::new()
    };
    if helpers.is_empty() {
        return Ok(engine);
    }
    Ok(Box::new(Portfolio::new(program, opts.stop_on_fail, vec![engine]).with_helpers(helpers)))
}

/// Every engine by name: adding an engine is adding its line here.
fn single<'p>(
    program: &'p Program,
    opts: &EngineOptions,
    req: &Request,
) -> Option<Box<dyn Engine + 'p>> {
    let (o, jobs) = (opts.clone(), req.jobs.unwrap_or(1));
    Some(match req.engine.as_str() {
        "bmc" if jobs > 1 => Box::new(BmcJobs::new(program, o, jobs)),
        "bmc" => Box::new(Bmc::new(program, o)),
        "baseline" => Box::new(Baseline::new(program, o)),
        "k-induction" => Box::new(KInduction::new(program, o, req.kind)),
        "pdr" => Box::new(PdrEngine::new(program, o)),
        "explicit" => Box::new(Explicit::new(program, o, Duration::ZERO)),
        "prove" => Box::new(prove_portfolio(program, opts, req.kind, helpers(program, opts, req))),
        _ => return None,
    })
}

/// The helpers that may run beside the engines: the explicit-state search where its frames
/// are theirs.
fn helpers<'p>(
    program: &'p Program,
    opts: &EngineOptions,
    req: &Request,
) -> Vec<Box<dyn Engine + 'p>> {
    if req.explicit_helps {
        vec![Box::new(Explicit::new(program, opts.clone(), EXPLICIT_DELAY))]
    } else {
        Vec::new()
    }
}

/// `--prove`: k-induction, PDR and BMC raced, with `helpers` beside them. PDR searches
/// word-level invariants; k-induction runs plain beside it, so that its quick proofs do not
/// wait for that search.
pub fn prove_portfolio<'p>(
    program: &'p Program,
    opts: &EngineOptions,
    kind: KindOptions,
    helpers: Vec<Box<dyn Engine + 'p>>,
) -> Portfolio<'p> {
    let plain = EngineOptions { no_word_invariants: true, ..opts.clone() };
    let engines: Vec<Box<dyn Engine + 'p>> = vec![
        Box::new(KInduction::new(program, plain, kind)),
        Box::new(PdrEngine::new(program, opts.clone())),
        Box::new(Bmc::new(program, opts.clone())),
    ];
    Portfolio::new(program, opts.stop_on_fail, engines).with_helpers(helpers)
}

/// Each group of properties in its own run of the engine `req` names, `jobs` runs at a time
/// (`--requirements`: properties that must not share a run, `separate.rs`).
pub fn separately<'p>(
    program: &'p Program,
    opts: &EngineOptions,
    req: &Request,
    groups: Vec<Vec<crate::ir::PropId>>,
    jobs: usize,
) -> Box<dyn Engine + 'p> {
    Box::new(Separate::new(program, opts.clone(), req.clone(), groups, jobs))
}

/// `--cover`: coverage test generation, a task of its own (its result is a `Coverage`).
pub fn cover<'p>(
    program: &'p Program,
    opts: &EngineOptions,
    copts: CoverOptions,
) -> Box<dyn Engine<Coverage> + 'p> {
    Box::new(Cover::new(program, opts.clone(), copts))
}
