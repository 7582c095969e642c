// A unit that calls NVIDIA's libdevice (math.sin on f32 becomes a call of
// __nv_sinf) when libdevice is not found: a located [libdevice] error at
// each function's first call, naming it and where the compiler looked; no
// output (ptxas refused the PTX: "Unresolved extern function"). Here the
// path given does not exist; libdevice.mlir compiles with one.

// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pipeline=default --emit=ptx --libdevice=%t.none/libdevice.10.bc
// RUN: rm -f %t.ptx
// RUN: %not %tile-opt %s --split-input-file --pipeline=default --emit=ptx --libdevice=%t.none/libdevice.10.bc -o %t.ptx 2>&1 | %FileCheck %s
// RUN: test ! -e %t.ptx
// RUN: %not %tile-opt %s --split-input-file --pipeline=default --emit=host-llvm --libdevice=%t.none/libdevice.10.bc 2>&1 | %FileCheck %s

// CHECK: libdevice-missing.mlir:[[@LINE+7]]:12: error: [libdevice] this call of __nv_sinf (NVIDIA's libdevice, which math ops such as math.sin, math.exp or math.sqrt on floats become) needs libdevice.10.bc, and none was found (looked in {{.*}}.none/libdevice.10.bc)
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k(%p: memref<4xf32, 1>) kernel {
      %c0 = arith.constant 0 : index
      %v = memref.load %p[%c0] : memref<4xf32, 1>
      // expected-error@below {{[libdevice] this call of __nv_sinf}}
      %s = math.sin %v : f32
      // expected-error@below {{[libdevice] this call of __nv_expf}}
      %e = math.exp %s : f32
      %t = math.sin %e : f32
      memref.store %t, %p[%c0] : memref<4xf32, 1>
      gpu.return
    }
  }
}
