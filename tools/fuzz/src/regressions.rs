//! The regression corpus (`tools/fuzz/regressions/`): promoted findings,
//! each `<name>.mlir` (the input, byte for byte) with `<name>.meta` (how it
//! is run, the class and signature it had when found). An input too large to
//! keep in git is made instead: a `<name>.meta` without a `.mlir` names its
//! generator in a `generate:` line (see [`generate`]). `cargo test` replays
//! every one through the oracles and fails unless each is now `ok` or a
//! located rejection; promoting also writes a lit test skeleton under
//! `test/Fuzz/` for the fix to complete.

use crate::error::FuzzError;
use crate::findings::read_kind;
use crate::protocol::JobKind;
use std::path::{Path, PathBuf};

/// The corpus folder of this repository.
pub fn default_dir(root: &Path) -> PathBuf {
    root.join("tools/fuzz/regressions")
}

/// One regression input.
#[derive(Clone, Debug)]
pub struct Regression {
    /// The file stem.
    pub name: String,
    /// How it is run.
    pub kind: JobKind,
    /// The input bytes.
    pub input: Vec<u8>,
    /// The `.meta` text.
    pub meta: String,
}

/// Every regression in `dir`, sorted by name. A `.mlir` without a readable
/// `.meta` is an error.
pub fn load(dir: &Path) -> Result<Vec<Regression>, FuzzError> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Ok(out);
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().is_none_or(|e| e != "mlir") {
            continue;
        }
        let meta_path = path.with_extension("meta");
        let kind = read_kind(&meta_path).ok_or_else(|| FuzzError::BadMeta(meta_path.clone()))?;
        let input = std::fs::read(&path).map_err(|e| FuzzError::io("read", &path, e))?;
        let meta = std::fs::read_to_string(&meta_path).unwrap_or_default();
        out.push(Regression {
            name: stem(&path),
            kind,
            input,
            meta,
        });
    }
    out.extend(load_generated(dir)?);
    out.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(out)
}

/// A regression's name: its file's stem.
fn stem(path: &Path) -> String {
    path.file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// The regressions of `dir` whose input is generated: every `<name>.meta`
/// without a `<name>.mlir`. Its `generate:` line must name a generator.
pub fn load_generated(dir: &Path) -> Result<Vec<Regression>, FuzzError> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Ok(out);
    };
    for entry in entries.flatten() {
        let meta_path = entry.path();
        if meta_path.extension().is_none_or(|e| e != "meta")
            || meta_path.with_extension("mlir").exists()
        {
            continue;
        }
        let bad = || FuzzError::BadMeta(meta_path.clone());
        let kind = read_kind(&meta_path).ok_or_else(bad)?;
        let meta = std::fs::read_to_string(&meta_path)
            .map_err(|e| FuzzError::io("read", &meta_path, e))?;
        let input = meta
            .lines()
            .find_map(|l| l.strip_prefix("generate: "))
            .and_then(generate)
            .ok_or_else(bad)?;
        out.push(Regression {
            name: stem(&meta_path),
            kind,
            input,
            meta,
        });
    }
    Ok(out)
}

/// Writes the generated regressions of `dir` into `out_dir` as
/// `<name>.mlir` with their `<name>.meta`, for tools that take files
/// (`tile-fuzz replay`); returns the `.mlir` paths.
pub fn write_generated(dir: &Path, out_dir: &Path) -> Result<Vec<PathBuf>, FuzzError> {
    let generated = load_generated(dir)?;
    if generated.is_empty() {
        return Ok(Vec::new());
    }
    std::fs::create_dir_all(out_dir).map_err(|e| FuzzError::io("create", out_dir, e))?;
    let mut paths = Vec::new();
    for r in generated {
        let path = out_dir.join(format!("{}.mlir", r.name));
        std::fs::write(&path, &r.input).map_err(|e| FuzzError::io("write", &path, e))?;
        let meta = path.with_extension("meta");
        std::fs::write(&meta, &r.meta).map_err(|e| FuzzError::io("write", &meta, e))?;
        paths.push(path);
    }
    Ok(paths)
}

/// The input a `generate:` line describes, or `None` for an unknown one.
///
/// `nested-modules N`: `N` nested `module {` around one empty function, one
/// op a line (`N` = 10,000 is the input the deep-nesting crash was fixed on:
/// 20,003 lines, 110,028 bytes).
pub fn generate(spec: &str) -> Option<Vec<u8>> {
    let mut words = spec.split_whitespace();
    match (words.next()?, words.next()?, words.next()) {
        ("nested-modules", n, None) => {
            let depth: usize = n.parse().ok()?;
            let mut text = "module {\n".repeat(depth);
            text += "func.func @f() {\n  return\n}\n";
            text += &"}\n".repeat(depth);
            Some(text.into_bytes())
        }
        _ => None,
    }
}

/// Copies a finding (`<hash>.mlir` and its `<hash>.txt`) into the corpus as
/// `<name>.mlir` / `<name>.meta`; returns the new `.mlir` path.
pub fn promote(finding: &Path, name: &str, dir: &Path) -> Result<PathBuf, FuzzError> {
    let meta_src = finding.with_extension("txt");
    let meta =
        std::fs::read_to_string(&meta_src).map_err(|e| FuzzError::io("read", &meta_src, e))?;
    if read_kind(&meta_src).is_none() {
        return Err(FuzzError::BadMeta(meta_src));
    }
    let input = std::fs::read(finding).map_err(|e| FuzzError::io("read", finding, e))?;
    std::fs::create_dir_all(dir).map_err(|e| FuzzError::io("create", dir, e))?;
    let target = dir.join(format!("{name}.mlir"));
    if target.exists() {
        return Err(FuzzError::Exists(target));
    }
    std::fs::write(&target, input).map_err(|e| FuzzError::io("write", &target, e))?;
    let meta_lines: Vec<&str> = meta
        .lines()
        .filter(|l| {
            l.starts_with("kind:")
                || l.starts_with("class:")
                || l.starts_with("signature:")
                || l.starts_with("found:")
        })
        .collect();
    let meta_target = target.with_extension("meta");
    std::fs::write(&meta_target, meta_lines.join("\n") + "\n")
        .map_err(|e| FuzzError::io("write", &meta_target, e))?;
    Ok(target)
}

/// A lit test skeleton for a mutant finding: the driver must exit 1 with a
/// located error (or, with `expect_ok`, succeed). The fix refines it.
pub fn lit_skeleton(kind: JobKind, input: &[u8], note: &str, expect_ok: bool) -> Option<String> {
    let JobKind::Mutant(path) = kind else {
        return None;
    };
    let text = String::from_utf8(input.to_vec()).ok()?;
    if text.contains('\0') {
        return None;
    }
    let flags = path.lit_flags();
    let mut out = format!("// Found by tile-fuzz: {note}\n");
    if expect_ok {
        out += &format!("// RUN: %tile-opt %s {flags} -o %t\n");
    } else {
        out += &format!("// RUN: %not %tile-opt %s {flags} -o %t 2>&1 | %FileCheck %s\n");
        out += "// CHECK: {{^.*:[0-9]+:[0-9]+: error: }}\n";
        out += "// CHECK-NOT: panicked\n";
    }
    out += "\n";
    out += &text;
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_modules_are_generated_as_promoted() {
        let input = generate("nested-modules 10000").expect("a known generator");
        let text = String::from_utf8(input).expect("text");
        assert_eq!(text.lines().count(), 20_003);
        assert_eq!(text.len(), 110_028);
        assert_eq!(text.lines().filter(|l| *l == "module {").count(), 10_000);
        assert!(text.starts_with("module {\nmodule {\n"));
        assert!(text.contains("module {\nfunc.func @f() {\n  return\n}\n}\n"));
        assert!(text.ends_with("}\n}\n"));
        assert!(generate("nested-modules").is_none());
        assert!(generate("nested-modules ten").is_none());
        assert!(generate("unknown 3").is_none());
    }

    #[test]
    fn the_corpus_holds_the_generated_deep_nesting_input() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let all = load(&default_dir(&root)).expect("the regression corpus");
        let deep = all
            .iter()
            .find(|r| r.name == "crash-deep-nesting")
            .expect("crash-deep-nesting is in the corpus");
        assert_eq!(deep.input.len(), 110_028);
        assert!(matches!(deep.kind, JobKind::Mutant(_)));
    }
}
