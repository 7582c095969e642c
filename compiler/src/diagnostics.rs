//! Capturing MLIR's diagnostics (and the verifier's findings) as plain data
//! that the driver prints or checks against `expected-*` annotations.

use melior::{diagnostic::DiagnosticSeverity, Context};
use std::{cell::RefCell, rc::Rc};
use tile_dialect::verify::{file_line_col, Finding};
use tile_expect::{Diagnostic, Severity};

/// One diagnostic with its location resolved to file/line/column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CapturedDiagnostic {
    /// Error, warning, note or remark.
    pub severity: Severity,
    /// File, line and column, when the location has them.
    pub file_line_col: Option<(String, usize, usize)>,
    /// The message.
    pub message: String,
}

impl CapturedDiagnostic {
    /// From a verifier finding.
    pub fn from_finding(finding: &Finding) -> Self {
        Self {
            severity: match finding.violation.severity {
                tile_rules::Severity::Error => Severity::Error,
                tile_rules::Severity::Warning => Severity::Warning,
            },
            file_line_col: finding.file_line_col.clone(),
            message: finding.message(),
        }
    }

    /// `file:line:col: error: message`, with `file_name` standing in for an
    /// empty or missing file name.
    pub fn render(&self, file_name: &str) -> String {
        match &self.file_line_col {
            Some((file, line, col)) => {
                let file = if file.is_empty() || file == "-" {
                    file_name
                } else {
                    file
                };
                format!(
                    "{file}:{line}:{col}: {}: {}",
                    self.severity.as_str(),
                    self.message
                )
            }
            None => format!("{file_name}: {}: {}", self.severity.as_str(), self.message),
        }
    }

    /// As the expectation checker sees it.
    pub fn to_expect(&self) -> Diagnostic {
        Diagnostic {
            severity: self.severity,
            line: self.file_line_col.as_ref().map(|f| f.1),
            column: self.file_line_col.as_ref().map(|f| f.2),
            file: self.file_line_col.as_ref().map(|f| f.0.clone()),
            message: self.message.clone(),
        }
    }
}

/// Diagnostics collected from a context's handler.
#[derive(Clone, Debug, Default)]
pub struct DiagnosticSink {
    captured: Rc<RefCell<Vec<CapturedDiagnostic>>>,
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
    /// Attaches a handler to `context` that records every diagnostic (and
    /// its notes) into this sink and stops MLIR from printing it.
    pub fn attach(&self, context: &Context) {
        let captured = self.captured.clone();
        context.attach_diagnostic_handler(move |d| {
            let mut out = captured.borrow_mut();
            out.push(CapturedDiagnostic {
                severity: severity(d.severity()),
                file_line_col: file_line_col(d.location()),
                message: d.to_string(),
            });
            for i in 0..d.note_count() {
                if let Ok(note) = d.note(i) {
                    out.push(CapturedDiagnostic {
                        severity: Severity::Note,
                        file_line_col: file_line_col(note.location()),
                        message: note.to_string(),
                    });
                }
            }
            true
        });
    }

    /// Takes everything recorded so far.
    pub fn take(&self) -> Vec<CapturedDiagnostic> {
        std::mem::take(&mut *self.captured.borrow_mut())
    }
}
