//! The units the output stage compiles (each `gpu.module`, or the module
//! itself when it is LLVM dialect already) and what is checked on each
//! before LLVM sees it; output errors located at the unit, its kernel or
//! its op, each naming a rule.

use crate::diagnostics::Diagnostic;
use crate::error::DriverError;
use crate::location::{location_of, location_or_use, unit_location};
use crate::session::Session;
use melior::ir::{Module, OperationRef};
use tile_dialect::verify::{param_width, verify_operation, Finding, VerifyOptions};
use tile_lowering::output::{self, OutputError};
use tile_passes::external::FileLineCol;
use tile_rules::Target;

impl Session {
    /// The functions `unit` uses and only declares
    /// (`output::externs::used_declarations`, one walk): a `[extern-function]`
    /// error at the first use of each that ptxas cannot resolve (declared,
    /// or `available_externally`); else libdevice for it, `None` when it
    /// calls none, the path when it calls some and libdevice is found, else
    /// a `[libdevice]` error at the first call of each function; with the
    /// addresses of provided functions its PTX is to be checked for
    /// ([`Session::check_ptx_addresses`]).
    pub(crate) fn check_declarations(
        &self,
        unit: OperationRef<'_, '_>,
    ) -> Result<Declarations, DriverError> {
        let used = output::externs::used_declarations(unit);
        if !used.unresolved.is_empty() || !used.copies.is_empty() {
            let name = output::unit_name(unit);
            let mut diagnostics = errors_at(&used.unresolved, |function| {
                output::externs::unresolved_message(function, &name)
            });
            diagnostics.extend(errors_at(&used.copies, |function| {
                output::externs::copy_message(function, &name)
            }));
            return Err(DriverError::Rejected(diagnostics));
        }
        let addresses = used
            .addresses
            .iter()
            .map(|(function, at)| (function.clone(), location_or_use(*at)))
            .collect();
        if used.libdevice.is_empty() {
            return Ok(Declarations {
                libdevice: None,
                addresses,
            });
        }
        output::libdevice::find(self.libdevice.as_deref())
            .map(|path| Declarations {
                libdevice: Some(path),
                addresses,
            })
            .map_err(|looked| {
                DriverError::Rejected(errors_at(&used.libdevice, |function| {
                    output::libdevice::missing_message(function, &looked)
                }))
            })
    }

    /// `[extern-function-address]`: an error at each address of a provided
    /// function (`addresses`, from [`Session::check_declarations`]) that the
    /// PTX `ptx` of the unit named `unit` uses as a value, which ptxas
    /// refuses (`output::externs::ptx_takes_address`).
    pub(crate) fn check_ptx_addresses(
        &self,
        ptx: &str,
        unit: &str,
        addresses: &[(String, FileLineCol)],
    ) -> Result<(), DriverError> {
        let diagnostics: Vec<Diagnostic> = addresses
            .iter()
            .filter(|(function, _)| output::externs::ptx_takes_address(ptx, function))
            .map(|(function, at)| {
                Diagnostic::error(at.clone(), output::externs::address_message(function, unit))
            })
            .collect();
        rejected_if_any(diagnostics)
    }

    /// `[param-width]` (`tile_dialect::verify::param_width`): an error at
    /// each function and call of `unit` that NVPTX writes with a
    /// `.param .b128`, which ptxas refuses in PTX ISA `ptx` (the version
    /// the unit is compiled with for `target`) before 8.3.
    pub(crate) fn check_param_widths(
        &self,
        unit: OperationRef<'_, '_>,
        target: Target,
        ptx: tile_rules::PtxVersion,
    ) -> Result<(), DriverError> {
        if ptx >= param_width::B128_PTX {
            return Ok(());
        }
        let name = output::unit_name(unit);
        let found = self.work("checking a unit", &unit_location(unit), || {
            Ok(param_width::unit_violations(
                unit,
                param_width::Unit {
                    name: &name,
                    target,
                    ptx,
                },
            ))
        })?;
        rejected_if_any(
            found
                .iter()
                .map(|(op, v)| v.at(location_of(*op), tile_dialect::strings::name_of(op)))
                .collect(),
        )
    }

    pub(crate) fn emit_units<'c, 'a>(
        &self,
        module: &'a Module<'c>,
    ) -> Result<Vec<melior::ir::OperationRef<'c, 'a>>, DriverError> {
        let units = output::gpu_modules(module.as_operation());
        if units.is_empty() {
            // An input without a single op is reported at its start.
            let at = location_of(module.as_operation()).or(Some((String::new(), 1, 1)));
            return Err(DriverError::rejected(
                at,
                format!("[nothing-to-emit] {}", DriverError::NothingToEmit),
            ));
        }
        Ok(units)
    }

    /// What the output stage checks on a unit before LLVM sees it (LLVM
    /// stops the process on such input, or writes output ptxas refuses):
    /// the verifier's findings on it (names, parameter space, targets, PTX
    /// versions) and that its body holds only LLVM dialect module-level
    /// ops. Each failure is a located diagnostic.
    pub(crate) fn check_unit(
        &self,
        unit: OperationRef<'_, '_>,
        target: Option<Target>,
    ) -> Result<(), DriverError> {
        let mut diagnostics: Vec<Diagnostic> = self
            .work("checking a unit", &unit_location(unit), || {
                Ok(verify_operation(unit, &VerifyOptions { target }))
            })?
            .iter()
            .filter(|f| f.violation.severity == tile_rules::Severity::Error)
            .map(Finding::to_diagnostic)
            .collect();
        diagnostics.extend(output::untranslatable_top_level_ops(unit));
        rejected_if_any(diagnostics)
    }

    /// The part of [`Session::check_unit`] the verifier does not cover:
    /// the unit's body holds only LLVM dialect module-level ops.
    pub(crate) fn check_top_level_ops(
        &self,
        unit: OperationRef<'_, '_>,
    ) -> Result<(), DriverError> {
        let diagnostics = output::untranslatable_top_level_ops(unit);
        rejected_if_any(diagnostics)
    }

    /// An output error of `unit`, located: a translation failure keeps the
    /// diagnostics the sink captured (with their locations) and adds a
    /// summary at the unit; the others are located at the unit (a top
    /// module's attribute, at the top module).
    pub(crate) fn output_error(
        &self,
        unit: OperationRef<'_, '_>,
        error: OutputError,
    ) -> DriverError {
        let culprit = match &error {
            OutputError::Codegen { message, .. } => self.backend_culprit(unit, message),
            _ => None,
        };
        self.located_output_error(unit_location(unit), culprit, error)
    }

    /// [`Session::output_error`] for a unit at `at` whose back-end errors
    /// go to `culprit` (the unit may be gone: see
    /// [`Session::emit_ptx_owned`]).
    pub(crate) fn located_output_error(
        &self,
        at: FileLineCol,
        culprit: FileLineCol,
        error: OutputError,
    ) -> DriverError {
        match error {
            OutputError::Translate { unit: name, .. } => {
                let mut diagnostics = self.take_diagnostics();
                diagnostics.push(Diagnostic::error(
                    at,
                    format!(
                        "[not-lowered] {}",
                        DriverError::Translate {
                            unit: name,
                            diagnostics: Vec::new()
                        }
                    ),
                ));
                DriverError::Rejected(diagnostics)
            }
            OutputError::Target { .. } => {
                DriverError::rejected(at, format!("[target-attribute] {error}"))
            }
            OutputError::PtxVersion(_) => {
                DriverError::rejected(at, format!("[ptx-version] {error}"))
            }
            OutputError::Codegen { .. } => {
                DriverError::rejected(culprit, format!("[backend] {error}"))
            }
            OutputError::Libdevice { .. } => {
                DriverError::rejected(at, format!("[libdevice] {error}"))
            }
            other => DriverError::Output(other),
        }
    }
}

/// Appends `body` after a `<comment> <unit>` header line.
/// `Ok` when a check of a unit found nothing, else every diagnostic it found.
fn rejected_if_any(diagnostics: Vec<Diagnostic>) -> Result<(), DriverError> {
    if diagnostics.is_empty() {
        Ok(())
    } else {
        Err(DriverError::Rejected(diagnostics))
    }
}

pub(crate) fn push_unit(text: &mut String, comment: &str, unit: &str, body: &str) {
    text.push_str(comment);
    text.push(' ');
    text.push_str(unit);
    text.push('\n');
    text.push_str(body);
    if !body.ends_with('\n') {
        text.push('\n');
    }
}

/// What [`Session::check_declarations`] lets a unit go on with.
pub(crate) struct Declarations {
    /// libdevice, when the unit calls it (linked in before code generation).
    pub libdevice: Option<std::path::PathBuf>,
    /// Each function ptxas provides whose address the unit may use as a
    /// value, with where (`output::externs::UsedDeclarations::addresses`):
    /// its PTX is checked ([`Session::check_ptx_addresses`]).
    pub addresses: Vec<(String, FileLineCol)>,
}

/// One error per use, at the op of the use, with `message` of its
/// function's name.
fn errors_at(
    uses: &[output::externs::Use<'_, '_>],
    message: impl Fn(&str) -> String,
) -> Vec<Diagnostic> {
    uses.iter()
        .map(|(function, at)| Diagnostic::error(location_of(*at), message(function)))
        .collect()
}
