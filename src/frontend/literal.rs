//! Integer, character and string literals.

use lang_c::ast::{Integer, IntegerBase, IntegerSize};

use super::types::int_constant_type;
use crate::ir::IntTy;

/// Value and type of an integer constant, or a message for a constant gcc would reject.
pub fn integer(i: &Integer) -> Result<(u64, IntTy), String> {
    if i.suffix.imaginary {
        return Err("imaginary constant (_Complex)".into());
    }
    let radix = match i.base {
        IntegerBase::Decimal => 10,
        IntegerBase::Octal => 8,
        IntegerBase::Hexadecimal => 16,
        IntegerBase::Binary => 2,
    };
    let digits = if i.number.is_empty() { "0" } else { &i.number };
    let value = u64::from_str_radix(digits, radix)
        .map_err(|_| format!("integer constant `{}` is too large", i.number))?;
    let decimal = i.base == IntegerBase::Decimal;
    let long = i.suffix.size != IntegerSize::Int;
    Ok((value, int_constant_type(value, decimal, i.suffix.unsigned, long)))
}

/// The encoding a literal's prefix names: its element type and how its characters become
/// elements.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    /// No prefix or `u8`: bytes, other characters in UTF-8 (gcc's execution character set).
    Narrow,
    /// `L`: `wchar_t`, a 32-bit `int` on x86-64 Linux.
    Wide,
    /// `u`: `char16_t` (`unsigned short`), UTF-16.
    Utf16,
    /// `U`: `char32_t` (`unsigned int`).
    Utf32,
}

impl Encoding {
    /// The element type.
    pub fn elem(self) -> IntTy {
        match self {
            Encoding::Narrow => IntTy::CHAR,
            Encoding::Wide => IntTy::INT,
            Encoding::Utf16 => IntTy::USHORT,
            Encoding::Utf32 => IntTy::UINT,
        }
    }

    /// The encoding a literal's prefix (`L`, `u`, `U`, `u8` or none) names, and the quoted
    /// rest.
    fn split(lit: &str) -> (Encoding, &str) {
        for (prefix, enc) in [
            ("u8", Encoding::Narrow),
            ("L", Encoding::Wide),
            ("u", Encoding::Utf16),
            ("U", Encoding::Utf32),
        ] {
            if let Some(rest) = lit.strip_prefix(prefix).filter(|r| r.starts_with(['"', '\''])) {
                return (enc, rest);
            }
        }
        (Encoding::Narrow, lit)
    }

    /// The elements of one character (a code point): UTF-8 bytes, UTF-16 units or itself; a
    /// source byte that was not UTF-8 (`raw_byte_char`) is that byte.
    fn encode(self, c: char, out: &mut Vec<u32>) {
        if let Some(b) = raw_byte(c) {
            out.push(u32::from(b));
            return;
        }
        match self {
            Encoding::Narrow => {
                let mut buf = [0u8; 4];
                out.extend(c.encode_utf8(&mut buf).bytes().map(u32::from));
            }
            Encoding::Utf16 => {
                let mut buf = [0u16; 2];
                out.extend(c.encode_utf16(&mut buf).iter().map(|&u| u32::from(u)));
            }
            Encoding::Wide | Encoding::Utf32 => out.push(c as u32),
        }
    }

    /// The largest value of an element (for octal and hex escapes).
    fn max(self) -> u32 {
        match self {
            Encoding::Narrow => 0xff,
            Encoding::Utf16 => 0xffff,
            Encoding::Wide | Encoding::Utf32 => u32::MAX,
        }
    }
}

/// The elements of a quoted literal body, after escape processing, in `enc`. Escapes are C's,
/// gcc's `\e`, and, as gcc (with a warning), an unknown escape `\c` is the character `c`.
/// Source bytes that are not UTF-8 are kept as the characters `RAW_BYTE_BASE + byte`
/// (`preprocess::lossy`), in the last private-use plane, which C sources do not use.
pub const RAW_BYTE_BASE: u32 = 0x10_FF00;

/// The character standing for the source byte `b` (0x80 and above: never ASCII).
pub fn raw_byte_char(b: u8) -> char {
    char::from_u32(RAW_BYTE_BASE + u32::from(b)).unwrap_or(char::REPLACEMENT_CHARACTER)
}

/// The source byte a `raw_byte_char` stands for.
fn raw_byte(c: char) -> Option<u8> {
    let v = c as u32;
    (RAW_BYTE_BASE + 0x80..=RAW_BYTE_BASE + 0xff).contains(&v).then(|| (v - RAW_BYTE_BASE) as u8)
}

fn unescape(body: &str, enc: Encoding) -> Result<Vec<u32>, String> {
    let mut out = Vec::new();
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            enc.encode(c, &mut out);
            continue;
        }
        let e = chars.next().ok_or("incomplete escape sequence")?;
        let unit = match e {
            'n' => u32::from(b'\n'),
            't' => u32::from(b'\t'),
            'r' => u32::from(b'\r'),
            'a' => 7,
            'b' => 8,
            'f' => 12,
            'v' => 11,
            'e' | 'E' => 27,
            '0'..='7' => {
                let mut v = e.to_digit(8).unwrap_or(0);
                for _ in 0..2 {
                    match chars.peek().and_then(|d| d.to_digit(8)) {
                        Some(d) => {
                            v = v * 8 + d;
                            chars.next();
                        }
                        None => break,
                    }
                }
                if v > enc.max() {
                    return Err("octal escape sequence out of range".into());
                }
                v
            }
            'x' => {
                let mut v: u64 = 0;
                let mut n = 0;
                while let Some(d) = chars.peek().and_then(|d| d.to_digit(16)) {
                    v = v.saturating_mul(16).saturating_add(u64::from(d));
                    chars.next();
                    n += 1;
                }
                if n == 0 {
                    return Err("hex escape sequence without digits".into());
                }
                // Out of range: gcc warns and keeps the low bits (a constraint violation in C).
                if v > u64::from(enc.max()) {
                    tracing::warn!(
                        "hex escape sequence out of range: its low {} bits are kept, as gcc does",
                        enc.elem().bits
                    );
                }
                (v & u64::from(enc.max())) as u32
            }
            'u' | 'U' => {
                let digits = if e == 'u' { 4 } else { 8 };
                let mut v = 0u32;
                for _ in 0..digits {
                    let d = chars
                        .next()
                        .and_then(|d| d.to_digit(16))
                        .ok_or("incomplete universal character name")?;
                    v = v * 16 + d;
                }
                let c = char::from_u32(v).ok_or_else(|| {
                    format!("universal character name `\\{e}{v:x}` is not a character")
                })?;
                enc.encode(c, &mut out);
                continue;
            }
            // `\\`, `\'`, `\"`, `\?`, and any other character (gcc warns and takes it).
            other => {
                enc.encode(other, &mut out);
                continue;
            }
        };
        out.push(unit);
    }
    Ok(out)
}

/// Value and type of a character constant such as `'a'`, `'\n'`, `'ab'`, `L'x'`: a plain one
/// is an `int` whose single char is converted through (signed) `char` as gcc does on x86-64;
/// `L'x'` a `wchar_t` (`int`), `u'x'` a `char16_t`, `U'x'` a `char32_t`.
pub fn character(lit: &str) -> Result<(i128, IntTy), String> {
    let (enc, quoted) = Encoding::split(lit);
    let body = quoted
        .strip_prefix('\'')
        .and_then(|s| s.strip_suffix('\''))
        .ok_or("malformed character constant")?;
    let units = unescape(body, enc)?;
    if enc != Encoding::Narrow || lit.starts_with("u8") {
        return match units.as_slice() {
            [u] if enc == Encoding::Wide => Ok((i128::from(*u as i32), IntTy::INT)),
            [u] => Ok((i128::from(*u), enc.elem())),
            [] => Err("empty character constant".into()),
            _ => Err(format!("character constant {lit} of more than one element")),
        };
    }
    match units.as_slice() {
        [] => Err("empty character constant".into()),
        [b] => Ok((i128::from(*b as u8 as i8), IntTy::INT)),
        // GCC's multi-character constants: big-endian packing into an int.
        many if many.len() <= 4 => {
            let v = many.iter().fold(0u32, |acc, &b| (acc << 8) | b);
            Ok((i128::from(v as i32), IntTy::INT))
        }
        _ => Err("character constant too long".into()),
    }
}

/// The elements of a (possibly concatenated) string literal, without the terminating null,
/// and their type. Concatenating a plain piece with a prefixed one gives the prefixed kind
/// (C11 6.4.5p5); two different prefixes are an error, as in gcc.
pub fn string_units(pieces: &[String]) -> Result<(Vec<u32>, IntTy), String> {
    let mut enc = Encoding::Narrow;
    for p in pieces {
        let (e, _) = Encoding::split(p);
        if e != Encoding::Narrow {
            if enc != Encoding::Narrow && enc != e {
                return Err("concatenation of string literals of different kinds".into());
            }
            enc = e;
        }
    }
    let mut out = Vec::new();
    for p in pieces {
        let (_, quoted) = Encoding::split(p);
        let body = quoted
            .strip_prefix('"')
            .and_then(|s| s.strip_suffix('"'))
            .ok_or_else(|| format!("malformed string literal {p}"))?;
        out.extend(unescape(body, enc)?);
    }
    Ok((out, enc.elem()))
}

/// Bytes of a (possibly concatenated) narrow string literal, without the terminating NUL.
pub fn string(pieces: &[String]) -> Result<Vec<u8>, String> {
    match string_units(pieces)? {
        (units, t) if t.bits == 8 => Ok(units.into_iter().map(|u| u as u8).collect()),
        _ => Err("wide string literal".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn characters() {
        let int = |v| Ok((v, IntTy::INT));
        assert_eq!(character("'a'"), int(97));
        assert_eq!(character("'\\n'"), int(10));
        assert_eq!(character("'\\0'"), int(0));
        assert_eq!(character("'\\xff'"), int(-1));
        assert_eq!(character("'\\377'"), int(-1));
        assert_eq!(character("'ab'"), int(0x6162));
        assert_eq!(character("'\\%'"), int(37));
        assert_eq!(character("L'a'"), int(97));
        assert_eq!(character("L'\\x1234'"), int(0x1234));
        assert_eq!(character("u'\\u20ac'"), Ok((0x20ac, IntTy::USHORT)));
        assert_eq!(character("U'\\U0001F600'"), Ok((0x1f600, IntTy::UINT)));
    }

    #[test]
    fn strings() {
        let s = string(&["\"x == 1 && \\\"hi\\\"\"".to_string(), "\"!\"".to_string()]).unwrap();
        assert_eq!(String::from_utf8(s).unwrap(), "x == 1 && \"hi\"!");
        // gcc: UTF-8 for `\\u` and source characters in narrow strings.
        assert_eq!(string(&["\"\\u0201\\xe8\"".to_string()]).unwrap(), vec![0xc8, 0x81, 0xe8]);
        assert_eq!(string(&["u8\"\\u20ac\"".to_string()]).unwrap(), vec![0xe2, 0x82, 0xac]);
        assert_eq!(
            string_units(&["\"12\"".to_string(), "L\"34\"".to_string()]).unwrap(),
            (vec![0x31, 0x32, 0x33, 0x34], IntTy::INT)
        );
        assert_eq!(
            string_units(&["u\"\\U0001F600\"".to_string()]).unwrap(),
            (vec![0xd83d, 0xde00], IntTy::USHORT)
        );
        assert!(string_units(&["u\"a\"".to_string(), "L\"b\"".to_string()]).is_err());
    }
}
