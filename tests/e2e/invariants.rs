//! Loop invariants of correctness witnesses (`--witness` after a proof): they name what the
//! proof found (a saturating counter's bound), only variables in scope at the loop head, and
//! each is checked independently of the search that produced it:
//! - by execution: the program compiled with gcc and a harness feeding pseudo-random inputs,
//!   the invariant evaluated at every visit of the loop head (in the loop condition);
//! - by ibmc: the invariant asserted at the loop head of a copy of the source, proved with
//!   `--k-induction`.
//!
//! A proof of a program without unbounded loop (`complete`, the whole program is frame 0) has
//! no loop head to annotate, so no witness file is written; a `complete` proof of a loop that
//! ends gets a verified invariant like a k-induction proof.

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::common::*;
use crate::witness_schema::{check_correctness_witness, parse_yaml};

/// The loop invariant of a correctness witness.
#[derive(Debug)]
struct Invariant {
    value: String,
    line: usize,
    column: usize,
}

/// Runs `ibmc FILE --k-induction --witness W` and returns the run, its JSON report and the
/// witness's invariant (None if no witness was written). The witness must follow the schema.
fn prove_with_witness(file: &str) -> (Run, serde_json::Value, Option<Invariant>) {
    let w = fresh_dir("witness", file).join("witness.yml");
    let _ = std::fs::remove_file(&w);
    let args = strings(&[
        file,
        "--k-induction",
        "--no-word-invariants",
        "--json",
        "--unwind-max",
        "30",
        "--timeout",
        "60",
        "--witness",
        w.to_str().unwrap(),
    ]);
    let run = ibmc(&args);
    let report = run.json().unwrap_or_else(|| panic!("no JSON report\n{}", run.describe()));
    let Ok(text) = std::fs::read_to_string(&w) else { return (run, report, None) };
    let doc = parse_yaml(&text).unwrap_or_else(|e| panic!("{file}: {e}\n{text}"));
    if let Err(e) = check_correctness_witness(&doc) {
        panic!("{file}: the witness does not follow the 2.0 schema:\n{e}\n{text}");
    }
    let inv = &doc[0]["content"][0]["invariant"];
    assert_eq!(inv["type"], "loop_invariant", "{file}: {text}");
    let inv = Invariant {
        value: inv["value"].as_str().unwrap().to_string(),
        line: inv["location"]["line"].as_u64().unwrap() as usize,
        column: inv["location"]["column"].as_u64().unwrap() as usize,
    };
    (run, report, Some(inv))
}

/// A new scratch directory for `file`: tests run in parallel and share programs.
fn fresh_dir(kind: &str, file: &str) -> PathBuf {
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = CALLS.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    let dir =
        scratch("invariants").join(format!("{kind}-{}-{n}", basename(file).replace('.', "_")));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The conjuncts of an invariant (the search writes `a && b && ...` of simple conditions).
fn conjuncts(inv: &str) -> Vec<&str> {
    inv.split(" && ").map(str::trim).collect()
}

/// The identifiers of a C expression.
fn identifiers(e: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut prev_digit_start = false;
    for ch in e.chars().chain(std::iter::once(' ')) {
        if ch.is_ascii_alphanumeric() || ch == '_' {
            if cur.is_empty() {
                prev_digit_start = ch.is_ascii_digit();
            }
            cur.push(ch);
        } else {
            if !cur.is_empty() && !prev_digit_start {
                out.push(cur.clone());
            }
            cur.clear();
        }
    }
    out
}

/// The source with `insert` placed right after the `(` of the `while` at (line, column), and
/// `prelude` as its first line.
fn instrument(file: &str, inv: &Invariant, prelude: &str, insert: &str) -> String {
    let text = std::fs::read_to_string(root().join(file)).unwrap();
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    let line = &mut lines[inv.line - 1];
    let at: usize = line.char_indices().nth(inv.column - 1).map(|(i, _)| i).unwrap();
    assert!(
        line[at..].starts_with("while"),
        "{file}:{}: the invariant is not at a `while` but at `{}`",
        inv.line,
        &line[at..]
    );
    let paren = at + line[at..].find('(').unwrap();
    line.insert_str(paren + 1, insert);
    format!("{prelude}\n{}\n", lines.join("\n"))
}

/// Inputs for the compiled program: mostly small values (assumptions like `0 <= d <= 1` pass),
/// sometimes extreme or arbitrary ones; the invariant is evaluated at every loop-head visit.
const HARNESS: &str = r#"
#include <stdio.h>
#include <stdlib.h>
static unsigned long long st = 1;
__attribute__((constructor)) static void seed(void) {
  const char *s = getenv("INV_SEED");
  if (s) st = strtoull(s, 0, 10) * 2654435761ULL + 1;
}
static unsigned rnd(void) {
  st = st * 6364136223846793005ULL + 1442695040888963407ULL;
  return (unsigned)(st >> 33);
}
int __VERIFIER_nondet_int(void) {
  unsigned r = rnd();
  switch (r % 10) {
  case 0: return (int)rnd();
  case 1: return (int)(rnd() % 41) - 20;
  case 2: return (rnd() & 1) ? 2147483647 : -2147483647 - 1;
  default: return (int)(r % 3);
  }
}
unsigned __VERIFIER_nondet_uint(void) { return (unsigned)__VERIFIER_nondet_int(); }
_Bool __VERIFIER_nondet_bool(void) { return rnd() & 1; }
void __VERIFIER_assume(int c) { if (!c) exit(0); }
static long visits;
int __ibmc_inv(int ok) {
  if (!ok) { printf("invariant violated at loop-head visit %ld\n", visits); exit(3); }
  if (++visits >= 1000) exit(0);
  return 0;
}
"#;

/// Runs the program compiled with gcc for several seeds, up to 1000 loop-head visits each;
/// Err when a run finds the invariant false.
fn check_by_execution(file: &str, inv: &Invariant) -> Result<(), String> {
    let dir = fresh_dir("gcc", file);
    let copy = dir.join("copy.c");
    let harness = dir.join("harness.c");
    let exe = dir.join("prog");
    let insert = format!("__ibmc_inv({}), ", inv.value);
    std::fs::write(&copy, instrument(file, inv, "int __ibmc_inv(int);", &insert)).unwrap();
    std::fs::write(&harness, HARNESS).unwrap();
    let s = |p: &Path| p.to_str().unwrap().to_string();
    let cc = run_cmd(
        "gcc",
        &[s(&copy), s(&harness), "-w".into(), "-O0".into(), "-o".into(), s(&exe)],
        Duration::from_secs(60),
    );
    if cc.code != Some(0) {
        return Err(format!("gcc rejects the invariant `{}`:\n{}", inv.value, cc.stderr));
    }
    for seed in 1..=40 {
        let out =
            std::process::Command::new(&exe).env("INV_SEED", seed.to_string()).output().unwrap();
        if out.status.code() == Some(3) {
            return Err(format!("seed {seed}: {}", String::from_utf8_lossy(&out.stdout)));
        }
        if out.status.code() != Some(0) {
            return Err(format!(
                "seed {seed}: the program ended with {:?}: {}",
                out.status,
                String::from_utf8_lossy(&out.stderr)
            ));
        }
    }
    Ok(())
}

/// ibmc proves `__VERIFIER_assert(INV)` evaluated at every loop-head visit of a copy (a new
/// property, or one more call site of the program's own `__VERIFIER_assert`); the original
/// has `properties` properties.
fn check_by_proof(file: &str, inv: &Invariant, properties: usize) -> Result<(), String> {
    let dir = fresh_dir("proof", file);
    let copy: PathBuf = dir.join(basename(file));
    let insert = format!("__VERIFIER_assert({}), ", inv.value);
    std::fs::write(&copy, instrument(file, inv, "extern void __VERIFIER_assert(int);", &insert))
        .unwrap();
    let args = strings(&[
        copy.to_str().unwrap(),
        "--k-induction",
        "--json",
        "--unwind-max",
        "30",
        "--timeout",
        "60",
    ]);
    let run = ibmc(&args);
    let report = run.json().ok_or_else(|| run.describe())?;
    let n = report["properties"].as_array().map_or(0, Vec::len);
    let own = std::fs::read_to_string(root().join(file))
        .unwrap()
        .contains("void __VERIFIER_assert(int cond) {");
    let expected = if own { properties } else { properties + 1 };
    if run.code != Some(0) || n != expected {
        return Err(format!(
            "`{}` is not proved at the loop head ({n} properties):\n{}",
            inv.value,
            run.describe()
        ));
    }
    Ok(())
}

#[test]
fn a_saturating_counter_gets_its_bound() {
    let (run, report, inv) = prove_with_witness("tests/invariants/saturating.c");
    assert_eq!(run.code, Some(0), "{}", run.describe());
    assert_eq!(report["proof"], "k-induction");
    let inv = inv.expect("a witness after a proof");
    assert!(conjuncts(&inv.value).contains(&"x <= 10"), "{inv:?}");
}

#[test]
fn block_scoped_locals_are_never_named() {
    let (run, _, inv) = prove_with_witness("tests/invariants/block_scope.c");
    assert_eq!(run.code, Some(0), "{}", run.describe());
    let inv = inv.expect("a witness after a proof");
    let ids = identifiers(&inv.value);
    assert!(!ids.iter().any(|i| i == "d"), "`d` is declared in the loop body: {inv:?}");
    assert!(conjuncts(&inv.value).contains(&"x <= 50u"), "{inv:?}");
    assert!(ids.iter().all(|i| ["x", "mode", "limit"].contains(&i.as_str())), "{inv:?}");
}

#[test]
fn shadowing_locals_are_named_as_c_names_them() {
    // The inner `x` is `x#1` in the IR; at the head C's `x` is that one (checked by running the
    // program in `every_invariant_holds_...`), and the hidden global never appears.
    let (run, _, inv) = prove_with_witness("tests/invariants/shadow.c");
    assert_eq!(run.code, Some(0), "{}", run.describe());
    let inv = inv.expect("a witness after a proof");
    assert!(conjuncts(&inv.value).contains(&"x <= 20"), "{inv:?}");
    assert!(!inv.value.contains('#'), "{inv:?}");
}

#[test]
fn a_verifier_assert_with_a_body_is_a_candidate() {
    let (run, _, inv) = prove_with_witness("tests/invariants/verifier_assert.c");
    assert_eq!(run.code, Some(0), "{}", run.describe());
    let inv = inv.expect("a witness after a proof");
    assert!(conjuncts(&inv.value).contains(&"lo <= hi"), "{inv:?}");
}

#[test]
fn no_unbounded_loop_means_no_witness() {
    let (run, report, inv) = prove_with_witness("tests/invariants/no_loop.c");
    assert_eq!(run.code, Some(0), "{}", run.describe());
    assert_eq!(report["proof"], "complete");
    assert!(inv.is_none(), "no loop head to put an invariant at: {inv:?}");
}

#[test]
fn a_complete_proof_of_a_loop_gets_a_verified_invariant() {
    let (run, report, inv) = prove_with_witness("tests/invariants/terminating.c");
    assert_eq!(run.code, Some(0), "{}", run.describe());
    assert_eq!(report["proof"], "complete");
    let inv = inv.expect("a witness after a proof");
    assert!(conjuncts(&inv.value).contains(&"n <= 5"), "{inv:?}");
    assert!(!conjuncts(&inv.value).contains(&"s <= 0"), "s grows: {inv:?}");
}

#[test]
fn every_invariant_holds_when_run_and_is_proved_at_the_loop_head() {
    let files = [
        "tests/invariants/saturating.c",
        "tests/invariants/block_scope.c",
        "tests/invariants/verifier_assert.c",
        "tests/invariants/terminating.c",
        "tests/invariants/shadow.c",
        "tests/kind/assume_loop.c",
        "tests/kind/local_array_sum.c",
        "tests/kind/needs_k.c",
        "tests/kind/read_only_init.c",
    ];
    let failures: Vec<String> = std::thread::scope(|s| {
        let jobs: Vec<_> = files
            .iter()
            .map(|file| {
                s.spawn(move || {
                    let (run, report, inv) = prove_with_witness(file);
                    if run.code != Some(0) {
                        return Err(format!("{file}: not proved: {}", run.describe()));
                    }
                    let inv = inv.ok_or(format!("{file}: no witness"))?;
                    if inv.value == "1" {
                        return Err(format!("{file}: only the trivial invariant"));
                    }
                    check_by_execution(file, &inv)
                        .map_err(|e| format!("{file}: `{}`: {e}", inv.value))?;
                    let properties = report["properties"].as_array().map_or(0, Vec::len);
                    check_by_proof(file, &inv, properties).map_err(|e| format!("{file}: {e}"))
                })
            })
            .collect();
        jobs.into_iter().filter_map(|j| j.join().unwrap().err()).collect()
    });
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn the_independent_checks_catch_a_wrong_invariant() {
    let file = "tests/invariants/saturating.c";
    let (_, report, inv) = prove_with_witness(file);
    let inv = inv.expect("a witness after a proof");
    let wrong = Invariant { value: "x <= 5".to_string(), ..inv };
    assert!(check_by_execution(file, &wrong).is_err(), "the compiled run reaches x == 6");
    let properties = report["properties"].as_array().map_or(0, Vec::len);
    assert!(check_by_proof(file, &wrong, properties).is_err(), "x <= 5 is no invariant");
}
