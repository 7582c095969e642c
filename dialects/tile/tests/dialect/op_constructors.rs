//! The generated constructors build what the views read and what the
//! parser makes: every op round-trips through its constructor and its view
//! (the generated `round_trip_every_op`), and ops built from the same
//! values as a parsed kernel print as that kernel.

use std::cell::Cell;

use melior::{
    ir::{
        operation::OperationLike, r#type::IntegerType, Block, BlockLike, Location, Module,
        RegionLike, Type, Value, ValueLike,
    },
    Context,
};
use tile_dialect::attrs::{LoadMode, ReduceKind, SharedSpace};
use tile_dialect::ops::{
    BulkReduceAttributes, BulkReduceOp, BulkReduceOperands, BulkWaitAttributes, BulkWaitOp,
    CpAsyncAttributes, CpAsyncOp, CpAsyncOperands, LoadAttributes, LoadOp, LoadOperands,
    MBarrierTryWaitParityOp, MBarrierTryWaitParityOperands, RebindAttributes, RebindOp,
    RebindOperands, TensorMapFromSlotOp, TensorMapFromSlotOperands,
};

/// What the generated round trips build with: fresh block arguments (each
/// operand a distinct value), one type for every result and type
/// attribute, and the block the ops go in.
struct Fixture<'c, 'a> {
    context: &'c Context,
    location: Location<'c>,
    block: &'a Block<'c>,
    ty: Type<'c>,
    next: Cell<usize>,
}

impl<'c, 'a> Fixture<'c, 'a> {
    /// A block argument no op of this fixture used yet.
    fn one(&self) -> Value<'c, 'a> {
        let index = self.next.get();
        self.next.set(index + 1);
        self.block
            .argument(index)
            .expect("the fixture's block has arguments enough")
            .into()
    }

    fn many(&self, count: usize) -> Vec<Value<'c, 'a>> {
        (0..count).map(|_| self.one()).collect()
    }
}

/// The last case of an enum (not its default in any op).
fn last<T: Copy>(all: &[T]) -> T {
    *all.last().expect("an enum has cases")
}

include!(concat!(env!("OUT_DIR"), "/tile_op_round_trip.rs"));

#[test]
fn every_op_round_trips_through_its_constructor_and_view() {
    let context = tile_dialect::context_with_all_dialects();
    let location = Location::unknown(&context);
    let i32_ty: Type = IntegerType::new(&context, 32).into();
    for full in [true, false] {
        let block = Block::new(&vec![(i32_ty, location); 512]);
        let fixture = Fixture {
            context: &context,
            location,
            block: &block,
            ty: Type::index(&context),
            next: Cell::new(0),
        };
        round_trip_every_op(&fixture, full);
        let mut count = 0;
        let mut op = block.first_operation();
        while let Some(o) = op {
            count += 1;
            op = o.next_in_block();
        }
        assert_eq!(count, tile_dialect::ops::OpKind::ALL.len());
    }
}

const KERNEL_HEAD: &str = r#"
func.func @k(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %y: i32,
             %s: memref<64x64xf32, 3>, %b: memref<i64, 3>, %m: i16, %h: i64, %p: i1,
             %g: memref<256xf32, 1>, %sm: memref<256xf32, 3>, %n: i32,
             %slot: memref<128xi8, 1>, %a: !llvm.ptr<1>, %w: i32, %pitch: i64, %i: index) {
"#;

const KERNEL_OPS: &str = r#"
  tile.load %d[%x, %y] to %s, %b multicast(%m) if %p
      : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
  tile.load %d[%y, %x] to %s, %b mode = tile dst_space = cta l2_hint(%h)
      : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
  tile.bulk_reduce add %sm to %g, %n l2_hint(%h) : memref<256xf32, 3>, memref<256xf32, 1>
  tile.rebind %slot address(%a : !llvm.ptr<1>) dims [%w, %x] strides [%pitch] unchanged = [3]
      : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
  tile.bulk_wait 2 read
  %t = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
  %done = tile.mbarrier_try_wait_parity %b, %x : memref<i64, 3>
  tile.cp_async %g[%i] to %sm[%i], 16 cache = cg l2_prefetch = 128 l2_hint(%h) : memref<256xf32, 1>, memref<256xf32, 3>
"#;

fn body<'c, 'a>(module: &'a Module<'c>) -> melior::ir::BlockRef<'c, 'a> {
    module
        .body()
        .first_operation()
        .expect("a function")
        .region(0)
        .expect("a body")
        .first_block()
        .expect("a block")
}

fn args<'c, 'a>(module: &'a Module<'c>) -> Vec<Value<'c, 'a>> {
    let block = body(module);
    (0..block.argument_count())
        .map(|i| block.argument(i).expect("an argument").into())
        .collect()
}

#[test]
fn built_ops_print_as_the_parsed_ones() {
    let context = tile_dialect::context_with_all_dialects();
    let parsed = Module::parse(
        &context,
        &format!("{KERNEL_HEAD}{KERNEL_OPS}  return\n}}\n"),
    )
    .expect("the kernel parses");
    let built = Module::parse(&context, &format!("{KERNEL_HEAD}  return\n}}\n"))
        .expect("the empty kernel parses");
    let [d, x, y, s, b, m, h, p, g, sm, n, slot, a, w, pitch, i] = args(&built)[..] else {
        panic!("sixteen arguments");
    };
    let block = body(&built);
    let end = block.terminator().expect("a return");
    let location = Location::unknown(&context);
    let insert = |op| block.insert_operation_before(end, op);
    let desc_ty = Type::parse(&context, "!tile.tensormap<f32, rank = 2, box = [64, 64]>")
        .expect("the descriptor type parses");
    let i1: Type = IntegerType::new(&context, 1).into();

    let load = |coords, multicast_mask, l2_hint, predicate| LoadOperands {
        desc: d,
        coords,
        dst: s,
        mbar: b,
        im2col_info: Vec::new(),
        multicast_mask,
        l2_hint,
        predicate,
    };
    insert(
        LoadOp::create(
            &context,
            location,
            load(vec![x, y], Some(m), None, Some(p)),
            LoadAttributes::default(),
        )
        .expect("builds"),
    );
    insert(
        LoadOp::create(
            &context,
            location,
            load(vec![y, x], None, Some(h), None),
            LoadAttributes {
                mode: Some(LoadMode::Tile),
                dst_space: Some(SharedSpace::Cta),
                cta_group: None,
            },
        )
        .expect("builds"),
    );
    insert(
        BulkReduceOp::create(
            &context,
            location,
            BulkReduceOperands {
                src: sm,
                dst: g,
                size: n,
                mbar: None,
                l2_hint: Some(h),
            },
            BulkReduceAttributes {
                kind: ReduceKind::Add,
            },
        )
        .expect("builds"),
    );
    insert(
        RebindOp::create(
            &context,
            location,
            RebindOperands {
                slot,
                address: Some(a),
                dims: vec![w, x],
                strides: vec![pitch],
            },
            RebindAttributes {
                desc_type: desc_ty,
                from_type: None,
                zeroed: false,
                unchanged: Some(vec![3]),
            },
        )
        .expect("builds"),
    );
    insert(
        BulkWaitOp::create(
            &context,
            location,
            BulkWaitAttributes {
                pending: 2,
                read: true,
            },
        )
        .expect("builds"),
    );
    let from_slot = insert(
        TensorMapFromSlotOp::create(
            &context,
            location,
            TensorMapFromSlotOperands { slot },
            desc_ty,
        )
        .expect("builds"),
    );
    let done = insert(
        MBarrierTryWaitParityOp::create(
            &context,
            location,
            MBarrierTryWaitParityOperands { mbar: b, parity: x },
            i1,
        )
        .expect("builds"),
    );
    insert(
        CpAsyncOp::create(
            &context,
            location,
            CpAsyncOperands {
                src: g,
                src_indices: vec![i],
                dst: sm,
                dst_indices: vec![i],
                src_size: None,
                ignore_src: None,
                l2_hint: Some(h),
            },
            CpAsyncAttributes {
                bytes: 16,
                cache: Some(tile_dialect::attrs::CpAsyncCache::Cg),
                l2_prefetch: Some(128),
            },
        )
        .expect("builds"),
    );

    assert!(built.as_operation().verify(), "{}", built.as_operation());
    assert_eq!(
        from_slot.result(0).expect("a result").r#type(),
        desc_ty,
        "the result type is the one given"
    );
    assert_eq!(done.result(0).expect("a result").r#type(), i1);
    assert_eq!(
        built.as_operation().to_string(),
        parsed.as_operation().to_string()
    );
}
