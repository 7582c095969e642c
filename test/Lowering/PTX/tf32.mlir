// A tf32 tensor map over f32 memrefs (tf32 has no storage type of its own:
// [tf32-storage]) lowers through both pipelines; the host-born map is
// hoisted and the kernel issues the tensor load (testing/cuda-check assembles
// this PTX with ptxas). tile-fuzz found tf32 buffers the verifier accepted
// and the lowering could not convert.
// RUN: %tile-opt %s --pipeline=default --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx | %FileCheck %s
// CHECK-LABEL: .entry tf32_load(
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @s : memref<32x32xf32, 3> {alignment = 1024}
    memref.global "private" @bar : memref<i64, 3> {alignment = 8}
    gpu.func @tf32_load(%A: memref<64x64xf32, 1>, %x: i32) kernel {
      %s = memref.get_global @s : memref<32x32xf32, 3>
      %bar = memref.get_global @bar : memref<i64, 3>
      %d = tile.make_tensormap %A : memref<64x64xf32, 1> -> !tile.tensormap<tf32, rank = 2, box = [32, 32]>
      tile.load %d[%x, %x] to %s, %bar : !tile.tensormap<tf32, rank = 2, box = [32, 32]>, memref<32x32xf32, 3>, memref<i64, 3>
      gpu.return
    }
  }
}
