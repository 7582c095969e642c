//! The kernel parameter types of a launch manifest, read as a launcher
//! needs them: a memref's static shape, element type and layout, a
//! pointer, or a scalar of some width.

/// A kernel parameter's type, as far as binding an argument needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParamType {
    /// `memref<...>`.
    MemRef(MemRefType),
    /// `!llvm.ptr` (any address space).
    Ptr,
    /// `!tile.tensormap<...>`: a descriptor the launcher encodes from a
    /// tensor (the manifest's `tensormap_params` say how).
    TensorMap,
    /// An integer or `index` of this many bytes.
    Int(u64),
    /// `f32`.
    F32,
    /// `f64`.
    F64,
    /// Anything else (not bindable from an argument).
    Other,
}

/// A `memref<...>` type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemRefType {
    /// Extents outermost first; `None` for `?`.
    pub shape: Vec<Option<u64>>,
    /// The element type as printed (`f32`).
    pub element: String,
    /// `strided<[...], offset: ...>` strides (`None` for `?`); `None`
    /// for the identity layout (a packed row-major memref).
    pub strides: Option<Vec<Option<u64>>>,
    /// The static offset of a strided layout (`None` for `?` or none).
    pub offset: Option<u64>,
}

impl ParamType {
    /// Reads the type `text` as the manifest prints it.
    pub fn parse(text: &str) -> ParamType {
        let t = text.trim();
        if let Some(m) = MemRefType::parse(t) {
            return ParamType::MemRef(m);
        }
        if t.starts_with("!llvm.ptr") {
            return ParamType::Ptr;
        }
        if t.starts_with("!tile.tensormap<") {
            return ParamType::TensorMap;
        }
        match t {
            "i1" | "i8" => ParamType::Int(1),
            "i16" => ParamType::Int(2),
            "i32" | "ui32" | "si32" => ParamType::Int(4),
            "i64" | "ui64" | "si64" | "index" => ParamType::Int(8),
            "f32" => ParamType::F32,
            "f64" => ParamType::F64,
            _ => ParamType::Other,
        }
    }
}

/// Splits `s` at its top-level commas (outside `<>`, `()`, `[]`).
fn top_level(s: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, c) in s.char_indices() {
        match c {
            '<' | '(' | '[' => depth += 1,
            '>' | ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(s[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(s[start..].trim());
    parts
}

fn dim(text: &str) -> Option<Option<u64>> {
    match text.trim() {
        "?" => Some(None),
        n => n.parse().ok().map(Some),
    }
}

impl MemRefType {
    /// Reads `memref<...>`; `None` when `text` is not one this reader knows.
    pub fn parse(text: &str) -> Option<MemRefType> {
        let inner = text.strip_prefix("memref<")?.strip_suffix('>')?;
        let parts = top_level(inner);
        let mut pieces: Vec<&str> = parts.first()?.split('x').collect();
        let element = pieces.pop()?.trim().to_string();
        let shape = pieces.into_iter().map(dim).collect::<Option<Vec<_>>>()?;
        let mut strides = None;
        let mut offset = None;
        for part in &parts[1..] {
            if let Some(s) = part.strip_prefix("strided<") {
                let s = s.strip_suffix('>')?;
                let fields = top_level(s);
                let list = fields.first()?.strip_prefix('[')?.strip_suffix(']')?;
                let values = if list.trim().is_empty() {
                    Vec::new()
                } else {
                    list.split(',').map(dim).collect::<Option<Vec<_>>>()?
                };
                strides = Some(values);
                if let Some(o) = fields.get(1).and_then(|f| f.strip_prefix("offset:")) {
                    offset = dim(o)?;
                }
            } else if part.starts_with("affine_map") {
                return None;
            }
        }
        Some(MemRefType {
            shape,
            element,
            strides,
            offset,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memref_types() {
        let m = MemRefType::parse("memref<4096x1024xf32, 1>").unwrap();
        assert_eq!(m.shape, vec![Some(4096), Some(1024)]);
        assert_eq!((m.element.as_str(), m.strides.clone()), ("f32", None));
        let m = MemRefType::parse("memref<4x?x8xf16, strided<[?, 8, 1], offset: ?>, 1>").unwrap();
        assert_eq!(m.shape, vec![Some(4), None, Some(8)]);
        assert_eq!(m.strides, Some(vec![None, Some(8), Some(1)]));
        assert_eq!(m.offset, None);
        let m = MemRefType::parse("memref<f32>").unwrap();
        assert!(m.shape.is_empty());
        assert_eq!(ParamType::parse("!llvm.ptr<1>"), ParamType::Ptr);
        assert_eq!(ParamType::parse("index"), ParamType::Int(8));
        assert_eq!(
            ParamType::parse("!tile.tensormap<f32, rank = 2, box = [64, 64]>"),
            ParamType::TensorMap
        );
        assert_eq!(ParamType::parse("vector<4xf32>"), ParamType::Other);
        assert_eq!(
            ParamType::parse("memref<?xf32, affine_map<(d0) -> (d0 + 1)>>"),
            ParamType::Other
        );
    }
}
