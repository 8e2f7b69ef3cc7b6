//! Ending a run cleanly: `--timeout`, `--memory-limit` and Ctrl-C all set the one terminate
//! flag that symbolic execution and the SAT solver poll, and record why, so the engines stop
//! with an INCONCLUSIVE verdict and every result settled so far.

use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Set by the SIGINT handler (async-signal-safe: a store and nothing else).
static SIGINT_SEEN: AtomicBool = AtomicBool::new(false);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StopReason {
    Timeout,
    MemoryLimit,
    Interrupted,
}

/// The limits of one run, watched by a background thread.
pub struct Limits {
    pub terminate: Arc<AtomicBool>,
    reason: Arc<AtomicU8>,
    timeout: Option<f64>,
    memory_mb: Option<f64>,
}

impl Limits {
    /// Starts watching: the deadline counts from `start`.
    pub fn start(start: Instant, timeout: Option<f64>, memory_mb: Option<f64>) -> Limits {
        install_sigint_handler();
        let terminate = Arc::new(AtomicBool::new(false));
        let reason = Arc::new(AtomicU8::new(0));
        let (flag, why) = (terminate.clone(), reason.clone());
        let deadline = timeout.map(|s| start + Duration::from_secs_f64(s));
        let limit_bytes = memory_mb.map(|mb| (mb * 1024.0 * 1024.0) as u64);
        std::thread::spawn(move || loop {
            let stop = if SIGINT_SEEN.load(Ordering::Relaxed) {
                Some(StopReason::Interrupted)
            } else if deadline.is_some_and(|d| Instant::now() >= d) {
                Some(StopReason::Timeout)
            } else if limit_bytes.is_some_and(|l| resident_bytes().is_some_and(|r| r > l)) {
                Some(StopReason::MemoryLimit)
            } else {
                None
            };
            if let Some(r) = stop {
                why.store(r as u8 + 1, Ordering::SeqCst);
                flag.store(true, Ordering::SeqCst);
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        });
        Limits { terminate, reason, timeout, memory_mb }
    }

    /// Why the run was stopped, if it was.
    pub fn stopped(&self) -> Option<StopReason> {
        match self.reason.load(Ordering::SeqCst) {
            1 => Some(StopReason::Timeout),
            2 => Some(StopReason::MemoryLimit),
            3 => Some(StopReason::Interrupted),
            _ => None,
        }
    }

    /// The reason for the report, e.g. `timeout (10 s)`.
    pub fn describe(&self, r: StopReason) -> String {
        match r {
            StopReason::Timeout => format!("timeout ({} s)", self.timeout.unwrap_or(0.0)),
            StopReason::MemoryLimit => format!("memory limit ({} MB)", self.memory_mb.unwrap_or(0.0)),
            StopReason::Interrupted => "interrupted (Ctrl-C)".to_string(),
        }
    }
}

/// Resident set size of this process, from /proc (Linux); `None` elsewhere.
pub fn resident_bytes() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096)
}

#[cfg(unix)]
fn install_sigint_handler() {
    extern "C" {
        fn signal(signum: i32, handler: usize) -> usize;
    }
    const SIGINT: i32 = 2;
    const SIG_DFL: usize = 0;
    extern "C" fn on_sigint(_: i32) {
        SIGINT_SEEN.store(true, Ordering::Relaxed);
        // A second Ctrl-C kills at once, as users expect when the clean stop takes too long.
        // SAFETY: signal() is async-signal-safe.
        unsafe {
            signal(SIGINT, SIG_DFL);
        }
    }
    // SAFETY: installs a handler that only stores to an atomic and resets itself.
    unsafe {
        signal(SIGINT, on_sigint as *const () as usize);
    }
}

#[cfg(not(unix))]
fn install_sigint_handler() {}
