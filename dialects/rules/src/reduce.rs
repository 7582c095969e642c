//! The reduce op x element type table of `cp.reduce.async.bulk{.tensor}`
//! (PTX ISA 9.7.9.25.4.2 and the PTX ISA's async-copy summary).

use crate::element::ElementType;
use crate::enums::ReduceKind;
use crate::violation::Violation;

/// Where a reduction writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReduceDestination {
    /// `.global` (tensor reductions and bulk reductions into global memory).
    Global,
    /// `.shared::cluster` (bulk reductions with mbarrier completion).
    SharedCluster,
}

/// Whether `kind` on `element` is legal for `dst`.
pub fn is_legal(kind: ReduceKind, element: ElementType, dst: ReduceDestination) -> bool {
    use ElementType::*;
    use ReduceDestination::*;
    match (kind, dst) {
        (ReduceKind::Add, Global) => matches!(element, U32 | S32 | U64 | F32 | F64 | F16 | BF16),
        (ReduceKind::Add, SharedCluster) => matches!(element, U32 | S32 | U64),
        (ReduceKind::Min | ReduceKind::Max, Global) => {
            matches!(element, U32 | S32 | U64 | S64 | F16 | BF16)
        }
        (ReduceKind::Min | ReduceKind::Max, SharedCluster) => matches!(element, U32 | S32),
        (ReduceKind::Inc | ReduceKind::Dec, _) => matches!(element, U32),
        (ReduceKind::And | ReduceKind::Or | ReduceKind::Xor, Global) => {
            matches!(element, U32 | S32 | U64 | S64)
        }
        (ReduceKind::And | ReduceKind::Or | ReduceKind::Xor, SharedCluster) => {
            matches!(element, U32 | S32)
        }
    }
}

/// The PTX type suffix a legal reduction uses (`b32`/`b64` for the bitwise
/// kinds, `noftz.f16` for half-precision adds).
pub fn ptx_type(kind: ReduceKind, element: ElementType) -> String {
    match kind {
        ReduceKind::And | ReduceKind::Or | ReduceKind::Xor => {
            format!("b{}", element.bytes() * 8)
        }
        ReduceKind::Add if matches!(element, ElementType::F16 | ElementType::BF16) => {
            format!("noftz.{}", element.ptx_suffix())
        }
        _ => element.ptx_suffix().to_string(),
    }
}

/// A violation if the combination is not in the table.
pub fn check(kind: ReduceKind, element_name: &str, dst: ReduceDestination) -> Option<Violation> {
    let legal = ElementType::from_mlir(element_name).is_some_and(|e| is_legal(kind, e, dst));
    if legal {
        return None;
    }
    let where_ = match dst {
        ReduceDestination::Global => "global",
        ReduceDestination::SharedCluster => "shared::cluster",
    };
    Some(Violation::error(
        "reduce-type",
        format!("reduction '{kind}' is not defined for element type '{element_name}' into {where_} memory"),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ElementType::*;
    use ReduceDestination::*;

    #[test]
    fn table_rows() {
        assert!(is_legal(ReduceKind::Add, F32, Global));
        assert!(!is_legal(ReduceKind::Add, F32, SharedCluster));
        assert!(!is_legal(ReduceKind::Min, F32, Global));
        assert!(is_legal(ReduceKind::Min, S64, Global));
        assert!(!is_legal(ReduceKind::Min, U64, SharedCluster));
        assert!(is_legal(ReduceKind::Inc, U32, Global));
        assert!(!is_legal(ReduceKind::Inc, S32, Global));
        assert!(is_legal(ReduceKind::Xor, U64, Global));
        assert!(!is_legal(ReduceKind::Xor, U64, SharedCluster));
        assert!(!is_legal(ReduceKind::And, F32, Global));
        assert!(!is_legal(ReduceKind::Add, S64, Global));
    }

    #[test]
    fn every_kind_has_a_legal_type() {
        for kind in ReduceKind::ALL {
            assert!(
                [U32, S32, U64, F32]
                    .iter()
                    .any(|e| is_legal(*kind, *e, Global)),
                "{kind}"
            );
        }
    }

    #[test]
    fn ptx_types() {
        assert_eq!(ptx_type(ReduceKind::Add, F16), "noftz.f16");
        assert_eq!(ptx_type(ReduceKind::Add, F32), "f32");
        assert_eq!(ptx_type(ReduceKind::Xor, S32), "b32");
        assert_eq!(ptx_type(ReduceKind::Min, S32), "s32");
    }

    #[test]
    fn diagnostic_names_value() {
        let v = check(ReduceKind::Min, "f32", Global).unwrap();
        assert_eq!(v.rule, "reduce-type");
        assert!(
            v.message.contains("'min'") && v.message.contains("'f32'"),
            "{}",
            v.message
        );
        assert!(check(ReduceKind::Add, "bf16", Global).is_none());
    }
}
