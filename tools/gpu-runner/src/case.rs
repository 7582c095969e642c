//! The case description: one TOML file per GPU case (see `test/gpu/README.md`).
//!
//! Conventions, fixed so that a case file reads like the kernel it drives:
//! - a tensor's `shape` is outermost-first, like `memref<8192x8192xf32>`;
//! - a tensor map's `box` and `element_strides` are innermost-first, like
//!   `!tile.tensormap<f32, rank = 2, box = [64, 64]>` and `cuTensorMapEncodeTiled`.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::data::DType;
use crate::swizzle::{self, Swizzle};
use crate::tensormap::{EncodeArgs, Interleave, L2Promotion, Mode, OobFill};
use crate::Error;

/// The most argument words (after memref expansion) a host function may take.
pub const MAX_HOST_ARGS: usize = 64;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Case {
    /// Short identifier: names the PTX files (`<name>.<strategy>.ptx`) and the table row.
    pub name: String,
    #[serde(default)]
    pub description: String,
    /// The kernel source, relative to the repository root; `tools/gpu-check` compiles it.
    pub mlir: PathBuf,
    /// The `.entry` name in the PTX (host-so cases: the kernel the host function launches,
    /// looked up in the launch manifest).
    pub kernel: String,
    /// Launch geometry; required except in host-so cases, whose host code launches.
    #[serde(default)]
    pub launch: Option<Launch>,
    #[serde(rename = "tensor")]
    pub tensors: Vec<Tensor>,
    /// Kernel parameters, in order (none in host-so cases: the host code passes them; in
    /// `from_manifest` cases only the kernel's original parameters).
    #[serde(rename = "param", default)]
    pub params: Vec<Param>,
    /// The runner builds the parameters tile-opt added (host-born descriptors, rebind
    /// templates, the rebind workspace) from the module's launch manifest alone
    /// (`tile-opt --emit=manifest`; see `from_manifest.rs`); `[[param]]` lists the kernel's
    /// original parameters.
    #[serde(default)]
    pub from_manifest: bool,
    /// A host-so case: `tools/gpu-check` builds the .mlir with `--emit=host-so`; the runner
    /// dlopens the shared object, exports the `mgpu*` runtime ABI to it and calls
    /// `host_function` with `args` (see `host_so.rs`).
    #[serde(default)]
    pub host_so: bool,
    /// The host `func.func` to call (host-so cases).
    #[serde(default)]
    pub host_function: Option<String>,
    /// The host function's arguments in order: tensor names, each passed as an expanded memref
    /// (allocated ptr, aligned ptr, offset 0, sizes, packed row-major strides).
    #[serde(default)]
    pub args: Vec<String>,
    /// Host-so cases: the launches `mgpuLaunchKernel` must see, in order (optional).
    #[serde(rename = "expect_launch", default)]
    pub expect_launches: Vec<ExpectLaunch>,
    /// `[check]` (one) or `[[check]]` (several, each on its own output tensor).
    #[serde(rename = "check", deserialize_with = "one_or_many")]
    pub checks: Vec<Check>,
    #[serde(default)]
    pub timing: Timing,
    /// A CUDA C++ reference of the same kernel (built by nvcc on the GPU machine).
    #[serde(default)]
    pub reference: Option<Reference>,
}

/// `[check]` or `[[check]]`: a table or an array of tables.
fn one_or_many<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<Check>, D::Error> {
    use serde::de::Error as _;
    match toml::Value::deserialize(d)? {
        toml::Value::Array(a) => a
            .into_iter()
            .map(|v| Check::deserialize(v).map_err(D::Error::custom))
            .collect(),
        v => Ok(vec![Check::deserialize(v).map_err(D::Error::custom)?]),
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Launch {
    pub grid: [u32; 3],
    pub block: [u32; 3],
    /// Thread-block cluster dims; absent (or [1,1,1]) launches without a cluster attribute.
    #[serde(default)]
    pub cluster: Option<[u32; 3]>,
    #[serde(default)]
    pub dynamic_smem: u32,
}

/// One launch a host-so case's host code must make (grid and block dims, dynamic smem).
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct ExpectLaunch {
    pub grid: [u32; 3],
    pub block: [u32; 3],
    #[serde(default)]
    pub dynamic_smem: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Init {
    /// Fresh random values for every run (never zero, never the poison pattern).
    Random,
    /// Every byte 0xFF: an output the kernel must overwrite.
    Poison,
    /// Every byte 0xFF before each launch, contents never checked (only its guard bytes):
    /// device scratch the kernel may write, such as a descriptor slot or the workspace
    /// tile-plan-device-rebind adds (stale slots from an earlier launch must not matter).
    Scratch,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tensor {
    pub name: String,
    pub dtype: DType,
    /// Outermost first.
    pub shape: Vec<u64>,
    pub init: Init,
}

impl Tensor {
    pub fn elems(&self) -> u64 {
        self.shape.iter().product()
    }
    pub fn bytes(&self) -> u64 {
        self.elems() * self.dtype.size() as u64
    }
}

/// One kernel parameter. Exactly one of the value fields is set.
#[derive(Debug, Clone, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct Param {
    /// A by-value CUtensorMap (128 bytes) over this tensor.
    pub tensormap: Option<String>,
    /// The device address of this tensor (a u64).
    pub pointer: Option<String>,
    /// This tensor as an expanded MLIR memref descriptor, the kernel ABI of a
    /// `memref<...>` argument of a `gpu.func` (rank r: 3 + 2r parameters): allocated and
    /// aligned pointer (u64, both the device address), offset 0 (i64), the sizes
    /// (i64, outermost first, the tensor's shape) and the packed row-major strides in
    /// elements (i64).
    pub memref: Option<String>,
    pub i32: Option<i32>,
    pub u32: Option<u32>,
    pub i64: Option<i64>,
    pub u64: Option<u64>,
    pub f32: Option<f32>,

    // Tensor-map fields (only with `tensormap`).
    #[serde(default)]
    pub mode: Mode,
    /// Innermost first (tile mode).
    #[serde(default, rename = "box")]
    pub box_dims: Vec<u32>,
    /// Innermost first; default all 1.
    #[serde(default)]
    pub element_strides: Vec<u32>,
    #[serde(default)]
    pub swizzle: Swizzle,
    #[serde(default)]
    pub interleave: Interleave,
    #[serde(default)]
    pub l2_promotion: L2Promotion,
    #[serde(default)]
    pub oob_fill: OobFill,
    // im2col fields.
    #[serde(default)]
    pub lower_corner: Vec<i32>,
    #[serde(default)]
    pub upper_corner: Vec<i32>,
    #[serde(default)]
    pub channels_per_pixel: u32,
    #[serde(default)]
    pub pixels_per_column: u32,
}

#[derive(Debug, Clone, PartialEq)]
pub enum ParamKind<'a> {
    TensorMap(&'a str),
    Pointer(&'a str),
    Memref(&'a str),
    I32(i32),
    U32(u32),
    I64(i64),
    U64(u64),
    F32(f32),
}

impl Param {
    /// The encode arguments of this tensor-map parameter for `t`, a packed row-major
    /// tensor at device address `address` (checked by [`EncodeArgs::validate`]).
    pub fn encode_args(&self, t: &Tensor, address: u64) -> EncodeArgs {
        let p = self;
        let rank = t.shape.len();
        let global_dim: Vec<u64> = t.shape.iter().rev().copied().collect();
        let es = t.dtype.size() as u64;
        let mut global_strides = Vec::new();
        let mut s = es;
        for &d in global_dim.iter().take(rank.saturating_sub(1)) {
            s *= d;
            global_strides.push(s);
        }
        let element_strides = if p.element_strides.is_empty() {
            vec![1; rank]
        } else {
            p.element_strides.clone()
        };
        EncodeArgs {
            dtype: t.dtype,
            rank: rank as u32,
            address,
            global_dim,
            global_strides,
            mode: p.mode,
            box_dim: p.box_dims.clone(),
            element_strides,
            lower_corner: p.lower_corner.clone(),
            upper_corner: p.upper_corner.clone(),
            channels_per_pixel: p.channels_per_pixel,
            pixels_per_column: p.pixels_per_column,
            interleave: p.interleave,
            swizzle: p.swizzle,
            l2_promotion: p.l2_promotion,
            oob_fill: p.oob_fill,
        }
    }

    pub fn kind(&self) -> Result<ParamKind<'_>, Error> {
        let mut kinds = Vec::new();
        if let Some(t) = &self.tensormap {
            kinds.push(ParamKind::TensorMap(t));
        }
        if let Some(t) = &self.pointer {
            kinds.push(ParamKind::Pointer(t));
        }
        if let Some(t) = &self.memref {
            kinds.push(ParamKind::Memref(t));
        }
        if let Some(v) = self.i32 {
            kinds.push(ParamKind::I32(v));
        }
        if let Some(v) = self.u32 {
            kinds.push(ParamKind::U32(v));
        }
        if let Some(v) = self.i64 {
            kinds.push(ParamKind::I64(v));
        }
        if let Some(v) = self.u64 {
            kinds.push(ParamKind::U64(v));
        }
        if let Some(v) = self.f32 {
            kinds.push(ParamKind::F32(v));
        }
        match kinds.len() {
            1 => Ok(kinds.pop().unwrap()),
            0 => Err(Error::new(
                "a [[param]] sets none of tensormap, pointer, memref, i32, u32, i64, u64, f32",
            )),
            _ => Err(Error::new(format!(
                "a [[param]] sets more than one value: {kinds:?}"
            ))),
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, tag = "kind", rename_all = "snake_case")]
pub enum Check {
    /// `dst[i] == src[i]` bit for bit wherever `i` is inside `src`; elsewhere in `dst` the
    /// load's out-of-bounds fill (zero, or any NaN). Every element of `dst` is checked. The
    /// fill is the one of the tensor map over `src` among the params, else `oob_fill`
    /// (for a descriptor built on the device), else zero.
    Copy {
        src: String,
        dst: String,
        #[serde(default)]
        oob_fill: Option<OobFill>,
    },
    /// `dst[i] == src[i * strides]` (per dimension, innermost first like a tensor map's
    /// element strides) bit for bit, every element of `dst`: what a load with those element
    /// strides brings, stored densely. Each `dst` extent times its stride is at most `src`'s.
    Downsample {
        src: String,
        dst: String,
        /// Innermost first.
        strides: Vec<u64>,
    },
    /// `dst_after[i] == dst_before[i] + src[i]`, the sum computed in f64 on the host,
    /// within `atol + rtol * |ref|` (default rtol: 4 ulp of the dtype); exact for integers.
    ReduceAdd {
        src: String,
        dst: String,
        #[serde(default)]
        rtol: Option<f64>,
        #[serde(default)]
        atol: Option<f64>,
    },
    /// `dst_after[i] == min(dst_before[i], src[i])`, exact; signed for i32/i64, unsigned
    /// for u8..u64, by value for floats.
    ReduceMin { src: String, dst: String },
    /// `dst_after[i] == max(dst_before[i], src[i])`, as `reduce_min`.
    ReduceMax { src: String, dst: String },
    /// `dst` holds the raw shared-memory image of every box of `src` loaded with this
    /// swizzle: boxes tile `src` (each extent a multiple of the box), box t (row-major over
    /// the box grid, innermost dimension fastest) at bytes `t * S .. (t + 1) * S` of dst,
    /// where a box row (all but the innermost box dimension flattened) of `box[0] * elem`
    /// bytes sits at pitch `P = max(box[0] * elem, span)` (the swizzle span: 32/64/128), so
    /// `S = rows * P`; byte `o = row * P + b` of the unswizzled layout lands at
    /// `o ^ (((o >> 7) & m) << 4)`, m = 1/3/7 (the 16-byte chunk index XOR bits 7.. of the
    /// offset; the buffer is aligned to the pattern's repeat). Padding bytes (b >= the row's
    /// bytes) are not checked.
    SwizzleImage {
        src: String,
        dst: String,
        /// Innermost first, as the tensor map's box.
        #[serde(rename = "box")]
        box_dims: Vec<u64>,
        swizzle: Swizzle,
    },
    /// `dst` is the im2col matrix of the NHWC tensor `src` (rank 4) for an R x S filter,
    /// stride 1, dilation 1, padding `pad` = [ph, pw]: output pixels q = 0 .. N*OH*OW - 1
    /// (flattened over n, oh, ow; OH = H + 2 ph - R + 1, OW likewise) are cut into columns
    /// of `pixels_per_column`; dst, read flat, is [column][tap r*S + s][pixel in column][c]
    /// with the value src[n][oh - ph + r][ow - pw + s][c], or 0 outside src. Exact.
    Im2col {
        src: String,
        dst: String,
        /// [R, S]: filter height and width.
        filter: [u64; 2],
        /// [ph, pw].
        pad: [u64; 2],
        pixels_per_column: u64,
    },
    /// `dst = a b` for row-major matrices a [M, K], b [K, N], dst [M, N] (floats): every
    /// element against an f64 product, within `rtol * sum_k |a_mk b_kn|` (default
    /// (K + 2) unit roundoffs: any summation order, with or without FMA, passes).
    Matmul {
        a: String,
        b: String,
        dst: String,
        #[serde(default)]
        rtol: Option<f64>,
    },
}

impl Check {
    /// The tensor the kernel writes.
    pub fn output(&self) -> &str {
        match self {
            Check::Copy { dst, .. }
            | Check::Downsample { dst, .. }
            | Check::ReduceAdd { dst, .. }
            | Check::ReduceMin { dst, .. }
            | Check::ReduceMax { dst, .. }
            | Check::SwizzleImage { dst, .. }
            | Check::Im2col { dst, .. }
            | Check::Matmul { dst, .. } => dst,
        }
    }

    /// The tensor the kernel reads for this check.
    pub fn input(&self) -> &str {
        match self {
            Check::Copy { src, .. }
            | Check::Downsample { src, .. }
            | Check::ReduceAdd { src, .. }
            | Check::ReduceMin { src, .. }
            | Check::ReduceMax { src, .. }
            | Check::SwizzleImage { src, .. }
            | Check::Im2col { src, .. } => src,
            Check::Matmul { a, .. } => a,
        }
    }

    /// Read-modify-write outputs start random; the others start poisoned.
    pub fn is_reduction(&self) -> bool {
        matches!(
            self,
            Check::ReduceAdd { .. } | Check::ReduceMin { .. } | Check::ReduceMax { .. }
        )
    }

    pub fn kind_name(&self) -> &'static str {
        match self {
            Check::Copy { .. } => "copy",
            Check::Downsample { .. } => "downsample",
            Check::ReduceAdd { .. } => "reduce_add",
            Check::ReduceMin { .. } => "reduce_min",
            Check::ReduceMax { .. } => "reduce_max",
            Check::SwizzleImage { .. } => "swizzle_image",
            Check::Im2col { .. } => "im2col",
            Check::Matmul { .. } => "matmul",
        }
    }
}

/// The im2col geometry of a check: (N, H, W, C, OH, OW, columns).
pub fn im2col_geometry(
    src: &[u64],
    filter: [u64; 2],
    pad: [u64; 2],
    ppc: u64,
) -> Result<[u64; 7], String> {
    let [n, h, w, c] = src[..] else {
        return Err(format!(
            "im2col: src must be rank 4 (NHWC), got shape {src:?}"
        ));
    };
    let (oh, ow) = (
        (h + 2 * pad[0] + 1).checked_sub(filter[0]),
        (w + 2 * pad[1] + 1).checked_sub(filter[1]),
    );
    let (Some(oh), Some(ow)) = (oh, ow) else {
        return Err(format!(
            "im2col: filter {filter:?} larger than the padded input"
        ));
    };
    if filter.contains(&0) || ppc == 0 || oh == 0 || ow == 0 {
        return Err("im2col: filter, pixels_per_column and the output extents must be >= 1".into());
    }
    let pixels = n * oh * ow;
    if !pixels.is_multiple_of(ppc) {
        return Err(format!(
            "im2col: {pixels} output pixels are not a multiple of pixels_per_column {ppc}"
        ));
    }
    Ok([n, h, w, c, oh, ow, pixels / ppc])
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Timing {
    #[serde(default = "yes")]
    pub enabled: bool,
    /// Bytes that one launch must move through device memory (reads + writes). Default:
    /// copy: bytes(src) + bytes(dst); reduce_add: bytes(src) + 2 * bytes(dst).
    #[serde(default)]
    pub bytes: Option<u64>,
    #[serde(default = "default_warmup")]
    pub warmup: u32,
    /// Timed batches; the median batch is reported.
    #[serde(default = "default_reps")]
    pub reps: u32,
    /// Launches per timed batch (between two events).
    #[serde(default = "default_batch")]
    pub batch: u32,
}

fn yes() -> bool {
    true
}
fn default_warmup() -> u32 {
    5
}
fn default_reps() -> u32 {
    50
}
fn default_batch() -> u32 {
    10
}

impl Default for Timing {
    fn default() -> Self {
        Timing {
            enabled: true,
            bytes: None,
            warmup: default_warmup(),
            reps: default_reps(),
            batch: default_batch(),
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reference {
    /// CUDA C++ source, relative to the repository root.
    pub cu: PathBuf,
    /// Kernel name in the built cubin (extern "C"); default: the case's `kernel`.
    #[serde(default)]
    pub kernel: Option<String>,
}

impl Case {
    pub fn load(path: &Path) -> Result<Case, Error> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| Error::new(format!("{}: cannot read: {e}", path.display())))?;
        Case::parse(&text).map_err(|e| Error::new(format!("{}: {}", path.display(), e.0)))
    }

    pub fn parse(text: &str) -> Result<Case, Error> {
        let case: Case =
            toml::from_str(text).map_err(|e| Error::new(format!("bad case file: {e}")))?;
        case.validate()?;
        Ok(case)
    }

    pub fn tensor(&self, name: &str) -> Result<&Tensor, Error> {
        self.tensors
            .iter()
            .find(|t| t.name == name)
            .ok_or_else(|| Error::new(format!("no [[tensor]] named '{name}'")))
    }

    pub fn tensor_index(&self, name: &str) -> Result<usize, Error> {
        self.tensors
            .iter()
            .position(|t| t.name == name)
            .ok_or_else(|| Error::new(format!("no [[tensor]] named '{name}'")))
    }

    /// Bytes one launch moves through device memory, for GB/s.
    pub fn bytes_moved(&self) -> Result<u64, Error> {
        if let Some(b) = self.timing.bytes {
            return Ok(b);
        }
        let mut total = 0;
        for c in &self.checks {
            let (s, d) = (
                self.tensor(c.input())?.bytes(),
                self.tensor(c.output())?.bytes(),
            );
            total += match c {
                Check::Copy { .. } | Check::Im2col { .. } => s + d,
                Check::Downsample { .. } => 2 * d,
                Check::ReduceAdd { .. } | Check::ReduceMin { .. } | Check::ReduceMax { .. } => {
                    s + 2 * d
                }
                Check::SwizzleImage { .. } => d,
                Check::Matmul { b, .. } => s + self.tensor(b)?.bytes() + d,
            };
        }
        Ok(total)
    }

    /// The byte size of every kernel parameter the case passes, in order (a `memref`
    /// param expands to its 3 + 2 rank descriptor fields).
    pub fn param_sizes(&self) -> Result<Vec<usize>, Error> {
        let mut out = Vec::new();
        for p in &self.params {
            match p.kind()? {
                ParamKind::TensorMap(_) => out.push(128),
                ParamKind::Memref(t) => {
                    out.extend(std::iter::repeat_n(8, 3 + 2 * self.tensor(t)?.shape.len()))
                }
                ParamKind::Pointer(_) | ParamKind::I64(_) | ParamKind::U64(_) => out.push(8),
                ParamKind::I32(_) | ParamKind::U32(_) | ParamKind::F32(_) => out.push(4),
            }
        }
        Ok(out)
    }

    /// The tensor-map parameter over `tensor`, if any (its OOB fill, box and swizzle).
    pub fn tensormap_param(&self, tensor: &str) -> Option<&Param> {
        self.params
            .iter()
            .find(|p| p.tensormap.as_deref() == Some(tensor))
    }

    fn validate_check(&self, c: &Check) -> Result<(), String> {
        let (src, dst) = (c.input(), c.output());
        let s = self.tensor(src).map_err(|e| e.0)?;
        let d = self.tensor(dst).map_err(|e| e.0)?;
        if src == dst {
            return Err("src and dst are the same tensor".into());
        }
        if c.is_reduction() {
            if d.init != Init::Random {
                return Err(format!(
                    "'{dst}' is read-modify-write: give it init = \"random\""
                ));
            }
        } else if d.init != Init::Poison {
            return Err(format!(
                "the output '{dst}' must start poisoned (init = \"poison\")"
            ));
        }
        if s.dtype != d.dtype {
            return Err(format!("'{src}' and '{dst}' differ in dtype"));
        }
        match c {
            Check::Copy { .. } => {
                if s.shape.len() != d.shape.len() {
                    return Err(format!("'{src}' and '{dst}' differ in rank"));
                }
            }
            Check::Downsample { strides, .. } => {
                let r = s.shape.len();
                if d.shape.len() != r || strides.len() != r {
                    return Err(format!(
                        "'{src}', '{dst}' and strides {strides:?} differ in rank"
                    ));
                }
                for (i, &st) in strides.iter().enumerate() {
                    let dim = r - 1 - i;
                    if st == 0 || d.shape[dim] * st > s.shape[dim] + st - 1 {
                        return Err(format!(
                            "stride {st} of dimension {i} (innermost first): '{dst}' extent {} reads past '{src}' extent {}",
                            d.shape[dim], s.shape[dim]
                        ));
                    }
                }
            }
            Check::ReduceAdd { rtol, atol, .. } => {
                if s.shape != d.shape {
                    return Err(format!("'{src}' and '{dst}' differ in shape"));
                }
                if rtol.is_some_and(|r| r.is_nan() || r < 0.0)
                    || atol.is_some_and(|a| a.is_nan() || a < 0.0)
                {
                    return Err("rtol and atol must be >= 0".into());
                }
            }
            Check::ReduceMin { .. } | Check::ReduceMax { .. } => {
                if s.shape != d.shape {
                    return Err(format!("'{src}' and '{dst}' differ in shape"));
                }
            }
            Check::SwizzleImage {
                box_dims, swizzle, ..
            } => {
                let bytes =
                    swizzle::image_bytes(&s.shape, box_dims, *swizzle, s.dtype.size() as u64)?;
                if bytes != d.bytes() {
                    return Err(format!(
                        "'{dst}' has {} bytes; the images of every box take {bytes}",
                        d.bytes()
                    ));
                }
                if let Some(p) = self.tensormap_param(src) {
                    let pb: Vec<u64> = p.box_dims.iter().map(|&b| b as u64).collect();
                    if pb != *box_dims || p.swizzle != *swizzle {
                        return Err(format!(
                            "box {box_dims:?} / swizzle {swizzle:?} differ from the tensor map over '{src}' ({pb:?} / {:?})",
                            p.swizzle
                        ));
                    }
                }
            }
            Check::Matmul { b, rtol, .. } => {
                let bt = self.tensor(b).map_err(|e| e.0)?;
                if bt.dtype != s.dtype || !s.dtype.is_float() {
                    return Err(format!(
                        "'{src}', '{b}' and '{dst}' must share one float dtype"
                    ));
                }
                match (&s.shape[..], &bt.shape[..], &d.shape[..]) {
                    ([m, k], [k2, n], [m2, n2]) if k == k2 && m == m2 && n == n2 => {}
                    _ => {
                        return Err(format!(
                            "shapes {:?} x {:?} -> {:?}: need [M, K] x [K, N] -> [M, N]",
                            s.shape, bt.shape, d.shape
                        ))
                    }
                }
                if rtol.is_some_and(|r| r.is_nan() || r < 0.0) {
                    return Err("rtol must be >= 0".into());
                }
            }
            Check::Im2col {
                filter,
                pad,
                pixels_per_column,
                ..
            } => {
                let [_, _, _, ch, _, _, cols] =
                    im2col_geometry(&s.shape, *filter, *pad, *pixels_per_column)?;
                let want = cols * filter[0] * filter[1] * pixels_per_column * ch;
                if d.elems() != want {
                    return Err(format!(
                        "'{dst}' has {} elements; [{cols} columns][{} taps][{pixels_per_column} pixels][{ch} channels] is {want}",
                        d.elems(),
                        filter[0] * filter[1]
                    ));
                }
            }
        }
        Ok(())
    }

    /// The launch geometry of a kernel case (validated present for every non-host-so case).
    pub fn launch(&self) -> Result<&Launch, Error> {
        self.launch
            .as_ref()
            .ok_or_else(|| Error::new(format!("case '{}' has no [launch]", self.name)))
    }

    /// The host function of a host-so case.
    pub fn host_function(&self) -> Result<&str, Error> {
        self.host_function
            .as_deref()
            .ok_or_else(|| Error::new(format!("case '{}' has no host_function", self.name)))
    }

    fn validate_host_so(&self) -> Result<(), String> {
        let f = self.host_function.as_deref().unwrap_or("");
        if f.is_empty() || !f.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(format!(
                "host_so needs host_function = \"<C symbol>\", got '{f}'"
            ));
        }
        if self.launch.is_some() || !self.params.is_empty() {
            return Err(
                "a host_so case has no [launch] or [[param]]: its host code launches \
                        (give [[expect_launch]] to check the geometry)"
                    .into(),
            );
        }
        if self.args.is_empty() {
            return Err("host_so needs args = [tensor names, in the host function's order]".into());
        }
        for a in &self.args {
            self.tensor(a).map_err(|e| format!("args: {}", e.0))?;
        }
        for t in &self.tensors {
            if !self.args.contains(&t.name) {
                return Err(format!("tensor '{}' is not among args", t.name));
            }
        }
        let words: usize = self
            .args
            .iter()
            .map(|a| 3 + 2 * self.tensor(a).map(|t| t.shape.len()).unwrap_or(0))
            .sum();
        if words > MAX_HOST_ARGS {
            return Err(format!(
                "the host function takes {words} scalar arguments after memref expansion (at most {})",
                MAX_HOST_ARGS
            ));
        }
        Ok(())
    }

    /// Every rule that can be checked without a GPU. The driver re-checks the encode rules.
    pub fn validate(&self) -> Result<(), Error> {
        let err = |m: String| Error::new(format!("case '{}': {m}", self.name));
        let bad = |m: String| -> Result<(), Error> { Err(err(m)) };
        if self.name.is_empty()
            || !self
                .name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        {
            return bad(format!(
                "name '{}' must be letters, digits, '_' or '-'",
                self.name
            ));
        }
        if self.host_so {
            if self.from_manifest {
                return bad("from_manifest is for kernel cases; a host_so case's host code builds its parameters".into());
            }
            self.validate_host_so().map_err(err)?;
        } else {
            if self.host_function.is_some()
                || !self.args.is_empty()
                || !self.expect_launches.is_empty()
            {
                return bad("host_function, args and [[expect_launch]] need host_so = true".into());
            }
            let Some(launch) = &self.launch else {
                return bad("no [launch]".into());
            };
            if u64::from(launch.dynamic_smem) > MAX_DYNAMIC_SMEM {
                return bad(format!(
                    "dynamic_smem = {} bytes: a thread block has at most {MAX_DYNAMIC_SMEM} (227 KiB, sm_90)",
                    launch.dynamic_smem
                ));
            }
            if let Some(c) = launch.cluster {
                if c.contains(&0) {
                    return bad("cluster dims must be >= 1".into());
                }
                for (d, (&g, &cd)) in launch.grid.iter().zip(c.iter()).enumerate() {
                    if !g.is_multiple_of(cd) {
                        return bad(format!(
                            "grid dim {d} ({g}) is not a multiple of cluster dim {cd}"
                        ));
                    }
                }
            }
        }
        let geometry: Vec<([u32; 3], [u32; 3])> = match &self.launch {
            Some(l) => vec![(l.grid, l.block)],
            None => self
                .expect_launches
                .iter()
                .map(|l| (l.grid, l.block))
                .collect(),
        };
        for (grid, block) in geometry {
            if grid.contains(&0) || block.contains(&0) {
                return bad("grid and block dims must be >= 1".into());
            }
            let threads: u64 = block.iter().map(|&b| b as u64).product();
            if threads > 1024 {
                return bad(format!("block has {threads} threads (at most 1024)"));
            }
        }
        let mut names = HashSet::new();
        for t in &self.tensors {
            if !names.insert(t.name.as_str()) {
                return bad(format!("two tensors named '{}'", t.name));
            }
            if t.shape.is_empty() || t.shape.len() > 5 {
                return bad(format!(
                    "tensor '{}': rank {} (1..=5)",
                    t.name,
                    t.shape.len()
                ));
            }
            if t.shape.contains(&0) {
                return bad(format!("tensor '{}': a zero extent", t.name));
            }
        }
        for (i, p) in self.params.iter().enumerate() {
            let kind = p.kind().map_err(|e| err(format!("param {i}: {}", e.0)))?;
            match kind {
                ParamKind::TensorMap(t) => {
                    let tensor = self
                        .tensor(t)
                        .map_err(|e| err(format!("param {i}: {}", e.0)))?;
                    p.encode_args(tensor, 0)
                        .validate()
                        .map_err(|e| err(format!("param {i} (tensormap '{t}'): {}", e.0)))?;
                }
                ParamKind::Pointer(t) | ParamKind::Memref(t) => {
                    self.tensor(t)
                        .map_err(|e| err(format!("param {i}: {}", e.0)))?;
                }
                _ => {}
            }
            if !matches!(kind, ParamKind::TensorMap(_))
                && (!p.box_dims.is_empty() || !p.element_strides.is_empty() || p.mode != Mode::Tile)
            {
                return bad(format!(
                    "param {i}: tensor-map fields on a non-tensormap param"
                ));
            }
        }
        if self.checks.is_empty() {
            return bad("no [check]".into());
        }
        let mut outputs = HashSet::new();
        for c in &self.checks {
            self.validate_check(c)
                .map_err(|m| err(format!("check {}: {m}", c.kind_name())))?;
            if !outputs.insert(c.output()) {
                return bad(format!("two checks write '{}'", c.output()));
            }
        }
        for t in &self.tensors {
            if !outputs.contains(t.name.as_str()) && t.init == Init::Poison {
                return bad(format!(
                    "tensor '{}' is poisoned but is not an output",
                    t.name
                ));
            }
        }
        if self.timing.enabled && (self.timing.reps == 0 || self.timing.batch == 0) {
            return bad("timing: reps and batch must be >= 1".into());
        }
        Ok(())
    }
}

/// The most dynamic shared memory a case may ask for: a thread block's opt-in
/// limit on sm_90 (227 KiB; `cudaDevAttrMaxSharedMemoryPerBlockOptin`).
const MAX_DYNAMIC_SMEM: u64 = 227 * 1024;

#[cfg(test)]
mod tests {
    use super::*;

    pub const COPY: &str = r#"
name = "copy_2d"
mlir = "test/gpu/copy_2d.mlir"
kernel = "copy_2d"
[launch]
grid = [128, 128, 1]
block = [128, 1, 1]
[[tensor]]
name = "src"
dtype = "f32"
shape = [8192, 8192]
init = "random"
[[tensor]]
name = "dst"
dtype = "f32"
shape = [8192, 8192]
init = "poison"
[[param]]
tensormap = "src"
box = [64, 64]
[[param]]
tensormap = "dst"
box = [64, 64]
[check]
kind = "copy"
src = "src"
dst = "dst"
"#;

    #[test]
    fn parses_the_copy_case() {
        let c = Case::parse(COPY).unwrap();
        assert_eq!(c.kernel, "copy_2d");
        assert_eq!(c.tensors[0].shape, vec![8192, 8192]);
        assert_eq!(c.params[0].kind().unwrap(), ParamKind::TensorMap("src"));
        assert_eq!(c.bytes_moved().unwrap(), 2 * 8192 * 8192 * 4);
        assert!(c.timing.enabled);
        assert!(c.reference.is_none());
    }

    #[test]
    fn dynamic_smem_up_to_the_opt_in_limit() {
        let with = |bytes: u64| {
            COPY.replace(
                "block = [128, 1, 1]\n",
                &format!("block = [128, 1, 1]\ndynamic_smem = {bytes}\n"),
            )
        };
        let c = Case::parse(&with(MAX_DYNAMIC_SMEM)).unwrap();
        assert_eq!(
            u64::from(c.launch().unwrap().dynamic_smem),
            MAX_DYNAMIC_SMEM
        );
        c.validate().unwrap();
        let e = Case::parse(&with(MAX_DYNAMIC_SMEM + 1))
            .and_then(|c| c.validate())
            .unwrap_err();
        assert!(e.0.contains("at most 232448"), "{}", e.0);
    }

    #[test]
    fn rejects_unknown_fields_and_bad_params() {
        let e = Case::parse(&COPY.replace(
            "box = [64, 64]\n[[param]]",
            "box = [64, 64]\nbogus = 1\n[[param]]",
        ))
        .unwrap_err();
        assert!(e.0.contains("bogus"), "{}", e.0);
        let e = Case::parse(&COPY.replace("tensormap = \"dst\"", "tensormap = \"dst\"\nu32 = 3"))
            .unwrap_err();
        assert!(e.0.contains("more than one value"), "{}", e.0);
        let e =
            Case::parse(&COPY.replace("tensormap = \"dst\"", "tensormap = \"nope\"")).unwrap_err();
        assert!(e.0.contains("no [[tensor]] named 'nope'"), "{}", e.0);
    }

    #[test]
    fn rejects_encode_rule_violations() {
        // 64 x 257: box dim over 256.
        let e = Case::parse(&COPY.replacen("box = [64, 64]", "box = [64, 257]", 1)).unwrap_err();
        assert!(e.0.contains("256"), "{}", e.0);
        // Inner box 3 x 4 bytes = 12 bytes: not a multiple of 16.
        let e = Case::parse(&COPY.replacen("box = [64, 64]", "box = [3, 64]", 1)).unwrap_err();
        assert!(e.0.contains("16"), "{}", e.0);
        // Row pitch 8191 * 4 bytes: not a multiple of 16.
        let e = Case::parse(&COPY.replacen("shape = [8192, 8192]", "shape = [8192, 8191]", 1))
            .unwrap_err();
        assert!(e.0.contains("globalStrides[0] = 32764"), "{}", e.0);
    }

    #[test]
    fn output_must_be_poisoned() {
        let e = Case::parse(&COPY.replace("init = \"poison\"", "init = \"random\"")).unwrap_err();
        assert!(e.0.contains("poison"), "{}", e.0);
    }

    fn tensor_of(shape: &[u64]) -> Tensor {
        Tensor {
            name: "t".into(),
            dtype: DType::F32,
            shape: shape.to_vec(),
            init: Init::Random,
        }
    }

    #[test]
    fn packed_strides_are_innermost_first_bytes() {
        let p = Param {
            tensormap: Some("t".into()),
            box_dims: vec![64, 8, 8],
            ..Default::default()
        };
        let a = p.encode_args(&tensor_of(&[256, 512, 1024]), 0x1000);
        assert_eq!(a.global_dim, vec![1024, 512, 256]);
        assert_eq!(a.global_strides, vec![4096, 4096 * 512]);
        assert_eq!(a.element_strides, vec![1, 1, 1]);
        a.validate().unwrap();
    }

    #[test]
    fn swizzle_span_and_alignment_rules() {
        let p = Param {
            tensormap: Some("t".into()),
            box_dims: vec![64, 64],
            swizzle: Swizzle::Sw128,
            ..Default::default()
        };
        let e = p
            .encode_args(&tensor_of(&[64, 64]), 0)
            .validate()
            .unwrap_err();
        assert!(e.0.contains("swizzle span"), "{}", e.0);
        let p = Param {
            tensormap: Some("t".into()),
            box_dims: vec![32, 64],
            swizzle: Swizzle::Sw128,
            ..Default::default()
        };
        p.encode_args(&tensor_of(&[64, 64]), 0).validate().unwrap();
        let e = p
            .encode_args(&tensor_of(&[64, 64]), 8)
            .validate()
            .unwrap_err();
        assert!(e.0.contains("aligned"), "{}", e.0);
    }
}
