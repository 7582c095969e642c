//! `expect-tx-bytes` on the IR: the facts of one function for
//! `tile_rules::expect_tx` (which holds the rule and why it is sound), and
//! when to gather them.
//!
//! The rule is about a whole function, while MLIR's verifier calls the hook
//! once per `tile` op. The function's *last* `tile` op (in pre-order) runs
//! it: each `tile` op looks forward for another one and stops at the first
//! it meets, so all the looking together visits each op of the function
//! about once, and the analysis itself is one walk of the function (plus a
//! sort and binary searches of its barrier events). When an earlier op
//! fails, MLIR stops, and `crate::hook`'s order module checks the later ops,
//! the last one included: each mismatch is reported once either way, at the
//! first expect of its block.
//!
//! Facts read off the IR:
//! - a barrier's root and offset, through `memref.subview` (static offsets
//!   add up; a dynamic one is known as that subview's result), `memref.view`
//!   (a constant byte shift), `memref.cast` and the reshapes, down to a
//!   `memref.get_global` (the root is the symbol), a `memref.alloca` /
//!   `memref.alloc`, or `gpu.dynamic_shared_memory` (one root for all of
//!   it). A barrier of any other origin (a block or function argument, a
//!   select) may be any barrier: the function is not judged.
//! - expects: `tile.mbarrier_arrive_expect_tx` and `tile.mbarrier_expect_tx`
//!   with an `arith.constant` count; deliveries: `tile.load` (the box's bytes,
//!   `tile_rules::shared_box::copy_bytes`) and `tile.bulk_load` (its constant
//!   size); from peers: a multicast or `cta_group` `tile.load`, a multicast
//!   `tile.bulk_load`, `tile.bulk_copy_cluster`, `tile.bulk_reduce` with an
//!   mbarrier. Other `tile` ops neither expect nor deliver.
//! - any other op using a memref of a root (an `scf.yield` of it, taking its
//!   pointer) is a use the analysis cannot follow: that root is not judged.
//!   A call, inline assembly, or an NVVM mbarrier or async-copy op anywhere
//!   in the function, or a region of several blocks (branches: a block is
//!   then no longer a straight run of the function): nothing in it is judged.

use super::context::VerifyContext;
use super::facts::{constant_int, memref_info};
use super::kinds::is_function;
use crate::access::as_result;
use crate::ops::{LoadOp, TileOp};
use crate::strings;
use crate::upstream;
use melior::ir::{
    operation::OperationLike, BlockLike, OperationRef, RegionLike, TypeLike, Value, ValueLike,
};
use mlir_sys::{MlirBlock, MlirOperation};
use std::collections::HashMap;
use tile_rules::copy::TensorAccess;
use tile_rules::descriptor::Descriptor;
use tile_rules::expect_tx::{self, BlockSpan, Event, Offset, What};
use tile_rules::shared_box::copy_bytes;
use tile_rules::ElementType;

/// From the verifier of the `tile` op `op`: if it is the last `tile` op of
/// its function, the `expect-tx-bytes` findings of that function, each at
/// the first expect of its block.
pub(crate) fn check_function_of(ctx: &mut VerifyContext, op: &OperationRef<'_, '_>) {
    let Some(function) = function_if_last_tile_op(*op) else {
        return;
    };
    for (at, violation) in analyze(function) {
        ctx.report(&at, violation);
    }
}

/// The function `op` is the last `tile` op of (pre-order), if it is.
fn function_if_last_tile_op<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let mut next = successor(op);
    loop {
        match next {
            Next::Op(n) => {
                if strings::name_of(&n).starts_with("tile.") {
                    return None;
                }
                next = successor(n);
            }
            Next::End(function) => return Some(function),
            Next::Outside => return None,
        }
    }
}

/// The pre-order successor of an op inside its function.
enum Next<'c, 'a> {
    /// The next op.
    Op(OperationRef<'c, 'a>),
    /// None: the walk left this function.
    End(OperationRef<'c, 'a>),
    /// None, and the op is in no function.
    Outside,
}

/// The first op nested in `op`, if any.
fn first_nested<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    for region in op.regions() {
        let mut block = region.first_block();
        while let Some(b) = block {
            if let Some(first) = b.first_operation() {
                return Some(first);
            }
            block = b.next_in_region();
        }
    }
    None
}

/// The op after `op` in pre-order (its first nested op, else the op after
/// its subtree), within its function.
fn successor<'c, 'a>(op: OperationRef<'c, 'a>) -> Next<'c, 'a> {
    if let Some(first) = first_nested(op) {
        return Next::Op(first);
    }
    let mut current = op;
    loop {
        if let Some(next) = current.next_in_block() {
            return Next::Op(next);
        }
        let Some(block) = current.block() else {
            return Next::Outside;
        };
        let mut later = block.next_in_region();
        while let Some(b) = later {
            if let Some(first) = b.first_operation() {
                return Next::Op(first);
            }
            later = b.next_in_region();
        }
        let Some(parent) = current.parent_operation() else {
            return Next::Outside;
        };
        let name = strings::name_of(&parent);
        if is_function(name) {
            return Next::End(parent);
        }
        if name == "gpu.module" || name == "builtin.module" {
            return Next::Outside;
        }
        // The regions of `parent` after the one holding `block`.
        // SAFETY: a live block of a live op.
        let region = unsafe { mlir_sys::mlirBlockGetParentRegion(block.to_raw()) };
        let mut after = false;
        for r in parent.regions() {
            if after {
                let mut b = r.first_block();
                while let Some(bb) = b {
                    if let Some(first) = bb.first_operation() {
                        return Next::Op(first);
                    }
                    b = bb.next_in_region();
                }
            } else if r.to_raw().ptr == region.ptr {
                after = true;
            }
        }
        current = parent;
    }
}

/// Where a memref's address comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Trace {
    /// A root (allocation) and the byte offset in it.
    Known(usize, Offset),
    /// Anything: a block argument, an op the trace does not follow.
    Unknown,
}

/// What gathering met: the facts, or a reason to judge nothing.
struct Gather<'c, 'a> {
    events: Vec<Event>,
    /// Expect, delivery and peer ops with their positions (increasing), to
    /// report at and name.
    ops: Vec<(usize, OperationRef<'c, 'a>)>,
    /// Per block (by the id the walk gives it): its ops' positions.
    spans: Vec<BlockSpan>,
    roots: HashMap<RootKey, usize>,
    traces: HashMap<usize, Trace>,
    descriptors: HashMap<usize, Option<Descriptor>>,
    /// A call, a barrier the trace cannot follow or a region of several
    /// blocks: judge nothing.
    give_up: bool,
}

/// An allocation barriers live in.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum RootKey {
    /// A `memref.global`, by symbol (every `memref.get_global` of it).
    Global(String),
    /// A `memref.alloca` / `memref.alloc`, by op.
    Allocation(usize),
    /// The kernel's dynamic shared memory (every `gpu.dynamic_shared_memory`).
    DynamicShared,
}

/// The findings of `function`: (op to report at, violation).
fn analyze<'c, 'a>(
    function: OperationRef<'c, 'a>,
) -> Vec<(OperationRef<'c, 'a>, tile_rules::Violation)> {
    let mut g = Gather {
        events: Vec::new(),
        ops: Vec::new(),
        spans: Vec::new(),
        roots: HashMap::new(),
        traces: HashMap::new(),
        descriptors: HashMap::new(),
        give_up: false,
    };
    walk(&mut g, function);
    if g.give_up || g.events.is_empty() {
        return Vec::new();
    }
    let function_file = strings::location_file(function.location());
    let mut out = Vec::new();
    for mismatch in expect_tx::check(&g.events, &g.spans) {
        let op_at = |at: &usize| {
            g.ops
                .binary_search_by_key(at, |(p, _)| *p)
                .ok()
                .map(|i| g.ops[i].1)
        };
        let name = |at: &usize| op_at(at).map(|op| describe(&op, &function_file));
        let expects: Option<Vec<String>> =
            mismatch.expects.iter().map(|(at, _)| name(at)).collect();
        let deliveries: Option<Vec<String>> =
            mismatch.deliveries.iter().map(|(at, _)| name(at)).collect();
        let (Some(expects), Some(deliveries)) = (expects, deliveries) else {
            continue;
        };
        let Some(first) = mismatch.expects.first().and_then(|(at, _)| op_at(at)) else {
            continue;
        };
        out.push((
            first,
            expect_tx::violation(&mismatch, &expects, &deliveries),
        ));
    }
    out
}

/// Visits the ops nested in `function` in pre-order, each with its position
/// and the id of the block it is directly in (ids in the order blocks are
/// entered), and records each block's span; stops when `g` gives up. One
/// frame per open level on the heap, as `crate::walk`. Structured control
/// flow only: a region of several blocks (branches, as after
/// `tile-lower-scf`) may run a block's ops in pieces or more than once
/// per phase, so the function is not judged.
fn walk<'c, 'a>(g: &mut Gather<'c, 'a>, function: OperationRef<'c, 'a>) {
    /// One open op: its blocks, the one being walked and the next op in it.
    struct Level {
        blocks: Vec<MlirBlock>,
        next_block: usize,
        block: Option<usize>,
        next: MlirOperation,
    }
    /// The level of `op`; `None` if a region of it has several blocks.
    fn level(op: MlirOperation) -> Option<Level> {
        let mut blocks = Vec::new();
        // SAFETY: a live op; its regions and blocks are read, not changed.
        unsafe {
            for i in 0..mlir_sys::mlirOperationGetNumRegions(op) {
                let first =
                    mlir_sys::mlirRegionGetFirstBlock(mlir_sys::mlirOperationGetRegion(op, i));
                if first.ptr.is_null() {
                    continue;
                }
                if !mlir_sys::mlirBlockGetNextInRegion(first).ptr.is_null() {
                    return None;
                }
                blocks.push(first);
            }
        }
        Some(Level {
            blocks,
            next_block: 0,
            block: None,
            next: MlirOperation {
                ptr: std::ptr::null_mut(),
            },
        })
    }
    let mut position = 0usize;
    let Some(first) = level(function.to_raw()) else {
        g.give_up = true;
        return;
    };
    let mut stack = vec![first];
    while let Some(top) = stack.last_mut() {
        if !top.next.ptr.is_null() {
            let raw = top.next;
            // SAFETY: a live op of the function being verified.
            let op = unsafe { OperationRef::from_raw(raw) };
            top.next = unsafe { mlir_sys::mlirOperationGetNextInBlock(raw) };
            let Some(block) = top.block else {
                return;
            };
            g.visit(op, position, block);
            position += 1;
            if g.give_up {
                return;
            }
            if op.region_count() > 0 {
                let Some(nested) = level(raw) else {
                    g.give_up = true;
                    return;
                };
                stack.push(nested);
            }
            continue;
        }
        if let Some(done) = top.block.take() {
            g.spans[done].end = position;
        }
        if let Some(&b) = top.blocks.get(top.next_block) {
            top.next_block += 1;
            top.block = Some(g.spans.len());
            g.spans.push(BlockSpan {
                start: position,
                end: position,
            });
            // SAFETY: a live block.
            top.next = unsafe { mlir_sys::mlirBlockGetFirstOperation(b) };
            continue;
        }
        stack.pop();
    }
}

/// `tile.load at 12:9` (the file too when it is not the function's).
fn describe(op: &OperationRef<'_, '_>, function_file: &str) -> String {
    let name = strings::name_of(op);
    match super::file_line_col(op.location()) {
        Some((file, line, col)) if file == function_file => format!("{name} at {line}:{col}"),
        Some((file, line, col)) => format!("{name} at {file}:{line}:{col}"),
        None => name.to_string(),
    }
}

/// Ops whose effect on mbarriers the analysis cannot see.
fn hides_barriers(name: &str) -> bool {
    matches!(
        name,
        "func.call"
            | "func.call_indirect"
            | "llvm.call"
            | "llvm.call_intrinsic"
            | "llvm.inline_asm"
    ) || (name.starts_with("nvvm.") && (name.contains("mbarrier") || name.contains("cp.async")))
}

/// Ops whose result is their first operand's memory, viewed differently.
fn is_view(name: &str) -> bool {
    matches!(
        name,
        "memref.subview"
            | "memref.cast"
            | "memref.view"
            | "memref.reinterpret_cast"
            | "memref.expand_shape"
            | "memref.collapse_shape"
            | "memref.assume_alignment"
            | "memref.memory_space_cast"
    )
}

fn id(value: Value<'_, '_>) -> usize {
    value.to_raw().ptr as usize
}

impl<'c, 'a> Gather<'c, 'a> {
    fn root_id(&mut self, key: RootKey) -> usize {
        let next = self.roots.len();
        *self.roots.entry(key).or_insert(next)
    }

    /// The events of `op` (at position `at`, directly in `block`).
    fn visit(&mut self, op: OperationRef<'c, 'a>, at: usize, block: usize) {
        let name = strings::name_of(&op);
        if hides_barriers(name) {
            self.give_up = true;
            return;
        }
        if name.starts_with("tile.") {
            self.visit_tile(op, at, block);
            return;
        }
        if is_view(name) {
            return;
        }
        for operand in op.operands() {
            // SAFETY: a live value's type.
            if !unsafe { mlir_sys::mlirTypeIsAMemRef(operand.r#type().to_raw()) } {
                continue;
            }
            if let Trace::Known(root, _) = self.trace(operand) {
                self.events.push(Event {
                    at,
                    block,
                    root,
                    what: What::Opaque,
                });
            }
        }
    }

    fn visit_tile(&mut self, op: OperationRef<'c, 'a>, at: usize, block: usize) {
        let constant =
            |v: Option<Value<'_, '_>>| v.and_then(constant_int).and_then(|c| u64::try_from(c).ok());
        let (barrier, what) = match TileOp::cast(op) {
            Some(TileOp::MBarrierArriveExpectTx(v)) => (
                Some(v.mbar()),
                Some((true, constant(Some(v.bytes())), v.predicate().map(id))),
            ),
            Some(TileOp::MBarrierExpectTx(v)) => (
                Some(v.mbar()),
                Some((true, constant(Some(v.bytes())), None)),
            ),
            Some(TileOp::Load(v)) => {
                let peer = v.multicast_mask().is_some() || v.cta_group().is_some();
                let bytes = if peer { None } else { self.load_bytes(v) };
                let predicate = v.predicate().map(id);
                let what = (!peer).then_some((false, bytes, predicate));
                (Some(v.mbar()), what)
            }
            Some(TileOp::BulkLoad(v)) => {
                let peer = v.multicast_mask().is_some();
                let bytes = constant(Some(v.size())).filter(|&b| b > 0);
                (Some(v.mbar()), (!peer).then_some((false, bytes, None)))
            }
            Some(TileOp::BulkCopyCluster(v)) => (Some(v.mbar()), None),
            Some(TileOp::BulkReduce(v)) => (v.mbar(), None),
            _ => return,
        };
        let Some(barrier) = barrier else {
            return;
        };
        let Trace::Known(root, offset) = self.trace(barrier) else {
            self.give_up = true;
            return;
        };
        let what = match what {
            None => What::Peer,
            Some((true, bytes, predicate)) => What::Expect {
                offset,
                bytes,
                predicate,
            },
            Some((false, bytes, predicate)) => What::Deliver {
                offset,
                bytes,
                predicate,
            },
        };
        self.ops.push((at, op));
        self.events.push(Event {
            at,
            block,
            root,
            what,
        });
    }

    /// The bytes a `tile.load` moves, when its box and mode say.
    fn load_bytes(&mut self, op: LoadOp<'c, 'a>) -> Option<u64> {
        let desc = op.desc();
        let ty = desc.r#type();
        let key = ty.to_raw().ptr as usize;
        let d = self
            .descriptors
            .entry(key)
            .or_insert_with(|| crate::tensormap::from_type(ty).ok())
            .as_ref()?;
        copy_bytes(d, TensorAccess::Load(op.mode()))
    }

    /// The root and offset of the memref `value` (memoized).
    fn trace(&mut self, value: Value<'c, 'a>) -> Trace {
        let mut chain: Vec<(Value<'c, 'a>, OperationRef<'c, 'a>)> = Vec::new();
        let mut current = value;
        let base = loop {
            if let Some(t) = self.traces.get(&id(current)) {
                break *t;
            }
            let Some(def) = as_result(current).map(|r| r.owner()) else {
                break self.memo(current, Trace::Unknown);
            };
            let name = strings::name_of(&def);
            let key = match name {
                "memref.get_global" => def
                    .attribute("name")
                    .ok()
                    .and_then(strings::flat_symbol_value)
                    .map(RootKey::Global),
                "memref.alloca" | "memref.alloc" => {
                    Some(RootKey::Allocation(def.to_raw().ptr as usize))
                }
                "gpu.dynamic_shared_memory" => Some(RootKey::DynamicShared),
                _ if is_view(name) => {
                    let Some(source) = upstream::source(def) else {
                        break self.memo(current, Trace::Unknown);
                    };
                    chain.push((current, def));
                    current = source;
                    continue;
                }
                _ => None,
            };
            let trace = match key {
                Some(key) => Trace::Known(self.root_id(key), Offset::Const(0)),
                None => Trace::Unknown,
            };
            break self.memo(current, trace);
        };
        let mut trace = base;
        for (result, def) in chain.into_iter().rev() {
            trace = step(trace, result, def);
            self.memo(result, trace);
        }
        trace
    }

    fn memo(&mut self, value: Value<'c, 'a>, trace: Trace) -> Trace {
        self.traces.insert(id(value), trace);
        trace
    }
}

/// The trace of the view `result` of `def` from its source's `trace`.
fn step(trace: Trace, result: Value<'_, '_>, def: OperationRef<'_, '_>) -> Trace {
    let Trace::Known(root, offset) = trace else {
        return Trace::Unknown;
    };
    let add = |bytes: Option<i64>| match (offset, bytes) {
        (Offset::Const(c), Some(b)) => c.checked_add(b).map(Offset::Const),
        (Offset::Dynamic { value, bytes: c }, Some(b)) => c
            .checked_add(b)
            .map(|bytes| Offset::Dynamic { value, bytes }),
        (_, None) => None,
    };
    let fresh = Offset::Dynamic {
        value: id(result),
        bytes: 0,
    };
    let moved = match strings::name_of(&def) {
        "memref.subview" => subview_bytes(def, result),
        "memref.view" => upstream::byte_shift(def).and_then(constant_int),
        "memref.reinterpret_cast" => None,
        _ => Some(0),
    };
    Trace::Known(root, add(moved).unwrap_or(fresh))
}

/// The bytes a `memref.subview` moves its source's address by, when both
/// types' offsets are static.
fn subview_bytes(def: OperationRef<'_, '_>, result: Value<'_, '_>) -> Option<i64> {
    let source = memref_info(upstream::source(def)?.r#type())?;
    let view = memref_info(result.r#type())?;
    let bytes = ElementType::from_mlir(&source.element)?.bytes();
    let elements = view.offset?.checked_sub(source.offset?)?;
    elements.checked_mul(i64::try_from(bytes).ok()?)
}
