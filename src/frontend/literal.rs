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

/// Bytes of the characters of a quoted literal body, after escape processing. `Err` for what
/// we cannot represent exactly (non-ASCII source characters).
fn unescape(body: &str) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            if !c.is_ascii() {
                return Err("non-ASCII character in a literal".into());
            }
            out.push(c as u8);
            continue;
        }
        let e = chars.next().ok_or("incomplete escape sequence")?;
        let byte = match e {
            'n' => b'\n',
            't' => b'\t',
            'r' => b'\r',
            'a' => 7,
            'b' => 8,
            'f' => 12,
            'v' => 11,
            'e' | 'E' => 27,
            '\\' | '\'' | '"' | '?' => e as u8,
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
                if v > 0xff {
                    return Err("octal escape sequence out of range".into());
                }
                v as u8
            }
            'x' => {
                let mut v: u32 = 0;
                let mut n = 0;
                while let Some(d) = chars.peek().and_then(|d| d.to_digit(16)) {
                    v = v.saturating_mul(16).saturating_add(d);
                    chars.next();
                    n += 1;
                }
                if n == 0 || v > 0xff {
                    return Err("bad hex escape sequence".into());
                }
                v as u8
            }
            'u' | 'U' => return Err("universal character name".into()),
            other => return Err(format!("unknown escape sequence `\\{other}`")),
        };
        out.push(byte);
    }
    Ok(out)
}

/// Value of a character constant such as `'a'`, `'\n'`, `'ab'`: type `int`; a single char is
/// converted through (signed) `char` as GCC does on x86-64.
pub fn character(lit: &str) -> Result<i128, String> {
    if !lit.starts_with('\'') {
        return Err(format!("wide character constant {lit}"));
    }
    let body = lit.strip_prefix('\'').and_then(|s| s.strip_suffix('\'')).ok_or("malformed character constant")?;
    let bytes = unescape(body)?;
    match bytes.as_slice() {
        [] => Err("empty character constant".into()),
        [b] => Ok(i128::from(*b as i8)),
        // GCC's multi-character constants: big-endian packing into an int.
        many if many.len() <= 4 => {
            let v = many.iter().fold(0u32, |acc, &b| (acc << 8) | u32::from(b));
            Ok(i128::from(v as i32))
        }
        _ => Err("character constant too long".into()),
    }
}

/// Bytes of a (possibly concatenated) narrow string literal, without the terminating NUL.
pub fn string(pieces: &[String]) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    for p in pieces {
        let body = p
            .strip_prefix('"')
            .and_then(|s| s.strip_suffix('"'))
            .ok_or_else(|| format!("wide or prefixed string literal {p}"))?;
        out.extend(unescape(body)?);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn characters() {
        assert_eq!(character("'a'"), Ok(97));
        assert_eq!(character("'\\n'"), Ok(10));
        assert_eq!(character("'\\0'"), Ok(0));
        assert_eq!(character("'\\xff'"), Ok(-1));
        assert_eq!(character("'\\377'"), Ok(-1));
        assert_eq!(character("'ab'"), Ok(0x6162));
        assert!(character("L'a'").is_err());
    }

    #[test]
    fn strings() {
        let s = string(&["\"x == 1 && \\\"hi\\\"\"".to_string(), "\"!\"".to_string()]).unwrap();
        assert_eq!(String::from_utf8(s).unwrap(), "x == 1 && \"hi\"!");
    }
}
