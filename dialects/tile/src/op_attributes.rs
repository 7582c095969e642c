//! Every attribute of an op, read with one materialization of its
//! attribute dictionary instead of one per attribute.
//!
//! The C API reads an op's attributes by position only
//! (`mlirOperationGetAttribute`), and for an op whose inherent attributes
//! are properties (most registered ops) each call builds and uniques the
//! whole dictionary again: walks that looked at every attribute of every op
//! spent most of their time there. [`for_each_attribute`] asks for the
//! count once, reads the discardable attributes by position (no
//! dictionary) and the inherent ones by the names seen on earlier ops of
//! the same name; when those do not add up to the count (an optional
//! attribute not seen before), it reads the whole dictionary once and
//! learns the names. The count check makes the result exact whatever the cache holds.

use mlir_sys::{MlirAttribute, MlirOperation, MlirStringRef};
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};

extern "C" {
    // Glue in cpp/TileDialect.cpp: every attribute of the op as one
    // dictionary.
    fn tileOperationGetAttributeDictionary(op: MlirOperation) -> MlirAttribute;
}

thread_local! {
    /// Inherent attribute names seen, by op name (the identifier's
    /// address: a stale entry from another context, or from a freed one at
    /// the same address, only costs a fallback). Bounded (see
    /// [`MAX_OP_NAMES`]), so a thread that outlives many contexts does not
    /// keep every one's names.
    static INHERENT: RefCell<HashMap<usize, Vec<Vec<u8>>>> = RefCell::new(HashMap::new());
}

/// The most op names the cache holds; past it, it starts over (one context
/// uses far fewer: every dialect's ops together are about 2,000).
const MAX_OP_NAMES: usize = 4096;

/// The most inherent attribute names kept for one op name (a stale entry
/// grown by other op names at the same address starts over past it).
const MAX_NAMES_PER_OP: usize = 64;

fn string_ref(bytes: &[u8]) -> MlirStringRef {
    MlirStringRef {
        data: bytes.as_ptr().cast(),
        length: bytes.len(),
    }
}

/// The bytes of a string the context owns (empty for a null one).
///
/// # Safety
/// `raw` is a live string of the context, alive while the bytes are used.
unsafe fn bytes<'a>(raw: MlirStringRef) -> &'a [u8] {
    if raw.data.is_null() || raw.length == 0 {
        return &[];
    }
    // SAFETY: as the caller promises.
    unsafe { std::slice::from_raw_parts(raw.data.cast::<u8>(), raw.length) }
}

/// Calls `visit` with every attribute (inherent and discardable) of the
/// live op `op`, each once, in no particular order.
pub fn for_each_attribute(op: MlirOperation, mut visit: impl FnMut(MlirAttribute)) {
    // SAFETY: a live op; positions below the counts just read; names are
    // borrowed for the duration of each call.
    unsafe {
        let total = mlir_sys::mlirOperationGetNumAttributes(op).max(0) as usize;
        if total == 0 {
            return;
        }
        let discardable = mlir_sys::mlirOperationGetNumDiscardableAttributes(op).max(0) as usize;
        let key = mlir_sys::mlirOperationGetName(op).ptr as usize;
        let discardable_names: Vec<&[u8]> = (0..discardable)
            .map(|i| {
                let name = mlir_sys::mlirOperationGetDiscardableAttribute(op, i as isize).name;
                bytes(mlir_sys::mlirIdentifierStr(name))
            })
            .collect();
        let mut inherent = Vec::new();
        INHERENT.with(|cache| {
            if let Some(names) = cache.borrow().get(&key) {
                for name in names {
                    // (An op without properties answers an inherent lookup
                    // from its discardable attributes too.)
                    if discardable_names.contains(&name.as_slice()) {
                        continue;
                    }
                    let a = mlir_sys::mlirOperationGetInherentAttributeByName(op, string_ref(name));
                    if !a.ptr.is_null() {
                        inherent.push(a);
                    }
                }
            }
        });
        if inherent.len() + discardable == total {
            for a in inherent {
                visit(a);
            }
            for i in 0..discardable {
                visit(mlir_sys::mlirOperationGetDiscardableAttribute(op, i as isize).attribute);
            }
            return;
        }
        // The whole dictionary, built once (reading it by position builds
        // it again per position: a function with 10,000 attributes took
        // seconds); the names that are not discardable are inherent ones,
        // kept for the next op of this name.
        let discardable_names: HashSet<&[u8]> = discardable_names.into_iter().collect();
        let mut learned = Vec::new();
        let dictionary = tileOperationGetAttributeDictionary(op);
        for i in 0..mlir_sys::mlirDictionaryAttrGetNumElements(dictionary) {
            let named = mlir_sys::mlirDictionaryAttrGetElement(dictionary, i);
            visit(named.attribute);
            let name = bytes(mlir_sys::mlirIdentifierStr(named.name));
            if !discardable_names.contains(name) {
                learned.push(name.to_vec());
            }
        }
        INHERENT.with(|cache| {
            let mut cache = cache.borrow_mut();
            if cache.len() >= MAX_OP_NAMES && !cache.contains_key(&key) {
                cache.clear();
            }
            let names = cache.entry(key).or_default();
            if names.len() + learned.len() > MAX_NAMES_PER_OP {
                names.clear();
            }
            for name in learned {
                if !names.contains(&name) {
                    names.push(name);
                }
            }
        });
    }
}

/// Every attribute of `op` (inherent and discardable) with its name,
/// sorted by name: melior's `attributes()` reads them by position, which
/// builds the whole dictionary again for each one (quadratic in an op's
/// attributes); this builds it once.
pub fn named_attributes<'c>(
    op: &melior::ir::OperationRef<'c, '_>,
) -> Vec<(melior::ir::Identifier<'c>, melior::ir::Attribute<'c>)> {
    use melior::ir::operation::OperationLike;
    // SAFETY: a live op; the dictionary, its names and attributes are
    // owned by the op's context, which outlives `'c`.
    unsafe {
        let dictionary = tileOperationGetAttributeDictionary(op.to_raw());
        (0..mlir_sys::mlirDictionaryAttrGetNumElements(dictionary))
            .map(|i| {
                let named = mlir_sys::mlirDictionaryAttrGetElement(dictionary, i);
                (
                    melior::ir::Identifier::from_raw(named.name),
                    melior::ir::Attribute::from_raw(named.attribute),
                )
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use melior::ir::Module;

    /// Every attribute of `op` read by position (the reference).
    fn by_position(op: MlirOperation) -> Vec<usize> {
        // SAFETY: a live op; positions below its count.
        let mut all: Vec<usize> = unsafe {
            (0..mlir_sys::mlirOperationGetNumAttributes(op))
                .map(|i| mlir_sys::mlirOperationGetAttribute(op, i).attribute.ptr as usize)
                .collect()
        };
        all.sort_unstable();
        all
    }

    /// Across contexts (later ones often at a freed one's address, their
    /// op names too) the cache stays bounded and every read is exact, a
    /// full cache starting over included.
    #[test]
    fn exact_and_bounded_across_contexts() {
        let source = r#"module {
  func.func private @f(%a: i32) -> i32 attributes {extra = 1 : i64} {
    %c = arith.constant {note = "x"} 3 : i32
    %s = arith.addi %a, %c : i32
    return %s : i32
  }
}"#;
        for round in 0..8 {
            if round == 4 {
                // Fill the cache with made-up op names: the next miss clears it.
                INHERENT.with(|c| {
                    let mut c = c.borrow_mut();
                    c.clear();
                    for k in 0..MAX_OP_NAMES {
                        c.insert(usize::MAX - k, vec![b"bogus".to_vec()]);
                    }
                });
            }
            let context = crate::context_with_all_dialects();
            let module = Module::parse(&context, source).expect("parses");
            crate::walk::preorder(module.as_operation(), |op| {
                let mut seen = Vec::new();
                for_each_attribute(op.to_raw(), |a| seen.push(a.ptr as usize));
                seen.sort_unstable();
                assert_eq!(seen, by_position(op.to_raw()), "round {round}");
                melior::ir::operation::WalkResult::Advance
            });
            INHERENT.with(|c| assert!(c.borrow().len() <= MAX_OP_NAMES));
        }
    }
}
