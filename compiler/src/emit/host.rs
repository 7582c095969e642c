//! Host code: the GPU targets prepared, the host tail pipeline (PTX
//! embedded, host code to the LLVM dialect), then x86-64 LLVM IR, an ELF
//! object or a shared object.

use super::backend::culprit;
use crate::diagnostics::Diagnostic;
use crate::error::DriverError;
use crate::location::location_of;
use crate::session::Session;
use melior::ir::{operation::OperationLike, Module, OperationRef};
use tile_lowering::host::emit::{self as host_emit, HostEmitError, HostOutput};
use tile_lowering::output;
use tile_passes::external::FileLineCol;
use tile_rules::Target;

impl Session {
    /// Host code of `module` (`--emit=host-llvm|host-obj|host-so`): runs
    /// [`host_emit::prepare_gpu_targets`] (compile target `target`, else
    /// each unit's own) and the host tail pipeline
    /// ([`host_emit::HOST_TAIL_PIPELINE`]: PTX embedded as `gpu.binary`,
    /// host code to the LLVM dialect) on `module`, then translates the whole
    /// module for x86-64: LLVM IR text, an ELF object, or a shared object
    /// linked with `cc -shared`. `module` is rewritten in place. Run the
    /// `host` pipeline (or the device pipeline and `tile-lower-host-tma`)
    /// first.
    pub fn emit_host(
        &self,
        module: &mut Module<'_>,
        kind: HostOutput,
        target: Option<Target>,
    ) -> Result<Vec<u8>, DriverError> {
        let at = self.prepare_host(module, target)?;
        let op = module.as_operation();
        let stage = match kind {
            HostOutput::LlvmIr => "Translate host to LLVM IR",
            HostOutput::Object | HostOutput::SharedObject => "x86-64 codegen (and cc -shared)",
        };
        self.timed(stage, || {
            self.work("host code generation", &at, || match kind {
                HostOutput::LlvmIr => host_emit::translate_host_to_llvm_ir(op)
                    .map(String::into_bytes)
                    .map_err(|e| self.host_translate_error(&at, e)),
                HostOutput::Object => host_emit::compile_host_object(op)
                    .map_err(|e| self.host_translate_error(&at, e)),
                HostOutput::SharedObject => {
                    let object = host_emit::compile_host_object(op)
                        .map_err(|e| self.host_translate_error(&at, e))?;
                    Ok(host_emit::link_shared_object(&object)?)
                }
            })
        })
    }

    /// [`Session::emit_host`] for a module the caller no longer needs: for
    /// LLVM IR text, the MLIR module is freed ([`Session::discard`]) once
    /// translated, before the (large) text is printed, so MLIR, the LLVM
    /// module and the text are never all alive at once. Same bytes, same
    /// errors.
    pub fn emit_host_owned(
        &self,
        mut module: Module<'_>,
        kind: HostOutput,
        target: Option<Target>,
    ) -> Result<Vec<u8>, DriverError> {
        if kind != HostOutput::LlvmIr {
            let emitted = self.emit_host(&mut module, kind, target);
            self.discard(module);
            return emitted;
        }
        let translated = self.prepare_host(&mut module, target).and_then(|at| {
            let op = module.as_operation();
            let host = self.timed("Translate host to LLVM IR", || {
                self.work("host code generation", &at, || {
                    host_emit::translate_host(op).map_err(|e| self.host_translate_error(&at, e))
                })
            })?;
            Ok((at, host))
        });
        self.free_module(module);
        let (at, host) = translated?;
        self.timed("Print LLVM IR", || {
            self.work("host code generation", &at, || {
                host.into_llvm_ir()
                    .map(String::into_bytes)
                    .map_err(DriverError::Host)
            })
        })
    }

    /// The error of a failed host translation: a located `Rejected` with
    /// what the diagnostic handler caught.
    fn host_translate_error(&self, at: &FileLineCol, e: HostEmitError) -> DriverError {
        match e {
            HostEmitError::Translate => {
                let mut diagnostics = self.take_diagnostics();
                diagnostics.push(Diagnostic::error(at.clone(), e.to_string()));
                DriverError::Rejected(diagnostics)
            }
            other => DriverError::Host(other),
        }
    }

    /// What [`Session::emit_host`] does before translating: the checks,
    /// [`host_emit::prepare_gpu_targets`] and the host tail pipeline.
    /// Answers where host errors go (the top module).
    fn prepare_host(
        &self,
        module: &mut Module<'_>,
        target: Option<Target>,
    ) -> Result<FileLineCol, DriverError> {
        // Per unit with addresses of provided functions: its symbol, its
        // name for messages and the addresses, checked on its embedded PTX.
        let mut addresses = Vec::new();
        let (at, device_at) = {
            let top = module.as_operation();
            let at = location_of(top);
            if let Err(e) = host_emit::check_host_lowered(top) {
                let mut diagnostics = self.take_diagnostics();
                diagnostics.push(Diagnostic::error(at, e.to_string()));
                return Err(DriverError::Rejected(diagnostics));
            }
            let units = output::gpu_modules(top);
            let mut links = std::collections::HashMap::new();
            for unit in units.iter().filter(|u| output::is_gpu_module(**u)) {
                self.check_unit(*unit, target)?;
                let declarations = self.check_declarations(*unit)?;
                if let Some(path) = declarations.libdevice {
                    links.insert(unit.to_raw().ptr as usize, path);
                }
                if !declarations.addresses.is_empty() {
                    addresses.push((
                        tile_dialect::strings::symbol_name(unit).unwrap_or_default(),
                        output::unit_name(*unit),
                        declarations.addresses,
                    ));
                }
                // A bad target or PTX version is prepare_gpu_targets' error.
                if let Ok((unit_target, ptx)) = host_emit::unit_target_and_ptx(*unit, target) {
                    self.check_param_widths(*unit, unit_target, ptx)?;
                }
            }
            let libdevice =
                |unit: OperationRef<'_, '_>| links.get(&(unit.to_raw().ptr as usize)).cloned();
            self.timed("Prepare GPU targets", || {
                host_emit::prepare_gpu_targets(top, target, &libdevice)
            })
            .map_err(|e| match e {
                HostEmitError::GpuTarget(e) => DriverError::rejected(at.clone(), e.to_string()),
                other => DriverError::Host(other),
            })?;
            // The tail compiles every gpu.module's PTX: LLVM back-end errors
            // there belong to the unit when there is one.
            let device_at = match units.as_slice() {
                [only] => culprit(*only),
                _ => at.clone(),
            };
            (at, device_at)
        };
        self.work("the host tail (PTX of the gpu.modules)", &device_at, || {
            self.run_pipeline_here(module, host_emit::HOST_TAIL_PIPELINE)
        })
        .map_err(|e| self.locate_backend_stop(module, e))?;
        for (symbol, name, uses) in &addresses {
            for ptx in host_emit::binary_ptx(module.as_operation(), symbol) {
                self.check_ptx_addresses(&ptx, name, uses)?;
            }
        }
        Ok(at)
    }
}
