//! `address-space`: a memref memory space or an LLVM pointer address space
//! that the back end cannot represent. MLIR keeps a memref's integer memory
//! space as an `i64` and an `!llvm.ptr`'s as a 32-bit unsigned, but LLVM IR
//! address spaces are 24-bit: the translation truncated them silently
//! (`memref<i64, 4294967296>` became address space 0, `-1` became
//! 16777215), and the values 2^32-1 and 2^32-2 are the empty and tombstone
//! keys of LLVM's pointer-type table, so one of them corrupted the LLVM
//! context (tile-fuzz finding `crash/1d427b8defc4`: `memref<i64, -1>`,
//! crashes at varying LLVM sites after earlier inputs). Device code is
//! checked against the address spaces NVPTX defines, host code against
//! LLVM's 24-bit range (the host emitter's `[host-memory-space]` rule then
//! refuses the device-only ones).

use melior::ir::{operation::OperationLike, OperationRef, Type, TypeLike, ValueLike};

/// The rule id.
pub const RULE: &str = "address-space";

/// The largest address space LLVM IR can hold (24 bits).
pub const LLVM_MAX_ADDRESS_SPACE: i64 = (1 << 24) - 1;

/// Where the checked code runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// NVPTX device code: only the address spaces NVPTX defines.
    Device,
    /// Host code: any LLVM address space (24 bits).
    Host,
}

/// NVPTX address spaces a memref may live in: generic, global, shared,
/// const, local, shared::cluster.
const DEVICE_MEMREF_SPACES: [i64; 6] = [0, 1, 3, 4, 5, 7];
/// NVPTX address spaces an `!llvm.ptr` may point into: the memref ones
/// and tensor memory (6, `tcgen05`) and the parameter space (101).
const DEVICE_POINTER_SPACES: [i64; 8] = [0, 1, 3, 4, 5, 6, 7, 101];

/// A type with an address space the back end cannot represent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadSpace {
    /// The memref or pointer type that holds it, as printed.
    pub printed: String,
    /// The offending address space.
    pub space: i64,
    /// Whether it is an `!llvm.ptr`'s (else a memref's memory space).
    pub pointer: bool,
}

impl BadSpace {
    /// The diagnostic text (without the rule id).
    pub fn message(&self, side: Side) -> String {
        let what = if self.pointer {
            "pointer address space"
        } else {
            "memory space"
        };
        match side {
            Side::Device if self.pointer => format!(
                "uses {}: {what} {} is not an NVPTX address space (0 generic, 1 global, 3 shared, \
                 4 const, 5 local, 6 tensor, 7 shared::cluster, 101 param)",
                self.printed, self.space
            ),
            Side::Device => format!(
                "uses {}: {what} {} is not an NVPTX address space for memory (0 generic, 1 global, \
                 3 shared, 4 const, 5 local, 7 shared::cluster)",
                self.printed, self.space
            ),
            Side::Host => format!(
                "uses {}: {what} {} is outside LLVM's address spaces (0 to {LLVM_MAX_ADDRESS_SPACE})",
                self.printed, self.space
            ),
        }
    }
}

/// The first type `op` uses whose memory or address space is not
/// representable on `side`.
pub fn first_bad_space(op: &OperationRef<'_, '_>, side: Side) -> Option<BadSpace> {
    first_bad_space_in(&super::llvm_types::op_types(op), side)
}

/// `alloca-space` (`tile_rules::alloca`): an `llvm.alloca` of device code
/// whose pointer is not generic (address space 0; a local one is refused too).
pub(crate) fn check_alloca(op: &OperationRef<'_, '_>, found: &mut Vec<tile_rules::Violation>) {
    if op.name().as_string_ref().as_str() != Ok("llvm.alloca") {
        return;
    }
    let Ok(result) = op.result(0) else {
        return;
    };
    let ty = result.r#type();
    // SAFETY: a live type read through the C API.
    let space = unsafe {
        let raw = ty.to_raw();
        if !mlir_sys::mlirTypeIsALLVMPointerType(raw) {
            return;
        }
        i64::from(mlir_sys::mlirLLVMPointerTypeGetAddressSpace(raw))
    };
    found.extend(tile_rules::alloca::check_alloca_space(
        &ty.to_string(),
        space,
    ));
}

/// The first of `types` (those of one op) whose memory or address space is
/// not representable on `side`.
pub(crate) fn first_bad_space_in(types: &[Type<'_>], side: Side) -> Option<BadSpace> {
    types.iter().find_map(|ty| {
        bad_space_in(*ty, side).map(|(space, pointer, holder)| BadSpace {
            // SAFETY: a type of the same context as `ty`.
            printed: unsafe { Type::from_raw(holder) }.to_string(),
            space,
            pointer,
        })
    })
}

/// Whether an address space is legal on `side`.
fn allowed(space: i64, pointer: bool, side: Side) -> bool {
    match side {
        Side::Host => (0..=LLVM_MAX_ADDRESS_SPACE).contains(&space),
        Side::Device if pointer => DEVICE_POINTER_SPACES.contains(&space),
        Side::Device => DEVICE_MEMREF_SPACES.contains(&space),
    }
}

/// The first illegal (space, is-pointer, memref or pointer type) in `ty` or
/// a type inside it (`super::type_walk`): a memref's (ranked or unranked)
/// integer memory space or an `!llvm.ptr`'s address space.
fn bad_space_in(ty: Type<'_>, side: Side) -> Option<(i64, bool, mlir_sys::MlirType)> {
    // SAFETY: live types of one context, read through the C API.
    unsafe {
        let raw = ty.to_raw();
        // Scalars hold no space (most types of most ops).
        if mlir_sys::mlirTypeIsAInteger(raw)
            || mlir_sys::mlirTypeIsAIndex(raw)
            || mlir_sys::mlirTypeIsAFloat(raw)
        {
            return None;
        }
        super::type_walk::find_nested(raw, |t| {
            if mlir_sys::mlirTypeIsAMemRef(t) || mlir_sys::mlirTypeIsAUnrankedMemRef(t) {
                let space = if mlir_sys::mlirTypeIsAMemRef(t) {
                    mlir_sys::mlirMemRefTypeGetMemorySpace(t)
                } else {
                    mlir_sys::mlirUnrankedMemrefGetMemorySpace(t)
                };
                if space.ptr.is_null() || !mlir_sys::mlirAttributeIsAInteger(space) {
                    return None;
                }
                let value = mlir_sys::mlirIntegerAttrGetValueInt(space);
                (!allowed(value, false, side)).then_some((value, false, t))
            } else if mlir_sys::mlirTypeIsALLVMPointerType(t) {
                let value = i64::from(mlir_sys::mlirLLVMPointerTypeGetAddressSpace(t));
                (!allowed(value, true, side)).then_some((value, true, t))
            } else {
                None
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::{allowed, Side, LLVM_MAX_ADDRESS_SPACE};

    #[test]
    fn spaces_by_side() {
        for space in [0, 1, 3, 4, 5, 7] {
            assert!(allowed(space, false, Side::Device));
        }
        assert!(!allowed(6, false, Side::Device));
        assert!(allowed(6, true, Side::Device));
        assert!(allowed(101, true, Side::Device));
        for space in [-1, 2, 8, 101, 4_294_967_295, 4_294_967_296] {
            assert!(!allowed(space, false, Side::Device), "{space}");
        }
        assert!(allowed(LLVM_MAX_ADDRESS_SPACE, false, Side::Host));
        assert!(!allowed(LLVM_MAX_ADDRESS_SPACE + 1, true, Side::Host));
        assert!(!allowed(-1, false, Side::Host));
    }
}
