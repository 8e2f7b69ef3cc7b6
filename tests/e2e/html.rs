//! The HTML report (`--html DIR`) and the VCD waveform (`--vcd FILE`) of real counterexamples,
//! read back and compared with the `--json` trace of the same run: every signal of the trace
//! is plotted (or listed as constant) with the trace's value in every frame, both in the
//! plot's data and in its drawn geometry; the violating frame is marked; the trace table holds
//! the values; links resolve to files of the report and nothing points outside it; the VCD,
//! parsed by the `vcd` crate, gives the same values per frame.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use crate::common::*;
use serde_json::Value;

const CRUISE: &str = "examples/cruise_control.c";
const HEATER: &str = "tests/html/heater_timer.c";

/// A signal of the JSON trace: its value text (as JSON writes it) in each frame, the last
/// value a frame gives it, held until changed.
#[derive(Debug, Clone)]
struct Expected {
    name: String,
    ty: String,
    input: bool,
    values: Vec<Option<String>>,
}

/// The signals of a JSON trace, by (name, type), and the number of frames.
fn expected_signals(trace: &Value) -> (usize, Vec<Expected>) {
    let frames = get_u64(trace, "violation.frame").expect("violation frame") as usize + 1;
    let mut order: Vec<(String, String)> = Vec::new();
    let mut sigs: HashMap<(String, String), Expected> = HashMap::new();
    for f in trace["frames"].as_array().expect("frames") {
        let k = f["frame"].as_u64().unwrap() as usize;
        let steps = f["steps"].as_array().unwrap();
        for (j, s) in steps.iter().enumerate() {
            // An input the next step stores into its place is that place's signal, an input.
            let stores = |a: &Value, b: &Value| {
                a["kind"] == "input" && b["kind"] == "assign" && a["name"] == b["name"]
            };
            if steps.get(j + 1).is_some_and(|n| stores(s, n)) {
                continue;
            }
            let key =
                (s["name"].as_str().unwrap().to_string(), s["type"].as_str().unwrap().to_string());
            let e = sigs.entry(key.clone()).or_insert_with(|| {
                order.push(key.clone());
                Expected {
                    name: key.0.clone(),
                    ty: key.1.clone(),
                    input: false,
                    values: vec![None; frames],
                }
            });
            e.input |=
                s["kind"] == "input" || j.checked_sub(1).is_some_and(|i| stores(&steps[i], s));
            let v = s["value"].as_str().unwrap().to_string();
            for slot in &mut e.values[k..] {
                *slot = Some(v.clone());
            }
        }
    }
    (frames, order.into_iter().map(|k| sigs.remove(&k).unwrap()).collect())
}

/// The value of a JSON value text: an integer, a float's shortest decimal (`-1.5`, `1e-45`,
/// `inf`, `nan`), or a C99 hex-float (`-0x1.8p+3`).
fn number(text: &str) -> f64 {
    if let Ok(i) = text.parse::<i128>() {
        return i as f64;
    }
    if let Ok(x) = text.parse::<f64>() {
        return x;
    }
    let (neg, t) = match text.strip_prefix('-') {
        Some(t) => (true, t),
        None => (false, text),
    };
    let x = match t {
        "inf" => f64::INFINITY,
        "nan" => f64::NAN,
        _ => {
            let t = t.strip_prefix("0x").unwrap_or_else(|| panic!("not a number: {text}"));
            let (mant, exp) = t.split_once('p').unwrap();
            let (int, frac) = mant.split_once('.').unwrap_or((mant, ""));
            let mut m = u64::from_str_radix(int, 16).unwrap() as f64;
            for (i, c) in frac.chars().enumerate() {
                m += c.to_digit(16).unwrap() as f64 / 16f64.powi(i as i32 + 1);
            }
            m * 2f64.powi(exp.parse::<i32>().unwrap())
        }
    };
    if neg {
        -x
    } else {
        x
    }
}

fn is_float(ty: &str) -> bool {
    ty == "float" || ty == "double"
}

/// Parses a report page (polyglot HTML5, so an XML parser reads it).
fn parse(text: &str) -> roxmltree::Document<'_> {
    let opts = roxmltree::ParsingOptions { allow_dtd: true, ..Default::default() };
    roxmltree::Document::parse_with_options(text, opts)
        .unwrap_or_else(|e| panic!("the page is not well-formed: {e}"))
}

fn has_class(n: &roxmltree::Node, class: &str) -> bool {
    n.attribute("class").is_some_and(|c| c.split_whitespace().any(|x| x == class))
}

fn attr<'a>(n: &roxmltree::Node<'a, '_>, name: &str) -> &'a str {
    n.attribute(name).unwrap_or_else(|| panic!("no {name} on {:?}", n.tag_name()))
}

fn attr_f(n: &roxmltree::Node, name: &str) -> f64 {
    attr(n, name).parse().unwrap_or_else(|_| panic!("{name} is not a number"))
}

/// `data-changes` (`frame:value`, or a bare `value` for the frame after the previous entry's)
/// expanded to a value per frame.
fn expand_changes(changes: &str, frames: usize) -> Vec<Option<String>> {
    let mut out = vec![None; frames];
    let mut prev: Option<usize> = None;
    for c in changes.split_whitespace() {
        let (f, v) = match c.split_once(':') {
            Some((f, v)) => (f.parse().unwrap(), v),
            None => (prev.expect("a first entry with its frame") + 1, c),
        };
        assert!(prev.is_none_or(|p| f > p), "entries in frame order: {changes}");
        for slot in &mut out[f..] {
            *slot = Some(v.to_string());
        }
        prev = Some(f);
    }
    out
}

/// The horizontal runs of a wave path (`M x y`, `h dx`, `V y` only): (from frame, to frame,
/// y); x is in frame units and must be whole.
fn runs(d: &str) -> Vec<(usize, usize, f64)> {
    let mut out = Vec::new();
    let (mut x, mut y) = (f64::NAN, f64::NAN);
    let mut chars = d.char_indices().peekable();
    let numbers = |s: &str| -> Vec<f64> {
        s.split([' ', ',']).filter(|t| !t.is_empty()).map(|t| t.parse().unwrap()).collect()
    };
    while let Some((i, c)) = chars.next() {
        let mut j = d.len();
        while let Some(&(k, n)) = chars.peek() {
            if n.is_ascii_alphabetic() {
                j = k;
                break;
            }
            chars.next();
        }
        let args = numbers(&d[i + 1..j]);
        match c {
            'M' => {
                assert_eq!(args.len(), 2, "{d}");
                (x, y) = (args[0], args[1]);
            }
            'h' => {
                assert_eq!(args.len(), 1, "{d}");
                assert!(
                    x.fract() == 0.0 && args[0].fract() == 0.0,
                    "frame coordinates are whole: {d}"
                );
                out.push((x as usize, (x + args[0]) as usize, y));
                x += args[0];
            }
            'V' => {
                assert_eq!(args.len(), 1, "{d}");
                y = args[0];
            }
            _ => panic!("unexpected path command {c} in {d}"),
        }
    }
    out
}

/// Checks a counterexample page against the JSON trace: plots (data and geometry), constant
/// signals, the marker and the trace table. `explicit`: the signals were selected with
/// --trace-signals (then all selected ones are plotted).
fn check_trace_page(page: &Path, trace: &Value, selected: Option<&[&str]>) {
    let text = std::fs::read_to_string(page).unwrap_or_else(|e| panic!("{}: {e}", page.display()));
    let doc = parse(&text);
    let (frames, mut expected) = expected_signals(trace);
    if let Some(names) = selected {
        expected.retain(|e| names.contains(&e.name.as_str()));
    }
    let violation = frames - 1;
    let svg =
        doc.descendants().find(|n| n.has_tag_name("svg") && has_class(n, "plots")).expect("a plot");
    assert_eq!(attr(&svg, "data-frames"), frames.to_string());
    let lanes: Vec<_> =
        svg.descendants().filter(|n| n.has_tag_name("g") && has_class(n, "lane")).collect();
    let constants: Vec<_> = doc
        .descendants()
        .filter(|n| {
            n.has_tag_name("tr")
                && n.attribute("data-changes").is_some()
                && n.ancestors().any(|a| has_class(&a, "constants"))
        })
        .collect();
    assert_eq!(
        lanes.len() + constants.len(),
        expected.len(),
        "every signal once, plotted or listed: {}",
        page.display()
    );
    if selected.is_some() || expected.len() <= 16 {
        assert!(constants.is_empty(), "a few signals, or selected ones, are all plotted");
    }
    let mut x0dx = None;
    for e in &expected {
        let lane =
            lanes.iter().find(|n| attr(n, "data-signal") == e.name && attr(n, "data-type") == e.ty);
        let row = constants
            .iter()
            .find(|n| attr(n, "data-signal") == e.name && attr(n, "data-type") == e.ty);
        let node = lane.or(row).unwrap_or_else(|| {
            panic!("signal {} ({}) is neither plotted nor listed", e.name, e.ty)
        });
        // The data: the value of every frame.
        assert_eq!(
            expand_changes(attr(node, "data-changes"), frames),
            e.values,
            "values of {}",
            e.name
        );
        let Some(lane) = lane else {
            let defined: Vec<&String> = e.values.iter().flatten().collect();
            assert!(
                defined.windows(2).all(|w| w[0] == w[1]),
                "{} is listed as constant but changes",
                e.name
            );
            continue;
        };
        assert_eq!(attr(lane, "data-kind"), if e.input { "input" } else { "state" }, "{}", e.name);
        // The geometry: the wave's runs cover exactly the frames with a value, at the height
        // of that value on the lane's scale.
        let (x0, dx) = (attr(lane, "data-x0"), attr(lane, "data-dx"));
        x0dx.get_or_insert((x0.parse::<f64>().unwrap(), dx.parse::<f64>().unwrap()));
        let wave = lane
            .descendants()
            .find(|n| n.has_tag_name("path") && has_class(n, "wave"))
            .expect("a wave");
        assert_eq!(attr(&wave, "transform"), format!("translate({x0},0) scale({dx},1)"));
        let (ytop, ybottom, vtop, vbottom) = (
            attr_f(lane, "data-ytop"),
            attr_f(lane, "data-ybottom"),
            attr_f(lane, "data-vtop"),
            attr_f(lane, "data-vbottom"),
        );
        assert!(ybottom > ytop && vtop > vbottom, "{}: a scale", e.name);
        let mut drawn: Vec<Option<f64>> = vec![None; frames];
        for (from, to, y) in runs(attr(&wave, "d")) {
            assert!(from < to && to <= frames, "{}: run {from}..{to}", e.name);
            for slot in &mut drawn[from..to] {
                assert!(slot.is_none(), "{}: frames drawn twice", e.name);
                *slot = Some(vtop - (y - ytop) / (ybottom - ytop) * (vtop - vbottom));
            }
        }
        // Heights have one decimal: the value is exact to within 0.05 px of the scale.
        let tolerance = (vtop - vbottom) / (ybottom - ytop) * 0.051;
        for (k, (value, drawn)) in e.values.iter().zip(&drawn).enumerate() {
            match (value, *drawn) {
                (None, None) => {}
                (Some(v), Some(d)) => {
                    let want = number(v);
                    let ok = if want.is_infinite() {
                        d == if want > 0.0 { vtop } else { vbottom }
                    } else {
                        (d - want).abs() <= tolerance
                    };
                    assert!(ok, "{} in frame {k}: drawn at {d}, the trace has {v}", e.name);
                }
                (Some(v), None) => {
                    assert!(number(v).is_nan(), "{} in frame {k} has {v} but is not drawn", e.name)
                }
                (None, Some(_)) => {
                    panic!("{} is drawn in frame {k}, where the trace gives no value", e.name)
                }
            }
        }
    }
    // The violation: a band over its frame, and its column in the table.
    let marker = svg
        .descendants()
        .find(|n| n.has_tag_name("rect") && has_class(n, "marker"))
        .expect("the violation is marked");
    assert_eq!(attr(&marker, "data-frame"), violation.to_string());
    if let Some((x0, dx)) = x0dx {
        assert!(
            (attr_f(&marker, "x") - (x0 + violation as f64 * dx)).abs() < 0.01,
            "the marker is at the violation's frame"
        );
    }
    // The table: a column per frame (the last ones), a row per signal, the values.
    let table = doc
        .descendants()
        .find(|n| n.has_tag_name("table") && has_class(n, "trace"))
        .expect("a trace table");
    let first: usize = attr(&table, "data-first-frame").parse().unwrap();
    assert_eq!(first, frames.saturating_sub(200));
    let head: Vec<String> = table
        .descendants()
        .filter(|n| n.has_tag_name("th") && n.attribute("data-frame").is_some())
        .map(|n| attr(&n, "data-frame").to_string())
        .collect();
    assert_eq!(head, (first..frames).map(|k| k.to_string()).collect::<Vec<_>>());
    let marked: Vec<_> =
        table.descendants().filter(|n| n.has_tag_name("th") && has_class(n, "marked")).collect();
    assert_eq!(marked.len(), 1);
    assert_eq!(attr(&marked[0], "data-frame"), violation.to_string());
    let rows: Vec<_> = table
        .descendants()
        .filter(|n| n.has_tag_name("tr") && n.attribute("data-signal").is_some())
        .collect();
    assert_eq!(rows.len(), expected.len());
    for e in &expected {
        let row = rows
            .iter()
            .find(|r| attr(r, "data-signal") == e.name)
            .unwrap_or_else(|| panic!("no table row for {}", e.name));
        let cells: Vec<_> = row.children().filter(|n| n.has_tag_name("td")).collect();
        assert_eq!(cells.len(), frames - first, "{}", e.name);
        for (k, cell) in (first..frames).zip(&cells) {
            assert_eq!(
                cell.text().map(str::to_string),
                e.values[k],
                "table cell of {} in frame {k}",
                e.name
            );
            if is_float(&e.ty) && e.values[k].is_some() {
                // The exact bits beside the decimal.
                assert!(
                    cell.attribute("title").is_some_and(|t| t.starts_with("bits 0x")),
                    "title of {} in frame {k}",
                    e.name
                );
            }
        }
    }
}

/// Every link of every page resolves to a file of the report; nothing refers outside it.
fn check_self_contained(dir: &Path) {
    let mut pages = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        for bad in ["http://", "https://", "url(", "@import", "<script"] {
            assert!(!text.contains(bad), "{} contains {bad}", path.display());
        }
        if path.extension().is_some_and(|e| e == "css") {
            continue;
        }
        pages += 1;
        let doc = parse(&text);
        for n in doc.descendants().filter(|n| n.is_element()) {
            for a in n
                .attributes()
                .filter(|a| matches!(a.name(), "href" | "src" | "xlink:href" | "action"))
            {
                let v = a.value();
                assert!(
                    !v.contains("://") && !v.starts_with("//") && !v.starts_with('/'),
                    "{}: external or absolute link {v}",
                    path.display()
                );
                let file = v.split('#').next().unwrap();
                if !file.is_empty() {
                    assert!(
                        dir.join(file).is_file(),
                        "{}: link {v} does not resolve",
                        path.display()
                    );
                }
            }
        }
    }
    assert!(pages >= 1);
}

/// Runs ibmc with `--json` and `extra`; the report and the run.
fn run(file: &str, extra: &[&str]) -> (Run, Value) {
    let mut args = vec![file.to_string(), "--json".to_string()];
    args.extend(extra.iter().map(|s| s.to_string()));
    let run = ibmc(&args);
    let report = run.json().unwrap_or_else(|| panic!("no JSON report\n{}", run.describe()));
    (run, report)
}

/// The page of each failed property, as the index links it.
fn property_pages(dir: &Path) -> BTreeMap<String, PathBuf> {
    let text = std::fs::read_to_string(dir.join("index.html")).unwrap();
    let doc = parse(&text);
    let mut out = BTreeMap::new();
    for row in
        doc.descendants().filter(|n| n.has_tag_name("tr") && n.attribute("data-property").is_some())
    {
        if let Some(a) = row.descendants().find(|n| n.has_tag_name("a")) {
            out.insert(attr(&row, "data-property").to_string(), dir.join(attr(&a, "href")));
        }
    }
    out
}

fn check_report(dir: &Path, report: &Value, selected: Option<&[&str]>) {
    check_self_contained(dir);
    let pages = property_pages(dir);
    let failed: Vec<&Value> = report["properties"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["status"] == "FAILED")
        .collect();
    assert_eq!(pages.len(), failed.len(), "a page per failed property");
    let index = std::fs::read_to_string(dir.join("index.html")).unwrap();
    let doc = parse(&index);
    let verdict = doc.descendants().find(|n| n.attribute("id") == Some("verdict")).unwrap();
    assert_eq!(
        verdict.text(),
        Some(
            format!(
                "VERIFICATION {}",
                if report["result"] == "FAILED" { "FAILED" } else { "SUCCESSFUL" }
            )
            .as_str()
        )
    );
    for p in failed {
        let page = &pages[p["id"].as_str().unwrap()];
        check_trace_page(page, &p["trace"], selected);
        // The replay status of --validate, as JSON has it.
        let text = std::fs::read_to_string(page).unwrap();
        let doc = parse(&text);
        let replay = doc
            .descendants()
            .find(|n| n.attribute("id") == Some("replay"))
            .unwrap()
            .text()
            .unwrap_or("")
            .to_string();
        match p["validated"].as_bool() {
            Some(true) => assert_eq!(
                replay,
                format!("replayed with the C compiler: {}", p["validation"].as_str().unwrap())
            ),
            Some(false) => assert!(replay.starts_with("NOT confirmed"), "{replay}"),
            None => assert!(replay.starts_with("not replayed"), "{replay}"),
        }
        // The violated line is shown and marked.
        let hit =
            doc.descendants().find(|n| has_class(n, "hit")).expect("the violated line is marked");
        let (_, line) =
            split_location(p["trace"]["violation"]["location"].as_str().unwrap()).unwrap();
        assert_eq!(attr(&hit, "data-line"), line.to_string());
    }
}

/// Reads a VCD file with the `vcd` crate: per signal (by reference name), its width or
/// `real`, and its value per time step 0..end (None: `x` or not yet set), bits as an
/// unsigned number.
#[derive(Debug, PartialEq)]
enum Sample {
    Bits(u128),
    Real(f64),
}

/// A VCD signal: its width (0: real) and its value per time step.
type VcdSignal = (u32, Vec<Option<Sample>>);

fn read_vcd(path: &Path) -> (HashMap<String, String>, HashMap<String, VcdSignal>, u64) {
    let file = std::fs::File::open(path).unwrap();
    let mut parser = vcd::Parser::new(std::io::BufReader::new(file));
    let header = parser.parse_header().expect("a VCD header");
    assert_eq!(header.timescale.map(|t| t.0), Some(1));
    // Renamed signals: `  vcd_name is trace_name` lines of the comment.
    let mut renamed = HashMap::new();
    let mut vars: HashMap<vcd::IdCode, (String, u32)> = HashMap::new();
    fn walk(
        items: &[vcd::ScopeItem],
        renamed: &mut HashMap<String, String>,
        vars: &mut HashMap<vcd::IdCode, (String, u32)>,
    ) {
        for item in items {
            match item {
                vcd::ScopeItem::Comment(c) => {
                    for line in c.lines() {
                        if let Some((v, t)) = line.trim().split_once(" is ") {
                            renamed.insert(t.to_string(), v.to_string());
                        }
                    }
                }
                vcd::ScopeItem::Var(v) => {
                    let width = if v.var_type == vcd::VarType::Real { 0 } else { v.size };
                    assert!(
                        vars.insert(v.code, (v.reference.clone(), width)).is_none(),
                        "identifier codes are unique"
                    );
                }
                vcd::ScopeItem::Scope(s) => walk(&s.items, renamed, vars),
                _ => {}
            }
        }
    }
    walk(&header.items, &mut renamed, &mut vars);
    let mut current: HashMap<vcd::IdCode, Option<Sample>> =
        vars.keys().map(|c| (*c, None)).collect();
    let mut series: HashMap<vcd::IdCode, Vec<Option<Sample>>> =
        vars.keys().map(|c| (*c, Vec::new())).collect();
    let mut time: Option<u64> = None;
    let bits = |v: &mut dyn Iterator<Item = vcd::Value>, width: u32| -> Option<Sample> {
        let v: Vec<vcd::Value> = v.collect();
        // Left extension: with 0 or 1 first, zeros; x stays x.
        if v.iter().any(|b| !matches!(b, vcd::Value::V0 | vcd::Value::V1)) {
            return None;
        }
        assert!(v.len() as u32 <= width.max(1));
        Some(Sample::Bits(
            v.iter().fold(0u128, |acc, b| acc << 1 | u128::from(*b == vcd::Value::V1)),
        ))
    };
    let flush = |upto: u64,
                 current: &HashMap<vcd::IdCode, Option<Sample>>,
                 series: &mut HashMap<vcd::IdCode, Vec<Option<Sample>>>| {
        for (code, s) in series.iter_mut() {
            while (s.len() as u64) < upto {
                s.push(match &current[code] {
                    Some(Sample::Bits(b)) => Some(Sample::Bits(*b)),
                    Some(Sample::Real(r)) => Some(Sample::Real(*r)),
                    None => None,
                });
            }
        }
    };
    for cmd in parser {
        match cmd.expect("a VCD command") {
            vcd::Command::Timestamp(t) => {
                if let Some(prev) = time {
                    assert!(t > prev, "time increases");
                    flush(t, &current, &mut series);
                } else {
                    assert_eq!(t, 0, "starts at #0");
                }
                time = Some(t);
            }
            vcd::Command::ChangeScalar(c, v) => {
                current.insert(c, bits(&mut std::iter::once(v), vars[&c].1));
            }
            vcd::Command::ChangeVector(c, v) => {
                current.insert(c, bits(&mut v.iter(), vars[&c].1));
            }
            vcd::Command::ChangeReal(c, r) => {
                assert_eq!(vars[&c].1, 0, "a real change of a real");
                current.insert(c, Some(Sample::Real(r)));
            }
            vcd::Command::Begin(_) | vcd::Command::End(_) => {}
            other => panic!("unexpected {other:?}"),
        }
    }
    let end = time.expect("timestamps");
    let signals = vars
        .into_iter()
        .map(|(c, (name, width))| (name, (width, series.remove(&c).unwrap())))
        .collect();
    (renamed, signals, end)
}

fn check_vcd(path: &Path, trace: &Value, selected: Option<&[&str]>) {
    let (frames, mut expected) = expected_signals(trace);
    if let Some(names) = selected {
        expected.retain(|e| names.contains(&e.name.as_str()));
    }
    let (renamed, signals, end) = read_vcd(path);
    assert_eq!(end as usize, frames, "a last timestamp closes the violation's frame");
    assert_eq!(signals.len(), expected.len(), "one VCD signal per trace signal");
    for e in &expected {
        let name = renamed.get(&e.name).cloned().unwrap_or_else(|| e.name.clone());
        assert!(
            name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'),
            "{name} is a plain identifier"
        );
        let (width, values) =
            signals.get(&name).unwrap_or_else(|| panic!("no VCD signal {name} for {}", e.name));
        assert_eq!(values.len(), frames);
        if is_float(&e.ty) {
            assert_eq!(*width, 0, "{} is a real", e.name);
        } else {
            let bits = match e.ty.as_str() {
                "_Bool" => 1,
                "char" | "signed char" | "unsigned char" => 8,
                "short" | "unsigned short" => 16,
                "long" | "unsigned long" | "long long" | "unsigned long long" => 64,
                _ => 32,
            };
            assert_eq!(*width, bits, "width of {}", e.name);
        }
        for (k, (value, got)) in e.values.iter().zip(values).enumerate() {
            let want = value.as_deref().map(|v| {
                if is_float(&e.ty) {
                    Sample::Real(number(v))
                } else {
                    let v: i128 = v.parse().unwrap();
                    Sample::Bits((v as u128) & (u128::MAX >> (128 - width)))
                }
            });
            match (&want, got) {
                (Some(Sample::Real(a)), Some(Sample::Real(b))) if a.is_nan() && b.is_nan() => {}
                _ => assert_eq!(*got, want, "{} in frame {k}", e.name),
            }
        }
    }
}

#[test]
fn cruise_control_report_and_vcd() {
    let dir = scratch("html-cruise");
    let vcd = dir.join("cex.vcd");
    let html = dir.join("report");
    let (run, report) = run(
        CRUISE,
        &["--validate", "--html", html.to_str().unwrap(), "--vcd", vcd.to_str().unwrap()],
    );
    assert_eq!(run.code, Some(10), "{}", run.describe());
    assert_eq!(get_u64(&report, "depth"), Some(18));
    check_report(&html, &report, None);
    check_vcd(&vcd, &report["trace"], None);
    // The example's trace: 5 inputs and 4 state variables, all plotted.
    let (_, signals) = expected_signals(&report["trace"]);
    assert_eq!(signals.len(), 9);
}

#[test]
fn hundred_frame_report_and_vcd() {
    let dir = scratch("html-heater");
    let vcd = dir.join("cex.vcd");
    let html = dir.join("report");
    let (run, report) =
        run(HEATER, &["--html", html.to_str().unwrap(), "--vcd", vcd.to_str().unwrap()]);
    assert_eq!(run.code, Some(10), "{}", run.describe());
    assert_eq!(get_u64(&report, "depth"), Some(100));
    check_report(&html, &report, None);
    check_vcd(&vcd, &report["trace"], None);
    // Struct members, array elements and a double are among the signals.
    let (_, signals) = expected_signals(&report["trace"]);
    for name in ["h.on_time", "h.mode", "temp", "power_log[0]", "demand", "power"] {
        assert!(signals.iter().any(|s| s.name == name), "{name} in the trace");
    }
    let page = &property_pages(&html)["main.assertion.1"];
    let size = std::fs::metadata(page).unwrap().len();
    assert!(size < 300_000, "a 100-frame page is small: {size} bytes");
}

#[test]
fn long_trace_table_keeps_the_last_frames() {
    let dir = scratch("html-long");
    let html = dir.join("report");
    let (run, report) =
        run(HEATER, &["-DON_LIMIT=230", "-DENERGY=1000", "--html", html.to_str().unwrap()]);
    assert_eq!(run.code, Some(10), "{}", run.describe());
    assert_eq!(get_u64(&report, "depth"), Some(230));
    // check_trace_page checks that the table starts at frame 31 and the plots have all 231.
    check_report(&html, &report, None);
    let text = std::fs::read_to_string(&property_pages(&html)["main.assertion.1"]).unwrap();
    assert!(text.contains("Frames 0 to 30 are left out of the table"));
}

#[test]
fn trace_signals_selects_what_is_shown() {
    let dir = scratch("html-select");
    let vcd = dir.join("cex.vcd");
    let html = dir.join("report");
    let (run, report) = run(
        HEATER,
        &[
            "--trace-signals",
            "power,h.*,nothing_like_this",
            "--html",
            html.to_str().unwrap(),
            "--vcd",
            vcd.to_str().unwrap(),
        ],
    );
    assert_eq!(run.code, Some(10), "{}", run.describe());
    let selected = ["power", "h.mode", "h.on_time", "h.energy"];
    check_report(&html, &report, Some(&selected));
    check_vcd(&vcd, &report["trace"], Some(&selected));
    let text = std::fs::read_to_string(&property_pages(&html)["main.assertion.1"]).unwrap();
    assert!(text.contains("No signal of this trace matches nothing_like_this"));
}

#[test]
fn proof_report_shows_the_rechecked_invariant() {
    let dir = scratch("html-proof");
    let html = dir.join("report");
    let (run, report) = run("tests/pdr/lamp_timer.c", &["--pdr", "--html", html.to_str().unwrap()]);
    assert_eq!(run.code, Some(0), "{}", run.describe());
    check_report(&html, &report, None);
    let text = std::fs::read_to_string(html.join("index.html")).unwrap();
    let doc = parse(&text);
    let inv = doc.descendants().find(|n| has_class(n, "invariant")).expect("the invariant");
    assert_eq!(inv.text(), report["certificate"]["invariant"].as_str());
    let recheck = doc.descendants().find(|n| n.attribute("id") == Some("recheck")).unwrap();
    assert_eq!(report["certificate"]["checked"], true);
    assert!(recheck.text().unwrap().starts_with("re-checked"));
    assert!(property_pages(&html).is_empty());
}

#[test]
fn coverage_report_lists_goals_and_tests() {
    let dir = scratch("html-cover");
    let html = dir.join("report");
    let (run, report) = run(
        "tests/cover/controller.c",
        &[
            "--cover",
            "branch",
            "--unwind-max",
            "30",
            "--no-unreachability-proofs",
            "--html",
            html.to_str().unwrap(),
        ],
    );
    assert_eq!(run.code, Some(0), "{}", run.describe());
    check_self_contained(&html);
    let text = std::fs::read_to_string(html.join("index.html")).unwrap();
    let doc = parse(&text);
    let goals = report["goals"].as_array().unwrap();
    let rows: Vec<_> = doc
        .descendants()
        .filter(|n| n.has_tag_name("tr") && n.attribute("data-property").is_some())
        .collect();
    assert_eq!(rows.len(), goals.len());
    for (row, g) in rows.iter().zip(goals) {
        assert_eq!(row.attribute("data-property"), g["id"].as_str());
        let status = row.descendants().filter_map(|n| n.text()).collect::<String>();
        match g["status"].as_str().unwrap() {
            "covered" => assert!(
                status.contains(&format!("covered by test {} in frame {}", g["test"], g["frame"])),
                "{status}"
            ),
            "uncovered" => assert!(status.contains("uncovered"), "{status}"),
            other => panic!("status {other}"),
        }
    }
    // A page per test, whose inputs are the test's.
    for t in report["tests"].as_array().unwrap() {
        let page = html.join(format!("test-{}.html", t["test"]));
        let text = std::fs::read_to_string(&page).unwrap();
        let doc = parse(&text);
        for input in t["inputs"].as_array().unwrap() {
            let name = input["name"].as_str().unwrap();
            let node = doc
                .descendants()
                .find(|n| {
                    n.attribute("data-signal") == Some(name)
                        && n.attribute("data-changes").is_some()
                })
                .unwrap_or_else(|| panic!("input {name} of test {} not shown", t["test"]));
            let frames = t["frame"].as_u64().unwrap() as usize + 1;
            let values = expand_changes(attr(&node, "data-changes"), frames);
            let frame = input["frame"].as_u64().unwrap() as usize;
            // The input's value, unless the same frame reads it again later.
            let last_read = t["inputs"]
                .as_array()
                .unwrap()
                .iter()
                .rev()
                .find(|i| i["name"] == name && i["frame"] == frame as u64)
                .unwrap();
            assert_eq!(
                values[frame].as_deref(),
                last_read["value"].as_str(),
                "{name} in frame {frame}"
            );
        }
    }
}

#[test]
fn unwritable_outputs_are_usage_errors() {
    let dir = scratch("html-errors");
    let file = dir.join("a-file");
    std::fs::write(&file, "not a directory").unwrap();
    let under_file = file.join("report");
    let r = ibmc(&strings(&[CRUISE, "--html", under_file.to_str().unwrap()]));
    assert_eq!(r.code, Some(1), "{}", r.describe());
    assert!(r.stderr.contains("cannot write the HTML report"), "{}", r.describe());
    assert!(!r.stderr.contains("panicked"), "{}", r.describe());
    let r = ibmc(&strings(&[CRUISE, "--vcd", dir.to_str().unwrap()]));
    assert_eq!(r.code, Some(1), "{}", r.describe());
    assert!(r.stderr.contains("cannot write"), "{}", r.describe());
    assert!(!r.stderr.contains("panicked"), "{}", r.describe());
    // No counterexample: no VCD, and a note saying so.
    let out = dir.join("none.vcd");
    let r = ibmc(&strings(&["tests/pdr/lamp_timer.c", "--pdr", "--vcd", out.to_str().unwrap()]));
    assert_eq!(r.code, Some(0), "{}", r.describe());
    assert!(!out.exists());
    assert!(r.stderr.contains("no counterexample"), "{}", r.describe());
}
