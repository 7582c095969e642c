//! Element-wise work on tiles in memory: [`Scalar`] values of any tile
//! element type, [`Body::load_element`] / [`Body::store_element`]
//! (`memref.load` / `memref.store`, shared or global) and
//! [`Body::add_elements`] (`arith.addf` for floats, `arith.addi` for
//! integers). With [`Body::for_range`] (a strided thread loop),
//! [`Body::fence_proxy_async`] and [`Body::sync_threads`] they build a
//! read-modify-write of a TMA-loaded tile in shared memory before its TMA
//! store (the doc example of [`Body::add_elements`]).

use super::body::Body;
use super::error::{BuildError, BuildErrorKind};
use super::types::Element;
use super::values::{Index, MemRef};
use melior::ir::operation::OperationBuilder;
use melior::ir::Value;

/// A scalar of a tile element type (`f32`, `bf16`, `i32`, ...): what
/// [`Body::load_element`] returns and [`Body::store_element`] and
/// [`Body::add_elements`] take.
#[derive(Clone, Copy)]
pub struct Scalar<'c, 'a> {
    pub(crate) value: Value<'c, 'a>,
    pub(crate) element: Element,
}

impl<'c, 'a> Scalar<'c, 'a> {
    /// The MLIR value.
    pub fn value(self) -> Value<'c, 'a> {
        self.value
    }

    /// Its element type.
    pub fn element(self) -> Element {
        self.element
    }
}

/// Whether `element` is a floating-point type (`arith.addf`).
fn is_float(element: Element) -> bool {
    matches!(
        element,
        Element::F16 | Element::BF16 | Element::F32 | Element::F64
    )
}

impl<'c, 'a> Body<'c, 'a> {
    /// Checks that `indices` address every dimension of `memref`.
    fn element_indices(
        &self,
        op: &'static str,
        memref: &MemRef<'c, 'a>,
        indices: &[Index<'c, 'a>],
    ) -> Result<(), BuildError> {
        if indices.len() != memref.spec.rank() {
            return Err(self.fail(BuildErrorKind::Arity {
                op,
                what: "indices",
                expected: memref.spec.rank(),
                got: indices.len(),
            }));
        }
        Ok(())
    }

    /// `memref.load` of one element of `memref` (any element type, shared
    /// or global memory), one index per dimension: a [`Scalar`] of the
    /// memref's element type. A wrong index count is a
    /// [`BuildErrorKind::Arity`].
    ///
    /// ```
    /// use tile_compiler::builder::*;
    /// use tile_compiler::{Session, Target};
    /// # fn main() -> Result<(), Box<dyn std::error::Error>> {
    /// let session = Session::new();
    /// let m = ModuleBuilder::new(&session, "kernels", Target::parse("sm_90a")?)?;
    /// let k = m.kernel("k", &[], LaunchBounds::threads(32))?;
    /// let tile = k.shared("tile", &MemRefSpec::shared(Element::BF16, Shape::outermost_first([8, 64])), 128)?;
    /// let v = k.load_element(&tile, &[k.index(1)?, k.thread_id(Dim::X)?])?;
    /// assert_eq!(v.element(), Element::BF16);
    /// assert!(session.print(m.module()).contains("memref.load"));
    /// let e = k.load_element(&tile, &[k.index(0)?]).err().ok_or("no error")?;
    /// assert_eq!(e.rule(), "builder-arity");
    /// # Ok(()) }
    /// ```
    #[track_caller]
    pub fn load_element(
        &self,
        memref: &MemRef<'c, 'a>,
        indices: &[Index<'c, 'a>],
    ) -> Result<Scalar<'c, 'a>, BuildError> {
        self.element_indices("memref.load", memref, indices)?;
        let element = memref.spec.element;
        let mut operands = vec![memref.value];
        operands.extend(indices.iter().map(|i| i.value()));
        let builder = OperationBuilder::new("memref.load", self.here())
            .add_operands(&operands)
            .add_results(&[self.ty(element.mlir_name())?]);
        Ok(Scalar {
            value: self.single(builder)?,
            element,
        })
    }

    /// `memref.store` of `value` into one element of `memref`, one index per
    /// dimension. `value`'s element type must be the memref's (a
    /// [`BuildErrorKind::Shape`] otherwise).
    ///
    /// ```
    /// use tile_compiler::builder::*;
    /// use tile_compiler::{Session, Target};
    /// # fn main() -> Result<(), Box<dyn std::error::Error>> {
    /// let session = Session::new();
    /// let m = ModuleBuilder::new(&session, "kernels", Target::parse("sm_90a")?)?;
    /// let k = m.kernel("k", &[], LaunchBounds::threads(32))?;
    /// let a = k.shared("a", &MemRefSpec::shared(Element::F32, Shape::outermost_first([32])), 128)?;
    /// let b = k.shared("b", &MemRefSpec::shared(Element::I32, Shape::outermost_first([32])), 128)?;
    /// let tid = k.thread_id(Dim::X)?;
    /// let v = k.load_element(&a, &[tid])?;
    /// k.store_element(v, &a, &[k.index(0)?])?;
    /// assert!(session.print(m.module()).contains("memref.store"));
    /// // An f32 into an i32 buffer is refused.
    /// let e = k.store_element(v, &b, &[tid]).err().ok_or("no error")?;
    /// assert_eq!(e.rule(), "builder-shape");
    /// # Ok(()) }
    /// ```
    #[track_caller]
    pub fn store_element(
        &self,
        value: Scalar<'c, 'a>,
        memref: &MemRef<'c, 'a>,
        indices: &[Index<'c, 'a>],
    ) -> Result<(), BuildError> {
        if value.element != memref.spec.element {
            return Err(self.fail(BuildErrorKind::Shape {
                op: "memref.store",
                message: format!(
                    "a store of {} needs {} elements, got {}",
                    value.element.mlir_name(),
                    value.element.mlir_name(),
                    memref.spec.to_mlir()
                ),
            }));
        }
        self.element_indices("memref.store", memref, indices)?;
        let mut operands = vec![value.value, memref.value];
        operands.extend(indices.iter().map(|i| i.value()));
        self.insert(
            self.build(OperationBuilder::new("memref.store", self.here()).add_operands(&operands))?,
        );
        Ok(())
    }

    /// `a + b` of two scalars of one element type: `arith.addf` (round to
    /// nearest: PTX `add.rn`) for floats, `arith.addi` (wrapping) for
    /// integers. Different element types are a [`BuildErrorKind::Shape`].
    ///
    /// A read-modify-write of a tile in shared memory, `acc += src`, by
    /// every thread of the CTA (a strided thread loop), made visible to a
    /// later TMA store (`fence.proxy.async.shared::cta`, then the CTA
    /// barrier):
    ///
    /// ```
    /// use tile_compiler::builder::*;
    /// use tile_compiler::{CompileOptions, Session, Target};
    /// # fn main() -> Result<(), Box<dyn std::error::Error>> {
    /// let session = Session::new();
    /// let m = ModuleBuilder::new(&session, "kernels", Target::parse("sm_90a")?)?;
    /// let k = m.kernel("rmw", &[], LaunchBounds::threads(128))?;
    /// let spec = MemRefSpec::shared(Element::F32, Shape::outermost_first([32, 64]));
    /// let src = k.shared("src_tile", &spec, 1024)?;
    /// let acc = k.shared("acc_tile", &spec, 1024)?;
    /// let src = k.view(&src, k.index(0)?, Shape::outermost_first([32 * 64]))?;
    /// let acc = k.view(&acc, k.index(0)?, Shape::outermost_first([32 * 64]))?;
    /// let (tid, end, step) = (k.thread_id(Dim::X)?, k.index(32 * 64)?, k.index(128)?);
    /// k.for_range(tid, end, step, |b, e| {
    ///     let sum = b.add_elements(b.load_element(&acc, &[e])?, b.load_element(&src, &[e])?)?;
    ///     b.store_element(sum, &acc, &[e])
    /// })?;
    /// k.fence_proxy_async(ProxySpace::SharedCta)?;
    /// k.sync_threads()?;
    /// let mut module = m.finish();
    /// let artifacts = session.compile(&mut module, &CompileOptions::default())?;
    /// let ptx = &artifacts.kernel("rmw").ok_or("no kernel")?.ptx;
    /// assert!(ptx.contains("add.rn.f32") || ptx.contains("add.f32"), "{ptx}");
    /// assert!(ptx.contains("fence.proxy.async.shared::cta"), "{ptx}");
    /// # Ok(()) }
    /// ```
    #[track_caller]
    pub fn add_elements(
        &self,
        a: Scalar<'c, 'a>,
        b: Scalar<'c, 'a>,
    ) -> Result<Scalar<'c, 'a>, BuildError> {
        let op = if is_float(a.element) {
            "arith.addf"
        } else {
            "arith.addi"
        };
        if a.element != b.element {
            return Err(self.fail(BuildErrorKind::Shape {
                op,
                message: format!(
                    "an add needs one element type, got {} and {}",
                    a.element.mlir_name(),
                    b.element.mlir_name()
                ),
            }));
        }
        let builder = OperationBuilder::new(op, self.here())
            .add_operands(&[a.value, b.value])
            .add_results(&[self.ty(a.element.mlir_name())?]);
        Ok(Scalar {
            value: self.single(builder)?,
            element: a.element,
        })
    }
}
