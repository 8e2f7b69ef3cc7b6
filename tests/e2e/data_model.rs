//! The C data model (structs, arrays, pointers) against gcc-compiled execution.
//!
//! Each case is a C statement sequence and expressions over it; gcc compiles the program and
//! prints the expressions' values, then ibmc gets the same program with one
//! `assert((long long)(EXPR) == VALUE)` per expression and must prove it; the same program
//! with one value off by one must fail (so the test can fail).

use crate::common::*;
use std::time::Duration;

const PRELUDE: &str = r#"
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);
typedef struct { int x; int y; } P;
typedef struct { char c; long l; short s; } Pad;
struct In { int a; unsigned char b[3]; };
struct Out { struct In in; P pts[2]; struct { int u, v; }; long tail; };
union W { unsigned int u; unsigned char b[4]; short h[2]; struct { unsigned short lo, hi; } p; };
typedef struct { int tag; union { int i; unsigned char c[4]; }; } Tagged;
static union W gw = { 0x11223344u };
static struct Out gout = { {1, {2, 3}}, {{4, 5}, {6, 7}}, {8, 9}, 10 };
static const int table[6] = { 0, 10, 25, 45, 70, 100 };
static P mk(int x, int y) { P p = { x, y }; return p; }
static int norm1(P p) { p.x = p.x < 0 ? -p.x : p.x; return p.x + p.y; }
static void bump(int *v, int by) { *v += by; }
static void swap(P *a, P *b) { P t = *a; *a = *b; *b = t; }
static int counter(void) { static int n = 5; return n++; }
static const int *find(const int *t, int n, int key) { return n == 1 || *t >= key ? t : find(t + 1, n - 1, key); }
static long sum(const long *a, int n) { return n == 0 ? 0 : *a + sum(a + 1, n - 1); }
typedef int (*op_t)(int, int);
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static const op_t ops[2] = { add, sub };
typedef struct { op_t op; void (*hook)(int *, int); int acc; } Node;
static void bump2(int *v, int by) { *v += 2 * by; }
"#;

/// (statements, expressions to compare)
fn cases() -> Vec<(&'static str, Vec<&'static str>)> {
    vec![
        ("union W w; w.u = 0x01020304u; w.b[1] = 0xff; union W z = { .b = { 1, 2 } }; Tagged t = { 1, { 7 } }; \
          union W *pw = &w; unsigned char *bp = &w.b[0];",
         vec!["w.b[0]", "w.u", "w.p.hi", "w.h[0]", "gw.b[2]", "z.u", "t.c[0]", "t.i", "sizeof(union W)", "sizeof(Tagged)",
              "(pw->h[1] = 5, w.u)", "(bp[3] = 9, w.p.hi)", "offsetof(Tagged, c[2])"]),
        ("Node nd = { add, bump2, 1 }; int r0 = nd.op(7, 2); nd.op = &sub; int r1 = (*nd.op)(7, 2); nd.hook(&nd.acc, 3);",
         vec!["r0", "r1", "nd.acc", "ops[1](10, 4)", "ops[0] == add", "nd.op == ops[1]", "sizeof(Node)"]),
        ("", vec!["sizeof(P)", "sizeof(Pad)", "offsetof(Pad, l)", "offsetof(Pad, s)", "_Alignof(Pad)", "sizeof(struct Out)",
                  "offsetof(struct Out, pts)", "offsetof(struct Out, tail)", "offsetof(struct Out, pts[1].y)", "sizeof(struct In[3])"]),
        ("P a = {1, 2}; P b = a; b.x = 5;", vec!["a.x", "a.y", "b.x", "b.y"]),
        ("struct Out o = gout; o.pts[1] = mk(11, 12);",
         vec!["o.in.a", "o.in.b[2]", "o.pts[0].y", "o.pts[1].x", "o.pts[1].y", "o.u", "o.v", "o.tail", "gout.pts[1].x"]),
        ("P q = { .y = 3 }; struct In r = { .b = { [2] = 7 }, .a = -1 };", vec!["q.x", "q.y", "r.a", "r.b[0]", "r.b[2]"]),
        ("int a[5] = {10, 20, 30, 40, 50}; int *p = &a[1]; p += 2;",
         vec!["*p", "p[-1]", "p - a", "*(a + 4)", "&a[4] - p", "p > a", "p == &a[3]", "*--p", "*p++", "*p"]),
        ("P s = {1, 2}; int *pm = &s.y; *pm = 9; P *ps = &s; ps->x += 4;", vec!["s.x", "s.y", "ps->y", "(*ps).x"]),
        ("int x = 1; int *p = &x; int **pp = &p; **pp = 5; bump(&x, 3);", vec!["x", "*p", "**pp"]),
        ("P u = {1, 2}, v = {3, 4}; swap(&u, &v);", vec!["u.x", "u.y", "v.x", "v.y", "norm1(mk(-7, 2))"]),
        ("int c0 = counter(); int c1 = counter(); int c2 = counter();", vec!["c0", "c1", "c2"]),
        ("int m[3][4]; for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) m[i][j] = 10 * i + j; int (*row)[4] = m + 1; int *flat = &m[0][0];",
         vec!["row[0][3]", "row[1][2]", "flat[7]", "*(flat + 11)", "sizeof(m)", "sizeof(m[0])"]),
        ("const int *hit = find(table, 6, 30); long ls[4] = {1, 2, 3, 4};",
         vec!["*hit", "hit - table", "*find(table, 6, 1000)", "sum(ls, 4)", "sum(ls + 1, 2)"]),
        // Floats and integers of one size through pointer casts: the same bits (gcc with
        // -fno-strict-aliasing semantics, which is also what its -O0 code does).
        ("unsigned int ui = 0x3fc00000u; float *fp = (float *)&ui; double dd = -2.5; \
          unsigned long long *lp = (unsigned long long *)&dd; int gi = 0; float *fz = (float *)&gi;",
         vec!["*fp == 1.5f", "(*fp = 2.0f, ui)", "*lp", "*fz == 0.0f", "(*lp = 0x4000000000000000ull, dd == 2.0)", "(int)(*fp * 4)"]),
        ("struct In ins[3] = {{1, {1}}, {2, {2}}, {3, {3}}}; struct In *ip = ins; ip++; ip->b[1] = 9; unsigned char *bp = &ins[2].b[0];",
         vec!["ip->a", "ins[1].b[1]", "(ip + 1)->a", "bp[2]", "*bp", "ip - ins"]),
    ]
}

#[test]
fn data_model_matches_gcc() {
    expressions_match_gcc("data_model", PRELUDE, cases());
}

const POINTER_BUG: &str = r#"
extern int __VERIFIER_nondet_int(void);
struct S { int a[3]; int b; };
struct S g;
int main(void) {
  int k = __VERIFIER_nondet_int();
  int *p = g.a;
  if (k > 0 && k < 10) p = p + k;
  *p = 7;
  return 0;
}
"#;

#[test]
fn pointer_check_flags_out_of_object_dereferences() {
    let run =
        check_source("data_model_checks", "ptr_bug.c", POINTER_BUG, &["--pointer-check", "--json"]);
    let v = run.json().unwrap_or_else(|| panic!("{}", run.describe()));
    assert_eq!(get_str(&v, "result"), Some("FAILED"), "{}", run.describe());
    let props = get(&v, "properties").as_array().unwrap();
    let failed: Vec<&str> = props
        .iter()
        .filter(|p| get_str(p, "status") == Some("FAILED"))
        .filter_map(|p| get_str(p, "id"))
        .collect();
    assert_eq!(failed, vec!["main.pointer_dereference.2"], "{}", run.describe());
    // Without the flag there is no property to violate.
    let run = check_source("data_model_checks", "ptr_bug.c", POINTER_BUG, &[]);
    assert_eq!(run.verdicts(), vec!["VERIFICATION SUCCESSFUL"], "{}", run.describe());
}

#[test]
fn pointer_check_null_dereference() {
    let src = "int main(void) { int *q = 0; int n = __VERIFIER_nondet_int(); if (n == 3) return *q; return 0; }\nint __VERIFIER_nondet_int(void);";
    let src = format!("int __VERIFIER_nondet_int(void);\n{src}");
    let run = check_source("data_model_checks", "null.c", &src, &["--pointer-check", "--json"]);
    let v = run.json().unwrap_or_else(|| panic!("{}", run.describe()));
    assert_eq!(get_str(&v, "result"), Some("FAILED"), "{}", run.describe());
    let failed: Vec<&str> = get(&v, "properties")
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| get_str(p, "status") == Some("FAILED"))
        .filter_map(|p| get_str(p, "id"))
        .collect();
    assert!(failed.contains(&"main.pointer_dereference.1"), "{failed:?} {}", run.describe());
}

/// A context struct passed by pointer to the cycle function (SCADE style): writes through the
/// pointer in the loop must be havocked by k-induction's step case.
const CONTEXT_LOOP: &str = r#"
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
#define assert(c) ((c) ? (void)0 : __assert_fail(#c, __FILE__, __LINE__, __func__))
typedef struct { int count; int limit; } Ctx;
static void cycle(Ctx *c, int in) {
  if (in) c->count++; else c->count = 0;
  if (c->count > c->limit) c->count = c->limit;
}
int main(void) {
  Ctx ctx = {0, 20};
  while (1) {
    int in = __VERIFIER_nondet_int();
    cycle(&ctx, in);
    assert(ctx.count <= 20);
    assert(ctx.count < 15);
  }
}
"#;

#[test]
fn k_induction_through_pointers() {
    let run = check_source(
        "data_model_checks",
        "ctx.c",
        CONTEXT_LOOP,
        &["--k-induction", "--json", "--pointer-check"],
    );
    let v = run.json().unwrap_or_else(|| panic!("{}", run.describe()));
    let props = get(&v, "properties").as_array().unwrap().clone();
    let status = |id: &str| {
        props
            .iter()
            .find(|p| get_str(p, "id") == Some(id))
            .and_then(|p| get_str(p, "status"))
            .map(String::from)
    };
    assert_eq!(status("main.assertion.2").as_deref(), Some("FAILED"), "{}", run.describe());
    let depth = props
        .iter()
        .find(|p| get_str(p, "id") == Some("main.assertion.2"))
        .and_then(|p| get_u64(p, "depth"))
        .or_else(|| get_u64(&v, "depth"));
    assert_eq!(depth, Some(15), "{}", run.describe());
    assert_ne!(status("main.assertion.1").as_deref(), Some("FAILED"), "{}", run.describe());
}

#[test]
fn unsupported_data_constructs_fail_cleanly() {
    for (name, src, line) in [
        ("realloc.c", "void *realloc(void *, unsigned long);\nint main(void) {\n  int *p = realloc(0, 4);\n  return *p;\n}\n", 3),
        ("aligned.c", "struct q { char c; int i; } __attribute__((aligned(16)));\nstruct q v;\nint main(void) {\n  return v.i;\n}\n", 4),
        ("vararg.c", "struct b { unsigned f; int i[]; };\nint f(int n, ...) { return n; }\nint main(void) {\n  struct b v = { 1 };\n  return f(1, v);\n}\n", 5),
    ] {
        let run = check_source("data_model_checks", name, src, &[]);
        assert_eq!(run.code, Some(6), "{name}: {}", run.describe());
        assert!(run.stderr.contains(&format!("{name}:{line}")), "{name}: {}", run.describe());
    }
}

/// `extern` struct and `const` table objects defined in another input file, a struct pointer
/// parameter and a `static` local, against gcc.
#[test]
fn extern_objects_across_files() {
    let dir = scratch("data_model_files");
    let a = r#"#include <assert.h>
typedef struct { int x; int hist[4]; } State;
extern State st;
extern const int gain[3];
void update(State *s, int v);
int tick(void);
int main(void) {
  for (int i = 0; i < 6; i++) update(&st, i);
  assert(st.x == 5 * gain[1]);
  assert(st.hist[1] == HIST1);
  assert(tick() == 1 && tick() == 2);
  return 0;
}
"#;
    let b = "typedef struct { int x; int hist[4]; } State;\nState st;\nconst int gain[3] = {1, 3, 5};\n\
             void update(State *s, int v) { s->x = v * gain[1]; s->hist[v % 4] = v; }\n\
             int tick(void) { static int n; return ++n; }\n";
    let (pa, pb) = (dir.join("a.c"), dir.join("b.c"));
    std::fs::write(&pa, a).unwrap();
    std::fs::write(&pb, b).unwrap();
    let exe = dir.join("ab");
    let c = run_cmd(
        "gcc",
        &strings(&[
            "-DHIST1=5",
            "-o",
            exe.to_str().unwrap(),
            pa.to_str().unwrap(),
            pb.to_str().unwrap(),
        ]),
        Duration::from_secs(60),
    );
    assert_eq!(c.code, Some(0), "{}", c.stderr);
    assert_eq!(
        run_cmd(exe.to_str().unwrap(), &[], Duration::from_secs(10)).code,
        Some(0),
        "gcc run fails its asserts"
    );
    for (hist1, verdict) in [("5", "VERIFICATION SUCCESSFUL"), ("1", "VERIFICATION FAILED")] {
        let run = ibmc(&strings(&[
            pa.to_str().unwrap(),
            pb.to_str().unwrap(),
            &format!("-DHIST1={hist1}"),
            "--timeout",
            "60",
        ]));
        assert_eq!(run.verdicts(), vec![verdict], "{}", run.describe());
    }
}

/// A violation that needs the value of a read ibmc does not model (the bytes of a pointer read
/// as `unsigned char`: ibmc's pointers are not addresses) is not reported: INCONCLUSIVE with
/// the reason. One that happens whatever that value is, is reported, and replays. The bytes
/// of a float are modelled (`symex/punning.rs`): a violation that needs them is reported.
#[test]
fn violations_that_need_unmodelled_reads_are_not_reported() {
    let needs = r#"
extern int __VERIFIER_nondet_int(void);
int y;
int main(void) {
  int *p = &y;
  unsigned char *b = (unsigned char *)&p;
  int x = __VERIFIER_nondet_int();
  __CPROVER_assert(!(b[3] == 0x3f && x == 1), "pointer byte");
  return 0;
}
"#;
    let run = check_source("data_model_checks", "punned_needed.c", needs, &["--json"]);
    let j = run.json().unwrap_or_else(|| panic!("{}", run.describe()));
    assert_eq!(run.code, Some(5), "{}", run.describe());
    assert!(j.to_string().contains("does not model"), "{}", run.describe());
    let independent = r#"
extern int __VERIFIER_nondet_int(void);
int y;
int main(void) {
  int *p = &y;
  unsigned char *b = (unsigned char *)&p;
  unsigned char c = b[1];
  int x = __VERIFIER_nondet_int();
  __CPROVER_assert(x != 7 || c == c, "independent");
  __CPROVER_assert(x != 7, "x");
  return 0;
}
"#;
    let run = check_source(
        "data_model_checks",
        "punned_irrelevant.c",
        independent,
        &["--json", "--validate"],
    );
    assert_eq!(run.code, Some(10), "{}", run.describe());
    let j = run.json().unwrap();
    assert!(j.to_string().contains("\"validated\":true"), "{}", run.describe());
    let float_bytes = r#"
extern int __VERIFIER_nondet_int(void);
int main(void) {
  float f = 1.0f;
  unsigned char *b = (unsigned char *)&f;
  int x = __VERIFIER_nondet_int();
  __CPROVER_assert(!(b[3] == 0x3f && x == 1), "top byte");
  return 0;
}
"#;
    let run =
        check_source("data_model_checks", "punned_float.c", float_bytes, &["--json", "--validate"]);
    assert_eq!(run.code, Some(10), "{}", run.describe());
    let j = run.json().unwrap();
    assert!(j.to_string().contains("\"validated\":true"), "{}", run.describe());
}

/// C89 implicit declarations (gcc -Wno-error=implicit-function-declaration): an undeclared
/// nondet function is an `int` input, a function defined later is called; `malloc` without a
/// declaration is the C library's (as in CBMC, not gcc's implicit `int`), with a warning.
#[test]
fn implicit_function_declarations() {
    let src = r#"
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = twice(x);
  if (x > 0 && x < 100) __CPROVER_assert(y == 2 * x, "twice");
  __CPROVER_assert(x != 41, "x");
  return 0;
}
int twice(int v) { return v + v; }
"#;
    let run = check_source("data_model_checks", "implicit.c", src, &["--json", "--validate"]);
    let j = run.json().unwrap_or_else(|| panic!("{}", run.describe()));
    assert_eq!(run.code, Some(10), "{}", run.describe());
    let props = j["properties"].as_array().unwrap();
    let status = |id: &str| {
        props.iter().find(|p| p["id"] == id).map(|p| p["status"].as_str().unwrap_or("").to_string())
    };
    assert_eq!(status("main.assertion.1").as_deref(), Some("SUCCESS"), "{}", run.describe());
    assert_eq!(status("main.assertion.2").as_deref(), Some("FAILED"), "{}", run.describe());
    let run = check_source("data_model_checks", "implicit_malloc.c", "int main(void) { int *p = (int *)malloc(4); __CPROVER_assert(p != 0, \"p\"); return 0; }\n", &[]);
    assert_eq!(run.code, Some(0), "{}", run.describe());
    assert!(
        run.stderr.contains("implicit_malloc.c:1") && run.stderr.contains("implicit declaration"),
        "{}",
        run.describe()
    );
}

/// A function without a body that returns a struct (SV-COMP's `nondet_input()`) gives a fresh
/// value per member; the replay harness cannot define it, so `--validate` says so instead of
/// confirming. A struct with a pointer member from nowhere stays unsupported.
#[test]
fn bodyless_functions_return_nondeterministic_structs() {
    let src = r#"
struct input { int speed; short brake; unsigned char on; };
struct input nondet_input(void);
int main(void) {
  int total = 0;
  for (int k = 0; k < 3; k++) {
    struct input in = nondet_input();
    if (in.speed < 0 || in.speed > 100) in.speed = 0;
    if (in.on) total += in.speed;
  }
  __CPROVER_assert(total <= 300, "bounded");
  __CPROVER_assert(total != 123, "reachable");
  return 0;
}
"#;
    let run = check_source("data_model_checks", "nondet_struct.c", src, &["--json", "--validate"]);
    let j = run.json().unwrap_or_else(|| panic!("{}", run.describe()));
    let props = j["properties"].as_array().unwrap();
    let prop = |id: &str| props.iter().find(|p| p["id"] == id).cloned().unwrap();
    assert_eq!(prop("main.assertion.1")["status"], "SUCCESS", "{}", run.describe());
    assert_eq!(prop("main.assertion.2")["status"], "FAILED", "{}", run.describe());
    // The harness defines the function with a struct of the same layout (tests/e2e/validate.rs).
    assert_eq!(prop("main.assertion.2")["validated"], true, "{}", run.describe());
    // A pointer inside the result is CBMC's nondet pointer (any object whose address the
    // program takes, or none), with the warning: a dereference of it may fail.
    let run = check_source("data_model_checks", 
        "nondet_struct_ptr.c",
        "struct s { int *p; };\nstruct s get(void);\nint main(void) {\n  struct s v = get();\n  return v.p ? *v.p : 0;\n}\n",
        &["--pointer-check"],
    );
    assert_eq!(run.code, Some(10), "{}", run.describe());
    assert!(run.stderr.contains("function `get` has no body"), "{}", run.describe());
}
