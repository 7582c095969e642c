//! Diagnostics captured from MLIR by the driver.

use crate::location::parse_mlir_location;
use tile_rules::Severity;

/// One diagnostic emitted by MLIR, as captured by the driver.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// The diagnostic's severity.
    pub severity: Severity,
    /// The 1-based line it was reported at, if its location had one.
    pub line: Option<usize>,
    /// The 1-based column it was reported at, if its location had one.
    pub column: Option<usize>,
    /// The file it was reported in, if its location had one.
    pub file: Option<String>,
    /// The diagnostic's message, without location or severity prefix.
    pub message: String,
}

impl Diagnostic {
    /// Builds a diagnostic from MLIR's printed location (see
    /// [`parse_mlir_location`]); a location without a file position, such
    /// as `loc(unknown)`, leaves `file`, `line` and `column` as `None`, and a
    /// column of 0 ("unknown column") leaves `column` as `None`.
    pub fn from_location(severity: Severity, loc_text: &str, message: impl Into<String>) -> Self {
        let (file, line, column) = match parse_mlir_location(loc_text) {
            Some((file, line, column)) => (Some(file), Some(line), Some(column).filter(|&c| c > 0)),
            None => (None, None, None),
        };
        Diagnostic {
            severity,
            line,
            column,
            file,
            message: message.into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pretty_assertions::assert_eq;

    #[test]
    fn from_file_location() {
        assert_eq!(
            Diagnostic::from_location(Severity::Warning, "loc(\"t.mlir\":4:7)", "careful"),
            Diagnostic {
                severity: Severity::Warning,
                line: Some(4),
                column: Some(7),
                file: Some("t.mlir".into()),
                message: "careful".into(),
            }
        );
    }

    #[test]
    fn from_unknown_location() {
        assert_eq!(
            Diagnostic::from_location(Severity::Error, "loc(unknown)", "lost"),
            Diagnostic {
                severity: Severity::Error,
                line: None,
                column: None,
                file: None,
                message: "lost".into(),
            }
        );
    }

    #[test]
    fn from_location_without_column() {
        let d = Diagnostic::from_location(Severity::Note, "loc(\"t.mlir\":4)", "n");
        assert_eq!((d.line, d.column), (Some(4), None));
    }
}
