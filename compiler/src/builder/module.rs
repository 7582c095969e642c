//! [`ModuleBuilder`]: a module for one target holding one `gpu.module`,
//! and its kernels ([`Kernel`]).

use super::body::{mlir_type, Body};
use super::error::{check_name, BuildError, BuildErrorKind};
use super::location::{CurrentLocation, Loc};
use super::types::{KernelParam, LaunchBounds};
use super::values::{GlobalPtr, Index, MemRef, TensorMap, I32, I64};
use crate::Session;
use melior::ir::attribute::{
    ArrayAttribute, DenseI32ArrayAttribute, StringAttribute, TypeAttribute,
};
use melior::ir::operation::{OperationBuilder, OperationLike, OperationMutLike};
use melior::ir::r#type::FunctionType;
use melior::ir::{
    Attribute, Block, BlockLike, BlockRef, Identifier, Location, Module, Region, RegionLike,
};
use melior::Context;
use tile_rules::Target;

/// Builds a module: `module attributes {gpu.container_module, tile.target}`
/// holding one `gpu.module` with an `#nvvm.target` for `target`, where
/// [`ModuleBuilder::kernel`] adds kernels. [`ModuleBuilder::finish`] hands
/// the module over, to [`Session::compile`] or [`Session::print`].
///
/// A DSL puts its own source locations on what it builds:
/// [`ModuleBuilder::new_at`] (the module), [`ModuleBuilder::set_location`]
/// (every op built from then on, kernels included),
/// [`ModuleBuilder::kernel_with_locations`] (each parameter) and
/// [`Body::at`] (the ops of one body builder).
///
/// ```
/// use tile_compiler::builder::{KernelParam, LaunchBounds, ModuleBuilder};
/// use tile_compiler::{Session, Target};
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// let session = Session::new();
/// let builder = ModuleBuilder::new(&session, "kernels", Target::parse("sm_90a")?)?;
/// builder.kernel("noop", &[KernelParam::I32], LaunchBounds::threads(32))?;
/// let module = builder.finish();
/// assert!(session.print(&module).contains("gpu.func @noop(%arg0: i32) kernel"));
/// # Ok(()) }
/// ```
pub struct ModuleBuilder<'c> {
    context: &'c Context,
    module: Module<'c>,
    target: Target,
    /// The embedder's current location ([`ModuleBuilder::set_location`]).
    current: CurrentLocation,
}

/// The location of the caller's caller (a Rust line of the embedder).
#[track_caller]
fn rust_caller(context: &Context) -> Location<'_> {
    let caller = std::panic::Location::caller();
    Location::new(
        context,
        caller.file(),
        caller.line() as usize,
        caller.column() as usize,
    )
}

impl<'c> ModuleBuilder<'c> {
    /// A module for `target` whose `gpu.module` is `@unit`; both are
    /// located at the caller's line.
    #[track_caller]
    pub fn new(session: &'c Session, unit: &str, target: Target) -> Result<Self, BuildError> {
        Self::located(session, unit, target, rust_caller(session.context()))
            .map_err(BuildError::new)
    }

    /// [`ModuleBuilder::new`] with the module and its `gpu.module` at
    /// `location` of the embedder's source (a DSL program: say its first
    /// line), which is also the current location
    /// ([`ModuleBuilder::set_location`]) until changed.
    ///
    /// ```
    /// use tile_compiler::builder::*;
    /// use tile_compiler::{Session, Target};
    /// # fn main() -> Result<(), Box<dyn std::error::Error>> {
    /// let session = Session::new();
    /// let m = ModuleBuilder::new_at(&session, "k", Target::parse("sm_90a")?, &Loc::new("prog.tdsl", 1, 1))?;
    /// assert_eq!(m.location(), Some(Loc::new("prog.tdsl", 1, 1)));
    /// // Every op built from here on is at line 3, until changed.
    /// m.set_location(Some(&Loc::new("prog.tdsl", 3, 1)));
    /// let k = m.kernel("noop", &[], LaunchBounds::threads(32))?;
    /// assert_eq!(k.location(), Some(Loc::new("prog.tdsl", 3, 1)));
    /// // Back to the Rust lines.
    /// m.set_location(None);
    /// assert_eq!(k.location(), None);
    /// # Ok(()) }
    /// ```
    pub fn new_at(
        session: &'c Session,
        unit: &str,
        target: Target,
        location: &Loc,
    ) -> Result<Self, BuildError> {
        let at = location.to_mlir(session.context());
        let builder = Self::located(session, unit, target, at)
            .map_err(|k| BuildError::new(k).at(Some(location.clone())))?;
        builder.current.set(Some(at));
        Ok(builder)
    }

    fn located(
        session: &'c Session,
        unit: &str,
        target: Target,
        location: Location<'c>,
    ) -> Result<Self, BuildErrorKind> {
        check_name(unit)?;
        let context = session.context();
        let mut module = Module::new(location);
        {
            let mut top = module.as_operation_mut();
            top.set_attribute("gpu.container_module", Attribute::unit(context));
            top.set_attribute(
                tile_dialect::verify::TARGET_ATTRIBUTE,
                StringAttribute::new(context, &target.to_string()).into(),
            );
        }
        let chip = format!("#nvvm.target<chip = \"{target}\">");
        let nvvm_target = Attribute::parse(context, &chip).ok_or(BuildErrorKind::Mlir {
            what: "attribute",
            text: chip,
        })?;
        let region = Region::new();
        region.append_block(Block::new(&[]));
        let unit_op = OperationBuilder::new("gpu.module", location)
            .add_attributes(&[
                (
                    Identifier::new(context, "sym_name"),
                    StringAttribute::new(context, unit).into(),
                ),
                (
                    Identifier::new(context, "targets"),
                    ArrayAttribute::new(context, &[nvvm_target]).into(),
                ),
            ])
            .add_regions([region])
            .build()?;
        module.body().append_operation(unit_op);
        Ok(Self {
            context,
            module,
            target,
            current: CurrentLocation::default(),
        })
    }

    /// Puts every op built from now on (kernels, their parameters and
    /// bodies; a [`Body::at`] still wins) at `location` of the embedder's
    /// source, until changed; `None`: back to the builders' Rust callers.
    /// Diagnostics about those ops and [`BuildError`]s are reported there.
    pub fn set_location(&self, location: Option<&Loc>) {
        self.current.set(location.map(|l| l.to_mlir(self.context)));
    }

    /// The current location ([`ModuleBuilder::set_location`]), if any.
    pub fn location(&self) -> Option<Loc> {
        self.current.get(self.context).and_then(Loc::from_mlir)
    }

    /// The target.
    pub fn target(&self) -> Target {
        self.target
    }

    /// The module built so far.
    pub fn module(&self) -> &Module<'c> {
        &self.module
    }

    /// The module, for compiling or printing.
    pub fn finish(self) -> Module<'c> {
        self.module
    }

    /// The `gpu.module`'s body.
    fn unit_block(&self) -> Result<BlockRef<'c, '_>, BuildErrorKind> {
        self.module
            .body()
            .first_operation()
            .and_then(|unit| unit.region(0).ok())
            .and_then(|region| region.first_block())
            .ok_or(BuildErrorKind::Mlir {
                what: "operation",
                text: "the module has no gpu.module body".into(),
            })
    }

    /// Adds kernel `name` (a `gpu.func ... kernel` with `known_block_size`
    /// and, when given, `known_grid_size`) taking `params` in order; its
    /// body ends with `gpu.return`, and every op built through the returned
    /// [`Kernel`] goes before it. The kernel and its parameters are at the
    /// current location ([`ModuleBuilder::set_location`]), else at the
    /// caller's line.
    #[track_caller]
    pub fn kernel(
        &self,
        name: &str,
        params: &[KernelParam],
        launch: LaunchBounds,
    ) -> Result<Kernel<'c, '_>, BuildError> {
        let location = self.current.get(self.context);
        let location = location.unwrap_or_else(|| rust_caller(self.context));
        let params: Vec<_> = params.iter().map(|p| (p, None)).collect();
        self.add_kernel(name, &params, launch, location)
    }

    /// [`ModuleBuilder::kernel`] with each parameter at its own place of
    /// the embedder's source (its block argument's location): a descriptor
    /// rule a tensor-map parameter's type breaks is a [`BuildError`] there
    /// (a DSL: at the declaration, or the setting, the type comes from).
    ///
    /// ```
    /// use tile_compiler::builder::*;
    /// use tile_compiler::{Session, Target};
    /// # fn main() -> Result<(), Box<dyn std::error::Error>> {
    /// let session = Session::new();
    /// let m = ModuleBuilder::new_at(&session, "k", Target::parse("sm_90a")?, &Loc::new("p.tdsl", 1, 1))?;
    /// m.set_location(Some(&Loc::new("p.tdsl", 1, 1)));
    /// let wide = TensorMapSpec::tiled(Element::F32, BoxDims::innermost_first([512, 8])); // 512 > 256 elements
    /// let e = m
    ///     .kernel_with_locations(
    ///         "k",
    ///         &[(KernelParam::I32, Loc::new("p.tdsl", 2, 3)), (KernelParam::TensorMap(wide), Loc::new("p.tdsl", 4, 3))],
    ///         LaunchBounds::threads(32),
    ///     )
    ///     .err()
    ///     .ok_or("no error")?;
    /// assert_eq!((e.rule(), e.kernel()), ("box-dim-range", Some("k")));
    /// assert_eq!(e.location(), Some(&Loc::new("p.tdsl", 4, 3)));
    /// # Ok(()) }
    /// ```
    #[track_caller]
    pub fn kernel_with_locations(
        &self,
        name: &str,
        params: &[(KernelParam, Loc)],
        launch: LaunchBounds,
    ) -> Result<Kernel<'c, '_>, BuildError> {
        let location = self.current.get(self.context);
        let location = location.unwrap_or_else(|| rust_caller(self.context));
        let params: Vec<_> = params.iter().map(|(p, at)| (p, Some(at))).collect();
        self.add_kernel(name, &params, launch, location)
    }

    /// Adds the kernel at `location`, each parameter at its own place
    /// (`None`: the kernel's).
    fn add_kernel(
        &self,
        name: &str,
        params: &[(&KernelParam, Option<&Loc>)],
        launch: LaunchBounds,
        location: Location<'c>,
    ) -> Result<Kernel<'c, '_>, BuildError> {
        // The embedder's places only (not the Rust lines).
        let embedder = self.current.get(self.context).and_then(Loc::from_mlir);
        let fail = |error: BuildError, at: Option<Loc>| error.in_kernel(name).at(at);
        let kind = |kind: BuildErrorKind| fail(BuildError::new(kind), embedder.clone());
        check_name(name).map_err(kind)?;
        launch.check().map_err(|e| fail(e, embedder.clone()))?;
        let context = self.context;
        let unit = self.unit_block().map_err(kind)?;
        let mut existing = unit.first_operation();
        while let Some(op) = existing {
            let same = op
                .attribute("sym_name")
                .ok()
                .and_then(|a| StringAttribute::try_from(a).ok())
                .is_some_and(|s| s.value() == name);
            if same {
                return Err(kind(BuildErrorKind::Duplicate {
                    what: "kernel",
                    name: name.to_string(),
                    detail: String::new(),
                }));
            }
            existing = op.next_in_block();
        }
        let mut types = Vec::with_capacity(params.len());
        let mut arguments = Vec::with_capacity(params.len());
        for (param, at) in params {
            let place = || at.cloned().or_else(|| embedder.clone());
            if let KernelParam::TensorMap(spec) = param {
                spec.check().map_err(|e| fail(e, place()))?;
            }
            let ty = mlir_type(context, &param.to_mlir())
                .map_err(|k| fail(BuildError::new(k), place()))?;
            types.push(ty);
            arguments.push((ty, at.map_or(location, |l| l.to_mlir(context))));
        }
        let region = Region::new();
        region.append_block(Block::new(&arguments));
        let to_i32 = |dims: [u32; 3]| dims.map(|d| i32::try_from(d).unwrap_or(i32::MAX));
        let mut attributes = vec![
            (
                Identifier::new(context, "sym_name"),
                StringAttribute::new(context, name).into(),
            ),
            (
                Identifier::new(context, "function_type"),
                TypeAttribute::new(FunctionType::new(context, &types, &[]).into()).into(),
            ),
            (
                Identifier::new(context, "gpu.kernel"),
                Attribute::unit(context),
            ),
            (
                Identifier::new(context, "known_block_size"),
                DenseI32ArrayAttribute::new(context, &to_i32(launch.block)).into(),
            ),
        ];
        if let Some(grid) = launch.grid {
            attributes.push((
                Identifier::new(context, "known_grid_size"),
                DenseI32ArrayAttribute::new(context, &to_i32(grid)).into(),
            ));
        }
        let func = OperationBuilder::new("gpu.func", location)
            .add_attributes(&attributes)
            .add_regions([region])
            .build()
            .map_err(|e| kind(e.into()))?;
        let func = unit.append_operation(func);
        let entry = func
            .region(0)
            .ok()
            .and_then(|r| r.first_block())
            .ok_or_else(|| {
                kind(BuildErrorKind::Mlir {
                    what: "operation",
                    text: "gpu.func without a body".into(),
                })
            })?;
        let end = OperationBuilder::new("gpu.return", location)
            .build()
            .map_err(|e| kind(e.into()))?;
        let end = entry.append_operation(end);
        Ok(Kernel {
            body: Body::new(context, entry, end, unit, func, &self.current),
            params: params.iter().map(|(p, _)| (*p).clone()).collect(),
            entry,
            target: self.target,
        })
    }
}

/// A kernel being built: its parameters as typed handles, and (through
/// `Deref`) the [`Body`] that builds ops at the end of its entry block.
///
/// ```
/// use tile_compiler::builder::*;
/// use tile_compiler::{Session, Target};
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// let session = Session::new();
/// let m = ModuleBuilder::new(&session, "k", Target::parse("sm_90a")?)?;
/// let k = m.kernel(
///     "params",
///     &[KernelParam::MemRef(MemRefSpec::global(Element::F16, Shape::outermost_first([128, 64]))), KernelParam::I64],
///     LaunchBounds::threads(128).with_grid([4, 1, 1]),
/// )?;
/// let a = k.arg_memref(0)?;
/// assert_eq!(a.spec().to_mlir(), "memref<128x64xf16, 1>");
/// let n = k.arg_i64(1)?;
/// // Asking for the wrong kind, or a parameter that does not exist, is an error.
/// assert_eq!(k.arg_i32(1).err().map(|e| e.rule()), Some("builder-param"));
/// let e = k.arg_i64(2).err().ok_or("no error")?;
/// assert!(matches!(e.kind(), BuildErrorKind::NoParam { index: 2, count: 2 }));
/// assert_eq!(e.kernel(), Some("params"));
/// # let _ = n;
/// # Ok(()) }
/// ```
pub struct Kernel<'c, 'a> {
    body: Body<'c, 'a>,
    params: Vec<KernelParam>,
    entry: BlockRef<'c, 'a>,
    target: Target,
}

impl<'c, 'a> std::ops::Deref for Kernel<'c, 'a> {
    type Target = Body<'c, 'a>;

    fn deref(&self) -> &Body<'c, 'a> {
        &self.body
    }
}

macro_rules! scalar_param {
    ($(#[$doc:meta])* $method:ident, $variant:ident, $handle:ident, $what:literal) => {
        $(#[$doc])*
        pub fn $method(&self, index: usize) -> Result<$handle<'c, 'a>, BuildError> {
            match self.param(index)? {
                KernelParam::$variant => Ok($handle(self.argument(index)?)),
                other => Err(self.body.fail(BuildErrorKind::ParamKind {
                    index,
                    expected: $what,
                    actual: other.kind_name().to_string(),
                })),
            }
        }
    };
}

impl<'c, 'a> Kernel<'c, 'a> {
    /// The body builder (also reached through `Deref`).
    pub fn body(&self) -> &Body<'c, 'a> {
        &self.body
    }

    /// The target of the module it is in.
    pub fn target(&self) -> Target {
        self.target
    }

    /// The parameters, in order.
    pub fn params(&self) -> &[KernelParam] {
        &self.params
    }

    fn param(&self, index: usize) -> Result<&KernelParam, BuildError> {
        self.params.get(index).ok_or_else(|| {
            self.body.fail(BuildErrorKind::NoParam {
                index,
                count: self.params.len(),
            })
        })
    }

    fn argument(&self, index: usize) -> Result<melior::ir::Value<'c, 'a>, BuildError> {
        self.entry
            .argument(index)
            .map(Into::into)
            .map_err(|e| self.body.mlir(e))
    }

    /// Parameter `index`, which must be a tensor map.
    pub fn arg_tensor_map(&self, index: usize) -> Result<TensorMap<'c, 'a>, BuildError> {
        match self.param(index)? {
            KernelParam::TensorMap(spec) => Ok(TensorMap {
                value: self.argument(index)?,
                spec: spec.clone(),
            }),
            other => Err(self.body.fail(BuildErrorKind::ParamKind {
                index,
                expected: "a tensor map",
                actual: other.kind_name().to_string(),
            })),
        }
    }

    /// Parameter `index`, which must be a memref.
    pub fn arg_memref(&self, index: usize) -> Result<MemRef<'c, 'a>, BuildError> {
        match self.param(index)? {
            KernelParam::MemRef(spec) => Ok(MemRef {
                value: self.argument(index)?,
                spec: spec.clone(),
            }),
            other => Err(self.body.fail(BuildErrorKind::ParamKind {
                index,
                expected: "a memref",
                actual: other.kind_name().to_string(),
            })),
        }
    }

    scalar_param!(
        /// Parameter `index`, which must be an `index`.
        arg_index, Index, Index, "an index"
    );
    scalar_param!(
        /// Parameter `index`, which must be an `i32`.
        arg_i32, I32, I32, "an i32"
    );
    scalar_param!(
        /// Parameter `index`, which must be an `i64`.
        arg_i64, I64, I64, "an i64"
    );
    scalar_param!(
        /// Parameter `index`, which must be a global pointer.
        arg_ptr, GlobalPtr, GlobalPtr, "a global pointer"
    );
}
