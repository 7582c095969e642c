//! The parts of a `gpu.launch_func` that the host lowering reads and builds
//! around it ([`super::launch`], [`super::outline`], [`super::workspace`]):
//! its operand segments, its one dependency, where a descriptor operand
//! comes from, and the checks of the encodes' `CUresult`s.

use super::encode::address_of;
use super::{abi, call, cmpi, HostError, CMPI_EQ, CMPI_NE};
use crate::lower::emitter::Emitter;
use melior::ir::{
    attribute::DenseI32ArrayAttribute,
    operation::{OperationLike, OperationMutLike, OperationRefMut},
    OperationRef, Value, ValueLike,
};
use tile_dialect::access::as_result;
use tile_dialect::tensormap::is_tensormap;
use tile_dialect::upstream;
use tile_dialect::verify::facts::op_name;

/// Segments of `gpu.launch_func`'s `operandSegmentSizes` before the kernel
/// operands: async deps, grid x/y/z, block x/y/z, cluster x/y/z, dynamic
/// shared memory size.
const SEGMENTS_BEFORE_KERNEL_OPERANDS: usize = 11;

/// The operand segment sizes of a launch.
pub(crate) fn segment_sizes(launch: OperationRef<'_, '_>) -> Result<Vec<i32>, HostError> {
    let sizes = launch
        .attribute(tile_dialect::ops::OPERAND_SEGMENT_SIZES)
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
    Ok((0..sizes.len())
        .map(|i| sizes.element(i).map_or(0, |s| s.max(0)))
        .collect())
}

/// First index and count of the kernel operands of a launch.
pub(crate) fn kernel_operands(launch: OperationRef<'_, '_>) -> Result<(usize, usize), HostError> {
    let sizes = segment_sizes(launch)?;
    let start = sizes[..SEGMENTS_BEFORE_KERNEL_OPERANDS]
        .iter()
        .map(|s| *s as usize)
        .sum();
    Ok((start, sizes[SEGMENTS_BEFORE_KERNEL_OPERANDS] as usize))
}

/// For an `async` launch, the one token it depends on: its single
/// dependency, or (with none or several) a `gpu.wait async [deps]` built by
/// `em` that becomes its only dependency. `None` for a synchronous launch.
pub(crate) fn single_dependency<'c, 'a>(
    em: &Emitter<'c, 'a>,
    launch: OperationRef<'c, 'a>,
) -> Result<Option<Value<'c, 'a>>, HostError> {
    if launch.result_count() == 0 {
        return Ok(None);
    }
    let mut sizes = segment_sizes(launch)?;
    let deps = sizes[0] as usize;
    let operands: Vec<Value<'c, 'a>> = launch.operands().collect();
    if deps == 1 {
        return Ok(Some(operands[0]));
    }
    let token = launch.result(0)?.r#type();
    let joined = em.value("gpu.wait", &operands[..deps], token, &[])?;
    let mut all: Vec<mlir_sys::MlirValue> = vec![joined.to_raw()];
    all.extend(operands[deps..].iter().map(|v| v.to_raw()));
    sizes[0] = 1;
    // SAFETY: the new operand list matches the segment sizes set right
    // after; `joined` is defined before the launch.
    unsafe {
        mlir_sys::mlirOperationSetOperands(launch.to_raw(), all.len() as isize, all.as_ptr());
    }
    // SAFETY: `launch` is a live op; no other handle mutates it meanwhile.
    let mut launch_mut = unsafe { OperationRefMut::from_raw(launch.to_raw()) };
    launch_mut.set_inherent_attribute(
        tile_dialect::ops::OPERAND_SEGMENT_SIZES,
        DenseI32ArrayAttribute::new(em.context, &sizes).into(),
    );
    Ok(Some(joined))
}

/// A descriptor operand: the tensormap value and the cast it came through.
pub(crate) fn descriptor_source<'c, 'a>(
    value: Value<'c, 'a>,
) -> Option<(Value<'c, 'a>, Option<OperationRef<'c, 'a>>)> {
    if is_tensormap(value.r#type()) {
        return Some((value, None));
    }
    let cast = as_result(value)?.owner();
    if op_name(&cast) != "builtin.unrealized_conversion_cast" || cast.operand_count() != 1 {
        return None;
    }
    let source = upstream::source(cast)?;
    is_tensormap(source.r#type()).then_some((source, Some(cast)))
}

/// Before `anchor`: for each descriptor's `CUresult` in `statuses` (in
/// kernel operand order), `scf.if` it failed, report it
/// (`tileReportEncodeFailure(status, "<name>", ordinal)`, `name` the symbol
/// of the kernel's name string); returns whether all succeeded (`None`
/// without statuses).
pub(crate) fn check_statuses<'c, 'a>(
    em: &Emitter<'c, 'a>,
    anchor: OperationRef<'c, 'a>,
    statuses: &[Value<'c, 'a>],
    name: &str,
) -> Result<Option<Value<'c, 'a>>, HostError> {
    let zero = em.llvm_const(i64::from(abi::CUDA_SUCCESS), 32)?;
    let mut all_ok: Option<Value<'c, 'a>> = None;
    for (ordinal, status) in statuses.iter().enumerate() {
        let failed = cmpi(em, CMPI_NE, *status, zero)?;
        let index = i64::try_from(ordinal).map_err(HostError::internal)?;
        report_if(em, anchor, failed, *status, name, index)?;
        let ok = cmpi(em, CMPI_EQ, *status, zero)?;
        all_ok = Some(match all_ok {
            None => ok,
            Some(previous) => em.value("arith.andi", &[previous, ok], ok.r#type(), &[])?,
        });
    }
    Ok(all_ok)
}

/// `scf.if %failed { tileReportEncodeFailure(status, kernel, index) }`.
pub(crate) fn report_if<'c, 'a>(
    em: &Emitter<'c, 'a>,
    launch: OperationRef<'c, 'a>,
    failed: Value<'c, 'a>,
    status: Value<'c, 'a>,
    name: &str,
    index: i64,
) -> Result<(), HostError> {
    let (_, yield_op) = super::scf_if(em, launch, failed)?;
    let inner = Emitter::new(em.context, yield_op)?;
    let kernel = address_of(&inner, name)?;
    let index = inner.llvm_const(index, 32)?;
    call(&inner, abi::REPORT_FAILURE, &[status, kernel, index], &[])?;
    Ok(())
}
