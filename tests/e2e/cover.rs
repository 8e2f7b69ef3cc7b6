//! `--cover` (issue 23): CBMC's goals and descriptions, tests generated frame by frame, goals
//! reached deep in the loop, unreachable goals proved, and gcov's agreement with what ibmc
//! reports (the generated tests run on the program compiled with `gcc --coverage`).

use crate::common::*;

fn cover(file: &str, extra: &[&str]) -> Run {
    let mut args = strings(&[file, "--timeout", "120"]);
    args.extend(strings(extra));
    ibmc(&args)
}

fn write(name: &str, src: &str) -> String {
    let path = scratch("coverage").join(name);
    std::fs::write(&path, src).unwrap();
    path.to_str().unwrap().to_string()
}

/// (id, status, description) of every goal of a `--json` run.
fn goals(run: &Run) -> Vec<(String, String, String)> {
    let v = run.json().unwrap_or_else(|| panic!("no json: {}", run.describe()));
    get(&v, "goals")
        .as_array()
        .expect("goals")
        .iter()
        .map(|g| {
            (
                get_str(g, "id").unwrap_or("").into(),
                get_str(g, "status").unwrap_or("").into(),
                get_str(g, "description").unwrap_or("").into(),
            )
        })
        .collect()
}

/// Every goal is covered but the exit of `while (1)` (CBMC's `block 1 branch true`, which
/// no execution takes): Some(its count of goals not covered), None if another is uncovered.
fn covered_but_the_loop_exit(run: &Run) -> Option<usize> {
    let mut exits = 0;
    for (_, status, description) in goals(run) {
        match (status.as_str(), description.as_str()) {
            ("covered", _) => {}
            (_, "block 1 branch true") => exits += 1,
            _ => return None,
        }
    }
    Some(exits)
}

/// CBMC's regression test `branch1` (cbmc-cover): the same goals, in the same order, with the
/// same verdicts as CBMC 6.6 prints them (the expected lines are the test's `.desc`).
#[test]
fn branch_goals_as_cbmc_numbers_them() {
    let file = write(
        "branch1.c",
        "int main()\n{\n  int input1, input2;\n\n  __CPROVER_input(\"input1\", input1);\n  __CPROVER_input(\"input2\", input2);\n\n  \
         if(input1)\n  {\n    if(input1) // dependent\n    {\n    }\n  }\n  else\n  {\n    if(input2) // independent\n    {\n    }\n  }\n}\n",
    );
    let run = cover(&file, &["--cover", "branch"]);
    assert_eq!(run.code, Some(0), "{}", run.describe());
    let expected = [
        "[main.coverage.1] file branch1.c line 3 function main entry point: SATISFIED",
        "[main.coverage.2] file branch1.c line 8 function main block 1 branch false: SATISFIED",
        "[main.coverage.3] file branch1.c line 8 function main block 1 branch true: SATISFIED",
        "[main.coverage.4] file branch1.c line 10 function main block 2 branch false: FAILED",
        "[main.coverage.5] file branch1.c line 10 function main block 2 branch true: SATISFIED",
        "[main.coverage.6] file branch1.c line 16 function main block 4 branch false: SATISFIED",
        "[main.coverage.7] file branch1.c line 16 function main block 4 branch true: SATISFIED",
    ];
    let lines: Vec<String> = run
        .stdout
        .lines()
        .filter(|l| l.starts_with("[main.coverage."))
        .map(|l| l.replace(&file, "branch1.c"))
        .collect();
    assert_eq!(lines, expected, "{}", run.describe());
    assert!(run.stdout.contains("** 6 of 7 covered (85.7%)"), "{}", run.describe());
    // The one goal no test covers is proved unreachable (the program is fully explored).
    assert!(
        run.stdout.contains("1 of the others are unreachable at any depth (proof: complete)"),
        "{}",
        run.describe()
    );
}

/// The shapes of generated main loops, as CBMC 6.6 prints their goals (the expected lines,
/// `tests/cover/loop_shapes.cbmc-6.6`, are CBMC's output for `--cover location`, `branch`,
/// `mcdc` with `--unwind 4`): `while (1)` keeps its test (the decision `1 != 0`, whose
/// exit is never taken), an `assert`-style `c ? (void)0 : __assert_fail(...)` is a guarded
/// assertion (no branch; its condition is a decision), a `__VERIFIER_nondet_int()` call does
/// not end a block, `__VERIFIER_error()` is two blocks (the assertion, then the abort), a
/// `switch` compares its expression at each `case` line (`case 2: case 3:` one decision).
#[test]
fn loop_shapes_have_the_goals_cbmc_prints() {
    let dir = root().join("tests/cover");
    let file = dir.join("loop_shapes.c");
    let expected = std::fs::read_to_string(dir.join("loop_shapes.cbmc-6.6")).unwrap();
    let mut lines = Vec::new();
    for crit in ["location", "branch", "mcdc"] {
        let run = cover(file.to_str().unwrap(), &["--cover", crit, "--unwind-max", "4"]);
        assert_eq!(run.code, Some(0), "{}", run.describe());
        let path = file.to_str().unwrap();
        lines.extend(
            run.stdout
                .lines()
                .filter(|l| {
                    l.starts_with('[') || (l.starts_with("** ") && l.contains(" covered ("))
                })
                .map(|l| l.replace(path, "loop_shapes.c")),
        );
    }
    let expected: Vec<&str> = expected.lines().collect();
    assert_eq!(lines, expected);
}

/// MC/DC goals of `A && B && C` as CBMC builds them (its `mcdc13` test): the independence
/// pairs, then each decision and condition false and true; every one is coverable.
#[test]
fn mcdc_independence_conditions_as_cbmc_builds_them() {
    let file = write(
        "mcdc.c",
        "int main()\n{\n  _Bool A, B, C;\n  if (A && B && C)\n  {\n  }\n  return 1;\n}\n",
    );
    let run = cover(&file, &["--cover", "mcdc", "--json"]);
    let g = goals(&run);
    let texts: Vec<&str> = g.iter().map(|x| x.2.as_str()).collect();
    assert_eq!(
        &texts[..4],
        [
            "MC/DC independence condition 'A != FALSE && B != FALSE && C != FALSE'",
            "MC/DC independence condition 'A != FALSE && B != FALSE && !(C != FALSE)'",
            "MC/DC independence condition 'A != FALSE && !(B != FALSE) && C != FALSE'",
            "MC/DC independence condition '!(A != FALSE) && B != FALSE && C != FALSE'",
        ],
        "{}",
        run.describe()
    );
    assert!(g.iter().all(|x| x.1 == "covered"), "{g:?}");
    // n + 1 tests at most for n conditions (MC/DC's minimum), here found greedily.
    let v = run.json().unwrap();
    assert!(get(&v, "tests").as_array().unwrap().len() <= 6, "{}", run.describe());
}

/// The goal of a `--json` coverage report with this description.
fn goal_described(v: &serde_json::Value, description: &str) -> Option<serde_json::Value> {
    get(v, "goals")
        .as_array()
        .unwrap()
        .iter()
        .find(|x| get_str(x, "description") == Some(description))
        .cloned()
}

/// The controller: goals reached only after 20 iterations are covered by a test of that
/// depth; the branch of a counter that saturates at 50 is proved unreachable; every test
/// replays under gcov with the coverage ibmc claims.
#[test]
fn controller_goals_deep_unreachable_and_confirmed_by_gcov() {
    let file = root().join("tests/cover/controller.c");
    let run = cover(
        file.to_str().unwrap(),
        &["--cover", "location,branch", "--unwind-max", "30", "--validate", "--json"],
    );
    assert_eq!(run.code, Some(0), "{}", run.describe());
    let v = run.json().unwrap();
    let g = goals(&run);
    let status = |id: &str| g.iter().find(|x| x.0 == id).map(|x| x.1.clone()).unwrap_or_default();
    // `timer < 20` false needs 20 steps in mode 2 after the 3-step debounce.
    let deep = goal_described(&v, "block 6 branch true")
        .unwrap_or_else(|| panic!("no goal `block 6 branch true`: {}", run.describe()));
    assert_eq!(get_str(&deep, "status"), Some("covered"), "{}", run.describe());
    assert!(get_u64(&deep, "frame").unwrap() >= 20, "{deep}");
    // `count > 60` never holds: its true branch and the block behind it are unreachable.
    let unreachable: Vec<&(String, String, String)> =
        g.iter().filter(|x| x.1 == "unreachable").collect();
    assert!(unreachable.iter().any(|x| x.2.contains("block 12 branch false")), "{g:?}");
    assert!(g.iter().all(|x| x.1 != "uncovered"), "every goal settled: {g:?}");
    assert_eq!(status("main.coverage.1"), "covered");
    // gcov confirms the claims.
    assert_eq!(get(&v, "gcov.agrees").as_bool(), Some(true), "{}", run.describe());
    assert!(get_u64(&v, "gcov.compared").unwrap() >= 10, "{}", run.describe());
    assert_eq!(
        get_u64(&v, "gcov.runs"),
        Some(get(&v, "tests").as_array().unwrap().len() as u64),
        "{}",
        run.describe()
    );
}

/// The goals are checked frame by frame: with a frame bound below the depth a goal needs,
/// it is reported uncovered up to that bound (not unreachable), and its status says so.
#[test]
fn goals_beyond_the_bound_stay_uncovered() {
    let file = root().join("tests/cover/controller.c");
    let run = cover(
        file.to_str().unwrap(),
        &["--cover", "branch", "--unwind-max", "5", "--no-unreachability-proofs", "--json"],
    );
    assert_eq!(run.code, Some(0), "{}", run.describe());
    let v = run.json().unwrap();
    let deep = goal_described(&v, "block 6 branch true").unwrap();
    assert_eq!(get_str(&deep, "status"), Some("uncovered"), "{deep}");
    assert_eq!(get_u64(&deep, "depth"), Some(5), "{deep}");
    assert!(run.stdout.contains("\"stopped\""), "{}", run.describe());
}

/// A Test-Comp test suite of the coverage tests: metadata with the coverage specification,
/// one test case per test, none of them `coversError`.
#[test]
fn test_suite_for_test_comp() {
    let file = root().join("tests/cover/controller.c");
    let dir = scratch("coverage").join("suite");
    let _ = std::fs::remove_dir_all(&dir);
    let run = cover(
        file.to_str().unwrap(),
        &["--cover", "branch", "--unwind-max", "6", "--test-suite", dir.to_str().unwrap()],
    );
    assert_eq!(run.code, Some(0), "{}", run.describe());
    let meta = std::fs::read_to_string(dir.join("metadata.xml")).unwrap();
    assert!(meta.contains("COVER( init(main()), FQL(COVER EDGES(@DECISIONEDGE)) )"), "{meta}");
    let t1 = std::fs::read_to_string(dir.join("testcase1.xml")).unwrap();
    assert!(t1.contains("coversError=\"false\"") && t1.contains("<input"), "{t1}");
}

#[test]
fn unknown_criterion_is_a_usage_error() {
    let file = root().join("tests/cover/controller.c");
    let run = cover(file.to_str().unwrap(), &["--cover", "branch,paths"]);
    assert_eq!(run.code, Some(1), "{}", run.describe());
    assert!(run.stderr.contains("unknown coverage criterion `paths`"), "{}", run.describe());
}

/// Both branches of `in == 5` are reached in frame 0 by two executions; one execution of two
/// iterations reaches both, and is the one test written (as CBMC's single query over all
/// unwindings finds it). gcov confirms the merged test covers both.
#[test]
fn tests_of_one_frame_merge_into_one_longer_test() {
    let file = write(
        "merge.c",
        "extern int __VERIFIER_nondet_int(void);\nint a, b;\nint main(void)\n{\n  while (1)\n  {\n    int in = __VERIFIER_nondet_int();\n    \
         if (in == 5)\n      a++;\n    else\n      b++;\n  }\n}\n",
    );
    let run = cover(
        &file,
        &[
            "--cover",
            "branch",
            "--unwind-max",
            "3",
            "--no-unreachability-proofs",
            "--validate",
            "--json",
        ],
    );
    assert_eq!(run.code, Some(0), "{}", run.describe());
    let v = run.json().unwrap();
    assert_eq!(covered_but_the_loop_exit(&run), Some(1), "{}", run.describe());
    let tests = get(&v, "tests").as_array().unwrap();
    assert_eq!(tests.len(), 1, "{}", run.describe());
    assert_eq!(get(&v, "gcov.agrees").as_bool(), Some(true), "{}", run.describe());
}

/// CBMC's construction of MC/DC independence conditions is exponential in the nesting of a
/// decision (CBMC itself does not finish this one in minutes): beyond its bound ibmc stops
/// with the decision's line and exit 6 instead of running out of time or memory.
#[test]
fn mcdc_of_a_decision_too_nested_is_an_error_with_its_line() {
    let mut n = 0;
    let mut var = || {
        n += 1;
        format!("v{n} == 1")
    };
    let clause = |var: &mut dyn FnMut() -> String| {
        let ors: Vec<String> = (0..3).map(|_| format!("({} || {})", var(), var())).collect();
        format!("({})", ors.join(" && "))
    };
    let cond: Vec<String> = (0..3).map(|_| clause(&mut var)).collect();
    let decls: Vec<String> = (1..=18).map(|i| format!("v{i}")).collect();
    let src = format!(
        "int {};\nint main(void)\n{{\n  if ({})\n    return 1;\n  return 0;\n}}\n",
        decls.join(", "),
        cond.join(" || ")
    );
    let file = write("nested_mcdc.c", &src);
    let run = cover(&file, &["--cover", "mcdc"]);
    assert_eq!(run.code, Some(6), "{}", run.describe());
    assert!(run.stderr.contains("nested_mcdc.c:4: unsupported: MC/DC"), "{}", run.describe());
    // The other criteria cover the same decision.
    let run = cover(&file, &["--cover", "decision,condition"]);
    assert_eq!(run.code, Some(0), "{}", run.describe());
}

/// A merged test ends at the goal it was built to reach: goals of its last frame that come
/// after that point are not credited to it (the reviewer's reproducer; before, gcov
/// disagreed: the second decision was claimed both ways by one test that stops before it).
#[test]
fn merged_tests_claim_only_goals_before_their_end() {
    let file = write(
        "merge_two_decisions.c",
        "extern int nondet(void);\nint a, b, c, d;\nint main(void)\n{\n  while (1)\n  {\n    int x = nondet();\n    if (x == 5)\n      a++;\n    else\n      b++;\n    \
         int y = nondet();\n    if (y == 7)\n      c++;\n    else\n      d++;\n  }\n}\n",
    );
    for depth in ["2", "3"] {
        let run = cover(
            &file,
            &[
                "--cover",
                "branch",
                "--unwind-max",
                depth,
                "--no-unreachability-proofs",
                "--validate",
                "--json",
            ],
        );
        assert_eq!(run.code, Some(0), "{}", run.describe());
        let v = run.json().unwrap();
        assert_eq!(covered_but_the_loop_exit(&run), Some(1), "{}", run.describe());
        assert_eq!(get(&v, "gcov.agrees").as_bool(), Some(true), "{}", run.describe());
        // The two decisions' four outcomes (gcc has no branch, and no count, for `while (1)`).
        assert_eq!(get_u64(&v, "gcov.compared"), Some(4), "{}", run.describe());
    }
}

/// Under each test, every goal its execution covers, also those an earlier test covered
/// (CBMC lists them so: its `branch-loop1` test); in `--json` (`goals`), `--json-ui`
/// (`coveredGoals`) and `--xml-ui` (`<goal id=.../>`). The goals no earlier test covered are
/// `new_goals` in `--json`.
#[test]
fn each_test_lists_every_goal_it_covers() {
    let file = write(
        "every_goal.c",
        "int main(void)\n{\n  for (int i = 0; i < 3; i++)\n  {\n    int x;\n    \
         __CPROVER_input(\"x\", x);\n    if (x == 7)\n      return 1;\n  }\n  return 0;\n}\n",
    );
    let run = cover(&file, &["--cover", "branch", "--json"]);
    assert_eq!(run.code, Some(0), "{}", run.describe());
    let v = run.json().unwrap();
    let tests = get(&v, "tests").as_array().unwrap().clone();
    // The entry point is covered by every test, credited to the first.
    for t in &tests {
        let goals: Vec<&str> =
            t["goals"].as_array().unwrap().iter().map(|g| g.as_str().unwrap()).collect();
        assert!(goals.contains(&"main.coverage.1"), "{}", run.describe());
        let new: Vec<&str> =
            t["new_goals"].as_array().unwrap().iter().map(|g| g.as_str().unwrap()).collect();
        assert!(new.iter().all(|g| goals.contains(g)), "{}", run.describe());
        let mut sorted = goals.clone();
        sorted.sort_by_key(|g| g.rsplit('.').next().unwrap().parse::<u32>().unwrap());
        assert_eq!(goals, sorted, "{}", run.describe());
    }
    let credited = |t: &serde_json::Value| t["new_goals"].as_array().unwrap().len();
    assert!(tests.len() >= 2 && credited(&tests[1]) < tests[1]["goals"].as_array().unwrap().len());
    let xml = cover(&file, &["--cover", "branch", "--xml-ui"]);
    assert_eq!(
        xml.stdout.matches("<goal id=\"main.coverage.1\"/>").count(),
        tests.len(),
        "{}",
        xml.describe()
    );
}

/// `main`'s `argc`/`argv` set-up is ibmc's own code (CBMC's start function): no block of its
/// own at main's line (CBMC's `json-goals1`: 4 location goals, not 5).
#[test]
fn main_arguments_have_no_coverage_goal() {
    let file = write(
        "argc.c",
        "int main(int argc, char **argv)\n{\n  if (argc > 3)\n    return argv[1][0];\n  return 1;\n}\n",
    );
    let run = cover(&file, &["--cover", "location"]);
    assert_eq!(run.code, Some(0), "{}", run.describe());
    let lines: Vec<&str> =
        run.stdout.lines().filter(|l| l.starts_with("[main.coverage.")).collect();
    assert_eq!(lines.len(), 4, "{}", run.describe());
    assert!(lines[0].contains(" line 3 function main block 1 (lines "), "{}", run.describe());
    assert!(run.stdout.contains("** 4 of 4 covered (100.0%)"), "{}", run.describe());
}

/// A `math.h` function ibmc evaluates as an expression is a call of CBMC's library, which
/// ends a basic block (constant arguments too), one block per call; the classification
/// macros (`isnan`, `signbit`) are operators in CBMC as well. The expected lines are CBMC
/// 6.6's output on this program (`cbmc --cover location`).
#[test]
fn library_math_calls_end_blocks_as_in_cbmc() {
    let file = write(
        "math_blocks.c",
        "#include <math.h>\ndouble nondet_double(void);\nint main(void)\n{\n  double x = nondet_double();\n  \
         double a = fabs(x);\n  double b = floor(x);\n  double c = fmin(x, a);\n  int d = isnan(x);\n  \
         double e = __builtin_sqrt(x);\n  double f = fmod(x, 2.0);\n  double g = copysign(x, 1.0);\n  \
         int h = signbit(x);\n  double i = round(x) + trunc(x) + ceil(x);\n  return 0;\n}\n",
    );
    let run = cover(&file, &["--cover", "location"]);
    assert_eq!(run.code, Some(0), "{}", run.describe());
    let expected = [
        "[main.coverage.1] file math_blocks.c line 5 function main block 1 (lines math_blocks.c:main:5,6): SATISFIED",
        "[main.coverage.2] file math_blocks.c line 6 function main block 2 (lines math_blocks.c:main:6,7): SATISFIED",
        "[main.coverage.3] file math_blocks.c line 7 function main block 3 (lines math_blocks.c:main:7,8): SATISFIED",
        "[main.coverage.4] file math_blocks.c line 8 function main block 4 (lines math_blocks.c:main:8-10): SATISFIED",
        "[main.coverage.5] file math_blocks.c line 10 function main block 5 (lines math_blocks.c:main:10,11): SATISFIED",
        "[main.coverage.6] file math_blocks.c line 11 function main block 6 (lines math_blocks.c:main:11,12): SATISFIED",
        "[main.coverage.7] file math_blocks.c line 12 function main block 7 (lines math_blocks.c:main:12-14): SATISFIED",
        "[main.coverage.8] file math_blocks.c line 14 function main block 8 (lines math_blocks.c:main:14): SATISFIED",
        "[main.coverage.9] file math_blocks.c line 14 function main block 9 (lines math_blocks.c:main:14): SATISFIED",
        "[main.coverage.10] file math_blocks.c line 14 function main block 10 (lines math_blocks.c:main:14-16): SATISFIED",
    ];
    let lines: Vec<String> = run
        .stdout
        .lines()
        .filter(|l| l.starts_with("[main.coverage."))
        .map(|l| l.replace(&file, "math_blocks.c"))
        .collect();
    assert_eq!(lines, expected, "{}", run.describe());
    // A constant argument is a call too (`sqrt(2)`: CBMC's `location15`).
    let file = write(
        "math_const.c",
        "#include <math.h>\nint main(void)\n{\n  double r = sqrt(2);\n  return r > 5;\n}\n",
    );
    let run = cover(&file, &["--cover", "location"]);
    let lines: Vec<&str> =
        run.stdout.lines().filter(|l| l.starts_with("[main.coverage.")).collect();
    assert_eq!(lines.len(), 2, "{}", run.describe());
    assert!(lines[1].contains(" line 4 function main block 2 (lines "), "{}", run.describe());
}
