//! The typed builders of every `tile` op (`dialects/tile/td/TileOps.td`),
//! as methods of [`Body`]. Each takes typed handles, checks what it can
//! see (memory spaces, coordinate and dim counts, descriptor rules) and
//! answers a [`BuildError`] instead of building a wrong op; the semantic
//! rules (alignment, target gating, transaction sizes) are the verifier's
//! and come back located from [`crate::Session::compile`].
//!
//! The ops are built with the constructors `tile_dialect::ops` generates
//! from the `.td` (`LoadOp::create` from `LoadOperands` and
//! `LoadAttributes`, ...): no op name, attribute name, operand position or
//! `operandSegmentSizes` is spelled here.

use super::axes::{Axes, InnermostFirst};
use super::body::Body;
use super::error::{BuildError, BuildErrorKind};
use super::types::{
    CpAsyncCache, FenceScope, LoadMode, MemorySpace, ProxySpace, ReduceKind, SharedSpace,
    StoreMode, TensorMapSpec,
};
use super::values::Coords;
use super::values::{Bool, GlobalPtr, Index, MemRef, TensorMap, I16, I32, I64};
use melior::ir::{Location, Operation, OperationRef, Type, Value};
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
/// let mut rebind = Rebind::to(TensorMapSpec::tiled(Element::F16, BoxDims::innermost_first([64, 16])).oob_fill(OobFill::Nan));
/// rebind.from = RebindFrom::Zeroed;
/// rebind.address = Some(k.arg_ptr(0)?);
/// rebind.dims = Axes::innermost_first([k.arg_i32(1)?, k.arg_i32(1)?]);
/// rebind.strides = Axes::innermost_first([k.arg_i64(2)?]);
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
    pub dims: Axes<InnermostFirst, I32<'c, 'a>>,
    /// `strides [...]`: none, or all `rank - 1` byte strides (of dims
    /// 1..rank-1, innermost first).
    pub strides: Axes<InnermostFirst, I64<'c, 'a>>,
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
            dims: Axes::default(),
            strides: Axes::default(),
            unchanged: Vec::new(),
        }
    }
}

fn values<'c, 'a, T: Copy>(handles: &[T], get: impl Fn(T) -> Value<'c, 'a>) -> Vec<Value<'c, 'a>> {
    handles.iter().map(|h| get(*h)).collect()
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

    /// `value` as the `i32` of attribute `what` of `op` (MLIR stores it in
    /// 32 bits).
    fn i32_value(&self, op: &str, what: &str, value: u32) -> Result<i32, BuildError> {
        i32::try_from(value).map_err(|_| {
            self.fail(BuildErrorKind::Mlir {
                what: "attribute",
                text: format!("{op}: {what} = {value} does not fit in i32"),
            })
        })
    }

    /// Inserts the op a generated constructor built (or reports MLIR's
    /// refusal).
    fn emit(
        &self,
        built: Result<Operation<'c>, views::CreateError>,
    ) -> Result<OperationRef<'c, 'a>, BuildError> {
        Ok(self.insert(built.map_err(|e| self.fail(e.into()))?))
    }

    fn tensormap_type(&self, spec: &TensorMapSpec) -> Result<Type<'c>, BuildError> {
        spec.check().map_err(|e| self.located(e))?;
        self.ty(&spec.to_mlir())
    }

    /// The descriptor `built` makes (its result), of type `spec`.
    fn descriptor(
        &self,
        built: Result<Operation<'c>, views::CreateError>,
        spec: &TensorMapSpec,
    ) -> Result<TensorMap<'c, 'a>, BuildError> {
        let op = self.emit(built)?;
        Ok(TensorMap {
            value: op.result(0).map_err(|e| self.mlir(e))?.into(),
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
        let operands = views::MakeTensorMapOperands {
            source: source.value,
        };
        let ty = self.tensormap_type(spec)?;
        let built = views::MakeTensorMapOp::create(self.context, self.here(), operands, ty);
        self.descriptor(built, spec)
    }

    /// `tile.make_tensormap_ptr`: a descriptor for a raw global pointer,
    /// `dims` innermost first (rank values), `strides` the byte strides of
    /// dims 1..rank-1.
    #[track_caller]
    pub fn make_tensormap_ptr(
        &self,
        ptr: GlobalPtr<'c, 'a>,
        dims: &Axes<InnermostFirst, I64<'c, 'a>>,
        strides: &Axes<InnermostFirst, I64<'c, 'a>>,
        spec: &TensorMapSpec,
    ) -> Result<TensorMap<'c, 'a>, BuildError> {
        const OP: &str = views::MakeTensorMapFromPtrOp::NAME;
        self.count(OP, "dims", spec.rank(), dims.len())?;
        self.count(OP, "strides", spec.rank().saturating_sub(1), strides.len())?;
        let operands = views::MakeTensorMapFromPtrOperands {
            ptr: ptr.0,
            dims: values(dims.values(), |d| d.0),
            strides: values(strides.values(), |s| s.0),
        };
        let ty = self.tensormap_type(spec)?;
        let built = views::MakeTensorMapFromPtrOp::create(self.context, self.here(), operands, ty);
        self.descriptor(built, spec)
    }

    /// `tile.tensormap_from_slot`: the 128-byte slot `slot` viewed as a
    /// descriptor of type `spec`.
    #[track_caller]
    pub fn tensormap_from_slot(
        &self,
        slot: &MemRef<'c, 'a>,
        spec: &TensorMapSpec,
    ) -> Result<TensorMap<'c, 'a>, BuildError> {
        let operands = views::TensorMapFromSlotOperands { slot: slot.value };
        let ty = self.tensormap_type(spec)?;
        let built = views::TensorMapFromSlotOp::create(self.context, self.here(), operands, ty);
        self.descriptor(built, spec)
    }

    /// `tile.load`: the box of `desc` at `coords` (innermost first) into
    /// the shared buffer `dst`, completing on the mbarrier `mbar`.
    #[track_caller]
    pub fn load(
        &self,
        desc: &TensorMap<'c, 'a>,
        coords: &Coords<'c, 'a>,
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
        let operands = views::LoadOperands {
            desc: desc.value,
            coords: values(coords.values(), |c| c.0),
            dst: dst.value,
            mbar: mbar.value,
            im2col_info: values(&options.im2col, |c| c.0),
            multicast_mask: options.multicast.map(|m| m.0),
            l2_hint: options.l2_hint.map(|h| h.0),
            predicate: options.predicate.map(|p| p.0),
        };
        let attributes = views::LoadAttributes {
            mode: options.mode,
            dst_space: options.dst_space,
            cta_group: options
                .cta_group
                .map(|g| self.i32_value(OP, views::LoadOp::CTA_GROUP_ATTR, g))
                .transpose()?,
        };
        self.emit(views::LoadOp::create(
            self.context,
            self.here(),
            operands,
            attributes,
        ))
        .map(drop)
    }

    /// `tile.store`: the shared buffer `src` into the box of `desc` at
    /// `coords` (bulk async-group completion).
    #[track_caller]
    pub fn store(
        &self,
        src: &MemRef<'c, 'a>,
        desc: &TensorMap<'c, 'a>,
        coords: &Coords<'c, 'a>,
        options: &StoreOptions<'c, 'a>,
    ) -> Result<(), BuildError> {
        const OP: &str = views::StoreOp::NAME;
        self.check_store(OP, src, desc, coords, options)?;
        let operands = views::StoreOperands {
            src: src.value,
            desc: desc.value,
            coords: values(coords.values(), |c| c.0),
            l2_hint: options.l2_hint.map(|h| h.0),
            predicate: options.predicate.map(|p| p.0),
        };
        let attributes = views::StoreAttributes { mode: options.mode };
        self.emit(views::StoreOp::create(
            self.context,
            self.here(),
            operands,
            attributes,
        ))
        .map(drop)
    }

    /// What [`Self::store`] and [`Self::reduce`] check: a coordinate per
    /// dimension in tile mode, and a shared source.
    fn check_store(
        &self,
        op: &'static str,
        src: &MemRef<'c, 'a>,
        desc: &TensorMap<'c, 'a>,
        coords: &Coords<'c, 'a>,
        options: &StoreOptions<'c, 'a>,
    ) -> Result<(), BuildError> {
        if matches!(options.mode, None | Some(StoreMode::Tile)) {
            self.count(op, "coords", desc.spec.rank(), coords.len())?;
        }
        self.space(op, "src", src, MemorySpace::Shared)
    }

    /// `tile.reduce kind`: reduces the shared buffer `src` into the box of
    /// `desc` at `coords`.
    #[track_caller]
    pub fn reduce(
        &self,
        kind: ReduceKind,
        src: &MemRef<'c, 'a>,
        desc: &TensorMap<'c, 'a>,
        coords: &Coords<'c, 'a>,
        options: &StoreOptions<'c, 'a>,
    ) -> Result<(), BuildError> {
        const OP: &str = views::ReduceOp::NAME;
        self.check_store(OP, src, desc, coords, options)?;
        let operands = views::ReduceOperands {
            src: src.value,
            desc: desc.value,
            coords: values(coords.values(), |c| c.0),
            l2_hint: options.l2_hint.map(|h| h.0),
            predicate: options.predicate.map(|p| p.0),
        };
        let attributes = views::ReduceAttributes {
            kind,
            mode: options.mode,
        };
        self.emit(views::ReduceOp::create(
            self.context,
            self.here(),
            operands,
            attributes,
        ))
        .map(drop)
    }

    /// `tile.prefetch`: the box of `desc` at `coords` into L2.
    #[track_caller]
    pub fn prefetch(
        &self,
        desc: &TensorMap<'c, 'a>,
        coords: &Coords<'c, 'a>,
        options: &PrefetchOptions<'c, 'a>,
    ) -> Result<(), BuildError> {
        const OP: &str = views::PrefetchOp::NAME;
        if matches!(options.mode, None | Some(LoadMode::Tile)) {
            self.count(OP, "coords", desc.spec.rank(), coords.len())?;
        }
        let operands = views::PrefetchOperands {
            desc: desc.value,
            coords: values(coords.values(), |c| c.0),
            im2col_info: values(&options.im2col, |c| c.0),
            l2_hint: options.l2_hint.map(|h| h.0),
            predicate: options.predicate.map(|p| p.0),
        };
        let attributes = views::PrefetchAttributes { mode: options.mode };
        self.emit(views::PrefetchOp::create(
            self.context,
            self.here(),
            operands,
            attributes,
        ))
        .map(drop)
    }

    /// `tile.prefetch_tensormap`: the descriptor itself into the TMA
    /// unit's cache.
    #[track_caller]
    pub fn prefetch_tensormap(
        &self,
        desc: &TensorMap<'c, 'a>,
        predicate: Option<Bool<'c, 'a>>,
    ) -> Result<(), BuildError> {
        let operands = views::PrefetchTensorMapOperands {
            desc: desc.value,
            predicate: predicate.map(|p| p.0),
        };
        self.emit(views::PrefetchTensorMapOp::create(
            self.context,
            self.here(),
            operands,
        ))
        .map(drop)
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
        let operands = views::BulkLoadOperands {
            src: src.value,
            dst: dst.value,
            size: size.0,
            mbar: mbar.value,
            multicast_mask: options.multicast.map(|m| m.0),
            l2_hint: options.l2_hint.map(|h| h.0),
        };
        let attributes = views::BulkLoadAttributes {
            dst_space: options.dst_space,
        };
        self.emit(views::BulkLoadOp::create(
            self.context,
            self.here(),
            operands,
            attributes,
        ))
        .map(drop)
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
        let operands = views::BulkStoreOperands {
            src: src.value,
            dst: dst.value,
            size: size.0,
            l2_hint: options.l2_hint.map(|h| h.0),
            byte_mask: options.byte_mask.map(|m| m.0),
        };
        self.emit(views::BulkStoreOp::create(
            self.context,
            self.here(),
            operands,
        ))
        .map(drop)
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
        let operands = views::BulkCopyClusterOperands {
            src: src.value,
            dst: dst.value,
            size: size.0,
            mbar: mbar.value,
        };
        self.emit(views::BulkCopyClusterOp::create(
            self.context,
            self.here(),
            operands,
        ))
        .map(drop)
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
        let operands = views::BulkReduceOperands {
            src: src.value,
            dst: dst.value,
            size: size.0,
            mbar: mbar.map(|m| m.value),
            l2_hint: l2_hint.map(|h| h.0),
        };
        let attributes = views::BulkReduceAttributes { kind };
        self.emit(views::BulkReduceOp::create(
            self.context,
            self.here(),
            operands,
            attributes,
        ))
        .map(drop)
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
        let operands = views::BulkPrefetchOperands {
            src: src.value,
            size: size.0,
            l2_hint: l2_hint.map(|h| h.0),
        };
        self.emit(views::BulkPrefetchOp::create(
            self.context,
            self.here(),
            operands,
        ))
        .map(drop)
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
        let operands = views::CpAsyncOperands {
            src: src.value,
            src_indices: values(src_indices, |i| i.0),
            dst: dst.value,
            dst_indices: values(dst_indices, |i| i.0),
            src_size: options.src_size.map(|s| s.0),
            ignore_src: options.ignore_src.map(|p| p.0),
            l2_hint: options.l2_hint.map(|h| h.0),
        };
        let attributes = views::CpAsyncAttributes {
            bytes: self.i32_value(OP, views::CpAsyncOp::BYTES_ATTR, bytes)?,
            cache: options.cache,
            l2_prefetch: options
                .l2_prefetch
                .map(|p| self.i32_value(OP, views::CpAsyncOp::L2_PREFETCH_ATTR, p))
                .transpose()?,
        };
        self.emit(views::CpAsyncOp::create(
            self.context,
            self.here(),
            operands,
            attributes,
        ))
        .map(drop)
    }

    /// `tile.cp_async_commit`.
    #[track_caller]
    pub fn cp_async_commit(&self) -> Result<(), BuildError> {
        self.emit(views::CpAsyncCommitOp::create(self.context, self.here()))
            .map(drop)
    }

    /// `tile.cp_async_wait pending`.
    #[track_caller]
    pub fn cp_async_wait(&self, pending: u32) -> Result<(), BuildError> {
        const OP: &str = views::CpAsyncWaitOp::NAME;
        let attributes = views::CpAsyncWaitAttributes {
            pending: self.i32_value(OP, views::CpAsyncWaitOp::PENDING_ATTR, pending)?,
        };
        self.emit(views::CpAsyncWaitOp::create(
            self.context,
            self.here(),
            attributes,
        ))
        .map(drop)
    }

    /// `tile.bulk_commit`.
    #[track_caller]
    pub fn bulk_commit(&self) -> Result<(), BuildError> {
        self.emit(views::BulkCommitOp::create(self.context, self.here()))
            .map(drop)
    }

    /// `tile.bulk_wait pending [read]`.
    #[track_caller]
    pub fn bulk_wait(&self, pending: u32, read: bool) -> Result<(), BuildError> {
        const OP: &str = views::BulkWaitOp::NAME;
        let attributes = views::BulkWaitAttributes {
            pending: self.i32_value(OP, views::BulkWaitOp::PENDING_ATTR, pending)?,
            read,
        };
        self.emit(views::BulkWaitOp::create(
            self.context,
            self.here(),
            attributes,
        ))
        .map(drop)
    }

    /// `tile.mbarrier_init mbar, count`.
    #[track_caller]
    pub fn mbarrier_init(
        &self,
        mbar: &MemRef<'c, 'a>,
        count: I32<'c, 'a>,
    ) -> Result<(), BuildError> {
        self.space(
            views::MBarrierInitOp::NAME,
            "mbar",
            mbar,
            MemorySpace::Shared,
        )?;
        let operands = views::MBarrierInitOperands {
            mbar: mbar.value,
            count: count.0,
        };
        self.emit(views::MBarrierInitOp::create(
            self.context,
            self.here(),
            operands,
        ))
        .map(drop)
    }

    /// `tile.mbarrier_arrive mbar`.
    #[track_caller]
    pub fn mbarrier_arrive(&self, mbar: &MemRef<'c, 'a>) -> Result<(), BuildError> {
        self.space(
            views::MBarrierArriveOp::NAME,
            "mbar",
            mbar,
            MemorySpace::Shared,
        )?;
        let operands = views::MBarrierArriveOperands { mbar: mbar.value };
        self.emit(views::MBarrierArriveOp::create(
            self.context,
            self.here(),
            operands,
        ))
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
        self.arrive_cluster(mbar, rank, false, self.here())
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
        self.arrive_cluster(mbar, rank, true, self.here())
    }

    fn arrive_cluster(
        &self,
        mbar: &MemRef<'c, 'a>,
        rank: I32<'c, 'a>,
        release_cta: bool,
        location: Location<'c>,
    ) -> Result<(), BuildError> {
        self.space(
            views::MBarrierArriveClusterOp::NAME,
            "mbar",
            mbar,
            MemorySpace::Shared,
        )?;
        let operands = views::MBarrierArriveClusterOperands {
            mbar: mbar.value,
            rank: rank.0,
        };
        let attributes = views::MBarrierArriveClusterAttributes { release_cta };
        self.emit(views::MBarrierArriveClusterOp::create(
            self.context,
            location,
            operands,
            attributes,
        ))
        .map(drop)
    }

    /// `tile.cluster_arrive [relaxed] [aligned]`: this thread's arrival at
    /// the cluster barrier (`barrier.cluster.arrive`).
    #[track_caller]
    pub fn cluster_arrive(&self, relaxed: bool, aligned: bool) -> Result<(), BuildError> {
        let attributes = views::ClusterArriveAttributes { relaxed, aligned };
        self.emit(views::ClusterArriveOp::create(
            self.context,
            self.here(),
            attributes,
        ))
        .map(drop)
    }

    /// `tile.cluster_wait [aligned]`: wait until every thread of the
    /// cluster arrived (`barrier.cluster.wait`).
    #[track_caller]
    pub fn cluster_wait(&self, aligned: bool) -> Result<(), BuildError> {
        let attributes = views::ClusterWaitAttributes { aligned };
        self.emit(views::ClusterWaitOp::create(
            self.context,
            self.here(),
            attributes,
        ))
        .map(drop)
    }

    /// `tile.mbarrier_arrive_expect_tx mbar, bytes [if p]`.
    #[track_caller]
    pub fn mbarrier_arrive_expect_tx(
        &self,
        mbar: &MemRef<'c, 'a>,
        bytes: I32<'c, 'a>,
        predicate: Option<Bool<'c, 'a>>,
    ) -> Result<(), BuildError> {
        self.space(
            views::MBarrierArriveExpectTxOp::NAME,
            "mbar",
            mbar,
            MemorySpace::Shared,
        )?;
        let operands = views::MBarrierArriveExpectTxOperands {
            mbar: mbar.value,
            bytes: bytes.0,
            predicate: predicate.map(|p| p.0),
        };
        self.emit(views::MBarrierArriveExpectTxOp::create(
            self.context,
            self.here(),
            operands,
        ))
        .map(drop)
    }

    /// `tile.mbarrier_expect_tx mbar, bytes`.
    #[track_caller]
    pub fn mbarrier_expect_tx(
        &self,
        mbar: &MemRef<'c, 'a>,
        bytes: I32<'c, 'a>,
    ) -> Result<(), BuildError> {
        self.space(
            views::MBarrierExpectTxOp::NAME,
            "mbar",
            mbar,
            MemorySpace::Shared,
        )?;
        let operands = views::MBarrierExpectTxOperands {
            mbar: mbar.value,
            bytes: bytes.0,
        };
        self.emit(views::MBarrierExpectTxOp::create(
            self.context,
            self.here(),
            operands,
        ))
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
        let operands = views::MBarrierTryWaitParityOperands {
            mbar: mbar.value,
            parity: parity.0,
        };
        let built = self.emit(views::MBarrierTryWaitParityOp::create(
            self.context,
            self.here(),
            operands,
            self.ty("i1")?,
        ))?;
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
        self.space(
            views::MBarrierWaitParityOp::NAME,
            "mbar",
            mbar,
            MemorySpace::Shared,
        )?;
        let operands = views::MBarrierWaitParityOperands {
            mbar: mbar.value,
            parity: parity.0,
        };
        self.emit(views::MBarrierWaitParityOp::create(
            self.context,
            self.here(),
            operands,
        ))
        .map(drop)
    }

    /// `tile.fence_proxy_async space`.
    #[track_caller]
    pub fn fence_proxy_async(&self, space: ProxySpace) -> Result<(), BuildError> {
        let attributes = views::FenceProxyAsyncAttributes { space: Some(space) };
        self.emit(views::FenceProxyAsyncOp::create(
            self.context,
            self.here(),
            attributes,
        ))
        .map(drop)
    }

    /// `tile.tensormap_fence_acquire slot scope = ...`.
    #[track_caller]
    pub fn tensormap_fence_acquire(
        &self,
        slot: &MemRef<'c, 'a>,
        scope: FenceScope,
    ) -> Result<(), BuildError> {
        let operands = views::TensorMapFenceAcquireOperands { slot: slot.value };
        let attributes = views::TensorMapFenceAcquireAttributes { scope: Some(scope) };
        self.emit(views::TensorMapFenceAcquireOp::create(
            self.context,
            self.here(),
            operands,
            attributes,
        ))
        .map(drop)
    }

    /// `tile.tensormap_fence_release scope = ...`.
    #[track_caller]
    pub fn tensormap_fence_release(&self, scope: FenceScope) -> Result<(), BuildError> {
        let attributes = views::TensorMapFenceReleaseAttributes { scope: Some(scope) };
        self.emit(views::TensorMapFenceReleaseOp::create(
            self.context,
            self.here(),
            attributes,
        ))
        .map(drop)
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
        let operands = views::TensorMapCopyFenceProxyOperands {
            src: src.value,
            dst: dst.value,
        };
        let attributes = views::TensorMapCopyFenceProxyAttributes { scope: Some(scope) };
        self.emit(views::TensorMapCopyFenceProxyOp::create(
            self.context,
            self.here(),
            operands,
            attributes,
        ))
        .map(drop)
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
        let operands = views::RebindOperands {
            slot: slot.value,
            address: rebind.address.map(|p| p.0),
            dims: values(rebind.dims.values(), |d| d.0),
            strides: values(rebind.strides.values(), |s| s.0),
        };
        let desc_type = self.tensormap_type(&rebind.desc)?;
        let from_type = match &rebind.from {
            RebindFrom::Template(from) => Some(self.tensormap_type(from)?),
            RebindFrom::Same | RebindFrom::Zeroed => None,
        };
        let attributes = views::RebindAttributes {
            desc_type,
            from_type,
            zeroed: rebind.from == RebindFrom::Zeroed,
            unchanged: (!rebind.unchanged.is_empty()).then(|| rebind.unchanged.clone()),
        };
        self.emit(views::RebindOp::create(
            self.context,
            self.here(),
            operands,
            attributes,
        ))
        .map(drop)
    }

    /// `tile.tensormap_init slot [from source]`: fills a slot with a copy
    /// of `source`, or with zeros.
    #[track_caller]
    pub fn tensormap_init(
        &self,
        slot: &MemRef<'c, 'a>,
        source: Option<&TensorMap<'c, 'a>>,
    ) -> Result<(), BuildError> {
        let operands = views::TensorMapInitOperands {
            slot: slot.value,
            source: source.map(|s| s.value),
        };
        self.emit(views::TensorMapInitOp::create(
            self.context,
            self.here(),
            operands,
        ))
        .map(drop)
    }
}
