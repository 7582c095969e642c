//! `llvm-index-type`: an LLVM dialect type that holds the builtin `index`
//! type (`!llvm.array<4 x index>`, `!llvm.struct<(index)>`). MLIR's LLVM
//! dialect verifier accepts one, but the translation to LLVM IR has no
//! LLVM type for `index` inside an LLVM type and crashed (SIGSEGV, tile-fuzz
//! seed 101 `crash-llvm-index-element`). Found by printing only the LLVM
//! dialect types (not pointers) an op uses: its results, the arguments of
//! its blocks and its type attributes. The verifier checks device code
//! (the ops of a `gpu.module`, a kernel outside one); the host emitter
//! checks host code with [`first_bad_type`] before translating it.

use melior::ir::{
    attribute::TypeAttribute, operation::OperationLike, r#type::FunctionType, BlockLike,
    OperationRef, RegionLike, Type, TypeLike, ValueLike,
};
use tile_rules::Violation;

/// The rule id.
pub const RULE: &str = "llvm-index-type";

/// Pushes an `llvm-index-type` error for the first LLVM dialect type that
/// `op` uses (result, block argument or type attribute) with `index` inside.
pub(crate) fn check_llvm_index_type(op: &OperationRef<'_, '_>, found: &mut Vec<Violation>) {
    if let Some(printed) = first_bad_type(op) {
        found.push(Violation::error(
            RULE,
            format!(
                "uses {printed}: the builtin index type has no LLVM IR type inside an LLVM \
                 dialect type; use i64 (or i32)"
            ),
        ));
    }
}

/// The printed form of the first LLVM dialect type `op` uses that holds
/// `index` (for the host emitter, which checks host code with it).
pub fn first_bad_type(op: &OperationRef<'_, '_>) -> Option<String> {
    for result in op.results() {
        if let Some(bad) = bad_type(result.r#type()) {
            return Some(bad);
        }
    }
    for (_, attribute) in op.attributes() {
        if let Ok(ty) = TypeAttribute::try_from(attribute) {
            if let Some(bad) = bad_type(ty.value()) {
                return Some(bad);
            }
        }
    }
    for region in op.regions() {
        let mut block = region.first_block();
        while let Some(b) = block {
            for i in 0..b.argument_count() {
                if let Some(bad) = b.argument(i).ok().and_then(|a| bad_type(a.r#type())) {
                    return Some(bad);
                }
            }
            block = b.next_in_region();
        }
    }
    None
}

/// `ty`, printed, if it is (or a builtin function type has) an LLVM
/// dialect type that holds `index`.
fn bad_type(ty: Type<'_>) -> Option<String> {
    if let Ok(function) = FunctionType::try_from(ty) {
        let inputs = (0..function.input_count()).filter_map(|i| function.input(i).ok());
        let results = (0..function.result_count()).filter_map(|i| function.result(i).ok());
        return inputs.chain(results).find_map(bad_type);
    }
    let raw = ty.to_raw();
    // SAFETY: a live type of the context; its dialect and the dialect's
    // namespace are owned by the context (compared without copying: every
    // type of every op comes here).
    let is_llvm = unsafe {
        let namespace = mlir_sys::mlirDialectGetNamespace(mlir_sys::mlirTypeGetDialect(raw));
        !namespace.data.is_null()
            && std::slice::from_raw_parts(namespace.data.cast::<u8>(), namespace.length) == b"llvm"
    };
    // SAFETY: as above.
    if !is_llvm || unsafe { mlir_sys::mlirTypeIsALLVMPointerType(raw) } {
        return None;
    }
    let printed = ty.to_string();
    has_index_token(&printed).then_some(printed)
}

/// Whether printed type text names `index` as a type (a whole word outside
/// quoted struct names).
fn has_index_token(printed: &str) -> bool {
    let mut in_quotes = false;
    let mut word = String::new();
    let mut escaped = false;
    for c in printed.chars().chain(std::iter::once(' ')) {
        if in_quotes {
            match (escaped, c) {
                (false, '\\') => escaped = true,
                (false, '"') => in_quotes = false,
                _ => escaped = false,
            }
            continue;
        }
        if c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$' || c == '!' {
            word.push(c);
            continue;
        }
        if word == "index" {
            return true;
        }
        word.clear();
        in_quotes = c == '"';
    }
    false
}

#[cfg(test)]
mod tests {
    use super::has_index_token;

    #[test]
    fn index_token() {
        assert!(has_index_token("!llvm.array<4 x index>"));
        assert!(has_index_token("!llvm.struct<(i32, index)>"));
        assert!(has_index_token("!llvm.func<void (index)>"));
        assert!(!has_index_token("!llvm.array<4 x i32>"));
        assert!(!has_index_token("!llvm.struct<\"index\", (i32)>"));
        assert!(!has_index_token("!llvm.struct<\"a\\\"index\", (i32)>"));
        assert!(!has_index_token("!llvm.array<2 x !llvm.index_like>"));
    }
}
