//! Descriptor slots: `tile.rebind`, `tile.tensormap_init`,
//! `tile.tensormap_from_slot` (no instruction: the slot's generic pointer
//! is the descriptor), and `tile.make_tensormap` / `_ptr`, which have no
//! device lowering (tile-separate-host-tma hoists them to the host).
//!
//! A rebind lowers to one `tensormap.replace.tile.*` per written field, in
//! `tile_rules::rebind`'s order: the static fields where the result type
//! differs from what the slot holds (`from` type, `zeroed`, or the result
//! type itself), then the given address, dims and strides less the
//! `unchanged` ones. Intrinsics strategy: `llvm.call_intrinsic
//! "llvm.nvvm.tensormap.replace.<field>.p1|p3"` with constant ordinals and
//! values (LLVM 22 has one per field); asm strategy, and the swizzle
//! atomicity in both (LLVM 22 selects its intrinsic only at PTX 8.7, while
//! ptxas and sm_100a need 8.6): inline asm from `tile-ptx`.
//!
//! `tile.tensormap_init` is eight 16-byte generic stores into the slot,
//! of zeros or of the source descriptor's eight 16-byte chunks (a kernel
//! parameter is read through the address of its by-value copy): plain LLVM
//! loads and stores under both strategies.

use super::operands::{desc_pointer, generic_ptr, memref_operand, ptr};
use super::{key, DescMap, Lowered};
use crate::lower::emitter::{AddressSpace, Emitter};
use crate::lower::plan::{Intrinsic, Operand, Plan};
use crate::lower::LowerError;
use melior::ir::{
    attribute::{DenseI32ArrayAttribute, IntegerAttribute, TypeAttribute},
    r#type::IntegerType,
    Type, Value, ValueLike,
};
use tile_dialect::ops::{OpKind, RebindOp, TensorMapFromSlotOp, TensorMapInitOp};
use tile_dialect::tensormap;
use tile_ptx::{self as ptx, OperandRole as R};
use tile_rules::descriptor::Descriptor;
use tile_rules::rebind::{static_writes, Prior, StaticField};

/// Bytes of one descriptor slot.
const SLOT_BYTES: i32 = 128;
/// Bytes per load/store of `tile.tensormap_init` (`vector<2xi64>`).
const CHUNK_BYTES: i32 = 16;

/// Why the swizzle atomicity is always emitted as inline asm.
const ATOMICITY_FALLBACK: &str = "LLVM 22 selects llvm.nvvm.tensormap.replace.swizzle.atomicity only at PTX 8.7, while the module needs PTX 8.6 (sm_100a)";

/// The descriptor a type attribute of a rebind names, if it is set.
fn descriptor(ty: Option<Type<'_>>) -> Result<Option<Descriptor>, LowerError> {
    let Some(ty) = ty else {
        return Ok(None);
    };
    tensormap::from_type(ty)
        .map(Some)
        .map_err(|e| LowerError::Internal(e.to_string()))
}

/// Maps the result of `tile.tensormap_from_slot` to the slot's generic
/// pointer (a shared::cta slot too): descriptor operands are generic
/// pointers.
pub(super) fn from_slot<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: TensorMapFromSlotOp<'c, 'a>,
    descs: &mut DescMap,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let generic = generic_ptr(em, ptr(em, op.slot())?)?;
    descs.insert(key(op.result()), generic.to_raw());
    Ok(Lowered::Nothing)
}

/// The error for a descriptor creation left in device code.
pub(super) fn host_only(kind: OpKind) -> LowerError {
    LowerError::Unsupported(format!(
        "'{kind}' inside device code must be hoisted to the host (tile-separate-host-tma); it has no device lowering"
    ))
}

/// The slot of a rebind or init as a typed pointer operand, and the
/// `.global` / `.shared::cta` form and intrinsic suffix it takes.
fn slot_pointer<'c, 'a>(
    em: &Emitter<'c, 'a>,
    slot: Value<'c, 'a>,
) -> Result<(Operand<'c, 'a>, ptx::TensormapSpace, &'static str), LowerError> {
    let operand = memref_operand(em, slot)?;
    Ok(match operand {
        Operand::Ptr(p, AddressSpace::Shared) => (
            Operand::Ptr(p, AddressSpace::Shared),
            ptx::TensormapSpace::SharedCta,
            "p3",
        ),
        Operand::Ptr(p, AddressSpace::Generic) => (
            Operand::Ptr(
                em.cast_pointer(p, AddressSpace::Global)?,
                AddressSpace::Global,
            ),
            ptx::TensormapSpace::Global,
            "p1",
        ),
        Operand::Ptr(p, _) => (
            Operand::Ptr(p, AddressSpace::Global),
            ptx::TensormapSpace::Global,
            "p1",
        ),
        Operand::Int(_) => return Err(LowerError::Internal("slot is not a pointer".into())),
    })
}

fn raw<'c, 'a>(o: Operand<'c, 'a>) -> Value<'c, 'a> {
    match o {
        Operand::Ptr(v, _) | Operand::Int(v) => v,
    }
}

/// The `tile-ptx` field and the intrinsic's name and constant arguments
/// (after the slot) of a static write.
fn static_field(field: StaticField, value: u32, rank: usize) -> (ptx::ReplaceField, &'static str) {
    match field {
        StaticField::Rank => (ptx::ReplaceField::Rank { rank }, "rank"),
        StaticField::ElemType => (ptx::ReplaceField::ElemType { code: value }, "elemtype"),
        StaticField::InterleaveLayout => (
            ptx::ReplaceField::InterleaveLayout { code: value },
            "interleave.layout",
        ),
        StaticField::SwizzleMode => (
            ptx::ReplaceField::SwizzleMode { code: value },
            "swizzle.mode",
        ),
        StaticField::SwizzleAtomicity => (
            ptx::ReplaceField::SwizzleAtomicity { code: value },
            "swizzle.atomicity",
        ),
        StaticField::FillMode => (ptx::ReplaceField::FillMode { code: value }, "fill.mode"),
        StaticField::BoxDim(dim) => (ptx::ReplaceField::BoxDim { rank, dim, value }, "box.dim"),
        StaticField::ElementStride(dim) => (
            ptx::ReplaceField::ElementStride { rank, dim, value },
            "element.stride",
        ),
    }
}

/// Lowers `tile.rebind` to its sequence of `tensormap.replace` plans.
pub(crate) fn lower_rebind<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: RebindOp<'c, 'a>,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let (slot, space, suffix) = slot_pointer(em, op.slot())?;
    let slot_ptr = raw(slot);
    let to = descriptor(op.desc_type())?
        .ok_or_else(|| LowerError::Internal("a rebind without desc_type".into()))?;
    let from = descriptor(op.from_type())?;
    let prior = match &from {
        Some(f) => Prior::Template(f),
        None if op.zeroed() => Prior::Zeroed,
        None => Prior::Template(&to),
    };
    let rank = to.rank.clamp(1, 5) as usize;
    let call = |field: &str, mut operands: Vec<Value<'c, 'a>>| -> Intrinsic<'c, 'a> {
        operands.insert(0, slot_ptr);
        let args = operands.len() as i32;
        Intrinsic {
            name: "llvm.call_intrinsic",
            operands,
            segments: Some(vec![args, 0]),
            attributes: vec![
                (
                    "intrin",
                    format!("\"llvm.nvvm.tensormap.replace.{field}.{suffix}\""),
                ),
                ("op_bundle_sizes", "array<i32>".into()),
            ],
            results: vec![],
        }
    };
    let mut plans = Vec::new();
    for write in static_writes(prior, &to) {
        let (field, name) = static_field(write.field, write.value, rank);
        let instr = ptx::TensormapReplace { space, field };
        let plan = if write.field == StaticField::SwizzleAtomicity {
            Plan::asm_only(instr, ATOMICITY_FALLBACK)
        } else {
            let mut args = Vec::new();
            if let Some(ordinal) = write.field.ordinal() {
                args.push(em.llvm_const(i64::from(ordinal), 32)?);
            }
            args.push(em.llvm_const(i64::from(write.value), 32)?);
            Plan::new(instr, call(name, args))
        };
        plans.push(plan.with(R::Slot, slot));
    }
    // Then the given dynamic fields, less the unchanged ones: address,
    // dims 0..rank, strides 0..rank-1 (the TMA emission design's order).
    let unchanged = op.unchanged().unwrap_or_default();
    let written = |index: usize| !unchanged.contains(&(index as i64));
    if let Some(address) = op.address() {
        if written(0) {
            let address_int = em.pointer_int(address, 64)?;
            plans.push(
                Plan::new(
                    ptx::TensormapReplace {
                        space,
                        field: ptx::ReplaceField::GlobalAddress,
                    },
                    call("global.address", vec![address_int]),
                )
                .with(R::Slot, slot)
                .with(R::Value, Operand::Int(address_int)),
            );
        }
    }
    // Dims (field 1 + i), then strides (field rank + 1 + i), in that order.
    let dims = op.dims().into_iter().enumerate().map(|(i, value)| {
        let field = ptx::ReplaceField::GlobalDim {
            rank,
            dim: i as u32,
        };
        (i + 1, i, field, "global.dim", value)
    });
    let strides = op.strides().into_iter().enumerate().map(|(i, value)| {
        let field = ptx::ReplaceField::GlobalStride {
            rank,
            ordinal: i as u32,
        };
        (rank + 1 + i, i, field, "global.stride", value)
    });
    for (index, ordinal, field, intrinsic, value) in dims.chain(strides) {
        if !written(index) {
            continue;
        }
        let ordinal = em.llvm_const(ordinal as i64, 32)?;
        plans.push(
            Plan::new(
                ptx::TensormapReplace { space, field },
                call(intrinsic, vec![ordinal, value]),
            )
            .with(R::Slot, slot)
            .with(R::Value, Operand::Int(value)),
        );
    }
    Ok(Lowered::Sequence(plans))
}

/// Lowers `tile.tensormap_init`: eight 16-byte stores into the slot, of
/// zeros or of the source descriptor's bytes.
pub(crate) fn lower_init<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: TensorMapInitOp<'c, 'a>,
    descs: &DescMap,
) -> Result<Lowered<'c, 'a>, LowerError> {
    let (slot, _, _) = slot_pointer(em, op.slot())?;
    let (target, target_ty) = match slot {
        Operand::Ptr(p, AddressSpace::Shared) => (p, em.ptr_type(AddressSpace::Shared)?),
        Operand::Ptr(p, _) => (p, em.ptr_type(AddressSpace::Global)?),
        Operand::Int(_) => return Err(LowerError::Internal("slot is not a pointer".into())),
    };
    // Zero-seeded slots have no source.
    let source = match op.source() {
        Some(value) => Some(desc_pointer(descs, value)?),
        None => None,
    };
    let chunk: Type<'c> = em.ty("vector<2xi64>")?;
    let alignment = em.named(
        "alignment",
        IntegerAttribute::new(IntegerType::new(em.context, 64).into(), CHUNK_BYTES.into()).into(),
    );
    if source.is_none() && em.compact() {
        // The compact form (a function compiled at -O0, `super::pointers`):
        // one 128-byte store of zeros, which NVPTX splits into the same
        // eight 16-byte stores.
        let slot_ty = em.ty("vector<16xi64>")?;
        let zeros = em.llvm_constant(slot_ty, em.attr("dense<0> : vector<16xi64>")?)?;
        em.op("llvm.store", &[zeros, target], &[], &[alignment])?;
        return Ok(Lowered::Emitted);
    }
    let zero = match source {
        Some(_) => None,
        None => Some(em.llvm_constant(chunk, em.attr("dense<0> : vector<2xi64>")?)?),
    };
    let gep = |ptr: Value<'c, 'a>, ty: Type<'c>, i: i32| {
        em.value(
            "llvm.getelementptr",
            &[ptr],
            ty,
            &[
                em.named(
                    "rawConstantIndices",
                    DenseI32ArrayAttribute::new(em.context, &[i]).into(),
                ),
                em.named("elem_type", TypeAttribute::new(chunk).into()),
            ],
        )
    };
    for i in 0..(SLOT_BYTES / CHUNK_BYTES) {
        let value = match (source, zero) {
            (Some(src), _) => {
                let from = gep(src, em.ptr_type(AddressSpace::Generic)?, i)?;
                em.value("llvm.load", &[from], chunk, &[alignment])?
            }
            (None, Some(z)) => z,
            (None, None) => return Err(LowerError::Internal("no init value".into())),
        };
        let to = gep(target, target_ty, i)?;
        em.op("llvm.store", &[value, to], &[], &[alignment])?;
    }
    Ok(Lowered::Emitted)
}
