// --verify-diagnostics, passing case: every diagnostic (tile verifier errors
// and warnings, MLIR parser errors and their notes) is matched
// by an expected-* comment on its line, in any part of a split file, with
// every designator form (none, @below, @above, @+N, @-N, @N). The run then
// succeeds, prints nothing on stderr, and prints the parts that produced
// output (here the warning part and the clean part) joined by `// -----`.

// RUN: %tile-opt --split-input-file --verify-diagnostics %s | %FileCheck %s
// RUN: %tile-opt --split-input-file --verify-diagnostics %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=STDERR --allow-empty

// STDERR-NOT: {{.}}

// CHECK:      module attributes {tile.target = "sm_90"} {
// CHECK-NEXT:   func.func @warning_only(
// CHECK-NEXT:     tile.bulk_load {{.*}} multicast(
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @clean() {
// CHECK-NEXT:     tile.bulk_commit
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NOT:  {{.}}

// A tile verifier error, expected on the next line.
func.func @bad_size(%s: memref<1024xf32, 3>, %g: memref<1024xf32, 1>) {
  %n = arith.constant 100 : i32
  // expected-error@below {{[bulk-size] bulk copy size must be a positive multiple of 16 bytes, got 100}}
  tile.bulk_store %s to %g, %n : memref<1024xf32, 3>, memref<1024xf32, 1>
  return
}

// -----

// Two errors on one op need two expectations; a substring of the message is
// enough.
// expected-error@+2 {{[box-dim-range] box dimension 1 must be 1..256, got 300}}
// expected-error@+1 {{inner box dimension must span a multiple of 16 bytes}}
func.func @two_errors(%d: !tile.tensormap<f32, rank = 2, box = [6, 300]>) {
  return
}

// -----

// A warning (multicast on a non-arch-specific target) does not fail the part:
// its module is printed.
module attributes {tile.target = "sm_90"} {
  func.func @warning_only(%g: memref<1024xf32, 1>, %s: memref<1024xf32, 3>, %bar: memref<i64, 3>, %n: i32, %m: i16) {
    tile.bulk_load %g to %s, %n, %bar multicast(%m) : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
    // expected-warning@-1 {{[multicast-target] .multicast::cluster is advised only on arch-specific targets}}
    return
  }
}

// -----

// An expectation on the diagnostic's own line, and one with @above.
func.func @same_line() {
  tile.cp_async_wait -1 // expected-error {{[wait-pending] the number of pending groups must be >= 0, got -1}}
  tile.bulk_wait -2
  // expected-error@above {{got -2}}
  return
}

// -----

// An MLIR parse error, located at an absolute line (the line of the op, two
// lines below this comment: 73).
func.func @parse_error() {
  tile.bulk_wait xyz // expected-error@73 {{expected attribute value}}
  return
}

// -----

// An MLIR parser error with a note.
func.func @redefinition(%a: i32) {
  // expected-note@+1 {{previously defined here}}
  %x = arith.addi %a, %a : i32
  // expected-error@+1 {{redefinition of SSA value '%x'}}
  %x = arith.addi %a, %a : i32
  return
}

// -----

func.func @clean() {
  tile.bulk_commit
  return
}
