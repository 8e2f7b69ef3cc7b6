//! The generated C harness: input queues, the verification builtins, violation hooks.
//!
//! The harness is its own translation unit, compiled without `-finstrument-functions` and
//! sanitizers. Everything it defines that the program may define too is weak, so the
//! program's definitions win; `__assert_fail` & co. are weak too, and a definition in the
//! executable still takes precedence over glibc's. It reports to the log file named by
//! `IBMC_REPLAY_LOG`, one tab-separated line per event (see [`super::outcome`]), through raw
//! system calls so that program functions named `write` or `open` cannot interfere.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use crate::ir::{IntTy, ScalarTy, Type};

/// Exit status of a run stopped by a violation.
pub const VIOLATION_EXIT: i32 = 99;

/// Names the harness defines itself (or must not define): never input queues.
pub const RESERVED: &[&str] = &[
    "main",
    "reach_error",
    "__VERIFIER_error",
    "__VERIFIER_assert",
    "assert",
    "__ESBMC_assert",
    "__CPROVER_assert",
    "__assert_fail",
    "__assert_perror_fail",
    "__assert",
    "__VERIFIER_assume",
    "__CPROVER_assume",
    "__ESBMC_assume",
    "__VERIFIER_abort",
    "__cyg_profile_func_enter",
    "__cyg_profile_func_exit",
    "__ubsan_on_report",
    "__ubsan_get_current_report_data",
    "getenv",
    "strtoul",
    "strlen",
    "memset",
    "syscall",
    "sigaction",
    "setitimer",
];

/// One nondeterministic function and the values it returns, in order.
#[derive(Debug, Clone)]
pub struct Queue {
    pub ty: ScalarTy,
    pub values: Vec<i128>,
    /// A function that returns a struct (`aggregate_leaves` accepts it): `values` are its
    /// scalar members, one call's after another's, in the order symbolic execution makes
    /// them (members in order, arrays element by element); `ty` is unused.
    pub aggregate: Option<Type>,
}

/// The scalar members of a struct the harness can return, in order: an lvalue suffix
/// (`.m0[2].m1`) and type each; `None` for what it cannot spell or fill (unions, pointers,
/// bit-fields).
pub fn aggregate_leaves(ty: &Type) -> Option<Vec<(String, ScalarTy)>> {
    fn walk(ty: &Type, path: String, out: &mut Vec<(String, ScalarTy)>) -> Option<()> {
        match ty {
            Type::Int(t) if !t.is_fixed() && t.bits % 8 == 0 => out.push((path, ScalarTy::Int(*t))),
            Type::Float(f) => out.push((path, ScalarTy::Float(*f))),
            Type::Array(e, n) => {
                for i in 0..*n {
                    walk(e, format!("{path}[{i}]"), out)?;
                }
            }
            // A vector's elements, subscripted as the vector (`r[2]`).
            Type::Struct(d) if d.vector => walk(&d.fields[0].ty, path, out)?,
            Type::Struct(d)
                if !d.is_union && !d.flexible && d.fields.iter().all(|f| f.bit.is_none()) =>
            {
                for (k, f) in d.fields.iter().enumerate() {
                    walk(&f.ty, format!("{path}.m{k}"), out)?;
                }
            }
            _ => return None,
        }
        Some(())
    }
    let mut out = Vec::new();
    walk(ty, String::new(), &mut out)?;
    Some(out)
}

/// C definitions of `ty`'s struct types (members `m0`, `m1`, ... of the member types, so gcc
/// lays them out as ibmc did), appended to `defs`; returns the declarator of `name`.
fn c_declarator(ty: &Type, name: &str, defs: &mut String, next: &mut usize) -> String {
    match ty {
        Type::Int(t) => format!("{} {name}", t.c_name()),
        Type::Float(f) => format!("{} {name}", f.c_name()),
        Type::Array(e, n) => c_declarator(e, &format!("{name}[{n}]"), defs, next),
        // A vector type as a vector (gcc passes and returns it in vector registers, not as a
        // struct of its elements).
        Type::Struct(d) if d.vector => {
            let elem = c_declarator(&d.fields[0].ty, "", defs, next);
            let elem = elem.split('[').next().unwrap_or_default().trim().to_string();
            let tag = format!("ibmc_vector{next}");
            *next += 1;
            let _ =
                writeln!(defs, "typedef {elem} {tag} __attribute__((vector_size({})));", d.size);
            format!("{tag} {name}")
        }
        Type::Struct(d) => {
            let members: Vec<String> = d
                .fields
                .iter()
                .enumerate()
                .map(|(k, f)| c_declarator(&f.ty, &format!("m{k}"), defs, next))
                .collect();
            let tag = format!("ibmc_struct{next}");
            *next += 1;
            let _ = writeln!(defs, "struct {tag} {{ {}; }};", members.join("; "));
            let _ = writeln!(
                defs,
                "_Static_assert(sizeof(struct {tag}) == {}, \"layout of {}\");",
                d.size,
                d.name.replace('"', "")
            );
            format!("struct {tag} {name}")
        }
        _ => format!("void *{name}"),
    }
}

/// The C statement that stores queue value `src` (an `unsigned long long`) into `lvalue`.
fn store_value(lvalue: &str, ty: ScalarTy, src: &str) -> String {
    match ty {
        ScalarTy::Int(t) => format!("{lvalue} = ({}){src};", t.c_name()),
        // Floats are fed bit for bit (a conversion of the integer would change the value).
        ScalarTy::Float(f) => {
            let u = if f.bits() == 32 { "unsigned int" } else { "unsigned long long" };
            format!("{{ {u} b = ({u}){src}; __builtin_memcpy(&{lvalue}, &b, sizeof b); }}")
        }
    }
}

/// What the UBSan hook stops at: a report of one of `kinds` at one of `lines` of a file
/// with the base name `file`.
#[derive(Debug, Clone, Default)]
pub struct UbTarget {
    pub file: String,
    pub lines: Vec<u32>,
    pub kinds: Vec<&'static str>,
}

/// The harness: two translation units.
#[derive(Debug, Clone)]
pub struct Harness {
    /// The builtins, hooks and logging (with system headers).
    pub runtime: String,
    /// The input queues, without any `#include`: a nondeterministic function may have the
    /// name of a library function (`abs`, `rand`) whose header prototype would clash.
    pub inputs: String,
}

/// The harness's C text.
pub fn generate(
    queues: &BTreeMap<String, Queue>,
    ub: Option<&UbTarget>,
    timeout_ms: u64,
) -> Harness {
    let mut runtime = String::with_capacity(16384);
    runtime.push_str(PRELUDE);
    let _ = writeln!(runtime, "static const unsigned long long ibmc_timeout_ms = {timeout_ms}ULL;");
    runtime.push_str(RUNTIME);
    if let Some(ub) = ub {
        runtime.push_str(&ubsan_hook(ub));
    }
    let mut inputs = String::from(
        "/* Generated by ibmc --validate: the trace's inputs, one queue per nondeterministic function. */\n\
         extern unsigned long __ibmc_replay_consumed;\n\
         extern void __ibmc_replay_exhausted(const char *);\n\n",
    );
    let mut next_struct = 0;
    for (i, (name, q)) in queues.iter().enumerate() {
        if let Some(agg) = &q.aggregate {
            inputs.push_str(&aggregate_queue(i, name, agg, &q.values, &mut next_struct));
            continue;
        }
        let ty = scalar_c_type(q.ty);
        inputs.push_str(&queue_function(
            i,
            name,
            ty,
            &format!("{ty} r"),
            &[(String::new(), q.ty)],
            &q.values,
        ));
    }
    Harness { runtime, inputs }
}

/// The definition of a function returning struct `ty` from queue `i`: its struct types,
/// then the function (`queue_function`).
fn aggregate_queue(
    i: usize,
    name: &str,
    ty: &Type,
    values: &[i128],
    next_struct: &mut usize,
) -> String {
    let leaves = aggregate_leaves(ty).unwrap_or_default();
    let mut out = String::new();
    let decl = c_declarator(ty, "r", &mut out, next_struct);
    out.push_str(&queue_function(
        i,
        name,
        decl.strip_suffix(" r").unwrap_or(&decl),
        &decl,
        &leaves,
        values,
    ));
    out
}

/// The function `name` returning `ret` from queue `i`: each call fills the scalars `leaves`
/// of its result `r` (declared by `decl`) in order from the next values.
fn queue_function(
    i: usize,
    name: &str,
    ret: &str,
    decl: &str,
    leaves: &[(String, ScalarTy)],
    values: &[i128],
) -> String {
    // A value wider than 64 bits (`__int128`) takes two entries, low half first: the queue
    // is of `unsigned long long`s, and the value must arrive exactly.
    let slots = |t: ScalarTy| if t.bits() > 64 { 2 } else { 1 };
    let mut lits: Vec<String> = Vec::with_capacity(values.len());
    for (k, v) in values.iter().enumerate() {
        let bits = leaves.get(k % leaves.len().max(1)).map_or(64, |(_, t)| t.bits());
        let raw = *v as u128 & crate::term::wide::mask128(bits);
        lits.push(format!("0x{:x}ULL", raw as u64));
        if bits > 64 {
            lits.push(format!("0x{:x}ULL", (raw >> 64) as u64));
        }
    }
    let fills: Vec<String> = leaves
        .iter()
        .map(|(path, t)| {
            let lvalue = format!("r{path}");
            if slots(*t) == 2 {
                format!(
                    "{{ unsigned long long lo = ibmc_q{i}[ibmc_n{i}++]; unsigned long long hi = ibmc_q{i}[ibmc_n{i}++]; \
                     {lvalue} = ({})(((unsigned __int128)hi << 64) | lo); }}",
                    scalar_c_type(*t)
                )
            } else {
                store_value(&lvalue, *t, &format!("ibmc_q{i}[ibmc_n{i}++]"))
            }
        })
        .collect();
    let per_call: usize = leaves.iter().map(|(_, t)| slots(*t)).sum();
    format!(
        "static const unsigned long long ibmc_q{i}[{}] = {{ {} }};\nstatic unsigned long ibmc_n{i};\n\
         __attribute__((weak)) {ret} {name}() {{\n  {decl};\n  __builtin_memset(&r, 0, sizeof r);\n  \
         if (ibmc_n{i} + {}UL > {}UL) __ibmc_replay_exhausted(\"{name}\");\n  __ibmc_replay_consumed += {}UL;\n  {}\n  return r;\n}}\n",
        lits.len().max(1),
        if lits.is_empty() { "0".to_string() } else { lits.join(", ") },
        per_call,
        lits.len(),
        leaves.len(),
        fills.join("\n  "),
    )
}

/// The C spelling of a scalar type.
pub fn scalar_c_type(ty: ScalarTy) -> &'static str {
    match ty {
        ScalarTy::Int(t) => t.c_name(),
        ScalarTy::Float(f) => f.c_name(),
    }
}

/// The C spelling of an IR integer type.
pub fn c_type(ty: IntTy) -> &'static str {
    ty.c_name()
}

/// A C string literal for arbitrary text.
pub fn c_string(s: &str) -> String {
    let mut out = String::from("\"");
    for b in s.bytes() {
        match b {
            b'"' | b'\\' => {
                out.push('\\');
                out.push(b as char);
            }
            0x20..=0x7e => out.push(b as char),
            _ => {
                let _ = write!(out, "\\{b:03o}");
            }
        }
    }
    out.push('"');
    out
}

fn ubsan_hook(ub: &UbTarget) -> String {
    let lines: Vec<String> = ub.lines.iter().map(|l| format!("{l}U")).collect();
    let kinds: Vec<String> = ub.kinds.iter().map(|k| c_string(k)).collect();
    format!(
        r#"
/* UBSan calls this for every report (before printing it); a report of the trace's property
   ends the run, others are logged and the run goes on (-fsanitize-recover). */
extern void __ubsan_get_current_report_data(const char **kind, const char **msg, const char **file,
                                            unsigned *line, unsigned *col, char **addr) __attribute__((weak));
static const unsigned ibmc_ub_lines[] = {{ {lines} }};
static const char *const ibmc_ub_kinds[] = {{ {kinds} }};
static const char *const ibmc_ub_file = {file};
IBMC_NI void __ubsan_on_report(void) {{
  const char *kind = "?", *msg = "", *file = "";
  unsigned line = 0, col = 0;
  char *addr = 0;
  if (!__ubsan_get_current_report_data) return;
  __ubsan_get_current_report_data(&kind, &msg, &file, &line, &col, &addr);
  const char *base = file ? file : "";
  for (const char *p = base; *p; p++)
    if (*p == '/') base = p + 1;
  int hit = 0;
  for (unsigned i = 0; i < sizeof ibmc_ub_lines / sizeof ibmc_ub_lines[0]; i++)
    if (line == ibmc_ub_lines[i]) hit = 1;
  if (hit && !ibmc_streq(base, ibmc_ub_file)) hit = 0;
  if (hit) {{
    int k = 0;
    for (unsigned i = 0; i < sizeof ibmc_ub_kinds / sizeof ibmc_ub_kinds[0]; i++)
      if (ibmc_streq(kind, ibmc_ub_kinds[i])) k = 1;
    hit = k;
  }}
  ibmc_put(hit ? "V\tub:" : "U\tub:"); ibmc_text(kind); ibmc_put("\t"); ibmc_putu(ibmc_consumed);
  ibmc_put("\t0x0\t"); ibmc_text(file); ibmc_put("\t"); ibmc_putu(line); ibmc_put("\t"); ibmc_text(msg); ibmc_put("\n");
  if (hit) ibmc_exit({exit});
}}
"#,
        lines = if lines.is_empty() { "0U".to_string() } else { lines.join(", ") },
        kinds = if kinds.is_empty() { "\"\"".to_string() } else { kinds.join(", ") },
        file = c_string(&ub.file),
        exit = VIOLATION_EXIT,
    )
}

const PRELUDE: &str = r#"/* Generated by ibmc --validate: replays a counterexample. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <unistd.h>

#define IBMC_NI __attribute__((no_instrument_function))
"#;

const RUNTIME: &str = r#"
unsigned long __ibmc_replay_consumed;
#define ibmc_consumed __ibmc_replay_consumed
static int ibmc_fd = -1;

IBMC_NI static int ibmc_streq(const char *a, const char *b) {
  while (*a && *a == *b) a++, b++;
  return *a == *b;
}

IBMC_NI static void ibmc_open(void) {
  if (ibmc_fd >= 0) return;
  const char *path = getenv("IBMC_REPLAY_LOG");
  ibmc_fd = path ? (int)syscall(SYS_openat, AT_FDCWD, path, O_WRONLY | O_CREAT | O_APPEND, 0600) : 2;
  if (ibmc_fd < 0) ibmc_fd = 2;
}

IBMC_NI static void ibmc_put(const char *s) {
  ibmc_open();
  syscall(SYS_write, ibmc_fd, s, strlen(s));
}

/* Text from the program (file names, messages): tabs and line breaks become spaces, since
   fields are tab-separated and events are lines. */
IBMC_NI static void ibmc_text(const char *s) {
  char buf[256];
  unsigned n = 0;
  if (!s) s = "";
  for (; *s; s++) {
    buf[n++] = (unsigned char)*s < 0x20 ? ' ' : *s;
    if (n == sizeof buf) {
      ibmc_open();
      syscall(SYS_write, ibmc_fd, buf, n);
      n = 0;
    }
  }
  if (n) {
    ibmc_open();
    syscall(SYS_write, ibmc_fd, buf, n);
  }
}

IBMC_NI static void ibmc_putu(unsigned long long v) {
  char buf[24];
  int i = 23;
  buf[i] = 0;
  do {
    buf[--i] = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  ibmc_put(buf + i);
}

IBMC_NI static void ibmc_putx(unsigned long long v) {
  char buf[24];
  int i = 23;
  buf[i] = 0;
  do {
    buf[--i] = "0123456789abcdef"[v % 16];
    v /= 16;
  } while (v);
  buf[--i] = 'x';
  buf[--i] = '0';
  ibmc_put(buf + i);
}

/* gcov's counters (a program built with --coverage: `--cover --validate`) are written at a
   normal exit only; the harness ends runs by a system call, so it writes them first. */
extern void __gcov_dump(void) __attribute__((weak));

IBMC_NI static void ibmc_exit(int code) {
  if (__gcov_dump) __gcov_dump();
  syscall(SYS_exit_group, code);
  for (;;) {}
}

/* Hexadecimal addresses separated by commas in the environment variable `var`, at most `max`. */
IBMC_NI static int ibmc_addresses(const char *var, unsigned long *out, int max) {
  int n = 0;
  const char *s = getenv(var);
  while (s && *s && n < max) {
    char *end;
    unsigned long a = strtoul(s, &end, 16);
    if (end == s) break;
    out[n++] = a;
    s = *end ? end + 1 : end;
  }
  return n;
}

/* The call sites (return addresses) of the assertions the trace's run removed whose
   violations this run goes on past, as ibmc's execution does (IBMC_REPLAY_GO_ON). */
static unsigned long ibmc_go_on[64];
static int ibmc_ngo_on = -1;
IBMC_NI static int ibmc_goes_on(void *ra) {
  if (ibmc_ngo_on < 0) ibmc_ngo_on = ibmc_addresses("IBMC_REPLAY_GO_ON", ibmc_go_on, 64);
  for (int i = 0; i < ibmc_ngo_on; i++)
    if ((unsigned long)ra == ibmc_go_on[i]) return 1;
  return 0;
}

/* A violation event (tag V, or R for one gone on past): kind, inputs consumed, return
   address in the caller, and for __assert_fail the file, line and text it was given. */
IBMC_NI static void ibmc_event(const char *tag, const char *kind, void *ra, const char *file, unsigned line, const char *text) {
  ibmc_put(tag); ibmc_put("\t"); ibmc_text(kind); ibmc_put("\t"); ibmc_putu(ibmc_consumed); ibmc_put("\t");
  ibmc_putx((unsigned long long)ra); ibmc_put("\t"); ibmc_text(file); ibmc_put("\t");
  ibmc_putu(line); ibmc_put("\t"); ibmc_text(text); ibmc_put("\n");
}

/* A violation ends the run, unless it is a removed assertion's: then the call returns (the
   first IBMC_WENT_ON_LOGGED are logged, so that a loop violating one cannot fill the disk). */
#define IBMC_WENT_ON_LOGGED 1000UL
static unsigned long ibmc_went_on;
IBMC_NI static void ibmc_violation(const char *kind, void *ra, const char *file, unsigned line, const char *text) {
  if (ibmc_goes_on(ra)) {
    if (ibmc_went_on++ < IBMC_WENT_ON_LOGGED) ibmc_event("R", kind, ra, file, line, text);
    return;
  }
  ibmc_event("V", kind, ra, file, line, text);
  ibmc_exit(99);
}

IBMC_NI void __ibmc_replay_exhausted(const char *fn) {
  ibmc_put("X\t"); ibmc_text(fn); ibmc_put("\t"); ibmc_putu(ibmc_consumed); ibmc_put("\n");
  ibmc_exit(98);
}

IBMC_NI static void ibmc_assume_failed(const char *fn, void *ra) {
  ibmc_put("A\t"); ibmc_text(fn); ibmc_put("\t"); ibmc_putu(ibmc_consumed); ibmc_put("\t");
  ibmc_putx((unsigned long long)ra); ibmc_put("\n");
  ibmc_exit(97);
}

IBMC_NI static void ibmc_signal(int sig) {
  ibmc_put(sig == SIGALRM ? "T\t" : "S\t"); ibmc_putu((unsigned)sig); ibmc_put("\t");
  ibmc_putu(ibmc_consumed); ibmc_put("\n");
  ibmc_exit(128 + sig);
}

IBMC_NI __attribute__((constructor)) static void ibmc_init(void) {
  ibmc_open();
  static const int sigs[] = { SIGSEGV, SIGFPE, SIGBUS, SIGILL, SIGABRT, SIGALRM };
  for (unsigned i = 0; i < sizeof sigs / sizeof sigs[0]; i++) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = ibmc_signal;
    sa.sa_flags = SA_NODEFER | SA_RESETHAND;
    sigaction(sigs[i], &sa, 0);
  }
  if (ibmc_timeout_ms) {
    struct itimerval t;
    memset(&t, 0, sizeof t);
    t.it_value.tv_sec = (time_t)(ibmc_timeout_ms / 1000);
    t.it_value.tv_usec = (suseconds_t)(ibmc_timeout_ms % 1000 * 1000);
    setitimer(ITIMER_REAL, &t, 0);
  }
}

IBMC_NI __attribute__((destructor)) static void ibmc_fini(void) {
  ibmc_put("E\t"); ibmc_putu(ibmc_consumed); ibmc_put("\n");
}

/* The error functions: a call is the violation. The program's own definitions are caught at
   their entry by __cyg_profile_func_enter below. */
__attribute__((weak)) void reach_error() { ibmc_violation("reach_error", __builtin_return_address(0), 0, 0, 0); }
__attribute__((weak)) void __VERIFIER_error() { ibmc_violation("__VERIFIER_error", __builtin_return_address(0), 0, 0, 0); }
/* Called where the copy of the source reaches an --error-label (validate/uninit.rs). */
void __ibmc_error_label(void) { ibmc_violation("error label", __builtin_return_address(0), 0, 0, 0); }

/* Assertions. */
__attribute__((weak)) void __VERIFIER_assert(int c) {
  if (!c) ibmc_violation("__VERIFIER_assert", __builtin_return_address(0), 0, 0, 0);
}
__attribute__((weak)) void assert(int c) {
  if (!c) ibmc_violation("assert", __builtin_return_address(0), 0, 0, 0);
}
__attribute__((weak)) void __ESBMC_assert(int c, const char *msg) {
  if (!c) ibmc_violation("__ESBMC_assert", __builtin_return_address(0), 0, 0, msg);
}
__attribute__((weak)) void __CPROVER_assert(int c, const char *msg) {
  if (!c) ibmc_violation("__CPROVER_assert", __builtin_return_address(0), 0, 0, msg);
}
__attribute__((weak)) void __assert_fail(const char *text, const char *file, unsigned line, const char *fn) {
  (void)fn;
  ibmc_violation("__assert_fail", __builtin_return_address(0), file, line, text);
}
__attribute__((weak)) void __assert_perror_fail(int err, const char *file, unsigned line, const char *fn) {
  (void)err; (void)fn;
  ibmc_violation("__assert_perror_fail", __builtin_return_address(0), file, line, 0);
}
__attribute__((weak)) void __assert(const char *text, const char *file, int line) {
  ibmc_violation("__assert", __builtin_return_address(0), file, (unsigned)line, text);
}

/* Assumptions: a false one means the run left the trace's path. */
__attribute__((weak)) void __VERIFIER_assume(int c) {
  if (!c) ibmc_assume_failed("__VERIFIER_assume", __builtin_return_address(0));
}
__attribute__((weak)) void __CPROVER_assume(int c) {
  if (!c) ibmc_assume_failed("__CPROVER_assume", __builtin_return_address(0));
}
__attribute__((weak)) void __ESBMC_assume(int c) {
  if (!c) ibmc_assume_failed("__ESBMC_assume", __builtin_return_address(0));
}
__attribute__((weak)) void __VERIFIER_abort() { ibmc_put("E\t"); ibmc_putu(ibmc_consumed); ibmc_put("\n"); ibmc_exit(0); }

/* -finstrument-functions: every program function calls this on entry. A call of the
   program's own reach_error or __VERIFIER_error (addresses from `nm`, in IBMC_REPLAY_ERRFNS,
   so that static definitions count too) is the violation, whatever its body does. */
static unsigned long ibmc_errfns[32];
static int ibmc_nerrfns = -1;
IBMC_NI void __cyg_profile_func_enter(void *fn, void *call_site) {
  if (ibmc_nerrfns < 0) ibmc_nerrfns = ibmc_addresses("IBMC_REPLAY_ERRFNS", ibmc_errfns, 32);
  int hit = fn == (void *)reach_error || fn == (void *)__VERIFIER_error;
  for (int i = 0; i < ibmc_nerrfns; i++)
    if ((unsigned long)fn == ibmc_errfns[i]) hit = 1;
  /* Never gone on past: the definition's body would run, which ibmc's call does not. */
  if (hit) {
    ibmc_event("V", "error_function", call_site, 0, 0, 0);
    ibmc_exit(99);
  }
}
IBMC_NI void __cyg_profile_func_exit(void *fn, void *call_site) { (void)fn; (void)call_site; }
"#;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn string_literals_escape() {
        assert_eq!(c_string("a\"b\\c\n"), "\"a\\\"b\\\\c\\012\"");
    }

    #[test]
    fn queues_are_typed() {
        let mut q = BTreeMap::new();
        q.insert(
            "nondet_schar".to_string(),
            Queue { ty: ScalarTy::Int(IntTy::CHAR), values: vec![-1, 127], aggregate: None },
        );
        let text = generate(&q, None, 1000).inputs;
        assert!(text.contains("0xffULL, 0x7fULL"), "{text}");
        assert!(text.contains("signed char nondet_schar()"), "{text}");
        assert!(!text.contains("#include"), "{text}");
    }
}
