//! Parsing without MLIR's verification ([`parse_unverified`]: the caller
//! verifies with `crate::linear_verify`), and parsing a piece of a larger
//! source so that its ops carry the lines of the whole source
//! (`--split-input-file` chunks), without padding the piece with one blank
//! line per earlier line (which made N chunks cost O(N^2)). The C++ side is
//! `cpp/ParseAt.cpp`.

use mlir_sys::{MlirContext, MlirModule, MlirStringRef};

/// The buffer name the parser gives a piece parsed by
/// [`parse_unverified_at`]: the diagnostics of the parse itself name this
/// file and the piece's own lines (see [`relocate`]). It starts with a NUL
/// character, which a source holds only as an escape: only a
/// `loc("\00tile piece":L:C)` written in the source names it too (and
/// moves as well).
pub const PIECE_BUFFER: &str = "\u{0}tile piece";

extern "C" {
    fn tileParseModuleUnverified(context: MlirContext, source: MlirStringRef) -> MlirModule;
    fn tileParseModuleUnverifiedAt(
        context: MlirContext,
        source: MlirStringRef,
        buffer_name: MlirStringRef,
        line_offset: u32,
        file: *mut MlirStringRef,
    ) -> MlirModule;
}

/// Parses `source` exactly as `mlirModuleCreateParse` does (the same
/// locations and parse diagnostics), but does not verify the module: the
/// caller must (see `crate::linear_verify`). The module is null when the
/// parse failed.
///
/// # Safety
/// As [`parse_unverified_at`].
pub unsafe fn parse_unverified(context: MlirContext, source: MlirStringRef) -> MlirModule {
    // SAFETY: the caller vouches for the context and the text.
    unsafe { tileParseModuleUnverified(context, source) }
}

/// A piece parsed by [`parse_unverified_at`].
pub struct Parsed {
    /// The unverified module; null when the parse failed.
    pub module: MlirModule,
    /// The file `mlirModuleCreateParse` names in the locations it makes,
    /// which the piece's locations now name.
    pub file: String,
}

/// Parses `source` as `mlirModuleCreateParse` does, but unverified, with
/// every location the parser made moved `line_offset` lines down (and into
/// the file `mlirModuleCreateParse` names): the module that `source`
/// preceded by `line_offset` newlines would have given, before
/// verification. Diagnostics emitted while parsing name [`PIECE_BUFFER`];
/// move them with [`relocate`].
///
/// # Safety
/// `context` must be live and `source` must point to `source.length` bytes
/// followed by a NUL byte (MLIR's lexer reads one byte past the text).
pub unsafe fn parse_unverified_at(
    context: MlirContext,
    source: MlirStringRef,
    line_offset: u32,
) -> Parsed {
    let name = MlirStringRef {
        data: PIECE_BUFFER.as_ptr().cast(),
        length: PIECE_BUFFER.len(),
    };
    let mut file = MlirStringRef {
        data: std::ptr::null(),
        length: 0,
    };
    // SAFETY: the caller vouches for the context and the text; the name is
    // a static string MLIR copies; `file` is written before the return.
    let module =
        unsafe { tileParseModuleUnverifiedAt(context, source, name, line_offset, &mut file) };
    let file = if file.data.is_null() {
        String::new()
    } else {
        // SAFETY: the characters of a string attribute of the live context.
        let bytes = unsafe { std::slice::from_raw_parts(file.data.cast::<u8>(), file.length) };
        String::from_utf8_lossy(bytes).into_owned()
    };
    Parsed { module, file }
}

/// The location a diagnostic of [`parse_unverified_at`] names, moved as the
/// parser's locations were: `(PIECE_BUFFER, line, col)` becomes
/// `(file, line + line_offset, col)` (line 0 stays 0); any other is kept.
pub fn relocate(
    file_line_col: Option<(String, usize, usize)>,
    file: &str,
    line_offset: usize,
) -> Option<(String, usize, usize)> {
    match file_line_col {
        Some((name, line, col)) if name == PIECE_BUFFER => {
            let line = if line == 0 { 0 } else { line + line_offset };
            Some((file.to_string(), line, col))
        }
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relocates_only_the_piece_buffer() {
        assert_eq!(
            relocate(Some((PIECE_BUFFER.into(), 3, 7)), "-", 10),
            Some(("-".into(), 13, 7))
        );
        assert_eq!(
            relocate(Some((PIECE_BUFFER.into(), 0, 0)), "-", 10),
            Some(("-".into(), 0, 0))
        );
        assert_eq!(
            relocate(Some(("a.mlir".into(), 3, 7)), "-", 10),
            Some(("a.mlir".into(), 3, 7))
        );
        assert_eq!(relocate(None, "-", 10), None);
    }
}
