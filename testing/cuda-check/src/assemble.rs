//! Assembling PTX units with `ptxas -arch=<the unit's .target>`: any error
//! and any warning (anything ptxas prints) fails the unit.

use crate::compile::Unit;
use crate::error::{io, CheckError};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The file name of a unit's PTX (and, with `.cubin`, of its cubin):
/// `<file>.<chunk line>.<pipeline>[.<override>].<unit>`, all in one folder.
pub fn unit_stem(rel: &str, first_line: usize, unit: &Unit) -> String {
    let mut stem = format!(
        "{}.L{first_line}.{}",
        rel.trim_end_matches(".mlir").replace('/', "_"),
        unit.strategy.pipeline()
    );
    if let Some(t) = &unit.variant {
        stem.push_str(&format!(".target-{t}"));
    }
    let name = unit
        .name
        .trim_start_matches("gpu.module @")
        .replace(|c: char| !c.is_ascii_alphanumeric() && c != '_', "-");
    stem.push('.');
    stem.push_str(&name);
    stem
}

/// Writes the unit's PTX to `dir/<stem>.ptx`.
pub fn write_ptx(dir: &Path, stem: &str, unit: &Unit) -> Result<PathBuf, CheckError> {
    let path = dir.join(format!("{stem}.ptx"));
    std::fs::write(&path, &unit.ptx).map_err(io(&path))?;
    Ok(path)
}

/// Assembles `ptx` into the cubin next to it. `Ok(Err(message))` is a
/// finding: ptxas failed or printed something.
pub fn assemble(
    ptxas: &Path,
    ptx: &Path,
    arch: &str,
) -> Result<Result<PathBuf, String>, CheckError> {
    let cubin = ptx.with_extension("cubin");
    if arch.is_empty() {
        return Ok(Err("the PTX has no .target line".to_string()));
    }
    let out = Command::new(ptxas)
        .arg(format!("-arch={arch}"))
        .arg(ptx)
        .arg("-o")
        .arg(&cubin)
        .output()
        .map_err(|source| CheckError::Spawn {
            program: ptxas.display().to_string(),
            source,
        })?;
    let mut said = String::from_utf8_lossy(&out.stderr).into_owned();
    said.push_str(&String::from_utf8_lossy(&out.stdout));
    Ok(if out.status.success() && said.trim().is_empty() {
        Ok(cubin)
    } else {
        Err(format!(
            "ptxas -arch={arch} ({}): {}",
            out.status,
            said.trim_end()
        ))
    })
}
