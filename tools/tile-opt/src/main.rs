//! `tile-opt`: the mlir-opt-like driver. All logic lives in the library
//! (`tile_opt::Session`); this file wires the command line to it.

use std::io::{Read, Write};
use std::process::ExitCode;
use tile_expect::{parse_expectations, split_input, verify, Chunk, DEFAULT_SPLIT_MARKER};
use tile_lowering::host::emit::HostOutput;
use tile_opt::{
    cli::{help_text, parse_args, Emit, Options},
    CapturedDiagnostic, DriverError, Session, TimingReport,
};

fn main() -> ExitCode {
    let start = std::time::Instant::now();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut session = Session::new();
    let options = match parse_args(&args, session.registry()) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("tile-opt: error: {e}");
            return ExitCode::from(2);
        }
    };
    if options.help {
        print!("{}", help_text(session.registry()));
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
        report.record(
            "Context setup",
            start.elapsed(),
            tile_opt::timing::process_cpu_time(),
        );
        session.enable_timing(report);
    }
    let status = match run(&session, &options) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(message) => {
            eprintln!("tile-opt: error: {message}");
            ExitCode::from(1)
        }
    };
    if let Some(report) = session.take_timing() {
        eprint!("{}", report.render());
    }
    status
}

/// The result of one chunk: its output text (when it succeeded) and the
/// diagnostics it produced.
struct ChunkResult {
    output: Option<Vec<u8>>,
    diagnostics: Vec<CapturedDiagnostic>,
}

fn read_input(options: &Options) -> Result<(String, String), String> {
    match options.input.as_deref() {
        None | Some("-") => {
            let mut s = String::new();
            std::io::stdin()
                .read_to_string(&mut s)
                .map_err(|e| format!("cannot read stdin: {e}"))?;
            Ok(("<stdin>".to_string(), s))
        }
        Some(path) => std::fs::read_to_string(path)
            .map(|s| (path.to_string(), s))
            .map_err(|e| format!("cannot read '{path}': {e}")),
    }
}

fn process_chunk(
    session: &Session,
    options: &Options,
    chunk: &Chunk,
) -> Result<ChunkResult, String> {
    let mut diagnostics = Vec::new();
    let mut module = match session.parse(&chunk.padded_text()) {
        Ok(m) => m,
        Err(DriverError::Parse(d)) => {
            return Ok(ChunkResult {
                output: None,
                diagnostics: d,
            })
        }
        Err(e) => return Err(e.to_string()),
    };
    let check = |module: &melior::ir::Module<'_>, diagnostics: &mut Vec<CapturedDiagnostic>| {
        let findings = session.verify(module, options.target);
        let failed = tile_dialect::verify::has_errors(&findings);
        diagnostics.extend(findings.iter().map(CapturedDiagnostic::from_finding));
        failed
    };
    if check(&module, &mut diagnostics) {
        return Ok(ChunkResult {
            output: None,
            diagnostics,
        });
    }
    for (i, pipeline) in options.pipeline.iter().enumerate() {
        // The first runs right after the check above (no errors, same
        // target, module unchanged).
        let result = if i == 0 {
            session.run_pipeline_after_verify(&mut module, pipeline)
        } else {
            session.run_pipeline(&mut module, pipeline)
        };
        match result {
            Ok(()) => {}
            Err(DriverError::PassFailed(d)) => {
                diagnostics.extend(d);
                return Ok(ChunkResult {
                    output: None,
                    diagnostics,
                });
            }
            Err(e) => return Err(e.to_string()),
        }
    }
    diagnostics.extend(session.take_diagnostics());
    if !options.pipeline.is_empty() {
        let mut after = Vec::new();
        if check(&module, &mut after) {
            diagnostics.extend(after);
            return Ok(ChunkResult {
                output: None,
                diagnostics,
            });
        }
    }
    let output = match options.emit {
        Emit::Mlir => session.print(&module).into_bytes(),
        _ => {
            let emitted = match options.emit {
                // The module is not needed after translation: freed before
                // code generation.
                Emit::Ptx => session
                    .emit_ptx_owned(module, options.target)
                    .map(String::into_bytes),
                Emit::Llvm => session.emit_llvm(&module).map(String::into_bytes),
                Emit::HostLlvm => {
                    session.emit_host(&mut module, HostOutput::LlvmIr, options.target)
                }
                Emit::HostObj => session.emit_host(&mut module, HostOutput::Object, options.target),
                Emit::HostSo => {
                    session.emit_host(&mut module, HostOutput::SharedObject, options.target)
                }
                _ => session
                    .emit_ptx(&module, options.target)
                    .map(String::into_bytes),
            };
            // Warnings from the translation and the backend, if any.
            diagnostics.extend(session.take_diagnostics());
            match emitted {
                Ok(text) => text,
                Err(e) => {
                    if let DriverError::Translate { diagnostics: d, .. } = &e {
                        diagnostics.extend(d.iter().cloned());
                    }
                    diagnostics.push(CapturedDiagnostic {
                        severity: tile_expect::Severity::Error,
                        file_line_col: None,
                        message: e.to_string(),
                    });
                    return Ok(ChunkResult {
                        output: None,
                        diagnostics,
                    });
                }
            }
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
    let (file_name, source) = session.timed("Read input", || read_input(options))?;
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
                        eprintln!("{file_name}:{}: error: {e}", e.line());
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
            let report = verify(&expectations, &got, &file_name);
            if !report.is_ok() {
                eprint!("{}", report.render(&file_name));
                ok = false;
            }
        } else {
            for d in &result.diagnostics {
                eprintln!("{}", d.render(&file_name));
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
    if !ok {
        return Ok(false);
    }
    let text = outputs.join(&b"// -----\n"[..]);
    session.timed("Write output", || match &options.output {
        Some(path) if path != "-" => {
            std::fs::write(path, text).map_err(|e| format!("cannot write '{path}': {e}"))
        }
        _ => std::io::stdout()
            .write_all(&text)
            .map_err(|e| format!("cannot write stdout: {e}")),
    })?;
    Ok(true)
}
