//! Host code emission: the host tail pipeline, LLVM IR of the whole module
//! for x86-64, an ELF object, and a shared object linked with `cc`.
//!
//! After the device pipeline (and `tile-lower-host-tma`), a driver:
//!
//! 1. calls [`prepare_gpu_targets`], which gives every `gpu.module` an
//!    `#nvvm.target` whose `chip` is the compile target and whose
//!    `features` select the PTX ISA version the unit needs (the same
//!    target and version `--emit=ptx` uses);
//! 2. runs [`HOST_TAIL_PIPELINE`] (upstream passes, and `tile-lower-scf`
//!    for the encode checks: linear where `convert-scf-to-cf` is not):
//!    `gpu-module-to-binary{format=isa}` replaces each `gpu.module` by a
//!    `gpu.binary` holding its PTX, then the host code is lowered to the
//!    LLVM dialect (`gpu.launch_func` stays, with LLVM operand types);
//! 3. translates the top module with [`translate_host_to_llvm_ir`],
//!    [`compile_host_object`] or, after that, [`link_shared_object`].
//!    MLIR's GPU translation turns `gpu.binary` into a constant holding the
//!    PTX plus a global constructor that loads it (`mgpuModuleLoadJIT`) and
//!    a destructor that unloads it (`mgpuModuleUnload`), and each
//!    synchronous `gpu.launch_func` into `mgpuModuleGetFunction`,
//!    `mgpuStreamCreate`, `mgpuLaunchKernel`, `mgpuStreamSynchronize` and
//!    `mgpuStreamDestroy` (see [`super::abi::RUNTIME_SYMBOLS`]).
//!
//! Host functions keep MLIR's default calling convention: a `func.func`
//! becomes an external `llvm.func` of the same name, each memref argument
//! expanded to `(allocated ptr, aligned ptr, i64 offset, i64 sizes[rank],
//! i64 strides[rank])`; a function marked `llvm.emit_c_interface`
//! additionally gets `_mlir_ciface_<name>` taking a pointer to each memref
//! descriptor struct `{ptr, ptr, i64, [rank x i64], [rank x i64]}`.

use super::super::output::{self, OutputError};
use inkwell::{
    context::Context as LlvmContext,
    module::Module as LlvmModule,
    targets::{
        CodeModel, FileType, InitializationConfig, RelocMode, Target as LlvmTarget, TargetMachine,
        TargetTriple,
    },
    OptimizationLevel,
};
use melior::ir::{
    operation::{OperationLike, OperationMutLike, OperationRefMut, WalkOrder, WalkResult},
    Attribute, AttributeLike, OperationRef, RegionLike, ValueLike,
};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Once;
use thiserror::Error;
use tile_dialect::tensormap::split_top_level;
use tile_dialect::verify::facts::op_name;
use tile_dialect::verify::{address_space, llvm_constant, llvm_types};
use tile_rules::{PtxVersion, Target};

/// The upstream passes that turn a module whose device side is in the
/// LLVM + NVVM dialects into one MLIR can translate for the host: PTX
/// embedded as `gpu.binary`, host code in the LLVM dialect.
pub const HOST_TAIL_PIPELINE: &str = "builtin.module(gpu-module-to-binary{format=isa},expand-strided-metadata,lower-affine,tile-lower-scf,convert-scf-to-cf,convert-func-to-llvm,convert-cf-to-llvm,finalize-memref-to-llvm,convert-arith-to-llvm,convert-index-to-llvm,gpu-to-llvm,reconcile-unrealized-casts)";

/// The host target triple.
pub const HOST_TRIPLE: &str = "x86_64-unknown-linux-gnu";

/// The C compiler driver that links shared objects.
pub const LINKER: &str = "cc";

/// Which host artifact to produce.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostOutput {
    /// LLVM IR text of the whole module (host code + embedded PTX).
    LlvmIr,
    /// An x86-64 ELF relocatable object (PIC).
    Object,
    /// A shared object (`cc -shared` of the object).
    SharedObject,
}

/// What can go wrong while emitting host code. Every message starts with
/// its rule id.
#[derive(Debug, Error)]
pub enum HostEmitError {
    /// The compile target or PTX version of a `gpu.module` is invalid.
    #[error("[host-gpu-target] {0}")]
    GpuTarget(#[from] OutputError),
    /// Host code still holds `tile` ops (or their launch casts): the host
    /// lowering did not run. A located error naming the op was emitted.
    #[error("[host-not-lowered] the host code is not lowered (see the error at the op)")]
    NotLowered,
    /// A `builtin.module` nested in host code: never compiled, its code
    /// would be dropped. A located error at it was emitted.
    #[error("[host-nested-module] host code holds a nested builtin.module, which is never compiled (see the error at the op)")]
    NestedModule,
    /// An op that is not a declaration (a launch, a store, a constant) sits
    /// directly in the host module's body, outside every function: LLVM IR
    /// has no place for it, and MLIR's translation crashed on it (a
    /// `gpu.launch_func` there: tile-fuzz seed 15151). A located error at it
    /// was emitted.
    #[error("[host-placement] host code sits outside every function (see the error at the op)")]
    Placement,
    /// A host memref has a memory space the host lowering cannot convert
    /// (a `#gpu.address_space`). A located error naming the op was emitted.
    #[error("[host-memory-space] a host memref has a memory space the host lowering cannot convert (see the error at the op)")]
    MemorySpace,
    /// A host op uses an LLVM dialect type holding `index`
    /// (`!llvm.array<4 x index>`), which the translation cannot map (it
    /// crashed). A located error naming the op was emitted.
    #[error("[llvm-index-type] host code uses an LLVM dialect type holding index (see the error at the op)")]
    LlvmIndexType,
    /// A float type LLVM IR has no type for (`f8E4M3FN`, `tf32`) inside an
    /// LLVM dialect type or as an LLVM op's type. A located error naming
    /// the op was emitted.
    #[error(
        "[llvm-type] host code uses a float type LLVM IR has no type for (see the error at the op)"
    )]
    LlvmType,
    /// An `llvm.mlir.constant` or `llvm.mlir.global` whose value is a
    /// zero-width integer (`0 : i0`) for a wider constant: the translation
    /// cannot extend it (it crashed for widths past 64 bits). A located
    /// error naming the op was emitted.
    #[error("[llvm-constant-width] host code has a zero-width integer value for a wider constant (see the error at the op)")]
    LlvmConstantWidth,
    /// A memory or pointer address space outside LLVM's 24 bits (the
    /// translation truncated it, or corrupted its pointer-type table). A
    /// located error naming the op was emitted.
    #[error("[address-space] host code uses an address space LLVM cannot represent (see the error at the op)")]
    AddressSpace,
    /// A host global aligned to more than
    /// `tile_rules::shared::MAX_GLOBAL_ALIGNMENT` bytes: the object file
    /// is padded to the alignment (a 2 GiB alignment aborted the process
    /// allocating 4 GiB for it; tile-fuzz seed 909).
    #[error("[global-alignment] a host global is aligned to more than the object file can afford (see the error at the op)")]
    GlobalAlignment,
    /// A host symbol named like a GPU runtime function (`mgpu*`) that is
    /// not a declaration of that function's type: MLIR's GPU lowering
    /// would call it with the runtime's arguments (a crash in the
    /// conversion, or a call of the user's function; tile-fuzz seed 1010).
    /// A located error naming the op was emitted.
    #[error("[host-runtime-symbol] host code defines a symbol with a name reserved for the GPU runtime (see the error at the op)")]
    RuntimeSymbol,
    /// The rewritten `#nvvm.target` does not parse.
    #[error("[host-gpu-target] cannot build the target attribute {0} for {1}")]
    TargetAttribute(String, String),
    /// `mlirTranslateModuleToLLVMIR` failed (the diagnostics say why).
    #[error(
        "[host-translate] cannot translate the host module to LLVM IR: it must be in the LLVM \
         dialect, with device code as gpu.binary (run the device pipeline and \
         tile-lower-host-tma first)"
    )]
    Translate,
    /// LLVM has no X86 back end.
    #[error("[host-codegen] LLVM has no X86 target: {0}")]
    NoX86Target(String),
    /// LLVM refused to create an x86-64 target machine.
    #[error("[host-codegen] cannot create an x86-64 target machine for {0}")]
    TargetMachine(String),
    /// The X86 back end failed.
    #[error("[host-codegen] x86-64 code generation failed: {0}")]
    Codegen(String),
    /// The LLVM IR is not UTF-8 (not expected).
    #[error("[host-translate] the host LLVM IR is not valid UTF-8")]
    NotUtf8,
    /// No `cc` to link the shared object with.
    #[error(
        "[host-link] cannot run '{LINKER}' ({0}): --emit=host-so links the object with \
         '{LINKER} -shared'; install a C toolchain or use --emit=host-obj and link it yourself"
    )]
    NoLinker(String),
    /// `cc -shared` failed.
    #[error("[host-link] '{LINKER} -shared' failed: {0}")]
    Link(String),
    /// A temporary file could not be written or read.
    #[error("[host-link] {0}")]
    Io(String),
}

/// The `+ptxNN` version in an NVPTX feature string, if any.
fn feature_ptx(features: &str) -> Option<PtxVersion> {
    features.split(',').find_map(|f| {
        let digits = f.trim().strip_prefix("+ptx")?;
        let n: u32 = digits.parse().ok()?;
        Some(PtxVersion::new(n / 10, n % 10))
    })
}

/// The `key = value` parameters of a printed `#nvvm.target<...>`, in order.
fn target_params(text: &str) -> Vec<(String, String)> {
    let Some(inner) = text
        .find('<')
        .zip(text.rfind('>'))
        .and_then(|(open, close)| (open < close).then(|| &text[open + 1..close]))
    else {
        return Vec::new();
    };
    split_top_level(inner)
        .into_iter()
        .filter_map(|p| {
            let (k, v) = p.split_once('=')?;
            Some((k.trim().to_string(), v.trim().to_string()))
        })
        .collect()
}

/// The printed entries of a `gpu.module`'s `targets` (`#nvvm.target<...>`,
/// ...), in order; none when it has no targets.
fn target_entries(unit: OperationRef<'_, '_>) -> Vec<String> {
    unit.attribute("targets")
        .ok()
        .map(|a| {
            let text = a.to_string();
            let inner = text
                .trim()
                .strip_prefix('[')
                .and_then(|t| t.strip_suffix(']'))
                .unwrap_or("")
                .to_string();
            split_top_level(&inner)
                .into_iter()
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .unwrap_or_default()
}

/// The target and PTX ISA version [`prepare_gpu_targets`] compiles the
/// `gpu.module` `unit` for: `target`, else the unit's own
/// `#nvvm.target<chip = ...>`, else the top module's `tile.target`, else
/// sm_90a; the version [`output::checked_module_ptx_version`] gives, raised
/// by a `+ptxNN` in the features of the unit's `#nvvm.target` (kept there).
pub fn unit_target_and_ptx(
    unit: OperationRef<'_, '_>,
    target: Option<Target>,
) -> Result<(Target, PtxVersion), HostEmitError> {
    let unit_target = match target {
        Some(t) => t,
        None => output::module_target(unit)?.unwrap_or(Target::DEFAULT),
    };
    let ptx = output::checked_module_ptx_version(unit, unit_target)?;
    let feature = target_entries(unit)
        .iter()
        .find(|e| e.starts_with("#nvvm.target"))
        .and_then(|e| {
            target_params(e)
                .into_iter()
                .find(|(k, _)| k == "features")
                .and_then(|(_, v)| feature_ptx(v.trim_matches('"')))
        });
    Ok((unit_target, feature.map_or(ptx, |f| f.max(ptx))))
}

/// `#nvvm.target<...>` text with `chip` and the `+ptx` feature replaced,
/// every other parameter of `existing` kept.
fn nvvm_target_text(
    existing: Option<&str>,
    target: Target,
    ptx: PtxVersion,
    libdevice: Option<&std::path::Path>,
) -> String {
    let mut params = existing.map(target_params).unwrap_or_default();
    let old_features = params
        .iter()
        .find(|(k, _)| k == "features")
        .map(|(_, v)| v.trim_matches('"').to_string())
        .unwrap_or_default();
    let ptx = feature_ptx(&old_features).map_or(ptx, |old| old.max(ptx));
    let mut features: Vec<String> = old_features
        .split(',')
        .map(str::trim)
        .filter(|f| !f.is_empty() && !f.starts_with("+ptx"))
        .map(str::to_string)
        .collect();
    features.push(ptx.llvm_feature());
    params.retain(|(k, _)| k != "chip" && k != "features");
    params.push(("chip".into(), format!("\"{target}\"")));
    params.push(("features".into(), format!("\"{}\"", features.join(","))));
    if let Some(path) = libdevice {
        // Upstream's NVVM target links these bitcode files.
        let quoted: String = std::iter::once("\"".to_string())
            .chain(path.display().to_string().bytes().map(|b| {
                if (0x20..=0x7e).contains(&b) && b != b'"' && b != b'\\' {
                    char::from(b).to_string()
                } else {
                    format!("\\{b:02X}")
                }
            }))
            .chain(std::iter::once("\"".to_string()))
            .collect();
        match params.iter_mut().find(|(k, _)| k == "link") {
            Some((_, list)) => {
                let inner = list
                    .trim()
                    .trim_start_matches('[')
                    .trim_end_matches(']')
                    .trim();
                *list = if inner.is_empty() {
                    format!("[{quoted}]")
                } else {
                    format!("[{inner}, {quoted}]")
                };
            }
            None => params.push(("link".into(), format!("[{quoted}]"))),
        }
    }
    let body: Vec<String> = params.iter().map(|(k, v)| format!("{k} = {v}")).collect();
    format!("#nvvm.target<{}>", body.join(", "))
}

/// Gives every `gpu.module` in `module` an `#nvvm.target` for the compile
/// target (`target`, else the unit's own `#nvvm.target<chip = ...>`, else
/// the top module's `tile.target`, else sm_90a) with the PTX ISA version
/// the unit needs (`+ptxNN`: the target's minimum raised by
/// `tile.ptx_version`), keeping the target's other parameters and any
/// other targets; a unit that calls libdevice gets it in the target's
/// `link` list (`libdevice` answers its path, see
/// [`crate::output::libdevice`]). `gpu-module-to-binary` then compiles
/// exactly what `--emit=ptx` compiles.
pub fn prepare_gpu_targets(
    module: OperationRef<'_, '_>,
    target: Option<Target>,
    libdevice: &dyn Fn(OperationRef<'_, '_>) -> Option<std::path::PathBuf>,
) -> Result<(), HostEmitError> {
    // SAFETY: the context outlives this call.
    // The ContextRef must outlive the &Context made from it (to_ref
    // transmutes a reference to the ContextRef itself).
    let context_ref = module.context();
    let context = unsafe { context_ref.to_ref() };
    for unit in output::gpu_modules(module) {
        if op_name(&unit) != "gpu.module" {
            continue;
        }
        let (unit_target, ptx) = unit_target_and_ptx(unit, target)?;
        let mut entries = target_entries(unit);
        let link = libdevice(unit);
        let link = link.as_deref();
        match entries.iter().position(|e| e.starts_with("#nvvm.target")) {
            Some(i) => entries[i] = nvvm_target_text(Some(&entries[i]), unit_target, ptx, link),
            None => entries.insert(0, nvvm_target_text(None, unit_target, ptx, link)),
        }
        let text = format!("[{}]", entries.join(", "));
        let attr = Attribute::parse(context, &text)
            .ok_or_else(|| HostEmitError::TargetAttribute(text.clone(), output::unit_name(unit)))?;
        // SAFETY: a live gpu.module of this module.
        let mut unit_mut = unsafe { OperationRefMut::from_raw(unit.to_raw()) };
        unit_mut.set_attribute("targets", attr);
    }
    Ok(())
}

/// The PTX texts the `gpu.binary @name` directly in `module` holds, one
/// per object, after [`HOST_TAIL_PIPELINE`] (`format=isa`: PTX); none when
/// there is no such binary.
pub fn binary_ptx(module: OperationRef<'_, '_>, name: &str) -> Vec<String> {
    let mut texts = Vec::new();
    let Some(block) = module.region(0).ok().and_then(|r| r.first_block()) else {
        return texts;
    };
    let mut next = melior::ir::BlockLike::first_operation(&block);
    while let Some(op) = next {
        next = op.next_in_block();
        if op_name(&op) != "gpu.binary"
            || tile_dialect::strings::symbol_name(&op).as_deref() != Some(name)
        {
            continue;
        }
        let Ok(objects) = op.attribute("objects") else {
            continue;
        };
        // SAFETY: a live attribute; each accessor is called on the kind it
        // expects (checked first); the object's bytes are copied out.
        unsafe {
            let raw = objects.to_raw();
            if !mlir_sys::mlirAttributeIsAArray(raw) {
                continue;
            }
            for i in 0..mlir_sys::mlirArrayAttrGetNumElements(raw) {
                let object = mlir_sys::mlirArrayAttrGetElement(raw, i);
                if !mlir_sys::mlirAttributeIsAGPUObjectAttr(object) {
                    continue;
                }
                let text = mlir_sys::mlirGPUObjectAttrGetObject(object);
                if text.data.is_null() {
                    continue;
                }
                let bytes = std::slice::from_raw_parts(text.data as *const u8, text.length);
                texts.push(String::from_utf8_lossy(bytes).into_owned());
            }
        }
    }
    texts
}

/// Fails with [`HostEmitError::NotLowered`] when host code (outside
/// `gpu.module`) still holds a `tile` op, a `tile.host_descriptor` cast or
/// a `!tile.tensormap` in an op's results or a function's signature,
/// or with [`HostEmitError::MemorySpace`] when a host function's signature,
/// a host op's result or a host `memref.global` is a memref whose memory space is not an integer
/// (`#gpu.address_space<global>`: MLIR's LLVM type converter cannot map it
/// and reports that without a location), or with
/// [`HostEmitError::NestedModule`] for a `builtin.module` inside the host
/// module (the host passes and the translation skip it: its code would be
/// silently missing), or with [`HostEmitError::Placement`] for an op other
/// than a declaration directly in the module body (a launch outside every
/// function), or with [`HostEmitError::LlvmIndexType`] for an LLVM
/// dialect type holding `index` (the translation crashed on it), after
/// emitting an MLIR error located at the first such op.
pub fn check_host_lowered(module: OperationRef<'_, '_>) -> Result<(), HostEmitError> {
    let mut found = None;
    let root = module.to_raw().ptr;
    module.walk(WalkOrder::PreOrder, |op| {
        let name = op_name(&op);
        if name == "gpu.module" {
            return WalkResult::Skip;
        }
        if name == "builtin.module" && op.to_raw().ptr != root {
            found = Some((
                op.location().to_raw(),
                "'builtin.module' op [host-nested-module] a module nested in host code is never \
                 compiled: its code would be missing from the output; move it into the top \
                 module"
                    .to_string(),
                HostEmitError::NestedModule,
            ));
            return WalkResult::Interrupt;
        }
        if op
            .parent_operation()
            .is_some_and(|p| p.to_raw().ptr == root)
            && !is_module_level(&op, &name)
        {
            found = Some((
                op.location().to_raw(),
                format!(
                    "'{name}' op [host-placement] sits directly in the module body, outside \
                     every function: host code runs only inside a function (LLVM IR has no \
                     place for it); move it into a func.func"
                ),
                HostEmitError::Placement,
            ));
            return WalkResult::Interrupt;
        }
        if let Some(message) = reserved_runtime_symbol(&op, &name) {
            found = Some((
                op.location().to_raw(),
                message,
                HostEmitError::RuntimeSymbol,
            ));
            return WalkResult::Interrupt;
        }
        if tile_dialect::ops::in_dialect(&name) || op.attribute(super::HOST_DESCRIPTOR_ATTR).is_ok()
        {
            found = Some((
                op.location().to_raw(),
                format!(
                    "'{name}' op [host-not-lowered] is still in host code; run --pipeline=default \
                     (or tile-lower-host-tma after the device pipeline) before \
                     --emit=host-llvm|host-obj|host-so"
                ),
                HostEmitError::NotLowered,
            ));
            return WalkResult::Interrupt;
        }
        if let Some(ty) = host_types(&op)
            .into_iter()
            .find(|t| t.contains("!tile.tensormap"))
        {
            found = Some((
                op.location().to_raw(),
                format!(
                    "'{name}' op [host-not-lowered] host code still uses {ty}: a tensor map \
                     exists on the host only as the launch operand tile-lower-host-tma encodes \
                     (from a host tile.make_tensormap); a host function cannot take or return one"
                ),
                HostEmitError::NotLowered,
            ));
            return WalkResult::Interrupt;
        }
        if let Some(ty) = host_types(&op).into_iter().find(|t| has_gpu_space(t)) {
            found = Some((
                op.location().to_raw(),
                format!(
                    "'{name}' op [host-memory-space] host code uses {ty}, whose memory space the \
                     host lowering cannot convert to an LLVM address space; host memrefs use the \
                     default (or an integer) memory space"
                ),
                HostEmitError::MemorySpace,
            ));
            return WalkResult::Interrupt;
        }
        if let Some((ty, space)) = host_types(&op)
            .into_iter()
            .find_map(|t| device_only_space(&t).map(|s| (t, s)))
        {
            found = Some((
                op.location().to_raw(),
                format!(
                    "'{name}' op [host-memory-space] host code uses {ty}, a pointer into NVVM \
                     address space {space} ({}), which exists only on the device; host memrefs \
                     use the default or the global (1) memory space",
                    space_name(space)
                ),
                HostEmitError::MemorySpace,
            ));
            return WalkResult::Interrupt;
        }
        if let Some(bad) = address_space::first_bad_space(&op, address_space::Side::Host) {
            found = Some((
                op.location().to_raw(),
                format!(
                    "'{name}' op [{}] host code {}",
                    address_space::RULE,
                    bad.message(address_space::Side::Host)
                ),
                HostEmitError::AddressSpace,
            ));
            return WalkResult::Interrupt;
        }
        if let Some(v) = host_global_alignment(&op) {
            found = Some((
                op.location().to_raw(),
                format!("'{name}' op {v}"),
                HostEmitError::GlobalAlignment,
            ));
            return WalkResult::Interrupt;
        }
        if let Some(message) = llvm_constant::zero_width_value(&op) {
            found = Some((
                op.location().to_raw(),
                format!("'{name}' op [{}] host code {message}", llvm_constant::RULE),
                HostEmitError::LlvmConstantWidth,
            ));
            return WalkResult::Interrupt;
        }
        if let Some(bad) = llvm_types::first_bad_type(&op) {
            let (rule, message) = bad.rule_and_message();
            let error = if rule == llvm_types::RULE {
                HostEmitError::LlvmIndexType
            } else {
                HostEmitError::LlvmType
            };
            found = Some((
                op.location().to_raw(),
                format!("'{name}' op [{rule}] host code {message}"),
                error,
            ));
            return WalkResult::Interrupt;
        }
        WalkResult::Advance
    });
    let Some((location, message, error)) = found else {
        return Ok(());
    };
    let text = std::ffi::CString::new(message).unwrap_or_default();
    // SAFETY: a location of the live module (locations are owned by the
    // context) and a NUL-terminated message.
    unsafe { mlir_sys::mlirEmitError(location, text.as_ptr()) };
    Err(error)
}

/// The non-symbol ops LLVM IR keeps at module level (as module metadata or
/// appending globals).
const MODULE_LEVEL_OPS: [&str; 4] = [
    "llvm.mlir.global_ctors",
    "llvm.mlir.global_dtors",
    "llvm.module_flags",
    "llvm.linker_options",
];

/// Whether `op` (named `name`) belongs directly in a module body: a symbol
/// (a function, a global, a `gpu.module` or `gpu.binary`, a comdat...) or
/// one of [`MODULE_LEVEL_OPS`]. Anything else there is code outside a
/// function.
fn is_module_level(op: &OperationRef<'_, '_>, name: &str) -> bool {
    op.attribute("sym_name").is_ok() || MODULE_LEVEL_OPS.contains(&name)
}

/// The `host-runtime-symbol` message for a host symbol `op` (named `name`)
/// whose name starts with [`abi::RUNTIME_PREFIX`], unless it is an
/// `llvm.func` declaration of the runtime function's type
/// ([`abi::runtime_function_type`]; tile-opt's host passes declare them so).
fn reserved_runtime_symbol(op: &OperationRef<'_, '_>, name: &str) -> Option<String> {
    let symbol = tile_dialect::strings::symbol_name(op)?;
    if !symbol.starts_with(super::abi::RUNTIME_PREFIX) {
        return None;
    }
    let expected = super::abi::runtime_function_type(&symbol);
    let declared = op.attribute("function_type").ok().map(|t| t.to_string());
    let is_declaration =
        name == "llvm.func" && op.region(0).is_ok_and(|r| r.first_block().is_none());
    if is_declaration && expected.is_some() && declared.as_deref() == expected {
        return None;
    }
    let what = match expected {
        Some(ty) => format!(
            "the GPU runtime function @{symbol} the host lowering calls; host code may only \
             declare it as an external llvm.func of type {ty}"
        ),
        None => format!(
            "the GPU runtime (names starting with `{}` are MLIR's GPU runtime wrappers, which \
             the host lowering declares and calls with their own signatures)",
            super::abi::RUNTIME_PREFIX
        ),
    };
    Some(format!(
        "'{name}' op [host-runtime-symbol] the host symbol @{symbol} ({}) uses a name reserved \
         for {what}; rename it",
        declared.unwrap_or_else(|| name.to_string())
    ))
}

/// The types of a host op the LLVM type converter sees: its results, a
/// function's signature (`function_type`) and a `memref.global`'s `type`
/// (`finalize-memref-to-llvm` converts it and fails without a location on
/// a `#gpu.address_space`), as printed.
fn host_types(op: &OperationRef<'_, '_>) -> Vec<String> {
    let mut types: Vec<String> = op.results().map(|r| r.r#type().to_string()).collect();
    if let Ok(f) = op.attribute("function_type") {
        types.push(f.to_string());
    }
    if op_name(op) == "memref.global" {
        if let Ok(t) = op.attribute("type") {
            types.push(t.to_string());
        }
    }
    types
}

/// Whether a printed type holds a memref in a `#gpu.address_space`
/// (`memref<4xf32, #gpu.address_space<global>>`), which the host's LLVM
/// type converter has no mapping for.
fn has_gpu_space(printed: &str) -> bool {
    printed.contains("#gpu.address_space")
}

/// NVVM address spaces that exist only on the device: shared (3), local
/// (5), shared::cluster (7). A host value in one compiled to a host pointer
/// in that address space, silently.
const DEVICE_ONLY_SPACES: [u64; 3] = [3, 5, 7];

fn space_name(space: u64) -> &'static str {
    match space {
        3 => "shared memory",
        5 => "local memory",
        _ => "shared::cluster memory",
    }
}

/// The device-only address space of a printed type, if it holds a memref in
/// one (`memref<4xi64, 3>`) or an LLVM pointer into one (`!llvm.ptr<3>`, or
/// `ptr<3>` inside an `!llvm.func` signature).
fn device_only_space(printed: &str) -> Option<u64> {
    let pointer_spaces = printed.match_indices("ptr<").filter_map(|(at, m)| {
        let rest = &printed[at + m.len()..];
        rest.split('>').next()?.trim().parse::<u64>().ok()
    });
    let memref_spaces = printed.match_indices("memref<").filter_map(|(at, m)| {
        let body = &printed[at + m.len()..];
        let (mut depth, mut last_comma, mut end) = (0usize, None, None);
        for (i, c) in body.char_indices() {
            match c {
                '<' | '[' | '(' | '{' => depth += 1,
                '>' | ']' | ')' | '}' if depth == 0 => {
                    end = Some(i);
                    break;
                }
                '>' | ']' | ')' | '}' => depth -= 1,
                ',' if depth == 0 => last_comma = Some(i),
                _ => {}
            }
        }
        body[last_comma? + 1..end?].trim().parse::<u64>().ok()
    });
    pointer_spaces
        .chain(memref_spaces)
        .find(|space| DEVICE_ONLY_SPACES.contains(space))
}

static INIT_X86: Once = Once::new();

/// An x86-64 target machine: generic `x86-64` cpu, PIC, `-O2` code
/// generation.
fn x86_machine() -> Result<TargetMachine, HostEmitError> {
    INIT_X86.call_once(|| LlvmTarget::initialize_x86(&InitializationConfig::default()));
    let triple = TargetTriple::create(HOST_TRIPLE);
    let target =
        LlvmTarget::from_triple(&triple).map_err(|e| HostEmitError::NoX86Target(e.to_string()))?;
    target
        .create_target_machine(
            &triple,
            "x86-64",
            "",
            OptimizationLevel::Default,
            RelocMode::PIC,
            CodeModel::Default,
        )
        .ok_or_else(|| HostEmitError::TargetMachine(HOST_TRIPLE.to_string()))
}

/// Translates `module` (the whole top module, host in the LLVM dialect and
/// device code as `gpu.binary`) and hands the LLVM module, with the x86-64
/// triple and data layout set, to `f`.
fn with_host_module<T>(
    module: OperationRef<'_, '_>,
    f: impl FnOnce(&LlvmModule<'_>, &TargetMachine) -> Result<T, HostEmitError>,
) -> Result<T, HostEmitError> {
    let machine = x86_machine()?;
    let host = translate_host_for(module, &machine)?;
    f(&host.module, &machine)
}

/// A host module translated to LLVM IR for x86-64, owning its LLVM
/// context: the MLIR module may be freed before it is printed
/// ([`TranslatedHost::into_llvm_ir`]).
pub struct TranslatedHost {
    // Declared (and so dropped) before `_context`, which owns it.
    module: LlvmModule<'static>,
    _context: Box<LlvmContext>,
}

// SAFETY: the LLVM context and the one module in it are owned exclusively
// by this value; LLVM allows a context to be used from any one thread at a
// time, and nothing else refers to them.
unsafe impl Send for TranslatedHost {}

impl TranslatedHost {
    /// The LLVM IR text, as [`translate_host_to_llvm_ir`]; the LLVM module
    /// is freed before the text is copied.
    pub fn into_llvm_ir(self) -> Result<String, HostEmitError> {
        let text = self.module.print_to_string();
        drop(self);
        text.to_str()
            .map(str::to_string)
            .map_err(|_| HostEmitError::NotUtf8)
    }
}

/// Translates `module` (as [`translate_host_to_llvm_ir`]) into a fresh LLVM
/// context, with the x86-64 triple and data layout set.
pub fn translate_host(module: OperationRef<'_, '_>) -> Result<TranslatedHost, HostEmitError> {
    translate_host_for(module, &x86_machine()?)
}

fn translate_host_for(
    module: OperationRef<'_, '_>,
    machine: &TargetMachine,
) -> Result<TranslatedHost, HostEmitError> {
    let context = Box::new(LlvmContext::create());
    // SAFETY: `module` is a live operation and the boxed context a live
    // LLVM context whose address never changes; mlir-sys and llvm-sys name
    // the same C type differently.
    let raw = unsafe {
        mlir_sys::mlirTranslateModuleToLLVMIR(
            module.to_raw(),
            context.raw() as mlir_sys::LLVMContextRef,
        )
    };
    if raw.is_null() {
        return Err(HostEmitError::Translate);
    }
    // SAFETY: a non-null module created in the boxed context, which
    // outlives it (field order in `TranslatedHost`).
    let llvm_module: LlvmModule<'static> =
        unsafe { LlvmModule::new(raw as inkwell::llvm_sys::prelude::LLVMModuleRef) };
    llvm_module.set_triple(&TargetTriple::create(HOST_TRIPLE));
    llvm_module.set_data_layout(&machine.get_target_data().get_data_layout());
    Ok(TranslatedHost {
        module: llvm_module,
        _context: context,
    })
}

/// LLVM IR text of `module` for x86-64 (host code, the embedded PTX, the
/// module load/unload constructors), as `mlir-translate --mlir-to-llvmir`
/// prints it plus the host triple and data layout.
pub fn translate_host_to_llvm_ir(module: OperationRef<'_, '_>) -> Result<String, HostEmitError> {
    translate_host(module)?.into_llvm_ir()
}

/// An x86-64 ELF relocatable object (position independent) of `module`.
pub fn compile_host_object(module: OperationRef<'_, '_>) -> Result<Vec<u8>, HostEmitError> {
    with_host_module(module, |m, machine| {
        m.verify()
            .map_err(|e| HostEmitError::Codegen(e.to_string()))?;
        machine
            .write_to_memory_buffer(m, FileType::Object)
            .map(|b| b.as_slice().to_vec())
            .map_err(|e| HostEmitError::Codegen(e.to_string()))
    })
}

static TEMP_COUNTER: AtomicUsize = AtomicUsize::new(0);

/// A fresh, empty temporary directory.
fn temp_dir() -> Result<PathBuf, HostEmitError> {
    let base = std::env::temp_dir();
    for _ in 0..100 {
        let n = TEMP_COUNTER.fetch_add(1, Ordering::Relaxed);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let dir = base.join(format!("tile-opt-host-{}-{nanos}-{n}", std::process::id()));
        match std::fs::create_dir(&dir) {
            Ok(()) => return Ok(dir),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => {
                return Err(HostEmitError::Io(format!(
                    "cannot create a temporary directory in {}: {e}",
                    base.display()
                )))
            }
        }
    }
    Err(HostEmitError::Io(format!(
        "cannot create a temporary directory in {}",
        base.display()
    )))
}

fn link_in(dir: &Path, object: &[u8]) -> Result<Vec<u8>, HostEmitError> {
    let obj = dir.join("host.o");
    let so = dir.join("host.so");
    std::fs::write(&obj, object)
        .map_err(|e| HostEmitError::Io(format!("cannot write {}: {e}", obj.display())))?;
    let output = Command::new(LINKER)
        .arg("-shared")
        .arg("-o")
        .arg(&so)
        .arg(&obj)
        .output()
        .map_err(|e| HostEmitError::NoLinker(e.to_string()))?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        return Err(HostEmitError::Link(format!(
            "{} {}",
            output.status,
            stderr.trim()
        )));
    }
    std::fs::read(&so).map_err(|e| HostEmitError::Io(format!("cannot read {}: {e}", so.display())))
}

/// Links `object` into a shared object with `cc -shared -o out.so obj.o`
/// in a temporary directory (removed afterwards) and returns its bytes.
/// Symbols the object only references (the runtime ABI) stay undefined,
/// for the loader to resolve.
pub fn link_shared_object(object: &[u8]) -> Result<Vec<u8>, HostEmitError> {
    let dir = temp_dir()?;
    let result = link_in(&dir, object);
    let _ = std::fs::remove_dir_all(&dir);
    result
}

/// The `global-alignment` violation of a host global aligned to more than
/// `tile_rules::shared::MAX_GLOBAL_ALIGNMENT` bytes (the device rule's
/// check): LLVM pads the object file to the alignment (256 MiB: a 256 MiB
/// object).
fn host_global_alignment(op: &OperationRef<'_, '_>) -> Option<tile_rules::Violation> {
    let mut found = Vec::new();
    tile_dialect::verify::module::check_global_alignment(op, &mut found);
    found.pop()
}

#[cfg(test)]
mod tests {
    use super::device_only_space;

    #[test]
    fn device_only_spaces() {
        assert_eq!(device_only_space("(memref<i64, 3>) -> ()"), Some(3));
        assert_eq!(device_only_space("!llvm.func<void (ptr<5>, i64)>"), Some(5));
        assert_eq!(device_only_space("!llvm.ptr<7>"), Some(7));
        assert_eq!(
            device_only_space("memref<4xf32, strided<[1], offset: 3>>"),
            None
        );
        assert_eq!(device_only_space("memref<4xf32, 1>"), None);
        assert_eq!(device_only_space("!llvm.ptr<1>"), None);
        assert_eq!(device_only_space("memref<3xi64>"), None);
    }
}
