//! Host side of host-born TMA descriptors: the `tile-lower-host-tma` pass
//! and host code emission (LLVM IR, x86-64 object, shared object).
//!
//! # The pass
//!
//! `tile-lower-host-tma` runs after the device side is in the LLVM dialect
//! (after `convert-gpu-to-nvvm` and `tile-finalize-kernel-params`). It
//! touches host code only, that is everything outside `gpu.module`, and is
//! a no-op on a module without host descriptors. Every host
//! `tile.make_tensormap` / `tile.make_tensormap_ptr` becomes:
//!
//! * in the enclosing function's entry block: an `llvm.alloca` of
//!   `!llvm.array<16 x i64>` (the 128-byte `CUtensorMap`) with
//!   `alignment = 64`, and small allocas for the global dims (i64,
//!   innermost first) and byte strides (i64, dims 1..rank-1);
//! * at the op: the global address, dims and strides, computed from the
//!   memref (`memref.extract_aligned_pointer_as_index` plus the offset, and
//!   `memref.extract_strided_metadata` where a size, stride or the offset is
//!   dynamic; static ones are constants) or taken from the ptr form's
//!   operands, stored into those allocas; box dims, element strides and
//!   im2col corners as private constant globals; a zeroed blob; then
//!   `llvm.call @cuTensorMapEncodeTiled` (tile mode),
//!   `@cuTensorMapEncodeIm2col` (im2col) or `@cuTensorMapEncodeIm2colWide`
//!   (im2col_w, im2col_w_128), declared as `llvm.func` when absent, with the
//!   CUDA driver's enum values ([`abi`]); finally an `llvm.load` of the blob
//!   as `!llvm.array<128 x i8>` (align 64).
//!
//! Every `gpu.launch_func` with a descriptor operand (the `!tile.tensormap`
//! value itself when the kernel is already an `llvm.func`, or the
//! `builtin.unrealized_conversion_cast ... to !llvm.ptr {tile.host_descriptor}`
//! the device lowering wraps it in) gets the loaded blob as that operand.
//! Each of its descriptors' `CUresult` is checked: a non-zero one calls
//! `@tileReportEncodeFailure(result, "module::kernel", descriptorIndex)`
//! (declared extern), and the launch is wrapped in an `scf.if` on all of
//! them succeeding, so it is skipped if any failed. A memref whose
//! innermost stride is dynamic is checked at run time too: a stride other
//! than 1 reports `CUDA_ERROR_INVALID_VALUE` (1). The casts and the tile ops
//! are then erased.
//!
//! Where 8 or more synchronous launches without a workspace share a kernel
//! and operand signature, that guard and the launch are built once, in an
//! internal helper function each of them calls (`outline.rs`): the host
//! code then grows by a call per launch, not by the launch's expansion.
//!
//! The rebind workspace a launch of a device-rebinding kernel takes
//! (`tile-plan-device-rebind`'s placeholder) becomes a workspace cached per
//! launch site (`workspace.rs`). `gpu.launch_func async` is supported: its
//! encodes and workspace are ordered on the launch's stream and a skipped
//! launch yields its dependency's token (`launch.rs`).
//!
//! Errors carry a rule id: `host-tma-type`, `host-tma-layout`,
//! `host-tma-operands`, `host-tma-operand`, `host-tma-use`,
//! `host-tma-workspace`, `host-tma-declaration`, `host-tma-constant`,
//! `host-tma-internal`, and the descriptor rules of
//! `tile_rules::descriptor` (`box-dim-range`, `element-type-mismatch`,
//! `global-rank`, `global-inner-contiguous`, ...).
//!
//! # Emission
//!
//! [`emit`] holds the host tail pipeline (PTX embedded with
//! `gpu-module-to-binary{format=isa}`, host code to the LLVM dialect), the
//! translation of the whole module to x86-64 LLVM IR, object code, and the
//! link of a shared object with `cc -shared`. [`abi::RUNTIME_SYMBOLS`] lists
//! what the result needs from its loader.

pub mod abi;
pub mod emit;
mod encode;
mod launch;
mod launch_parts;
mod outline;
mod waits;
mod workspace;

use melior::{
    ir::{
        attribute::{DenseI32ArrayAttribute, IntegerAttribute},
        operation::{OperationBuilder, OperationLike},
        r#type::IntegerType,
        Attribute, Block, BlockLike, BlockRef, Identifier, Module, Operation, OperationRef, Region,
        RegionLike, Type, Value, ValueLike,
    },
    Context,
};
use std::collections::{HashMap, HashSet};
use std::fmt;
use tile_dialect::access::{region_at, result_at};
use tile_dialect::ops::OpKind;
use tile_dialect::verify::{facts::op_name, file_line_col};
use tile_rules::{Diagnostic, Violation};

/// The unit attribute the device lowering puts on the cast it wraps a host
/// descriptor launch operand in.
pub const HOST_DESCRIPTOR_ATTR: &str = "tile.host_descriptor";

/// Prefix of the symbols (constant globals) this pass creates.
const SYMBOL_PREFIX: &str = "__tile_host_tma";

/// One error before it is located at an op.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct HostError {
    rule: &'static str,
    message: String,
}

impl HostError {
    fn new(rule: &'static str, message: impl Into<String>) -> Self {
        Self {
            rule,
            message: message.into(),
        }
    }

    fn internal(message: impl fmt::Display) -> Self {
        Self::new("host-tma-internal", message.to_string())
    }
}

impl From<crate::lower::LowerError> for HostError {
    fn from(e: crate::lower::LowerError) -> Self {
        Self::internal(e)
    }
}

impl From<melior::Error> for HostError {
    fn from(e: melior::Error) -> Self {
        Self::internal(e)
    }
}

/// `error` as the diagnostic every layer shares, at `op`:
/// `'gpu.launch_func' op [rule] message`.
fn diagnostic(op: OperationRef<'_, '_>, error: HostError) -> Diagnostic {
    Violation::error(error.rule, error.message).at(file_line_col(op.location()), &op_name(&op))
}

/// Module-level state of one run: the top module's block (where
/// declarations and constant globals go) and the symbols already there.
pub(crate) struct Host<'c, 'a> {
    context: &'c Context,
    module_block: BlockRef<'c, 'a>,
    symbols: HashSet<String>,
    globals: HashMap<String, String>,
    declared: HashSet<&'static str>,
    entry_anchors: HashMap<usize, mlir_sys::MlirOperation>,
    counter: usize,
    /// The rebind workspace sites' globals (see `workspace.rs`).
    workspace_sites: Vec<String>,
    /// The per-site free helper, once the workspace helpers are defined.
    workspace_free: Option<String>,
}

impl<'c, 'a> Host<'c, 'a> {
    fn new(context: &'c Context, module_block: BlockRef<'c, 'a>) -> Self {
        let mut symbols = HashSet::new();
        let mut current = module_block.first_operation();
        while let Some(op) = current {
            if let Some(name) = symbol_name(op) {
                symbols.insert(name);
            }
            current = op.next_in_block();
        }
        Self {
            context,
            module_block,
            symbols,
            globals: HashMap::new(),
            declared: HashSet::new(),
            entry_anchors: HashMap::new(),
            counter: 0,
            workspace_sites: Vec::new(),
            workspace_free: None,
        }
    }

    /// Whether the top module already has an `llvm.mlir.global_dtors`.
    fn has_global_dtors(&self) -> bool {
        let mut current = self.module_block.first_operation();
        while let Some(op) = current {
            if op_name(&op) == "llvm.mlir.global_dtors" {
                return true;
            }
            current = op.next_in_block();
        }
        false
    }

    /// Parses one op (generic or custom syntax) and appends it to the top
    /// module's body.
    fn append_parsed(&mut self, text: &str) -> Result<OperationRef<'c, 'a>, HostError> {
        let wrapper = Module::parse(self.context, &format!("module {{\n{text}\n}}"))
            .ok_or_else(|| HostError::internal(format!("cannot build `{text}`")))?;
        let op = wrapper
            .body()
            .first_operation()
            .ok_or_else(|| HostError::internal(format!("`{text}` built no op")))?;
        // SAFETY: `op` is alive while `wrapper` is; the clone is detached and
        // owned by the returned `Operation`.
        let copy: Operation<'c> = unsafe { op.to_ref() }.clone();
        Ok(self.module_block.append_operation(copy))
    }

    /// Parses `text` (one op) after the declarations `decls` (which let its
    /// symbol references verify) and appends only that op to the top
    /// module's body.
    fn append_parsed_with(&mut self, decls: &str, text: &str) -> Result<(), HostError> {
        let wrapper = Module::parse(self.context, &format!("module {{\n{decls}\n{text}\n}}"))
            .ok_or_else(|| HostError::internal(format!("cannot build `{text}`")))?;
        let mut last = None;
        let mut current = wrapper.body().first_operation();
        while let Some(op) = current {
            last = Some(op);
            current = op.next_in_block();
        }
        let op = last.ok_or_else(|| HostError::internal(format!("`{text}` built no op")))?;
        // SAFETY: `op` is alive while `wrapper` is; the clone is detached and
        // owned by the returned `Operation`.
        let copy: Operation<'c> = unsafe { op.to_ref() }.clone();
        self.module_block.append_operation(copy);
        Ok(())
    }

    /// [`Host::declare`] of a `mgpu*` runtime function with the type
    /// [`abi::runtime_function_type`] gives it (the one the host emitter's
    /// `host-runtime-symbol` check accepts).
    fn declare_runtime(&mut self, name: &'static str) -> Result<(), HostError> {
        let ty = abi::runtime_function_type(name)
            .ok_or_else(|| HostError::internal(format!("@{name} is not a runtime function")))?;
        self.declare(name, ty)
    }

    /// Declares `name` as an external `llvm.func` of type `ty` unless it is
    /// declared already; an existing symbol of another kind or type is an
    /// error.
    fn declare(&mut self, name: &'static str, ty: &str) -> Result<(), HostError> {
        if self.declared.contains(name) {
            return Ok(());
        }
        if self.symbols.contains(name) {
            let expected = Type::parse(self.context, ty)
                .ok_or_else(|| HostError::internal(format!("bad type {ty}")))?;
            let mut current = self.module_block.first_operation();
            while let Some(op) = current {
                if symbol_name(op).as_deref() == Some(name) {
                    let found = op
                        .attribute("function_type")
                        .ok()
                        .and_then(|a| melior::ir::attribute::TypeAttribute::try_from(a).ok())
                        .map(|t| t.value());
                    if op_name(&op) != "llvm.func" || found != Some(expected) {
                        return Err(HostError::new(
                            "host-tma-declaration",
                            format!(
                                "the module already has a symbol @{name} ('{}'{}), but the host descriptor code calls it as an llvm.func of type {ty}",
                                op_name(&op),
                                found.map(|t| format!(" of type {t}")).unwrap_or_default()
                            ),
                        ));
                    }
                    self.declared.insert(name);
                    return Ok(());
                }
                current = op.next_in_block();
            }
        }
        self.append_parsed(&format!(
            "\"llvm.func\"() <{{CConv = #llvm.cconv<ccc>, function_type = {ty}, linkage = #llvm.linkage<external>, sym_name = \"{name}\", visibility_ = 0 : i64}}> ({{}}) : () -> ()"
        ))?;
        self.symbols.insert(name.to_string());
        self.declared.insert(name);
        Ok(())
    }

    /// A fresh symbol name with this pass's prefix.
    fn fresh_symbol(&mut self, kind: &str) -> String {
        loop {
            let name = format!("{SYMBOL_PREFIX}_{kind}_{}", self.counter);
            self.counter += 1;
            if !self.symbols.contains(&name) {
                self.symbols.insert(name.clone());
                return name;
            }
        }
    }

    /// The name of a private constant global holding `values` as
    /// `!llvm.array<N x i32>` (shared by equal arrays).
    fn i32_array(&mut self, values: &[i64], what: &str) -> Result<String, HostError> {
        let mut items = Vec::with_capacity(values.len());
        for v in values {
            let v = i32::try_from(*v).map_err(|_| {
                HostError::new(
                    "host-tma-constant",
                    format!("{what} value {v} does not fit the 32-bit encode argument"),
                )
            })?;
            items.push(v.to_string());
        }
        let key = format!("i32:[{}]", items.join(","));
        if let Some(name) = self.globals.get(&key) {
            return Ok(name.clone());
        }
        let name = self.fresh_symbol("i32");
        let n = values.len().max(1);
        let body = if values.is_empty() {
            "dense<0> : tensor<1xi32>".to_string()
        } else {
            format!("dense<[{}]> : tensor<{n}xi32>", items.join(", "))
        };
        self.append_parsed(&format!(
            "llvm.mlir.global private constant @{name}({body}) {{addr_space = 0 : i32}} : !llvm.array<{n} x i32>"
        ))?;
        self.globals.insert(key, name.clone());
        Ok(name)
    }

    /// The name of a private constant global holding `text` NUL-terminated.
    fn c_string(&mut self, text: &str) -> Result<String, HostError> {
        let key = format!("str:{text}");
        if let Some(name) = self.globals.get(&key) {
            return Ok(name.clone());
        }
        let name = self.fresh_symbol("str");
        let mut escaped = String::new();
        for b in text.bytes().chain(std::iter::once(0)) {
            if b.is_ascii_alphanumeric() || matches!(b, b'_' | b':' | b'.' | b'-' | b'$' | b' ') {
                escaped.push(char::from(b));
            } else {
                escaped.push_str(&format!("\\{b:02X}"));
            }
        }
        self.append_parsed(&format!(
            "llvm.mlir.global private constant @{name}(\"{escaped}\") {{addr_space = 0 : i32}} : !llvm.array<{} x i8>",
            text.len() + 1
        ))?;
        self.globals.insert(key, name.clone());
        Ok(name)
    }
}

fn symbol_name(op: OperationRef<'_, '_>) -> Option<String> {
    tile_dialect::strings::symbol_name(&op)
}

/// The key of a value in the maps of this module.
fn key(value: Value<'_, '_>) -> usize {
    value.to_raw().ptr as usize
}

/// An `(name, attribute)` pair.
fn named<'c>(
    context: &'c Context,
    name: &str,
    attr: Attribute<'c>,
) -> (Identifier<'c>, Attribute<'c>) {
    (Identifier::new(context, name), attr)
}

/// `arith.cmpi` predicate numbers.
const CMPI_EQ: i64 = 0;
const CMPI_NE: i64 = 1;

/// `arith.cmpi <predicate> a, b`.
fn cmpi<'c, 'a>(
    em: &crate::lower::emitter::Emitter<'c, 'a>,
    predicate: i64,
    a: Value<'c, '_>,
    b: Value<'c, '_>,
) -> Result<Value<'c, 'a>, HostError> {
    let i1: Type<'c> = IntegerType::new(em.context, 1).into();
    let i64_ty: Type<'c> = IntegerType::new(em.context, 64).into();
    let predicate = IntegerAttribute::new(i64_ty, predicate).into();
    Ok(em.value(
        "arith.cmpi",
        &[a, b],
        i1,
        &[named(em.context, "predicate", predicate)],
    )?)
}

/// `llvm.call @callee(args)` with `results` (none or one).
fn call<'c, 'a>(
    em: &crate::lower::emitter::Emitter<'c, 'a>,
    callee: &str,
    args: &[Value<'c, '_>],
    results: &[Type<'c>],
) -> Result<OperationRef<'c, 'a>, HostError> {
    let callee_attr = Attribute::parse(em.context, &format!("@{callee}"))
        .ok_or_else(|| HostError::internal(format!("bad symbol @{callee}")))?;
    let count = i32::try_from(args.len()).map_err(HostError::internal)?;
    Ok(em.op(
        "llvm.call",
        args,
        results,
        &[
            named(em.context, "callee", callee_attr),
            named(
                em.context,
                tile_dialect::ops::OPERAND_SEGMENT_SIZES,
                DenseI32ArrayAttribute::new(em.context, &[count, 0]).into(),
            ),
            named(
                em.context,
                "op_bundle_sizes",
                DenseI32ArrayAttribute::new(em.context, &[]).into(),
            ),
        ],
    )?)
}

/// Inserts `scf.if %condition { scf.yield }` (no results, no else region)
/// before `em`'s anchor; returns the `scf.if` and its then-block `scf.yield`.
fn scf_if<'c, 'a>(
    em: &crate::lower::emitter::Emitter<'c, 'a>,
    anchor: OperationRef<'c, 'a>,
    condition: Value<'c, '_>,
) -> Result<(OperationRef<'c, 'a>, OperationRef<'c, 'a>), HostError> {
    let block = anchor
        .block()
        .ok_or_else(|| HostError::internal("the op is not inside a block"))?;
    let then_region = Region::new();
    let then_block = then_region.append_block(Block::new(&[]));
    then_block.append_operation(OperationBuilder::new("scf.yield", em.location).build()?);
    let op = OperationBuilder::new("scf.if", em.location)
        .add_operands(&[condition])
        .add_regions([then_region, Region::new()])
        .build()?;
    let if_op = block.insert_operation_before(anchor, op);
    let yield_op = if_op
        .region(0)?
        .first_block()
        .and_then(|b| b.terminator())
        .ok_or_else(|| HostError::internal("scf.if without a then block"))?;
    Ok((if_op, yield_op))
}

/// The name of the op owning the first use of `value`, if it has a use.
fn has_uses(value: Value<'_, '_>) -> Option<String> {
    // SAFETY: a live value; the use (if any) belongs to a live op.
    unsafe {
        let first = mlir_sys::mlirValueGetFirstUse(value.to_raw());
        if mlir_sys::mlirOpOperandIsNull(first) {
            return None;
        }
        let owner = OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(first));
        Some(op_name(&owner))
    }
}

fn erase(op: OperationRef<'_, '_>) {
    // SAFETY: the op is in a block, its results have no remaining uses (the
    // caller checked), and no handle to it is used afterwards.
    unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
}

/// Lowers every host `tile.make_tensormap` / `tile.make_tensormap_ptr` under
/// `top` (a `builtin.module`) and rewrites the launches that consume them.
/// Returns the errors (empty on success).
pub fn lower_host_tma(top: OperationRef<'_, '_>) -> Vec<Diagnostic> {
    // SAFETY: the context outlives the pass run.
    // The ContextRef must outlive the &Context made from it (to_ref
    // transmutes a reference to the ContextRef itself).
    let context_ref = top.context();
    let context: &Context = unsafe { context_ref.to_ref() };
    let mut makes = Vec::new();
    let mut launches = Vec::new();
    let mut placeholders = Vec::new();
    let mut waits = Vec::new();
    top.walk(
        melior::ir::operation::WalkOrder::PreOrder,
        |op| match tile_dialect::strings::name_of(&op) {
            "gpu.module" => melior::ir::operation::WalkResult::Skip,
            name if OpKind::from_name(name).is_some_and(OpKind::makes_tensormap) => {
                makes.push(op.to_raw());
                melior::ir::operation::WalkResult::Advance
            }
            "gpu.launch_func" => {
                launches.push(op.to_raw());
                melior::ir::operation::WalkResult::Advance
            }
            "gpu.wait" if op.result_count() == 0 => {
                waits.push(op.to_raw());
                melior::ir::operation::WalkResult::Advance
            }
            _ => {
                if workspace::is_placeholder(&op) {
                    placeholders.push(op.to_raw());
                }
                melior::ir::operation::WalkResult::Advance
            }
        },
    );
    if makes.is_empty() && launches.is_empty() && waits.is_empty() {
        return Vec::new();
    }
    let Some(module_block) = region_at(top, 0).and_then(|r| r.first_block()) else {
        return vec![diagnostic(
            top,
            HostError::internal("the pass must run on a builtin.module"),
        )];
    };
    let mut host = Host::new(context, module_block);
    let mut errors = Vec::new();
    let mut encoded = HashMap::new();
    for raw in &makes {
        // SAFETY: collected above from the live IR; erased only below.
        let op = unsafe { OperationRef::from_raw(*raw) };
        match encode::encode(&mut host, op) {
            Ok(e) => {
                if let Some(result) = result_at(op, 0) {
                    encoded.insert(key(result.into()), e);
                }
            }
            Err(list) => errors.extend(list.into_iter().map(|e| diagnostic(op, e))),
        }
    }
    let mut sites = HashMap::new();
    for raw in placeholders {
        // SAFETY: collected above from the live IR; each is erased only by
        // its own lowering.
        let cast = unsafe { OperationRef::from_raw(raw) };
        match workspace::lower(&mut host, cast) {
            Ok((launch, site)) => {
                sites.insert(launch.to_raw().ptr as usize, site);
            }
            Err(e) => errors.push(diagnostic(cast, e)),
        }
    }
    let mut casts = Vec::new();
    let mut helpers = outline::Helpers::count(&launches, &sites);
    for raw in launches {
        // SAFETY: collected above from the live IR; launches are moved (or,
        // outlined, erased by their own rewrite), each visited once.
        let launch = unsafe { OperationRef::from_raw(raw) };
        let site = sites.get(&(raw.ptr as usize));
        match launch::rewrite(&mut host, launch, &encoded, site, &mut helpers) {
            Ok(used) => casts.extend(used),
            Err(e) => errors.push(diagnostic(launch, e)),
        }
    }
    if let Err(e) = workspace::finish(&mut host) {
        errors.push(diagnostic(top, e));
    }
    if !errors.is_empty() {
        return errors;
    }
    // SAFETY: collected above from the live IR; nothing erased them.
    let waits: Vec<_> = waits
        .into_iter()
        .map(|raw| unsafe { OperationRef::from_raw(raw) })
        .collect();
    if let Err(e) = waits::settle(&mut host, &waits) {
        errors.push(diagnostic(top, e));
        return errors;
    }
    casts.sort_by_key(|c| c.ptr as usize);
    casts.dedup_by_key(|c| c.ptr as usize);
    for raw in casts {
        // SAFETY: casts collected from live launch operands; each once.
        let cast = unsafe { OperationRef::from_raw(raw) };
        match result_at(cast, 0).and_then(|r| has_uses(r.into())) {
            None => erase(cast),
            Some(user) => errors.push(diagnostic(
                cast,
                HostError::new(
                    "host-tma-use",
                    format!("the host descriptor cast is also used by '{user}'; only gpu.launch_func operands can take a host-encoded descriptor"),
                ),
            )),
        }
    }
    for raw in makes {
        // SAFETY: as above; each make op is visited once.
        let op = unsafe { OperationRef::from_raw(raw) };
        match result_at(op, 0).and_then(|r| has_uses(r.into())) {
            None => erase(op),
            Some(user) => errors.push(diagnostic(
                op,
                HostError::new(
                    "host-tma-use",
                    format!("the descriptor is used by '{user}'; on the host a descriptor can only be a gpu.launch_func kernel operand"),
                ),
            )),
        }
    }
    errors
}
