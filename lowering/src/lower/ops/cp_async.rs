//! Non-bulk `cp.async`: `tile.cp_async` (`nvvm.cp.async.shared.global`,
//! or inline asm for the parts MLIR 22's op lacks), `tile.cp_async_commit`
//! and `tile.cp_async_wait`.

use super::operands::{global_ptr, opt, ptr_at, raw, simple};
use super::Lowered;
use crate::lower::emitter::Emitter;
use crate::lower::plan::{Intrinsic, Operand, Plan};
use crate::lower::LowerError;
use tile_dialect::attrs::CpAsyncCache;
use tile_dialect::ops::{CpAsyncOp, CpAsyncWaitOp};
use tile_ptx::{self as ptx, OperandRole as R};

/// Lowers a per-thread asynchronous copy.
pub(super) fn lower<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: CpAsyncOp<'c, 'a>,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let src = ptr_at(em, op.src(), &op.src_indices())?;
    let dst = ptr_at(em, op.dst(), &op.dst_indices())?;
    let src_size = op.src_size();
    let ignore = op.ignore_src();
    let hint = op.l2_hint();
    let bytes = op.bytes().unwrap_or(16) as u32;
    let cache = op.cache();
    let prefetch = op.l2_prefetch();
    let mut instr = ptx::CpAsync::new(
        if cache == CpAsyncCache::Cg {
            ptx::CacheOp::Cg
        } else {
            ptx::CacheOp::Ca
        },
        bytes,
    );
    if src_size.is_some() {
        instr = instr.with_fill(ptx::ZeroFill::SrcSize);
    }
    if ignore.is_some() {
        instr = instr.with_fill(ptx::ZeroFill::IgnoreSrc(ptx::PredicateStyle::I32));
    }
    if hint.is_some() {
        instr = instr.with_l2_hint();
    }
    if let Some(p) = prefetch {
        instr = instr.with_prefetch(match p {
            64 => ptx::PrefetchSize::B64,
            128 => ptx::PrefetchSize::B128,
            _ => ptx::PrefetchSize::B256,
        });
    }
    let intrinsic = if ignore.is_some() || hint.is_some() || prefetch.is_some() {
        Err("nvvm.cp.async.shared.global has no ignore-src, L2 cache hint or L2 prefetch size")
    } else {
        let mut operands = vec![raw(dst), global_ptr(em, src)?];
        operands.extend(src_size);
        Ok(Intrinsic {
            name: "nvvm.cp.async.shared.global",
            operands,
            segments: None,
            attributes: vec![
                ("size", format!("{bytes} : i32")),
                (
                    "modifier",
                    format!(
                        "#nvvm<load_cache_modifier {}>",
                        if cache == CpAsyncCache::Cg {
                            "cg"
                        } else {
                            "ca"
                        }
                    ),
                ),
            ],
            results: vec![],
        })
    };
    let mut plan = Plan {
        instr: instr.into(),
        operands: vec![],
        predicate: None,
        intrinsic,
    };
    plan = plan.with(R::Dst, dst).with(R::Src, src);
    plan = opt(plan, src_size, R::SrcSize);
    if let Some(i) = ignore {
        plan = plan.with(R::IgnoreSrc, Operand::Int(em.zext(i, 32)?));
    }
    Ok(Lowered::Plan(opt(plan, hint, R::L2Hint)))
}

/// Lowers `tile.cp_async_commit`.
pub(super) fn lower_commit<'c, 'a>() -> Lowered<'c, 'a> {
    Lowered::Plan(Plan::new(
        ptx::CpAsyncCommitGroup,
        simple("nvvm.cp.async.commit.group", vec![]),
    ))
}

/// Lowers `tile.cp_async_wait`.
pub(super) fn lower_wait<'c, 'a>(op: CpAsyncWaitOp<'c, 'a>) -> Lowered<'c, 'a> {
    let n = op.pending().unwrap_or(0);
    let mut i = simple("nvvm.cp.async.wait.group", vec![]);
    i.attributes.push(("n", format!("{n} : i32")));
    Lowered::Plan(Plan::new(ptx::CpAsyncWaitGroup { pending: n as u32 }, i))
}
