//! The dependency rules of `src/`, checked on the source text.
//!
//! Every `crate::…` (in `main.rs`: `ibmc::…`), `super::…` and `self::…` path, `use` groups
//! included, and every path through a child module named from its parent, is an edge from the
//! file that writes it to the module it names. Comments, strings and `#[cfg(test)]` modules
//! (inline, or out of line such as `encode/tests.rs`) are not read. Two rules:
//!
//! 1. **Layers.** A file of top-level module `a` may name top-level module `b` only when `b` is
//!    in a lower layer of [`LAYERS`]. Modules of one layer do not name each other.
//! 2. **No cycle across folders.** Files of one folder may call each other freely, but a cycle
//!    of files that spans two folders (`engine/pdr/*` naming `engine/*` and back) is a tangle:
//!    one of the two should be a layer below the other. Only [`ALLOWED_CYCLES`] are excused.
//!
//! The checker is a plain function of a list of (path, text) pairs, tested below on made-up
//! sources, so that a broken rule is known to fail.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The layers, bottom first: a module may name the modules of the layers below its own, never
/// those of its layer or above. Data flows frontend → IR → symex → terms → encoding → SAT →
/// engines → reports; the dependencies point down this table.
const LAYERS: &[(&[&str], &str)] = &[
    (&["bits", "error", "fxhash"], "leaves: raw-bit helpers, the error type, the hasher"),
    (&["limits", "spec"], "run limits and stop flags; the SV-COMP property file"),
    (&["term", "sat"], "hash-consed bit-vector terms and their semantics; the SAT solver"),
    // The IR's constant evaluator and C's float operators are defined on terms
    // (`ir::consteval`, `ir::cfloat`), so that folding and symbolic execution agree.
    (&["ir"], "the goto program, its instrumentation (checks, coverage) and loop analysis"),
    (
        &["frontend", "symex", "encode"],
        "C to IR; IR to terms, one frame at a time; terms to clauses",
    ),
    // Interface discovery parses the model's headers with the frontend; the generated harness
    // is C that the layers below check like any input.
    (&["harness"], "generated harnesses: interface discovery, requirements, monitors"),
    (&["engine"], "BMC, k-induction, PDR, ... over symex, encode and sat"),
    (&["validate"], "replays of results on gcc-compiled code"),
    (&["report"], "text, JSON, witnesses, HTML"),
    (&["cli"], "the command line's options"),
    // `main.rs` (the binary; its paths are `ibmc::…`) and whatever it wires the stages with.
    (&["driver"], "running the pipeline for the binary"),
    (&["main"], "the binary"),
];

/// Cycles across folders that are known and being removed: each entry is the set of folders
/// one cycle may span.
const ALLOWED_CYCLES: &[&[&str]] = &[];

// ---------------------------------------------------------------------------------------------
// Reading the sources

/// Every `.rs` file under `src`, as (path relative to `src` with `/`, text).
fn read_sources(dir: &Path, rel: &str, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir).expect("src readable").flatten().collect();
    entries.sort_by_key(|e| e.file_name());
    for e in entries {
        let name = e.file_name().to_string_lossy().into_owned();
        let path = if rel.is_empty() { name.clone() } else { format!("{rel}/{name}") };
        if e.path().is_dir() {
            read_sources(&e.path(), &path, out);
        } else if name.ends_with(".rs") {
            out.push((path, std::fs::read_to_string(e.path()).expect("source readable")));
        }
    }
}

/// The code of a file with comments and the contents of strings and char literals removed.
fn strip(text: &str) -> String {
    let c: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < c.len() {
        let next = c.get(i + 1).copied();
        if c[i] == '/' && next == Some('/') {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if c[i] == '/' && next == Some('*') {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            out.push(' ');
        } else if c[i] == 'r'
            && matches!(next, Some('"') | Some('#'))
            && (i == 0 || !is_ident(c[i - 1]))
        {
            // Raw string r"…", r#"…"#.
            let mut j = i + 1;
            let mut hashes = 0;
            while c.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if c.get(j) != Some(&'"') {
                out.push(c[i]);
                i += 1;
                continue;
            }
            j += 1;
            loop {
                if j >= c.len() {
                    break;
                }
                if c[j] == '"' && (0..hashes).all(|h| c.get(j + 1 + h) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            out.push_str("\"\"");
            i = j;
        } else if c[i] == '"' {
            i += 1;
            while i < c.len() && c[i] != '"' {
                i += if c[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if c[i] == '\'' {
            // A char literal ('x', '\n', '\u{..}'), else a lifetime.
            if next == Some('\\') {
                let mut j = i + 3;
                while j < c.len() && c[j] != '\'' {
                    j += 1;
                }
                i = j + 1;
                out.push_str("' '");
            } else if c.get(i + 2) == Some(&'\'') {
                i += 3;
                out.push_str("' '");
            } else {
                out.push('\'');
                i += 1;
            }
        } else {
            out.push(c[i]);
            i += 1;
        }
    }
    out
}

fn is_ident(ch: char) -> bool {
    ch.is_alphanumeric() || ch == '_'
}

/// `code` without its `#[cfg(test)]` inline modules, and the names of its out-of-line ones.
fn without_test_modules(code: &str) -> (String, Vec<String>) {
    let mut out = String::new();
    let mut outline = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..at]);
        let mut after = rest[at + "#[cfg(test)]".len()..].trim_start();
        // Further attributes of the same item.
        while after.starts_with("#[") {
            let close = after.find(']').map_or(after.len(), |k| k + 1);
            after = after[close..].trim_start();
        }
        let Some(m) = after.strip_prefix("mod ").or_else(|| after.strip_prefix("pub mod ")) else {
            // A test-only item other than a module: kept (it is code like any other).
            out.push_str("#[cfg(test)]");
            rest = &rest[at + "#[cfg(test)]".len()..];
            continue;
        };
        let name: String = m.trim_start().chars().take_while(|&c| is_ident(c)).collect();
        let body = m.trim_start()[name.len()..].trim_start();
        if let Some(b) = body.strip_prefix(';') {
            outline.push(name);
            rest = b;
        } else {
            // Skip the balanced `{ … }` (strings and comments are already gone).
            let mut depth = 0usize;
            let mut end = body.len();
            for (k, ch) in body.char_indices() {
                match ch {
                    '{' => depth += 1,
                    '}' => {
                        depth -= 1;
                        if depth == 0 {
                            end = k + 1;
                            break;
                        }
                    }
                    _ => {}
                }
            }
            rest = &body[end..];
        }
    }
    out.push_str(rest);
    (out, outline)
}

/// The module path of a file: `engine/pdr/mod.rs` is `engine::pdr`, `ir/checks.rs` is
/// `ir::checks`, `main.rs` is `main` (the binary), `lib.rs` the crate root (empty).
fn module_of(path: &str) -> Vec<String> {
    let stem = path.trim_end_matches(".rs");
    let mut parts: Vec<String> = stem.split('/').map(str::to_string).collect();
    if parts.last().is_some_and(|p| p == "mod" || p == "lib") {
        parts.pop();
    }
    parts
}

/// The paths a file's code names, as module-path segments from the crate root.
fn named_paths(
    code: &str,
    me: &[String],
    children: &BTreeSet<String>,
    binary: bool,
) -> Vec<Vec<String>> {
    let c: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < c.len() {
        if !is_ident(c[i]) || (i > 0 && (is_ident(c[i - 1]) || c[i - 1] == ':')) {
            i += 1;
            continue;
        }
        let start = i;
        while i < c.len() && is_ident(c[i]) {
            i += 1;
        }
        let word: String = c[start..i].iter().collect();
        if c.get(i) != Some(&':') || c.get(i + 1) != Some(&':') {
            continue;
        }
        let base: Vec<String> = match word.as_str() {
            "crate" if !binary => vec![],
            "ibmc" if binary => vec![],
            "self" => me.to_vec(),
            "super" => {
                // super::super::…
                let mut up = 1;
                let mut j = i + 2;
                while c[j..].starts_with(&['s', 'u', 'p', 'e', 'r', ':', ':']) {
                    up += 1;
                    j += 7;
                }
                i = j - 2;
                me[..me.len().saturating_sub(up)].to_vec()
            }
            w if children.contains(w) => {
                let mut b = me.to_vec();
                b.push(w.to_string());
                b
            }
            _ => continue,
        };
        i += 2;
        parse_tree(&c, &mut i, base, &mut out);
    }
    out
}

/// A path or `use` tree from `c[*i]` on (after a `::`), every leaf prefixed with `base`.
fn parse_tree(c: &[char], i: &mut usize, base: Vec<String>, out: &mut Vec<Vec<String>>) {
    let skip_ws = |i: &mut usize| {
        while *i < c.len() && c[*i].is_whitespace() {
            *i += 1;
        }
    };
    skip_ws(i);
    if c.get(*i) == Some(&'{') {
        *i += 1;
        loop {
            skip_ws(i);
            match c.get(*i) {
                None => return,
                Some('}') => {
                    *i += 1;
                    return;
                }
                Some(',') => *i += 1,
                Some(_) => {
                    let before = *i;
                    parse_tree(c, i, base.clone(), out);
                    // `as name`, or anything not understood: skip to the item's end.
                    while *i < c.len() && !matches!(c[*i], ',' | '}') {
                        if c[*i] == '{' {
                            parse_tree(c, i, base.clone(), out);
                        } else {
                            *i += 1;
                        }
                    }
                    if *i == before {
                        *i += 1;
                    }
                }
            }
        }
    }
    let mut path = base;
    loop {
        let start = *i;
        while *i < c.len() && is_ident(c[*i]) {
            *i += 1;
        }
        if *i == start {
            break;
        }
        let seg: String = c[start..*i].iter().collect();
        if seg != "self" {
            path.push(seg);
        }
        if c.get(*i) == Some(&':') && c.get(*i + 1) == Some(&':') {
            *i += 2;
            if c.get(*i) == Some(&'{') {
                parse_tree(c, i, path, out);
                return;
            }
        } else {
            break;
        }
    }
    out.push(path);
}

// ---------------------------------------------------------------------------------------------
// The checker

/// The violations of the rules in a set of sources (path relative to `src`, text).
fn violations(sources: &[(String, String)]) -> Vec<String> {
    let mut bad = Vec::new();
    // Out-of-line test modules (`#[cfg(test)] mod tests;`) are not read.
    let mut code = BTreeMap::new();
    let mut test_files = BTreeSet::new();
    for (path, text) in sources {
        let (c, outline) = without_test_modules(&strip(text));
        let dir = module_of(path);
        for m in outline {
            let d = dir.join("/");
            let prefix = if d.is_empty() { String::new() } else { format!("{d}/") };
            test_files.insert(format!("{prefix}{m}.rs"));
            test_files.insert(format!("{prefix}{m}/mod.rs"));
        }
        code.insert(path.clone(), c);
    }
    let modules: BTreeMap<Vec<String>, String> = code
        .keys()
        .filter(|p| !test_files.contains(*p))
        .map(|p| (module_of(p), p.clone()))
        .collect();
    let dirs: BTreeSet<Vec<String>> = sources
        .iter()
        .filter_map(|(p, _)| {
            let parts: Vec<String> = p.split('/').map(str::to_string).collect();
            (parts.len() > 1).then(|| parts[..parts.len() - 1].to_vec())
        })
        .collect();
    let layer = |top: &str| LAYERS.iter().position(|(ms, _)| ms.contains(&top));
    // The file a path names: the longest prefix that is a module.
    let resolve = |segs: &[String]| {
        (1..=segs.len()).rev().map(|n| segs[..n].to_vec()).find(|p| modules.contains_key(p))
    };
    let folder = |m: &Vec<String>| {
        if dirs.contains(m) {
            m.join("/")
        } else {
            m[..m.len().saturating_sub(1)].join("/")
        }
    };
    let mut edges: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
    for (me, path) in &modules {
        if me.is_empty() {
            continue; // lib.rs declares the modules
        }
        let children: BTreeSet<String> = modules
            .keys()
            .filter(|k| k.len() == me.len() + 1 && k[..me.len()] == me[..])
            .map(|k| k[me.len()].clone())
            .collect();
        let binary = path == "main.rs";
        let top = me[0].as_str();
        let Some(mine) = layer(top) else {
            bad.push(format!("{path}: module `{top}` is in no layer (add it to LAYERS)"));
            continue;
        };
        for segs in named_paths(&code[path], me, &children, binary) {
            let Some(target) = resolve(&segs) else { continue };
            if target.is_empty() || target == *me {
                continue;
            }
            let theirs = target[0].as_str();
            if theirs != top {
                match layer(theirs) {
                    Some(l) if l < mine => {}
                    Some(_) => bad.push(format!(
                        "{path}: `{top}` names `{}`, which is not in a lower layer",
                        segs.join("::")
                    )),
                    None => bad.push(format!("{path}: module `{theirs}` is in no layer")),
                }
            }
            edges.entry(me.clone()).or_default().insert(target);
        }
    }
    for scc in strongly_connected(&modules.keys().cloned().collect::<Vec<_>>(), &edges) {
        let folders: BTreeSet<String> = scc.iter().map(folder).collect();
        if folders.len() < 2 {
            continue;
        }
        let allowed =
            ALLOWED_CYCLES.iter().any(|ok| folders.iter().all(|f| ok.contains(&f.as_str())));
        if !allowed {
            let names: Vec<String> = scc.iter().map(|m| m.join("::")).collect();
            bad.push(format!("an import cycle spans folders {folders:?}: {}", names.join(", ")));
        }
    }
    bad
}

/// Tarjan's strongly connected components (iterative).
fn strongly_connected(
    nodes: &[Vec<String>],
    edges: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>,
) -> Vec<Vec<Vec<String>>> {
    let id: BTreeMap<&Vec<String>, usize> = nodes.iter().enumerate().map(|(i, n)| (n, i)).collect();
    let succ: Vec<Vec<usize>> = nodes
        .iter()
        .map(|n| {
            edges
                .get(n)
                .map(|s| s.iter().filter_map(|t| id.get(t).copied()).collect())
                .unwrap_or_default()
        })
        .collect();
    let n = nodes.len();
    let (mut index, mut low, mut on) = (vec![usize::MAX; n], vec![0; n], vec![false; n]);
    let (mut stack, mut out, mut next) = (Vec::new(), Vec::new(), 0);
    for root in 0..n {
        if index[root] != usize::MAX {
            continue;
        }
        let mut work = vec![(root, 0usize)];
        index[root] = next;
        low[root] = next;
        next += 1;
        stack.push(root);
        on[root] = true;
        while let Some(&mut (v, ref mut k)) = work.last_mut() {
            if *k < succ[v].len() {
                let w = succ[v][*k];
                *k += 1;
                if index[w] == usize::MAX {
                    index[w] = next;
                    low[w] = next;
                    next += 1;
                    stack.push(w);
                    on[w] = true;
                    work.push((w, 0));
                } else if on[w] {
                    low[v] = low[v].min(index[w]);
                }
            } else {
                work.pop();
                if let Some(&(u, _)) = work.last() {
                    low[u] = low[u].min(low[v]);
                }
                if low[v] == index[v] {
                    let mut scc = Vec::new();
                    loop {
                        let w = stack.pop().expect("on the stack");
                        on[w] = false;
                        scc.push(nodes[w].clone());
                        if w == v {
                            break;
                        }
                    }
                    out.push(scc);
                }
            }
        }
    }
    out
}

// ---------------------------------------------------------------------------------------------
// The tests

#[test]
fn the_layers_point_down_and_folders_do_not_tangle() {
    let mut sources = Vec::new();
    read_sources(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), "", &mut sources);
    assert!(sources.len() > 50, "src found");
    let bad = violations(&sources);
    assert!(bad.is_empty(), "dependency rules broken:\n{}", bad.join("\n"));
}

fn files(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter().map(|(p, t)| (p.to_string(), t.to_string())).collect()
}

#[test]
fn the_checker_fails_on_an_upward_edge() {
    let ok = files(&[
        ("lib.rs", "pub mod bits; pub mod term; pub mod ir;"),
        ("bits/mod.rs", "pub fn mask() {}"),
        ("term/mod.rs", "use crate::bits::mask;"),
        ("ir/mod.rs", "use crate::{bits::mask, term::{self, TermStore}};"),
    ]);
    assert_eq!(violations(&ok), Vec::<String>::new());
    // `term` (below `ir`) naming `ir`, in a `use` group, an expression path, a `super` path.
    for upward in [
        "use crate::{bits, ir::{Expr, mask}};",
        "fn f() -> u64 { crate::ir::mask(3) }",
        "fn f() { super::super::ir::mask(3); }",
    ] {
        let mut bad = ok.clone();
        bad.push(("term/float.rs".into(), upward.into()));
        let v = violations(&bad);
        assert!(!v.is_empty() && v.iter().all(|m| m.contains("term/float.rs")), "{upward}: {v:?}");
    }
    // Same layer.
    let mut bad = ok.clone();
    bad.push(("symex/mod.rs".into(), "use crate::encode::Encoder;".into()));
    bad.push(("encode/mod.rs".into(), "pub struct Encoder;".into()));
    assert_eq!(violations(&bad).len(), 1);
    // A module in no layer.
    let mut bad = ok.clone();
    bad.push(("gadget.rs".into(), "use crate::ir::X;".into()));
    assert_eq!(violations(&bad).len(), 1);
}

#[test]
fn the_checker_ignores_comments_strings_and_tests() {
    let src = files(&[
        ("term/mod.rs", "pub struct T;\n#[cfg(test)]\n#[allow(unused)]\nmod more;"),
        ("ir/mod.rs", "pub struct Expr;"),
        (
            "term/eval.rs",
            "// crate::ir::Expr in a comment\n/* crate::ir::Expr */\n\
             fn f() -> &'static str { let _c = '\"'; \"crate::ir::Expr\" }\n\
             #[cfg(test)]\nmod tests { use crate::ir::Expr; fn g() { let _ = '{'; } }\n\
             fn h() -> char { '\\'' }",
        ),
        ("term/more.rs", "use crate::ir::Expr;"),
    ]);
    assert_eq!(violations(&src), Vec::<String>::new());
}

#[test]
fn the_checker_fails_on_a_cycle_across_folders() {
    let ok = files(&[
        ("ir/mod.rs", "pub struct Expr; pub mod cover;"),
        ("ir/checks.rs", "use super::Expr;"),
        ("ir/cover/mod.rs", "use crate::ir::{checks, Expr};"),
    ]);
    assert_eq!(violations(&ok), Vec::<String>::new());
    // The parent naming its child back (through the child's name, as `mod.rs` may).
    let mut bad = ok.clone();
    bad[0].1.push_str(" pub enum Kind { Cover(cover::Criterion) }");
    let v = violations(&bad);
    assert!(v.len() == 1 && v[0].contains("cycle"), "{v:?}");
    // A sibling and a subfolder naming each other.
    let mut bad = ok.clone();
    bad[1].1.push_str(" use super::cover::Criterion;");
    assert_eq!(violations(&bad).len(), 1);
    // A cycle inside one folder is fine.
    let mut fine = ok.clone();
    fine.push(("ir/loops.rs".into(), "use super::checks::X;".into()));
    fine[1].1.push_str(" use super::loops::Y;");
    assert_eq!(violations(&fine), Vec::<String>::new());
    // A file of a folder and a file of its subfolder naming each other.
    let engine = files(&[
        ("engine/mod.rs", "pub mod pdr;"),
        ("engine/invgen.rs", "use super::pdr::Frames;"),
        ("engine/pdr/mod.rs", "use crate::engine::invgen::X;"),
    ]);
    assert_eq!(violations(&engine).len(), 1);
    let report = files(&[
        ("report/mod.rs", "pub mod html;"),
        ("report/text.rs", "use super::html::X;"),
        ("report/html/mod.rs", "use crate::report::text::Y;"),
    ]);
    assert_eq!(violations(&report).len(), 1);
}
