//! Word-level terms: hash-consed, simplified on construction, shared across all time frames.
//!
//! Symbolic execution computes every program value as a term over input variables. A term is
//! built once (structural hashing) and simplified when built (constant folding, identities),
//! so constant propagation during symbolic execution is just term construction.
//! Architecture invariants:
//! - a `TermId` never changes meaning: terms are immutable and live as long as the store;
//! - children have smaller ids than parents (topological order by id), which lets encoders
//!   and evaluators walk the DAG without recursion;
//! - Boolean terms are width 1; every operator's semantics is total and defined by `eval_op`
//!   (which the constant folder, the evaluator and the tests of the bit-blaster all share).

pub mod abs;
pub mod eval;
pub mod float;
pub mod range;
pub mod refute;
pub mod softfloat;
pub mod wide;

use std::collections::HashMap;

use crate::bits::{mask, sign_extend};
use crate::fxhash::FxHashMap;
use range::Range;

/// A term; the default is `TermStore::FALSE`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct TermId(pub u32);

impl TermId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Operators. Operand widths: binary arithmetic/bitwise and comparisons take equal widths;
/// `Ite` takes a width-1 condition. Semantics (total, in `eval_op`):
/// - `UDiv(a, 0)` = all ones, `URem(a, 0)` = `a`; `SDiv`/`SRem` truncate toward zero and are
///   defined through `UDiv`/`URem` of the magnitudes (SMT-LIB `bvsdiv`/`bvsrem`);
/// - shifts use the count modulo the width (x86-64 behaviour; widths are powers of two).
///
/// Widths go up to 128 (`__int128`). Values of terms up to 64 bits wide are `u64`s
/// (`eval_op`, ranges, `as_const`); a term wider than 64 bits, or with an operand that is,
/// is evaluated by `eval_op_wide` on `u128`s and carries no range.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Op {
    /// A constant of width at most 64.
    Const(u64),
    /// A constant wider than 64 bits: index into the store's table of wide values (interned
    /// there, so equal constants are one term). Kept out of `Op` so that `Node` stays 24
    /// bytes: every term pays for the widest operand.
    Wide(u32),
    /// Input variable number `n` (a nondeterministic value).
    Var(u32),
    Not(TermId),
    And(TermId, TermId),
    Or(TermId, TermId),
    Xor(TermId, TermId),
    Add(TermId, TermId),
    Sub(TermId, TermId),
    Mul(TermId, TermId),
    UDiv(TermId, TermId),
    URem(TermId, TermId),
    SDiv(TermId, TermId),
    SRem(TermId, TermId),
    Shl(TermId, TermId),
    LShr(TermId, TermId),
    AShr(TermId, TermId),
    /// Width 1.
    Eq(TermId, TermId),
    /// Unsigned less-than, width 1.
    Ult(TermId, TermId),
    /// Signed less-than, width 1.
    Slt(TermId, TermId),
    Ite(TermId, TermId, TermId),
    /// Bits `lo .. lo + width` of the operand.
    Extract(TermId, u32),
    ZExt(TermId),
    SExt(TermId),
    /// IEEE 754 operations on the bits of binary32 (width 32) or binary64 (width 64) values;
    /// the last operand is the rounding mode, a 2-bit term (`softfloat::Rm`: 0 to nearest,
    /// ties to even, 1 down, 2 up, 3 toward zero), usually the constant 0. Semantics and the
    /// NaN results (x86-64's; `FAdd`/`FMul` operands are ordered) in `term/float.rs`.
    FAdd(TermId, TermId, TermId),
    FMul(TermId, TermId, TermId),
    FDiv(TermId, TermId, TermId),
    FSqrt(TermId, TermId),
    /// Float of the operand's format to the result's format (32 <-> 64), in the rounding mode.
    FToF(TermId, TermId),
    /// Float to a signed integer of the result width, truncating; NaN and out of range give
    /// the integer `1 << (width - 1)` (x86-64's "integer indefinite").
    FToSInt(TermId),
    /// Integer (signed if the flag) to the float of the result width, in the rounding mode.
    IToF(TermId, TermId, bool),
    /// C's `fmod`: the exact remainder of truncating division (sign of the dividend), never
    /// rounded; semantics in `term/float.rs`, circuit in `encode/float/fmod.rs`.
    FMod(TermId, TermId),
}

impl Op {
    /// Operands in order.
    pub fn args(&self) -> ArgIter {
        let (a, n): ([TermId; 3], usize) = match *self {
            Op::Const(_) | Op::Wide(_) | Op::Var(_) => ([TermId(0); 3], 0),
            Op::Not(a) | Op::Extract(a, _) | Op::ZExt(a) | Op::SExt(a) | Op::FToSInt(a) => {
                ([a, a, a], 1)
            }
            Op::FSqrt(a, rm) | Op::FToF(a, rm) | Op::IToF(a, rm, _) => ([a, rm, rm], 2),
            Op::And(a, b)
            | Op::Or(a, b)
            | Op::Xor(a, b)
            | Op::Add(a, b)
            | Op::Sub(a, b)
            | Op::Mul(a, b)
            | Op::UDiv(a, b)
            | Op::URem(a, b)
            | Op::SDiv(a, b)
            | Op::SRem(a, b)
            | Op::Shl(a, b)
            | Op::LShr(a, b)
            | Op::AShr(a, b)
            | Op::Eq(a, b)
            | Op::Ult(a, b)
            | Op::Slt(a, b)
            | Op::FMod(a, b) => ([a, b, b], 2),
            Op::Ite(c, a, b) => ([c, a, b], 3),
            Op::FAdd(a, b, rm) | Op::FMul(a, b, rm) | Op::FDiv(a, b, rm) => ([a, b, rm], 3),
        };
        ArgIter { args: a, n, i: 0 }
    }

    /// The same operator over operands `f(a)`.
    pub fn map_args(self, mut f: impl FnMut(TermId) -> TermId) -> Op {
        match self {
            Op::Const(_) | Op::Wide(_) | Op::Var(_) => self,
            Op::Not(a) => Op::Not(f(a)),
            Op::Extract(a, lo) => Op::Extract(f(a), lo),
            Op::ZExt(a) => Op::ZExt(f(a)),
            Op::SExt(a) => Op::SExt(f(a)),
            Op::FToSInt(a) => Op::FToSInt(f(a)),
            Op::FSqrt(a, rm) => Op::FSqrt(f(a), f(rm)),
            Op::FToF(a, rm) => Op::FToF(f(a), f(rm)),
            Op::IToF(a, rm, s) => Op::IToF(f(a), f(rm), s),
            Op::And(a, b) => Op::And(f(a), f(b)),
            Op::Or(a, b) => Op::Or(f(a), f(b)),
            Op::Xor(a, b) => Op::Xor(f(a), f(b)),
            Op::Add(a, b) => Op::Add(f(a), f(b)),
            Op::Sub(a, b) => Op::Sub(f(a), f(b)),
            Op::Mul(a, b) => Op::Mul(f(a), f(b)),
            Op::UDiv(a, b) => Op::UDiv(f(a), f(b)),
            Op::URem(a, b) => Op::URem(f(a), f(b)),
            Op::SDiv(a, b) => Op::SDiv(f(a), f(b)),
            Op::SRem(a, b) => Op::SRem(f(a), f(b)),
            Op::Shl(a, b) => Op::Shl(f(a), f(b)),
            Op::LShr(a, b) => Op::LShr(f(a), f(b)),
            Op::AShr(a, b) => Op::AShr(f(a), f(b)),
            Op::Eq(a, b) => Op::Eq(f(a), f(b)),
            Op::Ult(a, b) => Op::Ult(f(a), f(b)),
            Op::Slt(a, b) => Op::Slt(f(a), f(b)),
            Op::FMod(a, b) => Op::FMod(f(a), f(b)),
            Op::Ite(c, a, b) => Op::Ite(f(c), f(a), f(b)),
            Op::FAdd(a, b, rm) => Op::FAdd(f(a), f(b), f(rm)),
            Op::FMul(a, b, rm) => Op::FMul(f(a), f(b), f(rm)),
            Op::FDiv(a, b, rm) => Op::FDiv(f(a), f(b), f(rm)),
        }
    }
}

pub struct ArgIter {
    args: [TermId; 3],
    n: usize,
    i: usize,
}

impl Iterator for ArgIter {
    type Item = TermId;
    fn next(&mut self) -> Option<TermId> {
        if self.i < self.n {
            self.i += 1;
            Some(self.args[self.i - 1])
        } else {
            None
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Node {
    pub op: Op,
    pub width: u32,
}

/// The arena of all terms of a run. (`Clone` is for benches/hot_paths.rs.)
#[derive(Default, Clone)]
pub struct TermStore {
    nodes: Vec<Node>,
    /// Per term (same index as `nodes`): an interval containing its value (`range.rs`).
    ranges: Vec<Range>,
    table: FxHashMap<Node, TermId>,
    num_vars: u32,
    /// The values of the `Op::Wide` constants, and each value's index.
    wide: Vec<u128>,
    wide_index: FxHashMap<u128, u32>,
    /// Comparisons with a constant already pushed through `ite`s: (op tag, term, constant).
    lifted: FxHashMap<(u8, TermId, TermId), TermId>,
    /// `ite`s built by `select`: how many levels of the `else` chain from here (this one
    /// included) have pairwise disjoint conditions.
    selections: FxHashMap<TermId, u32>,
    /// The disjunction of a selection's conditions (`!any` selects its default), per chain.
    selection_any: FxHashMap<TermId, TermId>,
}

/// How deep a comparison with a constant is pushed into nested `ite`s at once. Chains built
/// frame by frame are lifted a frame at a time (the memo holds the earlier frames' results),
/// so this only bounds work within one frame.
const LIFT_DEPTH: u32 = 1024;

fn is_negative(v: u64, w: u32) -> bool {
    (v >> (w - 1)) & 1 == 1
}

/// The meaning of every operator on concrete values: `args` are the operand values (masked to
/// their widths), `arg_width` the width of the first operand. Returns the result masked to
/// `node.width`.
pub fn eval_op(op: &Op, width: u32, arg_width: u32, args: &[u64]) -> u64 {
    let m = mask(width);
    let aw = arg_width;
    let r = match *op {
        Op::Const(c) => c,
        Op::Var(_) => panic!("eval_op on a variable"),
        Op::Wide(_) => panic!("eval_op on a wide constant"),
        Op::Not(_) => !args[0],
        Op::And(..) => args[0] & args[1],
        Op::Or(..) => args[0] | args[1],
        Op::Xor(..) => args[0] ^ args[1],
        Op::Add(..) => args[0].wrapping_add(args[1]),
        Op::Sub(..) => args[0].wrapping_sub(args[1]),
        Op::Mul(..) => args[0].wrapping_mul(args[1]),
        Op::UDiv(..) => args[0].checked_div(args[1]).unwrap_or(u64::MAX),
        Op::URem(..) => {
            if args[1] == 0 {
                args[0]
            } else {
                args[0] % args[1]
            }
        }
        Op::SDiv(..) | Op::SRem(..) => {
            let (a, b) = (args[0], args[1]);
            let (na, nb) = (is_negative(a, aw), is_negative(b, aw));
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
                let r = if ub == 0 { ua } else { ua % ub };
                if na {
                    r.wrapping_neg()
                } else {
                    r
                }
            }
        }
        Op::Shl(..) => args[0] << (args[1] & (aw as u64 - 1)),
        Op::LShr(..) => args[0] >> (args[1] & (aw as u64 - 1)),
        Op::AShr(..) => {
            let s = args[1] & (aw as u64 - 1);
            ((sign_extend(args[0], aw) as i64) >> s) as u64
        }
        Op::Eq(..) => (args[0] == args[1]) as u64,
        Op::Ult(..) => (args[0] < args[1]) as u64,
        Op::Slt(..) => {
            ((sign_extend(args[0], aw) as i64) < (sign_extend(args[1], aw) as i64)) as u64
        }
        Op::Ite(..) => {
            if args[0] & 1 == 1 {
                args[1]
            } else {
                args[2]
            }
        }
        Op::Extract(_, lo) => args[0] >> lo,
        Op::ZExt(_) => args[0],
        Op::SExt(_) => sign_extend(args[0], aw),
        Op::FAdd(..)
        | Op::FMul(..)
        | Op::FDiv(..)
        | Op::FSqrt(..)
        | Op::FToF(..)
        | Op::FToSInt(_)
        | Op::IToF(..) => float::eval(op, width, aw, args),
        Op::FMod(..) => float::eval_fmod(width, args),
    };
    r & m
}

impl TermStore {
    pub fn new() -> Self {
        let mut s = TermStore::default();
        // Ids 0 and 1 are false and true, so Boolean constants are cheap to test.
        s.intern(Node { op: Op::Const(0), width: 1 });
        s.intern(Node { op: Op::Const(1), width: 1 });
        s
    }

    pub const FALSE: TermId = TermId(0);
    pub const TRUE: TermId = TermId(1);

    pub fn len(&self) -> usize {
        self.nodes.len()
    }
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }
    pub fn node(&self, t: TermId) -> &Node {
        &self.nodes[t.index()]
    }
    pub fn width(&self, t: TermId) -> u32 {
        self.nodes[t.index()].width
    }
    /// The value of a constant term up to 64 bits wide (`None` for any other term, wide
    /// constants included: see `as_wide_const`).
    pub fn as_const(&self, t: TermId) -> Option<u64> {
        match self.nodes[t.index()].op {
            Op::Const(c) => Some(c),
            _ => None,
        }
    }
    /// The value of a constant term of any width.
    pub fn as_wide_const(&self, t: TermId) -> Option<u128> {
        match self.nodes[t.index()].op {
            Op::Const(c) => Some(u128::from(c)),
            Op::Wide(i) => Some(self.wide[i as usize]),
            _ => None,
        }
    }
    pub fn num_vars(&self) -> u32 {
        self.num_vars
    }
    /// An interval containing `t`'s value under every assignment (`range.rs`).
    pub fn range(&self, t: TermId) -> Range {
        self.ranges[t.index()]
    }

    /// How many terms of each operator and width there are (for `-vv` diagnostics).
    pub fn histogram(&self, keep: impl Fn(TermId) -> bool) -> Vec<(String, usize)> {
        let mut h: HashMap<String, usize> = HashMap::new();
        for (i, n) in self.nodes.iter().enumerate() {
            if !keep(TermId(i as u32)) {
                continue;
            }
            let name = format!("{:?}", n.op);
            let name = name.split('(').next().unwrap_or("?").to_string();
            *h.entry(format!("{name}/{}", n.width)).or_default() += 1;
        }
        let mut v: Vec<_> = h.into_iter().collect();
        v.sort_by_key(|e| std::cmp::Reverse(e.1));
        v
    }

    fn intern(&mut self, node: Node) -> TermId {
        if let Some(&t) = self.table.get(&node) {
            return t;
        }
        let t = TermId(self.nodes.len() as u32);
        let range = self.range_of(&node);
        self.nodes.push(node);
        self.ranges.push(range);
        self.table.insert(node, t);
        t
    }

    /// The width of `op`'s first operand (`width` for constants and variables): the
    /// `arg_width` of `eval_op` and `range::of_op`.
    pub(crate) fn first_arg_width(&self, op: &Op, width: u32) -> u32 {
        op.args().next().map(|a| self.width(a)).unwrap_or(width)
    }

    fn range_of(&self, node: &Node) -> Range {
        let mut r = [Range::exact(0); 3];
        let mut n = 0;
        for (i, a) in node.op.args().enumerate() {
            r[i] = self.range(a);
            n = i + 1;
        }
        let aw = self.first_arg_width(&node.op, node.width);
        range::of_op(&node.op, node.width, aw, &r[..n])
    }

    /// The constant `value` (masked to `width`; zero-extended if `width` is above 64).
    pub fn constant(&mut self, width: u32, value: u64) -> TermId {
        if width > 64 {
            return self.constant_wide(width, u128::from(value));
        }
        assert!(width >= 1, "term width {width}");
        self.intern(Node { op: Op::Const(value & mask(width)), width })
    }
    /// The constant `value` masked to `width` (1 to 128).
    pub fn constant_wide(&mut self, width: u32, value: u128) -> TermId {
        if width <= 64 {
            return self.constant(width, value as u64);
        }
        assert!(width <= 128, "term width {width}");
        let v = value & wide::mask128(width);
        let i = match self.wide_index.get(&v) {
            Some(&i) => i,
            None => {
                let i = u32::try_from(self.wide.len()).expect("fewer than 2^32 wide constants");
                self.wide.push(v);
                self.wide_index.insert(v, i);
                i
            }
        };
        self.intern(Node { op: Op::Wide(i), width })
    }
    pub fn bool_const(&mut self, b: bool) -> TermId {
        if b {
            Self::TRUE
        } else {
            Self::FALSE
        }
    }
    pub fn zero(&mut self, width: u32) -> TermId {
        self.constant(width, 0)
    }
    pub fn ones(&mut self, width: u32) -> TermId {
        self.constant_wide(width, u128::MAX)
    }

    /// A fresh input variable. Its number (`Op::Var(n)`) indexes the caller's input table.
    pub fn fresh_var(&mut self, width: u32) -> TermId {
        let n = self.num_vars;
        self.num_vars += 1;
        let t = TermId(self.nodes.len() as u32);
        self.nodes.push(Node { op: Op::Var(n), width });
        self.ranges.push(Range::full(width));
        t
    }

    /// Builds `op` after simplification. All public constructors go through here.
    pub(crate) fn build(&mut self, op: Op, width: u32) -> TermId {
        let aw = self.first_arg_width(&op, width);
        if wide::is_wide(width, aw) {
            return self.build_wide(op, width, aw);
        }
        // Constant folding.
        let mut vals = [0u64; 3];
        let mut all_const = true;
        let mut n = 0;
        for (i, a) in op.args().enumerate() {
            n = i + 1;
            match self.as_const(a) {
                Some(c) => vals[i] = c,
                None => all_const = false,
            }
        }
        if all_const && n > 0 {
            let v = eval_op(&op, width, aw, &vals[..n]);
            return self.constant(width, v);
        }
        if let Some(t) = self.lift_constant_trees(op, width) {
            return t;
        }
        self.intern(Node { op, width })
    }

    /// `build` for an operation on or to terms wider than 64 bits: constant folding only.
    fn build_wide(&mut self, op: Op, width: u32, aw: u32) -> TermId {
        let mut vals = [0u128; 3];
        let mut n = 0;
        for (i, a) in op.args().enumerate() {
            n = i + 1;
            match self.as_wide_const(a) {
                Some(c) => vals[i] = c,
                None => return self.intern(Node { op, width }),
            }
        }
        if n == 0 {
            return self.intern(Node { op, width });
        }
        let v = wide::eval_op_wide(&op, width, aw, &vals[..n]);
        self.constant_wide(width, v)
    }

    /// Leaves of `t` as an `ite` tree whose leaves are all constants (a variable that took
    /// one of a few known values: an index after a bounded search, a merged counter), if
    /// that is at most `cap`; `None` for a constant or any other term. Runs in `build` for
    /// every operand that is an `ite`: no allocation, and it stops at the first leaf that is
    /// not a constant (each level holds a leaf, so the recursion is at most `cap` deep).
    fn constant_tree_leaves(&self, t: TermId, cap: u32) -> Option<u32> {
        let Op::Ite(_, a, b) = self.node(t).op else { return None };
        let arm = |s: &Self, x: TermId, cap: u32| match s.node(x).op {
            Op::Const(_) => (cap >= 1).then_some(1),
            _ => s.constant_tree_leaves(x, cap),
        };
        let left = arm(self, a, cap.checked_sub(1)?)?;
        let right = arm(self, b, cap - left)?;
        Some(left + right)
    }

    /// An integer operation whose operands are constants or small constant-leaf `ite` trees
    /// is an `ite` tree of constants over the same conditions: `t[i+1] - t[i]` for a table
    /// index `i` after a search becomes the table's step (one constant when the steps are
    /// equal: `ite` with equal branches collapses), where the bit-level circuit would be a
    /// subtractor and, for a division by it, a divider. The trees' leaf counts multiply, so
    /// the product is bounded.
    fn lift_constant_trees(&mut self, op: Op, width: u32) -> Option<TermId> {
        const MAX_LEAVES: u32 = 16;
        match op {
            Op::Not(_)
            | Op::And(..)
            | Op::Or(..)
            | Op::Xor(..)
            | Op::Add(..)
            | Op::Sub(..)
            | Op::Mul(..)
            | Op::UDiv(..)
            | Op::URem(..)
            | Op::SDiv(..)
            | Op::SRem(..)
            | Op::Shl(..)
            | Op::LShr(..)
            | Op::AShr(..)
            | Op::Extract(..)
            | Op::ZExt(_)
            | Op::SExt(_) => {}
            // With a constant side, `lift_compare` lifts (and knows `select` chains).
            Op::Eq(a, b) | Op::Ult(a, b) | Op::Slt(a, b)
                if self.as_const(a).is_none() && self.as_const(b).is_none() => {}
            _ => return None,
        }
        let mut product = 1u32;
        let mut cond = None;
        for a in op.args() {
            if self.as_const(a).is_some() {
                continue;
            }
            product = product.saturating_mul(self.constant_tree_leaves(a, MAX_LEAVES)?);
            if cond.is_none() {
                let Op::Ite(c, _, _) = self.node(a).op else {
                    unreachable!("a constant tree is an ite")
                };
                cond = Some(c);
            }
        }
        let c = cond?;
        if product > MAX_LEAVES {
            return None;
        }
        // Shannon expansion on `c`: operands rooted at `c` give their arms, the others stay.
        let cofactor = |s: &Self, a: TermId, then: bool| match s.node(a).op {
            Op::Ite(c2, x, y) if c2 == c => {
                if then {
                    x
                } else {
                    y
                }
            }
            _ => a,
        };
        let on = |s: &Self, then: bool| op.map_args(|a| cofactor(s, a, then));
        let (op_t, op_e) = (on(self, true), on(self, false));
        // Comparisons go back through their constructors: with one side constant now, it is
        // `lift_compare` that lifts them.
        let rebuild = |s: &mut Self, op: Op| match op {
            Op::Eq(a, b) => s.compare(0, a, b, LIFT_DEPTH),
            Op::Ult(a, b) => s.compare(1, a, b, LIFT_DEPTH),
            Op::Slt(a, b) => s.compare(2, a, b, LIFT_DEPTH),
            _ => s.build(op, width),
        };
        let t = rebuild(self, op_t);
        let e = rebuild(self, op_e);
        Some(self.ite(c, t, e))
    }

    fn is_ones(&self, t: TermId) -> bool {
        self.as_const(t) == Some(mask(self.width(t)))
    }
    fn is_zero(&self, t: TermId) -> bool {
        self.as_const(t) == Some(0)
    }
    /// `Some(x)` if `t` is `Not(x)`.
    fn negated(&self, t: TermId) -> Option<TermId> {
        match self.node(t).op {
            Op::Not(x) => Some(x),
            _ => None,
        }
    }
    fn same_width(&self, a: TermId, b: TermId) -> u32 {
        let (wa, wb) = (self.width(a), self.width(b));
        assert_eq!(wa, wb, "operand widths differ: {:?} vs {:?}", self.node(a), self.node(b));
        wa
    }
    fn ordered(a: TermId, b: TermId) -> (TermId, TermId) {
        if a <= b {
            (a, b)
        } else {
            (b, a)
        }
    }

    pub fn not(&mut self, a: TermId) -> TermId {
        if let Some(x) = self.negated(a) {
            return x;
        }
        let w = self.width(a);
        self.build(Op::Not(a), w)
    }

    pub fn and(&mut self, a: TermId, b: TermId) -> TermId {
        let w = self.same_width(a, b);
        if self.is_zero(a) || self.is_ones(b) {
            return a;
        }
        if self.is_zero(b) || self.is_ones(a) || a == b {
            return b;
        }
        if self.negated(a) == Some(b) || self.negated(b) == Some(a) {
            return self.zero(w);
        }
        let (a, b) = Self::ordered(a, b);
        self.build(Op::And(a, b), w)
    }

    pub fn or(&mut self, a: TermId, b: TermId) -> TermId {
        let w = self.same_width(a, b);
        if self.is_ones(a) || self.is_zero(b) {
            return a;
        }
        if self.is_ones(b) || self.is_zero(a) || a == b {
            return b;
        }
        if self.negated(a) == Some(b) || self.negated(b) == Some(a) {
            return self.ones(w);
        }
        // (x & y) | (x & !y) = x, the shape merging two branches of one state produces.
        if let (Op::And(x1, y1), Op::And(x2, y2)) = (self.node(a).op, self.node(b).op) {
            for (p, q, r, s) in
                [(x1, y1, x2, y2), (x1, y1, y2, x2), (y1, x1, x2, y2), (y1, x1, y2, x2)]
            {
                if p == r && (self.negated(q) == Some(s) || self.negated(s) == Some(q)) {
                    return p;
                }
            }
        }
        let (a, b) = Self::ordered(a, b);
        self.build(Op::Or(a, b), w)
    }

    pub fn xor(&mut self, a: TermId, b: TermId) -> TermId {
        let w = self.same_width(a, b);
        if self.is_zero(a) {
            return b;
        }
        if self.is_zero(b) {
            return a;
        }
        if a == b {
            return self.zero(w);
        }
        if self.is_ones(a) {
            return self.not(b);
        }
        if self.is_ones(b) {
            return self.not(a);
        }
        let (a, b) = Self::ordered(a, b);
        self.build(Op::Xor(a, b), w)
    }

    pub fn implies(&mut self, a: TermId, b: TermId) -> TermId {
        let na = self.not(a);
        self.or(na, b)
    }

    pub fn add(&mut self, a: TermId, b: TermId) -> TermId {
        let w = self.same_width(a, b);
        if self.is_zero(a) {
            return b;
        }
        if self.is_zero(b) {
            return a;
        }
        let (a, b) = Self::ordered(a, b);
        self.build(Op::Add(a, b), w)
    }

    pub fn sub(&mut self, a: TermId, b: TermId) -> TermId {
        let w = self.same_width(a, b);
        if self.is_zero(b) {
            return a;
        }
        if a == b {
            return self.zero(w);
        }
        self.build(Op::Sub(a, b), w)
    }

    pub fn neg(&mut self, a: TermId) -> TermId {
        let w = self.width(a);
        let z = self.zero(w);
        self.sub(z, a)
    }

    pub fn mul(&mut self, a: TermId, b: TermId) -> TermId {
        let w = self.same_width(a, b);
        if self.is_zero(a) || self.as_const(b) == Some(1) {
            return a;
        }
        if self.is_zero(b) || self.as_const(a) == Some(1) {
            return b;
        }
        // Multiplication by a power of two is a shift: far fewer clauses.
        for (x, c) in [(a, b), (b, a)] {
            if let Some(k) = self.as_const(c) {
                if k.is_power_of_two() {
                    let s = self.constant(w, k.trailing_zeros() as u64);
                    return self.shl(x, s);
                }
            }
        }
        let (a, b) = Self::ordered(a, b);
        self.build(Op::Mul(a, b), w)
    }

    /// `n` if `t` is the constant `2^n`, for `n` below `limit`.
    fn power_of_two(&self, t: TermId, limit: u32) -> Option<u32> {
        self.as_const(t)
            .filter(|k| k.is_power_of_two())
            .map(|k| k.trailing_zeros())
            .filter(|&n| n < limit)
    }

    // Division and remainder by a power of two are shifts and masks: a divider costs
    // thousands of clauses, a shift none.
    pub fn udiv(&mut self, a: TermId, b: TermId) -> TermId {
        let w = self.same_width(a, b);
        if let Some(n) = self.power_of_two(b, w) {
            let s = self.constant(w, n as u64);
            return self.lshr(a, s);
        }
        self.build(Op::UDiv(a, b), w)
    }
    pub fn urem(&mut self, a: TermId, b: TermId) -> TermId {
        let w = self.same_width(a, b);
        if let Some(n) = self.power_of_two(b, w) {
            let m = self.constant(w, (1u64 << n) - 1);
            return self.and(a, m);
        }
        self.build(Op::URem(a, b), w)
    }
    pub fn sdiv(&mut self, a: TermId, b: TermId) -> TermId {
        let w = self.same_width(a, b);
        if self.as_const(b) == Some(1) {
            return a;
        }
        // Truncation toward zero: a negative dividend is biased by 2^n - 1 before the
        // arithmetic shift. (2^(w-1) is negative as a signed divisor: not this case.)
        if let Some(n) = self.power_of_two(b, w.saturating_sub(1)) {
            let top = self.constant(w, (w - 1) as u64);
            let sign = self.ashr(a, top);
            let keep = self.constant(w, (w - n) as u64);
            let bias = self.lshr(sign, keep);
            let biased = self.add(a, bias);
            let s = self.constant(w, n as u64);
            return self.ashr(biased, s);
        }
        self.build(Op::SDiv(a, b), w)
    }
    pub fn srem(&mut self, a: TermId, b: TermId) -> TermId {
        let w = self.same_width(a, b);
        if self.as_const(b) == Some(1) {
            return self.zero(w);
        }
        if let Some(n) = self.power_of_two(b, w.saturating_sub(1)) {
            let q = self.sdiv(a, b);
            let s = self.constant(w, n as u64);
            let back = self.shl(q, s);
            return self.sub(a, back);
        }
        self.build(Op::SRem(a, b), w)
    }

    fn shift(&mut self, op: fn(TermId, TermId) -> Op, a: TermId, b: TermId) -> TermId {
        let w = self.same_width(a, b);
        if !w.is_power_of_two() {
            // A wide bit-field (`long long x : 40`): shifted in the next machine width, as
            // gcc's code does, then cut back.
            let wide = w.next_power_of_two();
            let aw = if matches!(op(a, b), Op::AShr(..)) {
                self.sext(a, wide)
            } else {
                self.zext(a, wide)
            };
            let bw = self.zext(b, wide);
            let r = self.shift(op, aw, bw);
            return self.extract(r, 0, w);
        }
        if let Some(s) = self.as_const(b) {
            if s & (w as u64 - 1) == 0 {
                return a;
            }
        }
        if self.is_zero(a) {
            return a;
        }
        self.build(op(a, b), w)
    }
    pub fn shl(&mut self, a: TermId, b: TermId) -> TermId {
        self.shift(Op::Shl, a, b)
    }
    pub fn lshr(&mut self, a: TermId, b: TermId) -> TermId {
        self.shift(Op::LShr, a, b)
    }
    pub fn ashr(&mut self, a: TermId, b: TermId) -> TermId {
        self.shift(Op::AShr, a, b)
    }

    pub fn eq(&mut self, a: TermId, b: TermId) -> TermId {
        self.eq_d(a, b, LIFT_DEPTH)
    }

    fn eq_d(&mut self, a: TermId, b: TermId, depth: u32) -> TermId {
        let w = self.same_width(a, b);
        if a == b {
            return Self::TRUE;
        }
        if range::compare(&Op::Eq(a, b), self.range(a), self.range(b), w) == Some(false) {
            return Self::FALSE;
        }
        if w == 1 {
            // x == 1 is x, x == 0 is !x.
            for (x, c) in [(a, b), (b, a)] {
                match self.as_const(c) {
                    Some(1) => return x,
                    Some(0) => return self.not(x),
                    _ => {}
                }
            }
        }
        if let Some(t) = self.lift_compare(0, a, b, depth) {
            return t;
        }
        // Distinct constants fold in build; an extension compared with a constant outside its
        // range is false, inside it compares the narrow operand (keeps `_Bool`/char tests small).
        for (x, c) in [(a, b), (b, a)] {
            if let (Some(k), Op::ZExt(inner)) = (self.as_const(c), self.node(x).op) {
                let iw = self.width(inner);
                if k > mask(iw) {
                    return Self::FALSE;
                }
                let kc = self.constant(iw, k);
                return self.eq(inner, kc);
            }
            if let (Some(k), Op::SExt(inner)) = (self.as_const(c), self.node(x).op) {
                let iw = self.width(inner);
                if sign_extend(k & mask(iw), iw) & mask(w) != k {
                    return Self::FALSE;
                }
                let kc = self.constant(iw, k);
                return self.eq(inner, kc);
            }
        }
        let (a, b) = Self::ordered(a, b);
        self.build(Op::Eq(a, b), 1)
    }

    pub fn ne(&mut self, a: TermId, b: TermId) -> TermId {
        let e = self.eq(a, b);
        self.not(e)
    }

    pub fn ult(&mut self, a: TermId, b: TermId) -> TermId {
        self.ult_d(a, b, LIFT_DEPTH)
    }

    fn ult_d(&mut self, a: TermId, b: TermId, depth: u32) -> TermId {
        let w = self.same_width(a, b);
        if a == b {
            return Self::FALSE;
        }
        // Ranges decide `x < 0` and `ones < x` (false) among the rest.
        if let Some(v) = range::compare(&Op::Ult(a, b), self.range(a), self.range(b), w) {
            return self.bool_const(v);
        }
        if let Some(t) = self.lift_compare(1, a, b, depth) {
            return t;
        }
        self.build(Op::Ult(a, b), 1)
    }
    pub fn ule(&mut self, a: TermId, b: TermId) -> TermId {
        let lt = self.ult(b, a);
        self.not(lt)
    }
    pub fn slt(&mut self, a: TermId, b: TermId) -> TermId {
        self.slt_d(a, b, LIFT_DEPTH)
    }

    fn slt_d(&mut self, a: TermId, b: TermId, depth: u32) -> TermId {
        let w = self.same_width(a, b);
        if a == b {
            return Self::FALSE;
        }
        if let Some(v) = range::compare(&Op::Slt(a, b), self.range(a), self.range(b), w) {
            return self.bool_const(v);
        }
        if let Some(t) = self.lift_compare(2, a, b, depth) {
            return t;
        }
        self.build(Op::Slt(a, b), 1)
    }
    pub fn sle(&mut self, a: TermId, b: TermId) -> TermId {
        let lt = self.slt(b, a);
        self.not(lt)
    }

    pub fn ite(&mut self, c: TermId, a: TermId, b: TermId) -> TermId {
        assert_eq!(self.width(c), 1, "ite condition must be Boolean");
        let w = self.same_width(a, b);
        if c == Self::TRUE || a == b {
            return a;
        }
        if c == Self::FALSE {
            return b;
        }
        if let Some(nc) = self.negated(c) {
            return self.ite(nc, b, a);
        }
        if w == 1 {
            match (self.as_const(a), self.as_const(b)) {
                (Some(1), Some(0)) => return c,
                (Some(0), Some(1)) => return self.not(c),
                (Some(1), _) => return self.or(c, b),
                (Some(0), _) => {
                    let nc = self.not(c);
                    return self.and(nc, b);
                }
                (_, Some(0)) => return self.and(c, a),
                (_, Some(1)) => {
                    let nc = self.not(c);
                    return self.or(nc, a);
                }
                _ => {}
            }
        }
        // ite(c, ite(c, x, _), y) = ite(c, x, y) and the mirror image.
        if let Op::Ite(c2, x, _) = self.node(a).op {
            if c2 == c {
                return self.ite(c, x, b);
            }
        }
        if let Op::Ite(c2, _, y) = self.node(b).op {
            if c2 == c {
                return self.ite(c, a, y);
            }
        }
        if let Some(t) = self.conditional_step(c, a, b) {
            return t;
        }
        self.build(Op::Ite(c, a, b), w)
    }

    /// `ite(c, x + k, x)` as `x + ite(c, k, 0)` (and `-` alike, and the mirror image) for a
    /// constant `k`: the addend's bits are then `c` or 0, so a conditional step of a counter
    /// costs one adder whose carries follow from `c`, not an adder and a multiplexer.
    fn conditional_step(&mut self, c: TermId, a: TermId, b: TermId) -> Option<TermId> {
        for (stepped, kept, taken) in [(a, b, true), (b, a, false)] {
            let (x, k, subtract) = match self.node(stepped).op {
                Op::Add(p, q) if p == kept => (p, q, false),
                Op::Add(p, q) if q == kept => (q, p, false),
                Op::Sub(p, q) if p == kept => (p, q, true),
                _ => continue,
            };
            self.as_const(k)?;
            let zero = self.zero(self.width(k));
            let step = if taken { self.ite(c, k, zero) } else { self.ite(c, zero, k) };
            return Some(if subtract { self.sub(x, step) } else { self.add(x, step) });
        }
        None
    }

    fn compare(&mut self, tag: u8, a: TermId, b: TermId, depth: u32) -> TermId {
        match tag {
            0 => self.eq_d(a, b, depth),
            1 => self.ult_d(a, b, depth),
            _ => self.slt_d(a, b, depth),
        }
    }

    /// `g1 ? v1 : g2 ? v2 : ... : default` for pairwise disjoint guards `gi` (the states
    /// merging at one point). The chain remembers the disjointness, so a comparison of it with
    /// a constant becomes the disjunction of the guards whose value passes (or the conjunction
    /// of the negated guards whose value fails), not a formula over every guard in turn: a mode
    /// test of an n-mode chart costs its own transitions, not n.
    pub fn select(&mut self, arms: &[(TermId, TermId)], default: TermId) -> TermId {
        let mut acc = default;
        let mut level = 0;
        for &(g, v) in arms.iter().rev() {
            let t = self.ite(g, v, acc);
            if self.node(t).op == Op::Ite(g, v, acc) {
                level += 1;
                let known = self.selections.entry(t).or_insert(0);
                *known = (*known).max(level);
            } else {
                level = 0;
            }
            acc = t;
        }
        acc
    }

    /// A comparison with a constant through a chain built by `select`.
    fn lift_selection(
        &mut self,
        tag: u8,
        x: TermId,
        k: TermId,
        k_left: bool,
        depth: u32,
    ) -> Option<TermId> {
        let levels = *self.selections.get(&x)?;
        if levels < 2 {
            return None;
        }
        let mut arms = Vec::with_capacity(levels as usize);
        let mut at = x;
        for _ in 0..levels {
            let Op::Ite(c, t, e) = self.node(at).op else { return None };
            arms.push((c, t));
            at = e;
        }
        let arm = |s: &mut Self, y: TermId| {
            if k_left {
                s.compare(tag, k, y, depth - 1)
            } else {
                s.compare(tag, y, k, depth - 1)
            }
        };
        let results: Vec<TermId> = arms.iter().map(|&(_, v)| arm(self, v)).collect();
        let default = arm(self, at);
        // At most one arm's condition holds, so an arm needs a gate only if it can decide:
        // it passes (fails, when the default passes) or is symbolic. Mode tests pass in
        // few arms: this is linear in the transitions, where the plain chain (and lifting
        // each of its levels again) is quadratic in the modes.
        if self.as_const(default) == Some(1) {
            // AND_i (!gi | ri)
            let mut acc = Self::TRUE;
            for (&(g, _), &r) in arms.iter().zip(&results) {
                let ng = self.not(g);
                let factor = self.or(ng, r);
                acc = self.and(acc, factor);
            }
            return Some(acc);
        }
        // OR_i (gi & ri) | (!any & default)
        let mut acc = match self.as_const(default) {
            Some(_) => Self::FALSE,
            None => {
                let any = match self.selection_any.get(&x) {
                    Some(&any) => any,
                    None => {
                        let any = arms.iter().fold(Self::FALSE, |acc, &(g, _)| self.or(acc, g));
                        self.selection_any.insert(x, any);
                        any
                    }
                };
                let none = self.not(any);
                self.and(none, default)
            }
        };
        for (&(g, _), &r) in arms.iter().zip(&results) {
            let term = self.and(g, r);
            acc = self.or(acc, term);
        }
        Some(acc)
    }

    /// A comparison of an `ite` whose arms lead to constants with a constant becomes an `ite`
    /// of comparisons that fold: `ite(c, 5, x) == 6` is `!c & x == 6`. Control-state
    /// variables of generated code are exactly such chains, so their tests turn into small
    /// Boolean formulas over path guards instead of comparator circuits.
    fn lift_compare(&mut self, tag: u8, a: TermId, b: TermId, depth: u32) -> Option<TermId> {
        if depth == 0 {
            return None;
        }
        let (k_left, x, k) = match (self.as_const(a), self.as_const(b)) {
            (None, Some(_)) => (false, a, b),
            (Some(_), None) => (true, b, a),
            _ => return None,
        };
        let Op::Ite(c, t, e) = self.node(x).op else { return None };
        let key = (tag | ((k_left as u8) << 4), x, k);
        if let Some(&r) = self.lifted.get(&key) {
            return Some(r);
        }
        if let Some(r) = self.lift_selection(tag, x, k, k_left, depth) {
            self.lifted.insert(key, r);
            return Some(r);
        }
        let arm = |s: &mut Self, y: TermId| {
            if k_left {
                s.compare(tag, k, y, depth - 1)
            } else {
                s.compare(tag, y, k, depth - 1)
            }
        };
        let rt = arm(self, t);
        let re = arm(self, e);
        let r = self.ite(c, rt, re);
        self.lifted.insert(key, r);
        Some(r)
    }

    /// Bits `lo .. lo + width` of `a`.
    pub fn extract(&mut self, a: TermId, lo: u32, width: u32) -> TermId {
        let aw = self.width(a);
        assert!(lo + width <= aw, "extract out of range");
        if lo == 0 && width == aw {
            return a;
        }
        match self.node(a).op {
            Op::Extract(inner, lo2) => return self.extract(inner, lo + lo2, width),
            Op::ZExt(inner) | Op::SExt(inner) if lo == 0 && width == self.width(inner) => {
                return inner
            }
            Op::ZExt(inner) | Op::SExt(inner) if lo + width <= self.width(inner) => {
                return self.extract(inner, lo, width)
            }
            _ => {}
        }
        if let Some(t) = self.narrow_arithmetic(a, lo, width) {
            return t;
        }
        self.build(Op::Extract(a, lo), width)
    }
    /// The low `width` bits of `+`, `-`, `*` (and of the bitwise operations) depend only on
    /// the operands' low bits. When every operand is a constant or an extension of a
    /// `width`-bit value, C's integer promotion is undone: `(uint16_t)(c + 1)` with a
    /// `uint16_t c` is a 16-bit addition of `c` and 1, not a 32-bit one.
    fn narrow_arithmetic(&mut self, a: TermId, lo: u32, width: u32) -> Option<TermId> {
        let op = self.node(a).op;
        let (x, y) = match op {
            Op::Add(x, y) | Op::Sub(x, y) | Op::Mul(x, y) if lo == 0 => (x, y),
            Op::And(x, y) | Op::Or(x, y) | Op::Xor(x, y) => (x, y),
            _ => return None,
        };
        let narrow = |s: &mut Self, t: TermId| -> Option<TermId> {
            match s.node(t).op {
                Op::Const(v) => Some(s.constant(width, (v >> lo) & mask(width))),
                Op::Wide(_) => {
                    let v = s.as_wide_const(t)?;
                    Some(s.constant_wide(width, v >> lo))
                }
                Op::ZExt(inner) | Op::SExt(inner) if lo == 0 && s.width(inner) == width => {
                    Some(inner)
                }
                _ => None,
            }
        };
        let (x, y) = (narrow(self, x)?, narrow(self, y)?);
        Some(match op {
            Op::Add(..) => self.add(x, y),
            Op::Sub(..) => self.sub(x, y),
            Op::Mul(..) => self.mul(x, y),
            Op::And(..) => self.and(x, y),
            Op::Or(..) => self.or(x, y),
            _ => self.xor(x, y),
        })
    }

    pub fn zext(&mut self, a: TermId, width: u32) -> TermId {
        let aw = self.width(a);
        assert!(width >= aw);
        if width == aw {
            return a;
        }
        if let Op::ZExt(inner) = self.node(a).op {
            return self.zext(inner, width);
        }
        self.build(Op::ZExt(a), width)
    }
    pub fn sext(&mut self, a: TermId, width: u32) -> TermId {
        let aw = self.width(a);
        assert!(width >= aw);
        if width == aw {
            return a;
        }
        if aw == 1 {
            // A sign-extended bit is all ones or zero.
            let ones = self.ones(width);
            let zero = self.zero(width);
            return self.ite(a, ones, zero);
        }
        if let Op::SExt(inner) = self.node(a).op {
            return self.sext(inner, width);
        }
        self.build(Op::SExt(a), width)
    }
    /// Resizes by truncation or extension (signed or not).
    pub fn resize(&mut self, a: TermId, width: u32, signed: bool) -> TermId {
        let aw = self.width(a);
        if width < aw {
            self.extract(a, 0, width)
        } else if signed {
            self.sext(a, width)
        } else {
            self.zext(a, width)
        }
    }
    /// `a != 0` as a Boolean term.
    pub fn is_nonzero(&mut self, a: TermId) -> TermId {
        if self.width(a) == 1 {
            return a;
        }
        let w = self.width(a);
        let z = self.zero(w);
        self.ne(a, z)
    }

    /// `t` as `x == k` for a constant `k` (either side), if it is one.
    pub fn as_eq_const(&self, t: TermId) -> Option<(TermId, u64)> {
        let Op::Eq(a, b) = self.node(t).op else { return None };
        match (self.as_const(a), self.as_const(b)) {
            (None, Some(k)) => Some((a, k)),
            (Some(k), None) => Some((b, k)),
            _ => None,
        }
    }

    /// The terms a Boolean condition `c` fixes to constants: `x` for each conjunct
    /// `x == k` (and `y` for `ext(y) == k` when `k` is `y`'s value extended), and a Boolean
    /// conjunct `b` (`!b`) as true (false). Every execution where `c` holds has these values.
    pub fn implied_constants(&mut self, c: TermId) -> Vec<(TermId, TermId)> {
        let mut out = Vec::new();
        let mut todo = vec![c];
        while let Some(t) = todo.pop() {
            match self.node(t).op {
                Op::Const(_) => {}
                Op::And(a, b) if self.width(t) == 1 => todo.extend([a, b]),
                Op::Eq(..) => {
                    let Some((x, k)) = self.as_eq_const(t) else { continue };
                    let kt = self.constant(self.width(x), k);
                    out.push((x, kt));
                    if let Op::ZExt(y) | Op::SExt(y) = self.node(x).op {
                        let wy = self.width(y);
                        let narrow = k & mask(wy);
                        let back = if matches!(self.node(x).op, Op::SExt(_)) {
                            sign_extend(narrow, wy) & mask(self.width(x))
                        } else {
                            narrow
                        };
                        if back == k {
                            let ky = self.constant(wy, narrow);
                            out.push((y, ky));
                        }
                    }
                }
                // A Boolean input: only those, since looking for a slot that holds some other
                // condition (`x < 10`) would scan the state at nearly every assumption.
                Op::Var(_) if self.width(t) == 1 => out.push((t, Self::TRUE)),
                Op::Not(b) if matches!(self.node(b).op, Op::Var(_)) && self.width(b) == 1 => {
                    out.push((b, Self::FALSE))
                }
                _ => {}
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hash_consing_shares_structure() {
        let mut s = TermStore::new();
        let x = s.fresh_var(32);
        let y = s.fresh_var(32);
        let a = s.add(x, y);
        let b = s.add(y, x);
        assert_eq!(a, b);
        assert!(a > x && a > y, "children have smaller ids");
    }

    #[test]
    fn constant_folding_uses_c_semantics() {
        let mut s = TermStore::new();
        let a = s.constant(32, (-7i32) as u32 as u64);
        let b = s.constant(32, 2);
        let q = s.sdiv(a, b);
        assert_eq!(s.as_const(q), Some((-3i32) as u32 as u64));
        let r = s.srem(a, b);
        assert_eq!(s.as_const(r), Some((-1i32) as u32 as u64));
        let sh = s.constant(32, 33);
        let one = s.constant(32, 1);
        let l = s.shl(one, sh);
        assert_eq!(s.as_const(l), Some(2), "count modulo width, as on x86-64");
    }

    #[test]
    fn merge_shapes_simplify() {
        let mut s = TermStore::new();
        let g = s.fresh_var(1);
        let c = s.fresh_var(1);
        let nc = s.not(c);
        let a = s.and(g, c);
        let b = s.and(g, nc);
        assert_eq!(s.or(a, b), g);
        let x = s.fresh_var(8);
        let y = s.fresh_var(8);
        let i1 = s.ite(c, x, y);
        let i2 = s.ite(nc, y, x);
        assert_eq!(i1, i2);
    }

    /// A deterministic pseudo-random sequence (xorshift64).
    fn xorshift(mut seed: u64) -> impl FnMut() -> u64 {
        move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        }
    }

    /// Comparisons through `select` chains (disjoint guards: `sel == i`) agree with the plain
    /// `ite` chain on every input, for constant and symbolic arms and defaults, and cost less.
    #[test]
    fn comparisons_through_selections_are_exact() {
        let mut next = xorshift(0x2545_f491_4f6c_dd1d);
        for round in 0..200 {
            let mut s = TermStore::new();
            let sel = s.fresh_var(4);
            let y = s.fresh_var(4);
            let n = 2 + (next() % 6) as usize;
            let value = |s: &mut TermStore, r: u64| {
                if r.is_multiple_of(4) {
                    y
                } else {
                    s.constant(4, r % 16)
                }
            };
            let arms: Vec<(TermId, TermId)> = (0..n)
                .map(|i| {
                    let k = s.constant(4, i as u64);
                    let g = s.eq(sel, k);
                    (g, value(&mut s, next()))
                })
                .collect();
            let default = value(&mut s, next());
            let chain = s.select(&arms, default);
            let k = s.constant(4, next() % 16);
            let tag = (round % 3) as u8;
            let lifted = match tag {
                0 => s.eq(chain, k),
                1 => s.ult(chain, k),
                _ => s.slt(k, chain),
            };
            for sv in 0..16u64 {
                for yv in 0..16u64 {
                    let env = move |n: u32| u128::from(if n == 0 { sv } else { yv });
                    let mut ev = crate::term::eval::Evaluator::new(&s, &env);
                    let c = ev.eval(chain);
                    let kv = s.as_const(k).unwrap();
                    let expect = match tag {
                        0 => c == kv,
                        1 => c < kv,
                        _ => (sign_extend(kv, 4) as i64) < (sign_extend(c, 4) as i64),
                    };
                    assert_eq!(ev.eval_bool(lifted), expect, "round {round}, sel {sv}, y {yv}");
                }
            }
        }
    }

    #[test]
    fn comparisons_with_constants_lift_through_ite() {
        let mut s = TermStore::new();
        let c = s.fresh_var(1);
        let d = s.fresh_var(1);
        let x = s.fresh_var(32);
        let five = s.constant(32, 5);
        let six = s.constant(32, 6);
        let inner = s.ite(d, six, x);
        let v = s.ite(c, five, inner);
        // v == 6  is  !c & (d | x == 6)
        let e = s.eq(v, six);
        let x6 = s.eq(x, six);
        let d_or = s.or(d, x6);
        let nc = s.not(c);
        assert_eq!(e, s.and(nc, d_or));
        // 5 <u v  is  !c & (d | 5 <u x)
        let lt = s.ult(five, v);
        let x_gt = s.ult(five, x);
        let d_or2 = s.or(d, x_gt);
        assert_eq!(lt, s.and(nc, d_or2));
    }

    #[test]
    fn extension_compare_with_constant() {
        let mut s = TermStore::new();
        let x = s.fresh_var(8);
        let wide = s.zext(x, 32);
        let big = s.constant(32, 300);
        assert_eq!(s.eq(wide, big), TermStore::FALSE);
        let sx = s.sext(x, 32);
        let m1 = s.constant(32, u32::MAX as u64);
        let e = s.eq(sx, m1);
        let m1_8 = s.constant(8, 0xff);
        assert_eq!(e, s.eq(x, m1_8));
    }

    #[test]
    fn division_by_powers_of_two_is_exact() {
        let check = |w: u32, xv: u64, n: u32| {
            let mut s = TermStore::new();
            let x = s.fresh_var(w);
            let d = s.constant(w, 1 << n);
            let env = move |_: u32| u128::from(xv);
            for (tag, op) in
                [(0, Op::UDiv(x, d)), (1, Op::URem(x, d)), (2, Op::SDiv(x, d)), (3, Op::SRem(x, d))]
            {
                let t = match tag {
                    0 => s.udiv(x, d),
                    1 => s.urem(x, d),
                    2 => s.sdiv(x, d),
                    _ => s.srem(x, d),
                };
                let expect = eval_op(&op, w, w, &[xv, 1 << n]);
                let got = crate::term::eval::Evaluator::new(&s, &env).eval(t);
                assert_eq!(got, expect, "{op:?} width {w}, x {xv:#x}, divisor 2^{n}");
            }
        };
        for xv in 0..256 {
            for n in 0..8 {
                check(8, xv, n);
            }
        }
        let mut next = xorshift(0x9e37_79b9_7f4a_7c15);
        for _ in 0..2000 {
            let seed = next();
            check(32, seed & 0xffff_ffff, (seed >> 40) as u32 % 32);
            check(64, seed, (seed >> 58) as u32);
        }
    }

    #[test]
    fn operations_on_constant_trees_fold_exactly() {
        let mut next = xorshift(0x2545_f491_4f6c_dd1d);
        for round in 0..500 {
            let mut s = TermStore::new();
            let conds: Vec<TermId> = (0..3).map(|_| s.fresh_var(1)).collect();
            // A tree of depth <= 2 over the conditions, or a constant.
            let tree = |s: &mut TermStore, r: &mut dyn FnMut() -> u64| {
                let leaf = |s: &mut TermStore, r: &mut dyn FnMut() -> u64| s.constant(8, r() % 256);
                match r() % 4 {
                    0 => leaf(s, r),
                    _ => {
                        let (a, b, c, d) = (leaf(s, r), leaf(s, r), leaf(s, r), leaf(s, r));
                        let l = s.ite(conds[(r() % 3) as usize], a, b);
                        let rr = s.ite(conds[(r() % 3) as usize], c, d);
                        s.ite(conds[(r() % 3) as usize], l, rr)
                    }
                }
            };
            let a = tree(&mut s, &mut next);
            let b = tree(&mut s, &mut next);
            let kind = next() % 16;
            let op = match kind {
                0 => Op::Add(a, b),
                1 => Op::Sub(a, b),
                2 => Op::Mul(a, b),
                3 => Op::UDiv(a, b),
                4 => Op::URem(a, b),
                5 => Op::SDiv(a, b),
                6 => Op::SRem(a, b),
                7 => Op::Shl(a, b),
                8 => Op::LShr(a, b),
                9 => Op::AShr(a, b),
                10 => Op::And(a, b),
                11 => Op::Xor(a, b),
                12 => Op::Eq(a, b),
                13 => Op::Ult(a, b),
                14 => Op::Slt(a, b),
                _ => Op::Extract(a, 3),
            };
            let width = match op {
                Op::Eq(..) | Op::Ult(..) | Op::Slt(..) => 1,
                Op::Extract(..) => 4,
                _ => 8,
            };
            let t = match op {
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
                Op::And(a, b) => s.and(a, b),
                Op::Xor(a, b) => s.xor(a, b),
                Op::Eq(a, b) => s.eq(a, b),
                Op::Ult(a, b) => s.ult(a, b),
                Op::Slt(a, b) => s.slt(a, b),
                _ => s.extract(a, 3, 4),
            };
            // Every operand is a constant or a tree of at most 4 leaves: the result folds to
            // an ite tree of constants (or Boolean gates over the conditions).
            let mut stack = vec![t];
            while let Some(x) = stack.pop() {
                match s.node(x).op {
                    Op::Const(_) | Op::Var(_) | Op::Not(_) | Op::And(..) | Op::Or(..) => {}
                    Op::Ite(_, y, z) => stack.extend([y, z]),
                    other => panic!("round {round}: {other:?} left in {op:?}"),
                }
            }
            for bits in 0..8u64 {
                let env = move |n: u32| u128::from((bits >> n) & 1);
                let mut ev = crate::term::eval::Evaluator::new(&s, &env);
                let args: Vec<u64> = op.args().map(|x| ev.eval(x)).collect();
                let expect = eval_op(&op, width, 8, &args);
                assert_eq!(ev.eval(t), expect, "round {round}: {op:?} under conditions {bits:03b}");
            }
        }
    }

    #[test]
    fn table_steps_fold_to_a_constant() {
        // t[i + 1] - t[i] for a search result i and a table of equal steps.
        let mut s = TermStore::new();
        let (c, d) = (s.fresh_var(1), s.fresh_var(1));
        let k = |s: &mut TermStore, v: u64| s.constant(32, v);
        let (k0, k1, k2, k3, k4) =
            (k(&mut s, 0), k(&mut s, 128), k(&mut s, 256), k(&mut s, 384), k(&mut s, 512));
        let lo = s.ite(d, k0, k1);
        let hi = s.ite(d, k2, k3);
        let ti = s.ite(c, lo, hi);
        let lo1 = s.ite(d, k1, k2);
        let hi1 = s.ite(d, k3, k4);
        let ti1 = s.ite(c, lo1, hi1);
        let step = s.sub(ti1, ti);
        assert_eq!(step, k1);
        let x = s.fresh_var(32);
        let q = s.sdiv(x, step);
        assert!(!matches!(s.node(q).op, Op::SDiv(..)), "division by 128 is a shift");
    }

    /// `ite(c, x ± k, x)` (both orientations) and truncated promoted arithmetic
    /// (`extract(op(ext(x), k))`) against the plain word-level semantics: exhaustive over
    /// 8-bit `x` and `c`, for constants `k` and every operation, zero and sign extension.
    #[test]
    fn conditional_steps_and_narrowed_arithmetic_are_exact() {
        use super::eval::Evaluator;
        let ks = [0u64, 1, 2, 0x7f, 0x80, 0xff, 0x1234, 0xffff_ff01];
        for &k in &ks {
            let mut s = TermStore::new();
            let (x, c) = (s.fresh_var(8), s.fresh_var(1));
            let k8 = s.constant(8, k & 0xff);
            let mut terms = Vec::new();
            for sub in [false, true] {
                let stepped = if sub { s.sub(x, k8) } else { s.add(x, k8) };
                let (a, b) = (s.ite(c, stepped, x), s.ite(c, x, stepped));
                terms.push((a, sub, true));
                terms.push((b, sub, false));
            }
            let (wide_z, wide_s) = (s.zext(x, 32), s.sext(x, 32));
            let k32 = s.constant(32, k & 0xffff_ffff);
            let mut narrowed = Vec::new();
            for (ext, wide) in [(0, wide_z), (1, wide_s)] {
                for (tag, op) in ["add", "sub", "mul", "and", "or", "xor"].into_iter().enumerate() {
                    let t = match op {
                        "add" => s.add(wide, k32),
                        "sub" => s.sub(k32, wide),
                        "mul" => s.mul(wide, k32),
                        "and" => s.and(wide, k32),
                        "or" => s.or(wide, k32),
                        _ => s.xor(wide, k32),
                    };
                    narrowed.push((s.extract(t, 0, 8), ext, tag));
                    narrowed.push((s.extract(t, 4, 8), ext, tag + 10));
                }
            }
            for xv in 0..256u64 {
                for cv in 0..2u64 {
                    let env = move |n: u32| u128::from(if n == 0 { xv } else { cv });
                    let mut ev = Evaluator::new(&s, &env);
                    for &(t, sub, taken) in &terms {
                        let step = if sub { xv.wrapping_sub(k) } else { xv.wrapping_add(k) } & 0xff;
                        let want = if (cv == 1) == taken { step } else { xv };
                        assert_eq!(ev.eval(t), want, "k={k} x={xv} c={cv} sub={sub} taken={taken}");
                    }
                    for &(t, ext, tag) in &narrowed {
                        let w = if ext == 0 { xv } else { sign_extend(xv, 8) & 0xffff_ffff };
                        let k = k & 0xffff_ffff;
                        let full = match tag % 10 {
                            0 => w.wrapping_add(k),
                            1 => k.wrapping_sub(w),
                            2 => w.wrapping_mul(k),
                            3 => w & k,
                            4 => w | k,
                            _ => w ^ k,
                        } & 0xffff_ffff;
                        let want = (full >> if tag >= 10 { 4 } else { 0 }) & 0xff;
                        assert_eq!(ev.eval(t), want, "k={k} x={xv} ext={ext} op={tag}");
                    }
                }
            }
            // A conditional increment builds no multiplexer over the sum.
            let one = s.constant(8, 1);
            let inc = s.add(x, one);
            let t = s.ite(c, inc, x);
            assert!(matches!(s.node(t).op, Op::Add(..)), "{:?}", s.node(t).op);
        }
    }
    /// Terms built through the constructors (so every simplification, range folds included,
    /// takes part) from three 4-bit inputs and small constants: exhaustively over the inputs,
    /// every term's value lies in its range, and every comparison (built, and possibly folded
    /// by ranges) has the value of the comparison of its operands' values.
    #[test]
    fn values_lie_in_their_ranges_and_range_folds_are_exact() {
        use super::eval::Evaluator;
        let mut next = xorshift(0x0dd_b1a5_e5ca_fe01);
        let mut folded = 0;
        for round in 0..80 {
            let mut s = TermStore::new();
            let mut pool: Vec<TermId> = (0..3).map(|_| s.fresh_var(4)).collect();
            let c = s.fresh_var(1);
            let mut compares = Vec::new();
            for _ in 0..40 {
                let r = next();
                let pick = |r: u64, pool: &[TermId]| pool[(r % pool.len() as u64) as usize];
                let (a, b) = (pick(r >> 8, &pool), pick(r >> 20, &pool));
                let k = s.constant(4, (r >> 32) % 16);
                let t = match r % 19 {
                    0 => s.add(a, b),
                    1 => s.sub(a, b),
                    2 => s.mul(a, k),
                    3 => s.and(a, k),
                    4 => s.or(a, b),
                    5 => s.xor(a, k),
                    6 => s.udiv(a, k),
                    7 => s.urem(a, b),
                    8 => s.lshr(a, k),
                    9 => s.shl(a, k),
                    10 => s.ashr(a, k),
                    11 => s.ite(c, a, b),
                    12 => s.add(a, k),
                    13 => s.sub(a, k),
                    14 => {
                        let w = s.zext(a, 8);
                        let k8 = s.constant(8, (r >> 40) % 64);
                        let sum = s.add(w, k8);
                        s.extract(sum, (r >> 50) as u32 % 4, 4)
                    }
                    15 => {
                        let w = s.sext(a, 8);
                        s.extract(w, 1, 4)
                    }
                    16 => s.not(a),
                    17 => {
                        let d = s.ult(a, k);
                        let inc = s.add(a, k);
                        s.ite(d, inc, a)
                    }
                    _ => s.udiv(a, b),
                };
                pool.push(t);
                let (x, y) =
                    (pick(r >> 44, &pool), if r & 1 == 0 { k } else { pick(r >> 52, &pool) });
                let tag = (r >> 60) % 3;
                let cmp = match tag {
                    0 => s.eq(x, y),
                    1 => s.ult(x, y),
                    _ => s.slt(x, y),
                };
                if s.as_const(cmp).is_some() {
                    folded += 1;
                }
                compares.push((cmp, x, y, tag));
            }
            // The ranges once per round (each `range` call walks the term's cone).
            let ranges: Vec<_> = pool.iter().map(|&t| s.range(t)).collect();
            for v in 0..(1u64 << 13) {
                let env =
                    move |n: u32| u128::from(if n < 3 { (v >> (4 * n)) & 15 } else { v >> 12 });
                let mut ev = Evaluator::new(&s, &env);
                for (&t, &r) in pool.iter().zip(&ranges) {
                    let val = ev.eval(t);
                    assert!(
                        r.lo <= val && val <= r.hi,
                        "round {round}: {:?} = {val} outside {r:?}",
                        s.node(t)
                    );
                }
                for &(cmp, x, y, tag) in &compares {
                    let (xv, yv) = (ev.eval(x), ev.eval(y));
                    let want = match tag {
                        0 => xv == yv,
                        1 => xv < yv,
                        _ => (sign_extend(xv, 4) as i64) < (sign_extend(yv, 4) as i64),
                    };
                    assert_eq!(
                        ev.eval_bool(cmp),
                        want,
                        "round {round}: {:?} vs {:?}",
                        s.node(x),
                        s.node(y)
                    );
                }
            }
        }
        assert!(folded > 30, "ranges folded only {folded} comparisons");
    }

    /// A counter that steps by one per frame from 0 (`if (c) n++`, `if (r) n = 0`) stays at
    /// most `k` in frame `k`: its test against a threshold folds to false in every frame before
    /// the threshold, and not from the threshold on.
    #[test]
    fn counter_thresholds_fold_before_they_can_be_reached() {
        let mut s = TermStore::new();
        let mut n = s.zero(8);
        let ten = s.constant(8, 10);
        let one = s.constant(8, 1);
        for k in 0..20u64 {
            let (c, r) = (s.fresh_var(1), s.fresh_var(1));
            let inc = s.add(n, one);
            let stepped = s.ite(c, inc, n);
            let zero = s.zero(8);
            n = s.ite(r, zero, stepped);
            let reached = s.ule(ten, n);
            if k + 1 < 10 {
                assert_eq!(reached, TermStore::FALSE, "frame {k}");
            } else {
                assert!(s.as_const(reached).is_none(), "frame {k}");
            }
        }
    }
}
