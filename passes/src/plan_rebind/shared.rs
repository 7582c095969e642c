//! What the planner's steps share: the workspace's size and names, the
//! attributes one step leaves for another, the outcome of a loop transform
//! and the remark every step words the same way. It imports none of them,
//! so a step takes these from here rather than from the pass's root or
//! from another step.

use melior::ir::Location;

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
