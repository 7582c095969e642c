// Device-born descriptors: an operand that depends on a device-only value (a
// block id, a value loaded in the kernel, a loop induction variable, a global
// of the device module) keeps the descriptor in the kernel. It is marked
// `tile.device_born` (its type is the host-born template of every immutable
// field), counted in `tile.num_device_tmas`, and a remark names the value it
// depends on; the device-rebind planner takes it from there. Host-born
// descriptors of the same kernel are still hoisted. In a function that is not
// a kernel nothing is launch-invariant, and it gets no counts.

// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-separate-host-tma)' | %FileCheck %s --enable-var-scope

// CHECK-LABEL: gpu.func @mixed(
// CHECK-SAME: %arg0: !llvm.ptr<1>, %[[H:arg1]]: i64, %arg2: memref<64x64xf32>, %arg3: memref<4xi64>,
// CHECK-SAME: %[[HOST:arg4]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel
// CHECK-SAME: attributes {tile.num_device_tmas = 4 : i32, tile.num_host_tmas = 1 : i32} {
// CHECK: %[[BID:.*]] = gpu.block_id x
// CHECK: %[[D0:.*]] = tile.make_tensormap_ptr %arg0, dims[%{{.*}}, %[[H]]], strides[%{{.*}}] {tile.device_born}
// CHECK: %[[D1:.*]] = tile.make_tensormap_ptr %arg0, dims[%{{.*}}, %[[H]]], strides[%{{.*}}] {tile.device_born}
// CHECK: scf.for
// CHECK: memref.subview
// CHECK-NEXT: tile.make_tensormap %{{.*}} {tile.device_born}
// CHECK: memref.get_global @table
// CHECK-NEXT: tile.make_tensormap %{{.*}} {tile.device_born}
// CHECK: tile.prefetch_tensormap %[[HOST]]
// CHECK-NEXT: gpu.return
module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @table : memref<64x64xf32, 1>
    gpu.func @mixed(%p: !llvm.ptr<1>, %h: i64, %A: memref<64x64xf32>, %sizes: memref<4xi64>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %pitch = arith.constant 256 : i64
      %bid = gpu.block_id x
      %bi = arith.index_cast %bid : index to i64
      // expected-remark @below {{'tile.make_tensormap_ptr' op [device-born] descriptor depends on 'gpu.block_id' at line 34; it needs a device rebind}}
      %d0 = tile.make_tensormap_ptr %p, dims [%bi, %h], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %w = memref.load %sizes[%c0] : memref<4xi64>
      // expected-remark @below {{'tile.make_tensormap_ptr' op [device-born] descriptor depends on 'memref.load' at line 38; it needs a device rebind}}
      %d1 = tile.make_tensormap_ptr %p, dims [%w, %h], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d0 : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d1 : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      scf.for %i = %c0 to %c4 step %c1 {
        %s = memref.subview %A[%i, 0] [16, 64] [1, 1] : memref<64x64xf32> to memref<16x64xf32, strided<[64, 1], offset: ?>>
        // expected-remark @below {{'tile.make_tensormap' op [device-born] descriptor depends on block argument #0 of 'scf.for' at line 43; it needs a device rebind}}
        %d2 = tile.make_tensormap %s : memref<16x64xf32, strided<[64, 1], offset: ?>> -> !tile.tensormap<f32, rank = 2, box = [64, 16]>
        tile.prefetch_tensormap %d2 : !tile.tensormap<f32, rank = 2, box = [64, 16]>
      }
      %g = memref.get_global @table : memref<64x64xf32, 1>
      // expected-remark @below {{'tile.make_tensormap' op [device-born] descriptor depends on 'memref.get_global' at line 49; it needs a device rebind}}
      %d3 = tile.make_tensormap %g : memref<64x64xf32, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d3 : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %d4 = tile.make_tensormap %A : memref<64x64xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d4 : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      gpu.return
    }
  }
  func.func @host(%p: !llvm.ptr<1>, %h: i64, %A: memref<64x64xf32>, %sizes: memref<4xi64>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @m::@mixed blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%p : !llvm.ptr<1>, %h : i64, %A : memref<64x64xf32>, %sizes : memref<4xi64>)
    return
  }
}

// -----

// A device function (not a kernel): its arguments are not launch operands, so
// its descriptor stays, marked device-born; only kernels get the counts. The
// kernel calling it has no descriptor of its own and gets zero counts.

// CHECK-LABEL: gpu.func @helper(
// CHECK-SAME: %arg0: memref<64x64xf32>) {
// CHECK-NEXT: tile.make_tensormap %arg0 {tile.device_born}
// CHECK-LABEL: gpu.func @k(
// CHECK-SAME: %arg0: memref<64x64xf32>) kernel attributes {tile.num_device_tmas = 0 : i32, tile.num_host_tmas = 0 : i32} {
module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    gpu.func @helper(%A: memref<64x64xf32>) {
      // expected-remark @below {{'tile.make_tensormap' op [device-born] descriptor depends on argument #0 of @helper, which is not a kernel (only kernel arguments are known at launch); it needs a device rebind}}
      %d = tile.make_tensormap %A : memref<64x64xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      gpu.return
    }
    gpu.func @k(%A: memref<64x64xf32>) kernel {
      gpu.return
    }
  }
}
