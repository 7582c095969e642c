// RUN: %tile-opt %s -verify-diagnostics

// One error in each of several kernels of one gpu.module (and in a host
// function next to it): each is reported exactly once. MLIR verifies each
// function as a unit of its own; after a failure the hook checks only the
// rest of the failing op's unit. In upstream mlir-opt with the dialect
// plugin (and in the LSP server), the plugin's IsIsolatedFromAbove trait ID
// was not libMLIR.so's, so the hook took the whole module for the unit and
// reported every later kernel's error again: N(N+1)/2 diagnostics for N
// kernels (tools/tile-opt/tests/upstream.rs runs this file through
// mlir-opt with --verify-diagnostics).

module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k0(%g: memref<1024xf32, 1>, %s: memref<1024xf32, 3>, %bar: memref<i64, 3>) kernel {
      %bytes = arith.constant 100 : i32
      // expected-error@below {{[bulk-size]}}
      tile.bulk_load %g to %s, %bytes, %bar : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
      gpu.return
    }
    gpu.func @k1(%g: memref<1024xf32, 1>, %s: memref<1024xf32, 3>, %bar: memref<i64, 3>) kernel {
      %bytes = arith.constant 100 : i32
      // expected-error@below {{[bulk-size]}}
      tile.bulk_load %g to %s, %bytes, %bar : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
      gpu.return
    }
    gpu.func @k2(%g: memref<1024xf32, 1>, %s: memref<1024xf32, 3>, %bar: memref<i64, 3>) kernel {
      %bytes = arith.constant 100 : i32
      // expected-error@below {{[bulk-size]}}
      tile.bulk_load %g to %s, %bytes, %bar : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
      gpu.return
    }
  }
  func.func @host(%g: memref<1024xf32, 1>, %s: memref<1024xf32, 3>, %bar: memref<i64, 3>) {
    %bytes = arith.constant 100 : i32
    // expected-error@below {{[bulk-size]}}
    tile.bulk_load %g to %s, %bytes, %bar : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
    return
  }
}
