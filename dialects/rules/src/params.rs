//! The kernel parameter space. ptxas 13 refuses an entry function whose
//! parameters (laid out in order, each at its alignment) take more than
//! 32764 bytes (0x7ffc), and more than 4352 bytes (0x1100) unless the PTX
//! ISA version is 8.1 or later ("Feature 'Kernel parameter size larger
//! than 4352 bytes' requires PTX ISA .version 8.1 or later"). The output
//! stage raises the version to 8.1 for such kernels, so only the first
//! limit is a rule.

use crate::target::PtxVersion;
use crate::violation::Violation;

/// The most parameter bytes of one kernel (PTX ISA 8.1 and later).
pub const MAX_PARAM_BYTES: u64 = 0x7ffc;

/// The most parameter bytes of one kernel before PTX ISA 8.1.
pub const MAX_PARAM_BYTES_BEFORE_PTX81: u64 = 0x1100;

/// The PTX ISA version that allows more than
/// [`MAX_PARAM_BYTES_BEFORE_PTX81`] bytes.
pub const LARGE_PARAMS_PTX: PtxVersion = PtxVersion::new(8, 1);

/// The size of a parameter list: each parameter, `(size, alignment)` in
/// bytes, starts at the next multiple of its alignment. Saturates instead
/// of overflowing.
pub fn param_space(params: impl IntoIterator<Item = (u64, u64)>) -> u64 {
    params.into_iter().fold(0u64, |offset, (size, align)| {
        let align = align.max(1);
        offset
            .checked_next_multiple_of(align)
            .and_then(|o| o.checked_add(size))
            .unwrap_or(u64::MAX)
    })
}

/// The `param-space` violation for kernel `name` taking `bytes` bytes of
/// parameters, if that is more than PTX allows.
pub fn check_param_space(name: &str, bytes: u64) -> Option<Violation> {
    (bytes > MAX_PARAM_BYTES).then(|| {
        Violation::error(
            "param-space",
            format!(
                "kernel @{name} takes {bytes} bytes of parameters, more than the {MAX_PARAM_BYTES} \
                 (0x7ffc) bytes of the PTX parameter space (pass large data through global \
                 memory)"
            ),
        )
    })
}

/// The `param-empty` violation for argument `index` of kernel `name`, passed
/// by value as `ty` (its text), a type of no bytes: the NVPTX back end
/// writes it as `.param .b8 p[0]`, which ptxas refuses ("Parameter to entry
/// function cannot be an incomplete array"), or stops on it ("Empty
/// parameter types are not supported").
pub fn param_empty(name: &str, index: usize, ty: &str) -> Violation {
    Violation::error(
        "param-empty",
        format!(
            "kernel @{name} takes argument #{index} by value as {ty}, a type of 0 bytes; \
             a PTX entry parameter cannot be empty (drop the argument or give it a size)"
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_aligns_each_parameter() {
        assert_eq!(param_space([]), 0);
        assert_eq!(param_space([(4, 4), (8, 8)]), 16);
        assert_eq!(param_space([(1, 1), (128, 64), (4, 4)]), 196);
        assert_eq!(param_space([(u64::MAX, 1), (1, 1)]), u64::MAX);
    }

    #[test]
    fn limit() {
        assert_eq!(check_param_space("k", MAX_PARAM_BYTES), None);
        let v = check_param_space("k", 0x80000080).unwrap();
        assert_eq!(v.rule, "param-space");
        assert!(
            v.message.contains("kernel @k takes 2147483776 bytes"),
            "{}",
            v.message
        );
    }
}
