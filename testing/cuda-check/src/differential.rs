//! The SASS differential of the two strategies: per kernel, the async-copy
//! instructions (TMA and bulk copies, mbarrier `SYNCS`, fences, `cp.async`,
//! tensormap cache control) of both strategies' cubins, in address order,
//! registers normalized, must be identical. The only differences allowed
//! are the [`EXPLAINED`] ones, each a precise rule with its reason; every
//! instruction a rule takes out is counted, and a rule that never applies
//! fails the check (so the list cannot go stale).

use crate::compile::Strategy;

/// SASS opcode families the tile ops lower to (the opcode up to its first
/// `.`).
pub const FAMILIES: &[&str] = &[
    "UTMALDG",      // cp.async.bulk.tensor (load)
    "UTMASTG",      // cp.async.bulk.tensor (store)
    "UTMAREDG",     // cp.reduce.async.bulk.tensor
    "UTMAPF",       // cp.async.bulk.prefetch.tensor
    "UTMACCTL",     // prefetch.tensormap (.PF), tensormap fences (.IV)
    "UTMACMDFLUSH", // cp.async.bulk.commit_group
    "UBLKCP",       // cp.async.bulk
    "UBLKRED",      // cp.reduce.async.bulk
    "UBLKPF",       // cp.async.bulk.prefetch
    "SYNCS",        // mbarrier.*
    "FENCE",        // fence.proxy.*
    "MEMBAR",       // fences
    "ERRBAR",       // fences
    "CGAERRBAR",    // fences
    "CCTL",         // cache invalidation of tensormap acquire fences
    "DEPBAR",       // cp.async.bulk.wait_group, cp.async.wait_group
    "LDGSTS",       // cp.async
    "LDGDEPBAR",    // cp.async.commit_group
    "ARRIVES",      // cp.async.mbarrier.arrive
];

/// A legitimate difference between the strategies' SASS: instructions one
/// strategy has that are not an operation of their own.
pub struct Explained {
    /// Short name, for the report.
    pub title: &'static str,
    /// The strategy whose SASS has the extra instructions (`None`: both).
    pub strategy: Option<Strategy>,
    /// Why they are legitimate.
    pub reason: &'static str,
    /// Which instructions of a kernel it takes out.
    rule: fn(&[Instruction], usize) -> bool,
}

/// Every explained difference.
pub const EXPLAINED: &[Explained] = &[
    Explained {
        title: "retries of a blocking mbarrier wait loop",
        strategy: None,
        reason: "a blocking wait (tile.mbarrier_wait_parity) is a loop around \
                 mbarrier.try_wait.parity, and its first try (SYNCS.PHASECHK.TRANS64.TRYWAIT) \
                 is the operation both strategies must emit. How ptxas lays out the retries \
                 depends on the loop's PTX, not on the TMA path: MLIR 22's \
                 nvvm.mbarrier.try_wait.parity loop passes a suspend-time hint, so ptxas \
                 retries inline with NANOSLEEP.SYNCS and a guarded plain \
                 SYNCS.PHASECHK.TRANS64 of the same barrier and phase; the asm strategy's loop \
                 has no hint, and ptxas moves its retry out of line (after the kernel's EXIT) \
                 as a TRYWAIT that branches to itself. Both retries are dropped.",
        rule: wait_retry,
    },
    Explained {
        title: "second prefetch of a grid-constant descriptor (LLVM's prefetch.param.tensormap)",
        strategy: Some(Strategy::Intrinsics),
        reason: "for llvm.nvvm.prefetch.tensormap of a __grid_constant__ descriptor parameter, \
                 LLVM 22's NVPTX back end emits prefetch.param.tensormap [param] in addition to \
                 the generic prefetch.tensormap [addr] (see ptx_instructions.py, rule 8); ptxas \
                 keeps both, so the intrinsics strategy prefetches the same descriptor twice \
                 (two adjacent UTMACCTL.PF). The asm strategy writes the generic one only. A \
                 duplicate prefetch is a cache hint, not a semantic difference; the first of \
                 the two is dropped.",
        rule: param_prefetch,
    },
];

/// One instruction of a kernel's listing.
pub struct Instruction {
    /// Its address in the raw binary nvdisasm read.
    pub address: usize,
    /// Guard (`@!P0`), if any.
    pub guard: Option<String>,
    /// Opcode with modifiers (`SYNCS.PHASECHK.TRANS64.TRYWAIT`).
    pub opcode: String,
    /// Operands as printed (`P0, [R3+URZ], R0`).
    pub operands: String,
}

impl Instruction {
    /// Parses `@!P0 OPCODE operands`.
    pub fn parse(address: usize, text: &str) -> Option<Self> {
        let mut rest = text.trim();
        let mut guard = None;
        if rest.starts_with('@') {
            let (g, r) = rest.split_once(' ')?;
            guard = Some(g.to_string());
            rest = r.trim_start();
        }
        let (opcode, operands) = rest.split_once(' ').unwrap_or((rest, ""));
        Some(Self {
            address,
            guard,
            opcode: opcode.to_string(),
            operands: operands.trim().to_string(),
        })
    }

    /// Whether the opcode is of one of the [`FAMILIES`].
    pub fn in_family(&self) -> bool {
        FAMILIES.contains(&self.opcode.split('.').next().unwrap_or(""))
    }

    /// The branch target of a `BRA <address>`.
    fn branch_target(&self) -> Option<usize> {
        if self.opcode != "BRA" {
            return None;
        }
        let hex = self.operands.trim().strip_prefix("0x")?;
        usize::from_str_radix(hex, 16).ok()
    }

    /// The normalized text that is compared: registers lose their number
    /// and file (`R12`, `UR4` -> `R`; `P1`, `UP0` -> `P`; `RZ`, `URZ` ->
    /// `RZ`; `PT`, `UPT` -> `PT`), and a zero register added to an address
    /// is dropped (`[R3+URZ]` -> `[R]`). Opcodes, modifiers, immediates and
    /// offsets stay: they must be identical.
    pub fn normalized(&self) -> String {
        let mut text = String::new();
        if let Some(g) = &self.guard {
            text.push_str(&registers(g));
            text.push(' ');
        }
        text.push_str(&self.opcode);
        if !self.operands.is_empty() {
            text.push(' ');
            text.push_str(&registers(&self.operands).replace("+RZ]", "]"));
        }
        text
    }
}

/// Register names to their class.
fn registers(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        let digits = word.trim_start_matches(|c: char| c.is_ascii_alphabetic());
        let letters = &word[..word.len() - digits.len()];
        let class = if !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()) {
            match letters {
                "R" | "UR" => "R",
                "P" | "UP" => "P",
                _ => "",
            }
        } else {
            match word.as_str() {
                "RZ" | "URZ" => "RZ",
                "PT" | "UPT" => "PT",
                _ => "",
            }
        };
        out.push_str(if class.is_empty() { word } else { class });
        word.clear();
    };
    for c in text.chars() {
        if c.is_ascii_alphanumeric() || c == '_' {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// [`EXPLAINED`]\[0\]: a guarded plain `SYNCS.PHASECHK.TRANS64` right after a
/// `TRYWAIT` of the same operands (its inline retry), or a `TRYWAIT` whose
/// next instruction branches back to it, or to a head of the loop that holds
/// no other async-copy instruction (an out-of-line retry loop).
fn wait_retry(code: &[Instruction], i: usize) -> bool {
    const TRY: &str = "SYNCS.PHASECHK.TRANS64.TRYWAIT";
    let this = &code[i];
    if this.opcode == "SYNCS.PHASECHK.TRANS64"
        && this.guard.as_deref().is_some_and(|g| g.starts_with("@!"))
    {
        let previous = code[..i].iter().rev().find(|c| c.in_family());
        return previous.is_some_and(|p| p.opcode == TRY && p.operands == this.operands);
    }
    this.opcode == TRY
        && code.get(i + 1).is_some_and(|next| {
            next.guard.as_deref().is_some_and(|g| g.starts_with("@!"))
                && next
                    .branch_target()
                    .is_some_and(|target| loops_back_to_only(code, i, target))
        })
}

/// Whether a branch to `target` re-runs just `code[i]`: the target is it,
/// or a `YIELD` that ptxas put at the head of the retry loop right before it.
fn loops_back_to_only(code: &[Instruction], i: usize, target: usize) -> bool {
    target <= code[i].address
        && code[..i]
            .iter()
            .filter(|c| c.address >= target)
            .all(|c| c.opcode == "YIELD")
}

/// [`EXPLAINED`]\[1\]: an unguarded `UTMACCTL.PF` whose next async-copy
/// instruction is an unguarded `UTMACCTL.PF` of the same register (the
/// same descriptor address).
fn param_prefetch(code: &[Instruction], i: usize) -> bool {
    let this = &code[i];
    this.opcode == "UTMACCTL.PF"
        && this.guard.is_none()
        && code[i + 1..]
            .iter()
            .find(|c| c.in_family())
            .is_some_and(|n| {
                n.opcode == this.opcode && n.guard.is_none() && n.operands == this.operands
            })
}

/// The async-copy instructions of a kernel of `strategy`, normalized, with
/// the [`EXPLAINED`] ones taken out; `applied[k]` counts what rule `k`
/// took out.
pub fn extract(code: &[(usize, String)], strategy: Strategy, applied: &mut [usize]) -> Vec<String> {
    let code: Vec<Instruction> = code
        .iter()
        .filter_map(|(a, t)| Instruction::parse(*a, t))
        .collect();
    let mut out = Vec::new();
    'next: for (i, instruction) in code.iter().enumerate() {
        if !instruction.in_family() {
            continue;
        }
        for (k, e) in EXPLAINED.iter().enumerate() {
            if e.strategy.is_none_or(|s| s == strategy) && (e.rule)(&code, i) {
                applied[k] += 1;
                continue 'next;
            }
        }
        out.push(instruction.normalized());
    }
    out
}

/// One hunk of a diff: consecutive instructions only one side has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hunk {
    /// Only in the intrinsics strategy's kernel.
    pub intrinsics: Vec<String>,
    /// Only in the asm strategy's kernel.
    pub asm: Vec<String>,
}

impl Hunk {
    /// `-` lines (intrinsics only) then `+` lines (asm only), indented.
    pub fn render(&self) -> String {
        let mut out = String::new();
        for l in &self.intrinsics {
            out.push_str(&format!("    - {l}   (default)\n"));
        }
        for l in &self.asm {
            out.push_str(&format!("    + {l}   (default-asm)\n"));
        }
        out
    }
}

/// The hunks of a longest-common-subsequence diff of `a` (intrinsics) and
/// `b` (asm).
pub fn diff(a: &[String], b: &[String]) -> Vec<Hunk> {
    let (n, m) = (a.len(), b.len());
    let mut lcs = vec![vec![0u32; m + 1]; n + 1];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[i][j] = if a[i] == b[j] {
                lcs[i + 1][j + 1] + 1
            } else {
                lcs[i + 1][j].max(lcs[i][j + 1])
            };
        }
    }
    let empty = || Hunk {
        intrinsics: vec![],
        asm: vec![],
    };
    let mut hunks = Vec::new();
    let mut current = empty();
    let (mut i, mut j) = (0, 0);
    while i < n || j < m {
        if i < n && j < m && a[i] == b[j] {
            if current != empty() {
                hunks.push(std::mem::replace(&mut current, empty()));
            }
            i += 1;
            j += 1;
        } else if j == m || (i < n && lcs[i + 1][j] >= lcs[i][j + 1]) {
            current.intrinsics.push(a[i].clone());
            i += 1;
        } else {
            current.asm.push(b[j].clone());
            j += 1;
        }
    }
    if current != empty() {
        hunks.push(current);
    }
    hunks
}

#[cfg(test)]
mod tests {
    use super::*;

    fn listing(lines: &[(usize, &str)]) -> Vec<(usize, String)> {
        lines.iter().map(|(a, t)| (*a, t.to_string())).collect()
    }

    #[test]
    fn normalizes_registers_guards_and_zero_offsets() {
        let n = |t: &str| Instruction::parse(0, t).map(|i| i.normalized());
        assert_eq!(
            n("@!P0 SYNCS.PHASECHK.TRANS64 P0, [R3+URZ], R12").as_deref(),
            Some("@!P SYNCS.PHASECHK.TRANS64 P, [R], R")
        );
        assert_eq!(
            n("SYNCS.PHASECHK.TRANS64.TRYWAIT P0, [UR13], R0").as_deref(),
            Some("SYNCS.PHASECHK.TRANS64.TRYWAIT P, [R], R")
        );
        assert_eq!(
            n("UTMALDG.2D [UR4], [UR14]").as_deref(),
            Some("UTMALDG.2D [R], [R]")
        );
        assert_eq!(
            n("DEPBAR.LE SB0, 0x0").as_deref(),
            Some("DEPBAR.LE SB0, 0x0")
        );
        assert_eq!(
            n("SYNCS.ARRIVE.TRANS64 RZ, [UR5+0x8], R0").as_deref(),
            Some("SYNCS.ARRIVE.TRANS64 RZ, [R+0x8], R")
        );
        assert!(Instruction::parse(0, "NANOSLEEP.SYNCS 0x989680").is_some_and(|i| !i.in_family()));
    }

    #[test]
    fn wait_loops_of_both_strategies_compare_equal() {
        let mut applied = vec![0; EXPLAINED.len()];
        let intrinsics = listing(&[
            (0x10, "SYNCS.PHASECHK.TRANS64.TRYWAIT P0, [R3+URZ], R0"),
            (0x20, "@!P0 NANOSLEEP.SYNCS 0x989680"),
            (0x30, "@!P0 SYNCS.PHASECHK.TRANS64 P0, [R3+URZ], R0"),
            (0x40, "@!P0 BRA 0x10"),
            (0x50, "UTMASTG.2D [UR8], [UR4]"),
        ]);
        let asm = listing(&[
            (0x10, "SYNCS.PHASECHK.TRANS64.TRYWAIT P0, [UR13], R0"),
            (0x20, "@!P0 BRA 0x50"),
            (0x30, "UTMASTG.2D [UR12], [UR4]"),
            (0x40, "EXIT"),
            (0x50, "SYNCS.PHASECHK.TRANS64.TRYWAIT P0, [UR13], R0"),
            (0x60, "@!P0 BRA 0x50"),
            (0x70, "BRA 0x30"),
        ]);
        let a = extract(&intrinsics, Strategy::Intrinsics, &mut applied);
        let b = extract(&asm, Strategy::Asm, &mut applied);
        assert_eq!(a, b);
        assert_eq!(applied, [2, 0]);
    }

    #[test]
    fn a_non_blocking_try_is_kept() {
        let mut applied = vec![0; EXPLAINED.len()];
        let code = listing(&[
            (0x10, "SYNCS.PHASECHK.TRANS64.TRYWAIT P0, [UR6], R0"),
            (0x20, "@P0 SYNCS.ARRIVE.TRANS64 RZ, [UR6], R3"),
        ]);
        assert_eq!(extract(&code, Strategy::Asm, &mut applied).len(), 2);
        assert_eq!(applied, [0, 0]);
    }

    #[test]
    fn duplicate_prefetch_only_in_the_intrinsics_strategy() {
        let code = listing(&[
            (0, "UTMACCTL.PF [UR8]"),
            (0x10, "UTMACCTL.PF [UR8]"),
            (0x20, "@UP0 UTMACCTL.PF [UR8]"),
            (0x30, "UTMACCTL.PF [UR4]"),
        ]);
        let mut applied = vec![0; EXPLAINED.len()];
        assert_eq!(extract(&code, Strategy::Intrinsics, &mut applied).len(), 3);
        assert_eq!(extract(&code, Strategy::Asm, &mut applied).len(), 4);
        assert_eq!(applied, [0, 1]);
        // Different descriptors are two prefetches.
        let two = listing(&[(0, "UTMACCTL.PF [UR4]"), (0x10, "UTMACCTL.PF [UR6]")]);
        assert_eq!(extract(&two, Strategy::Intrinsics, &mut applied).len(), 2);
    }

    #[test]
    fn diff_hunks() {
        let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        let hunks = diff(&s(&["a", "x", "b", "c"]), &s(&["a", "b", "y", "c"]));
        assert_eq!(
            hunks,
            vec![
                Hunk {
                    intrinsics: s(&["x"]),
                    asm: vec![]
                },
                Hunk {
                    intrinsics: vec![],
                    asm: s(&["y"])
                }
            ]
        );
        assert!(diff(&s(&["a"]), &s(&["a"])).is_empty());
    }
}
