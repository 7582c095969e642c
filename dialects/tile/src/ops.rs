//! Typed views of every `tile` op, generated at build time from the
//! `Tile_Op` records of `td/TileOps.td` (build/op_views.rs).
//!
//! Each op has a `Copy` view over melior's `OperationRef` (`LoadOp`,
//! `StoreOp`, ...): `NAME` (`"tile.load"`), `cast(op)` (by name, and only
//! when the operands are laid out as the op declares), one accessor per
//! named operand (`desc()` a `Value`, `coords()` the values of a variadic
//! group, `l2_hint()` an optional one, `coords_range()` their operand
//! numbers), per attribute (enums typed, with their `.td` default) and per
//! result. [`OpKind`] and [`OP_NAMES`] list every op; [`TileOp`] is a view
//! of any of them to `match` on. Code outside this module names no op and
//! no operand position.
//!
//! Each op is built with its generated constructor (`create`): `LoadOp::create`
//! from `LoadOperands` (the operand groups by name) and `LoadAttributes`,
//! writing `operandSegmentSizes` itself (see [`create`]).
//!
//! The operand layout (which operand belongs to which named group, read
//! from `operandSegmentSizes` for ops with `AttrSizedOperandSegments`) is
//! computed once, when the view is made ([`Layout::bounds`]).

use melior::ir::{
    attribute::DenseI32ArrayAttribute, operation::OperationLike, OperationRef, Type, Value,
};

use crate::verify::facts::{i64_array_attr, int_attr, type_attr};

mod create;
pub use create::*;

/// How many values a named operand group holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one.
    Optional,
    /// Any number.
    Variadic,
}

/// How an op's operands are grouped, as the `.td` declares them.
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    /// The named operand groups, in order.
    pub groups: &'static [Arity],
    /// Whether the group sizes are stored in `operandSegmentSizes`
    /// (`AttrSizedOperandSegments`); otherwise at most one group is not
    /// [`Arity::Single`] and takes what the others leave.
    pub attr_sized: bool,
    /// The number of results.
    pub results: usize,
}

/// The name of the attribute holding the operand group sizes.
pub const OPERAND_SEGMENT_SIZES: &str = "operandSegmentSizes";

impl Layout {
    /// The operand number where each group of `op` starts, and the operand
    /// count last (`N` is one more than the number of groups); `None` when
    /// `op`'s operands or results do not fit the layout (an unverified op).
    pub fn bounds<const N: usize>(&self, op: OperationRef<'_, '_>) -> Option<[usize; N]> {
        if N != self.groups.len() + 1 || op.result_count() != self.results {
            return None;
        }
        let count = op.operand_count();
        let mut bounds = [0usize; N];
        if self.attr_sized {
            let sizes =
                DenseI32ArrayAttribute::try_from(op.attribute(OPERAND_SEGMENT_SIZES).ok()?).ok()?;
            if sizes.len() != self.groups.len() {
                return None;
            }
            for (i, arity) in self.groups.iter().enumerate() {
                let size = usize::try_from(sizes.element(i).ok()?).ok()?;
                if !fits(*arity, size) {
                    return None;
                }
                bounds[i + 1] = bounds[i] + size;
            }
        } else {
            let fixed = self.groups.iter().filter(|a| **a == Arity::Single).count();
            let rest = count.checked_sub(fixed)?;
            for (i, arity) in self.groups.iter().enumerate() {
                let size = if *arity == Arity::Single { 1 } else { rest };
                if !fits(*arity, size) {
                    return None;
                }
                bounds[i + 1] = bounds[i] + size;
            }
        }
        (bounds[N - 1] == count).then_some(bounds)
    }
}

/// The `operandSegmentSizes` of `op`, if it has them.
fn segment_sizes<'c>(op: OperationRef<'c, '_>) -> Option<DenseI32ArrayAttribute<'c>> {
    DenseI32ArrayAttribute::try_from(op.attribute(OPERAND_SEGMENT_SIZES).ok()?).ok()
}

/// The operands of group `index` of any op whose group sizes are stored
/// in `operandSegmentSizes` (an upstream op such as `gpu.launch_func`; a
/// `tile` op's view names its groups); empty when `op` has no such
/// attribute or group.
pub fn operand_segment<'c, 'a>(op: OperationRef<'c, 'a>, index: usize) -> Vec<Value<'c, 'a>> {
    let Some(sizes) = segment_sizes(op) else {
        return Vec::new();
    };
    let size = |i: usize| sizes.element(i).unwrap_or(0).max(0) as usize;
    let start: usize = (0..index).map(size).sum();
    (start..start + size(index))
        .filter_map(|i| crate::access::operand_at(op, i))
        .collect()
}

fn fits(arity: Arity, size: usize) -> bool {
    match arity {
        Arity::Single => size == 1,
        Arity::Optional => size <= 1,
        Arity::Variadic => true,
    }
}

/// Operand `index` of `op`.
///
/// # Panics
/// When `op` lost operands after its view was made (views are taken of
/// verified ops and dropped before their op changes).
fn single<'c, 'a>(op: OperationRef<'c, 'a>, index: usize) -> Value<'c, 'a> {
    crate::access::operand_at(op, index).unwrap_or_else(|| {
        panic!(
            "{}: operand {index} is gone since the view was made",
            crate::strings::name_of(&op)
        )
    })
}

/// The operand in `start..end`, if the range holds one.
fn optional<'c, 'a>(op: OperationRef<'c, 'a>, start: usize, end: usize) -> Option<Value<'c, 'a>> {
    if end > start {
        crate::access::operand_at(op, start)
    } else {
        None
    }
}

/// The operands in `start..end`.
fn variadic<'c, 'a>(op: OperationRef<'c, 'a>, start: usize, end: usize) -> Vec<Value<'c, 'a>> {
    (start..end)
        .filter_map(|i| crate::access::operand_at(op, i))
        .collect()
}

/// Result `index` of `op`.
///
/// # Panics
/// As [`single`], for results.
fn result<'c, 'a>(op: OperationRef<'c, 'a>, index: usize) -> Value<'c, 'a> {
    crate::access::result_at(op, index)
        .map(Into::into)
        .unwrap_or_else(|| {
            panic!(
                "{}: result {index} is gone since the view was made",
                crate::strings::name_of(&op)
            )
        })
}

include!(concat!(env!("OUT_DIR"), "/tile_ops.rs"));

impl OpKind {
    /// Whether ops of this kind create a descriptor (`tile.make_tensormap`,
    /// `tile.make_tensormap_ptr`): host ops, hoisted there when written in a
    /// kernel.
    pub fn makes_tensormap(self) -> bool {
        matches!(self, OpKind::MakeTensorMap | OpKind::MakeTensorMapFromPtr)
    }
}
