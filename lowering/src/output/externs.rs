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
//!
//! An `llvm.func available_externally` with a body is no definition either:
//! LLVM writes nothing of it, not even an `.extern .func` declaration, so a
//! call of it was refused ("Call to 'g' requires call prototype", "Unknown
//! symbol 'g'") whatever its arguments, and a use of its address too
//! (`[extern-function]` at its first use, any name, a provided one too). Its
//! body is not written either: what it uses is not looked for.
//!
//! The functions ptxas provides are called, never pointed to: ptxas refuses
//! PTX that uses one as a value ("Cannot take address of function
//! 'malloc'": `mov.u64 %rd1, malloc;`, or a global `= malloc`). Whether an
//! `llvm.mlir.addressof` of one reaches the PTX as a value depends on LLVM
//! (a call through it becomes a direct call; at `-O2` an address stored to
//! a local and loaded back is folded, at `-O0` it is not), so the PTX is
//! read: [`UsedDeclarations::addresses`] are the candidates, each an
//! `llvm.mlir.addressof` of a provided function whose result is used other
//! than as the callee of a call, and [`ptx_takes_address`] tells whether
//! the unit's PTX uses the function as a value (`[extern-function-address]`
//! at the candidate, [`address_message`]).

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
    /// The `available_externally` functions, of which LLVM writes nothing:
    /// `[extern-function]` ([`copy_message`]).
    pub copies: Vec<Use<'c, 'a>>,
    /// libdevice's (`__nv_*`): linked in, or `[libdevice]`.
    pub libdevice: Vec<Use<'c, 'a>>,
    /// The functions ptxas provides ([`PROVIDED`]) whose address the unit
    /// may use as a value, each with the first `llvm.mlir.addressof` of it
    /// whose result is used other than as the callee of a call: checked on
    /// the unit's PTX ([`ptx_takes_address`]).
    pub addresses: Vec<Use<'c, 'a>>,
}

/// The [`UsedDeclarations`] of `unit`, its top-level `llvm.func`s without
/// a body and `available_externally` ones: one walk of the unit (not into
/// the bodies of `available_externally` functions, which are not written),
/// none when it declares nothing but provided functions it never takes the
/// address of.
pub fn used_declarations<'c, 'a>(unit: OperationRef<'c, 'a>) -> UsedDeclarations<'c, 'a> {
    let mut declared = HashSet::new();
    let mut copies = HashSet::new();
    let mut provided = HashSet::new();
    if let Some(block) = unit.first_region().and_then(|r| r.first_block()) {
        let mut next = block.first_operation();
        while let Some(op) = next {
            if name_of(&op) == "llvm.func" {
                let name = string_attribute(&op, "sym_name");
                if is_available_externally(&op) {
                    copies.extend(name);
                } else if op.first_region().is_none_or(|r| r.first_block().is_none()) {
                    match name {
                        Some(n) if PROVIDED.contains(&n.as_str()) => {
                            provided.insert(n);
                        }
                        Some(n) if !is_provided(&n) => {
                            declared.insert(n);
                        }
                        _ => {}
                    }
                }
            }
            next = op.next_in_block();
        }
    }
    let mut used = UsedDeclarations::default();
    if declared.is_empty() && copies.is_empty() && provided.is_empty() {
        return used;
    }
    let root = unit.to_raw().ptr;
    let mut found: Vec<(String, mlir_sys::MlirOperation)> = Vec::new();
    let mut copied: Vec<(String, mlir_sys::MlirOperation)> = Vec::new();
    let mut addresses: Vec<(String, mlir_sys::MlirOperation)> = Vec::new();
    unit.walk(WalkOrder::PreOrder, |op| {
        let reference = match name_of(&op) {
            "llvm.call" => "callee",
            "llvm.mlir.addressof" => "global_name",
            // What LLVM does not write uses nothing.
            "llvm.func" if op.to_raw().ptr != root && is_available_externally(&op) => {
                return WalkResult::Skip;
            }
            _ => return WalkResult::Advance,
        };
        let Some(name) = op.attribute(reference).ok().and_then(flat_symbol_value) else {
            return WalkResult::Advance;
        };
        // First use only: the name leaves its set once found.
        if declared.remove(&name) {
            found.push((name, op.to_raw()));
        } else if copies.remove(&name) {
            copied.push((name, op.to_raw()));
        } else if reference == "global_name" && provided.contains(&name) && used_as_value(&op) {
            provided.remove(&name);
            addresses.push((name, op.to_raw()));
        }
        WalkResult::Advance
    });
    // SAFETY: ops of the live unit, just walked.
    let op_of = |raw| unsafe { OperationRef::from_raw(raw) };
    for (name, raw) in found {
        if name.starts_with(super::libdevice::LIBDEVICE_PREFIX) {
            used.libdevice.push((name, op_of(raw)));
        } else {
            used.unresolved.push((name, op_of(raw)));
        }
    }
    used.copies = copied.into_iter().map(|(n, raw)| (n, op_of(raw))).collect();
    used.addresses = addresses
        .into_iter()
        .map(|(n, raw)| (n, op_of(raw)))
        .collect();
    used
}

/// Whether the function `op` has `available_externally` linkage.
fn is_available_externally(op: &OperationRef<'_, '_>) -> bool {
    op.attribute("linkage")
        .is_ok_and(|a| a.to_string() == "#llvm.linkage<available_externally>")
}

/// Whether the result of the `llvm.mlir.addressof` `op` is used other than
/// as the callee of an indirect `llvm.call` (its operand 0 when it has no
/// `callee` attribute), which LLVM turns into a direct call.
fn used_as_value(op: &OperationRef<'_, '_>) -> bool {
    let Ok(result) = op.result(0) else {
        return false;
    };
    tile_dialect::access::uses(result.into())
        .into_iter()
        .any(|(owner, operand)| {
            name_of(&owner) != "llvm.call" || owner.has_attribute("callee") || operand != 0
        })
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

/// The message of the `[extern-function]` error for a use of `function`,
/// an `available_externally` function of `unit` (its name for messages).
pub fn copy_message(function: &str, unit: &str) -> String {
    format!(
        "[extern-function] this use of {function}: @{function} has available_externally linkage \
         in {unit}, so LLVM writes no PTX for it, not even a declaration (its body only stands \
         for a definition elsewhere), and ptxas compiles a unit whole, with no device linking \
         after it: it refuses the PTX (\"Call to '{function}' requires call prototype\", \
         \"Unknown symbol '{function}'\"); give @{function} a linkage that defines it in {unit} \
         (external, internal, linkonce_odr, ...)"
    )
}

/// The message of the `[extern-function-address]` error for an
/// `llvm.mlir.addressof` of `function`, a function ptxas provides, whose
/// address the PTX of `unit` (its name for messages) uses as a value.
pub fn address_message(function: &str, unit: &str) -> String {
    format!(
        "[extern-function-address] this llvm.mlir.addressof @{function} puts the address of \
         {function} into the PTX of {unit} as a value: ptxas provides {function} to be called, \
         and refuses its address (\"Cannot take address of function '{function}'\"); call \
         @{function} directly (a call through this address alone becomes a direct call), or \
         point to a function defined in {unit} that calls it"
    )
}

/// Whether the PTX text `ptx` uses the function `name` other than as the
/// callee of a `call` or in a `.func` directive (its `.extern .func`
/// declaration): as an instruction operand (`mov.u64 %rd1, malloc;`) or in
/// a global's initializer (`.global .u64 p = malloc;`), which ptxas refuses
/// for a function it provides. Comments, `.file` and `.loc` lines are not
/// read.
pub fn ptx_takes_address(ptx: &str, name: &str) -> bool {
    ptx.lines().any(|line| {
        let code = line.split("//").next().unwrap_or_default().trim();
        if !mentions(code, name) {
            return false;
        }
        // A guard first (`@%p1 call.uni ...`).
        let instruction = match code.strip_prefix('@') {
            Some(guarded) => guarded
                .split_once(char::is_whitespace)
                .map_or("", |(_, rest)| rest.trim_start()),
            None => code,
        };
        let directive = instruction.split_whitespace().next().unwrap_or_default();
        let declaration = instruction.contains(".func");
        let call = directive == "call" || directive.starts_with("call.");
        !(declaration || call || directive == ".file" || directive == ".loc")
    })
}

/// Whether `code` holds the identifier `name` (not as a part of a longer
/// one: `malloc_param_0`, `%malloc`).
fn mentions(code: &str, name: &str) -> bool {
    let identifier = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '%');
    code.match_indices(name).any(|(at, _)| {
        let before = code[..at].chars().next_back();
        let after = code[at + name.len()..].chars().next();
        !before.is_some_and(identifier) && !after.is_some_and(identifier)
    })
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

    #[test]
    fn ptx_addresses() {
        let declared = ".extern .func  (.param .b64 func_retval0) malloc\n(\n\t.param .b64 malloc_param_0\n)\n;\n";
        let called = "\tcall.uni (retval0), malloc, (param0);\n\t@%p1 call.uni free, (param0);\n";
        assert!(!ptx_takes_address(&format!("{declared}{called}"), "malloc"));
        assert!(!ptx_takes_address(called, "free"));
        for taken in [
            "\tmov.u64 \t%rd1, malloc;\n",
            ".global .align 8 .u64 tbl = malloc;\n",
            ".visible .global .align 8 .u64 t[2] = {malloc, 0};\n",
            "\t@%p1 mov.u64 %rd1, malloc;\n",
        ] {
            assert!(
                ptx_takes_address(&format!("{declared}{taken}"), "malloc"),
                "{taken}"
            );
        }
        for other in [
            "\tmov.u64 %rd1, malloc_param_0;\n",
            "\tmov.u64 %rd1, my_malloc;\n",
            "\t// mov.u64 %rd1, malloc;\n",
            ".file 1 \"malloc.c\"\n",
            "\tmov.u64 %malloc, 0;\n",
        ] {
            assert!(!ptx_takes_address(other, "malloc"), "{other}");
        }
    }
}
