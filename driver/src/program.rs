//! The `tile-opt` process: crash reports, contained panics, the command
//! line, reading the input, writing the output and the held files, the exit
//! status. What one input becomes is [`crate::compile::run_source`]'s; the
//! compiler is the `tile-compiler` library's [`Session`].

use crate::cli::{help_text, parse_args, Options};
use crate::compile;
use std::io::{Read, Write};
use std::process::ExitCode;
use tile_compiler::{Diagnostic, Session, Severity, TimingReport};

/// Writes to stderr; a closed or broken stderr is not an error of the run
/// (`eprint!` would panic).
fn report(text: &str) {
    let _ = std::io::stderr().write_all(text.as_bytes());
}

/// Runs `tile-opt` with the process's arguments; the exit status: 0 on
/// success, 1 when the input failed, 2 for a bad command line.
pub fn main() -> ExitCode {
    // A death by a signal on any thread prints the thread, the address and
    // a backtrace (stack overflows named as such): tile_compiler::crash.
    if let Err(e) = tile_compiler::crash::install(None) {
        report(&format!("tile-opt: warning: {e}\n"));
    }
    // Contained panics become internal-error diagnostics; the hook only
    // remembers where they happened.
    tile_compiler::install_quiet_panic_hook();
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
    if let Some(ops) = options.chunk_ops {
        session.set_output_chunk_ops(ops);
    }
    session.set_libdevice(options.libdevice.as_ref().map(std::path::PathBuf::from));
    if options.timing {
        let mut report = TimingReport::starting_at(start);
        report.record(
            "Context setup",
            start.elapsed(),
            tile_compiler::timing::process_cpu_time(),
        );
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

fn run(session: &Session, options: &Options) -> Result<bool, String> {
    let (file_name, bytes) = session.timed("Read input", || read_input(options))?;
    let outcome = compile::run_source(session, options, &file_name, bytes, &mut |_| {})?;
    for text in &outcome.reports {
        report(text);
    }
    if !outcome.ok {
        return Ok(false);
    }
    // Files the passes produced (launch manifests) are written only now
    // that everything succeeded.
    let manifests: Vec<String> = outcome.held.iter().map(|f| f.path.clone()).collect();
    for file in &outcome.held {
        if let Err((at, message)) = file.write() {
            let d = Diagnostic::new(Severity::Error, at, message);
            report(&format!("{}\n", d.render(&file_name)));
            remove_all(&manifests);
            return Ok(false);
        }
    }
    let written = session.timed("Write output", || match &options.output {
        Some(path) if path != "-" => {
            std::fs::write(path, &outcome.output).map_err(|e| format!("cannot write '{path}': {e}"))
        }
        _ => std::io::stdout()
            .write_all(&outcome.output)
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
