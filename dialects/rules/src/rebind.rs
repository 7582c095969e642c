//! Device-side descriptor rebinds (`tensormap.replace`): which fields a
//! rebind writes, the value each field takes (PTX ISA `tensormap.replace`
//! encodings), and the rules a rebind must follow on top of the encode
//! rules of the descriptor it produces.
//!
//! A rebind turns the descriptor a slot holds (a host-encoded template of
//! a known type, or an all-zero slot) into the descriptor of its result
//! type. The *static* fields (rank, element type, interleave, swizzle,
//! swizzle atomicity, fill mode, box dims, element strides) come from the
//! two types: a field is written when the types differ in it, and every
//! field is written on a zeroed slot. The *dynamic* fields (global address,
//! dims, byte strides) are operands of the rebind.
//!
//! Emission order: the format fields first (rank, element type, interleave,
//! swizzle mode and atomicity, fill mode), then box dims and element
//! strides, then the TMA emission design's `global_address` -> `global_dim[0..rank)` ->
//! `global_stride[0..rank-1)`: the format is valid before any extent is
//! written (the TMA emission design "Tensormap Init / Update Algorithm").

use crate::descriptor::Descriptor;
use crate::element::ElementType;
use crate::enums::{DescMode, Interleave, L2Promotion, OobFill, Swizzle};
use crate::violation::Violation;

/// A field of a tensor map that `tensormap.replace` writes with a value
/// known at compile time (an immediate in the instruction).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StaticField {
    /// `.rank` (the value is rank - 1).
    Rank,
    /// `.elemtype`.
    ElemType,
    /// `.interleave_layout`.
    InterleaveLayout,
    /// `.swizzle_mode`.
    SwizzleMode,
    /// `.swizzle_atomicity` (sm_100a, PTX 8.6).
    SwizzleAtomicity,
    /// `.fill_mode`.
    FillMode,
    /// `.box_dim` of dimension `n` (innermost first).
    BoxDim(u32),
    /// `.element_stride` of dimension `n`.
    ElementStride(u32),
}

impl StaticField {
    /// The PTX field name (`box_dim`, `elemtype`, ...).
    pub fn ptx_name(self) -> &'static str {
        match self {
            StaticField::Rank => "rank",
            StaticField::ElemType => "elemtype",
            StaticField::InterleaveLayout => "interleave_layout",
            StaticField::SwizzleMode => "swizzle_mode",
            StaticField::SwizzleAtomicity => "swizzle_atomicity",
            StaticField::FillMode => "fill_mode",
            StaticField::BoxDim(_) => "box_dim",
            StaticField::ElementStride(_) => "element_stride",
        }
    }

    /// The immediate ordinal of the per-dimension fields.
    pub fn ordinal(self) -> Option<u32> {
        match self {
            StaticField::BoxDim(n) | StaticField::ElementStride(n) => Some(n),
            _ => None,
        }
    }

    /// How diagnostics and remarks name the field (`box_dim[1]`).
    pub fn describe(self) -> String {
        match self.ordinal() {
            Some(n) => format!("{}[{n}]", self.ptx_name()),
            None => self.ptx_name().to_string(),
        }
    }
}

/// One static field write: the field and the value `tensormap.replace`
/// takes for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StaticWrite {
    /// The field.
    pub field: StaticField,
    /// Its `new_val`.
    pub value: u32,
}

/// What a slot holds before a rebind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prior<'a> {
    /// 128 zero bytes: every field is written.
    Zeroed,
    /// A descriptor of this type (a host-encoded template, or an earlier
    /// rebind's result).
    Template(&'a Descriptor),
}

/// The `.elemtype` value of an element type (PTX ISA `tensormap.replace`
/// table; note it differs from `CUtensorMapDataType` from f64 on).
pub fn ptx_elemtype(element: ElementType) -> u32 {
    match element {
        ElementType::U8 => 0,
        ElementType::U16 => 1,
        ElementType::U32 => 2,
        ElementType::S32 => 3,
        ElementType::U64 => 4,
        ElementType::S64 => 5,
        ElementType::F16 => 6,
        ElementType::F32 => 7,
        ElementType::F64 => 9,
        ElementType::BF16 => 10,
        ElementType::TF32 => 11,
    }
}

/// The `.swizzle_mode` and `.swizzle_atomicity` values of a swizzle.
pub fn ptx_swizzle(swizzle: Swizzle) -> (u32, u32) {
    match swizzle {
        Swizzle::None => (0, 0),
        Swizzle::Sw32 => (1, 0),
        Swizzle::Sw64 => (2, 0),
        Swizzle::Sw128 => (3, 0),
        Swizzle::Sw128Atom32 => (3, 1),
        Swizzle::Sw128Atom32Flip8 => (3, 2),
        Swizzle::Sw128Atom64 => (3, 3),
    }
}

/// The `.interleave_layout` value.
pub fn ptx_interleave(interleave: Interleave) -> u32 {
    match interleave {
        Interleave::None => 0,
        Interleave::Il16 => 1,
        Interleave::Il32 => 2,
    }
}

/// The `.fill_mode` value.
pub fn ptx_fill(fill: OobFill) -> u32 {
    match fill {
        OobFill::Zero => 0,
        OobFill::Nan => 1,
    }
}

/// Element strides of `desc`, one per dimension (an empty list means 1s).
fn element_strides(desc: &Descriptor) -> Vec<i64> {
    let rank = desc.rank.clamp(0, 5) as usize;
    if desc.element_strides.is_empty() {
        vec![1; rank]
    } else {
        desc.element_strides.clone()
    }
}

fn as_u32(value: i64) -> u32 {
    u32::try_from(value).unwrap_or(0)
}

/// The static writes that turn what the slot holds (`prior`) into `to`, in
/// emission order. A template of another rank rewrites every per-dimension
/// field. Values are taken as they are; [`check_rebind`] reports the
/// invalid ones.
pub fn static_writes(prior: Prior<'_>, to: &Descriptor) -> Vec<StaticWrite> {
    let mut out = Vec::new();
    let mut push = |field, value| out.push(StaticWrite { field, value });
    let rank = to.rank.clamp(0, 5) as usize;
    let element = to.element().map_or(0, ptx_elemtype);
    let (mode, atomicity) = ptx_swizzle(to.swizzle);
    let from = match prior {
        Prior::Zeroed => None,
        Prior::Template(t) => Some(t),
    };
    let all = from.is_none_or(|t| t.rank != to.rank);
    if all {
        push(StaticField::Rank, as_u32(to.rank - 1));
    }
    if from.is_none_or(|t| t.element() != to.element()) {
        push(StaticField::ElemType, element);
    }
    if from.is_none_or(|t| t.interleave != to.interleave) {
        push(StaticField::InterleaveLayout, ptx_interleave(to.interleave));
    }
    let (old_mode, old_atomicity) = from.map_or((u32::MAX, 0), |t| ptx_swizzle(t.swizzle));
    if old_mode != mode {
        push(StaticField::SwizzleMode, mode);
    }
    // A zeroed slot already has the 16-byte atomicity (0); writing it
    // needs sm_100a, so it is written only when it changes.
    if old_atomicity != atomicity {
        push(StaticField::SwizzleAtomicity, atomicity);
    }
    if from.is_none_or(|t| t.oob_fill != to.oob_fill) {
        push(StaticField::FillMode, ptx_fill(to.oob_fill));
    }
    for (i, b) in to.box_dims.iter().enumerate().take(rank) {
        if all || from.is_some_and(|t| t.box_dims.get(i) != Some(b)) {
            push(StaticField::BoxDim(i as u32), as_u32(*b));
        }
    }
    let strides = element_strides(to);
    let old = from.map(element_strides).unwrap_or_default();
    for (i, s) in strides.iter().enumerate().take(rank) {
        if all || old.get(i) != Some(s) {
            push(StaticField::ElementStride(i as u32), as_u32(*s));
        }
    }
    out
}

/// The dynamic half of a rebind as written: which operands are given and
/// which of them are listed as unchanged (field 0 is the address, 1..=rank
/// the dims, then the strides).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RebindOperands {
    /// Whether an address operand is given.
    pub address: bool,
    /// How many dims are given (0 or rank).
    pub dims: usize,
    /// How many byte strides are given (0 or rank - 1).
    pub strides: usize,
    /// The `unchanged` list.
    pub unchanged: Vec<i64>,
}

impl RebindOperands {
    /// Whether field `index` (address 0, dims, strides) is written.
    pub fn writes(&self, index: usize, rank: usize) -> bool {
        let given = match index {
            0 => self.address,
            i if i <= rank => self.dims == rank,
            _ => self.strides + 1 == rank,
        };
        given && !self.unchanged.contains(&(index as i64))
    }
}

/// The name of dynamic field `index` of a rank-`rank` rebind.
pub fn dynamic_field_name(index: usize, rank: usize) -> String {
    match index {
        0 => "global_address".to_string(),
        i if i <= rank => format!("global_dim[{}]", i - 1),
        i => format!("global_stride[{}]", i - rank - 1),
    }
}

/// The rules of a rebind from `prior` to `to` with `operands`, beyond the
/// encode rules of `to` itself (`Descriptor::check`, which the caller runs):
///
/// * `rebind-immutable`: im2col descriptors have no device mutators;
/// * `rebind-l2-promotion`: `tensormap.replace` cannot write the L2
///   promotion, so it must be what the slot holds (none on a zeroed slot);
/// * `rebind-dims` / `rebind-strides`: operand counts (all or nothing);
/// * `rebind-unchanged`: indices in range, strictly increasing, of given
///   operands;
/// * `rebind-complete`: a zeroed slot, or a template of another rank,
///   holds no valid address, dims or strides: all must be written;
/// * `rebind-alignment`: a rebind to a descriptor needing a coarser global
///   alignment (32-byte interleave) than the template's must rewrite the
///   address and strides (the template's were checked for less).
pub fn check_rebind(
    prior: Prior<'_>,
    to: &Descriptor,
    operands: &RebindOperands,
) -> Vec<Violation> {
    let mut out = Vec::new();
    let rank = to.rank.clamp(0, 5) as usize;
    if to.mode != DescMode::Tile {
        out.push(Violation::error(
            "rebind-immutable",
            format!(
                "an {} tensor map has no device-side mutators: it must be host-born",
                to.mode
            ),
        ));
    }
    if let Prior::Template(t) = prior {
        if t.mode != DescMode::Tile && t != to {
            out.push(Violation::error(
                "rebind-immutable",
                format!(
                    "the slot holds an {} tensor map, whose im2col fields tensormap.replace cannot rewrite",
                    t.mode
                ),
            ));
        }
        if t.l2_promotion != to.l2_promotion {
            out.push(Violation::error(
                "rebind-l2-promotion",
                format!(
                    "tensormap.replace cannot write the L2 promotion: the slot holds {} but the rebind's result type has {}",
                    t.l2_promotion, to.l2_promotion
                ),
            ));
        }
    } else if to.l2_promotion != L2Promotion::None {
        out.push(Violation::error(
            "rebind-l2-promotion",
            format!(
                "tensormap.replace cannot write the L2 promotion: a zeroed slot has none, but the rebind's result type has {}",
                to.l2_promotion
            ),
        ));
    }
    if operands.dims != 0 && operands.dims != rank {
        out.push(Violation::error(
            "rebind-dims",
            format!(
                "a rank-{rank} rebind writes {rank} dims (or none), got {}",
                operands.dims
            ),
        ));
    }
    let want_strides = rank.saturating_sub(1);
    if operands.strides != 0 && operands.strides != want_strides {
        out.push(Violation::error(
            "rebind-strides",
            format!(
                "a rank-{rank} rebind writes {want_strides} byte strides (dims 1..rank, or none), got {}",
                operands.strides
            ),
        ));
    }
    let fields = 2 * rank as i64;
    let mut previous: Option<i64> = None;
    for &index in &operands.unchanged {
        if !(0..fields).contains(&index) {
            out.push(Violation::error(
                "rebind-unchanged",
                format!(
                    "unchanged field {index} is out of range: a rank-{rank} rebind has fields 0..{fields} (address, dims, strides)"
                ),
            ));
        } else if previous.is_some_and(|p| index <= p) {
            out.push(Violation::error(
                "rebind-unchanged",
                format!(
                    "unchanged fields must be strictly increasing, got {index} after {}",
                    previous.unwrap_or(0)
                ),
            ));
        } else {
            let given = match index as usize {
                0 => operands.address,
                i if i <= rank => operands.dims != 0,
                _ => operands.strides != 0,
            };
            if !given {
                out.push(Violation::error(
                    "rebind-unchanged",
                    format!(
                        "unchanged field {index} ({}) has no operand: only given fields can be listed",
                        dynamic_field_name(index as usize, rank)
                    ),
                ));
            }
        }
        previous = Some(index);
    }
    let complete_reason = match prior {
        Prior::Zeroed => Some("the slot is zeroed".to_string()),
        Prior::Template(t) if t.rank != to.rank => {
            Some(format!("the rank changes from {} to {rank}", t.rank))
        }
        _ => None,
    };
    let missing = |ops: &RebindOperands| -> Vec<String> {
        (0..2 * rank)
            .filter(|i| !ops.writes(*i, rank))
            .map(|i| dynamic_field_name(i, rank))
            .collect()
    };
    if let Some(reason) = complete_reason {
        let missing = missing(operands);
        if !missing.is_empty() {
            out.push(Violation::error(
                "rebind-complete",
                format!(
                    "{reason}: the rebind must write the address, every dim and every stride, but {} {} not written",
                    missing.join(", "),
                    if missing.len() == 1 { "is" } else { "are" }
                ),
            ));
        }
    } else if let Prior::Template(t) = prior {
        if to.global_alignment() > t.global_alignment() {
            let stale: Vec<String> = missing(operands)
                .into_iter()
                .filter(|n| !n.starts_with("global_dim"))
                .collect();
            if !stale.is_empty() {
                out.push(Violation::error(
                    "rebind-alignment",
                    format!(
                        "the result type needs {}-byte aligned global addresses and strides, the slot's template only {}: {} must be rewritten",
                        to.global_alignment(),
                        t.global_alignment(),
                        stale.join(", ")
                    ),
                ));
            }
        }
    }
    out
}

/// Whether a rebind from `prior` to `to` writes the swizzle atomicity
/// (which needs sm_100a).
pub fn writes_atomicity(prior: Prior<'_>, to: &Descriptor) -> bool {
    static_writes(prior, to)
        .iter()
        .any(|w| w.field == StaticField::SwizzleAtomicity)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields(w: &[StaticWrite]) -> Vec<String> {
        w.iter()
            .map(|w| format!("{}={}", w.field.describe(), w.value))
            .collect()
    }

    fn all_operands(rank: usize) -> RebindOperands {
        RebindOperands {
            address: true,
            dims: rank,
            strides: rank - 1,
            unchanged: Vec::new(),
        }
    }

    fn rules(v: &[Violation]) -> Vec<&'static str> {
        v.iter().map(|v| v.rule).collect()
    }

    #[test]
    fn same_type_writes_no_static_field() {
        let d = Descriptor::tiled("f32", &[64, 64]);
        assert!(static_writes(Prior::Template(&d), &d).is_empty());
    }

    #[test]
    fn zeroed_writes_every_field_in_order() {
        let mut d = Descriptor::tiled("bf16", &[32, 16]);
        d.swizzle = Swizzle::Sw64;
        d.oob_fill = OobFill::Nan;
        d.element_strides = vec![1, 2];
        assert_eq!(
            fields(&static_writes(Prior::Zeroed, &d)),
            vec![
                "rank=1",
                "elemtype=10",
                "interleave_layout=0",
                "swizzle_mode=2",
                "fill_mode=1",
                "box_dim[0]=32",
                "box_dim[1]=16",
                "element_stride[0]=1",
                "element_stride[1]=2"
            ]
        );
    }

    #[test]
    fn template_writes_the_differences() {
        let from = Descriptor::tiled("f32", &[64, 64]);
        let mut to = Descriptor::tiled("f32", &[64, 16]);
        assert_eq!(
            fields(&static_writes(Prior::Template(&from), &to)),
            vec!["box_dim[1]=16"]
        );
        to.element_strides = vec![2, 1];
        to.swizzle = Swizzle::Sw128Atom32;
        assert_eq!(
            fields(&static_writes(Prior::Template(&from), &to)),
            vec![
                "swizzle_mode=3",
                "swizzle_atomicity=1",
                "box_dim[1]=16",
                "element_stride[0]=2"
            ]
        );
        assert!(writes_atomicity(Prior::Template(&from), &to));
        let mut same_mode = from.clone();
        same_mode.swizzle = Swizzle::Sw128;
        assert_eq!(
            fields(&static_writes(Prior::Template(&same_mode), &to)),
            vec![
                "swizzle_atomicity=1",
                "box_dim[1]=16",
                "element_stride[0]=2"
            ]
        );
    }

    #[test]
    fn rank_change_rewrites_every_dimension() {
        let from = Descriptor::tiled("f32", &[64, 64]);
        let to = Descriptor::tiled("f32", &[64, 64, 2]);
        let w = fields(&static_writes(Prior::Template(&from), &to));
        assert_eq!(w[0], "rank=2");
        assert_eq!(w.iter().filter(|f| f.starts_with("box_dim")).count(), 3);
        assert_eq!(
            rules(&check_rebind(Prior::Template(&from), &to, &all_operands(3))),
            Vec::<&str>::new()
        );
        let mut ops = all_operands(3);
        ops.strides = 0;
        let v = check_rebind(Prior::Template(&from), &to, &ops);
        assert_eq!(rules(&v), vec!["rebind-complete"]);
        assert!(v[0]
            .message
            .contains("global_stride[0], global_stride[1] are not written"));
    }

    #[test]
    fn elemtype_codes_follow_the_ptx_table() {
        assert_eq!(ptx_elemtype(ElementType::F64), 9);
        assert_eq!(ptx_elemtype(ElementType::BF16), 10);
        assert_eq!(ptx_elemtype(ElementType::TF32), 11);
        assert_eq!(ptx_elemtype(ElementType::S64), 5);
    }

    #[test]
    fn zeroed_needs_every_dynamic_field() {
        let d = Descriptor::tiled("f32", &[64, 64]);
        assert!(check_rebind(Prior::Zeroed, &d, &all_operands(2)).is_empty());
        let mut ops = all_operands(2);
        ops.unchanged = vec![0];
        let v = check_rebind(Prior::Zeroed, &d, &ops);
        assert_eq!(rules(&v), vec!["rebind-complete"]);
        assert!(v[0].message.contains("global_address is not written"));
    }

    #[test]
    fn l2_promotion_cannot_change() {
        let from = Descriptor::tiled("f32", &[64, 64]);
        let mut to = from.clone();
        to.l2_promotion = L2Promotion::L2128;
        assert_eq!(
            rules(&check_rebind(Prior::Template(&from), &to, &all_operands(2))),
            vec!["rebind-l2-promotion"]
        );
        assert_eq!(
            rules(&check_rebind(Prior::Zeroed, &to, &all_operands(2))),
            vec!["rebind-l2-promotion"]
        );
    }

    #[test]
    fn operand_counts_and_unchanged() {
        let d = Descriptor::tiled("f32", &[64, 64]);
        let ops = RebindOperands {
            address: false,
            dims: 1,
            strides: 2,
            unchanged: vec![0, 5, 2, 2],
        };
        let v = check_rebind(Prior::Template(&d), &d, &ops);
        assert_eq!(
            rules(&v),
            vec![
                "rebind-dims",
                "rebind-strides",
                "rebind-unchanged",
                "rebind-unchanged",
                "rebind-unchanged",
                "rebind-unchanged"
            ]
        );
        let none = RebindOperands::default();
        assert!(check_rebind(Prior::Template(&d), &d, &none).is_empty());
    }

    #[test]
    fn coarser_alignment_needs_address_and_strides() {
        let mut from = Descriptor::tiled("f32", &[4, 4, 4]);
        let mut to = from.clone();
        to.interleave = Interleave::Il32;
        to.box_dims = vec![8, 4, 4];
        let ops = RebindOperands {
            address: false,
            dims: 3,
            strides: 0,
            unchanged: vec![],
        };
        let v = check_rebind(Prior::Template(&from), &to, &ops);
        assert_eq!(rules(&v), vec!["rebind-alignment"]);
        assert!(v[0]
            .message
            .contains("global_address, global_stride[0], global_stride[1]"));
        from.interleave = Interleave::Il32;
        assert!(check_rebind(Prior::Template(&from), &to, &ops).is_empty());
    }

    #[test]
    fn im2col_is_immutable() {
        let mut d = Descriptor::tiled("f16", &[]);
        d.mode = DescMode::Im2col;
        d.rank = 4;
        assert!(
            rules(&check_rebind(Prior::Zeroed, &d, &all_operands(4))).contains(&"rebind-immutable")
        );
    }
}
