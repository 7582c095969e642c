//! The seed corpus of the mutation fuzzer: every `--split-input-file` chunk
//! of every `test/**/*.mlir` file, and every `examples/**/*.mlir` file, in a
//! fixed (sorted) order so that a seed number names the same input on every
//! machine.

use std::path::{Path, PathBuf};
use thiserror::Error;
use tile_expect::{split_input, DEFAULT_SPLIT_MARKER};

/// One seed input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seed {
    /// `test/Dialect/Tile/invalid.mlir#3` (chunk 3 of that file).
    pub origin: String,
    /// The chunk's text.
    pub text: String,
}

/// Failure to read the corpus.
#[derive(Debug, Error)]
pub enum CorpusError {
    /// A folder or file could not be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The path.
        path: PathBuf,
        /// The I/O error.
        source: std::io::Error,
    },
    /// The repository has no `.mlir` seeds at all.
    #[error("no .mlir seeds under {0}/test or {0}/examples")]
    Empty(PathBuf),
}

/// The repository root this crate was built in (`tools/fuzz/../..`).
pub fn default_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every seed under `root/test` and `root/examples`.
pub fn load(root: &Path) -> Result<Vec<Seed>, CorpusError> {
    let mut files = Vec::new();
    for dir in ["test", "examples"] {
        collect_mlir(&root.join(dir), &mut files)?;
    }
    files.sort();
    let mut seeds = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).map_err(|source| CorpusError::Read {
            path: file.clone(),
            source,
        })?;
        let rel = file
            .strip_prefix(root)
            .unwrap_or(&file)
            .to_string_lossy()
            .into_owned();
        for (i, chunk) in split_input(&text, DEFAULT_SPLIT_MARKER)
            .into_iter()
            .enumerate()
        {
            if chunk.text.trim().is_empty() {
                continue;
            }
            seeds.push(Seed {
                origin: format!("{rel}#{i}"),
                text: chunk.text,
            });
        }
    }
    if seeds.is_empty() {
        return Err(CorpusError::Empty(root.to_path_buf()));
    }
    Ok(seeds)
}

fn collect_mlir(dir: &Path, out: &mut Vec<PathBuf>) -> Result<(), CorpusError> {
    if !dir.exists() {
        return Ok(());
    }
    let entries = std::fs::read_dir(dir).map_err(|source| CorpusError::Read {
        path: dir.to_path_buf(),
        source,
    })?;
    for entry in entries {
        let entry = entry.map_err(|source| CorpusError::Read {
            path: dir.to_path_buf(),
            source,
        })?;
        let path = entry.path();
        if path.is_dir() {
            collect_mlir(&path, out)?;
        } else if path.extension().is_some_and(|e| e == "mlir") {
            out.push(path);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_repository_has_many_seeds_in_a_fixed_order() {
        let a = load(&default_root()).expect("corpus");
        let b = load(&default_root()).expect("corpus");
        assert!(a.len() > 100, "only {} seeds", a.len());
        assert_eq!(a, b);
        assert!(a.iter().any(|s| s.origin.starts_with("examples/")));
        assert!(a.iter().all(|s| !s.text.contains("\n// -----\n")));
    }
}
