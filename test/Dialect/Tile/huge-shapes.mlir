// RUN: %tile-opt %s -split-input-file -verify-diagnostics

// Memrefs of 2^40 elements and more get a clear answer: the rules that
// apply report them (sizes computed without overflow: a product past 2^64
// counts as more than any limit), and a shared-memory global larger than a
// thread block can hold is refused (it compiled, and ptxas accepted 4 TiB of
// `.shared`). Compiling a kernel over 2^40-element global memrefs:
// test/Lowering/Emit/huge-memrefs.mlir.

gpu.module @smem_capacity [#nvvm.target<chip = "sm_90a">] {
  // expected-error@below {{[smem-capacity] memref.global @huge takes 4398046511104 bytes of shared memory, but a thread block on sm_90a has at most 232448}}
  memref.global "private" @huge : memref<1099511627776xf32, 3> {alignment = 1024}
  // expected-error@below {{[smem-capacity] memref.global @beyond_64_bits takes more than 2^64 bytes of shared memory}}
  memref.global "private" @beyond_64_bits : memref<1099511627776x1099511627776xf32, 3>
  // 227 KiB fits sm_90a.
  memref.global "private" @full : memref<58112xf32, 3>
  // Global memory is not limited here.
  memref.global @global : memref<1099511627776xf32, 1>
}

// -----

// sm_86 has 99 KiB per thread block.
gpu.module @smem_capacity_sm86 [#nvvm.target<chip = "sm_86">] {
  // expected-error@below {{[smem-capacity] memref.global @tile takes 131072 bytes of shared memory, but a thread block on sm_86 has at most 101376}}
  memref.global "private" @tile : memref<128x256xf32, 3>
}

// -----

func.func @huge_global_tensor(%g: memref<1099511627776x1099511627776xf32, 1>) {
  // expected-error@+3 {{[global-dim-range] global dimension 0 must be 1..2^32, got 1099511627776}}
  // expected-error@+2 {{[global-dim-range] global dimension 1 must be 1..2^32, got 1099511627776}}
  // expected-error@+1 {{[global-stride-range] global byte stride of dimension 1 must be below 2^40, got 4398046511104}}
  %d = tile.make_tensormap %g : memref<1099511627776x1099511627776xf32, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

func.func @huge_shared_destination(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %s: memref<9223372036854775807x1099511627776xf32, 3>, %bar: memref<i64, 3>) {
  // A destination of more than 2^64 bytes holds the box: no smem-size error, no overflow.
  tile.load %d[%x, %x] to %s, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<9223372036854775807x1099511627776xf32, 3>, memref<i64, 3>
  return
}
