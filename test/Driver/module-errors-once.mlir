// Each module-level error is reported once: [smem-static] of a kernel
// without tile ops (tile-opt checks that scope itself) and of one with tile
// ops (the hook of its first tile op reports the scope), [smem-capacity] of
// an LLVM shared global, [smem-launch] of a launch; with no pipeline, the
// default one with PTX output, and a pipeline text. Exactly these four
// errors, in order, nothing else.

// RUN: %not %tile-opt %s -split-input-file 2>&1 >/dev/null | %FileCheck %s
// RUN: %not %tile-opt %s -split-input-file --pipeline=default --emit=ptx 2>&1 >/dev/null | %FileCheck %s
// RUN: %not %tile-opt %s -split-input-file --pass-pipeline='builtin.module(tile-verify,canonicalize)' 2>&1 >/dev/null | %FileCheck %s
// RUN: %tile-opt %s -split-input-file --verify-diagnostics >/dev/null

// CHECK-NOT: error
// CHECK: module-errors-once.mlir:[[# @LINE + 12]]:5: error: 'gpu.func' op [smem-static] kernel @no_tile_ops uses 65536 bytes
// CHECK-NOT: error
// CHECK: module-errors-once.mlir:[[# @LINE + 24]]:5: error: 'gpu.func' op [smem-static] kernel @with_tile_ops uses 49156 bytes
// CHECK-NOT: error
// CHECK: module-errors-once.mlir:[[# @LINE + 36]]:5: error: 'llvm.mlir.global' op [smem-capacity] llvm.mlir.global @smem takes 8388608 bytes
// CHECK-NOT: error
// CHECK: module-errors-once.mlir:[[# @LINE + 53]]:5: error: 'gpu.launch_func' op [smem-launch] launch of @k::@dyn asks for 232433 bytes
// CHECK-NOT: error
module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_100a">] {
    memref.global "private" @big : memref<65536xi8, 3>
    // expected-error@below {{[smem-static] kernel @no_tile_ops uses 65536 bytes}}
    gpu.func @no_tile_ops() kernel {
      %big = memref.get_global @big : memref<65536xi8, 3>
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @a : memref<8192xf32, 3> {alignment = 128}
    memref.global "private" @b : memref<4097xf32, 3> {alignment = 128}
    // expected-error@below {{[smem-static] kernel @with_tile_ops uses 49156 bytes}}
    gpu.func @with_tile_ops() kernel {
      %a = memref.get_global @a : memref<8192xf32, 3>
      %b = memref.get_global @b : memref<4097xf32, 3>
      tile.fence_proxy_async shared_cta
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    // expected-error@below {{[smem-capacity] llvm.mlir.global @smem takes 8388608 bytes}}
    llvm.mlir.global internal @smem() {addr_space = 3 : i32} : !llvm.array<65536 x i1024>
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @bar : memref<2xi64, 3>
    gpu.func @dyn() kernel {
      %b = memref.get_global @bar : memref<2xi64, 3>
      %s = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      gpu.return
    }
  }
  func.func @over() {
    %c1 = arith.constant 1 : index
    %smem = arith.constant 232433 : i32
    // expected-error@below {{[smem-launch] launch of @k::@dyn asks for 232433 bytes}}
    gpu.launch_func @k::@dyn blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) dynamic_shared_memory_size %smem
    return
  }
}
