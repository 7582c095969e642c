//! The README's example, verbatim.

use pretty_assertions::assert_eq;
use tile_ptx::{
    LoadMode, OperandRole, PredicateStyle, PtxVersion, Requirement, SharedSpace, TensorLoad,
};

#[test]
fn readme_example() {
    let asm = TensorLoad::new(4, SharedSpace::Cluster)
        .with_mode(LoadMode::Im2col)
        .with_multicast()
        .with_l2_hint()
        .build_with(Some(PredicateStyle::I32))
        .unwrap();
    assert_eq!(
        asm.text,
        "{ .reg .pred tp_g; setp.ne.b32 tp_g, $11, 0; @tp_g cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8}, $9, $10; }"
    );
    assert_eq!(asm.constraints, "r,l,r,r,r,r,r,h,h,h,l,r,~{memory}");
    assert_eq!(asm.index_of(OperandRole::MulticastMask), Some(9));
    assert_eq!(
        asm.requirement,
        Requirement::sm(90, PtxVersion::new(8, 0)).advise_arch_specific()
    );
}
