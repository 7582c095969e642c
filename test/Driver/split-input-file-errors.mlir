// --split-input-file with failing parts: every part is still processed (an
// error in one part does not hide those of later parts), each diagnostic has
// the line of the original file, the exit status is non-zero and nothing is
// printed on stdout, not even the parts that succeeded.

// RUN: %not %tile-opt --split-input-file %s 2>&1 >/dev/null | %FileCheck %s
// RUN: %not %tile-opt --split-input-file %s 2>/dev/null | %FileCheck %s --check-prefix=STDOUT --allow-empty

// STDOUT-NOT: {{.}}

func.func @good() {
  tile.bulk_commit
  return
}

// -----

func.func @bad_wait() {
  // CHECK: split-input-file-errors.mlir:[[@LINE+1]]:3: error: 'tile.cp_async_wait' op [wait-pending] the number of pending groups must be >= 0, got -1
  tile.cp_async_wait -1
  return
}

// -----

func.func @also_good() {
  tile.cp_async_commit
  return
}

// -----

func.func @bad_size(%s: memref<1024xf32, 3>, %g: memref<1024xf32, 1>) {
  %n = arith.constant 8 : i32
  // CHECK-NEXT: split-input-file-errors.mlir:[[@LINE+1]]:3: error: 'tile.bulk_store' op [bulk-size] bulk copy size must be a positive multiple of 16 bytes, got 8
  tile.bulk_store %s to %g, %n : memref<1024xf32, 3>, memref<1024xf32, 1>
  return
}
// CHECK-NOT: error
