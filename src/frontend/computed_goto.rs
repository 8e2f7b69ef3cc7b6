//! gcc's labels as values: `&&label` and `goto *p;` (the parser reads them as calls of
//! `__builtin_label_address` and `__builtin_computed_goto`).
//!
//! A label's address is a `void *` into an object no variable has (`ir::LABEL_OBJECTS`), at
//! an offset of its own (one per label of the program whose address is taken): it compares
//! equal only to itself, and gcc's label differences (`&&b - &&a`, relative jump tables
//! `goto *(&&base + off[i])`) are consistent. `goto
//! *p` becomes CBMC's case split (`finish_computed_gotos`): a jump to each label of the
//! function whose address is taken, under `p` being that address. CBMC falls through when none
//! matches; that is undefined behaviour in gcc, and here an assertion (as
//! `__builtin_unreachable()` is), so no path silently continues.

use lang_c::ast::{CallExpression, Expression, FunctionDefinition};
use lang_c::span::{Node, Span};
use lang_c::visit::{self, Visit};

use super::Lower;
use crate::error::Result;
use crate::ir::build::{binary, void_value};
use crate::ir::{BinOp, Expr, ExprKind, InstrKind, IntTy, PropKind, Type};

/// The callee names the parser gives the two forms.
pub const LABEL_ADDRESS: &str = "__builtin_label_address";
pub const COMPUTED_GOTO: &str = "__builtin_computed_goto";

/// The labels whose address a function body takes, in order of first mention.
pub fn address_taken_labels(fd: &Node<FunctionDefinition>) -> Vec<String> {
    struct Collect(Vec<String>);
    impl<'a> Visit<'a> for Collect {
        fn visit_call_expression(&mut self, c: &'a CallExpression, span: &'a Span) {
            if let (Expression::Identifier(f), [arg]) = (&c.callee.node, &c.arguments[..]) {
                if let (LABEL_ADDRESS, Expression::Identifier(l)) =
                    (f.node.name.as_str(), &arg.node)
                {
                    if !self.0.contains(&l.node.name) {
                        self.0.push(l.node.name.clone());
                    }
                }
            }
            visit::visit_call_expression(self, c, span);
        }
    }
    let mut c = Collect(Vec::new());
    c.visit_statement(&fd.node.statement.node, &fd.node.statement.span);
    c.0
}

impl Lower<'_> {
    /// `&&label` or `goto *p`; `None` for other callees.
    pub fn label_value_call(
        &mut self,
        name: &str,
        args: &[Node<Expression>],
        off: usize,
    ) -> Result<Option<Expr>> {
        match name {
            LABEL_ADDRESS => {
                let [arg] = args else { return Err(self.invalid(off, "`&&` needs a label")) };
                let Expression::Identifier(l) = &arg.node else {
                    return Err(self.invalid(off, "`&&` needs a label"));
                };
                match self.label_address(&l.node.name) {
                    Some(a) => Ok(Some(a)),
                    None => Err(self
                        .invalid(off, format!("label `{}` used outside a function", l.node.name))),
                }
            }
            COMPUTED_GOTO => {
                let [arg] = args else {
                    return Err(self.invalid(off, "`goto *` needs an address"));
                };
                self.computed_goto(arg, off)?;
                Ok(Some(void_value()))
            }
            _ => Ok(None),
        }
    }

    /// The value of `&&name` in the function being lowered.
    fn label_address(&self, name: &str) -> Option<Expr> {
        let k = self.f.address_labels.iter().position(|l| l == name)?;
        let offset = self.f.label_base + k as u64 + 1;
        Some(Expr {
            kind: ExprKind::Const(crate::ir::LABEL_OBJECTS << 32 | offset),
            ty: Type::Pointer(Box::new(Type::Void)),
        })
    }

    fn computed_goto(&mut self, arg: &Node<Expression>, off: usize) -> Result<()> {
        let p = self.rvalue(arg)?;
        let p = self.decay(p);
        if !matches!(p.ty, Type::Pointer(_)) {
            return Err(self.invalid(off, "`goto *` of something that is not a pointer"));
        }
        let p = self.spill(p);
        let live = self.locals_in_scope();
        for name in self.f.address_labels.clone() {
            let addr = self.label_address(&name).expect("an address-taken label");
            let c = binary(BinOp::Eq, p.clone(), addr, IntTy::INT);
            if let Some(j) = self.jump_unless(c) {
                self.f.gotos.push((j, name, off));
                self.f.goto_scopes.insert(j, live.clone());
            }
        }
        let loc = self.loc_at(off);
        let desc = format!("goto * jumps to the address of a label of {}", self.f.name);
        let prop = self.ctx.prog.add_property(PropKind::Assertion, &self.f.name, loc, desc);
        self.emit(InstrKind::Assert(Expr::constant(IntTy::INT, 0), prop));
        self.emit(InstrKind::Assume(Expr::constant(IntTy::INT, 0)));
        Ok(())
    }
}

/// A label's name as the source spells it: the parser names gcc's local labels apart
/// (`__label__ a;` makes the block's `a` into `a#1`, vendor/README.md).
pub(super) fn source_label(name: &str) -> &str {
    name.split_once('#').map_or(name, |(n, _)| n)
}
