//! The requirements of `--requirements` as the reports show them: each property that is a
//! requirement carries its text and formula (JSON, JUnit), and its counterexample's views
//! (HTML plots, VCD) show the signals the formula names, with the formula's thresholds drawn
//! on the signals they bound.

use super::signals::{SignalFilter, Signals};
use crate::engine::Trace;

/// One requirement, as the reports need it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Requirement {
    pub id: String,
    /// The description of its assertion (`ID: text`), by which the property is recognised.
    pub description: String,
    pub text: String,
    /// The formula as the requirements file writes it.
    pub formula: String,
    /// The signals the formula names, as the trace names them (C paths).
    pub signals: Vec<String>,
    /// Constants the formula compares a signal with: (the signal's C path, the value).
    pub thresholds: Vec<(String, f64)>,
}

/// The requirement whose id is `id`.
pub fn find<'a>(reqs: &'a [Requirement], id: &str) -> Option<&'a Requirement> {
    reqs.iter().find(|r| r.id == id)
}

/// The signals a counterexample's views show: `--trace-signals` when given, else the
/// formula's signals for a requirement's counterexample, else every signal.
pub fn filter_for(user: &SignalFilter, req: Option<&Requirement>) -> SignalFilter {
    match req {
        Some(r) if !user.is_explicit() && !r.signals.is_empty() => SignalFilter::new(&r.signals),
        _ => user.clone(),
    }
}

/// The signals of `trace` the views show (`filter_for`), and whether they are the formula's:
/// when the trace has none of the formula's signals (a model that writes its outputs
/// through a pointer, which the trace names by the pointer's target expression), every
/// signal rather than an empty view.
pub fn signals_of(
    trace: &Trace,
    user: &SignalFilter,
    req: Option<&Requirement>,
) -> (Signals, bool) {
    let filter = filter_for(user, req);
    if !user.is_explicit() && filter.is_explicit() {
        let sig = Signals::of_trace(trace, &filter);
        if !sig.signals.is_empty() {
            return (sig, true);
        }
    }
    (Signals::of_trace(trace, user), false)
}

/// The thresholds on a signal of a trace named `name` (a formula's path selects the array
/// elements and members below it, as `--trace-signals` does).
pub fn thresholds_on(req: Option<&Requirement>, name: &str) -> Vec<f64> {
    let Some(r) = req else { return Vec::new() };
    r.thresholds
        .iter()
        .filter(|(s, _)| SignalFilter::new(std::slice::from_ref(s)).matches(name))
        .map(|&(_, v)| v)
        .collect()
}

/// A C numeric literal's value (`1600`, `-2.5f`, `0x10`, `3U`), or None.
pub fn literal_value(text: &str) -> Option<f64> {
    let (neg, t) = match text.strip_prefix('-') {
        Some(t) => (true, t),
        None => (false, text),
    };
    let v = if let Some(hex) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        u64::from_str_radix(hex.trim_end_matches(['u', 'U', 'l', 'L']), 16).ok()? as f64
    } else {
        let digits = t.trim_end_matches(['u', 'U', 'l', 'L', 'f', 'F']);
        digits.parse::<f64>().ok()?
    };
    Some(if neg { -v } else { v })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_and_thresholds() {
        assert_eq!(literal_value("1600"), Some(1600.0));
        assert_eq!(literal_value("-2.5f"), Some(-2.5));
        assert_eq!(literal_value("0x10U"), Some(16.0));
        assert_eq!(literal_value("1e3"), Some(1000.0));
        assert_eq!(literal_value("x"), None);
        let r = Requirement {
            signals: vec!["Y.speed".into()],
            thresholds: vec![("Y.speed".into(), 1600.0), ("a".into(), 0.0)],
            ..Default::default()
        };
        assert_eq!(thresholds_on(Some(&r), "Y.speed"), [1600.0]);
        assert_eq!(thresholds_on(Some(&r), "a[2]"), [0.0]);
        assert!(thresholds_on(Some(&r), "Y.speed2").is_empty());
        assert!(filter_for(&SignalFilter::default(), Some(&r)).is_explicit());
        assert!(filter_for(&SignalFilter::new(&["q".into()]), Some(&r)).matches("q"));
        assert!(!filter_for(&SignalFilter::default(), None).is_explicit());
    }
}
