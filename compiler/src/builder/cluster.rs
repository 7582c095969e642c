//! Builders a pipelined or clustered front end needs besides the `tile`
//! ops: a contiguous view into a shared buffer at a (dynamic) element
//! offset (`memref.reinterpret_cast`), the cluster barrier
//! (`nvvm.cluster.arrive` + `nvvm.cluster.wait`) and the fence that makes
//! mbarrier initialisation visible to the cluster
//! (`nvvm.fence.mbarrier.init`). Added for the `tile-dsl` example
//! (`examples/tile-dsl`): its multicast and im2col kernels land TMA boxes
//! at offsets inside one shared buffer and synchronise a cluster.

use super::body::Body;
use super::error::BuildError;
use super::types::{MemRefSpec, MemorySpace};
use super::values::{Index, MemRef};
use melior::ir::attribute::DenseI32ArrayAttribute;
use melior::ir::attribute::DenseI64ArrayAttribute;
use melior::ir::operation::OperationBuilder;

impl<'c, 'a> Body<'c, 'a> {
    /// A row-major contiguous view of `shape` into the static shared buffer
    /// `buffer`, starting `offset` elements in (`memref.reinterpret_cast`
    /// with a dynamic offset). The view must fit in the buffer when the
    /// offset is a constant; the returned handle's [`MemRefSpec`] is the
    /// view's shape (its type is `strided<[...], offset: ?>`).
    #[track_caller]
    pub fn view(
        &self,
        buffer: &MemRef<'c, 'a>,
        offset: Index<'c, 'a>,
        shape: &[i64],
    ) -> Result<MemRef<'c, 'a>, BuildError> {
        const OP: &str = "memref.reinterpret_cast";
        let total = buffer.spec.bytes();
        let spec = MemRefSpec {
            element: buffer.spec.element,
            shape: shape.iter().map(|d| Some(*d)).collect(),
            space: buffer.spec.space,
        };
        if buffer.spec.space != MemorySpace::Shared
            || total.is_none()
            || shape.iter().any(|d| *d <= 0)
            || spec.bytes() > total
        {
            return Err(BuildError::Shape {
                op: OP,
                message: format!(
                    "a view {shape:?} needs a static shared buffer at least as large, got {}",
                    buffer.spec.to_mlir()
                ),
            });
        }
        let mut strides = vec![1i64; shape.len()];
        for d in (0..shape.len().saturating_sub(1)).rev() {
            strides[d] = strides[d + 1] * shape[d + 1];
        }
        let dims: Vec<String> = shape.iter().map(i64::to_string).collect();
        let stride_text: Vec<String> = strides.iter().map(i64::to_string).collect();
        let ty = self.ty(&format!(
            "memref<{}x{}, strided<[{}], offset: ?>, 3>",
            dims.join("x"),
            buffer.spec.element.mlir_name(),
            stride_text.join(", ")
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
                    self.id("operandSegmentSizes"),
                    DenseI32ArrayAttribute::new(self.context, &[1, 1, 0, 0]).into(),
                ),
            ])
            .add_results(&[ty]);
        Ok(MemRef {
            value: self.single(builder)?,
            spec,
        })
    }

    /// The cluster barrier: `nvvm.cluster.arrive` then `nvvm.cluster.wait`
    /// (every thread of every CTA of the cluster must reach it).
    #[track_caller]
    pub fn cluster_sync(&self) -> Result<(), BuildError> {
        let location = self.here();
        self.insert(OperationBuilder::new("nvvm.cluster.arrive", location).build()?);
        self.insert(OperationBuilder::new("nvvm.cluster.wait", location).build()?);
        Ok(())
    }

    /// `nvvm.fence.mbarrier.init`: makes this thread's mbarrier inits
    /// visible to the cluster (before a peer may signal them).
    #[track_caller]
    pub fn fence_mbarrier_init(&self) -> Result<(), BuildError> {
        self.insert(OperationBuilder::new("nvvm.fence.mbarrier.init", self.here()).build()?);
        Ok(())
    }
}
