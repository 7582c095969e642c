//! Operand rules of the mbarrier ops.

use crate::violation::Violation;

/// The `mbarrier-parity` violation for a constant phase parity: PTX's
/// `mbarrier.try_wait.parity` takes 0 or 1 (ptxas refuses any other
/// immediate).
pub fn check_parity(parity: i64) -> Option<Violation> {
    (!matches!(parity, 0 | 1)).then(|| {
        Violation::error(
            "mbarrier-parity",
            format!("the phase parity must be 0 or 1, got {parity}"),
        )
    })
}

/// The most CTAs a cluster can have (sm_90, non-portable size; 8 is the
/// portable one).
pub const MAX_CLUSTER_CTAS: u64 = 16;

/// The `cluster-rank` violation for a constant peer rank `rank` of a remote
/// arrive: a CTA rank is below the cluster's size (`cluster_ctas`, the
/// kernel's `known_cluster_size` product, when known), which is at most
/// [`MAX_CLUSTER_CTAS`].
pub fn check_cluster_rank(rank: i64, cluster_ctas: Option<u64>) -> Option<Violation> {
    let (limit, what) = match cluster_ctas {
        Some(n) => (
            n,
            format!("the kernel's cluster has {n} CTA(s) (known_cluster_size)"),
        ),
        None => (
            MAX_CLUSTER_CTAS,
            format!("a cluster has at most {MAX_CLUSTER_CTAS} CTAs"),
        ),
    };
    let fits = u64::try_from(rank).is_ok_and(|r| r < limit);
    (!fits).then(|| {
        Violation::error(
            "cluster-rank",
            format!("the peer CTA rank must be in 0..{limit}: {what}; got {rank}"),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cluster_rank() {
        assert!(check_cluster_rank(0, None).is_none());
        assert!(check_cluster_rank(15, None).is_none());
        assert_eq!(
            check_cluster_rank(16, None).map(|v| v.rule),
            Some("cluster-rank")
        );
        assert!(check_cluster_rank(-1, None).is_some());
        assert!(check_cluster_rank(3, Some(4)).is_none());
        let v = check_cluster_rank(4, Some(4)).expect("outside a 4-CTA cluster");
        assert!(v.message.contains("4 CTA(s)"), "{}", v.message);
    }

    #[test]
    fn parity() {
        assert!(check_parity(0).is_none());
        assert!(check_parity(1).is_none());
        assert_eq!(check_parity(2).map(|v| v.rule), Some("mbarrier-parity"));
        assert!(check_parity(i64::from(i32::MIN)).is_some());
    }
}
