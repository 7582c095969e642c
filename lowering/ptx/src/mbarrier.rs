//! mbarrier operations used by TMA loads, and `fence.proxy.async`.
//!
//! All mbarrier addresses are shared-window addresses ("r"). Arrivals write the returned state
//! to the sink `_`.

use crate::error::PtxError;
use crate::operand::{OperandClass as C, OperandRole as Role, Template};
use crate::requirement::{PtxVersion, Requirement};
use crate::tensor::SharedSpace;

/// `.shared::cta` on mbarrier instructions and the `_` sink: PTX 7.8.
const SHARED_CTA: Requirement = Requirement::sm(80, PtxVersion::new(7, 8));
const SM90_78: Requirement = Requirement::sm(90, PtxVersion::new(7, 8));
const SM90_80: Requirement = Requirement::sm(90, PtxVersion::new(8, 0));

/// `barrier.cluster`: sm_90, PTX 7.8.
const SM90_78_CLUSTER: Requirement = Requirement::sm(90, PtxVersion::new(7, 8));

/// Register holding the peer's shared::cluster address of a remote arrive.
const REMOTE_REG: &str = "tp_r";

/// Predicate register holding the wait result inside the asm block.
const WAIT_REG: &str = "tp_w";

/// `mbarrier.init.shared::cta.b64 [addr], count;`
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct MbarrierInit;

impl MbarrierInit {
    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        let mut t = Template::new("mbarrier.init.shared::cta.b64", SHARED_CTA);
        let a = t.input(Role::Mbar, C::R);
        let n = t.input(Role::Count, C::R);
        t.args(format!("[{a}], {n}"));
        Ok(t)
    }
}

/// `mbarrier.arrive.{shared::cta|shared::cluster}.b64 _, [addr]{, count};`
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MbarrierArrive {
    pub space: SharedSpace,
    /// Arrive with an explicit count operand (sm_90).
    pub count: bool,
}

impl MbarrierArrive {
    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        let req = match (self.space, self.count) {
            (SharedSpace::Cta, false) => SHARED_CTA,
            (SharedSpace::Cta, true) => SM90_78,
            (SharedSpace::Cluster, _) => SM90_80,
        };
        let mut t = Template::new(
            format!("mbarrier.arrive.{}.b64", self.space.qualifier()),
            req,
        );
        let a = t.input(Role::Mbar, C::R);
        let mut args = format!("_, [{a}]");
        if self.count {
            let n = t.input(Role::Count, C::R);
            args.push_str(&format!(", {n}"));
        }
        t.args(args);
        Ok(t)
    }
}

/// `mbarrier.arrive.expect_tx.{shared::cta|shared::cluster}.b64 _, [addr], txCount;`
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MbarrierArriveExpectTx {
    pub space: SharedSpace,
}

impl MbarrierArriveExpectTx {
    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        let mut t = Template::new(
            format!("mbarrier.arrive.expect_tx.{}.b64", self.space.qualifier()),
            SM90_80,
        );
        let a = t.input(Role::Mbar, C::R);
        let n = t.input(Role::TxCount, C::R);
        t.args(format!("_, [{a}], {n}"));
        Ok(t)
    }
}

/// `mbarrier.expect_tx.relaxed.{cta|cluster}.{shared::cta|shared::cluster}.b64 [addr], txCount;`
/// (scope `.cta` for a `.shared::cta` barrier, `.cluster` for a `.shared::cluster` one).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MbarrierExpectTx {
    pub space: SharedSpace,
}

impl MbarrierExpectTx {
    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        let scope = match self.space {
            SharedSpace::Cta => "cta",
            SharedSpace::Cluster => "cluster",
        };
        let mut t = Template::new(
            format!(
                "mbarrier.expect_tx.relaxed.{scope}.{}.b64",
                self.space.qualifier()
            ),
            SM90_80,
        );
        let a = t.input(Role::Mbar, C::R);
        let n = t.input(Role::TxCount, C::R);
        t.args(format!("[{a}], {n}"));
        Ok(t)
    }
}

/// `{ .reg .pred tp_w; mbarrier.try_wait.parity.shared::cta.b64 tp_w, [addr], parity;
/// selp.b32 $0, 1, 0, tp_w; }` with the result as an "=r" output `$0` (1: phase complete).
/// Under a false guard the result is 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct MbarrierTryWaitParity;

impl MbarrierTryWaitParity {
    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        let mut t = Template::new("mbarrier.try_wait.parity.shared::cta.b64", SM90_78);
        let out = t.output(Role::Ready, C::R);
        let a = t.input(Role::Mbar, C::R);
        let p = t.input(Role::Parity, C::R);
        t.decl(format!(".reg .pred {WAIT_REG}"));
        t.when_skipped(format!("mov.b32 {out}, 0"));
        t.args(format!("{WAIT_REG}, [{a}], {p}"));
        t.after(format!("selp.b32 {out}, 1, 0, {WAIT_REG}"));
        Ok(t)
    }
}

/// State space of a `fence.proxy.async`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ProxySpace {
    Global,
    SharedCta,
    SharedCluster,
}

/// `fence.proxy.async{.global|.shared::cta|.shared::cluster};` (`None`: all state spaces).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct FenceProxyAsync {
    pub space: Option<ProxySpace>,
}

impl FenceProxyAsync {
    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        let space = match self.space {
            None => "",
            Some(ProxySpace::Global) => ".global",
            Some(ProxySpace::SharedCta) => ".shared::cta",
            Some(ProxySpace::SharedCluster) => ".shared::cluster",
        };
        Ok(Template::new(format!("fence.proxy.async{space}"), SM90_80))
    }
}

/// `{ .reg .b32 tp_r; mapa.shared::cluster.u32 tp_r, addr, rank;
/// mbarrier.arrive.release.{cluster|cta}.shared::cluster.b64 _, [tp_r]; }`: an arrive on the
/// mbarrier at the same shared offset in the cluster's CTA `rank`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct MbarrierArriveRemote {
    /// Release at CTA scope (`.release.cta`: no GPU-scope fence) instead of cluster scope.
    pub release_cta: bool,
}

impl MbarrierArriveRemote {
    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        let scope = if self.release_cta { "cta" } else { "cluster" };
        let mut t = Template::new(
            format!("mbarrier.arrive.release.{scope}.shared::cluster.b64"),
            SM90_80,
        );
        let a = t.input(Role::Mbar, C::R);
        let r = t.input(Role::CtaRank, C::R);
        t.decl(format!(".reg .b32 {REMOTE_REG}"));
        t.setup(format!("mapa.shared::cluster.u32 {REMOTE_REG}, {a}, {r}"));
        t.args(format!("_, [{REMOTE_REG}]"));
        Ok(t)
    }
}

/// `barrier.cluster.arrive{.relaxed}{.aligned};` (release semantics unless relaxed).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ClusterArrive {
    pub relaxed: bool,
    pub aligned: bool,
}

impl ClusterArrive {
    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        let relaxed = if self.relaxed { ".relaxed" } else { "" };
        let aligned = if self.aligned { ".aligned" } else { "" };
        let req = if self.relaxed {
            SM90_80
        } else {
            SM90_78_CLUSTER
        };
        let mut t = Template::new(format!("barrier.cluster.arrive{relaxed}{aligned}"), req);
        t.convergent();
        Ok(t)
    }
}

/// `barrier.cluster.wait{.aligned};` (acquire semantics).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ClusterWait {
    pub aligned: bool,
}

impl ClusterWait {
    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        let aligned = if self.aligned { ".aligned" } else { "" };
        let mut t = Template::new(format!("barrier.cluster.wait{aligned}"), SM90_78_CLUSTER);
        t.convergent();
        Ok(t)
    }
}
