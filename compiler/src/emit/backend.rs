//! Where an error of LLVM's back end goes: the kernel it names, or whose
//! LLVM IR calls the intrinsic it names, else the unit's only kernel, else
//! the unit. Kept as names and places ([`BackendPlaces`]) for units whose
//! MLIR is freed before code generation.

use crate::contain::run_contained;
use crate::error::DriverError;
use crate::location::{location_of, unit_location};
use crate::session::Session;
use melior::ir::{operation::OperationLike, BlockLike, Module, OperationRef, RegionLike};
use tile_dialect::access::region_at;
use tile_lowering::output;
use tile_passes::external::FileLineCol;

impl Session {
    /// Where LLVM back-end error `message` of `unit` goes: the function it
    /// is about ([`output::culprit_function`] on the unit's LLVM IR,
    /// translated again, contained: this runs only on the error path), else
    /// [`culprit`].
    pub(crate) fn backend_culprit(&self, unit: OperationRef<'_, '_>, message: &str) -> FileLineCol {
        run_contained(self.stack.get(), || output::translate_to_llvm_ir(unit))
            .ok()
            .and_then(Result::ok)
            .and_then(|ir| output::culprit_function(&ir, message))
            .and_then(|name| function_named(unit, &name))
            .and_then(location_of)
            .or_else(|| culprit(unit))
    }

    /// A fatal back-end error of the host tail (which compiles every
    /// `gpu.module` it finds) moved to the kernel it is about, when a unit
    /// still in the module holds it (the unit LLVM stopped on is not
    /// replaced by its binary yet).
    pub(crate) fn locate_backend_stop(
        &self,
        module: &Module<'_>,
        error: DriverError,
    ) -> DriverError {
        let DriverError::Rejected(mut diagnostics) = error else {
            return error;
        };
        let Some(message) = self.stopped.borrow().clone() else {
            return DriverError::Rejected(diagnostics);
        };
        let at = output::gpu_modules(module.as_operation())
            .into_iter()
            .filter(|u| output::is_gpu_module(*u))
            .find_map(|unit| {
                run_contained(self.stack.get(), || output::translate_to_llvm_ir(unit))
                    .ok()
                    .and_then(Result::ok)
                    .and_then(|ir| output::culprit_function(&ir, &message))
                    .and_then(|name| function_named(unit, &name))
                    .and_then(location_of)
            });
        if let (Some(at), Some(last)) = (at, diagnostics.last_mut()) {
            if last.message.starts_with("[backend]") {
                last.file_line_col = Some(at);
            }
        }
        DriverError::Rejected(diagnostics)
    }
}

/// The function with a body named `name` directly in `unit`.
fn function_named<'c, 'a>(unit: OperationRef<'c, 'a>, name: &str) -> Option<OperationRef<'c, 'a>> {
    let mut current = region_at(unit, 0)?.first_block()?.first_operation();
    while let Some(op) = current {
        if tile_dialect::strings::op_name(&op).ends_with(".func")
            && tile_dialect::strings::symbol_name(&op).as_deref() == Some(name)
        {
            return Some(op);
        }
        current = op.next_in_block();
    }
    None
}

/// Where a back-end error of `unit` goes: its only function with a body
/// (the kernel that triggered it), else the unit.
pub(crate) fn culprit(unit: OperationRef<'_, '_>) -> FileLineCol {
    let mut functions = Vec::new();
    if let Some(block) = region_at(unit, 0).and_then(|r| r.first_block()) {
        let mut current = block.first_operation();
        while let Some(op) = current {
            let has_body = region_at(op, 0).and_then(|r| r.first_block()).is_some();
            if tile_dialect::strings::op_name(&op).ends_with(".func") && has_body {
                functions.push(op);
            }
            current = op.next_in_block();
        }
    }
    match functions.as_slice() {
        [only] => location_of(*only).or_else(|| unit_location(unit)),
        _ => unit_location(unit),
    }
}

/// What locates a back-end error of a unit after its MLIR is gone: its
/// functions (name, location) and each intrinsic call (intrinsic, caller).
pub(crate) struct BackendPlaces {
    /// Each function of the unit: its name and where it is.
    pub(crate) functions: Vec<(String, FileLineCol)>,
    /// Each intrinsic call of the unit's LLVM IR: (intrinsic, caller).
    pub(crate) callers: Vec<(String, String)>,
}

impl BackendPlaces {
    /// The functions of `unit` (name, location), for the `functions` of
    /// its places; the `callers` are the intrinsic calls of its LLVM IR
    /// (of all parts of a split unit).
    pub(crate) fn functions_of(unit: OperationRef<'_, '_>) -> Vec<(String, FileLineCol)> {
        let mut functions = Vec::new();
        if let Some(block) = region_at(unit, 0).and_then(|r| r.first_block()) {
            let mut current = block.first_operation();
            while let Some(op) = current {
                if tile_dialect::strings::op_name(&op).ends_with(".func") {
                    if let Some(name) = tile_dialect::strings::symbol_name(&op) {
                        functions.push((name, location_of(op)));
                    }
                }
                current = op.next_in_block();
            }
        }
        functions
    }

    /// Where LLVM's `message` points: the function it names or that calls
    /// the intrinsic it names, if it has a location.
    pub(crate) fn locate(&self, message: &str) -> FileLineCol {
        let names: Vec<String> = self.functions.iter().map(|(n, _)| n.clone()).collect();
        let name = output::culprit_in(message, &names, &self.callers)?;
        self.functions
            .iter()
            .find(|(n, _)| *n == name)
            .and_then(|(_, at)| at.clone())
    }
}
