//! Targets, PTX versions, and module-level requirements.

use pretty_assertions::assert_eq;
use tile_ptx::{
    module_ptx_version, module_requirement, ptx_version_for, BulkCopy, BulkDirection, CacheOp,
    CheckRequirement, CpAsync, LoadMode, PtxError, PtxVersion, ReplaceField, Requirement,
    SharedSpace, Target, TensorLoad, TensormapReplace, TensormapSpace,
};
use tile_rules::TargetError;

#[test]
fn target_ptx_versions() {
    assert_eq!(ptx_version_for(80, false), Ok(PtxVersion::new(7, 0)));
    assert_eq!(ptx_version_for(86, false), Ok(PtxVersion::new(7, 1)));
    assert_eq!(ptx_version_for(89, false), Ok(PtxVersion::new(7, 8)));
    assert_eq!(ptx_version_for(90, false), Ok(PtxVersion::new(7, 8)));
    assert_eq!(ptx_version_for(90, true), Ok(PtxVersion::new(8, 0)));
    assert_eq!(ptx_version_for(100, false), Ok(PtxVersion::new(8, 6)));
    assert_eq!(ptx_version_for(100, true), Ok(PtxVersion::new(8, 6)));
    assert_eq!(ptx_version_for(120, true), Ok(PtxVersion::new(8, 7)));
    assert_eq!(ptx_version_for(103, true), Ok(PtxVersion::new(8, 8)));
    assert_eq!(ptx_version_for(110, true), Ok(PtxVersion::new(9, 0)));
    assert_eq!(
        ptx_version_for(80, true),
        Err(PtxError::UnknownTarget {
            sm: 80,
            arch_specific: true
        })
    );
    assert!(ptx_version_for(91, false).is_err());
    assert_eq!(
        ptx_version_for(75, false).unwrap_err().to_string(),
        "unknown target sm_75"
    );
}

#[test]
fn target_parse_and_display() {
    let t: Target = "sm_90a".parse().unwrap();
    assert_eq!(t, Target::new(90, true));
    assert_eq!(t.to_string(), "sm_90a");
    assert_eq!("sm_100".parse::<Target>().unwrap(), Target::new(100, false));
    for bad in ["sm90", "sm_", "sm_a", "sm_9x", "compute_90", "sm_90aa"] {
        assert!(
            matches!(bad.parse::<Target>(), Err(TargetError::Malformed(_))),
            "{bad}"
        );
    }
    assert!(matches!(
        "sm_80a".parse::<Target>(),
        Err(TargetError::Unknown { .. })
    ));
}

#[test]
fn join_and_display() {
    let a = Requirement::sm(90, PtxVersion::new(8, 0)).advise_arch_specific();
    let b = Requirement::sm_a(90, PtxVersion::new(8, 3));
    let c = Requirement::sm(100, PtxVersion::new(8, 6));
    let j = a.join(b).join(c);
    assert_eq!(j.min_sm, 100);
    assert!(j.arch_specific && j.prefers_arch_specific);
    assert_eq!(j.min_ptx, PtxVersion::new(8, 6));
    assert_eq!(j.to_string(), "sm_100a, PTX 8.6");
    assert_eq!(Requirement::NONE.join(b), b);
    assert_eq!(Requirement::default(), Requirement::NONE);
}

#[test]
fn satisfied_and_advice() {
    let r = TensormapReplace {
        space: TensormapSpace::Global,
        field: ReplaceField::GlobalAddress,
    }
    .build()
    .unwrap()
    .requirement;
    assert!(!r.satisfied_by(Target::new(90, false), PtxVersion::new(8, 3)));
    assert!(!r.satisfied_by(Target::new(90, true), PtxVersion::new(8, 2)));
    assert!(r.satisfied_by(Target::new(90, true), PtxVersion::new(8, 3)));
    assert!(r.satisfied_by(Target::new(100, true), PtxVersion::new(8, 6)));
    let e = r
        .check(
            "tensormap.replace",
            Target::new(90, false),
            PtxVersion::new(8, 3),
        )
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "tensormap.replace needs sm_90a, PTX 8.3, but the target is sm_90 with PTX 8.3"
    );

    let m = TensorLoad::new(2, SharedSpace::Cluster)
        .with_multicast()
        .build()
        .unwrap()
        .requirement;
    assert!(m.satisfied_by(Target::new(90, false), PtxVersion::new(8, 0)));
    assert!(m
        .advisory(Target::new(90, false))
        .unwrap()
        .contains("sm_90a"));
    assert_eq!(m.advisory(Target::new(90, true)), None);
}

#[test]
fn module_requirement_is_the_max() {
    let instrs = [
        CpAsync::new(CacheOp::Ca, 4).build().unwrap(),
        BulkCopy::new(BulkDirection::SharedCtaToGlobal)
            .build()
            .unwrap(),
        TensormapReplace {
            space: TensormapSpace::Global,
            field: ReplaceField::GlobalAddress,
        }
        .build()
        .unwrap(),
        TensorLoad::new(2, SharedSpace::Cta).build().unwrap(),
    ];
    let r = module_requirement(&instrs);
    assert_eq!(r, Requirement::sm_a(90, PtxVersion::new(8, 6)));
    assert_eq!(module_requirement(&[]), Requirement::NONE);

    // The module's .version is max(target's, features').
    assert_eq!(
        module_ptx_version(Target::new(90, true), r),
        Ok(PtxVersion::new(8, 6))
    );
    assert_eq!(
        module_ptx_version(Target::new(100, true), r),
        Ok(PtxVersion::new(8, 6))
    );
    assert_eq!(
        module_ptx_version(Target::new(110, true), r),
        Ok(PtxVersion::new(9, 0))
    );
    assert!(matches!(
        module_ptx_version(Target::new(90, false), r),
        Err(PtxError::TargetTooOld { .. })
    ));
    let cp = module_requirement(&instrs[..1]);
    assert_eq!(
        module_ptx_version(Target::new(90, true), cp),
        Ok(PtxVersion::new(8, 0))
    );
    assert_eq!(
        module_ptx_version(Target::new(80, false), cp),
        Ok(PtxVersion::new(7, 0))
    );

    let g4 = TensorLoad::new(2, SharedSpace::Cluster)
        .with_mode(LoadMode::TileGather4)
        .build()
        .unwrap();
    let e = module_ptx_version(Target::new(90, true), g4.requirement).unwrap_err();
    assert_eq!(
        e.to_string(),
        "module needs sm_100a, PTX 8.6, but the target is sm_90a with PTX 8.6"
    );
}
