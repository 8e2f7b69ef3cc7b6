//! Runs the system C preprocessor (`gcc -E`), keeping line markers for [`super::locmap`].

use std::path::Path;
use std::process::Command;

use super::FrontendOptions;
use crate::error::{Error, ErrorKind, Result};

/// The preprocessed text of `file`. GNU C11 because system headers and the SV-COMP tasks rely
/// on GNU extensions (`__extension__`, statement expressions in `assert`).
pub fn preprocess(file: &Path, opts: &FrontendOptions) -> Result<String> {
    if !file.is_file() {
        return Err(Error::usage(format!("file not found: {}", file.display())));
    }
    let mut cmd = Command::new("gcc");
    cmd.arg("-E").arg("-std=gnu11");
    for dir in &opts.include_dirs {
        cmd.arg(format!("-I{}", dir.display()));
    }
    for d in &opts.defines {
        cmd.arg(format!("-D{d}"));
    }
    cmd.arg(file);
    let out = cmd
        .output()
        .map_err(|e| Error::new(ErrorKind::Parse, format!("cannot run the preprocessor (gcc -E): {e}")))?;
    if !out.status.success() {
        let msg = String::from_utf8_lossy(&out.stderr);
        let msg = msg.trim();
        return Err(Error::new(
            ErrorKind::Parse,
            if msg.is_empty() { format!("preprocessing {} failed", file.display()) } else { msg.to_string() },
        ));
    }
    // Invalid UTF-8 can only survive preprocessing inside literals; replacing it there is
    // harmless because string contents matter only in assertion descriptions.
    Ok(match String::from_utf8(out.stdout) {
        Ok(s) => s,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    })
}
