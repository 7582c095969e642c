// tile-lower-scf-if lowers every scf.if outside loops to cf branches: the
// same blocks, ops and order as convert-scf-to-cf (whose driver is
// quadratic in the ifs of one block), ifs nested in ifs included; ifs inside
// loops are left to convert-scf-to-cf. Running it before convert-scf-to-cf
// changes nothing in the result.

// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-lower-scf-if)' | %FileCheck %s
// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-lower-scf-if,convert-scf-to-cf)' -o %t.ours
// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(convert-scf-to-cf)' -o %t.upstream
// RUN: diff %t.ours %t.upstream

// Sequential ifs without results or else: each block ends in cond_br to the
// then block or the rest of the function.
// CHECK-LABEL: func.func @sequential(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: llvm.store %arg2, %arg1
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: cf.cond_br %arg0, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: llvm.store %arg2, %arg1
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:
// CHECK-NEXT: return
// CHECK-NOT: scf.if
func.func @sequential(%c: i1, %p: !llvm.ptr, %v: i32) {
  scf.if %c {
    llvm.store %v, %p : i32, !llvm.ptr
  }
  scf.if %c {
    llvm.store %v, %p : i32, !llvm.ptr
  }
  return
}

// -----

// An if with an else and results: the results arrive as arguments of a
// continuation block that branches on to the rest.
// CHECK-LABEL: func.func @results(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: %[[A:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: cf.br ^bb3(%[[A]] : i32)
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: cf.br ^bb3(%[[M]] : i32)
// CHECK-NEXT: ^bb3(%[[R:.*]]: i32):
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:
// CHECK-NEXT: return %[[R]] : i32
func.func @results(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  } else {
    %m = arith.muli %x, %x : i32
    scf.yield %m : i32
  }
  return %r : i32
}

// -----

// Nested ifs in a gpu.func; an if inside scf.for stays for
// convert-scf-to-cf.
// CHECK-LABEL: gpu.func @nested(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb4
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: cf.cond_br %arg1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:
// CHECK: scf.for
// CHECK-NEXT: scf.if %arg1 {
// CHECK: gpu.return
gpu.module @m {
  gpu.func @nested(%c: i1, %d: i1, %n: index) kernel {
    scf.if %c {
      scf.if %d {
        gpu.barrier
      }
    }
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %n step %c1 {
      scf.if %d {
        gpu.barrier
      }
    }
    gpu.return
  }
}

// -----

// Three levels, results and else at each, ifs in both branches of the
// middle level: the outer if's blocks come first, each nested if's blocks
// right after the block that held it (lowered outer first, so each if moves
// one block per region: N nested ifs cost O(N)).
// CHECK-LABEL: func.func @nest(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb10
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: cf.cond_br %arg1, ^bb2, ^bb5
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: cf.cond_br %arg0, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: llvm.store
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:
// CHECK-NEXT: %[[A:.*]] = arith.addi
// CHECK-NEXT: cf.br ^bb8(%[[A]] : i32)
// CHECK-NEXT: ^bb5:
// CHECK-NEXT: cf.cond_br %arg1, ^bb6, ^bb7
// CHECK-NEXT: ^bb6:
// CHECK-NEXT: llvm.store
// CHECK-NEXT: cf.br ^bb7
// CHECK-NEXT: ^bb7:
// CHECK-NEXT: cf.br ^bb8(%arg2 : i32)
// CHECK-NEXT: ^bb8(%[[Y:.*]]: i32):
// CHECK-NEXT: cf.br ^bb9
// CHECK-NEXT: ^bb9:
// CHECK-NEXT: cf.br ^bb15(%[[Y]] : i32)
// CHECK-NEXT: ^bb10:
// CHECK-NEXT: cf.cond_br %arg1, ^bb11, ^bb12
// CHECK-NEXT: ^bb11:
// CHECK-NEXT: %[[M:.*]] = arith.muli
// CHECK-NEXT: cf.br ^bb13(%[[M]] : i32)
// CHECK-NEXT: ^bb12:
// CHECK-NEXT: cf.br ^bb13(%arg2 : i32)
// CHECK-NEXT: ^bb13(%[[Z:.*]]: i32):
// CHECK-NEXT: cf.br ^bb14
// CHECK-NEXT: ^bb14:
// CHECK-NEXT: cf.br ^bb15(%[[Z]] : i32)
// CHECK-NEXT: ^bb15(%[[R:.*]]: i32):
// CHECK-NEXT: cf.br ^bb16
// CHECK-NEXT: ^bb16:
// CHECK-NEXT: return %[[R]] : i32
func.func @nest(%c: i1, %d: i1, %x: i32, %p: !llvm.ptr) -> i32 {
  %r = scf.if %c -> i32 {
    %y = scf.if %d -> i32 {
      scf.if %c {
        llvm.store %x, %p : i32, !llvm.ptr
      }
      %a = arith.addi %x, %x : i32
      scf.yield %a : i32
    } else {
      scf.if %d {
        llvm.store %x, %p : i32, !llvm.ptr
      }
      scf.yield %x : i32
    }
    scf.yield %y : i32
  } else {
    %z = scf.if %d -> i32 {
      %m = arith.muli %x, %x : i32
      scf.yield %m : i32
    } else {
      scf.yield %x : i32
    }
    scf.yield %z : i32
  }
  return %r : i32
}
