//! Writing a compiled program: per strategy its PTX, its launch manifest
//! (JSON) and, when asked, the host shared object (the module's host code
//! with the PTX embedded), plus the tile IR the lowering built. Files are
//! written only after every strategy compiled: a failing program leaves
//! nothing behind.

use crate::error::DslError;
use crate::plan::Plan;
use crate::{compile, emit_ir};
use std::path::{Path, PathBuf};
use tile_compiler::{Session, Strategy};

/// Both strategies, in the order files are written.
pub const STRATEGIES: [Strategy; 2] = [Strategy::Intrinsics, Strategy::Asm];

/// Compiles `plan` with each of `strategies` and writes, into `dir`:
/// `<name>.tile.mlir`, and per strategy `<name>.<strategy>.ptx`,
/// `<name>.<strategy>.manifest.json` and (with `host`)
/// `<name>.<strategy>.so`. Returns the paths written.
pub fn write_program(
    session: &Session,
    plan: &Plan,
    strategies: &[Strategy],
    host: bool,
    dir: &Path,
) -> Result<Vec<PathBuf>, DslError> {
    let mut files: Vec<(PathBuf, Vec<u8>)> = Vec::new();
    files.push((
        dir.join(format!("{}.tile.mlir", plan.name)),
        emit_ir(session, plan)?.into_bytes(),
    ));
    for &strategy in strategies {
        let artifacts = compile(session, plan, strategy, host)?;
        let stem = format!("{}.{strategy}", plan.name);
        let kernel = artifacts
            .kernel(&plan.name)
            .ok_or_else(|| DslError::Compile {
                kernel: plan.name.clone(),
                strategy: strategy.name(),
                message: format!("the PTX has no .entry {}", plan.name),
            })?;
        files.push((
            dir.join(format!("{stem}.ptx")),
            kernel.ptx.as_bytes().to_vec(),
        ));
        if let Some(json) = artifacts.manifest_json() {
            files.push((dir.join(format!("{stem}.manifest.json")), json.into_bytes()));
        }
        if let Some(so) = artifacts.host {
            files.push((dir.join(format!("{stem}.so")), so));
        }
    }
    std::fs::create_dir_all(dir).map_err(|source| DslError::Io {
        path: dir.to_path_buf(),
        source,
    })?;
    let mut written = Vec::new();
    for (path, bytes) in files {
        std::fs::write(&path, bytes).map_err(|source| DslError::Io {
            path: path.clone(),
            source,
        })?;
        written.push(path);
    }
    Ok(written)
}

/// The programs (`*.tdsl`) of `dir`, sorted.
pub fn programs_in(dir: &Path) -> Result<Vec<PathBuf>, DslError> {
    let entries = std::fs::read_dir(dir).map_err(|source| DslError::Io {
        path: dir.to_path_buf(),
        source,
    })?;
    let mut programs: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "tdsl"))
        .collect();
    programs.sort();
    Ok(programs)
}
