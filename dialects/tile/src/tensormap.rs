//! A typed Rust view of `!tile.tensormap<...>`.
//!
//! The C API has no accessors for a dialect's own types, so the view is read
//! from the type's printed form, which the ODS-generated printer fixes:
//! `!tile.tensormap<f32, rank = 2, box = [64, 64], swizzle = sw128>`.

use melior::ir::Type;
use thiserror::Error;
use tile_rules::descriptor::Descriptor;
use tile_rules::enums::{DescMode, Interleave, L2Promotion, OobFill, Swizzle};

/// The static description of a tensor map.
pub type TensorMapType = Descriptor;

/// A printed type that is not a well-formed `!tile.tensormap`.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum TensorMapParseError {
    /// Not a tensormap type at all.
    #[error("not a !tile.tensormap type: {0}")]
    NotATensorMap(String),
    /// A field with a value this reader does not understand.
    #[error("bad field '{field}' in {text}")]
    BadField {
        /// The field name.
        field: String,
        /// The whole type text.
        text: String,
    },
}

/// Whether `ty` is a `!tile.tensormap`.
pub fn is_tensormap(ty: Type<'_>) -> bool {
    // The dialect's only type (no printing: see `crate::access`).
    crate::access::is_type_of_dialect(ty, "tile")
}

/// Reads the descriptor of a `!tile.tensormap` type.
pub fn from_type(ty: Type<'_>) -> Result<TensorMapType, TensorMapParseError> {
    parse(&ty.to_string())
}

/// The dialect type for `desc`, as text in the custom syntax.
pub fn to_text(desc: &TensorMapType) -> String {
    let mut s = format!(
        "!tile.tensormap<{}, rank = {}",
        desc.element_name, desc.rank
    );
    let list = |v: &[i64]| {
        format!(
            "[{}]",
            v.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        )
    };
    if !desc.box_dims.is_empty() {
        s += &format!(", box = {}", list(&desc.box_dims));
    }
    if !desc.element_strides.is_empty() {
        s += &format!(", element_strides = {}", list(&desc.element_strides));
    }
    if desc.swizzle != Swizzle::None {
        s += &format!(", swizzle = {}", desc.swizzle);
    }
    if desc.interleave != Interleave::None {
        s += &format!(", interleave = {}", desc.interleave);
    }
    if desc.l2_promotion != L2Promotion::None {
        s += &format!(", l2_promotion = {}", desc.l2_promotion);
    }
    if desc.oob_fill != OobFill::Zero {
        s += &format!(", oob_fill = {}", desc.oob_fill);
    }
    if desc.mode != DescMode::Tile {
        s += &format!(", mode = {}", desc.mode);
    }
    if desc.channels_per_pixel != 0 {
        s += &format!(", channels_per_pixel = {}", desc.channels_per_pixel);
    }
    if desc.pixels_per_column != 0 {
        s += &format!(", pixels_per_column = {}", desc.pixels_per_column);
    }
    if !desc.lower_corner.is_empty() {
        s += &format!(", lower_corner = {}", list(&desc.lower_corner));
    }
    if !desc.upper_corner.is_empty() {
        s += &format!(", upper_corner = {}", list(&desc.upper_corner));
    }
    s + ">"
}

/// Splits `a, b = [1, 2], c` at top-level commas (brackets nest; quoted
/// strings are skipped), trimming each part. Also used to read other
/// attributes' printed forms (`#nvvm.target<...>` lists).
pub fn split_top_level(body: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    let (mut in_string, mut escaped) = (false, false);
    for (i, c) in body.char_indices() {
        if in_string {
            match (escaped, c) {
                (true, _) => escaped = false,
                (false, '\\') => escaped = true,
                (false, '"') => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '[' | '<' | '(' | '{' => depth += 1,
            ']' | '>' | ')' | '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(body[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(body[start..].trim());
    parts
}

/// Parses the printed form of a `!tile.tensormap`.
pub fn parse(text: &str) -> Result<TensorMapType, TensorMapParseError> {
    let body = text
        .trim()
        .strip_prefix("!tile.tensormap<")
        .and_then(|b| b.strip_suffix('>'))
        .ok_or_else(|| TensorMapParseError::NotATensorMap(text.to_string()))?;
    let parts = split_top_level(body);
    let element = parts.first().copied().unwrap_or_default();
    let mut desc = Descriptor::tiled(element, &[]);
    desc.rank = 0;
    let bad = |field: &str| TensorMapParseError::BadField {
        field: field.to_string(),
        text: text.to_string(),
    };
    for part in &parts[1..] {
        let (key, value) = part.split_once('=').ok_or_else(|| bad(part))?;
        let (key, value) = (key.trim(), value.trim());
        let int = |v: &str| v.parse::<i64>().map_err(|_| bad(key));
        let list = |v: &str| -> Result<Vec<i64>, TensorMapParseError> {
            let inner = v
                .strip_prefix('[')
                .and_then(|v| v.strip_suffix(']'))
                .ok_or_else(|| bad(key))?;
            if inner.trim().is_empty() {
                return Ok(Vec::new());
            }
            inner.split(',').map(|x| int(x.trim())).collect()
        };
        match key {
            "rank" => desc.rank = int(value)?,
            "box" => desc.box_dims = list(value)?,
            "element_strides" => desc.element_strides = list(value)?,
            "swizzle" => desc.swizzle = Swizzle::from_keyword(value).ok_or_else(|| bad(key))?,
            "interleave" => {
                desc.interleave = Interleave::from_keyword(value).ok_or_else(|| bad(key))?
            }
            "l2_promotion" => {
                desc.l2_promotion = L2Promotion::from_keyword(value).ok_or_else(|| bad(key))?
            }
            "oob_fill" => desc.oob_fill = OobFill::from_keyword(value).ok_or_else(|| bad(key))?,
            "mode" => desc.mode = DescMode::from_keyword(value).ok_or_else(|| bad(key))?,
            "channels_per_pixel" => desc.channels_per_pixel = int(value)?,
            "pixels_per_column" => desc.pixels_per_column = int(value)?,
            "lower_corner" => desc.lower_corner = list(value)?,
            "upper_corner" => desc.upper_corner = list(value)?,
            _ => return Err(bad(key)),
        }
    }
    Ok(desc)
}
