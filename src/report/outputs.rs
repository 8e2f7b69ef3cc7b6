//! The output files and directories (`--html DIR`, `--vcd FILE`, ...) checked before the run:
//! a run of an hour must not end with its verdict lost to a typo in a path.
//!
//! The checks leave nothing behind: a file that did not exist is created and removed again, a
//! directory that does not exist is not created (the nearest existing ancestor must be a
//! writable directory, so that `create_dir_all` can make it at the end).

use std::fs::OpenOptions;
use std::path::{Path, PathBuf};

use crate::error::{Error, Result};

/// What an output is and where it goes.
pub enum Output<'a> {
    /// A file, with the option that names it and what it holds ("the VCD file").
    File { flag: &'static str, what: &'static str, path: &'a Path },
    /// A directory of files.
    Dir { flag: &'static str, what: &'static str, path: &'a Path },
}

/// Checks every output can be written; the first that cannot is a usage error naming the
/// option and the path.
pub fn check(outputs: &[Output]) -> Result<()> {
    for o in outputs {
        let (flag, what, path, reason) = match o {
            Output::File { flag, what, path } => (flag, what, path, file_problem(path)),
            Output::Dir { flag, what, path } => (flag, what, path, dir_problem(path)),
        };
        if let Some(reason) = reason {
            return Err(Error::usage(format!(
                "{flag} {}: cannot write {what} there: {reason}",
                path.display()
            )));
        }
    }
    Ok(())
}

/// Why `path` cannot be written as a file (None: it can).
fn file_problem(path: &Path) -> Option<String> {
    if path.as_os_str().is_empty() {
        return Some("the path is empty".into());
    }
    if path.is_dir() {
        return Some("it is a directory".into());
    }
    let existed = path.exists();
    // Appending opens an existing file for writing without changing it.
    match OpenOptions::new().append(true).create(true).open(path) {
        Ok(_) => {
            if !existed {
                let _ = std::fs::remove_file(path);
            }
            None
        }
        Err(e) => Some(e.to_string()),
    }
}

/// Why `dir` cannot be made or written into as a directory (None: it can).
fn dir_problem(dir: &Path) -> Option<String> {
    if dir.as_os_str().is_empty() {
        return Some("the path is empty".into());
    }
    if dir.exists() {
        if !dir.is_dir() {
            return Some("it exists and is not a directory".into());
        }
        return probe(dir);
    }
    // The nearest ancestor that exists decides whether `create_dir_all` can succeed.
    let mut up: PathBuf = dir.to_path_buf();
    loop {
        up = match up.parent() {
            Some(p) if p.as_os_str().is_empty() => PathBuf::from("."),
            Some(p) => p.to_path_buf(),
            None => return Some("no existing directory above it".into()),
        };
        if up.exists() {
            break;
        }
    }
    if !up.is_dir() {
        return Some(format!("{} is not a directory", up.display()));
    }
    probe(&up).map(|e| format!("{}: {e}", up.display()))
}

/// Creates and removes a file in `dir` (permissions alone do not tell: read-only mounts,
/// ACLs).
fn probe(dir: &Path) -> Option<String> {
    let f = dir.join(format!(".ibmc-write-check-{}", std::process::id()));
    match OpenOptions::new().write(true).create_new(true).open(&f) {
        Ok(_) => {
            let _ = std::fs::remove_file(&f);
            None
        }
        Err(e) => Some(e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("ibmc-outputs-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn files_and_directories() {
        let d = scratch("unit");
        let file = d.join("a-file");
        std::fs::write(&file, "x").unwrap();
        let ok = |o: Output| check(&[o]).is_ok();
        assert!(ok(Output::File { flag: "--vcd", what: "the VCD file", path: &d.join("new.vcd") }));
        assert!(!d.join("new.vcd").exists(), "the check leaves no file behind");
        assert!(ok(Output::File { flag: "--vcd", what: "the VCD file", path: &file }));
        assert_eq!(
            std::fs::read_to_string(&file).unwrap(),
            "x",
            "an existing file is left as it is"
        );
        assert!(!ok(Output::File { flag: "--vcd", what: "the VCD file", path: &d }));
        assert!(!ok(Output::File {
            flag: "--vcd",
            what: "the VCD file",
            path: &file.join("x.vcd")
        }));
        assert!(ok(Output::Dir {
            flag: "--html",
            what: "the HTML report",
            path: &d.join("new/deeper")
        }));
        assert!(!d.join("new").exists(), "the check creates no directory");
        let e = check(&[Output::Dir {
            flag: "--html",
            what: "the HTML report",
            path: &file.join("r"),
        }])
        .unwrap_err();
        assert!(e.to_string().contains("--html") && e.to_string().contains("a-file"), "{e}");
        assert!(!ok(Output::Dir { flag: "--test-suite", what: "the test suite", path: &file }));
        let _ = std::fs::remove_dir_all(&d);
    }
}
