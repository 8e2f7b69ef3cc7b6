//! Maps byte offsets of preprocessed text back to `file:line` of the original sources.
//!
//! Built once per translation unit from the `# N "file" flags` line markers that `gcc -E`
//! leaves in its output; each lookup is two binary searches (lang-c's own
//! `get_location_for_offset` rescans the text and is O(n) per call).

/// Offset → (file, line) table of one preprocessed translation unit.
pub struct LocMap {
    /// Byte offset where each physical line of the preprocessed text starts.
    line_starts: Vec<usize>,
    /// Sorted by `phys`: from physical line `phys` on, the text is line `line` of `file`.
    markers: Vec<Marker>,
    /// File names as the preprocessor spelled them, indexed by `Marker::file`.
    files: Vec<String>,
}

#[derive(Debug, Clone, Copy)]
struct Marker {
    phys: usize,
    line: u32,
    file: u32,
    /// gcc's flag 3: the text comes from a system header.
    system: bool,
}

impl LocMap {
    pub fn new(text: &str) -> LocMap {
        let bytes = text.as_bytes();
        let mut line_starts = vec![0];
        line_starts
            .extend(bytes.iter().enumerate().filter(|(_, &b)| b == b'\n').map(|(i, _)| i + 1));
        let mut map = LocMap { line_starts, markers: Vec::new(), files: Vec::new() };
        for phys in 0..map.line_starts.len() {
            let start = map.line_starts[phys];
            if bytes.get(start) != Some(&b'#') {
                continue;
            }
            let end = map.line_starts.get(phys + 1).copied().unwrap_or(text.len());
            if let Some((line, name, system)) = parse_marker(&text[start..end]) {
                let file = match map.files.iter().position(|f| *f == name) {
                    Some(i) => i as u32,
                    None => {
                        map.files.push(name);
                        map.files.len() as u32 - 1
                    }
                };
                map.markers.push(Marker { phys: phys + 1, line, file, system });
            }
        }
        map
    }

    /// File index (see [`LocMap::file_name`]), 1-based line and 1-based column (in bytes) of a
    /// byte offset; `None` before the first line marker.
    pub fn lookup(&self, offset: usize) -> Option<(u32, u32, u32)> {
        let phys = self.line_starts.partition_point(|&s| s <= offset).saturating_sub(1);
        let m = self.markers.partition_point(|m| m.phys <= phys);
        if m == 0 {
            return None;
        }
        let marker = self.markers[m - 1];
        let col = (offset - self.line_starts[phys]) as u32 + 1;
        Some((marker.file, marker.line + (phys - marker.phys) as u32, col))
    }

    /// Whether the text at `offset` comes from a system header.
    pub fn is_system(&self, offset: usize) -> bool {
        let phys = self.line_starts.partition_point(|&s| s <= offset).saturating_sub(1);
        let m = self.markers.partition_point(|m| m.phys <= phys);
        m > 0 && self.markers[m - 1].system
    }

    pub fn file_name(&self, file: u32) -> &str {
        &self.files[file as usize]
    }

    /// The main file of the unit: the first marker naming a real file.
    pub fn main_file(&self) -> Option<&str> {
        self.files.iter().map(String::as_str).find(|f| !f.starts_with('<'))
    }
}

/// `# 12 "dir/file.c" 1 3` or `#line 12 "file.c"` → (12, "dir/file.c", system header).
fn parse_marker(line: &str) -> Option<(u32, String, bool)> {
    let rest = line.strip_prefix('#')?;
    let rest = rest.trim_start_matches([' ', '\t']);
    let rest = rest.strip_prefix("line").unwrap_or(rest).trim_start_matches([' ', '\t']);
    let digits = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
    if digits == 0 {
        return None;
    }
    let n: u32 = rest[..digits].parse().ok()?;
    let rest = rest[digits..].trim_start_matches([' ', '\t']);
    let quoted = rest.strip_prefix('"')?;
    let mut name = String::new();
    let mut chars = quoted.chars();
    loop {
        match chars.next()? {
            '"' => break,
            '\\' => {
                // gcc escapes only `\` and `"` (and writes other bytes as octal escapes).
                let c = chars.next()?;
                if c.is_digit(8) {
                    let mut v = c.to_digit(8)?;
                    let mut look = chars.clone();
                    for _ in 0..2 {
                        match look.next().and_then(|d| d.to_digit(8)) {
                            Some(d) => {
                                v = v * 8 + d;
                                chars.next();
                            }
                            None => break,
                        }
                    }
                    name.push(char::from_u32(v).unwrap_or('?'));
                } else {
                    name.push(c);
                }
            }
            c => name.push(c),
        }
    }
    let system = chars.as_str().split_whitespace().any(|f| f == "3");
    Some((n, name, system))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_follow_markers() {
        let text = "# 0 \"a.c\"\n# 1 \"a.c\"\nint x;\n\nint y;\n# 1 \"/usr/h.h\" 1 3 4\nint z;\n# 7 \"a.c\" 2\nint w;\n";
        let m = LocMap::new(text);
        let at = |s: &str| {
            let (f, l, _) = m.lookup(text.find(s).unwrap()).unwrap();
            (m.file_name(f).to_string(), l)
        };
        assert_eq!(at("int x"), ("a.c".into(), 1));
        assert_eq!(at("int y"), ("a.c".into(), 3));
        assert_eq!(at("int z"), ("/usr/h.h".into(), 1));
        assert_eq!(at("int w"), ("a.c".into(), 7));
        assert_eq!(m.main_file(), Some("a.c"));
        assert!(m.is_system(text.find("int z").unwrap()));
        assert!(!m.is_system(text.find("int w").unwrap()));
    }

    #[test]
    fn escaped_names() {
        assert_eq!(
            parse_marker("# 3 \"a\\\\b \\\"c\\\".c\" 2"),
            Some((3, "a\\b \"c\".c".into(), false))
        );
        assert_eq!(parse_marker("#line 9 \"x.c\""), Some((9, "x.c".into(), false)));
        assert_eq!(
            parse_marker("# 1 \"/usr/include/stdio.h\" 1 3 4"),
            Some((1, "/usr/include/stdio.h".into(), true))
        );
        assert_eq!(parse_marker("#pragma once"), None);
    }
}
