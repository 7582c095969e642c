//! One check per `tile` op. Each check gathers the facts of its op and asks
//! `tile_rules`. The rules of the `!tile.tensormap` type alone
//! (`Descriptor::check`) are the type's own invariants, checked wherever the
//! type is built (`crate::hook`), so they are not repeated here.

use super::context::VerifyContext;
use super::facts::{
    constant_extents, constant_int, element_bytes, known_alignment, memref_info, MemRefInfo, Space,
};
use super::module;
use super::Found;
use crate::ops::{
    BulkReduceOp, CpAsyncOp, LoadOp, MakeTensorMapFromPtrOp, MakeTensorMapOp, PrefetchOp,
    TensorMapFromSlotOp, TensorMapInitOp, TileOp,
};
use crate::tensormap;
use melior::ir::{operation::OperationLike, OperationRef, Type, Value, ValueLike};
use tile_rules::element::holds_element;
use tile_rules::{
    copy::{self, TensorAccess},
    descriptor::Descriptor,
    enums::{LoadMode, ReduceKind, SharedSpace, StoreMode, Swizzle},
    global::{check_global, GlobalTensor},
    mbarrier,
    reduce::{self, ReduceDestination},
    ElementType, Feature, Target, Violation,
};

/// Dispatches on the op name: the rules of a `tile` op (the rules of the
/// scopes it is the first `tile` op of are [`super::report_scopes`]'s).
/// Other ops have no rule here.
pub(crate) fn check_op(ctx: &mut VerifyContext, op: OperationRef<'_, '_>) {
    let name = crate::strings::name_of(&op);
    if !name.starts_with("tile.") {
        return;
    }
    let mut found = Found::new();
    let around = ctx.around(&op);
    module::check_placement(&around, &mut found);
    super::expect_tx::check_function_of(ctx, &op);
    // Only tile ops need their targets (finding them walks up the parents).
    let targets = ctx.targets_for(&op);
    let target = targets[0];
    let mut gate = |feature: Feature, found: &mut Found| {
        for t in &targets {
            if let Some(v) = t.check(feature) {
                if !found.contains(&v) {
                    found.push(v);
                }
            }
        }
    };
    let align = |v: Value<'_, '_>| known_alignment(v, &|g| ctx.global_alignment(op, g));
    let view = TileOp::cast(op);
    // What the op always needs (`requires` in the `.td`); its optional
    // parts are gated below.
    if let Some(feature) = view.and_then(|v| v.kind().feature()) {
        gate(feature, &mut found);
    }
    match view {
        Some(TileOp::MakeTensorMap(v)) => check_make_tensormap(v, &mut found),
        Some(TileOp::MakeTensorMapFromPtr(v)) => check_make_tensormap_ptr(v, &mut found),
        Some(TileOp::TensorMapFromSlot(v)) => {
            descriptor_of(v.result(), &mut found);
            check_slot(&op, Some(v.slot()), 64, "desc-align", &align, &mut found);
            // TMA reads a tensor map from .param, .const or .global only; a
            // shared::cta slot is for building one (then cp_fenceproxy, or
            // a generic copy: a view whose only uses are the sources of
            // tile.tensormap_init is read by no TMA op).
            if !only_copied(v) {
                expect_space(
                    &[v.slot()],
                    Space::Global,
                    "descriptor slot read by TMA",
                    &mut found,
                );
            }
        }
        Some(TileOp::Load(v)) => {
            check_load(v, target, &align, &mut found, &mut gate);
        }
        Some(TileOp::Store(v)) => {
            let out = TensorOut {
                src: v.src(),
                desc: v.desc(),
                coords: v.coords().len(),
                mode: v.mode(),
                reduce: None,
            };
            check_store(out, &align, &mut found, &mut gate);
        }
        Some(TileOp::Reduce(v)) => {
            let out = TensorOut {
                src: v.src(),
                desc: v.desc(),
                coords: v.coords().len(),
                mode: v.mode(),
                reduce: Some(v.kind()),
            };
            check_store(out, &align, &mut found, &mut gate);
        }
        Some(TileOp::Prefetch(v)) => {
            check_prefetch(v, &mut found, &mut gate);
        }
        Some(TileOp::BulkLoad(v)) => {
            expect_space(&[v.src()], Space::Global, "source", &mut found);
            expect_space(&[v.dst()], Space::Shared, "destination", &mut found);
            expect_mbarrier(&[v.mbar()], &mut found);
            check_size(&[v.size()], &mut found);
            check_bulk_alignment(&[v.src(), v.dst()], &align, &mut found);
            let cta = v.dst_space() == SharedSpace::Cta;
            if cta {
                gate(Feature::BulkSharedCtaDst, &mut found);
            }
            if v.multicast_mask().is_some() {
                gate(Feature::Multicast, &mut found);
                if cta {
                    found.push(multicast_space());
                }
            }
        }
        Some(TileOp::BulkStore(v)) => {
            expect_space(&[v.src()], Space::Shared, "source", &mut found);
            expect_space(&[v.dst()], Space::Global, "destination", &mut found);
            check_size(&[v.size()], &mut found);
            check_bulk_alignment(&[v.src(), v.dst()], &align, &mut found);
            if v.byte_mask().is_some() {
                gate(Feature::BulkCpMask, &mut found);
            }
        }
        Some(TileOp::BulkCopyCluster(v)) => {
            expect_space(&[v.src()], Space::Shared, "source", &mut found);
            expect_space(&[v.dst()], Space::Shared, "destination", &mut found);
            check_size(&[v.size()], &mut found);
            expect_mbarrier(&[v.mbar()], &mut found);
            check_bulk_alignment(&[v.src(), v.dst()], &align, &mut found);
        }
        Some(TileOp::BulkReduce(v)) => {
            check_bulk_reduce(v, &align, &mut found);
        }
        Some(TileOp::BulkPrefetch(v)) => {
            expect_space(&[v.src()], Space::Global, "source", &mut found);
            check_size(&[v.size()], &mut found);
            check_bulk_alignment(&[v.src()], &align, &mut found);
        }
        Some(TileOp::CpAsync(v)) => {
            check_cp_async(v, &mut found, &mut gate);
        }
        Some(TileOp::CpAsyncWait(v)) => {
            check_pending(v.pending(), &mut found);
        }
        Some(TileOp::BulkWait(v)) => {
            check_pending(v.pending(), &mut found);
        }
        Some(TileOp::MBarrierInit(v)) => {
            expect_mbarrier(&[v.mbar()], &mut found);
        }
        Some(TileOp::MBarrierArrive(v)) => {
            expect_mbarrier(&[v.mbar()], &mut found);
        }
        Some(TileOp::MBarrierArriveExpectTx(v)) => {
            expect_mbarrier(&[v.mbar()], &mut found);
        }
        Some(TileOp::MBarrierExpectTx(v)) => {
            expect_mbarrier(&[v.mbar()], &mut found);
        }
        Some(TileOp::MBarrierTryWaitParity(v)) => {
            expect_mbarrier(&[v.mbar()], &mut found);
            if let Some(parity) = constant_int(v.parity()) {
                found.extend(mbarrier::check_parity(parity));
            }
        }
        Some(TileOp::MBarrierWaitParity(v)) => {
            expect_mbarrier(&[v.mbar()], &mut found);
            if let Some(parity) = constant_int(v.parity()) {
                found.extend(mbarrier::check_parity(parity));
            }
        }
        Some(TileOp::MBarrierArriveCluster(v)) => {
            expect_mbarrier(&[v.mbar()], &mut found);
            if let Some(rank) = constant_int(v.rank()) {
                found.extend(mbarrier::check_cluster_rank(
                    rank,
                    known_cluster_ctas(&around),
                ));
            }
        }
        Some(TileOp::ClusterArrive(v)) if v.relaxed() => {
            gate(Feature::ClusterBarrierRelaxed, &mut found);
        }
        Some(TileOp::TensorMapFenceAcquire(v)) => {
            check_slot(&op, Some(v.slot()), 128, "slot-align", &align, &mut found);
        }
        Some(TileOp::TensorMapCopyFenceProxy(v)) => {
            expect_space(&[v.src()], Space::Shared, "source", &mut found);
            expect_space(&[v.dst()], Space::Global, "destination", &mut found);
            check_slot(&op, Some(v.dst()), 128, "slot-align", &align, &mut found);
        }
        Some(TileOp::Rebind(v)) => {
            let slot = |s: Option<Value<'_, '_>>, f: &mut Found| {
                check_slot(&op, s, 128, "slot-align", &align, f)
            };
            if let Some((_, true)) = super::rebind::check_rebind(v, &slot, &mut found) {
                gate(Feature::SwizzleAtom, &mut found);
            }
        }
        Some(TileOp::TensorMapInit(v)) => {
            let slot = |s: Option<Value<'_, '_>>, f: &mut Found| {
                check_slot(&op, s, 128, "slot-align", &align, f)
            };
            super::rebind::check_init(v, &slot, &mut found);
        }
        // Only the feature they require.
        Some(
            TileOp::ClusterArrive(_)
            | TileOp::PrefetchTensorMap(_)
            | TileOp::CpAsyncCommit(_)
            | TileOp::BulkCommit(_)
            | TileOp::ClusterWait(_)
            | TileOp::FenceProxyAsync(_)
            | TileOp::TensorMapFenceRelease(_),
        ) => {}
        // Not a tile op this dialect defines, or one whose operands are not
        // laid out as declared (MLIR's structural verifier reports it).
        None => {}
    }
    ctx.report_all(&op, found);
}

type Align<'x> = dyn Fn(Value<'_, '_>) -> Option<u64> + 'x;

/// What a tensor store or tensor reduction is checked on.
struct TensorOut<'c, 'a> {
    src: Value<'c, 'a>,
    desc: Value<'c, 'a>,
    coords: usize,
    mode: StoreMode,
    /// `Some` for a reduction: its kind, if known.
    reduce: Option<Option<ReduceKind>>,
}

fn multicast_space() -> Violation {
    Violation::error(
        "multicast-space",
        "multicast needs a shared::cluster destination, but dst_space is cta",
    )
}

fn descriptor_of(value: Value<'_, '_>, found: &mut Found) -> Option<Descriptor> {
    descriptor_of_type(value.r#type(), found)
}

fn descriptor_of_type(ty: Type<'_>, found: &mut Found) -> Option<Descriptor> {
    match tensormap::from_type(ty) {
        Ok(d) => Some(d),
        Err(e) => {
            found.push(Violation::error("desc-type", e.to_string()));
            None
        }
    }
}

/// Whether the view's result is used, and only as the source of
/// `tile.tensormap_init`: a 128-byte generic copy, not a TMA read.
fn only_copied(op: TensorMapFromSlotOp<'_, '_>) -> bool {
    let uses = crate::access::uses(op.result());
    !uses.is_empty()
        && uses.iter().all(|(user, number)| {
            TensorMapInitOp::cast(*user).is_some_and(|init| init.source_range().contains(number))
        })
}

fn expect_space(values: &[Value<'_, '_>], space: Space, what: &str, found: &mut Found) {
    for v in values {
        if let Some(info) = memref_info(v.r#type()) {
            if info.space != space {
                found.push(Violation::error(
                    "memory-space",
                    format!(
                        "the {what} must be in {} memory, got a memref in {} memory ({})",
                        space.name(),
                        info.space.name(),
                        v.r#type()
                    ),
                ));
            }
        }
    }
}

fn expect_mbarrier(values: &[Value<'_, '_>], found: &mut Found) {
    for v in values {
        let Some(info) = memref_info(v.r#type()) else {
            continue;
        };
        if info.element != "i64" || info.space != Space::Shared {
            found.push(Violation::error(
                "mbarrier-type",
                format!("an mbarrier is an i64 in shared memory, got {}", v.r#type()),
            ));
        }
    }
}

fn check_size(values: &[Value<'_, '_>], found: &mut Found) {
    if let Some(size) = values.first().and_then(|v| constant_int(*v)) {
        found.extend(copy::check_bulk_size(size));
    }
}

fn check_bulk_alignment(values: &[Value<'_, '_>], align: &Align<'_>, found: &mut Found) {
    for v in values {
        if let Some(a) = align(*v) {
            found.extend(copy::check_alignment(
                "bulk-align",
                "a bulk copy address",
                a,
                16,
            ));
        }
    }
}

fn check_pending(pending: Option<i64>, found: &mut Found) {
    if let Some(n) = pending {
        if n < 0 {
            found.push(Violation::error(
                "wait-pending",
                format!("the number of pending groups must be >= 0, got {n}"),
            ));
        }
    }
}

fn check_slot(
    _op: &OperationRef<'_, '_>,
    slot: Option<Value<'_, '_>>,
    required: u64,
    rule: &'static str,
    align: &Align<'_>,
    found: &mut Found,
) {
    let Some(slot) = slot else { return };
    if let Some(info) = memref_info(slot.r#type()) {
        if let Some(bytes) = info.static_bytes(element_bytes(&info)) {
            if bytes < 128 {
                found.push(Violation::error(
                    "slot-size",
                    format!("a descriptor slot holds 128 bytes, got a memref of {bytes} bytes"),
                ));
            }
        }
    }
    if let Some(a) = align(slot) {
        found.extend(copy::check_alignment(
            rule,
            "the descriptor slot",
            a,
            required,
        ));
    }
}

/// The global tensor of a memref: dims and byte strides innermost first.
fn global_tensor(info: &MemRefInfo, bytes: u64) -> GlobalTensor {
    let rank = info.shape.len();
    GlobalTensor {
        dims: info.shape.iter().rev().copied().collect(),
        byte_strides: (0..rank.saturating_sub(1))
            .map(|i| {
                let s = info.strides[rank - 2 - i]?;
                u64::try_from(s).ok().map(|s| s.saturating_mul(bytes))
            })
            .collect(),
        base_offset_bytes: info
            .offset
            .and_then(|o| u64::try_from(o).ok())
            .map(|o| o.saturating_mul(bytes)),
    }
}

fn check_make_tensormap(op: MakeTensorMapOp<'_, '_>, found: &mut Found) {
    let desc = descriptor_of(op.result(), found);
    let source = op.source();
    let Some(info) = memref_info(source.r#type()) else {
        return;
    };
    expect_space(&[source], Space::Global, "source", found);
    let Some(d) = desc else { return };
    if !holds_element(&info.element, &d.element_name) {
        found.push(Violation::error(
            "element-type-mismatch",
            format!(
                "the memref's element type '{}' differs from the tensor map's '{}'",
                info.element, d.element_name
            ),
        ));
    }
    if info
        .strides
        .last()
        .copied()
        .flatten()
        .is_some_and(|s| s != 1)
    {
        found.push(Violation::error(
            "global-inner-contiguous",
            format!(
                "the innermost dimension must be contiguous (stride 1), got stride {}",
                info.strides.last().copied().flatten().unwrap_or(0)
            ),
        ));
    }
    let bytes = ElementType::from_mlir(&info.element)
        .map(|e| e.bytes())
        .unwrap_or(1);
    found.extend(check_global(&d, &global_tensor(&info, bytes)));
}

fn check_make_tensormap_ptr(op: MakeTensorMapFromPtrOp<'_, '_>, found: &mut Found) {
    let Some(d) = descriptor_of(op.result(), found) else {
        return;
    };
    let dims = op.dims();
    let strides = op.strides();
    let tensor = GlobalTensor {
        dims: constant_extents(&dims),
        byte_strides: constant_extents(&strides),
        base_offset_bytes: None,
    };
    found.extend(check_global(&d, &tensor));
}

fn check_shared_side(
    d: &Descriptor,
    smem: Value<'_, '_>,
    align: &Align<'_>,
    what: &str,
    found: &mut Found,
) {
    expect_space(&[smem], Space::Shared, what, found);
    let Some(info) = memref_info(smem.r#type()) else {
        return;
    };
    if !holds_element(&info.element, &d.element_name) {
        found.push(Violation::error(
            "element-type-mismatch",
            format!(
                "the shared-memory {what} has element type '{}' but the tensor map has '{}'",
                info.element, d.element_name
            ),
        ));
    }
    if let (Some(have), Some(need)) = (info.static_bytes(element_bytes(&info)), d.box_bytes()) {
        if (have as i64) < need {
            found.push(Violation::error(
                "smem-size",
                format!("the shared-memory {what} holds {have} bytes but one box is {need} bytes"),
            ));
        }
    }
    if let Some(a) = align(smem) {
        let need = d.shared_alignment();
        let rule = if d.swizzle == Swizzle::None {
            "smem-align"
        } else {
            "swizzle-align"
        };
        found.extend(copy::check_alignment(
            rule,
            &format!("the shared-memory {what}"),
            a,
            need,
        ));
    }
}

/// The feature a load mode needs; `.tile::gather4` and `.im2col::w` need
/// less (sm_100, not sm_100a) into shared::cta than into shared::cluster.
fn load_mode_feature(mode: LoadMode, shared_cta: bool) -> Option<Feature> {
    match (mode, shared_cta) {
        (LoadMode::Gather4, false) => Some(Feature::Gather4),
        (LoadMode::Gather4, true) => Some(Feature::Gather4SharedCta),
        (LoadMode::Im2colW, false) => Some(Feature::Im2colW),
        (LoadMode::Im2colW, true) => Some(Feature::Im2colWSharedCta),
        (LoadMode::Im2colW128, _) => Some(Feature::Im2colW128),
        _ => None,
    }
}

fn swizzle_feature(d: &Descriptor) -> Option<Feature> {
    matches!(
        d.swizzle,
        Swizzle::Sw128Atom32 | Swizzle::Sw128Atom32Flip8 | Swizzle::Sw128Atom64
    )
    .then_some(Feature::SwizzleAtom)
}

fn check_im2col_w_values(mode: LoadMode, info: &[Value<'_, '_>], found: &mut Found) {
    for (i, v) in info.iter().enumerate() {
        if let Some(c) = constant_int(*v) {
            found.extend(copy::check_im2col_w_operand(mode, i, c));
        }
    }
}

fn check_load(
    op: LoadOp<'_, '_>,
    _target: Target,
    align: &Align<'_>,
    found: &mut Found,
    gate: &mut dyn FnMut(Feature, &mut Found),
) {
    let mode = op.mode();
    let Some(desc) = descriptor_of(op.desc(), found) else {
        return;
    };
    let im2col = op.im2col_info();
    found.extend(copy::check_tensor_access(
        &desc,
        TensorAccess::Load(mode),
        op.coords().len(),
        im2col.len(),
    ));
    check_im2col_w_values(mode, &im2col, found);
    let cta = op.dst_space() == SharedSpace::Cta;
    if let Some(f) = load_mode_feature(mode, cta) {
        gate(f, found);
    }
    if let Some(f) = swizzle_feature(&desc) {
        gate(f, found);
    }
    let dst = op.dst();
    check_shared_side(&desc, dst, align, "destination", found);
    super::smem_shape::check(&desc, TensorAccess::Load(mode), dst, found);
    expect_mbarrier(&[op.mbar()], found);
    if cta {
        gate(Feature::TensorSharedCtaDst, found);
    }
    if op.multicast_mask().is_some() {
        gate(Feature::Multicast, found);
        if cta {
            found.push(multicast_space());
        }
    }
    if let Some(group) = op.cta_group() {
        gate(Feature::CtaGroup, found);
        if group != 1 && group != 2 {
            found.push(Violation::error(
                "cta-group-value",
                format!("cta_group must be 1 or 2, got {group}"),
            ));
        }
    }
}

fn check_store(
    op: TensorOut<'_, '_>,
    align: &Align<'_>,
    found: &mut Found,
    gate: &mut dyn FnMut(Feature, &mut Found),
) {
    let mode = op.mode;
    let Some(desc) = descriptor_of(op.desc, found) else {
        return;
    };
    found.extend(copy::check_tensor_access(
        &desc,
        TensorAccess::Store(mode),
        op.coords,
        0,
    ));
    if mode == StoreMode::Scatter4 {
        if op.reduce.is_some() {
            found.push(Violation::error(
                "reduce-mode",
                "tensor reductions support tile and im2col_no_offs modes only, got scatter4",
            ));
        }
        gate(Feature::Scatter4, found);
    }
    if let Some(f) = swizzle_feature(&desc) {
        gate(f, found);
    }
    check_shared_side(&desc, op.src, align, "source", found);
    super::smem_shape::check(&desc, TensorAccess::Store(mode), op.src, found);
    if let Some(Some(kind)) = op.reduce {
        found.extend(reduce::check(
            kind,
            &desc.element_name,
            ReduceDestination::Global,
        ));
    }
}

fn check_prefetch(
    op: PrefetchOp<'_, '_>,
    found: &mut Found,
    gate: &mut dyn FnMut(Feature, &mut Found),
) {
    let mode = op.mode();
    let Some(desc) = descriptor_of(op.desc(), found) else {
        return;
    };
    let im2col = op.im2col_info();
    found.extend(copy::check_tensor_access(
        &desc,
        TensorAccess::Load(mode),
        op.coords().len(),
        im2col.len(),
    ));
    check_im2col_w_values(mode, &im2col, found);
    // A prefetch writes no shared memory: gate as for shared::cluster.
    if let Some(f) = load_mode_feature(mode, false) {
        gate(f, found);
    }
}

fn check_bulk_reduce(op: BulkReduceOp<'_, '_>, align: &Align<'_>, found: &mut Found) {
    let mbar: Vec<_> = op.mbar().into_iter().collect();
    let to_cluster = !mbar.is_empty();
    expect_space(&[op.src()], Space::Shared, "source", found);
    let dst_space = if to_cluster {
        Space::Shared
    } else {
        Space::Global
    };
    expect_space(&[op.dst()], dst_space, "destination", found);
    expect_mbarrier(&mbar, found);
    check_size(&[op.size()], found);
    check_bulk_alignment(&[op.src(), op.dst()], align, found);
    if to_cluster && op.l2_hint().is_some() {
        found.push(Violation::error(
            "l2-hint-destination",
            "an L2 cache hint needs a global destination; a shared::cluster bulk reduction takes none",
        ));
    }
    let (Some(src), Some(dst)) = (
        memref_info(op.src().r#type()),
        memref_info(op.dst().r#type()),
    ) else {
        return;
    };
    if src.element != dst.element {
        found.push(Violation::error(
            "element-type-mismatch",
            format!(
                "source element type '{}' differs from destination element type '{}'",
                src.element, dst.element
            ),
        ));
    }
    if let Some(kind) = op.kind() {
        let dst = if to_cluster {
            ReduceDestination::SharedCluster
        } else {
            ReduceDestination::Global
        };
        found.extend(reduce::check(kind, &src.element, dst));
    }
}

fn check_cp_async(
    op: CpAsyncOp<'_, '_>,
    found: &mut Found,
    gate: &mut dyn FnMut(Feature, &mut Found),
) {
    expect_space(&[op.src()], Space::Global, "source", found);
    expect_space(&[op.dst()], Space::Shared, "destination", found);
    for (v, indices, what) in [
        (op.src(), op.src_indices(), "source"),
        (op.dst(), op.dst_indices(), "destination"),
    ] {
        if let Some(info) = memref_info(v.r#type()) {
            if info.shape.len() != indices.len() {
                found.push(Violation::error(
                    "index-count",
                    format!(
                        "the {what} memref has rank {} but {} indices were given",
                        info.shape.len(),
                        indices.len()
                    ),
                ));
            }
        }
    }
    let bytes = op.bytes().unwrap_or(0);
    let cache = op.cache();
    let src_size = op.src_size().and_then(constant_int);
    found.extend(copy::check_cp_async(bytes, cache, src_size));
    if op.src_size().is_some() && op.ignore_src().is_some() {
        found.push(Violation::error(
            "cp-async-src-size-and-ignore",
            "src_size and ignore_src are alternatives; give at most one",
        ));
    }
    if op.ignore_src().is_some() {
        gate(Feature::CpAsyncIgnoreSrc, found);
    }
    if let Some(p) = op.l2_prefetch() {
        found.extend(copy::check_l2_prefetch(p));
        gate(Feature::CpAsyncL2, found);
    }
    if op.l2_hint().is_some() {
        gate(Feature::CpAsyncL2, found);
    }
}

/// The CTAs of the cluster of the kernel around `op`, when its `gpu.func`
/// states them (`known_cluster_size`).
fn known_cluster_ctas(around: &super::ancestry::Around) -> Option<u64> {
    // SAFETY: an op around a live op, read from the unchanged IR.
    let parent = unsafe { super::ancestry::op_at(around.gpu_func?) };
    let dims = parent
        .attribute("known_cluster_size")
        .ok()
        .and_then(|a| melior::ir::attribute::DenseI32ArrayAttribute::try_from(a).ok())?;
    let mut n = 1u64;
    for i in 0..dims.len() {
        n = n.checked_mul(u64::try_from(dims.element(i).ok()?).ok()?)?;
    }
    Some(n)
}
