//! Stage 2: every PTX unit through `ptxas -arch=<its .target>`; counts
//! per strategy and target printed.

use crate::assemble;
use crate::compile::Unit;
use crate::corpus::TestFile;
use crate::error::CheckError;
use crate::findings::{indent, Findings};
use crate::parallel;
use crate::sass::Cubin;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Assembles every unit; returns the cubins of those that passed.
pub fn run(
    ptxas: &Path,
    files: &[TestFile],
    units: &[Unit],
    ptx_paths: &[PathBuf],
    findings: &mut Findings,
) -> Result<Vec<Cubin>, CheckError> {
    let started = Instant::now();
    let assembled = parallel::map(
        &units.iter().zip(ptx_paths).collect::<Vec<_>>(),
        |(u, p)| assemble::assemble(ptxas, p, &u.target),
    );
    let mut cubins = Vec::new();
    let mut per_strategy_target: BTreeMap<(&str, &str), usize> = BTreeMap::new();
    for (index, (unit, result)) in units.iter().zip(assembled).enumerate() {
        match result? {
            Ok(path) => {
                *per_strategy_target
                    .entry((unit.strategy.pipeline(), unit.target.as_str()))
                    .or_default() += 1;
                cubins.push(Cubin {
                    unit: index,
                    path,
                    target: unit.target.clone(),
                });
            }
            Err(message) => findings.push(format!(
                "{}: {}",
                describe(files, unit),
                indent(&message).trim_start()
            )),
        }
    }
    println!(
        "ptxas ({}): {} units assembled in {:.1} s, {} failed",
        crate::tools::version(ptxas)?,
        cubins.len(),
        started.elapsed().as_secs_f64(),
        units.len() - cubins.len()
    );
    for ((pipeline, target), n) in &per_strategy_target {
        println!("  --pipeline={pipeline:<12} {target:<8} {n:>4} units");
    }
    Ok(cubins)
}

fn describe(files: &[TestFile], unit: &Unit) -> String {
    let f = &files[unit.file];
    let variant = unit
        .variant
        .as_deref()
        .map_or(String::new(), |t| format!(" --target={t}"));
    format!(
        "{} (--pipeline={}{variant}, {}, {})",
        f.chunks[unit.chunk].label(f),
        unit.strategy.pipeline(),
        unit.name,
        unit.target
    )
}
