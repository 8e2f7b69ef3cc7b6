//! Reading the harness's event log and deciding whether the run reproduced the trace.
//!
//! Events, one per line, tab-separated (`consumed` is the number of inputs returned so far):
//! - `V kind consumed ra file line text`: a violation; `ra` is the return address into the
//!   call site (`0x0` for UBSan reports, whose `file`/`line` are UBSan's; for `__assert_fail`
//!   `file`/`line` are the arguments);
//! - `U ub:kind consumed 0x0 file line message`: a UBSan report that is not the property's;
//! - `X function consumed`: a nondeterministic function called with its queue empty;
//! - `A function consumed ra`: a false assumption;
//! - `S signal consumed`, `T signal consumed`: a fatal signal, the time limit;
//! - `E consumed`: the program exited.

use std::path::{Path, PathBuf};

use super::run::Observed;
use super::Replay;
use crate::engine::Trace;
use crate::ir::{Loc, Program, Property};

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

#[derive(Debug)]
enum Event {
    Violation {
        kind: String,
        consumed: u64,
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

/// The first event that ends the run, and the UBSan reports before it.
fn read_log(obs: &Observed) -> (Option<Event>, Vec<String>) {
    let mut other_ub = Vec::new();
    for line in obs.log.lines() {
        let f: Vec<&str> = line.split('\t').collect();
        let num = |i: usize| f.get(i).and_then(|s| s.trim().parse::<u64>().ok()).unwrap_or(0);
        let text = |i: usize| f.get(i).map(|s| s.trim().to_string()).unwrap_or_default();
        let ev = match f.first().copied() {
            Some("V") => {
                let kind = text(1);
                let ub_site = kind.starts_with("ub:");
                let file = text(4);
                let line_no = num(5) as u32;
                let file_site =
                    (!file.is_empty() && line_no > 0).then(|| Site::new(&file, line_no));
                let (site, arg_site) = if ub_site {
                    (file_site, None)
                } else {
                    (site_of(obs, parse_addr(&text(3))), file_site)
                };
                Event::Violation { kind, consumed: num(2), site, arg_site, text: text(6) }
            }
            Some("U") => {
                let file = text(4);
                let base = Path::new(&file)
                    .file_name()
                    .map(|b| b.to_string_lossy().into_owned())
                    .unwrap_or(file);
                other_ub.push(format!(
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
        return (Some(ev), other_ub);
    }
    (None, other_ub)
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
    expected: &[Site],
    ub_kinds: &Option<Vec<&'static str>>,
    total: usize,
    obs: &Observed,
) -> Replay {
    let total = total as u64;
    let want =
        expected.first().map(|s| s.shown.clone()).unwrap_or_else(|| program.render_loc(prop.loc));
    let goal = format!("{} at {want} after {} (frame {})", prop.id, inputs(total), trace.frame);
    let (event, other_ub) = read_log(obs);
    let mut r = match event {
        Some(Event::Violation { kind, consumed, site, arg_site, text }) => {
            let what = describe_violation(&kind, &text);
            let kind_ok = match ub_kinds {
                Some(kinds) => kind.strip_prefix("ub:").is_some_and(|k| kinds.contains(&k)),
                None => !kind.starts_with("ub:"),
            };
            let here = |s: &Option<Site>| s.as_ref().is_some_and(|s| expected.iter().any(|e| e.matches(s)));
            let at_site = here(&site) || (kind.starts_with("__assert") && here(&arg_site));
            let shown = site.as_ref().or(arg_site.as_ref()).map(Site::short).unwrap_or_else(|| "an unknown location".into());
            if kind_ok && at_site && consumed == total {
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
            } else if kind_ok && at_site {
                Replay::no(format!(
                    "{what} at {shown}, the trace's property, but after {} instead of the trace's {} (frame {}): \
                     the run reached it in another frame or on another path",
                    inputs(consumed),
                    total,
                    trace.frame
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
            Replay::no(d)
        }
        Some(Event::Timeout { consumed }) => {
            Replay::no(format!("the program did not stop within the time limit (after {}); expected {goal}", inputs(consumed)))
        }
        Some(Event::Exit { consumed }) => Replay::no(format!(
            "the program exited{} after {} without a violation; expected {goal}",
            obs.code.map(|c| format!(" with status {c}")).unwrap_or_default(),
            inputs(consumed)
        )),
        None => {
            let how = if obs.killed {
                "was killed after the time limit".to_string()
            } else if let Some(s) = obs.signal {
                format!("was killed by {}", signal_name(s))
            } else {
                format!("ended with status {}", obs.code.map(|c| c.to_string()).unwrap_or_else(|| "?".into()))
            };
            let mut d = format!("the program {how} without a report from the harness; expected {goal}");
            if !obs.stderr_tail.is_empty() {
                d.push_str(&format!(" (stderr: {})", last_line(&obs.stderr_tail)));
            }
            Replay::no(d)
        }
    };
    if !other_ub.is_empty() {
        let shown: Vec<&String> = other_ub.iter().take(3).collect();
        r.detail.push_str(&format!(
            "; UBSan reports that are not the property: {} ({})",
            other_ub.len(),
            shown.iter().map(|s| s.as_str()).collect::<Vec<_>>().join("; ")
        ));
    }
    r
}

fn last_line(s: &str) -> String {
    let l = s.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("").trim();
    let mut end = l.len().min(200);
    while !l.is_char_boundary(end) {
        end -= 1;
    }
    l[..end].to_string()
}
