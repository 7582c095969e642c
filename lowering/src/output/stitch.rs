//! One PTX text from the PTX of a unit's chunks ([`super::split`]), the
//! same bytes as the PTX of the whole unit.
//!
//! The PTX is written without verbose-assembly comments (as `llc
//! -asm-verbose=false`, see [`super::codegen`]). Each chunk's text is: the
//! header (`.version`, `.target`, `.address_size`), then its first
//! function, whose `\t// .globl\tname` line is followed by the declarations
//! and globals section (one line per global, no blank line) and by one or
//! more blank lines, then its entry, then its other functions, each from
//! its `.globl` line straight to its entry. The NVPTX printer numbers each
//! function's labels (`$L__BB<n>_<m>`) and local depot (`__local_depot<n>`)
//! by the function's place in its module. The stitched text is the first
//! chunk's, with its globals section merged from all chunks' (one line per
//! global, in the unit's order; a private `.shared` global is printed only
//! by the chunks that use it, as `// name has been demoted` by the chunk of
//! its only user; the merge takes each global's line from a chunk that
//! prints it, the demoted line first), then each later chunk without its
//! header (checked to be the first chunk's), its section and the blank
//! lines after it, with the functions before the chunk added to each
//! function number, and the asm wait loop's `${:uid}` label numbers of the
//! chunks before added to its own.

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

/// The line that starts each function: `\t// .globl\tname`.
const FUNCTION_START: &str = "\t// .globl\t";

/// The parts of one chunk's text.
struct Chunk<'t> {
    /// Up to the first function's `.globl` line.
    header: &'t str,
    /// The first function's `.globl` line.
    globl_line: &'t str,
    /// The declarations and globals section (no blank line).
    section: &'t str,
    /// The blank lines after the section.
    tail: &'t str,
    /// From the first function's entry to the end.
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
    // The section ends at the first blank line, the entry starts at the
    // first line after it that is not blank.
    let mut at = 0;
    let mut section_end = None;
    let entry = loop {
        let line_end = after[at..]
            .find('\n')
            .map(|e| at + e + 1)
            .ok_or(shape("function entry"))?;
        let blank = after[at..line_end].trim().is_empty();
        match (blank, section_end) {
            (true, None) => section_end = Some(at),
            (false, Some(_)) => break at,
            _ => {}
        }
        at = line_end;
    };
    let section_end = section_end.unwrap_or(entry);
    Ok(Chunk {
        header,
        globl_line,
        section: &after[..section_end],
        tail: &after[section_end..entry],
        rest: &after[entry..],
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
/// (`$L__BB<n>_`, `$L__JTI<n>_`, `$L__CPI<n>_`) and in local depots
/// (`__local_depot<n>`).
fn renumber(text: &str, offset: usize) -> String {
    if offset == 0 {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len() + text.len() / 64);
    for line in text.split_inclusive('\n') {
        if line.contains("__local_depot") || line.contains("$L__") {
            out.push_str(&renumber_numbers(line, offset));
        } else {
            out.push_str(line);
        }
    }
    out
}

/// [`renumber`] of one line.
fn renumber_numbers(text: &str, offset: usize) -> String {
    // (where the number starts, whether `_` must follow it)
    let mut numbers: Vec<(usize, bool)> = Vec::new();
    for (at, _) in text.match_indices("BB") {
        let before = &text[..at];
        if before.ends_with("$L__") {
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
/// has one. Every chunk's blank lines after its section must be the first
/// chunk's.
fn merge_sections(chunks: &[Chunk<'_>], globals: &[String]) -> Result<String, StitchError> {
    let position: HashMap<&str, usize> = globals
        .iter()
        .enumerate()
        .map(|(i, n)| (n.as_str(), i))
        .collect();
    let mut slots: Vec<Option<(&str, bool)>> = vec![None; globals.len()];
    for (index, chunk) in chunks.iter().enumerate() {
        let differs = StitchError::Differs {
            chunk: index,
            what: "globals section",
        };
        if chunk.tail != chunks[0].tail {
            return Err(differs);
        }
        for line in chunk.section.split_inclusive('\n') {
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
    }
    Ok(slots.iter().flatten().map(|(line, _)| *line).collect())
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
    out.push_str(head.tail);
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
        let text = "@%p bra $L__BB0_2;\n$L__BB12_3:\n__local_depot1[8]\n$L__BBx $L__tmp0 BB3_1\n";
        assert_eq!(
            renumber(text, 5),
            "@%p bra $L__BB5_2;\n$L__BB17_3:\n__local_depot6[8]\n$L__BBx $L__tmp0 BB3_1\n"
        );
    }

    #[test]
    fn stitches_two_chunks() {
        let head = ".version 8.0\n\n";
        let a = format!(
            "{head}\t// .globl\tka\n.global .b32 g;\n// s has been demoted\n\n.visible .entry ka()\n{{\n$L__BB0_1:\n}}\n"
        );
        let b = format!(
            "{head}\t// .globl\tkb\n.global .b32 g;\n\n.visible .entry kb()\n{{\n$L__BB0_1:\n}}\n"
        );
        let globals = vec!["g".to_string(), "s".to_string()];
        assert_eq!(
            stitch_ptx(&[a, b], &globals).unwrap(),
            format!(
                "{head}\t// .globl\tka\n.global .b32 g;\n// s has been demoted\n\n.visible .entry ka()\n\
                 {{\n$L__BB0_1:\n}}\n\t// .globl\tkb\n.visible .entry kb()\n{{\n$L__BB1_1:\n}}\n"
            )
        );
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
