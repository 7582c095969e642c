//! `llvm-index-type`: an LLVM dialect type that holds the builtin `index`
//! type (`!llvm.array<4 x index>`, `!llvm.struct<(index)>`). MLIR's LLVM
//! dialect verifier accepts one, but the translation to LLVM IR has no
//! LLVM type for `index` inside an LLVM type and crashed (SIGSEGV, tile-fuzz
//! seed 101 `crash-llvm-index-element`). Found by reading the LLVM dialect
//! types (not pointers) an op uses through the C API: its results, the
//! arguments of its blocks and its type attributes. The verifier checks device code
//! (the ops of a `gpu.module`, a kernel outside one); the host emitter
//! checks host code with [`first_bad_type`] before translating it.

use melior::ir::{
    operation::OperationLike, BlockLike, OperationRef, RegionLike, Type, TypeLike, ValueLike,
};
use tile_rules::Violation;

/// The rule id.
pub const RULE: &str = "llvm-index-type";

/// Pushes an `llvm-index-type` error for the first LLVM dialect type that
/// `op` uses (result, block argument or type attribute) with `index` inside.
pub(crate) fn check_llvm_index_type(op: &OperationRef<'_, '_>, found: &mut Vec<Violation>) {
    if let Some(printed) = first_bad_type(op) {
        found.push(Violation::error(
            RULE,
            format!(
                "uses {printed}: the builtin index type has no LLVM IR type inside an LLVM \
                 dialect type; use i64 (or i32)"
            ),
        ));
    }
}

/// The printed form of the first LLVM dialect type `op` uses that holds
/// `index` (for the host emitter, which checks host code with it).
pub fn first_bad_type(op: &OperationRef<'_, '_>) -> Option<String> {
    for result in op.results() {
        if let Some(bad) = bad_type(result.r#type()) {
            return Some(bad);
        }
    }
    // Every attribute, the dictionary built once (`crate::op_attributes`).
    let mut found = None;
    crate::op_attributes::for_each_attribute(op.to_raw(), |attribute| {
        // Not melior's `try_from`: its error prints the attribute, and most
        // attributes are not types.
        // SAFETY: a live attribute of the op.
        if found.is_some() || !unsafe { mlir_sys::mlirAttributeIsAType(attribute) } {
            return;
        }
        // SAFETY: checked to be a type attribute; its type is owned by the
        // context.
        let ty = unsafe { Type::from_raw(mlir_sys::mlirTypeAttrGetValue(attribute)) };
        found = bad_type(ty);
    });
    if found.is_some() {
        return found;
    }
    for region in op.regions() {
        let mut block = region.first_block();
        while let Some(b) = block {
            for i in 0..b.argument_count() {
                if let Some(bad) = b.argument(i).ok().and_then(|a| bad_type(a.r#type())) {
                    return Some(bad);
                }
            }
            block = b.next_in_region();
        }
    }
    None
}

/// `ty`, printed, if it is (or a builtin function type has) an LLVM
/// dialect type that holds `index`.
fn bad_type(ty: Type<'_>) -> Option<String> {
    // SAFETY: a live type (checked without melior's `try_from`, whose
    // error prints the type).
    if unsafe { mlir_sys::mlirTypeIsAFunction(ty.to_raw()) } {
        let raw = ty.to_raw();
        // SAFETY: checked to be a function type; its types are owned by the
        // context.
        let types: Vec<Type<'_>> = unsafe {
            let inputs = mlir_sys::mlirFunctionTypeGetNumInputs(raw);
            let results = mlir_sys::mlirFunctionTypeGetNumResults(raw);
            (0..inputs)
                .map(|i| Type::from_raw(mlir_sys::mlirFunctionTypeGetInput(raw, i)))
                .chain(
                    (0..results)
                        .map(|i| Type::from_raw(mlir_sys::mlirFunctionTypeGetResult(raw, i))),
                )
                .collect()
        };
        return types.into_iter().find_map(bad_type);
    }
    let raw = ty.to_raw();
    // SAFETY: a live type of the context; its dialect and the dialect's
    // namespace are owned by the context (compared without copying: every
    // type of every op comes here).
    let is_llvm = unsafe {
        let namespace = mlir_sys::mlirDialectGetNamespace(mlir_sys::mlirTypeGetDialect(raw));
        !namespace.data.is_null()
            && std::slice::from_raw_parts(namespace.data.cast::<u8>(), namespace.length) == b"llvm"
    };
    // SAFETY: as above.
    if !is_llvm || unsafe { mlir_sys::mlirTypeIsALLVMPointerType(raw) } {
        return None;
    }
    let printed = holds_index(raw).then(|| ty.to_string())?;
    // The printed form confirms it (and is what the message shows).
    has_index_token(&printed).then_some(printed)
}

/// The type ids of `!llvm.array` and `!llvm.func`, which the C API has no
/// `IsA` for: read once off types built for the purpose (a type id is a
/// process-wide constant).
fn array_and_function_ids(context: mlir_sys::MlirContext) -> (usize, usize) {
    static IDS: std::sync::OnceLock<(usize, usize)> = std::sync::OnceLock::new();
    *IDS.get_or_init(|| {
        // SAFETY: a live context; both types are built (uniqued) in it.
        unsafe {
            let i32_type = mlir_sys::mlirIntegerTypeGet(context, 32);
            let array = mlir_sys::mlirLLVMArrayTypeGet(i32_type, 1);
            let function = mlir_sys::mlirLLVMFunctionTypeGet(i32_type, 0, std::ptr::null(), false);
            (
                mlir_sys::mlirTypeGetTypeID(array).ptr as usize,
                mlir_sys::mlirTypeGetTypeID(function).ptr as usize,
            )
        }
    })
}

/// Whether the LLVM dialect type `ty` holds `index` anywhere inside:
/// struct and vector elements, array elements, function results and
/// parameters (an explicit stack: nesting depth costs no call stack; an
/// identified struct is entered once, so one that names itself ends).
fn holds_index(ty: mlir_sys::MlirType) -> bool {
    // SAFETY: live types of one context, read through the C API.
    unsafe {
        let (array_id, function_id) = array_and_function_ids(mlir_sys::mlirTypeGetContext(ty));
        let mut stack = vec![ty];
        let mut named: Vec<*const std::ffi::c_void> = Vec::new();
        while let Some(t) = stack.pop() {
            if mlir_sys::mlirTypeIsAIndex(t) {
                return true;
            }
            if mlir_sys::mlirTypeIsALLVMStructType(t) {
                // An identified struct may name itself inside: each once.
                if !mlir_sys::mlirLLVMStructTypeIsLiteral(t) {
                    if named.contains(&t.ptr) {
                        continue;
                    }
                    named.push(t.ptr);
                }
                let n = mlir_sys::mlirLLVMStructTypeGetNumElementTypes(t);
                stack.extend((0..n).map(|i| mlir_sys::mlirLLVMStructTypeGetElementType(t, i)));
            } else if mlir_sys::mlirTypeIsAVector(t) {
                stack.push(mlir_sys::mlirShapedTypeGetElementType(t));
            } else {
                let id = mlir_sys::mlirTypeGetTypeID(t).ptr as usize;
                if id == array_id {
                    stack.push(mlir_sys::mlirLLVMArrayTypeGetElementType(t));
                } else if id == function_id {
                    stack.push(mlir_sys::mlirLLVMFunctionTypeGetReturnType(t));
                    let n = mlir_sys::mlirLLVMFunctionTypeGetNumInputs(t);
                    stack.extend((0..n).map(|i| mlir_sys::mlirLLVMFunctionTypeGetInput(t, i)));
                }
            }
        }
    }
    false
}

/// Whether printed type text names `index` as a type (a whole word outside
/// quoted struct names).
fn has_index_token(printed: &str) -> bool {
    let mut in_quotes = false;
    let mut word = String::new();
    let mut escaped = false;
    for c in printed.chars().chain(std::iter::once(' ')) {
        if in_quotes {
            match (escaped, c) {
                (false, '\\') => escaped = true,
                (false, '"') => in_quotes = false,
                _ => escaped = false,
            }
            continue;
        }
        if c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$' || c == '!' {
            word.push(c);
            continue;
        }
        if word == "index" {
            return true;
        }
        word.clear();
        in_quotes = c == '"';
    }
    false
}

#[cfg(test)]
mod tests {
    use super::has_index_token;

    #[test]
    fn index_token() {
        assert!(has_index_token("!llvm.array<4 x index>"));
        assert!(has_index_token("!llvm.struct<(i32, index)>"));
        assert!(has_index_token("!llvm.func<void (index)>"));
        assert!(!has_index_token("!llvm.array<4 x i32>"));
        assert!(!has_index_token("!llvm.struct<\"index\", (i32)>"));
        assert!(!has_index_token("!llvm.struct<\"a\\\"index\", (i32)>"));
        assert!(!has_index_token("!llvm.array<2 x !llvm.index_like>"));
    }
}
