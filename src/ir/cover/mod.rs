//! Coverage goals (`--cover`), as CBMC's `goto-instrument/cover*.cpp` builds them: each goal
//! is a `Cover` instruction (reached with its condition true: covered) placed before the
//! instruction it is about, and a property of kind `Cover` numbered `function.coverage.N` in
//! instruction order (per function, over all criteria), with CBMC's description
//! (`block 2 branch true`, `condition 'x > 3' false`, `MC/DC independence condition '...'`).
//!
//! As in CBMC, assertions become assumptions in a coverage run (with `assertion`, each becomes
//! the goal of reaching it); basic blocks are computed once per function, before any goal is
//! inserted (`blocks.rs`); decisions and conditions come from the expressions of each
//! instruction (`boolexpr.rs`). The frontend keeps decisions it would otherwise drop (an `if`
//! with empty branches) and writes a branch's jump condition as `!c` (`FrontendOptions::
//! coverage`), so the goals' texts are the source's conditions.
//! The frontend also keeps CBMC's shapes where they make goals: `while (1)`'s test (the
//! decision `1 != 0`), a `switch` comparing its expression at each `case` line, and
//! `__VERIFIER_error()` followed by its abort.
//! **Differences from CBMC** (the goals' meaning is the same; numbers and texts may differ):
//! ibmc's goto program has no `SET_RETURN_VALUE`/`END_FUNCTION` and folds constants, so block
//! boundaries around returns can differ, casts written in the source over a literal
//! (`(uint8_T)3U`) print as the folded constant, CBMC's library preconditions (`W_OK(...)`
//! of `memset`) have no goals, and `__CPROVER_bool` prints like `_Bool` (`A != FALSE`).

mod blocks;
mod boolexpr;
pub mod text;

use std::collections::{BTreeSet, HashMap};

use crate::error::{Error, Result};

use super::{
    Expr, ExprKind, Instr, InstrKind, IntTy, Loc, Program, PropId, PropKind, Property, UnOp,
};
use boolexpr::B;

pub use super::Criterion;

/// The criteria of one run.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Criteria(pub Vec<Criterion>);

impl Criteria {
    /// `location,branch`: CBMC's names, comma-separated; an unknown name is a usage error.
    pub fn parse(text: &str) -> Result<Criteria> {
        let mut out = Vec::new();
        for name in text.split(',').map(str::trim) {
            let c = Criterion::ALL.iter().find(|(n, _)| *n == name).map(|(_, c)| *c).ok_or_else(
                || {
                    let names: Vec<&str> = Criterion::ALL.iter().map(|(n, _)| *n).collect();
                    Error::usage(format!(
                        "unknown coverage criterion `{name}` (--cover takes: {})",
                        names.join(", ")
                    ))
                },
            )?;
            if !out.contains(&c) {
                out.push(c);
            }
        }
        Ok(Criteria(out))
    }

    pub fn has(&self, c: Criterion) -> bool {
        self.0.contains(&c)
    }
}

/// Whether CBMC instruments a function: one with a body, defined in a program file (not a
/// system header, not one of ibmc's internal functions).
fn instrumented(program: &Program, f: &super::Function) -> bool {
    let file = program.file_name(f.loc.file);
    f.body.is_some()
        && !f.name.starts_with("__CPROVER")
        && !file.starts_with("/usr/")
        && !file.starts_with('<')
}

fn not_expr(e: Expr) -> Expr {
    Expr { kind: ExprKind::Unary(UnOp::LogNot, Box::new(e)), ty: super::Type::Int(IntTy::INT) }
}

fn truth() -> Expr {
    Expr::constant(IntTy::INT, 1)
}

/// Adds the goals of `criteria` to every instrumented function; every other property's
/// assertion becomes an assumption (or, with `assertion`, a goal).
pub fn instrument(program: &mut Program, criteria: &Criteria) -> Result<()> {
    let entry = program.function_by_name("main");
    let mut order: Vec<usize> = (0..program.functions.len()).collect();
    // CBMC reports the entry function's goals first.
    order.sort_by_key(|&i| Some(super::FuncId(i as u32)) != entry);
    let mut goals_in_order: Vec<PropId> = Vec::new();
    let cprover_bools = text::cprover_bool_names(program);
    let mut sources = SourceLines::default();
    for &fi in &order {
        let wanted = instrumented(program, &program.functions[fi]);
        let body = match program.functions[fi].body.take() {
            Some(b) => b,
            None => continue,
        };
        let f = &program.functions[fi];
        if !wanted {
            // Not instrumented: its assertions still become assumptions.
            let body =
                body.into_iter().map(|i| assertion_to_assumption(program, i, criteria)).collect();
            program.functions[fi].body = Some(body);
            continue;
        }
        let name = f.name.clone();
        let (new_body, goals) =
            instrument_body(program, fi, body, criteria, &cprover_bools, &mut sources)?;
        program.functions[fi].body = Some(new_body);
        // Numbered in instruction order, per function.
        for (n, g) in goals.iter().enumerate() {
            let prop = &mut program.properties[g.0 as usize];
            prop.id = format!("{name}.coverage.{}", n + 1);
        }
        goals_in_order.extend(goals);
    }
    for i in 0..program.global_init.len() {
        let instr = program.global_init[i].clone();
        program.global_init[i] = assertion_to_assumption(program, instr, criteria);
    }
    // `__CPROVER_cover` goals of functions not instrumented (or without `cover`) are gone.
    let live: BTreeSet<PropId> = goals_in_order.iter().copied().collect();
    for (i, p) in program.properties.iter_mut().enumerate() {
        if matches!(p.kind, PropKind::Cover(_)) && !live.contains(&PropId(i as u32)) {
            p.enabled = false;
        }
    }
    reorder_goals(program, &goals_in_order);
    Ok(())
}

/// In a coverage run an assertion is an assumption (CBMC's `cover.cpp`), unless the
/// `assertion` criterion makes it a goal (done by `instrument_body`).
fn assertion_to_assumption(program: &Program, mut instr: Instr, criteria: &Criteria) -> Instr {
    if let InstrKind::Assert(c, _) = &instr.kind {
        // With `assume` CBMC keeps assertions and then drops them (they are no goals).
        instr.kind = if criteria.has(Criterion::Assume) {
            InstrKind::Skip
        } else {
            InstrKind::Assume(c.clone())
        };
    }
    if let InstrKind::Cover(_, p) = &instr.kind {
        if !criteria.has(Criterion::Cover)
            && matches!(program.property(*p).kind, PropKind::Cover(Criterion::Cover))
        {
            instr.kind = InstrKind::Skip;
        }
    }
    instr
}

/// The program's source files, read when a goal's text needs its line.
#[derive(Default)]
struct SourceLines {
    files: HashMap<u32, Vec<String>>,
}

impl SourceLines {
    fn line(&mut self, program: &Program, loc: Loc) -> &str {
        let lines = self.files.entry(loc.file.0).or_insert_with(|| {
            std::fs::read_to_string(program.file_name(loc.file))
                .map(|t| t.lines().map(String::from).collect())
                .unwrap_or_default()
        });
        lines.get((loc.line as usize).wrapping_sub(1)).map(String::as_str).unwrap_or("")
    }
}

/// The goals of one function: the new body and the goals in instruction order.
fn instrument_body(
    program: &mut Program,
    fi: usize,
    body: Vec<Instr>,
    criteria: &Criteria,
    cprover_bools: &std::collections::HashSet<String>,
    sources: &mut SourceLines,
) -> Result<(Vec<Instr>, Vec<PropId>)> {
    let name = program.functions[fi].name.clone();
    let source_conditions = source_conditions(program, &name, &body);
    let (pre, assertion_goals) = assertions_first(program, body, criteria);
    let func = &program.functions[fi];
    let blocks = blocks::Blocks::of(&pre, !matches!(func.ret, super::Type::Void));
    let printer = text::Printer {
        program,
        func,
        cprover_bools,
        call_results: text::call_result_names(func, &pre),
        unsigned_literals: Default::default(),
    };
    let print = |e: &Expr| printer.expr(e);
    // Per site of CBMC's view, in order: the goals before it.
    let mut planned: Vec<Vec<Goal>> = vec![Vec::new(); blocks.sites.len()];
    let mut cover_text: HashMap<PropId, String> = HashMap::new();
    // An assertion goal stands where its assertion was (its `Skip`), numbered before the
    // next site's goals; `assertion_at` maps (site, goal index) to that instruction.
    let mut assertion_at: HashMap<(usize, usize), usize> = HashMap::new();
    for (&i, (desc, aloc)) in &assertion_goals {
        let k = blocks
            .sites
            .iter()
            .position(|s| matches!(s, blocks::Site::Real(j) if *j >= i))
            .unwrap_or(blocks.sites.len() - 1);
        planned[k].push((truth(), Criterion::Assertion, desc.clone(), *aloc));
        assertion_at.insert((k, planned[k].len() - 1), i);
    }
    for (k, site) in blocks.sites.iter().enumerate() {
        // A library call's site has its instruction's location and only block goals.
        let (instr, loc) = match site {
            blocks::Site::Real(i) => (Some(&pre[*i]), pre[*i].loc),
            blocks::Site::Call(i) => (None, pre[*i].loc),
            _ => (None, blocks.end_loc),
        };
        let located = loc.line > 0;
        *printer.unsigned_literals.borrow_mut() =
            text::unsigned_literals(sources.line(program, loc));
        let goals = &mut planned[k];
        for c in &criteria.0 {
            match (c, instr) {
                (Criterion::Location, _) => {
                    if let (Some(n), true) = (blocks.represented_by(k), located) {
                        let lines = blocks.lines_text(program, &name, n);
                        goals.push((truth(), *c, format!("block {} (lines {lines})", n + 1), loc));
                    }
                }
                (Criterion::Branch, _) if instr.is_some() || k == 0 => {
                    if k == 0 && located {
                        goals.push((truth(), *c, "entry point".into(), loc));
                    }
                    let kind = instr.map(|x| &x.kind);
                    if let (Some(InstrKind::Goto(Some(g), _)), true) = (kind, located) {
                        let n = blocks.block_of_site(k) + 1;
                        goals.push((
                            not_expr(g.clone()),
                            *c,
                            format!("block {n} branch false"),
                            loc,
                        ));
                        goals.push((g.clone(), *c, format!("block {n} branch true"), loc));
                    }
                }
                (Criterion::Condition | Criterion::Decision | Criterion::Mcdc, Some(instr))
                    if located =>
                {
                    let exprs = match site {
                        blocks::Site::Real(i) if source_conditions.contains_key(i) => {
                            vec![source_conditions[i].clone()]
                        }
                        _ => instrumented_exprs(func, instr),
                    };
                    goals.extend(condition_goals(program, *c, &exprs, &print, loc)?);
                }
                (Criterion::Assume, Some(Instr { kind: InstrKind::Assume(a), .. }))
                    if located && !is_argc_range(&pre, k, &blocks) =>
                {
                    // "after" is reaching the assumption with its condition true: the same
                    // point, so the goal stands before it like the other.
                    let text = print(a);
                    goals.push((truth(), *c, format!("assert(false) before assume({text})"), loc));
                    goals.push((a.clone(), *c, format!("assert(false) after assume({text})"), loc));
                }
                (Criterion::Cover, Some(Instr { kind: InstrKind::Cover(e, p), .. })) => {
                    cover_text.insert(*p, format!("condition '{}'", print(e)));
                }
                _ => {}
            }
        }
    }
    for (p, t) in cover_text {
        program.properties[p.0 as usize].description = t;
    }
    place_goals(program, &name, pre, planned, &blocks, &assertion_at)
}

/// A coverage goal: (condition, criterion, description, location).
type Goal = (Expr, Criterion, String, Loc);

/// Assertions first, as CBMC does before it computes blocks: each becomes an assumption (or
/// nothing), or with the `assertion` criterion a goal where it stood (its instruction a `Skip`;
/// the goals by instruction index, with their description and location).
fn assertions_first(
    program: &Program,
    body: Vec<Instr>,
    criteria: &Criteria,
) -> (Vec<Instr>, HashMap<usize, (String, Loc)>) {
    let mut pre: Vec<Instr> = Vec::with_capacity(body.len());
    let mut assertion_goals: HashMap<usize, (String, Loc)> = HashMap::new();
    for (i, instr) in body.into_iter().enumerate() {
        if let (InstrKind::Assert(_, p), true) = (&instr.kind, criteria.has(Criterion::Assertion)) {
            let prop = program.property(*p);
            let desc = if prop.description.is_empty() {
                "assertion".to_string()
            } else {
                prop.description.clone()
            };
            assertion_goals.insert(i, (desc, instr.loc));
            pre.push(Instr { kind: InstrKind::Skip, loc: instr.loc });
            continue;
        }
        pre.push(assertion_to_assumption(program, instr, criteria));
    }
    (pre, assertion_goals)
}

/// The goals of criterion `c` (condition, decision or MC/DC) at a site evaluating `exprs`.
fn condition_goals(
    program: &Program,
    c: Criterion,
    exprs: &[Expr],
    print: &dyn Fn(&Expr) -> String,
    loc: Loc,
) -> Result<Vec<Goal>> {
    let (mut conds, mut decs) = (BTreeSet::new(), BTreeSet::new());
    for e in exprs {
        boolexpr::conditions(e, print, &mut conds);
        boolexpr::decisions(e, print, &mut decs);
    }
    let mut goals = Vec::new();
    match c {
        Criterion::Condition => goals.extend(true_false_goals(&conds, "condition", c, loc)),
        Criterion::Decision => goals.extend(true_false_goals(&decs, "decision", c, loc)),
        _ => match mcdc_goals(&conds, &decs, loc) {
            Some(g) => goals.extend(g),
            None => {
                return Err(crate::error::Error::at(
                    crate::error::ErrorKind::Unsupported,
                    program.render_loc(loc),
                    format!(
                        "MC/DC: CBMC's construction of this decision's independence conditions grows beyond {} \
                         candidate expressions (exponential in the nesting of `&&` and `||`; CBMC does not \
                         finish either); --cover decision,condition covers its parts",
                        boolexpr::MAX_NESTED_CONTROLLING
                    ),
                ))
            }
        },
    }
    Ok(goals)
}

/// The goals become properties (numbered in this order) and `Cover` instructions: a real
/// site's before its instruction, the added return's at the closing brace (falling off
/// the end), END_FUNCTION's there and before every return.
fn place_goals(
    program: &mut Program,
    name: &str,
    pre: Vec<Instr>,
    planned: Vec<Vec<Goal>>,
    blocks: &blocks::Blocks,
    assertion_at: &HashMap<(usize, usize), usize>,
) -> Result<(Vec<Instr>, Vec<PropId>)> {
    let n = pre.len();
    let trailing = matches!(pre.last().map(|i| &i.kind), Some(InstrKind::Skip)).then(|| n - 1);
    let returns: Vec<usize> = pre
        .iter()
        .enumerate()
        .filter(|(_, i)| matches!(i.kind, InstrKind::Return(_)))
        .map(|(i, _)| i)
        .collect();
    let mut inserted: Vec<Vec<Instr>> = vec![Vec::new(); n];
    let mut goals_in_order: Vec<PropId> = Vec::new();
    for (k, goals) in planned.into_iter().enumerate() {
        for (g, (cond, criterion, description, loc)) in goals.into_iter().enumerate() {
            program.properties.push(Property {
                id: String::new(),
                kind: PropKind::Cover(criterion),
                loc,
                function: name.to_string(),
                description,
                enabled: true,
                removed: false,
            });
            let prop = PropId(program.properties.len() as u32 - 1);
            goals_in_order.push(prop);
            let goal = Instr { kind: InstrKind::Cover(cond, prop), loc };
            let at: Vec<usize> = match (criterion, blocks.sites[k]) {
                (Criterion::Assertion, _) => {
                    assertion_at.get(&(k, g)).copied().into_iter().collect()
                }
                (_, blocks::Site::Real(i) | blocks::Site::Call(i)) => vec![i],
                (_, blocks::Site::AddReturn) => trailing.into_iter().collect(),
                (_, blocks::Site::End) => returns.iter().copied().chain(trailing).collect(),
            };
            for i in at {
                inserted[i].push(goal.clone());
            }
        }
    }
    let new_body = super::checks::insert_before(pre, inserted, name)?;
    Ok((new_body, goals_in_order))
}

/// The assumption ibmc adds for `argc` at the top of `main` (CBMC's is in its start function).
fn is_argc_range(body: &[Instr], k: usize, blocks: &blocks::Blocks) -> bool {
    let blocks::Site::Real(i) = blocks.sites[k] else { return false };
    follows_argc(body, i)
}

/// Whether instruction `i` follows the input `argc` (its range assumption).
fn follows_argc(body: &[Instr], i: usize) -> bool {
    i > 0 && matches!(&body[i - 1].kind, InstrKind::Nondet { source, .. } if source == "argc")
}

/// The conditions of the assertions and assumptions CBMC collects decisions and conditions
/// from (before it drops an assertion), by instruction: the program's own assertions (not
/// those of ibmc's library models, `--malloc-fail-assert`'s in `malloc`, which CBMC does
/// not have) and assumptions (not the guard a model puts after its assertion, `argc`'s
/// range, or a constant).
fn source_conditions(program: &Program, function: &str, body: &[Instr]) -> HashMap<usize, Expr> {
    let mut out = HashMap::new();
    for (i, instr) in body.iter().enumerate() {
        let condition = match &instr.kind {
            InstrKind::Assert(c, p) => {
                let prop = program.property(*p);
                (matches!(prop.kind, PropKind::Assertion) && prop.function == function).then_some(c)
            }
            InstrKind::Assume(c) => {
                let guard = i > 0 && matches!(&body[i - 1].kind, InstrKind::Assert(a, _) if a == c);
                let ours = guard
                    || follows_argc(body, i)
                    || instr.loc.is_model()
                    || matches!(c.kind, ExprKind::Const(_));
                (!ours).then_some(c)
            }
            _ => None,
        };
        if let Some(c) = condition {
            out.insert(i, c.clone());
        }
    }
    out
}

/// Whether `e` reads through a compiler temporary (`*$tmp2`): the expansion of a library
/// function (`strlen`, `memcmp`), whose decisions are not the program's (CBMC does not
/// instrument its library).
fn reads_through_temp(func: &super::Function, e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Deref(p) => {
            let mut root = &**p;
            while let ExprKind::PtrAdd(a, _) | ExprKind::Cast(a) = &root.kind {
                root = a;
            }
            matches!(&root.kind, ExprKind::Var(super::Var::Local(l)) if func.locals.get(*l as usize).is_some_and(|x| x.is_temp))
        }
        ExprKind::Index(a, b) | ExprKind::Binary(_, a, b) | ExprKind::PtrAdd(a, b) => {
            reads_through_temp(func, a) || reads_through_temp(func, b)
        }
        ExprKind::Unary(_, a)
        | ExprKind::Cast(a)
        | ExprKind::ValidPtr(a, _)
        | ExprKind::PtrQuery(_, a) => reads_through_temp(func, a),
        ExprKind::Ite(c, a, b) => [c, a, b].iter().any(|x| reads_through_temp(func, x)),
        ExprKind::Math(_, xs) => xs.iter().any(|x| reads_through_temp(func, x)),
        ExprKind::Const(_) | ExprKind::Var(_) | ExprKind::AddrOf(_) => false,
    }
}

/// The expressions CBMC looks for decisions and conditions in: a jump's condition, an
/// assignment's sides, a call's arguments, a returned value (`SET_RETURN_VALUE`: `return x
/// < lo ? lo : x;` has the decision `x < lo`); not assumptions or goals.
fn instrumented_exprs(func: &super::Function, instr: &Instr) -> Vec<Expr> {
    match &instr.kind {
        InstrKind::Goto(Some(c), _) => vec![c.clone()],
        InstrKind::Return(Some(e)) if !reads_through_temp(func, e) => vec![e.clone()],
        InstrKind::Assign(_, e) if reads_through_temp(func, e) => Vec::new(),
        InstrKind::Assign(p, e) => {
            let mut v = vec![e.clone()];
            if let super::Place::Index(_, i) = p {
                v.push(i.clone());
            }
            v
        }
        InstrKind::Call { args, .. } => args.clone(),
        _ => Vec::new(),
    }
}

/// MC/DC goals: the independence conditions in descending order, then for each decision
/// and condition (descending) `'p' false` and `'p' true` (with their plain meaning here).
/// None when the independence conditions are too many to construct
/// (`boolexpr::MAX_NESTED_CONTROLLING`).
fn mcdc_goals(
    conds: &BTreeSet<B>,
    decs: &BTreeSet<B>,
    loc: Loc,
) -> Option<Vec<(Expr, Criterion, String, Loc)>> {
    let c = Criterion::Mcdc;
    let mut goals = Vec::new();
    for p in boolexpr::independence(decs)?.iter().rev() {
        goals.push((p.to_expr(), c, format!("MC/DC independence condition '{}'", p.text()), loc));
    }
    let both: BTreeSet<B> = conds.union(decs).cloned().collect();
    for p in both.iter().rev() {
        let kind = match (decs.contains(p), conds.contains(p)) {
            (true, true) => "decision/condition",
            (true, false) => "decision",
            _ => "condition",
        };
        let text = p.text();
        goals.push((not_expr(p.to_expr()), c, format!("{kind} '{text}' false"), loc));
        goals.push((p.to_expr(), c, format!("{kind} '{text}' true"), loc));
    }
    Some(goals)
}

/// Condition and decision goals: for each expression in descending order, `'e' false` then
/// `'e' true`, with CBMC's inverted meaning (`'e' true` is covered when e is FALSE; CBMC's
/// `condition1` test shows it).
fn true_false_goals(
    set: &BTreeSet<B>,
    kind: &str,
    c: Criterion,
    loc: Loc,
) -> Vec<(Expr, Criterion, String, Loc)> {
    let mut out = Vec::new();
    for p in set.iter().rev() {
        let text = p.text();
        out.push((p.to_expr(), c, format!("{kind} '{text}' false"), loc));
        out.push((not_expr(p.to_expr()), c, format!("{kind} '{text}' true"), loc));
    }
    out
}

/// Puts the goals last among the properties, in the order CBMC reports them (the entry
/// function's first, then by number), and renumbers every instruction's property.
fn reorder_goals(program: &mut Program, goals: &[PropId]) {
    let is_goal: BTreeSet<PropId> = goals.iter().copied().collect();
    let mut order: Vec<PropId> =
        (0..program.properties.len() as u32).map(PropId).filter(|p| !is_goal.contains(p)).collect();
    order.extend(goals.iter().copied());
    let mut new_index = vec![PropId(0); program.properties.len()];
    for (new, old) in order.iter().enumerate() {
        new_index[old.0 as usize] = PropId(new as u32);
    }
    let old_props = std::mem::take(&mut program.properties);
    let mut slots: Vec<Option<Property>> = old_props.into_iter().map(Some).collect();
    program.properties =
        order.iter().map(|p| slots[p.0 as usize].take().expect("each property once")).collect();
    let bodies = program.functions.iter_mut().flat_map(|f| f.body.iter_mut().flatten());
    for ins in bodies.chain(program.global_init.iter_mut()) {
        if let InstrKind::Assert(_, p) | InstrKind::Cover(_, p) = &mut ins.kind {
            *p = new_index[p.0 as usize];
        }
    }
}
