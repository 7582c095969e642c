//! The generated op views read operands by their `.td` names, whatever
//! optional parts an op has, and refuse ops of another name or layout.

use melior::ir::{operation::OperationLike, BlockLike, Module, OperationRef, RegionLike, Value};
use tile_dialect::attrs::{LoadMode, ReduceKind, SharedSpace};
use tile_dialect::ops::{
    BulkReduceOp, LoadOp, OpKind, PrefetchTensorMapOp, RebindOp, TileOp, OP_NAMES,
};

const KERNEL: &str = r#"
func.func @k(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %y: i32,
             %s: memref<64x64xf32, 3>, %b: memref<i64, 3>, %m: i16, %h: i64, %p: i1,
             %g: memref<256xf32, 1>, %sm: memref<256xf32, 3>, %n: i32,
             %slot: memref<128xi8, 1>, %a: !llvm.ptr<1>, %w: i32, %pitch: i64) {
  tile.load %d[%x, %y] to %s, %b multicast(%m) if %p
      : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
  tile.load %d[%y, %x] to %s, %b dst_space = cta l2_hint(%h)
      : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
  tile.prefetch_tensormap %d if %p : !tile.tensormap<f32, rank = 2, box = [64, 64]>
  tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
  tile.bulk_reduce add %sm to %g, %n l2_hint(%h) : memref<256xf32, 3>, memref<256xf32, 1>
  tile.rebind %slot address(%a : !llvm.ptr<1>) dims [%w, %x] strides [%pitch] unchanged = [3]
      : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}
"#;

fn ops<'c, 'a>(module: &'a Module<'c>) -> Vec<OperationRef<'c, 'a>> {
    let func = module.body().first_operation().expect("a function");
    let block = func
        .region(0)
        .expect("a body")
        .first_block()
        .expect("a block");
    let mut out = Vec::new();
    let mut op = block.first_operation();
    while let Some(o) = op {
        out.push(o);
        op = o.next_in_block();
    }
    out
}

fn args<'c, 'a>(module: &'a Module<'c>) -> Vec<Value<'c, 'a>> {
    let func = module.body().first_operation().expect("a function");
    let block = func
        .region(0)
        .expect("a body")
        .first_block()
        .expect("a block");
    (0..block.argument_count())
        .map(|i| block.argument(i).expect("an argument").into())
        .collect()
}

#[test]
fn views_read_operands_by_name() {
    let context = tile_dialect::context_with_all_dialects();
    let module = Module::parse(&context, KERNEL).expect("parses");
    let [d, x, y, s, b, m, h, p, g, sm, n, slot, a, w, pitch] = args(&module)[..] else {
        panic!("fifteen arguments");
    };
    let ops = ops(&module);

    let load = LoadOp::cast(ops[0]).expect("a tile.load");
    assert_eq!(load.desc(), d);
    assert_eq!(load.coords(), vec![x, y]);
    assert_eq!(load.dst(), s);
    assert_eq!(load.mbar(), b);
    assert!(load.im2col_info().is_empty());
    assert_eq!(load.multicast_mask(), Some(m));
    assert_eq!(load.l2_hint(), None);
    assert_eq!(load.predicate(), Some(p));
    assert_eq!(load.mode(), LoadMode::Tile);
    assert_eq!(load.dst_space(), SharedSpace::Cluster);
    assert_eq!(load.predicate_range(), 6..7);

    let load = LoadOp::cast(ops[1]).expect("a tile.load");
    assert_eq!(load.coords(), vec![y, x]);
    assert_eq!(load.dst(), s);
    assert_eq!(load.multicast_mask(), None);
    assert_eq!(load.l2_hint(), Some(h));
    assert_eq!(load.predicate(), None);
    assert_eq!(load.dst_space(), SharedSpace::Cta);
    assert_eq!(load.cta_group(), None);

    let guarded = PrefetchTensorMapOp::cast(ops[2]).expect("a prefetch_tensormap");
    assert_eq!((guarded.desc(), guarded.predicate()), (d, Some(p)));
    let plain = PrefetchTensorMapOp::cast(ops[3]).expect("a prefetch_tensormap");
    assert_eq!((plain.desc(), plain.predicate()), (d, None));

    let reduce = BulkReduceOp::cast(ops[4]).expect("a bulk_reduce");
    assert_eq!((reduce.src(), reduce.dst(), reduce.size()), (sm, g, n));
    assert_eq!((reduce.mbar(), reduce.l2_hint()), (None, Some(h)));
    assert_eq!(reduce.kind(), Some(ReduceKind::Add));

    let rebind = RebindOp::cast(ops[5]).expect("a rebind");
    assert_eq!(rebind.slot(), slot);
    assert_eq!(rebind.address(), Some(a));
    assert_eq!(rebind.dims(), vec![w, x]);
    assert_eq!(rebind.strides(), vec![pitch]);
    assert_eq!(rebind.unchanged(), Some(vec![3]));
    assert!(!rebind.zeroed());
    assert!(rebind.from_type().is_none());
    assert!(rebind.desc_type().is_some());

    // Casts go by name; the return is no tile op.
    assert!(LoadOp::cast(ops[2]).is_none());
    assert!(TileOp::cast(ops[6]).is_none());
    assert!(matches!(TileOp::cast(ops[4]), Some(TileOp::BulkReduce(_))));
    assert_eq!(OpKind::of(&ops[0]), Some(OpKind::Load));
}

#[test]
fn the_op_table_is_complete() {
    assert_eq!(OP_NAMES.len(), OpKind::ALL.len());
    for (kind, name) in OpKind::ALL.iter().zip(OP_NAMES) {
        assert_eq!(kind.name(), *name);
        assert_eq!(OpKind::from_name(name), Some(*kind));
        assert_eq!(format!("tile.{}", kind.mnemonic()), *name);
    }
    assert_eq!(LoadOp::NAME, "tile.load");
    assert_eq!(OpKind::from_name("tile.nope"), None);
    // Every op the dialect registers has a view.
    let context = tile_dialect::context_with_all_dialects();
    for name in OP_NAMES {
        assert!(context.is_registered_operation(name), "{name}");
    }
}
