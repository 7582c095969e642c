//! The melior-generated builders build valid `tile` ops, and the verifier
//! reads them back (target gating, enum attributes).

use melior::{
    ir::{
        attribute::IntegerAttribute, operation::OperationLike, r#type::IntegerType, Block,
        BlockLike, Location, Module, Region, RegionLike,
    },
    Context,
};
use tile_dialect::builders::tile;
use tile_dialect::verify::{verify_module, VerifyOptions};
use tile_rules::Target;

fn context() -> Context {
    tile_dialect::context_with_all_dialects()
}

#[test]
fn builds_bulk_group_ops_and_fences() {
    let context = context();
    let location = Location::unknown(&context);
    let module = Module::new(location);
    let i32_ty = IntegerType::new(&context, 32).into();
    let region = Region::new();
    let block = Block::new(&[]);
    block.append_operation(tile::bulk_commit(&context, location).into());
    block.append_operation(
        tile::bulk_wait(&context, IntegerAttribute::new(i32_ty, 0), location).into(),
    );
    block.append_operation(tile::cp_async_commit(&context, location).into());
    block.append_operation(tile::fence_proxy_async(&context, location).into());
    region.append_block(block);
    let func = melior::dialect::func::func(
        &context,
        melior::ir::attribute::StringAttribute::new(&context, "f"),
        melior::ir::attribute::TypeAttribute::new(
            melior::ir::r#type::FunctionType::new(&context, &[], &[]).into(),
        ),
        region,
        &[],
        location,
    );
    let func = module.body().append_operation(func);
    let body = func.region(0).unwrap().first_block().unwrap();
    body.append_operation(melior::dialect::func::r#return(&[], location));
    assert!(module.as_operation().verify(), "{}", module.as_operation());
    let text = module.as_operation().to_string();
    assert!(text.contains("tile.bulk_commit"), "{text}");
    assert!(text.contains("tile.bulk_wait 0"), "{text}");
    assert!(text.contains("tile.fence_proxy_async"), "{text}");

    // The same ops on sm_80: every bulk op is gated.
    let findings = verify_module(
        &module,
        &VerifyOptions {
            target: Some(Target::parse("sm_80").unwrap()),
        },
    );
    let gated: Vec<_> = findings
        .iter()
        .filter(|f| f.violation.rule == "target-feature")
        .collect();
    assert_eq!(gated.len(), 3, "{findings:?}");
    assert!(verify_module(&module, &VerifyOptions::default()).is_empty());
}

#[test]
fn parses_and_reads_the_tensormap_type() {
    let context = context();
    let text = "!tile.tensormap<bf16, rank = 3, box = [64, 8, 2], swizzle = sw128, oob_fill = nan>";
    let ty = melior::ir::Type::parse(&context, text).expect("parses");
    let desc = tile_dialect::tensormap::from_type(ty).expect("reads");
    assert_eq!(desc.rank, 3);
    assert_eq!(desc.box_dims, vec![64, 8, 2]);
    assert_eq!(tile_dialect::tensormap::to_text(&desc), text);
    assert!(desc.check().is_empty());
}
