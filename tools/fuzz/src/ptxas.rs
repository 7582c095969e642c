//! NVIDIA's PTX assembler as an oracle: is the PTX tile-opt wrote accepted
//! for the target it names? Found through `TILE_PTXAS`, else
//! `.tools/bin/ptxas` in the repository (scripts/setup.sh installs it), else
//! `PATH`. Verdicts are cached by the PTX text's hash; [`Ptxas::prefetch`]
//! assembles several units in one run ([`crate::ptx_batch`]).

use crate::error::FuzzError;
use crate::hash::fnv64;
use crate::ptx_batch;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Where ptxas is, or why it is not there.
pub fn locate(root: &Path) -> Result<PathBuf, FuzzError> {
    if let Ok(p) = std::env::var("TILE_PTXAS") {
        let p = PathBuf::from(p);
        return if p.is_file() {
            Ok(p)
        } else {
            Err(FuzzError::PtxasEnv(p))
        };
    }
    let local = root.join(".tools/bin/ptxas");
    if local.is_file() {
        return Ok(local);
    }
    if let Some(path) = std::env::var_os("PATH") {
        for dir in std::env::split_paths(&path) {
            let candidate = dir.join("ptxas");
            if candidate.is_file() {
                return Ok(candidate);
            }
        }
    }
    Err(FuzzError::PtxasNotFound(local))
}

/// A ptxas runner with a verdict cache and a scratch folder.
pub struct Ptxas {
    binary: PathBuf,
    scratch: PathBuf,
    cache: HashMap<u64, Result<(), String>>,
    single_runs: u64,
    merged_runs: u64,
}

/// How long one ptxas run may take.
const PTXAS_TIMEOUT: Duration = Duration::from_secs(30);

impl Ptxas {
    /// A runner of `binary` writing its inputs under `scratch`.
    pub fn new(binary: PathBuf, scratch: PathBuf) -> Self {
        Self {
            binary,
            scratch,
            cache: HashMap::new(),
            single_runs: 0,
            merged_runs: 0,
        }
    }

    /// The binary.
    pub fn binary(&self) -> &Path {
        &self.binary
    }

    /// Assembles `ptx` for `arch`: the verdict, `Err` holding ptxas's first
    /// error lines (a rejection of the input, not a failure of the tool).
    pub fn check(&mut self, ptx: &str, arch: &str) -> Result<(), String> {
        let key = Self::key(ptx, arch);
        if let Some(v) = self.cache.get(&key) {
            return v.clone();
        }
        self.single_runs += 1;
        let verdict = self.run(ptx, arch);
        if self.cache.len() > 20_000 {
            self.cache.clear();
        }
        self.cache.insert(key, verdict.clone());
        verdict
    }

    /// Fills the verdict cache for several units in as few ptxas runs as
    /// possible: the uncached units of each `(arch, header)` group are
    /// merged into one module ([`crate::ptx_batch`]); when ptxas accepts it,
    /// every unit of the group is accepted. When it refuses, nothing is
    /// cached and [`Ptxas::check`] runs each unit alone (exact verdicts and
    /// messages).
    pub fn prefetch(&mut self, units: &[(&str, &str)]) {
        // (arch, header, the uncached units: cache key and text)
        type Group<'u> = (String, String, Vec<(u64, &'u str)>);
        let mut groups: Vec<Group<'_>> = Vec::new();
        for &(ptx, arch) in units {
            let key = Self::key(ptx, arch);
            if self.cache.contains_key(&key) {
                continue;
            }
            let header = ptx_batch::merge_key(ptx);
            match groups
                .iter_mut()
                .find(|(a, h, _)| a == arch && *h == header)
            {
                Some(group) if !group.2.iter().any(|(k, _)| *k == key) => group.2.push((key, ptx)),
                Some(_) => {}
                None => groups.push((arch.to_string(), header, vec![(key, ptx)])),
            }
        }
        for (arch, _, members) in groups {
            if members.len() < 2 {
                continue;
            }
            let texts: Vec<&str> = members.iter().map(|(_, t)| *t).collect();
            self.merged_runs += 1;
            if self.run(&ptx_batch::merge(&texts), &arch).is_ok() {
                for (key, _) in members {
                    self.cache.insert(key, Ok(()));
                }
            }
        }
    }

    /// ptxas runs so far: `(units assembled alone, merged modules)`.
    pub fn runs(&self) -> (u64, u64) {
        (self.single_runs, self.merged_runs)
    }

    fn key(ptx: &str, arch: &str) -> u64 {
        fnv64(arch.as_bytes()) ^ fnv64(ptx.as_bytes()).rotate_left(1)
    }

    fn run(&self, ptx: &str, arch: &str) -> Result<(), String> {
        std::fs::create_dir_all(&self.scratch)
            .map_err(|e| format!("internal: cannot create {}: {e}", self.scratch.display()))?;
        let file = self.scratch.join("unit.ptx");
        std::fs::write(&file, ptx)
            .map_err(|e| format!("internal: cannot write {}: {e}", file.display()))?;
        let mut child = Command::new(&self.binary)
            .arg(format!("-arch={arch}"))
            .arg(&file)
            .arg("-o")
            .arg("/dev/null")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("internal: cannot run {}: {e}", self.binary.display()))?;
        let start = Instant::now();
        loop {
            match child.try_wait() {
                Ok(Some(status)) => {
                    let mut err = String::new();
                    if let Some(mut s) = child.stderr.take() {
                        use std::io::Read;
                        let _ = s.read_to_string(&mut err);
                    }
                    return if status.success() {
                        Ok(())
                    } else {
                        Err(first_errors(&err))
                    };
                }
                Ok(None) if start.elapsed() > PTXAS_TIMEOUT => {
                    let _ = child.kill();
                    let _ = child.wait();
                    return Err("ptxas timed out".to_string());
                }
                Ok(None) => std::thread::sleep(Duration::from_millis(2)),
                Err(e) => return Err(format!("internal: waiting for ptxas: {e}")),
            }
        }
    }
}

/// The first three error lines of ptxas's complaint.
fn first_errors(stderr: &str) -> String {
    let all: Vec<&str> = stderr.lines().filter(|l| !l.trim().is_empty()).collect();
    // Errors first: an advisory warning says nothing about the failure.
    let mut lines: Vec<&str> = all
        .iter()
        .copied()
        .filter(|l| l.contains("error") || l.contains("fatal"))
        .take(3)
        .collect();
    if lines.is_empty() {
        lines = all.into_iter().take(3).collect();
    }
    if lines.is_empty() {
        return "ptxas failed without a message".to_string();
    }
    lines.join(" | ")
}
