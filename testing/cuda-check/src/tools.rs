//! Where the CUDA compiler tools are: `TILE_PTXAS` / `TILE_NVDISASM` when
//! set, else the project-local `.tools/bin/` that `scripts/setup.sh` fills.

use crate::error::CheckError;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The tools this check runs.
pub struct CudaTools {
    /// `ptxas`.
    pub ptxas: PathBuf,
    /// `nvdisasm`.
    pub nvdisasm: PathBuf,
}

impl CudaTools {
    /// Finds both tools under `root` (the repository) or through the
    /// environment; a missing one is an error, never a skip.
    pub fn locate(root: &Path) -> Result<Self, CheckError> {
        Ok(Self {
            ptxas: locate_one(root, "ptxas", "TILE_PTXAS")?,
            nvdisasm: locate_one(root, "nvdisasm", "TILE_NVDISASM")?,
        })
    }
}

/// NVIDIA's libdevice for the units that call it (`math.sin`...):
/// `$TILE_LIBDEVICE`, else the one of the CUDA wheel scripts/setup.sh
/// installs into `.tools/cuda`.
pub fn libdevice(root: &Path) -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("TILE_LIBDEVICE").filter(|p| !p.is_empty()) {
        return Some(path.into());
    }
    std::fs::read_dir(root.join(".tools/cuda/lib"))
        .ok()?
        .flatten()
        .map(|python| {
            python
                .path()
                .join("site-packages/nvidia/cu13/nvvm/libdevice/libdevice.10.bc")
        })
        .find(|p| p.is_file())
}

fn locate_one(
    root: &Path,
    tool: &'static str,
    variable: &'static str,
) -> Result<PathBuf, CheckError> {
    let path = std::env::var_os(variable)
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join(".tools/bin").join(tool));
    if path.is_file() {
        Ok(path)
    } else {
        Err(CheckError::ToolMissing {
            tool,
            path,
            variable,
        })
    }
}

/// The `release ..., V..` line of a CUDA tool's `--version`.
pub fn version(tool: &Path) -> Result<String, CheckError> {
    let out = Command::new(tool)
        .arg("--version")
        .output()
        .map_err(|source| CheckError::Spawn {
            program: tool.display().to_string(),
            source,
        })?;
    let text = String::from_utf8_lossy(&out.stdout);
    Ok(text
        .lines()
        .find(|l| l.contains("release"))
        .unwrap_or("unknown version")
        .trim()
        .to_string())
}
