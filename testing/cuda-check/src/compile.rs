//! Compiling chunks to PTX with the `tile-opt` driver: one
//! `--split-input-file` run per file, strategy and target override, and
//! one run per chunk when that fails (to tell which chunk failed and still
//! compile the others).

use crate::corpus::{Chunk, TestFile};
use crate::error::CheckError;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The two emission strategies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Strategy {
    /// `--pipeline=default`: NVVM ops (intrinsics), inline-asm fallbacks.
    Intrinsics,
    /// `--pipeline=default-asm`: inline asm for every tile op.
    Asm,
}

impl Strategy {
    /// Both, in report order.
    pub const ALL: [Strategy; 2] = [Strategy::Intrinsics, Strategy::Asm];

    /// The named pipeline.
    pub fn pipeline(self) -> &'static str {
        match self {
            Strategy::Intrinsics => "default",
            Strategy::Asm => "default-asm",
        }
    }
}

/// One PTX unit (a `gpu.module`) the driver wrote for a chunk.
pub struct Unit {
    /// Index of the file in the corpus.
    pub file: usize,
    /// Index of the chunk in the file.
    pub chunk: usize,
    /// The strategy.
    pub strategy: Strategy,
    /// The `--target=` override, if any.
    pub variant: Option<String>,
    /// `gpu.module @name` (or `builtin.module`).
    pub name: String,
    /// Its `.target` (ptxas's `-arch`).
    pub target: String,
    /// The PTX text.
    pub ptx: String,
}

/// A chunk the driver did not compile.
pub struct Failure {
    /// Index of the chunk in the file (`None`: the run failed in a way no
    /// chunk can be blamed for).
    pub chunk: Option<usize>,
    /// The strategy.
    pub strategy: Strategy,
    /// The `--target=` override, if any.
    pub variant: Option<String>,
    /// The driver's messages.
    pub stderr: String,
}

/// What compiling one file with one strategy and override gave.
#[derive(Default)]
pub struct FileOutput {
    /// Every unit of every chunk that compiled.
    pub units: Vec<Unit>,
    /// Every chunk that did not.
    pub failures: Vec<Failure>,
}

/// Compiles every compiled chunk of `file`.
pub fn compile_file(
    tile_opt: &Path,
    file_index: usize,
    file: &TestFile,
    strategy: Strategy,
    variant: Option<&str>,
) -> Result<FileOutput, CheckError> {
    let mut output = FileOutput::default();
    let chunks: Vec<&Chunk> = file.compiled(&[]).collect();
    if chunks.is_empty() {
        return Ok(output);
    }
    let (ok, stdout, stderr) = run(
        tile_opt,
        &file.compiled_source(&[]),
        true,
        strategy,
        variant,
    )?;
    let segments: Vec<&str> = if ok { split_segments(&stdout) } else { vec![] };
    if ok && segments.len() == chunks.len() {
        for (chunk, segment) in chunks.iter().zip(segments) {
            push_units(
                &mut output,
                file_index,
                chunk.index,
                strategy,
                variant,
                segment,
            );
        }
        return Ok(output);
    }
    if ok {
        output.failures.push(Failure {
            chunk: None,
            strategy,
            variant: variant.map(str::to_string),
            stderr: format!(
                "{} outputs for {} chunks: the driver's --split-input-file output does not \
                 match the file's chunks\n{stderr}",
                segments.len(),
                chunks.len()
            ),
        });
        return Ok(output);
    }
    // Something failed: compile each chunk alone.
    for chunk in chunks {
        let (ok, stdout, stderr) = run(tile_opt, &chunk.padded_text(), false, strategy, variant)?;
        if ok {
            push_units(
                &mut output,
                file_index,
                chunk.index,
                strategy,
                variant,
                &stdout,
            );
        } else {
            output.failures.push(Failure {
                chunk: Some(chunk.index),
                strategy,
                variant: variant.map(str::to_string),
                stderr,
            });
        }
    }
    Ok(output)
}

/// libdevice for every tile-opt run (see [`set_libdevice`]).
static LIBDEVICE: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();

/// Passes `path` to every tile-opt run as `TILE_LIBDEVICE` (units that
/// call libdevice compile only with it).
pub fn set_libdevice(path: PathBuf) {
    let _ = LIBDEVICE.set(path);
}

fn run(
    tile_opt: &Path,
    source: &str,
    split: bool,
    strategy: Strategy,
    variant: Option<&str>,
) -> Result<(bool, String, String), CheckError> {
    let mut command = Command::new(tile_opt);
    command
        .arg("-")
        .arg(format!("--pipeline={}", strategy.pipeline()))
        .arg("--emit=ptx");
    if let Some(path) = LIBDEVICE.get() {
        command.env("TILE_LIBDEVICE", path);
    }
    if split {
        command.arg("--split-input-file");
    }
    if let Some(t) = variant {
        command.arg(format!("--target={t}"));
    }
    let spawn_error = |source| CheckError::Spawn {
        program: tile_opt.display().to_string(),
        source,
    };
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(spawn_error)?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin.write_all(source.as_bytes()).map_err(spawn_error)?;
    }
    let out = child.wait_with_output().map_err(spawn_error)?;
    Ok((
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    ))
}

/// The driver joins chunk outputs with a `// -----` line.
fn split_segments(stdout: &str) -> Vec<&str> {
    let mut segments = Vec::new();
    let mut start = 0;
    let mut offset = 0;
    for line in stdout.split_inclusive('\n') {
        if line.trim_end() == "// -----" {
            segments.push(&stdout[start..offset]);
            start = offset + line.len();
        }
        offset += line.len();
    }
    segments.push(&stdout[start..]);
    segments
}

/// Each unit of a chunk's output starts with `// gpu.module @name` (or
/// `// builtin.module`).
fn push_units(
    output: &mut FileOutput,
    file: usize,
    chunk: usize,
    strategy: Strategy,
    variant: Option<&str>,
    text: &str,
) {
    let mut current: Option<(String, String)> = None;
    let finish = |current: Option<(String, String)>, output: &mut FileOutput| {
        if let Some((name, ptx)) = current {
            let target = ptx
                .lines()
                .find_map(|l| l.trim().strip_prefix(".target"))
                .and_then(|t| t.split([',', ' ', '\t']).find(|w| !w.is_empty()))
                .unwrap_or("")
                .to_string();
            output.units.push(Unit {
                file,
                chunk,
                strategy,
                variant: variant.map(str::to_string),
                name,
                target,
                ptx,
            });
        }
    };
    for line in text.split_inclusive('\n') {
        let header = line
            .trim_end()
            .strip_prefix("// ")
            .filter(|h| h.starts_with("gpu.module @") || *h == "builtin.module");
        if let Some(name) = header {
            finish(current.take(), output);
            current = Some((name.to_string(), String::new()));
        } else if let Some((_, ptx)) = current.as_mut() {
            ptx.push_str(line);
        }
    }
    finish(current, output);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn segments_and_units() {
        let out = "// gpu.module @a\n.version 8.0\n.target sm_90a\n// gpu.module @b\n.target sm_100a, debug\n// -----\n// builtin.module\n.target sm_80\n";
        let segments = split_segments(out);
        assert_eq!(segments.len(), 2);
        let mut output = FileOutput::default();
        push_units(&mut output, 0, 3, Strategy::Asm, None, segments[0]);
        push_units(&mut output, 0, 4, Strategy::Asm, None, segments[1]);
        let names: Vec<_> = output
            .units
            .iter()
            .map(|u| (u.chunk, u.name.as_str(), u.target.as_str()))
            .collect();
        assert_eq!(
            names,
            [
                (3, "gpu.module @a", "sm_90a"),
                (3, "gpu.module @b", "sm_100a"),
                (4, "builtin.module", "sm_80")
            ]
        );
    }
}
