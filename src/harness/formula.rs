//! The requirement formula language (docs/REQUIREMENTS.md): C expressions over the model's
//! signals plus past-time temporal operators, and at the top the bounded responses
//! `T => R within n` and `T => R for n`. A tokenizer and a recursive-descent parser with C's
//! precedences; every node keeps the byte offset where it starts, so errors point into the
//! requirements file (`FormulaError::offset`, mapped to line:column by the caller).

use std::fmt;

/// A parse error at a byte offset of the formula text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormulaError {
    pub offset: usize,
    pub message: String,
}

impl fmt::Display for FormulaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at offset {})", self.message, self.offset)
    }
}

type PResult<T> = Result<T, FormulaError>;

/// The temporal operators written as calls.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Temporal {
    /// `prev(e)`, `prev(e, n)`, `prev(e, n, init)`.
    Prev,
    Rose,
    Fell,
    /// `always(e)` = `historically(e)`; `historically(e, n)`.
    Historically,
    /// `once(e)`, `once(e, n)`.
    Once,
    /// `since(a, b)`.
    Since,
}

impl Temporal {
    fn by_name(s: &str) -> Option<Temporal> {
        Some(match s {
            "prev" => Temporal::Prev,
            "rose" => Temporal::Rose,
            "fell" => Temporal::Fell,
            "always" | "historically" => Temporal::Historically,
            "once" => Temporal::Once,
            "since" => Temporal::Since,
            _ => return None,
        })
    }
}

/// An expression node and the offset where it starts.
#[derive(Debug, Clone, PartialEq)]
pub struct Expr {
    pub at: usize,
    pub kind: ExprKind,
}

#[derive(Debug, Clone, PartialEq)]
pub enum ExprKind {
    /// A numeric literal as written (C syntax).
    Num(String),
    Ident(String),
    /// `e.f` (`arrow`: `e->f`).
    Member(Box<Expr>, String, bool),
    Index(Box<Expr>, Box<Expr>),
    /// A call of a pure C function (`fabs`, `fabsf`, ...).
    Call(String, Vec<Expr>),
    Unary(&'static str, Box<Expr>),
    /// A binary C operator, and `=>` (implication).
    Binary(&'static str, Box<Expr>, Box<Expr>),
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
    /// A temporal operator with its operands and its step count: `prev`'s defaults to 1;
    /// for `historically` and `once`, 0 is the unbounded operator.
    Temporal(Temporal, Vec<Expr>, u32),
    /// `after n`: true from step n + 1 on.
    After(u32),
}

/// A whole formula: an invariant (must hold at every step) or a bounded response.
#[derive(Debug, Clone, PartialEq)]
pub enum Formula {
    Invariant(Expr),
    /// `trigger => response within n`: whenever the trigger holds at step t, the response
    /// holds at some step of t..=t+n; decided (and reported) at step t+n.
    Within {
        trigger: Expr,
        response: Expr,
        n: u32,
    },
    /// `trigger => response for n`: whenever the trigger holds at step t, the response holds
    /// at every step of t..=t+n (a past-time check: `once(trigger, n + 1) => response`).
    For {
        trigger: Expr,
        response: Expr,
        n: u32,
    },
}

/// The C functions a formula may call: pure, from math.h.
const PURE_FUNCTIONS: &[&str] = &["fabs", "fabsf", "fmin", "fmax", "fminf", "fmaxf"];

/// The largest step count a temporal operator takes (its history is that many registers).
pub const MAX_STEPS: u32 = 100_000;

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Ident(String),
    Num(String),
    Punct(&'static str),
    End,
}

const PUNCTS: &[&str] = &[
    "=>", "->", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "(", ")", "[", "]", ",", ".", "!",
    "~", "-", "+", "*", "/", "%", "<", ">", "&", "|", "^", "?", ":",
];

fn tokenize(src: &str) -> PResult<Vec<(Tok, usize)>> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        if c.is_ascii_alphabetic() || c == b'_' {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            out.push((Tok::Ident(src[start..i].to_string()), start));
        } else if c.is_ascii_digit() || (c == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit))
        {
            i = number_end(b, i);
            out.push((Tok::Num(src[start..i].to_string()), start));
        } else if let Some(p) = PUNCTS.iter().find(|p| src[i..].starts_with(**p)) {
            i += p.len();
            out.push((Tok::Punct(p), start));
        } else {
            let ch = src[i..].chars().next().unwrap_or('?');
            return Err(FormulaError {
                offset: i,
                message: format!("unexpected character '{ch}'"),
            });
        }
    }
    out.push((Tok::End, src.len()));
    Ok(out)
}

/// The end of a C numeric literal (digits, `.`, exponent with sign, hex, suffixes).
fn number_end(b: &[u8], mut i: usize) -> usize {
    while i < b.len() {
        let c = b[i];
        let exp_sign =
            (c == b'+' || c == b'-') && i > 0 && matches!(b[i - 1], b'e' | b'E' | b'p' | b'P');
        if c.is_ascii_alphanumeric() || c == b'.' || exp_sign {
            i += 1;
        } else {
            break;
        }
    }
    i
}

struct Parser {
    toks: Vec<(Tok, usize)>,
    pos: usize,
}

/// Binary operators by precedence level, lowest first (C's table; `=>` below `?:`).
const LEVELS: &[&[&str]] = &[
    &["||"],
    &["&&"],
    &["|"],
    &["^"],
    &["&"],
    &["==", "!="],
    &["<", "<=", ">", ">="],
    &["<<", ">>"],
    &["+", "-"],
    &["*", "/", "%"],
];

impl Parser {
    fn peek(&self) -> &Tok {
        &self.toks[self.pos].0
    }
    fn at(&self) -> usize {
        self.toks[self.pos].1
    }
    fn bump(&mut self) -> Tok {
        let t = self.toks[self.pos].0.clone();
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
        t
    }
    fn is(&self, p: &str) -> bool {
        matches!(self.peek(), Tok::Punct(q) if *q == p)
    }
    fn expect(&mut self, p: &str) -> PResult<()> {
        if self.is(p) {
            self.bump();
            Ok(())
        } else {
            Err(self.error(format!("expected '{p}'")))
        }
    }
    fn error(&self, what: String) -> FormulaError {
        let found = match self.peek() {
            Tok::Ident(s) | Tok::Num(s) => format!("'{s}'"),
            Tok::Punct(p) => format!("'{p}'"),
            Tok::End => "the end of the formula".to_string(),
        };
        FormulaError { offset: self.at(), message: format!("{what}, found {found}") }
    }

    /// `implies := cond ('=>' implies)?` (right associative).
    fn implies(&mut self) -> PResult<Expr> {
        let lhs = self.cond()?;
        if self.is("=>") {
            self.bump();
            let rhs = self.implies()?;
            return Ok(Expr {
                at: lhs.at,
                kind: ExprKind::Binary("=>", Box::new(lhs), Box::new(rhs)),
            });
        }
        Ok(lhs)
    }

    fn cond(&mut self) -> PResult<Expr> {
        let c = self.binary(0)?;
        if self.is("?") {
            self.bump();
            let a = self.implies()?;
            self.expect(":")?;
            let b = self.cond()?;
            return Ok(Expr {
                at: c.at,
                kind: ExprKind::Cond(Box::new(c), Box::new(a), Box::new(b)),
            });
        }
        Ok(c)
    }

    fn binary(&mut self, level: usize) -> PResult<Expr> {
        if level == LEVELS.len() {
            return self.unary();
        }
        let mut lhs = self.binary(level + 1)?;
        loop {
            let op = match self.peek() {
                Tok::Punct(p) if LEVELS[level].contains(p) => *p,
                _ => return Ok(lhs),
            };
            self.bump();
            let rhs = self.binary(level + 1)?;
            lhs = Expr { at: lhs.at, kind: ExprKind::Binary(op, Box::new(lhs), Box::new(rhs)) };
        }
    }

    fn unary(&mut self) -> PResult<Expr> {
        let at = self.at();
        for op in ["!", "~", "-", "+"] {
            if self.is(op) {
                self.bump();
                let e = self.unary()?;
                return Ok(Expr { at, kind: ExprKind::Unary(op, Box::new(e)) });
            }
        }
        self.postfix()
    }

    fn postfix(&mut self) -> PResult<Expr> {
        let mut e = self.primary()?;
        loop {
            if self.is(".") || self.is("->") {
                let arrow = self.is("->");
                self.bump();
                let save = self.pos;
                match self.bump() {
                    Tok::Ident(f) => {
                        e = Expr { at: e.at, kind: ExprKind::Member(Box::new(e), f, arrow) }
                    }
                    _ => {
                        self.pos = save;
                        return Err(self.error("expected a member name".into()));
                    }
                }
            } else if self.is("[") {
                self.bump();
                let i = self.implies()?;
                self.expect("]")?;
                e = Expr { at: e.at, kind: ExprKind::Index(Box::new(e), Box::new(i)) };
            } else {
                return Ok(e);
            }
        }
    }

    fn primary(&mut self) -> PResult<Expr> {
        let at = self.at();
        let save = self.pos;
        match self.bump() {
            Tok::Num(n) => Ok(Expr { at, kind: ExprKind::Num(n) }),
            Tok::Punct("(") => {
                let e = self.implies()?;
                self.expect(")")?;
                Ok(e)
            }
            Tok::Ident(name) if name == "after" && matches!(self.peek(), Tok::Num(_)) => {
                let n = self.count()?;
                Ok(Expr { at, kind: ExprKind::After(n) })
            }
            Tok::Ident(name) if self.is("(") => self.call(name, at),
            Tok::Ident(name) => Ok(Expr { at, kind: ExprKind::Ident(name) }),
            _ => {
                self.pos = save;
                Err(self.error("expected an expression".into()))
            }
        }
    }

    /// A step count: a decimal integer literal in 0..=MAX_STEPS.
    fn count(&mut self) -> PResult<u32> {
        let at = self.at();
        let save = self.pos;
        match self.bump() {
            Tok::Num(s) => match s.parse::<u32>() {
                Ok(n) if n <= MAX_STEPS => Ok(n),
                _ => Err(FormulaError {
                    offset: at,
                    message: format!(
                        "a step count is a decimal integer from 0 to {MAX_STEPS}, not {s}"
                    ),
                }),
            },
            _ => {
                self.pos = save;
                Err(self.error("expected a step count (an integer)".into()))
            }
        }
    }

    fn call(&mut self, name: String, at: usize) -> PResult<Expr> {
        self.expect("(")?;
        let Some(op) = Temporal::by_name(&name) else {
            if !PURE_FUNCTIONS.contains(&name.as_str()) {
                return Err(FormulaError {
                    offset: at,
                    message: format!(
                        "unknown function {name}: a formula calls the temporal operators and {}",
                        PURE_FUNCTIONS.join(", ")
                    ),
                });
            }
            let mut args = vec![self.implies()?];
            while self.is(",") {
                self.bump();
                args.push(self.implies()?);
            }
            self.expect(")")?;
            return Ok(Expr { at, kind: ExprKind::Call(name, args) });
        };
        let mut args = vec![self.implies()?];
        // `prev(e)` looks one step back; `historically(e)` and `once(e)` without a count are
        // unbounded (0).
        let mut n = u32::from(op == Temporal::Prev);
        match op {
            Temporal::Since => {
                self.expect(",")?;
                args.push(self.implies()?);
            }
            Temporal::Prev | Temporal::Historically | Temporal::Once if self.is(",") => {
                self.bump();
                let count_at = self.at();
                n = self.count()?;
                if n == 0 && op != Temporal::Prev {
                    return Err(FormulaError {
                        offset: count_at,
                        message: format!("{name}(e, n) needs n >= 1"),
                    });
                }
                if op == Temporal::Prev && self.is(",") {
                    self.bump();
                    args.push(self.implies()?);
                }
            }
            _ => {}
        }
        self.expect(")")?;
        Ok(Expr { at, kind: ExprKind::Temporal(op, args, n) })
    }
}

/// Parses a formula (see the module doc).
pub fn parse(src: &str) -> PResult<Formula> {
    let mut p = Parser { toks: tokenize(src)?, pos: 0 };
    if *p.peek() == Tok::End {
        return Err(p.error("empty formula".into()));
    }
    let e = p.implies()?;
    let kw = match p.peek() {
        Tok::Ident(k) if k == "within" || k == "for" => Some(k.clone()),
        _ => None,
    };
    let formula = if let Some(kw) = kw {
        let kw_at = p.at();
        p.bump();
        let n = p.count()?;
        let ExprKind::Binary("=>", trigger, response) = e.kind else {
            return Err(FormulaError {
                offset: kw_at,
                message: format!("'{kw} n' ends a response 'TRIGGER => RESPONSE {kw} n'"),
            });
        };
        let (trigger, response) = (*trigger, *response);
        if kw == "within" {
            Formula::Within { trigger, response, n }
        } else {
            Formula::For { trigger, response, n }
        }
    } else {
        Formula::Invariant(e)
    };
    if *p.peek() != Tok::End {
        return Err(p.error("expected the end of the formula (an operator missing?)".into()));
    }
    Ok(formula)
}

impl Expr {
    /// Applies `f` to every node, parents first.
    pub fn walk(&self, f: &mut dyn FnMut(&Expr)) {
        f(self);
        match &self.kind {
            ExprKind::Member(e, _, _) | ExprKind::Unary(_, e) => e.walk(f),
            ExprKind::Index(a, b) | ExprKind::Binary(_, a, b) => {
                a.walk(f);
                b.walk(f);
            }
            ExprKind::Cond(a, b, c) => {
                a.walk(f);
                b.walk(f);
                c.walk(f);
            }
            ExprKind::Call(_, args) | ExprKind::Temporal(_, args, _) => {
                args.iter().for_each(|a| a.walk(f))
            }
            ExprKind::Num(_) | ExprKind::Ident(_) | ExprKind::After(_) => {}
        }
    }
}

/// What a report shows of a formula: the signals it names and the thresholds it compares
/// them with.
impl Formula {
    fn exprs(&self) -> Vec<&Expr> {
        match self {
            Formula::Invariant(e) => vec![e],
            Formula::Within { trigger, response, .. } | Formula::For { trigger, response, .. } => {
                vec![trigger, response]
            }
        }
    }

    /// The signals named, as written (`x`, `s.f`, `p->f`, `a[2]`), each once, in order.
    pub fn signal_names(&self) -> Vec<String> {
        fn collect(e: &Expr, out: &mut Vec<String>) {
            if let Some(p) = e.path() {
                if !out.contains(&p) {
                    out.push(p);
                }
                return;
            }
            match &e.kind {
                // `a[i]` with a computed index: the array, and the index's signals.
                ExprKind::Index(a, i) => {
                    collect(a, out);
                    collect(i, out);
                }
                ExprKind::Member(a, _, _) | ExprKind::Unary(_, a) => collect(a, out),
                ExprKind::Binary(_, a, b) => {
                    collect(a, out);
                    collect(b, out);
                }
                ExprKind::Cond(a, b, c) => [a, b, c].into_iter().for_each(|x| collect(x, out)),
                ExprKind::Call(_, args) | ExprKind::Temporal(_, args, _) => {
                    args.iter().for_each(|x| collect(x, out))
                }
                ExprKind::Num(_) | ExprKind::Ident(_) | ExprKind::After(_) => {}
            }
        }
        let mut out = Vec::new();
        self.exprs().into_iter().for_each(|e| collect(e, &mut out));
        out
    }

    /// The constants a signal is compared with (`set_speed <= 1600`, `0 < x`): (the signal
    /// as written, the constant's text), each pair once, in order.
    pub fn thresholds(&self) -> Vec<(String, String)> {
        let mut out = Vec::new();
        for e in self.exprs() {
            e.walk(&mut |n| {
                let ExprKind::Binary(op, a, b) = &n.kind else { return };
                if !matches!(*op, "<" | "<=" | ">" | ">=" | "==" | "!=") {
                    return;
                }
                let pair = match (a.path(), b.constant(), b.path(), a.constant()) {
                    (Some(s), Some(c), _, _) | (_, _, Some(s), Some(c)) => (s, c),
                    _ => return,
                };
                if !out.contains(&pair) {
                    out.push(pair);
                }
            });
        }
        out
    }
}

impl Expr {
    /// The C path of a signal reference (`s.f`, `p->f`, `a[2]`), or None.
    fn path(&self) -> Option<String> {
        match &self.kind {
            ExprKind::Ident(n) => Some(n.clone()),
            ExprKind::Member(e, f, arrow) => {
                Some(format!("{}{}{f}", e.path()?, if *arrow { "->" } else { "." }))
            }
            ExprKind::Index(a, i) => match &i.kind {
                ExprKind::Num(n) => Some(format!("{}[{n}]", a.path()?)),
                _ => None,
            },
            _ => None,
        }
    }

    /// A numeric literal, or a negated one, as text.
    fn constant(&self) -> Option<String> {
        match &self.kind {
            ExprKind::Num(n) => Some(n.clone()),
            ExprKind::Unary("-", e) => {
                e.constant().filter(|c| !c.starts_with('-')).map(|c| format!("-{c}"))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn precedence_and_response() {
        let f = parse("brake && speed > 3 => throttle == 0 within 2").unwrap();
        let Formula::Within { trigger, n, .. } = f else { panic!("{f:?}") };
        assert_eq!(n, 2);
        assert!(matches!(trigger.kind, ExprKind::Binary("&&", _, _)));
        let f = parse("a => b => c").unwrap();
        let Formula::Invariant(Expr { kind: ExprKind::Binary("=>", _, r), .. }) = f else {
            panic!()
        };
        assert!(matches!(r.kind, ExprKind::Binary("=>", _, _)));
    }

    #[test]
    fn temporal_calls() {
        let f = parse("prev(x, 3, 0) <= x + 1e-3 && once(rose(b), 4) && after 2").unwrap();
        let mut ops = Vec::new();
        let Formula::Invariant(e) = f else { panic!() };
        e.walk(&mut |n| {
            if let ExprKind::Temporal(op, args, k) = &n.kind {
                ops.push((*op, args.len(), *k));
            }
        });
        assert_eq!(
            ops,
            vec![(Temporal::Prev, 2, 3), (Temporal::Once, 1, 4), (Temporal::Rose, 1, 0)]
        );
    }

    #[test]
    fn signals_and_thresholds() {
        let f = parse("rose(s.brake) => set_speed <= 1600 && 0 < a[2] && m->v != -3.5 within 2")
            .unwrap();
        assert_eq!(f.signal_names(), ["s.brake", "set_speed", "a[2]", "m->v"]);
        assert_eq!(
            f.thresholds(),
            [
                ("set_speed".to_string(), "1600".to_string()),
                ("a[2]".to_string(), "0".to_string()),
                ("m->v".to_string(), "-3.5".to_string())
            ]
        );
        let f = parse("x[i + 1] > y && fabs(z) < 2 && after 3").unwrap();
        assert_eq!(f.signal_names(), ["x", "i", "y", "z"]);
        assert!(f.thresholds().is_empty());
    }

    #[test]
    fn errors_carry_offsets() {
        assert_eq!(parse("a && ").unwrap_err().offset, 5);
        assert_eq!(parse("a # b").unwrap_err().offset, 2);
        assert_eq!(parse("a within 3").unwrap_err().offset, 2);
        assert_eq!(parse("foo(a)").unwrap_err().offset, 0);
        assert_eq!(parse("once(a, 0)").unwrap_err().offset, 8);
        assert_eq!(parse("(a b)").unwrap_err().offset, 3);
    }
}
