//! `tile-fold-memref-structs`: the memref descriptors `convert-gpu-to-nvvm`
//! builds and the lowered tile ops read one field of, folded away right
//! after the conversion (memory and time at scale).
//!
//! `convert-gpu-to-nvvm` lowers each `memref.get_global` of a kernel (a
//! shared-memory buffer, an mbarrier) to a whole descriptor struct
//! (`llvm.mlir.poison`, five to seven `llvm.insertvalue`s, the size and
//! stride constants), and `memref.extract_aligned_pointer_as_index` to an
//! `llvm.extractvalue` of field 1 and an `llvm.ptrtoint`, which the lowering
//! turns back into a pointer (`llvm.inttoptr`). Nothing reads the rest of
//! the struct: copy_2d's kernel lowered to 75 ops where the hand-written
//! NVVM twin has 33, and every later pass, the verifier, the translation
//! and the peak memory paid for them. LLVM's code generation folds the same
//! things, so the PTX keeps its instructions; over the test suite some came
//! out in another order (independent `ld.param`s, register numbers) and one
//! kernel got an `add` where LLVM had written a disjoint-bits `or`
//! (bench/RESULTS.md, session 7; checked on the GPU).
//!
//! In each function of the anchor op (a `gpu.module` in the named
//! pipelines, where it runs on each split part right after its conversion,
//! so the garbage is freed before the next part is converted):
//! 1. an `llvm.extractvalue` whose aggregate is a chain of
//!    `llvm.insertvalue`s is replaced by the value inserted at its position
//!    (insertions at disjoint positions are looked through; an overlapping
//!    one stops the search);
//! 2. an `llvm.inttoptr` of an `llvm.ptrtoint` of a pointer of the same
//!    type, through an integer of at least 64 bits, is replaced by that
//!    pointer (no NVPTX pointer is wider than 64 bits, so the round trip is
//!    the identity);
//! 3. ops without side effects ([`is_pure`]) and without uses are erased,
//!    last to first, so that a dead chain goes whole.
//!
//! Linear in the ops of the anchor: each fold looks through at most
//! [`MAX_CHAIN`] insertions.

use melior::ir::{operation::WalkResult, OperationRef};
use mlir_sys::{MlirOperation, MlirValue};
use tile_dialect::strings::name_of;

/// The most insertions one extraction looks through (a descriptor of a
/// rank-5 memref has 13 fields).
const MAX_CHAIN: usize = 64;

/// Folds the anchor `op` as the module documentation says. Never fails.
pub fn fold_memref_structs(op: OperationRef<'_, '_>) -> Vec<tile_rules::Diagnostic> {
    let mut functions = Vec::new();
    tile_dialect::walk::preorder(op, |inner| {
        if name_of(&inner) == "llvm.func" {
            functions.push(inner.to_raw());
            return WalkResult::Skip;
        }
        WalkResult::Advance
    });
    for function in functions {
        fold_function(function);
    }
    Vec::new()
}

/// The name of a live op.
fn name<'a>(op: MlirOperation) -> &'a str {
    // SAFETY: a live op of the function being folded.
    name_of(&unsafe { OperationRef::from_raw(op) })
}

/// The op defining `value`, if it is an op result.
fn defining(value: MlirValue) -> Option<MlirOperation> {
    // SAFETY: a live value.
    unsafe {
        if !mlir_sys::mlirValueIsAOpResult(value) {
            return None;
        }
        let op = mlir_sys::mlirOpResultGetOwner(value);
        (!op.ptr.is_null()).then_some(op)
    }
}

/// The `position` of an `llvm.extractvalue` / `llvm.insertvalue`.
fn position(op: MlirOperation) -> Option<Vec<i64>> {
    // SAFETY: a live op of the function being folded.
    tile_dialect::verify::facts::i64_array_attr(&unsafe { OperationRef::from_raw(op) }, "position")
}

/// The value an extraction at `at` from `aggregate` reads, when a chain of
/// insertions says it: the value inserted at exactly `at`.
fn inserted_at(mut aggregate: MlirValue, at: &[i64]) -> Option<MlirValue> {
    for _ in 0..MAX_CHAIN {
        let insert = defining(aggregate)?;
        if name(insert) != "llvm.insertvalue" {
            return None;
        }
        let into = position(insert)?;
        let common = into.len().min(at.len());
        // SAFETY: `insert` is a live llvm.insertvalue: operand 0 is the
        // aggregate (`container`), operand 1 the inserted value.
        unsafe {
            if into == at {
                return Some(mlir_sys::mlirOperationGetOperand(insert, 1));
            }
            if into[..common] == at[..common] {
                // One position holds the other: not a plain field.
                return None;
            }
            aggregate = mlir_sys::mlirOperationGetOperand(insert, 0);
        }
    }
    None
}

/// The pointer an `llvm.inttoptr` `op` gets back, when its integer is an
/// `llvm.ptrtoint` (of at least 64 bits) of a pointer of its own type.
fn round_trip(op: MlirOperation) -> Option<MlirValue> {
    // SAFETY: `op` is a live llvm.inttoptr (one operand, one result).
    unsafe {
        let int = mlir_sys::mlirOperationGetOperand(op, 0);
        let to_int = defining(int)?;
        if name(to_int) != "llvm.ptrtoint" {
            return None;
        }
        let int_type = mlir_sys::mlirValueGetType(int);
        if !mlir_sys::mlirTypeIsAInteger(int_type)
            || mlir_sys::mlirIntegerTypeGetWidth(int_type) < 64
        {
            return None;
        }
        let pointer = mlir_sys::mlirOperationGetOperand(to_int, 0);
        let result = mlir_sys::mlirOperationGetResult(op, 0);
        mlir_sys::mlirTypeEqual(
            mlir_sys::mlirValueGetType(pointer),
            mlir_sys::mlirValueGetType(result),
        )
        .then_some(pointer)
    }
}

/// LLVM dialect ops without side effects (MLIR's `Pure`) that the
/// conversion leaves unused once the folds are done.
fn is_pure(name: &str) -> bool {
    const EXACT: [&str; 16] = [
        "llvm.insertvalue",
        "llvm.extractvalue",
        "llvm.mlir.poison",
        "llvm.mlir.undef",
        "llvm.mlir.zero",
        "llvm.mlir.constant",
        "llvm.mlir.addressof",
        "llvm.getelementptr",
        "llvm.inttoptr",
        "llvm.ptrtoint",
        "llvm.addrspacecast",
        "llvm.bitcast",
        "llvm.sext",
        "llvm.zext",
        "llvm.trunc",
        "llvm.mul",
    ];
    EXACT.contains(&name)
}

/// The three steps of the module documentation on one function.
fn fold_function(function: MlirOperation) {
    let mut ops = Vec::new();
    // SAFETY: a live function of the anchor.
    tile_dialect::walk::preorder(unsafe { OperationRef::from_raw(function) }, |op| {
        ops.push(op.to_raw());
        WalkResult::Advance
    });
    // SAFETY: the ops collected above stay alive until erased below; an op
    // is erased only without uses and never looked at again; ops with
    // regions are never erased.
    unsafe {
        for &op in &ops[1..] {
            let replacement = match name(op) {
                "llvm.extractvalue" => position(op)
                    .and_then(|at| inserted_at(mlir_sys::mlirOperationGetOperand(op, 0), &at)),
                "llvm.inttoptr" => round_trip(op),
                _ => None,
            };
            if let Some(value) = replacement {
                let result = mlir_sys::mlirOperationGetResult(op, 0);
                if mlir_sys::mlirTypeEqual(
                    mlir_sys::mlirValueGetType(value),
                    mlir_sys::mlirValueGetType(result),
                ) {
                    mlir_sys::mlirValueReplaceAllUsesOfWith(result, value);
                }
            }
        }
        tile_dialect::walk::erase_unused_last_to_first(&ops[1..], |op| is_pure(name(op)));
    }
}
