// A tf32 tensor map built on the host over an f32 memref (tf32 has no
// storage type of its own: the verifier's [element-type-mismatch] accepts
// f32 for tf32) is encoded by tile-lower-host-tma with the TFLOAT32 data
// type (11) instead of being refused as an element-type mismatch: the
// verifier and the host lowering ask the same question
// (tile_rules::element::holds_element). tile-fuzz regression
// lower-reject-tf32-host-encode.

// RUN: %tile-opt %s --pipeline=default | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx | %FileCheck %s --check-prefix=PTX

module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @smem : memref<32x32xf32, 3> {alignment = 1024}
    memref.global "private" @bar : memref<i64, 3> {alignment = 8}
    gpu.func @tf32_load(%src: !tile.tensormap<tf32, rank = 2, box = [32, 32]>) kernel {
      %s = memref.get_global @smem : memref<32x32xf32, 3>
      %b = memref.get_global @bar : memref<i64, 3>
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %bytes = arith.constant 4096 : i32
      tile.mbarrier_init %b, %c1 : memref<i64, 3>
      tile.mbarrier_arrive_expect_tx %b, %bytes : memref<i64, 3>
      tile.load %src[%c0, %c0] to %s, %b
          : !tile.tensormap<tf32, rank = 2, box = [32, 32]>, memref<32x32xf32, 3>, memref<i64, 3>
      tile.mbarrier_wait_parity %b, %c0 : memref<i64, 3>
      gpu.return
    }
  }
  func.func @run(%a: memref<64x64xf32>) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %da = tile.make_tensormap %a : memref<64x64xf32> -> !tile.tensormap<tf32, rank = 2, box = [32, 32]>
    gpu.launch_func @kernels::@tf32_load blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%da : !tile.tensormap<tf32, rank = 2, box = [32, 32]>)
    return
  }
}

// CHECK-LABEL: func.func @run(
// CHECK-NOT: tile.make_tensormap
// CHECK: %[[TYPE:.*]] = llvm.mlir.constant(11 : i32) : i32
// CHECK: llvm.call @cuTensorMapEncodeTiled(%{{.*}}, %[[TYPE]], {{.*}}) : (!llvm.ptr, i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, i32, i32) -> i32
// PTX-LABEL: .entry tf32_load(
// PTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
