//! The loop-head state as the state of a transition system (PDR and its certificates).
//!
//! After frame 0, the single execution paused at the incremental loop's body entry holds the
//! *initial* state: every variable slot as the code before the loop left it. `abstract_paused`
//! replaces each scalar of that state that the loop may change, or whose value is not a
//! constant, by a fresh variable, and returns the pairs (fresh variable, initial value): the
//! state variables and the initial-state predicate of the transition system. Frame 1 then runs
//! one loop iteration from that arbitrary state, and `paused_values` reads the values the same
//! scalars have where the next iteration pauses: the transition function.
//!
//! Which scalars stay as they are: constants that no iteration can change (lookup tables,
//! parameters, a `const` global, a pointer to `rtM_`): keeping them constant keeps constant
//! propagation in the step, and they hold in every reachable state. A scalar whose initial
//! value depends on inputs read before the loop is a state variable even when the loop only
//! reads it, so that the transition system's state is the whole loop-head state.
//!
//! Invariant: every slot the loop may write (`ir::loops::modified_vars_and_pointer_writes`;
//! through a pointer: every address-taken object on the call stack and every address-taken
//! global that is not `const`) is fully a state variable.

use std::rc::Rc;

use super::guard::Guard;
use super::{Symex, Value};
use crate::error::{Error, ErrorKind, Result};
use crate::ir::{IntTy, ScalarTy, Type, Var};
use crate::term::{TermId, TermStore};

/// One scalar of the loop-head state.
#[derive(Debug, Clone)]
pub struct StateVar {
    /// A C lvalue naming it at the loop head (`rtDW.timer`, `buf[3]`), or a description for
    /// objects C cannot name there (a caller's local: `caller::x`).
    pub name: String,
    pub ty: ScalarTy,
    /// A pointer (its bits are ibmc's object/offset encoding, not an address).
    pub pointer: bool,
    /// The fresh variable standing for it in the transition step.
    pub term: TermId,
    /// Its value when the loop is first reached (a term over the inputs read before it).
    pub init: TermId,
    slot: usize,
    /// Indices from the slot's value down to the scalar (array elements, struct members).
    path: Vec<usize>,
}

impl<'p> Symex<'p> {
    /// After frame 0: makes the paused execution's state arbitrary (see the module comment)
    /// and returns its state variables. Needs exactly one paused execution (no cut loops);
    /// an empty list and no change when none is paused (the loop is never reached).
    pub fn abstract_paused(&mut self, store: &mut TermStore) -> Result<Vec<StateVar>> {
        if !self.config.cut_loops.is_empty() || self.paused.len() > 1 {
            return Err(Error::new(ErrorKind::Unsupported, "the transition system needs a single cut point (inner loops were cut)"));
        }
        let Some(mut paused) = self.paused.pop() else { return Ok(Vec::new()) };
        let lp = self.config.incremental_loop.clone().ok_or_else(|| Error::internal("no incremental loop"))?;
        let (modified, through_pointer) = crate::ir::loops::modified_vars_and_pointer_writes(self.program, &lp);
        let top = paused.stack.last().cloned().ok_or_else(|| Error::internal("paused without a call context"))?;
        // Every slot live at the head: the globals, then each call's locals (outermost first).
        let mut slots: Vec<(usize, String, Type, bool)> = Vec::new();
        for (g, info) in self.program.globals.iter().enumerate() {
            let written = modified.contains(&Var::Global(g as u32))
                || (through_pointer && !info.read_only && self.address_taken.globals.contains(&(g as u32)));
            slots.push((g, info.name.clone(), info.ty.clone(), written));
        }
        for (depth, ctx) in paused.stack.iter().enumerate() {
            let f = self.program.function(ctx.func);
            let innermost = depth + 1 == paused.stack.len();
            for (l, info) in f.locals.iter().enumerate() {
                let written = (innermost && ctx.base == top.base && modified.contains(&Var::Local(l as u32)))
                    || (through_pointer && self.address_taken.locals[ctx.func.0 as usize].contains(&(l as u32)));
                let name = if innermost { info.name.clone() } else { format!("{}::{}", f.name, info.name) };
                slots.push((ctx.base + l, name, info.ty.clone(), written));
            }
        }
        let mut vars = Vec::new();
        for (slot, name, ty, written) in slots {
            let old = paused.state.slots.get(slot).clone();
            let mut path = Vec::new();
            let new = abstract_value(store, &old, &ty, &name, written, slot, &mut path, &mut vars);
            if new != old {
                paused.state.slots.set(slot, new);
            }
        }
        // The step starts in the abstract state itself, not on the path that reached it.
        paused.state.guard = Guard::root();
        self.paused.push(paused);
        Ok(vars)
    }

    /// After frame 1: each state variable's value where the next iteration pauses (`None`
    /// for one that is dead or unassigned there: any value), or `None` if no execution
    /// pauses (every iteration leaves the loop or ends).
    pub fn paused_values(&self, vars: &[StateVar]) -> Result<Option<Vec<Option<TermId>>>> {
        match self.paused.as_slice() {
            [] => Ok(None),
            [p] => Ok(Some(
                vars.iter()
                    .map(|v| {
                        let mut val = p.state.slots.get(v.slot);
                        for &i in &v.path {
                            val = match val {
                                Value::Array(elems) => elems.get(i).unwrap_or(&Value::Dead),
                                _ => &Value::Dead,
                            };
                        }
                        match val {
                            Value::Scalar(t) => Some(*t),
                            _ => None,
                        }
                    })
                    .collect(),
            )),
            _ => Err(Error::new(ErrorKind::Unsupported, "the transition system needs a single cut point")),
        }
    }
}

/// The value `v` (of type `ty`) with its state scalars replaced by fresh variables (all of
/// them when `written`, else the non-constant ones), recording each in `out`.
#[allow(clippy::too_many_arguments)]
fn abstract_value(
    store: &mut TermStore,
    v: &Value,
    ty: &Type,
    name: &str,
    written: bool,
    slot: usize,
    path: &mut Vec<usize>,
    out: &mut Vec<StateVar>,
) -> Value {
    match v {
        Value::Dead => v.clone(),
        // Declared, never assigned: an arbitrary value that stays until the loop writes it.
        // Only a written one is state (a read-only one is arbitrary in every iteration anyway).
        Value::Uninit if !written => v.clone(),
        Value::Uninit => match ty {
            Type::Int(_) | Type::Float(_) | Type::Pointer(_) => {
                let w = match ty {
                    Type::Int(i) => i.bits,
                    Type::Float(f) => f.bits(),
                    _ => 64,
                };
                let arbitrary = Value::Scalar(store.fresh_var(w));
                abstract_value(store, &arbitrary, ty, name, written, slot, path, out)
            }
            Type::Array(_, n) => {
                let elems = Value::Array(Rc::new(vec![Value::Uninit; *n as usize]));
                abstract_value(store, &elems, ty, name, written, slot, path, out)
            }
            Type::Struct(s) if !s.is_union => {
                let fields = Value::Array(Rc::new(vec![Value::Uninit; s.fields.len()]));
                abstract_value(store, &fields, ty, name, written, slot, path, out)
            }
            // A union's bytes are made when it is first written or read.
            _ => v.clone(),
        },
        Value::Scalar(t) => {
            if !written && store.as_const(*t).is_some() {
                return v.clone();
            }
            let w = store.width(*t);
            let (sty, pointer) = match ty {
                Type::Int(i) => (ScalarTy::Int(*i), false),
                Type::Float(f) => (ScalarTy::Float(*f), false),
                Type::Pointer(_) => (ScalarTy::Int(IntTy::ULONG), true),
                _ => (ScalarTy::Int(IntTy::bit_field(w, false)), false),
            };
            let fresh = store.fresh_var(w);
            out.push(StateVar { name: name.to_string(), ty: sty, pointer, term: fresh, init: *t, slot, path: path.clone() });
            Value::Scalar(fresh)
        }
        Value::Array(elems) => {
            let union_bytes = matches!(ty, Type::Struct(s) if s.is_union);
            let mut changed = false;
            let mut new = Vec::with_capacity(elems.len());
            for (i, e) in elems.iter().enumerate() {
                let (ety, ename) = match ty {
                    Type::Array(elem, _) => ((**elem).clone(), format!("{name}[{i}]")),
                    Type::Struct(s) if !union_bytes && i < s.fields.len() => {
                        (s.fields[i].ty.clone(), format!("{name}.{}", s.fields[i].name))
                    }
                    // A union is held as its bytes.
                    _ => (Type::Int(IntTy::UCHAR), format!("((unsigned char *)&{name})[{i}]")),
                };
                path.push(i);
                let ne = abstract_value(store, e, &ety, &ename, written, slot, path, out);
                path.pop();
                changed |= &ne != e;
                new.push(ne);
            }
            if changed {
                Value::Array(Rc::new(new))
            } else {
                v.clone()
            }
        }
    }
}
