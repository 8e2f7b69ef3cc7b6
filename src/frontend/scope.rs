//! Symbols of C scopes (ordinary identifiers and tags).

use crate::fxhash::FxHashMap;
use std::rc::Rc;

use super::types::{CType, FnType};
use crate::ir::{IntTy, Type, Var};

#[derive(Debug, Clone)]
pub enum Sym {
    /// A local, a static local or a global with internal linkage.
    Var(Var, Type),
    /// An object with external linkage, resolved by name through the link table once every
    /// input file has been read (its definition may be in a later file).
    Global(String),
    /// Enumeration constant: value and type.
    Enum(i128, IntTy),
    /// Function: index into the link table, and the type of the declaration in scope (which
    /// decides how arguments are converted).
    Func(usize, Rc<FnType>),
    Typedef(CType),
    /// Declared with something we do not model; using it is an error. The message says what
    /// and where it was declared.
    Bad(String),
}

#[derive(Debug, Clone)]
pub enum Tag {
    Enum(IntTy),
    /// `struct`/`union`: its type once complete (`None`: declared, not yet defined), or
    /// the reason it is not modelled.
    Record(super::types::RecordCell),
}

#[derive(Debug, Default)]
pub struct Scope {
    pub names: FxHashMap<String, Sym>,
    pub tags: FxHashMap<String, Tag>,
    /// Locals declared in this block, in order (they die at its end).
    pub locals: Vec<Var>,
}
