//! The inputs: every `--split-input-file` chunk of every test under
//! `test/Lowering/` and `test/gpu/` and of every example under `examples/`,
//! classified, and the target overrides the file's own RUN lines use.

use crate::error::{io, CheckError};
use std::path::{Path, PathBuf};
use tile_expect::{split_input, DEFAULT_SPLIT_MARKER};

/// The folders (relative to the repository) whose `.mlir` files are
/// compiled; `Inputs/` folders below them hold helpers, not tests.
pub const ROOTS: &[&str] = &["test/Lowering", "test/gpu", "examples"];

/// The folders among [`ROOTS`] whose kernels are compiled and assembled but
/// left out of the SASS differential: the GPU cases (`test/gpu/`) run both
/// strategies on the device, and their kernels' SASS differs between the
/// strategies in ways no [`crate::differential::EXPLAINED`] rule covers yet
/// (folded shared-memory address offsets, predicated instead of branched-
/// around TMA issue, out-of-line wait retries in loops).
pub const ASSEMBLE_ONLY_ROOTS: &[&str] = &["test/gpu"];

/// What a chunk is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChunkKind {
    /// Only comments and blank lines (a file whose RUN lines compile
    /// another file): nothing to compile.
    Empty,
    /// A negative test (`expected-error`): it produces no PTX.
    Negative,
    /// Compiled with both strategies; it must give PTX.
    Compiled,
}

/// One chunk of a file.
pub struct Chunk {
    /// 0-based position in the file.
    pub index: usize,
    /// 1-based line of the file on which the chunk starts.
    pub first_line: usize,
    /// Number of lines the chunk spans.
    pub line_count: usize,
    /// The text, marker lines excluded.
    pub text: String,
    /// Its class.
    pub kind: ChunkKind,
}

impl Chunk {
    /// The chunk alone, preceded by blank lines so that diagnostics carry
    /// the file's line numbers.
    pub fn padded_text(&self) -> String {
        let mut out = "\n".repeat(self.first_line.saturating_sub(1));
        out.push_str(&self.text);
        out
    }

    /// Whether `line` (1-based, of the file) lies in this chunk.
    pub fn contains_line(&self, line: usize) -> bool {
        line >= self.first_line && line < self.first_line + self.line_count.max(1)
    }

    /// A short name: `<file>:<first line>`.
    pub fn label(&self, file: &TestFile) -> String {
        format!("{}:{}", file.rel, self.first_line)
    }
}

/// One test file or example.
pub struct TestFile {
    /// Path relative to the repository, `/`-separated.
    pub rel: String,
    /// Its chunks, in order.
    pub chunks: Vec<Chunk>,
    /// Every RUN line that runs `tile-opt` on this file does so under
    /// `not`: a chunk of it that fails to compile is a negative test.
    pub expects_failure: bool,
    /// Target overrides to compile with: `None` (each unit's own target)
    /// and every `--target=` a RUN line passes for this file.
    pub variants: Vec<Option<String>>,
    /// Whether its kernels take part in the SASS differential (not under
    /// an [`ASSEMBLE_ONLY_ROOTS`] folder).
    pub differential: bool,
}

impl TestFile {
    /// The source with every chunk that is not compiled blanked out (its
    /// lines, and the marker before it, become blank lines), so that a
    /// `--split-input-file` run yields one output per compiled chunk and
    /// reports the file's own line numbers.
    pub fn compiled_source(&self, skip: &[usize]) -> String {
        let mut out = String::new();
        let mut any_kept = false;
        for chunk in &self.chunks {
            let kept = chunk.kind == ChunkKind::Compiled && !skip.contains(&chunk.index);
            if chunk.index > 0 {
                out.push_str(if kept && any_kept { "// -----\n" } else { "\n" });
            }
            if kept {
                out.push_str(&chunk.text);
                if !chunk.text.ends_with('\n') {
                    out.push('\n');
                }
                any_kept = true;
            } else {
                out.push_str(&"\n".repeat(chunk.line_count));
            }
        }
        out
    }

    /// The chunks compiled, minus `skip`.
    pub fn compiled(&self, skip: &[usize]) -> impl Iterator<Item = &Chunk> + '_ {
        let skip = skip.to_vec();
        self.chunks
            .iter()
            .filter(move |c| c.kind == ChunkKind::Compiled && !skip.contains(&c.index))
    }

    /// The chunk holding `line`.
    pub fn chunk_at(&self, line: usize) -> Option<&Chunk> {
        self.chunks.iter().find(|c| c.contains_line(line))
    }
}

/// Every test file and example, sorted by path.
pub fn discover(root: &Path) -> Result<Vec<TestFile>, CheckError> {
    let mut paths = Vec::new();
    for dir in ROOTS {
        collect(&root.join(dir), &mut paths)?;
    }
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let source = std::fs::read_to_string(&path).map_err(io(&path))?;
            let rel = path
                .strip_prefix(root)
                .unwrap_or(&path)
                .to_string_lossy()
                .replace('\\', "/");
            Ok(classify(rel, &source))
        })
        .collect()
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) -> Result<(), CheckError> {
    for entry in std::fs::read_dir(dir).map_err(io(dir))? {
        let path = entry.map_err(io(dir))?.path();
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n != "Inputs") {
                collect(&path, out)?;
            }
        } else if path.extension().is_some_and(|e| e == "mlir") {
            out.push(path);
        }
    }
    Ok(())
}

/// Splits and classifies one file.
pub fn classify(rel: String, source: &str) -> TestFile {
    let chunks = split_input(source, DEFAULT_SPLIT_MARKER)
        .into_iter()
        .enumerate()
        .map(|(index, c)| Chunk {
            index,
            first_line: c.first_line,
            line_count: c.text.split_inclusive('\n').count(),
            kind: chunk_kind(&c.text),
            text: c.text,
        })
        .collect();
    let commands = tile_opt_commands(source);
    let expects_failure = !commands.is_empty() && commands.iter().all(|c| c.negated);
    let mut variants = vec![None];
    for c in &commands {
        if let Some(t) = &c.target {
            if !variants.contains(&Some(t.clone())) {
                variants.push(Some(t.clone()));
            }
        }
    }
    let differential = !ASSEMBLE_ONLY_ROOTS
        .iter()
        .any(|r| rel.starts_with(&format!("{r}/")));
    TestFile {
        rel,
        chunks,
        expects_failure,
        variants,
        differential,
    }
}

fn chunk_kind(text: &str) -> ChunkKind {
    let code = text
        .lines()
        .map(str::trim)
        .any(|l| !l.is_empty() && !l.starts_with("//"));
    if !code {
        ChunkKind::Empty
    } else if text.contains("expected-error") {
        ChunkKind::Negative
    } else {
        ChunkKind::Compiled
    }
}

/// A `tile-opt` command of a RUN line that reads this file (`%s`).
#[derive(Debug, PartialEq, Eq)]
pub struct TileOptCommand {
    /// Run under `not`: it is expected to fail.
    pub negated: bool,
    /// Its `--target=`.
    pub target: Option<String>,
}

/// The `tile-opt ... %s` commands of the file's RUN lines.
pub fn tile_opt_commands(source: &str) -> Vec<TileOptCommand> {
    let mut commands = Vec::new();
    let mut pending = String::new();
    for line in source.lines() {
        let Some((_, run)) = line.split_once("RUN:") else {
            continue;
        };
        let run = run.trim();
        if let Some(head) = run.strip_suffix('\\') {
            pending.push_str(head);
            pending.push(' ');
            continue;
        }
        pending.push_str(run);
        let full = std::mem::take(&mut pending);
        for segment in full.split(['|', ';']).flat_map(|s| s.split("&&")) {
            let words: Vec<&str> = segment.split_whitespace().collect();
            let Some(tool) = words
                .iter()
                .position(|w| *w == "tile-opt" || *w == "%tile-opt")
            else {
                continue;
            };
            if !words[tool..].contains(&"%s") {
                continue;
            }
            commands.push(TileOptCommand {
                negated: words[..tool].iter().any(|w| *w == "not" || *w == "%not"),
                target: words[tool..]
                    .iter()
                    .find_map(|w| w.strip_prefix("--target="))
                    .map(str::to_string),
            });
        }
    }
    commands
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_and_variants() {
        let src = "// RUN: %tile-opt %s --emit=ptx | %FileCheck %s\n\
                   // RUN: %tile-opt %s --emit=ptx --target=sm_100a | %FileCheck %s\n\
                   // RUN: %not %tile-opt %S/other.mlir\n";
        let f = classify("test/Lowering/x.mlir".into(), src);
        assert!(!f.expects_failure);
        assert_eq!(f.variants, vec![None, Some("sm_100a".to_string())]);
    }

    #[test]
    fn gpu_cases_are_assembled_not_compared() {
        let src = "// RUN: %tile-opt %s --emit=ptx\n";
        assert!(!classify("test/gpu/copy_pipe.mlir".into(), src).differential);
        assert!(!classify("test/gpu/host/gemm.mlir".into(), src).differential);
        assert!(classify("test/Lowering/x.mlir".into(), src).differential);
        assert!(classify("examples/copy_2d.mlir".into(), src).differential);
        assert!(classify("test/gpu-like/x.mlir".into(), src).differential);
    }

    #[test]
    fn negated_everywhere_expects_failure() {
        let src = "// RUN: env PATH=x %not %tile-opt %s -o %t\n// RUN: not tile-opt %s \\\n// RUN:   --emit=llvm\n";
        assert!(classify("a".into(), src).expects_failure);
    }

    #[test]
    fn blanked_source_keeps_lines() {
        let src = "a = 1\n// -----\n// expected-error {{x}}\nb\n// -----\nc\n";
        let f = classify("a".into(), src);
        let kinds: Vec<_> = f.chunks.iter().map(|c| c.kind).collect();
        assert_eq!(
            kinds,
            [
                ChunkKind::Compiled,
                ChunkKind::Negative,
                ChunkKind::Compiled
            ]
        );
        let out = f.compiled_source(&[]);
        assert_eq!(out.lines().count(), src.lines().count());
        assert_eq!(out, "a = 1\n\n\n\n// -----\nc\n");
        let first_skipped = f.compiled_source(&[0]);
        assert_eq!(first_skipped, "\n\n\n\n\nc\n");
    }
}
