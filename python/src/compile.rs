//! `compile`: tile_compiler on a per-thread session, the GIL released.

use std::cell::RefCell;

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use tile_compiler::{
    Artifacts, CompileError, CompileOptions, Diagnostic, Pipeline, Session, Severity, Strategy,
    Target,
};

use crate::NativeCompileError;

thread_local! {
    /// This thread's session: made on its first compile, dropped after a
    /// fatal back-end error (the session then refuses further work).
    static SESSION: RefCell<Option<Session>> = const { RefCell::new(None) };
}

/// Why a compile did not produce artifacts: a message and the diagnostics.
pub(crate) struct Failure {
    pub(crate) message: String,
    pub(crate) diagnostics: Vec<Diagnostic>,
}

impl Failure {
    /// A failure with no diagnostic.
    pub(crate) fn plain(message: String) -> Self {
        Self {
            message,
            diagnostics: Vec::new(),
        }
    }
}

pub(crate) fn options(
    strategy: &str,
    pipeline: Option<String>,
    target: Option<&str>,
) -> Result<CompileOptions, Failure> {
    let plain = Failure::plain;
    let strategy = strategy
        .parse::<Strategy>()
        .map_err(|e| plain(e.to_string()))?;
    let target = match target {
        None => None,
        Some(t) => Some(
            t.parse::<Target>()
                .map_err(|e| plain(format!("target '{t}': {e}")))?,
        ),
    };
    Ok(CompileOptions {
        target,
        strategy,
        pipeline: pipeline.map_or(Pipeline::Default, Pipeline::Custom),
        ..CompileOptions::default()
    })
}

/// `work` on this thread's session (made on first use); a session that a
/// fatal back-end error stopped is dropped afterwards.
pub(crate) fn with_session<T, E>(work: impl FnOnce(&Session) -> Result<T, E>) -> Result<T, E> {
    SESSION.with(|cell| {
        let mut slot = cell.borrow_mut();
        let session = slot.get_or_insert_with(Session::new);
        let result = work(session);
        if session.is_stopped() {
            *slot = None;
        }
        result
    })
}

/// A compile error as a [`Failure`].
pub(crate) fn failure(error: CompileError) -> Failure {
    Failure {
        message: error.to_string(),
        diagnostics: error.diagnostics(),
    }
}

fn run(source: &str, options: &CompileOptions) -> Result<Artifacts, Failure> {
    with_session(|session| session.compile_source(source, options)).map_err(failure)
}

fn severity(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
        Severity::Remark => "remark",
    }
}

/// A diagnostic as a dict: file, line, col (None when unknown), severity,
/// rule (None when none), message, notes.
fn diagnostic<'py>(py: Python<'py>, d: &Diagnostic) -> PyResult<Bound<'py, PyDict>> {
    let out = PyDict::new(py);
    let (file, line, col) = match &d.file_line_col {
        Some((f, l, c)) => (Some(f.clone()), Some(*l), Some(*c)),
        None => (None, None, None),
    };
    out.set_item("file", file)?;
    out.set_item("line", line)?;
    out.set_item("col", col)?;
    out.set_item("severity", severity(d.severity))?;
    out.set_item("rule", d.rule.clone())?;
    out.set_item("message", d.message.clone())?;
    let notes = PyList::empty(py);
    for n in &d.notes {
        notes.append(diagnostic(py, n)?)?;
    }
    out.set_item("notes", notes)?;
    Ok(out)
}

pub(crate) fn diagnostics<'py>(
    py: Python<'py>,
    list: &[Diagnostic],
) -> PyResult<Bound<'py, PyList>> {
    let out = PyList::empty(py);
    for d in list {
        out.append(diagnostic(py, d)?)?;
    }
    Ok(out)
}

/// Compiles MLIR `source` (the `tile` dialect and upstream) to PTX: a dict
/// with `units` (gpu.module name -> PTX), `kernels` (name, unit, ptx),
/// `manifest` (the launch manifest's JSON, or None) and `diagnostics`
/// (warnings and remarks). Raises `NativeCompileError(message,
/// diagnostics)`.
#[pyfunction]
#[pyo3(signature = (source, strategy = "intrinsics", pipeline = None, target = None))]
pub fn compile<'py>(
    py: Python<'py>,
    source: &str,
    strategy: &str,
    pipeline: Option<String>,
    target: Option<&str>,
) -> PyResult<Bound<'py, PyDict>> {
    compile_released(py, source, strategy, pipeline, target, run)
}

/// Compiles `input` with `run` on this thread's session, the GIL released,
/// and answers as [`compile`] does (its dict, or `NativeCompileError`).
pub(crate) fn compile_released<'py>(
    py: Python<'py>,
    input: &str,
    strategy: &str,
    pipeline: Option<String>,
    target: Option<&str>,
    run: fn(&str, &CompileOptions) -> Result<Artifacts, Failure>,
) -> PyResult<Bound<'py, PyDict>> {
    let input = input.to_string();
    let strategy = strategy.to_string();
    let target = target.map(str::to_string);
    let result = py.detach(move || {
        let options = options(&strategy, pipeline, target.as_deref())?;
        run(&input, &options)
    });
    to_python(py, result)
}

/// The artifacts as the dict [`compile`] returns, or its exception.
pub(crate) fn to_python<'py>(
    py: Python<'py>,
    result: Result<Artifacts, Failure>,
) -> PyResult<Bound<'py, PyDict>> {
    match result {
        Ok(a) => {
            let out = PyDict::new(py);
            let units = PyDict::new(py);
            for u in &a.units {
                units.set_item(&u.name, &*u.ptx)?;
            }
            out.set_item("units", units)?;
            let kernels = PyList::empty(py);
            for k in &a.kernels {
                let kd = PyDict::new(py);
                kd.set_item("name", &k.name)?;
                kd.set_item("unit", &k.unit)?;
                kd.set_item("ptx", &*k.ptx)?;
                kernels.append(kd)?;
            }
            out.set_item("kernels", kernels)?;
            out.set_item("manifest", a.manifest_json())?;
            out.set_item("diagnostics", diagnostics(py, &a.diagnostics)?)?;
            Ok(out)
        }
        Err(f) => Err(NativeCompileError::new_err((
            f.message,
            diagnostics(py, &f.diagnostics)?.unbind(),
        ))),
    }
}
