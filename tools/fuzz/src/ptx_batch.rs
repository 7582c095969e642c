//! Several PTX units in one ptxas run. Starting ptxas costs more than
//! assembling a small unit, and a generated module is compiled by both
//! strategies (two units with the same kernels), so units with the same
//! `.version`, `.target` and `.address_size` are merged into one module:
//! the header once, then each unit's body with the symbols it defines at
//! module scope (entries, functions, variables; not `.extern`
//! declarations) renamed apart (`name` -> `name__u1` in the second unit).
//!
//! A merged module ptxas accepts means every unit is accepted (each is a
//! part of it; per-kernel limits are the same, module-wide ones only grow).
//! When ptxas refuses the merged module nothing is concluded: the caller
//! checks each unit alone, so verdicts and messages are exactly those of
//! separate runs.

/// The header lines that must agree for units to be merged.
const HEADER: &[&str] = &[".version", ".target", ".address_size"];

/// A unit split into its header (the `.version`, `.target` and
/// `.address_size` lines, in order) and the rest.
fn split_header(ptx: &str) -> (Vec<&str>, String) {
    let mut header = Vec::new();
    let mut body = String::with_capacity(ptx.len());
    for line in ptx.split_inclusive('\n') {
        let trimmed = line.trim();
        if HEADER.iter().any(|h| {
            trimmed
                .strip_prefix(h)
                .is_some_and(|rest| rest.starts_with([' ', '\t']))
        }) {
            header.push(trimmed);
        } else {
            body.push_str(line);
        }
    }
    (header, body)
}

/// The key of the units that may share a merged module: their header.
pub fn merge_key(ptx: &str) -> String {
    split_header(ptx).0.join("\n")
}

/// One module holding every unit of `units` (all with the same
/// [`merge_key`]), the second and later renamed apart.
pub fn merge(units: &[&str]) -> String {
    let mut out = String::new();
    for (i, unit) in units.iter().enumerate() {
        let (header, body) = split_header(unit);
        if i == 0 {
            for line in &header {
                out.push_str(line);
                out.push('\n');
            }
        }
        out.push('\n');
        if i == 0 {
            out.push_str(&body);
        } else {
            out.push_str(&rename(&body, &defined_symbols(&body), &format!("__u{i}")));
        }
    }
    out
}

/// The names a unit defines at module scope (outside any function body).
pub fn defined_symbols(body: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut depth = 0usize;
    for line in body.lines() {
        let trimmed = line.trim_start();
        if depth == 0 && !trimmed.starts_with("//") {
            if let Some(name) = declared_name(trimmed) {
                if !names.contains(&name) {
                    names.push(name);
                }
            }
        }
        let code = line.split("//").next().unwrap_or_default();
        for c in code.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth = depth.saturating_sub(1),
                _ => {}
            }
        }
    }
    names
}

/// The symbol a module-scope line defines, if it defines one.
fn declared_name(line: &str) -> Option<String> {
    let mut rest = line;
    loop {
        let word = rest.split_whitespace().next()?;
        match word {
            ".visible" | ".weak" | ".common" => rest = rest[word.len()..].trim_start(),
            ".extern" => return None,
            _ => break,
        }
    }
    let word = rest.split_whitespace().next()?;
    match word {
        ".entry" => ident_at(rest[word.len()..].trim_start()),
        ".func" => {
            let mut after = rest[word.len()..].trim_start();
            if after.starts_with('(') {
                let close = after.find(')')?;
                after = after[close + 1..].trim_start();
            }
            ident_at(after)
        }
        ".global" | ".shared" | ".const" => {
            let decl = rest.split('=').next()?;
            let decl = decl.split(['[', ';']).next()?.trim_end();
            let last = decl.rsplit([' ', '\t']).next()?;
            ident_at(last)
        }
        _ => None,
    }
}

fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '$'
}

/// The identifier at the start of `text`.
fn ident_at(text: &str) -> Option<String> {
    let end = text.find(|c: char| !is_ident_char(c)).unwrap_or(text.len());
    let name = &text[..end];
    let first = name.chars().next()?;
    (first.is_ascii_alphabetic() || first == '_' || first == '$').then(|| name.to_string())
}

/// `text` with every whole-token occurrence of a name of `names` suffixed.
fn rename(text: &str, names: &[String], suffix: &str) -> String {
    if names.is_empty() {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len() + 64);
    let mut token = String::new();
    let mut previous: Option<char> = None;
    let flush = |token: &mut String, out: &mut String, previous: Option<char>| {
        // A register (%r1), a directive (.shared) or a label's tail is not a
        // symbol.
        let symbol_position = !matches!(previous, Some('%' | '.'));
        out.push_str(token);
        if symbol_position && names.iter().any(|n| n == token) {
            out.push_str(suffix);
        }
        token.clear();
    };
    let mut before_token = None;
    for c in text.chars() {
        if is_ident_char(c) {
            if token.is_empty() {
                before_token = previous;
            }
            token.push(c);
        } else {
            if !token.is_empty() {
                flush(&mut token, &mut out, before_token);
            }
            out.push(c);
        }
        previous = Some(c);
    }
    if !token.is_empty() {
        flush(&mut token, &mut out, before_token);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const UNIT: &str = "//\n// Generated by LLVM NVPTX Back-End\n//\n\n.version 8.0\n.target sm_90a\n.address_size 64\n\n\t// .globl\tk\n.extern .func vprintf(.param .b64 a);\n.shared .align 1024 .b8 tile_smem[16384];\n.global .align 8 .u64 g = 0;\n.func (.param .b32 r) helper(\n\t.param .b32 p\n)\n{\n\tret;\n}\n.visible .entry k(\n\t.param .u64 k_param_0\n)\n{\n\tmov.b64 %rd1, tile_smem;\n\tld.param.u64 %rd2, [k_param_0];\n\tret;\n}\n";

    #[test]
    fn finds_module_scope_symbols() {
        let (_, body) = split_header(UNIT);
        assert_eq!(defined_symbols(&body), ["tile_smem", "g", "helper", "k"]);
    }

    #[test]
    fn merges_with_renamed_symbols() {
        assert_eq!(
            merge_key(UNIT),
            ".version 8.0\n.target sm_90a\n.address_size 64"
        );
        let merged = merge(&[UNIT, UNIT]);
        assert_eq!(merged.matches(".version").count(), 1);
        assert!(merged.contains(".visible .entry k("));
        assert!(merged.contains(".visible .entry k__u1("));
        assert!(merged.contains("mov.b64 %rd1, tile_smem__u1;"));
        assert!(merged.contains("[k_param_0]"));
        assert!(merged.contains(".extern .func vprintf("));
        assert!(!merged.contains("vprintf__u1"));
    }
}
