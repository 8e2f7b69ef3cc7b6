//! Loops of the goto program: discovery, CBMC-style ids, and the choice of the loop to unwind
//! incrementally.
//!
//! A loop is a backward goto (CBMC's definition); its head is the goto's target and its body
//! the instructions from the head to the goto. Ids are `function.N`, N counting backward gotos
//! in instruction order (so an inner loop, closing first, gets the smaller number, as in CBMC).

use std::collections::{HashMap, HashSet};

use super::{Expr, ExprKind, FuncId, InstrKind, Loc, Place, Program, PropId, PropKind, Var};
use crate::error::{Error, Result};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoopInfo {
    /// `function.N`.
    pub id: String,
    pub func: FuncId,
    pub index: u32,
    /// Target of the backward goto.
    pub head: usize,
    /// Index of the backward goto.
    pub back_edge: usize,
    pub loc: Loc,
}

impl LoopInfo {
    fn contains(&self, other: &LoopInfo) -> bool {
        self.func == other.func
            && self.head <= other.head
            && other.back_edge <= self.back_edge
            && self != other
    }
}

/// All loops of the program, by function then index.
pub fn find_loops(program: &Program) -> Vec<LoopInfo> {
    let mut loops = Vec::new();
    for (fi, f) in program.functions.iter().enumerate() {
        let Some(body) = &f.body else { continue };
        let mut index = 0;
        for (pc, instr) in body.iter().enumerate() {
            if let InstrKind::Goto(_, target) = instr.kind {
                if target <= pc {
                    loops.push(LoopInfo {
                        id: format!("{}.{}", f.name, index),
                        func: FuncId(fi as u32),
                        index,
                        head: target,
                        back_edge: pc,
                        loc: body[target].loc.min(instr.loc),
                    });
                    index += 1;
                }
            }
        }
    }
    loops
}

/// Where the loop's body starts: right after the loop's exit test (`while`, `for`), or the
/// head itself when the loop has none at its head (`while (1)`, `do`, goto loops). A loop
/// condition with side effects (`while (nondet())`) is computed into compiler temporaries
/// before its test, so those are skipped. Incremental frames start here: a frame is one
/// execution of the body, the next loop test and, where the loop is left, the rest of the
/// program; frame 0 is the code before the loop and the first loop test.
pub fn body_entry(program: &Program, l: &LoopInfo) -> usize {
    let f = program.function(l.func);
    let body = f.body.as_ref().expect("loop in a body");
    let is_temp = |v: &Var| matches!(v, Var::Local(i) if f.locals[*i as usize].is_temp);
    for (pc, instr) in body.iter().enumerate().take(l.back_edge).skip(l.head) {
        match &instr.kind {
            InstrKind::Goto(Some(_), t) if *t > l.back_edge => return pc + 1,
            InstrKind::Assign(p, _)
            | InstrKind::Nondet { place: p, .. }
            | InstrKind::Alloc { place: p, .. }
                if p.root().is_some_and(|r| is_temp(&r)) => {}
            InstrKind::Call { ret: Some(p), .. } if p.root().is_some_and(|r| is_temp(&r)) => {}
            InstrKind::Decl(v) | InstrKind::Dead(v) if is_temp(v) => {}
            InstrKind::Skip => {}
            // Runtime checks of the loop condition (`--div-by-zero-check`, ...) belong to the test.
            _ if super::checks::is_check(program, instr) => {}
            _ => break,
        }
    }
    l.head
}

/// Every variable an iteration of the loop may write: locals of the loop's function and
/// globals, including globals written by functions it calls (transitively). k-induction
/// havocs these at the loop head; missing one would make a proof unsound, so arrays count as
/// written whole and a call to a function with no body writes nothing (it has no effect but
/// its nondeterministic result).
pub fn modified_vars(program: &Program, l: &LoopInfo) -> Vec<Var> {
    modified_vars_and_pointer_writes(program, l).0
}

/// `modified_vars`, and whether the loop (or a function it calls) writes through a pointer.
pub fn modified_vars_and_pointer_writes(program: &Program, l: &LoopInfo) -> (Vec<Var>, bool) {
    let body = program.function(l.func).body.as_ref().expect("loop in a body");
    let mut out: Vec<Var> = Vec::new();
    let mut seen_funcs = HashSet::new();
    let mut work: Vec<FuncId> = Vec::new();
    // A write through a pointer may change any object whose address is taken.
    let mut through_pointer = false;
    let note = |v: Var, out: &mut Vec<Var>| {
        if !out.contains(&v) {
            out.push(v);
        }
    };
    for instr in &body[l.head..=l.back_edge] {
        match &instr.kind {
            InstrKind::Assign(p, _)
            | InstrKind::Nondet { place: p, .. }
            | InstrKind::Alloc { place: p, .. } => match p.root() {
                Some(r) => note(r, &mut out),
                None => through_pointer = true,
            },
            InstrKind::Decl(v) => note(*v, &mut out),
            InstrKind::Free(_) | InstrKind::Havoc(_) => through_pointer = true,
            InstrKind::ArrayOp(op) => {
                through_pointer |= op.writes_array();
                for r in op.results().into_iter().filter_map(Place::root) {
                    note(r, &mut out);
                }
                if op.results().iter().any(|p| p.root().is_none()) {
                    through_pointer = true;
                }
            }
            InstrKind::Call { ret, func, .. } => {
                match ret.as_ref().map(|p| p.root()) {
                    Some(Some(r)) => note(r, &mut out),
                    Some(None) => through_pointer = true,
                    None => {}
                }
                work.push(*func);
            }
            _ => {}
        }
    }
    while let Some(f) = work.pop() {
        if !seen_funcs.insert(f) {
            continue;
        }
        let Some(fbody) = &program.function(f).body else { continue };
        for instr in fbody {
            match &instr.kind {
                InstrKind::Assign(p, _)
                | InstrKind::Nondet { place: p, .. }
                | InstrKind::Alloc { place: p, .. } => match p.root() {
                    Some(r @ Var::Global(_)) => note(r, &mut out),
                    Some(_) => {}
                    None => through_pointer = true,
                },
                InstrKind::Call { ret: Some(p), func, .. } => {
                    // `g = f(...)` in a callee writes the global `g` (missing it made the step
                    // case keep g's initial value: an unsound proof).
                    match p.root() {
                        Some(r @ Var::Global(_)) => note(r, &mut out),
                        Some(_) => {}
                        None => through_pointer = true,
                    }
                    work.push(*func)
                }
                InstrKind::Call { func, .. } => work.push(*func),
                InstrKind::Free(_) | InstrKind::Havoc(_) => through_pointer = true,
                InstrKind::ArrayOp(op) => {
                    through_pointer |= op.writes_array();
                    for p in op.results() {
                        match p.root() {
                            Some(r @ Var::Global(_)) => note(r, &mut out),
                            Some(_) => {}
                            None => through_pointer = true,
                        }
                    }
                }
                _ => {}
            }
        }
    }
    if through_pointer {
        for v in address_taken(program, l.func) {
            if !matches!(v, Var::Global(g) if program.globals[g as usize].read_only) {
                note(v, &mut out);
            }
        }
    }
    (out, through_pointer)
}

/// Every global some function writes (its initializer aside), and whether some function writes
/// through a pointer; then the address-taken globals that are not `const` count as written
/// too. k-induction's step case with cut points havocs these: any segment may run any code.
pub fn globals_written(program: &Program) -> (Vec<u32>, bool) {
    let mut out: Vec<u32> = Vec::new();
    let mut through_pointer = false;
    for f in &program.functions {
        let Some(body) = &f.body else { continue };
        for instr in body {
            let place = match &instr.kind {
                InstrKind::Assign(p, _)
                | InstrKind::Nondet { place: p, .. }
                | InstrKind::Alloc { place: p, .. } => p,
                InstrKind::Call { ret: Some(p), .. } => p,
                InstrKind::Free(_) | InstrKind::Havoc(_) => {
                    through_pointer = true;
                    continue;
                }
                InstrKind::ArrayOp(op) => {
                    through_pointer |= op.writes_array();
                    for p in op.results() {
                        match p.root() {
                            Some(Var::Global(g)) if !out.contains(&g) => out.push(g),
                            Some(_) => {}
                            None => through_pointer = true,
                        }
                    }
                    continue;
                }
                _ => continue,
            };
            match place.root() {
                Some(Var::Global(g)) if !out.contains(&g) => out.push(g),
                Some(_) => {}
                None => through_pointer = true,
            }
        }
    }
    if through_pointer {
        for g in AddressTaken::of(program).globals {
            if !program.globals[g as usize].read_only && !out.contains(&g) {
                out.push(g);
            }
        }
    }
    out.sort_unstable();
    (out, through_pointer)
}

/// The id of the loop whose backward goto is at `back_edge`.
pub fn loop_id(program: &Program, func: FuncId, back_edge: usize) -> String {
    find_loops(program)
        .into_iter()
        .find(|l| l.func == func && l.back_edge == back_edge)
        .map(|l| l.id)
        .unwrap_or_else(|| format!("{}.?", program.function(func).name))
}

pub fn find_by_id(program: &Program, id: &str) -> Result<LoopInfo> {
    let loops = find_loops(program);
    loops.iter().find(|l| l.id == id).cloned().ok_or_else(|| {
        let known: Vec<_> = loops.iter().map(|l| l.id.as_str()).collect();
        Error::usage(format!(
            "no loop {id} (loops: {}); see --show-loops",
            if known.is_empty() { "none".to_string() } else { known.join(", ") }
        ))
    })
}

/// Outcome of the automatic choice.
#[derive(Debug, Clone)]
pub enum Choice {
    /// Exactly one loop reachable from the entry at top level is not a counted loop.
    Picked(LoopInfo),
    /// Every loop is bounded by constants (or there is none): the whole program is one frame.
    NoUnboundedLoop,
    /// Several loops could be the main loop (loops in sequence, or side by side in different
    /// functions): none is unwound incrementally; each becomes a cut point when symbolic
    /// execution finds it unbounded, so frames count the segments between them.
    Several(Vec<LoopInfo>),
}

/// Picks the loop to unwind incrementally: among loops reachable from `entry` outside any
/// other loop, the ones not recognised as counted loops (`for (i = c; i < c2; i++)` shapes).
/// If several remain, a single one without exit test (`while (1)`) wins; otherwise the user
/// must choose.
pub fn choose(program: &Program, entry: FuncId) -> Result<Choice> {
    let loops = find_loops(program);
    let mut visited = HashSet::new();
    let mut top = Vec::new();
    collect_top_level(program, &loops, entry, &mut visited, &mut top);
    // A loop of a function that runs more than once (called from two places, from a loop,
    // or recursively) cannot be unwound one frame at a time: symbolic execution unwinds it
    // in each call, where the arguments often bound it (`sum(3)`, `sum(10)`).
    let once = entered_once(program, &loops, entry);
    let candidates: Vec<&LoopInfo> =
        top.iter().filter(|l| !is_counted(program, l) && once.contains(&l.func)).collect();
    match candidates.as_slice() {
        [] => Ok(Choice::NoUnboundedLoop),
        [one] => Ok(Choice::Picked((*one).clone())),
        many => {
            let endless: Vec<_> = many.iter().filter(|l| has_no_exit_test(program, l)).collect();
            if let [one] = endless.as_slice() {
                return Ok(Choice::Picked((**one).clone()));
            }
            // Several endless loops (`main` calls a scheduler with its own `while (1)`, then
            // loops calling it again): the single one in the entry function is the outermost
            // in execution; the others, reached through calls, are unwound inside its frames
            // or become cut points where constant propagation does not bound them.
            let in_entry: Vec<_> = endless.iter().filter(|l| l.func == entry).collect();
            if let [one] = in_entry.as_slice() {
                return Ok(Choice::Picked((***one).clone()));
            }
            Ok(Choice::Several(many.iter().map(|l| (*l).clone()).collect()))
        }
    }
}

/// The functions reachable from `entry` that run at most once per execution: called from one
/// call site only, outside any loop, by a function that runs at most once (the entry too).
fn entered_once(program: &Program, loops: &[LoopInfo], entry: FuncId) -> HashSet<FuncId> {
    // Call sites per callee, each counting twice when it is in a loop; and the caller of the
    // last one seen (the only one when there is one).
    let mut sites: std::collections::HashMap<FuncId, (u32, FuncId)> =
        std::collections::HashMap::new();
    let mut order = vec![entry];
    let mut seen = HashSet::from([entry]);
    let mut i = 0;
    while i < order.len() {
        let f = order[i];
        i += 1;
        let Some(body) = &program.function(f).body else { continue };
        for (pc, instr) in body.iter().enumerate() {
            let InstrKind::Call { func: callee, .. } = &instr.kind else { continue };
            let in_loop = loops.iter().any(|l| l.func == f && l.head <= pc && pc <= l.back_edge);
            let site = sites.entry(*callee).or_insert((0, f));
            *site = (site.0 + if in_loop { 2 } else { 1 }, f);
            if seen.insert(*callee) {
                order.push(*callee);
            }
        }
    }
    // A callee runs once when its single call site runs once, in a caller that runs once:
    // callers are not always decided first in breadth-first order, so iterate to the
    // fixpoint. Functions on a call cycle have two sites or a caller that never runs once.
    let mut once: HashSet<FuncId> = HashSet::new();
    if !sites.contains_key(&entry) {
        once.insert(entry);
    }
    loop {
        let grew: Vec<FuncId> = order
            .iter()
            .copied()
            .filter(|f| {
                !once.contains(f)
                    && matches!(sites.get(f), Some(&(1, caller)) if once.contains(&caller))
            })
            .collect();
        if grew.is_empty() {
            return once;
        }
        once.extend(grew);
    }
}

/// Loops of `func` not nested in another loop, and the same for functions it calls from
/// outside its loops, in execution order.
fn collect_top_level(
    program: &Program,
    loops: &[LoopInfo],
    func: FuncId,
    visited: &mut HashSet<FuncId>,
    out: &mut Vec<LoopInfo>,
) {
    if !visited.insert(func) {
        return;
    }
    let Some(body) = &program.function(func).body else { return };
    let mine: Vec<&LoopInfo> = loops.iter().filter(|l| l.func == func).collect();
    let outer: Vec<&LoopInfo> =
        mine.iter().copied().filter(|l| !mine.iter().any(|o| o.contains(l))).collect();
    let mut pc = 0;
    while pc < body.len() {
        if let Some(l) = outer.iter().find(|l| l.head == pc) {
            out.push((*l).clone());
            pc = l.back_edge + 1;
            continue;
        }
        if let InstrKind::Call { func: callee, .. } = &body[pc].kind {
            collect_top_level(program, loops, *callee, visited, out);
        }
        pc += 1;
    }
}

/// The loop's first instruction after the runtime checks of its head (`ir::checks`).
fn head_test(program: &Program, l: &LoopInfo) -> usize {
    let body = program.function(l.func).body.as_ref().expect("loop in a body");
    let mut pc = l.head;
    while pc < l.back_edge && super::checks::is_check(program, &body[pc]) {
        pc += 1;
    }
    pc
}

fn has_no_exit_test(program: &Program, l: &LoopInfo) -> bool {
    let body = program.function(l.func).body.as_ref().expect("loop in a body");
    !matches!(&body[head_test(program, l)].kind, InstrKind::Goto(Some(_), t) if *t > l.back_edge)
        && !matches!(&body[l.back_edge].kind, InstrKind::Goto(Some(_), _))
}

fn vars_of(e: &Expr, out: &mut Vec<Var>) {
    match &e.kind {
        ExprKind::Const(_) => {}
        ExprKind::Var(v) => out.push(*v),
        ExprKind::Index(a, b) | ExprKind::Binary(_, a, b) => {
            vars_of(a, out);
            vars_of(b, out);
        }
        ExprKind::Unary(_, a) | ExprKind::Cast(a) => vars_of(a, out),
        // What a pointer reads is not a variable we can name: a read of everything.
        ExprKind::AddrOf(_)
        | ExprKind::Deref(_)
        | ExprKind::PtrAdd(..)
        | ExprKind::ValidPtr(..)
        | ExprKind::PtrQuery(..) => out.push(Var::Global(u32::MAX)),
        ExprKind::Ite(a, b, c) => {
            vars_of(a, out);
            vars_of(b, out);
            vars_of(c, out);
        }
        ExprKind::Math(_, xs) => xs.iter().for_each(|x| vars_of(x, out)),
    }
}

/// A loop `v = c0; head: if (!(v op c1)) goto exit; body; v = f(v); goto head` where `v` is a
/// local that the body assigns once, from itself and constants: its trip count is decided by
/// constant propagation, so symbolic execution unwinds it in place.
fn is_counted(program: &Program, l: &LoopInfo) -> bool {
    let body = program.function(l.func).body.as_ref().expect("loop in a body");
    let InstrKind::Goto(Some(test), exit) = &body[head_test(program, l)].kind else { return false };
    if *exit <= l.back_edge {
        return false;
    }
    let mut vs = Vec::new();
    vars_of(test, &mut vs);
    vs.dedup();
    let [v @ Var::Local(_)] = vs.as_slice() else { return false };
    let mut updates = 0;
    for instr in &body[l.head..=l.back_edge] {
        match &instr.kind {
            InstrKind::Assign(Place::Var(w), e) if w == v => {
                let mut reads = Vec::new();
                vars_of(e, &mut reads);
                if reads.iter().any(|r| r != v) {
                    return false;
                }
                updates += 1;
            }
            InstrKind::Assign(p, _)
            | InstrKind::Nondet { place: p, .. }
            | InstrKind::Alloc { place: p, .. }
                if p.root().is_none_or(|r| r == *v) =>
            {
                return false
            }
            InstrKind::Havoc(_) | InstrKind::ArrayOp(_) => return false,
            InstrKind::Decl(w) if w == v => return false,
            _ => {}
        }
    }
    if updates != 1 {
        return false;
    }
    // The initialisation right before the head must be a constant.
    let mut pc = l.head;
    while pc > 0 {
        pc -= 1;
        match &body[pc].kind {
            InstrKind::Skip | InstrKind::Decl(_) => continue,
            InstrKind::Assign(Place::Var(w), e) if w == v => {
                let mut reads = Vec::new();
                vars_of(e, &mut reads);
                return reads.is_empty();
            }
            _ => return false,
        }
    }
    false
}

fn unwind_id(l: &LoopInfo) -> String {
    unwind_id_of(&l.id)
}

/// The unwinding property id of the loop with id `f.N`: `f.unwind.N`.
pub fn unwind_id_of(loop_id: &str) -> String {
    match loop_id.rsplit_once('.') {
        Some((f, n)) => format!("{f}.unwind.{n}"),
        None => format!("{loop_id}.unwind"),
    }
}

/// Adds the hidden unwinding property (`PropKind::Unwinding`) of one loop, for a bound the
/// engine found itself (`engine::loop_bounds`): the engines prove it with the others, and a
/// proof counts only with it.
pub fn add_unwinding_property(program: &mut Program, l: &LoopInfo) {
    add_loop_property(program, l, PropKind::Unwinding, "(inferred bound)");
}

/// Adds the unwinding property of one loop `--unwindset` bounds: a violation with
/// `--unwinding-assertions` (as `--unwind`'s), else a reason for INCONCLUSIVE.
pub fn add_unwindset_property(program: &mut Program, l: &LoopInfo, as_violation: bool) {
    let kind = if as_violation { PropKind::UnwindingAssertion } else { PropKind::Unwinding };
    add_loop_property(program, l, kind, "(--unwindset)");
}

fn add_loop_property(program: &mut Program, l: &LoopInfo, kind: PropKind, why: &str) {
    let id = unwind_id(l);
    if program.properties.iter().any(|p| p.id == id) {
        return;
    }
    let function = program.function(l.func).name.clone();
    program.properties.push(super::Property {
        id,
        kind,
        loc: l.loc,
        function,
        description: format!("unwinding assertion loop {} {why}", l.index),
        enabled: true,
        removed: false,
    });
}

/// Per function, whether it can call itself (it is on a cycle of the call graph): only
/// those get a recursion unwinding property.
pub fn recursive_functions(program: &Program) -> Vec<bool> {
    let callees: Vec<Vec<usize>> = program
        .functions
        .iter()
        .map(|f| {
            let body = f.body.as_deref().unwrap_or_default();
            let mut c: Vec<usize> = body
                .iter()
                .filter_map(|i| match &i.kind {
                    super::InstrKind::Call { func, .. } => Some(func.0 as usize),
                    _ => None,
                })
                .collect();
            c.sort_unstable();
            c.dedup();
            c
        })
        .collect();
    (0..callees.len())
        .map(|f| {
            let mut seen = vec![false; callees.len()];
            let mut todo = callees[f].clone();
            while let Some(g) = todo.pop() {
                if g == f {
                    return true;
                }
                if !std::mem::replace(&mut seen[g], true) {
                    todo.extend(&callees[g]);
                }
            }
            false
        })
        .collect()
}

fn recursion_id(name: &str) -> String {
    format!("{name}.recursion")
}

/// Adds an unwinding-assertion property per loop (`f.unwind.N`) and per function that can
/// recurse (`f.recursion`: on a cycle of the call graph), for `--unwind`.
pub fn add_unwinding_properties(program: &mut Program, as_violations: bool) {
    let kind = if as_violations { PropKind::UnwindingAssertion } else { PropKind::Unwinding };
    for l in find_loops(program) {
        let function = program.function(l.func).name.clone();
        let id = unwind_id(&l);
        program.properties.push(super::Property {
            id,
            kind,
            loc: l.loc,
            function,
            description: format!("unwinding assertion loop {}", l.index),
            enabled: true,
            removed: false,
        });
    }
    let recursive = recursive_functions(program);
    let functions = program.functions.clone();
    for (f, _) in functions.iter().zip(recursive).filter(|(f, r)| *r && f.body.is_some()) {
        program.properties.push(super::Property {
            id: recursion_id(&f.name),
            kind,
            loc: f.loc,
            function: f.name.clone(),
            description: format!("recursion unwinding assertion of {}", f.name),
            enabled: true,
            removed: false,
        });
    }
}

/// The unwinding properties `add_unwinding_properties` made, by (function, back edge);
/// recursion uses `usize::MAX` as the back edge. Empty without `--unwind`.
pub fn unwinding_property_map(program: &Program) -> HashMap<(FuncId, usize), PropId> {
    let by_id: HashMap<&str, PropId> = program
        .properties
        .iter()
        .enumerate()
        .filter(|(_, p)| matches!(p.kind, PropKind::Unwinding | PropKind::UnwindingAssertion))
        .map(|(i, p)| (p.id.as_str(), PropId(i as u32)))
        .collect();
    let mut map = HashMap::new();
    if by_id.is_empty() {
        return map;
    }
    for l in find_loops(program) {
        if let Some(&p) = by_id.get(unwind_id(&l).as_str()) {
            map.insert((l.func, l.back_edge), p);
        }
    }
    for (fi, f) in program.functions.iter().enumerate() {
        if let Some(&p) = by_id.get(recursion_id(&f.name).as_str()) {
            map.insert((FuncId(fi as u32), usize::MAX), p);
        }
    }
    map
}

/// The globals whose address is taken anywhere in the program, and the locals of `func` whose
/// address is taken in it: the objects a pointer may point to (sound over-approximation).
pub fn address_taken(program: &Program, func: FuncId) -> Vec<Var> {
    let taken = AddressTaken::of(program);
    let mut out: Vec<Var> = taken.globals.iter().map(|&g| Var::Global(g)).collect();
    out.extend(taken.locals[func.0 as usize].iter().map(|&l| Var::Local(l)));
    out
}

/// The objects whose address a program takes: globals, and locals per function.
#[derive(Debug, Clone, Default)]
pub struct AddressTaken {
    pub globals: Vec<u32>,
    pub locals: Vec<Vec<u32>>,
}

impl AddressTaken {
    pub fn of(program: &Program) -> AddressTaken {
        fn in_place(p: &Place, out: &mut Vec<Var>, taken: bool) {
            match p {
                Place::Var(v) => {
                    if taken && !out.contains(v) {
                        out.push(*v)
                    }
                }
                Place::Index(b, i) => {
                    in_place(b, out, taken);
                    in_expr(i, out);
                }
                Place::Deref(e) => in_expr(e, out),
            }
        }
        fn in_expr(e: &Expr, out: &mut Vec<Var>) {
            match &e.kind {
                ExprKind::Const(_) | ExprKind::Var(_) => {}
                ExprKind::AddrOf(p) => in_place(p, out, true),
                ExprKind::Unary(_, a)
                | ExprKind::Cast(a)
                | ExprKind::Deref(a)
                | ExprKind::ValidPtr(a, _)
                | ExprKind::PtrQuery(_, a) => in_expr(a, out),
                ExprKind::Index(a, b) | ExprKind::Binary(_, a, b) | ExprKind::PtrAdd(a, b) => {
                    in_expr(a, out);
                    in_expr(b, out);
                }
                ExprKind::Ite(a, b, c) => {
                    in_expr(a, out);
                    in_expr(b, out);
                    in_expr(c, out);
                }
                ExprKind::Math(_, xs) => xs.iter().for_each(|x| in_expr(x, out)),
            }
        }
        let mut taken =
            AddressTaken { globals: Vec::new(), locals: vec![Vec::new(); program.functions.len()] };
        let all = program
            .functions
            .iter()
            .enumerate()
            .flat_map(|(i, f)| f.body.iter().flatten().map(move |ins| (i, ins)));
        let before_entry = program.global_init.iter().chain(&program.entry_objects.setup);
        for (fi, ins) in all.chain(before_entry.map(|i| (usize::MAX, i))) {
            let mut found = Vec::new();
            match &ins.kind {
                InstrKind::Assign(p, e) => {
                    in_place(p, &mut found, false);
                    in_expr(e, &mut found);
                }
                InstrKind::Nondet { place: p, .. } => in_place(p, &mut found, false),
                InstrKind::Alloc { place: p, size, .. } => {
                    in_place(p, &mut found, false);
                    in_expr(size, &mut found);
                }
                InstrKind::Free(e) | InstrKind::Havoc(e) => in_expr(e, &mut found),
                InstrKind::ArrayOp(op) => {
                    for p in op.results() {
                        in_place(p, &mut found, false);
                    }
                    op.operands().into_iter().for_each(|e| in_expr(e, &mut found));
                }
                InstrKind::Assume(e)
                | InstrKind::Assert(e, _)
                | InstrKind::Cover(e, _)
                | InstrKind::Goto(Some(e), _)
                | InstrKind::Return(Some(e)) => in_expr(e, &mut found),
                InstrKind::Call { ret, args, .. } => {
                    if let Some(p) = ret {
                        in_place(p, &mut found, false);
                    }
                    args.iter().for_each(|a| in_expr(a, &mut found));
                }
                _ => {}
            }
            for v in found {
                match v {
                    Var::Global(g) if !taken.globals.contains(&g) => taken.globals.push(g),
                    Var::Local(l) if fi < taken.locals.len() && !taken.locals[fi].contains(&l) => {
                        taken.locals[fi].push(l)
                    }
                    _ => {}
                }
            }
        }
        taken
    }
}
