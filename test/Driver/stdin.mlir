// The input is read from stdin when it is `-` or not given; diagnostics then
// name the file `<stdin>`, with the line of the input.

// RUN: %tile-opt - < %s | %FileCheck %s
// RUN: %tile-opt < %s | %FileCheck %s
// RUN: cat %s | %tile-opt | %FileCheck %s
// RUN: cat %s | %tile-opt --split-input-file - | %FileCheck %s --check-prefix=SPLIT
// RUN: %not %tile-opt --target=sm_80 - < %s 2>&1 | %FileCheck %s --check-prefix=ERR

// CHECK:      module {
// CHECK-NEXT:   func.func @from_stdin() {
// CHECK-NEXT:     tile.bulk_commit
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK:        func.func @second_part() {

// SPLIT:      func.func @from_stdin() {
// SPLIT:      // -----
// SPLIT:      func.func @second_part() {

func.func @from_stdin() {
  // ERR: <stdin>:[[@LINE+1]]:3: error: 'tile.bulk_commit' op [target-feature] cp.async.bulk requires sm_90 (PTX 8.0), but the target is sm_80
  tile.bulk_commit
  return
}

// -----

func.func @second_part() {
  // ERR-NEXT: <stdin>:[[@LINE+1]]:3: error: 'tile.bulk_wait' op [target-feature] cp.async.bulk requires sm_90 (PTX 8.0), but the target is sm_80
  tile.bulk_wait 0
  return
}
