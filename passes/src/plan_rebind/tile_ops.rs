//! The `tile` ops the planner writes, each built by its constructor
//! generated from the `.td` (`tile_dialect::ops`): slot fills, descriptor
//! rebinds, the descriptor fences, slot views, descriptor prefetches and
//! copies, the bulk-group wait before a slot is rewritten, and the host's
//! descriptors of device-born tensor maps. No op or attribute name, and no
//! operand position, is spelled here.

use super::build::{result_of, At, BuildError};
use melior::ir::{OperationRef, Type, Value};
use tile_dialect::ops::{self as views, OpKind};

/// `tile.tensormap_init %slot [from %template]`; returns the op.
pub(crate) fn init<'c, 'a>(
    at: &At<'c, 'a>,
    slot: Value<'c, 'a>,
    template: Option<Value<'c, 'a>>,
) -> Result<OperationRef<'c, 'a>, BuildError> {
    let operands = views::TensorMapInitOperands {
        slot,
        source: template,
    };
    at.insert(views::TensorMapInitOp::create(
        at.context,
        at.location,
        operands,
    ))
}

/// What a `tile.rebind` writes: the slot, the new address, dims and
/// strides.
pub(crate) struct Rebind<'c, 'a> {
    /// The slot rewritten.
    pub(crate) slot: Value<'c, 'a>,
    /// The global address.
    pub(crate) address: Value<'c, 'a>,
    /// The dims (innermost first).
    pub(crate) dims: Vec<Value<'c, 'a>>,
    /// The byte strides.
    pub(crate) strides: Vec<Value<'c, 'a>>,
}

/// `tile.rebind` of `fields` as the descriptor type `ty`: `zeroed` when the
/// slot holds zeros (every field written), else the fields `unchanged`
/// (none: every field) left as the slot holds them.
pub(crate) fn rebind<'c, 'a>(
    at: &At<'c, 'a>,
    fields: Rebind<'c, 'a>,
    ty: Type<'c>,
    zeroed: bool,
    unchanged: Vec<i64>,
) -> Result<OperationRef<'c, 'a>, BuildError> {
    let operands = views::RebindOperands {
        slot: fields.slot,
        address: Some(fields.address),
        dims: fields.dims,
        strides: fields.strides,
    };
    let attributes = views::RebindAttributes {
        desc_type: ty,
        from_type: None,
        zeroed,
        unchanged: (!unchanged.is_empty()).then_some(unchanged),
    };
    at.insert(views::RebindOp::create(
        at.context,
        at.location,
        operands,
        attributes,
    ))
}

/// `tile.tensormap_fence_acquire %slot` (the default scope).
pub(crate) fn acquire<'c, 'a>(
    at: &At<'c, 'a>,
    slot: Value<'c, 'a>,
) -> Result<OperationRef<'c, 'a>, BuildError> {
    at.insert(views::TensorMapFenceAcquireOp::create(
        at.context,
        at.location,
        views::TensorMapFenceAcquireOperands { slot },
        views::TensorMapFenceAcquireAttributes::default(),
    ))
}

/// `tile.tensormap_fence_release` (the default scope).
pub(crate) fn release<'c, 'a>(at: &At<'c, 'a>) -> Result<OperationRef<'c, 'a>, BuildError> {
    at.insert(views::TensorMapFenceReleaseOp::create(
        at.context,
        at.location,
        views::TensorMapFenceReleaseAttributes::default(),
    ))
}

/// `tile.tensormap_from_slot %slot` as a descriptor of type `ty`.
pub(crate) fn from_slot<'c, 'a>(
    at: &At<'c, 'a>,
    slot: Value<'c, 'a>,
    ty: Type<'c>,
) -> Result<Value<'c, 'a>, BuildError> {
    let op = at.insert(views::TensorMapFromSlotOp::create(
        at.context,
        at.location,
        views::TensorMapFromSlotOperands { slot },
        ty,
    ))?;
    result_of(op, 0)
}

/// `tile.prefetch_tensormap %desc` (unpredicated).
pub(crate) fn prefetch<'c, 'a>(
    at: &At<'c, 'a>,
    desc: Value<'c, 'a>,
) -> Result<OperationRef<'c, 'a>, BuildError> {
    let operands = views::PrefetchTensorMapOperands {
        desc,
        predicate: None,
    };
    at.insert(views::PrefetchTensorMapOp::create(
        at.context,
        at.location,
        operands,
    ))
}

/// `tile.tensormap_cp_fenceproxy %src to %dst` (the default scope).
pub(crate) fn copy_fenceproxy<'c, 'a>(
    at: &At<'c, 'a>,
    src: Value<'c, 'a>,
    dst: Value<'c, 'a>,
) -> Result<OperationRef<'c, 'a>, BuildError> {
    at.insert(views::TensorMapCopyFenceProxyOp::create(
        at.context,
        at.location,
        views::TensorMapCopyFenceProxyOperands { src, dst },
        views::TensorMapCopyFenceProxyAttributes::default(),
    ))
}

/// `tile.bulk_commit` then `tile.bulk_wait 0 read`: every bulk store or
/// reduction issued before has read its source (and its descriptor).
pub(crate) fn retire_bulk_reads<'c, 'a>(
    at: &At<'c, 'a>,
) -> Result<OperationRef<'c, 'a>, BuildError> {
    at.insert(views::BulkCommitOp::create(at.context, at.location))?;
    let attributes = views::BulkWaitAttributes {
        pending: 0,
        read: true,
    };
    at.insert(views::BulkWaitOp::create(
        at.context,
        at.location,
        attributes,
    ))
}

/// What [`retire_bulk_reads`] inserts, as a remark names it.
pub(crate) fn retire_bulk_reads_text() -> String {
    format!(
        "{} + {} 0 read",
        OpKind::BulkCommit.name(),
        OpKind::BulkWait.name()
    )
}

/// `tile.make_tensormap_ptr %ptr, dims [...], strides [...]` as a
/// descriptor of type `ty`.
pub(crate) fn make_tensormap_ptr<'c, 'a>(
    at: &At<'c, 'a>,
    ptr: Value<'c, 'a>,
    dims: Vec<Value<'c, 'a>>,
    strides: Vec<Value<'c, 'a>>,
    ty: Type<'c>,
) -> Result<Value<'c, 'a>, BuildError> {
    let operands = views::MakeTensorMapFromPtrOperands { ptr, dims, strides };
    let op = at.insert(views::MakeTensorMapFromPtrOp::create(
        at.context,
        at.location,
        operands,
        ty,
    ))?;
    result_of(op, 0)
}
