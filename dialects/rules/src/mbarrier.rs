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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parity() {
        assert!(check_parity(0).is_none());
        assert!(check_parity(1).is_none());
        assert_eq!(check_parity(2).map(|v| v.rule), Some("mbarrier-parity"));
        assert!(check_parity(i64::from(i32::MIN)).is_some());
    }
}
