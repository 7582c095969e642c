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
use super::launch_parts::{
    check_statuses, descriptor_source, kernel_operands, report_if, segment_sizes, single_dependency,
};
use super::outline::{Helpers, OutlinedDescriptor};
use super::workspace::{SiteUse, RELEASE};
use super::{abi, call, key, Host, HostError};
use crate::lower::emitter::Emitter;
use melior::ir::{
    operation::{OperationLike, OperationMutLike, OperationRefMut},
    OperationRef, Value, ValueLike,
};
use std::collections::HashMap;
use tile_dialect::access::as_result;
use tile_dialect::ops::OpKind;
use tile_dialect::verify::facts::op_name;

/// `@kernels::@copy` as `kernels::copy`.
fn kernel_name(launch: OperationRef<'_, '_>) -> String {
    launch
        .attribute("kernel")
        .map(|a| a.to_string().replace('@', ""))
        .unwrap_or_else(|_| "<unknown kernel>".to_string())
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
