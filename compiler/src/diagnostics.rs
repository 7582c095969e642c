//! Capturing MLIR's diagnostics (and the verifier's findings) as plain data
//! that an embedder reads and the driver prints or checks against
//! `expected-*` annotations.

use melior::{diagnostic::DiagnosticSeverity, Context};
use std::{cell::RefCell, rc::Rc};
use tile_dialect::verify::{file_line_col, Finding};
use tile_rules::Severity;

/// One diagnostic with its location resolved to file/line/column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CapturedDiagnostic {
    /// Error, warning, note or remark.
    pub severity: Severity,
    /// File, line and column, when the location has them.
    pub file_line_col: Option<(String, usize, usize)>,
    /// The message.
    pub message: String,
    /// The rule it reports (`box-dim`, `ptx-version`, ...): the id the
    /// message names in brackets; `None` for MLIR's own diagnostics and
    /// notes that name none.
    pub rule: Option<String>,
}

impl CapturedDiagnostic {
    /// A diagnostic whose rule is the one its message names
    /// ([`rule_of`]).
    ///
    /// ```
    /// use tile_compiler::CapturedDiagnostic;
    /// use tile_compiler::Severity;
    /// let d = CapturedDiagnostic::new(
    ///     Severity::Error,
    ///     Some(("k.mlir".into(), 3, 7)),
    ///     "'tile.load' op [coords-count] 1 coordinate for box = [64, 64]".into(),
    /// );
    /// assert_eq!(d.rule.as_deref(), Some("coords-count"));
    /// assert_eq!(d.render("-"), "k.mlir:3:7: error: 'tile.load' op [coords-count] 1 coordinate for box = [64, 64]");
    /// ```
    pub fn new(
        severity: Severity,
        file_line_col: Option<(String, usize, usize)>,
        message: String,
    ) -> Self {
        Self {
            severity,
            file_line_col,
            rule: rule_of(&message).map(str::to_string),
            message,
        }
    }

    /// An error at `file_line_col` ([`CapturedDiagnostic::new`]).
    pub fn error(file_line_col: Option<(String, usize, usize)>, message: String) -> Self {
        Self::new(Severity::Error, file_line_col, message)
    }

    /// From a verifier finding (its rule is the violation's).
    pub fn from_finding(finding: &Finding) -> Self {
        Self {
            severity: finding.violation.severity,
            file_line_col: finding.file_line_col.clone(),
            message: finding.message(),
            rule: Some(finding.violation.rule.to_string()),
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
            out.push(CapturedDiagnostic::new(
                severity(d.severity()),
                file_line_col(d.location()),
                d.to_string(),
            ));
            for i in 0..d.note_count() {
                if let Ok(note) = d.note(i) {
                    out.push(CapturedDiagnostic::new(
                        Severity::Note,
                        file_line_col(note.location()),
                        note.to_string(),
                    ));
                }
            }
            true
        });
    }

    /// Moves what a piece's parse recorded to the file's lines
    /// ([`tile_dialect::parse_at::relocate`]); everything else is kept.
    pub fn relocate(&self, file: &str, line_offset: usize) {
        for d in self.captured.borrow_mut().iter_mut() {
            d.file_line_col =
                tile_dialect::parse_at::relocate(d.file_line_col.take(), file, line_offset);
        }
    }

    /// Takes everything recorded so far.
    pub fn take(&self) -> Vec<CapturedDiagnostic> {
        std::mem::take(&mut *self.captured.borrow_mut())
    }
}

/// The rule id a message names: its first `[id]` whose id is a lowercase
/// letter followed by lowercase letters, digits and `-` (so `[64, 64]` and
/// `[i]` are not rules).
///
/// ```
/// use tile_compiler::diagnostics::rule_of;
/// assert_eq!(rule_of("'tile.load' op [box-dim] box = [512, 1]"), Some("box-dim"));
/// assert_eq!(rule_of("box = [64, 64]"), None);
/// ```
pub fn rule_of(message: &str) -> Option<&str> {
    let mut rest = message;
    while let Some(open) = rest.find('[') {
        let after = &rest[open + 1..];
        let close = after.find(']')?;
        let id = &after[..close];
        let well_formed = id.len() >= 2
            && id.starts_with(|c: char| c.is_ascii_lowercase())
            && id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
        if well_formed {
            return Some(id);
        }
        rest = after;
    }
    None
}
