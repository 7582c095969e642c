//! Checks on the raw source before MLIR parses it: it is UTF-8 (MLIR
//! source is text), holds no NUL byte (MLIR's lexer reads one as the end of
//! the buffer), does not nest deeper than the parser can be given stack
//! for, and names no `#nvvm.target` chip MLIR's own check answers
//! nondeterministically for (`chip`), holds no dense array of `index`
//! elements, which MLIR's parser crashes on (`dense_array`), and no
//! `llvm.insertvalue` / `llvm.extractvalue` position of 2^32 or more, which
//! MLIR truncates (`aggregate_position`), and no SSA name used before its
//! definition and then defined in a nested region, which MLIR's parser
//! turns into a use-after-free when the parse fails
//! (`nested_definition`). Each failure is a located diagnostic (the line and column of the
//! first bad byte) naming a rule; the depth measured sizes the stack the
//! session parses and compiles on.

use crate::diagnostics::Diagnostic;
use tile_rules::Severity;

mod aggregate_position;
mod chip;
mod dense_array;
mod nested_definition;

/// Nesting deeper than this (regions, attribute and type brackets, all
/// counted together) is refused: the parser, the printer and MLIR's
/// destructors recurse once per level. 10,000 levels are accepted.
pub const MAX_NESTING: usize = 20_000;

/// Stack for a nesting depth: a base for ordinary input, plus room per
/// level (10,000 nested regions through the default pipeline were measured
/// to need about 6 KiB per level; this gives more than twice that).
pub fn stack_bytes_for(depth: usize) -> usize {
    const BASE: usize = 64 << 20;
    const PER_LEVEL: usize = 16 << 10;
    BASE.saturating_add(depth.saturating_mul(PER_LEVEL))
}

/// What the pre-parse checks learned about a source that passed them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SourceFacts {
    /// The deepest bracket nesting (an over-estimate: brackets inside
    /// comments are skipped, `->` is not a closer).
    pub depth: usize,
}

/// 1-based line and column (in bytes, as MLIR counts) of byte `offset`.
pub fn line_col(source: &[u8], offset: usize) -> (usize, usize) {
    let before = &source[..offset.min(source.len())];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1);
    (line, offset - start + 1)
}

fn error_at(source: &[u8], offset: usize, message: String) -> Diagnostic {
    let (line, col) = line_col(source, offset);
    Diagnostic::new(Severity::Error, Some((String::new(), line, col)), message)
}

/// Checks `source`; returns what it learned, or the located error.
pub fn check_source(source: &[u8]) -> Result<SourceFacts, Diagnostic> {
    if let Err(e) = std::str::from_utf8(source) {
        let at = e.valid_up_to();
        let bad = &source[at..(at + e.error_len().unwrap_or(source.len() - at)).min(source.len())];
        let hex: Vec<String> = bad.iter().map(|b| format!("0x{b:02x}")).collect();
        return Err(error_at(
            source,
            at,
            format!(
                "[input-utf8] the input is not valid UTF-8: byte {} here ({}) does not start a \
                 UTF-8 character (MLIR source is text)",
                at,
                hex.join(" ")
            ),
        ));
    }
    if let Some(at) = source.iter().position(|&b| b == 0) {
        return Err(error_at(
            source,
            at,
            format!(
                "[input-nul] the input holds a NUL byte at byte {at} (MLIR source is text; MLIR's \
                 parser would take it for the end of the input)"
            ),
        ));
    }
    let depth = nesting_depth(source).map_err(|at| {
        error_at(
            source,
            at,
            format!(
                "[input-nesting] the input nests deeper than {MAX_NESTING} levels here (regions, \
                 attributes and types counted together); tile-opt refuses deeper input"
            ),
        )
    })?;
    if let Some((at, raw)) = chip::unreadable_chip(source) {
        return Err(error_at(
            source,
            at,
            format!(
                "[target-attribute] NVVM target chip '{raw}' has no SM number (expected sm_<N> or \
                 sm_<N>a, for example sm_90a)"
            ),
        ));
    }
    if let Some((at, written)) = dense_array::index_array(source) {
        let written = if written == "index" {
            "'index'".to_string()
        } else {
            format!("'{written}' (an alias of index)")
        };
        return Err(error_at(
            source,
            at,
            format!(
                "[dense-array-element] a dense array of {written} elements is not \
                 supported: index has no fixed width (MLIR 22's parser crashes on it); use i64 or \
                 i32 elements"
            ),
        ));
    }
    if let Some((at, written)) = aggregate_position::huge_position(source) {
        return Err(error_at(
            source,
            at,
            format!(
                "[aggregate-position] position {written} of an llvm.insertvalue / \
                 llvm.extractvalue is not supported: MLIR 22 reads positions as 32-bit numbers \
                 (it crashes on such a position into a struct and reads another element of an \
                 array); positions below {} only",
                aggregate_position::LIMIT
            ),
        ));
    }
    if let Some((at, name, use_at)) = nested_definition::nested_definition(source) {
        let (line, col) = line_col(source, use_at);
        return Err(error_at(
            source,
            at,
            format!(
                "[ssa-nested-definition] %{name} is used at line {line}, column {col}, before any \
                 definition its region can see, and defined here, inside a region nested in that \
                 one: a value defined in a nested region is not visible outside it (MLIR 22's \
                 parser would take this definition for the use and free it while still used when \
                 the parse fails); define %{name} before its use, in the use's region or one \
                 around it"
            ),
        ));
    }
    Ok(SourceFacts { depth })
}

/// The chips of `source`'s `#nvvm.target`s are targets both LLVM 22 and
/// ptxas 13 compile for (checked before MLIR parses them; a session with a
/// target of its own compiles every unit for that one and skips this): the
/// located `[target-attribute]` error of the first that is not.
pub fn check_chips(source: &[u8]) -> Result<(), Diagnostic> {
    // At the gpu.module, as the verifier (and mlir-opt with the plugin)
    // reports it, when the chip is in one's target list.
    match chip::unsupported_chip(source) {
        Some((_, why, Some(module))) => Err(error_at(
            source,
            module,
            format!("'gpu.module' op [target-attribute] gpu.module target chip: {why}"),
        )),
        Some((at, why, None)) => Err(error_at(
            source,
            at,
            format!("[target-attribute] NVVM target chip: {why}"),
        )),
        None => Ok(()),
    }
}

/// The deepest nesting of `{ ( [ <` in `source` (string literals and `//`
/// comments skipped); `Err(offset)` of the opener that goes past
/// [`MAX_NESTING`].
fn nesting_depth(source: &[u8]) -> Result<usize, usize> {
    let (mut depth, mut deepest) = (0usize, 0usize);
    let mut i = 0;
    while i < source.len() {
        if let Some(end) = skip_literal(source, i) {
            i = end + 1;
            continue;
        }
        match source[i] {
            b'-' if source.get(i + 1) == Some(&b'>') => i += 1,
            b'{' | b'(' | b'[' | b'<' => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Err(i);
                }
                deepest = deepest.max(depth);
            }
            b'}' | b')' | b']' | b'>' => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    Ok(deepest)
}

/// Where a string literal or a `//` comment that starts at `i` ends: the
/// offset of its closing quote or of the newline after it (past the input's
/// end when unterminated); `None` when neither starts there. The pre-parse
/// scans skip them: brackets and names inside mean nothing.
fn skip_literal(source: &[u8], i: usize) -> Option<usize> {
    let mut j = i;
    match source.get(i) {
        Some(b'"') => {
            j += 1;
            while j < source.len() && source[j] != b'"' {
                j += if source[j] == b'\\' { 2 } else { 1 };
            }
        }
        Some(b'/') if source.get(i + 1) == Some(&b'/') => {
            while j < source.len() && source[j] != b'\n' {
                j += 1;
            }
        }
        _ => return None,
    }
    Some(j)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locates_bad_bytes() {
        assert_eq!(line_col(b"ab\ncd", 4), (2, 2));
        let e = check_source(b"func.func @f() {\n  return\n}\x00\n").unwrap_err();
        assert_eq!(e.file_line_col, Some((String::new(), 3, 2)));
        assert!(e.message.starts_with("[input-nul]"), "{}", e.message);
        let e = check_source(b"module {\n  // caf\xe9\n}\n").unwrap_err();
        assert_eq!(e.file_line_col, Some((String::new(), 2, 9)));
        assert!(e.message.contains("(0xe9)"), "{}", e.message);
    }

    #[test]
    fn measures_nesting() {
        let facts =
            check_source(b"module { func.func @f() -> (i32) { %0 = \"x{{{\" } } // [[[[").unwrap();
        assert_eq!(facts.depth, 2);
        let deep = "[".repeat(MAX_NESTING + 1);
        let e = check_source(deep.as_bytes()).unwrap_err();
        assert_eq!(e.file_line_col, Some((String::new(), 1, MAX_NESTING + 1)));
        assert!(e.message.starts_with("[input-nesting]"), "{}", e.message);
    }
}
