//! `--vcd FILE`: a counterexample as a Value Change Dump (IEEE 1364-2005, section 18), for
//! waveform viewers such as GTKWave.
//!
//! - One time unit per frame: `#k` carries the values at the end of frame k (a signal assigned
//!   several times in a frame has its last value there; see `signals.rs`), and a final
//!   `#frames` closes the violation's frame so that viewers draw it with a width.
//! - Inputs are in scope `inputs`, the other variables in scope `state`, both inside module
//!   `ibmc`. Integers are `wire`s of their type's width (`_Bool`: 1 bit, a scalar `0`/`1`;
//!   wider: `b...` with two's complement bits, leading zeros dropped as the standard allows);
//!   `float` and `double` are `real` (`r...`, the exact value as a decimal `f64`; `NaN`,
//!   `inf`).
//! - Before its first assignment an integer is `x`; a real is left out of `$dumpvars`
//!   (VCD has no unknown real).
//! - Names: VCD reference names are made plain Verilog identifiers, because viewers read
//!   `a[3]` as a bit select and `.` as a hierarchy separator: `[` becomes `_`, `]` is dropped,
//!   `.` becomes `_`, `::` becomes `__`, any other character outside `[A-Za-z0-9_]` becomes
//!   `_` (`)` is dropped: a name the trace has with two types is `x (int)`, here `x__int`),
//!   a leading digit gets a `_` in front, and a name that is then taken gets `_2`, `_3`, ....
//!   The `$comment` after the header lists every renamed signal with its trace name.

use std::collections::HashSet;
use std::fmt::Write;

use super::requirement::Requirement;
use super::signals::SignalFilter;
use crate::engine::Trace;
use crate::ir::{Program, ScalarTy};

/// `req`: the requirement the trace violates; its formula's signals are the ones dumped
/// unless `--trace-signals` (`user`) names others, and the comment gives its formula and
/// thresholds.
pub fn vcd(
    program: &Program,
    trace: &Trace,
    user: &SignalFilter,
    req: Option<&Requirement>,
) -> String {
    let (sig, _) = super::requirement::signals_of(trace, user, req);
    let prop = program.property(trace.prop);
    let mut out = String::new();
    let _ = writeln!(out, "$version ibmc {} $end", env!("CARGO_PKG_VERSION"));
    let mut taken: HashSet<String> = HashSet::new();
    let names: Vec<String> =
        sig.signals.iter().map(|s| unique(reference_name(&s.label), &mut taken)).collect();
    let mut comment = format!(
        "counterexample of {} ({}) violated at {} in frame {}; time k = the values at the end of frame k",
        prop.id,
        prop.description,
        program.render_loc(trace.loc),
        trace.frame
    );
    if let Some(r) = req {
        let _ = write!(comment, "\n  requirement {}: {}", r.id, r.formula);
        for (signal, v) in &r.thresholds {
            let _ = write!(comment, "\n  threshold of {signal}: {v}");
        }
    }
    for (s, n) in sig.signals.iter().zip(&names) {
        if *n != s.label {
            let _ = write!(comment, "\n  {n} is {}", s.label);
        }
    }
    // "$end" inside the comment would end it early.
    let _ = writeln!(out, "$comment\n  {}\n$end", comment.replace("$end", "$ end"));
    out.push_str("$timescale 1 s $end\n$scope module ibmc $end\n");
    let codes: Vec<String> = (0..sig.signals.len()).map(id_code).collect();
    for (scope, input) in [("inputs", true), ("state", false)] {
        if !sig.signals.iter().any(|s| s.input == input) {
            continue;
        }
        let _ = writeln!(out, "$scope module {scope} $end");
        for (i, s) in sig.signals.iter().enumerate().filter(|(_, s)| s.input == input) {
            let (kind, width) = match s.ty {
                ScalarTy::Float(_) => ("real", 64),
                ScalarTy::Int(t) => ("wire", t.bits),
            };
            let _ = writeln!(out, "$var {kind} {width} {} {} $end", codes[i], names[i]);
        }
        out.push_str("$upscope $end\n");
    }
    out.push_str("$upscope $end\n$enddefinitions $end\n#0\n$dumpvars\n");
    for (i, s) in sig.signals.iter().enumerate() {
        match s.value_at(0) {
            Some(v) => value_change(&mut out, s.ty, v, &codes[i]),
            None if matches!(s.ty, ScalarTy::Int(t) if t.bits == 1) => {
                let _ = writeln!(out, "x{}", codes[i]);
            }
            None if matches!(s.ty, ScalarTy::Int(_)) => {
                let _ = writeln!(out, "bx {}", codes[i]);
            }
            None => {}
        }
    }
    out.push_str("$end\n");
    // All changes after frame 0, in frame order (each signal's are already sorted).
    let mut changes: Vec<(u32, usize, i128)> = sig
        .signals
        .iter()
        .enumerate()
        .flat_map(|(i, s)| s.changes.iter().filter(|c| c.0 > 0).map(move |&(f, v)| (f, i, v)))
        .collect();
    changes.sort_by_key(|&(f, i, _)| (f, i));
    let mut time = 0;
    for (f, i, v) in changes {
        if f != time {
            time = f;
            let _ = writeln!(out, "#{f}");
        }
        value_change(&mut out, sig.signals[i].ty, v, &codes[i]);
    }
    let _ = writeln!(out, "#{}", sig.frames);
    out
}

fn value_change(out: &mut String, ty: ScalarTy, v: i128, code: &str) {
    match ty {
        ScalarTy::Int(t) if t.bits == 1 => {
            let _ = writeln!(out, "{}{code}", v & 1);
        }
        ScalarTy::Int(t) => {
            let bits = (v as u128) & (u128::MAX >> (128 - t.bits.min(128)));
            let _ = writeln!(out, "b{bits:b} {code}");
        }
        ScalarTy::Float(f) => {
            // Debug formatting is the shortest text that reads back as the same f64 (and a
            // float widens to f64 exactly).
            let _ = writeln!(out, "r{:?} {code}", f.to_f64(v as u64));
        }
    }
}

/// The identifier code of the i-th signal: base 94 over the printable ASCII characters.
fn id_code(mut i: usize) -> String {
    let mut s = String::new();
    loop {
        s.push((b'!' + (i % 94) as u8) as char);
        i /= 94;
        if i == 0 {
            return s;
        }
        i -= 1;
    }
}

/// A trace name as a plain identifier (module docs).
fn reference_name(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut chars = name.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_ascii_alphanumeric() || c == '_' => out.push(c),
            ']' | ')' => {}
            ':' if chars.peek() == Some(&':') => {
                chars.next();
                out.push_str("__");
            }
            _ => out.push('_'),
        }
    }
    if out.is_empty() || out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, '_');
    }
    out
}

fn unique(name: String, taken: &mut HashSet<String>) -> String {
    super::unique_name(taken, name.clone(), |n| format!("{name}_{n}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::signals::tests::sample_trace;

    #[test]
    fn names_and_codes() {
        assert_eq!(reference_name("a[3].f"), "a_3_f");
        assert_eq!(reference_name("f::x"), "f__x");
        assert_eq!(reference_name("mode (int)"), "mode__int");
        assert_eq!(reference_name("3d"), "_3d");
        let mut taken = HashSet::new();
        assert_eq!(unique("a".into(), &mut taken), "a");
        assert_eq!(unique("a".into(), &mut taken), "a_2");
        assert_eq!(id_code(0), "!");
        assert_eq!(id_code(93), "~");
        assert_eq!(id_code(94), "!!");
        let codes: HashSet<String> = (0..20_000).map(id_code).collect();
        assert_eq!(codes.len(), 20_000);
    }

    #[test]
    fn dump() {
        let mut program = Program::default();
        program.add_property(
            crate::ir::PropKind::Assertion,
            "main",
            crate::ir::Loc::default(),
            "assertion x $end".into(),
        );
        let text = vcd(&program, &sample_trace(), &SignalFilter::default(), None);
        assert!(text.contains("$var wire 32 ! u $end"), "{text}");
        assert!(text.contains("$var wire 1 % mode___Bool $end"), "{text}");
        assert!(text.contains("$var real 64 # y $end"), "{text}");
        assert!(text.contains("a_2 is a[2]"), "{text}");
        assert!(!text.contains("x $end\n"), "{text}");
        // Frame 0: mode = 0, the rest unknown; frame 4: u = -1 as 32-bit two's complement.
        assert!(
            text.contains(
                "$dumpvars\nbx !\nb0 \"\nbx $\nx%\n$end\n#1\nb101 !\nb10 \"\n#2\nr1.5 #\n#4\n"
            ),
            "{text}"
        );
        assert!(text.contains(&format!("b{} !", "1".repeat(32))), "{text}");
        assert!(text.ends_with("#5\n"), "{text}");
    }
}
