//! SASS of every kernel of many cubins with few nvdisasm runs: the
//! `.text.<kernel>` sections of all cubins of one architecture are
//! concatenated into one raw instruction binary, disassembled once with
//! `nvdisasm -b SM<arch>` (about 0.3 s of start-up per run otherwise, per
//! cubin), and the listing is cut back into kernels by address.

use crate::elf;
use crate::error::{io, CheckError};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// One kernel's instructions, in address order.
pub struct Kernel {
    /// The unit (index into the check's unit list) whose cubin holds it.
    pub unit: usize,
    /// The kernel's name.
    pub name: String,
    /// The instructions as nvdisasm prints them (no `;`), with their
    /// addresses in the raw binary (branch targets use the same).
    pub code: Vec<(usize, String)>,
}

/// A cubin to disassemble.
pub struct Cubin {
    /// The unit it was assembled from.
    pub unit: usize,
    /// Its path.
    pub path: PathBuf,
    /// Its `.target` (`sm_90a`).
    pub target: String,
}

/// nvdisasm's raw-binary architecture name of a PTX target:
/// `sm_90a` -> `SM90a`.
pub fn raw_arch(target: &str) -> String {
    format!("SM{}", target.trim_start_matches("sm_"))
}

/// The raw code of one architecture's kernels, and where each lies in it:
/// `(unit, kernel, start, length)`, in order.
#[derive(Default)]
struct Batch(Vec<u8>, Vec<(usize, String, usize, usize)>);

/// Every kernel of every cubin. Listings and raw binaries are written to
/// `work` (`sass-<arch>.bin`, `sass-<arch>.txt`) for inspection.
pub fn disassemble(
    nvdisasm: &Path,
    work: &Path,
    cubins: &[Cubin],
) -> Result<Vec<Kernel>, CheckError> {
    let mut batches: BTreeMap<String, Batch> = BTreeMap::new();
    for cubin in cubins {
        let data = std::fs::read(&cubin.path).map_err(io(&cubin.path))?;
        let batch = batches.entry(raw_arch(&cubin.target)).or_default();
        for (kernel, code) in elf::kernel_code(&cubin.path, &data)? {
            if code.len() % 16 != 0 {
                return Err(CheckError::BadElf {
                    path: cubin.path.clone(),
                    why: format!(".text.{kernel} is not a whole number of instructions"),
                });
            }
            let start = batch.0.len();
            batch.0.extend_from_slice(&code);
            batch.1.push((cubin.unit, kernel, start, code.len()));
        }
    }
    let mut kernels = Vec::new();
    for (arch, Batch(code, spans)) in batches {
        if code.is_empty() {
            continue;
        }
        let bin = work.join(format!("sass-{arch}.bin"));
        std::fs::write(&bin, &code).map_err(io(&bin))?;
        let out = Command::new(nvdisasm)
            .args(["-b", &arch, "-ndf"])
            .arg(&bin)
            .output()
            .map_err(|source| CheckError::Spawn {
                program: nvdisasm.display().to_string(),
                source,
            })?;
        if !out.status.success() {
            return Err(CheckError::Disassembly {
                arch,
                stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
            });
        }
        let listing = String::from_utf8_lossy(&out.stdout).into_owned();
        let txt = work.join(format!("sass-{arch}.txt"));
        std::fs::write(&txt, &listing).map_err(io(&txt))?;
        let mut per_span: Vec<Vec<(usize, String)>> = vec![Vec::new(); spans.len()];
        for (address, instruction) in listing.lines().filter_map(parse_line) {
            // spans are sorted by start and contiguous.
            let i = spans.partition_point(|s| s.2 <= address);
            if let Some(span) = i.checked_sub(1).and_then(|i| spans.get(i).map(|s| (i, s))) {
                if address < span.1 .2 + span.1 .3 {
                    per_span[span.0].push((address, instruction));
                }
            }
        }
        for ((unit, name, _, _), code) in spans.into_iter().zip(per_span) {
            kernels.push(Kernel { unit, name, code });
        }
    }
    Ok(kernels)
}

/// `/*01f0*/   @P0 ELECT P1, URZ, PT ;` -> `(0x1f0, "@P0 ELECT P1, URZ, PT")`.
fn parse_line(line: &str) -> Option<(usize, String)> {
    let rest = line.trim_start().strip_prefix("/*")?;
    let (hex, rest) = rest.split_once("*/")?;
    let address = usize::from_str_radix(hex.trim(), 16).ok()?;
    let instruction = rest.split(';').next()?.trim();
    if instruction.is_empty() {
        return None;
    }
    Some((
        address,
        instruction.split_whitespace().collect::<Vec<_>>().join(" "),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn listing_lines() {
        assert_eq!(
            parse_line("        /*01f0*/               @P0 ELECT P1, URZ, PT ;"),
            Some((0x1f0, "@P0 ELECT P1, URZ, PT".to_string()))
        );
        assert_eq!(parse_line(".L_x_0:"), None);
        assert_eq!(raw_arch("sm_100a"), "SM100a");
    }
}
