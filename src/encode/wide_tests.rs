//! The circuits at widths above 64 (`__int128`, `__CPROVER_bitvector[69]`) against
//! `eval_op_wide` on random values biased to the edge cases: every operator the frontend
//! gives 128-bit operands, the extensions to and from them, and constant folding of the same
//! operators through the store.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::Encoder;
use crate::sat::{new_solver, Lit, SatConfig, SatResult};
use crate::term::eval::Evaluator;
use crate::term::wide::{eval_op_wide, mask128};
use crate::term::{Op, TermId, TermStore};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    /// A `w`-bit value: edge cases (0, 1, -1, the sign bit and its neighbours, small shift
    /// counts 64..127) or random bits of a random length.
    fn value(&mut self, w: u32) -> u128 {
        let m = mask128(w);
        let sign = 1u128 << (w - 1);
        let r = (u128::from(self.next()) << 64) | u128::from(self.next());
        let v = match self.next() % 10 {
            0 => 0,
            1 => 1,
            2 => m,
            3 => sign,
            4 => sign - 1,
            5 => u128::from(self.next() % 140),
            6 => r >> (self.next() % 128),
            7 => m - (r >> (self.next() % 128)),
            _ => r,
        };
        v & m
    }
}

const BINARY: [fn(TermId, TermId) -> Op; 16] = [
    Op::And,
    Op::Or,
    Op::Xor,
    Op::Add,
    Op::Sub,
    Op::Mul,
    Op::UDiv,
    Op::URem,
    Op::SDiv,
    Op::SRem,
    Op::Shl,
    Op::LShr,
    Op::AShr,
    Op::Eq,
    Op::Ult,
    Op::Slt,
];

/// `op(x, y)` through the store's constructor (so simplifications are exercised too).
fn build(s: &mut TermStore, op: Op) -> TermId {
    match op {
        Op::And(a, b) => s.and(a, b),
        Op::Or(a, b) => s.or(a, b),
        Op::Xor(a, b) => s.xor(a, b),
        Op::Add(a, b) => s.add(a, b),
        Op::Sub(a, b) => s.sub(a, b),
        Op::Mul(a, b) => s.mul(a, b),
        Op::UDiv(a, b) => s.udiv(a, b),
        Op::URem(a, b) => s.urem(a, b),
        Op::SDiv(a, b) => s.sdiv(a, b),
        Op::SRem(a, b) => s.srem(a, b),
        Op::Shl(a, b) => s.shl(a, b),
        Op::LShr(a, b) => s.lshr(a, b),
        Op::AShr(a, b) => s.ashr(a, b),
        Op::Eq(a, b) => s.eq(a, b),
        Op::Ult(a, b) => s.ult(a, b),
        _ => match op {
            Op::Slt(a, b) => s.slt(a, b),
            _ => unreachable!("a binary operator"),
        },
    }
}

fn assume_value(enc: &mut Encoder, s: &TermStore, t: TermId, v: u128, out: &mut Vec<Lit>) {
    for (j, l) in enc.bits(s, t).into_iter().enumerate() {
        out.push(if (v >> j) & 1 == 1 { l } else { !l });
    }
}

#[test]
fn wide_circuits_compute_eval_op_wide() {
    let mut rng = Rng(0x0123_4567_89ab_cdef);
    for w in [128u32, 69] {
        let mut s = TermStore::new();
        let (x, y) = (s.fresh_var(w), s.fresh_var(w));
        let mut terms: Vec<(TermId, Op)> = Vec::new();
        for mk in BINARY {
            // Shifts need a power-of-two width (a 69-bit one is shifted at 128 and cut, which
            // `eval_op_wide` of a 69-bit shift is not).
            if w.is_power_of_two() || !matches!(mk(x, y), Op::Shl(..) | Op::LShr(..) | Op::AShr(..))
            {
                terms.push((build(&mut s, mk(x, y)), mk(x, y)));
            }
        }
        let lo = s.extract(x, 0, 64);
        let hi = s.extract(x, 64, 5);
        let (z, sx) = (s.zext(lo, w), s.sext(lo, w));
        terms.extend([(lo, Op::Extract(x, 0)), (hi, Op::Extract(x, 64))]);
        terms.extend([(z, Op::ZExt(lo)), (sx, Op::SExt(lo))]);
        let mut enc =
            Encoder::new(new_solver(&SatConfig::default(), Arc::new(AtomicBool::new(false))));
        for &(t, _) in &terms {
            enc.bits(&s, t);
        }
        for _ in 0..60 {
            let (vx, vy) = (rng.value(w), rng.value(w));
            let mut assumptions = Vec::new();
            assume_value(&mut enc, &s, x, vx, &mut assumptions);
            assume_value(&mut enc, &s, y, vy, &mut assumptions);
            assert_eq!(enc.solve(&assumptions), SatResult::Sat);
            let inputs = |n: u32| if n == 0 { vx } else { vy };
            let mut ev = Evaluator::new(&s, &inputs);
            for &(t, op) in &terms {
                let aw = s.width(op.args().next().expect("an operand"));
                let rw = s.width(t);
                let args: Vec<u128> = op.args().map(|a| ev.eval_wide(a)).collect();
                let expect = eval_op_wide(&op, rw, aw, &args);
                assert_eq!(ev.eval_wide(t), expect, "{op:?} at {w} on {args:#x?}: evaluator");
                let got = enc.model_value_wide(t).expect("encoded");
                assert_eq!(got, expect, "{op:?} at {w} on {args:#x?}: circuit");
                // The same operation on constants folds to the same value.
                let mut k = TermStore::new();
                let cx = k.constant_wide(w, vx);
                let cy = k.constant_wide(w, vy);
                let folded = op.map_args(|a| {
                    if a == x {
                        cx
                    } else if a == y {
                        cy
                    } else {
                        a
                    }
                });
                if op.args().all(|a| a == x || a == y) {
                    let f = build_any(&mut k, folded, rw);
                    assert_eq!(k.as_wide_const(f), Some(expect), "{op:?} at {w}: folding");
                }
            }
        }
    }
}

/// `op` through its constructor: the binary ones, the extractions and extensions.
fn build_any(s: &mut TermStore, op: Op, width: u32) -> TermId {
    match op {
        Op::Extract(a, lo) => s.extract(a, lo, width),
        Op::ZExt(a) => s.zext(a, width),
        Op::SExt(a) => s.sext(a, width),
        _ => build(s, op),
    }
}

#[test]
fn wide_constants_are_interned_once_and_nodes_stay_small() {
    let mut s = TermStore::new();
    let a = s.constant_wide(128, 1 << 100);
    let b = s.constant_wide(128, 1 << 100);
    assert_eq!(a, b);
    assert_eq!(s.as_wide_const(a), Some(1 << 100));
    assert_eq!(s.as_const(a), None, "a wide constant is not a u64 one");
    // A constant of a narrow width stays `Const`, however it is built.
    let n = s.constant_wide(64, u128::MAX);
    assert_eq!(s.as_const(n), Some(u64::MAX));
    assert_eq!(s.ones(128), s.constant_wide(128, u128::MAX));
    // The hot path's node: 16 bytes of operator (`Ite`'s three ids, `Const`'s u64) and the
    // width. Wide constants live in a side table rather than doubling it.
    assert_eq!(std::mem::size_of::<crate::term::Node>(), 24);
    assert_eq!(std::mem::size_of::<Op>(), 16);
}
