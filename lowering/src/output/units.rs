//! Which ops are translated, and the target and PTX version of each.

use super::OutputError;
use melior::ir::{operation::OperationLike, BlockLike, OperationRef, RegionLike};
use tile_dialect::verify::{facts::op_name, module};
use tile_rules::Diagnostic;
use tile_rules::{params, PtxVersion, Target};

/// The attribute that raises a unit's PTX ISA version (`"8.6"`).
const PTX_VERSION_ATTR: &str = module::PTX_VERSION_ATTR;
/// The top module's target attribute (`"sm_90a"`).
const TARGET_ATTR: &str = tile_dialect::verify::TARGET_ATTRIBUTE;

fn string_attribute(op: &OperationRef<'_, '_>, name: &str) -> Option<String> {
    tile_dialect::strings::string_or_printed_attribute(op, name)
}

/// The outermost op enclosing `op` (`op` itself when it has no parent).
fn top_op<'c, 'a>(op: OperationRef<'c, 'a>) -> OperationRef<'c, 'a> {
    let mut top = op;
    while let Some(parent) = top.parent_operation() {
        top = parent;
    }
    top
}

/// Every `gpu.module` op in `module` (`module` itself if it is one; nested
/// `gpu.module`s are not searched inside another). When there is none but
/// `module`'s body is non-empty and holds only `llvm.*` ops, `module` itself
/// is the one unit to translate. An empty result means there is nothing
/// that can be translated.
pub fn gpu_modules<'c, 'a>(module: OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut found = Vec::new();
    collect_gpu_modules(module, &mut found);
    if found.is_empty() && body_is_llvm(module) {
        found.push(module);
    }
    found
}

/// Pre-order search that does not descend into a `gpu.module`.
fn collect_gpu_modules<'c, 'a>(op: OperationRef<'c, 'a>, found: &mut Vec<OperationRef<'c, 'a>>) {
    if op_name(&op) == "gpu.module" {
        found.push(op);
        return;
    }
    for region in op.regions() {
        let mut block = region.first_block();
        while let Some(b) = block {
            let mut inner = b.first_operation();
            while let Some(o) = inner {
                collect_gpu_modules(o, found);
                inner = o.next_in_block();
            }
            block = b.next_in_region();
        }
    }
}

/// Whether `op`'s single block is non-empty and holds only `llvm.*` ops.
fn body_is_llvm(op: OperationRef<'_, '_>) -> bool {
    let Some(block) = op.first_region().and_then(|r| r.first_block()) else {
        return false;
    };
    let mut current = block.first_operation();
    let mut any = false;
    while let Some(inner) = current {
        if !op_name(&inner).starts_with("llvm.") {
            return false;
        }
        any = true;
        current = inner.next_in_block();
    }
    any
}

/// Whether `op` is a `gpu.module` (not a `builtin.module` translated as a
/// unit).
pub fn is_gpu_module(op: OperationRef<'_, '_>) -> bool {
    tile_dialect::strings::op_name_is(&op, "gpu.module")
}

/// The module-level ops of the LLVM dialect: what the body of a unit may
/// hold for the translation to LLVM IR.
const MODULE_LEVEL_OPS: &[&str] = &[
    "llvm.func",
    "llvm.mlir.global",
    "llvm.mlir.global_ctors",
    "llvm.mlir.global_dtors",
    "llvm.mlir.alias",
    "llvm.mlir.ifunc",
    "llvm.comdat",
    "llvm.module_flags",
    "llvm.linker_options",
    "llvm.dependent_libraries",
];

/// Every op directly in `unit`'s body that has no module-level translation
/// (a lowered tile op left there crashed MLIR's translation): its location
/// and a `not-lowered` message; and, in a `builtin.module` translated as a
/// unit, every function or global whose name is not a PTX identifier
/// (`symbol-name`, as the verifier checks the ones of a `gpu.module`: each
/// is written into the PTX under its name, and ptxas refused `@"1k"`).
pub fn untranslatable_top_level_ops(unit: OperationRef<'_, '_>) -> Vec<Diagnostic> {
    let mut found = Vec::new();
    let Some(block) = unit.first_region().and_then(|r| r.first_block()) else {
        return found;
    };
    let mut current = block.first_operation();
    while let Some(op) = current {
        let name = op_name(&op);
        if !is_gpu_module(unit) {
            if let Some(v) = tile_dialect::strings::symbol_name(&op)
                .and_then(|symbol| tile_rules::symbol::check_ptx_symbol(&name, &symbol))
            {
                found.push(v.at(tile_dialect::verify::file_line_col(op.location()), &name));
            }
            device_type_findings(op, &mut found);
        }
        if !MODULE_LEVEL_OPS.contains(&name.as_str()) {
            found.push(Diagnostic::error(
                tile_dialect::verify::file_line_col(op.location()),
                format!(
                    "'{name}' op [not-lowered] cannot be translated to LLVM IR directly in the body \
                     of {}: only LLVM dialect functions and globals can be there (run the \
                     lowering pipeline first)",
                    unit_name(unit)
                ),
            ));
        }
        current = op.next_in_block();
    }
    found
}

/// The device type rules (`tile_dialect::verify::device_type_violations`)
/// on `top` and every op inside it: the first violation of each op, at the
/// op.
fn device_type_findings(top: OperationRef<'_, '_>, found: &mut Vec<Diagnostic>) {
    tile_dialect::walk::preorder(top, |op| {
        if let Some(v) = tile_dialect::verify::device_type_violations(&op)
            .into_iter()
            .next()
        {
            found.push(v.at(
                tile_dialect::verify::file_line_col(op.location()),
                &op_name(&op),
            ));
        }
        melior::ir::operation::WalkResult::Advance
    });
}

/// A name for messages and output headers: `gpu.module @kernels`,
/// `builtin.module @m`, or `builtin.module`. The symbol is escaped
/// ([`tile_rules::symbol::escape_for_comment`]: `gpu.module @"\00"` is
/// `gpu.module @\00`), so that the `// gpu.module @name` line before a
/// unit's PTX is one comment line of printable ASCII.
pub fn unit_name(op: OperationRef<'_, '_>) -> String {
    let name = op_name(&op);
    match tile_dialect::strings::symbol_name(&op) {
        // Written into the output's comment line before the unit's text.
        Some(sym) => format!("{name} @{}", tile_rules::symbol::escape_for_comment(&sym)),
        None => name,
    }
}

/// The chip of the first `#nvvm.target` in a `gpu.module`'s `targets`, if
/// that target names one (without `chip`, NVVM's default is not a target
/// this compiler supports, so it counts as unspecified).
fn nvvm_chip(op: &OperationRef<'_, '_>) -> Option<String> {
    let targets = op.attribute("targets").ok()?.to_string();
    let target = targets.split("#nvvm.target").nth(1)?;
    let target = target.split('#').next()?;
    let at = target.find("chip = \"")? + "chip = \"".len();
    let rest = &target[at..];
    Some(rest[..rest.find('"')?].to_string())
}

/// The target a unit names: the `gpu.module`'s `#nvvm.target<chip = ...>`,
/// else the top module's `tile.target` string attribute, else `None`. A
/// name that is not a supported target is an error.
pub fn module_target(op: OperationRef<'_, '_>) -> Result<Option<Target>, OutputError> {
    if let Some(chip) = nvvm_chip(&op) {
        return Target::parse(&chip)
            .map(Some)
            .map_err(|source| OutputError::Target {
                unit: format!("#nvvm.target of {}", unit_name(op)),
                source,
            });
    }
    match string_attribute(&top_op(op), TARGET_ATTR) {
        Some(text) => Target::parse(&text)
            .map(Some)
            .map_err(|source| OutputError::Target {
                unit: TARGET_ATTR.to_string(),
                source,
            }),
        None => Ok(None),
    }
}

/// Parses a PTX ISA version, `"major.minor"` (`"8.3"`), one the output
/// can be written in ([`tile_rules::target::KNOWN_PTX_VERSIONS`]).
pub fn parse_ptx_version(text: &str) -> Result<PtxVersion, OutputError> {
    PtxVersion::parse(text).map_err(OutputError::PtxVersion)
}

/// The `tile.ptx_version` values on `op` and on the top module, parsed.
fn ptx_version_attrs(op: OperationRef<'_, '_>) -> Vec<Result<PtxVersion, OutputError>> {
    let top = top_op(op);
    let mut ops = vec![op];
    if top != op {
        ops.push(top);
    }
    ops.iter()
        .filter_map(|o| string_attribute(o, PTX_VERSION_ATTR))
        .map(|text| parse_ptx_version(&text))
        .collect()
}

/// The lowest PTX ISA version the kernels of a unit need for their
/// parameters: 8.1 when one takes more than 4352 bytes (ptxas refuses that
/// before 8.1), else none.
fn param_space_ptx(op: OperationRef<'_, '_>) -> Option<PtxVersion> {
    let block = op.first_region().and_then(|r| r.first_block())?;
    let mut current = block.first_operation();
    while let Some(inner) = current {
        if module::is_kernel(&inner)
            && module::kernel_param_bytes(&inner) > params::MAX_PARAM_BYTES_BEFORE_PTX81
        {
            return Some(params::LARGE_PARAMS_PTX);
        }
        current = inner.next_in_block();
    }
    None
}

/// The PTX ISA version to compile a unit with: the highest of
/// `target.min_ptx()`, what its kernels' parameters need (8.1 above 4352
/// bytes) and the `tile.ptx_version` attributes on `op` (a `gpu.module`)
/// and on the top module. Malformed attributes are ignored here;
/// [`checked_module_ptx_version`] reports them.
pub fn module_ptx_version(op: OperationRef<'_, '_>, target: Target) -> PtxVersion {
    ptx_version_attrs(op)
        .into_iter()
        .filter_map(Result::ok)
        .chain(param_space_ptx(op))
        .fold(target.min_ptx(), Ord::max)
}

/// As [`module_ptx_version`], but a malformed `tile.ptx_version` is an
/// error.
pub fn checked_module_ptx_version(
    op: OperationRef<'_, '_>,
    target: Target,
) -> Result<PtxVersion, OutputError> {
    ptx_version_attrs(op)
        .into_iter()
        .chain(param_space_ptx(op).map(Ok))
        .try_fold(target.min_ptx(), |max, v| Ok(max.max(v?)))
}
