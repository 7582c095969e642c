//! State of one verification run: the resolved targets, the alignments of
//! `memref.global`s, and the findings collected so far.

use super::facts::{int_attr, op_name};
use super::target::{gpu_module_chip, resolve_module_target};
use super::VerifyOptions;
use melior::ir::{
    attribute::StringAttribute,
    operation::{OperationLike, WalkOrder, WalkResult},
    Module, OperationRef,
};
use std::collections::HashMap;
use tile_rules::{Target, Violation};

/// One violation found at one op.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// The op's location as MLIR prints it (`loc("f.mlir":3:5)`).
    pub location: String,
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

pub(crate) struct VerifyContext {
    cli_target: Option<Target>,
    module_target: Option<Target>,
    globals: HashMap<String, u64>,
    findings: Vec<Finding>,
}

impl VerifyContext {
    pub(crate) fn new(module: &Module<'_>, options: &VerifyOptions) -> Self {
        let mut globals = HashMap::new();
        module
            .as_operation()
            .walk(WalkOrder::PreOrder, |op| {
                if op_name(&op) == "memref.global" {
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

    /// The target `op` is checked for.
    pub(crate) fn target_for(&self, op: &OperationRef<'_, '_>) -> Target {
        if let Some(t) = self.cli_target {
            return t;
        }
        if let Some(t) = gpu_module_chip(*op).and_then(|c| Target::parse(&c).ok()) {
            return t;
        }
        self.module_target.unwrap_or(Target::DEFAULT)
    }

    /// The alignment of the `memref.global` named `name`, if it has one.
    pub(crate) fn global_alignment(&self, name: &str) -> Option<u64> {
        self.globals.get(name).copied()
    }

    /// Records `violation` at `op`.
    pub(crate) fn report(&mut self, op: &OperationRef<'_, '_>, violation: Violation) {
        self.findings.push(Finding {
            location: op.location().to_string(),
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
