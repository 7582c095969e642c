//! Which target an op is verified for: the command line, else the nearest
//! enclosing `gpu.module`'s `#nvvm.target<chip = "...">`, else the top
//! module's `tile.target` attribute, else sm_90a.

use super::facts::op_name;
use melior::ir::{attribute::StringAttribute, operation::OperationLike, OperationRef};
use tile_rules::{target::TargetError, Target};

/// Where a target came from (for messages).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TargetSource {
    /// `--target` on the command line.
    CommandLine,
    /// A `gpu.module`'s NVVM target attribute.
    GpuModule,
    /// The `tile.target` module attribute.
    ModuleAttribute,
    /// Nothing said; sm_90a.
    Default,
}

/// The `tile.target` attribute of the top module, parsed.
pub fn resolve_module_target(top: OperationRef<'_, '_>) -> Option<Result<Target, TargetError>> {
    let attr = top.attribute("tile.target").ok()?;
    let text = StringAttribute::try_from(attr)
        .map(|s| s.value().to_string())
        .unwrap_or_else(|_| attr.to_string());
    Some(Target::parse(&text))
}

/// The chip named by the closest enclosing `gpu.module`'s targets.
pub fn gpu_module_chip(op: OperationRef<'_, '_>) -> Option<String> {
    let mut current = op.parent_operation();
    while let Some(parent) = current {
        if op_name(&parent) == "gpu.module" {
            let targets = parent.attribute("targets").ok()?.to_string();
            let at = targets.find("chip = \"")? + "chip = \"".len();
            let rest = &targets[at..];
            return Some(rest[..rest.find('"')?].to_string());
        }
        current = parent.parent_operation();
    }
    None
}
