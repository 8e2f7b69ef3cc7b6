//! C types as the frontend sees them (richer than `ir::Type`: declarations may mention types
//! the IR cannot hold yet), and the C11 integer conversion rules on x86-64 LP64.

use std::fmt;
use std::rc::Rc;

use crate::ir::{FloatTy, IntTy, Type};

#[derive(Debug, Clone, PartialEq)]
pub enum CType {
    Void,
    /// Every integer type, `_Bool` and enumerations (as their underlying type).
    Int(IntTy),
    /// `None` length: `T[]` (incomplete until an initializer or another declaration).
    Array(Box<CType>, Option<u64>),
    Pointer(Box<CType>),
    Function(Rc<FnType>),
    /// `float`, `double`, `long double`, `_FloatN`, `_Complex`: the name.
    Float(&'static str),
    /// `struct tag` / `union tag` as written, and its type once defined (a typedef or a
    /// pointer may name it before its definition).
    Record(String, RecordCell),
    /// A complete struct with its layout.
    Struct(std::sync::Arc<crate::ir::StructDef>),
    /// Anything else we recognise but do not model (`va_list`, `_Atomic`, `typeof`, ...).
    Other(String),
    /// A variable-length array type whose length (a `unsigned long` count of elements) the
    /// local variable holds: it was evaluated where the type's declarator was (a block-scope
    /// typedef's, C11 6.7.8p3; `sizeof`'s operand, 6.5.3.4p2). Only `sizeof` and objects
    /// declared with it take it (`vla.rs`); anything else is unsupported through `to_ir`.
    Vla(Box<CType>, crate::ir::Var),
}

/// The definition of a tag, filled in when its member list is seen.
pub type RecordCell = Rc<std::cell::RefCell<Option<CType>>>;

#[derive(Debug, Clone, PartialEq)]
pub struct FnType {
    pub ret: CType,
    pub params: Vec<CType>,
    pub variadic: bool,
    /// False for `f()` and K&R declarations: calls then apply the default argument promotions.
    pub prototyped: bool,
}

impl FnType {
    /// The signature a pointer to this function type calls with.
    pub fn to_ir(&self) -> Result<Type, String> {
        let ret = self.ret.to_ir()?;
        let params = self
            .params
            .iter()
            .map(|p| p.clone().adjust_param().to_ir())
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Type::Function(std::sync::Arc::new(crate::ir::FnSig {
            ret,
            params,
            unprototyped: !self.prototyped,
        })))
    }
}

impl CType {
    /// The IR type of an object or return value of this type, or the name of what is not
    /// modelled (for an "unsupported: ..." message).
    pub fn to_ir(&self) -> Result<Type, String> {
        match self {
            CType::Void => Ok(Type::Void),
            CType::Int(t) => Ok(Type::Int(*t)),
            CType::Array(elem, Some(n)) => match elem.to_ir()? {
                Type::Void => Err("array of void".into()),
                e => Ok(Type::Array(Box::new(e), *n)),
            },
            CType::Array(_, None) => Err("array of unknown size".into()),
            CType::Pointer(inner) => match &**inner {
                // Calls through it are resolved to the possible targets (`lower_call.rs`).
                CType::Function(ft) => Ok(Type::Pointer(Box::new(ft.to_ir()?))),
                CType::Void => Ok(Type::Pointer(Box::new(Type::Void))),
                // Incomplete here (a struct pointing to its own type): completed by the time
                // the pointer is dereferenced (`Lower::complete_pointee`).
                CType::Record(name, cell) if cell.borrow().is_none() => {
                    Ok(Type::Pointer(Box::new(Type::Opaque(name.as_str().into()))))
                }
                t => match t.to_ir() {
                    Ok(t) => Ok(Type::Pointer(Box::new(t))),
                    Err(why) => Err(format!("pointer to {why}")),
                },
            },
            CType::Function(_) => Err("function type".into()),
            CType::Float("float") => Ok(Type::Float(FloatTy::F32)),
            CType::Float("double") => Ok(Type::Float(FloatTy::F64)),
            CType::Float(name) => Err(format!("floating-point type `{name}`")),
            CType::Record(name, cell) => match &*cell.borrow() {
                Some(t) => t.to_ir(),
                None => Err(format!("incomplete type `{name}`")),
            },
            CType::Struct(s) => Ok(Type::Struct(s.clone())),
            CType::Other(what) => Err(what.clone()),
            CType::Vla(..) => Err("variable-length array type".into()),
        }
    }

    /// Parameter type adjustment (C11 6.7.6.3p7-8): arrays and functions become pointers.
    pub fn adjust_param(self) -> CType {
        match self {
            CType::Array(elem, _) | CType::Vla(elem, _) => CType::Pointer(elem),
            f @ CType::Function(_) => CType::Pointer(Box::new(f)),
            t => t,
        }
    }
}

impl fmt::Display for CType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CType::Void => f.write_str("void"),
            CType::Int(t) => write!(f, "{t}"),
            CType::Array(e, Some(n)) => write!(f, "{e}[{n}]"),
            CType::Array(e, None) => write!(f, "{e}[]"),
            CType::Pointer(t) => write!(f, "{t} *"),
            CType::Function(ft) => {
                write!(f, "{}(", ft.ret)?;
                for (i, p) in ft.params.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{p}")?;
                }
                if ft.variadic {
                    f.write_str(", ...")?;
                }
                f.write_str(")")
            }
            CType::Float(n) => f.write_str(n),
            CType::Record(n, _) => f.write_str(n),
            CType::Struct(s) => f.write_str(&s.name),
            CType::Other(n) => f.write_str(n),
            CType::Vla(e, _) => write!(f, "{e}[*]"),
        }
    }
}

/// Integer promotion (C11 6.3.1.1p2): everything narrower than `int` becomes `int`.
/// An enumeration promotes as its underlying type and loses its identity: arithmetic on it
/// is arithmetic on integers (`e + 1` is not of the enumerated type).
pub fn promote(t: IntTy) -> IntTy {
    let t = t.plain();
    if t.is_fixed() {
        return t;
    }
    // A bit-field wider than `int` (`long long x : 40`) computes at its own width, as gcc's
    // does (`y + 1` of an all-ones 40-bit `y` is 0).
    if t.bits < 32 {
        IntTy::INT
    } else {
        t
    }
}

/// Usual arithmetic conversions (C11 6.3.1.8) of two integer types. On LP64 the rank order
/// is the width order (`long` and `long long` are the same IR type).
pub fn usual_arith(a: IntTy, b: IntTy) -> IntTy {
    if a.is_fixed() || b.is_fixed() {
        return super::fixed::common_type(a, b);
    }
    let (a, b) = (promote(a), promote(b));
    if a == b {
        return a;
    }
    if a.signed == b.signed {
        return if a.bits >= b.bits { a } else { b };
    }
    let (s, u) = if a.signed { (a, b) } else { (b, a) };
    if u.bits >= s.bits {
        u
    } else {
        // The signed type is wider, so it represents every value of the unsigned one.
        s
    }
}

/// `sizeof` in bytes of an object type (`_Bool` is one byte).
/// C's `sizeof`: an object's size, except that a struct's flexible array member counts no
/// elements (`StructDef::c_size`).
pub fn size_of(t: &Type) -> Option<u64> {
    match t {
        Type::Struct(s) => Some(s.c_size()),
        t => t.size(),
    }
}

pub fn align_of(t: &Type) -> Option<u64> {
    match t {
        Type::Void | Type::Function(_) | Type::Opaque(_) => None,
        Type::Int(i) => Some(u64::from(i.bits.max(8).next_power_of_two() / 8)),
        Type::Float(f) => Some(u64::from(f.bits() / 8)),
        Type::Array(e, _) => align_of(e),
        Type::Struct(s) => Some(s.align),
        Type::Pointer(_) => Some(8),
    }
}

/// Type of an integer constant (C11 6.4.4.1p5): the first of the candidate list that holds
/// the value. Decimal constants without `u` only get signed candidates; like GCC, a decimal
/// constant too large for `long` becomes `unsigned long`.
pub fn int_constant_type(value: u64, decimal: bool, unsigned: bool, long: bool) -> IntTy {
    let fits = |t: IntTy| i128::from(value) <= t.max();
    let candidates: &[IntTy] = match (decimal, unsigned, long) {
        (true, false, false) => &[IntTy::INT, IntTy::LONG],
        (true, false, true) => &[IntTy::LONG],
        (false, false, false) => &[IntTy::INT, IntTy::UINT, IntTy::LONG, IntTy::ULONG],
        (false, false, true) => &[IntTy::LONG, IntTy::ULONG],
        (_, true, false) => &[IntTy::UINT, IntTy::ULONG],
        (_, true, true) => &[IntTy::ULONG],
    };
    candidates.iter().copied().find(|&t| fits(t)).unwrap_or(IntTy::ULONG)
}

/// GCC's choice of the underlying type of an enumeration from its constants' range.
pub fn enum_type(min: i128, max: i128) -> IntTy {
    if min >= 0 {
        if max <= IntTy::UINT.max() {
            IntTy::UINT
        } else {
            IntTy::ULONG
        }
    } else if min >= IntTy::INT.min() && max <= IntTy::INT.max() {
        IntTy::INT
    } else {
        IntTy::LONG
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_conversions() {
        assert_eq!(usual_arith(IntTy::INT, IntTy::UINT), IntTy::UINT);
        assert_eq!(usual_arith(IntTy::UCHAR, IntTy::UCHAR), IntTy::INT);
        assert_eq!(usual_arith(IntTy::LONG, IntTy::UINT), IntTy::LONG);
        assert_eq!(usual_arith(IntTy::ULONG, IntTy::INT), IntTy::ULONG);
        assert_eq!(usual_arith(IntTy::BOOL, IntTy::SHORT), IntTy::INT);
        assert_eq!(usual_arith(IntTy::USHORT, IntTy::UINT), IntTy::UINT);
    }

    #[test]
    fn constant_types() {
        assert_eq!(int_constant_type(2147483647, true, false, false), IntTy::INT);
        assert_eq!(int_constant_type(2147483648, true, false, false), IntTy::LONG);
        assert_eq!(int_constant_type(0x80000000, false, false, false), IntTy::UINT);
        assert_eq!(int_constant_type(0xffffffffffffffff, false, false, false), IntTy::ULONG);
        assert_eq!(int_constant_type(0xffffffffffffffff, true, false, false), IntTy::ULONG);
        assert_eq!(int_constant_type(1, true, true, false), IntTy::UINT);
        assert_eq!(int_constant_type(1, false, false, true), IntTy::LONG);
        assert_eq!(int_constant_type(1 << 32, true, true, false), IntTy::ULONG);
    }

    #[test]
    fn enums() {
        assert_eq!(enum_type(0, 5), IntTy::UINT);
        assert_eq!(enum_type(-1, 5), IntTy::INT);
        assert_eq!(enum_type(0, 1 << 33), IntTy::ULONG);
    }
}
