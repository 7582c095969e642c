//! The module as MLIR text.

use crate::error::DriverError;
use crate::location::location_of;
use crate::session::Session;
use melior::ir::Module;
use tile_dialect::hook::{self, HookSettings};

impl Session {
    /// The module in MLIR's textual form. MLIR's printer verifies the
    /// module first (to fall back to the generic form for broken ops); that
    /// needs the structure only, so the semantic rules, which parsing and
    /// every pass already ran, are off meanwhile.
    pub fn print(&self, module: &Module<'_>) -> String {
        self.try_print(module)
            .unwrap_or_else(|e| format!("// {e}\n"))
    }

    /// [`Session::print`], or the error that kept it from printing.
    pub fn try_print(&self, module: &Module<'_>) -> Result<String, DriverError> {
        let settings = hook::settings(&self.context);
        hook::configure(
            &self.context,
            HookSettings {
                rules: false,
                ..settings
            },
        );
        let at = location_of(module.as_operation());
        let text = self.timed("Output (MLIR)", || {
            self.work("printing", &at, || Ok(module.as_operation().to_string()))
        });
        hook::configure(&self.context, settings);
        text
    }
}
