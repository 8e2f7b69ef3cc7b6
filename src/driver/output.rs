//! What a run writes: the verdict (text, JSON, HTML), the files other tools read (witness,
//! test vector, test suite, VCD), the progress line, and the outputs that could not be
//! written.

use crate::cli::Cli;
use crate::engine::{self, EngineOptions, Outcome, Proof};
use crate::error::{Error, Result};
use crate::ir::loops;
use crate::ir::PropKind;
use crate::report;
use crate::spec::Spec;

/// The files other tools read: witness, test vector, test suite.
pub(super) fn write_outputs(
    cli: &Cli,
    program: &crate::ir::Program,
    verdict: &engine::Verdict,
    lp: Option<&loops::LoopInfo>,
    spec: Option<&Spec>,
    eopts: &EngineOptions,
    invariant_budget: std::time::Duration,
) -> Result<()> {
    use crate::report::formats;
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
    if let (Some(t), true) = (verdict.trace.as_ref(), cli.vcd.is_some() || cli.html.is_some()) {
        let filter = report::signals::SignalFilter::new(&cli.trace_signals);
        if let Some(w) = filter.unmatched_warning(t) {
            eprintln!("ibmc: warning: {w}");
        }
    }
    if let Some(path) = &cli.vcd {
        match verdict.trace.as_ref() {
            Some(t) => {
                let id = &program.property(t.prop).id;
                let req = report::requirement::find(&cli.requirement_info, id);
                let user = report::signals::SignalFilter::new(&cli.trace_signals);
                write(path, &report::vcd::vcd(program, t, &user, req))?
            }
            None => eprintln!(
                "ibmc: note: no counterexample, so no VCD file was written to {}",
                path.display()
            ),
        }
    }
    Ok(())
}

/// The progress line on a terminal, live (`report::progress`); never with `--json` or when
/// stderr is not a terminal. `bounded`: the run has a frame bound (else `--timeout` bounds it,
/// or the line says it is unbounded).
pub(super) fn live_progress(cli: &Cli, bounded: bool) -> Option<fn(&engine::Progress)> {
    if cli.json || !report::progress::wanted() {
        return None;
    }
    report::progress::start(!bounded && cli.timeout.is_none());
    Some(report::progress::show as fn(&engine::Progress))
}

/// Every output path can be written, before any work (a usage error naming the option).
pub(super) fn check_output_paths(cli: &Cli) -> Result<()> {
    use report::outputs::Output;
    let mut outputs = Vec::new();
    let files = [
        ("--witness", "the witness", &cli.witness),
        ("--test-vector", "the test vector", &cli.test_vector),
        ("--vcd", "the VCD file", &cli.vcd),
        ("--junit", "the JUnit report", &cli.junit),
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
pub(super) fn report_output_errors(errors: &[Error]) {
    for e in errors {
        eprintln!("ibmc: {e}");
    }
}

/// `--json`: the outputs not written, as `output_errors` (absent when all were).
pub(super) fn add_output_errors(json: &mut serde_json::Value, errors: &[Error]) {
    if let (false, Some(obj)) = (errors.is_empty(), json.as_object_mut()) {
        obj.insert("output_errors".into(), errors.iter().map(|e| e.to_string()).collect());
    }
}

/// `--html`: the command line it shows and the signals it plots.
pub(super) fn html_options(cli: &Cli) -> report::html::HtmlOptions {
    let command = std::env::args_os().map(|a| a.to_string_lossy().into_owned()).collect();
    report::html::HtmlOptions {
        command,
        signals: report::signals::SignalFilter::new(&cli.trace_signals),
    }
}

/// Replays every counterexample with the system C compiler (`--validate`).
pub(super) fn validate(
    cli: &Cli,
    program: &crate::ir::Program,
    verdict: &mut engine::Verdict,
) -> Result<()> {
    let ropts = crate::validate::ReplayOptions {
        files: cli.files.clone(),
        include_dirs: cli.include.clone(),
        defines: cli.define.clone(),
        timeout_secs: 10.0,
    };
    for r in verdict.properties.iter_mut() {
        if let Some(t) = &r.trace {
            let replay = crate::validate::replay(program, t, &ropts)?;
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

/// `--junit FILE`: the JUnit XML of a JSON report (a run's or a merged one).
pub(super) fn write_junit(path: &std::path::Path, report: &serde_json::Value) -> Result<()> {
    std::fs::write(path, report::junit::render(report))
        .map_err(|e| Error::usage(format!("--junit {}: {e}", path.display())))
}

/// `--merge`: the files are `--json` results of runs over parts of the properties.
pub(super) fn merge_results(cli: &Cli) -> Result<u8> {
    check_output_paths(cli)?;
    let merged = report::merge::merge_files(&cli.files)?;
    if let Some(path) = &cli.junit {
        write_junit(path, &merged)?;
    }
    if let Some(ui) = cli.ui() {
        report::print_json(&merged, ui);
    } else {
        report::merge::print_text(&merged);
    }
    Ok(match merged["result"].as_str() {
        Some("SUCCESS") => 0,
        Some("FAILED") => 10,
        _ => 5,
    })
}
