//! Non-bulk cp.async and its group completion.

use pretty_assertions::assert_eq;
use tile_ptx::{
    CacheOp, CpAsync, CpAsyncCommitGroup, CpAsyncWaitAll, CpAsyncWaitGroup, OperandRole as R,
    PredicateStyle, PrefetchSize, PtxError, PtxVersion, Requirement, ZeroFill,
};

#[test]
fn cp_async_plain() {
    for size in [4, 8, 16] {
        let a = CpAsync::new(CacheOp::Ca, size).build().unwrap();
        assert_eq!(
            a.text,
            format!("cp.async.ca.shared.global [$0], [$1], {size};")
        );
        assert_eq!(a.constraints, "r,l,~{memory}");
        assert_eq!(a.requirement, Requirement::sm(80, PtxVersion::new(7, 0)));
    }
    let g = CpAsync::new(CacheOp::Cg, 16).build().unwrap();
    assert_eq!(g.text, "cp.async.cg.shared.global [$0], [$1], 16;");
}

#[test]
fn cp_async_src_size_and_hint_and_prefetch() {
    let a = CpAsync::new(CacheOp::Cg, 16)
        .with_fill(ZeroFill::SrcSize)
        .build()
        .unwrap();
    assert_eq!(a.text, "cp.async.cg.shared.global [$0], [$1], 16, $2;");
    assert_eq!(a.constraints, "r,l,r,~{memory}");
    assert_eq!(a.index_of(R::SrcSize), Some(2));

    let b = CpAsync::new(CacheOp::Ca, 8)
        .with_fill(ZeroFill::SrcSize)
        .with_l2_hint()
        .with_prefetch(PrefetchSize::B128)
        .build()
        .unwrap();
    assert_eq!(
        b.text,
        "cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 8, $2, $3;"
    );
    assert_eq!(b.constraints, "r,l,r,l,~{memory}");
    assert_eq!(b.requirement, Requirement::sm(80, PtxVersion::new(7, 4)));

    for (p, q) in [
        (PrefetchSize::B64, "L2::64B"),
        (PrefetchSize::B128, "L2::128B"),
        (PrefetchSize::B256, "L2::256B"),
    ] {
        let c = CpAsync::new(CacheOp::Cg, 16)
            .with_prefetch(p)
            .build()
            .unwrap();
        assert_eq!(
            c.text,
            format!("cp.async.cg.shared.global.{q} [$0], [$1], 16;")
        );
    }
}

#[test]
fn cp_async_ignore_src() {
    let a = CpAsync::new(CacheOp::Ca, 4)
        .with_fill(ZeroFill::IgnoreSrc(PredicateStyle::I32))
        .build()
        .unwrap();
    assert_eq!(
        a.text,
        "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global [$0], [$1], 4, tp_i; }"
    );
    assert_eq!(a.constraints, "r,l,r,~{memory}");
    assert_eq!(a.requirement, Requirement::sm(80, PtxVersion::new(7, 5)));

    let b = CpAsync::new(CacheOp::Ca, 4)
        .with_fill(ZeroFill::IgnoreSrc(PredicateStyle::I1))
        .with_l2_hint()
        .build()
        .unwrap();
    assert_eq!(
        b.text,
        "cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 4, $2, $3;"
    );
    assert_eq!(b.constraints, "r,l,b,l,~{memory}");

    // ignore-src and a guard together: two predicates, the guard last.
    let c = CpAsync::new(CacheOp::Cg, 16)
        .with_fill(ZeroFill::IgnoreSrc(PredicateStyle::I32))
        .build_with(Some(PredicateStyle::I32))
        .unwrap();
    assert_eq!(
        c.text,
        "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.cg.shared.global [$0], [$1], 16, tp_i; }"
    );
    assert_eq!(c.constraints, "r,l,r,r,~{memory}");
    assert_eq!(c.index_of(R::IgnoreSrc), Some(2));
    assert_eq!(c.index_of(R::Predicate), Some(3));
}

#[test]
fn cp_async_errors() {
    for size in [0, 1, 2, 12, 32] {
        assert_eq!(
            CpAsync::new(CacheOp::Ca, size).build().unwrap_err(),
            PtxError::CpSize { size }
        );
    }
    for size in [4, 8] {
        let e = CpAsync::new(CacheOp::Cg, size).build().unwrap_err();
        assert_eq!(e, PtxError::CgSize { size });
        assert!(e.to_string().contains("must be 16"), "{e}");
    }
}

#[test]
fn cp_async_groups() {
    let c = CpAsyncCommitGroup.build().unwrap();
    assert_eq!(c.text, "cp.async.commit_group;");
    assert_eq!(c.constraints, "~{memory}");
    assert_eq!(
        CpAsyncWaitGroup { pending: 1 }.build().unwrap().text,
        "cp.async.wait_group 1;"
    );
    assert_eq!(CpAsyncWaitAll.build().unwrap().text, "cp.async.wait_all;");
    let g = CpAsyncWaitGroup { pending: 0 }
        .build_with(Some(PredicateStyle::I1))
        .unwrap();
    assert_eq!(g.text, "@$0 cp.async.wait_group 0;");
    assert_eq!(g.constraints, "b,~{memory}");
    assert_eq!(g.requirement, Requirement::sm(80, PtxVersion::new(7, 0)));
}
