//! Binding a launch without the driver: the caller's arguments checked
//! against the kernel's original parameters, every lowered parameter's
//! bytes (a memref's descriptor words, scalars, the rebind workspace), and
//! the encode arguments of every tensor map the manifest describes
//! (host-born descriptors, rebind templates, and original `!tile.tensormap`
//! parameters encoded from the tensor passed for them), with the
//! manifest's expressions evaluated on the arguments and the grid.

use tile_abi::manifest::{Encode, Expr, HostTma, KernelManifest, Param, ParamKind};
use tile_abi::Symbol;

use crate::arg::{Arg, TensorArg};
use crate::encode::{element_bytes, EncodeRequest, Im2col};
use crate::error::RuntimeError;
use crate::types::{MemRefType, ParamType};

/// A launch operand, as the manifest's expressions see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Operand {
    /// A tensor (memref or pointer parameter): address, extents and
    /// element strides, outermost first.
    Tensor {
        /// Device address.
        address: u64,
        /// Extents.
        shape: Vec<u64>,
        /// Element strides.
        strides: Vec<u64>,
    },
    /// A scalar's bits, or a raw pointer.
    Scalar(u64),
}

/// A descriptor to encode into one lowered parameter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Descriptor {
    /// Its index among the lowered parameters.
    pub position: usize,
    /// Its manifest parameter.
    pub param: usize,
    /// Its `!tile.tensormap` type.
    pub ty: String,
    /// The encode arguments (checked).
    pub request: EncodeRequest,
}

/// Every lowered parameter of one launch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bound {
    /// The bytes of each lowered parameter, in order (a descriptor's are
    /// zero until [`Bound::descriptors`] are encoded into them).
    pub params: Vec<Vec<u8>>,
    /// The tensor maps to encode.
    pub descriptors: Vec<Descriptor>,
}

/// The rebind workspace a launch needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WorkspaceNeed {
    /// Bytes for this grid.
    pub bytes: u64,
    /// Required alignment.
    pub alignment: u64,
}

/// Binds one kernel's launch.
pub struct Binder<'k> {
    kernel: &'k KernelManifest,
    grid: [u64; 3],
    operands: Vec<Operand>,
    words: Vec<Vec<Vec<u8>>>,
}

fn le(value: u64, bytes: u64) -> Vec<u8> {
    let n = usize::try_from(bytes.min(8)).unwrap_or(8);
    let mut v = value.to_le_bytes()[..n].to_vec();
    v.resize(usize::try_from(bytes).unwrap_or(n), 0);
    v
}

impl<'k> Binder<'k> {
    /// Checks `args` against the kernel's original parameters and builds
    /// their words; `grid` is the launch's.
    pub fn new(
        kernel: &'k KernelManifest,
        args: &[Arg],
        grid: [u32; 3],
    ) -> Result<Self, RuntimeError> {
        let originals: Vec<&Param> = kernel
            .params
            .iter()
            .filter(|p| p.kind == ParamKind::Original)
            .collect();
        if originals.len() != args.len() {
            return Err(RuntimeError::ArgCount {
                kernel: kernel.name.clone(),
                expected: originals.len(),
                got: args.len(),
            });
        }
        let mut operands = Vec::new();
        let mut words = Vec::new();
        for (p, arg) in originals.iter().zip(args) {
            let fail = |message: String| RuntimeError::Arg {
                kernel: kernel.name.clone(),
                param: p.index,
                ty: p.ty.clone(),
                message,
            };
            if ParamType::parse(&p.ty) == ParamType::TensorMap {
                // Encoded in `bind`, like a host-born descriptor.
                let encode = kernel.tensormap_param(p.index).ok_or_else(|| {
                    fail(
                        "the launch manifest does not say how to encode this descriptor from a \
                         tensor (no tensormap_params entry: write it again with this tile-opt)"
                            .into(),
                    )
                })?;
                operands.push(descriptor_tensor(encode, arg).map_err(fail)?);
                words.push(Vec::new());
                continue;
            }
            let (operand, values) = original(p, arg).map_err(fail)?;
            let sizes: Vec<u64> = p.abi.iter().map(|w| w.bytes).collect();
            if sizes.len() != values.len() {
                return Err(RuntimeError::Inconsistent {
                    kernel: kernel.name.clone(),
                    message: format!(
                        "gives parameter #{} ({}) {} ABI words; its argument makes {}",
                        p.index,
                        p.ty,
                        sizes.len(),
                        values.len()
                    ),
                });
            }
            words.push(values.iter().zip(&sizes).map(|(&v, &b)| le(v, b)).collect());
            operands.push(operand);
        }
        Ok(Binder {
            kernel,
            grid: grid.map(u64::from),
            operands,
            words,
        })
    }

    /// The workspace the launch needs, if the kernel rebinds descriptors.
    pub fn workspace(&self) -> Result<Option<WorkspaceNeed>, RuntimeError> {
        let Some(rebind) = &self.kernel.rebind else {
            return Ok(None);
        };
        let w = &rebind.workspace;
        let bytes = self
            .eval(&w.bytes, None, None)
            .map_err(|m| self.inconsistent(format!("workspace bytes '{}': {m}", w.bytes)))?;
        Ok(Some(WorkspaceNeed {
            bytes,
            alignment: w.alignment.max(1),
        }))
    }

    /// Every lowered parameter, with the workspace at `workspace` (when the
    /// kernel has one).
    pub fn bind(self, workspace: Option<u64>) -> Result<Bound, RuntimeError> {
        let k = self.kernel;
        let mut params = Vec::new();
        let mut descriptors = Vec::new();
        let mut originals = self.words.iter();
        for p in &k.params {
            let start = params.len();
            if p.abi_index != Some(start) {
                return Err(self.inconsistent(format!(
                    "puts parameter #{} at lowered parameter {:?}; it is the {start}th",
                    p.index, p.abi_index
                )));
            }
            match p.kind {
                ParamKind::Original => {
                    let words = originals.next().ok_or_else(|| {
                        self.inconsistent("lists more original parameters than it has".into())
                    })?;
                    if ParamType::parse(&p.ty) == ParamType::TensorMap {
                        descriptors.push(self.descriptor(p, start, workspace)?);
                        params.push(vec![0; 128]);
                    } else {
                        params.extend(words.iter().cloned());
                    }
                }
                ParamKind::RebindWorkspace => {
                    let need = self.workspace()?.ok_or_else(|| {
                        self.inconsistent(format!(
                            "has a workspace parameter #{} but no rebind section",
                            p.index
                        ))
                    })?;
                    let address =
                        workspace.ok_or_else(|| self.inconsistent("needs a workspace".into()))?;
                    if !address.is_multiple_of(need.alignment) {
                        return Err(self.inconsistent(format!(
                            "asks for a {}-byte aligned workspace; 0x{address:x} is not",
                            need.alignment
                        )));
                    }
                    let values = [address, address, 0, need.bytes, 1];
                    if p.abi.len() != values.len() {
                        return Err(self.inconsistent(format!(
                            "gives the workspace {} ABI words, not 5",
                            p.abi.len()
                        )));
                    }
                    params.extend(values.iter().zip(&p.abi).map(|(&v, w)| le(v, w.bytes)));
                }
                ParamKind::RebindTemplate | ParamKind::HostTma => {
                    descriptors.push(self.descriptor(p, start, workspace)?);
                    params.push(vec![0; 128]);
                }
            }
        }
        Ok(Bound {
            params,
            descriptors,
        })
    }

    /// The descriptor parameter `p`, lowered parameter `position`: its
    /// encode arguments evaluated and checked.
    fn descriptor(
        &self,
        p: &Param,
        position: usize,
        workspace: Option<u64>,
    ) -> Result<Descriptor, RuntimeError> {
        let (h, source) = self.descriptor_of(p)?;
        let request =
            self.request(h, source, workspace)
                .map_err(|message| RuntimeError::Descriptor {
                    kernel: self.kernel.name.clone(),
                    param: p.index,
                    ty: h.ty.clone(),
                    message,
                })?;
        if p.abi.len() != 1 || p.abi[0].bytes != 128 {
            return Err(self.inconsistent(format!(
                "gives descriptor parameter #{} other words than one of 128 bytes",
                p.index
            )));
        }
        Ok(Descriptor {
            position,
            param: p.index,
            ty: h.ty.clone(),
            request,
        })
    }

    fn inconsistent(&self, message: String) -> RuntimeError {
        RuntimeError::Inconsistent {
            kernel: self.kernel.name.clone(),
            message,
        }
    }

    /// The encode of a descriptor parameter and its source operand.
    fn descriptor_of(&self, p: &Param) -> Result<(&'k HostTma, Option<&Operand>), RuntimeError> {
        let k = self.kernel;
        let h = match p.kind {
            ParamKind::HostTma => k.host_tmas.iter().find(|h| h.param == p.index),
            ParamKind::Original => k.tensormap_param(p.index),
            _ => k
                .rebind
                .as_ref()
                .and_then(|r| r.templates.iter().find(|t| t.encode.param == p.index))
                .map(|t| &t.encode),
        }
        .ok_or_else(|| {
            self.inconsistent(format!(
                "does not describe descriptor parameter #{}",
                p.index
            ))
        })?;
        let source = match p.kind {
            ParamKind::HostTma | ParamKind::Original => {
                h.source_operand.and_then(|s| self.operands.get(s))
            }
            _ => None,
        };
        Ok((h, source))
    }

    fn request(
        &self,
        h: &HostTma,
        source: Option<&Operand>,
        workspace: Option<u64>,
    ) -> Result<EncodeRequest, String> {
        let eval = |e: &Expr, what: &str| {
            self.eval(e, source, workspace)
                .map_err(|m| format!("{what} '{e}': {m}"))
        };
        let address = eval(&h.global_address, "globalAddress")?;
        let dims = h
            .global_dims
            .iter()
            .enumerate()
            .map(|(i, e)| eval(e, &format!("globalDim[{i}]")))
            .collect::<Result<Vec<_>, _>>()?;
        let strides = h
            .global_strides
            .iter()
            .enumerate()
            .map(|(i, e)| eval(e, &format!("globalStrides[{i}]")))
            .collect::<Result<Vec<_>, _>>()?;
        let element_bytes = element_bytes(h.data_type.value)
            .ok_or_else(|| format!("data type {} is not supported", h.data_type.name))?;
        let narrow_u32 = |what: &str, v: &[i64]| {
            v.iter()
                .map(|&x| u32::try_from(x).map_err(|_| format!("{what} value {x} is out of range")))
                .collect::<Result<Vec<u32>, String>>()
        };
        let narrow_i32 = |what: &str, v: &[i64]| {
            v.iter()
                .map(|&x| i32::try_from(x).map_err(|_| format!("{what} value {x} is out of range")))
                .collect::<Result<Vec<i32>, String>>()
        };
        let (box_dims, im2col) = match (h.encode, &h.im2col) {
            (Encode::Tiled, _) => (
                narrow_u32("box", h.box_dims.as_deref().unwrap_or(&[]))?,
                None,
            ),
            (Encode::Im2col, Some(i)) if i.mode == "im2col" => (
                Vec::new(),
                Some(Im2col {
                    lower_corner: narrow_i32("lower_corner", &i.lower_corner)?,
                    upper_corner: narrow_i32("upper_corner", &i.upper_corner)?,
                    channels_per_pixel: narrow_u32("channels_per_pixel", &[i.channels_per_pixel])?
                        [0],
                    pixels_per_column: narrow_u32("pixels_per_column", &[i.pixels_per_column])?[0],
                }),
            ),
            (Encode::Im2col, i) => {
                return Err(format!(
                    "the {:?} im2col encode is not supported by this runtime",
                    i.as_ref().map(|i| i.mode.as_str())
                ))
            }
        };
        let request = EncodeRequest {
            data_type: h.data_type.value,
            element_bytes,
            address,
            dims,
            strides,
            box_dims,
            element_strides: narrow_u32("element_strides", &h.element_strides)?,
            interleave: h.interleave.value,
            swizzle: h.swizzle.value,
            l2_promotion: h.l2_promotion.value,
            oob_fill: h.oob_fill.value,
            im2col,
        };
        request.check()?;
        Ok(request)
    }

    /// `e` evaluated on this launch: `source` for `dim`/`stride`/`aligned_ptr`.
    fn eval(
        &self,
        e: &Expr,
        source: Option<&Operand>,
        workspace: Option<u64>,
    ) -> Result<u64, String> {
        let tensor = || match source {
            Some(Operand::Tensor {
                address,
                shape,
                strides,
            }) => Ok((*address, shape, strides)),
            _ => Err("needs a tensor source".to_string()),
        };
        e.evaluate(|symbol| match symbol {
            Symbol::Operand(k) => match self.operands.get(k) {
                Some(Operand::Scalar(v)) => Ok(*v),
                Some(Operand::Tensor { address, .. }) => Ok(*address),
                None => Err(format!("the kernel has {} arguments", self.operands.len())),
            },
            Symbol::Dim(i) => {
                let (_, shape, _) = tensor()?;
                shape
                    .get(i)
                    .copied()
                    .ok_or_else(|| format!("the source has rank {}", shape.len()))
            }
            Symbol::Stride(i) => {
                let (_, shape, strides) = tensor()?;
                strides
                    .get(i)
                    .copied()
                    .ok_or_else(|| format!("the source has rank {}", shape.len()))
            }
            Symbol::Offset => tensor().map(|_| 0),
            Symbol::AlignedPtr => tensor().map(|(a, _, _)| a),
            Symbol::Workspace => workspace.ok_or_else(|| "no workspace".to_string()),
            Symbol::GridX => Ok(self.grid[0]),
            Symbol::GridY => Ok(self.grid[1]),
            Symbol::GridZ => Ok(self.grid[2]),
        })
        .map_err(|e| e.to_string())
    }
}

/// The operand and the word values of original parameter `p` for `arg`.
fn original(p: &Param, arg: &Arg) -> Result<(Operand, Vec<u64>), String> {
    let wrong = || format!("expects {}, got {}", expects(&p.ty), arg.describe());
    match (ParamType::parse(&p.ty), arg) {
        (ParamType::MemRef(m), Arg::Tensor(t)) => memref(&m, t),
        (ParamType::MemRef(_), _) => Err(wrong()),
        (ParamType::Ptr, Arg::Tensor(t)) => Ok((tensor_operand(t), vec![t.address])),
        (ParamType::Ptr, Arg::Ptr(a)) => Ok((Operand::Scalar(*a), vec![*a])),
        (ParamType::Int(4), Arg::I32(v)) => {
            let bits = u64::from(*v as u32);
            Ok((Operand::Scalar(*v as i64 as u64), vec![bits]))
        }
        (ParamType::Int(8), Arg::I64(v)) => Ok((Operand::Scalar(*v as u64), vec![*v as u64])),
        (ParamType::Int(n), Arg::I64(v)) if n < 8 => {
            let fits = (*v >> (8 * n - 1)) == 0 || (*v >> (8 * n - 1)) == -1;
            if fits {
                Ok((Operand::Scalar(*v as u64), vec![*v as u64]))
            } else {
                Err(format!("{v} does not fit in {n} bytes"))
            }
        }
        (ParamType::F32, Arg::F32(v)) => {
            let bits = u64::from(v.to_bits());
            Ok((Operand::Scalar(bits), vec![bits]))
        }
        (ParamType::F64, Arg::F64(v)) => Ok((Operand::Scalar(v.to_bits()), vec![v.to_bits()])),
        (ParamType::TensorMap, _) => Err(wrong()),
        (ParamType::Other, _) => Err(format!(
            "a parameter of type {} cannot be passed from the host",
            p.ty
        )),
        _ => Err(wrong()),
    }
}

fn expects(ty: &str) -> String {
    match ParamType::parse(ty) {
        ParamType::MemRef(_) => "a tensor".into(),
        ParamType::Ptr => "a tensor or a pointer".into(),
        ParamType::TensorMap => "a tensor (encoded into the descriptor)".into(),
        ParamType::Int(4) => "an i32".into(),
        ParamType::Int(8) => "an i64".into(),
        ParamType::Int(n) => format!("an integer of {n} bytes"),
        ParamType::F32 => "an f32".into(),
        ParamType::F64 => "an f64".into(),
        ParamType::Other => ty.into(),
    }
}

fn tensor_operand(t: &TensorArg) -> Operand {
    Operand::Tensor {
        address: t.address,
        shape: t.shape.clone(),
        strides: t.strides.clone(),
    }
}

/// The tensor `arg` for an original descriptor parameter encoded by
/// `encode`: a tensor of the descriptor's element type and rank whose
/// innermost stride is one element (the encode's other rules are checked
/// on its arguments).
fn descriptor_tensor(encode: &HostTma, arg: &Arg) -> Result<Operand, String> {
    let Arg::Tensor(t) = arg else {
        return Err(format!(
            "expects a tensor (encoded into the descriptor), got {}",
            arg.describe()
        ));
    };
    if !t.dtype.fits(&encode.element_type) {
        return Err(format!(
            "expects {} elements, got a {} tensor",
            encode.element_type, t.dtype
        ));
    }
    if t.shape.len() != encode.rank || t.strides.len() != t.shape.len() {
        return Err(format!(
            "expects a rank-{} tensor, got shape {:?} and strides {:?}",
            encode.rank, t.shape, t.strides
        ));
    }
    if let Some(&s) = t.strides.last().filter(|&&s| s != 1) {
        return Err(format!(
            "the innermost stride must be 1 element (a tensor map reads contiguous rows); the tensor has {s}"
        ));
    }
    Ok(tensor_operand(t))
}

/// A tensor for a memref parameter: its dtype, rank, static extents and
/// strides checked; the words are allocated, aligned, offset, sizes,
/// strides.
fn memref(m: &MemRefType, t: &TensorArg) -> Result<(Operand, Vec<u64>), String> {
    if !t.dtype.fits(&m.element) {
        return Err(format!(
            "expects {} elements, got a {} tensor",
            m.element, t.dtype
        ));
    }
    if t.shape.len() != m.shape.len() || t.strides.len() != t.shape.len() {
        return Err(format!(
            "expects a rank-{} tensor, got shape {:?} and strides {:?}",
            m.shape.len(),
            t.shape,
            t.strides
        ));
    }
    for (d, (want, &got)) in m.shape.iter().zip(&t.shape).enumerate() {
        if let Some(w) = want.filter(|&w| w != got) {
            return Err(format!(
                "dimension {d} is fixed at {w} by the kernel; the tensor has {got}"
            ));
        }
    }
    match &m.strides {
        None if !t.is_packed() => {
            return Err(format!(
                "expects a packed row-major tensor (the memref has the identity layout); strides {:?} are not {:?}",
                t.strides,
                TensorArg::packed(t.address, t.dtype, &t.shape).strides
            ))
        }
        Some(s) => {
            for (d, (want, &got)) in s.iter().zip(&t.strides).enumerate() {
                if let Some(w) = want.filter(|&w| w != got) {
                    return Err(format!("stride {d} is fixed at {w} by the kernel; the tensor has {got}"));
                }
            }
        }
        None => {}
    }
    if m.offset.is_some_and(|o| o != 0) {
        return Err("a memref with a static non-zero offset is not supported".into());
    }
    if !t.address.is_multiple_of(t.dtype.size()) {
        return Err(format!(
            "the address 0x{:x} is not aligned to its {}-byte elements",
            t.address,
            t.dtype.size()
        ));
    }
    let mut words = vec![t.address, t.address, 0];
    words.extend(&t.shape);
    words.extend(&t.strides);
    Ok((tensor_operand(t), words))
}
