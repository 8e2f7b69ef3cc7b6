//! Files other tools read: SV-COMP YAML witnesses 2.0, CSV test vectors, Test-Comp test suites.
//!
//! - `witness`: the witness format 2.0 of sosy-lab/sv-witnesses (SV-COMP 2025/2026):
//!   a `violation_sequence` (one `function_return` waypoint per nondeterministic input, then
//!   the `target`) or an `invariant_set` (a `loop_invariant` at the incremental loop).
//! - `csv`: the counterexample's inputs, one row per frame.
//! - `testsuite`: the Test-Comp exchange format (sosy-lab/test-format: `metadata.xml` and one
//!   test case per counterexample).
//!
//! Locations are checked against the source text (`source`) before a column is written.

mod csv;
pub(crate) mod source;
mod testsuite;
mod witness;
mod yaml;

use std::fmt::Write;
use std::io::Read;
use std::path::{Path, PathBuf};

use crate::engine::Trace;
use crate::error::{Error, Result};
use crate::ir::loops::LoopInfo;
use crate::ir::{float_bits, float_decimal, hex_float, FloatTy, IntTy, Program, ScalarTy};

/// What the formats name about the run besides the trace.
#[derive(Debug, Clone)]
pub struct FormatContext {
    /// The input files as given on the command line.
    pub files: Vec<PathBuf>,
    /// The entry function (`main`).
    pub entry: String,
    /// The specification text, e.g. `CHECK( init(main()), LTL(G ! call(reach_error())) )`.
    pub spec: String,
}

/// An SV-COMP YAML witness 2.0 `violation_sequence` for the counterexample.
pub fn violation_witness(program: &Program, trace: &Trace, ctx: &FormatContext) -> Result<String> {
    witness::violation(program, trace, ctx)
}

/// An SV-COMP YAML witness 2.0 `invariant_set` with `invariant` (a C expression over the
/// variables in scope there) as the loop invariant at the head of `lp`.
pub fn correctness_witness(
    program: &Program,
    lp: &LoopInfo,
    invariant: &str,
    ctx: &FormatContext,
) -> Result<String> {
    witness::correctness(program, lp, invariant, ctx)
}

/// The counterexample's inputs as CSV: one row per frame, one column per input.
pub fn test_vector_csv(program: &Program, trace: &Trace) -> String {
    csv::test_vector(program, trace)
}

/// A Test-Comp test suite in `dir`: `metadata.xml` and one test case per trace (each
/// `coversError`: a counterexample).
pub fn write_test_suite(
    dir: &Path,
    program: &Program,
    traces: &[&Trace],
    ctx: &FormatContext,
) -> Result<()> {
    testsuite::write(dir, program, traces, ctx, true)
}

/// A Test-Comp test suite of coverage tests (`--cover`): `ctx.spec` is the coverage
/// specification (`COVER( init(main()), FQL(COVER EDGES(@DECISIONEDGE)) )`), and no test
/// covers an error.
pub fn write_coverage_suite(
    dir: &Path,
    program: &Program,
    traces: &[&Trace],
    ctx: &FormatContext,
) -> Result<()> {
    testsuite::write(dir, program, traces, ctx, false)
}

/// The producer's name and version, as the formats name it.
const PRODUCER: &str = "ibmc";
const VERSION: &str = env!("CARGO_PKG_VERSION");

/// Lowercase hex SHA-256 of a file's contents.
fn sha256_file(path: &Path) -> Result<String> {
    use sha2::{Digest, Sha256};
    let bytes = std::fs::read(path)
        .map_err(|e| Error::usage(format!("cannot read {} to hash it: {e}", path.display())))?;
    Ok(hex(&Sha256::digest(&bytes)))
}

fn hex(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        let _ = write!(s, "{b:02x}");
    }
    s
}

/// A random (version 4) UUID, RFC 4122: from /dev/urandom, or else from the clock and the
/// process id hashed (unique enough to tell witnesses apart).
fn uuid_v4() -> String {
    let mut b = [0u8; 16];
    let random = std::fs::File::open("/dev/urandom").and_then(|mut f| f.read_exact(&mut b)).is_ok();
    if !random {
        use sha2::{Digest, Sha256};
        let now =
            std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
        let mut h = Sha256::new();
        h.update(now.as_nanos().to_le_bytes());
        h.update(std::process::id().to_le_bytes());
        h.update((&b as *const _ as usize).to_le_bytes());
        b.copy_from_slice(&h.finalize()[..16]);
    }
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    let h = hex(&b);
    format!("{}-{}-{}-{}-{}", &h[0..8], &h[8..12], &h[12..16], &h[16..20], &h[20..32])
}

/// The current UTC time in ISO 8601 / RFC 3339 form, e.g. `2025-03-01T12:34:56Z`.
fn now_iso8601() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    iso8601(secs)
}

fn iso8601(unix_secs: u64) -> String {
    let days = (unix_secs / 86_400) as i64;
    let rem = unix_secs % 86_400;
    let (y, m, d) = civil_from_days(days);
    format!("{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z", rem / 3600, rem / 60 % 60, rem % 60)
}

/// Proleptic Gregorian date of a day count since 1970-01-01 (H. Hinnant's algorithm).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

/// A C constant of a scalar type: integers as `c_literal`, floats as exact C99 hex-float
/// constants (`0x1.8p+1`, with an `f` suffix for `float`), infinities and NaN as gcc
/// builtins.
pub fn scalar_literal(v: i128, ty: ScalarTy) -> String {
    match ty {
        ScalarTy::Int(t) => c_literal(v, t),
        ScalarTy::Float(f) => {
            let h = hex_float(v as u64, f);
            let suffix = if f == FloatTy::F32 { "f" } else { "" };
            match h.as_str() {
                "inf" => format!("__builtin_inf{suffix}()"),
                "-inf" => format!("(-__builtin_inf{suffix}())"),
                _ if h.ends_with("nan") => format!("__builtin_nan{suffix}(\"\")"),
                _ => format!("{h}{suffix}"),
            }
        }
    }
}

/// A trace value as text for people and for JSON/CSV: integers in decimal, fixed-point values
/// in exact decimal, floats as the shortest decimal that reads back as the same float
/// (`500.0`, `1e-45`, `-0.0`, `inf`, `nan`; `bits_text` has the exact bits beside it).
pub fn value_text(v: i128, ty: ScalarTy) -> String {
    match ty {
        ScalarTy::Float(f) => float_decimal(v as u64, f),
        _ => exact_text(v, ty),
    }
}

/// A trace value as exact text where a tool reads it back as C (Test-Comp test suites):
/// floats as C99 hex-float (`%a`), NaN payloads aside.
pub fn exact_text(v: i128, ty: ScalarTy) -> String {
    match ty {
        ScalarTy::Int(t) if t.is_fixed() => t.fixed_decimal(v),
        // An `unsigned __int128` above `i128::MAX` is held as its bits (`IntTy::value_of_wide`).
        ScalarTy::Int(t) if !t.signed && t.bits > 64 => (v as u128).to_string(),
        ScalarTy::Int(_) => v.to_string(),
        ScalarTy::Float(f) => hex_float(v as u64, f),
    }
}

/// A float's raw bits in hex (`0x43fa0000`), exact to the last bit; None for integers.
pub fn bits_text(v: i128, ty: ScalarTy) -> Option<String> {
    match ty {
        ScalarTy::Float(f) => Some(float_bits(v as u64, f)),
        ScalarTy::Int(_) => None,
    }
}

/// A C constant expression of type `ty` (or one that converts to it exactly) with value `v`:
/// plain decimal in `int`'s range, a `U`/`L`/`UL` suffix beyond it, and the minimum of a
/// signed type as `(-MAX-1)` since `-2147483648` is the negation of a `long`.
pub fn c_literal(v: i128, ty: IntTy) -> String {
    const INT_MIN: i128 = i32::MIN as i128;
    const INT_MAX: i128 = i32::MAX as i128;
    const UINT_MAX: i128 = u32::MAX as i128;
    const LONG_MIN: i128 = i64::MIN as i128;
    const LONG_MAX: i128 = i64::MAX as i128;
    let beyond_64 =
        ty.bits > 64 && (!(LONG_MIN..=u64::MAX as i128).contains(&v) || !ty.signed && v < 0);
    match v {
        _ if beyond_64 => wide_literal(v, ty),
        INT_MIN if ty.signed && ty.bits <= 32 => "(-2147483647-1)".to_string(),
        _ if (INT_MIN + 1..=INT_MAX).contains(&v) => v.to_string(),
        _ if !ty.signed && (0..=UINT_MAX).contains(&v) => format!("{v}U"),
        LONG_MIN => "(-9223372036854775807L-1)".to_string(),
        _ if (LONG_MIN..=LONG_MAX).contains(&v) && (ty.signed || v < 0) => format!("{v}L"),
        _ if (0..=u64::MAX as i128).contains(&v) => format!("{v}UL"),
        // Wider than any C integer type of LP64: not produced by traces, kept as text.
        _ => v.to_string(),
    }
}

/// An `__int128` value beyond 64 bits (C has no such literal) from its two halves, the
/// value's bits (an `unsigned __int128` above `i128::MAX` is held as a negative `i128`).
fn wide_literal(v: i128, ty: IntTy) -> String {
    let raw = v as u128 & crate::term::wide::mask128(ty.bits);
    format!(
        "(({})((unsigned __int128)0x{:x}ULL << 64 | 0x{:x}ULL))",
        ty.c_name(),
        (raw >> 64) as u64,
        raw as u64
    )
}

/// Text or attribute value with `& < > " '` escaped (`&#39;`: HTML and XML both read it), for
/// the Test-Comp suites and the HTML report. Characters XML does not allow (control characters
/// other than tab and line breaks, U+FFFE, U+FFFF) become U+FFFD: source files may hold them.
pub fn xml_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            '\t' | '\n' | '\r' => out.push(c),
            c if (c as u32) < 0x20 || c == '\u{7f}' || c == '\u{fffe}' || c == '\u{ffff}' => {
                out.push('\u{fffd}')
            }
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals() {
        assert_eq!(c_literal(5, IntTy::INT), "5");
        assert_eq!(c_literal(-3, IntTy::CHAR), "-3");
        assert_eq!(c_literal(-2147483648, IntTy::INT), "(-2147483647-1)");
        assert_eq!(c_literal(-2147483648, IntTy::LONG), "-2147483648L");
        assert_eq!(c_literal(2147483647, IntTy::INT), "2147483647");
        assert_eq!(c_literal(4294967295, IntTy::UINT), "4294967295U");
        assert_eq!(c_literal(2147483648, IntTy::UINT), "2147483648U");
        assert_eq!(c_literal(4294967296, IntTy::LONG), "4294967296L");
        assert_eq!(c_literal(9223372036854775807, IntTy::LONG), "9223372036854775807L");
        let i128t = IntTy::bit_field(128, true);
        let u128t = IntTy::bit_field(128, false);
        assert_eq!(c_literal(-5, i128t), "-5");
        assert_eq!(c_literal(-1, u128t), "((unsigned __int128)((unsigned __int128)0xffffffffffffffffULL << 64 | 0xffffffffffffffffULL))");
        assert_eq!(
            c_literal(i128::MIN, i128t),
            "((__int128)((unsigned __int128)0x8000000000000000ULL << 64 | 0x0ULL))"
        );
        assert_eq!(exact_text(-1, ScalarTy::Int(u128t)), u128::MAX.to_string());
        assert_eq!(c_literal(-9223372036854775808, IntTy::LONG), "(-9223372036854775807L-1)");
        assert_eq!(c_literal(4294967296, IntTy::ULONG), "4294967296UL");
        assert_eq!(c_literal(18446744073709551615, IntTy::ULONG), "18446744073709551615UL");
        assert_eq!(c_literal(1, IntTy::BOOL), "1");
    }

    #[test]
    fn dates_and_uuids() {
        assert_eq!(iso8601(0), "1970-01-01T00:00:00Z");
        assert_eq!(iso8601(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(iso8601(1_735_689_599), "2024-12-31T23:59:59Z");
        let u = uuid_v4();
        assert_eq!(u.len(), 36);
        assert_eq!(&u[14..15], "4");
        assert!(matches!(&u[19..20], "8" | "9" | "a" | "b"));
        assert_ne!(u, uuid_v4());
    }
}
