//! Non-tensor bulk copies, reductions, prefetch and bulk-group completion.

use pretty_assertions::assert_eq;
use tile_ptx::{
    allowed_types, BulkCommitGroup, BulkCopy, BulkDirection as D, BulkPrefetch, BulkReduce,
    BulkWaitGroup, OperandClass as C, OperandRole as R, PredicateStyle, PtxError, PtxVersion,
    RedDst, RedOp, RedType, Requirement,
};

fn check(a: &tile_ptx::AsmInstr, text: &str, cons: &str, req: Requirement) {
    assert_eq!(a.text, text);
    assert_eq!(a.constraints, cons);
    assert_eq!(a.requirement, req);
}

#[test]
fn bulk_global_to_shared_cta() {
    check(
        &BulkCopy::new(D::GlobalToSharedCta).build().unwrap(),
        "cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];",
        "r,l,r,r,~{memory}",
        Requirement::sm(90, PtxVersion::new(8, 6)),
    );
    check(
        &BulkCopy::new(D::GlobalToSharedCta)
            .with_l2_hint()
            .build()
            .unwrap(),
        "cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1], $2, [$3], $4;",
        "r,l,r,r,l,~{memory}",
        Requirement::sm(90, PtxVersion::new(8, 6)),
    );
}

#[test]
fn bulk_global_to_shared_cluster() {
    let base = Requirement::sm(90, PtxVersion::new(8, 0));
    check(
        &BulkCopy::new(D::GlobalToSharedCluster).build().unwrap(),
        "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];",
        "r,l,r,r,~{memory}",
        base,
    );
    check(
        &BulkCopy::new(D::GlobalToSharedCluster)
            .with_multicast()
            .build()
            .unwrap(),
        "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1], $2, [$3], $4;",
        "r,l,r,r,h,~{memory}",
        base.advise_arch_specific(),
    );
    check(
        &BulkCopy::new(D::GlobalToSharedCluster)
            .with_l2_hint()
            .build()
            .unwrap(),
        "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1], $2, [$3], $4;",
        "r,l,r,r,l,~{memory}",
        base,
    );
    let a = BulkCopy::new(D::GlobalToSharedCluster)
        .with_multicast()
        .with_l2_hint()
        .build()
        .unwrap();
    check(
        &a,
        "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1], $2, [$3], $4, $5;",
        "r,l,r,r,h,l,~{memory}",
        base.advise_arch_specific(),
    );
    let roles: Vec<_> = a.operands.iter().map(|o| o.role).collect();
    assert_eq!(
        roles,
        vec![
            R::Dst,
            R::Src,
            R::Size,
            R::Mbar,
            R::MulticastMask,
            R::L2Hint
        ]
    );
}

#[test]
fn bulk_shared_cta_to_shared_cluster() {
    check(
        &BulkCopy::new(D::SharedCtaToSharedCluster).build().unwrap(),
        "cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];",
        "r,r,r,r,~{memory}",
        Requirement::sm(90, PtxVersion::new(8, 0)),
    );
}

#[test]
fn bulk_shared_cta_to_global() {
    check(
        &BulkCopy::new(D::SharedCtaToGlobal).build().unwrap(),
        "cp.async.bulk.global.shared::cta.bulk_group [$0], [$1], $2;",
        "l,r,r,~{memory}",
        Requirement::sm(90, PtxVersion::new(8, 0)),
    );
    check(
        &BulkCopy::new(D::SharedCtaToGlobal)
            .with_l2_hint()
            .build()
            .unwrap(),
        "cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint [$0], [$1], $2, $3;",
        "l,r,r,l,~{memory}",
        Requirement::sm(90, PtxVersion::new(8, 0)),
    );
    check(
        &BulkCopy::new(D::SharedCtaToGlobal)
            .with_byte_mask()
            .build()
            .unwrap(),
        "cp.async.bulk.global.shared::cta.bulk_group.cp_mask [$0], [$1], $2, $3;",
        "l,r,r,h,~{memory}",
        Requirement::sm(100, PtxVersion::new(8, 6)),
    );
    let a = BulkCopy::new(D::SharedCtaToGlobal)
        .with_l2_hint()
        .with_byte_mask()
        .build()
        .unwrap();
    check(
        &a,
        "cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.cp_mask [$0], [$1], $2, $3, $4;",
        "l,r,r,l,h,~{memory}",
        Requirement::sm(100, PtxVersion::new(8, 6)),
    );
    assert_eq!(a.index_of(R::L2Hint), Some(3));
    assert_eq!(a.index_of(R::ByteMask), Some(4));
}

#[test]
fn bulk_copy_errors() {
    for dir in [
        D::GlobalToSharedCta,
        D::SharedCtaToSharedCluster,
        D::SharedCtaToGlobal,
    ] {
        let e = BulkCopy::new(dir).with_multicast().build().unwrap_err();
        assert!(
            e.to_string().contains(".multicast::cluster is not allowed"),
            "{e}"
        );
    }
    let e = BulkCopy::new(D::SharedCtaToSharedCluster)
        .with_l2_hint()
        .build()
        .unwrap_err();
    assert_eq!(
        e,
        PtxError::InvalidModifier {
            instr: "cp.async.bulk",
            modifier: ".L2::cache_hint",
            rule: "needs .global as source or destination"
        }
    );
    for dir in [
        D::GlobalToSharedCta,
        D::GlobalToSharedCluster,
        D::SharedCtaToSharedCluster,
    ] {
        assert!(matches!(
            BulkCopy::new(dir).with_byte_mask().build(),
            Err(PtxError::InvalidModifier {
                modifier: ".cp_mask",
                ..
            })
        ));
    }
}

#[test]
fn bulk_copy_predicated() {
    let a = BulkCopy::new(D::SharedCtaToGlobal)
        .build_with(Some(PredicateStyle::I32))
        .unwrap();
    assert_eq!(
        a.text,
        "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.bulk.global.shared::cta.bulk_group [$0], [$1], $2; }"
    );
    assert_eq!(a.constraints, "l,r,r,r,~{memory}");
    let b = BulkCopy::new(D::SharedCtaToGlobal)
        .build_with(Some(PredicateStyle::I1))
        .unwrap();
    assert_eq!(
        b.text,
        "@$3 cp.async.bulk.global.shared::cta.bulk_group [$0], [$1], $2;"
    );
    assert_eq!(b.constraints, "l,r,r,b,~{memory}");
}

#[test]
fn bulk_reduce_global() {
    let base = Requirement::sm(90, PtxVersion::new(8, 0));
    check(
        &BulkReduce::new(RedDst::Global, RedOp::Add, RedType::F32)
            .build()
            .unwrap(),
        "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [$0], [$1], $2;",
        "l,r,r,~{memory}",
        base,
    );
    check(
        &BulkReduce::new(RedDst::Global, RedOp::Add, RedType::F16)
            .build()
            .unwrap(),
        "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.noftz.f16 [$0], [$1], $2;",
        "l,r,r,~{memory}",
        base,
    );
    check(
        &BulkReduce::new(RedDst::Global, RedOp::Add, RedType::Bf16)
            .with_l2_hint()
            .build()
            .unwrap(),
        "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.noftz.bf16 [$0], [$1], $2, $3;",
        "l,r,r,l,~{memory}",
        base,
    );
    // min/max on f16 take no .noftz
    check(
        &BulkReduce::new(RedDst::Global, RedOp::Min, RedType::F16)
            .build()
            .unwrap(),
        "cp.reduce.async.bulk.global.shared::cta.bulk_group.min.f16 [$0], [$1], $2;",
        "l,r,r,~{memory}",
        base,
    );
    check(
        &BulkReduce::new(RedDst::Global, RedOp::Xor, RedType::B64)
            .with_l2_hint()
            .build()
            .unwrap(),
        "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.xor.b64 [$0], [$1], $2, $3;",
        "l,r,r,l,~{memory}",
        base,
    );
}

#[test]
fn bulk_reduce_shared_cluster() {
    let a = BulkReduce::new(RedDst::SharedCluster, RedOp::Add, RedType::U64)
        .build()
        .unwrap();
    check(
        &a,
        "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u64 [$0], [$1], $2, [$3];",
        "r,r,r,r,~{memory}",
        Requirement::sm(90, PtxVersion::new(8, 0)),
    );
    let roles: Vec<_> = a.operands.iter().map(|o| (o.role, o.class)).collect();
    assert_eq!(
        roles,
        vec![
            (R::Dst, C::R),
            (R::Src, C::R),
            (R::Size, C::R),
            (R::Mbar, C::R)
        ]
    );
    assert_eq!(
        BulkReduce::new(RedDst::SharedCluster, RedOp::Inc, RedType::U32)
            .build()
            .unwrap()
            .text,
        "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.inc.u32 [$0], [$1], $2, [$3];"
    );
}

#[test]
fn bulk_reduce_type_table() {
    // The table from the PTX ISA's async-copy summary and the PTX ISA's cp.async.bulk sections, written out once more.
    use RedType::*;
    let cluster: [(RedOp, &[RedType]); 8] = [
        (RedOp::Add, &[U32, S32, U64]),
        (RedOp::Min, &[U32, S32]),
        (RedOp::Max, &[U32, S32]),
        (RedOp::Inc, &[U32]),
        (RedOp::Dec, &[U32]),
        (RedOp::And, &[B32]),
        (RedOp::Or, &[B32]),
        (RedOp::Xor, &[B32]),
    ];
    let global: [(RedOp, &[RedType]); 8] = [
        (RedOp::Add, &[U32, S32, U64, F32, F64, F16, Bf16]),
        (RedOp::Min, &[U32, S32, U64, S64, F16, Bf16]),
        (RedOp::Max, &[U32, S32, U64, S64, F16, Bf16]),
        (RedOp::Inc, &[U32]),
        (RedOp::Dec, &[U32]),
        (RedOp::And, &[B32, B64]),
        (RedOp::Or, &[B32, B64]),
        (RedOp::Xor, &[B32, B64]),
    ];
    let mut ok = 0;
    for (dst, table) in [(RedDst::SharedCluster, cluster), (RedDst::Global, global)] {
        for (op, types) in table {
            assert_eq!(allowed_types(dst, op), types);
            for ty in RedType::ALL {
                let r = BulkReduce::new(dst, op, ty).build();
                assert_eq!(r.is_ok(), types.contains(&ty), "{dst:?} {op:?} {ty:?}");
                match r {
                    Ok(a) => {
                        ok += 1;
                        let noftz = op == RedOp::Add && matches!(ty, F16 | Bf16);
                        assert_eq!(a.text.contains(".noftz"), noftz, "{}", a.text);
                    }
                    Err(e) => assert!(matches!(e, PtxError::ReduceType { .. }), "{e}"),
                }
            }
        }
    }
    assert_eq!(ok, 12 + 27);
    let e = BulkReduce::new(RedDst::SharedCluster, RedOp::Add, RedType::F32)
        .build()
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "cp.reduce.async.bulk to .shared::cluster: .add is not defined for .f32 (allowed: .u32, .s32, .u64)"
    );
    let e = BulkReduce::new(RedDst::SharedCluster, RedOp::Add, RedType::U32)
        .with_l2_hint()
        .build()
        .unwrap_err();
    assert!(matches!(e, PtxError::InvalidModifier { .. }));
}

#[test]
fn bulk_prefetch_and_groups() {
    let a = BulkPrefetch::default().build().unwrap();
    assert_eq!(a.text, "cp.async.bulk.prefetch.L2.global [$0], $1;");
    assert_eq!(a.constraints, "l,r");
    let b = BulkPrefetch { l2_hint: true }.build().unwrap();
    assert_eq!(
        b.text,
        "cp.async.bulk.prefetch.L2.global.L2::cache_hint [$0], $1, $2;"
    );
    assert_eq!(b.constraints, "l,r,l");
    assert_eq!(b.requirement, Requirement::sm(90, PtxVersion::new(8, 0)));

    let c = BulkCommitGroup.build().unwrap();
    assert_eq!(c.text, "cp.async.bulk.commit_group;");
    assert_eq!(c.constraints, "~{memory}");
    assert!(c.operands.is_empty());
    let w = BulkWaitGroup {
        pending: 0,
        read: false,
    }
    .build()
    .unwrap();
    assert_eq!(w.text, "cp.async.bulk.wait_group 0;");
    let r = BulkWaitGroup {
        pending: 3,
        read: true,
    }
    .build()
    .unwrap();
    assert_eq!(r.text, "cp.async.bulk.wait_group.read 3;");
    assert_eq!(r.requirement, Requirement::sm(90, PtxVersion::new(8, 0)));
    let g = BulkWaitGroup::default()
        .build_with(Some(PredicateStyle::I32))
        .unwrap();
    assert_eq!(
        g.text,
        "{ .reg .pred tp_g; setp.ne.b32 tp_g, $0, 0; @tp_g cp.async.bulk.wait_group 0; }"
    );
    assert_eq!(g.constraints, "r,~{memory}");
}
