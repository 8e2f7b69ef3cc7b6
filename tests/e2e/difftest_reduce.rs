//! `scripts/difftest reduce` (issue 41): a disagreement with gcc is minimized into a small
//! program that keeps both gcc's oracle (it compiles and runs cleanly) and the disagreement.
//! The disagreement here is injected: a stand-in for ibmc that misjudges every program
//! containing `* 7`, so the test does not depend on a bug ibmc has.

use crate::common::*;

const PROGRAM: &str = r#"
int table[8] = { 3, 1, 4, 1, 5, 9, 2, 6 };

static int square(int v) { return v * v; }

static int weigh(int k) {
  int s = 0;
  for (int i = 0; i < k; i++)
    s += table[i];
  return s;
}

static int mix(int a, int b) {
  int r = a - b;
  r = r * 7;
  return r + 1;
}

struct pair { int lo, hi; };

static struct pair span(void) {
  struct pair p = { 2, 5 };
  return p;
}

int main(void) {
  struct pair p = span();
  if (square(p.lo) != 4) __builtin_abort();
  if (weigh(p.hi) != 14) __builtin_abort();
  if (mix(p.hi, p.lo) != 22) __builtin_abort();
  return 0;
}
"#;

/// A stand-in for `ibmc --json`: "abort() is called" (a replaying violation) for any input
/// with `* 7`, the right verdict otherwise.
const FAKE_IBMC: &str = r#"#!/usr/bin/env python3
import json, sys
srcs = [a for a in sys.argv[1:] if a.endswith(".c")]
text = "".join(open(s).read() for s in srcs)
bad = "* 7" in text
prop = {"id": "abort.assertion.1", "description": "abort() is not called",
        "status": "FAILED" if bad else "SUCCESS", "validated": True if bad else None}
print(json.dumps({"result": "FAILED" if bad else "SUCCESS", "properties": [prop]}))
sys.exit(10 if bad else 0)
"#;

#[test]
fn a_disagreement_reduces_to_a_small_program_gcc_still_runs() {
    let dir = scratch("difftest_reduce");
    let prog = dir.join("mixer.c");
    std::fs::write(&prog, PROGRAM).unwrap();
    let fake = dir.join("fake-ibmc");
    std::fs::write(&fake, FAKE_IBMC).unwrap();
    std::process::Command::new("chmod").arg("+x").arg(&fake).status().unwrap();
    let out = dir.join("mixer.reduced.c");
    let run = std::process::Command::new("python3")
        .arg(root().join("scripts/difftest"))
        .args(["reduce", "torture"])
        .arg(&prog)
        .arg("--ibmc")
        .arg(&fake)
        .args(["--reducer", "lines", "--out"])
        .arg(&out)
        .output()
        .unwrap();
    let text =
        String::from_utf8_lossy(&run.stdout).to_string() + &String::from_utf8_lossy(&run.stderr);
    assert_eq!(run.status.code(), Some(0), "{text}");
    let reduced = std::fs::read_to_string(&out).unwrap();
    let lines = |s: &str| s.lines().filter(|l| !l.trim().is_empty()).count();
    // The line with the trigger stays, and a program around it that gcc compiles and runs to
    // exit 0; the rest goes.
    assert!(reduced.contains("* 7"), "{reduced}");
    assert!(
        lines(&reduced) * 2 <= lines(PROGRAM),
        "{} of {} lines:\n{reduced}",
        lines(&reduced),
        lines(PROGRAM)
    );
    let exe = dir.join("reduced.out");
    let cc =
        std::process::Command::new("gcc").arg("-w").arg("-o").arg(&exe).arg(&out).status().unwrap();
    assert!(cc.success(), "gcc rejects the reduced program:\n{reduced}");
    assert_eq!(std::process::Command::new(&exe).status().unwrap().code(), Some(0), "{reduced}");

    // A program without a disagreement is refused, with the class it has.
    let fine = dir.join("fine.c");
    std::fs::write(&fine, "int main(void) { return 0; }\n").unwrap();
    let run = std::process::Command::new("python3")
        .arg(root().join("scripts/difftest"))
        .args(["reduce", "torture"])
        .arg(&fine)
        .arg("--ibmc")
        .arg(&fake)
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&run.stderr).contains("is no disagreement with gcc (class right")
    );
}
