//! The instruction loop: one function body, forward gotos pending at their targets, inner
//! loops unwound in place, calls inlined, the incremental loop's back edge paused. `run_body`
//! walks the body (`Walk`); `execute` dispatches each instruction to its own function
//! (`goto`, `assume`, `assert`, `call` here; `alloc`/`free` in `heap.rs`, `array_op` in
//! `array_ops.rs`, `havoc_pointee` in `pointer.rs`).

use std::collections::{BTreeMap, HashMap};

use super::state::Value;
use super::{AssumedCheck, CallCtx, EventKind, State, Symex};
use crate::error::{Error, ErrorKind, Result};
use crate::ir::{Expr, FuncId, Function, Instr, InstrKind, Place, PropId};
use crate::term::{TermId, TermStore};

/// Unwindings of an inner loop whose exit is not decided by constant propagation, before we
/// give up and ask for `--unwind`.
const SYMBOLIC_UNWIND_LIMIT: u32 = 1000;
/// The same for loops whose back edge is unconditionally reachable (e.g. long counted loops).
const CONSTANT_UNWIND_LIMIT: u32 = 1_000_000;
/// Default recursion depth limit without `--unwind`.
const RECURSION_LIMIT: usize = 1000;

/// The walk through one function body: where execution is, the states waiting at later
/// instructions (forward gotos, the fall-through of a back edge, returns at the end) and the
/// unwinding counts of its inner loops.
struct Walk {
    func: FuncId,
    /// The body's length: returns wait there.
    end: usize,
    pc: usize,
    cur: Option<State>,
    pending: BTreeMap<usize, Vec<State>>,
    /// Per inner-loop head: iterations so far and the guard on entry (an iteration that comes
    /// back with that same guard had no way out: a constant trip count so far).
    iterations: HashMap<usize, u32>,
    entry_guard: HashMap<usize, TermId>,
    /// The head `pc` was reached from by a back edge, if it was.
    came_back_to: Option<usize>,
    /// A resumed frame starts at the body entry: only that first arrival does not pause.
    resumed_at: Option<usize>,
    /// The incremental loop in this function: (head, back edge, body entry where frames start
    /// and executions pause).
    inc: Option<(usize, usize, usize)>,
    /// Cut loops of this function: (back edge, body entry where executions pause).
    cuts: Vec<(usize, usize)>,
}

impl Walk {
    /// Goes on at `pc` with `cur`.
    fn go(&mut self, pc: usize, cur: Option<State>) {
        self.pc = pc;
        self.cur = cur;
    }

    /// `st` waits at instruction `at` (a later one) to be merged there.
    fn wait(&mut self, at: usize, st: State) {
        self.pending.entry(at).or_default().push(st);
    }
}

impl<'p> Symex<'p> {
    /// Executes `func` from instruction `start` (with `state`, or nothing if `None`) to its end
    /// and returns the merged state at the end of the function (all returns), if any.
    /// `resuming` is set when `start` is the incremental loop's head at the start of a frame.
    pub(super) fn run_body(
        &mut self,
        store: &mut TermStore,
        func: FuncId,
        start: usize,
        state: Option<State>,
        resuming: bool,
    ) -> Result<Option<State>> {
        let program = self.program;
        let f = program.function(func);
        let Some(body) = f.body.as_ref() else {
            return Ok(state);
        };
        let mut w = self.walk(func, body.len(), start, state, resuming);
        loop {
            if let Some(mut list) = w.pending.remove(&w.pc) {
                list.extend(w.cur.take());
                w.cur = self.merge_states(store, list);
            }
            if w.cur.as_ref().is_some_and(|s| s.guard.term() == TermStore::FALSE) {
                w.cur = None;
            }
            if w.pc >= w.end {
                return Ok(w.cur);
            }
            let Some(st) = w.cur.take() else {
                match w.pending.keys().next() {
                    Some(&next) => {
                        w.pc = next;
                        w.came_back_to = None;
                        continue;
                    }
                    None => return Ok(None),
                }
            };
            if !w.iterations.is_empty()
                && w.came_back_to != Some(w.pc)
                && w.iterations.remove(&w.pc).is_some()
            {
                // Entering (not iterating) a loop headed here restarts its count.
                w.entry_guard.remove(&w.pc);
            }
            let Some(st) = self.at_cut_points(store, &mut w, st)? else {
                // Paused: the rest of this execution is a later frame.
                w.came_back_to = None;
                continue;
            };
            w.came_back_to = None;
            w.resumed_at = None;
            self.out.steps += 1;
            // A step can be long (a write at an arbitrary offset, a merge of large states):
            // the flag is polled often, as the load is all it costs.
            if self.out.steps.is_multiple_of(16) {
                self.check_terminate()?;
            }
            let instr = &body[w.pc];
            self.loc = instr.loc;
            self.execute(store, &mut w, f, instr, st)?;
        }
    }

    /// The walk of `func`'s body from `start`, with its loops that pause executions.
    fn walk(
        &self,
        func: FuncId,
        end: usize,
        start: usize,
        state: Option<State>,
        resuming: bool,
    ) -> Walk {
        let program = self.program;
        let inc = self
            .config
            .incremental_loop
            .as_ref()
            .filter(|l| l.func == func)
            .map(|l| (l.head, l.back_edge, crate::ir::loops::body_entry(program, l)));
        let cuts = self
            .config
            .cut_loops
            .iter()
            .filter(|l| l.func == func)
            .map(|l| (l.back_edge, crate::ir::loops::body_entry(program, l)))
            .collect();
        Walk {
            func,
            end,
            pc: start,
            cur: state,
            pending: BTreeMap::new(),
            iterations: HashMap::new(),
            entry_guard: HashMap::new(),
            came_back_to: None,
            resumed_at: if resuming { Some(start) } else { None },
            inc,
            cuts,
        }
    }

    /// The incremental loop's head (entered: its state havocked for k-induction) and the body
    /// entries of it and of cut loops, where an execution pauses until the next frame: `st`
    /// goes on, or None when it paused.
    fn at_cut_points(
        &mut self,
        store: &mut TermStore,
        w: &mut Walk,
        mut st: State,
    ) -> Result<Option<State>> {
        let pc = w.pc;
        if let Some((head, _, entry)) = w.inc {
            let via_back_edge = w.came_back_to == Some(pc);
            let resumed_here = w.resumed_at == Some(pc);
            if pc == head && !via_back_edge && !resumed_here {
                self.enter_incremental_loop(store, &mut st)?;
            }
            if pc == entry && !resumed_here {
                // The next iteration's body: this is where the next frame starts.
                if self.config.cut_loops.is_empty() && !self.paused.is_empty() {
                    // Two executions reach the body entry in one frame: one came in
                    // through a jump into the body, not through the loop test.
                    let l = self.config.incremental_loop.as_ref().expect("loop");
                    return Err(Error::at(
                        ErrorKind::Unsupported,
                        self.render(l.loc),
                        format!("the incremental loop {} is entered by a jump into its body, not only through its head", l.id),
                    ));
                }
                self.incremental_unwinding_assertion(st.guard.term());
                self.pause(store, w.func, pc, st);
                return Ok(None);
            }
        }
        if w.resumed_at != Some(pc) && w.cuts.iter().any(|&(_, entry)| entry == pc) {
            // An inner cut loop's body entry: the rest of this execution is a later frame.
            self.pause(store, w.func, pc, st);
            return Ok(None);
        }
        Ok(Some(st))
    }

    /// The incremental loop's head reached from before the loop: only once (unless loops are
    /// cut), and for k-induction's step case with the loop's variables havocked.
    fn enter_incremental_loop(&mut self, store: &mut TermStore, st: &mut State) -> Result<()> {
        // With cut loops, an execution may first reach the loop in a later frame;
        // re-entering it is then just another arrival at a cut point.
        if self.config.cut_loops.is_empty() && (self.frame > 0 || self.head_seen) {
            let l = self.config.incremental_loop.as_ref().expect("loop");
            return Err(Error::at(
                ErrorKind::Unsupported,
                self.render(l.loc),
                format!(
                    "the incremental loop {} is entered again after it was left (it is nested in \
                     another loop or its function is called more than once); choose an outer loop \
                     with --incremental-check",
                    l.id
                ),
            ));
        }
        self.head_seen = true;
        if self.havoc_through_pointer {
            let callers = &self.stack[..self.stack.len().saturating_sub(1)];
            if callers.iter().any(|c| !self.address_taken.locals[c.func.0 as usize].is_empty()) {
                return Err(Error::at(
                    ErrorKind::Unsupported,
                    self.render(self.loc),
                    "k-induction: the loop writes through pointers and a calling function has \
                     address-taken locals, which the step case cannot havoc",
                ));
            }
        }
        for v in self.havoc.clone() {
            let ty = self.place_type_of(&Place::Var(v)).expect("variable type");
            let name = self.var_name(v).to_string();
            let fresh = if Some(v) == self.program.rounding_mode {
                // Only `fesetround` writes the rounding mode, and only one of the
                // four `FE_*` values (the mode number << 10): havocking it to one
                // of those keeps that invariant for the step case.
                let ty = crate::ir::ScalarTy::Int(crate::ir::IntTy::bit_field(2, false));
                let rm = self.new_input(store, st.guard.term(), ty, &name, "<havoc>");
                let wide = store.zext(rm, 32);
                let ten = store.constant(32, 10);
                Value::Scalar(store.shl(wide, ten))
            } else {
                self.fresh_value(store, st.guard.term(), &ty, &name, "<havoc>")
            };
            let slot = self.slot_of(v);
            st.slots.set(slot, fresh);
        }
        if self.havoc_through_pointer {
            self.havoc_heap(store, st);
        }
        Ok(())
    }

    /// One instruction: its effect on `st`, then where the walk goes on.
    fn execute(
        &mut self,
        store: &mut TermStore,
        w: &mut Walk,
        f: &Function,
        instr: &Instr,
        mut st: State,
    ) -> Result<()> {
        let next = w.pc + 1;
        match &instr.kind {
            InstrKind::Assign(place, e) => {
                let v = self.eval(store, &mut st, e)?;
                self.follow_temp_inputs(store, &mut st, place, e)?;
                self.write_place(store, &mut st, place, v)?;
            }
            InstrKind::Nondet { place, source } => self.nondet(store, &mut st, place, source)?,
            InstrKind::Alloc { place, elem, size, kind } => {
                self.alloc(store, &mut st, place, elem, size, *kind)?
            }
            InstrKind::Free(p) => self.free(store, &mut st, p)?,
            InstrKind::Havoc(p) => {
                let addr = self.eval_scalar(store, &mut st, p)?;
                self.havoc_pointee(store, &mut st, addr)?;
            }
            InstrKind::ArrayOp(op) => self.array_op(store, &mut st, op)?,
            InstrKind::Assume(c) => self.assume(store, &mut st, c)?,
            InstrKind::Assert(c, prop) => self.assert(store, &mut st, c, *prop)?,
            InstrKind::Cover(c, prop) => self.cover(store, &mut st, c, *prop)?,
            InstrKind::Goto(cond, target) => {
                return self.goto(store, w, st, cond.as_ref(), *target);
            }
            InstrKind::Call { ret, func: callee, args } => {
                match self.call(store, st, ret, *callee, args, next)? {
                    Some(s) => st = s,
                    None => {
                        w.go(next, None);
                        return Ok(());
                    }
                }
            }
            InstrKind::Return(e) => {
                if let Some(e) = e {
                    let v = self.eval(store, &mut st, e)?;
                    let slot = self.stack.last().expect("ctx").base + f.locals.len();
                    st.slots.set(slot, v);
                }
                w.wait(w.end, st);
                w.go(next, None);
                return Ok(());
            }
            InstrKind::Decl(v) => {
                let slot = self.slot_of(*v);
                st.slots.set(slot, Value::Uninit);
                self.note_decl(st.guard.term(), *v, slot);
            }
            InstrKind::Dead(v) => {
                let slot = self.slot_of(*v);
                st.slots.set(slot, Value::Dead);
                self.decl_of_slot.remove(&slot);
            }
            InstrKind::Stop => {
                w.go(next, None);
                return Ok(());
            }
            InstrKind::Skip => {}
        }
        w.go(next, Some(st));
        Ok(())
    }

    /// `place = nondet()`: a fresh input named after the place and its source.
    fn nondet(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        place: &Place,
        source: &str,
    ) -> Result<()> {
        let ty = self.place_type_of(place).ok_or_else(|| Error::internal("untyped place"))?;
        let (name, index) = self.input_name(store, st, place, source)?;
        let from = self.inputs.len();
        self.input_index = index;
        let v = self.fresh_value(store, st.guard.term(), &ty, &name, source);
        self.input_index = None;
        self.note_temp_inputs(place, from);
        if let Some(f) = self.program.uninterpreted.iter().position(|(n, _)| n == source) {
            self.functional_consistency(store, st, f, &v)?;
        }
        self.write_place(store, st, place, v)
    }

    /// A call of an uninterpreted function (`frontend/uninterpreted.rs`) with result `v`:
    /// equal to every earlier call's result where the arguments are equal. Not guarded by
    /// the path: the results of all calls, on any path, are values of one function.
    fn functional_consistency(
        &mut self,
        store: &mut TermStore,
        st: &State,
        f: usize,
        v: &Value,
    ) -> Result<()> {
        let Value::Scalar(r) = *v else {
            return Err(Error::internal("an uninterpreted function's result is not a scalar"));
        };
        let mut args = Vec::new();
        for &g in &self.program.uninterpreted[f].1 {
            match st.slots.get(g as usize) {
                Value::Scalar(t) => args.push(*t),
                _ => return Err(Error::internal("an uninterpreted function's argument is unset")),
            }
        }
        for (g, earlier, result) in &self.uf_calls {
            if *g != f {
                continue;
            }
            let same_args = args.iter().zip(earlier).fold(TermStore::TRUE, |acc, (&a, &b)| {
                let eq = store.eq(a, b);
                store.and(acc, eq)
            });
            let same_result = store.eq(r, *result);
            let c = store.implies(same_args, same_result);
            if c != TermStore::TRUE {
                self.out.constraints.push(c);
            }
        }
        self.uf_calls.push((f, args, r));
        Ok(())
    }

    /// `assume(c)`: the guard gets `c`, and unless assumptions only guard, a constraint too.
    pub(super) fn assume(&mut self, store: &mut TermStore, st: &mut State, c: &Expr) -> Result<()> {
        let c = self.eval_scalar(store, st, c)?;
        let c = store.is_nonzero(c);
        if !self.config.guard_only_assumptions {
            let constraint = store.implies(st.guard.term(), c);
            if constraint != TermStore::TRUE {
                self.out.constraints.push(constraint);
            }
        }
        st.guard = st.guard.and(store, c);
        // CBMC's `apply_condition`: after `assume(x == k)` the executions that go on have
        // `x == k`, so a variable holding `x` holds `k` (and what is computed from it folds).
        for (x, k) in store.implied_constants(c) {
            st.slots.substitute(x, k);
        }
        Ok(())
    }

    /// `assert(c)`: a violation where the guard holds and `c` does not; then, like CBMC,
    /// later code may assume it held.
    fn assert(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        c: &Expr,
        prop: PropId,
    ) -> Result<()> {
        let c = self.eval_scalar(store, st, c)?;
        let c = store.is_nonzero(c);
        let nc = store.not(c);
        let violation = store.and(st.guard.term(), nc);
        self.event(st.guard.term(), EventKind::Check { prop, violation });
        if violation != TermStore::FALSE {
            self.out.violations.push((prop, violation));
        }
        let before = st.guard.term();
        st.guard = st.guard.and(store, c);
        let after = st.guard.term();
        if violation != TermStore::FALSE && after != before {
            self.out.assumed_checks.push(AssumedCheck { violation, before, after });
        }
        Ok(())
    }

    /// A coverage goal: covered when reached with the condition true. The execution goes on
    /// unchanged either way. It travels with the violations (same queries).
    fn cover(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        c: &Expr,
        prop: PropId,
    ) -> Result<()> {
        let c = self.eval_scalar(store, st, c)?;
        let c = store.is_nonzero(c);
        let reached = store.and(st.guard.term(), c);
        self.event(st.guard.term(), EventKind::Check { prop, violation: reached });
        if reached != TermStore::FALSE {
            self.out.violations.push((prop, reached));
        }
        Ok(())
    }

    /// A goto: the taken state waits at a forward target, or goes round a loop (the
    /// incremental loop and cut loops always, an inner loop until it is unwound enough); the
    /// rest falls through.
    fn goto(
        &mut self,
        store: &mut TermStore,
        w: &mut Walk,
        mut st: State,
        cond: Option<&Expr>,
        target: usize,
    ) -> Result<()> {
        let pc = w.pc;
        let c = match cond {
            None => TermStore::TRUE,
            Some(e) => {
                let c = self.eval_scalar(store, &mut st, e)?;
                store.is_nonzero(c)
            }
        };
        let taken_guard = st.guard.and(store, c);
        let taken = taken_guard.term();
        let nc = store.not(c);
        let stay = st.guard.and(store, nc);
        let mut taken_state = None;
        if taken != TermStore::FALSE {
            let mut t = st.clone();
            t.guard = taken_guard;
            taken_state = Some(t);
        }
        let entry = st.guard.term();
        st.guard = stay;
        if let Some(t) = taken_state {
            if target > pc {
                w.wait(target, t);
            } else if self.goes_round(store, w, target, entry, taken)? {
                // Pending states only target later instructions: the fall-through (a
                // conditional back edge) waits after the goto.
                if st.guard.term() != TermStore::FALSE {
                    w.wait(pc + 1, st);
                }
                w.came_back_to = Some(target);
                w.go(target, Some(t));
                return Ok(());
            }
        }
        w.go(pc + 1, Some(st));
        Ok(())
    }

    /// A backward goto at `w.pc` taken under `taken` (`entry`: the guard before it). The
    /// incremental loop always goes round: its head test runs in this frame and its body entry
    /// pauses. An inner loop goes round until it is unwound enough; then the executions still
    /// going round are cut, which its unwinding assertion reports.
    fn goes_round(
        &mut self,
        store: &mut TermStore,
        w: &mut Walk,
        target: usize,
        entry: TermId,
        taken: TermId,
    ) -> Result<bool> {
        let pc = w.pc;
        if w.inc.is_some_and(|(_, back, _)| back == pc)
            || w.cuts.iter().any(|&(back, _)| back == pc)
        {
            return Ok(true);
        }
        let n = w.iterations.entry(target).or_insert(0);
        *n += 1;
        let n = *n;
        let first = *w.entry_guard.entry(target).or_insert(entry);
        Ok(!self.unwinding_exhausted(store, w.func, pc, n, taken, taken == first)?)
    }

    /// With `--unwind N --unwinding-assertions` (CBMC's semantics, where N bounds every loop),
    /// an execution that starts iteration N + 1 of the incremental loop violates its
    /// unwinding assertion. Without the option the incremental loop is never bounded.
    fn incremental_unwinding_assertion(&mut self, reach: TermId) {
        let (Some(bound), Some(l)) = (self.config.unwind, &self.config.incremental_loop) else {
            return;
        };
        if self.frame < bound {
            return;
        }
        let Some(&p) = self.config.unwind_props.get(&(l.func, l.back_edge)) else { return };
        if self.program.property(p).kind == crate::ir::PropKind::UnwindingAssertion {
            self.event(reach, EventKind::Check { prop: p, violation: reach });
            self.out.violations.push((p, reach));
        }
    }

    /// A failed unwinding assertion: with `--unwinding-assertions` a violation like any other,
    /// else one that makes the result inconclusive.
    fn unwinding_violation(&mut self, p: crate::ir::PropId, violation: TermId) {
        if self.program.property(p).kind == crate::ir::PropKind::UnwindingAssertion {
            self.out.violations.push((p, violation));
        } else {
            self.out.unwind_violations.push((p, violation));
        }
    }

    /// Whether an inner loop (back edge at `pc`) may not be unwound an `n`-th time. With
    /// `--unwind`, the executions still going around get an unwinding assertion.
    fn unwinding_exhausted(
        &mut self,
        store: &mut TermStore,
        func: FuncId,
        pc: usize,
        n: u32,
        reach: TermId,
        constant_trip: bool,
    ) -> Result<bool> {
        if let Some(bound) = self.config.unwind {
            if n >= bound {
                let prop = self.config.unwind_props.get(&(func, pc)).copied();
                match prop {
                    Some(p) => {
                        self.event(reach, EventKind::Check { prop: p, violation: reach });
                        self.unwinding_violation(p, reach);
                    }
                    None => return Err(Error::internal("no unwinding property for a loop")),
                }
                return Ok(true);
            }
            return Ok(false);
        }
        if let Some(&bound) = self.config.loop_bounds.get(&(func, pc)) {
            if n >= bound {
                let p =
                    self.config.unwind_props.get(&(func, pc)).copied().ok_or_else(|| {
                        Error::internal("no unwinding property for a bounded loop")
                    })?;
                self.event(reach, EventKind::Check { prop: p, violation: reach });
                self.out.unwind_violations.push((p, reach));
                return Ok(true);
            }
            return Ok(false);
        }
        let limit = if constant_trip { CONSTANT_UNWIND_LIMIT } else { SYMBOLIC_UNWIND_LIMIT };
        if let Some(probe_limit) = self.config.probe_loops {
            let probe = self.probes.entry((func, pc)).or_default();
            let i = n as usize - 1;
            if i < probe.reach.len() {
                probe.reach[i] = store.or(probe.reach[i], reach);
            } else {
                probe.reach.push(reach);
            }
            if n >= limit.min(probe_limit) && !constant_trip {
                probe.unbounded = true;
                return Ok(true);
            }
        }
        if n >= limit {
            if !constant_trip {
                // The engine may make this loop a cut point instead (and start again).
                self.cut_request = crate::ir::loops::find_loops(self.program)
                    .into_iter()
                    .find(|l| l.func == func && l.back_edge == pc);
            }
            let id = crate::ir::loops::loop_id(self.program, func, pc);
            return Err(Error::at(
                ErrorKind::Unsupported,
                self.render(self.loc),
                format!(
                    "inner loop {id} is not bounded by constant propagation after {n} unwindings; \
                     give a bound with --unwind N (unwinding assertions check it)"
                ),
            ));
        }
        Ok(false)
    }

    /// The name of a place's variable for traces (`*` for a place reached through a pointer).
    fn place_name(&self, p: &Place) -> String {
        match p.root() {
            Some(v) => self.var_name(v).to_string(),
            None => "*".to_string(),
        }
    }

    /// Inlines a call; returns the caller's state after it (None if no execution returns).
    fn call(
        &mut self,
        store: &mut TermStore,
        mut st: State,
        ret: &Option<Place>,
        callee: FuncId,
        args: &[crate::ir::Expr],
        resume_pc: usize,
    ) -> Result<Option<State>> {
        let program = self.program;
        let f = program.function(callee);
        let mut values = Vec::with_capacity(args.len());
        for a in args {
            values.push(self.eval(store, &mut st, a)?);
        }
        self.name_argument_inputs(f, args);
        if f.body.is_none() {
            if let Some(p) = ret {
                let ty = self.place_type_of(p).ok_or_else(|| Error::internal("untyped place"))?;
                let (name, index) = self.input_name(store, &mut st, p, &f.name)?;
                let from = self.inputs.len();
                self.input_index = index;
                let v = self.fresh_value(store, st.guard.term(), &ty, &name, &f.name);
                self.input_index = None;
                self.note_temp_inputs(p, from);
                self.write_place(store, &mut st, p, v)?;
            }
            return Ok(Some(st));
        }
        let depth = self.stack.iter().filter(|c| c.func == callee).count();
        let limit = self.config.unwind.map(|u| u as usize).unwrap_or(RECURSION_LIMIT);
        // Only a call of a function already on the stack is a recursion (`--unwind 0` lets
        // the first call through; only recursive functions have the property).
        if depth > 0 && depth >= limit {
            if self.config.unwind.is_some() {
                let prop = self.config.unwind_props.get(&(callee, usize::MAX)).copied();
                let p = prop.ok_or_else(|| Error::internal("no recursion unwinding property"))?;
                self.event(
                    st.guard.term(),
                    EventKind::Check { prop: p, violation: st.guard.term() },
                );
                self.unwinding_violation(p, st.guard.term());
                return Ok(None);
            }
            return Err(Error::at(
                ErrorKind::Unsupported,
                self.render(self.loc),
                format!(
                    "recursion of {} deeper than {limit} calls; give a bound with --unwind N",
                    f.name
                ),
            ));
        }
        let caller = self.stack.last().expect("ctx");
        let caller_size = program.function(caller.func).locals.len() + 1;
        let base = caller.base + caller_size;
        let ctx = CallCtx { func: callee, base, ret_place: ret.clone(), resume_pc };
        for (i, v) in values.into_iter().enumerate() {
            st.slots.set(base + i, v);
        }
        // A parameter without an argument (a call of a function defined without a prototype
        // with too few, `link_call`) holds an arbitrary value.
        for i in args.len()..f.params as usize {
            st.slots.set(base + i, Value::Uninit);
        }
        for i in f.params as usize..=f.locals.len() {
            st.slots.set(base + i, Value::Dead);
        }
        self.stack.push(ctx);
        let end = self.run_body(store, callee, 0, Some(st), false);
        let done = self.stack.pop().expect("ctx");
        match end? {
            Some(s) => Ok(Some(self.finish_call(store, s, &done)?)),
            None => Ok(None),
        }
    }

    /// After a callee's end: copy its return value to the caller's place, kill its slots.
    pub(super) fn finish_call(
        &mut self,
        store: &mut TermStore,
        mut st: State,
        done: &CallCtx,
    ) -> Result<State> {
        let f = self.program.function(done.func);
        let ret_slot = done.base + f.locals.len();
        let value = st.slots.get(ret_slot).clone();
        for i in 0..=f.locals.len() {
            st.slots.set(done.base + i, Value::Dead);
        }
        if let Some(p) = &done.ret_place {
            let value = match value {
                Value::Dead | Value::Uninit => {
                    // Falling off the end of a non-void function: an indeterminate value.
                    let ty =
                        self.place_type_of(p).ok_or_else(|| Error::internal("untyped place"))?;
                    let name = self.place_name(p);
                    self.fresh_value(store, st.guard.term(), &ty, &name, "<no return value>")
                }
                v => v,
            };
            self.write_place(store, &mut st, p, value)?;
        }
        Ok(st)
    }
}
