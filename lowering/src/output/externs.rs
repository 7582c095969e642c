//! Device functions a unit uses but does not define.
//!
//! ptxas compiles a unit whole: there is no device linking after it (and
//! the driver's JIT loads the PTX the same way), so a function the PTX
//! declares `.extern .func` and nothing defines is refused ("Unresolved
//! extern function"). Only these may stay declared:
//!
//! 1. the functions ptxas and the driver provide: `vprintf` (which
//!    `gpu.printf` calls), `malloc`, `free` and `__assertfail` (which
//!    `cf.assert` calls) — [`PROVIDED`];
//! 2. LLVM intrinsics (`llvm.*`), which the NVPTX back end selects, and
//!    `__nvvm_reflect`, which its `NVVMReflect` pass resolves;
//! 3. NVIDIA's libdevice (`__nv_*`), linked in before code generation
//!    ([`super::libdevice`]).
//!
//! Any other declaration the unit calls or takes the address of is refused
//! before LLVM sees it (`[extern-function]`, at its first use). Two ways in,
//! both found by tile-fuzz: a `llvm.func` declared and called in a
//! `gpu.module`, and a `func.func private` declaration there (upstream's
//! `convert-gpu-to-nvvm` gives it a body that calls `_mlir_ciface_<name>`).
//! An unused declaration writes nothing to the PTX and is left alone.

use std::collections::HashSet;

use melior::ir::{
    operation::{OperationLike, WalkOrder, WalkResult},
    BlockLike, OperationRef, RegionLike,
};
use tile_dialect::strings::{flat_symbol_value, name_of, string_attribute};

/// Functions ptxas and the CUDA driver provide to every unit.
pub const PROVIDED: &[&str] = &["vprintf", "malloc", "free", "__assertfail"];

/// The prefix of the C interface upstream's `func` to LLVM conversion
/// calls for a declared `func.func` (`_mlir_ciface_<name>`).
const C_INTERFACE_PREFIX: &str = "_mlir_ciface_";

/// The back end's own names: LLVM intrinsics and `__nvvm_reflect`.
fn resolved_by_backend(name: &str) -> bool {
    name.starts_with("llvm.") || name == "__nvvm_reflect"
}

/// Whether a declaration of `name` may reach the PTX without a definition
/// (the first two groups of the module documentation; libdevice is the
/// third, and is the caller's to link or refuse).
pub fn is_provided(name: &str) -> bool {
    PROVIDED.contains(&name) || resolved_by_backend(name)
}

/// A use of a declared function: its name and the op of its first use.
pub type Use<'c, 'a> = (String, OperationRef<'c, 'a>);

/// The functions a unit uses and only declares, by what becomes of them,
/// each with its first use in walk order (an `llvm.call` of it or an
/// `llvm.mlir.addressof` it); the provided ones ([`is_provided`]) are not
/// listed.
#[derive(Default)]
pub struct UsedDeclarations<'c, 'a> {
    /// Those ptxas cannot resolve: `[extern-function]`.
    pub unresolved: Vec<Use<'c, 'a>>,
    /// libdevice's (`__nv_*`): linked in, or `[libdevice]`.
    pub libdevice: Vec<Use<'c, 'a>>,
}

/// The [`UsedDeclarations`] of `unit`, its top-level `llvm.func`s without
/// a body: one walk of the unit, none when it declares nothing but
/// provided functions.
pub fn used_declarations<'c, 'a>(unit: OperationRef<'c, 'a>) -> UsedDeclarations<'c, 'a> {
    let mut declared = HashSet::new();
    if let Some(block) = unit.first_region().and_then(|r| r.first_block()) {
        let mut next = block.first_operation();
        while let Some(op) = next {
            if name_of(&op) == "llvm.func"
                && op.first_region().is_none_or(|r| r.first_block().is_none())
            {
                if let Some(name) = string_attribute(&op, "sym_name").filter(|n| !is_provided(n)) {
                    declared.insert(name);
                }
            }
            next = op.next_in_block();
        }
    }
    let mut used = UsedDeclarations::default();
    if declared.is_empty() {
        return used;
    }
    let mut found: Vec<(String, mlir_sys::MlirOperation)> = Vec::new();
    unit.walk(WalkOrder::PreOrder, |op| {
        let reference = match name_of(&op) {
            "llvm.call" => "callee",
            "llvm.mlir.addressof" => "global_name",
            _ => return WalkResult::Advance,
        };
        let name = op.attribute(reference).ok().and_then(flat_symbol_value);
        // First use only: the name leaves `declared` once found.
        if let Some(name) = name.filter(|n| declared.remove(n)) {
            found.push((name, op.to_raw()));
        }
        WalkResult::Advance
    });
    for (name, raw) in found {
        // SAFETY: an op of the live unit, just walked.
        let op = unsafe { OperationRef::from_raw(raw) };
        if name.starts_with(super::libdevice::LIBDEVICE_PREFIX) {
            used.libdevice.push((name, op));
        } else {
            used.unresolved.push((name, op));
        }
    }
    used
}

/// The message of the `[extern-function]` error for a use of `function`,
/// declared and not defined in `unit` (its name for messages).
pub fn unresolved_message(function: &str, unit: &str) -> String {
    // Upstream's conversion of a `func.func` declaration calls its C
    // interface: name the declaration the user wrote.
    let what = match function.strip_prefix(C_INTERFACE_PREFIX) {
        Some(declared) => format!(
            "{function}, the C interface that upstream's conversion gives the declaration \
             func.func @{declared}"
        ),
        None => function.to_string(),
    };
    format!(
        "[extern-function] this use of {what}: the function is declared in {unit} and \
         defined nowhere in it; ptxas compiles a unit whole, with no device linking after it, and \
         refuses the PTX (\"Unresolved extern function '{function}'\"); define it in {unit}, or \
         use a function ptxas provides ({}), an LLVM intrinsic or libdevice's __nv_*",
        PROVIDED.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn provided_names() {
        for name in [
            "vprintf",
            "malloc",
            "free",
            "__assertfail",
            "llvm.nvvm.barrier0",
        ] {
            assert!(is_provided(name), "{name}");
        }
        for name in ["ext", "_mlir_ciface_e", "printf", "llvm", "__nv_sinf"] {
            assert!(!is_provided(name), "{name}");
        }
    }
}
