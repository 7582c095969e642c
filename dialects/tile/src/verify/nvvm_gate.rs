//! Target gates for NVVM dialect ops written by hand in already-lowered
//! input (no `tile` op): the same `target-feature` rule that gates the
//! `tile` ops they come from. Without it an `nvvm.mbarrier.try_wait.parity`
//! for `sm_80` reached ptxas, which refused the PTX (tile-fuzz finding
//! `ptxas-nvvm-feature-target`).
//!
//! Only the families the lowering emits are gated (mbarrier transaction
//! counts, bulk and tensor copies, tensormap fences, cluster barriers,
//! `mapa`); other NVVM ops keep MLIR's and LLVM's own checks.

use tile_rules::Feature;

/// The feature an NVVM op named `name` needs, if it is one of the gated
/// families.
pub(crate) fn feature_of(name: &str) -> Option<Feature> {
    let op = name.strip_prefix("nvvm.")?;
    let feature = match op {
        "mbarrier.try_wait.parity"
        | "mbarrier.arrive.expect_tx"
        | "mbarrier.arrive_drop.expect_tx"
        | "mbarrier.expect_tx"
        | "mbarrier.complete_tx" => Feature::MbarrierTx,
        "fence.proxy.acquire" | "fence.proxy.release" => Feature::TensormapFence,
        "cluster.arrive" | "cluster.wait" => Feature::ClusterBarrier,
        "cluster.arrive.relaxed" => Feature::ClusterBarrierRelaxed,
        "mapa" => Feature::RemoteArrive,
        _ if op.starts_with("cp.async.bulk.tensor.") => Feature::Tensor,
        _ if op.starts_with("cp.async.bulk.") => Feature::Bulk,
        _ => return None,
    };
    Some(feature)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gated_families() {
        assert_eq!(
            feature_of("nvvm.mbarrier.try_wait.parity"),
            Some(Feature::MbarrierTx)
        );
        assert_eq!(
            feature_of("nvvm.cp.async.bulk.tensor.shared.cluster.global"),
            Some(Feature::Tensor)
        );
        assert_eq!(
            feature_of("nvvm.cp.async.bulk.commit.group"),
            Some(Feature::Bulk)
        );
        assert_eq!(
            feature_of("nvvm.cluster.arrive.relaxed"),
            Some(Feature::ClusterBarrierRelaxed)
        );
        // sm_80 features and non-NVVM ops are not gated here.
        assert_eq!(feature_of("nvvm.mbarrier.init"), None);
        assert_eq!(feature_of("nvvm.cp.async.shared.global"), None);
        assert_eq!(feature_of("llvm.mapa"), None);
    }
}
