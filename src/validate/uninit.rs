//! Locals declared without an initializer, given the trace's values in the compiled run.
//!
//! ibmc reads such a local as an input until it is assigned (as CBMC and SV-COMP do), so a
//! trace may need particular values there. The compiled program cannot be fed them through a
//! function call, so the replay compiles a copy of each source file in which every
//! declaration the trace executes (`Program::uninit_decls`) is followed, on the same line, by
//! a call `__ibmc_uninit(site, &x, sizeof x)`; the harness's definition copies the bytes of
//! that execution's values (`Trace::uninit`: one image per execution of the declaration, in
//! order) over the variable. The copy starts with `#line 1 "<the original path>"`, so
//! `addr2line` and UBSan name the original file and lines.
//!
//! A value is given only where this is exact: the declaration's `;` is where the frontend
//! saw it in the file (not in a macro expansion), the local is not in a `for` clause, and the
//! value is a scalar at a known offset of the variable (an element, a member) other than a
//! pointer (ibmc's pointers are not addresses). Everything else stays what the zero-
//! initializing compilation gives, and the replay says it may be inconclusive, as before.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::engine::Trace;
use crate::ir::{Program, ScalarTy, Type};

/// What the replay changes to give the trace's uninitialized values.
#[derive(Debug, Default)]
pub struct Plan {
    /// Source file (as ibmc read it) → its text with the calls inserted.
    pub rewritten: BTreeMap<PathBuf, String>,
    /// C definitions of `__ibmc_uninit` and its images (for the harness's input unit).
    pub harness: String,
    /// Nonzero values given (they are no longer values the harness cannot produce).
    pub given_nonzero: usize,
    /// Whether the copy calls `__ibmc_error_label()` at the trace's error label.
    pub label_hooked: bool,
}

/// The byte offset where `line` (1-based) of `text` starts, and the line without its newline.
fn line_at(text: &str, line: u32) -> Option<(usize, &str)> {
    let start =
        text.split_inclusive('\n').take(line.checked_sub(1)? as usize).map(str::len).sum::<usize>();
    Some((start, text.get(start..)?.split('\n').next()?))
}

/// Just past the `:` of the label `name` on `line` of `text`.
fn label_end(text: &str, line: u32, name: &str) -> Option<usize> {
    let (start, line_text) = line_at(text, line)?;
    let bytes = line_text.as_bytes();
    let is_ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    for (i, _) in line_text.match_indices(name) {
        if i.checked_sub(1).is_some_and(|j| is_ident(bytes[j]))
            || bytes.get(i + name.len()).is_some_and(|&b| is_ident(b))
        {
            continue;
        }
        // A label starts a statement: after the line's start, `;`, `{`, `}`, another label's
        // `:` or `else` (not the `b` of `a ? b : c`).
        let before = line_text[..i].trim_end();
        if !(before.is_empty()
            || before.ends_with([';', '{', '}', ':'])
            || before.ends_with("else"))
        {
            continue;
        }
        let mut k = i + name.len();
        while bytes.get(k).is_some_and(|b| b.is_ascii_whitespace()) {
            k += 1;
        }
        if bytes.get(k) == Some(&b':') && bytes.get(k + 1) != Some(&b':') {
            return Some(start + k + 1);
        }
    }
    None
}

/// The byte offset of the scalar `path` names (`[2]`, `.f`, `[1].g`) in a value of type `ty`,
/// with the scalar's type; `None` for what the plan cannot place (bit-fields, unions).
fn offset_of(ty: &Type, path: &str) -> Option<(u64, Type)> {
    if path.is_empty() {
        return Some((0, ty.clone()));
    }
    if let Some(rest) = path.strip_prefix('[') {
        let (k, rest) = rest.split_once(']')?;
        let k: u64 = k.parse().ok()?;
        // A vector's elements are its array's (`Type::vector`).
        let (elem, n) = match ty {
            Type::Array(elem, n) => (&**elem, *n),
            _ => ty.vector()?,
        };
        if k >= n {
            return None;
        }
        let (o, t) = offset_of(elem, rest)?;
        return Some((k * elem.size()? + o, t));
    }
    let rest = path.strip_prefix('.')?;
    let end = rest.find(['.', '[']).unwrap_or(rest.len());
    let (field, rest) = rest.split_at(end);
    let Type::Struct(def) = ty else { return None };
    if def.is_union {
        return None;
    }
    let f = def.fields.iter().find(|f| f.name == field && f.bit.is_none())?;
    let (o, t) = offset_of(&f.ty, rest)?;
    Some((f.offset + o, t))
}

/// The part of an input's name after the variable's (`x[2].f` → `[2].f`).
fn path_of(name: &str) -> &str {
    let start = name.find(['.', '[']).unwrap_or(name.len());
    &name[start..]
}

/// Where the declaration of `name` that ends on `line` (1-based) ends in `text`: just past the
/// first `;` outside parentheses and brackets after the first whole-word occurrence of `name`
/// on that line (the frontend's columns are those of the preprocessed text, which collapses
/// spaces, so only the line is trusted). `None` when the line does not show it.
fn declaration_end(text: &str, line: u32, name: &str) -> Option<usize> {
    let (start, line_text) = line_at(text, line)?;
    let bytes = line_text.as_bytes();
    let is_ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let found = line_text.match_indices(name).filter(|(i, _)| {
        let before = i.checked_sub(1).map(|j| bytes[j]);
        let after = bytes.get(i + name.len()).copied();
        !before.is_some_and(is_ident) && !after.is_some_and(is_ident)
    });
    // The first: the declarator itself (`struct S s; s.a = 1;`).
    let (at, _) = found.into_iter().next()?;
    // Not inside parentheses (a `for` clause's declaration has no statement after it).
    let open = line_text[..at].bytes().fold(0i32, |d, b| match b {
        b'(' => d + 1,
        b')' => d - 1,
        _ => d,
    });
    if open > 0 {
        return None;
    }
    let mut depth = 0i32;
    for (i, &b) in bytes.iter().enumerate().skip(at + name.len()) {
        match b {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth -= 1,
            b';' if depth == 0 => return Some(start + i + 1),
            b'"' | b'\'' => return None,
            b'/' if matches!(bytes.get(i + 1), Some(b'/' | b'*')) => return None,
            _ => {}
        }
        if depth < 0 {
            return None;
        }
    }
    None
}

fn canonical(p: &Path) -> PathBuf {
    std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf())
}

/// The plan for a trace (empty when it executes no declaration without an initializer whose
/// values matter).
pub fn plan(
    program: &Program,
    trace: &Trace,
    files: &[PathBuf],
    label: Option<(&str, crate::ir::Loc)>,
) -> Plan {
    let mut plan = Plan::default();
    if trace.uninit.values.is_empty() && label.is_none() {
        return plan;
    }
    let (images, nonzero_given) = images(program, trace);
    // The sites to instrument, per source file.
    let by_canonical: BTreeMap<PathBuf, &PathBuf> =
        files.iter().map(|f| (canonical(f), f)).collect();
    let mut inserts: BTreeMap<&PathBuf, Vec<(usize, u32)>> = BTreeMap::new();
    let mut texts: BTreeMap<&PathBuf, String> = BTreeMap::new();
    let mut placed: Vec<u32> = Vec::new();
    for (&site, imgs) in &images {
        if imgs.iter().all(Option::is_none) {
            continue;
        }
        let d = &program.uninit_decls[site as usize];
        let Some(&file) = by_canonical.get(&canonical(Path::new(program.file_name(d.end.file))))
        else {
            continue;
        };
        if !texts.contains_key(file) {
            let Ok(t) = std::fs::read_to_string(file) else { continue };
            texts.insert(file, t);
        }
        let Some(at) = declaration_end(&texts[file], d.end.line, &d.name) else {
            tracing::debug!(
                "replay: the declaration of `{}` is not seen on {}:{}; its values are not given",
                d.name,
                file.display(),
                d.end.line
            );
            continue;
        };
        inserts.entry(file).or_default().push((at, site));
        placed.push(site);
    }
    // The error label: a call right after its `:` (the labeled statement follows it).
    let mut label_at: Option<(&PathBuf, usize)> = None;
    if let Some((name, loc)) = label {
        if let Some(&file) = by_canonical.get(&canonical(Path::new(program.file_name(loc.file)))) {
            if !texts.contains_key(file) {
                if let Ok(t) = std::fs::read_to_string(file) {
                    texts.insert(file, t);
                }
            }
            if let Some(at) = texts.get(file).and_then(|t| label_end(t, loc.line, name)) {
                label_at = Some((file, at));
                inserts.entry(file).or_default();
            }
        }
        if label_at.is_none() {
            // `#line` directives (CIL's output) name other files and lines than the input's:
            // the label's only definition in the input files, if it has one.
            let mut found = Vec::new();
            for file in files {
                if !texts.contains_key(file) {
                    if let Ok(t) = std::fs::read_to_string(file) {
                        texts.insert(file, t);
                    }
                }
                let Some(t) = texts.get(file) else { continue };
                let lines = t.split('\n').count() as u32;
                found
                    .extend((1..=lines).filter_map(|l| label_end(t, l, name)).map(|at| (file, at)));
            }
            if let [(file, at)] = found[..] {
                label_at = Some((file, at));
                inserts.entry(file).or_default();
            }
        }
    }
    for (file, ins) in inserts {
        let mut ins: Vec<(usize, String)> = ins
            .into_iter()
            .map(|(at, site)| {
                let name = &program.uninit_decls[site as usize].name;
                (at, format!(" __ibmc_uninit({site}, &{name}, sizeof {name});"))
            })
            .collect();
        if let Some((_, at)) = label_at.filter(|(f, _)| *f == file) {
            ins.push((at, " __ibmc_error_label();".to_string()));
            plan.label_hooked = true;
        }
        ins.sort();
        let text = &texts[file];
        let mut out = String::with_capacity(text.len() + 64 * ins.len());
        out.push_str(
            "void __ibmc_uninit(int, void *, unsigned long);\nvoid __ibmc_error_label(void);\n",
        );
        let _ = writeln!(
            out,
            "#line 1 \"{}\"",
            canonical(file).display().to_string().replace('\\', "\\\\").replace('"', "\\\"")
        );
        let mut last = 0;
        for (at, call) in ins {
            out.push_str(&text[last..at]);
            out.push_str(&call);
            last = at;
        }
        out.push_str(&text[last..]);
        plan.rewritten.insert(file.clone(), out);
    }
    plan.harness = harness(&images, &placed);
    // Nonzero values now given: those of the placed sites' executions.
    let placed_instances: Vec<u32> =
        trace.uninit.decls.iter().filter(|(s, _)| placed.contains(s)).map(|(_, i)| *i).collect();
    plan.given_nonzero =
        nonzero_given.iter().filter(|(i, _)| placed_instances.contains(i)).map(|(_, n)| n).sum();
    plan
}

/// The bytes per site, in the order of the declaration's executions (None: no nonzero value
/// the trace gives, or a type that is not copied), and the nonzero values per execution.
#[allow(clippy::type_complexity)]
fn images(
    program: &Program,
    trace: &Trace,
) -> (BTreeMap<u32, Vec<Option<Vec<u8>>>>, BTreeMap<u32, usize>) {
    let mut images: BTreeMap<u32, Vec<Option<Vec<u8>>>> = BTreeMap::new();
    let mut nonzero_given: BTreeMap<u32, usize> = BTreeMap::new();
    for &(site, instance) in &trace.uninit.decls {
        let Some(d) = program.uninit_decls.get(site as usize) else { continue };
        let ty = &program.function(d.func).locals[d.local as usize].ty;
        let Some(size) = ty.size().filter(|&s| s > 0 && s <= 1 << 16) else {
            images.entry(site).or_default().push(None);
            continue;
        };
        let mut bytes = vec![0u8; size as usize];
        let mut any = false;
        for (_, name, sty, value) in trace.uninit.values.iter().filter(|v| v.0 == instance) {
            if *value == 0 {
                continue;
            }
            let Some((off, t)) = offset_of(ty, path_of(name)) else { continue };
            if matches!(t, Type::Pointer(_))
                || !matches!(sty, ScalarTy::Int(_) | ScalarTy::Float(_))
            {
                continue;
            }
            let n = (sty.bits().div_ceil(8)) as usize;
            let raw = (*value as u128).to_le_bytes();
            let at = off as usize;
            if at + n > bytes.len() {
                continue;
            }
            bytes[at..at + n].copy_from_slice(&raw[..n]);
            *nonzero_given.entry(instance).or_default() += 1;
            any = true;
        }
        images.entry(site).or_default().push(any.then_some(bytes));
    }
    (images, nonzero_given)
}

/// The harness's part: the images of each placed site, and `__ibmc_uninit`, which copies them.
fn harness(images: &BTreeMap<u32, Vec<Option<Vec<u8>>>>, placed: &[u32]) -> String {
    let mut h = String::from("\n/* The trace's values of locals declared without an initializer (validate/uninit.rs). */\n");
    let mut cases = String::new();
    for &site in placed {
        let imgs = &images[&site];
        for (j, img) in imgs.iter().enumerate() {
            if let Some(b) = img {
                let lits: Vec<String> = b.iter().map(|x| format!("{x}")).collect();
                let _ = writeln!(
                    h,
                    "static const unsigned char ibmc_u{site}_{j}[{}] = {{ {} }};",
                    b.len(),
                    lits.join(", ")
                );
            }
        }
        let ptrs: Vec<String> = imgs
            .iter()
            .enumerate()
            .map(|(j, i)| if i.is_some() { format!("ibmc_u{site}_{j}") } else { "0".into() })
            .collect();
        let lens: Vec<String> =
            imgs.iter().map(|i| format!("{}UL", i.as_ref().map_or(0, Vec::len))).collect();
        let _ = writeln!(
            h,
            "static const unsigned char *const ibmc_up{site}[{n}] = {{ {} }};\nstatic const unsigned long ibmc_ul{site}[{n}] = {{ {} }};\nstatic unsigned long ibmc_un{site};",
            ptrs.join(", "),
            lens.join(", "),
            n = imgs.len()
        );
        let _ = writeln!(
            cases,
            "  case {site}: if (ibmc_un{site} < {n}UL) {{ k = ibmc_un{site}++; src = ibmc_up{site}[k]; len = ibmc_ul{site}[k]; }} break;",
            n = imgs.len()
        );
    }
    let _ = writeln!(
        h,
        "void __ibmc_uninit(int site, void *p, unsigned long n) {{\n  unsigned long k; const unsigned char *src = 0; unsigned long len = 0;\n  switch (site) {{\n{cases}  default: break;\n  }}\n  if (src) __builtin_memcpy(p, src, len < n ? len : n);\n}}"
    );
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn declarations_are_found_on_their_line() {
        let t = "int main() {\n  int x; int y[2], xy;\n  for (int i; i < 2; i++) {}\n  int z = f(\"a;\"); char *s;\n}\n";
        assert_eq!(declaration_end(t, 2, "x"), Some(t.find("x;").unwrap() + 2));
        assert_eq!(declaration_end(t, 2, "y"), Some(t.find("xy;").unwrap() + 3));
        assert_eq!(declaration_end(t, 2, "xy"), Some(t.find("xy;").unwrap() + 3));
        assert_eq!(declaration_end(t, 2, "w"), None);
        assert_eq!(declaration_end(t, 3, "i"), None);
        assert_eq!(declaration_end(t, 4, "s"), Some(t.find("*s;").unwrap() + 3));
    }

    #[test]
    fn labels_are_found_on_their_line() {
        let t = "int main() {\n  ERROR: goto ERROR;\n  x = a ? b : c; ERR: ;\n}\n";
        assert_eq!(label_end(t, 2, "ERROR"), Some(t.find("ERROR:").unwrap() + 6));
        assert_eq!(label_end(t, 3, "ERR"), Some(t.find("ERR: ;").unwrap() + 4));
        assert_eq!(label_end(t, 3, "b"), None);
    }

    #[test]
    fn paths_give_offsets() {
        use crate::ir::IntTy;
        let int = Type::Int(IntTy::INT);
        let arr = Type::Array(Box::new(int.clone()), 4);
        assert_eq!(offset_of(&arr, "[3]"), Some((12, int.clone())));
        assert_eq!(offset_of(&arr, "[4]"), None);
        assert_eq!(path_of("a[3]"), "[3]");
        assert_eq!(path_of("x"), "");
    }
}
