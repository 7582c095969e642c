// A closed stderr (a broken pipe) does not turn a diagnostic into a panic
// (exit 101): diagnostics are written without `eprintln!`, and the exit
// status still says whether the run failed.

// RUN: python3 %S/Inputs/closed_stderr.py %tile-opt %s | %FileCheck %s --check-prefix=FAILS
// FAILS: exit status 1
// RUN: python3 %S/Inputs/closed_stderr.py %tile-opt %s --target=sm_100a | %FileCheck %s --check-prefix=PASSES
// PASSES: exit status 0

func.func @f(%s: memref<1024xf32, 3>, %g: memref<1024xf32, 1>, %n: i32, %m: i16) {
  tile.bulk_store %s to %g, %n byte_mask(%m) : memref<1024xf32, 3>, memref<1024xf32, 1>
  return
}
