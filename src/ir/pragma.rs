//! CBMC's `#pragma CPROVER check push`, `pop`, `enable "NAME"` and `disable "NAME"`: the
//! checks of the statements after them, until the matching `pop`, are switched on or off
//! (CBMC's `goto_check_c` reads them per instruction). The frontend records each pragma with
//! its `file:line` (`Program::check_pragmas`); `ir::checks` asks [`PragmaMap::at`] which
//! checks hold at each instruction's line. A pragma stands on a line of its own between
//! statements, so the lines decide exactly which statements it covers.

use std::collections::HashMap;

use super::checks::CheckOptions;
use super::{FileId, Loc};

/// One `#pragma CPROVER check ...`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckPragma {
    pub loc: Loc,
    pub action: PragmaAction,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PragmaAction {
    Push,
    Pop,
    /// `enable`/`disable` of the check with this index in [`CHECKS`].
    Set(usize, bool),
}

/// CBMC's names of the checks ibmc has, in the order of the overrides.
pub const CHECKS: [&str; 13] = [
    "signed-overflow",
    "unsigned-overflow",
    "div-by-zero",
    "undefined-shift",
    "conversion",
    "bounds",
    "pointer",
    "nan",
    "float-overflow",
    "float-div-by-zero",
    "pointer-overflow",
    "pointer-primitive",
    "enum-range",
];

/// CBMC's names of checks ibmc does not have: `disable` is then nothing to do, `enable` is
/// unsupported.
pub const CHECKS_NOT_MODELLED: [&str; 2] = ["memory-leak", "memory-cleanup"];

type Overrides = [Option<bool>; CHECKS.len()];

fn field(opts: &mut CheckOptions, i: usize) -> &mut bool {
    match i {
        0 => &mut opts.signed_overflow,
        1 => &mut opts.unsigned_overflow,
        2 => &mut opts.div_by_zero,
        3 => &mut opts.shift,
        4 => &mut opts.conversion,
        5 => &mut opts.bounds,
        6 => &mut opts.pointer,
        7 => &mut opts.nan,
        8 => &mut opts.float_overflow,
        9 => &mut opts.float_div_by_zero,
        10 => &mut opts.pointer_overflow,
        11 => &mut opts.pointer_primitive,
        _ => &mut opts.enum_range,
    }
}

/// The overrides in effect from each pragma's line on, per file.
#[derive(Debug, Default)]
pub struct PragmaMap {
    per_file: HashMap<FileId, Vec<(u32, Overrides)>>,
}

impl PragmaMap {
    pub fn new(pragmas: &[CheckPragma]) -> Self {
        let mut by_file: HashMap<FileId, Vec<&CheckPragma>> = HashMap::new();
        for p in pragmas {
            by_file.entry(p.loc.file).or_default().push(p);
        }
        let mut per_file = HashMap::new();
        for (file, mut ps) in by_file {
            ps.sort_by_key(|p| p.loc.line);
            let mut current: Overrides = [None; CHECKS.len()];
            let mut stack = Vec::new();
            let mut states = Vec::with_capacity(ps.len());
            for p in ps {
                match p.action {
                    PragmaAction::Push => stack.push(current),
                    // A `pop` without `push` goes back to no overrides.
                    PragmaAction::Pop => current = stack.pop().unwrap_or([None; CHECKS.len()]),
                    PragmaAction::Set(i, on) => current[i] = Some(on),
                }
                states.push((p.loc.line, current));
            }
            per_file.insert(file, states);
        }
        PragmaMap { per_file }
    }

    pub fn is_empty(&self) -> bool {
        self.per_file.is_empty()
    }

    /// The checks in effect on the line of `loc`: `base` with the overrides of the pragmas
    /// above it in its file.
    pub fn at(&self, loc: Loc, base: &CheckOptions) -> CheckOptions {
        let mut opts = *base;
        let Some(states) = self.per_file.get(&loc.file) else { return opts };
        let n = states.partition_point(|(line, _)| *line < loc.line);
        if n == 0 {
            return opts;
        }
        for (i, o) in states[n - 1].1.iter().enumerate() {
            if let Some(on) = o {
                *field(&mut opts, i) = *on;
            }
        }
        opts
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(line: u32) -> Loc {
        Loc { file: FileId(0), line, col: 1 }
    }

    #[test]
    fn pragmas_nest_by_line() {
        let p = |line, action| CheckPragma { loc: at(line), action };
        let map = PragmaMap::new(&[
            p(2, PragmaAction::Push),
            p(3, PragmaAction::Set(0, false)),
            p(4, PragmaAction::Push),
            p(5, PragmaAction::Set(5, true)),
            p(7, PragmaAction::Pop),
            p(9, PragmaAction::Pop),
        ]);
        let base = CheckOptions { signed_overflow: true, ..Default::default() };
        assert!(map.at(at(1), &base).signed_overflow);
        assert!(!map.at(at(4), &base).signed_overflow);
        let six = map.at(at(6), &base);
        assert!(!six.signed_overflow && six.bounds);
        let eight = map.at(at(8), &base);
        assert!(!eight.signed_overflow && !eight.bounds);
        assert_eq!(map.at(at(10), &base), base);
        let other = Loc { file: FileId(1), line: 6, col: 1 };
        assert_eq!(map.at(other, &base), base);
    }
}
