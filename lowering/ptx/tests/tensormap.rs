//! Tensormap fences, cp_fenceproxy, the three mutators of the TMA emission design, prefetch.tensormap.

use pretty_assertions::assert_eq;
use tile_ptx::{
    OperandRole as R, PredicateStyle, PrefetchTensormap, PtxError, PtxVersion, ReplaceField,
    Requirement, Scope, TensormapCpFenceproxy, TensormapFenceAcquire, TensormapFenceRelease,
    TensormapReplace, TensormapSpace,
};

fn replace(space: TensormapSpace, field: ReplaceField) -> Result<tile_ptx::AsmInstr, PtxError> {
    TensormapReplace { space, field }.build()
}

#[test]
fn mutator_global_address() {
    let g = replace(TensormapSpace::Global, ReplaceField::GlobalAddress).unwrap();
    assert_eq!(
        g.text,
        "tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;"
    );
    assert_eq!(g.operand_constraints(), "l,l");
    assert_eq!(g.constraints, "l,l,~{memory}");
    assert_eq!(g.requirement, Requirement::sm_a(90, PtxVersion::new(8, 3)));
    let s = replace(TensormapSpace::SharedCta, ReplaceField::GlobalAddress).unwrap();
    assert_eq!(
        s.text,
        "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [$0], $1;"
    );
    assert_eq!(s.operand_constraints(), "r,l");
    assert_eq!(s.index_of(R::Slot), Some(0));
    assert_eq!(s.index_of(R::Value), Some(1));
}

#[test]
fn mutator_global_dim() {
    for rank in 1..=5usize {
        for dim in 0..rank as u32 {
            let g = replace(
                TensormapSpace::Global,
                ReplaceField::GlobalDim { rank, dim },
            )
            .unwrap();
            assert_eq!(
                g.text,
                format!("tensormap.replace.tile.global_dim.global.b1024.b32 [$0], {dim}, $1;")
            );
            assert_eq!(g.operand_constraints(), "l,r");
            assert_eq!(g.requirement, Requirement::sm_a(90, PtxVersion::new(8, 3)));
        }
    }
    let s = replace(
        TensormapSpace::SharedCta,
        ReplaceField::GlobalDim { rank: 2, dim: 1 },
    )
    .unwrap();
    assert_eq!(
        s.text,
        "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 1, $1;"
    );
    assert_eq!(s.operand_constraints(), "r,r");
}

#[test]
fn mutator_global_stride() {
    for rank in 2..=5usize {
        for ordinal in 0..rank as u32 - 1 {
            let g = replace(
                TensormapSpace::Global,
                ReplaceField::GlobalStride { rank, ordinal },
            )
            .unwrap();
            assert_eq!(
                g.text,
                format!(
                    "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], {ordinal}, $1;"
                )
            );
            assert_eq!(g.operand_constraints(), "l,l");
        }
    }
    let s = replace(
        TensormapSpace::SharedCta,
        ReplaceField::GlobalStride {
            rank: 3,
            ordinal: 1,
        },
    )
    .unwrap();
    assert_eq!(
        s.text,
        "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 1, $1;"
    );
    assert_eq!(s.operand_constraints(), "r,l");
}

#[test]
fn mutator_ordinals_out_of_range() {
    let e = replace(
        TensormapSpace::Global,
        ReplaceField::GlobalDim { rank: 3, dim: 3 },
    )
    .unwrap_err();
    assert_eq!(
        e,
        PtxError::ReplaceOrdinal {
            field: "global_dim",
            ordinal: 3,
            rank: 3,
            limit: 3
        }
    );
    assert_eq!(
        e.to_string(),
        "tensormap.replace.tile.global_dim: ordinal 3 is out of range 0..3 for rank 3"
    );
    // stride ordinals stop at rank - 2: dim 0's stride is implicit.
    let e = replace(
        TensormapSpace::Global,
        ReplaceField::GlobalStride {
            rank: 3,
            ordinal: 2,
        },
    )
    .unwrap_err();
    assert!(
        matches!(e, PtxError::ReplaceOrdinal { limit: 2, .. }),
        "{e}"
    );
    // a 1-D tensor has no writable stride
    assert!(replace(
        TensormapSpace::Global,
        ReplaceField::GlobalStride {
            rank: 1,
            ordinal: 0
        }
    )
    .is_err());
    for rank in [0, 6] {
        assert!(matches!(
            replace(
                TensormapSpace::Global,
                ReplaceField::GlobalDim { rank, dim: 0 }
            ),
            Err(PtxError::RankOutOfRange { .. })
        ));
    }
}

#[test]
fn mutator_guarded_keeps_numbering() {
    let a = TensormapReplace {
        space: TensormapSpace::Global,
        field: ReplaceField::GlobalDim { rank: 2, dim: 0 },
    }
    .build_with(Some(PredicateStyle::I32))
    .unwrap();
    assert_eq!(
        a.text,
        "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1; }"
    );
    assert_eq!(a.constraints, "l,r,r,~{memory}");
}

#[test]
fn proxy_fences() {
    for (scope, s) in [
        (Scope::Cta, "cta"),
        (Scope::Cluster, "cluster"),
        (Scope::Gpu, "gpu"),
        (Scope::Sys, "sys"),
    ] {
        let a = TensormapFenceAcquire { scope }.build().unwrap();
        assert_eq!(
            a.text,
            format!("fence.proxy.tensormap::generic.acquire.{s} [$0], 128;")
        );
        assert_eq!(a.constraints, "l,~{memory}");
        assert_eq!(a.index_of(R::Slot), Some(0));
        assert_eq!(a.requirement, Requirement::sm(90, PtxVersion::new(8, 3)));

        let r = TensormapFenceRelease { scope }.build().unwrap();
        assert_eq!(
            r.text,
            format!("fence.proxy.tensormap::generic.release.{s};")
        );
        assert_eq!(r.constraints, "~{memory}");
        assert_eq!(r.requirement, Requirement::sm(90, PtxVersion::new(8, 3)));

        let c = TensormapCpFenceproxy { scope }.build().unwrap();
        assert_eq!(
            c.text,
            format!("tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.{s}.sync.aligned [$0], [$1], 128;")
        );
        assert_eq!(c.constraints, "l,r,~{memory}");
        assert!(c.convergent);
        assert_eq!(c.requirement, Requirement::sm(90, PtxVersion::new(8, 3)));
    }
}

#[test]
fn prefetch_tensormap() {
    let a = PrefetchTensormap.build().unwrap();
    assert_eq!(a.text, "prefetch.tensormap [$0];");
    assert_eq!(a.constraints, "l");
    assert_eq!(a.index_of(R::Desc), Some(0));
    assert_eq!(a.requirement, Requirement::sm(90, PtxVersion::new(8, 0)));
}

#[test]
fn static_fields_are_immediates() {
    let cases = [
        (
            ReplaceField::Rank { rank: 3 },
            "tensormap.replace.tile.rank.global.b1024.b32 [$0], 2;",
        ),
        (
            ReplaceField::BoxDim {
                rank: 2,
                dim: 1,
                value: 16,
            },
            "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 1, 16;",
        ),
        (
            ReplaceField::ElementStride {
                rank: 2,
                dim: 0,
                value: 2,
            },
            "tensormap.replace.tile.element_stride.global.b1024.b32 [$0], 0, 2;",
        ),
        (
            ReplaceField::ElemType { code: 10 },
            "tensormap.replace.tile.elemtype.global.b1024.b32 [$0], 10;",
        ),
        (
            ReplaceField::InterleaveLayout { code: 2 },
            "tensormap.replace.tile.interleave_layout.global.b1024.b32 [$0], 2;",
        ),
        (
            ReplaceField::SwizzleMode { code: 3 },
            "tensormap.replace.tile.swizzle_mode.global.b1024.b32 [$0], 3;",
        ),
        (
            ReplaceField::FillMode { code: 1 },
            "tensormap.replace.tile.fill_mode.global.b1024.b32 [$0], 1;",
        ),
    ];
    for (field, text) in cases {
        let g = replace(TensormapSpace::Global, field).unwrap();
        assert_eq!(g.text, text);
        assert_eq!(g.operand_constraints(), "l");
        assert_eq!(g.constraints, "l,~{memory}");
        assert_eq!(g.index_of(R::Value), None);
        assert_eq!(g.requirement, Requirement::sm_a(90, PtxVersion::new(8, 3)));
        let s = replace(TensormapSpace::SharedCta, field).unwrap();
        assert_eq!(s.text, text.replace(".global.", ".shared::cta."));
        assert_eq!(s.operand_constraints(), "r");
    }
    let a = replace(
        TensormapSpace::Global,
        ReplaceField::SwizzleAtomicity { code: 1 },
    )
    .unwrap();
    assert_eq!(
        a.text,
        "tensormap.replace.tile.swizzle_atomicity.global.b1024.b32 [$0], 1;"
    );
    assert_eq!(a.requirement, Requirement::sm_a(100, PtxVersion::new(8, 6)));
}

#[test]
fn static_field_values_out_of_range() {
    let bad = [
        (ReplaceField::Rank { rank: 6 }, "rank", 6, 1, 5),
        (ReplaceField::Rank { rank: 0 }, "rank", 0, 1, 5),
        (
            ReplaceField::BoxDim {
                rank: 2,
                dim: 0,
                value: 257,
            },
            "box_dim",
            257,
            1,
            256,
        ),
        (
            ReplaceField::ElementStride {
                rank: 2,
                dim: 0,
                value: 9,
            },
            "element_stride",
            9,
            1,
            8,
        ),
        (ReplaceField::ElemType { code: 16 }, "elemtype", 16, 0, 15),
        (
            ReplaceField::InterleaveLayout { code: 3 },
            "interleave_layout",
            3,
            0,
            2,
        ),
        (
            ReplaceField::SwizzleMode { code: 4 },
            "swizzle_mode",
            4,
            0,
            3,
        ),
        (
            ReplaceField::SwizzleAtomicity { code: 4 },
            "swizzle_atomicity",
            4,
            0,
            3,
        ),
        (ReplaceField::FillMode { code: 2 }, "fill_mode", 2, 0, 1),
    ];
    for (field, name, value, min, max) in bad {
        assert_eq!(
            replace(TensormapSpace::Global, field).unwrap_err(),
            PtxError::ReplaceValue {
                field: name,
                value,
                min,
                max
            },
            "{field:?}"
        );
    }
    assert_eq!(
        replace(
            TensormapSpace::Global,
            ReplaceField::BoxDim {
                rank: 2,
                dim: 2,
                value: 8
            }
        )
        .unwrap_err(),
        PtxError::ReplaceOrdinal {
            field: "box_dim",
            ordinal: 2,
            rank: 2,
            limit: 2
        }
    );
}
