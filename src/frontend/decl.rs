//! Declarations: specifiers and declarators to C types, typedefs, enumerations, objects
//! (globals, locals, static locals) and function declarations.

use std::rc::Rc;

use lang_c::ast::{
    ArraySize, Declaration, DeclarationSpecifier, Declarator, DeclaratorKind, DerivedDeclarator,
    EnumType, Expression, Extension, ExternalDeclaration, FunctionDeclarator, FunctionDefinition,
    Initializer, SpecifierQualifier, StaticAssert, StorageClassSpecifier, StructDeclaration,
    StructField, StructKind, StructType, TypeName, TypeQualifier, TypeSpecifier,
};
use lang_c::span::Node;

use super::layout::Member;
use super::scope::{Sym, Tag};
use super::types::{enum_type, CType, FnType, RecordCell};
use super::{FuncLink, Lower};
use crate::error::{ErrorKind, Result};
use crate::ir::{BinOp, Expr, FuncId, Function, GlobalInfo, InstrKind, IntTy, Place, Type, Var};

/// A parameter: its name and offset (if named) and its adjusted type.
pub type Param = (Option<(String, usize)>, CType);

/// Storage class and type of a declaration's specifiers.
pub struct Specs {
    pub storage: Option<StorageClassSpecifier>,
    pub base: CType,
    /// `const` among the specifiers.
    pub is_const: bool,
    /// The base type is const or has const components: `const`, a typedef name of such a
    /// type, a struct with a const member (`nondet_static.rs`).
    pub base_const: bool,
    /// `__attribute__((constructor))` or `((destructor))` among the specifiers (and whether
    /// it has a priority).
    pub runs: Option<(RunsAround, bool)>,
}

/// When gcc runs a function with `__attribute__((constructor))` / `((destructor))`: before
/// the entry function, or after it returns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RunsAround {
    Before,
    After,
}

/// The constructor or destructor attribute among `exts`, and whether it has a priority
/// argument (`constructor(101)`).
pub fn runs_around_entry<'e>(
    exts: impl Iterator<Item = &'e Node<Extension>>,
) -> Option<(RunsAround, bool)> {
    exts.filter_map(|e| match &e.node {
        Extension::Attribute(a) => match a.name.node.trim_matches('_') {
            "constructor" => Some((RunsAround::Before, !a.arguments.is_empty())),
            "destructor" => Some((RunsAround::After, !a.arguments.is_empty())),
            _ => None,
        },
        _ => None,
    })
    .last()
}

/// The names whose calls are `ErrorCall` properties: their definitions are dead code.
pub fn is_error_function(name: &str) -> bool {
    matches!(name, "reach_error" | "__VERIFIER_error")
}

/// The type specifiers of a declaration, counted (`Lower::count_specifiers`): how often each
/// basic one occurs, the type a specifier names on its own, and a `__CPROVER_bitvector` width.
#[derive(Default)]
struct SpecifierCounts {
    void: u32,
    char: u32,
    short: u32,
    int: u32,
    long: u32,
    signed: u32,
    unsigned: u32,
    bool: u32,
    float: u32,
    double: u32,
    complex: u32,
    named: Option<CType>,
    bitvector: Option<u32>,
}

impl<'a> Lower<'a> {
    /// Pass 1 over a unit: file-scope declarations. Returns the function definitions to lower
    /// in pass 2 (index of the external declaration, link).
    pub fn file_scope(&mut self) -> Result<Vec<(usize, usize)>> {
        let mut defs = Vec::new();
        {
            use lang_c::visit::Visit;
            struct Values<'c>(&'c mut crate::fxhash::FxHashSet<String>);
            impl<'ast> Visit<'ast> for Values<'_> {
                fn visit_identifier(
                    &mut self,
                    id: &'ast lang_c::ast::Identifier,
                    _: &'ast lang_c::span::Span,
                ) {
                    // Most names recur: clone only the first time.
                    if !self.0.contains(&id.name) {
                        self.0.insert(id.name.clone());
                    }
                }
                // Declared names are not uses.
                fn visit_declarator(&mut self, _: &'ast Declarator, _: &'ast lang_c::span::Span) {}
                fn visit_call_expression(
                    &mut self,
                    c: &'ast lang_c::ast::CallExpression,
                    _: &'ast lang_c::span::Span,
                ) {
                    // A called name is not a value; anything else in the callee is.
                    if !matches!(c.callee.node, Expression::Identifier(_)) {
                        self.visit_expression(&c.callee.node, &c.callee.span);
                    }
                    for a in &c.arguments {
                        self.visit_expression(&a.node, &a.span);
                    }
                }
            }
            let ast = self.ast();
            let mut names = std::mem::take(&mut self.ctx.fn_values);
            Values(&mut names).visit_translation_unit(ast);
            self.ctx.fn_values = names;
        }
        for (i, ed) in self.ast().0.iter().enumerate() {
            match &ed.node {
                ExternalDeclaration::Declaration(d) => self.declaration(d)?,
                ExternalDeclaration::StaticAssert(s) => self.static_assert(s)?,
                ExternalDeclaration::FunctionDefinition(fd) => {
                    if let Some(link) = self.function_signature(fd)? {
                        defs.push((i, link));
                    }
                }
            }
        }
        Ok(defs)
    }

    pub fn static_assert(&mut self, s: &Node<StaticAssert>) -> Result<()> {
        match self.const_value(&s.node.expression) {
            Ok(Some((0, _))) => Err(self.invalid(s.span.start, "static assertion failed")),
            Ok(_) => Ok(()),
            // An assertion over something we do not model constrains nothing we model.
            Err(e) if e.kind == ErrorKind::Unsupported => Ok(()),
            Err(e) => Err(e),
        }
    }

    pub fn decl_specs(
        &mut self,
        specs: &[Node<DeclarationSpecifier>],
        offset: usize,
    ) -> Result<Specs> {
        let mut storage = None;
        let mut tss = Vec::new();
        let mut atomic = false;
        let mut exts = Vec::new();
        let mut is_const = false;
        for s in specs {
            match &s.node {
                DeclarationSpecifier::StorageClass(sc) => match sc.node {
                    // Single-threaded: thread-local storage is ordinary static storage.
                    StorageClassSpecifier::ThreadLocal
                    | StorageClassSpecifier::Auto
                    | StorageClassSpecifier::Register => {}
                    ref other => storage = Some(other.clone()),
                },
                DeclarationSpecifier::TypeSpecifier(ts) => tss.push(ts),
                DeclarationSpecifier::TypeQualifier(q) => {
                    atomic |= q.node == TypeQualifier::Atomic;
                    is_const |= q.node == TypeQualifier::Const;
                }
                DeclarationSpecifier::Function(_) | DeclarationSpecifier::Alignment(_) => {}
                DeclarationSpecifier::Extension(e) => exts.extend(e.iter()),
            }
        }
        let runs = runs_around_entry(exts.iter().copied());
        self.packed_next = exts.iter().any(|e| packed_attribute(e));
        let base = self.base_type(&tss, offset);
        self.packed_next = false;
        let mut base = base?;
        let base_const = is_const || self.base_has_const(&tss, &base);
        if atomic {
            base = CType::Other("_Atomic type".into());
        }
        if let CType::Struct(def) = &base {
            if exts.iter().any(|e| aligned_attribute(e)) {
                // `struct q { ... } __attribute__((aligned(N)))`: the layout is not gcc's default.
                let why = CType::Other(format!("{} with an aligned attribute", def.name));
                if let Some(Tag::Record(cell)) =
                    def.name.split_once(' ').and_then(|(_, tag)| self.lookup_tag(tag))
                {
                    *cell.borrow_mut() = Some(why.clone());
                }
                base = why;
            }
        }
        if let CType::Struct(def) = &base {
            if def.is_union && !def.transparent && exts.iter().any(|e| transparent_attribute(e)) {
                // `union U { ... } __attribute__((transparent_union))`: the tag's union is.
                let t = transparent(def);
                if let Some(Tag::Record(cell)) =
                    def.name.split_once(' ').and_then(|(_, tag)| self.lookup_tag(tag))
                {
                    *cell.borrow_mut() = Some(t.clone());
                }
                base = t;
            }
        }
        let base = self.apply_attributes(base, exts)?;
        Ok(Specs { storage, base, is_const, base_const, runs })
    }

    /// Whether the type the specifiers `tss` name (`base`) has const components: a typedef
    /// name of such a type, or such a struct (`nondet_static.rs`).
    fn base_has_const(&self, tss: &[&Node<TypeSpecifier>], base: &CType) -> bool {
        let typedef_const = tss.iter().any(|ts| {
            matches!(&ts.node, TypeSpecifier::TypedefName(id) if self.ctx.const_typedefs.contains(&id.node.name))
        });
        typedef_const || super::nondet_static::type_has_const(self.ctx, base)
    }

    /// The type named by a type name (casts, `sizeof`).
    pub fn type_name(&mut self, tn: &Node<TypeName>) -> Result<CType> {
        let mut tss = Vec::new();
        let mut atomic = false;
        let mut exts = Vec::new();
        for s in &tn.node.specifiers {
            match &s.node {
                SpecifierQualifier::TypeSpecifier(ts) => tss.push(ts),
                SpecifierQualifier::TypeQualifier(q) => atomic |= q.node == TypeQualifier::Atomic,
                SpecifierQualifier::Extension(e) => exts.extend(e.iter()),
            }
        }
        let mut base = self.base_type(&tss, tn.span.start)?;
        if atomic {
            base = CType::Other("_Atomic type".into());
        }
        base = self.apply_attributes(base, exts)?;
        match &tn.node.declarator {
            Some(d) => Ok(self.declarator_type(base, d)?.1),
            None => Ok(base),
        }
    }

    /// The type a declaration's type specifiers name together (C11 6.7.2p2: `unsigned long`,
    /// `long double`, a typedef name, ...), or an error for a combination C forbids.
    fn base_type(&mut self, tss: &[&Node<TypeSpecifier>], offset: usize) -> Result<CType> {
        let n = self.count_specifiers(tss)?;
        self.combined_type(n, offset)
    }

    /// How often each basic type specifier occurs in `tss`, and the type named by the
    /// specifiers that name one on their own (a struct, enum, typedef name, `typeof`, ...) or
    /// the width of a `__CPROVER_bitvector`. Declares the structs and enums defined among them.
    fn count_specifiers(&mut self, tss: &[&Node<TypeSpecifier>]) -> Result<SpecifierCounts> {
        let mut n = SpecifierCounts::default();
        for ts in tss {
            match &ts.node {
                TypeSpecifier::Void => n.void += 1,
                TypeSpecifier::Char => n.char += 1,
                TypeSpecifier::Short => n.short += 1,
                TypeSpecifier::Int => n.int += 1,
                TypeSpecifier::Long => n.long += 1,
                TypeSpecifier::Signed => n.signed += 1,
                TypeSpecifier::Unsigned => n.unsigned += 1,
                TypeSpecifier::Bool => n.bool += 1,
                TypeSpecifier::Float => n.float += 1,
                TypeSpecifier::Double => n.double += 1,
                TypeSpecifier::Complex => n.complex += 1,
                TypeSpecifier::TS18661Float(_) => n.named = Some(CType::Float("_FloatN")),
                &TypeSpecifier::CproverFixedbv { width, fraction } => {
                    n.named = Some(
                        super::fixed::fixed_type(width, fraction)
                            .map_err(|m| self.unsupported(ts.span.start, m))?,
                    )
                }
                // CBMC's bit-vector of any width up to ibmc's widest integer: signed unless
                // `unsigned` says otherwise, as CBMC's `ansi_c_convert_typet` makes it.
                &TypeSpecifier::CproverBitvector { width } => {
                    // Arithmetic happens at the promoted width, and ibmc's size of an
                    // integer type is a power of two bytes where CBMC's is `ceil(N / 8)`
                    // (9 for N = 69), so widths above `int`'s must be machine widths. The
                    // parser gives gcc's `__int128` as the 128-bit one.
                    n.bitvector = Some(match u32::try_from(width) {
                        Ok(w @ (1..=32 | 64 | 128)) => w,
                        _ => return Err(self.unsupported(ts.span.start, format!("`__CPROVER_bitvector[{width}]` (widths 1 to 32, 64 and 128 are modelled)"))),
                    })
                }
                TypeSpecifier::Atomic(_) => n.named = Some(CType::Other("_Atomic type".into())),
                TypeSpecifier::TypeOf(t) => n.named = Some(self.type_of_specifier(t)?),
                TypeSpecifier::Struct(st) => n.named = Some(self.struct_type(st)?),
                TypeSpecifier::Enum(et) => n.named = Some(self.enum_specifier(et, ts.span.start)?),
                TypeSpecifier::TypedefName(id) => {
                    n.named = Some(match self.lookup(&id.node.name) {
                        Some(Sym::Typedef(t)) => t.clone(),
                        _ if id.node.name == "__builtin_va_list" => super::variadic::va_list_type(),
                        _ => {
                            return Err(self.invalid(
                                id.span.start,
                                format!("unknown type name `{}`", id.node.name),
                            ))
                        }
                    })
                }
            }
        }
        Ok(n)
    }

    /// The type of the counted specifiers `n` of a declaration at `offset`: a named type
    /// alone, else the floating, void, bool, bit-vector or integer type the basic specifiers
    /// spell (`int` when there are none: implicit int).
    fn combined_type(&self, n: SpecifierCounts, offset: usize) -> Result<CType> {
        if n.complex == 0 {
            return self.real_type(n, offset);
        }
        if n.named.is_some() {
            return Err(self.invalid(offset, "two or more data types in declaration specifiers"));
        }
        // `_Complex` alone is `double _Complex` (gcc); gcc's integer complex types too.
        let none = n.char + n.short + n.int + n.long + n.signed + n.unsigned + n.float + n.double;
        let bv = n.bitvector.is_some();
        let real = if none == 0 && n.bool == 0 && n.void == 0 && !bv {
            CType::Float("double")
        } else {
            self.real_type(n, offset)?
        };
        match &real {
            CType::Float("float" | "double") => {}
            CType::Int(t) if !t.is_bool() && !t.is_fixed() && t.bits <= 64 && !bv => {}
            CType::Float(name) => {
                return Ok(CType::Float(if *name == "long double" {
                    "long double _Complex"
                } else {
                    "_Complex"
                }))
            }
            _ => return Err(self.invalid(offset, format!("`_Complex` of `{real}`"))),
        }
        let elem = real.to_ir().map_err(|w| self.unsupported(offset, w))?;
        match super::complex::complex_type(&elem) {
            crate::ir::Type::Struct(def) => Ok(CType::Struct(def)),
            _ => Err(crate::error::Error::internal("complex type")),
        }
    }

    /// `combined_type` without `_Complex`.
    fn real_type(&self, n: SpecifierCounts, offset: usize) -> Result<CType> {
        let basic = n.void
            + n.char
            + n.short
            + n.int
            + n.long
            + n.signed
            + n.unsigned
            + n.bool
            + n.float
            + n.double
            + u32::from(n.bitvector.is_some());
        if let Some(t) = n.named {
            if basic + n.complex > 0 {
                return Err(
                    self.invalid(offset, "two or more data types in declaration specifiers")
                );
            }
            return Ok(t);
        }
        if n.float > 0 {
            return Ok(CType::Float("float"));
        }
        if n.double > 0 {
            return Ok(CType::Float(if n.long > 0 { "long double" } else { "double" }));
        }
        if n.void > 0 {
            return Ok(CType::Void);
        }
        if n.bool > 0 {
            return Ok(CType::Int(IntTy::BOOL));
        }
        if n.signed > 0 && n.unsigned > 0 {
            return Err(
                self.invalid(offset, "both `signed` and `unsigned` in declaration specifiers")
            );
        }
        let unsigned = n.unsigned > 0;
        if let Some(w) = n.bitvector {
            if n.char + n.short + n.int + n.long > 0 {
                return Err(
                    self.invalid(offset, "conflicting type modifiers with `__CPROVER_bitvector`")
                );
            }
            return Ok(CType::Int(IntTy::bit_field(w, !unsigned)));
        }
        let t = if n.char > 0 {
            if unsigned {
                IntTy::UCHAR
            } else {
                IntTy::CHAR
            }
        } else if n.short > 0 {
            if unsigned {
                IntTy::USHORT
            } else {
                IntTy::SHORT
            }
        } else if n.long > 0 {
            if unsigned {
                IntTy::ULONG
            } else {
                IntTy::LONG
            }
        } else if unsigned {
            IntTy::UINT
        } else {
            // `int`, `signed`, or no type specifier at all (implicit int).
            IntTy::INT
        };
        Ok(CType::Int(t))
    }

    /// GNU `typeof(type)` / `typeof(expression)`: the type, or the expression's type (the
    /// expression is not evaluated).
    fn type_of_specifier(&mut self, t: &Node<lang_c::ast::TypeOf>) -> Result<CType> {
        match &t.node {
            lang_c::ast::TypeOf::Type(tn) => self.type_name(tn),
            lang_c::ast::TypeOf::Expression(e) => {
                if super::float::long_double_literal(e) {
                    return Err(
                        self.unsupported(e.span.start, "typeof of a `long double` constant")
                    );
                }
                if self.vla_size(e).is_some() {
                    return Err(self.unsupported(e.span.start, "typeof of a variable-length array"));
                }
                if self.names_bit_field(e)? {
                    return Err(self.invalid(e.span.start, "`typeof` applied to a bit-field"));
                }
                let ty = self.type_of(e)?;
                Ok(self.ctype_of(&ty))
            }
        }
    }

    /// The C type of an IR type (the type of an expression, for `typeof`).
    fn ctype_of(&self, t: &Type) -> CType {
        match t {
            Type::Void => CType::Void,
            Type::Int(i) => CType::Int(*i),
            Type::Float(f) => CType::Float(f.c_name()),
            Type::Array(e, n) => CType::Array(Box::new(self.ctype_of(e)), Some(*n)),
            Type::Pointer(p) => CType::Pointer(Box::new(self.ctype_of(p))),
            Type::Function(sig) => CType::Function(Rc::new(FnType {
                ret: self.ctype_of(&sig.ret),
                params: sig.params.iter().map(|p| self.ctype_of(p)).collect(),
                variadic: false,
                prototyped: !sig.unprototyped,
            })),
            Type::Struct(d) => CType::Struct(d.clone()),
            // `struct tag` before its definition: the tag's type, completed when it is.
            Type::Opaque(name) => {
                match name.split_once(' ').and_then(|(_, tag)| self.lookup_tag(tag)) {
                    Some(Tag::Record(cell)) => CType::Record(name.to_string(), cell.clone()),
                    _ => CType::Other(format!("incomplete type `{name}`")),
                }
            }
        }
    }

    /// `struct` and `union` types, with their bit-fields, are laid out as gcc does (`layout.rs`).
    /// Enumerations and structs declared inside are visible in the enclosing scope.
    fn struct_type(&mut self, st: &Node<StructType>) -> Result<CType> {
        let is_struct = st.node.kind.node == StructKind::Struct;
        let kind = if is_struct { "struct" } else { "union" };
        let name = st.node.identifier.as_ref().map(|i| i.node.name.clone());
        let full = format!("{kind} {}", name.as_deref().unwrap_or("<anonymous>"));
        let Some(decls) = &st.node.declarations else {
            return self.struct_reference(st, name, full);
        };
        // Declared first, so members may point to it; a declaration in this scope is completed.
        let cell = match name.as_ref().and_then(|n| self.scope_mut().tags.get(n)) {
            Some(Tag::Record(c)) if c.borrow().is_none() => c.clone(),
            _ => RecordCell::default(),
        };
        if let Some(n) = &name {
            self.scope_mut().tags.insert(n.clone(), Tag::Record(cell.clone()));
        }
        // gcc's `packed` attribute, before the tag or after the braces, lays the struct out
        // as `#pragma pack(1)` does (its members' alignment 1: `stor-layout.cc` treats both
        // alike but for `aligned` members, which ibmc does not model).
        let packed = std::mem::take(&mut self.packed_next)
            || st.node.extensions.iter().any(packed_attribute);
        let mut members = Vec::new();
        let mut bad: Option<String> = None;
        if st.node.extensions.iter().any(aligned_attribute) {
            // `struct __attribute__((aligned(8))) s { ... }`: the layout is not gcc's default.
            bad = Some(format!("{full} with an aligned attribute"));
        }
        // The flexible array member's index and offset in the source.
        let mut flexible: Option<(usize, usize)> = None;
        let mut has_const = false;
        for d in decls {
            let StructDeclaration::Field(f) = &d.node else { continue };
            has_const |= self.field_members(f, &full, &mut members, &mut bad, &mut flexible)?;
        }
        if let Some((k, at)) = flexible {
            if k + 1 != members.len() {
                return Err(self.invalid(at, "flexible array member not at end of struct"));
            }
            if !members[..k].iter().any(|m| m.name.is_some()) {
                return Err(
                    self.invalid(at, "flexible array member in a struct with no named members")
                );
            }
            if !is_struct {
                bad.get_or_insert_with(|| format!("flexible array member in {full}"));
            }
        }
        let ty = match bad {
            Some(why) => CType::Other(why),
            None => {
                let pack = if packed { Some(1) } else { self.pack_at(st.span.start) };
                match super::layout::struct_layout(
                    full,
                    members,
                    !is_struct,
                    flexible.is_some(),
                    pack,
                ) {
                    Ok(def) => CType::Struct(def),
                    Err(why) => CType::Other(why),
                }
            }
        };
        if let (CType::Struct(def), true) = (&ty, has_const) {
            self.ctx.const_structs.insert(super::nondet_static::struct_key(def));
        }
        *cell.borrow_mut() = Some(ty.clone());
        Ok(ty)
    }

    /// A `struct` or `union` type without a member list (`struct s`): the completed type of
    /// the visible tag, or its record to be completed later; a new tag is declared in this
    /// scope (`full` is `struct s` or `union s`).
    fn struct_reference(
        &mut self,
        st: &Node<StructType>,
        name: Option<String>,
        full: String,
    ) -> Result<CType> {
        Ok(match name.as_deref().and_then(|n| self.lookup_tag(n)) {
            Some(Tag::Record(cell)) => match &*cell.borrow() {
                Some(t) => t.clone(),
                None => CType::Record(full, cell.clone()),
            },
            Some(Tag::Enum(_)) => {
                return Err(self.invalid(st.span.start, "tag used with the wrong kind"))
            }
            None => {
                let Some(n) = name else {
                    return Ok(CType::Other(format!("{full} without members")));
                };
                let cell = RecordCell::default();
                self.scope_mut().tags.insert(n, Tag::Record(cell.clone()));
                CType::Record(full, cell)
            }
        })
    }

    /// The members that the member declaration `f` of `full` declares, appended to `members`.
    /// The first reason the struct cannot be modelled goes to `bad`; a flexible array member
    /// sets `flexible` (its index and source offset), checked by the caller once all are in.
    fn field_members(
        &mut self,
        f: &Node<StructField>,
        full: &str,
        members: &mut Vec<Member>,
        bad: &mut Option<String>,
        flexible: &mut Option<(usize, usize)>,
    ) -> Result<bool> {
        let mut tss = Vec::new();
        let mut exts = Vec::new();
        let mut is_const = false;
        for s in &f.node.specifiers {
            match &s.node {
                SpecifierQualifier::TypeSpecifier(ts) => tss.push(ts),
                SpecifierQualifier::TypeQualifier(q) if q.node == TypeQualifier::Atomic => {
                    bad.get_or_insert_with(|| "_Atomic member".into());
                }
                SpecifierQualifier::TypeQualifier(q) => is_const |= q.node == TypeQualifier::Const,
                SpecifierQualifier::Extension(e) => exts.extend(e.iter()),
            }
        }
        let base = self.base_type(&tss, f.span.start)?;
        let base_const = is_const || self.base_has_const(&tss, &base);
        let mut has_const = false;
        if exts.iter().any(|e| layout_attribute(e)) {
            bad.get_or_insert_with(|| format!("{full} with a packed or aligned member"));
        }
        let base = self.apply_attributes(base, exts)?;
        if f.node.declarators.is_empty() {
            // An anonymous struct member: its members are reached through it.
            match base.to_ir() {
                Ok(t @ Type::Struct(_)) => {
                    members.push(Member { name: Some(String::new()), ty: t, width: None })
                }
                Ok(_) => {}
                Err(what) => {
                    bad.get_or_insert(what);
                }
            }
            return Ok(base_const);
        }
        for sd in &f.node.declarators {
            has_const |= match &sd.node.declarator {
                Some(d) => super::nondet_static::declarator(base_const, d),
                None => base_const,
            };
            let (mname, ty) = match &sd.node.declarator {
                Some(decl) => self.declarator_type(base.clone(), decl).map_err(|mut e| {
                    if e.kind == ErrorKind::Unsupported && e.message == "variable-length array type"
                    {
                        // gcc's extension (C11 6.7.2.1p9 wants members of complete types).
                        e.message = format!(
                            "variable-length array as a member of {full} (a gcc extension)"
                        );
                    }
                    e
                })?,
                None => (None, base.clone()),
            };
            let mname = mname.map(|(n, _)| n);
            let width = match &sd.node.bit_width {
                None => None,
                Some(w) => Some(self.bit_width(w, mname.as_deref(), &ty)?),
            };
            let Some(mname) = mname.or_else(|| width.map(|_| String::new())) else { continue };
            if let (CType::Array(elem, None), None) = (&ty, width) {
                // A flexible array member (C11 6.7.2.1p18), laid out as gcc does: length 0.
                match elem.to_ir() {
                    Ok(e) if e.size().is_some_and(|n| n > 0) => {
                        *flexible = Some((members.len(), f.span.start));
                        members.push(Member {
                            name: Some(mname),
                            ty: Type::Array(Box::new(e), 0),
                            width: None,
                        });
                    }
                    Ok(_) => {
                        return Err(self.invalid(
                            f.span.start,
                            format!("flexible array member `{mname}` of incomplete element type"),
                        ))
                    }
                    Err(what) => {
                        bad.get_or_insert_with(|| format!("member `{mname}` of {full}: {what}"));
                    }
                }
                continue;
            }
            match ty.to_ir() {
                Ok(t) => members.push(Member {
                    name: (!mname.is_empty() || width.is_none()).then_some(mname),
                    ty: t,
                    width,
                }),
                Err(what) => {
                    bad.get_or_insert_with(|| format!("member `{mname}` of {full}: {what}"));
                }
            }
        }
        Ok(has_const)
    }

    fn enum_specifier(&mut self, et: &Node<EnumType>, offset: usize) -> Result<CType> {
        let tag = et.node.identifier.as_ref().map(|i| i.node.name.clone());
        if et.node.enumerators.is_empty() {
            return Ok(match tag.as_deref().and_then(|t| self.lookup_tag(t)) {
                Some(Tag::Enum(t)) => CType::Int(*t),
                Some(Tag::Record(_)) => {
                    return Err(self.invalid(offset, "tag used with the wrong kind (enum)"))
                }
                None => CType::Other("incomplete enum type".into()),
            });
        }
        // C23's fixed underlying type: the enumeration's type, and its constants' type.
        let fixed = match &et.node.underlying {
            Some(tn) => match self.type_name(tn)? {
                CType::Int(t) if !t.is_bool() && !t.is_fixed() => Some(t),
                other => {
                    return Err(self.invalid(
                        tn.span.start,
                        format!("invalid underlying type `{other}` of an enumeration"),
                    ))
                }
            },
            None => None,
        };
        let mut next: i128 = 0;
        let (mut min, mut max) = (0i128, 0i128);
        let mut values = Vec::with_capacity(et.node.enumerators.len());
        for (i, e) in et.node.enumerators.iter().enumerate() {
            let v = match &e.node.expression {
                Some(x) => match self.const_value(x)? {
                    Some((v, _)) => v,
                    None => {
                        return Err(self
                            .invalid(x.span.start, "enumerator value is not an integer constant"));
                    }
                },
                None => next,
            };
            if i == 0 {
                (min, max) = (v, v);
            }
            min = min.min(v);
            max = max.max(v);
            let candidates = match fixed {
                Some(t) => vec![t],
                None => vec![IntTy::INT, IntTy::UINT, IntTy::LONG, IntTy::ULONG],
            };
            let ty = candidates
                .into_iter()
                .find(|t| v >= t.min() && v <= t.max())
                .ok_or_else(|| self.invalid(e.span.start, "enumerator value out of range"))?;
            self.scope_mut().names.insert(e.node.identifier.node.name.clone(), Sym::Enum(v, ty));
            values.push(v);
            next = v + 1;
        }
        values.sort_unstable();
        values.dedup();
        self.ctx.prog.enums.push(crate::ir::EnumDef { tag: tag.clone(), typedef: None, values });
        let t = IntTy {
            enumeration: self.ctx.prog.enums.len() as u32,
            ..fixed.unwrap_or_else(|| enum_type(min, max))
        };
        if let Some(tag) = tag {
            self.scope_mut().tags.insert(tag, Tag::Enum(t));
        }
        Ok(CType::Int(t))
    }

    /// The first typedef of an enumerated type names it in casts, as CBMC prints it
    /// (`(ABC)10` for `typedef enum ABC {...} ABC;`).
    fn name_enumeration(&mut self, ty: &CType, name: &str) {
        if let CType::Int(t) = ty {
            if let Some(def) = t.enum_index().and_then(|i| self.ctx.prog.enums.get_mut(i)) {
                def.typedef.get_or_insert_with(|| name.to_string());
            }
        }
    }

    pub fn scope_mut(&mut self) -> &mut super::Scope {
        self.scopes.last_mut().expect("the file scope is always present")
    }

    /// Applies a declarator to the base type: the declared name (with its offset) and type.
    pub fn declarator_type(
        &mut self,
        base: CType,
        d: &Node<Declarator>,
    ) -> Result<(Option<(String, usize)>, CType)> {
        let derived = &d.node.derived;
        // lang-c stores the prefix pointers first, then the postfix array/function parts in
        // source order; postfix parts bind tighter, and the leftmost is the outermost.
        let split = derived
            .iter()
            .position(|x| !matches!(x.node, DerivedDeclarator::Pointer(_)))
            .unwrap_or(derived.len());
        let mut ty = base;
        for _ in 0..split {
            ty = CType::Pointer(Box::new(ty));
        }
        for x in derived[split..].iter().rev() {
            ty = match &x.node {
                DerivedDeclarator::Pointer(_) => CType::Pointer(Box::new(ty)),
                DerivedDeclarator::Array(a) => {
                    let len = match &a.node.size {
                        ArraySize::Unknown => None,
                        ArraySize::VariableUnknown => {
                            return Ok((
                                declarator_name(d),
                                CType::Other("variable-length array".into()),
                            ));
                        }
                        ArraySize::VariableExpression(e) | ArraySize::StaticExpression(e) => {
                            match self.array_size(e)? {
                                Ok(n) => Some(n),
                                Err(msg) => {
                                    ty = CType::Other(msg);
                                    continue;
                                }
                            }
                        }
                    };
                    CType::Array(Box::new(ty), len)
                }
                DerivedDeclarator::Function(fd) => {
                    CType::Function(Rc::new(self.function_type(ty, fd)?))
                }
                DerivedDeclarator::KRFunction(_) => CType::Function(Rc::new(FnType {
                    ret: ty,
                    params: Vec::new(),
                    variadic: false,
                    prototyped: false,
                })),
                DerivedDeclarator::Block(_) => CType::Other("block pointer".into()),
            };
        }
        let ty = self.apply_attributes(ty, d.node.extensions.iter())?;
        let ty = match ty {
            CType::Struct(_) if d.node.extensions.iter().any(layout_attribute) => {
                CType::Other("packed or aligned struct".into())
            }
            t => t,
        };
        match &d.node.kind.node {
            DeclaratorKind::Abstract => Ok((None, ty)),
            DeclaratorKind::Identifier(id) => Ok((Some((id.node.name.clone(), id.span.start)), ty)),
            DeclaratorKind::Declarator(inner) => self.declarator_type(ty, inner),
        }
    }

    /// The width of a bit-field (C11 6.7.2.1p4-5): an integer constant from 0 (unnamed only)
    /// to the width of its integer type (1 for `_Bool`).
    fn bit_width(&mut self, e: &Node<Expression>, name: Option<&str>, ty: &CType) -> Result<u32> {
        let off = e.span.start;
        let label = name.map(|n| format!("`{n}`")).unwrap_or_else(|| "<unnamed>".into());
        let CType::Int(t) = ty else {
            return Err(self.invalid(
                off,
                format!("bit-field {label} has a type that is not an integer type"),
            ));
        };
        let w = match self.const_value(e)? {
            Some((v, _)) => v,
            None => {
                return Err(self.invalid(
                    off,
                    format!("width of bit-field {label} is not an integer constant"),
                ))
            }
        };
        if w < 0 {
            return Err(self.invalid(off, format!("negative width in bit-field {label}")));
        }
        if w > i128::from(t.bits) {
            return Err(self.invalid(off, format!("width of bit-field {label} exceeds its type")));
        }
        if w == 0 && name.is_some() {
            return Err(self.invalid(off, format!("zero width for bit-field {label}")));
        }
        Ok(w as u32)
    }

    /// The length of an array declarator, or what makes its type unsupported.
    fn array_size(&mut self, e: &Node<Expression>) -> Result<std::result::Result<u64, String>> {
        match self.const_value(e) {
            Ok(Some((v, _))) if v < 0 => {
                Err(self.invalid(e.span.start, "size of array is negative"))
            }
            Ok(Some((v, _))) => Ok(u64::try_from(v).map_err(|_| "array too large".to_string())),
            Ok(None) if self.f.in_function => match self.f.vla_sizes.as_mut() {
                // A local array's dimension: `local_object` allocates it (`lower_vla`).
                Some(sizes) => {
                    sizes.push(e.clone());
                    Ok(Ok(0))
                }
                None => Err(self.unsupported(e.span.start, "variable-length array type")),
            },
            Ok(None) => Err(self.invalid(e.span.start, "array size is not an integer constant")),
            Err(err) if err.kind == ErrorKind::Unsupported => Ok(Err(err.message)),
            Err(err) => Err(err),
        }
    }

    fn function_type(&mut self, ret: CType, fd: &Node<FunctionDeclarator>) -> Result<FnType> {
        let params = self.parameters(fd)?.into_iter().map(|(_, t)| t).collect();
        Ok(FnType {
            ret,
            params,
            variadic: fd.node.ellipsis == lang_c::ast::Ellipsis::Some,
            prototyped: true,
        })
    }

    /// Names (with offsets) and adjusted types of prototype parameters; `(void)` is none.
    pub fn parameters(&mut self, fd: &Node<FunctionDeclarator>) -> Result<Vec<Param>> {
        let mut out = Vec::new();
        for p in &fd.node.parameters {
            let specs = self.decl_specs(&p.node.specifiers, p.span.start)?;
            let (name, ty) = match &p.node.declarator {
                Some(d) => {
                    let d = self.vla_parameter(d, &out)?;
                    self.declarator_type(specs.base, &d)?
                }
                None => (None, specs.base),
            };
            out.push((name, ty.adjust_param()));
        }
        if let [(None, CType::Void)] = out.as_slice() {
            out.clear();
        }
        Ok(out)
    }

    pub fn declaration(&mut self, d: &Node<Declaration>) -> Result<()> {
        let specs = self.decl_specs(&d.node.specifiers, d.span.start)?;
        let automatic = !self.at_file_scope()
            && !matches!(
                specs.storage,
                Some(
                    StorageClassSpecifier::Typedef
                        | StorageClassSpecifier::Static
                        | StorageClassSpecifier::Extern
                )
            );
        let typedef = specs.storage == Some(StorageClassSpecifier::Typedef);
        for init_decl in &d.node.declarators {
            if automatic || (typedef && self.f.in_function) {
                self.f.vla_sizes = Some(Vec::new());
            }
            let declared = self.declarator_type(specs.base.clone(), &init_decl.node.declarator);
            let vla = self.f.vla_sizes.take().unwrap_or_default();
            let (name, ty) = declared?;
            let Some((name, offset)) = name else { continue };
            if typedef && !vla.is_empty() {
                // C11 6.7.8p3: the sizes are evaluated here, not where the name is used.
                let ty = self.vla_type(ty, vla, &name, offset)?;
                self.scope_mut().names.insert(name, Sym::Typedef(ty));
                continue;
            }
            if automatic && matches!(ty, CType::Vla(..)) {
                let has_init = init_decl.node.initializer.is_some();
                self.vla_object(&name, ty, has_init, offset)?;
                continue;
            }
            if !vla.is_empty() {
                self.lower_vla(&name, ty, vla, init_decl.node.initializer.is_some(), offset)?;
                continue;
            }
            let init = init_decl.node.initializer.as_ref();
            let has_const =
                super::nondet_static::declarator(specs.base_const, &init_decl.node.declarator);
            if specs.storage == Some(StorageClassSpecifier::Typedef) {
                if has_const {
                    self.ctx.const_typedefs.insert(name.clone());
                } else {
                    self.ctx.const_typedefs.remove(&name);
                }
                self.name_enumeration(&ty, &name);
                self.scope_mut().names.insert(name, Sym::Typedef(ty));
                continue;
            }
            if let Some(target) = self
                .at_file_scope()
                .then(|| super::alias::alias_target(&init_decl.node.declarator.node.extensions))
                .flatten()
            {
                self.alias_object(&name, &ty, &target, offset)?;
                continue;
            }
            if let CType::Function(ft) = ty {
                if init.is_some() {
                    return Err(self.invalid(
                        offset,
                        format!("function `{name}` is initialized like a variable"),
                    ));
                }
                let is_static = specs.storage == Some(StorageClassSpecifier::Static);
                let runs = specs
                    .runs
                    .or(runs_around_entry(init_decl.node.declarator.node.extensions.iter()));
                let link = self.declare_function(&name, ft.clone(), is_static, offset)?;
                self.note_runs_around(link, runs, &ft, &name, offset)?;
                continue;
            }
            if self.at_file_scope() {
                let object_const = specs.is_const && !matches!(ty, CType::Pointer(_));
                self.global_object(&name, ty, specs.storage.clone(), init, offset)?;
                if let Some(g) = self.global_id(&name) {
                    if object_const {
                        self.ctx.prog.globals[g as usize].read_only = true;
                    }
                    *self.ctx.statics.entry(g).or_default() |= has_const;
                }
            } else {
                let storage = specs.storage.clone();
                let is_static = storage == Some(StorageClassSpecifier::Static);
                self.local_object(&name, ty, storage, init, offset)?;
                if let (true, Some(Sym::Var(Var::Global(g), _))) = (is_static, self.lookup(&name)) {
                    let g = *g;
                    *self.ctx.statics.entry(g).or_default() |= has_const;
                }
            }
        }
        Ok(())
    }

    /// The global a file-scope name declares, once it has one.
    fn global_id(&self, name: &str) -> Option<u32> {
        match self.lookup(name) {
            Some(Sym::Var(Var::Global(g), _)) => Some(*g),
            Some(Sym::Global(n)) => self.ctx.globals.get(n).and_then(|l| l.id),
            _ => None,
        }
    }

    /// Declares a function in the current scope and returns its link.
    fn declare_function(
        &mut self,
        name: &str,
        ty: Rc<FnType>,
        is_static: bool,
        offset: usize,
    ) -> Result<usize> {
        let (link, visible) = match self.lookup(name) {
            Some(Sym::Func(l, prev)) => (*l, Some(prev.clone())),
            _ => {
                // A block-scope declaration links to a `static` function of the file scope.
                let file_level = match self.scopes[0].names.get(name) {
                    Some(Sym::Func(l, _)) => Some(*l),
                    _ => None,
                };
                let l = match file_level {
                    Some(l) => l,
                    None if is_static => self.new_func_link(&ty),
                    None => match self.ctx.func_names.get(name) {
                        Some(&l) => l,
                        None => {
                            let l = self.new_func_link(&ty);
                            self.ctx.func_names.insert(name.to_string(), l);
                            l
                        }
                    },
                };
                (l, None)
            }
        };
        if matches!(&self.scopes[0].names.get(name), Some(Sym::Var(..) | Sym::Global(_)))
            && self.at_file_scope()
        {
            return Err(
                self.invalid(offset, format!("`{name}` redeclared as a different kind of symbol"))
            );
        }
        let link_ty = &mut self.ctx.funcs[link].ty;
        if ty.prototyped || !link_ty.prototyped {
            *link_ty = ty.clone();
        }
        // A prototype in scope stays in force over a later `f()` declaration.
        let visible = match visible {
            Some(prev) if prev.prototyped && !ty.prototyped => prev,
            _ => ty,
        };
        self.scope_mut().names.insert(name.to_string(), Sym::Func(link, visible));
        if self.is_system(offset) {
            self.ctx.library_decls.insert(link);
        }
        Ok(link)
    }

    fn new_func_link(&mut self, ty: &Rc<FnType>) -> usize {
        self.ctx.funcs.push(FuncLink { id: None, has_body: false, ty: ty.clone(), warned: false });
        self.ctx.funcs.len() - 1
    }

    /// Records a constructor or destructor (any declaration of the function may say so).
    fn note_runs_around(
        &mut self,
        link: usize,
        runs: Option<(RunsAround, bool)>,
        ft: &FnType,
        name: &str,
        offset: usize,
    ) -> Result<()> {
        let Some((at, priority)) = runs else { return Ok(()) };
        if ft.prototyped && !ft.params.is_empty() {
            return Err(self.unsupported(
                offset,
                format!("`{name}` with __attribute__((constructor/destructor)) takes parameters"),
            ));
        }
        if priority {
            // gcc orders by priority first; ibmc runs them in declaration order only.
            return Err(self.unsupported(
                offset,
                format!("`{name}` with a constructor or destructor priority"),
            ));
        }
        if !self.ctx.runs_around.contains(&(link, at)) {
            self.ctx.runs_around.push((link, at));
        }
        Ok(())
    }

    /// Pass 1 for a function definition: declares it and allocates its IR function. Returns
    /// the link, or `None` when the body is not to be lowered.
    fn function_signature(&mut self, fd: &Node<FunctionDefinition>) -> Result<Option<usize>> {
        let specs = self.decl_specs(&fd.node.specifiers, fd.span.start)?;
        let (name, ty) = self.declarator_type(specs.base, &fd.node.declarator)?;
        let (Some((name, offset)), CType::Function(mut ft)) = (name, ty) else {
            return Err(
                self.invalid(fd.span.start, "function definition without a function declarator")
            );
        };
        if let Some(params) = self.kr_parameters(fd)? {
            ft = Rc::new(FnType {
                ret: ft.ret.clone(),
                params: params.into_iter().map(|(_, t)| t).collect(),
                ..(*ft).clone()
            });
        }
        let is_static = specs.storage == Some(StorageClassSpecifier::Static);
        let link = self.declare_function(&name, ft.clone(), is_static, offset)?;
        let runs = specs.runs.or(runs_around_entry(fd.node.declarator.node.extensions.iter()));
        self.note_runs_around(link, runs, &ft, &name, offset)?;
        if self.ctx.funcs[link].has_body {
            return Err(self.invalid(offset, format!("redefinition of `{name}`")));
        }
        self.ctx.funcs[link].has_body = true;
        self.ctx.funcs[link].ty = ft;
        if is_error_function(&name) {
            return Ok(None);
        }
        let loc = self.loc_at(offset);
        let id = FuncId(self.ctx.prog.functions.len() as u32);
        // `static` functions of different files may share a name (CBMC's renaming).
        let clashes = self.ctx.function_names.entry(name.clone()).or_insert(0);
        let name = if *clashes == 0 { name } else { format!("{name}$link{clashes}") };
        *clashes += 1;
        self.ctx.prog.functions.push(Function {
            name,
            loc,
            ret: Type::Void,
            params: 0,
            locals: Vec::new(),
            body: None,
        });
        self.ctx.funcs[link].id = Some(id);
        if self.is_system(offset) {
            self.ctx.system.insert(id);
        }
        Ok(Some(link))
    }

    /// Parameters of a K&R definition `f(a, b) int a; { ... }` (undeclared ones are `int`);
    /// `None` for a prototype.
    pub fn kr_parameters(&mut self, fd: &Node<FunctionDefinition>) -> Result<Option<Vec<Param>>> {
        let Some(names) = fd.node.declarator.node.derived.iter().find_map(|d| match &d.node {
            DerivedDeclarator::KRFunction(ids) => Some(ids),
            _ => None,
        }) else {
            return Ok(None);
        };
        let mut params: Vec<Param> = names
            .iter()
            .map(|n| (Some((n.node.name.clone(), n.span.start)), CType::Int(IntTy::INT)))
            .collect();
        for decl in &fd.node.declarations {
            let specs = self.decl_specs(&decl.node.specifiers, decl.span.start)?;
            for id in &decl.node.declarators {
                let (name, ty) = self.declarator_type(specs.base.clone(), &id.node.declarator)?;
                let Some((name, offset)) = name else { continue };
                match params.iter_mut().find(|(n, _)| n.as_ref().map(|n| &n.0) == Some(&name)) {
                    Some(p) => p.1 = ty.adjust_param(),
                    None => {
                        return Err(self.invalid(
                            offset,
                            format!("declaration for `{name}`, which is not a parameter"),
                        ))
                    }
                }
            }
        }
        Ok(Some(params))
    }

    fn global_object(
        &mut self,
        name: &str,
        ty: CType,
        storage: Option<StorageClassSpecifier>,
        init: Option<&Node<Initializer>>,
        offset: usize,
    ) -> Result<()> {
        let ty = self.complete_array_type(ty, init)?;
        let is_static = storage == Some(StorageClassSpecifier::Static);
        let is_extern = storage == Some(StorageClassSpecifier::Extern) && init.is_none();
        // An earlier `static` declaration gives later ones internal linkage too.
        let prior_static = match self.scopes[0].names.get(name) {
            Some(Sym::Var(Var::Global(g), _)) => Some(*g),
            _ => None,
        };
        if matches!(self.scopes[0].names.get(name), Some(Sym::Func(..))) {
            return Err(
                self.invalid(offset, format!("`{name}` redeclared as a different kind of symbol"))
            );
        }
        if !is_static
            && prior_static.is_none()
            && matches!(ty, CType::Array(_, None))
            && init.is_none()
        {
            // `extern int a[];`: the definition, maybe in another file, gives the size.
            self.ctx.globals.entry(name.to_string()).or_default();
            self.scope_mut().names.insert(name.to_string(), Sym::Global(name.to_string()));
            return Ok(());
        }
        let irty = match ty.to_ir() {
            Ok(t) if t != Type::Void => t,
            Ok(_) => return Err(self.invalid(offset, format!("variable `{name}` declared void"))),
            Err(what) => {
                let msg = format!("{what} of `{name}` (declared at {})", self.where_at(offset));
                if !is_static && prior_static.is_none() {
                    let link = self.ctx.globals.entry(name.to_string()).or_default();
                    if link.id.is_none() {
                        link.bad = Some(msg.clone());
                    }
                }
                self.scope_mut().names.insert(name.to_string(), Sym::Bad(msg));
                return Ok(());
            }
        };
        let g = if is_static || prior_static.is_some() {
            let g = match prior_static {
                Some(g) => {
                    self.check_same_type(g, &irty, name, offset)?;
                    g
                }
                None => self.new_global(name, irty.clone(), offset),
            };
            self.scope_mut().names.insert(name.to_string(), Sym::Var(Var::Global(g), irty.clone()));
            g
        } else {
            let existing = self.ctx.globals.get(name).and_then(|l| l.id);
            let g = match existing {
                Some(g) => {
                    self.check_same_type(g, &irty, name, offset)?;
                    g
                }
                None => self.new_global(name, irty.clone(), offset),
            };
            let link = self.ctx.globals.entry(name.to_string()).or_default();
            link.id = Some(g);
            link.bad = None;
            if !is_extern {
                link.defined = true;
            }
            if init.is_some() {
                if link.initialized {
                    return Err(self.invalid(offset, format!("redefinition of `{name}`")));
                }
                link.initialized = true;
            }
            self.scope_mut().names.insert(name.to_string(), Sym::Global(name.to_string()));
            g
        };
        if let Some(init) = init {
            let loc = self.loc_at(offset);
            if self.names_undefined_global(init) {
                self.deferred_inits.push(super::DeferredInit {
                    global: g,
                    ty: irty,
                    init: init.clone(),
                    loc,
                });
            } else {
                self.init_static(g, &irty, init, loc)?;
            }
        }
        Ok(())
    }

    /// Whether the initializer names an object with external linkage that no file has
    /// defined yet (maybe a later one will).
    fn names_undefined_global(&self, init: &Node<Initializer>) -> bool {
        use lang_c::visit::Visit;
        struct Names<'s, 'l> {
            lower: &'s Lower<'l>,
            found: bool,
        }
        impl<'ast> Visit<'ast> for Names<'_, '_> {
            fn visit_identifier(
                &mut self,
                id: &'ast lang_c::ast::Identifier,
                _: &'ast lang_c::span::Span,
            ) {
                if let Some(Sym::Global(n)) = self.lower.lookup(&id.name) {
                    self.found |= self.lower.ctx.globals.get(n).is_none_or(|l| l.id.is_none());
                }
            }
        }
        let mut v = Names { lower: self, found: false };
        v.visit_initializer(&init.node, &init.span);
        v.found
    }

    /// A block-scope `extern` declaration of an object not declared at file scope.
    fn extern_object(&mut self, name: &str, ty: CType, offset: usize) -> Result<Sym> {
        if let CType::Array(_, None) = ty {
            self.ctx.globals.entry(name.to_string()).or_default();
            return Ok(Sym::Global(name.to_string()));
        }
        match ty.to_ir() {
            Ok(Type::Void) => Err(self.invalid(offset, format!("variable `{name}` declared void"))),
            Ok(t) => {
                match self.ctx.globals.get(name).and_then(|l| l.id) {
                    Some(g) => self.check_same_type(g, &t, name, offset)?,
                    None => {
                        let g = self.new_global(name, t, offset);
                        let link = self.ctx.globals.entry(name.to_string()).or_default();
                        link.id = Some(g);
                        link.bad = None;
                    }
                }
                Ok(Sym::Global(name.to_string()))
            }
            Err(what) => {
                let msg = format!("{what} of `{name}` (declared at {})", self.where_at(offset));
                let link = self.ctx.globals.entry(name.to_string()).or_default();
                if link.id.is_none() {
                    link.bad = Some(msg.clone());
                }
                Ok(Sym::Bad(msg))
            }
        }
    }

    fn check_same_type(&self, g: u32, ty: &Type, name: &str, offset: usize) -> Result<()> {
        if self.ctx.prog.globals[g as usize].ty != *ty {
            return Err(self.invalid(offset, format!("conflicting types for `{name}`")));
        }
        Ok(())
    }

    pub fn new_global(&mut self, name: &str, ty: Type, offset: usize) -> u32 {
        let loc = self.loc_at(offset);
        // `static` objects of different files or blocks may share a name.
        let n = self.ctx.global_names.entry(name.to_string()).or_insert(0);
        let name = if *n == 0 { name.to_string() } else { format!("{name}$link{n}") };
        *n += 1;
        self.ctx.prog.globals.push(GlobalInfo { name, ty, loc, read_only: false, input: false });
        self.ctx.prog.globals.len() as u32 - 1
    }

    /// `T name[n]` in a block: a pointer variable `name` to a fresh object of `n` elements
    /// (`InstrKind::Alloc`, alive as long as the function's frame is), its size in bytes kept
    /// for `sizeof`. Either only the outermost dimension is variable, or the array has two
    /// dimensions, both variable (`T name[r][c]`): then `name` points to r * c elements, row
    /// after row, and `name[i][j]` is element i * c + j (`Lower::vla_element`).
    fn lower_vla(
        &mut self,
        name: &str,
        ty: CType,
        sizes: Vec<Node<Expression>>,
        init: bool,
        offset: usize,
    ) -> Result<()> {
        let (elem, n, cols) = match (&ty, sizes.as_slice()) {
            (CType::Array(elem, Some(0)), [n]) => (elem.as_ref(), n, None),
            // `declarator_type` meets the dimensions innermost first.
            (CType::Array(row, Some(0)), [c, n]) => match row.as_ref() {
                CType::Array(elem, Some(0)) => (elem.as_ref(), n, Some(c)),
                _ => {
                    return Err(self.unsupported(
                        offset,
                        format!("variable-length array `{name}` with a variable inner dimension"),
                    ))
                }
            },
            _ => {
                return Err(self.unsupported(
                    offset,
                    format!("variable-length array `{name}` with a variable inner dimension"),
                ))
            }
        };
        if init {
            return Err(self.invalid(
                offset,
                format!("variable-sized object `{name}` may not be initialized"),
            ));
        }
        let elem = elem
            .to_ir()
            .map_err(|w| self.unsupported(offset, format!("{w} in the elements of `{name}`")))?;
        self.f.loc = self.loc_at(offset);
        let count = self.int_rvalue(n)?;
        let mut count = super::lower_expr::cast(count, IntTy::ULONG);
        let mut row = None;
        if let Some(c) = cols {
            // C evaluates the dimensions in order: r, then c.
            let c = self.int_rvalue(c)?;
            let c = super::lower_expr::cast(c, IntTy::ULONG);
            let cv = self.new_local(&format!("{name}$cols"), Type::Int(IntTy::ULONG));
            self.emit(InstrKind::Decl(cv));
            self.emit(InstrKind::Assign(Place::Var(cv), c));
            let c = Expr::var(cv, Type::Int(IntTy::ULONG));
            count = crate::ir::build::binary(BinOp::Mul, count, c, IntTy::ULONG);
            row = Some(cv);
        }
        self.alloc_vla(name, elem, count, row, offset)?;
        if let Some(cv) = row {
            self.scope_mut().locals.push(cv);
        }
        Ok(())
    }

    /// The allocation of the variable-length array `name` of `count` elements (`row`: the
    /// variable holding the length of its rows, if it has two variable dimensions).
    pub(super) fn alloc_vla(
        &mut self,
        name: &str,
        elem: Type,
        count: Expr,
        row: Option<Var>,
        offset: usize,
    ) -> Result<()> {
        let es = elem.size().ok_or_else(|| {
            self.unsupported(offset, format!("elements of `{name}` without a size"))
        })?;
        let bytes = crate::ir::build::binary(
            BinOp::Mul,
            count,
            Expr::constant(IntTy::ULONG, es as i128),
            IntTy::ULONG,
        );
        let size = self.new_local(&format!("{name}$size"), Type::Int(IntTy::ULONG));
        self.emit(InstrKind::Decl(size));
        self.emit(InstrKind::Assign(Place::Var(size), bytes));
        let ptr_ty = Type::Pointer(Box::new(elem.clone()));
        let v = self.new_local(name, ptr_ty.clone());
        let scope = self.scope_mut();
        scope.names.insert(name.to_string(), Sym::Var(v, ptr_ty));
        scope.locals.push(v);
        scope.locals.push(size);
        self.emit(InstrKind::Decl(v));
        let size_expr = Expr::var(size, Type::Int(IntTy::ULONG));
        self.emit(InstrKind::Alloc {
            place: Place::Var(v),
            elem,
            size: size_expr,
            kind: crate::ir::AllocKind::Stack,
        });
        self.f.vlas.insert(v, size);
        if let Some(cv) = row {
            self.f.vla_rows.insert(v, cv);
        }
        Ok(())
    }

    fn local_object(
        &mut self,
        name: &str,
        ty: CType,
        storage: Option<StorageClassSpecifier>,
        init: Option<&Node<Initializer>>,
        offset: usize,
    ) -> Result<()> {
        match storage {
            Some(StorageClassSpecifier::Extern) => {
                if init.is_some() {
                    return Err(self.invalid(
                        offset,
                        format!("`{name}` has both `extern` and an initializer"),
                    ));
                }
                let sym = match self.scopes[0].names.get(name) {
                    Some(s @ (Sym::Var(..) | Sym::Global(_) | Sym::Bad(_))) => s.clone(),
                    // Declared only here: it still names the program-wide object.
                    _ => self.extern_object(name, ty, offset)?,
                };
                self.scope_mut().names.insert(name.to_string(), sym);
                Ok(())
            }
            Some(StorageClassSpecifier::Static) => {
                let ty = self.complete_array_type(ty, init)?;
                let qualified = format!("{}::{name}", self.f.name);
                match ty.to_ir() {
                    Ok(t) if t != Type::Void => {
                        let g = self.new_global(&qualified, t.clone(), offset);
                        self.scope_mut()
                            .names
                            .insert(name.to_string(), Sym::Var(Var::Global(g), t.clone()));
                        if let Some(init) = init {
                            let loc = self.loc_at(offset);
                            self.init_static(g, &t, init, loc)?;
                        }
                        Ok(())
                    }
                    Ok(_) => Err(self.invalid(offset, format!("variable `{name}` declared void"))),
                    Err(what) => {
                        let msg =
                            format!("{what} of `{name}` (declared at {})", self.where_at(offset));
                        self.scope_mut().names.insert(name.to_string(), Sym::Bad(msg));
                        Ok(())
                    }
                }
            }
            _ => {
                let ty = self.complete_array_type(ty, init)?;
                match ty.to_ir() {
                    Ok(t) if t != Type::Void => {
                        let v = self.new_local(name, t.clone());
                        let scope = self.scope_mut();
                        scope.names.insert(name.to_string(), Sym::Var(v, t.clone()));
                        scope.locals.push(v);
                        self.f.loc = self.loc_at(offset);
                        self.emit(InstrKind::Decl(v));
                        match init {
                            Some(init) => self.init_local(v, &t, init)?,
                            None => self.note_uninit_decl(v, name),
                        }
                        Ok(())
                    }
                    Ok(_) => Err(self.invalid(offset, format!("variable `{name}` declared void"))),
                    // An initializer runs code, so it cannot wait for a use.
                    Err(what) if init.is_some() => {
                        Err(self.unsupported(offset, format!("{what} of `{name}`")))
                    }
                    Err(what) => {
                        let msg =
                            format!("{what} of `{name}` (declared at {})", self.where_at(offset));
                        self.scope_mut().names.insert(name.to_string(), Sym::Bad(msg));
                        Ok(())
                    }
                }
            }
        }
    }
}

impl Lower<'_> {
    /// Records a local declared without an initializer, for `--validate` (`Program::uninit_decls`).
    fn note_uninit_decl(&mut self, v: Var, name: &str) {
        let (Some(func), Some(end), Var::Local(local)) = (self.f.func, self.f.decl_end, v) else {
            return;
        };
        if self.dry_run > 0 {
            return;
        }
        let end = self.loc_at(end.saturating_sub(1));
        self.ctx.prog.uninit_decls.push(crate::ir::UninitDecl {
            func,
            local,
            name: name.to_string(),
            end,
        });
    }
}

pub(super) fn declarator_name(d: &Node<Declarator>) -> Option<(String, usize)> {
    match &d.node.kind.node {
        DeclaratorKind::Abstract => None,
        DeclaratorKind::Identifier(id) => Some((id.node.name.clone(), id.span.start)),
        DeclaratorKind::Declarator(inner) => declarator_name(inner),
    }
}

/// GCC attributes that change a type: `mode` (the width of an integer type) and
/// `vector_size`. Others (`noreturn`, `aligned`, ...) do not change values.
/// `packed` and `aligned` change a struct's layout: `packed` on a struct is modelled
/// (`layout::struct_layout`'s packing 1), on a member and `aligned` are not.
fn layout_attribute(e: &Node<Extension>) -> bool {
    packed_attribute(e) || aligned_attribute(e)
}

fn packed_attribute(e: &Node<Extension>) -> bool {
    matches!(&e.node, Extension::Attribute(a) if a.name.node.trim_matches('_') == "packed")
}

fn aligned_attribute(e: &Node<Extension>) -> bool {
    matches!(&e.node, Extension::Attribute(a) if a.name.node.trim_matches('_') == "aligned")
}

/// gcc's `transparent_union` attribute.
fn transparent_attribute(e: &Node<Extension>) -> bool {
    matches!(&e.node, Extension::Attribute(a) if a.name.node.trim_matches('_') == "transparent_union")
}

/// The union `def` with gcc's `transparent_union` attribute.
fn transparent(def: &crate::ir::StructDef) -> CType {
    CType::Struct(std::sync::Arc::new(crate::ir::StructDef { transparent: true, ..def.clone() }))
}

impl Lower<'_> {
    /// `ty` with the attributes among `exts` that change a type applied: `mode` first (the
    /// width of an integer type), then `vector_size` (a GNU vector of such elements,
    /// `vector.rs`; its size is a constant expression).
    fn apply_attributes<'e>(
        &mut self,
        ty: CType,
        exts: impl IntoIterator<Item = &'e Node<Extension>>,
    ) -> Result<CType> {
        let mut ty = ty;
        let mut vector = None;
        for e in exts {
            if let CType::Struct(def) = &ty {
                // On a typedef's declarator: `typedef union {...} T __attribute__((transparent_union));`.
                if def.is_union && !def.transparent && transparent_attribute(e) {
                    ty = transparent(def);
                    continue;
                }
            }
            let Extension::Attribute(a) = &e.node else { continue };
            let name = a.name.node.trim_matches('_');
            if name == "vector_size" {
                vector = Some((a.arguments.first(), e.span.start));
            } else if name == "mode" {
                ty = mode_attribute(ty, a);
            }
        }
        let Some((arg, off)) = vector else { return Ok(ty) };
        let Some(arg) = arg else {
            return Err(self.invalid(off, "`vector_size` takes the size in bytes"));
        };
        let Some((bytes, _)) = self.const_value(arg)? else {
            return Err(self.invalid(off, "`vector_size`'s size is not an integer constant"));
        };
        // A vector ibmc does not model is an error where it is used, not where it is
        // declared (headers declare many).
        match super::vector::vector_type(&ty, bytes) {
            Ok(t) => Ok(t),
            Err((true, why)) => Err(self.invalid(off, why)),
            Err((false, why)) => Ok(CType::Other(why)),
        }
    }
}

fn mode_attribute(ty: CType, a: &lang_c::ast::Attribute) -> CType {
    let arg = a.arguments.first().and_then(|x| match &x.node {
        Expression::Identifier(id) => Some(id.node.name.trim_matches('_').to_string()),
        _ => None,
    });
    if let (CType::Int(t), Some(mode)) = (&ty, arg) {
        let bits = match mode.as_str() {
            "QI" | "byte" => Some(8),
            "HI" => Some(16),
            "SI" => Some(32),
            "DI" | "word" | "pointer" => Some(64),
            _ => None,
        };
        return match bits {
            Some(bits) => CType::Int(IntTy::bit_field(bits, t.signed)),
            None => CType::Other(format!("integer mode `{mode}`")),
        };
    }
    ty
}
