//! IEEE rounding modes end to end (`fesetround`/`fegetround`): C programs that switch modes,
//! checked against gcc-compiled execution (volatile operands, so gcc computes at run time);
//! a mode chosen by an input, decided symbolically; an interval-arithmetic bracket proved, and
//! its broken variant refuted with a counterexample that replays under `--validate`; and the
//! clause counts of round-to-nearest circuits, which a constant mode must leave unchanged.
//! (Every rounding operation in every mode against gcc, bit for bit: `float_ops.rs`.)

use crate::common::*;
use serde_json::Value;

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use ibmc::encode::Encoder;
use ibmc::sat::{new_solver, SatConfig};
use ibmc::term::{TermId, TermStore};

/// Raw bits of floats as integers (unions are exact in ibmc), and volatile operands.
const PRELUDE: &str = "#include <fenv.h>\n#include <math.h>\n\
    static long long bits(double x) { union { double d; long long i; } u; u.d = x; return u.i; }\n\
    static long long fbits(float x) { union { float f; int i; } u; u.f = x; return u.i; }\n\
    volatile double one = 1.0, three = 3.0, tenth = 0.1, big = 1e308, tiny = 0x1p-1074, two = 2.0;\n\
    volatile float onef = 1.0f, threef = 3.0f, bigf = 3e38f, tinyf = 0x1p-149f, twof = 2.0f;\n\
    volatile long long huge = 0x7fffffffffffffffLL; volatile int odd = 16777217;\n";

fn mode_case(mode: &str) -> String {
    format!("fesetround({mode}); double x; float y;")
}

const EXPRS: &[&str] = &[
    "fegetround()",
    "bits(one / three)",
    "bits(-one / three)",
    "fbits(onef / threef)",
    "fbits(-onef / threef)",
    "bits(tenth + tenth * two)",
    "bits(tenth - one)",
    "bits(one - one)",
    "bits(-one + one)",
    "fbits(onef - onef)",
    "bits(big * 10.0)",
    "bits(-big * 10.0)",
    "fbits(bigf * twof)",
    "fbits(-bigf * twof)",
    "bits(big + big)",
    "bits(tiny / two)",
    "bits(-tiny / two)",
    "fbits(tinyf * 0.75f)",
    "bits(sqrt(two))",
    "fbits(sqrtf(threef))",
    "fbits((float)(one / three))",
    "fbits((float)(-tenth))",
    "fbits((float)odd)",
    "fbits((float)-odd)",
    "bits((double)huge)",
    "fbits((float)huge)",
    "(long long)(one / three * 3e18)",
    "(int)(-tenth * 25.0)",
    "(x = one, x += tenth, bits(x))",
    "(y = onef, y /= threef, y++, fbits(y))",
    "bits(1.0 / 3.0)",
    "fesetround(0x123)",
    "fegetround()",
];

/// Each expression in each mode, as gcc computes it (`-frounding-math`, volatile operands).
#[test]
fn rounding_modes_end_to_end_match_gcc() {
    let stmts: Vec<String> = ["FE_TONEAREST", "FE_DOWNWARD", "FE_UPWARD", "FE_TOWARDZERO"]
        .iter()
        .map(|m| mode_case(m))
        .collect();
    let cases = stmts.iter().map(|s| (s.as_str(), EXPRS.to_vec())).collect();
    expressions_match_gcc("float-rounding", PRELUDE, cases);
}

/// Mixed `float`/`double` operands convert to `double` whichever side the `float` is on.
#[test]
fn mixed_float_double_operands_convert_to_double() {
    let stmts = "volatile float f = 0x1.555556p-2f; volatile double d = 0x1.5555555555555p-2;";
    let exprs = vec![
        "f > d",
        "d < f",
        "f == d",
        "bits(f - d)",
        "bits(d - f)",
        "bits(f * d)",
        "bits(1 ? f : d)",
        "fbits(f += d)",
    ];
    expressions_match_gcc("float-mixed", PRELUDE, vec![(stmts, exprs)]);
}

fn write(name: &str, src: &str) -> String {
    let p = scratch("float-rounding").join(name);
    std::fs::write(&p, src).unwrap();
    p.display().to_string()
}

/// The mode is an input (any `int`; `fesetround` rejects all but four): the assertions that
/// hold in every mode are proved, the one that fails when rounding down or toward zero is
/// refuted, and its trace replays on the gcc-compiled program.
#[test]
fn a_symbolic_mode_is_decided() {
    let f = root().join("tests/float/rounding_symbolic.c").display().to_string();
    let r = ibmc(&strings(&[&f, "--validate", "--json", "--timeout", "120"]));
    let v = r.json().unwrap_or_else(|| panic!("{}", r.describe()));
    let st = property_statuses(&v);
    for (i, (id, s)) in st.iter().enumerate() {
        let want = if i + 1 == st.len() { "FAILED" } else { "SUCCESS" };
        assert_eq!(s, want, "{id}: {v}");
    }
    assert_eq!(st.len(), 6, "{v}");
    let failed = &v["properties"][5];
    assert_eq!(failed["validated"].as_bool(), Some(true), "{v}");
    let steps = failed["trace"]["frames"][0]["steps"].as_array().unwrap();
    let mode = steps.iter().find(|s| s["kind"] == "input").and_then(|s| s["value"].as_str());
    assert!(matches!(mode, Some("1024" | "3072")), "mode input {mode:?}: {v}");
}

/// Interval arithmetic: rounding down and up brackets the nearest result (proved); with the
/// directed modes swapped it is refuted, and the counterexample replays under gcc.
#[test]
fn interval_bracket_is_proved_and_its_broken_variant_replays() {
    let f = root().join("tests/float/interval_div.c").display().to_string();
    let r = ibmc(&strings(&[&f, "--json", "--timeout", "120"]));
    let v = r.json().unwrap_or_else(|| panic!("{}", r.describe()));
    assert_eq!(v["result"], "SUCCESS", "{v}");
    let r = ibmc(&strings(&[&f, "-DBROKEN", "--validate", "--json", "--timeout", "120"]));
    let v = r.json().unwrap_or_else(|| panic!("{}", r.describe()));
    assert_eq!(v["result"], "FAILED", "{v}");
    assert_eq!(v["properties"][0]["validated"].as_bool(), Some(true), "{v}");
}

/// File-scope and `static` initializers are translation-time constants (to nearest, C11
/// F.8.2); a literal-only operation in a function body runs in the current mode unless it is
/// exact (gcc `-frounding-math` folds exactly those, and an exact zero sum to +0);
/// conversions to integers truncate. The program's assertions hold under gcc and ibmc.
#[test]
fn translation_time_constants_round_to_nearest() {
    let src = "#include <fenv.h>\n#include <math.h>\n#include <assert.h>\n\
        double g = 1.0 / 3.0;\nconst float gf = 1.0f / 3.0f;\n\
        int main(void) {\n\
        fesetround(FE_UPWARD);\n\
        static double s = 1.0 / 3.0;\n\
        double h = 1.0 / 3.0;\n\
        float hf = 16777217;\n\
        int t = (int)(-7.0 / 2.0);\n\
        assert(g == 0x1.5555555555555p-2 && gf == 0x1.555556p-2f && s == 0x1.5555555555555p-2);\n\
        assert(h == 0x1.5555555555556p-2 && hf == 16777218.0f && t == -3);\n\
        fesetround(FE_DOWNWARD);\n\
        double z = 1.0 - 1.0;\n\
        volatile double one = 1.0;\n\
        double vz = one - one;\n\
        assert(!signbit(z) && signbit(vz));\n\
        assert(3.4028235e38f * 2.0f == 3.4028235e38f);\n\
        fesetround(FE_TOWARDZERO);\n\
        assert(-1.0 / 3.0 == -0x1.5555555555555p-2);\n\
        assert(fesetround(5) != 0 && fegetround() == FE_TOWARDZERO);\n\
        return 0;\n}\n";
    let f = write("translation_time.c", src);
    let exe = scratch("float-rounding").join("translation_time");
    let cc = std::process::Command::new("gcc")
        .args(["-O0", "-frounding-math", &f, "-o", exe.to_str().unwrap(), "-lm"])
        .output()
        .unwrap();
    assert!(cc.status.success(), "{}", String::from_utf8_lossy(&cc.stderr));
    let run = std::process::Command::new(&exe).output().unwrap();
    assert!(
        run.status.success(),
        "gcc's run violates an assertion: {}",
        String::from_utf8_lossy(&run.stderr)
    );
    let r = ibmc(&strings(&[&f, "--timeout", "60"]));
    assert_eq!(r.verdicts(), vec!["VERIFICATION SUCCESSFUL"], "{}", r.describe());
}

type Build = fn(&mut TermStore, TermId, TermId, TermId) -> TermId;

/// Clauses of one operation over fresh operands (the second constant 3.0 if `konst`), with
/// the mode operand given.
fn clauses(width: u32, build: Build, konst: bool, symbolic_mode: bool) -> u64 {
    let mut s = TermStore::new();
    let a = s.fresh_var(width);
    let b = if konst {
        s.constant(width, if width == 32 { 3f32.to_bits() as u64 } else { 3f64.to_bits() })
    } else {
        s.fresh_var(width)
    };
    let rm = if symbolic_mode { s.fresh_var(2) } else { s.rne() };
    let mut enc = Encoder::new(new_solver(&SatConfig::default(), Arc::new(AtomicBool::new(false))));
    let base = enc.num_clauses();
    let t = build(&mut s, a, b, rm);
    enc.bits(&s, t);
    enc.num_clauses() - base
}

/// A constant round-to-nearest mode gives exactly the circuits of before the modes (the
/// numbers measured at the commit before them, plus what x86-64 NaN results added); a
/// symbolic mode costs a little more.
#[test]
fn constant_nearest_mode_keeps_clause_counts() {
    let ops: Vec<(&str, Build)> = vec![
        ("add", |s, a, b, rm| s.fadd_rm(a, b, rm)),
        ("sub", |s, a, b, rm| s.fsub_rm(a, b, rm)),
        ("mul", |s, a, b, rm| s.fmul_rm(a, b, rm)),
        ("div", |s, a, b, rm| s.fdiv_rm(a, b, rm)),
        ("sqrt", |s, a, _, rm| s.fsqrt_rm(a, rm)),
        ("from_int32", |s, a, _, rm| {
            let w = s.width(a);
            let i = s.extract(a, 0, 32);
            s.itof_rm(i, true, w, rm)
        }),
        ("from_int_w", |s, a, _, rm| {
            let w = s.width(a);
            s.itof_rm(a, true, w, rm)
        }),
        ("to_other_width", |s, a, _, rm| {
            let w = s.width(a);
            s.fcast_rm(a, if w == 32 { 64 } else { 32 }, rm)
        }),
    ];
    // (symbolic operands, second operand 3.0): the counts of before the rounding modes
    // existed, plus the x86-64 NaN results (the commit that made NaN results SSE's: the
    // first NaN operand's payload and sign are multiplexed into the result instead of one
    // constant NaN, about 4 clauses per fraction bit below the quiet bit, sign included, and
    // per NaN operand; before it: add 6083/5065, sub 6083/5066, mul 12890/2954,
    // div 14846/3429, sqrt 10466, to_other_width 1133 (32 bits); add 12198/10051,
    // sub 12198/10052, mul 53733/5850, div 59343/6673, sqrt 40579, to_other_width 4172 (64)).
    let before: &[(&str, u32, u64, u64)] = &[
        ("add", 32, 6267, 5157),
        ("sub", 32, 6274, 5158),
        ("mul", 32, 13074, 3046),
        ("div", 32, 15030, 3521),
        ("sqrt", 32, 10558, 10558),
        ("from_int32", 32, 1573, 1573),
        ("from_int_w", 32, 1573, 1573),
        ("to_other_width", 32, 1152, 1152),
        ("add", 64, 12614, 10259),
        ("sub", 64, 12621, 10260),
        ("mul", 64, 54149, 6058),
        ("div", 64, 59759, 6881),
        ("sqrt", 64, 40787, 40787),
        ("from_int32", 64, 1473, 1473),
        ("from_int_w", 64, 3338, 3338),
        ("to_other_width", 64, 4191, 4191),
    ];
    let mut changed = Vec::new();
    eprintln!("| op | width | RNE constant | RNE, operand 3.0 | symbolic mode | symbolic mode, operand 3.0 |");
    for &(name, w, sym, konst) in before {
        let build = ops.iter().find(|o| o.0 == name).unwrap().1;
        let now = (clauses(w, build, false, false), clauses(w, build, true, false));
        let symbolic = (clauses(w, build, false, true), clauses(w, build, true, true));
        eprintln!("| {name} | {w} | {} | {} | {} | {} |", now.0, now.1, symbolic.0, symbolic.1);
        if now != (sym, konst) {
            changed.push(format!("{name} {w}: {:?} -> {now:?}", (sym, konst)));
        }
    }
    assert!(changed.is_empty(), "clause counts changed with a constant nearest mode: {changed:?}");
}

/// The mode set from an input inside the main loop: k-induction proves the loop's assertions
/// (the step case havocs the mode to a valid one); a variant excluding one mode fails, and its
/// counterexample replays.
#[test]
fn a_mode_set_in_the_loop_is_proved_by_k_induction() {
    let f = root().join("tests/float/rounding_loop.c").display().to_string();
    let r = ibmc(&strings(&[&f, "--k-induction", "--json", "--timeout", "120"]));
    let v = r.json().unwrap_or_else(|| panic!("{}", r.describe()));
    assert_eq!(
        (v["result"].as_str(), v["proof"].as_str()),
        (Some("SUCCESS"), Some("k-induction")),
        "{v}"
    );
    let r = ibmc(&strings(&[
        &f,
        "-DBROKEN",
        "--k-induction",
        "--validate",
        "--json",
        "--timeout",
        "120",
    ]));
    let v = r.json().unwrap_or_else(|| panic!("{}", r.describe()));
    assert_eq!(v["result"], "FAILED", "{v}");
    assert_eq!(v["properties"][0]["status"], "SUCCESS", "{v}");
    let failed: Vec<&Value> =
        v["properties"].as_array().unwrap().iter().filter(|p| p["status"] == "FAILED").collect();
    assert_eq!(failed.len(), 1, "{v}");
    assert_eq!(failed[0]["validated"].as_bool(), Some(true), "{v}");
}
