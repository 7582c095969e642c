//! Which function of a unit an LLVM back-end error is about. LLVM's
//! messages rarely name it ("Cannot select: intrinsic %llvm.nvvm..." does
//! not), so the unit's LLVM IR is searched: the function the message names
//! (`In function: f`, `@f`), else the first function (in the order the back
//! end compiles them) that calls the intrinsic the message names.

/// The name of the function of `llvm_ir` (a unit's LLVM IR text) that
/// back-end error `message` is about, if one can be told.
pub fn culprit_function(llvm_ir: &str, message: &str) -> Option<String> {
    let functions = defined_functions(llvm_ir);
    let names: Vec<&str> = functions.iter().map(|(name, _)| name.as_str()).collect();
    culprit(message, &names, |intrinsic| {
        let call = format!("@{intrinsic}(");
        functions
            .iter()
            .find(|(_, body)| body.contains(&call))
            .map(|(name, _)| name.clone())
    })
}

/// [`culprit_function`] without the LLVM IR text: `functions` are the
/// names of the unit's functions with a body, `callers` each (intrinsic,
/// caller) pair ([`crate::output::TranslatedUnit::intrinsic_callers`]).
pub fn culprit_in(
    message: &str,
    functions: &[String],
    callers: &[(String, String)],
) -> Option<String> {
    let names: Vec<&str> = functions.iter().map(String::as_str).collect();
    culprit(message, &names, |intrinsic| {
        callers
            .iter()
            .find(|(called, _)| called == intrinsic)
            .map(|(_, caller)| caller.clone())
    })
}

/// The function `message` names (`In function: f`, then `@f`) among
/// `functions`, else `caller_of` the intrinsic it names.
fn culprit(
    message: &str,
    functions: &[&str],
    caller_of: impl Fn(&str) -> Option<String>,
) -> Option<String> {
    if let Some(named) = message
        .split("In function: ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
    {
        if functions.contains(&named) {
            return Some(named.to_string());
        }
    }
    if let Some(found) = functions
        .iter()
        .find(|name| mentions(message, &format!("@{name}")))
    {
        return Some(found.to_string());
    }
    let intrinsic = message
        .split("intrinsic %")
        .nth(1)
        .and_then(|rest| rest.split(|c: char| c.is_whitespace() || c == ',').next())
        .filter(|name| !name.is_empty())?;
    caller_of(intrinsic)
}

/// Whether `text` holds `word` not followed by another name character.
fn mentions(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(at, _)| {
        !text[at + word.len()..]
            .chars()
            .next()
            .is_some_and(|c| c.is_alphanumeric() || matches!(c, '_' | '$' | '.'))
    })
}

/// Every function defined in `llvm_ir`, in order: its name (unquoted) and
/// its body's text.
fn defined_functions(llvm_ir: &str) -> Vec<(String, &str)> {
    let mut functions = Vec::new();
    let mut rest = llvm_ir;
    while let Some(start) = rest
        .find("\ndefine ")
        .map(|p| p + 1)
        .or_else(|| rest.starts_with("define ").then_some(0))
    {
        let text = &rest[start..];
        let end = text.find("\n}").map_or(text.len(), |p| p + 2);
        let header = text.lines().next().unwrap_or_default();
        if let Some(name) = function_name(header) {
            functions.push((name, &text[..end]));
        }
        rest = &text[end..];
    }
    functions
}

/// The name in a `define ... @name(...)` line (`@"a b"` unquoted).
fn function_name(header: &str) -> Option<String> {
    let at = header.find('@')?;
    let name = &header[at + 1..];
    if let Some(quoted) = name.strip_prefix('"') {
        return quoted.split('"').next().map(str::to_string);
    }
    Some(name.split('(').next()?.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    const IR: &str = "declare void @llvm.nvvm.x(ptr)\n\n\
        define ptx_kernel void @fine() {\n  ret void\n}\n\n\
        define ptx_kernel void @bad(ptr %0) {\n  call void @llvm.nvvm.x(ptr %0)\n  ret void\n}\n\n\
        define ptx_kernel void @\"also bad\"(ptr %0) {\n  call void @llvm.nvvm.x(ptr %0)\n  ret void\n}\n";

    #[test]
    fn finds_the_function() {
        assert_eq!(
            culprit_function(IR, "Cannot select: intrinsic %llvm.nvvm.x"),
            Some("bad".into())
        );
        assert_eq!(
            culprit_function(IR, "Cannot select: t1\nIn function: fine"),
            Some("fine".into())
        );
        assert_eq!(
            culprit_function(IR, "something about @fine here"),
            Some("fine".into())
        );
        assert_eq!(culprit_function(IR, "something about @finer"), None);
        assert_eq!(
            culprit_function(IR, "Cannot select: intrinsic %llvm.nvvm.y"),
            None
        );
        assert_eq!(defined_functions(IR)[2].0, "also bad");
    }
}
