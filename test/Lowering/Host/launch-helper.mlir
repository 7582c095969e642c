// Launch helpers (lowering/src/host/outline.rs): eight or more synchronous launches of one kernel
// with one operand signature share an internal host function holding the descriptors' CUresult
// checks, the failure reports and the guarded gpu.launch_func; each launch is a call of it with
// the encodes' statuses, the launch operands and, for each descriptor, its blob's stack slot
// (loaded in the helper). Fewer launches (@few: 7 of @k2) keep the inline guard.
// RUN: %tile-opt %s --pipeline=default | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default --emit=host-llvm | %FileCheck %s --check-prefix=HOST

// CHECK-LABEL: func.func @many(
// CHECK: %[[STORAGE_A:.*]] = llvm.alloca {{.*}} x !llvm.array<16 x i64> {alignment = 64 : i64}
// CHECK: %[[STORAGE_B:.*]] = llvm.alloca {{.*}} x !llvm.array<16 x i64> {alignment = 64 : i64}
// CHECK: %[[STATUS_A:.*]] = llvm.call @cuTensorMapEncodeTiled(%[[STORAGE_A]],
// CHECK-NOT: gpu.launch_func
// CHECK: call @[[HELPER:__tile_host_tma_launch_[0-9]+]](%[[STATUS_A]], %c16, %c1, %c1, %c32, %c1, %c1, %arg0, %[[STORAGE_A]]) : (i32, index, index, index, index, index, index, memref<256x256xf32>, !llvm.ptr) -> ()
// CHECK: %[[STATUS_B:.*]] = llvm.call @cuTensorMapEncodeTiled(%[[STORAGE_B]],
// CHECK: call @[[HELPER]](%[[STATUS_B]], %c8, %c1, %c1, %c32, %c1, %c1, %arg1, %[[STORAGE_B]])
// CHECK-COUNT-6: call @[[HELPER]](
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK-LABEL: func.func @few(
// CHECK: llvm.call @cuTensorMapEncodeTiled(
// CHECK: llvm.call @tileReportEncodeFailure(
// CHECK-COUNT-7: gpu.launch_func  @kernels::@k2
// CHECK-NOT: call @__tile_host_tma_launch
// CHECK: return
// CHECK-LABEL: func.func private @
// CHECK-SAME: [[HELPER]](
// CHECK-SAME: %[[STATUS:arg0]]: i32
// CHECK-SAME: %[[BLOB:arg8]]: !llvm.ptr) attributes {llvm.linkage = #llvm.linkage<internal>}
// CHECK: %[[DESC:.*]] = llvm.load %[[BLOB]] {alignment = 64 : i64} : !llvm.ptr -> !llvm.array<128 x i8>
// CHECK: %[[FAILED:.*]] = arith.cmpi ne, %[[STATUS]]
// CHECK: scf.if %[[FAILED]] {
// CHECK: llvm.call @tileReportEncodeFailure(%[[STATUS]],
// CHECK: %[[OK:.*]] = arith.cmpi eq, %[[STATUS]]
// CHECK: scf.if %[[OK]] {
// CHECK-NEXT: gpu.launch_func  @kernels::@k blocks in (%arg1, %arg2, %arg3) threads in (%arg4, %arg5, %arg6)  args(%arg7 : memref<256x256xf32>, %[[DESC]] : !llvm.array<128 x i8>)
// CHECK: return

// HOST-LABEL: define void @many(
// HOST-COUNT-8: call void @[[HELPER:__tile_host_tma_launch_[0-9]+]](i32
// HOST-NOT: @mgpuLaunchKernel
// HOST-LABEL: define void @few(
// HOST-COUNT-7: call void @mgpuLaunchKernel(
// HOST-LABEL: define internal void @
// HOST-SAME: [[HELPER]](
// HOST: load [128 x i8], ptr %{{.*}}, align 64
// HOST: call void @tileReportEncodeFailure(
// HOST: call void @mgpuLaunchKernel(
!desc = !tile.tensormap<f32, rank = 2, box = [32, 32]>
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @smem : memref<32x32xf32, 3> {alignment = 1024}
    memref.global "private" @bar : memref<i64, 3> {alignment = 8}
    gpu.func @k(%m: memref<256x256xf32>) kernel {
      %d = tile.make_tensormap %m : memref<256x256xf32> -> !desc
      %s = memref.get_global @smem : memref<32x32xf32, 3>
      %b = memref.get_global @bar : memref<i64, 3>
      %c0 = arith.constant 0 : i32
      tile.load %d[%c0, %c0] to %s, %b : !desc, memref<32x32xf32, 3>, memref<i64, 3>
      gpu.return
    }
    gpu.func @k2(%m: memref<256x256xf32>) kernel {
      %d = tile.make_tensormap %m : memref<256x256xf32> -> !desc
      %s = memref.get_global @smem : memref<32x32xf32, 3>
      %b = memref.get_global @bar : memref<i64, 3>
      %c0 = arith.constant 0 : i32
      tile.load %d[%c0, %c0] to %s, %b : !desc, memref<32x32xf32, 3>, memref<i64, 3>
      gpu.return
    }
  }
  func.func @many(%a: memref<256x256xf32>, %b: memref<256x256xf32>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@k blocks in (%c16, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<256x256xf32>)
    gpu.launch_func @kernels::@k blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1) args(%b : memref<256x256xf32>)
    gpu.launch_func @kernels::@k blocks in (%c16, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<256x256xf32>)
    gpu.launch_func @kernels::@k blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1) args(%b : memref<256x256xf32>)
    gpu.launch_func @kernels::@k blocks in (%c16, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<256x256xf32>)
    gpu.launch_func @kernels::@k blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1) args(%b : memref<256x256xf32>)
    gpu.launch_func @kernels::@k blocks in (%c16, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<256x256xf32>)
    gpu.launch_func @kernels::@k blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1) args(%b : memref<256x256xf32>)
    return
  }
  func.func @few(%a: memref<256x256xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@k2 blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<256x256xf32>)
    gpu.launch_func @kernels::@k2 blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<256x256xf32>)
    gpu.launch_func @kernels::@k2 blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<256x256xf32>)
    gpu.launch_func @kernels::@k2 blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<256x256xf32>)
    gpu.launch_func @kernels::@k2 blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<256x256xf32>)
    gpu.launch_func @kernels::@k2 blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<256x256xf32>)
    gpu.launch_func @kernels::@k2 blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<256x256xf32>)
    return
  }
}
