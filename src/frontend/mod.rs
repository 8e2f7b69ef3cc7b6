//! The C frontend: preprocess with the system C preprocessor, parse with lang-c, lower to IR.
//!
//! Each input file is a translation unit, processed in two passes so that a call can link to
//! a definition in any file:
//! 1. file-scope declarations of every unit, in order (types, enumerations, globals and their
//!    initializers, function signatures);
//! 2. function bodies, each with its unit's complete file scope.
//!
//! Unsupported constructs are reported lazily where that is sound: a declaration whose type we
//! do not model (system headers are full of them) is an error only where code uses it, and a
//! function whose body cannot be lowered is an error only if it is reachable from the entry
//! function (it is kept without a body otherwise).
//!
//! What the produced IR guarantees beyond `ir`'s contract (CBMC's choices where it was open):
//! - loops have the shapes documented in `lower_stmt`; `continue` is a forward jump;
//! - `Call` arguments have exactly the parameter types and the `ret` place exactly the
//!   callee's return type, so the call itself converts nothing;
//! - only functions with a body are `Function`s; a call of a function without a body anywhere
//!   is a `Nondet` of its declared return type (or nothing, for `void`). `reach_error` and
//!   `__VERIFIER_error` are no functions at all: each call is an `ErrorCall` assertion;
//! - `if (c) goto L;` is one conditional goto and `if (!c) assert(0)`-like shapes are one
//!   `Assert(c)`, as CBMC's guarded gotos and assertions;
//! - temporaries are assigned before every use and get no `Decl`/`Dead`; `Dead` marks the
//!   normal end of a block only (not jumps out of it);
//! - no jump targets the end of a body (a `Skip` is appended when one would);
//! - names: shadowing locals `x#1`, static locals `f::x`, clashing `static` globals and
//!   functions of different files `x$link1`; `static inline` functions of system headers that
//!   the program does not call are left out.

mod alias;
mod complex;
mod complex_libgcc;
mod computed_goto;
mod decl;
mod entry_objects;
mod fenv;
mod fixed;
mod float;
mod init;
mod inline_asm;
mod layout;
mod literal;
mod locmap;
mod lower_alloc;
mod lower_builtin;
mod lower_call;
mod lower_expr;
mod lower_mem;
mod lower_stdio;
mod lower_stmt;
mod lower_str;
mod main_params;
mod memory_leak;
mod nondet_static;
mod overflow;
mod preprocess;
mod quantifier;
mod scope;
mod types;
mod uninterpreted;
mod variadic;
mod vector;
mod vla;

#[cfg(test)]
mod tests;

use std::collections::HashSet;
use std::path::PathBuf;
use std::rc::Rc;

use lang_c::ast::TranslationUnit;
use lang_c::driver::{parse_preprocessed, Config, Flavor};

pub use lower_stmt::{ARGV_OFFSET, ARGV_OWN, ARGV_STRINGS};
pub use preprocess::CPROVER_TYPES;

use crate::error::{Error, ErrorKind, Result};
use crate::fxhash::{FxHashMap, FxHashSet};
use crate::ir::pragma::PragmaAction;
use crate::ir::{FileId, FuncId, Instr, InstrKind, Loc, LocalInfo, Place, Program, Type, Var};
pub use entry_objects::TreeDepths;
use locmap::LocMap;
pub use lower_alloc::{MallocFailMode, MallocOptions, MAX_MALLOC_SIZE};
use scope::{Scope, Sym};
use types::FnType;

#[derive(Debug, Clone, Default)]
pub struct FrontendOptions {
    pub include_dirs: Vec<PathBuf>,
    /// `-D` definitions: `"N"` or `"N=V"`.
    pub defines: Vec<String>,
    /// For `--cover`: keep every decision of the source as a conditional jump (an `if` with
    /// empty branches too), with the condition as written (`!c` for "jump unless c", not a
    /// flipped comparison), so that `ir::cover` finds CBMC's decisions and conditions.
    pub coverage: bool,
    /// How `malloc` may fail (`lower_alloc.rs`).
    pub malloc: MallocOptions,
    /// Labels whose reaching is a violation (`--error-label`).
    pub error_labels: Vec<String>,
    /// CBMC's `--memory-leak-check` (`memory_leak.rs`).
    pub memory_leak_check: bool,
    /// CBMC's `--nondet-static` (`nondet_static.rs`).
    pub nondet_static: bool,
    /// `--pointer-check`: calls through function pointers assert that the pointer is one of
    /// the targets (`lower_call.rs::call_indirect`).
    pub pointer_check: bool,
    /// `--bounds-check`: `__builtin_clz`/`ctz` assert a nonzero operand, as CBMC's
    /// `bit_count` check (part of its bounds check).
    pub bounds_check: bool,
    /// `--min-null-tree-depth`, `--max-nondet-tree-depth`: the objects for the entry
    /// function's pointer parameters (`entry_objects.rs`).
    pub tree_depths: entry_objects::TreeDepths,
}

/// Parsing and lowering recurse over the syntax tree (an `else if` chain nests as deep as it
/// is long), so they run on threads with a large stack; only the pages used are committed.
const STACK_SIZE: usize = 1 << 30;

/// Runs `f` on a thread with a large stack.
fn with_stack<T: Send>(f: impl FnOnce() -> Result<T> + Send) -> Result<T> {
    std::thread::scope(|s| {
        let handle = std::thread::Builder::new()
            .name("ibmc-frontend".into())
            .stack_size(STACK_SIZE)
            .spawn_scoped(s, f)
            .map_err(|e| Error::internal(format!("cannot start the frontend thread: {e}")))?;
        handle.join().unwrap_or_else(|_| Err(Error::internal("the frontend panicked")))
    })
}

/// Preprocesses, parses and lowers `files` into one linked program, for `main` as the entry.
pub fn load(files: &[PathBuf], opts: &FrontendOptions) -> Result<Program> {
    load_for_entry(files, opts, "main")
}

/// Like [`load`] for another entry function: a function whose body cannot be lowered is an
/// error only if it is reachable from `entry` (every function is, without such a function);
/// otherwise it is kept without a body.
pub fn load_for_entry(files: &[PathBuf], opts: &FrontendOptions, entry: &str) -> Result<Program> {
    let mut units = Vec::new();
    for file in files {
        let text = preprocess::preprocess(file, opts)?;
        units.push(with_stack(|| parse_unit(text))?);
    }
    let entry = entry.to_string();
    let program = with_stack(|| lower_units(&units, &entry, opts));
    drop_in_background(units);
    program
}

/// Drops the syntax trees on a thread of their own (with a big stack: dropping recurses as
/// deep as the trees): freeing millions of small nodes costs a good part of the frontend's
/// time on large inputs, and nothing waits for it.
fn drop_in_background(units: Vec<Unit>) {
    let spawned = std::thread::Builder::new()
        .name("ibmc-drop-ast".into())
        .stack_size(STACK_SIZE)
        .spawn(move || drop(units));
    if let Err(e) = spawned {
        tracing::debug!("dropping the syntax trees in the foreground: {e}");
    }
}

/// Lowers one already preprocessed translation unit (for tests).
#[cfg(test)]
pub(crate) fn load_preprocessed(text: &str) -> Result<Program> {
    let unit = with_stack(|| parse_unit(text.to_string()))?;
    with_stack(|| lower_units(&[unit], "main", &FrontendOptions::default()))
}

/// A parsed translation unit.
pub(crate) struct Unit {
    text: String,
    ast: TranslationUnit,
    locmap: LocMap,
    /// `#pragma CPROVER check ...`: file, line, action.
    pragmas: Vec<(String, u32, PragmaAction)>,
    /// `#pragma pack`: from each one's offset in `text` on, the packing in effect.
    packs: Vec<(usize, Option<u64>)>,
}

fn parse_unit(mut text: String) -> Result<Unit> {
    let config = Config { cpp_command: "gcc".into(), cpp_options: vec![], flavor: Flavor::GnuC11 };
    // C89's implicit `int`, which gcc accepts with -Wno-error=implicit-int: the parser takes
    // function definitions (`main(void) { ... }`) and declarations with a storage class or
    // qualifier (`static x;`); for a file-scope declaration with no specifier at all
    // (`f();`) the missing `int` is inserted where the parser stops, and the unit parsed
    // again. The insertion adds no line, so locations stay exact.
    let mut implicit_ints = 0;
    loop {
        match parse_preprocessed(&config, text) {
            Ok(parse) => {
                let locmap = LocMap::new(&parse.source);
                let pragmas = cprover_pragmas(&parse.source, &locmap)?;
                let packs = pack_pragmas(&parse.source, &locmap)?;
                return Ok(Unit { text: parse.source, ast: parse.unit, locmap, pragmas, packs });
            }
            Err(e) if implicit_ints < MAX_IMPLICIT_INTS && implicit_int_at(&e.source, e.offset) => {
                implicit_ints += 1;
                text = e.source;
                text.insert_str(e.offset, "int ");
            }
            Err(e) => {
                let locmap = LocMap::new(&e.source);
                let mut expected: Vec<_> = e.expected.iter().copied().collect();
                expected.sort_unstable();
                let near: String =
                    e.source.get(e.offset..).unwrap_or("").chars().take(20).collect();
                let near = near.split('\n').next().unwrap_or("").trim();
                let message =
                    format!("syntax error near `{near}`, expected one of: {}", expected.join(" "));
                return Err(match locmap.lookup(e.offset) {
                    Some((f, line, _)) => Error::at(
                        ErrorKind::Parse,
                        format!("{}:{line}", locmap.file_name(f)),
                        message,
                    ),
                    None => Error::new(ErrorKind::Parse, message),
                });
            }
        }
    }
}

/// gcc's `#pragma pack(N)`, `pack()`, `pack(push[, N])`, `pack(pop)`: the maximum alignment of
/// the members of the structs defined after it (`layout::struct_layout`), from each pragma's
/// offset on. Another form (a named push, `pack(show)`) is `Unsupported` with its line: the
/// layout it asks for would be guessed.
fn pack_pragmas(text: &str, locmap: &LocMap) -> Result<Vec<(usize, Option<u64>)>> {
    let mut out = Vec::new();
    let (mut current, mut stack) = (None::<u64>, Vec::new());
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let at = offset;
        offset += line.len();
        let Some(rest) = line.trim_start().strip_prefix("#pragma") else { continue };
        let Some(args) = rest.trim_start().strip_prefix("pack") else { continue };
        let args: String = args.chars().filter(|c| !c.is_whitespace()).collect();
        let value = |n: &str| match n.parse::<u64>() {
            Ok(v @ (1 | 2 | 4 | 8 | 16)) => Some(Some(v)),
            _ => None,
        };
        let parts: Option<Vec<&str>> = args
            .strip_prefix('(')
            .and_then(|a| a.strip_suffix(')'))
            .map(|a| a.split(',').collect());
        let ok = match parts.as_deref() {
            Some([""]) => Some(None),
            Some(["push"]) => {
                stack.push(current);
                Some(current)
            }
            Some(["push", n]) => value(n).inspect(|_| stack.push(current)),
            Some(["pop"]) => Some(stack.pop().unwrap_or(None)),
            Some([n]) => value(n),
            _ => None,
        };
        match ok {
            Some(v) => {
                current = v;
                out.push((at, current));
            }
            None => {
                let place = match locmap.lookup(at) {
                    Some((f, l, _)) => format!("{}:{l}", locmap.file_name(f)),
                    None => "<input>".into(),
                };
                return Err(Error::at(
                    ErrorKind::Unsupported,
                    place,
                    format!("`#pragma{}`", rest.trim_end()),
                ));
            }
        }
    }
    Ok(out)
}

/// CBMC's `#pragma CPROVER check push/pop/enable "NAME"/disable "NAME"` (`ir/pragma.rs`):
/// each with its file and line. Another `#pragma CPROVER`, or enabling a check ibmc does not
/// have, is `Unsupported` (ignoring it would not check what the program asks for).
fn cprover_pragmas(text: &str, locmap: &LocMap) -> Result<Vec<(String, u32, PragmaAction)>> {
    use crate::ir::pragma::{CHECKS, CHECKS_NOT_MODELLED};
    let mut out = Vec::new();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let at = offset;
        offset += line.len();
        let Some(rest) = line.trim_start().strip_prefix("#pragma") else { continue };
        let words: Vec<&str> = rest.split_whitespace().collect();
        if words.first() != Some(&"CPROVER") {
            continue;
        }
        let Some((f, l, _)) = locmap.lookup(at) else { continue };
        let (file, line_no) = (locmap.file_name(f).to_string(), l);
        let fail =
            |what: String| Error::at(ErrorKind::Unsupported, format!("{file}:{line_no}"), what);
        let name = words.get(3).map(|w| w.trim_matches('"'));
        let action = match (words.get(1), words.get(2), name, words.len()) {
            (Some(&"check"), Some(&"push"), None, 3) => PragmaAction::Push,
            (Some(&"check"), Some(&"pop"), None, 3) => PragmaAction::Pop,
            (Some(&"check"), Some(&w @ ("enable" | "disable")), Some(n), 4) => {
                let on = w == "enable";
                match CHECKS.iter().position(|c| *c == n) {
                    Some(i) => PragmaAction::Set(i, on),
                    None if !on && CHECKS_NOT_MODELLED.contains(&n) => continue,
                    None => {
                        return Err(fail(format!(
                            "`#pragma CPROVER check {w} \"{n}\"`: ibmc has no such check"
                        )))
                    }
                }
            }
            _ => return Err(fail(format!("`#pragma{}`", rest.trim_end()))),
        };
        out.push((file, line_no, action));
    }
    Ok(out)
}

/// File-scope declarations without a type that one unit may have (each costs a parse).
const MAX_IMPLICIT_INTS: usize = 64;

/// Whether a syntax error at `offset` is a file-scope declaration of a function without a
/// type: an identifier followed by `(`, at brace depth 0, after the end of a previous
/// declaration (`;`, `}`) or a line marker.
fn implicit_int_at(text: &str, offset: usize) -> bool {
    let rest = &text.as_bytes()[offset.min(text.len())..];
    let ident = rest.iter().take_while(|b| b.is_ascii_alphanumeric() || **b == b'_').count();
    if ident == 0 || rest[0].is_ascii_digit() {
        return false;
    }
    if rest[ident..].iter().find(|b| !b.is_ascii_whitespace()) != Some(&b'(') {
        return false;
    }
    let before = text[..offset].trim_end();
    let after_marker = before.rsplit('\n').next().is_some_and(|l| l.starts_with('#'));
    if !(before.is_empty() || before.ends_with(';') || before.ends_with('}') || after_marker) {
        return false;
    }
    brace_depth(&text[..offset]) == 0
}

/// Brace nesting at the end of preprocessed C text (string and character literals skipped).
fn brace_depth(text: &str) -> i64 {
    let (mut depth, mut quote, mut escaped) = (0i64, None, false);
    for b in text.bytes() {
        match quote {
            Some(q) => {
                if escaped {
                    escaped = false;
                } else if b == b'\\' {
                    escaped = true;
                } else if b == q {
                    quote = None;
                }
            }
            None => match b {
                b'"' | b'\'' => quote = Some(b),
                b'{' => depth += 1,
                b'}' => depth -= 1,
                _ => {}
            },
        }
    }
    depth
}

fn lower_units(units: &[Unit], entry: &str, opts: &FrontendOptions) -> Result<Program> {
    let mut ctx = Ctx {
        malloc: opts.malloc,
        error_labels: opts.error_labels.clone(),
        coverage: opts.coverage,
        pointer_check: opts.pointer_check,
        bounds_check: opts.bounds_check,
        tree_depths: opts.tree_depths,
        ..Ctx::default()
    };
    // Without `fesetround` (not even declared: `fenv.h` is not included) the mode is always
    // to nearest, and constant float operations fold as before rounding modes existed.
    lower_expr::set_rounding_mode_may_change(units.iter().any(|u| u.text.contains("fesetround")));
    // The inputs get the first file ids, in command-line order.
    for u in units {
        if let Some(main) = u.locmap.main_file() {
            ctx.file_id(main);
        }
    }
    if opts.memory_leak_check {
        memory_leak::add_global(&mut ctx);
    }
    for u in units {
        for (file, line, action) in &u.pragmas {
            let loc = crate::ir::Loc { file: ctx.file_id(file), line: *line, col: 1 };
            ctx.prog.check_pragmas.push(crate::ir::pragma::CheckPragma { loc, action: *action });
        }
    }
    let mut states = Vec::new();
    let mut deferred = Vec::new();
    for unit in units {
        let mut lw = Lower::new(&mut ctx, unit, Scope::default());
        let defs = lw.file_scope()?;
        deferred.push(std::mem::take(&mut lw.deferred_inits));
        states.push((lw.into_file_scope(), defs));
    }
    for ((unit, (scope, _)), inits) in units.iter().zip(states.iter_mut()).zip(deferred) {
        if inits.is_empty() {
            continue;
        }
        let mut lw = Lower::new(&mut ctx, unit, std::mem::take(scope));
        for d in inits {
            lw.init_static(d.global, &d.ty, &d.init, d.loc)?;
        }
        *scope = lw.into_file_scope();
    }
    for (unit, (scope, defs)) in units.iter().zip(states) {
        let mut lw = Lower::new(&mut ctx, unit, scope);
        lw.function_bodies(&defs);
    }
    if opts.nondet_static {
        nondet_static::apply(&mut ctx);
    }
    ctx.finish(entry)
}

/// Link state of an object with external linkage.
#[derive(Debug, Default)]
pub(crate) struct GlobalLink {
    pub id: Option<u32>,
    /// Some unit has a definition (tentative or initialized), not only `extern` declarations.
    pub defined: bool,
    pub initialized: bool,
    /// Declared with a type we do not model.
    pub bad: Option<String>,
}

/// A function name (external linkage, or one unit's `static` function).
#[derive(Debug)]
pub(crate) struct FuncLink {
    /// The IR function, for a function with a body.
    pub id: Option<FuncId>,
    pub has_body: bool,
    /// The declaration that decides the IR signature (the definition's once seen).
    pub ty: Rc<FnType>,
    pub warned: bool,
}

/// What is shared by all translation units.
#[derive(Default)]
pub(crate) struct Ctx {
    pub prog: Program,
    /// Labels of the program whose address is taken so far (`computed_goto.rs`).
    pub address_labels: u64,
    /// `FrontendOptions::coverage`.
    pub coverage: bool,
    files: FxHashMap<String, FileId>,
    pub globals: FxHashMap<String, GlobalLink>,
    pub funcs: Vec<FuncLink>,
    pub func_names: FxHashMap<String, usize>,
    /// Names used as values (not called) somewhere: the possible targets of function pointers.
    pub fn_values: FxHashSet<String>,
    /// `FrontendOptions::pointer_check`.
    pub pointer_check: bool,
    /// `FrontendOptions::bounds_check`.
    pub bounds_check: bool,
    /// The objects of file-scope compound literals, by unit text and offset.
    pub file_literals: FxHashMap<(usize, usize), u32>,
    /// Functions declared `__attribute__((constructor))` / `((destructor))`, in declaration
    /// order (by link).
    pub runs_around: Vec<(usize, decl::RunsAround)>,
    /// Functions whose body could not be lowered; an error only if reachable.
    pub failed: Vec<(FuncId, Error)>,
    /// Functions defined in system headers (`static inline` helpers of the C library).
    pub system: HashSet<FuncId>,
    /// How many globals have each name.
    pub global_names: FxHashMap<String, u32>,
    /// How many defined functions have each name.
    pub function_names: FxHashMap<String, u32>,
    /// glibc's `<ctype.h>` class table (`lower_builtin.rs`), once a program uses it.
    pub ctype_table: Option<(u32, u32)>,
    /// Output functions whose result (the count of characters written) a program uses and
    /// ibmc does not model: each is reported once (`lower_builtin.rs`).
    pub unmodelled_results: FxHashSet<String>,
    pub malloc: MallocOptions,
    pub error_labels: Vec<String>,
    /// The global `__CPROVER_memory_leak` of `--memory-leak-check`.
    pub memory_leak: Option<u32>,
    /// The properties of CBMC's `malloc` assertions, once made (`lower_alloc.rs`).
    pub malloc_props: [Option<crate::ir::PropId>; 2],
    /// `FrontendOptions::tree_depths`.
    pub tree_depths: entry_objects::TreeDepths,
    /// The program's variables with static storage duration, each with whether its type is
    /// const or has const components (`nondet_static.rs`).
    pub statics: FxHashMap<u32, bool>,
    /// The struct and union definitions with const components (`nondet_static::struct_key`).
    pub const_structs: FxHashSet<usize>,
    /// The functions (links) declared in a system header: library functions.
    pub library_decls: FxHashSet<usize>,
    /// The typedef names whose type is const or has const components.
    pub const_typedefs: FxHashSet<String>,
}

impl Ctx {
    pub fn file_id(&mut self, name: &str) -> FileId {
        if let Some(&id) = self.files.get(name) {
            return id;
        }
        let id = FileId(self.prog.files.len() as u32);
        self.prog.files.push(name.to_string());
        self.files.insert(name.to_string(), id);
        id
    }

    /// Checks calls against the definitions they link to, and reports the failures of
    /// functions reachable from `entry`.
    fn finish(mut self, entry: &str) -> Result<Program> {
        let failed: HashSet<FuncId> = self.failed.iter().map(|(f, _)| *f).collect();
        let sigs: Vec<(Type, Vec<Type>, String)> = self
            .prog
            .functions
            .iter()
            .map(|f| {
                let params = f.locals[..f.params as usize].iter().map(|l| l.ty.clone()).collect();
                (f.ret.clone(), params, f.name.clone())
            })
            .collect();
        // Definitions without a prototype (K&R identifier lists, `()`).
        let mut unprototyped = vec![false; sigs.len()];
        for l in &self.funcs {
            if let Some(id) = l.id {
                unprototyped[id.0 as usize] = !l.ty.prototyped;
            }
        }
        let mut link_errors = Vec::new();
        let globals = &self.prog.globals;
        let mut notes = Vec::new();
        for (fi, f) in self.prog.functions.iter_mut().enumerate() {
            let Some(body) = f.body.as_mut() else { continue };
            for instr in body.iter_mut() {
                let InstrKind::Call { ret, func, args } = &mut instr.kind else { continue };
                if failed.contains(func) {
                    continue;
                }
                let (rty, ptys, name) = &sigs[func.0 as usize];
                let ret_ty = ret.as_ref().map(|p| place_type(globals, &f.locals, p));
                let unproto = unprototyped[func.0 as usize];
                match lower_call::link_call(ret_ty.as_ref(), args, rty, ptys, name, unproto) {
                    Err(msg) => link_errors.push((FuncId(fi as u32), instr.loc, msg)),
                    Ok(Some(note)) => notes.push((instr.loc, note)),
                    Ok(None) => {}
                }
            }
        }
        for (loc, note) in notes {
            tracing::warn!("{}: {note}", self.prog.render_loc(loc));
        }
        for (fi, loc, msg) in link_errors {
            let callee = self.prog.render_loc(loc);
            self.failed.push((fi, Error::at(ErrorKind::Parse, callee, msg)));
            self.prog.functions[fi.0 as usize].body = None;
        }
        if let Some(e) = self.prog.function_by_name(entry) {
            self.run_around_entry(e)?;
            self.entry_function_pointers(e);
            let depths = self.tree_depths;
            entry_objects::build(&mut self, e, depths)?;
        }
        let all = (0..self.prog.functions.len()).map(|i| FuncId(i as u32));
        let roots: Vec<FuncId> = match self.prog.function_by_name(entry) {
            Some(m) => vec![m],
            None => all.clone().collect(),
        };
        let reachable = self.reachable(roots);
        self.failed.sort_by_key(|(f, _)| *f);
        for (f, err) in std::mem::take(&mut self.failed) {
            if reachable.contains(&f) {
                return Err(err);
            }
            let name = &self.prog.functions[f.0 as usize].name;
            tracing::debug!("{name} is not reachable from {entry}, its body is dropped: {err}");
        }
        // C library helpers that no function of the program calls are not part of it.
        let with_props: HashSet<&str> =
            self.prog.properties.iter().map(|p| p.function.as_str()).collect();
        let roots = all
            .filter(|f| {
                !self.system.contains(f)
                    || with_props.contains(self.prog.function(*f).name.as_str())
            })
            .collect();
        let used = self.reachable(roots);
        self.prune(&used);
        if let Some(e) = self.prog.function_by_name(entry) {
            memory_leak::check_at_exit(&mut self, e)?;
        }
        Ok(self.prog)
    }

    /// The candidates of the entry function's function-pointer parameters: a harness passes
    /// one of the functions a call through it may reach (`lower_call::call_indirect`).
    fn entry_function_pointers(&mut self, entry: FuncId) {
        let f = &self.prog.functions[entry.0 as usize];
        let mut out = Vec::new();
        for (i, local) in f.locals.iter().take(f.params as usize).enumerate() {
            let Type::Pointer(t) = &local.ty else { continue };
            let Type::Function(sig) = &**t else { continue };
            let targets: Vec<u64> = self
                .pointer_targets()
                .filter(|(.., target, _)| {
                    lower_call::compatible_target(sig, &sig.params, target, true, false)
                })
                .map(|(link, ..)| {
                    lower_expr::function_address(link).as_const().expect("a constant address")
                })
                .collect();
            if !targets.is_empty() {
                out.push((i as u32, targets));
            }
        }
        self.prog.entry_function_pointers = out;
    }

    /// The functions a call through a function pointer may reach with a body: those whose
    /// name the program uses as a value, without `...`: link, IR function, C type, IR
    /// signature and name.
    pub fn pointer_targets(
        &self,
    ) -> impl Iterator<Item = (usize, FuncId, &Rc<FnType>, crate::ir::FnSig, &str)> {
        self.funcs.iter().enumerate().filter_map(|(link, f)| {
            let (Some(id), true, false) = (f.id, f.has_body, f.ty.variadic) else { return None };
            let name = self.prog.function(id).name.as_str();
            let Ok(Type::Function(sig)) = f.ty.to_ir() else { return None };
            self.fn_values.contains(name).then(|| (link, id, &f.ty, (*sig).clone(), name))
        })
    }

    /// The functions with a body declared to run before or after the entry, in declaration
    /// order.
    fn runs_around_ids(&self, at: decl::RunsAround) -> Vec<FuncId> {
        self.runs_around
            .iter()
            .filter(|(_, a)| *a == at)
            .filter_map(|(link, _)| self.funcs[*link].id.filter(|_| self.funcs[*link].has_body))
            .collect()
    }

    /// The destructors in the order gcc runs them: the reverse of their declarations.
    pub fn destructors(&self) -> Vec<FuncId> {
        let mut d = self.runs_around_ids(decl::RunsAround::After);
        d.reverse();
        d
    }

    /// gcc's constructors and destructors: calls at the start of the entry function, and
    /// before each of its returns and at its end (and before `exit`: `lower_call.rs`).
    fn run_around_entry(&mut self, entry: FuncId) -> Result<()> {
        let calls = |funcs: Vec<FuncId>, loc: Loc| -> Vec<Instr> {
            funcs
                .into_iter()
                .map(|func| Instr {
                    kind: InstrKind::Call { ret: None, func, args: Vec::new() },
                    loc,
                })
                .collect()
        };
        let f = &self.prog.functions[entry.0 as usize];
        let Some(body) = f.body.clone() else { return Ok(()) };
        let (name, start) = (f.name.clone(), f.loc);
        let before = calls(self.runs_around_ids(decl::RunsAround::Before), start);
        let end = body.last().map(|i| i.loc).unwrap_or(start);
        let after = calls(self.destructors(), end);
        if before.is_empty() && after.is_empty() {
            return Ok(());
        }
        let mut body = body;
        if !after.is_empty() {
            body.push(Instr { kind: InstrKind::Skip, loc: end });
            let last = body.len() - 1;
            let inserted = body
                .iter()
                .enumerate()
                .map(|(i, ins)| match ins.kind {
                    InstrKind::Return(_) => {
                        after.iter().map(|c| Instr { loc: ins.loc, ..c.clone() }).collect()
                    }
                    _ if i == last => after.clone(),
                    _ => Vec::new(),
                })
                .collect();
            body = crate::ir::checks::insert_before(body, inserted, &name)?;
        }
        // Constructors run once: before the body, not at a jump target inside it.
        let n = before.len();
        for ins in &mut body {
            if let InstrKind::Goto(_, t) = &mut ins.kind {
                *t += n;
            }
        }
        let mut all = before;
        all.extend(body);
        self.prog.functions[entry.0 as usize].body = Some(all);
        Ok(())
    }

    /// Keeps the functions of `keep` (closed under calls), renumbering calls.
    fn prune(&mut self, keep: &HashSet<FuncId>) {
        let kept: Vec<bool> =
            (0..self.prog.functions.len()).map(|i| keep.contains(&FuncId(i as u32))).collect();
        if kept.iter().all(|k| *k) {
            return;
        }
        let mut new_id = Vec::with_capacity(kept.len());
        let mut n = 0;
        for k in &kept {
            new_id.push(FuncId(n));
            n += u32::from(*k);
        }
        let funcs = std::mem::take(&mut self.prog.functions);
        for (f, k) in funcs.into_iter().zip(&kept) {
            if *k {
                self.prog.functions.push(f);
            }
        }
        for f in &mut self.prog.functions {
            for instr in f.body.iter_mut().flatten() {
                if let InstrKind::Call { func, .. } = &mut instr.kind {
                    *func = new_id[func.0 as usize];
                }
            }
        }
    }

    /// Functions reachable from `roots` through calls.
    fn reachable(&self, roots: Vec<FuncId>) -> HashSet<FuncId> {
        let funcs = &self.prog.functions;
        let mut todo = roots;
        let mut seen: HashSet<FuncId> = todo.iter().copied().collect();
        while let Some(f) = todo.pop() {
            for instr in funcs[f.0 as usize].body.iter().flatten() {
                if let InstrKind::Call { func, .. } = instr.kind {
                    if seen.insert(func) {
                        todo.push(func);
                    }
                }
            }
        }
        seen
    }
}

/// The type of a place of a function with these locals.
fn place_type(globals: &[crate::ir::GlobalInfo], locals: &[LocalInfo], p: &Place) -> Type {
    match p {
        Place::Var(Var::Global(g)) => globals[*g as usize].ty.clone(),
        Place::Var(Var::Local(l)) => locals[*l as usize].ty.clone(),
        Place::Index(base, i) => {
            let t = place_type(globals, locals, base);
            t.component(i.as_const()).cloned().unwrap_or(t)
        }
        Place::Deref(p) => match &p.ty {
            Type::Pointer(t) => (**t).clone(),
            t => t.clone(),
        },
    }
}

/// Target of a jump not yet known (patched before the function is finished).
const PATCH: usize = usize::MAX;

/// Pending `break`/`continue` jumps of an enclosing loop or switch.
#[derive(Debug, Clone, Default)]
pub(crate) struct JumpCtx {
    pub breaks: Vec<usize>,
    /// `None` for a `switch` (a `continue` goes to the enclosing loop).
    pub continues: Option<Vec<usize>>,
}

/// The dispatch jumps of a `switch`, patched as its `case` labels are reached.
#[derive(Debug, Clone, Default)]
pub(crate) struct SwitchCtx {
    /// One goto per `case`, in source order.
    pub cases: Vec<usize>,
    pub next_case: usize,
    /// The goto taken when no case matches.
    pub default_goto: usize,
    pub has_default: bool,
}

/// The function being lowered (an empty one at file scope, where only constant expressions
/// are lowered).
#[derive(Debug, Default)]
pub(crate) struct FnState {
    pub name: String,
    pub in_function: bool,
    /// The function's id (none at file scope).
    pub func: Option<FuncId>,
    /// The byte offset just past the block-scope declaration being lowered (none in a `for`
    /// clause, where no statement may follow it).
    pub decl_end: Option<usize>,
    pub ret: Option<Type>,
    pub body: Vec<Instr>,
    pub locals: Vec<LocalInfo>,
    /// Location given to emitted instructions.
    pub loc: Loc,
    pub labels: FxHashMap<String, usize>,
    /// Forward gotos: instruction, label, and the goto's offset for errors.
    pub gotos: Vec<(usize, String, usize)>,
    /// The locals in scope at each goto (by instruction), to find the declarations a jump
    /// skips (`Lower::labeled`).
    pub goto_scopes: FxHashMap<usize, Vec<Var>>,
    pub jumps: Vec<JumpCtx>,
    pub switches: Vec<SwitchCtx>,
    /// The address of a local has been taken: calls may then change locals.
    pub locals_escape: bool,
    /// Labels and cases seen so far (to know whether code may be entered by a jump).
    pub targets: u32,
    /// How many locals of each name exist, to give shadowing locals distinct names.
    pub local_names: FxHashMap<String, u32>,
    pub temps: u32,
    /// The last allocation (instruction, result temporary) whose element type a conversion
    /// of its result may still decide (`lower_alloc.rs`).
    pub pending_alloc: Option<(usize, Var)>,
    /// While the declarator of a local object is read: its variable-length dimensions.
    pub vla_sizes: Option<Vec<lang_c::span::Node<lang_c::ast::Expression>>>,
    /// Variable-length arrays in scope: the pointer variable standing for the array, and
    /// the variable holding its size in bytes (for `sizeof`).
    pub vlas: FxHashMap<Var, Var>,
    /// In a function with `...`: its hidden last parameter, the address of the object holding
    /// the extra arguments (`variadic.rs`).
    pub va_args: Option<Var>,
    /// Two-dimensional variable-length arrays (`int m[r][c]`, both variable): the pointer
    /// variable (to the first of r * c elements, row after row) and the variable holding c.
    pub vla_rows: FxHashMap<Var, Var>,
    /// The variables of the quantifiers being expanded and their values in the instance
    /// being lowered (`quantifier.rs`).
    pub bound: Vec<(Var, i128)>,
    /// The quantifiers (by offset) of the assertion or assumption being lowered that stand for
    /// an arbitrary value of their variable (`quantifier.rs`, "Skolemized").
    pub skolem_sites: Vec<usize>,
    /// The labels whose address (`&&label`) the function takes, and the number of the first
    /// one's object (`computed_goto.rs`).
    pub address_labels: Vec<String>,
    pub label_base: u64,
}

/// What to undo after lowering an expression only for its type (`sizeof`).
struct Snapshot {
    body: usize,
    locals: usize,
    temps: u32,
    props: usize,
    gotos: usize,
    jumps: Vec<JumpCtx>,
    switches: Vec<SwitchCtx>,
    scopes: usize,
}

/// Lowering of one translation unit.
pub(crate) struct Lower<'a> {
    pub ctx: &'a mut Ctx,
    unit: &'a Unit,
    file_map: Vec<Option<FileId>>,
    /// `scopes[0]` is the file scope.
    pub scopes: Vec<Scope>,
    pub f: FnState,
    /// Nonzero while lowering only for a type (`sizeof`): labels are not recorded.
    pub dry_run: u32,
    /// File-scope initializers that name an object a later file defines (`int *p = tbl;`
    /// after `extern int tbl[];`): lowered once every file's declarations are in.
    pub deferred_inits: Vec<DeferredInit>,
    /// While a static initializer of a complex object is evaluated: the parts of the complex
    /// temporaries made, so constants fold through them (`complex.rs`).
    pub complex_consts: Option<complex::ConstParts>,
    /// Complex temporaries made from two constants: where their first part's assignment is
    /// in the body (checked before use: a rollback may have reused the temporary).
    pub complex_known: std::collections::HashMap<crate::ir::Var, usize>,
    /// The struct the declaration specifiers being lowered define has gcc's `packed`
    /// attribute after its braces (`struct s { ... } __attribute__((packed))`): taken by
    /// that struct's definition.
    pub packed_next: bool,
}

/// A static initializer waiting for the definitions of all files (`Lower::deferred_inits`).
pub(crate) struct DeferredInit {
    pub global: u32,
    pub ty: Type,
    pub init: lang_c::span::Node<lang_c::ast::Initializer>,
    pub loc: Loc,
}

impl Lower<'_> {
    /// The `#pragma pack` in effect at `offset` of the unit's text.
    pub fn pack_at(&self, offset: usize) -> Option<u64> {
        let packs = &self.unit.packs;
        let i = packs.partition_point(|(at, _)| *at <= offset);
        i.checked_sub(1).and_then(|i| packs[i].1)
    }
}

impl<'a> Lower<'a> {
    fn new(ctx: &'a mut Ctx, unit: &'a Unit, file_scope: Scope) -> Self {
        Lower {
            ctx,
            unit,
            file_map: Vec::new(),
            scopes: vec![file_scope],
            f: FnState::default(),
            dry_run: 0,
            deferred_inits: Vec::new(),
            complex_consts: None,
            complex_known: Default::default(),
            packed_next: false,
        }
    }

    fn into_file_scope(mut self) -> Scope {
        self.scopes.truncate(1);
        self.scopes.pop().unwrap_or_default()
    }

    pub fn ast(&self) -> &'a TranslationUnit {
        &self.unit.ast
    }

    pub fn text(&self) -> &'a str {
        &self.unit.text
    }

    /// The location of a byte offset of the preprocessed text.
    pub fn loc_at(&mut self, offset: usize) -> Loc {
        match self.unit.locmap.lookup(offset) {
            Some((f, line, col)) => {
                let f = f as usize;
                if self.file_map.len() <= f {
                    self.file_map.resize(f + 1, None);
                }
                let file = match self.file_map[f] {
                    Some(id) => id,
                    None => {
                        let id = self.ctx.file_id(self.unit.locmap.file_name(f as u32));
                        self.file_map[f] = Some(id);
                        id
                    }
                };
                Loc { file, line, col }
            }
            None => self.f.loc,
        }
    }

    /// `file:line` of a byte offset, for messages.
    pub fn where_at(&self, offset: usize) -> String {
        match self.unit.locmap.lookup(offset) {
            Some((f, line, _)) => format!("{}:{line}", self.unit.locmap.file_name(f)),
            None => self.unit.locmap.main_file().unwrap_or("?").to_string(),
        }
    }

    pub fn is_system(&self, offset: usize) -> bool {
        self.unit.locmap.is_system(offset)
    }

    pub fn unsupported(&self, offset: usize, msg: impl Into<String>) -> Error {
        Error::at(ErrorKind::Unsupported, self.where_at(offset), msg)
    }

    /// Invalid C that gcc would reject.
    pub fn invalid(&self, offset: usize, msg: impl Into<String>) -> Error {
        Error::at(ErrorKind::Parse, self.where_at(offset), msg)
    }

    pub fn emit(&mut self, kind: InstrKind) -> usize {
        self.f.body.push(Instr { kind, loc: self.f.loc });
        self.f.body.len() - 1
    }

    /// A goto whose target is patched later.
    pub fn emit_jump(&mut self, cond: Option<crate::ir::Expr>) -> usize {
        self.emit(InstrKind::Goto(cond, PATCH))
    }

    pub fn patch(&mut self, at: usize, target: usize) {
        if let InstrKind::Goto(_, t) = &mut self.f.body[at].kind {
            *t = target;
        }
    }

    pub fn here(&self) -> usize {
        self.f.body.len()
    }

    pub fn new_local(&mut self, name: &str, ty: Type) -> Var {
        let n = self.f.local_names.entry(name.to_string()).or_insert(0);
        let unique = if *n == 0 { name.to_string() } else { format!("{name}#{n}") };
        *n += 1;
        self.f.locals.push(LocalInfo { name: unique, ty, is_temp: false });
        Var::Local(self.f.locals.len() as u32 - 1)
    }

    pub fn temp(&mut self, ty: Type) -> Var {
        self.f.temps += 1;
        self.f.locals.push(LocalInfo { name: format!("$tmp{}", self.f.temps), ty, is_temp: true });
        Var::Local(self.f.locals.len() as u32 - 1)
    }

    pub fn var_type(&self, v: Var) -> Type {
        match v {
            Var::Global(g) => self.ctx.prog.globals[g as usize].ty.clone(),
            Var::Local(l) => self.f.locals[l as usize].ty.clone(),
        }
    }

    // Most block scopes declare nothing (RERS: thousands of nested `if` blocks); a lookup in
    // an empty map returns before hashing, so the walk over them is cheap.
    pub fn lookup(&self, name: &str) -> Option<&Sym> {
        self.scopes.iter().rev().find_map(|s| s.names.get(name))
    }

    pub fn lookup_tag(&self, name: &str) -> Option<&scope::Tag> {
        self.scopes.iter().rev().find_map(|s| s.tags.get(name))
    }

    pub fn at_file_scope(&self) -> bool {
        self.scopes.len() == 1
    }

    pub fn push_scope(&mut self) {
        self.scopes.push(Scope::default());
    }

    /// Leaves a block: its locals die (in reverse order of declaration).
    pub fn pop_scope(&mut self) {
        if let Some(s) = self.scopes.pop() {
            for v in s.locals.into_iter().rev() {
                self.emit(InstrKind::Dead(v));
            }
        }
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot {
            body: self.f.body.len(),
            locals: self.f.locals.len(),
            temps: self.f.temps,
            props: self.ctx.prog.properties.len(),
            gotos: self.f.gotos.len(),
            jumps: self.f.jumps.clone(),
            switches: self.f.switches.clone(),
            scopes: self.scopes.len(),
        }
    }

    fn rollback(&mut self, s: Snapshot) {
        self.f.body.truncate(s.body);
        self.f.locals.truncate(s.locals);
        self.f.temps = s.temps;
        // Globals made meanwhile stay: a block-scope `extern` links them by index. Static
        // locals of code only typed stay unreferenced.
        self.ctx.prog.properties.truncate(s.props);
        self.f.gotos.truncate(s.gotos);
        self.f.jumps = s.jumps;
        self.f.switches = s.switches;
        self.scopes.truncate(s.scopes);
    }

    /// The value of a place as an expression.
    pub fn place_expr(&self, p: &Place) -> crate::ir::Expr {
        use crate::ir::{Expr, ExprKind};
        match p {
            Place::Var(v) => Expr::var(*v, self.var_type(*v)),
            Place::Index(base, i) => {
                let b = self.place_expr(base);
                let ty = b.ty.component(i.as_const()).cloned().unwrap_or_else(|| b.ty.clone());
                Expr { kind: ExprKind::Index(Box::new(b), Box::new(i.clone())), ty }
            }
            Place::Deref(p) => {
                let ty = match &p.ty {
                    Type::Pointer(t) => (**t).clone(),
                    t => t.clone(),
                };
                Expr { kind: ExprKind::Deref(Box::new(p.clone())), ty }
            }
        }
    }
}
