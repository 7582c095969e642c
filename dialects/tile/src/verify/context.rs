//! State of one verification run: the target override and the findings
//! collected so far. Everything else (module target, enclosing gpu.module,
//! visible globals) is read from each op's ancestors, so one op can be
//! checked alone (MLIR's op verifier) or a whole module walked.

use super::facts::op_name;
use super::target::{
    gpu_module_chips, parse_target_attribute, resolve_module_target, target_attribute_violation,
    TARGET_ATTRIBUTE,
};
use super::VerifyOptions;
use melior::ir::{operation::OperationLike, Location, OperationRef};
use mlir_sys::MlirLocation;
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
        return Some((
            crate::strings::location_file(location),
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

pub(crate) struct VerifyContext {
    cli_target: Option<Target>,
    findings: Vec<(Finding, MlirLocation)>,
}

impl VerifyContext {
    pub(crate) fn new(options: &VerifyOptions) -> Self {
        Self {
            cli_target: options.target,
            findings: Vec::new(),
        }
    }

    /// Reads `tile.target` at or above `top`; a bad value is a finding on
    /// the op that carries it.
    pub(crate) fn check_module_attributes(&mut self, top: OperationRef<'_, '_>) {
        let mut holder = Some(top);
        while let Some(op) = holder {
            if let Ok(attr) = op.attribute(TARGET_ATTRIBUTE) {
                if let Err(e) = parse_target_attribute(attr) {
                    self.report(&op, target_attribute_violation(&e));
                }
                return;
            }
            holder = op.parent_operation();
        }
    }

    /// The targets `op` is checked for: the command line's, else every
    /// valid NVVM chip of the enclosing `gpu.module` (the kernel is compiled
    /// for each), else the nearest `tile.target` above it, else sm_90a.
    /// Never empty; an invalid chip is reported on its `gpu.module`.
    pub(crate) fn targets_for(&self, op: &OperationRef<'_, '_>) -> Vec<Target> {
        if let Some(t) = self.cli_target {
            return vec![t];
        }
        let mut targets: Vec<Target> = Vec::new();
        for t in gpu_module_chips(*op)
            .iter()
            .filter_map(|c| Target::parse(c).ok())
        {
            if !targets.contains(&t) {
                targets.push(t);
            }
        }
        if targets.is_empty() {
            let module_target = resolve_module_target(*op).and_then(Result::ok);
            targets.push(module_target.unwrap_or(Target::DEFAULT));
        }
        targets
    }

    /// Whether the command line fixes the target (gpu.module targets are
    /// then not consulted).
    pub(crate) fn has_cli_target(&self) -> bool {
        self.cli_target.is_some()
    }

    /// Records `violation` at `op`.
    pub(crate) fn report(&mut self, op: &OperationRef<'_, '_>, violation: Violation) {
        self.findings.push((
            Finding {
                location: op.location().to_string(),
                file_line_col: file_line_col(op.location()),
                op_name: op_name(op),
                violation,
            },
            op.location().to_raw(),
        ));
    }

    /// Records every violation in `found` at `op`.
    pub(crate) fn report_all(&mut self, op: &OperationRef<'_, '_>, found: Vec<Violation>) {
        for v in found {
            self.report(op, v);
        }
    }

    pub(crate) fn into_findings(self) -> Vec<Finding> {
        self.findings.into_iter().map(|(f, _)| f).collect()
    }

    /// The findings with the location of the op each was reported at.
    pub(crate) fn into_located(self) -> Vec<(Finding, MlirLocation)> {
        self.findings
    }
}
