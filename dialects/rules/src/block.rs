//! The thread block a kernel runs with: CUDA allows at most 1024 threads in
//! x and in y, 64 in z, and 1024 in all (CUDA C++ Programming Guide,
//! "Thread Hierarchy" and the compute capability table; every target here
//! has these limits). A kernel that asks for more (`known_block_size`,
//! `nvvm.reqntid`, `nvvm.maxntid`, which become PTX `.reqntid` /
//! `.maxntid`) or a launch that uses more never runs.

use crate::violation::Violation;

/// The rule id (shared with the rule that extents are at least 1).
pub const RULE: &str = "block-size";
/// The most threads in one thread block.
pub const MAX_THREADS: u64 = 1024;
/// The most threads along x, y and z.
pub const MAX_EXTENTS: [u64; 3] = [1024, 1024, 64];

/// Checks a thread block's extents (x first; missing ones are 1) against
/// CUDA's limits. `what` names the block in the message ("kernel @k has
/// known_block_size = [2048, 1, 1]"). Extents below 1 are another rule's
/// (nothing here); a fourth extent and beyond have no limit here.
pub fn check_block_limits(what: &str, extents: &[i64]) -> Option<Violation> {
    let positive: Vec<u64> = extents
        .iter()
        .map(|&e| u64::try_from(e).ok().filter(|&e| e >= 1))
        .collect::<Option<_>>()?;
    let limits = "a thread block has at most 1024 threads in x, 1024 in y, 64 in z and 1024 in all";
    for ((&extent, &max), axis) in positive.iter().zip(&MAX_EXTENTS).zip(["x", "y", "z"]) {
        if extent > max {
            return Some(Violation::error(
                RULE,
                format!("{what}: {extent} threads in {axis}, but {limits}"),
            ));
        }
    }
    let total = positive
        .iter()
        .take(3)
        .try_fold(1u64, |acc, &e| acc.checked_mul(e))
        .unwrap_or(u64::MAX);
    (total > MAX_THREADS).then(|| {
        Violation::error(
            RULE,
            format!("{what}: {total} threads in all, but {limits}"),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits() {
        let rule = |e: &[i64]| check_block_limits("b", e).map(|v| v.message);
        assert_eq!(rule(&[1024, 1, 1]), None);
        assert_eq!(rule(&[32, 32, 1]), None);
        assert_eq!(rule(&[1, 1, 64]), None);
        assert_eq!(rule(&[128]), None);
        assert_eq!(rule(&[16, 1, 64]), None);
        assert!(rule(&[1025, 1, 1]).unwrap().contains("1025 threads in x"));
        assert!(rule(&[1, 2048, 1]).unwrap().contains("2048 threads in y"));
        assert!(rule(&[1, 1, 65]).unwrap().contains("65 threads in z"));
        assert!(rule(&[64, 32, 1]).unwrap().contains("2048 threads in all"));
        assert!(rule(&[1024, 1024, 64])
            .unwrap()
            .contains("67108864 threads in all"));
        // Non-positive extents: the other rule's.
        assert_eq!(rule(&[0, 4096, 1]), None);
        assert_eq!(rule(&[-1, 1, 1]), None);
        assert_eq!(
            check_block_limits("b", &[2048]).map(|v| v.rule),
            Some("block-size")
        );
    }
}
