//! The compact form of a function compiled at LLVM `-O0`
//! (`super::o0_min_ops` tile ops or more): memref addresses, pointer
//! conversions and immediates built once, not in front of every op.
//!
//! Without it every tile op that reads a memref's address (a descriptor
//! slot, an mbarrier, a shared-memory buffer) gets its own
//! `memref.extract_aligned_pointer_as_index` / `arith.index_cast` /
//! `llvm.inttoptr` (and `llvm.addrspacecast` to generic) in front of it.
//! At `-O2` LLVM merges those copies; at `-O0` nothing does, and in a
//! function of thousands of tile ops every later pass (dialect conversion,
//! CSE, the verifier, translation, instruction selection) pays for them.
//! With a [`PointerCache`] the address of a memref is built once, right
//! after the memref is defined (at the start of its block for a block
//! argument), which dominates every use; and a rebind slot
//! (`memref.assume_alignment` of a `memref.view` of the workspace,
//! `tile-plan-device-rebind`) is addressed as one `llvm.getelementptr` of
//! the workspace's address, so the view and the assumption, left without
//! uses, are erased after the pass ([`erase_unused`]).
//!
//! The same functions get their immediates (`llvm.mlir.constant`) once per
//! function, at the top of its entry block (about 19 per rebound descriptor
//! otherwise, which every pass until the greedy driver's folding walks),
//! and a zero-seeded slot's initialization as one 128-byte store of a
//! zero vector (which NVPTX splits into the same eight 16-byte stores,
//! `super::rebind`); the asm strategy writes a rebind's fields in one asm
//! statement (`super::plan::emit_asm_sequence`).

use super::emitter::{AddressSpace, BuiltOnce, Conversion, Emitter};
use super::LowerError;
use melior::ir::{
    attribute::{AttributeLike, DenseI32ArrayAttribute, TypeAttribute},
    operation::OperationLike,
    r#type::{IntegerType, TypeLike},
    BlockLike, OperationRef, RegionLike, Type, Value, ValueLike,
};
use melior::Context;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use tile_dialect::access::{as_argument, defining_op, result_at};
use tile_dialect::strings::name_of;
use tile_dialect::upstream;

/// `kDynamicIndex` of `llvm.getelementptr`'s `rawConstantIndices`.
const DYNAMIC_INDEX: i32 = i32::MIN;

/// The addresses built so far in one run of the pass, shared by the
/// emitters of every op of the large functions.
#[derive(Default)]
pub struct Pointers {
    /// (memref or pointer value, address space) -> pointer value.
    values: HashMap<(usize, AddressSpace), mlir_sys::MlirValue>,
    /// The views and alignment assumptions looked through, in the order
    /// seen (a view before the assumption on it).
    looked_through: Vec<mlir_sys::MlirOperation>,
    /// (pointer, conversion) -> the converted pointer.
    conversions: HashMap<(usize, Conversion), mlir_sys::MlirValue>,
    /// (function, type, value attribute) -> constant at the top of the
    /// function (types and attributes are uniqued: their addresses are
    /// their identity).
    constants: HashMap<(usize, usize, usize), mlir_sys::MlirValue>,
}

/// A [`Pointers`] shared by emitters.
pub type PointerCache = Rc<RefCell<Pointers>>;

fn key(value: Value<'_, '_>, space: AddressSpace) -> (usize, AddressSpace) {
    (value.to_raw().ptr as usize, space)
}

/// An emitter that inserts right after `value` is defined: before the op
/// after its defining op, or before the first op of its block for a block
/// argument. `None` where there is no such op (a definition that ends a
/// block without terminator, an empty block).
fn after_definition<'c>(context: &'c Context, value: Value<'c, '_>) -> Option<Emitter<'c, 'c>> {
    let anchor = match defining_op(value) {
        Some(op) => op.next_in_block()?.to_raw(),
        None => {
            let argument = as_argument(value)?;
            let block = argument.owner();
            block.first_operation()?.to_raw()
        }
    };
    // SAFETY: the anchor is a live op of the IR the pass runs on; the
    // emitter only inserts before it while the pass runs.
    let anchor = unsafe { OperationRef::from_raw(anchor) };
    Emitter::new(context, anchor).ok()
}

fn lifted<'c, 'a>(raw: mlir_sys::MlirValue) -> Value<'c, 'a> {
    // SAFETY: a value built by this module earlier in the same pass run;
    // built ops are never erased during it.
    unsafe { Value::from_raw(raw) }
}

impl Pointers {
    /// The address of `memref` (its first element, offset 0) as an
    /// `!llvm.ptr<space>`, built once. `None` where it cannot be placed
    /// after the definition, or the memref comes from a tile op (which the
    /// pass erases).
    pub(crate) fn memref<'c>(
        cache: &RefCell<Pointers>,
        context: &'c Context,
        memref: Value<'c, '_>,
        space: AddressSpace,
    ) -> Result<Option<mlir_sys::MlirValue>, LowerError> {
        if let Some(found) = cache.borrow().values.get(&key(memref, space)) {
            return Ok(Some(*found));
        }
        let def = defining_op(memref);
        let def_name = def.as_ref().map(|op| name_of(op)).unwrap_or("");
        if tile_dialect::ops::in_dialect(def_name) {
            return Ok(None);
        }
        let built = match (def, def_name) {
            (Some(op), "memref.assume_alignment") => {
                // The same address: the assumption only informs LLVM.
                let Some(source) = upstream::source(op) else {
                    return Ok(None);
                };
                let found = Self::memref(cache, context, source, space)?;
                if found.is_some() {
                    cache.borrow_mut().looked_through.push(op.to_raw());
                }
                found
            }
            (Some(op), "memref.view") if op.operand_count() == 2 => {
                // A static-shaped view of a 1-D i8 buffer with the identity
                // layout (the view's rule): the buffer's address plus the
                // byte shift, as MLIR's own lowering of the view computes it.
                let (Some(source), Some(shift)) = (upstream::source(op), upstream::byte_shift(op))
                else {
                    return Ok(None);
                };
                let Some(base) = Self::memref(cache, context, source, space)? else {
                    return Ok(None);
                };
                let Some(em) = after_definition(context, memref) else {
                    return Ok(None);
                };
                let i64_ty: Type<'c> = IntegerType::new(context, 64).into();
                let i8_ty: Type<'c> = IntegerType::new(context, 8).into();
                let shift = em.value("arith.index_cast", &[shift], i64_ty, &[])?;
                let address = em.value(
                    "llvm.getelementptr",
                    &[lifted(base), shift],
                    em.ptr_type(space)?,
                    &[
                        em.named(
                            "rawConstantIndices",
                            DenseI32ArrayAttribute::new(context, &[DYNAMIC_INDEX]).into(),
                        ),
                        em.named("elem_type", TypeAttribute::new(i8_ty).into()),
                    ],
                )?;
                cache.borrow_mut().looked_through.push(op.to_raw());
                Some(address.to_raw())
            }
            _ => {
                let Some(em) = after_definition(context, memref) else {
                    return Ok(None);
                };
                Some(em.memref_ptr(memref, &[], space)?.to_raw())
            }
        };
        if let Some(raw) = built {
            cache.borrow_mut().values.insert(key(memref, space), raw);
        }
        Ok(built)
    }

    /// `pointer` cast to `space` (`llvm.addrspacecast`), or to an integer
    /// of `bits` (`llvm.ptrtoint`, for an inline-asm operand), built once
    /// right after `pointer`'s definition. `None` where it cannot be
    /// placed there.
    pub(crate) fn convert<'c>(
        cache: &RefCell<Pointers>,
        context: &'c Context,
        pointer: Value<'c, '_>,
        to: Conversion,
    ) -> Result<Option<mlir_sys::MlirValue>, LowerError> {
        let key = (pointer.to_raw().ptr as usize, to);
        if let Some(found) = cache.borrow().conversions.get(&key) {
            return Ok(Some(*found));
        }
        let Some(em) = after_definition(context, pointer) else {
            return Ok(None);
        };
        let converted = match to {
            Conversion::Space(space) => em.addrspacecast(pointer, space)?,
            Conversion::Int(bits) => em.ptrtoint(pointer, bits)?,
        }
        .to_raw();
        cache.borrow_mut().conversions.insert(key, converted);
        Ok(Some(converted))
    }

    /// The constant `value` of type `ty` as an
    /// `llvm.mlir.constant` at the top of `function`'s entry block, built
    /// once per function. `None` where the function has no entry op.
    pub(crate) fn constant<'c>(
        cache: &RefCell<Pointers>,
        context: &'c Context,
        function: usize,
        ty: Type<'c>,
        value: melior::ir::Attribute<'c>,
    ) -> Result<Option<mlir_sys::MlirValue>, LowerError> {
        let key = (
            function,
            ty.to_raw().ptr as usize,
            value.to_raw().ptr as usize,
        );
        if let Some(found) = cache.borrow().constants.get(&key) {
            return Ok(Some(*found));
        }
        // SAFETY: `function` is the live function op enclosing the op
        // being lowered (`super::Enclosing`).
        let function_op = unsafe {
            OperationRef::from_raw(mlir_sys::MlirOperation {
                ptr: function as *mut _,
            })
        };
        let Some(first) = tile_dialect::access::region_at(function_op, 0)
            .and_then(|region| region.first_block())
            .and_then(|block| block.first_operation())
        else {
            return Ok(None);
        };
        // SAFETY: a live op of the function; only inserted before.
        let first = unsafe { OperationRef::from_raw(first.to_raw()) };
        let em = Emitter::new(context, first)?;
        let built = em
            .value("llvm.mlir.constant", &[], ty, &[em.named("value", value)])?
            .to_raw();
        cache.borrow_mut().constants.insert(key, built);
        Ok(Some(built))
    }
}

impl BuiltOnce for RefCell<Pointers> {
    fn memref<'c>(
        &self,
        context: &'c Context,
        memref: Value<'c, '_>,
        space: AddressSpace,
    ) -> Result<Option<mlir_sys::MlirValue>, LowerError> {
        Pointers::memref(self, context, memref, space)
    }

    fn convert<'c>(
        &self,
        context: &'c Context,
        pointer: Value<'c, '_>,
        to: Conversion,
    ) -> Result<Option<mlir_sys::MlirValue>, LowerError> {
        Pointers::convert(self, context, pointer, to)
    }

    fn constant<'c>(
        &self,
        context: &'c Context,
        function: usize,
        ty: Type<'c>,
        value: melior::ir::Attribute<'c>,
    ) -> Result<Option<mlir_sys::MlirValue>, LowerError> {
        Pointers::constant(self, context, function, ty, value)
    }
}

/// Erases the views and alignment assumptions the cache looked through
/// that have no use left (the tile ops that used them are lowered and
/// erased), the assumption before its view.
pub fn erase_unused(cache: &PointerCache) {
    let ops = std::mem::take(&mut cache.borrow_mut().looked_through);
    let mut seen = std::collections::HashSet::new();
    for raw in ops.into_iter().rev() {
        if !seen.insert(raw.ptr) {
            continue;
        }
        // SAFETY: recorded from the live IR during this run; each op is
        // recorded once and erased at most once, here.
        let op = unsafe { OperationRef::from_raw(raw) };
        let unused = (0..op.result_count()).all(|i| {
            result_at(op, i).is_none_or(|r| {
                // SAFETY: a live result of a live op.
                unsafe { mlir_sys::mlirValueGetFirstUse(r.to_raw()).ptr.is_null() }
            })
        });
        if unused {
            // SAFETY: in a block, without uses, not referenced afterwards.
            unsafe { mlir_sys::mlirOperationDestroy(raw) };
        }
    }
}
