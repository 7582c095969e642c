//! Runs the whole lit + FileCheck suite (`test/`, configured by
//! `lit.cfg.py`) against the `tile-opt` binary cargo just built, strictly:
//! a missing ptxas or nvdisasm (scripts/setup.sh) is an error, not a skip.
//! `harness = false`: this is a plain program; its exit status is lit's.

use std::path::PathBuf;
use std::process::{Command, ExitCode};

fn main() -> ExitCode {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let llvm_bin = std::env::var("LLVM_BIN").unwrap_or_else(|_| "/usr/lib/llvm-22/bin".into());
    let lit = PathBuf::from(&llvm_bin).join("lit");
    let lit = if lit.exists() {
        lit
    } else {
        PathBuf::from("lit")
    };
    let mut command = Command::new(&lit);
    command
        .arg("-sv")
        .arg(root.join("test"))
        .env("TILE_OPT", env!("CARGO_BIN_EXE_tile-opt"))
        .env("LLVM_BIN", &llvm_bin)
        .env("TILE_LIT_STRICT", "1");
    // Pass a filter through: `cargo test --test lit -- Dialect/Tile`.
    if let Some(filter) = std::env::args().skip(1).find(|a| !a.starts_with('-')) {
        command.env("LIT_FILTER", filter);
    }
    match command.status() {
        Ok(status) if status.success() => ExitCode::SUCCESS,
        Ok(_) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("cannot run {}: {e}", lit.display());
            ExitCode::FAILURE
        }
    }
}
