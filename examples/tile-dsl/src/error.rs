//! The compiler's errors: one typed enum, every variant located in the
//! program (`file:line:col`) where it comes from the source, each naming
//! its rule id in brackets — the DSL's own rules and the rules of the
//! embedded compiler alike (the lowering puts the program's places on
//! what it builds, so the compiler's errors come back at the DSL line).

use std::borrow::Cow;
use std::fmt;
use std::path::PathBuf;
use thiserror::Error;

/// A position in a program: 1-based line and column.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Pos {
    /// Line, from 1.
    pub line: usize,
    /// Column (in characters), from 1.
    pub col: usize,
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.col)
    }
}

/// What went wrong in a program's text or meaning. `rule` names the
/// rule ([`DslError::rule`]): one of the DSL's (README) or of the compiler
/// (`box-dim-range`, `smem-static`, ...); the message names the bad value.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
#[error("{pos}: error: [{rule}] {message}")]
pub struct SourceError {
    /// Where.
    pub pos: Pos,
    /// The rule id (`lex-char`, `syntax`, `tile-box`, `box-dim-range`, ...).
    pub rule: Cow<'static, str>,
    /// What is wrong, with the value.
    pub message: String,
}

impl SourceError {
    /// An error at `pos` breaking `rule`.
    pub fn new(pos: Pos, rule: impl Into<Cow<'static, str>>, message: impl Into<String>) -> Self {
        Self {
            pos,
            rule: rule.into(),
            message: message.into(),
        }
    }

    /// The compiler's error `message` naming `rule` (its `[rule]` is
    /// dropped from the message: the error prints it in front), at `pos`.
    pub fn from_compiler(pos: Pos, rule: impl Into<Cow<'static, str>>, message: &str) -> Self {
        let rule = rule.into();
        let message = message.replacen(&format!("[{rule}] "), "", 1);
        Self::new(pos, rule, message)
    }
}

/// Every failure of the DSL compiler.
#[derive(Debug, Error)]
pub enum DslError {
    /// The program is malformed or breaks a semantic rule (the first
    /// error; [`DslError::Source`] of a file prefixes its path).
    #[error("{prefix}{error}", error = .0, prefix = .1.as_ref().map(|f| format!("{}:", f.display())).unwrap_or_default())]
    Source(SourceError, Option<PathBuf>),
    /// The typed builders refused an op at no place of the program (a bug
    /// of the lowering); a refusal at a place of the program is a
    /// [`DslError::Source`] naming the compiler's rule.
    #[error("{kernel}: error: lowering: {source}")]
    Build {
        /// The program's kernel.
        kernel: String,
        /// The builder's error (its rule id in brackets).
        source: tile_compiler::builder::BuildError,
    },
    /// tile-opt refused or failed on the generated module, at no place of
    /// the program (a refusal located in the program is a
    /// [`DslError::Source`] naming the compiler's rule).
    #[error("{kernel}: error: compile ({strategy}): {message}")]
    Compile {
        /// The program's kernel.
        kernel: String,
        /// `intrinsics` or `asm`.
        strategy: &'static str,
        /// The first error diagnostic, located and with its rule.
        message: String,
    },
    /// Reading a program or writing an output failed.
    #[error("{path}: error: [io] {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The I/O error.
        source: std::io::Error,
    },
}

impl DslError {
    /// The rule id of a source error, else the stage (`lowering`,
    /// `compile`, `io`).
    pub fn rule(&self) -> &str {
        match self {
            DslError::Source(e, _) => &e.rule,
            DslError::Build { .. } => "lowering",
            DslError::Compile { .. } => "compile",
            DslError::Io { .. } => "io",
        }
    }

    /// The source error and its position, when it is one.
    pub fn source_error(&self) -> Option<&SourceError> {
        match self {
            DslError::Source(e, _) => Some(e),
            _ => None,
        }
    }
}

impl From<SourceError> for DslError {
    fn from(e: SourceError) -> Self {
        DslError::Source(e, None)
    }
}
