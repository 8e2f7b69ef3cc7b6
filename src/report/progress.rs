//! The progress line on a terminal (stderr), overwritten in place: after each frame, and
//! refreshed every half second by a ticker thread while the next frame is worked on (a solver
//! call can take minutes; a frozen line looks like a hung tool).
//!
//! Only when stderr is a terminal and the output is not `--json` (`main.rs` decides; `start`
//! is then called once). `clear` stops the ticker and erases the line before any report.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::engine::{clock_start, solving_for, Progress};

static SHOWN: AtomicBool = AtomicBool::new(false);
/// The run has no bound (frames, time): the line says so and how to bound it.
static UNBOUNDED: AtomicBool = AtomicBool::new(false);
const UNBOUNDED_HINT: &str =
    " [unbounded: runs until every property is settled; bound it with --unwind-max N or --timeout SECS]";
/// The last frame's report and when it came.
static LAST: Mutex<Option<(Progress, Instant)>> = Mutex::new(None);
/// The ticker: its stop flag and thread.
static TICKER: Mutex<Option<(std::sync::Arc<AtomicBool>, JoinHandle<()>)>> = Mutex::new(None);

const TICK: Duration = Duration::from_millis(500);

/// Whether stderr is a terminal (a log file or a pipe gets no progress line).
pub fn wanted() -> bool {
    #[cfg(unix)]
    {
        extern "C" {
            fn isatty(fd: i32) -> i32;
        }
        // SAFETY: isatty only inspects the descriptor.
        unsafe { isatty(2) == 1 }
    }
    #[cfg(not(unix))]
    false
}

/// Starts the ticker that keeps the line live between frames; `unbounded`: the run has no
/// frame or time bound (the line says so).
pub fn start(unbounded: bool) {
    clock_start();
    UNBOUNDED.store(unbounded, Ordering::Relaxed);
    crate::limits::before_report(clear);
    let mut ticker = TICKER.lock().unwrap_or_else(|e| e.into_inner());
    if ticker.is_some() {
        return;
    }
    let stop = std::sync::Arc::new(AtomicBool::new(false));
    let flag = stop.clone();
    let spawned = std::thread::Builder::new().name("progress".into()).spawn(move || {
        while !flag.load(Ordering::Relaxed) {
            std::thread::park_timeout(TICK);
            if !flag.load(Ordering::Relaxed) {
                draw();
            }
        }
    });
    // No thread, no live line: the per-frame line still shows.
    if let Ok(handle) = spawned {
        *ticker = Some((stop, handle));
    }
}

/// The engine's report after a frame.
pub fn show(p: &Progress) {
    *LAST.lock().unwrap_or_else(|e| e.into_inner()) = Some((p.clone(), Instant::now()));
    draw();
}

/// Whether a progress line may be on the screen (a log line must erase it first).
pub fn active() -> bool {
    SHOWN.load(Ordering::Relaxed)
}

/// Writes the line from the last report and the clocks.
fn draw() {
    crate::limits::before_report(clear);
    let line = {
        let last = LAST.lock().unwrap_or_else(|e| e.into_inner());
        let mut l = line(last.as_ref(), clock_start().elapsed(), solving_for());
        if UNBOUNDED.load(Ordering::Relaxed) {
            l.push_str(UNBOUNDED_HINT);
        }
        l
    };
    let mut err = std::io::stderr().lock();
    let _ = write!(err, "\r\x1b[K{line}");
    let _ = err.flush();
    SHOWN.store(true, Ordering::Relaxed);
}

/// The progress text: the last frame's figures, then what is under way (the next frame, the
/// solver call's time so far) and the time since the start.
fn line(
    last: Option<&(Progress, Instant)>,
    elapsed: Duration,
    solving: Option<Duration>,
) -> String {
    let mut s = match last {
        Some((p, at)) => {
            let mut s = format!(
                "{} frame {}: {} clauses, {} settled, {:.1}s solving",
                p.phase, p.frame, p.clauses, p.settled, p.solve_secs
            );
            let waiting = at.elapsed();
            if waiting >= TICK {
                s.push_str(&format!("; frame {} for {}", p.frame + 1, secs(waiting)));
            }
            s
        }
        None => "starting".to_string(),
    };
    if let Some(d) = solving.filter(|d| *d >= TICK) {
        s.push_str(&format!(", in the solver for {}", secs(d)));
    }
    s.push_str(&format!(" ({} elapsed)", secs(elapsed)));
    s
}

fn secs(d: Duration) -> String {
    format!("{}s", d.as_secs())
}

/// Stops the ticker and erases the progress line before the report is printed.
pub fn clear() {
    let ticker = TICKER.lock().unwrap_or_else(|e| e.into_inner()).take();
    if let Some((stop, handle)) = ticker {
        stop.store(true, Ordering::Relaxed);
        handle.thread().unpark();
        let _ = handle.join();
    }
    if SHOWN.swap(false, Ordering::Relaxed) {
        let mut err = std::io::stderr().lock();
        let _ = write!(err, "\r\x1b[K");
        let _ = err.flush();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_text() {
        let p = Progress { phase: "bmc", frame: 3, clauses: 1200, settled: 1, solve_secs: 2.25 };
        let just = (p.clone(), Instant::now());
        assert_eq!(
            line(Some(&just), Duration::from_secs(7), None),
            "bmc frame 3: 1200 clauses, 1 settled, 2.2s solving (7s elapsed)"
        );
        let long = (p, Instant::now() - Duration::from_secs(65));
        assert_eq!(
            line(Some(&long), Duration::from_secs(70), Some(Duration::from_secs(64))),
            "bmc frame 3: 1200 clauses, 1 settled, 2.2s solving; frame 4 for 65s, in the solver for 64s (70s elapsed)"
        );
        assert_eq!(
            line(None, Duration::from_secs(2), Some(Duration::from_secs(2))),
            "starting, in the solver for 2s (2s elapsed)"
        );
    }
}
