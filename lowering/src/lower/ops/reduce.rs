//! `tile.reduce` (`cp.reduce.async.bulk.tensor`, through the tensor-store
//! pattern of `store.rs`) and `tile.bulk_reduce` (`cp.reduce.async.bulk`,
//! inline asm: MLIR 22 has no NVVM op for it).

use super::operands::{opt, ptr, red_op};
use super::store::{lower_out, TensorOut};
use super::{DescMap, Lowered};
use crate::lower::emitter::Emitter;
use crate::lower::plan::{Operand, Plan};
use crate::lower::LowerError;
use melior::ir::ValueLike;
use tile_dialect::attrs::ReduceKind;
use tile_dialect::ops::{BulkReduceOp, ReduceOp};
use tile_dialect::verify::facts::memref_info;
use tile_ptx::{self as ptx, OperandRole as R};

/// Lowers a tensor reduction.
pub(super) fn lower_tensor<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: ReduceOp<'c, 'a>,
    descs: &DescMap,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let out = TensorOut {
        src: op.src(),
        desc: op.desc(),
        coords: op.coords(),
        hint: op.l2_hint(),
        pred: op.predicate(),
        mode: op.mode(),
    };
    lower_out(em, out, descs, Some(op.kind().unwrap_or(ReduceKind::Add)))
}

/// Lowers a non-tensor bulk reduction.
pub(super) fn lower_bulk<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: BulkReduceOp<'c, 'a>,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let src_value = op.src();
    let src = ptr(em, src_value)?;
    let dst = ptr(em, op.dst())?;
    let size = op.size();
    let mbar = op.mbar();
    let hint = op.l2_hint();
    let kind = op.kind().unwrap_or(ReduceKind::Add);
    let element = memref_info(src_value.r#type())
        .map(|m| m.element)
        .unwrap_or_default();
    let ty = red_type(kind, &element)?;
    let to_cluster = mbar.is_some();
    let mut instr = ptx::BulkReduce::new(
        if to_cluster {
            ptx::RedDst::SharedCluster
        } else {
            ptx::RedDst::Global
        },
        red_op(kind),
        ty,
    );
    if hint.is_some() {
        instr = instr.with_l2_hint();
    }
    let mut plan = Plan::asm_only(
        instr,
        "MLIR 22 has no NVVM op for cp.reduce.async.bulk (non-tensor)",
    )
    .with(R::Dst, dst)
    .with(R::Src, src)
    .with(R::Size, Operand::Int(size));
    if let Some(m) = mbar {
        plan = plan.with(R::Mbar, ptr(em, m)?);
    }
    Ok(Lowered::Plan(opt(plan, hint, R::L2Hint)))
}

fn red_type(kind: ReduceKind, element: &str) -> Result<ptx::RedType, LowerError> {
    use ptx::RedType as T;
    let bitwise = matches!(kind, ReduceKind::And | ReduceKind::Or | ReduceKind::Xor);
    Ok(match (element, bitwise) {
        ("i32" | "si32" | "ui32", true) => T::B32,
        ("i64" | "si64" | "ui64", true) => T::B64,
        ("i32" | "ui32", false) => T::U32,
        ("si32", false) => T::S32,
        ("i64" | "ui64", false) => T::U64,
        ("si64", false) => T::S64,
        ("f16", _) => T::F16,
        ("bf16", _) => T::Bf16,
        ("f32", _) => T::F32,
        ("f64", _) => T::F64,
        (other, _) => {
            return Err(LowerError::Unsupported(format!(
                "bulk reduction of element type '{other}'"
            )))
        }
    })
}
