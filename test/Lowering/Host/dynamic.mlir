// Dynamic shapes: dims, byte strides and the offset come from the memref
// descriptor at run time (memref.extract_strided_metadata); static ones
// stay constants. The global address is the aligned pointer plus the offset
// in bytes. A dynamic innermost stride is checked at run time: if it is not
// 1 the encode counts as failed with CUDA_ERROR_INVALID_VALUE (1). Also: the
// raw-pointer form (tile.make_tensormap_ptr), and a descriptor built in a
// loop (its allocas stay in the entry block).

// RUN: %tile-opt %s --split-input-file --pipeline=default | %FileCheck %s --check-prefix=MLIR
// RUN: %tile-opt %s --split-input-file --pipeline=default --emit=host-llvm | %FileCheck %s --check-prefix=LLVM

!desc = !tile.tensormap<f32, rank = 2, box = [64, 64]>
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    gpu.func @use(%d: !desc) kernel {
      tile.prefetch_tensormap %d : !desc
      gpu.return
    }
  }
  func.func @dyn(%m: memref<?x?xf32>) {
    %c1 = arith.constant 1 : index
    %d = tile.make_tensormap %m : memref<?x?xf32> -> !desc
    gpu.launch_func @k::@use blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : !desc)
    return
  }
}

// MLIR-LABEL: func.func @dyn(
// MLIR: %[[BASE:.*]], %[[OFF:.*]], %[[SIZES:.*]]:2, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// MLIR-NEXT: %[[P:.*]] = memref.extract_aligned_pointer_as_index %arg0
// MLIR-NEXT: %[[I:.*]] = arith.index_cast %[[P]] : index to i64
// MLIR-NEXT: llvm.inttoptr %[[I]] : i64 to !llvm.ptr
// MLIR-NEXT: arith.index_cast %[[SIZES]]#1 : index to i64
// MLIR-NEXT: arith.index_cast %[[SIZES]]#0 : index to i64
// MLIR: arith.muli %[[STRIDES]]#0, %{{.*}} : index
// MLIR: llvm.call @cuTensorMapEncodeTiled(

// The LLVM calling convention of @dyn: (allocated, aligned, offset, size0,
// size1, stride0, stride1). Dims innermost first: size1, size0; the byte
// stride of dim 1: stride0 * 4.
// LLVM-LABEL: define void @dyn(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6)
// LLVM: %[[DIMS:.*]] = alloca [2 x i64], i64 1, align 8
// LLVM: %[[STRIDES:.*]] = alloca [1 x i64], i64 1, align 8
// LLVM: ptrtoint ptr %1 to i64
// LLVM: %[[S:.*]] = mul i64 %5, 4
// LLVM: store i64 %4, ptr
// LLVM: store i64 %3, ptr
// LLVM: store i64 %[[S]], ptr
// LLVM-NEXT: call i32 @cuTensorMapEncodeTiled(ptr %{{.*}}, i32 7, i32 2, ptr %{{.*}}, ptr %[[DIMS]], ptr %[[STRIDES]],

// -----

// A strided view with a dynamic offset and dynamic strides, the innermost
// one included.
!desc = !tile.tensormap<bf16, rank = 3, box = [64, 8, 2]>
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    gpu.func @use(%d: !desc) kernel {
      tile.prefetch_tensormap %d : !desc
      gpu.return
    }
  }
  func.func @view(%m: memref<4x?x128xbf16, strided<[?, ?, ?], offset: ?>>) {
    %c1 = arith.constant 1 : index
    %d = tile.make_tensormap %m : memref<4x?x128xbf16, strided<[?, ?, ?], offset: ?>> -> !desc
    gpu.launch_func @k::@use blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : !desc)
    return
  }
}

// MLIR-LABEL: func.func @view(
// MLIR: %[[BASE:.*]], %[[OFF:.*]], %[[SIZES:.*]]:3, %[[STRIDES:.*]]:3 = memref.extract_strided_metadata %arg0
// MLIR: %[[P:.*]] = memref.extract_aligned_pointer_as_index %arg0
// MLIR: %[[OFFB:.*]] = arith.muli %[[OFF]], %[[TWO:.*]] : index
// MLIR-NEXT: %[[ADDR:.*]] = arith.addi %[[P]], %[[OFFB]] : index
// MLIR: arith.cmpi eq, %[[STRIDES]]#2, %{{.*}} : index

// LLVM-LABEL: define void @view(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8)
// Address: aligned + offset * 2.
// LLVM: %[[OB:.*]] = mul i64 %2, 2
// LLVM-NEXT: %[[A:.*]] = add i64 %{{.*}}, %[[OB]]
// Dims 128, size1, 4; byte strides stride1 * 2, stride0 * 2.
// LLVM: %[[S1:.*]] = mul i64 %7, 2
// LLVM: %[[S2:.*]] = mul i64 %6, 2
// LLVM: %[[INNER:.*]] = icmp eq i64 %8, 1
// LLVM: store i64 128, ptr
// LLVM: store i64 %4, ptr
// LLVM: store i64 4, ptr
// LLVM: store i64 %[[S1]], ptr
// LLVM: store i64 %[[S2]], ptr
// LLVM: %[[R:.*]] = call i32 @cuTensorMapEncodeTiled(ptr %{{.*}}, i32 9, i32 3,
// LLVM: %[[STATUS:.*]] = select i1 %[[INNER]], i32 %[[R]], i32 1
// LLVM: icmp ne i32 %[[STATUS]], 0
// LLVM: call void @tileReportEncodeFailure(i32 %[[STATUS]],

// -----

// The raw-pointer form: dims and byte strides are the op's operands.
!desc = !tile.tensormap<f32, rank = 2, box = [32, 32]>
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    gpu.func @use(%d: !desc) kernel {
      tile.prefetch_tensormap %d : !desc
      gpu.return
    }
  }
  func.func @raw(%p: !llvm.ptr<1>, %w: i64, %h: i64, %pitch: i64) {
    %c1 = arith.constant 1 : index
    %d = tile.make_tensormap_ptr %p, dims [%w, %h], strides [%pitch] : !llvm.ptr<1> -> !desc
    gpu.launch_func @k::@use blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : !desc)
    return
  }
}

// LLVM-LABEL: define void @raw(ptr addrspace(1) %0, i64 %1, i64 %2, i64 %3)
// LLVM: %[[I:.*]] = ptrtoint ptr addrspace(1) %0 to i64
// LLVM-NEXT: %[[P:.*]] = inttoptr i64 %[[I]] to ptr
// LLVM: store i64 %1, ptr
// LLVM: store i64 %2, ptr
// LLVM: store i64 %3, ptr
// LLVM-NEXT: call i32 @cuTensorMapEncodeTiled(ptr %{{.*}}, i32 7, i32 2, ptr %[[P]],

// -----

// A descriptor encoded in a loop, once per iteration: the allocas are in the
// entry block, before the loop.
!desc = !tile.tensormap<f32, rank = 1, box = [256]>
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    gpu.func @use(%d: !desc) kernel {
      tile.prefetch_tensormap %d : !desc
      gpu.return
    }
  }
  func.func @loop(%m: memref<4x1024xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.for %i = %c0 to %c4 step %c1 {
      %row = memref.subview %m[%i, 0] [1, 1024] [1, 1] : memref<4x1024xf32> to memref<1024xf32, strided<[1], offset: ?>>
      %d = tile.make_tensormap %row : memref<1024xf32, strided<[1], offset: ?>> -> !desc
      gpu.launch_func @k::@use blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : !desc)
    }
    return
  }
}

// MLIR-LABEL: func.func @loop(
// MLIR-NEXT: llvm.mlir.constant(1 : i64) : i64
// MLIR-NEXT: llvm.alloca {{.*}} x !llvm.array<16 x i64> {alignment = 64 : i64}
// MLIR-NEXT: llvm.alloca {{.*}} x !llvm.array<1 x i64>
// MLIR-NEXT: llvm.alloca {{.*}} x !llvm.array<1 x i64>
// MLIR: cf.br
// MLIR: llvm.call @cuTensorMapEncodeTiled
// MLIR: scf.if
// MLIR: gpu.launch_func

// LLVM-LABEL: define void @loop(
// LLVM-NEXT: alloca [16 x i64], i64 1, align 64
// LLVM-NEXT: alloca [1 x i64], i64 1, align 8
// LLVM-NEXT: alloca [1 x i64], i64 1, align 8
// LLVM: call i32 @cuTensorMapEncodeTiled(ptr %{{.*}}, i32 7, i32 1,
