//! What a caller passes for a kernel's original parameters: tensors (a
//! device address with its element type, shape and strides, as a torch
//! tensor or `__cuda_array_interface__` describes them) and scalars.

/// An element type a tensor argument can have.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DType {
    /// `i1`/`ui8`... stored as one byte: `u8`.
    U8,
    /// `i8`.
    I8,
    /// `ui16`.
    U16,
    /// `i16`.
    I16,
    /// `ui32`.
    U32,
    /// `i32`.
    I32,
    /// `ui64`.
    U64,
    /// `i64`.
    I64,
    /// `f16`.
    F16,
    /// `bf16`.
    Bf16,
    /// `f32`.
    F32,
    /// `f64`.
    F64,
}

impl DType {
    /// Bytes per element.
    pub fn size(self) -> u64 {
        match self {
            DType::U8 | DType::I8 => 1,
            DType::U16 | DType::I16 | DType::F16 | DType::Bf16 => 2,
            DType::U32 | DType::I32 | DType::F32 => 4,
            DType::U64 | DType::I64 | DType::F64 => 8,
        }
    }

    /// The dtype of an MLIR element type as printed (`f32`, `bf16`, `i8`,
    /// `ui32`, ...); `None` for one no tensor argument can have.
    pub fn from_mlir(name: &str) -> Option<Self> {
        Some(match name {
            "i8" | "si8" => DType::I8,
            "ui8" => DType::U8,
            "i16" | "si16" => DType::I16,
            "ui16" => DType::U16,
            "i32" | "si32" => DType::I32,
            "ui32" => DType::U32,
            "i64" | "si64" => DType::I64,
            "ui64" => DType::U64,
            "f16" => DType::F16,
            "bf16" => DType::Bf16,
            "f32" => DType::F32,
            "f64" => DType::F64,
            _ => return None,
        })
    }

    /// Whether a tensor of `self` can stand for MLIR element type `mlir`:
    /// the same type, or an integer of the same width (MLIR's signless
    /// `iN` holds signed and unsigned values alike).
    pub fn fits(self, mlir: &str) -> bool {
        match DType::from_mlir(mlir) {
            Some(t) if t == self => true,
            Some(t) => {
                let int =
                    |d: DType| !matches!(d, DType::F16 | DType::Bf16 | DType::F32 | DType::F64);
                mlir.starts_with('i') && int(t) && int(self) && t.size() == self.size()
            }
            None => false,
        }
    }
}

impl std::fmt::Display for DType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let s = match self {
            DType::U8 => "u8",
            DType::I8 => "i8",
            DType::U16 => "u16",
            DType::I16 => "i16",
            DType::U32 => "u32",
            DType::I32 => "i32",
            DType::U64 => "u64",
            DType::I64 => "i64",
            DType::F16 => "f16",
            DType::Bf16 => "bf16",
            DType::F32 => "f32",
            DType::F64 => "f64",
        };
        f.write_str(s)
    }
}

/// A tensor in device memory. `shape` and `strides` are outermost first,
/// like `memref<RxCxf32>` and like torch's `size()` / `stride()`; strides
/// count elements, not bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TensorArg {
    /// Device address of element [0, ..., 0].
    pub address: u64,
    /// Element type.
    pub dtype: DType,
    /// Extents, outermost first.
    pub shape: Vec<u64>,
    /// Element strides, outermost first (a packed row-major tensor:
    /// [`TensorArg::packed`]).
    pub strides: Vec<u64>,
}

impl TensorArg {
    /// A packed row-major tensor of `shape` at `address`.
    pub fn packed(address: u64, dtype: DType, shape: &[u64]) -> Self {
        let mut strides = vec![1u64; shape.len()];
        for d in (0..shape.len().saturating_sub(1)).rev() {
            strides[d] = strides[d + 1].saturating_mul(shape[d + 1]);
        }
        TensorArg {
            address,
            dtype,
            shape: shape.to_vec(),
            strides,
        }
    }

    /// Whether the strides are those of a packed row-major tensor.
    pub fn is_packed(&self) -> bool {
        TensorArg::packed(self.address, self.dtype, &self.shape).strides == self.strides
    }
}

/// One argument of a kernel's original parameters.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// A tensor, for a `memref<...>` or `!llvm.ptr` parameter.
    Tensor(TensorArg),
    /// A raw device address, for a `!llvm.ptr` parameter.
    Ptr(u64),
    /// `i32`.
    I32(i32),
    /// `i64` or `index`.
    I64(i64),
    /// `f32`.
    F32(f32),
    /// `f64`.
    F64(f64),
}

impl Arg {
    /// What the argument is, for messages.
    pub fn describe(&self) -> String {
        match self {
            Arg::Tensor(t) => format!("a {} tensor of shape {:?}", t.dtype, t.shape),
            Arg::Ptr(p) => format!("a pointer 0x{p:x}"),
            Arg::I32(v) => format!("i32 {v}"),
            Arg::I64(v) => format!("i64 {v}"),
            Arg::F32(v) => format!("f32 {v}"),
            Arg::F64(v) => format!("f64 {v}"),
        }
    }
}
