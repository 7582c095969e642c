//! `vector-size`: a vector in device code holds at most
//! [`MAX_DEVICE_VECTOR_ELEMENTS`] elements. NVPTX has no vector registers
//! wider than four elements: instruction selection splits a vector value
//! (a parameter of a device function too) into its scalars, and its time
//! and memory grow with the element count: `vector<268435456xi64>` as a
//! device function's parameter took 35 s and 21 GB (tile-fuzz seed 808,
//! `crash/9dfc3702ff42`, "LLVM ERROR: out of memory" under the fuzzer's
//! 6 GiB cap); 2^24 elements took 1.1 s and 1.4 GB.

use melior::ir::{r#type::TypeLike, Type};
use tile_rules::Violation;

/// The most elements of one device-code vector type (2^16: 5 MB of the
/// back end's memory at the measured ~80 bytes per element).
pub const MAX_DEVICE_VECTOR_ELEMENTS: u64 = 1 << 16;

/// The rule's name.
pub const RULE: &str = "vector-size";

/// The first vector among `types` (or inside one of them) with more than
/// [`MAX_DEVICE_VECTOR_ELEMENTS`] elements, as a violation.
pub(crate) fn check(types: &[Type<'_>]) -> Option<Violation> {
    types.iter().find_map(|ty| {
        // SAFETY: live types of a live context; the shaped-type accessors
        // are called on vectors only.
        unsafe {
            super::type_walk::find_nested(ty.to_raw(), |t| {
                if !mlir_sys::mlirTypeIsAVector(t) {
                    return None;
                }
                let rank = mlir_sys::mlirShapedTypeGetRank(t).max(0);
                let elements = (0..rank).fold(1u64, |n, d| {
                    n.saturating_mul(
                        u64::try_from(mlir_sys::mlirShapedTypeGetDimSize(t, d as isize))
                            .unwrap_or(0),
                    )
                });
                (elements > MAX_DEVICE_VECTOR_ELEMENTS).then(|| {
                    Violation::error(
                        RULE,
                        format!(
                            "{} has {elements} elements; a vector in device code may have at most \
                             {MAX_DEVICE_VECTOR_ELEMENTS} (NVPTX splits a vector into scalars: the \
                             back end's time and memory grow with its elements)",
                            Type::from_raw(t)
                        ),
                    )
                })
            })
        }
    })
}
