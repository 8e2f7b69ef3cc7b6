//! `--cover ... --validate`: an independent check of the coverage ibmc reports. Every
//! generated test runs on the program compiled with `gcc --coverage` (the `--validate`
//! harness feeds its inputs; the program's objects are compiled once, so gcov's counters add
//! up over the runs), then gcov's line and branch counts are compared with the `location` and
//! `branch` goals:
//! - a goal reported covered must have its line executed;
//! - a line whose goals are all reported not covered must not be executed;
//! - per line with one decision's branch goals: no outcome covered ⇔ gcov took no branch
//!   there; gcov took every branch of the line ⇒ both outcomes covered; both covered ⇒ at
//!   least two taken.
//!
//! Lines gcov has no count for (declarations), goals covered only by tests the harness cannot
//! reproduce (a nonzero uninitialized local), and other criteria are not compared.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::{Command, Stdio};

use super::harness;
use super::run::{build_and_run_in, BuildOptions, TempDir};
use super::ReplayOptions;
use crate::engine::cover::{Coverage, GoalStatus};
use crate::ir::Criterion;
use crate::ir::{Program, PropKind};

/// The outcome of the comparison.
#[derive(Debug, Clone, Default)]
pub struct GcovCheck {
    /// Tests run on the compiled program.
    pub runs: usize,
    /// Tests not run, with why (values the harness cannot produce).
    pub skipped: Vec<String>,
    /// Goals compared with gcov's counts.
    pub compared: usize,
    /// Goals or lines where ibmc and gcov disagree: ibmc bugs.
    pub disagreements: Vec<String>,
    /// The check could not be carried out (no gcc or gcov, a compilation error).
    pub error: Option<String>,
}

/// gcov's counts over all runs, by (file base name, line).
#[derive(Debug, Default)]
struct Counts {
    lines: BTreeMap<(String, u32), u64>,
    branches: BTreeMap<(String, u32), Vec<u64>>,
}

fn base_name(f: &str) -> String {
    Path::new(f)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| f.to_string())
}

/// Runs the tests of `coverage` under gcov and compares.
pub fn check(program: &Program, coverage: &Coverage, opts: &ReplayOptions) -> GcovCheck {
    let mut out = GcovCheck::default();
    if opts.files.is_empty() {
        out.error = Some("no source files to compile".into());
        return out;
    }
    let tmp = match TempDir::new() {
        Ok(t) => t,
        Err(e) => {
            out.error = Some(e);
            return out;
        }
    };
    let timeout = if opts.timeout_secs.is_finite() && opts.timeout_secs > 0.0 {
        opts.timeout_secs
    } else {
        10.0
    };
    let build = BuildOptions {
        opts,
        sanitize: None,
        wrapv: true,
        globals: super::program_globals(program),
        coverage: true,
        defined: super::defined_functions(program),
        args: None,
        assertions_return: false,
    };
    let mut ran = vec![false; coverage.tests.len()];
    for (i, t) in coverage.tests.iter().enumerate() {
        let inputs = match super::trace_inputs(program, &t.trace) {
            Ok(inputs) if inputs.unreproducible.is_empty() => inputs,
            Ok(inputs) => {
                let list: Vec<String> =
                    inputs.unreproducible.iter().map(|(s, n)| format!("{n} from {s}")).collect();
                out.skipped.push(format!(
                    "test {}: values the harness cannot produce ({})",
                    i + 1,
                    list.join(", ")
                ));
                continue;
            }
            Err(why) => {
                out.skipped.push(format!("test {}: {why}", i + 1));
                continue;
            }
        };
        let h = harness::generate(&inputs.queues, None, (timeout * 1000.0).ceil() as u64);
        if let Err(e) = build_and_run_in(&tmp.0, &h, &build, timeout, &|_| None) {
            out.error = Some(e);
            return out;
        }
        ran[i] = true;
        out.runs += 1;
    }
    let counts = match read_counts(&tmp.0, opts.files.len()) {
        Ok(c) => c,
        Err(e) => {
            out.error = Some(e);
            return out;
        }
    };
    if out.runs > 0 && counts.lines.is_empty() {
        out.error = Some("gcov reported no line counts".into());
        if std::env::var_os("IBMC_KEEP_GCOV").is_some() {
            let keep = std::env::temp_dir().join("ibmc-gcov-kept");
            let _ = std::fs::remove_dir_all(&keep);
            let _ = std::fs::rename(&tmp.0, &keep);
        }
        return out;
    }
    compare(program, coverage, &ran, &counts, &mut out);
    out
}

/// Every file's counts, from `gcov --json-format --stdout` on each program object's data.
fn read_counts(dir: &Path, files: usize) -> Result<Counts, String> {
    let mut counts = Counts::default();
    for i in 0..files {
        let gcda = format!("prog{i}.gcda");
        if !dir.join(&gcda).exists() {
            // No test ran (or none reached an exit): every count is zero.
            continue;
        }
        let res = Command::new("gcov")
            .args(["-b", "--json-format", "--stdout", &gcda])
            .current_dir(dir)
            .stdin(Stdio::null())
            .output()
            .map_err(|e| format!("cannot run gcov: {e}"))?;
        if !res.status.success() {
            return Err(format!("gcov failed: {}", String::from_utf8_lossy(&res.stderr).trim()));
        }
        for doc in
            String::from_utf8_lossy(&res.stdout).lines().filter(|l| l.trim_start().starts_with('{'))
        {
            let v: serde_json::Value =
                serde_json::from_str(doc).map_err(|e| format!("gcov's JSON: {e}"))?;
            for f in v["files"].as_array().into_iter().flatten() {
                let file = base_name(f["file"].as_str().unwrap_or(""));
                for l in f["lines"].as_array().into_iter().flatten() {
                    let line = l["line_number"].as_u64().unwrap_or(0) as u32;
                    *counts.lines.entry((file.clone(), line)).or_default() +=
                        l["count"].as_u64().unwrap_or(0);
                    let bs: Vec<u64> = l["branches"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .map(|b| b["count"].as_u64().unwrap_or(0))
                        .collect();
                    if !bs.is_empty() {
                        let e = counts
                            .branches
                            .entry((file.clone(), line))
                            .or_insert_with(|| vec![0; bs.len()]);
                        if e.len() == bs.len() {
                            e.iter_mut().zip(&bs).for_each(|(a, b)| *a += b);
                        }
                    }
                }
            }
        }
    }
    Ok(counts)
}

fn compare(
    program: &Program,
    coverage: &Coverage,
    ran: &[bool],
    counts: &Counts,
    out: &mut GcovCheck,
) {
    // Per (file, line): location goals covered / not covered; branch outcomes covered.
    #[derive(Default)]
    struct Line {
        covered: Vec<String>,
        not_covered: Vec<String>,
        unconfirmable: bool,
        outcomes: BTreeSet<bool>,
        branch_goals: usize,
    }
    let mut lines: BTreeMap<(String, u32), Line> = BTreeMap::new();
    for (g, status) in &coverage.goals {
        let prop = program.property(*g);
        let PropKind::Cover(criterion) = prop.kind else { continue };
        let key = (base_name(program.file_name(prop.loc.file)), prop.loc.line);
        let line = lines.entry(key).or_default();
        let covered = match status {
            GoalStatus::Covered { test, .. } => {
                if !ran.get(*test).copied().unwrap_or(false) {
                    line.unconfirmable = true;
                    continue;
                }
                true
            }
            GoalStatus::Unreachable { .. } | GoalStatus::Uncovered { .. } => false,
        };
        let outcome = match criterion {
            Criterion::Branch if prop.description.ends_with("branch true") => Some(true),
            Criterion::Branch if prop.description.ends_with("branch false") => Some(false),
            Criterion::Location | Criterion::Branch => None,
            _ => continue,
        };
        match outcome {
            Some(o) => {
                line.branch_goals += 1;
                if covered {
                    line.outcomes.insert(o);
                }
            }
            None if covered => line.covered.push(prop.id.clone()),
            None => line.not_covered.push(prop.id.clone()),
        }
    }
    for ((file, n), l) in &lines {
        let at = format!("{file}:{n}");
        if let Some(&count) = counts.lines.get(&(file.clone(), *n)) {
            for id in &l.covered {
                out.compared += 1;
                if count == 0 {
                    out.disagreements.push(format!(
                        "{id} ({at}) is reported covered, but gcov counts the line 0 times"
                    ));
                }
            }
            if l.covered.is_empty() && l.outcomes.is_empty() && !l.unconfirmable {
                for id in &l.not_covered {
                    out.compared += 1;
                    if count > 0 {
                        out.disagreements.push(format!("{id} ({at}) is reported not covered, but gcov counts the line {count} times"));
                    }
                }
            }
        }
        // One decision per line: gcc attributes a `switch`'s case jumps to the switch line
        // and pools a line's conditionals, so a line with two decisions (`case 2: if (c)`)
        // cannot be compared outcome for outcome.
        if l.branch_goals != 2 || l.unconfirmable {
            continue;
        }
        let Some(bs) = counts.branches.get(&(file.clone(), *n)) else { continue };
        out.compared += l.branch_goals;
        let taken = bs.iter().filter(|&&c| c > 0).count();
        let both = l.outcomes.len() == 2;
        if l.outcomes.is_empty() != (taken == 0) {
            out.disagreements.push(format!(
                "{at}: ibmc covers {} branch outcome(s) of the line, gcov took {taken} of its {} branches",
                l.outcomes.len(),
                bs.len()
            ));
        } else if taken == bs.len() && !both {
            out.disagreements
                .push(format!("{at}: gcov took every branch of the line, ibmc covers one outcome"));
        } else if both && taken < 2 {
            out.disagreements
                .push(format!("{at}: ibmc covers both outcomes, gcov took {taken} branch(es)"));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cover::{Coverage, GoalStatus, TestCase};
    use crate::engine::Trace;
    use crate::ir::cover::{instrument, Criteria};

    /// The comparison itself: claims that gcov's counts contradict are reported, claims they
    /// confirm are not (the counts here are made up; `tests/coverage.rs` runs real ones).
    #[test]
    fn disagreements_are_found_both_ways() {
        let file =
            std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/cover/controller.c");
        let opts = crate::frontend::FrontendOptions { coverage: true, ..Default::default() };
        let mut program = crate::frontend::load(&[file], &opts).expect("loads");
        instrument(&mut program, &Criteria::parse("location").expect("criteria"))
            .expect("instruments");
        let goals = crate::engine::cover::goals(&program);
        assert!(goals.len() > 10, "{} goals", goals.len());
        let trace = Trace {
            prop: goals[0],
            frame: 0,
            loc: program.property(goals[0]).loc,
            frames: Vec::new(),
            uninit: Default::default(),
            removed: Vec::new(),
        };
        let all_covered = Coverage {
            goals: goals.iter().map(|g| (*g, GoalStatus::Covered { test: 0, frame: 0 })).collect(),
            tests: vec![TestCase { trace, goals: goals.clone(), covers: goals.clone() }],
            checked: Some(0),
            stopped: None,
            stats: Default::default(),
            proof_time: Default::default(),
            cut_points: Vec::new(),
        };
        let mut counts = Counts::default();
        for g in &goals {
            let p = program.property(*g);
            counts.lines.insert((base_name(program.file_name(p.loc.file)), p.loc.line), 0);
        }
        let mut out = GcovCheck::default();
        compare(&program, &all_covered, &[true], &counts, &mut out);
        assert!(out.compared >= goals.len() / 2, "{out:?}");
        assert_eq!(
            out.disagreements.len(),
            out.compared,
            "every covered claim on a line gcov never ran: {out:?}"
        );
        counts.lines.values_mut().for_each(|c| *c = 3);
        let mut out = GcovCheck::default();
        compare(&program, &all_covered, &[true], &counts, &mut out);
        assert!(out.disagreements.is_empty(), "{out:?}");
        // Not covered, yet gcov ran the lines: each one disagrees.
        let none = Coverage {
            goals: goals.iter().map(|g| (*g, GoalStatus::Uncovered { depth: Some(3) })).collect(),
            ..all_covered
        };
        let mut out = GcovCheck::default();
        compare(&program, &none, &[true], &counts, &mut out);
        assert!(
            !out.disagreements.is_empty() && out.disagreements.len() == out.compared,
            "{out:?}"
        );
    }
}
