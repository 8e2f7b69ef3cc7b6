//! Symbolic execution of the goto program, one time frame at a time.
//!
//! Frame 0 is the code before the incremental loop and its first loop test; frame k >= 1 is
//! the k-th execution of the loop body, followed by the next loop test and, where that fails
//! (or the body leaves the loop), the rest of the program. So a violation in frame k needs k
//! executions of the body, CBMC's unwinding count. Executions that reach the body's entry are
//! *paused* (state and call stack kept); the next frame resumes them there. Earlier frames
//! are never executed again.
//!
//! **Cut points.** The body entry of the incremental loop is one *cut point*; inner loops that
//! constant propagation does not bound (`SymexConfig::cut_loops`, found by the engine when
//! unwinding one fails) add theirs. An execution pauses at every cut point it reaches; a frame
//! resumes every paused execution in turn (each with its own call stack) and runs it to the
//! next cut point, an assertion or the end. Executions pausing at the same cut point with the
//! same call stack are merged. Frame k is then the k-th *segment* between cut points; without
//! cut loops it is exactly the k-th loop iteration, as above.
//!
//! Within a frame, execution is CBMC-style: instructions in order, forward gotos leave states
//! pending at their targets where they merge (ite over guards), calls are inlined, inner loops
//! are unwound until their back edge is unreachable by constant propagation, or `--unwind N`
//! times followed by an unwinding assertion, or as often as the solver proved they can go
//! round (`SymexConfig::loop_bounds`, from `engine::loop_bounds`), again followed by one.
//!
//! Architecture invariants:
//! - symbolic execution only builds terms; it never encodes or solves;
//! - a frame's output mentions only terms, so the encoder can add exactly what is new;
//! - an execution is paused only at a cut point: the body entry of the incremental loop or of a
//!   loop in `SymexConfig::cut_loops`.

mod anywhere;
mod array_ops;
mod exec;
mod guard;
mod heap;
mod names;
mod pointer;
mod punning;
mod state;
mod string_ops;
mod transition;
mod union;
mod value;

use std::collections::HashMap;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use crate::error::{Error, ErrorKind, Result};
use crate::ir::loops::LoopInfo;
use crate::ir::{FuncId, Loc, Place, Program, PropId, ScalarTy, Var};
use crate::term::{TermId, TermStore};

pub use heap::BEYOND_ALLOCATION;
pub use pointer::{ADDRESS_LAYOUT, INVALID_DEREF, PUNNED};
pub use state::{State, Value};
pub use transition::StateVar;

/// How symbolic execution unwinds.
#[derive(Debug, Clone)]
pub struct SymexConfig {
    pub entry: FuncId,
    /// The loop unwound one frame at a time; `None` runs the whole program in frame 0.
    pub incremental_loop: Option<LoopInfo>,
    /// `--unwind N`: bound for every other loop and for recursion, with unwinding assertions.
    pub unwind: Option<u32>,
    /// Unwinding-assertion properties by (function, back-edge index); recursion uses
    /// `usize::MAX` as the index.
    pub unwind_props: HashMap<(FuncId, usize), PropId>,
    /// Inner loops that are not unwound but cut: executions pause at their body entry and
    /// the next frame resumes them (empty: the incremental loop is the only cut point).
    pub cut_loops: Vec<LoopInfo>,
    /// Inner loops with a proved bound, by (function, back-edge index): the n-th time the back
    /// edge is taken with n >= the bound, the execution is cut and the loop's unwinding
    /// property (`PropKind::Unwinding`) fails, as with `--unwind` but per loop.
    pub loop_bounds: HashMap<(FuncId, usize), u32>,
    /// Bound inference (`engine::loop_bounds`) up to this many unwindings: record the guard of
    /// every back-edge take (`Symex::probes`), and stop unwinding a loop that constant
    /// propagation does not bound after that many (or the symbolic limit), without an error.
    pub probe_loops: Option<u32>,
    /// k-induction's step case: when the incremental loop's head is first reached, every
    /// variable the loop may modify gets an arbitrary value (variables it only reads keep
    /// theirs).
    pub havoc_at_head: bool,
    /// An assumption restricts only what comes after it on its path (its guard), not the
    /// path as a whole: a coverage goal reached before an `assume(0)` is still reached, as in
    /// CBMC (whose goals and assertions see only the assumptions before them). Assertions
    /// need no such care: each assumes its own condition afterwards.
    pub guard_only_assumptions: bool,
    /// Values for some nondeterministic inputs of the program (not ibmc's stand-ins), by
    /// frame and source location: such an input is that constant instead of a fresh
    /// variable. Restricting choices the program leaves open is an under-approximation:
    /// every violation found is one of the program. Used to reproduce a counterexample
    /// another engine found (`engine/explicit.rs`).
    pub input_hints: Option<std::sync::Arc<InputHints>>,
}

/// Whether an input of this source is one the program reads (`__VERIFIER_nondet_int`,
/// `scanf`, ...), not one of ibmc's stand-ins (`<uninitialized>`, `<invalid dereference>`,
/// ...: their sources are bracketed).
pub fn is_program_input(source: &str) -> bool {
    !source.starts_with('<')
}

/// Input values by (frame, location) for `SymexConfig::input_hints`.
#[derive(Debug, Default, Clone)]
pub struct InputHints(pub crate::fxhash::FxHashMap<(u32, Loc), u64>);

/// A nondeterministic value of the execution.
#[derive(Debug, Clone)]
pub struct Input {
    pub term: TermId,
    /// The variable it was stored in (or what it stands for).
    pub name: String,
    /// The function that produced it, e.g. `__VERIFIER_nondet_int`, or `<uninitialized>`.
    pub source: String,
    pub ty: ScalarTy,
    pub loc: Loc,
    pub frame: u32,
    /// For the value of a local declared without an initializer: its declaration
    /// (`Program::uninit_decls` index) and which execution of it (`EventKind::Decl`).
    pub decl: Option<(u32, u32)>,
    /// The index that `[?]` in `name` stands for (an input stored at a symbolic index).
    pub index: Option<TermId>,
}

#[derive(Debug, Clone)]
pub enum EventKind {
    Input(usize),
    /// An execution of the declaration `site` (`Program::uninit_decls`) of a local without an
    /// initializer; the values read from it before it is assigned carry `instance`.
    Decl {
        site: u32,
        instance: u32,
    },
    /// A scalar assignment to a named variable (`a[i]` for array elements).
    Assign {
        name: String,
        ty: ScalarTy,
        value: TermId,
        index: Option<TermId>,
    },
    /// An assertion evaluated here: `violation` is guard and not condition.
    Check {
        prop: PropId,
        violation: TermId,
    },
}

/// What happened, in execution order; a trace keeps the events whose guard holds.
#[derive(Debug, Clone)]
pub struct Event {
    pub frame: u32,
    pub guard: TermId,
    pub loc: Loc,
    pub kind: EventKind,
}

/// The terms a frame adds to the formula.
#[derive(Debug, Default, Clone)]
pub struct FrameOutput {
    pub frame: u32,
    /// Constraints that hold on every execution (from `assume`).
    pub constraints: Vec<TermId>,
    /// Property violations: (property, guard and not condition).
    pub violations: Vec<(PropId, TermId)>,
    /// Unwinding assertions that fail when an inner loop needs more unwindings.
    pub unwind_violations: Vec<(PropId, TermId)>,
    /// Guard of the executions reaching the loop head of the next frame (FALSE if none).
    pub next_head: TermId,
    /// Instructions executed (a cost measure).
    pub steps: u64,
    /// The assertions later code assumes held (`exec.rs`), one per violation term.
    pub assumed_checks: Vec<AssumedCheck>,
    /// Step case only: the havocked variables' values (scalars, arrays flattened) in the
    /// state paused for the next frame, for `--simple-path`.
    pub next_values: Vec<TermId>,
}

/// An assertion checked, after which the path assumes it held: the guard `after` is
/// `before` and the condition. Where `violation` (`before` and not the condition) is false in
/// every execution, `after` is `before` (`engine/frames.rs` then encodes it as `before`,
/// without the condition's cone).
#[derive(Debug, Clone, Copy)]
pub struct AssumedCheck {
    pub violation: TermId,
    pub before: TermId,
    pub after: TermId,
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct CallCtx {
    func: FuncId,
    /// First slot of this call's locals; its return value lives at `base + locals`.
    base: usize,
    /// In the caller's terms: where the result goes, and where the caller continues.
    ret_place: Option<Place>,
    resume_pc: usize,
}

#[derive(Debug, Clone)]
struct Paused {
    /// The cut point: function and instruction (a loop's body entry).
    func: FuncId,
    pc: usize,
    state: State,
    stack: Vec<CallCtx>,
}

/// The back-edge guards of one loop during bound inference.
#[derive(Debug, Clone, Default)]
struct Probe {
    reach: Vec<TermId>,
    unbounded: bool,
}

/// `Clone` (a snapshot between frames; states share their chunks) is for benches/hot_paths.rs.
#[derive(Clone)]
pub struct Symex<'p> {
    program: &'p Program,
    config: SymexConfig,
    terminate: Arc<AtomicBool>,
    stack: Vec<CallCtx>,
    frame: u32,
    /// Executions paused at cut points, in the order they first paused in this frame.
    paused: Vec<Paused>,
    /// An inner loop that constant propagation did not bound (and no `--unwind` was given):
    /// the engine may restart with it in `cut_loops`.
    cut_request: Option<LoopInfo>,
    /// Whether the incremental loop's head was reached in frame 0 already.
    head_seen: bool,
    /// With `SymexConfig::probe_loops`: per loop (function, back edge), the guard of its n-th
    /// back-edge take at index n - 1 (disjoined over the loop's executions), and whether
    /// constant propagation left it unbounded.
    probes: std::collections::BTreeMap<(FuncId, usize), Probe>,
    finished: bool,
    /// Variables of the incremental loop to havoc at its head (step case only).
    havoc: Vec<crate::ir::Var>,
    /// The loop writes through pointers: the address-taken locals of its callers would need
    /// havocking too (not supported: an error).
    havoc_through_pointer: bool,
    /// The objects pointers may point to.
    address_taken: Rc<crate::ir::loops::AddressTaken>,
    /// Every allocation executed so far (`heap.rs`), in every frame.
    heap: Vec<heap::HeapObject>,
    /// Allocations whose symbolic size was warned about.
    warned_allocs: Vec<Loc>,
    out: FrameOutput,
    inputs: Vec<Input>,
    events: Vec<Event>,
    loc: Loc,
    /// `Program::uninit_decls` by (function, local).
    uninit_sites: Rc<HashMap<(FuncId, u32), u32>>,
    /// The declaration execution each local slot holds the value of (site, instance).
    decl_of_slot: HashMap<usize, (u32, u32)>,
    decl_instances: u32,
    /// While a declared local's uninitialized value is made: its declaration execution.
    materializing: Option<(u32, u32)>,
    /// Inputs held by a temporary (slot, function, variable), until a place names them
    /// (`names.rs`).
    temp_inputs: HashMap<(usize, FuncId, Var), std::ops::Range<usize>>,
    /// While an input is made for a place with a symbolic index: the index.
    input_index: Option<TermId>,
    /// Every call of an uninterpreted function so far, in every frame: the function
    /// (`Program::uninterpreted` index), its arguments and its result (`exec.rs`).
    uf_calls: Vec<(usize, Vec<TermId>, TermId)>,
}

impl<'p> Symex<'p> {
    pub fn new(program: &'p Program, config: SymexConfig, terminate: Arc<AtomicBool>) -> Self {
        // With cut loops, the step case starts anywhere (`anywhere.rs`) instead of havocking
        // at the loop head.
        let (havoc, havoc_through_pointer) = match (&config.incremental_loop, config.havoc_at_head)
        {
            (Some(l), true) if config.cut_loops.is_empty() => {
                crate::ir::loops::modified_vars_and_pointer_writes(program, l)
            }
            _ => (Vec::new(), false),
        };
        Symex {
            havoc,
            havoc_through_pointer,
            address_taken: Rc::new(crate::ir::loops::AddressTaken::of(program)),
            heap: Vec::new(),
            warned_allocs: Vec::new(),
            program,
            config,
            terminate,
            stack: Vec::new(),
            frame: 0,
            paused: Vec::new(),
            cut_request: None,
            head_seen: false,
            probes: Default::default(),
            finished: false,
            out: FrameOutput::default(),
            inputs: Vec::new(),
            events: Vec::new(),
            loc: Loc::default(),
            uf_calls: Vec::new(),
            uninit_sites: Rc::new(
                program
                    .uninit_decls
                    .iter()
                    .enumerate()
                    .map(|(i, d)| ((d.func, d.local), i as u32))
                    .collect(),
            ),
            decl_of_slot: HashMap::new(),
            decl_instances: 0,
            materializing: None,
            temp_inputs: HashMap::new(),
            input_index: None,
        }
    }

    pub fn inputs(&self) -> &[Input] {
        &self.inputs
    }

    /// The hints of the frames to come (`SymexConfig::input_hints`).
    pub fn set_input_hints(&mut self, hints: Option<Arc<InputHints>>) {
        self.config.input_hints = hints;
    }

    /// Forgets the inputs and events recorded so far: for an execution whose traces are
    /// never built (the explicit-state search's snapshots stay small).
    pub fn forget_history(&mut self) {
        self.inputs.clear();
        self.events.clear();
        // Their indices are gone with them.
        self.temp_inputs.clear();
    }

    /// Hashes where the paused executions wait and the values they hold (the loop-head
    /// state): executions in equal states hash equally.
    pub fn hash_paused(&self, h: &mut impl std::hash::Hasher) {
        use std::hash::Hash;
        fn value(v: &state::Value, h: &mut impl std::hash::Hasher) {
            match v {
                state::Value::Dead => 0u8.hash(h),
                state::Value::Uninit => 1u8.hash(h),
                state::Value::Scalar(t) => {
                    2u8.hash(h);
                    t.hash(h);
                }
                state::Value::Array(vs) => {
                    3u8.hash(h);
                    vs.len().hash(h);
                    vs.iter().for_each(|v| value(v, h));
                }
            }
        }
        self.paused.len().hash(h);
        self.heap.len().hash(h);
        for p in &self.paused {
            (p.func, p.pc, p.state.guard.term()).hash(h);
            for c in &p.stack {
                (c.func, c.base).hash(h);
            }
            for region in [&p.state.slots.chunks, &p.state.slots.heap] {
                region.len().hash(h);
                region.iter().flat_map(|c| c.iter()).for_each(|v| value(v, h));
            }
        }
    }
    pub fn events(&self) -> &[Event] {
        &self.events
    }
    /// The next frame to run.
    pub fn frame(&self) -> u32 {
        self.frame
    }
    /// True once no execution is paused at the loop head: later frames are empty.
    pub fn finished(&self) -> bool {
        self.finished
    }

    /// After an error: the inner loop that was not bounded by constant propagation, if that
    /// was the error (the engine can restart with the loop as a cut point).
    pub fn cut_request(&self) -> Option<&LoopInfo> {
        self.cut_request.as_ref()
    }

    /// With `SymexConfig::probe_loops`: the loops constant propagation did not bound, each
    /// with the guards of its back-edge takes (index n - 1: the n-th take), up to the limit.
    pub fn probes(&self) -> Vec<((FuncId, usize), &[TermId])> {
        self.probes
            .iter()
            .filter(|(_, p)| p.unbounded)
            .map(|(k, p)| (*k, p.reach.as_slice()))
            .collect()
    }

    /// Runs the next frame and returns the terms it adds.
    pub fn run_frame(&mut self, store: &mut TermStore) -> Result<FrameOutput> {
        // Once per frame as well as every 4096 steps: frames whose properties fold to
        // constants never reach the solver (which polls too), and can be thousands per second.
        self.check_terminate()?;
        self.out =
            FrameOutput { frame: self.frame, next_head: TermStore::FALSE, ..Default::default() };
        if self.frame == 0 && self.config.havoc_at_head && !self.config.cut_loops.is_empty() {
            self.start_anywhere(store)?;
        } else if self.frame == 0 {
            self.run_program(store)?;
        } else {
            // One after another: each paused execution has its own call stack. Their guards
            // are disjoint (different paths), so their events interleave harmlessly.
            for p in std::mem::take(&mut self.paused) {
                self.resume(store, p)?;
            }
        }
        // The guard of reaching any cut point: whether later frames have anything to do.
        self.out.next_head = match self.paused.as_slice() {
            [] => TermStore::FALSE,
            [one] => one.state.guard.term(),
            many => {
                many.iter().fold(TermStore::FALSE, |acc, p| store.or(acc, p.state.guard.term()))
            }
        };
        // k-induction's `--simple-path` values: only when a single execution is paused (with
        // several cut points the states of different points are not compared).
        if let [p] = self.paused.as_slice() {
            let base = p.stack.last().map(|c| c.base).unwrap_or(0);
            let mut values = Vec::new();
            for v in &self.havoc {
                let slot = match v {
                    crate::ir::Var::Global(g) => *g as usize,
                    crate::ir::Var::Local(l) => base + *l as usize,
                };
                flatten(p.state.slots.get(slot), &mut values);
            }
            self.out.next_values = values;
        }
        if self.paused.is_empty() {
            self.finished = true;
        }
        self.frame += 1;
        Ok(std::mem::take(&mut self.out))
    }

    fn run_program(&mut self, store: &mut TermStore) -> Result<()> {
        let state = self.initial_state(store)?;
        let init_ctx = CallCtx {
            func: self.config.entry,
            base: self.program.globals.len(),
            ret_place: None,
            resume_pc: 0,
        };
        self.stack.push(init_ctx);
        let entry = self.program.function(self.config.entry);
        let mut state = state;
        // The entry function's parameters are inputs (CBMC's harness); the pointers they hold
        // point to the objects the frontend made for them, or are NULL, as the assumptions of
        // `entry_objects` say (assumed below). A function pointer is any value: a call
        // through it dispatches over the functions of a compatible type, and calls none when
        // it is none of them (`frontend::lower_call::call_indirect`).
        let objects = &self.program.entry_objects;
        for (i, local) in entry.locals.iter().take(entry.params as usize).enumerate() {
            let function_pointer = matches!(&local.ty, crate::ir::Type::Pointer(t) if matches!(**t, crate::ir::Type::Function(_)));
            let built = objects.pointers.iter().any(|(n, _)| {
                n.strip_prefix(local.name.as_str())
                    .is_some_and(|r| r.is_empty() || r.starts_with(['.', '[']))
            });
            if local.ty.holds_pointer() && !function_pointer && !built {
                return Err(Error::at(
                    ErrorKind::Unsupported,
                    self.program.render_loc(entry.loc),
                    format!(
                        "entry function {} takes a pointer parameter `{}`",
                        entry.name, local.name
                    ),
                ));
            }
            let choices = self
                .program
                .entry_function_pointers
                .iter()
                .find(|(k, _)| *k as usize == i)
                .map(|(_, c)| c.clone());
            let v = match choices {
                // A harness passes one of the functions a call through it may reach.
                Some(targets) => {
                    let pick = self.new_input(
                        store,
                        TermStore::TRUE,
                        crate::ir::ScalarTy::Int(crate::ir::IntTy::ULONG),
                        &local.name,
                        "<entry argument>",
                    );
                    let mut v = store.constant(64, targets[targets.len() - 1]);
                    for (k, &addr) in targets.iter().enumerate().rev().skip(1) {
                        let kc = store.constant(64, k as u64);
                        let is_k = store.eq(pick, kc);
                        let a = store.constant(64, addr);
                        v = store.ite(is_k, a, v);
                    }
                    Value::Scalar(v)
                }
                None => self.fresh_value(
                    store,
                    TermStore::TRUE,
                    &local.ty,
                    &local.name,
                    "<entry argument>",
                ),
            };
            state.slots.set(self.program.globals.len() + i, v);
        }
        let setup = self.program.entry_objects.setup.clone();
        for instr in &setup {
            self.loc = instr.loc;
            match &instr.kind {
                crate::ir::InstrKind::Assume(c) => self.assume(store, &mut state, c)?,
                crate::ir::InstrKind::Assign(place, e) => {
                    let v = self.eval(store, &mut state, e)?;
                    self.write_place(store, &mut state, place, v)?;
                }
                _ => {
                    return Err(Error::internal(
                        "an entry object's set-up is neither an assumption nor an assignment",
                    ))
                }
            }
        }
        let end = self.run_body(store, self.config.entry, 0, Some(state), false)?;
        drop(end);
        self.stack.clear();
        Ok(())
    }

    /// The globals after their initializers (zero first, as C's static storage).
    fn initial_state(&mut self, store: &mut TermStore) -> Result<State> {
        let mut state = State { guard: guard::Guard::root(), slots: Default::default() };
        for (g, info) in self.program.globals.iter().enumerate() {
            let v = if info.input {
                // An `extern` object no file defines, or `--nondet-static`: the trace names
                // the declaration.
                self.loc = info.loc;
                self.fresh_value(store, TermStore::TRUE, &info.ty, &info.name, "<initial value>")
            } else {
                value::zero_value(store, &info.ty)
            };
            state.slots.set(g, v);
        }
        // Initializers are evaluated in the entry function's context (as before frame 0).
        let init_ctx = CallCtx {
            func: self.config.entry,
            base: self.program.globals.len(),
            ret_place: None,
            resume_pc: 0,
        };
        let saved = std::mem::replace(&mut self.stack, vec![init_ctx]);
        let init = self.program.global_init.clone();
        for instr in &init {
            self.loc = instr.loc;
            if let crate::ir::InstrKind::Assign(place, e) = &instr.kind {
                let v = self.eval(store, &mut state, e)?;
                self.write_place(store, &mut state, place, v)?;
            } else {
                return Err(Error::internal("global initializer is not an assignment"));
            }
        }
        self.stack = saved;
        Ok(state)
    }

    /// Continues a paused execution at its cut point and returns through its callers.
    fn resume(&mut self, store: &mut TermStore, p: Paused) -> Result<()> {
        self.stack = p.stack;
        let mut state = Some(p.state);
        let mut pc = p.pc;
        let mut resuming = true;
        while let Some(ctx) = self.stack.last().cloned() {
            let end = self.run_body(store, ctx.func, pc, state.take(), resuming)?;
            resuming = false;
            let done = self.stack.pop().expect("call stack");
            if self.stack.is_empty() {
                break;
            }
            state = match end {
                Some(s) => Some(self.finish_call(store, s, &done)?),
                None => None,
            };
            pc = done.resume_pc;
        }
        self.stack.clear();
        Ok(())
    }

    /// Pauses an execution at a cut point for the next frame, merged with one paused at the
    /// same point with the same call stack (so a frame resumes each such point once).
    fn pause(&mut self, store: &mut TermStore, func: FuncId, pc: usize, state: State) {
        let found =
            self.paused.iter().position(|p| p.func == func && p.pc == pc && p.stack == self.stack);
        match found {
            Some(i) => {
                let old = std::mem::replace(
                    &mut self.paused[i].state,
                    State { guard: guard::Guard::root(), slots: Default::default() },
                );
                match self.merge_states(store, vec![old, state]) {
                    Some(m) => self.paused[i].state = m,
                    None => {
                        self.paused.remove(i);
                    }
                }
            }
            None => self.paused.push(Paused { func, pc, state, stack: self.stack.clone() }),
        }
    }

    pub fn has_havoc(&self) -> bool {
        !self.havoc.is_empty()
    }

    pub(crate) fn check_terminate(&self) -> Result<()> {
        if self.terminate.load(Ordering::Relaxed) {
            return Err(Error::new(
                ErrorKind::Interrupted,
                "interrupted during symbolic execution",
            ));
        }
        Ok(())
    }

    fn new_input(
        &mut self,
        store: &mut TermStore,
        guard: TermId,
        ty: ScalarTy,
        name: &str,
        source: &str,
    ) -> TermId {
        // Only the program's own inputs (`__VERIFIER_nondet_int`, ...): a stand-in for what
        // ibmc does not model (`<invalid dereference>`, `<uninitialized>`, ...) stays free,
        // so that a violation resting on one is still reported only if it holds for all its
        // values (`frames::UNMODELLED`).
        let hint = match self.config.input_hints.as_ref() {
            Some(h) if is_program_input(source) => h.0.get(&(self.frame, self.loc)).copied(),
            _ => None,
        };
        let t = match hint {
            Some(v) => store.constant(ty.bits(), v & crate::bits::mask(ty.bits())),
            None => store.fresh_var(ty.bits()),
        };
        self.inputs.push(Input {
            term: t,
            name: name.to_string(),
            source: source.to_string(),
            ty,
            loc: self.loc,
            frame: self.frame,
            decl: self.materializing,
            index: self.input_index,
        });
        self.event(guard, EventKind::Input(self.inputs.len() - 1));
        t
    }

    fn event(&mut self, guard: TermId, kind: EventKind) {
        self.events.push(Event { frame: self.frame, guard, loc: self.loc, kind });
    }

    fn render(&self, loc: Loc) -> String {
        self.program.render_loc(loc)
    }
}

fn flatten(v: &Value, out: &mut Vec<TermId>) {
    match v {
        Value::Scalar(t) => out.push(*t),
        Value::Array(elems) => elems.iter().for_each(|e| flatten(e, out)),
        Value::Dead | Value::Uninit => {}
    }
}
