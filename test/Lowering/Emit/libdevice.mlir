// math ops on f32 that upstream's conversion turns into calls of NVIDIA's
// libdevice (`__nv_sinf`...) compile to PTX that defines what it calls:
// libdevice.10.bc is linked into the unit (lowering/src/output/libdevice.rs;
// lit passes the CUDA wheel's as TILE_LIBDEVICE), only the functions used
// are kept, and ptxas assembles it, with both strategies and in the host
// code's embedded PTX. Without it, ptxas refused the PTX ("Unresolved
// extern function '__nv_sinf'"); libdevice-missing.mlir: a located error.

// REQUIRES: ptxas, libdevice
// RUN: %tile-opt %s --pipeline=default --emit=ptx -o %t.ptx
// RUN: %FileCheck %s < %t.ptx
// RUN: ptxas -arch=sm_90a %t.ptx -o %t.cubin 2>&1 | count 0
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx -o %t.asm.ptx
// RUN: ptxas -arch=sm_90a %t.asm.ptx -o %t.asm.cubin 2>&1 | count 0
// RUN: env -u TILE_LIBDEVICE %tile-opt %s --pipeline=default --emit=ptx --libdevice=%libdevice | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default --emit=host-llvm | %FileCheck %s --check-prefix=HOST

// CHECK-LABEL: .visible .entry k(
// CHECK-DAG: call.uni (retval0), __nv_sinf,
// CHECK-DAG: call.uni (retval0), __nv_expf,
// CHECK-DAG: call.uni (retval0), __nv_logf,
// CHECK-DAG: call.uni (retval0), __nv_tanhf,
// CHECK-DAG: call.uni (retval0), __nv_erff,
// CHECK-DAG: call.uni (retval0), __nv_exp2f,
// CHECK-DAG: .func  (.param .b32 func_retval0) __nv_sinf(
// CHECK-DAG: .func  (.param .b32 func_retval0) __nv_erff(
// Only what the kernel calls (and what that calls).
// CHECK-NOT: __nv_cosf(
// The host code's PTX (upstream's NVVM target, libdevice in its `link`
// list, optimized: inlined) calls no libdevice function.
// HOST: @kernels_binary = internal constant
// HOST-SAME: .entry k(
// HOST-NOT: __nv_

module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k(%p: memref<16xf32, 1>) kernel {
      %c0 = arith.constant 0 : index
      %v = memref.load %p[%c0] : memref<16xf32, 1>
      %a = math.sin %v : f32
      %b = math.exp %a : f32
      %c = math.log %b : f32
      %d = math.tanh %c : f32
      %e = math.erf %d : f32
      %f = math.sqrt %e : f32
      %g = math.rsqrt %f : f32
      %h = math.exp2 %g : f32
      memref.store %h, %p[%c0] : memref<16xf32, 1>
      gpu.return
    }
  }
  func.func @host(%p: memref<16xf32, 1>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%p : memref<16xf32, 1>)
    return
  }
}
