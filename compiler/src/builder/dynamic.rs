//! A kernel's dynamic shared memory: [`SharedLayout`] lays buffers out at
//! aligned offsets (plain data: offsets and the size are known before
//! anything is built), [`Kernel::dynamic_shared`] declares it —
//! `gpu.dynamic_shared_memory` and one `memref.view` per buffer, as
//! `test/gpu/host/copy_dyn.mlir` does by hand — and records the size the
//! launches must pass on the kernel (`tile.dynamic_shared_bytes`), which
//! the launch manifest reports as `shared_memory.dynamic_bytes` whether or
//! not the module launches the kernel itself.
//!
//! The window starts 1024-byte aligned (`tile_lowering::dynamic_smem`
//! raises upstream's 16), so an offset aligned to a buffer's alignment is
//! an address aligned to it, whatever static shared memory precedes the
//! window.

use super::body::Body;
use super::error::{BuildError, BuildErrorKind};
use super::module::Kernel;
use super::types::{Element, MemRefSpec, MemorySpace, TensorMapSpec};
use super::values::MemRef;
use melior::ir::attribute::IntegerAttribute;
use melior::ir::operation::OperationLike;
use melior::ir::operation::{OperationBuilder, OperationMutLike, OperationRefMut};
use tile_lowering::dynamic_smem::WINDOW_ALIGN;
use tile_passes::separate_host_tma::manifest::DYNAMIC_SHARED_BYTES_ATTR;

/// The MLIR memory space of the dynamic shared memory window and its views
/// (`gpu.dynamic_shared_memory` takes no other spelling of space 3).
const WORKGROUP: &str = "#gpu.address_space<workgroup>";

/// One buffer of a [`SharedLayout`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SharedSlot {
    /// Its type (a static shared memref; shape outermost first).
    pub spec: MemRefSpec,
    /// Its byte offset in the window (a multiple of `alignment`).
    pub offset: u64,
    /// The alignment it was placed at, in bytes.
    pub alignment: u64,
}

/// The layout of a kernel's dynamic shared memory: buffers in order, each
/// at the first offset after the previous one that its alignment allows.
/// [`SharedLayout::bytes`] is the size a launch must pass, padding
/// included. A TMA box needs 128-byte alignment, 1024 with the 128-byte
/// swizzle (its swizzle atom: [`SharedLayout::tma_box`] picks it from the
/// tensor map).
///
/// ```
/// use tile_compiler::builder::*;
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// let mut layout = SharedLayout::new();
/// let bar = layout.barrier();                                   // 8 bytes at 0
/// let plain = TensorMapSpec::tiled(Element::F32, BoxDims::innermost_first([64, 16]));
/// let tile = layout.tma_box(&plain)?;                            // 4 KiB at 128
/// let wide = TensorMapSpec::tiled(Element::F16, BoxDims::innermost_first([64, 32])).swizzle(Swizzle::Sw128);
/// let ring = layout.tma_box(&wide)?;                             // 4 KiB at 5120
/// assert_eq!(layout.slots()[bar].offset, 0);
/// assert_eq!(layout.slots()[tile].offset, 128);
/// // The box, outermost first: 16 rows of 64 floats.
/// assert_eq!(layout.slots()[tile].spec, MemRefSpec::shared(Element::F32, Shape::outermost_first([16, 64])));
/// assert_eq!(layout.slots()[ring].offset, 5120);
/// assert_eq!(layout.bytes(), 5120 + 64 * 32 * 2);
/// // An alignment the window cannot give is refused.
/// let e = layout.add(MemRefSpec::barrier(), 4096).err().ok_or("no error")?;
/// assert_eq!(e.rule(), "builder-dynamic-shared");
/// # Ok(()) }
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SharedLayout {
    slots: Vec<SharedSlot>,
    end: u64,
}

fn refuse(message: String) -> BuildError {
    BuildError::new(BuildErrorKind::DynamicShared { message })
}

impl SharedLayout {
    /// An empty layout.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a buffer of type `spec` (a static shared memref) at the next
    /// offset aligned to `alignment` bytes (a power of two, at most 1024:
    /// the window's own alignment); returns its index in
    /// [`SharedLayout::slots`] (and in what [`Kernel::dynamic_shared`]
    /// returns).
    pub fn add(&mut self, spec: MemRefSpec, alignment: u64) -> Result<usize, BuildError> {
        let window = WINDOW_ALIGN as u64;
        if !alignment.is_power_of_two() || alignment > window {
            return Err(refuse(format!(
                "alignment {alignment} of {} is not a power of two of at most {window} bytes",
                spec.to_mlir()
            )));
        }
        let bytes = match spec.bytes() {
            Some(b) if spec.space == MemorySpace::Shared => b,
            _ => {
                return Err(refuse(format!(
                    "a dynamic shared buffer needs a static shared memref, got {}",
                    spec.to_mlir()
                )))
            }
        };
        let offset = self.end.checked_next_multiple_of(alignment);
        let end = offset.and_then(|o| o.checked_add(bytes));
        let (Some(offset), Some(end)) = (offset, end) else {
            return Err(refuse(format!(
                "{} after {} bytes overflows 64 bits",
                spec.to_mlir(),
                self.end
            )));
        };
        self.end = end;
        self.slots.push(SharedSlot {
            spec,
            offset,
            alignment,
        });
        Ok(self.slots.len() - 1)
    }

    /// Adds the buffer one box of the tiled tensor map `map` lands in:
    /// its element type, the box as a shape (the box's extents are
    /// innermost first, the buffer's shape outermost first:
    /// [`BoxDims::to_shape`](super::BoxDims::to_shape)), aligned as the
    /// map's swizzle needs (128 bytes, 256 / 512 / 1024 for the 32 / 64 /
    /// 128-byte swizzles).
    pub fn tma_box(&mut self, map: &TensorMapSpec) -> Result<usize, BuildError> {
        self.tma_boxes(map, 1)
    }

    /// [`SharedLayout::tma_box`] for `stages` boxes in one buffer (a ring:
    /// shape `[stages, box...]`, outermost first); a stage is a multiple
    /// of the box's alignment only when the box's bytes are.
    pub fn tma_boxes(&mut self, map: &TensorMapSpec, stages: i64) -> Result<usize, BuildError> {
        let desc = map.descriptor();
        let element = Element::from_mlir_name(&desc.element_name);
        let box_dims = map.box_dims();
        let (Some(element), false) = (element, desc.is_im2col() || box_dims.is_empty()) else {
            return Err(refuse(format!(
                "a box buffer needs a tiled tensor map with a known element type, got {}",
                map.to_mlir()
            )));
        };
        let mut shape = box_dims.to_shape();
        if stages != 1 {
            shape = shape.with_outer(stages);
        }
        self.add(MemRefSpec::shared(element, shape), desc.shared_alignment())
    }

    /// Adds an mbarrier (`memref<i64>`, 8-byte aligned).
    pub fn barrier(&mut self) -> usize {
        // An 8-byte aligned rank-0 i64 always fits.
        self.add(MemRefSpec::barrier(), 8).unwrap_or(usize::MAX)
    }

    /// The buffers, in the order added.
    pub fn slots(&self) -> &[SharedSlot] {
        &self.slots
    }

    /// The bytes a launch must pass as its dynamic shared memory size: the
    /// end of the last buffer, alignment padding included.
    pub fn bytes(&self) -> u64 {
        self.end
    }
}

impl<'c, 'a> Kernel<'c, 'a> {
    /// Declares the kernel's dynamic shared memory as `layout`: a
    /// `gpu.dynamic_shared_memory` and one `memref.view` per buffer at its
    /// offset, at the end of the kernel's entry block (build them before
    /// the ops that use them); returns the buffers as shared memrefs, in
    /// the layout's order, usable wherever a shared buffer is (TMA
    /// destinations and sources, mbarriers, [`Body::view`]). The kernel
    /// records [`SharedLayout::bytes`] (`tile.dynamic_shared_bytes`),
    /// which the launch manifest reports as its `dynamic_bytes`. Once per
    /// kernel; more than the target's thread block can hold is
    /// `smem-capacity`.
    ///
    /// ```
    /// use tile_compiler::builder::*;
    /// use tile_compiler::{CompileOptions, Session, Target};
    /// # fn main() -> Result<(), Box<dyn std::error::Error>> {
    /// let session = Session::new();
    /// let m = ModuleBuilder::new(&session, "k", Target::parse("sm_90a")?)?;
    /// let map = TensorMapSpec::tiled(Element::F32, BoxDims::innermost_first([64, 64]));
    /// let k = m.kernel("k", &[KernelParam::TensorMap(map.clone())], LaunchBounds::threads(128))?;
    /// let mut layout = SharedLayout::new();
    /// let (tile, bar) = (layout.tma_box(&map)?, layout.barrier());
    /// let buffers = k.dynamic_shared(&layout)?;
    /// assert_eq!(buffers[tile].spec(), &MemRefSpec::shared(Element::F32, Shape::outermost_first([64, 64])));
    /// assert_eq!(buffers[bar].spec(), &MemRefSpec::barrier());
    /// let text = session.print(m.module());
    /// assert!(text.contains("tile.dynamic_shared_bytes = 16392"), "{text}");
    /// assert!(text.contains("gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>"), "{text}");
    /// // Twice is a mistake.
    /// assert_eq!(k.dynamic_shared(&layout).err().map(|e| e.rule()), Some("builder-dynamic-shared"));
    /// # Ok(()) }
    /// ```
    #[track_caller]
    pub fn dynamic_shared(&self, layout: &SharedLayout) -> Result<Vec<MemRef<'c, 'a>>, BuildError> {
        let body: &Body<'c, 'a> = self.body();
        let func = body.func();
        if func.attribute(DYNAMIC_SHARED_BYTES_ATTR).is_ok() {
            return Err(body.fail(BuildErrorKind::DynamicShared {
                message: "the kernel's dynamic shared memory is already declared".into(),
            }));
        }
        let bytes = layout.bytes();
        let target = self.target();
        if let Some(v) =
            target.check_shared_capacity("the dynamic shared memory layout", Some(bytes))
        {
            return Err(body.fail(BuildErrorKind::Target {
                rule: v.rule,
                message: v.message,
            }));
        }
        let location = body.here();
        let window_type = body.ty(&format!("memref<?xi8, {WORKGROUP}>"))?;
        let window = body.single(
            OperationBuilder::new("gpu.dynamic_shared_memory", location)
                .add_results(&[window_type]),
        )?;
        let mut buffers = Vec::with_capacity(layout.slots().len());
        for slot in layout.slots() {
            let offset = body.index(i64::try_from(slot.offset).unwrap_or(i64::MAX))?;
            let ty = body.ty(&slot.spec.to_mlir_in(WORKGROUP))?;
            let view = body.single(
                OperationBuilder::new("memref.view", location)
                    .add_operands(&[window, offset.value()])
                    .add_results(&[ty]),
            )?;
            buffers.push(MemRef {
                value: view,
                spec: slot.spec.clone(),
            });
        }
        let size = IntegerAttribute::new(body.ty("i64")?, i64::try_from(bytes).unwrap_or(i64::MAX));
        // SAFETY: `func` is the kernel's live `gpu.func`, which this
        // builder owns (through the module builder) and nothing else
        // borrows while the attribute is set.
        let mut func = unsafe { OperationRefMut::from_raw(func.to_raw()) };
        func.set_discardable_attribute(DYNAMIC_SHARED_BYTES_ATTR, size.into());
        Ok(buffers)
    }
}
