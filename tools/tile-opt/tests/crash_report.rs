//! A death by a signal on any thread of the driver is reported: the
//! signal, the thread, the address, a stack overflow named as such, and a
//! backtrace (`tile_compiler::crash`). Each case makes `tile-opt` crash on
//! purpose at one place (the hidden `TILE_OPT_CRASH_TEST`) and reads what
//! it printed before it died. The threads covered: the main thread, a
//! contained worker thread, a PTX code generation thread and a worker
//! thread of the MLIR context's pool (whose threads LLVM starts: the
//! session's own pool arms them).

use std::os::unix::process::ExitStatusExt;
use std::process::Command;

/// Two gpu.modules: MLIR verifies them in parallel on the context's pool,
/// and their PTX is generated on two code generation threads.
const TWO_UNITS: &str = r#"module attributes {gpu.container_module} {
  gpu.module @a [#nvvm.target<chip = "sm_90a">] {
    gpu.func @ka(%p: memref<4xf32, 1>) kernel {
      gpu.return
    }
  }
  gpu.module @b [#nvvm.target<chip = "sm_90a">] {
    gpu.func @kb(%p: memref<4xf32, 1>) kernel {
      gpu.return
    }
  }
}
"#;

/// Runs tile-opt on [`TWO_UNITS`] to PTX with 4 threads, crashing at
/// `plan`; returns the signal that ended it and its stderr.
fn crash(plan: &str) -> (Option<i32>, String) {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("crash-report");
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let input = dir.join("two-units.mlir");
    std::fs::write(&input, TWO_UNITS).expect("the input");
    let out = Command::new(env!("CARGO_BIN_EXE_tile-opt"))
        .arg(&input)
        .args(["--pipeline=default", "--emit=ptx", "--threads=4", "-o"])
        .arg(dir.join("out.ptx"))
        .env("TILE_OPT_CRASH_TEST", plan)
        .output()
        .expect("tile-opt runs");
    (
        out.status.signal(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The report's common parts: the header, the thread, and a backtrace of
/// several frames of the binary.
fn assert_report(stderr: &str, signal: &str, thread: &str) {
    assert!(
        stderr.contains(&format!("tile-opt: fatal signal {signal}")),
        "{stderr}"
    );
    assert!(
        stderr.contains(&format!("in thread '{thread}' (tid ")),
        "{stderr}"
    );
    let frames = stderr
        .split(tile_compiler::crash::BACKTRACE_MARKER)
        .nth(1)
        .unwrap_or_default()
        .lines()
        .filter(|l| l.contains("tile-opt(") && l.contains(")[0x"))
        .count();
    assert!(frames >= 3, "a backtrace of the binary's frames:\n{stderr}");
}

#[test]
fn a_stack_overflow_on_a_code_generation_thread_is_reported() {
    let (signal, stderr) = crash("stack-overflow@codegen");
    assert_eq!(signal, Some(libc_sigsegv()), "{stderr}");
    assert_report(&stderr, "SIGSEGV", "tile-opt-worker");
    assert!(
        stderr.contains("thread 'tile-opt-worker' has overflowed its stack"),
        "{stderr}"
    );
}

#[test]
fn a_stack_overflow_on_an_mlir_pool_thread_is_reported() {
    let (signal, stderr) = crash("stack-overflow@pool");
    assert_eq!(signal, Some(libc_sigsegv()), "{stderr}");
    assert_report(&stderr, "SIGSEGV", "mlir-pool");
    assert!(
        stderr.contains("thread 'mlir-pool' has overflowed its stack"),
        "{stderr}"
    );
}

#[test]
fn a_fault_on_a_worker_thread_names_its_address() {
    let (signal, stderr) = crash("segv@worker");
    assert_eq!(signal, Some(libc_sigsegv()), "{stderr}");
    assert_report(&stderr, "SIGSEGV", "tile-opt-worker");
    assert!(stderr.contains("SEGV_ACCERR"), "{stderr}");
    assert!(stderr.contains(" at address 0x"), "{stderr}");
    assert!(!stderr.contains("overflowed"), "not an overflow:\n{stderr}");
}

#[test]
fn an_abort_on_the_main_thread_is_reported() {
    let (signal, stderr) = crash("abort@main");
    assert_eq!(signal, Some(6), "{stderr}");
    assert_report(&stderr, "SIGABRT", "tile-opt");
}

#[test]
fn without_a_plan_nothing_crashes() {
    let (signal, stderr) = crash("");
    assert_eq!(signal, None, "{stderr}");
    assert!(!stderr.contains("fatal signal"), "{stderr}");
}

fn libc_sigsegv() -> i32 {
    11
}

/// A module of two gpu.modules, one with an attribute nested `depth`
/// levels deep that the `tile` verifier rejects (and prints).
fn deep_attribute(depth: usize) -> String {
    let value = format!("{}1{}", "[".repeat(depth), "]".repeat(depth));
    format!(
        "module attributes {{gpu.container_module}} {{\n  gpu.module @a [#nvvm.target<chip = \"sm_90a\">] {{\n    gpu.func @ka(%c: i32) kernel attributes {{tile.ptx_version = {value}}} {{\n      gpu.return\n    }}\n  }}\n  gpu.module @b [#nvvm.target<chip = \"sm_90a\">] {{\n    gpu.func @kb(%c: i32) kernel {{\n      gpu.return\n    }}\n  }}\n}}\n"
    )
}

/// MLIR verifies the isolated ops of a parsed module on the context's pool,
/// whose threads get the system's default thread stack: 2 MiB where
/// `ulimit -s` is unlimited (a fuzz campaign's worker, a CI agent). A
/// 12,000-level attribute there overflowed a pool thread, which had no
/// alternate signal stack: the process died by SIGSEGV without a word.
/// Deep input is now verified on the session's own thread, sized for it.
#[test]
fn deep_input_never_overflows_a_pool_thread() {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("crash-report");
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let input = dir.join("deep-attribute.mlir");
    std::fs::write(&input, deep_attribute(12_000)).expect("the input");
    for stack in ["unlimited", "2048"] {
        let out = Command::new("sh")
            .arg("-c")
            .arg(format!("ulimit -s {stack} && exec \"$0\" \"$@\""))
            .arg(env!("CARGO_BIN_EXE_tile-opt"))
            .arg(&input)
            .args(["--threads=4", "-o"])
            .arg(dir.join("deep.out"))
            .output()
            .expect("tile-opt runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.signal(), None, "ulimit -s {stack}:\n{stderr}");
        assert_eq!(out.status.code(), Some(1), "ulimit -s {stack}:\n{stderr}");
        assert!(
            stderr.contains("[ptx-version] tile.ptx_version: invalid PTX ISA version"),
            "ulimit -s {stack}:\n{}",
            stderr.chars().take(400).collect::<String>()
        );
    }
}
