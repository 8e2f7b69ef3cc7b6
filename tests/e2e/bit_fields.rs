//! C bit-fields against gcc-compiled execution (x86-64 System V layout).
//!
//! As in `data_model.rs`: gcc compiles each case and prints the expressions' values, then ibmc
//! gets the same program with one `assert((long long)(EXPR) == VALUE)` per expression and must
//! prove it; the same program with the last value off by one must fail.

use crate::common::*;

const PRELUDE: &str = r#"
#include <stddef.h>
#include <string.h>
struct A { char c; unsigned x:3; int y:5; unsigned z:1; _Bool b:1; int :0; char d; };
struct B { char c; unsigned x:3; unsigned y:30; char d; };
struct C { char c; long long x:40; char d; };
struct D { char c; int :5; };
struct E { short s:9; short t:9; };
struct F { unsigned char a:7, b:2; signed char s:4; };
struct G { unsigned long long u:40; long long v:20; unsigned w:32; int tail; };
struct H { int k; unsigned f:3, :2, g:4; long after; };
union U { struct H h; unsigned char bytes[24]; unsigned words[6]; };
static struct H gh = { 7, 9, 3 };
static struct H pass(struct H h) { h.f++; h.g += 15; return h; }
"#;

/// (statements, expressions to compare)
fn cases() -> Vec<(&'static str, Vec<&'static str>)> {
    vec![
        ("",
         vec!["sizeof(struct A)", "_Alignof(struct A)", "offsetof(struct A, d)", "sizeof(struct B)", "_Alignof(struct B)",
              "offsetof(struct B, d)", "sizeof(struct C)", "_Alignof(struct C)", "offsetof(struct C, d)", "sizeof(struct D)",
              "_Alignof(struct D)", "sizeof(struct E)", "sizeof(struct F)", "sizeof(struct G)", "offsetof(struct G, tail)",
              "sizeof(struct H)", "offsetof(struct H, after)", "sizeof(union U)"]),
        ("struct A a = { 1, 9, 17, 3, 2, 'q' };",
         vec!["a.c", "a.x", "a.y", "a.z", "a.b", "a.d", "a.x - 8 < 0", "a.y * 1000"]),
        ("struct A a = { 0 }; a.x = 7; a.x++; int p0 = a.x; a.x--; int p1 = a.x; a.y = 15; a.y++; int p2 = a.y; \
          a.y = -16; a.y--; int p3 = a.y; int post = a.x++; a.z = 2; int p4 = a.z; a.z = 3; int p5 = a.z; a.b = 4;",
         vec!["p0", "p1", "p2", "p3", "post", "a.x", "p4", "p5", "a.b"]),
        ("struct A a = { 0 }; a.x = 5; a.x += 6; int c0 = a.x; a.y = 10; a.y *= 3; int c1 = a.y; a.y -= 40; int c2 = a.y; \
          a.x <<= 2; int c3 = a.x; a.x |= 9; int c4 = (a.x = 12) + 0; unsigned big = 0xfffffff5u; a.y = big;",
         vec!["c0", "c1", "c2", "c3", "c4", "a.x", "a.y"]),
        ("struct F f = { .b = 3, .a = 200, .s = 9 }; struct H h = { .g = 17, .k = -1 }; struct E e = { -300, 300 };",
         vec!["f.a", "f.b", "f.s", "h.k", "h.f", "h.g", "h.after", "e.s", "e.t", "gh.k", "gh.f", "gh.g"]),
        ("struct G g = { (1ULL << 40) - 1, -1, 0xffffffffu, 3 }; g.v += 1000000;",
         vec!["g.u", "g.u + 1", "g.u + 1LL", "g.v", "g.w + 1", "g.tail", "sizeof(g.u + 1)"]),
        ("struct H h = gh; struct H k = pass(h); struct H m; m = k; m.g--;",
         vec!["h.f", "h.g", "k.k", "k.f", "k.g", "m.f", "m.g", "gh.f"]),
        ("union U u; memset(&u, 0, sizeof u); u.h.k = 1; u.h.f = 5; u.h.g = 10; unsigned w1 = u.words[1]; \
          u.bytes[4] = 0xff; int f2 = u.h.f, g2 = u.h.g; u.words[1] = 0x1e5u; struct H h = u.h;",
         vec!["w1", "f2", "g2", "h.f", "h.g", "u.bytes[4]", "u.bytes[5]"]),
    ]
}

#[test]
fn bit_fields_match_gcc() {
    expressions_match_gcc("bit_fields", PRELUDE, cases());
}

fn check_source(name: &str, src: &str) -> Run {
    crate::common::check_source("bit_fields_checks", name, src, &[])
}

#[test]
fn nondet_value_is_truncated_to_the_width() {
    let src = |cond: &str| {
        format!(
            "#include <assert.h>\nextern unsigned __VERIFIER_nondet_uint(void);\nextern int __VERIFIER_nondet_int(void);\n\
             struct S {{ unsigned x:3; int y:4; }};\nint main(void) {{\n  struct S s;\n  unsigned n = __VERIFIER_nondet_uint();\n  \
             int m = __VERIFIER_nondet_int();\n  s.x = n; s.y = m;\n  assert({cond});\n  return 0;\n}}\n"
        )
    };
    let run = check_source(
        "trunc_ok.c",
        &src("s.x == (n & 7) && s.x <= 7 && s.y >= -8 && s.y <= 7 && (s.y & 15) == (m & 15)"),
    );
    assert_eq!(run.verdicts(), vec!["VERIFICATION SUCCESSFUL"], "{}", run.describe());
    let run = check_source("trunc_bad.c", &src("s.x < 7"));
    assert_eq!(run.verdicts(), vec!["VERIFICATION FAILED"], "{}", run.describe());
    let run = check_source("trunc_bad2.c", &src("s.y >= -7"));
    assert_eq!(run.verdicts(), vec!["VERIFICATION FAILED"], "{}", run.describe());
}

#[test]
fn bit_field_misuse_and_unmodelled_views_are_rejected() {
    // Invalid C (constraint violations) exits 2, what is not modelled 6; both with file:line.
    let cases: &[(&str, &str, &str)] = &[
        ("addr.c", "struct s { unsigned a:3; } v;\nint main(void) { unsigned *p = &v.a; return 0; }\n", "address of a bit-field"),
        ("sizeof.c", "struct s { unsigned a:3; } v;\nint main(void) { return sizeof v.a; }\n", "`sizeof` applied to a bit-field"),
        ("memset.c", "#include <string.h>\nstruct s { unsigned a:3; } v;\nint main(void) { memset(&v, 1, sizeof v); return v.a; }\n",
         "memset of a struct s with bit-fields"),
        ("wide.c", "struct s { int a:33; } v;\nint main(void) { return 0; }\n", "width of bit-field `a` exceeds its type"),
        ("zero.c", "struct s { unsigned a:0; } v;\nint main(void) { return 0; }\n", "zero width for bit-field `a`"),
        ("float.c", "struct s { float a:3; } v;\nint main(void) { return 0; }\n", "not an integer type"),
        ("bool.c", "struct s { _Bool a:2; } v;\nint main(void) { return 0; }\n", "exceeds its type"),
    ];
    for (name, src, msg) in cases {
        let run = check_source(name, src);
        let code = if *name == "memset.c" { 6 } else { 2 };
        assert_eq!(run.code, Some(code), "{name}: {}", run.describe());
        let line = if src.starts_with("#include") { 3 } else { 2 };
        let line =
            if matches!(*name, "wide.c" | "zero.c" | "float.c" | "bool.c") { 1 } else { line };
        let want = format!("{name}:{line}");
        assert!(
            run.stderr.contains(&want) && run.stderr.contains(msg),
            "{name}: want `{want}` and `{msg}`: {}",
            run.describe()
        );
    }
}
