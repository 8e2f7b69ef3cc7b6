//! End-to-end float semantics against gcc: C programs whose assertions gcc-compiled
//! execution decides. Random and edge-case operands (hex-float literals, exact) for the float
//! and double operators, conversions and math functions; gcc prints each result with `%a`
//! (plus NaN-ness and sign); ibmc then checks one program per batch in which every operand is
//! a nondeterministic input pinned by an assumption (so the bit-blasted circuits decide) and
//! every case asserts gcc's result. ibmc must answer SUCCESSFUL; a batch with one wrong
//! expectation must answer FAILED.

use crate::common::*;
use std::process::Command;

/// A C literal with exactly these bits (float: `f` suffix).
fn lit(bits: u64, double: bool) -> String {
    let x = if double { f64::from_bits(bits) } else { f32::from_bits(bits as u32) as f64 };
    let s = if x.is_nan() {
        return if double { "__builtin_nan(\"\")".into() } else { "__builtin_nanf(\"\")".into() };
    } else if x.is_infinite() {
        format!(
            "{}__builtin_inf{}()",
            if x < 0.0 { "-" } else { "" },
            if double { "" } else { "f" }
        )
    } else {
        ibmc::ir::hex_float(
            bits,
            if double { ibmc::ir::FloatTy::F64 } else { ibmc::ir::FloatTy::F32 },
        )
    };
    if double || s.contains("builtin") {
        s
    } else {
        format!("{s}f")
    }
}

fn operand(rng: &mut Rng, double: bool) -> u64 {
    let edge64 = [
        0u64,
        1 << 63,
        1,
        0x000f_ffff_ffff_ffff,
        0x0010_0000_0000_0000,
        1f64.to_bits(),
        (-1f64).to_bits(),
        f64::MAX.to_bits(),
        f64::INFINITY.to_bits(),
        0.5f64.to_bits(),
        3f64.to_bits(),
        (-2.5f64).to_bits(),
        f64::NEG_INFINITY.to_bits(),
    ];
    let edge32 = [
        0u32,
        1 << 31,
        1,
        0x007f_ffff,
        0x0080_0000,
        1f32.to_bits(),
        (-1f32).to_bits(),
        f32::MAX.to_bits(),
        f32::INFINITY.to_bits(),
        0.5f32.to_bits(),
        3f32.to_bits(),
        (-2.5f32).to_bits(),
        f32::NEG_INFINITY.to_bits(),
    ];
    match rng.below(4) {
        0 => {
            let i = rng.below(13) as usize;
            if double {
                edge64[i]
            } else {
                edge32[i] as u64
            }
        }
        1 => {
            // Moderate magnitudes (most arithmetic stays normal).
            let v = (rng.below(2_000_000) as f64 - 1_000_000.0) / (1 << rng.below(20)) as f64;
            if double {
                v.to_bits()
            } else {
                (v as f32).to_bits() as u64
            }
        }
        _ => {
            let r = rng.next();
            if double {
                r
            } else {
                r & 0xffff_ffff
            }
        }
    }
}

struct Case {
    /// The C expression over `a` and `b`, and its result kind.
    expr: String,
    double_in: bool,
    /// "f" float, "d" double, "i" integer result.
    kind: &'static str,
    a: u64,
    b: u64,
}

fn cases(rng: &mut Rng, n: usize) -> Vec<Case> {
    let mut out = Vec::new();
    for i in 0..n {
        let double = i % 2 == 0;
        let fk = if double { "d" } else { "f" };
        let sfx = if double { "" } else { "f" };
        let (expr, kind): (String, &'static str) = match rng.below(18) {
            16 => ("isinf(a) * 3 + (long)signbit(a) + isnormal(b) * 5 + fpclassify(a) * 7".into(), "i"),
            17 => ("isunordered(a, b) * 11 + islessgreater(a, b) * 13 + isgreater(a, b) * 17 + islessequal(a, b) * 19".into(), "i"),
            0 => ("a + b".into(), fk),
            1 => ("a - b".into(), fk),
            2 => ("a * b".into(), fk),
            3 => ("a / b".into(), fk),
            4 => ("(a < b) + 2 * (a <= b) + 4 * (a == b) + 8 * (a != b) + 16 * (a > b)".into(), "i"),
            5 => ("(long)a".into(), "i"),
            6 => ("(int)a".into(), "i"),
            7 => ("(unsigned char)(int)b".into(), "i"),
            8 => (if double { "(float)a".into() } else { "(double)a".into() }, if double { "f" } else { "d" }),
            9 => (format!("sqrt{sfx}(a)"), fk),
            10 => (format!("floor{sfx}(a) + ceil{sfx}(b)"), fk),
            11 => (format!("round{sfx}(a) - trunc{sfx}(b)"), fk),
            12 => (format!("fabs{sfx}(a) * -b"), fk),
            13 => ("isnan(a * b) + 2 * isinf(a + b) + 4 * !isfinite(a) + 8 * (signbit(b) != 0)".into(), "i"),
            14 => ("-a + (a ? 1 : 2)".into(), fk),
            _ => (if double { "(double)(long)(a / 1024) + (double)(unsigned)(b > 0 && b < 1e9 ? b : 7)".into() } else { "(float)(int)(a / 1024) + (float)(unsigned long)(b > 0 && b < 1e9f ? b : 7)".into() }, fk),
        };
        out.push(Case {
            expr,
            double_in: double,
            kind,
            a: operand(rng, double),
            b: operand(rng, double),
        });
    }
    out
}

fn ty(c: &Case) -> &'static str {
    if c.double_in {
        "double"
    } else {
        "float"
    }
}

/// gcc's results: per case, the text of a C condition on `r` that holds exactly for it.
fn gcc_expect(tag: &str, cases: &[Case]) -> Vec<String> {
    let dir = scratch(tag);
    let mut src = String::from("#include <math.h>\n#include <stdio.h>\nint main(void) {\n");
    for (i, c) in cases.iter().enumerate() {
        let t = ty(c);
        src.push_str(&format!(
            "  {{ volatile {t} va = {}, vb = {}; {t} a = va, b = vb;\n",
            lit(c.a, c.double_in),
            lit(c.b, c.double_in)
        ));
        match c.kind {
            "i" => src.push_str(&format!(
                "    long r = (long)({}); printf(\"%d i %ld\\n\", {i}, r); }}\n",
                c.expr
            )),
            k => {
                let rt = if k == "d" { "double" } else { "float" };
                src.push_str(&format!(
                    "    {rt} r = {}; printf(\"%d {k} %a %d %d\\n\", {i}, (double)r, isnan(r) != 0, signbit(r) != 0); }}\n",
                    c.expr
                ));
            }
        }
    }
    src.push_str("  return 0;\n}\n");
    let c_path = dir.join("expect.c");
    std::fs::write(&c_path, &src).unwrap();
    let exe = dir.join("expect");
    let st = Command::new("gcc")
        .args(["-O0", "-std=gnu11", "-fno-builtin", "-o"])
        .arg(&exe)
        .arg(&c_path)
        .arg("-lm")
        .status()
        .unwrap();
    assert!(st.success(), "gcc failed on {}", c_path.display());
    let out = Command::new(&exe).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    text.lines()
        .map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            match f[1] {
                "i" => format!("(long)(r) == {}L", f[2]),
                k => {
                    let sfx = if k == "f" { "f" } else { "" };
                    if f[3] == "1" {
                        "isnan(r)".to_string()
                    } else if f[2].contains("inf") {
                        format!(
                            "r == {}__builtin_inf{sfx}()",
                            if f[2].starts_with('-') { "-" } else { "" }
                        )
                    } else {
                        format!("r == {} && (signbit(r) != 0) == {}", f[2], f[4])
                    }
                }
            }
        })
        .collect()
}

fn ibmc_program(cases: &[Case], expect: &[String], wrong: Option<usize>) -> String {
    let mut src = String::from(
        "#include <math.h>\nextern float __VERIFIER_nondet_float(void);\nextern double __VERIFIER_nondet_double(void);\n\
         extern void __VERIFIER_assume(int);\nextern void __VERIFIER_assert(int);\nint main(void) {\n",
    );
    for (i, c) in cases.iter().enumerate() {
        let t = ty(c);
        let pin = |name: &str, bits: u64| {
            let l = lit(bits, c.double_in);
            if l.contains("nan") {
                format!("isnan({name})")
            } else {
                let s = if c.double_in { bits >> 63 } else { bits >> 31 } & 1;
                format!("{name} == {l} && (signbit({name}) != 0) == {s}")
            }
        };
        let rt = match c.kind {
            "i" => "long",
            "d" => "double",
            _ => "float",
        };
        let cond = if wrong == Some(i) { format!("!({})", expect[i]) } else { expect[i].clone() };
        src.push_str(&format!(
            "  {{ {t} a = __VERIFIER_nondet_{t}(); {t} b = __VERIFIER_nondet_{t}();\n    __VERIFIER_assume({});\n    __VERIFIER_assume({});\n    {rt} r = {};\n    __VERIFIER_assert({cond}); }}\n",
            pin("a", c.a),
            pin("b", c.b),
            c.expr
        ));
    }
    src.push_str("  return 0;\n}\n");
    src
}

/// `fmod` through C (lowering, the `f` variant, a constant divisor), a few per batch from
/// their own generator so the other cases stay as they were. Doubles only with constant
/// divisors: a double `fmod` of two symbolic operands is ~2M clauses (tests/e2e/float_ops.rs
/// covers it), which made this test 6x slower.
fn fmod_cases(seed: u64) -> Vec<Case> {
    let mut rng = Rng(seed ^ 0xf00d);
    let mut out = Vec::new();
    for (expr, double_in, kind) in [
        ("fmodf(a, b)", false, "f"),
        ("__builtin_fmodf(b, a)", false, "f"),
        ("fmod(a, 360.0) + fmod(b, -0.75)", true, "d"),
    ] {
        out.push(Case {
            expr: expr.into(),
            double_in,
            kind,
            a: operand(&mut rng, double_in),
            b: operand(&mut rng, double_in),
        });
    }
    out
}

fn run_batch(tag: &str, seed: u64, n: usize) {
    let mut rng = Rng(seed);
    let mut cs = cases(&mut rng, n);
    cs.extend(fmod_cases(seed));
    let expect = gcc_expect(tag, &cs);
    assert_eq!(expect.len(), cs.len());
    let dir = scratch(tag);
    let path = dir.join("check.c");
    std::fs::write(&path, ibmc_program(&cs, &expect, None)).unwrap();
    let r = ibmc(&strings(&[path.to_str().unwrap(), "--timeout", "170", "--trace"]));
    assert!(
        r.verdicts().iter().any(|v| v.starts_with("VERIFICATION SUCCESSFUL")),
        "{tag}: ibmc disagrees with gcc on {}:\n{}\n{}",
        path.display(),
        truncate(&r.stdout, 6000),
        r.stderr
    );
    // One wrong expectation must be found, with a trace that replays.
    let bad = rng.below(n as u64) as usize;
    let path = dir.join("wrong.c");
    std::fs::write(&path, ibmc_program(&cs, &expect, Some(bad))).unwrap();
    let r = ibmc(&strings(&[path.to_str().unwrap(), "--timeout", "170", "--validate", "--trace"]));
    assert!(
        r.verdicts().iter().any(|v| v.starts_with("VERIFICATION FAILED")),
        "{tag}: wrong expectation not found:\n{}",
        r.stdout
    );
    assert!(r.stdout.contains("Replayed with the C compiler"), "{tag}: no replay:\n{}", r.stdout);
    assert!(
        !r.stdout.contains("BUG") && !r.stdout.contains("not reproduced"),
        "{tag}: replay failed:\n{}",
        r.stdout
    );
}

#[test]
fn float_programs_match_gcc() {
    for (i, seed) in [0x1234_5678u64, 0xdead_beef, 0x0bad_cafe, 0x5eed_f00d].iter().enumerate() {
        run_batch(&format!("float-sem-{i}"), *seed, 40);
    }
}
