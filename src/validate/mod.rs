//! `--validate`: replays a counterexample with the system C compiler.
//!
//! The program's files are compiled with `gcc -w -fwrapv -O0 -gdwarf-4 -std=gnu11 -no-pie
//! -finstrument-functions -fno-builtin` (and `-D`/`-I` as ibmc read them) and linked with a
//! generated harness ([`harness`], two translation units) that
//! - defines every nondeterministic function of the program (weak symbols, returning the IR
//!   type of the function's result) returning the trace's input values in order, one queue per
//!   function; a call beyond the end of its queue stops the run (*more inputs than the trace*).
//!   These live in a unit without `#include`s, and `-fno-builtin` keeps gcc from expanding
//!   library functions that ibmc treats as inputs (`abs`, declared but not defined);
//! - defines weak `reach_error`, `__VERIFIER_error`, `__VERIFIER_assert`, `assert`,
//!   `__CPROVER_assert`, `__assert_fail` & co. that report a violation with their return
//!   address, and weak `__VERIFIER_assume`/`__CPROVER_assume` (a false assumption means the
//!   run left the trace's path: not reproduced);
//! - catches calls of the program's *own* `reach_error`/`__VERIFIER_error` definitions (SV-COMP
//!   tasks define `reach_error` as `__assert_fail("0", "f.c", 3, "reach_error")`) on entry:
//!   `-finstrument-functions` makes every program function call `__cyg_profile_func_enter(fn,
//!   call_site)`, and the harness compares `fn` with the addresses `nm` lists for those names
//!   (static definitions included). Like ibmc's frontend, any call of them is the violation,
//!   whatever their body does;
//! - logs each event (violation, inputs exhausted, assumption failed, signal, exit, time-out)
//!   with the number of inputs consumed so far to a file, through raw system calls.
//!
//! The compiled program starts at `main` (ReplayOptions has no entry function).
//! Undefined functions the trace does not need (void functions, unreachable calls) get stubs
//! returning 0 (the link is retried with them), undefined globals zero-initialized
//! definitions of their IR type. The run has stdin closed, stdout discarded, runs in a
//! temporary directory (removed afterwards) and is stopped after `timeout_secs` (by the
//! harness's own timer, with a kill two seconds later as a backstop).
//!
//! **Same property.** The violation's call site is the return address of the reporting
//! function (or the `call_site` of the entry hook), minus one, mapped to `file:line` with
//! `addr2line` (the executable is not position-independent). It must be the line of the
//! trace's property (`program.property(trace.prop).loc`, or `trace.loc`) in the same file
//! (compared canonically, or by base name). For `__assert_fail` (glibc's `assert`), the
//! `__FILE__`/`__LINE__` it was given count as well (a multi-line `assert` has one line for
//! `__LINE__` and the call instruction may have another).
//!
//! Run-time checks are confirmed with UBSan where gcc has a sanitizer for them: signed
//! overflow (`-fsanitize=signed-integer-overflow,shift-base`, without `-fwrapv`), division by
//! zero (`integer-divide-by-zero`), shifts (`shift`) and array bounds (`bounds`), in
//! recoverable mode: the harness's `__ubsan_on_report` hook ends the run at the first report
//! of a matching kind on the property's line and lets other reports pass (ibmc checks
//! properties independently, and the run goes on with the wrapped result ibmc models; UBSan
//! reports each source location once, which is the trace's first violation there). Unsigned
//! overflow and conversion checks (gcc has no sanitizer for them) and unwinding assertions
//! are reported as not replayed, with the reason in the detail. The property's column is not
//! compared (UBSan's is the operator's, ibmc's the statement's).
//!
//! **Same frame.** The run must violate the property after consuming exactly the trace's
//! inputs: all of them (the count at the violation equals the trace's) and no more (a call
//! past the end of a queue stops the run first). Main-loop iterations are not counted: the
//! frame is confirmed through the input count only. That pins it down when the loop reads
//! inputs in every iteration; for a deterministic program (no inputs) the run is unique and
//! its first violation is the one ibmc found, whose frame is not checked independently.
//!
//! **Removed properties.** A run that checks only some properties removes the others'
//! assertions (`Program::select_properties`: `--property`, each requirement's run of
//! `--requirements`); its traces may violate them on their way, and record them
//! (`Trace::removed`). The compiled run goes on past those violations, as ibmc's execution
//! does: the judge names the call site (return address) of a removed property's violation
//! that ended a run, and the run is repeated with the harness returning from the calls at
//! that site (`IBMC_REPLAY_GO_ON`, at most 64 sites), until it ends otherwise. glibc's
//! `__assert_fail` is `noreturn`, so such a replay compiles the program with
//! `-D__noreturn__=` (gcc then compiles the code after the call). A violation at the trace's
//! property's own line is always the property's; any other violation still ends the run (an
//! assertion the trace's run had was assumed, and a trace that violates it is wrong). A run
//! that stops at a removed property it cannot go on past (a call of the program's own
//! `reach_error` definition, whose body would run) is undecided, and so is one killed by
//! SIGFPE or SIGSEGV when the trace's run removed the division-by-zero or memory checks
//! (ibmc's model goes on where the compiled program traps).
//!
//! Uninitialized local variables are zero in the compiled run (`-ftrivial-auto-var-init=zero`),
//! and a local declared without an initializer gets the trace's values: the program is
//! compiled from copies of its files with a call after each such declaration that copies that
//! execution's values over the variable ([`uninit`]). A run with such values that does not
//! reproduce the violation is inconclusive, not a failure. Other inputs the harness cannot
//! produce (pseudo-sources such as `<havoc>`, `<out-of-bounds read>`, `<no return value>`, the
//! contents of `malloc`ed memory), get whatever the compiled code does; the replay is still
//! tried and its detail says it may be inconclusive.
//!
//! **Errors.** A replay that cannot be carried out (no `gcc`, compilation or link failure, no
//! temporary directory) is not an error of the ibmc run: `replay` returns
//! `Ok(Replay { replayed: false, detail: "gcc failed (...): ..." })` so that the verdict is still
//! printed (with `"validated": false`). `Err` is returned only for an inconsistent trace
//! (a property id the program does not have).

pub mod gcov;
mod harness;
mod outcome;
mod run;
mod uninit;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::engine::trace::StepKind;
use crate::engine::Trace;
use crate::error::{Error, Result};
use crate::ir::{CheckKind, InstrKind, Place, Program, PropKind, ScalarTy, Type, Var};

pub use harness::Queue;

/// How to compile the program as ibmc read it.
#[derive(Debug, Clone, Default)]
pub struct ReplayOptions {
    pub files: Vec<PathBuf>,
    pub include_dirs: Vec<PathBuf>,
    pub defines: Vec<String>,
    /// Seconds the compiled program may run.
    pub timeout_secs: f64,
}

/// The outcome of one replay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replay {
    /// The compiled program violated the trace's property after consuming exactly the trace's
    /// inputs.
    pub replayed: bool,
    /// False when the replay could not decide: the compiler cannot show the property (an
    /// unsigned-overflow check, an unwinding assertion), the trace has values a compiled run
    /// cannot be given (uninitialized variables), or the program did not compile. A conclusive
    /// replay that fails is an ibmc bug.
    pub conclusive: bool,
    /// What happened, for the report (`failed assert at file.c:12 after 40 inputs`, ...).
    pub detail: String,
}

impl Replay {
    fn no(detail: impl Into<String>) -> Self {
        Replay { replayed: false, conclusive: true, detail: detail.into() }
    }
    fn undecided(detail: impl Into<String>) -> Self {
        Replay { replayed: false, conclusive: false, detail: detail.into() }
    }
}

/// How the trace's property shows in the compiled program.
#[derive(Debug, Clone)]
enum Target {
    /// An assertion or error call: a harness report from that call site.
    Call,
    /// A UBSan report of one of these kinds, with the `-fsanitize=` list that produces it.
    Ub { sanitize: &'static str, kinds: Vec<&'static str>, wrapv: bool },
}

/// Compiles and runs the program on the trace's inputs.
pub fn replay(program: &Program, trace: &Trace, opts: &ReplayOptions) -> Result<Replay> {
    let prop = program.properties.get(trace.prop.0 as usize).ok_or_else(|| {
        Error::internal(format!(
            "trace of property #{} which the program does not have",
            trace.prop.0
        ))
    })?;
    let target = match replay_target(prop) {
        Ok(t) => t,
        Err(undecided) => return Ok(undecided),
    };
    if opts.files.is_empty() {
        return Ok(Replay::undecided("no source files to compile"));
    }

    let TraceInputs { queues, total, mut unreproducible } = match trace_inputs(program, trace) {
        Ok(i) => i,
        Err(why) => return Ok(Replay::undecided(why)),
    };
    let (args, truncated) = match command_line(trace) {
        Ok(a) => a,
        Err(why) => return Ok(Replay::undecided(why)),
    };
    // Locals declared without an initializer get the trace's values (`uninit.rs`): the program
    // is compiled from copies with the calls that give them.
    let label = match prop.kind {
        PropKind::ErrorLabel => {
            prop.description.strip_prefix("error label ").map(|name| (name, prop.loc))
        }
        _ => None,
    };
    let plan = uninit::plan(program, trace, &opts.files, label);
    if label.is_some() && !plan.label_hooked {
        return Ok(Replay::undecided(
            "not confirmed: the error label (--error-label) was not found where the program has it, so the compiled \
             program cannot report reaching it",
        ));
    }
    let (copies, rewritten_opts) = compile_copies(opts, &plan, &mut unreproducible);
    let opts = &rewritten_opts;

    let sites = outcome::Sites {
        expected: outcome::expected_sites(program, prop.loc, trace.loc),
        removed: outcome::removed_sites(program, trace),
    };
    let expected = &sites.expected;
    let ub = match &target {
        Target::Ub { kinds, .. } => Some(harness::UbTarget {
            file: expected.first().map(|s| s.base.clone()).unwrap_or_default(),
            lines: expected.iter().map(|s| s.line).collect(),
            kinds: kinds.clone(),
        }),
        Target::Call => None,
    };
    let timeout_secs = if opts.timeout_secs.is_finite() && opts.timeout_secs > 0.0 {
        opts.timeout_secs
    } else {
        10.0
    };
    let mut harness =
        harness::generate(&queues, ub.as_ref(), (timeout_secs * 1000.0).ceil() as u64);
    harness.inputs.push_str(&plan.harness);
    let (sanitize, wrapv) = match &target {
        Target::Ub { sanitize, wrapv, .. } => (Some(*sanitize), *wrapv),
        Target::Call => (None, true),
    };
    let build = run::BuildOptions {
        opts,
        sanitize,
        wrapv,
        globals: program_globals(program),
        coverage: false,
        defined: defined_functions(program),
        args,
        assertions_return: !sites.removed.is_empty(),
    };
    let ub_kinds = target_is_ub(&target);
    let go_on = |obs: &run::Observed| outcome::removed_violation(obs, &sites, &ub_kinds);
    let observed = match run::build_and_run(&harness, &build, timeout_secs, &go_on) {
        Ok(o) => o,
        Err(why) => return Ok(Replay::undecided(why)),
    };

    let mut r = outcome::judge(program, prop, trace, &sites, &ub_kinds, total, &observed);
    if !r.replayed && copies.is_some() {
        // Which execution of a declaration a merged uninitialized value came from is the
        // symbolic execution's best knowledge, not a certainty: a run that does not reproduce
        // with them decides nothing.
        r.conclusive = false;
        r.detail = format!("probably inconclusive: the run with the trace's values of uninitialized locals did not reproduce it: {}", r.detail);
    }
    if !r.replayed && truncated {
        r.conclusive = false;
        r.detail = format!(
            "probably inconclusive: a string of the trace's argv runs beyond the modelled part of its object and was \
             passed as far as it is known: {}",
            r.detail
        );
    }
    if !unreproducible.is_empty() {
        let list: Vec<String> =
            unreproducible.iter().map(|(s, n)| format!("{n} from {s}")).collect();
        if r.replayed {
            r.detail.push_str(&format!(
                "; the trace's values the harness cannot produce ({}) were not needed",
                list.join(", ")
            ));
        } else {
            r.conclusive = false;
            r.detail = format!(
                "probably inconclusive: the trace has values the harness cannot produce ({}; the compiled program \
                 uses whatever the memory holds): {}",
                list.join(", "),
                r.detail
            );
        }
    }
    Ok(r)
}

/// What shows `prop`'s violation in the compiled program, or why nothing can (the undecided
/// replay).
fn replay_target(prop: &crate::ir::Property) -> std::result::Result<Target, Replay> {
    Ok(match prop.kind {
        PropKind::Assertion | PropKind::ErrorCall => Target::Call,
        // The copy of the source calls the harness at the label (`uninit.rs`), if it is found.
        PropKind::ErrorLabel => Target::Call,
        PropKind::Unwinding | PropKind::UnwindingAssertion => {
            return Err(Replay::undecided(
                "not confirmed: an unwinding assertion (an inner loop needs more than --unwind iterations) has no \
                 counterpart in the compiled program",
            ))
        }
        PropKind::Cover(_) => {
            return Err(Replay::undecided("not confirmed: a coverage goal is no violation; gcov checks coverage (`scripts/cover-gcov`)"))
        }
        PropKind::Check(kind) => match ub_target(kind) {
            Some(t) => t,
            None => {
                return Err(Replay::undecided(format!(
                    "not confirmed: gcc has no run-time check for {} (property {}), so the compiled program cannot \
                     show the violation",
                    check_name(kind),
                    prop.id
                )))
            }
        },
    })
}

/// The program compiled from copies of the source files where `plan` rewrote them (in a
/// temporary directory, which the options then name): the values given there are no longer
/// unreproducible.
fn compile_copies(
    opts: &ReplayOptions,
    plan: &uninit::Plan,
    unreproducible: &mut BTreeMap<String, usize>,
) -> (Option<run::TempDir>, ReplayOptions) {
    let copies = match run::TempDir::new() {
        Ok(d) if !plan.rewritten.is_empty() => Some(d),
        _ => None,
    };
    let mut rewritten_opts = opts.clone();
    if let Some(dir) = &copies {
        for (i, f) in rewritten_opts.files.iter_mut().enumerate() {
            let Some(text) = plan.rewritten.get(f) else { continue };
            let sub = dir.0.join(i.to_string());
            let copy = sub.join(f.file_name().unwrap_or_default());
            if std::fs::create_dir_all(&sub).and_then(|()| std::fs::write(&copy, text)).is_err() {
                continue;
            }
            // Its `#include "..."`s are found where the original is.
            let parent =
                std::fs::canonicalize(&*f).ok().and_then(|c| c.parent().map(Path::to_path_buf));
            rewritten_opts.include_dirs.extend(parent);
            *f = copy;
        }
        if let Some(n) = unreproducible.get_mut("<uninitialized>") {
            *n = n.saturating_sub(plan.given_nonzero);
            if *n == 0 {
                unreproducible.remove("<uninitialized>");
            }
        }
    }
    (copies, rewritten_opts)
}

/// The most arguments a replay passes (a trace's `argc` is often large when only `argc > 1`
/// matters; every modelled element must be given).
const REPLAY_MAX_ARGC: i128 = 256;

/// A command line's arguments, `argv[0]` first, as bytes.
type Arguments = Vec<Vec<u8>>;

/// The command line the compiled program is run with: `None` (its own path alone) when the
/// program reads neither `argc` nor `argv`; `Err` (why) when the trace's cannot be given.
/// A string that runs beyond the modelled part of its object is passed as far as it is known
/// (`truncated`: a run that does not reproduce is then inconclusive).
fn command_line(trace: &Trace) -> std::result::Result<(Option<Arguments>, bool), String> {
    let Some(c) = trace.command_line() else { return Ok((None, false)) };
    let why = if c.argc < 1 {
        format!("not confirmed: the trace has argc = {}, which no command line gives (argv[0] is always passed)", c.argc)
    } else if c.argc > REPLAY_MAX_ARGC {
        format!("not confirmed: the trace has argc = {}, more arguments than a replay passes ({REPLAY_MAX_ARGC})", c.argc)
    } else if c.argv && c.args.len() as i128 != c.argc {
        "not confirmed: the trace does not hold every string of argv".to_string()
    } else {
        // A program that reads `argc` alone gets arguments of its own choosing.
        let args = if c.argv {
            c.args
        } else {
            (0..c.argc).map(|i| if i == 0 { b"prog".to_vec() } else { b"a".to_vec() }).collect()
        };
        return Ok((Some(args), c.truncated));
    };
    Err(why)
}

fn target_is_ub(t: &Target) -> Option<Vec<&'static str>> {
    match t {
        Target::Ub { kinds, .. } => Some(kinds.clone()),
        Target::Call => None,
    }
}

/// A trace's inputs as the harness feeds them.
pub(crate) struct TraceInputs {
    /// One queue per nondeterministic function, in call order.
    pub queues: BTreeMap<String, Queue>,
    /// The number of values in the queues.
    pub total: usize,
    /// Values the harness cannot produce, by source (`<havoc>`, nonzero `<uninitialized>`).
    pub unreproducible: BTreeMap<String, usize>,
}

/// The harness's queues for a trace; `Err` (why) when the harness cannot feed them at all.
pub(crate) fn trace_inputs(
    program: &Program,
    trace: &Trace,
) -> std::result::Result<TraceInputs, String> {
    // Inputs: one queue per nondeterministic function; the others cannot be reproduced.
    let mut queues: BTreeMap<String, Queue> = nondet_functions(program)
        .into_iter()
        .map(|(name, ty)| (name, Queue { ty, values: Vec::new(), aggregate: None }))
        .collect();
    queues.retain(|name, _| !harness::RESERVED.contains(&name.as_str()));
    let mut total = 0usize;
    let mut unreproducible: BTreeMap<String, usize> = BTreeMap::new();
    // Each struct-returning function's type and how many scalars a call returns (`None`:
    // the harness cannot fill them).
    let aggregates: BTreeMap<String, (Type, Option<usize>)> = aggregate_nondet_functions(program)
        .into_iter()
        .map(|(name, ty)| {
            let leaves = harness::aggregate_leaves(&ty).map(|l| l.len());
            (name, (ty, leaves))
        })
        .collect();
    for (_, step) in trace.inputs() {
        let StepKind::Input { source } = &step.kind else { continue };
        if Trace::is_command_line_step(step) {
            // main's arguments: given on the command line (`command_line`).
            continue;
        }
        if let Some((ty, leaves)) = aggregates.get(source) {
            if leaves.is_none() {
                return Err(format!(
                    "the trace has results of `{source}`, a function without a body that returns {ty}, whose members \
                     (a union, a pointer or a bit-field) the replay harness cannot fill"
                ));
            }
            let q = queues.entry(source.clone()).or_insert_with(|| Queue {
                ty: step.ty,
                values: Vec::new(),
                aggregate: Some(ty.clone()),
            });
            q.values.push(step.value);
            total += 1;
            continue;
        }
        if is_identifier(source) && !harness::RESERVED.contains(&source.as_str()) {
            queues
                .entry(source.clone())
                .or_insert_with(|| Queue { ty: step.ty, values: Vec::new(), aggregate: None })
                .values
                .push(step.value);
            total += 1;
        } else if !(source == "<uninitialized>" && step.value == 0) {
            // A zero uninitialized value is what the zero-initializing compilation gives.
            *unreproducible.entry(source.clone()).or_default() += 1;
        }
    }
    for (name, q) in &queues {
        let leaves = aggregates.get(name).map_or(Some(1), |(_, leaves)| *leaves).unwrap_or(0);
        if leaves == 0 || q.values.len() % leaves != 0 {
            return Err(format!(
                "the trace's results of `{name}` are not whole values of its return type"
            ));
        }
    }
    Ok(TraceInputs { queues, total, unreproducible })
}

/// The sanitizer for a run-time check, if gcc has one.
fn ub_target(kind: CheckKind) -> Option<Target> {
    Some(match kind {
        CheckKind::SignedOverflow => Target::Ub {
            sanitize: "signed-integer-overflow,shift-base",
            kinds: vec!["signed-integer-overflow", "invalid-shift-base"],
            wrapv: false,
        },
        CheckKind::DivByZero => Target::Ub {
            sanitize: "integer-divide-by-zero",
            kinds: vec!["integer-divide-by-zero"],
            wrapv: true,
        },
        CheckKind::Shift => Target::Ub {
            sanitize: "shift",
            kinds: vec!["invalid-shift-exponent", "invalid-shift-base"],
            wrapv: true,
        },
        CheckKind::ArrayBounds => {
            Target::Ub { sanitize: "bounds", kinds: vec!["out-of-bounds-index"], wrapv: true }
        }
        CheckKind::FloatToInt => Target::Ub {
            sanitize: "float-cast-overflow",
            kinds: vec!["float-cast-overflow"],
            wrapv: true,
        },
        CheckKind::UnsignedOverflow
        | CheckKind::Conversion
        | CheckKind::FloatNan
        | CheckKind::FloatOverflow
        | CheckKind::Pointer
        | CheckKind::FloatDivByZero
        | CheckKind::MemoryLeak
        | CheckKind::PointerPrimitive
        | CheckKind::BitCount
        | CheckKind::SameObject
        | CheckKind::PointerRelation
        | CheckKind::EnumRange => return None,
    })
}

fn check_name(kind: CheckKind) -> &'static str {
    match kind {
        CheckKind::SignedOverflow => "signed overflow",
        CheckKind::UnsignedOverflow => "unsigned overflow",
        CheckKind::DivByZero => "division by zero",
        CheckKind::Shift => "undefined shifts",
        CheckKind::Conversion => "out-of-range conversions",
        CheckKind::FloatToInt => "out-of-range float-to-integer conversions",
        CheckKind::ArrayBounds => "array bounds",
        CheckKind::FloatNan => "NaN results",
        CheckKind::FloatOverflow => "float overflow",
        CheckKind::FloatDivByZero => "float division by zero",
        CheckKind::MemoryLeak => "memory leaks",
        CheckKind::Pointer => "pointer dereferences",
        CheckKind::PointerPrimitive => "pointer primitives",
        CheckKind::BitCount => "bit counts of zero",
        CheckKind::SameObject => "pointers of different objects subtracted or compared",
        CheckKind::PointerRelation => "invalid pointers subtracted or compared",
        CheckKind::EnumRange => "values of enumerated types that are none of their constants",
    }
}

fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Every `Nondet` instruction of the program: its source and the type of its place.
fn nondet_sites(program: &Program) -> Vec<(&str, Option<Type>)> {
    let bodies = program.functions.iter().filter_map(|f| f.body.as_ref().map(|b| (Some(f), b)));
    let mut out = Vec::new();
    for (func, body) in bodies.chain(std::iter::once((None, &program.global_init))) {
        for instr in body {
            if let InstrKind::Nondet { place, source } = &instr.kind {
                out.push((source.as_str(), place_type(program, func, place)));
            }
        }
    }
    out
}

/// Every function whose calls the IR turned into nondeterministic values, with the type of
/// the value (the function's return type).
fn nondet_functions(program: &Program) -> BTreeMap<String, ScalarTy> {
    let mut out = BTreeMap::new();
    for (source, ty) in nondet_sites(program) {
        if let Some(ty) = ty.and_then(|t| t.scalar()).filter(|_| is_identifier(source)) {
            out.entry(source.to_string()).or_insert(ty);
        }
    }
    out
}

/// Functions without a body whose nondeterministic results are aggregates (structs), with
/// their types.
fn aggregate_nondet_functions(program: &Program) -> BTreeMap<String, Type> {
    let mut out = BTreeMap::new();
    for (source, ty) in nondet_sites(program) {
        if let Some(ty) = ty.filter(|t| t.scalar().is_none() && is_identifier(source)) {
            out.entry(source.to_string()).or_insert(ty);
        }
    }
    out
}

fn place_type(
    program: &Program,
    func: Option<&crate::ir::Function>,
    place: &Place,
) -> Option<Type> {
    match place {
        Place::Var(Var::Global(g)) => program.globals.get(*g as usize).map(|g| g.ty.clone()),
        Place::Var(Var::Local(l)) => {
            func.and_then(|f| f.locals.get(*l as usize)).map(|l| l.ty.clone())
        }
        Place::Index(inner, i) => {
            place_type(program, func, inner)?.component(i.as_const()).cloned()
        }
        Place::Deref(e) => match &e.ty {
            Type::Pointer(t) => Some((**t).clone()),
            _ => None,
        },
    }
}

/// The names of the functions the program defines.
fn defined_functions(program: &Program) -> std::collections::BTreeSet<String> {
    program.functions.iter().filter(|f| f.body.is_some()).map(|f| f.name.clone()).collect()
}

/// The program's globals as C definitions, for globals that are declared but defined
/// nowhere (the link fails on them otherwise): name and C declarator.
fn program_globals(program: &Program) -> BTreeMap<String, String> {
    fn declarator(ty: &Type, name: &str) -> Option<String> {
        match ty {
            Type::Int(t) => Some(format!("{} {name}", harness::c_type(*t))),
            Type::Float(t) => Some(format!("{} {name}", t.c_name())),
            Type::Array(elem, n) => declarator(elem, &format!("{name}[{n}]")),
            Type::Void
            | Type::Struct(_)
            | Type::Pointer(_)
            | Type::Function(_)
            | Type::Opaque(_) => None,
        }
    }
    program
        .globals
        .iter()
        .filter(|g| is_identifier(&g.name))
        .filter_map(|g| declarator(&g.ty, &g.name).map(|d| (g.name.clone(), d)))
        .collect()
}
