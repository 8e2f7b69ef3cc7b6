//! Decisions and conditions as CBMC's `cover_util.cpp` and `cover_instrument_mcdc.cpp` see
//! them: Boolean structure (`&&`, `||`, `!`) over atomic conditions (comparisons), ordered as
//! CBMC's `std::set<exprt>` orders them (operator name first: `<` `=` `>` before `and`,
//! `not` before `notequal` before `or`), because that order decides goal numbers.

use std::cmp::Ordering;
use std::collections::BTreeSet;

use crate::ir::{BinOp, Expr, ExprKind, Type, UnOp};

/// A Boolean expression: `And`/`Or` are n-ary as CBMC builds them (binary from the source,
/// wider from `conjunction`), atoms are comparisons.
#[derive(Debug, Clone)]
pub enum B {
    And(Vec<B>),
    Or(Vec<B>),
    Not(Box<B>),
    Atom(Atom),
}

#[derive(Debug, Clone)]
pub struct Atom {
    /// CBMC's expression id (`<`, `=`, `notequal`, ...), the first sort key.
    pub id: &'static str,
    /// The printed expression: the tie-breaker, and equality.
    pub text: String,
    pub expr: Expr,
}

impl B {
    fn id(&self) -> &str {
        match self {
            B::And(_) => "and",
            B::Or(_) => "or",
            B::Not(_) => "not",
            B::Atom(a) => a.id,
        }
    }

    fn ops(&self) -> &[B] {
        match self {
            B::And(v) | B::Or(v) => v,
            B::Not(x) => std::slice::from_ref(x),
            B::Atom(_) => &[],
        }
    }

    pub fn is_condition(&self) -> bool {
        matches!(self, B::Atom(_))
    }

    /// CBMC's `expr2c` text: nested `&&` in `&&` without parentheses, `||` in `&&` with.
    pub fn text(&self) -> String {
        match self {
            B::Atom(a) => a.text.clone(),
            B::Not(x) => match **x {
                B::Atom(ref a) if !a.text.contains(' ') && !a.text.starts_with('!') => {
                    format!("!{}", a.text)
                }
                _ => format!("!({})", x.text()),
            },
            B::And(v) | B::Or(v) => {
                let (sep, prec) = if matches!(self, B::And(_)) { (" && ", 5) } else { (" || ", 4) };
                let parts: Vec<String> = v
                    .iter()
                    .map(|x| {
                        let q = match x {
                            B::And(_) => 5,
                            B::Or(_) => 4,
                            _ => 9,
                        };
                        if q < prec || (q == prec && x.id() != self.id()) {
                            format!("({})", x.text())
                        } else {
                            x.text()
                        }
                    })
                    .collect();
                parts.join(sep)
            }
        }
    }

    /// The expression as IR (`int` 0 or 1), for the goal's condition.
    pub fn to_expr(&self) -> Expr {
        let int = Type::Int(crate::ir::IntTy::INT);
        match self {
            B::Atom(a) => a.expr.clone(),
            B::Not(x) => {
                Expr { kind: ExprKind::Unary(UnOp::LogNot, Box::new(x.to_expr())), ty: int }
            }
            B::And(v) | B::Or(v) => {
                let (op, unit) =
                    if matches!(self, B::And(_)) { (BinOp::LogAnd, 1) } else { (BinOp::LogOr, 0) };
                let mut it = v.iter().map(B::to_expr);
                let first =
                    it.next().unwrap_or_else(|| Expr::constant(crate::ir::IntTy::INT, unit));
                it.fold(first, |acc, x| Expr {
                    kind: ExprKind::Binary(op, Box::new(acc), Box::new(x)),
                    ty: int.clone(),
                })
            }
        }
    }
}

impl Ord for B {
    /// `irept::compare`: the id, then the number of operands, then the operands in turn (an
    /// atom's operands compare by its text).
    fn cmp(&self, other: &B) -> Ordering {
        self.id()
            .cmp(other.id())
            .then_with(|| self.ops().len().cmp(&other.ops().len()))
            .then_with(|| {
                for (a, b) in self.ops().iter().zip(other.ops()) {
                    let c = a.cmp(b);
                    if c != Ordering::Equal {
                        return c;
                    }
                }
                Ordering::Equal
            })
            .then_with(|| match (self, other) {
                (B::Atom(a), B::Atom(b)) => a.text.cmp(&b.text),
                _ => Ordering::Equal,
            })
    }
}

impl PartialOrd for B {
    fn partial_cmp(&self, other: &B) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl PartialEq for B {
    fn eq(&self, other: &B) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for B {}

fn comparison_id(op: BinOp) -> Option<&'static str> {
    Some(match op {
        BinOp::Lt => "<",
        BinOp::Le => "<=",
        BinOp::Eq => "=",
        BinOp::Gt => ">",
        BinOp::Ge => ">=",
        BinOp::Ne => "notequal",
        _ => return None,
    })
}

/// Whether `e` is Boolean in CBMC's sense (a comparison or a logical operator).
pub fn is_boolean(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Binary(op, ..) => {
            comparison_id(*op).is_some() || matches!(op, BinOp::LogAnd | BinOp::LogOr)
        }
        ExprKind::Unary(UnOp::LogNot, _) => true,
        _ => false,
    }
}

/// The Boolean structure of a Boolean IR expression; `print` gives an atom's text.
pub fn structure(e: &Expr, print: &dyn Fn(&Expr) -> String) -> B {
    match &e.kind {
        ExprKind::Binary(BinOp::LogAnd, a, b) => {
            B::And(vec![structure(a, print), structure(b, print)])
        }
        ExprKind::Binary(BinOp::LogOr, a, b) => {
            B::Or(vec![structure(a, print), structure(b, print)])
        }
        ExprKind::Unary(UnOp::LogNot, a) => B::Not(Box::new(structure(a, print))),
        ExprKind::Cast(a) if is_boolean(a) => structure(a, print),
        ExprKind::Binary(op, ..) if comparison_id(*op).is_some() => B::Atom(Atom {
            id: comparison_id(*op).unwrap_or("zz"),
            text: print(e),
            expr: e.clone(),
        }),
        _ => B::Atom(Atom { id: "zz", text: print(e), expr: e.clone() }),
    }
}

fn operands(e: &Expr) -> Vec<&Expr> {
    match &e.kind {
        ExprKind::Index(a, b) | ExprKind::Binary(_, a, b) | ExprKind::PtrAdd(a, b) => vec![a, b],
        ExprKind::Unary(_, a)
        | ExprKind::Cast(a)
        | ExprKind::Deref(a)
        | ExprKind::ValidPtr(a, _)
        | ExprKind::PtrQuery(_, a) => vec![a],
        ExprKind::Ite(c, a, b) => vec![c, a, b],
        ExprKind::Math(_, xs) => xs.iter().collect(),
        ExprKind::Const(_) | ExprKind::Var(_) | ExprKind::AddrOf(_) => vec![],
    }
}

/// `collect_conditions`: every non-constant comparison, inner ones first.
pub fn conditions(e: &Expr, print: &dyn Fn(&Expr) -> String, out: &mut BTreeSet<B>) {
    for op in operands(e) {
        conditions(op, print, out);
    }
    if let ExprKind::Binary(op, ..) = &e.kind {
        if comparison_id(*op).is_some() {
            out.insert(structure(e, print));
        }
    }
}

/// `collect_decisions`: the maximal Boolean subexpressions, negations stripped.
pub fn decisions(e: &Expr, print: &dyn Fn(&Expr) -> String, out: &mut BTreeSet<B>) {
    if matches!(e.kind, ExprKind::Const(_) | ExprKind::AddrOf(_)) {
        return;
    }
    if is_boolean(e) {
        match &e.kind {
            ExprKind::Unary(UnOp::LogNot, a) => decisions(a, print, out),
            _ => {
                out.insert(structure(e, print));
            }
        }
        return;
    }
    for op in operands(e) {
        decisions(op, print, out);
    }
}

// ---- MC/DC (cover_instrument_mcdc.cpp) ----

/// The operands of `src`, with nested operators of its own kind flattened.
fn collect_operands(src: &B) -> Vec<&B> {
    let mut out = Vec::new();
    for op in src.ops() {
        if op.id() == src.id() {
            out.extend(collect_operands(op));
        } else {
            out.push(op);
        }
    }
    out
}

fn conjunction(mut v: Vec<B>) -> B {
    match v.len() {
        0 => B::And(Vec::new()),
        1 => v.pop().expect("one"),
        _ => B::And(v),
    }
}

fn not(e: B) -> B {
    B::Not(Box::new(e))
}

fn boolean_negate(e: &B) -> B {
    match e {
        B::Not(x) => (**x).clone(),
        _ => not(e.clone()),
    }
}

fn controlling_rec(src: &B, conds: &[B], result: &mut BTreeSet<B>) {
    match src {
        B::And(_) | B::Or(_) => {
            let operands: Vec<B> = collect_operands(src).into_iter().cloned().collect();
            if operands.len() == 1 {
                controlling_rec(&operands[0], conds, result);
                return;
            }
            let is_or = matches!(src, B::Or(_));
            for (i, op) in operands.iter().enumerate() {
                if op.is_condition() {
                    if is_or {
                        let mut others1 = Vec::new();
                        let mut others2 = Vec::new();
                        if !conds.is_empty() {
                            others1.push(conjunction(conds.to_vec()));
                            others2.push(conjunction(conds.to_vec()));
                        }
                        for (j, x) in operands.iter().enumerate() {
                            others1.push(not(x.clone()));
                            others2.push(if i != j { not(x.clone()) } else { x.clone() });
                        }
                        result.insert(conjunction(others1));
                        result.insert(conjunction(others2));
                        continue;
                    }
                    let mut o = operands.clone();
                    let mut nc = conds.to_vec();
                    nc.push(conjunction(o.clone()));
                    result.insert(conjunction(nc.clone()));
                    o[i] = boolean_negate(op);
                    *nc.last_mut().expect("pushed") = conjunction(o);
                    result.insert(conjunction(nc));
                } else {
                    let others: Vec<B> = operands
                        .iter()
                        .enumerate()
                        .filter(|(j, _)| *j != i)
                        .map(|(_, x)| if is_or { not(x.clone()) } else { x.clone() })
                        .collect();
                    let mut nc = conds.to_vec();
                    nc.push(conjunction(others));
                    controlling_rec(op, &nc, result);
                }
            }
        }
        B::Not(e) => {
            if !e.is_condition() {
                controlling_rec(e, conds, result);
            } else {
                let mut nc1 = conds.to_vec();
                nc1.push(src.clone());
                result.insert(conjunction(nc1));
                let mut nc2 = conds.to_vec();
                nc2.push((**e).clone());
                result.insert(conjunction(nc2));
            }
        }
        B::Atom(_) => {}
    }
}

fn controlling(decisions: &BTreeSet<B>) -> BTreeSet<B> {
    let mut result = BTreeSet::new();
    for d in decisions {
        controlling_rec(d, &[], &mut result);
    }
    result
}

fn replacement_conjunction(repl: &BTreeSet<B>, operands: &[B], i: usize) -> BTreeSet<B> {
    let mut result = BTreeSet::new();
    for y in repl {
        let mut others: Vec<B> =
            operands.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, x)| x.clone()).collect();
        others.push(y.clone());
        result.insert(conjunction(others));
    }
    result
}

/// The most candidate expressions `controlling_nested` builds before giving up: its sets
/// grow as the product of the nested operands' controlling sets (RERS Problem03 has a
/// decision past 200 000 after 14 s, and CBMC does not finish it either); the largest of
/// RERS Problem01-02 stay below 30 000 and take a second.
pub const MAX_NESTED_CONTROLLING: usize = 50_000;

/// None beyond `MAX_NESTED_CONTROLLING` expressions.
fn controlling_nested(decisions: &BTreeSet<B>) -> Option<BTreeSet<B>> {
    let ctrl = controlling(decisions);
    let mut result = BTreeSet::new();
    for src in &ctrl {
        let mut s1: BTreeSet<B> = BTreeSet::from([src.clone()]);
        let mut s2: BTreeSet<B> = BTreeSet::new();
        loop {
            let mut changed = false;
            for x in &s1 {
                if x.is_condition() {
                    s2.insert(x.clone());
                    continue;
                }
                let operands: Vec<B> = collect_operands(x).into_iter().cloned().collect();
                for i in 0..operands.len() {
                    let mut res = BTreeSet::new();
                    if let B::Not(no) = &operands[i] {
                        if !no.is_condition() {
                            changed = true;
                            res = controlling(&BTreeSet::from([(**no).clone()]));
                        }
                    } else if !operands[i].is_condition() {
                        changed = true;
                        res = controlling(&BTreeSet::from([operands[i].clone()]));
                    }
                    s2.extend(replacement_conjunction(&res, &operands, i));
                    if s2.len() + result.len() > MAX_NESTED_CONTROLLING {
                        return None;
                    }
                    if !res.is_empty() {
                        break;
                    }
                }
                // As in CBMC, `changed` is not reset per expression.
                if !changed {
                    s2.insert(x.clone());
                }
            }
            s1 = std::mem::take(&mut s2);
            if s1.len() + result.len() > MAX_NESTED_CONTROLLING {
                return None;
            }
            if !changed {
                break;
            }
        }
        result.extend(s1);
    }
    Some(result)
}

fn sign_of(e: &B, big: &B) -> BTreeSet<i8> {
    if big.is_condition() {
        return if e == big { BTreeSet::from([1]) } else { BTreeSet::new() };
    }
    if let B::Not(x) = big {
        if **x == *e {
            return BTreeSet::from([-1]);
        }
    }
    let mut signs = BTreeSet::new();
    for x in collect_operands(big) {
        if x == e {
            signs.insert(1);
        } else if let B::Not(inner) = x {
            if **inner == *e {
                signs.insert(-1);
            }
            if !inner.is_condition() {
                signs.extend(sign_of(e, inner));
            }
        } else if !x.is_condition() {
            signs.extend(sign_of(e, x));
        }
    }
    signs
}

fn all_conditions(exprs: &BTreeSet<B>) -> BTreeSet<B> {
    let mut out = BTreeSet::new();
    fn rec(b: &B, out: &mut BTreeSet<B>) {
        if b.is_condition() {
            out.insert(b.clone());
        }
        for op in b.ops() {
            rec(op, out);
        }
    }
    for e in exprs {
        rec(e, &mut out);
    }
    out
}

/// `sign_of` of every condition in `e`, as one value per condition of `conds`: 0 (absent),
/// 1 or -1 (the only sign), 2 (both signs).
fn signature(e: &B, conds: &[&B]) -> Vec<i8> {
    conds
        .iter()
        .map(|c| {
            let s = sign_of(c, e);
            match s.len() {
                0 => 0,
                1 => *s.iter().next().expect("one"),
                _ => 2,
            }
        })
        .collect()
}

/// CBMC's `remove_repetition`: drops the expressions in which a condition appears with both
/// signs, then every expression whose signature an earlier one has.
fn remove_repetition(exprs: &mut BTreeSet<B>) {
    let conds = all_conditions(exprs);
    let conds: Vec<&B> = conds.iter().collect();
    let mut kept: BTreeSet<Vec<i8>> = BTreeSet::new();
    let mut new_exprs: BTreeSet<B> = BTreeSet::new();
    for x in exprs.iter() {
        let sig = signature(x, &conds);
        if sig.contains(&2) {
            continue;
        }
        if kept.insert(sig) {
            new_exprs.insert(x.clone());
        }
    }
    *exprs = new_exprs;
}

/// The decision's value when the conditions take `values` (1 true; a condition of the
/// decision that `conds` lacks is false).
fn eval(conds: &[&B], values: &[i8], src: &B) -> bool {
    match src {
        B::And(_) => collect_operands(src).iter().all(|x| eval(conds, values, x)),
        B::Or(_) => collect_operands(src).iter().any(|x| eval(conds, values, x)),
        B::Not(x) => !eval(conds, values, x),
        B::Atom(_) => conds.binary_search(&src).is_ok_and(|i| values[i] == 1),
    }
}

/// CBMC's `minimize_mcdc_controlling`: in order, drops each expression whose removal leaves
/// every condition an independence pair: two expressions in which only that condition
/// differs (taking opposite, nonzero values) and the decision's value differs.
///
/// Signatures, the decision's values and the pairs are computed once; CBMC recomputes them
/// for every candidate (cubic in the number of expressions, 26 s of instrumentation on a RERS
/// program). An expression that cannot be dropped cannot be after later drops either (they
/// only remove pairs), so one pass in order gives CBMC's result.
fn minimize(ctrl: &mut BTreeSet<B>, decision: &B) {
    let conds_set = all_conditions(ctrl);
    let conds: Vec<&B> = conds_set.iter().collect();
    let exprs: Vec<&B> = ctrl.iter().collect();
    let sigs: Vec<Vec<i8>> = exprs.iter().map(|x| signature(x, &conds)).collect();
    let value: Vec<bool> = sigs.iter().map(|v| eval(&conds, v, decision)).collect();
    // The independence pairs of each condition c: two expressions whose signatures differ
    // only at c, there one 1 and the other -1, with different decision values. Found by
    // bucketing the signatures with position c blanked (linear, not quadratic: the nested
    // expansion of a RERS decision has 30 000 expressions).
    let mut pairs: Vec<(usize, usize, usize)> = Vec::new(); // (condition, i, j), i < j
    for c in 0..conds.len() {
        let mut buckets: std::collections::HashMap<Vec<i8>, Vec<usize>> =
            std::collections::HashMap::new();
        for (i, sig) in sigs.iter().enumerate() {
            if sig[c] == 1 || sig[c] == -1 {
                let mut key = sig.clone();
                key[c] = 0;
                buckets.entry(key).or_default().push(i);
            }
        }
        for members in buckets.values() {
            for (a, &i) in members.iter().enumerate() {
                for &j in &members[a + 1..] {
                    if sigs[i][c] != sigs[j][c] && value[i] != value[j] {
                        pairs.push((c, i, j)); // members are in increasing order
                    }
                }
            }
        }
    }
    // alive_pairs[c]: pairs of c with both ends kept; by_expr[x]: the pairs x is in.
    let mut alive_pairs = vec![0usize; conds.len()];
    let mut by_expr: Vec<Vec<usize>> = vec![Vec::new(); exprs.len()];
    for (k, &(c, i, j)) in pairs.iter().enumerate() {
        alive_pairs[c] += 1;
        by_expr[i].push(k);
        by_expr[j].push(k);
    }
    let mut alive = vec![true; exprs.len()];
    let mut lost = vec![0usize; conds.len()];
    for x in 0..exprs.len() {
        // Dropping x loses its pairs whose other end is kept.
        let live: Vec<usize> = by_expr[x]
            .iter()
            .copied()
            .filter(|&k| alive[pairs[k].1] && alive[pairs[k].2])
            .collect();
        for &k in &live {
            lost[pairs[k].0] += 1;
        }
        let droppable = (0..conds.len()).all(|c| alive_pairs[c] > lost[c]);
        for &k in &live {
            let c = pairs[k].0;
            lost[c] -= 1;
            if droppable {
                alive_pairs[c] -= 1;
            }
        }
        if droppable {
            alive[x] = false;
        }
    }
    let kept: BTreeSet<B> =
        exprs.iter().zip(&alive).filter(|(_, &a)| a).map(|(x, _)| (*x).clone()).collect();
    *ctrl = kept;
}

/// The MC/DC independence conditions of an instruction's decisions (CBMC's
/// `collect_mcdc_controlling_nested`, `remove_repetition`, `minimize_mcdc_controlling` on
/// the first decision), in ascending order.
/// None when there are too many to construct (`MAX_NESTED_CONTROLLING`).
pub fn independence(decisions: &BTreeSet<B>) -> Option<BTreeSet<B>> {
    let mut ctrl = controlling_nested(decisions)?;
    remove_repetition(&mut ctrl);
    if let Some(first) = decisions.iter().next() {
        minimize(&mut ctrl, first);
    }
    Some(ctrl)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::IntTy;

    /// CBMC's `minimize_mcdc_controlling` as it is written (every candidate recomputes
    /// values and pairs), against which the linear version is checked.
    fn minimize_as_cbmc(ctrl: &mut BTreeSet<B>, decision: &B) {
        let conds_set = all_conditions(ctrl);
        let conds: Vec<&B> = conds_set.iter().collect();
        let is_pair = |e1: &B, e2: &B, c: usize| {
            let (v1, v2) = (signature(e1, &conds), signature(e2, &conds));
            e1 != e2
                && v1[c] != 0
                && v2[c] != 0
                && v1[c] != v2[c]
                && eval(&conds, &v1, decision) != eval(&conds, &v2, decision)
                && v1.iter().zip(&v2).filter(|(a, b)| a != b).count() == 1
        };
        loop {
            let mut next = None;
            for x in ctrl.iter() {
                let mut nc = ctrl.clone();
                nc.remove(x);
                if (0..conds.len())
                    .all(|c| nc.iter().any(|y1| nc.iter().any(|y2| is_pair(y1, y2, c))))
                {
                    next = Some(nc);
                    break;
                }
            }
            match next {
                Some(nc) => *ctrl = nc,
                None => break,
            }
        }
    }

    fn atom(name: &str) -> B {
        let e = Expr::var(crate::ir::Var::Global(0), Type::Int(IntTy::INT));
        B::Atom(Atom { id: "=", text: format!("{name} == 1"), expr: e })
    }

    /// A random decision over atoms `a`..: `&&`, `||` and `!` nested up to `depth`.
    fn random_decision(seed: &mut u64, depth: u32, atoms: usize) -> B {
        let mut next = |n: u64| {
            *seed ^= *seed << 13;
            *seed ^= *seed >> 7;
            *seed ^= *seed << 17;
            *seed % n
        };
        fn build(next: &mut dyn FnMut(u64) -> u64, depth: u32, atoms: usize) -> B {
            if depth == 0 || next(4) == 0 {
                let a = atom(&((b'a' + next(atoms as u64) as u8) as char).to_string());
                return if next(4) == 0 { B::Not(Box::new(a)) } else { a };
            }
            let n = 2 + next(2) as usize;
            let ops: Vec<B> = (0..n).map(|_| build(next, depth - 1, atoms)).collect();
            if next(2) == 0 {
                B::And(ops)
            } else {
                B::Or(ops)
            }
        }
        build(&mut next, depth, atoms)
    }

    /// The linear `minimize` keeps exactly what CBMC's quadratic one keeps, on random
    /// decisions through the whole pipeline (nested controlling sets, repetitions removed).
    #[test]
    fn minimize_matches_cbmc() {
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let (mut compared, mut dropped) = (0, 0);
        for _ in 0..400 {
            let d = random_decision(&mut seed, 2, 4);
            let decisions = BTreeSet::from([d.clone()]);
            let mut ctrl = controlling_nested(&decisions).expect("small");
            remove_repetition(&mut ctrl);
            if ctrl.len() > 24 {
                continue; // the reference is quadratic per candidate
            }
            let mut mine = ctrl.clone();
            minimize(&mut mine, &d);
            let mut theirs = ctrl.clone();
            minimize_as_cbmc(&mut theirs, &d);
            assert_eq!(mine, theirs, "decision {}", d.text());
            compared += 1;
            if mine.len() < ctrl.len() {
                dropped += 1;
            }
        }
        eprintln!("minimize_matches_cbmc: {compared} decisions compared, {dropped} minimized");
        assert!(
            compared > 150 && dropped >= 15,
            "{compared} decisions compared, {dropped} minimized: too few"
        );
    }
}
