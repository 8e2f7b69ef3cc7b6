//! Basic blocks as CBMC's `cover_basic_blockst` numbers them (for `location` and `branch`).
//!
//! A block may start at the first instruction, after a jump, a call or a return, at a jump
//! target, and after a group of assumptions on one line; it does not when the instruction's
//! only predecessor is a forward unconditional jump (it continues that jump's block).
//! `Skip`s belong to no block (CBMC removes them first; a jump to one lands on the next
//! instruction). Code after a `return` that nothing reaches (the implicit `return 0` of
//! `main` after an explicit one) continues the return's block: in CBMC it is part of the
//! return (its `DEAD`s) or the `END_FUNCTION` the return jumps to.

use std::collections::BTreeMap;

use crate::ir::{Instr, InstrKind, Program};

pub struct Blocks {
    /// The block of each instruction (`usize::MAX` for `Skip`s).
    block: Vec<usize>,
    /// Each block's representative (first located) instruction.
    first: Vec<usize>,
    /// Each block's source lines by file id.
    lines: Vec<BTreeMap<u32, Vec<u32>>>,
}

/// Whether an instruction never falls through to the next one.
fn ends_flow(i: &Instr) -> bool {
    matches!(i.kind, InstrKind::Goto(None, _) | InstrKind::Return(_) | InstrKind::Stop)
}

/// Whether the next instruction starts a block (CBMC: after a GOTO or a FUNCTION_CALL; a
/// return is a jump to the function's end; a call of a function without a body, which ibmc
/// turns into an input, is a call).
fn ends_block(i: &Instr) -> bool {
    match &i.kind {
        InstrKind::Goto(..) | InstrKind::Call { .. } | InstrKind::Return(_) | InstrKind::Stop => true,
        InstrKind::Nondet { source, .. } => source.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'),
        _ => false,
    }
}

impl Blocks {
    pub fn of(body: &[Instr]) -> Blocks {
        let n = body.len();
        let skip = |i: usize| matches!(body.get(i).map(|x| &x.kind), Some(InstrKind::Skip));
        // A jump to a Skip lands on the next instruction that is not one.
        let land = |mut t: usize| {
            while t < n && skip(t) {
                t += 1;
            }
            t
        };
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n + 1];
        let mut target = vec![false; n + 1];
        let mut prev: Option<usize> = None;
        for i in 0..n {
            if skip(i) {
                continue;
            }
            if let Some(p) = prev {
                if !ends_flow(&body[p]) {
                    preds[i].push(p);
                }
            }
            prev = Some(i);
        }
        for (i, ins) in body.iter().enumerate() {
            if let InstrKind::Goto(_, t) = ins.kind {
                let t = land(t);
                target[t] = true;
                preds[t].push(i);
            }
        }
        let mut blocks = Blocks { block: vec![usize::MAX; n], first: Vec::new(), lines: Vec::new() };
        let mut next_starts = true;
        let mut current = 0usize;
        let mut assume_line: Option<(u32, u32)> = None;
        for i in 0..n {
            if skip(i) {
                continue;
            }
            let ins = &body[i];
            let is_assume = matches!(ins.kind, InstrKind::Assume(_));
            let key = (ins.loc.file.0, ins.loc.line);
            let end_of_assumes = assume_line.is_some_and(|l| !(is_assume && l == key));
            let unreachable_tail = preds[i].is_empty() && !target[i] && i > 0 && matches!(ins.kind, InstrKind::Dead(_) | InstrKind::Return(_));
            if (next_starts || target[i] || end_of_assumes) && !unreachable_tail {
                let continues = match preds[i].as_slice() {
                    [g] if *g < i && matches!(body[*g].kind, InstrKind::Goto(None, _)) => Some(blocks.block[*g]),
                    _ => None,
                };
                current = match continues {
                    Some(b) => b,
                    None => {
                        blocks.first.push(usize::MAX);
                        blocks.lines.push(BTreeMap::new());
                        blocks.first.len() - 1
                    }
                };
            }
            if blocks.first.is_empty() {
                blocks.first.push(usize::MAX);
                blocks.lines.push(BTreeMap::new());
            }
            blocks.block[i] = current;
            if ins.loc.line > 0 {
                let lines = blocks.lines[current].entry(ins.loc.file.0).or_default();
                if !lines.contains(&ins.loc.line) {
                    lines.push(ins.loc.line);
                }
                if blocks.first[current] == usize::MAX {
                    blocks.first[current] = i;
                }
            }
            next_starts = ends_block(ins);
            assume_line = is_assume.then_some(key);
        }
        blocks
    }

    pub fn block_of(&self, i: usize) -> usize {
        self.block.get(i).copied().unwrap_or(0)
    }

    /// The block `i` is the representative of, if it is one.
    pub fn represented_by(&self, i: usize) -> Option<usize> {
        let b = *self.block.get(i)?;
        (self.first.get(b) == Some(&i)).then_some(b)
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
