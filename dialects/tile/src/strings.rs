//! Safe reads of MLIR strings: string attributes, identifiers, symbol names,
//! op names and location file names.
//!
//! melior's accessors (`StringAttribute::value`, `FlatSymbolRefAttribute::value`,
//! `StringRef::as_str` behind `Identifier::as_string_ref`) index the last
//! byte of the string and build a slice from the raw pointer, so an empty
//! string — legal MLIR: `tile.target = ""`, `func.func @""` — panics or is
//! undefined behaviour, and they strip a trailing NUL and fail on bytes that
//! are not UTF-8 (`"\FF"` is legal too). Every string this project reads
//! from the IR goes through this module instead: empty strings are empty,
//! nothing is stripped, and bytes that are not UTF-8 are replaced by U+FFFD
//! (the text is for rules and messages, never written back).

use melior::ir::{
    operation::OperationLike, Attribute, AttributeLike, Identifier, Location, OperationRef,
};
use mlir_sys::MlirStringRef;

/// The text of a raw MLIR string reference (empty for a null or empty one).
pub fn from_raw(raw: MlirStringRef) -> String {
    if raw.data.is_null() || raw.length == 0 {
        return String::new();
    }
    // SAFETY: MLIR hands out `length` readable bytes at a non-null `data`;
    // the bytes are copied before the reference can go away.
    let bytes = unsafe { std::slice::from_raw_parts(raw.data.cast::<u8>(), raw.length) };
    String::from_utf8_lossy(bytes).into_owned()
}

/// The text of an identifier (an op name, a named attribute's name, a
/// location's file name).
pub fn identifier(id: Identifier<'_>) -> String {
    // SAFETY: a live identifier.
    from_raw(unsafe { mlir_sys::mlirIdentifierStr(id.to_raw()) })
}

/// The value of a string attribute; `None` when `attribute` is not one.
pub fn string_value(attribute: Attribute<'_>) -> Option<String> {
    // SAFETY: a live attribute; the getter is called only on a StringAttr.
    unsafe {
        let raw = attribute.to_raw();
        mlir_sys::mlirAttributeIsAString(raw)
            .then(|| from_raw(mlir_sys::mlirStringAttrGetValue(raw)))
    }
}

/// The value of a flat symbol reference (`@k`); `None` when `attribute` is
/// not one.
pub fn flat_symbol_value(attribute: Attribute<'_>) -> Option<String> {
    // SAFETY: as in `string_value`.
    unsafe {
        let raw = attribute.to_raw();
        mlir_sys::mlirAttributeIsAFlatSymbolRef(raw)
            .then(|| from_raw(mlir_sys::mlirFlatSymbolRefAttrGetValue(raw)))
    }
}

/// The string attribute `name` of `op`; `None` when `op` has no attribute
/// of that name or it is not a string.
pub fn string_attribute(op: &OperationRef<'_, '_>, name: &str) -> Option<String> {
    string_value(op.attribute(name).ok()?)
}

/// The string attribute `name` of `op`, or the attribute as printed when it
/// is not a string (`tile.target = 90`); `None` when `op` has no such
/// attribute.
pub fn string_or_printed_attribute(op: &OperationRef<'_, '_>, name: &str) -> Option<String> {
    let attribute = op.attribute(name).ok()?;
    Some(string_value(attribute).unwrap_or_else(|| attribute.to_string()))
}

/// The symbol name of `op` (`sym_name`, possibly empty); `None` when it has
/// none.
pub fn symbol_name(op: &OperationRef<'_, '_>) -> Option<String> {
    string_attribute(op, "sym_name")
}

/// The name of `op` (`tile.load`).
pub fn op_name(op: &OperationRef<'_, '_>) -> String {
    identifier(op.name())
}

/// The name of `op` (`tile.load`), borrowed from the context: walks that
/// look at every op's name allocate nothing.
pub fn name_of<'c>(op: &OperationRef<'c, '_>) -> &'c str {
    // SAFETY: a live op; an operation name is an identifier uniqued in (and
    // owned by) the context, which outlives `'c`.
    let raw = unsafe { mlir_sys::mlirIdentifierStr(mlir_sys::mlirOperationGetName(op.to_raw())) };
    if raw.data.is_null() || raw.length == 0 {
        return "";
    }
    // SAFETY: as above.
    let bytes = unsafe { std::slice::from_raw_parts(raw.data.cast::<u8>(), raw.length) };
    // MLIR op names are ASCII; anything else reads as no name.
    std::str::from_utf8(bytes).unwrap_or("")
}

/// Whether `op` is named `name`, without building a string (for walks up
/// the parents of every op).
pub fn op_name_is(op: &OperationRef<'_, '_>, name: &str) -> bool {
    // SAFETY: a live op; its name is an identifier owned by the context.
    let raw = unsafe { mlir_sys::mlirIdentifierStr(mlir_sys::mlirOperationGetName(op.to_raw())) };
    if raw.data.is_null() {
        return name.is_empty();
    }
    // SAFETY: as above. Bytes compared as they are (no UTF-8 check: an
    // ASCII name equals only its own bytes).
    let bytes = unsafe { std::slice::from_raw_parts(raw.data.cast::<u8>(), raw.length) };
    bytes == name.as_bytes()
}

/// The file name of a file/line/column location (possibly empty).
pub fn location_file(location: Location<'_>) -> String {
    identifier(location.file_line_col_range_filename())
}
