//! One plan builder per `tile` op (see `plan.rs`); ops that expand to
//! several instructions (rebind, the blocking mbarrier wait) or produce no
//! instruction (tensormap_from_slot) are handled here too.

use super::emitter::{AddressSpace, Emitter};
use super::plan::{Intrinsic, Operand, Plan};
use super::LowerError;
use melior::ir::{
    operation::OperationLike, r#type::IntegerType, OperationRef, Type, Value, ValueLike,
};
use std::collections::HashMap;
use tile_dialect::access::operand_at;
use tile_dialect::attrs::{
    CpAsyncCache, FenceScope, LoadMode, ProxySpace, ReduceKind, SharedSpace, StoreMode,
};
use tile_dialect::verify::facts::{int_attr, memref_info, segment, Space};
use tile_ptx::{self as ptx, OperandRole as R};

/// Descriptor values already lowered to generic pointers, by raw value.
pub type DescMap = HashMap<usize, mlir_sys::MlirValue>;

/// The key of a value in a [`DescMap`].
pub fn key(value: Value<'_, '_>) -> usize {
    value.to_raw().ptr as usize
}

/// What lowering an op produced.
pub enum Lowered<'c, 'a> {
    /// One plan; the op's results (if any) are replaced by the plan's.
    Plan(Plan<'c, 'a>),
    /// Several plans in order (rebind).
    Sequence(Vec<Plan<'c, 'a>>),
    /// An arrive on a peer CTA's mbarrier: `plan` is the asm form; the
    /// intrinsics form is `nvvm.mapa` of `mbar` (shared::cta) to `rank`
    /// then `nvvm.mbarrier.arrive` on the result, at cluster scope (CTA
    /// scope with `release_cta`).
    RemoteArrive {
        plan: Plan<'c, 'a>,
        mbar: Value<'c, 'a>,
        rank: Value<'c, 'a>,
        release_cta: bool,
    },
    /// A blocking mbarrier wait (asm: a try_wait loop).
    WaitParity {
        mbar: Value<'c, 'a>,
        parity: Value<'c, 'a>,
    },
    /// Nothing to emit (the op only defined a descriptor pointer).
    Nothing,
    /// Already emitted in place (plain LLVM ops, the same under both
    /// strategies); the op is erased.
    Emitted,
}

fn seg<'c, 'a>(op: OperationRef<'c, 'a>, i: usize) -> Vec<Value<'c, 'a>> {
    segment(op, i)
}

fn first<'c, 'a>(values: Vec<Value<'c, 'a>>) -> Option<Value<'c, 'a>> {
    values.into_iter().next()
}

fn operand<'c, 'a>(op: OperationRef<'c, 'a>, i: usize) -> Result<Value<'c, 'a>, LowerError> {
    op.operand(i)
        .map_err(|e| LowerError::Internal(e.to_string()))
}

fn space_of(value: Value<'_, '_>) -> Space {
    memref_info(value.r#type())
        .map(|m| m.space)
        .unwrap_or(Space::Other)
}

/// A memref operand as a pointer in the space its memref lives in (global
/// memrefs of the default space are generic pointers cast to global).
pub(crate) fn memref_operand<'c, 'a>(
    em: &Emitter<'c, 'a>,
    memref: Value<'c, '_>,
) -> Result<Operand<'c, 'a>, LowerError> {
    ptr(em, memref)
}

fn ptr<'c, 'a>(em: &Emitter<'c, 'a>, memref: Value<'c, '_>) -> Result<Operand<'c, 'a>, LowerError> {
    ptr_at(em, memref, &[])
}

fn ptr_at<'c, 'a>(
    em: &Emitter<'c, 'a>,
    memref: Value<'c, '_>,
    indices: &[Value<'c, '_>],
) -> Result<Operand<'c, 'a>, LowerError> {
    Ok(match space_of(memref) {
        Space::Shared => Operand::Ptr(
            em.memref_ptr(memref, indices, AddressSpace::Shared)?,
            AddressSpace::Shared,
        ),
        Space::Global => {
            let global = memref_info(memref.r#type())
                .map(|m| m.space == Space::Global)
                .unwrap_or(false);
            let space = if global {
                AddressSpace::Global
            } else {
                AddressSpace::Generic
            };
            Operand::Ptr(em.memref_ptr(memref, indices, space)?, space)
        }
        Space::Other => {
            return Err(LowerError::Unsupported(
                "a memref outside global and shared memory".into(),
            ))
        }
    })
}

fn value_of(o: Operand<'_, '_>) -> mlir_sys::MlirValue {
    match o {
        Operand::Ptr(v, _) | Operand::Int(v) => v.to_raw(),
    }
}

fn raw<'c, 'a>(o: Operand<'c, 'a>) -> Value<'c, 'a> {
    // SAFETY: the value was created in this function's block and is alive.
    unsafe { Value::from_raw(value_of(o)) }
}

/// The generic pointer of a descriptor operand (a kernel parameter or a
/// lowered `tile.tensormap_from_slot`).
pub(crate) fn desc_pointer<'c, 'a>(
    descs: &DescMap,
    value: Value<'c, 'a>,
) -> Result<Value<'c, 'a>, LowerError> {
    desc(descs, value)
}

fn desc<'c, 'a>(descs: &DescMap, value: Value<'c, 'a>) -> Result<Value<'c, 'a>, LowerError> {
    // A generic `!llvm.ptr`, asked without printing the type (a print per
    // descriptor use costs tens of microseconds, tile_dialect::access).
    let raw_type = melior::ir::r#type::TypeLike::to_raw(&value.r#type());
    // SAFETY: a live type of the context; the second call only on a pointer.
    let generic = unsafe {
        mlir_sys::mlirTypeIsALLVMPointerType(raw_type)
            && mlir_sys::mlirLLVMPointerTypeGetAddressSpace(raw_type) == 0
    };
    if generic {
        return Ok(value);
    }
    descs
        .get(&key(value))
        // SAFETY: the mapped value is a pointer created earlier in the same
        // region and dominates this use.
        .map(|v| unsafe { Value::from_raw(*v) })
        .ok_or_else(|| {
            LowerError::Unsupported(
                "a descriptor that is neither a kernel parameter nor a tile.tensormap_from_slot (in-kernel tile.make_tensormap must be hoisted to the host first)".into(),
            )
        })
}

fn shared_space(op: &OperationRef<'_, '_>) -> SharedSpace {
    int_attr(op, "dst_space")
        .and_then(SharedSpace::from_value)
        .unwrap_or(SharedSpace::Cluster)
}

fn ptx_space(s: SharedSpace) -> ptx::SharedSpace {
    match s {
        SharedSpace::Cta => ptx::SharedSpace::Cta,
        SharedSpace::Cluster => ptx::SharedSpace::Cluster,
    }
}

fn red_op(kind: ReduceKind) -> ptx::RedOp {
    match kind {
        ReduceKind::Add => ptx::RedOp::Add,
        ReduceKind::Min => ptx::RedOp::Min,
        ReduceKind::Max => ptx::RedOp::Max,
        ReduceKind::Inc => ptx::RedOp::Inc,
        ReduceKind::Dec => ptx::RedOp::Dec,
        ReduceKind::And => ptx::RedOp::And,
        ReduceKind::Or => ptx::RedOp::Or,
        ReduceKind::Xor => ptx::RedOp::Xor,
    }
}

fn scope(s: FenceScope) -> (ptx::Scope, &'static str) {
    match s {
        FenceScope::Cta => (ptx::Scope::Cta, "cta"),
        FenceScope::Cluster => (ptx::Scope::Cluster, "cluster"),
        FenceScope::Gpu => (ptx::Scope::Gpu, "gpu"),
        FenceScope::Sys => (ptx::Scope::Sys, "sys"),
    }
}

fn op_scope(op: &OperationRef<'_, '_>) -> (ptx::Scope, &'static str) {
    scope(
        int_attr(op, "scope")
            .and_then(FenceScope::from_value)
            .unwrap_or(FenceScope::Gpu),
    )
}

fn ints<'c, 'a>(
    plan: Plan<'c, 'a>,
    values: &[Value<'c, 'a>],
    role: fn(usize) -> R,
) -> Plan<'c, 'a> {
    values
        .iter()
        .enumerate()
        .fold(plan, |p, (i, v)| p.with(role(i), Operand::Int(*v)))
}

fn opt<'c, 'a>(plan: Plan<'c, 'a>, value: Option<Value<'c, 'a>>, role: R) -> Plan<'c, 'a> {
    match value {
        Some(v) => plan.with(role, Operand::Int(v)),
        None => plan,
    }
}

fn count(v: &Option<Value<'_, '_>>) -> i32 {
    i32::from(v.is_some())
}

/// Builds the lowering of `op` (a `tile.*` op).
pub fn lower<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    name: &str,
    descs: &mut DescMap,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let i64_ty: Type<'c> = IntegerType::new(em.context, 64).into();
    Ok(match name {
        "tile.tensormap_from_slot" => {
            let slot = operand(op, 0)?;
            // Descriptor operands are generic pointers (a shared::cta slot too).
            let generic = match ptr(em, slot)? {
                Operand::Ptr(p, AddressSpace::Generic) => p,
                Operand::Ptr(p, _) => em.cast_pointer(p, AddressSpace::Generic)?,
                Operand::Int(_) => {
                    return Err(LowerError::Internal("slot is not a pointer".into()))
                }
            };
            let result = op.result(0).map_err(|e| LowerError::Internal(e.to_string()))?;
            descs.insert(key(result.into()), generic.to_raw());
            Lowered::Nothing
        }
        "tile.make_tensormap" | "tile.make_tensormap_ptr" => {
            return Err(LowerError::Unsupported(format!(
                "'{name}' inside device code must be hoisted to the host (tile-separate-host-tma); it has no device lowering"
            )))
        }
        "tile.load" => lower_load(em, op, descs)?,
        "tile.store" | "tile.reduce" => lower_store(em, op, descs, name == "tile.reduce")?,
        "tile.prefetch" => {
            let d = desc(descs, operand(op, 0)?)?;
            let coords = seg(op, 1);
            let im2col = seg(op, 2);
            let hint = first(seg(op, 3));
            let pred = first(seg(op, 4));
            let mode = int_attr(&op, "mode").and_then(LoadMode::from_value).unwrap_or(LoadMode::Tile);
            let rank = if mode == LoadMode::Gather4 { 2 } else { coords.len() };
            let mut instr = ptx::TensorPrefetch::new(rank).with_mode(load_mode(mode));
            if matches!(mode, LoadMode::Im2col | LoadMode::Im2colW | LoadMode::Im2colW128) {
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
                    segments: Some(vec![1, coords.len() as i32, im2col.len() as i32, count(&hint)]),
                    attributes: vec![("mode", format!("#nvvm.tma_load_mode<{}>", nvvm_load_mode(mode)))],
                    results: vec![],
                })
            };
            let mut plan = Plan { instr: instr.into(), operands: vec![], predicate: pred, intrinsic };
            plan = plan.with(R::Desc, Operand::Ptr(d, AddressSpace::Generic));
            plan = ints(plan, &coords, R::Coord);
            plan = ints(plan, &im2col, R::Im2col);
            Lowered::Plan(opt(plan, hint, R::L2Hint))
        }
        "tile.prefetch_tensormap" => {
            let d = desc(descs, operand(op, 0)?)?;
            let pred = operand_at(op, 1);
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
            Lowered::Plan(plan.with(R::Desc, Operand::Ptr(d, AddressSpace::Generic)))
        }
        "tile.bulk_load" => {
            let src = ptr(em, operand(op, 0)?)?;
            let dst = ptr(em, operand(op, 1)?)?;
            let size = operand(op, 2)?;
            let mbar = ptr(em, operand(op, 3)?)?;
            let mask = first(seg(op, 4));
            let hint = first(seg(op, 5));
            let cta = shared_space(&op) == SharedSpace::Cta;
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
            let dst_ptr = if cta { raw(dst) } else { em.cast_pointer(raw(dst), AddressSpace::SharedCluster)? };
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
            Lowered::Plan(opt(opt(plan, mask, R::MulticastMask), hint, R::L2Hint))
        }
        "tile.bulk_store" => {
            let src = ptr(em, operand(op, 0)?)?;
            let dst = ptr(em, operand(op, 1)?)?;
            let size = operand(op, 2)?;
            let hint = first(seg(op, 3));
            let mask = first(seg(op, 4));
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
            Lowered::Plan(opt(opt(plan, hint, R::L2Hint), mask, R::ByteMask))
        }
        "tile.bulk_copy_cluster" => {
            let src = ptr(em, operand(op, 0)?)?;
            let dst = ptr(em, operand(op, 1)?)?;
            let size = operand(op, 2)?;
            let mbar = ptr(em, operand(op, 3)?)?;
            let dst_cluster = em.cast_pointer(raw(dst), AddressSpace::SharedCluster)?;
            Lowered::Plan(
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
            )
        }
        "tile.bulk_reduce" => {
            let src_value = operand(op, 0)?;
            let src = ptr(em, src_value)?;
            let dst = ptr(em, first(seg(op, 1)).ok_or(LowerError::Detached)?)?;
            let size = first(seg(op, 2)).ok_or(LowerError::Detached)?;
            let mbar = first(seg(op, 3));
            let hint = first(seg(op, 4));
            let kind = int_attr(&op, "kind").and_then(ReduceKind::from_value).unwrap_or(ReduceKind::Add);
            let element = memref_info(src_value.r#type()).map(|m| m.element).unwrap_or_default();
            let ty = red_type(kind, &element)?;
            let to_cluster = mbar.is_some();
            let mut instr = ptx::BulkReduce::new(
                if to_cluster { ptx::RedDst::SharedCluster } else { ptx::RedDst::Global },
                red_op(kind),
                ty,
            );
            if hint.is_some() {
                instr = instr.with_l2_hint();
            }
            let mut plan = Plan::asm_only(instr, "MLIR 22 has no NVVM op for cp.reduce.async.bulk (non-tensor)")
                .with(R::Dst, dst)
                .with(R::Src, src)
                .with(R::Size, Operand::Int(size));
            if let Some(m) = mbar {
                plan = plan.with(R::Mbar, ptr(em, m)?);
            }
            Lowered::Plan(opt(plan, hint, R::L2Hint))
        }
        "tile.bulk_prefetch" => {
            let src = ptr(em, operand(op, 0)?)?;
            let size = operand(op, 1)?;
            let hint = operand_at(op, 2);
            let mut operands = vec![global_ptr(em, src)?, size];
            operands.extend(hint);
            let plan = Plan::new(
                ptx::BulkPrefetch { l2_hint: hint.is_some() },
                Intrinsic { name: "nvvm.cp.async.bulk.prefetch", operands, segments: None, attributes: vec![], results: vec![] },
            )
            .with(R::Src, src)
            .with(R::Size, Operand::Int(size));
            Lowered::Plan(opt(plan, hint, R::L2Hint))
        }
        "tile.cp_async" => lower_cp_async(em, op)?,
        "tile.cp_async_commit" => Lowered::Plan(Plan::new(
            ptx::CpAsyncCommitGroup,
            simple("nvvm.cp.async.commit.group", vec![]),
        )),
        "tile.cp_async_wait" => {
            let n = int_attr(&op, "pending").unwrap_or(0);
            let mut i = simple("nvvm.cp.async.wait.group", vec![]);
            i.attributes.push(("n", format!("{n} : i32")));
            Lowered::Plan(Plan::new(ptx::CpAsyncWaitGroup { pending: n as u32 }, i))
        }
        "tile.bulk_commit" => Lowered::Plan(Plan::new(
            ptx::BulkCommitGroup,
            simple("nvvm.cp.async.bulk.commit.group", vec![]),
        )),
        "tile.bulk_wait" => {
            let n = int_attr(&op, "pending").unwrap_or(0);
            let read = op.attribute("read").is_ok();
            let mut i = simple("nvvm.cp.async.bulk.wait_group", vec![]);
            i.attributes.push(("group", format!("{n} : i32")));
            if read {
                i.attributes.push(("read", "unit".into()));
            }
            Lowered::Plan(Plan::new(ptx::BulkWaitGroup { pending: n as u32, read }, i))
        }
        "tile.mbarrier_init" => {
            let mbar = ptr(em, operand(op, 0)?)?;
            let count = operand(op, 1)?;
            Lowered::Plan(
                Plan::new(ptx::MbarrierInit, simple("nvvm.mbarrier.init", vec![raw(mbar), count]))
                    .with(R::Mbar, mbar)
                    .with(R::Count, Operand::Int(count)),
            )
        }
        "tile.mbarrier_arrive" => {
            let mbar = ptr(em, operand(op, 0)?)?;
            let mut i = simple("nvvm.mbarrier.arrive", vec![raw(mbar)]);
            i.results.push(i64_ty);
            Lowered::Plan(
                Plan::new(ptx::MbarrierArrive { space: ptx::SharedSpace::Cta, count: false }, i)
                    .with(R::Mbar, mbar),
            )
        }
        "tile.mbarrier_arrive_expect_tx" => {
            let mbar = ptr(em, operand(op, 0)?)?;
            let bytes = operand(op, 1)?;
            let pred = operand_at(op, 2);
            let mut operands = vec![raw(mbar), bytes];
            operands.extend(pred);
            let mut plan = Plan::new(
                ptx::MbarrierArriveExpectTx { space: ptx::SharedSpace::Cta },
                simple("nvvm.mbarrier.arrive.expect_tx", operands),
            )
            .with(R::Mbar, mbar)
            .with(R::TxCount, Operand::Int(bytes));
            plan.predicate = pred;
            Lowered::Plan(plan)
        }
        "tile.mbarrier_expect_tx" => {
            let mbar = ptr(em, operand(op, 0)?)?;
            let bytes = operand(op, 1)?;
            Lowered::Plan(
                Plan::new(
                    ptx::MbarrierExpectTx { space: ptx::SharedSpace::Cta },
                    simple("nvvm.mbarrier.expect_tx", vec![raw(mbar), bytes]),
                )
                .with(R::Mbar, mbar)
                .with(R::TxCount, Operand::Int(bytes)),
            )
        }
        "tile.mbarrier_try_wait_parity" => {
            let mbar = ptr(em, operand(op, 0)?)?;
            let parity = operand(op, 1)?;
            Lowered::Plan(
                Plan::asm_only(
                    ptx::MbarrierTryWaitParity,
                    "MLIR 22's nvvm.mbarrier.try_wait.parity blocks; the non-blocking test needs inline asm",
                )
                .with(R::Mbar, mbar)
                .with(R::Parity, Operand::Int(parity)),
            )
        }
        "tile.mbarrier_arrive_cluster" => {
            let mbar = match ptr(em, operand(op, 0)?)? {
                Operand::Ptr(p, AddressSpace::Shared) => p,
                Operand::Ptr(p, _) => em.cast_pointer(p, AddressSpace::Shared)?,
                Operand::Int(_) => return Err(LowerError::Internal("expected a pointer".into())),
            };
            let mbar = Operand::Ptr(mbar, AddressSpace::Shared);
            let rank = operand(op, 1)?;
            let release_cta = op.attribute("release_cta").is_ok();
            let plan = Plan::asm_only(
                ptx::MbarrierArriveRemote { release_cta },
                "the intrinsics form is two NVVM ops (nvvm.mapa, nvvm.mbarrier.arrive)",
            )
            .with(R::Mbar, mbar)
            .with(R::CtaRank, Operand::Int(rank));
            Lowered::RemoteArrive { plan, mbar: raw(mbar), rank, release_cta }
        }
        "tile.cluster_arrive" => {
            let relaxed = op.attribute("relaxed").is_ok();
            let aligned = op.attribute("aligned").is_ok();
            let name = if relaxed { "nvvm.cluster.arrive.relaxed" } else { "nvvm.cluster.arrive" };
            let mut i = simple(name, vec![]);
            if aligned {
                i.attributes.push(("aligned", "unit".into()));
            }
            Lowered::Plan(Plan::new(ptx::ClusterArrive { relaxed, aligned }, i))
        }
        "tile.cluster_wait" => {
            let aligned = op.attribute("aligned").is_ok();
            let mut i = simple("nvvm.cluster.wait", vec![]);
            if aligned {
                i.attributes.push(("aligned", "unit".into()));
            }
            Lowered::Plan(Plan::new(ptx::ClusterWait { aligned }, i))
        }
        "tile.mbarrier_wait_parity" => {
            let mbar = raw(ptr(em, operand(op, 0)?)?);
            Lowered::WaitParity { mbar, parity: operand(op, 1)? }
        }
        "tile.fence_proxy_async" => {
            let space = int_attr(&op, "space").and_then(ProxySpace::from_value).unwrap_or(ProxySpace::All);
            let (ptx_space, kind, shared) = match space {
                ProxySpace::All => (None, "async", None),
                ProxySpace::Global => (Some(ptx::ProxySpace::Global), "async.global", None),
                ProxySpace::SharedCta => (Some(ptx::ProxySpace::SharedCta), "async.shared", Some("cta")),
                ProxySpace::SharedCluster => (Some(ptx::ProxySpace::SharedCluster), "async.shared", Some("cluster")),
            };
            let mut i = simple("nvvm.fence.proxy", vec![]);
            i.attributes.push(("kind", format!("#nvvm.proxy_kind<{kind}>")));
            if let Some(s) = shared {
                i.attributes.push(("space", format!("#nvvm.shared_space<{s}>")));
            }
            Lowered::Plan(Plan::new(ptx::FenceProxyAsync { space: ptx_space }, i))
        }
        "tile.tensormap_fence_acquire" => {
            let slot = ptr(em, operand(op, 0)?)?;
            let (s, name) = op_scope(&op);
            let generic = match slot {
                Operand::Ptr(p, AddressSpace::Generic) => p,
                Operand::Ptr(p, _) => em.cast_pointer(p, AddressSpace::Generic)?,
                Operand::Int(_) => return Err(LowerError::Internal("slot is not a pointer".into())),
            };
            let size = em.llvm_const(128, 32)?;
            let mut i = simple("nvvm.fence.proxy.acquire", vec![generic, size]);
            i.attributes.push(("scope", format!("#nvvm.mem_scope<{name}>")));
            Lowered::Plan(
                Plan::new(ptx::TensormapFenceAcquire { scope: s }, i)
                    .with(R::Slot, Operand::Ptr(generic, AddressSpace::Generic)),
            )
        }
        "tile.tensormap_fence_release" => {
            let (s, name) = op_scope(&op);
            let mut i = simple("nvvm.fence.proxy.release", vec![]);
            i.attributes.push(("scope", format!("#nvvm.mem_scope<{name}>")));
            Lowered::Plan(Plan::new(ptx::TensormapFenceRelease { scope: s }, i))
        }
        "tile.tensormap_cp_fenceproxy" => {
            let src = ptr(em, operand(op, 0)?)?;
            let dst = ptr(em, operand(op, 1)?)?;
            let (s, _) = op_scope(&op);
            Lowered::Plan(
                Plan::asm_only(
                    ptx::TensormapCpFenceproxy { scope: s },
                    "MLIR 22 has no NVVM op for tensormap.cp_fenceproxy",
                )
                .with(R::Dst, dst)
                .with(R::Src, src),
            )
        }
        "tile.rebind" => super::rebind::lower_rebind(em, op)?,
        "tile.tensormap_init" => super::rebind::lower_init(em, op, descs)?,
        other => return Err(LowerError::Unsupported(format!("no lowering for '{other}'"))),
    })
}

fn simple<'c, 'a>(name: &'static str, operands: Vec<Value<'c, 'a>>) -> Intrinsic<'c, 'a> {
    Intrinsic {
        name,
        operands,
        segments: None,
        attributes: vec![],
        results: vec![],
    }
}

fn global_ptr<'c, 'a>(
    em: &Emitter<'c, 'a>,
    o: Operand<'c, 'a>,
) -> Result<Value<'c, 'a>, LowerError> {
    match o {
        Operand::Ptr(p, AddressSpace::Global) => Ok(p),
        Operand::Ptr(p, _) => em.cast_pointer(p, AddressSpace::Global),
        Operand::Int(_) => Err(LowerError::Internal("expected a pointer".into())),
    }
}

fn load_mode(mode: LoadMode) -> ptx::LoadMode {
    match mode {
        LoadMode::Tile => ptx::LoadMode::Tile,
        LoadMode::Im2col => ptx::LoadMode::Im2col,
        LoadMode::Im2colW => ptx::LoadMode::Im2colW,
        LoadMode::Im2colW128 => ptx::LoadMode::Im2colW128,
        LoadMode::Gather4 => ptx::LoadMode::TileGather4,
    }
}

fn nvvm_load_mode(mode: LoadMode) -> &'static str {
    match mode {
        LoadMode::Tile => "tile",
        LoadMode::Im2col => "im2col",
        LoadMode::Im2colW => "im2col_w",
        LoadMode::Im2colW128 => "im2col_w_128",
        LoadMode::Gather4 => "tile_gather4",
    }
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

fn lower_load<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    descs: &DescMap,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let d = desc(descs, operand(op, 0)?)?;
    let coords = seg(op, 1);
    let dst = ptr(em, first(seg(op, 2)).ok_or(LowerError::Detached)?)?;
    let mbar = ptr(em, first(seg(op, 3)).ok_or(LowerError::Detached)?)?;
    let im2col = seg(op, 4);
    let mask = first(seg(op, 5));
    let hint = first(seg(op, 6));
    let pred = first(seg(op, 7));
    let mode = int_attr(&op, "mode")
        .and_then(LoadMode::from_value)
        .unwrap_or(LoadMode::Tile);
    let space = shared_space(&op);
    let group = int_attr(&op, "cta_group");
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

fn lower_store<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    descs: &DescMap,
    is_reduce: bool,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let src = ptr(em, operand(op, 0)?)?;
    let d = desc(descs, first(seg(op, 1)).ok_or(LowerError::Detached)?)?;
    let coords = seg(op, 2);
    let hint = first(seg(op, 3));
    let pred = first(seg(op, 4));
    let mode = int_attr(&op, "mode")
        .and_then(StoreMode::from_value)
        .unwrap_or(StoreMode::Tile);
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
    let (instr, intrinsic): (tile_ptx::Instr, _) = if is_reduce {
        let kind = int_attr(&op, "kind")
            .and_then(ReduceKind::from_value)
            .unwrap_or(ReduceKind::Add);
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

fn lower_cp_async<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let src = ptr_at(em, operand(op, 0)?, &seg(op, 1))?;
    let dst = ptr_at(
        em,
        first(seg(op, 2)).ok_or(LowerError::Detached)?,
        &seg(op, 3),
    )?;
    let src_size = first(seg(op, 4));
    let ignore = first(seg(op, 5));
    let hint = first(seg(op, 6));
    let bytes = int_attr(&op, "bytes").unwrap_or(16) as u32;
    let cache = int_attr(&op, "cache")
        .and_then(CpAsyncCache::from_value)
        .unwrap_or(CpAsyncCache::Ca);
    let prefetch = int_attr(&op, "l2_prefetch");
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
