//! Ending a run cleanly: `--timeout`, `--memory-limit`, Ctrl-C (SIGINT) and SIGTERM all set
//! the one terminate flag that symbolic execution and the SAT solver poll, and record why, so
//! the engines stop with an INCONCLUSIVE verdict and every result settled so far.
//!
//! Two guarantees rest here rather than in the engines:
//! - an optional pass (loop-bound inference, invariant search) runs under a [`Budget`]: a
//!   flag of its own that rises when the run's flag does or when the pass's time is up, so
//!   the pass gives up to the plain behaviour instead of holding back the first frame;
//! - the run ends within [`GRACE`] of its limit or signal: when the engines have not handed
//!   back their verdict by then (a long step that polls no flag), the watcher prints an
//!   INCONCLUSIVE result itself and exits.

use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The signal that asked the run to stop (0: none), set by the handler (async-signal-safe:
/// a store and nothing else).
static SIGNAL_SEEN: AtomicU8 = AtomicU8::new(0);

const SIGINT: i32 = 2;
const SIGTERM: i32 = 15;

/// How long the engines have, once stopped, to hand back their verdict before the watcher
/// reports the run itself: `--timeout T` returns within T + 1 s (printing included).
pub const GRACE: Duration = Duration::from_millis(800);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StopReason {
    Timeout,
    MemoryLimit,
    Interrupted,
    Terminated,
}

impl StopReason {
    fn from_code(c: u8) -> Option<StopReason> {
        [
            StopReason::Timeout,
            StopReason::MemoryLimit,
            StopReason::Interrupted,
            StopReason::Terminated,
        ]
        .into_iter()
        .find(|r| *r as u8 + 1 == c)
    }
}

/// The limits of one run, watched by a background thread.
pub struct Limits {
    pub terminate: Arc<AtomicBool>,
    reason: Arc<AtomicU8>,
    /// Set once the engines have handed back their verdict: from then on the watcher leaves
    /// the reporting to the main thread.
    reported: Arc<AtomicBool>,
    timeout: Option<f64>,
    memory_mb: Option<f64>,
}

impl Limits {
    /// Starts watching: the deadline counts from `start`. `json`: the form of the result the
    /// watcher prints when the engines miss their grace period.
    pub fn start(
        start: Instant,
        timeout: Option<f64>,
        memory_mb: Option<f64>,
        json: bool,
    ) -> Limits {
        install_stop_handlers();
        let terminate = Arc::new(AtomicBool::new(false));
        let reason = Arc::new(AtomicU8::new(0));
        let reported = Arc::new(AtomicBool::new(false));
        let limits = Limits {
            terminate: terminate.clone(),
            reason: reason.clone(),
            reported: reported.clone(),
            timeout,
            memory_mb,
        };
        let deadline = timeout.map(|s| start + Duration::from_secs_f64(s));
        let limit_bytes = memory_mb.map(|mb| (mb * 1024.0 * 1024.0) as u64);
        std::thread::spawn(move || {
            let stopped = loop {
                let stop = match SIGNAL_SEEN.load(Ordering::Relaxed) {
                    s if s == SIGINT as u8 => Some(StopReason::Interrupted),
                    s if s == SIGTERM as u8 => Some(StopReason::Terminated),
                    _ if deadline.is_some_and(|d| Instant::now() >= d) => Some(StopReason::Timeout),
                    _ if limit_bytes.is_some_and(|l| resident_bytes().is_some_and(|r| r > l)) => {
                        Some(StopReason::MemoryLimit)
                    }
                    _ => None,
                };
                if let Some(r) = stop {
                    reason.store(r as u8 + 1, Ordering::SeqCst);
                    terminate.store(true, Ordering::SeqCst);
                    break r;
                }
                if reported.load(Ordering::Relaxed) {
                    return;
                }
                std::thread::sleep(Duration::from_millis(10));
            };
            let asked = Instant::now();
            while asked.elapsed() < GRACE {
                if reported.load(Ordering::SeqCst) {
                    return;
                }
                std::thread::sleep(Duration::from_millis(10));
            }
            if !reported.load(Ordering::SeqCst) {
                report_unfinished(&describe(stopped, timeout, memory_mb), json);
                std::process::exit(5);
            }
        });
        limits
    }

    /// The engines are done: the watcher no longer reports the run itself.
    pub fn engines_done(&self) {
        self.reported.store(true, Ordering::SeqCst);
    }

    /// Why the run was stopped, if it was.
    pub fn stopped(&self) -> Option<StopReason> {
        StopReason::from_code(self.reason.load(Ordering::SeqCst))
    }

    /// The reason for the report, e.g. `timeout (10 s)`.
    pub fn describe(&self, r: StopReason) -> String {
        describe(r, self.timeout, self.memory_mb)
    }
}

fn describe(r: StopReason, timeout: Option<f64>, memory_mb: Option<f64>) -> String {
    match r {
        StopReason::Timeout => format!("timeout ({} s)", timeout.unwrap_or(0.0)),
        StopReason::MemoryLimit => format!("memory limit ({} MB)", memory_mb.unwrap_or(0.0)),
        StopReason::Interrupted => "interrupted (Ctrl-C)".to_string(),
        StopReason::Terminated => "terminated (SIGTERM)".to_string(),
    }
}

/// What must run before the watcher prints: the progress line (`report::progress`, a layer
/// above) registers its eraser here when it draws, so that this module names no report.
static BEFORE_REPORT: std::sync::OnceLock<fn()> = std::sync::OnceLock::new();

/// Registers `erase` to run before the watcher prints a result itself (the first one stays).
pub fn before_report(erase: fn()) {
    let _ = BEFORE_REPORT.set(erase);
}

/// The result of a run whose engines did not stop within [`GRACE`]: what was settled is
/// lost, but the verdict (INCONCLUSIVE) and the reason are not.
fn report_unfinished(why: &str, json: bool) {
    if let Some(erase) = BEFORE_REPORT.get() {
        erase();
    }
    let reason = format!("{why}; the engines did not stop within {:.1} s of it, so their partial results are not shown", GRACE.as_secs_f64());
    if json {
        let v = serde_json::json!({ "result": "INCONCLUSIVE", "reason": reason, "properties": [], "trace": null });
        println!("{}", serde_json::to_string_pretty(&v).unwrap_or_default());
    } else {
        println!("\nVERIFICATION INCONCLUSIVE\nReason: {reason}");
    }
}

/// A stop flag for one optional pass: it rises when the run's own flag does, or when the
/// pass's budget is spent. Everything that polls a terminate flag (symbolic execution, the
/// SAT solver) polls this one instead, so the pass stops at its budget as it would at the
/// run's limit, and gives up to the behaviour without it.
pub struct Budget {
    flag: Arc<AtomicBool>,
    expired: Arc<AtomicBool>,
    done: Arc<AtomicBool>,
    started: Instant,
    budget: Duration,
    clock: Arc<Option<cpu_time::ThreadClock>>,
}

/// The time a pass has used: its thread's processor time, or wall-clock time.
fn used(clock: &Option<cpu_time::ThreadClock>, started: Instant) -> Duration {
    clock.as_ref().and_then(cpu_time::ThreadClock::elapsed).unwrap_or_else(|| started.elapsed())
}

impl Budget {
    /// Starts the pass's clock: the processor time of the calling thread, which runs the
    /// pass (wall-clock time where that clock is not available). Processor time, so that on
    /// a loaded machine the pass does as much as on an idle one, and what it decides (a loop
    /// bounded or cut, and so the frames' numbering) does not depend on the load; the run's
    /// `--timeout`, in wall-clock time, still stops it through `run`.
    pub fn start(run: Arc<AtomicBool>, budget: Duration) -> Budget {
        let flag = Arc::new(AtomicBool::new(false));
        let expired = Arc::new(AtomicBool::new(false));
        let done = Arc::new(AtomicBool::new(false));
        let started = Instant::now();
        let clock = Arc::new(cpu_time::ThreadClock::of_current_thread());
        let (f, e, d, c) = (flag.clone(), expired.clone(), done.clone(), clock.clone());
        std::thread::spawn(move || loop {
            if d.load(Ordering::Relaxed) {
                return;
            }
            let out_of_time = used(&c, started) >= budget;
            if out_of_time || run.load(Ordering::Relaxed) {
                e.store(out_of_time, Ordering::SeqCst);
                f.store(true, Ordering::SeqCst);
                return;
            }
            std::thread::sleep(Duration::from_millis(5));
        });
        Budget { flag, expired, done, started, budget, clock }
    }

    /// The flag to hand to symbolic execution and the solver.
    pub fn flag(&self) -> Arc<AtomicBool> {
        self.flag.clone()
    }

    /// Stopped, by the budget or by the run.
    pub fn stopped(&self) -> bool {
        self.flag.load(Ordering::Relaxed)
    }

    /// Stopped because the budget ran out (not the run's own limit).
    pub fn expired(&self) -> bool {
        self.expired.load(Ordering::SeqCst)
    }

    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }

    /// The time the budget counts (processor time where available).
    pub fn used(&self) -> Duration {
        used(&self.clock, self.started)
    }

    /// The time the pass was given.
    pub fn budget(&self) -> Duration {
        self.budget
    }
}

impl Drop for Budget {
    fn drop(&mut self) {
        self.done.store(true, Ordering::Relaxed);
    }
}

/// The processor time of one thread, read from another (Linux and other POSIX systems).
mod cpu_time {
    use std::time::Duration;

    #[repr(C)]
    struct Timespec {
        tv_sec: i64,
        tv_nsec: i64,
    }

    #[cfg(all(unix, target_pointer_width = "64"))]
    extern "C" {
        fn pthread_self() -> usize;
        fn pthread_getcpuclockid(thread: usize, clock: *mut i32) -> i32;
        fn clock_gettime(clock: i32, tp: *mut Timespec) -> i32;
    }

    pub struct ThreadClock {
        clock: i32,
        start: Duration,
    }

    impl ThreadClock {
        #[cfg(all(unix, target_pointer_width = "64"))]
        pub fn of_current_thread() -> Option<ThreadClock> {
            let mut clock = 0;
            // SAFETY: pthread_self is always valid; the clock id is written on success only.
            if unsafe { pthread_getcpuclockid(pthread_self(), &mut clock) } != 0 {
                return None;
            }
            let start = read(clock)?;
            Some(ThreadClock { clock, start })
        }

        #[cfg(not(all(unix, target_pointer_width = "64")))]
        pub fn of_current_thread() -> Option<ThreadClock> {
            None
        }

        /// Processor time the thread used since the clock was made (`None` once the thread
        /// has ended and its clock is gone).
        pub fn elapsed(&self) -> Option<Duration> {
            read(self.clock).map(|t| t.saturating_sub(self.start))
        }
    }

    #[cfg(all(unix, target_pointer_width = "64"))]
    fn read(clock: i32) -> Option<Duration> {
        let mut ts = Timespec { tv_sec: 0, tv_nsec: 0 };
        // SAFETY: writes one timespec, which we own.
        if unsafe { clock_gettime(clock, &mut ts) } != 0 {
            return None;
        }
        Some(Duration::new(ts.tv_sec.try_into().ok()?, ts.tv_nsec.try_into().ok()?))
    }

    #[cfg(not(all(unix, target_pointer_width = "64")))]
    fn read(_: i32) -> Option<Duration> {
        None
    }
}

/// Resident set size of this process, from /proc (Linux); `None` elsewhere.
pub fn resident_bytes() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096)
}

#[cfg(unix)]
fn install_stop_handlers() {
    extern "C" {
        fn signal(signum: i32, handler: usize) -> usize;
    }
    const SIG_DFL: usize = 0;
    extern "C" fn on_stop(signum: i32) {
        SIGNAL_SEEN.store(signum as u8, Ordering::Relaxed);
        // A second Ctrl-C (or SIGTERM) kills at once, as users expect when the clean stop
        // takes too long. SAFETY: signal() is async-signal-safe.
        unsafe {
            signal(signum, SIG_DFL);
        }
    }
    // SAFETY: installs a handler that only stores to an atomic and resets itself.
    unsafe {
        signal(SIGINT, on_stop as *const () as usize);
        signal(SIGTERM, on_stop as *const () as usize);
    }
}

#[cfg(not(unix))]
fn install_stop_handlers() {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_budget_rises_at_its_time_and_says_so() {
        let run = Arc::new(AtomicBool::new(false));
        let b = Budget::start(run.clone(), Duration::from_millis(30));
        assert!(!b.stopped());
        // Processor time: sleeping uses none, working does.
        std::thread::sleep(Duration::from_millis(100));
        assert!(!b.stopped(), "a thread that sleeps spends no processor time");
        let t = Instant::now();
        let mut x = 0u64;
        while !b.stopped() && t.elapsed() < Duration::from_secs(20) {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1);
        }
        std::hint::black_box(x);
        std::thread::sleep(Duration::from_millis(50));
        assert!(b.stopped() && b.expired());
        assert!(!run.load(Ordering::SeqCst), "a pass's budget never stops the run");
    }

    #[test]
    fn a_budget_follows_the_run_without_counting_as_expired() {
        let run = Arc::new(AtomicBool::new(false));
        let b = Budget::start(run.clone(), Duration::from_secs(60));
        run.store(true, Ordering::SeqCst);
        std::thread::sleep(Duration::from_millis(100));
        assert!(b.stopped() && !b.expired());
    }
}
