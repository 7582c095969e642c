//! A broken rule: its id, the message naming the bad value, and severity.

use crate::severity::Severity;
use std::fmt;

/// One broken rule. `rule` is a stable id (`box-dim-range`, ...); `message`
/// names the bad value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// Stable rule id, printed in brackets.
    pub rule: &'static str,
    /// What is wrong, with the offending value.
    pub message: String,
    /// Error or warning.
    pub severity: Severity,
}

impl Violation {
    /// An error for `rule`.
    pub fn error(rule: &'static str, message: impl Into<String>) -> Self {
        Self {
            rule,
            message: message.into(),
            severity: Severity::Error,
        }
    }

    /// A warning for `rule`.
    pub fn warning(rule: &'static str, message: impl Into<String>) -> Self {
        Self {
            rule,
            message: message.into(),
            severity: Severity::Warning,
        }
    }
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}] {}", self.rule, self.message)
    }
}
