//! What an op is by itself, without looking around it: a kernel, a symbol
//! table. The verifier's walks (`ancestry`, `scope`, `facts`) all ask these,
//! so they sit below all of them.

use crate::strings;
use melior::ir::{operation::OperationLike, OperationRef};

/// Whether `op` is a kernel (a PTX `.entry`): a `gpu.func` marked
/// `kernel`, an `llvm.func` / `func.func` marked `nvvm.kernel`, or an
/// `llvm.func` of the PTX kernel calling convention (`llvm.func
/// ptx_kernelcc @k`), which NVPTX writes as an `.entry` too: every kernel
/// rule applies to it.
pub fn is_kernel(op: &OperationRef<'_, '_>) -> bool {
    match strings::name_of(op) {
        "gpu.func" => op.has_attribute("gpu.kernel") || op.has_attribute("kernel"),
        "llvm.func" => op.has_attribute("nvvm.kernel") || has_kernel_cconv(op),
        "func.func" => op.has_attribute("nvvm.kernel"),
        _ => false,
    }
}

/// The `CConv` attribute of an `llvm.func` of the PTX kernel calling
/// convention, as MLIR prints it.
const PTX_KERNEL_CCONV: &str = "#llvm.cconv<ptx_kernelcc>";

/// Whether the `llvm.func` `op` has the PTX kernel calling convention.
fn has_kernel_cconv(op: &OperationRef<'_, '_>) -> bool {
    op.attribute("CConv")
        .is_ok_and(|a| a.to_string() == PTX_KERNEL_CCONV)
}

/// Whether an op named `name` is a function the verifier knows (a body of
/// device or host code): `gpu.func`, `func.func`, `llvm.func`.
pub(crate) fn is_function(name: &str) -> bool {
    matches!(name, "gpu.func" | "func.func" | "llvm.func")
}

/// Whether `op` is a symbol table (has MLIR's `SymbolTable` trait). The two
/// module ops are answered by name; any other op by asking MLIR, which
/// answers at once for an op without the trait (a function) and builds and
/// drops a table for one with it.
pub(crate) fn is_symbol_table(op: &OperationRef<'_, '_>) -> bool {
    if strings::op_name_is(op, "gpu.module") || strings::op_name_is(op, "builtin.module") {
        return true;
    }
    // SAFETY: a live op; the table (if any) is destroyed before returning.
    unsafe {
        let table = mlir_sys::mlirSymbolTableCreate(op.to_raw());
        if table.ptr.is_null() {
            return false;
        }
        mlir_sys::mlirSymbolTableDestroy(table);
    }
    true
}
