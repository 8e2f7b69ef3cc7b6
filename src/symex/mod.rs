//! Symbolic execution of the goto program, one time frame at a time.
//!
//! Frame 0 is the code before the incremental loop and its first loop test; frame k >= 1 is
//! the k-th execution of the loop body, followed by the next loop test and, where that fails
//! (or the body leaves the loop), the rest of the program. So a violation in frame k needs k
//! executions of the body, CBMC's unwinding count. Executions that reach the body's entry are
//! *paused* (state and call stack kept); the next frame resumes them there. Earlier frames
//! are never executed again.
//!
//! Within a frame, execution is CBMC-style: instructions in order, forward gotos leave states
//! pending at their targets where they merge (ite over guards), calls are inlined, inner loops
//! are unwound until their back edge is unreachable by constant propagation, or `--unwind N`
//! times followed by an unwinding assertion.
//!
//! Architecture invariants:
//! - symbolic execution only builds terms; it never encodes or solves;
//! - a frame's output mentions only terms, so the encoder can add exactly what is new;
//! - an execution is paused at the body entry of the incremental loop only.

mod exec;
mod guard;
mod pointer;
mod union;
mod state;
mod value;

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::rc::Rc;
use std::sync::Arc;

use crate::error::{Error, ErrorKind, Result};
use crate::ir::loops::LoopInfo;
use crate::ir::{FuncId, Loc, Place, Program, PropId, ScalarTy};
use crate::term::{TermId, TermStore};

pub use state::{State, Value};

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
    /// k-induction's step case: when the incremental loop's head is first reached, every
    /// variable the loop may modify gets an arbitrary value (variables it only reads keep
    /// theirs).
    pub havoc_at_head: bool,
}

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
}

#[derive(Debug, Clone)]
pub enum EventKind {
    Input(usize),
    /// A scalar assignment to a named variable (`a[i]` for array elements).
    Assign { name: String, ty: ScalarTy, value: TermId, index: Option<TermId> },
    /// An assertion evaluated here: `violation` is guard and not condition.
    Check { prop: PropId, violation: TermId },
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
    /// Step case only: the havocked variables' values (scalars, arrays flattened) in the
    /// state paused for the next frame, for `--simple-path`.
    pub next_values: Vec<TermId>,
}

#[derive(Debug, Clone)]
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
    state: State,
    stack: Vec<CallCtx>,
}

/// `Clone` (a snapshot between frames; states share their chunks) is for benches/hot_paths.rs.
#[derive(Clone)]
pub struct Symex<'p> {
    program: &'p Program,
    config: SymexConfig,
    terminate: Arc<AtomicBool>,
    stack: Vec<CallCtx>,
    frame: u32,
    paused: Option<Paused>,
    /// Whether the incremental loop's head was reached in frame 0 already.
    head_seen: bool,
    finished: bool,
    /// Variables of the incremental loop to havoc at its head (step case only).
    havoc: Vec<crate::ir::Var>,
    /// The loop writes through pointers: the address-taken locals of its callers would need
    /// havocking too (not supported: an error).
    havoc_through_pointer: bool,
    /// The objects pointers may point to.
    address_taken: Rc<crate::ir::loops::AddressTaken>,
    out: FrameOutput,
    inputs: Vec<Input>,
    events: Vec<Event>,
    loc: Loc,
}

impl<'p> Symex<'p> {
    pub fn new(program: &'p Program, config: SymexConfig, terminate: Arc<AtomicBool>) -> Self {
        let (havoc, havoc_through_pointer) = match (&config.incremental_loop, config.havoc_at_head) {
            (Some(l), true) => crate::ir::loops::modified_vars_and_pointer_writes(program, l),
            _ => (Vec::new(), false),
        };
        Symex {
            havoc,
            havoc_through_pointer,
            address_taken: Rc::new(crate::ir::loops::AddressTaken::of(program)),
            program,
            config,
            terminate,
            stack: Vec::new(),
            frame: 0,
            paused: None,
            head_seen: false,
            finished: false,
            out: FrameOutput::default(),
            inputs: Vec::new(),
            events: Vec::new(),
            loc: Loc::default(),
        }
    }

    pub fn inputs(&self) -> &[Input] {
        &self.inputs
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

    /// Runs the next frame and returns the terms it adds.
    pub fn run_frame(&mut self, store: &mut TermStore) -> Result<FrameOutput> {
        self.out = FrameOutput { frame: self.frame, next_head: TermStore::FALSE, ..Default::default() };
        if self.frame == 0 {
            self.run_program(store)?;
        } else if let Some(p) = self.paused.take() {
            self.resume(store, p)?;
        }
        self.out.next_head = self.paused.as_ref().map(|p| p.state.guard.term()).unwrap_or(TermStore::FALSE);
        if let Some(p) = &self.paused {
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
        if self.paused.is_none() {
            self.finished = true;
        }
        self.frame += 1;
        Ok(std::mem::take(&mut self.out))
    }

    fn run_program(&mut self, store: &mut TermStore) -> Result<()> {
        let mut state = State { guard: guard::Guard::root(), slots: Default::default() };
        for (g, info) in self.program.globals.iter().enumerate() {
            let v = value::zero_value(store, &info.ty);
            state.slots.set(g, v);
        }
        let init_ctx = CallCtx { func: self.config.entry, base: self.program.globals.len(), ret_place: None, resume_pc: 0 };
        self.stack.push(init_ctx);
        let init = self.program.global_init.clone();
        let mut cur = Some(state);
        for instr in &init {
            self.loc = instr.loc;
            if let (Some(st), crate::ir::InstrKind::Assign(place, e)) = (cur.as_mut(), &instr.kind) {
                let v = self.eval(store, st, e)?;
                self.write_place(store, st, place, v)?;
            } else {
                return Err(Error::internal("global initializer is not an assignment"));
            }
        }
        let entry = self.program.function(self.config.entry);
        if entry.params > 0 {
            return Err(Error::at(
                ErrorKind::Unsupported,
                self.program.render_loc(entry.loc),
                format!("entry function {} takes parameters", entry.name),
            ));
        }
        let end = self.run_body(store, self.config.entry, 0, cur.take(), false)?;
        drop(end);
        self.stack.clear();
        Ok(())
    }

    /// Continues a paused execution at the loop head and returns through its callers.
    fn resume(&mut self, store: &mut TermStore, p: Paused) -> Result<()> {
        let l = self.config.incremental_loop.as_ref().expect("paused without a loop");
        let head = crate::ir::loops::body_entry(self.program, l);
        self.stack = p.stack;
        let mut state = Some(p.state);
        let mut pc = head;
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

    pub fn has_havoc(&self) -> bool {
        !self.havoc.is_empty()
    }

    fn check_terminate(&self) -> Result<()> {
        if self.terminate.load(Ordering::Relaxed) {
            return Err(Error::new(ErrorKind::Interrupted, "interrupted during symbolic execution"));
        }
        Ok(())
    }

    fn new_input(&mut self, store: &mut TermStore, guard: TermId, ty: ScalarTy, name: &str, source: &str) -> TermId {
        let t = store.fresh_var(ty.bits());
        self.inputs.push(Input { term: t, name: name.to_string(), source: source.to_string(), ty, loc: self.loc, frame: self.frame });
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
