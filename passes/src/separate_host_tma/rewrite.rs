//! The IR changes of `tile-separate-host-tma`: host-side materialization
//! before a launch, the launch's extra kernel operands, and the kernel's new
//! descriptor parameters.

use super::analysis::{attribute_text, is_hoistable_op, Analyzer};
use melior::ir::{
    attribute::{DenseI32ArrayAttribute, IntegerAttribute},
    operation::{OperationLike, OperationMutLike, OperationRefMut, OperationResult},
    r#type::IntegerType,
    Attribute, BlockLike, BlockRef, Location, OperationRef, Type, Value, ValueLike,
};
use melior::Context;
use std::collections::{HashMap, HashSet};
use tile_dialect::access::{as_result, operand_at};
use tile_dialect::verify::facts::op_name;

/// Raw pointer of an op, as a map key.
pub(crate) fn op_key(op: &OperationRef<'_, '_>) -> usize {
    op.to_raw().ptr as usize
}

/// Whether `value` has any use.
fn has_uses(value: mlir_sys::MlirValue) -> bool {
    // SAFETY: `value` is a live value.
    let first = unsafe { mlir_sys::mlirValueGetFirstUse(value) };
    !first.ptr.is_null()
}

/// Builds host-side copies of launch-invariant kernel values right before
/// launches, reusing an equal copy made earlier in the same block.
#[derive(Default)]
pub(crate) struct HostBuilder {
    /// (block, structural key) -> op made there.
    made: HashMap<(usize, String), usize>,
}

impl HostBuilder {
    /// The host value of kernel value `value` at `launch`, whose kernel
    /// operands are `operands`. `memo` maps kernel values to host values for
    /// this launch.
    pub(crate) fn materialize<'c, 'a>(
        &mut self,
        analyzer: &Analyzer,
        launch: OperationRef<'c, 'a>,
        operands: &[Value<'c, 'a>],
        memo: &mut HashMap<usize, Value<'c, 'a>>,
        value: Value<'c, '_>,
    ) -> Result<Value<'c, 'a>, String> {
        let key = value.to_raw().ptr as usize;
        if let Some(v) = memo.get(&key) {
            return Ok(*v);
        }
        let host = if let Some(n) = analyzer.argument_index(value) {
            *operands.get(n).ok_or_else(|| {
                format!(
                    "the launch passes {} kernel operands; parameter #{n} is missing",
                    operands.len()
                )
            })?
        } else {
            let result = OperationResult::try_from(value)
                .map_err(|_| "internal error: not an op result".to_string())?;
            let op = result.owner();
            let mut host_operands = Vec::new();
            for v in op.operands().collect::<Vec<_>>() {
                host_operands.push(self.materialize(analyzer, launch, operands, memo, v)?);
            }
            let made = self.clone_before(launch, op, &host_operands)?;
            made.result(result.result_number())
                .map_err(|e| format!("internal error: {e}"))?
                .into()
        };
        memo.insert(key, host);
        Ok(host)
    }

    /// A copy of `op` with `operands`, before `launch` (or an equal copy
    /// made earlier in the same block).
    fn clone_before<'c, 'a>(
        &mut self,
        launch: OperationRef<'c, 'a>,
        op: OperationRef<'c, '_>,
        operands: &[Value<'c, 'a>],
    ) -> Result<OperationRef<'c, 'a>, String> {
        let block = launch
            .block()
            .ok_or("internal error: the launch is not in a block")?;
        let block_key = block.to_raw().ptr as usize;
        let result_types: Vec<String> = op.results().map(|r| r.r#type().to_string()).collect();
        let operand_keys: Vec<String> = operands
            .iter()
            .map(|v| format!("{:x}", v.to_raw().ptr as usize))
            .collect();
        let key = format!(
            "{}({}){{{}}}:{}",
            op_name(&op),
            operand_keys.join(","),
            attribute_text(&op),
            result_types.join(",")
        );
        if let Some(&made) = self.made.get(&(block_key, key.clone())) {
            // SAFETY: ops made here are never erased.
            let made = unsafe {
                OperationRef::from_raw(mlir_sys::MlirOperation {
                    ptr: made as *mut _,
                })
            };
            if made.is_before_in_block(launch) {
                return Ok(made);
            }
        }
        // SAFETY: cloning a live op gives a new detached op; its operands
        // are replaced by host values of the same types before it is
        // inserted into the launch's block, which takes ownership.
        let made = unsafe {
            let clone = mlir_sys::mlirOperationClone(op.to_raw());
            for (i, v) in operands.iter().enumerate() {
                mlir_sys::mlirOperationSetOperand(clone, i as isize, v.to_raw());
            }
            let location = Location::call_site(op.location(), launch.location());
            mlir_sys::mlirOperationSetLocation(clone, location.to_raw());
            mlir_sys::mlirBlockInsertOwnedOperationBefore(block.to_raw(), launch.to_raw(), clone);
            OperationRef::from_raw(clone)
        };
        self.made.insert((block_key, key), op_key(&made));
        Ok(made)
    }
}

/// The operand segment sizes of `gpu.launch_func` and the index of its
/// `kernelOperands` segment (the last but one).
fn launch_segments(launch: &OperationRef<'_, '_>) -> Result<(Vec<i32>, usize), String> {
    let sizes = launch
        .attribute(tile_dialect::ops::OPERAND_SEGMENT_SIZES)
        .ok()
        .and_then(|a| DenseI32ArrayAttribute::try_from(a).ok())
        .ok_or("the launch has no operandSegmentSizes")?;
    let sizes: Vec<i32> = (0..sizes.len())
        .map(|i| sizes.element(i).unwrap_or(0))
        .collect();
    if sizes.len() < 2 || sizes.iter().any(|s| *s < 0) {
        return Err(format!("unexpected operandSegmentSizes {sizes:?}"));
    }
    let total: i64 = sizes.iter().map(|s| i64::from(*s)).sum();
    if total != launch.operand_count() as i64 {
        return Err(format!(
            "operandSegmentSizes {sizes:?} do not add up to its {} operands",
            launch.operand_count()
        ));
    }
    Ok((sizes.clone(), sizes.len() - 2))
}

/// The kernel operands of a `gpu.launch_func`.
pub(crate) fn launch_kernel_operands<'c, 'a>(
    launch: OperationRef<'c, 'a>,
) -> Result<Vec<Value<'c, 'a>>, String> {
    let (sizes, index) = launch_segments(&launch)?;
    let start: usize = sizes[..index].iter().map(|s| *s as usize).sum();
    let len = sizes[index] as usize;
    Ok((start..start + len)
        .filter_map(|i| operand_at(launch, i))
        .collect())
}

/// Appends `extra` to the kernel operands of `launch`.
pub(crate) fn append_kernel_operands(
    context: &Context,
    launch: OperationRef<'_, '_>,
    extra: &[Value<'_, '_>],
) -> Result<(), String> {
    let (mut sizes, index) = launch_segments(&launch)?;
    let end: usize = sizes[..=index].iter().map(|s| *s as usize).sum();
    let mut all: Vec<mlir_sys::MlirValue> = launch.operands().map(|v| v.to_raw()).collect();
    let tail = all.split_off(end);
    all.extend(extra.iter().map(|v| v.to_raw()));
    all.extend(tail);
    sizes[index] += i32::try_from(extra.len()).map_err(|_| "too many descriptors")?;
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

/// One new kernel parameter: its type, location, and the in-kernel ops it
/// replaces.
pub(crate) struct NewParam<'c, 'a> {
    /// The `!tile.tensormap` type.
    pub(crate) ty: Type<'c>,
    /// The first replaced op's location.
    pub(crate) location: Location<'c>,
    /// The replaced descriptor ops.
    pub(crate) members: Vec<OperationRef<'c, 'a>>,
}

pub(crate) use crate::kernel_signature::function_type;

/// Appends `params` to the kernel's parameters (after its `n_inputs`
/// original ones, before any attributions), replaces every member op with
/// its parameter, erases the members and the pure ops only they used, and
/// updates `function_type` and `arg_attrs`.
pub(crate) fn add_kernel_params<'c, 'a>(
    context: &'c Context,
    func: OperationRef<'c, 'a>,
    entry: BlockRef<'c, 'a>,
    n_inputs: usize,
    params: &[NewParam<'c, 'a>],
) -> Result<(), String> {
    if params.is_empty() {
        return Ok(());
    }
    if function_type(&func).is_none() {
        return Err("the kernel has no function_type".into());
    }
    let mut dead_candidates = Vec::new();
    for (j, p) in params.iter().enumerate() {
        let arg = entry.insert_argument(n_inputs + j, p.ty, p.location);
        for member in &p.members {
            for v in member.operands() {
                if let Some(r) = as_result(v) {
                    dead_candidates.push(r.owner().to_raw());
                }
            }
            let result = member
                .result(0)
                .map_err(|e| format!("internal error: {e}"))?;
            // SAFETY: both values are live and of the same type; then the op
            // has no uses left and is erased (no handle to it is used again).
            unsafe {
                mlir_sys::mlirValueReplaceAllUsesOfWith(result.to_raw(), arg.to_raw());
                mlir_sys::mlirOperationDestroy(member.to_raw());
            }
        }
    }
    erase_dead(dead_candidates);
    let types: Vec<Type<'c>> = params.iter().map(|p| p.ty).collect();
    crate::kernel_signature::insert_param_types(context, func, n_inputs, &types)?;
    Ok(())
}

/// Erases hoistable ops (and, transitively, their operands' ops) whose
/// results are all unused.
fn erase_dead(mut worklist: Vec<mlir_sys::MlirOperation>) {
    let mut erased: HashSet<usize> = HashSet::new();
    while let Some(raw) = worklist.pop() {
        if erased.contains(&(raw.ptr as usize)) {
            continue;
        }
        // SAFETY: `raw` was an operand-defining op of a live op and has not
        // been erased (checked above).
        let op = unsafe { OperationRef::from_raw(raw) };
        if !is_hoistable_op(&op) && op_name(&op) != "arith.constant" {
            continue;
        }
        if op.results().any(|r| has_uses(r.to_raw())) {
            continue;
        }
        for v in op.operands() {
            if let Some(r) = as_result(v) {
                worklist.push(r.owner().to_raw());
            }
        }
        erased.insert(raw.ptr as usize);
        // SAFETY: the op has no uses and no handle to it is used again.
        unsafe { mlir_sys::mlirOperationDestroy(raw) };
    }
}

/// Sets an `i32` discardable attribute.
pub(crate) fn set_i32_attr(context: &Context, op: OperationRef<'_, '_>, name: &str, value: i64) {
    // SAFETY: `op` is live; no other handle mutates it meanwhile.
    let mut op_mut = unsafe { OperationRefMut::from_raw(op.to_raw()) };
    let ty = IntegerType::new(context, 32).into();
    op_mut.set_discardable_attribute(name, IntegerAttribute::new(ty, value).into());
}

/// Sets a unit discardable attribute.
pub(crate) fn set_unit_attr(context: &Context, op: OperationRef<'_, '_>, name: &str) {
    // SAFETY: `op` is live; no other handle mutates it meanwhile.
    let mut op_mut = unsafe { OperationRefMut::from_raw(op.to_raw()) };
    op_mut.set_discardable_attribute(name, Attribute::unit(context));
}
