//! The intermediate representation: a typed goto program per function (CBMC's "goto program").
//!
//! The frontend lowers C into this form and nothing downstream ever sees C syntax again.
//! Architecture invariants:
//! - every expression is pure and fully typed: implicit C conversions (promotions, usual
//!   arithmetic conversions, assignment conversions) are explicit `Cast` nodes, and both operands
//!   of an arithmetic or comparison `Binary` have the same type;
//! - side effects (assignments, calls, nondeterministic inputs) are instructions, evaluated
//!   left to right;
//! - control flow is `Goto` with an instruction index; a loop is a backward goto (CBMC's rule),
//!   and loop ids count backward gotos in instruction order per function (`main.0`, ...).

pub mod build;
pub mod c_print;
pub mod cfloat;
pub mod checks;
pub mod consteval;
pub mod cover;
pub mod loops;
pub mod pragma;
pub mod self_loops;

use crate::bits::mask;
use std::fmt;
use std::sync::Arc;

/// A source file of the program (index into `Program::files`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct FileId(pub u32);

/// A source location: file, 1-based line and 1-based column (0: unknown). The column is
/// that of the preprocessed text, which gcc keeps equal to the source's except after macro
/// expansions on the same line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Loc {
    pub file: FileId,
    pub line: u32,
    pub col: u32,
}

impl Loc {
    /// The location of instructions of ibmc's own models rather than of the program's code
    /// (`argv`'s set-up): a line no source has (not 0, which `#line 0` can give). The checks
    /// (`ir::checks`) and coverage leave such instructions alone.
    pub const MODEL: Loc = Loc { file: FileId(0), line: u32::MAX, col: 0 };

    pub fn is_model(self) -> bool {
        self == Loc::MODEL
    }
}

/// C integer type as it is on x86-64 (LP64). `_Bool` is `bits == 1, boolean`; other widths
/// than 8, 16, 32 and 64 are the types of bit-fields (a 1-bit `unsigned` bit-field is not a
/// `_Bool`: a store keeps the low bit instead of comparing with 0).
///
/// `frac > 0` is CBMC's fixed-point type `__CPROVER_fixedbv[bits][frac]`: a signed integer of
/// its raw bits, worth `raw / 2^frac`. Only the frontend gives it meaning (`frontend/fixed.rs`
/// lowers its conversions, `*` and `/` to integer operations on the raw bits); every later
/// stage sees integers. As in CBMC, its operations are never checked for overflow.
///
/// `enumeration` is 0, or 1 + the index in `Program::enums` of the enumerated type this is
/// (C11 6.7.2.2): an enumeration is compatible with its underlying type (6.7.2.2p4), so
/// equality and hashing ignore it, and the integer promotions and usual arithmetic
/// conversions drop it (`plain`). Only `--enum-range-check` (`ir::checks`) and the printing
/// of conversions (`c_print`) read it.
#[derive(Debug, Clone, Copy)]
pub struct IntTy {
    pub bits: u32,
    pub signed: bool,
    pub boolean: bool,
    pub frac: u8,
    pub enumeration: u32,
}

impl PartialEq for IntTy {
    fn eq(&self, o: &IntTy) -> bool {
        (self.bits, self.signed, self.boolean, self.frac) == (o.bits, o.signed, o.boolean, o.frac)
    }
}

impl Eq for IntTy {}

impl std::hash::Hash for IntTy {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        (self.bits, self.signed, self.boolean, self.frac).hash(h);
    }
}

/// An enumerated type: its tag, the first typedef naming it, and the values of its
/// constants (sorted, distinct), which `--enum-range-check` allows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EnumDef {
    pub tag: Option<String>,
    pub typedef: Option<String>,
    pub values: Vec<i128>,
}

impl EnumDef {
    /// The type's name as a cast writes it (`ABC` for a typedef's, `enum ABC`), as CBMC
    /// prints it; none for an anonymous enumeration no typedef names.
    pub fn c_name(&self) -> Option<String> {
        self.typedef.clone().or_else(|| self.tag.as_ref().map(|t| format!("enum {t}")))
    }
}

impl IntTy {
    pub const BOOL: IntTy = IntTy { boolean: true, ..IntTy::bit_field(1, false) };
    pub const CHAR: IntTy = IntTy::bit_field(8, true);
    pub const UCHAR: IntTy = IntTy::bit_field(8, false);
    pub const SHORT: IntTy = IntTy::bit_field(16, true);
    pub const USHORT: IntTy = IntTy::bit_field(16, false);
    pub const INT: IntTy = IntTy::bit_field(32, true);
    pub const UINT: IntTy = IntTy::bit_field(32, false);
    pub const LONG: IntTy = IntTy::bit_field(64, true);
    pub const ULONG: IntTy = IntTy::bit_field(64, false);

    pub fn is_bool(self) -> bool {
        self.boolean
    }
    /// The underlying type of an enumeration; any other type itself.
    pub fn plain(self) -> IntTy {
        IntTy { enumeration: 0, ..self }
    }
    /// The index in `Program::enums` of the enumeration this type is, if it is one.
    pub fn enum_index(self) -> Option<usize> {
        (self.enumeration as usize).checked_sub(1)
    }
    /// A bit-field's type: `bits` wide, `signed` or not (the standard types are those of
    /// their widths).
    pub const fn bit_field(bits: u32, signed: bool) -> IntTy {
        IntTy { bits, signed, boolean: false, frac: 0, enumeration: 0 }
    }
    /// `__CPROVER_fixedbv[bits][frac]`.
    pub fn fixed(bits: u32, frac: u8) -> IntTy {
        IntTy { bits, signed: true, boolean: false, frac, enumeration: 0 }
    }
    pub fn is_fixed(self) -> bool {
        self.frac > 0
    }
    /// A fixed-point value (of raw bits `raw`, as a signed value) in exact decimal: `raw / 2^frac`
    /// has at most `frac` digits after the point.
    pub fn fixed_decimal(self, raw: i128) -> String {
        let unit = 1i128 << self.frac;
        let (sign, mag) = if raw < 0 { ("-", -raw) } else { ("", raw) };
        let (int, mut rest) = (mag >> self.frac, mag & (unit - 1));
        let mut digits = String::new();
        while rest != 0 {
            rest *= 10;
            digits.push(char::from(b'0' + (rest >> self.frac) as u8));
            rest &= unit - 1;
        }
        if digits.is_empty() {
            format!("{sign}{int}")
        } else {
            format!("{sign}{int}.{digits}")
        }
    }
    /// Smallest value as a two's-complement i128.
    pub fn min(self) -> i128 {
        if self.signed {
            i128::MIN >> (128 - self.bits)
        } else {
            0
        }
    }
    /// Largest value; `i128::MAX` for `unsigned __int128`, whose maximum an `i128` cannot
    /// hold (no check compares with it: nothing converts to it out of range from above).
    pub fn max(self) -> i128 {
        if self.signed {
            (1i128 << (self.bits - 1)) - 1
        } else if self.bits >= 127 {
            i128::MAX
        } else {
            (1i128 << self.bits) - 1
        }
    }
    /// Interprets raw bits (masked to `bits`) as a value of this type.
    pub fn value_of(self, raw: u64) -> i128 {
        self.value_of_wide(u128::from(raw))
    }
    /// `value_of` raw bits of any width up to 128. An `unsigned __int128` above `i128::MAX`
    /// is its bits as an `i128` (negative): `ScalarTy::render` prints it unsigned.
    pub fn value_of_wide(self, raw: u128) -> i128 {
        let raw = raw & crate::term::wide::mask128(self.bits);
        if self.signed && self.bits < 128 && (raw >> (self.bits - 1)) & 1 == 1 {
            raw as i128 - (1i128 << self.bits)
        } else {
            raw as i128
        }
    }
}

impl IntTy {
    /// The C spelling of the type (x86-64 LP64).
    pub fn c_name(self) -> &'static str {
        match (self.bits, self.signed) {
            _ if self.boolean => "_Bool",
            _ if self.is_fixed() => "__CPROVER_fixedbv",
            (8, true) => "signed char",
            (8, false) => "unsigned char",
            (16, true) => "short",
            (16, false) => "unsigned short",
            (32, true) => "int",
            (32, false) => "unsigned int",
            (64, true) => "long",
            (64, false) => "unsigned long",
            (128, true) => "__int128",
            (128, false) => "unsigned __int128",
            _ => "?int",
        }
    }
}

impl fmt::Display for IntTy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.c_name() {
            "__CPROVER_fixedbv" => write!(f, "__CPROVER_fixedbv[{}][{}]", self.bits, self.frac),
            // A bit-field's type, as gcc names it.
            "?int" => {
                write!(f, "{}:{}", if self.signed { "int" } else { "unsigned int" }, self.bits)
            }
            name => f.write_str(name),
        }
    }
}

/// IEEE 754 binary32 (`float`) or binary64 (`double`); values are their raw bits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatTy {
    F32,
    F64,
}

impl FloatTy {
    pub fn bits(self) -> u32 {
        match self {
            FloatTy::F32 => 32,
            FloatTy::F64 => 64,
        }
    }
    pub fn of_bits(bits: u32) -> FloatTy {
        if bits == 32 {
            FloatTy::F32
        } else {
            FloatTy::F64
        }
    }
    pub fn c_name(self) -> &'static str {
        match self {
            FloatTy::F32 => "float",
            FloatTy::F64 => "double",
        }
    }
    /// The value of raw bits as an `f64` (exact for both).
    pub fn to_f64(self, raw: u64) -> f64 {
        crate::bits::float::to_f64(raw & mask(self.bits()), self.bits())
    }
}

/// The type of a scalar value in traces: an integer or a float (raw bits).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ScalarTy {
    Int(IntTy),
    Float(FloatTy),
}

impl ScalarTy {
    pub fn bits(self) -> u32 {
        match self {
            ScalarTy::Int(t) => t.bits,
            ScalarTy::Float(f) => f.bits(),
        }
    }
    /// Raw bits as the trace value: the integer's value, or a float's raw bits.
    pub fn value_of(self, raw: u64) -> i128 {
        self.value_of_wide(u128::from(raw))
    }
    /// `value_of` raw bits of any width up to 128.
    pub fn value_of_wide(self, raw: u128) -> i128 {
        match self {
            ScalarTy::Int(t) => t.value_of_wide(raw),
            ScalarTy::Float(f) => (raw as u64 & mask(f.bits())) as i128,
        }
    }
    /// The value for people: integers in decimal, floats in decimal and C99 hex-float
    /// (`0.1 (0x1.999999999999ap-4)`), which is exact.
    pub fn render(self, value: i128) -> String {
        match self {
            ScalarTy::Int(t) if t.is_fixed() => format!("{} (raw {value})", t.fixed_decimal(value)),
            ScalarTy::Int(t) if !t.signed && t.bits > 64 => (value as u128).to_string(),
            ScalarTy::Int(_) => value.to_string(),
            ScalarTy::Float(f) => {
                let x = f.to_f64(value as u64);
                // Shortest round-trip decimal; scientific notation for very large or small.
                let sci = x.is_finite() && x != 0.0 && !(1e-5..1e16).contains(&x.abs());
                let dec = match (f == FloatTy::F32, sci) {
                    (true, true) => format!("{:e}", x as f32),
                    (true, false) => format!("{}", x as f32),
                    (false, true) => format!("{x:e}"),
                    (false, false) => format!("{x}"),
                };
                format!("{dec} ({})", hex_float(value as u64, f))
            }
        }
    }
}

impl fmt::Display for ScalarTy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScalarTy::Int(t) => write!(f, "{t}"),
            ScalarTy::Float(t) => f.write_str(t.c_name()),
        }
    }
}

/// The shortest decimal text that reads back (in `ty`, correctly rounded, as `strtof`/
/// `strtod` and Rust's parsers do) as the same float: `500.0`, `0.1`, `1e-45`, `-0.0`,
/// `inf`, `-inf`, `nan` (a NaN's payload is lost: `float_bits` keeps it).
pub fn float_decimal(raw: u64, ty: FloatTy) -> String {
    let raw = raw & mask(ty.bits());
    let negative = (raw >> (ty.bits() - 1)) & 1 == 1;
    let text = match ty {
        // Rust's `{:?}` is shortest round-trip with a `.0` on whole numbers and exponent
        // notation outside 1e-5..1e16, for each width.
        FloatTy::F32 => format!("{:?}", f32::from_bits(raw as u32)),
        FloatTy::F64 => format!("{:?}", f64::from_bits(raw)),
    };
    if text == "NaN" {
        return if negative { "-nan".into() } else { "nan".into() };
    }
    text
}

/// A float's raw IEEE bits in hex, all digits (`0x43fa0000`): exact, NaN payloads included.
pub fn float_bits(raw: u64, ty: FloatTy) -> String {
    format!("0x{:0w$x}", raw & mask(ty.bits()), w = ty.bits() as usize / 4)
}

/// C99 hex-float text of raw float bits (`%a` style: `0x1.8p+1`, `-0x0p+0`, `0x1p-149`),
/// `inf`/`nan` for the specials. Exact: reading it back gives the same bits (NaN payloads
/// aside).
pub fn hex_float(raw: u64, ty: FloatTy) -> String {
    let (e, m) = crate::bits::float::params(ty.bits());
    let raw = raw & mask(ty.bits());
    let sign = if (raw >> (e + m)) & 1 == 1 { "-" } else { "" };
    let ef = (raw >> m) & mask(e);
    let frac = raw & mask(m);
    let bias = (1i64 << (e - 1)) - 1;
    if ef == mask(e) {
        return if frac == 0 { format!("{sign}inf") } else { format!("{sign}nan") };
    }
    if ef == 0 && frac == 0 {
        return format!("{sign}0x0p+0");
    }
    // Normalize to 1.xxx with the fraction left-aligned on hex digits.
    let (mut lead, mut frac, mut exp) = (1u64, frac, ef as i64 - bias);
    if ef == 0 {
        // Subnormal: shift the leading one into the hidden position.
        exp = 1 - bias;
        while (frac >> m) & 1 == 0 {
            frac <<= 1;
            exp -= 1;
        }
        frac &= mask(m);
        lead = 1;
    }
    let digits = m.div_ceil(4);
    let aligned = frac << (digits * 4 - m);
    let mut hex = format!("{aligned:0width$x}", width = digits as usize);
    while hex.ends_with('0') {
        hex.pop();
    }
    let dot = if hex.is_empty() { String::new() } else { format!(".{hex}") };
    let es = if exp >= 0 { format!("+{exp}") } else { exp.to_string() };
    format!("{sign}0x{lead}{dot}p{es}")
}

/// Object types the IR can hold. Grows with the data model (structs, pointers, floats).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Type {
    Void,
    Int(IntTy),
    Float(FloatTy),
    /// Fixed-size array: element type and element count.
    Array(Box<Type>, u64),
    /// A data pointer (64 bits); `Void` for `void *`. Its value is `object << 32 | offset`
    /// (see `symex/pointer.rs`); 0 is the null pointer.
    Pointer(Box<Type>),
    /// A function type: only ever pointed to (`Pointer(Function(..))` is a function pointer).
    Function(Arc<FnSig>),
    /// A complete struct type with its x86-64 layout (computed by `frontend::layout`).
    /// Member `k` is reached like an array element, with the constant index `k`.
    Struct(Arc<StructDef>),
    /// A struct or union that was incomplete where a pointer to it was formed (`struct node
    /// *next` inside `struct node`, which would make the type infinite): only ever pointed
    /// to. The frontend converts such a pointer to one to the completed type before any
    /// dereference or arithmetic, so no later stage sees this as an object's type.
    Opaque(Arc<str>),
}

/// Source of the arbitrary value a read through a null, dangling or out-of-object pointer
/// gives (and the result of a call through an invalid function pointer): engines treat a
/// violation that depends on it as not modelled (INCONCLUSIVE), never as a verdict.
pub const INVALID_DEREF: &str = "<invalid dereference>";

/// Function pointers are `void *` values `(FUNCTION_OBJECTS + link) << 32`: object numbers no
/// variable slot reaches.
pub const FUNCTION_OBJECTS: u64 = 0x8000_0000;

/// Label addresses (gcc's `&&label`) are `void *` values `LABEL_OBJECTS << 32 | n`, n >= 1
/// one number per label: an object number above every function's.
pub const LABEL_OBJECTS: u64 = 0xc000_0000;

/// The signature a function pointer calls with.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FnSig {
    pub ret: Type,
    pub params: Vec<Type>,
    /// Declared without a prototype (`void (*f)()`): calls through it may target functions
    /// with any parameters (the arguments are promoted, not converted).
    pub unprototyped: bool,
}

/// A struct's members and layout (x86-64 LP64, as gcc lays it out).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct StructDef {
    /// `struct tag` as written (`struct <anonymous>` without a tag).
    pub name: String,
    pub fields: Vec<FieldDef>,
    pub size: u64,
    pub align: u64,
    /// A `union`: every member at offset 0; its value is held as bytes (`symex/union.rs`).
    pub is_union: bool,
    /// The last member is a flexible array member (`T a[];`), of length 0 in the struct's
    /// own definition. An object with elements there (a static initializer's, an allocation's
    /// bytes beyond `sizeof`) has its own copy of the definition with the member's length
    /// (`with_flexible_len`), whose `size` is the object's; `sizeof` counts none of them
    /// (`c_size`).
    pub flexible: bool,
    /// A union with gcc's `transparent_union` attribute: a parameter of its type takes an
    /// argument of any member's type, passed as that member (`Lower::transparent_argument`).
    pub transparent: bool,
    /// A GNU vector type (`int __attribute__((vector_size(16)))`, `frontend/vector.rs`): one
    /// unnamed member, the array of its elements, and the vector's size as its alignment.
    /// Only the frontend (its operators) and the replay harness (its C spelling, which
    /// gcc passes in vector registers) tell it from a struct.
    pub vector: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FieldDef {
    pub name: String,
    pub ty: Type,
    /// Byte offset from the start of the struct.
    pub offset: u64,
    /// A bit-field: its first bit's position (0..8, from the least significant) in the byte at
    /// `offset`; its width is its type's (`IntTy::bit_field`).
    pub bit: Option<u32>,
}

impl FieldDef {
    /// The bytes the member spans from `offset`: a bit-field's storage bytes, else its size.
    pub fn byte_len(&self) -> u64 {
        match (self.bit, &self.ty) {
            (Some(bit), Type::Int(t)) => u64::from(bit + t.bits).div_ceil(8),
            _ => self.ty.size().unwrap_or(0),
        }
    }
}

impl StructDef {
    pub fn field(&self, name: &str) -> Option<usize> {
        self.fields.iter().position(|f| f.name == name)
    }
    /// Whether two structs have one layout: the same size, and members at the same offsets
    /// that `member` accepts pairwise.
    pub fn same_layout(
        &self,
        other: &StructDef,
        member: impl Fn(&FieldDef, &FieldDef) -> bool,
    ) -> bool {
        self.size == other.size
            && self.fields.len() == other.fields.len()
            && self
                .fields
                .iter()
                .zip(&other.fields)
                .all(|(f, g)| f.offset == g.offset && member(f, g))
    }
    /// C's `sizeof`: the size without the flexible array member's elements.
    pub fn c_size(&self) -> u64 {
        match (self.flexible, self.fields.last()) {
            (true, Some(f)) => f.offset.div_ceil(self.align.max(1)) * self.align.max(1),
            _ => self.size,
        }
    }
    /// The flexible array member's element type and its offset.
    pub fn flexible_member(&self) -> Option<(&Type, u64)> {
        match (self.flexible, self.fields.last()) {
            (true, Some(FieldDef { ty: Type::Array(e, _), offset, .. })) => Some((e, *offset)),
            _ => None,
        }
    }
    /// This struct with `n` elements in its flexible array member: the type of an object that
    /// has them; `None` without such a member.
    pub fn with_flexible_len(&self, n: u64) -> Option<StructDef> {
        let (elem, offset) = self.flexible_member()?;
        let end = offset.checked_add(elem.size()?.checked_mul(n)?)?;
        let mut def = self.clone();
        // The object ends with the member's last element (gcc adds the elements' bytes to
        // `sizeof`, but bytes past the last element are no element of the member, and any
        // access there is outside it).
        def.size = end.max(self.c_size());
        let last = def.fields.last_mut().expect("a flexible member");
        last.ty = Type::Array(Box::new(elem.clone()), n);
        Some(def)
    }
}

impl Type {
    pub fn int(self: &Type) -> Option<IntTy> {
        match self {
            Type::Int(t) => Some(*t),
            _ => None,
        }
    }
    /// The bit-vector type of a scalar word: an integer, or a pointer as `unsigned long`.
    pub fn word(&self) -> Option<IntTy> {
        match self {
            Type::Int(t) => Some(*t),
            Type::Pointer(_) => Some(IntTy::ULONG),
            _ => None,
        }
    }
    /// The integer type; panics on non-integers (the frontend guarantees where it is called).
    pub fn as_int(&self) -> IntTy {
        self.int().unwrap_or_else(|| panic!("expected an integer type, got {self:?}"))
    }
    pub fn float(&self) -> Option<FloatTy> {
        match self {
            Type::Float(t) => Some(*t),
            _ => None,
        }
    }
    /// Integer or float.
    pub fn scalar(&self) -> Option<ScalarTy> {
        match self {
            Type::Int(t) => Some(ScalarTy::Int(*t)),
            Type::Float(t) => Some(ScalarTy::Float(*t)),
            _ => None,
        }
    }
    /// A GNU vector type's element type and element count.
    pub fn vector(&self) -> Option<(&Type, u64)> {
        match self {
            Type::Struct(d) if d.vector => match d.fields.first().map(|f| &f.ty) {
                Some(Type::Array(e, n)) => Some((e, *n)),
                _ => None,
            },
            _ => None,
        }
    }
    /// The type of component `k` of an aggregate (an array's element whatever `k` is; a
    /// struct's member `k`, for a constant `k`).
    pub fn component(&self, k: Option<u64>) -> Option<&Type> {
        match self {
            Type::Array(e, _) => Some(e),
            Type::Struct(s) => s.fields.get(k? as usize).map(|f| &f.ty),
            _ => None,
        }
    }

    /// Whether a value of this type holds a pointer (itself, an element or a member).
    pub fn holds_pointer(&self) -> bool {
        match self {
            Type::Pointer(_) | Type::Function(_) | Type::Opaque(_) => true,
            Type::Array(elem, _) => elem.holds_pointer(),
            Type::Struct(def) => def.fields.iter().any(|f| f.ty.holds_pointer()),
            Type::Void | Type::Int(_) | Type::Float(_) => false,
        }
    }

    /// `sizeof` in bytes (x86-64 LP64; `_Bool` is one byte); `None` for `void`.
    pub fn size(&self) -> Option<u64> {
        match self {
            Type::Void | Type::Function(_) | Type::Opaque(_) => None,
            Type::Int(i) => Some(u64::from(i.bits.max(8).next_power_of_two() / 8)),
            Type::Float(f) => Some(u64::from(f.bits() / 8)),
            Type::Array(e, n) => e.size()?.checked_mul(*n),
            Type::Struct(s) => Some(s.size),
            Type::Pointer(_) => Some(8),
        }
    }
    /// Number of components of an aggregate (elements or members).
    pub fn components(&self) -> Option<u64> {
        match self {
            Type::Array(_, n) => Some(*n),
            Type::Struct(s) => Some(s.fields.len() as u64),
            _ => None,
        }
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Void => f.write_str("void"),
            Type::Int(t) => write!(f, "{t}"),
            Type::Float(t) => f.write_str(t.c_name()),
            Type::Array(e, n) => write!(f, "{e}[{n}]"),
            Type::Struct(s) => f.write_str(&s.name),
            Type::Pointer(t) => write!(f, "{t} *"),
            Type::Function(s) => write!(f, "{}(...)", s.ret),
            Type::Opaque(name) => f.write_str(name),
        }
    }
}

/// A variable: a global of the program or a local (parameter, declared local, temporary) of
/// the function that refers to it. Locals are per call instance at symbolic-execution time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Var {
    Global(u32),
    Local(u32),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncId(pub u32);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PropId(pub u32);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UnOp {
    /// Two's-complement negation (wraps).
    Neg,
    /// Bitwise complement.
    BitNot,
    /// `!e`: result is `int` 0 or 1.
    LogNot,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    /// Truncating division; signedness from the operand type. Division by zero is undefined
    /// in C; the IR gives it SMT-LIB meaning (unsigned: all ones; remainder: the dividend).
    Div,
    Rem,
    /// Shifts take both operands at the (promoted) left type; the count is used modulo the
    /// width as on x86-64 (C leaves larger counts undefined).
    Shl,
    /// Arithmetic for signed, logical for unsigned operand type.
    Shr,
    BitAnd,
    BitOr,
    BitXor,
    /// Comparisons: operands of one type, result `int` 0 or 1.
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    /// Logical and/or of operands with no side effects: result `int` 0 or 1. Operands with
    /// side effects are lowered to control flow instead.
    LogAnd,
    LogOr,
}

impl BinOp {
    /// The comparison that holds exactly when this one does not (`<` gives `>=`).
    pub fn negated_comparison(self) -> Option<BinOp> {
        match self {
            BinOp::Eq => Some(BinOp::Ne),
            BinOp::Ne => Some(BinOp::Eq),
            BinOp::Lt => Some(BinOp::Ge),
            BinOp::Ge => Some(BinOp::Lt),
            BinOp::Gt => Some(BinOp::Le),
            BinOp::Le => Some(BinOp::Gt),
            _ => None,
        }
    }
    pub fn is_comparison(self) -> bool {
        matches!(self, BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Expr {
    pub kind: ExprKind,
    pub ty: Type,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum ExprKind {
    /// Raw bits of an integer constant, masked to the type's width.
    Const(u64),
    /// The current value of a variable (scalar or whole array).
    Var(Var),
    /// Element of an array-typed expression (a `Var` or another `Index`), or member `k` of a
    /// struct-typed one (the index is then the constant `k`).
    Index(Box<Expr>, Box<Expr>),
    Unary(UnOp, Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// Conversion of the operand to `self.ty` (C rules: to `_Bool` is `!= 0`; narrowing keeps
    /// the low bits; widening extends by the source's signedness).
    Cast(Box<Expr>),
    /// `c ? a : b` with pure operands; `c` is an integer, nonzero means true.
    Ite(Box<Expr>, Box<Expr>, Box<Expr>),
    /// The address of a place (type `Pointer`).
    AddrOf(Box<Place>),
    /// The object a pointer points to (`*p`, `p->f` is `Index(Deref(p), k)`).
    Deref(Box<Expr>),
    /// Pointer plus a byte offset (a `long`): C's `p + i` is `PtrAdd(p, i * sizeof *p)`.
    PtrAdd(Box<Expr>, Box<Expr>),
    /// `int` 1 when the pointer points to `n` bytes inside a live object, else 0
    /// (`--pointer-check`).
    ValidPtr(Box<Expr>, u64),
    /// A `math.h` function or classification macro with IEEE semantics (`term/float.rs`).
    Math(MathFn, Vec<Expr>),
    /// What the memory model knows about a pointer (CBMC's pointer primitives).
    PtrQuery(PtrQuery, Box<Expr>),
}

/// Pointer primitives (`__CPROVER_POINTER_OBJECT`, `free`'s precondition, ...).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PtrQuery {
    /// The object number (0: null), of the expression's integer type.
    Object,
    /// The byte offset in the object (signed), of the expression's integer type.
    Offset,
    /// `int` 1 when `free` may be given the pointer: null, or the start of a live object made
    /// by `malloc`/`calloc`/`realloc`.
    FreeOk,
    /// `int` 1 when the pointer points into an object made by `malloc`/`calloc`/`realloc`.
    Dynamic,
    /// The size in bytes of the object the pointer points into (`__CPROVER_OBJECT_SIZE`),
    /// of the expression's integer type; for a null or invalid pointer an unmodelled value.
    Size,
}

/// The `math.h` operations modelled exactly: arguments and result at the float type of the
/// expression, except the classifications, whose result is `int` 0/1 of a float argument.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MathFn {
    Fabs,
    Sqrt,
    Floor,
    Ceil,
    Trunc,
    Round,
    Fmin,
    Fmax,
    Copysign,
    /// C's `fmod`: exact remainder with the sign of the first operand.
    Fmod,
    IsNan,
    IsInf,
    IsFinite,
    SignBit,
}

impl MathFn {
    /// Result is an `int` 0/1.
    pub fn is_classification(self) -> bool {
        matches!(self, MathFn::IsNan | MathFn::IsInf | MathFn::IsFinite | MathFn::SignBit)
    }
}

impl Expr {
    /// The value of a constant expression (a member index, a constant array index).
    pub fn as_const(&self) -> Option<u64> {
        match self.kind {
            ExprKind::Const(v) => Some(v),
            _ => None,
        }
    }
    /// The constant `value` (wrapped into `ty`). A type wider than 64 bits (`__int128`) holds
    /// a `Const` only for values in 0..2^64 (raw bits zero-extended); any other value is the
    /// expression `(ty)(long)hi << 64 | lo` (or `(ty)(long)v`), which symbolic execution
    /// folds into one term: the IR's constants stay `u64`.
    ///
    /// For an enumeration `ty`, a constant of its underlying type: a
    /// constant of an enumerated type is a conversion (`build::cast` folds `(ABC)10`), which
    /// `--enum-range-check` checks; none is made for the zero of `e != 0` and the like.
    pub fn constant(ty: IntTy, value: i128) -> Expr {
        let ty = ty.plain();
        if ty.bits <= 64 {
            return Expr {
                kind: ExprKind::Const((value as u64) & mask(ty.bits)),
                ty: Type::Int(ty),
            };
        }
        let raw = value as u128 & crate::term::wide::mask128(ty.bits);
        if let Ok(v) = u64::try_from(raw) {
            return Expr { kind: ExprKind::Const(v), ty: Type::Int(ty) };
        }
        let wide =
            |e: Expr, to: IntTy| Expr { kind: ExprKind::Cast(Box::new(e)), ty: Type::Int(to) };
        // The value as a 128-bit pattern: sign-extended from a `long`, or built in the
        // unsigned type of the width (no signed shift for the checks to flag).
        let signed = crate::term::wide::sign_extend128(raw, ty.bits) as i128;
        if let Ok(v) = i64::try_from(signed) {
            return wide(Expr::constant(IntTy::LONG, i128::from(v)), ty);
        }
        let u = IntTy { signed: false, ..ty };
        let hi = wide(Expr::constant(IntTy::ULONG, (raw >> 64) as i128), u);
        let bin = |op, a: Expr, b: Expr| Expr {
            kind: ExprKind::Binary(op, Box::new(a), Box::new(b)),
            ty: Type::Int(u),
        };
        let shifted = bin(BinOp::Shl, hi, Expr::constant(u, 64));
        let pattern = bin(BinOp::BitOr, shifted, Expr::constant(u, i128::from(raw as u64)));
        if ty.signed {
            wide(pattern, ty)
        } else {
            pattern
        }
    }
    pub fn var(v: Var, ty: Type) -> Expr {
        Expr { kind: ExprKind::Var(v), ty }
    }
}

/// Something an assignment can write.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Place {
    Var(Var),
    /// Element `index` of the array place, or member `index` (a constant) of the struct place.
    Index(Box<Place>, Expr),
    /// The object a pointer-typed expression points to (`*p`).
    Deref(Expr),
}

impl Place {
    /// The variable the place is part of; `None` when it is reached through a pointer.
    pub fn root(&self) -> Option<Var> {
        match self {
            Place::Var(v) => Some(*v),
            Place::Index(p, _) => p.root(),
            Place::Deref(_) => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Instr {
    pub kind: InstrKind,
    pub loc: Loc,
}

#[derive(Debug, Clone, PartialEq)]
pub enum InstrKind {
    Assign(Place, Expr),
    /// A fresh nondeterministic value of the place's type: `__VERIFIER_nondet_int()`, an
    /// undefined function's result, ... `source` names where it came from (for traces).
    Nondet {
        place: Place,
        source: String,
    },
    /// Executions where the condition is false are discarded.
    Assume(Expr),
    /// Reaching this with the condition false violates the property.
    Assert(Expr, PropId),
    /// A coverage goal (`--cover`): reaching this with the condition true covers it. Unlike
    /// `Assert`, it has no effect on the execution (nothing is assumed after it).
    Cover(Expr, PropId),
    /// Jump to instruction `target` when `cond` (nonzero) holds, or always when `None`.
    Goto(Option<Expr>, usize),
    /// Call of a function with a body (inlined by symbolic execution). Arguments are already
    /// converted to the parameter types; `ret` receives the converted return value.
    Call {
        ret: Option<Place>,
        func: FuncId,
        args: Vec<Expr>,
    },
    /// Leave the function, with the value converted to its return type.
    Return(Option<Expr>),
    /// A local comes into scope: its value is indeterminate until assigned.
    Decl(Var),
    /// A local leaves scope.
    Dead(Var),
    /// `exit()`, `abort()`: the execution ends here, without violation.
    Stop,
    /// `place = malloc(size)` and its kin: a fresh object of `size` bytes (a `long`) holding
    /// elements of type `elem` (the type the program's conversion of the result names,
    /// else `char`); `place` receives the pointer to its first byte.
    Alloc {
        place: Place,
        elem: Type,
        size: Expr,
        kind: AllocKind,
    },
    /// `free(p)`: the dynamic object `p` points to is no longer live (null: nothing).
    Free(Expr),
    /// The whole object the pointer points into gets arbitrary contents (what a function
    /// without a body may write through its pointer arguments; `__CPROVER_havoc_object`).
    Havoc(Expr),
    /// One of CBMC's array primitives on the object `dest` points into (`symex::array_ops`).
    ArrayOp(ArrayOp),
    Skip,
}

/// CBMC's `__CPROVER_array_set/copy/replace/equal` and `__CPROVER_havoc_slice` of a length
/// known only at run time. Each works on the array from where `dest` points to the end of its
/// object, of elements of `dest`'s pointee type (innermost scalar of an array type), or of the
/// object's own element type when `dest` is a `void *`; `src`/`other` are read as arrays of the
/// same elements from where they point.
#[derive(Debug, Clone, PartialEq)]
pub struct ArrayOp {
    pub dest: Expr,
    pub kind: ArrayOpKind,
}

#[derive(Debug, Clone, PartialEq)]
pub enum ArrayOpKind {
    /// Every element gets the value (converted to the element type).
    Set(Expr),
    /// `memset` of a length known only at run time: the first `n` elements get the value.
    Fill(Expr, Expr),
    /// `memcpy`/`memmove`/`strcpy` of a length known only at run time: the first `n` elements
    /// get `src`'s (all read before any is written, so overlapping moves are right).
    CopyN(Expr, Expr),
    /// `strlen`: `len` (an `unsigned long`) gets the index of the first null element, and
    /// `terminated` (an `int`) whether there is one before the object's end (where there is
    /// not, `len` is an unmodelled value: the read runs past the object).
    StrLen { len: Place, terminated: Place },
    /// The elements get `src`'s; those beyond `src`'s object get arbitrary values (CBMC's
    /// byte extract beyond an object).
    Copy(Expr),
    /// As many elements as `src`'s array has get `src`'s; the others are unchanged.
    Replace(Expr),
    /// `place` (an `int`) gets 1 when both arrays have the same element type and length and
    /// the same bits in every element.
    Equal(Expr, Place),
    /// The first `n` bytes get arbitrary values.
    HavocSlice(Expr),
    /// `strcmp`, `strncmp`, `memcmp` (`symex::string_ops`): `result` (an `int`) gets the
    /// difference of the first differing elements (`unsigned char`s) of `dest`'s array and
    /// `other`'s among the first `n` (all when `None`), stopping after a null element when
    /// `strings`, else 0; `within` (an `int`) whether every element the comparison reads lies
    /// inside both objects (where not, `result` is an unmodelled value).
    Compare(Box<StrCompare>),
    /// `strchr`, `strrchr`, `memchr` (`symex::string_ops`): `found` (an `int`) whether an
    /// element equal to `c` (an `unsigned char`) lies among the first `n` elements (when `n`
    /// is given) or in the string up to and including its null (when not), and `index` (an
    /// `unsigned long`) the first such element's index (`last`: the last one's); `within` (an
    /// `int`) whether every element the search reads lies inside the object.
    Search(Box<StrSearch>),
}

/// The operands and results of [`ArrayOpKind::Compare`].
#[derive(Debug, Clone, PartialEq)]
pub struct StrCompare {
    pub other: Expr,
    pub n: Option<Expr>,
    pub strings: bool,
    pub result: Place,
    pub within: Place,
}

/// The operands and results of [`ArrayOpKind::Search`].
#[derive(Debug, Clone, PartialEq)]
pub struct StrSearch {
    pub c: Expr,
    pub n: Option<Expr>,
    pub last: bool,
    pub index: Place,
    pub found: Place,
    pub within: Place,
}

impl ArrayOp {
    /// The expressions the operation reads (the pointers, the value, the length).
    pub fn operands(&self) -> Vec<&Expr> {
        let mut out = vec![&self.dest];
        match &self.kind {
            ArrayOpKind::Set(e)
            | ArrayOpKind::Copy(e)
            | ArrayOpKind::Replace(e)
            | ArrayOpKind::HavocSlice(e)
            | ArrayOpKind::Equal(e, _) => out.push(e),
            ArrayOpKind::Fill(a, b) | ArrayOpKind::CopyN(a, b) => out.extend([a, b]),
            ArrayOpKind::StrLen { .. } => {}
            ArrayOpKind::Compare(c) => out.extend(std::iter::once(&c.other).chain(&c.n)),
            ArrayOpKind::Search(s) => out.extend(std::iter::once(&s.c).chain(&s.n)),
        }
        out
    }

    /// The places the operation assigns besides the array (results).
    pub fn results(&self) -> Vec<&Place> {
        match &self.kind {
            ArrayOpKind::Equal(_, p) => vec![p],
            ArrayOpKind::StrLen { len, terminated } => vec![len, terminated],
            ArrayOpKind::Compare(c) => vec![&c.result, &c.within],
            ArrayOpKind::Search(s) => vec![&s.index, &s.found, &s.within],
            _ => Vec::new(),
        }
    }

    /// Whether the operation writes the array (`Equal`, `StrLen`, `Compare` and `Search` only
    /// read it).
    pub fn writes_array(&self) -> bool {
        !matches!(
            self.kind,
            ArrayOpKind::Equal(..)
                | ArrayOpKind::StrLen { .. }
                | ArrayOpKind::Compare(_)
                | ArrayOpKind::Search(_)
        )
    }
}

/// How an [`InstrKind::Alloc`] object is made and ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AllocKind {
    /// `malloc`, `realloc`'s new object: arbitrary contents, ended by `free`.
    Malloc,
    /// `calloc`: zeroed, ended by `free`.
    Calloc,
    /// `alloca`, `__builtin_alloca`, variable-length arrays: arbitrary contents, not `free`d.
    Stack,
}

#[derive(Debug, Clone)]
pub struct LocalInfo {
    pub name: String,
    pub ty: Type,
    /// Compiler-made temporaries are not shown in traces.
    pub is_temp: bool,
}

#[derive(Debug, Clone)]
pub struct Function {
    pub name: String,
    pub loc: Loc,
    pub ret: Type,
    /// Parameters are the first `params` locals, in order.
    pub params: u32,
    pub locals: Vec<LocalInfo>,
    /// `None` for a declared function without a body: a call returns a nondeterministic value
    /// and has no other effect (CBMC's convention).
    pub body: Option<Vec<Instr>>,
}

#[derive(Debug, Clone)]
pub struct GlobalInfo {
    pub name: String,
    pub ty: Type,
    pub loc: Loc,
    /// Declared `const` (the object, not a pointee): never written after its initializer,
    /// so writes through pointers cannot change it (that would be undefined).
    pub read_only: bool,
    /// Declared `extern` and defined in no input file: its initial value is an input (as
    /// CBMC has it), not zero.
    pub input: bool,
}

/// CBMC's coverage criteria (`--cover` takes a comma-separated list of their names).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Criterion {
    Location,
    Branch,
    Decision,
    Condition,
    Mcdc,
    Assertion,
    Cover,
    /// CBMC's `assume`: can each assumption be reached, and passed?
    Assume,
}

impl Criterion {
    pub const ALL: [(&'static str, Criterion); 8] = [
        ("location", Criterion::Location),
        ("branch", Criterion::Branch),
        ("decision", Criterion::Decision),
        ("condition", Criterion::Condition),
        ("mcdc", Criterion::Mcdc),
        ("assertion", Criterion::Assertion),
        ("cover", Criterion::Cover),
        ("assume", Criterion::Assume),
    ];
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PropKind {
    /// `assert`, `__VERIFIER_assert`, `__assert_fail`.
    Assertion,
    /// A call of `reach_error()` or `__VERIFIER_error()`.
    ErrorCall,
    /// A label named with `--error-label` is reached (CBMC's option).
    ErrorLabel,
    /// An inner loop needed more unwindings than `--unwind` allows: the result is
    /// inconclusive (the bound was too small, no bug of the program).
    Unwinding,
    /// The same with `--unwinding-assertions`: a property like the others (CBMC's semantics,
    /// FAILED when the bound is too small).
    UnwindingAssertion,
    /// A runtime check added by `ir::checks` (`--signed-overflow-check`, ...).
    Check(CheckKind),
    /// A coverage goal of this criterion, added by `ir::cover` (`--cover`): "violated"
    /// means covered.
    Cover(Criterion),
}

/// The runtime checks, each switched on by its CBMC-named flag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CheckKind {
    /// Signed arithmetic whose result does not fit its type (`+ - * / << -x`).
    SignedOverflow,
    /// Unsigned arithmetic that wraps (`+ - * -x`).
    UnsignedOverflow,
    /// `/` or `%` by zero.
    DivByZero,
    /// Shift distance negative or not less than the width; left shift of a negative value.
    Shift,
    /// Integer conversion to a type that cannot represent the value.
    Conversion,
    /// Array index out of bounds.
    ArrayBounds,
    /// A float converted to an integer type that cannot represent its truncated value
    /// (`--conversion-check`; undefined in C, unlike integer conversions).
    FloatToInt,
    /// A float operation whose result is NaN (`--nan-check`).
    FloatNan,
    /// A float operation with finite operands whose result is infinite
    /// (`--float-overflow-check`).
    FloatOverflow,
    /// Dereference of a null, dangling or out-of-object pointer.
    Pointer,
    /// A float division by zero (`--float-div-by-zero-check`).
    FloatDivByZero,
    /// A dynamic object not freed when the entry function returns (`--memory-leak-check`).
    MemoryLeak,
    /// A pointer primitive given an invalid pointer (`--pointer-primitive-check`).
    PointerPrimitive,
    /// `__builtin_clz`/`ctz` of zero, undefined in gcc (`--bounds-check`, CBMC's
    /// `bit_count`; the frontend adds it, `Lower::bit_count_builtin`).
    BitCount,
    /// Pointers into different objects subtracted or ordered (`p - q`, `p < q`; undefined in
    /// C11 6.5.6p9, 6.5.8p5): CBMC's "same object violation" (`--pointer-check`).
    SameObject,
    /// A pointer subtracted or ordered that is null, dangling, or neither into nor one past
    /// the end of its object: CBMC's "pointer relation" checks (`--pointer-check`).
    PointerRelation,
    /// A value of an enumerated type that is none of its constants (`--enum-range-check`).
    EnumRange,
}

impl CheckKind {
    /// The property class in ids (`main.overflow.1`), as CBMC names it.
    pub fn class(self) -> &'static str {
        match self {
            CheckKind::SignedOverflow
            | CheckKind::UnsignedOverflow
            | CheckKind::Conversion
            | CheckKind::FloatToInt => "overflow",
            CheckKind::DivByZero => "division-by-zero",
            CheckKind::Shift => "undefined-shift",
            CheckKind::ArrayBounds => "array_bounds",
            CheckKind::FloatNan => "NaN",
            CheckKind::FloatOverflow => "overflow",
            CheckKind::FloatDivByZero => "float-division-by-zero",
            CheckKind::MemoryLeak => "memory-leak",
            CheckKind::Pointer => "pointer_dereference",
            CheckKind::PointerPrimitive => "pointer_primitives",
            CheckKind::BitCount => "bit_count",
            CheckKind::SameObject => "pointer",
            CheckKind::PointerRelation => "pointer_arithmetic",
            CheckKind::EnumRange => "enum-range-check",
        }
    }
}

impl PropKind {
    /// The property class in ids: `assertion`, `unwind`, `overflow`, ...
    pub fn class(self) -> &'static str {
        match self {
            PropKind::Assertion | PropKind::ErrorCall => "assertion",
            PropKind::ErrorLabel => "error_label",
            PropKind::Unwinding | PropKind::UnwindingAssertion => "unwind",
            PropKind::Check(c) => c.class(),
            PropKind::Cover(_) => "coverage",
        }
    }
}

#[derive(Debug, Clone)]
pub struct Property {
    /// Stable CBMC-style id, e.g. `main.assertion.1`.
    pub id: String,
    pub kind: PropKind,
    pub loc: Loc,
    pub function: String,
    /// Human description, e.g. the assertion's source text.
    pub description: String,
    /// Checked in this run (`--property`, `--property-file` select); a disabled property's
    /// assertions are no-ops, as in CBMC (`select_properties`), or assumptions where an
    /// engine splits the properties among runs (`engine::groups::restricted`): see `removed`.
    pub enabled: bool,
    /// Its assertions were removed from the program (`select_properties` made them `Skip`):
    /// neither checked nor assumed, so an execution goes on past a violation of it. A trace
    /// records the removed properties of the program it was found in (`Trace::removed`), and
    /// `--validate`'s compiled run goes on past their violations as well.
    pub removed: bool,
}

/// A whole program after linking all input files.
#[derive(Debug, Clone, Default)]
pub struct Program {
    pub files: Vec<String>,
    pub globals: Vec<GlobalInfo>,
    /// Runs first, after every global is set to zero: the non-zero global initializers.
    pub global_init: Vec<Instr>,
    pub functions: Vec<Function>,
    pub properties: Vec<Property>,
    /// The `int` global holding the current rounding mode (glibc's `FE_*` value), when the
    /// program calls `fesetround`/`fegetround`; float operations round in its mode. `None`:
    /// always to nearest, ties to even.
    pub rounding_mode: Option<Var>,
    /// CBMC's `#pragma CPROVER check ...` lines, which switch checks per statement.
    pub check_pragmas: Vec<pragma::CheckPragma>,
    /// Per function-pointer parameter of the entry function (by index): the values a harness
    /// gives it, the functions of a compatible type whose address the program takes (CBMC's
    /// candidates); none listed: any value.
    pub entry_function_pointers: Vec<(u32, Vec<u64>)>,
    /// The objects the entry function's pointer parameters point to (CBMC's nondet object
    /// trees for `--function f`; `frontend::entry_objects`).
    pub entry_objects: EntryObjects,
    /// The declarations of local variables without an initializer (`int x;`), whose values
    /// are inputs until assigned: `--validate` gives them the trace's values in the compiled
    /// run (`validate::uninit`). A `Decl` of one records its execution (`symex`).
    pub uninit_decls: Vec<UninitDecl>,
    /// CBMC's uninterpreted functions (`__CPROVER_uninterpreted_*`, `frontend/uninterpreted.rs`):
    /// each one's name, which is the source of its results' `Nondet`s, and the globals its
    /// calls store their arguments in, in parameter order.
    pub uninterpreted: Vec<(String, Vec<u32>)>,
    /// The enumerated types, which `IntTy::enumeration` refers to.
    pub enums: Vec<EnumDef>,
}

/// The objects for the pointers among the entry function's parameters: globals with
/// arbitrary initial values, and the assumptions that tie each pointer to its object or NULL,
/// which symex assumes before the entry function's first instruction.
#[derive(Debug, Clone, Default)]
pub struct EntryObjects {
    /// The objects (globals), in the order they were made (`tmp`, `tmp$1`, ...).
    pub objects: Vec<u32>,
    /// `Assume` and `Assign` instructions over the entry function's parameters and the
    /// objects.
    pub setup: Vec<Instr>,
    /// Each pointer with an assumption: its trace name (`a`, `tmp.next`) and type, for
    /// printing its value as CBMC does (`&tmp`, `((signed int *)NULL)`).
    pub pointers: Vec<(String, Type)>,
}

/// A declaration of a local variable without an initializer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UninitDecl {
    pub func: FuncId,
    /// The local's index in its function.
    pub local: u32,
    pub name: String,
    /// Where the declaration's `;` is.
    pub end: Loc,
}

impl Program {
    pub fn function(&self, id: FuncId) -> &Function {
        &self.functions[id.0 as usize]
    }
    pub fn function_by_name(&self, name: &str) -> Option<FuncId> {
        self.functions.iter().position(|f| f.name == name).map(|i| FuncId(i as u32))
    }
    pub fn property(&self, id: PropId) -> &Property {
        &self.properties[id.0 as usize]
    }
    /// Adds a property, numbering it per function and kind as CBMC does.
    pub fn add_property(
        &mut self,
        kind: PropKind,
        function: &str,
        loc: Loc,
        description: String,
    ) -> PropId {
        let kind_name = kind.class();
        let n = self
            .properties
            .iter()
            .filter(|p| p.function == function && p.id.split('.').nth(1) == Some(kind_name))
            .count();
        let id = format!("{function}.{kind_name}.{}", n + 1);
        self.properties.push(Property {
            id,
            kind,
            loc,
            function: function.to_string(),
            description,
            enabled: true,
            removed: false,
        });
        PropId(self.properties.len() as u32 - 1)
    }
    /// Checks only the properties `keep` accepts: the others' assertions become `Skip`
    /// (`removed`).
    pub fn select_properties(&mut self, keep: impl Fn(&Property) -> bool) {
        for p in &mut self.properties {
            p.enabled = keep(p);
            p.removed |= !p.enabled;
        }
        let enabled: Vec<bool> = self.properties.iter().map(|p| p.enabled).collect();
        let bodies = self.functions.iter_mut().flat_map(|f| f.body.iter_mut().flatten());
        for ins in bodies.chain(self.global_init.iter_mut()) {
            {
                if let InstrKind::Assert(_, prop) | InstrKind::Cover(_, prop) = &ins.kind {
                    if !enabled[prop.0 as usize] {
                        ins.kind = InstrKind::Skip;
                    }
                }
            }
        }
    }
    pub fn file_name(&self, f: FileId) -> &str {
        self.files.get(f.0 as usize).map(String::as_str).unwrap_or("?")
    }
    /// `file:line` for messages.
    pub fn render_loc(&self, loc: Loc) -> String {
        if loc.is_model() {
            return "<the model of main's arguments>".to_string();
        }
        format!("{}:{}", self.file_name(loc.file), loc.line)
    }
    pub fn var_name<'a>(&'a self, func: &'a Function, v: Var) -> &'a str {
        match v {
            Var::Global(g) => &self.globals[g as usize].name,
            Var::Local(l) => &func.locals[l as usize].name,
        }
    }
    pub fn var_type<'a>(&'a self, func: &'a Function, v: Var) -> &'a Type {
        match v {
            Var::Global(g) => &self.globals[g as usize].ty,
            Var::Local(l) => &func.locals[l as usize].ty,
        }
    }
}

/// What a pointer's bits are XORed with when it is converted to an integer, unless its object
/// is 0 (null, or an address no object has): integers hold `(object << 32 | offset) ^ TAG`.
/// Converting back undoes it, so round trips through integer variables and arithmetic on the
/// low bits (offsets, alignment masks) are exact, while an integer the program makes up (a
/// memory-mapped register's address, `0x100000000`) decodes to an object no variable has:
/// it never aliases one (reads through it are not modelled, `--pointer-check` reports them,
/// CBMC's "invalid integer address"). Object numbers stay far below the tag's.
pub const POINTER_TAG: u64 = 0x5eed_0000 << 32;

#[cfg(test)]
mod tests {
    use super::IntTy;

    #[test]
    fn fixed_point_values_print_exactly() {
        let t = IntTy::fixed(32, 16);
        assert_eq!(t.fixed_decimal(0), "0");
        assert_eq!(t.fixed_decimal(98304), "1.5");
        assert_eq!(t.fixed_decimal(-98304), "-1.5");
        assert_eq!(t.fixed_decimal(1), "0.0000152587890625");
        assert_eq!(t.fixed_decimal(-85196), "-1.29998779296875");
        assert_eq!(IntTy::fixed(64, 32).fixed_decimal(i128::from(i64::MIN)), "-2147483648");
        assert_eq!(t.to_string(), "__CPROVER_fixedbv[32][16]");
    }
}
