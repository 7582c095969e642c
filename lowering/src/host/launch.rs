//! One `gpu.launch_func`: its descriptor operands become the encoded blobs,
//! every descriptor's `CUresult` is checked (failures reported through
//! `tileReportEncodeFailure`), its rebind workspace (see [`super::workspace`])
//! must exist, and the launch runs only if all is well: it is wrapped in
//! `scf.if %ok { launch }`.
//!
//! An `async` launch first gets exactly one dependency `%s` (a
//! `gpu.wait async [deps]` when it has none or several). MLIR's GPU
//! lowering (`gpu-to-llvm`) launches `gpu.launch_func async [%s]` on `%s`'s
//! stream and returns that same stream as the launch's token, so every use
//! of the launch's token is given `%s`, except a join (`gpu.wait async`),
//! which gets an event recorded on that stream right before it:
//!
//! ```mlir
//! %s = gpu.wait async [%a, %b]           // only with none or several deps
//! scf.if %ok {
//!   %unused = gpu.launch_func async [%s] ...
//! }
//! llvm.call @__tile_host_tma_ws_release(@site, %stream)     // with a workspace
//! %e = llvm.call @mgpuEventCreate()      // for a join only
//! llvm.call @mgpuEventRecord(%e, %stream)
//! %j = gpu.wait async [(cast %e), %c]    // was: gpu.wait async [%launch_token, %c]
//! gpu.wait [%s]                          // was: gpu.wait [%launch_token]
//! ```
//!
//! Whether the launch ran or was skipped (a failed encode), later work
//! ordered on the token is ordered on that stream, after the launch when it
//! ran. A token cannot be the result of the `scf.if` instead: `gpu-to-llvm`
//! tells a stream from an event by the op defining it, and a token merged by
//! control flow would be taken for an event; and a join must not see `%s`
//! itself, since `gpu-to-llvm` records a stream dependency's event right
//! after the op that defined the token (before the launch). Nothing on this
//! path synchronizes the device.

use super::encode::{address_of, Encoded};
use super::outline::{Helpers, OutlinedDescriptor};
use super::workspace::{SiteUse, RELEASE};
use super::{abi, call, cmpi, key, Host, HostError, CMPI_EQ, CMPI_NE};
use crate::lower::emitter::Emitter;
use melior::ir::{
    attribute::DenseI32ArrayAttribute,
    operation::{OperationLike, OperationMutLike, OperationRefMut},
    OperationRef, Value, ValueLike,
};
use std::collections::HashMap;
use tile_dialect::access::as_result;
use tile_dialect::ops::OpKind;
use tile_dialect::tensormap::is_tensormap;
use tile_dialect::upstream;
use tile_dialect::verify::facts::op_name;

/// Segments of `gpu.launch_func`'s `operandSegmentSizes` before the kernel
/// operands: async deps, grid x/y/z, block x/y/z, cluster x/y/z, dynamic
/// shared memory size.
const SEGMENTS_BEFORE_KERNEL_OPERANDS: usize = 11;

/// The operand segment sizes of a launch.
pub(super) fn segment_sizes(launch: OperationRef<'_, '_>) -> Result<Vec<i32>, HostError> {
    let sizes = launch
        .attribute("operandSegmentSizes")
        .ok()
        .and_then(|a| DenseI32ArrayAttribute::try_from(a).ok())
        .ok_or_else(|| HostError::internal("gpu.launch_func without operandSegmentSizes"))?;
    if sizes.len() <= SEGMENTS_BEFORE_KERNEL_OPERANDS {
        return Err(HostError::internal(format!(
            "gpu.launch_func has {} operand segments, expected at least {}",
            sizes.len(),
            SEGMENTS_BEFORE_KERNEL_OPERANDS + 1
        )));
    }
    Ok((0..sizes.len())
        .map(|i| sizes.element(i).map_or(0, |s| s.max(0)))
        .collect())
}

/// First index and count of the kernel operands of a launch.
pub(super) fn kernel_operands(launch: OperationRef<'_, '_>) -> Result<(usize, usize), HostError> {
    let sizes = segment_sizes(launch)?;
    let start = sizes[..SEGMENTS_BEFORE_KERNEL_OPERANDS]
        .iter()
        .map(|s| *s as usize)
        .sum();
    Ok((start, sizes[SEGMENTS_BEFORE_KERNEL_OPERANDS] as usize))
}

/// For an `async` launch, the one token it depends on: its single
/// dependency, or (with none or several) a `gpu.wait async [deps]` built by
/// `em` that becomes its only dependency. `None` for a synchronous launch.
pub(crate) fn single_dependency<'c, 'a>(
    em: &Emitter<'c, 'a>,
    launch: OperationRef<'c, 'a>,
) -> Result<Option<Value<'c, 'a>>, HostError> {
    if launch.result_count() == 0 {
        return Ok(None);
    }
    let mut sizes = segment_sizes(launch)?;
    let deps = sizes[0] as usize;
    let operands: Vec<Value<'c, 'a>> = launch.operands().collect();
    if deps == 1 {
        return Ok(Some(operands[0]));
    }
    let token = launch.result(0)?.r#type();
    let joined = em.value("gpu.wait", &operands[..deps], token, &[])?;
    let mut all: Vec<mlir_sys::MlirValue> = vec![joined.to_raw()];
    all.extend(operands[deps..].iter().map(|v| v.to_raw()));
    sizes[0] = 1;
    // SAFETY: the new operand list matches the segment sizes set right
    // after; `joined` is defined before the launch.
    unsafe {
        mlir_sys::mlirOperationSetOperands(launch.to_raw(), all.len() as isize, all.as_ptr());
    }
    // SAFETY: `launch` is a live op; no other handle mutates it meanwhile.
    let mut launch_mut = unsafe { OperationRefMut::from_raw(launch.to_raw()) };
    launch_mut.set_inherent_attribute(
        "operandSegmentSizes",
        DenseI32ArrayAttribute::new(em.context, &sizes).into(),
    );
    Ok(Some(joined))
}

/// `@kernels::@copy` as `kernels::copy`.
fn kernel_name(launch: OperationRef<'_, '_>) -> String {
    launch
        .attribute("kernel")
        .map(|a| a.to_string().replace('@', ""))
        .unwrap_or_else(|_| "<unknown kernel>".to_string())
}

/// A descriptor operand: the tensormap value and the cast it came through.
pub(super) fn descriptor_source<'c, 'a>(
    value: Value<'c, 'a>,
) -> Option<(Value<'c, 'a>, Option<OperationRef<'c, 'a>>)> {
    if is_tensormap(value.r#type()) {
        return Some((value, None));
    }
    let cast = as_result(value)?.owner();
    if op_name(&cast) != "builtin.unrealized_conversion_cast" || cast.operand_count() != 1 {
        return None;
    }
    let source = upstream::source(cast)?;
    is_tensormap(source.r#type()).then_some((source, Some(cast)))
}

/// Rewrites one launch (its workspace, if any, is `workspace`); returns the
/// casts it stopped using (to erase).
pub(crate) fn rewrite<'c, 'a>(
    host: &mut Host<'c, 'a>,
    launch: OperationRef<'c, 'a>,
    encoded: &HashMap<usize, Encoded<'c, 'a>>,
    workspace: Option<&SiteUse<'c, 'a>>,
    helpers: &mut Helpers,
) -> Result<Vec<mlir_sys::MlirOperation>, HostError> {
    // Decided on the launch as written, before its operands change.
    let helper_key = helpers.wanted(launch, workspace.is_some());
    let (start, count) = kernel_operands(launch)?;
    let mut descriptors = Vec::new();
    let mut casts = Vec::new();
    for k in 0..count {
        let operand = launch.operand(start + k)?;
        let Some((source, cast)) = descriptor_source(operand) else {
            continue;
        };
        let from_make = as_result(source)
            .is_some_and(|r| OpKind::of(&r.owner()).is_some_and(OpKind::makes_tensormap));
        if from_make && !encoded.contains_key(&key(source)) {
            // The make op failed and reported why; nothing more to say here.
            return Ok(Vec::new());
        }
        let Some(e) = encoded.get(&key(source)).filter(|_| from_make) else {
            return Err(HostError::new(
                "host-tma-operand",
                format!(
                    "kernel operand {k} of {} is a descriptor ({}) that no host tile.make_tensormap / tile.make_tensormap_ptr in this module produces",
                    kernel_name(launch),
                    source.r#type()
                ),
            ));
        };
        descriptors.push((start + k, e.blob, e.status, e.storage));
        if let Some(c) = cast {
            casts.push(c.to_raw());
        }
    }
    if descriptors.is_empty() && workspace.is_none() {
        return Ok(casts);
    }
    let context = host.context;
    host.declare(abi::REPORT_FAILURE, abi::REPORT_FAILURE_TYPE)?;
    let name = host.c_string(&kernel_name(launch))?;
    if let Some(key) = helper_key {
        let outlined: Vec<OutlinedDescriptor> = descriptors
            .iter()
            .map(|(index, _, status, storage)| OutlinedDescriptor {
                index: *index,
                status: *status,
                storage: *storage,
            })
            .collect();
        super::outline::call_helper(host, helpers, key, launch, &outlined, &name)?;
        return Ok(casts);
    }
    // SAFETY: a live op of this module; its operand indices are in range.
    let mut launch_mut = unsafe { OperationRefMut::from_raw(launch.to_raw()) };
    for (index, blob, _, _) in &descriptors {
        launch_mut.set_operand(*index, *blob);
    }
    let em = Emitter::new(context, launch)?;
    let dependency = single_dependency(&em, launch)?;
    let statuses: Vec<Value<'c, 'a>> = descriptors.iter().map(|d| d.2).collect();
    let mut all_ok = check_statuses(&em, launch, &statuses, &name)?;
    if let Some(ws) = workspace {
        let null = em.value("llvm.mlir.zero", &[], em.ty("!llvm.ptr")?, &[])?;
        let missing = em.value(
            "llvm.icmp",
            &[ws.pointer, null],
            em.ty("i1")?,
            &[em.named("predicate", em.attr("0 : i64")?)],
        )?;
        let out_of_memory = em.llvm_const(i64::from(abi::CUDA_ERROR_OUT_OF_MEMORY), 32)?;
        report_if(&em, launch, missing, out_of_memory, &name, -1)?;
        let present = em.value(
            "arith.xori",
            &[missing, em.const_int(1, 1)?],
            missing.r#type(),
            &[],
        )?;
        all_ok = Some(match all_ok {
            None => present,
            Some(previous) => {
                em.value("arith.andi", &[previous, present], present.r#type(), &[])?
            }
        });
    }
    let condition = all_ok.ok_or_else(|| HostError::internal("no launch condition"))?;
    let (if_op, yield_op) = super::scf_if(&em, launch, condition)?;
    if let Some(token) = dependency {
        alias_token(host, launch, token)?;
    }
    // SAFETY: moves a live op before a live op of the same context.
    unsafe { mlir_sys::mlirOperationMoveBefore(launch.to_raw(), yield_op.to_raw()) };
    if let Some(ws) = workspace {
        // Whether the launch ran or not: record the site's event (async) and
        // unlock the site.
        let next = if_op
            .next_in_block()
            .ok_or_else(|| HostError::internal("the guarded launch ends its block"))?;
        let after = Emitter::new(context, next)?;
        let site = address_of(&after, &ws.site)?;
        call(&after, RELEASE, &[site, ws.stream], &[])?;
    }
    Ok(casts)
}

/// Gives every user of the (guarded) async `launch`'s token the launch's
/// single dependency `token` instead: the same stream, after the launch when
/// it ran. A join (`gpu.wait async [...]`, or a launch with several
/// dependencies, which becomes one) gets an event recorded on that stream
/// right before it instead: `gpu-to-llvm` records the event of a stream
/// dependency right after the op that defined the token, which for `token`
/// would be before the launch.
fn alias_token<'c, 'a>(
    host: &mut Host<'c, 'a>,
    launch: OperationRef<'c, 'a>,
    token: Value<'c, 'a>,
) -> Result<(), HostError> {
    let launched: Value = launch.result(0)?.into();
    for (user, index) in tile_dialect::access::uses(launched) {
        let join = match op_name(&user).as_str() {
            "gpu.wait" => user.result_count() == 1,
            "gpu.launch_func" => segment_sizes(user)?[0] > 1,
            _ => false,
        };
        let value = if join {
            host.declare_runtime(abi::EVENT_CREATE)?;
            host.declare_runtime(abi::EVENT_RECORD)?;
            let em = Emitter::new(host.context, user)?;
            let ptr = em.ty("!llvm.ptr")?;
            let stream = em.value("builtin.unrealized_conversion_cast", &[token], ptr, &[])?;
            let event: Value = call(&em, abi::EVENT_CREATE, &[], &[ptr])?.result(0)?.into();
            call(&em, abi::EVENT_RECORD, &[event, stream], &[])?;
            em.value(
                "builtin.unrealized_conversion_cast",
                &[event],
                token.r#type(),
                &[],
            )?
        } else {
            token
        };
        // SAFETY: a live op; `value` dominates it (`token` dominates the
        // launch, the event is built right before the user).
        let mut user_mut = unsafe { OperationRefMut::from_raw(user.to_raw()) };
        user_mut.set_operand(index, value);
    }
    Ok(())
}

/// Before `anchor`: for each descriptor's `CUresult` in `statuses` (in
/// kernel operand order), `scf.if` it failed, report it
/// (`tileReportEncodeFailure(status, "<name>", ordinal)`, `name` the symbol
/// of the kernel's name string); returns whether all succeeded (`None`
/// without statuses).
pub(super) fn check_statuses<'c, 'a>(
    em: &Emitter<'c, 'a>,
    anchor: OperationRef<'c, 'a>,
    statuses: &[Value<'c, 'a>],
    name: &str,
) -> Result<Option<Value<'c, 'a>>, HostError> {
    let zero = em.llvm_const(i64::from(abi::CUDA_SUCCESS), 32)?;
    let mut all_ok: Option<Value<'c, 'a>> = None;
    for (ordinal, status) in statuses.iter().enumerate() {
        let failed = cmpi(em, CMPI_NE, *status, zero)?;
        let index = i64::try_from(ordinal).map_err(HostError::internal)?;
        report_if(em, anchor, failed, *status, name, index)?;
        let ok = cmpi(em, CMPI_EQ, *status, zero)?;
        all_ok = Some(match all_ok {
            None => ok,
            Some(previous) => em.value("arith.andi", &[previous, ok], ok.r#type(), &[])?,
        });
    }
    Ok(all_ok)
}

/// `scf.if %failed { tileReportEncodeFailure(status, kernel, index) }`.
fn report_if<'c, 'a>(
    em: &Emitter<'c, 'a>,
    launch: OperationRef<'c, 'a>,
    failed: Value<'c, 'a>,
    status: Value<'c, 'a>,
    name: &str,
    index: i64,
) -> Result<(), HostError> {
    let (_, yield_op) = super::scf_if(em, launch, failed)?;
    let inner = Emitter::new(em.context, yield_op)?;
    let kernel = address_of(&inner, name)?;
    let index = inner.llvm_const(index, 32)?;
    call(&inner, abi::REPORT_FAILURE, &[status, kernel, index], &[])?;
    Ok(())
}
