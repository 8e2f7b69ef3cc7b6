//! SV-COMP YAML witnesses, format version 2.0 (sosy-lab/sv-witnesses: violation-witness and
//! correctness-witness schemas, as used by SV-COMP 2025 and 2026).
//!
//! A violation witness is one `violation_sequence` entry whose content is a sequence of
//! segments: one per nondeterministic input of the counterexample, each a single
//! `function_return` waypoint (action `follow`) at the `)` closing the call, with the
//! constraint `\result == VALUE` in format `acsl_expression` (the only form the format allows
//! for return values), and a final segment with the `target` waypoint at the violation.
//! An input whose call cannot be found in the source text (a macro expanding to the call, an
//! uninitialized variable) gets no waypoint: the witness then describes more executions,
//! still including the violating one, whereas a waypoint at the wrong call would make it
//! wrong.

use std::collections::{HashMap, HashSet};

use super::source::{is_identifier, Sources};
use super::yaml::{self, Yaml};
use super::{now_iso8601, scalar_literal, sha256_file, uuid_v4, FormatContext, PRODUCER, VERSION};
use crate::engine::trace::StepKind;
use crate::engine::Trace;
use crate::error::{Error, Result};
use crate::ir::loops::LoopInfo;
use crate::ir::{FileId, InstrKind, Loc, Program, PropKind};

/// Calls a `target` waypoint may point at: the error functions and the assertion forms.
const VIOLATION_CALLS: [&str; 9] = [
    "reach_error",
    "__VERIFIER_error",
    "__VERIFIER_assert",
    "assert",
    "__assert_fail",
    "__assert",
    "__assert_perror_fail",
    "__CPROVER_assert",
    "__ESBMC_assert",
];

pub fn violation(program: &Program, trace: &Trace, ctx: &FormatContext) -> Result<String> {
    let mut sources = Sources::default();
    let sites = nondet_sites(program);
    let mut content = Vec::new();
    for (_, step) in trace.inputs() {
        let StepKind::Input { source } = &step.kind else { continue };
        if !is_identifier(source) {
            continue; // `<uninitialized>`, `<havoc>`: no call to point at
        }
        let Some(location) = return_location(program, &mut sources, step.loc, source, &sites)
        else {
            tracing::debug!(
                "witness: no call of {source} found at {}; its value ({}) is left out",
                program.render_loc(step.loc),
                step.value
            );
            continue;
        };
        let value = format!("\\result == {}", scalar_literal(step.value, step.ty));
        content.push(segment(Yaml::map([
            ("type", Yaml::str("function_return")),
            ("action", Yaml::str("follow")),
            ("location", location),
            (
                "constraint",
                Yaml::map([("value", Yaml::str(value)), ("format", Yaml::str("acsl_expression"))]),
            ),
        ])));
    }
    let prop = program.properties.get(trace.prop.0 as usize).ok_or_else(|| {
        Error::internal(format!(
            "the trace names property #{} the program does not have",
            trace.prop.0
        ))
    })?;
    let file = program.file_name(trace.loc.file);
    let mut location =
        vec![("file_name", Yaml::str(file)), ("line", Yaml::Int(trace.loc.line.max(1) as i64))];
    // Another property on the line could be the call found there instead of this one.
    let alone = program
        .properties
        .iter()
        .filter(|p| p.loc.file == trace.loc.file && p.loc.line == trace.loc.line)
        .count()
        <= 1;
    let at_call = matches!(prop.kind, PropKind::ErrorCall | PropKind::Assertion)
        .then(|| sources.call_on_line(file, trace.loc.line, trace.loc.col, &VIOLATION_CALLS, alone))
        .flatten();
    if let Some(col) = at_call.and_then(|(_, at)| sources.char_column(file, trace.loc.line, at)) {
        location.push(("column", Yaml::Int(col as i64)));
    }
    if is_identifier(&prop.function) {
        location.push(("function", Yaml::str(&prop.function)));
    }
    content.push(segment(Yaml::map([
        ("type", Yaml::str("target")),
        ("action", Yaml::str("follow")),
        ("location", Yaml::map(location)),
    ])));
    let entry = Yaml::map([
        ("entry_type", Yaml::str("violation_sequence")),
        ("metadata", metadata(ctx)?),
        ("content", Yaml::Seq(content)),
    ]);
    Ok(yaml::to_string(&Yaml::Seq(vec![entry])))
}

pub fn correctness(
    program: &Program,
    lp: &LoopInfo,
    invariant: &str,
    ctx: &FormatContext,
) -> Result<String> {
    let func = program.functions.get(lp.func.0 as usize).ok_or_else(|| {
        Error::internal(format!("loop {} is in a function the program does not have", lp.id))
    })?;
    let mut sources = Sources::default();
    let file = program.file_name(lp.loc.file);
    let line = lp.loc.line.max(1);
    // A loop invariant must point at the loop's keyword; a loop made of gotos has none, and
    // then the invariant is a location invariant at the statement the head's line starts
    // with (the head's own column may be inside that statement).
    let (kind, at) = match sources.loop_keyword(file, line, lp.loc.col) {
        Some(at) => ("loop_invariant", Some(at)),
        None => ("location_invariant", sources.first_token(file, line)),
    };
    let column = at.and_then(|at| sources.char_column(file, line, at)).unwrap_or(1);
    let mut location = vec![
        ("file_name", Yaml::str(file)),
        ("line", Yaml::Int(line as i64)),
        ("column", Yaml::Int(column as i64)),
    ];
    if is_identifier(&func.name) {
        location.push(("function", Yaml::str(&func.name)));
    }
    let item = Yaml::map([(
        "invariant",
        Yaml::map([
            ("type", Yaml::str(kind)),
            ("location", Yaml::map(location)),
            ("value", Yaml::str(invariant)),
            ("format", Yaml::str("c_expression")),
        ]),
    )]);
    let entry = Yaml::map([
        ("entry_type", Yaml::str("invariant_set")),
        ("metadata", metadata(ctx)?),
        ("content", Yaml::Seq(vec![item])),
    ]);
    Ok(yaml::to_string(&Yaml::Seq(vec![entry])))
}

fn segment(waypoint: Yaml) -> Yaml {
    Yaml::map([("segment", Yaml::Seq(vec![Yaml::map([("waypoint", waypoint)])]))])
}

fn metadata(ctx: &FormatContext) -> Result<Yaml> {
    let mut files = Vec::new();
    let mut hashes = Vec::new();
    for f in &ctx.files {
        let name = f.display().to_string();
        hashes.push((name.clone(), Yaml::Str(sha256_file(f)?)));
        files.push(Yaml::Str(name));
    }
    Ok(Yaml::map([
        ("format_version", Yaml::str("2.0")),
        ("uuid", Yaml::Str(uuid_v4())),
        ("creation_time", Yaml::Str(now_iso8601())),
        ("producer", Yaml::map([("name", Yaml::str(PRODUCER)), ("version", Yaml::str(VERSION))])),
        (
            "task",
            Yaml::map([
                ("input_files", Yaml::Seq(files)),
                ("input_file_hashes", Yaml::Map(hashes)),
                ("specification", Yaml::str(&ctx.spec)),
                ("data_model", Yaml::str("LP64")),
                ("language", Yaml::str("C")),
            ]),
        ),
    ]))
}

/// The nondeterministic call sites of the program.
#[derive(Default)]
struct CallSites<'p> {
    /// The function of each call site, `None` where several share one location (a header's
    /// function linked twice).
    callers: HashMap<(Loc, &'p str), Option<&'p str>>,
    /// How many call sites of a function a line has (distinct columns).
    per_line: HashMap<(FileId, u32, &'p str), HashSet<u32>>,
}

fn nondet_sites(program: &Program) -> CallSites<'_> {
    let mut out = CallSites::default();
    for f in &program.functions {
        for instr in f.body.iter().flatten() {
            if let InstrKind::Nondet { source, .. } = &instr.kind {
                out.callers
                    .entry((instr.loc, source.as_str()))
                    .and_modify(|e| {
                        if *e != Some(f.name.as_str()) {
                            *e = None;
                        }
                    })
                    .or_insert(Some(f.name.as_str()));
                out.per_line
                    .entry((instr.loc.file, instr.loc.line, source.as_str()))
                    .or_default()
                    .insert(instr.loc.col);
            }
        }
    }
    out
}

/// Where a `function_return` waypoint for the call of `source` at `loc` points: the `)`
/// closing the call's arguments.
fn return_location(
    program: &Program,
    sources: &mut Sources,
    loc: Loc,
    source: &str,
    sites: &CallSites,
) -> Option<Yaml> {
    let file = program.file_name(loc.file);
    // When the column does not point at the call (a macro expanded earlier on the line), the
    // only call on the line is this one only if the program has no other call site there
    // (a macro expanding to a call of the same function).
    let alone =
        sites.per_line.get(&(loc.file, loc.line, source)).is_none_or(|cols| cols.len() <= 1);
    let (_, at) = sources.call_on_line(file, loc.line, loc.col, &[source], alone)?;
    let pos = sources.closing_paren(file, loc.line, at)?;
    let mut location = vec![
        ("file_name", Yaml::str(file)),
        ("line", Yaml::Int(pos.line as i64)),
        ("column", Yaml::Int(pos.column as i64)),
    ];
    if let Some(Some(f)) = sites.callers.get(&(loc, source)) {
        if is_identifier(f) {
            location.push(("function", Yaml::str(*f)));
        }
    }
    Some(Yaml::map(location))
}
