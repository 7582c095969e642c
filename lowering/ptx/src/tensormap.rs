//! Device-side descriptor handling (the TMA emission design): the generic <-> tensormap proxy fences, the fused
//! `tensormap.cp_fenceproxy` seed copy, every `tensormap.replace.tile` mutator (the three of
//! the TMA emission design with register values, and the static fields with immediate values), and
//! `prefetch.tensormap`.

use crate::error::PtxError;
use crate::operand::{OperandClass as C, OperandRole as Role, Template};
use crate::requirement::{PtxVersion, Requirement};

/// Proxy fences and `cp_fenceproxy`: sm_90, PTX 8.3.
const PTX83: Requirement = Requirement::sm(90, PtxVersion::new(8, 3));
/// `tensormap.replace`: sm_90a, PTX 8.3.
const REPLACE: Requirement = Requirement::sm_a(90, PtxVersion::new(8, 3));
/// `tensormap.replace ... .swizzle_atomicity`: sm_100a, PTX 8.6.
const REPLACE_ATOMICITY: Requirement = Requirement::sm_a(100, PtxVersion::new(8, 6));
/// `prefetch.tensormap`: sm_90, PTX 8.0.
const PREFETCH: Requirement = Requirement::sm(90, PtxVersion::new(8, 0));

/// The tensor-map object size every fence and copy names.
pub const TENSORMAP_BYTES: u32 = 128;

/// Memory scope of a tensormap fence.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scope {
    Cta,
    Cluster,
    Gpu,
    Sys,
}

impl Scope {
    pub const ALL: [Scope; 4] = [Scope::Cta, Scope::Cluster, Scope::Gpu, Scope::Sys];

    pub fn name(self) -> &'static str {
        match self {
            Scope::Cta => "cta",
            Scope::Cluster => "cluster",
            Scope::Gpu => "gpu",
            Scope::Sys => "sys",
        }
    }
}

/// `fence.proxy.tensormap::generic.acquire.SCOPE [slot], 128;` (slot: generic address, "l").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TensormapFenceAcquire {
    pub scope: Scope,
}

impl TensormapFenceAcquire {
    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        let mut t = Template::new(
            format!(
                "fence.proxy.tensormap::generic.acquire.{}",
                self.scope.name()
            ),
            PTX83,
        );
        let s = t.input(Role::Slot, C::L);
        t.args(format!("[{s}], {TENSORMAP_BYTES}"));
        Ok(t)
    }
}

/// `fence.proxy.tensormap::generic.release.SCOPE;`
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TensormapFenceRelease {
    pub scope: Scope,
}

impl TensormapFenceRelease {
    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        Ok(Template::new(
            format!(
                "fence.proxy.tensormap::generic.release.{}",
                self.scope.name()
            ),
            PTX83,
        ))
    }
}

/// `tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.SCOPE.sync.aligned
/// [dst], [src], 128;` with dst the global slot ("l") and src a shared::cta template ("r").
/// `.sync.aligned`: a whole converged warp executes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TensormapCpFenceproxy {
    pub scope: Scope,
}

impl TensormapCpFenceproxy {
    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        let mut t = Template::new(
            format!(
                "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.{}.sync.aligned",
                self.scope.name()
            ),
            PTX83,
        );
        t.convergent();
        let d = t.input(Role::Dst, C::L);
        let s = t.input(Role::Src, C::R);
        t.args(format!("[{d}], [{s}], {TENSORMAP_BYTES}"));
        Ok(t)
    }
}

/// Where the descriptor slot being rewritten lives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TensormapSpace {
    /// `.global`: the slot operand is a 64-bit global address ("l").
    Global,
    /// `.shared::cta`: the slot operand is a 32-bit shared-window address ("r").
    SharedCta,
}

impl TensormapSpace {
    pub fn qualifier(self) -> &'static str {
        match self {
            TensormapSpace::Global => "global",
            TensormapSpace::SharedCta => "shared::cta",
        }
    }

    fn slot_class(self) -> C {
        match self {
            TensormapSpace::Global => C::L,
            TensormapSpace::SharedCta => C::R,
        }
    }
}

/// The field a mutator rewrites, with its immediate ordinal (and, for the static fields, its
/// immediate value).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReplaceField {
    /// `global_address` (`.b64` value, "l").
    GlobalAddress,
    /// `global_dim` lane `dim` in `0..rank` (`.b32` value, "r").
    GlobalDim { rank: usize, dim: u32 },
    /// `global_stride` lane `ordinal` in `0..rank-1` (stride of dimension `ordinal + 1`;
    /// `.b64` value, "l").
    GlobalStride { rank: usize, ordinal: u32 },
    /// `rank`: the immediate `rank - 1` for a new rank in 1..=5.
    Rank { rank: usize },
    /// `box_dim` lane `dim` in `0..rank`: the immediate `value` in 1..=256.
    BoxDim { rank: usize, dim: u32, value: u32 },
    /// `element_stride` lane `dim` in `0..rank`: the immediate `value` in 1..=8.
    ElementStride { rank: usize, dim: u32, value: u32 },
    /// `elemtype`: the immediate code of the PTX table (0 `.u8` .. 15 `.b6x16_p32`).
    ElemType { code: u32 },
    /// `interleave_layout`: 0 none, 1 16B, 2 32B.
    InterleaveLayout { code: u32 },
    /// `swizzle_mode`: 0 none, 1 32B, 2 64B, 3 128B.
    SwizzleMode { code: u32 },
    /// `swizzle_atomicity` (sm_100a, PTX 8.6): 0 16B, 1 32B, 2 32B + 8B flip, 3 64B.
    SwizzleAtomicity { code: u32 },
    /// `fill_mode`: 0 zero, 1 OOB NaN.
    FillMode { code: u32 },
}

impl ReplaceField {
    /// The PTX field name.
    pub fn name(&self) -> &'static str {
        match self {
            ReplaceField::GlobalAddress => "global_address",
            ReplaceField::GlobalDim { .. } => "global_dim",
            ReplaceField::GlobalStride { .. } => "global_stride",
            ReplaceField::Rank { .. } => "rank",
            ReplaceField::BoxDim { .. } => "box_dim",
            ReplaceField::ElementStride { .. } => "element_stride",
            ReplaceField::ElemType { .. } => "elemtype",
            ReplaceField::InterleaveLayout { .. } => "interleave_layout",
            ReplaceField::SwizzleMode { .. } => "swizzle_mode",
            ReplaceField::SwizzleAtomicity { .. } => "swizzle_atomicity",
            ReplaceField::FillMode { .. } => "fill_mode",
        }
    }

    /// Whether the new value is a register operand (the three fields the TMA emission design rebinds) rather than an
    /// immediate in the text.
    pub fn has_value_operand(&self) -> bool {
        matches!(
            self,
            ReplaceField::GlobalAddress
                | ReplaceField::GlobalDim { .. }
                | ReplaceField::GlobalStride { .. }
        )
    }
}

/// `tensormap.replace.tile.FIELD.SPACE.b1024.bW [$0]{, N}, V;`. The three templates of the TMA emission design
/// take the value as a register (`global_address` "l,l" / "r,l", `global_dim` "l,r" / "r,r",
/// `global_stride` "l,l" / "r,l"); the static fields write an immediate V (only the slot is an
/// operand: "l" / "r"). Ordinals are immediates.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TensormapReplace {
    pub space: TensormapSpace,
    pub field: ReplaceField,
}

impl TensormapReplace {
    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        let name = self.field.name();
        let (width, ordinal, value): (&str, Option<u32>, Result<C, u32>) = match self.field {
            ReplaceField::GlobalAddress => ("b64", None, Ok(C::L)),
            ReplaceField::GlobalDim { rank, dim } => {
                ("b32", Some(check_ordinal(name, rank, dim, rank)?), Ok(C::R))
            }
            ReplaceField::GlobalStride { rank, ordinal } => (
                "b64",
                Some(check_ordinal(name, rank, ordinal, rank.saturating_sub(1))?),
                Ok(C::L),
            ),
            ReplaceField::Rank { rank } => {
                let rank_u32 = u32::try_from(rank).unwrap_or(u32::MAX);
                check_value(name, rank_u32, 1, 5)?;
                ("b32", None, Err(rank_u32 - 1))
            }
            ReplaceField::BoxDim { rank, dim, value } => (
                "b32",
                Some(check_ordinal(name, rank, dim, rank)?),
                Err(check_value(name, value, 1, 256)?),
            ),
            ReplaceField::ElementStride { rank, dim, value } => (
                "b32",
                Some(check_ordinal(name, rank, dim, rank)?),
                Err(check_value(name, value, 1, 8)?),
            ),
            ReplaceField::ElemType { code } => ("b32", None, Err(check_value(name, code, 0, 15)?)),
            ReplaceField::InterleaveLayout { code } => {
                ("b32", None, Err(check_value(name, code, 0, 2)?))
            }
            ReplaceField::SwizzleMode { code } => {
                ("b32", None, Err(check_value(name, code, 0, 3)?))
            }
            ReplaceField::SwizzleAtomicity { code } => {
                ("b32", None, Err(check_value(name, code, 0, 3)?))
            }
            ReplaceField::FillMode { code } => ("b32", None, Err(check_value(name, code, 0, 1)?)),
        };
        let requirement = match self.field {
            ReplaceField::SwizzleAtomicity { .. } => REPLACE_ATOMICITY,
            _ => REPLACE,
        };
        let mut t = Template::new(
            format!(
                "tensormap.replace.tile.{name}.{}.b1024.{width}",
                self.space.qualifier()
            ),
            requirement,
        );
        let slot = t.input(Role::Slot, self.space.slot_class());
        let value = match value {
            Ok(class) => t.input(Role::Value, class),
            Err(immediate) => immediate.to_string(),
        };
        t.args(match ordinal {
            None => format!("[{slot}], {value}"),
            Some(n) => format!("[{slot}], {n}, {value}"),
        });
        Ok(t)
    }
}

/// Checks an immediate `value` of `field` against `min..=max`.
fn check_value(field: &'static str, value: u32, min: u32, max: u32) -> Result<u32, PtxError> {
    if (min..=max).contains(&value) {
        Ok(value)
    } else {
        Err(PtxError::ReplaceValue {
            field,
            value,
            min,
            max,
        })
    }
}

/// Checks `ordinal < limit` for a rank in 1..=5.
fn check_ordinal(
    field: &'static str,
    rank: usize,
    ordinal: u32,
    limit: usize,
) -> Result<u32, PtxError> {
    if !(1..=5).contains(&rank) {
        return Err(PtxError::RankOutOfRange {
            instr: "tensormap.replace.tile",
            rank,
        });
    }
    if (ordinal as usize) < limit {
        Ok(ordinal)
    } else {
        Err(PtxError::ReplaceOrdinal {
            field,
            ordinal,
            rank,
            limit,
        })
    }
}

/// `prefetch.tensormap [desc];` with desc a generic address ("l").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct PrefetchTensormap;

impl PrefetchTensormap {
    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        let mut t = Template::new("prefetch.tensormap", PREFETCH);
        t.no_memory_clobber();
        let d = t.input(Role::Desc, C::L);
        t.args(format!("[{d}]"));
        Ok(t)
    }
}
