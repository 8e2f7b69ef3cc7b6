//! Traces people can read, on the shape of Embedded Coder output (tests/traces/ratelim.c):
//! inputs named by where the program stores them (`ratelim_U.Cmd`, never `$tmp1` or
//! `ratelim_U`) in every output format, floats in decimal beside their exact bits, struct
//! inputs shown as inputs, and output paths checked before any work.

use std::path::Path;

use crate::common::*;
use serde_json::Value;

const RATELIM: &str = "tests/traces/ratelim.c";

/// The inputs of the program, by where each is stored: a struct member (same type, and
/// through the frontend's temporary and a conversion), a declared local, an array element
/// (through a conversion), and an argument of the step function.
const INPUTS: [&str; 5] =
    ["ratelim_U.Cmd", "ratelim_U.SensorBad", "lim", "mode[1]", "ratelim_step.gain"];

fn input_steps(report: &Value) -> Vec<Value> {
    get(report, "trace.frames")
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|f| f["steps"].as_array().unwrap().clone())
        .filter(|s| s["kind"] == "input")
        .collect()
}

/// A float step's decimal reads back as exactly its bits.
fn check_float_step(s: &Value) {
    let value = s["value"].as_str().unwrap();
    let bits = s["bits"].as_str().unwrap_or_else(|| panic!("float step without bits: {s}"));
    assert!(!value.starts_with("0x") && !value.starts_with("-0x"), "hex value: {s}");
    let raw = u64::from_str_radix(bits.trim_start_matches("0x"), 16).unwrap();
    match s["type"].as_str().unwrap() {
        "float" => assert_eq!(value.parse::<f32>().unwrap().to_bits() as u64, raw, "{s}"),
        "double" => assert_eq!(value.parse::<f64>().unwrap().to_bits(), raw, "{s}"),
        other => panic!("bits on a {other} step: {s}"),
    }
}

#[test]
fn embedded_coder_inputs_are_named_by_destination_everywhere() {
    let dir = scratch("readable-ratelim");
    let (csv, vcd, html) = (dir.join("t.csv"), dir.join("t.vcd"), dir.join("report"));
    let r = ibmc(&strings(&[
        RATELIM,
        "--json",
        "--validate",
        "--test-vector",
        csv.to_str().unwrap(),
        "--vcd",
        vcd.to_str().unwrap(),
        "--html",
        html.to_str().unwrap(),
    ]));
    assert_eq!(r.code, Some(10), "{}", r.describe());
    let report = r.json().expect("json");
    // The replay with gcc still confirms the trace, inputs and all.
    assert_eq!(report["properties"][0]["validated"], Value::Bool(true), "{report}");
    let inputs = input_steps(&report);
    let mut names: Vec<&str> = inputs.iter().map(|s| s["name"].as_str().unwrap()).collect();
    names.dedup();
    let mut firsts: Vec<&str> = Vec::new();
    for n in &names {
        if !firsts.contains(n) {
            firsts.push(n);
        }
    }
    assert_eq!(firsts, INPUTS, "{report}");
    for s in get(&report, "trace.frames")
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|f| f["steps"].as_array().unwrap())
    {
        if s["type"] == "float" || s["type"] == "double" {
            check_float_step(s);
        } else {
            assert!(s.get("bits").is_none(), "bits on an integer: {s}");
        }
    }
    // No frontend temporary in any output.
    let text = ibmc(&strings(&[RATELIM, "--trace"]));
    let mut outputs = vec![("--trace", text.stdout.clone()), ("--json", r.stdout.clone())];
    for f in [&csv, &vcd] {
        outputs.push((f.to_str().unwrap(), std::fs::read_to_string(f).unwrap()));
    }
    for e in std::fs::read_dir(&html).unwrap() {
        let p = e.unwrap().path();
        outputs.push(("--html", std::fs::read_to_string(&p).unwrap()));
    }
    for (what, out) in &outputs {
        assert!(!out.contains("$tmp"), "{what} names a temporary:\n{out}");
    }
    for name in INPUTS {
        assert!(
            text.stdout.contains(&format!("input  {name} = ")),
            "--trace lacks {name}:\n{}",
            text.stdout
        );
    }
    check_csv(&csv, &inputs);
    check_vcd(&vcd);
    check_html_kinds(&html);
}

/// CSV: the destinations as columns; a float's decimal, then its bits.
fn check_csv(csv: &Path, inputs: &[Value]) {
    let text = std::fs::read_to_string(csv).unwrap();
    let header = text.lines().next().unwrap();
    assert_eq!(header, "frame,ratelim_U.Cmd,ratelim_U.Cmd:bits,ratelim_U.SensorBad,lim,lim:bits,mode[1],ratelim_step.gain", "{text}");
    let first_cmd = inputs.iter().find(|s| s["name"] == "ratelim_U.Cmd").unwrap();
    let row1 = text.lines().nth(2).unwrap();
    let cells: Vec<&str> = row1.split(',').collect();
    assert_eq!(cells[1], first_cmd["value"].as_str().unwrap(), "{text}");
    assert_eq!(cells[2], first_cmd["bits"].as_str().unwrap(), "{text}");
}

/// VCD: the struct members are signals of the inputs scope.
fn check_vcd(vcd: &Path) {
    let text = std::fs::read_to_string(vcd).unwrap();
    let inputs = text
        .split("$scope module inputs $end")
        .nth(1)
        .and_then(|t| t.split("$upscope").next())
        .unwrap_or_else(|| panic!("no inputs scope:\n{text}"));
    for v in ["ratelim_U_Cmd", "ratelim_U_SensorBad", "lim", "mode_1", "ratelim_step_gain"] {
        assert!(inputs.contains(&format!(" {v} $end")), "{v} not an input:\n{text}");
    }
}

/// HTML: every input row of the trace table says input (struct members included), the
/// outputs and state say state, and float cells carry their bits.
fn check_html_kinds(html: &Path) {
    let page = std::fs::read_dir(html)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.file_name().unwrap().to_str().unwrap().starts_with("prop-"))
        .expect("a counterexample page");
    let text = std::fs::read_to_string(&page).unwrap();
    let opts = roxmltree::ParsingOptions { allow_dtd: true, ..Default::default() };
    let doc = roxmltree::Document::parse_with_options(&text, opts).unwrap();
    let table = doc
        .descendants()
        .find(|n| n.has_tag_name("table") && n.attribute("class") == Some("trace"))
        .expect("trace table");
    let kind = |name: &str| {
        let row = table
            .descendants()
            .find(|n| n.has_tag_name("tr") && n.attribute("data-signal") == Some(name))
            .unwrap_or_else(|| panic!("no row {name}"));
        let th = row.children().find(|n| n.has_tag_name("th")).unwrap();
        th.attribute("title").unwrap().rsplit(", ").next().unwrap().to_string()
    };
    for name in INPUTS {
        assert_eq!(kind(name), "input", "{name}");
    }
    for name in ["ratelim_Y.Out", "prev"] {
        assert_eq!(kind(name), "state", "{name}");
    }
    let cell = table
        .descendants()
        .find(|n| n.has_tag_name("td") && n.attribute("title").is_some())
        .expect("a float cell");
    assert!(
        cell.attribute("title").unwrap().starts_with("bits 0x"),
        "{:?}",
        cell.attribute("title")
    );
    assert!(!cell.text().unwrap_or("").contains("0x"), "{:?}", cell.text());
}

#[test]
fn unwritable_output_paths_fail_before_any_work() {
    let dir = scratch("readable-unwritable");
    let file = dir.join("a-file");
    std::fs::write(&file, "not a directory").unwrap();
    // A program that does not even parse: the check comes before loading it.
    let broken = dir.join("broken.c");
    std::fs::write(&broken, "int main(void) { this is not C }\n").unwrap();
    let under_file = file.join("out");
    let under = under_file.to_str().unwrap();
    let cases: [(&str, &str); 6] = [
        ("--html", under),
        ("--test-suite", under),
        ("--vcd", under),
        ("--witness", under),
        ("--test-vector", under),
        ("--vcd", dir.to_str().unwrap()),
    ];
    for (flag, path) in cases {
        for json in [false, true] {
            let mut args = strings(&[broken.to_str().unwrap(), flag, path]);
            if json {
                args.push("--json".into());
            }
            let r = ibmc(&args);
            assert_eq!(r.code, Some(1), "{flag} {path}: {}", r.describe());
            assert!(r.stderr.contains(&format!("{flag} {path}: cannot write")), "{}", r.describe());
            assert!(
                !r.stderr.contains("parse error") && !r.stderr.contains("panicked"),
                "{}",
                r.describe()
            );
            if json {
                assert_eq!(get_str(&r.json().expect("json error"), "result"), Some("ERROR"));
            } else {
                assert!(r.stdout.is_empty(), "{}", r.describe());
            }
        }
    }
    // A path that can be written is left as it was: no file, no directory made by the check.
    let vcd = dir.join("none.vcd");
    let html = dir.join("html-made-at-the-end");
    let r = ibmc(&strings(&[
        "tests/pdr/lamp_timer.c",
        "--pdr",
        "--vcd",
        vcd.to_str().unwrap(),
        "--html",
        html.to_str().unwrap(),
    ]));
    assert_eq!(r.code, Some(0), "{}", r.describe());
    assert!(!vcd.exists(), "{}", r.describe());
    assert!(html.join("index.html").exists(), "{}", r.describe());
}

#[test]
fn warnings_are_plain_diagnostics_off_a_terminal() {
    let dir = scratch("readable-warnings");
    let f = dir.join("bodyless.c");
    std::fs::write(&f, "int sensor(int);\nint main(void) { int x = sensor(1); __CPROVER_assert(x != 3, \"x\"); return 0; }\n").unwrap();
    let r = ibmc(&strings(&[f.to_str().unwrap()]));
    let warning = r
        .stderr
        .lines()
        .find(|l| l.contains("has no body"))
        .unwrap_or_else(|| panic!("{}", r.describe()));
    assert!(warning.starts_with("ibmc: warning: "), "{warning}");
    assert!(!r.stderr.contains('\x1b') && !r.stderr.contains("ibmc::"), "{}", r.describe());
}

#[test]
fn inputs_through_pointers_indices_and_arguments_are_named_by_place() {
    let (code, report) = json_run(&["tests/traces/input_places.c", "--validate"]);
    assert_eq!(code, Some(10), "{report}");
    assert_eq!(report["properties"][0]["validated"], Value::Bool(true), "{report}");
    let names: Vec<String> =
        input_steps(&report).iter().map(|s| s["name"].as_str().unwrap().to_string()).collect();
    // `arr[idx]` with the model's index; `model_step(u)` names the local, `model_step(nondet_int())`
    // the parameter; a value no place takes, its function and line.
    let line = line_of("tests/traces/input_places.c", "if (nondet_int())", 0);
    let idx = get(&report, "trace.frames")
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|f| f["steps"].as_array().unwrap())
        .find(|s| s["name"] == "idx")
        .unwrap()["value"]
        .as_str()
        .unwrap()
        .to_string();
    let expected = [
        "p->x".to_string(),
        "p->y".into(),
        "idx".into(),
        format!("arr[{idx}]"),
        "u".into(),
        "model_step.u".into(),
        format!("nondet_int@{line}"),
    ];
    assert_eq!(names, expected, "{report}");
}

#[test]
fn float_values_are_shortest_decimals_that_read_back() {
    use ibmc::ir::{float_bits, float_decimal, FloatTy};
    let f32s: [(u32, &str); 8] = [
        (0x43fa0000, "500.0"),
        (0x80000000, "-0.0"),
        (0x00000001, "1e-45"),
        (0x007fffff, "1.1754942e-38"),
        (0x7f800000, "inf"),
        (0xff800000, "-inf"),
        (0x7fc00000, "nan"),
        (0x3dcccccd, "0.1"),
    ];
    for (bits, text) in f32s {
        assert_eq!(float_decimal(bits as u64, FloatTy::F32), text);
        if !text.ends_with("nan") {
            assert_eq!(text.parse::<f32>().unwrap().to_bits(), bits, "{text}");
        }
    }
    assert_eq!(float_decimal(0.1f64.to_bits(), FloatTy::F64), "0.1");
    assert_eq!(float_decimal(5e-324f64.to_bits(), FloatTy::F64), "5e-324");
    assert_eq!(float_decimal(1e300f64.to_bits(), FloatTy::F64), "1e300");
    assert_eq!(float_decimal(0xfff8000000000000, FloatTy::F64), "-nan");
    assert_eq!(float_bits(0x43fa0000, FloatTy::F32), "0x43fa0000");
    assert_eq!(float_bits(1, FloatTy::F64), "0x0000000000000001");
}

#[test]
fn an_output_failing_at_the_end_keeps_the_verdict() {
    // The directory can be written (the check passes), but its index.html is a directory.
    let dir = scratch("readable-late-failure").join("report");
    std::fs::create_dir_all(dir.join("index.html")).unwrap();
    let r = ibmc(&strings(&[RATELIM, "--html", dir.to_str().unwrap()]));
    assert_eq!(r.code, Some(10), "{}", r.describe());
    assert!(r.stdout.contains("VERIFICATION FAILED"), "{}", r.describe());
    assert!(r.stderr.contains("cannot write the HTML report"), "{}", r.describe());
    let (code, report) = json_run(&[RATELIM, "--html", dir.to_str().unwrap()]);
    assert_eq!(code, Some(10));
    assert_eq!(report["result"], "FAILED");
    assert!(report["output_errors"][0].as_str().unwrap().contains("index.html"), "{report}");
}
