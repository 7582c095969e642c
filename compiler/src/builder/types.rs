//! The typed descriptions the builders take: element types, memref types,
//! tensor-map types, kernel parameters and launch sizes. Each knows its
//! MLIR type; none needs a context.

use super::axes::{BoxDims, Shape};
use super::error::{BuildError, BuildErrorKind};
/// A TMA descriptor as the rules crate describes it (what
/// [`TensorMapSpec::from_descriptor`] takes and
/// [`TensorMapSpec::descriptor`] gives).
pub use tile_rules::descriptor::Descriptor;
pub use tile_rules::enums::{
    CpAsyncCache, DescMode, FenceScope, Interleave, L2Promotion, LoadMode, OobFill, ProxySpace,
    ReduceKind, SharedSpace, StoreMode, Swizzle,
};

/// An element type of memrefs and tensor maps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Element {
    /// `i8`.
    I8,
    /// `i16`.
    I16,
    /// `i32`.
    I32,
    /// `i64`.
    I64,
    /// `f16`.
    F16,
    /// `bf16`.
    BF16,
    /// `f32`.
    F32,
    /// `f64`.
    F64,
}

impl Element {
    /// The MLIR spelling (`f32`).
    pub fn mlir_name(self) -> &'static str {
        match self {
            Element::I8 => "i8",
            Element::I16 => "i16",
            Element::I32 => "i32",
            Element::I64 => "i64",
            Element::F16 => "f16",
            Element::BF16 => "bf16",
            Element::F32 => "f32",
            Element::F64 => "f64",
        }
    }

    /// The element type spelled `name` in MLIR (`f32`), if it is one of these.
    ///
    /// ```
    /// use tile_compiler::builder::Element;
    /// assert_eq!(Element::from_mlir_name("bf16"), Some(Element::BF16));
    /// assert_eq!(Element::from_mlir_name("f8"), None);
    /// ```
    pub fn from_mlir_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|e| e.mlir_name() == name)
    }

    /// Every element type, in declaration order.
    pub const ALL: [Element; 8] = [
        Element::I8,
        Element::I16,
        Element::I32,
        Element::I64,
        Element::F16,
        Element::BF16,
        Element::F32,
        Element::F64,
    ];

    /// Its size in bytes.
    pub fn bytes(self) -> u64 {
        match self {
            Element::I8 => 1,
            Element::I16 | Element::F16 | Element::BF16 => 2,
            Element::I32 | Element::F32 => 4,
            Element::I64 | Element::F64 => 8,
        }
    }
}

/// Where a memref lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemorySpace {
    /// Global memory (address space 1).
    Global,
    /// Shared memory of the CTA (address space 3).
    Shared,
}

impl MemorySpace {
    fn number(self) -> u32 {
        match self {
            MemorySpace::Global => 1,
            MemorySpace::Shared => 3,
        }
    }

    pub(crate) fn name(self) -> &'static str {
        match self {
            MemorySpace::Global => "global",
            MemorySpace::Shared => "shared",
        }
    }
}

/// A memref type: element, shape (outermost first, MLIR's order: a
/// [`Shape`]; `None` is a dynamic extent), memory space, and the identity
/// layout or a `strided<[...]>` one ([`MemRefSpec::with_strides`]: a
/// padded global tensor, its row pitch known only at launch).
///
/// ```
/// use tile_compiler::builder::{Element, MemRefSpec, Shape};
/// assert_eq!(MemRefSpec::shared(Element::F32, Shape::outermost_first([32, 64])).to_mlir(), "memref<32x64xf32, 3>");
/// assert_eq!(MemRefSpec::global_dynamic(Element::F16, 2).to_mlir(), "memref<?x?xf16, 1>");
/// assert_eq!(MemRefSpec::barrier().to_mlir(), "memref<i64, 3>");
/// // Rows of any pitch, elements contiguous.
/// let padded = MemRefSpec::global_dynamic(Element::F32, 2).with_strides(vec![None, Some(1)]);
/// assert_eq!(padded.to_mlir(), "memref<?x?xf32, strided<[?, 1]>, 1>");
/// assert_eq!(padded.bytes(), None);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MemRefSpec {
    /// The element type.
    pub element: Element,
    /// Extents, outermost first; `None` is dynamic (`?`).
    pub shape: Vec<Option<i64>>,
    /// The memory space.
    pub space: MemorySpace,
    /// Element strides, outermost first (`None` is dynamic, `?`), of a
    /// `strided<[...]>` layout; `None`: the identity layout.
    pub strides: Option<Vec<Option<i64>>>,
}

impl MemRefSpec {
    /// A static global memref of `shape`.
    pub fn global(element: Element, shape: Shape) -> Self {
        Self {
            element,
            shape: shape.values().iter().map(|d| Some(*d)).collect(),
            space: MemorySpace::Global,
            strides: None,
        }
    }

    /// A global memref of `rank` dynamic extents (`memref<?x?xf32, 1>`).
    pub fn global_dynamic(element: Element, rank: usize) -> Self {
        Self {
            element,
            shape: vec![None; rank],
            space: MemorySpace::Global,
            strides: None,
        }
    }

    /// A static shared-memory buffer of `shape`.
    pub fn shared(element: Element, shape: Shape) -> Self {
        Self {
            element,
            shape: shape.values().iter().map(|d| Some(*d)).collect(),
            space: MemorySpace::Shared,
            strides: None,
        }
    }

    /// An mbarrier: `memref<i64, 3>`.
    pub fn barrier() -> Self {
        Self::shared(Element::I64, Shape::default())
    }

    /// A 128-byte descriptor slot (`memref<128xi8, 1|3>`).
    pub fn slot(space: MemorySpace) -> Self {
        Self {
            element: Element::I8,
            shape: vec![Some(128)],
            space,
            strides: None,
        }
    }

    /// With a `strided<[...]>` layout of these element strides (outermost
    /// first, one per dimension; `None` is dynamic).
    pub fn with_strides(mut self, strides: Vec<Option<i64>>) -> Self {
        self.strides = Some(strides);
        self
    }

    /// The rank.
    pub fn rank(&self) -> usize {
        self.shape.len()
    }

    /// Its size in bytes, when static (and of the identity layout).
    pub fn bytes(&self) -> Option<u64> {
        if self.strides.is_some() {
            return None;
        }
        self.shape.iter().try_fold(self.element.bytes(), |acc, d| {
            d.and_then(|d| u64::try_from(d).ok()).map(|d| acc * d)
        })
    }

    /// The static shape, outermost first (`None` when an extent is
    /// dynamic).
    pub fn static_shape(&self) -> Option<Shape> {
        let dims: Option<Vec<i64>> = self.shape.iter().copied().collect();
        dims.map(Shape::outermost_first)
    }

    /// The MLIR type as text.
    pub fn to_mlir(&self) -> String {
        self.to_mlir_in(&self.space.number().to_string())
    }

    /// The MLIR type as text with the memory space spelled `space`
    /// (`#gpu.address_space<workgroup>`).
    pub(crate) fn to_mlir_in(&self, space: &str) -> String {
        let mut text = String::from("memref<");
        for d in &self.shape {
            match d {
                Some(d) => text += &d.to_string(),
                None => text.push('?'),
            }
            text.push('x');
        }
        text += self.element.mlir_name();
        if let Some(strides) = &self.strides {
            let strides: Vec<String> = strides
                .iter()
                .map(|s| s.map_or("?".to_string(), |s| s.to_string()))
                .collect();
            text += &format!(", strided<[{}]>", strides.join(", "));
        }
        text += &format!(", {space}>");
        text
    }
}

/// A `!tile.tensormap` type: the static part of a TMA descriptor (element
/// type, box, swizzle, interleave, L2 promotion, out-of-bounds fill,
/// element strides, im2col geometry). Built with [`TensorMapSpec::tiled`]
/// or [`TensorMapSpec::im2col`] and refined with the other methods;
/// [`TensorMapSpec::check`] applies the descriptor rules.
///
/// ```
/// use tile_compiler::builder::{BoxDims, Element, Swizzle, TensorMapSpec};
/// // 32 rows of 64 bf16: the box innermost first.
/// let spec = TensorMapSpec::tiled(Element::BF16, BoxDims::innermost_first([64, 32])).swizzle(Swizzle::Sw128);
/// assert_eq!(spec.to_mlir(), "!tile.tensormap<bf16, rank = 2, box = [64, 32], swizzle = sw128>");
/// assert_eq!(spec, TensorMapSpec::tiled(Element::BF16, BoxDims::outermost_first([32, 64])).swizzle(Swizzle::Sw128));
/// assert!(spec.check().is_ok());
/// // A box extent above 256 breaks a descriptor rule.
/// assert!(TensorMapSpec::tiled(Element::F32, BoxDims::innermost_first([512, 1])).check().is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TensorMapSpec {
    desc: Descriptor,
}

impl TensorMapSpec {
    /// A tiled descriptor with box extents `box_dims` (kept innermost
    /// first, as `cuTensorMapEncodeTiled` takes them); the rank is their
    /// count.
    pub fn tiled(element: Element, box_dims: BoxDims) -> Self {
        Self {
            desc: Descriptor::tiled(element.mlir_name(), box_dims.values()),
        }
    }

    /// An im2col descriptor (`mode = im2col`) of `rank` dims; the corners
    /// are per spatial dim, innermost first.
    pub fn im2col(
        element: Element,
        rank: usize,
        channels_per_pixel: i64,
        pixels_per_column: i64,
        lower_corner: BoxDims,
        upper_corner: BoxDims,
    ) -> Self {
        let mut desc = Descriptor::tiled(element.mlir_name(), &[]);
        desc.rank = rank as i64;
        desc.mode = DescMode::Im2col;
        desc.channels_per_pixel = channels_per_pixel;
        desc.pixels_per_column = pixels_per_column;
        desc.lower_corner = lower_corner.into_values();
        desc.upper_corner = upper_corner.into_values();
        Self { desc }
    }

    /// Any descriptor the rules crate describes.
    pub fn from_descriptor(desc: Descriptor) -> Self {
        Self { desc }
    }

    /// With this shared-memory swizzle.
    pub fn swizzle(mut self, swizzle: Swizzle) -> Self {
        self.desc.swizzle = swizzle;
        self
    }

    /// With this interleave layout.
    pub fn interleave(mut self, interleave: Interleave) -> Self {
        self.desc.interleave = interleave;
        self
    }

    /// With this L2 sector promotion.
    pub fn l2_promotion(mut self, promotion: L2Promotion) -> Self {
        self.desc.l2_promotion = promotion;
        self
    }

    /// With this out-of-bounds fill.
    pub fn oob_fill(mut self, fill: OobFill) -> Self {
        self.desc.oob_fill = fill;
        self
    }

    /// With these element strides (one per dim, innermost first).
    pub fn element_strides(mut self, strides: BoxDims) -> Self {
        self.desc.element_strides = strides.into_values();
        self
    }

    /// The box extents (innermost first; empty for im2col maps).
    pub fn box_dims(&self) -> BoxDims {
        BoxDims::innermost_first(self.desc.box_dims.iter().copied())
    }

    /// With this encoding mode (`im2col_w`, ...).
    pub fn mode(mut self, mode: DescMode) -> Self {
        self.desc.mode = mode;
        self
    }

    /// The descriptor.
    pub fn descriptor(&self) -> &Descriptor {
        &self.desc
    }

    /// The rank (number of dims and of coordinates).
    pub fn rank(&self) -> usize {
        usize::try_from(self.desc.rank).unwrap_or(0)
    }

    /// The box's size in bytes (tiled: product of the box extents times
    /// the element size), when the element type is known.
    pub fn box_bytes(&self) -> Option<u64> {
        let element = self.desc.element()?.bytes();
        self.desc
            .box_dims
            .iter()
            .try_fold(element, |acc, d| u64::try_from(*d).ok().map(|d| acc * d))
    }

    /// The descriptor rules (errors only): the first broken one as a
    /// [`BuildErrorKind::TensorMap`] (in no kernel, at no place: the
    /// builders add those).
    pub fn check(&self) -> Result<(), BuildError> {
        match self
            .desc
            .check()
            .into_iter()
            .find(|v| v.severity == tile_rules::Severity::Error)
        {
            Some(v) => Err(BuildError::new(BuildErrorKind::TensorMap {
                rule: v.rule,
                message: v.message,
            })),
            None => Ok(()),
        }
    }

    /// The MLIR type as text.
    pub fn to_mlir(&self) -> String {
        tile_dialect::tensormap::to_text(&self.desc)
    }
}

/// One kernel parameter, in order.
///
/// ```
/// use tile_compiler::builder::{BoxDims, Element, KernelParam, MemRefSpec, TensorMapSpec};
/// let p = KernelParam::MemRef(MemRefSpec::global_dynamic(Element::I64, 1));
/// assert_eq!(p.to_mlir(), "memref<?xi64, 1>");
/// let t = KernelParam::TensorMap(TensorMapSpec::tiled(Element::F16, BoxDims::innermost_first([64, 16])));
/// assert_eq!(t.to_mlir(), "!tile.tensormap<f16, rank = 2, box = [64, 16]>");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KernelParam {
    /// A memref (the launch passes its descriptor; PTX gets 3 + 2 * rank
    /// words).
    MemRef(MemRefSpec),
    /// A tensor map encoded by the caller on the host (128 bytes by value).
    TensorMap(TensorMapSpec),
    /// An `index`.
    Index,
    /// An `i32`.
    I32,
    /// An `i64`.
    I64,
    /// A global pointer (`!llvm.ptr<1>`).
    GlobalPtr,
}

impl KernelParam {
    /// The MLIR type as text.
    pub fn to_mlir(&self) -> String {
        match self {
            KernelParam::MemRef(m) => m.to_mlir(),
            KernelParam::TensorMap(t) => t.to_mlir(),
            KernelParam::Index => "index".into(),
            KernelParam::I32 => "i32".into(),
            KernelParam::I64 => "i64".into(),
            KernelParam::GlobalPtr => "!llvm.ptr<1>".into(),
        }
    }

    pub(crate) fn kind_name(&self) -> &'static str {
        match self {
            KernelParam::MemRef(_) => "a memref",
            KernelParam::TensorMap(_) => "a tensor map",
            KernelParam::Index => "an index",
            KernelParam::I32 => "an i32",
            KernelParam::I64 => "an i64",
            KernelParam::GlobalPtr => "a global pointer",
        }
    }
}

/// The launch sizes a kernel is compiled for: threads per block (known to
/// the compiler as `known_block_size`) and, optionally, the grid
/// (`known_grid_size`).
///
/// ```
/// use tile_compiler::builder::LaunchBounds;
/// let launch = LaunchBounds::threads(256).with_grid([64, 32, 1]);
/// assert_eq!(launch.block, [256, 1, 1]);
/// assert_eq!(launch.grid, Some([64, 32, 1]));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchBounds {
    /// Threads per block, x y z.
    pub block: [u32; 3],
    /// Blocks per grid, x y z, when fixed.
    pub grid: Option<[u32; 3]>,
}

impl LaunchBounds {
    /// `threads` threads in x, any grid.
    pub fn threads(threads: u32) -> Self {
        Self {
            block: [threads, 1, 1],
            grid: None,
        }
    }

    /// With a fixed grid.
    pub fn with_grid(mut self, grid: [u32; 3]) -> Self {
        self.grid = Some(grid);
        self
    }

    pub(crate) fn check(&self) -> Result<(), BuildError> {
        let threads: u64 = self.block.iter().map(|d| u64::from(*d)).product();
        if self.block.contains(&0) || threads > 1024 {
            return Err(BuildError::new(BuildErrorKind::LaunchSize {
                what: "block",
                dims: self.block,
                limit: " and the block at most 1024 threads",
            }));
        }
        if let Some(grid) = self.grid {
            if grid.contains(&0) {
                return Err(BuildError::new(BuildErrorKind::LaunchSize {
                    what: "grid",
                    dims: grid,
                    limit: "",
                }));
            }
        }
        Ok(())
    }
}

/// A dimension of the thread, block or cluster index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dim {
    /// x.
    X,
    /// y.
    Y,
    /// z.
    Z,
}

impl Dim {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Dim::X => "x",
            Dim::Y => "y",
            Dim::Z => "z",
        }
    }
}
