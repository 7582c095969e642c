//! Typed constructors of every `tile` op, generated at build time from the
//! `Tile_Op` records of `td/TileOps.td` (build/op_builders.rs).
//!
//! Per op: `<Op>Operands` (one field per operand group, in declaration
//! order: a `Value`, an `Option<Value>` or a `Vec<Value>`), `<Op>Attributes`
//! (typed as the op's view reads them: enums of [`crate::attrs`], unit
//! attributes as `bool`, integers, types, i64 arrays; an optional one left
//! `None` is not written) and `<Op>::create(context, location, operands,
//! result types..., attributes)`, which builds the op (not inserted, not
//! verified) with the name and attribute names of the `.td` and, for ops
//! with `AttrSizedOperandSegments`, its `operandSegmentSizes`. Code outside
//! this module builds `tile` ops only through them.

use melior::ir::attribute::{
    DenseI32ArrayAttribute, DenseI64ArrayAttribute, IntegerAttribute, TypeAttribute,
};
use melior::ir::operation::OperationBuilder;
use melior::ir::r#type::IntegerType;
use melior::ir::{Attribute, Identifier, Location, Operation, Type, Value};
use melior::Context;
use thiserror::Error;

use super::*;

/// Why a generated constructor built no op: MLIR refused it (an operand or
/// result type of another context, say).
#[derive(Debug, Error, PartialEq, Eq)]
#[error("cannot build '{op}': {source}")]
pub struct CreateError {
    /// The op that was being built.
    pub op: OpKind,
    /// MLIR's refusal.
    #[source]
    pub source: melior::Error,
}

/// An op's operands as they are given, group by group.
#[derive(Default)]
struct OperandGroups<'c, 'a> {
    values: Vec<Value<'c, 'a>>,
    sizes: Vec<i32>,
}

impl<'c, 'a> OperandGroups<'c, 'a> {
    fn single(&mut self, value: Value<'c, 'a>) {
        self.values.push(value);
        self.sizes.push(1);
    }

    fn optional(&mut self, value: Option<Value<'c, 'a>>) {
        self.sizes.push(i32::from(value.is_some()));
        self.values.extend(value);
    }

    fn variadic(&mut self, values: Vec<Value<'c, 'a>>) {
        self.sizes
            .push(i32::try_from(values.len()).unwrap_or(i32::MAX));
        self.values.extend(values);
    }
}

/// An op's attributes as they are written.
struct NamedAttributes<'c> {
    context: &'c Context,
    list: Vec<(Identifier<'c>, Attribute<'c>)>,
}

impl<'c> NamedAttributes<'c> {
    fn new(context: &'c Context) -> Self {
        Self {
            context,
            list: Vec::new(),
        }
    }

    fn push(&mut self, name: &str, value: Attribute<'c>) {
        self.list.push((Identifier::new(self.context, name), value));
    }

    fn unit(&mut self, name: &str, set: bool) {
        if set {
            self.push(name, Attribute::unit(self.context));
        }
    }

    /// An enum case: an `i32` integer attribute (`I32EnumAttr`).
    fn enum_case(&mut self, name: &str, value: Option<i64>) {
        self.int(name, 32, value);
    }

    fn int(&mut self, name: &str, bits: u32, value: Option<i64>) {
        if let Some(value) = value {
            let ty = IntegerType::new(self.context, bits).into();
            self.push(name, IntegerAttribute::new(ty, value).into());
        }
    }

    fn type_attr(&mut self, name: &str, value: Option<Type<'c>>) {
        if let Some(value) = value {
            self.push(name, TypeAttribute::new(value).into());
        }
    }

    fn i64_array(&mut self, name: &str, value: Option<&[i64]>) {
        if let Some(value) = value {
            self.push(
                name,
                DenseI64ArrayAttribute::new(self.context, value).into(),
            );
        }
    }

    fn segments(&mut self, sizes: &[i32]) {
        self.push(
            OPERAND_SEGMENT_SIZES,
            DenseI32ArrayAttribute::new(self.context, sizes).into(),
        );
    }
}

include!(concat!(env!("OUT_DIR"), "/tile_op_builders.rs"));
