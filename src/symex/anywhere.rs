//! k-induction's step case with cut points: frame 0 starts from an arbitrary state at an
//! arbitrary cut point, instead of running the program's prefix.
//!
//! Soundness argument: a real execution whose first violation is in frame j > k passes, at the
//! end of frame j-k-1, a cut point with some call stack and some state. That stack is one of
//! the call chains enumerated here (every chain of call sites from the entry function to the
//! cut point's function), and that state is one of the havocked ones: every global any
//! function may write and every local of every call on the stack gets an arbitrary value;
//! globals no function writes keep their initial values, which they have in every reachable
//! state. So the step case's frames 1..=k+1 include the real frames j-k..=j.

use std::collections::HashSet;

use super::guard::Guard;
use super::state::Value;
use super::{CallCtx, State, Symex};
use crate::error::{Error, ErrorKind, Result};
use crate::ir::{FuncId, InstrKind, Place, Var};
use crate::term::{TermId, TermStore};

/// More (cut point, call chain) pairs than this: refuse rather than build a huge disjunction.
const MAX_STARTS: usize = 256;

impl<'p> Symex<'p> {
    /// Pauses one havocked execution per (cut point, call chain), chosen by a fresh selector.
    pub(super) fn start_anywhere(&mut self, store: &mut TermStore) -> Result<()> {
        let program = self.program;
        let mut cuts: Vec<(FuncId, usize)> = Vec::new();
        if let Some(l) = &self.config.incremental_loop {
            cuts.push((l.func, crate::ir::loops::body_entry(program, l)));
        }
        for l in &self.config.cut_loops {
            cuts.push((l.func, crate::ir::loops::body_entry(program, l)));
        }
        let funcs: HashSet<FuncId> = cuts.iter().map(|c| c.0).collect();
        let entry_ctx = CallCtx {
            func: self.config.entry,
            base: program.globals.len(),
            ret_place: None,
            resume_pc: 0,
        };
        let reaching = reaching(program, &funcs);
        let mut chains: Vec<Vec<CallCtx>> = Vec::new();
        self.call_chains(&funcs, &reaching, &mut vec![entry_ctx], &mut chains)?;

        // Globals: initial values, then arbitrary values for every one that is ever written.
        let mut state = self.initial_state(store)?;
        let (written, through_pointer) = crate::ir::loops::globals_written(program);
        if through_pointer {
            for ch in &chains {
                if let Some(c) =
                    ch.iter().find(|c| !self.address_taken.locals[c.func.0 as usize].is_empty())
                {
                    let f = program.function(c.func);
                    return Err(Error::at(
                        ErrorKind::Unsupported,
                        self.render(f.loc),
                        format!(
                            "k-induction with cut points: the program writes through pointers and {} has \
                             address-taken locals, which the step case cannot havoc",
                            f.name
                        ),
                    ));
                }
            }
        }
        self.stack = chains.first().cloned().unwrap_or_default();
        for g in written {
            let info = &program.globals[g as usize];
            let v = self.fresh_value(store, TermStore::TRUE, &info.ty, &info.name, "<havoc>");
            state.slots.set(g as usize, v);
        }

        let starts: Vec<(FuncId, usize, &Vec<CallCtx>)> = cuts
            .iter()
            .flat_map(|&(f, pc)| {
                chains
                    .iter()
                    .filter(move |ch| ch.last().is_some_and(|c| c.func == f))
                    .map(move |ch| (f, pc, ch))
            })
            .collect();
        if starts.len() > MAX_STARTS {
            return Err(Error::at(
                ErrorKind::Unsupported,
                self.render(program.function(self.config.entry).loc),
                format!("k-induction with cut points: {} (cut point, call stack) pairs, more than {MAX_STARTS}", starts.len()),
            ));
        }
        let starts: Vec<(FuncId, usize, Vec<CallCtx>)> =
            starts.into_iter().map(|(f, pc, ch)| (f, pc, ch.clone())).collect();
        let selector = self.fresh_value(
            store,
            TermStore::TRUE,
            &crate::ir::Type::Int(crate::ir::IntTy::UINT),
            "<cut point>",
            "<havoc>",
        );
        let Value::Scalar(sel) = selector else {
            return Err(Error::internal("selector is not a scalar"));
        };
        for (i, (f, pc, chain)) in starts.into_iter().enumerate() {
            let k = store.constant(32, i as u64);
            let c: TermId = store.eq(sel, k);
            let mut st = State { guard: Guard::root().and(store, c), slots: state.slots.clone() };
            for d in 0..chain.len() {
                self.stack = chain[..=d].to_vec();
                let func = program.function(chain[d].func);
                for l in 0..func.locals.len() {
                    let v = Var::Local(l as u32);
                    let ty = self
                        .place_type_of(&Place::Var(v))
                        .ok_or_else(|| Error::internal("local type"))?;
                    let name = self.var_name(v).to_string();
                    let fresh = self.fresh_value(store, st.guard.term(), &ty, &name, "<havoc>");
                    st.slots.set(chain[d].base + l, fresh);
                }
                st.slots.set(chain[d].base + func.locals.len(), Value::Dead);
            }
            self.stack = chain;
            self.pause(store, f, pc, st);
        }
        self.stack.clear();
        Ok(())
    }

    /// Every chain of calls from the entry function to a function in `targets` (each call
    /// context as `Symex::call` builds it). Recursion on the way is refused.
    pub(super) fn call_chains(
        &self,
        targets: &HashSet<FuncId>,
        reaching: &HashSet<FuncId>,
        stack: &mut Vec<CallCtx>,
        out: &mut Vec<Vec<CallCtx>>,
    ) -> Result<()> {
        let program = self.program;
        let top = stack.last().expect("entry").clone();
        if targets.contains(&top.func) {
            out.push(stack.clone());
            if out.len() > MAX_STARTS {
                return Err(Error::at(
                    ErrorKind::Unsupported,
                    self.render(program.function(top.func).loc),
                    format!("k-induction with cut points: more than {MAX_STARTS} call stacks reach the cut points"),
                ));
            }
        }
        let f = program.function(top.func);
        let Some(body) = &f.body else { return Ok(()) };
        for (pc, instr) in body.iter().enumerate() {
            let InstrKind::Call { ret, func: callee, .. } = &instr.kind else { continue };
            if !reaching.contains(callee) {
                continue;
            }
            if stack.iter().any(|c| c.func == *callee) {
                return Err(Error::at(
                    ErrorKind::Unsupported,
                    self.render(instr.loc),
                    "k-induction with cut points: recursive calls (the step case enumerates call stacks)",
                ));
            }
            let base = top.base + f.locals.len() + 1;
            stack.push(CallCtx { func: *callee, base, ret_place: ret.clone(), resume_pc: pc + 1 });
            self.call_chains(targets, reaching, stack, out)?;
            stack.pop();
        }
        Ok(())
    }
}

/// The functions with a body from which a call chain leads to a function in `targets`
/// (themselves included).
pub(super) fn reaching(program: &crate::ir::Program, targets: &HashSet<FuncId>) -> HashSet<FuncId> {
    let mut out: HashSet<FuncId> = targets.clone();
    loop {
        let before = out.len();
        for (i, f) in program.functions.iter().enumerate() {
            let id = FuncId(i as u32);
            if out.contains(&id) {
                continue;
            }
            let Some(body) = &f.body else { continue };
            if body
                .iter()
                .any(|ins| matches!(&ins.kind, InstrKind::Call { func, .. } if out.contains(func)))
            {
                out.insert(id);
            }
        }
        if out.len() == before {
            return out;
        }
    }
}
