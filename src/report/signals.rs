//! A counterexample as signals over frames: what the waveform views show (the HTML report's
//! plots and trace table, the VCD file).
//!
//! A signal is a variable name of the trace (with its type: two functions' locals of one
//! name but different types are two signals). Its value in frame k is the *last* value the
//! trace gives it in frame k (a frame that reads an input twice, or assigns a variable twice,
//! shows the final one, as a sampled waveform would), held from earlier frames when frame k
//! does not assign it (a variable keeps its value between writes), and undefined before its
//! first step (the trace has no initial values; frame 0's initializers are steps like any).
//! Inputs are the signals some frame reads from a nondeterministic source; every other
//! signal is state the program assigns.

use std::collections::HashMap;

use crate::engine::trace::StepKind;
use crate::engine::Trace;
use crate::ir::ScalarTy;

/// One signal: its changes, from which any frame's value follows.
#[derive(Debug, Clone, PartialEq)]
pub struct Signal {
    /// The trace's name (`x`, `a[3]`, `s.f`).
    pub name: String,
    /// The name shown: `name`, or `name (type)` when the trace has the name with several types.
    pub label: String,
    pub ty: ScalarTy,
    /// Read from an input in some frame.
    pub input: bool,
    /// (frame, value) where the value differs from the frame before, in frame order; the
    /// first entry is the first frame that gives the signal a value. Floats are raw bits.
    pub changes: Vec<(u32, i128)>,
}

impl Signal {
    /// The value in `frame` (None: not yet assigned).
    pub fn value_at(&self, frame: u32) -> Option<i128> {
        let i = self.changes.partition_point(|&(f, _)| f <= frame);
        i.checked_sub(1).map(|i| self.changes[i].1)
    }

    /// One value all along (from its first frame on).
    pub fn is_constant(&self) -> bool {
        self.changes.len() <= 1
    }
}

/// The signals of one trace, inputs first, each group in order of first appearance.
#[derive(Debug, Clone)]
pub struct Signals {
    /// Frames 0..frames (the violation's frame is the last).
    pub frames: u32,
    pub signals: Vec<Signal>,
    /// `--trace-signals` patterns that matched no signal of this trace.
    pub unmatched: Vec<String>,
}

impl Signals {
    pub fn of_trace(trace: &Trace, filter: &SignalFilter) -> Signals {
        let mut index: HashMap<(&str, ScalarTy), usize> = HashMap::new();
        let mut all: Vec<Signal> = Vec::new();
        // The last value of each signal in the current frame, and which ones the frame set.
        let mut pending: Vec<Option<i128>> = Vec::new();
        let mut touched: Vec<usize> = Vec::new();
        for f in &trace.frames {
            for (k, s) in f.steps.iter().enumerate() {
                let is_input = matches!(s.kind, StepKind::Input { .. });
                if is_input && stored_next(&f.steps[k + 1..], &s.name) {
                    // The next step stores the input (converted) into its place: that place is
                    // the input signal (`rtU.SensorBad = nondet_int()`), one signal, not two.
                    continue;
                }
                let i = *index.entry((s.name.as_str(), s.ty)).or_insert_with(|| {
                    all.push(Signal {
                        name: s.name.clone(),
                        label: s.name.clone(),
                        ty: s.ty,
                        input: false,
                        changes: Vec::new(),
                    });
                    pending.push(None);
                    all.len() - 1
                });
                if is_input || k.checked_sub(1).is_some_and(|j| stored_input(&f.steps[j], &s.name))
                {
                    all[i].input = true;
                }
                if pending[i].is_none() {
                    touched.push(i);
                }
                pending[i] = Some(s.value);
            }
            for i in touched.drain(..) {
                let v = pending[i].take().expect("touched signals have a value");
                if all[i].changes.last().is_none_or(|&(_, old)| old != v) {
                    all[i].changes.push((f.frame, v));
                }
            }
        }
        // Labels: a name the trace has with several types gets its type.
        let mut types: HashMap<&str, usize> = HashMap::new();
        for s in &all {
            *types.entry(s.name.as_str()).or_insert(0) += 1;
        }
        let ambiguous: Vec<bool> = all.iter().map(|s| types[s.name.as_str()] > 1).collect();
        for (s, amb) in all.iter_mut().zip(ambiguous) {
            if amb {
                s.label = format!("{} ({})", s.name, s.ty);
            }
        }
        let unmatched = filter
            .patterns
            .iter()
            .filter(|p| !all.iter().any(|s| matches(p, &s.name)))
            .cloned()
            .collect();
        // Stable: each group keeps the order of first appearance.
        let (inputs, state): (Vec<Signal>, Vec<Signal>) =
            all.into_iter().filter(|s| filter.matches(&s.name)).partition(|s| s.input);
        Signals {
            frames: trace.frame + 1,
            signals: inputs.into_iter().chain(state).collect(),
            unmatched,
        }
    }
}

/// The step after an input stores it into the place it is named after.
fn stored_next(rest: &[crate::engine::trace::Step], name: &str) -> bool {
    rest.first().is_some_and(|n| n.kind == StepKind::Assign && n.name == name)
}

/// `step` is an input named `name` (the assignment after it stores it).
fn stored_input(step: &crate::engine::trace::Step, name: &str) -> bool {
    matches!(step.kind, StepKind::Input { .. }) && step.name == name
}

/// `--trace-signals`: which signals the waveform views show.
#[derive(Debug, Clone, Default)]
pub struct SignalFilter {
    patterns: Vec<String>,
}

impl SignalFilter {
    /// No patterns: every signal.
    pub fn new(patterns: &[String]) -> SignalFilter {
        SignalFilter {
            patterns: patterns
                .iter()
                .map(|p| p.trim().to_string())
                .filter(|p| !p.is_empty())
                .collect(),
        }
    }

    /// The user named the signals (so constant ones are wanted as plots too).
    pub fn is_explicit(&self) -> bool {
        !self.patterns.is_empty()
    }

    pub fn matches(&self, name: &str) -> bool {
        self.patterns.is_empty() || self.patterns.iter().any(|p| matches(p, name))
    }

    /// A warning naming the patterns that select no signal of `trace`, and the signals it
    /// has (a typo would otherwise give a silently empty waveform).
    pub fn unmatched_warning(&self, trace: &crate::engine::Trace) -> Option<String> {
        let all = Signals::of_trace(trace, &SignalFilter::default());
        let labels: Vec<&str> = all.signals.iter().map(|s| s.label.as_str()).collect();
        let unmatched: Vec<&str> = self
            .patterns
            .iter()
            .filter(|p| !labels.iter().any(|l| matches(p, l)))
            .map(String::as_str)
            .collect();
        if unmatched.is_empty() {
            return None;
        }
        let shown: Vec<&str> = labels.iter().take(20).copied().collect();
        let more = if labels.len() > 20 {
            format!(" and {} more", labels.len() - 20)
        } else {
            String::new()
        };
        Some(format!(
            "--trace-signals {} matches no signal of the trace; its signals are: {}{more}",
            unmatched.join(","),
            if shown.is_empty() { "none".to_string() } else { shown.join(", ") }
        ))
    }
}

/// A pattern selects a name when it is the name, a glob for it (`*` any text, `?` one
/// character; `[` and `.` are literal, as names contain them), or the name of the array or
/// struct it is an element or member of (`buf` selects `buf[3]`, `s` selects `s.f`).
fn matches(pattern: &str, name: &str) -> bool {
    if glob(pattern.as_bytes(), name.as_bytes()) {
        return true;
    }
    name.strip_prefix(pattern).is_some_and(|rest| rest.starts_with('[') || rest.starts_with('.'))
}

/// Glob matching with `*` and `?` (iterative, backtracking only to the last `*`: linear
/// enough for names).
fn glob(p: &[u8], s: &[u8]) -> bool {
    let (mut pi, mut si) = (0, 0);
    let mut star: Option<(usize, usize)> = None;
    while si < s.len() {
        match p.get(pi) {
            Some(b'*') => {
                star = Some((pi, si));
                pi += 1;
            }
            Some(&c) if c == b'?' || c == s[si] => {
                pi += 1;
                si += 1;
            }
            _ => match star {
                Some((sp, ss)) => {
                    pi = sp + 1;
                    si = ss + 1;
                    star = Some((sp, ss + 1));
                }
                None => return false,
            },
        }
    }
    p[pi..].iter().all(|&c| c == b'*')
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::engine::trace::{Step, TraceFrame};
    use crate::ir::{FloatTy, IntTy, Loc, PropId};

    pub fn step(input: bool, name: &str, ty: ScalarTy, value: i128) -> Step {
        let kind = if input {
            StepKind::Input { source: "__VERIFIER_nondet_int".into() }
        } else {
            StepKind::Assign
        };
        Step { kind, name: name.into(), ty, value, loc: Loc::default() }
    }

    pub fn sample_trace() -> Trace {
        let int = ScalarTy::Int(IntTy::INT);
        let dbl = ScalarTy::Float(FloatTy::F64);
        Trace {
            prop: PropId(0),
            frame: 4,
            loc: Loc::default(),
            frames: vec![
                TraceFrame { frame: 0, steps: vec![step(false, "mode", int, 0)] },
                TraceFrame {
                    frame: 1,
                    steps: vec![
                        step(true, "u", int, 3),
                        step(false, "mode", int, 1),
                        step(false, "mode", int, 2),
                        step(true, "u", int, 5),
                    ],
                },
                TraceFrame {
                    frame: 2,
                    steps: vec![
                        step(true, "u", int, 5),
                        step(false, "y", dbl, 1.5f64.to_bits() as i128),
                    ],
                },
                TraceFrame {
                    frame: 4,
                    steps: vec![
                        step(true, "u", int, -1),
                        step(false, "a[2]", int, 7),
                        step(false, "mode", ScalarTy::Int(IntTy::BOOL), 1),
                    ],
                },
            ],
            uninit: Default::default(),
            removed: Vec::new(),
        }
    }

    #[test]
    fn last_value_per_frame_held_between_frames() {
        let s = Signals::of_trace(&sample_trace(), &SignalFilter::default());
        assert_eq!(s.frames, 5);
        let names: Vec<&str> = s.signals.iter().map(|x| x.label.as_str()).collect();
        assert_eq!(names, ["u", "mode (int)", "y", "a[2]", "mode (_Bool)"]);
        let u = &s.signals[0];
        assert!(u.input);
        // Frame 1 reads u twice: the last read counts; frame 2 reads the same value again.
        assert_eq!(u.changes, vec![(1, 5), (4, -1)]);
        assert_eq!(
            (0..5).map(|k| u.value_at(k)).collect::<Vec<_>>(),
            [None, Some(5), Some(5), Some(5), Some(-1)]
        );
        let mode = &s.signals[1];
        assert!(!mode.input);
        assert_eq!(mode.changes, vec![(0, 0), (1, 2)]);
        assert!(s.signals[2].is_constant() && s.signals[3].is_constant());
        assert!(!mode.is_constant());
    }

    #[test]
    fn filter_by_name_glob_and_aggregate() {
        let f = SignalFilter::new(&["a".into(), "m*".into(), "zz".into(), " ".into()]);
        let s = Signals::of_trace(&sample_trace(), &f);
        let names: Vec<&str> = s.signals.iter().map(|x| x.name.as_str()).collect();
        assert_eq!(names, ["mode", "a[2]", "mode"]);
        assert_eq!(s.unmatched, ["zz"]);
        assert!(f.is_explicit() && !SignalFilter::new(&[]).is_explicit());
    }

    #[test]
    fn globs() {
        assert!(glob(b"*", b""));
        assert!(glob(b"a*c", b"abbbc"));
        assert!(glob(b"a?c", b"abc"));
        assert!(!glob(b"a?c", b"ac"));
        assert!(glob(b"*[3]", b"buf[3]"));
        assert!(!glob(b"*[3]", b"buf[13]x"));
        assert!(glob(b"x*y*z", b"xaayzbz"));
        assert!(!glob(b"x*y*z", b"xaayb"));
        assert!(matches("s", "s.f") && matches("s", "s[1]") && !matches("s", "set"));
    }
}
