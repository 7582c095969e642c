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

/// The `param-type` violation for argument `index` of kernel `name`, a
/// scalar integer of `width` bits, if NVPTX cannot declare it: it writes
/// such a parameter as `.u<width>` (`.param .u5 k_param_0`), which is a
/// PTX type only for 8, 16, 32 and 64 bits (i1 becomes `.u8`; from 128 bits
/// on, a byte array); ptxas stops on the others ("Parsing error near
/// '.u5'").
pub fn check_param_int_width(name: &str, index: usize, width: u32) -> Option<Violation> {
    let declared = matches!(width, 1 | 8 | 16 | 32 | 64) || width >= 128;
    (!declared).then(|| {
        Violation::error(
            "param-type",
            format!(
                "kernel @{name} takes argument #{index} as i{width}: NVPTX declares a scalar \
                 integer kernel parameter of width {width} as .u{width}, which is not a PTX type; \
                 use i8, i16, i32 or i64"
            ),
        )
    })
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
        for ok in [1, 8, 16, 32, 64, 128, 129, 256] {
            assert_eq!(check_param_int_width("k", 0, ok), None, "i{ok}");
        }
        for bad in [2, 5, 15, 24, 31, 33, 96, 127] {
            assert_eq!(
                check_param_int_width("k", 0, bad).map(|v| v.rule),
                Some("param-type"),
                "i{bad}"
            );
        }
        let v = check_param_space("k", 0x80000080).unwrap();
        assert_eq!(v.rule, "param-space");
        assert!(
            v.message.contains("kernel @k takes 2147483776 bytes"),
            "{}",
            v.message
        );
    }
}
