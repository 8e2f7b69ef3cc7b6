//! PDR end to end: proofs k-induction cannot give (timers), the same counterexamples as BMC
//! with replaying traces, certificates that re-check (and a wrong one that does not), the
//! invariant's C text checked by gcc-compiled runs, and `--prove`'s per-property engines.

use std::path::{Path, PathBuf};
use std::process::Command;

fn file(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/pdr").join(name)
}

fn ibmc(path: &Path, args: &[&str]) -> (i32, serde_json::Value) {
    let out = Command::new(env!("CARGO_BIN_EXE_ibmc"))
        .arg("--no-standard-checks")
        .arg(path)
        .arg("--json")
        .args(if args.contains(&"--timeout") { &[][..] } else { &["--timeout", "120"][..] })
        .args(args)
        .output()
        .expect("run ibmc");
    let json = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!("{}: no JSON ({e}): {}", path.display(), String::from_utf8_lossy(&out.stderr))
    });
    (out.status.code().unwrap_or(-1), json)
}

fn assert_pdr_proof(j: &serde_json::Value) -> String {
    assert_eq!(j["result"], "SUCCESS", "{j}");
    assert_eq!(j["proof"], "pdr", "{j}");
    assert_eq!(j["certificate"]["checked"], true, "{j}");
    assert_eq!(j["certificate"]["engine"], "pdr", "{j}");
    for p in j["properties"].as_array().unwrap() {
        assert_eq!(p["proof"], "pdr", "{j}");
    }
    j["certificate"]["invariant"].as_str().expect("invariant text").to_string()
}

#[test]
fn timer_that_k_induction_cannot_prove_is_proved_by_pdr() {
    let plain = ["--no-word-invariants"];
    let (code, j) = ibmc(&file("lamp_timer.c"), &["--k-induction", "--unwind-max", "30", plain[0]]);
    assert_eq!(code, 5, "plain k-induction needs k >= 50 here: {j}");
    // Bit-level PDR alone proves it (a lemma per timer step), and so does the default.
    let (code, j) = ibmc(&file("lamp_timer.c"), &["--pdr", plain[0]]);
    assert_eq!(code, 0, "{j}");
    assert_pdr_proof(&j);
    assert_eq!(j["stats"]["pdr"]["word_invariants"], 0);
    let (code, j) = ibmc(&file("lamp_timer.c"), &["--pdr"]);
    assert_eq!(code, 0, "{j}");
    assert_pdr_proof(&j);
    assert!(j["stats"]["pdr"]["word_invariants"].as_u64().unwrap() > 0, "{j}");
    // Word-level invariants in the step case make it 0-inductive.
    let (code, j) = ibmc(&file("lamp_timer.c"), &["--k-induction", "--unwind-max", "30"]);
    assert_eq!(code, 0, "{j}");
    assert_eq!(j["proof"], "k-induction", "{j}");
}

/// The word-level invariant search is an optional pass: `--k-induction` runs it only when a
/// step query is first satisfiable (the timer), never for a property k-inductive on its own
/// (`tests/checks/kind.c`), whose proof must not wait for it.
#[test]
fn k_induction_searches_invariants_only_when_a_step_query_fails() {
    let verbose = |path: &str| {
        let run = crate::common::ibmc(&crate::common::strings(&[
            path,
            "--k-induction",
            "--unwind-max",
            "30",
            "-v",
        ]));
        assert_eq!(run.code, Some(0), "{}", run.describe());
        run.stderr
    };
    let timer = verbose("tests/pdr/lamp_timer.c");
    assert!(timer.contains("word-level invariants for the step case"), "{timer}");
    let plain = verbose("tests/checks/kind.c");
    assert!(!plain.contains("invariant"), "{plain}");
}

#[test]
fn strengthened_k_induction_still_finds_the_violation() {
    // The invariants hold on executions that reach the loop head: assumed unguarded in the
    // step case they would hide this violation (which ends its execution).
    for args in [&["--k-induction", "--unwind-max", "60"][..], &["--prove"][..]] {
        let (code, j) = ibmc(&file("lamp_timer.c"), &[args, &["-DLIMIT=49"]].concat());
        assert_eq!(code, 10, "{args:?}: {j}");
        assert_eq!(j["depth"], 50, "{args:?}: {j}");
    }
}

#[test]
fn violated_timer_is_found_at_bmc_depth_with_a_replaying_trace() {
    let (code, j) = ibmc(&file("lamp_timer.c"), &["--pdr", "-DLIMIT=49", "--validate"]);
    assert_eq!(code, 10, "{j}");
    assert_eq!(j["depth"], 50, "{j}");
    let p = &j["properties"][0];
    assert_eq!(p["status"], "FAILED");
    assert_eq!(p["validated"], true, "{j}");
    // The same depth as BMC alone.
    let (code, b) =
        ibmc(&file("lamp_timer.c"), &["-DLIMIT=49", "--unwind-max", "60", "--stop-on-fail"]);
    assert_eq!(code, 10);
    assert_eq!(b["depth"], j["depth"]);
}

#[test]
fn generated_code_state_with_pointer_writes_and_address_taken_locals() {
    let (code, j) = ibmc(&file("rtw_debounce.c"), &["--pdr"]);
    assert_eq!(code, 0, "{j}");
    let inv = assert_pdr_proof(&j);
    assert!(inv.contains("rtDW."), "the invariant names the state struct's members: {inv}");
    let (code, j) = ibmc(&file("rtw_debounce.c"), &["--pdr", "-DSAT_LIMIT=999", "--validate"]);
    assert_eq!(code, 10, "{j}");
    assert_eq!(j["depth"], 1000, "{j}");
    assert_eq!(j["properties"][1]["validated"], true, "{j}");
}

#[test]
fn one_property_proved_one_failed() {
    let (code, j) = ibmc(&file("two_props.c"), &["--pdr"]);
    assert_eq!(code, 10, "{j}");
    let props = j["properties"].as_array().unwrap();
    assert_eq!(props[0]["status"], "SUCCESS", "{j}");
    assert_eq!(props[0]["proof"], "pdr", "{j}");
    assert_eq!(props[1]["status"], "FAILED", "{j}");
    assert_eq!(props[1]["depth"], 7, "{j}");
    assert!(props[1]["trace"].is_object());
}

#[test]
fn prove_reports_the_engine_of_each_property() {
    // Both engines prove the timer (k-induction with word-level invariants, PDR); whichever
    // is first settles it, and a PDR proof comes with its checked certificate.
    let (code, j) = ibmc(&file("lamp_timer.c"), &["--prove"]);
    assert_eq!(code, 0, "{j}");
    match j["properties"][0]["proof"].as_str() {
        Some("pdr") => assert_eq!(j["certificate"]["checked"], true, "{j}"),
        Some("k-induction") => assert!(j["certificate"].is_null(), "{j}"),
        other => panic!("proof {other:?}: {j}"),
    }
    // Without word-level invariants only PDR proves it within the bound.
    let (code, j) =
        ibmc(&file("lamp_timer.c"), &["--prove", "--no-word-invariants", "--unwind-max", "30"]);
    assert_eq!(code, 0, "{j}");
    assert_eq!(j["properties"][0]["proof"], "pdr", "{j}");
    assert_eq!(j["certificate"]["checked"], true, "{j}");
    let (code, j) = ibmc(&file("two_props.c"), &["--prove"]);
    assert_eq!(code, 10, "{j}");
    let props = j["properties"].as_array().unwrap();
    assert_eq!(props[0]["status"], "SUCCESS", "{j}");
    // Every execution ends at frame 7 (the counter property fails on all of them), so BMC's
    // complete exploration proves the first property as well as PDR or k-induction do.
    assert!(
        ["pdr", "k-induction", "complete"].contains(&props[0]["proof"].as_str().unwrap()),
        "{j}"
    );
    assert_eq!(props[1]["depth"], 7, "{j}");
}

#[test]
fn k_induction_programs_get_the_same_verdicts_from_pdr() {
    // Every program of the k-induction suite: PDR never proves what k-induction refutes and
    // never refutes what it proves; failures are at the same frame. PDR proves all of these
    // (`local_array_sum.c` needs the word-level invariant `hist[0] + hist[1] == n`: bit-level
    // lemmas alone do not find it within 10 s); `--prove` proves whatever either proves.
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/kind");
    let mut files: Vec<PathBuf> =
        std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    assert!(files.len() >= 5);
    for f in files {
        let (kc, k) = ibmc(&f, &["--k-induction", "--unwind-max", "30"]);
        let (pc, p) = ibmc(&f, &["--pdr", "--timeout", "10"]);
        match kc {
            10 => {
                assert_eq!(pc, 10, "{}: pdr {p}", f.display());
                assert_eq!(k["depth"], p["depth"], "{}", f.display());
            }
            0 => assert_eq!(
                pc,
                0,
                "{}: pdr does not prove what k-induction proves: {p}",
                f.display()
            ),
            _ => assert_ne!(pc, 10, "{}: pdr refutes what k-induction left open: {p}", f.display()),
        }
        if pc == 0 {
            assert_eq!(p["certificate"]["checked"], true, "{}", f.display());
        }
        let (rc, r) = ibmc(&f, &["--prove", "--unwind-max", "30", "--timeout", "10"]);
        match (kc, pc) {
            (10, _) => assert_eq!(r["depth"], k["depth"], "{}: --prove {r}", f.display()),
            (0, _) | (_, 0) => {
                assert_eq!(rc, 0, "{}: --prove proves what either engine proves: {r}", f.display())
            }
            _ => {}
        }
    }
}

/// Compiles the program with the invariant asserted at the loop head (`/*INV*/` marks it) and
/// runs it on random inputs: every reachable loop-head state must satisfy the C text.
fn check_invariant_with_gcc(src: &Path, invariant: &str, nondet: &str) {
    let dir = tempdir();
    let text = std::fs::read_to_string(src).unwrap();
    let marked = text.replacen(
        "  while (1) {\n",
        "  while (1) {\n    if (!(INV)) { printf(\"INVARIANT VIOLATED\\n\"); return 3; }\n",
        1,
    );
    assert_ne!(marked, text, "the program has a `  while (1) {{` line");
    let harness = format!(
        "#include <stdio.h>\n#include <stdlib.h>\n#define INV ({invariant})\nstatic unsigned long steps;\n\
         __attribute__((constructor)) static void seed(void) {{ const char *s = getenv(\"SEED\"); srand(s ? atoi(s) : 0); }}\n\
         {nondet} {{ if (++steps > 20000) exit(0); return (rand() % 4 == 0) ? rand() : rand() % 3; }}\n\
         void reach_error(void) {{ printf(\"ERROR REACHED\\n\"); exit(4); }}\n"
    );
    let c = dir.join("prog.c");
    std::fs::write(&c, format!("{harness}{marked}")).unwrap();
    let exe = dir.join("prog");
    let out = Command::new("gcc")
        .args(["-std=gnu11", "-w", "-o"])
        .arg(&exe)
        .arg(&c)
        .output()
        .expect("gcc");
    assert!(out.status.success(), "gcc: {}", String::from_utf8_lossy(&out.stderr));
    for seed in 0..5 {
        let run = Command::new(&exe).env("SEED", seed.to_string()).output().expect("run");
        assert_eq!(run.status.code(), Some(0), "{}", String::from_utf8_lossy(&run.stdout));
    }
}

fn tempdir() -> PathBuf {
    let d = std::env::temp_dir().join(format!("ibmc-pdr-{}-{}", std::process::id(), rand_suffix()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn rand_suffix() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    N.fetch_add(1, Ordering::Relaxed)
}

#[test]
fn invariant_text_holds_in_compiled_runs() {
    for (name, nondet) in [
        ("lamp_timer.c", "int __VERIFIER_nondet_int(void)"),
        ("rtw_debounce.c", "unsigned char __VERIFIER_nondet_uchar(void)"),
    ] {
        let (code, j) = ibmc(&file(name), &["--pdr"]);
        assert_eq!(code, 0, "{j}");
        let inv = assert_pdr_proof(&j);
        check_invariant_with_gcc(&file(name), &inv, nondet);
    }
}

#[test]
fn a_wrong_invariant_fails_the_recheck() {
    use ibmc::engine::pdr::{recheck, Certificate};
    let path = file("lamp_timer.c");
    let program =
        ibmc::frontend::load_for_entry(std::slice::from_ref(&path), &Default::default(), "main")
            .unwrap();
    let entry = program.function_by_name("main").unwrap();
    let lp = match ibmc::ir::loops::choose(&program, entry).unwrap() {
        ibmc::ir::loops::Choice::Picked(l) => l,
        _ => panic!("one loop"),
    };
    let opts = ibmc::engine::EngineOptions {
        entry: Some(entry),
        incremental_loop: Some(lp),
        ..Default::default()
    };
    let terminate = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let props: Vec<ibmc::ir::PropId> = vec![ibmc::ir::PropId(0)];
    // The state: lamp, timer, on_time (int each).
    let vars: Vec<(String, u32, ibmc::ir::ScalarTy, bool)> = ["lamp", "timer", "on_time"]
        .iter()
        .map(|n| (n.to_string(), 32, ibmc::ir::ScalarTy::Int(ibmc::ir::IntTy::INT), false))
        .collect();
    let cert = |lemmas: Vec<Vec<(usize, u32, bool)>>| Certificate {
        lemmas,
        word: vec![],
        vars: vars.clone(),
        level: 1,
    };
    // "lamp is odd" excludes the initial state.
    let r = recheck(&program, &opts, &cert(vec![vec![(0, 0, false)]]), &props, terminate.clone())
        .unwrap();
    assert!(r.as_ref().is_err_and(|e| e.contains("initiation")), "{r:?}");
    // "on_time < 32" holds initially but is not inductive.
    let r = recheck(&program, &opts, &cert(vec![vec![(2, 5, true)]]), &props, terminate.clone())
        .unwrap();
    assert!(r.as_ref().is_err_and(|e| e.contains("consecution")), "{r:?}");
    // "true" is inductive but does not imply the property.
    let r = recheck(&program, &opts, &cert(vec![]), &props, terminate.clone()).unwrap();
    assert!(r.as_ref().is_err_and(|e| e.contains("safety")), "{r:?}");
    // Word-level: "timer <= 10" holds initially, and the button sets it to 50.
    use ibmc::engine::invgen::{Atom, WordInv};
    let mut c = cert(vec![]);
    c.word = vec![WordInv { guard: None, atom: Atom::Le(1, 10) }];
    let r = recheck(&program, &opts, &c, &props, terminate.clone()).unwrap();
    assert!(r.as_ref().is_err_and(|e| e.contains("consecution")), "{r:?}");
    // The invariant that holds: lamp is 0 or 1, and lamp on means timer + on_time == 50 and
    // timer >= 1 (every part needed: without one, the check fails; with the lamp off, on_time
    // and timer do not matter, the next press resets them).
    let holds = vec![
        WordInv { guard: None, atom: Atom::Ge(0, 0) },
        WordInv { guard: None, atom: Atom::Le(0, 1) },
        WordInv { guard: Some((0, 1)), atom: Atom::SumEq(1, 2, 50) },
        WordInv { guard: Some((0, 1)), atom: Atom::Ge(1, 1) },
    ];
    c.word = holds.clone();
    let r = recheck(&program, &opts, &c, &props, terminate.clone()).unwrap();
    assert!(r.is_ok(), "{r:?}");
    for drop in 0..holds.len() {
        let mut fewer = holds.clone();
        fewer.remove(drop);
        c.word = fewer;
        let r = recheck(&program, &opts, &c, &props, terminate.clone()).unwrap();
        assert!(r.is_err(), "without {:?} the invariant should fail: {r:?}", holds[drop]);
    }
}
