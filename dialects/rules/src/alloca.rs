//! `alloca-space`: where an alloca of device code may point. NVPTX places
//! every alloca in the thread's local memory (its stack frame, `.local`),
//! whatever address space its pointer claims: an `llvm.alloca` typed
//! `!llvm.ptr<3>` (what `memref.alloca` of a memref in memory space 3
//! lowers to) became a local stack slot whose generic address the back end
//! then converted as if it were shared memory (`cvta.shared`), so a TMA
//! load into it wrote to an unrelated shared address, with exit 0; with a
//! 2^31-byte alignment the 2 GiB local frame crashed ptxas (tile-fuzz seed
//! 7171). An `!llvm.ptr<5>` (local) alloca is miscompiled too: the back end
//! takes the frame's generic address and converts it once more
//! (`cvta.local` of `%SP + offset`), and the local loads and stores then
//! use that. Only generic (address space 0) allocas come out right.

use crate::violation::Violation;

/// The address spaces an alloca of device code may point into: generic.
pub const ALLOCA_SPACES: [i64; 1] = [0];

/// The `alloca-space` violation for an alloca of device code whose pointer
/// (printed as `pointer`) is in address space `space`, if that is not one
/// an alloca can be in.
pub fn check_alloca_space(pointer: &str, space: i64) -> Option<Violation> {
    if ALLOCA_SPACES.contains(&space) {
        return None;
    }
    let named = match space {
        1 => " (global)",
        3 => " (shared)",
        4 => " (const)",
        5 => " (local)",
        7 => " (shared::cluster)",
        _ => "",
    };
    Some(Violation::error(
        "alloca-space",
        format!(
            "alloca of {pointer}: an alloca of device code must be generic (address space 0): \
             NVPTX places every alloca in the thread's local memory and gives it a generic \
             address, so one typed address space {space}{named} is addressed wrongly (a \
             memref.alloca in memory space {space} lowers to this); use a memref.alloca without \
             a memory space for per-thread scratch, and a memref.global in address space 3 (or \
             dynamic shared memory) for shared memory"
        ),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_generic_allocas_pass() {
        assert!(check_alloca_space("!llvm.ptr", 0).is_none());
        let local = check_alloca_space("!llvm.ptr<5>", 5).expect("refused");
        assert!(
            local.message.contains("address space 5 (local)"),
            "{}",
            local.message
        );
    }

    #[test]
    fn a_shared_alloca_is_refused_with_both_values() {
        let v = check_alloca_space("!llvm.ptr<3>", 3).expect("refused");
        assert_eq!(v.rule, "alloca-space");
        assert!(v.message.contains("!llvm.ptr<3>"), "{}", v.message);
        assert!(
            v.message.contains("typed address space 3 (shared)"),
            "{}",
            v.message
        );
        assert!(check_alloca_space("!llvm.ptr<1>", 1).is_some());
    }
}
