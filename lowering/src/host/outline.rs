//! Launch helpers: where a module has many synchronous launches of one
//! kernel with the same operand types (bench/compile `launches`: N launches
//! of a kernel with 8 host descriptors), each one's guard — the
//! descriptors' `CUresult` checks and failure reports, and `scf.if` all
//! succeeded — and the `gpu.launch_func` itself, which `gpu-to-llvm`
//! expands into about 300 lines of LLVM IR (one store per kernel argument
//! field), are built once, in a private host function shared by those
//! launches:
//!
//! ```mlir
//! func.func private @__tile_host_tma_launch_0(%status0: i32, ...,
//!     %gx: index, ..., %blob0: !llvm.ptr, %m0: memref<...>, ...)
//!     attributes {llvm.linkage = #llvm.linkage<internal>} {
//!   // the same checks and reports as an inline guard, then
//!   %d0 = llvm.load %blob0 {alignment = 64} : !llvm.ptr -> !llvm.array<128 x i8>
//!   scf.if %all_ok { gpu.launch_func @kernels::@k ... args(%d0, %m0, ...) }
//!   func.return
//! }
//! ...
//! func.call @__tile_host_tma_launch_0(%s0, ..., %c16, ..., %storage0, %m0, ...)
//! ```
//!
//! Each launch then costs one call, so the host module, its translation and
//! printing grow by a few hundred bytes per launch instead of about 20 KB.
//! The behaviour is the same: the same reports in the same order, the same
//! launch; a descriptor operand is passed as its blob's storage (the
//! encode's stack slot) and loaded in the helper, where it holds the bytes
//! the launch's encode wrote (only that encode writes the slot, and the
//! launch is dominated by it).
//!
//! Launches with a rebind workspace or `async` ones keep the inline form
//! (their guard involves the call site's stream and workspace), and so do
//! kernels launched fewer than [`MIN_LAUNCHES`] times with one signature,
//! whose inline code is small and reads more directly.

use super::launch_parts::{check_statuses, descriptor_source, segment_sizes};
use super::{Host, HostError};
use crate::lower::emitter::Emitter;
use melior::ir::{
    operation::OperationLike, Attribute, BlockLike, Identifier, OperationRef, RegionLike, Value,
    ValueLike,
};
use std::collections::HashMap;

/// How many eligible launches must share a key (kernel, attributes,
/// operand types) before they share a helper.
pub(crate) const MIN_LAUNCHES: usize = 8;

/// A descriptor operand of a launch being outlined.
pub(crate) struct OutlinedDescriptor<'c, 'a> {
    /// Its index among the launch's operands.
    pub index: usize,
    /// The encode's `CUresult`.
    pub status: Value<'c, 'a>,
    /// Where the encoded blob is (`!llvm.ptr`).
    pub storage: Value<'c, 'a>,
}

/// The launches of one module, counted by key, and the helpers built so far.
pub(crate) struct Helpers {
    counts: HashMap<String, usize>,
    built: HashMap<String, String>,
}

impl Helpers {
    /// Counts the keys of the eligible launches among `launches`
    /// (`with_workspace`: the launches that have a rebind workspace site,
    /// by op pointer).
    pub(crate) fn count<T>(
        launches: &[mlir_sys::MlirOperation],
        with_workspace: &HashMap<usize, T>,
    ) -> Self {
        let mut counts: HashMap<String, usize> = HashMap::new();
        for raw in launches {
            if with_workspace.contains_key(&(raw.ptr as usize)) {
                continue;
            }
            // SAFETY: collected from the live IR by the caller.
            let launch = unsafe { OperationRef::from_raw(*raw) };
            if let Some(key) = key(launch) {
                *counts.entry(key).or_insert(0) += 1;
            }
        }
        Self {
            counts,
            built: HashMap::new(),
        }
    }

    /// The key of `launch` if it is to call a helper: eligible, no
    /// workspace, and its key shared by at least [`MIN_LAUNCHES`] launches.
    pub(crate) fn wanted(
        &self,
        launch: OperationRef<'_, '_>,
        has_workspace: bool,
    ) -> Option<String> {
        if has_workspace {
            return None;
        }
        let key = key(launch)?;
        (self.counts.get(&key).copied().unwrap_or(0) >= MIN_LAUNCHES).then_some(key)
    }
}

/// What makes two launches share a helper: every attribute (the kernel,
/// the operand segments, any other) and, per operand, its type or that it
/// is a host descriptor. `None` for a launch that is not eligible (`async`:
/// a token result or dependencies).
fn key(launch: OperationRef<'_, '_>) -> Option<String> {
    if launch.result_count() != 0 {
        return None;
    }
    let sizes = segment_sizes(launch).ok()?;
    if sizes.first().copied().unwrap_or(0) != 0 {
        return None;
    }
    let mut key = String::new();
    // SAFETY: reads the attributes of a live op.
    unsafe {
        let n = mlir_sys::mlirOperationGetNumAttributes(launch.to_raw());
        for i in 0..n {
            let named = mlir_sys::mlirOperationGetAttribute(launch.to_raw(), i);
            let name = melior::StringRef::from_raw(mlir_sys::mlirIdentifierStr(named.name));
            let value = Attribute::from_raw(named.attribute);
            key.push_str(name.as_str().unwrap_or("?"));
            key.push('=');
            key.push_str(&value.to_string());
            key.push(';');
        }
    }
    for operand in launch.operands() {
        key.push('|');
        if descriptor_source(operand).is_some() {
            key.push_str("descriptor");
        } else {
            key.push_str(&operand.r#type().to_string());
        }
    }
    Some(key)
}

/// Replaces `launch` (whose key is `key`) by a call of its helper, built on
/// first use. `descriptors`: its host descriptor operands, in operand
/// order; `name`: the symbol of the kernel's name string.
pub(crate) fn call_helper<'c, 'a>(
    host: &mut Host<'c, 'a>,
    helpers: &mut Helpers,
    key: String,
    launch: OperationRef<'c, 'a>,
    descriptors: &[OutlinedDescriptor<'c, 'a>],
    name: &str,
) -> Result<(), HostError> {
    let mut args: Vec<Value<'c, 'a>> = descriptors.iter().map(|d| d.status).collect();
    let mut operands: Vec<Value<'c, 'a>> = launch.operands().collect();
    for d in descriptors {
        let slot = operands
            .get_mut(d.index)
            .ok_or_else(|| HostError::internal("descriptor operand out of range"))?;
        *slot = d.storage;
    }
    args.extend(operands.iter().copied());
    let symbol = match helpers.built.get(&key) {
        Some(symbol) => symbol.clone(),
        None => {
            let symbol = build_helper(host, launch, &args, descriptors, name)?;
            helpers.built.insert(key, symbol.clone());
            symbol
        }
    };
    let em = Emitter::new(host.context, launch)?;
    let callee = Attribute::parse(host.context, &format!("@{symbol}"))
        .ok_or_else(|| HostError::internal(format!("bad symbol @{symbol}")))?;
    em.op(
        "func.call",
        &args,
        &[],
        &[(Identifier::new(host.context, "callee"), callee)],
    )?;
    // SAFETY: the launch has no results (eligible launches are synchronous)
    // and no handle to it is used afterwards.
    unsafe { mlir_sys::mlirOperationDestroy(launch.to_raw()) };
    Ok(())
}

/// Builds the helper of `launch` (called with `args`: the descriptors'
/// statuses, then the launch's operands with each descriptor as its blob's
/// storage); returns its symbol.
fn build_helper<'c, 'a>(
    host: &mut Host<'c, 'a>,
    launch: OperationRef<'c, 'a>,
    args: &[Value<'c, 'a>],
    descriptors: &[OutlinedDescriptor<'c, 'a>],
    name: &str,
) -> Result<String, HostError> {
    let symbol = host.fresh_symbol("launch");
    let signature: Vec<String> = args
        .iter()
        .enumerate()
        .map(|(i, v)| format!("%a{i}: {}", v.r#type()))
        .collect();
    let func = host.append_parsed(&format!(
        "func.func private @{symbol}({}) attributes {{llvm.linkage = #llvm.linkage<internal>}} {{\n  func.return\n}}",
        signature.join(", ")
    ))?;
    let block = func
        .region(0)?
        .first_block()
        .ok_or_else(|| HostError::internal("helper without a body"))?;
    let ret = block
        .terminator()
        .ok_or_else(|| HostError::internal("helper without func.return"))?;
    let params: Vec<Value<'c, 'a>> = (0..args.len())
        .map(|i| block.argument(i).map(Value::from))
        .collect::<Result<_, _>>()?;
    let em = Emitter::new(host.context, ret)?;
    let statuses = &params[..descriptors.len()];
    let mut operands: Vec<Value<'c, 'a>> = params[descriptors.len()..].to_vec();
    let blob_type = em.ty("!llvm.array<128 x i8>")?;
    let alignment = em.named("alignment", em.attr("64 : i64")?);
    for d in descriptors {
        let storage = operands[d.index];
        operands[d.index] = em.value("llvm.load", &[storage], blob_type, &[alignment])?;
    }
    let all_ok = check_statuses(&em, ret, statuses, name)?
        .ok_or_else(|| HostError::internal("an outlined launch without descriptors"))?;
    let (_, yield_op) = super::scf_if(&em, ret, all_ok)?;
    let then_block = yield_op
        .block()
        .ok_or_else(|| HostError::internal("scf.yield outside a block"))?;
    // SAFETY: clones a live op; the detached clone is handed to the block,
    // which owns it; its operands are then set to values of the helper.
    unsafe {
        let clone = mlir_sys::mlirOperationClone(launch.to_raw());
        mlir_sys::mlirBlockInsertOwnedOperationBefore(
            then_block.to_raw(),
            yield_op.to_raw(),
            clone,
        );
        let raw: Vec<mlir_sys::MlirValue> = operands.iter().map(|v| v.to_raw()).collect();
        mlir_sys::mlirOperationSetOperands(clone, raw.len() as isize, raw.as_ptr());
    }
    Ok(symbol)
}
