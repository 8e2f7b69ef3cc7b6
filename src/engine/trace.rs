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
    Input {
        source: String,
    },
    Assign,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Step {
    pub kind: StepKind,
    pub name: String,
    /// For floats, `value` holds the raw bits (`ScalarTy::render` prints them).
    pub ty: ScalarTy,
    pub value: i128,
    pub loc: Loc,
}

#[derive(Debug, Clone, PartialEq)]
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
    /// The properties whose assertions the program it was found in did not have
    /// (`Property::removed`): neither checked nor assumed, the trace may violate them on its
    /// way (a requirement's run has only its own, `engine::separate`; `--property` keeps only
    /// the selected ones). `--validate` goes on past their violations.
    pub removed: Vec<PropId>,
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
        self.frames.iter().flat_map(|f| {
            f.steps
                .iter()
                .filter(|s| matches!(s.kind, StepKind::Input { .. }))
                .map(move |s| (f.frame, s))
        })
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
    let mut values: HashMap<u32, u128> = HashMap::new();
    for input in symex.inputs() {
        if let Op::Var(n) = store.node(input.term).op {
            // Inputs the formula never needed can take any value; 0 is as good as any.
            values.insert(n, enc.model_value_wide(input.term).unwrap_or(0));
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
                let raw = eval.eval_wide(input.term);
                if let Some((_, instance)) = input.decl {
                    uninit.values.push((
                        instance,
                        input.name.clone(),
                        input.ty,
                        input.ty.value_of_wide(raw),
                    ));
                }
                Step {
                    kind: StepKind::Input { source: input.source.clone() },
                    name: indexed(&input.name, input.index.map(|i| eval.eval(i))),
                    ty: input.ty,
                    value: input.ty.value_of_wide(raw),
                    loc: ev.loc,
                }
            }
            EventKind::Assign { name, ty, value, index } => {
                let raw = eval.eval_wide(*value);
                let name = indexed(name, index.map(|i| eval.eval(i)));
                Step {
                    kind: StepKind::Assign,
                    name,
                    ty: *ty,
                    value: ty.value_of_wide(raw),
                    loc: ev.loc,
                }
            }
        };
        match frames.last_mut() {
            Some(f) if f.frame == ev.frame => f.steps.push(step),
            _ => frames.push(TraceFrame { frame: ev.frame, steps: vec![step] }),
        }
    }
    let removed = (0..program.properties.len() as u32)
        .map(PropId)
        .filter(|&p| program.property(p).removed)
        .collect();
    Ok(Trace { prop, frame, loc, frames, uninit, removed })
}

/// `main`'s command line as a trace has it (`frontend::lower_stmt::argv`'s inputs read back):
/// `argc` and the strings of the modelled `argv` elements below it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommandLine {
    pub argc: i128,
    /// `argv[0]`, `argv[1]`, ... up to `argc` (at most the modelled elements); empty when the
    /// program does not read `argv` (then it is not modelled). Each string is its
    /// characters up to the first zero or the end of its object's modelled part.
    pub args: Vec<Vec<u8>>,
    /// Whether the program reads `argv` (its model is in the trace).
    pub argv: bool,
    /// Some string ran to the end of the modelled part of its object without a zero: its
    /// rest is unknown.
    pub truncated: bool,
}

impl CommandLine {
    /// How `render` shows at most this many strings.
    const SHOWN: usize = 8;
    /// ... and at most this many characters of each.
    const CHARS: usize = 16;

    /// One line: `argc = 2, argv = { "prog", "x", NULL }`.
    pub fn render(&self) -> String {
        if !self.argv {
            return format!("argc = {}", self.argc);
        }
        let mut parts: Vec<String> = self
            .args
            .iter()
            .take(Self::SHOWN)
            .map(|a| {
                if a.len() > Self::CHARS {
                    format!("{}...({} chars)", c_string(&a[..Self::CHARS]), a.len())
                } else {
                    c_string(a)
                }
            })
            .collect();
        let shown = parts.len() as i128;
        if self.argc > shown {
            parts.push(format!("... ({} more)", self.argc - shown));
        }
        parts.push("NULL".into());
        format!("argc = {}, argv = {{ {} }}", self.argc, parts.join(", "))
    }
}

/// A C string literal of `bytes`.
fn c_string(bytes: &[u8]) -> String {
    let mut s = String::from("\"");
    for &b in bytes {
        match b {
            b'"' => s.push_str("\\\""),
            b'\\' => s.push_str("\\\\"),
            0x20..=0x7e => s.push(b as char),
            _ => s.push_str(&format!("\\x{b:02x}")),
        }
    }
    s.push('"');
    s
}

/// The element index of an input's name (`*[12]` gives 12).
fn element(name: &str) -> Option<usize> {
    name.strip_suffix(']')?.rsplit_once('[')?.1.parse().ok()
}

impl Trace {
    /// Whether a step is part of the model of `main`'s arguments (shown as one
    /// `CommandLine`, fed on the command line by `--validate`).
    pub fn is_command_line_step(s: &Step) -> bool {
        s.loc.is_model() || matches!(&s.kind, StepKind::Input { source } if source == "argc")
    }

    /// The command line `main` was given, if the program reads `argc` or `argv`.
    pub fn command_line(&self) -> Option<CommandLine> {
        use crate::frontend::{ARGV_OFFSET, ARGV_OWN, ARGV_STRINGS};
        let mut argc = None;
        let mut own: Vec<(Option<i128>, Vec<Option<u8>>)> = vec![(None, Vec::new()); ARGV_OWN];
        let mut shared: (Option<i128>, Vec<Option<u8>>) = (None, Vec::new());
        let mut offsets = Vec::new();
        let mut argv = false;
        let put = |bytes: &mut Vec<Option<u8>>, name: &str, v: i128| {
            if let Some(j) = element(name) {
                if bytes.len() <= j {
                    bytes.resize(j + 1, None);
                }
                bytes[j] = Some(v as u8);
            }
        };
        for (_, s) in self.inputs() {
            let StepKind::Input { source } = &s.kind else { continue };
            if source == "argc" {
                argc = Some(s.value);
                continue;
            }
            if !s.loc.is_model() {
                continue;
            }
            argv = true;
            if source == ARGV_OFFSET {
                offsets.push(s.value);
            } else if let Some(src) = source.strip_suffix(" size") {
                if src == ARGV_STRINGS {
                    shared.0 = Some(s.value);
                } else if let Some(i) = src
                    .strip_prefix("<argv[")
                    .and_then(|r| r.strip_suffix("]>"))
                    .and_then(|i| i.parse::<usize>().ok())
                {
                    if let Some(o) = own.get_mut(i) {
                        o.0 = Some(s.value);
                    }
                }
            } else if source == ARGV_STRINGS {
                put(&mut shared.1, &s.name, s.value);
            } else if let Some(i) = source
                .strip_prefix("<argv[")
                .and_then(|r| r.strip_suffix("]>"))
                .and_then(|i| i.parse::<usize>().ok())
            {
                if let Some(o) = own.get_mut(i) {
                    put(&mut o.1, &s.name, s.value);
                }
            }
        }
        let argc = argc?;
        let mut line = CommandLine { argc, args: Vec::new(), argv, truncated: false };
        if !argv {
            return Some(line);
        }
        // The characters from `start` of an object of `size` up to a zero.
        let mut string = |size: Option<i128>, bytes: &[Option<u8>], start: usize| {
            let end = size
                .map_or(bytes.len(), |s| usize::try_from(s).unwrap_or(usize::MAX).min(bytes.len()));
            let mut out = Vec::new();
            for b in bytes.iter().take(end).skip(start) {
                match b.unwrap_or(0) {
                    0 => return out,
                    c => out.push(c),
                }
            }
            // No zero before the end of the modelled part: the rest, if the object goes on,
            // is unknown.
            if size.is_none_or(|s| s > end as i128) {
                line.truncated = true;
            }
            out
        };
        let mut args = Vec::new();
        let count = usize::try_from(argc.max(0)).unwrap_or(0).min(ARGV_OWN + offsets.len());
        for i in 0..count {
            args.push(match own.get(i) {
                Some((size, bytes)) => string(*size, bytes, 0),
                None => string(
                    shared.0,
                    &shared.1,
                    usize::try_from(offsets[i - ARGV_OWN]).unwrap_or(usize::MAX),
                ),
            });
        }
        line.args = args;
        Some(line)
    }
}

/// A step's name with its symbolic index (`a[?]`) as the model's value.
fn indexed(name: &str, index: Option<u64>) -> String {
    match index {
        Some(i) => name.replacen("[?]", &format!("[{}]", i as i64), 1),
        None => name.to_string(),
    }
}
