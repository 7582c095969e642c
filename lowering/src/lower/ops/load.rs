//! `tile.load`: `cp.async.bulk.tensor` global -> shared
//! (`nvvm.cp.async.bulk.tensor.shared.cluster.global`, or inline asm where
//! MLIR 22's op cannot express the load).

use super::operands::{
    count, desc_pointer, ints, load_mode, nvvm_load_mode, opt, ptr, ptx_space, raw,
};
use super::{DescMap, Lowered};
use crate::lower::emitter::{AddressSpace, Emitter};
use crate::lower::plan::{Intrinsic, Operand, Plan};
use crate::lower::LowerError;
use tile_dialect::attrs::{LoadMode, SharedSpace};
use tile_dialect::ops::LoadOp;
use tile_ptx::{self as ptx, OperandRole as R};

/// Lowers a tensor load.
pub(super) fn lower<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: LoadOp<'c, 'a>,
    descs: &DescMap,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let d = desc_pointer(descs, op.desc())?;
    let coords = op.coords();
    let dst = ptr(em, op.dst())?;
    let mbar = ptr(em, op.mbar())?;
    let im2col = op.im2col_info();
    let mask = op.multicast_mask();
    let hint = op.l2_hint();
    let pred = op.predicate();
    let mode = op.mode();
    let space = op.dst_space();
    let group = op.cta_group();
    let rank = if mode == LoadMode::Gather4 {
        2
    } else {
        coords.len()
    };
    let mut instr = ptx::TensorLoad::new(rank, ptx_space(space)).with_mode(load_mode(mode));
    if matches!(
        mode,
        LoadMode::Im2col | LoadMode::Im2colW | LoadMode::Im2colW128
    ) {
        instr = instr.with_im2col_offsets(im2col.len());
    }
    if mask.is_some() {
        instr = instr.with_multicast();
    }
    if let Some(g) = group {
        instr = instr.with_cta_group(if g == 2 {
            ptx::CtaGroup::Two
        } else {
            ptx::CtaGroup::One
        });
    }
    if hint.is_some() {
        instr = instr.with_l2_hint();
    }
    let intrinsic = if pred.is_some() && group.is_some() {
        Err("MLIR 22 drops .cta_group::N from a predicated nvvm.cp.async.bulk.tensor load (TOOLCHAIN trap)")
    } else if pred.is_some() && space == SharedSpace::Cta {
        Err("MLIR 22's predicated nvvm.cp.async.bulk.tensor load takes only shared::cluster destinations")
    } else if pred.is_some() && !matches!(mode, LoadMode::Tile | LoadMode::Im2col) {
        Err("MLIR 22's predicated nvvm.cp.async.bulk.tensor load takes only the tile and im2col modes")
    } else if space == SharedSpace::Cta && group.is_some() {
        Err("MLIR 22's nvvm.cp.async.bulk.tensor load rejects cta_group with a shared::cta destination")
    } else {
        let dst_ptr = match space {
            SharedSpace::Cta => raw(dst),
            SharedSpace::Cluster => em.cast_pointer(raw(dst), AddressSpace::SharedCluster)?,
        };
        let mut operands = vec![dst_ptr, d];
        operands.extend(coords.iter().copied());
        operands.push(raw(mbar));
        operands.extend(im2col.iter().copied());
        operands.extend(mask);
        operands.extend(hint);
        operands.extend(pred);
        let mut attributes = vec![(
            "mode",
            format!("#nvvm.tma_load_mode<{}>", nvvm_load_mode(mode)),
        )];
        if space == SharedSpace::Cta {
            attributes.push(("isCTAOnly", "true".into()));
        }
        if let Some(g) = group {
            attributes.push(("group", format!("#nvvm.cta_group<cta_{g}>")));
        }
        Ok(Intrinsic {
            name: "nvvm.cp.async.bulk.tensor.shared.cluster.global",
            operands,
            segments: Some(vec![
                1,
                1,
                coords.len() as i32,
                1,
                im2col.len() as i32,
                count(&mask),
                count(&hint),
                count(&pred),
            ]),
            attributes,
            results: vec![],
        })
    };
    let mut plan = Plan {
        instr: instr.into(),
        operands: vec![],
        predicate: pred,
        intrinsic,
    };
    plan = plan
        .with(R::Dst, dst)
        .with(R::Desc, Operand::Ptr(d, AddressSpace::Generic))
        .with(R::Mbar, mbar);
    plan = ints(plan, &coords, R::Coord);
    plan = ints(plan, &im2col, R::Im2col);
    plan = opt(plan, mask, R::MulticastMask);
    Ok(Lowered::Plan(opt(plan, hint, R::L2Hint)))
}
