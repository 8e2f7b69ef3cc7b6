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
            return Err(Error::new(
                ErrorKind::Unsupported,
                "the transition system needs a single cut point (inner loops were cut)",
            ));
        }
        let Some(mut paused) = self.paused.pop() else { return Ok(Vec::new()) };
        let lp = self
            .config
            .incremental_loop
            .clone()
            .ok_or_else(|| Error::internal("no incremental loop"))?;
        let (modified, through_pointer) =
            crate::ir::loops::modified_vars_and_pointer_writes(self.program, &lp);
        let top = paused
            .stack
            .last()
            .cloned()
            .ok_or_else(|| Error::internal("paused without a call context"))?;
        // Every slot live at the head: the globals, then each call's locals (outermost first).
        let mut slots: Vec<(usize, String, Type, bool)> = Vec::new();
        for (g, info) in self.program.globals.iter().enumerate() {
            let written = modified.contains(&Var::Global(g as u32))
                || (through_pointer
                    && !info.read_only
                    && self.address_taken.globals.contains(&(g as u32)));
            slots.push((g, info.name.clone(), info.ty.clone(), written));
        }
        for (depth, ctx) in paused.stack.iter().enumerate() {
            let f = self.program.function(ctx.func);
            let innermost = depth + 1 == paused.stack.len();
            for (l, info) in f.locals.iter().enumerate() {
                let written = (innermost
                    && ctx.base == top.base
                    && modified.contains(&Var::Local(l as u32)))
                    || (through_pointer
                        && self.address_taken.locals[ctx.func.0 as usize].contains(&(l as u32)));
                let name = if innermost {
                    info.name.clone()
                } else {
                    format!("{}::{}", f.name, info.name)
                };
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

    /// The value `v` (a state variable of a transition system built for the same program
    /// and loop, without cut loops) has in the single paused execution, if it has one there.
    pub fn paused_value_of(&self, v: &StateVar) -> Option<TermId> {
        match self.paused.as_slice() {
            [p] => leaf_value(p.state.slots.get(v.slot), &v.path),
            _ => None,
        }
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
            _ => Err(Error::new(
                ErrorKind::Unsupported,
                "the transition system needs a single cut point",
            )),
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
            out.push(StateVar {
                name: name.to_string(),
                ty: sty,
                pointer,
                term: fresh,
                init: *t,
                slot,
                path: path.clone(),
            });
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
                        (s.fields[i].ty.clone(), super::names::member(name, &s.fields[i].name))
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

/// A place where executions pause with cut loops: a cut point and the call stack reaching it.
#[derive(Debug, Clone, PartialEq)]
struct Location {
    func: crate::ir::FuncId,
    pc: usize,
    stack: Vec<super::CallCtx>,
}

/// One scalar of a typed value: its path from the value's root, C name and type.
struct Leaf {
    path: Vec<usize>,
    name: String,
    ty: ScalarTy,
    width: u32,
    pointer: bool,
}

/// The scalars of a value of type `ty`, in order (a union's bytes, arrays' elements, members).
fn leaves_of(ty: &Type, name: &str, path: &mut Vec<usize>, out: &mut Vec<Leaf>) {
    match ty {
        Type::Int(i) => out.push(Leaf {
            path: path.clone(),
            name: name.into(),
            ty: ScalarTy::Int(*i),
            width: i.bits,
            pointer: false,
        }),
        Type::Float(f) => out.push(Leaf {
            path: path.clone(),
            name: name.into(),
            ty: ScalarTy::Float(*f),
            width: f.bits(),
            pointer: false,
        }),
        Type::Pointer(_) => out.push(Leaf {
            path: path.clone(),
            name: name.into(),
            ty: ScalarTy::Int(IntTy::ULONG),
            width: 64,
            pointer: true,
        }),
        Type::Array(elem, n) => {
            for i in 0..*n as usize {
                path.push(i);
                leaves_of(elem, &format!("{name}[{i}]"), path, out);
                path.pop();
            }
        }
        Type::Struct(s) if s.is_union => {
            for i in 0..s.size as usize {
                path.push(i);
                leaves_of(
                    &Type::Int(IntTy::UCHAR),
                    &format!("((unsigned char *)&{name})[{i}]"),
                    path,
                    out,
                );
                path.pop();
            }
        }
        Type::Struct(s) => {
            for (i, f) in s.fields.iter().enumerate() {
                path.push(i);
                leaves_of(&f.ty, &super::names::member(name, &f.name), path, out);
                path.pop();
            }
        }
        Type::Void | Type::Function(_) | Type::Opaque(_) => {}
    }
}

/// The scalar at `path` in `v`, if it is one there.
fn leaf_value(v: &Value, path: &[usize]) -> Option<TermId> {
    let mut val = v;
    for &i in path {
        val = match val {
            Value::Array(elems) => elems.get(i)?,
            _ => return None,
        };
    }
    match val {
        Value::Scalar(t) => Some(*t),
        _ => None,
    }
}

/// A value of type `ty` whose scalars are `terms`, in `leaves_of` order.
fn value_of(ty: &Type, terms: &mut impl Iterator<Item = TermId>) -> Value {
    match ty {
        Type::Int(_) | Type::Float(_) | Type::Pointer(_) => {
            Value::Scalar(terms.next().expect("one term per leaf"))
        }
        Type::Array(elem, n) => {
            Value::Array(Rc::new((0..*n as usize).map(|_| value_of(elem, terms)).collect()))
        }
        Type::Struct(s) if s.is_union => Value::Array(Rc::new(
            (0..s.size as usize).map(|_| value_of(&Type::Int(IntTy::UCHAR), terms)).collect(),
        )),
        Type::Struct(s) => {
            Value::Array(Rc::new(s.fields.iter().map(|f| value_of(&f.ty, terms)).collect()))
        }
        Type::Void | Type::Function(_) | Type::Opaque(_) => Value::Dead,
    }
}

/// The state of the transition system with cut loops, between frames 0 and 1.
pub struct Locations {
    locations: Vec<Location>,
    /// Per state variable: `None` for the selector and globals, `Some(j)` for a local of
    /// location `j`'s call chain.
    owner: Vec<Option<usize>>,
}

impl<'p> Symex<'p> {
    /// After frame 0 with cut loops: the state is a location (cut point and call stack), every
    /// global that is written or not constant, and every local of each location's call chain;
    /// one abstract execution per location is paused for frame 1, selected by the location
    /// variable. Returns the state variables (the selector first) with their initial values
    /// (the paused executions of frame 0, merged by their guards).
    pub fn abstract_locations(
        &mut self,
        store: &mut TermStore,
    ) -> Result<(Vec<StateVar>, Locations)> {
        let program = self.program;
        let locations = self.cut_locations()?;
        let paused0 = std::mem::take(&mut self.paused);
        let at = |p: &super::Paused| -> Result<usize> {
            locations.iter().position(|l| l.func == p.func && l.pc == p.pc && l.stack == p.stack).ok_or_else(|| {
                Error::new(ErrorKind::Unsupported, "an execution pauses at a cut point with a call stack the transition system does not know")
            })
        };
        let starts: Vec<(usize, TermId)> =
            paused0.iter().map(|p| Ok((at(p)?, p.state.guard.term()))).collect::<Result<_>>()?;

        let global_slots = self.state_globals(store, &paused0);
        let local_slots = location_locals(program, &locations);

        // The selector, then globals, then each location's locals.
        let sel = store.fresh_var(32);
        let sel_init = {
            let arms: Vec<(TermId, TermId)> =
                starts.iter().map(|&(j, g)| (g, store.constant(32, j as u64))).collect();
            {
                let zero = store.constant(32, 0);
                store.select(&arms, zero)
            }
        };
        let mut vars = vec![StateVar {
            name: "<location>".into(),
            ty: ScalarTy::Int(IntTy::UINT),
            pointer: false,
            term: sel,
            init: sel_init,
            slot: usize::MAX,
            path: Vec::new(),
        }];
        let mut global_values = Vec::new();
        for (slot, ty, name) in &global_slots {
            let mut leaves = Vec::new();
            leaves_of(ty, name, &mut Vec::new(), &mut leaves);
            let terms: Vec<TermId> = leaves
                .iter()
                .map(|l| {
                    let inits = paused0
                        .iter()
                        .map(|p| {
                            (p.state.guard.term(), leaf_value(p.state.slots.get(*slot), &l.path))
                        })
                        .collect();
                    state_var(store, *slot, l, inits, &mut vars)
                })
                .collect();
            global_values.push(value_of(ty, &mut terms.into_iter()));
        }
        let mut owner: Vec<Option<usize>> = vec![None; vars.len()];
        let mut local_values = Vec::new();
        for (j, slots) in local_slots.iter().enumerate() {
            let mut values = Vec::new();
            for (slot, ty, name) in slots {
                let mut leaves = Vec::new();
                leaves_of(ty, name, &mut Vec::new(), &mut leaves);
                let terms: Vec<TermId> = leaves
                    .iter()
                    .map(|l| {
                        let inits = paused0
                            .iter()
                            .zip(&starts)
                            .filter(|(_, s)| s.0 == j)
                            .map(|(p, _)| {
                                (
                                    p.state.guard.term(),
                                    leaf_value(p.state.slots.get(*slot), &l.path),
                                )
                            })
                            .collect();
                        state_var(store, *slot, l, inits, &mut vars)
                    })
                    .collect();
                values.push(value_of(ty, &mut terms.into_iter()));
            }
            owner.resize(vars.len(), Some(j));
            local_values.push(values);
        }

        // One abstract execution per location, selected by the location variable. Globals that
        // are not state keep the value frame 0 left (the same constant in every execution).
        let base_slots = match paused0.first() {
            Some(p) => p.state.slots.clone(),
            None => return Ok((Vec::new(), Locations { locations, owner })),
        };
        for (j, l) in locations.iter().enumerate() {
            let k = store.constant(32, j as u64);
            let c = store.eq(sel, k);
            let mut st =
                super::State { guard: Guard::root().and(store, c), slots: base_slots.clone() };
            for ((slot, _, _), v) in global_slots.iter().zip(&global_values) {
                st.slots.set(*slot, v.clone());
            }
            for ((slot, _, _), v) in local_slots[j].iter().zip(&local_values[j]) {
                st.slots.set(*slot, v.clone());
            }
            for ctx in &l.stack {
                st.slots.set(ctx.base + program.function(ctx.func).locals.len(), Value::Dead);
            }
            self.paused.push(super::Paused {
                func: l.func,
                pc: l.pc,
                state: st,
                stack: l.stack.clone(),
            });
        }
        Ok((vars, Locations { locations, owner }))
    }

    /// The cut points (the incremental loop's body entry, cut loops') with each call stack
    /// that reaches them: the locations of the transition system.
    fn cut_locations(&mut self) -> Result<Vec<Location>> {
        let program = self.program;
        let mut cuts: Vec<(crate::ir::FuncId, usize)> = Vec::new();
        if let Some(l) = &self.config.incremental_loop {
            cuts.push((l.func, crate::ir::loops::body_entry(program, l)));
        }
        for l in &self.config.cut_loops {
            cuts.push((l.func, crate::ir::loops::body_entry(program, l)));
        }
        let funcs: std::collections::HashSet<_> = cuts.iter().map(|c| c.0).collect();
        let entry_ctx = super::CallCtx {
            func: self.config.entry,
            base: program.globals.len(),
            ret_place: None,
            resume_pc: 0,
        };
        let reaching = super::anywhere::reaching(program, &funcs);
        let mut chains = Vec::new();
        self.call_chains(&funcs, &reaching, &mut vec![entry_ctx], &mut chains)?;
        Ok(cuts
            .iter()
            .flat_map(|&(f, pc)| {
                chains
                    .iter()
                    .filter(move |ch| ch.last().is_some_and(|c| c.func == f))
                    .map(move |ch| Location { func: f, pc, stack: ch.clone() })
            })
            .collect())
    }

    /// The globals that are state: written by the program, or not the same constant in every
    /// paused execution. (slot, type, name) each.
    fn state_globals(
        &self,
        store: &TermStore,
        paused0: &[super::Paused],
    ) -> Vec<(usize, Type, String)> {
        let program = self.program;
        let (written, through_pointer) = crate::ir::loops::globals_written(program);
        let mut global_slots = Vec::new();
        for (g, info) in program.globals.iter().enumerate() {
            let constant_everywhere = paused0.iter().all(|p| {
                let mut leaves = Vec::new();
                leaves_of(&info.ty, &info.name, &mut Vec::new(), &mut leaves);
                let v = p.state.slots.get(g);
                leaves
                    .iter()
                    .all(|l| leaf_value(v, &l.path).is_some_and(|t| store.as_const(t).is_some()))
            });
            let is_written = written.contains(&(g as u32))
                || (through_pointer
                    && !info.read_only
                    && self.address_taken.globals.contains(&(g as u32)));
            let same =
                paused0.windows(2).all(|w| w[0].state.slots.get(g) == w[1].state.slots.get(g));
            if is_written || !constant_everywhere || !same {
                global_slots.push((g, info.ty.clone(), info.name.clone()));
            }
        }
        global_slots
    }

    /// After frame 1 with cut loops: the next value of each state variable (`None`: any).
    pub fn next_locations(
        &self,
        store: &mut TermStore,
        vars: &[StateVar],
        locs: &Locations,
    ) -> Result<Vec<Option<TermId>>> {
        let mut next: Vec<Option<TermId>> = vec![None; vars.len()];
        let mut arrived: Vec<(usize, &super::Paused)> = Vec::new();
        for p in &self.paused {
            let j = locs.locations.iter().position(|l| l.func == p.func && l.pc == p.pc && l.stack == p.stack).ok_or_else(|| {
                Error::new(ErrorKind::Unsupported, "an execution pauses at a cut point with a call stack the transition system does not know")
            })?;
            arrived.push((j, p));
        }
        let arms: Vec<(TermId, TermId)> = arrived
            .iter()
            .map(|&(j, p)| (p.state.guard.term(), store.constant(32, j as u64)))
            .collect();
        next[0] = Some({
            let zero = store.constant(32, 0);
            store.select(&arms, zero)
        });
        let leaf_next = |store: &mut TermStore,
                         slot: usize,
                         path: &[usize],
                         var: &StateVar,
                         among: &[(usize, &super::Paused)]| {
            let arms: Vec<(TermId, TermId)> = among
                .iter()
                .map(|&(_, p)| {
                    let v = leaf_value(p.state.slots.get(slot), path)
                        .unwrap_or_else(|| store.fresh_var(store.width(var.term)));
                    (p.state.guard.term(), v)
                })
                .collect();
            match arms.as_slice() {
                [] => None,
                [(_, v)] => Some(*v),
                _ => {
                    let dflt = arms.last().expect("arms").1;
                    Some(store.select(&arms[..arms.len() - 1], dflt))
                }
            }
        };
        for (i, v) in vars.iter().enumerate().skip(1) {
            // Globals: from whichever execution arrived; locals of location j: from the one there
            // (any value when none is: the location is not the current one).
            next[i] = match locs.owner[i] {
                None => leaf_next(store, v.slot, &v.path, v, &arrived),
                Some(j) => {
                    let here: Vec<(usize, &super::Paused)> =
                        arrived.iter().copied().filter(|a| a.0 == j).collect();
                    leaf_next(store, v.slot, &v.path, v, &here)
                }
            };
        }
        Ok(next)
    }
}

/// The locals of each location's call stack: (slot, type, `@location:function::name`).
fn location_locals(
    program: &crate::ir::Program,
    locations: &[Location],
) -> Vec<Vec<(usize, Type, String)>> {
    locations
        .iter()
        .enumerate()
        .map(|(j, l)| {
            l.stack
                .iter()
                .flat_map(|ctx| {
                    let f = program.function(ctx.func);
                    f.locals.iter().enumerate().map(move |(i, info)| {
                        (ctx.base + i, info.ty.clone(), format!("@{j}:{}::{}", f.name, info.name))
                    })
                })
                .collect()
        })
        .collect()
}

/// A state variable for a leaf of slot `slot`, initially the value `inits` gives under its
/// guard (arbitrary where it gives none): its term, added to `vars`.
fn state_var(
    store: &mut TermStore,
    slot: usize,
    leaf: &Leaf,
    inits: Vec<(TermId, Option<TermId>)>,
    vars: &mut Vec<StateVar>,
) -> TermId {
    let term = store.fresh_var(leaf.width);
    let arbitrary = store.fresh_var(leaf.width);
    let arms: Vec<(TermId, TermId)> =
        inits.iter().map(|&(g, v)| (g, v.unwrap_or(arbitrary))).collect();
    let init = store.select(&arms, arbitrary);
    vars.push(StateVar {
        name: leaf.name.clone(),
        ty: leaf.ty,
        pointer: leaf.pointer,
        term,
        init,
        slot,
        path: leaf.path.clone(),
    });
    term
}
