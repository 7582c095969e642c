// A warning (here: multicast on a target that is not arch-specific) is
// printed as `file:line:col: warning: ...` on stderr but does not fail the
// run: the exit status is 0 and the module is printed.

// RUN: %tile-opt %s 2>%t.stderr | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=WARN < %t.stderr

// CHECK: tile.bulk_load {{.*}} multicast(

module attributes {tile.target = "sm_90"} {
  func.func @multicast(%g: memref<1024xf32, 1>, %s: memref<1024xf32, 3>, %bar: memref<i64, 3>, %n: i32, %m: i16) {
    // WARN: warning-exit-status.mlir:[[@LINE+1]]:5: warning: 'tile.bulk_load' op [multicast-target] .multicast::cluster is advised only on arch-specific targets (sm_90a, sm_100a); on sm_90 it may be substantially slower
    tile.bulk_load %g to %s, %n, %bar multicast(%m) : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
    return
  }
}
// WARN-NOT: {{.}}
