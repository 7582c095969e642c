//! Modules into and out of a session: [`Session::parse`] (the raw source
//! checked first, parsed unverified, then MLIR's verifier's checks (linear
//! in the nesting: `tile_dialect::linear_verify`) and the `tile` hook, a
//! `--split-input-file` piece at its file's lines) and [`Session::discard`]
//! (deep modules dropped without recursion; the heap handed back after a
//! large module is freed).

use crate::diagnostics::Diagnostic;
use crate::error::DriverError;
use crate::input;
use crate::location::location_of;
use crate::session::Session;
use melior::ir::Module;
use tile_dialect::hook::{self, HookSettings};

impl Session {
    /// Parses `source`, then verifies it with MLIR's verifier's checks and
    /// messages (`tile_dialect::linear_verify`: its dominance check is
    /// linear in the nesting), which run the `tile` semantic verifier on
    /// every op and type (`tile_dialect::hook`, for the
    /// target set by [`Session::set_target`], else the module's): errors make
    /// the parse fail with all of them; warnings stay in the diagnostics.
    /// They are emitted here only, not again when passes re-verify. The
    /// rules of `gpu.module`s and kernels without `tile` ops are not the
    /// hook's: see [`Session::verify_without_tile_ops`].
    /// A NUL byte or nesting deeper than [`crate::MAX_NESTING`] is a
    /// located [`DriverError::Parse`] error; the stack of later work grows
    /// with the nesting. Without a session target ([`Session::set_target`]),
    /// an `#nvvm.target` chip that LLVM 22 and ptxas 13 do not both compile
    /// for is one too, before MLIR's own check of the chip
    /// (`input::check_chips`).
    pub fn parse(&self, source: &str) -> Result<Module<'_>, DriverError> {
        self.parse_bytes(source.as_bytes())
    }

    /// [`Session::parse`] for raw bytes (a file as read): bytes that are not
    /// UTF-8 are a located [`DriverError::Parse`] error too.
    pub fn parse_bytes(&self, source: &[u8]) -> Result<Module<'_>, DriverError> {
        self.parse_bytes_at(source, 1)
    }

    /// [`Session::parse`] for a piece of a larger file that starts on line
    /// `first_line` of it (a `--split-input-file` chunk): every location and
    /// diagnostic names the file's lines, as if `first_line - 1` blank lines
    /// preceded `source`, in time linear in the piece (nothing is padded).
    pub fn parse_at(&self, source: &str, first_line: usize) -> Result<Module<'_>, DriverError> {
        self.parse_bytes_at(source.as_bytes(), first_line)
    }

    fn parse_bytes_at(&self, source: &[u8], first_line: usize) -> Result<Module<'_>, DriverError> {
        // Lines below the piece's first one (`u32`: MLIR's line numbers).
        let offset = u32::try_from(first_line.saturating_sub(1)).unwrap_or(u32::MAX);
        let moved = |d: Diagnostic| Diagnostic {
            file_line_col: d
                .file_line_col
                .map(|(file, line, col)| (file, line + offset as usize, col)),
            ..d
        };
        let facts = input::check_source(source).map_err(|d| DriverError::Parse(vec![moved(d)]))?;
        if hook::settings(&self.context).target.is_none() {
            input::check_chips(source).map_err(|d| DriverError::Parse(vec![moved(d)]))?;
        }
        self.stack
            .set(self.stack.get().max(input::stack_bytes_for(facts.depth)));
        self.deepest.set(self.deepest.get().max(facts.depth));
        // MLIR's lexer reads one byte past the text: give it a NUL there.
        let mut text = Vec::with_capacity(source.len() + 1);
        text.extend_from_slice(source);
        text.push(0);
        let settings = hook::settings(&self.context);
        hook::configure(
            &self.context,
            HookSettings {
                warnings: true,
                ..settings
            },
        );
        // MLIR verifies the isolated ops (gpu.modules, functions) of what
        // it parsed in parallel when the context is multithreaded (their
        // diagnostics come back in order, on this thread).
        let threaded = self.multithreaded();
        if threaded {
            self.context.enable_multi_threading(true);
        }
        let parsed = self.timed("Parser (with MLIR's and the tile verifiers)", || {
            self.work("parsing", &None, || {
                let string = mlir_sys::MlirStringRef {
                    data: text.as_ptr().cast(),
                    length: source.len(),
                };
                // MLIR's parser would verify with MLIR's verifier, whose
                // dominance check is quadratic in the nesting: parse
                // unverified, then run the linear one (`verify_once`: the
                // same checks and first error). A piece (`offset` > 0) has
                // its locations moved down to the file's lines first, so
                // the verifier's diagnostics name them.
                if offset == 0 {
                    // SAFETY: `text` is alive during the call and
                    // NUL-terminated after `source.len()` bytes; MLIR copies
                    // what it keeps.
                    let raw = unsafe {
                        tile_dialect::parse_at::parse_unverified(self.context.to_raw(), string)
                    };
                    // SAFETY: a module just created in this context, or null.
                    let Some(module) = (unsafe { Module::from_option_raw(raw) }) else {
                        return Err(DriverError::Parse(self.take_diagnostics()));
                    };
                    return self.verified(module);
                }
                // SAFETY: as above.
                let parsed = unsafe {
                    tile_dialect::parse_at::parse_unverified_at(
                        self.context.to_raw(),
                        string,
                        offset,
                    )
                };
                // What the parse itself reported names the piece's lines.
                self.sink.relocate(&parsed.file, offset as usize);
                // SAFETY: a module just created in this context, or null.
                let Some(module) = (unsafe { Module::from_option_raw(parsed.module) }) else {
                    return Err(DriverError::Parse(self.take_diagnostics()));
                };
                self.verified(module)
            })
        });
        if threaded {
            self.context.enable_multi_threading(false);
        }
        hook::configure(&self.context, settings);
        parsed
    }

    /// `module`, just parsed, if it passes the verifier MLIR's parser would
    /// have run (`verify_once`), else its diagnostics (it is discarded).
    fn verified<'a>(&'a self, module: Module<'a>) -> Result<Module<'a>, DriverError> {
        if self.verify_once(&module) {
            Ok(module)
        } else {
            self.discard_now(module);
            Err(DriverError::Parse(self.take_diagnostics()))
        }
    }

    /// Drops `module` without recursion and in time linear in its size
    /// (innermost ops first; MLIR's own destruction recurses once per
    /// nesting level and revisits every level below). Use it for modules
    /// from deeply nested input.
    pub fn discard(&self, module: Module<'_>) {
        let at = location_of(module.as_operation());
        let _ = self.work("discarding a module", &at, || {
            self.discard_now(module);
            Ok(())
        });
    }

    fn discard_now(&self, module: Module<'_>) {
        let mut post_order = Vec::new();
        tile_dialect::walk::preorder(module.as_operation(), |op| {
            post_order.push(op.to_raw());
            melior::ir::operation::WalkResult::Advance
        });
        // First no op uses a value any more (in a graph region a use may
        // come before its definition), then pre-order reversed: every op
        // comes after the ops nested in it.
        for raw in &post_order {
            // SAFETY: a live op of the module; its operand list is emptied.
            unsafe { mlir_sys::mlirOperationSetOperands(*raw, 0, std::ptr::null()) };
        }
        for raw in post_order.into_iter().skip(1).rev() {
            // SAFETY: each op is still in the module (ops nested in it were
            // destroyed before it); it is detached, then destroyed.
            unsafe {
                mlir_sys::mlirOperationRemoveFromParent(raw);
                mlir_sys::mlirOperationDestroy(raw);
            }
        }
        drop(module);
    }

    /// Frees `module` ([`Session::discard`]) and hands the freed heap back
    /// to the operating system, timed as `Free MLIR`: the output stages
    /// call it once the module is no longer needed.
    pub(crate) fn free_module(&self, module: Module<'_>) {
        self.timed("Free MLIR", || {
            self.discard(module);
            return_free_memory();
        });
    }
}

/// Hands the heap memory freed so far back to the operating system: glibc
/// keeps it otherwise, and the large buffers allocated next (machine code,
/// LLVM IR text) are fresh mappings that could not reuse it, so freeing the
/// MLIR module would not lower the peak resident memory.
fn return_free_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only releases memory that is free.
    unsafe {
        libc::malloc_trim(0);
    }
}
