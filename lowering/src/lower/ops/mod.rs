//! One lowering pattern per `tile` op, by family (`load`, `store`,
//! `reduce`, `prefetch`, `bulk`, `cp_async`, `mbarrier`, `fence`,
//! `rebind`), each reading its op through the generated view
//! (`tile_dialect::ops`) and building a plan (see `plan.rs`); ops that
//! expand to several instructions (rebind, the blocking mbarrier wait) or
//! produce no instruction (tensormap_from_slot) are handled here too.
//! [`lower`] dispatches on the op's view.

mod bulk;
mod cp_async;
mod fence;
mod load;
mod mbarrier;
mod operands;
mod prefetch;
mod rebind;
mod reduce;
mod store;

use super::plan::Plan;
use super::{emitter::Emitter, LowerError};
use melior::ir::{OperationRef, Value, ValueLike};
use std::collections::HashMap;
use tile_dialect::ops::TileOp;

/// Descriptor values already lowered to generic pointers, by raw value.
pub type DescMap = HashMap<usize, mlir_sys::MlirValue>;

/// The key of a value in a [`DescMap`].
pub fn key(value: Value<'_, '_>) -> usize {
    value.to_raw().ptr as usize
}

/// What lowering an op produced.
pub enum Lowered<'c, 'a> {
    /// One plan; the op's results (if any) are replaced by the plan's.
    Plan(Plan<'c, 'a>),
    /// Several plans in order (rebind).
    Sequence(Vec<Plan<'c, 'a>>),
    /// An arrive on a peer CTA's mbarrier: `plan` is the asm form; the
    /// intrinsics form is `nvvm.mapa` of `mbar` (shared::cta) to `rank`
    /// then `nvvm.mbarrier.arrive` on the result, at cluster scope (CTA
    /// scope with `release_cta`).
    RemoteArrive {
        plan: Plan<'c, 'a>,
        mbar: Value<'c, 'a>,
        rank: Value<'c, 'a>,
        release_cta: bool,
    },
    /// A blocking mbarrier wait (asm: a try_wait loop).
    WaitParity {
        mbar: Value<'c, 'a>,
        parity: Value<'c, 'a>,
    },
    /// Nothing to emit (the op only defined a descriptor pointer).
    Nothing,
    /// Already emitted in place (plain LLVM ops, the same under both
    /// strategies); the op is erased.
    Emitted,
}

/// Builds the lowering of `op` (a `tile.*` op).
pub fn lower<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    descs: &mut DescMap,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let Some(view) = TileOp::cast(op) else {
        return Err(LowerError::Unsupported(format!(
            "no lowering for '{}'",
            tile_dialect::strings::name_of(&op)
        )));
    };
    match view {
        TileOp::TensorMapFromSlot(v) => rebind::from_slot(em, v, descs),
        TileOp::MakeTensorMap(_) | TileOp::MakeTensorMapFromPtr(_) => {
            Err(rebind::host_only(view.kind()))
        }
        TileOp::Rebind(v) => rebind::lower_rebind(em, v),
        TileOp::TensorMapInit(v) => rebind::lower_init(em, v, descs),
        TileOp::Load(v) => load::lower(em, v, descs),
        TileOp::Store(v) => store::lower(em, v, descs),
        TileOp::Reduce(v) => reduce::lower_tensor(em, v, descs),
        TileOp::BulkReduce(v) => reduce::lower_bulk(em, v),
        TileOp::Prefetch(v) => prefetch::lower_tensor(v, descs),
        TileOp::PrefetchTensorMap(v) => prefetch::lower_tensormap(v, descs),
        TileOp::BulkPrefetch(v) => prefetch::lower_bulk(em, v),
        TileOp::BulkLoad(v) => bulk::lower_load(em, v),
        TileOp::BulkStore(v) => bulk::lower_store(em, v),
        TileOp::BulkCopyCluster(v) => bulk::lower_copy_cluster(em, v),
        TileOp::BulkCommit(_) => Ok(bulk::lower_commit()),
        TileOp::BulkWait(v) => Ok(bulk::lower_wait(v)),
        TileOp::CpAsync(v) => cp_async::lower(em, v),
        TileOp::CpAsyncCommit(_) => Ok(cp_async::lower_commit()),
        TileOp::CpAsyncWait(v) => Ok(cp_async::lower_wait(v)),
        TileOp::MBarrierInit(v) => mbarrier::lower_init(em, v),
        TileOp::MBarrierArrive(v) => mbarrier::lower_arrive(em, v),
        TileOp::MBarrierArriveExpectTx(v) => mbarrier::lower_arrive_expect_tx(em, v),
        TileOp::MBarrierExpectTx(v) => mbarrier::lower_expect_tx(em, v),
        TileOp::MBarrierTryWaitParity(v) => mbarrier::lower_try_wait_parity(em, v),
        TileOp::MBarrierWaitParity(v) => mbarrier::lower_wait_parity(em, v),
        TileOp::MBarrierArriveCluster(v) => mbarrier::lower_arrive_cluster(em, v),
        TileOp::ClusterArrive(v) => Ok(fence::lower_cluster_arrive(v)),
        TileOp::ClusterWait(v) => Ok(fence::lower_cluster_wait(v)),
        TileOp::FenceProxyAsync(v) => Ok(fence::lower_proxy_async(v)),
        TileOp::TensorMapFenceAcquire(v) => fence::lower_tensormap_acquire(em, v),
        TileOp::TensorMapFenceRelease(v) => Ok(fence::lower_tensormap_release(v)),
        TileOp::TensorMapCopyFenceProxy(v) => fence::lower_tensormap_cp_fenceproxy(em, v),
    }
}
