//! [`Body`]: where ops go (before the terminator of a block), with the
//! non-`tile` ops a kernel needs: constants, integer arithmetic,
//! comparisons and `select`, thread/block/cluster ids, `scf.for` (also with
//! a carried value) and `scf.if` (also with `else`), block and cluster
//! barriers, shared
//! buffers and barriers (`memref.global` + `memref.get_global`),
//! `memref.load`, `llvm.inttoptr`. The `tile` ops are in `ops.rs`.
//!
//! Every op gets the embedder's location when it attached one
//! ([`Body::at`], [`super::ModuleBuilder::set_location`]: a place in its
//! own source, see [`Loc`]), else the location of the Rust code that built
//! it (`#[track_caller]`), so a diagnostic about it points at the
//! embedder's source line; a [`BuildError`] names the kernel and that
//! place.

use super::error::{check_name, BuildError, BuildErrorKind};
use super::location::{CurrentLocation, Loc};
use super::types::{Dim, MemRefSpec, MemorySpace};
use super::values::{Bool, GlobalPtr, Index, IntValue, MemRef, I16, I32, I64};
use melior::ir::attribute::{
    FlatSymbolRefAttribute, IntegerAttribute, StringAttribute, TypeAttribute,
};
use melior::ir::operation::{OperationBuilder, OperationLike};
use melior::ir::{
    Attribute, Block, BlockLike, BlockRef, Identifier, Location, Operation, OperationRef, Region,
    RegionLike, Type, Value,
};
use melior::Context;

/// An MLIR type from its text, or a typed error.
pub(crate) fn mlir_type<'c>(context: &'c Context, text: &str) -> Result<Type<'c>, BuildErrorKind> {
    Type::parse(context, text).ok_or_else(|| BuildErrorKind::Mlir {
        what: "type",
        text: text.to_string(),
    })
}

/// An MLIR attribute from its text, or a typed error.
pub(crate) fn mlir_attribute<'c>(
    context: &'c Context,
    text: &str,
) -> Result<Attribute<'c>, BuildErrorKind> {
    Attribute::parse(context, text).ok_or_else(|| BuildErrorKind::Mlir {
        what: "attribute",
        text: text.to_string(),
    })
}

/// An integer comparison (`arith.cmpi`; the values are its predicate's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compare {
    /// `eq`.
    Eq = 0,
    /// `ne`.
    Ne = 1,
    /// `slt`.
    Slt = 2,
    /// `sle`.
    Sle = 3,
    /// `sgt`.
    Sgt = 4,
    /// `sge`.
    Sge = 5,
    /// `ult`.
    Ult = 6,
    /// `ule`.
    Ule = 7,
    /// `ugt`.
    Ugt = 8,
    /// `uge`.
    Uge = 9,
}

/// Builds ops at the end of one block (before its terminator): a kernel's
/// entry block, the body of an `scf.for`, the `then` of an `scf.if`.
/// `Copy`: hand it around freely while the module is alive.
/// [`Body::at`] gives a copy whose ops (and the ops of the bodies it
/// opens: loops, `if`s) are at a place of the embedder's source.
///
/// ```
/// use tile_compiler::builder::*;
/// use tile_compiler::{Session, Target};
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// let session = Session::new();
/// let m = ModuleBuilder::new(&session, "k", Target::parse("sm_90a")?)?;
/// let k = m.kernel("count", &[KernelParam::Index], LaunchBounds::threads(32))?;
/// // A loop carrying a phase bit that flips every iteration.
/// let (zero, one) = (k.index(0)?, k.index(1)?);
/// let phase = k.for_range_carried(zero, k.arg_index(0)?, one, k.i32(0)?, |body, _i, phase| {
///     body.xor(phase, body.i32(1)?)
/// })?;
/// let even = k.cmp(Compare::Eq, phase, k.i32(0)?)?;
/// k.if_then_else(even, |b| b.sync_threads(), |b| b.sync_threads())?;
/// let text = session.print(&m.finish());
/// assert!(text.contains("iter_args"), "{text}");
/// assert!(text.contains("} else {"), "{text}");
/// # Ok(()) }
/// ```
#[derive(Clone, Copy)]
pub struct Body<'c, 'a> {
    pub(crate) context: &'c Context,
    block: BlockRef<'c, 'a>,
    /// The terminator ops go before; `None` while a body whose terminator
    /// needs the body's result (a loop's carried value) is being built:
    /// ops are appended.
    end: Option<OperationRef<'c, 'a>>,
    unit: BlockRef<'c, 'a>,
    /// The kernel (`gpu.func`) being built: errors name it.
    func: OperationRef<'c, 'a>,
    /// Where this body's ops are in the embedder's source ([`Body::at`]).
    at: Option<Location<'c>>,
    /// The module builder's current location
    /// ([`super::ModuleBuilder::set_location`]).
    current: &'a CurrentLocation,
}

impl<'c, 'a> Body<'c, 'a> {
    pub(crate) fn new(
        context: &'c Context,
        block: BlockRef<'c, 'a>,
        end: OperationRef<'c, 'a>,
        unit: BlockRef<'c, 'a>,
        func: OperationRef<'c, 'a>,
        current: &'a CurrentLocation,
    ) -> Self {
        Self {
            context,
            block,
            end: Some(end),
            unit,
            func,
            at: None,
            current,
        }
    }

    /// The MLIR context.
    pub fn context(&self) -> &'c Context {
        self.context
    }

    /// This body with every op it builds at `location` of the embedder's
    /// source (an MLIR `FileLineColLoc`), the bodies it opens (a loop's, an
    /// `if`'s) too, whatever the current location
    /// ([`super::ModuleBuilder::set_location`]) is; diagnostics about those
    /// ops, through every pass and the back end, and [`BuildError`]s of
    /// its builders are reported there.
    ///
    /// ```
    /// use tile_compiler::builder::*;
    /// use tile_compiler::{Session, Target};
    /// # fn main() -> Result<(), Box<dyn std::error::Error>> {
    /// let session = Session::new();
    /// let m = ModuleBuilder::new(&session, "k", Target::parse("sm_90a")?)?;
    /// let k = m.kernel("k", &[], LaunchBounds::threads(32))?;
    /// let line12 = k.at(&Loc::new("prog.tdsl", 12, 5));
    /// line12.if_then(line12.bool(true)?, |b| b.sync_threads())?;
    /// assert_eq!(line12.location(), Some(Loc::new("prog.tdsl", 12, 5)));
    /// use tile_compiler::mlir::{OperationLike, OperationPrintingFlags};
    /// let flags = OperationPrintingFlags::new()
    ///     .enable_debug_info(true, false)
    ///     .use_local_scope();
    /// let text = m.module().as_operation().to_string_with_flags(flags)?;
    /// assert!(text.contains("gpu.barrier loc(\"prog.tdsl\":12:5)"), "{text}");
    /// # Ok(()) }
    /// ```
    pub fn at(&self, location: &Loc) -> Body<'c, 'a> {
        Body {
            at: Some(location.to_mlir(self.context)),
            ..*self
        }
    }

    /// The place in the embedder's source the ops built now go to, if it
    /// attached one ([`Body::at`], else the current location).
    pub fn location(&self) -> Option<Loc> {
        self.embedder_location().and_then(Loc::from_mlir)
    }

    fn embedder_location(&self) -> Option<Location<'c>> {
        self.at.or_else(|| self.current.get(self.context))
    }

    /// Where the op being built goes: the embedder's location, else the
    /// caller's caller (the embedder's Rust line).
    #[track_caller]
    pub(crate) fn here(&self) -> Location<'c> {
        if let Some(at) = self.embedder_location() {
            return at;
        }
        let caller = std::panic::Location::caller();
        Location::new(
            self.context,
            caller.file(),
            caller.line() as usize,
            caller.column() as usize,
        )
    }

    /// The kernel (`gpu.func`) being built.
    pub(crate) fn func(&self) -> OperationRef<'c, 'a> {
        self.func
    }

    /// The kernel's name.
    fn kernel_name(&self) -> String {
        self.func
            .attribute("sym_name")
            .ok()
            .and_then(|a| StringAttribute::try_from(a).ok())
            .map(|s| s.value().to_string())
            .unwrap_or_default()
    }

    /// A mistake of `kind` in this body: in its kernel, at the embedder's
    /// location.
    pub(crate) fn fail(&self, kind: BuildErrorKind) -> BuildError {
        self.located(BuildError::new(kind))
    }

    /// `error` in this body's kernel and at its embedder location, unless
    /// it names them already.
    pub(crate) fn located(&self, error: BuildError) -> BuildError {
        error.in_kernel(&self.kernel_name()).at(self.location())
    }

    /// MLIR's refusal, in this body.
    pub(crate) fn mlir(&self, error: melior::Error) -> BuildError {
        self.fail(error.into())
    }

    pub(crate) fn ty(&self, text: &str) -> Result<Type<'c>, BuildError> {
        mlir_type(self.context, text).map_err(|k| self.fail(k))
    }

    pub(crate) fn id(&self, name: &str) -> Identifier<'c> {
        Identifier::new(self.context, name)
    }

    /// Inserts `op` before the terminator.
    pub(crate) fn insert(&self, op: Operation<'c>) -> OperationRef<'c, 'a> {
        match self.end {
            Some(end) => self.block.insert_operation_before(end, op),
            None => self.block.append_operation(op),
        }
    }

    /// Builds and inserts an op with one result, returning it.
    pub(crate) fn single(
        &self,
        builder: OperationBuilder<'c>,
    ) -> Result<Value<'c, 'a>, BuildError> {
        let op = self.insert(self.build(builder)?);
        Ok(op.result(0).map_err(|e| self.mlir(e))?.into())
    }

    /// Builds an op (not inserted).
    pub(crate) fn build(&self, builder: OperationBuilder<'c>) -> Result<Operation<'c>, BuildError> {
        builder.build().map_err(|e| self.mlir(e))
    }

    /// Builds `builder` and appends it to `block` (a terminator).
    fn append(
        &self,
        block: BlockRef<'c, 'a>,
        builder: OperationBuilder<'c>,
    ) -> Result<OperationRef<'c, 'a>, BuildError> {
        Ok(block.append_operation(self.build(builder)?))
    }

    /// The first block of `op`'s first region.
    fn first_block(&self, op: OperationRef<'c, 'a>) -> Result<BlockRef<'c, 'a>, BuildError> {
        first_block(op).map_err(|k| self.fail(k))
    }

    /// Argument `index` of `block`.
    fn argument(&self, block: BlockRef<'c, 'a>, index: usize) -> Result<Value<'c, 'a>, BuildError> {
        Ok(block.argument(index).map_err(|e| self.mlir(e))?.into())
    }

    /// An `arith.constant` of type `T`.
    #[track_caller]
    pub fn constant<T: IntValue<'c, 'a>>(&self, value: i64) -> Result<T, BuildError> {
        let ty = self.ty(T::MLIR)?;
        let builder = OperationBuilder::new("arith.constant", self.here())
            .add_attributes(&[(self.id("value"), IntegerAttribute::new(ty, value).into())])
            .add_results(&[ty]);
        Ok(T::wrap(self.single(builder)?))
    }

    /// An `index` constant.
    #[track_caller]
    pub fn index(&self, value: i64) -> Result<Index<'c, 'a>, BuildError> {
        self.constant(value)
    }

    /// An `i32` constant.
    #[track_caller]
    pub fn i32(&self, value: i32) -> Result<I32<'c, 'a>, BuildError> {
        self.constant(i64::from(value))
    }

    /// An `i64` constant.
    #[track_caller]
    pub fn i64(&self, value: i64) -> Result<I64<'c, 'a>, BuildError> {
        self.constant(value)
    }

    /// An `i16` constant.
    #[track_caller]
    pub fn i16(&self, value: i16) -> Result<I16<'c, 'a>, BuildError> {
        self.constant(i64::from(value))
    }

    /// An `i1` constant.
    #[track_caller]
    pub fn bool(&self, value: bool) -> Result<Bool<'c, 'a>, BuildError> {
        self.constant(i64::from(value))
    }

    #[track_caller]
    fn binary<T: IntValue<'c, 'a>>(&self, name: &str, a: T, b: T) -> Result<T, BuildError> {
        let builder = OperationBuilder::new(name, self.here())
            .add_operands(&[a.value(), b.value()])
            .add_results(&[self.ty(T::MLIR)?]);
        Ok(T::wrap(self.single(builder)?))
    }

    /// `a + b` (`arith.addi`).
    #[track_caller]
    pub fn add<T: IntValue<'c, 'a>>(&self, a: T, b: T) -> Result<T, BuildError> {
        self.binary("arith.addi", a, b)
    }

    /// `a - b` (`arith.subi`).
    #[track_caller]
    pub fn sub<T: IntValue<'c, 'a>>(&self, a: T, b: T) -> Result<T, BuildError> {
        self.binary("arith.subi", a, b)
    }

    /// `a * b` (`arith.muli`).
    #[track_caller]
    pub fn mul<T: IntValue<'c, 'a>>(&self, a: T, b: T) -> Result<T, BuildError> {
        self.binary("arith.muli", a, b)
    }

    /// `a / b`, unsigned (`arith.divui`).
    #[track_caller]
    pub fn div_u<T: IntValue<'c, 'a>>(&self, a: T, b: T) -> Result<T, BuildError> {
        self.binary("arith.divui", a, b)
    }

    /// `a % b`, unsigned (`arith.remui`).
    #[track_caller]
    pub fn rem_u<T: IntValue<'c, 'a>>(&self, a: T, b: T) -> Result<T, BuildError> {
        self.binary("arith.remui", a, b)
    }

    /// `a & b` (`arith.andi`).
    #[track_caller]
    pub fn and<T: IntValue<'c, 'a>>(&self, a: T, b: T) -> Result<T, BuildError> {
        self.binary("arith.andi", a, b)
    }

    /// `a | b` (`arith.ori`).
    #[track_caller]
    pub fn or<T: IntValue<'c, 'a>>(&self, a: T, b: T) -> Result<T, BuildError> {
        self.binary("arith.ori", a, b)
    }

    /// `a << b` (`arith.shli`).
    #[track_caller]
    pub fn shl<T: IntValue<'c, 'a>>(&self, a: T, b: T) -> Result<T, BuildError> {
        self.binary("arith.shli", a, b)
    }

    /// `a >> b`, unsigned (`arith.shrui`).
    #[track_caller]
    pub fn shr_u<T: IntValue<'c, 'a>>(&self, a: T, b: T) -> Result<T, BuildError> {
        self.binary("arith.shrui", a, b)
    }

    /// The smaller of `a` and `b`, unsigned (`arith.minui`).
    #[track_caller]
    pub fn min_u<T: IntValue<'c, 'a>>(&self, a: T, b: T) -> Result<T, BuildError> {
        self.binary("arith.minui", a, b)
    }

    /// The larger of `a` and `b`, unsigned (`arith.maxui`).
    #[track_caller]
    pub fn max_u<T: IntValue<'c, 'a>>(&self, a: T, b: T) -> Result<T, BuildError> {
        self.binary("arith.maxui", a, b)
    }

    /// `a ^ b` (`arith.xori`).
    #[track_caller]
    pub fn xor<T: IntValue<'c, 'a>>(&self, a: T, b: T) -> Result<T, BuildError> {
        self.binary("arith.xori", a, b)
    }

    /// `a <compare> b` (`arith.cmpi`).
    #[track_caller]
    pub fn cmp<T: IntValue<'c, 'a>>(
        &self,
        compare: Compare,
        a: T,
        b: T,
    ) -> Result<Bool<'c, 'a>, BuildError> {
        let predicate = IntegerAttribute::new(self.ty("i64")?, compare as i64).into();
        let builder = OperationBuilder::new("arith.cmpi", self.here())
            .add_operands(&[a.value(), b.value()])
            .add_attributes(&[(self.id("predicate"), predicate)])
            .add_results(&[self.ty("i1")?]);
        Ok(Bool(self.single(builder)?))
    }

    /// `value` as `T`: `arith.index_cast` to or from `index`,
    /// `arith.extui` to a wider integer, `arith.trunci` to a narrower one.
    #[track_caller]
    pub fn cast<S: IntValue<'c, 'a>, T: IntValue<'c, 'a>>(
        &self,
        value: S,
    ) -> Result<T, BuildError> {
        let name = if S::MLIR == T::MLIR {
            return Ok(T::wrap(value.value()));
        } else if S::MLIR == "index" || T::MLIR == "index" {
            "arith.index_cast"
        } else if T::BITS > S::BITS {
            "arith.extui"
        } else {
            "arith.trunci"
        };
        let builder = OperationBuilder::new(name, self.here())
            .add_operands(&[value.value()])
            .add_results(&[self.ty(T::MLIR)?]);
        Ok(T::wrap(self.single(builder)?))
    }

    #[track_caller]
    fn gpu_id(&self, name: &str, dim: Dim) -> Result<Index<'c, 'a>, BuildError> {
        let dimension = mlir_attribute(self.context, &format!("#gpu<dim {}>", dim.name()))
            .map_err(|k| self.fail(k))?;
        let builder = OperationBuilder::new(name, self.here())
            .add_attributes(&[(self.id("dimension"), dimension)])
            .add_results(&[self.ty("index")?]);
        Ok(Index(self.single(builder)?))
    }

    /// `gpu.thread_id`.
    #[track_caller]
    pub fn thread_id(&self, dim: Dim) -> Result<Index<'c, 'a>, BuildError> {
        self.gpu_id("gpu.thread_id", dim)
    }

    /// `gpu.block_id`.
    #[track_caller]
    pub fn block_id(&self, dim: Dim) -> Result<Index<'c, 'a>, BuildError> {
        self.gpu_id("gpu.block_id", dim)
    }

    /// `gpu.grid_dim` (blocks per grid).
    #[track_caller]
    pub fn grid_dim(&self, dim: Dim) -> Result<Index<'c, 'a>, BuildError> {
        self.gpu_id("gpu.grid_dim", dim)
    }

    /// `gpu.cluster_block_id` (the CTA's position in its cluster).
    #[track_caller]
    pub fn cluster_block_id(&self, dim: Dim) -> Result<Index<'c, 'a>, BuildError> {
        self.gpu_id("gpu.cluster_block_id", dim)
    }

    /// `scf.for %iv = lower to upper step step`: `body` builds the loop
    /// body (it gets the induction variable); its error, if any, is
    /// returned.
    #[track_caller]
    pub fn for_range(
        &self,
        lower: Index<'c, 'a>,
        upper: Index<'c, 'a>,
        step: Index<'c, 'a>,
        body: impl FnOnce(&Body<'c, 'a>, Index<'c, 'a>) -> Result<(), BuildError>,
    ) -> Result<(), BuildError> {
        let location = self.here();
        let region = Region::new();
        region.append_block(Block::new(&[(self.ty("index")?, location)]));
        let op = self.build(
            OperationBuilder::new("scf.for", location)
                .add_operands(&[lower.0, upper.0, step.0])
                .add_regions([region]),
        )?;
        let op = self.insert(op);
        let block = self.first_block(op)?;
        let end = self.append(block, OperationBuilder::new("scf.yield", location))?;
        let iv = Index(self.argument(block, 0)?);
        body(
            &Body {
                block,
                end: Some(end),
                ..*self
            },
            iv,
        )
    }

    /// `scf.for` carrying one value (`iter_args`): `body` gets the
    /// induction variable and the value of this iteration and returns the
    /// next one; the loop's result (the last value, or `init` when it runs
    /// no iteration) is returned. For a phase bit, a stage counter, an
    /// accumulated offset.
    #[track_caller]
    pub fn for_range_carried<T: IntValue<'c, 'a>>(
        &self,
        lower: Index<'c, 'a>,
        upper: Index<'c, 'a>,
        step: Index<'c, 'a>,
        init: T,
        body: impl FnOnce(&Body<'c, 'a>, Index<'c, 'a>, T) -> Result<T, BuildError>,
    ) -> Result<T, BuildError> {
        let location = self.here();
        let ty = self.ty(T::MLIR)?;
        let region = Region::new();
        region.append_block(Block::new(&[(self.ty("index")?, location), (ty, location)]));
        let op = self.build(
            OperationBuilder::new("scf.for", location)
                .add_operands(&[lower.0, upper.0, step.0, init.value()])
                .add_regions([region])
                .add_results(&[ty]),
        )?;
        let op = self.insert(op);
        let block = self.first_block(op)?;
        let iv = Index(self.argument(block, 0)?);
        let carried = T::wrap(self.argument(block, 1)?);
        let inner = Body {
            block,
            end: None,
            ..*self
        };
        let next = body(&inner, iv, carried)?;
        self.append(
            block,
            OperationBuilder::new("scf.yield", location).add_operands(&[next.value()]),
        )?;
        Ok(T::wrap(op.result(0).map_err(|e| self.mlir(e))?.into()))
    }

    /// `scf.if condition { then }` (no else, no results).
    #[track_caller]
    pub fn if_then(
        &self,
        condition: Bool<'c, 'a>,
        then: impl FnOnce(&Body<'c, 'a>) -> Result<(), BuildError>,
    ) -> Result<(), BuildError> {
        let location = self.here();
        let region = Region::new();
        region.append_block(Block::new(&[]));
        let op = self.build(
            OperationBuilder::new("scf.if", location)
                .add_operands(&[condition.0])
                .add_regions([region, Region::new()]),
        )?;
        let op = self.insert(op);
        let block = self.first_block(op)?;
        let end = self.append(block, OperationBuilder::new("scf.yield", location))?;
        then(&Body {
            block,
            end: Some(end),
            ..*self
        })
    }

    /// `scf.if condition { then } else { otherwise }` (no results).
    #[track_caller]
    pub fn if_then_else(
        &self,
        condition: Bool<'c, 'a>,
        then: impl FnOnce(&Body<'c, 'a>) -> Result<(), BuildError>,
        otherwise: impl FnOnce(&Body<'c, 'a>) -> Result<(), BuildError>,
    ) -> Result<(), BuildError> {
        let location = self.here();
        let (then_region, else_region) = (Region::new(), Region::new());
        then_region.append_block(Block::new(&[]));
        else_region.append_block(Block::new(&[]));
        let op = self.build(
            OperationBuilder::new("scf.if", location)
                .add_operands(&[condition.0])
                .add_regions([then_region, else_region]),
        )?;
        let op = self.insert(op);
        let mut bodies = Vec::with_capacity(2);
        for region in op.regions() {
            let block = region.first_block().ok_or_else(|| {
                self.fail(BuildErrorKind::Mlir {
                    what: "operation",
                    text: "scf.if without a block".into(),
                })
            })?;
            let end = self.append(block, OperationBuilder::new("scf.yield", location))?;
            bodies.push(Body {
                block,
                end: Some(end),
                ..*self
            });
        }
        match bodies.as_slice() {
            [t, e] => {
                then(t)?;
                otherwise(e)
            }
            _ => Err(self.fail(BuildErrorKind::Mlir {
                what: "operation",
                text: "scf.if without two regions".into(),
            })),
        }
    }

    /// `arith.select condition, a, b`.
    #[track_caller]
    pub fn select<T: IntValue<'c, 'a>>(
        &self,
        condition: Bool<'c, 'a>,
        a: T,
        b: T,
    ) -> Result<T, BuildError> {
        let builder = OperationBuilder::new("arith.select", self.here())
            .add_operands(&[condition.0, a.value(), b.value()])
            .add_results(&[self.ty(T::MLIR)?]);
        Ok(T::wrap(self.single(builder)?))
    }

    #[track_caller]
    fn plain(&self, name: &str) -> Result<(), BuildError> {
        self.insert(self.build(OperationBuilder::new(name, self.here()))?);
        Ok(())
    }

    /// `gpu.barrier`: every thread of the block waits for the others
    /// (`bar.sync 0`).
    #[track_caller]
    pub fn sync_threads(&self) -> Result<(), BuildError> {
        self.plain("gpu.barrier")
    }

    /// The CTA's rank in its cluster (`nvvm.read.ptx.sreg.cluster.ctarank`,
    /// `%cluster_ctarank`).
    #[track_caller]
    pub fn cluster_rank(&self) -> Result<I32<'c, 'a>, BuildError> {
        let builder = OperationBuilder::new("nvvm.read.ptx.sreg.cluster.ctarank", self.here())
            .add_results(&[self.ty("i32")?]);
        Ok(I32(self.single(builder)?))
    }

    /// A cluster-wide barrier: `nvvm.cluster.arrive` then
    /// `nvvm.cluster.wait` (`barrier.cluster.arrive` / `.wait`): every
    /// thread of every CTA of the cluster. Put
    /// [`Body::fence_mbarrier_init`] before it when it publishes mbarrier
    /// initialisations.
    #[track_caller]
    pub fn cluster_sync(&self) -> Result<(), BuildError> {
        self.plain("nvvm.cluster.arrive")?;
        self.plain("nvvm.cluster.wait")
    }

    /// `nvvm.fence.mbarrier.init` (`fence.mbarrier_init.release.cluster`):
    /// makes this thread's mbarrier initialisations visible to the
    /// cluster.
    #[track_caller]
    pub fn fence_mbarrier_init(&self) -> Result<(), BuildError> {
        self.plain("nvvm.fence.mbarrier.init")
    }

    /// A shared-memory buffer `@name` of type `spec` (aligned to
    /// `alignment` bytes): a `memref.global` in the `gpu.module` (reused
    /// when one of the same type exists) read with `memref.get_global`.
    #[track_caller]
    pub fn shared(
        &self,
        name: &str,
        spec: &MemRefSpec,
        alignment: u64,
    ) -> Result<MemRef<'c, 'a>, BuildError> {
        check_name(name).map_err(|k| self.fail(k))?;
        if spec.space != MemorySpace::Shared || spec.bytes().is_none() {
            return Err(self.fail(BuildErrorKind::Shape {
                op: "memref.global",
                message: format!(
                    "a shared buffer needs a static shared memref, got {}",
                    spec.to_mlir()
                ),
            }));
        }
        if !alignment.is_power_of_two() {
            return Err(self.fail(BuildErrorKind::Shape {
                op: "memref.global",
                message: format!("alignment {alignment} of '{name}' is not a power of two"),
            }));
        }
        let location = self.here();
        let ty = self.ty(&spec.to_mlir())?;
        match self.global_type(name) {
            Some(existing) if existing == ty => {}
            Some(existing) => {
                return Err(self.fail(BuildErrorKind::Duplicate {
                    what: "shared buffer",
                    name: name.to_string(),
                    detail: format!(" with type {existing}"),
                }))
            }
            None => {
                let alignment = IntegerAttribute::new(
                    self.ty("i64")?,
                    i64::try_from(alignment).unwrap_or(i64::MAX),
                );
                let global = self.build(
                    OperationBuilder::new("memref.global", location).add_attributes(&[
                        (
                            self.id("sym_name"),
                            StringAttribute::new(self.context, name).into(),
                        ),
                        (
                            self.id("sym_visibility"),
                            StringAttribute::new(self.context, "private").into(),
                        ),
                        (self.id("type"), TypeAttribute::new(ty).into()),
                        (self.id("alignment"), alignment.into()),
                    ]),
                )?;
                match self.unit.first_operation() {
                    Some(first) => self.unit.insert_operation_before(first, global),
                    None => self.unit.append_operation(global),
                };
            }
        }
        let builder = OperationBuilder::new("memref.get_global", location)
            .add_attributes(&[(
                self.id("name"),
                FlatSymbolRefAttribute::new(self.context, name).into(),
            )])
            .add_results(&[ty]);
        Ok(MemRef {
            value: self.single(builder)?,
            spec: spec.clone(),
        })
    }

    /// An mbarrier `@name`: a shared `memref<i64, 3>` aligned to 8.
    #[track_caller]
    pub fn barrier(&self, name: &str) -> Result<MemRef<'c, 'a>, BuildError> {
        self.shared(name, &MemRefSpec::barrier(), 8)
    }

    /// The type of the `gpu.module`'s global `name`, if there is one.
    fn global_type(&self, name: &str) -> Option<Type<'c>> {
        let mut current = self.unit.first_operation();
        while let Some(op) = current {
            let named = op
                .attribute("sym_name")
                .ok()
                .and_then(|a| StringAttribute::try_from(a).ok())
                .is_some_and(|s| s.value() == name);
            if named {
                return op
                    .attribute("type")
                    .ok()
                    .and_then(|a| TypeAttribute::try_from(a).ok())
                    .map(|t| t.value());
            }
            current = op.next_in_block();
        }
        None
    }

    /// `memref.load` of an integer element (`i16`, `i32`, `i64`; the
    /// memref's element type must be `T`'s), one index per dimension.
    #[track_caller]
    pub fn load_scalar<T: IntValue<'c, 'a>>(
        &self,
        memref: &MemRef<'c, 'a>,
        indices: &[Index<'c, 'a>],
    ) -> Result<T, BuildError> {
        if memref.spec.element.mlir_name() != T::MLIR {
            return Err(self.fail(BuildErrorKind::Shape {
                op: "memref.load",
                message: format!(
                    "a load of {} needs {} elements, got {}",
                    T::MLIR,
                    T::MLIR,
                    memref.spec.to_mlir()
                ),
            }));
        }
        if indices.len() != memref.spec.rank() {
            return Err(self.fail(BuildErrorKind::Arity {
                op: "memref.load",
                what: "indices",
                expected: memref.spec.rank(),
                got: indices.len(),
            }));
        }
        let mut operands = vec![memref.value];
        operands.extend(indices.iter().map(|i| i.0));
        let builder = OperationBuilder::new("memref.load", self.here())
            .add_operands(&operands)
            .add_results(&[self.ty(T::MLIR)?]);
        Ok(T::wrap(self.single(builder)?))
    }

    /// [`Body::load_scalar`] of an `i64` (an address in a table, say).
    #[track_caller]
    pub fn load_i64(
        &self,
        memref: &MemRef<'c, 'a>,
        indices: &[Index<'c, 'a>],
    ) -> Result<I64<'c, 'a>, BuildError> {
        self.load_scalar(memref, indices)
    }

    /// `llvm.inttoptr` of an address to a global pointer.
    #[track_caller]
    pub fn int_to_ptr(&self, address: I64<'c, 'a>) -> Result<GlobalPtr<'c, 'a>, BuildError> {
        let builder = OperationBuilder::new("llvm.inttoptr", self.here())
            .add_operands(&[address.0])
            .add_results(&[self.ty("!llvm.ptr<1>")?]);
        Ok(GlobalPtr(self.single(builder)?))
    }
}

/// The first block of `op`'s first region.
fn first_block<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<BlockRef<'c, 'a>, BuildErrorKind> {
    op.region(0)?.first_block().ok_or(BuildErrorKind::Mlir {
        what: "operation",
        text: format!(
            "{} without a body",
            op.name().as_string_ref().as_str().unwrap_or("op")
        ),
    })
}
