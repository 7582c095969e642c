//! [`DriverError`]: what can go wrong in a session, as a value whose
//! diagnostics are located and name a rule.

use crate::diagnostics::Diagnostic;
use thiserror::Error;
use tile_dialect::internal::internal_error_text;
use tile_lowering::host::emit::HostEmitError;
use tile_lowering::output::OutputError;
use tile_passes::external::FileLineCol;
use tile_passes::separate_host_tma::manifest::ManifestError;
use tile_passes::PipelineError;
use tile_rules::Severity;

/// What can go wrong in a session.
#[derive(Debug, Error)]
pub enum DriverError {
    /// The source did not parse; the diagnostics say why.
    #[error("failed to parse the input")]
    Parse(Vec<Diagnostic>),
    /// The pipeline text is invalid or names an unknown pass.
    #[error(transparent)]
    Pipeline(#[from] PipelineError),
    /// A pass failed; the diagnostics say why.
    #[error("the pass pipeline failed")]
    PassFailed(Vec<Diagnostic>),
    /// `--emit=llvm|ptx` found nothing to translate.
    #[error(
        "nothing to emit: the module has no gpu.module, and its body is not in the LLVM dialect \
         (run the lowering pipeline first)"
    )]
    NothingToEmit,
    /// A unit still holds ops that have no LLVM IR translation; the
    /// diagnostics (MLIR's, with locations) say which.
    #[error(
        "cannot translate {unit} to LLVM IR: it must contain only LLVM and NVVM dialect ops \
         that have an LLVM IR translation (run the lowering pipeline first)"
    )]
    Translate {
        /// The unit, e.g. `gpu.module @kernels`.
        unit: String,
        /// MLIR's diagnostics.
        diagnostics: Vec<Diagnostic>,
    },
    /// `--emit=manifest` on a module without a launch manifest.
    #[error(
        "no launch manifest: run a pipeline that includes tile-separate-host-tma (e.g. \
         --pipeline=default) first"
    )]
    NoManifest,
    /// The module's launch manifest attribute is unreadable.
    #[error("[{rule}] {0}", rule = ManifestError::RULE)]
    Manifest(#[from] ManifestError),
    /// Any other failure of the output stage (bad target or PTX version
    /// attribute, NVPTX code generation).
    #[error(transparent)]
    Output(#[from] OutputError),
    /// A failure of host code emission (`--emit=host-*`): target
    /// attribute, x86-64 code generation, or the `cc -shared` link.
    #[error(transparent)]
    Host(#[from] HostEmitError),
    /// The output stage refused the module; every diagnostic is located
    /// (at the unit, kernel or op) and names a rule: nothing to emit, a
    /// unit that is not lowered, an invalid target or PTX version, a symbol
    /// name or parameter list PTX cannot hold, an error of LLVM's back end.
    /// The session reports these instead of [`DriverError::NothingToEmit`],
    /// [`DriverError::Translate`] and the unit errors of
    /// [`DriverError::Output`], which stay for compatibility.
    #[error("{}", render_first(.0))]
    Rejected(Vec<Diagnostic>),
    /// A bug of this library (a Rust panic) while doing `stage`: reported
    /// as a value, with the closest location known; the session stays
    /// usable.
    #[error("{}", internal_error_text(.stage, .message))]
    Internal {
        /// What the session was doing (`the pass pipeline`, `PTX output of
        /// gpu.module @k`).
        stage: String,
        /// The panic's message and, in the driver, its Rust location.
        message: String,
        /// Where in the input, when known.
        file_line_col: FileLineCol,
    },
    /// An earlier fatal LLVM error left this session's state unknown: it
    /// does no more work. Start a new [`crate::Session`].
    #[error(
        "[session-stopped] this session stopped after a fatal LLVM error ({0}); start a new \
         session"
    )]
    Stopped(String),
}

fn render_first(diagnostics: &[Diagnostic]) -> String {
    diagnostics
        .iter()
        .find(|d| d.severity == Severity::Error)
        .or(diagnostics.first())
        .map(|d| d.message.clone())
        .unwrap_or_else(|| "the output stage refused the module".to_string())
}

impl DriverError {
    /// Every diagnostic of this error, for printing or for checking
    /// against `expected-*` annotations: the located diagnostics it carries,
    /// or one diagnostic with its message (located when the error knows
    /// where).
    pub fn diagnostics(&self) -> Vec<Diagnostic> {
        match self {
            DriverError::Parse(d) | DriverError::PassFailed(d) | DriverError::Rejected(d) => {
                d.clone()
            }
            DriverError::Translate { diagnostics, .. } => {
                let mut all = diagnostics.clone();
                all.push(Diagnostic::error(None, self.to_string()));
                all
            }
            DriverError::Internal { file_line_col, .. } => {
                vec![Diagnostic::error(file_line_col.clone(), self.to_string())]
            }
            _ => vec![Diagnostic::error(None, self.to_string())],
        }
    }

    /// A one-diagnostic [`DriverError::Rejected`]: an error at `at`.
    pub(crate) fn rejected(at: FileLineCol, message: String) -> DriverError {
        DriverError::Rejected(vec![Diagnostic::error(at, message)])
    }
}
