//! Reading the harness's event log and deciding whether the run reproduced the trace.
//!
//! Events, one per line, tab-separated (`consumed` is the number of inputs returned so far):
//! - `V kind consumed ra file line text`: a violation; `ra` is the return address into the
//!   call site (`0x0` for UBSan reports, whose `file`/`line` are UBSan's; for `__assert_fail`
//!   `file`/`line` are the arguments);
//! - `R kind consumed ra file line text`: a violation of a property the trace's run removed,
//!   gone on past (the call returned, as ibmc's execution goes on past a removed assertion);
//! - `U ub:kind consumed 0x0 file line message`: a UBSan report that is not the property's;
//! - `X function consumed`: a nondeterministic function called with its queue empty;
//! - `A function consumed ra`: a false assumption;
//! - `S signal consumed`, `T signal consumed`: a fatal signal, the time limit;
//! - `E consumed`: the program exited.

use std::path::{Path, PathBuf};

use super::run::Observed;
use super::Replay;
use crate::engine::Trace;
use crate::ir::{CheckKind, Loc, Program, PropKind, Property};

/// A source line, with what is needed to compare file names robustly.
#[derive(Debug, Clone)]
pub struct Site {
    pub canonical: Option<PathBuf>,
    pub base: String,
    pub line: u32,
    pub shown: String,
}

impl Site {
    pub fn new(file: &str, line: u32) -> Site {
        let path = Path::new(file);
        Site {
            canonical: path.canonicalize().ok(),
            base: path
                .file_name()
                .map(|b| b.to_string_lossy().into_owned())
                .unwrap_or_else(|| file.to_string()),
            line,
            shown: format!("{file}:{line}"),
        }
    }

    fn short(&self) -> String {
        format!("{}:{}", self.base, self.line)
    }

    /// Same line of the same file: canonical paths when both exist, base names otherwise.
    pub fn matches(&self, other: &Site) -> bool {
        if self.line != other.line {
            return false;
        }
        match (&self.canonical, &other.canonical) {
            (Some(a), Some(b)) => a == b,
            _ => self.base == other.base,
        }
    }
}

/// The property's location and the trace's violation location (usually the same).
pub fn expected_sites(program: &Program, prop_loc: Loc, trace_loc: Loc) -> Vec<Site> {
    let mut out: Vec<Site> = Vec::new();
    for loc in [prop_loc, trace_loc] {
        if loc.line == 0 {
            continue;
        }
        let s = Site::new(program.file_name(loc.file), loc.line);
        if !out.iter().any(|o| o.matches(&s)) {
            out.push(s);
        }
    }
    out
}

/// Where the compiled run shows the trace's property, and where it shows the properties the
/// trace's run removed.
#[derive(Debug, Clone, Default)]
pub struct Sites {
    /// The property's site and the trace's violation site (`expected_sites`).
    pub expected: Vec<Site>,
    /// The assertions, error calls and error labels of the trace's removed properties
    /// (`Trace::removed`): the run goes on past their violations.
    pub removed: Vec<Site>,
}

/// The sites of the trace's removed properties that are calls in the compiled program
/// (run-time checks are not: UBSan reports of other properties never stop a run).
pub fn removed_sites(program: &Program, trace: &Trace) -> Vec<Site> {
    let mut out: Vec<Site> = Vec::new();
    for &p in &trace.removed {
        let prop = program.property(p);
        let call =
            matches!(prop.kind, PropKind::Assertion | PropKind::ErrorCall | PropKind::ErrorLabel);
        if !call || prop.loc.line == 0 {
            continue;
        }
        let s = Site::new(program.file_name(prop.loc.file), prop.loc.line);
        if !out.iter().any(|o| o.matches(&s)) {
            out.push(s);
        }
    }
    out
}

/// The call site (as logged) of the violation that ended the run when it is not the
/// trace's property but a removed property's that the run can go on past: the run is
/// repeated going on past it. Never a call of the program's own error function (its body
/// would run, where ibmc's call does nothing).
pub fn removed_violation(
    obs: &Observed,
    sites: &Sites,
    ub_kinds: &Option<Vec<&'static str>>,
) -> Option<u64> {
    match read_log(obs).end {
        Some(Event::Violation { kind, site, arg_site, ra, .. }) => {
            let removed = kind != "error_function" && !kind.starts_with("ub:");
            let target = is_target(&kind, &site, &arg_site, &sites.expected, ub_kinds);
            (removed && !target && at(&kind, &site, &arg_site, &sites.removed))
                .then_some(ra)
                .flatten()
        }
        _ => None,
    }
}

/// The violation is at one of `sites`: its call site, or for `__assert_fail` & co. the
/// `__FILE__`/`__LINE__` it was given (a multi-line `assert` has one line for `__LINE__` and
/// the call instruction may have another).
fn at(kind: &str, site: &Option<Site>, arg_site: &Option<Site>, sites: &[Site]) -> bool {
    let here = |s: &Option<Site>| s.as_ref().is_some_and(|s| sites.iter().any(|e| e.matches(s)));
    here(site) || (kind.starts_with("__assert") && here(arg_site))
}

/// The violation shows the trace's property: the right kind (a UBSan report of one of
/// `ub_kinds`, or a call) at its site.
fn is_target(
    kind: &str,
    site: &Option<Site>,
    arg_site: &Option<Site>,
    expected: &[Site],
    ub_kinds: &Option<Vec<&'static str>>,
) -> bool {
    let kind_ok = match ub_kinds {
        Some(kinds) => kind.strip_prefix("ub:").is_some_and(|k| kinds.contains(&k)),
        None => !kind.starts_with("ub:"),
    };
    kind_ok && at(kind, site, arg_site, expected)
}

#[derive(Debug)]
enum Event {
    Violation {
        kind: String,
        consumed: u64,
        /// The logged return address (none for UBSan reports).
        ra: Option<u64>,
        site: Option<Site>,
        arg_site: Option<Site>,
        text: String,
    },
    Exhausted {
        func: String,
        consumed: u64,
    },
    Assume {
        func: String,
        consumed: u64,
        site: Option<Site>,
    },
    Signal {
        sig: i32,
        consumed: u64,
    },
    Timeout {
        consumed: u64,
    },
    Exit {
        consumed: u64,
    },
}

fn parse_addr(s: &str) -> Option<u64> {
    s.strip_prefix("0x").and_then(|h| u64::from_str_radix(h, 16).ok()).filter(|a| *a != 0)
}

fn site_of(obs: &Observed, addr: Option<u64>) -> Option<Site> {
    let (file, line) = obs.sites.get(&addr?)?;
    Some(Site::new(file, *line))
}

/// What the log says: the first event that ends the run, and what happened before it.
struct Log {
    end: Option<Event>,
    /// UBSan reports that are not the property's.
    other_ub: Vec<String>,
    /// Violations of removed properties gone on past (`R`).
    went_on: Vec<String>,
}

fn read_log(obs: &Observed) -> Log {
    let mut log = Log { end: None, other_ub: Vec::new(), went_on: Vec::new() };
    for line in obs.log.lines() {
        let f: Vec<&str> = line.split('\t').collect();
        let num = |i: usize| f.get(i).and_then(|s| s.trim().parse::<u64>().ok()).unwrap_or(0);
        let text = |i: usize| f.get(i).map(|s| s.trim().to_string()).unwrap_or_default();
        let ev = match f.first().copied() {
            Some(tag @ ("V" | "R")) => {
                let kind = text(1);
                let ub_site = kind.starts_with("ub:");
                let file = text(4);
                let line_no = num(5) as u32;
                let file_site =
                    (!file.is_empty() && line_no > 0).then(|| Site::new(&file, line_no));
                let ra = if ub_site { None } else { parse_addr(&text(3)) };
                let (site, arg_site) =
                    if ub_site { (file_site, None) } else { (site_of(obs, ra), file_site) };
                if tag == "R" {
                    let shown = site.as_ref().or(arg_site.as_ref()).map(Site::short);
                    log.went_on.push(format!(
                        "{} at {} after {}",
                        describe_violation(&kind, &text(6)),
                        shown.unwrap_or_else(|| "an unknown location".into()),
                        inputs(num(2))
                    ));
                    continue;
                }
                Event::Violation { kind, consumed: num(2), ra, site, arg_site, text: text(6) }
            }
            Some("U") => {
                let file = text(4);
                let base = Path::new(&file)
                    .file_name()
                    .map(|b| b.to_string_lossy().into_owned())
                    .unwrap_or(file);
                log.other_ub.push(format!(
                    "{} at {}:{} after {} inputs",
                    text(1).trim_start_matches("ub:"),
                    base,
                    num(5),
                    num(2)
                ));
                continue;
            }
            Some("X") => Event::Exhausted { func: text(1), consumed: num(2) },
            Some("A") => Event::Assume {
                func: text(1),
                consumed: num(2),
                site: site_of(obs, parse_addr(&text(3))),
            },
            Some("S") => Event::Signal { sig: num(1) as i32, consumed: num(2) },
            Some("T") => Event::Timeout { consumed: num(2) },
            Some("E") => Event::Exit { consumed: num(1) },
            _ => continue,
        };
        log.end = Some(ev);
        return log;
    }
    log
}

fn signal_name(sig: i32) -> String {
    match sig {
        4 => "SIGILL".into(),
        6 => "SIGABRT".into(),
        7 => "SIGBUS".into(),
        8 => "SIGFPE".into(),
        9 => "SIGKILL".into(),
        11 => "SIGSEGV".into(),
        14 => "SIGALRM".into(),
        15 => "SIGTERM".into(),
        n => format!("signal {n}"),
    }
}

fn inputs(n: u64) -> String {
    if n == 1 {
        "1 input".into()
    } else {
        format!("{n} inputs")
    }
}

/// What a violation event was, in words.
fn describe_violation(kind: &str, text: &str) -> String {
    match kind {
        "error_function" => {
            "call of the program's error function (reach_error/__VERIFIER_error)".into()
        }
        "reach_error" | "__VERIFIER_error" => format!("call of {kind}()"),
        "error label" => "the error label reached".to_string(),
        "__assert_fail" | "__assert" | "__assert_perror_fail" => {
            if text.is_empty() {
                "failed assert".into()
            } else {
                format!("failed assert `{text}`")
            }
        }
        k if k.starts_with("ub:") => {
            let k = k.trim_start_matches("ub:");
            if text.is_empty() {
                format!("UBSan {k}")
            } else {
                format!("UBSan {k} ({text})")
            }
        }
        k => format!("failed {k}"),
    }
}

/// Decides the replay from the run's events.
pub fn judge(
    program: &Program,
    prop: &Property,
    trace: &Trace,
    sites: &Sites,
    ub_kinds: &Option<Vec<&'static str>>,
    total: usize,
    obs: &Observed,
) -> Replay {
    let total = total as u64;
    let want = sites
        .expected
        .first()
        .map(|s| s.shown.clone())
        .unwrap_or_else(|| program.render_loc(prop.loc));
    let goal = format!("{} at {want} after {} (frame {})", prop.id, inputs(total), trace.frame);
    let log = read_log(obs);
    let mut r = match log.end {
        Some(Event::Violation { kind, consumed, site, arg_site, text, .. }) => {
            let what = describe_violation(&kind, &text);
            let shown = site.as_ref().or(arg_site.as_ref()).map(Site::short).unwrap_or_else(|| "an unknown location".into());
            if is_target(&kind, &site, &arg_site, &sites.expected, ub_kinds) {
                if consumed == total {
                    Replay {
                        replayed: true,
                        conclusive: true,
                        detail: format!(
                            "{what} at {shown} after {}, as in the trace of {} (frame {}, confirmed through the input count)",
                            inputs(consumed),
                            prop.id,
                            trace.frame
                        ),
                    }
                } else {
                    Replay::no(format!(
                        "{what} at {shown}, the trace's property, but after {} instead of the trace's {} (frame {}): \
                         the run reached it in another frame or on another path",
                        inputs(consumed),
                        total,
                        trace.frame
                    ))
                }
            } else if at(&kind, &site, &arg_site, &sites.removed) {
                // The trace may violate it (its run did not have it), but the compiled run
                // could not go on past it.
                let why = if kind == "error_function" {
                    "a call of the program's own error function, whose body would run where ibmc's call does nothing"
                } else {
                    "more removed call sites than a replay goes on past"
                };
                Replay::undecided(format!(
                    "not confirmed: the program stopped at {what} at {shown} after {}, a property the run removed ({why}); \
                     expected {goal}",
                    inputs(consumed)
                ))
            } else {
                Replay::no(format!("the program stopped at another violation: {what} at {shown} after {}; expected {goal}", inputs(consumed)))
            }
        }
        Some(Event::Exhausted { func, consumed }) => Replay::no(format!(
            "the program called {func} after {} with no value left for it: it needs more inputs than the trace has; \
             expected {goal}",
            inputs(consumed)
        )),
        Some(Event::Assume { func, consumed, site }) => Replay::no(format!(
            "{func} at {} failed after {}: the run left the trace's path; expected {goal}",
            site.as_ref().map(Site::short).unwrap_or_else(|| "an unknown location".into()),
            inputs(consumed)
        )),
        Some(Event::Signal { sig, consumed }) => {
            let mut d = format!("the program was killed by {} after {}; expected {goal}", signal_name(sig), inputs(consumed));
            if !obs.stderr_tail.is_empty() {
                d.push_str(&format!(" (stderr: {})", last_line(&obs.stderr_tail)));
            }
            match removed_trap(program, trace, sig) {
                Some(checks) => Replay::undecided(format!(
                    "probably inconclusive: the run removed the {checks} checks, whose violations the trace may pass \
                     through (ibmc's model goes on where the compiled program traps): {d}"
                )),
                None => Replay::no(d),
            }
        }
        Some(Event::Timeout { consumed }) => {
            Replay::no(format!("the program did not stop within the time limit (after {}); expected {goal}", inputs(consumed)))
        }
        Some(Event::Exit { consumed }) => Replay::no(format!(
            "the program exited{} after {} without a violation; expected {goal}",
            obs.code.map(|c| format!(" with status {c}")).unwrap_or_default(),
            inputs(consumed)
        )),
        None => no_report(obs, &goal),
    };
    if !log.went_on.is_empty() {
        let shown: Vec<&str> = log.went_on.iter().take(3).map(String::as_str).collect();
        r.detail.push_str(&format!(
            "; went on past {}{} violations of properties the run removed ({}{})",
            if log.went_on.len() >= 1000 { "at least " } else { "" },
            log.went_on.len(),
            shown.join("; "),
            if log.went_on.len() > 3 { "; ..." } else { "" }
        ));
    }
    if !log.other_ub.is_empty() {
        let shown: Vec<&String> = log.other_ub.iter().take(3).collect();
        r.detail.push_str(&format!(
            "; UBSan reports that are not the property: {} ({})",
            log.other_ub.len(),
            shown.iter().map(|s| s.as_str()).collect::<Vec<_>>().join("; ")
        ));
    }
    r
}

/// A run that ended without an event in the log.
fn no_report(obs: &Observed, goal: &str) -> Replay {
    let how = if obs.killed {
        "was killed after the time limit".to_string()
    } else if let Some(s) = obs.signal {
        format!("was killed by {}", signal_name(s))
    } else {
        format!(
            "ended with status {}",
            obs.code.map(|c| c.to_string()).unwrap_or_else(|| "?".into())
        )
    };
    let mut d = format!("the program {how} without a report from the harness; expected {goal}");
    if !obs.stderr_tail.is_empty() {
        d.push_str(&format!(" (stderr: {})", last_line(&obs.stderr_tail)));
    }
    Replay::no(d)
}

/// The removed checks whose violation traps with `sig` in the compiled program while
/// ibmc's model goes on (division by zero: SIGFPE; memory accesses: SIGSEGV, SIGBUS), named
/// for the detail; `None` when the trace's run removed none of them.
fn removed_trap(program: &Program, trace: &Trace, sig: i32) -> Option<&'static str> {
    let kinds: &[CheckKind] = match sig {
        8 => &[CheckKind::DivByZero],
        7 | 11 => &[CheckKind::Pointer, CheckKind::ArrayBounds],
        _ => return None,
    };
    let removed = |k: &CheckKind| {
        trace.removed.iter().any(|&p| program.property(p).kind == PropKind::Check(*k))
    };
    match sig {
        8 => kinds.iter().any(removed).then_some("division-by-zero"),
        _ => kinds.iter().any(removed).then_some("pointer and array-bounds"),
    }
}

fn last_line(s: &str) -> String {
    let l = s.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("").trim();
    let mut end = l.len().min(200);
    while !l.is_char_boundary(end) {
        end -= 1;
    }
    l[..end].to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A run's log: a removed assertion's violation gone on past (`R`) at h.c:43, then `last`.
    fn run(last: &str) -> Observed {
        let mut obs = Observed {
            log: format!("R\t__CPROVER_assert\t2\t0x401000\t\t0\t\n{last}E\t11\n"),
            ..Default::default()
        };
        for (a, line) in [(0x401000, 43), (0x402000, 45), (0x403000, 50)] {
            obs.sites.insert(a, ("h.c".to_string(), line));
        }
        obs
    }

    #[test]
    fn only_removed_violations_are_gone_on_past() {
        let sites =
            Sites { expected: vec![Site::new("h.c", 45)], removed: vec![Site::new("h.c", 43)] };
        let violation = |ra: &str| format!("V\t__CPROVER_assert\t11\t{ra}\t\t0\t\n");
        // The R line is not the end; the target's violation is.
        let log = read_log(&run(&violation("0x402000")));
        assert!(matches!(log.end, Some(Event::Violation { consumed: 11, .. })));
        assert_eq!(log.went_on, ["failed __CPROVER_assert at h.c:43 after 2 inputs"]);
        assert_eq!(removed_violation(&run(&violation("0x402000")), &sites, &None), None);
        // A removed assertion's violation ends a run that did not go on past it yet.
        assert_eq!(removed_violation(&run(&violation("0x401000")), &sites, &None), Some(0x401000));
        // Another assertion's (one the trace's run had) is never gone on past.
        assert_eq!(removed_violation(&run(&violation("0x403000")), &sites, &None), None);
        // Nor a call of the program's own error function at a removed site.
        let own = "V\terror_function\t11\t0x401000\t\t0\t\n";
        assert_eq!(removed_violation(&run(own), &sites, &None), None);
    }
}
