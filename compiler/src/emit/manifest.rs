//! The launch manifest the pipeline left on a module.

use crate::error::DriverError;
use crate::session::Session;
use melior::ir::Module;
use tile_abi::manifest::Manifest;
use tile_passes::separate_host_tma::manifest;

impl Session {
    /// The launch manifest the pipeline left on `module`
    /// (`--emit=manifest`): complete (every parameter with its ABI words)
    /// after `tile-finalize-kernel-params`, e.g. after `--pipeline=default`.
    pub fn manifest(&self, module: &Module<'_>) -> Result<Manifest, DriverError> {
        manifest::load(module.as_operation())?.ok_or(DriverError::NoManifest)
    }
}
