//! Loop invariants for correctness witnesses: cheap candidates at the head of the incremental
//! loop, kept only if ibmc proves them.
//!
//! Candidates are C expressions over the variables in scope at the loop head (globals declared
//! before the loop in its file, parameters, and the locals declared before the head and still
//! alive there; never block-scoped locals of the body, compiler temporaries or renamed objects):
//! - the conditions of the enabled assertions in the loop body (and, for a call such as a
//!   user-defined `__VERIFIER_assert(c)`, the callee's assertion with the argument substituted);
//! - ranges `x >= lo`, `x <= hi` of each integer variable the loop writes, `lo`/`hi` the least
//!   and greatest of its initial value and the constants it is compared with before the loop
//!   (assumptions on inputs) or assigned or compared with in the loop.
//!
//! Expressions whose C meaning could differ from the IR's are left out: signed arithmetic
//! (which wraps in the IR but overflows in C), division by anything but a nonzero constant,
//! shifts by non-constant counts, array elements at non-constant or out-of-bounds indices.
//!
//! Verification: the candidates are inserted as assertions of new properties before the loop
//! head (so they are checked at every visit of the head, the exit test's included), every
//! other property is disabled (unwinding assertions excepted), and k-induction runs. The step
//! case assumes *every* property in the earlier frames, proved or not, so a candidate proved in
//! a run where another one was not is not yet known to hold; the search therefore repeats
//! without the candidates that were not proved (Houdini) until a run proves all that remain:
//! then each holds for its k given all of them in the frames before, which is an induction proof
//! of their conjunction. That conjunction is the invariant ("1" when nothing survives).

use std::collections::HashMap;
use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::Arc;
use std::time::Duration;

use super::kind::{self, KindOptions};
use super::{EngineOptions, Proof, Status};
use crate::error::{Error, ErrorKind, Result};
use crate::ir::c_print::render;
use crate::ir::checks::insert_before;
use crate::ir::loops::{find_loops, modified_vars, LoopInfo};
use crate::ir::{
    BinOp, Expr, ExprKind, Function, Instr, InstrKind, IntTy, Place, Program, PropKind, Type, UnOp,
    Var,
};

/// At most this many candidates are checked.
const MAX_CANDIDATES: usize = 30;
/// k-induction bound of the candidates' proof.
const UNWIND_MAX: u32 = 10;
/// Longest search without `--timeout`.
const DEFAULT_BUDGET: Duration = Duration::from_secs(10);

/// Time for the search: a fifth of what is left of `--timeout`, at most 10 s.
pub fn budget(timeout: Option<f64>, elapsed: Duration) -> Duration {
    match timeout {
        Some(t) if t.is_finite() && t > 0.0 => {
            (Duration::from_secs_f64(t).saturating_sub(elapsed) / 5).min(DEFAULT_BUDGET)
        }
        _ => DEFAULT_BUDGET,
    }
}

/// `loop_invariant`, or "1" (with a warning) when it fails, runs out of time or panics: the
/// search never changes a verdict.
pub fn loop_invariant_or_true(
    program: &Program,
    lp: &LoopInfo,
    opts: &EngineOptions,
    budget: Duration,
) -> String {
    let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        loop_invariant(program, lp, opts, budget)
    }));
    match run {
        Ok(Ok(inv)) => inv,
        Ok(Err(e)) => {
            tracing::warn!("loop invariant of {}: {e}; the witness states the invariant 1", lp.id);
            "1".to_string()
        }
        Err(_) => {
            tracing::warn!(
                "loop invariant of {}: the search panicked; the witness states the invariant 1",
                lp.id
            );
            "1".to_string()
        }
    }
}

/// A loop invariant at the head of `lp` as a C expression, proved by k-induction within
/// `budget`: the conjunction of the proved candidates, or "1" when there are none.
pub fn loop_invariant(
    program: &Program,
    lp: &LoopInfo,
    opts: &EngineOptions,
    budget: Duration,
) -> Result<String> {
    let scope = scope_at_head(program, lp)?;
    let shown = display_function(program, lp, &scope);
    let cands = candidates(program, lp, &scope, &shown);
    tracing::info!(loop = %lp.id, candidates = ?cands.iter().map(|c| text(program, &shown, c)).collect::<Vec<_>>(), "invariant candidates");
    if cands.is_empty() {
        return Ok("1".to_string());
    }
    if budget.is_zero() {
        return Err(Error::new(ErrorKind::Interrupted, "no time left to check the candidates"));
    }
    let terminate = Arc::new(AtomicBool::new(false));
    let (done, wait) = mpsc::channel::<()>();
    let flag = terminate.clone();
    let timer = std::thread::spawn(move || {
        if let Err(mpsc::RecvTimeoutError::Timeout) = wait.recv_timeout(budget) {
            flag.store(true, Ordering::SeqCst);
        }
    });
    let proved = houdini(program, lp, opts, &cands, &terminate);
    drop(done);
    let _ = timer.join();
    let proved = match proved {
        Ok(p) => p,
        Err(e) if terminate.load(Ordering::SeqCst) || e.kind == ErrorKind::Interrupted => {
            return Err(Error::new(
                ErrorKind::Interrupted,
                format!("the candidates were not settled within {:.1} s", budget.as_secs_f64()),
            ))
        }
        Err(e) => return Err(e),
    };
    let Some(conj) =
        proved.into_iter().map(|i| cands[i].clone()).reduce(|a, b| boolean(BinOp::LogAnd, a, b))
    else {
        return Ok("1".to_string());
    };
    Ok(text(program, &shown, &conj))
}

/// Repeats k-induction on the surviving candidates until one run proves all of them; returns
/// their indices (empty if none survives).
fn houdini(
    program: &Program,
    lp: &LoopInfo,
    opts: &EngineOptions,
    cands: &[Expr],
    terminate: &Arc<AtomicBool>,
) -> Result<Vec<usize>> {
    let mut alive: Vec<usize> = (0..cands.len()).collect();
    while !alive.is_empty() {
        let exprs: Vec<&Expr> = alive.iter().map(|&i| &cands[i]).collect();
        let (checked, new_lp, props) = with_candidates(program, lp, &exprs)?;
        let eopts = EngineOptions {
            unwind_max: Some(UNWIND_MAX),
            unwind_min: 0,
            incremental_loop: Some(new_lp),
            stop_on_fail: false,
            ..opts.clone()
        };
        let ctx = super::RunContext::new(terminate.clone());
        let (verdict, _) = kind::run(&checked, &eopts, KindOptions::default(), &ctx)?;
        let proved: Vec<bool> = props
            .iter()
            .map(|p| {
                verdict.properties.iter().any(|r| {
                    r.prop == *p
                        && r.status == Status::Success
                        && matches!(r.proof, Some(Proof::KInduction(_) | Proof::Complete))
                })
            })
            .collect();
        tracing::info!(candidates = alive.len(), proved = proved.iter().filter(|p| **p).count(), outcome = ?verdict.outcome, "invariant check");
        if proved.iter().all(|p| *p) {
            return Ok(alive);
        }
        if terminate.load(Ordering::SeqCst) {
            return Err(Error::new(ErrorKind::Interrupted, "interrupted"));
        }
        alive = alive.into_iter().zip(proved).filter(|(_, p)| *p).map(|(i, _)| i).collect();
    }
    Ok(alive)
}

/// A copy of the program with `assert(c)` for each candidate before the loop head (gotos to
/// the head land on them), only those and the unwinding assertions enabled; the loop as it is
/// in the copy, and the candidates' properties.
fn with_candidates(
    program: &Program,
    lp: &LoopInfo,
    cands: &[&Expr],
) -> Result<(Program, LoopInfo, Vec<crate::ir::PropId>)> {
    let mut p = program.clone();
    let fi = lp.func.0 as usize;
    let name = p.functions[fi].name.clone();
    let body = p.functions[fi]
        .body
        .take()
        .ok_or_else(|| Error::internal(format!("loop {} in a function without body", lp.id)))?;
    let loc = body
        .get(lp.head)
        .ok_or_else(|| Error::internal(format!("loop head of {} out of range", lp.id)))?
        .loc;
    let mut props = Vec::with_capacity(cands.len());
    let mut asserts = Vec::with_capacity(cands.len());
    for (n, c) in cands.iter().enumerate() {
        let id = p.add_property(
            PropKind::Assertion,
            &name,
            loc,
            format!("loop invariant candidate {}", n + 1),
        );
        props.push(id);
        asserts.push(Instr { kind: InstrKind::Assert((*c).clone(), id), loc });
    }
    let ids: HashSet<String> = props.iter().map(|id| p.property(*id).id.clone()).collect();
    let mut inserted = vec![Vec::new(); body.len()];
    inserted[lp.head] = asserts;
    p.functions[fi].body = Some(insert_before(body, inserted, &name)?);
    p.select_properties(|prop| {
        ids.contains(&prop.id) || (prop.kind == PropKind::Unwinding && prop.enabled)
    });
    let new_lp = find_loops(&p)
        .into_iter()
        .find(|l| l.func == lp.func && l.id == lp.id && l.head == lp.head)
        .ok_or_else(|| {
            Error::internal(format!("loop {} lost by the candidates' instrumentation", lp.id))
        })?;
    Ok((p, new_lp, props))
}

// ---- the variables in scope at the head ----

fn is_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'_')
}

/// The variables a C expression at the loop head can name, with the names it names them by.
fn scope_at_head(program: &Program, lp: &LoopInfo) -> Result<HashMap<Var, String>> {
    let f = program.function(lp.func);
    let body = f
        .body
        .as_ref()
        .ok_or_else(|| Error::internal(format!("loop {} in a function without body", lp.id)))?;
    // Locals alive at the head, in declaration order (`Dead` ends a block's locals; the body
    // is laid out in source order, so this is the lexical scope at the loop keyword).
    let mut live: Vec<u32> = (0..f.params).collect();
    for instr in body.iter().take(lp.head) {
        match instr.kind {
            InstrKind::Decl(Var::Local(l)) => {
                live.retain(|&x| x != l);
                live.push(l);
            }
            InstrKind::Dead(Var::Local(l)) => live.retain(|&x| x != l),
            _ => {}
        }
    }
    // A shadowing local is named `x#1` in the IR and `x` in C; the one declared last is the
    // one `x` means.
    let mut by_name: HashMap<String, Var> = HashMap::new();
    for l in live {
        let Some(info) = f.locals.get(l as usize) else { continue };
        if info.is_temp {
            continue;
        }
        let name = info.name.split('#').next().unwrap_or_default();
        by_name.insert(name.to_string(), Var::Local(l));
    }
    let mut out: HashMap<Var, String> =
        by_name.iter().filter(|(n, _)| is_identifier(n)).map(|(n, v)| (*v, n.clone())).collect();
    for (g, info) in program.globals.iter().enumerate() {
        // Declared before the loop in its file, and not hidden by a local.
        let visible = info.loc.file == lp.loc.file && info.loc.line <= lp.loc.line;
        if visible && is_identifier(&info.name) && !by_name.contains_key(&info.name) {
            out.insert(Var::Global(g as u32), info.name.clone());
        }
    }
    Ok(out)
}

/// The loop's function with its in-scope locals named as C names them, for `render`.
fn display_function(program: &Program, lp: &LoopInfo, scope: &HashMap<Var, String>) -> Function {
    let f = program.function(lp.func);
    let mut locals = f.locals.clone();
    for (v, name) in scope {
        if let Var::Local(l) = v {
            if let Some(info) = locals.get_mut(*l as usize) {
                info.name = name.clone();
            }
        }
    }
    Function {
        name: f.name.clone(),
        loc: f.loc,
        ret: f.ret.clone(),
        params: f.params,
        locals,
        body: None,
    }
}

fn text(program: &Program, display: &Function, e: &Expr) -> String {
    let mut s = String::new();
    render(program, display, e, &mut s);
    s
}

// ---- candidates ----

fn candidates(
    program: &Program,
    lp: &LoopInfo,
    scope: &HashMap<Var, String>,
    display: &Function,
) -> Vec<Expr> {
    let body = program.function(lp.func).body.as_deref().unwrap_or_default();
    let range = lp.head..(lp.back_edge + 1).min(body.len());
    let mut raw: Vec<Expr> = Vec::new();
    // (a) assertions of the loop body, and of functions it calls with the arguments substituted.
    for pc in range.clone() {
        match &body[pc].kind {
            InstrKind::Assert(c, _) => raw.extend(assertion_condition(program, body, pc, c)),
            InstrKind::Call { func, args, .. } => {
                let Some(cbody) = &program.function(*func).body else { continue };
                let params = program.function(*func).params;
                for (cpc, instr) in cbody.iter().enumerate() {
                    if let InstrKind::Assert(c, _) = &instr.kind {
                        if let Some(c) = assertion_condition(program, cbody, cpc, c) {
                            raw.extend(substitute(&c, params, args));
                        }
                    }
                }
            }
            _ => {}
        }
    }
    // (b) ranges of the integer variables the loop writes.
    for v in modified_vars(program, lp) {
        let Some(Type::Int(t)) =
            scope.contains_key(&v).then(|| program.var_type(program.function(lp.func), v))
        else {
            continue;
        };
        let t = *t;
        if t.is_bool() {
            continue;
        }
        let mut consts = constants_of(program, lp, v, t);
        consts.sort_unstable();
        let (Some(&lo), Some(&hi)) = (consts.first(), consts.last()) else { continue };
        let x = Expr::var(v, Type::Int(t));
        if lo > t.min() {
            raw.push(compare(BinOp::Ge, x.clone(), Expr::constant(t, lo)));
        }
        if hi < t.max() {
            raw.push(compare(BinOp::Le, x, Expr::constant(t, hi)));
        }
    }
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for c in raw {
        let c = truth(c);
        if matches!(c.kind, ExprKind::Const(_)) || !printable(&c, scope) {
            continue;
        }
        if seen.insert(text(program, display, &c)) {
            out.push(c);
        }
        if out.len() == MAX_CANDIDATES {
            break;
        }
    }
    out
}

/// What an enabled assertion (or error call) at `pc` requires: its condition, or for an
/// `assert(0)` right after `if (g) goto over;`, the guard `g`.
fn assertion_condition(program: &Program, body: &[Instr], pc: usize, c: &Expr) -> Option<Expr> {
    let InstrKind::Assert(_, prop) = &body[pc].kind else { return None };
    let p = program.properties.get(prop.0 as usize)?;
    if !p.enabled || !matches!(p.kind, PropKind::Assertion | PropKind::ErrorCall) {
        return None;
    }
    match &c.kind {
        ExprKind::Const(0) => match body.get(pc.checked_sub(1)?).map(|i| &i.kind) {
            Some(InstrKind::Goto(Some(g), t)) if *t > pc => Some(g.clone()),
            _ => None,
        },
        _ => Some(c.clone()),
    }
}

/// `c` over the callee's parameters with the call's arguments for them (None if it reads
/// anything else).
fn substitute(c: &Expr, params: u32, args: &[Expr]) -> Option<Expr> {
    let kind = match &c.kind {
        ExprKind::Const(_) => c.kind.clone(),
        ExprKind::Var(Var::Local(l)) if *l < params => return args.get(*l as usize).cloned(),
        ExprKind::Var(_) | ExprKind::Index(..) => return None,
        ExprKind::AddrOf(_)
        | ExprKind::Deref(_)
        | ExprKind::PtrAdd(..)
        | ExprKind::ValidPtr(..)
        | ExprKind::PtrQuery(..) => return None,
        ExprKind::Unary(op, a) => ExprKind::Unary(*op, Box::new(substitute(a, params, args)?)),
        ExprKind::Cast(a) => ExprKind::Cast(Box::new(substitute(a, params, args)?)),
        ExprKind::Binary(op, a, b) => ExprKind::Binary(
            *op,
            Box::new(substitute(a, params, args)?),
            Box::new(substitute(b, params, args)?),
        ),
        ExprKind::Ite(a, b, d) => ExprKind::Ite(
            Box::new(substitute(a, params, args)?),
            Box::new(substitute(b, params, args)?),
            Box::new(substitute(d, params, args)?),
        ),
        ExprKind::Math(f, xs) => ExprKind::Math(
            *f,
            xs.iter().map(|x| substitute(x, params, args)).collect::<Option<Vec<_>>>()?,
        ),
    };
    Some(Expr { kind, ty: c.ty.clone() })
}

/// The constants `v` starts with, the code before the loop compares it with, and the loop
/// assigns it or compares it with, as values of its type `t`.
fn constants_of(program: &Program, lp: &LoopInfo, v: Var, t: IntTy) -> Vec<i128> {
    let body = program.function(lp.func).body.as_deref().unwrap_or_default();
    let mut out = Vec::new();
    let assigned = |instr: &Instr| match &instr.kind {
        InstrKind::Assign(Place::Var(w), e) if *w == v => Some(const_value(e)),
        InstrKind::Nondet { place: Place::Var(w), .. } if *w == v => Some(None),
        _ => None,
    };
    // Initial value: the last assignment before the head, else a global's initializer or 0.
    let before = body.iter().take(lp.head).rev().find_map(assigned);
    let init = match (before, v) {
        (Some(c), _) => c,
        (None, Var::Global(_)) => {
            program.global_init.iter().rev().find_map(assigned).unwrap_or(Some(0))
        }
        (None, Var::Local(_)) => None,
    };
    out.extend(init);
    // Bounds the code before the loop compares it with (`assume(0 <= x && x <= 30)`).
    for instr in body.iter().take(lp.head) {
        for_each_expr(instr, &mut |e| compared_with(e, v, &mut out));
    }
    for instr in body.iter().take(lp.back_edge + 1).skip(lp.head) {
        if let Some(Some(c)) = assigned(instr) {
            out.push(c);
        }
        for_each_expr(instr, &mut |e| compared_with(e, v, &mut out));
    }
    out.retain(|c| t.min() <= *c && *c <= t.max());
    out
}

fn for_each_expr(instr: &Instr, f: &mut dyn FnMut(&Expr)) {
    fn place(p: &Place, f: &mut dyn FnMut(&Expr)) {
        if let Place::Index(b, i) = p {
            place(b, f);
            walk(i, f);
        }
    }
    match &instr.kind {
        InstrKind::Assign(p, e) => {
            place(p, f);
            walk(e, f);
        }
        InstrKind::Nondet { place: p, .. } => place(p, f),
        InstrKind::Assume(c)
        | InstrKind::Assert(c, _)
        | InstrKind::Cover(c, _)
        | InstrKind::Goto(Some(c), _)
        | InstrKind::Return(Some(c)) => walk(c, f),
        InstrKind::Call { ret, args, .. } => {
            if let Some(p) = ret {
                place(p, f);
            }
            args.iter().for_each(|a| walk(a, f));
        }
        _ => {}
    }
}

/// Calls `f` on `e` and every subexpression.
fn walk(e: &Expr, f: &mut dyn FnMut(&Expr)) {
    f(e);
    match &e.kind {
        ExprKind::Const(_) | ExprKind::Var(_) | ExprKind::AddrOf(_) => {}
        ExprKind::Unary(_, a)
        | ExprKind::Cast(a)
        | ExprKind::Deref(a)
        | ExprKind::ValidPtr(a, _)
        | ExprKind::PtrQuery(_, a) => walk(a, f),
        ExprKind::Index(a, b) | ExprKind::Binary(_, a, b) | ExprKind::PtrAdd(a, b) => {
            walk(a, f);
            walk(b, f);
        }
        ExprKind::Ite(a, b, c) => {
            walk(a, f);
            walk(b, f);
            walk(c, f);
        }
        ExprKind::Math(_, xs) => xs.iter().for_each(|x| walk(x, f)),
    }
}

/// Records `c` when `e` compares `v` (possibly widened) with the constant `c`.
fn compared_with(e: &Expr, v: Var, out: &mut Vec<i128>) {
    let ExprKind::Binary(op, a, b) = &e.kind else { return };
    if !op.is_comparison() {
        return;
    }
    for (x, k) in [(a, b), (b, a)] {
        if is_var_widened(x, v) {
            if let Some(c) = const_value(k) {
                out.push(c);
            }
        }
    }
}

/// `e` is `v`, or `v` converted to a type that holds all its values.
fn is_var_widened(e: &Expr, v: Var) -> bool {
    match &e.kind {
        ExprKind::Var(w) => *w == v,
        ExprKind::Cast(a) => {
            let (Some(from), Some(to)) = (a.ty.int(), e.ty.int()) else { return false };
            let widening = !from.is_bool() && to.min() <= from.min() && from.max() <= to.max();
            widening && is_var_widened(a, v)
        }
        _ => false,
    }
}

/// The value of a constant expression (constants under value-preserving conversions).
fn const_value(e: &Expr) -> Option<i128> {
    let t = e.ty.int()?;
    match &e.kind {
        ExprKind::Const(raw) => Some(t.value_of(*raw)),
        ExprKind::Cast(a) if !t.is_bool() => {
            const_value(a).filter(|c| t.min() <= *c && *c <= t.max())
        }
        _ => None,
    }
}

fn compare(op: BinOp, a: Expr, b: Expr) -> Expr {
    Expr { kind: ExprKind::Binary(op, Box::new(a), Box::new(b)), ty: Type::Int(IntTy::INT) }
}

fn boolean(op: BinOp, a: Expr, b: Expr) -> Expr {
    compare(op, a, b)
}

/// Whether `e` is 0 or 1 by construction (comparisons and logical operators).
fn is_truth_valued(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Binary(op, ..) => {
            op.is_comparison() || matches!(op, BinOp::LogAnd | BinOp::LogOr)
        }
        ExprKind::Unary(UnOp::LogNot, _) => true,
        _ => false,
    }
}

/// `c` as a condition, as a C programmer writes it: `(a < b) != 0` is `a < b`, `!(a < b)` is
/// `a >= b`, conversions of conditions to `_Bool` dropped. Same truth value.
fn truth(c: Expr) -> Expr {
    let ty = c.ty.clone();
    let original = c.clone();
    match c.kind {
        ExprKind::Cast(a) => {
            let t = truth(*a);
            if is_truth_valued(&t) {
                t
            } else {
                original
            }
        }
        ExprKind::Binary(op @ (BinOp::Ne | BinOp::Eq), a, b)
            if matches!(b.kind, ExprKind::Const(0)) =>
        {
            let t = truth(*a);
            match (is_truth_valued(&t), op) {
                (false, _) => original,
                (true, BinOp::Ne) => t,
                (true, _) => negated(t),
            }
        }
        ExprKind::Unary(UnOp::LogNot, a) => negated(truth(*a)),
        ExprKind::Binary(op @ (BinOp::LogAnd | BinOp::LogOr), a, b) => {
            Expr { kind: ExprKind::Binary(op, Box::new(truth(*a)), Box::new(truth(*b))), ty }
        }
        ExprKind::Binary(op, a, b) if op.is_comparison() => {
            narrowed(op, &a, &b).unwrap_or(original)
        }
        _ => original,
    }
}

/// `(int)x op c` as `x op c` at x's type, when the conversion keeps every value of x and c
/// is one of them (same truth value; reads as written and deduplicates with range facts).
fn narrowed(op: BinOp, a: &Expr, b: &Expr) -> Option<Expr> {
    let (ExprKind::Cast(x), Some(c)) = (&a.kind, const_value(b)) else { return None };
    let (Some(from), Some(to)) = (x.ty.int(), a.ty.int()) else { return None };
    let widening = !from.is_bool() && to.min() <= from.min() && from.max() <= to.max();
    if !widening || c < from.min() || c > from.max() || !matches!(x.kind, ExprKind::Var(_)) {
        return None;
    }
    Some(compare(op, (**x).clone(), Expr::constant(from, c)))
}

/// The negation of condition `c`.
fn negated(c: Expr) -> Expr {
    let flipped = BinOp::negated_comparison;
    match c.kind {
        // Not for ordered float comparisons: `!(a < b)` is not `a >= b` with NaNs.
        ExprKind::Binary(op, a, b)
            if flipped(op).is_some()
                && (a.ty.float().is_none() || matches!(op, BinOp::Eq | BinOp::Ne)) =>
        {
            Expr { kind: ExprKind::Binary(flipped(op).expect("comparison"), a, b), ty: c.ty }
        }
        ExprKind::Unary(UnOp::LogNot, a) if is_truth_valued(&a) => *a,
        kind => Expr {
            kind: ExprKind::Unary(UnOp::LogNot, Box::new(Expr { kind, ty: c.ty })),
            ty: Type::Int(IntTy::INT),
        },
    }
}

/// Whether `e` prints as C over the names in `scope` with the IR's meaning: no signed
/// arithmetic (it wraps in the IR and overflows in C), division only by a nonzero constant,
/// shifts only by a constant below the width (and none of a signed value to the left), array
/// elements only at constant indices in bounds, no signed constant equal to its type's minimum
/// of 32 bits or more (its literal would have another type).
fn printable(e: &Expr, scope: &HashMap<Var, String>) -> bool {
    let Some(t) = e.ty.int() else { return false };
    match &e.kind {
        ExprKind::Const(v) => !(t.signed && t.bits >= 32 && t.value_of(*v) == t.min()),
        ExprKind::Var(v) => scope.contains_key(v),
        ExprKind::Index(..) => element_ok(e, scope),
        ExprKind::AddrOf(_)
        | ExprKind::Deref(_)
        | ExprKind::PtrAdd(..)
        | ExprKind::ValidPtr(..)
        | ExprKind::PtrQuery(..) => false,
        ExprKind::Unary(UnOp::Neg, a) => {
            a.ty.int().is_some_and(|at| !at.signed) && printable(a, scope)
        }
        ExprKind::Unary(_, a) | ExprKind::Cast(a) => printable(a, scope),
        ExprKind::Binary(op, a, b) => {
            let Some(at) = a.ty.int() else { return false };
            let op_ok = match op {
                BinOp::Add | BinOp::Sub | BinOp::Mul => !at.signed,
                BinOp::Div | BinOp::Rem => !at.signed && const_value(b).is_some_and(|c| c != 0),
                BinOp::Shl | BinOp::Shr => {
                    let count = match &b.kind {
                        ExprKind::Cast(inner) => const_value(inner),
                        _ => const_value(b),
                    };
                    count.is_some_and(|c| 0 <= c && c < i128::from(at.bits))
                        && (*op == BinOp::Shr || !at.signed)
                }
                _ => true,
            };
            op_ok && printable(a, scope) && printable(b, scope)
        }
        ExprKind::Ite(c, a, b) => printable(c, scope) && printable(a, scope) && printable(b, scope),
        ExprKind::Math(..) => false,
    }
}

/// An array element `a[i]...` of an array in scope at constant indices within bounds.
fn element_ok(e: &Expr, scope: &HashMap<Var, String>) -> bool {
    match &e.kind {
        ExprKind::Var(v) => scope.contains_key(v) && matches!(e.ty, Type::Array(..)),
        ExprKind::Index(a, i) => {
            let Type::Array(_, n) = &a.ty else { return false };
            let index = match &i.kind {
                ExprKind::Cast(inner) => const_value(inner),
                _ => const_value(i),
            };
            index.is_some_and(|c| 0 <= c && c < i128::from(*n))
                && printable(i, scope)
                && element_ok(a, scope)
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn saturating() -> (Program, LoopInfo, EngineOptions) {
        let file = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/invariants/saturating.c");
        let program = crate::frontend::load(&[file], &Default::default()).expect("loads");
        let entry = program.function_by_name("main").expect("main");
        let crate::ir::loops::Choice::Picked(lp) =
            crate::ir::loops::choose(&program, entry).expect("a loop")
        else {
            panic!("no unbounded loop")
        };
        let opts = EngineOptions {
            entry: Some(entry),
            incremental_loop: Some(lp.clone()),
            ..Default::default()
        };
        (program, lp, opts)
    }

    #[test]
    fn proved_candidates_make_the_invariant() {
        let (program, lp, opts) = saturating();
        assert_eq!(
            loop_invariant(&program, &lp, &opts, DEFAULT_BUDGET).unwrap(),
            "x <= 10 && x >= 0"
        );
    }

    #[test]
    fn no_time_means_the_trivial_invariant() {
        let (program, lp, opts) = saturating();
        let e = loop_invariant(&program, &lp, &opts, Duration::ZERO).unwrap_err();
        assert_eq!(e.kind, ErrorKind::Interrupted);
        assert_eq!(loop_invariant_or_true(&program, &lp, &opts, Duration::ZERO), "1");
    }

    #[test]
    fn budget_is_a_fifth_of_the_rest_at_most_10_s() {
        assert_eq!(budget(None, Duration::from_secs(100)), DEFAULT_BUDGET);
        assert_eq!(budget(Some(20.0), Duration::from_secs(10)), Duration::from_secs(2));
        assert_eq!(budget(Some(1000.0), Duration::ZERO), DEFAULT_BUDGET);
        assert_eq!(budget(Some(5.0), Duration::from_secs(9)), Duration::ZERO);
    }

    #[test]
    fn conditions_read_as_written() {
        let x = Expr::var(Var::Local(0), Type::Int(IntTy::INT));
        let le = compare(BinOp::Le, x.clone(), Expr::constant(IntTy::INT, 10));
        let ne0 = compare(BinOp::Ne, le.clone(), Expr::constant(IntTy::INT, 0));
        assert_eq!(truth(ne0), le);
        let not = Expr {
            kind: ExprKind::Unary(UnOp::LogNot, Box::new(le.clone())),
            ty: Type::Int(IntTy::INT),
        };
        assert_eq!(truth(not), compare(BinOp::Gt, x.clone(), Expr::constant(IntTy::INT, 10)));
        let to_bool =
            Expr { kind: ExprKind::Cast(Box::new(le.clone())), ty: Type::Int(IntTy::BOOL) };
        assert_eq!(truth(to_bool), le);
        let c = Expr::var(Var::Local(1), Type::Int(IntTy::UCHAR));
        let wide = Expr { kind: ExprKind::Cast(Box::new(c.clone())), ty: Type::Int(IntTy::INT) };
        let le200 = compare(BinOp::Le, wide.clone(), Expr::constant(IntTy::INT, 200));
        assert_eq!(truth(le200), compare(BinOp::Le, c.clone(), Expr::constant(IntTy::UCHAR, 200)));
        let le300 = compare(BinOp::Le, wide, Expr::constant(IntTy::INT, 300));
        assert_eq!(truth(le300.clone()), le300, "300 is no unsigned char");
        // Not a condition: left alone.
        assert_eq!(truth(x.clone()), x);
    }

    #[test]
    fn only_c_with_the_ir_meaning_is_printable() {
        let scope: HashMap<Var, String> = [(Var::Local(0), "x".to_string())].into();
        let x = Expr::var(Var::Local(0), Type::Int(IntTy::INT));
        let y = Expr::var(Var::Local(1), Type::Int(IntTy::INT));
        let one = Expr::constant(IntTy::INT, 1);
        let bin = |op, a: &Expr, b: &Expr| Expr {
            kind: ExprKind::Binary(op, Box::new(a.clone()), Box::new(b.clone())),
            ty: a.ty.clone(),
        };
        assert!(printable(&compare(BinOp::Le, x.clone(), one.clone()), &scope));
        assert!(!printable(&compare(BinOp::Le, y.clone(), one.clone()), &scope), "out of scope");
        assert!(
            !printable(&compare(BinOp::Le, bin(BinOp::Add, &x, &one), one.clone()), &scope),
            "signed +"
        );
        let min = Expr::constant(IntTy::INT, IntTy::INT.min());
        assert!(!printable(&compare(BinOp::Ge, x.clone(), min), &scope));
        let u = Expr::var(Var::Local(0), Type::Int(IntTy::UINT));
        let u1 = Expr::constant(IntTy::UINT, 1);
        assert!(
            printable(&compare(BinOp::Le, bin(BinOp::Add, &u, &u1), u1.clone()), &scope),
            "unsigned + wraps in C too"
        );
        assert!(!printable(&bin(BinOp::Div, &u, &u), &scope), "division by a variable");
    }
}
