//! What every lowering pattern shares: memref operands as typed pointers,
//! descriptor operands as generic pointers, plan operands by role, and the
//! mapping of the dialect's enums to `tile-ptx`'s.

use super::super::emitter::{AddressSpace, Emitter};
use super::super::plan::{Intrinsic, Operand, Plan};
use super::super::LowerError;
use super::{key, DescMap};
use melior::ir::{Value, ValueLike};
use tile_dialect::attrs::{FenceScope, LoadMode, ReduceKind, SharedSpace};
use tile_dialect::verify::facts::{memref_info, Space};
use tile_ptx::{self as ptx, OperandRole as R};

fn space_of(value: Value<'_, '_>) -> Space {
    memref_info(value.r#type())
        .map(|m| m.space)
        .unwrap_or(Space::Other)
}

/// A memref operand as a pointer in the space its memref lives in (global
/// memrefs of the default space are generic pointers cast to global).
pub(super) fn memref_operand<'c, 'a>(
    em: &Emitter<'c, 'a>,
    memref: Value<'c, '_>,
) -> Result<Operand<'c, 'a>, LowerError> {
    ptr(em, memref)
}

/// A memref operand as a pointer (see [`memref_operand`]).
pub(super) fn ptr<'c, 'a>(
    em: &Emitter<'c, 'a>,
    memref: Value<'c, '_>,
) -> Result<Operand<'c, 'a>, LowerError> {
    ptr_at(em, memref, &[])
}

/// The address of `memref[indices]` as a pointer in its memref's space.
pub(super) fn ptr_at<'c, 'a>(
    em: &Emitter<'c, 'a>,
    memref: Value<'c, '_>,
    indices: &[Value<'c, '_>],
) -> Result<Operand<'c, 'a>, LowerError> {
    Ok(match space_of(memref) {
        Space::Shared => Operand::Ptr(
            em.memref_ptr(memref, indices, AddressSpace::Shared)?,
            AddressSpace::Shared,
        ),
        Space::Global => {
            let global = memref_info(memref.r#type())
                .map(|m| m.space == Space::Global)
                .unwrap_or(false);
            let space = if global {
                AddressSpace::Global
            } else {
                AddressSpace::Generic
            };
            Operand::Ptr(em.memref_ptr(memref, indices, space)?, space)
        }
        Space::Other => {
            return Err(LowerError::Unsupported(
                "a memref outside global and shared memory".into(),
            ))
        }
    })
}

fn value_of(o: Operand<'_, '_>) -> mlir_sys::MlirValue {
    match o {
        Operand::Ptr(v, _) | Operand::Int(v) => v.to_raw(),
    }
}

/// The value of a plan operand.
pub(super) fn raw<'c, 'a>(o: Operand<'c, 'a>) -> Value<'c, 'a> {
    // SAFETY: the value was created in this function's block and is alive.
    unsafe { Value::from_raw(value_of(o)) }
}

/// A pointer operand in the generic space (cast when it is in another).
pub(super) fn generic_ptr<'c, 'a>(
    em: &Emitter<'c, 'a>,
    o: Operand<'c, 'a>,
) -> Result<Value<'c, 'a>, LowerError> {
    match o {
        Operand::Ptr(p, AddressSpace::Generic) => Ok(p),
        Operand::Ptr(p, _) => em.cast_pointer(p, AddressSpace::Generic),
        Operand::Int(_) => Err(LowerError::Internal("slot is not a pointer".into())),
    }
}

/// A pointer operand in the global space (cast when it is in another).
pub(super) fn global_ptr<'c, 'a>(
    em: &Emitter<'c, 'a>,
    o: Operand<'c, 'a>,
) -> Result<Value<'c, 'a>, LowerError> {
    match o {
        Operand::Ptr(p, AddressSpace::Global) => Ok(p),
        Operand::Ptr(p, _) => em.cast_pointer(p, AddressSpace::Global),
        Operand::Int(_) => Err(LowerError::Internal("expected a pointer".into())),
    }
}

/// The generic pointer of a descriptor operand (a kernel parameter or a
/// lowered `tile.tensormap_from_slot`).
pub(super) fn desc_pointer<'c, 'a>(
    descs: &DescMap,
    value: Value<'c, 'a>,
) -> Result<Value<'c, 'a>, LowerError> {
    // A generic `!llvm.ptr`, asked without printing the type (a print per
    // descriptor use costs tens of microseconds, tile_dialect::access).
    let raw_type = melior::ir::r#type::TypeLike::to_raw(&value.r#type());
    // SAFETY: a live type of the context; the second call only on a pointer.
    let generic = unsafe {
        mlir_sys::mlirTypeIsALLVMPointerType(raw_type)
            && mlir_sys::mlirLLVMPointerTypeGetAddressSpace(raw_type) == 0
    };
    if generic {
        return Ok(value);
    }
    descs
        .get(&key(value))
        // SAFETY: the mapped value is a pointer created earlier in the same
        // region and dominates this use.
        .map(|v| unsafe { Value::from_raw(*v) })
        .ok_or_else(|| {
            LowerError::Unsupported(
                "a descriptor that is neither a kernel parameter nor a tile.tensormap_from_slot (in-kernel tile.make_tensormap must be hoisted to the host first)".into(),
            )
        })
}

/// `plan` with `values` in `role(i)`, in order.
pub(super) fn ints<'c, 'a>(
    plan: Plan<'c, 'a>,
    values: &[Value<'c, 'a>],
    role: fn(usize) -> R,
) -> Plan<'c, 'a> {
    values
        .iter()
        .enumerate()
        .fold(plan, |p, (i, v)| p.with(role(i), Operand::Int(*v)))
}

/// `plan` with `value` in `role`, if given.
pub(super) fn opt<'c, 'a>(
    plan: Plan<'c, 'a>,
    value: Option<Value<'c, 'a>>,
    role: R,
) -> Plan<'c, 'a> {
    match value {
        Some(v) => plan.with(role, Operand::Int(v)),
        None => plan,
    }
}

/// The operand segment size of an optional value (0 or 1).
pub(super) fn count(v: &Option<Value<'_, '_>>) -> i32 {
    i32::from(v.is_some())
}

/// An intrinsic op without segments, attributes or results.
pub(super) fn simple<'c, 'a>(
    name: &'static str,
    operands: Vec<Value<'c, 'a>>,
) -> Intrinsic<'c, 'a> {
    Intrinsic {
        name,
        operands,
        segments: None,
        attributes: vec![],
        results: vec![],
    }
}

/// The `tile-ptx` form of a shared-memory destination space.
pub(super) fn ptx_space(s: SharedSpace) -> ptx::SharedSpace {
    match s {
        SharedSpace::Cta => ptx::SharedSpace::Cta,
        SharedSpace::Cluster => ptx::SharedSpace::Cluster,
    }
}

/// The `tile-ptx` form of a reduction kind.
pub(super) fn red_op(kind: ReduceKind) -> ptx::RedOp {
    match kind {
        ReduceKind::Add => ptx::RedOp::Add,
        ReduceKind::Min => ptx::RedOp::Min,
        ReduceKind::Max => ptx::RedOp::Max,
        ReduceKind::Inc => ptx::RedOp::Inc,
        ReduceKind::Dec => ptx::RedOp::Dec,
        ReduceKind::And => ptx::RedOp::And,
        ReduceKind::Or => ptx::RedOp::Or,
        ReduceKind::Xor => ptx::RedOp::Xor,
    }
}

/// The `tile-ptx` scope of a fence and its NVVM keyword.
pub(super) fn scope(s: FenceScope) -> (ptx::Scope, &'static str) {
    match s {
        FenceScope::Cta => (ptx::Scope::Cta, "cta"),
        FenceScope::Cluster => (ptx::Scope::Cluster, "cluster"),
        FenceScope::Gpu => (ptx::Scope::Gpu, "gpu"),
        FenceScope::Sys => (ptx::Scope::Sys, "sys"),
    }
}

/// The `tile-ptx` form of a tensor load (or prefetch) mode.
pub(super) fn load_mode(mode: LoadMode) -> ptx::LoadMode {
    match mode {
        LoadMode::Tile => ptx::LoadMode::Tile,
        LoadMode::Im2col => ptx::LoadMode::Im2col,
        LoadMode::Im2colW => ptx::LoadMode::Im2colW,
        LoadMode::Im2colW128 => ptx::LoadMode::Im2colW128,
        LoadMode::Gather4 => ptx::LoadMode::TileGather4,
    }
}

/// The `#nvvm.tma_load_mode` keyword of a tensor load (or prefetch) mode.
pub(super) fn nvvm_load_mode(mode: LoadMode) -> &'static str {
    match mode {
        LoadMode::Tile => "tile",
        LoadMode::Im2col => "im2col",
        LoadMode::Im2colW => "im2col_w",
        LoadMode::Im2colW128 => "im2col_w_128",
        LoadMode::Gather4 => "tile_gather4",
    }
}
