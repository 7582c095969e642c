// RUN: %tile-opt %s --split-input-file | %FileCheck %s

// [expect-tx-bytes] says nothing where it cannot prove a mismatch (the rule:
// dialects/rules/src/expect_tx.rs; its errors: invalid-expect-tx.mlir). Each case
// is valid, or may be: it must verify without any diagnostic.

// Balanced: several expects add up (arrive.expect_tx + expect_tx), so do two
// copies; a wait, then the next phase of the same barrier, balanced too.
// CHECK-LABEL: func.func @several_expects_add_up
// CHECK-COUNT-2: tile.mbarrier_arrive_expect_tx
func.func @several_expects_add_up(%a: !tile.tensormap<f32, rank = 2, box = [64, 32]>, %x: i32) {
  %bar = memref.alloca() {alignment = 8 : i64} : memref<i64, 3>
  %sa = memref.alloca() {alignment = 128 : i64} : memref<32x64xf32, 3>
  %sb = memref.alloca() {alignment = 128 : i64} : memref<32x64xf32, 3>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %e = arith.constant 8192 : i32
  tile.mbarrier_init %bar, %c1 : memref<i64, 3>
  tile.mbarrier_arrive_expect_tx %bar, %e : memref<i64, 3>
  tile.mbarrier_expect_tx %bar, %e : memref<i64, 3>
  tile.load %a[%x, %x] to %sa, %bar : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, 3>, memref<i64, 3>
  tile.load %a[%x, %x] to %sb, %bar : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, 3>, memref<i64, 3>
  tile.mbarrier_wait_parity %bar, %c0 : memref<i64, 3>
  tile.mbarrier_arrive_expect_tx %bar, %e : memref<i64, 3>
  tile.load %a[%x, %x] to %sa, %bar : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, 3>, memref<i64, 3>
  tile.mbarrier_wait_parity %bar, %c1 : memref<i64, 3>
  return
}

// -----

// A count that is not a constant: nothing is known.
// CHECK-LABEL: func.func @dynamic_count
func.func @dynamic_count(%src: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %bytes: i32) {
  %bar = memref.alloca() {alignment = 8 : i64} : memref<i64, 3>
  %smem = memref.alloca() {alignment = 128 : i64} : memref<64x64xf32, 3>
  tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
  tile.load %src[%x, %x] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
  return
}

// -----

// Multicast (test/gpu/multicast_4cta.mlir): each CTA loads a quarter of the tile
// into every CTA of the cluster and expects the whole tile, 4 x 2048 bytes, three
// quarters of which its peers deliver.
// CHECK-LABEL: gpu.func @multicast_quarters
gpu.module @multicast [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @bar : memref<i64, 3> {alignment = 8}
  memref.global "private" @tile : memref<32x64xf32, 3> {alignment = 1024}
  gpu.func @multicast_quarters(%src: !tile.tensormap<f32, rank = 2, box = [64, 8]>, %x: i32, %mask: i16) kernel
      attributes {known_cluster_size = array<i32: 4, 1, 1>} {
    %bar = memref.get_global @bar : memref<i64, 3>
    %tile = memref.get_global @tile : memref<32x64xf32, 3>
    %quarter = memref.subview %tile[0, 0] [8, 64] [1, 1] : memref<32x64xf32, 3> to memref<8x64xf32, strided<[64, 1]>, 3>
    %whole = arith.constant 8192 : i32
    tile.mbarrier_arrive_expect_tx %bar, %whole : memref<i64, 3>
    tile.load %src[%x, %x] to %quarter, %bar multicast(%mask)
        : !tile.tensormap<f32, rank = 2, box = [64, 8]>, memref<8x64xf32, strided<[64, 1]>, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// A ring of stages (test/gpu/copy_pipe.mlir): the prologue's loop body and the
// refill's scf.if each expect one box on a stage and load it; the consumer waits
// at the stage's phase parity. Balanced in every block.
// CHECK-LABEL: func.func @ring_with_phases
func.func @ring_with_phases(%src: !tile.tensormap<f32, rank = 2, box = [64, 32]>, %x: i32, %n: index) {
  %bars = memref.alloca() {alignment = 8 : i64} : memref<4xi64, 3>
  %ring = memref.alloca() {alignment = 1024 : i64} : memref<4x32x64xf32, 3>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %stages = arith.constant 4 : index
  %bytes = arith.constant 8192 : i32
  %pro = arith.minui %n, %c3 : index
  scf.for %j = %c0 to %pro step %c1 {
    %bar = memref.subview %bars[%j] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
    %buf = memref.subview %ring[%j, 0, 0] [1, 32, 64] [1, 1, 1] : memref<4x32x64xf32, 3> to memref<32x64xf32, strided<[64, 1], offset: ?>, 3>
    tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, strided<[], offset: ?>, 3>
    tile.load %src[%x, %x] to %buf, %bar
        : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
  }
  scf.for %i = %c0 to %n step %c1 {
    %s = arith.remui %i, %stages : index
    %round = arith.divui %i, %stages : index
    %par = arith.remui %round, %c2 : index
    %pari = arith.index_cast %par : index to i32
    %bar = memref.subview %bars[%s] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
    tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, 3>
    %j = arith.addi %i, %c3 : index
    %more = arith.cmpi ult, %j, %n : index
    scf.if %more {
      %sj = arith.remui %j, %stages : index
      %jbar = memref.subview %bars[%sj] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
      %jbuf = memref.subview %ring[%sj, 0, 0] [1, 32, 64] [1, 1, 1] : memref<4x32x64xf32, 3> to memref<32x64xf32, strided<[64, 1], offset: ?>, 3>
      tile.mbarrier_arrive_expect_tx %jbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
      tile.load %src[%x, %x] to %jbuf, %jbar
          : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
    }
  }
  return
}

// -----

// A flat 1-D buffer of the box's bytes, and a non-tensor bulk copy counted by its
// size: 4096 + 2048 expected and delivered.
// CHECK-LABEL: func.func @flat_buffer_and_bulk_copy
func.func @flat_buffer_and_bulk_copy(%d: !tile.tensormap<f32, rank = 2, box = [32, 32]>, %g: memref<512xf32, 1>, %x: i32) {
  %bar = memref.alloca() {alignment = 8 : i64} : memref<i64, 3>
  %flat = memref.alloca() {alignment = 128 : i64} : memref<1024xf32, 3>
  %s = memref.alloca() {alignment = 128 : i64} : memref<512xf32, 3>
  %size = arith.constant 2048 : i32
  %bytes = arith.constant 6144 : i32
  tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
  tile.load %d[%x, %x] to %flat, %bar : !tile.tensormap<f32, rank = 2, box = [32, 32]>, memref<1024xf32, 3>, memref<i64, 3>
  tile.bulk_load %g to %s, %size, %bar : memref<512xf32, 1>, memref<512xf32, 3>, memref<i64, 3>
  return
}

// -----

// A 64-byte box row under sw128 sits at a 128-byte pitch in shared memory, but the
// copy moves only the data: 16 x 32 f32 = 2048 bytes (test/gpu/swizzle.mlir).
// Out-of-bounds elements count too: the NaN-filled box is whole.
// CHECK-LABEL: func.func @swizzle_padding_and_oob
func.func @swizzle_padding_and_oob(%d: !tile.tensormap<f32, rank = 2, box = [16, 32], swizzle = sw128>,
                                   %n: !tile.tensormap<f32, rank = 2, box = [64, 64], oob_fill = nan>, %x: i32) {
  %bar = memref.alloca() {alignment = 8 : i64} : memref<i64, 3>
  %s = memref.alloca() {alignment = 1024 : i64} : memref<32x32xf32, 3>
  %t = memref.alloca() {alignment = 128 : i64} : memref<64x64xf32, 3>
  %bytes = arith.constant 18432 : i32
  tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
  tile.load %d[%x, %x] to %s, %bar : !tile.tensormap<f32, rank = 2, box = [16, 32], swizzle = sw128>, memref<32x32xf32, 3>, memref<i64, 3>
  tile.load %n[%x, %x] to %t, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64], oob_fill = nan>, memref<64x64xf32, 3>, memref<i64, 3>
  return
}

// -----

// Loads under other conditions than the expect: thread 0 expects both boxes and
// loads one, thread 32 loads the other. Nothing is said about either block.
// CHECK-LABEL: func.func @split_between_threads
func.func @split_between_threads(%a: !tile.tensormap<f32, rank = 2, box = [64, 32]>, %x: i32, %t0: i1, %t32: i1) {
  %bar = memref.alloca() {alignment = 8 : i64} : memref<i64, 3>
  %sa = memref.alloca() {alignment = 128 : i64} : memref<32x64xf32, 3>
  %sb = memref.alloca() {alignment = 128 : i64} : memref<32x64xf32, 3>
  %both = arith.constant 16384 : i32
  scf.if %t0 {
    tile.mbarrier_arrive_expect_tx %bar, %both : memref<i64, 3>
    tile.load %a[%x, %x] to %sa, %bar : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, 3>, memref<i64, 3>
  }
  scf.if %t32 {
    tile.load %a[%x, %x] to %sb, %bar : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, 3>, memref<i64, 3>
  }
  return
}

// -----

// One expect for the copies of a loop, or of both branches of an scf.if: the
// block holding the expect also holds region ops that deliver.
// CHECK-LABEL: func.func @expect_outside_the_copies
func.func @expect_outside_the_copies(%a: !tile.tensormap<f32, rank = 2, box = [64, 32]>, %x: i32, %c: i1) {
  %bar = memref.alloca() {alignment = 8 : i64} : memref<i64, 3>
  %other = memref.alloca() {alignment = 8 : i64} : memref<i64, 3>
  %ring = memref.alloca() {alignment = 1024 : i64} : memref<4x32x64xf32, 3>
  %sa = memref.alloca() {alignment = 128 : i64} : memref<32x64xf32, 3>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %all = arith.constant 32768 : i32
  %one = arith.constant 8192 : i32
  %c4_i32 = arith.constant 4 : i32
  tile.mbarrier_arrive_expect_tx %bar, %all : memref<i64, 3>
  scf.for %i = %c0 to %c4 step %c1 {
    %buf = memref.subview %ring[%i, 0, 0] [1, 32, 64] [1, 1, 1] : memref<4x32x64xf32, 3> to memref<32x64xf32, strided<[64, 1], offset: ?>, 3>
    tile.load %a[%x, %x] to %buf, %bar : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, memref<i64, 3>
  }
  tile.mbarrier_arrive_expect_tx %other, %one : memref<i64, 3>
  scf.if %c {
    tile.load %a[%x, %x] to %sa, %other : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, 3>, memref<i64, 3>
  } else {
    tile.load %a[%c4_i32, %x] to %sa, %other : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, 3>, memref<i64, 3>
  }
  return
}

// -----

// Barriers the analysis cannot tell apart or follow: a function argument (the
// caller may deliver too), two dynamic stages in one block (they may be one), a
// guard on the copy only, and a function with a call (the callee may deliver).
// CHECK-LABEL: func.func @argument_barrier
// CHECK-LABEL: func.func @stages_that_may_be_one
// CHECK-LABEL: func.func @different_guards
// CHECK-LABEL: func.func @with_a_call
func.func @argument_barrier(%a: !tile.tensormap<f32, rank = 2, box = [64, 32]>, %x: i32, %bar: memref<i64, 3>) {
  %sa = memref.alloca() {alignment = 128 : i64} : memref<32x64xf32, 3>
  %half = arith.constant 4096 : i32
  tile.mbarrier_arrive_expect_tx %bar, %half : memref<i64, 3>
  tile.load %a[%x, %x] to %sa, %bar : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, 3>, memref<i64, 3>
  return
}
func.func @stages_that_may_be_one(%a: !tile.tensormap<f32, rank = 2, box = [64, 32]>, %x: i32, %i: index, %j: index) {
  %bars = memref.alloca() {alignment = 8 : i64} : memref<4xi64, 3>
  %sa = memref.alloca() {alignment = 128 : i64} : memref<32x64xf32, 3>
  %both = arith.constant 16384 : i32
  %b1 = memref.subview %bars[%i] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
  %b2 = memref.subview %bars[%j] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
  tile.mbarrier_arrive_expect_tx %b1, %both : memref<i64, strided<[], offset: ?>, 3>
  tile.load %a[%x, %x] to %sa, %b1 : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, 3>, memref<i64, strided<[], offset: ?>, 3>
  tile.load %a[%x, %x] to %sa, %b2 : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, 3>, memref<i64, strided<[], offset: ?>, 3>
  return
}
func.func @different_guards(%a: !tile.tensormap<f32, rank = 2, box = [64, 32]>, %x: i32, %p: i1) {
  %bar = memref.alloca() {alignment = 8 : i64} : memref<i64, 3>
  %sa = memref.alloca() {alignment = 128 : i64} : memref<32x64xf32, 3>
  %both = arith.constant 16384 : i32
  tile.mbarrier_arrive_expect_tx %bar, %both : memref<i64, 3>
  tile.load %a[%x, %x] to %sa, %bar if %p : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, 3>, memref<i64, 3>
  return
}
func.func private @helper()
func.func @with_a_call(%a: !tile.tensormap<f32, rank = 2, box = [64, 32]>, %x: i32) {
  %bar = memref.alloca() {alignment = 8 : i64} : memref<i64, 3>
  %sa = memref.alloca() {alignment = 128 : i64} : memref<32x64xf32, 3>
  %both = arith.constant 16384 : i32
  tile.mbarrier_arrive_expect_tx %bar, %both : memref<i64, 3>
  tile.load %a[%x, %x] to %sa, %bar : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, 3>, memref<i64, 3>
  func.call @helper() : () -> ()
  return
}

// -----

// Bytes from peers: a cluster bulk copy (the peer's copy completes on this
// CTA's barrier at the same offset).
// CHECK-LABEL: func.func @cluster_copy
func.func @cluster_copy(%a: !tile.tensormap<f32, rank = 2, box = [64, 32]>, %x: i32, %remote: memref<2048xf32, 3>) {
  %bar = memref.alloca() {alignment = 8 : i64} : memref<i64, 3>
  %sa = memref.alloca() {alignment = 128 : i64} : memref<32x64xf32, 3>
  %src = memref.alloca() {alignment = 128 : i64} : memref<2048xf32, 3>
  %both = arith.constant 16384 : i32
  %size = arith.constant 8192 : i32
  tile.mbarrier_arrive_expect_tx %bar, %both : memref<i64, 3>
  tile.load %a[%x, %x] to %sa, %bar : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, 3>, memref<i64, 3>
  tile.bulk_copy_cluster %src to %remote, %size, %bar : memref<2048xf32, 3>, memref<2048xf32, 3>, memref<i64, 3>
  return
}

// -----

// Branches between blocks (as tile-lower-scf leaves an scf.if): a block is no
// longer a straight run of the function, so nothing in it is judged. Balanced over
// both blocks (4096 + 12288 for two boxes), though neither block alone is.
// CHECK-LABEL: func.func @branches
func.func @branches(%a: !tile.tensormap<f32, rank = 2, box = [64, 32]>, %x: i32, %c: i1) {
  %bar = memref.alloca() {alignment = 8 : i64} : memref<i64, 3>
  %sa = memref.alloca() {alignment = 128 : i64} : memref<32x64xf32, 3>
  %first = arith.constant 4096 : i32
  %rest = arith.constant 12288 : i32
  tile.mbarrier_arrive_expect_tx %bar, %first : memref<i64, 3>
  tile.load %a[%x, %x] to %sa, %bar : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, 3>, memref<i64, 3>
  cf.cond_br %c, ^more, ^done
^more:
  tile.mbarrier_expect_tx %bar, %rest : memref<i64, 3>
  tile.load %a[%x, %x] to %sa, %bar : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, 3>, memref<i64, 3>
  cf.br ^done
^done:
  return
}
