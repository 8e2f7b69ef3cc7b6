//! The report of a coverage run (`--cover`): the summary, the goals line by line with the
//! source, every goal's status, and a page per generated test with its signals.

use std::collections::{BTreeMap, HashSet};
use std::fmt::Write;

use super::markup::{esc, kv_row, page};
use super::plot::Marker;
use super::{run_rows, trace, unique_file, HtmlOptions};
use crate::engine::cover::{Coverage, GoalStatus, TestCase};
use crate::ir::Program;
use crate::report::cover::{gcov_summary, summary_line};
use crate::report::RunInfo;
use crate::validate::gcov::GcovCheck;

pub fn render(
    c: &Coverage,
    info: &RunInfo,
    gcov: Option<&GcovCheck>,
    opts: &HtmlOptions,
) -> Vec<(String, String)> {
    let p = info.program;
    let mut taken = HashSet::new();
    let test_files: Vec<String> =
        (1..=c.tests.len()).map(|i| unique_file(&format!("test-{i}"), &mut taken)).collect();
    let mut out = String::from("<h1>ibmc coverage report</h1>\n");
    let _ = writeln!(
        out,
        "<p class=\"verdict\" id=\"verdict\">{}</p>",
        esc(summary_line(c).trim_start_matches("** "))
    );
    summary_section(&mut out, c, info, gcov, opts);
    lines_section(&mut out, c, p, &test_files);
    goals_section(&mut out, c, p, &test_files);
    tests_section(&mut out, c, &test_files);
    let mut pages = vec![(
        "index.html".to_string(),
        page("ibmc coverage report", &[("index.html", "Summary")], &out),
    )];
    for (i, (t, file)) in c.tests.iter().zip(&test_files).enumerate() {
        pages.push((file.clone(), test_page(i, t, p, opts)));
    }
    pages
}

/// The "Run" section: the run's rows, then the goal counts, depth, tests, stop reason, cut
/// points, gcov check and times of the coverage run.
fn summary_section(
    out: &mut String,
    c: &Coverage,
    info: &RunInfo,
    gcov: Option<&GcovCheck>,
    opts: &HtmlOptions,
) {
    out.push_str("<section id=\"summary\">\n<h2>Run</h2>\n<table class=\"kv\">\n");
    run_rows(out, info, opts);
    let count = |f: fn(&GoalStatus) -> bool| c.goals.iter().filter(|(_, s)| f(s)).count();
    let unreachable = count(|s| matches!(s, GoalStatus::Unreachable { .. }));
    let uncovered = count(|s| matches!(s, GoalStatus::Uncovered { .. }));
    kv_row(out, "goals", &format!("{} covered, {unreachable} unreachable at any depth, {uncovered} uncovered (not proved unreachable), {} in all", c.covered(), c.goals.len()));
    let checked =
        c.checked.map(|k| format!("frames 0 to {k}")).unwrap_or_else(|| "no frame".into());
    kv_row(out, "checked", &esc(&checked));
    kv_row(
        out,
        "tests",
        &format!(
            "{} (deepest frame {})",
            c.tests.len(),
            c.deepest_test_frame().map(|f| f.to_string()).unwrap_or_else(|| "—".into())
        ),
    );
    if let Some(why) = &c.stopped {
        kv_row(out, "stopped", &esc(why));
    }
    if !c.cut_points.is_empty() {
        kv_row(out, "cut points", &esc(&c.cut_points.join(", ")));
    }
    if let Some(g) = gcov {
        kv_row(out, "gcov check", &esc(&gcov_summary(g)));
    }
    kv_row(
        out,
        "time",
        &format!("{:.3} s in all ({:.3} s proving goals unreachable); {} frames, {} solver calls, {} clauses", info.time_total.as_secs_f64(), c.proof_time.as_secs_f64(), c.stats.frames, c.stats.solver_calls, c.stats.clauses),
    );
    out.push_str("</table>\n</section>\n");
}

/// The "Goals by line" section: each source line with goals, its text, how many of its goals
/// are covered, and a badge per goal (linked to the covering test's page if there is one).
fn lines_section(out: &mut String, c: &Coverage, p: &Program, test_files: &[String]) {
    let mut by_line: BTreeMap<(String, u32), Vec<usize>> = BTreeMap::new();
    for (i, (g, _)) in c.goals.iter().enumerate() {
        let prop = p.property(*g);
        by_line.entry((p.file_name(prop.loc.file).to_string(), prop.loc.line)).or_default().push(i);
    }
    let mut sources = crate::report::formats::source::Sources::default();
    out.push_str("<section id=\"lines\">\n<h2>Goals by line</h2>\n<table class=\"lines\">\n<thead><tr><th>line</th><th>covered</th><th>source</th><th>goals</th></tr></thead>\n<tbody>\n");
    for ((file, line), goals) in &by_line {
        let text = sources.line(file, *line).unwrap_or("");
        let covered =
            goals.iter().filter(|&&i| matches!(c.goals[i].1, GoalStatus::Covered { .. })).count();
        let open = goals.iter().any(|&i| matches!(c.goals[i].1, GoalStatus::Uncovered { .. }));
        let class = if covered == goals.len() {
            "success"
        } else if open {
            "failed"
        } else {
            "inconclusive"
        };
        let _ = write!(
            out,
            "<tr data-file=\"{}\" data-line=\"{line}\"><td class=\"mono\">{}:{line}</td><td class=\"{class}\">{covered}/{}</td><td><code>{}</code></td><td>",
            esc(file),
            esc(file),
            goals.len(),
            esc(text.trim())
        );
        for &i in goals {
            goal_badge(out, c, p, i, test_files);
        }
        out.push_str("</td></tr>\n");
    }
    out.push_str("</tbody>\n</table>\n</section>\n");
}

/// Goal `i`'s badge in a line of the "Goals by line" table: the last part of its id, titled
/// with its id, description and status, a link when a test covers it.
fn goal_badge(out: &mut String, c: &Coverage, p: &Program, i: usize, test_files: &[String]) {
    let (g, s) = &c.goals[i];
    let (status, sclass, href) = goal_status(s, test_files);
    let prop = p.property(*g);
    let title = format!("{}: {}: {status}", prop.id, prop.description);
    let label = prop.id.rsplit('.').next().unwrap_or(&prop.id);
    match href {
        Some(h) => {
            let _ = write!(
                out,
                "<a class=\"goal {sclass}\" href=\"{}\" title=\"{}\">{}</a> ",
                esc(&h),
                esc(&title),
                esc(label)
            );
        }
        None => {
            let _ = write!(
                out,
                "<span class=\"goal {sclass}\" title=\"{}\">{}</span> ",
                esc(&title),
                esc(label)
            );
        }
    }
}

/// The "Goals" section: a row per goal with its location, function, description and status.
fn goals_section(out: &mut String, c: &Coverage, p: &Program, test_files: &[String]) {
    out.push_str("<section id=\"goals\">\n<h2>Goals</h2>\n<table class=\"props\">\n<thead><tr><th>goal</th><th>location</th><th>function</th><th>description</th><th>status</th></tr></thead>\n<tbody>\n");
    for (g, s) in &c.goals {
        let prop = p.property(*g);
        let (status, sclass, href) = goal_status(s, test_files);
        let status = match href {
            Some(h) => format!("<a href=\"{}\">{}</a>", esc(&h), esc(&status)),
            None => esc(&status),
        };
        let _ = writeln!(
            out,
            "<tr data-property=\"{}\"><td class=\"mono\">{}</td><td class=\"mono\">{}</td><td class=\"mono\">{}</td><td>{}</td><td class=\"{sclass}\">{status}</td></tr>",
            esc(&prop.id),
            esc(&prop.id),
            esc(&p.render_loc(prop.loc)),
            esc(&prop.function),
            esc(&prop.description)
        );
    }
    out.push_str("</tbody>\n</table>\n</section>\n");
}

/// The "Tests" section (none without tests): a link per generated test to its page.
fn tests_section(out: &mut String, c: &Coverage, test_files: &[String]) {
    if c.tests.is_empty() {
        return;
    }
    out.push_str("<section id=\"tests\">\n<h2>Tests</h2>\n<ul>\n");
    for (i, (t, file)) in c.tests.iter().zip(test_files).enumerate() {
        let _ = writeln!(
            out,
            "<li><a href=\"{}\">test {}</a>: frames 0 to {}, covers {} goal(s)</li>",
            esc(file),
            i + 1,
            t.trace.frame,
            t.goals.len()
        );
    }
    out.push_str("</ul>\n</section>\n");
}

/// The page of test `i` (counted from 0): its depth, the goals it covers, and its signals
/// with the deepest frame marked.
fn test_page(i: usize, t: &TestCase, p: &Program, opts: &HtmlOptions) -> String {
    let goals: Vec<&str> = t.goals.iter().map(|g| p.property(*g).id.as_str()).collect();
    let mut body = format!("<h1>Test {}</h1>\n<table class=\"kv\">\n", i + 1);
    kv_row(&mut body, "frames", &format!("0 to {}", t.trace.frame));
    kv_row(&mut body, "covers", &format!("<span class=\"mono\">{}</span>", esc(&goals.join(", "))));
    body.push_str("</table>\n");
    body.push_str(&trace::signal_sections(
        &t.trace,
        &opts.signals,
        &Marker { frame: t.trace.frame, label: "deepest goal covered".into() },
        None,
    ));
    page(&format!("test {} — ibmc", i + 1), &[("index.html", "Summary")], &body)
}

/// A goal's status as text, its CSS class, and the page of the test covering it.
fn goal_status(s: &GoalStatus, test_files: &[String]) -> (String, &'static str, Option<String>) {
    match s {
        GoalStatus::Covered { test, frame } => (
            format!("covered by test {} in frame {frame}", test + 1),
            "success",
            test_files.get(*test).cloned(),
        ),
        GoalStatus::Unreachable { proof } => {
            (format!("unreachable at any depth (proof: {})", proof.name()), "inconclusive", None)
        }
        GoalStatus::Uncovered { depth: Some(k) } => {
            (format!("uncovered in frames 0 to {k}"), "failed", None)
        }
        GoalStatus::Uncovered { depth: None } => {
            ("uncovered (no frame checked)".into(), "failed", None)
        }
    }
}
