//! `cp.async.bulk.tensor` (load, store), `cp.reduce.async.bulk.tensor` and
//! `cp.async.bulk.prefetch.tensor` (the PTX ISA's cp.async.bulk.tensor section, the PTX ISA's async-copy summary; numbering from the TMA emission design).
//!
//! The load mode is always written, `.tile` included, right after the source state space
//! (`...shared::cluster.global.tile.mbarrier::complete_tx::bytes`), as in the PTX ISA syntax line
//! and in what LLVM's NVPTX back end prints. Modifier order after the completion mechanism:
//! `.multicast::cluster`, `.cta_group::N`, `.L2::cache_hint`.

use crate::error::PtxError;
use crate::operand::{vector, OperandClass as C, OperandRole as Role, Template};
use crate::reduce::RedOp;
use crate::requirement::{PtxVersion, Requirement};

/// Bulk and tensor operations: sm_90, PTX 8.0.
pub(crate) const BULK_BASE: Requirement = Requirement::sm(90, PtxVersion::new(8, 0));
/// The Blackwell-only qualifiers (gather4, scatter4, im2col::w, im2col::w::128, cta_group).
pub(crate) const SM100A: Requirement = Requirement::sm_a(100, PtxVersion::new(8, 6));
/// gather4 and im2col::w loads into `.shared::cta` run on any sm_100 (the PTX ISA's cp.async.bulk.tensor section target notes).
pub(crate) const SM100: Requirement = Requirement::sm(100, PtxVersion::new(8, 6));
/// `.shared::cta` as a destination of a global -> shared copy.
pub(crate) const SHARED_CTA_DST: Requirement = Requirement::sm(90, PtxVersion::new(8, 6));

const LOAD: &str = "cp.async.bulk.tensor (global -> shared)";
const STORE: &str = "cp.async.bulk.tensor (shared::cta -> global)";
const REDUCE: &str = "cp.reduce.async.bulk.tensor";
const PREFETCH: &str = "cp.async.bulk.prefetch.tensor";

/// The shared-memory destination of a global -> shared copy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SharedSpace {
    /// `.shared::cta`: the executing CTA's shared memory (PTX 8.6 for tensor loads).
    Cta,
    /// `.shared::cluster`: any CTA of the cluster; the only space that takes multicast.
    Cluster,
}

impl SharedSpace {
    pub fn qualifier(self) -> &'static str {
        match self {
            SharedSpace::Cta => "shared::cta",
            SharedSpace::Cluster => "shared::cluster",
        }
    }
}

/// `.load_mode` (one enum for every tensor instruction; each accepts a subset).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LoadMode {
    /// `.tile` (all four instructions).
    Tile,
    /// `.tile::gather4`: loads and prefetches; 2-D, 5 coordinates, sm_100a (sm_100 into
    /// `.shared::cta`).
    TileGather4,
    /// `.tile::scatter4`: stores; 2-D, 5 coordinates, sm_100a.
    TileScatter4,
    /// `.im2col`: loads and prefetches; rank >= 3, rank - 2 offsets.
    Im2col,
    /// `.im2col::w`: loads and prefetches; rank >= 3, `{wHalo, wOffset}`, sm_100a (sm_100
    /// into `.shared::cta`).
    Im2colW,
    /// `.im2col::w::128`: loads and prefetches; rank >= 3, `{wHalo, wOffset}`, sm_100a.
    Im2colW128,
    /// `.im2col_no_offs`: stores and reductions; rank >= 3, no offsets.
    Im2colNoOffs,
}

impl LoadMode {
    pub const ALL: [LoadMode; 7] = [
        LoadMode::Tile,
        LoadMode::TileGather4,
        LoadMode::TileScatter4,
        LoadMode::Im2col,
        LoadMode::Im2colW,
        LoadMode::Im2colW128,
        LoadMode::Im2colNoOffs,
    ];

    /// The qualifier with its dot: `.tile::gather4`.
    pub fn qualifier(self) -> &'static str {
        match self {
            LoadMode::Tile => ".tile",
            LoadMode::TileGather4 => ".tile::gather4",
            LoadMode::TileScatter4 => ".tile::scatter4",
            LoadMode::Im2col => ".im2col",
            LoadMode::Im2colW => ".im2col::w",
            LoadMode::Im2colW128 => ".im2col::w::128",
            LoadMode::Im2colNoOffs => ".im2col_no_offs",
        }
    }

    /// Number of `tensorCoords` elements: 5 for gather4 / scatter4, else the rank.
    pub fn coord_count(self, rank: usize) -> usize {
        match self {
            LoadMode::TileGather4 | LoadMode::TileScatter4 => 5,
            _ => rank,
        }
    }

    /// Length of `im2colInfo`: rank - 2 for `.im2col`, 2 for `.im2col::w*`, else 0.
    pub fn im2col_count(self, rank: usize) -> usize {
        match self {
            LoadMode::Im2col => rank.saturating_sub(2),
            LoadMode::Im2colW | LoadMode::Im2colW128 => 2,
            _ => 0,
        }
    }

    /// What the mode itself needs. `load_dst` is the destination of a load (`None` for
    /// stores, reductions and prefetches): `.tile::gather4` and `.im2col::w` need sm_100a,
    /// except on a load into `.shared::cta`, where any sm_100 takes them (the PTX ISA's cp.async.bulk.tensor section).
    /// `.tile::scatter4` and `.im2col::w::128` always need sm_100a; the rest sm_90.
    pub fn requirement(self, load_dst: Option<SharedSpace>) -> Requirement {
        match self {
            LoadMode::TileGather4 | LoadMode::Im2colW => match load_dst {
                Some(SharedSpace::Cta) => SM100,
                _ => SM100A,
            },
            LoadMode::TileScatter4 | LoadMode::Im2colW128 => SM100A,
            LoadMode::Tile | LoadMode::Im2col | LoadMode::Im2colNoOffs => BULK_BASE,
        }
    }

    /// Checks the mode is one of `allowed` and fits `rank` (which must already be 1..=5).
    fn check(
        self,
        instr: &'static str,
        rank: usize,
        allowed: &[LoadMode],
        allowed_rule: &'static str,
    ) -> Result<(), PtxError> {
        if !allowed.contains(&self) {
            return Err(PtxError::InvalidModifier {
                instr,
                modifier: self.qualifier(),
                rule: allowed_rule,
            });
        }
        let rank_rule = match self {
            LoadMode::TileGather4 | LoadMode::TileScatter4 if rank != 2 => {
                Some("needs a 2-D tensor")
            }
            LoadMode::Im2col
            | LoadMode::Im2colW
            | LoadMode::Im2colW128
            | LoadMode::Im2colNoOffs
                if rank < 3 =>
            {
                Some("needs a tensor of rank >= 3")
            }
            _ => None,
        };
        match rank_rule {
            Some(rule) => Err(PtxError::ModeRank {
                instr,
                mode: self.qualifier(),
                rule,
                rank,
            }),
            None => Ok(()),
        }
    }

    fn check_im2col(self, instr: &'static str, rank: usize, got: usize) -> Result<(), PtxError> {
        let expected = self.im2col_count(rank);
        if got == expected {
            Ok(())
        } else {
            Err(PtxError::Im2colCount {
                instr,
                mode: self.qualifier(),
                rank,
                expected,
                got,
            })
        }
    }
}

/// `.cta_group::1` / `.cta_group::2` (sm_100a).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CtaGroup {
    One,
    Two,
}

impl CtaGroup {
    pub fn qualifier(self) -> &'static str {
        match self {
            CtaGroup::One => ".cta_group::1",
            CtaGroup::Two => ".cta_group::2",
        }
    }
}

fn check_rank(instr: &'static str, rank: usize) -> Result<(), PtxError> {
    if (1..=5).contains(&rank) {
        Ok(())
    } else {
        Err(PtxError::RankOutOfRange { instr, rank })
    }
}

/// Pushes `[desc, {c0, ..}]` operands and returns the text.
fn desc_and_coords(t: &mut Template, coords: usize) -> String {
    let desc = t.input(Role::Desc, C::L);
    let cs: Vec<String> = (0..coords).map(|i| t.input(Role::Coord(i), C::R)).collect();
    format!("[{desc}, {}]", vector(&cs))
}

fn im2col_operands(t: &mut Template, count: usize) -> Option<String> {
    (count > 0).then(|| {
        let offs: Vec<String> = (0..count).map(|i| t.input(Role::Im2col(i), C::H)).collect();
        vector(&offs)
    })
}

/// `cp.async.bulk.tensor.Nd.{shared::cta|shared::cluster}.global.MODE.mbarrier::complete_tx::bytes
/// {.multicast::cluster}{.cta_group::N}{.L2::cache_hint} [dst], [desc, {coords}], [mbar]
/// {, {im2col}}{, ctaMask}{, policy};`
///
/// Operands: dst `$0` "r", desc `$1` "l", coordinates `$2..` "r", mbar "r", im2col "h",
/// ctaMask "h" at `coord_count + 3 + im2col_count`, policy "l" right after it (or in its place
/// without multicast). This is the TMA emission design's `rank + 3 + im2col_count` with `rank` read as the
/// coordinate count: for gather4 (2-D, 5 coordinates) the mask is `$8`, not `$5`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TensorLoad {
    pub rank: usize,
    pub dst: SharedSpace,
    pub mode: LoadMode,
    /// Number of im2col operands the op carries (checked against the mode).
    pub im2col_offsets: usize,
    pub multicast: bool,
    pub cta_group: Option<CtaGroup>,
    pub l2_hint: bool,
}

impl TensorLoad {
    /// A `.tile` load with no optional qualifier.
    pub fn new(rank: usize, dst: SharedSpace) -> Self {
        TensorLoad {
            rank,
            dst,
            mode: LoadMode::Tile,
            im2col_offsets: 0,
            multicast: false,
            cta_group: None,
            l2_hint: false,
        }
    }

    /// Sets the mode and the im2col operand count it needs at this rank.
    pub fn with_mode(mut self, mode: LoadMode) -> Self {
        self.mode = mode;
        self.im2col_offsets = mode.im2col_count(self.rank);
        self
    }

    pub fn with_im2col_offsets(mut self, n: usize) -> Self {
        self.im2col_offsets = n;
        self
    }

    pub fn with_multicast(mut self) -> Self {
        self.multicast = true;
        self
    }

    pub fn with_cta_group(mut self, g: CtaGroup) -> Self {
        self.cta_group = Some(g);
        self
    }

    pub fn with_l2_hint(mut self) -> Self {
        self.l2_hint = true;
        self
    }

    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        check_rank(LOAD, self.rank)?;
        self.mode.check(
            LOAD,
            self.rank,
            &[
                LoadMode::Tile,
                LoadMode::TileGather4,
                LoadMode::Im2col,
                LoadMode::Im2colW,
                LoadMode::Im2colW128,
            ],
            "loads take .tile, .tile::gather4, .im2col, .im2col::w or .im2col::w::128",
        )?;
        self.mode
            .check_im2col(LOAD, self.rank, self.im2col_offsets)?;
        if self.multicast && self.dst == SharedSpace::Cta {
            return Err(PtxError::InvalidModifier {
                instr: LOAD,
                modifier: ".multicast::cluster",
                rule: "needs the .shared::cluster destination, not .shared::cta",
            });
        }
        let mut mnemonic = format!(
            "cp.async.bulk.tensor.{}d.{}.global{}.mbarrier::complete_tx::bytes",
            self.rank,
            self.dst.qualifier(),
            self.mode.qualifier()
        );
        let mut req = BULK_BASE.join(self.mode.requirement(Some(self.dst)));
        if self.dst == SharedSpace::Cta {
            req = req.join(SHARED_CTA_DST);
        }
        if self.multicast {
            mnemonic.push_str(".multicast::cluster");
            req = req.advise_arch_specific();
        }
        if let Some(g) = self.cta_group {
            mnemonic.push_str(g.qualifier());
            req = req.join(SM100A);
        }
        if self.l2_hint {
            mnemonic.push_str(".L2::cache_hint");
        }
        let mut t = Template::new(mnemonic, req);
        let dst = t.input(Role::Dst, C::R);
        let src = desc_and_coords(&mut t, self.mode.coord_count(self.rank));
        let mbar = t.input(Role::Mbar, C::R);
        let mut args = format!("[{dst}], {src}, [{mbar}]");
        if let Some(v) = im2col_operands(&mut t, self.im2col_offsets) {
            args.push_str(", ");
            args.push_str(&v);
        }
        if self.multicast {
            let m = t.input(Role::MulticastMask, C::H);
            args.push_str(", ");
            args.push_str(&m);
        }
        if self.l2_hint {
            let h = t.input(Role::L2Hint, C::L);
            args.push_str(", ");
            args.push_str(&h);
        }
        t.args(args);
        Ok(t)
    }
}

/// The `$N` of the multicast mask and of the L2 hint of a tensor load, by the TMA emission design's formula
/// (`mcast = coords + 3 + im2col`, `hint = mcast + (multicast ? 1 : 0)`), for cross-checks.
pub fn load_tail_operand_numbers(
    coord_count: usize,
    im2col_count: usize,
    multicast: bool,
) -> (usize, usize) {
    let mcast = coord_count + 3 + im2col_count;
    (mcast, mcast + usize::from(multicast))
}

/// `cp.async.bulk.tensor.Nd.global.shared::cta.MODE.bulk_group{.L2::cache_hint}
/// [desc, {coords}], [src]{, policy};` with desc `$0` "l", coordinates "r", src "r",
/// policy "l". Modes: `.tile`, `.tile::scatter4` (sm_100a), `.im2col_no_offs`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TensorStore {
    pub rank: usize,
    pub mode: LoadMode,
    pub l2_hint: bool,
}

impl TensorStore {
    pub fn new(rank: usize) -> Self {
        TensorStore {
            rank,
            mode: LoadMode::Tile,
            l2_hint: false,
        }
    }

    pub fn with_mode(mut self, mode: LoadMode) -> Self {
        self.mode = mode;
        self
    }

    pub fn with_l2_hint(mut self) -> Self {
        self.l2_hint = true;
        self
    }

    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        check_rank(STORE, self.rank)?;
        self.mode.check(
            STORE,
            self.rank,
            &[
                LoadMode::Tile,
                LoadMode::TileScatter4,
                LoadMode::Im2colNoOffs,
            ],
            "stores take .tile, .tile::scatter4 or .im2col_no_offs",
        )?;
        let req = BULK_BASE.join(self.mode.requirement(None));
        let mnemonic = format!(
            "cp.async.bulk.tensor.{}d.global.shared::cta{}.bulk_group{}",
            self.rank,
            self.mode.qualifier(),
            if self.l2_hint { ".L2::cache_hint" } else { "" }
        );
        Ok(shared_to_tensor(
            mnemonic,
            req,
            self.mode.coord_count(self.rank),
            self.l2_hint,
        ))
    }
}

/// `[desc, {coords}], [src]{, policy}` for stores and reductions.
fn shared_to_tensor(mnemonic: String, req: Requirement, coords: usize, hint: bool) -> Template {
    let mut t = Template::new(mnemonic, req);
    let dst = desc_and_coords(&mut t, coords);
    let src = t.input(Role::Src, C::R);
    let mut args = format!("{dst}, [{src}]");
    if hint {
        let h = t.input(Role::L2Hint, C::L);
        args.push_str(", ");
        args.push_str(&h);
    }
    t.args(args);
    t
}

/// `cp.reduce.async.bulk.tensor.Nd.global.shared::cta.OP.MODE.bulk_group{.L2::cache_hint}
/// [desc, {coords}], [src]{, policy};` The element type comes from the tensor map. Modes:
/// `.tile`, `.im2col_no_offs`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TensorReduce {
    pub rank: usize,
    pub op: RedOp,
    pub mode: LoadMode,
    pub l2_hint: bool,
}

impl TensorReduce {
    pub fn new(rank: usize, op: RedOp) -> Self {
        TensorReduce {
            rank,
            op,
            mode: LoadMode::Tile,
            l2_hint: false,
        }
    }

    pub fn with_mode(mut self, mode: LoadMode) -> Self {
        self.mode = mode;
        self
    }

    pub fn with_l2_hint(mut self) -> Self {
        self.l2_hint = true;
        self
    }

    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        check_rank(REDUCE, self.rank)?;
        self.mode.check(
            REDUCE,
            self.rank,
            &[LoadMode::Tile, LoadMode::Im2colNoOffs],
            "reductions take .tile or .im2col_no_offs",
        )?;
        let mnemonic = format!(
            "cp.reduce.async.bulk.tensor.{}d.global.shared::cta.{}{}.bulk_group{}",
            self.rank,
            self.op.name(),
            self.mode.qualifier(),
            if self.l2_hint { ".L2::cache_hint" } else { "" }
        );
        Ok(shared_to_tensor(
            mnemonic,
            BULK_BASE,
            self.rank,
            self.l2_hint,
        ))
    }
}

/// `cp.async.bulk.prefetch.tensor.Nd.L2.global.MODE{.L2::cache_hint} [desc, {coords}]
/// {, {im2col}}{, policy};` with desc `$0`. Modes as for loads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TensorPrefetch {
    pub rank: usize,
    pub mode: LoadMode,
    pub im2col_offsets: usize,
    pub l2_hint: bool,
}

impl TensorPrefetch {
    pub fn new(rank: usize) -> Self {
        TensorPrefetch {
            rank,
            mode: LoadMode::Tile,
            im2col_offsets: 0,
            l2_hint: false,
        }
    }

    /// Sets the mode and the im2col operand count it needs at this rank.
    pub fn with_mode(mut self, mode: LoadMode) -> Self {
        self.mode = mode;
        self.im2col_offsets = mode.im2col_count(self.rank);
        self
    }

    pub fn with_im2col_offsets(mut self, n: usize) -> Self {
        self.im2col_offsets = n;
        self
    }

    pub fn with_l2_hint(mut self) -> Self {
        self.l2_hint = true;
        self
    }

    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        check_rank(PREFETCH, self.rank)?;
        self.mode.check(
            PREFETCH,
            self.rank,
            &[
                LoadMode::Tile,
                LoadMode::TileGather4,
                LoadMode::Im2col,
                LoadMode::Im2colW,
                LoadMode::Im2colW128,
            ],
            "prefetches take .tile, .tile::gather4, .im2col, .im2col::w or .im2col::w::128",
        )?;
        self.mode
            .check_im2col(PREFETCH, self.rank, self.im2col_offsets)?;
        let req = BULK_BASE.join(self.mode.requirement(None));
        let mnemonic = format!(
            "cp.async.bulk.prefetch.tensor.{}d.L2.global{}{}",
            self.rank,
            self.mode.qualifier(),
            if self.l2_hint { ".L2::cache_hint" } else { "" }
        );
        let mut t = Template::new(mnemonic, req);
        t.no_memory_clobber();
        let mut args = desc_and_coords(&mut t, self.mode.coord_count(self.rank));
        if let Some(v) = im2col_operands(&mut t, self.im2col_offsets) {
            args.push_str(", ");
            args.push_str(&v);
        }
        if self.l2_hint {
            let h = t.input(Role::L2Hint, C::L);
            args.push_str(", ");
            args.push_str(&h);
        }
        t.args(args);
        Ok(t)
    }
}
