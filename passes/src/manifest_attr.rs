//! The launch manifest as a structured MLIR attribute (the form
//! [`crate::separate_host_tma::manifest::store`] writes).
//!
//! JSON values map one to one onto builtin attributes: an object is a
//! `DictionaryAttr` (keys sorted, as MLIR keeps them), an array an
//! `ArrayAttr`, a string a `StringAttr`, an integer an `i64` `IntegerAttr`
//! (`ui64` above `i64::MAX`), a boolean a `BoolAttr`, `null` a `UnitAttr`.
//!
//! Why not one JSON string: MLIR interns every attribute in the context for
//! good. A string is stored again, whole, each time a pass amends the
//! manifest (10,000 kernels: 8 MB per store), and parsing it back builds the
//! whole manifest at once. Structured attributes are uniqued piecewise: the
//! parameter dictionaries of kernels that look alike are stored once, an
//! amended kernel adds only what changed, and readers convert one kernel at
//! a time.
//!
//! Depends on: melior / mlir-sys (builtin attributes), serde_json (the
//! values).

use std::collections::HashMap;

use melior::ir::{Attribute, AttributeLike};
use melior::Context;
use mlir_sys::{
    mlirArrayAttrGet, mlirArrayAttrGetElement, mlirArrayAttrGetNumElements, mlirAttributeGetType,
    mlirAttributeIsAArray, mlirAttributeIsABool, mlirAttributeIsADictionary, mlirAttributeIsAFloat,
    mlirAttributeIsAInteger, mlirAttributeIsAString, mlirAttributeIsAUnit, mlirBoolAttrGet,
    mlirBoolAttrGetValue, mlirDictionaryAttrGet, mlirDictionaryAttrGetElement,
    mlirDictionaryAttrGetElementByName, mlirDictionaryAttrGetNumElements,
    mlirFloatAttrGetValueDouble, mlirIdentifierGet, mlirIdentifierStr, mlirIntegerAttrGet,
    mlirIntegerAttrGetValueInt, mlirIntegerAttrGetValueSInt, mlirIntegerAttrGetValueUInt,
    mlirIntegerTypeGet, mlirIntegerTypeGetWidth, mlirIntegerTypeIsSigned,
    mlirIntegerTypeIsUnsigned, mlirIntegerTypeUnsignedGet, mlirNamedAttributeGet,
    mlirStringAttrGet, mlirStringAttrGetValue, mlirTypeIsAInteger, mlirUnitAttrGet, MlirAttribute,
    MlirContext, MlirIdentifier, MlirNamedAttribute, MlirStringRef, MlirType,
};
use serde_json::{Map, Number, Value};

/// Nesting deeper than this is not a manifest (the manifest nests 6 deep).
const MAX_DEPTH: usize = 32;

/// Builds attributes from JSON values, interning each key once.
pub(crate) struct AttrWriter<'c> {
    /// Ties the attributes made to the context's lifetime.
    context: std::marker::PhantomData<&'c Context>,
    raw: MlirContext,
    keys: HashMap<String, MlirIdentifier>,
    i64_type: MlirType,
    u64_type: MlirType,
}

fn string_ref(text: &str) -> MlirStringRef {
    // Only the (pointer, length) pair; the callees copy or compare it.
    MlirStringRef {
        data: text.as_ptr().cast(),
        length: text.len(),
    }
}

fn str_of(text: MlirStringRef) -> Result<String, String> {
    if text.length == 0 {
        return Ok(String::new());
    }
    // SAFETY: MLIR hands out a valid (pointer, length) pair that lives as
    // long as the context.
    let bytes = unsafe { std::slice::from_raw_parts(text.data.cast::<u8>(), text.length) };
    std::str::from_utf8(bytes)
        .map(str::to_owned)
        .map_err(|_| "a string that is not UTF-8".to_string())
}

impl<'c> AttrWriter<'c> {
    /// A writer for attributes of `context`.
    pub(crate) fn new(context: &'c Context) -> Self {
        let raw = context.to_raw();
        // SAFETY: `raw` is a live context.
        let (i64_type, u64_type) = unsafe {
            (
                mlirIntegerTypeGet(raw, 64),
                mlirIntegerTypeUnsignedGet(raw, 64),
            )
        };
        Self {
            context: std::marker::PhantomData,
            raw,
            keys: HashMap::new(),
            i64_type,
            u64_type,
        }
    }

    fn key(&mut self, key: &str) -> MlirIdentifier {
        if let Some(id) = self.keys.get(key) {
            return *id;
        }
        // SAFETY: a live context; the identifier is interned in it.
        let id = unsafe { mlirIdentifierGet(self.raw, string_ref(key)) };
        self.keys.insert(key.to_string(), id);
        id
    }

    fn raw_value(&mut self, value: &Value) -> MlirAttribute {
        let raw = self.raw;
        // SAFETY (every call below): a live context and attributes made in
        // it; arrays are passed with their own length.
        unsafe {
            match value {
                Value::Null => mlirUnitAttrGet(raw),
                Value::Bool(b) => mlirBoolAttrGet(raw, i32::from(*b)),
                Value::Number(n) => match (n.as_i64(), n.as_u64()) {
                    (Some(i), _) => mlirIntegerAttrGet(self.i64_type, i),
                    // Above i64::MAX: the same bits as ui64.
                    (None, Some(u)) => mlirIntegerAttrGet(self.u64_type, u as i64),
                    (None, None) => mlir_sys::mlirFloatAttrDoubleGet(
                        raw,
                        mlir_sys::mlirF64TypeGet(raw),
                        n.as_f64().unwrap_or(0.0),
                    ),
                },
                Value::String(s) => mlirStringAttrGet(raw, string_ref(s)),
                Value::Array(items) => {
                    let elements: Vec<MlirAttribute> =
                        items.iter().map(|v| self.raw_value(v)).collect();
                    mlirArrayAttrGet(raw, elements.len() as isize, elements.as_ptr())
                }
                Value::Object(map) => {
                    let named: Vec<MlirNamedAttribute> = map
                        .iter()
                        .map(|(k, v)| {
                            let id = self.key(k);
                            mlirNamedAttributeGet(id, self.raw_value(v))
                        })
                        .collect();
                    mlirDictionaryAttrGet(raw, named.len() as isize, named.as_ptr())
                }
            }
        }
    }

    /// The attribute of `value`.
    pub(crate) fn value(&mut self, value: &Value) -> Attribute<'c> {
        let raw = self.raw_value(value);
        // SAFETY: made in this writer's context just now.
        unsafe { Attribute::from_raw(raw) }
    }

    /// A dictionary of already-built attributes (keys need not be sorted).
    pub(crate) fn dictionary(&mut self, entries: &[(&str, Attribute<'c>)]) -> Attribute<'c> {
        let named: Vec<MlirNamedAttribute> = entries
            .iter()
            // SAFETY: identifiers and attributes of this context.
            .map(|(k, v)| unsafe { mlirNamedAttributeGet(self.key(k), v.to_raw()) })
            .collect();
        // SAFETY: a live context, the entries with their own length.
        unsafe {
            Attribute::from_raw(mlirDictionaryAttrGet(
                self.raw,
                named.len() as isize,
                named.as_ptr(),
            ))
        }
    }

    /// An array of already-built attributes.
    pub(crate) fn array(&mut self, elements: &[Attribute<'c>]) -> Attribute<'c> {
        let raw: Vec<MlirAttribute> = elements.iter().map(|a| a.to_raw()).collect();
        // SAFETY: a live context, the elements with their own length.
        unsafe { Attribute::from_raw(mlirArrayAttrGet(self.raw, raw.len() as isize, raw.as_ptr())) }
    }
}

/// Whether `attr` is a dictionary (the structured form).
pub(crate) fn is_dictionary(attr: Attribute<'_>) -> bool {
    // SAFETY: a live attribute.
    unsafe { mlirAttributeIsADictionary(attr.to_raw()) }
}

/// The entry `name` of the dictionary `attr` (None when absent or when
/// `attr` is not a dictionary).
pub(crate) fn entry<'c>(attr: Attribute<'c>, name: &str) -> Option<Attribute<'c>> {
    if !is_dictionary(attr) {
        return None;
    }
    // SAFETY: a live dictionary attribute; the name is copied for the look-up.
    let raw = unsafe { mlirDictionaryAttrGetElementByName(attr.to_raw(), string_ref(name)) };
    (!raw.ptr.is_null()).then(|| {
        // SAFETY: an attribute of the same context.
        unsafe { Attribute::from_raw(raw) }
    })
}

/// The elements of the array `attr` (None when it is not an array).
pub(crate) fn elements<'c>(attr: Attribute<'c>) -> Option<Vec<Attribute<'c>>> {
    let raw = attr.to_raw();
    // SAFETY: a live attribute; indices below its length.
    unsafe {
        if !mlirAttributeIsAArray(raw) {
            return None;
        }
        let n = mlirArrayAttrGetNumElements(raw).max(0);
        Some(
            (0..n)
                .map(|i| Attribute::from_raw(mlirArrayAttrGetElement(raw, i)))
                .collect(),
        )
    }
}

/// The JSON value of `attr`; an error names what is not a JSON value.
pub(crate) fn to_value(attr: Attribute<'_>) -> Result<Value, String> {
    raw_to_value(attr.to_raw(), 0)
}

fn raw_to_value(raw: MlirAttribute, depth: usize) -> Result<Value, String> {
    if depth > MAX_DEPTH {
        return Err(format!("attributes nested more than {MAX_DEPTH} deep"));
    }
    // SAFETY (every call below): a live attribute, queried by kind first;
    // indices below its length.
    unsafe {
        if mlirAttributeIsAUnit(raw) {
            return Ok(Value::Null);
        }
        if mlirAttributeIsABool(raw) {
            return Ok(Value::Bool(mlirBoolAttrGetValue(raw)));
        }
        if mlirAttributeIsAInteger(raw) {
            let ty = mlirAttributeGetType(raw);
            if !mlirTypeIsAInteger(ty) {
                // An index: 64 bits.
                return Ok(Value::from(mlirIntegerAttrGetValueInt(raw)));
            }
            if mlirIntegerTypeGetWidth(ty) > 64 {
                return Err("an integer wider than 64 bits".into());
            }
            return Ok(if mlirIntegerTypeIsUnsigned(ty) {
                Value::from(mlirIntegerAttrGetValueUInt(raw))
            } else if mlirIntegerTypeIsSigned(ty) {
                Value::from(mlirIntegerAttrGetValueSInt(raw))
            } else {
                Value::from(mlirIntegerAttrGetValueInt(raw))
            });
        }
        if mlirAttributeIsAFloat(raw) {
            let v = mlirFloatAttrGetValueDouble(raw);
            return Number::from_f64(v)
                .map(Value::Number)
                .ok_or_else(|| format!("the float {v}"));
        }
        if mlirAttributeIsAString(raw) {
            return str_of(mlirStringAttrGetValue(raw)).map(Value::String);
        }
        if mlirAttributeIsAArray(raw) {
            let n = mlirArrayAttrGetNumElements(raw).max(0);
            return (0..n)
                .map(|i| raw_to_value(mlirArrayAttrGetElement(raw, i), depth + 1))
                .collect::<Result<Vec<_>, _>>()
                .map(Value::Array);
        }
        if mlirAttributeIsADictionary(raw) {
            let n = mlirDictionaryAttrGetNumElements(raw).max(0);
            let mut map = Map::new();
            for i in 0..n {
                let named = mlirDictionaryAttrGetElement(raw, i);
                let key = str_of(mlirIdentifierStr(named.name))?;
                map.insert(key, raw_to_value(named.attribute, depth + 1)?);
            }
            return Ok(Value::Object(map));
        }
    }
    let printed = unsafe { Attribute::from_raw(raw) }.to_string();
    let mut shown: String = printed.chars().take(60).collect();
    if shown.len() < printed.len() {
        shown.push_str("...");
    }
    Err(format!("unexpected attribute {shown}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn values_round_trip() {
        let context = Context::new();
        let mut writer = AttrWriter::new(&context);
        let value = json!({
            "b": [1, -2, 18446744073709551615u64, null, true, false, "x\"y", {}, []],
            "a": {"type": "!llvm.ptr", "n": 9223372036854775807i64},
        });
        let attr = writer.value(&value);
        assert_eq!(to_value(attr).unwrap(), value);
        assert!(is_dictionary(attr));
        assert_eq!(elements(entry(attr, "b").unwrap()).unwrap().len(), 9);
        assert!(entry(attr, "c").is_none());
    }

    #[test]
    fn alike_values_are_one_attribute() {
        let context = Context::new();
        let mut writer = AttrWriter::new(&context);
        let one = writer.value(&json!({"index": 0, "kind": "original"}));
        let two = writer.value(&json!({"kind": "original", "index": 0}));
        assert_eq!(one, two);
    }

    #[test]
    fn foreign_attributes_are_errors() {
        let context = Context::new();
        let attr = Attribute::parse(&context, "dense<1> : tensor<2xi32>").unwrap();
        assert!(to_value(attr)
            .unwrap_err()
            .starts_with("unexpected attribute dense<1>"));
        let wide = Attribute::parse(&context, "[1 : i128]").unwrap();
        assert_eq!(to_value(wide).unwrap_err(), "an integer wider than 64 bits");
        let mut deep = String::from("1");
        for _ in 0..40 {
            deep = format!("[{deep}]");
        }
        let deep = Attribute::parse(&context, &deep).unwrap();
        assert!(to_value(deep).unwrap_err().contains("nested more than"));
    }
}
