//! The rebind workspace of a launch, cached per launch site.
//!
//! `tile-plan-device-rebind` passes a kernel with device-rebound
//! descriptors a global workspace of `gridX * gridY * gridZ * B` bytes
//! (`B` = 128 per slot) and names it with a placeholder:
//!
//! ```mlir
//! %ws = builtin.unrealized_conversion_cast %gx, %gy, %gz
//!     : index, index, index to memref<?xi8, 1> {tile.rebind_workspace = B : i64}
//! ```
//!
//! Here every such launch site gets a private global
//! `{ptr buffer, i64 bytes, ptr event, i32 lock}` (zero at load) and the
//! placeholder becomes a call of `__tile_host_tma_ws_acquire(site, bytes,
//! stream)`, whose result is the workspace (as a `memref<?xi8, 1>` over it);
//! `__tile_host_tma_ws_release(site, stream)` follows the (guarded) launch:
//!
//! * the site is locked from the acquire to the release (a spin lock on the
//!   record: calls of one launch site from several host threads take turns;
//!   the lock is held for the template encodes and the launch only, and for
//!   a synchronous launch until it completes);
//! * the buffer is allocated (`mgpuMemAlloc`) on the site's first launch
//!   and reused by every later one; a launch that needs more than the
//!   buffer holds replaces it by one of `max(needed, 2 x held)` bytes (the
//!   old one is freed with `mgpuMemFree` once its last launch is done:
//!   `mgpuEventSynchronize` on the site's event). The steady-state launch
//!   path allocates, frees and synchronizes nothing;
//! * an `async` launch is ordered after the site's previous launch on
//!   whatever stream that ran (`mgpuStreamWaitEvent` on the site's event,
//!   created on first use), and the release records the event on the
//!   launch's stream; a synchronous launch needs neither (it is complete
//!   when the host code continues; its stream argument is null);
//! * a module destructor (`llvm.mlir.global_dtors`) frees every site's
//!   buffer and destroys its event when the host code is unloaded.
//!
//! A null buffer (the allocation failed) is reported by the launch
//! (`tileReportEncodeFailure(2 = CUDA_ERROR_OUT_OF_MEMORY, kernel, -1)`)
//! and the launch is skipped.

use super::{abi, call, named, Host, HostError};
use crate::lower::emitter::Emitter;
use melior::ir::{
    attribute::{DenseI64ArrayAttribute, IntegerAttribute},
    operation::OperationLike,
    OperationRef, Type, Value, ValueLike,
};
use tile_dialect::verify::facts::op_name;
use tile_passes::plan_rebind::{WORKSPACE_ATTR, WORKSPACE_TYPE};

/// The site record type.
const SITE_TYPE: &str = "!llvm.struct<(ptr, i64, ptr, i32)>";
/// The LLVM form of the workspace memref.
const MEMREF_STRUCT: &str = "!llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>";
/// The helper that returns a site's workspace for a launch.
pub(crate) const ACQUIRE: &str = "__tile_host_tma_ws_acquire";
/// The helper that records a site's event after an async launch.
pub(crate) const RELEASE: &str = "__tile_host_tma_ws_release";

/// The runtime functions the helpers call: name, and the declaration that
/// lets a helper's text parse on its own (their LLVM types are
/// [`abi::runtime_function_type`]'s).
const RUNTIME: &[(&str, &str)] = &[
    (abi::MEM_ALLOC, "(i64, !llvm.ptr, i8) -> !llvm.ptr"),
    (abi::MEM_FREE, "(!llvm.ptr, !llvm.ptr)"),
    (abi::EVENT_CREATE, "() -> !llvm.ptr"),
    (abi::EVENT_DESTROY, "(!llvm.ptr)"),
    (abi::EVENT_SYNCHRONIZE, "(!llvm.ptr)"),
    (abi::EVENT_RECORD, "(!llvm.ptr, !llvm.ptr)"),
    (abi::STREAM_WAIT_EVENT, "(!llvm.ptr, !llvm.ptr)"),
];

/// Declarations of the runtime functions and of the helper `free`, for
/// parsing a helper's text.
fn declarations(free: Option<&str>) -> String {
    let mut text: String = RUNTIME
        .iter()
        .map(|(name, signature)| format!("llvm.func @{name}{signature}\n"))
        .collect();
    if let Some(free) = free {
        text.push_str(&format!("llvm.func @{free}(!llvm.ptr)\n"));
    }
    text
}

/// The helper functions, in the LLVM dialect (`@SITE` etc. are replaced).
const HELPERS: [&str; 3] = [
    r#"llvm.func internal @ACQUIRE(%site: !llvm.ptr, %bytes: i64, %stream: !llvm.ptr) -> !llvm.ptr {
  %null = llvm.mlir.zero : !llvm.ptr
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %device = llvm.mlir.constant(0 : i8) : i8
  %unlocked = llvm.mlir.constant(0 : i32) : i32
  %locked = llvm.mlir.constant(1 : i32) : i32
  %pp = llvm.getelementptr %site[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, i64, ptr, i32)>
  %cp = llvm.getelementptr %site[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, i64, ptr, i32)>
  %ep = llvm.getelementptr %site[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, i64, ptr, i32)>
  %lp = llvm.getelementptr %site[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, i64, ptr, i32)>
  llvm.br ^lock
^lock:
  %cas = llvm.cmpxchg %lp, %unlocked, %locked acquire monotonic : !llvm.ptr, i32
  %won = llvm.extractvalue %cas[1] : !llvm.struct<(i32, i1)>
  llvm.cond_br %won, ^held_lock, ^lock
^held_lock:
  %ptr = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  %held = llvm.load %cp : !llvm.ptr -> i64
  %ev = llvm.load %ep : !llvm.ptr -> !llvm.ptr
  %has_ev = llvm.icmp "ne" %ev, %null : !llvm.ptr
  %small = llvm.icmp "ult" %held, %bytes : i64
  llvm.cond_br %small, ^retire, ^order(%ptr : !llvm.ptr)
^retire:
  llvm.cond_br %has_ev, ^drain, ^free
^drain:
  llvm.call @EVENT_SYNCHRONIZE(%ev) : (!llvm.ptr) -> ()
  llvm.br ^free
^free:
  %has_ptr = llvm.icmp "ne" %ptr, %null : !llvm.ptr
  llvm.cond_br %has_ptr, ^release_old, ^alloc
^release_old:
  llvm.call @MEM_FREE(%ptr, %null) : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.br ^alloc
^alloc:
  %twice = llvm.shl %held, %one : i64
  %grow = llvm.icmp "ugt" %twice, %bytes : i64
  %size = llvm.select %grow, %twice, %bytes : i1, i64
  %new = llvm.call @MEM_ALLOC(%size, %stream, %device) : (i64, !llvm.ptr, i8) -> !llvm.ptr
  %got = llvm.icmp "ne" %new, %null : !llvm.ptr
  %kept = llvm.select %got, %size, %zero : i1, i64
  llvm.store %new, %pp : !llvm.ptr, !llvm.ptr
  llvm.store %kept, %cp : i64, !llvm.ptr
  llvm.br ^order(%new : !llvm.ptr)
^order(%p: !llvm.ptr):
  %async = llvm.icmp "ne" %stream, %null : !llvm.ptr
  %usable = llvm.icmp "ne" %p, %null : !llvm.ptr
  %both = llvm.and %async, %usable : i1
  llvm.cond_br %both, ^stream, ^done
^stream:
  llvm.cond_br %has_ev, ^after_previous, ^first_event
^first_event:
  %e = llvm.call @EVENT_CREATE() : () -> !llvm.ptr
  llvm.store %e, %ep : !llvm.ptr, !llvm.ptr
  llvm.br ^done
^after_previous:
  llvm.call @STREAM_WAIT_EVENT(%stream, %ev) : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.br ^done
^done:
  llvm.return %p : !llvm.ptr
}"#,
    r#"llvm.func internal @RELEASE(%site: !llvm.ptr, %stream: !llvm.ptr) {
  %null = llvm.mlir.zero : !llvm.ptr
  %unlocked = llvm.mlir.constant(0 : i32) : i32
  %ep = llvm.getelementptr %site[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, i64, ptr, i32)>
  %lp = llvm.getelementptr %site[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, i64, ptr, i32)>
  %ev = llvm.load %ep : !llvm.ptr -> !llvm.ptr
  %async = llvm.icmp "ne" %stream, %null : !llvm.ptr
  %has_ev = llvm.icmp "ne" %ev, %null : !llvm.ptr
  %record = llvm.and %async, %has_ev : i1
  llvm.cond_br %record, ^record, ^unlock
^record:
  llvm.call @EVENT_RECORD(%ev, %stream) : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.br ^unlock
^unlock:
  llvm.store %unlocked, %lp atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}"#,
    r#"llvm.func internal @FREE(%site: !llvm.ptr) {
  %null = llvm.mlir.zero : !llvm.ptr
  %zero = llvm.mlir.constant(0 : i64) : i64
  %pp = llvm.getelementptr %site[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, i64, ptr, i32)>
  %cp = llvm.getelementptr %site[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, i64, ptr, i32)>
  %ep = llvm.getelementptr %site[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, i64, ptr, i32)>
  %ptr = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  %ev = llvm.load %ep : !llvm.ptr -> !llvm.ptr
  %has_ev = llvm.icmp "ne" %ev, %null : !llvm.ptr
  llvm.cond_br %has_ev, ^event, ^buffer
^event:
  llvm.call @EVENT_SYNCHRONIZE(%ev) : (!llvm.ptr) -> ()
  llvm.call @EVENT_DESTROY(%ev) : (!llvm.ptr) -> ()
  llvm.store %null, %ep : !llvm.ptr, !llvm.ptr
  llvm.br ^buffer
^buffer:
  %has_ptr = llvm.icmp "ne" %ptr, %null : !llvm.ptr
  llvm.cond_br %has_ptr, ^free, ^done
^free:
  llvm.call @MEM_FREE(%ptr, %null) : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.store %null, %pp : !llvm.ptr, !llvm.ptr
  llvm.store %zero, %cp : i64, !llvm.ptr
  llvm.br ^done
^done:
  llvm.return
}"#,
];

/// The helpers' text with every placeholder symbol replaced.
fn helper_text(text: &str, free: &str) -> String {
    let mut out = text
        .replace("@ACQUIRE", &format!("@{ACQUIRE}"))
        .replace("@RELEASE", &format!("@{RELEASE}"))
        .replace("@FREE", &format!("@{free}"));
    for (placeholder, name) in [
        ("@MEM_ALLOC", abi::MEM_ALLOC),
        ("@MEM_FREE", abi::MEM_FREE),
        ("@EVENT_CREATE", abi::EVENT_CREATE),
        ("@EVENT_DESTROY", abi::EVENT_DESTROY),
        ("@EVENT_SYNCHRONIZE", abi::EVENT_SYNCHRONIZE),
        ("@EVENT_RECORD", abi::EVENT_RECORD),
        ("@STREAM_WAIT_EVENT", abi::STREAM_WAIT_EVENT),
    ] {
        out = out.replace(placeholder, &format!("@{name}"));
    }
    out
}

/// One launch's cached workspace, for the launch rewrite.
pub(crate) struct SiteUse<'c, 'a> {
    /// The site's global.
    pub(crate) site: String,
    /// The workspace pointer (`!llvm.ptr`; null when the allocation failed).
    pub(crate) pointer: Value<'c, 'a>,
    /// The launch's stream (`!llvm.ptr`), null for a synchronous launch.
    pub(crate) stream: Value<'c, 'a>,
}

/// Whether `op` is a workspace placeholder.
pub(crate) fn is_placeholder(op: &OperationRef<'_, '_>) -> bool {
    op_name(op) == "builtin.unrealized_conversion_cast" && op.has_attribute(WORKSPACE_ATTR)
}

/// Declares the runtime functions and defines the helpers (once).
fn ensure_helpers(host: &mut Host<'_, '_>) -> Result<(), HostError> {
    if host.workspace_free.is_some() {
        return Ok(());
    }
    for (name, _) in RUNTIME {
        host.declare_runtime(name)?;
    }
    for name in [ACQUIRE, RELEASE] {
        if host.symbols.contains(name) {
            return Err(HostError::new(
                "host-tma-declaration",
                format!("the module already has a symbol @{name}, which the rebind workspace cache defines"),
            ));
        }
    }
    let free = host.fresh_symbol("ws_free");
    for text in HELPERS {
        let text = helper_text(text, &free);
        let defines_free = text.starts_with(&format!("llvm.func internal @{free}("));
        let decls = if defines_free {
            declarations(None)
        } else {
            declarations(Some(&free))
        };
        host.append_parsed_with(&decls, &text)?;
    }
    host.symbols.insert(ACQUIRE.to_string());
    host.symbols.insert(RELEASE.to_string());
    host.workspace_free = Some(free);
    Ok(())
}

/// Replaces the placeholder `cast` by the workspace of its launch site;
/// returns the launch and what its rewrite needs.
pub(crate) fn lower<'c, 'a>(
    host: &mut Host<'c, 'a>,
    cast: OperationRef<'c, 'a>,
) -> Result<(OperationRef<'c, 'a>, SiteUse<'c, 'a>), HostError> {
    let context = host.context;
    let result: Value = cast.result(0)?.into();
    let launches: Vec<OperationRef> = tile_dialect::access::users(result)
        .into_iter()
        .filter(|u| op_name(u) == "gpu.launch_func")
        .collect();
    let [launch] = launches[..] else {
        return Err(HostError::new(
            "host-tma-workspace",
            format!(
                "a rebind workspace placeholder must be the kernel operand of exactly one gpu.launch_func; it is used by {}",
                launches.len()
            ),
        ));
    };
    let per_cta = cast
        .attribute(WORKSPACE_ATTR)
        .ok()
        .and_then(|a| IntegerAttribute::try_from(a).ok())
        .map(|a| a.value())
        .filter(|v| *v > 0)
        .ok_or_else(|| {
            HostError::new(
                "host-tma-workspace",
                format!("{WORKSPACE_ATTR} must be a positive integer (bytes per CTA)"),
            )
        })?;
    if cast.operand_count() != 3 || result.r#type().to_string() != WORKSPACE_TYPE {
        return Err(HostError::new(
            "host-tma-workspace",
            format!("a rebind workspace placeholder takes the grid (3 index values) and gives a {WORKSPACE_TYPE}"),
        ));
    }
    ensure_helpers(host)?;
    let em = Emitter::new(context, cast)?;
    let i64_ty: Type = melior::ir::r#type::IntegerType::new(context, 64).into();
    let ptr_ty = em.ty("!llvm.ptr")?;
    // The launch's stream: the one token it depends on (made so here).
    let stream = match super::launch_parts::single_dependency(&em, launch)? {
        Some(token) => {
            Some(em.value("builtin.unrealized_conversion_cast", &[token], ptr_ty, &[])?)
        }
        None => None,
    };
    let stream_arg = match stream {
        Some(s) => s,
        None => em.value("llvm.mlir.zero", &[], ptr_ty, &[])?,
    };
    let mut bytes = em.const_index(per_cta)?;
    for i in 0..3 {
        bytes = em.value(
            "arith.muli",
            &[bytes, cast.operand(i)?],
            Type::index(context),
            &[],
        )?;
    }
    let bytes = em.value("arith.index_cast", &[bytes], i64_ty, &[])?;
    let site = host.fresh_symbol("ws");
    host.append_parsed(&format!(
        "llvm.mlir.global internal @{site}() {{addr_space = 0 : i32}} : {SITE_TYPE} {{\n  %0 = llvm.mlir.zero : {SITE_TYPE}\n  llvm.return %0 : {SITE_TYPE}\n}}"
    ))?;
    host.workspace_sites.push(site.clone());
    let address = super::encode::address_of(&em, &site)?;
    let pointer = call(&em, ACQUIRE, &[address, bytes, stream_arg], &[ptr_ty])?
        .result(0)?
        .into();
    // The memref<?xi8, 1> over it: (ptr, ptr, 0, [bytes], [1]).
    let global = em.value(
        "llvm.addrspacecast",
        &[pointer],
        em.ty("!llvm.ptr<1>")?,
        &[],
    )?;
    let struct_ty = em.ty(MEMREF_STRUCT)?;
    let zero = em.llvm_const(0, 64)?;
    let one = em.llvm_const(1, 64)?;
    let mut descriptor = em.value("llvm.mlir.undef", &[], struct_ty, &[])?;
    for (value, position) in [
        (global, vec![0]),
        (global, vec![1]),
        (zero, vec![2]),
        (bytes, vec![3, 0]),
        (one, vec![4, 0]),
    ] {
        descriptor = em.value(
            "llvm.insertvalue",
            &[descriptor, value],
            struct_ty,
            &[named(
                context,
                "position",
                DenseI64ArrayAttribute::new(context, &position).into(),
            )],
        )?;
    }
    let workspace = em.value(
        "builtin.unrealized_conversion_cast",
        &[descriptor],
        result.r#type(),
        &[],
    )?;
    // SAFETY: both values are live; every use of the placeholder moves to
    // the workspace, which is defined right before it.
    unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(result.to_raw(), workspace.to_raw()) };
    // SAFETY: the placeholder has no uses left and no handle to it is used
    // afterwards.
    unsafe { mlir_sys::mlirOperationDestroy(cast.to_raw()) };
    Ok((
        launch,
        SiteUse {
            site,
            pointer,
            stream: stream_arg,
        },
    ))
}

/// After every site is lowered: the destructor that frees them all, as a
/// module destructor.
pub(crate) fn finish(host: &mut Host<'_, '_>) -> Result<(), HostError> {
    let Some(free) = host.workspace_free.clone() else {
        return Ok(());
    };
    if host.workspace_sites.is_empty() {
        return Ok(());
    }
    let unload = host.fresh_symbol("ws_unload");
    let mut body = String::new();
    for (i, site) in host.workspace_sites.iter().enumerate() {
        body.push_str(&format!(
            "  %s{i} = llvm.mlir.addressof @{site} : !llvm.ptr\n  llvm.call @{free}(%s{i}) : (!llvm.ptr) -> ()\n"
        ));
    }
    let mut decls = declarations(Some(&free));
    for site in &host.workspace_sites {
        decls.push_str(&format!(
            "llvm.mlir.global external @{site}() {{addr_space = 0 : i32}} : {SITE_TYPE}\n"
        ));
    }
    host.append_parsed_with(
        &decls,
        &format!("llvm.func internal @{unload}() {{\n{body}  llvm.return\n}}"),
    )?;
    if host.has_global_dtors() {
        return Err(HostError::new(
            "host-tma-declaration",
            "the module already has an llvm.mlir.global_dtors; the rebind workspace cache needs its own module destructor",
        ));
    }
    host.append_parsed_with(
        &format!("llvm.func @{unload}() {{\n  llvm.return\n}}"),
        &format!(
            "llvm.mlir.global_dtors dtors = [@{unload}], priorities = [65535 : i32], data = [#llvm.zero]"
        ),
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{abi, RUNTIME};

    /// The helpers declare each runtime function with the type the host
    /// emitter's `host-runtime-symbol` check accepts: every one has one.
    #[test]
    fn runtime_types_match_the_abi() {
        for (name, _) in RUNTIME {
            assert!(abi::runtime_function_type(name).is_some(), "{name}");
        }
    }
}
