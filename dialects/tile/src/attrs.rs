//! The dialect's enums (generated from the ODS definitions, see
//! `tile_rules::enums`) and helpers that read them from MLIR attributes
//! (they are integer attributes in the C API).

use melior::ir::{attribute::IntegerAttribute, Attribute};

pub use tile_rules::enums::*;

/// Reads an integer-backed enum attribute.
pub fn enum_value(attribute: Attribute<'_>) -> Option<i64> {
    IntegerAttribute::try_from(attribute)
        .ok()
        .map(|a| a.value())
}
