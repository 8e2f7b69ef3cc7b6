//! Command-line options, in CBMC's conventions: `Cli` declares ibmc's (grouped under
//! `cbmc --help`'s headings), `cbmc_options` lists every option of CBMC 6.6 with what ibmc
//! does with it, `parse` reads a command line through both.

pub mod cbmc_options;
mod parse;
#[cfg(test)]
mod tests;

pub use parse::{parse_from, ParseError, Parsed};

use std::path::PathBuf;

use clap::Parser;

#[derive(Parser, Debug, Clone)]
#[command(
    name = "ibmc",
    version,
    about = "Incremental bounded model checker for reactive control-loop C programs",
    after_help = "Exit codes: 0 verification successful, 10 verification failed, 5 inconclusive, \
                  1 usage error, 2 parse error, 6 unsupported input or internal error."
)]
pub struct Cli {
    /// C source files (preprocessed with the system C preprocessor)
    #[arg(required = true, value_name = "FILE.c")]
    pub files: Vec<PathBuf>,

    /// List the properties (id, location, function, description), then exit
    #[arg(help_heading = "Analysis options", long)]
    pub show_properties: bool,

    /// Check the requirements of FILE (docs/REQUIREMENTS.md) on the model folder given as
    /// the input: a harness is generated from the folder's interface and the file
    #[arg(long, value_name = "FILE")]
    pub requirements: Option<PathBuf>,

    /// List the interface found in the model folder given as the input (inputs, outputs,
    /// state, parameters with their C types), then exit
    #[arg(long)]
    pub show_interface: bool,

    /// Print the harness --requirements generates, then exit
    #[arg(long)]
    pub show_harness: bool,

    /// Write a JUnit XML report to FILE: one test case per property (per requirement)
    #[arg(long, value_name = "FILE")]
    pub junit: Option<PathBuf>,

    /// Set by --requirements: the requirements; each one's id replaces the id of the
    /// assertion with its description, and the reports show its text, formula and signals.
    #[arg(skip)]
    pub requirement_info: Vec<crate::report::requirement::Requirement>,

    /// Check only this property (repeatable), e.g. main.assertion.1
    #[arg(help_heading = "Analysis options", long, value_name = "ID")]
    pub property: Vec<String>,

    /// SV-COMP property file (unreach-call or no-overflow); prints the competition verdict
    #[arg(help_heading = "Analysis options", long, value_name = "FILE.prp")]
    pub property_file: Option<PathBuf>,

    /// Print the counterexample trace
    #[arg(help_heading = "Analysis options", long)]
    pub trace: bool,

    /// Print the counterexample trace (CBMC's compact trace; ibmc's trace is compact: the same
    /// as --trace)
    #[arg(help_heading = "Analysis options", long)]
    pub compact_trace: bool,

    /// Stop at the first violated property (default: go on unwinding to settle the others)
    #[arg(help_heading = "Analysis options", long, overrides_with = "stop_on_fail")]
    pub stop_on_fail: bool,

    /// Add a directory to the include path
    #[arg(help_heading = "C/C++ frontend options", short = 'I', value_name = "DIR")]
    pub include: Vec<PathBuf>,

    /// Define a preprocessor macro
    #[arg(help_heading = "C/C++ frontend options", short = 'D', value_name = "NAME[=VAL]")]
    pub define: Vec<String>,

    /// Entry function
    #[arg(help_heading = "C/C++ frontend options", long, default_value = "main")]
    pub function: String,

    /// With --function F: the pointers F's parameters hold are non-NULL down to depth N
    /// (default 0: any may be NULL)
    #[arg(help_heading = "C/C++ frontend options", long, value_name = "N", default_value_t = 0)]
    pub min_null_tree_depth: u32,

    /// With --function F: a pointer to a struct type already met on the way down (a list, a
    /// tree) is NULL from depth N on (default 5)
    #[arg(help_heading = "C/C++ frontend options", long, value_name = "N", default_value_t = 5)]
    pub max_nondet_tree_depth: u32,

    /// Turn off the standard checks, which are on by default as in CBMC 6: --bounds-check,
    /// --pointer-check, --pointer-primitive-check, --div-by-zero-check, --signed-overflow-check,
    /// --undefined-shift-check (a check given explicitly stays on). Not added with
    /// --property-file (only the file's property) or --cover
    #[arg(help_heading = "Program instrumentation options", long)]
    pub no_standard_checks: bool,

    /// Check array indices of reads and writes against the array bounds, and
    /// `__builtin_clz`/`ctz` for a zero operand (CBMC's bit_count)
    #[arg(help_heading = "Program instrumentation options", long)]
    pub bounds_check: bool,

    /// Turn off the array bounds checks (a standard check, on by default)
    #[arg(help_heading = "Program instrumentation options", long)]
    pub no_bounds_check: bool,

    /// Check pointer dereferences: null, dangling, outside the object
    #[arg(help_heading = "Program instrumentation options", long)]
    pub pointer_check: bool,

    /// Turn off the pointer checks (a standard check, on by default)
    #[arg(help_heading = "Program instrumentation options", long)]
    pub no_pointer_check: bool,

    /// Check that every object malloc/calloc made is freed when the entry function returns
    #[arg(help_heading = "Program instrumentation options", long)]
    pub memory_leak_check: bool,

    /// Check division and remainder by zero
    #[arg(help_heading = "Program instrumentation options", long)]
    pub div_by_zero_check: bool,

    /// Check float divisions for a zero divisor
    #[arg(help_heading = "Program instrumentation options", long)]
    pub float_div_by_zero_check: bool,

    /// Turn off the integer division-by-zero checks (a standard check, on by default)
    #[arg(help_heading = "Program instrumentation options", long)]
    pub no_div_by_zero_check: bool,

    /// Check signed arithmetic for overflow
    #[arg(help_heading = "Program instrumentation options", long)]
    pub signed_overflow_check: bool,

    /// Turn off the signed overflow checks (a standard check, on by default)
    #[arg(help_heading = "Program instrumentation options", long)]
    pub no_signed_overflow_check: bool,

    /// Check unsigned arithmetic for wrap-around
    #[arg(help_heading = "Program instrumentation options", long)]
    pub unsigned_overflow_check: bool,

    /// Check pointer arithmetic for overflow: the index times the element size, and the
    /// resulting offset
    #[arg(help_heading = "Program instrumentation options", long)]
    pub pointer_overflow_check: bool,

    /// Check integer conversions, and float-to-integer conversions, for values the target
    /// type cannot represent
    #[arg(help_heading = "Program instrumentation options", long)]
    pub conversion_check: bool,

    /// Check shift distances (negative, too large) and left shifts of negative values
    #[arg(
        help_heading = "Program instrumentation options",
        long,
        visible_alias = "undefined-shift-check"
    )]
    pub shift_check: bool,

    /// Turn off the undefined-shift checks (a standard check, on by default)
    #[arg(help_heading = "Program instrumentation options", long)]
    pub no_undefined_shift_check: bool,

    /// Check float operations for infinite results from finite operands
    #[arg(help_heading = "Program instrumentation options", long)]
    pub float_overflow_check: bool,

    /// Check float operations for NaN results from operands that are not NaN
    #[arg(help_heading = "Program instrumentation options", long)]
    pub nan_check: bool,

    /// Check that every value of an enumerated type read or converted to one is one of its
    /// constants (CBMC's enum range check)
    #[arg(help_heading = "Program instrumentation options", long)]
    pub enum_range_check: bool,

    /// Check the pointers given to CBMC's pointer primitives (`__CPROVER_r_ok`, `w_ok`,
    /// `rw_ok`, `__CPROVER_OBJECT_SIZE`, `__CPROVER_DYNAMIC_OBJECT`): null, or into or one
    /// past the end of a live object
    #[arg(help_heading = "Program instrumentation options", long)]
    pub pointer_primitive_check: bool,

    /// Turn off the pointer-primitive checks (a standard check, on by default)
    #[arg(help_heading = "Program instrumentation options", long)]
    pub no_pointer_primitive_check: bool,

    /// Reaching a label of this name (in any function) is a violation (repeatable)
    #[arg(help_heading = "Program instrumentation options", long, value_name = "LABEL")]
    pub error_label: Vec<String>,

    /// Ignore the program's assertions (assert, __CPROVER_assert, ...): only the runtime
    /// checks, error calls and error labels are properties (CBMC's --no-assertions)
    #[arg(help_heading = "Program instrumentation options", long)]
    pub no_assertions: bool,

    /// Generate tests for coverage instead of checking properties: CRITERIA is a
    /// comma-separated list of CBMC's criteria: location, branch, decision, condition, mcdc,
    /// assertion, cover (the goals of `__CPROVER_cover(c)`)
    #[arg(help_heading = "Program instrumentation options", long, value_name = "CRITERIA", conflicts_with_all = ["k_induction", "pdr", "prove", "non_incremental"])]
    pub cover: Option<String>,

    /// With --cover: do not try to prove the goals no test covers unreachable (k-induction
    /// and PDR); they are reported uncovered up to the depth checked
    #[arg(help_heading = "Program instrumentation options", long, requires = "cover")]
    pub no_unreachability_proofs: bool,

    /// With --cover: print the generated tests, each as CBMC does (its inputs in order), then
    /// its frame and every goal it covers
    #[arg(help_heading = "Program instrumentation options", long, requires = "cover")]
    pub show_test_suite: bool,

    /// malloc and calloc may return NULL (nondeterministically), as CBMC's --malloc-may-fail
    #[arg(help_heading = "Program instrumentation options", long)]
    pub malloc_may_fail: bool,

    /// An allocation larger than __CPROVER_max_malloc_size (2^31 bytes) violates the
    /// property malloc.assertion.1 (with --malloc-may-fail, any allocation violates
    /// malloc.assertion.2)
    #[arg(help_heading = "Program instrumentation options", long)]
    pub malloc_fail_assert: bool,

    /// An allocation larger than __CPROVER_max_malloc_size (2^31 bytes) returns NULL
    #[arg(
        help_heading = "Program instrumentation options",
        long,
        conflicts_with = "malloc_fail_assert"
    )]
    pub malloc_fail_null: bool,

    /// List the loops with their ids and locations, then exit
    #[arg(help_heading = "BMC options", long)]
    pub show_loops: bool,

    /// Unwind inner loops and recursion at most N times, with unwinding assertions
    #[arg(help_heading = "BMC options", long, value_name = "N")]
    pub unwind: Option<u32>,

    /// Unwind loop L at most N times (CBMC's loop ids, as --show-loops lists them: `main.0:5`;
    /// comma-separated or repeated), with its unwinding assertion as --unwind's; on the
    /// incremental loop it bounds the frames (as --unwind-max N)
    #[arg(help_heading = "BMC options", long, value_name = "L:N,...", value_delimiter = ',')]
    pub unwindset: Vec<String>,

    /// Loop to unwind one time frame at a time, e.g. main.0 (default: the single unbounded
    /// loop reachable from the entry function)
    #[arg(
        help_heading = "BMC options",
        long,
        visible_alias = "incremental-loop",
        value_name = "LOOP"
    )]
    pub incremental_check: Option<String>,

    /// Do not check properties before frame N (frames are still encoded)
    #[arg(help_heading = "BMC options", long, value_name = "N", default_value_t = 0)]
    pub unwind_min: u32,

    /// Check frames 0..=N at most
    #[arg(help_heading = "BMC options", long, value_name = "N")]
    pub unwind_max: Option<u32>,

    /// With --unwind: a failing unwinding assertion is a violation (FAILED, as in CBMC) instead of making the result INCONCLUSIVE
    #[arg(help_heading = "BMC options", long, overrides_with = "no_unwinding_assertions")]
    pub unwinding_assertions: bool,

    /// A failing unwinding assertion makes the result INCONCLUSIVE (ibmc's default; CBMC 6's
    /// default is --unwinding-assertions)
    #[arg(help_heading = "BMC options", long, overrides_with = "unwinding_assertions")]
    pub no_unwinding_assertions: bool,

    /// Keep loops that change nothing (`L: goto L;`, `while (!c);`, `for (;;);`) as loops; by
    /// default they become assumptions of their exit condition, as in CBMC
    #[arg(help_heading = "BMC options", long)]
    pub no_self_loops_to_assumptions: bool,

    /// Give every variable with static storage duration (file scope and block-scope `static`)
    /// an arbitrary initial value instead of its initializer's, except const-qualified ones,
    /// those with a const member, and CBMC's `__CPROVER_*` ones (CBMC's nondet_static)
    #[arg(help_heading = "Semantic transformations", long)]
    pub nondet_static: bool,

    /// Baseline: for each bound a fresh solver, symbolic execution and encoding
    #[arg(help_heading = "BMC options", long)]
    pub non_incremental: bool,

    /// Encode every term a frame computes, not only those the properties depend on (for
    /// measuring what incremental slicing saves)
    #[arg(help_heading = "BMC options", long)]
    pub no_slice: bool,

    /// Do not prove bounds of inner loops that constant propagation does not bound: make
    /// them cut points, as before bounds were inferred
    #[arg(help_heading = "BMC options", long)]
    pub no_loop_bounds: bool,

    /// Prove the properties for all depths by k-induction (base and step case incrementally)
    #[arg(help_heading = "Proof engines (ibmc)", long, conflicts_with_all = ["pdr", "prove"])]
    pub k_induction: bool,

    /// Prove the properties for all depths by PDR/IC3 over the loop-head state alone
    /// (counterexamples are reproduced by BMC; the invariant is re-checked)
    #[arg(help_heading = "Proof engines (ibmc)", long, conflicts_with_all = ["prove", "non_incremental"])]
    pub pdr: bool,

    /// Look for counterexamples only, by explicit-state search: breadth first over concrete
    /// loop-head states, inputs guessed from the constants the program compares them with;
    /// each violation is reproduced by BMC on its inputs. Proves nothing
    #[arg(help_heading = "Proof engines (ibmc)", long, conflicts_with_all = ["prove", "pdr", "k_induction", "non_incremental"])]
    pub explicit: bool,

    /// Prove or refute every property: k-induction (with BMC) and PDR raced in parallel; each
    /// property reports the engine that settled it
    #[arg(help_heading = "Proof engines (ibmc)", long, conflicts_with = "non_incremental")]
    pub prove: bool,

    /// With --k-induction: run the step case alone, stop at the first k where it is
    /// unsatisfiable and report that k
    #[arg(help_heading = "Proof engines (ibmc)", long, requires = "k_induction")]
    pub stop_when_unsat: bool,

    /// With --k-induction: constrain the step case's loop-head states to be pairwise distinct
    #[arg(help_heading = "Proof engines (ibmc)", long, requires = "k_induction")]
    pub simple_path: bool,

    /// Do not guess and prove word-level invariants for PDR and k-induction's step case (for
    /// measuring what they contribute)
    #[arg(help_heading = "Proof engines (ibmc)", long)]
    pub no_word_invariants: bool,

    /// Threads to use. Default: BMC in one thread, with the explicit-state search (--explicit)
    /// beside it from its first second on when the machine has two or more cores; 1: BMC
    /// alone. N >= 2: BMC splits the properties into N groups checked in parallel, each with
    /// its own solver and formula (memory grows with N); --prove always races its engines in
    /// threads
    #[arg(help_heading = "Proof engines (ibmc)", long, short = 'j', value_name = "N", value_parser = parse_jobs)]
    pub jobs: Option<usize>,

    /// SAT solver and CaDiCaL options, for measurements (benchmarks/README.md):
    /// SOLVER[,CONFIG][,NAME=VALUE]..., e.g. `cadical` (CaDiCaL 1.9.5, the default),
    /// `cadical,plain`, `cadical3,ilb=1` (CaDiCaL 3.0.1: a build with `--no-default-features
    /// --features cadical3`), `cadical,preprocess=10` (ours: a round of CaDiCaL preprocessing
    /// before a query once the formula grew by 10% and the solver searched hard since the last
    /// round; helps when every frame is a hard proof). Default: the linked CaDiCaL with its
    /// defaults
    #[arg(help_heading = "Backend options", long, value_name = "SPEC", value_parser = crate::sat::SatConfig::parse)]
    pub sat_solver: Option<crate::sat::SatConfig>,

    /// Encode multiplications of two variables, divisions and remainders abstractly (bounds
    /// and signs only) and refine each to its exact circuit where a model needs it (CBMC's
    /// option of the name): for frames full of guarded arithmetic of which one path uses a few
    #[arg(help_heading = "Backend options", long)]
    pub refine_arithmetic: bool,

    /// Write an SV-COMP YAML witness 2.0 (violation or correctness) to FILE
    #[arg(help_heading = "Outputs (ibmc)", long, value_name = "FILE.yml")]
    pub witness: Option<PathBuf>,

    /// Write the first counterexample's inputs as CSV (one row per frame, one column per input)
    #[arg(help_heading = "Outputs (ibmc)", long, value_name = "FILE")]
    pub test_vector: Option<PathBuf>,

    /// Write a Test-Comp test suite (metadata.xml and one test case per counterexample) to DIR
    #[arg(help_heading = "Outputs (ibmc)", long, value_name = "DIR")]
    pub test_suite: Option<PathBuf>,

    /// Write an HTML report to DIR (created if needed): index.html with the run's summary
    /// and every property, and per counterexample a page with signal plots, the trace as a
    /// table and the violated source line; self-contained (no scripts, nothing fetched)
    #[arg(help_heading = "Outputs (ibmc)", long, value_name = "DIR")]
    pub html: Option<PathBuf>,

    /// Write the first counterexample as a VCD waveform (IEEE 1364 Value Change Dump, for
    /// GTKWave and other viewers) to FILE: one time unit per frame, inputs and state
    /// variables as signals of their widths, floats as reals
    #[arg(
        help_heading = "Outputs (ibmc)",
        long,
        value_name = "FILE.vcd",
        conflicts_with = "cover"
    )]
    pub vcd: Option<PathBuf>,

    /// The signals --html and --vcd show: comma-separated names or globs (`*`, `?`); a name
    /// also selects its array elements and members (`buf` selects `buf[3]`). Default: every
    /// signal of the trace (in --html, beyond 16 signals those that never change are listed
    /// instead of plotted)
    #[arg(help_heading = "Outputs (ibmc)", long, value_name = "NAMES", value_delimiter = ',')]
    pub trace_signals: Vec<String>,

    /// Replay every counterexample with the system C compiler and confirm the violation
    #[arg(help_heading = "Outputs (ibmc)", long)]
    pub validate: bool,

    /// The files are --json results of runs over parts of one program's properties (e.g.
    /// one --property each, on a cluster): print one merged report (--json for JSON)
    #[arg(help_heading = "Outputs (ibmc)", long)]
    pub merge: bool,

    /// Print one JSON object with the result, properties, trace and statistics
    #[arg(help_heading = "User-interface options", long)]
    pub json: bool,

    /// Print the result in CBMC's JSON schema (`result` array of `property`, `status`,
    /// `description`, `trace`; --cover: `goals`, `tests`)
    #[arg(help_heading = "User-interface options", long, conflicts_with_all = ["json", "xml_ui"])]
    pub json_ui: bool,

    /// Print the result in CBMC's XML schema (`<result property= status=>`; --cover: `<goal>`,
    /// `<test>`)
    #[arg(help_heading = "User-interface options", long, conflicts_with = "json")]
    pub xml_ui: bool,

    /// CBMC's verbosity level: 0..=6 the normal output (default 6), 7 or 8 as -v, 9 and
    /// more as -vv
    #[arg(help_heading = "User-interface options", long, value_name = "N", value_parser = clap::value_parser!(u8).range(0..=10))]
    pub verbosity: Option<u8>,

    /// More output (-v: one line per frame; -vv: solver calls)
    #[arg(help_heading = "User-interface options", short, long, action = clap::ArgAction::Count)]
    pub verbose: u8,

    /// Give up after SECS seconds (VERIFICATION INCONCLUSIVE, exit 5)
    #[arg(help_heading = "User-interface options", long, value_name = "SECS")]
    pub timeout: Option<f64>,

    /// Give up when the resident memory exceeds MB megabytes (as --timeout)
    #[arg(help_heading = "User-interface options", long, value_name = "MB")]
    pub memory_limit: Option<f64>,
}

impl Cli {
    /// The machine-readable report's form, with `--json`, `--json-ui` or `--xml-ui`.
    pub fn ui(&self) -> Option<crate::report::Ui> {
        use crate::report::Ui;
        match (self.json, self.json_ui, self.xml_ui) {
            (_, true, _) => Some(Ui::CbmcJson),
            (_, _, true) => Some(Ui::CbmcXml),
            (true, ..) => Some(Ui::Json),
            _ => None,
        }
    }
}

/// `--jobs N`: a positive number of threads.
fn parse_jobs(s: &str) -> Result<usize, String> {
    match s.parse::<usize>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err(format!("`{s}` is not a positive number of threads")),
    }
}
