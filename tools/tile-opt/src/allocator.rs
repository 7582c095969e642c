//! The driver's memory allocator: mimalloc, overriding `malloc` for the
//! whole process (the C++ of MLIR and LLVM too), tuned for a compiler that
//! allocates on several threads (peak memory at 10,000 kernels).
//!
//! With glibc's malloc each thread allocates from an arena of its own, and
//! memory freed by one pipeline stage stays in the arena of the thread that
//! allocated it: MLIR's pass threads build the converted ops in their arenas
//! while the ops they replace are freed in the parser's, and the output
//! stage's threads allocate in others again. copy2d K = 10,000 peaked at
//! 297-307 MB with glibc (and 262 MB with `MALLOC_ARENA_MAX=2`, 12-20 %
//! slower); with mimalloc as tuned here, 255-260 MB and 5-10 % faster
//! (bench/RESULTS.md, session 7). Untuned mimalloc peaked higher than glibc
//! (313-339 MB): it commits its arenas eagerly and returns freed pages
//! after a delay.
//!
//! Only the `tile-opt` binary sets this; a program that embeds the library
//! keeps its own allocator.

use std::ffi::{c_int, c_long};

#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// `mi_option_arena_eager_commit` of mimalloc 3 (libmimalloc-sys 0.1.49,
/// `c_src/mimalloc/v3/include/mimalloc.h`): 0 commits arena memory on use.
const ARENA_EAGER_COMMIT: c_int = 4;
/// `mi_option_purge_delay` of mimalloc 3: milliseconds before freed pages
/// are returned to the system (mimalloc's default is 10; each arena
/// multiplies it by `arena_purge_mult`).
const PURGE_DELAY: c_int = 15;

extern "C" {
    fn mi_option_set(option: c_int, value: c_long);
    fn mi_version() -> c_int;
}

/// The mimalloc major version whose option numbers the constants above are.
const MAJOR: c_int = 3;

/// Runs [`tune`] before any other initializer of the process (ELF
/// `.preinit_array`, before the shared libraries' constructors, whose
/// allocations make mimalloc reserve its first arena): set in `main`, the
/// options came too late for that arena (286-288 MB instead of 255-260).
#[used]
#[link_section = ".preinit_array"]
static TUNE_FIRST: extern "C" fn() = tune;

/// Sets the options. Does nothing on another mimalloc major version, whose
/// option numbers differ. Runs before the Rust runtime is set up: only
/// calls into mimalloc.
extern "C" fn tune() {
    // SAFETY: plain calls into the linked mimalloc with valid arguments.
    unsafe {
        if mi_version() / 10000 != MAJOR {
            return;
        }
        mi_option_set(ARENA_EAGER_COMMIT, 0);
        mi_option_set(PURGE_DELAY, 50);
    }
}
