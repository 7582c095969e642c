//! Diagnostics as the matcher reads them: the shared [`Diagnostic`] of
//! `tile-rules`, made here from MLIR's printed location when a test has no
//! captured one.

use crate::location::parse_mlir_location;
use tile_rules::{Diagnostic, Severity};

/// A diagnostic at MLIR's printed location `loc_text` (see
/// [`parse_mlir_location`]); a location without a file position, such as
/// `loc(unknown)`, leaves it unplaced, and a location without a column has
/// column 0 ("unknown column", as MLIR counts).
pub fn from_location(severity: Severity, loc_text: &str, message: impl Into<String>) -> Diagnostic {
    Diagnostic::new(severity, parse_mlir_location(loc_text), message.into())
}

/// The line `d` is at, if it has one.
pub(crate) fn line_of(d: &Diagnostic) -> Option<usize> {
    d.file_line_col.as_ref().map(|(_, line, _)| *line)
}

/// The column `d` is at, if it has a known one (MLIR's column 0 is none).
pub(crate) fn column_of(d: &Diagnostic) -> Option<usize> {
    d.file_line_col
        .as_ref()
        .map(|(_, _, column)| *column)
        .filter(|&c| c > 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use pretty_assertions::assert_eq;

    #[test]
    fn from_file_location() {
        let d = from_location(Severity::Warning, "loc(\"t.mlir\":4:7)", "careful");
        assert_eq!(d.severity, Severity::Warning);
        assert_eq!(d.file_line_col, Some(("t.mlir".into(), 4, 7)));
        assert_eq!(d.message, "careful");
        assert_eq!((line_of(&d), column_of(&d)), (Some(4), Some(7)));
    }

    #[test]
    fn from_unknown_location() {
        let d = from_location(Severity::Error, "loc(unknown)", "lost");
        assert_eq!(d.file_line_col, None);
        assert_eq!((line_of(&d), column_of(&d)), (None, None));
    }

    #[test]
    fn from_location_without_column() {
        let d = from_location(Severity::Note, "loc(\"t.mlir\":4)", "n");
        assert_eq!((line_of(&d), column_of(&d)), (Some(4), None));
    }
}
