//! Every option of CBMC 6.6 (`cbmc --help`, and the legacy ones its regression suite still
//! uses), with what ibmc does with it: one table, read by the argument parser (`super::parse`),
//! rendered into the README's "CBMC options" table (`readme_table`), and checked against the
//! clap options by the tests below.
//!
//! Four treatments. `Ibmc`: ibmc has an option of that name with CBMC's meaning (clap parses
//! it; its help text is the meaning). `Default`: what ibmc always does, accepted silently
//! (`--64` on an LP64-only checker). `Note`: it tunes CBMC's own decision procedure or output
//! and has no counterpart: accepted, dropped with one `ibmc: note:` line, so that existing
//! scripts run. `Refuse`: honouring it silently would change the answer (another data model, an
//! SMT back end, a C++ mode): a usage error saying why and what to use instead.

/// How many words an option takes after its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    Flag,
    Value,
    /// An optional value: taken when the next word is one of these.
    Optional(&'static [&'static str]),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Treatment {
    /// ibmc's option of the same name (parsed by clap); the text is the difference, if any.
    Ibmc(&'static str),
    /// What ibmc always does: accepted silently. With values: only these are (another value
    /// is refused with the text).
    Default(&'static [&'static str], &'static str),
    /// Accepted and dropped, with this note.
    Note(&'static str),
    /// A usage error with this sentence (why, and what to use instead).
    Refuse(&'static str),
}

#[derive(Clone, Copy, Debug)]
pub struct CbmcOption {
    /// The name without dashes (`-I` and `-D` are `I` and `D`).
    pub name: &'static str,
    pub arity: Arity,
    /// The group of `cbmc --help` it is listed in (also ibmc's `--help` heading).
    pub group: &'static str,
    pub treatment: Treatment,
}

pub const ANALYSIS: &str = "Analysis options";
pub const FRONTEND: &str = "C/C++ frontend options";
pub const PLATFORM: &str = "Platform options";
pub const REPRESENTATIONS: &str = "Program representations";
pub const INSTRUMENTATION: &str = "Program instrumentation options";
pub const SEMANTIC: &str = "Semantic transformations";
pub const BMC: &str = "BMC options";
pub const BACKEND: &str = "Backend options";
pub const UI: &str = "User-interface options";
/// Options CBMC 6.6 still parses but no longer lists (its regression suite uses them).
pub const LEGACY: &str = "Legacy options (parsed, not listed by cbmc --help)";

use Arity::{Flag, Optional, Value};
use Treatment::{Default, Ibmc, Note, Refuse};

const fn opt(name: &'static str, arity: Arity, group: &'static str, t: Treatment) -> CbmcOption {
    CbmcOption { name, arity, group, treatment: t }
}

const LP64_ONLY: &str = "ibmc models x86-64 Linux with gcc's LP64 data model only (int 32, long and pointers 64 bits, little-endian); compile-time differences of another platform would go unnoticed";
const NOT_A_PROGRAM_VIEW: &str = "ibmc has no goto program or SSA to print; --show-loops and --show-properties list the loops and properties, -v the frames";
const SMT: &str = "ibmc decides its formulas with its own bit-blasting and CaDiCaL; an SMT back end is a different decision procedure, not an option of it (--sat-solver picks the SAT solver)";
const SOLVER_TUNING: &str =
    "tunes CBMC's decision procedure; ibmc's encoding has no counterpart, the verdict is the same";
const SLICING: &str =
    "ibmc encodes only the cone of influence of the properties already (--no-slice turns that off)";
const TRACE_FORMAT: &str =
    "a detail of CBMC's trace printer; ibmc prints its own trace format (--trace)";
const CPP: &str = "ibmc checks C programs only";

/// CBMC 6.6's options, in `cbmc --help`'s order.
pub const CBMC_OPTIONS: &[CbmcOption] = &[
    // Analysis options
    opt("show-properties", Flag, ANALYSIS, Ibmc("")),
    opt("symex-coverage-report", Value, ANALYSIS, Refuse("CBMC's Cobertura report of the code symbolic execution visited has no ibmc counterpart; --cover location with --html shows which blocks are reached")),
    opt("property", Value, ANALYSIS, Ibmc("")),
    opt("trace", Flag, ANALYSIS, Ibmc("ibmc's trace lists inputs and state per frame")),
    opt("stop-on-fail", Flag, ANALYSIS, Ibmc("does not imply --trace")),
    opt("localize-faults", Flag, ANALYSIS, Refuse("ibmc has no fault localization; --trace shows the path to the violation")),
    // C/C++ frontend options
    opt("preprocess", Flag, FRONTEND, Refuse("ibmc does not print preprocessed code; run `gcc -E` (ibmc's preprocessor) instead")),
    opt("test-preprocessor", Flag, FRONTEND, Refuse("ibmc does not stop after preprocessing; run `gcc -E` (ibmc's preprocessor) instead")),
    opt("I", Value, FRONTEND, Ibmc("")),
    opt("include", Value, FRONTEND, Refuse("ibmc does not force-include files; write the #include in the source, or pass a .c file that includes it")),
    opt("D", Value, FRONTEND, Ibmc("")),
    opt("c89", Flag, FRONTEND, Note("ibmc reads C as gcc's default dialect (gnu17) with C11's types; a program valid in C89 reads the same")),
    opt("c99", Flag, FRONTEND, Note("ibmc reads C as gcc's default dialect (gnu17) with C11's types; a program valid in C99 reads the same")),
    opt("c11", Flag, FRONTEND, Default(&[], "C11 is what ibmc reads (gcc's gnu17 dialect)")),
    opt("c17", Flag, FRONTEND, Default(&[], "C17 is what ibmc reads (gcc's gnu17 dialect)")),
    opt("c23", Flag, FRONTEND, Note("ibmc reads gcc's gnu17 dialect; C23 constructs it lacks are refused with file:line")),
    opt("cpp98", Flag, FRONTEND, Refuse(CPP)),
    opt("cpp03", Flag, FRONTEND, Refuse(CPP)),
    opt("cpp11", Flag, FRONTEND, Refuse(CPP)),
    opt("unsigned-char", Flag, FRONTEND, Refuse("ibmc's char is signed, as gcc's on x86-64; an unsigned char would change comparisons and conversions; declare the variables unsigned char instead")),
    opt("round-to-nearest", Flag, FRONTEND, Default(&[], "the default rounding mode (fesetround in the program changes it)")),
    opt("round-to-even", Flag, FRONTEND, Default(&[], "the default rounding mode (fesetround in the program changes it)")),
    opt("round-to-plus-inf", Flag, FRONTEND, Refuse("ibmc starts in round-to-nearest, as a C program does; call fesetround(FE_UPWARD) at the start of main instead")),
    opt("round-to-minus-inf", Flag, FRONTEND, Refuse("ibmc starts in round-to-nearest, as a C program does; call fesetround(FE_DOWNWARD) at the start of main instead")),
    opt("round-to-zero", Flag, FRONTEND, Refuse("ibmc starts in round-to-nearest, as a C program does; call fesetround(FE_TOWARDZERO) at the start of main instead")),
    opt("no-library", Flag, FRONTEND, Refuse("ibmc's library models are built in; without them calls of library functions would have other results; declare your own function to replace one")),
    opt("max-nondet-tree-depth", Value, FRONTEND, Ibmc("")),
    opt("min-null-tree-depth", Value, FRONTEND, Ibmc("")),
    opt("function", Value, FRONTEND, Ibmc("")),
    // Platform options
    opt("arch", Value, PLATFORM, Default(&["x86_64", "amd64"], LP64_ONLY)),
    opt("os", Value, PLATFORM, Default(&["linux"], LP64_ONLY)),
    opt("i386-linux", Flag, PLATFORM, Refuse(LP64_ONLY)),
    opt("i386-win32", Flag, PLATFORM, Refuse(LP64_ONLY)),
    opt("i386-macos", Flag, PLATFORM, Refuse(LP64_ONLY)),
    opt("ppc-macos", Flag, PLATFORM, Refuse(LP64_ONLY)),
    opt("win32", Flag, PLATFORM, Refuse(LP64_ONLY)),
    opt("winx64", Flag, PLATFORM, Refuse(LP64_ONLY)),
    opt("LP64", Flag, PLATFORM, Default(&[], "LP64 is ibmc's data model")),
    opt("ILP64", Flag, PLATFORM, Refuse(LP64_ONLY)),
    opt("LLP64", Flag, PLATFORM, Refuse(LP64_ONLY)),
    opt("ILP32", Flag, PLATFORM, Refuse(LP64_ONLY)),
    opt("LP32", Flag, PLATFORM, Refuse(LP64_ONLY)),
    opt("16", Flag, PLATFORM, Refuse(LP64_ONLY)),
    opt("32", Flag, PLATFORM, Refuse(LP64_ONLY)),
    opt("64", Flag, PLATFORM, Default(&[], "LP64 is ibmc's data model")),
    opt("little-endian", Flag, PLATFORM, Default(&[], "ibmc's byte order")),
    opt("big-endian", Flag, PLATFORM, Refuse(LP64_ONLY)),
    opt("gcc", Flag, PLATFORM, Default(&[], "gcc is ibmc's preprocessor")),
    // Program representations
    opt("show-parse-tree", Flag, REPRESENTATIONS, Refuse(NOT_A_PROGRAM_VIEW)),
    opt("show-symbol-table", Flag, REPRESENTATIONS, Refuse(NOT_A_PROGRAM_VIEW)),
    opt("show-goto-functions", Flag, REPRESENTATIONS, Refuse(NOT_A_PROGRAM_VIEW)),
    opt("list-goto-functions", Flag, REPRESENTATIONS, Refuse(NOT_A_PROGRAM_VIEW)),
    opt("validate-goto-model", Flag, REPRESENTATIONS, Note("ibmc's IR is checked by construction (typed, explicit conversions)")),
    opt("validate-ssa-equation", Flag, REPRESENTATIONS, Note("ibmc's terms are checked by construction (hash-consed, typed)")),
    opt("export-symex-ready-goto", Value, REPRESENTATIONS, Refuse(NOT_A_PROGRAM_VIEW)),
    // Program instrumentation options
    opt("no-standard-checks", Flag, INSTRUMENTATION, Ibmc("")),
    opt("bounds-check", Flag, INSTRUMENTATION, Ibmc("")),
    opt("no-bounds-check", Flag, INSTRUMENTATION, Ibmc("")),
    opt("pointer-check", Flag, INSTRUMENTATION, Ibmc("")),
    opt("no-pointer-check", Flag, INSTRUMENTATION, Ibmc("")),
    opt("memory-leak-check", Flag, INSTRUMENTATION, Ibmc("")),
    opt("memory-cleanup-check", Flag, INSTRUMENTATION, Refuse("ibmc has no memory-cleanup check (objects still allocated at exit); --memory-leak-check checks the objects unreachable when the entry function returns")),
    opt("div-by-zero-check", Flag, INSTRUMENTATION, Ibmc("")),
    opt("float-div-by-zero-check", Flag, INSTRUMENTATION, Ibmc("")),
    opt("no-div-by-zero-check", Flag, INSTRUMENTATION, Ibmc("")),
    opt("signed-overflow-check", Flag, INSTRUMENTATION, Ibmc("")),
    opt("no-signed-overflow-check", Flag, INSTRUMENTATION, Ibmc("")),
    opt("unsigned-overflow-check", Flag, INSTRUMENTATION, Ibmc("")),
    opt("pointer-overflow-check", Flag, INSTRUMENTATION, Ibmc("")),
    opt("conversion-check", Flag, INSTRUMENTATION, Ibmc("")),
    opt("undefined-shift-check", Flag, INSTRUMENTATION, Ibmc("")),
    opt("no-undefined-shift-check", Flag, INSTRUMENTATION, Ibmc("")),
    opt("float-overflow-check", Flag, INSTRUMENTATION, Ibmc("")),
    opt("nan-check", Flag, INSTRUMENTATION, Ibmc("")),
    opt("enum-range-check", Flag, INSTRUMENTATION, Ibmc("")),
    opt("pointer-primitive-check", Flag, INSTRUMENTATION, Ibmc("")),
    opt("no-pointer-primitive-check", Flag, INSTRUMENTATION, Ibmc("")),
    opt("retain-trivial-checks", Flag, INSTRUMENTATION, Note("ibmc drops the checks that are trivially true, as CBMC does by default; --show-properties lists the others")),
    opt("error-label", Value, INSTRUMENTATION, Ibmc("")),
    opt("no-built-in-assertions", Flag, INSTRUMENTATION, Note("ibmc's library models have no built-in assertions; the checks of library calls are --pointer-check's")),
    opt("no-assertions", Flag, INSTRUMENTATION, Ibmc("")),
    opt("no-assumptions", Flag, INSTRUMENTATION, Refuse("ibmc always honours the program's assumptions; remove the __CPROVER_assume calls (or -D them away) instead")),
    opt("assert-to-assume", Flag, INSTRUMENTATION, Refuse("ibmc does not turn assertions into assumptions; --property selects the properties to check, the others are not assumed")),
    opt("cover", Value, INSTRUMENTATION, Ibmc("criteria location, branch, decision, condition, mcdc, assertion, cover; not path, assume")),
    opt("cover-failed-assertions", Flag, INSTRUMENTATION, Note("ibmc's --cover goes on past failed assertions in any case")),
    opt("show-test-suite", Flag, INSTRUMENTATION, Ibmc("CBMC's line per test, then a line with the test's frame and goals")),
    opt("mm", Value, INSTRUMENTATION, Default(&["sc"], "ibmc checks sequential programs; sequential consistency is the only memory model")),
    opt("malloc-may-fail", Flag, INSTRUMENTATION, Ibmc("")),
    opt("no-malloc-may-fail", Flag, INSTRUMENTATION, Default(&[], "ibmc's malloc does not fail unless --malloc-may-fail is given (CBMC 6's default is that it may, returning NULL)")),
    opt("malloc-fail-assert", Flag, INSTRUMENTATION, Ibmc("")),
    opt("malloc-fail-null", Flag, INSTRUMENTATION, Ibmc("")),
    opt("string-abstraction", Flag, INSTRUMENTATION, Note("ibmc models the string functions exactly over the bytes")),
    opt("dfcc-debug-lib", Flag, INSTRUMENTATION, Note("ibmc has no contracts library")),
    opt("dfcc-simple-invalid-pointer-model", Flag, INSTRUMENTATION, Note("ibmc has no contracts library")),
    opt("reachability-slice-fb", Flag, INSTRUMENTATION, Note(SLICING)),
    opt("full-slice", Flag, INSTRUMENTATION, Note(SLICING)),
    opt("drop-unused-functions", Flag, INSTRUMENTATION, Note("ibmc lowers only what the entry function reaches")),
    // Semantic transformations
    opt("nondet-static", Flag, SEMANTIC, Ibmc("")),
    // BMC options
    opt("paths", Optional(&["lifo", "fifo"]), BMC, Note("ibmc merges paths at every join (one formula per frame); path-by-path exploration would give the same verdict")),
    opt("show-symex-strategies", Flag, BMC, Refuse("ibmc has one symbolic execution strategy (paths merged at joins)")),
    opt("show-goto-symex-steps", Flag, BMC, Refuse(NOT_A_PROGRAM_VIEW)),
    opt("show-points-to-sets", Flag, BMC, Refuse(NOT_A_PROGRAM_VIEW)),
    opt("program-only", Flag, BMC, Refuse(NOT_A_PROGRAM_VIEW)),
    opt("show-byte-ops", Flag, BMC, Refuse(NOT_A_PROGRAM_VIEW)),
    opt("depth", Value, BMC, Refuse("ibmc does not cut paths after a number of instructions, which would make a proof unsound silently; bound the run with --unwind N (loops) or --unwind-max N (frames) instead")),
    opt("max-field-sensitivity-array-size", Value, BMC, Note(SOLVER_TUNING)),
    opt("no-array-field-sensitivity", Flag, BMC, Note(SOLVER_TUNING)),
    opt("show-loops", Flag, BMC, Ibmc("")),
    opt("unwind", Value, BMC, Ibmc("")),
    opt("unwindset", Value, BMC, Ibmc("")),
    opt("incremental-loop", Value, BMC, Ibmc("the default is the outermost unbounded loop")),
    opt("unwind-min", Value, BMC, Ibmc("")),
    opt("unwind-max", Value, BMC, Ibmc("")),
    opt("ignore-properties-before-unwind-min", Flag, BMC, Default(&[], "ibmc's --unwind-min never checks properties before its frame")),
    opt("show-vcc", Flag, BMC, Refuse(NOT_A_PROGRAM_VIEW)),
    opt("slice-formula", Flag, BMC, Note(SLICING)),
    opt("unwinding-assertions", Flag, BMC, Ibmc("")),
    opt("partial-loops", Flag, BMC, Refuse("paths that leave a loop unfinished would make ibmc miss violations after the bound silently; --unwind N without --unwinding-assertions reports such runs INCONCLUSIVE instead")),
    opt("no-self-loops-to-assumptions", Flag, BMC, Ibmc("")),
    opt("symex-complexity-limit", Value, BMC, Note(SOLVER_TUNING)),
    opt("symex-complexity-failed-child-loops-limit", Value, BMC, Note(SOLVER_TUNING)),
    opt("graphml-witness", Value, BMC, Refuse("ibmc writes SV-COMP's YAML witness 2.0, not GraphML; use --witness FILE.yml")),
    opt("symex-cache-dereferences", Flag, BMC, Note(SOLVER_TUNING)),
    // Backend options
    opt("object-bits", Value, BACKEND, Note("ibmc's pointers have no object-number field of a fixed width: any number of objects fits")),
    opt("sat-solver", Value, BACKEND, Ibmc("ibmc's solvers: cadical (the default), cadical3; CBMC's minisat2, glucose, ... are not built in")),
    opt("external-sat-solver", Value, BACKEND, Refuse("ibmc solves incrementally in one linked CaDiCaL instance; an external solver process has no incremental interface; use --sat-solver")),
    opt("no-sat-preprocessor", Flag, BACKEND, Note("use --sat-solver cadical,plain to turn CaDiCaL's preprocessing off")),
    opt("dimacs", Flag, BACKEND, Refuse("ibmc's formula grows frame by frame in the solver and is never printed")),
    opt("beautify", Flag, BACKEND, Note("ibmc's traces are not minimized")),
    opt("smt1", Flag, BACKEND, Refuse(SMT)),
    opt("smt2", Flag, BACKEND, Refuse(SMT)),
    opt("bitwuzla", Flag, BACKEND, Refuse(SMT)),
    opt("boolector", Flag, BACKEND, Refuse(SMT)),
    opt("cprover-smt2", Flag, BACKEND, Refuse(SMT)),
    opt("cvc3", Flag, BACKEND, Refuse(SMT)),
    opt("cvc4", Flag, BACKEND, Refuse(SMT)),
    opt("cvc5", Flag, BACKEND, Refuse(SMT)),
    opt("mathsat", Flag, BACKEND, Refuse(SMT)),
    opt("yices", Flag, BACKEND, Refuse(SMT)),
    opt("z3", Flag, BACKEND, Refuse(SMT)),
    opt("fpa", Flag, BACKEND, Note("ibmc bit-blasts IEEE 754 floats exactly; the SMT theory of floats is an SMT back end's")),
    opt("refine", Flag, BACKEND, Note("ibmc's --refine-arithmetic is the one refinement it has; arrays are encoded exactly")),
    opt("refine-arrays", Flag, BACKEND, Note(SOLVER_TUNING)),
    opt("refine-arithmetic", Flag, BACKEND, Ibmc("")),
    opt("max-node-refinement", Value, BACKEND, Note(SOLVER_TUNING)),
    opt("incremental-smt2-solver", Value, BACKEND, Refuse(SMT)),
    opt("outfile", Value, BACKEND, Refuse("ibmc's formula grows frame by frame in the solver and is never printed")),
    opt("dump-smt-formula", Value, BACKEND, Refuse(SMT)),
    opt("write-solver-stats-to", Value, BACKEND, Refuse("ibmc's statistics are in --json's \"stats\"; there is no separate file")),
    opt("refine-strings", Flag, BACKEND, Note(SOLVER_TUNING)),
    opt("string-printable", Flag, BACKEND, Refuse("restricting strings to printable characters would hide violations; assume it in the program instead")),
    opt("arrays-uf-never", Flag, BACKEND, Note(SOLVER_TUNING)),
    opt("arrays-uf-always", Flag, BACKEND, Note(SOLVER_TUNING)),
    opt("show-array-constraints", Flag, BACKEND, Refuse(NOT_A_PROGRAM_VIEW)),
    // User-interface options
    opt("xml-ui", Flag, UI, Ibmc("the result, goals and test-suite elements of CBMC's schema; the trace has ibmc's steps")),
    opt("xml-interface", Flag, UI, Refuse("ibmc reads its options from the command line only; use --xml-ui for XML output")),
    opt("json-ui", Flag, UI, Ibmc("the result array and goals of CBMC's schema; the trace has ibmc's steps")),
    opt("json-interface", Flag, UI, Refuse("ibmc reads its options from the command line only; use --json-ui for JSON output")),
    opt("trace-json-extended", Flag, UI, Note(TRACE_FORMAT)),
    opt("trace-show-function-calls", Flag, UI, Note(TRACE_FORMAT)),
    opt("trace-show-code", Flag, UI, Note(TRACE_FORMAT)),
    opt("trace-hex", Flag, UI, Note(TRACE_FORMAT)),
    opt("compact-trace", Flag, UI, Ibmc("the same as --trace: ibmc's trace is compact")),
    opt("stack-trace", Flag, UI, Note(TRACE_FORMAT)),
    opt("flush", Flag, UI, Default(&[], "ibmc writes each line as it is done")),
    opt("verbosity", Value, UI, Ibmc("")),
    opt("timestamp", Optional(&["monotonic", "wall"]), UI, Note("ibmc's -v lines carry no time stamps; --json reports the time of each phase")),
    opt("version", Flag, UI, Ibmc("")),
    // Legacy options CBMC 6.6 still parses (its regression suite uses them).
    opt("no-unwinding-assertions", Flag, LEGACY, Ibmc("")),
    opt("floatbv", Flag, LEGACY, Default(&[], "ibmc encodes floats as IEEE 754 bit vectors")),
    opt("no-simplify", Flag, LEGACY, Note(SOLVER_TUNING)),
    opt("no-simplify-if", Flag, LEGACY, Note(SOLVER_TUNING)),
    opt("no-propagation", Flag, LEGACY, Note(SOLVER_TUNING)),
    opt("reachability-slice", Flag, LEGACY, Note(SLICING)),
    opt("all-properties", Flag, LEGACY, Default(&[], "ibmc checks every property, going on after a violation unless --stop-on-fail")),
    opt("all-claims", Flag, LEGACY, Default(&[], "ibmc checks every property, going on after a violation unless --stop-on-fail")),
    opt("show-claims", Flag, LEGACY, Refuse("renamed: use --show-properties")),
    opt("claim", Value, LEGACY, Refuse("renamed: use --property")),
    opt("validate-trace", Flag, LEGACY, Note("use --validate: ibmc replays each counterexample on gcc-compiled code")),
];

/// The table's entry of `name` (without dashes).
pub fn find(name: &str) -> Option<&'static CbmcOption> {
    CBMC_OPTIONS.iter().find(|o| o.name == name)
}

/// What ibmc does with an option, for the README's table: (ibmc's meaning, difference).
pub fn describe(o: &CbmcOption, ibmc_help: Option<&str>) -> (String, String) {
    match o.treatment {
        Ibmc(diff) => (ibmc_help.unwrap_or("").to_string(), diff.to_string()),
        Default([], why) => ("accepted: what ibmc always does".into(), why.into()),
        Default(values, why) => (
            format!(
                "accepted with {}",
                values.iter().map(|v| format!("`{v}`")).collect::<Vec<_>>().join(" or ")
            ),
            format!("another value is refused: {why}"),
        ),
        Note(why) => ("accepted with a note, no effect".into(), why.into()),
        Refuse(why) => ("refused (usage error, exit 1)".into(), why.into()),
    }
}

/// The spelling of an option on the command line.
pub fn spelled(name: &str) -> String {
    if name.len() == 1 {
        format!("-{name}")
    } else {
        format!("--{name}")
    }
}

/// The README's "CBMC options" table (Markdown), from this table and the clap options' help
/// (the `readme_table_is_current` test keeps README.md equal to it).
pub fn readme_table() -> String {
    use clap::CommandFactory;
    let cmd = super::Cli::command();
    let help_of = |name: &str| -> Option<String> {
        if name == "version" {
            return Some("Print the version".into());
        }
        let short = (name.len() == 1).then(|| name.chars().next()).flatten();
        cmd.get_arguments()
            .find(|a| a.get_long() == Some(name) || (short.is_some() && a.get_short() == short))
            .and_then(|a| a.get_help())
            .map(|h| h.to_string())
    };
    let cell = |s: &str| s.replace('|', "\\|").replace('\n', " ");
    let mut out = String::from("| CBMC option | ibmc | difference |\n|---|---|---|\n");
    let mut group = "";
    for o in CBMC_OPTIONS {
        if o.group != group {
            group = o.group;
            out += &format!("| **{group}** | | |\n");
        }
        let (meaning, diff) = describe(o, help_of(o.name).as_deref());
        let value = match o.arity {
            Arity::Flag => "",
            Arity::Value => " X",
            Arity::Optional(_) => " [X]",
        };
        out +=
            &format!("| `{}{value}` | {} | {} |\n", spelled(o.name), cell(&meaning), cell(&diff));
    }
    out
}
