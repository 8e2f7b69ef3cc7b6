//! The C library's comparisons and searches of byte arrays (`ir::ArrayOpKind::Compare` and
//! `Search`): `strcmp`, `strncmp`, `memcmp` of a run-time length, `strchr`, `strrchr`, `memchr`.
//!
//! Like `strlen` (`array_ops.rs`), each visits, for every object the first pointer may point
//! into, the bytes from the pointer to the object's end, and builds its result backwards from
//! the last one: byte `i` decides the result when it differs (compare) or matches (search),
//! is the null of a string, or lies at or past `n`; otherwise byte `i + 1` decides. Where the
//! function would read past the end of an object, the result is an unmodelled stand-in
//! (`INVALID_DEREF`; `BEYOND_ALLOCATION` past the modelled part of an allocation of symbolic
//! size) and `within` is false, which the frontend asserts under `--pointer-check`. The bytes
//! are `unsigned char`s (C11 7.24.1: the functions compare and search as `unsigned char`).

use super::array_ops::Region;
use super::state::{State, Value};
use super::Symex;
use crate::error::{Error, Result};
use crate::ir::{ArrayOpKind, Expr, IntTy, Place, ScalarTy};
use crate::term::{TermId, TermStore};

const PAST_END: &str = "<string function past the end of its object>";

impl Symex<'_> {
    /// `ArrayOpKind::Compare` and `Search` on the regions `dest` points into.
    pub(super) fn string_op(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        dests: &[Region],
        kind: &ArrayOpKind,
    ) -> Result<()> {
        match kind {
            ArrayOpKind::Compare(op) => {
                let b = self.eval_scalar(store, st, &op.other)?;
                let n = self.limit(store, st, op.n.as_ref())?;
                let (r, ok) = self.compare(store, st, dests, b, n, op.strings)?;
                self.write_place(store, st, &op.result, Value::Scalar(r))?;
                self.write_flag(store, st, &op.within, ok)
            }
            ArrayOpKind::Search(op) => {
                let c = self.eval_scalar(store, st, &op.c)?;
                let n = self.limit(store, st, op.n.as_ref())?;
                let (f, k, ok) = self.search(store, st, dests, c, n, op.last)?;
                self.write_place(store, st, &op.index, Value::Scalar(k))?;
                self.write_flag(store, st, &op.found, f)?;
                self.write_flag(store, st, &op.within, ok)
            }
            _ => Err(Error::internal("string_op of another array operation")),
        }
    }

    /// The comparison's result (an `int`) and whether it read only inside both objects.
    #[allow(clippy::too_many_arguments)]
    fn compare(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        dests: &[Region],
        b: TermId,
        n: Option<TermId>,
        strings: bool,
    ) -> Result<(TermId, TermId)> {
        let room_b = self.room(store, st, b)?;
        let zero = store.zero(32);
        let int = ScalarTy::Int(IntTy::INT);
        let mut result = self.past_value(store, st, int, true);
        let mut ok = TermStore::FALSE;
        for r in dests.iter().rev() {
            let past = self.past_value(store, st, int, r.exact);
            let past_ok = self.within_past(store, st, r.exact);
            let (mut res, mut res_ok) = (past, past_ok);
            if let Some(n) = n {
                let visit = store.constant(64, r.visit);
                let done = store.ule(n, visit);
                res = store.ite(done, zero, res);
                res_ok = store.or(done, res_ok);
            }
            for i in (0..r.visit).rev() {
                let at = self.region_element(store, r, i);
                let x = self.byte(store, st, at, r)?;
                let at = self.element_of(store, b, i * r.size);
                let y = self.byte(store, st, at, r)?;
                let idx = store.constant(64, i);
                let in_a = store.ult(idx, r.len);
                let end = store.constant(64, (i + 1) * r.size);
                let in_b = store.ule(end, room_b);
                let inside = store.and(in_a, in_b);
                let differ = store.ne(x, y);
                let stop = if strings {
                    let z = store.zero(store.width(x));
                    let nul = store.eq(x, z);
                    store.or(differ, nul)
                } else {
                    differ
                };
                let (x32, y32) = (store.zext(x, 32), store.zext(y, 32));
                let diff = store.sub(x32, y32);
                let decided = store.ite(differ, diff, zero);
                let step = store.ite(stop, decided, res);
                let step = store.ite(inside, step, past);
                let cont = store.or(stop, res_ok);
                let step_ok = store.and(inside, cont);
                (res, res_ok) = match n {
                    Some(n) => {
                        let lim = store.ult(idx, n);
                        let beyond = store.not(lim);
                        (store.ite(lim, step, zero), store.or(beyond, step_ok))
                    }
                    None => (step, step_ok),
                };
            }
            result = store.ite(r.hit, res, result);
            ok = store.ite(r.hit, res_ok, ok);
        }
        Ok((result, ok))
    }

    /// Whether `c` was found, the index (an `unsigned long`) of the first (`last`: the last)
    /// byte equal to it, and whether the search read only inside the object.
    #[allow(clippy::too_many_arguments)]
    fn search(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        dests: &[Region],
        c: TermId,
        n: Option<TermId>,
        last: bool,
    ) -> Result<(TermId, TermId, TermId)> {
        // Without a length, a string: the search ends at its null (which `c == 0` finds).
        let strings = n.is_none();
        let ulong = ScalarTy::Int(IntTy::ULONG);
        let mut found = self.unmodelled_flag(store, st, true);
        let mut index = self.past_value(store, st, ulong, true);
        let mut ok = TermStore::FALSE;
        for r in dests.iter().rev() {
            let past_f = self.unmodelled_flag(store, st, r.exact);
            let past_k = self.past_value(store, st, ulong, r.exact);
            let past_ok = self.within_past(store, st, r.exact);
            let (mut f, mut k, mut f_ok) = (past_f, past_k, past_ok);
            if let Some(n) = n {
                let visit = store.constant(64, r.visit);
                let done = store.ule(n, visit);
                let not_done = store.not(done);
                f = store.and(not_done, f);
                f_ok = store.or(done, f_ok);
            }
            for i in (0..r.visit).rev() {
                let at = self.region_element(store, r, i);
                let x = self.byte(store, st, at, r)?;
                let idx = store.constant(64, i);
                let inside = store.ult(idx, r.len);
                let hit = store.eq(x, c);
                let nul = if strings {
                    let z = store.zero(store.width(x));
                    store.eq(x, z)
                } else {
                    TermStore::FALSE
                };
                let (step_f, step_k, cont) = if last {
                    // At the null the search ends (finding it when `c` is 0); before it, a
                    // later match wins.
                    let later = store.or(f, hit);
                    let later_k = store.ite(f, k, idx);
                    let cont = store.or(nul, f_ok);
                    (store.ite(nul, hit, later), store.ite(nul, idx, later_k), cont)
                } else {
                    let more = store.not(nul);
                    let rest = store.and(more, f);
                    let ends = store.or(hit, nul);
                    let cont = store.or(ends, f_ok);
                    (store.or(hit, rest), store.ite(hit, idx, k), cont)
                };
                let step_f = store.ite(inside, step_f, past_f);
                let step_k = store.ite(inside, step_k, past_k);
                let step_ok = store.and(inside, cont);
                (f, k, f_ok) = match n {
                    Some(n) => {
                        let lim = store.ult(idx, n);
                        let beyond = store.not(lim);
                        (store.and(lim, step_f), step_k, store.or(beyond, step_ok))
                    }
                    None => (step_f, step_k, step_ok),
                };
            }
            found = store.ite(r.hit, f, found);
            index = store.ite(r.hit, k, index);
            ok = store.ite(r.hit, f_ok, ok);
        }
        Ok((found, index, ok))
    }

    /// The length operand, as 64 bits.
    fn limit(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        n: Option<&Expr>,
    ) -> Result<Option<TermId>> {
        let Some(n) = n else { return Ok(None) };
        let n = self.eval_scalar(store, st, n)?;
        Ok(Some(store.resize(n, 64, false)))
    }

    /// The byte at `at`, an element of region `r`'s type.
    fn byte(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        at: TermId,
        r: &Region,
    ) -> Result<TermId> {
        match self.deref_read(store, st, at, &r.elem)? {
            Value::Scalar(x) if r.size == 1 => Ok(x),
            _ => Err(self.array_op_error("string function on elements that are not bytes")),
        }
    }

    /// A value read past the end of an object (`exact`) or of the modelled part of an
    /// allocation: a stand-in that marks a violation resting on it unmodelled.
    fn past_value(
        &mut self,
        store: &mut TermStore,
        st: &State,
        ty: ScalarTy,
        exact: bool,
    ) -> TermId {
        let source =
            if exact { super::pointer::INVALID_DEREF } else { super::heap::BEYOND_ALLOCATION };
        self.new_input(store, st.guard.term(), ty, PAST_END, source)
    }

    /// A 1-bit stand-in, as [`Self::past_value`].
    fn unmodelled_flag(&mut self, store: &mut TermStore, st: &State, exact: bool) -> TermId {
        let b = self.past_value(store, st, ScalarTy::Int(IntTy::BOOL), exact);
        store.extract(b, 0, 1)
    }

    /// Whether reading on past what a region holds stays inside the object: not past an
    /// object's end (`exact`), not known past the modelled part of an allocation (the object
    /// may go on).
    fn within_past(&mut self, store: &mut TermStore, st: &State, exact: bool) -> TermId {
        if exact {
            return TermStore::FALSE;
        }
        self.unmodelled_flag(store, st, false)
    }

    /// A 1-bit flag into an `int` place.
    fn write_flag(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        place: &Place,
        flag: TermId,
    ) -> Result<()> {
        let v = store.zext(flag, 32);
        self.write_place(store, st, place, Value::Scalar(v))
    }
}
