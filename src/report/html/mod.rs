//! `--html DIR`: a self-contained report to read in a browser: `index.html` (the run's
//! summary, every property, a proof's invariant), one page per counterexample
//! (`prop-<id>.html`: signal plots, the trace table, the source, the replay) and the style
//! sheet, all in `DIR` and linked relatively. No scripts, no fonts, nothing fetched: the
//! pages open from the file system.
//!
//! Nothing outside this module knows how the pages or plots are made; it reads the verdict
//! and writes files (`report`'s invariant: it decides nothing).

mod cover;
mod markup;
mod plot;
mod trace;

use std::collections::HashSet;
use std::fmt::Write;
use std::path::Path;

use markup::{esc, file_stem, kv_row, page};
use plot::Marker;

use super::signals::SignalFilter;
use super::RunInfo;
use crate::engine::cover::Coverage;
use crate::engine::{Outcome, Proof, PropertyResult, Status, Verdict};
use crate::error::{Error, Result};
use crate::ir::Program;
use crate::validate::gcov::GcovCheck;

/// What the report shows besides the run's results.
pub struct HtmlOptions {
    /// The command line (program name and arguments), shown in the summary.
    pub command: Vec<String>,
    /// `--trace-signals`.
    pub signals: SignalFilter,
}

/// Source lines shown before and after a violated line.
const SOURCE_CONTEXT: u32 = 6;

/// Writes the report of a verification run into `dir` (created if needed).
pub fn write_report(dir: &Path, v: &Verdict, info: &RunInfo, opts: &HtmlOptions) -> Result<()> {
    write_files(dir, &render_report(v, info, opts))
}

/// Writes the report of a coverage run (`--cover`) into `dir`.
pub fn write_cover_report(
    dir: &Path,
    c: &Coverage,
    info: &RunInfo,
    gcov: Option<&GcovCheck>,
    opts: &HtmlOptions,
) -> Result<()> {
    write_files(dir, &cover::render(c, info, gcov, opts))
}

/// The pages of a verification run: (file name, contents), `index.html` first.
pub fn render_report(v: &Verdict, info: &RunInfo, opts: &HtmlOptions) -> Vec<(String, String)> {
    let p = info.program;
    let mut taken = HashSet::new();
    let mut pages = Vec::new();
    let mut links: Vec<Option<String>> = Vec::new();
    for r in &v.properties {
        links.push(r.trace.as_ref().map(|_| {
            unique_file(&format!("prop-{}", file_stem(&p.property(r.prop).id)), &mut taken)
        }));
    }
    let index = index_page(v, info, opts, &links);
    pages.push(("index.html".to_string(), index));
    for (r, link) in v.properties.iter().zip(&links) {
        if let (Some(t), Some(file)) = (&r.trace, link) {
            let req = super::requirement::find(&info.requirements, &p.property(r.prop).id);
            pages.push((file.clone(), property_page(p, r, t, !v.cut_points.is_empty(), opts, req)));
        }
    }
    pages
}

/// `stem.html`, or `stem-2.html`, ... when two ids give the same stem.
fn unique_file(stem: &str, taken: &mut HashSet<String>) -> String {
    super::unique_name(taken, format!("{stem}.html"), |n| format!("{stem}-{n}.html"))
}

fn write_files(dir: &Path, pages: &[(String, String)]) -> Result<()> {
    let fail = |path: &Path, e: std::io::Error| {
        Error::usage(format!("cannot write the HTML report to {}: {e}", path.display()))
    };
    std::fs::create_dir_all(dir).map_err(|e| fail(dir, e))?;
    let css = dir.join(markup::STYLE_FILE);
    std::fs::write(&css, markup::STYLE).map_err(|e| fail(&css, e))?;
    for (name, text) in pages {
        let path = dir.join(name);
        std::fs::write(&path, text).map_err(|e| fail(&path, e))?;
    }
    Ok(())
}

/// The command line as a shell would take it back (arguments quoted where needed).
fn shell_line(args: &[String]) -> String {
    let quote = |a: &String| {
        if !a.is_empty() && a.chars().all(|c| c.is_ascii_alphanumeric() || "-_./=,:+@%".contains(c))
        {
            a.clone()
        } else {
            format!("'{}'", a.replace('\'', "'\\''"))
        }
    };
    args.iter().map(quote).collect::<Vec<_>>().join(" ")
}

/// The verdict in CBMC's words and its CSS class.
fn verdict_words(o: &Outcome) -> (&'static str, &'static str) {
    match o {
        Outcome::Success(_) => ("VERIFICATION SUCCESSFUL", "success"),
        Outcome::Failed => ("VERIFICATION FAILED", "failed"),
        Outcome::Inconclusive(_) => ("VERIFICATION INCONCLUSIVE", "inconclusive"),
    }
}

/// A property's status as the text report words it, and its CSS class.
fn status_text(r: &PropertyResult) -> (String, &'static str) {
    let class = match r.status {
        Status::Failed => "failed",
        Status::Success => "success",
        Status::Unknown => "inconclusive",
    };
    (super::text::status_text(r), class)
}

/// The replay of a counterexample (`--validate`), as a sentence.
fn replay_text(r: &PropertyResult) -> (String, &'static str) {
    let detail = r.validation.as_deref().unwrap_or("");
    match r.validated {
        Some(true) => (format!("replayed with the C compiler: {detail}"), "success"),
        Some(false) => (format!("NOT confirmed by a compiled run: {detail}"), "inconclusive"),
        None if r.trace.is_some() => {
            ("not replayed (run with --validate to replay it with the C compiler)".into(), "")
        }
        None => ("—".into(), ""),
    }
}

/// The rows every summary starts with: input files, command line, loop.
fn run_rows(out: &mut String, info: &RunInfo, opts: &HtmlOptions) {
    let p = info.program;
    let files: Vec<String> = p
        .files
        .iter()
        .filter(|f| !f.starts_with('<'))
        .map(|f| format!("<span class=\"mono\">{}</span>", esc(f)))
        .collect();
    kv_row(out, "files", &files.join(", "));
    kv_row(out, "command", &format!("<code>{}</code>", esc(&shell_line(&opts.command))));
    if let Some(id) = &info.loop_id {
        kv_row(
            out,
            "incremental loop",
            &format!("{} at {}", esc(id), esc(info.loop_loc.as_deref().unwrap_or("?"))),
        );
    }
}

fn index_page(v: &Verdict, info: &RunInfo, opts: &HtmlOptions, links: &[Option<String>]) -> String {
    let p = info.program;
    let (words, class) = verdict_words(&v.outcome);
    let mut out =
        format!("<h1>ibmc report</h1>\n<p class=\"verdict {class}\" id=\"verdict\">{words}</p>\n");
    out.push_str("<section id=\"summary\">\n<h2>Run</h2>\n<table class=\"kv\">\n");
    run_rows(&mut out, info, opts);
    let proof = match &v.outcome {
        Outcome::Success(Proof::KInduction(k)) => format!("k-induction (k = {k})"),
        Outcome::Success(proof) => proof.name().to_string(),
        Outcome::Failed => "— (a counterexample)".into(),
        Outcome::Inconclusive(why) => format!("— ({})", why),
    };
    kv_row(&mut out, "proof", &esc(&proof));
    let depth = match (&v.outcome, v.depth) {
        (_, None) => "no frame fully checked".to_string(),
        (Outcome::Failed, Some(d)) => format!("{d} (the earliest violation)"),
        (_, Some(d)) => format!("{d} (the deepest frame checked)"),
    };
    kv_row(&mut out, "depth", &esc(&depth));
    if let Some(c) = v.checked {
        kv_row(&mut out, "checked", &format!("frames 0 to {c} for every open property"));
    }
    if !v.cut_points.is_empty() {
        kv_row(
            &mut out,
            "cut points",
            &format!(
                "{} (frame k is the k-th segment between cut points)",
                esc(&v.cut_points.join(", "))
            ),
        );
    }
    if let Some(b) = info.loop_bounds_text() {
        kv_row(&mut out, "inner loop bounds", &format!("{} (enough from every loop-head state, as the solver proved; an unwinding assertion checks it)", esc(&b)));
    }
    let s = &v.stats;
    kv_row(
        &mut out,
        "time",
        &format!(
            "{:.3} s in all (frontend {:.3} s, loop bounds {:.3} s, symbolic execution {:.3} s, encoding {:.3} s, solving {:.3} s)",
            info.time_total.as_secs_f64(),
            info.time_frontend.as_secs_f64(),
            info.time_loop_bounds.as_secs_f64(),
            s.time_symex.as_secs_f64(),
            s.time_encode.as_secs_f64(),
            s.time_solve.as_secs_f64()
        ),
    );
    kv_row(
        &mut out,
        "solver",
        &format!(
            "{} frames, {} solver calls, {} variables, {} clauses",
            s.frames, s.solver_calls, s.variables, s.clauses
        ),
    );
    if let Some(sv) = &info.svcomp {
        kv_row(&mut out, "SV-COMP verdict", &esc(sv));
    }
    out.push_str("</table>\n</section>\n");

    out.push_str("<section id=\"properties\">\n<h2>Properties</h2>\n<table class=\"props\">\n<thead><tr><th>property</th><th>location</th><th>function</th><th>description</th><th>status</th><th>frame</th><th>proof</th><th>replay</th></tr></thead>\n<tbody>\n");
    for (r, link) in v.properties.iter().zip(links) {
        let prop = p.property(r.prop);
        let id = match link {
            Some(file) => format!("<a href=\"{}\">{}</a>", esc(file), esc(&prop.id)),
            None => esc(&prop.id),
        };
        let (status, sclass) = status_text(r);
        let (replay, rclass) = replay_text(r);
        let proof = match r.proof {
            Some(Proof::KInduction(k)) => format!("k-induction (k = {k})"),
            Some(pr) => pr.name().to_string(),
            None => "—".into(),
        };
        let loc = r.trace.as_ref().map(|t| t.loc).unwrap_or(prop.loc);
        let _ = writeln!(
            out,
            "<tr data-property=\"{}\"><td class=\"mono\">{id}</td><td class=\"mono\">{}</td><td class=\"mono\">{}</td><td>{}</td><td class=\"{sclass}\">{}</td><td>{}</td><td>{}</td><td class=\"{rclass}\">{}</td></tr>",
            esc(&prop.id),
            esc(&p.render_loc(loc)),
            esc(&prop.function),
            esc(&prop.description),
            esc(&status),
            r.depth.map(|d| d.to_string()).unwrap_or_else(|| "—".into()),
            esc(&proof),
            esc(&replay)
        );
    }
    out.push_str("</tbody>\n</table>\n");
    if links.iter().any(Option::is_some) {
        out.push_str("<p>Each failed property links to its counterexample: signal plots, the trace table and the source.</p>\n");
    }
    out.push_str("</section>\n");

    if let Some(c) = &v.certificate {
        out.push_str("<section id=\"certificate\">\n<h2>Invariant</h2>\n");
        let (check, cclass) = if c.checked {
            ("re-checked: initiation, consecution and safety hold on a freshly built transition system (fresh solver)", "success")
        } else {
            ("NOT re-checked", "failed")
        };
        let _ = writeln!(
            out,
            "<p>Found by {} ({} lemmas); <span class=\"{cclass}\" id=\"recheck\">{check}</span>.{}</p>\n<pre class=\"invariant\">{}</pre>",
            esc(c.engine),
            c.lemmas,
            if c.is_c { "" } else { " With cut points the invariant names the cut point and each call stack's locals: it is not a C expression." },
            esc(&c.invariant)
        );
        out.push_str("</section>\n");
    }
    page("ibmc report", &[("index.html", "Summary")], &out)
}

fn property_page(
    p: &Program,
    r: &PropertyResult,
    t: &crate::engine::Trace,
    cut_points: bool,
    opts: &HtmlOptions,
    req: Option<&super::requirement::Requirement>,
) -> String {
    let prop = p.property(r.prop);
    let mut out = format!(
        "<h1>{} <span class=\"failed\">FAILED</span> in frame {}</h1>\n",
        esc(&prop.id),
        t.frame
    );
    out.push_str("<table class=\"kv\">\n");
    kv_row(&mut out, "description", &esc(&prop.description));
    if let Some(req) = req {
        let formula = format!("<span class=\"mono\" id=\"formula\">{}</span>", esc(&req.formula));
        kv_row(&mut out, "requirement", &formula);
    }
    kv_row(
        &mut out,
        "violated at",
        &format!(
            "<span class=\"mono\">{}</span> in function <span class=\"mono\">{}</span>",
            esc(&p.render_loc(t.loc)),
            esc(&prop.function)
        ),
    );
    // With cut points, frames count segments between cut points, not loop iterations.
    let unit =
        if cut_points { "segment(s) between cut points" } else { "execution(s) of the loop body" };
    kv_row(&mut out, "frame", &format!("{} (the violation needs {} {unit})", t.frame, t.frame));
    let (replay, rclass) = replay_text(r);
    kv_row(
        &mut out,
        "replay",
        &format!("<span class=\"{rclass}\" id=\"replay\">{}</span>", esc(&replay)),
    );
    out.push_str("</table>\n<section id=\"source\">\n<h2>Source</h2>\n");
    out.push_str(&trace::source_excerpt(p, t.loc, SOURCE_CONTEXT));
    out.push_str("</section>\n");
    out.push_str(&trace::signal_sections(
        t,
        &opts.signals,
        &Marker { frame: t.frame, label: "violation".into() },
        req,
    ));
    page(&format!("{} — ibmc", prop.id), &[("index.html", "Summary")], &out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_and_quoting() {
        let mut taken = HashSet::new();
        assert_eq!(unique_file("prop-a", &mut taken), "prop-a.html");
        assert_eq!(unique_file("prop-a", &mut taken), "prop-a-2.html");
        let args: Vec<String> =
            ["ibmc", "a b.c", "--trace-signals", "x*,it's"].iter().map(|s| s.to_string()).collect();
        assert_eq!(shell_line(&args), "ibmc 'a b.c' --trace-signals 'x*,it'\\''s'");
    }
}
