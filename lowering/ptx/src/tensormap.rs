//! Device-side descriptor handling (spec/004): the generic <-> tensormap proxy fences, the fused
//! `tensormap.cp_fenceproxy` seed copy, the three `tensormap.replace.tile` mutators that the
//! rebind path emits, and `prefetch.tensormap`.

use crate::error::PtxError;
use crate::operand::{OperandClass as C, OperandRole as Role, Template};
use crate::requirement::Requirement;

/// Proxy fences and `cp_fenceproxy`: sm_90, PTX 8.3.
const PTX83: Requirement = Requirement::sm(90, (8, 3));
/// `tensormap.replace`: sm_90a, PTX 8.3.
const REPLACE: Requirement = Requirement::sm_a(90, (8, 3));
/// `prefetch.tensormap`: sm_90, PTX 8.0.
const PREFETCH: Requirement = Requirement::sm(90, (8, 0));

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

/// The field a mutator rewrites, with its immediate ordinal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReplaceField {
    /// `global_address` (`.b64` value, "l").
    GlobalAddress,
    /// `global_dim` lane `dim` in `0..rank` (`.b32` value, "r").
    GlobalDim { rank: usize, dim: u32 },
    /// `global_stride` lane `ordinal` in `0..rank-1` (stride of dimension `ordinal + 1`;
    /// `.b64` value, "l").
    GlobalStride { rank: usize, ordinal: u32 },
}

/// `tensormap.replace.tile.FIELD.SPACE.b1024.bW [$0]{, N}, $1;` exactly as spec/004's three
/// templates: `global_address` ("l,l" / "r,l"), `global_dim` ("l,r" / "r,r"),
/// `global_stride` ("l,l" / "r,l"); the ordinal N is an immediate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TensormapReplace {
    pub space: TensormapSpace,
    pub field: ReplaceField,
}

impl TensormapReplace {
    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        let (name, width, ordinal, value_class) = match self.field {
            ReplaceField::GlobalAddress => ("global_address", "b64", None, C::L),
            ReplaceField::GlobalDim { rank, dim } => (
                "global_dim",
                "b32",
                Some(check_ordinal("global_dim", rank, dim, rank)?),
                C::R,
            ),
            ReplaceField::GlobalStride { rank, ordinal } => (
                "global_stride",
                "b64",
                Some(check_ordinal(
                    "global_stride",
                    rank,
                    ordinal,
                    rank.saturating_sub(1),
                )?),
                C::L,
            ),
        };
        let mut t = Template::new(
            format!(
                "tensormap.replace.tile.{name}.{}.b1024.{width}",
                self.space.qualifier()
            ),
            REPLACE,
        );
        let slot = t.input(Role::Slot, self.space.slot_class());
        let value = t.input(Role::Value, value_class);
        t.args(match ordinal {
            None => format!("[{slot}], {value}"),
            Some(n) => format!("[{slot}], {n}, {value}"),
        });
        Ok(t)
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
