//! Initializers (C11 6.7.9) of integer scalars and arrays: brace elision, index designators,
//! string literals for `char` arrays, and the deduction of `T a[] = {...}` sizes.

use std::collections::HashSet;

use lang_c::ast::{Designator, Expression, Initializer, InitializerListItem};
use lang_c::span::Node;

use super::complex::is_complex;
use super::literal;
use super::lower_expr::{cast, cast_to};
use super::types::CType;
use super::Lower;
use crate::error::Result;
use crate::ir::consteval;
use crate::ir::{Expr, ExprKind, Instr, InstrKind, IntTy, Loc, Place, Type, Var};

/// Local arrays are initialized element by element; beyond this many elements the IR would
/// be unreasonably large.
const MAX_LOCAL_INIT: u64 = 1 << 16;

#[derive(Debug, Clone, Copy)]
enum InitVal<'i> {
    Expr(&'i Node<Expression>),
    /// An element of a string literal: its value, of the literal's element type.
    Unit(u32, IntTy),
}

/// One scalar element and its initializer.
#[derive(Debug)]
struct InitItem<'i> {
    path: Vec<u64>,
    val: InitVal<'i>,
}

/// Whether an array of `elem` may be initialized by the string literal `pieces`: a `char`
/// array by a narrow literal, a wide one by a literal of its element width (`wchar_t x[] =
/// L"..."`).
fn string_fits(elem: &Type, pieces: &[String]) -> bool {
    match (elem, literal::string_units(pieces)) {
        (Type::Int(i), Ok((_, t))) => i.bits == t.bits && !i.is_bool(),
        (Type::Int(i), Err(_)) => i.bits == 8,
        _ => false,
    }
}

fn string_pieces(e: &Node<Expression>) -> Option<&Vec<String>> {
    match &e.node {
        Expression::StringLiteral(s) => Some(&s.node),
        _ => None,
    }
}

fn index_place(root: Var, path: &[u64]) -> Place {
    path.iter().fold(Place::Var(root), |p, &i| {
        Place::Index(Box::new(p), Expr::constant(IntTy::LONG, i as i128))
    })
}

/// A constant converted to `to`, folded (float to integer too: static initializers must be
/// constants).
fn fold_cast(c: Expr, to: &Type) -> Expr {
    let e = cast_to(c, to);
    match consteval::eval(&e) {
        Ok(v) if !matches!(e.kind, ExprKind::Const(_)) => {
            Expr { kind: ExprKind::Const(v), ty: e.ty }
        }
        _ => e,
    }
}

/// The type at the end of `path` (a scalar, or a struct initialized as a whole).
fn elem_at<'t>(ty: &'t Type, path: &[u64]) -> &'t Type {
    let mut t = ty;
    for &k in path {
        if let Some(c) = t.component(Some(k)) {
            t = c;
        }
    }
    t
}

/// The paths of all scalar components of `ty`, in memory order (at most `limit`).
/// The leaves of `ty`; of a union its first member's (it is initialized through that one),
/// or with `every_member` every member's (all the union's bytes, to zero them).
fn leaf_paths_of(
    ty: &Type,
    every_member: bool,
    prefix: &mut Vec<u64>,
    out: &mut Vec<Vec<u64>>,
    limit: usize,
) {
    if out.len() > limit {
        return;
    }
    let members = match ty {
        Type::Struct(d) if d.is_union && !every_member => Some(d.fields.len().min(1) as u64),
        _ => ty.components(),
    };
    match members {
        None => out.push(prefix.clone()),
        Some(n) => {
            for k in 0..n {
                prefix.push(k);
                let member = ty.component(Some(k)).expect("component");
                leaf_paths_of(member, every_member, prefix, out, limit);
                prefix.pop();
                if out.len() > limit {
                    return;
                }
            }
        }
    }
}

/// Whether `e` can be computed when the program is loaded (C11 6.6p7-9): built from
/// constants, addresses of objects with static storage and of functions (C11 6.6p9's
/// address constants: `&`, `[]`, `.`, `->`, `*`, casts, integer offsets), without reading any
/// object. Integer constants cast to pointers (`(int *)0xa000`) are address constants too.
fn is_load_time_constant(e: &Expr) -> bool {
    fn static_place(p: &Place) -> bool {
        match p {
            Place::Var(v) => matches!(v, Var::Global(_)),
            Place::Index(b, i) => static_place(b) && is_load_time_constant(i),
            // `&p->m` and `&(*p)` where `p` is an address constant: no access to `*p`.
            Place::Deref(a) => is_load_time_constant(a),
        }
    }
    match &e.kind {
        // Null, or a function's address.
        ExprKind::Const(_) => true,
        ExprKind::AddrOf(p) => static_place(p),
        ExprKind::Unary(_, a) | ExprKind::Cast(a) => is_load_time_constant(a),
        ExprKind::Binary(_, a, b) | ExprKind::PtrAdd(a, b) => {
            is_load_time_constant(a) && is_load_time_constant(b)
        }
        ExprKind::Ite(c, a, b) => {
            is_load_time_constant(c) && is_load_time_constant(a) && is_load_time_constant(b)
        }
        // Reads of objects (variables, elements, pointees) and run-time queries.
        ExprKind::Var(_)
        | ExprKind::Index(..)
        | ExprKind::Deref(_)
        | ExprKind::ValidPtr(..)
        | ExprKind::Math(..)
        | ExprKind::PtrQuery(..) => false,
    }
}

/// The anonymous struct or union member of `def` that has a member `name` (maybe in an
/// anonymous member of its own).
fn anonymous_member_with(def: &crate::ir::StructDef, name: &str) -> Option<u64> {
    def.fields.iter().position(|f| {
        f.name.is_empty() && matches!(&f.ty, Type::Struct(inner) if inner.field(name).is_some() || anonymous_member_with(inner, name).is_some())
    }).map(|k| k as u64)
}

/// Where a designator in an aggregate's initializer list leads (`Lower::designator_target`).
enum DesignatorTarget {
    /// The aggregate's component with this index.
    Component(u64),
    /// A member of the anonymous struct or union member with this index: that member's own
    /// list takes the designator.
    AnonymousMember(u64),
}

/// Unknown length of `T a[]` in `fill`.
const UNKNOWN_LEN: u64 = u64::MAX;

impl<'a> Lower<'a> {
    /// `T a[] = init` gets its length from the initializer.
    /// A struct with a flexible array member gets the member's length from the initializer
    /// (gcc's extension for static objects): the object's type is its own copy of the struct
    /// (`StructDef::with_flexible_len`).
    pub fn complete_array_type(
        &mut self,
        ty: CType,
        init: Option<&Node<Initializer>>,
    ) -> Result<CType> {
        if let (CType::Struct(def), Some(init)) = (&ty, init) {
            // A brace list may give the member elements; an expression (`*p`) is a whole
            // struct of the type as declared.
            if def.flexible && matches!(init.node, Initializer::List(_)) {
                return self.complete_flexible(def.clone(), init);
            }
        }
        let (CType::Array(elem, None), Some(init)) = (&ty, init) else { return Ok(ty) };
        let Ok(elem_ir) = elem.to_ir() else { return Ok(ty) };
        let (_, n) = self.flatten_array(&elem_ir, None, init)?;
        Ok(CType::Array(elem.clone(), Some(n)))
    }

    fn complete_flexible(
        &mut self,
        def: std::sync::Arc<crate::ir::StructDef>,
        init: &Node<Initializer>,
    ) -> Result<CType> {
        let last = def.fields.len() - 1;
        let Some((elem, _)) = def.flexible_member() else { return Ok(CType::Struct(def)) };
        // The member's length is unknown to `fill` while the items are read.
        let mut probe = (*def).clone();
        probe.fields[last].ty = Type::Array(Box::new(elem.clone()), UNKNOWN_LEN);
        let items = self.flatten(&Type::Struct(std::sync::Arc::new(probe)), init)?;
        let n = items
            .iter()
            .filter(|i| i.path.len() >= 2 && i.path[0] == last as u64)
            .map(|i| i.path[1] + 1)
            .max()
            .unwrap_or(0);
        if n == 0 {
            return Ok(CType::Struct(def));
        }
        match def.with_flexible_len(n) {
            Some(d) => Ok(CType::Struct(std::sync::Arc::new(d))),
            None => Err(self.invalid(
                init.span.start,
                "flexible array member initialized with too many elements",
            )),
        }
    }

    fn flatten<'i>(&mut self, ty: &Type, init: &'i Node<Initializer>) -> Result<Vec<InitItem<'i>>> {
        if let Some(list) = self.literal_list(ty, init)? {
            let mut out = Vec::new();
            self.fill(ty, list, &mut 0, true, 0, false, &mut Vec::new(), &mut out)?;
            return Ok(out);
        }
        match ty {
            Type::Array(elem, n) => Ok(self.flatten_array(elem, Some(*n), init)?.0),
            Type::Struct(_) if !is_complex(ty) => match &init.node {
                Initializer::List(items) => {
                    let mut out = Vec::new();
                    self.fill(ty, items, &mut 0, true, 0, false, &mut Vec::new(), &mut out)?;
                    Ok(out)
                }
                Initializer::Expression(e) => {
                    Err(self.unsupported(e.span.start, "struct initialized from an expression"))
                }
            },
            _ => {
                let e = match &init.node {
                    Initializer::Expression(e) => &**e,
                    Initializer::List(items) => self.braced_scalar(items, init.span.start)?,
                };
                Ok(vec![InitItem { path: Vec::new(), val: InitVal::Expr(e) }])
            }
        }
    }

    /// gcc's initializer of a struct by a compound literal of its type (`struct P p =
    /// (struct P){ 1, 2 };` at file scope): the literal's list (arrays: `flatten_array`).
    fn literal_list<'i>(
        &mut self,
        ty: &Type,
        init: &'i Node<Initializer>,
    ) -> Result<Option<&'i [Node<InitializerListItem>]>> {
        let Initializer::Expression(e) = &init.node else { return Ok(None) };
        let Expression::CompoundLiteral(c) = &e.node else { return Ok(None) };
        if !matches!(ty, Type::Struct(_)) {
            return Ok(None);
        }
        let lit = self.type_name(&c.node.type_name)?;
        let list = Node::new(Initializer::List(c.node.initializer_list.clone()), c.span);
        let lit = self.complete_array_type(lit, Some(&list))?;
        Ok((lit.to_ir().ok().as_ref() == Some(ty)).then_some(&c.node.initializer_list[..]))
    }

    /// Items of an array initializer and the number of elements it initializes.
    fn flatten_array<'i>(
        &mut self,
        elem: &Type,
        len: Option<u64>,
        init: &'i Node<Initializer>,
    ) -> Result<(Vec<InitItem<'i>>, u64)> {
        let mut out = Vec::new();
        let mut literal_len = None;
        let literal = match &init.node {
            // `T a[] = (T[]){ ... }` (gcc): the literal's list.
            Initializer::Expression(e) => {
                match &e.node {
                    Expression::CompoundLiteral(c) => match self.type_name(&c.node.type_name)? {
                        CType::Array(le, n) if le.to_ir().ok().as_ref() == Some(elem) => {
                            // `int a[] = (int[5]){ 1 }` has the literal's 5 elements.
                            if let (Some(n), Some(len)) = (n, len) {
                                if n != len && len != UNKNOWN_LEN {
                                    return Err(self.invalid(e.span.start, "array initialized from a compound literal of another length"));
                                }
                            }
                            literal_len = n;
                            Some(&c.node.initializer_list)
                        }
                        _ => None,
                    },
                    _ => None,
                }
            }
            Initializer::List(_) => None,
        };
        match (&init.node, literal) {
            (_, Some(items)) | (Initializer::List(items), None) => {
                let mut pos = 0;
                let len = len.or(literal_len);
                let agg = Type::Array(Box::new(elem.clone()), len.unwrap_or(UNKNOWN_LEN));
                let n =
                    self.fill(&agg, items, &mut pos, true, 0, false, &mut Vec::new(), &mut out)?;
                Ok((out, len.unwrap_or(n)))
            }
            (Initializer::Expression(e), None) => match string_pieces(e) {
                Some(pieces) if string_fits(elem, pieces) => {
                    let n =
                        self.string_items(pieces, len, &mut Vec::new(), &mut out, e.span.start)?;
                    Ok((out, n))
                }
                _ => {
                    Err(self.invalid(e.span.start, "array initializer must be an initializer list"))
                }
            },
        }
    }

    fn string_items<'i>(
        &mut self,
        pieces: &[String],
        len: Option<u64>,
        prefix: &mut Vec<u64>,
        out: &mut Vec<InitItem<'i>>,
        offset: usize,
    ) -> Result<u64> {
        let (units, elem) =
            literal::string_units(pieces).map_err(|m| self.unsupported(offset, m))?;
        let n = len.unwrap_or(units.len() as u64 + 1);
        if units.len() as u64 > n {
            return Err(self.invalid(offset, "initializer-string for array is too long"));
        }
        for i in 0..n.min(units.len() as u64 + 1) {
            prefix.push(i);
            out.push(InitItem {
                path: prefix.clone(),
                val: InitVal::Unit(units.get(i as usize).copied().unwrap_or(0), elem),
            });
            prefix.pop();
        }
        Ok(n)
    }

    fn braced_scalar<'i>(
        &mut self,
        items: &'i [Node<InitializerListItem>],
        offset: usize,
    ) -> Result<&'i Node<Expression>> {
        match items {
            [one] if one.node.designation.is_empty() => match &one.node.initializer.node {
                Initializer::Expression(e) => Ok(e),
                Initializer::List(inner) => self.braced_scalar(inner, one.span.start),
            },
            [] => Err(self.invalid(offset, "empty scalar initializer")),
            _ => Err(self.invalid(offset, "excess elements in scalar initializer")),
        }
    }

    /// Fills an aggregate (array or struct) from `items[*pos..]`. A `braced` list is the
    /// whole brace-enclosed list of this aggregate; otherwise (brace elision) it takes only as
    /// many items as the aggregate holds and leaves designated items to the enclosing list.
    #[allow(clippy::too_many_arguments)]
    fn fill<'i>(
        &mut self,
        agg: &Type,
        items: &'i [Node<InitializerListItem>],
        pos: &mut usize,
        braced: bool,
        // How many designators of the first item the enclosing lists consumed (`.a.b = 1`:
        // the enclosing list takes `.a`, this one `.b`).
        consumed: usize,
        // The first item's next designator names a member of this anonymous struct or union
        // (`.g = 2` for `union { int g; };` inside the enclosing struct).
        anonymous: bool,
        prefix: &mut Vec<u64>,
        out: &mut Vec<InitItem<'i>>,
    ) -> Result<u64> {
        let len = agg.components().filter(|&n| n != UNKNOWN_LEN);
        let mut cur: u64 = 0;
        let mut count: u64 = 0;
        let mut first = true;
        while *pos < items.len() {
            let item = &items[*pos];
            let skip = if first { consumed } else { 0 };
            let designators = item.node.designation.get(skip..).unwrap_or_default();
            let designated = !designators.is_empty();
            let continuing = first && (consumed > 0 || anonymous);
            first = false;
            if designated {
                if !braced && !continuing {
                    return Ok(count);
                }
                match self.designator_target(&designators[0], agg)? {
                    DesignatorTarget::Component(k) => cur = k,
                    DesignatorTarget::AnonymousMember(k) => {
                        // Into the anonymous member, which takes this designator.
                        let elem = agg.component(Some(k)).expect("component in range").clone();
                        prefix.push(k);
                        self.fill(&elem, items, pos, false, skip, true, prefix, out)?;
                        prefix.pop();
                        cur = k + 1;
                        count = count.max(cur);
                        continue;
                    }
                }
            }
            // A union takes one initializer (its first member's, or a designated one's).
            let union_full =
                matches!(agg, Type::Struct(d) if d.is_union) && count > 0 && !designated;
            if union_full || len.is_some_and(|n| cur >= n) {
                if braced {
                    return Err(self.invalid(item.span.start, "excess elements in initializer"));
                }
                return Ok(count);
            }
            let elem = agg.component(Some(cur)).expect("component in range").clone();
            prefix.push(cur);
            self.fill_component(&elem, items, pos, designators, designated, skip, prefix, out)?;
            prefix.pop();
            cur += 1;
            count = count.max(cur);
        }
        Ok(count)
    }

    /// Where the designator `d` in an initializer of `agg` leads: the index of an array
    /// element or struct member, or of the anonymous member holding the member it names.
    fn designator_target(&mut self, d: &Node<Designator>, agg: &Type) -> Result<DesignatorTarget> {
        Ok(match (&d.node, agg) {
            (Designator::Index(e), Type::Array(..)) => match self.const_value(e)? {
                Some((v, _)) if v >= 0 => DesignatorTarget::Component(v as u64),
                _ => {
                    return Err(self.invalid(
                        e.span.start,
                        "array index in initializer is not a nonnegative constant",
                    ))
                }
            },
            (Designator::Member(m), Type::Struct(def)) => match def.field(&m.node.name) {
                Some(k) => DesignatorTarget::Component(k as u64),
                None => match anonymous_member_with(def, &m.node.name) {
                    Some(k) => DesignatorTarget::AnonymousMember(k),
                    None => {
                        return Err(self.invalid(
                            d.span.start,
                            format!("`{}` has no member named `{}`", def.name, m.node.name),
                        ))
                    }
                },
            },
            (Designator::Range(_), _) => {
                return Err(self.unsupported(d.span.start, "range designator in an initializer"))
            }
            (Designator::Member(_), _) => {
                return Err(self.invalid(d.span.start, "field name not in record initializer"))
            }
            (Designator::Index(_), _) => {
                return Err(self.invalid(d.span.start, "array index in non-array initializer"))
            }
        })
    }

    /// Initializes the component `elem` (its path in `prefix`) from `items[*pos]`: follows the
    /// rest of the item's designation into it; fills an aggregate from a braced list, a string
    /// literal that fits, a whole struct value of its type, or (brace elision) the items from
    /// this one on; or takes the item as a scalar's value. Advances `*pos` past what it used.
    #[allow(clippy::too_many_arguments)]
    fn fill_component<'i>(
        &mut self,
        elem: &Type,
        items: &'i [Node<InitializerListItem>],
        pos: &mut usize,
        // The item's designators not consumed by enclosing lists (the first one led here).
        designators: &[Node<Designator>],
        designated: bool,
        // How many of the item's designators the enclosing lists consumed.
        skip: usize,
        prefix: &mut Vec<u64>,
        out: &mut Vec<InitItem<'i>>,
    ) -> Result<()> {
        let item = &items[*pos];
        let deeper = designators.len() > 1;
        // A complex object is initialized as a scalar (C11 6.7.9p11).
        let components = if is_complex(elem) { None } else { elem.components() };
        if deeper && components.is_none() {
            return Err(self.invalid(designators[1].span.start, "designator into a scalar"));
        }
        match (elem, components) {
            // `.a.b = ...`: the rest of the designation is the member's own list's.
            (_, Some(_)) if deeper => {
                self.fill(elem, items, pos, false, skip + 1, false, prefix, out)?;
            }
            (_, Some(_)) => match &item.node.initializer.node {
                Initializer::List(list) => {
                    let mut p = 0;
                    self.fill(elem, list, &mut p, true, 0, false, prefix, out)?;
                    *pos += 1;
                }
                Initializer::Expression(e) if matches!((elem, string_pieces(e)), (Type::Array(sub, _), Some(p)) if string_fits(sub, p)) =>
                {
                    let (Type::Array(_, subn), Some(pieces)) = (elem, string_pieces(e)) else {
                        unreachable!()
                    };
                    self.string_items(pieces, Some(*subn), prefix, out, e.span.start)?;
                    *pos += 1;
                }
                // A struct or union value for a member of its type: the whole member.
                Initializer::Expression(e)
                    if matches!(elem, Type::Struct(_))
                        && self.type_of(e).ok().as_ref() == Some(elem) =>
                {
                    out.push(InitItem { path: prefix.clone(), val: InitVal::Expr(e) });
                    *pos += 1;
                }
                Initializer::Expression(_) => {
                    self.fill(
                        elem,
                        items,
                        pos,
                        false,
                        if designated { skip + 1 } else { 0 },
                        false,
                        prefix,
                        out,
                    )?;
                }
            },
            _ => {
                let e = match &item.node.initializer.node {
                    Initializer::Expression(e) => &**e,
                    Initializer::List(l) => self.braced_scalar(l, item.span.start)?,
                };
                out.push(InitItem { path: prefix.clone(), val: InitVal::Expr(e) });
                *pos += 1;
            }
        }
        Ok(())
    }

    /// An address constant's lowering (emits nothing for one).
    fn const_address(&mut self, e: &Node<Expression>) -> Result<Expr> {
        let snap = self.snapshot();
        let v = self.rvalue(e)?;
        if self.f.body.len() > snap.body {
            self.rollback(snap);
            return Err(self.invalid(e.span.start, "initializer element is not constant"));
        }
        Ok(v)
    }

    /// An integer initializer that holds an address (`(size_t)&buffer`, `(long)&a[1] - 4`):
    /// gcc takes those of a 64-bit integer type (C11 6.6p10's "other forms"); the integer is
    /// the pointer's (`integer_from_pointer`), so converting it back gives the object.
    fn integer_address(&mut self, e: &Node<Expression>, et: &Type) -> Result<Expr> {
        let off = e.span.start;
        let x = self.const_address(e)?;
        if !matches!(x.ty, Type::Int(_)) {
            return Err(self.invalid(off, "initializer element is not constant"));
        }
        let x = self.convert(x, et, off)?;
        if !is_load_time_constant(&x) {
            return Err(self.invalid(off, "initializer element is not constant"));
        }
        if !matches!(et, Type::Int(t) if t.bits == 64 && !t.is_fixed()) {
            return Err(self.invalid(off, "initializer element is not computable at load time"));
        }
        Ok(x)
    }

    /// Initializer of an object with static storage: constant expressions, appended to
    /// `global_init` (only the non-zero elements: globals start zeroed).
    pub fn init_static(
        &mut self,
        g: u32,
        ty: &Type,
        init: &Node<Initializer>,
        loc: Loc,
    ) -> Result<()> {
        let items = self.flatten(ty, init)?;
        let mut values = Vec::with_capacity(items.len());
        let mut complex_parts: Vec<(Vec<u64>, u64, Type)> = Vec::new();
        let mut addresses = Vec::new();
        for it in &items {
            let leaf = elem_at(ty, &it.path);
            if let (Type::Pointer(_), InitVal::Expr(e)) = (leaf, it.val) {
                // An address constant: the address of an object with static storage.
                let x = self.const_address(e)?;
                let x = self.convert(x, leaf, e.span.start)?;
                if !is_load_time_constant(&x) {
                    return Err(self.invalid(e.span.start, "initializer element is not constant"));
                }
                addresses.push((it.path.clone(), x));
                continue;
            }
            let et = leaf.clone();
            if let (true, InitVal::Expr(e)) = (is_complex(&et), it.val) {
                let Some((re, im)) = self.complex_constant(e, &et)? else {
                    return Err(self.invalid(e.span.start, "initializer element is not constant"));
                };
                for (k, part) in [re, im].into_iter().enumerate() {
                    let mut path = it.path.clone();
                    path.push(k as u64);
                    let raw = part.as_const().unwrap_or(0);
                    complex_parts.push((path, raw, part.ty));
                }
                continue;
            }
            let raw = match it.val {
                InitVal::Unit(u, t) => {
                    match &cast_to(cast(Expr::constant(IntTy::UINT, i128::from(u)), t), &et).kind {
                        ExprKind::Const(v) => *v,
                        _ => {
                            return Err(self
                                .invalid(init.span.start, "initializer element is not constant"))
                        }
                    }
                }
                InitVal::Expr(e) => match self.const_expr(e)? {
                    Some(c) => match fold_cast(c, &et) {
                        crate::ir::Expr { kind: crate::ir::ExprKind::Const(v), .. } => v,
                        // An `__int128` constant beyond 64 bits is an expression of constants
                        // (`Expr::constant`), assigned at load time like an address.
                        x if matches!(et, Type::Int(t) if t.bits > 64)
                            && is_load_time_constant(&x) =>
                        {
                            addresses.push((it.path.clone(), x));
                            continue;
                        }
                        _ => {
                            return Err(
                                self.invalid(e.span.start, "initializer element is not constant")
                            )
                        }
                    },
                    // `(uintptr_t)&object`, maybe plus an offset: an address in a 64-bit
                    // integer, which gcc computes at load time (narrower ones it cannot).
                    None => {
                        let x = self.integer_address(e, &et)?;
                        addresses.push((it.path.clone(), x));
                        continue;
                    }
                },
            };
            values.push((&it.path, raw, et));
        }
        for (path, raw, et) in &complex_parts {
            values.push((path, *raw, et.clone()));
        }
        // A later designator for the same element overrides an earlier one.
        let mut seen = HashSet::new();
        let keep: Vec<bool> = values.iter().rev().map(|(p, _, _)| seen.insert(*p)).collect();
        for ((path, raw, et), keep) in values.iter().zip(keep.into_iter().rev()) {
            if keep && *raw != 0 {
                let place = index_place(Var::Global(g), path);
                let value = Expr { kind: crate::ir::ExprKind::Const(*raw), ty: et.clone() };
                self.ctx
                    .prog
                    .global_init
                    .push(Instr { kind: InstrKind::Assign(place, value), loc });
            }
        }
        for (path, x) in addresses {
            if x.as_const() != Some(0) {
                let place = index_place(Var::Global(g), &path);
                self.ctx.prog.global_init.push(Instr { kind: InstrKind::Assign(place, x), loc });
            }
        }
        Ok(())
    }

    /// Initializer of an automatic object: evaluated and assigned in order, then the elements
    /// it does not mention are zeroed.
    pub fn init_local(&mut self, v: Var, ty: &Type, init: &Node<Initializer>) -> Result<()> {
        if let (Type::Struct(_), Initializer::Expression(e)) = (ty, &init.node) {
            let x = self.rvalue(e)?;
            let x = self.convert(x, ty, e.span.start)?;
            self.emit(InstrKind::Assign(Place::Var(v), x));
            return Ok(());
        }
        let items = self.flatten(ty, init)?;
        // Every member of a union: the bytes beyond the initialized member are zero too, as
        // in gcc and C23 6.7.10p11 (padding of an initialized union is zero bits; C11 left
        // them unspecified): `union { int i; int j[4]; } t = {};` has `t.j[3] == 0`.
        let mut leaves = Vec::new();
        leaf_paths_of(ty, true, &mut Vec::new(), &mut leaves, MAX_LOCAL_INIT as usize);
        if leaves.len() > MAX_LOCAL_INIT as usize {
            return Err(self.unsupported(
                init.span.start,
                format!("initializer of a local aggregate of more than {MAX_LOCAL_INIT} elements"),
            ));
        }
        // Zeros first: a union member's initializer must not be overwritten by the zeroing
        // of the (overlapping) first member.
        let covered: HashSet<Vec<u64>> = items.iter().map(|it| it.path.clone()).collect();
        if ty.components().is_some() {
            for path in leaves {
                if !covered.contains(&path) {
                    // All-zero bits: null, +0.0 or 0.
                    let zero = Expr { kind: ExprKind::Const(0), ty: elem_at(ty, &path).clone() };
                    self.emit(InstrKind::Assign(index_place(v, &path), zero));
                }
            }
        }
        for it in &items {
            let leaf = elem_at(ty, &it.path);
            if let (Type::Pointer(_), InitVal::Expr(e)) = (leaf, it.val) {
                let x = self.rvalue(e)?;
                let x = self.convert(x, leaf, e.span.start)?;
                self.emit(InstrKind::Assign(index_place(v, &it.path), x));
                continue;
            }
            let et = elem_at(ty, &it.path).clone();
            if let (Type::Struct(_), InitVal::Expr(e)) = (&et, it.val) {
                let x = self.rvalue(e)?;
                let x = self.convert(x, &et, e.span.start)?;
                self.emit(InstrKind::Assign(index_place(v, &it.path), x));
                continue;
            }
            let value = match it.val {
                InitVal::Unit(u, t) => {
                    cast_to(cast(Expr::constant(IntTy::UINT, i128::from(u)), t), &et)
                }
                InitVal::Expr(e) => {
                    if let Expression::Call(c) = &e.node {
                        if self.call_into(c, e.span.start, &index_place(v, &it.path), &et)? {
                            continue;
                        }
                    }
                    self.real_rvalue(e, &et)?
                }
            };
            self.emit(InstrKind::Assign(index_place(v, &it.path), value));
        }
        Ok(())
    }
}
