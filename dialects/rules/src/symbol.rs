//! Names that become PTX symbols. Every function and global of a
//! `gpu.module` is written into the PTX under its MLIR symbol name, and
//! LLVM's NVPTX back end renames only symbols of internal linkage; so the
//! name must already be a PTX identifier (PTX ISA "Identifiers"):
//! a letter followed by letters, digits, `_` or `$`, or `_` / `$` followed
//! by at least one of those. `%`-prefixed names, which the ISA also allows,
//! are refused by LLVM ("Symbol name with unsupported characters").
//! The name is not mangled: a kernel's name is how a launcher finds it
//! (`cuModuleGetFunction`, the launch manifest), so a renamed kernel would
//! be a silent ABI change.
//!
//! A name also has a length limit, [`MAX_SYMBOL_LENGTH`] bytes: ptxas 13.0
//! crashes (SIGSEGV) on an instruction whose symbol operands add up to about
//! 49,900 characters (a `cp.async.bulk.tensor` naming a 49,898-character
//! shared global, or two of 25,000), while 200,000-character names are
//! fine elsewhere. An instruction names at most three symbols (shared
//! destination, mbarrier, a kernel parameter `<kernel>_param_<n>`), so
//! 1,024 bytes each keeps every instruction far below that.
//!
//! Names that are not symbols but reach the output's comments (a
//! `gpu.module`'s, in the `// gpu.module @name` line before its PTX) are
//! written with [`escape_for_comment`]: every byte a PTX or LLVM IR comment
//! line cannot hold as is (a NUL stopped ptxas: "Unexpected EOF"; a newline
//! would end the comment and make the rest of the name PTX) is escaped.

use crate::violation::Violation;
use std::borrow::Cow;

/// The longest name, in bytes, that may become a PTX symbol (see the
/// module documentation).
pub const MAX_SYMBOL_LENGTH: usize = 1024;

/// Whether `name` is a PTX identifier LLVM's NVPTX back end writes as is.
pub fn is_ptx_identifier(name: &str) -> bool {
    let follows = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$';
    let mut chars = name.chars();
    match chars.next() {
        Some(c) if c.is_ascii_alphabetic() => chars.all(follows),
        Some('_' | '$') => {
            let rest = chars.as_str();
            !rest.is_empty() && rest.chars().all(follows)
        }
        _ => false,
    }
}

/// The `symbol-name` violation for `what` (`gpu.func`, `memref.global`...)
/// named `name`, if it is not a PTX identifier or is longer than
/// [`MAX_SYMBOL_LENGTH`] bytes.
pub fn check_ptx_symbol(what: &str, name: &str) -> Option<Violation> {
    if is_ptx_identifier(name) {
        if name.len() <= MAX_SYMBOL_LENGTH {
            return None;
        }
        let head: String = name.chars().take(32).collect();
        return Some(Violation::error(
            "symbol-length",
            format!(
                "{what} @{head}... becomes a PTX symbol of {} bytes, but a PTX symbol may have \
                 at most {MAX_SYMBOL_LENGTH} (ptxas crashes on instructions whose symbols add \
                 up to about 50,000 characters)",
                name.len()
            ),
        ));
    }
    let shown: String = name.chars().take(64).collect();
    let more = if shown.len() < name.len() { "..." } else { "" };
    let quoted = format!("\"{}{more}\"", shown.escape_default());
    let why = if name.is_empty() {
        "an empty name"
    } else {
        &quoted
    };
    Some(Violation::error(
        "symbol-name",
        format!(
            "{what} @{quoted} becomes a PTX symbol, but {why} is not a PTX identifier (a letter \
             followed by letters, digits, '_' or '$'; or '_' or '$' followed by at least one of \
             them)"
        ),
    ))
}

/// `name` as a comment line of the output shows it: every byte outside
/// printable ASCII (0x20 to 0x7e), and the backslash, as `\XX` (two
/// upper-case hex digits, MLIR's string escape); the name itself when it
/// needs none. [`unescape_from_comment`] reverses it.
pub fn escape_for_comment(name: &str) -> Cow<'_, str> {
    let plain = |b: u8| (0x20..=0x7e).contains(&b) && b != b'\\';
    if name.bytes().all(plain) {
        return Cow::Borrowed(name);
    }
    let mut out = String::with_capacity(name.len() + 8);
    for b in name.bytes() {
        if plain(b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("\\{b:02X}"));
        }
    }
    Cow::Owned(out)
}

/// The name [`escape_for_comment`] wrote as `text` (bytes that do not form
/// UTF-8 are replaced, as MLIR symbol names read as strings are).
pub fn unescape_from_comment(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while at < bytes.len() {
        let hex = bytes
            .get(at + 1..at + 3)
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match (bytes[at], hex) {
            (b'\\', Some(b)) => {
                out.push(b);
                at += 3;
            }
            (b, _) => {
                out.push(b);
                at += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ptx_identifiers() {
        for good in [
            "k", "K9", "k$", "$k", "_k", "__", "_1", "copy_2d", "ld", "entry",
        ] {
            assert!(is_ptx_identifier(good), "{good}");
        }
        for bad in [
            "", "_", "$", "1k", "k.k", ".entry", "a-b", "a b", "a@b", "%k", "é",
        ] {
            assert!(!is_ptx_identifier(bad), "{bad}");
        }
    }

    #[test]
    fn violation_names_the_value() {
        let v = check_ptx_symbol("gpu.func", "k.k").unwrap();
        assert_eq!(v.rule, "symbol-name");
        assert!(
            v.message
                .starts_with("gpu.func @\"k.k\" becomes a PTX symbol"),
            "{}",
            v.message
        );
        let empty = check_ptx_symbol("gpu.func", "").unwrap();
        assert!(empty.message.contains("an empty name"), "{}", empty.message);
        assert_eq!(check_ptx_symbol("gpu.func", "k"), None);
    }

    #[test]
    fn long_names_are_refused() {
        let longest = "k".repeat(MAX_SYMBOL_LENGTH);
        assert_eq!(check_ptx_symbol("gpu.func", &longest), None);
        let v = check_ptx_symbol("gpu.func", &format!("{longest}k")).unwrap();
        assert_eq!(v.rule, "symbol-length");
        assert!(v.message.contains("of 1025 bytes"), "{}", v.message);
        assert!(v.message.len() < 400, "{}", v.message);
    }

    #[test]
    fn comment_escapes_round_trip() {
        assert_eq!(escape_for_comment("kernels"), "kernels");
        assert_eq!(escape_for_comment("a b-c.d"), "a b-c.d");
        assert_eq!(escape_for_comment("\0"), "\\00");
        assert_eq!(escape_for_comment("a\nb\\c\u{e9}"), "a\\0Ab\\5Cc\\C3\\A9");
        for name in ["", "k", "\0", "a\nb", "x\\y", "caf\u{e9}", "\\41", "\\"] {
            let escaped = escape_for_comment(name);
            assert!(
                escaped.bytes().all(|b| (0x20..=0x7e).contains(&b)),
                "{escaped}"
            );
            assert_eq!(unescape_from_comment(&escaped), name);
        }
    }
}
