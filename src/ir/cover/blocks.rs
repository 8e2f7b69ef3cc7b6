//! Basic blocks as CBMC's `cover_basic_blockst` numbers them (for `location` and `branch`),
//! over CBMC's shape of the function rather than ibmc's.
//!
//! CBMC's goto program differs from ibmc's in ways that move block boundaries, so the blocks
//! are computed over a *CBMC view* of the body (`Site`s): ibmc's instructions without `Skip`s
//! and without code nothing reaches after a `return` (the implicit `return 0` of `main` after
//! an explicit one, a jump after a `return`), where a `return` not at the end jumps to an
//! `END_FUNCTION` site at the closing brace, and a non-void function that falls off its end
//! gets CBMC's added `SET_RETURN_VALUE` there (`AddReturn`).
//!
//! Instructions of ibmc's own models (`Loc::MODEL`: `argc`'s and `argv`'s set-up, which CBMC
//! does in its start function) are not sites, as `Skip`s are not. A `math.h` function ibmc
//! evaluates as an expression (`sqrt(x)`, `fabs`, `floor`, ...; not the classification
//! macros `isnan`, `signbit`, ..., which CBMC has as operators too) is a call of its library
//! in CBMC: each such call is a `Call` site before its instruction, and ends a block like any
//! call.
//!
//! Block rules (CBMC): a block may start at the first site, after a jump, a call or a return,
//! at a jump target, and after a group of assumptions on one line; it does not when the
//! site's only predecessor is a forward unconditional jump (a `return` included): it then
//! continues that jump's block.

use std::collections::BTreeMap;

use crate::ir::{Expr, ExprKind, Instr, InstrKind, Loc, Place, Program};

/// A point of CBMC's view of the function.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Site {
    /// ibmc's instruction of this index.
    Real(usize),
    /// A call of a library function inside instruction `i` (see the module's doc), before it.
    Call(usize),
    /// CBMC's `SET_RETURN_VALUE` added when a non-void function falls off its end.
    AddReturn,
    /// `END_FUNCTION`, at the closing brace.
    End,
}

pub struct Blocks {
    pub sites: Vec<Site>,
    /// The block of each site.
    block: Vec<usize>,
    /// Each block's representative (first located) site index.
    first: Vec<Option<usize>>,
    /// Each block's source lines by file id.
    lines: Vec<BTreeMap<u32, Vec<u32>>>,
    /// The closing brace (the body's trailing `Skip`), where the added sites stand.
    pub end_loc: Loc,
}

/// Whether the next instruction starts a block (CBMC: after a GOTO or a FUNCTION_CALL; a
/// call of a function without a body, which ibmc turns into an input, is a call, except
/// `nondet_*` and `__VERIFIER_nondet_*`, which CBMC's goto-convert makes assignments of a
/// nondeterministic value).
fn ends_block(i: &Instr) -> bool {
    match &i.kind {
        InstrKind::Goto(..) | InstrKind::Call { .. } | InstrKind::Return(_) | InstrKind::Stop => {
            true
        }
        // `argc` is set up before `main` in CBMC (`__CPROVER__start`).
        InstrKind::Nondet { source, .. } => {
            source != "argc"
                && !source.starts_with('<')
                && !source.starts_with("nondet_")
                && !source.starts_with("__VERIFIER_nondet_")
                && source.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        }
        _ => false,
    }
}

/// The unconditional jumps to the next instruction (a `break` ending a switch's last case),
/// which CBMC's remove_skip drops, to a fixpoint: a jump over only `Skip`s and such jumps.
fn jumps_to_next(body: &[Instr]) -> Vec<bool> {
    let mut dropped = vec![false; body.len()];
    for i in (0..body.len()).rev() {
        if let InstrKind::Goto(None, t) = body[i].kind {
            dropped[i] = t > i
                && (i + 1..t.min(body.len())).all(|k| {
                    dropped[k] || matches!(body[k].kind, InstrKind::Skip) || body[k].loc.is_model()
                });
        }
    }
    dropped
}

fn no_fall_through(i: &Instr) -> bool {
    matches!(i.kind, InstrKind::Goto(None, _) | InstrKind::Return(_) | InstrKind::Stop)
}

impl Blocks {
    pub fn of(body: &[Instr], non_void: bool) -> Blocks {
        let n = body.len();
        let end_loc = match body.last() {
            Some(Instr { kind: InstrKind::Skip, loc }) => *loc,
            Some(i) => i.loc,
            None => Loc::default(),
        };
        // The sites: the instructions CBMC has.
        let kept = kept_instructions(body);
        let mut sites: Vec<Site> = Vec::new();
        for i in (0..n).filter(|&i| {
            kept[i] && !matches!(body[i].kind, InstrKind::Skip) && !body[i].loc.is_model()
        }) {
            sites.extend(std::iter::repeat_n(Site::Call(i), library_calls(&body[i])));
            sites.push(Site::Real(i));
        }
        let last_real = sites.last().map(|s| match s {
            Site::Real(i) => &body[*i],
            _ => unreachable!(),
        });
        if non_void && !last_real.is_some_and(no_fall_through) {
            sites.push(Site::AddReturn);
        }
        sites.push(Site::End);
        let m = sites.len();
        let last_real_site = sites.iter().rposition(|s| matches!(s, Site::Real(_)));
        let (preds, is_target) = predecessors(body, &sites, last_real_site);
        let mut b = Blocks {
            sites: sites.clone(),
            block: vec![0; m],
            first: Vec::new(),
            lines: Vec::new(),
            end_loc,
        };
        let mut next_starts = true;
        let mut current = 0usize;
        let mut assume_line: Option<(u32, u32)> = None;
        for (k, s) in sites.iter().enumerate() {
            let (loc, ins) = match s {
                Site::Real(i) => (body[*i].loc, Some(&body[*i])),
                Site::Call(i) => (body[*i].loc, None),
                _ => (end_loc, None),
            };
            let is_assume = matches!(ins.map(|x| &x.kind), Some(InstrKind::Assume(_)));
            let key = (loc.file.0, loc.line);
            let end_of_assumes = assume_line.is_some_and(|l| !(is_assume && l == key));
            if next_starts || is_target[k] || end_of_assumes {
                current = match preds[k].as_slice() {
                    [(p, true)] => b.block[*p],
                    _ => {
                        b.first.push(None);
                        b.lines.push(BTreeMap::new());
                        b.first.len() - 1
                    }
                };
            }
            b.block[k] = current;
            if loc.line > 0 {
                let lines = b.lines[current].entry(loc.file.0).or_default();
                if !lines.contains(&loc.line) {
                    lines.push(loc.line);
                }
                if b.first[current].is_none() {
                    b.first[current] = Some(k);
                }
            }
            // The last return does not jump (CBMC drops its jump to the next instruction).
            let last_return = Some(k) == last_real_site
                && matches!(ins.map(|x| &x.kind), Some(InstrKind::Return(_)));
            next_starts =
                (ins.is_some_and(ends_block) && !last_return) || matches!(s, Site::Call(_));
            assume_line = is_assume.then_some(key);
        }
        b
    }

    pub fn block_of_site(&self, k: usize) -> usize {
        self.block[k]
    }

    /// The block site `k` is the representative of, if it is one.
    pub fn represented_by(&self, k: usize) -> Option<usize> {
        let b = self.block[k];
        (self.first[b] == Some(k)).then_some(b)
    }

    /// `main.c:main:3,5-8` for block `b` (CBMC's `source_linest`: per file, sorted lines,
    /// runs of three or more as ranges; files joined by `; `).
    pub fn lines_text(&self, program: &Program, function: &str, b: usize) -> String {
        let mut parts: Vec<(String, String)> = Vec::new();
        for (file, lines) in &self.lines[b] {
            let mut sorted = lines.clone();
            sorted.sort_unstable();
            parts.push((program.file_name(crate::ir::FileId(*file)).to_string(), ranges(&sorted)));
        }
        parts.sort();
        parts.iter().map(|(f, r)| format!("{f}:{function}:{r}")).collect::<Vec<_>>().join("; ")
    }
}

/// The instructions CBMC has: no Skips, no unreachable epilogue after a return. Targets count
/// only from jumps that are kept themselves, so this runs to a fixpoint.
fn kept_instructions(body: &[Instr]) -> Vec<bool> {
    let n = body.len();
    let mut kept = vec![true; n];
    let dropped = jumps_to_next(body);
    loop {
        let mut target = vec![false; n + 1];
        for (i, ins) in body.iter().enumerate() {
            if let (InstrKind::Goto(_, t), true) = (&ins.kind, kept[i]) {
                target[(*t).min(n)] = true;
            }
        }
        let mut next = vec![false; n];
        let mut prev_falls = true;
        for (i, ins) in body.iter().enumerate() {
            if matches!(ins.kind, InstrKind::Skip) || ins.loc.is_model() || dropped[i] {
                continue;
            }
            let reachable = prev_falls || target[i] || i == 0;
            if !reachable
                && matches!(
                    ins.kind,
                    InstrKind::Dead(_) | InstrKind::Return(_) | InstrKind::Goto(None, _)
                )
            {
                continue;
            }
            next[i] = true;
            prev_falls = !no_fall_through(ins);
        }
        if next == kept {
            break;
        }
        kept = next;
    }
    kept
}

/// Per site: its predecessors (site, by an unconditional forward jump), and whether a jump
/// lands on it (on the first site at or after its target, as CBMC's remove_skip has it).
fn predecessors(
    body: &[Instr],
    sites: &[Site],
    last_real_site: Option<usize>,
) -> (Vec<Vec<(usize, bool)>>, Vec<bool>) {
    let m = sites.len();
    let end = m - 1;
    let position: BTreeMap<usize, usize> = sites
        .iter()
        .enumerate()
        .filter_map(|(k, s)| match s {
            Site::Real(i) | Site::Call(i) => Some((*i, k)),
            _ => None,
        })
        .rev()
        .collect();
    // A jump lands on the first site at or after its target (CBMC's remove_skip).
    let land = |t: usize| position.range(t..).next().map(|(_, k)| *k).unwrap_or(end);
    // Predecessors: (site, by an unconditional forward jump).
    let mut preds: Vec<Vec<(usize, bool)>> = vec![Vec::new(); m];
    let mut is_target = vec![false; m];
    for (k, s) in sites.iter().enumerate() {
        let falls = match s {
            Site::Real(i) => {
                let ins = &body[*i];
                match ins.kind {
                    InstrKind::Goto(ref c, t) => {
                        let to = land(t);
                        is_target[to] = true;
                        preds[to].push((k, c.is_none() && to > k));
                        c.is_some()
                    }
                    InstrKind::Return(_) if Some(k) != last_real_site => {
                        // `GOTO end_function`, unless the return is last (CBMC drops
                        // a jump to the next instruction).
                        is_target[end] = true;
                        preds[end].push((k, true));
                        false
                    }
                    InstrKind::Stop => false,
                    _ => true,
                }
            }
            Site::AddReturn | Site::Call(_) => true,
            Site::End => false,
        };
        if falls && k + 1 < m {
            preds[k + 1].push((k, false));
        }
    }
    (preds, is_target)
}

/// How many calls of library functions CBMC has in instruction `i` (see the module's doc).
fn library_calls(i: &Instr) -> usize {
    fn calls(e: &Expr) -> usize {
        match &e.kind {
            ExprKind::Const(_) | ExprKind::Var(_) => 0,
            ExprKind::AddrOf(p) => place_calls(p),
            ExprKind::Unary(_, a)
            | ExprKind::Cast(a)
            | ExprKind::Deref(a)
            | ExprKind::ValidPtr(a, _)
            | ExprKind::PtrQuery(_, a) => calls(a),
            ExprKind::Index(a, b) | ExprKind::Binary(_, a, b) | ExprKind::PtrAdd(a, b) => {
                calls(a) + calls(b)
            }
            ExprKind::Ite(a, b, c) => calls(a) + calls(b) + calls(c),
            ExprKind::Math(f, xs) => {
                usize::from(!f.is_classification()) + xs.iter().map(calls).sum::<usize>()
            }
        }
    }
    fn place_calls(p: &Place) -> usize {
        match p {
            Place::Var(_) => 0,
            Place::Index(b, k) => place_calls(b) + calls(k),
            Place::Deref(e) => calls(e),
        }
    }
    match &i.kind {
        InstrKind::Assign(p, e) => place_calls(p) + calls(e),
        InstrKind::Assume(e)
        | InstrKind::Assert(e, _)
        | InstrKind::Goto(Some(e), _)
        | InstrKind::Return(Some(e)) => calls(e),
        InstrKind::Call { args, .. } => args.iter().map(calls).sum(),
        _ => 0,
    }
}

/// `format_number_range`: `1,2` for two consecutive numbers, `1-3` for three or more.
fn ranges(sorted: &[u32]) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < sorted.len() {
        let mut j = i;
        while j + 1 < sorted.len() && sorted[j + 1] == sorted[j] + 1 {
            j += 1;
        }
        match j - i {
            0 => out.push(sorted[i].to_string()),
            1 => out.push(format!("{},{}", sorted[i], sorted[j])),
            _ => out.push(format!("{}-{}", sorted[i], sorted[j])),
        }
        i = j + 1;
    }
    out.join(",")
}

#[cfg(test)]
mod tests {
    use super::ranges;

    #[test]
    fn number_ranges_as_cbmc_formats_them() {
        assert_eq!(ranges(&[3, 5]), "3,5");
        assert_eq!(ranges(&[13, 14]), "13,14");
        assert_eq!(ranges(&[6, 7, 8, 9]), "6-9");
        assert_eq!(ranges(&[10, 13, 14, 16]), "10,13,14,16");
        assert_eq!(ranges(&[15, 21, 22]), "15,21,22");
    }
}
