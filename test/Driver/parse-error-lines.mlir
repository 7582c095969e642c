// Diagnostics are printed as `file:line:col: error: message` with the line
// and column of the original file, also in later parts of a split file (each
// part is parsed with the lines before it kept as blank lines). Without
// --split-input-file the marker is a comment and parsing stops at the first
// error of the file.

// RUN: %not %tile-opt --split-input-file %s 2>&1 | %FileCheck %s
// RUN: %not %tile-opt %s 2>&1 | %FileCheck %s --check-prefix=WHOLE

func.func @ok() {
  tile.bulk_commit
  return
}

// -----

func.func @unknown_op() {
  tile.bulk_commit
  // CHECK: parse-error-lines.mlir:[[@LINE+2]]:3: error: custom op 'tile.no_such_op' is unknown
  // WHOLE: parse-error-lines.mlir:[[@LINE+1]]:3: error: custom op 'tile.no_such_op' is unknown
  tile.no_such_op
  return
}
// WHOLE-NOT: error:

// -----

// A bad token: the column is that of the `$`.
func.func @bad_token() {
  // CHECK-NEXT: parse-error-lines.mlir:[[@LINE+1]]:31: error: unexpected character
  %x = arith.constant 1 : i32 $
  return
}

// -----

// A bad custom-syntax operand of a tile op.
func.func @bad_operand() {
  // CHECK-NEXT: parse-error-lines.mlir:[[@LINE+1]]:17: error: expected attribute value
  tile.bulk_wait xyz
  return
}

// -----

// MLIR's verifier runs as part of parsing; its error carries a note at the
// same place.
func.func @bad_return(%a: i32) -> i64 {
  // CHECK-NEXT: parse-error-lines.mlir:[[@LINE+2]]:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @bad_return
  // CHECK-NEXT: parse-error-lines.mlir:[[@LINE+1]]:3: note: see current operation: "func.return"(%arg0) : (i32) -> ()
  return %a : i32
}

// -----

// The tile verifier's errors have the op's line too.
func.func @bad_wait() {
  tile.bulk_commit
  // CHECK-NEXT: parse-error-lines.mlir:[[@LINE+1]]:3: error: 'tile.bulk_wait' op [wait-pending] the number of pending groups must be >= 0, got -1
  tile.bulk_wait -1
  return
}
// CHECK-NOT: error:
