//! The TMA-path instructions of PTX text, normalized so that the two
//! emission strategies can be compared: a Rust port of
//! `test/Lowering/Inputs/ptx_instructions.py` (the lit differential test's
//! normalizer), rule for rule. That script's docstring explains each
//! normalization (registers, guards, load-mode spelling, modifier order,
//! mbarrier state space and sink, the try_wait hint, the extra
//! `prefetch.param.tensormap`, the folded parity immediate); keep the two
//! in step. A unit test runs both on the same PTX when python3 is present.

use regex::Regex;
use std::sync::OnceLock;

const FAMILIES: &[&str] = &[
    "cp.async",
    "cp.reduce.async",
    "mbarrier.",
    "fence.proxy",
    "tensormap.",
    "prefetch.tensormap",
    "prefetch.param.tensormap",
];

struct Patterns {
    register: Regex,
    predicate: Regex,
    symbol_address: Regex,
    entry: Regex,
    guard: Regex,
    im2col_after_bytes: Regex,
    global_dot: Regex,
    cta_group_after_hint: Regex,
    shared_b64: Regex,
    sink: Regex,
    blanks: Regex,
    punctuation: Regex,
    digits: Regex,
}

fn patterns() -> &'static Patterns {
    static P: OnceLock<Patterns> = OnceLock::new();
    P.get_or_init(|| {
        let re = |s: &str| Regex::new(s).unwrap_or_else(|e| panic!("bad pattern {s}: {e}"));
        Patterns {
            register: re(r"%(?:rd|rs|r|f|fd|h|hh)\d+\b"),
            predicate: re(r"(?:%p\d+|\btp_(?:g|i|w|done)\b|\bP\d+\b)"),
            symbol_address: re(r"\[\s*[A-Za-z_$][\w$]*(?:\s*\+\s*\d+)?\s*\]"),
            entry: re(r"^\s*\.visible\s+\.entry\s+([\w$]+)"),
            guard: re(r"^@(!?)(\S+)\s+(.*)$"),
            im2col_after_bytes: re(r"\.mbarrier::complete_tx::bytes(\.im2col(?:::w(?:::128)?)?)"),
            global_dot: re(r"(\.global)\."),
            cta_group_after_hint: re(r"\.L2::cache_hint(\.cta_group::\d)"),
            shared_b64: re(r"\.shared\.b64$"),
            sink: re(r"^\s*%R\s*,"),
            blanks: re(r"\s+"),
            punctuation: re(r"\s*([{}\[\],])\s*"),
            digits: re(r"^\d+$"),
        }
    })
}

/// The `;`-separated statements of a source line, braces removed.
fn statements(line: &str) -> Vec<String> {
    let line = line.split("//").next().unwrap_or("");
    let mut line = line.replace("{ .reg", ";.reg").trim().to_string();
    if line.starts_with('{') && !line.starts_with("{%") {
        line.remove(0);
    }
    if line.ends_with('}') && line.trim_end_matches('}').trim_end().ends_with(';') {
        line.pop();
    }
    line.split(';')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect()
}

/// Rule 2 on an operand list: no blanks at brackets, `, ` between operands.
fn squeeze(operands: &str) -> String {
    let p = patterns();
    let text = p.blanks.replace_all(operands, " ");
    let text = text.trim();
    let text = p.punctuation.replace_all(text, "$1");
    text.replace(',', ", ")
}

fn normalize(stmt: &str) -> Option<String> {
    let p = patterns();
    let mut guard = String::new();
    let mut stmt = stmt.to_string();
    if let Some(c) = p.guard.captures(&stmt.clone()) {
        guard = format!("@{}%P ", &c[1]);
        stmt = c[3].to_string();
    }
    if !FAMILIES.iter().any(|f| stmt.starts_with(f)) {
        return None;
    }
    let (opcode, operands) = match stmt.split_once(' ') {
        Some((o, rest)) => (o.trim().to_string(), rest.to_string()),
        None => (stmt.trim().to_string(), String::new()),
    };
    let mut opcode = opcode;
    if opcode.starts_with("prefetch.param.tensormap") {
        return None; // rule 8
    }
    // Rule 4: the load mode after the source space, `.tile` when none.
    if opcode.starts_with("cp.async.bulk.tensor.") {
        if let Some(c) = p.im2col_after_bytes.captures(&opcode.clone()) {
            let whole = c.get(0).map_or(0..0, |m| m.range());
            let next = opcode[whole.end..].chars().next();
            if next.is_none() || next == Some('.') {
                let mode = c[1].to_string();
                opcode = opcode.replacen(&c[0], ".mbarrier::complete_tx::bytes", 1);
                opcode = p
                    .global_dot
                    .replacen(&opcode, 1, format!("$1{mode}."))
                    .into_owned();
            }
        }
    }
    if (opcode.starts_with("cp.async.bulk.tensor.")
        || opcode.starts_with("cp.reduce.async.bulk.tensor."))
        && !opcode.contains(".tile")
        && !opcode.contains(".im2col")
    {
        if opcode.contains(".shared::cluster.global.") || opcode.contains(".shared::cta.global.") {
            opcode = p.global_dot.replacen(&opcode, 1, "$1.tile.").into_owned();
        } else if opcode.contains(".global.shared::cta.") {
            opcode = opcode.replacen(".global.shared::cta.", ".global.shared::cta.tile.", 1);
        }
    }
    // Rule 5: .cta_group before .L2::cache_hint.
    if let Some(c) = p.cta_group_after_hint.captures(&opcode.clone()) {
        opcode = opcode.replace(&c[0], &format!("{}.L2::cache_hint", &c[1]));
    }
    // Rule 6: mbarrier state space and sink.
    if opcode.starts_with("mbarrier.") {
        opcode = p
            .shared_b64
            .replace(&opcode, ".shared::cta.b64")
            .into_owned();
    }
    let mut operands = p.symbol_address.replace_all(&operands, "[%R]").into_owned();
    operands = p.register.replace_all(&operands, "%R").into_owned();
    operands = p.predicate.replace_all(&operands, "%P").into_owned();
    if opcode.starts_with("mbarrier.arrive") {
        operands = p.sink.replace(&operands, "_,").into_owned();
    }
    if opcode.starts_with("mbarrier.try_wait.parity") {
        let squeezed = squeeze(&operands);
        let mut parts: Vec<String> = squeezed.split(',').map(|s| s.trim().to_string()).collect();
        parts.truncate(3); // rule 7
        if parts.len() == 3 && p.digits.is_match(&parts[2]) {
            parts[2] = "%R".to_string(); // rule 9
        }
        operands = parts.join(", ");
    }
    let mut text = guard + &opcode;
    if !operands.trim().is_empty() {
        text.push(' ');
        text.push_str(&squeeze(&operands));
    }
    text.push(';');
    Some(text)
}

/// One line per kernel (`.entry NAME`) and one per TMA-path instruction,
/// normalized, in order.
pub fn instructions(ptx: &str) -> Vec<String> {
    let p = patterns();
    let mut out = Vec::new();
    for line in ptx.lines() {
        if let Some(c) = p.entry.captures(line) {
            out.push(format!(".entry {}", &c[1]));
            continue;
        }
        for stmt in statements(line) {
            if let Some(n) = normalize(&stmt) {
                out.push(n);
            }
        }
    }
    out
}

/// One PTX unit of a driver output (`// gpu.module @name` headers).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unit {
    /// The header's unit name (`gpu.module @kernels`).
    pub name: String,
    /// The PTX text.
    pub text: String,
}

impl Unit {
    /// The first `.target` of the unit (`sm_90a`).
    pub fn target(&self) -> Option<String> {
        self.text.lines().find_map(|l| {
            let rest = l.trim().strip_prefix(".target")?;
            let first = rest.trim().split(',').next()?.trim();
            (!first.is_empty()).then(|| first.to_string())
        })
    }

    /// The number of `.entry` kernels.
    pub fn entries(&self) -> usize {
        self.text
            .lines()
            .filter(|l| l.contains(".entry ") && !l.trim_start().starts_with("//"))
            .count()
    }
}

/// Splits driver PTX output into its units (split chunks joined with
/// `// -----` are split too).
pub fn units(output: &str) -> Vec<Unit> {
    let mut units = Vec::new();
    let mut current: Option<Unit> = None;
    for line in output.split_inclusive('\n') {
        let trimmed = line.trim_end();
        if trimmed == "// -----" {
            units.extend(current.take());
            continue;
        }
        if let Some(name) = trimmed.strip_prefix("// ") {
            if name.starts_with("gpu.module ") || name.starts_with("builtin.module") {
                units.extend(current.take());
                current = Some(Unit {
                    name: name.to_string(),
                    text: String::new(),
                });
                continue;
            }
        }
        match &mut current {
            Some(u) => u.text.push_str(line),
            None if trimmed.is_empty() => {}
            None => {
                current = Some(Unit {
                    name: String::new(),
                    text: line.to_string(),
                })
            }
        }
    }
    units.extend(current);
    units
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "\
// gpu.module @kernels
.version 8.0
.target sm_90a
.visible .entry copy_2d(
\t.param .align 64 .b8 copy_2d_param_0[128]
)
{
\t@%p1 cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.im2col [%r1], [%rd2, {%r3, %r4}], [%r5], {%rs1};
\tmbarrier.arrive.expect_tx.shared.b64 %rd9, [tile_bar], %r2;
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r1], 0, 10000000;
\tprefetch.param.tensormap [copy_2d_param_0];
\tcp.async.bulk.tensor.2d.global.shared::cta.bulk_group.L2::cache_hint.cta_group::1 [%rd1, {%r1, %r2}], [%r3], %rd4;
\tadd.s32 %r1, %r2, %r3;
\t{ .reg .pred tp_g; setp.ne.b32 tp_g, %r9, 0; @tp_g cp.async.bulk.commit_group; }
}
";

    #[test]
    fn normalizes_like_the_lit_differential() {
        let got = instructions(SAMPLE);
        assert_eq!(
            got,
            vec![
                ".entry copy_2d",
                "@%P cp.async.bulk.tensor.2d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%R], [%R, {%R, %R}], [%R], {%R};",
                "mbarrier.arrive.expect_tx.shared::cta.b64 _, [%R], %R;",
                "mbarrier.try_wait.parity.shared::cta.b64 %P, [%R], %R;",
                "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group.cta_group::1.L2::cache_hint [%R, {%R, %R}], [%R], %R;",
                "@%P cp.async.bulk.commit_group;",
            ]
        );
    }

    #[test]
    fn agrees_with_the_python_script() {
        let script = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../test/Lowering/Inputs/ptx_instructions.py"
        );
        let Ok(out) = std::process::Command::new("python3")
            .arg(script)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .and_then(|mut child| {
                use std::io::Write;
                if let Some(mut stdin) = child.stdin.take() {
                    stdin.write_all(SAMPLE.as_bytes())?;
                }
                child.wait_with_output()
            })
        else {
            panic!("python3 is needed to compare with {script}");
        };
        let python: Vec<String> = String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(str::to_string)
            .collect();
        assert_eq!(instructions(SAMPLE), python);
    }

    #[test]
    fn splits_units_and_reads_targets() {
        let out = "// gpu.module @a\n.target sm_90a\n.visible .entry k()\n// gpu.module @b\n.target sm_100a, debug\n// -----\n// gpu.module @c\n";
        let u = units(out);
        assert_eq!(u.len(), 3);
        assert_eq!(u[0].name, "gpu.module @a");
        assert_eq!(u[0].target().as_deref(), Some("sm_90a"));
        assert_eq!(u[0].entries(), 1);
        assert_eq!(u[1].target().as_deref(), Some("sm_100a"));
        assert_eq!(u[2].name, "gpu.module @c");
    }
}
