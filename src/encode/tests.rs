//! Tests of the encoder: differential against `eval_op` (through `Evaluator`), symbolic
//! identities, clause counts, incrementality, depth and interruption.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::Encoder;
use crate::bits::mask;
use crate::sat::{new_solver, Lit, SatConfig, SatResult};
use crate::term::eval::Evaluator;
use crate::term::{Op, TermId, TermStore};

fn encoder() -> Encoder {
    Encoder::new(new_solver(&SatConfig::default(), Arc::new(AtomicBool::new(false))))
}

/// xorshift64*: deterministic, dependency-free.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    /// A value of width `w`, biased to the edge cases of every operator.
    fn value(&mut self, w: u32) -> u64 {
        let m = mask(w);
        let sign = 1u64 << (w - 1);
        let v = match self.below(12) {
            0 => 0,
            1 => 1,
            2 => m,
            3 => sign,
            4 => sign.wrapping_sub(1),
            5 => m.wrapping_sub(1),
            6 => 2,
            7 => self.below(w as u64 + 3),
            8 => self.next() >> self.below(64),
            _ => self.next(),
        };
        v & m
    }
}

const WIDTHS: [u32; 5] = [1, 8, 16, 32, 64];

/// A random term DAG over all operators, built through the store's constructors.
fn random_dag(rng: &mut Rng, store: &mut TermStore, n_ops: usize) {
    let mut pool: Vec<Vec<TermId>> = vec![Vec::new(); WIDTHS.len()];
    for (wi, &w) in WIDTHS.iter().enumerate() {
        for _ in 0..2 {
            pool[wi].push(store.fresh_var(w));
        }
        let c = rng.value(w);
        pool[wi].push(store.constant(w, c));
    }
    let mut made = 0;
    while made < n_ops {
        // Wide arithmetic is the expensive part: keep 64-bit a little rarer.
        let wi = match rng.below(10) {
            0..=1 => 0,
            2..=3 => 1,
            4..=5 => 2,
            6..=8 => 3,
            _ => 4,
        };
        let w = WIDTHS[wi];
        let pick = |rng: &mut Rng, store: &mut TermStore, wi: usize| -> TermId {
            if rng.below(5) == 0 {
                let c = rng.value(WIDTHS[wi]);
                store.constant(WIDTHS[wi], c)
            } else {
                let p = &pool[wi];
                // Prefer recent terms: deeper DAGs.
                let k = p.len() as u64;
                let i = if rng.below(2) == 0 { k - 1 - rng.below(k.min(4)) } else { rng.below(k) };
                p[i as usize]
            }
        };
        let a = pick(rng, store, wi);
        let b = pick(rng, store, wi);
        let (t, tw) = match rng.below(22) {
            0 => (store.not(a), wi),
            1 => (store.and(a, b), wi),
            2 => (store.or(a, b), wi),
            3 => (store.xor(a, b), wi),
            4 => (store.add(a, b), wi),
            5 => (store.sub(a, b), wi),
            6 => (store.mul(a, b), wi),
            7 => (store.udiv(a, b), wi),
            8 => (store.urem(a, b), wi),
            9 => (store.sdiv(a, b), wi),
            10 => (store.srem(a, b), wi),
            11 => (store.shl(a, b), wi),
            12 => (store.lshr(a, b), wi),
            13 => (store.ashr(a, b), wi),
            14 => (store.eq(a, b), 0),
            15 => (store.ult(a, b), 0),
            16 => (store.slt(a, b), 0),
            17 => {
                let c = pick(rng, store, 0);
                (store.ite(c, a, b), wi)
            }
            18 if wi > 0 => {
                // Extract to a narrower width, at any offset.
                let to = rng.below(wi as u64) as usize;
                let lo = rng.below((w - WIDTHS[to] + 1) as u64) as u32;
                (store.extract(a, lo, WIDTHS[to]), to)
            }
            19 | 20 if wi + 1 < WIDTHS.len() => {
                let to = wi + 1 + rng.below((WIDTHS.len() - wi - 1) as u64) as usize;
                if rng.below(2) == 0 {
                    (store.zext(a, WIDTHS[to]), to)
                } else {
                    (store.sext(a, WIDTHS[to]), to)
                }
            }
            _ => (store.mul(a, b), wi),
        };
        if store.as_const(t).is_none() {
            pool[tw].push(t);
            made += 1;
        }
    }
}

/// Assumptions fixing every input variable of `store` to `values[n]`.
fn fix_inputs(enc: &mut Encoder, store: &TermStore, values: &[u64]) -> Vec<Lit> {
    let mut assumptions = Vec::new();
    for i in 0..store.len() {
        let t = TermId(i as u32);
        if let Op::Var(n) = store.node(t).op {
            for (j, l) in enc.bits(store, t).into_iter().enumerate() {
                assumptions.push(if (values[n as usize] >> j) & 1 == 1 { l } else { !l });
            }
        }
    }
    assumptions
}

/// Encodes every term of `store`, then for `rounds` input assignments compares every term's
/// model value with the evaluator. Returns the number of term checks.
fn check_all_terms(rng: &mut Rng, store: &TermStore, rounds: usize) -> usize {
    let mut enc = encoder();
    for i in 0..store.len() {
        enc.bits(store, TermId(i as u32));
    }
    let mut checks = 0;
    for _ in 0..rounds {
        let widths: Vec<u32> = {
            let mut v = vec![64; store.num_vars() as usize];
            for i in 0..store.len() {
                if let Op::Var(n) = store.node(TermId(i as u32)).op {
                    v[n as usize] = store.width(TermId(i as u32));
                }
            }
            v
        };
        let values: Vec<u64> = widths.iter().map(|&w| rng.value(w)).collect();
        let assumptions = fix_inputs(&mut enc, store, &values);
        assert_eq!(enc.solve(&assumptions), SatResult::Sat);
        let inputs = |n: u32| u128::from(values[n as usize]);
        let mut ev = Evaluator::new(store, &inputs);
        for i in 0..store.len() {
            let t = TermId(i as u32);
            let expect = ev.eval(t);
            let got = enc.model_value(t).expect("encoded");
            if got != expect {
                let node = store.node(t);
                let args: Vec<String> = node
                    .op
                    .args()
                    .map(|a| format!("{:#x} (width {})", ev.eval(a), store.width(a)))
                    .collect();
                panic!(
                    "term {t:?} = {:?} (width {}) on {args:?}: circuit {got:#x}, eval_op {expect:#x}",
                    node.op, node.width
                );
            }
            checks += 1;
        }
    }
    checks
}

#[test]
fn differential_random_dags() {
    let start = Instant::now();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut checks = 0;
    for _ in 0..40 {
        let mut store = TermStore::new();
        random_dag(&mut rng, &mut store, 40);
        checks += check_all_terms(&mut rng, &store, 12);
    }
    eprintln!("differential_random_dags: {checks} term checks in {:?}", start.elapsed());
    assert!(checks > 10_000);
}

/// All operators on every pair of 4-bit values, symbolic against symbolic and against each
/// constant on either side (so the constant-propagation paths are covered too).
#[test]
fn differential_exhaustive_4bit() {
    let mut store = TermStore::new();
    let x = store.fresh_var(4);
    let y = store.fresh_var(4);
    let c = store.fresh_var(1);
    type Ctor = fn(&mut TermStore, TermId, TermId) -> TermId;
    let ops: [Ctor; 17] = [
        TermStore::and,
        TermStore::or,
        TermStore::xor,
        TermStore::add,
        TermStore::sub,
        TermStore::mul,
        TermStore::udiv,
        TermStore::urem,
        TermStore::sdiv,
        TermStore::srem,
        TermStore::shl,
        TermStore::lshr,
        TermStore::ashr,
        TermStore::eq,
        TermStore::ult,
        TermStore::slt,
        |s, a, b| {
            let c = TermId(4);
            s.ite(c, a, b)
        },
    ];
    assert_eq!(store.node(TermId(4)).op, Op::Var(2));
    let _ = c;
    for op in ops.iter() {
        op(&mut store, x, y);
        for k in 0..16 {
            let kc = store.constant(4, k);
            op(&mut store, x, kc);
            op(&mut store, kc, y);
        }
    }
    let mut enc = encoder();
    for i in 0..store.len() {
        enc.bits(&store, TermId(i as u32));
    }
    let mut checks = 0;
    for vx in 0..16u64 {
        for vy in 0..16u64 {
            for vc in 0..2u64 {
                let values = [vx, vy, vc];
                let assumptions = fix_inputs(&mut enc, &store, &values);
                assert_eq!(enc.solve(&assumptions), SatResult::Sat);
                let inputs = |n: u32| u128::from(values[n as usize]);
                let mut ev = Evaluator::new(&store, &inputs);
                for i in 0..store.len() {
                    let t = TermId(i as u32);
                    assert_eq!(
                        enc.model_value(t),
                        Some(ev.eval(t)),
                        "{:?} at x={vx} y={vy}",
                        store.node(t).op
                    );
                    checks += 1;
                }
            }
        }
    }
    assert!(checks > 100_000);
}

/// Every operator on all pairs of edge values (0, 1, 2, 3, all ones, all ones - 1, INT_MIN,
/// INT_MAX, INT_MIN + 1, width, width + 1) at widths 8, 32 and 64: INT_MIN / -1, division by
/// zero and shift counts >= width for certain.
#[test]
fn differential_edge_values() {
    let mut checks = 0;
    for w in [8u32, 32, 64] {
        let m = mask(w);
        let sign = 1u64 << (w - 1);
        let edges = [0, 1, 2, 3, m, m - 1, sign, sign - 1, sign + 1, w as u64, w as u64 + 1];
        let mut store = TermStore::new();
        let x = store.fresh_var(w);
        let y = store.fresh_var(w);
        type Ctor = fn(&mut TermStore, TermId, TermId) -> TermId;
        let ops: [Ctor; 16] = [
            TermStore::and,
            TermStore::or,
            TermStore::xor,
            TermStore::add,
            TermStore::sub,
            TermStore::mul,
            TermStore::udiv,
            TermStore::urem,
            TermStore::sdiv,
            TermStore::srem,
            TermStore::shl,
            TermStore::lshr,
            TermStore::ashr,
            TermStore::eq,
            TermStore::ult,
            TermStore::slt,
        ];
        for op in ops {
            op(&mut store, x, y);
        }
        let mut enc = encoder();
        for i in 0..store.len() {
            enc.bits(&store, TermId(i as u32));
        }
        for &vx in &edges {
            for &vy in &edges {
                let values = [vx, vy];
                let assumptions = fix_inputs(&mut enc, &store, &values);
                assert_eq!(enc.solve(&assumptions), SatResult::Sat);
                let inputs = |n: u32| u128::from(values[n as usize]);
                let mut ev = Evaluator::new(&store, &inputs);
                for i in 0..store.len() {
                    let t = TermId(i as u32);
                    assert_eq!(
                        enc.model_value(t),
                        Some(ev.eval(t)),
                        "{:?} at x={vx:#x} y={vy:#x}",
                        store.node(t).op
                    );
                    checks += 1;
                }
            }
        }
    }
    assert!(checks > 5_000);
}

/// Is `t` (width 1) valid, i.e. is its negation unsatisfiable?
fn valid(store: &TermStore, t: TermId) -> bool {
    let mut enc = encoder();
    let l = enc.lit(store, t);
    match enc.solve(&[!l]) {
        SatResult::Unsat => true,
        SatResult::Sat => false,
        SatResult::Interrupted => unreachable!(),
    }
}

#[test]
fn symbolic_identities() {
    let mut s = TermStore::new();
    let x = s.fresh_var(8);
    let y = s.fresh_var(8);
    // x * 3 == x + x + x
    let three = s.constant(8, 3);
    let m = s.mul(x, three);
    let xx = s.add(x, x);
    let xxx = s.add(xx, x);
    let e = s.eq(m, xxx);
    assert!(valid(&s, e));
    // ... but not x * 3 == x + x.
    let e2 = s.eq(m, xx);
    assert!(!valid(&s, e2));
    // x * 7 == (x << 3) - x (the constant goes through the non-adjacent form).
    let seven = s.constant(8, 7);
    let m7 = s.mul(x, seven);
    let k3 = s.constant(8, 3);
    let x8 = s.shl(x, k3);
    let r7 = s.sub(x8, x);
    let e7 = s.eq(m7, r7);
    assert!(valid(&s, e7));
    // y != 0 -> udiv(x, y) * y + urem(x, y) == x, and the remainder is below the divisor.
    let q = s.udiv(x, y);
    let r = s.urem(x, y);
    let qy = s.mul(q, y);
    let back = s.add(qy, r);
    let ok = s.eq(back, x);
    let rl = s.ult(r, y);
    let both = s.and(ok, rl);
    let nz = s.is_nonzero(y);
    let imp = s.implies(nz, both);
    assert!(valid(&s, imp));
    // Same for the signed pair (including INT_MIN / -1), and |srem| < |y|.
    let q = s.sdiv(x, y);
    let r = s.srem(x, y);
    let qy = s.mul(q, y);
    let back = s.add(qy, r);
    let ok = s.eq(back, x);
    let imp = s.implies(nz, ok);
    assert!(valid(&s, imp));
    // x <s y equals a reference built from Ult and the sign bits.
    let a = s.fresh_var(32);
    let b = s.fresh_var(32);
    let sa = s.extract(a, 31, 1);
    let sb = s.extract(b, 31, 1);
    let nsb = s.not(sb);
    let neg_pos = s.and(sa, nsb);
    let same = s.eq(sa, sb);
    let u = s.ult(a, b);
    let same_u = s.and(same, u);
    let reference = s.or(neg_pos, same_u);
    let slt = s.slt(a, b);
    let e = s.eq(slt, reference);
    assert!(valid(&s, e));
    // x << s == x * (1 << s) (8-bit, count modulo 8).
    let sh = s.fresh_var(8);
    let one = s.constant(8, 1);
    let p = s.shl(one, sh);
    let l = s.shl(x, sh);
    let mp = s.mul(x, p);
    let e = s.eq(l, mp);
    assert!(valid(&s, e));
    // ashr(x, s) == !lshr(!x, s) when x is negative.
    let ar = s.ashr(x, sh);
    let nx = s.not(x);
    let lr = s.lshr(nx, sh);
    let nlr = s.not(lr);
    let e = s.eq(ar, nlr);
    let sx = s.extract(x, 7, 1);
    let imp = s.implies(sx, e);
    assert!(valid(&s, imp));
}

/// Clause counts of each operator on fresh 32-bit variables; printed, and bounded so that a
/// regression in the circuits is noticed.
fn op_clauses(op: fn(&mut TermStore, TermId, TermId) -> TermId, w: u32) -> u64 {
    let mut s = TermStore::new();
    let x = s.fresh_var(w);
    let y = s.fresh_var(w);
    let t = op(&mut s, x, y);
    let mut enc = encoder();
    enc.bits(&s, x);
    enc.bits(&s, y);
    let before = enc.num_clauses();
    enc.bits(&s, t);
    enc.num_clauses() - before
}

#[test]
fn clause_counts() {
    type Ctor = fn(&mut TermStore, TermId, TermId) -> TermId;
    let ops: [(&str, Ctor, u64); 15] = [
        ("and", TermStore::and, 96),
        ("xor", TermStore::xor, 128),
        ("add", TermStore::add, 435),
        ("sub", TermStore::sub, 435),
        ("mul", TermStore::mul, 8_128),
        ("udiv", TermStore::udiv, 9_083),
        ("urem", TermStore::urem, 9_463),
        ("sdiv", TermStore::sdiv, 10_008),
        ("srem", TermStore::srem, 10_384),
        ("shl", TermStore::shl, 609),
        ("lshr", TermStore::lshr, 609),
        ("ashr", TermStore::ashr, 620),
        ("ult", TermStore::ult, 189),
        ("slt", TermStore::slt, 189),
        ("eq", TermStore::eq, 161),
    ];
    let mut report = String::new();
    for (name, op, bound) in ops {
        let n = op_clauses(op, 32);
        report += &format!("{name} {n}, ");
        assert!(n <= bound, "32-bit {name}: {n} clauses > {bound}");
    }
    // Constant operands.
    let with_const = |k: u64, op: Ctor| -> u64 {
        let mut s = TermStore::new();
        let x = s.fresh_var(32);
        let c = s.constant(32, k);
        let t = op(&mut s, x, c);
        let mut enc = encoder();
        enc.bits(&s, x);
        let before = enc.num_clauses();
        enc.bits(&s, t);
        enc.num_clauses() - before
    };
    let mul7 = with_const(7, TermStore::mul);
    let mul10 = with_const(10, TermStore::mul);
    let udiv10 = with_const(10, TermStore::udiv);
    let eq5 = with_const(5, TermStore::eq);
    let ult5 = with_const(5, TermStore::ult);
    let shl3 = with_const(3, TermStore::shl);
    report += &format!(
        "mul7 {mul7}, mul10 {mul10}, udiv10 {udiv10}, eq5 {eq5}, ult5 {ult5}, shl3 {shl3}"
    );
    eprintln!("32-bit clause counts: {report}");
    assert_eq!(eq5, 33, "x == const is one n-ary and");
    assert_eq!(shl3, 0, "a constant shift is wiring");
    assert!(mul7 <= 414 && mul10 <= 393, "{mul7} {mul10}");
    assert!(udiv10 <= 4_983 && ult5 <= 93, "{udiv10} {ult5}");
    // ite: one mux per bit.
    let mut s = TermStore::new();
    let c = s.fresh_var(1);
    let x = s.fresh_var(32);
    let y = s.fresh_var(32);
    let t = s.ite(c, x, y);
    let mut enc = encoder();
    let before = enc.num_clauses();
    enc.bits(&s, t);
    assert_eq!(enc.num_clauses() - before, 128);
}

#[test]
fn incremental_encoding_never_repeats() {
    let mut s = TermStore::new();
    let x = s.fresh_var(32);
    let y = s.fresh_var(32);
    let z = s.fresh_var(32);
    let a = s.add(x, y);
    let mut enc = encoder();
    enc.bits(&s, a);
    let n = enc.num_clauses();
    let v = enc.num_vars();
    assert!(enc.is_encoded(a) && enc.is_encoded(x));
    enc.bits(&s, a);
    assert_eq!((enc.num_clauses(), enc.num_vars()), (n, v), "second encoding adds nothing");
    // A term built later on top of an encoded one only adds its own circuit.
    let b = s.add(a, z);
    enc.bits(&s, b);
    assert_eq!(enc.num_clauses() - n, 435);
    // Structurally different terms with the same gates share them: x == y (width 1) is the
    // negation of x ^ y.
    let p = s.fresh_var(1);
    let q = s.fresh_var(1);
    let e = s.eq(p, q);
    let lp = enc.lit(&s, e);
    let n = enc.num_clauses();
    let xq = s.xor(p, q);
    assert_eq!(enc.lit(&s, xq), !lp);
    assert_eq!(enc.num_clauses(), n);
    // Constants and wiring cost nothing.
    let k = s.constant(32, 0xdead_beef);
    let hi = s.extract(x, 16, 16);
    let wide = s.sext(hi, 64);
    let n = enc.num_clauses();
    enc.bits(&s, k);
    enc.bits(&s, wide);
    assert_eq!(enc.num_clauses(), n);
    let t = enc.true_lit();
    assert_eq!(enc.bits(&s, k)[0], t);
    assert_eq!(enc.bits(&s, k)[4], !t);
    // Encoding on demand: unrelated terms stay unencoded.
    let unused = s.mul(y, z);
    assert!(!enc.is_encoded(unused));
    assert_eq!(enc.model_value(unused), None);
}

#[test]
fn deep_chain_does_not_overflow_the_stack() {
    let mut s = TermStore::new();
    let mut t = s.fresh_var(1);
    let mut u = s.fresh_var(4);
    for i in 0..100_000 {
        let v = s.fresh_var(1);
        t = if i % 2 == 0 { s.xor(t, v) } else { s.or(t, v) };
        // A word-level chain too: u = ite(v, u + 1, u) every 16th step.
        if i % 16 == 0 {
            let one = s.constant(4, 1);
            let inc = s.add(u, one);
            u = s.ite(v, inc, u);
        }
    }
    assert!(s.len() > 200_000);
    // Compared with a variable, not a constant: the term layer would lift a constant comparison
    // through the ite chain, and this test is about bit-blasting the chain itself.
    let z = s.fresh_var(4);
    let uz = s.eq(u, z);
    let root = s.xor(t, uz);
    let mut enc = encoder();
    let start = Instant::now();
    let l = enc.lit(&s, root);
    let encoded = start.elapsed();
    assert_eq!(enc.solve(&[l]), SatResult::Sat);
    eprintln!(
        "deep chain: {} terms encoded in {encoded:?} ({} clauses), solved in {:?}",
        s.len(),
        enc.num_clauses(),
        start.elapsed() - encoded
    );
    // The model agrees with the evaluator on the inputs it chose.
    let mut values = vec![0u64; s.num_vars() as usize];
    for i in 0..s.len() {
        if let Op::Var(n) = s.node(TermId(i as u32)).op {
            values[n as usize] = enc.model_value(TermId(i as u32)).expect("in the cone");
        }
    }
    let inputs = |n: u32| u128::from(values[n as usize]);
    let mut ev = Evaluator::new(&s, &inputs);
    assert!(ev.eval_bool(root));
    assert_eq!(enc.model_value(u), Some(ev.eval(u)));
}

#[test]
fn terminate_flag_interrupts_a_hard_solve() {
    // Factoring a 64-bit semiprime (two random 32-bit primes): x * y == p * q with 1 < x, y < 2^32.
    let mut s = TermStore::new();
    let x = s.fresh_var(32);
    let y = s.fresh_var(32);
    let xw = s.zext(x, 64);
    let yw = s.zext(y, 64);
    let prod = s.mul(xw, yw);
    let n = s.constant(64, 3_538_334_777u64 * 4_071_050_729u64);
    let e = s.eq(prod, n);
    let one = s.constant(32, 1);
    let gx = s.ult(one, x);
    let gy = s.ult(one, y);
    let flag = Arc::new(AtomicBool::new(false));
    let mut enc = Encoder::new(new_solver(&SatConfig::default(), flag.clone()));
    for c in [e, gx, gy] {
        let l = enc.lit(&s, c);
        enc.add_clause(&[l]);
    }
    let setter = {
        let flag = flag.clone();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(100));
            flag.store(true, Ordering::Relaxed);
        })
    };
    let start = Instant::now();
    let r = enc.solve(&[]);
    let took = start.elapsed();
    setter.join().unwrap();
    if r == SatResult::Sat {
        panic!(
            "x={:?} y={:?} prod={:?} took {took:?}",
            enc.model_value(x),
            enc.model_value(y),
            enc.model_value(prod)
        );
    }
    assert_eq!(r, SatResult::Interrupted);
    assert!(took < Duration::from_secs(5), "took {took:?}");
    // The solver stays usable after an interruption.
    flag.store(false, Ordering::Relaxed);
    let zero = s.zero(32);
    let xz = s.eq(x, zero);
    let l = enc.lit(&s, xz);
    assert_eq!(enc.solve(&[l]), SatResult::Unsat);
}

/// A counter stepped conditionally from 0 for 10 frames stays below 16: its high bits are
/// the false literal (no gates, nothing for the solver to find), and the circuit still
/// computes the counter exactly (every input assignment of the 10 step conditions).
#[test]
fn range_bits_are_constants_and_exact() {
    let mut store = TermStore::new();
    let one = store.constant(32, 1);
    let mut n = store.zero(32);
    let mut steps = Vec::new();
    for _ in 0..10 {
        let c = store.fresh_var(1);
        let inc = store.add(n, one);
        n = store.ite(c, inc, n);
        steps.push(n);
    }
    assert_eq!(store.range(n), crate::term::range::Range { lo: 0, hi: 10 });
    let mut enc = encoder();
    let bits = enc.bits(&store, n);
    let f = !enc.true_lit();
    assert!(bits[4..].iter().all(|&b| b == f), "bits 4.. of a counter <= 10 are constant false");
    for v in 0..1u64 << 10 {
        let values: Vec<u64> = (0..10).map(|i| (v >> i) & 1).collect();
        let assumptions = fix_inputs(&mut enc, &store, &values);
        assert_eq!(enc.solve(&assumptions), SatResult::Sat);
        for (k, &t) in steps.iter().enumerate() {
            let want = (v & ((2u64 << k) - 1)).count_ones() as u64;
            assert_eq!(enc.model_value(t), Some(want), "frame {k}, steps {v:#b}");
        }
    }
}

/// Arithmetic refinement with every term a root: after `solve_refined`, every term's model
/// value is the evaluator's, abstracted multiplications and divisions included.
#[test]
fn refined_models_are_exact_on_every_root() {
    let mut rng = Rng(0x51ed_2701_aa55_0f0f);
    let mut refined = 0;
    for _ in 0..30 {
        let mut store = TermStore::new();
        random_dag(&mut rng, &mut store, 40);
        let mut enc = encoder();
        enc.abstract_arithmetic();
        for i in 0..store.len() {
            enc.bits(&store, TermId(i as u32));
        }
        for _ in 0..6 {
            let values: Vec<u64> = (0..store.num_vars()).map(|_| rng.value(64)).collect();
            let assumptions = fix_inputs(&mut enc, &store, &values);
            assert_eq!(enc.solve_refined(&store, &assumptions, |_| {}), SatResult::Sat);
            let inputs = |n: u32| u128::from(values[n as usize]);
            let mut ev = Evaluator::new(&store, &inputs);
            for i in 0..store.len() {
                let t = TermId(i as u32);
                assert_eq!(
                    enc.model_value(t),
                    Some(ev.eval(t)),
                    "term {t:?} = {:?}",
                    store.node(t).op
                );
            }
        }
        refined += enc.refine_stats().refined;
    }
    assert!(
        refined > 50,
        "the abstraction was refined only {refined} times: the test exercises nothing"
    );
}

/// Arithmetic refinement with a few Boolean roots asserted: the abstraction answers as the
/// exact encoding does, and each model, replayed by the evaluator from its inputs alone,
/// satisfies every root (the justification walk skips untaken `ite` branches and all but one
/// operand of decided `and`/`or`, so this is what makes skipping them sound).
#[test]
fn refinement_agrees_with_the_exact_encoding() {
    let mut rng = Rng(0x0ddb_a11c_afe0_1234);
    let (mut sat, mut unsat, mut spurious) = (0, 0, 0);
    for _ in 0..150 {
        let mut store = TermStore::new();
        random_dag(&mut rng, &mut store, 30);
        let booleans: Vec<TermId> = (0..store.len())
            .map(|i| TermId(i as u32))
            .filter(|&t| store.width(t) == 1 && store.as_const(t).is_none())
            .collect();
        if booleans.is_empty() {
            continue;
        }
        let roots: Vec<TermId> =
            (0..3).map(|_| booleans[rng.below(booleans.len() as u64) as usize]).collect();
        let answer = |refine: bool| {
            let mut enc = encoder();
            if refine {
                enc.abstract_arithmetic();
            }
            let lits: Vec<Lit> = roots.iter().map(|&r| enc.lit(&store, r)).collect();
            for l in lits {
                enc.add_clause(&[l]);
            }
            let r = enc.solve_refined(&store, &[], |_| {});
            let mut inputs = vec![0; store.num_vars() as usize];
            if r == SatResult::Sat {
                for i in 0..store.len() {
                    if let Op::Var(n) = store.node(TermId(i as u32)).op {
                        inputs[n as usize] = enc.model_value(TermId(i as u32)).unwrap_or(0);
                    }
                }
            }
            (r, inputs, enc.refine_stats().spurious_models)
        };
        let (exact, _, _) = answer(false);
        let (abstracted, inputs, s) = answer(true);
        assert_eq!(exact, abstracted, "roots {roots:?}");
        spurious += s;
        if abstracted == SatResult::Sat {
            sat += 1;
            let get = |n: u32| u128::from(inputs[n as usize]);
            let mut ev = Evaluator::new(&store, &get);
            for &r in &roots {
                assert!(
                    ev.eval_bool(r),
                    "root {r:?} = {:?} is false in the model's execution",
                    store.node(r).op
                );
            }
        } else {
            unsat += 1;
        }
    }
    assert!(
        sat > 20 && unsat > 5 && spurious > 5,
        "sat {sat}, unsat {unsat}, spurious models {spurious}: too few of each"
    );
}

/// A false `and` is justified by a false operand, not by any operand: here only the product
/// makes `x < 10 && x * y == 35` false in the abstract model, and it must be refined.
#[test]
fn refinement_follows_the_operand_that_decides() {
    let mut s = TermStore::new();
    let (x, y) = (s.fresh_var(8), s.fresh_var(8));
    let (five, seven, ten, c35) =
        (s.constant(8, 5), s.constant(8, 7), s.constant(8, 10), s.constant(8, 35));
    let small = s.ult(x, ten);
    let p = s.mul(x, y);
    let is35 = s.eq(p, c35);
    let both = s.and(small, is35);
    let root = s.not(both);
    let (fx, fy) = (s.eq(x, five), s.eq(y, seven));
    let mut enc = encoder();
    enc.abstract_arithmetic();
    for t in [root, fx, fy] {
        let l = enc.lit(&s, t);
        enc.add_clause(&[l]);
    }
    assert_eq!(enc.solve_refined(&s, &[], |_| {}), SatResult::Unsat);
    assert_eq!(enc.refine_stats().refined, 1);
}

/// An alias of a term encoded before (the tables not grown since) shares its literal, and
/// terms interned afterwards still encode: the shape `--no-slice` meets when a refuted
/// assertion's guard is aliased (`engine/frames.rs`).
#[test]
fn an_alias_of_an_encoded_term_shares_its_literal_and_later_terms_encode() {
    let mut s = TermStore::new();
    let mut enc = encoder();
    let x = s.fresh_var(8);
    let c5 = s.constant(8, 5);
    let before = s.ult(x, c5);
    let lb = enc.lit(&s, before);
    let c9 = s.constant(8, 9);
    let cond = s.ult(x, c9);
    let after = s.and(before, cond);
    enc.alias(&s, after, before);
    assert_eq!(enc.lit(&s, after), lb);
    let y = s.fresh_var(8);
    let later = s.eq(x, y);
    let l = enc.lit(&s, later);
    assert_eq!(enc.solve(&[l, lb]), SatResult::Sat);
    assert_eq!(enc.model_value(after), enc.model_value(before));
}

/// Reads at a symbolic index (`ite(x == k, v, …)` chains with constant results, as symbolic
/// execution builds them for `t[i]`) are encoded as table lookups (`lookup.rs`): the chain's
/// inner terms are not encoded, and on every index value the result is the chain's value,
/// with repeated keys (the first wins), keys of every bit pattern, and a constant or a
/// symbolic default.
#[test]
fn table_lookups_are_exact() {
    let mut rng = Rng(0x5eed_1234);
    for round in 0..36 {
        let mut store = TermStore::new();
        let xw = [4u32, 8, 16][round % 3];
        let w = [8u32, 32, 64][(round / 3) % 3];
        let x = store.fresh_var(xw);
        let default =
            if round % 2 == 0 { store.constant(w, rng.value(w)) } else { store.fresh_var(w) };
        let mut chain = default;
        let mut inner = Vec::new();
        for _ in 0..4 + rng.below(40) {
            let k = store.constant(xw, rng.below(1 << xw.min(6)));
            let hit = store.eq(x, k);
            let v = store.constant(w, rng.value(w));
            inner.push(chain);
            chain = store.ite(hit, v, chain);
        }
        let mut enc = encoder();
        enc.bits(&store, chain);
        assert!(
            inner[2..].iter().all(|&t| !enc.is_encoded(t)),
            "round {round}: the chain was encoded as muxes"
        );
        for _ in 0..24 {
            let values: Vec<u64> = (0..store.num_vars())
                .map(|n| if n == 0 { rng.below(1 << xw.min(7)) } else { rng.value(w) })
                .collect();
            let assumptions = fix_inputs(&mut enc, &store, &values);
            assert_eq!(enc.solve(&assumptions), SatResult::Sat);
            let inputs = |n: u32| u128::from(values[n as usize]);
            let expect = Evaluator::new(&store, &inputs).eval(chain);
            assert_eq!(enc.model_value(chain), Some(expect), "round {round}, inputs {values:?}");
        }
    }
}
