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
    let opts = FrontendOptions {
        include_dirs: cli.include.clone(),
        defines: cli.define.clone(),
        malloc: malloc_options(cli),
        error_labels: cli.error_label.clone(),
        memory_leak_check: cli.memory_leak_check,
        coverage: cli.cover.is_some(),
        pointer_check: cli.pointer_check,
        bounds_check: cli.bounds_check,
    };
    let mut program = frontend::load_for_entry(&cli.files, &opts, &cli.function)?;
    // Before the checks: the exit conditions stay, checked once.
    if !cli.no_self_loops_to_assumptions {
        crate::ir::self_loops::to_assumptions(&mut program);
    }
    let no_overflow = matches!(spec.map(|s| &s.property), Some(SvProperty::NoOverflow));
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
    crate::ir::checks::instrument(&mut program, &checks)?;
    let cover = cli.cover.as_deref().map(crate::ir::cover::Criteria::parse).transpose()?;
    if let Some(criteria) = &cover {
        crate::ir::cover::instrument(&mut program, criteria)?;
    }
    select_properties(cli, &mut program, spec)?;
    Ok((program, cover))
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
