//! A model folder as the input (`ibmc DIR --requirements FILE`): discover the interface,
//! generate the harness, and run the ordinary pipeline on it with each requirement's
//! assertion renamed to the requirement's id (`--show-interface`, `--show-harness` print
//! instead).

use std::path::{Path, PathBuf};

use crate::cli::Cli;
use crate::error::{Error, Result};
use crate::harness::{generate, interface, requirements};

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
    let work = std::env::temp_dir().join(format!("ibmc-requirements-{}", std::process::id()));
    std::fs::create_dir_all(&work)
        .map_err(|e| Error::internal(format!("cannot create {}: {e}", work.display())))?;
    let file = work.join(format!("{}_requirements.c", iface.model));
    std::fs::write(&file, &c)
        .map_err(|e| Error::internal(format!("cannot write {}: {e}", file.display())))?;
    let mut inner = cli.clone();
    inner.files = vec![file];
    inner.include.push(absolute(&dir));
    inner.requirements = None;
    inner.requirement_ids =
        req.requirements.iter().map(|r| (generate::description(r), r.id.clone())).collect();
    let code = each_requirement(cli, &inner, &req, &work);
    let _ = std::fs::remove_dir_all(&work);
    code
}

/// One run per requirement (`--property ID`, unless the command line selects properties):
/// an execution ends at a failed assertion, so in one run a violated requirement would hide
/// the steps after its violation from the others. The exit code is the worst verdict's
/// (failed, then inconclusive); `--junit` collects the runs' test cases.
fn each_requirement(
    cli: &Cli,
    inner: &Cli,
    req: &requirements::RequirementsFile,
    work: &Path,
) -> Result<u8> {
    if !cli.property.is_empty() || req.requirements.len() == 1 {
        return super::run(inner);
    }
    let mut worst = 0u8;
    let mut cases = String::new();
    let (mut failures, mut skipped) = (0, 0);
    for (i, r) in req.requirements.iter().enumerate() {
        let mut one = inner.clone();
        one.property = vec![r.id.clone()];
        let junit = work.join(format!("junit{i}.xml"));
        one.junit = cli.junit.as_ref().map(|_| junit.clone());
        if !cli.json {
            println!("== Requirement {}: {}", r.id, r.text);
        }
        let code = super::run(&one)?;
        worst = match (worst, code) {
            (10, _) | (_, 10) => 10,
            (5, _) | (_, 5) => 5,
            (w, c) => w.max(c),
        };
        if let Ok(x) = std::fs::read_to_string(&junit) {
            failures += x.matches("<failure ").count();
            skipped += x.matches("<skipped ").count();
            cases.extend(x.lines().filter(|l| l.starts_with("    ")).map(|l| format!("{l}\n")));
        }
    }
    if let Some(path) = &cli.junit {
        let xml = format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n  <testsuite name=\"ibmc\" tests=\"{}\" failures=\"{failures}\" skipped=\"{skipped}\">\n{cases}  </testsuite>\n</testsuites>\n",
            req.requirements.len()
        );
        std::fs::write(path, xml)
            .map_err(|e| Error::usage(format!("--junit {}: {e}", path.display())))?;
    }
    Ok(worst)
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
