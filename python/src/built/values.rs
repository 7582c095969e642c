//! The values a replay has made, by the ids the description gives them,
//! in nested scopes (a loop's or an `if`'s body sees its enclosing
//! bodies' values; its own are gone once it closes).

use std::cell::RefCell;
use std::collections::HashMap;

use tile_compiler::builder::{Bool, GlobalPtr, Index, MemRef, Scalar, TensorMap, I16, I32, I64};

/// A value of any type the builders hand out.
#[derive(Clone)]
pub(crate) enum Val<'c, 'a> {
    /// `index`.
    Index(Index<'c, 'a>),
    /// `i1`.
    Bool(Bool<'c, 'a>),
    /// `i16`.
    I16(I16<'c, 'a>),
    /// `i32`.
    I32(I32<'c, 'a>),
    /// `i64`.
    I64(I64<'c, 'a>),
    /// `!llvm.ptr<1>`.
    Ptr(GlobalPtr<'c, 'a>),
    /// A memref.
    MemRef(MemRef<'c, 'a>),
    /// A tensor map.
    TensorMap(TensorMap<'c, 'a>),
    /// A scalar of a tile element type (`f32`, `bf16`, ...): an element
    /// loaded from a memref.
    Element(Scalar<'c, 'a>),
}

impl Val<'_, '_> {
    /// Its type, as MLIR spells it.
    pub(crate) fn type_name(&self) -> String {
        match self {
            Val::Index(_) => "index".into(),
            Val::Bool(_) => "i1".into(),
            Val::I16(_) => "i16".into(),
            Val::I32(_) => "i32".into(),
            Val::I64(_) => "i64".into(),
            Val::Ptr(_) => "!llvm.ptr<1>".into(),
            Val::MemRef(m) => m.spec().to_mlir(),
            Val::TensorMap(t) => t.spec().to_mlir(),
            Val::Element(e) => e.element().mlir_name().into(),
        }
    }
}

/// The values of the open bodies, innermost last.
#[derive(Default)]
pub(crate) struct Scopes<'c, 'a> {
    stack: RefCell<Vec<HashMap<u64, Val<'c, 'a>>>>,
}

impl<'c, 'a> Scopes<'c, 'a> {
    /// Opens a body's scope.
    pub(crate) fn open(&self) {
        self.stack.borrow_mut().push(HashMap::new());
    }

    /// Closes the innermost scope.
    pub(crate) fn close(&self) {
        self.stack.borrow_mut().pop();
    }

    /// Records value `id` in the innermost scope.
    pub(crate) fn define(&self, id: u64, value: Val<'c, 'a>) {
        if let Some(top) = self.stack.borrow_mut().last_mut() {
            top.insert(id, value);
        }
    }

    /// Value `id`, if an open scope has it.
    pub(crate) fn get(&self, id: u64) -> Option<Val<'c, 'a>> {
        self.stack
            .borrow()
            .iter()
            .rev()
            .find_map(|scope| scope.get(&id).cloned())
    }
}
