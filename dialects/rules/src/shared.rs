//! Static shared memory of one kernel. ptxas 13 refuses an entry function
//! whose statically allocated `.shared` variables (module-scope globals it
//! uses) take more than 48 KiB (0xc000 bytes: "uses too much shared data");
//! more needs dynamic shared memory, opted in at launch. The per-target
//! capacity of a thread block (`smem-capacity`) is a separate, larger limit.

use crate::violation::Violation;

/// The most bytes of static `.shared` memory one kernel may use.
pub const MAX_STATIC_SHARED_BYTES: u64 = 0xc000;

/// The `smem-static` violation for kernel `name` using `bytes` bytes of
/// static shared memory (`None`: more than 64 bits can count), if ptxas
/// refuses that much.
pub fn check_static_shared(name: &str, bytes: Option<u64>) -> Option<Violation> {
    let size = match bytes {
        Some(b) if b <= MAX_STATIC_SHARED_BYTES => return None,
        Some(b) => b.to_string(),
        None => "more than 2^64".to_string(),
    };
    Some(Violation::error(
        "smem-static",
        format!(
            "kernel @{name} uses {size} bytes of static shared memory (memref.global in address \
             space 3), but a kernel may have at most {MAX_STATIC_SHARED_BYTES} (48 KiB); use \
             dynamic shared memory for more"
        ),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limit() {
        assert!(check_static_shared("k", Some(MAX_STATIC_SHARED_BYTES)).is_none());
        let v = check_static_shared("k", Some(MAX_STATIC_SHARED_BYTES + 1)).expect("too big");
        assert_eq!(v.rule, "smem-static");
        assert!(v.message.contains("49153"), "{}", v.message);
        assert!(check_static_shared("k", None).is_some());
    }
}
