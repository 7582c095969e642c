// --verify-diagnostics, failing cases: each mismatch between the diagnostics
// and the expected-* comments is reported as an error at the diagnostic
// (`unexpected <severity>: <message>`) or at the comment (`expected
// <severity> "<text>" was not produced`), with the line of the original file;
// the exit status is non-zero and nothing is printed on stdout. Within a
// part, unexpected diagnostics come first, then unmet expectations.

// RUN: %not %tile-opt --split-input-file --verify-diagnostics %s 2>&1 >/dev/null | %FileCheck %s
// RUN: %not %tile-opt --split-input-file --verify-diagnostics %s 2>/dev/null | %FileCheck %s --check-prefix=STDOUT --allow-empty

// STDOUT-NOT: {{.}}

// An error nobody expected.
func.func @unexpected_error() {
  // CHECK: verify-diagnostics-fail.mlir:[[@LINE+1]]:3: error: unexpected error: 'tile.cp_async_wait' op [wait-pending] the number of pending groups must be >= 0, got -1
  tile.cp_async_wait -1
  return
}

// -----

// An expected error that is not produced (the op is fine).
func.func @missing_error() {
  // CHECK-NEXT: verify-diagnostics-fail.mlir:[[@LINE+1]]:6: error: expected error "pending groups must be >= 0" was not produced
  // expected-error@+1 {{pending groups must be >= 0}}
  tile.cp_async_wait 0
  return
}

// -----

// The right error, expected on the wrong line (@+2 instead of @+1): it is both
// unexpected where it is and missing where it was expected.
func.func @wrong_line() {
  // CHECK-NEXT: verify-diagnostics-fail.mlir:[[@LINE+3]]:3: error: unexpected error: 'tile.bulk_wait' op [wait-pending] the number of pending groups must be >= 0, got -3
  // CHECK-NEXT: verify-diagnostics-fail.mlir:[[@LINE+1]]:6: error: expected error "got -3" was not produced
  // expected-error@+2 {{got -3}}
  tile.bulk_wait -3
  return
}

// -----

// The right line, the wrong message.
func.func @wrong_message() {
  // CHECK-NEXT: verify-diagnostics-fail.mlir:[[@LINE+3]]:3: error: unexpected error: 'tile.bulk_wait' op [wait-pending] the number of pending groups must be >= 0, got -4
  // CHECK-NEXT: verify-diagnostics-fail.mlir:[[@LINE+1]]:6: error: expected error "got -5" was not produced
  // expected-error@+1 {{got -5}}
  tile.bulk_wait -4
  return
}

// -----

// A warning nobody expected, and an expected warning that is not produced.
module attributes {tile.target = "sm_90"} {
  func.func @warnings(%g: memref<1024xf32, 1>, %s: memref<1024xf32, 3>, %bar: memref<i64, 3>, %n: i32, %m: i16) {
    // CHECK-NEXT: verify-diagnostics-fail.mlir:[[@LINE+1]]:5: error: unexpected warning: 'tile.bulk_load' op [multicast-target] .multicast::cluster is advised only on arch-specific targets (sm_90a, sm_100a); on sm_90 it may be substantially slower
    tile.bulk_load %g to %s, %n, %bar multicast(%m) : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
    // CHECK-NEXT: verify-diagnostics-fail.mlir:[[@LINE+1]]:8: error: expected warning "multicast" was not produced
    // expected-warning@+1 {{multicast}}
    tile.bulk_load %g to %s, %n, %bar : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
    return
  }
}

// -----

// An error expected as a warning: the severity must match too.
func.func @wrong_severity() {
  // CHECK-NEXT: verify-diagnostics-fail.mlir:[[@LINE+3]]:3: error: unexpected error: 'tile.cp_async_wait' op [wait-pending] the number of pending groups must be >= 0, got -6
  // CHECK-NEXT: verify-diagnostics-fail.mlir:[[@LINE+1]]:6: error: expected warning "got -6" was not produced
  // expected-warning@+1 {{got -6}}
  tile.cp_async_wait -6
  return
}

// -----

// The error and its note are both produced; an extra expected note is not.
func.func @missing_note(%a: i32) {
  // expected-note@+1 {{previously defined here}}
  %x = arith.addi %a, %a : i32
  // CHECK-NEXT: verify-diagnostics-fail.mlir:[[@LINE+2]]:6: error: expected note "defined twice" was not produced
  // expected-error@+2 {{redefinition of SSA value '%x'}}
  // expected-note@+1 {{defined twice}}
  %x = arith.addi %a, %a : i32
  return
}

// -----

// An error whose note is not expected: the note is unexpected.
func.func @unexpected_note(%a: i32) {
  // CHECK-NEXT: verify-diagnostics-fail.mlir:[[@LINE+1]]:3: error: unexpected note: previously defined here
  %y = arith.addi %a, %a : i32
  // expected-error@+1 {{redefinition of SSA value '%y'}}
  %y = arith.addi %a, %a : i32
  return
}

// -----

// A malformed expectation (no `{{`) is an error of its own.
func.func @malformed() {
  // CHECK-NEXT: verify-diagnostics-fail.mlir:[[@LINE+1]]:6: error: line [[@LINE+1]]: expected `{{[{][{]}}` to start the message of expected{{[-]}}error
  // expected-error@+1 got -7
  tile.bulk_wait 0
  return
}
// CHECK-NOT: {{.}}
