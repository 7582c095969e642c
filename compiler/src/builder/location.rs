//! [`Loc`]: a place in the embedder's own source (a DSL program), which the
//! builders put on the ops they make (an MLIR `FileLineColLoc`), so every
//! diagnostic about such an op — verifier, planner, fence checker, back
//! end — and every [`super::BuildError`] points there instead of at the
//! Rust line that called the builder.
//!
//! Two ways to attach one: [`super::Body::at`] (a body builder whose ops
//! all go to one place, nested bodies included) and
//! [`super::ModuleBuilder::set_location`] (the place of every op built from
//! then on, until changed); `at` wins over the current location, and
//! without either an op is at its Rust caller's line.

use melior::ir::Location;
use melior::Context;
use mlir_sys::MlirLocation;
use std::cell::Cell;
use std::fmt;

/// A place in the embedder's source: file, 1-based line and column.
///
/// ```
/// use tile_compiler::builder::Loc;
/// let at = Loc::new("prog.tdsl", 12, 5);
/// assert_eq!(at.to_string(), "prog.tdsl:12:5");
/// assert_eq!(at.file_line_col(), ("prog.tdsl".to_string(), 12, 5));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Loc {
    /// The file (as the embedder names it; any text).
    pub file: String,
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1.
    pub col: usize,
}

impl Loc {
    /// `file:line:col`.
    pub fn new(file: impl Into<String>, line: usize, col: usize) -> Self {
        Self {
            file: file.into(),
            line,
            col,
        }
    }

    /// As [`crate::CapturedDiagnostic::file_line_col`] holds it.
    pub fn file_line_col(&self) -> (String, usize, usize) {
        (self.file.clone(), self.line, self.col)
    }

    /// Whether a diagnostic located at `file_line_col` is at this place.
    pub fn is_at(&self, file_line_col: &Option<(String, usize, usize)>) -> bool {
        file_line_col
            .as_ref()
            .is_some_and(|(f, l, c)| *f == self.file && *l == self.line && *c == self.col)
    }

    /// The MLIR location (`loc("file":line:col)`).
    pub(crate) fn to_mlir<'c>(&self, context: &'c Context) -> Location<'c> {
        Location::new(context, &self.file, self.line, self.col)
    }

    /// The place an MLIR location names, if it names one.
    pub(crate) fn from_mlir(location: Location<'_>) -> Option<Self> {
        tile_dialect::verify::file_line_col(location).map(|(file, line, col)| Self {
            file,
            line,
            col,
        })
    }
}

impl fmt::Display for Loc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.col)
    }
}

/// A module builder's current location ([`super::ModuleBuilder::set_location`]),
/// shared by its body builders. Held raw so that it names no context
/// lifetime: a [`super::Body`] stays covariant in it (a body of a longer
/// lived context passes where a shorter one is asked for).
#[derive(Default)]
pub(crate) struct CurrentLocation(Cell<Option<MlirLocation>>);

impl CurrentLocation {
    /// Sets it (`None`: no embedder location).
    pub(crate) fn set(&self, location: Option<Location<'_>>) {
        self.0.set(location.map(|l| l.to_raw()));
    }

    /// It, in `context` (the one every location set here was made in).
    pub(crate) fn get<'c>(&self, _context: &'c Context) -> Option<Location<'c>> {
        // SAFETY: every location stored here was made in the builder's
        // context (`set` is only given those), which `'c` borrows:
        // locations are uniqued in and live as long as their context.
        self.0.get().map(|raw| unsafe { Location::from_raw(raw) })
    }
}
