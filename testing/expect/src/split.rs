//! `--split-input-file`: cutting a test file into independent chunks.

/// The marker `mlir-opt --split-input-file` splits on by default.
pub const DEFAULT_SPLIT_MARKER: &str = "// -----";

/// One piece of a split input file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chunk {
    /// The chunk's text, marker lines excluded, line endings kept.
    pub text: String,
    /// The 1-based line of the original file on which `text` starts.
    pub first_line: usize,
}

impl Chunk {
    /// The chunk text preceded by `first_line - 1` newlines, so that a parser
    /// fed this text reports line numbers of the original file.
    pub fn padded_text(&self) -> String {
        let padding = self.first_line.saturating_sub(1);
        let mut out = String::with_capacity(padding + self.text.len());
        out.extend(std::iter::repeat_n('\n', padding));
        out.push_str(&self.text);
        out
    }
}

/// Splits `source` at every line whose trimmed content starts with `marker`
/// (itself trimmed), e.g. [`DEFAULT_SPLIT_MARKER`].
///
/// Marker lines belong to no chunk. There is always at least one chunk, and
/// `n` marker lines yield `n + 1` chunks, some of which may be empty. An
/// empty (or all-whitespace) marker never matches, so the whole source is
/// returned as one chunk.
pub fn split_input(source: &str, marker: &str) -> Vec<Chunk> {
    let marker = marker.trim();
    let mut chunks = Vec::new();
    let mut current = Chunk {
        text: String::new(),
        first_line: 1,
    };
    for (index, line) in source.split_inclusive('\n').enumerate() {
        let line_no = index + 1;
        if !marker.is_empty() && line.trim().starts_with(marker) {
            let next = Chunk {
                text: String::new(),
                first_line: line_no + 1,
            };
            chunks.push(std::mem::replace(&mut current, next));
        } else {
            current.text.push_str(line);
        }
    }
    chunks.push(current);
    chunks
}

#[cfg(test)]
mod tests {
    use super::*;
    use pretty_assertions::assert_eq;

    fn chunk(text: &str, first_line: usize) -> Chunk {
        Chunk {
            text: text.to_string(),
            first_line,
        }
    }

    #[test]
    fn no_marker_gives_one_chunk() {
        let src = "a\nb\n";
        assert_eq!(
            split_input(src, DEFAULT_SPLIT_MARKER),
            vec![chunk("a\nb\n", 1)]
        );
    }

    #[test]
    fn empty_source_gives_one_empty_chunk() {
        assert_eq!(split_input("", DEFAULT_SPLIT_MARKER), vec![chunk("", 1)]);
    }

    #[test]
    fn splits_and_records_first_lines() {
        let src = "a\nb\n// -----\nc\n// -----\nd\ne\n";
        assert_eq!(
            split_input(src, DEFAULT_SPLIT_MARKER),
            vec![chunk("a\nb\n", 1), chunk("c\n", 4), chunk("d\ne\n", 6)]
        );
    }

    #[test]
    fn marker_with_indentation_and_trailing_text_splits() {
        let src = "a\n   // ----- next case\nb";
        assert_eq!(
            split_input(src, DEFAULT_SPLIT_MARKER),
            vec![chunk("a\n", 1), chunk("b", 3)]
        );
    }

    #[test]
    fn marker_not_at_line_start_does_not_split() {
        let src = "x = 1 // -----\ny\n";
        assert_eq!(split_input(src, DEFAULT_SPLIT_MARKER), vec![chunk(src, 1)]);
    }

    #[test]
    fn shorter_dash_run_does_not_split() {
        let src = "a\n// ----\nb\n";
        assert_eq!(split_input(src, DEFAULT_SPLIT_MARKER), vec![chunk(src, 1)]);
    }

    #[test]
    fn leading_trailing_and_adjacent_markers_give_empty_chunks() {
        let src = "// -----\na\n// -----\n// -----\n";
        assert_eq!(
            split_input(src, DEFAULT_SPLIT_MARKER),
            vec![chunk("", 1), chunk("a\n", 2), chunk("", 4), chunk("", 5)]
        );
    }

    #[test]
    fn crlf_line_endings_are_kept_and_markers_still_match() {
        let src = "a\r\n// -----\r\nb\r\n";
        assert_eq!(
            split_input(src, DEFAULT_SPLIT_MARKER),
            vec![chunk("a\r\n", 1), chunk("b\r\n", 3)]
        );
    }

    #[test]
    fn custom_marker() {
        let src = "a\n# ===\nb\n// -----\n";
        assert_eq!(
            split_input(src, "# ==="),
            vec![chunk("a\n", 1), chunk("b\n// -----\n", 3)]
        );
    }

    #[test]
    fn empty_marker_never_splits() {
        let src = "a\nb\n";
        assert_eq!(split_input(src, ""), vec![chunk(src, 1)]);
        assert_eq!(split_input(src, "   "), vec![chunk(src, 1)]);
    }

    #[test]
    fn chunks_and_markers_reassemble_original() {
        let src = "a\n// -----\nb\nc\n// -----\nd";
        let chunks = split_input(src, DEFAULT_SPLIT_MARKER);
        let rebuilt: Vec<String> = chunks.iter().map(|c| c.text.clone()).collect();
        assert_eq!(rebuilt.join("// -----\n"), src);
    }

    #[test]
    fn padded_text_puts_lines_at_original_numbers() {
        let src = "one\n// -----\nthree\nfour\n// -----\nsix\n";
        let chunks = split_input(src, DEFAULT_SPLIT_MARKER);
        let original: Vec<&str> = src.lines().collect();
        for c in &chunks {
            let padded = c.padded_text();
            for (i, line) in padded.lines().enumerate() {
                if !line.is_empty() {
                    assert_eq!(line, original[i], "chunk at {}", c.first_line);
                }
            }
        }
        assert_eq!(chunks[1].padded_text(), "\n\nthree\nfour\n");
        assert_eq!(chunks[2].padded_text(), "\n\n\n\n\nsix\n");
    }

    #[test]
    fn padded_text_of_first_chunk_is_unchanged() {
        assert_eq!(chunk("x\n", 1).padded_text(), "x\n");
        // A nonsensical first_line of 0 is treated like 1 rather than panicking.
        assert_eq!(chunk("x\n", 0).padded_text(), "x\n");
    }
}
