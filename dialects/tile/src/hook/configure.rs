//! Per-context settings of the verifier hook ([`HookSettings`]): setting
//! and reading them, and a context configured with its own. The settings
//! are part of the context's state ([`crate::context_state`]), which the
//! context owns.

use super::settings::HookSettings;
use crate::context_state;
use melior::Context;
use mlir_sys::MlirContext;
use std::ops::Deref;

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

/// [`crate::registration::context_with_all_dialects`] whose verification checks structure only:
/// the semantic rules are off (see [`crate::hook::HookSettings::rules`]).
/// For code and tests that must read IR the rules reject.
pub fn structural_context_with_all_dialects() -> ConfiguredContext {
    ConfiguredContext::new(
        crate::registration::context_with_all_dialects(),
        HookSettings {
            rules: false,
            ..Default::default()
        },
    )
}
