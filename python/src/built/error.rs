//! Why a description could not be replayed: a mistake the Python half
//! should have caught (or a description written by hand), or the typed
//! builders' own [`BuildError`]; each becomes one located diagnostic.

use std::fmt;

use tile_compiler::builder::{BuildError, Loc};
use tile_compiler::Diagnostic;

/// A refused description.
pub(crate) enum ReplayError {
    /// Not a description the Python half writes (a field missing or of
    /// the wrong JSON type, an unknown op or keyword).
    Malformed {
        /// The op or kernel it was found in, if known.
        at: Option<Loc>,
        /// What is wrong.
        message: String,
    },
    /// An operand of the wrong type.
    Type {
        /// The op's place.
        at: Option<Loc>,
        /// The op and the operand (`load: desc`).
        operand: String,
        /// What it must be.
        expected: String,
        /// What it is.
        got: String,
    },
    /// A value the op cannot see: of another kernel, of a body that is
    /// closed, or never made.
    Unknown {
        /// The op's place.
        at: Option<Loc>,
        /// The op.
        op: String,
        /// The operand.
        operand: String,
    },
    /// A mistake the typed builders saw.
    Build(BuildError),
}

impl ReplayError {
    /// A malformed description at `at`.
    pub(crate) fn malformed(at: Option<&Loc>, message: impl Into<String>) -> Self {
        Self::Malformed {
            at: at.cloned(),
            message: message.into(),
        }
    }

    /// Where it is, when known.
    fn location(&self) -> Option<&Loc> {
        match self {
            Self::Malformed { at, .. } | Self::Type { at, .. } | Self::Unknown { at, .. } => {
                at.as_ref()
            }
            Self::Build(e) => e.location(),
        }
    }

    /// The diagnostic (severity error) it is reported as.
    pub(crate) fn diagnostic(&self) -> Diagnostic {
        Diagnostic::error(self.location().map(Loc::file_line_col), self.to_string())
    }
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Malformed { message, .. } => write!(f, "[builder-description] {message}"),
            Self::Type {
                operand,
                expected,
                got,
                ..
            } => write!(f, "[builder-type] {operand} must be {expected}, got {got}"),
            Self::Unknown { op, operand, .. } => write!(
                f,
                "[builder-value] {op}: {operand} is not a value of this kernel visible here \
                 (made in another kernel, or in a body that is closed)"
            ),
            Self::Build(e) => {
                write!(f, "{}", e.kind())?;
                if let Some(kernel) = e.kernel() {
                    write!(f, " (kernel '{kernel}')")?;
                }
                Ok(())
            }
        }
    }
}

impl From<BuildError> for ReplayError {
    fn from(error: BuildError) -> Self {
        Self::Build(error)
    }
}
