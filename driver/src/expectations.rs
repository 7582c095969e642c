//! `--verify-diagnostics`: a chunk's diagnostics compared with its
//! `expected-*` comments (the matcher is `tile-expect`, in `testing/`).

use tile_compiler::Diagnostic;
use tile_expect::{parse_expectations, verify, Chunk};

/// Compares a chunk's `diagnostics` with its `expected-*` comments: `Err`
/// holds what the driver prints (one entry per message) when they disagree
/// or an expectation is malformed.
pub fn check_expectations(
    file_name: &str,
    chunk: &Chunk,
    diagnostics: &[Diagnostic],
) -> Result<(), Vec<String>> {
    let expectations = match parse_expectations(&chunk.text, chunk.first_line) {
        Ok(e) => e,
        Err(errors) => {
            let mut reports = Vec::with_capacity(errors.len());
            for e in errors {
                // The column of the malformed `expected-` comment (on a
                // line of this chunk: no walk over the file's earlier lines).
                let column = chunk
                    .text
                    .lines()
                    .nth(e.line().saturating_sub(chunk.first_line.max(1)))
                    .and_then(|l| l.find("expected-"))
                    .map_or(1, |c| c + 1);
                reports.push(format!("{file_name}:{}:{column}: error: {e}\n", e.line()));
            }
            return Err(reports);
        }
    };
    // Each diagnostic, then its notes, as MLIR emitted them. Like mlir-opt
    // under -verify-diagnostics: the op dump MLIR's verifier attaches as a
    // note is not a diagnostic of the input.
    let got: Vec<Diagnostic> = diagnostics
        .iter()
        .flat_map(Diagnostic::and_notes)
        .filter(|d| !d.message.starts_with("see current operation:"))
        .map(|d| Diagnostic {
            notes: Vec::new(),
            ..d.clone()
        })
        .collect();
    let report = verify(&expectations, &got, file_name);
    if report.is_ok() {
        return Ok(());
    }
    Err(vec![report.render(file_name)])
}
