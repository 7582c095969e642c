//! One PTX text from the PTX of a unit's chunks ([`super::split`]), the
//! same bytes as the PTX of the whole unit.
//!
//! Each chunk's text is: the header (`.version`, `.target`,
//! `.address_size`), then its first function, whose `.globl` comment line
//! is followed by the declarations and globals section and by the
//! function's `// @name` comment on a line of its own, then its other
//! functions. The NVPTX printer numbers each function's labels
//! (`$L__BB<n>_<m>`) and local depot (`__local_depot<n>`) by the function's
//! place in its module. The stitched text keeps the first chunk as it is;
//! from each later chunk it drops the header and the globals section
//! (checked to be the first chunk's), moves the first function's `// @name`
//! comment to the end of its entry line as for every other function, and
//! adds the functions before the chunk to each function number.

use thiserror::Error;

/// Why chunk PTX texts could not be stitched (never expected: the split
/// is planned so that they can; see [`super::split`]).
#[derive(Debug, Error, PartialEq, Eq)]
pub enum StitchError {
    /// A chunk's text does not have the expected shape.
    #[error("chunk {chunk}'s PTX has no {what}")]
    Shape {
        /// The chunk (from 0).
        chunk: usize,
        /// What is missing.
        what: &'static str,
    },
    /// A chunk's header or globals section differs from the first chunk's.
    #[error("chunk {chunk}'s PTX {what} differs from the first chunk's")]
    Differs {
        /// The chunk (from 0).
        chunk: usize,
        /// `header` or `globals section`.
        what: &'static str,
    },
}

/// The column the verbose-assembly comments are aligned to.
const COMMENT_COLUMN: usize = 40;

/// The line that starts each function (one per function with verbose
/// assembly): `\t// .globl\tname ... // -- Begin function name`.
const FUNCTION_START: &str = "\t// .globl\t";

/// The parts of one chunk's text.
struct Chunk<'t> {
    header: &'t str,
    globl_line: &'t str,
    section: &'t str,
    comment: &'t str,
    entry: &'t str,
    rest: &'t str,
}

fn parse(text: &str, chunk: usize) -> Result<Chunk<'_>, StitchError> {
    let shape = |what| StitchError::Shape { chunk, what };
    let start = if text.starts_with(FUNCTION_START) {
        0
    } else {
        text.find(&format!("\n{FUNCTION_START}"))
            .map(|at| at + 1)
            .ok_or(shape("function"))?
    };
    let (header, body) = text.split_at(start);
    let globl_end = body.find('\n').ok_or(shape("line end"))? + 1;
    let (globl_line, after) = body.split_at(globl_end);
    // The section ends at the first line holding only `// @name`.
    let mut at = 0;
    let comment_start = loop {
        let line_end = after[at..]
            .find('\n')
            .map(|e| at + e + 1)
            .ok_or(shape("function comment"))?;
        if after[at..line_end].trim_start().starts_with("// @") {
            break at;
        }
        at = line_end;
    };
    let section = &after[..comment_start];
    let comment_end = after[comment_start..]
        .find('\n')
        .map(|e| comment_start + e + 1)
        .ok_or(shape("function comment end"))?;
    let comment = after[comment_start..comment_end].trim();
    let body_open = after[comment_end..]
        .find("\n{\n")
        .map(|e| comment_end + e + 1)
        .ok_or(shape("function body"))?;
    let entry = &after[comment_end..body_open - 1];
    let rest = &after[body_open..];
    Ok(Chunk {
        header,
        globl_line,
        section,
        comment,
        entry,
        rest,
    })
}

/// The column after `line`, tabs advancing to the next multiple of 8 (as
/// LLVM's formatted stream counts).
fn column(line: &str) -> usize {
    line.chars()
        .fold(0, |col, c| if c == '\t' { col + 8 - col % 8 } else { col + 1 })
}

/// How many functions a chunk's text holds.
fn function_count(text: &str) -> usize {
    let starts = text.matches(&format!("\n{FUNCTION_START}")).count();
    starts + usize::from(text.starts_with(FUNCTION_START))
}

/// `text` with every function number in a label (`$L__BB<n>_`,
/// `$L__JTI<n>_`, `$L__CPI<n>_`) or local depot (`__local_depot<n>`)
/// raised by `offset`. One pass: each `__` is looked at once.
fn renumber(text: &str, offset: usize) -> String {
    if offset == 0 {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len() + text.len() / 64);
    let mut done = 0;
    let mut from = 0;
    while let Some(found) = text[from..].find("__") {
        let at = from + found;
        let after_marks = &text[at + 2..];
        let label = text[..at].ends_with("$L");
        let prefix = if label {
            ["BB", "JTI", "CPI"]
                .into_iter()
                .find(|p| after_marks.starts_with(p))
        } else {
            Some("local_depot").filter(|p| after_marks.starts_with(p))
        };
        let Some(prefix) = prefix else {
            from = at + 2;
            continue;
        };
        let number_at = at + 2 + prefix.len();
        let digits = text[number_at..]
            .bytes()
            .take_while(u8::is_ascii_digit)
            .count();
        let number_end = number_at + digits;
        let complete = digits > 0 && (!label || text[number_end..].starts_with('_'));
        if let (true, Ok(n)) = (complete, text[number_at..number_end].parse::<usize>()) {
            out.push_str(&text[done..number_at]);
            out.push_str(&(n + offset).to_string());
            done = number_end;
        }
        from = number_end;
    }
    out.push_str(&text[done..]);
    out
}

/// The PTX of a whole unit from the PTX of its chunks, in order (see the
/// module documentation). One chunk is returned as it is.
pub fn stitch_ptx(chunks: &[String]) -> Result<String, StitchError> {
    let Some(first) = chunks.first() else {
        return Ok(String::new());
    };
    let head = parse(first, 0)?;
    let mut out = String::with_capacity(chunks.iter().map(String::len).sum());
    out.push_str(first);
    let mut functions = function_count(first);
    for (index, text) in chunks.iter().enumerate().skip(1) {
        let chunk = parse(text, index)?;
        if chunk.header != head.header {
            return Err(StitchError::Differs {
                chunk: index,
                what: "header",
            });
        }
        if chunk.section != head.section {
            return Err(StitchError::Differs {
                chunk: index,
                what: "globals section",
            });
        }
        let mut body = String::with_capacity(text.len());
        body.push_str(chunk.globl_line);
        body.push_str(chunk.entry);
        let last_line = chunk.entry.rsplit('\n').next().unwrap_or_default();
        let pad = COMMENT_COLUMN.saturating_sub(column(last_line)).max(1);
        body.extend(std::iter::repeat_n(' ', pad));
        body.push_str(chunk.comment);
        body.push('\n');
        body.push_str(chunk.rest);
        out.push_str(&renumber(&body, functions));
        functions += function_count(text);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renumbers_labels_and_depots_only() {
        let text = "@%p bra $L__BB0_2;\n$L__BB12_3:\n__local_depot1[8]\n$L__BBx $L__tmp0\n";
        assert_eq!(
            renumber(text, 5),
            "@%p bra $L__BB5_2;\n$L__BB17_3:\n__local_depot6[8]\n$L__BBx $L__tmp0\n"
        );
    }

    #[test]
    fn columns_count_tabs_to_eight() {
        assert_eq!(column(")"), 1);
        assert_eq!(column("\tab"), 10);
    }

    #[test]
    fn a_chunk_without_functions_is_an_error() {
        let chunks = vec!["//\n.version 8.0\n".to_string(); 2];
        assert!(matches!(
            stitch_ptx(&chunks),
            Err(StitchError::Shape { chunk: 0, .. })
        ));
    }
}
