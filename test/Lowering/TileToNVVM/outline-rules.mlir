// The outlining of tile-lower-to-nvvm (lowering/src/lower/outline.rs) on hand-written marks:
// any scf.if marked tile.rebind_site in a kernel that asks for it is outlined the same way as
// the planner's sequences, which keeps its meaning. What moves with it is the run of ops right
// before it that only it uses (here the llvm.add; the constant it reads is cloned, not
// passed); a cast of an `index` before it is passed, not moved. A marked scf.if with results,
// or whose body uses an `index` (not a parameter type), stays inline. No mark is left.

// RUN: %tile-opt %s --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=intrinsics})' -o %t.mlir
// RUN: %FileCheck %s --input-file=%t.mlir
// RUN: %not grep -F tile.rebind_site %t.mlir

// CHECK: llvm.func @tile_rebind_site_0(%[[X:.*]]: i64, %[[C:.*]]: i1, %[[P:.*]]: !llvm.ptr<1>) attributes {no_inline}
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[Y:.*]] = llvm.add %[[X]], %[[ONE]] : i64
// CHECK-NEXT: scf.if %[[C]] {
// CHECK-NEXT: llvm.store %[[Y]], %[[P]] : i64, !llvm.ptr<1>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.return
// CHECK: llvm.func @tile_rebind_site_1(%[[C1:.*]]: i1, %[[II:.*]]: i64, %[[P1:.*]]: !llvm.ptr<1>) attributes {no_inline}
// CHECK-NEXT: scf.if %[[C1]] {
// CHECK-NEXT: llvm.store %[[II]], %[[P1]] : i64, !llvm.ptr<1>
// CHECK-LABEL: gpu.func @k(
// CHECK: %[[KONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: llvm.call @tile_rebind_site_0(%arg1, %arg3, %arg0) : (i64, i1, !llvm.ptr<1>) -> ()
// CHECK-NEXT: %[[KII:.*]] = arith.index_cast %arg2 : index to i64
// CHECK-NEXT: llvm.call @tile_rebind_site_1(%arg3, %[[KII]], %arg0) : (i1, i64, !llvm.ptr<1>) -> ()
// CHECK-NEXT: scf.if %arg3 {
// CHECK-NEXT: arith.index_cast %arg2 : index to i64
// CHECK: %[[R:.*]] = scf.if %arg3 -> (i64) {
// CHECK: llvm.store %[[R]], %arg0
// CHECK-NOT: llvm.call
// CHECK: gpu.return

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @k(%p: !llvm.ptr<1>, %x: i64, %i: index, %c: i1) kernel attributes {tile.rebind_outline = "on"} {
    %one = llvm.mlir.constant(1 : i64) : i64
    %y = llvm.add %x, %one : i64
    scf.if %c {
      llvm.store %y, %p : i64, !llvm.ptr<1>
    } {tile.rebind_site}
    %ii = arith.index_cast %i : index to i64
    scf.if %c {
      llvm.store %ii, %p : i64, !llvm.ptr<1>
    } {tile.rebind_site}
    scf.if %c {
      %v = arith.index_cast %i : index to i64
      llvm.store %v, %p : i64, !llvm.ptr<1>
    } {tile.rebind_site}
    %r = scf.if %c -> (i64) {
      scf.yield %x : i64
    } else {
      scf.yield %one : i64
    } {tile.rebind_site}
    llvm.store %r, %p : i64, !llvm.ptr<1>
    gpu.return
  }
}
