//! Typed builders: make kernels in Rust, without writing MLIR text.
//!
//! A [`ModuleBuilder`] makes a module for one target with one `gpu.module`;
//! [`ModuleBuilder::kernel`] adds a `gpu.func ... kernel` with typed
//! parameters ([`KernelParam`]: memrefs, tensor maps, integers, pointers)
//! and known block/grid sizes ([`LaunchBounds`]). The returned [`Kernel`]
//! hands out its parameters as typed handles ([`TensorMap`], [`MemRef`],
//! [`I32`], ...) and builds ops through [`Body`]: every `tile` op
//! (`load`, `store`, `reduce`, `prefetch`, bulk copies, `cp_async`,
//! mbarriers, fences, `rebind`, ...), shared buffers and barriers,
//! integer arithmetic, thread/block ids, `scf.for` and `scf.if`.
//!
//! # Axis order
//!
//! One rule everywhere: what the TMA reads lists its axes **innermost
//! first** (box extents, element strides, coordinates, a descriptor's dims
//! and byte strides, im2col corners and offsets: `cuTensorMapEncodeTiled`'s
//! and PTX's order); what MLIR's memrefs read lists them **outermost
//! first** (shapes, `memref.load`/`store` indices). The lists the builders
//! take say which in their type ([`Axes`]: [`BoxDims`], [`Coords`] innermost
//! first, [`Shape`] outermost first), each can be built from either order
//! ([`Axes::innermost_first`], [`Axes::outermost_first`]) and
//! [`Axes::reorder`] (also [`BoxDims::to_shape`](Axes::to_shape)) is the
//! one conversion: a shape handed to a box does not compile. Memref
//! indices are [`Index`] values (coordinates are [`I32`]), outermost first;
//! the im2col offsets of [`LoadOptions`] stay a plain list, innermost first.
//!
//! # Dynamic shared memory
//!
//! A [`SharedLayout`] places buffers at aligned offsets (a TMA box: 128
//! bytes, the swizzle atom with a swizzle, 1024 for the 128-byte one —
//! [`SharedLayout::tma_box`] picks it); [`Kernel::dynamic_shared`] makes
//! them views of the kernel's `gpu.dynamic_shared_memory` and records the
//! size, padding included, which the launch manifest reports
//! (`shared_memory.dynamic_bytes`) for the launcher to pass.
//!
//! Mistakes the builders can see are [`BuildError`]s (never panics), each
//! naming the kernel; the semantic rules come back as located diagnostics
//! from [`crate::Session::compile`], at the Rust line that built the op —
//! or, for a DSL, at the place of its own source it attached ([`Loc`]:
//! [`ModuleBuilder::new_at`], [`ModuleBuilder::set_location`],
//! [`ModuleBuilder::kernel_with_locations`], [`Body::at`]), which every
//! pass keeps and every layer (verifier, planner, fence checker, back end)
//! reports at; a [`BuildError`] carries that place too.
//!
//! ```
//! use tile_compiler::builder::*;
//! use tile_compiler::{CompileOptions, Session, Target};
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let session = Session::new();
//! let m = ModuleBuilder::new(&session, "kernels", Target::parse("sm_90a")?)?;
//! let map = TensorMapSpec::tiled(Element::F32, BoxDims::innermost_first([64, 64]));
//! let k = m.kernel(
//!     "copy_2d",
//!     &[KernelParam::TensorMap(map.clone()), KernelParam::TensorMap(map)],
//!     LaunchBounds::threads(128),
//! )?;
//! let (src, dst) = (k.arg_tensor_map(0)?, k.arg_tensor_map(1)?);
//! let smem = k.shared("smem", &MemRefSpec::shared(Element::F32, Shape::outermost_first([64, 64])), 1024)?;
//! let bar = k.barrier("bar")?;
//! let c64 = k.i32(64)?;
//! let x = k.mul(k.cast(k.block_id(Dim::X)?)?, c64)?;
//! let y = k.mul(k.cast(k.block_id(Dim::Y)?)?, c64)?;
//! let leader = k.cmp(Compare::Eq, k.thread_id(Dim::X)?, k.index(0)?)?;
//! k.if_then(leader, |b| {
//!     b.mbarrier_init(&bar, b.i32(1)?)?;
//!     b.fence_proxy_async(ProxySpace::SharedCta)?;
//!     b.mbarrier_arrive_expect_tx(&bar, b.i32(64 * 64 * 4)?, None)?;
//!     b.load(&src, &Coords::innermost_first([x, y]), &smem, &bar, &LoadOptions::default())?;
//!     b.mbarrier_wait_parity(&bar, b.i32(0)?)?;
//!     b.store(&smem, &dst, &Coords::innermost_first([x, y]), &StoreOptions::default())?;
//!     b.bulk_commit()?;
//!     b.bulk_wait(0, true)
//! })?;
//! let mut module = m.finish();
//! let artifacts = session.compile(&mut module, &CompileOptions::default())?;
//! assert!(artifacts.kernel("copy_2d").is_some());
//! # Ok(()) }
//! ```

mod axes;
mod body;
mod dynamic;
mod elements;
mod error;
mod location;
mod module;
mod ops;
mod types;
mod values;
mod view;

pub use axes::{Axes, AxisOrder, BoxDims, InnermostFirst, OutermostFirst, Shape};
pub use body::{Body, Compare};
pub use dynamic::{SharedLayout, SharedSlot};
pub use elements::Scalar;
pub use error::{BuildError, BuildErrorKind};
pub use location::Loc;
pub use module::{Kernel, ModuleBuilder};
pub use ops::{
    BulkLoadOptions, BulkStoreOptions, CpAsyncOptions, LoadOptions, PrefetchOptions, Rebind,
    RebindFrom, StoreOptions,
};
pub use types::{
    CpAsyncCache, DescMode, Descriptor, Dim, Element, FenceScope, Interleave, KernelParam,
    L2Promotion, LaunchBounds, LoadMode, MemRefSpec, MemorySpace, OobFill, ProxySpace, ReduceKind,
    SharedSpace, StoreMode, Swizzle, TensorMapSpec,
};
pub use values::Coords;
pub use values::{Bool, GlobalPtr, Index, IntValue, MemRef, TensorMap, I16, I32, I64};
