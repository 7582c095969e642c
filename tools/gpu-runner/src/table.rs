//! Result records (one JSON line per runner invocation) and the summary table.

use std::collections::BTreeMap;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::Error;

#[derive(Debug, Clone, Serialize, Deserialize, Default)]
#[serde(default)]
pub struct Record {
    pub case: String,
    pub strategy: String,
    pub module: String,
    pub device: String,
    /// "ok", "wrong" (a check failed) or "error" (setup, CUDA or launch failure).
    pub status: String,
    pub message: String,
    pub seeds: Vec<u64>,
    pub checks: u32,
    pub bytes: u64,
    pub time_ms: Option<f64>,
    pub min_ms: Option<f64>,
    pub max_ms: Option<f64>,
    pub gbps: Option<f64>,
    pub memcpy_gbps: Option<f64>,
    pub registers: Option<i32>,
    pub static_smem: Option<i32>,
    /// host-so cases: launches per host-function call, host-encoded descriptors per call, and
    /// how many of those were byte-identical to the runner's own encode (last check).
    pub launches: Option<u32>,
    pub descriptors: Option<u32>,
    pub descriptors_identical: Option<u32>,
    /// host-so timing: median wall-clock milliseconds of one host-function call (encodes,
    /// stream create/destroy, launches, synchronisation); `time_ms` is then the kernels' own
    /// time per call (CUDA events around each launch).
    pub call_ms: Option<f64>,
}

impl Record {
    pub fn append_to(&self, path: &Path) -> Result<(), Error> {
        use std::io::Write;
        let mut f = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map_err(|e| Error::new(format!("{}: {e}", path.display())))?;
        let line = serde_json::to_string(self).map_err(|e| Error::new(e.to_string()))?;
        writeln!(f, "{line}").map_err(|e| Error::new(format!("{}: {e}", path.display())))
    }
}

pub fn read_records(path: &Path) -> Result<Vec<Record>, Error> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Error::new(format!("{}: {e}", path.display())))?;
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            serde_json::from_str(l)
                .map_err(|e| Error::new(format!("{}: bad record: {e}", path.display())))
        })
        .collect()
}

/// Sanitizer outcomes: lines `case<TAB>strategy<TAB>tool<TAB>result`.
pub fn read_sanitizers(path: &Path) -> Result<BTreeMap<(String, String, String), String>, Error> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Error::new(format!("{}: {e}", path.display())))?;
    Ok(text
        .lines()
        .filter_map(|l| {
            let f: Vec<&str> = l.splitn(4, '\t').collect();
            (f.len() == 4).then(|| {
                (
                    (f[0].to_string(), f[1].to_string(), f[2].to_string()),
                    f[3].trim().to_string(),
                )
            })
        })
        .collect())
}

pub const TOOLS: [&str; 3] = ["memcheck", "racecheck", "synccheck"];

/// The markdown table: case, strategy, correct?, GB/s, ratio over memcpy, ratio over the nvcc
/// reference of the same case (strategy "nvcc"), and one column per sanitizer tool.
pub fn render(
    records: &[Record],
    sanitizers: &BTreeMap<(String, String, String), String>,
) -> String {
    let mut out = String::new();
    out.push_str("| case | strategy | correct? | GB/s | vs memcpy | vs nvcc ref | memcheck | racecheck | synccheck |\n");
    out.push_str("| --- | --- | --- | ---: | ---: | ---: | --- | --- | --- |\n");
    let nvcc: BTreeMap<&str, f64> = records
        .iter()
        .filter(|r| r.strategy == "nvcc" && r.status == "ok")
        .filter_map(|r| r.gbps.map(|g| (r.case.as_str(), g)))
        .collect();
    let f2 = |v: Option<f64>| v.map(|x| format!("{x:.2}")).unwrap_or_else(|| "—".into());
    // Rows grouped by case (in order of first appearance), then intrinsics, asm, nvcc, others.
    let case_rank = |c: &str| {
        records
            .iter()
            .position(|r| r.case == c)
            .unwrap_or(usize::MAX)
    };
    let strat_rank = |s: &str| {
        ["intrinsics", "asm", "nvcc", "nvcc-exe", "host-so"]
            .iter()
            .position(|x| *x == s)
            .unwrap_or(9)
    };
    let mut rows: Vec<&Record> = records.iter().collect();
    rows.sort_by_key(|r| (case_rank(&r.case), strat_rank(&r.strategy)));
    for r in rows {
        let correct = match r.status.as_str() {
            "ok" => "yes".to_string(),
            "wrong" => "**NO**".to_string(),
            _ => "**error**".to_string(),
        };
        let ratio_mc = match (r.gbps, r.memcpy_gbps) {
            (Some(g), Some(m)) if m > 0.0 => Some(g / m),
            _ => None,
        };
        let ratio_ref = match (r.gbps, nvcc.get(r.case.as_str())) {
            (Some(g), Some(&n)) if n > 0.0 => Some(g / n),
            _ => None,
        };
        let san: Vec<String> = TOOLS
            .iter()
            .map(|t| {
                sanitizers
                    .get(&(r.case.clone(), r.strategy.clone(), t.to_string()))
                    .cloned()
                    .unwrap_or_else(|| {
                        if r.strategy == "nvcc-exe" {
                            "—".into()
                        } else {
                            "not run".into()
                        }
                    })
            })
            .collect();
        out.push_str(&format!(
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} |\n",
            r.case,
            r.strategy,
            correct,
            r.gbps
                .map(|g| format!("{g:.0}"))
                .unwrap_or_else(|| "—".into()),
            f2(ratio_mc),
            f2(ratio_ref),
            san[0],
            san[1],
            san[2]
        ));
    }
    let host: Vec<&Record> = records.iter().filter(|r| r.descriptors.is_some()).collect();
    if !host.is_empty() {
        out.push_str("\nHost code (host-so: the generated host function encodes and launches; GB/s above from the kernels' CUDA-event time) — descriptor cross-check:\n\n");
        out.push_str("| case | launches per call | host-encoded descriptors per call | byte-identical to the runner's encode | kernel ms per call (events) | host call ms (wall clock) |\n");
        out.push_str("| --- | ---: | ---: | --- | ---: | ---: |\n");
        for r in host {
            let d = r.descriptors.unwrap_or(0);
            let same = r.descriptors_identical.unwrap_or(0);
            let ms = |v: Option<f64>| v.map(|x| format!("{x:.4}")).unwrap_or_else(|| "—".into());
            out.push_str(&format!(
                "| {} | {} | {d} | {} | {} | {} |\n",
                r.case,
                r.launches
                    .map(|l| l.to_string())
                    .unwrap_or_else(|| "—".into()),
                if same == d && d > 0 {
                    format!("yes, {same} of {d}")
                } else {
                    format!("**{same} of {d}**")
                },
                ms(r.time_ms),
                ms(r.call_ms)
            ));
        }
    }
    let failures: Vec<&Record> = records.iter().filter(|r| r.status != "ok").collect();
    if !failures.is_empty() {
        out.push_str("\nFailures:\n");
        for r in failures {
            out.push_str(&format!(
                "- {} [{}]: {}\n",
                r.case,
                r.strategy,
                r.message.replace('\n', " | ")
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratios_against_memcpy_and_the_nvcc_reference() {
        let rec = |s: &str, g: f64| Record {
            case: "copy_2d".into(),
            strategy: s.into(),
            status: "ok".into(),
            gbps: Some(g),
            memcpy_gbps: Some(4000.0),
            ..Default::default()
        };
        let mut san = BTreeMap::new();
        san.insert(
            ("copy_2d".into(), "asm".into(), "memcheck".into()),
            "clean".into(),
        );
        let mut bad = rec("intrinsics", 0.0);
        bad.status = "wrong".into();
        bad.gbps = None;
        bad.message = "copy src -> dst: 1 of 4 elements wrong".into();
        let t = render(&[rec("nvcc", 3900.0), rec("asm", 3900.0 * 0.5), bad], &san);
        let (i, a, n) = (
            t.find("| intrinsics |").unwrap(),
            t.find("| asm |").unwrap(),
            t.find("| nvcc |").unwrap(),
        );
        assert!(i < a && a < n, "{t}");
        assert!(
            t.contains(
                "| copy_2d | nvcc | yes | 3900 | 0.97 | 1.00 | not run | not run | not run |"
            ),
            "{t}"
        );
        assert!(
            t.contains("| copy_2d | asm | yes | 1950 | 0.49 | 0.50 | clean | not run | not run |"),
            "{t}"
        );
        assert!(
            t.contains("| copy_2d | intrinsics | **NO** | — | — | — |"),
            "{t}"
        );
        assert!(
            t.contains("- copy_2d [intrinsics]: copy src -> dst: 1 of 4 elements wrong"),
            "{t}"
        );
    }
}
