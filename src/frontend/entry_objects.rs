//! Objects for the pointers among the entry function's parameters, as CBMC builds them for
//! `--function f` (its `c_nondet_symbol_factory`): each pointer a parameter holds (itself, a
//! member, an element) points to a fresh object of its pointee type, `tmp`, `tmp$1`, ...,
//! whose value is arbitrary, or is NULL; the pointers that object holds point to fresh objects
//! in turn, one level deeper.
//!
//! - A pointer at depth d (a parameter is at depth 0, a pointer in the object it points to at
//!   depth 1, ...) may be NULL only when d >= `min_null_tree_depth` (CBMC's
//!   `--min-null-tree-depth`, default 0: every pointer may be NULL).
//! - A pointer to a struct type already met on the way down (a list's `next`, a tree's
//!   children) is NULL at depth d >= `max_nondet_tree_depth` (`--max-nondet-tree-depth`,
//!   default 5); pointers to other types are followed to their full depth, as in CBMC.
//! - `void *` points to a `char` object (CBMC's choice); a function pointer is any value (a
//!   call through it dispatches over the compatible functions, `lower_call::call_indirect`).
//!
//! The objects are globals with arbitrary initial values (`GlobalInfo::input`); the
//! parameters' own values are inputs (symex's `<entry argument>`); what this module adds is
//! one assumption per pointer, `p == &tmp` or `p == NULL || p == &tmp` (or `p == NULL` below
//! the tree), and an assignment of the same value written with constants, which symex runs
//! before the entry function's first instruction (`Program::entry_objects`). They are no instructions of the function: a recursive call of
//! it does not make them again, and `--cover` counts no goal for them.
//!
//! Not built (exit 6 at the function's line): a pointer to a struct that is incomplete in the
//! whole program, a pointer inside a union (a union's value is bytes), and trees of more than
//! `MAX_OBJECTS` objects.

use std::sync::Arc;

use super::Ctx;
use crate::error::{Error, ErrorKind, Result};
use crate::ir::build::{ir_binary, or};
use crate::ir::{
    BinOp, EntryObjects, Expr, ExprKind, FuncId, GlobalInfo, Instr, InstrKind, IntTy, Place,
    StructDef, Type, Var,
};

/// CBMC's defaults (`c_object_factory_parameterst`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TreeDepths {
    pub min_null: u32,
    pub max_nondet: u32,
}

impl Default for TreeDepths {
    fn default() -> Self {
        TreeDepths { min_null: 0, max_nondet: 5 }
    }
}

/// More objects than this (a wide tree with a large `--max-nondet-tree-depth`) is refused.
const MAX_OBJECTS: usize = 4096;

/// Builds the objects and assumptions for the entry function's parameters.
pub fn build(ctx: &mut Ctx, entry: FuncId, depths: TreeDepths) -> Result<()> {
    let f = ctx.prog.function(entry);
    let params: Vec<(u32, String, Type)> = f.locals[..f.params as usize]
        .iter()
        .enumerate()
        .map(|(i, l)| (i as u32, l.name.clone(), l.ty.clone()))
        .collect();
    let (fname, loc) = (f.name.clone(), f.loc);
    let function_pointer =
        |t: &Type| matches!(t, Type::Pointer(p) if matches!(**p, Type::Function(_)));
    if !params.iter().any(|(_, _, t)| t.holds_pointer() && !function_pointer(t)) {
        return Ok(());
    }
    let mut b = Builder {
        structs: struct_defs(ctx),
        taken: ctx.prog.globals.iter().map(|g| g.name.clone()).collect(),
        ctx,
        depths,
        out: EntryObjects::default(),
        loc,
        objects: 0,
        function: fname,
    };
    for (i, name, ty) in params {
        if function_pointer(&ty) {
            continue;
        }
        let e = Expr::var(Var::Local(i), ty);
        b.object(e, Place::Var(Var::Local(i)), &name, 0, &[])?;
    }
    let out = b.out;
    ctx.prog.entry_objects = out;
    Ok(())
}

struct Builder<'c> {
    ctx: &'c mut Ctx,
    depths: TreeDepths,
    /// Every struct definition the program's variables name, by `struct tag` (a pointer to
    /// a struct incomplete where it was formed names it so).
    structs: Vec<Arc<StructDef>>,
    /// Global names in use (the objects get fresh ones).
    taken: std::collections::HashSet<String>,
    out: EntryObjects,
    loc: crate::ir::Loc,
    objects: usize,
    function: String,
}

impl Builder<'_> {
    fn unsupported(&self, msg: String) -> Error {
        Error::at(ErrorKind::Unsupported, self.ctx.prog.render_loc(self.loc), msg)
    }

    /// The pointers a value of `e`'s type holds, `name` its trace name (`a`, `tmp.next`).
    fn object(
        &mut self,
        e: Expr,
        place: Place,
        name: &str,
        depth: u32,
        seen: &[String],
    ) -> Result<()> {
        match e.ty.clone() {
            Type::Pointer(_) => self.pointer(e, place, name, depth, seen),
            Type::Struct(s) if s.is_union => {
                if e.ty.holds_pointer() {
                    return Err(self.unsupported(format!(
                        "entry function {} takes `{name}`, a {} holding a pointer: ibmc builds no objects for pointers inside a union",
                        self.function, s.name
                    )));
                }
                Ok(())
            }
            Type::Struct(s) => {
                let mut seen = seen.to_vec();
                seen.push(s.name.clone());
                for (k, field) in s.fields.iter().enumerate() {
                    if field.ty.holds_pointer() {
                        let (m, at) = component(&e, &place, k as u64, field.ty.clone());
                        self.object(m, at, &format!("{name}.{}", field.name), depth, &seen)?;
                    }
                }
                Ok(())
            }
            Type::Array(elem, n) if elem.holds_pointer() => {
                for i in 0..n {
                    let (m, at) = component(&e, &place, i, (*elem).clone());
                    self.object(m, at, &format!("{name}[{i}]"), depth, seen)?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// The assumption on the pointer `p` (at `place`) at `depth`, and the object it points
    /// to. The pointer's input is assumed to be one of its values, and the pointer then set
    /// to the same value written with constants (`p == NULL ? NULL : &tmp`), so that a
    /// dereference looks at that object alone, not at every object whose address is taken.
    fn pointer(
        &mut self,
        p: Expr,
        place: Place,
        name: &str,
        depth: u32,
        seen: &[String],
    ) -> Result<()> {
        let Type::Pointer(pointee) = &p.ty else { return Ok(()) };
        let pointee = match &**pointee {
            Type::Function(_) => return Ok(()),
            Type::Void => Type::Int(IntTy::CHAR),
            Type::Opaque(tag) => match self.complete(tag) {
                Some(s) => Type::Struct(s),
                None => {
                    return Err(self.unsupported(format!(
                        "entry function {} takes `{name}`, a pointer to `{tag}`, which is incomplete (or defined differently in two files): no object to point to can be built",
                        self.function
                    )))
                }
            },
            t => t.clone(),
        };
        self.out.pointers.push((name.to_string(), p.ty.clone()));
        let null = Expr { kind: ExprKind::Const(0), ty: p.ty.clone() };
        let is_null = ir_binary(BinOp::Eq, p.clone(), null.clone());
        if matches!(&pointee, Type::Struct(s) if seen.contains(&s.name))
            && depth >= self.depths.max_nondet
        {
            self.assume(is_null);
            self.assign(place, null);
            return Ok(());
        }
        self.objects += 1;
        if self.objects > MAX_OBJECTS {
            return Err(self.unsupported(format!(
                "entry function {}: its pointer parameters need more than {MAX_OBJECTS} objects (CBMC's tree); lower --max-nondet-tree-depth",
                self.function
            )));
        }
        let g = self.new_object(&pointee);
        let object = Expr::var(Var::Global(g), pointee);
        let addr = Expr {
            kind: ExprKind::Cast(Box::new(Expr {
                kind: ExprKind::AddrOf(Box::new(crate::ir::Place::Var(Var::Global(g)))),
                ty: Type::Pointer(Box::new(object.ty.clone())),
            })),
            ty: p.ty.clone(),
        };
        let is_object = ir_binary(BinOp::Eq, p.clone(), addr.clone());
        if depth < self.depths.min_null {
            self.assume(is_object);
            self.assign(place, addr);
        } else {
            self.assume(or(is_null.clone(), is_object));
            let ty = p.ty.clone();
            let v =
                Expr { kind: ExprKind::Ite(Box::new(is_null), Box::new(null), Box::new(addr)), ty };
            self.assign(place, v);
        }
        let object_name = self.ctx.prog.globals[g as usize].name.clone();
        self.object(object, Place::Var(Var::Global(g)), &object_name, depth + 1, seen)
    }

    /// The one definition of `struct tag` (None when there is none, or several differ).
    fn complete(&self, tag: &str) -> Option<Arc<StructDef>> {
        let mut defs = self.structs.iter().filter(|s| s.name == tag);
        let first = defs.next()?;
        defs.all(|d| **d == **first).then(|| first.clone())
    }

    fn assume(&mut self, c: Expr) {
        self.out.setup.push(Instr { kind: InstrKind::Assume(c), loc: self.loc });
    }

    fn assign(&mut self, place: Place, v: Expr) {
        self.out.setup.push(Instr { kind: InstrKind::Assign(place, v), loc: self.loc });
    }

    /// A global `tmp`, `tmp$1`, ... (CBMC's names) of type `ty`, arbitrary at first.
    fn new_object(&mut self, ty: &Type) -> u32 {
        let mut k = self.out.objects.len();
        let name = loop {
            let n = if k == 0 { "tmp".to_string() } else { format!("tmp${k}") };
            if self.taken.insert(n.clone()) {
                break n;
            }
            k += 1;
        };
        let g = self.ctx.prog.globals.len() as u32;
        self.ctx.prog.globals.push(GlobalInfo {
            name,
            ty: ty.clone(),
            loc: self.loc,
            read_only: false,
            input: true,
        });
        self.out.objects.push(g);
        g
    }
}

/// Member or element `k` of an aggregate, as an expression and as a place.
fn component(e: &Expr, place: &Place, k: u64, ty: Type) -> (Expr, Place) {
    let k = Expr::constant(IntTy::LONG, k as i128);
    let e = Expr { kind: ExprKind::Index(Box::new(e.clone()), Box::new(k.clone())), ty };
    (e, Place::Index(Box::new(place.clone()), k))
}

/// The struct definitions reachable from the types of the program's variables.
fn struct_defs(ctx: &Ctx) -> Vec<Arc<StructDef>> {
    fn walk(t: &Type, out: &mut Vec<Arc<StructDef>>) {
        match t {
            Type::Pointer(p) | Type::Array(p, _) => walk(p, out),
            Type::Struct(s) if !out.iter().any(|o| Arc::ptr_eq(o, s) || **o == **s) => {
                out.push(s.clone());
                s.fields.iter().for_each(|f| walk(&f.ty, out));
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for g in &ctx.prog.globals {
        walk(&g.ty, &mut out);
    }
    for f in &ctx.prog.functions {
        f.locals.iter().for_each(|l| walk(&l.ty, &mut out));
    }
    out
}
