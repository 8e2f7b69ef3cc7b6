//! Per-frame costs of incremental BMC, split by where they arise (a measuring aid for the
//! scaling families; it drives the public API the way `engine::frames::Checker` does):
//!
//!     cargo run --release --example frame_costs -- FILE.c FRAMES [--no-solve] [--every N]
//!
//! For each frame k: the terms in the store, the clauses its constraints, its next-loop-head
//! guard and its violations add (encoded in that order into one solver), symbolic-execution
//! time, and the time of the two solver calls of a frame: next head reachable? (SAT while the
//! loop goes on) and violation (formula (5), under an activation literal). `--no-solve`
//! skips the solver calls (symbolic execution and encoding only). The last two columns are
//! the solver times summed over frames 0..=k.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Instant;

use ibmc::encode::Encoder;
use ibmc::frontend::{load_for_entry, FrontendOptions};
use ibmc::ir::loops::{self, Choice};
use ibmc::sat::{new_solver, SatResult};
use ibmc::symex::{Symex, SymexConfig};
use ibmc::term::TermStore;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 2 {
        eprintln!("usage: frame_costs FILE.c FRAMES [--no-solve] [--every N]");
        std::process::exit(1);
    }
    let frames: u32 = args[1].parse().expect("FRAMES");
    let solve = !args.iter().any(|a| a == "--no-solve");
    let every: u32 = args
        .iter()
        .position(|a| a == "--every")
        .map(|i| args[i + 1].parse().expect("N"))
        .unwrap_or(1);

    let program = load_for_entry(&[args[0].clone().into()], &FrontendOptions::default(), "main")
        .expect("frontend");
    let entry = program.function_by_name("main").expect("main");
    let incremental_loop = match loops::choose(&program, entry).expect("loop") {
        Choice::Picked(l) => Some(l),
        Choice::NoUnboundedLoop | Choice::Several(_) => None,
    };
    let config = SymexConfig {
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
    };
    let terminate = Arc::new(AtomicBool::new(false));
    let mut symex = Symex::new(&program, config, terminate.clone());
    let mut store = TermStore::new();
    let mut enc = Encoder::new(new_solver(&Default::default(), terminate));

    println!("frame\tterms\tcl_constraints\tcl_head\tcl_violations\tclauses\tsymex_s\thead_solve_s\thead\tviol_solve_s\tviolation\tsum_head_s\tsum_viol_s");
    let (mut sum_head, mut sum_viol) = (0.0, 0.0);
    for k in 0..=frames {
        let t = Instant::now();
        let out = symex.run_frame(&mut store).expect("symex");
        let symex_s = t.elapsed().as_secs_f64();

        let c0 = enc.num_clauses();
        for &c in &out.constraints {
            let l = enc.lit(&store, c);
            enc.add_clause(&[l]);
        }
        let c1 = enc.num_clauses();
        let head = (out.next_head != TermStore::FALSE && out.next_head != TermStore::TRUE)
            .then(|| enc.lit(&store, out.next_head));
        let c2 = enc.num_clauses();
        let viol: Vec<_> = out
            .violations
            .iter()
            .filter(|(_, v)| *v != TermStore::FALSE)
            .map(|&(_, v)| enc.lit(&store, v))
            .collect();
        let c3 = enc.num_clauses();

        let (mut head_s, mut head_r) = (0.0, None);
        let (mut viol_s, mut viol_r) = (0.0, None);
        if solve {
            if let Some(h) = head {
                let t = Instant::now();
                head_r = Some(enc.solve(&[h]));
                head_s = t.elapsed().as_secs_f64();
                sum_head += head_s;
            }
            if !viol.is_empty() {
                let psi = enc.or_lits(&viol);
                let act = enc.fresh_lit();
                enc.add_clause(&[psi, act]);
                let t = Instant::now();
                viol_r = Some(enc.solve(&[!act]));
                viol_s = t.elapsed().as_secs_f64();
                sum_viol += viol_s;
                enc.add_clause(&[act]);
            }
        }
        if k % every == 0 || k == frames || viol_r == Some(SatResult::Sat) {
            println!(
                "{k}\t{}\t{}\t{}\t{}\t{}\t{symex_s:.4}\t{head_s:.4}\t{head_r:?}\t{viol_s:.4}\t{viol_r:?}\t{sum_head:.3}\t{sum_viol:.3}",
                store.len(),
                c1 - c0,
                c2 - c1,
                c3 - c2,
                enc.num_clauses()
            );
        }
        if viol_r == Some(SatResult::Sat) || symex.finished() {
            break;
        }
    }
}
