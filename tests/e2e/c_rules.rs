//! C semantics rules found by testing against code nobody here wrote (issue 41), each tested
//! as a rule (several programs, every place the rule applies), against gcc-compiled runs
//! (`expressions_match_gcc`) or, where gcc has no value, CBMC 6.6's verdict.

use crate::common::*;

/// C11 6.5.16p3, 6.5.16.2p3, 6.5.3.1p2, 6.5.2.4p2: the value of an assignment, a compound
/// assignment and a prefix `++`/`--` is the value stored (converted to the lvalue's type, a
/// bit-field's width included), and the lvalue is evaluated once. Each case stores into the
/// object its own lvalue's address goes through, so reading the lvalue again after the store
/// gives another object (or a null dereference).
#[test]
fn an_assignments_value_is_the_value_stored() {
    expressions_match_gcc(
        "rule_assign_value",
        "struct n { struct n *next; long v; };\n\
         struct bf { unsigned b : 3; int s : 4; };\n\
         int a[4];\n\
         int arg(int x) { return x * 10; }\n\
         int ret(void) { return a[a[0]] = 3; }",
        vec![
            (
                // Through a self-referential node: the store makes the lvalue's pointer null.
                "struct n n; n.v = 7; n.next = &n; struct n *q = n.next->next = 0;\
                 struct n m; m.v = 1; m.next = &m; long w = m.next->v += 5;",
                vec!["q == 0", "n.next == 0", "w", "m.v"],
            ),
            (
                // `++` on the pointer the lvalue goes through: pre gives the new pointer.
                "struct n ns[2]; ns[0].next = &ns[0]; ns[1].next = 0;\
                 struct n *r = ++ns[0].next->next; struct n *s = ns[1].next;",
                vec!["r - ns", "ns[0].next - ns", "s == 0"],
            ),
            (
                // An index the store changes: `a[a[0]]` with `a[0] == 0`.
                "a[0] = 0; int x = a[a[0]] = 2; a[0] = 0; int y = a[a[0]] += 3;\
                 a[0] = 0; int z = ++a[a[0]]; a[0] = 2; int u = --a[a[0]];\
                 a[0] = 1; int v = a[a[0]]--;",
                vec!["x", "y", "z", "u", "v", "a[0]", "a[1]", "a[2]"],
            ),
            (
                // Chained, converted to each lvalue's type; as an argument and a return value.
                "signed char c; int i; unsigned char uc; long l; a[0] = 0;\
                 i = c = 300; l = uc = -1; int g = arg(a[a[0]] = 2); a[0] = 0; int h = ret();",
                vec!["i", "c", "l", "g", "h", "a[0]", "a[3]"],
            ),
            (
                // Bit-fields: the value stored is truncated to the field's width.
                "struct bf f = {0, 0}; int x = f.b = 13; int y = f.s = 9; int z = f.s += 8;\
                 int p = ++f.b; f.b = 7; int q = ++f.b; int r = f.s--;",
                vec!["x", "y", "z", "p", "q", "r", "f.b", "f.s"],
            ),
        ],
    );
}

/// C11 6.5.6p9: the difference of two pointers into one array is the difference of the
/// elements' subscripts, whatever the pointer was read from; a member `struct n *next`
/// declared inside `struct n` once counted bytes (its pointee was the incomplete type).
#[test]
fn a_pointer_difference_counts_elements_of_the_completed_struct() {
    expressions_match_gcc(
        "rule_ptr_diff",
        "struct n { struct n *next; long v; struct n *prev; };\n\
         struct list { struct list *items; int k; } ls[5];",
        vec![
            (
                "struct n ns[4]; ns[0].next = &ns[3]; ns[3].prev = &ns[1]; struct n *p = ns;",
                vec![
                    "ns[0].next - ns",
                    "ns[3].prev - ns[0].next",
                    "p - ns[0].next",
                    "ns[0].next - &ns[1]",
                ],
            ),
            (
                "ls[1].items = &ls[4]; ls[4].items = ls + 2;",
                vec![
                    "ls[1].items - ls",
                    "ls[1].items->items - ls[1].items",
                    "(ls[4].items - ls) * 10 + ls[4].items->k",
                ],
            ),
        ],
    );
}

/// A program's file name and `main` body, ibmc's options, the expected verdict and failed
/// properties.
type VerdictCase<'a> = (&'a str, &'a str, &'a [&'a str], &'a str, &'a [&'a str]);

/// Each case's program (`prelude`, its body, `ending`) gives its verdict and fails exactly
/// its listed properties.
fn assert_cases(prelude: &str, ending: &str, cases: &[VerdictCase]) {
    for &(name, body, opts, verdict, failed) in cases {
        let (v, f) = failures(name, &format!("{prelude}{body}{ending}"), opts);
        let f: Vec<&str> = f.iter().map(String::as_str).collect();
        assert_eq!((v.as_str(), f), (verdict, failed.to_vec()), "{name}");
    }
}

/// The verdict and the failed properties of `src` with the options `extra`.
fn failures(name: &str, src: &str, extra: &[&str]) -> (String, Vec<String>) {
    let dir = scratch("c_rules");
    let path = dir.join(name);
    std::fs::write(&path, src).unwrap();
    let mut args = strings(&[path.to_str().unwrap(), "--timeout", "60"]);
    args.extend(strings(extra));
    let run = ibmc(&args);
    let verdict = run.verdicts().join(" ");
    let failed = run
        .stdout
        .lines()
        .filter(|l| l.starts_with('[') && l.contains(": FAILURE"))
        .filter_map(|l| l.split(']').next().map(|s| s[1..].to_string()))
        .collect();
    (verdict, failed)
}

/// C11 6.5.3.2p3: `&a[i]` is `a + i`, it reads and writes nothing; `--bounds-check` is about
/// accesses, as CBMC 6.6's (whose verdicts on these programs are the expected ones: it checks
/// no index under `&`). What the place's evaluation reads (`&g.buf[b[k]]` reads `b[k]`) and an
/// access through the pointer (`--pointer-check`) are checked.
#[test]
fn taking_an_address_is_not_an_access() {
    let prelude = "#include <assert.h>\nint m[3][4]; int b[2] = {1, 2};\n\
        struct s { int buf[4]; int n; } g, *ps = &g;\nint nondet_int(void);\n\
        int main(void) {\nint i = nondet_int(), j = nondet_int(), k = nondet_int();\n";
    let cases: [(&str, &str, &str, &[&str]); 5] = [
        (
            "guarded.c",
            "int *p = &g.buf[i]; if (i >= 0 && i < 4) { *p = 1; assert(g.buf[i] == 1); }\n\
             int *q = &m[i][j], *r = &ps->buf[j]; int (*row)[4] = &m[i];\n\
             if (i >= 0 && i < 3 && j >= 0 && j < 4) { *q = 2; *r = 3; (*row)[0] += *q; }",
            "VERIFICATION SUCCESSFUL",
            &[],
        ),
        (
            "one_past.c",
            "int *e = &g.buf[4], *f = &m[3][0]; for (int *p = g.buf; p != e; p++) *p = 5;\n\
             assert(f - &m[0][0] == 12 && g.buf[3] == 5);",
            "VERIFICATION SUCCESSFUL",
            &[],
        ),
        (
            "deref.c",
            "int *p = &g.buf[i]; *p = 1;",
            "VERIFICATION FAILED",
            &["main.pointer_dereference.2"],
        ),
        (
            "access.c",
            "int *p = &g.buf[0]; if (i >= 0 && i < 5) g.buf[i]++;",
            "VERIFICATION FAILED",
            &["main.array_bounds.2"],
        ),
        (
            "inner_read.c",
            "int *p = &g.buf[b[k]];",
            "VERIFICATION FAILED",
            &["main.array_bounds.1", "main.array_bounds.2"],
        ),
    ];
    for (name, body, verdict, failed) in cases {
        let src = format!("{prelude}{body}\nreturn 0;\n}}\n");
        let (v, f) = failures(name, &src, &["--bounds-check", "--pointer-check"]);
        assert_eq!(
            (v.as_str(), f.iter().map(String::as_str).collect::<Vec<_>>()),
            (verdict, failed.to_vec()),
            "{name}"
        );
    }
}

/// gcc: `__builtin_clz`/`ctz` (and their `l`/`ll` forms) of 0 are undefined. CBMC 6.6 checks
/// them under `--bounds-check` (`bit_count`: "count leading zeros is undefined for value
/// zero"); its verdicts on these programs are the expected ones. Guarded uses, in either arm
/// of `?:`, behind `&&` or an `if`, are no failures; without the option there is no check.
#[test]
fn bit_counts_of_zero_are_checked_with_bounds_check() {
    let prelude = "#include <assert.h>\nunsigned nondet_uint(void);\n\
        unsigned long nondet_ulong(void);\nint main(void) {\n\
        unsigned x = nondet_uint(); unsigned long y = nondet_ulong();\n";
    let guarded = "int a = x ? __builtin_ctz(x) : 32; int b = (y != 0 && __builtin_clzl(y) < 3);\n\
        int c = 0; if (y >> 40) c = __builtin_clzll(y); int d = __builtin_ctz(x | 0x100u);\n\
        assert(a <= 32 && c < 24 && d <= 8); return b;";
    let cases: [VerdictCase; 5] = [
        ("guarded.c", guarded, &["--bounds-check"], "VERIFICATION SUCCESSFUL", &[]),
        (
            "clz.c",
            "int a = __builtin_clz(x); return a;",
            &["--bounds-check"],
            "VERIFICATION FAILED",
            &["main.bit_count.1"],
        ),
        (
            "ctzll.c",
            "if (x > 3) return __builtin_ctzll(y & x);",
            &["--bounds-check"],
            "VERIFICATION FAILED",
            &["main.bit_count.1"],
        ),
        (
            "unchecked.c",
            "return __builtin_clz(x) + __builtin_ctzl(y);",
            &[],
            "VERIFICATION SUCCESSFUL",
            &[],
        ),
        // ffs and popcount are defined at 0.
        (
            "defined.c",
            "return __builtin_ffs(x) + __builtin_popcountl(y) + __builtin_ffsl(y);",
            &["--bounds-check"],
            "VERIFICATION SUCCESSFUL",
            &[],
        ),
    ];
    assert_cases(prelude, "\nreturn 0;\n}\n", &cases);
}

/// C11 6.5.2.4p2, 6.5.3.1p2-3: `++E` is `E += 1`, computed in `E`'s promoted type; on a
/// `signed char` or `short` that is `int`, where 127 + 1 does not overflow. The conversion
/// back is implementation-defined (C11 6.3.1.3p3), and gcc reduces modulo 2^N. So ibmc has
/// no signed overflow there (CBMC 6.6 reports "arithmetic overflow on signed +" on `c++`
/// with `c == 127`: a documented difference) and `--conversion-check` flags the narrowing,
/// as it flags `c += 1` and `c = c + 1`. The values are gcc's.
#[test]
fn increments_of_narrow_signed_types_wrap_on_conversion() {
    expressions_match_gcc(
        "rule_narrow_incdec",
        "",
        vec![(
            "signed char c = 127; c++; signed char e = -128; int x = --e;\
             short s = -32768; s--; short t = 32767; int y = ++t; signed char d = 100; d += 100;\
             struct { int f : 3; } b = {3}; b.f++;",
            vec!["c", "x", "e", "s", "y", "t", "d", "b.f"],
        )],
    );
    let prelude = "signed char nondet_schar(void);\nint main(void) {\n";
    let cases: [VerdictCase; 4] = [
        (
            "inc_overflow.c",
            "signed char c = 127; c++; short s = -32768; --s; return c + s;",
            &["--signed-overflow-check"],
            "VERIFICATION SUCCESSFUL",
            &[],
        ),
        (
            "inc_conversion.c",
            "signed char c = nondet_schar(); c++; return c;",
            &["--conversion-check"],
            "VERIFICATION FAILED",
            &["main.overflow.1"],
        ),
        (
            "inc_in_range.c",
            "signed char c = nondet_schar(); if (c < 127) c++; if (c > -128) --c; return c;",
            &["--conversion-check", "--signed-overflow-check"],
            "VERIFICATION SUCCESSFUL",
            &[],
        ),
        (
            // In `int` itself the increment is signed arithmetic that can overflow.
            "int_overflow.c",
            "int i = nondet_schar() + 2147483520; i++; return i;",
            &["--signed-overflow-check"],
            "VERIFICATION FAILED",
            &["main.overflow.2"],
        ),
    ];
    assert_cases(prelude, "\n}\n", &cases);
}

/// CBMC turns a loop that changes nothing into an assumption of its exit condition (an
/// execution that stays in it forever reaches nothing); `--no-self-loops-to-assumptions`
/// keeps the loop. The expected verdicts are CBMC 6.6's on the same programs.
#[test]
fn self_loops_are_assumptions() {
    let prelude = "#include <assert.h>\nint nondet_int(void);\n\
        void __VERIFIER_assume(int c) { if (!c) { L: goto L; } }\n\
        int main(void) {\nint x = nondet_int(), c = nondet_int();\n";
    let keep: &[&str] =
        &["--no-self-loops-to-assumptions", "--unwind", "3", "--unwinding-assertions"];
    let cases: [VerdictCase; 7] = [
        (
            "goto_ok.c",
            "__VERIFIER_assume(x > 0 && x < 10); assert(x < 10);",
            &[],
            "VERIFICATION SUCCESSFUL",
            &[],
        ),
        (
            "goto_bad.c",
            "__VERIFIER_assume(x > 0 && x < 10); assert(x < 5);",
            &[],
            "VERIFICATION FAILED",
            &["main.assertion.1"],
        ),
        ("while_ok.c", "while (!c); assert(c != 0);", &[], "VERIFICATION SUCCESSFUL", &[]),
        (
            "while_bad.c",
            "while (c == 1); assert(c == 0);",
            &[],
            "VERIFICATION FAILED",
            &["main.assertion.1"],
        ),
        ("for_ok.c", "if (x > 5) for (;;); assert(x <= 5);", &[], "VERIFICATION SUCCESSFUL", &[]),
        (
            "do_ok.c",
            "do {} while (x > 3); while (1) {} assert(0);",
            &[],
            "VERIFICATION SUCCESSFUL",
            &[],
        ),
        // Kept as a loop: its unwinding assertion fails, as CBMC's does.
        (
            "kept.c",
            "__VERIFIER_assume(x > 0 && x < 10); assert(x < 10);",
            keep,
            "VERIFICATION FAILED",
            &["__VERIFIER_assume.unwind.0"],
        ),
    ];
    assert_cases(prelude, "\nreturn 0;\n}\n", &cases);
}

/// An initialized union is zero beyond the member its initializer sets (gcc; C23 6.7.10p11:
/// its padding is zero bits): `union U t = {};` then `t.j[2] == 0` (found by gcc's torture
/// test pr19687 through scripts/difftest).
#[test]
fn an_initialized_union_is_zero_beyond_its_first_member() {
    expressions_match_gcc(
        "union_init",
        "union U { char c; int i; long j[3]; };",
        vec![(
            "union U t = {}; union U u = {5}; union U w = { .c = 7 };",
            vec!["t.j[2]", "u.j[1]", "u.i", "w.j[2]", "w.i"],
        )],
    );
}

/// The count of characters an output function returns is not modelled: where a program uses
/// it, ibmc says so (once per function, with the call's line); where it does not, nothing.
#[test]
fn an_output_functions_result_is_a_reported_over_approximation() {
    let dir = scratch("output_results");
    let used = dir.join("used.c");
    std::fs::write(
        &used,
        "#include <stdio.h>\nint main(void) {\n  printf(\"x\\n\");\n  int n = printf(\"abc\");\n  return n == 3 ? 0 : 1;\n}\n",
    )
    .unwrap();
    let run = ibmc(&[used.to_string_lossy().to_string()]);
    assert!(
        run.stderr.contains("used.c:4: function `printf`: its result is not modelled"),
        "{}",
        run.describe()
    );
    assert_eq!(run.stderr.matches("its result is not modelled").count(), 1, "{}", run.describe());
    let unused = dir.join("unused.c");
    std::fs::write(&unused, "#include <stdio.h>\nint main(void) {\n  printf(\"x\\n\");\n  (void)puts(\"y\");\n  return 0;\n}\n").unwrap();
    let run = ibmc(&[unused.to_string_lossy().to_string()]);
    assert!(!run.stderr.contains("not modelled"), "{}", run.describe());
}

/// gcc's "Extended Asm": a statement whose template is empty executes no instruction. Inputs
/// are evaluated once (all before any output is stored: a tied swap swaps), an output tied to
/// an input (by number or `[name]`) holds that input's value converted to its type, `+`
/// outputs and memory outputs keep theirs, clobbers change nothing. gcc's own tests use such
/// statements as optimization barriers. `asm("")` without `volatile` is read by the parser
/// as a call and is the same statement.
#[test]
fn an_empty_asm_statement_moves_only_its_tied_operands() {
    expressions_match_gcc(
        "rule_empty_asm",
        "int calls; int g[4];\n\
         int *bar(void) { calls++; return &g[1]; }",
        vec![(
            "int a = 1, b = 2, x = 5, y; long p; signed char c;\
                 asm volatile (\"\" : : : \"memory\");\
                 asm (\"\" : \"=r\" (a), \"=r\" (b) : \"1\" (a), \"0\" (b));\
                 asm (\"\" : \"=r\" (y) : \"0\" (x + 3));\
                 asm volatile (\"\" : \"+r\" (x));\
                 asm volatile (\"\" : \"=m\" (g[2]));\
                 asm (\"\" : \"+r\" (*bar()));\
                 asm volatile (\"\" : : \"g\" (&x), \"r\" (bar()) : \"memory\");\
                 asm (\"\" : [out] \"=r\" (p) : [in] \"[out]\" ((long)&g[0]));\
                 asm (\"\");\
                 __asm__ __volatile__ (\"\\n\\t\" : \"=r\" (c) : \"0\" (300));",
            vec!["a", "b", "y", "x", "g[2]", "calls", "p == (long)&g[0]", "c"],
        )],
    );
}

/// What an empty template does not say is rejected with its line: instructions (no
/// instruction set is modelled) and a register output nothing is tied to (its value is the
/// register's).
#[test]
fn asm_with_instructions_or_an_untied_output_is_rejected() {
    for (name, stmt) in [
        ("asm_insn.c", "asm volatile (\"nop\");"),
        ("asm_insn_call.c", "asm (\"incl %eax\");"),
        ("asm_untied.c", "asm (\"\" : \"=r\" (x));"),
    ] {
        let src = format!("int main(void) {{\n  int x = 1;\n  {stmt}\n  return x;\n}}\n");
        let run = check_source("rule_asm_rejected", name, &src, &[]);
        assert_eq!(run.code, Some(6), "{name}: {}", run.describe());
        assert!(run.stderr.contains(&format!("{name}:3")), "{name}: {}", run.describe());
    }
}

/// The overflow built-ins' own wrapping arithmetic and reinterpreting conversions are their
/// definition, not the program's operations: `--conversion-check` and
/// `--unsigned-overflow-check` do not flag them (nor do CBMC's), while a conversion in an
/// operand is still the program's and still flagged.
#[test]
fn overflow_builtins_raise_no_check_of_their_own() {
    let checks = ["--conversion-check", "--unsigned-overflow-check", "--signed-overflow-check"];
    let ok = "#include <assert.h>\n\
              int main(void) {\n\
              \x20 long long x = -5; unsigned u = 3; unsigned long long q; int r; unsigned w;\n\
              \x20 assert(__builtin_mul_overflow(x, u, &q));\n\
              \x20 assert(__builtin_add_overflow(-1, 0u, &w));\n\
              \x20 assert(__builtin_sub_overflow(0u, 1u, &w) && w == 4294967295u);\n\
              \x20 assert(!__builtin_add_overflow((unsigned char)200, (unsigned char)200, &r) && r == 400);\n\
              \x20 return 0;\n}\n";
    assert_source_verdict(
        "rule_overflow_checks",
        "builtin_ok.c",
        ok,
        &checks,
        "VERIFICATION SUCCESSFUL",
    );
    let operand = "int main(void) {\n  int big = 300; int r;\n  return __builtin_add_overflow((signed char)big, 1, &r);\n}\n";
    let run = check_source("rule_overflow_checks", "operand.c", operand, &checks);
    assert_eq!(run.code, Some(10), "{}", run.describe());
    assert!(
        run.stdout.contains("type conversion") && run.stdout.contains("operand.c:3"),
        "{}",
        run.describe()
    );
}

/// Layout of objects of 2^61 bytes and more (gcc's torture test 991014-1): sizes and offsets
/// are computed in bits, which 64 bits do not hold there; gcc's values.
#[test]
fn the_layout_of_huge_types_matches_gcc() {
    expressions_match_gcc(
        "huge_layout",
        "#include <stddef.h>\n#define BIG ((1L << 62) - 256)\n\
         union HU { int a; char buf[BIG]; };\n\
         struct HS { short buf[BIG]; int a; int b : 3; int c; };\n\
         union HB { unsigned x : 7; long buf[BIG / 8]; };",
        vec![(
            "",
            vec![
                "sizeof(union HU) == BIG",
                "(long)(sizeof(union HU) >> 32)",
                "(long)(sizeof(struct HS) >> 32)",
                "(long)(sizeof(struct HS) & 0xffff)",
                "(long)(offsetof(struct HS, c) & 0xffff)",
                "(long)(offsetof(struct HS, a) >> 32)",
                "(long)(sizeof(union HB) >> 32)",
            ],
        )],
    );
}

/// Source bytes that are not UTF-8 (a Latin-1 byte in a string literal, gcc's torture test
/// 20000227-1) are kept as they are, as gcc keeps them: one byte each in the literal.
#[test]
fn raw_source_bytes_in_string_literals_match_gcc() {
    let dir = scratch("raw_bytes");
    let program = |check: &str| {
        let mut src = b"#include <assert.h>\nstatic const unsigned char g[] = \"\\0".to_vec();
        src.extend([0xff, 0xe9, b'a', 0x80]);
        src.extend(format!("\";\nint main(void) {{ {check} return 0; }}\n").bytes());
        src
    };
    let holds = "assert(sizeof g == 6); assert(g[1] == 255 && g[2] == 0xe9 && g[3] == 'a' && g[4] == 0x80);";
    for (name, check, ok) in
        [("raw_ok.c", holds, true), ("raw_bad.c", "assert(g[1] == 0xef);", false)]
    {
        let path = dir.join(name);
        std::fs::write(&path, program(check)).unwrap();
        let exe = dir.join("a.out");
        assert!(std::process::Command::new("gcc")
            .arg("-w")
            .arg("-o")
            .arg(&exe)
            .arg(&path)
            .status()
            .unwrap()
            .success());
        let gcc_ok = std::process::Command::new(&exe).status().unwrap().success();
        assert_eq!(gcc_ok, ok, "{name}: gcc's run");
        let run = ibmc(&[path.to_string_lossy().to_string()]);
        let want = if ok { "VERIFICATION SUCCESSFUL" } else { "VERIFICATION FAILED" };
        assert_eq!(run.verdicts(), vec![want], "{name}: {}", run.describe());
    }
}

/// C11 6.5.6p9, 6.5.8p5: pointers are subtracted and ordered within one object (or one past
/// its end), where the results are gcc's (the elements' distance and order, a member's byte
/// offset); across objects both are undefined. CBMC 6.6's `--pointer-check` reports "same
/// object violation" there, and "pointer relation" for a pointer outside its object (its
/// verdicts on these programs, run with `--no-standard-checks --pointer-check`, are the
/// expected ones). Without the check, object numbers are not addresses: an order or a
/// distance of two objects is no value ibmc chooses, so a property that needs one is neither
/// proved nor reported (CBMC, whose model fixes an order, proves `cmp_chosen.c`).
#[test]
fn pointers_are_subtracted_and_ordered_within_one_object() {
    expressions_match_gcc(
        "rule_ptr_relation",
        "int a[6]; struct s { int x; char c; long y; } g; char buf[10];",
        vec![
            (
                "int *p = &a[4], *q = a + 1, *e = a + 6;",
                vec!["p - q", "q - p", "e - a", "p < q", "q <= q", "e > p", "a >= e", "p >= a + 4"],
            ),
            (
                "char *c = buf + 3; long *l = &g.y;",
                vec![
                    "(char *)l - (char *)&g.x",
                    "(char *)&g.c - (char *)&g",
                    "c - buf",
                    "(void *)c < (void *)(buf + 2)",
                ],
            ),
        ],
    );
    let prelude = "#include <assert.h>\nint a[4], b[4];\nint nondet_int(void);\n\
        int main(void) {\nint i = nondet_int();\n";
    let ending = "\nreturn 0;\n}\n";
    // (`failures` runs ibmc with `--no-standard-checks`.)
    let check = &["--pointer-check"][..];
    let none = &[][..];
    assert_cases(
        prelude,
        ending,
        &[
            (
                "sub_across.c",
                "long d = &b[1] - &a[0]; (void)d;",
                check,
                "VERIFICATION FAILED",
                &["main.pointer.1"],
            ),
            (
                "cmp_across.c",
                "int r = 0; if (&a[1] < &b[0]) r = 1; (void)r;",
                check,
                "VERIFICATION FAILED",
                &["main.pointer.1"],
            ),
            (
                "cmp_chosen.c",
                "int *p = i ? a : b; int *q = i ? b : a; if (p < q) assert(0);",
                check,
                "VERIFICATION FAILED",
                &["main.pointer.1"],
            ),
            (
                "cmp_within.c",
                "int *p = &a[i & 3]; assert(p >= a && p < a + 4 && p - a == (i & 3));",
                check,
                "VERIFICATION SUCCESSFUL",
                &[],
            ),
            (
                "cmp_chosen_unchecked.c",
                "int *p = i ? a : b; int *q = i ? b : a; if (p < q) assert(0);",
                none,
                "VERIFICATION INCONCLUSIVE",
                &[],
            ),
            (
                "dist_unchecked.c",
                "long d = &b[0] - &a[0]; assert(d != 1000);",
                none,
                "VERIFICATION INCONCLUSIVE",
                &[],
            ),
            (
                // A violation one execution shows whatever the order is (`c` neither 1 nor 2:
                // `p == &a[0]`) is reported, whichever model the solver finds first.
                "needs_no_order.c",
                "int c = i; int *p = c == 1 ? &b[0] : c == 2 ? &b[1] : &a[0];\n\
                 if (p <= &a[0]) assert(0);",
                none,
                "VERIFICATION FAILED",
                &["main.assertion.1"],
            ),
            (
                // What holds whatever the order is proved: a memmove's two directions.
                "either_order.c",
                "int *d = i ? &a[1] : &b[1]; a[0] = 7;\n\
                 if (d < a) { d[0] = a[0]; } else { d[0] = a[0]; } assert(d[0] == 7);",
                none,
                "VERIFICATION SUCCESSFUL",
                &[],
            ),
        ],
    );
    let src = format!("{prelude}int *p = a + 5; if (p > a) i = 1;{ending}");
    let run = check_source("c_rules", "cmp_past_end.c", &src, check);
    assert_eq!(run.verdicts(), vec!["VERIFICATION FAILED"], "{}", run.describe());
    let failed: Vec<&str> = run.stdout.lines().filter(|l| l.contains(": FAILURE")).collect();
    assert_eq!(failed.len(), 1, "{}", run.stdout);
    assert!(failed[0].contains(
        "pointer relation: pointer invalid, deallocated, dead or outside object bounds in p"
    ));
}

/// A coverage goal that a frame reaches only through a value ibmc does not model (here the
/// order of two objects) is not covered, and not "unreachable at any depth" either when no
/// execution goes on: it stays open. (With the order a stand-in and no such rule, both
/// outcomes of `p < &y` were claimed unreachable, though `p == &y` reaches the false one.)
#[test]
fn a_goal_reached_through_an_unmodelled_value_stays_open() {
    let src = "int x, y;\nint nondet_int(void);\nint main(void) {\n\
        int *p = nondet_int() ? &x : &y;\n  int r = 0;\n  if (p < &y) r = 1; else r = 2;\n\
        return r;\n}\n";
    let run = check_source("rule_cover_unmodelled", "order.c", src, &["--cover", "decision"]);
    assert!(!run.stdout.contains("unreachable at any depth"), "{}", run.describe());
    assert!(run.stdout.contains("not proved unreachable"), "{}", run.describe());
}

/// `--enum-range-check` (CBMC's `enum-range-check`, whose verdicts on these programs are the
/// expected ones, checked with CBMC 6.6): every expression of an enumerated type except the whole left side of an
/// assignment must have the value of one of its constants (C11 6.7.2.2 lets it hold any value
/// of the underlying type; the check is a coding rule, off by default). So a conversion to the
/// type is checked (`e = 10` is `e = (color)10`, an argument, `++`), the gap between constants
/// included, and a read of an object of the type is checked (an uninitialized one, a struct
/// member, a bodiless function's result); arithmetic on a value is on its underlying type,
/// and so is a read through a pointer to it (`*(unsigned *)&c`).
#[test]
fn enumerated_values_are_checked_against_their_constants() {
    let prelude = "typedef enum { RED, GREEN = 5, BLUE } color;\n\
        enum dir { NORTH, EAST, SOUTH, WEST };\ntypedef enum { LOW = -2, MID = 0, HIGH = 2 } level;\n\
        struct s { int k; enum dir d; };\nint nondet_int(void);\ncolor nondet_color(void);\n\
        int f(enum dir d) { return d == EAST; }\nint main(void) {\nint x = nondet_int();\n";
    let ending = "\nreturn 0;\n}\n";
    let on = &["--enum-range-check"][..];
    let cases: &[VerdictCase] = &[
        (
            "any.c",
            "color c = x; (void)(c == RED);",
            on,
            "VERIFICATION FAILED",
            &["main.enum-range-check.1"],
        ),
        (
            "constants.c",
            "__CPROVER_assume(x == 0 || x == 5 || x == 6); color c = x; (void)(c == BLUE);",
            on,
            "VERIFICATION SUCCESSFUL",
            &[],
        ),
        (
            "gap.c",
            "__CPROVER_assume(x >= 0 && x <= 6); color c = x; (void)c;",
            on,
            "VERIFICATION FAILED",
            &["main.enum-range-check.1"],
        ),
        (
            "constant_gap.c",
            "color c = 1; (void)x;",
            on,
            "VERIFICATION FAILED",
            &["main.enum-range-check.1"],
        ),
        (
            "negative.c",
            "__CPROVER_assume(x == -2 || x == 2); level l = (level)x; (void)(l == LOW);",
            on,
            "VERIFICATION SUCCESSFUL",
            &[],
        ),
        (
            "uninitialized.c",
            "color c; if (c == RED) x = 1;",
            on,
            "VERIFICATION FAILED",
            &["main.enum-range-check.1"],
        ),
        // CBMC checks a bodiless function's result where the call returns it.
        (
            "result_unread.c",
            "color c = nondet_color(); (void)x;",
            on,
            "VERIFICATION FAILED",
            &["main.enum-range-check.1"],
        ),
        (
            "result_read.c",
            "color c = nondet_color(); if (c == GREEN) x = 1;",
            on,
            "VERIFICATION FAILED",
            &["main.enum-range-check.1"],
        ),
        (
            "member.c",
            "struct s a; a.k = x; if (a.d == SOUTH) x = 1;",
            on,
            "VERIFICATION FAILED",
            &["main.enum-range-check.1"],
        ),
        // CBMC 6.6 checks only the pointer of `p->d` (`check_rec_member`).
        (
            "member_through_pointer.c",
            "struct s a; a.k = x; struct s *p = &a; if (p->d == SOUTH) x = 1;",
            on,
            "VERIFICATION SUCCESSFUL",
            &[],
        ),
        (
            "anonymous.c",
            "enum { IDLE = 1, BUSY } st = IDLE; if (st) st = BUSY; if (x) st = x;",
            on,
            "VERIFICATION FAILED",
            &["main.enum-range-check.2"],
        ),
        (
            "reinterpreted_read.c",
            "color c; unsigned u = *(unsigned *)&c; (void)u;",
            on,
            "VERIFICATION SUCCESSFUL",
            &[],
        ),
        (
            "reinterpreted_write.c",
            "unsigned u = 7; color *q = (color *)&u; if (*q == BLUE) x = 1;",
            on,
            "VERIFICATION FAILED",
            &["main.enum-range-check.1"],
        ),
        ("argument.c", "x = f(x);", on, "VERIFICATION FAILED", &["main.enum-range-check.1"]),
        ("argument_in_range.c", "x = f((enum dir)(x & 3));", on, "VERIFICATION SUCCESSFUL", &[]),
        (
            "arithmetic.c",
            "enum dir d = (enum dir)(x & 3); d = (d + 1) % 4; if (d == SOUTH) x = 1;",
            on,
            "VERIFICATION SUCCESSFUL",
            &[],
        ),
        (
            "increment.c",
            "color c = GREEN; c++; c++; (void)c;",
            on,
            "VERIFICATION FAILED",
            &["main.enum-range-check.4"],
        ),
        (
            "pragma.c",
            "\n#pragma CPROVER check push\n#pragma CPROVER check disable \"enum-range\"\n\
             color c = x; x = c == RED;\n#pragma CPROVER check pop\n",
            on,
            "VERIFICATION SUCCESSFUL",
            &[],
        ),
        (
            "off.c",
            "color c = x; color u; x = c == RED && u == BLUE;",
            &[],
            "VERIFICATION SUCCESSFUL",
            &[],
        ),
    ];
    assert_cases(prelude, ending, cases);
    // The description names the conversion as written and the member by name.
    let src = format!("{prelude}struct s a; color c = 1; x = a.d;{ending}");
    let run = check_source("c_rules", "enum_text.c", &src, &["--enum-range-check"]);
    for text in ["enum range check in (color)1", "enum range check in a.d"] {
        assert!(run.stdout.contains(text), "{text}: {}", run.stdout);
    }
}

/// gcc's `#pragma pack(N)` (push, pop, `pack()`) and `packed` attribute on a struct (as
/// `pack(1)`): no member's alignment, nor what a named
/// bit-field adds to the struct's, exceeds N; a bit-field of nonzero width goes at the next
/// free bit whatever storage units it crosses; `: 0` still aligns to its type (gcc 12's
/// `stor-layout.cc`). The pragma was ignored: a packed struct had gcc's default layout, so a
/// union reading its bytes through another member (csmith's `default-40192`) disagreed with
/// gcc. Values are gcc's (sizes, alignments, offsets, bytes written through bit-fields).
#[test]
fn pragma_pack_lays_out_structs_as_gcc() {
    let prelude = "#include <stddef.h>\n#include <string.h>\n\
        #pragma pack(push)\n#pragma pack(1)\n\
        struct p1 { unsigned char a; short b; int c; long d; };\n\
        struct b1 { char c; int x : 13; unsigned y : 30; long z : 40; int : 0; char e; };\n\
        #pragma pack(push, 2)\n\
        struct p2 { char a; long b; int c : 20; int d : 20; };\n\
        #pragma pack(pop)\n\
        struct p1b { char a; int b; };\n\
        #pragma pack(pop)\n\
        struct d { char a; int b; };\n\
        #pragma pack(4)\n\
        struct p4 { char a; long b; short c : 9; short e : 9; };\n\
        #pragma pack()\n\
        struct d2 { char a; long b; };\n\
        #pragma pack(1)\n\
        union u { struct { unsigned char f0; short f1; } s; signed f2 : 13; unsigned short h; \
        unsigned char b[3]; };\n\
        #pragma pack()\n";
    let setup = "union { struct b1 s; unsigned char b[sizeof(struct b1)]; } ub;\n\
        memset(&ub, 0, sizeof ub); ub.s.x = -1; ub.s.z = -1; unsigned char *bb = ub.b;\n\
        union { struct p4 s; unsigned char b[sizeof(struct p4)]; } uq;\n\
        memset(&uq, 0, sizeof uq); uq.s.e = -1; unsigned char *qb = uq.b;\n\
        union u un = {{252, 0x32}};";
    expressions_match_gcc(
        "rule_pragma_pack",
        prelude,
        vec![(
            setup,
            vec![
                "sizeof(struct p1)",
                "_Alignof(struct p1)",
                "offsetof(struct p1, d)",
                "sizeof(struct b1)",
                "_Alignof(struct b1)",
                "offsetof(struct b1, e)",
                "bb[0] | bb[1] << 8 | bb[2] << 16",
                "bb[5] | bb[6] << 8 | bb[7] << 16 | bb[8] << 24 | (long)bb[9] << 32",
                "sizeof(struct p2)",
                "_Alignof(struct p2)",
                "offsetof(struct p2, b)",
                "sizeof(struct p1b)",
                "offsetof(struct p1b, b)",
                "sizeof(struct d)",
                "sizeof(struct p4)",
                "_Alignof(struct p4)",
                "qb[12] | qb[13] << 8 | qb[14] << 16",
                "sizeof(struct d2)",
                "sizeof(union u)",
                "un.h",
                "un.f2",
                "un.b[2]",
            ],
        )],
    );
    // gcc's `packed` attribute on a struct (before the tag, after the braces, on a typedef's
    // struct) lays it out as `#pragma pack(1)`.
    expressions_match_gcc(
        "rule_packed_attribute",
        "#include <stddef.h>\n#include <string.h>\n\
         struct __attribute__((packed)) a1 { char c; int i; short s : 9; short t : 9; };\n\
         struct a2 { char c; long l; unsigned u : 20; unsigned v : 20; } __attribute__((packed));\n\
         typedef struct { char c; int i; } __attribute__((__packed__)) a3;\n\
         struct outer { char c; struct a2 in; int after; };\n",
        vec![(
            "union { struct a1 s; unsigned char b[sizeof(struct a1)]; } u;\n\
             memset(&u, 0, sizeof u); u.s.t = -1;\n\
             union { struct a2 s; unsigned char b[sizeof(struct a2)]; } w;\n\
             memset(&w, 0, sizeof w); w.s.v = -1;",
            vec![
                "sizeof(struct a1)",
                "_Alignof(struct a1)",
                "offsetof(struct a1, i)",
                "u.b[5] | u.b[6] << 8 | u.b[7] << 16",
                "sizeof(struct a2)",
                "offsetof(struct a2, l)",
                "w.b[11] | w.b[12] << 8 | w.b[13] << 16",
                "sizeof(a3)",
                "sizeof(struct outer)",
                "offsetof(struct outer, after)",
            ],
        )],
    );
    // A form whose layout ibmc would have to guess is rejected with its line.
    let run = check_source(
        "rule_pragma_pack",
        "named.c",
        "#pragma pack(push, r1, 2)\nstruct s { char a; int b; };\nint main(void) { return 0; }\n",
        &[],
    );
    assert_eq!(run.code, Some(6), "{}", run.describe());
    assert!(run.stderr.contains("named.c:1"), "{}", run.stderr);
}
