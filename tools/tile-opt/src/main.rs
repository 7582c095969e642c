//! `tile-opt`: the mlir-opt-like driver. All logic lives in the library
//! (`tile_opt::Session`); this file wires the command line to it.

use std::io::{Read, Write};
use std::process::ExitCode;
use tile_expect::{parse_expectations, split_input, verify, Chunk, DEFAULT_SPLIT_MARKER};
use tile_lowering::host::emit::HostOutput;
use tile_opt::{
    cli::{help_text, parse_args, Emit, Options},
    contain, input, CapturedDiagnostic, DriverError, Session, TimingReport,
};

/// Writes to stderr; a closed or broken stderr is not an error of the run
/// (`eprint!` would panic).
fn report(text: &str) {
    let _ = std::io::stderr().write_all(text.as_bytes());
}

fn main() -> ExitCode {
    // Contained panics become internal-error diagnostics; the hook only
    // remembers where they happened.
    contain::install_quiet_panic_hook();
    let outcome = std::panic::catch_unwind(drive);
    outcome.unwrap_or_else(|payload| {
        report(&format!(
            "tile-opt: error: {}\n",
            tile_dialect::internal::internal_error_text(
                "the driver",
                &tile_dialect::internal::panic_message(payload.as_ref())
            )
        ));
        ExitCode::from(1)
    })
}

fn drive() -> ExitCode {
    let start = std::time::Instant::now();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut session = Session::new();
    let options = match parse_args(&args, session.registry()) {
        Ok(o) => o,
        Err(e) => {
            report(&format!("tile-opt: error: {e}\n"));
            return ExitCode::from(2);
        }
    };
    if options.help {
        let _ = std::io::stdout().write_all(help_text(session.registry()).as_bytes());
        return ExitCode::SUCCESS;
    }
    session.allow_unregistered_dialects(options.allow_unregistered);
    session.set_target(options.target);
    session.set_verify_each(options.verify_each);
    if let Some(threads) = options.threads {
        session.set_output_threads(threads);
    }
    if options.timing {
        let mut report = TimingReport::starting_at(start);
        report.record("Context setup", start.elapsed());
        session.enable_timing(report);
    }
    let status = match run(&session, &options) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(message) => {
            report(&format!("tile-opt: error: {message}\n"));
            ExitCode::from(1)
        }
    };
    if let Some(timing) = session.take_timing() {
        report(&timing.render());
    }
    status
}

/// The result of one chunk: its output text (when it succeeded) and the
/// diagnostics it produced.
struct ChunkResult {
    output: Option<Vec<u8>>,
    diagnostics: Vec<CapturedDiagnostic>,
}

/// The input's name and bytes (checked for UTF-8 by `run`, with a location).
fn read_input(options: &Options) -> Result<(String, Vec<u8>), String> {
    match options.input.as_deref() {
        None | Some("-") => {
            let mut bytes = Vec::new();
            std::io::stdin()
                .read_to_end(&mut bytes)
                .map_err(|e| format!("cannot read stdin: {e}"))?;
            Ok(("<stdin>".to_string(), bytes))
        }
        Some(path) => std::fs::read(path)
            .map(|bytes| (path.to_string(), bytes))
            .map_err(|e| format!("cannot read '{path}': {e}")),
    }
}

fn process_chunk(
    session: &Session,
    options: &Options,
    chunk: &Chunk,
) -> Result<ChunkResult, String> {
    let mut module = match session.parse(&chunk.padded_text()) {
        Ok(m) => m,
        Err(e) => {
            return Ok(ChunkResult {
                output: None,
                diagnostics: e.diagnostics(),
            })
        }
    };
    let result = compile_chunk(session, options, &mut module);
    session.discard(module);
    result
}

/// Checks, runs the pipelines and produces the output of one parsed
/// chunk.
fn compile_chunk(
    session: &Session,
    options: &Options,
    module: &mut melior::ir::Module<'_>,
) -> Result<ChunkResult, String> {
    // The semantic verifier ran as MLIR's verifier of the parsed ops (errors
    // fail the parse); its warnings are in the diagnostics. The passes'
    // re-verification reports errors only, so nothing is reported twice.
    let mut diagnostics = session.take_diagnostics();
    // What the hook never sees: the module-level rules of gpu.modules and
    // kernels without tile ops (tile_dialect::verify::module).
    let check = |module: &melior::ir::Module<'_>, diagnostics: &mut Vec<CapturedDiagnostic>| {
        let findings = session.verify_without_tile_ops(module, options.target);
        let failed = tile_dialect::verify::has_errors(&findings);
        diagnostics.extend(findings.iter().map(CapturedDiagnostic::from_finding));
        failed
    };
    if check(module, &mut diagnostics) {
        return Ok(ChunkResult {
            output: None,
            diagnostics,
        });
    }
    for pipeline in &options.pipeline {
        match session.run_pipeline(module, pipeline) {
            Ok(()) => {}
            // A bad pipeline text is an error of the command line.
            Err(e @ DriverError::Pipeline(_)) => return Err(e.to_string()),
            Err(e) => {
                diagnostics.extend(e.diagnostics());
                return Ok(ChunkResult {
                    output: None,
                    diagnostics,
                });
            }
        }
    }
    diagnostics.extend(session.take_diagnostics());
    if !options.pipeline.is_empty() {
        let mut after = Vec::new();
        if check(module, &mut after) {
            diagnostics.extend(after);
            return Ok(ChunkResult {
                output: None,
                diagnostics,
            });
        }
    }
    let emitted = match options.emit {
        Emit::Mlir => session.try_print(module).map(String::into_bytes),
        Emit::Llvm => session.emit_llvm(module).map(String::into_bytes),
        Emit::HostLlvm => session.emit_host(module, HostOutput::LlvmIr, options.target),
        Emit::HostObj => session.emit_host(module, HostOutput::Object, options.target),
        Emit::HostSo => session.emit_host(module, HostOutput::SharedObject, options.target),
        Emit::Manifest => session.manifest(module).map(|m| m.to_json().into_bytes()),
        Emit::Ptx => session
            .emit_ptx(module, options.target)
            .map(String::into_bytes),
    };
    // Warnings from the translation and the backend, if any.
    diagnostics.extend(session.take_diagnostics());
    let output = match emitted {
        Ok(text) => text,
        Err(e) => {
            diagnostics.extend(e.diagnostics());
            return Ok(ChunkResult {
                output: None,
                diagnostics,
            });
        }
    };
    Ok(ChunkResult {
        output: Some(output),
        diagnostics,
    })
}

fn run(session: &Session, options: &Options) -> Result<bool, String> {
    if options.emit.is_binary() && options.split_input_file {
        return Err("--emit=host-obj and --emit=host-so write one binary; they cannot be combined with --split-input-file".to_string());
    }
    let (file_name, bytes) = session.timed("Read input", || read_input(options))?;
    // Not UTF-8, a NUL byte, too deep: one located error for the whole input.
    if let Err(d) = input::check_source(&bytes) {
        report(&format!("{}\n", d.render(&file_name)));
        return Ok(false);
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
        let result = process_chunk(session, options, chunk)?;
        if options.verify_diagnostics {
            let expectations = match parse_expectations(&chunk.text, chunk.first_line) {
                Ok(e) => e,
                Err(errors) => {
                    for e in errors {
                        // The column of the malformed `expected-` comment.
                        let column = source
                            .lines()
                            .nth(e.line().saturating_sub(1))
                            .and_then(|l| l.find("expected-"))
                            .map_or(1, |c| c + 1);
                        report(&format!("{file_name}:{}:{column}: error: {e}\n", e.line()));
                    }
                    ok = false;
                    continue;
                }
            };
            // Like mlir-opt under -verify-diagnostics: the op dump MLIR's verifier
            // attaches as a note is not a diagnostic of the input.
            let got: Vec<_> = result
                .diagnostics
                .iter()
                .filter(|d| !d.message.starts_with("see current operation:"))
                .map(|d| d.to_expect())
                .collect();
            let report_of_check = verify(&expectations, &got, &file_name);
            if !report_of_check.is_ok() {
                report(&report_of_check.render(&file_name));
                ok = false;
            }
        } else {
            for d in &result.diagnostics {
                report(&format!("{}\n", d.render(&file_name)));
            }
            if result
                .diagnostics
                .iter()
                .any(|d| d.severity == tile_expect::Severity::Error)
            {
                ok = false;
            }
        }
        if let Some(out) = result.output {
            outputs.push(out);
        } else if !options.verify_diagnostics {
            ok = false;
        }
    }
    // Files the passes produced (launch manifests) are written only now
    // that everything succeeded.
    let staged = session.take_staged_files();
    if !ok {
        return Ok(false);
    }
    let manifests: Vec<String> = staged.iter().map(|f| f.path.clone()).collect();
    for file in &staged {
        if let Err((at, message)) = file.write() {
            let d = CapturedDiagnostic {
                severity: tile_expect::Severity::Error,
                file_line_col: at,
                message,
            };
            report(&format!("{}\n", d.render(&file_name)));
            remove_all(&manifests);
            return Ok(false);
        }
    }
    let text = outputs.join(&b"// -----\n"[..]);
    let written = session.timed("Write output", || match &options.output {
        Some(path) if path != "-" => {
            std::fs::write(path, text).map_err(|e| format!("cannot write '{path}': {e}"))
        }
        _ => std::io::stdout()
            .write_all(&text)
            .map_err(|e| format!("cannot write stdout: {e}")),
    });
    if written.is_err() {
        remove_all(&manifests);
    }
    written.map(|()| true)
}

fn remove_all(paths: &[String]) {
    for path in paths {
        let _ = std::fs::remove_file(path);
    }
}
