//! The launch manifest: how to launch every kernel of a module, as a typed
//! value ([`Manifest`]) and as JSON.
//!
//! # Where it comes from
//!
//! `tile-separate-host-tma` creates it and stores it on the top-level module
//! as the attribute [`MANIFEST_ATTR`] (a dictionary mirroring the JSON,
//! see [`store`]; [`load`] also reads the JSON string earlier builds
//! stored), so that it
//! travels with the IR between passes and between driver invocations. Every
//! later pass that changes a kernel's parameters amends it:
//! `tile-plan-device-rebind` inserts the rebind templates and the workspace
//! ([`Rebind`]), and `tile-finalize-kernel-params` (after the kernels became
//! `llvm.func`s) lists the words every parameter lowers to ([`AbiWord`]) and
//! sets [`Manifest::complete`]. `tile-opt --emit=manifest` (or
//! [`load`] on the module) gives the result; the file written by
//! `tile-separate-host-tma{manifest=...}` is that pass's own view
//! (`complete` false).
//!
//! # Schema (version 2)
//!
//! Per kernel: its parameters in launch order ([`Param`]: original ones,
//! then the rebind templates and the workspace, then the host-born
//! descriptors), for every host-born descriptor each argument of
//! `cuTensorMapEncodeTiled` / `cuTensorMapEncodeIm2col` as a function of the
//! launch operands ([`HostTma`]), the device-born descriptors
//! ([`DeviceTma`]), and for a kernel with device rebinds the templates to
//! encode (template-seeded descriptors only), the workspace to allocate
//! (one slot per device-born descriptor) and how each slot is built
//! ([`Rebind`], [`RebindSlot`]: seeded from a template or zeroed, rewritten
//! in global memory or in a shared::cta staging slot), and its shared
//! memory ([`SharedMemory`]: static bytes, whether it uses dynamic shared
//! memory and the launch sites' constant dynamic size). Field names are
//! snake_case; optional fields are `null` when absent.
//!
//! Expressions ([`Expr`]) are a JSON number when the value is static and a
//! string otherwise: terms joined by ` + ` and `*`, each a number or one of
//! `operand(k)` (the launch's kernel operand `k` = the kernel's parameter
//! `k`), `dim(i)`, `stride(i)`, `offset`, `aligned_ptr` (fields of the
//! memref descriptor of the source memref: MLIR dimension `i`, outermost
//! first, strides in elements), `workspace` (the device address of the
//! launch's rebind workspace) and `grid_x`, `grid_y`, `grid_z` (the launch's
//! grid). Tensor-map dims and strides are listed innermost first, as the
//! driver takes them; strides are in bytes, for dims 1..rank-1.

use melior::ir::{
    attribute::StringAttribute,
    operation::{OperationLike, OperationMutLike, OperationRefMut},
    Attribute, OperationRef,
};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tile_dialect::verify::MemRefInfo;
use tile_rules::descriptor::Descriptor;
use tile_rules::enums::{DescMode, Interleave, L2Promotion, OobFill, Swizzle};
use tile_rules::ElementType;

/// Version of the manifest format (2: rebind templates, workspace, ABI
/// words, `complete`).
pub const MANIFEST_VERSION: u32 = 2;

/// The top-level module attribute holding the manifest.
pub const MANIFEST_ATTR: &str = "tile.launch_manifest";

/// The whole manifest: every kernel of every `gpu.module`, in IR order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Manifest {
    /// [`MANIFEST_VERSION`].
    pub version: u32,
    /// Whether every kernel's parameters are final and carry their
    /// [`Param::abi`] words (set by `tile-finalize-kernel-params`).
    #[serde(default)]
    pub complete: bool,
    /// One entry per `gpu.func ... kernel`.
    pub kernels: Vec<KernelManifest>,
}

impl Manifest {
    /// The manifest as pretty-printed JSON (ends with a newline).
    pub fn to_json(&self) -> String {
        // Serializing these plain structs cannot fail; fall back to an
        // empty object rather than panicking.
        let mut text = serde_json::to_string_pretty(self).unwrap_or_else(|_| "{}".into());
        text.push('\n');
        text
    }

    /// The manifest as one line of JSON.
    pub fn to_compact_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| "{}".into())
    }

    /// Reads a manifest back from JSON.
    pub fn from_json(text: &str) -> Result<Self, serde_json::Error> {
        serde_json::from_str(text)
    }

    /// The kernel `module::name`, if listed.
    pub fn kernel(&self, module: &str, name: &str) -> Option<&KernelManifest> {
        self.kernels
            .iter()
            .find(|k| k.module == module && k.name == name)
    }

    /// The kernel `module::name`, mutably, if listed.
    pub fn kernel_mut(&mut self, module: &str, name: &str) -> Option<&mut KernelManifest> {
        self.kernels
            .iter_mut()
            .find(|k| k.module == module && k.name == name)
    }
}

/// What can go wrong reading the manifest attribute of a module (rule id
/// [`ManifestError::RULE`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ManifestError {
    /// The attribute is neither the structured form nor a JSON string.
    #[error("the '{MANIFEST_ATTR}' attribute is neither a dictionary nor a string")]
    NotAManifestAttribute,
    /// The value is not a launch manifest.
    #[error("the '{MANIFEST_ATTR}' attribute is not a launch manifest: {0}")]
    Json(String),
    /// A manifest of another version.
    #[error("the '{MANIFEST_ATTR}' attribute holds a version {0} launch manifest; this build reads version {MANIFEST_VERSION}")]
    Version(u32),
}

impl ManifestError {
    /// The rule id of every manifest error.
    pub const RULE: &'static str = "manifest-attr";
}

/// The manifest stored on `module` (the top-level module a pipeline runs
/// on), if any: the structured attribute [`store`] writes, or the JSON
/// string of earlier builds.
pub fn load(module: OperationRef<'_, '_>) -> Result<Option<Manifest>, ManifestError> {
    let Ok(attr) = module.attribute(MANIFEST_ATTR) else {
        return Ok(None);
    };
    let manifest = if crate::manifest_attr::is_dictionary(attr) {
        from_attribute(attr)?
    } else {
        let text =
            StringAttribute::try_from(attr).map_err(|_| ManifestError::NotAManifestAttribute)?;
        let manifest =
            Manifest::from_json(text.value()).map_err(|e| ManifestError::Json(e.to_string()))?;
        if manifest.version != MANIFEST_VERSION {
            return Err(ManifestError::Version(manifest.version));
        }
        manifest
    };
    Ok(Some(manifest))
}

/// Reads the structured form one kernel at a time.
fn from_attribute(attr: Attribute<'_>) -> Result<Manifest, ManifestError> {
    use crate::manifest_attr::{elements, entry, to_value};
    let field = |name: &str| -> Result<Value, ManifestError> {
        entry(attr, name)
            .map(to_value)
            .transpose()
            .map_err(ManifestError::Json)
            .map(Option::unwrap_or_default)
    };
    let version: u32 = serde_json::from_value(field("version")?)
        .map_err(|e| ManifestError::Json(format!("version: {e}")))?;
    if version != MANIFEST_VERSION {
        return Err(ManifestError::Version(version));
    }
    let complete = match field("complete")? {
        Value::Null => false,
        value => serde_json::from_value(value)
            .map_err(|e| ManifestError::Json(format!("complete: {e}")))?,
    };
    let listed = entry(attr, "kernels")
        .and_then(elements)
        .ok_or_else(|| ManifestError::Json("no array 'kernels'".into()))?;
    let kernels = listed
        .into_iter()
        .enumerate()
        .map(|(i, kernel)| {
            let value = to_value(kernel).map_err(ManifestError::Json)?;
            serde_json::from_value(value)
                .map_err(|e| ManifestError::Json(format!("kernels[{i}]: {e}")))
        })
        .collect::<Result<_, _>>()?;
    Ok(Manifest {
        version,
        complete,
        kernels,
    })
}

/// Stores `manifest` on `module` (replacing any earlier one), as a
/// dictionary attribute (`crate::manifest_attr` says why not JSON text).
pub fn store(module: OperationRef<'_, '_>, manifest: &Manifest) {
    // The ContextRef must outlive the &Context made from it (to_ref
    // transmutes a reference to the ContextRef itself).
    let context_ref = module.context();
    // SAFETY: the context outlives this call.
    let context = unsafe { context_ref.to_ref() };
    let mut writer = crate::manifest_attr::AttrWriter::new(context);
    let kernels: Vec<Attribute<'_>> = manifest
        .kernels
        .iter()
        .map(|kernel| {
            // Serializing these plain structs cannot fail.
            let value = serde_json::to_value(kernel).unwrap_or_default();
            writer.value(&value)
        })
        .collect();
    let version = writer.value(&Value::from(manifest.version));
    let complete = writer.value(&Value::Bool(manifest.complete));
    let kernels = writer.array(&kernels);
    let attr = writer.dictionary(&[
        ("version", version),
        ("complete", complete),
        ("kernels", kernels),
    ]);
    // SAFETY: `module` is live; no other handle mutates it meanwhile.
    let mut module = unsafe { OperationRefMut::from_raw(module.to_raw()) };
    module.set_discardable_attribute(MANIFEST_ATTR, attr);
}

/// One kernel.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct KernelManifest {
    /// Symbol name of the enclosing `gpu.module`.
    pub module: String,
    /// Symbol name of the `gpu.func`.
    pub name: String,
    /// How many `gpu.launch_func` ops launch it in the module.
    pub launch_sites: usize,
    /// `tile.num_device_tmas`: device-born descriptors left in the kernel.
    pub num_device_tmas: u32,
    /// `tile.num_host_tmas`: host-born descriptor parameters appended.
    pub num_host_tmas: u32,
    /// Every parameter, in order.
    pub params: Vec<Param>,
    /// Every host-born descriptor parameter, in parameter order.
    pub host_tmas: Vec<HostTma>,
    /// Every device-born descriptor (still built in the kernel), in IR order.
    pub device_tmas: Vec<DeviceTma>,
    /// The device rebinds' launch contract (templates and workspace), when
    /// `tile-plan-device-rebind` planned any.
    #[serde(default)]
    pub rebind: Option<Rebind>,
    /// Its shared memory, where known (absent in manifests written before
    /// the field existed).
    #[serde(default)]
    pub shared_memory: Option<SharedMemory>,
}

/// A kernel's shared memory: what its launches must provide.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SharedMemory {
    /// Static shared memory (the shared-memory globals it uses), in bytes;
    /// `null` when more than 64 bits can count.
    pub static_bytes: Option<u64>,
    /// Whether it reads `gpu.dynamic_shared_memory`: a launch must pass a
    /// dynamic size (`sharedMemBytes`; above 48 KiB after raising the
    /// function's `CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES`).
    pub uses_dynamic: bool,
    /// The dynamic shared memory size, in bytes, when every launch site in
    /// the module passes the same constant (`null` otherwise, or with no
    /// launch site).
    pub dynamic_bytes: Option<u64>,
}

/// What a kernel parameter is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ParamKind {
    /// A parameter the kernel author wrote.
    Original,
    /// A by-value template of a device-rebound descriptor (see
    /// [`Rebind::templates`]).
    RebindTemplate,
    /// The global workspace holding the device-rebound descriptors' slots
    /// (see [`Rebind::workspace`]).
    RebindWorkspace,
    /// A host-born descriptor passed by value (`__grid_constant__`).
    HostTma,
}

/// One kernel parameter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Param {
    /// Position in the parameter list (= the launch's kernel operand index).
    pub index: usize,
    /// What it is.
    pub kind: ParamKind,
    /// Its MLIR type as printed.
    #[serde(rename = "type")]
    pub ty: String,
    /// Index of its first word among the lowered kernel's parameters (the
    /// PTX `.entry` parameters), once [`Manifest::complete`] (absent before).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub abi_index: Option<usize>,
    /// The words it lowers to, in order (a memref of rank r: 3 + 2r), once
    /// [`Manifest::complete`] (absent before).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub abi: Vec<AbiWord>,
}

impl Param {
    /// A parameter whose ABI words are not known yet.
    pub fn new(index: usize, kind: ParamKind, ty: impl Into<String>) -> Self {
        Self {
            index,
            kind,
            ty: ty.into(),
            abi_index: None,
            abi: Vec::new(),
        }
    }
}

/// One parameter of the lowered kernel (`.param` of the PTX `.entry`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AbiWord {
    /// What it holds: `value`, `descriptor` (a 128-byte by-value tensor
    /// map), or a memref descriptor field: `allocated_ptr`, `aligned_ptr`,
    /// `offset`, `size(i)`, `stride(i)` (MLIR dimension `i`).
    pub name: String,
    /// Its LLVM dialect type as printed (`!llvm.ptr<1>`, `i64`, ...).
    #[serde(rename = "type")]
    pub ty: String,
    /// Size in bytes.
    pub bytes: u64,
    /// Alignment in bytes.
    pub align: u64,
    /// Passed by value (`.param .align 64 .b8 p[128]`, a tensor map).
    #[serde(default)]
    pub byval: bool,
}

/// The launch contract of a kernel's device rebinds
/// (`tile-plan-device-rebind`): one by-value template per template-seeded
/// device-born descriptor, one global workspace of slots (one per
/// device-born descriptor and CTA) and how each slot is built.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rebind {
    /// One per template-seeded device-born descriptor, in parameter order
    /// (none for a zero-seeded one).
    pub templates: Vec<RebindTemplate>,
    /// The workspace the slots live in.
    pub workspace: Workspace,
    /// One per device-born descriptor, in slot order.
    #[serde(default)]
    pub slots: Vec<RebindSlot>,
}

/// How the device builds one descriptor slot (informative: the launcher
/// needs only the templates and the workspace).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RebindSlot {
    /// Its index among a CTA's slots in the workspace.
    pub slot: usize,
    /// The device-born descriptor op.
    pub op: String,
    /// What the slot starts from: `template` or `zero` (every field written
    /// on the device, no template parameter).
    pub seed: String,
    /// The parameter index of its template (`seed` = `template`).
    pub template_param: Option<usize>,
    /// Where it is rewritten: `global` (in its workspace slot) or `shared`
    /// (in a shared::cta staging slot, copied to the workspace slot with
    /// `tensormap.cp_fenceproxy`).
    pub built_in: String,
    /// `file:line:col` of the descriptor op, when known.
    pub location: Option<String>,
}

/// A template descriptor: encoded by the launcher like a host-born
/// descriptor (`encode`, whose `param` is the template's parameter), with
/// placeholders in the fields the device rewrites.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RebindTemplate {
    /// The encode. Placeholders: the address `workspace`, dims equal to the
    /// box, dense strides rounded up to the global alignment; the
    /// launch-invariant fields carry their real value.
    #[serde(flatten)]
    pub encode: HostTma,
    /// The fields the device writes before every use
    /// (`global_address`, `global_dim[i]`, `global_stride[i]`).
    pub device_fields: Vec<String>,
    /// `file:line:col` of the device-born descriptor op, when known.
    pub location: Option<String>,
}

/// The global workspace of a kernel's device-rebound descriptor slots.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Workspace {
    /// Its parameter index.
    pub param: usize,
    /// Its MLIR type (`memref<?xi8, 1>`, passed as a memref).
    #[serde(rename = "type")]
    pub ty: String,
    /// Descriptor slots per CTA (one per device-born descriptor, whether
    /// template- or zero-seeded).
    pub slots_per_cta: u64,
    /// Bytes of one slot.
    pub slot_bytes: u64,
    /// Bytes per CTA (`slots_per_cta * slot_bytes`).
    pub bytes_per_cta: u64,
    /// Required alignment of the workspace address.
    pub alignment: u64,
    /// Bytes a launch needs: `grid_x*grid_y*grid_z*<bytes_per_cta>`.
    pub bytes: Expr,
}

/// A value known statically (a number) or computed at launch (a string
/// expression over launch operands and memref descriptor fields).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Expr {
    /// A static value.
    Const(i64),
    /// A launch-time expression, e.g. `dim(1)`, `stride(0)*4`, `operand(2)`.
    Symbolic(String),
}

impl Expr {
    /// A symbolic expression.
    pub fn sym(text: impl Into<String>) -> Self {
        Expr::Symbolic(text.into())
    }
}

impl std::fmt::Display for Expr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Expr::Const(v) => write!(f, "{v}"),
            Expr::Symbolic(s) => f.write_str(s),
        }
    }
}

/// Which driver entry encodes the descriptor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Encode {
    /// `cuTensorMapEncodeTiled`.
    Tiled,
    /// `cuTensorMapEncodeIm2col` (`cuTensorMapEncodeIm2colWide` for the
    /// `im2col_w` modes; see [`Im2colParams::mode`]).
    Im2col,
}

/// A CUDA driver enum argument: its enumerator name and value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CuEnum {
    /// The enumerator, e.g. `CU_TENSOR_MAP_SWIZZLE_128B`.
    pub name: String,
    /// Its integer value.
    pub value: u32,
}

impl CuEnum {
    fn new(name: &str, value: u32) -> Self {
        Self {
            name: name.to_string(),
            value,
        }
    }
}

/// The im2col-only encode arguments.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Im2colParams {
    /// `im2col`, `im2col_w` or `im2col_w_128` (the latter two use
    /// `cuTensorMapEncodeIm2colWide` with `CU_TENSOR_MAP_IM2COL_WIDE_MODE_W`
    /// / `_W128`).
    pub mode: String,
    /// `channelsPerPixel`.
    pub channels_per_pixel: i64,
    /// `pixelsPerColumn`.
    pub pixels_per_column: i64,
    /// `pixelBoxLowerCorner` (innermost spatial dim first).
    pub lower_corner: Vec<i64>,
    /// `pixelBoxUpperCorner`.
    pub upper_corner: Vec<i64>,
}

/// One host-born descriptor: the kernel parameter and its encode call.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HostTma {
    /// Kernel parameter index (= launch kernel-operand index) it arrives in.
    pub param: usize,
    /// The descriptor op (`tile.make_tensormap` or `tile.make_tensormap_ptr`).
    pub op: String,
    /// The `!tile.tensormap` type.
    #[serde(rename = "type")]
    pub ty: String,
    /// The launch operand the memref (or pointer) comes from, when it is
    /// one (possibly through casts and views, see `source`).
    pub source_operand: Option<usize>,
    /// The source memref (or pointer) as an expression of launch operands.
    pub source: Expr,
    /// How many in-kernel descriptor ops it replaced (identical ones merge).
    pub merged: usize,
    /// Tiled or im2col encode.
    pub encode: Encode,
    /// Element type as MLIR prints it.
    pub element_type: String,
    /// `tensorDataType` (`CUtensorMapDataType`).
    pub data_type: CuEnum,
    /// `tensorRank`.
    pub rank: usize,
    /// `globalAddress`.
    pub global_address: Expr,
    /// `globalDim`, innermost first (rank values).
    pub global_dims: Vec<Expr>,
    /// `globalStrides` in bytes, dims 1..rank-1, innermost first.
    pub global_strides: Vec<Expr>,
    /// `boxDim`, innermost first (tiled encode only).
    #[serde(rename = "box")]
    pub box_dims: Option<Vec<i64>>,
    /// `elementStrides`, innermost first (rank values).
    pub element_strides: Vec<i64>,
    /// `interleave`.
    pub interleave: CuEnum,
    /// `swizzle`.
    pub swizzle: CuEnum,
    /// `l2Promotion`.
    pub l2_promotion: CuEnum,
    /// `oobFill`.
    pub oob_fill: CuEnum,
    /// im2col arguments (im2col encode only).
    pub im2col: Option<Im2colParams>,
}

/// A descriptor that stays in the kernel and needs a device rebind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeviceTma {
    /// The descriptor op.
    pub op: String,
    /// The `!tile.tensormap` type: the host-born template of every
    /// immutable field.
    #[serde(rename = "type")]
    pub ty: String,
    /// Why it could not be hoisted.
    pub reason: String,
    /// `file:line:col` of the op, when known.
    pub location: Option<String>,
}

/// `globalAddress`, `globalDim` and `globalStrides` of a descriptor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlobalExprs {
    /// `globalAddress`.
    pub address: Expr,
    /// `globalDim`, innermost first.
    pub dims: Vec<Expr>,
    /// `globalStrides` in bytes, innermost first (rank - 1 values).
    pub strides: Vec<Expr>,
}

/// The global part of a descriptor over a memref: static extents and
/// strides as numbers, dynamic ones as `dim(i)` / `stride(i)*bytes`
/// (MLIR dimension numbers), the address as `aligned_ptr` plus the offset.
pub fn memref_global(info: &MemRefInfo, element_bytes: u64) -> GlobalExprs {
    let rank = info.shape.len();
    let bytes = element_bytes as i64;
    let dims = (0..rank)
        .rev()
        .map(|d| match info.shape[d] {
            Some(n) => {
                i64::try_from(n).map_or_else(|_| Expr::sym(format!("dim({d})")), Expr::Const)
            }
            None => Expr::sym(format!("dim({d})")),
        })
        .collect();
    let strides = (0..rank.saturating_sub(1))
        .rev()
        .map(|d| match info.strides.get(d).copied().flatten() {
            Some(s) => s
                .checked_mul(bytes)
                .map_or_else(|| Expr::sym(format!("stride({d})*{bytes}")), Expr::Const),
            None => Expr::sym(format!("stride({d})*{bytes}")),
        })
        .collect();
    let address = match info.offset {
        Some(0) => Expr::sym("aligned_ptr"),
        Some(o) => match o.checked_mul(bytes) {
            Some(b) => Expr::sym(format!("aligned_ptr + {b}")),
            None => Expr::sym(format!("aligned_ptr + {o}*{bytes}")),
        },
        None => Expr::sym(format!("aligned_ptr + offset*{bytes}")),
    };
    GlobalExprs {
        address,
        dims,
        strides,
    }
}

/// `CUtensorMapDataType` name of an element type.
pub fn data_type(element: ElementType) -> CuEnum {
    let name = match element {
        ElementType::U8 => "CU_TENSOR_MAP_DATA_TYPE_UINT8",
        ElementType::U16 => "CU_TENSOR_MAP_DATA_TYPE_UINT16",
        ElementType::U32 => "CU_TENSOR_MAP_DATA_TYPE_UINT32",
        ElementType::S32 => "CU_TENSOR_MAP_DATA_TYPE_INT32",
        ElementType::U64 => "CU_TENSOR_MAP_DATA_TYPE_UINT64",
        ElementType::S64 => "CU_TENSOR_MAP_DATA_TYPE_INT64",
        ElementType::F16 => "CU_TENSOR_MAP_DATA_TYPE_FLOAT16",
        ElementType::F32 => "CU_TENSOR_MAP_DATA_TYPE_FLOAT32",
        ElementType::F64 => "CU_TENSOR_MAP_DATA_TYPE_FLOAT64",
        ElementType::BF16 => "CU_TENSOR_MAP_DATA_TYPE_BFLOAT16",
        ElementType::TF32 => "CU_TENSOR_MAP_DATA_TYPE_TFLOAT32",
    };
    CuEnum::new(name, element.cu_data_type())
}

fn interleave(v: Interleave) -> CuEnum {
    let name = match v {
        Interleave::None => "CU_TENSOR_MAP_INTERLEAVE_NONE",
        Interleave::Il16 => "CU_TENSOR_MAP_INTERLEAVE_16B",
        Interleave::Il32 => "CU_TENSOR_MAP_INTERLEAVE_32B",
    };
    CuEnum::new(name, v as u32)
}

fn swizzle(v: Swizzle) -> CuEnum {
    let name = match v {
        Swizzle::None => "CU_TENSOR_MAP_SWIZZLE_NONE",
        Swizzle::Sw32 => "CU_TENSOR_MAP_SWIZZLE_32B",
        Swizzle::Sw64 => "CU_TENSOR_MAP_SWIZZLE_64B",
        Swizzle::Sw128 => "CU_TENSOR_MAP_SWIZZLE_128B",
        Swizzle::Sw128Atom32 => "CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B",
        Swizzle::Sw128Atom32Flip8 => "CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B_FLIP_8B",
        Swizzle::Sw128Atom64 => "CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B",
    };
    CuEnum::new(name, v as u32)
}

fn l2_promotion(v: L2Promotion) -> CuEnum {
    let name = match v {
        L2Promotion::None => "CU_TENSOR_MAP_L2_PROMOTION_NONE",
        L2Promotion::L264 => "CU_TENSOR_MAP_L2_PROMOTION_L2_64B",
        L2Promotion::L2128 => "CU_TENSOR_MAP_L2_PROMOTION_L2_128B",
        L2Promotion::L2256 => "CU_TENSOR_MAP_L2_PROMOTION_L2_256B",
    };
    CuEnum::new(name, v as u32)
}

fn oob_fill(v: OobFill) -> CuEnum {
    let name = match v {
        OobFill::Zero => "CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE",
        OobFill::Nan => "CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA",
    };
    CuEnum::new(name, v as u32)
}

/// Where a host-born descriptor comes from, for [`HostTma::new`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostTmaSource {
    /// Kernel parameter index of the descriptor.
    pub param: usize,
    /// The descriptor op's name.
    pub op: String,
    /// The `!tile.tensormap` type as printed.
    pub ty: String,
    /// The launch operand the source comes from, if any.
    pub source_operand: Option<usize>,
    /// The source as an expression.
    pub source: Expr,
    /// How many in-kernel ops it replaced.
    pub merged: usize,
}

impl HostTma {
    /// The encode arguments of `desc` with `global` dims and strides; fails
    /// (naming the element type) when no `CUtensorMapDataType` exists.
    pub fn new(
        source: HostTmaSource,
        desc: &Descriptor,
        global: GlobalExprs,
    ) -> Result<Self, String> {
        let element = desc.element().ok_or_else(|| {
            format!(
                "element type '{}' has no CUtensorMapDataType",
                desc.element_name
            )
        })?;
        let rank = usize::try_from(desc.rank).unwrap_or(0);
        let element_strides = if desc.element_strides.is_empty() {
            vec![1; rank]
        } else {
            desc.element_strides.clone()
        };
        let (encode, box_dims, im2col) = if desc.mode == DescMode::Tile {
            (Encode::Tiled, Some(desc.box_dims.clone()), None)
        } else {
            (
                Encode::Im2col,
                None,
                Some(Im2colParams {
                    mode: desc.mode.keyword().to_string(),
                    channels_per_pixel: desc.channels_per_pixel,
                    pixels_per_column: desc.pixels_per_column,
                    lower_corner: desc.lower_corner.clone(),
                    upper_corner: desc.upper_corner.clone(),
                }),
            )
        };
        Ok(Self {
            param: source.param,
            op: source.op,
            ty: source.ty,
            source_operand: source.source_operand,
            source: source.source,
            merged: source.merged,
            encode,
            element_type: desc.element_name.clone(),
            data_type: data_type(element),
            rank,
            global_address: global.address,
            global_dims: global.dims,
            global_strides: global.strides,
            box_dims,
            element_strides,
            interleave: interleave(desc.interleave),
            swizzle: swizzle(desc.swizzle),
            l2_promotion: l2_promotion(desc.l2_promotion),
            oob_fill: oob_fill(desc.oob_fill),
            im2col,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tile_dialect::verify::Space;

    fn info(shape: Vec<Option<u64>>, strides: Vec<Option<i64>>, offset: Option<i64>) -> MemRefInfo {
        MemRefInfo {
            element: "f32".into(),
            space: Space::Global,
            shape,
            strides,
            offset,
        }
    }

    #[test]
    fn static_memref() {
        let g = memref_global(
            &info(
                vec![Some(128), Some(256)],
                vec![Some(256), Some(1)],
                Some(0),
            ),
            4,
        );
        assert_eq!(g.dims, vec![Expr::Const(256), Expr::Const(128)]);
        assert_eq!(g.strides, vec![Expr::Const(1024)]);
        assert_eq!(g.address, Expr::sym("aligned_ptr"));
    }

    #[test]
    fn dynamic_memref() {
        let g = memref_global(
            &info(vec![None, None, Some(8)], vec![None, None, Some(1)], None),
            2,
        );
        assert_eq!(
            g.dims,
            vec![Expr::Const(8), Expr::sym("dim(1)"), Expr::sym("dim(0)")]
        );
        assert_eq!(
            g.strides,
            vec![Expr::sym("stride(1)*2"), Expr::sym("stride(0)*2")]
        );
        assert_eq!(g.address, Expr::sym("aligned_ptr + offset*2"));
        let g = memref_global(&info(vec![Some(4)], vec![Some(1)], Some(16)), 4);
        assert!(g.strides.is_empty());
        assert_eq!(g.address, Expr::sym("aligned_ptr + 64"));
    }

    #[test]
    fn encode_fields_and_json() {
        let mut d = Descriptor::tiled("f32", &[64, 32]);
        d.swizzle = Swizzle::Sw128;
        let source = HostTmaSource {
            param: 2,
            op: "tile.make_tensormap".into(),
            ty: "!tile.tensormap<f32, rank = 2, box = [64, 32], swizzle = sw128>".into(),
            source_operand: Some(0),
            source: Expr::sym("operand(0)"),
            merged: 1,
        };
        let g = memref_global(&info(vec![None, None], vec![None, Some(1)], Some(0)), 4);
        let h = HostTma::new(source, &d, g).unwrap();
        assert_eq!(h.data_type.value, 7);
        assert_eq!(h.swizzle.value, 3);
        assert_eq!(h.element_strides, vec![1, 1]);
        let m = Manifest {
            version: MANIFEST_VERSION,
            complete: false,
            kernels: vec![KernelManifest {
                module: "m".into(),
                name: "k".into(),
                host_tmas: vec![h],
                ..Default::default()
            }],
        };
        let text = m.to_json();
        assert!(text.contains("\"global_dims\": [\n"), "{text}");
        assert!(text.contains("\"dim(1)\""), "{text}");
        assert!(text.contains("\"stride(0)*4\""), "{text}");
        assert_eq!(Manifest::from_json(&text).unwrap(), m);
    }

    #[test]
    fn im2col_fields() {
        let mut d = Descriptor::tiled("f16", &[]);
        d.rank = 4;
        d.mode = DescMode::Im2col;
        d.channels_per_pixel = 64;
        d.pixels_per_column = 32;
        d.lower_corner = vec![0, 0];
        d.upper_corner = vec![0, 0];
        let source = HostTmaSource {
            param: 0,
            op: "tile.make_tensormap".into(),
            ty: String::new(),
            source_operand: None,
            source: Expr::sym("x"),
            merged: 1,
        };
        let g = memref_global(&info(vec![Some(1); 4], vec![Some(1); 4], Some(0)), 2);
        let h = HostTma::new(source, &d, g).unwrap();
        assert_eq!(h.encode, Encode::Im2col);
        assert!(h.box_dims.is_none());
        assert_eq!(h.im2col.unwrap().channels_per_pixel, 64);
        let bad = Descriptor::tiled("index", &[4]);
        let source = HostTmaSource {
            param: 0,
            op: String::new(),
            ty: String::new(),
            source_operand: None,
            source: Expr::Const(0),
            merged: 1,
        };
        assert!(HostTma::new(
            source,
            &bad,
            memref_global(&info(vec![], vec![], Some(0)), 1)
        )
        .is_err());
    }
}
