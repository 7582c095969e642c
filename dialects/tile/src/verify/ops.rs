//! One check per `tile` op. Each check gathers the facts of its op and asks
//! `tile_rules`. The rules of the `!tile.tensormap` type alone
//! (`Descriptor::check`) are the type's own invariants, checked wherever the
//! type is built (`crate::hook`), so they are not repeated here.

use super::context::VerifyContext;
use super::facts::{
    constant_extents, constant_int, int_attr, known_alignment, memref_info, segment, MemRefInfo,
    Space,
};
use super::module;
use super::Found;
use crate::access::{operand_at, result_at};
use crate::tensormap;
use melior::ir::{operation::OperationLike, OperationRef, Type, Value, ValueLike};
use tile_rules::element::holds_element;
use tile_rules::{
    copy::{self, TensorAccess},
    descriptor::Descriptor,
    enums::{CpAsyncCache, LoadMode, ReduceKind, SharedSpace, StoreMode, Swizzle},
    global::{check_global, GlobalTensor},
    mbarrier,
    reduce::{self, ReduceDestination},
    ElementType, Feature, Target, Violation,
};

/// Dispatches on the op name: the rules of a `tile` op, and, when it is
/// the first `tile` op of a gpu.module or kernel, that scope's module-level
/// rules (`module::report_scopes`). Other ops have no rule here.
pub(crate) fn check_op(ctx: &mut VerifyContext, op: OperationRef<'_, '_>) {
    let name = crate::strings::name_of(&op);
    let Some(short) = name.strip_prefix("tile.") else {
        return;
    };
    let mut found = Found::new();
    module::check_placement(&op, &mut found);
    module::report_scopes(ctx, &op);
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
    match short {
        "make_tensormap" => check_make_tensormap(&op, &mut found),
        "make_tensormap_ptr" => check_make_tensormap_ptr(&op, &mut found),
        "tensormap_from_slot" => {
            result_descriptor(&op, &mut found);
            check_slot(&op, operand_at(op, 0), 64, "desc-align", &align, &mut found);
            // TMA reads a tensor map from .param, .const or .global only; a
            // shared::cta slot is for building one (then cp_fenceproxy, or
            // a generic copy: a view whose only uses are the sources of
            // tile.tensormap_init is read by no TMA op).
            let slot: Vec<_> = op.operands().take(1).collect();
            if !only_copied(&op) {
                expect_space(
                    &slot,
                    Space::Global,
                    "descriptor slot read by TMA",
                    &mut found,
                );
            }
        }
        "load" => {
            gate(Feature::Tensor, &mut found);
            check_load(&op, target, &align, &mut found, &mut gate);
        }
        "store" | "reduce" => {
            gate(Feature::Tensor, &mut found);
            check_store(&op, short == "reduce", &align, &mut found, &mut gate);
        }
        "prefetch" => {
            gate(Feature::Tensor, &mut found);
            check_prefetch(&op, &mut found, &mut gate);
        }
        "prefetch_tensormap" => gate(Feature::PrefetchTensormap, &mut found),
        "bulk_load" => {
            gate(Feature::Bulk, &mut found);
            let seg = |i| segment(op, i);
            expect_space(&seg(0), Space::Global, "source", &mut found);
            expect_space(&seg(1), Space::Shared, "destination", &mut found);
            expect_mbarrier(&seg(3), &mut found);
            check_size(&seg(2), &mut found);
            check_bulk_alignment(&[seg(0), seg(1)].concat(), &align, &mut found);
            let cta = enum_attr(&op, "dst_space") == Some(SharedSpace::Cta as i64);
            if cta {
                gate(Feature::BulkSharedCtaDst, &mut found);
            }
            if !seg(4).is_empty() {
                gate(Feature::Multicast, &mut found);
                if cta {
                    found.push(multicast_space());
                }
            }
        }
        "bulk_store" => {
            gate(Feature::Bulk, &mut found);
            let seg = |i| segment(op, i);
            expect_space(&seg(0), Space::Shared, "source", &mut found);
            expect_space(&seg(1), Space::Global, "destination", &mut found);
            check_size(&seg(2), &mut found);
            check_bulk_alignment(&[seg(0), seg(1)].concat(), &align, &mut found);
            if !seg(4).is_empty() {
                gate(Feature::BulkCpMask, &mut found);
            }
        }
        "bulk_copy_cluster" => {
            gate(Feature::Bulk, &mut found);
            let ops: Vec<_> = op.operands().collect();
            expect_space(&ops[0..1], Space::Shared, "source", &mut found);
            expect_space(&ops[1..2], Space::Shared, "destination", &mut found);
            check_size(&ops[2..3], &mut found);
            expect_mbarrier(&ops[3..4], &mut found);
            check_bulk_alignment(&ops[0..2], &align, &mut found);
        }
        "bulk_reduce" => {
            gate(Feature::Bulk, &mut found);
            check_bulk_reduce(&op, &align, &mut found);
        }
        "bulk_prefetch" => {
            gate(Feature::Bulk, &mut found);
            let ops: Vec<_> = op.operands().collect();
            expect_space(&ops[0..1], Space::Global, "source", &mut found);
            check_size(&ops[1..2], &mut found);
            check_bulk_alignment(&ops[0..1], &align, &mut found);
        }
        "cp_async" => {
            gate(Feature::CpAsync, &mut found);
            check_cp_async(&op, &mut found, &mut gate);
        }
        "cp_async_commit" => gate(Feature::CpAsync, &mut found),
        "cp_async_wait" => {
            gate(Feature::CpAsync, &mut found);
            check_pending(&op, &mut found);
        }
        "bulk_commit" => gate(Feature::Bulk, &mut found),
        "bulk_wait" => {
            gate(Feature::Bulk, &mut found);
            check_pending(&op, &mut found);
        }
        "mbarrier_init" | "mbarrier_arrive" => {
            gate(Feature::Mbarrier, &mut found);
            expect_mbarrier(&op.operands().take(1).collect::<Vec<_>>(), &mut found);
        }
        "mbarrier_arrive_expect_tx" | "mbarrier_expect_tx" => {
            gate(Feature::MbarrierTx, &mut found);
            expect_mbarrier(&op.operands().take(1).collect::<Vec<_>>(), &mut found);
        }
        "mbarrier_try_wait_parity" | "mbarrier_wait_parity" => {
            gate(Feature::MbarrierTx, &mut found);
            expect_mbarrier(&op.operands().take(1).collect::<Vec<_>>(), &mut found);
            if let Some(parity) = op.operand(1).ok().and_then(constant_int) {
                found.extend(mbarrier::check_parity(parity));
            }
        }
        "mbarrier_arrive_cluster" => {
            gate(Feature::RemoteArrive, &mut found);
            expect_mbarrier(&op.operands().take(1).collect::<Vec<_>>(), &mut found);
            if let Some(rank) = op.operand(1).ok().and_then(constant_int) {
                found.extend(mbarrier::check_cluster_rank(rank, known_cluster_ctas(&op)));
            }
        }
        "cluster_arrive" => {
            gate(Feature::ClusterBarrier, &mut found);
            if op.attribute("relaxed").is_ok() {
                gate(Feature::ClusterBarrierRelaxed, &mut found);
            }
        }
        "cluster_wait" => gate(Feature::ClusterBarrier, &mut found),
        "fence_proxy_async" => gate(Feature::FenceProxyAsync, &mut found),
        "tensormap_fence_acquire" => {
            gate(Feature::TensormapFence, &mut found);
            check_slot(
                &op,
                operand_at(op, 0),
                128,
                "slot-align",
                &align,
                &mut found,
            );
        }
        "tensormap_fence_release" => gate(Feature::TensormapFence, &mut found),
        "tensormap_cp_fenceproxy" => {
            gate(Feature::TensormapFence, &mut found);
            let ops: Vec<_> = op.operands().collect();
            expect_space(&ops[0..1], Space::Shared, "source", &mut found);
            expect_space(&ops[1..2], Space::Global, "destination", &mut found);
            check_slot(
                &op,
                ops.get(1).copied(),
                128,
                "slot-align",
                &align,
                &mut found,
            );
        }
        "rebind" => {
            gate(Feature::TensormapReplace, &mut found);
            let slot = |v: Option<Value<'_, '_>>, f: &mut Found| {
                check_slot(&op, v, 128, "slot-align", &align, f)
            };
            if let Some((_, true)) = super::rebind::check_rebind(&op, &slot, &mut found) {
                gate(Feature::SwizzleAtom, &mut found);
            }
        }
        "tensormap_init" => {
            let slot = |v: Option<Value<'_, '_>>, f: &mut Found| {
                check_slot(&op, v, 128, "slot-align", &align, f)
            };
            super::rebind::check_init(&op, &slot, &mut found);
        }
        _ => {}
    }
    ctx.report_all(&op, found);
}

type Align<'x> = dyn Fn(Value<'_, '_>) -> Option<u64> + 'x;

fn enum_attr(op: &OperationRef<'_, '_>, name: &str) -> Option<i64> {
    int_attr(op, name)
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

fn result_descriptor(op: &OperationRef<'_, '_>, found: &mut Found) -> Option<Descriptor> {
    let result = result_at(*op, 0)?;
    descriptor_of(result.into(), found)
}

/// Memory spaces of memref operands.
/// Whether `op`'s result is used, and only as the source (operand 1) of
/// `tile.tensormap_init`: a 128-byte generic copy, not a TMA read.
fn only_copied(op: &OperationRef<'_, '_>) -> bool {
    let Some(result) = crate::access::result_at(*op, 0) else {
        return false;
    };
    let uses = crate::access::uses(result.into());
    !uses.is_empty()
        && uses.iter().all(|(user, number)| {
            *number == 1 && user.name().as_string_ref().as_str() == Ok("tile.tensormap_init")
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

fn check_pending(op: &OperationRef<'_, '_>, found: &mut Found) {
    if let Some(n) = int_attr(op, "pending") {
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

pub(crate) fn element_bytes(info: &MemRefInfo) -> u64 {
    ElementType::from_mlir(&info.element)
        .map(|e| e.bytes())
        .unwrap_or(1)
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

fn check_make_tensormap(op: &OperationRef<'_, '_>, found: &mut Found) {
    let desc = result_descriptor(op, found);
    let Some(source) = operand_at(*op, 0) else {
        return;
    };
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

fn check_make_tensormap_ptr(op: &OperationRef<'_, '_>, found: &mut Found) {
    let Some(d) = result_descriptor(op, found) else {
        return;
    };
    let dims = segment(*op, 1);
    let strides = segment(*op, 2);
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
    op: &OperationRef<'_, '_>,
    _target: Target,
    align: &Align<'_>,
    found: &mut Found,
    gate: &mut dyn FnMut(Feature, &mut Found),
) {
    let seg = |i| segment(*op, i);
    let mode = enum_attr(op, "mode")
        .and_then(LoadMode::from_value)
        .unwrap_or(LoadMode::Tile);
    let Some(desc) = seg(0).first().and_then(|v| descriptor_of(*v, found)) else {
        return;
    };
    found.extend(copy::check_tensor_access(
        &desc,
        TensorAccess::Load(mode),
        seg(1).len(),
        seg(4).len(),
    ));
    check_im2col_w_values(mode, &seg(4), found);
    let cta = enum_attr(op, "dst_space") == Some(SharedSpace::Cta as i64);
    if let Some(f) = load_mode_feature(mode, cta) {
        gate(f, found);
    }
    if let Some(f) = swizzle_feature(&desc) {
        gate(f, found);
    }
    if let Some(dst) = seg(2).first() {
        check_shared_side(&desc, *dst, align, "destination", found);
        super::smem_shape::check(&desc, TensorAccess::Load(mode), *dst, found);
    }
    expect_mbarrier(&seg(3), found);
    if cta {
        gate(Feature::TensorSharedCtaDst, found);
    }
    if !seg(5).is_empty() {
        gate(Feature::Multicast, found);
        if cta {
            found.push(multicast_space());
        }
    }
    if let Some(group) = int_attr(op, "cta_group") {
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
    op: &OperationRef<'_, '_>,
    is_reduce: bool,
    align: &Align<'_>,
    found: &mut Found,
    gate: &mut dyn FnMut(Feature, &mut Found),
) {
    let seg = |i| segment(*op, i);
    let mode = enum_attr(op, "mode")
        .and_then(StoreMode::from_value)
        .unwrap_or(StoreMode::Tile);
    let Some(desc) = seg(1).first().and_then(|v| descriptor_of(*v, found)) else {
        return;
    };
    found.extend(copy::check_tensor_access(
        &desc,
        TensorAccess::Store(mode),
        seg(2).len(),
        0,
    ));
    if mode == StoreMode::Scatter4 {
        if is_reduce {
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
    if let Some(src) = seg(0).first() {
        check_shared_side(&desc, *src, align, "source", found);
        super::smem_shape::check(&desc, TensorAccess::Store(mode), *src, found);
    }
    if is_reduce {
        if let Some(kind) = enum_attr(op, "kind").and_then(ReduceKind::from_value) {
            found.extend(reduce::check(
                kind,
                &desc.element_name,
                ReduceDestination::Global,
            ));
        }
    }
}

fn check_prefetch(
    op: &OperationRef<'_, '_>,
    found: &mut Found,
    gate: &mut dyn FnMut(Feature, &mut Found),
) {
    let seg = |i| segment(*op, i);
    let mode = enum_attr(op, "mode")
        .and_then(LoadMode::from_value)
        .unwrap_or(LoadMode::Tile);
    let Some(desc) = seg(0).first().and_then(|v| descriptor_of(*v, found)) else {
        return;
    };
    found.extend(copy::check_tensor_access(
        &desc,
        TensorAccess::Load(mode),
        seg(1).len(),
        seg(2).len(),
    ));
    check_im2col_w_values(mode, &seg(2), found);
    // A prefetch writes no shared memory: gate as for shared::cluster.
    if let Some(f) = load_mode_feature(mode, false) {
        gate(f, found);
    }
}

fn check_bulk_reduce(op: &OperationRef<'_, '_>, align: &Align<'_>, found: &mut Found) {
    let seg = |i| segment(*op, i);
    let to_cluster = !seg(3).is_empty();
    expect_space(&seg(0), Space::Shared, "source", found);
    let dst_space = if to_cluster {
        Space::Shared
    } else {
        Space::Global
    };
    expect_space(&seg(1), dst_space, "destination", found);
    expect_mbarrier(&seg(3), found);
    check_size(&seg(2), found);
    check_bulk_alignment(&[seg(0), seg(1)].concat(), align, found);
    if to_cluster && !seg(4).is_empty() {
        found.push(Violation::error(
            "l2-hint-destination",
            "an L2 cache hint needs a global destination; a shared::cluster bulk reduction takes none",
        ));
    }
    let (Some(src), Some(dst)) = (
        seg(0).first().and_then(|v| memref_info(v.r#type())),
        seg(1).first().and_then(|v| memref_info(v.r#type())),
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
    if let Some(kind) = enum_attr(op, "kind").and_then(ReduceKind::from_value) {
        let dst = if to_cluster {
            ReduceDestination::SharedCluster
        } else {
            ReduceDestination::Global
        };
        found.extend(reduce::check(kind, &src.element, dst));
    }
}

fn check_cp_async(
    op: &OperationRef<'_, '_>,
    found: &mut Found,
    gate: &mut dyn FnMut(Feature, &mut Found),
) {
    let seg = |i| segment(*op, i);
    expect_space(&seg(0), Space::Global, "source", found);
    expect_space(&seg(2), Space::Shared, "destination", found);
    for (values, what) in [(seg(0), "source"), (seg(2), "destination")] {
        let (Some(v), indices) = (
            values.first(),
            if what == "source" { seg(1) } else { seg(3) },
        ) else {
            continue;
        };
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
    let bytes = int_attr(op, "bytes").unwrap_or(0);
    let cache = enum_attr(op, "cache")
        .and_then(CpAsyncCache::from_value)
        .unwrap_or(CpAsyncCache::Ca);
    let src_size = seg(4).first().and_then(|v| constant_int(*v));
    found.extend(copy::check_cp_async(bytes, cache, src_size));
    if !seg(4).is_empty() && !seg(5).is_empty() {
        found.push(Violation::error(
            "cp-async-src-size-and-ignore",
            "src_size and ignore_src are alternatives; give at most one",
        ));
    }
    if !seg(5).is_empty() {
        gate(Feature::CpAsyncIgnoreSrc, found);
    }
    if let Some(p) = int_attr(op, "l2_prefetch") {
        found.extend(copy::check_l2_prefetch(p));
        gate(Feature::CpAsyncL2, found);
    }
    if !seg(6).is_empty() {
        gate(Feature::CpAsyncL2, found);
    }
}

/// The CTAs of the cluster of the kernel around `op`, when its `gpu.func`
/// states them (`known_cluster_size`).
fn known_cluster_ctas(op: &OperationRef<'_, '_>) -> Option<u64> {
    let mut current = op.parent_operation();
    while let Some(parent) = current {
        if crate::strings::op_name_is(&parent, "gpu.func") {
            let dims = parent
                .attribute("known_cluster_size")
                .ok()
                .and_then(|a| melior::ir::attribute::DenseI32ArrayAttribute::try_from(a).ok())?;
            let mut n = 1u64;
            for i in 0..dims.len() {
                n = n.checked_mul(u64::try_from(dims.element(i).ok()?).ok()?)?;
            }
            return Some(n);
        }
        current = parent.parent_operation();
    }
    None
}
