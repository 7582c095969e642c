//! `tile.store`: `cp.async.bulk.tensor` shared::cta -> global
//! (`nvvm.cp.async.bulk.tensor.global.shared.cta`), and the part of a
//! tensor store that `tile.reduce` shares (see `reduce.rs`).

use super::operands::{count, desc_pointer, ints, opt, ptr, raw, red_op};
use super::{DescMap, Lowered};
use crate::lower::emitter::{AddressSpace, Emitter};
use crate::lower::plan::{Intrinsic, Operand, Plan};
use crate::lower::LowerError;
use melior::ir::Value;
use tile_dialect::attrs::{ReduceKind, StoreMode};
use tile_dialect::ops::StoreOp;
use tile_ptx::{self as ptx, OperandRole as R};

/// What a tensor store or tensor reduction reads from its op.
pub(super) struct TensorOut<'c, 'a> {
    pub src: Value<'c, 'a>,
    pub desc: Value<'c, 'a>,
    pub coords: Vec<Value<'c, 'a>>,
    pub hint: Option<Value<'c, 'a>>,
    pub pred: Option<Value<'c, 'a>>,
    pub mode: StoreMode,
}

/// Lowers a tensor store.
pub(super) fn lower<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: StoreOp<'c, 'a>,
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
    lower_out(em, out, descs, None)
}

/// Lowers a tensor store, or with `reduce` a tensor reduction of that kind.
pub(super) fn lower_out<'c, 'a>(
    em: &Emitter<'c, 'a>,
    out: TensorOut<'c, 'a>,
    descs: &DescMap,
    reduce: Option<ReduceKind>,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let TensorOut {
        src,
        desc,
        coords,
        hint,
        pred,
        mode,
    } = out;
    let src = ptr(em, src)?;
    let d = desc_pointer(descs, desc)?;
    let (ptx_mode, nvvm_mode) = match mode {
        StoreMode::Tile => (ptx::LoadMode::Tile, "tile"),
        StoreMode::Im2colNoOffs => (ptx::LoadMode::Im2colNoOffs, "im2col"),
        StoreMode::Scatter4 => (ptx::LoadMode::TileScatter4, "tile_scatter4"),
    };
    let rank = if mode == StoreMode::Scatter4 {
        2
    } else {
        coords.len()
    };
    let mut operands = vec![d, raw(src)];
    operands.extend(coords.iter().copied());
    operands.extend(hint);
    let (instr, intrinsic): (tile_ptx::Instr, _) = if let Some(kind) = reduce {
        let mut instr = ptx::TensorReduce::new(rank, red_op(kind)).with_mode(ptx_mode);
        if hint.is_some() {
            instr = instr.with_l2_hint();
        }
        let intrinsic = if pred.is_some() {
            Err("nvvm.cp.async.bulk.tensor.reduce has no predicate operand")
        } else {
            Ok(Intrinsic {
                name: "nvvm.cp.async.bulk.tensor.reduce",
                operands,
                segments: Some(vec![1, 1, coords.len() as i32, count(&hint)]),
                attributes: vec![
                    (
                        "redKind",
                        format!("#nvvm.tma_redux_kind<{}>", kind.keyword()),
                    ),
                    ("mode", format!("#nvvm.tma_store_mode<{nvvm_mode}>")),
                ],
                results: vec![],
            })
        };
        (instr.into(), intrinsic)
    } else {
        let mut instr = ptx::TensorStore::new(rank).with_mode(ptx_mode);
        if hint.is_some() {
            instr = instr.with_l2_hint();
        }
        operands.extend(pred);
        let intrinsic = if pred.is_some() && mode != StoreMode::Tile {
            Err("MLIR 22's predicated nvvm.cp.async.bulk.tensor store takes only the tile mode")
        } else if pred.is_some() && hint.is_some() {
            Err("MLIR 22's predicated nvvm.cp.async.bulk.tensor store takes no L2 cache hint")
        } else {
            Ok(Intrinsic {
                name: "nvvm.cp.async.bulk.tensor.global.shared.cta",
                operands,
                segments: Some(vec![1, 1, coords.len() as i32, count(&hint), count(&pred)]),
                attributes: vec![("mode", format!("#nvvm.tma_store_mode<{nvvm_mode}>"))],
                results: vec![],
            })
        };
        (instr.into(), intrinsic)
    };
    let mut plan = Plan {
        instr,
        operands: vec![],
        predicate: pred,
        intrinsic,
    };
    plan = plan
        .with(R::Src, src)
        .with(R::Desc, Operand::Ptr(d, AddressSpace::Generic));
    plan = ints(plan, &coords, R::Coord);
    Ok(Lowered::Plan(opt(plan, hint, R::L2Hint)))
}
