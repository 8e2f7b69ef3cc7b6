//! Counterexample traces: the violating execution read off the SAT model, replayed on the
//! word-level terms by the evaluator (which also confirms the violation before it is reported).

use std::collections::HashMap;

use crate::encode::Encoder;
use crate::error::{Error, Result};
use crate::ir::{Loc, Program, PropId, ScalarTy};
use crate::symex::{EventKind, Symex};
use crate::term::eval::Evaluator;
use crate::term::{Op, TermId, TermStore};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StepKind {
    /// A nondeterministic value, from the named source (`__VERIFIER_nondet_int`, ...).
    Input { source: String },
    Assign,
}

#[derive(Debug, Clone)]
pub struct Step {
    pub kind: StepKind,
    pub name: String,
    /// For floats, `value` holds the raw bits (`ScalarTy::render` prints them).
    pub ty: ScalarTy,
    pub value: i128,
    pub loc: Loc,
}

#[derive(Debug, Clone)]
pub struct TraceFrame {
    pub frame: u32,
    pub steps: Vec<Step>,
}

#[derive(Debug, Clone)]
pub struct Trace {
    pub prop: PropId,
    pub frame: u32,
    pub loc: Loc,
    pub frames: Vec<TraceFrame>,
    /// The values of locals declared without an initializer, by declaration execution, for
    /// the replay (`validate::uninit`).
    pub uninit: UninitValues,
}

/// The executions of declarations without an initializer on the trace's path, in order, and
/// the values read from each before it was assigned.
#[derive(Debug, Clone, Default)]
pub struct UninitValues {
    /// (site in `Program::uninit_decls`, instance), in execution order.
    pub decls: Vec<(u32, u32)>,
    /// (instance, the input's name (`x`, `a[2]`, `s.f`), its type and value).
    pub values: Vec<(u32, String, ScalarTy, i128)>,
}

impl Trace {
    /// The inputs in execution order: the test vector that reproduces the violation.
    pub fn inputs(&self) -> impl Iterator<Item = (u32, &Step)> {
        self.frames.iter().flat_map(|f| f.steps.iter().filter(|s| matches!(s.kind, StepKind::Input { .. })).map(move |s| (f.frame, s)))
    }
}

/// Builds the trace of the violation `(prop, term)` in `frame` from the solver's model.
pub(super) fn build(
    program: &Program,
    store: &TermStore,
    enc: &Encoder,
    symex: &Symex,
    prop: PropId,
    violation: TermId,
    frame: u32,
) -> Result<Trace> {
    let mut values: HashMap<u32, u64> = HashMap::new();
    for input in symex.inputs() {
        if let Op::Var(n) = store.node(input.term).op {
            // Inputs the formula never needed can take any value; 0 is as good as any.
            values.insert(n, enc.model_value(input.term).unwrap_or(0));
        }
    }
    let lookup = |n: u32| values.get(&n).copied().unwrap_or(0);
    let mut eval = Evaluator::new(store, &lookup);
    if !eval.eval_bool(violation) {
        return Err(Error::internal(format!(
            "the SAT model does not violate {} under the word-level semantics (encoding bug); not reporting it",
            program.property(prop).id
        )));
    }
    let mut frames: Vec<TraceFrame> = Vec::new();
    let mut uninit = UninitValues::default();
    let mut loc = program.property(prop).loc;
    for ev in symex.events() {
        if ev.frame > frame {
            break;
        }
        if !eval.eval_bool(ev.guard) {
            continue;
        }
        let step = match &ev.kind {
            EventKind::Check { prop: p, violation: v } => {
                if ev.frame == frame && *p == prop && eval.eval_bool(*v) {
                    loc = ev.loc;
                    break;
                }
                continue;
            }
            EventKind::Decl { site, instance } => {
                uninit.decls.push((*site, *instance));
                continue;
            }
            EventKind::Input(i) => {
                let input = &symex.inputs()[*i];
                let raw = eval.eval(input.term);
                if let Some((_, instance)) = input.decl {
                    uninit.values.push((instance, input.name.clone(), input.ty, input.ty.value_of(raw)));
                }
                Step {
                    kind: StepKind::Input { source: input.source.clone() },
                    name: indexed(&input.name, input.index.map(|i| eval.eval(i))),
                    ty: input.ty,
                    value: input.ty.value_of(raw),
                    loc: ev.loc,
                }
            }
            EventKind::Assign { name, ty, value, index } => {
                let raw = eval.eval(*value);
                let name = indexed(name, index.map(|i| eval.eval(i)));
                Step { kind: StepKind::Assign, name, ty: *ty, value: ty.value_of(raw), loc: ev.loc }
            }
        };
        match frames.last_mut() {
            Some(f) if f.frame == ev.frame => f.steps.push(step),
            _ => frames.push(TraceFrame { frame: ev.frame, steps: vec![step] }),
        }
    }
    Ok(Trace { prop, frame, loc, frames, uninit })
}

/// A step's name with its symbolic index (`a[?]`) as the model's value.
fn indexed(name: &str, index: Option<u64>) -> String {
    match index {
        Some(i) => name.replacen("[?]", &format!("[{}]", i as i64), 1),
        None => name.to_string(),
    }
}
