//! `--requirements`: the monitor compiler against the formula's reference semantics on random
//! traces (gcc runs the generated monitor C), model folders of the generated-code corpus
//! checked from their requirements files against the hand-written harnesses' verdicts
//! (benchmarks/manifest.tsv), and errors with file:line:column.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use ibmc::harness::formula::{self, Formula};
use ibmc::harness::{monitor, semantics};

/// A trace of the signals a, b (0 or 1) and x (0..4).
struct Tr(Vec<[i64; 3]>);

impl semantics::Trace for Tr {
    fn value(&self, s: &str, t: usize) -> i64 {
        self.0[t][match s {
            "a" => 0,
            "b" => 1,
            _ => 2,
        }]
    }
}

/// One formula per operator, and some nestings.
const FORMULAS: &[&str] = &[
    "prev(x)",
    "prev(x, 2)",
    "prev(x, 3, 7)",
    "prev(x, 0)",
    "rose(a)",
    "fell(a)",
    "always(a)",
    "historically(a)",
    "historically(a, 3)",
    "once(b)",
    "once(b, 2)",
    "since(a, b)",
    "after 3",
    "a => b within 0",
    "a => b within 2",
    "x > 2 => a within 3",
    "a => b for 0",
    "a => b for 2",
    "prev(rose(a) || x > 2, 2) && once(b, 3)",
    "since(historically(a, 2), fell(b)) || prev(x, 1, x + 1) == x",
    "rose(prev(a)) == prev(rose(a)) && (after 1 ? prev(x) : -1) != 9",
];

/// The saturating step counter as the generated harness has it: above every count used.
const STEP_CAP: u64 = 5;

fn lcg(seed: &mut u64) -> u64 {
    *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    *seed >> 33
}

fn monitor_program(formulas: &[Formula]) -> String {
    let resolve = |n: &str, _at: usize| Ok(n.to_string());
    let mut decls = String::new();
    let mut body = String::new();
    for (i, f) in formulas.iter().enumerate() {
        let m = monitor::compile(f, &format!("m{i}"), &resolve).expect("compiles");
        decls.push_str(&m.decls.join("\n"));
        decls.push('\n');
        body.push_str(&m.update.join("\n"));
        body.push_str(&format!("\nprintf(\"%lld \", (long long)({}));\n", m.ok));
    }
    format!(
        "#include <stdio.h>\nstatic long long a, b, x;\nstatic unsigned long long ibmc_step;\n{decls}\n\
         int main(void) {{\n  while (scanf(\"%lld %lld %lld\", &a, &b, &x) == 3) {{\n\
         if (ibmc_step < {STEP_CAP}ULL) ibmc_step++;\n{body}\nprintf(\"\\n\");\n  }}\n  return 0;\n}}\n"
    )
}

#[test]
fn monitors_agree_with_the_semantics_on_random_traces() {
    let formulas: Vec<Formula> = FORMULAS.iter().map(|f| formula::parse(f).unwrap()).collect();
    let dir = std::env::temp_dir().join(format!("ibmc-monitor-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("m.c");
    std::fs::write(&src, monitor_program(&formulas)).unwrap();
    let exe = dir.join("m");
    let cc = Command::new("gcc").arg("-o").arg(&exe).arg(&src).output().expect("gcc");
    assert!(cc.status.success(), "{}", String::from_utf8_lossy(&cc.stderr));
    let mut seed = 12345u64;
    let mut steps_checked = 0;
    for _ in 0..60 {
        let len = 1 + (lcg(&mut seed) % 14) as usize;
        let tr = Tr((0..len)
            .map(|_| {
                [
                    (lcg(&mut seed) % 2) as i64,
                    (lcg(&mut seed) % 2) as i64,
                    (lcg(&mut seed) % 5) as i64,
                ]
            })
            .collect());
        let input: String = tr.0.iter().map(|s| format!("{} {} {}\n", s[0], s[1], s[2])).collect();
        let mut child =
            Command::new(&exe).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap();
        child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
        let out = String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap();
        let rows: Vec<Vec<i64>> = out
            .lines()
            .map(|l| l.split_whitespace().map(|v| v.parse().unwrap()).collect())
            .collect();
        assert_eq!(rows.len(), len);
        for (i, f) in formulas.iter().enumerate() {
            let mut violated = false;
            for (t, row) in rows.iter().enumerate() {
                let got = row[i];
                match f {
                    Formula::Invariant(e) => {
                        assert_eq!(
                            got,
                            semantics::eval(e, &tr, t),
                            "{} at step {}: {input}",
                            FORMULAS[i],
                            t + 1
                        )
                    }
                    // A bounded response equals the semantics up to its first violation, the
                    // verdict (docs/REQUIREMENTS.md).
                    _ if violated => {}
                    _ => {
                        let want = semantics::holds(f, &tr, t);
                        assert_eq!(got != 0, want, "{} at step {}: {input}", FORMULAS[i], t + 1);
                        violated = !want;
                    }
                }
                steps_checked += 1;
            }
        }
    }
    assert!(steps_checked > 5000, "{steps_checked}");
    let _ = std::fs::remove_dir_all(&dir);
}

fn corpus(model: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("benchmarks/generated").join(model)
}

/// One requirement of a model folder: exit code and the JSON report. `-j 1`: BMC alone, whose
/// depth is the shortest violation's (the explicit-state search beside it may report a
/// deeper one first, see docs/REQUIREMENTS.md).
fn check(model: &str, id: &str, args: &[&str]) -> (i32, serde_json::Value) {
    let dir = corpus(model);
    let out = Command::new(env!("CARGO_BIN_EXE_ibmc"))
        .arg(&dir)
        .arg("--requirements")
        .arg(dir.join("requirements.toml"))
        .args(["--property", id, "--json", "--validate", "-j", "1"])
        .args(args)
        .output()
        .expect("run ibmc");
    let json = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!("{model} {id}: no JSON ({e}): {}", String::from_utf8_lossy(&out.stderr))
    });
    (out.status.code().unwrap_or(-1), json)
}

/// The model folders with a requirements file.
fn corpus_models() -> Vec<String> {
    let root = corpus("");
    let mut models = Vec::new();
    for origin in std::fs::read_dir(&root).unwrap().flatten() {
        for m in std::fs::read_dir(origin.path()).into_iter().flatten().flatten() {
            if m.path().join("requirements.toml").exists() {
                let rel = m.path().strip_prefix(&root).unwrap().to_string_lossy().into_owned();
                models.push(rel);
            }
        }
    }
    models.sort();
    models
}

/// The verdict of one run as the expectation writes it: `fail@N` or `proved`.
fn verdict(code: i32, j: &serde_json::Value) -> String {
    let failed = j["properties"].as_array().into_iter().flatten().find(|p| p["status"] == "FAILED");
    match (code, failed) {
        (10, Some(p)) => {
            assert_eq!(p["validated"], true, "the violation does not replay: {p}");
            format!("fail@{}", p["depth"])
        }
        (0, None) => "proved".to_string(),
        _ => format!("exit {code}: {}", j["result"]),
    }
}

/// Every requirement of every model folder's requirements file has the verdict and depth
/// recorded in its `expect`, which were established with the hand-written harness case its
/// `harness` names (docs/REQUIREMENTS.md); every violation replays (`--validate`).
/// Requirements marked `slow` are skipped unless `IBMC_SLOW_TESTS` is set (they were checked
/// that way, benchmarks/generated/SOURCES.md has the figures).
#[test]
fn corpus_requirements_have_their_expected_verdicts() {
    use ibmc::harness::requirements::{self, Expect};
    let mut jobs = Vec::new();
    let mut slow = 0;
    let with_slow = std::env::var_os("IBMC_SLOW_TESTS").is_some();
    for model in corpus_models() {
        let req = requirements::read(&corpus(&model).join("requirements.toml")).unwrap();
        for r in &req.requirements {
            let expect = r.expect.unwrap_or_else(|| panic!("{model} {}: no expect", r.id));
            assert!(r.harness.is_some(), "{model} {}: no hand-written harness case", r.id);
            if r.slow && !with_slow {
                slow += 1;
                continue;
            }
            let want = match expect {
                Expect::Fail(n) => format!("fail@{n}"),
                Expect::Proved => "proved".to_string(),
                Expect::Holds => {
                    assert!(r.slow, "{model} {}: a 'holds' requirement must be marked slow", r.id);
                    continue;
                }
            };
            jobs.push((model.clone(), r.id.clone(), want));
        }
    }
    assert!(jobs.len() + slow >= 80, "{} requirements", jobs.len() + slow);
    // Two at a time: each run is one process.
    let jobs = std::sync::Mutex::new(jobs.into_iter());
    let errors = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let Some((model, id, want)) = jobs.lock().unwrap().next() else { break };
                let mut args = vec!["--timeout", if with_slow { "600" } else { "30" }];
                if want == "proved" {
                    args.push("--prove");
                }
                let (code, j) = check(&model, &id, &args);
                let got = verdict(code, &j);
                if got != want {
                    errors.lock().unwrap().push(format!("{model} {id}: {got}, expected {want}"));
                }
            });
        }
    });
    let errors = errors.into_inner().unwrap();
    assert!(errors.is_empty(), "{}", errors.join("\n"));
    assert!(slow <= 25, "{slow} requirements skipped as slow");
}

/// A sample of the hand-written harness cases the expectations come from, one or two per
/// model: the same verdict and depth as the requirements file's (kept honest here, the
/// others were run once, benchmarks/generated/SOURCES.md).
#[test]
fn hand_written_harnesses_agree_with_the_expectations() {
    for (model, prop, want) in [
        ("s2bq/Rate_Limiter", 13, "fail@6"),
        ("s2bq/Relay", 11, "proved"),
        ("s2bq/Discrete_Transfer_Fcn", 14, "fail@3"),
        ("s2bq/Rate_Transition_ZOH", 14, "fail@3"),
        ("mbd-yomna/TrafficLight", 12, "proved"),
        ("mbd-yasmin/trafficstateflow", 12, "fail@17"),
        ("hybridcar/BatteryLevel", 13, "fail@4"),
        ("hybridcar/DynamicControl", 13, "fail@5"),
        ("ajr-bcu/PI_Control", 12, "fail@2"),
        ("lustre-ec2c/cpt", 14, "fail@11"),
        ("heptagon-assp/rcounter", 5, "fail@4"),
        ("heptagon-assp/rcounter", 3, "proved"),
        ("fingerprinting/fuel_rate_control", 6, "fail@3"),
    ] {
        let case = format!("-DPROP={prop}");
        let mut args = vec!["harness.c", case.as_str(), "--property", "main.assertion.1"];
        args.extend(["--json", "--validate", "-j", "1", "--timeout", "30"]);
        if want == "proved" {
            args.push("--prove");
        }
        let out = Command::new(env!("CARGO_BIN_EXE_ibmc"))
            .current_dir(corpus(model))
            .args(&args)
            .output()
            .unwrap();
        let j: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(verdict(out.status.code().unwrap_or(-1), &j), want, "{model} PROP {prop}");
        // The requirement with this harness case expects the same.
        let req =
            ibmc::harness::requirements::read(&corpus(model).join("requirements.toml")).unwrap();
        let r = req.requirements.iter().find(|r| r.harness.as_deref() == Some(case.as_str()));
        let r = r.unwrap();
        let e = format!("{:?}", r.expect.unwrap()).to_lowercase().replace("fail(", "fail@");
        assert_eq!(e.trim_end_matches(')'), want, "{model} {}", r.id);
    }
}

fn run_with(dir: &Path, toml: &str) -> (i32, String) {
    let file =
        std::env::temp_dir().join(format!("ibmc-req-{}-{}.toml", std::process::id(), toml.len()));
    std::fs::write(&file, toml).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_ibmc"))
        .arg(dir)
        .arg("--requirements")
        .arg(&file)
        .arg("--show-harness")
        .output()
        .expect("run ibmc");
    let _ = std::fs::remove_file(&file);
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn errors_name_file_line_and_column() {
    let dir = corpus("s2bq/Relay");
    let (code, err) =
        run_with(&dir, "[[requirement]]\nid = \"R\"\nformula = \"Relay_Relay_1 >= \"\n");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains(".toml:3:29: parse error: expected an expression"), "{err}");
    let (code, err) = run_with(&dir, "[[requirement]\nid = 1\n");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains(".toml:1:"), "{err}");
    let (code, err) =
        run_with(&dir, "[[requirement]]\nid = \"R\"\nformula = \"rose(a) within 2\"\n");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains(".toml:3:20: parse error: 'within n' ends a response"), "{err}");
    let (code, err) = run_with(&dir, "[[requirement]]\nid = \"R\"\ntext = \"t\"\n");
    assert_eq!(code, 2, "{err}");
    // A file, not a folder.
    let out = Command::new(env!("CARGO_BIN_EXE_ibmc"))
        .arg(dir.join("Relay.c"))
        .arg("--show-interface")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn interfaces_of_several_generators() {
    for (model, kind, signal) in [
        ("s2bq/Relay", "Embedded Coder (default interface)", None),
        (
            "fingerprinting/fuel_rate_control",
            "Embedded Coder (reusable interface)",
            Some("ibmc_U_.sensors.throttle"),
        ),
        ("s2bq/Rate_Transition_ZOH", "Embedded Coder (multi-rate)", None),
        ("hybridcar/BatteryLevel", "SCADE KCG", Some("ibmc_inC.Vb")),
        ("lustre-ec2c/cpt", "Lustre ec2c", Some("ibmc_out_counter")),
        ("heptagon-assp/rcounter", "Heptagon", Some("ibmc_out.cnt")),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_ibmc"))
            .arg(corpus(model))
            .args(["--show-interface", "--json"])
            .output()
            .unwrap();
        let j: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(j["generator"], kind, "{model}: {j}");
        if let Some(s) = signal {
            assert!(
                j["signals"].as_array().unwrap().iter().any(|x| x["path"] == s),
                "{model}: {j}"
            );
        }
    }
}
