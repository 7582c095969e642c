//! Checks the lowering's output with the CUDA compiler tools, without a
//! GPU: ptxas acceptance of every PTX the lowering tests and examples give,
//! and the SASS differential of the two emission strategies.
//! `tools/tile-opt/tests/ptxas.rs` runs it in `cargo test` with the
//! freshly built driver.
//!
//! 1. Every `--split-input-file` chunk of every `.mlir` under
//!    `test/Lowering/`, `test/gpu/` and `examples/` (not `Inputs/`) is compiled by
//!    `tile-opt` with `--pipeline=default` and `--pipeline=default-asm`,
//!    `--emit=ptx`, once with each unit's own target and once per
//!    `--target=` the file's RUN lines pass. Chunks with `expected-error`
//!    are negative tests (no PTX); a chunk of a file whose every
//!    `tile-opt %s` RUN line is under `not` may fail; a chunk the default
//!    pipelines reject on purpose is listed in [`rejections`]. Any other
//!    failure fails the check.
//! 2. Every PTX unit is assembled with `ptxas -arch=<its .target>`
//!    (scripts/setup.sh installs ptxas 13.0.88, the GPU machine's); any
//!    error or warning fails the check.
//! 3. For every kernel, the async-copy SASS of both strategies (nvdisasm)
//!    must be identical modulo registers, or the difference explained in
//!    [`differential::EXPLAINED`]; files under
//!    [`corpus::ASSEMBLE_ONLY_ROOTS`] (the GPU cases) are assembled only.
//!
//! Everything is written under the work folder (PTX, cubins, SASS
//! listings). `TILE_PTXAS` / `TILE_NVDISASM` override the tools.

pub mod assemble;
pub mod compile;
pub mod corpus;
pub mod differential;
pub mod elf;
pub mod error;
pub mod findings;
pub mod parallel;
pub mod ptx_stage;
pub mod ptxas_stage;
pub mod rejections;
pub mod sass;
pub mod sass_stage;
pub mod tools;

use error::io;
pub use error::CheckError;
use findings::Findings;
use std::path::PathBuf;
use std::time::Instant;

/// What to check, and where.
pub struct Config {
    /// The repository.
    pub root: PathBuf,
    /// The `tile-opt` driver to compile with.
    pub tile_opt: PathBuf,
    /// Where PTX (`ptx/`), cubins and SASS listings go; emptied first.
    pub work: PathBuf,
    /// Stop after writing the PTX (no CUDA tools needed).
    pub ptx_only: bool,
    /// Only files whose path contains this.
    pub filter: Option<String>,
}

/// Runs the whole check, printing counts and timings to stdout and every
/// failure to stderr. `Ok(false)`: something failed.
pub fn run(config: &Config) -> Result<bool, CheckError> {
    let started = Instant::now();
    let work = &config.work;
    if work.exists() {
        std::fs::remove_dir_all(work).map_err(io(work))?;
    }
    let ptx_dir = work.join("ptx");
    std::fs::create_dir_all(&ptx_dir).map_err(io(&ptx_dir))?;
    if let Some(path) = tools::libdevice(&config.root) {
        compile::set_libdevice(path);
    }
    let tools = if config.ptx_only {
        None
    } else {
        Some(tools::CudaTools::locate(&config.root)?)
    };
    let mut files = corpus::discover(&config.root)?;
    if let Some(f) = &config.filter {
        files.retain(|t| t.rel.contains(f.as_str()));
    }
    let filter = config.filter.as_deref();
    let mut findings = Findings::default();

    let (units, ptx_paths) =
        ptx_stage::run(&config.tile_opt, &files, &ptx_dir, filter, &mut findings)?;
    println!(
        "compiled {} PTX units in {:.1} s into {}",
        units.len(),
        started.elapsed().as_secs_f64(),
        ptx_dir.display()
    );
    if let Some(tools) = tools {
        let cubins = ptxas_stage::run(&tools.ptxas, &files, &units, &ptx_paths, &mut findings)?;
        sass_stage::run(
            &tools.nvdisasm,
            work,
            &files,
            &units,
            &cubins,
            filter,
            &mut findings,
        )?;
    }
    println!("total {:.1} s", started.elapsed().as_secs_f64());
    Ok(findings.report())
}
