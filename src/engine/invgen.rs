//! Word-level invariants of the loop-head state, for PDR to start from: guessed from sampled
//! reachable states (Daikon-style templates), kept only if proved inductive (Houdini).
//!
//! Bit-level PDR learns a relation like "while the lamp is on, `on_time + timer == 50`" one
//! frame at a time (a frame per timer step), so a 1000-cycle timer needs 1000 frames. The
//! templates name such relations directly, over integer state variables:
//! - `x == c`, `x <= c`, `x >= c` (signed or unsigned as `x`'s type);
//! - `x + y == c`, `x - y == c`, and `x + y == z` (few variables only);
//! - each of these under a mode: `m == v -> atom`, for every variable `m` with at most four
//!   sampled values (chart states, flags).
//!
//! Samples are states of random walks: a solver picks each step's successor, the inputs
//! pushed to random values. A candidate that no sample refutes is checked by Houdini on the
//! transition system: dropped if an initial state violates it, then, with all the survivors
//! assumed now, dropped if some iteration violates it next, until none is dropped. The
//! survivors' conjunction is then an inductive invariant (`Init => I`, `I and T => I'`),
//! which the certificate re-check verifies again with the lemmas.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

pub use super::transys::signedness;
use super::transys::TransSys;
use crate::encode::Encoder;
use crate::error::{Error, ErrorKind, Result};
use crate::ir::ScalarTy;
use crate::sat::{new_solver, Lit, SatConfig, SatResult};
use crate::term::{TermId, TermStore};

/// Random walks and their length.
const WALKS: usize = 12;
const WALK_LEN: usize = 60;
/// At most this many candidates go to Houdini (unguarded ones first).
const MAX_CANDIDATES: usize = 800;
/// Time for the whole search (sampling and Houdini); beyond it, no invariants (a partial
/// Houdini result proves nothing). The engines then run as without them.
const BUDGET: std::time::Duration = std::time::Duration::from_secs(3);
/// `x + y == z` only with at most this many numeric state variables.
const MAX_VARS_FOR_TRIPLES: usize = 14;

/// A word-level atom over state variables (indices into `TransSys::vars`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Atom {
    Eq(usize, u64),
    Le(usize, u64),
    Ge(usize, u64),
    SumEq(usize, usize, u64),
    DiffEq(usize, usize, u64),
    SumIs(usize, usize, usize),
    /// `x - k*y == c` (k not 0 or 1: a counter stepping k per step of another).
    Lin(usize, usize, u64, u64),
    /// `x - y <= c`, the difference read as signed.
    DiffLe(usize, usize, u64),
}

/// `guard -> atom`, the guard `m == v` if any.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct WordInv {
    pub guard: Option<(usize, u64)>,
    pub atom: Atom,
}

impl WordInv {
    /// The candidate over a state given as one term per state variable.
    pub fn term(&self, store: &mut TermStore, signed: &[bool], state: &[TermId]) -> TermId {
        let w = |store: &TermStore, i: usize| store.width(state[i]);
        let atom = match self.atom {
            Atom::Eq(x, c) => {
                let k = store.constant(w(store, x), c);
                store.eq(state[x], k)
            }
            Atom::Le(x, c) | Atom::Ge(x, c) => {
                let k = store.constant(w(store, x), c);
                let (a, b) =
                    if matches!(self.atom, Atom::Le(..)) { (state[x], k) } else { (k, state[x]) };
                if signed[x] {
                    store.sle(a, b)
                } else {
                    store.ule(a, b)
                }
            }
            Atom::SumEq(x, y, c) | Atom::DiffEq(x, y, c) => {
                let e = if matches!(self.atom, Atom::SumEq(..)) {
                    store.add(state[x], state[y])
                } else {
                    store.sub(state[x], state[y])
                };
                let k = store.constant(w(store, x), c);
                store.eq(e, k)
            }
            Atom::SumIs(x, y, z) => {
                let e = store.add(state[x], state[y]);
                store.eq(e, state[z])
            }
            Atom::Lin(x, y, k, c) => {
                let kt = store.constant(w(store, x), k);
                let ky = store.mul(kt, state[y]);
                let e = store.sub(state[x], ky);
                let ct = store.constant(w(store, x), c);
                store.eq(e, ct)
            }
            Atom::DiffLe(x, y, c) => {
                let e = store.sub(state[x], state[y]);
                let ct = store.constant(w(store, x), c);
                store.sle(e, ct)
            }
        };
        match self.guard {
            Some((m, v)) => {
                let k = store.constant(w(store, m), v);
                let g = store.eq(state[m], k);
                store.implies(g, atom)
            }
            None => atom,
        }
    }

    /// As C over the variables' names, meaning exactly what `term` means: arithmetic wraps
    /// at the variables' width (computed in `unsigned long long`, then cast to the width).
    pub fn to_c(&self, names: &[String], widths: &[u32], signed: &[bool]) -> String {
        let val = |i: usize, c: u64| c_const(c, widths[i], signed[i]);
        let ull = |i: usize| format!("(unsigned long long){}", names[i]);
        let eq = |x: usize, e: String, c: u64| {
            format!("{} == {}", wrap(&e, widths[x], false), c_const(c, widths[x], false))
        };
        let atom = match self.atom {
            Atom::Eq(x, c) => format!("{} == {}", names[x], val(x, c)),
            Atom::Le(x, c) => format!("{} <= {}", names[x], val(x, c)),
            Atom::Ge(x, c) => format!("{} >= {}", names[x], val(x, c)),
            Atom::SumEq(x, y, c) => eq(x, format!("{} + {}", ull(x), ull(y)), c),
            Atom::DiffEq(x, y, c) => eq(x, format!("{} - {}", ull(x), ull(y)), c),
            Atom::SumIs(x, y, z) => {
                format!(
                    "{} == {}",
                    wrap(&format!("{} + {}", ull(x), ull(y)), widths[x], false),
                    wrap(&ull(z), widths[z], false)
                )
            }
            Atom::Lin(x, y, k, c) => eq(x, format!("{} - {}ULL * {}", ull(x), k, ull(y)), c),
            Atom::DiffLe(x, y, c) => {
                format!(
                    "{} <= {}",
                    wrap(&format!("{} - {}", ull(x), ull(y)), widths[x], true),
                    c_const(c, widths[x], true)
                )
            }
        };
        match self.guard {
            Some((m, v)) => format!("({} != {} || {atom})", names[m], val(m, v)),
            None => atom,
        }
    }

    /// Holds in a concrete state.
    fn holds(&self, s: &[u64], widths: &[u32], signed: &[bool]) -> bool {
        if let Some((m, v)) = self.guard {
            if s[m] != v {
                return true;
            }
        }
        let mask = |i: usize| crate::bits::mask(widths[i]);
        let lt_eq = |i: usize, a: u64, b: u64| {
            if signed[i] {
                sext(a, widths[i]) <= sext(b, widths[i])
            } else {
                a <= b
            }
        };
        match self.atom {
            Atom::Eq(x, c) => s[x] == c,
            Atom::Le(x, c) => lt_eq(x, s[x], c),
            Atom::Ge(x, c) => lt_eq(x, c, s[x]),
            Atom::SumEq(x, y, c) => s[x].wrapping_add(s[y]) & mask(x) == c,
            Atom::DiffEq(x, y, c) => s[x].wrapping_sub(s[y]) & mask(x) == c,
            Atom::SumIs(x, y, z) => s[x].wrapping_add(s[y]) & mask(x) == s[z],
            Atom::Lin(x, y, k, c) => s[x].wrapping_sub(k.wrapping_mul(s[y])) & mask(x) == c,
            Atom::DiffLe(x, y, c) => {
                sext(s[x].wrapping_sub(s[y]) & mask(x), widths[x]) <= sext(c, widths[x])
            }
        }
    }
}

/// `e` (an `unsigned long long` expression) reduced to `w` bits, read as signed or unsigned.
fn wrap(e: &str, w: u32, signed: bool) -> String {
    match crate::ir::IntTy::bit_field(w, signed).c_name() {
        "?int" => format!("(({e}) & 0x{:x}ULL)", crate::bits::mask(w)),
        ty => format!("({ty})({e})"),
    }
}

/// A `w`-bit value as a C constant of the right sign.
fn c_const(c: u64, w: u32, signed: bool) -> String {
    if signed {
        let v = sext(c, w);
        if v < i32::MIN as i64 {
            format!("({}LL - 1)", v + 1)
        } else if v > i32::MAX as i64 {
            format!("{v}LL")
        } else {
            format!("{v}")
        }
    } else if c > u32::MAX as u64 {
        format!("{c}ULL")
    } else {
        format!("{c}U")
    }
}

fn sext(v: u64, w: u32) -> i64 {
    let s = 64 - w;
    ((v << s) as i64) >> s
}

/// The proved invariants (possibly none).
pub fn generate(
    ts: &mut TransSys,
    sat: &SatConfig,
    terminate: Arc<AtomicBool>,
) -> Result<Vec<WordInv>> {
    let deadline = std::time::Instant::now() + BUDGET;
    let samples = sample(ts, sat, terminate.clone(), deadline)?;
    if samples.len() < 2 {
        return Ok(Vec::new());
    }
    let cands = candidates(ts, &samples);
    tracing::info!(
        samples = samples.len(),
        candidates = cands.len(),
        "word-level invariant candidates"
    );
    let found = houdini(ts, cands, sat, terminate, deadline)?;
    Ok(found.unwrap_or_else(|| {
        tracing::info!("word-level invariants: the {BUDGET:?} budget ran out; none used");
        Vec::new()
    }))
}

/// A solver with the constraints of frame 0 and of the step as units; the literals of
/// `Init(x)` and of reaching the next loop head.
fn init_and_step(
    ts: &mut TransSys,
    sat: &SatConfig,
    terminate: Arc<AtomicBool>,
) -> (Encoder, Lit, Lit) {
    let init = super::transys::init_term(ts);
    let mut enc = Encoder::new(new_solver(sat, terminate));
    for &c in ts.init_constraints.iter().chain(&ts.constraints) {
        let l = enc.lit(&ts.store, c);
        enc.add_clause(&[l]);
    }
    let init = enc.lit(&ts.store, init);
    let head = enc.lit(&ts.store, ts.head);
    (enc, init, head)
}

/// Reachable states from random walks.
fn sample(
    ts: &mut TransSys,
    sat: &SatConfig,
    terminate: Arc<AtomicBool>,
    deadline: std::time::Instant,
) -> Result<Vec<Vec<u64>>> {
    let (mut enc, init, head) = init_and_step(ts, sat, terminate.clone());
    let cur: Vec<Vec<Lit>> = ts.vars.iter().map(|v| enc.bits(&ts.store, v.term)).collect();
    let out_of_time = || terminate.load(Ordering::Relaxed) || std::time::Instant::now() > deadline;
    let Some(next) = ts.encode_next(&mut enc, out_of_time) else {
        tracing::info!("word-level invariants: the budget ran out while encoding the step");
        return Ok(Vec::new());
    };
    let inputs: Vec<Lit> = ts.inputs.iter().flat_map(|&t| enc.bits(&ts.store, t)).collect();
    let mut rng = 0x9e37_79b9_7f4a_7c15u64;
    let mut random = move || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    let solve = |enc: &mut Encoder, a: &[Lit]| -> Result<bool> {
        match enc.solve(a) {
            SatResult::Sat => Ok(true),
            SatResult::Unsat => Ok(false),
            SatResult::Interrupted => Err(Error::new(ErrorKind::Interrupted, "interrupted")),
        }
    };
    let value = |enc: &Encoder, bits: &[Lit]| {
        // (The low 64 bits of a wider variable: `candidates` leaves those out.)
        bits.iter()
            .take(64)
            .enumerate()
            .fold(0u64, |v, (i, &l)| v | ((enc.lit_value(l) as u64) << i))
    };
    let mut samples = Vec::new();
    for _ in 0..WALKS {
        if std::time::Instant::now() > deadline {
            break;
        }
        // An initial state, inputs before the loop pushed at random through the state bits.
        // An initial state from which an iteration reaches the loop head again, if any.
        let mut a = vec![init, head];
        for &l in cur.iter().flatten() {
            let r = random();
            if r % 8 == 0 {
                a.push(if (r >> 8) % 2 == 0 { l } else { !l });
            }
        }
        if !solve(&mut enc, &a)? && !solve(&mut enc, &[init, head])? && !solve(&mut enc, &[init])? {
            return Ok(samples);
        }
        let mut state: Vec<u64> = cur.iter().map(|b| value(&enc, b)).collect();
        samples.push(state.clone());
        for _ in 0..WALK_LEN {
            if std::time::Instant::now() > deadline {
                break;
            }
            let fix: Vec<Lit> = cur
                .iter()
                .zip(&state)
                .flat_map(|(bits, &v)| {
                    bits.iter()
                        .enumerate()
                        .map(move |(i, &l)| if (v >> i) & 1 == 1 { l } else { !l })
                })
                .collect();
            let mut a = vec![head];
            a.extend(&fix);
            let mut with_inputs = a.clone();
            for &l in &inputs {
                let r = random();
                if r % 2 == 0 {
                    with_inputs.push(if (r >> 8) % 2 == 0 { l } else { !l });
                }
            }
            if !solve(&mut enc, &with_inputs)? && !solve(&mut enc, &a)? {
                break;
            }
            state = next.iter().map(|b| value(&enc, b)).collect();
            samples.push(state.clone());
        }
    }
    Ok(samples)
}

/// The template instances no sample refutes.
fn candidates(ts: &TransSys, samples: &[Vec<u64>]) -> Vec<WordInv> {
    let widths: Vec<u32> = ts.vars.iter().map(|v| ts.store.width(v.term)).collect();
    let signed = signedness(ts);
    let numeric: Vec<usize> = (0..ts.vars.len())
        .filter(|&i| {
            matches!(ts.vars[i].ty, ScalarTy::Int(_))
                && !ts.vars[i].pointer
                && (2..=64).contains(&widths[i])
        })
        .collect();
    let modes: Vec<(usize, Vec<u64>)> = (0..ts.vars.len())
        .filter(|&i| {
            matches!(ts.vars[i].ty, ScalarTy::Int(_)) && !ts.vars[i].pointer && widths[i] <= 64
        })
        .filter_map(|i| {
            let mut vals: Vec<u64> = samples.iter().map(|s| s[i]).collect();
            vals.sort_unstable();
            vals.dedup();
            (vals.len() >= 2 && vals.len() <= 4).then_some((i, vals))
        })
        .collect();
    let mut out: Vec<WordInv> = Vec::new();
    let add = |guard: Option<(usize, u64)>, atom: Atom, out: &mut Vec<WordInv>| {
        let c = WordInv { guard, atom };
        if out.len() < MAX_CANDIDATES && samples.iter().all(|s| c.holds(s, &widths, &signed)) {
            out.push(c);
        }
    };
    let mut guards: Vec<Option<(usize, u64)>> = vec![None];
    guards.extend(modes.iter().flat_map(|(m, vals)| vals.iter().map(move |&v| Some((*m, v)))));
    for guard in guards {
        let sel: Vec<&Vec<u64>> =
            samples.iter().filter(|s| guard.is_none_or(|(m, v)| s[m] == v)).collect();
        if sel.is_empty() {
            continue;
        }
        for &x in &numeric {
            if guard.is_some_and(|(m, _)| m == x) {
                continue;
            }
            let first = sel[0][x];
            if sel.iter().all(|s| s[x] == first) {
                add(guard, Atom::Eq(x, first), &mut out);
                continue;
            }
            let key = |v: u64| if signed[x] { sext(v, widths[x]) as i128 } else { v as i128 };
            let lo = sel.iter().map(|s| s[x]).min_by_key(|&v| key(v)).expect("samples");
            let hi = sel.iter().map(|s| s[x]).max_by_key(|&v| key(v)).expect("samples");
            add(guard, Atom::Ge(x, lo), &mut out);
            add(guard, Atom::Le(x, hi), &mut out);
            for &y in &numeric {
                if y <= x || widths[y] != widths[x] || guard.is_some_and(|(m, _)| m == y) {
                    continue;
                }
                let m = crate::bits::mask(widths[x]);
                add(guard, Atom::SumEq(x, y, sel[0][x].wrapping_add(sel[0][y]) & m), &mut out);
                add(guard, Atom::DiffEq(x, y, sel[0][x].wrapping_sub(sel[0][y]) & m), &mut out);
                for (a, b) in [(x, y), (y, x)] {
                    let diff = |s: &Vec<u64>| sext(s[a].wrapping_sub(s[b]) & m, widths[a]);
                    let hi = sel.iter().map(|s| diff(s)).max().expect("samples");
                    if matches!(widths[a], 8 | 16 | 32 | 64) {
                        add(guard, Atom::DiffLe(a, b, hi as u64 & m), &mut out);
                    }
                    if let Some(k) = slope(&sel, a, b, widths[a]) {
                        let c = sel[0][a].wrapping_sub(k.wrapping_mul(sel[0][b])) & m;
                        add(guard, Atom::Lin(a, b, k & m, c), &mut out);
                    }
                }
                if numeric.len() <= MAX_VARS_FOR_TRIPLES {
                    for &z in &numeric {
                        if z != x && z != y && widths[z] == widths[x] {
                            add(guard, Atom::SumIs(x, y, z), &mut out);
                        }
                    }
                }
            }
        }
    }
    out
}

/// The integer slope `k` (not 0, 1 or -1, at most 64 in size) of `x` over `y` through the
/// first two samples with different `y`, if it divides.
fn slope(sel: &[&Vec<u64>], x: usize, y: usize, w: u32) -> Option<u64> {
    let first = sel[0];
    let other = sel.iter().find(|s| s[y] != first[y])?;
    let dy = sext(other[y], w) - sext(first[y], w);
    let dx = sext(other[x], w) - sext(first[x], w);
    if dy == 0 || dx % dy != 0 {
        return None;
    }
    let k = dx / dy;
    (k.abs() >= 2 && k.abs() <= 64).then_some(k as u64)
}

/// The candidates that are together inductive and hold initially (`None`: out of time).
fn houdini(
    ts: &mut TransSys,
    mut cands: Vec<WordInv>,
    sat: &SatConfig,
    terminate: Arc<AtomicBool>,
    deadline: std::time::Instant,
) -> Result<Option<Vec<WordInv>>> {
    if cands.is_empty() {
        return Ok(Some(cands));
    }
    let signed = signedness(ts);
    let cur: Vec<TermId> = ts.vars.iter().map(|v| v.term).collect();
    let next = ts.next.clone();
    let now: Vec<TermId> = cands.iter().map(|c| c.term(&mut ts.store, &signed, &cur)).collect();
    let then: Vec<TermId> = cands.iter().map(|c| c.term(&mut ts.store, &signed, &next)).collect();
    let (mut enc, init, head) = init_and_step(ts, sat, terminate);
    let now: Vec<Lit> = now.iter().map(|&t| enc.lit(&ts.store, t)).collect();
    let then: Vec<Lit> = then.iter().map(|&t| enc.lit(&ts.store, t)).collect();
    let mut alive: Vec<bool> = vec![true; cands.len()];
    // Initiation, then consecution, each until no candidate is dropped.
    for phase in 0..2 {
        loop {
            let idx: Vec<usize> = (0..cands.len()).filter(|&i| alive[i]).collect();
            if idx.is_empty() {
                return Ok(Some(Vec::new()));
            }
            if std::time::Instant::now() > deadline {
                return Ok(None);
            }
            let some_fails = enc.or_lits(
                &idx.iter()
                    .map(|&i| if phase == 0 { !now[i] } else { !then[i] })
                    .collect::<Vec<_>>(),
            );
            let mut a = vec![some_fails];
            if phase == 0 {
                a.push(init);
            } else {
                a.push(head);
                a.extend(idx.iter().map(|&i| now[i]));
            }
            match enc.solve(&a) {
                SatResult::Unsat => break,
                SatResult::Sat => {
                    for &i in &idx {
                        let l = if phase == 0 { now[i] } else { then[i] };
                        if !enc.lit_value(l) {
                            alive[i] = false;
                        }
                    }
                }
                SatResult::Interrupted => {
                    return Err(Error::new(ErrorKind::Interrupted, "interrupted"))
                }
            }
        }
    }
    if std::time::Instant::now() > deadline {
        return Ok(None);
    }
    let mut i = 0;
    cands.retain(|_| {
        i += 1;
        alive[i - 1]
    });
    Ok(Some(cands))
}
