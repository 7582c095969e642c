//! What the planner's steps share: the workspace's size and names, the
//! attributes one step leaves for another, the outcome of a loop transform
//! and the remark every step words the same way. It imports none of them,
//! so a step takes these from here rather than from the pass's root or
//! from another step.

use melior::ir::{
    attribute::DenseI32ArrayAttribute, operation::OperationLike, BlockLike, Location, OperationRef,
    RegionLike, Value,
};
use tile_dialect::access::region_at;
use tile_dialect::upstream;
use tile_dialect::verify::facts::{constant_int, defining_op, int_attr, op_name};

/// Bytes of one descriptor slot (the `.b1024` operand of
/// `tensormap.replace`; also its alignment).
pub const SLOT_BYTES: i64 = 128;
/// Kernel attribute: the index of the workspace parameter.
pub const WORKSPACE_PARAM: &str = "tile.rebind_workspace_param";
/// The type of the workspace parameter.
pub const WORKSPACE_TYPE: &str = "memref<?xi8, 1>";
/// The attribute (bytes per CTA, i64) marking the placeholder
/// `builtin.unrealized_conversion_cast` of the grid size that stands for a
/// launch's workspace until `tile-lower-host-tma` gives it the cached one.
pub const WORKSPACE_ATTR: &str = "tile.rebind_workspace";
/// Marks a loop this module pipelined (look-ahead leaves it alone).
pub(crate) const PIPELINED_ATTR: &str = "tile.rebind_pipelined";
/// The slot group of a descriptor op: ops with the same value share one
/// slot, shadow and view.
pub(crate) const GROUP_ATTR: &str = "tile.rebind_slot_group";
/// The attribute marking a descriptor op made by the unroll (the copy for
/// the second work item): it shares the template of the op it copies.
pub(crate) const COPY_ATTR: &str = "tile.rebind_lookahead_copy";

/// What a loop transform of the planner (`pipeline`, `ahead`) did to one
/// loop.
pub(crate) enum LoopOutcome<'c> {
    /// Transformed: the loop's location and the remark's text.
    Done(Location<'c>, String),
    /// Left alone: the loop's location and the remark's text (why).
    Skipped(Location<'c>, String),
    /// The kernel's attribute asks for something that does not exist: the
    /// kernel's location and the message.
    Invalid(Location<'c>, String),
}

/// Emits the remark `'op' op [rule] message` at `location`.
pub(crate) fn remark(location: Location<'_>, op: &str, rule: &str, message: String) {
    crate::remarks::emit(location, &format!("'{op}' op [{rule}] {message}"));
}

/// Deepest chain of casts and `arith.andi` followed in a condition.
pub(crate) const MAX_DEPTH: usize = 16;

/// Raw pointer of an op, for identity comparisons.
pub(crate) fn key(op: &OperationRef<'_, '_>) -> usize {
    op.to_raw().ptr as usize
}

/// Whether `child` (an op nested in `if_op`) is in its then-region.
pub(crate) fn in_then_region(child: &OperationRef<'_, '_>, if_op: &OperationRef<'_, '_>) -> bool {
    let Some(block) = child.block() else {
        return false;
    };
    let Some(then_region) = region_at(*if_op, 0) else {
        return false;
    };
    block
        .parent_region()
        .is_some_and(|r| r.to_raw().ptr == then_region.to_raw().ptr)
}

/// Which thread-id dimensions a condition pins to a constant.
#[derive(Clone, Copy, Default)]
struct Pins {
    x: bool,
    y: bool,
    z: bool,
}

/// `Some(proven)` when `condition` is true for at most one thread of a
/// 1-D block (`thread_id x == c`, possibly and-ed with more); `proven` when
/// it is so for any block shape (y and z pinned too, or the kernel's
/// `known_block_size` is 1 in y and z).
pub(crate) fn single_thread(condition: Value<'_, '_>, func: &OperationRef<'_, '_>) -> Option<bool> {
    let pins = pins_of(condition, 0);
    if !pins.x {
        return None;
    }
    let known = func
        .attribute("known_block_size")
        .ok()
        .and_then(|a| DenseI32ArrayAttribute::try_from(a).ok());
    let flat = |i: usize| known.is_some_and(|k| k.element(i).ok() == Some(1));
    Some((pins.y || flat(1)) && (pins.z || flat(2)))
}

fn pins_of(condition: Value<'_, '_>, depth: usize) -> Pins {
    let mut pins = Pins::default();
    let Some(op) = defining_op(condition).filter(|_| depth <= MAX_DEPTH) else {
        return pins;
    };
    match op_name(&op).as_str() {
        "arith.andi" => {
            for v in op.operands() {
                let p = pins_of(v, depth + 1);
                pins.x |= p.x;
                pins.y |= p.y;
                pins.z |= p.z;
            }
        }
        "arith.cmpi" if int_attr(&op, "predicate") == Some(0) => {
            let (Some(a), Some(b)) = (upstream::lhs(op), upstream::rhs(op)) else {
                return pins;
            };
            let dim = match (thread_dim(a, 0), thread_dim(b, 0)) {
                (Some(d), None) if constant(b) => Some(d),
                (None, Some(d)) if constant(a) => Some(d),
                _ => None,
            };
            match dim {
                Some('x') => pins.x = true,
                Some('y') => pins.y = true,
                Some('z') => pins.z = true,
                _ => {}
            }
        }
        _ => {}
    }
    pins
}

fn constant(value: Value<'_, '_>) -> bool {
    constant_int(value).is_some()
}

/// The dimension of the `gpu.thread_id` `value` is (through integer casts).
fn thread_dim(value: Value<'_, '_>, depth: usize) -> Option<char> {
    let op = defining_op(value).filter(|_| depth <= MAX_DEPTH)?;
    match op_name(&op).as_str() {
        "gpu.thread_id" => {
            let dim = op.attribute("dimension").ok()?.to_string();
            ['x', 'y', 'z']
                .into_iter()
                .find(|d| dim.ends_with(&format!("{d}>")))
        }
        "arith.index_cast" | "arith.index_castui" | "arith.extui" | "arith.extsi"
        | "arith.trunci" => thread_dim(upstream::source(op)?, depth + 1),
        _ => None,
    }
}
