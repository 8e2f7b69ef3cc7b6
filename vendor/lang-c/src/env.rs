use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

use ast::*;
use span::Node;
use strings;

#[derive(Clone, Copy, Debug, PartialEq, Hash)]
pub enum Symbol {
    Typename,
    Identifier,
}

// ibmc: the parser asks `is_typename` for most identifiers it meets and `reserved` for every
// one; with std's SipHash these lookups were about 8% of the parse. FxHash (as in rustc) hashes
// a short name several times faster. Keys are identifiers of the program being parsed.
#[derive(Default, Clone, Copy)]
pub struct FxHasher {
    hash: u64,
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut b = [0u8; 8];
            b[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(b));
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.write_u64(i as u64)
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.hash = (self.hash.rotate_left(5) ^ i).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64)
    }
    #[inline]
    fn finish(&self) -> u64 {
        self.hash
    }
}

pub type FxBuild = BuildHasherDefault<FxHasher>;

// ibmc: `Clone` so that `parser::translation_unit` can parse again from the same state.
#[derive(Clone)]
pub struct Env {
    pub symbols: Vec<HashMap<String, Symbol, FxBuild>>,
    pub extensions_gnu: bool,
    pub extensions_clang: bool,
    pub reserved: HashSet<&'static str, FxBuild>,
    /// ibmc: the indices of the scopes in `symbols` that declare something, in order. RERS
    /// programs nest `else` blocks hundreds deep, and most blocks declare nothing:
    /// `is_typename` looks only at these.
    pub declaring: Vec<usize>,
    /// ibmc: gcc's local labels (`__label__ a;` at the start of a block) in scope, innermost
    /// last: the name and the name the block's label gets (`a#1`, which no C source can spell),
    /// so that two blocks may each declare and define `a`.
    pub local_labels: Vec<(String, String)>,
    /// ibmc: local labels declared so far, to name them apart.
    pub local_label_count: usize,
}

impl Env {
    pub fn with_core() -> Env {
        let mut reserved = HashSet::default();
        reserved.extend(strings::RESERVED_C11.iter());
        Env {
            extensions_gnu: false,
            extensions_clang: false,
            symbols: vec![HashMap::default()],
            reserved: reserved,
            declaring: Vec::new(),
            local_labels: Vec::new(),
            local_label_count: 0,
        }
    }

    pub fn with_gnu() -> Env {
        let mut symbols = HashMap::default();
        let mut reserved = HashSet::default();
        symbols.insert("__builtin_va_list".to_owned(), Symbol::Typename);
        reserved.extend(strings::RESERVED_C11.iter());
        reserved.extend(strings::RESERVED_GNU.iter());
        Env {
            extensions_gnu: true,
            extensions_clang: false,
            symbols: vec![symbols],
            reserved: reserved,
            declaring: vec![0],
            local_labels: Vec::new(),
            local_label_count: 0,
        }
    }

    pub fn with_clang() -> Env {
        let mut symbols = HashMap::default();
        let mut reserved = HashSet::default();
        symbols.insert("__builtin_va_list".to_owned(), Symbol::Typename);
        reserved.extend(strings::RESERVED_C11.iter());
        reserved.extend(strings::RESERVED_GNU.iter());
        reserved.extend(strings::RESERVED_CLANG.iter());
        Env {
            extensions_gnu: true,
            extensions_clang: true,
            symbols: vec![symbols],
            reserved: reserved,
            declaring: vec![0],
            local_labels: Vec::new(),
            local_label_count: 0,
        }
    }

    pub fn enter_scope(&mut self) {
        self.symbols.push(HashMap::default());
    }

    pub fn leave_scope(&mut self) {
        self.symbols.pop().expect("more scope pops than pushes");
        if self.declaring.last() == Some(&self.symbols.len()) {
            self.declaring.pop();
        }
    }

    /// ibmc: declares the local label `name` in the innermost block (`__label__ name;`).
    pub fn declare_local_label(&mut self, name: &str) {
        self.local_label_count += 1;
        let renamed = format!("{}#{}", name, self.local_label_count);
        self.local_labels.push((name.to_string(), renamed));
    }

    /// ibmc: the label a label name in a label, `goto` or `&&` means: the innermost local
    /// label of that name, or the function's.
    pub fn label_name(&self, name: String) -> String {
        match self.local_labels.iter().rev().find(|(n, _)| *n == name) {
            Some((_, renamed)) => renamed.clone(),
            None => name,
        }
    }

    pub fn is_typename(&self, ident: &str) -> bool {
        for &i in self.declaring.iter().rev() {
            if let Some(symbol) = self.symbols[i].get(ident) {
                return *symbol == Symbol::Typename;
            }
        }
        false
    }

    pub fn handle_declarator(&mut self, d: &Node<Declarator>, sym: Symbol) {
        if let Some(name) = find_declarator_name(&d.node.kind.node) {
            self.add_symbol(name, sym)
        }
    }

    pub fn add_symbol(&mut self, s: &str, symbol: Symbol) {
        let i = self.symbols.len() - 1;
        if self.declaring.last() != Some(&i) {
            self.declaring.push(i);
        }
        let scope = self
            .symbols
            .last_mut()
            .expect("at least one scope should be always present");
        scope.insert(s.to_string(), symbol);
    }

    #[cfg(test)]
    pub fn add_typename(&mut self, s: &str) {
        self.add_symbol(s, Symbol::Typename)
    }
}

fn find_declarator_name(d: &DeclaratorKind) -> Option<&str> {
    match d {
        &DeclaratorKind::Abstract => None,
        &DeclaratorKind::Identifier(ref i) => Some(&i.node.name),
        &DeclaratorKind::Declarator(ref d) => find_declarator_name(&d.node.kind.node),
    }
}
