//! Capturing MLIR's diagnostics as plain data that an embedder reads and
//! the driver prints or checks against `expected-*` annotations. A
//! diagnostic is the one type every layer shares, [`Diagnostic`]
//! (`tile_rules`): severity, file:line:col, rule, message, notes.

use melior::{diagnostic::DiagnosticSeverity, Context};
use std::{cell::RefCell, rc::Rc};
use tile_dialect::verify::file_line_col;
pub use tile_rules::diagnostic::rule_of;
pub use tile_rules::Diagnostic;
use tile_rules::Severity;

/// The name this library gave [`Diagnostic`] before every layer shared it.
pub type CapturedDiagnostic = Diagnostic;

/// Diagnostics collected from a context's handler.
#[derive(Clone, Debug, Default)]
pub struct DiagnosticSink {
    captured: Rc<RefCell<Vec<Diagnostic>>>,
}

fn severity(s: DiagnosticSeverity) -> Severity {
    match s {
        DiagnosticSeverity::Error => Severity::Error,
        DiagnosticSeverity::Warning => Severity::Warning,
        DiagnosticSeverity::Note => Severity::Note,
        DiagnosticSeverity::Remark => Severity::Remark,
    }
}

impl DiagnosticSink {
    /// Attaches a handler to `context` that records every diagnostic (its
    /// notes attached to it) into this sink and stops MLIR from printing
    /// it.
    pub fn attach(&self, context: &Context) {
        let captured = self.captured.clone();
        context.attach_diagnostic_handler(move |d| {
            let mut diagnostic = Diagnostic::new(
                severity(d.severity()),
                file_line_col(d.location()),
                d.to_string(),
            );
            for i in 0..d.note_count() {
                if let Ok(note) = d.note(i) {
                    diagnostic = diagnostic.with_note(Diagnostic::new(
                        Severity::Note,
                        file_line_col(note.location()),
                        note.to_string(),
                    ));
                }
            }
            captured.borrow_mut().push(diagnostic);
            true
        });
    }

    /// Moves what a piece's parse recorded to the file's lines
    /// ([`tile_dialect::parse_at::relocate`]), notes included; everything
    /// else is kept.
    pub fn relocate(&self, file: &str, line_offset: usize) {
        fn relocate_one(d: &mut Diagnostic, file: &str, line_offset: usize) {
            d.file_line_col =
                tile_dialect::parse_at::relocate(d.file_line_col.take(), file, line_offset);
            for note in &mut d.notes {
                relocate_one(note, file, line_offset);
            }
        }
        for d in self.captured.borrow_mut().iter_mut() {
            relocate_one(d, file, line_offset);
        }
    }

    /// Takes everything recorded so far.
    pub fn take(&self) -> Vec<Diagnostic> {
        std::mem::take(&mut *self.captured.borrow_mut())
    }
}
