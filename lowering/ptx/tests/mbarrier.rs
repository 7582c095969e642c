//! mbarrier operations and fence.proxy.async.

use pretty_assertions::assert_eq;
use tile_ptx::{
    FenceProxyAsync, MbarrierArrive, MbarrierArriveExpectTx, MbarrierExpectTx, MbarrierInit,
    MbarrierTryWaitParity, OperandClass as C, OperandRole as R, PredicateStyle, ProxySpace,
    PtxVersion, Requirement, SharedSpace,
};

#[test]
fn init() {
    let a = MbarrierInit.build().unwrap();
    assert_eq!(a.text, "mbarrier.init.shared::cta.b64 [$0], $1;");
    assert_eq!(a.constraints, "r,r,~{memory}");
    assert_eq!(a.index_of(R::Count), Some(1));
    assert_eq!(a.requirement, Requirement::sm(80, PtxVersion::new(7, 8)));
}

#[test]
fn arrive() {
    let cases = [
        (
            SharedSpace::Cta,
            false,
            "mbarrier.arrive.shared::cta.b64 _, [$0];",
            "r,~{memory}",
            Requirement::sm(80, PtxVersion::new(7, 8)),
        ),
        (
            SharedSpace::Cta,
            true,
            "mbarrier.arrive.shared::cta.b64 _, [$0], $1;",
            "r,r,~{memory}",
            Requirement::sm(90, PtxVersion::new(7, 8)),
        ),
        (
            SharedSpace::Cluster,
            false,
            "mbarrier.arrive.shared::cluster.b64 _, [$0];",
            "r,~{memory}",
            Requirement::sm(90, PtxVersion::new(8, 0)),
        ),
        (
            SharedSpace::Cluster,
            true,
            "mbarrier.arrive.shared::cluster.b64 _, [$0], $1;",
            "r,r,~{memory}",
            Requirement::sm(90, PtxVersion::new(8, 0)),
        ),
    ];
    for (space, count, text, cons, req) in cases {
        let a = MbarrierArrive { space, count }.build().unwrap();
        assert_eq!(a.text, text);
        assert_eq!(a.constraints, cons);
        assert_eq!(a.requirement, req);
    }
}

#[test]
fn arrive_expect_tx_and_expect_tx() {
    let a = MbarrierArriveExpectTx {
        space: SharedSpace::Cta,
    }
    .build()
    .unwrap();
    assert_eq!(
        a.text,
        "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;"
    );
    assert_eq!(a.constraints, "r,r,~{memory}");
    assert_eq!(a.index_of(R::TxCount), Some(1));
    assert_eq!(a.requirement, Requirement::sm(90, PtxVersion::new(8, 0)));
    assert_eq!(
        MbarrierArriveExpectTx {
            space: SharedSpace::Cluster
        }
        .build()
        .unwrap()
        .text,
        "mbarrier.arrive.expect_tx.shared::cluster.b64 _, [$0], $1;"
    );

    let e = MbarrierExpectTx {
        space: SharedSpace::Cta,
    }
    .build()
    .unwrap();
    assert_eq!(
        e.text,
        "mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [$0], $1;"
    );
    assert_eq!(e.requirement, Requirement::sm(90, PtxVersion::new(8, 0)));
    assert_eq!(
        MbarrierExpectTx {
            space: SharedSpace::Cluster
        }
        .build()
        .unwrap()
        .text,
        "mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [$0], $1;"
    );
}

#[test]
fn try_wait_parity() {
    let a = MbarrierTryWaitParity.build().unwrap();
    assert_eq!(
        a.text,
        "{ .reg .pred tp_w; mbarrier.try_wait.parity.shared::cta.b64 tp_w, [$1], $2; selp.b32 $0, 1, 0, tp_w; }"
    );
    assert_eq!(a.constraints, "=r,r,r,~{memory}");
    assert_eq!(a.outputs().count(), 1);
    assert_eq!(a.inputs().count(), 2);
    assert_eq!(a.operands[0].role, R::Ready);
    assert!(a.operands[0].is_output);
    assert_eq!(a.requirement, Requirement::sm(90, PtxVersion::new(7, 8)));
}

#[test]
fn try_wait_parity_guarded_defines_its_result() {
    let a = MbarrierTryWaitParity
        .build_with(Some(PredicateStyle::I32))
        .unwrap();
    assert_eq!(
        a.text,
        "{ .reg .pred tp_w; .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; mov.b32 $0, 0; @tp_g mbarrier.try_wait.parity.shared::cta.b64 tp_w, [$1], $2; @tp_g selp.b32 $0, 1, 0, tp_w; }"
    );
    assert_eq!(a.constraints, "=r,r,r,r,~{memory}");
    let b = MbarrierTryWaitParity
        .build_with(Some(PredicateStyle::I1))
        .unwrap();
    assert_eq!(
        b.text,
        "{ .reg .pred tp_w; mov.b32 $0, 0; @$3 mbarrier.try_wait.parity.shared::cta.b64 tp_w, [$1], $2; @$3 selp.b32 $0, 1, 0, tp_w; }"
    );
    assert_eq!(b.constraints, "=r,r,r,b,~{memory}");
    assert_eq!(b.operands[3].class, C::B);
}

#[test]
fn fence_proxy_async() {
    let cases = [
        (None, "fence.proxy.async;"),
        (Some(ProxySpace::Global), "fence.proxy.async.global;"),
        (
            Some(ProxySpace::SharedCta),
            "fence.proxy.async.shared::cta;",
        ),
        (
            Some(ProxySpace::SharedCluster),
            "fence.proxy.async.shared::cluster;",
        ),
    ];
    for (space, text) in cases {
        let a = FenceProxyAsync { space }.build().unwrap();
        assert_eq!(a.text, text);
        assert_eq!(a.constraints, "~{memory}");
        assert_eq!(a.requirement, Requirement::sm(90, PtxVersion::new(8, 0)));
    }
}
