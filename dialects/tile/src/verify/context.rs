//! State of one verification run: the target override, the findings
//! collected so far, and what the run reads once (targets, the globals'
//! alignments, the facts of the ops around each block). Everything else is
//! read from each op, so one op can be checked alone (MLIR's op verifier)
//! or a whole module walked.

use super::ancestry::{op_at, Ancestry, Around};
use super::facts::{op_name, scan_global_alignment, GlobalIndex, Scan, SCAN_BUDGET};
use super::target::{
    gpu_module_targets, parse_target_attribute, target_attribute_violation, TARGET_ATTRIBUTE,
};
use super::VerifyOptions;
use melior::ir::{operation::OperationLike, Location, OperationRef};
use mlir_sys::MlirLocation;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::Arc;
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

    /// The finding as the diagnostic every layer shares: at its place, its
    /// rule the violation's, [`Finding::message`] its message.
    pub fn to_diagnostic(&self) -> tile_rules::Diagnostic {
        self.violation.at(self.file_line_col.clone(), &self.op_name)
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

/// The NVVM chips of a `gpu.module`'s targets.
fn gpu_module_chips_of(module: OperationRef<'_, '_>) -> Vec<String> {
    gpu_module_targets(module)
        .map(|t| t.nvvm_chips)
        .unwrap_or_default()
}

pub(crate) struct VerifyContext {
    cli_target: Option<Target>,
    findings: Vec<(Finding, MlirLocation)>,
    /// [`VerifyContext::targets_for`] per enclosing `gpu.module` (by raw
    /// pointer; 0: none): reading a module's targets reads its attribute.
    targets: RefCell<HashMap<usize, Vec<Target>>>,
    /// The globals' alignments read in this run, each symbol table once,
    /// and the facts of the ops around each block met (its ancestry).
    globals: Rc<GlobalIndex>,
    reads: GlobalReads,
    /// A check inside another run's (`super::owed`): it reports no scope.
    nested: bool,
}

/// How the checks of a run read the alignment of the `memref.global` an
/// address comes from (`memref.get_global`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum GlobalReads {
    /// Read it.
    Resolve,
    /// For an op inside a scope, read it only when it is among the first
    /// [`SCAN_BUDGET`] ops of its symbol table, else leave it unknown: the
    /// check of the scope reports what reading it adds (`super::owed`),
    /// for all of the scope's ops with one read of each table. MLIR's hook
    /// checks one op per call and has nowhere to keep what it read between
    /// calls that a change of the IR could not make stale; a whole scan of
    /// the table per op made N slot ops and N globals quadratic.
    DeferInScopes,
}

impl VerifyContext {
    /// A run over a whole module ([`super::verify_operation`]): every read
    /// resolved.
    pub(crate) fn new(options: &VerifyOptions) -> Self {
        Self::with_reads(options.target, GlobalReads::Resolve, Rc::default(), false)
    }

    /// A check of `op` by MLIR's hook: globals of ops inside a scope are
    /// left to the scope's check. It reads the ops around each block through
    /// the ancestry its context shares during a verifier run a driver
    /// announced ([`super::with_ancestry_cache`]), else through its own.
    pub(crate) fn for_hook(options: &VerifyOptions, op: &OperationRef<'_, '_>) -> Self {
        // SAFETY: the op is live, so is its context (and its state).
        let shared =
            unsafe { crate::context_state::of_raw(mlir_sys::mlirOperationGetContext(op.to_raw())) }
                .and_then(|state| state.ancestry());
        let ancestry = shared.unwrap_or_else(|| Arc::new(Ancestry::new()));
        Self::with_reads(
            options.target,
            GlobalReads::DeferInScopes,
            Rc::new(GlobalIndex::with_ancestry(ancestry)),
            false,
        )
    }

    /// A check of one op inside this one's (it reports no scope), reading
    /// globals as `reads` says, through this run's index.
    pub(crate) fn nested(&self, reads: GlobalReads) -> Self {
        Self::with_reads(self.cli_target, reads, self.globals.clone(), true)
    }

    fn with_reads(
        cli_target: Option<Target>,
        reads: GlobalReads,
        globals: Rc<GlobalIndex>,
        nested: bool,
    ) -> Self {
        Self {
            cli_target,
            findings: Vec::new(),
            targets: RefCell::new(HashMap::new()),
            globals,
            reads,
            nested,
        }
    }

    /// The `alignment` of the global `name` as `from` sees it
    /// ([`super::facts::visible_global_alignment`]), or `None` where this
    /// run leaves it to the scope's check ([`GlobalReads`]).
    pub(crate) fn global_alignment(&self, from: OperationRef<'_, '_>, name: &str) -> Option<u64> {
        let around = self.around(&from);
        if self.reads == GlobalReads::DeferInScopes && !around.scopes.is_empty() {
            return match scan_global_alignment(&around.symbol_tables, name, SCAN_BUDGET) {
                Scan::Found(alignment) => alignment,
                Scan::Absent | Scan::TooFar => None,
            };
        }
        self.globals.alignment(from, name)
    }

    /// What the ops around `op` say about it (read once per block in this
    /// run).
    pub(crate) fn around(&self, op: &OperationRef<'_, '_>) -> Arc<Around> {
        self.globals.ancestry().around(op)
    }

    /// The globals this run has read (each symbol table once).
    pub(crate) fn global_index(&self) -> &GlobalIndex {
        &self.globals
    }

    /// Whether the scopes this run checks report what their ops' own checks
    /// left out ([`GlobalReads::DeferInScopes`], not nested).
    pub(crate) fn defers_globals(&self) -> bool {
        self.reads == GlobalReads::DeferInScopes && !self.nested
    }

    /// Whether this run is a check inside another's.
    pub(crate) fn is_nested(&self) -> bool {
        self.nested
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
        let around = self.around(op);
        // SAFETY: ops around the live `op`, read from the unchanged IR.
        let module = around.gpu_module.map(|m| unsafe { op_at(m) });
        let key = around.gpu_module.unwrap_or(0);
        if let Some(targets) = self.targets.borrow().get(&key) {
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
            // The nearest `tile.target` at or above `op`.
            let holder = if op.has_attribute(TARGET_ATTRIBUTE) {
                Some(*op)
            } else {
                // SAFETY: as above.
                around.target_holder.map(|h| unsafe { op_at(h) })
            };
            let module_target = holder
                .and_then(|h| h.attribute(TARGET_ATTRIBUTE).ok())
                .and_then(|a| parse_target_attribute(a).ok());
            targets.push(module_target.unwrap_or(Target::DEFAULT));
        }
        self.targets.borrow_mut().insert(key, targets.clone());
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

    /// Records a finding with the location it was reported at.
    pub(crate) fn push_located(&mut self, finding: Finding, location: MlirLocation) {
        self.findings.push((finding, location));
    }

    pub(crate) fn into_findings(self) -> Vec<Finding> {
        self.findings.into_iter().map(|(f, _)| f).collect()
    }

    /// The findings with the location of the op each was reported at.
    pub(crate) fn into_located(self) -> Vec<(Finding, MlirLocation)> {
        self.findings
    }
}
