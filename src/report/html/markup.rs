//! HTML text: escaping and the page frame. Pages are polyglot HTML5 (well-formed XML as
//! well: every element closed, attributes quoted, only the XML entities), so that any XML
//! parser reads them; that is how the tests check their content.

use std::fmt::Write;

/// Text or attribute value escaped for XML and HTML alike (`report::formats::xml_escape`).
pub fn esc(s: &str) -> String {
    crate::report::formats::xml_escape(s)
}

/// A number for SVG coordinates: at most two decimals, no trailing zeros.
pub fn num(x: f64) -> String {
    let s = format!("{x:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".to_string()
    } else {
        s.to_string()
    }
}

/// A number with at most one decimal (the wave's heights: a tenth of a pixel is plenty).
pub fn num1(x: f64) -> String {
    let s = format!("{x:.1}");
    let s = s.strip_suffix(".0").unwrap_or(&s);
    if s == "-0" {
        "0".to_string()
    } else {
        s.to_string()
    }
}

/// The file name of the style sheet every page links.
pub const STYLE_FILE: &str = "report.css";
pub const STYLE: &str = include_str!("report.css");

/// A whole page: `title` (text), navigation links (href, text), and the body's markup.
pub fn page(title: &str, nav: &[(&str, &str)], body: &str) -> String {
    let mut out = String::with_capacity(body.len() + 1024);
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n\
         <title>{}</title>\n<link rel=\"stylesheet\" href=\"{STYLE_FILE}\"/>\n</head>\n<body>\n<nav>",
        esc(title)
    );
    for (href, text) in nav {
        let _ = write!(out, "<a href=\"{}\">{}</a>", esc(href), esc(text));
    }
    let _ = write!(
        out,
        "</nav>\n<main>\n{body}</main>\n<footer>ibmc {} — this report is self-contained: no scripts, no network</footer>\n</body>\n</html>\n",
        env!("CARGO_PKG_VERSION")
    );
    out
}

/// A table row of header/value pairs for summary tables (`value` is markup).
pub fn kv_row(out: &mut String, key: &str, value_markup: &str) {
    let _ = writeln!(out, "<tr><th>{}</th><td>{value_markup}</td></tr>", esc(key));
}

/// A file name for a page of `id` (a property id, a test number): `[A-Za-z0-9._-]` kept,
/// anything else `_`.
pub fn file_stem(id: &str) -> String {
    id.chars()
        .map(|c| if c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-') { c } else { '_' })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping() {
        assert_eq!(esc("a<b && c>\"d\"'"), "a&lt;b &amp;&amp; c&gt;&quot;d&quot;&#39;");
        assert_eq!(esc("x\u{c}y\tz"), "x\u{fffd}y\tz");
        assert_eq!(num(1.0), "1");
        assert_eq!(num(12.345), "12.35");
        assert_eq!(num(-0.001), "0");
        assert_eq!(num(2.5), "2.5");
        assert_eq!(num1(40.94), "40.9");
        assert_eq!(num1(42.0), "42");
        assert_eq!(num1(-0.01), "0");
        assert_eq!(file_stem("main.assertion.1"), "main.assertion.1");
        assert_eq!(file_stem("a/b c"), "a_b_c");
    }
}
