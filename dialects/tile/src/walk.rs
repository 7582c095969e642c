//! A pre-order walk over nested ops that runs in Rust, without recursion.
//!
//! melior's `walk` calls the Rust closure from MLIR's C++ walker: a panic in
//! the closure cannot unwind through the C++ frames and aborts the process,
//! and the C++ walker recurses once per nesting level. This walk moves from
//! op to op with MLIR's plain getters (first region, block, op; next
//! sibling), keeping one frame per open level on the heap, so a panic in
//! the closure unwinds normally (the caller can catch it) and the depth of
//! the IR costs no stack. The closure must not erase the op it is given.

use melior::ir::{
    operation::{OperationLike, WalkResult},
    BlockLike, OperationRef, RegionLike,
};
use mlir_sys::{MlirBlock, MlirOperation};

/// One open level: the op whose regions are being walked, and where in
/// them the walk is.
struct Frame {
    op: MlirOperation,
    region: isize,
    block: MlirBlock,
    next: MlirOperation,
}

impl Frame {
    fn new(op: MlirOperation) -> Self {
        Self {
            op,
            region: 0,
            block: MlirBlock {
                ptr: std::ptr::null_mut(),
            },
            next: MlirOperation {
                ptr: std::ptr::null_mut(),
            },
        }
    }

    /// The next op nested directly in this frame's op, in order.
    ///
    /// # Safety
    ///
    /// `self.op` and the IR under it are alive and unchanged since the last
    /// call (apart from changes inside ops already returned).
    unsafe fn advance(&mut self) -> Option<MlirOperation> {
        use mlir_sys::*;
        loop {
            if !self.next.ptr.is_null() {
                let op = self.next;
                self.next = mlirOperationGetNextInBlock(op);
                return Some(op);
            }
            if !self.block.ptr.is_null() {
                self.block = mlirBlockGetNextInRegion(self.block);
            }
            if self.block.ptr.is_null() {
                if self.region >= mlirOperationGetNumRegions(self.op) {
                    return None;
                }
                let region = mlirOperationGetRegion(self.op, self.region);
                self.region += 1;
                self.block = mlirRegionGetFirstBlock(region);
                if self.block.ptr.is_null() {
                    continue;
                }
            }
            self.next = mlirBlockGetFirstOperation(self.block);
        }
    }
}

/// Visits `top` and every op nested in it, parents before children, in
/// order. `visit` returns `Advance` (go into the op's regions), `Skip` (not
/// into them) or `Interrupt` (stop the walk).
pub fn preorder<'c, 'a>(
    top: OperationRef<'c, 'a>,
    mut visit: impl FnMut(OperationRef<'c, 'a>) -> WalkResult,
) {
    match visit(top) {
        WalkResult::Advance => {}
        WalkResult::Skip | WalkResult::Interrupt => return,
    }
    let mut stack = vec![Frame::new(top.to_raw())];
    while let Some(frame) = stack.last_mut() {
        // SAFETY: the frames hold ops of the live IR under `top`; `visit`
        // does not erase the op it is given (documented).
        let Some(raw) = (unsafe { frame.advance() }) else {
            stack.pop();
            continue;
        };
        // SAFETY: a live op under `top`, with `top`'s lifetimes.
        let op = unsafe { OperationRef::from_raw(raw) };
        match visit(op) {
            WalkResult::Advance => stack.push(Frame::new(raw)),
            WalkResult::Skip => {}
            WalkResult::Interrupt => return,
        }
    }
}

/// The ops directly in the first block of `op`'s first region (a module's
/// top-level ops), in order.
pub fn body_ops<'c, 'a>(op: OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut ops = Vec::new();
    let Some(block) = op.first_region().and_then(|r| r.first_block()) else {
        return ops;
    };
    let mut current = block.first_operation();
    while let Some(inner) = current {
        ops.push(inner);
        current = inner.next_in_block();
    }
    ops
}

/// Erases, last to first, every op of `ops` (collected in pre-order) that
/// `erasable` accepts and that has results, none of them used, and no
/// regions, so that a chain of such ops goes whole. `erasable` is asked
/// first, before the op is looked at: it must refuse ops it knows to be
/// gone already (and any op with side effects).
///
/// # Safety
///
/// Every op of `ops` that `erasable` accepts is a live op, and no op of
/// `ops` is used again by the caller after this erased it.
pub unsafe fn erase_unused_last_to_first(
    ops: &[mlir_sys::MlirOperation],
    mut erasable: impl FnMut(mlir_sys::MlirOperation) -> bool,
) {
    use mlir_sys::*;
    for &op in ops.iter().rev() {
        if !erasable(op) || mlirOperationGetNumRegions(op) != 0 {
            continue;
        }
        let results = mlirOperationGetNumResults(op);
        let unused = results > 0
            && (0..results).all(|i| {
                mlirValueGetFirstUse(mlirOperationGetResult(op, i))
                    .ptr
                    .is_null()
            });
        if unused {
            mlirOperationDestroy(op);
        }
    }
}
