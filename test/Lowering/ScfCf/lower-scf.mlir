// tile-lower-scf lowers every scf.if and scf.for outside other structured
// ops (scf.while, scf.execute_region, scf.index_switch, ...) to blocks and
// cf branches: the same blocks, ops and order as convert-scf-to-cf (whose
// driver is quadratic in the ifs and loops of one block), nested ones
// included; what is inside the other structured ops is left to
// convert-scf-to-cf. Running it before convert-scf-to-cf changes nothing in
// the result (the diff below).

// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-lower-scf)' | %FileCheck %s
// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-lower-scf,convert-scf-to-cf)' -o %t.ours
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

// Nested ifs in a gpu.func, then an if inside an scf.for: the loop's
// condition block, its body, the if's then block, the back edge, the exit.
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
// CHECK: cf.br ^bb5(%{{.*}} : index)
// CHECK-NEXT: ^bb5([[IV:%.*]]: index):
// CHECK-NEXT: [[TEST:%.*]] = arith.cmpi slt, [[IV]], %arg2 : index
// CHECK-NEXT: cf.cond_br [[TEST]], ^bb6, ^bb9
// CHECK-NEXT: ^bb6:
// CHECK-NEXT: cf.cond_br %arg1, ^bb7, ^bb8
// CHECK-NEXT: ^bb7:
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: cf.br ^bb8
// CHECK-NEXT: ^bb8:
// CHECK-NEXT: [[NEXT:%.*]] = arith.addi [[IV]], %{{.*}} : index
// CHECK-NEXT: cf.br ^bb5([[NEXT]] : index)
// CHECK-NEXT: ^bb9:
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

// -----

// Sibling loops (each split moves only the ops up to the next loop), a
// loop with carried values and results, an unsigned loop over i32, and a
// loop annotation, which only the back edge keeps (as upstream).
// CHECK-LABEL: func.func @loops(
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg3 : index, i32)
// CHECK-NEXT: ^bb1([[IV:%.*]]: index, [[ACC:%.*]]: i32):
// CHECK-NEXT: [[TEST:%.*]] = arith.cmpi slt, [[IV]], %arg1 : index
// CHECK-NEXT: cf.cond_br [[TEST]], ^bb2, ^bb3
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: [[V:%.*]] = memref.load %arg4[[[IV]]]
// CHECK-NEXT: [[SUM:%.*]] = arith.addi [[ACC]], [[V]] : i32
// CHECK-NEXT: [[NEXT:%.*]] = arith.addi [[IV]], %arg2 : index
// CHECK-NEXT: cf.br ^bb1([[NEXT]], [[SUM]] : index, i32) {llvm.loop_annotation = #loop_annotation}
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: cf.br ^bb4(%arg0 : index)
// CHECK-NEXT: ^bb4([[J:%.*]]: index):
// CHECK-NEXT: arith.cmpi slt, [[J]], %arg1 : index
// CHECK: ^bb6:
// CHECK-NEXT: cf.br ^bb7(%arg3, %arg3 : i32, i32)
// CHECK-NEXT: ^bb7([[K:%.*]]: i32, {{%.*}}: i32):
// CHECK-NEXT: arith.cmpi ult, [[K]], %arg3 : i32
// CHECK: ^bb9:
// CHECK-NEXT: return [[ACC]] : i32
// CHECK-NOT: scf.
func.func @loops(%lb: index, %ub: index, %s: index, %x: i32, %m: memref<?xi32>) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %x) -> (i32) {
    %v = memref.load %m[%i] : memref<?xi32>
    %a = arith.addi %acc, %v : i32
    scf.yield %a : i32
  } {llvm.loop_annotation = #llvm.loop_annotation<disableNonforced = true>, other = 1 : i32}
  scf.for %j = %lb to %ub step %s {
    memref.store %x, %m[%j] : memref<?xi32>
  }
  %u = scf.for unsigned %k = %x to %x step %x iter_args(%q = %x) -> (i32) : i32 {
    scf.yield %q : i32
  }
  return %r : i32
}

// -----

// A loop nest inside an if, with an if in the inner body and a result
// carried through both loops; and an scf.while whose body holds a loop and
// an if: those stay for convert-scf-to-cf (the diff above checks the
// whole).
// CHECK-LABEL: func.func @nest_and_while(
// CHECK: ^bb{{[0-9]+}}({{%.*}}: index, {{%.*}}: i32):
// CHECK: ^bb{{[0-9]+}}({{%.*}}: index, {{%.*}}: i32):
// CHECK: scf.while
// CHECK: scf.for
// CHECK: scf.if
// CHECK: return
func.func @nest_and_while(%c: i1, %n: index, %x: i32, %p: !llvm.ptr) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %c -> (i32) {
    %o = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (i32) {
      %in = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> (i32) {
        %d = scf.if %c -> (i32) {
          %e = arith.addi %b, %x : i32
          scf.yield %e : i32
        } else {
          scf.yield %b : i32
        }
        scf.yield %d : i32
      }
      scf.yield %in : i32
    }
    scf.yield %o : i32
  } else {
    scf.yield %x : i32
  }
  %w = scf.while (%v = %r) : (i32) -> i32 {
    %t = arith.cmpi slt, %v, %x : i32
    scf.condition(%t) %v : i32
  } do {
  ^bb0(%v: i32):
    scf.for %i = %c0 to %n step %c1 {
      scf.if %c {
        llvm.store %v, %p : i32, !llvm.ptr
      }
    }
    scf.yield %v : i32
  }
  return %w : i32
}
