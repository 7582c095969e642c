// tile-fold-memref-structs on LLVM dialect functions (it runs after
// convert-gpu-to-nvvm in the named pipelines; here on its own).
// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(tile-fold-memref-structs))' | %FileCheck %s

// The descriptor of a memref.get_global as convert-gpu-to-nvvm builds it: only
// the aligned pointer is read, so the struct, its poison, the dead constants and
// the round trip through i64 go; the pointer is used directly.
// CHECK-LABEL: llvm.func @descriptor(
// CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A:.*]] = llvm.mlir.addressof @bar : !llvm.ptr<3>
// CHECK-NEXT: %[[P:.*]] = llvm.getelementptr %[[A]][0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
// CHECK-NEXT: nvvm.mbarrier.init %[[P]], %[[C1]] : !llvm.ptr<3>, i32
// CHECK-NEXT: llvm.return
gpu.module @m {
  llvm.mlir.global private @bar() {addr_space = 3 : i32, alignment = 8 : i64} : i64
  llvm.func @descriptor() {
    %one = llvm.mlir.constant(1 : i32) : i32
    %zero = llvm.mlir.constant(0 : index) : i64
    %a = llvm.mlir.addressof @bar : !llvm.ptr<3>
    %p = llvm.getelementptr %a[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
    %dead = llvm.mlir.constant(3735928559 : index) : i64
    %deadp = llvm.inttoptr %dead : i64 to !llvm.ptr<3>
    %s0 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64)>
    %s1 = llvm.insertvalue %deadp, %s0[0] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
    %s2 = llvm.insertvalue %p, %s1[1] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
    %s3 = llvm.insertvalue %zero, %s2[2] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
    %e = llvm.extractvalue %s3[1] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
    %i = llvm.ptrtoint %e : !llvm.ptr<3> to i64
    %q = llvm.inttoptr %i : i64 to !llvm.ptr<3>
    nvvm.mbarrier.init %q, %one : !llvm.ptr<3>, i32
    llvm.return
  }
}

// -----

// Nested positions: an insertion at [3, 1] is looked through for [3, 0]; an
// insertion of the whole field [3] holds [3, 0] and stops the fold, as does an
// extraction of the whole [3] from insertions into it, and a poison base.
// CHECK-LABEL: llvm.func @positions(
// CHECK-SAME: %[[X:[^:]*]]: i64, %[[Y:[^:]*]]: i64, %[[W:[^:]*]]: !llvm.array<2 x i64>
// CHECK: %[[S2:.*]] = llvm.insertvalue %[[Y]], %{{.*}}[3, 1]
// CHECK: %[[S3:.*]] = llvm.insertvalue %[[W]], %[[S2]][3]
// CHECK: %[[S4:.*]] = llvm.insertvalue %[[X]], %[[S3]][3, 0]
// CHECK-NEXT: %[[WHOLE:.*]] = llvm.extractvalue %[[S4]][3]
// CHECK-NEXT: %[[FROM_W:.*]] = llvm.extractvalue %[[S3]][3, 1]
// CHECK-NEXT: %[[NONE:.*]] = llvm.extractvalue %[[S4]][2]
// CHECK-NEXT: llvm.call @use(%[[X]], %[[FROM_W]], %[[NONE]], %[[WHOLE]])
gpu.module @m {
  llvm.func @use(%a: i64, %b: i64, %c: i64, %d: !llvm.array<2 x i64>) {
    llvm.return
  }
  llvm.func @positions(%x: i64, %y: i64, %w: !llvm.array<2 x i64>) {
    %s0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>)>
    %s1 = llvm.insertvalue %x, %s0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>)>
    %s2 = llvm.insertvalue %y, %s1[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>)>
    %s3 = llvm.insertvalue %w, %s2[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>)>
    %s4 = llvm.insertvalue %x, %s3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>)>
    %a = llvm.extractvalue %s4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>)>
    %whole = llvm.extractvalue %s4[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>)>
    %b = llvm.extractvalue %s3[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>)>
    %c = llvm.extractvalue %s4[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>)>
    llvm.call @use(%a, %b, %c, %whole) : (i64, i64, i64, !llvm.array<2 x i64>) -> ()
    llvm.return
  }
}

// -----

// Round trips that are not the identity stay: through 32 bits (a 64-bit
// pointer truncated), and back to another address space.
// CHECK-LABEL: llvm.func @round_trips(
// CHECK-SAME: %[[P:[^:]*]]: !llvm.ptr<1>
// CHECK-NEXT: %[[I32:.*]] = llvm.ptrtoint %[[P]] : !llvm.ptr<1> to i32
// CHECK-NEXT: %[[Q32:.*]] = llvm.inttoptr %[[I32]] : i32 to !llvm.ptr<1>
// CHECK-NEXT: %[[I64:.*]] = llvm.ptrtoint %[[P]] : !llvm.ptr<1> to i64
// CHECK-NEXT: %[[G:.*]] = llvm.inttoptr %[[I64]] : i64 to !llvm.ptr
// CHECK-NEXT: llvm.store %{{.*}}, %[[Q32]]
// CHECK-NEXT: llvm.store %{{.*}}, %[[G]]
// CHECK-NEXT: llvm.store %{{.*}}, %[[P]]
gpu.module @m {
  llvm.func @round_trips(%p: !llvm.ptr<1>, %v: i32) {
    %i32 = llvm.ptrtoint %p : !llvm.ptr<1> to i32
    %q32 = llvm.inttoptr %i32 : i32 to !llvm.ptr<1>
    %i64 = llvm.ptrtoint %p : !llvm.ptr<1> to i64
    %g = llvm.inttoptr %i64 : i64 to !llvm.ptr
    %same = llvm.inttoptr %i64 : i64 to !llvm.ptr<1>
    llvm.store %v, %q32 : i32, !llvm.ptr<1>
    llvm.store %v, %g : i32, !llvm.ptr
    llvm.store %v, %same : i32, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// Unused pure ops go, last to first (a dead chain whole); ops with effects and
// their operands stay, in every block.
// CHECK-LABEL: llvm.func @dead(
// CHECK-NEXT: %[[C:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT: llvm.br ^bb1
// CHECK: ^bb1:
// CHECK-NEXT: llvm.store %[[C]], %{{.*}} : i32, !llvm.ptr
// CHECK-NEXT: llvm.return
gpu.module @m {
  llvm.func @dead(%p: !llvm.ptr) {
    %c = llvm.mlir.constant(7 : i32) : i32
    %z = llvm.mlir.zero : !llvm.ptr
    %n = llvm.mlir.constant(4096 : index) : i64
    %g = llvm.getelementptr %z[%n] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %i = llvm.ptrtoint %g : !llvm.ptr to i64
    %t = llvm.trunc %i : i64 to i32
    llvm.br ^bb1
  ^bb1:
    %m = llvm.mul %t, %c : i32
    llvm.store %c, %p : i32, !llvm.ptr
    llvm.return
  }
}
