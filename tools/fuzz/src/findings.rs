//! Findings on disk: one reproducer per distinct failure,
//! `<dir>/<class>/<hash>.mlir` (the input, minimized when asked) next to
//! `<hash>.txt` (class, signature, how to run it, where it came from, the
//! evidence), and `summary.tsv` listing every distinct finding with its
//! count. The hash names the class and signature, so a later campaign that
//! finds the same failure does not write it twice.

use crate::hash::short_hex;
use crate::oracle::{Class, Outcome};
use crate::protocol::JobKind;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// One distinct failure of a campaign.
#[derive(Clone, Debug)]
pub struct Distinct {
    /// The class.
    pub class: Class,
    /// The signature.
    pub signature: String,
    /// How its inputs are run.
    pub kind: JobKind,
    /// How many inputs failed this way.
    pub count: u64,
    /// Where the reproducer was written.
    pub file: PathBuf,
    /// Bytes of the first failing input and of the reproducer.
    pub sizes: (usize, usize),
}

/// The findings folder of a campaign.
pub struct Store {
    dir: PathBuf,
    /// Distinct findings by (class, signature).
    pub distinct: BTreeMap<(Class, String), Distinct>,
}

/// The command line that runs `file` the way `kind` does.
pub fn command_line(kind: JobKind, file: &str) -> String {
    match kind {
        JobKind::Mutant(p) => p.command_line(file),
        JobKind::Generated => format!(
            "tile-fuzz check {file} --kind generated   (tile-opt {file}; then --pipeline=default|default-asm --emit=ptx, ptxas, diff)"
        ),
    }
}

impl Store {
    /// A store writing under `dir`.
    pub fn new(dir: &Path) -> Self {
        Self {
            dir: dir.to_path_buf(),
            distinct: BTreeMap::new(),
        }
    }

    /// The folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Whether `(class, signature)` was seen in this campaign.
    pub fn is_new(&self, outcome: &Outcome) -> bool {
        !self
            .distinct
            .contains_key(&(outcome.class, outcome.signature.clone()))
    }

    /// Counts one more input of a known failure.
    pub fn count(&mut self, outcome: &Outcome) {
        if let Some(d) = self
            .distinct
            .get_mut(&(outcome.class, outcome.signature.clone()))
        {
            d.count += 1;
        }
    }

    /// Writes the reproducer of a new failure; `origin` says where the
    /// input came from, `original` is the input before minimization.
    pub fn record(
        &mut self,
        outcome: &Outcome,
        kind: JobKind,
        original: &[u8],
        reproducer: &[u8],
        origin: &str,
    ) -> std::io::Result<PathBuf> {
        let file = self.write(outcome, kind, original, reproducer, origin, false)?;
        self.distinct.insert(
            (outcome.class, outcome.signature.clone()),
            Distinct {
                class: outcome.class,
                signature: outcome.signature.clone(),
                kind,
                count: 1,
                file: file.clone(),
                sizes: (original.len(), reproducer.len()),
            },
        );
        Ok(file)
    }

    fn write(
        &self,
        outcome: &Outcome,
        kind: JobKind,
        original: &[u8],
        reproducer: &[u8],
        origin: &str,
        overwrite: bool,
    ) -> std::io::Result<PathBuf> {
        let name = short_hex(format!("{}\n{}", outcome.class, outcome.signature).as_bytes());
        let folder = self.dir.join(outcome.class.name());
        std::fs::create_dir_all(&folder)?;
        let file = folder.join(format!("{name}.mlir"));
        let shown = file.to_string_lossy().into_owned();
        if overwrite || !file.exists() {
            std::fs::write(&file, reproducer)?;
            let meta = format!(
                "class: {}\nsignature: {}\nkind: {}\ncommand: {}\nfound: {origin}\nbytes: {} (minimized from {})\ndetail:\n{}\n",
                outcome.class,
                outcome.signature,
                kind.header(),
                command_line(kind, &shown),
                reproducer.len(),
                original.len(),
                outcome.detail.trim_end().chars().take(3000).collect::<String>()
            );
            std::fs::write(folder.join(format!("{name}.txt")), meta)?;
            if let Some(report) = &outcome.report {
                std::fs::write(folder.join(format!("{name}.crash.txt")), report)?;
            }
        }
        Ok(file)
    }

    /// Overwrites the reproducer of a recorded failure with a smaller one.
    pub fn replace(
        &mut self,
        outcome: &Outcome,
        kind: JobKind,
        original: &[u8],
        reproducer: &[u8],
        origin: &str,
    ) -> std::io::Result<PathBuf> {
        let file = self.write(outcome, kind, original, reproducer, origin, true)?;
        if let Some(d) = self
            .distinct
            .get_mut(&(outcome.class, outcome.signature.clone()))
        {
            d.sizes = (original.len(), reproducer.len());
        }
        Ok(file)
    }

    /// Writes `summary.tsv`: class, count, kind, file, signature.
    pub fn write_summary(&self) -> std::io::Result<()> {
        std::fs::create_dir_all(&self.dir)?;
        let mut text = String::from("class\tcount\tkind\tfile\tsignature\n");
        for d in self.distinct.values() {
            text += &format!(
                "{}\t{}\t{}\t{}\t{}\n",
                d.class,
                d.count,
                d.kind.header(),
                d.file.display(),
                d.signature
            );
        }
        std::fs::write(self.dir.join("summary.tsv"), text)
    }
}

/// Reads the kind line of a finding's `.txt` (or a regression's `.meta`).
pub fn read_kind(meta: &Path) -> Option<JobKind> {
    let text = std::fs::read_to_string(meta).ok()?;
    text.lines()
        .find_map(|l| l.strip_prefix("kind: "))
        .and_then(|k| JobKind::parse(k.trim()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_crash_report_is_kept_beside_its_finding() {
        let dir = std::env::temp_dir().join(format!("tile-fuzz-findings-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut store = Store::new(&dir);
        let mut crash = Outcome::new(Class::Crash, "SIGSEGV (11)", "");
        crash.report = Some("tile-opt: fatal signal SIGSEGV\nmemory map:\n".to_string());
        let file = store
            .record(&crash, JobKind::Generated, b"x", b"x", "test")
            .expect("written");
        let report = std::fs::read_to_string(file.with_extension("crash.txt")).expect("a report");
        assert!(report.contains("memory map:"), "{report}");
        // An outcome without a report leaves none.
        let other = Outcome::new(Class::Crash, "SIGSEGV (N) at 0x1", "");
        let file = store
            .record(&other, JobKind::Generated, b"y", b"y", "test")
            .expect("written");
        assert!(!file.with_extension("crash.txt").exists());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
