//! mbarrier ops: init, arrive, arrive with expected transactions, expect
//! transactions, the non-blocking and the blocking parity wait, and the
//! arrive on a peer CTA's barrier.

use super::operands::{ptr, raw, simple};
use super::Lowered;
use crate::lower::emitter::{AddressSpace, Emitter};
use crate::lower::plan::{Operand, Plan};
use crate::lower::LowerError;
use melior::ir::{r#type::IntegerType, Type};
use tile_dialect::ops::{
    MBarrierArriveClusterOp, MBarrierArriveExpectTxOp, MBarrierArriveOp, MBarrierExpectTxOp,
    MBarrierInitOp, MBarrierTryWaitParityOp, MBarrierWaitParityOp,
};
use tile_ptx::{self as ptx, OperandRole as R};

/// Lowers `tile.mbarrier_init`.
pub(super) fn lower_init<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: MBarrierInitOp<'c, 'a>,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let mbar = ptr(em, op.mbar())?;
    let count = op.count();
    Ok(Lowered::Plan(
        Plan::new(
            ptx::MbarrierInit,
            simple("nvvm.mbarrier.init", vec![raw(mbar), count]),
        )
        .with(R::Mbar, mbar)
        .with(R::Count, Operand::Int(count)),
    ))
}

/// Lowers `tile.mbarrier_arrive`.
pub(super) fn lower_arrive<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: MBarrierArriveOp<'c, 'a>,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let i64_ty: Type<'c> = IntegerType::new(em.context, 64).into();
    let mbar = ptr(em, op.mbar())?;
    let mut i = simple("nvvm.mbarrier.arrive", vec![raw(mbar)]);
    i.results.push(i64_ty);
    Ok(Lowered::Plan(
        Plan::new(
            ptx::MbarrierArrive {
                space: ptx::SharedSpace::Cta,
                count: false,
            },
            i,
        )
        .with(R::Mbar, mbar),
    ))
}

/// Lowers `tile.mbarrier_arrive_expect_tx`.
pub(super) fn lower_arrive_expect_tx<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: MBarrierArriveExpectTxOp<'c, 'a>,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let mbar = ptr(em, op.mbar())?;
    let bytes = op.bytes();
    let pred = op.predicate();
    let mut operands = vec![raw(mbar), bytes];
    operands.extend(pred);
    let mut plan = Plan::new(
        ptx::MbarrierArriveExpectTx {
            space: ptx::SharedSpace::Cta,
        },
        simple("nvvm.mbarrier.arrive.expect_tx", operands),
    )
    .with(R::Mbar, mbar)
    .with(R::TxCount, Operand::Int(bytes));
    plan.predicate = pred;
    Ok(Lowered::Plan(plan))
}

/// Lowers `tile.mbarrier_expect_tx`.
pub(super) fn lower_expect_tx<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: MBarrierExpectTxOp<'c, 'a>,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let mbar = ptr(em, op.mbar())?;
    let bytes = op.bytes();
    Ok(Lowered::Plan(
        Plan::new(
            ptx::MbarrierExpectTx {
                space: ptx::SharedSpace::Cta,
            },
            simple("nvvm.mbarrier.expect_tx", vec![raw(mbar), bytes]),
        )
        .with(R::Mbar, mbar)
        .with(R::TxCount, Operand::Int(bytes)),
    ))
}

/// Lowers `tile.mbarrier_try_wait_parity` (inline asm only).
pub(super) fn lower_try_wait_parity<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: MBarrierTryWaitParityOp<'c, 'a>,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let mbar = ptr(em, op.mbar())?;
    let parity = op.parity();
    Ok(Lowered::Plan(
        Plan::asm_only(
            ptx::MbarrierTryWaitParity,
            "MLIR 22's nvvm.mbarrier.try_wait.parity blocks; the non-blocking test needs inline asm",
        )
        .with(R::Mbar, mbar)
        .with(R::Parity, Operand::Int(parity)),
    ))
}

/// Lowers `tile.mbarrier_wait_parity` (a try_wait loop).
pub(super) fn lower_wait_parity<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: MBarrierWaitParityOp<'c, 'a>,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let mbar = raw(ptr(em, op.mbar())?);
    Ok(Lowered::WaitParity {
        mbar,
        parity: op.parity(),
    })
}

/// Lowers `tile.mbarrier_arrive_cluster`.
pub(super) fn lower_arrive_cluster<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: MBarrierArriveClusterOp<'c, 'a>,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let mbar = match ptr(em, op.mbar())? {
        Operand::Ptr(p, AddressSpace::Shared) => p,
        Operand::Ptr(p, _) => em.cast_pointer(p, AddressSpace::Shared)?,
        Operand::Int(_) => return Err(LowerError::Internal("expected a pointer".into())),
    };
    let mbar = Operand::Ptr(mbar, AddressSpace::Shared);
    let rank = op.rank();
    let release_cta = op.release_cta();
    let plan = Plan::asm_only(
        ptx::MbarrierArriveRemote { release_cta },
        "the intrinsics form is two NVVM ops (nvvm.mapa, nvvm.mbarrier.arrive)",
    )
    .with(R::Mbar, mbar)
    .with(R::CtaRank, Operand::Int(rank));
    Ok(Lowered::RemoteArrive {
        plan,
        mbar: raw(mbar),
        rank,
        release_cta,
    })
}
