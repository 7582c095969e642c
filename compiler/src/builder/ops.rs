//! The typed builders of every `tile` op (`dialects/tile/td/TileOps.td`),
//! as methods of [`Body`]. Each takes typed handles, checks what it can
//! see (memory spaces, coordinate and dim counts, descriptor rules) and
//! answers a [`BuildError`] instead of building a wrong op; the semantic
//! rules (alignment, target gating, transaction sizes) are the verifier's
//! and come back located from [`crate::Session::compile`].
//!
//! The ops are built with melior's generic `OperationBuilder`, not the
//! `dialect!`-generated ones of `tile_dialect::builders`: those neither
//! write `operandSegmentSizes` (10 of the 30 ops have variadic or optional
//! operand groups) nor return an error from `build()` (they panic).

use super::body::Body;
use super::error::{BuildError, BuildErrorKind};
use super::types::{
    CpAsyncCache, FenceScope, LoadMode, MemorySpace, ProxySpace, ReduceKind, SharedSpace,
    StoreMode, TensorMapSpec,
};
use super::values::{Bool, GlobalPtr, Index, MemRef, TensorMap, I16, I32, I64};
use melior::ir::attribute::{DenseI32ArrayAttribute, DenseI64ArrayAttribute, TypeAttribute};
use melior::ir::operation::OperationBuilder;
use melior::ir::{Attribute, Identifier, OperationRef, Type, Value};
use tile_dialect::ops as views;

/// Options of [`Body::load`] (all default: tile mode, shared::cluster
/// destination, no im2col offsets, no multicast, no cache hint, no
/// `cta_group`, unpredicated).
#[derive(Clone, Default)]
pub struct LoadOptions<'c, 'a> {
    /// `mode = ...`.
    pub mode: Option<LoadMode>,
    /// `dst_space = ...`.
    pub dst_space: Option<SharedSpace>,
    /// `im2col [...]` offsets.
    pub im2col: Vec<I16<'c, 'a>>,
    /// `multicast(%mask)`.
    pub multicast: Option<I16<'c, 'a>>,
    /// `l2_hint(%policy)`.
    pub l2_hint: Option<I64<'c, 'a>>,
    /// `cta_group = 1|2`.
    pub cta_group: Option<u32>,
    /// `if %p`.
    pub predicate: Option<Bool<'c, 'a>>,
}

/// Options of [`Body::store`] and [`Body::reduce`].
#[derive(Clone, Copy, Default)]
pub struct StoreOptions<'c, 'a> {
    /// `mode = ...`.
    pub mode: Option<StoreMode>,
    /// `l2_hint(%policy)`.
    pub l2_hint: Option<I64<'c, 'a>>,
    /// `if %p`.
    pub predicate: Option<Bool<'c, 'a>>,
}

/// Options of [`Body::prefetch`].
#[derive(Clone, Default)]
pub struct PrefetchOptions<'c, 'a> {
    /// `mode = ...`.
    pub mode: Option<LoadMode>,
    /// `im2col [...]` offsets.
    pub im2col: Vec<I16<'c, 'a>>,
    /// `l2_hint(%policy)`.
    pub l2_hint: Option<I64<'c, 'a>>,
    /// `if %p`.
    pub predicate: Option<Bool<'c, 'a>>,
}

/// Options of [`Body::bulk_load`].
#[derive(Clone, Copy, Default)]
pub struct BulkLoadOptions<'c, 'a> {
    /// `dst_space = ...`.
    pub dst_space: Option<SharedSpace>,
    /// `multicast(%mask)`.
    pub multicast: Option<I16<'c, 'a>>,
    /// `l2_hint(%policy)`.
    pub l2_hint: Option<I64<'c, 'a>>,
}

/// Options of [`Body::bulk_store`].
#[derive(Clone, Copy, Default)]
pub struct BulkStoreOptions<'c, 'a> {
    /// `l2_hint(%policy)`.
    pub l2_hint: Option<I64<'c, 'a>>,
    /// `byte_mask(%m)`.
    pub byte_mask: Option<I16<'c, 'a>>,
}

/// Options of [`Body::cp_async`].
#[derive(Clone, Copy, Default)]
pub struct CpAsyncOptions<'c, 'a> {
    /// `cache = ca|cg`.
    pub cache: Option<CpAsyncCache>,
    /// `src_size(%n)`.
    pub src_size: Option<I32<'c, 'a>>,
    /// `ignore_src(%p)`.
    pub ignore_src: Option<Bool<'c, 'a>>,
    /// `l2_hint(%policy)`.
    pub l2_hint: Option<I64<'c, 'a>>,
    /// `l2_prefetch = 64|128|256`.
    pub l2_prefetch: Option<u32>,
}

/// What a descriptor slot holds before a [`Body::rebind`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum RebindFrom {
    /// A tensor map of the rebind's own type (only dynamic fields change).
    #[default]
    Same,
    /// A tensor map of this other type (`from T`).
    Template(TensorMapSpec),
    /// 128 zero bytes (`zeroed`).
    Zeroed,
}

/// What [`Body::rebind`] writes into a slot.
///
/// ```
/// use tile_compiler::builder::*;
/// use tile_compiler::{Session, Target};
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// let session = Session::new();
/// let m = ModuleBuilder::new(&session, "k", Target::parse("sm_90a")?)?;
/// let k = m.kernel(
///     "rebind",
///     &[KernelParam::GlobalPtr, KernelParam::I32, KernelParam::I64],
///     LaunchBounds::threads(32),
/// )?;
/// let slot = k.shared("slot", &MemRefSpec::slot(MemorySpace::Shared), 128)?;
/// k.tensormap_init(&slot, None)?;
/// // A zeroed slot: every dynamic field is written.
/// let mut rebind = Rebind::to(TensorMapSpec::tiled(Element::F16, &[64, 16]).oob_fill(OobFill::Nan));
/// rebind.from = RebindFrom::Zeroed;
/// rebind.address = Some(k.arg_ptr(0)?);
/// rebind.dims = vec![k.arg_i32(1)?, k.arg_i32(1)?];
/// rebind.strides = vec![k.arg_i64(2)?];
/// k.rebind(&slot, &rebind)?;
/// let text = session.print(&m.finish());
/// assert!(text.contains("zeroed : memref<128xi8, 3> as !tile.tensormap<f16, rank = 2, box = [64, 16], oob_fill = nan>"), "{text}");
/// # Ok(()) }
/// ```
#[derive(Clone)]
pub struct Rebind<'c, 'a> {
    /// The type the slot describes afterwards (`as T`).
    pub desc: TensorMapSpec,
    /// What it holds before.
    pub from: RebindFrom,
    /// `address(%p)`.
    pub address: Option<GlobalPtr<'c, 'a>>,
    /// `dims [...]`: none, or all `rank` of them (innermost first).
    pub dims: Vec<I32<'c, 'a>>,
    /// `strides [...]`: none, or all `rank - 1` byte strides.
    pub strides: Vec<I64<'c, 'a>>,
    /// `unchanged = [...]`: given dynamic fields not written.
    pub unchanged: Vec<i64>,
}

impl<'c, 'a> Rebind<'c, 'a> {
    /// A rebind to `desc` that writes nothing yet.
    pub fn to(desc: TensorMapSpec) -> Self {
        Self {
            desc,
            from: RebindFrom::Same,
            address: None,
            dims: Vec::new(),
            strides: Vec::new(),
            unchanged: Vec::new(),
        }
    }
}

fn values<'c, 'a, T: Copy>(handles: &[T], get: impl Fn(T) -> Value<'c, 'a>) -> Vec<Value<'c, 'a>> {
    handles.iter().map(|h| get(*h)).collect()
}

fn opt<'c, 'a, T: Copy>(handle: Option<T>, get: impl Fn(T) -> Value<'c, 'a>) -> Vec<Value<'c, 'a>> {
    handle.map(get).into_iter().collect()
}

/// A `tile` op being put together: operand groups (each one segment) and
/// attributes.
struct TileOp<'c, 'a> {
    name: &'static str,
    groups: Vec<Vec<Value<'c, 'a>>>,
    attributes: Vec<(Identifier<'c>, Attribute<'c>)>,
    results: Vec<Type<'c>>,
    segmented: bool,
}

impl<'c, 'a> Body<'c, 'a> {
    /// `memref` is in the `expected` memory space (operand `operand` of
    /// `op`).
    fn space(
        &self,
        op: &'static str,
        operand: &'static str,
        memref: &MemRef<'_, '_>,
        expected: MemorySpace,
    ) -> Result<(), BuildError> {
        if memref.spec.space == expected {
            Ok(())
        } else {
            Err(self.fail(BuildErrorKind::MemorySpace {
                op,
                operand,
                expected: expected.name(),
                got: memref.spec.to_mlir(),
            }))
        }
    }

    /// `op`'s list `what` has `expected` values.
    fn count(
        &self,
        op: &'static str,
        what: &'static str,
        expected: usize,
        got: usize,
    ) -> Result<(), BuildError> {
        if expected == got {
            Ok(())
        } else {
            Err(self.fail(BuildErrorKind::Arity {
                op,
                what,
                expected,
                got,
            }))
        }
    }

    fn op(&self, name: &'static str, segmented: bool) -> TileOp<'c, 'a> {
        TileOp {
            name,
            groups: Vec::new(),
            attributes: Vec::new(),
            results: Vec::new(),
            segmented,
        }
    }

    /// Builds `op` at the caller's location.
    #[track_caller]
    fn emit(&self, op: TileOp<'c, 'a>) -> Result<OperationRef<'c, 'a>, BuildError> {
        let mut attributes = op.attributes;
        if op.segmented {
            let sizes: Vec<i32> = op.groups.iter().map(|g| g.len() as i32).collect();
            attributes.push((
                self.id("operandSegmentSizes"),
                DenseI32ArrayAttribute::new(self.context, &sizes).into(),
            ));
        }
        let operands: Vec<Value<'c, 'a>> = op.groups.into_iter().flatten().collect();
        let built = self.build(
            OperationBuilder::new(op.name, self.here())
                .add_operands(&operands)
                .add_attributes(&attributes)
                .add_results(&op.results),
        )?;
        Ok(self.insert(built))
    }

    fn enum_attr(
        &self,
        name: &str,
        value: i64,
    ) -> Result<(Identifier<'c>, Attribute<'c>), BuildError> {
        Ok((self.id(name), self.i32_attr(value)?))
    }

    fn tensormap_type(&self, spec: &TensorMapSpec) -> Result<Type<'c>, BuildError> {
        spec.check().map_err(|e| self.located(e))?;
        self.ty(&spec.to_mlir())
    }

    #[track_caller]
    fn descriptor_result(
        &self,
        mut op: TileOp<'c, 'a>,
        spec: &TensorMapSpec,
    ) -> Result<TensorMap<'c, 'a>, BuildError> {
        op.results.push(self.tensormap_type(spec)?);
        let built = self.emit(op)?;
        Ok(TensorMap {
            value: built.result(0).map_err(|e| self.mlir(e))?.into(),
            spec: spec.clone(),
        })
    }

    /// `tile.make_tensormap`: a descriptor of type `spec` for the global
    /// memref `source` (its rank is the descriptor's).
    #[track_caller]
    pub fn make_tensormap(
        &self,
        source: &MemRef<'c, 'a>,
        spec: &TensorMapSpec,
    ) -> Result<TensorMap<'c, 'a>, BuildError> {
        const OP: &str = views::MakeTensorMapOp::NAME;
        self.space(OP, "source", source, MemorySpace::Global)?;
        self.count(OP, "source dims", spec.rank(), source.spec.rank())?;
        let mut op = self.op(OP, false);
        op.groups.push(vec![source.value]);
        self.descriptor_result(op, spec)
    }

    /// `tile.make_tensormap_ptr`: a descriptor for a raw global pointer,
    /// `dims` innermost first (rank values), `strides` the byte strides of
    /// dims 1..rank-1.
    #[track_caller]
    pub fn make_tensormap_ptr(
        &self,
        ptr: GlobalPtr<'c, 'a>,
        dims: &[I64<'c, 'a>],
        strides: &[I64<'c, 'a>],
        spec: &TensorMapSpec,
    ) -> Result<TensorMap<'c, 'a>, BuildError> {
        const OP: &str = views::MakeTensorMapFromPtrOp::NAME;
        self.count(OP, "dims", spec.rank(), dims.len())?;
        self.count(OP, "strides", spec.rank().saturating_sub(1), strides.len())?;
        let mut op = self.op(OP, true);
        op.groups.push(vec![ptr.0]);
        op.groups.push(values(dims, |d| d.0));
        op.groups.push(values(strides, |s| s.0));
        self.descriptor_result(op, spec)
    }

    /// `tile.tensormap_from_slot`: the 128-byte slot `slot` viewed as a
    /// descriptor of type `spec`.
    #[track_caller]
    pub fn tensormap_from_slot(
        &self,
        slot: &MemRef<'c, 'a>,
        spec: &TensorMapSpec,
    ) -> Result<TensorMap<'c, 'a>, BuildError> {
        let mut op = self.op(views::TensorMapFromSlotOp::NAME, false);
        op.groups.push(vec![slot.value]);
        self.descriptor_result(op, spec)
    }

    /// `tile.load`: the box of `desc` at `coords` (innermost first) into
    /// the shared buffer `dst`, completing on the mbarrier `mbar`.
    #[track_caller]
    pub fn load(
        &self,
        desc: &TensorMap<'c, 'a>,
        coords: &[I32<'c, 'a>],
        dst: &MemRef<'c, 'a>,
        mbar: &MemRef<'c, 'a>,
        options: &LoadOptions<'c, 'a>,
    ) -> Result<(), BuildError> {
        const OP: &str = views::LoadOp::NAME;
        if matches!(options.mode, None | Some(LoadMode::Tile)) {
            self.count(OP, "coords", desc.spec.rank(), coords.len())?;
        }
        self.space(OP, "dst", dst, MemorySpace::Shared)?;
        self.space(OP, "mbar", mbar, MemorySpace::Shared)?;
        let mut op = self.op(OP, true);
        op.groups.push(vec![desc.value]);
        op.groups.push(values(coords, |c| c.0));
        op.groups.push(vec![dst.value]);
        op.groups.push(vec![mbar.value]);
        op.groups.push(values(&options.im2col, |c| c.0));
        op.groups.push(opt(options.multicast, |m| m.0));
        op.groups.push(opt(options.l2_hint, |h| h.0));
        op.groups.push(opt(options.predicate, |p| p.0));
        if let Some(mode) = options.mode {
            op.attributes.push(self.enum_attr("mode", mode as i64)?);
        }
        if let Some(dst_space) = options.dst_space {
            op.attributes
                .push(self.enum_attr("dst_space", dst_space as i64)?);
        }
        if let Some(group) = options.cta_group {
            op.attributes
                .push(self.enum_attr("cta_group", i64::from(group))?);
        }
        self.emit(op).map(drop)
    }

    #[track_caller]
    fn store_like(
        &self,
        mut op: TileOp<'c, 'a>,
        src: &MemRef<'c, 'a>,
        desc: &TensorMap<'c, 'a>,
        coords: &[I32<'c, 'a>],
        options: &StoreOptions<'c, 'a>,
    ) -> Result<(), BuildError> {
        if matches!(options.mode, None | Some(StoreMode::Tile)) {
            self.count(op.name, "coords", desc.spec.rank(), coords.len())?;
        }
        self.space(op.name, "src", src, MemorySpace::Shared)?;
        op.groups.push(vec![src.value]);
        op.groups.push(vec![desc.value]);
        op.groups.push(values(coords, |c| c.0));
        op.groups.push(opt(options.l2_hint, |h| h.0));
        op.groups.push(opt(options.predicate, |p| p.0));
        if let Some(mode) = options.mode {
            op.attributes.push(self.enum_attr("mode", mode as i64)?);
        }
        self.emit(op).map(drop)
    }

    /// `tile.store`: the shared buffer `src` into the box of `desc` at
    /// `coords` (bulk async-group completion).
    #[track_caller]
    pub fn store(
        &self,
        src: &MemRef<'c, 'a>,
        desc: &TensorMap<'c, 'a>,
        coords: &[I32<'c, 'a>],
        options: &StoreOptions<'c, 'a>,
    ) -> Result<(), BuildError> {
        self.store_like(
            self.op(views::StoreOp::NAME, true),
            src,
            desc,
            coords,
            options,
        )
    }

    /// `tile.reduce kind`: reduces the shared buffer `src` into the box of
    /// `desc` at `coords`.
    #[track_caller]
    pub fn reduce(
        &self,
        kind: ReduceKind,
        src: &MemRef<'c, 'a>,
        desc: &TensorMap<'c, 'a>,
        coords: &[I32<'c, 'a>],
        options: &StoreOptions<'c, 'a>,
    ) -> Result<(), BuildError> {
        let mut op = self.op(views::ReduceOp::NAME, true);
        op.attributes.push(self.enum_attr("kind", kind as i64)?);
        self.store_like(op, src, desc, coords, options)
    }

    /// `tile.prefetch`: the box of `desc` at `coords` into L2.
    #[track_caller]
    pub fn prefetch(
        &self,
        desc: &TensorMap<'c, 'a>,
        coords: &[I32<'c, 'a>],
        options: &PrefetchOptions<'c, 'a>,
    ) -> Result<(), BuildError> {
        const OP: &str = views::PrefetchOp::NAME;
        if matches!(options.mode, None | Some(LoadMode::Tile)) {
            self.count(OP, "coords", desc.spec.rank(), coords.len())?;
        }
        let mut op = self.op(OP, true);
        op.groups.push(vec![desc.value]);
        op.groups.push(values(coords, |c| c.0));
        op.groups.push(values(&options.im2col, |c| c.0));
        op.groups.push(opt(options.l2_hint, |h| h.0));
        op.groups.push(opt(options.predicate, |p| p.0));
        if let Some(mode) = options.mode {
            op.attributes.push(self.enum_attr("mode", mode as i64)?);
        }
        self.emit(op).map(drop)
    }

    /// `tile.prefetch_tensormap`: the descriptor itself into the TMA
    /// unit's cache.
    #[track_caller]
    pub fn prefetch_tensormap(
        &self,
        desc: &TensorMap<'c, 'a>,
        predicate: Option<Bool<'c, 'a>>,
    ) -> Result<(), BuildError> {
        let mut op = self.op(views::PrefetchTensorMapOp::NAME, false);
        op.groups.push(vec![desc.value]);
        op.groups.push(opt(predicate, |p| p.0));
        self.emit(op).map(drop)
    }

    /// `tile.bulk_load`: `size` bytes global → shared, completing on
    /// `mbar`.
    #[track_caller]
    pub fn bulk_load(
        &self,
        src: &MemRef<'c, 'a>,
        dst: &MemRef<'c, 'a>,
        size: I32<'c, 'a>,
        mbar: &MemRef<'c, 'a>,
        options: &BulkLoadOptions<'c, 'a>,
    ) -> Result<(), BuildError> {
        const OP: &str = views::BulkLoadOp::NAME;
        self.space(OP, "src", src, MemorySpace::Global)?;
        self.space(OP, "dst", dst, MemorySpace::Shared)?;
        self.space(OP, "mbar", mbar, MemorySpace::Shared)?;
        let mut op = self.op(OP, true);
        op.groups.push(vec![src.value]);
        op.groups.push(vec![dst.value]);
        op.groups.push(vec![size.0]);
        op.groups.push(vec![mbar.value]);
        op.groups.push(opt(options.multicast, |m| m.0));
        op.groups.push(opt(options.l2_hint, |h| h.0));
        if let Some(dst_space) = options.dst_space {
            op.attributes
                .push(self.enum_attr("dst_space", dst_space as i64)?);
        }
        self.emit(op).map(drop)
    }

    /// `tile.bulk_store`: `size` bytes shared → global (bulk async-group
    /// completion).
    #[track_caller]
    pub fn bulk_store(
        &self,
        src: &MemRef<'c, 'a>,
        dst: &MemRef<'c, 'a>,
        size: I32<'c, 'a>,
        options: &BulkStoreOptions<'c, 'a>,
    ) -> Result<(), BuildError> {
        const OP: &str = views::BulkStoreOp::NAME;
        self.space(OP, "src", src, MemorySpace::Shared)?;
        self.space(OP, "dst", dst, MemorySpace::Global)?;
        let mut op = self.op(OP, true);
        op.groups.push(vec![src.value]);
        op.groups.push(vec![dst.value]);
        op.groups.push(vec![size.0]);
        op.groups.push(opt(options.l2_hint, |h| h.0));
        op.groups.push(opt(options.byte_mask, |m| m.0));
        self.emit(op).map(drop)
    }

    /// `tile.bulk_copy_cluster`: `size` bytes of this CTA's shared memory
    /// into another CTA's, completing on `mbar` there.
    #[track_caller]
    pub fn bulk_copy_cluster(
        &self,
        src: &MemRef<'c, 'a>,
        dst: &MemRef<'c, 'a>,
        size: I32<'c, 'a>,
        mbar: &MemRef<'c, 'a>,
    ) -> Result<(), BuildError> {
        const OP: &str = views::BulkCopyClusterOp::NAME;
        self.space(OP, "src", src, MemorySpace::Shared)?;
        self.space(OP, "dst", dst, MemorySpace::Shared)?;
        let mut op = self.op(OP, false);
        op.groups
            .push(vec![src.value, dst.value, size.0, mbar.value]);
        self.emit(op).map(drop)
    }

    /// `tile.bulk_reduce kind`: `size` bytes of `src` reduced into `dst`
    /// (global, or shared::cluster when `mbar` is given).
    #[track_caller]
    pub fn bulk_reduce(
        &self,
        kind: ReduceKind,
        src: &MemRef<'c, 'a>,
        dst: &MemRef<'c, 'a>,
        size: I32<'c, 'a>,
        mbar: Option<&MemRef<'c, 'a>>,
        l2_hint: Option<I64<'c, 'a>>,
    ) -> Result<(), BuildError> {
        const OP: &str = views::BulkReduceOp::NAME;
        self.space(OP, "src", src, MemorySpace::Shared)?;
        let mut op = self.op(OP, true);
        op.groups.push(vec![src.value]);
        op.groups.push(vec![dst.value]);
        op.groups.push(vec![size.0]);
        op.groups.push(mbar.map(|m| m.value).into_iter().collect());
        op.groups.push(opt(l2_hint, |h| h.0));
        op.attributes.push(self.enum_attr("kind", kind as i64)?);
        self.emit(op).map(drop)
    }

    /// `tile.bulk_prefetch`: `size` bytes of global `src` into L2.
    #[track_caller]
    pub fn bulk_prefetch(
        &self,
        src: &MemRef<'c, 'a>,
        size: I32<'c, 'a>,
        l2_hint: Option<I64<'c, 'a>>,
    ) -> Result<(), BuildError> {
        const OP: &str = views::BulkPrefetchOp::NAME;
        self.space(OP, "src", src, MemorySpace::Global)?;
        let mut op = self.op(OP, false);
        op.groups.push(vec![src.value, size.0]);
        op.groups.push(opt(l2_hint, |h| h.0));
        self.emit(op).map(drop)
    }

    /// `tile.cp_async`: `bytes` (4, 8 or 16) from `src[src_indices]` to
    /// `dst[dst_indices]`.
    #[track_caller]
    #[allow(clippy::too_many_arguments)]
    pub fn cp_async(
        &self,
        src: &MemRef<'c, 'a>,
        src_indices: &[Index<'c, 'a>],
        dst: &MemRef<'c, 'a>,
        dst_indices: &[Index<'c, 'a>],
        bytes: u32,
        options: &CpAsyncOptions<'c, 'a>,
    ) -> Result<(), BuildError> {
        const OP: &str = views::CpAsyncOp::NAME;
        self.space(OP, "src", src, MemorySpace::Global)?;
        self.space(OP, "dst", dst, MemorySpace::Shared)?;
        self.count(OP, "src indices", src.spec.rank(), src_indices.len())?;
        self.count(OP, "dst indices", dst.spec.rank(), dst_indices.len())?;
        let mut op = self.op(OP, true);
        op.groups.push(vec![src.value]);
        op.groups.push(values(src_indices, |i| i.0));
        op.groups.push(vec![dst.value]);
        op.groups.push(values(dst_indices, |i| i.0));
        op.groups.push(opt(options.src_size, |s| s.0));
        op.groups.push(opt(options.ignore_src, |p| p.0));
        op.groups.push(opt(options.l2_hint, |h| h.0));
        op.attributes
            .push(self.enum_attr("bytes", i64::from(bytes))?);
        if let Some(cache) = options.cache {
            op.attributes.push(self.enum_attr("cache", cache as i64)?);
        }
        if let Some(prefetch) = options.l2_prefetch {
            op.attributes
                .push(self.enum_attr("l2_prefetch", i64::from(prefetch))?);
        }
        self.emit(op).map(drop)
    }

    /// `tile.cp_async_commit`.
    #[track_caller]
    pub fn cp_async_commit(&self) -> Result<(), BuildError> {
        self.emit(self.op(views::CpAsyncCommitOp::NAME, false))
            .map(drop)
    }

    /// `tile.cp_async_wait pending`.
    #[track_caller]
    pub fn cp_async_wait(&self, pending: u32) -> Result<(), BuildError> {
        let mut op = self.op(views::CpAsyncWaitOp::NAME, false);
        op.attributes
            .push(self.enum_attr("pending", i64::from(pending))?);
        self.emit(op).map(drop)
    }

    /// `tile.bulk_commit`.
    #[track_caller]
    pub fn bulk_commit(&self) -> Result<(), BuildError> {
        self.emit(self.op(views::BulkCommitOp::NAME, false))
            .map(drop)
    }

    /// `tile.bulk_wait pending [read]`.
    #[track_caller]
    pub fn bulk_wait(&self, pending: u32, read: bool) -> Result<(), BuildError> {
        let mut op = self.op(views::BulkWaitOp::NAME, false);
        op.attributes
            .push(self.enum_attr("pending", i64::from(pending))?);
        if read {
            op.attributes
                .push((self.id("read"), Attribute::unit(self.context)));
        }
        self.emit(op).map(drop)
    }

    #[track_caller]
    fn on_barrier(
        &self,
        name: &'static str,
        mbar: &MemRef<'c, 'a>,
        rest: Vec<Value<'c, 'a>>,
    ) -> Result<OperationRef<'c, 'a>, BuildError> {
        self.space(name, "mbar", mbar, MemorySpace::Shared)?;
        let mut op = self.op(name, false);
        op.groups.push(vec![mbar.value]);
        op.groups.push(rest);
        self.emit(op)
    }

    /// `tile.mbarrier_init mbar, count`.
    #[track_caller]
    pub fn mbarrier_init(
        &self,
        mbar: &MemRef<'c, 'a>,
        count: I32<'c, 'a>,
    ) -> Result<(), BuildError> {
        self.on_barrier(views::MBarrierInitOp::NAME, mbar, vec![count.0])
            .map(drop)
    }

    /// `tile.mbarrier_arrive mbar`.
    #[track_caller]
    pub fn mbarrier_arrive(&self, mbar: &MemRef<'c, 'a>) -> Result<(), BuildError> {
        self.on_barrier(views::MBarrierArriveOp::NAME, mbar, Vec::new())
            .map(drop)
    }

    /// `tile.mbarrier_arrive_cluster mbar, rank`: arrive (release,
    /// cluster scope) on the mbarrier at `mbar`'s offset in the shared
    /// memory of the cluster's CTA `rank`.
    #[track_caller]
    pub fn mbarrier_arrive_cluster(
        &self,
        mbar: &MemRef<'c, 'a>,
        rank: I32<'c, 'a>,
    ) -> Result<(), BuildError> {
        self.on_barrier(views::MBarrierArriveClusterOp::NAME, mbar, vec![rank.0])
            .map(drop)
    }

    /// `tile.mbarrier_arrive_cluster mbar, rank release_cta`: as
    /// [`Self::mbarrier_arrive_cluster`] with release at CTA scope (no
    /// GPU-scope fence before the arrive), for a thread that frees a stage
    /// only its own bulk stores read (after `bulk_wait ... read`).
    #[track_caller]
    pub fn mbarrier_arrive_cluster_cta(
        &self,
        mbar: &MemRef<'c, 'a>,
        rank: I32<'c, 'a>,
    ) -> Result<(), BuildError> {
        let name = views::MBarrierArriveClusterOp::NAME;
        self.space(name, "mbar", mbar, MemorySpace::Shared)?;
        let mut op = self.op(name, false);
        op.groups.push(vec![mbar.value]);
        op.groups.push(vec![rank.0]);
        op.attributes
            .push((self.id("release_cta"), Attribute::unit(self.context)));
        self.emit(op).map(drop)
    }

    /// `tile.cluster_arrive [relaxed] [aligned]`: this thread's arrival at
    /// the cluster barrier (`barrier.cluster.arrive`).
    #[track_caller]
    pub fn cluster_arrive(&self, relaxed: bool, aligned: bool) -> Result<(), BuildError> {
        let mut op = self.op(views::ClusterArriveOp::NAME, false);
        for (name, on) in [("relaxed", relaxed), ("aligned", aligned)] {
            if on {
                op.attributes
                    .push((self.id(name), Attribute::unit(self.context)));
            }
        }
        self.emit(op).map(drop)
    }

    /// `tile.cluster_wait [aligned]`: wait until every thread of the
    /// cluster arrived (`barrier.cluster.wait`).
    #[track_caller]
    pub fn cluster_wait(&self, aligned: bool) -> Result<(), BuildError> {
        let mut op = self.op(views::ClusterWaitOp::NAME, false);
        if aligned {
            op.attributes
                .push((self.id("aligned"), Attribute::unit(self.context)));
        }
        self.emit(op).map(drop)
    }

    /// `tile.mbarrier_arrive_expect_tx mbar, bytes [if p]`.
    #[track_caller]
    pub fn mbarrier_arrive_expect_tx(
        &self,
        mbar: &MemRef<'c, 'a>,
        bytes: I32<'c, 'a>,
        predicate: Option<Bool<'c, 'a>>,
    ) -> Result<(), BuildError> {
        let mut rest = vec![bytes.0];
        rest.extend(opt(predicate, |p| p.0));
        self.on_barrier(views::MBarrierArriveExpectTxOp::NAME, mbar, rest)
            .map(drop)
    }

    /// `tile.mbarrier_expect_tx mbar, bytes`.
    #[track_caller]
    pub fn mbarrier_expect_tx(
        &self,
        mbar: &MemRef<'c, 'a>,
        bytes: I32<'c, 'a>,
    ) -> Result<(), BuildError> {
        self.on_barrier(views::MBarrierExpectTxOp::NAME, mbar, vec![bytes.0])
            .map(drop)
    }

    /// `tile.mbarrier_try_wait_parity mbar, parity`: whether the phase
    /// completed.
    #[track_caller]
    pub fn mbarrier_try_wait_parity(
        &self,
        mbar: &MemRef<'c, 'a>,
        parity: I32<'c, 'a>,
    ) -> Result<Bool<'c, 'a>, BuildError> {
        const OP: &str = views::MBarrierTryWaitParityOp::NAME;
        self.space(OP, "mbar", mbar, MemorySpace::Shared)?;
        let mut op = self.op(OP, false);
        op.groups.push(vec![mbar.value, parity.0]);
        op.results.push(self.ty("i1")?);
        let built = self.emit(op)?;
        Ok(Bool(built.result(0).map_err(|e| self.mlir(e))?.into()))
    }

    /// `tile.mbarrier_wait_parity mbar, parity`: blocks until the phase
    /// completed.
    #[track_caller]
    pub fn mbarrier_wait_parity(
        &self,
        mbar: &MemRef<'c, 'a>,
        parity: I32<'c, 'a>,
    ) -> Result<(), BuildError> {
        self.on_barrier(views::MBarrierWaitParityOp::NAME, mbar, vec![parity.0])
            .map(drop)
    }

    /// `tile.fence_proxy_async space`.
    #[track_caller]
    pub fn fence_proxy_async(&self, space: ProxySpace) -> Result<(), BuildError> {
        let mut op = self.op(views::FenceProxyAsyncOp::NAME, false);
        op.attributes.push(self.enum_attr("space", space as i64)?);
        self.emit(op).map(drop)
    }

    /// `tile.tensormap_fence_acquire slot scope = ...`.
    #[track_caller]
    pub fn tensormap_fence_acquire(
        &self,
        slot: &MemRef<'c, 'a>,
        scope: FenceScope,
    ) -> Result<(), BuildError> {
        let mut op = self.op(views::TensorMapFenceAcquireOp::NAME, false);
        op.groups.push(vec![slot.value]);
        op.attributes.push(self.enum_attr("scope", scope as i64)?);
        self.emit(op).map(drop)
    }

    /// `tile.tensormap_fence_release scope = ...`.
    #[track_caller]
    pub fn tensormap_fence_release(&self, scope: FenceScope) -> Result<(), BuildError> {
        let mut op = self.op(views::TensorMapFenceReleaseOp::NAME, false);
        op.attributes.push(self.enum_attr("scope", scope as i64)?);
        self.emit(op).map(drop)
    }

    /// `tile.tensormap_cp_fenceproxy src to dst scope = ...`: a converged
    /// warp copies a shared::cta descriptor to a global slot and releases
    /// it.
    #[track_caller]
    pub fn tensormap_cp_fenceproxy(
        &self,
        src: &MemRef<'c, 'a>,
        dst: &MemRef<'c, 'a>,
        scope: FenceScope,
    ) -> Result<(), BuildError> {
        const OP: &str = views::TensorMapCopyFenceProxyOp::NAME;
        self.space(OP, "src", src, MemorySpace::Shared)?;
        self.space(OP, "dst", dst, MemorySpace::Global)?;
        let mut op = self.op(OP, false);
        op.groups.push(vec![src.value, dst.value]);
        op.attributes.push(self.enum_attr("scope", scope as i64)?);
        self.emit(op).map(drop)
    }

    /// `tile.rebind`: rewrites the descriptor in `slot` as `rebind` says.
    #[track_caller]
    pub fn rebind(&self, slot: &MemRef<'c, 'a>, rebind: &Rebind<'c, 'a>) -> Result<(), BuildError> {
        const OP: &str = views::RebindOp::NAME;
        let rank = rebind.desc.rank();
        if !rebind.dims.is_empty() {
            self.count(OP, "dims", rank, rebind.dims.len())?;
        }
        if !rebind.strides.is_empty() {
            self.count(OP, "strides", rank.saturating_sub(1), rebind.strides.len())?;
        }
        let mut op = self.op(OP, true);
        op.groups.push(vec![slot.value]);
        op.groups.push(opt(rebind.address, |p| p.0));
        op.groups.push(values(&rebind.dims, |d| d.0));
        op.groups.push(values(&rebind.strides, |s| s.0));
        let desc_type = self.tensormap_type(&rebind.desc)?;
        op.attributes
            .push((self.id("desc_type"), TypeAttribute::new(desc_type).into()));
        match &rebind.from {
            RebindFrom::Same => {}
            RebindFrom::Template(from) => {
                let from = self.tensormap_type(from)?;
                op.attributes
                    .push((self.id("from_type"), TypeAttribute::new(from).into()));
            }
            RebindFrom::Zeroed => op
                .attributes
                .push((self.id("zeroed"), Attribute::unit(self.context))),
        }
        if !rebind.unchanged.is_empty() {
            op.attributes.push((
                self.id("unchanged"),
                DenseI64ArrayAttribute::new(self.context, &rebind.unchanged).into(),
            ));
        }
        self.emit(op).map(drop)
    }

    /// `tile.tensormap_init slot [from source]`: fills a slot with a copy
    /// of `source`, or with zeros.
    #[track_caller]
    pub fn tensormap_init(
        &self,
        slot: &MemRef<'c, 'a>,
        source: Option<&TensorMap<'c, 'a>>,
    ) -> Result<(), BuildError> {
        let mut op = self.op(views::TensorMapInitOp::NAME, false);
        op.groups.push(vec![slot.value]);
        op.groups
            .push(source.map(|s| s.value).into_iter().collect());
        self.emit(op).map(drop)
    }
}
