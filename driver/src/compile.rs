//! What the `tile-opt` driver does with one input, without touching the
//! terminal or the file system: check the raw source, split it into chunks,
//! parse, check, run the pipelines and emit each chunk, and compare the
//! diagnostics with the `expected-*` comments under `--verify-diagnostics`.
//! The driver's process ([`crate::program`]) prints and writes what
//! [`run_source`] returns; `tile-fuzz` runs the same code in-process on byte
//! buffers, so both always take the same path.

use melior::ir::Module;
use tile_compiler::{check_source, Diagnostic, DriverError, HostOutput, Session, Severity};
use tile_dialect::verify::Finding;
use tile_expect::{split_input, Chunk, DEFAULT_SPLIT_MARKER};
use tile_passes::held_files::HeldFile;

use crate::cli::{Emit, Options};
use crate::expectations::check_expectations;

/// The result of one chunk: its output (when it succeeded) and the
/// diagnostics it produced.
#[derive(Debug, Default)]
pub struct ChunkResult {
    /// The emitted text or binary; `None` when the chunk failed.
    pub output: Option<Vec<u8>>,
    /// Every diagnostic of the chunk, in order.
    pub diagnostics: Vec<Diagnostic>,
}

/// The result of one input (every chunk of it).
#[derive(Debug, Default)]
pub struct RunOutcome {
    /// Whether the driver exits with success.
    pub ok: bool,
    /// The joined outputs of the chunks (`// -----` between them); only
    /// meaningful when `ok`.
    pub output: Vec<u8>,
    /// What the driver prints on stderr, one entry per message (rendered
    /// diagnostics, `--verify-diagnostics` mismatches).
    pub reports: Vec<String>,
    /// Every diagnostic of every chunk, each with its notes (under
    /// `--verify-diagnostics` too, where they are compared rather than
    /// printed).
    pub diagnostics: Vec<Diagnostic>,
    /// `--verify-diagnostics` found a mismatch or a malformed expectation.
    pub expectation_mismatch: bool,
    /// Files the passes held back (launch manifests); the caller writes them
    /// only when `ok`.
    pub held: Vec<HeldFile>,
}

/// Runs the driver on `bytes` (named `file_name` in diagnostics). `inspect`
/// sees each chunk's module right after it parsed, before any check or pass.
/// `Err` is an error of the command line (not of the input): a bad pipeline
/// text, incompatible flags.
pub fn run_source(
    session: &Session,
    options: &Options,
    file_name: &str,
    bytes: Vec<u8>,
    inspect: &mut dyn FnMut(&Module<'_>),
) -> Result<RunOutcome, String> {
    if options.emit.is_binary() && options.split_input_file {
        return Err("--emit=host-obj and --emit=host-so write one binary; they cannot be combined with --split-input-file".to_string());
    }
    let mut outcome = RunOutcome::default();
    // Not UTF-8, a NUL byte, too deep: one located error for the whole input.
    if let Err(d) = check_source(&bytes) {
        outcome.reports.push(format!("{}\n", d.render(file_name)));
        outcome.diagnostics.push(d);
        return Ok(outcome);
    }
    let source = String::from_utf8(bytes).map_err(|e| e.to_string())?;
    let chunks = if options.split_input_file {
        split_input(&source, DEFAULT_SPLIT_MARKER)
    } else {
        vec![Chunk {
            text: source.clone(),
            first_line: 1,
        }]
    };
    let mut outputs = Vec::new();
    let mut ok = true;
    for chunk in &chunks {
        let result = process_chunk(session, options, chunk, inspect)?;
        if options.verify_diagnostics {
            if let Err(reports) = check_expectations(file_name, chunk, &result.diagnostics) {
                outcome.reports.extend(reports);
                outcome.expectation_mismatch = true;
                ok = false;
            }
        } else {
            // Each diagnostic, then its notes, as MLIR emitted them.
            for d in result.diagnostics.iter().flat_map(Diagnostic::and_notes) {
                outcome.reports.push(format!("{}\n", d.render(file_name)));
            }
            if result
                .diagnostics
                .iter()
                .any(|d| d.severity == Severity::Error)
            {
                ok = false;
            }
        }
        outcome.diagnostics.extend(result.diagnostics);
        if let Some(out) = result.output {
            outputs.push(out);
        } else if !options.verify_diagnostics {
            ok = false;
        }
    }
    // Files the passes produced (launch manifests) are taken in any case, so
    // that a failed input leaves none behind for the next one.
    outcome.held = session.take_held_files();
    outcome.ok = ok;
    if ok {
        // One chunk's output is moved, not copied (host LLVM IR can be
        // hundreds of MB).
        outcome.output = if outputs.len() == 1 {
            outputs.pop().unwrap_or_default()
        } else {
            outputs.join(&b"// -----\n"[..])
        };
    }
    Ok(outcome)
}

/// Parses one chunk, shows it to `inspect`, compiles it
/// ([`compile_chunk`]) and drops the module (deep ones safely).
pub fn process_chunk(
    session: &Session,
    options: &Options,
    chunk: &Chunk,
    inspect: &mut dyn FnMut(&Module<'_>),
) -> Result<ChunkResult, String> {
    let module = match session.parse_at(&chunk.text, chunk.first_line) {
        Ok(m) => m,
        Err(e) => {
            return Ok(ChunkResult {
                output: None,
                diagnostics: e.diagnostics(),
            })
        }
    };
    inspect(&module);
    compile_chunk(session, options, module)
}

/// Checks, runs the pipelines and produces the output of one parsed
/// chunk; `module` is consumed (see `emit_chunk`).
pub fn compile_chunk(
    session: &Session,
    options: &Options,
    mut module: Module<'_>,
) -> Result<ChunkResult, String> {
    match prepare_chunk(session, options, &mut module) {
        Ok(Ok(diagnostics)) => Ok(emit_chunk(session, options, module, diagnostics)),
        Ok(Err(failed)) => {
            session.discard(module);
            Ok(failed)
        }
        Err(e) => {
            session.discard(module);
            Err(e)
        }
    }
}

/// Checks one parsed chunk and runs the pipelines on it: the diagnostics so
/// far when it may be emitted (`Ok(Ok)`), the failed chunk's result
/// (`Ok(Err)`), or an error of the command line.
fn prepare_chunk(
    session: &Session,
    options: &Options,
    module: &mut Module<'_>,
) -> Result<Result<Vec<Diagnostic>, ChunkResult>, String> {
    // The semantic verifier ran as MLIR's verifier of the parsed ops (errors
    // fail the parse); its warnings are in the diagnostics. The passes'
    // re-verification reports errors only, so nothing is reported twice.
    let mut diagnostics = session.take_diagnostics();
    // What the hook never sees: the module-level rules of gpu.modules and
    // kernels without tile ops (tile_dialect::verify::module).
    let check = |module: &Module<'_>, diagnostics: &mut Vec<Diagnostic>| {
        let findings = session.verify_without_tile_ops(module, options.target);
        let failed = tile_dialect::verify::has_errors(&findings);
        diagnostics.extend(findings.iter().map(Finding::to_diagnostic));
        failed
    };
    let failed = |diagnostics| {
        Ok(Err(ChunkResult {
            output: None,
            diagnostics,
        }))
    };
    if check(module, &mut diagnostics) {
        return failed(diagnostics);
    }
    for (i, pipeline) in options.pipeline.iter().enumerate() {
        // The first runs right after the checks above (no errors, the
        // session's target, module unchanged): its leading tile-verify
        // would repeat them.
        let result = if i == 0 {
            session.run_pipeline_after_verify(module, pipeline)
        } else {
            session.run_pipeline(module, pipeline)
        };
        match result {
            Ok(()) => {}
            // A bad pipeline text is an error of the command line.
            Err(e @ DriverError::Pipeline(_)) => return Err(e.to_string()),
            Err(e) => {
                diagnostics.extend(e.diagnostics());
                return failed(diagnostics);
            }
        }
    }
    diagnostics.extend(session.take_diagnostics());
    if !options.pipeline.is_empty() {
        let mut after = Vec::new();
        if check(module, &mut after) {
            diagnostics.extend(after);
            return failed(diagnostics);
        }
    }
    Ok(Ok(diagnostics))
}

/// The output of a checked and lowered chunk; `module` is freed (with
/// [`Session::discard`]) as soon as the output no longer needs it: for PTX,
/// before code generation ([`Session::emit_ptx_owned`]); for host code,
/// before the LLVM IR is printed ([`Session::emit_host_owned`]).
fn emit_chunk(
    session: &Session,
    options: &Options,
    mut module: Module<'_>,
    mut diagnostics: Vec<Diagnostic>,
) -> ChunkResult {
    let emitted = match options.emit {
        Emit::Ptx => session
            // prepare_chunk's checks ran right before, with the same target.
            .emit_ptx_owned(module, options.target, true)
            .map(String::into_bytes),
        Emit::HostLlvm => session.emit_host_owned(module, HostOutput::LlvmIr, options.target),
        Emit::HostObj => session.emit_host_owned(module, HostOutput::Object, options.target),
        Emit::HostSo => session.emit_host_owned(module, HostOutput::SharedObject, options.target),
        Emit::Mlir | Emit::Llvm | Emit::Manifest => {
            let emitted = emit_in_place(session, options, &mut module);
            session.discard(module);
            emitted
        }
    };
    // Warnings from the translation and the backend, if any.
    diagnostics.extend(session.take_diagnostics());
    match emitted {
        Ok(text) => ChunkResult {
            output: Some(text),
            diagnostics,
        },
        Err(e) => {
            diagnostics.extend(e.diagnostics());
            ChunkResult {
                output: None,
                diagnostics,
            }
        }
    }
}

/// The output of `module` for `options.emit`, the module kept.
fn emit_in_place(
    session: &Session,
    options: &Options,
    module: &mut Module<'_>,
) -> Result<Vec<u8>, DriverError> {
    match options.emit {
        Emit::Mlir => session.try_print(module).map(String::into_bytes),
        Emit::Llvm => session.emit_llvm(module).map(String::into_bytes),
        Emit::HostLlvm => session.emit_host(module, HostOutput::LlvmIr, options.target),
        Emit::HostObj => session.emit_host(module, HostOutput::Object, options.target),
        Emit::HostSo => session.emit_host(module, HostOutput::SharedObject, options.target),
        Emit::Manifest => session.manifest(module).map(|m| m.to_json().into_bytes()),
        Emit::Ptx => session
            .emit_ptx(module, options.target)
            .map(String::into_bytes),
    }
}
