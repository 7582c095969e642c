//! Reading the description the Python half writes (`tile_opt.builder`):
//! a JSON object per module, kernel and op, fields read by name with
//! their JSON types checked ([`Node`]); a field missing or of the wrong
//! type is [`ReplayError::Malformed`] at the node's place.

use serde_json::{Map, Value};
use tile_compiler::builder::Loc;

use super::error::ReplayError;

/// One JSON object of the description (the module, a kernel, a type, an
/// op) and its place in the Python source (`"at": [file, line, col]`).
pub(crate) struct Node<'j> {
    fields: &'j Map<String, Value>,
    /// Where it was made in the Python source, if recorded.
    pub(crate) at: Option<Loc>,
}

/// `[file, line, col]` as a place.
fn location(value: &Value) -> Option<Loc> {
    let parts = value.as_array()?;
    match parts.as_slice() {
        [file, line, col] => Some(Loc::new(
            file.as_str()?,
            usize::try_from(line.as_u64()?).ok()?,
            usize::try_from(col.as_u64()?).ok()?,
        )),
        _ => None,
    }
}

impl<'j> Node<'j> {
    /// `value` as a node (an object), at its own `at` or else at `outer`.
    pub(crate) fn new(value: &'j Value, outer: Option<&Loc>) -> Result<Self, ReplayError> {
        let fields = value.as_object().ok_or_else(|| {
            ReplayError::malformed(outer, format!("expected an object, got {value}"))
        })?;
        let at = fields
            .get("at")
            .and_then(location)
            .or_else(|| outer.cloned());
        Ok(Self { fields, at })
    }

    fn bad(&self, name: &str, what: &str) -> ReplayError {
        ReplayError::malformed(self.at.as_ref(), format!("field '{name}' must be {what}"))
    }

    /// Field `name`, if present and not null.
    pub(crate) fn get(&self, name: &str) -> Option<&'j Value> {
        self.fields.get(name).filter(|v| !v.is_null())
    }

    /// Field `name` (present, not null).
    pub(crate) fn field(&self, name: &str) -> Result<&'j Value, ReplayError> {
        self.get(name).ok_or_else(|| self.bad(name, "present"))
    }

    /// A string field.
    pub(crate) fn str(&self, name: &str) -> Result<&'j str, ReplayError> {
        self.field(name)?
            .as_str()
            .ok_or_else(|| self.bad(name, "a string"))
    }

    /// An integer field.
    pub(crate) fn i64(&self, name: &str) -> Result<i64, ReplayError> {
        self.field(name)?
            .as_i64()
            .ok_or_else(|| self.bad(name, "an integer"))
    }

    /// A non-negative integer field that fits `u32`.
    pub(crate) fn u32(&self, name: &str) -> Result<u32, ReplayError> {
        self.field(name)?
            .as_u64()
            .and_then(|v| u32::try_from(v).ok())
            .ok_or_else(|| self.bad(name, "an integer from 0 to 2^32-1"))
    }

    /// A boolean field (absent: false).
    pub(crate) fn flag(&self, name: &str) -> Result<bool, ReplayError> {
        self.get(name).map_or(Ok(false), |v| {
            v.as_bool().ok_or_else(|| self.bad(name, "a boolean"))
        })
    }

    /// A list field.
    pub(crate) fn list(&self, name: &str) -> Result<&'j [Value], ReplayError> {
        self.field(name)?
            .as_array()
            .map(Vec::as_slice)
            .ok_or_else(|| self.bad(name, "a list"))
    }

    /// A list of integers.
    pub(crate) fn ints(&self, name: &str) -> Result<Vec<i64>, ReplayError> {
        self.list(name)?
            .iter()
            .map(|v| {
                v.as_i64()
                    .ok_or_else(|| self.bad(name, "a list of integers"))
            })
            .collect()
    }

    /// A list of integers or nulls (dynamic extents and strides).
    pub(crate) fn dims(&self, name: &str) -> Result<Vec<Option<i64>>, ReplayError> {
        self.list(name)?
            .iter()
            .map(|v| match v {
                Value::Null => Ok(None),
                v => v
                    .as_i64()
                    .map(Some)
                    .ok_or_else(|| self.bad(name, "a list of integers and nulls")),
            })
            .collect()
    }

    /// A value id (`"a": 3`).
    pub(crate) fn id(&self, name: &str) -> Result<u64, ReplayError> {
        self.field(name)?
            .as_u64()
            .ok_or_else(|| self.bad(name, "a value id"))
    }

    /// A list of value ids.
    pub(crate) fn ids(&self, name: &str) -> Result<Vec<u64>, ReplayError> {
        self.list(name)?
            .iter()
            .map(|v| {
                v.as_u64()
                    .ok_or_else(|| self.bad(name, "a list of value ids"))
            })
            .collect()
    }

    /// An object field as a node.
    pub(crate) fn node(&self, name: &str) -> Result<Node<'j>, ReplayError> {
        Node::new(self.field(name)?, self.at.as_ref())
    }

    /// A keyword field read by `parse` (an enum's `from_keyword`).
    pub(crate) fn keyword<T>(
        &self,
        name: &str,
        parse: impl Fn(&str) -> Option<T>,
    ) -> Result<T, ReplayError> {
        let text = self.str(name)?;
        parse(text).ok_or_else(|| {
            ReplayError::malformed(
                self.at.as_ref(),
                format!("field '{name}': unknown keyword '{text}'"),
            )
        })
    }

    /// An optional keyword field.
    pub(crate) fn opt_keyword<T>(
        &self,
        name: &str,
        parse: impl Fn(&str) -> Option<T>,
    ) -> Result<Option<T>, ReplayError> {
        match self.get(name) {
            None => Ok(None),
            Some(_) => self.keyword(name, parse).map(Some),
        }
    }
}
