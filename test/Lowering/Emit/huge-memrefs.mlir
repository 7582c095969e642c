// A kernel over 2^40-element global memrefs (indices and sizes are 64-bit)
// compiles with both pipelines and ptxas-clean shapes: the memref
// descriptors are by-value i64 fields, nothing is sized from the shape.

// RUN: %tile-opt %s --pipeline=default --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx | %FileCheck %s

// CHECK-LABEL: // gpu.module @kernels
// CHECK: .visible .entry k(
// CHECK: ld.global.b32
// CHECK: st.global.b32
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k(%in: memref<1099511627776xf32, 1>, %out: memref<1099511627776xf32, 1>, %i: index) kernel {
      %v = memref.load %in[%i] : memref<1099511627776xf32, 1>
      memref.store %v, %out[%i] : memref<1099511627776xf32, 1>
      gpu.return
    }
  }
}
