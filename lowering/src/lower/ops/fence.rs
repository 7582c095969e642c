//! Ordering and synchronization: `tile.fence_proxy_async`, the tensormap
//! proxy fences (`tile.tensormap_fence_acquire` / `_release`,
//! `tile.tensormap_cp_fenceproxy`) and the cluster barrier
//! (`tile.cluster_arrive` / `tile.cluster_wait`).

use super::operands::{generic_ptr, ptr, scope, simple};
use super::Lowered;
use crate::lower::emitter::{AddressSpace, Emitter};
use crate::lower::plan::{Operand, Plan};
use crate::lower::LowerError;
use tile_dialect::attrs::ProxySpace;
use tile_dialect::ops::{
    ClusterArriveOp, ClusterWaitOp, FenceProxyAsyncOp, TensorMapCopyFenceProxyOp,
    TensorMapFenceAcquireOp, TensorMapFenceReleaseOp,
};
use tile_ptx::{self as ptx, OperandRole as R};

/// Lowers `tile.cluster_arrive`.
pub(super) fn lower_cluster_arrive<'c, 'a>(op: ClusterArriveOp<'c, 'a>) -> Lowered<'c, 'a> {
    let relaxed = op.relaxed();
    let aligned = op.aligned();
    let name = if relaxed {
        "nvvm.cluster.arrive.relaxed"
    } else {
        "nvvm.cluster.arrive"
    };
    let mut i = simple(name, vec![]);
    if aligned {
        i.attributes.push(("aligned", "unit".into()));
    }
    Lowered::Plan(Plan::new(ptx::ClusterArrive { relaxed, aligned }, i))
}

/// Lowers `tile.cluster_wait`.
pub(super) fn lower_cluster_wait<'c, 'a>(op: ClusterWaitOp<'c, 'a>) -> Lowered<'c, 'a> {
    let aligned = op.aligned();
    let mut i = simple("nvvm.cluster.wait", vec![]);
    if aligned {
        i.attributes.push(("aligned", "unit".into()));
    }
    Lowered::Plan(Plan::new(ptx::ClusterWait { aligned }, i))
}

/// Lowers `tile.fence_proxy_async`.
pub(super) fn lower_proxy_async<'c, 'a>(op: FenceProxyAsyncOp<'c, 'a>) -> Lowered<'c, 'a> {
    let (ptx_space, kind, shared) = match op.space() {
        ProxySpace::All => (None, "async", None),
        ProxySpace::Global => (Some(ptx::ProxySpace::Global), "async.global", None),
        ProxySpace::SharedCta => (
            Some(ptx::ProxySpace::SharedCta),
            "async.shared",
            Some("cta"),
        ),
        ProxySpace::SharedCluster => (
            Some(ptx::ProxySpace::SharedCluster),
            "async.shared",
            Some("cluster"),
        ),
    };
    let mut i = simple("nvvm.fence.proxy", vec![]);
    i.attributes
        .push(("kind", format!("#nvvm.proxy_kind<{kind}>")));
    if let Some(s) = shared {
        i.attributes
            .push(("space", format!("#nvvm.shared_space<{s}>")));
    }
    Lowered::Plan(Plan::new(ptx::FenceProxyAsync { space: ptx_space }, i))
}

/// Lowers `tile.tensormap_fence_acquire`.
pub(super) fn lower_tensormap_acquire<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: TensorMapFenceAcquireOp<'c, 'a>,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let slot = ptr(em, op.slot())?;
    let (s, name) = scope(op.scope());
    let generic = generic_ptr(em, slot)?;
    let size = em.llvm_const(128, 32)?;
    let mut i = simple("nvvm.fence.proxy.acquire", vec![generic, size]);
    i.attributes
        .push(("scope", format!("#nvvm.mem_scope<{name}>")));
    Ok(Lowered::Plan(
        Plan::new(ptx::TensormapFenceAcquire { scope: s }, i)
            .with(R::Slot, Operand::Ptr(generic, AddressSpace::Generic)),
    ))
}

/// Lowers `tile.tensormap_fence_release`.
pub(super) fn lower_tensormap_release<'c, 'a>(
    op: TensorMapFenceReleaseOp<'c, 'a>,
) -> Lowered<'c, 'a> {
    let (s, name) = scope(op.scope());
    let mut i = simple("nvvm.fence.proxy.release", vec![]);
    i.attributes
        .push(("scope", format!("#nvvm.mem_scope<{name}>")));
    Lowered::Plan(Plan::new(ptx::TensormapFenceRelease { scope: s }, i))
}

/// Lowers `tile.tensormap_cp_fenceproxy` (inline asm only).
pub(super) fn lower_tensormap_cp_fenceproxy<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: TensorMapCopyFenceProxyOp<'c, 'a>,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let src = ptr(em, op.src())?;
    let dst = ptr(em, op.dst())?;
    let (s, _) = scope(op.scope());
    Ok(Lowered::Plan(
        Plan::asm_only(
            ptx::TensormapCpFenceproxy { scope: s },
            "MLIR 22 has no NVVM op for tensormap.cp_fenceproxy",
        )
        .with(R::Dst, dst)
        .with(R::Src, src),
    ))
}
