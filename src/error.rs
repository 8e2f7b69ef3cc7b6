//! Errors that end a run before a verdict, each with its CBMC-compatible exit code.

use std::fmt;

/// What went wrong, which decides the exit code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// Bad command line: unknown flag, missing file, unknown loop id. Exit 1.
    Usage,
    /// The preprocessor or the parser rejected the input. Exit 2.
    Parse,
    /// Valid C that ibmc does not model (yet). Exit 6.
    Unsupported,
    /// A bug in ibmc, reported instead of a wrong answer. Exit 6.
    Internal,
    /// Stopped by the timeout or Ctrl-C; engines turn it into an inconclusive verdict. Exit 5.
    Interrupted,
}

impl ErrorKind {
    pub fn exit_code(self) -> i32 {
        match self {
            ErrorKind::Usage => 1,
            ErrorKind::Parse => 2,
            ErrorKind::Unsupported | ErrorKind::Internal => 6,
            ErrorKind::Interrupted => 5,
        }
    }
}

/// An error with an optional `file:line` prefix (already rendered, so no source map is needed).
#[derive(Debug, Clone)]
pub struct Error {
    pub kind: ErrorKind,
    pub location: Option<String>,
    pub message: String,
}

impl Error {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        Error { kind, location: None, message: message.into() }
    }
    pub fn at(kind: ErrorKind, location: impl Into<String>, message: impl Into<String>) -> Self {
        Error { kind, location: Some(location.into()), message: message.into() }
    }
    pub fn usage(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Usage, message)
    }
    pub fn internal(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Internal, message)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self.kind {
            ErrorKind::Usage => "usage error",
            ErrorKind::Parse => "parse error",
            ErrorKind::Unsupported => "unsupported",
            ErrorKind::Internal => "internal error",
            ErrorKind::Interrupted => "interrupted",
        };
        match &self.location {
            Some(loc) => write!(f, "{loc}: {what}: {}", self.message),
            None => write!(f, "{what}: {}", self.message),
        }
    }
}

impl std::error::Error for Error {}

pub type Result<T> = std::result::Result<T, Error>;
