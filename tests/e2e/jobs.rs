//! `--jobs N` (property groups in parallel) and the cluster path (`--property` runs merged
//! with `--merge`, `scripts/parallel-properties` over GNU parallel): every way of splitting
//! the properties gives the verdicts of one process.

use crate::common::*;
use serde_json::Value;

const CHECKS: [&str; 3] = ["--bounds-check", "--div-by-zero-check", "--signed-overflow-check"];

/// Programs with several properties: some fail at different depths, some hold.
fn tasks() -> Vec<Vec<String>> {
    let mut ert = vec!["benchmarks/controllers/ert_lookup.c", "-DPROP=1", "--unwind-max", "22"];
    ert.extend(CHECKS);
    let mut three = vec!["tests/props/three_props.c", "--unwind-max", "12"];
    three.extend(CHECKS);
    vec![
        strings(&ert),
        strings(&three),
        strings(&["tests/props/three_props.c", "--k-induction", "--unwind-max", "12"]),
    ]
}

fn json(args: &[String]) -> Value {
    let mut a = args.to_vec();
    a.push("--json".into());
    let run = ibmc(&a);
    run.json().unwrap_or_else(|| panic!("no JSON report\n{}", run.describe()))
}

/// A property's name, status, depth and proof.
type PropertyVerdict = (String, String, Option<u64>, Option<String>);

/// What must not depend on how the work was split: per property its status, depth and proof.
fn verdicts(v: &Value) -> (String, Vec<PropertyVerdict>) {
    let props = v["properties"]
        .as_array()
        .expect("properties")
        .iter()
        .map(|p| {
            (
                p["id"].as_str().unwrap().to_string(),
                p["status"].as_str().unwrap().to_string(),
                p["depth"].as_u64(),
                p["proof"].as_str().map(str::to_string),
            )
        })
        .collect();
    (v["result"].as_str().unwrap().to_string(), props)
}

#[test]
fn jobs_give_the_verdicts_of_one_thread() {
    for task in tasks().into_iter().filter(|t| !t.contains(&"--k-induction".to_string())) {
        let one = json(&[task.clone(), strings(&["--jobs", "1"])].concat());
        assert!(
            one["properties"].as_array().unwrap().len() >= 3,
            "{task:?}: too few properties to split"
        );
        assert!(
            one["properties"].as_array().unwrap().iter().any(|p| p["status"] == "FAILED"),
            "{task:?}"
        );
        for jobs in ["2", "3"] {
            let many = json(&[task.clone(), strings(&["--jobs", jobs])].concat());
            assert_eq!(verdicts(&many), verdicts(&one), "{task:?} --jobs {jobs}");
            assert_eq!(many["depth"], one["depth"], "{task:?} --jobs {jobs}");
            // Every group has its own solver.
            assert!(
                many["stats"]["solver_instances"].as_u64()
                    > one["stats"]["solver_instances"].as_u64(),
                "{task:?} --jobs {jobs}"
            );
        }
        // The counterexamples of a split run are real ones: they replay.
        let validated = json(&[task.clone(), strings(&["--jobs", "2", "--validate"])].concat());
        for p in
            validated["properties"].as_array().unwrap().iter().filter(|p| p["status"] == "FAILED")
        {
            assert_eq!(
                p["validated"], true,
                "{task:?}: {} did not replay: {}",
                p["id"], p["validation"]
            );
        }
    }
}

#[test]
fn stop_on_fail_reports_the_shallowest_violation_with_jobs() {
    for task in tasks().into_iter().filter(|t| !t.contains(&"--k-induction".to_string())) {
        let one = json(&[task.clone(), strings(&["--stop-on-fail", "--jobs", "1"])].concat());
        let many = json(&[task.clone(), strings(&["--stop-on-fail", "--jobs", "2"])].concat());
        assert_eq!(one["result"], "FAILED", "{task:?}");
        assert_eq!((&many["result"], &many["depth"]), (&one["result"], &one["depth"]), "{task:?}");
        let failed = |v: &Value| {
            v["properties"].as_array().unwrap().iter().filter(|p| p["status"] == "FAILED").count()
        };
        assert_eq!(failed(&many), 1, "{task:?}: --stop-on-fail reports one violation");
        assert_eq!(many["trace"]["violation"]["frame"], one["depth"], "{task:?}");
    }
}

/// The cluster recipe: one process per property, then `ibmc --merge`.
#[test]
fn merged_per_property_runs_give_the_verdicts_of_one_process() {
    let dir = scratch("merge");
    for (t, task) in tasks().into_iter().enumerate() {
        let one = json(&task);
        let show = ibmc(&[task.clone(), strings(&["--show-properties", "--json"])].concat());
        let ids: Vec<String> = show.json().expect("properties")["properties"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["id"].as_str().unwrap().to_string())
            .collect();
        assert!(ids.len() >= 3, "{task:?}");
        let mut files = Vec::new();
        // Files in program order: the merged report lists properties in the order given.
        for (i, id) in ids.iter().enumerate() {
            let v = json(&[task.clone(), strings(&["--property", id])].concat());
            let f = dir.join(format!("{t}-{i:04}.json"));
            std::fs::write(&f, serde_json::to_string(&v).unwrap()).unwrap();
            files.push(f.to_string_lossy().into_owned());
        }
        let mut args = strings(&["--merge", "--json"]);
        args.extend(files.iter().cloned());
        let run = ibmc(&args);
        let merged = run.json().unwrap_or_else(|| panic!("{}", run.describe()));
        assert_eq!(verdicts(&merged), verdicts(&one), "{task:?}");
        let code = match one["result"].as_str() {
            Some("SUCCESS") => 0,
            Some("FAILED") => 10,
            _ => 5,
        };
        assert_eq!(run.code, Some(code), "{task:?}");
        if one["result"] == "FAILED" {
            assert_eq!(merged["depth"], one["depth"], "{task:?}");
            assert_eq!(merged["trace"]["violation"]["frame"], one["depth"], "{task:?}");
        }
    }
}

/// `scripts/parallel-properties` runs the per-property processes under GNU parallel (`.ci/run`
/// installs it; elsewhere the test says it did not run).
#[test]
fn gnu_parallel_script_gives_the_verdicts_of_one_process() {
    let have = |tool: &str| {
        std::process::Command::new(tool).arg("--version").output().is_ok_and(|o| o.status.success())
    };
    if !(have("parallel") && have("jq")) {
        eprintln!("SKIPPED: GNU parallel or jq is not installed (apt-get install parallel jq)");
        return;
    }
    let script = root().join("scripts/parallel-properties");
    for task in tasks() {
        let one = json(&task);
        let mut args = strings(&["-j", "2", "--ibmc", BIN]);
        args.push(task[0].clone());
        args.push("--".into());
        args.push("--no-standard-checks".into());
        args.extend(task[1..].iter().cloned());
        args.push("--json".into());
        let run = run_cmd(script.to_str().unwrap(), &args, WATCHDOG);
        let merged = run.json().unwrap_or_else(|| panic!("{}", run.describe()));
        assert_eq!(verdicts(&merged), verdicts(&one), "{task:?}");
        assert_eq!(
            merged["merged_runs"].as_u64(),
            Some(one["properties"].as_array().unwrap().len() as u64),
            "{task:?}"
        );
    }
}

#[test]
fn bad_jobs_and_merge_inputs_are_usage_errors() {
    let run = ibmc(&strings(&["tests/props/three_props.c", "--jobs", "0"]));
    assert_eq!(run.code, Some(1), "{}", run.describe());
    assert!(run.stderr.contains("positive number of threads"), "{}", run.describe());
    let bad = scratch("merge-bad").join("not.json");
    std::fs::write(&bad, "int main(void) { return 0; }\n").unwrap();
    let run = ibmc(&strings(&["--merge", bad.to_str().unwrap()]));
    assert!(run.code.is_some_and(|c| c != 0 && c != 10 && c != 5), "{}", run.describe());
    assert!(
        run.stderr.contains("not an ibmc --json result") && run.stderr.contains("not.json:1"),
        "{}",
        run.describe()
    );
    let run = ibmc(&strings(&["--merge", "/nonexistent/r.json"]));
    assert!(run.stderr.contains("cannot read"), "{}", run.describe());
}

/// `--k-induction --jobs 2` runs the base case in its own thread beside the step case: the
/// same verdict, depth, k and per-property proofs as in one thread.
#[test]
fn threaded_k_induction_gives_the_verdicts_of_one_thread() {
    let mut programs: Vec<String> = Vec::new();
    for dir in ["tests/kind", "tests/pdr"] {
        let mut files: Vec<_> = std::fs::read_dir(root().join(dir))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "c"))
            .collect();
        files.sort();
        programs.extend(
            files.iter().map(|p| p.strip_prefix(root()).unwrap().to_string_lossy().into_owned()),
        );
    }
    programs.push("benchmarks/proofs/sf_door_chart.c".into());
    assert!(programs.len() >= 10);
    let (mut proved, mut failed) = (0, 0);
    for p in &programs {
        let one = json(&strings(&[p, "--k-induction", "--jobs", "1"]));
        let two = json(&strings(&[p, "--k-induction", "--jobs", "2"]));
        assert_eq!(verdicts(&two), verdicts(&one), "{p}");
        assert_eq!((&two["k"], &two["depth"]), (&one["k"], &one["depth"]), "{p}");
        match one["result"].as_str() {
            Some("SUCCESS") => proved += 1,
            Some("FAILED") => failed += 1,
            _ => {}
        }
    }
    // Both answers are exercised.
    assert!(proved >= 3 && failed >= 3, "proved {proved}, failed {failed}");
}
