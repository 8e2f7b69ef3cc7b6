//! Criterion benchmarks of the IEEE 754 circuits (`encode/float.rs`), binary32 and binary64:
//!
//! - a table (printed once, to stderr) of the clauses each operation costs with symbolic
//!   operands, with one constant operand (the gate layer propagates it), and of four
//!   operations on the same operands encoded together (shared unpacking through the
//!   hash-consed gates) against the sum of their separate encodings;
//! - `float_encode/OP/W`: time to bit-blast one operation with a fresh solver;
//! - `float_solve/OP/W`: time to solve `a OP b == r` for a random pair's result `r` (the solver
//!   must find operands: a real search, not propagation).
//!
//! ```text
//! cargo bench --bench float_ops               # full
//! cargo bench --bench float_ops -- --quick    # a few minutes
//! cargo bench --bench float_ops -- table      # only the clause table
//! ```

use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion};
use ibmc::encode::Encoder;
use ibmc::sat::{new_solver, SatResult};
use ibmc::term::float::RoundTo;
use ibmc::term::{TermId, TermStore};

type Build = fn(&mut TermStore, TermId, TermId) -> TermId;

fn ops() -> Vec<(&'static str, Build)> {
    vec![
        ("add", |s, a, b| s.fadd(a, b)),
        ("mul", |s, a, b| s.fmul(a, b)),
        ("div", |s, a, b| s.fdiv(a, b)),
        ("sqrt", |s, a, _| s.fsqrt(a)),
        ("lt", |s, a, b| s.flt(a, b)),
        ("eq", |s, a, b| s.feq(a, b)),
        ("to_int", |s, a, _| s.ftosint(a, 32)),
        ("from_int", |s, a, _| {
            let w = s.width(a);
            let i = s.extract(a, 0, 32);
            s.itof(i, true, w)
        }),
        ("to_other_width", |s, a, _| {
            let w = s.width(a);
            s.fcast(a, if w == 32 { 64 } else { 32 })
        }),
        ("floor", |s, a, _| s.fround(a, RoundTo::Down)),
        ("fmod", |s, a, b| s.fmod(a, b)),
    ]
}

fn encoder() -> Encoder {
    Encoder::new(new_solver(&Default::default(), Arc::new(AtomicBool::new(false))))
}

/// Clauses to encode the terms `build` makes over fresh operands (a second operand constant
/// if `konst` is given).
fn clauses(width: u32, builds: &[Build], konst: Option<u64>) -> u64 {
    let mut s = TermStore::new();
    let a = s.fresh_var(width);
    let b = match konst {
        Some(k) => s.constant(width, k),
        None => s.fresh_var(width),
    };
    let mut enc = encoder();
    let base = enc.num_clauses();
    for build in builds {
        let t = build(&mut s, a, b);
        enc.bits(&s, t);
    }
    enc.num_clauses() - base
}

fn bits_of(width: u32, x: f64) -> u64 {
    if width == 32 {
        (x as f32).to_bits() as u64
    } else {
        x.to_bits()
    }
}

fn table(c: &mut Criterion) {
    // The table is the measurement; the timed part is a trivial placeholder so that
    // `cargo bench -- table` prints it.
    eprintln!("\n| op | width | clauses, symbolic | clauses, constant operand | constant |");
    eprintln!("|---|---:|---:|---:|---|");
    for width in [32u32, 64] {
        for (name, build) in ops() {
            let sym = clauses(width, &[build], None);
            let k = match name {
                "div" => 3.0,
                "fmod" => 360.0,
                _ => 0.1,
            };
            let binary = matches!(name, "add" | "mul" | "div" | "lt" | "eq" | "fmod");
            let cst = if binary {
                clauses(width, &[build], Some(bits_of(width, k))).to_string()
            } else {
                "-".into()
            };
            eprintln!(
                "| {name} | {width} | {sym} | {cst} | {} |",
                if binary { format!("{k}") } else { "-".into() }
            );
        }
    }
    eprintln!("\n| width | add+mul+div+lt separately | together (shared unpacking) | saving |");
    eprintln!("|---:|---:|---:|---:|");
    for width in [32u32, 64] {
        let four: Vec<Build> = ops()
            .into_iter()
            .filter(|(n, _)| matches!(*n, "add" | "mul" | "div" | "lt"))
            .map(|o| o.1)
            .collect();
        let apart: u64 = four.iter().map(|b| clauses(width, &[*b], None)).sum();
        let together = clauses(width, &four, None);
        eprintln!(
            "| {width} | {apart} | {together} | {:.1}% |",
            100.0 * (apart - together) as f64 / apart as f64
        );
    }
    eprintln!("\n| width | x * 1.0, x / 1.0, x + -0.0 (term-level identities) | x * y |");
    eprintln!("|---:|---:|---:|");
    for width in [32u32, 64] {
        let one = bits_of(width, 1.0);
        let id = clauses(width, &[|s, a, b| s.fmul(a, b)], Some(one));
        let full = clauses(width, &[|s, a, b| s.fmul(a, b)], None);
        eprintln!("| {width} | {id} | {full} |");
    }
    // fmod's circuit is a shift-subtract recurrence over the exponent difference: a constant
    // divisor bounds the difference by emax - ey and makes each step half-adder gates.
    eprintln!(
        "\n| width | fmod(x, y) | fmod(x, 2*pi) | fmod(x, 360) | fmod(x, 1e-3) | fmod(100.5, y) |"
    );
    eprintln!("|---:|---:|---:|---:|---:|---:|");
    for width in [32u32, 64] {
        let fm: Build = |s, a, b| s.fmod(a, b);
        let sym = clauses(width, &[fm], None);
        let k: Vec<u64> = [2.0 * std::f64::consts::PI, 360.0, 1e-3]
            .iter()
            .map(|&y| clauses(width, &[fm], Some(bits_of(width, y))))
            .collect();
        let xc = clauses(width, &[|s, a, b| s.fmod(b, a)], Some(bits_of(width, 100.5)));
        eprintln!("| {width} | {sym} | {} | {} | {} | {xc} |", k[0], k[1], k[2]);
    }
    c.bench_function("table", |b| b.iter(|| black_box(1)));
}

/// xorshift64*.
fn rng(seed: &mut u64) -> u64 {
    *seed ^= *seed >> 12;
    *seed ^= *seed << 25;
    *seed ^= *seed >> 27;
    seed.wrapping_mul(0x2545_f491_4f6c_dd1d)
}

fn encode(c: &mut Criterion) {
    let mut g = c.benchmark_group("float_encode");
    g.sample_size(10)
        .measurement_time(Duration::from_secs(3))
        .warm_up_time(Duration::from_millis(500));
    for width in [32u32, 64] {
        for (name, build) in ops() {
            g.bench_with_input(BenchmarkId::new(name, width), &width, |bch, &w| {
                bch.iter(|| clauses(w, &[build], None));
            });
        }
    }
    g.finish();
}

fn solve(c: &mut Criterion) {
    let mut g = c.benchmark_group("float_solve");
    g.sample_size(10)
        .measurement_time(Duration::from_secs(5))
        .warm_up_time(Duration::from_millis(500));
    for width in [32u32, 64] {
        for (name, build) in ops() {
            // A double fmod is ~2M clauses: inverting it is a long search, not a benchmark.
            if matches!(name, "lt" | "eq") || (name == "fmod" && width == 64) {
                continue;
            }
            let mut seed = 0x9e37_79b9_7f4a_7c15u64 ^ width as u64;
            g.bench_with_input(BenchmarkId::new(name, width), &width, |bch, &w| {
                bch.iter(|| {
                    // Operands of moderate magnitude, so results are normal numbers.
                    let x = (rng(&mut seed) % 2_000_000) as f64 / 1000.0 + 1.0;
                    let y = (rng(&mut seed) % 2_000_000) as f64 / 1000.0 + 1.0;
                    let mut s = TermStore::new();
                    let (ca, cb) = (s.constant(w, bits_of(w, x)), s.constant(w, bits_of(w, y)));
                    let target = build(&mut s, ca, cb);
                    let a = s.fresh_var(w);
                    let b = s.fresh_var(w);
                    let r = build(&mut s, a, b);
                    let e = s.eq(r, target);
                    let mut enc = encoder();
                    let l = enc.lit(&s, e);
                    assert_eq!(enc.solve(&[l]), SatResult::Sat);
                });
            });
        }
    }
    g.finish();
}

criterion_group!(benches, table, encode, solve);
criterion_main!(benches);
