//! Upstream passes of a pipeline that are skipped when the module holds
//! nothing they rewrite.
//!
//! `expand-strided-metadata` runs MLIR's greedy rewrite driver over the
//! whole module: it visits, folds and matches every op, then simplifies
//! every region, even when no op is one of the memref ops it expands. On a
//! module of 10,000 kernels or one kernel of 10,000 device-born descriptors
//! that walk cost 0.4-0.7 s, and it grew faster than the module (the
//! region simplification over thousands of blocks). `lower-affine` is a
//! dialect conversion that only touches `affine` ops. Before each of them a
//! Rust walk ([`has_work`]) looks for an op the pass could change; without
//! one the pass is not run.
//!
//! The test is conservative: `expand-strided-metadata` runs when any
//! `memref` op other than those listed in [`PLAIN_MEMREF_OPS`] (globals,
//! loads and stores, `extract_aligned_pointer_as_index`, `dim`) is present
//! (a view, cast, subview, reshape or alignment assumption may be one its
//! patterns rewrite), `lower-affine` when any `affine` op is. What the
//! greedy driver would also have done on the way (folding constants) is
//! done by the next greedy pass (`convert-gpu-to-nvvm`'s) and by LLVM;
//! `bench/compile/compare-outputs` shows the output unchanged.
//!
//! What that driver also does on the way, and the next passes rely on for
//! their speed, is redone here when the pass is skipped
//! ([`unique_constants`]): in each function, unused pure ops erased
//! and constants hoisted to the top of the entry block and uniqued. Left in
//! place (an unused cast, a kernel's own `arith.constant 128 : index`
//! beside the lowering's slot offset of the same value), they make
//! `convert-gpu-to-nvvm`'s greedy driver change the module and run over it
//! a second time, with the region simplification of every block of the
//! kernel (0.3 s more for 10,000 device-born descriptors).

use melior::ir::{operation::WalkResult, OperationRef};
use mlir_sys::MlirOperation;
use std::collections::HashMap;

/// The `memref` ops `expand-strided-metadata` has no pattern for, alone:
/// its patterns start at a view-like op, a reshape, a cast or an
/// `extract_strided_metadata`.
pub const PLAIN_MEMREF_OPS: [&str; 7] = [
    "memref.global",
    "memref.get_global",
    "memref.load",
    "memref.store",
    "memref.extract_aligned_pointer_as_index",
    "memref.dim",
    "memref.dealloc",
];

/// The passes this module may skip.
pub const SKIPPABLE: [&str; 2] = ["expand-strided-metadata", "lower-affine"];

/// Whether pass `name` (one of `SKIPPABLE`) could change `module`; `true`
/// for any other pass.
pub fn has_work(name: &str, module: OperationRef<'_, '_>) -> bool {
    let wanted: fn(&str) -> bool = match name {
        "expand-strided-metadata" => {
            |op| op.strip_prefix("memref.").is_some() && !PLAIN_MEMREF_OPS.contains(&op)
        }
        "lower-affine" => |op| op.starts_with("affine."),
        _ => return true,
    };
    let mut found = false;
    tile_dialect::walk::preorder(module, |op| {
        if wanted(tile_dialect::strings::name_of(&op)) {
            found = true;
            return WalkResult::Interrupt;
        }
        WalkResult::Advance
    });
    found
}

/// The `memref.subview`s of `module` if they are all the work
/// `expand-strided-metadata` has there and each is used only as the operand
/// of `memref.extract_aligned_pointer_as_index` (a slot's address: what the
/// lowering leaves of a kernel's slot views); `None` otherwise. For those
/// the pass's one pattern that applies gives each such use the subview's
/// source (a view's aligned pointer is its source's), and its driver erases
/// the then unused subview; [`fold_pointer_subviews`] does that alone. The
/// driver also walks every op up to its function, once per nesting level
/// (MLIR's `GreedyPatternRewriteDriver::addToWorklist`): a kernel of N
/// nested `scf.if` made the pass quadratic in N for the one subview of its
/// slot.
pub fn pointer_subviews(module: OperationRef<'_, '_>) -> Option<Vec<MlirOperation>> {
    use mlir_sys::*;
    let mut subviews = Vec::new();
    let mut other = false;
    tile_dialect::walk::preorder(module, |op| {
        let name = tile_dialect::strings::name_of(&op);
        if name.strip_prefix("memref.").is_none() || PLAIN_MEMREF_OPS.contains(&name) {
            return WalkResult::Advance;
        }
        // SAFETY: a live op of the module; its result's uses are live ops.
        let only_pointers = name == "memref.subview"
            && unsafe {
                let raw = op.to_raw();
                let mut use_ = mlirValueGetFirstUse(mlirOperationGetResult(raw, 0));
                let mut all = true;
                while !mlirOpOperandIsNull(use_) {
                    let user = mlirOpOperandGetOwner(use_);
                    all &= op_name(user) == "memref.extract_aligned_pointer_as_index";
                    use_ = mlirOpOperandGetNextUse(use_);
                }
                all
            };
        if !only_pointers {
            other = true;
            return WalkResult::Interrupt;
        }
        subviews.push(op.to_raw());
        WalkResult::Advance
    });
    (!other).then_some(subviews)
}

/// For each of `subviews` ([`pointer_subviews`]): its uses take its source
/// instead, then it is erased.
///
/// # Safety
/// `subviews` came from [`pointer_subviews`] on the module as it still is.
pub unsafe fn fold_pointer_subviews(subviews: &[MlirOperation]) {
    use mlir_sys::*;
    for &subview in subviews {
        // SAFETY: a live subview (the caller's promise): operand 0 is its
        // source; it is erased once, after its last use moved.
        unsafe {
            let source = mlirOperationGetOperand(subview, 0);
            mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(subview, 0), source);
            mlirOperationDestroy(subview);
        }
    }
}

/// The constant ops [`unique_constants`] hoists and uniques.
const CONSTANT_OPS: [&str; 2] = ["arith.constant", "llvm.mlir.constant"];

/// In every function of `module` (host and device, [`FUNCTION_OPS`]), as
/// MLIR's greedy driver does ([`unique_in`]): each constant
/// ([`CONSTANT_OPS`], with its `value` as its one attribute) equal to an
/// earlier one (same op, type and value) is replaced by it, the others are
/// hoisted to the entry block, then unused pure ops ([`is_pure`]) are
/// erased. Linear in the module.
pub fn unique_constants(module: OperationRef<'_, '_>) {
    let mut functions = Vec::new();
    tile_dialect::walk::preorder(module, |op| {
        if FUNCTION_OPS.contains(&op_name(op.to_raw())) {
            functions.push(op);
            return WalkResult::Skip;
        }
        WalkResult::Advance
    });
    for function in functions {
        // SAFETY: a live op of the module.
        if unsafe { mlir_sys::mlirOperationGetNumRegions(function.to_raw()) } == 1 {
            unique_in(function);
        }
    }
}

/// The functions whose bodies [`unique_constants`] tidies (each is
/// isolated from above: the greedy driver hoists constants to its entry
/// block).
const FUNCTION_OPS: [&str; 3] = ["func.func", "gpu.func", "llvm.func"];

/// The name of `op`, borrowed from the context.
fn op_name<'a>(op: MlirOperation) -> &'a str {
    // SAFETY: a live op of the module being tidied.
    tile_dialect::strings::name_of(&unsafe { OperationRef::from_raw(op) })
}

/// Ops without side effects (MLIR's `Pure`) that the lowering and kernels
/// commonly leave unused; [`unique_in`] erases them when unused, as the
/// greedy driver erases every trivially dead op.
fn is_pure(name: &str) -> bool {
    const EXACT: [&str; 14] = [
        "llvm.inttoptr",
        "llvm.ptrtoint",
        "llvm.addrspacecast",
        "llvm.getelementptr",
        "llvm.mlir.constant",
        "llvm.mlir.addressof",
        "llvm.mlir.zero",
        "memref.extract_aligned_pointer_as_index",
        "memref.get_global",
        "gpu.thread_id",
        "gpu.block_id",
        "gpu.grid_dim",
        "gpu.block_dim",
        "gpu.lane_id",
    ];
    name.starts_with("arith.") || EXACT.contains(&name)
}

/// [`unique_constants`] for one function (an op with one region), in the
/// order MLIR's greedy driver does it, so that the module is the one the
/// skipped pass would have left: first the constants, in program order
/// (one equal to an earlier kept one is replaced by it; a kept one stays
/// where it is if it is first in the entry block or right after a kept
/// one, else it moves to the front of the entry block), then the unused
/// pure ops go, last to first (so a chain goes whole).
fn unique_in(function: OperationRef<'_, '_>) {
    use mlir_sys::*;
    let mut ops = Vec::new();
    tile_dialect::walk::preorder(function, |op| {
        ops.push(op.to_raw());
        WalkResult::Advance
    });
    // SAFETY: the function and the ops collected above are alive until
    // erased here; an op is erased at most once, only without uses (a
    // replaced constant after its uses were moved to the kept one) and
    // never looked at again; ops with regions are never erased.
    unsafe {
        let entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(function.to_raw(), 0));
        if entry.ptr.is_null() {
            return;
        }
        let mut block = EntryOrder::of(entry);
        let mut erased = std::collections::HashSet::new();
        let mut kept: HashMap<(usize, usize, usize), MlirOperation> = HashMap::new();
        let mut owned = std::collections::HashSet::new();
        for &op in &ops[1..] {
            let plain = mlirOperationGetNumOperands(op) == 0
                && mlirOperationGetNumResults(op) == 1
                && mlirOperationGetNumRegions(op) == 0
                && mlirOperationGetNumAttributes(op) == 1;
            if !plain || !CONSTANT_OPS.contains(&op_name(op)) {
                continue;
            }
            let value = mlirOperationGetAttributeByName(
                op,
                mlirStringRefCreateFromCString(c"value".as_ptr()),
            );
            if value.ptr.is_null() {
                continue;
            }
            let result = mlirOperationGetResult(op, 0);
            let key = (
                mlirOperationGetName(op).ptr as usize,
                mlirValueGetType(result).ptr as usize,
                value.ptr as usize,
            );
            if let Some(&canonical) = kept.get(&key) {
                mlirValueReplaceAllUsesOfWith(result, mlirOperationGetResult(canonical, 0));
                block.unlink(op.ptr as usize);
                mlirOperationDestroy(op);
                erased.insert(op.ptr as usize);
                continue;
            }
            let stays = block.contains(op.ptr as usize)
                && (block.front == Some(op.ptr as usize)
                    || block
                        .prev(op.ptr as usize)
                        .is_some_and(|p| owned.contains(&p)));
            if !stays {
                if let Some(front) = block.front {
                    mlirOperationMoveBefore(
                        op,
                        MlirOperation {
                            ptr: front as *mut _,
                        },
                    );
                }
                block.move_to_front(op.ptr as usize);
            }
            owned.insert(op.ptr as usize);
            kept.insert(key, op);
        }
        tile_dialect::walk::erase_unused_last_to_first(&ops[1..], |op| {
            !erased.contains(&(op.ptr as usize)) && is_pure(op_name(op))
        });
    }
}

/// The order of the ops of a function's entry block, kept in step with
/// the moves of [`unique_in`] (the C API has no previous-op getter).
struct EntryOrder {
    front: Option<usize>,
    prev: HashMap<usize, Option<usize>>,
    next: HashMap<usize, Option<usize>>,
}

impl EntryOrder {
    /// The ops of `block`, in order.
    ///
    /// # Safety
    ///
    /// `block` is a live block.
    unsafe fn of(block: mlir_sys::MlirBlock) -> Self {
        let mut order = Self {
            front: None,
            prev: HashMap::new(),
            next: HashMap::new(),
        };
        let mut previous: Option<usize> = None;
        // SAFETY: `block` is live (the caller's contract), and so are its ops.
        let mut op = unsafe { mlir_sys::mlirBlockGetFirstOperation(block) };
        while !op.ptr.is_null() {
            let id = op.ptr as usize;
            if order.front.is_none() {
                order.front = Some(id);
            }
            order.prev.insert(id, previous);
            order.next.insert(id, None);
            if let Some(p) = previous {
                order.next.insert(p, Some(id));
            }
            previous = Some(id);
            // SAFETY: as above.
            op = unsafe { mlir_sys::mlirOperationGetNextInBlock(op) };
        }
        order
    }

    fn contains(&self, op: usize) -> bool {
        self.prev.contains_key(&op)
    }

    fn prev(&self, op: usize) -> Option<usize> {
        self.prev.get(&op).copied().flatten()
    }

    /// Takes `op` out of the order (if in it).
    fn unlink(&mut self, op: usize) {
        let (Some(before), Some(after)) = (self.prev.remove(&op), self.next.remove(&op)) else {
            return;
        };
        match before {
            Some(b) => {
                self.next.insert(b, after);
            }
            None => self.front = after,
        }
        if let Some(a) = after {
            self.prev.insert(a, before);
        }
    }

    /// Puts `op` (in the order or not) at the front.
    fn move_to_front(&mut self, op: usize) {
        self.unlink(op);
        let old = self.front;
        self.prev.insert(op, None);
        self.next.insert(op, old);
        if let Some(o) = old {
            self.prev.insert(o, Some(op));
        }
        self.front = Some(op);
    }
}
