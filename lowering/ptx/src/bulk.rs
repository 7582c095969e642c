//! Non-tensor bulk copies, reductions and prefetch (`cp.async.bulk`, `cp.reduce.async.bulk`,
//! `cp.async.bulk.prefetch`, the PTX ISA's cp.async.bulk sections), and bulk async-group completion.

use crate::error::PtxError;
use crate::operand::{OperandClass as C, OperandRole as Role, Template};
use crate::reduce::{self, RedDst, RedOp, RedType};
use crate::requirement::{PtxVersion, Requirement};
use crate::tensor::{BULK_BASE, SHARED_CTA_DST};

const COPY: &str = "cp.async.bulk";

/// `.cp_mask`: sm_100, PTX 8.6 (not arch-specific).
const CP_MASK: Requirement = Requirement::sm(100, PtxVersion::new(8, 6));

/// Direction of a bulk copy; each has its own completion mechanism.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BulkDirection {
    /// `.shared::cta.global.mbarrier::complete_tx::bytes` (PTX 8.6).
    GlobalToSharedCta,
    /// `.shared::cluster.global.mbarrier::complete_tx::bytes` (optional multicast).
    GlobalToSharedCluster,
    /// `.shared::cluster.shared::cta.mbarrier::complete_tx::bytes`.
    SharedCtaToSharedCluster,
    /// `.global.shared::cta.bulk_group` (optional `.cp_mask`).
    SharedCtaToGlobal,
}

impl BulkDirection {
    pub const ALL: [BulkDirection; 4] = [
        BulkDirection::GlobalToSharedCta,
        BulkDirection::GlobalToSharedCluster,
        BulkDirection::SharedCtaToSharedCluster,
        BulkDirection::SharedCtaToGlobal,
    ];

    fn spaces(self) -> &'static str {
        match self {
            BulkDirection::GlobalToSharedCta => "shared::cta.global",
            BulkDirection::GlobalToSharedCluster => "shared::cluster.global",
            BulkDirection::SharedCtaToSharedCluster => "shared::cluster.shared::cta",
            BulkDirection::SharedCtaToGlobal => "global.shared::cta",
        }
    }
}

/// `cp.async.bulk.DST.SRC.COMPLETION{.multicast::cluster}{.L2::cache_hint}{.cp_mask}
/// [dst], [src], size{, [mbar]}{, ctaMask}{, policy}{, byteMask};`
///
/// Shared addresses are "r", global addresses "l", size "r", mbar "r", ctaMask "h",
/// policy "l", byteMask "h".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BulkCopy {
    pub dir: BulkDirection,
    /// `.multicast::cluster` (global -> shared::cluster only).
    pub multicast: bool,
    /// `.L2::cache_hint` (any direction touching global).
    pub l2_hint: bool,
    /// `.cp_mask` (shared::cta -> global only; sm_100).
    pub byte_mask: bool,
}

impl BulkCopy {
    pub fn new(dir: BulkDirection) -> Self {
        BulkCopy {
            dir,
            multicast: false,
            l2_hint: false,
            byte_mask: false,
        }
    }

    pub fn with_multicast(mut self) -> Self {
        self.multicast = true;
        self
    }

    pub fn with_l2_hint(mut self) -> Self {
        self.l2_hint = true;
        self
    }

    pub fn with_byte_mask(mut self) -> Self {
        self.byte_mask = true;
        self
    }

    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        use BulkDirection as D;
        if self.multicast && self.dir != D::GlobalToSharedCluster {
            return Err(PtxError::InvalidModifier {
                instr: COPY,
                modifier: ".multicast::cluster",
                rule: "only the global -> shared::cluster copy multicasts",
            });
        }
        if self.l2_hint && self.dir == D::SharedCtaToSharedCluster {
            return Err(PtxError::InvalidModifier {
                instr: COPY,
                modifier: ".L2::cache_hint",
                rule: "needs .global as source or destination",
            });
        }
        if self.byte_mask && self.dir != D::SharedCtaToGlobal {
            return Err(PtxError::InvalidModifier {
                instr: COPY,
                modifier: ".cp_mask",
                rule: "only the shared::cta -> global copy takes a byte mask",
            });
        }
        let completion = match self.dir {
            D::SharedCtaToGlobal => "bulk_group",
            _ => "mbarrier::complete_tx::bytes",
        };
        let mut mnemonic = format!("cp.async.bulk.{}.{completion}", self.dir.spaces());
        let mut req = BULK_BASE;
        if self.dir == D::GlobalToSharedCta {
            req = req.join(SHARED_CTA_DST);
        }
        if self.multicast {
            mnemonic.push_str(".multicast::cluster");
            req = req.advise_arch_specific();
        }
        if self.l2_hint {
            mnemonic.push_str(".L2::cache_hint");
        }
        if self.byte_mask {
            mnemonic.push_str(".cp_mask");
            req = req.join(CP_MASK);
        }
        let (dst_class, src_class) = match self.dir {
            D::GlobalToSharedCta | D::GlobalToSharedCluster => (C::R, C::L),
            D::SharedCtaToSharedCluster => (C::R, C::R),
            D::SharedCtaToGlobal => (C::L, C::R),
        };
        let mut t = Template::new(mnemonic, req);
        let dst = t.input(Role::Dst, dst_class);
        let src = t.input(Role::Src, src_class);
        let size = t.input(Role::Size, C::R);
        let mut args = format!("[{dst}], [{src}], {size}");
        if self.dir != D::SharedCtaToGlobal {
            let mbar = t.input(Role::Mbar, C::R);
            args.push_str(&format!(", [{mbar}]"));
        }
        if self.multicast {
            let m = t.input(Role::MulticastMask, C::H);
            args.push_str(&format!(", {m}"));
        }
        if self.l2_hint {
            let h = t.input(Role::L2Hint, C::L);
            args.push_str(&format!(", {h}"));
        }
        if self.byte_mask {
            let b = t.input(Role::ByteMask, C::H);
            args.push_str(&format!(", {b}"));
        }
        t.args(args);
        Ok(t)
    }
}

/// `cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.OP.TYPE
/// [dst], [src], size, [mbar];` or
/// `cp.reduce.async.bulk.global.shared::cta.bulk_group{.L2::cache_hint}.OP{.noftz}.TYPE
/// [dst], [src], size{, policy};` (`.noftz` exactly for `.add.f16` / `.add.bf16`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BulkReduce {
    pub dst: RedDst,
    pub op: RedOp,
    pub ty: RedType,
    /// `.L2::cache_hint` (global destination only).
    pub l2_hint: bool,
}

impl BulkReduce {
    pub fn new(dst: RedDst, op: RedOp, ty: RedType) -> Self {
        BulkReduce {
            dst,
            op,
            ty,
            l2_hint: false,
        }
    }

    pub fn with_l2_hint(mut self) -> Self {
        self.l2_hint = true;
        self
    }

    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        reduce::check(self.dst, self.op, self.ty)?;
        if self.l2_hint && self.dst == RedDst::SharedCluster {
            return Err(PtxError::InvalidModifier {
                instr: "cp.reduce.async.bulk",
                modifier: ".L2::cache_hint",
                rule: "needs the .global destination",
            });
        }
        let noftz = if reduce::needs_noftz(self.op, self.ty) {
            ".noftz"
        } else {
            ""
        };
        let head = match self.dst {
            RedDst::SharedCluster => {
                "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes"
            }
            RedDst::Global => "cp.reduce.async.bulk.global.shared::cta.bulk_group",
        };
        let mnemonic = format!(
            "{head}{}.{}{noftz}.{}",
            if self.l2_hint { ".L2::cache_hint" } else { "" },
            self.op.name(),
            self.ty.name()
        );
        let mut t = Template::new(mnemonic, BULK_BASE);
        let dst_class = match self.dst {
            RedDst::SharedCluster => C::R,
            RedDst::Global => C::L,
        };
        let dst = t.input(Role::Dst, dst_class);
        let src = t.input(Role::Src, C::R);
        let size = t.input(Role::Size, C::R);
        let mut args = format!("[{dst}], [{src}], {size}");
        if self.dst == RedDst::SharedCluster {
            let mbar = t.input(Role::Mbar, C::R);
            args.push_str(&format!(", [{mbar}]"));
        }
        if self.l2_hint {
            let h = t.input(Role::L2Hint, C::L);
            args.push_str(&format!(", {h}"));
        }
        t.args(args);
        Ok(t)
    }
}

/// `cp.async.bulk.prefetch.L2.global{.L2::cache_hint} [src], size{, policy};`
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct BulkPrefetch {
    pub l2_hint: bool,
}

impl BulkPrefetch {
    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        let mnemonic = format!(
            "cp.async.bulk.prefetch.L2.global{}",
            if self.l2_hint { ".L2::cache_hint" } else { "" }
        );
        let mut t = Template::new(mnemonic, BULK_BASE);
        t.no_memory_clobber();
        let src = t.input(Role::Src, C::L);
        let size = t.input(Role::Size, C::R);
        let mut args = format!("[{src}], {size}");
        if self.l2_hint {
            let h = t.input(Role::L2Hint, C::L);
            args.push_str(&format!(", {h}"));
        }
        t.args(args);
        Ok(t)
    }
}

/// `cp.async.bulk.commit_group;`
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct BulkCommitGroup;

impl BulkCommitGroup {
    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        Ok(Template::new("cp.async.bulk.commit_group", BULK_BASE))
    }
}

/// `cp.async.bulk.wait_group{.read} N;` (N an immediate: at most N bulk groups pending).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct BulkWaitGroup {
    pub pending: u32,
    /// `.read`: wait only until the sources have been read.
    pub read: bool,
}

impl BulkWaitGroup {
    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        let mut t = Template::new(
            format!(
                "cp.async.bulk.wait_group{}",
                if self.read { ".read" } else { "" }
            ),
            BULK_BASE,
        );
        t.args(self.pending.to_string());
        Ok(t)
    }
}
