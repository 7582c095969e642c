//! `aggregate-size`: a value in device code (an op's result, or a block's
//! argument, which includes a function's parameters) holds at most
//! [`MAX_DEVICE_VALUE_SCALARS`] scalars, counted through LLVM structs,
//! arrays and vectors. NVPTX keeps no aggregate in a register: instruction
//! selection splits a struct, array or vector value (a device function's
//! parameter too, whether it is called or not) into its scalars, and its
//! time and memory grow with their number. `!llvm.array<10000000 x i32>` as
//! a device function's parameter took 4 s and 1.3 GB of code generation;
//! `!llvm.array<2147483647 x i65>` ended in "LLVM ERROR: out of memory"
//! (tile-fuzz seed 30303). A vector alone is `vector-size`'s
//! (`super::vector_size`); this rule counts what it does not see: arrays
//! and structs, and vectors inside them.
//!
//! Not counted: types that are not values: a global's or an alloca's type,
//! a GEP's element type (an `!llvm.array` of millions of elements in memory
//! is fine), and the values of a global's initializer region, which the
//! translation folds into the global's constant data.

use melior::ir::{
    operation::OperationLike, BlockLike, OperationRef, RegionLike, Type, TypeLike, ValueLike,
};
use tile_rules::Violation;

/// The most scalars of one value in device code (2^16, as `vector-size`'s
/// elements: about 9 MB of the back end's memory at the ~130 bytes per
/// scalar measured).
pub const MAX_DEVICE_VALUE_SCALARS: u64 = 1 << 16;

/// The rule's name.
pub const RULE: &str = "aggregate-size";

/// The first value `op` defines (its results, then the arguments of the
/// blocks of its regions) that holds more than [`MAX_DEVICE_VALUE_SCALARS`]
/// scalars, as a violation; none inside an `llvm.mlir.global`.
pub(crate) fn check(op: &OperationRef<'_, '_>) -> Option<Violation> {
    let mut found = None;
    for i in 0..op.result_count() {
        let Ok(result) = op.result(i) else { continue };
        if let Some(n) = too_many(result.r#type()) {
            found = Some((format!("result #{i}"), result.r#type(), n));
            break;
        }
    }
    if found.is_none() {
        found = first_big_argument(op);
    }
    let (what, ty, scalars) = found?;
    if in_global_initializer(op) {
        return None;
    }
    Some(Violation::error(
        RULE,
        format!(
            "{what} of type {ty} holds {scalars} scalars; a value in device code may hold at \
             most {MAX_DEVICE_VALUE_SCALARS} (NVPTX splits a struct, array or vector value into \
             its scalars: the back end's time and memory grow with them); pass a pointer to \
             the data instead"
        ),
    ))
}

/// The first block argument of `op`'s regions holding too many scalars:
/// a function's parameter by its index, any other by block and index.
fn first_big_argument<'c>(op: &OperationRef<'c, '_>) -> Option<(String, Type<'c>, u64)> {
    let function = matches!(
        crate::strings::name_of(op),
        "llvm.func" | "gpu.func" | "func.func"
    );
    for r in 0..op.region_count() {
        let Ok(region) = op.region(r) else { continue };
        let mut block = region.first_block();
        let mut b = 0usize;
        while let Some(current) = block {
            for a in 0..current.argument_count() {
                let Ok(argument) = current.argument(a) else {
                    continue;
                };
                if let Some(n) = too_many(argument.r#type()) {
                    let what = if function && r == 0 && b == 0 {
                        format!("parameter #{a}")
                    } else {
                        format!("argument #{a} of block #{b} of region #{r}")
                    };
                    return Some((what, argument.r#type(), n));
                }
            }
            block = current.next_in_region();
            b += 1;
        }
    }
    None
}

/// Whether `op` sits in an `llvm.mlir.global`'s initializer region (walked
/// only for a value found too large, so rarely).
fn in_global_initializer(op: &OperationRef<'_, '_>) -> bool {
    let mut parent = op.parent_operation();
    while let Some(p) = parent {
        if crate::strings::name_of(&p) == "llvm.mlir.global" {
            return true;
        }
        parent = p.parent_operation();
    }
    false
}

/// The scalars of a value of type `ty`, when more than
/// [`MAX_DEVICE_VALUE_SCALARS`].
fn too_many(ty: Type<'_>) -> Option<u64> {
    let raw = ty.to_raw();
    // SAFETY: a live type; the cheap kind tests come first: a scalar holds
    // one.
    let aggregate = unsafe {
        mlir_sys::mlirTypeIsAVector(raw)
            || mlir_sys::mlirTypeIsALLVMStructType(raw)
            || mlir_sys::mlirTypeGetTypeID(raw).ptr as usize
                == super::type_walk::array_and_function_ids(mlir_sys::mlirTypeGetContext(raw)).0
    };
    if !aggregate {
        return None;
    }
    // SAFETY: as above.
    let n = unsafe { scalars(raw) };
    (n > MAX_DEVICE_VALUE_SCALARS).then_some(n)
}

/// The scalars of a value of type `ty` through LLVM structs, arrays and
/// vectors, saturating: each type inside `ty` is visited once per place it
/// appears, with the product of the lengths around it, so the work follows
/// the type's text, not its scalars. An explicit stack (nesting depth
/// costs no call stack); an identified struct is entered
/// once, so one that names itself ends (a struct met twice as two fields
/// is counted once: the count may fall short, never over).
///
/// # Safety
/// `ty` is a live type of a live context.
unsafe fn scalars(ty: mlir_sys::MlirType) -> u64 {
    let (array_id, _) = super::type_walk::array_and_function_ids(mlir_sys::mlirTypeGetContext(ty));
    let mut stack: Vec<(mlir_sys::MlirType, u64)> = vec![(ty, 1)];
    let mut named: Vec<*const std::ffi::c_void> = Vec::new();
    let mut total = 0u64;
    while let Some((t, times)) = stack.pop() {
        if mlir_sys::mlirTypeIsAVector(t) {
            let rank = mlir_sys::mlirShapedTypeGetRank(t).max(0);
            let elements = (0..rank).fold(1u64, |n, d| {
                n.saturating_mul(
                    u64::try_from(mlir_sys::mlirShapedTypeGetDimSize(t, d as isize)).unwrap_or(0),
                )
            });
            stack.push((
                mlir_sys::mlirShapedTypeGetElementType(t),
                times.saturating_mul(elements),
            ));
        } else if mlir_sys::mlirTypeIsALLVMStructType(t) {
            if mlir_sys::mlirLLVMStructTypeIsOpaque(t) {
                continue;
            }
            if !mlir_sys::mlirLLVMStructTypeIsLiteral(t) {
                if named.contains(&t.ptr) {
                    continue;
                }
                named.push(t.ptr);
            }
            let n = mlir_sys::mlirLLVMStructTypeGetNumElementTypes(t);
            stack.extend((0..n).map(|i| (mlir_sys::mlirLLVMStructTypeGetElementType(t, i), times)));
        } else if mlir_sys::mlirTypeGetTypeID(t).ptr as usize == array_id {
            if let Some((count, element)) = super::type_walk::llvm_array(Type::from_raw(t)) {
                stack.push((element.to_raw(), times.saturating_mul(count.unwrap_or(1))));
            }
        } else {
            total = total.saturating_add(times);
        }
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use melior::ir::Module;

    fn first_violation(source: &str) -> Option<Violation> {
        let context = crate::context_with_all_dialects();
        let module = Module::parse(&context, source).expect("parses");
        let mut found = None;
        crate::walk::preorder(module.as_operation(), |op| {
            if found.is_none() {
                found = check(&op);
            }
            melior::ir::operation::WalkResult::Advance
        });
        found
    }

    #[test]
    fn counts_through_arrays_structs_and_vectors() {
        let big =
            first_violation("llvm.func @f(%a: !llvm.array<2147483647 x i65>) { llvm.return }")
                .expect("refused");
        assert_eq!(big.rule, RULE);
        assert!(big.message.contains("parameter #0"), "{}", big.message);
        assert!(
            big.message.contains("holds 2147483647 scalars"),
            "{}",
            big.message
        );
        let nested = first_violation(
            "llvm.func @f(%a: !llvm.struct<(i32, array<300 x vector<256xi8>>)>) { llvm.return }",
        )
        .expect("refused");
        assert!(
            nested.message.contains("holds 76801 scalars"),
            "{}",
            nested.message
        );
        assert!(
            first_violation("llvm.func @f(%a: !llvm.array<65536 x i32>) { llvm.return }").is_none()
        );
    }

    #[test]
    fn leaves_memory_types_and_global_initializers_alone() {
        assert!(first_violation(
            "llvm.mlir.global internal @g() : !llvm.array<1000000 x i32> {\n\
               %z = llvm.mlir.zero : !llvm.array<1000000 x i32>\n\
               llvm.return %z : !llvm.array<1000000 x i32>\n\
             }\n\
             llvm.func @f(%n: i64) {\n\
               %p = llvm.alloca %n x !llvm.array<1000000 x i32> : (i64) -> !llvm.ptr\n\
               llvm.return\n\
             }"
        )
        .is_none());
        let result = first_violation(
            "llvm.func @f(%p: !llvm.ptr) {\n\
               %v = llvm.load %p : !llvm.ptr -> !llvm.array<100000 x f32>\n\
               llvm.return\n\
             }",
        )
        .expect("refused");
        assert!(result
            .message
            .contains("result #0 of type !llvm.array<100000 x f32>"));
    }
}
