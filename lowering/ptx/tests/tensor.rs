//! Exact text, constraints, operand roles and requirements of the tensor instructions.

use pretty_assertions::assert_eq;
use tile_ptx::{
    load_tail_operand_numbers, CtaGroup, LoadMode, OperandClass as C, OperandRole as R,
    PredicateStyle, PtxError, PtxVersion, RedOp, Requirement, SharedSpace, TensorLoad,
    TensorPrefetch, TensorReduce, TensorStore,
};

fn roles(a: &tile_ptx::AsmInstr) -> Vec<(R, C)> {
    a.operands.iter().map(|o| (o.role, o.class)).collect()
}

// ---------------------------------------------------------------- loads, every rank

#[test]
fn load_tile_cluster_every_rank() {
    let expected = [
        (
            "cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2}], [$3];",
            "r,l,r,r,~{memory}",
        ),
        (
            "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];",
            "r,l,r,r,r,~{memory}",
        ),
        (
            "cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4}], [$5];",
            "r,l,r,r,r,r,~{memory}",
        ),
        (
            "cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5}], [$6];",
            "r,l,r,r,r,r,r,~{memory}",
        ),
        (
            "cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5, $6}], [$7];",
            "r,l,r,r,r,r,r,r,~{memory}",
        ),
    ];
    for (i, (text, cons)) in expected.iter().enumerate() {
        let a = TensorLoad::new(i + 1, SharedSpace::Cluster)
            .build()
            .unwrap();
        assert_eq!(a.text, *text);
        assert_eq!(a.constraints, *cons);
        assert_eq!(a.requirement, Requirement::sm(90, PtxVersion::new(8, 0)));
        assert!(a.has_side_effects && a.clobbers_memory && !a.convergent);
    }
}

#[test]
fn load_tile_shared_cta_every_rank() {
    for rank in 1..=5 {
        let a = TensorLoad::new(rank, SharedSpace::Cta).build().unwrap();
        let coords: Vec<String> = (0..rank).map(|i| format!("${}", i + 2)).collect();
        assert_eq!(
            a.text,
            format!(
                "cp.async.bulk.tensor.{rank}d.shared::cta.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {{{}}}], [${}];",
                coords.join(", "),
                rank + 2
            )
        );
        // .shared::cta destination: PTX 8.6, still sm_90.
        assert_eq!(a.requirement, Requirement::sm(90, PtxVersion::new(8, 6)));
    }
}

#[test]
fn load_operand_roles_2d() {
    let a = TensorLoad::new(2, SharedSpace::Cluster)
        .with_multicast()
        .with_l2_hint()
        .build()
        .unwrap();
    assert_eq!(
        roles(&a),
        vec![
            (R::Dst, C::R),
            (R::Desc, C::L),
            (R::Coord(0), C::R),
            (R::Coord(1), C::R),
            (R::Mbar, C::R),
            (R::MulticastMask, C::H),
            (R::L2Hint, C::L),
        ]
    );
    assert_eq!(a.operand_constraints(), "r,l,r,r,r,h,l");
}

// ---------------------------------------------------------------- loads, every mode

#[test]
fn load_every_mode() {
    let cases = [
        (
            LoadMode::Tile,
            3,
            "cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4}], [$5];",
            "r,l,r,r,r,r,~{memory}",
            Requirement::sm(90, PtxVersion::new(8, 0)),
        ),
        (
            LoadMode::TileGather4,
            2,
            "cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5, $6}], [$7];",
            "r,l,r,r,r,r,r,r,~{memory}",
            Requirement::sm_a(100, PtxVersion::new(8, 6)),
        ),
        (
            LoadMode::Im2col,
            5,
            "cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5, $6}], [$7], {$8, $9, $10};",
            "r,l,r,r,r,r,r,r,h,h,h,~{memory}",
            Requirement::sm(90, PtxVersion::new(8, 0)),
        ),
        (
            LoadMode::Im2colW,
            3,
            "cp.async.bulk.tensor.3d.shared::cluster.global.im2col::w.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4}], [$5], {$6, $7};",
            "r,l,r,r,r,r,h,h,~{memory}",
            Requirement::sm_a(100, PtxVersion::new(8, 6)),
        ),
        (
            LoadMode::Im2colW128,
            4,
            "cp.async.bulk.tensor.4d.shared::cluster.global.im2col::w::128.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8};",
            "r,l,r,r,r,r,r,h,h,~{memory}",
            Requirement::sm_a(100, PtxVersion::new(8, 6)),
        ),
    ];
    for (mode, rank, text, cons, req) in cases {
        let a = TensorLoad::new(rank, SharedSpace::Cluster)
            .with_mode(mode)
            .build()
            .unwrap();
        assert_eq!(a.text, text, "{mode:?}");
        assert_eq!(a.constraints, cons, "{mode:?}");
        assert_eq!(a.requirement, req, "{mode:?}");
    }
}

#[test]
fn load_im2col_offsets_per_rank() {
    for (rank, offs) in [(3, "{$6}"), (4, "{$7, $8}"), (5, "{$8, $9, $10}")] {
        let a = TensorLoad::new(rank, SharedSpace::Cluster)
            .with_mode(LoadMode::Im2col)
            .build()
            .unwrap();
        assert!(a.text.ends_with(&format!("], {offs};")), "{}", a.text);
        for i in 0..rank - 2 {
            assert_eq!(a.index_of(R::Im2col(i)), Some(rank + 3 + i));
            assert_eq!(a.operands[rank + 3 + i].class, C::H);
        }
    }
}

#[test]
fn load_gather4_and_im2col_w_into_shared_cta_need_plain_sm100() {
    let g = TensorLoad::new(2, SharedSpace::Cta)
        .with_mode(LoadMode::TileGather4)
        .build()
        .unwrap();
    assert_eq!(
        g.text,
        "cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5, $6}], [$7];"
    );
    assert_eq!(g.requirement, Requirement::sm(100, PtxVersion::new(8, 6)));
    let w = TensorLoad::new(3, SharedSpace::Cta)
        .with_mode(LoadMode::Im2colW)
        .build()
        .unwrap();
    assert_eq!(w.requirement, Requirement::sm(100, PtxVersion::new(8, 6)));
    // ::128 stays arch-specific whatever the destination.
    let w128 = TensorLoad::new(3, SharedSpace::Cta)
        .with_mode(LoadMode::Im2colW128)
        .build()
        .unwrap();
    assert_eq!(
        w128.requirement,
        Requirement::sm_a(100, PtxVersion::new(8, 6))
    );
}

// ---------------------------------------------------------------- loads, optional tails

#[test]
fn load_multicast() {
    let a = TensorLoad::new(2, SharedSpace::Cluster)
        .with_multicast()
        .build()
        .unwrap();
    assert_eq!(
        a.text,
        "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3}], [$4], $5;"
    );
    assert_eq!(a.constraints, "r,l,r,r,r,h,~{memory}");
    assert_eq!(
        a.requirement,
        Requirement::sm(90, PtxVersion::new(8, 0)).advise_arch_specific()
    );
}

#[test]
fn load_l2_hint() {
    let a = TensorLoad::new(1, SharedSpace::Cluster)
        .with_l2_hint()
        .build()
        .unwrap();
    assert_eq!(
        a.text,
        "cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2}], [$3], $4;"
    );
    assert_eq!(a.constraints, "r,l,r,r,l,~{memory}");
}

#[test]
fn load_cta_group() {
    for (g, q) in [
        (CtaGroup::One, "cta_group::1"),
        (CtaGroup::Two, "cta_group::2"),
    ] {
        let a = TensorLoad::new(1, SharedSpace::Cluster)
            .with_cta_group(g)
            .build()
            .unwrap();
        assert_eq!(
            a.text,
            format!("cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.{q} [$0], [$1, {{$2}}], [$3];")
        );
        assert_eq!(a.requirement, Requirement::sm_a(100, PtxVersion::new(8, 6)));
    }
}

#[test]
fn load_all_modifiers_in_order() {
    let a = TensorLoad::new(4, SharedSpace::Cluster)
        .with_mode(LoadMode::Im2col)
        .with_multicast()
        .with_cta_group(CtaGroup::Two)
        .with_l2_hint()
        .build()
        .unwrap();
    assert_eq!(
        a.text,
        "cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster.cta_group::2.L2::cache_hint [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8}, $9, $10;"
    );
    assert_eq!(a.constraints, "r,l,r,r,r,r,r,h,h,h,l,~{memory}");
    assert_eq!(
        a.requirement,
        Requirement::sm_a(100, PtxVersion::new(8, 6)).advise_arch_specific()
    );
}

#[test]
fn load_predicated_i32_and_i1() {
    let l = TensorLoad::new(2, SharedSpace::Cluster).with_multicast();
    let a = l.build_with(Some(PredicateStyle::I32)).unwrap();
    assert_eq!(
        a.text,
        "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3}], [$4], $5; }"
    );
    assert_eq!(a.constraints, "r,l,r,r,r,h,r,~{memory}");
    assert_eq!(a.index_of(R::Predicate), Some(6));
    assert_eq!(a.index_of(R::MulticastMask), Some(5));
    let b = l.build_with(Some(PredicateStyle::I1)).unwrap();
    assert_eq!(
        b.text,
        "@$6 cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3}], [$4], $5;"
    );
    assert_eq!(b.constraints, "r,l,r,r,r,h,b,~{memory}");
}

// ---------------------------------------------------------------- the TMA emission design numbering formula

/// The TMA emission design: `mcast_opnum = rank + 3 + im2col_count`, `ch_opnum = mcast_opnum + (mcast ? 1 : 0)`.
/// It holds with `rank` read as the number of coordinate operands; for gather4 (a 2-D tensor
/// with 5 coordinates) reading it as the tensor rank is off by 3.
#[test]
fn spec004_trailing_operand_formula() {
    for rank in 1..=5 {
        for mode in [
            LoadMode::Tile,
            LoadMode::TileGather4,
            LoadMode::Im2col,
            LoadMode::Im2colW,
            LoadMode::Im2colW128,
        ] {
            for multicast in [false, true] {
                let mut l = TensorLoad::new(rank, SharedSpace::Cluster)
                    .with_mode(mode)
                    .with_l2_hint();
                l.multicast = multicast;
                let Ok(a) = l.build() else { continue };
                let coords = mode.coord_count(rank);
                let im2col = mode.im2col_count(rank);
                let (mcast, hint) = load_tail_operand_numbers(coords, im2col, multicast);
                if multicast {
                    assert_eq!(a.index_of(R::MulticastMask), Some(mcast));
                }
                assert_eq!(a.index_of(R::L2Hint), Some(hint));
                if mode != LoadMode::TileGather4 {
                    // The formula with the tensor rank, verbatim from the TMA emission design.
                    assert_eq!(mcast, rank + 3 + im2col);
                }
            }
        }
    }
    let g = TensorLoad::new(2, SharedSpace::Cluster)
        .with_mode(LoadMode::TileGather4)
        .with_multicast()
        .with_l2_hint()
        .build()
        .unwrap();
    assert_eq!(g.index_of(R::MulticastMask), Some(8));
    assert_eq!(g.index_of(R::L2Hint), Some(9));
    // Verbatim, with the tensor rank 2, the formula says 5: off by three (5 coordinates).
    let verbatim = 2 + 3;
    assert_eq!(g.index_of(R::MulticastMask).unwrap() - verbatim, 3);
}

#[test]
fn descriptor_is_operand_1_on_loads_and_0_on_stores() {
    let l = TensorLoad::new(3, SharedSpace::Cluster).build().unwrap();
    assert_eq!(l.index_of(R::Desc), Some(1));
    let s = TensorStore::new(3).build().unwrap();
    assert_eq!(s.index_of(R::Desc), Some(0));
    let r = TensorReduce::new(3, RedOp::Add).build().unwrap();
    assert_eq!(r.index_of(R::Desc), Some(0));
    let p = TensorPrefetch::new(3).build().unwrap();
    assert_eq!(p.index_of(R::Desc), Some(0));
}

// ---------------------------------------------------------------- load errors

#[test]
fn load_errors() {
    let e = TensorLoad::new(0, SharedSpace::Cluster)
        .build()
        .unwrap_err();
    assert!(matches!(e, PtxError::RankOutOfRange { rank: 0, .. }), "{e}");
    let e = TensorLoad::new(6, SharedSpace::Cluster)
        .build()
        .unwrap_err();
    assert!(matches!(e, PtxError::RankOutOfRange { rank: 6, .. }), "{e}");
    assert!(e.to_string().contains("1..=5"), "{e}");

    let e = TensorLoad::new(3, SharedSpace::Cluster)
        .with_mode(LoadMode::TileGather4)
        .build()
        .unwrap_err();
    assert_eq!(
        e,
        PtxError::ModeRank {
            instr: "cp.async.bulk.tensor (global -> shared)",
            mode: ".tile::gather4",
            rule: "needs a 2-D tensor",
            rank: 3
        }
    );
    let e = TensorLoad::new(2, SharedSpace::Cluster)
        .with_mode(LoadMode::Im2col)
        .build()
        .unwrap_err();
    assert!(matches!(e, PtxError::ModeRank { rank: 2, .. }), "{e}");

    let e = TensorLoad::new(4, SharedSpace::Cluster)
        .with_mode(LoadMode::Im2col)
        .with_im2col_offsets(3)
        .build()
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "cp.async.bulk.tensor (global -> shared): mode .im2col at rank 4 takes 2 im2col operand(s), got 3"
    );
    let e = TensorLoad::new(4, SharedSpace::Cluster)
        .with_im2col_offsets(1)
        .build()
        .unwrap_err();
    assert!(matches!(
        e,
        PtxError::Im2colCount {
            expected: 0,
            got: 1,
            ..
        }
    ));
    let e = TensorLoad::new(4, SharedSpace::Cluster)
        .with_mode(LoadMode::Im2colW)
        .with_im2col_offsets(1)
        .build()
        .unwrap_err();
    assert!(matches!(
        e,
        PtxError::Im2colCount {
            expected: 2,
            got: 1,
            ..
        }
    ));

    let e = TensorLoad::new(2, SharedSpace::Cta)
        .with_multicast()
        .build()
        .unwrap_err();
    assert!(
        e.to_string().contains(".multicast::cluster is not allowed"),
        "{e}"
    );

    for mode in [LoadMode::TileScatter4, LoadMode::Im2colNoOffs] {
        let e = TensorLoad::new(3, SharedSpace::Cluster)
            .with_mode(mode)
            .build()
            .unwrap_err();
        assert!(matches!(e, PtxError::InvalidModifier { .. }), "{e}");
    }
}

// ---------------------------------------------------------------- stores

#[test]
fn store_tile_every_rank() {
    let expected = [
        "cp.async.bulk.tensor.1d.global.shared::cta.tile.bulk_group [$0, {$1}], [$2];",
        "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];",
        "cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group [$0, {$1, $2, $3}], [$4];",
        "cp.async.bulk.tensor.4d.global.shared::cta.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5];",
        "cp.async.bulk.tensor.5d.global.shared::cta.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];",
    ];
    for (i, text) in expected.iter().enumerate() {
        let a = TensorStore::new(i + 1).build().unwrap();
        assert_eq!(a.text, *text);
        let mut cons = vec!["l"];
        cons.extend(std::iter::repeat_n("r", i + 2));
        cons.push("~{memory}");
        assert_eq!(a.constraints, cons.join(","));
        assert_eq!(a.requirement, Requirement::sm(90, PtxVersion::new(8, 0)));
    }
}

#[test]
fn store_modes_and_hint() {
    let a = TensorStore::new(2).with_l2_hint().build().unwrap();
    assert_eq!(
        a.text,
        "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4;"
    );
    assert_eq!(a.constraints, "l,r,r,r,l,~{memory}");
    assert_eq!(
        roles(&a),
        vec![
            (R::Desc, C::L),
            (R::Coord(0), C::R),
            (R::Coord(1), C::R),
            (R::Src, C::R),
            (R::L2Hint, C::L)
        ]
    );

    let s = TensorStore::new(2)
        .with_mode(LoadMode::TileScatter4)
        .build()
        .unwrap();
    assert_eq!(
        s.text,
        "cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];"
    );
    assert_eq!(s.requirement, Requirement::sm_a(100, PtxVersion::new(8, 6)));

    let n = TensorStore::new(3)
        .with_mode(LoadMode::Im2colNoOffs)
        .with_l2_hint()
        .build()
        .unwrap();
    assert_eq!(
        n.text,
        "cp.async.bulk.tensor.3d.global.shared::cta.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;"
    );
    assert_eq!(n.requirement, Requirement::sm(90, PtxVersion::new(8, 0)));

    let p = TensorStore::new(1)
        .build_with(Some(PredicateStyle::I32))
        .unwrap();
    assert_eq!(
        p.text,
        "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.bulk.tensor.1d.global.shared::cta.tile.bulk_group [$0, {$1}], [$2]; }"
    );
    assert_eq!(p.constraints, "l,r,r,r,~{memory}");
}

#[test]
fn store_errors() {
    assert!(matches!(
        TensorStore::new(0).build(),
        Err(PtxError::RankOutOfRange { rank: 0, .. })
    ));
    assert!(matches!(
        TensorStore::new(3)
            .with_mode(LoadMode::TileScatter4)
            .build(),
        Err(PtxError::ModeRank { rank: 3, .. })
    ));
    assert!(matches!(
        TensorStore::new(2)
            .with_mode(LoadMode::Im2colNoOffs)
            .build(),
        Err(PtxError::ModeRank { rank: 2, .. })
    ));
    for mode in [
        LoadMode::TileGather4,
        LoadMode::Im2col,
        LoadMode::Im2colW,
        LoadMode::Im2colW128,
    ] {
        assert!(matches!(
            TensorStore::new(3).with_mode(mode).build(),
            Err(PtxError::InvalidModifier { .. })
        ));
    }
}

// ---------------------------------------------------------------- reductions

#[test]
fn reduce_every_kind() {
    for (op, name) in [
        (RedOp::Add, "add"),
        (RedOp::Min, "min"),
        (RedOp::Max, "max"),
        (RedOp::Inc, "inc"),
        (RedOp::Dec, "dec"),
        (RedOp::And, "and"),
        (RedOp::Or, "or"),
        (RedOp::Xor, "xor"),
    ] {
        let a = TensorReduce::new(2, op).build().unwrap();
        assert_eq!(
            a.text,
            format!("cp.reduce.async.bulk.tensor.2d.global.shared::cta.{name}.tile.bulk_group [$0, {{$1, $2}}], [$3];")
        );
        assert_eq!(a.constraints, "l,r,r,r,~{memory}");
        assert_eq!(a.requirement, Requirement::sm(90, PtxVersion::new(8, 0)));
    }
}

#[test]
fn reduce_modes_hint_and_errors() {
    let a = TensorReduce::new(5, RedOp::Max)
        .with_mode(LoadMode::Im2colNoOffs)
        .with_l2_hint()
        .build()
        .unwrap();
    assert_eq!(
        a.text,
        "cp.reduce.async.bulk.tensor.5d.global.shared::cta.max.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;"
    );
    assert_eq!(a.constraints, "l,r,r,r,r,r,r,l,~{memory}");
    assert!(matches!(
        TensorReduce::new(2, RedOp::Add)
            .with_mode(LoadMode::TileScatter4)
            .build(),
        Err(PtxError::InvalidModifier { .. })
    ));
    assert!(matches!(
        TensorReduce::new(6, RedOp::Add).build(),
        Err(PtxError::RankOutOfRange { rank: 6, .. })
    ));
}

// ---------------------------------------------------------------- prefetch

#[test]
fn tensor_prefetch() {
    let a = TensorPrefetch::new(2).build().unwrap();
    assert_eq!(
        a.text,
        "cp.async.bulk.prefetch.tensor.2d.L2.global.tile [$0, {$1, $2}];"
    );
    assert_eq!(a.constraints, "l,r,r");
    assert!(!a.clobbers_memory);

    let b = TensorPrefetch::new(4)
        .with_mode(LoadMode::Im2col)
        .with_l2_hint()
        .build()
        .unwrap();
    assert_eq!(
        b.text,
        "cp.async.bulk.prefetch.tensor.4d.L2.global.im2col.L2::cache_hint [$0, {$1, $2, $3, $4}], {$5, $6}, $7;"
    );
    assert_eq!(b.constraints, "l,r,r,r,r,h,h,l");
    assert_eq!(b.requirement, Requirement::sm(90, PtxVersion::new(8, 0)));

    let g = TensorPrefetch::new(2)
        .with_mode(LoadMode::TileGather4)
        .build()
        .unwrap();
    assert_eq!(
        g.text,
        "cp.async.bulk.prefetch.tensor.2d.L2.global.tile::gather4 [$0, {$1, $2, $3, $4, $5}];"
    );
    assert_eq!(g.requirement, Requirement::sm_a(100, PtxVersion::new(8, 6)));

    assert!(matches!(
        TensorPrefetch::new(3)
            .with_mode(LoadMode::Im2colNoOffs)
            .build(),
        Err(PtxError::InvalidModifier { .. })
    ));
    assert!(matches!(
        TensorPrefetch::new(3)
            .with_mode(LoadMode::Im2colW)
            .with_im2col_offsets(1)
            .build(),
        Err(PtxError::Im2colCount { .. })
    ));
}
