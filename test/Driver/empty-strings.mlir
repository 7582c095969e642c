// Empty strings are legal MLIR: an empty `tile.target` string is read
// without a crash (melior's string accessors panicked on it; every read of
// a string from the IR now goes through tile_dialect::strings) and is a
// located `target-attribute` error. Empty symbol names through the
// pipelines: test/Lowering/Emit/empty-symbol-names.mlir.

// RUN: %not %tile-opt %s 2>&1 | %FileCheck %s
// RUN: %tile-opt %s --verify-diagnostics

// CHECK: empty-strings.mlir:[[@LINE+2]]:1: error: 'builtin.module' op [target-attribute] tile.target: invalid target ''
// expected-error@+1 {{[target-attribute] tile.target: invalid target ''}}
module attributes {tile.target = ""} {}
