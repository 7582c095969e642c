//! `tile-dsl`: a mini tile language whose compiler embeds tile-opt
//! through the public `tile-compiler` API. A program (`programs/*.tdsl`)
//! declares tensors, a tile, a grid, a pipeline depth, a cluster and one
//! loop of `load` / `store` / `reduce` / `prefetch`; this crate lexes and
//! parses it ([`parser`]), checks the DSL's own rules ([`check`]: every
//! rule located in the program), lowers it to tile IR with the typed
//! builders ([`lower`]), putting the program's places on what it builds,
//! compiles it with [`tile_compiler::Session::compile`] for a target and
//! strategy, and writes PTX, the launch manifest and the host shared
//! object ([`output`]). The compiler's own rules (descriptor boxes, static
//! shared memory, reduction types, ...) are not repeated: their errors
//! come back at the program's lines ([`check_plan`], [`compile`]).
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
//! // Errors are located values: the DSL's rules ...
//! let e = tile_dsl::plan_source("kernel k {\n  stages 9;\n}").unwrap_err();
//! assert_eq!((e.pos.line, e.pos.col, &*e.rule), (2, 3, "setting-range"));
//! // ... and the compiler's, at the line of the program they are about:
//! // a 1024-column tile of f32 (512 columns of i64) is wider than TMA's box.
//! let wide = program.replace("tile [64, 64]", "tile [64, 1024]");
//! let e = tile_dsl::check_source(&session, &wide).unwrap_err();
//! let e = e.source_error().unwrap();
//! assert_eq!((e.pos.line, e.pos.col, &*e.rule), (2, 23, "box-dim-range"));
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
use tile_compiler::builder::{BuildError, ModuleBuilder};
use tile_compiler::{
    Artifacts, CompileOptions, Diagnostic, Finding, HostOutput, Session, Severity, Strategy,
};

/// Parses and checks a program's text: the DSL's rules (the compiler's
/// are checked when the plan is built: [`check_plan`], [`compile`]).
pub fn plan_source(text: &str) -> Result<Plan, SourceError> {
    check::check(&parser::parse(text)?)
}

/// Reads, parses and checks the program in `path` (errors carry the
/// path; so does the plan, for the places the lowering builds at).
pub fn plan_file(path: &Path) -> Result<Plan, DslError> {
    let text = std::fs::read_to_string(path).map_err(|source| DslError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    let mut plan = plan_source(&text).map_err(|e| DslError::Source(e, Some(path.to_path_buf())))?;
    plan.file = Some(path.to_path_buf());
    Ok(plan)
}

/// Parses and checks a program's text, builds it and runs the compiler's
/// verifier on it ([`check_plan`]): every rule, the DSL's and the
/// compiler's, located in the program.
pub fn check_source(session: &Session, text: &str) -> Result<Plan, DslError> {
    let plan = plan_source(text)?;
    check_plan(session, &plan)?;
    Ok(plan)
}

/// Builds `plan` and runs the compiler's `tile` verifier on it for the
/// plan's target: the compiler's rules on what the program builds (the
/// builders' descriptor rules, then the verifier's), each error at the
/// line of the program it is about.
pub fn check_plan(session: &Session, plan: &Plan) -> Result<(), DslError> {
    let module = build(session, plan)?.finish();
    let findings = session.verify(&module, Some(plan.target));
    session.discard(module);
    let first = findings
        .iter()
        .map(Finding::to_diagnostic)
        .find(|d| d.severity == Severity::Error);
    match first {
        None => Ok(()),
        Some(d) => Err(in_source(plan, &d).unwrap_or_else(|| DslError::Compile {
            kernel: plan.name.clone(),
            strategy: "verify",
            message: d.render(&plan.source_name()),
        })),
    }
}

/// The position in `plan`'s program of a compiler location, if it is one.
fn in_program(plan: &Plan, file_line_col: &Option<(String, usize, usize)>) -> Option<Pos> {
    let name = plan.source_name();
    file_line_col
        .as_ref()
        .filter(|(file, _, _)| *file == name)
        .map(|(_, line, col)| Pos {
            line: *line,
            col: *col,
        })
}

/// The lowering of `plan` into a new module of `session`, every op at
/// its place of the program; a builder's refusal at a place of the
/// program is a [`DslError::Source`] naming its rule.
fn build<'s>(session: &'s Session, plan: &Plan) -> Result<ModuleBuilder<'s>, DslError> {
    let refused = |e: BuildError| {
        let at = e.location().map(|l| l.file_line_col());
        match in_program(plan, &at) {
            Some(pos) => DslError::Source(
                SourceError::from_compiler(pos, e.rule(), &e.kind().to_string()),
                plan.file.clone(),
            ),
            None => DslError::Build {
                kernel: plan.name.clone(),
                source: e,
            },
        }
    };
    let module = ModuleBuilder::new_at(session, "kernels", plan.target, &lower::module_place(plan))
        .map_err(refused)?;
    if let Err(e) = lower::build(&module, plan) {
        session.discard(module.finish());
        return Err(refused(e));
    }
    Ok(module)
}

/// The tile IR the lowering builds for `plan`, printed (before any pass).
pub fn emit_ir(session: &Session, plan: &Plan) -> Result<String, DslError> {
    let module = build(session, plan)?.finish();
    let text = session.print(&module);
    session.discard(module);
    Ok(text)
}

/// Builds `plan` and compiles it with `strategy` (the strategy's default
/// pipeline, for the plan's target); `host`: also the host shared object.
/// The compiler's first error is a [`DslError::Source`] at the program's
/// line when it is located there.
pub fn compile(
    session: &Session,
    plan: &Plan,
    strategy: Strategy,
    host: bool,
) -> Result<Artifacts, DslError> {
    let mut module = build(session, plan)?.finish();
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
        if let Some(located) = first.as_ref().and_then(|d| in_source(plan, d)) {
            return located;
        }
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
            strategy: strategy.name(),
            message,
        }
    })
}

/// Compiler diagnostic `d` as an error at its line of the program, when it
/// is located there and names a rule.
fn in_source(plan: &Plan, d: &Diagnostic) -> Option<DslError> {
    let at = in_program(plan, &d.file_line_col)?;
    let rule = d.rule.clone()?;
    Some(DslError::Source(
        SourceError::from_compiler(at, rule, &d.message),
        plan.file.clone(),
    ))
}
