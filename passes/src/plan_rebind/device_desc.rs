//! One device-born descriptor as the planner sees it ([`DeviceDesc`]),
//! which of its rebind fields are launch-invariant, and the values its
//! rebind writes: what the kernel analysis produces and the write
//! sequences consume.

use super::build::{result_of, At, BuildError};
use super::context::{Placement, Users};
use super::strategy::Strategy;
use melior::ir::{
    r#type::{MemRefType, ShapedTypeLike},
    OperationRef, Type, Value, ValueLike,
};
use tile_dialect::ops::{MakeTensorMapFromPtrOp, MakeTensorMapOp};
use tile_dialect::verify::facts::{memref_info, op_name};
use tile_rules::descriptor::Descriptor;
use tile_rules::ElementType;

/// One device-born descriptor op and what the analysis found about it.
pub(crate) struct DeviceDesc<'c, 'a> {
    /// The `tile.make_tensormap[_ptr]` op.
    pub(crate) op: OperationRef<'c, 'a>,
    /// Its `!tile.tensormap` type (the template's type too).
    pub(crate) ty: Type<'c>,
    /// The static part of that type.
    pub(crate) desc: Descriptor,
    /// Where and by whom the slot is written.
    pub(crate) placement: Placement<'c, 'a>,
    /// Who reads it.
    pub(crate) users: Users<'c, 'a>,
    /// Per rebind field (0 = address, 1..=rank dims, then strides): where
    /// the host finds its value when it is launch-invariant. Those fields
    /// are encoded in the template and not written on the device.
    pub(crate) fields: Vec<Option<Source>>,
    /// Where it is built and what its slot starts from.
    pub(crate) strategy: Strategy,
}

/// Where the host finds the value of a launch-invariant rebind field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Source {
    /// Kernel argument #n (kernel operand #n of every launch).
    Argument(usize),
    /// An `arith.constant`.
    Constant(i64),
}

/// The indices of the launch-invariant fields of `fields`.
pub(crate) fn unchanged(fields: &[Option<Source>]) -> Vec<i64> {
    fields
        .iter()
        .enumerate()
        .filter(|(_, f)| f.is_some())
        .map(|(i, _)| i as i64)
        .collect()
}

/// Bytes of a memref element, else of the descriptor's element.
pub(crate) fn element_bytes(element: &str, desc: &Descriptor) -> Option<i64> {
    ElementType::from_mlir(element)
        .or_else(|| desc.element())
        .map(|e| e.bytes() as i64)
}

/// Address (`!llvm.ptr*`), dims (i32, innermost first) and byte strides
/// (i64, dims 1..rank-1) of the descriptor op `op`, computed at `at`.
#[allow(clippy::type_complexity)]
pub(crate) fn rebind_operands<'c, 'a>(
    at: &At<'c, 'a>,
    op: &OperationRef<'c, 'a>,
) -> Result<(Value<'c, 'a>, Vec<Value<'c, 'a>>, Vec<Value<'c, 'a>>), BuildError> {
    let i32_ty = at.int(32);
    let i64_ty = at.int(64);
    let internal = |message: &str| BuildError::Op {
        name: op_name(op),
        message: message.to_string(),
    };
    if let Some(make) = MakeTensorMapFromPtrOp::cast(*op) {
        let dims = make
            .dims()
            .into_iter()
            .map(|d| at.cast("arith.trunci", d, i32_ty))
            .collect::<Result<_, _>>()?;
        return Ok((make.ptr(), dims, make.strides()));
    }
    let make = MakeTensorMapOp::cast(*op).ok_or_else(|| internal("no source"))?;
    let memref = make.source();
    let ty = MemRefType::try_from(memref.r#type()).map_err(|_| internal("not a memref"))?;
    let info = memref_info(memref.r#type()).ok_or_else(|| internal("not a memref"))?;
    let desc = tile_dialect::tensormap::from_type(make.result().r#type())
        .map_err(|e| internal(&e.to_string()))?;
    let bytes = element_bytes(&info.element, &desc).ok_or_else(|| internal("element size"))?;
    let rank = ty.rank();
    let dynamic =
        info.offset.is_none() || info.shape.contains(&None) || info.strides.contains(&None);
    let aligned = at.value(
        "memref.extract_aligned_pointer_as_index",
        &[memref],
        at.index(),
        &[],
    )?;
    // (offset, sizes, strides) in elements, as index values.
    let (offset, sizes, strides): (Value<'c, 'a>, Vec<Value<'c, 'a>>, Vec<Value<'c, 'a>>) =
        if dynamic {
            let space = ty
                .memory_space()
                .map(|s| format!(", {s}"))
                .unwrap_or_default();
            let base_ty = at.ty(&format!("memref<{}{space}>", info.element))?;
            let mut results = vec![base_ty, at.index()];
            results.extend(std::iter::repeat_n(at.index(), 2 * rank));
            let meta = at.op("memref.extract_strided_metadata", &[memref], &results, &[])?;
            let get = |i: usize| result_of(meta, i);
            (
                get(1)?,
                (0..rank).map(|i| get(2 + i)).collect::<Result<_, _>>()?,
                (0..rank)
                    .map(|i| get(2 + rank + i))
                    .collect::<Result<_, _>>()?,
            )
        } else {
            let constant = |v: Option<i64>| at.const_index(v.unwrap_or(0));
            (
                constant(info.offset)?,
                info.shape
                    .iter()
                    .map(|s| constant(s.map(|s| s as i64)))
                    .collect::<Result<_, _>>()?,
                info.strides
                    .iter()
                    .map(|s| constant(*s))
                    .collect::<Result<_, _>>()?,
            )
        };
    let element = at.const_index(bytes)?;
    let offset_bytes = at.binary("arith.muli", offset, element)?;
    let address = at.binary("arith.addi", aligned, offset_bytes)?;
    let address = at.cast("arith.index_cast", address, i64_ty)?;
    let address = at.cast("llvm.inttoptr", address, at.ty("!llvm.ptr<1>")?)?;
    // Innermost first: the memref's last dimension is the tensor map's 0th.
    let dims = sizes
        .iter()
        .rev()
        .map(|s| at.cast("arith.index_cast", *s, i32_ty))
        .collect::<Result<_, _>>()?;
    let byte_strides = strides
        .iter()
        .rev()
        .skip(1)
        .map(|s| {
            let b = at.binary("arith.muli", *s, element)?;
            at.cast("arith.index_cast", b, i64_ty)
        })
        .collect::<Result<_, _>>()?;
    Ok((address, dims, byte_strides))
}
