//! PDR as an engine: builds the transition system, runs the search, reproduces its
//! counterexamples with BMC (so that every FAILED comes with BMC's replayable trace) and
//! re-checks its invariant before any property is reported proved.

use std::time::Instant;

use super::super::results::{End, Ledger};
use super::super::transys::TransSys;
use super::super::{
    bmc, CertificateReport, Engine, EngineOptions, EngineStats, Proof, RunContext, Stats, Status,
    Verdict,
};
use super::{recheck, Pdr, PdrOutcome};
use crate::error::{Error, ErrorKind, Result};
use crate::ir::{Program, PropId, PropKind};

/// PDR on a program.
pub struct PdrEngine<'p> {
    program: &'p Program,
    opts: EngineOptions,
}

impl<'p> PdrEngine<'p> {
    pub fn new(program: &'p Program, opts: EngineOptions) -> Self {
        PdrEngine { program, opts }
    }
}

impl Engine for PdrEngine<'_> {
    fn name(&self) -> &'static str {
        "pdr"
    }
    fn check(&mut self, ctx: &RunContext) -> Result<Verdict> {
        run(self.program, &self.opts, ctx)
    }
}

fn run(program: &Program, opts: &EngineOptions, ctx: &RunContext) -> Result<Verdict> {
    let terminate = &ctx.terminate;
    let start = Instant::now();
    let ts = match TransSys::build(program, opts, terminate.clone()) {
        Ok(ts) => ts,
        Err(e) if e.kind == ErrorKind::Unsupported => {
            return Ok(nothing(program, End::Inconclusive(format!("pdr: {}", e.message))))
        }
        Err(e) if e.kind == ErrorKind::Interrupted => {
            return Ok(nothing(program, End::interrupted()))
        }
        Err(e) => return Err(e),
    };
    let cut_points = ts.cut_points.clone();
    let open: Vec<PropId> = program
        .properties
        .iter()
        .enumerate()
        .filter(|(_, p)| p.enabled)
        .map(|(i, _)| PropId(i as u32))
        .collect();
    let mut ts = ts;
    let found = if opts.no_word_invariants {
        Ok(Vec::new())
    } else {
        super::super::invgen::generate(&mut ts, &opts.sat, terminate.clone())
    };
    let word = match found {
        Ok(w) => w,
        Err(e) if e.kind == ErrorKind::Interrupted => {
            return Ok(nothing(program, End::interrupted()))
        }
        Err(e) => return Err(e),
    };
    let words = word.len();
    if let Some(shared) = &ctx.shared {
        if ts.cut_points.is_empty() {
            shared.publish(super::Certificate::new(&ts, Vec::new(), word.clone(), 0));
        }
    }
    // Stopped while encoding the step (the limit, or another engine settled everything): what
    // the search reports when stopped.
    let out = match Pdr::new(ts, open, word, &opts.sat, ctx.settled.clone(), terminate.clone()) {
        Ok(pdr) => pdr.sharing(ctx.shared.clone()).run(),
        Err(e) => PdrOutcome { open_reason: Some(e.message), ..Default::default() },
    };
    let mut ledger = Ledger::new(program);
    let mut why_open: Option<String> = out.open_reason.clone();
    let is_unwinding = |p: PropId| program.property(p).kind == PropKind::Unwinding;

    reproduce(program, opts, ctx, &out, &mut ledger, &mut why_open)?;

    // A proof counts only with every unwinding assertion proved (executions beyond an
    // unwinding bound are cut), and only once its invariant re-checks.
    let unwinding_failed = out.failed.iter().any(|f| is_unwinding(f.0));
    let mut certificate = None;
    let mut level = 0;
    if let (Some(cert), false) = (&out.invariant, unwinding_failed) {
        match recheck(program, opts, cert, &out.proved, terminate.clone()) {
            Ok(Ok(())) => {
                level = cert.level;
                for &p in &out.proved {
                    ledger.prove_by(p, cert.level, Proof::Pdr(cert.level));
                }
                certificate =
                    Some(CertificateReport {
                    engine: "pdr",
                    invariant: cert.to_c(),
                    lemmas: cert.lemmas.len() + cert.word.len(),
                    checked: true,
                    is_c: cert.is_c(),
                });
            }
            Ok(Err(why)) => {
                return Err(Error::internal(format!(
                    "pdr found an invariant that fails its independent re-check ({why}); no proof is reported"
                )))
            }
            Err(e) if e.kind == ErrorKind::Interrupted => why_open = Some(super::super::INTERRUPTED.into()),
            Err(e) => return Err(e),
        }
    }
    let stats = Stats {
        frames: out.stats.frames,
        solver_calls: out.stats.solver_calls,
        solver_instances: out.stats.frames as u64 + 3,
        time_solve: out.stats.time,
        ..Stats::default()
    };
    let end = match why_open {
        Some(why) if !ledger.all_settled() => End::Inconclusive(why),
        _ if ledger.all_settled() && certificate.is_some() => End::Proved(Proof::Pdr(level)),
        Some(why) => End::Inconclusive(why),
        None if ledger.all_settled() => End::Bounded,
        None => End::Inconclusive("pdr stopped with open properties".into()),
    };
    // Frames 0..=k are violation-free for the open properties once F_k was blocked.
    let checked = out.stats.frames.checked_sub(1);
    let mut v = ledger.verdict(end, checked, None, stats);
    v.certificate = certificate;
    v.cut_points = cut_points;
    let mut ps = out.stats;
    ps.time = start.elapsed();
    ps.word_invariants = words;
    v.engine_stats.push(EngineStats::Pdr(ps));
    Ok(v)
}

/// PDR's counterexamples: BMC to the deepest one reproduces them with traces, entered in
/// `ledger`; `why_open` says why one that BMC does not reproduce stays open.
fn reproduce(
    program: &Program,
    opts: &EngineOptions,
    ctx: &RunContext,
    out: &super::PdrOutcome,
    ledger: &mut Ledger,
    why_open: &mut Option<String>,
) -> Result<()> {
    let is_unwinding = |p: PropId| program.property(p).kind == PropKind::Unwinding;
    if let Some(deepest) = out.failed.iter().map(|f| f.1).max() {
        let bopts =
            EngineOptions { unwind_max: Some(deepest), stop_on_fail: false, ..opts.clone() };
        let bv = bmc::run(program, &bopts, &ctx.quiet())?;
        for r in &bv.properties {
            if r.status == Status::Failed {
                ledger.fail_at(r.prop, r.depth.unwrap_or(0), r.trace.clone());
            }
        }
        for &(p, d) in &out.failed {
            if is_unwinding(p) {
                *why_open = Some(format!(
                    "unwinding assertion {} fails in frame {d}: an inner loop needs more than --unwind {} unwindings",
                    program.property(p).id,
                    opts.unwind.unwrap_or(0)
                ));
            } else if !ledger.is_settled(p) {
                why_open.get_or_insert_with(|| match &bv.outcome {
                    super::super::Outcome::Inconclusive(w) => format!(
                        "pdr: the counterexample of {} at frame {d} is not confirmed: {w}",
                        program.property(p).id
                    ),
                    _ => format!(
                        "pdr: BMC did not reproduce the counterexample of {} at frame {d}",
                        program.property(p).id
                    ),
                });
            }
        }
    }
    Ok(())
}

/// A run that ended before the search: nothing settled.
fn nothing(program: &Program, end: End) -> Verdict {
    Ledger::new(program).verdict(end, None, None, Stats::default())
}
