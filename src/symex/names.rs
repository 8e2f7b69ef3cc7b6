//! Names of trace steps as C text: an input is named after where the program stores it
//! (`rtU.Cmd`, `arr[2]`, `p->x`, a declared local), never after a frontend temporary.
//!
//! The frontend stores a nondeterministic value straight into its destination when the types
//! agree; otherwise (`u8 = nondet_int()`, an argument `step(nondet_int())`) it goes through a
//! temporary `$tmpN` and a conversion. Such inputs are renamed when the temporary's value
//! reaches a place: the next assignment or parameter that reads the temporary (through
//! conversions only). Until then, and for good if no place takes it (`if (nondet_int())`),
//! the input is named after its function and line (`nondet_int@12`).

use super::{State, Symex};
use crate::error::Result;
use crate::ir::{Expr, ExprKind, Place, Type, Var};
use crate::term::{TermId, TermStore};

/// The C name of member `field` of `name`: an unnamed member (an anonymous struct's, a
/// vector's array of elements) adds nothing, its members or elements are named from `name`.
pub(super) fn member(name: &str, field: &str) -> String {
    if field.is_empty() {
        name.to_string()
    } else {
        format!("{name}.{field}")
    }
}

impl<'p> Symex<'p> {
    /// `p` as C text, with constant indices as numbers and the first symbolic one as `[?]`
    /// (returned too, for the trace to fill in from the model).
    pub(super) fn place_text(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        p: &Place,
    ) -> Result<(String, Option<TermId>)> {
        let mut first = None;
        let (text, _) = self.place_text_at(store, st, p, &mut first)?;
        Ok((text, first))
    }

    fn place_text_at(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        p: &Place,
        first: &mut Option<TermId>,
    ) -> Result<(String, Type)> {
        match p {
            Place::Var(v) => Ok((self.var_name(*v).to_string(), self.var_type_of(*v))),
            Place::Deref(e) => Ok((format!("*{}", self.expr_text(e, true)), pointee(e))),
            Place::Index(b, i) => {
                // `p->f` rather than `(*p).f`: how generated code and people write it.
                let (mut text, ty) = match &**b {
                    Place::Deref(e) if matches!(pointee(e), Type::Struct(_)) => {
                        (format!("{}->", self.expr_text(e, true)), pointee(e))
                    }
                    Place::Deref(e) => (format!("(*{})", self.expr_text(e, true)), pointee(e)),
                    _ => {
                        let (t, ty) = self.place_text_at(store, st, b, first)?;
                        let dot = if matches!(ty, Type::Struct(_)) { "." } else { "" };
                        (format!("{t}{dot}"), ty)
                    }
                };
                if let (Type::Struct(def), Some(k)) = (&ty, i.as_const()) {
                    let Some(f) = def.fields.get(k as usize) else { return Ok((text, Type::Void)) };
                    if f.name.is_empty() {
                        // An anonymous member: its members are named as the parent's.
                        text.pop();
                        if text.ends_with('-') {
                            text.pop();
                        }
                    }
                    text.push_str(&f.name);
                    return Ok((text, f.ty.clone()));
                }
                if text.ends_with("->") || text.ends_with('.') {
                    // Not a struct after all (a union read as bytes): index it as it is.
                    text.truncate(text.trim_end_matches(['-', '>', '.']).len());
                }
                let t = self.eval_scalar(store, st, i)?;
                match store.as_const(t) {
                    Some(k) => text.push_str(&format!("[{k}]")),
                    None => {
                        text.push_str("[?]");
                        first.get_or_insert(t);
                    }
                }
                Ok((text, ty.component(None).cloned().unwrap_or(Type::Void)))
            }
        }
    }

    fn var_type_of(&self, v: Var) -> Type {
        let ctx = self.stack.last().expect("call context");
        self.program.var_type(self.program.function(ctx.func), v).clone()
    }

    /// An expression of the current function as C text (parenthesized unless it is a name).
    fn expr_text(&self, e: &Expr, tight: bool) -> String {
        let ctx = self.stack.last().expect("call context");
        let mut out = String::new();
        crate::ir::c_print::render(self.program, self.program.function(ctx.func), e, &mut out);
        if tight && !matches!(e.kind, ExprKind::Var(_)) {
            format!("({out})")
        } else {
            out
        }
    }

    /// The name of a nondeterministic value stored into `p`, and its symbolic index: the
    /// place's text, or for a temporary the function and line until a place takes it.
    pub(super) fn input_name(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        p: &Place,
        source: &str,
    ) -> Result<(String, Option<TermId>)> {
        match p {
            Place::Var(v) if self.is_temp(*v) => Ok((format!("{source}@{}", self.loc.line), None)),
            _ => self.place_text(store, st, p),
        }
    }

    /// Remembers that the inputs `from..self.inputs.len()` were stored into `p`, when `p` is a
    /// temporary: the place that reads it next names them.
    pub(super) fn note_temp_inputs(&mut self, p: &Place, from: usize) {
        if let Place::Var(v) = p {
            if self.is_temp(*v) && from < self.inputs.len() {
                let key = self.temp_key(*v);
                self.temp_inputs.insert(key, from..self.inputs.len());
            }
        }
    }

    /// The key of a temporary in `temp_inputs`: its slot and function (a slot is reused by
    /// later calls).
    fn temp_key(&self, v: Var) -> (usize, crate::ir::FuncId, Var) {
        (self.slot_of(v), self.stack.last().expect("call context").func, v)
    }

    /// Before `p = e`: where `e` reads a temporary holding inputs, they are named after `p`
    /// (or follow into `p` when it is another temporary); any other write to a temporary
    /// forgets what it held.
    pub(super) fn follow_temp_inputs(
        &mut self,
        store: &mut TermStore,
        st: &mut State,
        p: &Place,
        e: &Expr,
    ) -> Result<()> {
        if self.temp_inputs.is_empty() {
            return Ok(());
        }
        let range = temp_read(e)
            .filter(|v| self.is_temp(*v))
            .and_then(|v| self.temp_inputs.remove(&self.temp_key(v)));
        match (p, range) {
            (Place::Var(v), range) if self.is_temp(*v) => {
                let key = self.temp_key(*v);
                match range {
                    Some(r) => self.temp_inputs.insert(key, r),
                    None => self.temp_inputs.remove(&key),
                };
            }
            (_, Some(range)) => {
                let (name, index) = self.place_text(store, st, p)?;
                self.rename_inputs(range, &name, index);
            }
            (_, None) => {}
        }
        Ok(())
    }

    /// A call's arguments that are temporaries holding inputs: the inputs are named after the
    /// parameter (`model_step.u`).
    pub(super) fn name_argument_inputs(&mut self, callee: &crate::ir::Function, args: &[Expr]) {
        if self.temp_inputs.is_empty() {
            return;
        }
        for (i, a) in args.iter().enumerate().take(callee.params as usize) {
            let Some(v) = temp_read(a).filter(|v| self.is_temp(*v)) else { continue };
            let Some(range) = self.temp_inputs.remove(&self.temp_key(v)) else { continue };
            let Some(param) = callee.locals.get(i) else { continue };
            self.rename_inputs(range, &format!("{}.{}", callee.name, param.name), None);
        }
    }

    /// Names the inputs `range` after the place `name` (whose `[?]` is `index`).
    fn rename_inputs(&mut self, range: std::ops::Range<usize>, name: &str, index: Option<TermId>) {
        let Some(inputs) = self.inputs.get_mut(range) else { return };
        let single = inputs.len() == 1;
        for input in inputs {
            // An aggregate's leaves keep their member path after the new name.
            input.name = match input.name.find(['.', '[']) {
                Some(at) if !single => format!("{name}{}", &input.name[at..]),
                _ => name.to_string(),
            };
            input.index = index;
        }
    }
}

/// The variable `e` reads, through conversions only.
fn temp_read(e: &Expr) -> Option<Var> {
    match &e.kind {
        ExprKind::Var(v) => Some(*v),
        ExprKind::Cast(a) => temp_read(a),
        _ => None,
    }
}

fn pointee(e: &Expr) -> Type {
    match &e.ty {
        Type::Pointer(t) => (**t).clone(),
        _ => Type::Void,
    }
}
