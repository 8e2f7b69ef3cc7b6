//! Criterion benchmarks of ibmc's hot paths on the generated scaling families
//! (benchmarks/families/, written by scripts/gen-families):
//!
//! - `symex_frame`: `Symex::run_frame` for frame k of a mid-size program (body-10k.c), from a
//!   snapshot of the executor and term store taken after frame k-1 (so only frame k's new
//!   terms are built, as in a real run). Frames 5 and 10 probably include a doubling of the term
//!   store's hash tables (the store passes 229k and 917k terms), frame 8 none;
//! - `encode_frame`: bit-blasting with a fresh `Encoder` and solver of everything frame k
//!   hands to the checker (constraints, violations, the next loop head's guard), i.e. the
//!   cone of frame k; throughput in clauses;
//! - `frontend`: `frontend::load_for_entry` (gcc -E, lang-c parse, lowering to IR) of the
//!   100k-line body-100k.c; throughput in bytes of preprocessed C.
//!
//! ```text
//! cargo bench --bench hot_paths               # full
//! cargo bench --bench hot_paths -- --quick    # about a minute
//! cargo bench --bench hot_paths -- symex      # one group
//! ```

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

use criterion::{
    black_box, criterion_group, criterion_main, BatchSize, BenchmarkId, Criterion, Throughput,
};
use ibmc::encode::Encoder;
use ibmc::frontend::{load_for_entry, FrontendOptions};
use ibmc::ir::loops::{self, Choice};
use ibmc::ir::Program;
use ibmc::sat::new_solver;
use ibmc::symex::{FrameOutput, Symex, SymexConfig};
use ibmc::term::{TermId, TermStore};

fn family(rel: &str) -> PathBuf {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("benchmarks/families").join(rel);
    assert!(p.is_file(), "{} is missing: run scripts/gen-families", p.display());
    p
}

fn load(path: &Path) -> Program {
    load_for_entry(&[path.to_path_buf()], &FrontendOptions::default(), "main").expect("frontend")
}

/// The configuration `ibmc FILE` uses: entry `main`, the single unbounded loop unwound
/// incrementally, no `--unwind`.
fn config(program: &Program) -> SymexConfig {
    let entry = program.function_by_name("main").expect("main");
    let incremental_loop = match loops::choose(program, entry).expect("loop choice") {
        Choice::Picked(l) => Some(l),
        Choice::NoUnboundedLoop | Choice::Several(_) => None,
    };
    SymexConfig {
        entry,
        incremental_loop,
        unwind: None,
        unwind_props: Default::default(),
        cut_loops: Vec::new(),
        loop_bounds: Default::default(),
        probe_loops: None,
        havoc_at_head: false,
        guard_only_assumptions: false,
        input_hints: None,
    }
}

fn terminate() -> Arc<AtomicBool> {
    Arc::new(AtomicBool::new(false))
}

/// Executor and term store after frames 0..k-1, and the term store after frame k with frame
/// k's output.
fn snapshot(program: &Program, k: u32) -> (Symex<'_>, TermStore, TermStore, FrameOutput) {
    let mut symex = Symex::new(program, config(program), terminate());
    let mut store = TermStore::new();
    for _ in 0..k {
        symex.run_frame(&mut store).expect("symex");
    }
    let (mut s, mut after) = (symex.clone(), store.clone());
    let out = s.run_frame(&mut after).expect("symex");
    (symex, store, after, out)
}

/// The width-1 terms frame k hands to the checker.
fn frame_roots(out: &FrameOutput) -> Vec<TermId> {
    let mut roots = out.constraints.clone();
    roots.extend(out.violations.iter().map(|&(_, t)| t));
    roots.extend(out.unwind_violations.iter().map(|&(_, t)| t));
    roots.push(out.next_head);
    roots
}

fn encode_all(store: &TermStore, roots: &[TermId]) -> Encoder {
    let mut enc = Encoder::new(new_solver(&Default::default(), terminate()));
    for &t in roots {
        black_box(enc.lit(store, t));
    }
    enc
}

fn bench_symex(c: &mut Criterion) {
    let program = load(&family("body/body-10k.c"));
    let mut g = c.benchmark_group("symex_frame");
    g.sample_size(20)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(4));
    for k in [1u32, 5, 8, 10] {
        let (symex, store, _, out) = snapshot(&program, k);
        // Throughput: IR instructions executed in the frame.
        g.throughput(Throughput::Elements(out.steps));
        g.bench_with_input(BenchmarkId::new("body-10k", k), &k, |b, _| {
            // The snapshot is cloned outside the timing and dropped after it (returned).
            b.iter_batched(
                || (symex.clone(), store.clone()),
                |(mut s, mut st)| {
                    let out = s.run_frame(&mut st).expect("symex");
                    (s, st, out)
                },
                BatchSize::PerIteration,
            )
        });
    }
    g.finish();
}

fn bench_encode(c: &mut Criterion) {
    let program = load(&family("body/body-10k.c"));
    let mut g = c.benchmark_group("encode_frame");
    g.sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(4));
    for k in [1u32, 5] {
        let (_, _, store, out) = snapshot(&program, k);
        let roots = frame_roots(&out);
        let clauses = encode_all(&store, &roots).num_clauses();
        // Throughput: clauses generated (the cone of frame k, frames 0..k, from scratch).
        g.throughput(Throughput::Elements(clauses));
        g.bench_with_input(BenchmarkId::new("body-10k", k), &k, |b, _| {
            b.iter_with_large_drop(|| encode_all(&store, &roots))
        });
    }
    g.finish();
}

fn bench_frontend(c: &mut Criterion) {
    let path = family("body/body-100k.c");
    // The bytes the parser sees: the preprocessed text.
    let pre = std::process::Command::new("gcc").arg("-E").arg(&path).output().expect("gcc -E");
    assert!(pre.status.success(), "gcc -E failed");
    let mut g = c.benchmark_group("frontend");
    g.sample_size(10)
        .warm_up_time(Duration::from_millis(100))
        .measurement_time(Duration::from_secs(10));
    g.throughput(Throughput::Bytes(pre.stdout.len() as u64));
    g.bench_function("body-100k", |b| b.iter_with_large_drop(|| load(&path)));
    g.finish();
}

criterion_group!(benches, bench_symex, bench_encode, bench_frontend);
criterion_main!(benches);
