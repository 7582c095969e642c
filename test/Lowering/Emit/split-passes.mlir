// The gpu.module-nested passes of a named pipeline (convert-gpu-to-nvvm ..
// cse) run on the kernels of one unit split into sibling gpu.modules (here
// one kernel each: --output-chunk-ops=1), in parallel with several
// threads, and are joined back: the MLIR after the pipeline and the PTX are
// the same bytes as with the unit whole (--output-chunk-ops=0). The three
// kernels keep their places around the globals; the globals are converted
// once.

// RUN: %tile-opt %s --pipeline=default --output-chunk-ops=0 -o %t.whole.mlir --timing 2> %t.whole.timing
// RUN: %tile-opt %s --pipeline=default --output-chunk-ops=1 --threads=2 -o %t.split.mlir --timing 2> %t.split.timing
// RUN: %tile-opt %s --pipeline=default --output-chunk-ops=1 --threads=1 -o %t.split1.mlir
// RUN: diff %t.whole.mlir %t.split.mlir
// RUN: diff %t.whole.mlir %t.split1.mlir
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx --output-chunk-ops=0 -o %t.whole.ptx
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx --output-chunk-ops=1 -o %t.split.ptx
// RUN: diff %t.whole.ptx %t.split.ptx
// RUN: %FileCheck %s < %t.split.mlir
// RUN: %FileCheck %s --check-prefix=SPLIT < %t.split.timing
// RUN: %FileCheck %s --check-prefix=WHOLE < %t.whole.timing

// CHECK-LABEL: gpu.module @kernels
// CHECK-NEXT: llvm.mlir.global private @smem
// CHECK-NEXT: llvm.mlir.global private @bar
// CHECK: llvm.func @first(
// CHECK: llvm.mlir.global private @between
// CHECK-NEXT: llvm.func @second(
// CHECK: llvm.func @third(
// CHECK-NOT: gpu.module
// CHECK-NOT: __tile_part

// SPLIT: Split for passes
// SPLIT: Join split units
// WHOLE-NOT: Split for passes
// WHOLE: gpu.module(convert-gpu-to-nvvm,tile-fold-memref-structs)
// WHOLE-NOT: Join split units

module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @bar : memref<i64, 3> {alignment = 8}
    gpu.func @first(%src: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel {
      %smem = memref.get_global @smem : memref<64x64xf32, 3>
      %bar = memref.get_global @bar : memref<i64, 3>
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %bytes = arith.constant 16384 : i32
      tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
      tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
      tile.load %src[%c0_i32, %c0_i32] to %smem, %bar
          : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      gpu.return
    }
    memref.global "private" @between : memref<i64, 3> {alignment = 8}
    gpu.func @second(%dst: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel {
      %smem = memref.get_global @smem : memref<64x64xf32, 3>
      %c0_i32 = arith.constant 0 : i32
      tile.store %smem to %dst[%c0_i32, %c0_i32]
          : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.bulk_commit
      tile.bulk_wait 0 read
      gpu.return
    }
    gpu.func @third(%dst: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel {
      %smem = memref.get_global @smem : memref<64x64xf32, 3>
      %bar = memref.get_global @between : memref<i64, 3>
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
      tile.store %smem to %dst[%c0_i32, %c0_i32]
          : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.bulk_commit
      tile.bulk_wait 0 read
      gpu.return
    }
  }
}
