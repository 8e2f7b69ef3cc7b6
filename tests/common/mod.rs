//! Shared helpers for the end-to-end tests: running the ibmc binary with a
//! watchdog, reading the expectation headers of `tests/programs/*.c`, and
//! replaying counterexamples through `scripts/replay`.
#![allow(dead_code)]

use serde_json::Value;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

pub const BIN: &str = env!("CARGO_BIN_EXE_ibmc");

/// Wall-clock limit for one ibmc run (a hang is a test failure, not a stuck CI).
pub const WATCHDOG: Duration = Duration::from_secs(180);

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A scratch directory for files written by the tests.
pub fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("ibmc-tests-{}", std::process::id()))
        .join(name);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[derive(Debug)]
pub struct Run {
    pub args: Vec<String>,
    /// Exit code; None if killed by a signal or by the watchdog.
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
    pub elapsed: Duration,
    pub timed_out: bool,
}

impl Run {
    /// The `--json` object on stdout, if stdout parses as one.
    pub fn json(&self) -> Option<Value> {
        serde_json::from_str::<Value>(self.stdout.trim()).ok().filter(|v| v.is_object())
    }

    /// The `VERIFICATION ...` verdict line(s) of the plain output.
    pub fn verdicts(&self) -> Vec<String> {
        self.stdout
            .lines()
            .map(str::trim)
            .filter(|l| {
                l.starts_with("VERIFICATION SUCCESSFUL")
                    || l.starts_with("VERIFICATION FAILED")
                    || l.starts_with("VERIFICATION INCONCLUSIVE")
            })
            .map(String::from)
            .collect()
    }

    pub fn describe(&self) -> String {
        format!(
            "`ibmc {}` -> exit {:?}{} in {:.1}s\n--- stdout (first 3000 chars) ---\n{}\n--- stderr (first 2000 chars) ---\n{}",
            self.args.join(" "),
            self.code,
            if self.timed_out { " (killed by the test watchdog)" } else { "" },
            self.elapsed.as_secs_f64(),
            truncate(&self.stdout, 3000),
            truncate(&self.stderr, 2000)
        )
    }
}

pub fn truncate(s: &str, n: usize) -> String {
    if s.len() <= n {
        s.to_string()
    } else {
        let mut end = n;
        while !s.is_char_boundary(end) {
            end -= 1;
        }
        format!("{}... [{} more bytes]", &s[..end], s.len() - end)
    }
}

/// Runs `program args` from the repository root with a watchdog.
pub fn run_cmd(program: &str, args: &[String], limit: Duration) -> Run {
    let start = Instant::now();
    let mut child = Command::new(program)
        .args(args)
        .current_dir(root())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .env("NO_COLOR", "1")
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {program}: {e}"));
    let mut out = child.stdout.take().unwrap();
    let mut err = child.stderr.take().unwrap();
    let t_out = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = out.read_to_end(&mut s);
        s
    });
    let t_err = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = err.read_to_end(&mut s);
        s
    });
    let mut timed_out = false;
    let status = loop {
        match child.try_wait().unwrap() {
            Some(st) => break st,
            None if start.elapsed() > limit => {
                timed_out = true;
                let _ = child.kill();
                break child.wait().unwrap();
            }
            None => std::thread::sleep(Duration::from_millis(10)),
        }
    };
    let stdout = String::from_utf8_lossy(&t_out.join().unwrap()).into_owned();
    let stderr = String::from_utf8_lossy(&t_err.join().unwrap()).into_owned();
    Run {
        args: args.to_vec(),
        code: if timed_out { None } else { status.code() },
        stdout,
        stderr,
        elapsed: start.elapsed(),
        timed_out,
    }
}

/// Runs ibmc with `--no-standard-checks`: the tests' expectations are about the checks they
/// name (an explicit `--X-check` stays on), not CBMC 6's default ones (`cbmc_cli.rs` tests
/// those, with `ibmc_with_defaults`).
pub fn ibmc(args: &[String]) -> Run {
    let mut a = vec!["--no-standard-checks".to_string()];
    a.extend_from_slice(args);
    let mut run = run_cmd(BIN, &a, WATCHDOG);
    run.args = args.to_vec();
    run
}

/// Runs ibmc as a user would, with its default (standard) checks.
pub fn ibmc_with_defaults(args: &[String]) -> Run {
    run_cmd(BIN, args, WATCHDOG)
}

/// ibmc's exit code and JSON report for `args` (`--json` added).
pub fn json_run(args: &[&str]) -> (Option<i32>, Value) {
    let mut a = strings(args);
    a.push("--json".into());
    let run = ibmc(&a);
    let v = run.json().unwrap_or_else(|| panic!("no JSON report\n{}", run.describe()));
    (run.code, v)
}

/// (id, status) of every property of a `--json` report.
pub fn property_statuses(v: &Value) -> Vec<(String, String)> {
    v["properties"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p["id"].as_str().unwrap().to_string(), p["status"].as_str().unwrap().to_string()))
        .collect()
}

/// Writes `src` as `name` in the scratch folder `area` and runs `ibmc FILE --timeout 60 EXTRA`.
pub fn check_source(area: &str, name: &str, src: &str, extra: &[&str]) -> Run {
    let path = scratch(area).join(name);
    std::fs::write(&path, src).unwrap();
    let mut args = strings(&[path.to_str().unwrap(), "--timeout", "60"]);
    args.extend(strings(extra));
    ibmc(&args)
}

/// [`check_source`], asserting its one verdict line.
pub fn assert_source_verdict(
    area: &str,
    name: &str,
    src: &str,
    extra: &[&str],
    verdict: &str,
) -> Run {
    let run = check_source(area, name, src, extra);
    assert_eq!(run.verdicts(), vec![verdict.to_string()], "{name}: {}", run.describe());
    run
}

pub fn strings(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

/// The 1-based line of the `nth` (0-based) line of a repository file containing `needle`.
pub fn line_of(rel_path: &str, needle: &str, nth: usize) -> u64 {
    let text = std::fs::read_to_string(root().join(rel_path)).unwrap();
    let found = text.lines().enumerate().filter(|(_, l)| l.contains(needle)).nth(nth);
    found
        .map(|(i, _)| i as u64 + 1)
        .unwrap_or_else(|| panic!("{rel_path}: no line with `{needle}` #{nth}"))
}

/// Frame numbering of the expected depths.
///
/// `Cbmc` (the default, what ibmc reports and README.md documents) is CBMC's
/// unwinding count: frame 0 is the code before the loop and the first loop
/// test, frame k the k-th execution of the loop body (the last one possibly
/// partial), so `while(1){assert(x<5);x++;}` fails in frame 6.  `Issue` counts
/// completed iterations instead (5 for that example).  Both are established
/// with gcc by scripts/check-programs (`cbmc-depth:` and `depth=` in the
/// headers); `IBMC_TEST_FRAMES=issue` selects the second one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Frames {
    Issue,
    Cbmc,
}

pub fn frames() -> Frames {
    match std::env::var("IBMC_TEST_FRAMES").as_deref() {
        Ok("issue") => Frames::Issue,
        _ => Frames::Cbmc,
    }
}

/// `issue` under the issue's numbering, `cbmc` under CBMC's.
pub fn by_frames(issue: u64, cbmc: u64) -> u64 {
    match frames() {
        Frames::Issue => issue,
        Frames::Cbmc => cbmc,
    }
}

/// The frame of something that happens in the body of iteration k + 1 (k
/// completed iterations before it).
pub fn body_frame(k: u64) -> u64 {
    by_frames(k, k + 1)
}

/// The expectation header of a test program (see scripts/check-programs).
#[derive(Debug, Clone)]
pub struct Spec {
    pub path: String,
    pub expect: String,
    /// "FAILED" | "SUCCESSFUL" | "INCONCLUSIVE" | None (errors)
    pub result: Option<String>,
    /// `depth=` of the header: the issue's numbering.
    pub depth: Option<u64>,
    /// `cbmc-depth:` of the header: CBMC's unwinding count.
    pub cbmc_depth: Option<u64>,
    pub proof: Option<String>,
    pub unwind_max: Option<u64>,
    pub exit: i32,
    pub options: Vec<String>,
    pub witness: Option<Vec<i128>>,
    pub error_lines: Vec<u64>,
}

impl Spec {
    /// The expected depth of a FAILED result in the selected numbering (see `Frames`),
    /// or the bound of a bounded success.
    pub fn expected_depth(&self) -> Option<u64> {
        if self.result.as_deref() == Some("FAILED") && frames() == Frames::Cbmc {
            self.cbmc_depth
        } else {
            self.depth
        }
    }

    /// A hint when `got` is the depth in the other numbering.
    pub fn depth_hint(&self, got: Option<u64>) -> String {
        let (other, name) = match frames() {
            Frames::Issue => (self.cbmc_depth, "CBMC's unwinding count (body executions)"),
            Frames::Cbmc => (self.depth, "the issue's numbering (completed iterations)"),
        };
        if got.is_some() && got == other && other != self.expected_depth() {
            format!(" -- that is the depth in {name}, not the selected numbering ({:?}; see tests/common Frames)", frames())
        } else {
            String::new()
        }
    }

    /// The JSON `result` value that corresponds to the expectation.
    pub fn json_result(&self) -> &'static str {
        match self.result.as_deref() {
            Some("FAILED") => "FAILED",
            Some("SUCCESSFUL") => "SUCCESS",
            Some("INCONCLUSIVE") => "INCONCLUSIVE",
            _ => "ERROR",
        }
    }

    /// The -D/-I options (for gcc and scripts/replay).
    pub fn cpp_flags(&self) -> Vec<String> {
        let mut flags = Vec::new();
        let mut i = 0;
        while i < self.options.len() {
            let o = &self.options[i];
            if (o == "-D" || o == "-I") && i + 1 < self.options.len() {
                flags.push(format!("{}{}", o, self.options[i + 1]));
                i += 2;
                continue;
            }
            if o.starts_with("-D") || o.starts_with("-I") {
                flags.push(o.clone());
            }
            i += 1;
        }
        flags
    }
}

pub fn program_path(name: &str) -> String {
    format!("tests/programs/{name}.c")
}

pub fn parse_spec(rel_path: &str) -> Spec {
    let text = std::fs::read_to_string(root().join(rel_path))
        .unwrap_or_else(|e| panic!("cannot read {rel_path}: {e}"));
    let mut spec = Spec {
        path: rel_path.to_string(),
        expect: String::new(),
        result: None,
        depth: None,
        cbmc_depth: None,
        proof: None,
        unwind_max: None,
        exit: -1,
        options: Vec::new(),
        witness: None,
        error_lines: Vec::new(),
    };
    for line in text.lines() {
        let Some(rest) = line.strip_prefix("//") else { break };
        let Some((key, val)) = rest.split_once(':') else { continue };
        let (key, val) = (key.trim(), val.trim());
        match key {
            "expect" => spec.expect = val.to_string(),
            "options" => spec.options = val.split_whitespace().map(String::from).collect(),
            "witness" => {
                let mut w = Vec::new();
                for tok in val.split_whitespace() {
                    if let Some((v, n)) = tok.split_once('*') {
                        let v: i128 = v.parse().unwrap();
                        for _ in 0..n.parse::<usize>().unwrap() {
                            w.push(v);
                        }
                    } else {
                        w.push(tok.parse().unwrap());
                    }
                }
                spec.witness = Some(w);
            }
            "cbmc-depth" => spec.cbmc_depth = Some(val.parse().unwrap()),
            "error-lines" => {
                spec.error_lines = val.split_whitespace().map(|x| x.parse().unwrap()).collect()
            }
            _ => {}
        }
    }
    assert!(!spec.expect.is_empty(), "{rel_path}: no `// expect:` header");
    for w in spec.expect.split_whitespace() {
        match w {
            "FAILED" | "SUCCESSFUL" | "INCONCLUSIVE" => spec.result = Some(w.to_string()),
            "complete" | "bounded" => spec.proof = Some(w.to_string()),
            _ => {
                if let Some(d) = w.strip_prefix("depth=") {
                    spec.depth = Some(d.parse().unwrap());
                } else if let Some(n) = w.strip_prefix("unwind-max=") {
                    spec.unwind_max = Some(n.parse().unwrap());
                } else if let Some(e) = w.strip_prefix("exit=") {
                    spec.exit = e.parse().unwrap();
                }
            }
        }
    }
    if spec.exit < 0 {
        spec.exit = match spec.result.as_deref() {
            Some("FAILED") => 10,
            Some("SUCCESSFUL") => 0,
            Some("INCONCLUSIVE") => 5,
            _ => panic!("{rel_path}: cannot derive the exit code from `{}`", spec.expect),
        };
    }
    if spec.proof.as_deref() == Some("bounded") && spec.depth.is_none() {
        // "no violation in frames 0..N": the deepest frame fully checked is N.
        spec.depth = spec.unwind_max;
    }
    spec
}

/// `file:line` → (file name without directories, line).
pub fn split_location(loc: &str) -> Option<(String, u64)> {
    let (file, line) = loc.rsplit_once(':')?;
    let line = line.parse().ok()?;
    let base = Path::new(file).file_name()?.to_string_lossy().into_owned();
    Some((base, line))
}

pub fn basename(path: &str) -> String {
    Path::new(path).file_name().unwrap().to_string_lossy().into_owned()
}

/// Replays a FAILED report with scripts/replay; Err(explanation) if it does not replay.
pub fn replay(
    files: &[String],
    cpp_flags: &[String],
    report: &Value,
    tag: &str,
) -> Result<String, String> {
    let dir = scratch("replay");
    let json_path = dir.join(format!("{tag}.json"));
    std::fs::write(&json_path, serde_json::to_string_pretty(report).unwrap()).unwrap();
    let mut args = vec![root().join("scripts/replay").to_string_lossy().into_owned()];
    args.extend(files.iter().cloned());
    args.push("--json".into());
    args.push(json_path.to_string_lossy().into_owned());
    args.extend(cpp_flags.iter().cloned());
    let run = run_cmd("python3", &args, Duration::from_secs(120));
    if run.code == Some(0) {
        Ok(run.stdout.trim().to_string())
    } else {
        Err(format!(
            "scripts/replay exit {:?}: {} {} (report saved as {})",
            run.code,
            run.stdout.trim(),
            run.stderr.trim(),
            json_path.display()
        ))
    }
}

/// Accessors that explain what is missing.
pub fn get<'a>(v: &'a Value, path: &str) -> &'a Value {
    let mut cur = v;
    for key in path.split('.') {
        cur = cur.get(key).unwrap_or(&Value::Null);
    }
    cur
}

pub fn get_u64(v: &Value, path: &str) -> Option<u64> {
    get(v, path).as_u64()
}

pub fn get_str<'a>(v: &'a Value, path: &str) -> Option<&'a str> {
    get(v, path).as_str()
}

/// The input steps of a JSON trace: (frame, source function, type, value).
pub fn trace_inputs(report: &Value) -> Vec<(u64, String, String, String)> {
    let mut out = Vec::new();
    if let Some(frames) = get(report, "trace.frames").as_array() {
        for f in frames {
            let k = f.get("frame").and_then(Value::as_u64).unwrap_or(u64::MAX);
            for s in f.get("steps").and_then(Value::as_array).into_iter().flatten() {
                if s.get("kind").and_then(Value::as_str) == Some("input") {
                    let st =
                        |key: &str| s.get(key).and_then(Value::as_str).unwrap_or("").to_string();
                    out.push((k, st("source"), st("type"), st("value")));
                }
            }
        }
    }
    out
}

/// xorshift64*: deterministic, dependency-free.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// Statement-level programs checked against gcc: each case is statements and expressions.
/// gcc compiles and runs them and prints each expression's value; ibmc must then prove
/// `assert(expr == value)` for all of them, and refute the set with the last value off by one.
/// `prelude` is C text put before `main` (type definitions, globals, functions).
pub fn expressions_match_gcc(scratch_name: &str, prelude: &str, cases: Vec<(&str, Vec<&str>)>) {
    use std::fmt::Write as _;
    let dir = scratch(scratch_name);
    let program = |stmts: &str, checks: &str| {
        format!("{prelude}\n#include <stdio.h>\n#include <assert.h>\nint main(void) {{\n{stmts}\n{checks}return 0;\n}}\n")
    };
    let gcc_values = |stmts: &str, exprs: &[&str]| -> Vec<i64> {
        let mut checks = String::new();
        for e in exprs {
            writeln!(checks, "printf(\"%lld\\n\", (long long)({e}));").unwrap();
        }
        let src = dir.join("gcc.c");
        std::fs::write(&src, program(stmts, &checks)).unwrap();
        let exe = dir.join("gcc.out");
        let stub = dir.join("stub.c");
        std::fs::write(&stub, "int __VERIFIER_nondet_int(void) { return 0; }\n").unwrap();
        let c = run_cmd(
            "gcc",
            // `-frounding-math`: constant float expressions are computed in the run-time
            // rounding mode (ibmc's model of `fesetround`); `-lm` for `fenv.h` and `math.h`.
            &strings(&[
                "-w",
                "-frounding-math",
                "-o",
                exe.to_str().unwrap(),
                src.to_str().unwrap(),
                stub.to_str().unwrap(),
                "-lm",
            ]),
            Duration::from_secs(60),
        );
        assert_eq!(c.code, Some(0), "gcc failed: {}", c.stderr);
        let r = run_cmd(exe.to_str().unwrap(), &[], Duration::from_secs(20));
        r.stdout.lines().map(|l| l.trim().parse().unwrap()).collect()
    };
    let ibmc_checks = |name: &str, stmts: &str, exprs: &[&str], values: &[i64]| -> Run {
        let mut checks = String::new();
        for (e, v) in exprs.iter().zip(values) {
            writeln!(checks, "assert((long long)({e}) == {v}LL);").unwrap();
        }
        let src = dir.join(name);
        std::fs::write(&src, program(stmts, &checks)).unwrap();
        ibmc(&strings(&[
            src.to_str().unwrap(),
            "--timeout",
            "60",
            "--pointer-check",
            "--bounds-check",
        ]))
    };
    for (i, (stmts, exprs)) in cases.into_iter().enumerate() {
        let values = gcc_values(stmts, &exprs);
        assert_eq!(values.len(), exprs.len(), "case {i}: gcc printed {values:?}");
        let run = ibmc_checks(&format!("ok{i}.c"), stmts, &exprs, &values);
        assert_eq!(
            run.verdicts(),
            vec!["VERIFICATION SUCCESSFUL"],
            "case {i} ({stmts}): {}",
            run.describe()
        );
        let mut wrong = values.clone();
        let last = wrong.len() - 1;
        wrong[last] += 1;
        let run = ibmc_checks(&format!("bad{i}.c"), stmts, &exprs, &wrong);
        assert_eq!(
            run.verdicts(),
            vec!["VERIFICATION FAILED"],
            "case {i} ({stmts}), off by one: {}",
            run.describe()
        );
    }
}
