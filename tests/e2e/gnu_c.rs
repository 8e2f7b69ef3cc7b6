//! gcc's extensions that its C torture tests use (issue 41), each checked as a rule against
//! gcc-compiled runs (`expressions_match_gcc`: ibmc proves gcc's values and refutes one off
//! by one), or against gcc's own rejection.

use crate::common::*;

fn check(name: &str, src: &str) -> Run {
    check_source("gnu_c", name, src, &[])
}

fn assert_rejected(name: &str, src: &str, code: i32, message: &str) {
    let run = check(name, src);
    assert_eq!(run.code, Some(code), "{name}: {}", run.describe());
    assert!(run.stderr.contains(message), "{name}: {}", run.describe());
}

/// gcc manual, "Locally Declared Labels": `__label__ a;` at the start of a block declares a
/// label whose scope is that block (and the blocks in it); two blocks may each declare and
/// define `a`, a statement expression too, and a `goto` in an inner block reaches the
/// innermost declaration's label.
#[test]
fn local_labels_are_scoped_to_their_block() {
    expressions_match_gcc(
        "gnu_local_labels",
        "int f(int x) {\n\
           int r = 0;\n\
           { __label__ a, b; if (x > 1) goto a; r += 1; a: r += 10; { if (x > 4) goto b; r += 7; } b: ; }\n\
           { __label__ a; if (x > 2) goto a; r += 100; a: r += 1000; }\n\
           r += ({ __label__ m; int y = 0; m: y++; if (y < x) goto m; y; });\n\
           if (x == 3) goto a;\n\
           r += 5;\n\
           a: return r;\n\
         }",
        vec![("", vec!["f(0)", "f(2)", "f(3)", "f(5)"])],
    );
    // Outside its block the local label is not there (gcc: "used but not defined").
    assert_rejected(
        "local_label_outside.c",
        "int main(void) { { __label__ a; a: ; } goto a; }\n",
        2,
        "label `a` used but not defined",
    );
    assert_rejected(
        "local_label_not_defined.c",
        "int main(void) { { __label__ a; goto a; } a: return 0; }\n",
        2,
        "label `a` used but not defined",
    );
    assert_rejected(
        "local_label_syntax.c",
        "int main(void) { { __label__ a b; a: ; } return 0; }\n",
        2,
        "expected one of: , ;",
    );
}

/// C89 3.5.2 (removed in C99, accepted by gcc's gnu modes with a warning): a declaration
/// or function definition without a type specifier declares an `int`, after storage
/// classes, qualifiers, function specifiers or attributes, at file and block scope, and
/// in K&R definitions.
#[test]
fn implicit_int_matches_gcc() {
    expressions_match_gcc(
        "gnu_implicit_int",
        "static x = 5;\n\
         const k = -7;\n\
         static inline p(int *q) { return *q + 1; }\n\
         __attribute__((noinline)) g(c) { return c * 2; }\n\
         static h(a, b) register b; { return a - b; }\n\
         counter() { static count = 0; return ++count; }",
        vec![(
            "register r = 3; volatile v = 40; counter();",
            vec!["p(&x)", "g(r)", "k", "h(10, 4)", "counter()", "v + r", "sizeof x", "(x - 6) < 0"],
        )],
    );
}

/// gcc's attributes between `struct`/`union` and the tag. `may_alias` changes nothing ibmc
/// assumes (it never uses type-based aliasing); `packed` and `aligned` change the layout,
/// which ibmc does not model: exit 6 with the line, as for the attribute after the braces.
#[test]
fn struct_attributes_before_the_tag() {
    expressions_match_gcc(
        "gnu_struct_attributes",
        "typedef struct __attribute__((__may_alias__)) { short x; } test;\n\
         struct __attribute__((may_alias)) S { int a; char c; } s = { 3, 4 };\n\
         union __attribute__((may_alias)) U { int i; unsigned char b[4]; };",
        vec![(
            "int a = 0x12345; test *t = (test *)&a; union U u; u.i = 0x01020304;",
            vec!["t->x", "s.a + s.c", "sizeof(struct S)", "u.b[0]", "sizeof(test)"],
        )],
    );
    assert_rejected(
        "packed_before_tag.c",
        "struct __attribute__((packed)) P { char c; int i; };\n\
         int main(void) {\n  struct P p = { 1, 2 };\n  return p.i != 2;\n}\n",
        6,
        "packed_before_tag.c:3: unsupported: struct P with a packed or aligned attribute",
    );
}

/// C23 6.7.10 (a gcc extension before): empty braces zero-initialize, as every member
/// without an initializer is (C11 6.7.9p21), in compound literals and initializers; for a
/// scalar, gcc 12 rejects them and so does ibmc.
#[test]
fn empty_braces_zero_initialize() {
    expressions_match_gcc(
        "gnu_empty_braces",
        "struct Y { int a; char b[3]; struct { long l; } z; } y = { 1, \"ab\", { 4 } };\n\
         struct Y g = {};",
        vec![(
            "int a[3] = {}; struct Y l = { 5 }; l = (struct Y){}; y = (struct Y){};",
            vec![
                "y.a + y.b[1] + y.z.l",
                "l.a + l.b[0] + l.z.l",
                "a[0] + a[2]",
                "g.z.l",
                "(struct Y){}.a",
            ],
        )],
    );
    assert_rejected(
        "empty_scalar.c",
        "int main(void) { int z = (int){} + 1; return z; }\n",
        2,
        "empty scalar initializer",
    );
}
