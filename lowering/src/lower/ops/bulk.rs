//! Non-tensor bulk copies (`cp.async.bulk`): `tile.bulk_load`,
//! `tile.bulk_store`, `tile.bulk_copy_cluster`, and the bulk async-group
//! ops `tile.bulk_commit` / `tile.bulk_wait`.

use super::operands::{count, global_ptr, opt, ptr, raw, simple};
use super::Lowered;
use crate::lower::emitter::{AddressSpace, Emitter};
use crate::lower::plan::{Intrinsic, Operand, Plan};
use crate::lower::LowerError;
use tile_dialect::attrs::SharedSpace;
use tile_dialect::ops::{BulkCopyClusterOp, BulkLoadOp, BulkStoreOp, BulkWaitOp};
use tile_ptx::{self as ptx, OperandRole as R};

/// Lowers a bulk copy global -> shared.
pub(super) fn lower_load<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: BulkLoadOp<'c, 'a>,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let src = ptr(em, op.src())?;
    let dst = ptr(em, op.dst())?;
    let size = op.size();
    let mbar = ptr(em, op.mbar())?;
    let mask = op.multicast_mask();
    let hint = op.l2_hint();
    let cta = op.dst_space() == SharedSpace::Cta;
    let mut instr = ptx::BulkCopy::new(if cta {
        ptx::BulkDirection::GlobalToSharedCta
    } else {
        ptx::BulkDirection::GlobalToSharedCluster
    });
    if mask.is_some() {
        instr = instr.with_multicast();
    }
    if hint.is_some() {
        instr = instr.with_l2_hint();
    }
    let dst_ptr = if cta {
        raw(dst)
    } else {
        em.cast_pointer(raw(dst), AddressSpace::SharedCluster)?
    };
    let src_ptr = global_ptr(em, src)?;
    let mut operands = vec![dst_ptr, src_ptr, raw(mbar), size];
    operands.extend(mask);
    operands.extend(hint);
    let plan = Plan::new(
        instr,
        Intrinsic {
            name: "nvvm.cp.async.bulk.shared.cluster.global",
            operands,
            segments: Some(vec![1, 1, 1, 1, count(&mask), count(&hint)]),
            attributes: vec![],
            results: vec![],
        },
    )
    .with(R::Dst, dst)
    .with(R::Src, src)
    .with(R::Size, Operand::Int(size))
    .with(R::Mbar, mbar);
    Ok(Lowered::Plan(opt(
        opt(plan, mask, R::MulticastMask),
        hint,
        R::L2Hint,
    )))
}

/// Lowers a bulk copy shared::cta -> global.
pub(super) fn lower_store<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: BulkStoreOp<'c, 'a>,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let src = ptr(em, op.src())?;
    let dst = ptr(em, op.dst())?;
    let size = op.size();
    let hint = op.l2_hint();
    let mask = op.byte_mask();
    let mut instr = ptx::BulkCopy::new(ptx::BulkDirection::SharedCtaToGlobal);
    if hint.is_some() {
        instr = instr.with_l2_hint();
    }
    if mask.is_some() {
        instr = instr.with_byte_mask();
    }
    let mut operands = vec![global_ptr(em, dst)?, raw(src), size];
    operands.extend(hint);
    operands.extend(mask);
    let plan = Plan::new(
        instr,
        Intrinsic {
            name: "nvvm.cp.async.bulk.global.shared.cta",
            operands,
            segments: Some(vec![1, 1, 1, count(&hint), count(&mask)]),
            attributes: vec![],
            results: vec![],
        },
    )
    .with(R::Dst, dst)
    .with(R::Src, src)
    .with(R::Size, Operand::Int(size));
    Ok(Lowered::Plan(opt(
        opt(plan, hint, R::L2Hint),
        mask,
        R::ByteMask,
    )))
}

/// Lowers a bulk copy shared::cta -> shared::cluster.
pub(super) fn lower_copy_cluster<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: BulkCopyClusterOp<'c, 'a>,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let src = ptr(em, op.src())?;
    let dst = ptr(em, op.dst())?;
    let size = op.size();
    let mbar = ptr(em, op.mbar())?;
    let dst_cluster = em.cast_pointer(raw(dst), AddressSpace::SharedCluster)?;
    Ok(Lowered::Plan(
        Plan::new(
            ptx::BulkCopy::new(ptx::BulkDirection::SharedCtaToSharedCluster),
            Intrinsic {
                name: "nvvm.cp.async.bulk.shared.cluster.shared.cta",
                operands: vec![dst_cluster, raw(src), raw(mbar), size],
                segments: None,
                attributes: vec![],
                results: vec![],
            },
        )
        .with(R::Dst, dst)
        .with(R::Src, src)
        .with(R::Size, Operand::Int(size))
        .with(R::Mbar, mbar),
    ))
}

/// Lowers `tile.bulk_commit`.
pub(super) fn lower_commit<'c, 'a>() -> Lowered<'c, 'a> {
    Lowered::Plan(Plan::new(
        ptx::BulkCommitGroup,
        simple("nvvm.cp.async.bulk.commit.group", vec![]),
    ))
}

/// Lowers `tile.bulk_wait`.
pub(super) fn lower_wait<'c, 'a>(op: BulkWaitOp<'c, 'a>) -> Lowered<'c, 'a> {
    let n = op.pending().unwrap_or(0);
    let read = op.read();
    let mut i = simple("nvvm.cp.async.bulk.wait_group", vec![]);
    i.attributes.push(("group", format!("{n} : i32")));
    if read {
        i.attributes.push(("read", "unit".into()));
    }
    Lowered::Plan(Plan::new(
        ptx::BulkWaitGroup {
            pending: n as u32,
            read,
        },
        i,
    ))
}
