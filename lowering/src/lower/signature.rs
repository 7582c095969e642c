//! Kernel signatures: `!tile.tensormap` parameters of `gpu.func` kernels
//! become `!llvm.ptr` (the address of the by-value 128-byte parameter). The
//! positions they will have after `convert-gpu-to-nvvm` expands memref
//! parameters are recorded in `tile.grid_constant_args`, a function
//! attribute (upstream drops `gpu.func` argument attributes, but keeps
//! function attributes), for `tile-finalize-kernel-params`.

use super::emitter::Emitter;
use super::LowerError;
use melior::ir::r#type::MemRefType;
use melior::ir::r#type::ShapedTypeLike;
use melior::ir::{
    attribute::{DenseI64ArrayAttribute, TypeAttribute},
    operation::{OperationLike, OperationMutLike},
    r#type::FunctionType,
    BlockLike, OperationRef, RegionLike, Type,
};
use tile_dialect::access::region_at;
use tile_dialect::tensormap::is_tensormap;

/// The attribute naming the grid-constant descriptor parameters.
pub const GRID_CONSTANT_ARGS: &str = "tile.grid_constant_args";

/// How many LLVM parameters `convert-gpu-to-nvvm` makes of one of type `ty`
/// (the default memref descriptor calling convention).
fn expanded_count(ty: Type<'_>) -> usize {
    if let Ok(m) = MemRefType::try_from(ty) {
        return 3 + 2 * m.rank();
    }
    if ty.to_string().starts_with("memref<*") {
        return 2;
    }
    1
}

/// Rewrites one `gpu.func`; returns the indices of its descriptor parameters
/// (empty if it has none).
pub fn rewrite(func: OperationRef<'_, '_>, em: &Emitter<'_, '_>) -> Result<Vec<usize>, LowerError> {
    let Some(ty) = func
        .attribute("function_type")
        .ok()
        .and_then(|a| TypeAttribute::try_from(a).ok())
        .and_then(|t| FunctionType::try_from(t.value()).ok())
    else {
        return Ok(Vec::new());
    };
    let Some(block) = region_at(func, 0).and_then(|r| r.first_block()) else {
        return Ok(Vec::new());
    };
    let ptr = em.ty("!llvm.ptr")?;
    let mut inputs = Vec::new();
    let mut grid_constant = Vec::new();
    let mut retyped = Vec::new();
    let mut position = 0usize;
    for i in 0..ty.input_count() {
        let input = ty
            .input(i)
            .map_err(|e| LowerError::Internal(e.to_string()))?;
        if is_tensormap(input) {
            let arg = block
                .argument(i)
                .map_err(|e| LowerError::Internal(e.to_string()))?;
            arg.set_type(ptr);
            inputs.push(ptr);
            grid_constant.push(position as i64);
            retyped.push(i);
        } else {
            inputs.push(input);
        }
        position += expanded_count(input);
    }
    if grid_constant.is_empty() {
        return Ok(Vec::new());
    }
    let results: Vec<Type> = (0..ty.result_count())
        .filter_map(|i| ty.result(i).ok())
        .collect();
    let new_type = FunctionType::new(em.context, &inputs, &results);
    let mut func_mut = unsafe { melior::ir::operation::OperationRefMut::from_raw(func.to_raw()) };
    func_mut.set_inherent_attribute("function_type", TypeAttribute::new(new_type.into()).into());
    func_mut.set_discardable_attribute(
        GRID_CONSTANT_ARGS,
        DenseI64ArrayAttribute::new(em.context, &grid_constant).into(),
    );
    Ok(retyped)
}

/// The `@module::@func` symbol of a `gpu.func` inside a `gpu.module`.
pub fn kernel_symbol(func: OperationRef<'_, '_>) -> Option<String> {
    let name = |op: OperationRef<'_, '_>| tile_dialect::strings::symbol_name(&op);
    let module = func.parent_operation()?;
    Some(format!("@{}::@{}", name(module)?, name(func)?))
}

/// Index of the first kernel operand of a `gpu.launch_func` (its
/// `operandSegmentSizes`: async deps, grid x/y/z, block x/y/z, cluster
/// x/y/z, dynamic shared memory, kernel operands, async object).
pub fn launch_kernel_operand_start(launch: OperationRef<'_, '_>) -> Option<usize> {
    let sizes = launch
        .attribute(tile_dialect::ops::OPERAND_SEGMENT_SIZES)
        .ok()
        .and_then(|a| melior::ir::attribute::DenseI32ArrayAttribute::try_from(a).ok())?;
    if sizes.len() < 12 {
        return None;
    }
    Some(
        (0..11)
            .map(|i| sizes.element(i).unwrap_or(0).max(0) as usize)
            .sum(),
    )
}
