//! One host descriptor: a `tile.make_tensormap` / `tile.make_tensormap_ptr`
//! becomes a call of the CUDA driver's encoder on a 64-byte aligned,
//! 128-byte stack blob, and a load of the blob.

use super::{abi, call, cmpi, named, Host, HostError, CMPI_EQ};
use crate::lower::emitter::Emitter;
use melior::ir::r#type::DimSize;
use melior::ir::{
    attribute::{DenseI32ArrayAttribute, IntegerAttribute, TypeAttribute},
    operation::OperationLike,
    r#type::{IntegerType, MemRefType, ShapedTypeLike},
    Attribute, BlockLike, OperationRef, RegionLike, Type, TypeLike, Value, ValueLike,
};
use tile_dialect::ops::{MakeTensorMapFromPtrOp, TileOp};
use tile_dialect::tensormap::from_type;
use tile_dialect::verify::facts::op_name;
use tile_rules::descriptor::Descriptor;
use tile_rules::element::holds_element;
use tile_rules::enums::DescMode;
use tile_rules::Severity;

/// The result of encoding one descriptor.
pub(crate) struct Encoded<'c, 'a> {
    /// The 128-byte descriptor, loaded: `!llvm.array<128 x i8>`.
    pub blob: Value<'c, 'a>,
    /// The encoder's `CUresult` (i32), 0 on success.
    pub status: Value<'c, 'a>,
    /// Where the blob is (the entry block's `llvm.alloca`, `!llvm.ptr`):
    /// what a launch helper (`super::outline`) takes instead of the blob.
    pub storage: Value<'c, 'a>,
}

/// Where the global tensor is: address, dims (innermost first, i64), byte
/// strides of dims 1..rank-1 (i64), and a run-time check that the innermost
/// stride is 1 when the type does not say so.
struct Global<'c, 'a> {
    address: Value<'c, 'a>,
    dims: Vec<Value<'c, 'a>>,
    strides: Vec<Value<'c, 'a>>,
    inner_contiguous: Option<Value<'c, 'a>>,
}

/// The op before which the allocas of `op` go: the first op of the entry
/// block of the enclosing function as it was before this pass inserted
/// anything (so a loop does not grow the stack, and allocas stay in program
/// order); `op` itself outside a function.
fn entry_anchor<'c, 'a>(host: &mut Host<'c, 'a>, op: OperationRef<'c, 'a>) -> OperationRef<'c, 'a> {
    let mut current = op.parent_operation();
    while let Some(parent) = current {
        let name = op_name(&parent);
        if name == "func.func" || name == "llvm.func" {
            let key = parent.to_raw().ptr as usize;
            if let Some(raw) = host.entry_anchors.get(&key) {
                // SAFETY: recorded below from the live function; the
                // anchor op is never erased by this pass.
                return unsafe { OperationRef::from_raw(*raw) };
            }
            if let Some(first) = parent
                .region(0)
                .ok()
                .and_then(|r| r.first_block())
                .and_then(|b| b.first_operation())
            {
                host.entry_anchors.insert(key, first.to_raw());
                return first;
            }
        }
        current = parent.parent_operation();
    }
    op
}

/// `llvm.alloca 1 x ty {alignment}`.
fn alloca<'c, 'a>(
    em: &Emitter<'c, 'a>,
    one: Value<'c, '_>,
    ty: &str,
    alignment: i64,
) -> Result<Value<'c, 'a>, HostError> {
    let i64_ty: Type<'c> = IntegerType::new(em.context, 64).into();
    Ok(em.value(
        "llvm.alloca",
        &[one],
        em.ty("!llvm.ptr")?,
        &[
            named(
                em.context,
                "elem_type",
                TypeAttribute::new(em.ty(ty)?).into(),
            ),
            named(
                em.context,
                "alignment",
                IntegerAttribute::new(i64_ty, alignment).into(),
            ),
        ],
    )?)
}

/// `llvm.store value, ptr {alignment}`.
fn store<'c>(
    em: &Emitter<'c, '_>,
    value: Value<'c, '_>,
    ptr: Value<'c, '_>,
    alignment: i64,
) -> Result<(), HostError> {
    let i64_ty: Type<'c> = IntegerType::new(em.context, 64).into();
    em.op(
        "llvm.store",
        &[value, ptr],
        &[],
        &[named(
            em.context,
            "alignment",
            IntegerAttribute::new(i64_ty, alignment).into(),
        )],
    )?;
    Ok(())
}

/// Stores `values` (i64) into the array `base` points to.
fn store_array<'c>(
    em: &Emitter<'c, '_>,
    base: Value<'c, '_>,
    values: &[Value<'c, '_>],
) -> Result<(), HostError> {
    let array = format!("!llvm.array<{} x i64>", values.len().max(1));
    for (i, v) in values.iter().enumerate() {
        let slot = if i == 0 {
            em.value(
                "llvm.getelementptr",
                &[base],
                em.ty("!llvm.ptr")?,
                &[
                    named(
                        em.context,
                        "rawConstantIndices",
                        DenseI32ArrayAttribute::new(em.context, &[0, 0]).into(),
                    ),
                    named(
                        em.context,
                        "elem_type",
                        TypeAttribute::new(em.ty(&array)?).into(),
                    ),
                ],
            )?
        } else {
            let index = i32::try_from(i).map_err(HostError::internal)?;
            em.value(
                "llvm.getelementptr",
                &[base],
                em.ty("!llvm.ptr")?,
                &[
                    named(
                        em.context,
                        "rawConstantIndices",
                        DenseI32ArrayAttribute::new(em.context, &[0, index]).into(),
                    ),
                    named(
                        em.context,
                        "elem_type",
                        TypeAttribute::new(em.ty(&array)?).into(),
                    ),
                ],
            )?
        };
        store(em, *v, slot, 8)?;
    }
    Ok(())
}

/// `llvm.mlir.addressof @name : !llvm.ptr`.
pub(super) fn address_of<'c, 'a>(
    em: &Emitter<'c, 'a>,
    name: &str,
) -> Result<Value<'c, 'a>, HostError> {
    let symbol = Attribute::parse(em.context, &format!("@{name}"))
        .ok_or_else(|| HostError::internal(format!("bad symbol @{name}")))?;
    Ok(em.value(
        "llvm.mlir.addressof",
        &[],
        em.ty("!llvm.ptr")?,
        &[named(em.context, "global_name", symbol)],
    )?)
}

/// `value` (index) as i64.
fn to_i64<'c, 'a>(em: &Emitter<'c, 'a>, value: Value<'c, '_>) -> Result<Value<'c, 'a>, HostError> {
    let i64_ty: Type<'c> = IntegerType::new(em.context, 64).into();
    Ok(em.value("arith.index_cast", &[value], i64_ty, &[])?)
}

/// An i64 address as a generic `!llvm.ptr`.
fn int_to_ptr<'c, 'a>(
    em: &Emitter<'c, 'a>,
    value: Value<'c, '_>,
) -> Result<Value<'c, 'a>, HostError> {
    Ok(em.value("llvm.inttoptr", &[value], em.ty("!llvm.ptr")?, &[])?)
}

/// Strides and offset of a memref type (`i64::MIN` where dynamic); `None`
/// for a layout that is not strided.
fn strides_and_offset(ty: MemRefType<'_>) -> Option<(Vec<i64>, i64)> {
    let mut strides = vec![0i64; ty.rank()];
    let mut offset = 0i64;
    // SAFETY: a memref type and a buffer of `rank` strides.
    let result = unsafe {
        mlir_sys::mlirMemRefTypeGetStridesAndOffset(ty.to_raw(), strides.as_mut_ptr(), &mut offset)
    };
    (result.value != 0).then_some((strides, offset))
}

const DYNAMIC: i64 = i64::MIN;

/// Address, dims and strides of a memref operand.
fn from_memref<'c, 'a>(
    em: &Emitter<'c, 'a>,
    source: Value<'c, 'a>,
    desc: &Descriptor,
    element_bytes: i64,
) -> Result<Global<'c, 'a>, Vec<HostError>> {
    let one = |e: HostError| vec![e];
    let ty = MemRefType::try_from(source.r#type()).map_err(|_| {
        one(HostError::new(
            "host-tma-type",
            format!(
                "the source must be a ranked memref, got {}",
                source.r#type()
            ),
        ))
    })?;
    let rank = ty.rank();
    let mut errors = Vec::new();
    if rank as i64 != desc.rank {
        errors.push(HostError::new(
            "global-rank",
            format!(
                "the global tensor has rank {rank} but the tensor map has rank {}",
                desc.rank
            ),
        ));
    }
    if !holds_element(&ty.element().to_string(), &desc.element_name) {
        errors.push(HostError::new(
            "element-type-mismatch",
            format!(
                "the memref's element type '{}' differs from the tensor map's '{}'",
                ty.element(),
                desc.element_name
            ),
        ));
    }
    let Some((strides, offset)) = strides_and_offset(ty) else {
        errors.push(HostError::new(
            "host-tma-layout",
            format!("the memref layout of {} is not strided", source.r#type()),
        ));
        return Err(errors);
    };
    if strides.last().is_some_and(|s| *s != DYNAMIC && *s != 1) {
        errors.push(HostError::new(
            "global-inner-contiguous",
            format!(
                "the innermost dimension must be contiguous (stride 1), got stride {}",
                strides.last().copied().unwrap_or(0)
            ),
        ));
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let sizes: Vec<DimSize> = (0..rank)
        .map(|i| ty.dim_size(i))
        .collect::<Result<_, _>>()
        .map_err(|e| one(e.into()))?;
    let dynamic =
        offset == DYNAMIC || strides.contains(&DYNAMIC) || sizes.contains(&DimSize::Dynamic);
    let index = Type::index(em.context);
    let meta = if dynamic {
        let space = ty
            .memory_space()
            .map(|s| format!(", {s}"))
            .unwrap_or_default();
        let base = em
            .ty(&format!("memref<{}{space}>", ty.element()))
            .map_err(|e| one(e.into()))?;
        let mut results = vec![base, index];
        results.extend(std::iter::repeat_n(index, 2 * rank));
        Some(
            em.op("memref.extract_strided_metadata", &[source], &results, &[])
                .map_err(|e| one(e.into()))?,
        )
    } else {
        None
    };
    let meta_value = |i: usize| -> Result<Value<'c, 'a>, Vec<HostError>> {
        let op = meta.ok_or_else(|| one(HostError::internal("no strided metadata")))?;
        Ok(op.result(i).map_err(|e| one(e.into()))?.into())
    };
    let bytes = element_bytes;
    let run = || -> Result<Global<'c, 'a>, HostError> {
        let aligned = em.value(
            "memref.extract_aligned_pointer_as_index",
            &[source],
            index,
            &[],
        )?;
        let mut address = aligned;
        if offset == DYNAMIC {
            let off = meta_value(1).map_err(first)?;
            let scaled = em.value("arith.muli", &[off, em.const_index(bytes)?], index, &[])?;
            address = em.value("arith.addi", &[aligned, scaled], index, &[])?;
        } else if offset != 0 {
            let scaled = offset
                .checked_mul(bytes)
                .ok_or_else(|| overflow("offset"))?;
            address = em.value(
                "arith.addi",
                &[aligned, em.const_index(scaled)?],
                index,
                &[],
            )?;
        }
        let address = int_to_ptr(em, to_i64(em, address)?)?;
        let mut dims = Vec::with_capacity(rank);
        for i in (0..rank).rev() {
            dims.push(match sizes[i] {
                DimSize::Static(n) => {
                    em.const_int(i64::try_from(n).map_err(|_| overflow("dimension"))?, 64)?
                }
                DimSize::Dynamic => to_i64(em, meta_value(2 + i).map_err(first)?)?,
            });
        }
        let mut byte_strides = Vec::with_capacity(rank.saturating_sub(1));
        for i in (0..rank.saturating_sub(1)).rev() {
            byte_strides.push(if strides[i] == DYNAMIC {
                let s = meta_value(2 + rank + i).map_err(first)?;
                let scaled = em.value("arith.muli", &[s, em.const_index(bytes)?], index, &[])?;
                to_i64(em, scaled)?
            } else {
                let scaled = strides[i]
                    .checked_mul(bytes)
                    .ok_or_else(|| overflow("stride"))?;
                em.const_int(scaled, 64)?
            });
        }
        let inner_contiguous = match strides.last() {
            Some(&DYNAMIC) => {
                let s = meta_value(2 + 2 * rank - 1).map_err(first)?;
                Some(cmpi(em, CMPI_EQ, s, em.const_index(1)?)?)
            }
            _ => None,
        };
        Ok(Global {
            address,
            dims,
            strides: byte_strides,
            inner_contiguous,
        })
    };
    run().map_err(one)
}

fn first(mut errors: Vec<HostError>) -> HostError {
    if errors.is_empty() {
        HostError::internal("unknown error")
    } else {
        errors.swap_remove(0)
    }
}

fn overflow(what: &str) -> HostError {
    HostError::new(
        "host-tma-constant",
        format!("the static {what} in bytes overflows a 64-bit integer"),
    )
}

/// Address, dims and strides of the ptr form.
fn from_ptr<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: MakeTensorMapFromPtrOp<'c, 'a>,
    desc: &Descriptor,
) -> Result<Global<'c, 'a>, Vec<HostError>> {
    let one = |e: HostError| vec![e];
    let ptr = op.ptr();
    let dims = op.dims();
    let strides = op.strides();
    let rank = usize::try_from(desc.rank).unwrap_or(0);
    let mut errors = Vec::new();
    if dims.len() != rank {
        errors.push(HostError::new(
            "host-tma-operands",
            format!(
                "expected {rank} dims (one per tensor-map dimension, innermost first), got {}",
                dims.len()
            ),
        ));
    }
    if strides.len() + 1 != rank {
        errors.push(HostError::new(
            "host-tma-operands",
            format!(
                "expected {} byte strides (dims 1..rank-1), got {}",
                rank.saturating_sub(1),
                strides.len()
            ),
        ));
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let run = || -> Result<Global<'c, 'a>, HostError> {
        let generic = em.ty("!llvm.ptr")?;
        let address = if ptr.r#type() == generic {
            ptr
        } else {
            let i64_ty: Type<'c> = IntegerType::new(em.context, 64).into();
            let int = em.value("llvm.ptrtoint", &[ptr], i64_ty, &[])?;
            int_to_ptr(em, int)?
        };
        Ok(Global {
            address,
            dims,
            strides,
            inner_contiguous: None,
        })
    };
    run().map_err(one)
}

/// Lowers one host `tile.make_tensormap` / `tile.make_tensormap_ptr`
/// (inserting before it); the op itself stays until its uses are gone.
pub(crate) fn encode<'c, 'a>(
    host: &mut Host<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Encoded<'c, 'a>, Vec<HostError>> {
    let one = |e: HostError| vec![e];
    let result = op.result(0).map_err(|e| one(e.into()))?;
    let desc = from_type(result.r#type())
        .map_err(|e| one(HostError::new("host-tma-type", e.to_string())))?;
    let violations: Vec<HostError> = desc
        .check()
        .into_iter()
        .filter(|v| v.severity == Severity::Error)
        .map(|v| HostError::new(v.rule, v.message))
        .collect();
    if !violations.is_empty() {
        return Err(violations);
    }
    let element = desc.element().ok_or_else(|| {
        one(HostError::new(
            "desc-element-type",
            format!(
                "element type '{}' cannot be described by a tensor map",
                desc.element_name
            ),
        ))
    })?;
    let rank = usize::try_from(desc.rank).map_err(|e| one(HostError::internal(e)))?;
    let context = host.context;
    let em = Emitter::new(context, op).map_err(|e| one(e.into()))?;
    let global = match TileOp::cast(op) {
        Some(TileOp::MakeTensorMap(make)) => {
            from_memref(&em, make.source(), &desc, element.bytes() as i64)?
        }
        Some(TileOp::MakeTensorMapFromPtr(make)) => from_ptr(&em, make, &desc)?,
        _ => {
            return Err(one(HostError::internal(format!(
                "'{}' is not a descriptor creation",
                op_name(&op)
            ))))
        }
    };
    let (encoder, encoder_type) = abi::encoder(desc.mode);
    host.declare(encoder, encoder_type).map_err(one)?;
    let element_strides = if desc.element_strides.is_empty() {
        vec![1; rank]
    } else {
        desc.element_strides.clone()
    };
    let element_strides = host
        .i32_array(&element_strides, "element stride")
        .map_err(one)?;
    let (box_or_corners, im2col) = match desc.mode {
        DescMode::Tile => (
            Some(host.i32_array(&desc.box_dims, "box").map_err(one)?),
            None,
        ),
        DescMode::Im2col => {
            let lower = host
                .i32_array(&desc.lower_corner, "lower corner")
                .map_err(one)?;
            let upper = host
                .i32_array(&desc.upper_corner, "upper corner")
                .map_err(one)?;
            (None, Some((lower, upper)))
        }
        DescMode::Im2colW | DescMode::Im2colW128 => (None, None),
    };
    let anchor = entry_anchor(host, op);
    let run = || -> Result<Encoded<'c, 'a>, HostError> {
        let entry = Emitter::new(context, anchor)?;
        let one = entry.llvm_const(1, 64)?;
        let blob = alloca(&entry, one, "!llvm.array<16 x i64>", 64)?;
        let dims = alloca(&entry, one, &format!("!llvm.array<{rank} x i64>"), 8)?;
        let strides = alloca(
            &entry,
            one,
            &format!("!llvm.array<{} x i64>", rank.saturating_sub(1).max(1)),
            8,
        )?;
        let zero = em.value("llvm.mlir.zero", &[], em.ty("!llvm.array<16 x i64>")?, &[])?;
        store(&em, zero, blob, 64)?;
        store_array(&em, dims, &global.dims)?;
        store_array(&em, strides, &global.strides)?;
        let i32c = |v: i64| em.llvm_const(v, 32);
        let small = |v: i64, what: &str| -> Result<i64, HostError> {
            i32::try_from(v).map(i64::from).map_err(|_| {
                HostError::new(
                    "host-tma-constant",
                    format!("{what} {v} does not fit the 32-bit encode argument"),
                )
            })
        };
        let mut args = vec![
            blob,
            i32c(i64::from(abi::data_type(element)))?,
            i32c(desc.rank)?,
            global.address,
            dims,
            strides,
        ];
        match desc.mode {
            DescMode::Tile => {
                let name = box_or_corners
                    .as_deref()
                    .ok_or_else(|| HostError::internal("no box global"))?;
                args.push(address_of(&em, name)?);
                args.push(address_of(&em, &element_strides)?);
                args.push(i32c(i64::from(abi::interleave(desc.interleave)))?);
            }
            DescMode::Im2col => {
                let (lower, upper) = im2col
                    .as_ref()
                    .ok_or_else(|| HostError::internal("no im2col corners"))?;
                args.push(address_of(&em, lower)?);
                args.push(address_of(&em, upper)?);
                args.push(i32c(small(desc.channels_per_pixel, "channels_per_pixel")?)?);
                args.push(i32c(small(desc.pixels_per_column, "pixels_per_column")?)?);
                args.push(address_of(&em, &element_strides)?);
                args.push(i32c(i64::from(abi::interleave(desc.interleave)))?);
            }
            DescMode::Im2colW | DescMode::Im2colW128 => {
                let lower = desc.lower_corner.first().copied().unwrap_or(0);
                let upper = desc.upper_corner.first().copied().unwrap_or(0);
                args.push(i32c(small(lower, "lower corner width")?)?);
                args.push(i32c(small(upper, "upper corner width")?)?);
                args.push(i32c(small(desc.channels_per_pixel, "channels_per_pixel")?)?);
                args.push(i32c(small(desc.pixels_per_column, "pixels_per_column")?)?);
                args.push(address_of(&em, &element_strides)?);
                args.push(i32c(i64::from(abi::interleave(desc.interleave)))?);
                let mode = abi::im2col_wide_mode(desc.mode)
                    .ok_or_else(|| HostError::internal("not a wide im2col mode"))?;
                args.push(i32c(i64::from(mode))?);
            }
        }
        args.push(i32c(i64::from(abi::swizzle(desc.swizzle)))?);
        args.push(i32c(i64::from(abi::l2_promotion(desc.l2_promotion)))?);
        args.push(i32c(i64::from(abi::oob_fill(desc.oob_fill)))?);
        let i32_ty: Type<'c> = IntegerType::new(context, 32).into();
        let encode_call = call(&em, encoder, &args, &[i32_ty])?;
        let mut status: Value<'c, 'a> = encode_call.result(0)?.into();
        if let Some(ok) = global.inner_contiguous {
            let invalid = i32c(i64::from(abi::CUDA_ERROR_INVALID_VALUE))?;
            status = em.value("arith.select", &[ok, status, invalid], i32_ty, &[])?;
        }
        let i64_ty: Type<'c> = IntegerType::new(context, 64).into();
        let loaded = em.value(
            "llvm.load",
            &[blob],
            em.ty("!llvm.array<128 x i8>")?,
            &[named(
                context,
                "alignment",
                IntegerAttribute::new(i64_ty, 64).into(),
            )],
        )?;
        Ok(Encoded {
            blob: loaded,
            status,
            storage: blob,
        })
    };
    run().map_err(one)
}
