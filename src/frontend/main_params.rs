//! Which of `main`'s parameters (`argc`, `argv`) its body reads.
//!
//! Embedded Coder's `ert_main.c` declares `int main(int argc, const char *argv[])` and never
//! reads either (`(void)(argc); (void)(argv);`). A parameter the body does not read is not
//! modelled at all (no inputs, no objects, nothing in a trace, nothing for `--validate` to
//! give): `lower_stmt::function_body` binds its name to `Sym::Bad`, so a use this scan missed
//! would be an error, never an unmodelled value.
//!
//! The scan is syntactic and errs on the side of modelling: any occurrence of the name counts
//! as a read (an argument, `&argv`, `argv[1]`, `argv == 0`, `sizeof argv`, a member or a
//! shadowing local of the same name), except an operand whose value is discarded: an
//! expression statement that is the name, a cast of it to `void` or a comma list of those
//! (`(void)argc, (void)argv;`). A `void` reached through a typedef counts as a read.

use lang_c::ast::{
    DeclarationSpecifier, Expression, FunctionDefinition, Identifier, SpecifierQualifier,
    Statement, TypeName, TypeSpecifier,
};
use lang_c::span::{Node, Span};
use lang_c::visit::{self, Visit};

/// Whether the body of `fd` reads the variable `name` (see the module's documentation).
pub fn reads(fd: &Node<FunctionDefinition>, name: &str) -> bool {
    let mut s = Scan { name, read: false, in_value: 0 };
    s.visit_statement(&fd.node.statement.node, &fd.node.statement.span);
    // A K&R declaration list (`int main(argc, argv) int argc; char **argv; {...}`) only
    // declares the parameters; an initializer or array size there would be a read.
    for d in &fd.node.declarations {
        for spec in &d.node.specifiers {
            if let DeclarationSpecifier::TypeSpecifier(t) = &spec.node {
                s.visit_type_specifier(&t.node, &t.span);
            }
        }
        for init in &d.node.declarators {
            for derived in &init.node.declarator.node.derived {
                s.visit_derived_declarator(&derived.node, &derived.span);
            }
            if let Some(i) = &init.node.initializer {
                s.visit_initializer(&i.node, &i.span);
            }
        }
    }
    s.read
}

struct Scan<'n> {
    name: &'n str,
    read: bool,
    /// Inside a GNU statement expression (`({ ...; argv; })`), whose last expression
    /// statement is a value: no statement is taken as discarded there.
    in_value: u32,
}

/// `void` written as such (no declarator: not `void *`).
fn is_void(t: &TypeName) -> bool {
    t.declarator.is_none()
        && t.specifiers.iter().any(|s| matches!(&s.node, SpecifierQualifier::TypeSpecifier(ts) if matches!(ts.node, TypeSpecifier::Void)))
        && t.specifiers.iter().all(|s| match &s.node {
            SpecifierQualifier::TypeSpecifier(ts) => matches!(ts.node, TypeSpecifier::Void),
            SpecifierQualifier::TypeQualifier(_) => true,
            _ => false,
        })
}

impl Scan<'_> {
    /// An expression whose value is discarded: a bare name reads nothing.
    fn discarded(&mut self, e: &Node<Expression>) {
        match &e.node {
            Expression::Identifier(_) => {}
            Expression::Cast(c) if is_void(&c.node.type_name.node) => {
                self.discarded(&c.node.expression)
            }
            Expression::Comma(items) => {
                for i in items.iter() {
                    self.discarded(i);
                }
            }
            _ => self.visit_expression(&e.node, &e.span),
        }
    }
}

impl<'a> Visit<'a> for Scan<'_> {
    fn visit_identifier(&mut self, id: &'a Identifier, _: &'a Span) {
        if id.name == self.name {
            self.read = true;
        }
    }

    fn visit_expression(&mut self, e: &'a Expression, span: &'a Span) {
        if let Expression::Statement(_) = e {
            self.in_value += 1;
            visit::visit_expression(self, e, span);
            self.in_value -= 1;
        } else {
            visit::visit_expression(self, e, span);
        }
    }

    fn visit_statement(&mut self, s: &'a Statement, span: &'a Span) {
        match s {
            Statement::Expression(Some(e)) if self.in_value == 0 => self.discarded(e),
            _ => visit::visit_statement(self, s, span),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn main_of(src: &str) -> bool {
        let cfg = lang_c::driver::Config::default();
        let unit = lang_c::driver::parse_preprocessed(&cfg, src.to_string()).expect("parses");
        let fd = unit
            .unit
            .0
            .iter()
            .find_map(|d| match &d.node {
                lang_c::ast::ExternalDeclaration::FunctionDefinition(f) => Some(f),
                _ => None,
            })
            .expect("a function");
        reads(fd, "argv")
    }

    #[test]
    fn discarded_uses_are_not_reads() {
        assert!(!main_of(
            "int main(int argc, char **argv) { (void)(argc); (void)(argv); return 0; }"
        ));
        assert!(!main_of("int main(int argc, char **argv) { argv; (void)argc, (void)argv; (const void)argv; return 0; }"));
        assert!(!main_of("int main(int argc, char **argv) { int x = argc; return x; }"));
    }

    #[test]
    fn every_other_use_is_a_read() {
        for body in [
            "return argv[1][0];",
            "f(argv);",
            "char ***p = &argv;",
            "char **q; q = argv;",
            "return argv == 0;",
            "(void)argv[0];",
            "(void)*argv;",
            "(void)(argv + 1);",
            "(void)sizeof argv;",
            "(void *)argv;",
            "if (argv) return 1;",
            "while (*argv++) ;",
            "{ int argv = 0; return argv; }",
            "(void)({ argv; });",
            "return argc > 1 && argv[1][0] == 'x';",
        ] {
            assert!(
                main_of(&format!(
                    "void f(char **); int main(int argc, char **argv) {{ {body} return 0; }}"
                )),
                "{body}"
            );
        }
    }
}
