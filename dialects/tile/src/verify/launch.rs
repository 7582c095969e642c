//! `smem-launch`: a `gpu.launch_func` whose `dynamic_shared_memory_size` is
//! an `arith.constant` asks for no more dynamic shared memory than a thread
//! block of the kernel's target holds on top of the kernel's static shared
//! memory (227 KiB on sm_90). `block-size`: a `gpu.launch_func` or
//! `gpu.launch` whose block sizes are `arith.constant`s stays within CUDA's
//! thread-block limits (`tile_rules::block`). Reported at the launch; a
//! launch is never a `tile` op, so both [`super::verify_operation`] and
//! [`super::verify_without_tile_ops`] run them (MLIR's verifier never does).

use super::context::VerifyContext;
use super::facts::constant_int;
use super::module::static_shared_bytes;
use crate::strings;
use melior::ir::{
    attribute::DenseI32ArrayAttribute,
    operation::{OperationLike, WalkResult},
    OperationRef,
};
use tile_rules::{block, shared};

/// Operand segments of `gpu.launch_func` before its dynamic shared memory
/// size: async deps, grid x/y/z, block x/y/z, cluster x/y/z.
const SEGMENTS_BEFORE_DYNAMIC_SMEM: usize = 10;

/// The dynamic shared memory size of the `gpu.launch_func` `launch` when
/// it is known: its `dynamic_shared_memory_size` operand's `arith.constant`
/// value, 0 without that operand; `None` when not a constant.
pub fn constant_dynamic_smem(launch: &OperationRef<'_, '_>) -> Option<i64> {
    let sizes = launch
        .attribute(crate::ops::OPERAND_SEGMENT_SIZES)
        .ok()
        .and_then(|a| DenseI32ArrayAttribute::try_from(a).ok())?;
    if sizes.element(SEGMENTS_BEFORE_DYNAMIC_SMEM).ok()? != 1 {
        return Some(0);
    }
    let mut index = 0usize;
    for i in 0..SEGMENTS_BEFORE_DYNAMIC_SMEM {
        index += usize::try_from(sizes.element(i).ok()?).ok()?;
    }
    constant_int(launch.operand(index).ok()?)
}

/// The kernel `@module::@name` a launch calls, looked up from the
/// outermost op above the launch.
fn callee<'c, 'a>(launch: &OperationRef<'c, 'a>) -> Option<(String, OperationRef<'c, 'a>)> {
    let text = launch.attribute("kernel").ok()?.to_string();
    let mut parts = text
        .split("::")
        .map(|p| p.trim_start_matches('@').trim_matches('"'));
    let (module, name) = (parts.next()?.to_string(), parts.next()?.to_string());
    let mut top = *launch;
    while let Some(parent) = top.parent_operation() {
        top = parent;
    }
    let mut found = None;
    crate::walk::preorder(top, |op| {
        if found.is_some() {
            return WalkResult::Skip;
        }
        if strings::op_name_is(&op, "gpu.module")
            && strings::symbol_name(&op).as_deref() != Some(module.as_str())
        {
            return WalkResult::Skip;
        }
        if super::module::is_kernel(&op) && strings::symbol_name(&op).as_deref() == Some(&name) {
            if op
                .parent_operation()
                .is_some_and(|m| strings::symbol_name(&m).as_deref() == Some(module.as_str()))
            {
                found = Some(op);
            }
            return WalkResult::Skip;
        }
        WalkResult::Advance
    });
    found.map(|k| (format!("{module}::@{name}"), k))
}

/// `smem-launch` for `op`, if it is a `gpu.launch_func` with a constant
/// dynamic shared memory size and a kernel that can be found.
pub(crate) fn check_launch_shared(ctx: &mut VerifyContext, op: OperationRef<'_, '_>) {
    if !strings::op_name_is(&op, "gpu.launch_func") {
        return;
    }
    // Without dynamic shared memory the kernel's static shared memory
    // alone is `smem-static`'s and `smem-capacity`'s business.
    let Some(dynamic) = constant_dynamic_smem(&op).filter(|d| *d != 0) else {
        return;
    };
    let Some((name, kernel)) = callee(&op) else {
        return;
    };
    let static_bytes = static_shared_bytes(&kernel, ctx.global_index());
    for target in ctx.targets_for(&kernel) {
        let violation = shared::check_launch_shared(
            &name,
            &target.to_string(),
            target.max_shared_bytes(),
            static_bytes,
            dynamic,
        );
        if let Some(v) = violation {
            ctx.report(&op, v);
        }
    }
}

/// The operand segment of a launch's block size x (y and z follow): after
/// the async dependencies and grid x/y/z, in `gpu.launch_func` and
/// `gpu.launch` alike.
const BLOCK_X_SEGMENT: usize = 4;

/// `block-size` for `op`, if it is a `gpu.launch_func` or `gpu.launch` whose
/// block sizes are all constants.
pub(crate) fn check_launch_block(ctx: &mut VerifyContext, op: OperationRef<'_, '_>) {
    let name = strings::name_of(&op);
    if name != "gpu.launch_func" && name != "gpu.launch" {
        return;
    }
    let Some(extents) = (0..3)
        .map(|i| {
            let segment = crate::ops::operand_segment(op, BLOCK_X_SEGMENT + i);
            match segment.as_slice() {
                [size] => constant_int(*size),
                _ => None,
            }
        })
        .collect::<Option<Vec<i64>>>()
    else {
        return;
    };
    let what = match name {
        "gpu.launch_func" => format!(
            "the launch of {} has a block of {} x {} x {} threads",
            launch_target(&op),
            extents[0],
            extents[1],
            extents[2]
        ),
        _ => format!(
            "gpu.launch has a block of {} x {} x {} threads",
            extents[0], extents[1], extents[2]
        ),
    };
    if let Some(v) = block::check_block_limits(&what, &extents) {
        ctx.report(&op, v);
    }
}

/// The kernel a `gpu.launch_func` names, as written (`@m::@k`).
fn launch_target(launch: &OperationRef<'_, '_>) -> String {
    launch
        .attribute("kernel")
        .map(|a| a.to_string())
        .unwrap_or_default()
}
