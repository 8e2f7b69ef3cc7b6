//! From the command line to the program the engines check: the frontend's and the checks'
//! options, the instrumentation, and the properties selected.

use crate::cli::Cli;
use crate::error::{Error, Result};
use crate::frontend::{self, FrontendOptions};
use crate::ir::checks::CheckOptions;
use crate::ir::{CheckKind, PropKind};
use crate::spec::{Spec, SvProperty};

/// Loads the program, adds the checks and coverage goals asked for, and selects the
/// properties the run checks; also the `--cover` criteria.
pub(super) fn program(
    cli: &Cli,
    spec: Option<&Spec>,
) -> Result<(crate::ir::Program, Option<crate::ir::cover::Criteria>)> {
    let checks = check_options(cli, spec);
    let opts = FrontendOptions {
        include_dirs: cli.include.clone(),
        defines: cli.define.clone(),
        malloc: malloc_options(cli),
        error_labels: cli.error_label.clone(),
        memory_leak_check: cli.memory_leak_check,
        nondet_static: cli.nondet_static,
        coverage: cli.cover.is_some(),
        pointer_check: checks.pointer,
        bounds_check: checks.bounds,
        tree_depths: frontend::TreeDepths {
            min_null: cli.min_null_tree_depth,
            max_nondet: cli.max_nondet_tree_depth,
        },
    };
    let mut program = frontend::load_for_entry(&cli.files, &opts, &cli.function)?;
    // --requirements: a requirement's assertion carries the requirement's id.
    for p in program.properties.iter_mut() {
        if let Some(r) = cli.requirement_info.iter().find(|r| r.description == p.description) {
            p.id = r.id.clone();
        }
    }
    // Before the checks: the exit conditions stay, checked once.
    if !cli.no_self_loops_to_assumptions {
        crate::ir::self_loops::to_assumptions(&mut program);
    }
    crate::ir::checks::instrument(&mut program, &checks)?;
    let cover = cli.cover.as_deref().map(crate::ir::cover::Criteria::parse).transpose()?;
    if let Some(criteria) = &cover {
        crate::ir::cover::instrument(&mut program, criteria)?;
    }
    select_properties(cli, &mut program, spec)?;
    Ok((program, cover))
}

/// The checks the run adds: those asked for, and CBMC 6's standard checks unless
/// `--no-standard-checks` (or `--no-X-check` for one of them). An SV-COMP property file names
/// the one property it is about, and `--cover`'s properties are its goals: neither gets the
/// standard checks (CBMC makes them assumptions of the goals; ibmc leaves them out).
fn check_options(cli: &Cli, spec: Option<&Spec>) -> CheckOptions {
    let standard = !cli.no_standard_checks && spec.is_none() && cli.cover.is_none();
    let on = |asked: bool, turned_off: bool| asked || (standard && !turned_off);
    let no_overflow = matches!(spec.map(|s| &s.property), Some(SvProperty::NoOverflow));
    CheckOptions {
        signed_overflow: on(cli.signed_overflow_check, cli.no_signed_overflow_check) || no_overflow,
        unsigned_overflow: cli.unsigned_overflow_check,
        div_by_zero: on(cli.div_by_zero_check, cli.no_div_by_zero_check),
        shift: on(cli.shift_check, cli.no_undefined_shift_check),
        conversion: cli.conversion_check,
        bounds: on(cli.bounds_check, cli.no_bounds_check),
        nan: cli.nan_check,
        float_overflow: cli.float_overflow_check,
        float_div_by_zero: cli.float_div_by_zero_check,
        pointer: on(cli.pointer_check, cli.no_pointer_check),
        pointer_overflow: cli.pointer_overflow_check,
        pointer_primitive: on(cli.pointer_primitive_check, cli.no_pointer_primitive_check),
        enum_range: cli.enum_range_check,
    }
}

/// Which properties the run checks: `--property` ids, or those of the SV-COMP property file.
fn select_properties(
    cli: &Cli,
    program: &mut crate::ir::Program,
    spec: Option<&Spec>,
) -> Result<()> {
    for id in &cli.property {
        if !program.properties.iter().any(|p| &p.id == id) {
            return Err(Error::usage(format!("no property {id} (--show-properties lists them)")));
        }
    }
    let wanted = |p: &crate::ir::Property| {
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
