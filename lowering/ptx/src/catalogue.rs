//! Every valid instruction variant, once, without a guard: the corpus for exhaustive tests and
//! for assembling with `ptxas` (examples/ptx_corpus.rs).

use crate::bulk::BulkWaitGroup;
use crate::bulk::{BulkCommitGroup, BulkCopy, BulkDirection, BulkPrefetch, BulkReduce};
use crate::cp_async::{CacheOp, CpAsync, CpAsyncCommitGroup, CpAsyncWaitAll, CpAsyncWaitGroup};
use crate::cp_async::{PrefetchSize, ZeroFill};
use crate::mbarrier::{ClusterArrive, ClusterWait, MbarrierArriveRemote};
use crate::mbarrier::{FenceProxyAsync, MbarrierArrive, MbarrierArriveExpectTx, MbarrierExpectTx};
use crate::mbarrier::{MbarrierInit, MbarrierTryWaitParity, ProxySpace};
use crate::operand::PredicateStyle;
use crate::reduce::{allowed_types, RedDst, RedOp};
use crate::tensor::TensorStore;
use crate::tensor::{CtaGroup, LoadMode, SharedSpace, TensorLoad, TensorPrefetch, TensorReduce};
use crate::tensormap::TensormapSpace;
use crate::tensormap::{PrefetchTensormap, ReplaceField, Scope, TensormapCpFenceproxy};
use crate::tensormap::{TensormapFenceAcquire, TensormapFenceRelease, TensormapReplace};
use crate::Instr;

const LOAD_MODES: [LoadMode; 5] = [
    LoadMode::Tile,
    LoadMode::TileGather4,
    LoadMode::Im2col,
    LoadMode::Im2colW,
    LoadMode::Im2colW128,
];

/// Ranks a mode accepts.
fn ranks(mode: LoadMode) -> std::ops::RangeInclusive<usize> {
    match mode {
        LoadMode::TileGather4 | LoadMode::TileScatter4 => 2..=2,
        LoadMode::Tile => 1..=5,
        _ => 3..=5,
    }
}

/// Every valid variant this crate emits (each `build()`s), in a stable order.
pub fn catalogue() -> Vec<Instr> {
    let mut v: Vec<Instr> = Vec::new();
    let bools = [false, true];

    for mode in LOAD_MODES {
        for rank in ranks(mode) {
            for dst in [SharedSpace::Cta, SharedSpace::Cluster] {
                for multicast in bools {
                    if multicast && dst == SharedSpace::Cta {
                        continue;
                    }
                    for cta_group in [None, Some(CtaGroup::One), Some(CtaGroup::Two)] {
                        for l2_hint in bools {
                            v.push(
                                TensorLoad {
                                    rank,
                                    dst,
                                    mode,
                                    im2col_offsets: mode.im2col_count(rank),
                                    multicast,
                                    cta_group,
                                    l2_hint,
                                }
                                .into(),
                            );
                        }
                    }
                }
            }
        }
        for rank in ranks(mode) {
            for l2_hint in bools {
                v.push(
                    TensorPrefetch {
                        rank,
                        mode,
                        im2col_offsets: mode.im2col_count(rank),
                        l2_hint,
                    }
                    .into(),
                );
            }
        }
    }
    for mode in [
        LoadMode::Tile,
        LoadMode::TileScatter4,
        LoadMode::Im2colNoOffs,
    ] {
        for rank in ranks(mode) {
            for l2_hint in bools {
                v.push(
                    TensorStore {
                        rank,
                        mode,
                        l2_hint,
                    }
                    .into(),
                );
            }
        }
    }
    for op in RedOp::ALL {
        for mode in [LoadMode::Tile, LoadMode::Im2colNoOffs] {
            for rank in ranks(mode) {
                for l2_hint in bools {
                    v.push(
                        TensorReduce {
                            rank,
                            op,
                            mode,
                            l2_hint,
                        }
                        .into(),
                    );
                }
            }
        }
    }
    v.push(PrefetchTensormap.into());

    for dir in BulkDirection::ALL {
        for multicast in bools {
            for l2_hint in bools {
                for byte_mask in bools {
                    let c = BulkCopy {
                        dir,
                        multicast,
                        l2_hint,
                        byte_mask,
                    };
                    if c.template().is_ok() {
                        v.push(c.into());
                    }
                }
            }
        }
    }
    for dst in [RedDst::SharedCluster, RedDst::Global] {
        for op in RedOp::ALL {
            for &ty in allowed_types(dst, op) {
                for l2_hint in bools {
                    if l2_hint && dst == RedDst::SharedCluster {
                        continue;
                    }
                    v.push(
                        BulkReduce {
                            dst,
                            op,
                            ty,
                            l2_hint,
                        }
                        .into(),
                    );
                }
            }
        }
    }
    for l2_hint in bools {
        v.push(BulkPrefetch { l2_hint }.into());
    }
    v.push(BulkCommitGroup.into());
    for read in bools {
        for pending in [0, 1] {
            v.push(BulkWaitGroup { pending, read }.into());
        }
    }

    let fills = [
        None,
        Some(ZeroFill::SrcSize),
        Some(ZeroFill::IgnoreSrc(PredicateStyle::I32)),
        Some(ZeroFill::IgnoreSrc(PredicateStyle::I1)),
    ];
    let prefetches = [
        None,
        Some(PrefetchSize::B64),
        Some(PrefetchSize::B128),
        Some(PrefetchSize::B256),
    ];
    for (cache, size) in [
        (CacheOp::Ca, 4),
        (CacheOp::Ca, 8),
        (CacheOp::Ca, 16),
        (CacheOp::Cg, 16),
    ] {
        for fill in fills {
            for l2_hint in bools {
                for prefetch in prefetches {
                    v.push(
                        CpAsync {
                            cache,
                            cp_size: size,
                            fill,
                            l2_hint,
                            prefetch,
                        }
                        .into(),
                    );
                }
            }
        }
    }
    v.push(CpAsyncCommitGroup.into());
    v.push(CpAsyncWaitGroup { pending: 0 }.into());
    v.push(CpAsyncWaitGroup { pending: 2 }.into());
    v.push(CpAsyncWaitAll.into());

    v.push(MbarrierInit.into());
    for space in [SharedSpace::Cta, SharedSpace::Cluster] {
        for count in bools {
            v.push(MbarrierArrive { space, count }.into());
        }
        v.push(MbarrierArriveExpectTx { space }.into());
        v.push(MbarrierExpectTx { space }.into());
    }
    v.push(MbarrierTryWaitParity.into());
    for release_cta in bools {
        v.push(MbarrierArriveRemote { release_cta }.into());
    }
    for relaxed in bools {
        for aligned in bools {
            v.push(ClusterArrive { relaxed, aligned }.into());
        }
    }
    for aligned in bools {
        v.push(ClusterWait { aligned }.into());
    }
    for space in [
        None,
        Some(ProxySpace::Global),
        Some(ProxySpace::SharedCta),
        Some(ProxySpace::SharedCluster),
    ] {
        v.push(FenceProxyAsync { space }.into());
    }

    for scope in Scope::ALL {
        v.push(TensormapFenceAcquire { scope }.into());
        v.push(TensormapFenceRelease { scope }.into());
        v.push(TensormapCpFenceproxy { scope }.into());
    }
    for space in [TensormapSpace::Global, TensormapSpace::SharedCta] {
        v.push(
            TensormapReplace {
                space,
                field: ReplaceField::GlobalAddress,
            }
            .into(),
        );
        for rank in 1..=5usize {
            for dim in 0..rank as u32 {
                v.push(
                    TensormapReplace {
                        space,
                        field: ReplaceField::GlobalDim { rank, dim },
                    }
                    .into(),
                );
            }
            for ordinal in 0..(rank as u32).saturating_sub(1) {
                v.push(
                    TensormapReplace {
                        space,
                        field: ReplaceField::GlobalStride { rank, ordinal },
                    }
                    .into(),
                );
            }
            v.push(
                TensormapReplace {
                    space,
                    field: ReplaceField::Rank { rank },
                }
                .into(),
            );
            for dim in 0..rank as u32 {
                for value in [1, 64, 256] {
                    v.push(
                        TensormapReplace {
                            space,
                            field: ReplaceField::BoxDim { rank, dim, value },
                        }
                        .into(),
                    );
                }
                for value in [1, 2, 8] {
                    v.push(
                        TensormapReplace {
                            space,
                            field: ReplaceField::ElementStride { rank, dim, value },
                        }
                        .into(),
                    );
                }
            }
        }
        // The element types a `!tile.tensormap` can have (tile_rules::rebind::ptx_elemtype).
        for code in [0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11] {
            v.push(
                TensormapReplace {
                    space,
                    field: ReplaceField::ElemType { code },
                }
                .into(),
            );
        }
        for code in 0..=2 {
            v.push(
                TensormapReplace {
                    space,
                    field: ReplaceField::InterleaveLayout { code },
                }
                .into(),
            );
        }
        for code in 0..=3 {
            v.push(
                TensormapReplace {
                    space,
                    field: ReplaceField::SwizzleMode { code },
                }
                .into(),
            );
            v.push(
                TensormapReplace {
                    space,
                    field: ReplaceField::SwizzleAtomicity { code },
                }
                .into(),
            );
        }
        for code in 0..=1 {
            v.push(
                TensormapReplace {
                    space,
                    field: ReplaceField::FillMode { code },
                }
                .into(),
            );
        }
    }
    v
}
