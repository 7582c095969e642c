//! Stage 1: every compiled chunk of every file, both strategies, every
//! target override, to PTX files; failures classified (negative by design,
//! explained rejection, or a finding); counts printed.

use crate::assemble;
use crate::compile::{self, Strategy, Unit};
use crate::corpus::{ChunkKind, TestFile};
use crate::error::CheckError;
use crate::findings::{indent, Findings};
use crate::{parallel, rejections};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Compiles everything; returns the units and, in the same order, the
/// paths of their PTX files under `ptx_dir`.
pub fn run(
    tile_opt: &Path,
    files: &[TestFile],
    ptx_dir: &Path,
    filter: Option<&str>,
    findings: &mut Findings,
) -> Result<(Vec<Unit>, Vec<PathBuf>), CheckError> {
    let jobs: Vec<(usize, Strategy, Option<String>)> = files
        .iter()
        .enumerate()
        .flat_map(|(i, f)| {
            Strategy::ALL
                .into_iter()
                .flat_map(move |s| f.variants.iter().map(move |v| (i, s, v.clone())))
        })
        .collect();
    let outputs = parallel::map(&jobs, |(i, s, v)| {
        compile::compile_file(tile_opt, *i, &files[*i], *s, v.as_deref())
    });
    let mut units = Vec::new();
    let mut failed_by_design = BTreeSet::new();
    let mut rejected = 0usize;
    let mut used_rejections = vec![false; rejections::REJECTIONS.len()];
    for ((i, _, _), output) in jobs.iter().zip(outputs) {
        let output = output?;
        let file = &files[*i];
        units.extend(output.units);
        for failure in output.failures {
            let chunk = failure.chunk.map(|c| &file.chunks[c]);
            let label = chunk.map_or_else(|| file.rel.clone(), |c| c.label(file));
            let variant = failure
                .variant
                .as_deref()
                .map_or(String::new(), |t| format!(" --target={t}"));
            let explained =
                chunk.and_then(|c| rejections::explain(&file.rel, &c.text, &failure.stderr));
            if file.expects_failure {
                failed_by_design.insert(label);
            } else if let Some(k) = explained {
                rejected += 1;
                used_rejections[k] = true;
            } else {
                findings.push(format!(
                    "{label} (--pipeline={}{variant}): tile-opt failed:\n{}",
                    failure.strategy.pipeline(),
                    indent(&failure.stderr)
                ));
            }
        }
    }
    for (r, used) in rejections::REJECTIONS.iter().zip(&used_rejections) {
        if !used && filter.is_none_or(|f| r.file.contains(f)) {
            findings.push(format!(
                "{} ({}): listed in rejections.rs as rejected by {}, but no chunk was \
                 rejected that way: remove or fix the entry",
                r.file, r.kernel, r.rule
            ));
        }
    }
    let paths = units
        .iter()
        .map(|u| {
            let f = &files[u.file];
            let stem = assemble::unit_stem(&f.rel, f.chunks[u.chunk].first_line, u);
            assemble::write_ptx(ptx_dir, &stem, u)
        })
        .collect::<Result<Vec<_>, _>>()?;
    print_counts(files, &units, &failed_by_design, rejected);
    Ok((units, paths))
}

fn print_counts(
    files: &[TestFile],
    units: &[Unit],
    failed_by_design: &BTreeSet<String>,
    rejected: usize,
) {
    let count = |k: ChunkKind| {
        files
            .iter()
            .flat_map(|f| &f.chunks)
            .filter(|c| c.kind == k)
            .count()
    };
    println!(
        "{} files, {} chunks: {} compiled, {} negative (expected-error, no PTX), {} without code",
        files.len(),
        files.iter().map(|f| f.chunks.len()).sum::<usize>(),
        count(ChunkKind::Compiled),
        count(ChunkKind::Negative),
        count(ChunkKind::Empty)
    );
    let mut chunks: ChunksPerRun = BTreeMap::new();
    for u in units {
        chunks
            .entry((u.strategy.pipeline(), u.variant.as_deref()))
            .or_default()
            .insert((u.file, u.chunk));
    }
    for ((pipeline, variant), set) in &chunks {
        println!(
            "  --pipeline={pipeline:<12} {:<22} {:>4} chunks gave PTX",
            variant.map_or("(each unit's target)".to_string(), |t| format!(
                "--target={t}"
            )),
            set.len()
        );
    }
    println!(
        "  chunk runs rejected as rejections.rs explains: {rejected}; chunks that failed as \
         their file expects (every tile-opt RUN line under `not`): {}",
        failed_by_design.len()
    );
    for label in failed_by_design {
        println!("    {label}");
    }
}

/// Compiled chunks per (pipeline, override).
type ChunksPerRun<'a> = BTreeMap<(&'a str, Option<&'a str>), BTreeSet<(usize, usize)>>;
