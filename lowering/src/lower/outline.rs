//! Outlining of the planner's conditional rebind sequences in large
//! functions: each `scf.if` marked `tile.rebind_site` (the rebind-if-changed
//! sequence of `passes/src/plan_rebind/write.rs`), together with the ops
//! right before it that only it uses (the shadow loads and compares of its
//! condition), becomes a call of one private function per distinct
//! sequence. A kernel with 10,000 loops that each rebuild a descriptor of
//! the same type thus carries the sequence once: NVPTX code generation, the
//! conversions and the LLVM IR translation grow with the call sites only
//! (bench/compile `rebind-siblings`).
//!
//! Rules:
//! 1. It runs twice in `tile-lower-to-nvvm`, after the fence checker and
//!    the verifiers saw the sequences inline: first before any tile op is
//!    lowered ([`Level::Tile`]), so that the pass lowers one copy of each
//!    sequence, not one per site; then, once every tile op is lowered, on
//!    the sites the first run left inline ([`Level::Lowered`]: an outside
//!    value that is an LLVM type only once lowered).
//! 2. Which functions: a `gpu.func` of a `gpu.module` (device code), by its
//!    attribute `tile.rebind_outline`: `auto`
//!    (default) outlines in the functions with at least the `-O0` threshold
//!    of tile ops (`super::INTRINSICS_O0_MIN_OPS` / `ASM_O0_MIN_OPS`), whose
//!    unit LLVM compiles at `-O0` and would otherwise emit every copy; `on`
//!    always; `off` never. Small kernels keep their sequences inline, so
//!    their PTX is unchanged.
//! 3. What moves: the marked `scf.if` (no results, an empty else region,
//!    no op with successors inside) and the longest run of ops right before
//!    it in its block that have no regions or successors, allocate nothing,
//!    read only values of parameter types (rule 6), and whose results are
//!    used only by that run or inside the `scf.if`.
//!    The run stays contiguous and in order, so moving it into a function
//!    called at its place changes no order of memory operations.
//! 4. What the body uses from outside becomes a parameter, except constants
//!    and single-operand casts of what it uses anyway, which are cloned into
//!    the body (fewer parameters, the same values).
//! 5. Which sequences share a function: those with the same ops, attributes,
//!    types and uses of parameters, compared structurally (attributes and
//!    types are uniqued by the context, so pointer equality is equality).
//!    Locations are not compared: a shared body keeps the first site's.
//! 6. The function is `llvm.func @tile_rebind_site_<k>` (a name no symbol of
//!    the `gpu.module` has), marked `no_inline` so that a unit at `-O2` (`on`
//!    in a small kernel) keeps the call too. Its linkage is external (a
//!    `.visible .func` in the PTX): NVPTX's call lowering asks, for every
//!    argument of every call of a function with local linkage, whether the
//!    function's address is taken, a walk over all its calls, which made
//!    10,000 calls cost 15 s of instruction selection. Each unit is its own
//!    PTX module, so the name stays unique where it is loaded; a link of
//!    several units (`-rdc`) would report a duplicate, not merge two bodies.
//!    A site whose outside values are not all LLVM types (an `index`, a
//!    memref) stays inline, except a descriptor slot before lowering: a
//!    memref of bytes, one static dimension, identity layout (the planner's
//!    `memref<128xi8, 1>` views, or a staging slot in shared memory) is
//!    passed as a pointer of its memory space: the address the lowering
//!    gives the slot in a large function (`pointers.rs`: built once next
//!    to the slot's definition, a planner's view as one
//!    `llvm.getelementptr` of the workspace, the view erased once unused),
//!    and the body rebuilds the memref
//!    from it (the descriptor struct upstream's conversion uses, made a
//!    memref by an `unrealized_conversion_cast` that the conversion looks
//!    through and `reconcile-unrealized-casts` erases).
//! 7. Every `tile.rebind_site` inside a function is removed, outlined or not,
//!    by the second run (one outside any function stays; the upstream
//!    conversions drop it); the first removes the marks of what it moves.

use super::emitter::AddressSpace;
use super::pointers::Pointers;
use melior::ir::attribute::{Attribute, FlatSymbolRefAttribute, StringAttribute, TypeAttribute};
use melior::ir::operation::OperationBuilder;
use melior::ir::operation::{OperationLike, OperationMutLike, WalkOrder, WalkResult};
use melior::ir::{
    Block, BlockLike, Identifier, Location, OperationRef, Region, RegionLike, Type, TypeLike,
    Value, ValueLike,
};
use melior::Context;
use mlir_sys::{MlirBlock, MlirOperation, MlirValue};
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use tile_rules::planner_attrs::{OUTLINE_ATTR, SITE_ATTR};

/// The ops cloned into an outlined body instead of passed to it: constants,
/// single-operand casts and constant-index address computations (an op of
/// these with more than one operand is passed).
const CLONED: [&str; 10] = [
    "llvm.mlir.constant",
    "llvm.getelementptr",
    "arith.constant",
    "llvm.addrspacecast",
    "llvm.ptrtoint",
    "llvm.inttoptr",
    "arith.extui",
    "arith.extsi",
    "arith.trunci",
    "arith.index_cast",
];

/// Ops that never move into an outlined body (their lifetime would end with
/// the call).
const PINNED: [&str; 3] = ["llvm.alloca", "memref.alloca", "memref.alloc"];

/// A multiplicative hasher for the pointer-keyed maps of one run (the
/// default SipHash costs more than the rest of a lookup here).
#[derive(Default, Clone, Copy)]
struct PointerHasher(u64);

impl std::hash::Hasher for PointerHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 =
                (self.0.rotate_left(5) ^ u64::from(*b)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }

    fn write_usize(&mut self, value: usize) {
        self.0 = (self.0.rotate_left(5) ^ value as u64).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

type PointerMap<V> = HashMap<usize, V, std::hash::BuildHasherDefault<PointerHasher>>;
type PointerSet = HashSet<usize, std::hash::BuildHasherDefault<PointerHasher>>;

/// How a function's sites are outlined (`tile.rebind_outline`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Mode {
    /// In functions compiled at `-O0` (the default).
    Auto,
    /// Always.
    On,
    /// Never.
    Off,
}

impl Mode {
    /// Its value of `tile.rebind_outline`.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Mode::Auto => "auto",
            Mode::On => "on",
            Mode::Off => "off",
        }
    }

    /// The mode `func` asks for (`auto` when it says nothing; the verifier
    /// rejects any other value).
    pub(crate) fn of(func: &OperationRef<'_, '_>) -> Self {
        match tile_dialect::strings::string_attribute(func, OUTLINE_ATTR).as_deref() {
            Some("on") => Mode::On,
            Some("off") => Mode::Off,
            _ => Mode::Auto,
        }
    }
}

/// What was outlined in one function.
pub(crate) struct Outlined {
    /// The function (`gpu.func`).
    pub(crate) function: MlirOperation,
    /// How many of its sites are calls now.
    pub(crate) sites: usize,
    /// The functions they call, in order of first call.
    pub(crate) callees: Vec<String>,
}

/// Outlines the marked sites under `top` (rule 2: a site in function `f`
/// when `f`'s mode is `on`, or `auto` and `large` holds `f`). Returns what
/// each function got, in order.
pub(crate) fn outline_sites<'c>(
    context: &'c Context,
    pointers: &'c RefCell<Pointers>,
    top: OperationRef<'_, '_>,
    large: &HashSet<usize>,
    level: Level,
) -> Vec<Outlined> {
    // The marked ops, in order; nested marks are left inside.
    let mut sites: Vec<MlirOperation> = Vec::new();
    top.walk(WalkOrder::PreOrder, |op| {
        if op.has_attribute(SITE_ATTR) {
            sites.push(op.to_raw());
            return WalkResult::Skip;
        }
        WalkResult::Advance
    });
    let mut modes: HashMap<usize, bool> = HashMap::new();
    let mut chosen = Vec::new();
    for site in &sites {
        // SAFETY: collected above from the live IR.
        let op = unsafe { OperationRef::from_raw(*site) };
        let Some(func) = enclosing_function(op) else {
            continue;
        };
        if level == Level::Lowered {
            unmark(op);
        }
        // Only in a gpu.func of a gpu.module (device code; the mode is a
        // kernel attribute).
        let device = tile_dialect::strings::name_of(&func) == "gpu.func"
            && func
                .parent_operation()
                .is_some_and(|m| tile_dialect::strings::name_of(&m) == "gpu.module");
        if !device {
            continue;
        }
        let key = func.to_raw().ptr as usize;
        let wanted = *modes.entry(key).or_insert_with(|| match Mode::of(&func) {
            Mode::On => true,
            Mode::Off => false,
            Mode::Auto => large.contains(&key),
        });
        if wanted && outlinable(op) {
            chosen.push((func.to_raw(), *site));
        }
    }
    let mut report: Vec<Outlined> = Vec::new();
    if chosen.is_empty() {
        return report;
    }
    // Each block's ops once, for the runs before its sites.
    let mut by_block: HashMap<usize, BlockOps> = HashMap::new();
    let mut outliner = Outliner::new(context, pointers);
    for (func, site) in chosen {
        // SAFETY: live ops; every erased op is a site's or its run's.
        let block = unsafe { mlir_sys::mlirOperationGetBlock(site) };
        let ops = by_block
            .entry(block.ptr as usize)
            .or_insert_with(|| BlockOps::of(block));
        let run = run_before(ops, site, &outliner.gone);
        let Some(callee) = outliner.outline(func, &run, site, level) else {
            continue;
        };
        let entry = match report.last_mut() {
            Some(last) if last.function.ptr == func.ptr => last,
            _ => {
                report.push(Outlined {
                    function: func,
                    sites: 0,
                    callees: Vec::new(),
                });
                let last = report.len() - 1;
                &mut report[last]
            }
        };
        entry.sites += 1;
        if !entry.callees.contains(&callee) {
            entry.callees.push(callee);
        }
    }
    report
}

/// When [`outline_sites`] runs (rule 1).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Level {
    /// Before the tile ops are lowered: a site is moved with its tile ops,
    /// and its slot, a memref, is passed as a pointer (rule 6); a site it
    /// leaves inline keeps its mark.
    Tile,
    /// After: the sites still marked; every mark is removed (rule 7).
    Lowered,
}

/// The reports of both levels, one per function, in order of first report.
pub(crate) fn merge(reports: Vec<Outlined>) -> Vec<Outlined> {
    let mut merged: Vec<Outlined> = Vec::new();
    for report in reports {
        match merged
            .iter_mut()
            .find(|m| m.function.ptr == report.function.ptr)
        {
            Some(m) => {
                m.sites += report.sites;
                for callee in report.callees {
                    if !m.callees.contains(&callee) {
                        m.callees.push(callee);
                    }
                }
            }
            None => merged.push(report),
        }
    }
    merged
}

/// Removes `tile.rebind_site` from `op`.
fn unmark(op: OperationRef<'_, '_>) {
    // SAFETY: a live op, no other handle mutates it meanwhile.
    let mut op_mut = unsafe { melior::ir::operation::OperationRefMut::from_raw(op.to_raw()) };
    let _ = op_mut.remove_attribute(SITE_ATTR);
}

/// The nearest `*.func` around `op`.
fn enclosing_function<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let mut current = op.parent_operation();
    while let Some(parent) = current {
        if tile_dialect::strings::name_of(&parent).ends_with(".func") {
            return Some(parent);
        }
        current = parent.parent_operation();
    }
    None
}

/// Rule 3 for the site itself: an `scf.if` without results, with an empty
/// else region, one then block, and no op with successors inside.
fn outlinable(op: OperationRef<'_, '_>) -> bool {
    if tile_dialect::strings::name_of(&op) != "scf.if" || op.result_count() != 0 {
        return false;
    }
    let then_one_block = op
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .is_some_and(|b| b.next_in_region().is_none());
    let else_empty = op.region(1).ok().is_none_or(|r| r.first_block().is_none());
    let mut branches = false;
    op.walk(WalkOrder::PreOrder, |inner| {
        // SAFETY: a live op.
        if unsafe { mlir_sys::mlirOperationGetNumSuccessors(inner.to_raw()) } != 0 {
            branches = true;
            return WalkResult::Interrupt;
        }
        WalkResult::Advance
    });
    then_one_block && else_empty && !branches
}

/// The ops of `block`, in order.
fn block_ops(block: MlirBlock) -> Vec<MlirOperation> {
    let mut out = Vec::new();
    // SAFETY: a live block; iteration only.
    unsafe {
        let mut op = mlir_sys::mlirBlockGetFirstOperation(block);
        while !op.ptr.is_null() {
            out.push(op);
            op = mlir_sys::mlirOperationGetNextInBlock(op);
        }
    }
    out
}

/// The ops of one block in order, and where each is.
struct BlockOps {
    ops: Vec<MlirOperation>,
    index: PointerMap<usize>,
}

impl BlockOps {
    fn of(block: MlirBlock) -> Self {
        let ops = block_ops(block);
        let index = ops
            .iter()
            .enumerate()
            .map(|(i, op)| (op.ptr as usize, i))
            .collect();
        Self { ops, index }
    }
}

/// Rule 3's run of ops right before `site` (in order), from the ops of its
/// block. A run never holds an earlier site (it has regions); the scan
/// stops at ops already outlined (`gone`: moved away or erased), which
/// are not read.
fn run_before(block: &BlockOps, site: MlirOperation, gone: &PointerSet) -> Vec<MlirOperation> {
    let ops = &block.ops;
    let Some(&at) = block.index.get(&(site.ptr as usize)) else {
        return Vec::new();
    };
    let mut moved = PointerSet::default();
    moved.insert(site.ptr as usize);
    let mut start = at;
    while start > 0 {
        let op = ops[start - 1];
        if gone.contains(&(op.ptr as usize)) {
            break;
        }
        // SAFETY: a live op of the block.
        let candidate = unsafe { OperationRef::from_raw(op) };
        let name = tile_dialect::strings::name_of(&candidate);
        let simple = candidate.region_count() == 0
            // SAFETY: a live op.
            && unsafe { mlir_sys::mlirOperationGetNumSuccessors(op) } == 0
            && !PINNED.contains(&name)
            && operands_fit(op);
        if !simple || !used_only_by(op, &moved, site) {
            break;
        }
        moved.insert(op.ptr as usize);
        start -= 1;
    }
    ops[start..at].to_vec()
}

/// Whether every operand of `op` could be a parameter (rule 3: an op of the
/// run reading an `index` stays out of it, so that the site can move).
fn operands_fit(op: MlirOperation) -> bool {
    // SAFETY: a live op; read only.
    unsafe {
        (0..mlir_sys::mlirOperationGetNumOperands(op)).all(|i| {
            llvm_compatible(mlir_sys::mlirValueGetType(
                mlir_sys::mlirOperationGetOperand(op, i),
            ))
        })
    }
}

/// Whether every result of `op` is used only by an op of `moved` or inside
/// `site`.
fn used_only_by(op: MlirOperation, moved: &PointerSet, site: MlirOperation) -> bool {
    // SAFETY: a live op; its results' use lists are read only.
    unsafe {
        for i in 0..mlir_sys::mlirOperationGetNumResults(op) {
            let value = mlir_sys::mlirOperationGetResult(op, i);
            let mut use_ = mlir_sys::mlirValueGetFirstUse(value);
            while !use_.ptr.is_null() {
                let owner = mlir_sys::mlirOpOperandGetOwner(use_);
                if !moved.contains(&(owner.ptr as usize)) && !inside(owner, site) {
                    return false;
                }
                use_ = mlir_sys::mlirOpOperandGetNextUse(use_);
            }
        }
    }
    true
}

/// Whether `op` is nested in `ancestor`'s regions.
fn inside(op: MlirOperation, ancestor: MlirOperation) -> bool {
    // SAFETY: live ops; parent links only.
    unsafe {
        let mut current = mlir_sys::mlirOperationGetParentOperation(op);
        while !current.ptr.is_null() {
            if current.ptr == ancestor.ptr {
                return true;
            }
            current = mlir_sys::mlirOperationGetParentOperation(current);
        }
    }
    false
}

/// The inherent attribute names seen per op name (an identifier pointer),
/// sorted, for [`Shape::attributes`].
#[derive(Default)]
struct InherentNames {
    by_op: PointerMap<Vec<Name>>,
}

/// An attribute name, kept as text for `mlirOperationGetInherentAttributeByName`.
struct Name(String);

impl Name {
    fn as_string_ref(&self) -> mlir_sys::MlirStringRef {
        mlir_sys::MlirStringRef {
            data: self.0.as_ptr() as *const std::ffi::c_char,
            length: self.0.len(),
        }
    }
}

impl InherentNames {
    fn of(&self, op_name: usize) -> &[Name] {
        self.by_op.get(&op_name).map(Vec::as_slice).unwrap_or(&[])
    }

    /// Adds the inherent attribute names `op` has (every attribute that is
    /// not discardable).
    fn learn(&mut self, op_name: usize, op: MlirOperation) {
        // SAFETY: a live op; read only.
        unsafe {
            let mut discardable = HashSet::new();
            for i in 0..mlir_sys::mlirOperationGetNumDiscardableAttributes(op) {
                let named = mlir_sys::mlirOperationGetDiscardableAttribute(op, i);
                discardable.insert(named.name.ptr as usize);
            }
            let entry = self.by_op.entry(op_name).or_default();
            for i in 0..mlir_sys::mlirOperationGetNumAttributes(op) {
                let named = mlir_sys::mlirOperationGetAttribute(op, i);
                if discardable.contains(&(named.name.ptr as usize)) {
                    continue;
                }
                let text = mlir_sys::mlirIdentifierStr(named.name);
                let bytes = std::slice::from_raw_parts(text.data as *const u8, text.length);
                let name = String::from_utf8_lossy(bytes).into_owned();
                if !entry.iter().any(|n| n.0 == name) {
                    entry.push(Name(name));
                }
            }
            entry.sort_by(|a, b| a.0.cmp(&b.0));
        }
    }
}

/// A value from outside the moved ops: a parameter, or an op cloned into
/// the body (rule 4).
#[derive(Clone, Copy)]
enum Outside {
    Parameter(usize),
    Clone(usize),
}

/// One site's structure (rule 5) and what its body takes from outside.
struct Shape {
    key: Vec<usize>,
    /// The values passed, in parameter order.
    parameters: Vec<MlirValue>,
    /// The ops cloned into the body, operands first.
    clones: Vec<MlirOperation>,
    outside: PointerMap<Outside>,
    /// Values defined by the moved ops (or in their regions), numbered.
    inner: PointerMap<usize>,
    /// The inherent attribute names learned so far (kept across sites).
    names: InherentNames,
}

impl Shape {
    fn new(names: InherentNames) -> Self {
        Self {
            names,
            key: Vec::new(),
            parameters: Vec::new(),
            clones: Vec::new(),
            outside: PointerMap::default(),
            inner: PointerMap::default(),
        }
    }

    fn define(&mut self, value: MlirValue) {
        let n = self.inner.len();
        self.inner.insert(value.ptr as usize, n);
    }

    /// Appends `op` (and its regions) to the key.
    fn op(&mut self, op: MlirOperation) {
        // SAFETY: a live op; read only.
        unsafe {
            self.key
                .push(mlir_sys::mlirOperationGetName(op).ptr as usize);
            self.attributes(op);
            let operands = mlir_sys::mlirOperationGetNumOperands(op);
            self.key.push(operands as usize);
            for i in 0..operands {
                let value = mlir_sys::mlirOperationGetOperand(op, i);
                self.operand(value);
            }
            let results = mlir_sys::mlirOperationGetNumResults(op);
            self.key.push(results as usize);
            for i in 0..results {
                let value = mlir_sys::mlirOperationGetResult(op, i);
                self.key
                    .push(mlir_sys::mlirValueGetType(value).ptr as usize);
                self.define(value);
            }
            let regions = mlir_sys::mlirOperationGetNumRegions(op);
            self.key.push(regions as usize);
            for r in 0..regions {
                let region = mlir_sys::mlirOperationGetRegion(op, r);
                let mut block = mlir_sys::mlirRegionGetFirstBlock(region);
                while !block.ptr.is_null() {
                    let arguments = mlir_sys::mlirBlockGetNumArguments(block);
                    self.key.push(1 << 40 | arguments as usize);
                    for a in 0..arguments {
                        let argument = mlir_sys::mlirBlockGetArgument(block, a);
                        self.key
                            .push(mlir_sys::mlirValueGetType(argument).ptr as usize);
                        self.define(argument);
                    }
                    let mut inner = mlir_sys::mlirBlockGetFirstOperation(block);
                    while !inner.ptr.is_null() {
                        self.op(inner);
                        inner = mlir_sys::mlirOperationGetNextInBlock(inner);
                    }
                    self.key.push(2 << 40);
                    block = mlir_sys::mlirBlockGetNextInRegion(block);
                }
                self.key.push(3 << 40);
            }
        }
    }

    /// Appends `op`'s attributes (name and uniqued value) to the key: its
    /// inherent attributes looked up by the names known for its op name
    /// (present or not), then its discardable ones. Listing them all
    /// (`mlirOperationGetAttribute`) would build the op's attribute
    /// dictionary once per attribute; this builds it once, to count them,
    /// and learns the names of an op whose count says a name is unknown.
    fn attributes(&mut self, op: MlirOperation) {
        let names = &mut self.names;
        // SAFETY: a live op; read only.
        unsafe {
            let op_name = mlir_sys::mlirOperationGetName(op).ptr as usize;
            let total = mlir_sys::mlirOperationGetNumAttributes(op);
            let discardable = mlir_sys::mlirOperationGetNumDiscardableAttributes(op);
            let known = names.of(op_name);
            let present = known
                .iter()
                .filter(|n| {
                    !mlir_sys::mlirOperationGetInherentAttributeByName(op, n.as_string_ref())
                        .ptr
                        .is_null()
                })
                .count() as isize;
            if present + discardable != total {
                names.learn(op_name, op);
            }
            let known = self.names.of(op_name);
            self.key.push(known.len());
            for n in known {
                let a = mlir_sys::mlirOperationGetInherentAttributeByName(op, n.as_string_ref());
                self.key.push(a.ptr as usize);
            }
            self.key.push(discardable as usize);
            for i in 0..discardable {
                let named = mlir_sys::mlirOperationGetDiscardableAttribute(op, i);
                self.key.push(named.name.ptr as usize);
                self.key.push(named.attribute.ptr as usize);
            }
        }
    }

    /// Appends a use of `value` to the key.
    fn operand(&mut self, value: MlirValue) {
        let id = value.ptr as usize;
        if let Some(&n) = self.inner.get(&id) {
            self.key.extend([4 << 40, n]);
            return;
        }
        let outside = match self.outside.get(&id) {
            Some(&known) => known,
            None => self.outside_value(value),
        };
        match outside {
            Outside::Parameter(k) => self.key.extend([5 << 40, k]),
            Outside::Clone(k) => self.key.extend([6 << 40, k]),
        }
    }

    /// Numbers a value from outside: a clone of its defining op (whose
    /// description enters the key) or the next parameter.
    fn outside_value(&mut self, value: MlirValue) -> Outside {
        let id = value.ptr as usize;
        // SAFETY: a live value; read only.
        let cloned = unsafe {
            if mlir_sys::mlirValueIsAOpResult(value) {
                let owner = mlir_sys::mlirOpResultGetOwner(value);
                let op = OperationRef::from_raw(owner);
                let name = tile_dialect::strings::name_of(&op);
                // A cast of a value that could not be a parameter (an
                // `index`) is passed itself instead.
                let operand_fits = match mlir_sys::mlirOperationGetNumOperands(owner) {
                    0 => true,
                    1 => llvm_compatible(mlir_sys::mlirValueGetType(
                        mlir_sys::mlirOperationGetOperand(owner, 0),
                    )),
                    _ => false,
                };
                (CLONED.contains(&name)
                    && mlir_sys::mlirOperationGetNumResults(owner) == 1
                    && operand_fits
                    && mlir_sys::mlirOperationGetNumRegions(owner) == 0)
                    .then_some(owner)
            } else {
                None
            }
        };
        let outside = match cloned {
            Some(owner) => {
                // SAFETY: a live op; read only.
                unsafe {
                    self.key.push(7 << 40);
                    self.key
                        .push(mlir_sys::mlirOperationGetName(owner).ptr as usize);
                    self.attributes(owner);
                    if mlir_sys::mlirOperationGetNumOperands(owner) == 1 {
                        let operand = mlir_sys::mlirOperationGetOperand(owner, 0);
                        self.operand(operand);
                    }
                    self.key
                        .push(mlir_sys::mlirValueGetType(value).ptr as usize);
                }
                self.clones.push(owner);
                Outside::Clone(self.clones.len() - 1)
            }
            None => {
                // SAFETY: a live value.
                let ty = unsafe { mlir_sys::mlirValueGetType(value) };
                self.key.extend([8 << 40, ty.ptr as usize]);
                self.parameters.push(value);
                Outside::Parameter(self.parameters.len() - 1)
            }
        };
        self.outside.insert(id, outside);
        outside
    }
}

/// The functions made so far, per `gpu.module` (by shape).
struct Outliner<'c> {
    context: &'c Context,
    made_by_key: HashMap<(usize, Vec<usize>), String>,
    taken: HashMap<usize, HashSet<String>>,
    /// The ops moved into a function or erased.
    gone: PointerSet,
    names: InherentNames,
    next: usize,
    /// The lowering's addresses (slot pointers are built there, rule 6).
    pointers: &'c RefCell<Pointers>,
}

impl<'c> Outliner<'c> {
    fn new(context: &'c Context, pointers: &'c RefCell<Pointers>) -> Self {
        Self {
            context,
            pointers,
            made_by_key: HashMap::new(),
            taken: HashMap::new(),
            gone: PointerSet::default(),
            names: InherentNames::default(),
            next: 0,
        }
    }

    /// The pointer of the slot memref `slot` (rule 6): the lowering's
    /// address of it ([`Pointers::memref`]), built once right after its
    /// definition and taken again by the slot's other users in the
    /// function (a planner's slot view is one `llvm.getelementptr` of the
    /// workspace, and the view is erased once unused). `None` where the
    /// memref has no such address (defined by a tile op, or in a space
    /// other than generic, global and shared).
    fn slot_pointer(&mut self, slot: MlirValue, memref: SlotMemref) -> Option<MlirValue> {
        let space = match memref.space {
            0 => AddressSpace::Generic,
            1 => AddressSpace::Global,
            3 => AddressSpace::Shared,
            _ => return None,
        };
        // SAFETY: a live value of the function being outlined.
        let slot = unsafe { Value::from_raw(slot) };
        Pointers::memref(self.pointers, self.context, slot, space)
            .ok()
            .flatten()
    }

    /// Replaces `run` + `site` in `func` by a call; returns the callee, or
    /// `None` when the site stays inline.
    fn outline(
        &mut self,
        func: MlirOperation,
        run: &[MlirOperation],
        site: MlirOperation,
        level: Level,
    ) -> Option<String> {
        let mut shape = Shape::new(std::mem::take(&mut self.names));
        for op in run.iter().chain(std::iter::once(&site)) {
            shape.op(*op);
        }
        self.names = std::mem::take(&mut shape.names);
        // SAFETY: a live function inside a block (the gpu.module's body).
        let module_block = unsafe { mlir_sys::mlirOperationGetBlock(func) };
        if module_block.ptr.is_null() {
            return None;
        }
        let module_key = module_block.ptr as usize;
        let first = run.first().copied().unwrap_or(site);
        // SAFETY: a live op.
        let location = unsafe { Location::from_raw(mlir_sys::mlirOperationGetLocation(site)) };
        // SAFETY: live values.
        if !shape.parameters.iter().all(|v| {
            let ty = unsafe { mlir_sys::mlirValueGetType(*v) };
            llvm_compatible(ty) || (level == Level::Tile && slot_memref(ty).is_some())
        }) {
            return None;
        }
        let key = (module_key, std::mem::take(&mut shape.key));
        let existing = self.made_by_key.get(&key).cloned();
        let name = match &existing {
            Some(name) => name.clone(),
            None => self.fresh_name(module_block),
        };
        // Everything that may fail is built before the IR changes (a slot's
        // pointer is built once per slot, next to its definition, where it
        // dominates every site of the slot).
        let mut parameters: Vec<Value<'c, '_>> = Vec::with_capacity(shape.parameters.len());
        for v in &shape.parameters {
            // SAFETY: a live value defined before `first`.
            let ty = unsafe { mlir_sys::mlirValueGetType(*v) };
            let value = match slot_memref(ty) {
                Some(slot) => self.slot_pointer(*v, slot)?,
                None => *v,
            };
            // SAFETY: as above, or a pointer built right after it.
            parameters.push(unsafe { Value::from_raw(value) });
        }
        let call = llvm_call(self.context, &name, &parameters, location)?;
        let built = match existing {
            Some(_) => None,
            None => Some(self.build_function(&name, location, &shape)?),
        };
        // The call, at the run's place.
        // SAFETY: `first` is in a block; the call takes ownership there.
        unsafe {
            let block = mlir_sys::mlirOperationGetBlock(first);
            mlir_sys::mlirBlockInsertOwnedOperationBefore(block, first, call.into_raw());
        }
        // SAFETY: a live op.
        unmark(unsafe { OperationRef::from_raw(site) });
        self.gone.insert(site.ptr as usize);
        self.gone.extend(run.iter().map(|op| op.ptr as usize));
        match built {
            Some(built) => {
                built.install(func, run, site);
                self.made_by_key.insert(key, name.clone());
            }
            None => {
                // SAFETY: the site and its run are used only among
                // themselves (rule 3); erased users first.
                unsafe {
                    mlir_sys::mlirOperationDestroy(site);
                    for op in run.iter().rev() {
                        mlir_sys::mlirOperationDestroy(*op);
                    }
                }
            }
        }
        Some(name)
    }

    /// A `tile_rebind_site_<k>` no symbol of the module block has.
    fn fresh_name(&mut self, module_block: MlirBlock) -> String {
        let taken = self
            .taken
            .entry(module_block.ptr as usize)
            .or_insert_with(|| symbol_names(module_block));
        loop {
            let name = format!("tile_rebind_site_{}", self.next);
            self.next += 1;
            if taken.insert(name.clone()) {
                return name;
            }
        }
    }

    /// The function `name` before `func`: the clones, then `run` and `site`
    /// moved in, their outside values replaced (rule 4), `func.return`.
    fn build_function(
        &self,
        name: &str,
        location: Location<'c>,
        shape: &Shape,
    ) -> Option<Built<'c>> {
        let context = self.context;
        // SAFETY: live values; a slot is passed as a pointer of its space.
        let types: Vec<Type<'c>> = shape
            .parameters
            .iter()
            .map(|v| unsafe {
                let ty = mlir_sys::mlirValueGetType(*v);
                Type::from_raw(match slot_memref(ty) {
                    Some(slot) => mlir_sys::mlirLLVMPointerTypeGet(context.to_raw(), slot.space),
                    None => ty,
                })
            })
            .collect();
        let block = Block::new(&types.iter().map(|t| (*t, location)).collect::<Vec<_>>());
        let ret_op = OperationBuilder::new("llvm.return", location)
            .build()
            .ok()?;
        let ret = block.append_operation(ret_op);
        let ret_raw = ret.to_raw();
        let block_raw = block.to_raw();
        // What stands for each parameter in the body, in parameter order: the
        // argument, or for a slot the memref rebuilt from its pointer.
        let mut inside = Vec::with_capacity(shape.parameters.len());
        for (k, value) in shape.parameters.iter().enumerate() {
            let argument = block.argument(k).ok()?.to_raw();
            // SAFETY: a live value.
            let ty = unsafe { mlir_sys::mlirValueGetType(*value) };
            inside.push(match slot_memref(ty) {
                Some(slot) => {
                    slot_from_pointer(context, argument, ty, slot, block_raw, ret_raw, location)?
                }
                None => argument,
            });
        }
        let mut replace: HashMap<usize, MlirValue> = HashMap::new();
        for (value, outside) in &shape.outside {
            if let Outside::Parameter(k) = outside {
                replace.insert(*value, inside[*k]);
            }
        }
        for clone_of in &shape.clones {
            // SAFETY: a live op cloned (owned, then inserted into the new
            // block); its single operand remapped to an earlier clone or a
            // parameter.
            unsafe {
                let copy = mlir_sys::mlirOperationClone(*clone_of);
                if mlir_sys::mlirOperationGetNumOperands(copy) == 1 {
                    let operand = mlir_sys::mlirOperationGetOperand(copy, 0);
                    if let Some(new) = replace.get(&(operand.ptr as usize)) {
                        mlir_sys::mlirOperationSetOperand(copy, 0, *new);
                    }
                }
                mlir_sys::mlirBlockInsertOwnedOperationBefore(block_raw, ret_raw, copy);
                let old = mlir_sys::mlirOperationGetResult(*clone_of, 0);
                let new = mlir_sys::mlirOperationGetResult(copy, 0);
                replace.insert(old.ptr as usize, new);
            }
        }
        let region = Region::new();
        region.append_block(block);
        // SAFETY: live types; the LLVM function type of the parameters.
        let function_type = unsafe {
            let raw: Vec<mlir_sys::MlirType> = types.iter().map(|t| t.to_raw()).collect();
            Type::from_raw(mlir_sys::mlirLLVMFunctionTypeGet(
                mlir_sys::mlirLLVMVoidTypeGet(context.to_raw()),
                raw.len() as isize,
                raw.as_ptr(),
                false,
            ))
        };
        let Ok(function) = OperationBuilder::new("llvm.func", location)
            .add_attributes(&[
                (
                    Identifier::new(context, "sym_name"),
                    StringAttribute::new(context, name).into(),
                ),
                (
                    Identifier::new(context, "function_type"),
                    TypeAttribute::new(function_type).into(),
                ),
                (
                    Identifier::new(context, "no_inline"),
                    Attribute::unit(context),
                ),
            ])
            .add_regions([region])
            .build()
        else {
            return None;
        };
        Some(Built {
            function,
            ret: ret_raw,
            replace,
        })
    }
}

/// An outlined function built but not inserted yet: its op, the
/// `llvm.return` the moved ops go before, and what replaces each outside
/// value in them.
struct Built<'c> {
    function: melior::ir::Operation<'c>,
    ret: MlirOperation,
    replace: HashMap<usize, MlirValue>,
}

impl Built<'_> {
    /// Inserts the function before `func` and moves `run` and `site` into
    /// it, their outside values replaced.
    fn install(self, func: MlirOperation, run: &[MlirOperation], site: MlirOperation) {
        // SAFETY: `func` is in the module block; the new function is owned
        // there; the moved ops keep their order (rule 3) and every use of an
        // outside value inside them is remapped.
        unsafe {
            let module_block = mlir_sys::mlirOperationGetBlock(func);
            let function = self.function.into_raw();
            mlir_sys::mlirBlockInsertOwnedOperationBefore(module_block, func, function);
            for op in run.iter().chain(std::iter::once(&site)) {
                mlir_sys::mlirOperationMoveBefore(*op, self.ret);
                remap(*op, &self.replace);
            }
        }
    }
}

/// Replaces, in `op` and every op nested in it, each operand found in
/// `replace`.
fn remap(op: MlirOperation, replace: &HashMap<usize, MlirValue>) {
    // SAFETY: a live op; operands are set to live values of the new body.
    let op_ref = unsafe { OperationRef::from_raw(op) };
    op_ref.walk(WalkOrder::PreOrder, |inner| {
        let raw = inner.to_raw();
        // SAFETY: as above.
        unsafe {
            for i in 0..mlir_sys::mlirOperationGetNumOperands(raw) {
                let operand = mlir_sys::mlirOperationGetOperand(raw, i);
                if let Some(new) = replace.get(&(operand.ptr as usize)) {
                    mlir_sys::mlirOperationSetOperand(raw, i, *new);
                }
            }
        }
        WalkResult::Advance
    });
}

/// The `sym_name`s of the ops of `block`.
fn symbol_names(block: MlirBlock) -> HashSet<String> {
    let mut names = HashSet::new();
    for op in block_ops(block) {
        // SAFETY: a live op.
        let op = unsafe { OperationRef::from_raw(op) };
        if let Some(name) = tile_dialect::strings::symbol_name(&op) {
            names.insert(name);
        }
    }
    names
}

/// `llvm.call @name(arguments)` returning nothing, at `location`.
fn llvm_call<'c>(
    context: &'c Context,
    name: &str,
    arguments: &[Value<'c, '_>],
    location: Location<'c>,
) -> Option<melior::ir::Operation<'c>> {
    let count = i32::try_from(arguments.len()).ok()?;
    // SAFETY: the context is live; the arrays are copied.
    let (segments, bundles) = unsafe {
        let segments = [count, 0];
        (
            Attribute::from_raw(mlir_sys::mlirDenseI32ArrayGet(
                context.to_raw(),
                2,
                segments.as_ptr(),
            )),
            Attribute::from_raw(mlir_sys::mlirDenseI32ArrayGet(
                context.to_raw(),
                0,
                std::ptr::null(),
            )),
        )
    };
    OperationBuilder::new("llvm.call", location)
        .add_operands(arguments)
        .add_attributes(&[
            (
                Identifier::new(context, "callee"),
                FlatSymbolRefAttribute::new(context, name).into(),
            ),
            (Identifier::new(context, "operandSegmentSizes"), segments),
            (Identifier::new(context, "op_bundle_sizes"), bundles),
        ])
        .build()
        .ok()
}

/// Whether an outlined function may take a parameter of type `ty`: a
/// signless integer of 1 to 64 bits, an f16, bf16, f32 or f64, or an
/// `!llvm.ptr` (what NVPTX passes in one `.param` of any PTX version; an
/// i65 would need PTX 8.3's `.b128`, an `index` or a memref the upstream
/// conversions: such a site stays inline).
fn llvm_compatible(ty: mlir_sys::MlirType) -> bool {
    // SAFETY: a live type; queries only.
    unsafe {
        (mlir_sys::mlirTypeIsAInteger(ty)
            && mlir_sys::mlirIntegerTypeIsSignless(ty)
            && (1..=64).contains(&mlir_sys::mlirIntegerTypeGetWidth(ty)))
            || mlir_sys::mlirTypeIsAF16(ty)
            || mlir_sys::mlirTypeIsABF16(ty)
            || mlir_sys::mlirTypeIsAF32(ty)
            || mlir_sys::mlirTypeIsAF64(ty)
            || mlir_sys::mlirTypeIsALLVMPointerType(ty)
    }
}

/// A descriptor slot as a memref (rule 6): one dimension of bytes, static,
/// identity layout; `space` is its memory space.
#[derive(Clone, Copy)]
struct SlotMemref {
    space: u32,
    bytes: i64,
}

/// `ty` as a [`SlotMemref`], if it is one.
fn slot_memref(ty: mlir_sys::MlirType) -> Option<SlotMemref> {
    // SAFETY: a live type; queries only.
    unsafe {
        if !mlir_sys::mlirTypeIsAMemRef(ty)
            || mlir_sys::mlirShapedTypeGetRank(ty) != 1
            || !mlir_sys::mlirShapedTypeHasStaticShape(ty)
            || !mlir_sys::mlirAffineMapIsIdentity(mlir_sys::mlirMemRefTypeGetAffineMap(ty))
        {
            return None;
        }
        let element = mlir_sys::mlirShapedTypeGetElementType(ty);
        if !(mlir_sys::mlirTypeIsAInteger(element)
            && mlir_sys::mlirIntegerTypeGetWidth(element) == 8)
        {
            return None;
        }
        let space = mlir_sys::mlirMemRefTypeGetMemorySpace(ty);
        let space = if space.ptr.is_null() {
            0
        } else if mlir_sys::mlirAttributeIsAInteger(space) {
            u32::try_from(mlir_sys::mlirIntegerAttrGetValueInt(space)).ok()?
        } else {
            return None;
        };
        Some(SlotMemref {
            space,
            bytes: mlir_sys::mlirShapedTypeGetDimSize(ty, 0),
        })
    }
}

/// In an outlined body: the slot memref of type `ty` rebuilt from the
/// pointer `pointer`, before `before` in `block` (the descriptor upstream's
/// memref conversion uses: both pointers `pointer`, offset 0, size and
/// stride of the bytes, made a memref by an `unrealized_conversion_cast`
/// that the conversion looks through and `reconcile-unrealized-casts`
/// erases).
fn slot_from_pointer(
    context: &Context,
    pointer: MlirValue,
    ty: mlir_sys::MlirType,
    slot: SlotMemref,
    block: MlirBlock,
    before: MlirOperation,
    location: Location<'_>,
) -> Option<MlirValue> {
    // SAFETY: a live context, values and block; each op is inserted before
    // `before`, in order.
    unsafe {
        let ctx = context.to_raw();
        let i64_ty = mlir_sys::mlirIntegerTypeGet(ctx, 64);
        let array = mlir_sys::mlirLLVMArrayTypeGet(i64_ty, 1);
        let ptr = mlir_sys::mlirLLVMPointerTypeGet(ctx, slot.space);
        let fields = [ptr, ptr, i64_ty, array, array];
        let descriptor = mlir_sys::mlirLLVMStructTypeLiteralGet(
            ctx,
            fields.len() as isize,
            fields.as_ptr(),
            false,
        );
        let insert = |op: melior::ir::Operation<'_>| -> MlirValue {
            let raw = op.into_raw();
            mlir_sys::mlirBlockInsertOwnedOperationBefore(block, before, raw);
            mlir_sys::mlirOperationGetResult(raw, 0)
        };
        let constant = |value: i64| -> Option<MlirValue> {
            let attr = mlir_sys::mlirIntegerAttrGet(i64_ty, value);
            Some(insert(
                OperationBuilder::new("llvm.mlir.constant", location)
                    .add_attributes(&[(
                        Identifier::new(context, "value"),
                        Attribute::from_raw(attr),
                    )])
                    .add_results(&[Type::from_raw(i64_ty)])
                    .build()
                    .ok()?,
            ))
        };
        let zero = constant(0)?;
        let size = constant(slot.bytes)?;
        let one = constant(1)?;
        let mut current = insert(
            OperationBuilder::new("llvm.mlir.poison", location)
                .add_results(&[Type::from_raw(descriptor)])
                .build()
                .ok()?,
        );
        for (value, position) in [
            (pointer, &[0i64][..]),
            (pointer, &[1][..]),
            (zero, &[2][..]),
            (size, &[3, 0][..]),
            (one, &[4, 0][..]),
        ] {
            let position =
                mlir_sys::mlirDenseI64ArrayGet(ctx, position.len() as isize, position.as_ptr());
            current = insert(
                OperationBuilder::new("llvm.insertvalue", location)
                    .add_operands(&[Value::from_raw(current), Value::from_raw(value)])
                    .add_attributes(&[(
                        Identifier::new(context, "position"),
                        Attribute::from_raw(position),
                    )])
                    .add_results(&[Type::from_raw(descriptor)])
                    .build()
                    .ok()?,
            );
        }
        Some(insert(
            OperationBuilder::new("builtin.unrealized_conversion_cast", location)
                .add_operands(&[Value::from_raw(current)])
                .add_results(&[Type::from_raw(ty)])
                .build()
                .ok()?,
        ))
    }
}
