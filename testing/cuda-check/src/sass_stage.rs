//! Stage 3: the SASS differential. Every cubin is disassembled (one
//! nvdisasm run per architecture), each kernel of the intrinsics strategy
//! is paired with the asm strategy's kernel of the same chunk, override,
//! unit and name, and their async-copy instructions are compared
//! ([`crate::differential`]).

use crate::compile::{Strategy, Unit};
use crate::corpus::TestFile;
use crate::differential;
use crate::error::CheckError;
use crate::findings::{indent, Findings};
use crate::sass::{self, Cubin, Kernel};
use std::collections::BTreeMap;
use std::path::Path;
use std::time::Instant;

/// A kernel's identity across the strategies: file, chunk, override, unit,
/// kernel name.
type Key<'a> = (usize, usize, Option<&'a str>, &'a str, &'a str);

/// Disassembles and compares; counts printed.
pub fn run(
    nvdisasm: &Path,
    work: &Path,
    files: &[TestFile],
    units: &[Unit],
    cubins: &[Cubin],
    filter: Option<&str>,
    findings: &mut Findings,
) -> Result<(), CheckError> {
    let started = Instant::now();
    let kernels = sass::disassemble(nvdisasm, work, cubins)?;
    println!(
        "nvdisasm ({}): {} kernels disassembled in {:.1} s",
        crate::tools::version(nvdisasm)?,
        kernels.len(),
        started.elapsed().as_secs_f64()
    );
    let listing = compare(files, units, &kernels, filter, findings);
    let path = work.join("differential.txt");
    std::fs::write(&path, listing).map_err(crate::error::io(&path))?;
    Ok(())
}

/// Pairs each kernel of the intrinsics strategy with the asm strategy's
/// kernel of the same chunk, override, unit and name, and compares. Returns
/// every pair's compared sequences, for `differential.txt`.
pub fn compare<'a>(
    files: &[TestFile],
    units: &'a [Unit],
    kernels: &'a [Kernel],
    filter: Option<&str>,
    findings: &mut Findings,
) -> String {
    let key = |k: &'a Kernel| -> Key<'a> {
        let u = &units[k.unit];
        (
            u.file,
            u.chunk,
            u.variant.as_deref(),
            u.name.as_str(),
            k.name.as_str(),
        )
    };
    let mut pairs: BTreeMap<Key, [Option<&Kernel>; 2]> = BTreeMap::new();
    for k in kernels {
        let side = match units[k.unit].strategy {
            Strategy::Intrinsics => 0,
            Strategy::Asm => 1,
        };
        pairs.entry(key(k)).or_default()[side] = Some(k);
    }
    let mut listing = String::new();
    let mut compared = 0usize;
    let mut sequences = 0usize;
    let mut instructions = 0usize;
    let mut assembled_only = 0usize;
    let mut applied = vec![0usize; differential::EXPLAINED.len()];
    for ((file, chunk, variant, unit, name), [a, b]) in &pairs {
        let f = &files[*file];
        if !f.differential {
            assembled_only += 1;
            continue;
        }
        let label = format!(
            "{} {unit} kernel {name}{}",
            f.chunks[*chunk].label(f),
            variant.map_or(String::new(), |t| format!(" --target={t}"))
        );
        let (Some(a), Some(b)) = (a, b) else {
            findings.push(format!(
                "{label}: only the {} strategy has this kernel",
                if a.is_some() {
                    "default"
                } else {
                    "default-asm"
                }
            ));
            continue;
        };
        let sa = differential::extract(&a.code, Strategy::Intrinsics, &mut applied);
        let sb = differential::extract(&b.code, Strategy::Asm, &mut applied);
        compared += 1;
        if !sa.is_empty() {
            sequences += 1;
        }
        instructions += sa.len();
        listing.push_str(&format!(
            "{label}\n  default:\n{}  default-asm:\n{}",
            indent(&sa.join("\n")),
            indent(&sb.join("\n"))
        ));
        let hunks = differential::diff(&sa, &sb);
        if !hunks.is_empty() {
            findings.push(format!(
                "{label}: the strategies' async-copy SASS differs\n{}  default:\n{}  default-asm:\n{}",
                hunks.iter().map(|h| h.render()).collect::<String>(),
                indent(&sa.join("\n")),
                indent(&sb.join("\n"))
            ));
        }
    }
    println!(
        "SASS differential: {compared} kernel pairs compared, {sequences} with async-copy \
         instructions ({instructions} instructions each side after the explained ones; \
         {assembled_only} pairs from assemble-only folders not compared); explained and taken out:"
    );
    for (e, n) in differential::EXPLAINED.iter().zip(&applied) {
        println!("  {n:>4} x {}", e.title);
        if *n == 0 && compared > 0 && filter.is_none() {
            findings.push(format!(
                "differential.rs: the explained difference '{}' no longer occurs: remove it",
                e.title
            ));
        }
    }
    listing
}
