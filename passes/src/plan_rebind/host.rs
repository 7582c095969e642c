//! The host side of the plan, at every `gpu.launch_func` of a rewritten
//! kernel: name the workspace the launch needs (one slot per device-born
//! descriptor), build one template descriptor per template-seeded
//! device-born descriptor, and pass them (before the host-born
//! descriptors).
//!
//! ```mlir
//! %ws = builtin.unrealized_conversion_cast %gridX, %gridY, %gridZ
//!     : index, index, index to memref<?xi8, 1> {tile.rebind_workspace = 256 : i64}
//! %a = memref.extract_aligned_pointer_as_index %ws : memref<?xi8, 1> -> index
//! %p = llvm.inttoptr (arith.index_cast %a) : i64 to !llvm.ptr<1>
//! %tmpl_k = tile.make_tensormap_ptr %p, dims [box...], strides [dense...] : ... -> T_k
//! gpu.launch_func ... args(..., %tmpl_0, ..., %ws, <host-born>...)
//! ```
//!
//! The workspace is a placeholder ([`WORKSPACE_ATTR`]: bytes per CTA, the
//! grid as operands) that `tile-lower-host-tma` replaces by a workspace
//! cached per launch site: allocated on the site's first launch (and grown
//! when a launch needs more), reused by every later launch, ordered on the
//! launch's stream, freed when the host code is unloaded. Nothing is
//! allocated or freed per launch.
//!
//! The template carries the immutable fields (element type, box, element
//! strides, swizzle, interleave, L2 promotion, OOB fill) and the
//! launch-invariant address, dims and strides (kernel arguments, taken from
//! the launch's operands, or constants), which the device rebind lists as
//! `unchanged` and does not write. Its other address, dims and strides are
//! placeholders every device rebind overwrites, chosen so that `cuTensorMapEncodeTiled` accepts them: the
//! workspace address (256-byte aligned), dims equal to the box, and the
//! dense byte strides of those dims rounded up to 16 bytes (32 with 32-byte
//! interleave).

use super::build::{At, BuildError};
use super::kernel::{Layout, Source};
use super::shared::{WORKSPACE_ATTR, WORKSPACE_TYPE};
use super::tile_ops;
use melior::ir::{
    attribute::DenseI32ArrayAttribute,
    operation::{OperationLike, OperationMutLike, OperationRefMut},
    Location, OperationRef, Value, ValueLike,
};
use melior::Context;
use tile_rules::descriptor::Descriptor;

/// Segment of `gpu.launch_func`'s `operandSegmentSizes` holding the kernel
/// operands: async deps, grid x/y/z, block x/y/z, cluster x/y/z, dynamic
/// shared memory, then the kernel operands.
const KERNEL_OPERANDS_SEGMENT: usize = 11;

/// The operand segment sizes of a launch.
pub(crate) fn segments(launch: &OperationRef<'_, '_>) -> Option<Vec<i32>> {
    let sizes = launch
        .attribute(tile_dialect::ops::OPERAND_SEGMENT_SIZES)
        .ok()
        .and_then(|a| DenseI32ArrayAttribute::try_from(a).ok())?;
    let sizes: Vec<i32> = (0..sizes.len())
        .map(|i| sizes.element(i).unwrap_or(0))
        .collect();
    let total: i64 = sizes.iter().map(|s| i64::from(*s)).sum();
    (sizes.len() > KERNEL_OPERANDS_SEGMENT
        && sizes.iter().all(|s| *s >= 0)
        && total == launch.operand_count() as i64)
        .then_some(sizes)
}

/// How many kernel operands a launch passes, if its segments are sound.
pub(crate) fn kernel_operand_count(launch: &OperationRef<'_, '_>) -> Option<usize> {
    segments(launch).map(|s| s[KERNEL_OPERANDS_SEGMENT] as usize)
}

/// The placeholder dims (innermost first) and byte strides (dims
/// 1..rank-1) of a template of `desc`.
pub(crate) fn placeholder_extents(desc: &Descriptor) -> (Vec<i64>, Vec<i64>) {
    let dims = desc.box_dims.clone();
    let bytes = desc.element().map_or(1, |e| e.bytes() as i64);
    let align = desc.global_alignment() as i64;
    let round = |v: i64| v.saturating_add(align - 1) / align * align;
    let mut strides = Vec::new();
    let mut stride = bytes;
    for d in dims.iter().take(dims.len().saturating_sub(1)) {
        stride = round(stride.saturating_mul(*d));
        strides.push(stride);
    }
    (dims, strides)
}

/// Rewrites one launch of a kernel whose new parameters are `layout`.
pub(crate) fn rewrite_launch<'c, 'a>(
    context: &'c Context,
    launch: OperationRef<'c, 'a>,
    layout: &Layout<'c>,
) -> Result<(), BuildError> {
    let malformed = |message: &str| BuildError::Op {
        name: "gpu.launch_func".into(),
        message: message.to_string(),
    };
    let sizes = segments(&launch).ok_or_else(|| malformed("unexpected operandSegmentSizes"))?;
    let grid_start = sizes[0] as usize;
    let grid: Vec<Value<'c, 'a>> = (grid_start..grid_start + 3)
        .map(|i| launch.operand(i).map_err(|_| malformed("no grid size")))
        .collect::<Result<_, _>>()?;
    let at = At::before(context, launch, launch.location())?;
    let n = layout.slots() as i64;
    let workspace_ty = at.ty(WORKSPACE_TYPE)?;
    let workspace = at.value(
        "builtin.unrealized_conversion_cast",
        &grid,
        workspace_ty,
        &[at.named(
            WORKSPACE_ATTR,
            at.int_attr(n * super::shared::SLOT_BYTES, 64),
        )],
    )?;
    let address = at.value(
        "memref.extract_aligned_pointer_as_index",
        &[workspace],
        at.index(),
        &[],
    )?;
    let address = at.cast("arith.index_cast", address, at.int(64))?;
    let address = at.cast("llvm.inttoptr", address, at.ty("!llvm.ptr<1>")?)?;
    let kernel_start: usize = sizes[..KERNEL_OPERANDS_SEGMENT]
        .iter()
        .map(|s| *s as usize)
        .sum();
    let mut extra = Vec::with_capacity(layout.templates.len() + 1);
    for template in &layout.templates {
        let (ty, desc, fields) = (&template.ty, &template.descriptor, &template.fields);
        let here = at.with_location(Location::call_site(template.location, launch.location()));
        let (dims, strides) = placeholder_extents(desc);
        // Launch-invariant fields get their real value (the device does
        // not write them), the others a placeholder.
        let real = |index: usize| -> Result<Option<Value<'c, 'a>>, BuildError> {
            match fields.get(index).copied().flatten() {
                Some(Source::Argument(n)) => launch
                    .operand(kernel_start + n)
                    .map(Some)
                    .map_err(|_| malformed("no kernel operand for an invariant field")),
                Some(Source::Constant(v)) => here.const_int(v, 64).map(Some),
                None => Ok(None),
            }
        };
        let ptr = real(0)?.unwrap_or(address);
        let mut sizes = Vec::with_capacity(dims.len() + strides.len());
        for (i, v) in dims.iter().chain(&strides).enumerate() {
            sizes.push(match real(i + 1)? {
                Some(value) => value,
                None => here.const_int(*v, 64)?,
            });
        }
        let byte_strides = sizes.split_off(dims.len());
        extra.push(tile_ops::make_tensormap_ptr(
            &here,
            ptr,
            sizes,
            byte_strides,
            *ty,
        )?);
    }
    extra.push(workspace);
    insert_kernel_operands(context, launch, layout.first, &extra)?;
    Ok(())
}

/// Inserts `extra` into the kernel operands of `launch` at kernel operand
/// index `at`.
fn insert_kernel_operands<'c>(
    context: &'c Context,
    launch: OperationRef<'c, '_>,
    at: usize,
    extra: &[Value<'c, '_>],
) -> Result<(), BuildError> {
    let mut sizes = segments(&launch).ok_or_else(|| BuildError::Op {
        name: "gpu.launch_func".into(),
        message: "unexpected operandSegmentSizes".into(),
    })?;
    let start: usize = sizes[..KERNEL_OPERANDS_SEGMENT]
        .iter()
        .map(|s| *s as usize)
        .sum();
    let position = start + at.min(sizes[KERNEL_OPERANDS_SEGMENT] as usize);
    let mut all: Vec<mlir_sys::MlirValue> = launch.operands().map(|v| v.to_raw()).collect();
    let tail = all.split_off(position);
    all.extend(extra.iter().map(|v| v.to_raw()));
    all.extend(tail);
    sizes[KERNEL_OPERANDS_SEGMENT] += extra.len() as i32;
    // SAFETY: the values are live and dominate the launch; the segment
    // sizes are updated to match right after.
    unsafe {
        mlir_sys::mlirOperationSetOperands(launch.to_raw(), all.len() as isize, all.as_ptr());
    }
    // SAFETY: `launch` is a live op; no other handle mutates it meanwhile.
    let mut launch_mut = unsafe { OperationRefMut::from_raw(launch.to_raw()) };
    launch_mut.set_inherent_attribute(
        tile_dialect::ops::OPERAND_SEGMENT_SIZES,
        DenseI32ArrayAttribute::new(context, &sizes).into(),
    );
    Ok(())
}
