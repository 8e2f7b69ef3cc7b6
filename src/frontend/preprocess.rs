//! Runs the system C preprocessor (`gcc -E`), keeping line markers for [`super::locmap`].

use std::path::Path;
use std::process::Command;

use super::FrontendOptions;
use crate::error::{Error, ErrorKind, Result};

/// CBMC's built-in types, as macros for the system types they are on x86-64.
/// CBMC's type names, as the preprocessor defines them (`--validate` compiles with them too).
/// Also gcc's predefined 128-bit typedef names (the parser knows `__int128`).
pub const CPROVER_TYPES: [(&str, &str); 5] = [
    ("__CPROVER_size_t", "unsigned long"),
    ("__CPROVER_ssize_t", "long"),
    ("__CPROVER_bool", "_Bool"),
    ("__int128_t", "__int128"),
    ("__uint128_t", "unsigned __int128"),
];

/// A usage error unless `file` is a readable text file: a directory or a binary (an
/// executable, an object file) gets one line instead of gcc's errors about every byte.
fn check_source_file(file: &Path) -> Result<()> {
    let shown = file.display();
    if file.is_dir() {
        return Err(Error::usage(format!("{shown} is a directory, not a C source file")));
    }
    if !file.is_file() {
        return Err(Error::usage(format!("file not found: {shown}")));
    }
    let mut head = Vec::with_capacity(4096);
    let read = std::fs::File::open(file)
        .and_then(|f| std::io::Read::read_to_end(&mut std::io::Read::take(f, 4096), &mut head));
    if let Err(e) = read {
        return Err(Error::usage(format!("cannot read {shown}: {e}")));
    }
    // C source has no NUL bytes; executables and object files start with some.
    if head.contains(&0) {
        return Err(Error::usage(format!(
            "{shown} is a binary file (it contains NUL bytes), not C source; give the .c file"
        )));
    }
    Ok(())
}

/// The preprocessed text of `file`. GNU C11 because system headers and the SV-COMP tasks rely
/// on GNU extensions (`__extension__`, statement expressions in `assert`).
pub fn preprocess(file: &Path, opts: &FrontendOptions) -> Result<String> {
    check_source_file(file)?;
    if file.extension().is_some_and(|e| e == "i") {
        if !opts.defines.is_empty() || !opts.include_dirs.is_empty() {
            tracing::warn!(
                "{} is already preprocessed (.i): -D and -I do not apply to it",
                file.display()
            );
        }
        return read_preprocessed(file);
    }
    let mut cmd = Command::new("gcc");
    cmd.arg("-E").arg("-std=gnu11");
    // CBMC's built-in type names, which its users' harnesses use without declaring them.
    for (name, ty) in CPROVER_TYPES {
        cmd.arg(format!("-D{name}={ty}"));
    }
    for dir in &opts.include_dirs {
        cmd.arg(format!("-I{}", dir.display()));
    }
    for d in &opts.defines {
        cmd.arg(format!("-D{d}"));
    }
    // Without `-x c`, gcc takes a file with a suffix it does not know (`prog`, `prog.txt`;
    // `.i` too, handled above) for linker input and prints nothing, successfully.
    cmd.arg("-x").arg("c").arg(file);
    let out = cmd.output().map_err(|e| {
        Error::new(ErrorKind::Parse, format!("cannot run the preprocessor (gcc -E): {e}"))
    })?;
    if !out.status.success() {
        let msg = String::from_utf8_lossy(&out.stderr);
        let msg = msg.trim();
        return Err(Error::new(
            ErrorKind::Parse,
            if msg.is_empty() {
                format!("preprocessing {} failed", file.display())
            } else {
                msg.to_string()
            },
        ));
    }
    // Invalid UTF-8 can only survive preprocessing inside literals; replacing it there is
    // harmless because string contents matter only in assertion descriptions.
    Ok(lossy(out.stdout))
}

/// A `.i` file is C that is already preprocessed (gcc's and CBMC's convention): it is read as
/// it is. The leading line marker names the file for locations; markers in the file (from the
/// compile that made it) take over from there.
fn read_preprocessed(file: &Path) -> Result<String> {
    let bytes = std::fs::read(file)
        .map_err(|e| Error::usage(format!("cannot read {}: {e}", file.display())))?;
    let text = lossy(bytes);
    // The parser skips `#` lines (it expects only line markers and pragmas there): any other
    // directive would silently not happen.
    for (i, line) in text.lines().enumerate() {
        let Some(directive) = line.trim_start().strip_prefix('#') else { continue };
        let directive = directive.trim_start();
        let word: String =
            directive.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        let marker = directive.is_empty() || directive.starts_with(|c: char| c.is_ascii_digit());
        if !marker && !matches!(word.as_str(), "line" | "pragma" | "ident") {
            return Err(Error::at(
                ErrorKind::Parse,
                format!("{}:{}", file.display(), i + 1),
                format!("preprocessor directive `#{word}` in a .i file, which is taken as already preprocessed (name it .c to preprocess it)"),
            ));
        }
    }
    let name = file.display().to_string().replace('\\', "\\\\").replace('"', "\\\"");
    Ok(format!("# 1 \"{name}\"\n{text}"))
}

/// The preprocessed text; a byte that is not part of valid UTF-8 (a Latin-1 `\xff` in a
/// string literal: gcc keeps source bytes as they are) becomes the private-use character
/// `literal::RAW_BYTE_BASE + byte`, which string literals turn back into that byte.
fn lossy(bytes: Vec<u8>) -> String {
    match String::from_utf8(bytes) {
        Ok(s) => s,
        Err(e) => {
            let bytes = e.into_bytes();
            let mut out = String::with_capacity(bytes.len() + 16);
            let mut rest = &bytes[..];
            while !rest.is_empty() {
                match std::str::from_utf8(rest) {
                    Ok(s) => {
                        out.push_str(s);
                        break;
                    }
                    Err(e) => {
                        let (good, bad) = rest.split_at(e.valid_up_to());
                        out.push_str(std::str::from_utf8(good).unwrap_or_default());
                        let n = e.error_len().unwrap_or(bad.len()).max(1);
                        for &b in &bad[..n] {
                            out.push(super::literal::raw_byte_char(b));
                        }
                        rest = &bad[n..];
                    }
                }
            }
            out
        }
    }
}
