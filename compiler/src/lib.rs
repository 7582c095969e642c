//! The embeddable tile compiler behind the `tile-opt` driver: a [`Session`]
//! owns an MLIR context with every dialect (upstream and `tile`) loaded,
//! parses source into modules while capturing diagnostics, runs the semantic
//! verifier, runs textual pipelines that mix Rust and upstream passes, and
//! prints the result. The command line (`--split-input-file`,
//! `--verify-diagnostics`, files) is the `tile-driver` crate's, a thin layer
//! over this one; this crate is only the embedding API.
//!
//! A DSL compiler embeds it in three steps: make a module — with the typed
//! builders of [`builder`] (no MLIR text) or by [`Session::parse`] —, call
//! [`Session::compile`] for a target, strategy and pipeline
//! ([`CompileOptions`]), and read the typed [`Artifacts`]: PTX per
//! `gpu.module` and per kernel, each kernel's parameters in launch order,
//! the launch manifest (typed and JSON), host code when asked.
//!
//! # Compile, read the artifacts
//!
//! ```
//! use tile_compiler::manifest::ParamKind;
//! use tile_compiler::{CompileOptions, HostOutput, Session, Strategy};
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let session = Session::new();
//! let source = r#"
//! module attributes {gpu.container_module, tile.target = "sm_90a"} {
//!   gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
//!     gpu.func @prefetch(%a: memref<256x256xf32, 1>) kernel {
//!       %d = tile.make_tensormap %a : memref<256x256xf32, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
//!       tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
//!       gpu.return
//!     }
//!   }
//! }"#;
//! let options = CompileOptions {
//!     strategy: Strategy::Asm,
//!     host: Some(HostOutput::LlvmIr),
//!     ..CompileOptions::default()
//! };
//! let artifacts = session.compile_source(source, &options)?;
//! let kernel = artifacts.kernel("prefetch").ok_or("no kernel")?;
//! assert!(kernel.ptx.contains("prefetch.tensormap"));
//! // The memref (3 + 2 * 2 words), then the descriptor the pipeline
//! // hoisted to the host: 128 bytes by value.
//! assert_eq!(kernel.params[0].abi.len(), 7);
//! assert_eq!(kernel.params[1].kind, ParamKind::HostTma);
//! assert_eq!(kernel.params[1].abi_index, Some(7));
//! // How to encode it, from the manifest (also as JSON).
//! let encode = &kernel.manifest.as_ref().ok_or("no manifest")?.host_tmas[0];
//! assert_eq!(encode.param, 1);
//! assert!(artifacts.manifest_json().ok_or("no JSON")?.contains("\"host_tmas\""));
//! assert!(artifacts.host.is_some());
//! # Ok(()) }
//! ```
//!
//! # Diagnostics are values
//!
//! Nothing is printed and the process never ends: every error carries
//! [`Diagnostic`]s with file, line and column (for a built
//! module, the Rust line that built the op) and the rule id.
//!
//! ```
//! use tile_compiler::{CompileOptions, Session, Severity};
//! let session = Session::new();
//! let bad = "module {\n  func.func @f(%a: memref<8x8xf32, 1>) {\n    %d = tile.make_tensormap %a : memref<8x8xf32, 1> -> !tile.tensormap<f32, rank = 2, box = [512, 8]>\n    return\n  }\n}\n";
//! let error = session.compile_source(bad, &CompileOptions::default()).unwrap_err();
//! let d = error.diagnostics().into_iter().find(|d| d.severity == Severity::Error).unwrap();
//! assert_eq!(d.rule.as_deref(), Some("box-dim-range"));
//! assert_eq!(d.file_line_col.as_ref().map(|f| f.1), Some(3));
//! ```
//!
//! # One step at a time
//!
//! [`Session::compile`] is these calls; use them for anything else (your
//! own pipeline text, MLIR output after a pass, several pipelines):
//!
//! ```
//! use tile_compiler::{HostOutput, Session};
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let session = Session::new();
//! let source = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/copy_2d.mlir"))?;
//! let mut module = session.parse(&source)?;            // verified while parsed
//! assert!(session.verify(&module, None).is_empty());   // findings for another target
//! session.run_pipeline(&mut module, "builtin.module(tile-verify,canonicalize)")?;
//! session.run_pipeline(&mut module, "default")?;       // a registered pipeline
//! let ptx = session.emit_ptx(&module, None)?;          // `// gpu.module @kernels` + PTX
//! assert!(ptx.contains(".entry copy_2d"));
//! let manifest = session.manifest(&module)?;           // typed launch manifest
//! assert!(manifest.complete);
//! let host = session.emit_host(&mut module, HostOutput::Object, None)?; // x86-64 ELF
//! assert_eq!(&host[..4], b"\x7fELF");
//! # Ok(()) }
//! ```
//!
//! # Reusing a session, threads and `Send`
//!
//! Create a [`Session`] once per thread and compile any number of modules
//! with it (context setup and dialect loading are paid once;
//! `bench/embed` measures a small kernel's compile at 3-4 ms). Each
//! compile starts by dropping diagnostics and held files left from
//! earlier work. After a fatal LLVM error the session answers
//! [`DriverError::Stopped`]: start a new one.
//!
//! - [`Session`] is neither `Send` nor `Sync`: it owns a melior
//!   `Context` (an `MlirContext`, not thread-safe and not `Send`), and its
//!   diagnostic sink and timing are `Rc`/`RefCell`. Modules
//!   ([`mlir::Module`]) and the builder handles ([`builder::Kernel`],
//!   [`builder::Body`], [`builder::TensorMap`], ...) borrow its context:
//!   they stay on the thread that made them.
//! - The results are plain data, `Send + Sync`: [`Artifacts`],
//!   [`KernelArtifact`], [`UnitArtifact`], [`manifest::Manifest`],
//!   [`Diagnostic`], [`CompileError`], [`builder::BuildError`],
//!   [`CompileOptions`] and the builder's type descriptions
//!   ([`builder::TensorMapSpec`], [`builder::MemRefSpec`], ...). Send them
//!   between threads freely.
//!
//! To compile in parallel, give each worker thread its own session (here
//! one per thread through `thread_local!`) and send the artifacts back:
//!
//! ```
//! use std::cell::OnceCell;
//! use tile_compiler::{Artifacts, CompileOptions, Session, Strategy};
//!
//! thread_local! {
//!     static SESSION: OnceCell<Session> = const { OnceCell::new() };
//! }
//!
//! fn compile_here(source: &str, strategy: Strategy) -> Result<Artifacts, String> {
//!     SESSION.with(|cell| {
//!         let session = cell.get_or_init(Session::new);
//!         let options = CompileOptions { strategy, ..CompileOptions::default() };
//!         session.compile_source(source, &options).map_err(|e| e.to_string())
//!     })
//! }
//!
//! let source = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/copy_2d.mlir")).unwrap();
//! let workers: Vec<_> = [Strategy::Intrinsics, Strategy::Asm]
//!     .into_iter()
//!     .map(|strategy| {
//!         let source = source.clone();
//!         std::thread::spawn(move || compile_here(&source, strategy))
//!     })
//!     .collect();
//! for worker in workers {
//!     let artifacts: Artifacts = worker.join().unwrap().unwrap(); // Artifacts: Send
//!     assert!(artifacts.kernel("copy_2d").is_some());
//! }
//! ```
//!
//! A session cannot move to another thread:
//!
//! ```compile_fail
//! let session = tile_compiler::Session::new();
//! std::thread::spawn(move || drop(session));
//! ```

// The crate is edition 2024 for its doctests (merged into one binary), but
// its code keeps the workspace's 2021 style: nested `if let` rather than
// let chains.
#![allow(clippy::collapsible_if)]

pub mod artifacts;
pub mod builder;
mod contain;
pub mod crash;
pub mod diagnostics;
mod emit;
mod error;
mod input;
mod location;
mod parse;
pub mod pipeline;
pub mod session;
pub mod timing;

pub use contain::install_quiet_panic_hook;
pub use input::{check_source, SourceFacts, MAX_NESTING};

pub use diagnostics::{CapturedDiagnostic, Diagnostic, DiagnosticSink};
pub use session::{DriverError, Session};
pub use timing::TimingReport;

pub use artifacts::{
    Artifacts, CompileError, CompileOptions, HostOutput, KernelArtifact, Pipeline, Strategy,
    UnitArtifact, UnknownStrategy,
};
pub use tile_abi::manifest;
pub use tile_dialect::verify::Finding;
pub use tile_rules::{FileLineCol, Severity, Target};

// The other crates' types in this crate's signatures, so an embedder names
// them through `tile_compiler` (the versions this crate was built with).
pub use tile_lowering::host::emit::HostEmitError;
pub use tile_lowering::output::OutputError;
pub use tile_passes::held_files::HeldFile;
pub use tile_passes::separate_host_tma::manifest::ManifestError;
pub use tile_passes::{PipelineError, Registry};

/// The melior crate this one is built on: its types appear in this crate's
/// signatures ([`mlir`] re-exports those). Reach anything else of melior
/// through here rather than through a `melior` dependency of your own,
/// whose version would have to match.
pub use melior;

/// MLIR (through [`melior`]): every melior type that appears in a public
/// signature of this crate, and the traits that use them, so an embedder
/// needs no melior dependency of its own.
///
/// - [`mlir::Module`]: what [`Session::parse`] returns,
///   [`builder::ModuleBuilder::finish`] hands over, [`Session::compile`]
///   and the `emit_*` methods take;
/// - [`mlir::Context`]: [`Session::context`], [`builder::Body::context`];
/// - [`mlir::Value`]: the value of a builder handle
///   ([`builder::I32::value`], [`builder::MemRef::value`], ...);
/// - [`mlir::OperationRef`]: [`pipeline::has_work`]'s argument;
/// - [`mlir::Error`]: MLIR's refusal, which becomes a
///   [`builder::BuildErrorKind`];
/// - [`mlir::Location`], [`mlir::Type`], [`mlir::Attribute`],
///   [`mlir::Operation`], [`mlir::Block`], [`mlir::Region`] and the traits
///   ([`mlir::OperationLike`], [`mlir::BlockLike`], [`mlir::RegionLike`],
///   [`mlir::ValueLike`]) and [`mlir::OperationPrintingFlags`] to read and
///   print them.
///
/// ```
/// // Only `tile_compiler` paths: no melior dependency needed.
/// use tile_compiler::builder::{KernelParam, LaunchBounds, ModuleBuilder};
/// use tile_compiler::mlir::{Context, Module, OperationLike, OperationPrintingFlags, Value, ValueLike};
/// use tile_compiler::{Session, Target};
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// let session = Session::new();
/// let context: &Context = session.context();
/// let m = ModuleBuilder::new(&session, "k", Target::parse("sm_90a")?)?;
/// let k = m.kernel("k", &[KernelParam::I32], LaunchBounds::threads(32))?;
/// let n: Value = k.arg_i32(0)?.value();
/// assert_eq!(n.r#type().to_string(), "i32");
/// let module: Module = m.finish();
/// let flags = OperationPrintingFlags::new().enable_debug_info(true, false);
/// let text = module.as_operation().to_string_with_flags(flags)?;
/// assert!(text.contains("gpu.func @k(%arg0: i32"), "{text}");
/// let parsed: Module = session.parse(&session.print(&module))?;
/// assert!(session.print(&parsed).contains("gpu.func @k"));
/// # let _ = context;
/// # Ok(()) }
/// ```
pub mod mlir {
    pub use melior::ir::operation::{
        OperationLike, OperationMutLike, OperationPrintingFlags, OperationRef,
    };
    pub use melior::ir::{
        Attribute, Block, BlockLike, BlockRef, Identifier, Location, Module, Operation, Region,
        RegionLike, Type, TypeLike, Value, ValueLike,
    };
    pub use melior::{Context, ContextRef, Error};
}
