//! Per-context settings of the verifier hook: the target that overrides the
//! module's (a driver's `--target`) and whether advisories (warnings) are
//! emitted. A context nobody configured (upstream `mlir-opt`, the LSP
//! server) gets the defaults: the module's own target, warnings on. The
//! settings are part of the context's state ([`crate::context_state`]),
//! which the context owns.

use crate::context_state;
use melior::Context;
use mlir_sys::MlirContext;
use std::ops::Deref;
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

/// Sets the hook's settings for `context` (loading the `tile` dialect into
/// it if needed). They live in the context ([`crate::context_state`]) and
/// end with it.
pub fn configure(context: &Context, settings: HookSettings) {
    if let Some(state) = context_state::of(context) {
        state.set_settings(settings);
    }
}

/// The settings of `context` (the defaults if it was never configured).
pub fn settings(context: &Context) -> HookSettings {
    settings_of_raw(context.to_raw())
}

/// [`settings`] of a raw context (the hook gets it from the op).
pub(crate) fn settings_of_raw(context: MlirContext) -> HookSettings {
    // SAFETY: the callers pass a live context (the context of the op or
    // type being verified, or a borrowed `Context`).
    unsafe { context_state::of_raw(context) }
        .map(|state| state.settings())
        .unwrap_or_default()
}

/// A context with hook settings of its own. The settings live in the
/// context and end with it, so a later context (even at the same address)
/// starts from the defaults.
pub struct ConfiguredContext {
    context: Context,
}

impl ConfiguredContext {
    /// Takes `context` and gives it `settings`.
    pub fn new(context: Context, settings: HookSettings) -> Self {
        configure(&context, settings);
        Self { context }
    }
}

impl Deref for ConfiguredContext {
    type Target = Context;

    fn deref(&self) -> &Context {
        &self.context
    }
}
