// -o writes the output to a file instead of stdout (`-o -` is stdout). On a
// failing input no output file is created: neither for a verifier error nor
// when only a later part of a split file fails.

// RUN: rm -f %t
// RUN: %tile-opt %s -o %t | %FileCheck %s --check-prefix=STDOUT --allow-empty
// RUN: %FileCheck %s < %t
// RUN: %tile-opt %s -o - | %FileCheck %s
// RUN: %tile-opt %s -o=%t.eq
// RUN: %FileCheck %s < %t.eq

// RUN: rm -f %t
// RUN: %not %tile-opt %s --target=sm_80 -o %t
// RUN: test ! -e %t

// RUN: %tile-opt %s --split-input-file -o %t.split
// RUN: %FileCheck %s --check-prefix=SPLIT < %t.split
// RUN: rm -f %t.split
// RUN: %not %tile-opt %s --split-input-file --target=sm_80 -o %t.split
// RUN: test ! -e %t.split

// An unwritable output path is an error.
// RUN: %not %tile-opt %s -o %t.no-such-dir/out.mlir 2>&1 | %FileCheck %s --check-prefix=UNWRITABLE
// UNWRITABLE: tile-opt: error: cannot write '{{.*}}.no-such-dir/out.mlir': {{.*}}

// STDOUT-NOT: {{.}}

// CHECK:      module {
// CHECK-NEXT:   func.func @first() {
// CHECK-NEXT:     tile.cp_async_commit
// CHECK:        func.func @second() {
// CHECK-NEXT:     tile.bulk_commit

// SPLIT:      func.func @first() {
// SPLIT:      // -----
// SPLIT:      func.func @second() {

// The first part is legal for sm_80, the second is not.
func.func @first() {
  tile.cp_async_commit
  return
}

// -----

func.func @second() {
  tile.bulk_commit
  return
}
