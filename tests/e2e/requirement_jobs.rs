//! Many requirements: `--jobs N` checks each requirement in its own run, N at a time, with
//! the verdicts of one at a time; one JSON document for all; the cluster recipe (one
//! process per requirement, `--merge`) gives the single run's JSON, JUnit and results table;
//! the HTML report and the VCD of a violated requirement show the formula's signals and
//! thresholds.

use crate::common::*;
use serde_json::Value;

fn model(m: &str) -> String {
    root().join("benchmarks/generated").join(m).to_string_lossy().into_owned()
}

/// `ibmc MODEL --requirements MODEL/requirements.toml ARGS`.
fn run(m: &str, args: &[&str]) -> Run {
    let dir = model(m);
    let mut a = vec![dir.clone(), "--requirements".into(), format!("{dir}/requirements.toml")];
    a.extend(strings(args));
    run_cmd(BIN, &a, WATCHDOG)
}

fn json_of(r: &Run) -> Value {
    // One document: stdout parses as one JSON value.
    serde_json::from_str(r.stdout.trim()).unwrap_or_else(|e| panic!("{e}\n{}", r.describe()))
}

/// What must not depend on how the requirements were split: the report without its
/// statistics (times, and work that adds up differently) and `merged_runs`.
fn without_stats(v: &Value) -> Value {
    let mut v = v.clone();
    let o = v.as_object_mut().unwrap();
    o.remove("stats");
    o.remove("merged_runs");
    v
}

#[test]
fn jobs_give_one_report_with_the_verdicts_of_one_run_at_a_time() {
    for m in ["lustre-ec2c/cpt", "s2bq/Relay", "mbd-yomna/TrafficLight"] {
        let one = run(m, &["--unwind-max", "18", "--jobs", "1", "--json"]);
        let two = run(m, &["--unwind-max", "18", "--jobs", "2", "--json"]);
        let (a, b) = (json_of(&one), json_of(&two));
        assert_eq!(without_stats(&a), without_stats(&b), "{m}");
        let props = a["properties"].as_array().unwrap();
        assert!(props.len() >= 3, "{m}: {a}");
        assert!(props.iter().any(|p| p["status"] == "FAILED"), "{m}: {a}");
        for p in props {
            assert!(p["text"].as_str().is_some_and(|t| !t.is_empty()), "{m}: {p}");
            assert!(p["formula"].as_str().is_some_and(|t| !t.is_empty()), "{m}: {p}");
        }
        // Each requirement was its own run, with its own solver.
        assert!(a["stats"]["solver_instances"].as_u64() >= Some(props.len() as u64), "{m}: {a}");
        assert_eq!(one.code, Some(10), "{m}");
        assert_eq!(two.code, Some(10), "{m}");
    }
}

/// A requirement violated after another one's violation is still found: each requirement has
/// its own run (in one run the first violation would end the executions that reach it).
#[test]
fn a_violation_does_not_hide_another() {
    let a = json_of(&run("lustre-ec2c/cpt", &["--unwind-max", "12", "--jobs", "2", "--json"]));
    let failed: Vec<(&str, u64)> = a["properties"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["status"] == "FAILED")
        .map(|p| (p["id"].as_str().unwrap(), p["depth"].as_u64().unwrap()))
        .collect();
    // CPT-8 is violated after CPT-2 is: each requirement's run has only its own assertion.
    assert_eq!(failed, [("CPT-2", 10), ("CPT-3", 3), ("CPT-7", 2), ("CPT-8", 11)], "{a}");
    assert_eq!(a["depth"], 2, "{a}");
    assert_eq!(a["trace"]["violation"]["property"], "CPT-7", "{a}");
}

/// `--validate` over all requirements: each counterexample replays, CPT-8's too, although
/// the harness's compiled program violates CPT-7 (step 2) and CPT-2 (step 10) on the way
/// (CPT-8's run removed their assertions, and the replay goes on past them).
#[test]
fn every_requirements_counterexample_replays() {
    let r = run("lustre-ec2c/cpt", &["--unwind-max", "12", "--jobs", "1", "--validate", "--json"]);
    let a = json_of(&r);
    let failed: Vec<&Value> =
        a["properties"].as_array().unwrap().iter().filter(|p| p["status"] == "FAILED").collect();
    assert_eq!(failed.len(), 4, "{a}");
    for p in &failed {
        assert_eq!(p["validated"], true, "{p}\n{}", r.describe());
    }
    let cpt8 = failed.iter().find(|p| p["id"] == "CPT-8").expect("CPT-8 violated");
    let detail = cpt8["validation"].as_str().unwrap();
    assert!(detail.contains("after 11 inputs") && detail.contains("went on past"), "{detail}");
    assert!(!r.stderr.contains("BUG"), "{}", r.describe());
}

fn have(tool: &str) -> bool {
    std::process::Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .output()
        .is_ok_and(|o| o.status.success())
}

/// The results table of a text report (up to the statistics line).
fn results_table(stdout: &str) -> Vec<String> {
    stdout
        .lines()
        .skip_while(|l| !l.starts_with("** Results:"))
        .take_while(|l| !l.is_empty())
        .map(str::to_string)
        .collect()
}

#[test]
fn cluster_recipe_merges_into_the_single_run_report() {
    let m = "lustre-ec2c/cpt";
    let dir = scratch("requirements-cluster");
    let opts = ["--unwind-max", "12", "--jobs", "1"];
    let single_xml = dir.join("single.xml");
    let single =
        run(m, &[&opts[..], &["--json", "--junit", single_xml.to_str().unwrap()]].concat());
    let single_json = json_of(&single);
    let ids: Vec<String> = property_statuses(&single_json).into_iter().map(|(id, _)| id).collect();
    assert!(ids.len() >= 4, "{ids:?}");
    // One process per requirement, as a Slurm array job or GNU parallel runs them.
    let mut files = Vec::new();
    for (i, id) in ids.iter().enumerate() {
        let r = run(m, &[&opts[..], &["--property", id, "--json"]].concat());
        let f = dir.join(format!("{i:04}.json"));
        std::fs::write(&f, &r.stdout).unwrap();
        files.push(f.to_string_lossy().into_owned());
    }
    let merged_xml = dir.join("merged.xml");
    let mut args = vec!["--merge".to_string()];
    args.extend(files.iter().cloned());
    let text = run_cmd(BIN, &args, WATCHDOG);
    args.extend(strings(&["--json", "--junit", merged_xml.to_str().unwrap()]));
    let merged = run_cmd(BIN, &args, WATCHDOG);
    assert_eq!(merged.code, Some(10), "{}", merged.describe());
    // A process given `--property ID` asserts only that requirement in its harness (so that
    // its counterexample replays), so locations differ from the single run's: the verdicts,
    // depths and texts are compared.
    let verdicts = |v: &Value| -> Vec<(String, String, String, String)> {
        v["properties"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| {
                let f = |k: &str| p[k].to_string();
                (f("id"), f("status"), f("depth"), f("text"))
            })
            .collect()
    };
    let merged_json = json_of(&merged);
    assert_eq!(verdicts(&merged_json), verdicts(&single_json));
    for key in ["result", "depth"] {
        assert_eq!(merged_json[key], single_json[key], "{key}");
    }
    assert_eq!(merged_json["merged_runs"], ids.len());
    let xml = |p: &std::path::Path| std::fs::read_to_string(p).unwrap();
    let failures = single_json["properties"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["status"] == "FAILED")
        .count();
    let counts = format!("tests=\"{}\" failures=\"{failures}\"", ids.len());
    assert!(xml(&single_xml).contains(&counts), "{}", xml(&single_xml));
    assert!(xml(&merged_xml).contains(&counts), "{}", xml(&merged_xml));
    let single_text = run(m, &opts);
    assert!(results_table(&text.stdout).len() == ids.len() + 1, "{}", text.stdout);
    assert_eq!(text.verdicts(), single_text.verdicts());
    // The same under GNU parallel, through the script the property recipe uses.
    if !(have("parallel") && have("jq")) {
        eprintln!("SKIPPED: GNU parallel or jq is not installed (apt-get install parallel jq)");
        return;
    }
    let dirm = model(m);
    let mut args = strings(&["-j", "2", "--ibmc", BIN, &dirm, "--", "--requirements"]);
    args.push(format!("{dirm}/requirements.toml"));
    args.extend(strings(&opts));
    args.push("--json".into());
    let script = root().join("scripts/parallel-properties");
    let p = run_cmd(script.to_str().unwrap(), &args, WATCHDOG);
    assert_eq!(verdicts(&json_of(&p)), verdicts(&single_json), "{}", p.describe());
}

#[test]
fn html_and_vcd_of_a_violation_show_the_formulas_signals_and_thresholds() {
    // RELAY-2: "prev(Relay_Relay_1, 1, 0.0) == 1.0 && Relay_In1_1 >= 0.0 => Relay_Relay_1 ==
    // 1.0", violated in frame 2.
    let dir = scratch("requirements-views");
    let html = dir.join("html");
    let vcd = dir.join("relay.vcd");
    let (h, v) = (html.to_str().unwrap(), vcd.to_str().unwrap());
    let r =
        run("s2bq/Relay", &["--property", "RELAY-2", "--unwind-max", "5", "--html", h, "--vcd", v]);
    assert_eq!(r.code, Some(10), "{}", r.describe());
    let page = std::fs::read_to_string(html.join("prop-RELAY-2.html")).unwrap();
    assert!(page.contains("Relay_In1_1 &gt;= 0.0 =&gt; Relay_Relay_1 == 1.0"), "no formula");
    // Each threshold on the lane of the signal it bounds.
    let lane = |signal: &str| {
        // The plot's lane (the trace table's rows have no data-type).
        let at = page
            .find(&format!("data-signal=\"{signal}\" data-type"))
            .unwrap_or_else(|| panic!("no lane for {signal}"));
        page[at..at + page[at..].find("</g>").unwrap()].to_string()
    };
    let input = lane("Relay_In1_1");
    assert!(input.contains("<path class=\"threshold\" data-value=\"0\""), "{input}");
    assert!(!input.contains("data-value=\"1\""), "{input}");
    let output = lane("Relay_Relay_1");
    assert!(output.contains("<path class=\"threshold\" data-value=\"1\""), "{output}");
    // Only the formula's signals: not the model's mode, not the monitors' registers.
    let plotted = page.matches("<g class=\"lane ").count();
    assert_eq!(plotted, 2, "{page}");
    assert!(!page.contains("data-signal=\"ibmc_step\""));
    let text = std::fs::read_to_string(&vcd).unwrap();
    assert!(text.contains(" Relay_In1_1 $end") && text.contains(" Relay_Relay_1 $end"), "{text}");
    assert!(!text.contains("ibmc_step") && !text.contains("Relay_Mode"), "{text}");
    assert!(text.contains("threshold of Relay_In1_1: 0"), "{text}");
    // --trace-signals still chooses.
    let vcd2 = dir.join("mode.vcd");
    let v2 = vcd2.to_str().unwrap();
    let args =
        ["--property", "RELAY-2", "--unwind-max", "5", "--trace-signals", "*Mode", "--vcd", v2];
    assert_eq!(run("s2bq/Relay", &args).code, Some(10));
    let text = std::fs::read_to_string(&vcd2).unwrap();
    assert!(text.contains("Relay_Mode $end") && !text.contains(" Relay_In1_1 $end"), "{text}");
}
