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
use std::ops::ControlFlow;

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

extern "C" {
    // Glue in cpp/TileDialect.cpp: the backward getters the C API lacks
    // (null where there is none).
    fn tileOperationGetPrevInBlock(op: MlirOperation) -> MlirOperation;
    fn tileBlockGetLastOperation(block: MlirBlock) -> MlirOperation;
    fn tileBlockGetPrevInRegion(block: MlirBlock) -> MlirBlock;
    fn tileRegionGetLastBlock(region: mlir_sys::MlirRegion) -> MlirBlock;
}

/// The index of the region of `op` that holds `child` (an op nested
/// directly in `op`).
///
/// # Safety
///
/// `op` and `child` are live, `child` directly inside `op`.
unsafe fn region_index_of(op: MlirOperation, child: MlirOperation) -> isize {
    use mlir_sys::*;
    let region = mlirBlockGetParentRegion(mlirOperationGetBlock(child));
    (0..mlirOperationGetNumRegions(op))
        .find(|i| mlirRegionEqual(mlirOperationGetRegion(op, *i), region))
        .unwrap_or(0)
}

impl Frame {
    /// A frame of `op` positioned just after `child`, an op nested directly
    /// in it: it goes on with the ops that follow `child`.
    ///
    /// # Safety
    ///
    /// `op` and `child` are live, `child` directly inside `op`.
    unsafe fn after(op: MlirOperation, child: MlirOperation) -> Self {
        use mlir_sys::*;
        Self {
            op,
            region: region_index_of(op, child) + 1,
            block: mlirOperationGetBlock(child),
            next: mlirOperationGetNextInBlock(child),
        }
    }
}

/// One open level of a backward walk: the op whose regions are being
/// walked back, and where in them the walk is ([`Frame`] in reverse).
struct BackFrame {
    op: MlirOperation,
    /// The region being walked (counts down; the number of regions before
    /// the first is entered).
    region: isize,
    block: MlirBlock,
    prev: MlirOperation,
}

impl BackFrame {
    /// A frame of `op` before its last op.
    ///
    /// # Safety
    ///
    /// `op` is live.
    unsafe fn new(op: MlirOperation) -> Self {
        Self {
            op,
            region: mlir_sys::mlirOperationGetNumRegions(op),
            block: MlirBlock {
                ptr: std::ptr::null_mut(),
            },
            prev: MlirOperation {
                ptr: std::ptr::null_mut(),
            },
        }
    }

    /// A frame of `op` positioned just before `child`, an op nested
    /// directly in it: it goes on with the ops that precede `child`.
    ///
    /// # Safety
    ///
    /// `op` and `child` are live, `child` directly inside `op`.
    unsafe fn before(op: MlirOperation, child: MlirOperation) -> Self {
        Self {
            op,
            region: region_index_of(op, child),
            block: mlir_sys::mlirOperationGetBlock(child),
            prev: tileOperationGetPrevInBlock(child),
        }
    }

    /// The previous op nested directly in this frame's op, last first.
    ///
    /// # Safety
    ///
    /// `self.op` and the IR under it are alive and unchanged.
    unsafe fn retreat(&mut self) -> Option<MlirOperation> {
        use mlir_sys::*;
        loop {
            if !self.prev.ptr.is_null() {
                let op = self.prev;
                self.prev = tileOperationGetPrevInBlock(op);
                return Some(op);
            }
            if !self.block.ptr.is_null() {
                self.block = tileBlockGetPrevInRegion(self.block);
            }
            if self.block.ptr.is_null() {
                if self.region <= 0 {
                    return None;
                }
                self.region -= 1;
                self.block = tileRegionGetLastBlock(mlirOperationGetRegion(self.op, self.region));
                if self.block.ptr.is_null() {
                    continue;
                }
            }
            self.prev = tileBlockGetLastOperation(self.block);
        }
    }
}

/// Visits the ops that come before `op` in [`preorder`] of `top`, nearest
/// first: the ops before `op` in its block, blocks and regions, each after
/// the ops nested in it (last first), then the op holding them, and so on
/// up to `top` itself. `enter` says whether the ops nested in an op are
/// visited (before it); the ancestors of `op` are always walked. The walk
/// ends at `top`, or when `visit` returns `Break`. So the cost is what it
/// visits: a search for the nearest op of a kind costs the ops between the
/// two, not the ops from the start of `top`. If `top` is not above `op`,
/// the walk goes up to the outermost op.
pub fn before<'c, 'a>(
    op: OperationRef<'c, 'a>,
    top: OperationRef<'c, 'a>,
    enter: impl Fn(&OperationRef<'c, 'a>) -> bool,
    mut visit: impl FnMut(OperationRef<'c, 'a>) -> ControlFlow<()>,
) {
    let top = top.to_raw().ptr;
    let mut current = op.to_raw();
    let mut stack: Vec<BackFrame> = Vec::new();
    loop {
        if current.ptr == top {
            return;
        }
        // SAFETY: a live op of the IR under `top` (or above `op`).
        let parent = unsafe { mlir_sys::mlirOperationGetParentOperation(current) };
        if parent.ptr.is_null() {
            return;
        }
        // SAFETY: `current` is live and directly inside `parent`.
        stack.push(unsafe { BackFrame::before(parent, current) });
        while let Some(frame) = stack.last_mut() {
            // SAFETY: the frames hold live ops; `visit` changes nothing
            // (documented by the callers' contract: a read-only walk).
            if let Some(raw) = unsafe { frame.retreat() } {
                // SAFETY: a live op with `top`'s lifetimes.
                let child = unsafe { OperationRef::from_raw(raw) };
                // SAFETY: as above.
                if unsafe { mlir_sys::mlirOperationGetNumRegions(raw) } > 0 && enter(&child) {
                    // SAFETY: as above.
                    stack.push(unsafe { BackFrame::new(raw) });
                } else if visit(child).is_break() {
                    return;
                }
                continue;
            }
            let done = frame.op;
            stack.pop();
            // SAFETY: as above.
            if visit(unsafe { OperationRef::from_raw(done) }).is_break() {
                return;
            }
            if stack.is_empty() {
                current = done;
            }
        }
    }
}

/// Visits the ops that come after `op` in [`preorder`] of `top`, in order:
/// the ops nested in `op`, then those after it in its block, blocks and
/// regions, then those after the op holding them, and so on to the end of
/// `top`. `enter` says whether the ops nested in an op are visited (after
/// it). The walk ends at the end of `top`, or when `visit` returns `Break`;
/// like [`before`], it costs what it visits. If `top` is not above `op`,
/// the walk goes on to the end of the outermost op.
pub fn after<'c, 'a>(
    op: OperationRef<'c, 'a>,
    top: OperationRef<'c, 'a>,
    enter: impl Fn(&OperationRef<'c, 'a>) -> bool,
    mut visit: impl FnMut(OperationRef<'c, 'a>) -> ControlFlow<()>,
) {
    let top = top.to_raw().ptr;
    let mut stack: Vec<Frame> = Vec::new();
    if enter(&op) {
        stack.push(Frame::new(op.to_raw()));
    }
    let mut current = op.to_raw();
    loop {
        while let Some(frame) = stack.last_mut() {
            // SAFETY: the frames hold live ops; `visit` changes nothing.
            let Some(raw) = (unsafe { frame.advance() }) else {
                stack.pop();
                continue;
            };
            // SAFETY: a live op with `top`'s lifetimes.
            let child = unsafe { OperationRef::from_raw(raw) };
            if visit(child).is_break() {
                return;
            }
            if enter(&child) {
                stack.push(Frame::new(raw));
            }
        }
        if current.ptr == top {
            return;
        }
        // SAFETY: a live op.
        let parent = unsafe { mlir_sys::mlirOperationGetParentOperation(current) };
        if parent.ptr.is_null() {
            return;
        }
        // SAFETY: `current` is live and directly inside `parent`.
        stack.push(unsafe { Frame::after(parent, current) });
        current = parent;
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
