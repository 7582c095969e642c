//! The checks of `tile.rebind` and `tile.tensormap_init`: what the slot
//! holds before (`from` type, `zeroed`, or the result type itself), the
//! result type's encode rules, the rebind rules of `tile_rules::rebind`, the
//! slot, and compile-time-known dims and strides.

use super::facts::{constant_extents, memref_info, Space};
use super::Found;
use crate::ops::{RebindOp, TensorMapInitOp};
use crate::tensormap;
use melior::ir::{Type, Value, ValueLike};
use tile_rules::{
    descriptor::Descriptor,
    global::{check_global, GlobalTensor},
    rebind::{check_rebind as rebind_rules, Prior, RebindOperands},
    Violation,
};

/// A type attribute of a rebind read as a descriptor (`None` when absent;
/// a malformed one is reported).
fn type_attr_descriptor(ty: Option<Type<'_>>, found: &mut Found) -> Option<Descriptor> {
    let ty = ty?;
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
fn prior_of(op: RebindOp<'_, '_>, found: &mut Found) -> Option<Option<Descriptor>> {
    let zeroed = op.zeroed();
    let from = type_attr_descriptor(op.from_type(), found);
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
    op: RebindOp<'_, '_>,
    check_slot: &dyn Fn(Option<Value<'_, '_>>, &mut Found),
    found: &mut Found,
) -> Option<(Descriptor, bool)> {
    let to = type_attr_descriptor(op.desc_type(), found)?;
    // The types' own rules (`Descriptor::check`) are their type verifier's
    // (`crate::hook`): checked wherever a `!tile.tensormap` is built.
    let prior = prior_of(op, found)?;
    let rank = to.rank.clamp(0, 5) as usize;
    let dims = op.dims();
    let strides = op.strides();
    let operands = RebindOperands {
        address: op.address().is_some(),
        dims: dims.len(),
        strides: strides.len(),
        unchanged: op.unchanged().unwrap_or_default(),
    };
    let prior_ref = match &prior {
        None if op.zeroed() => Prior::Zeroed,
        None => Prior::Template(&to),
        Some(from) => Prior::Template(from),
    };
    found.extend(rebind_rules(prior_ref, &to, &operands));
    let atomicity = tile_rules::rebind::writes_atomicity(prior_ref, &to);
    let slot = op.slot();
    if let Some(info) = memref_info(slot.r#type()) {
        if info.space == Space::Other {
            found.push(Violation::error(
                "memory-space",
                format!(
                    "a descriptor slot must be in global or shared::cta memory, got {}",
                    slot.r#type()
                ),
            ));
        }
    }
    check_slot(Some(slot), found);
    if dims.len() == rank && strides.len() + 1 == rank.max(1) {
        let tensor = GlobalTensor {
            dims: constant_extents(&dims),
            byte_strides: constant_extents(&strides),
            base_offset_bytes: None,
        };
        found.extend(check_global(&to, &tensor));
    } else if strides.len() + 1 == rank.max(1) && !strides.is_empty() {
        let tensor = GlobalTensor {
            dims: vec![None; rank],
            byte_strides: constant_extents(&strides),
            base_offset_bytes: None,
        };
        found.extend(check_global(&to, &tensor));
    }
    Some((to, atomicity))
}

/// `tile.tensormap_init`: the slot, and the source descriptor's encode
/// rules.
pub(crate) fn check_init(
    op: TensorMapInitOp<'_, '_>,
    check_slot: &dyn Fn(Option<Value<'_, '_>>, &mut Found),
    found: &mut Found,
) {
    let slot = Some(op.slot());
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
    if let Some(source) = op.source() {
        if let Err(e) = tensormap::from_type(source.r#type()) {
            found.push(Violation::error("desc-type", e.to_string()));
        }
    }
}
