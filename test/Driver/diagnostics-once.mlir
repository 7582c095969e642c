// Each diagnostic is reported once. The semantic verifier runs as MLIR's
// verifier of every tile op: at parse time (errors fail the parse, advisories
// are printed), and again after every pass, where it reports errors only, so
// an advisory is not repeated however many passes run; a tile-verify pass for
// the module's own target finds nothing new, one for another target reports
// its own errors once.

// RUN: %tile-opt %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=ONCE
// RUN: %tile-opt %s --pass-pipeline='builtin.module(tile-verify,canonicalize,cse,tile-verify)' 2>&1 >/dev/null | %FileCheck %s --check-prefix=ONCE
// RUN: %tile-opt %s --pipeline=default 2>&1 >/dev/null | %FileCheck %s --check-prefix=ONCE
// RUN: %not %tile-opt %s --pass-pipeline='builtin.module(tile-verify{target=sm_80})' 2>&1 >/dev/null | %FileCheck %s --check-prefix=SM80

// ONCE-COUNT-1: warning: 'tile.bulk_load' op [multicast-target]
// ONCE-NOT: {{warning|error}}

// SM80: warning: 'tile.bulk_load' op [multicast-target]
// SM80-NEXT: error: 'tile.bulk_load' op [target-feature] cp.async.bulk requires sm_90 (PTX 8.0), but the target is sm_80
// SM80-NEXT: error: 'tile.bulk_load' op [target-feature] .multicast::cluster requires sm_90 (PTX 8.0), but the target is sm_80
// SM80-NOT: {{warning|error}}

module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90">] {
    gpu.func @f(%g: memref<1024xf32, 1>, %s: memref<1024xf32, 3>, %bar: memref<i64, 3>, %n: i32, %m: i16) kernel {
      tile.bulk_load %g to %s, %n, %bar multicast(%m) : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
      gpu.return
    }
  }
}
