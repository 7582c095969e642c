//! `compile_built`: a module described by `tile_opt.builder` (JSON: the
//! module, its kernels with typed parameters, each kernel's ops with
//! their places in the Python source) replayed through the typed builders
//! (`tile_compiler::builder`) on this thread's session, then compiled
//! exactly as `compile` compiles text.
//!
//! - `description`: reading the JSON ([`description::Node`]).
//! - `types`: its types as the builders' specs.
//! - `values`: the values made so far, by id, in nested scopes.
//! - `replay`: one kernel's ops through the builders.
//! - `error`: what refuses a description, as located diagnostics.

mod description;
mod error;
mod replay;
mod types;
mod values;

use pyo3::prelude::*;
use pyo3::types::PyDict;
use serde_json::Value;
use tile_compiler::builder::{KernelParam, LaunchBounds, Loc, ModuleBuilder};
use tile_compiler::mlir::Module;
use tile_compiler::{Artifacts, CompileOptions, Session, Target};

use crate::compile::{compile_released, diagnostics, failure, with_session, Failure};
use crate::NativeCompileError;
use description::Node;
use error::ReplayError;
use replay::Replay;
use values::Val;

/// The description format this module reads.
const FORMAT: i64 = 1;

/// Three launch sizes from a list of one to three.
fn sizes(node: &Node<'_>, name: &str) -> Result<[u32; 3], ReplayError> {
    let given = node.ints(name)?;
    if given.is_empty() || given.len() > 3 {
        return Err(ReplayError::malformed(
            node.at.as_ref(),
            format!("'{name}' needs 1 to 3 sizes, got {}", given.len()),
        ));
    }
    let mut out = [1u32; 3];
    for (slot, size) in out.iter_mut().zip(&given) {
        *slot = u32::try_from(*size).map_err(|_| {
            ReplayError::malformed(
                node.at.as_ref(),
                format!("'{name}' size {size} is not a u32"),
            )
        })?;
    }
    Ok(out)
}

/// Adds kernel `node` to `module` and replays its body.
fn kernel(module: &ModuleBuilder<'_>, node: &Node<'_>) -> Result<(), ReplayError> {
    let name = node.str("name")?;
    let mut params = Vec::new();
    for p in node.list("params")? {
        let p = Node::new(p, node.at.as_ref())?;
        let ty = types::param(&p.node("type")?)?;
        params.push((ty, p.at.clone(), p.id("id")?));
    }
    let launch = LaunchBounds {
        block: sizes(node, "block")?,
        grid: node.get("grid").map(|_| sizes(node, "grid")).transpose()?,
    };
    module.set_location(node.at.as_ref());
    let located: Option<Vec<(KernelParam, Loc)>> = params
        .iter()
        .map(|(ty, at, _)| at.clone().map(|at| (ty.clone(), at)))
        .collect();
    let k = match located {
        Some(located) => module.kernel_with_locations(name, &located, launch)?,
        None => {
            let plain: Vec<KernelParam> = params.iter().map(|(ty, _, _)| ty.clone()).collect();
            module.kernel(name, &plain, launch)?
        }
    };
    let replay = Replay::new(module, &k);
    for (index, (ty, _, id)) in params.iter().enumerate() {
        let value = match ty {
            KernelParam::MemRef(_) => Val::MemRef(k.arg_memref(index)?),
            KernelParam::TensorMap(_) => Val::TensorMap(k.arg_tensor_map(index)?),
            KernelParam::Index => Val::Index(k.arg_index(index)?),
            KernelParam::I32 => Val::I32(k.arg_i32(index)?),
            KernelParam::I64 => Val::I64(k.arg_i64(index)?),
            KernelParam::GlobalPtr => Val::Ptr(k.arg_ptr(index)?),
        };
        replay.define(*id, value);
    }
    replay.ops(&k, true, node.list("body")?, node.at.as_ref())
}

/// The module `description` describes, built on `session`.
fn build<'c>(session: &'c Session, description: &Value) -> Result<Module<'c>, ReplayError> {
    let node = Node::new(description, None)?;
    let format = node.i64("format")?;
    if format != FORMAT {
        return Err(ReplayError::malformed(
            None,
            format!("description format {format}; this tile_opt reads {FORMAT}"),
        ));
    }
    let unit = node.str("unit")?;
    let target = node.str("target")?;
    let target = target
        .parse::<Target>()
        .map_err(|e| ReplayError::malformed(node.at.as_ref(), format!("target '{target}': {e}")))?;
    let module = match &node.at {
        Some(at) => ModuleBuilder::new_at(session, unit, target, at)?,
        None => ModuleBuilder::new(session, unit, target)?,
    };
    for k in node.list("kernels")? {
        kernel(&module, &Node::new(k, node.at.as_ref())?)?;
    }
    Ok(module.finish())
}

/// A refused description as a failure with its one diagnostic.
fn refused(error: &ReplayError) -> Failure {
    let diagnostic = error.diagnostic();
    Failure {
        message: diagnostic.message.clone(),
        diagnostics: vec![diagnostic],
    }
}

/// Replays and compiles `description` on this thread's session.
fn run(description: &str, options: &CompileOptions) -> Result<Artifacts, Failure> {
    let json: Value = serde_json::from_str(description)
        .map_err(|e| refused(&ReplayError::malformed(None, format!("not JSON: {e}"))))?;
    with_session(|session| {
        let mut module = build(session, &json).map_err(|e| refused(&e))?;
        let result = session.compile(&mut module, options);
        session.discard(module);
        result.map_err(failure)
    })
}

/// Compiles the module `description` (the JSON `tile_opt.builder` writes)
/// describes: replayed through the typed builders on this thread's
/// session, then compiled as [`crate::compile::compile`] compiles text,
/// with the GIL released; the same dict, or `NativeCompileError(message,
/// diagnostics)` (a builder mistake: one diagnostic at the Python line
/// that made the op).
#[pyfunction]
#[pyo3(signature = (description, strategy = "intrinsics", pipeline = None, target = None))]
pub fn compile_built<'py>(
    py: Python<'py>,
    description: &str,
    strategy: &str,
    pipeline: Option<String>,
    target: Option<&str>,
) -> PyResult<Bound<'py, PyDict>> {
    compile_released(py, description, strategy, pipeline, target, run)
}

/// The tile IR of the module `description` describes, printed as the
/// typed builders made it (before any pass; no locations): what a DSL on
/// `tile_opt.builder` builds, to compare with another front end's.
/// Refused as [`compile_built`] refuses (`NativeCompileError`).
#[pyfunction]
pub fn print_built(py: Python<'_>, description: &str) -> PyResult<String> {
    let description = description.to_string();
    let result = py.detach(move || {
        let json: Value = serde_json::from_str(&description)
            .map_err(|e| refused(&ReplayError::malformed(None, format!("not JSON: {e}"))))?;
        with_session(|session| {
            let module = build(session, &json).map_err(|e| refused(&e))?;
            let text = session.print(&module);
            session.discard(module);
            Ok::<String, Failure>(text)
        })
    });
    result.map_err(|f| match diagnostics(py, &f.diagnostics) {
        Ok(list) => NativeCompileError::new_err((f.message, list.unbind())),
        Err(e) => e,
    })
}
