//! The launch manifest: how to launch every kernel of a module, as a typed
//! value ([`Manifest`]) and as JSON ([`Manifest::to_json`],
//! [`Manifest::read`]).
//!
//! tile-opt's passes write it (`tile-separate-host-tma` creates it,
//! `tile-plan-device-rebind` and `tile-finalize-kernel-params` amend it;
//! `tile_passes::separate_host_tma::manifest` keeps it on the module as an
//! attribute), `tile-opt --emit=manifest` and the embedding API give it as
//! JSON, and a launcher (tools/gpu-runner) reads it back.
//!
//! # Schema (version 2)
//!
//! Per kernel: its parameters in launch order ([`Param`]: original ones,
//! then the rebind templates and the workspace, then the host-born
//! descriptors), for every host-born descriptor each argument of
//! `cuTensorMapEncodeTiled` / `cuTensorMapEncodeIm2col` as a function of the
//! launch operands ([`HostTma`]), the same for every original parameter of
//! `!tile.tensormap` type, encoded from the tensor passed for it
//! ([`KernelManifest::tensormap_params`]), the device-born descriptors
//! ([`DeviceTma`]), and for a kernel with device rebinds the templates to
//! encode (template-seeded descriptors only), the workspace to allocate
//! (one slot per device-born descriptor) and how each slot is built
//! ([`Rebind`], [`RebindSlot`]: seeded from a template or zeroed, rewritten
//! in global memory or in a shared::cta staging slot), and its shared
//! memory ([`SharedMemory`]: static bytes, whether it uses dynamic shared
//! memory and the launch sites' constant dynamic size), what the kernel
//! fixes of its launch ([`KernelManifest::block_size`],
//! [`KernelManifest::cluster_size`]) and its PTX `.entry` name
//! ([`KernelManifest::entry`]). Field names are snake_case; optional fields
//! are `null` when absent. Fields added after version 2 was first written
//! (`tensormap_params`, `block_size`, `cluster_size`, `entry`) default to
//! empty / `null`, so a manifest without them still reads; a reader that
//! does not know them reads the rest unchanged (nothing else changed
//! meaning), which is why the version stayed 2.
//!
//! Expressions ([`Expr`], evaluated by [`crate::expr`]) are a JSON number
//! when the value is static and a string otherwise: terms joined by ` + `
//! and `*`, each a number or one of `operand(k)` (the launch's kernel
//! operand `k` = the kernel's parameter `k`), `dim(i)`, `stride(i)`,
//! `offset`, `aligned_ptr` (fields of the memref descriptor of the source
//! memref: MLIR dimension `i`, outermost first, strides in elements),
//! `workspace` (the device address of the launch's rebind workspace) and
//! `grid_x`, `grid_y`, `grid_z` (the launch's grid). Tensor-map dims and
//! strides are listed innermost first, as the driver takes them; strides
//! are in bytes, for dims 1..rank-1.

use serde::{Deserialize, Serialize};

pub use crate::expr::Expr;

/// Version of the manifest format (2: rebind templates, workspace, ABI
/// words, `complete`).
pub const MANIFEST_VERSION: u32 = 2;

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

    /// Reads a manifest from JSON as it is, whatever its version (see
    /// [`Manifest::read`] for the checked reader).
    pub fn from_json(text: &str) -> Result<Self, ReadError> {
        serde_json::from_str(text).map_err(|e| ReadError::Json(e.to_string()))
    }

    /// Reads a manifest of this [`MANIFEST_VERSION`] from JSON: the version
    /// is checked first, so a manifest of another version is refused as
    /// such, not as a schema mismatch.
    pub fn read(text: &str) -> Result<Self, ReadError> {
        #[derive(Deserialize)]
        struct Versioned {
            version: u32,
        }
        let Versioned { version } =
            serde_json::from_str(text).map_err(|e| ReadError::Json(e.to_string()))?;
        if version != MANIFEST_VERSION {
            return Err(ReadError::Version(version));
        }
        Self::from_json(text)
    }

    /// Every kernel named `name` (in any module), in order.
    pub fn kernels_named(&self, name: &str) -> Vec<&KernelManifest> {
        self.kernels.iter().filter(|k| k.name == name).collect()
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

/// Why a text is not a launch manifest this build reads.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    /// Not JSON, or not of the schema (serde's message).
    #[error("{0}")]
    Json(String),
    /// A manifest of another version.
    #[error("manifest version {0} (this build reads {MANIFEST_VERSION})")]
    Version(u32),
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
    /// Every original parameter of `!tile.tensormap` type, in parameter
    /// order: the encode a launcher makes from the tensor passed for it
    /// (`source_operand` is the parameter itself; `dim(i)`, `stride(i)`
    /// and `aligned_ptr` are that tensor's, whose innermost stride must be
    /// one element). `op` is [`TENSORMAP_PARAM_OP`].
    #[serde(default)]
    pub tensormap_params: Vec<HostTma>,
    /// The block (threads x, y, z) the kernel fixes: `known_block_size`
    /// or `nvvm.reqntid` on its `gpu.func` (the kernel's code may rely on
    /// it); a launch must use exactly this block. `null` when not fixed.
    #[serde(default)]
    pub block_size: Option<[u32; 3]>,
    /// The thread-block cluster (CTAs x, y, z) the kernel fixes:
    /// `known_cluster_size` or `nvvm.cluster_dim` on its `gpu.func` (PTX
    /// `.reqnctapercluster`); a launch runs in clusters of this shape.
    /// `null` when not fixed.
    #[serde(default)]
    pub cluster_size: Option<[u32; 3]>,
    /// The name of its `.entry` in the module's PTX (the lowered
    /// `llvm.func`'s symbol), once [`Manifest::complete`]; `null` before.
    #[serde(default)]
    pub entry: Option<String>,
}

/// [`HostTma::op`] of a [`KernelManifest::tensormap_params`] entry: no op
/// builds it, the launcher encodes it from the parameter's tensor.
pub const TENSORMAP_PARAM_OP: &str = "parameter";

impl KernelManifest {
    /// The encode of original descriptor parameter `index`, if the manifest
    /// describes one.
    pub fn tensormap_param(&self, index: usize) -> Option<&HostTma> {
        self.tensormap_params.iter().find(|h| h.param == index)
    }

    /// The name of the kernel's PTX `.entry`: [`KernelManifest::entry`],
    /// else (a manifest written before the field) its `gpu.func`'s name.
    pub fn entry_name(&self) -> &str {
        self.entry.as_deref().unwrap_or(&self.name)
    }
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
    /// The dynamic shared memory size, in bytes: the kernel's own
    /// (`tile.dynamic_shared_bytes` on its `gpu.func`, which the typed
    /// builders set from their layout, alignment padding included), else
    /// the constant every launch site in the module passes when they agree
    /// (`null` otherwise, or with neither).
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

impl Encode {
    /// Its name in the manifest (`tiled`, `im2col`).
    pub fn name(self) -> &'static str {
        match self {
            Encode::Tiled => "tiled",
            Encode::Im2col => "im2col",
        }
    }
}

impl std::fmt::Display for Encode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
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
    /// The enumerator `name` of value `value`.
    pub fn new(name: &str, value: u32) -> Self {
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
    /// The descriptor op (`tile.make_tensormap` or `tile.make_tensormap_ptr`),
    /// or [`TENSORMAP_PARAM_OP`] for an original descriptor parameter.
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

#[cfg(test)]
mod tests {
    use super::*;

    fn host_tma() -> HostTma {
        let e = |name: &str, value| CuEnum::new(name, value);
        HostTma {
            param: 2,
            op: "tile.make_tensormap".into(),
            ty: "!tile.tensormap<f32, rank = 2, box = [64, 32]>".into(),
            source_operand: Some(0),
            source: Expr::sym("operand(0)"),
            merged: 1,
            encode: Encode::Tiled,
            element_type: "f32".into(),
            data_type: e("CU_TENSOR_MAP_DATA_TYPE_FLOAT32", 7),
            rank: 2,
            global_address: Expr::sym("aligned_ptr"),
            global_dims: vec![Expr::sym("dim(1)"), Expr::sym("dim(0)")],
            global_strides: vec![Expr::sym("stride(0)*4")],
            box_dims: Some(vec![64, 32]),
            element_strides: vec![1, 1],
            interleave: e("CU_TENSOR_MAP_INTERLEAVE_NONE", 0),
            swizzle: e("CU_TENSOR_MAP_SWIZZLE_128B", 3),
            l2_promotion: e("CU_TENSOR_MAP_L2_PROMOTION_NONE", 0),
            oob_fill: e("CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE", 0),
            im2col: None,
        }
    }

    fn manifest() -> Manifest {
        Manifest {
            version: MANIFEST_VERSION,
            complete: false,
            kernels: vec![KernelManifest {
                module: "m".into(),
                name: "k".into(),
                params: vec![
                    Param::new(0, ParamKind::Original, "memref<?x?xf32>"),
                    Param::new(2, ParamKind::HostTma, "!tile.tensormap<f32>"),
                ],
                host_tmas: vec![host_tma()],
                ..Default::default()
            }],
        }
    }

    #[test]
    fn writes_and_reads_back() {
        let m = manifest();
        let text = m.to_json();
        assert!(text.ends_with("}\n"));
        assert!(text.contains("\"global_dims\": [\n"), "{text}");
        assert!(text.contains("\"box\": ["), "{text}");
        assert!(text.contains("\"kind\": \"host_tma\""), "{text}");
        assert!(!text.contains("abi_index"), "absent until complete: {text}");
        assert_eq!(Manifest::read(&text), Ok(m.clone()));
        assert_eq!(Manifest::read(&m.to_compact_json()), Ok(m.clone()));
        assert!(m.kernel("m", "k").is_some());
        assert!(m.kernel("x", "k").is_none());
        assert_eq!(m.kernels_named("k").len(), 1);
        assert_eq!(Encode::Im2col.to_string(), "im2col");
    }

    #[test]
    fn refuses_other_versions_and_other_text() {
        let mut m = manifest();
        m.version = 1;
        assert_eq!(Manifest::read(&m.to_json()), Err(ReadError::Version(1)));
        assert_eq!(
            ReadError::Version(1).to_string(),
            "manifest version 1 (this build reads 2)"
        );
        assert!(Manifest::from_json(&m.to_json()).is_ok());
        assert!(matches!(Manifest::read("{"), Err(ReadError::Json(_))));
        assert!(matches!(
            Manifest::read(r#"{"version": 2}"#),
            Err(ReadError::Json(_))
        ));
        assert!(matches!(
            Manifest::read(r#"{"version": 2, "kernels": [{"module": 1}]}"#),
            Err(ReadError::Json(_))
        ));
    }

    #[test]
    fn launch_fields_default_when_absent_and_round_trip() {
        // A manifest written before the launch fields existed still reads.
        let mut old = serde_json::to_value(manifest()).unwrap();
        let kernel = old["kernels"][0].as_object_mut().unwrap();
        for field in ["tensormap_params", "block_size", "cluster_size", "entry"] {
            assert!(kernel.remove(field).is_some(), "{field}");
        }
        let read = Manifest::read(&old.to_string()).unwrap();
        assert_eq!(read, manifest());
        let k = &read.kernels[0];
        assert!(k.tensormap_params.is_empty());
        assert_eq!(
            (k.block_size, k.cluster_size, k.entry.as_deref()),
            (None, None, None)
        );
        assert_eq!(k.entry_name(), "k");

        let mut m = manifest();
        let mut param = host_tma();
        param.param = 0;
        param.op = TENSORMAP_PARAM_OP.into();
        let k = &mut m.kernels[0];
        k.tensormap_params = vec![param.clone()];
        k.block_size = Some([128, 1, 1]);
        k.cluster_size = Some([2, 1, 1]);
        k.entry = Some("k_entry".into());
        let text = m.to_json();
        assert!(text.contains("\"block_size\": [\n        128,"), "{text}");
        assert!(text.contains("\"op\": \"parameter\""), "{text}");
        let back = Manifest::read(&text).unwrap();
        assert_eq!(back, m);
        assert_eq!(back.kernels[0].tensormap_param(0), Some(&param));
        assert_eq!(back.kernels[0].tensormap_param(2), None);
        assert_eq!(back.kernels[0].entry_name(), "k_entry");
    }

    #[test]
    fn rebind_templates_flatten_their_encode() {
        let template = RebindTemplate {
            encode: host_tma(),
            device_fields: vec!["global_address".into()],
            location: None,
        };
        let value = serde_json::to_value(&template).unwrap();
        assert_eq!(value["param"], 2);
        assert_eq!(value["device_fields"][0], "global_address");
        let back: RebindTemplate = serde_json::from_value(value).unwrap();
        assert_eq!(back, template);
    }
}
