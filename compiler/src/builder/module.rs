//! [`ModuleBuilder`]: a module for one target holding one `gpu.module`,
//! and its kernels ([`Kernel`]).

use super::body::{mlir_type, Body};
use super::error::{check_name, BuildError};
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
}

impl<'c> ModuleBuilder<'c> {
    /// A module for `target` whose `gpu.module` is `@unit`; both are
    /// located at the caller's line.
    #[track_caller]
    pub fn new(session: &'c Session, unit: &str, target: Target) -> Result<Self, BuildError> {
        check_name(unit)?;
        let context = session.context();
        let caller = std::panic::Location::caller();
        let location = Location::new(
            context,
            caller.file(),
            caller.line() as usize,
            caller.column() as usize,
        );
        let mut module = Module::new(location);
        {
            let mut top = module.as_operation_mut();
            top.set_attribute("gpu.container_module", Attribute::unit(context));
            top.set_attribute(
                "tile.target",
                StringAttribute::new(context, &target.to_string()).into(),
            );
        }
        let chip = format!("#nvvm.target<chip = \"{target}\">");
        let nvvm_target = Attribute::parse(context, &chip).ok_or(BuildError::Mlir {
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
        })
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
    fn unit_block(&self) -> Result<BlockRef<'c, '_>, BuildError> {
        self.module
            .body()
            .first_operation()
            .and_then(|unit| unit.region(0).ok())
            .and_then(|region| region.first_block())
            .ok_or(BuildError::Mlir {
                what: "operation",
                text: "the module has no gpu.module body".into(),
            })
    }

    /// Adds kernel `name` (a `gpu.func ... kernel` with `known_block_size`
    /// and, when given, `known_grid_size`) taking `params` in order; its
    /// body ends with `gpu.return`, and every op built through the returned
    /// [`Kernel`] goes before it.
    #[track_caller]
    pub fn kernel(
        &self,
        name: &str,
        params: &[KernelParam],
        launch: LaunchBounds,
    ) -> Result<Kernel<'c, '_>, BuildError> {
        check_name(name)?;
        launch.check()?;
        let context = self.context;
        let caller = std::panic::Location::caller();
        let location = Location::new(
            context,
            caller.file(),
            caller.line() as usize,
            caller.column() as usize,
        );
        let unit = self.unit_block()?;
        let mut existing = unit.first_operation();
        while let Some(op) = existing {
            let same = op
                .attribute("sym_name")
                .ok()
                .and_then(|a| StringAttribute::try_from(a).ok())
                .is_some_and(|s| s.value() == name);
            if same {
                return Err(BuildError::Duplicate {
                    what: "kernel",
                    name: name.to_string(),
                    detail: String::new(),
                });
            }
            existing = op.next_in_block();
        }
        let mut types = Vec::with_capacity(params.len());
        for param in params {
            if let KernelParam::TensorMap(spec) = param {
                spec.check()?;
            }
            types.push(mlir_type(context, &param.to_mlir())?);
        }
        let arguments: Vec<_> = types.iter().map(|t| (*t, location)).collect();
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
            .build()?;
        let func = unit.append_operation(func);
        let entry = func
            .region(0)
            .ok()
            .and_then(|r| r.first_block())
            .ok_or(BuildError::Mlir {
                what: "operation",
                text: "gpu.func without a body".into(),
            })?;
        let end = entry.append_operation(OperationBuilder::new("gpu.return", location).build()?);
        Ok(Kernel {
            body: Body::new(context, entry, end, unit),
            params: params.to_vec(),
            entry,
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
///     &[KernelParam::MemRef(MemRefSpec::global(Element::F16, &[128, 64])), KernelParam::I64],
///     LaunchBounds::threads(128).with_grid([4, 1, 1]),
/// )?;
/// let a = k.arg_memref(0)?;
/// assert_eq!(a.spec().to_mlir(), "memref<128x64xf16, 1>");
/// let n = k.arg_i64(1)?;
/// // Asking for the wrong kind, or a parameter that does not exist, is an error.
/// assert_eq!(k.arg_i32(1).err().map(|e| e.rule()), Some("builder-param"));
/// assert!(matches!(k.arg_i64(2), Err(BuildError::NoParam { index: 2, count: 2 })));
/// # let _ = n;
/// # Ok(()) }
/// ```
pub struct Kernel<'c, 'a> {
    body: Body<'c, 'a>,
    params: Vec<KernelParam>,
    entry: BlockRef<'c, 'a>,
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
                other => Err(BuildError::ParamKind {
                    index,
                    expected: $what,
                    actual: other.kind_name().to_string(),
                }),
            }
        }
    };
}

impl<'c, 'a> Kernel<'c, 'a> {
    /// The body builder (also reached through `Deref`).
    pub fn body(&self) -> &Body<'c, 'a> {
        &self.body
    }

    /// The parameters, in order.
    pub fn params(&self) -> &[KernelParam] {
        &self.params
    }

    fn param(&self, index: usize) -> Result<&KernelParam, BuildError> {
        self.params.get(index).ok_or(BuildError::NoParam {
            index,
            count: self.params.len(),
        })
    }

    fn argument(&self, index: usize) -> Result<melior::ir::Value<'c, 'a>, BuildError> {
        self.entry
            .argument(index)
            .map(Into::into)
            .map_err(BuildError::from)
    }

    /// Parameter `index`, which must be a tensor map.
    pub fn arg_tensor_map(&self, index: usize) -> Result<TensorMap<'c, 'a>, BuildError> {
        match self.param(index)? {
            KernelParam::TensorMap(spec) => Ok(TensorMap {
                value: self.argument(index)?,
                spec: spec.clone(),
            }),
            other => Err(BuildError::ParamKind {
                index,
                expected: "a tensor map",
                actual: other.kind_name().to_string(),
            }),
        }
    }

    /// Parameter `index`, which must be a memref.
    pub fn arg_memref(&self, index: usize) -> Result<MemRef<'c, 'a>, BuildError> {
        match self.param(index)? {
            KernelParam::MemRef(spec) => Ok(MemRef {
                value: self.argument(index)?,
                spec: spec.clone(),
            }),
            other => Err(BuildError::ParamKind {
                index,
                expected: "a memref",
                actual: other.kind_name().to_string(),
            }),
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
