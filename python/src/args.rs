//! Launch arguments from Python: the `tile_opt` package flattens torch
//! tensors, `__cuda_array_interface__` objects and scalars into tuples
//! (`("tensor", address, dtype, shape, strides)`, `("ptr", address)`,
//! `("i32", v)`, `("i64", v)`, `("f32", v)`, `("f64", v)`); this reads them.

use pyo3::prelude::*;
use tile_runtime::{Arg, DType, TensorArg};

use crate::NativeLaunchError;

fn dtype(name: &str) -> Option<DType> {
    Some(match name {
        "uint8" | "u8" => DType::U8,
        "int8" | "i8" => DType::I8,
        "uint16" | "u16" => DType::U16,
        "int16" | "i16" => DType::I16,
        "uint32" | "u32" => DType::U32,
        "int32" | "i32" => DType::I32,
        "uint64" | "u64" => DType::U64,
        "int64" | "i64" => DType::I64,
        "float16" | "f16" => DType::F16,
        "bfloat16" | "bf16" => DType::Bf16,
        "float32" | "f32" => DType::F32,
        "float64" | "f64" => DType::F64,
        _ => return None,
    })
}

/// The argument tuple at position `i`.
pub fn arg(i: usize, item: &Bound<'_, PyAny>) -> PyResult<Arg> {
    let bad = |m: String| NativeLaunchError::new_err((format!("argument {i}: {m}"), Some(i)));
    let kind: String = item.get_item(0)?.extract()?;
    Ok(match kind.as_str() {
        "tensor" => {
            let address: u64 = item.get_item(1)?.extract()?;
            let name: String = item.get_item(2)?.extract()?;
            let shape: Vec<u64> = item.get_item(3)?.extract()?;
            let strides: Vec<i64> = item.get_item(4)?.extract()?;
            let dtype =
                dtype(&name).ok_or_else(|| bad(format!("dtype '{name}' is not supported")))?;
            let strides = strides
                .into_iter()
                .map(|s| u64::try_from(s).map_err(|_| bad(format!("a negative stride {s}"))))
                .collect::<PyResult<Vec<u64>>>()?;
            Arg::Tensor(TensorArg {
                address,
                dtype,
                shape,
                strides,
            })
        }
        "ptr" => Arg::Ptr(item.get_item(1)?.extract()?),
        "i32" => Arg::I32(item.get_item(1)?.extract()?),
        "i64" => Arg::I64(item.get_item(1)?.extract()?),
        "f32" => Arg::F32(item.get_item(1)?.extract()?),
        "f64" => Arg::F64(item.get_item(1)?.extract()?),
        other => return Err(bad(format!("unknown kind '{other}'"))),
    })
}

/// Every argument tuple of `items`.
pub fn args(items: &Bound<'_, PyAny>) -> PyResult<Vec<Arg>> {
    let mut out = Vec::new();
    for (i, item) in items.try_iter()?.enumerate() {
        out.push(arg(i, &item?)?);
    }
    Ok(out)
}
