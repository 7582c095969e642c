//! What can go wrong while building a kernel: every mistake the typed
//! builders can see before MLIR does is a [`BuildError`] (never a panic):
//! what ([`BuildErrorKind`]), in which kernel, and where in the embedder's
//! source when it attached a [`Loc`]; the rules MLIR and the `tile`
//! verifier check come back from [`crate::Session::compile`] as located
//! diagnostics.

use super::location::Loc;
use std::fmt;
use thiserror::Error;

/// What a kernel-building mistake is. [`BuildErrorKind::rule`] is its
/// stable rule id, also printed in brackets at the start of the message.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum BuildErrorKind {
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
    /// A dynamic shared memory layout the builders cannot lay out: an
    /// alignment that is not a power of two or above the window's 1024
    /// bytes, a buffer that is not a static shared memref, a box of an
    /// im2col tensor map, a kernel whose dynamic shared memory is already
    /// declared.
    #[error("[builder-dynamic-shared] {message}")]
    DynamicShared {
        /// What is wrong, with the value.
        message: String,
    },
    /// A rule of the target that the built values break (`smem-capacity`:
    /// more dynamic shared memory than a thread block can have).
    #[error("[{rule}] {message}")]
    Target {
        /// The rule id.
        rule: &'static str,
        /// What is wrong, with the value.
        message: String,
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

impl BuildErrorKind {
    /// The stable rule id (`builder-arity`, `box-dim`, ...).
    ///
    /// ```
    /// use tile_compiler::builder::BuildErrorKind;
    /// let e = BuildErrorKind::BadName("1k".into());
    /// assert_eq!(e.rule(), "builder-name");
    /// assert!(e.to_string().starts_with("[builder-name]"));
    /// ```
    pub fn rule(&self) -> &'static str {
        match self {
            BuildErrorKind::BadName(_) => "builder-name",
            BuildErrorKind::Duplicate { .. } => "builder-duplicate",
            BuildErrorKind::TensorMap { rule, .. } => rule,
            BuildErrorKind::Arity { .. } => "builder-arity",
            BuildErrorKind::MemorySpace { .. } => "builder-space",
            BuildErrorKind::Shape { .. } => "builder-shape",
            BuildErrorKind::ParamKind { .. } | BuildErrorKind::NoParam { .. } => "builder-param",
            BuildErrorKind::LaunchSize { .. } => "builder-launch",
            BuildErrorKind::DynamicShared { .. } => "builder-dynamic-shared",
            BuildErrorKind::Target { rule, .. } => rule,
            BuildErrorKind::Mlir { .. } => "builder-mlir",
        }
    }
}

impl From<melior::Error> for BuildErrorKind {
    fn from(error: melior::Error) -> Self {
        BuildErrorKind::Mlir {
            what: "operation",
            text: error.to_string(),
        }
    }
}

impl From<tile_dialect::ops::CreateError> for BuildErrorKind {
    fn from(error: tile_dialect::ops::CreateError) -> Self {
        BuildErrorKind::Mlir {
            what: "operation",
            text: error.to_string(),
        }
    }
}

/// A kernel-building mistake: what it is ([`BuildError::kind`], whose
/// [`BuildError::rule`] is its stable rule id), the kernel being built
/// ([`BuildError::kernel`]: every mistake made while building a kernel
/// names it; only [`super::ModuleBuilder::new`]'s and a standalone
/// [`super::TensorMapSpec::check`]'s do not) and, when the embedder
/// attached one ([`super::Body::at`], [`super::ModuleBuilder::set_location`]),
/// the place in its source ([`BuildError::location`]).
///
/// Printed as `file:line:col: [rule] message (kernel 'name')`, the parts
/// it lacks left out.
///
/// ```
/// use tile_compiler::builder::*;
/// use tile_compiler::{Session, Target};
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// let session = Session::new();
/// let m = ModuleBuilder::new(&session, "kernels", Target::parse("sm_90a")?)?;
/// let k = m.kernel("copy", &[KernelParam::TensorMap(TensorMapSpec::tiled(Element::F32, BoxDims::innermost_first([64, 64])))], LaunchBounds::threads(32))?;
/// let (d, c0) = (k.arg_tensor_map(0)?, k.i32(0)?);
/// let (smem, bar) = (k.shared("smem", &MemRefSpec::shared(Element::F32, Shape::outermost_first([64, 64])), 1024)?, k.barrier("bar")?);
/// // One coordinate for a 2-D box, built at line 7 of the embedder's program.
/// let e = k.at(&Loc::new("prog.tdsl", 7, 3)).load(&d, &Coords::innermost_first([c0]), &smem, &bar, &LoadOptions::default()).unwrap_err();
/// assert_eq!(e.rule(), "builder-arity");
/// assert_eq!(e.kernel(), Some("copy"));
/// assert_eq!(e.location(), Some(&Loc::new("prog.tdsl", 7, 3)));
/// assert!(matches!(e.kind(), BuildErrorKind::Arity { expected: 2, got: 1, .. }));
/// assert_eq!(e.to_string(), "prog.tdsl:7:3: [builder-arity] tile.load: coords needs 2 value(s), got 1 (kernel 'copy')");
/// # Ok(()) }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildError(Box<Detail>);

/// What a [`BuildError`] holds (boxed: a `Result` stays small).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Detail {
    kind: BuildErrorKind,
    kernel: Option<String>,
    location: Option<Loc>,
}

impl BuildError {
    /// A mistake of `kind` in no kernel, at no place.
    pub fn new(kind: BuildErrorKind) -> Self {
        Self(Box::new(Detail {
            kind,
            kernel: None,
            location: None,
        }))
    }

    /// What the mistake is.
    pub fn kind(&self) -> &BuildErrorKind {
        &self.0.kind
    }

    /// The stable rule id (`builder-arity`, `box-dim-range`, ...).
    pub fn rule(&self) -> &'static str {
        self.0.kind.rule()
    }

    /// The kernel being built.
    pub fn kernel(&self) -> Option<&str> {
        self.0.kernel.as_deref()
    }

    /// Where in the embedder's source, when it attached a location.
    pub fn location(&self) -> Option<&Loc> {
        self.0.location.as_ref()
    }

    /// With `kernel` as its kernel, unless it names one already.
    pub fn in_kernel(mut self, kernel: &str) -> Self {
        if self.0.kernel.is_none() {
            self.0.kernel = Some(kernel.to_string());
        }
        self
    }

    /// At `location`, unless it has a place already.
    pub fn at(mut self, location: Option<Loc>) -> Self {
        if self.0.location.is_none() {
            self.0.location = location;
        }
        self
    }
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(at) = &self.0.location {
            write!(f, "{at}: ")?;
        }
        write!(f, "{}", self.0.kind)?;
        if let Some(kernel) = &self.0.kernel {
            write!(f, " (kernel '{kernel}')")?;
        }
        Ok(())
    }
}

impl std::error::Error for BuildError {}

impl From<BuildErrorKind> for BuildError {
    fn from(kind: BuildErrorKind) -> Self {
        Self::new(kind)
    }
}

/// Checks that `name` can be a symbol.
pub(crate) fn check_name(name: &str) -> Result<(), BuildErrorKind> {
    let mut chars = name.chars();
    let first_ok = chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_');
    if first_ok && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.')) {
        Ok(())
    } else {
        Err(BuildErrorKind::BadName(name.to_string()))
    }
}
