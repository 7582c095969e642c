//! The checks of `tile.rebind` and `tile.tensormap_init`: what the slot
//! holds before (`from` type, `zeroed`, or the result type itself), the
//! result type's encode rules, the rebind rules of `tile_rules::rebind`, the
//! slot, and compile-time-known dims and strides.

use super::facts::{constant_int, i64_array_attr, memref_info, segment, Space};
use super::Found;
use crate::tensormap;
use melior::ir::{
    attribute::TypeAttribute, operation::OperationLike, OperationRef, Type, Value, ValueLike,
};
use tile_rules::{
    descriptor::Descriptor,
    global::{check_global, GlobalTensor},
    rebind::{check_rebind as rebind_rules, Prior, RebindOperands},
    Violation,
};

/// A type attribute of `op` read as a descriptor (`None` when absent;
/// a malformed one is reported).
fn type_attr_descriptor(
    op: &OperationRef<'_, '_>,
    name: &str,
    found: &mut Found,
) -> Option<Descriptor> {
    let ty: Type<'_> = op
        .attribute(name)
        .ok()
        .and_then(|a| TypeAttribute::try_from(a).ok())
        .map(|t| t.value())?;
    match tensormap::from_type(ty) {
        Ok(d) => Some(d),
        Err(e) => {
            found.push(Violation::error("desc-type", e.to_string()));
            None
        }
    }
}

/// The descriptor a rebind's slot holds before it: its `from` type, a
/// zeroed slot, or (neither given) the result type. `None` when the
/// attributes are malformed (reported).
pub(crate) fn prior_of(op: &OperationRef<'_, '_>, found: &mut Found) -> Option<Option<Descriptor>> {
    let zeroed = op.has_attribute("zeroed");
    let from = type_attr_descriptor(op, "from_type", found);
    if zeroed && from.is_some() {
        found.push(Violation::error(
            "rebind-from",
            "a rebind's slot is either zeroed or holds a `from` type, not both",
        ));
        return None;
    }
    Some(if zeroed { None } else { from })
}

/// `tile.rebind`: returns whether it writes the swizzle atomicity (the
/// caller gates sm_100a) and whether the result type uses a 128B swizzle
/// with a 32/64-byte atomicity.
pub(crate) fn check_rebind(
    op: &OperationRef<'_, '_>,
    check_slot: &dyn Fn(Option<Value<'_, '_>>, &mut Found),
    found: &mut Found,
) -> Option<(Descriptor, bool)> {
    let seg = |i| segment(*op, i);
    let to = type_attr_descriptor(op, "desc_type", found)?;
    // The types' own rules (`Descriptor::check`) are their type verifier's
    // (`crate::hook`): checked wherever a `!tile.tensormap` is built.
    let prior = prior_of(op, found)?;
    let rank = to.rank.clamp(0, 5) as usize;
    let operands = RebindOperands {
        address: !seg(1).is_empty(),
        dims: seg(2).len(),
        strides: seg(3).len(),
        unchanged: i64_array_attr(op, "unchanged").unwrap_or_default(),
    };
    let prior_ref = match &prior {
        None if op.has_attribute("zeroed") => Prior::Zeroed,
        None => Prior::Template(&to),
        Some(from) => Prior::Template(from),
    };
    found.extend(rebind_rules(prior_ref, &to, &operands));
    let atomicity = tile_rules::rebind::writes_atomicity(prior_ref, &to);
    let slot = seg(0);
    if let Some(info) = slot.first().and_then(|v| memref_info(v.r#type())) {
        if info.space == Space::Other {
            found.push(Violation::error(
                "memory-space",
                format!(
                    "a descriptor slot must be in global or shared::cta memory, got {}",
                    slot[0].r#type()
                ),
            ));
        }
    }
    check_slot(slot.first().copied(), found);
    let dims = seg(2);
    let strides = seg(3);
    if dims.len() == rank && strides.len() + 1 == rank.max(1) {
        let tensor = GlobalTensor {
            dims: dims
                .iter()
                .map(|v| constant_int(*v).map(|c| c as u64))
                .collect(),
            byte_strides: strides
                .iter()
                .map(|v| constant_int(*v).map(|c| c as u64))
                .collect(),
            base_offset_bytes: None,
        };
        found.extend(check_global(&to, &tensor));
    } else if strides.len() + 1 == rank.max(1) && !strides.is_empty() {
        let tensor = GlobalTensor {
            dims: vec![None; rank],
            byte_strides: strides
                .iter()
                .map(|v| constant_int(*v).map(|c| c as u64))
                .collect(),
            base_offset_bytes: None,
        };
        found.extend(check_global(&to, &tensor));
    }
    Some((to, atomicity))
}

/// `tile.tensormap_init`: the slot, and the source descriptor's encode
/// rules.
pub(crate) fn check_init(
    op: &OperationRef<'_, '_>,
    check_slot: &dyn Fn(Option<Value<'_, '_>>, &mut Found),
    found: &mut Found,
) {
    let slot = op.operand(0).ok();
    if let Some(info) = slot.and_then(|v| memref_info(v.r#type())) {
        if info.space == Space::Other {
            found.push(Violation::error(
                "memory-space",
                format!(
                    "a descriptor slot must be in global or shared::cta memory, got {}",
                    slot.map(|s| s.r#type().to_string()).unwrap_or_default()
                ),
            ));
        }
    }
    check_slot(slot, found);
    if let Some(source) = op.operands().nth(1) {
        if let Err(e) = tensormap::from_type(source.r#type()) {
            found.push(Violation::error("desc-type", e.to_string()));
        }
    }
}
