//! Per-context settings of the verifier hook: the target that overrides the
//! module's (a driver's `--target`) and whether advisories (warnings) are
//! emitted. A context nobody configured (upstream `mlir-opt`, the LSP
//! server) gets the defaults: the module's own target, warnings on.

use melior::Context;
use mlir_sys::MlirContext;
use std::ops::Deref;
use std::sync::Mutex;
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

/// Settings by context (the raw `MlirContext` pointer); few contexts live
/// at a time, so a list is enough.
static SETTINGS: Mutex<Vec<(usize, HookSettings)>> = Mutex::new(Vec::new());

fn key(context: MlirContext) -> usize {
    context.ptr as usize
}

fn with_table<R>(f: impl FnOnce(&mut Vec<(usize, HookSettings)>) -> R) -> R {
    // A panic while holding the lock cannot leave the table inconsistent.
    let mut table = SETTINGS.lock().unwrap_or_else(|e| e.into_inner());
    f(&mut table)
}

/// Sets the hook's settings for `context`.
pub fn configure(context: &Context, settings: HookSettings) {
    let k = key(context.to_raw());
    with_table(|t| match t.iter_mut().find(|(c, _)| *c == k) {
        Some(entry) => entry.1 = settings,
        None => t.push((k, settings)),
    });
}

/// Forgets the settings of `context` (call before destroying it: a later
/// context at the same address must not inherit them).
pub fn forget(context: &Context) {
    let k = key(context.to_raw());
    with_table(|t| t.retain(|(c, _)| *c != k));
}

/// The settings of `context` (the defaults if it was never configured).
pub fn settings(context: &Context) -> HookSettings {
    settings_of_raw(context.to_raw())
}

/// [`settings`] of a raw context (the hook gets it from the op).
pub(crate) fn settings_of_raw(context: MlirContext) -> HookSettings {
    let k = key(context);
    with_table(|t| {
        t.iter()
            .find(|(c, _)| *c == k)
            .map(|(_, s)| *s)
            .unwrap_or_default()
    })
}

/// A context with hook settings of its own, forgotten when it is dropped
/// (so a later context at the same address starts from the defaults).
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

impl Drop for ConfiguredContext {
    fn drop(&mut self) {
        forget(&self.context);
    }
}
