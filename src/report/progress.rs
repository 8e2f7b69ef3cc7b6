//! The per-frame progress line on a terminal (stderr), overwritten in place.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::engine::Progress;

static SHOWN: AtomicBool = AtomicBool::new(false);

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

pub fn show(p: &Progress) {
    let mut err = std::io::stderr().lock();
    let _ = write!(
        err,
        "\r\x1b[K{} frame {}: {} clauses, {} settled, {:.1}s solving",
        p.phase, p.frame, p.clauses, p.settled, p.solve_secs
    );
    let _ = err.flush();
    SHOWN.store(true, Ordering::Relaxed);
}

/// Erases the progress line before the report is printed.
pub fn clear() {
    if SHOWN.swap(false, Ordering::Relaxed) {
        let mut err = std::io::stderr().lock();
        let _ = write!(err, "\r\x1b[K");
        let _ = err.flush();
    }
}
