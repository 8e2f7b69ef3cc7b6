//! Float programs end to end: the float checks (`--nan-check`, `--float-overflow-check`,
//! `--conversion-check` of float to integer), generated code's non-finite helpers through
//! their C definitions, unsupported float constructs (exit 6 with `file:line`), and the
//! controllers of `benchmarks/float/` (proofs, and a wind-up violation at depth 32 whose
//! counterexample replays).

use crate::common::*;
use serde_json::Value;

fn write(name: &str, src: &str) -> String {
    let p = scratch("float-programs").join(name);
    std::fs::write(&p, src).unwrap();
    p.display().to_string()
}

#[test]
fn float_checks_are_separate_properties() {
    let f = write(
        "checks.c",
        "extern double __VERIFIER_nondet_double(void);\n\
         extern void __VERIFIER_assume(int);\n\
         int main(void) {\n\
         double a = __VERIFIER_nondet_double();\n\
         double b = __VERIFIER_nondet_double();\n\
         __VERIFIER_assume(a >= 1.0 && a <= 2.0);\n\
         double q = a / b;\n\
         double h = a * 0.5;\n\
         int i = (int)(b * 1e10);\n\
         return q > h && i;\n\
         }\n",
    );
    let r = ibmc(&strings(&[
        &f,
        "--nan-check",
        "--float-overflow-check",
        "--conversion-check",
        "--json",
        "--timeout",
        "60",
    ]));
    let v = r.json().expect("json");
    let st = property_statuses(&v);
    let get = |id: &str| {
        st.iter()
            .find(|(i, _)| i == id)
            .map(|(_, s)| s.clone())
            .unwrap_or_else(|| panic!("{id} missing in {st:?}"))
    };
    // a / b: NaN for b NaN? No: NaN operands do not count; 0/0 impossible (a >= 1), but
    // inf/inf impossible too: a is finite. So NaN on / holds; a / 0 overflows.
    assert_eq!(get("main.NaN.1"), "SUCCESS", "{st:?}");
    assert_eq!(get("main.overflow.1"), "FAILED", "{st:?}");
    // a * 0.5 with a in [1, 2]: neither.
    assert_eq!(get("main.NaN.2"), "SUCCESS", "{st:?}");
    assert_eq!(get("main.overflow.2"), "SUCCESS", "{st:?}");
    // (int)(b * 1e10): out of range for large b.
    assert!(
        st.iter().any(|(i, s)| i.starts_with("main.overflow")
            && s == "FAILED"
            && i != "main.overflow.1"),
        "{st:?}"
    );
}

#[test]
fn traces_give_floats_exactly() {
    let f = write(
        "trace.c",
        "extern double __VERIFIER_nondet_double(void);\n\
         extern float __VERIFIER_nondet_float(void);\n\
         extern void reach_error(void);\n\
         int main(void) {\n\
         double d = __VERIFIER_nondet_double();\n\
         float f = __VERIFIER_nondet_float();\n\
         if (d == 0.1 && f == -0x1p-149f) reach_error();\n\
         return 0;\n\
         }\n",
    );
    let csv = scratch("float-programs").join("trace.csv");
    let r =
        ibmc(&strings(&[&f, "--json", "--timeout", "60", "--test-vector", csv.to_str().unwrap()]));
    let v = r.json().expect("json");
    let inputs = trace_inputs(&v);
    let vals: Vec<&str> = inputs.iter().map(|i| i.3.as_str()).collect();
    // Shortest decimals that read back exactly, and the exact bits beside them.
    assert_eq!(vals, ["0.1", "-1e-45"], "{inputs:?}");
    let bits: Vec<&str> = get(&v, "trace.frames")
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|f| f["steps"].as_array().unwrap())
        .filter(|s| s["kind"] == "input")
        .map(|s| s["bits"].as_str().unwrap())
        .collect();
    assert_eq!(bits, ["0x3fb999999999999a", "0x80000001"]);
    let text = std::fs::read_to_string(&csv).unwrap();
    assert_eq!(text.lines().next(), Some("frame,d,d:bits,f,f:bits"), "{text}");
    assert!(text.contains(",0.1,0x3fb999999999999a,-1e-45,0x80000001"), "{text}");
    let r = ibmc(&strings(&[&f, "--trace", "--timeout", "60"]));
    assert!(r.stdout.contains("d = 0.1 (0x1.999999999999ap-4) (double"), "{}", r.stdout);
    assert!(r.stdout.contains("f = -1e-45 (-0x1p-149) (float"), "{}", r.stdout);
}

#[test]
fn float_to_int_overflow_replays_under_ubsan() {
    let f = write(
        "cast.c",
        "extern float __VERIFIER_nondet_float(void);\n\
         int main(void) {\n\
         float x = __VERIFIER_nondet_float();\n\
         unsigned short s = (unsigned short)x;\n\
         return s;\n\
         }\n",
    );
    let r = ibmc(&strings(&[&f, "--conversion-check", "--validate", "--trace", "--timeout", "60"]));
    assert!(
        r.verdicts().iter().any(|v| v.starts_with("VERIFICATION FAILED")),
        "{}\n{}",
        r.stdout,
        r.stderr
    );
    assert!(
        r.stdout.contains("UBSan float-cast-overflow") && r.stdout.contains("confirmed"),
        "{}",
        r.stdout
    );
}

#[test]
fn conditions_on_nan_take_the_else_branch() {
    // `if (x < y) A else B` must not become `if (x >= y) B else A`: with a NaN both are false.
    let f = write(
        "nan_branch.c",
        "extern double __VERIFIER_nondet_double(void);\n\
         extern void reach_error(void);\n\
         int main(void) {\n\
         double x = __VERIFIER_nondet_double();\n\
         int r;\n\
         if (x < 1.0) r = 1; else r = 2;\n\
         if (x != x && r != 2) reach_error();\n\
         if (!(x <= 2.0)) { if (x != x) reach_error(); }\n\
         return 0;\n\
         }\n",
    );
    let r = ibmc(&strings(&[&f, "--json", "--timeout", "60", "--validate"]));
    let v = r.json().expect("json");
    let st = property_statuses(&v);
    assert_eq!(st[0].1, "SUCCESS", "{st:?}");
    // `!(x <= 2.0)` holds for a NaN.
    assert_eq!(st[1].1, "FAILED", "{st:?}");
}

#[test]
fn rt_nonfinite_helpers_through_their_definitions() {
    // The union-free definitions of ERT's rt_nonfinite.c (rtIsNaN by isnan, rtIsInf by
    // comparison); rtGetNaN/rtGetInf here come from math.h's NAN/INFINITY (the union-based
    // versions need the structs/unions work of issue 4).
    let f = write(
        "rt_nonfinite.c",
        "#include <math.h>\n\
         typedef double real_T;\n\
         typedef unsigned char boolean_T;\n\
         extern double __VERIFIER_nondet_double(void);\n\
         extern void reach_error(void);\n\
         real_T rtInf, rtMinusInf, rtNaN;\n\
         static real_T rtGetInf(void) { return (real_T)INFINITY; }\n\
         static real_T rtGetNaN(void) { return (real_T)NAN; }\n\
         void rt_InitInfAndNaN(void) { rtNaN = rtGetNaN(); rtInf = rtGetInf(); rtMinusInf = -rtInf; }\n\
         boolean_T rtIsInf(real_T value) { return (boolean_T)((value == rtInf || value == rtMinusInf) ? 1U : 0U); }\n\
         boolean_T rtIsNaN(real_T value) { return (boolean_T)(isnan(value) != 0); }\n\
         int main(void) {\n\
         rt_InitInfAndNaN();\n\
         real_T u = __VERIFIER_nondet_double();\n\
         real_T y = rtIsNaN(u) ? 0.0 : (rtIsInf(u) ? 1.0 : u * 0.5);\n\
         if (rtIsNaN(y) || rtIsInf(y)) reach_error();\n\
         if (!rtIsNaN(rtNaN) || !rtIsInf(rtMinusInf) || rtNaN == rtNaN) reach_error();\n\
         return 0;\n\
         }\n",
    );
    let r = ibmc(&strings(&[&f, "--timeout", "60"]));
    assert!(
        r.verdicts().iter().any(|v| v.starts_with("VERIFICATION SUCCESSFUL")),
        "{}\n{}",
        r.stdout,
        r.stderr
    );
}

#[test]
fn unsupported_float_constructs_name_their_line() {
    for (src, line) in [
        ("double sin(double);\nint main(void) {\ndouble x = 1.0;\nreturn sin(x) > 0.5;\n}\n", 4),
        ("#include <fenv.h>\nint main(void) {\nfenv_t e;\nfegetenv(&e);\nreturn 0;\n}\n", 4),
        ("int main(void) {\nlong double x = 1.0L;\nreturn x > 0;\n}\n", 2),
        ("#include <math.h>\nint main(void) {\ndouble x = 5.5;\nreturn remainder(x, 2.0) > 1.0;\n}\n", 4),
        ("#include <math.h>\nint main(void) {\ndouble x = 5.5;\nreturn fmodl(x, 2.0) > 1.0;\n}\n", 4),
        // `modf` and `erf` end in `f` without being float variants.
        ("#include <math.h>\nint main(void) {\ndouble x = 5.5, ip;\nreturn modf(x, &ip) > 1.0;\n}\n", 4),
        ("#include <math.h>\nint main(void) {\ndouble x = 5.5;\nreturn erf(x) > 1.0;\n}\n", 4),
        ("#include <math.h>\nint main(void) {\nfloat x = 5.5f;\nreturn erff(x) > 1.0f;\n}\n", 4),
    ] {
        let f = write("unsupported.c", src);
        let r = ibmc(&strings(&[&f, "--timeout", "30"]));
        assert_eq!(r.code, Some(6), "{src}\n{}\n{}", r.stdout, r.stderr);
        assert!(r.stderr.contains(&format!("unsupported.c:{line}")), "{src}\n{}", r.stderr);
    }
}

#[test]
fn controllers_are_proved() {
    for name in ["pi_antiwindup.c", "lowpass.c", "lookup1d.c"] {
        let f = root().join("benchmarks/float").join(name);
        let r =
            ibmc(&strings(&[f.to_str().unwrap(), "--k-induction", "--json", "--timeout", "120"]));
        let v = r.json().unwrap_or_else(|| panic!("{name}: {}\n{}", r.stdout, r.stderr));
        assert_eq!(v["result"], "SUCCESS", "{name}: {v}");
        assert_eq!(v["proof"], "k-induction", "{name}: {v}");
    }
}

#[test]
fn integrator_windup_fails_after_32_steps_and_replays() {
    let f = root().join("benchmarks/float/pi_windup.c");
    let r = ibmc(&strings(&[f.to_str().unwrap(), "--validate", "--trace", "--timeout", "170"]));
    assert!(
        r.verdicts().iter().any(|v| v.starts_with("VERIFICATION FAILED")),
        "{}\n{}",
        r.stdout,
        r.stderr
    );
    assert!(r.stdout.contains("(frame 32)"), "{}", r.stdout);
    assert!(
        r.stdout.contains("Replayed with the C compiler") && r.stdout.contains("after 32 inputs"),
        "{}",
        r.stdout
    );
}

/// The union-based `rtGetNaN`/`rtGetInf`/`rtGetNaNF` of generated code and `rtIsNaN`/`rtIsInf`
/// through their C definitions: proved, as gcc's execution of the assertions (the loop cut after
/// one pass) agrees; a broken assertion fails and its trace replays.
#[test]
fn rt_nonfinite_helpers_through_unions() {
    let f = root().join("tests/float/rt_nonfinite.c").display().to_string();
    let exe = scratch("float-programs").join("rt_nonfinite");
    let harness = "#include <stdlib.h>\n#include <stdio.h>\nstatic int pass;\ndouble __VERIFIER_nondet_double(void) { if (pass++) exit(0); return 1.5; }\nvoid __VERIFIER_assert(int c) { if (!c) { puts(\"violated\"); exit(1); } }\n";
    let hpath = scratch("float-programs").join("rt_harness.c");
    std::fs::write(&hpath, harness).unwrap();
    let cc = std::process::Command::new("gcc")
        .args([&f, hpath.to_str().unwrap(), "-o", exe.to_str().unwrap(), "-lm"])
        .output()
        .unwrap();
    assert!(cc.status.success(), "{}", String::from_utf8_lossy(&cc.stderr));
    let run = std::process::Command::new(&exe).output().unwrap();
    assert!(
        run.status.success(),
        "gcc's run violates an assertion: {}",
        String::from_utf8_lossy(&run.stdout)
    );
    let r = ibmc(&strings(&[&f, "--k-induction", "--json", "--timeout", "60"]));
    let v = r.json().expect("json");
    assert_eq!(
        (v["result"].as_str(), v["proof"].as_str()),
        (Some("SUCCESS"), Some("k-induction")),
        "{}",
        r.stdout
    );
    let r = ibmc(&strings(&[
        &f,
        "-DBROKEN",
        "--stop-on-fail",
        "--validate",
        "--json",
        "--timeout",
        "60",
    ]));
    let v = r.json().expect("json");
    assert_eq!(
        (v["result"].as_str(), v["depth"].as_u64()),
        (Some("FAILED"), Some(0)),
        "{}",
        r.stdout
    );
    assert_eq!(v["properties"][0]["validated"].as_bool(), Some(true), "{}", r.stdout);
}

/// `fmod` end to end (`tests/float/phase_wrap.c`): a phase wrapped into [0, 360) every step is
/// proved in range by k-induction (float, and the double variant wrapping into [0, 2*PI));
/// a wrong bound and a wrong claim that only a wrap can break are refuted at depth 4 with
/// traces that replay under gcc and libm's `fmodf`.
#[test]
fn fmod_phase_wrap_is_proved_and_wrong_bounds_replay() {
    let f = root().join("tests/float/phase_wrap.c").display().to_string();
    for extra in [None, Some("-DDOUBLE")] {
        let mut args =
            vec![f.as_str(), "--k-induction", "--nan-check", "--json", "--timeout", "170"];
        args.extend(extra);
        let r = ibmc(&strings(&args));
        let v = r.json().unwrap_or_else(|| panic!("{extra:?}: {}\n{}", r.stdout, r.stderr));
        assert_eq!(
            (v["result"].as_str(), v["proof"].as_str()),
            (Some("SUCCESS"), Some("k-induction")),
            "{extra:?}: {}",
            r.stdout
        );
        let st = property_statuses(&v);
        assert!(
            st.iter().any(|(id, s)| id == "step.NaN.2" && s == "SUCCESS"),
            "{extra:?}: the fmod NaN check: {st:?}"
        );
    }
    for wrong in ["-DBOUND=300.0f", "-DWRONG_WRAP"] {
        let r = ibmc(&strings(&[
            &f,
            wrong,
            "--stop-on-fail",
            "--validate",
            "--json",
            "--timeout",
            "170",
        ]));
        let v = r.json().unwrap_or_else(|| panic!("{wrong}: {}\n{}", r.stdout, r.stderr));
        assert_eq!(
            (v["result"].as_str(), v["depth"].as_u64()),
            (Some("FAILED"), Some(4)),
            "{wrong}: {}",
            r.stdout
        );
        let failed: Vec<&Value> = v["properties"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|p| p["status"] == "FAILED")
            .collect();
        assert_eq!(failed.len(), 1, "{wrong}: {}", r.stdout);
        assert_eq!(failed[0]["validated"].as_bool(), Some(true), "{wrong}: {}", r.stdout);
    }
}

/// `--nan-check` flags `fmod` producing a NaN from operands that are not NaN (a zero divisor,
/// an infinite dividend), and proves it impossible for a finite dividend and a divisor in
/// [1, 2]; `fmod` never overflows, so it has no overflow check.
#[test]
fn fmod_nan_check() {
    let f = write(
        "fmod_nan.c",
        "#include <math.h>\n\
         extern double __VERIFIER_nondet_double(void);\n\
         extern float __VERIFIER_nondet_float(void);\n\
         extern void __VERIFIER_assume(int);\n\
         int main(void) {\n\
         double x = __VERIFIER_nondet_double();\n\
         double y = __VERIFIER_nondet_double();\n\
         double r = fmod(x, y);\n\
         float a = __VERIFIER_nondet_float();\n\
         float b = __VERIFIER_nondet_float();\n\
         __VERIFIER_assume(b >= 1.0f && b <= 2.0f && a > -1e6f && a < 1e6f);\n\
         float s = __builtin_fmodf(a, b);\n\
         return r > s;\n\
         }\n",
    );
    let r = ibmc(&strings(&[
        &f,
        "--nan-check",
        "--float-overflow-check",
        "--json",
        "--timeout",
        "120",
    ]));
    let v = r.json().expect("json");
    let st = property_statuses(&v);
    assert_eq!(
        st,
        [
            ("main.NaN.1".to_string(), "FAILED".to_string()),
            ("main.NaN.2".to_string(), "SUCCESS".to_string())
        ],
        "{}",
        r.stdout
    );
    let desc = v["properties"][0]["description"].as_str().unwrap_or_default();
    assert!(desc.contains("fmod"), "{}", r.stdout);
}

/// `fmod` of constants folds in the frontend (no solver call), with C's results: the sign of
/// the dividend (also on an exact zero), NaN for a zero divisor, the dividend for an
/// infinite divisor, a subnormal remainder (gcc's value for `fmod(1e308, 3e-308)`); every
/// spelling (`fmod`, `fmodf`, `__builtin_fmod`, `__builtin_fmodf`).
#[test]
fn fmod_of_constants_folds() {
    let f = write(
        "fmod_const.c",
        "#include <math.h>\n\
         extern void reach_error(void);\n\
         int main(void) {\n\
         double x = 5.5;\n\
         if (fmod(x, 2.0) != 1.5 || fmod(-x, 2.0) != -1.5 || fmod(x, -2.0) != 1.5) reach_error();\n\
         if (fmodf(-7.0f, 2.0f) != -1.0f || !signbit(fmodf(-6.0f, 3.0f))) reach_error();\n\
         if (!isnan(__builtin_fmod(x, 0.0)) || __builtin_fmodf(2.5f, INFINITY) != 2.5f) reach_error();\n\
         if (fmod(1e308, 3e-308) != 0x0.3f011c69b5e9p-1022) reach_error();\n\
         return 0;\n\
         }\n",
    );
    let r = ibmc(&strings(&[&f, "--json", "--timeout", "30"]));
    let v = r.json().expect("json");
    assert_eq!(v["result"].as_str(), Some("SUCCESS"), "{}", r.stdout);
    assert!(property_statuses(&v).iter().all(|(_, s)| s == "SUCCESS"), "{}", r.stdout);
    assert_eq!(v["stats"]["solver_calls"].as_u64(), Some(0), "{}", r.stdout);
}

/// NaN signs and payloads end to end, as x86-64 (gcc -O0) computes them: an invalid operation
/// gives the default NaN, whose sign is SET (so `!signbit(x / y)` fails for x = y = 0, and
/// only there when x == y is assumed: ibmc proved it before NaN results were x86-64's); a NaN operand's sign and payload go through
/// arithmetic (quieted) and conversions; unary minus flips a NaN's sign, `fabs` clears it,
/// `copysign` copies it. ibmc refutes the first (the counterexample replays under gcc) and
/// proves the others, and gcc's run on the corner inputs agrees.
#[test]
fn nan_signs_and_payloads_are_x86_64s() {
    let src = "#include <math.h>\n\
         extern double __VERIFIER_nondet_double(void);\n\
         extern float __VERIFIER_nondet_float(void);\n\
         extern void __VERIFIER_assume(int);\n\
         extern void reach_error(void);\n\
         #ifndef CHECK\n\
         #define CHECK(k, c) if (!(c)) reach_error()\n\
         #endif\n\
         int main(void) {\n\
         double x = __VERIFIER_nondet_double();\n\
         double y = __VERIFIER_nondet_double();\n\
         float z = __VERIFIER_nondet_float();\n\
         double q = x / y;\n\
         #ifdef SIGNBIT\n\
         /* x / x is 1.0 or, for zeros and infinities, the default NaN. */\n\
         __VERIFIER_assume(x == y);\n\
         CHECK(0, !signbit(q));\n\
         #else\n\
         __VERIFIER_assume(!isnan(x) && !isnan(y));\n\
         /* 0/0 and inf/inf: the default NaN, sign set, exactly 0xfff8000000000000. */\n\
         union { double d; unsigned long long u; } un;\n\
         un.d = q;\n\
         CHECK(1, !isnan(q) || (signbit(q) && un.u == 0xfff8000000000000ULL));\n\
         /* Negated, it is the positive quiet NaN; fabs clears the sign, copysign copies it. */\n\
         CHECK(2, !isnan(q) || (!signbit(-q) && !signbit(fabs(q)) && signbit(copysign(1.0, q))));\n\
         /* A NaN operand goes through with its sign and payload (quieted). */\n\
         double r = q + 1.0, s = 2.0 * (-q);\n\
         CHECK(3, !isnan(q) || (signbit(r) && !signbit(s)));\n\
         /* 0 * inf on floats: the default NaN, and negated it is positive; through double the\n\
            sign stays. */\n\
         __VERIFIER_assume(z == 0.0f);\n\
         float p = z * INFINITY;\n\
         CHECK(4, isnan(p) && signbit(p) && !signbit(-p) && signbit((double)p));\n\
         #endif\n\
         return 0;\n\
         }\n";
    let f = write("nan_signs.c", src);
    // gcc on the corner inputs: no check fails (and the first does, for 0/0).
    let dir = scratch("float-programs");
    let harness = "#undef main\n#include <stdio.h>\n#include <stdlib.h>\n\
        static const double xs[] = {0.0, -0.0, 1.0/0.0, -1.0/0.0, 0.0, 3.0};\n\
        static const double ys[] = {0.0, 0.0, 1.0/0.0, 1.0/0.0, -0.0, -0.0};\n\
        static int i, k;\n\
        double __VERIFIER_nondet_double(void) { return (k++ % 2 ? ys : xs)[i]; }\n\
        float __VERIFIER_nondet_float(void) { return 0.0f; }\n\
        void __VERIFIER_assume(int c) { if (!c) exit(3); }\n\
        void reach_error(void) { abort(); }\n\
        void check(int k, int c) { if (!c) { printf(\"check %d fails on input %d\\n\", k, i); exit(1); } }\n\
        int prog(void);\n\
        int main(void) { for (i = 0; i < 6; i++) prog(); return 0; }\n";
    let hpath = dir.join("nan_signs_harness.c");
    std::fs::write(&hpath, harness).unwrap();
    let exe = dir.join("nan_signs");
    let cc = std::process::Command::new("gcc")
        .args([
            "-O0",
            "-Dmain=prog",
            "-DCHECK(k,c)=check(k,c)",
            &f,
            hpath.to_str().unwrap(),
            "-o",
            exe.to_str().unwrap(),
            "-lm",
        ])
        .output()
        .unwrap();
    assert!(cc.status.success(), "{}", String::from_utf8_lossy(&cc.stderr));
    let run = std::process::Command::new(&exe).output().unwrap();
    assert!(run.status.success(), "gcc's run: {}", String::from_utf8_lossy(&run.stdout));
    let sexe = dir.join("nan_signs_signbit");
    let cc = std::process::Command::new("gcc")
        .args([
            "-O0",
            "-Dmain=prog",
            "-DSIGNBIT",
            "-DCHECK(k,c)=check(k,c)",
            &f,
            hpath.to_str().unwrap(),
            "-o",
            sexe.to_str().unwrap(),
            "-lm",
        ])
        .output()
        .unwrap();
    assert!(cc.status.success(), "{}", String::from_utf8_lossy(&cc.stderr));
    let run = std::process::Command::new(&sexe).output().unwrap();
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        "check 0 fails on input 0\n",
        "gcc: signbit(0.0 / 0.0)"
    );

    let r = ibmc(&strings(&[&f, "--json", "--timeout", "120"]));
    let v = r.json().unwrap_or_else(|| panic!("{}", r.describe()));
    let st = property_statuses(&v);
    assert_eq!(st.len(), 4, "{}", r.stdout);
    assert!(st.iter().all(|(_, s)| s == "SUCCESS"), "{}", r.stdout);
    let r = ibmc(&strings(&[&f, "-DSIGNBIT", "--validate", "--json", "--timeout", "120"]));
    let v = r.json().unwrap_or_else(|| panic!("{}", r.describe()));
    assert_eq!(v["result"].as_str(), Some("FAILED"), "{}", r.stdout);
    assert_eq!(v["properties"][0]["validated"].as_bool(), Some(true), "{}", r.stdout);
}
