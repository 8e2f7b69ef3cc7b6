//! A model folder as the input (`ibmc DIR --requirements FILE`): discover the interface,
//! generate the harness, and run the ordinary pipeline on it with each requirement's
//! assertion renamed to the requirement's id (`--show-interface`, `--show-harness` print
//! instead).

use std::path::{Path, PathBuf};

use crate::cli::Cli;
use crate::error::{Error, Result};
use crate::harness::{generate, interface, requirements};
use crate::ir::{PropId, PropKind};
use crate::report;

/// Whether the run's input is a model folder.
pub(super) fn is_folder_run(cli: &Cli) -> bool {
    cli.requirements.is_some()
        || cli.show_interface
        || cli.show_harness
        || (cli.files.len() == 1 && cli.files[0].is_dir())
}

pub(super) fn run(cli: &Cli) -> Result<u8> {
    let dir = match cli.files.as_slice() {
        [d] if d.is_dir() => d.clone(),
        _ => {
            return Err(Error::usage(
                "--requirements, --show-interface and --show-harness take one model folder as the input",
            ))
        }
    };
    let mut req = cli.requirements.as_deref().map(requirements::read).transpose()?;
    if !cli.property.is_empty() {
        // Only the requirements checked are asserted (see RequirementsFile::select).
        req = req.map(|r| r.select(&cli.property)).transpose()?;
    }
    let overrides = req.as_ref().map(|r| r.overrides.clone()).unwrap_or_default();
    let iface = interface::discover(&dir, &overrides.prelude, overrides.model.as_deref())?;
    if cli.show_interface {
        print_interface(&iface, req.as_ref(), cli.json);
        return Ok(0);
    }
    let Some(req) = req else {
        return Err(Error::usage(format!(
            "{} is a folder: give --requirements FILE (or --show-interface)",
            dir.display()
        )));
    };
    let c = generate::harness(&dir, &iface, &req)?;
    if cli.show_harness {
        print!("{c}");
        return Ok(0);
    }
    let file = write_harness(&iface.model, &c)?;
    let mut inner = cli.clone();
    inner.files = vec![file];
    inner.include.push(absolute(&dir));
    inner.requirements = None;
    inner.requirement_info = report_info(&iface, &req);
    // The requirements are the properties (not the checks CBMC adds to the model's code),
    // each checked in its own run (`engine::separate`).
    if inner.property.is_empty() {
        inner.property = req.requirements.iter().map(|r| r.id.clone()).collect();
    }
    super::run(&inner)
}

/// The harness file: `$TMPDIR/ibmc-requirements/MODEL-HASH/MODEL_requirements.c`, named by
/// its text, so that the processes of a cluster run (one requirement each, merged with
/// `--merge`) report the same locations, and written by renaming a process's own copy, so
/// that they can write it at the same time. It is kept: reports point into it.
fn write_harness(model: &str, c: &str) -> Result<PathBuf> {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    c.hash(&mut h);
    let dir =
        std::env::temp_dir().join("ibmc-requirements").join(format!("{model}-{:016x}", h.finish()));
    let file = dir.join(format!("{model}_requirements.c"));
    let own = dir.join(format!(".{}.tmp", std::process::id()));
    let fail = |e: std::io::Error| Error::internal(format!("cannot write {}: {e}", file.display()));
    std::fs::create_dir_all(&dir).map_err(fail)?;
    std::fs::write(&own, c).map_err(fail)?;
    std::fs::rename(&own, &file).map_err(fail)?;
    Ok(file)
}

/// What the reports show of each requirement: its text, its formula as the file writes it,
/// the signals it names and the thresholds it compares them with, as C paths (a short name
/// stands for the one signal it names, as in the harness).
fn report_info(
    iface: &interface::Interface,
    req: &requirements::RequirementsFile,
) -> Vec<report::requirement::Requirement> {
    let signals = generate::signals(iface, req);
    let path = |name: &str| {
        let hits: Vec<&interface::Signal> = signals.iter().filter(|s| s.short == name).collect();
        match hits.as_slice() {
            [one] if !signals.iter().any(|s| s.path == name) => one.path.clone(),
            _ => name.to_string(),
        }
    };
    // The formulas' text: the parsed file keeps the formulas, not their source strings. By
    // id: with --property the file's requirements are a selection.
    let raw: Option<toml::Value> = toml::from_str(&req.source).ok();
    let formula_text = |id: &str| -> Option<String> {
        let all = raw.as_ref()?.get("requirement")?.as_array()?;
        let entry = all.iter().find(|e| e.get("id").and_then(|v| v.as_str()) == Some(id))?;
        Some(entry.get("formula")?.as_str()?.to_string())
    };
    req.requirements
        .iter()
        .map(|r| report::requirement::Requirement {
            id: r.id.clone(),
            description: generate::description(r),
            text: r.text.clone(),
            formula: formula_text(&r.id).unwrap_or_default(),
            signals: r.formula.signal_names().iter().map(|n| path(n)).collect(),
            thresholds: r
                .formula
                .thresholds()
                .iter()
                .filter_map(|(n, c)| Some((path(n), report::requirement::literal_value(c)?)))
                .collect(),
        })
        .collect()
}

/// A requirements run with several properties: each in its own run (an engine assumes a
/// property after checking it, so in one run a violated requirement would hide the steps
/// after its violation from the others).
pub(super) fn separate_runs(cli: &Cli, program: &crate::ir::Program) -> Option<Vec<Vec<PropId>>> {
    if cli.requirement_info.is_empty() {
        return None;
    }
    let groups: Vec<Vec<PropId>> = program
        .properties
        .iter()
        .enumerate()
        .filter(|(_, p)| p.enabled && p.kind != PropKind::Unwinding)
        .map(|(i, _)| vec![PropId(i as u32)])
        .collect();
    (groups.len() > 1).then_some(groups)
}

fn absolute(p: &Path) -> PathBuf {
    std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf())
}

fn print_interface(
    iface: &interface::Interface,
    req: Option<&requirements::RequirementsFile>,
    json: bool,
) {
    let signals = match req {
        Some(r) => generate::signals(iface, r),
        None => iface.signals.clone(),
    };
    if json {
        let v = serde_json::json!({
            "generator": iface.kind.name(),
            "model": iface.model,
            "files": iface.files.iter().map(|f| f.display().to_string()).collect::<Vec<_>>(),
            "init": iface.init,
            "step": iface.step,
            "signals": signals.iter().map(|s| serde_json::json!({
                "role": s.role.name(), "path": s.path, "name": s.short, "type": s.c_type,
            })).collect::<Vec<_>>(),
        });
        println!("{}", serde_json::to_string_pretty(&v).expect("json"));
        return;
    }
    println!("Model {} ({})", iface.model, iface.kind.name());
    let names: Vec<String> = iface
        .files
        .iter()
        .map(|f| f.file_name().map_or(String::new(), |n| n.to_string_lossy().into_owned()))
        .collect();
    println!("Files: {}", names.join(" "));
    println!("Init: {}", iface.init.join(" "));
    println!("Step: {}", iface.step.join(" "));
    for role in [
        interface::Role::Input,
        interface::Role::Output,
        interface::Role::State,
        interface::Role::Parameter,
    ] {
        let list: Vec<_> = signals.iter().filter(|s| s.role == role).collect();
        if list.is_empty() {
            continue;
        }
        println!("{}s:", role.name());
        for s in list {
            println!("  {:<40} {:<16} (formula name: {})", s.path, s.c_type, s.short);
        }
    }
}
