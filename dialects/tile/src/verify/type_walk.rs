//! A walk over a type and every type inside it, for the rules that look
//! into types (`llvm_types`, `address_space`): builtin function, tuple and
//! shaped (vector, tensor, memref) types, LLVM structs, arrays and function
//! types. An explicit stack: nesting depth costs no call stack; an
//! identified LLVM struct is entered once, so one that names itself ends.

/// Calls `visit` on `ty` and, in pre-order, on every type inside it until
/// `visit` returns a value; returns that value.
///
/// # Safety
/// `ty` is a live type of a live context.
pub(crate) unsafe fn find_nested<R>(
    ty: mlir_sys::MlirType,
    mut visit: impl FnMut(mlir_sys::MlirType) -> Option<R>,
) -> Option<R> {
    let (array_id, function_id) = array_and_function_ids(mlir_sys::mlirTypeGetContext(ty));
    let mut stack = vec![ty];
    let mut named: Vec<*const std::ffi::c_void> = Vec::new();
    while let Some(t) = stack.pop() {
        if let Some(found) = visit(t) {
            return Some(found);
        }
        if mlir_sys::mlirTypeIsAFunction(t) {
            let inputs = mlir_sys::mlirFunctionTypeGetNumInputs(t);
            let results = mlir_sys::mlirFunctionTypeGetNumResults(t);
            stack.extend((0..inputs).map(|i| mlir_sys::mlirFunctionTypeGetInput(t, i)));
            stack.extend((0..results).map(|i| mlir_sys::mlirFunctionTypeGetResult(t, i)));
        } else if mlir_sys::mlirTypeIsATuple(t) {
            let n = mlir_sys::mlirTupleTypeGetNumTypes(t);
            stack.extend((0..n).map(|i| mlir_sys::mlirTupleTypeGetType(t, i)));
        } else if mlir_sys::mlirTypeIsAShaped(t) {
            stack.push(mlir_sys::mlirShapedTypeGetElementType(t));
        } else if mlir_sys::mlirTypeIsALLVMStructType(t) {
            if !mlir_sys::mlirLLVMStructTypeIsLiteral(t) {
                if named.contains(&t.ptr) {
                    continue;
                }
                named.push(t.ptr);
            }
            let n = mlir_sys::mlirLLVMStructTypeGetNumElementTypes(t);
            stack.extend((0..n).map(|i| mlir_sys::mlirLLVMStructTypeGetElementType(t, i)));
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
    None
}

/// The type ids of `!llvm.array` and `!llvm.func`, which the C API has no
/// `IsA` for: read once off types built for the purpose (a type id is a
/// process-wide constant).
pub(crate) fn array_and_function_ids(context: mlir_sys::MlirContext) -> (usize, usize) {
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

/// `ty` as an `!llvm.array`: its length, read off its text (`!llvm.array<N
/// x T>`: the C API has no accessor for it; `None` where unreadable), and
/// its element type. `None` for any other type.
pub(crate) fn llvm_array<'c>(
    ty: melior::ir::Type<'c>,
) -> Option<(Option<u64>, melior::ir::Type<'c>)> {
    use melior::ir::TypeLike;
    let text = ty.to_string();
    let rest = text.strip_prefix("!llvm.array<")?;
    let count = rest
        .split_once(" x ")
        .and_then(|(n, _)| n.trim().parse::<u64>().ok());
    // SAFETY: `ty` is a live `!llvm.array`.
    let element = unsafe {
        melior::ir::Type::from_raw(mlir_sys::mlirLLVMArrayTypeGetElementType(ty.to_raw()))
    };
    Some((count, element))
}
