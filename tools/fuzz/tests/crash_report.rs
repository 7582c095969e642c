//! A worker that dies by a signal on a thread the library spawned is
//! classified by its crash report (`tile_compiler::crash`): the stack overflow
//! is named, and the full report (thread, address, backtrace, stack words,
//! memory map) is kept with the failing input. The worker is made to
//! crash on purpose with the library's hidden `TILE_OPT_CRASH_TEST`.

use std::path::PathBuf;
use std::process::Command;

fn example() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../examples/copy_2d.mlir")
}

fn out_dir(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("tile-fuzz-crash-report")
        .join(name)
}

#[test]
fn a_stack_overflow_on_a_code_generation_thread_is_named() {
    let out = Command::new(env!("CARGO_BIN_EXE_tile-fuzz"))
        .arg("check")
        .arg(example())
        .args(["--kind", "mutant default-ptx", "--threads", "2"])
        .env("TILE_OPT_CRASH_TEST", "stack-overflow@codegen")
        .output()
        .expect("tile-fuzz runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.starts_with("crash: SIGSEGV (N): thread 'Q' has overflowed its stack"),
        "{stdout}"
    );
    assert!(stdout.contains("in thread 'tile-opt-worker'"), "{stdout}");
}

#[test]
fn the_report_of_a_fault_on_an_mlir_pool_thread_is_kept() {
    let dir = out_dir("pool");
    let _ = std::fs::remove_dir_all(&dir);
    // Two gpu.modules: MLIR verifies them in parallel on the pool.
    let input = dir.join("two-units.mlir");
    std::fs::create_dir_all(&dir).expect("a folder");
    let unit = |name: &str| {
        format!(
            "  gpu.module @{name} [#nvvm.target<chip = \"sm_90a\">] {{\n    gpu.func @k{name}(%p: memref<4xf32, 1>) kernel {{\n      gpu.return\n    }}\n  }}\n"
        )
    };
    let text = format!(
        "module attributes {{gpu.container_module}} {{\n{}{}}}\n",
        unit("a"),
        unit("b")
    );
    std::fs::write(&input, text).expect("the input");
    let out = Command::new(env!("CARGO_BIN_EXE_tile-fuzz"))
        .arg("stress")
        .arg(&input)
        .args([
            "--kind",
            "mutant default-ptx",
            "--threads",
            "4",
            "--iterations",
            "1",
        ])
        .arg("--out")
        .arg(dir.join("out"))
        .env("TILE_OPT_CRASH_TEST", "segv@pool")
        .output()
        .expect("tile-fuzz runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("by class: crash=1"), "{stdout}");
    let text = std::fs::read_to_string(dir.join("out").join("0000-crash.txt"))
        .expect("the failure's outcome");
    for part in [
        "signature: SIGSEGV (N)",
        "crash report:",
        "in thread 'mlir-pool'",
        "SEGV_ACCERR",
        tile_compiler::crash::BACKTRACE_MARKER,
        "stack words at sp:",
        "process status:",
        "memory map:",
    ] {
        assert!(text.contains(part), "no '{part}' in:\n{text}");
    }
}
