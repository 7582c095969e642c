//! `tile-ptx`: the PTX text of one TMA / bulk-copy / cp.async / mbarrier / tensormap
//! instruction for an `llvm.inline_asm` op, with its LLVM constraint string, the role and
//! register class of every operand, and the least target (SM, `a` suffix, PTX version) it
//! needs. Plain data in, plain data out: no MLIR, no LLVM.
//!
//! ```
//! use tile_ptx::{SharedSpace, TensorLoad, OperandRole};
//!
//! let asm = TensorLoad::new(2, SharedSpace::Cluster).with_multicast().build().unwrap();
//! assert_eq!(
//!     asm.text,
//!     "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes\
//!      .multicast::cluster [$0], [$1, {$2, $3}], [$4], $5;"
//! );
//! assert_eq!(asm.constraints, "r,l,r,r,r,h,~{memory}");
//! assert_eq!(asm.index_of(OperandRole::MulticastMask), Some(5));
//! assert_eq!(asm.requirement.to_string(), "sm_90, PTX 8.0");
//! ```
//!
//! Conventions (see README.md): operands are written `$N` (LLVM inline-asm syntax); outputs
//! come first, then inputs in PTX order; an optional guard predicate is appended as the last
//! operand so nothing else is renumbered; every instruction except the three prefetches
//! clobbers `~{memory}`; invalid combinations are a [`PtxError`], never a panic.

mod bulk;
mod catalogue;
mod cp_async;
mod error;
mod mbarrier;
mod operand;
mod reduce;
mod requirement;
mod tensor;
mod tensormap;

pub use bulk::{BulkCommitGroup, BulkCopy, BulkDirection, BulkPrefetch, BulkReduce, BulkWaitGroup};
pub use catalogue::catalogue;
pub use cp_async::{CacheOp, CpAsync, CpAsyncCommitGroup, CpAsyncWaitAll, CpAsyncWaitGroup};
pub use cp_async::{PrefetchSize, ZeroFill};
pub use error::PtxError;
pub use mbarrier::{ClusterArrive, ClusterWait, MbarrierArriveRemote};
pub use mbarrier::{FenceProxyAsync, MbarrierArrive, MbarrierArriveExpectTx, MbarrierExpectTx};
pub use mbarrier::{MbarrierInit, MbarrierTryWaitParity, ProxySpace};
pub use operand::{AsmInstr, Operand, OperandClass, OperandRole, PredicateStyle};
pub use reduce::{allowed_types, RedDst, RedOp, RedType};
pub use requirement::{module_ptx_version, module_requirement, ptx_version_for};
pub use requirement::{CheckRequirement, PtxVersion, Requirement, Target};
pub use tensor::{load_tail_operand_numbers, CtaGroup, LoadMode, SharedSpace};
pub use tensor::{TensorLoad, TensorPrefetch, TensorReduce, TensorStore};
pub use tensormap::{PrefetchTensormap, ReplaceField, Scope, TensormapCpFenceproxy};
pub use tensormap::{TensormapFenceAcquire, TensormapFenceRelease, TensormapReplace};
pub use tensormap::{TensormapSpace, TENSORMAP_BYTES};

macro_rules! instructions {
    ($($(#[$doc:meta])* $name:ident),* $(,)?) => {
        /// Any instruction this crate emits.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Instr {
            $($(#[$doc])* $name($name),)*
        }

        impl Instr {
            /// The instruction without a guard.
            pub fn build(&self) -> Result<AsmInstr, PtxError> {
                self.build_with(None)
            }

            /// The instruction, guarded by a predicate operand appended last when `predicate`
            /// is given.
            pub fn build_with(
                &self,
                predicate: Option<PredicateStyle>,
            ) -> Result<AsmInstr, PtxError> {
                match self {
                    $(Instr::$name(i) => i.build_with(predicate),)*
                }
            }
        }

        $(
            impl $name {
                /// The instruction without a guard.
                pub fn build(&self) -> Result<AsmInstr, PtxError> {
                    self.build_with(None)
                }

                /// The instruction, guarded by a predicate operand appended last when
                /// `predicate` is given.
                pub fn build_with(
                    &self,
                    predicate: Option<PredicateStyle>,
                ) -> Result<AsmInstr, PtxError> {
                    Ok(self.template()?.finish(predicate))
                }
            }

            impl From<$name> for Instr {
                fn from(i: $name) -> Instr {
                    Instr::$name(i)
                }
            }
        )*
    };
}

instructions! {
    /// `cp.async.bulk.tensor` global -> shared.
    TensorLoad,
    /// `cp.async.bulk.tensor` shared::cta -> global.
    TensorStore,
    /// `cp.reduce.async.bulk.tensor`.
    TensorReduce,
    /// `cp.async.bulk.prefetch.tensor`.
    TensorPrefetch,
    /// `prefetch.tensormap`.
    PrefetchTensormap,
    /// `cp.async.bulk` (four directions).
    BulkCopy,
    /// `cp.reduce.async.bulk`.
    BulkReduce,
    /// `cp.async.bulk.prefetch.L2`.
    BulkPrefetch,
    /// `cp.async.bulk.commit_group`.
    BulkCommitGroup,
    /// `cp.async.bulk.wait_group{.read}`.
    BulkWaitGroup,
    /// `cp.async.{ca,cg}`.
    CpAsync,
    /// `cp.async.commit_group`.
    CpAsyncCommitGroup,
    /// `cp.async.wait_group`.
    CpAsyncWaitGroup,
    /// `cp.async.wait_all`.
    CpAsyncWaitAll,
    /// `mbarrier.init`.
    MbarrierInit,
    /// `mbarrier.arrive`.
    MbarrierArrive,
    /// `mbarrier.arrive.expect_tx`.
    MbarrierArriveExpectTx,
    /// `mbarrier.expect_tx`.
    MbarrierExpectTx,
    /// `mbarrier.try_wait.parity` with an i32 result.
    MbarrierTryWaitParity,
    /// `mapa` + `mbarrier.arrive.release.{cluster|cta}.shared::cluster` (a peer CTA's barrier).
    MbarrierArriveRemote,
    /// `barrier.cluster.arrive{.relaxed}{.aligned}`.
    ClusterArrive,
    /// `barrier.cluster.wait{.aligned}`.
    ClusterWait,
    /// `fence.proxy.async`.
    FenceProxyAsync,
    /// `fence.proxy.tensormap::generic.acquire`.
    TensormapFenceAcquire,
    /// `fence.proxy.tensormap::generic.release`.
    TensormapFenceRelease,
    /// `tensormap.cp_fenceproxy`.
    TensormapCpFenceproxy,
    /// `tensormap.replace.tile.{global_address,global_dim,global_stride}`.
    TensormapReplace,
}
