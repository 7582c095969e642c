//! Building IR at an insertion point: generic op creation with parsed types
//! and attributes, constants, index arithmetic, the few structured ops
//! (`scf.if` without results) the planner emits, and the insertion of the
//! `tile` ops their generated constructors build (`tile_ops.rs`). Every builder returns a
//! [`BuildError`] instead of panicking.

use melior::ir::{
    attribute::{IntegerAttribute, TypeAttribute},
    operation::{OperationBuilder, OperationLike},
    r#type::IntegerType,
    Attribute, Block, BlockLike, BlockRef, Identifier, Location, Operation, OperationRef, Region,
    RegionLike, Type, Value,
};
use melior::Context;
use thiserror::Error;
use tile_dialect::ops::CreateError;

/// Why IR could not be built (a bug of the planner, or an MLIR refusal).
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub(crate) enum BuildError {
    /// A type or attribute text did not parse.
    #[error("cannot parse {what} `{text}`")]
    Parse {
        /// `type` or `attribute`.
        what: &'static str,
        /// The text.
        text: String,
    },
    /// MLIR refused to build an op.
    #[error("cannot build '{name}': {message}")]
    Op {
        /// The op name.
        name: String,
        /// MLIR's reason.
        message: String,
    },
    /// The insertion point is not inside a block.
    #[error("the insertion point is not inside a block")]
    Detached,
    /// An op has fewer results than expected.
    #[error("'{0}' has no result #{1}")]
    NoResult(String, usize),
}

/// Inserts ops before `anchor` (in its block) at `location`.
#[derive(Clone, Copy)]
pub(crate) struct At<'c, 'a> {
    pub(crate) context: &'c Context,
    block: BlockRef<'c, 'a>,
    anchor: OperationRef<'c, 'a>,
    pub(crate) location: Location<'c>,
}

impl<'c, 'a> At<'c, 'a> {
    /// Inserts before `anchor`, at `location`.
    pub(crate) fn before(
        context: &'c Context,
        anchor: OperationRef<'c, 'a>,
        location: Location<'c>,
    ) -> Result<Self, BuildError> {
        Ok(Self {
            context,
            block: anchor.block().ok_or(BuildError::Detached)?,
            anchor,
            location,
        })
    }

    /// The op this builder inserts before.
    pub(crate) fn anchor(&self) -> OperationRef<'c, 'a> {
        self.anchor
    }

    /// The same insertion point with another location.
    pub(crate) fn with_location(self, location: Location<'c>) -> Self {
        Self { location, ..self }
    }

    /// Parses a type.
    pub(crate) fn ty(&self, text: &str) -> Result<Type<'c>, BuildError> {
        Type::parse(self.context, text).ok_or_else(|| BuildError::Parse {
            what: "type",
            text: text.to_string(),
        })
    }

    /// Parses an attribute.
    pub(crate) fn attr(&self, text: &str) -> Result<Attribute<'c>, BuildError> {
        Attribute::parse(self.context, text).ok_or_else(|| BuildError::Parse {
            what: "attribute",
            text: text.to_string(),
        })
    }

    /// An `(identifier, attribute)` pair.
    pub(crate) fn named(&self, name: &str, attr: Attribute<'c>) -> (Identifier<'c>, Attribute<'c>) {
        (Identifier::new(self.context, name), attr)
    }

    /// An integer attribute of `bits` width.
    pub(crate) fn int_attr(&self, value: i64, bits: u32) -> Attribute<'c> {
        IntegerAttribute::new(IntegerType::new(self.context, bits).into(), value).into()
    }

    /// A type attribute.
    pub(crate) fn type_attr(&self, ty: Type<'c>) -> Attribute<'c> {
        TypeAttribute::new(ty).into()
    }

    /// Builds `name` and inserts it; returns it.
    pub(crate) fn op(
        &self,
        name: &str,
        operands: &[Value<'c, '_>],
        results: &[Type<'c>],
        attributes: &[(Identifier<'c>, Attribute<'c>)],
    ) -> Result<OperationRef<'c, 'a>, BuildError> {
        let op = OperationBuilder::new(name, self.location)
            .add_operands(operands)
            .add_results(results)
            .add_attributes(attributes)
            .build()
            .map_err(|e| BuildError::Op {
                name: name.to_string(),
                message: e.to_string(),
            })?;
        Ok(self.block.insert_operation_before(self.anchor, op))
    }

    /// Inserts the `tile` op a generated constructor of
    /// `tile_dialect::ops` built (`RebindOp::create`, ...); returns it.
    pub(crate) fn insert(
        &self,
        built: Result<Operation<'c>, CreateError>,
    ) -> Result<OperationRef<'c, 'a>, BuildError> {
        let op = built.map_err(|e| BuildError::Op {
            name: e.op.name().to_string(),
            message: e.source.to_string(),
        })?;
        Ok(self.block.insert_operation_before(self.anchor, op))
    }

    /// Builds an op with one result; returns the result.
    pub(crate) fn value(
        &self,
        name: &str,
        operands: &[Value<'c, '_>],
        result: Type<'c>,
        attributes: &[(Identifier<'c>, Attribute<'c>)],
    ) -> Result<Value<'c, 'a>, BuildError> {
        let op = self.op(name, operands, &[result], attributes)?;
        result_of(op, 0)
    }

    /// The `index` type.
    pub(crate) fn index(&self) -> Type<'c> {
        Type::index(self.context)
    }

    /// An integer type.
    pub(crate) fn int(&self, bits: u32) -> Type<'c> {
        IntegerType::new(self.context, bits).into()
    }

    /// `arith.constant value : index`.
    pub(crate) fn const_index(&self, value: i64) -> Result<Value<'c, 'a>, BuildError> {
        let ty = self.index();
        let attr = IntegerAttribute::new(ty, value).into();
        self.value("arith.constant", &[], ty, &[self.named("value", attr)])
    }

    /// `arith.constant value : i<bits>`.
    pub(crate) fn const_int(&self, value: i64, bits: u32) -> Result<Value<'c, 'a>, BuildError> {
        let ty = self.int(bits);
        self.value(
            "arith.constant",
            &[],
            ty,
            &[self.named("value", self.int_attr(value, bits))],
        )
    }

    /// A binary `arith` op on two values of the same type.
    pub(crate) fn binary(
        &self,
        name: &str,
        a: Value<'c, '_>,
        b: Value<'c, '_>,
    ) -> Result<Value<'c, 'a>, BuildError> {
        use melior::ir::ValueLike;
        self.value(name, &[a, b], a.r#type(), &[])
    }

    /// `arith.cmpi eq, a, b`.
    pub(crate) fn equal(
        &self,
        a: Value<'c, '_>,
        b: Value<'c, '_>,
    ) -> Result<Value<'c, 'a>, BuildError> {
        let predicate = self.int_attr(0, 64);
        self.value(
            "arith.cmpi",
            &[a, b],
            self.int(1),
            &[self.named("predicate", predicate)],
        )
    }

    /// A cast-like op with one operand and one result of type `to`.
    pub(crate) fn cast(
        &self,
        name: &str,
        value: Value<'c, '_>,
        to: Type<'c>,
    ) -> Result<Value<'c, 'a>, BuildError> {
        self.value(name, &[value], to, &[])
    }

    /// `gpu.<name> <dim>` (`thread_id`, `block_id`, `grid_dim`).
    pub(crate) fn gpu_dim(&self, name: &str, dim: char) -> Result<Value<'c, 'a>, BuildError> {
        let dimension = self.attr(&format!("#gpu<dim {dim}>"))?;
        self.value(
            &format!("gpu.{name}"),
            &[],
            self.index(),
            &[self.named("dimension", dimension)],
        )
    }

    /// An `scf.if %condition` without results or else branch; returns an
    /// insertion point before the `scf.yield` of its then block, and the op.
    pub(crate) fn scf_if(
        &self,
        condition: Value<'c, '_>,
    ) -> Result<(At<'c, 'a>, OperationRef<'c, 'a>), BuildError> {
        let then_region = Region::new();
        let then_block = then_region.append_block(Block::new(&[]));
        then_block.append_operation(
            OperationBuilder::new("scf.yield", self.location)
                .build()
                .map_err(|e| BuildError::Op {
                    name: "scf.yield".into(),
                    message: e.to_string(),
                })?,
        );
        let op = OperationBuilder::new("scf.if", self.location)
            .add_operands(&[condition])
            .add_regions([then_region, Region::new()])
            .build()
            .map_err(|e| BuildError::Op {
                name: "scf.if".into(),
                message: e.to_string(),
            })?;
        let if_op = self.block.insert_operation_before(self.anchor, op);
        let terminator = if_op
            .region(0)
            .ok()
            .and_then(|r| r.first_block())
            .and_then(|b| b.terminator())
            .ok_or(BuildError::Detached)?;
        Ok((At::before(self.context, terminator, self.location)?, if_op))
    }
}

/// Result `index` of `op` as a value.
pub(crate) fn result_of<'c, 'a>(
    op: OperationRef<'c, 'a>,
    index: usize,
) -> Result<Value<'c, 'a>, BuildError> {
    op.result(index)
        .map(Into::into)
        .map_err(|_| BuildError::NoResult(tile_dialect::strings::op_name(&op), index))
}
