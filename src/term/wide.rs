//! Terms wider than 64 bits (`__int128`, CBMC's `__CPROVER_bitvector[N]` for N up to 128):
//! their values are `u128`s. Terms up to 64 bits wide, nearly all of them, keep computing in
//! `u64` (`eval_op`); only an operation whose result or first operand is wider comes here.
//! Wide terms carry no value range (`range::of_op` gives them the full one and every
//! consumer of ranges skips them), so range folding and the encoder's constant high bits
//! only ever apply to terms up to 64 bits wide.

use super::{eval_op, Op};

/// Mask of the low `bits` bits (`bits` in 1..=128).
pub fn mask128(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

/// `v` (its low `from` bits) sign-extended to 128 bits.
pub fn sign_extend128(v: u128, from: u32) -> u128 {
    if from >= 128 {
        v
    } else if (v >> (from - 1)) & 1 == 1 {
        v | !mask128(from)
    } else {
        v & mask128(from)
    }
}

/// Whether an operation of result width `width` and first operand width `arg_width` is
/// computed here rather than by `eval_op`.
pub fn is_wide(width: u32, arg_width: u32) -> bool {
    width > 64 || arg_width > 64
}

/// `eval_op` at any width up to 128: the same semantics (the signed division and remainder
/// of SMT-LIB, shift counts modulo the width), on `u128` values masked to their widths.
/// Float operators take operands of at most 64 bits (the frontend rejects conversions
/// between floats and integers wider than 64 bits), so only integer operators are wide.
pub fn eval_op_wide(op: &Op, width: u32, arg_width: u32, args: &[u128]) -> u128 {
    if !is_wide(width, arg_width) {
        let mut narrow = [0u64; 3];
        for (n, &a) in narrow.iter_mut().zip(args) {
            *n = a as u64;
        }
        return u128::from(eval_op(op, width, arg_width, &narrow[..args.len()]));
    }
    let aw = arg_width;
    let negative = |v: u128| (v >> (aw - 1)) & 1 == 1;
    let signed = |v: u128| sign_extend128(v, aw) as i128;
    let count = |v: u128| (v & u128::from(aw - 1)) as u32;
    let r = match *op {
        Op::Const(c) => u128::from(c),
        Op::Var(_) | Op::Wide(_) => panic!("eval_op_wide on a leaf"),
        Op::Not(_) => !args[0],
        Op::And(..) => args[0] & args[1],
        Op::Or(..) => args[0] | args[1],
        Op::Xor(..) => args[0] ^ args[1],
        Op::Add(..) => args[0].wrapping_add(args[1]),
        Op::Sub(..) => args[0].wrapping_sub(args[1]),
        Op::Mul(..) => args[0].wrapping_mul(args[1]),
        Op::UDiv(..) => args[0].checked_div(args[1]).unwrap_or(u128::MAX),
        Op::URem(..) => args[0].checked_rem(args[1]).unwrap_or(args[0]),
        Op::SDiv(..) | Op::SRem(..) => {
            let m = mask128(aw);
            let (a, b) = (args[0], args[1]);
            let (na, nb) = (negative(a), negative(b));
            let ua = if na { a.wrapping_neg() & m } else { a };
            let ub = if nb { b.wrapping_neg() & m } else { b };
            if matches!(op, Op::SDiv(..)) {
                let q = ua.checked_div(ub).unwrap_or(m);
                if na != nb {
                    q.wrapping_neg()
                } else {
                    q
                }
            } else {
                let r = ua.checked_rem(ub).unwrap_or(ua);
                if na {
                    r.wrapping_neg()
                } else {
                    r
                }
            }
        }
        Op::Shl(..) => args[0] << count(args[1]),
        Op::LShr(..) => args[0] >> count(args[1]),
        Op::AShr(..) => (signed(args[0]) >> count(args[1])) as u128,
        Op::Eq(..) => u128::from(args[0] == args[1]),
        Op::Ult(..) => u128::from(args[0] < args[1]),
        Op::Slt(..) => u128::from(signed(args[0]) < signed(args[1])),
        Op::Ite(..) => {
            if args[0] & 1 == 1 {
                args[1]
            } else {
                args[2]
            }
        }
        Op::Extract(_, lo) => args[0] >> lo,
        Op::ZExt(_) => args[0],
        Op::SExt(_) => sign_extend128(args[0], aw),
        Op::FAdd(..)
        | Op::FMul(..)
        | Op::FDiv(..)
        | Op::FSqrt(..)
        | Op::FToF(..)
        | Op::FToSInt(_)
        | Op::IToF(..)
        | Op::FMod(..) => panic!("float operation on a term wider than 64 bits"),
    };
    r & mask128(width)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::term::TermId;

    const A: TermId = TermId(2);
    const B: TermId = TermId(3);

    #[test]
    fn wide_operators_follow_c_on_int128() {
        let m = u128::MAX;
        let ev = |op: Op, w: u32, aw: u32, args: &[u128]| eval_op_wide(&op, w, aw, args);
        let min = 1u128 << 127;
        // -7 / 2 = -3, -7 % 2 = -1 (truncation), INT128_MIN / -1 wraps to INT128_MIN.
        assert_eq!(ev(Op::SDiv(A, B), 128, 128, &[(-7i128) as u128, 2]), (-3i128) as u128);
        assert_eq!(ev(Op::SRem(A, B), 128, 128, &[(-7i128) as u128, 2]), m);
        assert_eq!(ev(Op::SDiv(A, B), 128, 128, &[min, m]), min);
        assert_eq!(ev(Op::UDiv(A, B), 128, 128, &[5, 0]), m);
        assert_eq!(ev(Op::URem(A, B), 128, 128, &[5, 0]), 5);
        // Shifts by 64..127 and the count modulo 128.
        assert_eq!(ev(Op::Shl(A, B), 128, 128, &[1, 100]), 1 << 100);
        assert_eq!(ev(Op::Shl(A, B), 128, 128, &[1, 228]), 1 << 100);
        assert_eq!(ev(Op::AShr(A, B), 128, 128, &[min, 127]), m);
        assert_eq!(ev(Op::LShr(A, B), 128, 128, &[min, 127]), 1);
        assert_eq!(ev(Op::Slt(A, B), 1, 128, &[min, 0]), 1);
        assert_eq!(ev(Op::Ult(A, B), 1, 128, &[min, 0]), 0);
        assert_eq!(ev(Op::SExt(A), 128, 64, &[u128::from(u64::MAX)]), m);
        assert_eq!(ev(Op::ZExt(A), 128, 64, &[u128::from(u64::MAX)]), u128::from(u64::MAX));
        assert_eq!(ev(Op::Extract(A, 64), 64, 128, &[m << 64]), u128::from(u64::MAX));
        // A 69-bit bit-vector (CBMC's `__CPROVER_bitvector[69]`) wraps at 2^69.
        assert_eq!(ev(Op::Add(A, B), 69, 69, &[mask128(69), 1]), 0);
        // Narrow operations go to `eval_op`.
        assert_eq!(ev(Op::Add(A, B), 8, 8, &[255, 1]), 0);
    }
}
