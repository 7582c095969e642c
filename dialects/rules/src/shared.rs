//! Static shared memory of one kernel. ptxas 13 refuses an entry function
//! whose statically allocated `.shared` variables (module-scope globals it
//! uses) take more than 48 KiB (0xc000 bytes: "uses too much shared data");
//! more needs dynamic shared memory, opted in at launch. The per-target
//! capacity of a thread block (`smem-capacity`) is a separate, larger limit;
//! a launch's static plus dynamic shared memory must fit it too
//! (`smem-launch`).

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

/// The `smem-launch` violation for a launch of kernel `name` on `target`
/// (a thread block there has at most `max` bytes of shared memory) asking
/// for `dynamic` bytes of dynamic shared memory (a negative count is
/// refused too) on top of the kernel's `static_bytes` (`None`: more than
/// 64 bits can count), if no thread block can hold both.
pub fn check_launch_shared(
    name: &str,
    target: &str,
    max: u64,
    static_bytes: Option<u64>,
    dynamic: i64,
) -> Option<Violation> {
    let Ok(dynamic) = u64::try_from(dynamic) else {
        return Some(Violation::error(
            "smem-launch",
            format!("launch of @{name} asks for {dynamic} bytes of dynamic shared memory"),
        ));
    };
    let total = static_bytes.and_then(|s| s.checked_add(dynamic));
    if total.is_some_and(|t| t <= max) {
        return None;
    }
    let stat = static_bytes.map_or("more than 2^64".to_string(), |s| s.to_string());
    let sum = total.map_or("more than 2^64".to_string(), |t| t.to_string());
    Some(Violation::error(
        "smem-launch",
        format!(
            "launch of @{name} asks for {dynamic} bytes of dynamic shared memory; with the \
             kernel's {stat} bytes of static shared memory that is {sum}, but a thread block on \
             {target} has at most {max}"
        ),
    ))
}

/// The largest alignment of a module-scope variable (`.shared` or
/// `.global`) tile-opt writes into PTX: 128 KiB, the largest power of two
/// that fits one thread block's shared memory. ptxas 13 takes time and
/// memory in proportion to a variable's alignment (2^31: 30 s and 8 GB).
pub const MAX_GLOBAL_ALIGNMENT: u64 = 1 << 17;

/// The `global-alignment` violation for `what` (a device or host global)
/// aligned to `alignment` bytes, if that is more than
/// [`MAX_GLOBAL_ALIGNMENT`].
pub fn check_global_alignment(what: &str, alignment: u64) -> Option<Violation> {
    (alignment > MAX_GLOBAL_ALIGNMENT).then(|| {
        Violation::error(
            "global-alignment",
            format!(
                "{what} is aligned to {alignment} bytes, but a global may be aligned to at \
                 most {MAX_GLOBAL_ALIGNMENT} bytes (128 KiB; ptxas and the host object file need \
                 time and memory in proportion to the alignment)"
            ),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn launch_limit() {
        let max = 227 << 10;
        assert!(check_launch_shared("k", "sm_90a", max, Some(1024), max as i64 - 1024).is_none());
        let v = check_launch_shared("k", "sm_90a", max, Some(1024), max as i64 - 1023)
            .expect("one byte over");
        assert_eq!(v.rule, "smem-launch");
        assert!(v.message.contains("that is 232449"), "{}", v.message);
        assert!(check_launch_shared("k", "sm_90a", max, None, 0).is_some());
        let neg = check_launch_shared("k", "sm_90a", max, Some(0), -1).expect("negative");
        assert!(neg.message.contains("-1 bytes"), "{}", neg.message);
    }

    #[test]
    fn limit() {
        assert!(check_static_shared("k", Some(MAX_STATIC_SHARED_BYTES)).is_none());
        let v = check_static_shared("k", Some(MAX_STATIC_SHARED_BYTES + 1)).expect("too big");
        assert_eq!(v.rule, "smem-static");
        assert!(v.message.contains("49153"), "{}", v.message);
        assert!(check_static_shared("k", None).is_some());
    }

    #[test]
    fn alignment() {
        assert!(check_global_alignment("g", MAX_GLOBAL_ALIGNMENT).is_none());
        let v = check_global_alignment("g", 1 << 31).expect("too aligned");
        assert_eq!(v.rule, "global-alignment");
        assert!(v.message.contains("2147483648"), "{}", v.message);
    }
}
