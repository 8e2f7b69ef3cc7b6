//! Expressions and places: IR expressions to terms under a state, with C's integer semantics
//! (the IR has made every conversion explicit, so this is a direct mapping).

use std::rc::Rc;

use super::state::{Materialize, Side, Value};
use super::{EventKind, State, Symex};
use crate::error::{Error, ErrorKind, Result};
use crate::ir::cfloat;
use crate::ir::{BinOp, Expr, ExprKind, IntTy, Place, ScalarTy, Type, UnOp, Var};
use crate::term::{Op, TermId, TermStore};

pub(super) fn zero_value(store: &mut TermStore, ty: &Type) -> Value {
    match ty {
        Type::Int(t) => Value::Scalar(store.zero(t.bits)),
        Type::Float(t) => Value::Scalar(store.zero(t.bits())),
        Type::Array(elem, n) => {
            let z = zero_value(store, elem);
            Value::Array(Rc::new(vec![z; *n as usize]))
        }
        Type::Struct(s) if s.is_union => {
            Value::Array(Rc::new(vec![Value::Scalar(store.zero(8)); s.size as usize]))
        }
        Type::Struct(s) => {
            Value::Array(Rc::new(s.fields.iter().map(|f| zero_value(store, &f.ty)).collect()))
        }
        Type::Pointer(_) => Value::Scalar(store.zero(64)),
        Type::Void | Type::Function(_) | Type::Opaque(_) => Value::Dead,
    }
}

fn int_of(ty: &Type) -> IntTy {
    ty.word().unwrap_or_else(|| panic!("expected a scalar type, got {ty:?}"))
}

/// Merges make fresh values for an `Uninit` side through the executor, which records them as
/// inputs so traces can show them: on the executions of that side (so a trace lists the ones
/// its path uses), and, for a local declared without an initializer, with its name and its
/// declaration's execution (`validate::uninit` gives them to the compiled run).
struct Fresh<'a, 'p> {
    symex: &'a mut Symex<'p>,
    guard: TermId,
    name: String,
    slot: Option<usize>,
}

impl Materialize for Fresh<'_, '_> {
    fn fresh_for_merge(
        &mut self,
        store: &mut TermStore,
        like: &Value,
        side: Side,
        path: &[usize],
    ) -> Value {
        let g = match side {
            Side::Guard(g) => g,
            Side::Cond(c, true) => store.and(self.guard, c),
            Side::Cond(c, false) => {
                let n = store.not(c);
                store.and(self.guard, n)
            }
        };
        let decl = self.slot.and_then(|s| self.symex.decl_of_slot.get(&s).copied());
        let Some((site, instance)) = decl else {
            return self.symex.fresh_like(store, g, like, &self.name);
        };
        let d = &self.symex.program.uninit_decls[site as usize];
        let mut ty = self.symex.program.function(d.func).locals[d.local as usize].ty.clone();
        let mut name = d.name.clone();
        for &k in path {
            match &ty {
                Type::Array(e, _) => {
                    name.push_str(&format!("[{k}]"));
                    ty = (**e).clone();
                }
                Type::Struct(def) if !def.is_union => {
                    let Some(f) = def.fields.get(k) else {
                        return self.symex.fresh_like(store, g, like, &self.name);
                    };
                    name.push('.');
                    name.push_str(&f.name);
                    ty = f.ty.clone();
                }
                _ => return self.symex.fresh_like(store, g, like, &self.name),
            }
        }
        self.symex.materializing = Some((site, instance));
        let v = self.symex.fresh_typed_like(store, g, like, &ty, &name);
        self.symex.materializing = None;
        v
    }

    fn at_slot(&mut self, slot: Option<usize>) {
        self.slot = slot;
    }
}

impl<'p> Symex<'p> {
    pub(super) fn slot_of(&self, v: Var) -> usize {
        match v {
            Var::Global(g) => g as usize,
            Var::Local(l) => self.stack.last().expect("call context").base + l as usize,
        }
    }

    fn var_type(&self, v: Var) -> &'p Type {
        let ctx = self.stack.last().expect("call context");
        let f = self.program.function(ctx.func);
        self.program.var_type(f, v)
    }

    pub(super) fn var_name(&self, v: Var) -> &'p str {
        let ctx = self.stack.last().expect("call context");
        let f = self.program.function(ctx.func);
        self.program.var_name(f, v)
    }

    pub(super) fn is_temp(&self, v: Var) -> bool {
        match v {
            Var::Global(_) => false,
            Var::Local(l) => {
                let ctx = self.stack.last().expect("call context");
                self.program.function(ctx.func).locals[l as usize].is_temp
            }
        }
    }

    /// A fresh value of the given type: an input per scalar.
    pub(super) fn fresh_value(
        &mut self,
        store: &mut TermStore,
        guard: TermId,
        ty: &Type,
        name: &str,
        source: &str,
    ) -> Value {
        match ty {
            Type::Int(t) => {
                Value::Scalar(self.new_input(store, guard, ScalarTy::Int(*t), name, source))
            }
            Type::Float(t) => {
                Value::Scalar(self.new_input(store, guard, ScalarTy::Float(*t), name, source))
            }
            Type::Pointer(_) => Value::Scalar(self.new_input(
                store,
                guard,
                ScalarTy::Int(IntTy::ULONG),
                name,
                source,
            )),
            Type::Array(elem, n) => {
                let elems = (0..*n)
                    .map(|i| self.fresh_value(store, guard, elem, &format!("{name}[{i}]"), source))
                    .collect();
                Value::Array(Rc::new(elems))
            }
            Type::Struct(s) if s.is_union => {
                self.union_bytes(store, guard, Value::Uninit, s.size, name)
            }
            Type::Struct(s) => {
                let fields = s
                    .fields
                    .iter()
                    .map(|f| {
                        self.fresh_value(
                            store,
                            guard,
                            &f.ty,
                            &super::names::member(name, &f.name),
                            source,
                        )
                    })
                    .collect();
                Value::Array(Rc::new(fields))
            }
            Type::Void | Type::Function(_) | Type::Opaque(_) => Value::Dead,
        }
    }

    /// A fresh value shaped like `like` (used when a merge meets an uninitialized side).
    pub(super) fn fresh_like(
        &mut self,
        store: &mut TermStore,
        guard: TermId,
        like: &Value,
        name: &str,
    ) -> Value {
        match like {
            Value::Scalar(t) => {
                let w = store.width(*t);
                let ty =
                    ScalarTy::Int(if w == 1 { IntTy::BOOL } else { IntTy::bit_field(w, true) });
                Value::Scalar(self.new_input(store, guard, ty, name, "<uninitialized>"))
            }
            Value::Array(elems) => {
                let v = elems.iter().map(|e| self.fresh_like(store, guard, e, name)).collect();
                Value::Array(Rc::new(v))
            }
            Value::Dead | Value::Uninit => Value::Dead,
        }
    }

    /// `fresh_like` for a value of type `ty` named `name`: its components are named as the
    /// program names them (`a[2]`, `s.f`).
    fn fresh_typed_like(
        &mut self,
        store: &mut TermStore,
        guard: TermId,
        like: &Value,
        ty: &Type,
        name: &str,
    ) -> Value {
        match (like, ty) {
            (Value::Scalar(t), _) => {
                let w = store.width(*t);
                let sty = match ty.word() {
                    Some(i) if i.bits == w => ScalarTy::Int(i),
                    _ => match ty {
                        Type::Float(f) => ScalarTy::Float(*f),
                        _ => ScalarTy::Int(if w == 1 {
                            IntTy::BOOL
                        } else {
                            IntTy::bit_field(w, true)
                        }),
                    },
                };
                let sty =
                    if sty.bits() == w { sty } else { ScalarTy::Int(IntTy::bit_field(w, true)) };
                Value::Scalar(self.new_input(store, guard, sty, name, "<uninitialized>"))
            }
            (Value::Array(elems), Type::Array(e, _)) => {
                let v = elems
                    .iter()
                    .enumerate()
                    .map(|(i, x)| {
                        self.fresh_typed_like(store, guard, x, e, &format!("{name}[{i}]"))
                    })
                    .collect();
                Value::Array(Rc::new(v))
            }
            (Value::Array(elems), Type::Struct(def))
                if !def.is_union && def.fields.len() == elems.len() =>
            {
                let v = elems
                    .iter()
                    .zip(&def.fields)
                    .map(|(x, f)| {
                        self.fresh_typed_like(
                            store,
                            guard,
                            x,
                            &f.ty,
                            &super::names::member(name, &f.name),
                        )
                    })
                    .collect();
                Value::Array(Rc::new(v))
            }
            _ => self.fresh_like(store, guard, like, name),
        }
    }

    /// Merges the states arriving at one instruction.
    pub(super) fn merge_states(
        &mut self,
        store: &mut TermStore,
        states: Vec<State>,
    ) -> Option<State> {
        let guard = states.first().map(|s| s.guard.term()).unwrap_or(TermStore::FALSE);
        let mut fresh = Fresh { symex: self, guard, name: "<merged>".into(), slot: None };
        super::state::merge_all(store, &mut fresh, states)
    }

    pub(super) fn merge_values(
        &mut self,
        store: &mut TermStore,
        guard: TermId,
        g: TermId,
        a: Value,
        b: Value,
    ) -> Value {
        let mut fresh = Fresh { symex: self, guard, name: "<element>".into(), slot: None };
        super::state::merge_value(store, &mut fresh, g, a, b)
    }

    /// The value of a variable, materializing whatever of it is still uninitialized (and
    /// storing that back, so the arbitrary value stays the same on later reads).
    fn read_var(&mut self, store: &mut TermStore, st: &mut State, v: Var) -> Value {
        let slot = self.slot_of(v);
        let value = st.slots.get(slot).clone();
        if !has_uninit(&value) {
            return value;
        }
        let ty = self.var_type(v);
        let name = self.var_name(v).to_string();
        self.materializing = self.decl_of_slot.get(&slot).copied();
        let value = self.materialize(store, st.guard.term(), value, ty, &name);
        self.materializing = None;
        st.slots.set(slot, value.clone());
        value
    }

    /// A `Decl` of a local: an execution of its declaration, if it has no initializer
    /// (`Program::uninit_decls`), is an event its uninitialized values refer to.
    pub(super) fn note_decl(&mut self, guard: TermId, v: Var, slot: usize) {
        self.decl_of_slot.remove(&slot);
        let Var::Local(local) = v else { return };
        let Some(func) = self.stack.last().map(|c| c.func) else { return };
        let Some(&site) = self.uninit_sites.get(&(func, local)) else { return };
        let instance = self.decl_instances;
        self.decl_instances += 1;
        self.decl_of_slot.insert(slot, (site, instance));
        self.event(guard, EventKind::Decl { site, instance });
    }

    pub(super) fn materialize(
        &mut self,
        store: &mut TermStore,
        guard: TermId,
        v: Value,
        ty: &Type,
        name: &str,
    ) -> Value {
        match (v, ty) {
            (Value::Uninit | Value::Dead, ty) => {
                self.fresh_value(store, guard, ty, name, "<uninitialized>")
            }
            (Value::Array(elems), Type::Array(elem_ty, _)) if elems.iter().any(has_uninit) => {
                let v = elems
                    .iter()
                    .enumerate()
                    .map(|(i, e)| {
                        self.materialize(store, guard, e.clone(), elem_ty, &format!("{name}[{i}]"))
                    })
                    .collect();
                Value::Array(Rc::new(v))
            }
            (v, Type::Struct(s)) if s.is_union => self.union_bytes(store, guard, v, s.size, name),
            (Value::Array(elems), Type::Struct(s)) if elems.iter().any(has_uninit) => {
                let v = elems
                    .iter()
                    .zip(&s.fields)
                    .map(|(e, f)| {
                        self.materialize(
                            store,
                            guard,
                            e.clone(),
                            &f.ty,
                            &super::names::member(name, &f.name),
                        )
                    })
                    .collect();
                Value::Array(Rc::new(v))
            }
            (v, _) => v,
        }
    }

    pub(super) fn eval(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        e: &Expr,
    ) -> Result<Value> {
        Ok(match &e.kind {
            ExprKind::Var(v) => self.read_var(store, st, *v),
            ExprKind::Index(base, idx) => {
                if let ExprKind::Deref(p) = &base.kind {
                    if let Some((addr, fty)) = self.member_address(store, st, p, idx)? {
                        return self.deref_read(store, st, addr, &fty);
                    }
                }
                let arr = self.eval(store, st, base)?;
                if let (Some(def), Some(k)) = (super::union::is_union(&base.ty), idx.as_const()) {
                    return Ok(self.union_member(store, st.guard.term(), &arr, def, k));
                }
                let i = self.eval_scalar(store, st, idx)?;
                self.select(store, st.guard.term(), arr, i, &e.ty)
            }
            ExprKind::Deref(p) => {
                let addr = self.eval_scalar(store, st, p)?;
                self.deref_read(store, st, addr, &e.ty)?
            }
            _ => Value::Scalar(self.eval_scalar(store, st, e)?),
        })
    }

    pub(super) fn eval_scalar(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        e: &Expr,
    ) -> Result<TermId> {
        if is_float_expr(e) {
            return self.eval_float(store, st, e);
        }
        let ty = match e.ty.word() {
            Some(t) => t,
            None => {
                return Err(Error::at(
                    ErrorKind::Unsupported,
                    self.render(self.loc),
                    format!("value of type {} used as a scalar", e.ty),
                ))
            }
        };
        Ok(match &e.kind {
            ExprKind::Const(c) => store.constant(ty.bits, *c),
            ExprKind::AddrOf(p) => self.address(store, st, p)?,
            ExprKind::PtrAdd(p, o) => {
                let p = self.eval_scalar(store, st, p)?;
                let o = self.eval_scalar(store, st, o)?;
                super::pointer::offset_add(store, p, o)
            }
            ExprKind::ValidPtr(p, n) => {
                let p = self.eval_scalar(store, st, p)?;
                let ok = self.valid_pointer(st, store, p, *n);
                store.zext(ok, ty.bits)
            }
            ExprKind::PtrQuery(q, p) => self.ptr_query(store, st, *q, p, ty.bits)?,
            ExprKind::Var(_) | ExprKind::Index(..) | ExprKind::Deref(_) => match self
                .eval(store, st, e)?
            {
                Value::Scalar(t) => t,
                other => return Err(Error::internal(format!("scalar expected, got {other:?}"))),
            },
            ExprKind::Unary(op, a) => {
                let x = self.eval_scalar(store, st, a)?;
                match op {
                    UnOp::Neg => store.neg(x),
                    UnOp::BitNot => store.not(x),
                    UnOp::LogNot => {
                        let nz = store.is_nonzero(x);
                        let z = store.not(nz);
                        store.zext(z, ty.bits)
                    }
                }
            }
            ExprKind::Binary(
                op @ (BinOp::Sub | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge),
                a,
                b,
            ) if matches!(a.ty, Type::Pointer(_)) && matches!(b.ty, Type::Pointer(_)) => {
                let x = self.eval_scalar(store, st, a)?;
                let y = self.eval_scalar(store, st, b)?;
                self.pointer_relation(store, st, *op, x, y, ty.bits)
            }
            ExprKind::Binary(op, a, b) => {
                let at = int_of(&a.ty);
                let x = self.eval_scalar(store, st, a)?;
                let y = self.eval_scalar(store, st, b)?;
                binary(store, *op, at, x, y, ty)
            }
            ExprKind::Cast(a) => {
                let from = int_of(&a.ty);
                let x = self.eval_scalar(store, st, a)?;
                convert(store, x, from, ty)
            }
            ExprKind::Ite(c, a, b) => {
                let c = self.eval_scalar(store, st, c)?;
                let c = store.is_nonzero(c);
                let x = self.eval_scalar(store, st, a)?;
                let y = self.eval_scalar(store, st, b)?;
                store.ite(c, x, y)
            }
            ExprKind::Math(..) => unreachable!("math functions are float expressions"),
        })
    }

    /// Expressions that compute or convert floats (`cfloat` gives their meaning).
    fn eval_float(&mut self, store: &mut TermStore, st: &mut State, e: &Expr) -> Result<TermId> {
        let bits =
            e.ty.scalar()
                .map(|s| s.bits())
                .ok_or_else(|| Error::internal("float expression of a non-scalar type"))?;
        Ok(match &e.kind {
            ExprKind::Const(c) => store.constant(bits, *c),
            ExprKind::Var(_) | ExprKind::Index(..) | ExprKind::Deref(_) => match self
                .eval(store, st, e)?
            {
                Value::Scalar(t) => t,
                other => return Err(Error::internal(format!("scalar expected, got {other:?}"))),
            },
            ExprKind::AddrOf(_)
            | ExprKind::PtrAdd(..)
            | ExprKind::ValidPtr(..)
            | ExprKind::PtrQuery(..) => {
                return Err(Error::internal("a pointer expression of float type"))
            }
            ExprKind::Unary(op, a) => {
                let x = self.eval_scalar(store, st, a)?;
                cfloat::unary(store, *op, x, bits)
            }
            ExprKind::Binary(op, a, b) => {
                let x = self.eval_scalar(store, st, a)?;
                let y = self.eval_scalar(store, st, b)?;
                let rm = self.rounding_mode(store, st);
                cfloat::binary(store, *op, x, y, bits, rm)
            }
            ExprKind::Cast(a) => {
                let from = a.ty.scalar().ok_or_else(|| Error::internal("cast of a non-scalar"))?;
                let to = e.ty.scalar().ok_or_else(|| Error::internal("cast to a non-scalar"))?;
                if from.bits() > 64 || to.bits() > 64 {
                    // gcc's `__floattidf`, `__fixdfti` & co.: the float circuits take integers
                    // up to 64 bits.
                    return Err(Error::at(
                        ErrorKind::Unsupported,
                        self.render(self.loc),
                        format!("conversion from {from} to {to} (floats and integers wider than 64 bits)"),
                    ));
                }
                let x = self.eval_scalar(store, st, a)?;
                let rm = self.rounding_mode(store, st);
                cfloat::cast(store, x, from, to, rm)
            }
            ExprKind::Ite(c, a, b) => {
                let c = self.eval_scalar(store, st, c)?;
                let c = store.is_nonzero(c);
                let x = self.eval_scalar(store, st, a)?;
                let y = self.eval_scalar(store, st, b)?;
                store.ite(c, x, y)
            }
            ExprKind::Math(f, xs) => {
                let mut args = Vec::with_capacity(xs.len());
                for x in xs {
                    args.push(self.eval_scalar(store, st, x)?);
                }
                let rm = self.rounding_mode(store, st);
                cfloat::math(store, *f, &args, bits, rm)
            }
        })
    }

    /// The current rounding mode as the 2-bit operand of the float operators: bits 10..12 of
    /// the program's mode variable (glibc's `FE_*` values on x86-64 are the mode number
    /// shifted left by 10, and `fesetround` stores only those), or round-to-nearest-even
    /// when the program never sets the mode.
    fn rounding_mode(&mut self, store: &mut TermStore, st: &mut State) -> TermId {
        let Some(v) = self.program.rounding_mode else { return store.rne() };
        match self.read_var(store, st, v) {
            Value::Scalar(t) => store.extract(t, 10, 2),
            other => panic!("the rounding mode is a scalar, got {other:?}"),
        }
    }

    /// Element `i` of an array value.
    pub(super) fn select(
        &mut self,
        store: &mut TermStore,
        guard: TermId,
        arr: Value,
        i: TermId,
        elem_ty: &Type,
    ) -> Value {
        let Value::Array(elems) = arr else {
            panic!("indexing a non-array value {arr:?}");
        };
        let n = elems.len() as u64;
        if let Some(k) = store.as_const(i) {
            return match elems.get(k as usize).filter(|_| k < n) {
                Some(v) => v.clone(),
                None => self.fresh_value(
                    store,
                    guard,
                    elem_ty,
                    "<out-of-bounds read>",
                    "<out-of-bounds read>",
                ),
            };
        }
        // An index that took one of a few known values selects through its own conditions:
        // `t[i]` and `t[i + 1]` then share them, and arithmetic on the two folds leaf by leaf
        // (`TermStore::lift_constant_trees`) instead of becoming circuits.
        let mut budget = 16;
        if let Some(v) = self.select_by_cases(store, guard, &elems, i, &mut budget) {
            return v;
        }
        // Undefined in C when out of bounds: any value (a fresh one) is a sound model. It is
        // an input of the execution only where the index really is out of bounds.
        let iw = store.width(i);
        let len = store.constant(iw, n);
        let in_bounds = store.ult(i, len);
        let (mut acc, cases) = if in_bounds == TermStore::TRUE {
            (elems[elems.len() - 1].clone(), &elems[..elems.len() - 1])
        } else {
            let out_of_bounds = store.not(in_bounds);
            let oob_guard = store.and(guard, out_of_bounds);
            (
                self.fresh_value(
                    store,
                    oob_guard,
                    elem_ty,
                    "<out-of-bounds read>",
                    "<out-of-bounds read>",
                ),
                &elems[..],
            )
        };
        for (k, e) in cases.iter().enumerate().rev() {
            let kc = store.constant(iw, k as u64);
            let hit = store.eq(i, kc);
            acc = self.merge_values(store, guard, hit, e.clone(), acc);
        }
        acc
    }

    /// `elems[i]` for an index that is a constant-leaf `ite` tree of at most `budget` inner
    /// nodes, every leaf in bounds: the tree with each leaf replaced by its element.
    fn select_by_cases(
        &mut self,
        store: &mut TermStore,
        guard: TermId,
        elems: &[Value],
        i: TermId,
        budget: &mut u32,
    ) -> Option<Value> {
        if let Some(k) = store.as_const(i) {
            return usize::try_from(k).ok().and_then(|k| elems.get(k)).cloned();
        }
        let Op::Ite(c, a, b) = store.node(i).op else { return None };
        *budget = budget.checked_sub(1)?;
        let va = self.select_by_cases(store, guard, elems, a, budget)?;
        let vb = self.select_by_cases(store, guard, elems, b, budget)?;
        Some(self.merge_values(store, guard, c, va, vb))
    }

    fn read_place(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        p: &Place,
    ) -> Result<(Value, Type)> {
        match p {
            Place::Var(v) => Ok((self.read_var(store, st, *v), self.var_type(*v).clone())),
            Place::Deref(e) => {
                let ty = self
                    .place_type_of(p)
                    .ok_or_else(|| Error::internal("dereference of a non-pointer"))?;
                let addr = self.eval_scalar(store, st, e)?;
                Ok((self.deref_read(store, st, addr, &ty)?, ty))
            }
            Place::Index(base, idx) => {
                if let Some((addr, fty)) = self.member_through_pointer(store, st, base, idx)? {
                    return Ok((self.deref_read(store, st, addr, &fty)?, fty));
                }
                let (arr, ty) = self.read_place(store, st, base)?;
                let Some(elem_ty) = ty.component(idx.as_const()).cloned() else {
                    return Err(Error::internal("indexing a non-array place"));
                };
                if let (Some(def), Some(k)) = (super::union::is_union(&ty), idx.as_const()) {
                    return Ok((self.union_member(store, st.guard.term(), &arr, def, k), elem_ty));
                }
                let i = self.eval_scalar(store, st, idx)?;
                Ok((self.select(store, st.guard.term(), arr, i, &elem_ty), elem_ty))
            }
        }
    }

    /// Assigns `v` to the place. Out-of-bounds writes have no effect (undefined in C).
    pub(super) fn write_place(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        p: &Place,
        v: Value,
    ) -> Result<()> {
        self.record_assign(store, st, p, &v)?;
        self.store_place(store, st, p, v)
    }

    fn store_place(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        p: &Place,
        v: Value,
    ) -> Result<()> {
        match p {
            Place::Var(var) => {
                let slot = self.slot_of(*var);
                st.slots.set(slot, v);
                Ok(())
            }
            Place::Deref(e) => {
                let ty = self
                    .place_type_of(p)
                    .ok_or_else(|| Error::internal("dereference of a non-pointer"))?;
                let addr = self.eval_scalar(store, st, e)?;
                self.deref_write(store, st, addr, &ty, v)
            }
            Place::Index(base, idx) => {
                if let Some((addr, fty)) = self.member_through_pointer(store, st, base, idx)? {
                    return self.deref_write(store, st, addr, &fty, v);
                }
                if let Some(Type::Struct(def)) =
                    self.place_type_of(base).filter(|t| super::union::is_union(t).is_some())
                {
                    let k =
                        idx.as_const().ok_or_else(|| Error::internal("symbolic member index"))?;
                    let u = self.read_place_for_write(store, st, base)?;
                    let u = self.union_with(store, u, &def, k, &v);
                    return self.store_place(store, st, base, u);
                }
                let i = self.eval_scalar(store, st, idx)?;
                let arr = self.read_place_for_write(store, st, base)?;
                let Value::Array(elems) = arr else {
                    return Err(Error::internal("indexing a non-array place"));
                };
                let mut elems = (*elems).clone();
                if let Some(k) = store.as_const(i) {
                    if (k as usize) < elems.len() && k < elems.len() as u64 {
                        elems[k as usize] = v;
                    }
                } else {
                    let iw = store.width(i);
                    for (k, e) in elems.iter_mut().enumerate() {
                        self.check_terminate()?;
                        let kc = store.constant(iw, k as u64);
                        let hit = store.eq(i, kc);
                        *e = self.merge_values(store, st.guard.term(), hit, v.clone(), e.clone());
                    }
                }
                self.store_place(store, st, base, Value::Array(Rc::new(elems)))
            }
        }
    }

    /// The current value of an array place about to be partly overwritten: uninitialized
    /// elements stay uninitialized (no inputs are made for values about to be replaced).
    fn read_place_for_write(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        p: &Place,
    ) -> Result<Value> {
        let shape = |v: Value, ty: &Type| match (v, ty) {
            (Value::Uninit | Value::Dead, Type::Array(_, n)) => {
                Value::Array(Rc::new(vec![Value::Uninit; *n as usize]))
            }
            (Value::Uninit | Value::Dead, Type::Struct(s)) if s.is_union => {
                Value::Array(Rc::new(vec![Value::Uninit; s.size as usize]))
            }
            (Value::Uninit | Value::Dead, Type::Struct(s)) => {
                Value::Array(Rc::new(vec![Value::Uninit; s.fields.len()]))
            }
            (v, _) => v,
        };
        match p {
            Place::Var(v) => {
                let slot = self.slot_of(*v);
                let ty = self.var_type(*v);
                Ok(shape(st.slots.get(slot).clone(), ty))
            }
            Place::Deref(_) => Ok(self.read_place(store, st, p)?.0),
            Place::Index(base, _)
                if self
                    .place_type_of(base)
                    .is_some_and(|t| super::union::is_union(&t).is_some()) =>
            {
                Ok(self.read_place(store, st, p)?.0)
            }
            Place::Index(base, idx) => {
                let i = self.eval_scalar(store, st, idx)?;
                let elem_ty = match self
                    .place_type_of(base)
                    .as_ref()
                    .and_then(|t| t.component(idx.as_const()))
                {
                    Some(e) => e.clone(),
                    None => return Err(Error::internal("indexing a non-array place")),
                };
                match (store.as_const(i), self.read_place_for_write(store, st, base)?) {
                    (Some(k), Value::Array(elems))
                        if (k as usize) < elems.len() && k < elems.len() as u64 =>
                    {
                        Ok(shape(elems[k as usize].clone(), &elem_ty))
                    }
                    _ => Ok(self.read_place(store, st, p)?.0),
                }
            }
        }
    }

    /// `p->m` (member `idx` of the struct `*p`, not a bit-field): the member's address and
    /// type, so that it is read or written alone, as C accesses it, whatever the object `p`
    /// points to holds after the member (a pointer to a longer struct than the object).
    fn member_through_pointer(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        base: &Place,
        idx: &Expr,
    ) -> Result<Option<(TermId, Type)>> {
        let Place::Deref(e) = base else { return Ok(None) };
        self.member_address(store, st, e, idx)
    }

    /// The address and type of `e->m`, member `idx` of the struct `e` points to (not a
    /// bit-field, not of a union).
    fn member_address(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        e: &Expr,
        idx: &Expr,
    ) -> Result<Option<(TermId, Type)>> {
        let Some(f) = crate::ir::checks::member_of_pointee(e, idx).filter(|f| f.bit.is_none())
        else {
            return Ok(None);
        };
        let p = self.eval_scalar(store, st, e)?;
        let off = store.constant(64, f.offset);
        Ok(Some((super::pointer::offset_add(store, p, off), f.ty.clone())))
    }

    pub(super) fn place_type_of(&self, p: &Place) -> Option<Type> {
        match p {
            Place::Var(v) => Some(self.var_type(*v).clone()),
            Place::Index(b, i) => self.place_type_of(b)?.component(i.as_const()).cloned(),
            Place::Deref(e) => match &e.ty {
                Type::Pointer(t) => Some((**t).clone()),
                _ => None,
            },
        }
    }

    /// Trace event for assignments to named (non-temporary) scalars.
    fn record_assign(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        p: &Place,
        v: &Value,
    ) -> Result<()> {
        let Value::Scalar(value) = v else { return Ok(()) };
        let Some(root) = p.root() else { return Ok(()) };
        if self.is_temp(root) {
            return Ok(());
        }
        let ty = store.width(*value);
        let (name, index) = self.place_text(store, st, p)?;
        let ity = self
            .place_type_of(p)
            .and_then(|t| t.scalar().or_else(|| t.word().map(ScalarTy::Int)))
            .unwrap_or(ScalarTy::Int(if ty == 1 {
                IntTy::BOOL
            } else {
                IntTy::bit_field(ty, true)
            }));
        self.event(st.guard.term(), EventKind::Assign { name, ty: ity, value: *value, index });
        Ok(())
    }
}

/// Whether `e` has a float type or float operands (or is a math function).
fn is_float_expr(e: &Expr) -> bool {
    let f = |x: &Expr| matches!(x.ty, Type::Float(_));
    f(e) || match &e.kind {
        ExprKind::Cast(a) | ExprKind::Unary(_, a) | ExprKind::Binary(_, a, _) => f(a),
        ExprKind::Math(..) => true,
        _ => false,
    }
}

pub(super) fn has_uninit(v: &Value) -> bool {
    match v {
        Value::Uninit | Value::Dead => true,
        Value::Scalar(_) => false,
        Value::Array(elems) => elems.iter().any(has_uninit),
    }
}

/// C conversion between integer types (`to _Bool` is `!= 0`).
pub(super) fn convert(store: &mut TermStore, x: TermId, from: IntTy, to: IntTy) -> TermId {
    if to.is_bool() {
        return store.is_nonzero(x);
    }
    store.resize(x, to.bits, from.signed && !from.is_bool())
}

fn binary(store: &mut TermStore, op: BinOp, at: IntTy, x: TermId, y: TermId, rt: IntTy) -> TermId {
    let b = |store: &mut TermStore, t: TermId| store.zext(t, rt.bits);
    match op {
        BinOp::Add => store.add(x, y),
        BinOp::Sub => store.sub(x, y),
        BinOp::Mul => store.mul(x, y),
        BinOp::Div => {
            if at.signed {
                store.sdiv(x, y)
            } else {
                store.udiv(x, y)
            }
        }
        BinOp::Rem => {
            if at.signed {
                store.srem(x, y)
            } else {
                store.urem(x, y)
            }
        }
        BinOp::Shl => store.shl(x, y),
        BinOp::Shr => {
            if at.signed {
                store.ashr(x, y)
            } else {
                store.lshr(x, y)
            }
        }
        BinOp::BitAnd => store.and(x, y),
        BinOp::BitOr => store.or(x, y),
        BinOp::BitXor => store.xor(x, y),
        BinOp::Eq => {
            let t = store.eq(x, y);
            b(store, t)
        }
        BinOp::Ne => {
            let t = store.ne(x, y);
            b(store, t)
        }
        BinOp::Lt | BinOp::Gt | BinOp::Le | BinOp::Ge => {
            let (l, r) = if matches!(op, BinOp::Lt | BinOp::Le) { (x, y) } else { (y, x) };
            let t = match (matches!(op, BinOp::Lt | BinOp::Gt), at.signed) {
                (true, true) => store.slt(l, r),
                (true, false) => store.ult(l, r),
                (false, true) => store.sle(l, r),
                (false, false) => store.ule(l, r),
            };
            b(store, t)
        }
        BinOp::LogAnd | BinOp::LogOr => {
            let (px, py) = (store.is_nonzero(x), store.is_nonzero(y));
            let t = if op == BinOp::LogAnd { store.and(px, py) } else { store.or(px, py) };
            b(store, t)
        }
    }
}
