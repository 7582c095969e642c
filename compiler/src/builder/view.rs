//! [`Body::view`]: a contiguous view into a shared buffer at a (dynamic)
//! element offset (`memref.reinterpret_cast`). Added for the `tile-dsl`
//! example (`examples/tile-dsl`): its multicast and im2col kernels land
//! TMA boxes at offsets inside one shared buffer.

use super::axes::Shape;
use super::body::Body;
use super::error::{BuildError, BuildErrorKind};
use super::types::{MemRefSpec, MemorySpace};
use super::values::{Index, MemRef};
use melior::ir::attribute::{DenseI32ArrayAttribute, DenseI64ArrayAttribute, IntegerAttribute};
use melior::ir::operation::OperationBuilder;
use melior::ir::r#type::MemRefType;
use melior::ir::ValueLike;

/// How `buffer`'s MLIR type spells its memory space: `3`, or
/// `#gpu.address_space<workgroup>` for a view of dynamic shared memory.
fn space_of(buffer: &MemRef<'_, '_>) -> String {
    let space = MemRefType::try_from(buffer.value.r#type())
        .ok()
        .and_then(|m| m.memory_space());
    match space {
        Some(a) => match IntegerAttribute::try_from(a) {
            Ok(number) => number.value().to_string(),
            Err(_) => a.to_string(),
        },
        None => "3".to_string(),
    }
}

impl<'c, 'a> Body<'c, 'a> {
    /// A row-major contiguous view of `shape` into the static shared buffer
    /// `buffer`, starting `offset` elements in (`memref.reinterpret_cast`
    /// with a dynamic offset). The view is at most as large as the buffer
    /// (a [`BuildErrorKind::Shape`] otherwise); that `offset` keeps it inside is
    /// the caller's to ensure. The returned handle's [`MemRefSpec`] is the
    /// view's shape (its type is `strided<[...], offset: ?>`).
    ///
    /// ```
    /// use tile_compiler::builder::*;
    /// use tile_compiler::{Session, Target};
    /// # fn main() -> Result<(), Box<dyn std::error::Error>> {
    /// let session = Session::new();
    /// let m = ModuleBuilder::new(&session, "kernels", Target::parse("sm_90a")?)?;
    /// let k = m.kernel("k", &[], LaunchBounds::threads(32))?;
    /// let ring = k.shared("ring", &MemRefSpec::shared(Element::F32, Shape::outermost_first([4, 32, 64])), 1024)?;
    /// // Stage 2 of the ring: 32 x 64 elements from element 2 * 32 * 64.
    /// let stage = k.view(&ring, k.index(2 * 32 * 64)?, Shape::outermost_first([32, 64]))?;
    /// assert_eq!(stage.spec().shape, vec![Some(32), Some(64)]);
    /// let text = session.print(m.module());
    /// assert!(text.contains("memref<32x64xf32, strided<[64, 1], offset: ?>, 3>"));
    /// // A view larger than its buffer is refused.
    /// let e = k.view(&ring, k.index(0)?, Shape::outermost_first([8, 32, 64])).err().ok_or("no error")?;
    /// assert_eq!(e.rule(), "builder-shape");
    /// # Ok(()) }
    /// ```
    #[track_caller]
    pub fn view(
        &self,
        buffer: &MemRef<'c, 'a>,
        offset: Index<'c, 'a>,
        shape: Shape,
    ) -> Result<MemRef<'c, 'a>, BuildError> {
        const OP: &str = "memref.reinterpret_cast";
        let shape = shape.values();
        let total = buffer.spec.bytes();
        let spec = MemRefSpec {
            element: buffer.spec.element,
            shape: shape.iter().map(|d| Some(*d)).collect(),
            space: buffer.spec.space,
            strides: None,
        };
        if buffer.spec.space != MemorySpace::Shared
            || total.is_none()
            || shape.iter().any(|d| *d <= 0)
            || spec.bytes() > total
        {
            return Err(self.fail(BuildErrorKind::Shape {
                op: OP,
                message: format!(
                    "a view {shape:?} needs a static shared buffer at least as large, got {}",
                    buffer.spec.to_mlir()
                ),
            }));
        }
        let mut strides = vec![1i64; shape.len()];
        for d in (0..shape.len().saturating_sub(1)).rev() {
            strides[d] = strides[d + 1] * shape[d + 1];
        }
        let dims: Vec<String> = shape.iter().map(i64::to_string).collect();
        let stride_text: Vec<String> = strides.iter().map(i64::to_string).collect();
        let ty = self.ty(&format!(
            "memref<{}x{}, strided<[{}], offset: ?>, {}>",
            dims.join("x"),
            buffer.spec.element.mlir_name(),
            stride_text.join(", "),
            space_of(buffer)
        ))?;
        let builder = OperationBuilder::new(OP, self.here())
            .add_operands(&[buffer.value, offset.value()])
            .add_attributes(&[
                (
                    self.id("static_offsets"),
                    DenseI64ArrayAttribute::new(self.context, &[i64::MIN]).into(),
                ),
                (
                    self.id("static_sizes"),
                    DenseI64ArrayAttribute::new(self.context, shape).into(),
                ),
                (
                    self.id("static_strides"),
                    DenseI64ArrayAttribute::new(self.context, &strides).into(),
                ),
                (
                    self.id(tile_dialect::ops::OPERAND_SEGMENT_SIZES),
                    DenseI32ArrayAttribute::new(self.context, &[1, 1, 0, 0]).into(),
                ),
            ])
            .add_results(&[ty]);
        Ok(MemRef {
            value: self.single(builder)?,
            spec,
        })
    }
}
