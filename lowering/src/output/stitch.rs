//! One PTX text from the PTX of a unit's chunks ([`super::split`]), the
//! same bytes as the PTX of the whole unit.
//!
//! Each chunk's text is: the header (`.version`, `.target`,
//! `.address_size`), then its first function, whose `.globl` comment line
//! is followed by the declarations and globals section and by the
//! function's `// @name` comment on a line of its own, then its other
//! functions. The NVPTX printer numbers each function's labels
//! (`$L__BB<n>_<m>`) and local depot (`__local_depot<n>`) by the function's
//! place in its module. The stitched text is the first chunk's, with its
//! globals section merged from all chunks' (one line per global, in the
//! unit's order; a private `.shared` global is printed only by the chunks
//! that use it, as `// name has been demoted` by the chunk of its only
//! user; the merge takes each global's line from a chunk that prints it,
//! the demoted line first), then each
//! later chunk without its header (checked to be the first chunk's) and its
//! section, its first function's `// @name` comment moved to the end of its
//! entry line as for every other function, and the functions before the
//! chunk added to each function number, and the asm wait loop's
//! `${:uid}` label numbers of the chunks before added to its own.

use super::split::UID_LABEL;
use std::collections::HashMap;
use thiserror::Error;

/// Why chunk PTX texts could not be stitched (never expected: the split
/// is planned so that they can; see [`super::split`]).
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum StitchError {
    /// A chunk's text does not have the expected shape.
    #[error("chunk {chunk}'s PTX has no {what}")]
    Shape {
        /// The chunk (from 0).
        chunk: usize,
        /// What is missing.
        what: &'static str,
    },
    /// A chunk's header or a line of its globals section differs from the
    /// first chunk's (other than by a demoted global).
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
    comment_line: &'t str,
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
        comment_line: &after[comment_start..comment_end],
        comment,
        entry,
        rest,
    })
}

/// The column after `line`, tabs advancing to the next multiple of 8 (as
/// LLVM's formatted stream counts).
fn column(line: &str) -> usize {
    line.chars().fold(0, |col, c| {
        if c == '\t' {
            col + 8 - col % 8
        } else {
            col + 1
        }
    })
}

/// How many functions a chunk's text holds.
fn function_count(text: &str) -> usize {
    let starts = text.matches(&format!("\n{FUNCTION_START}")).count();
    starts + usize::from(text.starts_with(FUNCTION_START))
}

/// How many inline-asm statements numbered by `${:uid}` a chunk's text
/// holds: the distinct numbers of the asm wait loop's label
/// ([`super::split::UID_LABEL`], the only such asm a split unit holds).
fn uid_count(text: &str) -> usize {
    let mut seen = std::collections::HashSet::new();
    for (at, _) in text.match_indices(UID_LABEL) {
        let start = at + UID_LABEL.len();
        let digits = text[start..].bytes().take_while(u8::is_ascii_digit).count();
        if digits > 0 {
            seen.insert(&text[start..start + digits]);
        }
    }
    seen.len()
}

/// `text` with every `${:uid}` number of the asm wait loop's label raised
/// by `offset`.
fn renumber_uids(text: String, offset: usize) -> String {
    if offset == 0 {
        return text;
    }
    let mut out = String::with_capacity(text.len() + 64);
    let mut done = 0;
    for (at, _) in text.match_indices(UID_LABEL) {
        let start = at + UID_LABEL.len();
        let digits = text[start..].bytes().take_while(u8::is_ascii_digit).count();
        if let Ok(n) = text[start..start + digits].parse::<usize>() {
            out.push_str(&text[done..start]);
            out.push_str(&(n + offset).to_string());
            done = start + digits;
        }
    }
    out.push_str(&text[done..]);
    out
}

/// `text` with every function number raised by `offset`: in labels
/// (`$L__BB<n>_`, `$L__JTI<n>_`, `$L__CPI<n>_`), in the loop comments that
/// name a block (`Header=BB<n>_`, `Loop BB<n>_`) and in local depots
/// (`__local_depot<n>`).
fn renumber(text: &str, offset: usize) -> String {
    if offset == 0 {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len() + text.len() / 64);
    for line in text.split_inclusive('\n') {
        let touched =
            line.contains("BB") || line.contains("__local_depot") || line.contains("$L__");
        if !touched {
            out.push_str(line);
            continue;
        }
        let renumbered = renumber_numbers(line, offset);
        if renumbered.len() == line.len() {
            out.push_str(&renumbered);
        } else {
            out.push_str(&realign_comment(line, &renumbered));
        }
    }
    out
}

/// `new` (a line renumbered from `old`) with its trailing comment moved
/// back to the comment column, when `old` had code, then spaces, then a
/// comment aligned the way LLVM aligns it (at [`COMMENT_COLUMN`], or one
/// space after code that reaches it).
fn realign_comment(old: &str, new: &str) -> String {
    let split = |line: &str| -> Option<(usize, usize)> {
        let comment = line.find("//")?;
        let code = line[..comment].trim_end();
        if code.is_empty() {
            return None;
        }
        Some((code.len(), comment))
    };
    let (Some((old_code, old_comment)), Some((new_code, new_comment))) = (split(old), split(new))
    else {
        return new.to_string();
    };
    let aligned = |code: &str, pad: usize| {
        let col = column(code);
        pad == COMMENT_COLUMN.saturating_sub(col).max(1)
    };
    if !aligned(&old[..old_code], old_comment - old_code) {
        return new.to_string();
    }
    let code = &new[..new_code];
    let pad = COMMENT_COLUMN.saturating_sub(column(code)).max(1);
    let mut line = String::with_capacity(new.len() + 2);
    line.push_str(code);
    line.extend(std::iter::repeat_n(' ', pad));
    line.push_str(&new[new_comment..]);
    line
}

/// [`renumber`] without the comment realignment.
fn renumber_numbers(text: &str, offset: usize) -> String {
    // (where the number starts, whether `_` must follow it)
    let mut numbers: Vec<(usize, bool)> = Vec::new();
    for (at, _) in text.match_indices("BB") {
        let before = &text[..at];
        if before.ends_with("$L__") || before.ends_with("Header=") || before.ends_with("Loop ") {
            numbers.push((at + 2, true));
        }
    }
    for pattern in ["$L__JTI", "$L__CPI"] {
        numbers.extend(
            text.match_indices(pattern)
                .map(|(at, _)| (at + pattern.len(), true)),
        );
    }
    numbers.extend(
        text.match_indices("__local_depot")
            .map(|(at, _)| (at + "__local_depot".len(), false)),
    );
    numbers.sort_unstable();
    let mut out = String::with_capacity(text.len() + text.len() / 64);
    let mut done = 0;
    for (start, underscore) in numbers {
        let digits = text[start..].bytes().take_while(u8::is_ascii_digit).count();
        let end = start + digits;
        if digits == 0 || (underscore && !text[end..].starts_with('_')) {
            continue;
        }
        if let Ok(n) = text[start..end].parse::<usize>() {
            out.push_str(&text[done..start]);
            out.push_str(&(n + offset).to_string());
            done = end;
        }
    }
    out.push_str(&text[done..]);
    out
}

/// The global a line of the globals section is about: `// name has been
/// demoted`, or a definition `... name[..] = ...;` / `... name;`.
fn global_name(line: &str) -> Option<(&str, bool)> {
    let line = line.trim_end();
    if let Some(rest) = line.strip_prefix("// ") {
        return rest.strip_suffix(" has been demoted").map(|n| (n, true));
    }
    let declaration = line.strip_suffix(';')?;
    let declaration = declaration.split(" = ").next()?;
    let last = declaration.split_whitespace().last()?;
    Some((last.split('[').next()?, false))
}

/// The globals section of the whole unit from its chunks' sections (see
/// the module documentation): one line per global of `globals` (the unit's
/// globals in order) that any chunk prints, the demoted line where a chunk
/// has one, then the first chunk's closing blank line(s).
fn merge_sections(chunks: &[Chunk<'_>], globals: &[String]) -> Result<String, StitchError> {
    let position: HashMap<&str, usize> = globals
        .iter()
        .enumerate()
        .map(|(i, n)| (n.as_str(), i))
        .collect();
    let mut slots: Vec<Option<(&str, bool)>> = vec![None; globals.len()];
    let mut tail: Option<Vec<&str>> = None;
    for (index, chunk) in chunks.iter().enumerate() {
        let differs = StitchError::Differs {
            chunk: index,
            what: "globals section",
        };
        let mut own_tail = Vec::new();
        for line in chunk.section.split_inclusive('\n') {
            if line.trim().is_empty() {
                own_tail.push(line);
                continue;
            }
            if !own_tail.is_empty() {
                return Err(differs);
            }
            let (name, demoted) = global_name(line).ok_or(differs.clone())?;
            let at = *position.get(name).ok_or(differs.clone())?;
            match slots[at] {
                None => slots[at] = Some((line, demoted)),
                Some((seen, _)) if seen == line => {}
                Some((_, true)) if !demoted => {}
                Some((_, false)) if demoted => slots[at] = Some((line, demoted)),
                Some(_) => return Err(differs),
            }
        }
        match &tail {
            None => tail = Some(own_tail),
            Some(first) if *first == own_tail => {}
            Some(_) => return Err(differs),
        }
    }
    let mut out: String = slots.iter().flatten().map(|(line, _)| *line).collect();
    out.extend(tail.unwrap_or_default());
    Ok(out)
}

/// The PTX of a whole unit from the PTX of its chunks, in order (see the
/// module documentation); `globals` names the unit's globals in order
/// ([`super::SplitPlan::globals`]). One chunk is returned as it is.
pub fn stitch_ptx(texts: &[String], globals: &[String]) -> Result<String, StitchError> {
    if texts.len() < 2 {
        return Ok(texts.first().cloned().unwrap_or_default());
    }
    let chunks = texts
        .iter()
        .enumerate()
        .map(|(index, text)| parse(text, index))
        .collect::<Result<Vec<_>, _>>()?;
    let section = merge_sections(&chunks, globals)?;
    let head = &chunks[0];
    let mut out = String::with_capacity(texts.iter().map(String::len).sum());
    out.push_str(head.header);
    out.push_str(head.globl_line);
    out.push_str(&section);
    out.push_str(head.comment_line);
    out.push_str(head.entry);
    out.push('\n');
    out.push_str(head.rest);
    let mut functions = function_count(&texts[0]);
    let mut uids = uid_count(&texts[0]);
    for (index, (chunk, text)) in chunks.iter().zip(texts).enumerate().skip(1) {
        if chunk.header != head.header {
            return Err(StitchError::Differs {
                chunk: index,
                what: "header",
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
        out.push_str(&renumber_uids(renumber(&body, functions), uids));
        functions += function_count(text);
        uids += uid_count(text);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renumbers_labels_and_depots_only() {
        let text = "@%p bra $L__BB0_2;\n$L__BB12_3: // in Loop: Header=BB12_1 Depth=2\n\
                    // Parent Loop BB12_1\n__local_depot1[8]\n$L__BBx $L__tmp0 BB3_1\n";
        assert_eq!(
            renumber(text, 5),
            "@%p bra $L__BB5_2;\n$L__BB17_3: // in Loop: Header=BB17_1 Depth=2\n\
             // Parent Loop BB17_1\n__local_depot6[8]\n$L__BBx $L__tmp0 BB3_1\n"
        );
    }

    #[test]
    fn a_longer_label_keeps_its_comment_at_the_column() {
        let line = format!("$L__BB9_1:{}// =>This Loop Header\n", " ".repeat(30));
        let want = format!("$L__BB10_1:{}// =>This Loop Header\n", " ".repeat(29));
        assert_eq!(renumber(&line, 1), want);
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
            stitch_ptx(&chunks, &[]),
            Err(StitchError::Shape { chunk: 0, .. })
        ));
    }
}
