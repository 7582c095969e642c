//! `tile-separate-host-tma{manifest=<path>}`: decides where each descriptor
//! is born (the TMA emission design, "Tensormap Init / Update Algorithm").
//!
//! Kernels create descriptors (`tile.make_tensormap`,
//! `tile.make_tensormap_ptr`) where they use them. A descriptor whose every
//! operand is launch-invariant (see [`analysis`]) is **host-born**: it leaves
//! the kernel, which gains a by-value `!tile.tensormap` parameter in its
//! place (appended after the original parameters; device-TMA slots, once the
//! device-rebind planner adds them, go between the two), and before every
//! `gpu.launch_func` of that kernel the host builds the same descriptor from
//! its own operands and passes it as an extra kernel operand. Identical
//! descriptors of one kernel share one parameter; an equal host-side copy
//! made earlier in the same block is reused.
//!
//! A descriptor that depends on a device-only value is **device-born**: it
//! stays in the kernel, marked `tile.device_born`, its type being the
//! host-born template of every immutable field, and a remark says what it
//! depends on. Descriptors whose immutable fields would have to change on
//! the device (im2col ones, ones used by paired-CTA `cta_group = 2` loads)
//! cannot be device-born and are rejected.
//!
//! Every kernel gets `tile.num_host_tmas` and `tile.num_device_tmas` (i32).
//! A kernel with host-born descriptors but no launch site in the module is
//! still rewritten (its launcher must pass the new parameters; the manifest
//! says how to build them) and a `[no-launch-site]` remark says so.
//!
//! Nothing is changed when any error is found. [`separate_host_tma`] is the
//! embeddable entry point; it returns the launch [`Manifest`] and stores it
//! on `top` ([`manifest::MANIFEST_ATTR`]), where later passes amend it (a
//! manifest already there, from an earlier run, keeps what it says about the
//! kernels' existing parameters). The file `manifest=<path>` writes is this
//! pass's view (`complete` false); `tile-opt --emit=manifest` gives the one
//! the whole pipeline leaves.

mod analysis;
#[path = "manifest.rs"]
pub mod manifest;
mod rewrite;

use crate::external::error_reporting_pass;
use analysis::{describe_op, Analyzer};
use manifest::{host_tma, memref_global, GlobalExprs, HostTmaSource};
use melior::ir::{
    attribute::AttributeLike,
    operation::{OperationLike, WalkOrder, WalkResult},
    r#type::TypeId,
    BlockLike, BlockRef, OperationRef, RegionLike, Type, Value, ValueLike,
};
use melior::pass::Pass;
use melior::Context;
use rewrite::{op_key, HostBuilder, NewParam};
use std::collections::HashMap;
use tile_abi::manifest::{
    DeviceTma, Expr, HostTma, KernelManifest, Manifest, Param, ParamKind, SharedMemory,
    MANIFEST_VERSION,
};
use tile_dialect::access::{region_at, result_at};
use tile_dialect::ops::{LoadOp, OpKind, TileOp};
use tile_dialect::verify::facts::{int_attr, memref_info, op_name};
use tile_dialect::verify::file_line_col;
use tile_dialect::{strings, tensormap};
use tile_rules::descriptor::Descriptor;
use tile_rules::enums::DescMode;
use tile_rules::{Diagnostic, Violation};

/// Kernel attribute: how many host-born descriptor parameters it has.
pub const NUM_HOST_TMAS: &str = "tile.num_host_tmas";
/// Kernel attribute: how many device-born descriptors it builds.
pub const NUM_DEVICE_TMAS: &str = "tile.num_device_tmas";
/// Unit attribute on a descriptor op that stays in the kernel.
pub const DEVICE_BORN: &str = "tile.device_born";

/// An error of the pass at `op`, as the diagnostic every layer shares:
/// `'tile.make_tensormap' op [rule] message`.
fn diagnostic(op: &OperationRef<'_, '_>, rule: &'static str, message: String) -> Diagnostic {
    Violation::error(rule, message).at(file_line_col(op.location()), &op_name(op))
}

fn remark(op: &OperationRef<'_, '_>, rule: &str, message: String) {
    crate::remarks::emit(
        op.location(),
        &format!("'{}' op [{rule}] {message}", op_name(op)),
    );
}

/// A `gpu.func` inside a `gpu.module`.
struct Func<'c, 'a> {
    op: OperationRef<'c, 'a>,
    module: String,
    name: String,
    is_kernel: bool,
    entry: BlockRef<'c, 'a>,
    n_inputs: usize,
    /// Descriptor ops in its body, in IR order.
    descs: Vec<OperationRef<'c, 'a>>,
    /// Indexes into the launch list.
    launches: Vec<usize>,
}

/// One host-born descriptor of a kernel (after deduplication).
struct HostDesc<'c, 'a> {
    key: String,
    ty: Type<'c>,
    members: Vec<OperationRef<'c, 'a>>,
    manifest: HostTma,
}

/// What the analysis decided for one function.
struct Plan<'c, 'a> {
    analyzer: Analyzer,
    hosts: Vec<HostDesc<'c, 'a>>,
    devices: Vec<DeviceTma>,
    device_ops: Vec<OperationRef<'c, 'a>>,
}

fn symbol_name(op: &OperationRef<'_, '_>) -> String {
    strings::symbol_name(op).unwrap_or_default()
}

/// `(root, leaf)` of a `@root::@leaf` symbol reference.
fn launch_target(launch: &OperationRef<'_, '_>) -> Option<(String, String)> {
    let attr = launch.attribute("kernel").ok()?;
    let string = strings::from_raw;
    // SAFETY: `attr` is a live attribute; the accessors are only called on
    // a symbol reference with one nested reference.
    unsafe {
        let raw = attr.to_raw();
        if !mlir_sys::mlirAttributeIsASymbolRef(raw)
            || mlir_sys::mlirSymbolRefAttrGetNumNestedReferences(raw) != 1
        {
            return None;
        }
        let root = string(mlir_sys::mlirSymbolRefAttrGetRootReference(raw));
        let leaf = string(mlir_sys::mlirSymbolRefAttrGetLeafReference(raw));
        Some((root, leaf))
    }
}

/// Moves every host-born descriptor of every kernel under `top` to the host
/// side of its launches and returns the launch manifest; on any error
/// changes nothing and returns every error. Device-born descriptors and
/// kernels without launch sites are reported as remarks
/// ([`crate::remarks`]).
pub fn separate_host_tma(top: OperationRef<'_, '_>) -> Result<Manifest, Vec<Diagnostic>> {
    // SAFETY: the context outlives the pass run.
    // The ContextRef must outlive the &Context made from it (to_ref
    // transmutes a reference to the ContextRef itself).
    let context_ref = top.context();
    let context: &Context = unsafe { context_ref.to_ref() };
    let mut errors = Vec::new();
    let previous = match manifest::load(top) {
        Ok(m) => m,
        Err(e) => {
            return Err(vec![diagnostic(
                &top,
                manifest::ManifestError::RULE,
                e.to_string(),
            )]);
        }
    };

    // 1. Collect gpu.modules, gpu.funcs, launches and descriptor ops.
    let mut modules: HashMap<(usize, String), usize> = HashMap::new();
    let mut funcs: Vec<Func> = Vec::new();
    let mut func_index: HashMap<usize, usize> = HashMap::new();
    let mut by_symbol: HashMap<(usize, String), usize> = HashMap::new();
    let mut launches: Vec<OperationRef> = Vec::new();
    let mut desc_ops: Vec<OperationRef> = Vec::new();
    let mut visited: Vec<mlir_sys::MlirOperation> = Vec::new();
    top.walk(WalkOrder::PreOrder, |op| {
        let name = tile_dialect::strings::name_of(&op);
        if matches!(name, "gpu.module" | "gpu.func" | "gpu.launch_func")
            || OpKind::from_name(name).is_some_and(OpKind::makes_tensormap)
        {
            visited.push(op.to_raw());
        }
        WalkResult::Advance
    });
    for raw in visited {
        // SAFETY: collected from the live IR just above; nothing was erased.
        let op: OperationRef = unsafe { OperationRef::from_raw(raw) };
        match op_name(&op).as_str() {
            "gpu.module" => {
                if let Some(parent) = op.parent_operation() {
                    modules.insert((op_key(&parent), symbol_name(&op)), op_key(&op));
                }
            }
            "gpu.func" => {
                let parent = op.parent_operation();
                let in_module = parent.as_ref().is_some_and(|p| op_name(p) == "gpu.module");
                let entry = region_at(op, 0).and_then(|r| r.first_block());
                let n_inputs = rewrite::function_type(&op).map(|t| t.input_count());
                if let (true, Some(parent), Some(entry), Some(n_inputs)) =
                    (in_module, parent, entry, n_inputs)
                {
                    let name = symbol_name(&op);
                    func_index.insert(op_key(&op), funcs.len());
                    by_symbol.insert((op_key(&parent), name.clone()), funcs.len());
                    funcs.push(Func {
                        op,
                        module: symbol_name(&parent),
                        name,
                        is_kernel: op.has_attribute("gpu.kernel") || op.has_attribute("kernel"),
                        entry,
                        n_inputs,
                        descs: Vec::new(),
                        launches: Vec::new(),
                    });
                }
            }
            "gpu.launch_func" => launches.push(op),
            _ => desc_ops.push(op),
        }
    }
    for op in desc_ops {
        let mut parent = op.parent_operation();
        while let Some(p) = parent {
            match op_name(&p).as_str() {
                "gpu.func" => {
                    if let Some(&i) = func_index.get(&op_key(&p)) {
                        funcs[i].descs.push(op);
                    }
                    break;
                }
                "gpu.launch" => {
                    errors.push(diagnostic(
                        &op,
                        "kernel-outlining",
                        format!(
                            "descriptor built inside the body of {}: outline the kernel first (gpu-kernel-outlining) so that it can be hoisted to its launch",
                            describe_op(&p)
                        ),
                    ));
                    break;
                }
                _ => parent = p.parent_operation(),
            }
        }
    }

    // 2. Resolve launch sites.
    for (li, launch) in launches.iter().enumerate() {
        let Some((root, leaf)) = launch_target(launch) else {
            continue;
        };
        let mut scope = launch.parent_operation();
        while let Some(s) = scope {
            if let Some(&module) = modules.get(&(op_key(&s), root.clone())) {
                if let Some(&fi) = by_symbol.get(&(module, leaf.clone())) {
                    funcs[fi].launches.push(li);
                }
                break;
            }
            scope = s.parent_operation();
        }
    }

    // 3. Analyze every function's descriptors.
    let mut plans: Vec<Plan> = Vec::new();
    for f in &funcs {
        let mut plan = Plan {
            analyzer: Analyzer::new(
                f.entry.to_raw().ptr as usize,
                f.n_inputs,
                f.is_kernel,
                &f.name,
            ),
            hosts: Vec::new(),
            devices: Vec::new(),
            device_ops: Vec::new(),
        };
        for &op in &f.descs {
            analyze_descriptor(f, &mut plan, op, &mut errors);
        }
        plans.push(plan);
    }

    // 4. Check the launch sites of kernels that gain parameters.
    for (f, plan) in funcs.iter().zip(&plans) {
        if plan.hosts.is_empty() {
            continue;
        }
        for &li in &f.launches {
            let launch = launches[li];
            match rewrite::launch_kernel_operands(launch) {
                Ok(operands) if operands.len() == f.n_inputs => {}
                Ok(operands) => errors.push(diagnostic(
                    &launch,
                    "launch-operands",
                    format!(
                        "launches @{}::@{} with {} kernel operands, but the kernel has {} parameters",
                        f.module,
                        f.name,
                        operands.len(),
                        f.n_inputs
                    ),
                )),
                Err(e) => errors.push(diagnostic(&launch, "launch-operands", e)),
            }
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }

    // 5. Host side: materialize the descriptors before every launch, in IR
    //    order (so that an equal copy made for an earlier launch is reused).
    let mut launch_kernel: HashMap<usize, usize> = HashMap::new();
    for (fi, f) in funcs.iter().enumerate() {
        for &li in &f.launches {
            launch_kernel.insert(li, fi);
        }
    }
    let mut builder = HostBuilder::default();
    for (li, launch) in launches.iter().enumerate() {
        let Some(&fi) = launch_kernel.get(&li) else {
            continue;
        };
        let plan = &plans[fi];
        if plan.hosts.is_empty() {
            continue;
        }
        let result = rewrite::launch_kernel_operands(*launch).and_then(|operands| {
            let mut memo = HashMap::new();
            let mut extra = Vec::new();
            for h in &plan.hosts {
                let value: Value = h.members[0]
                    .result(0)
                    .map_err(|e| format!("internal error: {e}"))?
                    .into();
                extra.push(builder.materialize(
                    &plan.analyzer,
                    *launch,
                    &operands,
                    &mut memo,
                    value,
                )?);
            }
            rewrite::append_kernel_operands(context, *launch, &extra)
        });
        if let Err(e) = result {
            errors.push(diagnostic(launch, "launch-operands", e));
        }
    }

    // 6. Kernel side: new parameters, counts, device-born markers.
    // The shared-memory globals the kernels read, each symbol table read once.
    let globals = tile_dialect::verify::GlobalIndex::default();
    let mut manifest = Manifest {
        version: MANIFEST_VERSION,
        complete: false,
        kernels: Vec::new(),
    };
    for (f, plan) in funcs.iter().zip(plans) {
        let params: Vec<NewParam> = plan
            .hosts
            .iter()
            .map(|h| NewParam {
                ty: h.ty,
                location: h.members[0].location(),
                members: h.members.clone(),
            })
            .collect();
        let prior_host = int_attr(&f.op, NUM_HOST_TMAS)
            .and_then(|n| usize::try_from(n).ok())
            .unwrap_or(0)
            .min(f.n_inputs);
        let original_types: Vec<String> = rewrite::function_type(&f.op)
            .map(|t| {
                (0..t.input_count())
                    .filter_map(|i| t.input(i).ok())
                    .map(|t| t.to_string())
                    .collect()
            })
            .unwrap_or_default();
        let launch_bounds = (
            manifest::fixed_block_size(&f.op),
            manifest::fixed_cluster_size(&f.op),
        );
        if let Err(e) = rewrite::add_kernel_params(context, f.op, f.entry, f.n_inputs, &params) {
            errors.push(diagnostic(&f.op, "host-tma-rewrite", e));
            continue;
        }
        for op in &plan.device_ops {
            rewrite::set_unit_attr(context, *op, DEVICE_BORN);
        }
        if !f.is_kernel {
            continue;
        }
        let num_host = prior_host + plan.hosts.len();
        rewrite::set_i32_attr(context, f.op, NUM_HOST_TMAS, num_host as i64);
        rewrite::set_i32_attr(context, f.op, NUM_DEVICE_TMAS, plan.devices.len() as i64);
        if !plan.hosts.is_empty() && f.launches.is_empty() {
            remark(
                &f.op,
                "no-launch-site",
                format!(
                    "kernel @{}::@{} is not launched in this module: its {} host-born descriptor(s) become {}, which its launcher must pass (see the launch manifest)",
                    f.module,
                    f.name,
                    plan.hosts.len(),
                    match plan.hosts.len() {
                        1 => format!("parameter #{}", f.n_inputs),
                        n => format!("parameters #{}..#{}", f.n_inputs, f.n_inputs + n - 1),
                    }
                ),
            );
        }
        // A kernel this pass (or the device-rebind planner) rewrote before
        // keeps what the earlier manifest says about its parameters.
        let earlier = previous.as_ref().and_then(|m| m.kernel(&f.module, &f.name));
        let mut kernel_params: Vec<Param> = original_types
            .into_iter()
            .enumerate()
            .map(|(index, ty)| {
                let kind = match earlier.and_then(|k| k.params.get(index)) {
                    Some(p) if p.ty == ty => p.kind,
                    _ if index + prior_host >= f.n_inputs => ParamKind::HostTma,
                    _ => ParamKind::Original,
                };
                Param::new(index, kind, ty)
            })
            .collect();
        kernel_params.extend(
            plan.hosts
                .iter()
                .enumerate()
                .map(|(j, h)| Param::new(f.n_inputs + j, ParamKind::HostTma, h.ty.to_string())),
        );
        let tensormap_params = tensormap_params(&kernel_params);
        let mut host_tmas: Vec<HostTma> = earlier.map(|k| k.host_tmas.clone()).unwrap_or_default();
        host_tmas.extend(plan.hosts.into_iter().map(|h| h.manifest));
        manifest.kernels.push(KernelManifest {
            module: f.module.clone(),
            name: f.name.clone(),
            launch_sites: f.launches.len(),
            num_device_tmas: plan.devices.len() as u32,
            num_host_tmas: num_host as u32,
            params: kernel_params,
            host_tmas,
            device_tmas: plan.devices,
            rebind: earlier.and_then(|k| k.rebind.clone()),
            shared_memory: Some(shared_memory(
                f.op,
                f.launches.iter().map(|&i| launches[i]),
                &globals,
            )),
            tensormap_params,
            block_size: launch_bounds.0,
            cluster_size: launch_bounds.1,
            entry: None,
        });
    }
    if errors.is_empty() {
        manifest::store(top, &manifest);
        Ok(manifest)
    } else {
        Err(errors)
    }
}

/// The encode of every original parameter of `!tile.tensormap` type among
/// `params` ([`manifest::tensormap_param`]); one whose element type has no
/// `CUtensorMapDataType` gets none (a launcher refuses it as unencodable).
fn tensormap_params(params: &[Param]) -> Vec<HostTma> {
    params
        .iter()
        .filter(|p| p.kind == ParamKind::Original)
        .filter_map(|p| {
            let desc = tensormap::parse(&p.ty).ok()?;
            manifest::tensormap_param(p.index, p.ty.clone(), &desc).ok()
        })
        .collect()
}

/// The shared memory of kernel `kernel` launched by `sites`: its static
/// bytes, whether it reads `gpu.dynamic_shared_memory`, and the dynamic
/// size: the one the kernel declares
/// ([`manifest::DYNAMIC_SHARED_BYTES_ATTR`], the builders' layout), else
/// the one every site passes when they pass the same constant.
fn shared_memory<'c, 'a>(
    kernel: OperationRef<'c, 'a>,
    sites: impl Iterator<Item = OperationRef<'c, 'a>>,
    globals: &tile_dialect::verify::GlobalIndex,
) -> SharedMemory {
    let mut uses_dynamic = false;
    kernel.walk(melior::ir::operation::WalkOrder::PreOrder, |op| {
        uses_dynamic |= op_name(&op) == "gpu.dynamic_shared_memory";
        melior::ir::operation::WalkResult::Advance
    });
    let sizes: Vec<Option<i64>> = sites
        .map(|l| tile_dialect::verify::launch::constant_dynamic_smem(&l))
        .collect();
    let launched = match sizes.first() {
        Some(Some(first)) if sizes.iter().all(|s| *s == Some(*first)) => u64::try_from(*first).ok(),
        _ => None,
    };
    let dynamic_bytes = manifest::declared_dynamic_shared_bytes(&kernel).or(launched);
    SharedMemory {
        static_bytes: tile_dialect::verify::module::static_shared_bytes(&kernel, globals),
        uses_dynamic,
        dynamic_bytes,
    }
}

/// Classifies one descriptor op of `f` into `plan` (host-born, merged with
/// an identical one, or device-born), or records why it is rejected.
fn analyze_descriptor<'c, 'a>(
    f: &Func<'c, 'a>,
    plan: &mut Plan<'c, 'a>,
    op: OperationRef<'c, 'a>,
    errors: &mut Vec<Diagnostic>,
) {
    let Some(result) = result_at(op, 0) else {
        return;
    };
    let ty = result.r#type();
    let desc = match tensormap::from_type(ty) {
        Ok(d) => d,
        Err(e) => {
            errors.push(diagnostic(&op, "host-tma-type", e.to_string()));
            return;
        }
    };
    let invariant = plan.analyzer.operands_invariant(&op).and_then(|()| {
        if f.is_kernel {
            Ok(())
        } else {
            Err(format!(
                "@{}, which is not a kernel (only a kernel's descriptors can become launch parameters)",
                f.name
            ))
        }
    });
    match invariant {
        Ok(()) => {
            let key = plan.analyzer.expr(result.into(), true).to_string();
            if let Some(h) = plan.hosts.iter_mut().find(|h| h.key == key) {
                h.members.push(op);
                h.manifest.merged += 1;
                return;
            }
            let param = f.n_inputs + plan.hosts.len();
            match host_manifest(&plan.analyzer, op, &desc, param) {
                Ok(manifest) => plan.hosts.push(HostDesc {
                    key,
                    ty,
                    members: vec![op],
                    manifest,
                }),
                Err((rule, message)) => errors.push(diagnostic(&op, rule, message)),
            }
        }
        Err(reason) => {
            if desc.mode != DescMode::Tile {
                errors.push(diagnostic(
                    &op,
                    "host-born-only",
                    format!(
                        "an im2col tensor map cannot be rebound on the device: '{ty}' depends on {reason}, but only its address, dims and strides have tensormap.replace mutators; build it from launch-invariant operands so that it is host-born"
                    ),
                ));
                return;
            }
            let paired = tile_dialect::access::users(result.into())
                .into_iter()
                .find(|u| LoadOp::cast(*u).is_some_and(|load| load.cta_group() == Some(2)));
            if let Some(user) = paired {
                errors.push(diagnostic(
                    &op,
                    "host-born-only",
                    format!(
                        "a paired-CTA descriptor cannot be rebound on the device: '{ty}' is used by the cta_group = 2 load {} and depends on {reason}, but the CTA pairing lives in the immutable box field; build it from launch-invariant operands so that it is host-born",
                        describe_op(&user)
                    ),
                ));
                return;
            }
            remark(
                &op,
                "device-born",
                format!("descriptor depends on {reason}; it needs a device rebind"),
            );
            plan.devices.push(DeviceTma {
                op: op_name(&op),
                ty: ty.to_string(),
                reason,
                location: file_line_col(op.location()).map(|(file, l, c)| {
                    if file.is_empty() || file == "-" {
                        format!("{l}:{c}")
                    } else {
                        format!("{file}:{l}:{c}")
                    }
                }),
            });
            plan.device_ops.push(op);
        }
    }
}

/// The manifest entry of a host-born descriptor arriving in `param`.
fn host_manifest(
    analyzer: &Analyzer,
    op: OperationRef<'_, '_>,
    desc: &Descriptor,
    param: usize,
) -> Result<HostTma, (&'static str, String)> {
    let name = op_name(&op);
    let (source, result, global) = match TileOp::cast(op) {
        Some(TileOp::MakeTensorMap(make)) => {
            let source = make.source();
            let info = memref_info(source.r#type()).ok_or_else(|| {
                (
                    "host-tma-type",
                    format!("the source '{}' is not a memref", source.r#type()),
                )
            })?;
            let bytes = desc.element().map_or(1, |e| e.bytes());
            (source, make.result(), memref_global(&info, bytes))
        }
        Some(TileOp::MakeTensorMapFromPtr(make)) => {
            let exprs = |values: Vec<Value<'_, '_>>| -> Vec<Expr> {
                values
                    .into_iter()
                    .map(|v| analyzer.expr(v, false))
                    .collect()
            };
            let source = make.ptr();
            let global = GlobalExprs {
                address: analyzer.expr(source, false),
                dims: exprs(make.dims()),
                strides: exprs(make.strides()),
            };
            (source, make.result(), global)
        }
        _ => return Err(("host-tma-type", "the op has no source".to_string())),
    };
    let source_info = HostTmaSource {
        param,
        op: name,
        ty: result.r#type().to_string(),
        source_operand: analyzer.root_argument(source),
        source: analyzer.expr(source, false),
        merged: 1,
    };
    host_tma(source_info, desc, global).map_err(|m| ("desc-element-type", m))
}

#[repr(align(8))]
struct PassId;
static SEPARATE_HOST_TMA_PASS: PassId = PassId;

/// The name of the pass in pipelines.
pub const PASS_NAME: &str = "tile-separate-host-tma";

/// `tile-separate-host-tma`, producing the launch manifest (JSON) as this
/// pass leaves it for `path` when one is given. The file is held
/// ([`crate::held_files`]) and written only when the whole run succeeds.
pub fn pass(path: Option<String>) -> Pass {
    error_reporting_pass(
        TypeId::create(&SEPARATE_HOST_TMA_PASS),
        "TileSeparateHostTma",
        PASS_NAME,
        "hoist launch-invariant descriptors to by-value kernel parameters built by the host",
        move |op| {
            match separate_host_tma(op) {
                Ok(manifest) => {
                    if let Some(path) = &path {
                        let file = crate::held_files::HeldFile {
                            path: path.clone(),
                            contents: manifest.to_json().into_bytes(),
                            file_line_col: file_line_col(op.location()),
                            op_name: op_name(&op),
                        };
                        // SAFETY: the context of a live op.
                        unsafe {
                            crate::held_files::hold(
                                mlir_sys::mlirOperationGetContext(op.to_raw()),
                                file,
                            )
                        };
                    }
                    Vec::new()
                }
                Err(diagnostics) => diagnostics,
            }
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use melior::ir::Module;

    /// Structure only: the error cases are IR the tile verifier rejects.
    fn context() -> tile_dialect::hook::ConfiguredContext {
        tile_dialect::structural_context_with_all_dialects()
    }

    const KERNEL: &str = r#"
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%A: memref<64x64xf32>, %B: memref<64x64xf16, 1>) kernel {
      %d = tile.make_tensormap %A : memref<64x64xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      DEVICE
      gpu.return
    }
  }
  func.func @host(%A: memref<64x64xf32>, %B: memref<64x64xf16, 1>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%A : memref<64x64xf32>, %B : memref<64x64xf16, 1>)
    return
  }
}"#;

    const IM2COL_ON_DEVICE: &str = r#"
      %bid = gpu.block_id x
      %s = memref.subview %B[%bid, 0] [16, 64] [1, 1] : memref<64x64xf16, 1> to memref<16x64xf16, strided<[64, 1], offset: ?>, 1>
      %e = tile.make_tensormap %s : memref<16x64xf16, strided<[64, 1], offset: ?>, 1> -> !tile.tensormap<f16, rank = 2, mode = im2col, channels_per_pixel = 64, pixels_per_column = 16, lower_corner = [], upper_corner = []>
      tile.prefetch_tensormap %e : !tile.tensormap<f16, rank = 2, mode = im2col, channels_per_pixel = 64, pixels_per_column = 16, lower_corner = [], upper_corner = []>"#;

    #[test]
    fn api_hoists_and_returns_the_manifest() {
        let context = context();
        let module = Module::parse(&context, &KERNEL.replace("DEVICE", "")).unwrap();
        let manifest = separate_host_tma(module.as_operation()).unwrap();
        assert!(module.as_operation().verify());
        // The module carries the same manifest for the later passes.
        assert_eq!(
            manifest::load(module.as_operation()),
            Ok(Some(manifest.clone()))
        );
        assert!(!manifest.complete);
        let kernel = manifest.kernel("m", "k").unwrap();
        assert_eq!(kernel.launch_sites, 1);
        assert_eq!(kernel.num_host_tmas, 1);
        assert_eq!(kernel.params.len(), 3);
        assert_eq!(kernel.params[2].kind, ParamKind::HostTma);
        assert_eq!(kernel.host_tmas[0].param, 2);
        assert_eq!(kernel.host_tmas[0].source_operand, Some(0));
        assert_eq!(kernel.host_tmas[0].global_strides, vec![Expr::Const(256)]);
        let text = module.as_operation().to_string();
        assert!(text.contains("tile.num_host_tmas = 1 : i32"), "{text}");
        assert!(
            text.contains("args(%arg0 : memref<64x64xf32>, %arg1 : memref<64x64xf16, 1>, %0 : !tile.tensormap<f32, rank = 2, box = [64, 64]>)"),
            "{text}"
        );
    }

    #[test]
    fn descriptor_parameters_and_launch_bounds_enter_the_manifest() {
        let context = context();
        let text = r#"
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%d: !tile.tensormap<bf16, rank = 3, box = [64, 8, 2], swizzle = sw128>, %n: index, %A: memref<64x64xf32>) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>, nvvm.cluster_dim = array<i32: 2, 2>} {
      %e = tile.make_tensormap %A : memref<64x64xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %e : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      gpu.return
    }
    gpu.func @free() kernel {
      gpu.return
    }
  }
}"#;
        let module = Module::parse(&context, text).unwrap();
        let manifest = separate_host_tma(module.as_operation()).unwrap();
        let kernel = manifest.kernel("m", "k").unwrap();
        // Only the original descriptor parameter: not the scalar, not the host-born one.
        assert_eq!(kernel.tensormap_params.len(), 1);
        let d = &kernel.tensormap_params[0];
        assert_eq!((d.param, d.source_operand), (0, Some(0)));
        assert_eq!(d.op, tile_abi::manifest::TENSORMAP_PARAM_OP);
        assert_eq!(d.rank, 3);
        assert_eq!(
            d.global_strides,
            vec![Expr::sym("stride(1)*2"), Expr::sym("stride(0)*2")]
        );
        assert_eq!(kernel.host_tmas[0].param, 3);
        assert_eq!(kernel.block_size, Some([128, 1, 1]));
        assert_eq!(kernel.cluster_size, Some([2, 2, 1]));
        assert_eq!(kernel.entry, None, "known once lowered");
        let free = manifest.kernel("m", "free").unwrap();
        assert!(free.tensormap_params.is_empty());
        assert_eq!((free.block_size, free.cluster_size), (None, None));
        // The attribute form keeps them for the later passes.
        assert_eq!(
            manifest::load(module.as_operation()),
            Ok(Some(manifest.clone()))
        );
    }

    #[test]
    fn an_error_changes_nothing() {
        let context = context();
        let module = Module::parse(&context, &KERNEL.replace("DEVICE", IM2COL_ON_DEVICE)).unwrap();
        let before = module.as_operation().to_string();
        let errors = separate_host_tma(module.as_operation()).unwrap_err();
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].rule.as_deref(), Some("host-born-only"));
        assert!(errors[0].to_string().starts_with(
            "'tile.make_tensormap' op [host-born-only] an im2col tensor map cannot be rebound on the device"
        ));
        assert_eq!(module.as_operation().to_string(), before);
    }

    #[test]
    fn the_manifest_survives_printing_and_parsing() {
        let context = context();
        let module = Module::parse(&context, &KERNEL.replace("DEVICE", "")).unwrap();
        let manifest = separate_host_tma(module.as_operation()).unwrap();
        let text = module.as_operation().to_string();
        assert!(
            text.contains("tile.launch_manifest = {complete = false, kernels = [{"),
            "{text}"
        );
        let again = Module::parse(&context, &text).unwrap();
        assert_eq!(
            manifest::load(again.as_operation()),
            Ok(Some(manifest.clone()))
        );
        // The JSON string of earlier builds is still read.
        let json = manifest.to_compact_json().replace('"', "\\22");
        let old = KERNEL.replace("DEVICE", "").replacen(
            "module attributes {gpu.container_module}",
            &format!(
                "module attributes {{gpu.container_module, tile.launch_manifest = \"{json}\"}}"
            ),
            1,
        );
        let old = Module::parse(&context, &old).unwrap();
        assert_eq!(manifest::load(old.as_operation()), Ok(Some(manifest)));
    }

    #[test]
    fn a_foreign_manifest_dictionary_is_an_error() {
        let context = context();
        for (attr, message) in [
            (
                "{version = 9 : i64, kernels = []}",
                "version 9 launch manifest",
            ),
            ("{version = 2 : i64}", "no array 'kernels'"),
            (
                "{version = 2 : i64, kernels = [{name = 3 : i64}]}",
                "kernels[0]:",
            ),
            (
                "{version = 2 : i64, kernels = [dense<1> : vector<2xi32>]}",
                "unexpected attribute dense<1>",
            ),
            ("[1, 2]", "neither a dictionary nor a string"),
        ] {
            let text = KERNEL.replace("DEVICE", "").replacen(
                "module attributes {gpu.container_module}",
                &format!(
                    "module attributes {{gpu.container_module, tile.launch_manifest = {attr}}}"
                ),
                1,
            );
            let module = Module::parse(&context, &text).unwrap();
            let errors = separate_host_tma(module.as_operation()).unwrap_err();
            assert_eq!(
                errors[0].rule.as_deref(),
                Some(manifest::ManifestError::RULE)
            );
            assert!(
                errors[0].message.contains(message),
                "{attr}: {}",
                errors[0].message
            );
        }
    }

    #[test]
    fn a_foreign_manifest_attribute_is_an_error() {
        let context = context();
        let text = KERNEL
            .replace("DEVICE", "")
            .replacen(
                "module attributes {gpu.container_module}",
                "module attributes {gpu.container_module, tile.launch_manifest = \"{\\22version\\22: 9, \\22kernels\\22: []}\"}",
                1,
            );
        let module = Module::parse(&context, &text).unwrap();
        let errors = separate_host_tma(module.as_operation()).unwrap_err();
        assert_eq!(
            errors[0].rule.as_deref(),
            Some(manifest::ManifestError::RULE)
        );
        assert!(
            errors[0].message.contains("version 9 launch manifest"),
            "{}",
            errors[0].message
        );
    }
}
