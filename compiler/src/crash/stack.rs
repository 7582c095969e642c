//! Per-thread state of the crash handler: an alternate signal stack large
//! enough for the report (Rust's own is `SIGSTKSZ`-sized, MLIR's pool
//! threads have none), freed when the thread ends, and the bounds of the
//! thread's own stack, which tell a stack overflow from another fault.

use std::cell::Cell;

/// Bytes of an alternate signal stack above the kernel's minimum signal
/// frame (`AT_MINSIGSTKSZ`, 12 KiB with AMX state): the handler's
/// buffers, `backtrace` and the unwinder.
const REPORT_STACK: usize = 128 << 10;

thread_local! {
    /// This thread's stack, lowest and highest address (0, 0: unknown).
    static BOUNDS: Cell<(usize, usize)> = const { Cell::new((0, 0)) };
    /// This thread's alternate signal stack, freed when the thread ends.
    static ALT_STACK: AltStack = const { AltStack { map: Cell::new((0, 0)) } };
}

/// An `mmap`ed alternate signal stack with a guard page below it.
struct AltStack {
    /// Start and length of the mapping (guard included); 0: none yet.
    map: Cell<(usize, usize)>,
}

impl Drop for AltStack {
    fn drop(&mut self) {
        let (start, len) = self.map.get();
        if start == 0 {
            return;
        }
        // SAFETY: queries and, if it is still ours, disables this thread's
        // alternate stack before unmapping the memory it points into.
        unsafe {
            let mut current: libc::stack_t = std::mem::zeroed();
            if libc::sigaltstack(std::ptr::null(), &mut current) == 0
                && current.ss_flags & libc::SS_DISABLE == 0
                && (current.ss_sp as usize) >= start
                && (current.ss_sp as usize) < start + len
            {
                disable_alt_stack();
            }
            libc::munmap(start as *mut libc::c_void, len);
        }
    }
}

/// Turns off this thread's alternate signal stack.
///
/// # Safety
/// The caller unmaps or reuses the memory only after this returns.
unsafe fn disable_alt_stack() {
    let disable = libc::stack_t {
        ss_sp: std::ptr::null_mut(),
        ss_flags: libc::SS_DISABLE,
        ss_size: 0,
    };
    // SAFETY: `disable` is a valid stack_t; no old stack is read back.
    unsafe { libc::sigaltstack(&disable, std::ptr::null_mut()) };
}

fn page_size() -> usize {
    // SAFETY: sysconf has no preconditions.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    usize::try_from(page).unwrap_or(4096).max(4096)
}

/// The alternate stack size: the report's room above the kernel's minimum
/// signal frame, in whole pages.
fn alt_stack_size() -> usize {
    // SAFETY: getauxval has no preconditions (0 when the entry is absent).
    let minimum = unsafe { libc::getauxval(libc::AT_MINSIGSTKSZ) } as usize;
    let page = page_size();
    let wanted = REPORT_STACK + minimum.max(libc::SIGSTKSZ);
    wanted.div_ceil(page) * page
}

/// This thread's stack bounds, from pthreads (for the main thread glibc
/// reads the memory map; either way this is not async-signal-safe, so it
/// runs when the thread is armed, not in the handler).
fn own_stack_bounds() -> (usize, usize) {
    // SAFETY: pthread_getattr_np fills an attribute object we destroy.
    unsafe {
        let mut attr: libc::pthread_attr_t = std::mem::zeroed();
        if libc::pthread_getattr_np(libc::pthread_self(), &mut attr) != 0 {
            return (0, 0);
        }
        let mut base: *mut libc::c_void = std::ptr::null_mut();
        let mut size: libc::size_t = 0;
        let got = libc::pthread_attr_getstack(&attr, &mut base, &mut size);
        libc::pthread_attr_destroy(&mut attr);
        if got != 0 || base.is_null() {
            return (0, 0);
        }
        (base as usize, base as usize + size)
    }
}

/// Gives the calling thread what the crash report needs, once: an
/// alternate signal stack of its own (replacing a smaller one, such as
/// Rust's) and its stack bounds. Does nothing before [`super::install`].
/// The library calls it at the start of every thread it spawns; call it
/// on threads of your own that run compiler code.
pub fn enter_thread() {
    if !super::installed() {
        return;
    }
    let armed = ALT_STACK
        .try_with(|alt| alt.map.get().0 != 0)
        .unwrap_or(true);
    if armed {
        return;
    }
    let _ = BOUNDS.try_with(|b| b.set(own_stack_bounds()));
    let page = page_size();
    let size = alt_stack_size();
    let len = size + page;
    // SAFETY: a fresh private mapping; its lowest page is made a guard.
    let start = unsafe {
        let p = libc::mmap(
            std::ptr::null_mut(),
            len,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
            -1,
            0,
        );
        if p == libc::MAP_FAILED {
            return;
        }
        libc::mprotect(p, page, libc::PROT_NONE);
        p as usize
    };
    let stack = libc::stack_t {
        ss_sp: (start + page) as *mut libc::c_void,
        ss_flags: 0,
        ss_size: size,
    };
    // SAFETY: the mapping outlives its use as the signal stack: the
    // thread-local's destructor disables it before unmapping.
    let set = unsafe { libc::sigaltstack(&stack, std::ptr::null_mut()) };
    if set != 0 {
        // SAFETY: unmapping what was just mapped and never used.
        unsafe { libc::munmap(start as *mut libc::c_void, len) };
        return;
    }
    if ALT_STACK.try_with(|alt| alt.map.set((start, len))).is_err() {
        // The thread is ending: leave its signal stack as it was.
        // SAFETY: disabling and unmapping what was just set up.
        unsafe {
            disable_alt_stack();
            libc::munmap(start as *mut libc::c_void, len);
        }
    }
}

/// [`enter_thread`] for a worker thread of the MLIR context's pool (named
/// `mlir-pool`, which the crash report shows).
pub(super) fn enter_pool_thread() {
    if !super::installed() {
        return;
    }
    let armed = ALT_STACK
        .try_with(|alt| alt.map.get().0 != 0)
        .unwrap_or(true);
    if armed {
        return;
    }
    // SAFETY: PR_SET_NAME with a NUL-terminated name of at most 16 bytes.
    unsafe {
        libc::prctl(
            libc::PR_SET_NAME,
            c"mlir-pool".as_ptr() as libc::c_ulong,
            0,
            0,
            0,
        )
    };
    enter_thread();
}

/// The calling thread's stack bounds as recorded by [`enter_thread`]
/// ((0, 0): unknown). Async-signal-safe (a constant-initialized
/// thread-local without destructor).
pub(super) fn bounds() -> (usize, usize) {
    BOUNDS.try_with(Cell::get).unwrap_or((0, 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alt_stack_has_room_for_the_report() {
        assert!(alt_stack_size() >= REPORT_STACK + libc::SIGSTKSZ);
        assert_eq!(alt_stack_size() % page_size(), 0);
    }

    #[test]
    fn own_bounds_hold_a_local() {
        let local = 0u8;
        let at = std::hint::black_box(&local) as *const u8 as usize;
        let (low, high) = own_stack_bounds();
        assert!(low < at && at < high, "{low:#x} {at:#x} {high:#x}");
    }
}
