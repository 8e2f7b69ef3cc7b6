//! The `ibmc` command: parse options, load the program, pick the loop, run an engine, report.

use std::process::ExitCode;

/// The frontend's syntax trees and the encoder's bit vectors are millions of small
/// allocations; mimalloc serves them markedly faster than glibc's malloc (benchmarks/README.md).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;
use std::time::{Duration, Instant};

/// How long BMC runs alone before the explicit-state search joins it: the runs BMC settles
/// quickly keep their shortest counterexamples and use one core.
const EXPLICIT_DELAY: Duration = Duration::from_secs(1);

use clap::Parser;

use ibmc::cli::Cli;
use ibmc::engine::{self, Engine, EngineOptions, Outcome, Proof};
use ibmc::error::{Error, Result};
use ibmc::frontend::{self, FrontendOptions};
use ibmc::ir::checks::CheckOptions;
use ibmc::ir::loops::{self, Choice};
use ibmc::ir::{CheckKind, PropKind};
use ibmc::limits::Limits;
use ibmc::report::{self, RunInfo};
use ibmc::spec::{Spec, SvProperty};

fn main() -> ExitCode {
    restore_sigpipe();
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let code = match e.kind() {
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => 0,
                _ => 1,
            };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    init_logging(cli.verbose);
    match run(&cli) {
        Ok(code) => {
            report::progress::clear();
            ExitCode::from(code)
        }
        Err(e) => {
            report::progress::clear();
            if cli.json {
                println!(
                    "{}",
                    serde_json::to_string_pretty(&report::error_json(&e)).expect("json")
                );
            }
            eprintln!("ibmc: {e}");
            ExitCode::from(e.kind.exit_code() as u8)
        }
    }
}

/// Rust ignores SIGPIPE, so `ibmc ... | head` would panic on the closed pipe; a command-line
/// tool should just end quietly, as with the default action.
fn restore_sigpipe() {
    #[cfg(unix)]
    {
        extern "C" {
            fn signal(signum: i32, handler: usize) -> usize;
        }
        const SIGPIPE: i32 = 13;
        const SIG_DFL: usize = 0;
        // SAFETY: resetting a signal to its default action before any thread is started.
        unsafe {
            signal(SIGPIPE, SIG_DFL);
        }
    }
}

fn init_logging(verbose: u8) {
    use tracing_subscriber::EnvFilter;
    let default = match verbose {
        0 => "warn",
        1 => "info",
        _ => "debug",
    };
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(default));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .event_format(Diagnostic)
        .try_init();
}

/// Log lines as compilers write diagnostics: `ibmc: warning: ...`, without colours, times or
/// module paths (users read them, and tools grep them from logs).
struct Diagnostic;

impl<S, N> tracing_subscriber::fmt::FormatEvent<S, N> for Diagnostic
where
    S: tracing::Subscriber + for<'a> tracing_subscriber::registry::LookupSpan<'a>,
    N: for<'a> tracing_subscriber::fmt::FormatFields<'a> + 'static,
{
    fn format_event(
        &self,
        ctx: &tracing_subscriber::fmt::FmtContext<'_, S, N>,
        mut writer: tracing_subscriber::fmt::format::Writer<'_>,
        event: &tracing::Event<'_>,
    ) -> std::fmt::Result {
        let level = match *event.metadata().level() {
            tracing::Level::ERROR => "error",
            tracing::Level::WARN => "warning",
            tracing::Level::INFO => "info",
            tracing::Level::DEBUG => "debug",
            tracing::Level::TRACE => "trace",
        };
        if ibmc::report::progress::active() {
            // On the progress line's row: erase it, the ticker draws it again below.
            write!(writer, "\r\x1b[K")?;
        }
        write!(writer, "ibmc: {level}: ")?;
        tracing_subscriber::fmt::FormatFields::format_fields(ctx, writer.by_ref(), event)?;
        writeln!(writer)
    }
}

/// The files other tools read: witness, test vector, test suite.
fn write_outputs(
    cli: &Cli,
    program: &ibmc::ir::Program,
    verdict: &engine::Verdict,
    lp: Option<&loops::LoopInfo>,
    spec: Option<&Spec>,
    eopts: &EngineOptions,
    invariant_budget: std::time::Duration,
) -> Result<()> {
    use ibmc::report::formats;
    let ctx = formats::FormatContext {
        files: cli.files.clone(),
        entry: cli.function.clone(),
        spec: spec.map(|s| s.text.clone()).unwrap_or_else(|| {
            // Without a property file: the error function the program calls.
            let error_fn = program
                .properties
                .iter()
                .filter(|p| p.enabled && p.kind == PropKind::ErrorCall)
                .find_map(|p| p.description.split_once("()").map(|(f, _)| f.to_string()))
                .unwrap_or_else(|| "reach_error".to_string());
            format!("CHECK( init({}()), LTL(G ! call({error_fn}())) )", cli.function)
        }),
    };
    let traces: Vec<&engine::Trace> =
        verdict.properties.iter().filter_map(|r| r.trace.as_ref()).collect();
    let write = |path: &std::path::Path, text: &str| {
        std::fs::write(path, text)
            .map_err(|e| Error::usage(format!("cannot write {}: {e}", path.display())))
    };
    if let Some(path) = &cli.witness {
        if let Some(t) = verdict.trace.as_ref() {
            write(path, &formats::violation_witness(program, t, &ctx)?)?;
        } else if let (Outcome::Success(Proof::Pdr(_)), Some(lp), Some(c)) =
            (&verdict.outcome, lp, verdict.certificate.as_ref().filter(|c| c.is_c))
        {
            write(path, &formats::correctness_witness(program, lp, &c.invariant, &ctx)?)?;
        } else if let (
            Outcome::Success(Proof::KInduction(_) | Proof::Complete | Proof::Pdr(_)),
            Some(lp),
        ) = (&verdict.outcome, lp)
        {
            let invariant =
                engine::invariant::loop_invariant_or_true(program, lp, eopts, invariant_budget);
            write(path, &formats::correctness_witness(program, lp, &invariant, &ctx)?)?;
        }
    }
    if let (Some(path), Some(t)) = (&cli.test_vector, verdict.trace.as_ref()) {
        write(path, &formats::test_vector_csv(program, t))?;
    }
    if let Some(dir) = &cli.test_suite {
        formats::write_test_suite(dir, program, &traces, &ctx)?;
    }
    if let Some(path) = &cli.vcd {
        match verdict.trace.as_ref() {
            Some(t) => write(
                path,
                &report::vcd::vcd(
                    program,
                    t,
                    &report::signals::SignalFilter::new(&cli.trace_signals),
                ),
            )?,
            None => eprintln!(
                "ibmc: note: no counterexample, so no VCD file was written to {}",
                path.display()
            ),
        }
    }
    Ok(())
}

/// The progress line on a terminal, live (`report::progress`); never with `--json` or when
/// stderr is not a terminal.
fn live_progress(cli: &Cli) -> Option<fn(&engine::Progress)> {
    if cli.json || !report::progress::wanted() {
        return None;
    }
    report::progress::start();
    Some(report::progress::show as fn(&engine::Progress))
}

/// Every output path can be written, before any work (a usage error naming the option).
fn check_output_paths(cli: &Cli) -> Result<()> {
    use report::outputs::Output;
    let mut outputs = Vec::new();
    let files = [
        ("--witness", "the witness", &cli.witness),
        ("--test-vector", "the test vector", &cli.test_vector),
        ("--vcd", "the VCD file", &cli.vcd),
    ];
    for (flag, what, path) in files {
        if let Some(path) = path {
            outputs.push(Output::File { flag, what, path });
        }
    }
    for (flag, what, path) in [
        ("--html", "the HTML report", &cli.html),
        ("--test-suite", "the test suite", &cli.test_suite),
    ] {
        if let Some(path) = path {
            outputs.push(Output::Dir { flag, what, path });
        }
    }
    report::outputs::check(&outputs)
}

/// Reports the outputs that could not be written after all (the verdict is printed first, and
/// its exit code stands: README, "Exit codes").
fn report_output_errors(errors: &[Error]) {
    for e in errors {
        eprintln!("ibmc: {e}");
    }
}

/// `--json`: the outputs not written, as `output_errors` (absent when all were).
fn add_output_errors(json: &mut serde_json::Value, errors: &[Error]) {
    if let (false, Some(obj)) = (errors.is_empty(), json.as_object_mut()) {
        obj.insert("output_errors".into(), errors.iter().map(|e| e.to_string()).collect());
    }
}

/// `--html`: the command line it shows and the signals it plots.
fn html_options(cli: &Cli) -> report::html::HtmlOptions {
    let command = std::env::args_os().map(|a| a.to_string_lossy().into_owned()).collect();
    report::html::HtmlOptions {
        command,
        signals: report::signals::SignalFilter::new(&cli.trace_signals),
    }
}

/// `--cover`: test generation for the coverage goals `ir::cover` added.
#[allow(clippy::too_many_arguments)]
fn run_cover(
    cli: &Cli,
    program: &ibmc::ir::Program,
    eopts: &EngineOptions,
    terminate: std::sync::Arc<std::sync::atomic::AtomicBool>,
    limits: &Limits,
    start: Instant,
    time_frontend: std::time::Duration,
    time_loop_bounds: std::time::Duration,
    lp: Option<&loops::LoopInfo>,
    loop_bounds: Vec<(String, String, u32)>,
) -> Result<u8> {
    use ibmc::report::formats;
    let copts = engine::cover::CoverOptions {
        prove_unreachable: !cli.no_unreachability_proofs,
        default_unwind_max: COVER_DEFAULT_UNWIND_MAX,
    };
    let mut coverage = engine::cover::run(program, eopts, copts, terminate)?;
    limits.engines_done();
    report::progress::clear();
    if let (Some(why), Some(r)) = (&mut coverage.stopped, limits.stopped()) {
        if why == engine::INTERRUPTED {
            *why = limits.describe(r);
        }
    }
    let gcov = cli.validate.then(|| {
        let ropts = ibmc::validate::ReplayOptions {
            files: cli.files.clone(),
            include_dirs: cli.include.clone(),
            defines: cli.define.clone(),
            timeout_secs: 10.0,
        };
        ibmc::validate::gcov::check(program, &coverage, &ropts)
    });
    if let Some(g) = &gcov {
        for d in &g.disagreements {
            eprintln!("ibmc: BUG: gcov disagrees with the reported coverage: {d}");
        }
        if let Some(e) = &g.error {
            eprintln!("ibmc: note: the coverage could not be checked with gcov: {e}");
        }
    }
    let traces: Vec<&engine::Trace> = coverage.tests.iter().map(|t| &t.trace).collect();
    // Outputs that cannot be written are reported after the coverage report.
    let mut output_errors: Vec<Error> = Vec::new();
    if let Some(dir) = &cli.test_suite {
        let ctx = formats::FormatContext {
            files: cli.files.clone(),
            entry: cli.function.clone(),
            spec: format!("COVER( init({}()), FQL(COVER EDGES(@DECISIONEDGE)) )", cli.function),
        };
        if let Err(e) = formats::write_coverage_suite(dir, program, &traces, &ctx) {
            output_errors.push(e);
        }
    }
    if let Some(path) = &cli.test_vector {
        let mut text = String::new();
        for (i, t) in traces.iter().enumerate() {
            text.push_str(&format!("# test {}\n", i + 1));
            text.push_str(&formats::test_vector_csv(program, t));
        }
        if let Err(e) = std::fs::write(path, text) {
            output_errors.push(Error::usage(format!("cannot write {}: {e}", path.display())));
        }
    }
    let info = RunInfo {
        program,
        loop_id: lp.map(|l| l.id.clone()),
        loop_loc: lp.map(|l| program.render_loc(l.loc)),
        time_frontend,
        time_loop_bounds,
        time_total: start.elapsed(),
        svcomp: None,
        loop_bounds,
    };
    if let Some(dir) = &cli.html {
        if let Err(e) = report::html::write_cover_report(
            dir,
            &coverage,
            &info,
            gcov.as_ref(),
            &html_options(cli),
        ) {
            output_errors.push(e);
        }
    }
    if cli.json {
        let mut json = report::cover::coverage_json(&coverage, &info, gcov.as_ref());
        add_output_errors(&mut json, &output_errors);
        println!("{}", serde_json::to_string_pretty(&json).expect("json"));
    } else {
        report::cover::print_text(&coverage, &info, cli.show_test_suite, gcov.as_ref());
    }
    report_output_errors(&output_errors);
    // As CBMC: coverage is a report, not a verdict; an interrupted run is inconclusive.
    Ok(match &coverage.stopped {
        Some(why) if why.starts_with("frame bound") || why.starts_with("unwinding assertion") => 0,
        Some(_) => 5,
        None => 0,
    })
}

/// `--cover` without `--unwind-max`: frames checked at most (see `CoverOptions`).
const COVER_DEFAULT_UNWIND_MAX: u32 = 100;

/// Replays every counterexample with the system C compiler (`--validate`).
fn validate(cli: &Cli, program: &ibmc::ir::Program, verdict: &mut engine::Verdict) -> Result<()> {
    let ropts = ibmc::validate::ReplayOptions {
        files: cli.files.clone(),
        include_dirs: cli.include.clone(),
        defines: cli.define.clone(),
        timeout_secs: 10.0,
    };
    for r in verdict.properties.iter_mut() {
        if let Some(t) = &r.trace {
            let replay = ibmc::validate::replay(program, t, &ropts)?;
            let id = &program.property(r.prop).id;
            if !replay.replayed && replay.conclusive {
                eprintln!("ibmc: BUG: the counterexample of {id} does not replay under the C compiler: {}", replay.detail);
            } else if !replay.replayed {
                eprintln!("ibmc: note: the counterexample of {id} could not be confirmed by a compiled run: {}", replay.detail);
            }
            r.validated = Some(replay.replayed);
            r.validation = Some(replay.detail);
        }
    }
    Ok(())
}

/// Which properties the run checks: `--property` ids, or those of the SV-COMP property file.
fn select_properties(
    cli: &Cli,
    program: &mut ibmc::ir::Program,
    spec: Option<&Spec>,
) -> Result<()> {
    for id in &cli.property {
        if !program.properties.iter().any(|p| &p.id == id) {
            return Err(Error::usage(format!("no property {id} (--show-properties lists them)")));
        }
    }
    let wanted = |p: &ibmc::ir::Property| {
        let by_id = cli.property.is_empty() || cli.property.contains(&p.id);
        let by_spec = match spec.map(|s| &s.property) {
            None => true,
            Some(SvProperty::UnreachCall(f)) => {
                p.kind == PropKind::ErrorCall && p.description.starts_with(&format!("{f}()"))
            }
            Some(SvProperty::NoOverflow) => p.kind == PropKind::Check(CheckKind::SignedOverflow),
        };
        // CBMC's --no-assertions drops the assertions the program states (`assert`,
        // `__CPROVER_assert`, also in its library), not the checks.
        let by_kind = !(cli.no_assertions && p.kind == PropKind::Assertion);
        // --cover: the goals are the properties.
        let by_mode = cli.cover.is_some() == matches!(p.kind, PropKind::Cover(_));
        by_id && by_spec && by_kind && by_mode
    };
    program.select_properties(wanted);
    Ok(())
}

/// CBMC's malloc failure flags: --malloc-may-fail alone fails by returning NULL (CBMC 6's
/// default mode).
fn malloc_options(cli: &Cli) -> frontend::MallocOptions {
    use frontend::MallocFailMode;
    let mode = if cli.malloc_fail_assert {
        MallocFailMode::Assert
    } else if cli.malloc_fail_null || cli.malloc_may_fail {
        MallocFailMode::ReturnNull
    } else {
        MallocFailMode::None
    };
    frontend::MallocOptions { may_fail: cli.malloc_may_fail, mode }
}

/// `--merge`: the files are `--json` results of runs over parts of the properties.
fn merge_results(cli: &Cli) -> Result<u8> {
    let merged = report::merge::merge_files(&cli.files)?;
    if cli.json {
        println!("{}", serde_json::to_string_pretty(&merged).expect("json"));
    } else {
        report::merge::print_text(&merged);
    }
    Ok(match merged["result"].as_str() {
        Some("SUCCESS") => 0,
        Some("FAILED") => 10,
        _ => 5,
    })
}

fn run(cli: &Cli) -> Result<u8> {
    let start = Instant::now();
    if cli.merge {
        return merge_results(cli);
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
    check_output_paths(cli)?;
    let limits = Limits::start(start, cli.timeout, cli.memory_limit, cli.json);
    let opts = FrontendOptions {
        include_dirs: cli.include.clone(),
        defines: cli.define.clone(),
        malloc: malloc_options(cli),
        error_labels: cli.error_label.clone(),
        memory_leak_check: cli.memory_leak_check,
        coverage: cli.cover.is_some(),
        pointer_check: cli.pointer_check,
    };
    let mut program = frontend::load_for_entry(&cli.files, &opts, &cli.function)?;
    let no_overflow = matches!(spec.as_ref().map(|s| &s.property), Some(SvProperty::NoOverflow));
    let checks = CheckOptions {
        signed_overflow: cli.signed_overflow_check || no_overflow,
        unsigned_overflow: cli.unsigned_overflow_check,
        div_by_zero: cli.div_by_zero_check,
        shift: cli.shift_check,
        conversion: cli.conversion_check,
        bounds: cli.bounds_check,
        nan: cli.nan_check,
        float_overflow: cli.float_overflow_check,
        float_div_by_zero: cli.float_div_by_zero_check,
        pointer: cli.pointer_check,
        pointer_overflow: cli.pointer_overflow_check,
        pointer_primitive: cli.pointer_primitive_check,
    };
    ibmc::ir::checks::instrument(&mut program, &checks)?;
    let cover = cli.cover.as_deref().map(ibmc::ir::cover::Criteria::parse).transpose()?;
    if let Some(criteria) = &cover {
        ibmc::ir::cover::instrument(&mut program, criteria)?;
    }
    select_properties(cli, &mut program, spec.as_ref())?;
    let time_frontend = start.elapsed();

    if cli.show_properties {
        report::print_properties(&program, cli.json);
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
    let no_properties = !program.properties.iter().any(|p| p.enabled)
        && !(cli.unwind.is_some() && cli.unwinding_assertions);
    if no_properties && cover.is_none() {
        // Nothing can fail, so there is nothing to unwind (CBMC stops here too).
        if cli.json {
            let v = serde_json::json!({
                "result": "SUCCESS", "proof": "complete", "k": null, "depth": null, "checked": null, "loop": null,
                "reason": "the program has no properties", "properties": [], "trace": null,
                "svcomp": spec.as_ref().map(|_| "true"),
            });
            println!("{}", serde_json::to_string_pretty(&v).expect("json"));
        } else {
            println!("The program has no properties (assertions, reach_error calls) to check.\n\nVERIFICATION SUCCESSFUL");
            if spec.is_some() {
                println!("TRUE");
            }
        }
        return Ok(0);
    }
    let incremental_loop = match &cli.incremental_check {
        Some(id) => Some(loops::find_by_id(&program, id)?),
        None => match loops::choose(&program, entry)? {
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
        },
    };
    if cli.unwind.is_some() {
        loops::add_unwinding_properties(&mut program, cli.unwinding_assertions);
    }
    let mut eopts = EngineOptions {
        entry: Some(entry),
        unwind_min: cli.unwind_min,
        // --cover --unwind N bounds every loop as CBMC's does, the incremental one too.
        unwind_max: cli.unwind_max.or(cli.unwind.filter(|_| cover.is_some())),
        unwind: cli.unwind,
        incremental_loop: incremental_loop.clone(),
        // An SV-COMP property is one property however many call sites it has.
        stop_on_fail: cli.stop_on_fail || spec.is_some(),
        no_slice: cli.no_slice,
        refine_arithmetic: cli.refine_arithmetic,
        no_word_invariants: cli.no_word_invariants,
        progress: live_progress(cli),
        sat: cli.sat_solver.clone().unwrap_or_default(),
        settled: None,
        shared: None,
        guard_only_assumptions: false,
        frame_limit: None,
        loop_bounds: Vec::new(),
        input_hints: None,
    };
    let terminate = limits.terminate.clone();
    // Inner loops whose bound follows from assumptions and value ranges are unwound to it
    // instead of becoming cut points (the solver proves the bound from every loop-head state).
    let inference = engine::loop_bounds::infer(
        &program,
        &eopts,
        !cli.no_loop_bounds,
        engine::loop_bounds::budget(cli.timeout),
        terminate.clone(),
    );
    if let (Some(why), false) = (&inference.gave_up, cli.json) {
        println!(
            "Inner-loop bounds not inferred ({why}): inner loops that constant propagation does not bound are cut points \
             (--unwind N bounds them instead)"
        );
    }
    let time_loop_bounds = inference.time;
    // The explicit-state search's frames are iterations; BMC's too unless it makes an inner
    // loop a cut point (its frames then count segments between cut points), or unwinds one
    // to a proved bound (not tried beside the search).
    let frames_match_bmc = inference.bounds.as_ref().is_some_and(|b| b.is_empty());
    let inferred = inference.bounds;
    let bounds = inferred.unwrap_or_default();
    for b in &bounds {
        loops::add_unwinding_property(&mut program, &b.lp);
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
    eopts.loop_bounds = bounds.iter().map(|b| (b.lp.id.clone(), b.bound)).collect();
    let loop_bounds: Vec<(String, String, u32)> =
        bounds.iter().map(|b| (b.lp.id.clone(), program.render_loc(b.lp.loc), b.bound)).collect();
    if cover.is_some() {
        return run_cover(
            cli,
            &program,
            &eopts,
            terminate,
            &limits,
            start,
            time_frontend,
            time_loop_bounds,
            incremental_loop.as_ref(),
            loop_bounds,
        );
    }
    // One thread unless asked: property groups pay only where the properties' cones differ,
    // and every group holds its own formula (benchmarks/README.md, "Threads").
    let jobs = cli.jobs.unwrap_or(1);
    let kopts = engine::kind::KindOptions {
        stop_when_unsat: cli.stop_when_unsat,
        simple_path: cli.simple_path,
        non_incremental: cli.non_incremental,
        no_word_invariants: false,
        parallel: jobs > 1,
    };
    // The explicit-state search beside the engines that also prove or bound, where its frames
    // are theirs.
    let helpers = || -> Vec<Box<dyn Engine>> {
        if frames_match_bmc {
            vec![Box::new(engine::Explicit(EXPLICIT_DELAY))]
        } else {
            Vec::new()
        }
    };
    let verdict = if cli.prove {
        // PDR searches word-level invariants; k-induction runs plain beside it, so that its
        // quick proofs do not wait for that search.
        let plain = engine::kind::KindOptions { no_word_invariants: true, ..kopts };
        let engines: Vec<Box<dyn Engine>> =
            vec![Box::new(engine::KInduction(plain)), Box::new(engine::Pdr), Box::new(engine::Bmc)];
        engine::portfolio::run_with_helpers(&program, &eopts, engines, helpers(), terminate)?
    } else {
        let mut single: Box<dyn Engine> = if cli.pdr {
            Box::new(engine::Pdr)
        } else if cli.explicit {
            Box::new(engine::Explicit(Duration::ZERO))
        } else if cli.k_induction {
            Box::new(engine::KInduction(kopts))
        } else if cli.non_incremental {
            Box::new(engine::Baseline)
        } else if jobs > 1 {
            Box::new(engine::BmcJobs(jobs))
        } else {
            Box::new(engine::Bmc)
        };
        // BMC gets the explicit-state search beside it on a second core, unless told how many
        // threads to use (`--jobs 1`: BMC alone).
        let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
        let helpers = if single.name() == "bmc" && cli.jobs.is_none() && cores > 1 {
            helpers()
        } else {
            Vec::new()
        };
        if helpers.is_empty() {
            single.check(&program, &eopts, terminate)?
        } else {
            engine::portfolio::run_with_helpers(&program, &eopts, vec![single], helpers, terminate)?
        }
    };
    limits.engines_done();
    report::progress::clear();
    let mut verdict = verdict;
    if let (Outcome::Inconclusive(why), Some(r)) = (&mut verdict.outcome, limits.stopped()) {
        if why == engine::INTERRUPTED {
            *why = limits.describe(r);
        }
    }
    if cli.validate {
        validate(cli, &program, &mut verdict)?;
    }
    let invariant_budget = engine::invariant::budget(cli.timeout, start.elapsed());
    // An output that cannot be written is reported after the verdict, which it must not lose.
    let mut output_errors: Vec<Error> = Vec::new();
    if let Err(e) = write_outputs(
        cli,
        &program,
        &verdict,
        incremental_loop.as_ref(),
        spec.as_ref(),
        &eopts,
        invariant_budget,
    ) {
        output_errors.push(e);
    }
    let svcomp = spec.as_ref().map(|s| match &verdict.outcome {
        Outcome::Failed => format!("FALSE({})", s.category()),
        Outcome::Success(Proof::Complete | Proof::KInduction(_) | Proof::Pdr(_)) => {
            "TRUE".to_string()
        }
        _ => "UNKNOWN".to_string(),
    });
    let info = RunInfo {
        program: &program,
        loop_id: incremental_loop.as_ref().map(|l| l.id.clone()),
        loop_loc: incremental_loop.as_ref().map(|l| program.render_loc(l.loc)),
        time_frontend,
        time_loop_bounds,
        time_total: start.elapsed(),
        svcomp: svcomp.clone(),
        loop_bounds,
    };
    if let Some(dir) = &cli.html {
        if let Err(e) = report::html::write_report(dir, &verdict, &info, &html_options(cli)) {
            output_errors.push(e);
        }
    }
    if cli.json {
        let mut json = report::verdict_json(&verdict, &info);
        add_output_errors(&mut json, &output_errors);
        println!("{}", serde_json::to_string_pretty(&json).expect("json"));
    } else {
        report::print_text(&verdict, &info, cli.trace);
    }
    report_output_errors(&output_errors);
    Ok(match verdict.outcome {
        Outcome::Success(_) => 0,
        Outcome::Failed => 10,
        Outcome::Inconclusive(_) => 5,
    })
}
