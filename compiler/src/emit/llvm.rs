//! LLVM IR of every `gpu.module`, as `mlir-translate --mlir-to-llvmir`
//! prints it.

use super::units::push_unit;
use crate::error::DriverError;
use crate::location::unit_location;
use crate::session::Session;
use melior::ir::Module;
use tile_lowering::output;

impl Session {
    /// LLVM IR of every `gpu.module` in `module` (or of `module` itself when
    /// it has none but is already LLVM dialect), each preceded by a line
    /// `; gpu.module @name`. The IR is what `mlir-translate --mlir-to-llvmir`
    /// prints for that unit. `module` must be lowered to the LLVM and NVVM
    /// dialects.
    pub fn emit_llvm(&self, module: &Module<'_>) -> Result<String, DriverError> {
        let mut text = String::new();
        for unit in self.emit_units(module)? {
            self.check_unit(unit, None)?;
            let name = output::unit_name(unit);
            let ir = self.timed("Translate to LLVM IR", || {
                self.work(&format!("LLVM IR of {name}"), &unit_location(unit), || {
                    output::translate_to_llvm_ir(unit).map_err(|e| self.output_error(unit, e))
                })
            })?;
            push_unit(&mut text, ";", &name, &ir);
        }
        Ok(text)
    }
}
