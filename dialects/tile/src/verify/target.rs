//! Which targets an op is verified for: the command line, else every
//! `#nvvm.target<chip = "...">` of the nearest enclosing `gpu.module` (a
//! kernel is compiled for each), else the top module's `tile.target`
//! attribute, else sm_90a.

use melior::ir::{attribute::ArrayAttribute, operation::OperationLike, Attribute, OperationRef};
use tile_rules::{target::TargetError, Target, Violation};

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
    // The nearest op at or above `top` that carries `tile.target` (a nested
    // pass runs on a function, but the module above it names the target).
    let mut holder = Some(top);
    while let Some(op) = holder {
        if op.attribute(TARGET_ATTRIBUTE).is_ok() {
            break;
        }
        holder = op.parent_operation();
    }
    let attr = holder?.attribute(TARGET_ATTRIBUTE).ok()?;
    Some(parse_target_attribute(attr))
}

/// The name of the discardable attribute that names the target.
pub const TARGET_ATTRIBUTE: &str = "tile.target";

/// The target a `tile.target` attribute value names (a string, `"sm_90a"`;
/// any other attribute is parsed as printed, so `90` names its bad value).
pub fn parse_target_attribute(attr: Attribute<'_>) -> Result<Target, TargetError> {
    let text = crate::strings::string_value(attr).unwrap_or_else(|| attr.to_string());
    Target::parse(&text)
}

/// The `target-attribute` violation of a bad `tile.target` value.
pub fn target_attribute_violation(error: &TargetError) -> Violation {
    Violation::error("target-attribute", format!("{TARGET_ATTRIBUTE}: {error}"))
}

/// The chip MLIR's `#nvvm.target` means when it names none.
pub const NVVM_DEFAULT_CHIP: &str = "sm_50";

/// The targets of a `gpu.module`, split into the chips of its NVVM targets
/// (`#nvvm.target` without a chip is MLIR's default, sm_50) and the text of
/// every other target attribute (`#rocdl.target<...>`, ...).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GpuModuleTargets {
    /// Chips of the `#nvvm.target`s, in order.
    pub nvvm_chips: Vec<String>,
    /// Other target attributes, as printed.
    pub others: Vec<String>,
}

/// The targets of `module` (a `gpu.module`); `None` when it has none.
pub fn gpu_module_targets(module: OperationRef<'_, '_>) -> Option<GpuModuleTargets> {
    let attr = module.attribute("targets").ok()?;
    let array = ArrayAttribute::try_from(attr).ok()?;
    let mut out = GpuModuleTargets::default();
    for i in 0..array.len() {
        let Ok(element) = array.element(i) else {
            continue;
        };
        let text = element.to_string();
        if text.starts_with("#nvvm.target") {
            out.nvvm_chips
                .push(nvvm_chip(&text).unwrap_or(NVVM_DEFAULT_CHIP).to_string());
        } else {
            out.others.push(text);
        }
    }
    (!out.nvvm_chips.is_empty() || !out.others.is_empty()).then_some(out)
}

/// The `chip = "..."` of a printed `#nvvm.target<...>`.
fn nvvm_chip(text: &str) -> Option<&str> {
    let at = text.find("chip = \"")? + "chip = \"".len();
    let rest = &text[at..];
    Some(&rest[..rest.find('"')?])
}

/// The closest `gpu.module` enclosing `op`.
pub fn enclosing_gpu_module<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let mut current = op.parent_operation();
    while let Some(parent) = current {
        if crate::strings::op_name_is(&parent, "gpu.module") {
            return Some(parent);
        }
        current = parent.parent_operation();
    }
    None
}

/// The chips of the NVVM targets of the closest enclosing `gpu.module`.
pub fn gpu_module_chips(op: OperationRef<'_, '_>) -> Vec<String> {
    enclosing_gpu_module(op)
        .and_then(gpu_module_targets)
        .map(|t| t.nvvm_chips)
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_nvvm_chips() {
        assert_eq!(
            nvvm_chip(r#"#nvvm.target<O = 3, chip = "sm_90a">"#),
            Some("sm_90a")
        );
        assert_eq!(nvvm_chip("#nvvm.target"), None);
    }
}
