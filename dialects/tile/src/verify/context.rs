//! State of one verification run: the resolved targets, the alignments of
//! `memref.global`s, and the findings collected so far.

use super::facts::{int_attr, op_name};
use super::target::{enclosing_gpu_module, gpu_module_targets, resolve_module_target};
use super::VerifyOptions;
use melior::ir::{
    attribute::StringAttribute,
    operation::{OperationLike, WalkOrder, WalkResult},
    Location, OperationRef,
};
use std::collections::HashMap;
use tile_rules::{Target, Violation};

/// One violation found at one op.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// The op's location as MLIR prints it (`loc("f.mlir":3:5)`).
    pub location: String,
    /// File, line and column of the location, when it has one.
    pub file_line_col: Option<(String, usize, usize)>,
    /// The op's name (`tile.load`).
    pub op_name: String,
    /// The rule broken and the bad value.
    pub violation: Violation,
}

impl Finding {
    /// The message as the driver prints it: `'tile.load' op [rule] text`.
    pub fn message(&self) -> String {
        format!("'{}' op {}", self.op_name, self.violation)
    }
}

/// The first file/line/column inside `location` (through names, call
/// sites and fused locations).
pub fn file_line_col(location: Location<'_>) -> Option<(String, usize, usize)> {
    if location.is_file_line_col_range() {
        let file = location.file_line_col_range_filename();
        let file = file.as_string_ref().as_str().ok()?.to_string();
        return Some((
            file,
            location.file_line_col_range_start_line(),
            location.file_line_col_range_start_column(),
        ));
    }
    if location.is_name() {
        return file_line_col(location.name_child_location());
    }
    if location.is_call_site() {
        return file_line_col(location.call_site_callee());
    }
    if location.is_fused() {
        return (0..location.fused_num_locations())
            .find_map(|i| file_line_col(location.fused_location(i)));
    }
    None
}

/// The NVVM chips of a `gpu.module`'s targets.
fn gpu_module_chips_of(module: OperationRef<'_, '_>) -> Vec<String> {
    gpu_module_targets(module)
        .map(|t| t.nvvm_chips)
        .unwrap_or_default()
}

pub(crate) struct VerifyContext {
    cli_target: Option<Target>,
    module_target: Option<Target>,
    globals: HashMap<String, u64>,
    findings: Vec<Finding>,
    /// [`VerifyContext::targets_for`] per enclosing `gpu.module` (by raw
    /// pointer; 0: none): reading a module's targets prints its attribute.
    targets: HashMap<usize, Vec<Target>>,
}

impl VerifyContext {
    pub(crate) fn new(top: OperationRef<'_, '_>, options: &VerifyOptions) -> Self {
        let mut globals = HashMap::new();
        top.walk(WalkOrder::PreOrder, |op| {
            if crate::access::name_of(&op) == "memref.global" {
                let name = op
                    .attribute("sym_name")
                    .ok()
                    .and_then(|a| StringAttribute::try_from(a).ok())
                    .map(|s| s.value().to_string());
                if let (Some(name), Some(align)) = (name, int_attr(&op, "alignment")) {
                    globals.insert(name, align as u64);
                }
            }
            WalkResult::Advance
        });
        Self {
            cli_target: options.target,
            module_target: None,
            globals,
            findings: Vec::new(),
            targets: HashMap::new(),
        }
    }

    /// Reads `tile.target` on the top module; a bad value is a finding.
    pub(crate) fn check_module_attributes(&mut self, top: OperationRef<'_, '_>) {
        match resolve_module_target(top) {
            Some(Ok(t)) => self.module_target = Some(t),
            Some(Err(e)) => self.report(
                &top,
                Violation::error("target-attribute", format!("tile.target: {e}")),
            ),
            None => {}
        }
    }

    /// The targets `op` is checked for: the command line's, else every
    /// valid NVVM chip of the enclosing `gpu.module` (the kernel is compiled
    /// for each), else the module's `tile.target`, else sm_90a. Never empty;
    /// an invalid chip is reported on its `gpu.module`.
    pub(crate) fn targets_for(&mut self, op: &OperationRef<'_, '_>) -> Vec<Target> {
        if let Some(t) = self.cli_target {
            return vec![t];
        }
        let module = enclosing_gpu_module(*op);
        let key = module.map_or(0, |m| m.to_raw().ptr as usize);
        if let Some(targets) = self.targets.get(&key) {
            return targets.clone();
        }
        let mut targets: Vec<Target> = Vec::new();
        for t in module
            .map(gpu_module_chips_of)
            .unwrap_or_default()
            .iter()
            .filter_map(|c| Target::parse(c).ok())
        {
            if !targets.contains(&t) {
                targets.push(t);
            }
        }
        if targets.is_empty() {
            targets.push(self.module_target.unwrap_or(Target::DEFAULT));
        }
        self.targets.insert(key, targets.clone());
        targets
    }

    /// Whether the command line fixes the target (gpu.module targets are
    /// then not consulted).
    pub(crate) fn has_cli_target(&self) -> bool {
        self.cli_target.is_some()
    }

    /// The alignment of the `memref.global` named `name`, if it has one.
    pub(crate) fn global_alignment(&self, name: &str) -> Option<u64> {
        self.globals.get(name).copied()
    }

    /// Records `violation` at `op`.
    pub(crate) fn report(&mut self, op: &OperationRef<'_, '_>, violation: Violation) {
        self.findings.push(Finding {
            location: op.location().to_string(),
            file_line_col: file_line_col(op.location()),
            op_name: op_name(op),
            violation,
        });
    }

    /// Records every violation in `found` at `op`.
    pub(crate) fn report_all(&mut self, op: &OperationRef<'_, '_>, found: Vec<Violation>) {
        for v in found {
            self.report(op, v);
        }
    }

    pub(crate) fn into_findings(self) -> Vec<Finding> {
        self.findings
    }
}
