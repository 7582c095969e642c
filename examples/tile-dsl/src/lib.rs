//! `tile-dsl`: a mini tile language whose compiler embeds tile-opt
//! through the public `tile-compiler` API. A program (`programs/*.tdsl`)
//! declares tensors, a tile, a grid, a pipeline depth, a cluster and one
//! loop of `load` / `store` / `reduce` / `prefetch`; this crate lexes and
//! parses it ([`parser`]), checks it ([`check`]: every rule located in
//! the program), lowers it to tile IR with the typed builders
//! ([`lower`]), compiles it with [`tile_compiler::Session::compile`] for
//! a target and strategy, and writes PTX, the launch manifest and the
//! host shared object ([`output`]).
//!
//! ```
//! use tile_compiler::{Session, Strategy};
//! let program = "kernel copy {
//!   threads 32; grid 4; tile [64, 64];
//!   tensor src: f32[128, 128];
//!   tensor dst: f32[128, 128];
//!   for t in tiles(dst) { load src[t]; store dst[t]; }
//! }";
//! let plan = tile_dsl::plan_source(program).unwrap();
//! let session = Session::new();
//! let artifacts = tile_dsl::compile(&session, &plan, Strategy::Asm, false).unwrap();
//! assert!(artifacts.kernel("copy").unwrap().ptx.contains(".entry copy"));
//! // Errors are located values.
//! let e = tile_dsl::plan_source("kernel k {\n  stages 9;\n}").unwrap_err();
//! assert_eq!((e.pos.line, e.pos.col, e.rule), (2, 3, "setting-range"));
//! ```

pub mod ast;
pub mod check;
pub mod error;
pub mod lexer;
pub mod lower;
pub mod output;
pub mod parser;
pub mod plan;

pub use error::{DslError, Pos, SourceError};
pub use plan::Plan;

use std::path::Path;
use tile_compiler::builder::ModuleBuilder;
use tile_compiler::{Artifacts, CompileOptions, HostOutput, Session, Severity, Strategy};

/// Parses and checks a program's text.
pub fn plan_source(text: &str) -> Result<Plan, SourceError> {
    check::check(&parser::parse(text)?)
}

/// Reads, parses and checks the program in `path` (errors carry the
/// path).
pub fn plan_file(path: &Path) -> Result<Plan, DslError> {
    let text = std::fs::read_to_string(path).map_err(|source| DslError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    plan_source(&text).map_err(|e| DslError::Source(e, Some(path.to_path_buf())))
}

/// The name of a strategy in file names and messages.
pub fn strategy_name(strategy: Strategy) -> &'static str {
    match strategy {
        Strategy::Intrinsics => "intrinsics",
        Strategy::Asm => "asm",
    }
}

/// The tile IR the lowering builds for `plan`, printed (before any pass).
pub fn emit_ir(session: &Session, plan: &Plan) -> Result<String, DslError> {
    let build = |source| DslError::Build {
        kernel: plan.name.clone(),
        source,
    };
    let module = ModuleBuilder::new(session, "kernels", plan.target).map_err(build)?;
    lower::build(&module, plan).map_err(build)?;
    let module = module.finish();
    let text = session.print(&module);
    session.discard(module);
    Ok(text)
}

/// Builds `plan` and compiles it with `strategy` (the strategy's default
/// pipeline, for the plan's target); `host`: also the host shared object.
pub fn compile(
    session: &Session,
    plan: &Plan,
    strategy: Strategy,
    host: bool,
) -> Result<Artifacts, DslError> {
    let build = |source| DslError::Build {
        kernel: plan.name.clone(),
        source,
    };
    let module = ModuleBuilder::new(session, "kernels", plan.target).map_err(build)?;
    lower::build(&module, plan).map_err(build)?;
    let mut module = module.finish();
    let options = CompileOptions {
        target: Some(plan.target),
        strategy,
        host: host.then_some(HostOutput::SharedObject),
        ..CompileOptions::default()
    };
    let result = session.compile(&mut module, &options);
    session.discard(module);
    result.map_err(|e| {
        let first = e
            .diagnostics()
            .into_iter()
            .find(|d| d.severity == Severity::Error);
        let message = match first {
            Some(d) => {
                let at = d
                    .file_line_col
                    .map(|(f, l, c)| format!("{f}:{l}:{c}: "))
                    .unwrap_or_default();
                let rule = d.rule.map(|r| format!("[{r}] ")).unwrap_or_default();
                format!("{at}{rule}{}", d.message)
            }
            None => e.to_string(),
        };
        DslError::Compile {
            kernel: plan.name.clone(),
            strategy: strategy_name(strategy),
            message,
        }
    })
}
