//! [`Session::compile`]: one call from a module (built with
//! [`crate::builder`] or parsed) to typed artifacts — per `gpu.module` its
//! PTX, per kernel its name, PTX and full parameter list in launch order,
//! the launch manifest (typed and JSON) and, on request, the host code.

use crate::diagnostics::Diagnostic;
use crate::session::{DriverError, Session};
use melior::ir::Module;
use std::sync::Arc;
use thiserror::Error;
use tile_abi::manifest::{KernelManifest, Manifest, Param};
use tile_dialect::verify::Finding;
pub use tile_lowering::host::emit::HostOutput;
pub use tile_lowering::lower::{Strategy, UnknownStrategy};
use tile_rules::Target;

/// Which pipeline [`Session::compile`] runs.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Pipeline {
    /// The named pipeline of the strategy: `default` (intrinsics) or
    /// `default-asm` (inline asm): verify, hoist host-born descriptors,
    /// plan device rebinds, check fences, lower to NVVM and LLVM, finalize
    /// the kernel parameters, encode descriptors on the host.
    #[default]
    Default,
    /// A pipeline text or a registered pipeline name (the strategy is then
    /// whatever the text says).
    Custom(String),
}

/// What [`Session::compile`] does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompileOptions {
    /// The target of the output stage and of the verifier's findings
    /// (`None`: each unit's own `#nvvm.target`, else the module's
    /// `tile.target`, else sm_90a). The passes follow the module's targets
    /// ([`crate::builder::ModuleBuilder`] sets both) or
    /// [`Session::set_target`].
    pub target: Option<Target>,
    /// How `tile` ops become PTX: NVVM intrinsics or inline asm.
    pub strategy: Strategy,
    /// The pipeline.
    pub pipeline: Pipeline,
    /// Host code to produce as well (LLVM IR, an object or a shared
    /// object of the host module with the PTX embedded); `None`: none.
    pub host: Option<HostOutput>,
}

impl Default for CompileOptions {
    fn default() -> Self {
        Self {
            target: None,
            strategy: Strategy::Intrinsics,
            pipeline: Pipeline::Default,
            host: None,
        }
    }
}

impl CompileOptions {
    /// The pipeline text or name to run.
    ///
    /// ```
    /// use tile_compiler::{CompileOptions, Pipeline, Strategy};
    /// let asm = CompileOptions { strategy: Strategy::Asm, ..CompileOptions::default() };
    /// assert_eq!(asm.pipeline_text(), "default-asm");
    /// let own = CompileOptions {
    ///     pipeline: Pipeline::Custom("builtin.module(tile-verify)".into()),
    ///     ..CompileOptions::default()
    /// };
    /// assert_eq!(own.pipeline_text(), "builtin.module(tile-verify)");
    /// ```
    pub fn pipeline_text(&self) -> &str {
        match (&self.pipeline, self.strategy) {
            (Pipeline::Custom(text), _) => text,
            (Pipeline::Default, Strategy::Intrinsics) => "default",
            (Pipeline::Default, Strategy::Asm) => "default-asm",
        }
    }
}

/// A failed compile: every diagnostic is located (file:line:col, for a
/// built module the Rust line that built the op) and names its rule
/// ([`Diagnostic::rule`]).
#[derive(Debug, Error)]
pub enum CompileError {
    /// The module breaks the `tile` semantic rules (or a module-level
    /// rule) for the target.
    #[error("the module is invalid: {}", first_error(.0))]
    Invalid(Vec<Diagnostic>),
    /// A pass or the output stage failed.
    #[error(transparent)]
    Driver(#[from] DriverError),
}

fn first_error(diagnostics: &[Diagnostic]) -> String {
    diagnostics
        .iter()
        .find(|d| d.severity == tile_rules::Severity::Error)
        .map_or_else(|| "no diagnostic".to_string(), |d| d.message.clone())
}

impl CompileError {
    /// Every diagnostic of the failure.
    pub fn diagnostics(&self) -> Vec<Diagnostic> {
        match self {
            CompileError::Invalid(d) => d.clone(),
            CompileError::Driver(e) => e.diagnostics(),
        }
    }
}

/// The PTX of one `gpu.module`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnitArtifact {
    /// The `gpu.module`'s name.
    pub name: String,
    /// Its PTX (every kernel of the unit).
    pub ptx: Arc<str>,
}

/// One kernel, ready to load and launch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelArtifact {
    /// The `gpu.module` it is in.
    pub unit: String,
    /// Its name: the PTX `.entry` (load it with `cuModuleGetFunction`).
    pub name: String,
    /// The PTX of its unit.
    pub ptx: Arc<str>,
    /// Every parameter in launch order — the original ones, then rebind
    /// templates and the workspace, then the host-born descriptors — each
    /// with the words it lowers to (a memref of rank r: 3 + 2r) and the
    /// index of its first `.param` word. Empty when the pipeline left no
    /// launch manifest.
    pub params: Vec<Param>,
    /// Its entry of the launch manifest: how to encode every host-born
    /// descriptor and rebind template, the workspace to allocate.
    pub manifest: Option<KernelManifest>,
}

/// Everything one compile produced.
#[derive(Clone, Debug, Default)]
pub struct Artifacts {
    /// Per `gpu.module`, in order.
    pub units: Vec<UnitArtifact>,
    /// Per kernel, in order.
    pub kernels: Vec<KernelArtifact>,
    /// The launch manifest (complete after the default pipelines).
    pub manifest: Option<Manifest>,
    /// The host code asked for with [`CompileOptions::host`].
    pub host: Option<Vec<u8>>,
    /// Warnings and remarks of the compile.
    pub diagnostics: Vec<Diagnostic>,
}

impl Artifacts {
    /// The kernel named `name` (the first, when units repeat a name).
    pub fn kernel(&self, name: &str) -> Option<&KernelArtifact> {
        self.kernels.iter().find(|k| k.name == name)
    }

    /// The launch manifest as JSON (what `tile-opt --emit=manifest`
    /// writes).
    pub fn manifest_json(&self) -> Option<String> {
        self.manifest.as_ref().map(Manifest::to_json)
    }
}

/// Splits `emit_ptx`'s text (`// gpu.module @name` before each unit).
fn split_units(text: &str) -> Vec<UnitArtifact> {
    let mut units: Vec<(String, String)> = Vec::new();
    for line in text.split_inclusive('\n') {
        if let Some(name) = line.strip_prefix("// gpu.module @") {
            // The line shows the name escaped (`unit_name`).
            let name = tile_rules::symbol::unescape_from_comment(name.trim_end_matches('\n'));
            units.push((name, String::new()));
        } else if let Some((_, ptx)) = units.last_mut() {
            ptx.push_str(line);
        }
    }
    units
        .into_iter()
        .map(|(name, ptx)| UnitArtifact {
            name,
            ptx: Arc::from(ptx),
        })
        .collect()
}

/// The `.entry` names of a PTX text.
fn entries(ptx: &str) -> Vec<String> {
    ptx.lines()
        .filter_map(|line| {
            let rest = line.trim_start();
            let rest = rest.strip_prefix(".visible ").unwrap_or(rest);
            let rest = rest.strip_prefix(".entry ")?;
            Some(rest.split('(').next().unwrap_or(rest).trim().to_string())
        })
        .collect()
}

impl Session {
    /// Compiles `module` (built with [`crate::builder`] or parsed): checks
    /// it against the `tile` rules and MLIR's verifier, runs the pipeline
    /// of `options`, then
    /// emits the PTX of every `gpu.module` and, when asked, the host code
    /// (`module` is rewritten in place). A session compiles any number of
    /// modules, one after the other.
    ///
    /// ```
    /// use tile_compiler::{CompileOptions, Session, Strategy};
    /// # fn main() -> Result<(), Box<dyn std::error::Error>> {
    /// let session = Session::new();
    /// let source = std::fs::read_to_string(concat!(
    ///     env!("CARGO_MANIFEST_DIR"), "/../examples/copy_2d.mlir"))?;
    /// for strategy in [Strategy::Intrinsics, Strategy::Asm] {
    ///     let options = CompileOptions { strategy, ..CompileOptions::default() };
    ///     let artifacts = session.compile_source(&source, &options)?;
    ///     let kernel = artifacts.kernel("copy_2d").ok_or("no kernel")?;
    ///     assert!(kernel.ptx.contains(".entry copy_2d"));
    ///     // Two tensor maps, 128 bytes each, by value.
    ///     assert_eq!(kernel.params.len(), 2);
    ///     assert_eq!(kernel.params[1].abi[0].bytes, 128);
    /// }
    /// # Ok(()) }
    /// ```
    pub fn compile(
        &self,
        module: &mut Module<'_>,
        options: &CompileOptions,
    ) -> Result<Artifacts, CompileError> {
        // What earlier work left behind is not this compile's.
        let _ = self.take_diagnostics();
        let _ = self.take_held_files();
        // The whole verifier: every tile op and every module-level rule
        // (the scopes without tile ops included), each finding once.
        let findings = self.verify(module, options.target);
        if tile_dialect::verify::has_errors(&findings) {
            let mut diagnostics = self.take_diagnostics();
            diagnostics.extend(findings.iter().map(Finding::to_diagnostic));
            return Err(CompileError::Invalid(diagnostics));
        }
        // MLIR's own verifier (structure, dominance, each op's rules): a
        // parsed module passed it already; a built one may not, and passes
        // must never see invalid IR.
        if !self.verify_once(module) {
            return Err(CompileError::Invalid(self.take_diagnostics()));
        }
        self.run_pipeline(module, options.pipeline_text())?;
        let after = self.verify_without_tile_ops(module, options.target);
        if tile_dialect::verify::has_errors(&after) {
            return Err(CompileError::Invalid(
                after.iter().map(Finding::to_diagnostic).collect(),
            ));
        }
        let manifest = match self.manifest(module) {
            Ok(m) => Some(m),
            Err(DriverError::NoManifest) => None,
            Err(e) => return Err(e.into()),
        };
        let units = split_units(&self.emit_ptx(module, options.target)?);
        let host = match options.host {
            Some(kind) => Some(self.emit_host(module, kind, options.target)?),
            None => None,
        };
        let mut kernels = Vec::new();
        for unit in &units {
            for name in entries(&unit.ptx) {
                let entry = manifest
                    .as_ref()
                    .and_then(|m| m.kernel(&unit.name, &name))
                    .cloned();
                kernels.push(KernelArtifact {
                    unit: unit.name.clone(),
                    params: entry.as_ref().map(|e| e.params.clone()).unwrap_or_default(),
                    manifest: entry,
                    name,
                    ptx: unit.ptx.clone(),
                });
            }
        }
        let _ = self.take_held_files();
        Ok(Artifacts {
            units,
            kernels,
            manifest,
            host,
            diagnostics: self.take_diagnostics(),
        })
    }

    /// [`Session::compile`] of MLIR text (parsed with
    /// [`Session::parse`]; the module is dropped afterwards).
    pub fn compile_source(
        &self,
        source: &str,
        options: &CompileOptions,
    ) -> Result<Artifacts, CompileError> {
        let mut module = self.parse(source)?;
        let result = self.compile(&mut module, options);
        self.discard(module);
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_units_and_finds_entries() {
        let text = "// gpu.module @a\n.visible .entry k1(\n)\n// gpu.module @b\n.entry k2()\n";
        let units = split_units(text);
        assert_eq!(units.len(), 2);
        assert_eq!(units[0].name, "a");
        assert_eq!(entries(&units[0].ptx), vec!["k1"]);
        assert_eq!(entries(&units[1].ptx), vec!["k2"]);
    }

    #[test]
    fn unit_names_are_unescaped() {
        let units = split_units("// gpu.module @\\00a\\0Ab\n.entry k()\n");
        assert_eq!(units.len(), 1);
        assert_eq!(units[0].name, "\0a\nb");
    }

    #[test]
    fn artifacts_are_send_and_sync() {
        fn send_sync<T: Send + Sync>() {}
        send_sync::<Artifacts>();
        send_sync::<CompileError>();
    }
}
