//! Cube generalization (MIC): drop literals from a blocked cube while `not cube` stays
//! inductive relative to the frame below and the cube stays disjoint from Init. Each
//! successful drop also keeps only the core of the query (Bradley's `down` without
//! counterexamples to generalization; rIC3's and ABC's `pdr` do the same first pass).

use super::{Cube, Pdr};
use crate::error::Result;

/// Literal-drop attempts per cube: a bound on the solver calls one lemma may cost.
const MAX_DROP_ATTEMPTS: usize = 64;
/// Consecutive failed drops after which the cube is taken as it is.
const MAX_FAILED_IN_A_ROW: usize = 24;

impl Pdr {
    /// A subset of `cube` whose negation is still inductive relative to `F_{level-1}`.
    pub(super) fn generalize(&mut self, mut cube: Cube, level: usize) -> Result<Cube> {
        let mut attempts = 0;
        let mut failed_in_a_row = 0;
        let mut i = 0;
        while i < cube.len()
            && cube.len() > 1
            && attempts < MAX_DROP_ATTEMPTS
            && failed_in_a_row < MAX_FAILED_IN_A_ROW
        {
            let mut candidate = cube.clone();
            let dropped = candidate.remove(i);
            if self.init.meets(&candidate)? {
                i += 1;
                continue;
            }
            attempts += 1;
            match self.relative_induction(&candidate, level, true)? {
                Some(core) => {
                    // The core may have dropped more; keep the position of the next literal.
                    let before = cube.iter().take(i).filter(|b| core.contains(b)).count();
                    cube = core;
                    i = before;
                    failed_in_a_row = 0;
                    let _ = dropped;
                }
                None => {
                    i += 1;
                    failed_in_a_row += 1;
                }
            }
        }
        Ok(cube)
    }
}
