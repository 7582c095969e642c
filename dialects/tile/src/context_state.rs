//! State that belongs to one MLIR context: the verifier hook's settings
//! ([`crate::hook::HookSettings`]), the ancestry facts of the verifier run
//! a driver announced ([`crate::verify::with_ancestry_cache`]), and what
//! other crates keep per context
//! ([`ContextState::extension`]: the files a pass stages, for example).
//!
//! The `tile` dialect object owns it (`cpp/TileDialect.cpp`,
//! `RustContextState`): MLIR makes one dialect object per context when it
//! loads the dialect and destroys it with the context. So the state lives
//! exactly as long as its context, and a new context (even one at the
//! address of a freed one) starts with fresh state. Nothing here is keyed by
//! a context's address, and nothing is process-global.
//!
//! The state is `Sync`: MLIR verifies and runs passes on several threads of
//! one context at once, and each reads the settings.

use crate::hook::settings::HookSettings;
use crate::verify::ancestry::Ancestry;
use melior::Context;
use mlir_sys::MlirContext;
use std::any::{Any, TypeId};
use std::ffi::c_void;
use std::sync::{Arc, Mutex, PoisonError, RwLock};

extern "C" {
    // cpp/TileDialect.cpp: the state of a context whose `tile` dialect is
    // loaded, else null.
    fn tileContextState(context: MlirContext) -> *const c_void;
}

/// The Rust state of one MLIR context.
#[derive(Default)]
pub struct ContextState {
    settings: RwLock<HookSettings>,
    ancestry: Mutex<Option<Arc<Ancestry>>>,
    extensions: Mutex<Vec<(TypeId, Arc<dyn Any + Send + Sync>)>>,
}

impl ContextState {
    /// The verifier hook's settings.
    pub fn settings(&self) -> HookSettings {
        // A panic while holding the lock cannot leave a `Copy` value torn.
        *self.settings.read().unwrap_or_else(PoisonError::into_inner)
    }

    /// Replaces the verifier hook's settings.
    pub fn set_settings(&self, settings: HookSettings) {
        *self
            .settings
            .write()
            .unwrap_or_else(PoisonError::into_inner) = settings;
    }

    /// The ancestry facts the hook's calls share while a driver runs MLIR's
    /// verifier ([`crate::verify::with_ancestry_cache`]); `None` outside
    /// such a run.
    pub(crate) fn ancestry(&self) -> Option<Arc<Ancestry>> {
        self.ancestry
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// Replaces the shared ancestry facts; returns the previous ones.
    pub(crate) fn replace_ancestry(
        &self,
        ancestry: Option<Arc<Ancestry>>,
    ) -> Option<Arc<Ancestry>> {
        std::mem::replace(
            &mut *self.ancestry.lock().unwrap_or_else(PoisonError::into_inner),
            ancestry,
        )
    }

    /// The context's value of type `T`, made (`T::default()`) on first use:
    /// a per-context slot for another crate's state, dropped with the
    /// context.
    pub fn extension<T: Any + Default + Send + Sync>(&self) -> Arc<T> {
        let mut extensions = self
            .extensions
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let id = TypeId::of::<T>();
        if let Some((_, value)) = extensions.iter().find(|(t, _)| *t == id) {
            if let Ok(value) = value.clone().downcast::<T>() {
                return value;
            }
        }
        let value = Arc::new(T::default());
        extensions.retain(|(t, _)| *t != id);
        extensions.push((id, value.clone()));
        value
    }
}

/// The state of `context`; loads the `tile` dialect into it first if it is
/// not loaded (call it where no pass or parallel verifier is running).
/// `None` only if the dialect cannot be loaded, which does not happen
/// (loading registers it first).
pub fn of(context: &Context) -> Option<&ContextState> {
    // SAFETY (both calls): a live context; the state lives as long as the
    // context, which the borrow of `context` keeps alive.
    if let Some(state) = unsafe { of_raw(context.to_raw()) } {
        return Some(state);
    }
    crate::registration::load_dialect(context);
    unsafe { of_raw(context.to_raw()) }
}

/// The state of the live context `context`, or `None` when the `tile`
/// dialect is not loaded there (then nothing was configured or staged in
/// it). A lookup only: it loads nothing, so it is safe inside passes and
/// verifiers running in parallel.
///
/// # Safety
/// `context` is live for `'a`.
pub unsafe fn of_raw<'a>(context: MlirContext) -> Option<&'a ContextState> {
    // SAFETY: a live context (the caller's promise).
    let state = unsafe { tileContextState(context) };
    // SAFETY: made by `tile_context_state_new`, dropped only with the
    // context's dialect object, which outlives `'a`.
    unsafe { state.cast::<ContextState>().as_ref() }
}

/// A new state (the dialect object's constructor calls it).
#[no_mangle]
pub extern "C" fn tile_context_state_new() -> *mut c_void {
    Box::into_raw(Box::<ContextState>::default()).cast()
}

/// Drops a state made by [`tile_context_state_new`] (the dialect object's
/// destructor calls it, when its context is destroyed).
///
/// # Safety
/// `state` came from [`tile_context_state_new`] and is dropped once.
#[no_mangle]
pub unsafe extern "C" fn tile_context_state_drop(state: *mut c_void) {
    if !state.is_null() {
        // SAFETY: the caller's promise. Dropping runs no code that can
        // panic (plain data and `Arc`s of it).
        drop(unsafe { Box::from_raw(state.cast::<ContextState>()) });
    }
}
