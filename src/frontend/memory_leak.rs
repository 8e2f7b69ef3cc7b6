//! CBMC's `--memory-leak-check`, as CBMC's library does it: a global pointer
//! `__CPROVER_memory_leak` (NULL at first); each `malloc`/`calloc` that succeeds stores its
//! result there or not (a nondeterministic choice), each `free(p)` of the recorded object
//! resets it to NULL, and when the entry function returns, the property
//! `__CPROVER__start.memory-leak.1` asserts it is NULL. It fails exactly when some execution
//! returns from the entry function with an allocated object not freed (the choice picks that
//! object). An execution that ends in `exit`/`abort` is not checked, as in CBMC.

use super::{Ctx, Lower};
use crate::error::Result;
use crate::ir::checks::insert_before;
use crate::ir::{
    BinOp, CheckKind, Expr, ExprKind, FuncId, GlobalInfo, Instr, InstrKind, IntTy, Loc, Place,
    PropKind, Type, Var,
};

fn void_ptr() -> Type {
    Type::Pointer(Box::new(Type::Void))
}

fn null() -> Expr {
    Expr { kind: ExprKind::Const(0), ty: void_ptr() }
}

/// Makes the global `__CPROVER_memory_leak` (zero: NULL).
pub fn add_global(ctx: &mut Ctx) {
    let g = ctx.prog.globals.len() as u32;
    ctx.prog.globals.push(GlobalInfo {
        name: "__CPROVER_memory_leak".to_string(),
        ty: void_ptr(),
        loc: Loc::default(),
        read_only: false,
        input: false,
    });
    ctx.memory_leak = Some(g);
}

impl Lower<'_> {
    /// After an allocation into `t`: `__CPROVER_memory_leak = choice ? t : __CPROVER_memory_leak`.
    pub fn record_allocation(&mut self, t: Var) {
        let Some(g) = self.ctx.memory_leak else { return };
        let choice = self.temp(Type::Int(IntTy::BOOL));
        self.emit(InstrKind::Nondet {
            place: Place::Var(choice),
            source: "<memory leak record>".into(),
        });
        let leak = Expr::var(Var::Global(g), void_ptr());
        let c = Expr {
            kind: ExprKind::Binary(
                BinOp::Ne,
                Box::new(Expr::var(choice, Type::Int(IntTy::BOOL))),
                Box::new(Expr::constant(IntTy::BOOL, 0)),
            ),
            ty: Type::Int(IntTy::INT),
        };
        let v = Expr {
            kind: ExprKind::Ite(Box::new(c), Box::new(Expr::var(t, void_ptr())), Box::new(leak)),
            ty: void_ptr(),
        };
        self.emit(InstrKind::Assign(Place::Var(Var::Global(g)), v));
    }

    /// After `free(p)`: `__CPROVER_memory_leak = __CPROVER_memory_leak == p ? NULL : __CPROVER_memory_leak`.
    pub fn record_free(&mut self, p: &Expr) {
        let Some(g) = self.ctx.memory_leak else { return };
        let leak = Expr::var(Var::Global(g), void_ptr());
        let c = Expr {
            kind: ExprKind::Binary(BinOp::Eq, Box::new(leak.clone()), Box::new(p.clone())),
            ty: Type::Int(IntTy::INT),
        };
        let v = Expr {
            kind: ExprKind::Ite(Box::new(c), Box::new(null()), Box::new(leak)),
            ty: void_ptr(),
        };
        self.emit(InstrKind::Assign(Place::Var(Var::Global(g)), v));
    }
}

/// The property, asserted before every `return` of the entry function and at its end.
pub fn check_at_exit(ctx: &mut Ctx, entry: FuncId) -> Result<()> {
    let Some(g) = ctx.memory_leak else { return Ok(()) };
    let f = &ctx.prog.functions[entry.0 as usize];
    let Some(mut body) = f.body.clone() else { return Ok(()) };
    let name = f.name.clone();
    let end = body.last().map(|i| i.loc).unwrap_or(f.loc);
    body.push(Instr { kind: InstrKind::Skip, loc: end });
    let cond = Expr {
        kind: ExprKind::Binary(
            BinOp::Eq,
            Box::new(Expr::var(Var::Global(g), void_ptr())),
            Box::new(null()),
        ),
        ty: Type::Int(IntTy::INT),
    };
    let description =
        "dynamically allocated memory never freed in __CPROVER_memory_leak == NULL".to_string();
    let prop = ctx.prog.add_property(
        PropKind::Check(CheckKind::MemoryLeak),
        "__CPROVER__start",
        end,
        description,
    );
    let last = body.len() - 1;
    let inserted = body
        .iter()
        .enumerate()
        .map(|(i, ins)| match ins.kind {
            InstrKind::Return(_) => {
                vec![Instr { kind: InstrKind::Assert(cond.clone(), prop), loc: ins.loc }]
            }
            _ if i == last => vec![Instr { kind: InstrKind::Assert(cond.clone(), prop), loc: end }],
            _ => Vec::new(),
        })
        .collect();
    let body = insert_before(body, inserted, &name)?;
    ctx.prog.functions[entry.0 as usize].body = Some(body);
    Ok(())
}
