//! One diagnostic for every layer: a severity, where (file, line and
//! column), the rule it reports, the message and its notes. The rules here
//! give [`Violation`]s (a rule and a message, no place); a layer that knows
//! the op turns one into a [`Diagnostic`] ([`Violation::at`]); the compiler
//! library captures MLIR's diagnostics as these, its errors carry them, the
//! driver prints them and matches them against `expected-*` comments.
//! Nothing here knows about MLIR: a place is plain data.

use crate::severity::Severity;
use crate::violation::Violation;

/// File, line and column (1-based) of a diagnostic, when known; the file is
/// empty for an input without a name.
pub type FileLineCol = Option<(String, usize, usize)>;

/// One diagnostic with its place resolved to file, line and column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error, warning, note or remark.
    pub severity: Severity,
    /// File, line and column, when the location has them.
    pub file_line_col: FileLineCol,
    /// The message, as printed after `error: ` (`'tile.load' op [rule]
    /// text` for a rule of an op).
    pub message: String,
    /// The rule it reports (`box-dim`, `ptx-version`, ...): the id the
    /// message names in brackets; `None` for MLIR's own diagnostics and
    /// notes that name none.
    pub rule: Option<String>,
    /// The notes attached to it (MLIR's `see current operation:`, for
    /// example), in order; each is a diagnostic of severity note.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// A diagnostic whose rule is the one its message names ([`rule_of`]).
    ///
    /// ```
    /// use tile_rules::{Diagnostic, Severity};
    /// let d = Diagnostic::new(
    ///     Severity::Error,
    ///     Some(("k.mlir".into(), 3, 7)),
    ///     "'tile.load' op [coords-count] 1 coordinate for box = [64, 64]".into(),
    /// );
    /// assert_eq!(d.rule.as_deref(), Some("coords-count"));
    /// assert_eq!(d.render("-"), "k.mlir:3:7: error: 'tile.load' op [coords-count] 1 coordinate for box = [64, 64]");
    /// ```
    pub fn new(severity: Severity, file_line_col: FileLineCol, message: String) -> Self {
        Self {
            severity,
            file_line_col,
            rule: rule_of(&message).map(str::to_string),
            message,
            notes: Vec::new(),
        }
    }

    /// An error at `file_line_col` ([`Diagnostic::new`]).
    pub fn error(file_line_col: FileLineCol, message: String) -> Self {
        Self::new(Severity::Error, file_line_col, message)
    }

    /// The line of its place, when known.
    pub fn line(&self) -> Option<usize> {
        self.file_line_col.as_ref().map(|(_, line, _)| *line)
    }

    /// `self` with `note` attached after its other notes.
    pub fn with_note(mut self, note: Diagnostic) -> Self {
        self.notes.push(note);
        self
    }

    /// This diagnostic, then each of its notes (theirs after each), in the
    /// order MLIR emits them: what a printer or the expectation matcher
    /// goes through.
    pub fn and_notes(&self) -> impl Iterator<Item = &Diagnostic> + '_ {
        let mut pending = vec![self];
        std::iter::from_fn(move || {
            let next = pending.pop()?;
            pending.extend(next.notes.iter().rev());
            Some(next)
        })
    }

    /// `file:line:col: error: message` (this diagnostic only, not its
    /// notes), with `file_name` standing in for an empty or missing file
    /// name.
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

/// The message alone (what MLIR prints after the severity);
/// [`Diagnostic::render`] gives the whole line.
impl std::fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl Violation {
    /// This violation as a diagnostic of op `op_name` at `file_line_col`:
    /// `'tile.load' op [rule] message`, its rule the violation's.
    ///
    /// ```
    /// use tile_rules::{Severity, Violation};
    /// let d = Violation::error("box-dim", "box = [512, 1]").at(None, "tile.load");
    /// assert_eq!(d.message, "'tile.load' op [box-dim] box = [512, 1]");
    /// assert_eq!((d.severity, d.rule.as_deref()), (Severity::Error, Some("box-dim")));
    /// ```
    pub fn at(&self, file_line_col: FileLineCol, op_name: &str) -> Diagnostic {
        Diagnostic {
            severity: self.severity,
            file_line_col,
            message: format!("'{op_name}' op {self}"),
            rule: Some(self.rule.to_string()),
            notes: Vec::new(),
        }
    }
}

/// The rule id a message names: its first `[id]` whose id is a lowercase
/// letter followed by lowercase letters, digits and `-` (so `[64, 64]` and
/// `[i]` are not rules).
///
/// ```
/// use tile_rules::diagnostic::rule_of;
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

#[cfg(test)]
mod tests {
    use super::*;
    use pretty_assertions::assert_eq;

    #[test]
    fn notes_follow_their_diagnostic_in_order() {
        let note = |m: &str| Diagnostic::new(Severity::Note, None, m.to_string());
        let d = Diagnostic::error(None, "e".into())
            .with_note(note("a").with_note(note("a1")))
            .with_note(note("b"));
        let order: Vec<&str> = d.and_notes().map(|d| d.message.as_str()).collect();
        assert_eq!(order, ["e", "a", "a1", "b"]);
    }

    #[test]
    fn render_names_the_input_when_the_file_is_unnamed() {
        let d = Diagnostic::error(Some((String::new(), 2, 5)), "[input-nul] NUL".into());
        assert_eq!(d.render("in.mlir"), "in.mlir:2:5: error: [input-nul] NUL");
        assert_eq!(d.rule.as_deref(), Some("input-nul"));
        let unplaced = Diagnostic::new(Severity::Warning, None, "w".into());
        assert_eq!(unplaced.render("in.mlir"), "in.mlir: warning: w");
    }
}
