//! The order of per-axis lists. Two conventions meet in a TMA kernel:
//! the tensor-map side (box extents, element strides, coordinates, the
//! dims and byte strides of a descriptor, im2col corners) lists axes
//! **innermost first**, as `cuTensorMapEncodeTiled` and PTX take them; the
//! memref side (shapes, and MLIR's memref indices) lists them **outermost
//! first**, as MLIR does. A box of 64 columns by 16 rows is
//! `box = [64, 16]`; the shared buffer it lands in is `memref<16x64xf32>`.
//!
//! [`Axes`] says which: a list of per-axis values whose type carries its
//! order ([`InnermostFirst`] or [`OutermostFirst`]), built from either
//! order ([`Axes::innermost_first`], [`Axes::outermost_first`]), and
//! converted in one place ([`Axes::reorder`]). The builders take the
//! order they consume: [`BoxDims`] and `Coords` (in `values`) innermost first,
//! [`Shape`] outermost first, so handing a shape to a box is a type error,
//! not a silent transpose.
//!
//! ```
//! use tile_compiler::builder::{BoxDims, Shape};
//! let shape = Shape::outermost_first([16, 64]);        // 16 rows of 64
//! let box_dims: BoxDims = shape.clone().reorder();     // the one conversion
//! assert_eq!(box_dims.values(), &[64, 16]);
//! assert_eq!(box_dims, BoxDims::innermost_first([64, 16]));
//! assert_eq!(box_dims, BoxDims::outermost_first([16, 64]));
//! assert_eq!(box_dims.to_shape(), shape);
//! assert_eq!(shape.to_innermost_first(), vec![64, 16]);
//! ```
//!
//! ```compile_fail
//! use tile_compiler::builder::{Element, Shape, TensorMapSpec};
//! // A shape is not a box.
//! let _ = TensorMapSpec::tiled(Element::F32, Shape::outermost_first([16, 64]));
//! ```

use std::marker::PhantomData;

/// The order of an [`Axes`] list: [`InnermostFirst`] or
/// [`OutermostFirst`].
pub trait AxisOrder: private::Sealed {
    /// The other order.
    type Reverse: AxisOrder<Reverse = Self>;
    /// `innermost first` / `outermost first`.
    const NAME: &'static str;
    /// Whether lists in this order start at the innermost axis.
    const INNERMOST_FIRST: bool;
}

mod private {
    /// Only the two orders of this module.
    pub trait Sealed {}
}

/// Innermost (fastest-varying, contiguous) axis first: the TMA's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InnermostFirst {}

/// Outermost axis first: MLIR's memref order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OutermostFirst {}

impl private::Sealed for InnermostFirst {}
impl private::Sealed for OutermostFirst {}

impl AxisOrder for InnermostFirst {
    type Reverse = OutermostFirst;
    const NAME: &'static str = "innermost first";
    const INNERMOST_FIRST: bool = true;
}

impl AxisOrder for OutermostFirst {
    type Reverse = InnermostFirst;
    const NAME: &'static str = "outermost first";
    const INNERMOST_FIRST: bool = false;
}

/// One value per axis, kept in order `O`.
pub struct Axes<O: AxisOrder, T = i64> {
    values: Vec<T>,
    order: PhantomData<O>,
}

/// Box extents (and element strides, im2col corners): innermost first.
pub type BoxDims = Axes<InnermostFirst, i64>;

/// A memref shape: outermost first.
pub type Shape = Axes<OutermostFirst, i64>;

impl<O: AxisOrder, T> Axes<O, T> {
    fn stored(values: Vec<T>) -> Self {
        Self {
            values,
            order: PhantomData,
        }
    }

    /// The list from values given innermost axis first.
    pub fn innermost_first(values: impl IntoIterator<Item = T>) -> Self {
        let mut values: Vec<T> = values.into_iter().collect();
        if !O::INNERMOST_FIRST {
            values.reverse();
        }
        Self::stored(values)
    }

    /// The list from values given outermost axis first.
    pub fn outermost_first(values: impl IntoIterator<Item = T>) -> Self {
        let mut values: Vec<T> = values.into_iter().collect();
        if O::INNERMOST_FIRST {
            values.reverse();
        }
        Self::stored(values)
    }

    /// The values in this list's order `O`.
    pub fn values(&self) -> &[T] {
        &self.values
    }

    /// The values in this list's order `O`, owned.
    pub fn into_values(self) -> Vec<T> {
        self.values
    }

    /// The same list in order `P`: the one conversion between the two
    /// orders (a reversal when they differ).
    pub fn reorder<P: AxisOrder>(self) -> Axes<P, T> {
        let mut values = self.values;
        if O::INNERMOST_FIRST != P::INNERMOST_FIRST {
            values.reverse();
        }
        Axes::stored(values)
    }

    /// The values innermost axis first.
    pub fn to_innermost_first(&self) -> Vec<T>
    where
        T: Clone,
    {
        self.clone().reorder::<InnermostFirst>().values
    }

    /// The values outermost axis first.
    pub fn to_outermost_first(&self) -> Vec<T>
    where
        T: Clone,
    {
        self.clone().reorder::<OutermostFirst>().values
    }

    /// The number of axes.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether there is no axis.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// This list with `outermost` added as a new outermost axis (a stage
    /// index in front of a shape, say).
    pub fn with_outer(self, outermost: T) -> Self {
        let mut values = self.values;
        if O::INNERMOST_FIRST {
            values.push(outermost);
        } else {
            values.insert(0, outermost);
        }
        Self::stored(values)
    }
}

impl<T: Clone> Axes<InnermostFirst, T> {
    /// The same axes outermost first (box extents as the shape of the
    /// buffer the box lands in).
    pub fn to_shape(&self) -> Axes<OutermostFirst, T> {
        self.clone().reorder()
    }
}

impl<T: Clone> Axes<OutermostFirst, T> {
    /// The same axes innermost first (a shape as box extents).
    pub fn to_box(&self) -> Axes<InnermostFirst, T> {
        self.clone().reorder()
    }
}

impl<O: AxisOrder, T> Default for Axes<O, T> {
    fn default() -> Self {
        Self::stored(Vec::new())
    }
}

impl<O: AxisOrder, T: Clone> Clone for Axes<O, T> {
    fn clone(&self) -> Self {
        Self::stored(self.values.clone())
    }
}

impl<O: AxisOrder, T: PartialEq> PartialEq for Axes<O, T> {
    fn eq(&self, other: &Self) -> bool {
        self.values == other.values
    }
}

impl<O: AxisOrder, T: Eq> Eq for Axes<O, T> {}

impl<O: AxisOrder, T: std::hash::Hash> std::hash::Hash for Axes<O, T> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.values.hash(state);
    }
}

impl<O: AxisOrder, T: std::fmt::Debug> std::fmt::Debug for Axes<O, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?} ({})", self.values, O::NAME)
    }
}
