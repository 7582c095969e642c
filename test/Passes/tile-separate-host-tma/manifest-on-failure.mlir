// The launch manifest is written only when the whole run succeeds: a run
// that fails after tile-separate-host-tma (here the output stage: the
// module is not lowered, so there is no PTX to emit) leaves no manifest and
// no output file behind (it used to write the manifest anyway).

// RUN: rm -f %t.json %t.ptx
// RUN: %not %tile-opt %s --pass-pipeline='builtin.module(tile-separate-host-tma{manifest=%t.json})' --emit=ptx -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=FAIL
// RUN: test ! -e %t.json
// RUN: test ! -e %t.ptx
// FAIL: error: 'gpu.func' op [not-lowered]

// The same pipeline with the default MLIR output succeeds and writes it.
// RUN: %tile-opt %s --pass-pipeline='builtin.module(tile-separate-host-tma{manifest=%t.json})' -o %t.mlir
// RUN: %FileCheck %s --input-file=%t.json --check-prefix=JSON
// JSON: "name": "k"

module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel {
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      gpu.return
    }
  }
  func.func @host(%a: memref<256x128xf32>) {
    %c1 = arith.constant 1 : index
    %d = tile.make_tensormap %a : memref<256x128xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : !tile.tensormap<f32, rank = 2, box = [64, 64]>)
    return
  }
}
