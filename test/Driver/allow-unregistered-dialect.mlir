// Ops of dialects tile-opt does not know are a parse error, unless
// --allow-unregistered-dialect is given; they are then kept (in generic form)
// next to the tile ops.

// RUN: %not %tile-opt %s 2>&1 | %FileCheck %s --check-prefix=REJECT
// RUN: %tile-opt %s --allow-unregistered-dialect | %FileCheck %s

// CHECK:      func.func @mixed() {
// CHECK-NEXT:   "my.op"() : () -> ()
// CHECK-NEXT:   tile.bulk_commit
// CHECK-NEXT:   return

func.func @mixed() {
  // REJECT: allow-unregistered-dialect.mlir:[[@LINE+1]]:10: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used
  "my.op"() : () -> ()
  tile.bulk_commit
  return
}
