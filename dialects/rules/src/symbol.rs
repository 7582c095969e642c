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

use crate::violation::Violation;

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
/// named `name`, if it is not a PTX identifier.
pub fn check_ptx_symbol(what: &str, name: &str) -> Option<Violation> {
    if is_ptx_identifier(name) {
        return None;
    }
    let quoted = format!("\"{}\"", name.escape_default());
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
}
