//! Typed handles on the values a kernel computes. Each wraps an MLIR
//! [`Value`] of a known type, so the builders take only operands of the
//! right kind: coordinates are [`I32`], loop bounds [`Index`], a tensor map
//! is a [`TensorMap`] that knows its descriptor, a memref a [`MemRef`] that
//! knows its shape and memory space.

use super::types::{MemRefSpec, TensorMapSpec};
use melior::ir::Value;

/// TMA coordinates: innermost first (see [`super::axes`]).
pub type Coords<'c, 'a> = super::axes::Axes<super::axes::InnermostFirst, I32<'c, 'a>>;

/// An integer handle (`index`, `i1`, `i16`, `i32`, `i64`): what the
/// arithmetic helpers of [`super::Body`] take.
pub trait IntValue<'c, 'a>: Copy + private::Sealed {
    /// The MLIR type (`i32`, `index`).
    const MLIR: &'static str;
    /// The width in bits (`index`: 64).
    const BITS: u32;
    /// The MLIR value.
    fn value(self) -> Value<'c, 'a>;
    /// Wraps a value of this type.
    #[doc(hidden)]
    fn wrap(value: Value<'c, 'a>) -> Self;
}

mod private {
    /// Only this module's handles are integer handles.
    pub trait Sealed {}
}

macro_rules! int_handle {
    ($(#[$doc:meta])* $name:ident, $mlir:literal, $bits:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy)]
        pub struct $name<'c, 'a>(pub(crate) Value<'c, 'a>);

        impl<'c, 'a> $name<'c, 'a> {
            /// The MLIR value.
            pub fn value(self) -> Value<'c, 'a> {
                self.0
            }
        }

        impl private::Sealed for $name<'_, '_> {}

        impl<'c, 'a> IntValue<'c, 'a> for $name<'c, 'a> {
            const MLIR: &'static str = $mlir;
            const BITS: u32 = $bits;
            fn value(self) -> Value<'c, 'a> {
                self.0
            }
            fn wrap(value: Value<'c, 'a>) -> Self {
                Self(value)
            }
        }
    };
}

int_handle!(
    /// An `index` value (loop bounds, thread and block ids).
    Index, "index", 64
);
int_handle!(
    /// An `i1` value (conditions, predicates).
    Bool, "i1", 1
);
int_handle!(
    /// An `i16` value (multicast masks, byte masks, im2col offsets).
    I16, "i16", 16
);
int_handle!(
    /// An `i32` value (TMA coordinates, byte counts, parities).
    I32, "i32", 32
);
int_handle!(
    /// An `i64` value (dims, byte strides, L2 cache policies).
    I64, "i64", 64
);

/// A global pointer (`!llvm.ptr<1>`).
#[derive(Clone, Copy)]
pub struct GlobalPtr<'c, 'a>(pub(crate) Value<'c, 'a>);

impl<'c, 'a> GlobalPtr<'c, 'a> {
    /// The MLIR value.
    pub fn value(self) -> Value<'c, 'a> {
        self.0
    }
}

/// A memref value and its type.
#[derive(Clone)]
pub struct MemRef<'c, 'a> {
    pub(crate) value: Value<'c, 'a>,
    pub(crate) spec: MemRefSpec,
}

impl<'c, 'a> MemRef<'c, 'a> {
    /// The MLIR value.
    pub fn value(&self) -> Value<'c, 'a> {
        self.value
    }

    /// Its type.
    pub fn spec(&self) -> &MemRefSpec {
        &self.spec
    }
}

/// A tensor-map value and its descriptor type.
#[derive(Clone)]
pub struct TensorMap<'c, 'a> {
    pub(crate) value: Value<'c, 'a>,
    pub(crate) spec: TensorMapSpec,
}

impl<'c, 'a> TensorMap<'c, 'a> {
    /// The MLIR value.
    pub fn value(&self) -> Value<'c, 'a> {
        self.value
    }

    /// Its descriptor type.
    pub fn spec(&self) -> &TensorMapSpec {
        &self.spec
    }
}
