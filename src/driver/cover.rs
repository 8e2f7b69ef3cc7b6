//! `--cover`: the coverage task run, and its report.

use super::{output, Session};
use crate::cli::Cli;
use crate::engine::cover::CoverOptions;
use crate::engine::{self, EngineOptions, RunContext};
use crate::error::{Error, Result};
use crate::report::{self, RunInfo};

/// `--cover`: test generation for the coverage goals `ir::cover` added.
pub(super) fn run(
    cli: &Cli,
    program: &crate::ir::Program,
    eopts: &EngineOptions,
    ctx: &RunContext,
    session: &Session,
    info: RunInfo,
) -> Result<u8> {
    let limits = &session.limits;
    use crate::report::formats;
    let copts = CoverOptions {
        prove_unreachable: !cli.no_unreachability_proofs,
        default_unwind_max: COVER_DEFAULT_UNWIND_MAX,
    };
    let mut coverage = engine::factory::cover(program, eopts, copts).check(ctx)?;
    limits.engines_done();
    report::progress::clear();
    if let (Some(why), Some(r)) = (&mut coverage.stopped, limits.stopped()) {
        if why == engine::INTERRUPTED {
            *why = limits.describe(r);
        }
    }
    let gcov = cli.validate.then(|| {
        let ropts = crate::validate::ReplayOptions {
            files: cli.files.clone(),
            include_dirs: cli.include.clone(),
            defines: cli.define.clone(),
            timeout_secs: 10.0,
        };
        crate::validate::gcov::check(program, &coverage, &ropts)
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
    let info = RunInfo { time_total: session.start.elapsed(), svcomp: None, ..info };
    if let Some(dir) = &cli.html {
        if let Err(e) = report::html::write_cover_report(
            dir,
            &coverage,
            &info,
            gcov.as_ref(),
            &output::html_options(cli),
        ) {
            output_errors.push(e);
        }
    }
    if let Some(ui) = cli.ui() {
        let mut json = report::cover::coverage_json(&coverage, &info, gcov.as_ref());
        output::add_output_errors(&mut json, &output_errors);
        report::print_json(&json, ui);
    } else {
        report::cover::print_text(&coverage, &info, cli.show_test_suite, gcov.as_ref());
    }
    output::report_output_errors(&output_errors);
    // As CBMC: coverage is a report, not a verdict; an interrupted run is inconclusive.
    Ok(match &coverage.stopped {
        Some(why) if why.starts_with("frame bound") || why.starts_with("unwinding assertion") => 0,
        Some(_) => 5,
        None => 0,
    })
}

/// `--cover` without `--unwind-max`: frames checked at most (see `CoverOptions`).
const COVER_DEFAULT_UNWIND_MAX: u32 = 100;
