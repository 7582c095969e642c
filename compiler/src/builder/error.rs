//! What can go wrong while building a kernel: every mistake the typed
//! builders can see before MLIR does is one of these values (never a
//! panic); the rules MLIR and the `tile` verifier check come back from
//! [`crate::Session::compile`] as located diagnostics.

use thiserror::Error;

/// A kernel-building mistake. [`BuildError::rule`] is its stable rule id,
/// also printed in brackets at the start of the message.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum BuildError {
    /// A symbol name MLIR cannot hold (`gpu.module`, kernel, shared buffer).
    #[error(
        "[builder-name] '{0}' is not a valid symbol name (a letter or '_', then letters, \
         digits, '_', '$' or '.')"
    )]
    BadName(String),
    /// A symbol defined twice with different meanings.
    #[error("[builder-duplicate] {what} '{name}' is already defined{detail}")]
    Duplicate {
        /// `kernel`, `shared buffer`.
        what: &'static str,
        /// The symbol.
        name: String,
        /// Why it cannot be reused (empty for kernels).
        detail: String,
    },
    /// A tensor-map type that breaks a descriptor rule (box extents,
    /// element strides, swizzle span, im2col corners).
    #[error("[{rule}] {message}")]
    TensorMap {
        /// The descriptor rule id (`box-dim`, `swizzle-span`, ...).
        rule: &'static str,
        /// What is wrong, with the value.
        message: String,
    },
    /// An op got the wrong number of coordinates, dims or strides.
    #[error("[builder-arity] {op}: {what} needs {expected} value(s), got {got}")]
    Arity {
        /// The op (`tile.load`).
        op: &'static str,
        /// Which list (`coords`, `dims`, `strides`).
        what: &'static str,
        /// How many it needs.
        expected: usize,
        /// How many it got.
        got: usize,
    },
    /// A memref in the wrong memory space for its role.
    #[error("[builder-space] {op}: {operand} must be a {expected} memref, got {got}")]
    MemorySpace {
        /// The op.
        op: &'static str,
        /// The operand (`dst`, `mbar`).
        operand: &'static str,
        /// The space it needs (`shared`, `global`).
        expected: &'static str,
        /// The memref type it got.
        got: String,
    },
    /// A memref whose element type or shape does not fit its role.
    #[error("[builder-shape] {op}: {message}")]
    Shape {
        /// The op.
        op: &'static str,
        /// What is wrong, with the value.
        message: String,
    },
    /// A kernel parameter asked for as the wrong kind.
    #[error("[builder-param] kernel parameter #{index} is {actual}, not {expected}")]
    ParamKind {
        /// The parameter's position.
        index: usize,
        /// What the caller asked for.
        expected: &'static str,
        /// What it is.
        actual: String,
    },
    /// A kernel parameter that does not exist.
    #[error("[builder-param] the kernel has {count} parameter(s); there is no #{index}")]
    NoParam {
        /// The position asked for.
        index: usize,
        /// How many there are.
        count: usize,
    },
    /// A block or grid size with a zero dimension, or a block of more than
    /// 1024 threads.
    #[error("[builder-launch] {what} size {dims:?}: every dimension must be at least 1{limit}")]
    LaunchSize {
        /// `block` or `grid`.
        what: &'static str,
        /// The size given.
        dims: [u32; 3],
        /// The extra limit broken (the block's 1024 threads), or empty.
        limit: &'static str,
    },
    /// MLIR refused a type, attribute or op the builder made (a bug of the
    /// builder, or of the values given).
    #[error("[builder-mlir] MLIR did not accept {what}: {text}")]
    Mlir {
        /// What was being made (`type`, `attribute`, `operation`).
        what: &'static str,
        /// Its text, or MLIR's message.
        text: String,
    },
}

impl BuildError {
    /// The stable rule id (`builder-arity`, `box-dim`, ...).
    ///
    /// ```
    /// use tile_compiler::builder::BuildError;
    /// let e = BuildError::BadName("1k".into());
    /// assert_eq!(e.rule(), "builder-name");
    /// assert!(e.to_string().starts_with("[builder-name]"));
    /// ```
    pub fn rule(&self) -> &'static str {
        match self {
            BuildError::BadName(_) => "builder-name",
            BuildError::Duplicate { .. } => "builder-duplicate",
            BuildError::TensorMap { rule, .. } => rule,
            BuildError::Arity { .. } => "builder-arity",
            BuildError::MemorySpace { .. } => "builder-space",
            BuildError::Shape { .. } => "builder-shape",
            BuildError::ParamKind { .. } | BuildError::NoParam { .. } => "builder-param",
            BuildError::LaunchSize { .. } => "builder-launch",
            BuildError::Mlir { .. } => "builder-mlir",
        }
    }
}

impl From<melior::Error> for BuildError {
    fn from(error: melior::Error) -> Self {
        BuildError::Mlir {
            what: "operation",
            text: error.to_string(),
        }
    }
}

/// Checks that `name` can be a symbol.
pub(crate) fn check_name(name: &str) -> Result<(), BuildError> {
    let mut chars = name.chars();
    let first_ok = chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_');
    if first_ok && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.')) {
        Ok(())
    } else {
        Err(BuildError::BadName(name.to_string()))
    }
}
