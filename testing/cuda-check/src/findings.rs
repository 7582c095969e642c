//! Findings: what fails the check, each naming file, chunk and strategy;
//! printed at the end.

/// The check's failures so far.
#[derive(Default)]
pub struct Findings(Vec<String>);

impl Findings {
    /// Records one failure (first line: what and where; then details).
    pub fn push(&mut self, what: String) {
        self.0.push(what);
    }

    /// Prints every failure to stderr (a summary line to stdout when there
    /// is none); `true` when there is none.
    pub fn report(&self) -> bool {
        for f in &self.0 {
            eprintln!("FAIL {f}");
        }
        if self.0.is_empty() {
            println!("ptxas check: passed");
            true
        } else {
            eprintln!("ptxas check: {} failures", self.0.len());
            false
        }
    }
}

/// `text` with every line indented by four blanks.
pub fn indent(text: &str) -> String {
    text.lines().map(|l| format!("    {l}\n")).collect()
}
