// Options of tile-separate-host-tma: `manifest=<path>` is the only one. A
// manifest that cannot be written fails the pass with an error at the module
// (and no output); an unknown or empty option is a pipeline error.

// RUN: %not %tile-opt %s --pass-pipeline='builtin.module(tile-separate-host-tma{manifest=%t.missing/x.json})' 2>&1 | %FileCheck %s --check-prefix=WRITE
// WRITE: options.mlir:[[@LINE+5]]:1: error: 'builtin.module' op [manifest-write] cannot write the launch manifest to '{{.*}}.missing/x.json':
// RUN: %not %tile-opt %s --pass-pipeline='builtin.module(tile-separate-host-tma{bogus=1})' 2>&1 | %FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: tile-opt: error: pass 'tile-separate-host-tma': unknown option 'bogus' (known: manifest)
// RUN: %not %tile-opt %s --pass-pipeline='builtin.module(tile-separate-host-tma{manifest=})' 2>&1 | %FileCheck %s --check-prefix=EMPTY
// EMPTY: tile-opt: error: pass 'tile-separate-host-tma': option 'manifest': expected a file path
module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k(%A: memref<64x64xf32>) kernel {
      %d = tile.make_tensormap %A : memref<64x64xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      gpu.return
    }
  }
}
