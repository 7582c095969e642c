//! How bad a diagnostic is: one severity for every layer (a rule's
//! [`crate::Violation`], MLIR's diagnostics as a session captures them, the
//! `expected-<severity>` comments the driver's `--verify-diagnostics` reads).

use std::fmt;
use std::str::FromStr;

/// The severity of a diagnostic, as MLIR reports it and as an
/// `expected-<severity>` comment names it. A rule ([`crate::Violation`]) is
/// an error or a warning.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    /// An error (`expected-error`): the program is invalid for the target.
    Error,
    /// A warning (`expected-warning`): valid, but advised against (for
    /// example multicast on plain sm_90).
    Warning,
    /// A note attached to another diagnostic (`expected-note`).
    Note,
    /// A remark (`expected-remark`).
    Remark,
}

/// The error returned when a string names no [`Severity`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown diagnostic severity `{0}` (expected error, warning, note or remark)")]
pub struct UnknownSeverity(pub String);

impl Severity {
    /// All severities, in declaration order.
    pub const ALL: [Severity; 4] = [
        Severity::Error,
        Severity::Warning,
        Severity::Note,
        Severity::Remark,
    ];

    /// The lower-case name of the severity: `"error"`, `"warning"`, `"note"`
    /// or `"remark"`, as used in `expected-<name>` and in MLIR's output.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Severity {
    type Err = UnknownSeverity;

    /// Parses the exact lower-case name returned by [`Severity::as_str`].
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Severity::ALL
            .into_iter()
            .find(|sev| sev.as_str() == s)
            .ok_or_else(|| UnknownSeverity(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pretty_assertions::assert_eq;

    #[test]
    fn as_str_names() {
        assert_eq!(Severity::Error.as_str(), "error");
        assert_eq!(Severity::Warning.as_str(), "warning");
        assert_eq!(Severity::Note.as_str(), "note");
        assert_eq!(Severity::Remark.as_str(), "remark");
    }

    #[test]
    fn parse_round_trips() {
        for sev in Severity::ALL {
            assert_eq!(sev.as_str().parse::<Severity>(), Ok(sev));
            assert_eq!(sev.to_string(), sev.as_str());
        }
    }

    #[test]
    fn parse_rejects_unknown_and_wrong_case() {
        assert_eq!(
            "fatal".parse::<Severity>(),
            Err(UnknownSeverity("fatal".to_string()))
        );
        assert!("Error".parse::<Severity>().is_err());
        assert!("".parse::<Severity>().is_err());
        assert!(" error".parse::<Severity>().is_err());
    }

    #[test]
    fn unknown_severity_message_names_input() {
        let msg = UnknownSeverity("bogus".into()).to_string();
        assert!(msg.contains("`bogus`"), "{msg}");
    }
}
