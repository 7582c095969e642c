// Launch sites, with tile-separate-host-tma run first in the same pipeline:
// every launch of a kernel with device-born descriptors gets its own
// workspace placeholder (the grid, and n * 128 bytes per CTA: here a 3-D
// grid and n = 2; tile-lower-host-tma turns it into a workspace cached per
// launch site) and its own templates, inserted between the original
// operands and the host-born descriptors the first pass appended. Nothing
// is allocated or freed around the launch. Launches of other kernels are
// left alone.

// RUN: %tile-opt %s --verify-diagnostics --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind,tile-check-tensormap-fences)' | %FileCheck %s --enable-var-scope

// CHECK-LABEL: gpu.func @two(
// CHECK-SAME: %arg0: memref<?xi64, 1>, %arg1: memref<4096xf32, 1>,
// CHECK-SAME: %[[T0:arg2]]: !tile.tensormap<f32, rank = 1, box = [256]>, %[[T1:arg3]]: !tile.tensormap<bf16, rank = 1, box = [128]>,
// CHECK-SAME: %[[WS:arg4]]: memref<?xi8, 1>, %[[H:arg5]]: !tile.tensormap<f32, rank = 1, box = [256]>) kernel
// CHECK-SAME: attributes {tile.num_device_tmas = 2 : i32, tile.num_host_tmas = 1 : i32, tile.rebind_workspace_param = 4 : i32}
// The two descriptors, with no use in between, are rebound in one sequence:
// one elected branch, one release fence, one barrier.
// CHECK: %[[S0:.*]] = memref.assume_alignment %{{.*}}, 128
// CHECK: %[[S1:.*]] = memref.assume_alignment %{{.*}}, 128
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: tile.tensormap_init %[[S0]] from %[[T0]]
// CHECK-NEXT: tile.tensormap_fence_acquire %[[S0]]
// CHECK-NEXT: tile.rebind %[[S0]]
// CHECK-NEXT: tile.tensormap_init %[[S1]] from %[[T1]]
// CHECK-NEXT: tile.tensormap_fence_acquire %[[S1]]
// CHECK-NEXT: tile.rebind %[[S1]]
// CHECK-NEXT: tile.tensormap_fence_release
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: tile.tensormap_fence_acquire %[[S0]]
// CHECK-NEXT: tile.tensormap_fence_acquire %[[S1]]
// CHECK-NEXT: %[[V0:.*]] = tile.tensormap_from_slot %[[S0]]
// CHECK-NEXT: %[[V1:.*]] = tile.tensormap_from_slot %[[S1]]
// CHECK-NEXT: tile.prefetch_tensormap %[[V0]]
// CHECK-NEXT: tile.prefetch_tensormap %[[V1]]
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
// CHECK-LABEL: gpu.func @plain(
// CHECK-SAME: %arg0: memref<4096xf32, 1>, %arg1: !tile.tensormap<f32, rank = 1, box = [256]>) kernel
// CHECK-SAME: attributes {tile.num_device_tmas = 0 : i32, tile.num_host_tmas = 1 : i32} {

// CHECK-LABEL: func.func @first(
// CHECK-SAME: %[[GX:arg2]]: index, %[[GY:arg3]]: index, %[[GZ:arg4]]: index)
// CHECK: %[[HD:.*]] = tile.make_tensormap %arg1
// CHECK-NEXT: %[[WS:.*]] = builtin.unrealized_conversion_cast %[[GX]], %[[GY]], %[[GZ]] : index, index, index to memref<?xi8, 1> {tile.rebind_workspace = 256 : i64}
// CHECK-NEXT: %[[WA:.*]] = memref.extract_aligned_pointer_as_index %[[WS]] : memref<?xi8, 1> -> index
// CHECK: %[[TA:.*]] = tile.make_tensormap_ptr %{{.*}} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 1, box = [256]>
// CHECK: %[[TB:.*]] = tile.make_tensormap_ptr %{{.*}} : !llvm.ptr<1> -> !tile.tensormap<bf16, rank = 1, box = [128]>
// CHECK-NEXT: gpu.launch_func @m::@two blocks in (%[[GX]], %[[GY]], %[[GZ]])
// CHECK-SAME: args(%arg0 : memref<?xi64, 1>, %arg1 : memref<4096xf32, 1>, %[[TA]] : !tile.tensormap<f32, rank = 1, box = [256]>, %[[TB]] : !tile.tensormap<bf16, rank = 1, box = [128]>, %[[WS]] : memref<?xi8, 1>, %[[HD]] : !tile.tensormap<f32, rank = 1, box = [256]>)
// CHECK-NEXT: gpu.launch_func @m::@plain
// CHECK-SAME: args(%arg1 : memref<4096xf32, 1>, %[[HD]] : !tile.tensormap<f32, rank = 1, box = [256]>)
// CHECK-NEXT: return

// CHECK-LABEL: func.func @second(
// CHECK: %[[WS2:.*]] = builtin.unrealized_conversion_cast {{.*}} {tile.rebind_workspace = 256 : i64}
// CHECK: gpu.launch_func @m::@two
// CHECK-SAME: %[[WS2]] : memref<?xi8, 1>
// CHECK-NEXT: return
module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    gpu.func @two(%table: memref<?xi64, 1>, %x: memref<4096xf32, 1>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 4096 : i64
      %host = tile.make_tensormap %x : memref<4096xf32, 1> -> !tile.tensormap<f32, rank = 1, box = [256]>
      %bid = gpu.block_id x
      %a = memref.load %table[%bid] : memref<?xi64, 1>
      %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
      %b = memref.load %table[%c1] : memref<?xi64, 1>
      %q = llvm.inttoptr %b : i64 to !llvm.ptr<1>
      // expected-remark @below {{'tile.make_tensormap_ptr' op [device-born] descriptor depends on 'llvm.inttoptr' at line 70; it needs a device rebind}}
      // expected-remark @below {{[rebind-scope] gpu: the slot is in global memory, read by the TMA unit (slot 0 of the 2 per CTA in the workspace, parameter #4; template: parameter #2)}}
      // expected-remark @below {{[rebind-plan] seeded from its template and rebound by thread (0, 0, 0) of the CTA}}
      // expected-remark @below {{[rebind-unchanged] fields global_dim[0] are launch-invariant: encoded in the template, not written on the device}}
      %d = tile.make_tensormap_ptr %p, dims [%n], strides [] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 1, box = [256]>
      // expected-remark @below {{'tile.make_tensormap_ptr' op [device-born] descriptor depends on 'llvm.inttoptr' at line 72; it needs a device rebind}}
      // expected-remark @below {{[rebind-scope] gpu: the slot is in global memory, read by the TMA unit (slot 1 of the 2 per CTA in the workspace, parameter #4; template: parameter #3)}}
      // expected-remark @below {{[rebind-plan] seeded from its template and rebound by thread (0, 0, 0) of the CTA}}
      // expected-remark @below {{[rebind-unchanged] fields global_dim[0] are launch-invariant: encoded in the template, not written on the device}}
      // expected-remark @below {{[rebind-batch] rebound in one sequence with 'tile.make_tensormap_ptr' at line 77 (both by thread (0, 0, 0), no use in between): one elected branch, one release fence, one barrier for both}}
      %e = tile.make_tensormap_ptr %q, dims [%n], strides [] : !llvm.ptr<1> -> !tile.tensormap<bf16, rank = 1, box = [128]>
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 1, box = [256]>
      tile.prefetch_tensormap %e : !tile.tensormap<bf16, rank = 1, box = [128]>
      tile.prefetch_tensormap %host : !tile.tensormap<f32, rank = 1, box = [256]>
      gpu.return
    }
    gpu.func @plain(%x: memref<4096xf32, 1>) kernel {
      %host = tile.make_tensormap %x : memref<4096xf32, 1> -> !tile.tensormap<f32, rank = 1, box = [256]>
      tile.prefetch_tensormap %host : !tile.tensormap<f32, rank = 1, box = [256]>
      gpu.return
    }
  }
  func.func @first(%table: memref<?xi64, 1>, %x: memref<4096xf32, 1>, %gx: index, %gy: index, %gz: index) {
    %c32 = arith.constant 32 : index
    %c1 = arith.constant 1 : index
    gpu.launch_func @m::@two blocks in (%gx, %gy, %gz) threads in (%c32, %c1, %c1)
        args(%table : memref<?xi64, 1>, %x : memref<4096xf32, 1>)
    gpu.launch_func @m::@plain blocks in (%gx, %gy, %gz) threads in (%c32, %c1, %c1)
        args(%x : memref<4096xf32, 1>)
    return
  }
  func.func @second(%table: memref<?xi64, 1>, %x: memref<4096xf32, 1>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @m::@two blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%table : memref<?xi64, 1>, %x : memref<4096xf32, 1>)
    return
  }
}
