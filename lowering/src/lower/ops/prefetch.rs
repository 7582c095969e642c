//! Prefetches: `tile.prefetch` (`cp.async.bulk.prefetch.tensor`),
//! `tile.prefetch_tensormap` (`prefetch.tensormap`) and
//! `tile.bulk_prefetch` (`cp.async.bulk.prefetch`).

use super::operands::{count, desc_pointer, global_ptr, ints, load_mode, nvvm_load_mode, opt, ptr};
use super::{DescMap, Lowered};
use crate::lower::emitter::{AddressSpace, Emitter};
use crate::lower::plan::{Intrinsic, Operand, Plan};
use crate::lower::LowerError;
use tile_dialect::attrs::LoadMode;
use tile_dialect::ops::{BulkPrefetchOp, PrefetchOp, PrefetchTensorMapOp};
use tile_ptx::{self as ptx, OperandRole as R};

/// Lowers a tensor prefetch to L2.
pub(super) fn lower_tensor<'c, 'a>(
    op: PrefetchOp<'c, 'a>,
    descs: &DescMap,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let d = desc_pointer(descs, op.desc())?;
    let coords = op.coords();
    let im2col = op.im2col_info();
    let hint = op.l2_hint();
    let pred = op.predicate();
    let mode = op.mode();
    let rank = if mode == LoadMode::Gather4 {
        2
    } else {
        coords.len()
    };
    let mut instr = ptx::TensorPrefetch::new(rank).with_mode(load_mode(mode));
    if matches!(
        mode,
        LoadMode::Im2col | LoadMode::Im2colW | LoadMode::Im2colW128
    ) {
        instr = instr.with_im2col_offsets(im2col.len());
    }
    if hint.is_some() {
        instr = instr.with_l2_hint();
    }
    let mut operands = vec![d];
    operands.extend(coords.iter().copied());
    operands.extend(im2col.iter().copied());
    operands.extend(hint);
    let intrinsic = if pred.is_some() {
        Err("nvvm.cp.async.bulk.tensor.prefetch has no predicate operand")
    } else {
        Ok(Intrinsic {
            name: "nvvm.cp.async.bulk.tensor.prefetch",
            operands,
            segments: Some(vec![
                1,
                coords.len() as i32,
                im2col.len() as i32,
                count(&hint),
            ]),
            attributes: vec![(
                "mode",
                format!("#nvvm.tma_load_mode<{}>", nvvm_load_mode(mode)),
            )],
            results: vec![],
        })
    };
    let mut plan = Plan {
        instr: instr.into(),
        operands: vec![],
        predicate: pred,
        intrinsic,
    };
    plan = plan.with(R::Desc, Operand::Ptr(d, AddressSpace::Generic));
    plan = ints(plan, &coords, R::Coord);
    plan = ints(plan, &im2col, R::Im2col);
    Ok(Lowered::Plan(opt(plan, hint, R::L2Hint)))
}

/// Lowers a descriptor prefetch.
pub(super) fn lower_tensormap<'c, 'a>(
    op: PrefetchTensorMapOp<'c, 'a>,
    descs: &DescMap,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let d = desc_pointer(descs, op.desc())?;
    let pred = op.predicate();
    let mut operands = vec![d];
    operands.extend(pred);
    let plan = Plan {
        instr: ptx::PrefetchTensormap.into(),
        operands: vec![],
        predicate: pred,
        intrinsic: Ok(Intrinsic {
            name: "nvvm.prefetch",
            operands,
            segments: None,
            attributes: vec![("tensormap", "unit".into())],
            results: vec![],
        }),
    };
    Ok(Lowered::Plan(
        plan.with(R::Desc, Operand::Ptr(d, AddressSpace::Generic)),
    ))
}

/// Lowers a non-tensor bulk prefetch to L2.
pub(super) fn lower_bulk<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: BulkPrefetchOp<'c, 'a>,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let src = ptr(em, op.src())?;
    let size = op.size();
    let hint = op.l2_hint();
    let mut operands = vec![global_ptr(em, src)?, size];
    operands.extend(hint);
    let plan = Plan::new(
        ptx::BulkPrefetch {
            l2_hint: hint.is_some(),
        },
        Intrinsic {
            name: "nvvm.cp.async.bulk.prefetch",
            operands,
            segments: None,
            attributes: vec![],
            results: vec![],
        },
    )
    .with(R::Src, src)
    .with(R::Size, Operand::Int(size));
    Ok(Lowered::Plan(opt(plan, hint, R::L2Hint)))
}
