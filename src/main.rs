//! The `ibmc` command: parse the options, set up logging, and run (`ibmc::driver`).

use std::process::ExitCode;

/// The frontend's syntax trees and the encoder's bit vectors are millions of small
/// allocations; mimalloc serves them markedly faster than glibc's malloc (benchmarks/README.md).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use ibmc::cli::{self, ParseError};
use ibmc::report;

fn main() -> ExitCode {
    restore_sigpipe();
    let cli = match cli::parse_from(std::env::args_os()) {
        Ok(parsed) => {
            for note in &parsed.notes {
                eprintln!("ibmc: note: {note}");
            }
            parsed.cli
        }
        Err(e) => {
            match &e {
                ParseError::Clap(c) => {
                    let _ = c.print();
                }
                ParseError::Usage(m) => eprintln!("ibmc: {m}"),
            }
            return ExitCode::from(e.exit_code());
        }
    };
    init_logging(cli.verbose);
    match ibmc::driver::run(&cli) {
        Ok(code) => {
            report::progress::clear();
            ExitCode::from(code)
        }
        Err(e) => {
            report::progress::clear();
            if let Some(ui) = cli.ui() {
                report::print_json(&report::error_json(&e), ui);
            }
            eprintln!("ibmc: {e}");
            ExitCode::from(e.kind.exit_code() as u8)
        }
    }
}

/// Rust ignores SIGPIPE, so `ibmc ... | head` would panic on the closed pipe; a command-line
/// tool should just end quietly, as with the default action.
fn restore_sigpipe() {
    #[cfg(unix)]
    {
        extern "C" {
            fn signal(signum: i32, handler: usize) -> usize;
        }
        const SIGPIPE: i32 = 13;
        const SIG_DFL: usize = 0;
        // SAFETY: resetting a signal to its default action before any thread is started.
        unsafe {
            signal(SIGPIPE, SIG_DFL);
        }
    }
}

fn init_logging(verbose: u8) {
    use tracing_subscriber::EnvFilter;
    let default = match verbose {
        0 => "warn",
        1 => "info",
        _ => "debug",
    };
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(default));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .event_format(Diagnostic)
        .try_init();
}

/// Log lines as compilers write diagnostics: `ibmc: warning: ...`, without colours, times or
/// module paths (users read them, and tools grep them from logs).
struct Diagnostic;

impl<S, N> tracing_subscriber::fmt::FormatEvent<S, N> for Diagnostic
where
    S: tracing::Subscriber + for<'a> tracing_subscriber::registry::LookupSpan<'a>,
    N: for<'a> tracing_subscriber::fmt::FormatFields<'a> + 'static,
{
    fn format_event(
        &self,
        ctx: &tracing_subscriber::fmt::FmtContext<'_, S, N>,
        mut writer: tracing_subscriber::fmt::format::Writer<'_>,
        event: &tracing::Event<'_>,
    ) -> std::fmt::Result {
        let level = match *event.metadata().level() {
            tracing::Level::ERROR => "error",
            tracing::Level::WARN => "warning",
            tracing::Level::INFO => "info",
            tracing::Level::DEBUG => "debug",
            tracing::Level::TRACE => "trace",
        };
        if ibmc::report::progress::active() {
            // On the progress line's row: erase it, the ticker draws it again below.
            write!(writer, "\r\x1b[K")?;
        }
        write!(writer, "ibmc: {level}: ")?;
        tracing_subscriber::fmt::FormatFields::format_fields(ctx, writer.by_ref(), event)?;
        writeln!(writer)
    }
}
