//! The `ibmc` command's run, from parsed options to the exit code: load the program, pick the
//! loop, infer inner-loop bounds, build the engine the options ask for (`engine::factory`),
//! run it, and report (`output.rs`; `--cover`: `cover.rs`).

mod cover;
mod load;
mod output;
mod requirements;

use std::time::{Duration, Instant};

use crate::cli::Cli;
use crate::engine::factory::Request;
use crate::engine::{self, EngineOptions, Outcome, Proof, RunContext};
use crate::error::{Error, Result};
use crate::ir::loops::{self, Choice, LoopInfo};
use crate::ir::{FuncId, Program};
use crate::limits::Limits;
use crate::report::{self, RunInfo};
use crate::spec::Spec;

/// What the whole run keeps: when it started and its limits (timeout, memory).
struct Session {
    start: Instant,
    limits: Limits,
}

/// Runs the command; the exit code (README, "Exit codes").
pub fn run(cli: &Cli) -> Result<u8> {
    let start = Instant::now();
    if cli.merge {
        return output::merge_results(cli);
    }
    if cli.requirement_info.is_empty() && requirements::is_folder_run(cli) {
        return requirements::run(cli);
    }
    for (flag, v) in [("--timeout", cli.timeout), ("--memory-limit", cli.memory_limit)] {
        if let Some(x) = v {
            if !(x > 0.0 && x.is_finite()) {
                return Err(Error::usage(format!("{flag} must be a positive number, not {x}")));
            }
        }
    }
    let spec = cli.property_file.as_deref().map(Spec::read).transpose()?;
    if let Some(s) = &spec {
        if s.entry != cli.function {
            return Err(Error::usage(format!(
                "the property file's entry function is {}, not {} (use --function {})",
                s.entry, cli.function, s.entry
            )));
        }
    }
    output::check_output_paths(cli)?;
    let limits = Limits::start(start, cli.timeout, cli.memory_limit, cli.json);
    let session = Session { start, limits };
    let (mut program, cover) = load::program(cli, spec.as_ref())?;
    let time_frontend = start.elapsed();

    if cli.show_properties {
        if !cli.requirement_info.is_empty() {
            // The requirements (those selected): what a cluster run splits.
            program.properties.retain(|p| p.enabled);
        }
        report::print_properties(&program, cli.ui());
        return Ok(0);
    }
    if cli.show_loops {
        for l in loops::find_loops(&program) {
            println!("Loop {}: {}", l.id, program.render_loc(l.loc));
        }
        return Ok(0);
    }
    let entry = program
        .function_by_name(&cli.function)
        .filter(|f| program.function(*f).body.is_some())
        .ok_or_else(|| {
            Error::usage(format!("entry function {} has no body in the input", cli.function))
        })?;
    // With --unwinding-assertions the unwinding assertions (added below) are properties too.
    let no_properties = !(program.properties.iter().any(|p| p.enabled)
        || (cli.unwind.is_some() && cli.unwinding_assertions));
    if no_properties && cover.is_none() {
        return Ok(no_properties_verdict(cli, spec.as_ref()));
    }
    let incremental_loop = pick_loop(cli, &program, entry)?;
    let unwindset = unwindset(cli, &program)?;
    if cli.unwind.is_some() {
        loops::add_unwinding_properties(&mut program, cli.unwinding_assertions);
    }
    let mut eopts = engine_options(cli, entry, incremental_loop.clone(), spec.is_some());
    for (l, n) in unwindset {
        if Some(&l) == incremental_loop.as_ref() {
            // The incremental loop's unwindings are the frames (a bounded result; its
            // unwinding assertion is --unwind's alone).
            eopts.unwind_max = Some(eopts.unwind_max.map_or(n, |m| m.min(n)));
        } else {
            loops::add_unwindset_property(&mut program, &l, cli.unwinding_assertions);
            eopts.unwindset.push((l.id, n));
        }
    }
    let ctx = RunContext {
        progress: output::live_progress(cli, eopts.unwind_max.is_some()),
        ..RunContext::new(session.limits.terminate.clone())
    };
    let (bounds, time_loop_bounds, explicit_helps) =
        infer_loop_bounds(cli, &mut program, &eopts, &ctx);
    // --unwindset's bound of a loop is the user's; inferred bounds go to the others.
    eopts.loop_bounds = bounds
        .iter()
        .filter(|b| !eopts.unwindset.iter().any(|u| u.0 == b.0))
        .map(|b| (b.0.clone(), b.2))
        .collect();
    let info = RunInfo {
        program: &program,
        loop_id: incremental_loop.as_ref().map(|l| l.id.clone()),
        loop_loc: incremental_loop.as_ref().map(|l| program.render_loc(l.loc)),
        time_frontend,
        time_loop_bounds,
        time_total: Duration::ZERO,
        svcomp: None,
        loop_bounds: bounds,
        requirements: cli.requirement_info.clone(),
    };
    if cover.is_some() {
        return cover::run(cli, &program, &eopts, &ctx, &session, info);
    }
    let request = Request {
        engine: engine_name(cli).to_string(),
        // One thread unless asked: property groups pay only where the properties' cones
        // differ, and every group holds its own formula (benchmarks/README.md, "Threads").
        kind: engine::kind::KindOptions {
            stop_when_unsat: cli.stop_when_unsat,
            simple_path: cli.simple_path,
            non_incremental: cli.non_incremental,
            parallel: cli.jobs.unwrap_or(1) > 1,
        },
        jobs: cli.jobs,
        explicit_helps,
    };
    let verdict = match requirements::separate_runs(cli, &program) {
        Some(groups) => {
            // Each requirement's run is one thread (`--jobs N`: N runs at a time); without
            // --jobs, one run at a time, each as a run of its own would be.
            let kind = engine::kind::KindOptions { parallel: false, ..request.kind };
            let one = Request { jobs: cli.jobs.map(|_| 1), kind, ..request };
            let jobs = cli.jobs.unwrap_or(1);
            engine::factory::separately(&program, &eopts, &one, groups, jobs).check(&ctx)?
        }
        None => engine::factory::build(&program, &eopts, &request)?.check(&ctx)?,
    };
    verify_report(
        cli,
        &program,
        verdict,
        &eopts,
        spec.as_ref(),
        incremental_loop.as_ref(),
        &session,
        info,
    )
}

/// The engine the command line names (BMC unless another is asked for).
fn engine_name(cli: &Cli) -> &'static str {
    [
        (cli.prove, "prove"),
        (cli.pdr, "pdr"),
        (cli.explicit, "explicit"),
        (cli.k_induction, "k-induction"),
        (cli.non_incremental, "baseline"),
    ]
    .into_iter()
    .find_map(|(asked, name)| asked.then_some(name))
    .unwrap_or("bmc")
}

/// What the engines are asked, from the command line.
fn engine_options(
    cli: &Cli,
    entry: FuncId,
    incremental_loop: Option<LoopInfo>,
    svcomp: bool,
) -> EngineOptions {
    EngineOptions {
        entry: Some(entry),
        unwind_min: cli.unwind_min,
        // --unwind N bounds every loop as CBMC's does, the incremental one too (--unwind-max
        // gives the incremental loop another bound). Without --cover its unwinding property
        // (`main.unwind.0`) says whether the loop needs more: FAILED with
        // --unwinding-assertions, else INCONCLUSIVE.
        unwind_max: cli.unwind_max.or(cli.unwind),
        unwind: cli.unwind,
        incremental_loop,
        // An SV-COMP property is one property however many call sites it has.
        stop_on_fail: cli.stop_on_fail || svcomp,
        no_slice: cli.no_slice,
        refine_arithmetic: cli.refine_arithmetic,
        no_word_invariants: cli.no_word_invariants,
        sat: cli.sat_solver.clone().unwrap_or_default(),
        guard_only_assumptions: false,
        loop_bounds: Vec::new(),
        unwindset: Vec::new(),
    }
}

/// `--unwindset L:N,...`: the loops and their bounds (CBMC's loop ids, `--show-loops`). As
/// CBMC does, an id that names no loop is ignored with a warning (so is a loop label, which
/// ibmc does not resolve): the loop keeps ibmc's own bound and unwinding check.
fn unwindset(cli: &Cli, program: &Program) -> Result<Vec<(LoopInfo, u32)>> {
    let mut out = Vec::new();
    for item in &cli.unwindset {
        let parts: Vec<&str> = item.split(':').collect();
        let (id, n) = match parts[..] {
            [id, n] => (id, n),
            [_, _, _] => {
                return Err(Error::usage(format!(
                    "--unwindset {item}: ibmc checks sequential programs, a thread number (T:L:N) has no meaning"
                )))
            }
            _ => {
                return Err(Error::usage(format!(
                    "--unwindset {item}: expected LOOP:N, e.g. main.0:5 (--show-loops lists the loop ids)"
                )))
            }
        };
        let n: u32 = n.parse().map_err(|_| {
            Error::usage(format!("--unwindset {item}: {n} is not a number of unwindings"))
        })?;
        match loops::find_by_id(program, id) {
            Ok(l) => out.push((l, n)),
            Err(e) => {
                let numbered = id.rsplit_once('.').is_some_and(|(_, k)| k.parse::<u32>().is_ok());
                let why = if numbered {
                    e.message.clone()
                } else {
                    "ibmc names loops by number (f.N, as --show-loops lists them), not by label"
                        .to_string()
                };
                tracing::warn!("--unwindset {item} is ignored: {why}");
            }
        }
    }
    Ok(out)
}

/// Nothing can fail, so there is nothing to unwind (CBMC stops here too).
fn no_properties_verdict(cli: &Cli, spec: Option<&Spec>) -> u8 {
    if let Some(ui) = cli.ui() {
        let v = serde_json::json!({
            "result": "SUCCESS", "proof": "complete", "k": null, "depth": null, "checked": null, "loop": null,
            "reason": "the program has no properties", "properties": [], "trace": null,
            "svcomp": spec.map(|_| "true"),
        });
        report::print_json(&v, ui);
    } else {
        println!("The program has no properties (assertions, reach_error calls) to check.\n\nVERIFICATION SUCCESSFUL");
        if spec.is_some() {
            println!("TRUE");
        }
    }
    0
}

/// The incremental loop: `--incremental-check`'s, or the outermost unbounded loop (None: the
/// whole program is frame 0, or several loops are cut points).
fn pick_loop(cli: &Cli, program: &Program, entry: FuncId) -> Result<Option<LoopInfo>> {
    if let Some(id) = &cli.incremental_check {
        return Ok(Some(loops::find_by_id(program, id)?));
    }
    Ok(match loops::choose(program, entry)? {
        Choice::Picked(l) => {
            if !cli.json {
                println!(
                    "Incremental check of loop {} at {} (the outermost unbounded loop)",
                    l.id,
                    program.render_loc(l.loc)
                );
            }
            Some(l)
        }
        Choice::NoUnboundedLoop => {
            if !cli.json {
                println!("No unbounded loop: the whole program is frame 0");
            }
            None
        }
        Choice::Several(ls) => {
            if !cli.json {
                let list: Vec<_> = ls
                    .iter()
                    .map(|l| format!("{} ({})", l.id, program.render_loc(l.loc)))
                    .collect();
                println!(
                    "Several unbounded loops: {}; each one symbolic execution cannot bound is a cut point \
                     (frames count the segments between cut points; --incremental-check LOOP picks one instead)",
                    list.join(", ")
                );
            }
            None
        }
    })
}

/// Inner loops whose bound follows from assumptions and value ranges are unwound to it
/// instead of becoming cut points (the solver proves the bound from every loop-head state):
/// the bounds (loop id, `file:line`, bound), each loop's unwinding property added; the time
/// it took; and whether the explicit-state search's frames are the engines'.
fn infer_loop_bounds(
    cli: &Cli,
    program: &mut Program,
    eopts: &EngineOptions,
    ctx: &RunContext,
) -> (Vec<(String, String, u32)>, Duration, bool) {
    let inference = engine::loop_bounds::infer(
        program,
        eopts,
        !cli.no_loop_bounds,
        engine::loop_bounds::budget(cli.timeout),
        ctx.terminate.clone(),
    );
    if let (Some(why), false) = (&inference.gave_up, cli.json) {
        println!(
            "Inner-loop bounds not inferred ({why}): inner loops that constant propagation does not bound are cut points \
             (--unwind N bounds them instead)"
        );
    }
    // The explicit-state search's frames are iterations; BMC's too unless it makes an inner
    // loop a cut point (its frames then count segments between cut points), or unwinds one
    // to a proved bound (not tried beside the search).
    let frames_match_bmc = inference.bounds.as_ref().is_some_and(|b| b.is_empty());
    let bounds = inference.bounds.unwrap_or_default();
    for b in &bounds {
        loops::add_unwinding_property(program, &b.lp);
        if !cli.json {
            println!(
                "Inner loop {} at {} is unwound {} times: the solver proved that enough from any loop-head state \
                 (like --unwind {} for this loop alone, and its unwinding assertion is checked)",
                b.lp.id,
                program.render_loc(b.lp.loc),
                b.bound,
                b.bound
            );
        }
    }
    let bounds =
        bounds.iter().map(|b| (b.lp.id.clone(), program.render_loc(b.lp.loc), b.bound)).collect();
    (bounds, inference.time, frames_match_bmc)
}

/// After the engines: the limit that stopped them, `--validate`, the outputs, the verdict.
#[allow(clippy::too_many_arguments)]
fn verify_report(
    cli: &Cli,
    program: &Program,
    mut verdict: engine::Verdict,
    eopts: &EngineOptions,
    spec: Option<&Spec>,
    incremental_loop: Option<&LoopInfo>,
    session: &Session,
    info: RunInfo,
) -> Result<u8> {
    let limits = &session.limits;
    limits.engines_done();
    report::progress::clear();
    if let (Outcome::Inconclusive(why), Some(r)) = (&mut verdict.outcome, limits.stopped()) {
        if why == engine::INTERRUPTED {
            *why = limits.describe(r);
        }
    }
    if cli.validate {
        output::validate(cli, program, &mut verdict)?;
    }
    let invariant_budget = engine::invariant::budget(cli.timeout, session.start.elapsed());
    // An output that cannot be written is reported after the verdict, which it must not lose.
    let mut output_errors: Vec<Error> = Vec::new();
    if let Err(e) = output::write_outputs(
        cli,
        program,
        &verdict,
        incremental_loop,
        spec,
        eopts,
        invariant_budget,
    ) {
        output_errors.push(e);
    }
    let svcomp = spec.map(|s| match &verdict.outcome {
        Outcome::Failed => format!("FALSE({})", s.category()),
        Outcome::Success(Proof::Complete | Proof::KInduction(_) | Proof::Pdr(_)) => {
            "TRUE".to_string()
        }
        _ => "UNKNOWN".to_string(),
    });
    let info = RunInfo { time_total: session.start.elapsed(), svcomp, ..info };
    if let Some(dir) = &cli.html {
        if let Err(e) = report::html::write_report(dir, &verdict, &info, &output::html_options(cli))
        {
            output_errors.push(e);
        }
    }
    // The JSON value holds every trace step: built only for the outputs that read it (a long
    // trace's JSON costs more than its search).
    let mut json =
        (cli.junit.is_some() || cli.ui().is_some()).then(|| report::verdict_json(&verdict, &info));
    if let (Some(path), Some(json)) = (&cli.junit, &json) {
        if let Err(e) = output::write_junit(path, json) {
            output_errors.push(e);
        }
    }
    if let (Some(ui), Some(json)) = (cli.ui(), json.as_mut()) {
        output::add_output_errors(json, &output_errors);
        report::print_json(json, ui);
    } else {
        report::print_text(&verdict, &info, cli.trace);
    }
    output::report_output_errors(&output_errors);
    Ok(match verdict.outcome {
        Outcome::Success(_) => 0,
        Outcome::Failed => 10,
        Outcome::Inconclusive(_) => 5,
    })
}
