//! One `gpu.launch_func`: its descriptor operands become the encoded blobs,
//! every descriptor's `CUresult` is checked (failures reported through
//! `tileReportEncodeFailure`), and the launch runs only if all succeeded.

use super::encode::{address_of, Encoded};
use super::{abi, call, cmpi, key, scf_if, Host, HostError, CMPI_EQ, CMPI_NE};
use crate::lower::emitter::Emitter;
use melior::ir::{
    attribute::DenseI32ArrayAttribute,
    operation::{OperationLike, OperationMutLike, OperationRefMut},
    OperationRef, Value, ValueLike,
};
use std::collections::HashMap;
use tile_dialect::access::{as_result, operand_at};
use tile_dialect::tensormap::is_tensormap;
use tile_dialect::verify::facts::op_name;

/// Segments of `gpu.launch_func`'s `operandSegmentSizes` before the kernel
/// operands: async deps, grid x/y/z, block x/y/z, cluster x/y/z, dynamic
/// shared memory size.
const SEGMENTS_BEFORE_KERNEL_OPERANDS: usize = 11;

/// First index and count of the kernel operands of a launch.
fn kernel_operands(launch: OperationRef<'_, '_>) -> Result<(usize, usize), HostError> {
    let sizes = launch
        .attribute("operandSegmentSizes")
        .ok()
        .and_then(|a| DenseI32ArrayAttribute::try_from(a).ok())
        .ok_or_else(|| HostError::internal("gpu.launch_func without operandSegmentSizes"))?;
    if sizes.len() <= SEGMENTS_BEFORE_KERNEL_OPERANDS {
        return Err(HostError::internal(format!(
            "gpu.launch_func has {} operand segments, expected at least {}",
            sizes.len(),
            SEGMENTS_BEFORE_KERNEL_OPERANDS + 1
        )));
    }
    let size = |i: usize| -> usize { sizes.element(i).map_or(0, |s| s.max(0) as usize) };
    let start = (0..SEGMENTS_BEFORE_KERNEL_OPERANDS).map(size).sum();
    Ok((start, size(SEGMENTS_BEFORE_KERNEL_OPERANDS)))
}

/// `@kernels::@copy` as `kernels::copy`.
fn kernel_name(launch: OperationRef<'_, '_>) -> String {
    launch
        .attribute("kernel")
        .map(|a| a.to_string().replace('@', ""))
        .unwrap_or_else(|_| "<unknown kernel>".to_string())
}

/// A descriptor operand: the tensormap value and the cast it came through.
fn descriptor_source<'c, 'a>(
    value: Value<'c, 'a>,
) -> Option<(Value<'c, 'a>, Option<OperationRef<'c, 'a>>)> {
    if is_tensormap(value.r#type()) {
        return Some((value, None));
    }
    let cast = as_result(value)?.owner();
    if op_name(&cast) != "builtin.unrealized_conversion_cast" || cast.operand_count() != 1 {
        return None;
    }
    let source = operand_at(cast, 0)?;
    is_tensormap(source.r#type()).then_some((source, Some(cast)))
}

/// Rewrites one launch; returns the casts it stopped using (to erase).
pub(crate) fn rewrite<'c, 'a>(
    host: &mut Host<'c, 'a>,
    launch: OperationRef<'c, 'a>,
    encoded: &HashMap<usize, Encoded<'c, 'a>>,
) -> Result<Vec<mlir_sys::MlirOperation>, HostError> {
    let (start, count) = kernel_operands(launch)?;
    let mut descriptors = Vec::new();
    let mut casts = Vec::new();
    for k in 0..count {
        let operand = launch.operand(start + k)?;
        let Some((source, cast)) = descriptor_source(operand) else {
            continue;
        };
        let from_make = as_result(source)
            .map(|r| op_name(&r.owner()))
            .is_some_and(|n| n == "tile.make_tensormap" || n == "tile.make_tensormap_ptr");
        if from_make && !encoded.contains_key(&key(source)) {
            // The make op failed and reported why; nothing more to say here.
            return Ok(Vec::new());
        }
        let Some(e) = encoded.get(&key(source)).filter(|_| from_make) else {
            return Err(HostError::new(
                "host-tma-operand",
                format!(
                    "kernel operand {k} of {} is a descriptor ({}) that no host tile.make_tensormap / tile.make_tensormap_ptr in this module produces",
                    kernel_name(launch),
                    source.r#type()
                ),
            ));
        };
        descriptors.push((start + k, e.blob, e.status));
        if let Some(c) = cast {
            casts.push(c.to_raw());
        }
    }
    if descriptors.is_empty() {
        return Ok(casts);
    }
    if launch.result_count() != 0 {
        return Err(HostError::new(
            "host-tma-async",
            format!(
                "the launch of {} returns an async token; a launch that takes host-encoded descriptors must be synchronous (it is skipped when an encode fails, and a skipped launch has no token to return)",
                kernel_name(launch)
            ),
        ));
    }
    let context = host.context;
    host.declare(abi::REPORT_FAILURE, abi::REPORT_FAILURE_TYPE)?;
    let name = host.c_string(&kernel_name(launch))?;
    // SAFETY: a live op of this module; its operand indices are in range.
    let mut launch_mut = unsafe { OperationRefMut::from_raw(launch.to_raw()) };
    for (index, blob, _) in &descriptors {
        launch_mut.set_operand(*index, *blob);
    }
    let em = Emitter::new(context, launch)?;
    let zero = em.llvm_const(i64::from(abi::CUDA_SUCCESS), 32)?;
    let mut all_ok: Option<Value<'c, 'a>> = None;
    for (ordinal, (_, _, status)) in descriptors.iter().enumerate() {
        let failed = cmpi(&em, CMPI_NE, *status, zero)?;
        let (_, yield_op) = scf_if(&em, launch, failed)?;
        let inner = Emitter::new(context, yield_op)?;
        let kernel = address_of(&inner, &name)?;
        let index = inner.llvm_const(i64::try_from(ordinal).map_err(HostError::internal)?, 32)?;
        call(&inner, abi::REPORT_FAILURE, &[*status, kernel, index], &[])?;
        let ok = cmpi(&em, CMPI_EQ, *status, zero)?;
        all_ok = Some(match all_ok {
            None => ok,
            Some(previous) => em.value("arith.andi", &[previous, ok], ok.r#type(), &[])?,
        });
    }
    let condition = all_ok.ok_or_else(|| HostError::internal("no descriptor status"))?;
    let (_, yield_op) = scf_if(&em, launch, condition)?;
    // SAFETY: moves a live op before a live op of the same context.
    unsafe { mlir_sys::mlirOperationMoveBefore(launch.to_raw(), yield_op.to_raw()) };
    Ok(casts)
}
