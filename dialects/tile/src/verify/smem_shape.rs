//! `smem-shape` on the IR: the shared-memory memref of a `tile.load`,
//! `tile.store` or `tile.reduce` indexes the box as TMA lays it out
//! (`tile_rules::shared_box::check_shared_shape` holds the rule).

use super::facts::memref_info;
use super::Found;
use melior::ir::{Value, ValueLike};
use tile_rules::copy::TensorAccess;
use tile_rules::descriptor::Descriptor;
use tile_rules::shared_box::{check_shared_shape, SharedMemRef};
use tile_rules::ElementType;

/// Checks the shared-memory operand `smem` of a tensor `access` through
/// `desc`.
pub(crate) fn check(
    desc: &Descriptor,
    access: TensorAccess,
    smem: Value<'_, '_>,
    found: &mut Found,
) {
    let Some(info) = memref_info(smem.r#type()) else {
        return;
    };
    let memref = SharedMemRef {
        element_bytes: ElementType::from_mlir(&info.element).map(|e| e.bytes()),
        shape: info.shape,
        strides: info.strides,
    };
    found.extend(check_shared_shape(desc, access, &memref));
}
