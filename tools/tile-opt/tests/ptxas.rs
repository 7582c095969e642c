//! Assembles every PTX the lowering tests and examples give with ptxas
//! (scripts/setup.sh installs it), and compares the SASS of the two
//! emission strategies: `tile_cuda_check::run` with the `tile-opt` binary
//! cargo just built. `harness = false`: a plain program; its exit status
//! is the check's.
//!
//! `cargo test -p tile-opt --test ptxas -- [--ptx-only] [PATH-FILTER]`;
//! the work folder is `<target>/ptxas-check`.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use tile_cuda_check::{run, Config};

fn main() -> ExitCode {
    let tile_opt = PathBuf::from(env!("CARGO_BIN_EXE_tile-opt"));
    let mut config = Config {
        root: PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../.."),
        // <target>/ptxas-check, next to the debug/release folder.
        work: tile_opt
            .parent()
            .and_then(Path::parent)
            .unwrap_or(Path::new("target"))
            .join("ptxas-check"),
        tile_opt,
        ptx_only: false,
        filter: None,
    };
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "--ptx-only" => config.ptx_only = true,
            // libtest's flags (cargo passes some through): nothing to do.
            a if a.starts_with('-') => {}
            a => config.filter = Some(a.to_string()),
        }
    }
    match run(&config) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("ptxas check: error: {e}");
            ExitCode::FAILURE
        }
    }
}
