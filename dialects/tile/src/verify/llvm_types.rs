//! `llvm-index-type`: an LLVM dialect type that holds the builtin `index`
//! type (`!llvm.array<4 x index>`, `!llvm.struct<(index)>`). MLIR's LLVM
//! dialect verifier accepts one, but the translation to LLVM IR has no
//! LLVM type for `index` inside an LLVM type and crashed (SIGSEGV, tile-fuzz
//! seed 101 `crash-llvm-index-element`). Found by reading the LLVM dialect
//! types (not pointers) an op uses through the C API: its results, the
//! arguments of its blocks and its type attributes. The verifier checks device code
//! (the ops of a `gpu.module`, a kernel outside one); the host emitter
//! checks host code with [`first_bad_type`] before translating it.
//!
//! `llvm-type`: the same for every other type LLVM IR has no type for —
//! floats other than f16, bf16, f32, f64, f80 and f128 (`f8E4M3FN` and the
//! other 8/6/4-bit formats, `tf32`), `complex`, `tuple`, `none`, memrefs,
//! tensors and other dialects' types: the translation crashed on
//! `!llvm.array<8 x f8E4M3FN>` (tile-fuzz seed 202) and on such a type as an
//! LLVM op's own type attribute (a GEP's element type, a global's type), so
//! the types of `llvm.*` ops are checked whole, not only their LLVM dialect
//! types. What translates: integers, those six floats, vectors of them and
//! the LLVM dialect's types holding only such types.

use melior::ir::{
    operation::OperationLike, BlockLike, OperationRef, RegionLike, Type, TypeLike, ValueLike,
};

/// The rule id (`index` inside an LLVM dialect type).
pub const RULE: &str = "llvm-index-type";
/// The rule id (any other type LLVM IR has no type for).
pub const TYPE_RULE: &str = "llvm-type";

/// A builtin type that has no LLVM IR type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Untranslatable {
    /// The builtin `index` type.
    Index,
    /// A float type other than f16, bf16, f32, f64, f80 and f128 (printed).
    Float(String),
    /// Any other type outside the LLVM dialect's (printed): `complex`,
    /// `tuple`, `none`, a memref, a tensor, another dialect's type.
    Other(String),
}

/// A type an op uses that the translation to LLVM IR cannot map.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadType {
    /// The type as the op uses it, printed.
    pub printed: String,
    /// What inside it has no LLVM IR type.
    pub what: Untranslatable,
}

impl BadType {
    /// The rule id and the diagnostic text (without the rule id).
    pub fn rule_and_message(&self) -> (&'static str, String) {
        match &self.what {
            Untranslatable::Index => (
                RULE,
                format!(
                    "uses {}: the builtin index type has no LLVM IR type inside an LLVM dialect \
                     type; use i64 (or i32)",
                    self.printed
                ),
            ),
            Untranslatable::Float(float) => (
                TYPE_RULE,
                format!(
                    "uses {}: {float} has no LLVM IR type (LLVM IR floats are f16, bf16, f32, \
                     f64, f80 and f128); hold its bits in an integer type (i8 for an 8-bit \
                     format)",
                    self.printed
                ),
            ),
            Untranslatable::Other(other) => (
                TYPE_RULE,
                format!(
                    "uses {}: {other} has no LLVM IR type (inside an LLVM dialect type, and as \
                     an LLVM op's type, only integers, f16/bf16/f32/f64/f80/f128, vectors of \
                     them and LLVM dialect types translate)",
                    self.printed
                ),
            ),
        }
    }
}

/// The first type `op` uses that the translation to LLVM IR cannot map
/// (for the host emitter too, which checks host code with it).
pub fn first_bad_type(op: &OperationRef<'_, '_>) -> Option<BadType> {
    first_bad_in(&op_types(op), is_llvm_op(op))
}

/// Whether `op` is an LLVM dialect op (whose own types are checked whole).
pub(crate) fn is_llvm_op(op: &OperationRef<'_, '_>) -> bool {
    crate::strings::name_of(op).starts_with("llvm.")
}

/// The first of `types` (those of one op; `llvm_op` if it is an LLVM
/// dialect op) that the translation to LLVM IR cannot map.
pub(crate) fn first_bad_in(types: &[Type<'_>], llvm_op: bool) -> Option<BadType> {
    types.iter().find_map(|ty| bad_type(*ty, llvm_op))
}

/// Every type `op` uses: its results' types, the types of its type
/// attributes (a function's `function_type`, a `memref.global`'s `type`,
/// also inside array and dictionary attributes such as `arg_attrs`) and the
/// arguments of the blocks of its regions.
pub(crate) fn op_types<'c>(op: &OperationRef<'c, '_>) -> Vec<Type<'c>> {
    let mut types: Vec<Type<'c>> = op.results().map(|r| r.r#type()).collect();
    // Every attribute, the dictionary built once (`crate::op_attributes`),
    // and the type attributes nested in array and dictionary attributes (a
    // function's `arg_attrs`: `llvm.byval = !llvm.array<...>` is translated
    // too).
    crate::op_attributes::for_each_attribute(op.to_raw(), |attribute| {
        // Not melior's `try_from`: its error prints the attribute, and most
        // attributes are not types.
        // SAFETY: a live attribute of the op; nested attributes and a type
        // attribute's type are owned by the context.
        unsafe {
            let mut stack = vec![attribute];
            while let Some(a) = stack.pop() {
                if mlir_sys::mlirAttributeIsAType(a) {
                    types.push(Type::from_raw(mlir_sys::mlirTypeAttrGetValue(a)));
                } else if mlir_sys::mlirAttributeIsAArray(a) {
                    let n = mlir_sys::mlirArrayAttrGetNumElements(a);
                    stack.extend((0..n).map(|i| mlir_sys::mlirArrayAttrGetElement(a, i)));
                } else if mlir_sys::mlirAttributeIsADictionary(a) {
                    let n = mlir_sys::mlirDictionaryAttrGetNumElements(a);
                    stack.extend(
                        (0..n).map(|i| mlir_sys::mlirDictionaryAttrGetElement(a, i).attribute),
                    );
                }
            }
        }
    });
    for region in op.regions() {
        let mut block = region.first_block();
        while let Some(b) = block {
            types.extend(
                (0..b.argument_count()).filter_map(|i| b.argument(i).ok().map(|a| a.r#type())),
            );
            block = b.next_in_region();
        }
    }
    types
}

/// `ty` and what in it has no LLVM IR type, if it is (or a builtin
/// function type has) an LLVM dialect type that holds one, or, for an
/// `llvm.*` op (`llvm_op`), any type that holds one.
fn bad_type(ty: Type<'_>, llvm_op: bool) -> Option<BadType> {
    // SAFETY: a live type (checked without melior's `try_from`, whose
    // error prints the type).
    if unsafe { mlir_sys::mlirTypeIsAFunction(ty.to_raw()) } {
        let raw = ty.to_raw();
        // SAFETY: checked to be a function type; its types are owned by the
        // context.
        let types: Vec<Type<'_>> = unsafe {
            let inputs = mlir_sys::mlirFunctionTypeGetNumInputs(raw);
            let results = mlir_sys::mlirFunctionTypeGetNumResults(raw);
            (0..inputs)
                .map(|i| Type::from_raw(mlir_sys::mlirFunctionTypeGetInput(raw, i)))
                .chain(
                    (0..results)
                        .map(|i| Type::from_raw(mlir_sys::mlirFunctionTypeGetResult(raw, i))),
                )
                .collect()
        };
        return types.into_iter().find_map(|t| bad_type(t, llvm_op));
    }
    let raw = ty.to_raw();
    // SAFETY: a live type of the context.
    if unsafe { mlir_sys::mlirTypeIsAInteger(raw) } {
        return None;
    }
    // SAFETY: as above.
    let is_llvm = unsafe { in_llvm_dialect(raw) };
    // SAFETY: as above.
    if unsafe { mlir_sys::mlirTypeIsALLVMPointerType(raw) } || !(is_llvm || llvm_op) {
        return None;
    }
    let what = untranslatable_inside(raw)?;
    let printed = ty.to_string();
    // For index, the printed form confirms it (and is what the message
    // shows).
    (what != Untranslatable::Index || has_index_token(&printed))
        .then_some(BadType { printed, what })
}

/// What in `ty` (itself included) has no LLVM IR type: `index`, a float
/// LLVM IR lacks or a type outside the LLVM dialect's, anywhere inside
/// (`super::type_walk`).
fn untranslatable_inside(ty: mlir_sys::MlirType) -> Option<Untranslatable> {
    // SAFETY: live types of one context, read through the C API.
    unsafe {
        super::type_walk::find_nested(ty, |t| {
            if mlir_sys::mlirTypeIsAIndex(t) {
                return Some(Untranslatable::Index);
            }
            if mlir_sys::mlirTypeIsAFloat(t) && !has_llvm_float(t) {
                return Some(Untranslatable::Float(Type::from_raw(t).to_string()));
            }
            // Integers, floats and vectors translate (a vector's element is
            // visited next); the walk enters LLVM structs, arrays and
            // function types; pointers and the other LLVM types hold none.
            let translates = mlir_sys::mlirTypeIsAInteger(t)
                || mlir_sys::mlirTypeIsAFloat(t)
                || mlir_sys::mlirTypeIsAVector(t)
                || in_llvm_dialect(t);
            (!translates).then(|| Untranslatable::Other(Type::from_raw(t).to_string()))
        })
    }
}

/// Whether `t` is a type of the LLVM dialect (compared without copying the
/// namespace: every type of every op comes here).
///
/// # Safety
/// `t` is a live type; its dialect and namespace are owned by the context.
unsafe fn in_llvm_dialect(t: mlir_sys::MlirType) -> bool {
    let namespace = mlir_sys::mlirDialectGetNamespace(mlir_sys::mlirTypeGetDialect(t));
    !namespace.data.is_null()
        && std::slice::from_raw_parts(namespace.data.cast::<u8>(), namespace.length) == b"llvm"
}

/// Whether the float type `t` has an LLVM IR type.
///
/// # Safety
/// `t` is a live type.
unsafe fn has_llvm_float(t: mlir_sys::MlirType) -> bool {
    mlir_sys::mlirTypeIsAF16(t)
        || mlir_sys::mlirTypeIsABF16(t)
        || mlir_sys::mlirTypeIsAF32(t)
        || mlir_sys::mlirTypeIsAF64(t)
        // f80 and f128, the only builtin floats of these widths (the C API
        // has no `IsA` for them).
        || matches!(mlir_sys::mlirFloatTypeGetWidth(t), 80 | 128)
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
