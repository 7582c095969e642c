//! Reading file/line/column out of MLIR's printed locations.

/// Extracts `(file, line, column)` from a location as MLIR prints it.
///
/// Accepted forms include `loc("f.mlir":3:5)`, the bare `"f.mlir":3:5`,
/// ranges such as `"f.mlir":3:5 to 4:1` (the start is taken), and nested
/// forms (`loc(fused[...])`, `loc(fused<...>[...])`, `loc("name"(...))`,
/// `loc(callsite(... at ...))`), from which the first `"file":line:col` in
/// the text is taken. A location printed with a line but no column yields
/// column 0, MLIR's "unknown column". The file name is unescaped (`\"`,
/// `\\` and MLIR's two-digit hex escapes such as `\22`).
///
/// Returns `None` for `loc(unknown)` and any text without a file location.
pub fn parse_mlir_location(loc_text: &str) -> Option<(String, usize, usize)> {
    let mut rest = loc_text;
    while let Some(open) = rest.find('"') {
        let (file, after) = read_string(&rest[open + 1..])?;
        if let Some((line, column)) = read_line_col(after) {
            return Some((file, line, column));
        }
        rest = after;
    }
    None
}

/// Reads the body of a string literal whose opening quote was just consumed,
/// returning its unescaped contents and the text after the closing quote, or
/// `None` when the literal is not closed.
fn read_string(text: &str) -> Option<(String, &str)> {
    let mut out = String::new();
    let mut bytes_out = Vec::new();
    let mut chars = text.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => {
                flush_bytes(&mut bytes_out, &mut out);
                return Some((out, &text[i + 1..]));
            }
            '\\' => {
                let (_, next) = chars.next()?;
                match next {
                    '"' | '\\' => {
                        flush_bytes(&mut bytes_out, &mut out);
                        out.push(next);
                    }
                    'n' => {
                        flush_bytes(&mut bytes_out, &mut out);
                        out.push('\n');
                    }
                    't' => {
                        flush_bytes(&mut bytes_out, &mut out);
                        out.push('\t');
                    }
                    hi if hi.is_ascii_hexdigit() => {
                        let lo = chars.clone().next().map(|(_, lo)| lo);
                        match lo.filter(char::is_ascii_hexdigit) {
                            Some(lo) => {
                                chars.next();
                                let value = hex_value(hi) * 16 + hex_value(lo);
                                bytes_out.push(value);
                            }
                            None => {
                                flush_bytes(&mut bytes_out, &mut out);
                                out.push('\\');
                                out.push(hi);
                            }
                        }
                    }
                    other => {
                        flush_bytes(&mut bytes_out, &mut out);
                        out.push('\\');
                        out.push(other);
                    }
                }
            }
            _ => {
                flush_bytes(&mut bytes_out, &mut out);
                out.push(c);
            }
        }
    }
    None
}

/// The value of one ASCII hex digit (0 for anything else).
fn hex_value(c: char) -> u8 {
    c.to_digit(16)
        .and_then(|d| u8::try_from(d).ok())
        .unwrap_or(0)
}

/// Appends pending hex-escaped bytes to `out` (lossily, as UTF-8).
fn flush_bytes(bytes: &mut Vec<u8>, out: &mut String) {
    if !bytes.is_empty() {
        out.push_str(&String::from_utf8_lossy(bytes));
        bytes.clear();
    }
}

/// Reads `:line[:col]` at the start of `text`.
fn read_line_col(text: &str) -> Option<(usize, usize)> {
    let (line, rest) = read_number(text.strip_prefix(':')?)?;
    let column = rest
        .strip_prefix(':')
        .and_then(read_number)
        .map_or(0, |(column, _)| column);
    Some((line, column))
}

/// Reads a decimal number at the start of `text`, returning it and the rest.
fn read_number(text: &str) -> Option<(usize, &str)> {
    let len = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let value = text[..len].parse().ok()?;
    Some((value, &text[len..]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use pretty_assertions::assert_eq;

    fn loc(file: &str, line: usize, col: usize) -> Option<(String, usize, usize)> {
        Some((file.to_string(), line, col))
    }

    #[test]
    fn wrapped_file_line_col() {
        assert_eq!(
            parse_mlir_location("loc(\"file.mlir\":3:5)"),
            loc("file.mlir", 3, 5)
        );
    }

    #[test]
    fn bare_file_line_col() {
        assert_eq!(
            parse_mlir_location("\"file.mlir\":3:5"),
            loc("file.mlir", 3, 5)
        );
        assert_eq!(
            parse_mlir_location("  \"dir/a b.mlir\":120:33  "),
            loc("dir/a b.mlir", 120, 33)
        );
    }

    #[test]
    fn fused_takes_first() {
        assert_eq!(
            parse_mlir_location("loc(fused[\"a.mlir\":1:2, \"b\":3:4])"),
            loc("a.mlir", 1, 2)
        );
        assert_eq!(
            parse_mlir_location("loc(fused<\"meta\">[\"a.mlir\":1:2, \"b\":3:4])"),
            loc("a.mlir", 1, 2)
        );
    }

    #[test]
    fn named_skips_the_name() {
        assert_eq!(
            parse_mlir_location("loc(\"name\"(\"f.mlir\":7:9))"),
            loc("f.mlir", 7, 9)
        );
    }

    #[test]
    fn name_only_is_none() {
        assert_eq!(parse_mlir_location("loc(\"name\")"), None);
    }

    #[test]
    fn callsite_takes_first() {
        assert_eq!(
            parse_mlir_location("loc(callsite(\"f.mlir\":1:1 at \"f.mlir\":2:2))"),
            loc("f.mlir", 1, 1)
        );
        assert_eq!(
            parse_mlir_location("loc(callsite(\"callee\"(\"g.mlir\":5:6) at \"f.mlir\":2:2))"),
            loc("g.mlir", 5, 6)
        );
    }

    #[test]
    fn range_takes_start() {
        assert_eq!(
            parse_mlir_location("loc(\"f.mlir\":3:5 to :9)"),
            loc("f.mlir", 3, 5)
        );
        assert_eq!(
            parse_mlir_location("loc(\"f.mlir\":3:5 to 4:1)"),
            loc("f.mlir", 3, 5)
        );
    }

    #[test]
    fn line_without_column_gives_column_zero() {
        assert_eq!(
            parse_mlir_location("loc(\"f.mlir\":3)"),
            loc("f.mlir", 3, 0)
        );
    }

    #[test]
    fn unknown_and_garbage_are_none() {
        assert_eq!(parse_mlir_location("loc(unknown)"), None);
        assert_eq!(parse_mlir_location(""), None);
        assert_eq!(parse_mlir_location("file.mlir:3:5"), None);
        assert_eq!(parse_mlir_location("loc(\"unterminated:3:5)"), None);
        assert_eq!(parse_mlir_location("loc(\"f.mlir\":x:5)"), None);
        assert_eq!(parse_mlir_location("loc(\"f\\"), None);
    }

    #[test]
    fn huge_line_is_none_not_panic() {
        assert_eq!(
            parse_mlir_location("loc(\"f\":999999999999999999999999999:1)"),
            None
        );
    }

    #[test]
    fn escapes_in_file_name() {
        assert_eq!(
            parse_mlir_location(r#"loc("a\"b\\c.mlir":1:2)"#),
            loc("a\"b\\c.mlir", 1, 2)
        );
        assert_eq!(
            parse_mlir_location(r#"loc("x\22y\C3\A9.mlir":1:2)"#),
            loc("x\"yé.mlir", 1, 2)
        );
        assert_eq!(
            parse_mlir_location(r#"loc("a\qb":1:2)"#),
            loc("a\\qb", 1, 2)
        );
    }

    #[test]
    fn escaped_quote_does_not_end_string() {
        // The `":1:2` inside the name must not be taken as a location.
        assert_eq!(
            parse_mlir_location(r#"loc("n\":1:2"("f.mlir":4:4))"#),
            loc("f.mlir", 4, 4)
        );
    }
}
