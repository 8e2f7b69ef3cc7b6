//! Bit-vector refinement of arithmetic (`--refine-arithmetic`; the paper's §3.3, formula (7),
//! CBMC's `--refine-arithmetic`).
//!
//! A multiplication of two non-constant words, or a division or remainder, costs thousands
//! of clauses (`bitblast`'s table): a RERS 2018 frame holds about 1,600 of them, 23M clauses.
//! With refinement on, such a term is first encoded as fresh bits constrained only by cheap
//! facts (bounds, signs, the low bit of a product: a few hundred clauses). The solver then
//! answers a weaker formula: UNSAT is final (the abstraction only adds models), and a model
//! is checked on the word level before anyone sees it:
//!
//! - Every term whose literals left the encoder (`lit`, `bits`: constraints, queries,
//!   assumptions) is a root. From the roots the check walks the model's *justification*:
//!   an `ite` only through the branch its condition selects, a false `and` (true `or`) only
//!   through one false (true) operand, every other operator through all its operands.
//! - An abstracted term on that walk whose model value differs from the exact operation on
//!   its operands' model values is refined: its exact circuit is built over the operands'
//!   bits and equated with the abstract bits, in the same persistent solver, and the query
//!   is solved again.
//! - When the walk finds no such term, the model is exact where it matters: by induction up
//!   the walk, every visited term's exact value (inputs as in the model) is its model value,
//!   so the roots' literals, and every clause over them, hold in a real execution.
//!
//! Terms off the justification (the branches a model does not take) keep their abstraction:
//! that is the gain on code whose frames hold many guarded arithmetic updates of which one
//! path takes a few. Each term is refined at most once, so the loop ends.

use super::bitblast;
use super::gates::Gates;
use crate::sat::Lit;
use crate::term::{eval_op, Op, TermId, TermStore};

/// Whether `op` is expensive enough to abstract, given its operands' bits.
pub(super) fn worth_abstracting(g: &Gates, op: &Op, a: &[Lit], b: &[Lit]) -> bool {
    let constant = |v: &[Lit]| bitblast::const_value(g, v).is_some();
    if a.len() > 64 {
        // Refinement compares model values with `eval_op`, which is up to 64 bits.
        return false;
    }
    match op {
        // A constant factor is a few shifted additions.
        Op::Mul(..) => !constant(a) && !constant(b),
        // A constant dividend and divisor fold; a power-of-two divisor is cheap but rare.
        Op::UDiv(..) | Op::URem(..) | Op::SDiv(..) | Op::SRem(..) => !(constant(a) && constant(b)),
        _ => false,
    }
}

/// Fresh bits for `op(a, b)` with facts that hold of the exact result.
pub(super) fn abstract_bits(g: &mut Gates, op: &Op, a: &[Lit], b: &[Lit]) -> Vec<Lit> {
    let w = a.len();
    let r: Vec<Lit> = (0..w).map(|_| g.fresh()).collect();
    let b_nonzero = g.or_n(b);
    match op {
        Op::Mul(..) => {
            // The low bit of a product is the and of the low bits.
            let low = g.and(a[0], b[0]);
            equate(g, &[r[0]], &[low]);
        }
        Op::URem(..) => {
            // r <= a, and r < b when b != 0 (r = a when b = 0).
            let above = bitblast::ult(g, a, &r);
            g.clause(&[!above]);
            let below = bitblast::ult(g, &r, b);
            g.clause(&[!b_nonzero, below]);
        }
        Op::UDiv(..) => {
            // q <= a when b != 0 (q is all ones when b = 0).
            let above = bitblast::ult(g, a, &r);
            g.clause(&[!b_nonzero, !above]);
        }
        Op::SRem(..) => {
            // The remainder takes the dividend's sign or is 0, and |r| < |b| when b != 0.
            let (ra, rn) = (a[w - 1], r[w - 1]);
            g.clause(&[!rn, ra]);
            let r_zero = g.and_n(&r.iter().map(|&l| !l).collect::<Vec<_>>());
            g.clause(&[!ra, rn, r_zero]);
            let mr = bitblast::cond_neg(g, &r, rn);
            let mb = bitblast::cond_neg(g, b, b[w - 1]);
            let below = bitblast::ult(g, &mr, &mb);
            g.clause(&[!b_nonzero, below]);
        }
        Op::SDiv(..) => {
            // |q| <= |a| when b != 0.
            let mq = bitblast::cond_neg(g, &r, r[w - 1]);
            let ma = bitblast::cond_neg(g, a, a[w - 1]);
            let above = bitblast::ult(g, &ma, &mq);
            g.clause(&[!b_nonzero, !above]);
        }
        _ => unreachable!("not an abstracted operator: {op:?}"),
    }
    r
}

/// `x == y` bit by bit, as clauses.
pub(super) fn equate(g: &mut Gates, x: &[Lit], y: &[Lit]) {
    for (&p, &q) in x.iter().zip(y) {
        if p != q {
            g.clause(&[!p, q]);
            g.clause(&[p, !q]);
        }
    }
}

/// The abstracted terms on the model's justification of `roots` whose model value is not the
/// exact result of their operator on their operands' model values. `value(t)` is a term's
/// model value (every term in the roots' cones is encoded); `is_abstract(t)` whether it is
/// still abstracted; `seen` a scratch mark per term, all false on entry and on return.
pub(super) fn inconsistent(
    store: &TermStore,
    roots: &[TermId],
    value: impl Fn(TermId) -> u64,
    is_abstract: impl Fn(TermId) -> bool,
    seen: &mut [bool],
) -> Vec<TermId> {
    let mut out = Vec::new();
    let mut visited = Vec::new();
    let mut todo: Vec<TermId> = Vec::new();
    let mut push = |t: TermId, todo: &mut Vec<TermId>, visited: &mut Vec<TermId>| {
        if !seen[t.index()] {
            seen[t.index()] = true;
            visited.push(t);
            todo.push(t);
        }
    };
    for &r in roots {
        push(r, &mut todo, &mut visited);
    }
    while let Some(t) = todo.pop() {
        let node = *store.node(t);
        match node.op {
            Op::Const(_) | Op::Wide(_) | Op::Var(_) => {}
            Op::Ite(c, x, y) => {
                push(c, &mut todo, &mut visited);
                push(if value(c) & 1 == 1 { x } else { y }, &mut todo, &mut visited);
            }
            Op::And(x, y) | Op::Or(x, y) if node.width == 1 => {
                // An and that is false (an or that is true) is so by one operand.
                let decisive = matches!(node.op, Op::Or(..)) as u64;
                if value(t) == decisive {
                    let pick = if value(x) == decisive { x } else { y };
                    push(pick, &mut todo, &mut visited);
                } else {
                    push(x, &mut todo, &mut visited);
                    push(y, &mut todo, &mut visited);
                }
            }
            op => {
                if is_abstract(t) {
                    let mut vals = [0u64; 3];
                    let mut n = 0;
                    for (i, a) in op.args().enumerate() {
                        vals[i] = value(a);
                        n = i + 1;
                    }
                    let aw = store.first_arg_width(&op, node.width);
                    if eval_op(&op, node.width, aw, &vals[..n]) != value(t) {
                        out.push(t);
                    }
                }
                for a in op.args() {
                    push(a, &mut todo, &mut visited);
                }
            }
        }
    }
    for t in visited {
        seen[t.index()] = false;
    }
    out
}
