//! The lowering passes: plain constructors taking typed options, and their
//! descriptors (with the `default` / `default-asm` pipelines) for the
//! registry. The constructors know nothing of the registry.

use crate::kernel_params::finalize_kernel_params;
use crate::lower::{lower_tile_ops, Strategy};
use melior::{ir::r#type::TypeId, pass::Pass, Context};
use tile_passes::external::error_reporting_pass;
use tile_passes::{NamedPipeline, OptionsError, PassDefaults, PassInfo, PassOptions, Registry};

#[repr(align(8))]
struct PassId;
static LOWER_PASS: PassId = PassId;
static FINALIZE_PASS: PassId = PassId;
static HOST_TMA_PASS: PassId = PassId;
static SCF_PASS: PassId = PassId;
static FOLD_STRUCTS_PASS: PassId = PassId;

/// Adds the lowering passes and the `default` / `default-asm` pipelines.
pub fn register(registry: &mut Registry) {
    registry.register(PassInfo {
        name: "tile-lower-to-nvvm",
        summary: "lower every tile op to NVVM ops (emit=intrinsics) or inline-asm PTX (emit=asm)",
        options: &["emit=intrinsics|asm: the emission strategy (default intrinsics)"],
        create: create_lower,
    });
    registry.register(PassInfo {
        name: "tile-finalize-kernel-params",
        summary:
            "mark descriptor parameters of nvvm.kernel functions byval, align 64, grid_constant; give dynamic shared memory external linkage; complete the launch manifest's ABI words",
        options: &[],
        create: create_finalize,
    });
    registry.register_pipeline(NamedPipeline {
        name: "default",
        summary: "verify, hoist host-born descriptors, lower tile ops to NVVM intrinsics and the kernel to LLVM, encode descriptors on the host",
        text: "builtin.module(tile-verify,tile-separate-host-tma,tile-plan-device-rebind{recheck=off},tile-check-tensormap-fences,tile-lower-to-nvvm{emit=intrinsics},expand-strided-metadata,lower-affine,tile-lower-scf,convert-scf-to-cf,gpu.module(convert-gpu-to-nvvm,tile-fold-memref-structs),convert-nvvm-to-llvm,reconcile-unrealized-casts,gpu.module(cse),tile-finalize-kernel-params,tile-lower-host-tma)",
    });
    registry.register_pipeline(NamedPipeline {
        name: "default-asm",
        summary: "as default, with inline-asm PTX for every tile op",
        text: "builtin.module(tile-verify,tile-separate-host-tma,tile-plan-device-rebind{recheck=off},tile-check-tensormap-fences,tile-lower-to-nvvm{emit=asm},expand-strided-metadata,lower-affine,tile-lower-scf,convert-scf-to-cf,gpu.module(convert-gpu-to-nvvm,tile-fold-memref-structs),convert-nvvm-to-llvm,reconcile-unrealized-casts,gpu.module(cse),tile-finalize-kernel-params,tile-lower-host-tma)",
    });
    registry.register(PassInfo {
        name: "tile-lower-scf",
        summary: "lower scf.if and scf.for (outside other scf ops) to cf branches in linear time (convert-scf-to-cf's result; it is quadratic in the ifs and loops of one block)",
        options: &[],
        create: create_scf,
    });
    registry.register(PassInfo {
        name: "tile-fold-memref-structs",
        summary: "after convert-gpu-to-nvvm: fold llvm.extractvalue of llvm.insertvalue chains (the memref descriptors of memref.get_global) and inttoptr(ptrtoint) round trips, erase what is left unused",
        options: &[],
        create: create_fold_structs,
    });
    registry.register(PassInfo {
        name: "tile-lower-host-tma",
        summary: "encode host tile.make_tensormap* with cuTensorMapEncode*, pass the 128-byte blobs to the launches (skipped when an encode fails)",
        options: &[],
        create: create_host_tma,
    });
}

fn create_lower(
    _: &Context,
    options: &PassOptions,
    _: &PassDefaults,
) -> Result<Pass, OptionsError> {
    options.expect_only(&["emit"])?;
    let strategy = match options.get("emit") {
        None => Strategy::Intrinsics,
        Some(s) => s
            .parse::<Strategy>()
            .map_err(|_| options.error("emit", format!("expected intrinsics or asm, got '{s}'")))?,
    };
    Ok(lower_to_nvvm(strategy))
}

fn create_finalize(
    _: &Context,
    options: &PassOptions,
    _: &PassDefaults,
) -> Result<Pass, OptionsError> {
    options.expect_only(&[])?;
    Ok(finalize_kernel_params_pass())
}

fn create_host_tma(
    _: &Context,
    options: &PassOptions,
    _: &PassDefaults,
) -> Result<Pass, OptionsError> {
    options.expect_only(&[])?;
    Ok(lower_host_tma())
}

fn create_scf(_: &Context, options: &PassOptions, _: &PassDefaults) -> Result<Pass, OptionsError> {
    options.expect_only(&[])?;
    Ok(lower_scf_pass())
}

fn create_fold_structs(
    _: &Context,
    options: &PassOptions,
    _: &PassDefaults,
) -> Result<Pass, OptionsError> {
    options.expect_only(&[])?;
    Ok(fold_memref_structs_pass())
}

/// `tile-fold-memref-structs` (`crate::fold_structs`).
pub fn fold_memref_structs_pass() -> Pass {
    error_reporting_pass(
        TypeId::create(&FOLD_STRUCTS_PASS),
        "TileFoldMemrefStructs",
        "tile-fold-memref-structs",
        "fold the memref descriptor structs the lowered tile ops read one field of",
        crate::fold_structs::fold_memref_structs,
    )
}

/// `tile-lower-scf`.
pub fn lower_scf_pass() -> Pass {
    error_reporting_pass(
        TypeId::create(&SCF_PASS),
        "TileLowerScf",
        "tile-lower-scf",
        "lower scf.if and scf.for outside other scf ops to cf branches in linear time",
        crate::scf_cf::lower_scf,
    )
}

/// `tile-lower-to-nvvm` with this emission strategy.
pub fn lower_to_nvvm(strategy: Strategy) -> Pass {
    error_reporting_pass(
        TypeId::create(&LOWER_PASS),
        "TileLowerToNvvm",
        "tile-lower-to-nvvm",
        "lower tile ops to NVVM or inline-asm PTX",
        move |op| lower_tile_ops(op, strategy),
    )
}

/// `tile-finalize-kernel-params`.
pub fn finalize_kernel_params_pass() -> Pass {
    error_reporting_pass(
        TypeId::create(&FINALIZE_PASS),
        "TileFinalizeKernelParams",
        "tile-finalize-kernel-params",
        "mark descriptor parameters byval grid_constant",
        |op| {
            let mut errors = finalize_kernel_params(op);
            errors.extend(crate::dynamic_smem::externalize_dynamic_shared(op));
            if errors.is_empty() {
                errors = crate::manifest_abi::complete_manifest(op);
            }
            errors
        },
    )
}

/// `tile-lower-host-tma`.
pub fn lower_host_tma() -> Pass {
    error_reporting_pass(
        TypeId::create(&HOST_TMA_PASS),
        "TileLowerHostTma",
        "tile-lower-host-tma",
        "encode host descriptors with the CUDA driver and pass them to launches",
        crate::host::lower_host_tma,
    )
}
