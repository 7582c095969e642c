//! The chip of each `#nvvm.target<...>`, read off the raw source. MLIR 22's
//! own check of the attribute (run while parsing, before any rule of ours)
//! reads the SM number from the chip's fourth character on and leaves it
//! uninitialized when no digit is there (`"sm_"`, `"sm_x"`, `"\00"`): the
//! same input then passes or fails its check from run to run. Such a chip
//! is refused here, before MLIR sees it, so the answer is always the same
//! `[target-attribute]` error at the chip. A session without a target of
//! its own (`--target`) also refuses, here, every chip that is not a target
//! both LLVM 22 and ptxas 13 compile for ([`unsupported_chip`]), so that a
//! library `Session::parse` refuses it even in a `gpu.module` without `tile`
//! ops, whose rules MLIR's verifier hook never runs.

/// A chip MLIR cannot read an SM number from: `(offset of its string
/// literal, the literal as written)`, for the first such
/// `#nvvm.target<chip = "...">` in `source`.
pub(super) fn unreadable_chip(source: &[u8]) -> Option<(usize, String)> {
    const OPEN: &[u8] = b"#nvvm.target<";
    let mut from = 0;
    while let Some(found) = find(&source[from..], OPEN) {
        let start = from + found + OPEN.len();
        if let Some((at, raw)) = chip_literal(source, start) {
            if !sm_number_readable(&unescape(&raw)) {
                return Some((at, String::from_utf8_lossy(&raw).into_owned()));
            }
        }
        from = start;
    }
    None
}

/// A chip that is not a target both LLVM 22 and ptxas 13 compile for
/// (`tile_rules::Target::parse`), for the first such
/// `#nvvm.target<chip = "...">` in `source`: the offset of its string
/// literal, why, and the offset of the `gpu.module` whose target list
/// (`gpu.module @m [#nvvm.target<...>]`) holds it, if one does (where the
/// verifier reports the chip). Chips with no SM number are
/// [`unreadable_chip`]'s.
pub(super) fn unsupported_chip(source: &[u8]) -> Option<(usize, String, Option<usize>)> {
    const OPEN: &[u8] = b"#nvvm.target<";
    let mut from = 0;
    while let Some(found) = find(&source[from..], OPEN) {
        let start = from + found + OPEN.len();
        if let Some((at, raw)) = chip_literal(source, start) {
            let chip = unescape(&raw);
            if sm_number_readable(&chip) && !chip.is_empty() {
                let text = String::from_utf8_lossy(&chip).into_owned();
                if let Err(e) = tile_rules::Target::parse(&text) {
                    let module = gpu_module_header(source, from + found);
                    return Some((at, e.to_string(), module));
                }
            }
        }
        from = start;
    }
    None
}

/// The offset of `gpu.module` when the target attribute at `target` is in
/// its header's target list: `gpu.module @name [` (maybe after other
/// targets) with no region opened in between.
fn gpu_module_header(source: &[u8], target: usize) -> Option<usize> {
    const OP: &[u8] = b"gpu.module";
    let before = &source[..target];
    let at = before.windows(OP.len()).rposition(|w| w == OP)?;
    let between = &before[at + OP.len()..];
    let name_follows = between
        .iter()
        .find(|b| !b.is_ascii_whitespace())
        .is_some_and(|&b| b == b'@');
    let opened = between.iter().any(|&b| matches!(b, b'{' | b'}'));
    (name_follows && !opened && between.contains(&b'[')).then_some(at)
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    // Candidates by the first byte (rare: `#`), then the whole needle.
    let Some(&first) = needle.first() else {
        return Some(0);
    };
    let mut from = 0;
    while let Some(offset) = haystack[from..].iter().position(|&b| b == first) {
        let at = from + offset;
        if haystack[at..].starts_with(needle) {
            return Some(at);
        }
        from = at + 1;
    }
    None
}

/// The `chip = "..."` literal of the attribute body starting at `start`
/// (up to its closing `>`): its offset and its raw bytes.
fn chip_literal(source: &[u8], start: usize) -> Option<(usize, Vec<u8>)> {
    let mut depth = 1usize;
    let mut i = start;
    while i < source.len() {
        match source[i] {
            b'"' => i = skip_string(source, i),
            b'<' | b'{' | b'[' | b'(' => depth += 1,
            b'>' | b'}' | b']' | b')' => {
                depth -= 1;
                if depth == 0 {
                    return None;
                }
            }
            b'c' if depth == 1
                && source[i..].starts_with(b"chip")
                && !source
                    .get(i.wrapping_sub(1))
                    .is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_') =>
            {
                let mut j = i + 4;
                while source.get(j).is_some_and(u8::is_ascii_whitespace) {
                    j += 1;
                }
                if source.get(j) == Some(&b'=') {
                    j += 1;
                    while source.get(j).is_some_and(u8::is_ascii_whitespace) {
                        j += 1;
                    }
                    if source.get(j) == Some(&b'"') {
                        let end = skip_string(source, j);
                        let raw = source[j + 1..end.min(source.len())].to_vec();
                        return Some((j, raw));
                    }
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// The offset of the closing quote of the string literal opening at `i`.
fn skip_string(source: &[u8], mut i: usize) -> usize {
    i += 1;
    while i < source.len() && source[i] != b'"' {
        i += if source[i] == b'\\' { 2 } else { 1 };
    }
    i
}

/// The bytes of an MLIR string literal's body: `\\`, `\"`, `\n`, `\t` and
/// two-digit hex escapes (`\00`).
fn unescape(raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while i < raw.len() {
        if raw[i] != b'\\' || i + 1 >= raw.len() {
            out.push(raw[i]);
            i += 1;
            continue;
        }
        let hex = raw
            .get(i + 1..i + 3)
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match (raw[i + 1], hex) {
            (_, Some(b)) => {
                out.push(b);
                i += 3;
            }
            (b'n', None) => {
                out.push(b'\n');
                i += 2;
            }
            (b't', None) => {
                out.push(b'\t');
                i += 2;
            }
            (c, None) => {
                out.push(c);
                i += 2;
            }
        }
    }
    out
}

/// Whether MLIR reads an SM number from `chip`: a digit at its fourth
/// character, counting up to a NUL byte (MLIR's check ends the chip
/// there). An empty chip gets MLIR's own, deterministic error.
fn sm_number_readable(chip: &[u8]) -> bool {
    if chip.is_empty() {
        return true;
    }
    let c_string = chip.split(|&b| b == 0).next().unwrap_or_default();
    c_string.get(3).is_some_and(u8::is_ascii_digit)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_unreadable_chips() {
        let text =
            |chip: &str| format!("gpu.module @m [#nvvm.target<O = 3, chip = \"{chip}\">] {{}}");
        for bad in ["sm_", "sm_x", "sm_a90", "\\00", "s"] {
            let source = text(bad);
            let (at, raw) = unreadable_chip(source.as_bytes()).expect(bad);
            assert_eq!(raw, bad);
            assert_eq!(&source[at..at + 1], "\"");
        }
        for good in ["sm_90a", "sm_9x", "gfx90a", "sm_100a"] {
            assert_eq!(unreadable_chip(text(good).as_bytes()), None, "{good}");
        }
        assert_eq!(unreadable_chip(b"#nvvm.target"), None);
        for unsupported in ["sm_9000", "sm_101a", "sm_70", "sm_10"] {
            let source = text(unsupported);
            let (at, why, module) = unsupported_chip(source.as_bytes()).expect(unsupported);
            assert_eq!(&source[at..at + 1], "\"");
            assert!(why.contains(unsupported), "{why}");
            assert_eq!(module, Some(0));
        }
        let elsewhere = "func.func @f() attributes {t = #nvvm.target<chip = \"sm_70\">}";
        assert_eq!(
            unsupported_chip(elsewhere.as_bytes()).map(|c| c.2),
            Some(None)
        );
        for fine in ["sm_90a", "sm_100a", "sm_", "\\00"] {
            assert_eq!(unsupported_chip(text(fine).as_bytes()), None, "{fine}");
        }
        assert_eq!(
            unreadable_chip(b"#nvvm.target<flags = {chip = \"x\"}>"),
            None
        );
    }
}
