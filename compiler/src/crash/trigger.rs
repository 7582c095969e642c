//! Deliberate crashes for the tests of the crash report (hidden, not part
//! of the documented interface): `TILE_OPT_CRASH_TEST=<what>@<where>`
//! makes the first thread that reaches place `<where>` crash by `<what>`:
//!
//! - what: `stack-overflow` (unbounded recursion into the guard page),
//!   `segv` (a write to a page mapped without access), `abort`;
//! - where: `main` ([`crate::Session::new`], on the caller's thread),
//!   `worker` (contained session work, `crate::contain`), `codegen` (a PTX
//!   code generation job), `pool` (a task of the MLIR context's thread
//!   pool: the parallel verifier of a parsed module with several
//!   functions or `gpu.module`s).
//!
//! Read once per process; unset (the normal case) a place costs one
//! atomic load.

use std::sync::OnceLock;

/// A place the library can crash at on purpose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Site {
    /// The thread that creates a session.
    Main,
    /// A contained worker thread of a session.
    Worker,
    /// A PTX code generation job.
    Codegen,
    /// A task on a worker thread of the MLIR context's pool.
    Pool,
}

/// How to crash.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum How {
    StackOverflow,
    Segv,
    Abort,
}

fn parse(text: &str) -> Option<(How, Site)> {
    let (how, site) = text.split_once('@')?;
    let how = match how {
        "stack-overflow" => How::StackOverflow,
        "segv" => How::Segv,
        "abort" => How::Abort,
        _ => return None,
    };
    let site = match site {
        "main" => Site::Main,
        "worker" => Site::Worker,
        "codegen" => Site::Codegen,
        "pool" => Site::Pool,
        _ => return None,
    };
    Some((how, site))
}

static PLAN: OnceLock<Option<(How, Site)>> = OnceLock::new();

/// Crashes here if `TILE_OPT_CRASH_TEST` names `site` (see the module).
pub fn at(site: Site) {
    let plan = PLAN.get_or_init(|| {
        std::env::var("TILE_OPT_CRASH_TEST")
            .ok()
            .and_then(|v| parse(&v))
    });
    match plan {
        Some((how, at)) if *at == site => crash(*how),
        _ => {}
    }
}

fn crash(how: How) {
    match how {
        How::StackOverflow => {
            std::hint::black_box(descend(0));
        }
        How::Segv => {
            // SAFETY: a fresh page without access; writing to it faults
            // (which is the point).
            unsafe {
                let page = libc::mmap(
                    std::ptr::null_mut(),
                    4096,
                    libc::PROT_NONE,
                    libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                    -1,
                    0,
                );
                if page != libc::MAP_FAILED {
                    std::ptr::write_volatile(page.cast::<u64>(), 1);
                }
            }
        }
        How::Abort => std::process::abort(),
    }
}

/// Recursion that no optimizer removes, until the stack ends.
#[inline(never)]
fn descend(depth: u64) -> u64 {
    let pad = std::hint::black_box([depth; 64]);
    if std::hint::black_box(depth) == u64::MAX {
        return pad[1];
    }
    descend(depth + 1).wrapping_add(pad[7])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_plans() {
        assert_eq!(
            parse("stack-overflow@codegen"),
            Some((How::StackOverflow, Site::Codegen))
        );
        assert_eq!(parse("segv@pool"), Some((How::Segv, Site::Pool)));
        assert_eq!(parse("abort@main"), Some((How::Abort, Site::Main)));
        assert_eq!(parse("segv"), None);
        assert_eq!(parse("boom@main"), None);
        assert_eq!(parse("segv@nowhere"), None);
    }
}
