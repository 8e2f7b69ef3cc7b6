//! The source text behind locations: formats point at tokens (the `)` closing a call, a loop
//! keyword), and a `Loc`'s column is that of the preprocessed line, which differs from the
//! source after a macro expansion on the same line. Every column written is checked here
//! against the file's text first; what cannot be found is left out rather than guessed.

use std::collections::HashMap;

/// Lines of the source files, read on first use (`None`: unreadable).
#[derive(Default)]
pub struct Sources {
    files: HashMap<String, Option<Vec<String>>>,
}

/// A position in a source file: 1-based line and 1-based column in characters (what the
/// witness format means by a column).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pos {
    pub line: u32,
    pub column: u32,
}

impl Sources {
    fn lines(&mut self, file: &str) -> Option<&[String]> {
        self.files
            .entry(file.to_string())
            .or_insert_with(|| {
                if file.is_empty() || file.starts_with('<') {
                    return None;
                }
                let bytes = std::fs::read(file).ok()?;
                let text = String::from_utf8_lossy(&bytes);
                Some(
                    text.split('\n')
                        .map(|l| l.strip_suffix('\r').unwrap_or(l).to_string())
                        .collect(),
                )
            })
            .as_deref()
    }

    /// The text of 1-based `line` of `file`.
    pub fn line(&mut self, file: &str, line: u32) -> Option<&str> {
        let idx = (line as usize).checked_sub(1)?;
        self.lines(file)?.get(idx).map(String::as_str)
    }

    /// The call of one of `names` that `line`/`col` (1-based byte column, 0: unknown) points
    /// at, or else, with `fallback`, the only such call on the line: (name, byte offset of the
    /// name).
    pub fn call_on_line(
        &mut self,
        file: &str,
        line: u32,
        col: u32,
        names: &[&str],
        fallback: bool,
    ) -> Option<(String, usize)> {
        let text = self.line(file, line)?;
        if col > 0 {
            if let Some(name) = call_at(text, col as usize - 1, names) {
                return Some((name.to_string(), col as usize - 1));
            }
        }
        if !fallback {
            return None;
        }
        let calls = calls_in_line(text, names);
        match calls.as_slice() {
            [(name, at)] => Some((name.to_string(), *at)),
            _ => None,
        }
    }

    /// The `)` that closes the call whose name starts at byte `at` of `line`: it may be on a
    /// later line when the arguments span lines.
    pub fn closing_paren(&mut self, file: &str, line: u32, at: usize) -> Option<Pos> {
        let lines = self.lines(file)?;
        let first = (line as usize).checked_sub(1)?;
        let text = lines.get(first)?;
        let bytes = text.as_bytes();
        let mut i = at;
        while i < bytes.len() && is_ident_char(bytes[i]) {
            i += 1;
        }
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        if bytes.get(i) != Some(&b'(') {
            return None;
        }
        let mut depth = 0usize;
        let mut lexer = Lexer::default();
        // Calls of nondeterministic functions take no arguments; a bound keeps a malformed
        // line from scanning the whole file.
        for (n, text) in lines.iter().enumerate().skip(first).take(64) {
            let start = if n == first { i } else { 0 };
            lexer.line_comment = false;
            let bytes = text.as_bytes();
            let mut j = start;
            while j < bytes.len() {
                let at = j;
                if let Some(c) = lexer.code_byte(bytes, &mut j) {
                    match c {
                        b'(' => depth += 1,
                        b')' => {
                            depth = depth.checked_sub(1)?;
                            if depth == 0 {
                                let column = text.get(..at)?.chars().count() as u32 + 1;
                                return Some(Pos { line: n as u32 + 1, column });
                            }
                        }
                        _ => {}
                    }
                }
            }
        }
        None
    }

    /// The character column of byte `at` of `line`.
    pub fn char_column(&mut self, file: &str, line: u32, at: usize) -> Option<u32> {
        let text = self.line(file, line)?;
        Some(text.get(..at)?.chars().count() as u32 + 1)
    }

    /// The iteration statement (`while`, `for`, `do`) the loop location points at, or else the
    /// first one on the line: its keyword's byte offset.
    pub fn loop_keyword(&mut self, file: &str, line: u32, col: u32) -> Option<usize> {
        const KEYWORDS: [&str; 3] = ["while", "for", "do"];
        let text = self.line(file, line)?;
        if col > 0 && keyword_at(text, col as usize - 1, &KEYWORDS) {
            return Some(col as usize - 1);
        }
        let bytes = text.as_bytes();
        let mut lexer = Lexer::default();
        let mut j = 0;
        while j < bytes.len() {
            let before = j;
            if let Some(c) = lexer.code_byte(bytes, &mut j) {
                if is_ident_start(c) && (before == 0 || !is_ident_char(bytes[before - 1])) {
                    if keyword_at(text, before, &KEYWORDS) {
                        return Some(before);
                    }
                    while j < bytes.len() && is_ident_char(bytes[j]) {
                        j += 1;
                    }
                }
            }
        }
        None
    }

    /// The first non-blank byte of the line.
    pub fn first_token(&mut self, file: &str, line: u32) -> Option<usize> {
        let text = self.line(file, line)?;
        text.bytes().position(|b| !b.is_ascii_whitespace())
    }
}

fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_'
}

fn is_ident_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// Whether `s` is a C identifier.
pub fn is_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty() && is_ident_start(b[0]) && b.iter().all(|&c| is_ident_char(c))
}

/// The identifier starting exactly at byte `at` (not in the middle of a longer one).
fn ident_at(text: &str, at: usize) -> Option<&str> {
    let bytes = text.as_bytes();
    if at >= bytes.len() || !is_ident_start(bytes[at]) || (at > 0 && is_ident_char(bytes[at - 1])) {
        return None;
    }
    let end = bytes[at..].iter().position(|&b| !is_ident_char(b)).map_or(bytes.len(), |n| at + n);
    text.get(at..end)
}

fn keyword_at(text: &str, at: usize, keywords: &[&str]) -> bool {
    ident_at(text, at).is_some_and(|w| keywords.contains(&w))
}

/// The name of the call of one of `names` starting at byte `at`: the name, then `(`.
fn call_at<'t>(text: &'t str, at: usize, names: &[&str]) -> Option<&'t str> {
    let name = ident_at(text, at)?;
    if !names.contains(&name) {
        return None;
    }
    let rest = text.get(at + name.len()..)?;
    rest.trim_start().starts_with('(').then_some(name)
}

/// Every call of one of `names` on the line, outside comments and literals.
fn calls_in_line<'t>(text: &'t str, names: &[&str]) -> Vec<(&'t str, usize)> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut lexer = Lexer::default();
    let mut j = 0;
    while j < bytes.len() {
        let before = j;
        if let Some(c) = lexer.code_byte(bytes, &mut j) {
            if is_ident_start(c) && (before == 0 || !is_ident_char(bytes[before - 1])) {
                if let Some(name) = call_at(text, before, names) {
                    out.push((name, before));
                }
                while j < bytes.len() && is_ident_char(bytes[j]) {
                    j += 1;
                }
            }
        }
    }
    out
}

/// Just enough of C's lexical structure to skip comments and string and character literals.
#[derive(Default)]
struct Lexer {
    block_comment: bool,
    line_comment: bool,
}

impl Lexer {
    /// Advances past one byte (or a whole comment opener, literal, ...); returns it when it
    /// is code.
    fn code_byte(&mut self, bytes: &[u8], j: &mut usize) -> Option<u8> {
        let c = bytes[*j];
        if self.line_comment {
            *j = bytes.len();
            return None;
        }
        if self.block_comment {
            if c == b'*' && bytes.get(*j + 1) == Some(&b'/') {
                self.block_comment = false;
                *j += 2;
            } else {
                *j += 1;
            }
            return None;
        }
        match (c, bytes.get(*j + 1)) {
            (b'/', Some(b'/')) => {
                self.line_comment = true;
                *j = bytes.len();
                None
            }
            (b'/', Some(b'*')) => {
                self.block_comment = true;
                *j += 2;
                None
            }
            (b'"' | b'\'', _) => {
                // A literal ends on its line (C has no multi-line literals without `\`).
                let mut k = *j + 1;
                while k < bytes.len() && bytes[k] != c {
                    k += if bytes[k] == b'\\' { 2 } else { 1 };
                }
                *j = (k + 1).min(bytes.len());
                None
            }
            _ => {
                *j += 1;
                Some(c)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_calls_outside_comments_and_literals() {
        let line = r#"  x = f() /* f() */ + g ( 1, "f()" ) + ff(); // f()"#;
        let calls = calls_in_line(line, &["f", "g"]);
        assert_eq!(calls, vec![("f", 6), ("g", 22)]);
        assert_eq!(call_at(line, 6, &["f"]), Some("f"));
        assert_eq!(call_at(line, 5, &["f"]), None);
        assert_eq!(call_at(line, 40, &["f"]), None);
    }

    #[test]
    fn identifiers() {
        assert!(is_identifier("__VERIFIER_nondet_int"));
        assert!(!is_identifier("<uninitialized>"));
        assert!(!is_identifier("$tmp1"));
        assert!(!is_identifier("1x"));
        assert!(!is_identifier(""));
    }
}
