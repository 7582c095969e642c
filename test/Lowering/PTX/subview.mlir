// A strided memref.subview in a kernel (dynamic offset) lowers through both
// pipelines: expand-strided-metadata runs before the GPU-to-NVVM conversion.
// RUN: %tile-opt %s --pipeline=default --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx | %FileCheck %s
// CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    gpu.func @f(%g: memref<1024xf32, 1>, %s: memref<256xf32, 3>, %b: memref<i64, 3>, %o: index) kernel {
      %v = memref.subview %g[%o] [256] [1] : memref<1024xf32, 1> to memref<256xf32, strided<[1], offset: ?>, 1>
      %c = arith.constant 1024 : i32
      tile.bulk_load %v to %s, %c, %b : memref<256xf32, strided<[1], offset: ?>, 1>, memref<256xf32, 3>, memref<i64, 3>
      gpu.return
    }
  }
}
