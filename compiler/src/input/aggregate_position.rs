//! Positions of `llvm.insertvalue` / `llvm.extractvalue` that MLIR 22
//! cannot hold, read off the raw source. Its parser and verifier of these
//! ops check a position against the aggregate's size after truncating it
//! to 32 bits: a position of 2^32 or more into a struct crashed the parser
//! (a segmentation fault in `getInsertExtractValueElementType`; custom form
//! `%s[4294967296]` and generic form `position = array<i64: 4294967296>`,
//! tile-fuzz seed 1212), and into an array it was accepted as the truncated
//! index (`[4294967297]` of an `!llvm.array<4 x i64>` read element 1,
//! exit 0). Such a position is refused here, before MLIR sees it.

use super::dense_array::{ident_end, is_ident, is_ident_start, skip_line, skip_string};

/// The least position MLIR 22 gets wrong (2^32).
pub(super) const LIMIT: u128 = 1 << 32;

/// The op names whose positions are checked.
const OPS: [&[u8]; 2] = [b"llvm.insertvalue", b"llvm.extractvalue"];

/// The offset and text of the first position of 2^32 or more (or one too
/// long to read) of an `llvm.insertvalue` / `llvm.extractvalue` in
/// `source`, in either form.
pub(super) fn huge_position(source: &[u8]) -> Option<(usize, String)> {
    // Most inputs have neither op: one fast search instead of the scan.
    let text = std::str::from_utf8(source).ok()?;
    if !text.contains("llvm.insertvalue") && !text.contains("llvm.extractvalue") {
        return None;
    }
    let mut i = 0;
    while i < source.len() {
        match source[i] {
            b'"' => {
                // The generic form names the op in quotes.
                let end = skip_string(source, i).min(source.len());
                let name = &source[i + 1..end.saturating_sub(1).max(i + 1)];
                if OPS.contains(&name) {
                    if let Some(found) = in_operation(source, end) {
                        return Some(found);
                    }
                }
                i = end;
                continue;
            }
            b'/' if source.get(i + 1) == Some(&b'/') => i = skip_line(source, i),
            c if is_ident_start(c)
                && !source.get(i.wrapping_sub(1)).is_some_and(|&p| is_ident(p)) =>
            {
                let end = ident_end(source, i);
                if OPS.contains(&&source[i..end]) {
                    if let Some(found) = in_operation(source, end) {
                        return Some(found);
                    }
                }
                i = end;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// The first huge position in the operation whose name ends at `from`: in
/// its `[...]` position lists and `array<...>` attributes before its type
/// (the first `:` outside brackets), skipping strings and comments.
fn in_operation(source: &[u8], from: usize) -> Option<(usize, String)> {
    let mut depth = 0usize;
    // Inside `[...]` opened at depth 0, or `array<` at any depth: the
    // depth it opened at.
    let mut list: Option<usize> = None;
    let mut i = from;
    while i < source.len() {
        let c = source[i];
        match c {
            b'"' => {
                i = skip_string(source, i);
                continue;
            }
            b'/' if source.get(i + 1) == Some(&b'/') => {
                i = skip_line(source, i);
                continue;
            }
            b':' if depth == 0 => return None,
            b'[' if depth == 0 => {
                list.get_or_insert(depth);
                depth += 1;
            }
            b'(' | b'[' | b'{' => depth += 1,
            b'<' => {
                if source[..i].ends_with(b"array") {
                    list.get_or_insert(depth);
                }
                depth += 1;
            }
            b')' | b']' | b'}' | b'>' => {
                depth = depth.saturating_sub(1);
                if list == Some(depth) {
                    list = None;
                }
                // A closer at depth 0 ends the operation (its region or
                // an enclosing op's body).
                if depth == 0 && c == b'}' {
                    return None;
                }
            }
            b'0'..=b'9' if list.is_some() => {
                let start = i;
                let before = source.get(i.wrapping_sub(1)).copied();
                let mut end = i;
                while source.get(end).is_some_and(u8::is_ascii_digit) {
                    end += 1;
                }
                let part_of_name = before.is_some_and(|p| is_ident(p) || p == b'%' || p == b'#');
                if !part_of_name {
                    let digits = &source[start..end];
                    let value = std::str::from_utf8(digits)
                        .ok()
                        .and_then(|d| d.parse::<u128>().ok());
                    if value.is_none_or(|v| v >= LIMIT) {
                        return Some((start, String::from_utf8_lossy(digits).into_owned()));
                    }
                }
                i = end;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_huge_positions() {
        let found = |s: &str| huge_position(s.as_bytes());
        let custom = "%e = llvm.extractvalue %s[4294967296] : !llvm.struct<(i64)>";
        assert_eq!(found(custom), Some((26, "4294967296".into())));
        let nested = "%e = llvm.insertvalue %x, %s[0, 99999999999999999999999] : !t";
        assert_eq!(
            found(nested).map(|f| f.1),
            Some("99999999999999999999999".into())
        );
        let generic =
            "%e = \"llvm.extractvalue\"(%s) <{position = array<i64: 1, 8589934593>}> : (!t) -> i64";
        assert_eq!(found(generic).map(|f| f.1), Some("8589934593".into()));
        for fine in [
            "%e = llvm.extractvalue %s[4294967295] : !llvm.array<4294967296 x i8>",
            "%e = llvm.extractvalue %s12345678901[1] : !llvm.struct<(i64)>",
            "%e = llvm.extractvalue %s[1] : !llvm.array<8589934592 x i8>",
            "%e = llvm.extractvalue %s[1] {note = \"[4294967296]\"} : !t",
            "%e = llvm.extractvalue %s[1] : !t\n%c = arith.constant dense<[4294967296]> : tensor<1xi64>",
            "// llvm.extractvalue %s[4294967296]\n",
            "%c = llvm.mlir.constant(4294967296 : i64) : i64",
        ] {
            assert_eq!(found(fine), None, "{fine}");
        }
    }
}
