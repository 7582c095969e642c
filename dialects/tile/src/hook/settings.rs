//! The settings of the verifier hook for one context: the target that
//! overrides the module's (a driver's `--target`) and whether advisories
//! (warnings) are emitted. A context nobody configured (upstream
//! `mlir-opt`, the LSP server) gets the defaults: the module's own target,
//! warnings on. Plain data: the context's state ([`crate::context_state`])
//! holds them, and [`super::configure`] reads and sets them.

use tile_rules::Target;

/// How the hook verifies the ops of one context.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HookSettings {
    /// Checks every op for this target instead of its module's.
    pub target: Option<Target>,
    /// Emits warnings (advisories) as well as errors. MLIR re-verifies after
    /// every pass, so a driver turns this off while a pipeline runs and the
    /// advisories are reported once, when the input is parsed.
    pub warnings: bool,
    /// Runs the semantic rules at all. Off, MLIR checks only the structure
    /// ODS describes: for code that must read IR the rules reject (the
    /// dialect's own parser tests, a tool inspecting broken input).
    pub rules: bool,
}

impl Default for HookSettings {
    fn default() -> Self {
        Self {
            target: None,
            warnings: true,
            rules: true,
        }
    }
}
