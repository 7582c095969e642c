//! Which ops are translated, and the target and PTX version of each.

use super::OutputError;
use melior::ir::{operation::OperationLike, BlockLike, OperationRef, RegionLike};
use tile_dialect::verify::facts::op_name;
use tile_rules::{PtxVersion, Target};

/// The attribute that raises a unit's PTX ISA version (`"8.6"`).
const PTX_VERSION_ATTR: &str = "tile.ptx_version";
/// The top module's target attribute (`"sm_90a"`).
const TARGET_ATTR: &str = "tile.target";

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

/// A name for messages and output headers: `gpu.module @kernels`,
/// `builtin.module @m`, or `builtin.module`.
pub fn unit_name(op: OperationRef<'_, '_>) -> String {
    let name = op_name(&op);
    match tile_dialect::strings::symbol_name(&op) {
        Some(sym) => format!("{name} @{sym}"),
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

/// Parses a PTX ISA version, `"major.minor"` (`"8.3"`).
pub fn parse_ptx_version(text: &str) -> Result<PtxVersion, OutputError> {
    let bad = || OutputError::PtxVersion(text.to_string());
    let (major, minor) = text.split_once('.').ok_or_else(bad)?;
    let number = |s: &str| -> Result<u32, OutputError> {
        if s.is_empty() || !s.chars().all(|c| c.is_ascii_digit()) {
            return Err(bad());
        }
        s.parse().map_err(|_| bad())
    };
    Ok(PtxVersion::new(number(major)?, number(minor)?))
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

/// The PTX ISA version to compile a unit with: the highest of
/// `target.min_ptx()` and the `tile.ptx_version` attributes on `op` (a
/// `gpu.module`) and on the top module. Malformed attributes are ignored
/// here; [`checked_module_ptx_version`] reports them.
pub fn module_ptx_version(op: OperationRef<'_, '_>, target: Target) -> PtxVersion {
    ptx_version_attrs(op)
        .into_iter()
        .filter_map(Result::ok)
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
        .try_fold(target.min_ptx(), |max, v| Ok(max.max(v?)))
}
