//! gcc's inline assembly, when its template is empty.
//!
//! An `asm` statement whose template has no instruction executes nothing; what it still does
//! is fixed by its operands (the gcc manual, "Extended Asm"):
//! - every input is evaluated once (a register input `"r"(e)` loads `e`'s value, a memory
//!   input `"m"(e)` only forms `e`'s address);
//! - an output whose input is tied to it (`"=r"(x) : "0"(y)`, or by `[name]`) holds that
//!   input's value afterwards: the register the input was loaded into is the output's, and
//!   nothing changed it. All inputs are loaded before any output is stored (`"=r"(a),
//!   "=r"(b) : "1"(a), "0"(b)` swaps);
//! - a read-write output (`"+r"(x)`) is read and written back unchanged; a memory output
//!   (`"=m"(x)`) is not written at all: both keep their values;
//! - clobbers (`"memory"`, `"cc"`, registers) change nothing a C program can see when no
//!   instruction runs: they only stop gcc's optimizer from moving accesses across the
//!   statement, and ibmc executes the program in order anyway.
//!
//! This is why gcc's own tests use empty `asm` statements: as optimization barriers that leave
//! values alone. Anything else is rejected with its line: a template with instructions (ibmc
//! does not model any instruction set), and an untied register output (`"=r"(x)` with nothing
//! tied: its value is whatever the register held, which C does not say).

use lang_c::ast::{AsmStatement, Expression, GnuAsmOperand, GnuExtendedAsmStatement};
use lang_c::span::Node;

use super::literal;
use super::Lower;
use crate::error::Result;
use crate::ir::{Expr, InstrKind, Place};

/// How an operand's constraint lets gcc pass it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Passing {
    /// Only in memory (`m`, `o`, `V`, `<`, `>` and their alternatives): the operand's address.
    Memory,
    /// In a register, or either (`r`, `g`, `q`, `a`, `i`, ...): the operand's value.
    Value,
}

/// The constraint string's letters, without the output markers and modifiers.
fn letters(constraint: &str) -> String {
    constraint
        .chars()
        .filter(|c| !matches!(c, '=' | '+' | '&' | '%' | '*' | '#' | '?' | '!'))
        .collect()
}

fn passing(constraint: &str) -> Passing {
    let memory_only = constraint.split(',').all(|alt| {
        !letters(alt).is_empty()
            && letters(alt).chars().all(|c| matches!(c, 'm' | 'o' | 'V' | '<' | '>'))
    });
    if memory_only {
        Passing::Memory
    } else {
        Passing::Value
    }
}

/// The output operand an input constraint ties the input to: a digit (`"0"`) or a name
/// (`"[out]"`).
fn tied_output(constraint: &str, outputs: &[Node<GnuAsmOperand>]) -> Option<usize> {
    let c = letters(constraint);
    if let Ok(k) = c.parse::<usize>() {
        return Some(k);
    }
    let name = c.strip_prefix('[')?.strip_suffix(']')?;
    outputs.iter().position(|o| o.node.symbolic_name.as_ref().is_some_and(|n| n.node.name == name))
}

impl Lower<'_> {
    /// An `asm` statement: executed as above when its template is empty, else rejected.
    pub(super) fn asm_stmt(&mut self, a: &Node<AsmStatement>, off: usize) -> Result<()> {
        let (template, ext) = match &a.node {
            AsmStatement::GnuBasic(t) => (t, None),
            AsmStatement::GnuExtended(x) => (&x.template, Some(x)),
        };
        let text =
            literal::string(&template.node).map_err(|e| self.invalid(template.span.start, e))?;
        if !text.iter().all(u8::is_ascii_whitespace) {
            return Err(self.unsupported(
                off,
                "inline assembly with instructions (only an empty template is modelled)",
            ));
        }
        match ext {
            Some(x) => self.empty_extended_asm(x),
            None => Ok(()),
        }
    }

    /// `asm("...")` where no function `asm` is declared: gcc's basic asm statement, which the
    /// parser reads as a call (`asm` is a keyword only in gcc's dialects).
    pub(super) fn asm_call(
        &mut self,
        name: &str,
        args: &[Node<Expression>],
        off: usize,
    ) -> Option<Result<()>> {
        if !matches!(name, "asm" | "__asm" | "__asm__") {
            return None;
        }
        let [Node { node: Expression::StringLiteral(t), .. }] = args else {
            return None;
        };
        Some(self.asm_stmt(
            &Node::new(AsmStatement::GnuBasic((**t).clone()), lang_c::span::Span::none()),
            off,
        ))
    }

    fn empty_extended_asm(&mut self, x: &GnuExtendedAsmStatement) -> Result<()> {
        let operand_text = |o: &Node<GnuAsmOperand>| literal::string(&o.node.constraints.node);
        // Inputs first, each evaluated once; a tied input's value is kept for its output.
        let mut tied: Vec<Option<Expr>> = vec![None; x.outputs.len()];
        for input in &x.inputs {
            let c = operand_text(input).map_err(|e| self.invalid(input.span.start, e))?;
            let c = String::from_utf8_lossy(&c).into_owned();
            match tied_output(&c, &x.outputs) {
                Some(k) if k < x.outputs.len() => {
                    let v = self.rvalue(&input.node.variable_name)?;
                    let v = self.decay(v);
                    tied[k] = Some(self.spill(v));
                }
                Some(_) => {
                    return Err(self.invalid(
                        input.span.start,
                        format!("asm input constraint `{c}` names no output operand"),
                    ))
                }
                None => self.evaluate_operand(&input.node.variable_name, passing(&c))?,
            }
        }
        // Then the outputs, in order.
        for (k, output) in x.outputs.iter().enumerate() {
            let c = operand_text(output).map_err(|e| self.invalid(output.span.start, e))?;
            let c = String::from_utf8_lossy(&c).into_owned();
            let e = &output.node.variable_name;
            match (tied[k].take(), c.starts_with('+'), passing(&c)) {
                (Some(v), _, _) => {
                    let p = self.lvalue(e)?;
                    let ty = self.place_expr(&p).ty;
                    let v = self.convert(v, &ty, e.span.start)?;
                    self.emit(InstrKind::Assign(p, v));
                }
                (None, true, how) | (None, false, how @ Passing::Memory) => self.evaluate_operand(e, how)?,
                (None, false, Passing::Value) => {
                    return Err(self.unsupported(
                        output.span.start,
                        format!("output `{c}` of an empty asm statement with no input tied to it (its value is the register's, which C does not say)"),
                    ))
                }
            }
        }
        Ok(())
    }

    /// Evaluates an operand passed by value (read) or in memory (its address formed, nothing
    /// read), for its side effects and checks.
    fn evaluate_operand(&mut self, e: &Node<Expression>, how: Passing) -> Result<()> {
        match how {
            Passing::Value => {
                let v = self.rvalue(e)?;
                let _ = self.spill(v);
            }
            Passing::Memory => {
                let _: Place = self.lvalue(e)?;
            }
        }
        Ok(())
    }
}
