//! Interface discovery: from a code generator's folder, the shape of its entry points and the
//! signals a requirement can name. The model's headers are parsed by the frontend (one unit
//! that includes the header of every generated `.c` file: declarations only, so a body ibmc
//! cannot model does not stop discovery), and the IR's globals, functions and struct types
//! give the signals with their C types; the headers' text gives only the type names of the
//! step functions' parameters (the IR keeps layouts, not typedef names), and `ert_main.c` the
//! rates of a multi-rate model.
//!
//! Shapes: Embedded Coder default (`M_initialize`, `M_step`, globals `M_U`/`M_Y`/`M_DW`/`M_P`
//! or `rtU`/`rtY`/`rtDW`/`rtP`), reusable (`M_step(RT_MODEL *, U *, Y *)`, the RT_MODEL
//! attached as its `ert_main.c` does), multi-rate (`M_step0`, `M_step1`, ... with the rates
//! of `ert_main.c`'s `taskCounter`), SCADE KCG (`N_init(outC_N *)` and the cycle function
//! `N(inC_N *, outC_N *)` or `N(inputs..., outC_N *)`), Lustre ec2c (`X_new_ctx`, input
//! procedures `X_I_*`, `X_step`; the output procedures `X_O_*`, which the user supplies,
//! are defined by the harness to store each output in a variable), Heptagon (`heptc -target
//! c`: `M__n_step(inputs..., M__n_out *_out, M__n_mem *self)` and `M__n_reset(M__n_mem *)`).

use std::path::{Path, PathBuf};

use crate::error::{Error, ErrorKind, Result};
use crate::frontend::{self, FrontendOptions};
use crate::ir::{Program, Type};

/// What a signal is to the model.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Input,
    Output,
    State,
    Parameter,
}

impl Role {
    pub fn name(self) -> &'static str {
        match self {
            Role::Input => "input",
            Role::Output => "output",
            Role::State => "state",
            Role::Parameter => "parameter",
        }
    }
}

/// A signal: its C path in the harness (`Relay_U.In1`, `ibmc_inC.Vb`), the short name a
/// formula may use, its C type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Signal {
    pub path: String,
    pub short: String,
    pub c_type: String,
    pub role: Role,
}

/// The generator's shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Ert,
    ErtReusable,
    ErtMultiRate,
    Scade,
    Ec2c,
    Heptagon,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Ert => "Embedded Coder (default interface)",
            Kind::ErtReusable => "Embedded Coder (reusable interface)",
            Kind::ErtMultiRate => "Embedded Coder (multi-rate)",
            Kind::Scade => "SCADE KCG",
            Kind::Ec2c => "Lustre ec2c",
            Kind::Heptagon => "Heptagon",
        }
    }
}

/// A model's interface and the C a harness needs to drive it.
#[derive(Debug, Clone)]
pub struct Interface {
    pub kind: Kind,
    pub model: String,
    /// The generated `.c` files the harness includes (all but `ert_main.c` and `harness.c`).
    pub files: Vec<PathBuf>,
    pub signals: Vec<Signal>,
    /// File-scope C the harness adds after the model's files (objects, output procedures).
    pub decls: Vec<String>,
    /// Statements before the loop (initialization).
    pub init: Vec<String>,
    /// Statements of one step (`ibmc_step` is the step's 1-based number).
    pub step: Vec<String>,
}

/// The generated `.c` files of a folder, sorted.
pub fn model_files(dir: &Path) -> Result<Vec<PathBuf>> {
    // Absolute, so that the harness includes them from wherever it is.
    let dir = &std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf());
    let rd = std::fs::read_dir(dir)
        .map_err(|e| Error::usage(format!("cannot read the folder {}: {e}", dir.display())))?;
    let mut files: Vec<PathBuf> = rd
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .filter(|p| {
            let n = p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            n != "ert_main.c" && n != "harness.c" && !n.starts_with("ibmc_")
        })
        .collect();
    files.sort();
    if files.is_empty() {
        return Err(Error::usage(format!(
            "{} is a directory without .c files: give C source files, or a code generator's \
             output folder (model.c, model.h, ...; see --requirements)",
            dir.display()
        )));
    }
    Ok(files)
}

/// Discovers the interface of the model in `dir`; `prelude` is C the user's requirements
/// file puts before the model's files (macros such as SCADE's `kcg_assign`); `model` picks
/// the model or node when the folder has several.
pub fn discover(dir: &Path, prelude: &str, model: Option<&str>) -> Result<Interface> {
    let files = model_files(dir)?;
    let headers: Vec<PathBuf> =
        files.iter().map(|f| f.with_extension("h")).filter(|h| h.exists()).collect();
    let header_text: String = headers
        .iter()
        .filter_map(|h| std::fs::read_to_string(h).ok())
        .collect::<Vec<_>>()
        .join("\n");
    let protos: Vec<(String, Vec<(String, String)>)> = prototypes(&header_text)
        .into_iter()
        .filter(|n| relevant(n, &header_text))
        .filter_map(|n| Some((n.clone(), prototype_params(&header_text, &n)?)))
        .collect();
    let mut program = parse_headers(dir, &with_kcg_assign(dir, prelude), &headers, &protos)?;
    add_prototypes(&mut program, &protos);
    let ert_main = std::fs::read_to_string(dir.join("ert_main.c")).unwrap_or_default();
    let found = ert(&program, &header_text, &ert_main, model)
        .or_else(|| scade(&program, &header_text, model))
        .or_else(|| ec2c(&program, &files, model))
        .or_else(|| heptagon(&program, &header_text, model));
    let Some(mut iface) = found else {
        return Err(Error::at(
            ErrorKind::Usage,
            dir.display().to_string(),
            "no known generator interface found (Embedded Coder M_initialize/M_step, SCADE N_init/N, \
             Lustre ec2c X_new_ctx/X_step, Heptagon M__n_step/M__n_reset); give [interface] init and step in the requirements file",
        ));
    };
    iface.files = files;
    Ok(iface)
}

/// The headers as one unit, through the frontend (declarations only).
fn parse_headers(
    dir: &Path,
    prelude: &str,
    headers: &[PathBuf],
    protos: &[(String, Vec<(String, String)>)],
) -> Result<Program> {
    let unit = std::env::temp_dir().join(format!("ibmc-interface-{}.c", std::process::id()));
    let mut text = format!("{prelude}\n");
    for h in headers {
        text.push_str(&format!("#include \"{}\"\n", h.display()));
    }
    // The frontend keeps only the functions a program calls, but every global: one probe
    // global per parameter of the entry points gives the parameter's IR type.
    for (i, (_, params)) in protos.iter().enumerate() {
        for (k, (ty, _)) in params.iter().enumerate() {
            text.push_str(&format!("{ty} ibmc_probe_{i}_{k};\n"));
        }
    }
    std::fs::write(&unit, text)
        .map_err(|e| Error::internal(format!("cannot write {}: {e}", unit.display())))?;
    let opts = FrontendOptions { include_dirs: vec![dir.to_path_buf()], ..Default::default() };
    let program = frontend::load_for_entry(std::slice::from_ref(&unit), &opts, "main");
    let _ = std::fs::remove_file(&unit);
    program
}

/// Whether a prototype's name may be an entry point of a known generator's interface.
fn relevant(n: &str, text: &str) -> bool {
    let tail = n.rsplit('_').next().unwrap_or("");
    ["initialize", "step", "init", "ctx", "reset"].contains(&tail)
        || (tail.starts_with("step") && tail[4..].chars().all(|c| c.is_ascii_digit()))
        || n.contains("_I_")
        || n.contains("_O_")
        || text.contains(&format!("{n}_init"))
}

/// The prototypes as bodiless IR functions whose parameters have the probes' types.
fn add_prototypes(p: &mut Program, protos: &[(String, Vec<(String, String)>)]) {
    for (i, (name, params)) in protos.iter().enumerate() {
        let locals: Vec<crate::ir::LocalInfo> = params
            .iter()
            .enumerate()
            .map(|(k, (_, pname))| crate::ir::LocalInfo {
                name: pname.clone(),
                ty: global(p, &format!("ibmc_probe_{i}_{k}")).map_or(Type::Void, |g| g.ty.clone()),
                is_temp: false,
            })
            .collect();
        p.functions.push(crate::ir::Function {
            name: name.clone(),
            loc: Default::default(),
            ret: Type::Void,
            params: locals.len() as u32,
            locals,
            body: None,
        });
    }
}

/// SCADE's `kcg_types.h` includes `kcg_assign.h` unless `kcg_assign` is defined; that file
/// belongs to the SCADE installation, so when the folder lacks it and the prelude does not
/// define it, the harness defines it as SCADE's default (a `memcpy`).
pub fn with_kcg_assign(dir: &Path, prelude: &str) -> String {
    let kcg = dir.join("kcg_types.h").exists() && !dir.join("kcg_assign.h").exists();
    if kcg && !prelude.contains("kcg_assign") {
        format!(
            "#include <string.h>\n#define kcg_assign(kcg_D, kcg_S, kcg_sz) (memcpy((kcg_D), (kcg_S), (kcg_sz)))\n{prelude}"
        )
    } else {
        prelude.to_string()
    }
}

/// The names of the function prototypes in C header text: declarations `T name(...);` outside
/// bodies, typedefs and preprocessor lines.
fn prototypes(text: &str) -> Vec<String> {
    let code: String = strip_comments(text)
        .lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n");
    let mut out: Vec<String> = Vec::new();
    for stmt in code.split([';', '{', '}']) {
        let stmt = stmt.trim();
        if stmt.starts_with("typedef") || stmt.contains('=') {
            continue;
        }
        let Some(open) = stmt.find('(') else { continue };
        let head = stmt[..open].trim_end();
        let start = head.rfind(|c: char| !(c.is_alphanumeric() || c == '_')).map_or(0, |i| i + 1);
        let name = &head[start..];
        let has_type = !head[..start].trim().is_empty();
        let keyword = ["if", "while", "for", "switch", "return", "sizeof", "void", "int", "char"]
            .contains(&name);
        if has_type
            && !keyword
            && !name.is_empty()
            && !name.starts_with(|c: char| c.is_ascii_digit())
            && !out.iter().any(|o| o == name)
        {
            out.push(name.to_string());
        }
    }
    out
}

fn strip_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix("/*") {
            let end = r.find("*/").map_or(r.len(), |i| i + 2);
            out.push(' ');
            rest = &r[end..];
        } else if let Some(r) = rest.strip_prefix("//") {
            rest = &r[r.find('\n').unwrap_or(r.len())..];
        } else {
            let ch = rest.chars().next().unwrap_or(' ');
            out.push(ch);
            rest = &rest[ch.len_utf8()..];
        }
    }
    out
}

/// The C type of an IR scalar type, or None for aggregates.
pub fn scalar_c_type(ty: &Type) -> Option<&'static str> {
    match ty {
        Type::Int(i) => Some(if i.boolean { "_Bool" } else { i.c_name() }),
        Type::Float(f) => Some(f.c_name()),
        _ => None,
    }
}

/// The scalar fields of a struct-typed object as signals `path.field`, nested structs'
/// fields too (arrays are listed as a whole; a formula indexes them).
fn fields(ty: &Type, path: &str, role: Role, out: &mut Vec<Signal>) {
    let Type::Struct(def) = ty else { return };
    for f in &def.fields {
        let c_type = match scalar_c_type(&f.ty) {
            Some(t) => t.to_string(),
            None => match &f.ty {
                Type::Array(..) => "array".to_string(),
                Type::Struct(_) => {
                    fields(&f.ty, &format!("{path}.{}", f.name), role, out);
                    continue;
                }
                _ => continue,
            },
        };
        out.push(Signal {
            path: format!("{path}.{}", f.name),
            short: f.name.clone(),
            c_type,
            role,
        });
    }
}

fn global<'a>(p: &'a Program, name: &str) -> Option<&'a crate::ir::GlobalInfo> {
    p.globals.iter().find(|g| g.name == name)
}

/// The parameters of `name`'s prototype in the headers' text: (type as written, name).
pub fn prototype_params(text: &str, name: &str) -> Option<Vec<(String, String)>> {
    let mut from = 0;
    while let Some(i) = text[from..].find(name) {
        let at = from + i;
        from = at + name.len();
        let before_ok = at == 0 || !is_ident(text.as_bytes()[at - 1]);
        let rest = text[from..].trim_start();
        if !before_ok || !rest.starts_with('(') {
            continue;
        }
        let close = rest.find(')')?;
        let list = &rest[1..close];
        if list.trim() == "void" || list.trim().is_empty() {
            return Some(Vec::new());
        }
        return Some(
            list.split(',')
                .enumerate()
                .map(|(k, p)| {
                    let p = p.trim();
                    let cut =
                        p.rfind(|c: char| !(c.is_alphanumeric() || c == '_')).map_or(0, |k| k + 1);
                    let (ty, name) = (p[..cut].trim(), &p[cut..]);
                    // An unnamed parameter (`void *`, `_boolean`): all of it is the type.
                    if ty.is_empty() || ty == "const" || name.is_empty() {
                        (p.to_string(), format!("arg{k}"))
                    } else {
                        (ty.to_string(), name.to_string())
                    }
                })
                .collect(),
        );
    }
    None
}

fn is_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// Embedded Coder: `M_initialize` and `M_step` (or `M_step0`, `M_step1`, ...).
fn ert(p: &Program, headers: &str, ert_main: &str, want: Option<&str>) -> Option<Interface> {
    let init = p.functions.iter().find(|f| {
        f.name.strip_suffix("_initialize").is_some_and(|m| want.is_none_or(|w| w == m))
    })?;
    let model = init.name.trim_end_matches("_initialize").to_string();
    let step_fn = p.functions.iter().find(|f| f.name == format!("{model}_step"));
    let mut signals = Vec::new();
    let mut decls = Vec::new();
    let mut init_stmts = Vec::new();
    let (kind, step) = match step_fn {
        Some(f) if f.params > 0 => {
            let (d, i, s) = reusable(p, headers, &model, &mut signals)?;
            decls = d;
            init_stmts = i;
            (Kind::ErtReusable, s)
        }
        Some(_) => (Kind::Ert, vec![format!("{model}_step();")]),
        None => {
            let (d, s) = multi_rate(p, &model, ert_main)?;
            decls = d;
            (Kind::ErtMultiRate, s)
        }
    };
    if kind != Kind::ErtReusable {
        init_stmts.push(format!("{}();", init.name));
        for (suffix, role) in
            [("U", Role::Input), ("Y", Role::Output), ("DW", Role::State), ("P", Role::Parameter)]
        {
            for name in [format!("{model}_{suffix}"), format!("rt{suffix}")] {
                if let Some(g) = global(p, &name) {
                    fields(&g.ty, &name, role, &mut signals);
                    break;
                }
            }
        }
    }
    Some(Interface { kind, model, files: Vec::new(), signals, decls, init: init_stmts, step })
}

/// Multi-rate: `M_step0`, `M_step1`, ... with step k run every `rate_k` base steps (from
/// `ert_main.c`'s `if (taskCounter[k] == rate)`; 1 for the base rate): the tick counters'
/// declarations and the step statements.
fn multi_rate(p: &Program, model: &str, ert_main: &str) -> Option<(Vec<String>, Vec<String>)> {
    let mut step = Vec::new();
    let mut decls = Vec::new();
    for k in 0.. {
        let name = format!("{model}_step{k}");
        if !p.functions.iter().any(|f| f.name == name) {
            break;
        }
        let rate = if k == 0 { 1 } else { task_rate(ert_main, k)? };
        if rate == 1 {
            step.push(format!("{name}();"));
        } else {
            // The subrate runs at the base steps 1, rate + 1, 2 rate + 1, ... as ert_main.c's
            // taskCounter has it (counter 0 at the first tick).
            let tick = format!("ibmc_tick{k}");
            decls.push(format!("static unsigned int {tick};"));
            step.push(format!("if ({tick} == 0U) {name}(); {tick} = ({tick} + 1U) % {rate}U;"));
        }
    }
    (!step.is_empty()).then_some((decls, step))
}

/// ert_main.c resets `taskCounter[k]` when it reaches the rate (`== 0` is the test whether
/// the subrate runs): the largest constant it is compared with.
fn task_rate(ert_main: &str, k: usize) -> Option<u64> {
    let pat = format!("taskCounter[{k}] == ");
    ert_main
        .match_indices(&pat)
        .filter_map(|(i, _)| {
            let digits: String =
                ert_main[i + pat.len()..].chars().take_while(char::is_ascii_digit).collect();
            digits.parse::<u64>().ok()
        })
        .max()
        .filter(|r| *r > 0)
}

/// The reusable interface `M_step(RT_MODEL *, U *, Y *)`: the objects as ert_main.c defines
/// them, the RT_MODEL's data attached, `M_initialize`'s arguments as its prototype has them.
fn reusable(
    p: &Program,
    headers: &str,
    model: &str,
    signals: &mut Vec<Signal>,
) -> Option<(Vec<String>, Vec<String>, Vec<String>)> {
    let step = prototype_params(headers, &format!("{model}_step"))?;
    let f = p.functions.iter().find(|f| f.name == format!("{model}_step"))?;
    let mut decls = Vec::new();
    let mut args = Vec::new();
    let mut rtm = None;
    for (i, (ty, _)) in step.iter().enumerate() {
        let base = pointee(ty).to_string();
        let role = if base.contains("RT_MODEL") {
            Role::State
        } else if base.contains("ExtU") {
            Role::Input
        } else {
            Role::Output
        };
        let obj = match role {
            Role::State => "ibmc_M".to_string(),
            Role::Input => "ibmc_U".to_string(),
            _ => "ibmc_Y".to_string(),
        };
        decls.push(format!("static {base} {obj}_;"));
        decls.push(format!("static {base} *const {obj} = &{obj}_;"));
        if role == Role::State {
            rtm = Some(base.clone());
        } else if let Type::Pointer(t) = &f.locals.get(i)?.ty {
            fields(t, &format!("{obj}_"), role, signals);
        }
        args.push(obj);
    }
    let mut init = Vec::new();
    if rtm.is_some() {
        // The RT_MODEL's DWork attachment, as the generated ert_main.c does.
        attach_dwork(headers, model, &mut decls, &mut init, signals);
    }
    let init_args = prototype_params(headers, &format!("{model}_initialize"))?;
    let init_args: Vec<String> = init_args
        .iter()
        .map(|(t, _)| {
            let t = pointee(t);
            let hit = step.iter().position(|(s, _)| pointee(s) == t);
            hit.map_or_else(|| "0".to_string(), |k| args[k].clone())
        })
        .collect();
    init.push(format!("{model}_initialize({});", init_args.join(", ")));
    let step_stmt = format!("{model}_step({});", args.join(", "));
    Some((decls, init, vec![step_stmt]))
}

/// The type a pointer parameter points to: `RT_MODEL_M_T` of `RT_MODEL_M_T *const` (R2015a's
/// prototypes have the `const`), `ExtU_M_T` of `ExtU_M_T *`.
fn pointee(ty: &str) -> &str {
    let mut t = ty.trim();
    loop {
        let next = t.trim_end_matches('*').trim_end();
        let next = next.strip_suffix("const").filter(|r| r.ends_with([' ', '*'])).unwrap_or(next);
        let next = next.trim_end();
        if next == t {
            return t;
        }
        t = next;
    }
}

/// The member path of the RT_MODEL's `dwork` pointer: `dwork` (later generators) or
/// `ModelData.dwork` (R2015a nests it in a `ModelData` struct), from the text of the struct
/// `tag_RTM_M_T` in the headers.
fn dwork_member(headers: &str, model: &str) -> Option<String> {
    let tag = format!("struct tag_RTM_{model}_T");
    let body_at = headers.match_indices(&tag).find_map(|(i, _)| {
        let rest = headers[i + tag.len()..].trim_start();
        rest.starts_with('{').then(|| headers.len() - rest.len())
    })?;
    // Walk the body: a stack of the nested structs open at each point; a closing brace is
    // followed by the member's name.
    let body = &headers[body_at..];
    let mut open: Vec<usize> = Vec::new();
    let mut target = None;
    let mut path = Vec::new();
    for (i, c) in body.char_indices() {
        match c {
            '{' => open.push(i),
            '}' => {
                let start = open.pop()?;
                if open.is_empty() {
                    break;
                }
                if target.is_some_and(|t| start < t) {
                    let name: String = body[i + 1..]
                        .trim_start()
                        .chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_')
                        .collect();
                    path.insert(0, name);
                }
            }
            _ if target.is_none() && body[i..].starts_with("*dwork;") => {
                target = Some(i);
            }
            _ => {}
        }
    }
    target?;
    path.push("dwork".to_string());
    Some(path.join("."))
}

/// `M->dwork = &DW;` when the RT_MODEL has a `dwork` pointer (ert_main.c's attachment).
fn attach_dwork(
    headers: &str,
    model: &str,
    decls: &mut Vec<String>,
    init: &mut Vec<String>,
    signals: &mut Vec<Signal>,
) {
    let dw_ty = ["DW_", "D_Work_"].iter().find_map(|pre| {
        let i = headers.find(&format!("}} {pre}{model}"))?;
        let rest = &headers[i + 2..];
        Some(rest[..rest.find(';')?].trim().to_string())
    });
    let (Some(dw_ty), Some(member)) = (dw_ty, dwork_member(headers, model)) else { return };
    decls.push(format!("static {dw_ty} ibmc_DW;"));
    init.push(format!("ibmc_M->{member} = &ibmc_DW;"));
    signals.push(Signal {
        path: "ibmc_DW".into(),
        short: "DW".into(),
        c_type: dw_ty,
        role: Role::State,
    });
}

/// SCADE KCG: `N_init(outC_N *)` and the cycle function `N(..., outC_N *)`.
fn scade(p: &Program, headers: &str, want: Option<&str>) -> Option<Interface> {
    // The root node: of the nodes with `N_init` and a cycle function, the one whose context
    // type no other context holds (sub-node contexts are members of their caller's).
    let mut nodes: Vec<(usize, String)> = p
        .functions
        .iter()
        .filter_map(|f| f.name.strip_suffix("_init"))
        .filter(|n| want.is_none_or(|w| w == *n))
        .filter(|n| p.functions.iter().any(|g| g.name == *n && g.params > 0))
        .map(|n| (headers.matches(&format!("outC_{n} ")).count(), n.to_string()))
        .collect();
    nodes.sort();
    let node = nodes.first()?.1.clone();
    let cycle = p.functions.iter().find(|f| f.name == node)?;
    let params = prototype_params(headers, &node)?;
    if !params.last()?.0.contains(&format!("outC_{node}")) {
        return None;
    }
    let mut signals = Vec::new();
    let mut decls = vec![format!("static outC_{node} ibmc_outC;")];
    let mut args = Vec::new();
    for (i, (ty, name)) in params.iter().enumerate() {
        let ir_ty = &cycle.locals.get(i)?.ty;
        if i + 1 == params.len() {
            if let Type::Pointer(t) = ir_ty {
                fields(t, "ibmc_outC", Role::Output, &mut signals);
            }
            args.push("&ibmc_outC".to_string());
        } else if ty.contains(&format!("inC_{node}")) {
            decls.push(format!("static inC_{node} ibmc_inC;"));
            if let Type::Pointer(t) = ir_ty {
                fields(t, "ibmc_inC", Role::Input, &mut signals);
            }
            args.push("&ibmc_inC".to_string());
        } else {
            args.push(scalar_input(ty, name, ir_ty, &mut decls, &mut signals));
        }
    }
    Some(Interface {
        kind: Kind::Scade,
        model: node.clone(),
        files: Vec::new(),
        signals,
        decls,
        init: vec![format!("{node}_init(&ibmc_outC);")],
        step: vec![format!("{node}({});", args.join(", "))],
    })
}

/// Lustre ec2c: `X_new_ctx`, `X_I_*(ctx, v)`, `X_step(ctx)`, outputs `X_O_*(cdata, v)`.
fn ec2c(p: &Program, files: &[PathBuf], want: Option<&str>) -> Option<Interface> {
    let new_ctx = p
        .functions
        .iter()
        .find(|f| f.name.strip_suffix("_new_ctx").is_some_and(|m| want.is_none_or(|w| w == m)))?;
    let node = new_ctx.name.trim_end_matches("_new_ctx").to_string();
    let mut signals = Vec::new();
    let mut decls = Vec::new();
    let mut step = Vec::new();
    // The output procedures are declared in the generated .c file, not its header.
    let c_text: String =
        files.iter().filter_map(|f| std::fs::read_to_string(f).ok()).collect::<Vec<_>>().join("\n");
    let mut procs: Vec<(String, Vec<(String, String)>)> = Vec::new();
    for n in prototypes(&c_text) {
        if n.starts_with(&format!("{node}_I_")) || n.starts_with(&format!("{node}_O_")) {
            procs.extend(prototype_params(&c_text, &n).map(|ps| (n, ps)));
        }
    }
    for (fname, params) in &procs {
        let (role, name) = if let Some(n) = fname.strip_prefix(&format!("{node}_I_")) {
            (Role::Input, n)
        } else if let Some(n) = fname.strip_prefix(&format!("{node}_O_")) {
            (Role::Output, n)
        } else {
            continue;
        };
        let c_type = params.get(1)?.0.clone();
        let var = format!("ibmc_{}_{name}", if role == Role::Input { "in" } else { "out" });
        decls.push(format!("static {c_type} {var};"));
        if role == Role::Input {
            step.push(format!("{fname}(ibmc_ctx, {var});"));
        } else {
            decls.push(format!(
                "void {fname}(void *cdata, {c_type} v) {{ (void)cdata; {var} = v; }}"
            ));
        }
        signals.push(Signal { path: var, short: name.to_string(), c_type, role });
    }
    step.push(format!("{node}_step(ibmc_ctx);"));
    decls.push(format!("static {node}_ctx *ibmc_ctx;"));
    Some(Interface {
        kind: Kind::Ec2c,
        model: node.clone(),
        files: Vec::new(),
        signals,
        decls,
        init: vec![format!("ibmc_ctx = {node}_new_ctx((void *)0);")],
        step,
    })
}

/// Heptagon (`heptc -target c`): `M__n_step(inputs..., M__n_out *_out[, M__n_mem *self])` and,
/// for a node with memory, `M__n_reset(M__n_mem *self)`. heptc declares a node after the
/// nodes it calls, so the root is the last step function declared (`[interface] model`
/// picks another, by `M__n` or `n`).
fn heptagon(p: &Program, headers: &str, want: Option<&str>) -> Option<Interface> {
    let protos = prototypes(headers);
    let node = protos
        .iter()
        .filter_map(|n| n.strip_suffix("_step"))
        .rfind(|n| {
            n.contains("__")
                && want.is_none_or(|w| w == *n || n.rsplit("__").next() == Some(w))
                && prototype_params(headers, &format!("{n}_step"))
                    .is_some_and(|ps| ps.iter().any(|(t, _)| t.contains(&format!("{n}_out"))))
        })?
        .to_string();
    let step = p.functions.iter().find(|f| f.name == format!("{node}_step"))?;
    let params = prototype_params(headers, &format!("{node}_step"))?;
    let mut signals = Vec::new();
    let mut decls = Vec::new();
    let mut args = Vec::new();
    let mut init = Vec::new();
    for (i, (ty, name)) in params.iter().enumerate() {
        let ir_ty = &step.locals.get(i)?.ty;
        let (obj, role) = if ty.contains(&format!("{node}_out")) {
            ("ibmc_out", Role::Output)
        } else if ty.contains(&format!("{node}_mem")) {
            ("ibmc_mem", Role::State)
        } else {
            args.push(scalar_input(ty, name, ir_ty, &mut decls, &mut signals));
            continue;
        };
        decls.push(format!("static {} {obj};", ty.trim_end_matches('*').trim()));
        if let Type::Pointer(t) = ir_ty {
            fields(t, obj, role, &mut signals);
        }
        args.push(format!("&{obj}"));
        if role == Role::State && p.functions.iter().any(|f| f.name == format!("{node}_reset")) {
            init.push(format!("{node}_reset(&ibmc_mem);"));
        }
    }
    Some(Interface {
        kind: Kind::Heptagon,
        model: node.clone(),
        files: Vec::new(),
        signals,
        decls,
        init,
        step: vec![format!("{node}_step({});", args.join(", "))],
    })
}

/// A step function's scalar input parameter `name` of C type `ty`: a harness variable
/// `ibmc_in_NAME` declared in `decls` and listed as an input signal; its name is the argument.
fn scalar_input(
    ty: &str,
    name: &str,
    ir_ty: &Type,
    decls: &mut Vec<String>,
    signals: &mut Vec<Signal>,
) -> String {
    let var = format!("ibmc_in_{name}");
    decls.push(format!("static {ty} {var};"));
    let c_type = scalar_c_type(ir_ty).unwrap_or("scalar").to_string();
    signals.push(Signal { path: var.clone(), short: name.to_string(), c_type, role: Role::Input });
    var
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pointee_strips_pointers_and_const() {
        assert_eq!(pointee("RT_MODEL_m_T *const"), "RT_MODEL_m_T");
        assert_eq!(pointee("ExtU_m_T *"), "ExtU_m_T");
        assert_eq!(pointee("RT_MODEL_m_T * const "), "RT_MODEL_m_T");
        assert_eq!(pointee("const real_T *const *"), "const real_T");
        assert_eq!(pointee("my_const"), "my_const");
    }

    #[test]
    fn dwork_member_nested_or_not() {
        let r2015 =
            "struct tag_RTM_m_T {\n  const char_T * volatile errorStatus;\n  struct {\n    \
                     DW_m_T *dwork;\n  } ModelData;\n};\n";
        assert_eq!(dwork_member(r2015, "m").as_deref(), Some("ModelData.dwork"));
        let later = "typedef struct tag_RTM_m_T RT_MODEL_m_T;\nstruct tag_RTM_m_T {\n  \
                     struct { int x; } A;\n  DW_m_T *dwork;\n};\n";
        assert_eq!(dwork_member(later, "m").as_deref(), Some("dwork"));
        assert_eq!(dwork_member("struct tag_RTM_m_T { int x; };", "m"), None);
    }
}
