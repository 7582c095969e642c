//! The signal handler and its report (async-signal-safe code only: no
//! allocation, no locks, no formatting machinery).

use super::REPORT_FD;
use std::sync::atomic::{AtomicI32, Ordering};

/// The line before the backtrace's frames, on stderr and in the report
/// file (`tile-fuzz` reads the frames after it).
pub const BACKTRACE_MARKER: &str = "tile-opt: fatal signal, backtrace:";

/// The signals that end the process with a report.
const SIGNALS: [libc::c_int; 5] = [
    libc::SIGSEGV,
    libc::SIGBUS,
    libc::SIGILL,
    libc::SIGFPE,
    libc::SIGABRT,
];

/// Frames of the backtrace.
const FRAMES: usize = 64;

/// Words of the faulting thread's stack written to the report file.
const STACK_WORDS: usize = 96;

/// The thread (kernel id) writing a report; 0: none.
static REPORTING: AtomicI32 = AtomicI32::new(0);

/// Loads what the handler needs before any crash: glibc's `backtrace`
/// opens libgcc_s on first use, which is no work for a signal handler.
pub(super) fn prepare() {
    let mut frames = [std::ptr::null_mut::<libc::c_void>(); 4];
    // SAFETY: a valid buffer of 4 entries.
    unsafe { backtrace(frames.as_mut_ptr(), frames.len() as libc::c_int) };
}

/// Installs [`on_fatal_signal`] for every signal of [`SIGNALS`].
pub(super) fn install_handlers() -> Result<(), super::CrashReportError> {
    for signal in SIGNALS {
        // SAFETY: a zeroed, then filled, sigaction for a handler that runs
        // only async-signal-safe code.
        let result = unsafe {
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction = on_fatal_signal as *const () as usize;
            action.sa_flags = libc::SA_ONSTACK | libc::SA_SIGINFO;
            libc::sigemptyset(&mut action.sa_mask);
            libc::sigaction(signal, &action, std::ptr::null_mut())
        };
        if result != 0 {
            return Err(super::CrashReportError::Signal(
                signal,
                std::io::Error::last_os_error(),
            ));
        }
    }
    Ok(())
}

unsafe extern "C" {
    fn backtrace(buffer: *mut *mut libc::c_void, size: libc::c_int) -> libc::c_int;
    fn backtrace_symbols_fd(buffer: *const *mut libc::c_void, size: libc::c_int, fd: libc::c_int);
}

/// A fixed buffer of text, written out when full and at the end.
struct Out {
    buf: [u8; 512],
    len: usize,
    fds: [libc::c_int; 2],
}

impl Out {
    fn new(fds: [libc::c_int; 2]) -> Self {
        Self {
            buf: [0; 512],
            len: 0,
            fds,
        }
    }

    fn flush(&mut self) {
        for fd in self.fds {
            if fd >= 0 {
                write_all(fd, &self.buf[..self.len]);
            }
        }
        self.len = 0;
    }

    fn bytes(&mut self, bytes: &[u8]) -> &mut Self {
        for &b in bytes {
            if self.len == self.buf.len() {
                self.flush();
            }
            self.buf[self.len] = b;
            self.len += 1;
        }
        self
    }

    fn str(&mut self, text: &str) -> &mut Self {
        self.bytes(text.as_bytes())
    }

    fn dec(&mut self, mut value: u64) -> &mut Self {
        let mut digits = [0u8; 20];
        let mut n = 0;
        loop {
            digits[n] = b'0' + (value % 10) as u8;
            n += 1;
            value /= 10;
            if value == 0 {
                break;
            }
        }
        digits[..n].reverse();
        self.bytes(&digits[..n])
    }

    fn hex(&mut self, value: usize) -> &mut Self {
        const DIGITS: &[u8; 16] = b"0123456789abcdef";
        let mut text = [0u8; 18];
        text[0] = b'0';
        text[1] = b'x';
        let mut n = 2;
        let mut started = false;
        for shift in (0..16).rev() {
            let d = (value >> (shift * 4)) & 0xf;
            if d != 0 || started || shift == 0 {
                started = true;
                text[n] = DIGITS[d];
                n += 1;
            }
        }
        self.bytes(&text[..n])
    }
}

fn write_all(fd: libc::c_int, mut bytes: &[u8]) {
    while !bytes.is_empty() {
        // SAFETY: writing a live buffer to a descriptor.
        let n = unsafe { libc::write(fd, bytes.as_ptr().cast(), bytes.len()) };
        if n <= 0 {
            return;
        }
        bytes = &bytes[n as usize..];
    }
}

fn signal_name(signal: libc::c_int) -> &'static str {
    match signal {
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGBUS => "SIGBUS",
        libc::SIGILL => "SIGILL",
        libc::SIGFPE => "SIGFPE",
        libc::SIGABRT => "SIGABRT",
        _ => "signal",
    }
}

fn code_name(signal: libc::c_int, code: libc::c_int) -> &'static str {
    match (signal, code) {
        (_, libc::SI_USER) => "sent by kill",
        (_, libc::SI_TKILL) => "sent by tgkill/raise",
        (libc::SIGSEGV, 1) => "SEGV_MAPERR: address not mapped",
        (libc::SIGSEGV, 2) => "SEGV_ACCERR: no permission (a guard page?)",
        (libc::SIGBUS, 1) => "BUS_ADRALN",
        (libc::SIGBUS, 2) => "BUS_ADRERR: no backing store",
        (libc::SIGBUS, 3) => "BUS_OBJERR",
        (libc::SIGILL, 1..=8) => "illegal instruction",
        (libc::SIGFPE, 1) => "FPE_INTDIV: integer divide by zero",
        (libc::SIGFPE, 2) => "FPE_INTOVF: integer overflow",
        (libc::SIGFPE, _) => "floating-point exception",
        _ => "",
    }
}

/// Program counter, stack pointer and frame pointer at the fault.
fn registers(context: *mut libc::c_void) -> (usize, usize, usize) {
    if context.is_null() {
        return (0, 0, 0);
    }
    #[cfg(all(target_os = "linux", target_arch = "x86_64"))]
    {
        // SAFETY: the kernel passes a ucontext_t for SA_SIGINFO handlers.
        let uc = unsafe { &*(context as *const libc::ucontext_t) };
        let g = &uc.uc_mcontext.gregs;
        (
            g[libc::REG_RIP as usize] as usize,
            g[libc::REG_RSP as usize] as usize,
            g[libc::REG_RBP as usize] as usize,
        )
    }
    #[cfg(all(target_os = "linux", target_arch = "aarch64"))]
    {
        // SAFETY: as above.
        let uc = unsafe { &*(context as *const libc::ucontext_t) };
        let m = &uc.uc_mcontext;
        (m.pc as usize, m.sp as usize, m.regs[29] as usize)
    }
    #[cfg(not(all(
        target_os = "linux",
        any(target_arch = "x86_64", target_arch = "aarch64")
    )))]
    {
        (0, 0, 0)
    }
}

/// Whether a fault at `address` is a stack overflow of a thread whose stack
/// spans `bounds` (when known) and whose stack pointer was `sp`.
pub(super) fn is_stack_overflow(address: usize, sp: usize, bounds: (usize, usize)) -> bool {
    if address == 0 {
        return false;
    }
    let (low, high) = bounds;
    if low != 0 {
        // The guard below the stack (or just above its end: glibc counts
        // the guard inside the block it reports for some threads).
        let below = low.saturating_sub(1 << 20);
        return address >= below && address < low.saturating_add(64 << 10) && address < high;
    }
    // Unknown bounds: a fault just below the stack pointer.
    sp != 0 && address <= sp.saturating_add(256) && sp - address.min(sp) <= 256 << 10
}

/// Copies `len` bytes at `address` of this process into `into` without
/// faulting (false: not readable).
fn read_memory(address: usize, into: &mut [u8]) -> bool {
    let local = libc::iovec {
        iov_base: into.as_mut_ptr().cast(),
        iov_len: into.len(),
    };
    let remote = libc::iovec {
        iov_base: address as *mut libc::c_void,
        iov_len: into.len(),
    };
    // SAFETY: process_vm_readv on our own pid reports EFAULT instead of
    // faulting on unreadable memory.
    let n = unsafe { libc::process_vm_readv(libc::getpid(), &local, 1, &remote, 1, 0) };
    n == into.len() as isize
}

/// Copies a `/proc/self` file to `fd` (only lines starting with one of
/// `prefixes` when some are given).
fn copy_proc(path: &std::ffi::CStr, fd: libc::c_int, prefixes: &[&[u8]]) {
    // SAFETY: open/read/close of a NUL-terminated path into a stack buffer.
    let source = unsafe { libc::open(path.as_ptr(), libc::O_RDONLY | libc::O_CLOEXEC) };
    if source < 0 {
        return;
    }
    let mut buf = [0u8; 1024];
    let mut line = [0u8; 256];
    let mut line_len = 0usize;
    loop {
        // SAFETY: reading into a live buffer.
        let n = unsafe { libc::read(source, buf.as_mut_ptr().cast(), buf.len()) };
        if n <= 0 {
            break;
        }
        if prefixes.is_empty() {
            write_all(fd, &buf[..n as usize]);
            continue;
        }
        for &b in &buf[..n as usize] {
            if line_len < line.len() {
                line[line_len] = b;
                line_len += 1;
            }
            if b == b'\n' {
                if prefixes.iter().any(|p| line[..line_len].starts_with(p)) {
                    write_all(fd, &line[..line_len]);
                }
                line_len = 0;
            }
        }
    }
    // SAFETY: closing what was opened above.
    unsafe { libc::close(source) };
}

/// The handler: one report per process (a second thread that crashes
/// meanwhile waits for the first to end the process), then the default
/// action of the signal.
extern "C" fn on_fatal_signal(
    signal: libc::c_int,
    info: *mut libc::siginfo_t,
    context: *mut libc::c_void,
) {
    // SAFETY: gettid has no preconditions.
    let tid = unsafe { libc::syscall(libc::SYS_gettid) } as i32;
    if let Err(other) = REPORTING.compare_exchange(0, tid, Ordering::SeqCst, Ordering::SeqCst) {
        if other != tid {
            // Another thread is reporting and will end the process.
            loop {
                // SAFETY: pause has no preconditions.
                unsafe { libc::pause() };
            }
        }
        // A fault inside the report: give up on it.
        restore_default_and_raise(signal, info);
        return;
    }
    report(signal, info, context, tid);
    restore_default_and_raise(signal, info);
}

fn restore_default_and_raise(signal: libc::c_int, info: *mut libc::siginfo_t) {
    // SAFETY: resetting a signal's action, then re-raising a signal that
    // did not come from the faulting instruction (a fault repeats itself
    // when the handler returns).
    unsafe {
        libc::signal(signal, libc::SIG_DFL);
        let code = if info.is_null() { 0 } else { (*info).si_code };
        if code <= 0 {
            libc::raise(signal);
        }
    }
}

fn report(signal: libc::c_int, info: *mut libc::siginfo_t, context: *mut libc::c_void, tid: i32) {
    let file = REPORT_FD.load(Ordering::SeqCst);
    let mut out = Out::new([2, file]);
    let (code, address) = if info.is_null() {
        (0, 0)
    } else {
        // SAFETY: the kernel passes a siginfo_t for SA_SIGINFO handlers.
        unsafe { ((*info).si_code, (*info).si_addr() as usize) }
    };
    let (pc, sp, fp) = registers(context);
    let bounds = super::stack::bounds();
    let mut name = [0u8; 17];
    // SAFETY: PR_GET_NAME writes at most 16 bytes and a NUL.
    unsafe {
        libc::prctl(
            libc::PR_GET_NAME,
            name.as_mut_ptr() as libc::c_ulong,
            0,
            0,
            0,
        )
    };
    let name_len = name.iter().position(|&b| b == 0).unwrap_or(16);
    let faulted = code > 0 && matches!(signal, libc::SIGSEGV | libc::SIGBUS);
    out.str("\ntile-opt: fatal signal ")
        .str(signal_name(signal))
        .str(" (")
        .dec(signal as u64)
        .str(")");
    let what = code_name(signal, code);
    if !what.is_empty() {
        out.str(", ").str(what);
    }
    if faulted {
        out.str(" at address ").hex(address);
    }
    out.str("\n  in thread '")
        .bytes(&name[..name_len])
        .str("' (tid ")
        .dec(tid as u64)
        .str(")\n");
    if faulted && is_stack_overflow(address, sp, bounds) {
        // One line without addresses: tools group crashes by it.
        out.str("thread '")
            .bytes(&name[..name_len])
            .str("' has overflowed its stack\n");
    }
    out.str("  pc ")
        .hex(pc)
        .str(" sp ")
        .hex(sp)
        .str(" fp ")
        .hex(fp)
        .str("; stack ");
    if bounds.0 == 0 {
        out.str("bounds unknown (a thread the library did not arm)\n");
    } else {
        out.hex(bounds.0)
            .str("..")
            .hex(bounds.1)
            .str(" (")
            .dec(((bounds.1 - bounds.0) >> 10) as u64)
            .str(" KiB)\n");
    }
    out.str(BACKTRACE_MARKER).str("\n");
    out.flush();
    let mut frames = [std::ptr::null_mut::<libc::c_void>(); FRAMES];
    // SAFETY: a valid buffer; `prepare` loaded the unwinder already.
    let n = unsafe { backtrace(frames.as_mut_ptr(), FRAMES as libc::c_int) };
    for fd in [2, file] {
        if fd >= 0 {
            // SAFETY: frames from `backtrace`; glibc's version does not
            // allocate.
            unsafe { backtrace_symbols_fd(frames.as_ptr(), n, fd) };
        }
    }
    if file < 0 {
        return;
    }
    let mut out = Out::new([file, -1]);
    out.str("stack words at sp:\n");
    let mut word = [0u8; 8];
    for i in 0..STACK_WORDS {
        let at = sp.wrapping_add(i * 8);
        if !read_memory(at, &mut word) {
            out.str("  ").hex(at).str(": unreadable\n");
            break;
        }
        out.str("  ")
            .hex(at)
            .str(": ")
            .hex(usize::from_ne_bytes(word))
            .str("\n");
    }
    let mut limit: libc::rlimit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit fills the struct.
    if unsafe { libc::getrlimit(libc::RLIMIT_AS, &mut limit) } == 0 {
        out.str("address-space limit: ");
        if limit.rlim_cur == libc::RLIM_INFINITY {
            out.str("none\n");
        } else {
            out.dec(limit.rlim_cur >> 20).str(" MiB\n");
        }
    }
    out.str("process status:\n");
    out.flush();
    copy_proc(
        c"/proc/self/status",
        file,
        &[
            b"VmPeak", b"VmSize", b"VmRSS", b"VmHWM", b"VmStk", b"Threads",
        ],
    );
    out.str("memory map:\n");
    out.flush();
    copy_proc(c"/proc/self/maps", file, &[]);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_numbers() {
        let mut out = Out::new([-1, -1]);
        out.dec(0)
            .str(" ")
            .dec(1234567)
            .str(" ")
            .hex(0)
            .str(" ")
            .hex(0x7ff0_0000_1234);
        assert_eq!(&out.buf[..out.len], b"0 1234567 0x0 0x7ff000001234");
    }

    #[test]
    fn tells_an_overflow_from_other_faults() {
        let bounds = (0x7000_0000, 0x7100_0000);
        // In the guard just below the stack.
        assert!(is_stack_overflow(0x6fff_f000, 0x7000_0010, bounds));
        // A null pointer, a wild address.
        assert!(!is_stack_overflow(0, 0x7000_0010, bounds));
        assert!(!is_stack_overflow(0x10, 0x7000_0010, bounds));
        assert!(!is_stack_overflow(0x1234_5678, 0x7080_0000, bounds));
        // Unknown bounds: judged by the stack pointer.
        assert!(is_stack_overflow(0x6fff_fff8, 0x7000_0000, (0, 0)));
        assert!(!is_stack_overflow(0x10, 0x7000_0000, (0, 0)));
    }
}
