//! `--function f` where f takes pointers: CBMC's nondet object trees (each pointer points to a
//! fresh object `tmp`, `tmp$1`, ... or is NULL; `--min-null-tree-depth`,
//! `--max-nondet-tree-depth`). The verdicts pinned here are CBMC 6.6's on the same programs
//! and command lines (run by hand: `cbmc fp.c --function set`, ...).

use crate::common::*;
use serde_json::Value;

fn write(name: &str, src: &str) -> String {
    let path = scratch("entry_pointers").join(name);
    std::fs::write(&path, src).unwrap();
    path.to_str().unwrap().to_string()
}

/// (id, status) of every property of a `--json` run.
fn statuses(run: &Run) -> Vec<(String, String)> {
    let v: Value = run.json().unwrap_or_else(|| panic!("no json: {}", run.describe()));
    property_statuses(&v)
}

fn status(s: &[(String, String)], id: &str) -> String {
    s.iter().find(|(i, _)| i == id).map(|(_, st)| st.clone()).unwrap_or_else(|| format!("{id}?"))
}

const PROGRAM: &str = "struct node { int value; struct node *next; };\n\
int length(struct node *n)\n{\n  int k = 0;\n  while (n != 0)\n  {\n    k++;\n    n = n->next;\n  }\n  \
__CPROVER_assert(k <= 3, \"at most three nodes\");\n  __CPROVER_assert(k < 3, \"fewer than three\");\n  return k;\n}\n\
void set(int *p, int v)\n{\n  *p = v;\n  __CPROVER_assert(*p == v, \"stored\");\n}\n\
int limit(int **pp)\n{\n  __CPROVER_assert(**pp != 7, \"not seven\");\n  return 0;\n}\n";

/// Pointer parameters may be NULL (CBMC's default `--min-null-tree-depth 0`): the standard
/// pointer check fails on `*p`; where they point, the object is arbitrary, so `**pp != 7`
/// fails; with `--min-null-tree-depth 2` neither level is NULL and only the assertion fails.
#[test]
fn pointer_parameters_point_to_fresh_objects_or_are_null() {
    let file = write("fp.c", PROGRAM);
    let run = ibmc_with_defaults(&strings(&[&file, "--function", "set", "--json"]));
    assert_eq!(run.code, Some(10), "{}", run.describe());
    let s = statuses(&run);
    assert_eq!(status(&s, "set.pointer_dereference.1"), "FAILED", "{}", run.describe());
    assert_eq!(status(&s, "set.assertion.1"), "SUCCESS", "{}", run.describe());

    let run = ibmc_with_defaults(&strings(&[&file, "--function", "limit", "--json"]));
    let s = statuses(&run);
    assert_eq!(status(&s, "limit.assertion.1"), "FAILED", "{}", run.describe());
    assert_eq!(status(&s, "limit.pointer_dereference.1"), "FAILED", "{}", run.describe());
    assert_eq!(status(&s, "limit.pointer_dereference.3"), "FAILED", "{}", run.describe());

    let args = [&file, "--function", "limit", "--min-null-tree-depth", "2", "--json"];
    let run = ibmc_with_defaults(&strings(&args));
    assert_eq!(run.code, Some(10), "{}", run.describe());
    let s = statuses(&run);
    assert_eq!(status(&s, "limit.assertion.1"), "FAILED", "{}", run.describe());
    for (id, st) in s.iter().filter(|(i, _)| i.starts_with("limit.pointer_dereference")) {
        assert_eq!(st, "SUCCESS", "{id}: {}", run.describe());
    }
}

/// A list's `next` (a struct met again on the way down) is NULL from depth
/// `--max-nondet-tree-depth` on: with 3, a list has at most three nodes, and three it can have.
#[test]
fn recursive_structs_end_at_the_maximal_depth() {
    let file = write("list.c", PROGRAM);
    let run =
        ibmc(&strings(&[&file, "--function", "length", "--max-nondet-tree-depth", "3", "--json"]));
    assert_eq!(run.code, Some(10), "{}", run.describe());
    let s = statuses(&run);
    assert_eq!(status(&s, "length.assertion.1"), "SUCCESS", "{}", run.describe());
    assert_eq!(status(&s, "length.assertion.2"), "FAILED", "{}", run.describe());
    // One node fewer allowed: the list has at most two nodes.
    let run = ibmc(&strings(&[&file, "--function", "length", "--max-nondet-tree-depth", "2"]));
    assert_eq!(run.code, Some(0), "{}", run.describe());
}

/// `--cover --show-test-suite` prints each test as CBMC does: its inputs with the pointers as
/// CBMC names them (`a=&tmp!0@1`, `a=((signed int *)NULL)`), then ibmc's line with every goal
/// the test covers.
#[test]
fn test_suite_lines_name_the_objects_as_cbmc_does() {
    let file = write(
        "cover_ptr.c",
        "int check(int *a)\n{\n  if (a == 0)\n    return -1;\n  if (*a > 10)\n    return 1;\n  return 0;\n}\n",
    );
    let run =
        ibmc(&strings(&[&file, "--function", "check", "--cover", "branch", "--show-test-suite"]));
    assert_eq!(run.code, Some(0), "{}", run.describe());
    assert!(run.stdout.contains("** 5 of 5 covered (100.0%)"), "{}", run.describe());
    let suite: Vec<&str> = run.stdout.lines().skip_while(|l| *l != "Test suite:").skip(1).collect();
    // Each test's inputs: tmp (the object), then a (the parameter).
    let tests: Vec<(&str, &str)> =
        suite.iter().filter_map(|l| l.strip_prefix("tmp=")?.split_once(", a=")).collect();
    assert_eq!(tests.len(), 3, "{}", run.describe());
    assert!(tests.iter().any(|(_, a)| *a == "((signed int *)NULL)"), "{}", run.describe());
    let pointing: Vec<i64> =
        tests.iter().filter(|(_, a)| *a == "&tmp!0@1").map(|(t, _)| t.parse().unwrap()).collect();
    assert!(pointing.iter().any(|&t| t > 10), "{}", run.describe());
    assert!(pointing.iter().any(|&t| t <= 10), "{}", run.describe());
    assert!(suite.iter().any(|l| l.starts_with("  test 1, frame 0, covers check.coverage.")));
}

/// What ibmc cannot build is an error at the function's line (exit 6), never a silent
/// model: a pointer to a struct that is never completed, a pointer inside a union.
#[test]
fn objects_that_cannot_be_built_are_refused_with_the_line() {
    let file = write(
        "refused.c",
        "struct opaque;\nunion u { int *p; long l; };\n\
         int opaque(struct opaque *o) { return o != 0; }\nint in_union(union u x) { return x.l != 0; }\n",
    );
    let run = ibmc(&strings(&[&file, "--function", "opaque"]));
    assert_eq!(run.code, Some(6), "{}", run.describe());
    assert!(
        run.stderr.contains("refused.c:3: unsupported: entry function opaque takes `o`, a pointer to `struct opaque`, which is incomplete"),
        "{}",
        run.describe()
    );
    let run = ibmc(&strings(&[&file, "--function", "in_union"]));
    assert_eq!(run.code, Some(6), "{}", run.describe());
    assert!(
        run.stderr.contains("refused.c:4: unsupported: entry function in_union takes `x`, a union u holding a pointer"),
        "{}",
        run.describe()
    );
}
