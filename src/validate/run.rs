//! Compiling, linking and running the program with the harness in a temporary directory.

use std::collections::{BTreeMap, HashMap};
use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use super::harness::Harness;
use super::ReplayOptions;

/// How to build the program.
pub struct BuildOptions<'a> {
    pub opts: &'a ReplayOptions,
    /// `-fsanitize=` list (recoverable), if the property is a run-time check.
    pub sanitize: Option<&'static str>,
    pub wrapv: bool,
    /// C definitions of the program's globals by name (for undefined ones).
    pub globals: BTreeMap<String, String>,
    /// Compile the program with `--coverage` (gcov's counters), once per directory: the
    /// objects are reused by every build in it, so the counters add up over the runs.
    pub coverage: bool,
    /// The functions the program defines (never replaced by a stub).
    pub defined: std::collections::BTreeSet<String>,
    /// `argv` (from `argv[0]` on) for the run, the trace's command line; `None`: the
    /// executable's path alone.
    pub args: Option<Vec<Vec<u8>>>,
    /// The run may go on past assertion failures (the trace's removed properties): glibc's
    /// `__assert_fail` & co. lose their `noreturn` (`-D__noreturn__=`, which leaves an empty
    /// attribute), so that gcc compiles the code after the call and a call that returns goes
    /// on there, as ibmc's execution does past a removed assertion.
    pub assertions_return: bool,
}

/// Which violation a run goes on past: given a run's events, the call site (as logged) of
/// the violation that ended it when that is a removed property's; the run is then repeated
/// going on past it (and past those before).
pub type GoOn<'a> = dyn Fn(&Observed) -> Option<u64> + 'a;

/// The most call sites a replay goes on past (one run each).
const MAX_GO_ON: usize = 64;

/// What a run left behind.
#[derive(Debug, Default)]
pub struct Observed {
    /// The harness's event log.
    pub log: String,
    /// Exit code, or the signal that ended the process.
    pub code: Option<i32>,
    pub signal: Option<i32>,
    /// Killed after the time limit (the harness's own alarm did not stop it).
    pub killed: bool,
    /// The last lines of the program's stderr.
    pub stderr_tail: String,
    /// `file:line` of every code address in the log (already decremented into the call
    /// instruction), by the address as logged.
    pub sites: HashMap<u64, (String, u32)>,
}

/// A directory removed when dropped.
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new() -> Result<TempDir, String> {
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        let base = std::env::temp_dir();
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.subsec_nanos())
            .unwrap_or(0);
        let mut last_err = String::new();
        for _ in 0..100 {
            let n = COUNTER.fetch_add(1, Ordering::Relaxed);
            let dir = base.join(format!("ibmc-replay-{}-{n}-{nanos}", std::process::id()));
            match std::fs::create_dir(&dir) {
                Ok(()) => return Ok(TempDir(dir)),
                Err(e) => last_err = e.to_string(),
            }
        }
        Err(format!("cannot create a temporary directory in {}: {last_err}", base.display()))
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The major version of `gcc`, if it runs.
fn gcc_major() -> Option<u32> {
    static V: OnceLock<Option<u32>> = OnceLock::new();
    *V.get_or_init(|| {
        let out = Command::new("gcc").arg("-dumpversion").stdin(Stdio::null()).output().ok()?;
        let text = String::from_utf8_lossy(&out.stdout);
        text.trim().split('.').next()?.parse().ok()
    })
}

/// Flags shared by every compilation. DWARF 4: binutils' addr2line (2.40) gives the wrong
/// file name for DWARF 5 line tables of files with `#line` directives (CIL output).
/// Uninitialized locals are 0, as ibmc's counterexamples prefer them (engine::frames).
fn common_flags() -> Vec<String> {
    let mut f: Vec<String> = [
        "-w",
        "-O0",
        "-gdwarf-4",
        "-std=gnu11",
        "-fno-pie",
        "-fno-omit-frame-pointer",
        "-ftrivial-auto-var-init=zero",
        "-frounding-math",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    // gcc 14 turned implicit declarations, int-conversion & co. into errors; ibmc's frontend
    // accepts what gcc -E accepts, so the replay should too.
    if gcc_major().is_some_and(|v| v >= 14) {
        f.push("-fpermissive".into());
    }
    f
}

fn gcc(args: &[String], cwd: &Path) -> Result<Output, String> {
    Command::new("gcc")
        .args(args)
        .current_dir(cwd)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("gcc failed: cannot run gcc: {e}"))
}

fn gcc_failure(what: &str, out: &Output) -> String {
    let err = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = err.lines().filter(|l| !l.trim().is_empty()).take(12).collect();
    format!("gcc failed ({what}): {}", lines.join(" | "))
}

/// An absolute version of a path of the ibmc run (gcc runs in the temporary directory).
fn absolute(p: &Path) -> PathBuf {
    if let Ok(c) = p.canonicalize() {
        return c;
    }
    if p.is_absolute() {
        p.to_path_buf()
    } else {
        std::env::current_dir().map(|d| d.join(p)).unwrap_or_else(|_| p.to_path_buf())
    }
}

/// `undefined reference to `NAME'` in linker output.
fn undefined_references(stderr: &str) -> Vec<String> {
    let mut names = Vec::new();
    for line in stderr.lines() {
        let Some(pos) = line.find("undefined reference to ") else { continue };
        let rest = &line[pos + "undefined reference to ".len()..];
        let name: String = rest
            .trim_start_matches(['`', '\'', '"', '\u{2018}'])
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        if !name.is_empty() && !names.contains(&name) {
            names.push(name);
        }
    }
    names
}

/// Builds the executable in `dir`; returns its path.
fn build(dir: &Path, harness: &Harness, b: &BuildOptions) -> Result<PathBuf, String> {
    for (name, text) in [("ibmc_runtime", &harness.runtime), ("ibmc_inputs", &harness.inputs)] {
        let c = format!("{name}.c");
        std::fs::write(dir.join(&c), text).map_err(|e| format!("cannot write the harness: {e}"))?;
        let mut args = common_flags();
        args.extend(["-c".into(), c, "-o".into(), format!("{name}.o")]);
        let out = gcc(&args, dir)?;
        if !out.status.success() {
            return Err(gcc_failure("harness", &out));
        }
    }

    let mut link = common_flags();
    link.push("-no-pie".into());
    link.push("-finstrument-functions".into());
    // Calls of library functions the program declares but does not define are inputs in
    // ibmc (`abs`, `rand`, ...): gcc must call the harness's definitions, not expand builtins.
    link.push("-fno-builtin".into());
    if b.wrapv {
        link.push("-fwrapv".into());
    }
    if let Some(s) = b.sanitize {
        link.push(format!("-fsanitize={s}"));
        link.push("-fsanitize-recover=all".into());
    }
    for (name, ty) in crate::frontend::CPROVER_TYPES {
        link.push(format!("-D{name}={ty}"));
    }
    for d in &b.opts.include_dirs {
        link.push(format!("-I{}", absolute(d).display()));
    }
    for d in &b.opts.defines {
        link.push(format!("-D{d}"));
    }
    if b.assertions_return {
        link.push("-D__noreturn__=".into());
    }
    if b.coverage {
        link.push("--coverage".into());
        // The harness's weak reference alone does not pull `__gcov_dump` out of libgcov.a.
        link.push("-Wl,-u,__gcov_dump".into());
        for (i, f) in b.opts.files.iter().enumerate() {
            let obj = format!("prog{i}.o");
            if !dir.join(&obj).exists() {
                let mut args = link.clone();
                args.extend([
                    "-c".into(),
                    absolute(f).display().to_string(),
                    "-o".into(),
                    obj.clone(),
                ]);
                let out = gcc(&args, dir)?;
                if !out.status.success() {
                    return Err(gcc_failure("program", &out));
                }
            }
            link.push(obj);
        }
    } else {
        for f in &b.opts.files {
            link.push(absolute(f).display().to_string());
        }
    }
    link.push("ibmc_runtime.o".into());
    link.push("ibmc_inputs.o".into());
    // libm for the math functions ibmc models (`floor`, `sqrt`, ...).
    let tail = ["-o".to_string(), "replay.exe".to_string(), "-lm".to_string()];

    let mut args = link.clone();
    args.extend(tail.iter().cloned());
    let mut out = gcc(&args, dir)?;
    let defined_missing = |out: &Output| {
        undefined_references(&String::from_utf8_lossy(&out.stderr))
            .iter()
            .any(|n| b.defined.contains(n))
    };
    if !out.status.success() && defined_missing(&out) {
        // A function the program defines `inline` (CIL's `__inline`) has no external
        // definition in C99: gcc 3's inline semantics give it one, as ibmc reads it.
        link.insert(1, "-fgnu89-inline".into());
        let mut args = link.clone();
        args.extend(tail.iter().cloned());
        out = gcc(&args, dir)?;
        if !out.status.success() && defined_missing(&out) {
            return Err(gcc_failure("program", &out));
        }
    }
    if !out.status.success() {
        let missing = undefined_references(&String::from_utf8_lossy(&out.stderr));
        if missing.is_empty() {
            return Err(gcc_failure("program", &out));
        }
        // Functions and globals defined nowhere that the trace does not need.
        let mut stubs =
            String::from("/* ibmc --validate: definitions missing from the program. */\n");
        for name in &missing {
            match b.globals.get(name) {
                Some(decl) => stubs.push_str(&format!("{decl};\n")),
                None => stubs.push_str(&format!("long long {name}() {{ return 0; }}\n")),
            }
        }
        std::fs::write(dir.join("ibmc_stubs.c"), stubs)
            .map_err(|e| format!("cannot write stubs: {e}"))?;
        let mut sargs = common_flags();
        sargs.extend(["-c".into(), "ibmc_stubs.c".into(), "-o".into(), "ibmc_stubs.o".into()]);
        let out = gcc(&sargs, dir)?;
        if !out.status.success() {
            return Err(gcc_failure("stubs", &out));
        }
        let mut args = link;
        args.push("ibmc_stubs.o".into());
        args.extend(tail.iter().cloned());
        let out = gcc(&args, dir)?;
        if !out.status.success() {
            return Err(gcc_failure("program", &out));
        }
    }
    Ok(dir.join("replay.exe"))
}

/// Addresses of the program's own `reach_error`/`__VERIFIER_error` definitions (hex).
fn error_function_addresses(exe: &Path) -> Vec<String> {
    let Ok(out) = Command::new("nm").arg(exe).stdin(Stdio::null()).output() else {
        return Vec::new();
    };
    let text = String::from_utf8_lossy(&out.stdout);
    let mut addrs = Vec::new();
    for line in text.lines() {
        let parts: Vec<&str> = line.split_whitespace().collect();
        if let [addr, kind, name] = parts.as_slice() {
            if matches!(*name, "reach_error" | "__VERIFIER_error")
                && matches!(*kind, "t" | "T" | "w" | "W")
            {
                addrs.push(addr.trim_start_matches('0').to_string());
            }
        }
    }
    addrs
}

/// `file:line` of code addresses, with `addr2line`.
fn resolve(exe: &Path, addrs: &[u64]) -> HashMap<u64, (String, u32)> {
    let mut out = HashMap::new();
    if addrs.is_empty() {
        return out;
    }
    let mut cmd = Command::new("addr2line");
    cmd.arg("-e").arg(exe).stdin(Stdio::null());
    for a in addrs {
        cmd.arg(format!("{:#x}", a.saturating_sub(1)));
    }
    let Ok(res) = cmd.output() else { return out };
    let text = String::from_utf8_lossy(&res.stdout);
    for (a, line) in addrs.iter().zip(text.lines()) {
        let line = line.split(" (discriminator").next().unwrap_or(line).trim();
        if let Some((file, n)) = line.rsplit_once(':') {
            if let Ok(n) = n.parse::<u32>() {
                if file != "??" && n > 0 {
                    out.insert(*a, (file.to_string(), n));
                }
            }
        }
    }
    out
}

/// The code addresses in the log (the fields that start with `0x`).
fn logged_addresses(log: &str) -> Vec<u64> {
    let mut v: Vec<u64> = log
        .lines()
        .filter(|l| l.starts_with("V\t") || l.starts_with("R\t") || l.starts_with("A\t"))
        .flat_map(|l| l.split('\t'))
        .filter_map(|f| f.strip_prefix("0x").and_then(|h| u64::from_str_radix(h, 16).ok()))
        .filter(|a| *a != 0)
        .collect();
    v.sort_unstable();
    v.dedup();
    v
}

fn tail(path: &Path, max: usize) -> String {
    let Ok(bytes) = std::fs::read(path) else { return String::new() };
    let start = bytes.len().saturating_sub(max);
    String::from_utf8_lossy(&bytes[start..]).trim().to_string()
}

/// Builds the program with the harness, runs it, and reads what happened; runs it again
/// going on past a violation while `go_on` names one.
pub fn build_and_run(
    harness: &Harness,
    b: &BuildOptions,
    timeout_secs: f64,
    go_on: &GoOn,
) -> Result<Observed, String> {
    let tmp = TempDir::new()?;
    let r = build_and_run_in(&tmp.0, harness, b, timeout_secs, go_on);
    // For debugging the replay itself: the harness, executable and log of the last replay.
    if std::env::var_os("IBMC_KEEP_REPLAY").is_some() {
        let keep = std::env::temp_dir().join("ibmc-replay-kept");
        let _ = std::fs::remove_dir_all(&keep);
        let _ = std::fs::rename(&tmp.0, &keep);
    }
    r
}

/// `build_and_run` in a directory the caller owns (gcov's counters stay there).
pub fn build_and_run_in(
    dir: &Path,
    harness: &Harness,
    b: &BuildOptions,
    timeout_secs: f64,
    go_on: &GoOn,
) -> Result<Observed, String> {
    let exe = build(dir, harness, b)?;
    let mut past: Vec<u64> = Vec::new();
    loop {
        let observed = run(dir, &exe, b, timeout_secs, &past)?;
        match go_on(&observed) {
            Some(site) if !past.contains(&site) && past.len() < MAX_GO_ON => past.push(site),
            _ => return Ok(observed),
        }
    }
}

/// Runs the executable once, going on past the violations at the call sites `go_on_at`.
fn run(
    dir: &Path,
    exe: &Path,
    b: &BuildOptions,
    timeout_secs: f64,
    go_on_at: &[u64],
) -> Result<Observed, String> {
    let log_path = dir.join("ibmc_replay.log");
    // The harness appends to the log: a repeated run starts a new one.
    let _ = std::fs::remove_file(&log_path);
    let err_path = dir.join("stderr.txt");
    let err_file = File::create(&err_path)
        .map_err(|e| format!("cannot create {}: {e}", err_path.display()))?;
    let mut cmd = Command::new(exe);
    if let Some((first, rest)) = b.args.as_ref().and_then(|a| a.split_first()) {
        use std::ffi::OsStr;
        use std::os::unix::ffi::OsStrExt;
        use std::os::unix::process::CommandExt;
        cmd.arg0(OsStr::from_bytes(first)).args(rest.iter().map(|a| OsStr::from_bytes(a)));
    }
    let go_on: Vec<String> = go_on_at.iter().map(|a| format!("{a:x}")).collect();
    let mut child = cmd
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(err_file)
        .env("IBMC_REPLAY_LOG", &log_path)
        .env("IBMC_REPLAY_ERRFNS", error_function_addresses(exe).join(","))
        .env("IBMC_REPLAY_GO_ON", go_on.join(","))
        .env(
            "UBSAN_OPTIONS",
            "print_stacktrace=0:halt_on_error=0:report_error_type=1:print_summary=0",
        )
        .spawn()
        .map_err(|e| format!("cannot run the compiled program: {e}"))?;
    // The harness stops itself after `timeout_secs` (SIGALRM); this is the backstop.
    let deadline = Instant::now() + Duration::from_secs_f64(timeout_secs + 2.0);
    let mut killed = false;
    let status = loop {
        match child.try_wait() {
            Ok(Some(st)) => break Some(st),
            Ok(None) if Instant::now() >= deadline => {
                killed = true;
                let _ = child.kill();
                break child.wait().ok();
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(2)),
            Err(_) => {
                let _ = child.kill();
                break child.wait().ok();
            }
        }
    };
    let log = std::fs::read(&log_path)
        .map(|b| String::from_utf8_lossy(&b).into_owned())
        .unwrap_or_default();
    let sites = resolve(exe, &logged_addresses(&log));
    let signal = {
        #[cfg(unix)]
        {
            use std::os::unix::process::ExitStatusExt;
            status.and_then(|s| s.signal())
        }
        #[cfg(not(unix))]
        {
            None
        }
    };
    Ok(Observed {
        log,
        code: status.and_then(|s| s.code()),
        signal,
        killed,
        stderr_tail: tail(&err_path, 600),
        sites,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn linker_messages() {
        let err = "/usr/bin/ld: /tmp/x.o: in function `main':\nx.c:(.text+0x1e): undefined reference to `foo'\n\
                   x.c:(.text+0x2e): undefined reference to `bar_2'\nx.c: undefined reference to `foo'\n";
        assert_eq!(undefined_references(err), vec!["foo".to_string(), "bar_2".to_string()]);
    }

    #[test]
    fn addresses_in_the_log() {
        let log = "U\tub:x\t0\t0x0\tf.c\t3\tm\nV\treach_error\t2\t0x401234\t\t0\t\nE\t3\n";
        assert_eq!(logged_addresses(log), vec![0x401234]);
    }
}
