// Launch-invariant rebind fields: the per-group descriptor of @grouped takes
// its address and dims from tables (device-only values) but its byte stride
// from the kernel argument %pitch. tile-plan-device-rebind encodes the
// stride in the host template (the launch's %pitch operand, instead of the
// dense placeholder stride) and lists it as unchanged in the device rebind,
// so no global_stride is written on the device: the slot is re-seeded from
// the template before every rebind. tile-check-tensormap-fences accepts the
// result.

// RUN: %tile-opt %s --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind,tile-check-tensormap-fences)' 2>/dev/null | %FileCheck %s --enable-var-scope
// RUN: %tile-opt %s --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind,tile-check-tensormap-fences)' 2>&1 >/dev/null | %FileCheck %s --check-prefix=REMARK
// RUN: %tile-opt %s --pipeline=default --emit=ptx 2>/dev/null | %FileCheck %s --check-prefix=PTX
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx 2>/dev/null | %FileCheck %s --check-prefix=PTX

// REMARK: [rebind-unchanged] fields global_stride[0] are launch-invariant: encoded in the template, not written on the device

// CHECK-LABEL: gpu.func @grouped(
// CHECK-SAME: %{{[a-z0-9_]+}}: i64,
// CHECK: tile.rebind %{{.*}} address(%{{.*}} : !llvm.ptr<1>) dims[%{{.*}}, %{{.*}}] strides[%arg2] unchanged = [3]
// CHECK-SAME: : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
// CHECK-LABEL: func.func @host(
// CHECK-SAME: %[[PITCH:arg2]]: i64
// CHECK: %[[WP:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// CHECK-NEXT: %[[D0:.*]] = arith.constant 64 : i64
// CHECK-NEXT: %[[D1:.*]] = arith.constant 64 : i64
// CHECK-NEXT: %[[TM:.*]] = tile.make_tensormap_ptr %[[WP]], dims[%[[D0]], %[[D1]]], strides[%[[PITCH]]] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
// CHECK-NEXT: gpu.launch_func @kernels::@grouped
// CHECK-SAME: %[[TM]] : !tile.tensormap<f32, rank = 2, box = [64, 64]>

// PTX-LABEL: .visible .entry grouped(
// PTX-NOT: fence.proxy.tensormap::generic.acquire
// PTX: tensormap.replace.tile.global_address.global.b1024.b64 [[[GSLOT:%rd[0-9]+]]], %rd{{[0-9]+}};
// PTX-NOT: tensormap.replace
// PTX: tensormap.replace.tile.global_dim.global.b1024.b32 [[[GSLOT]]], 0,
// PTX-NOT: tensormap.replace
// PTX: tensormap.replace.tile.global_dim.global.b1024.b32 [[[GSLOT]]], 1,
// PTX-NOT: tensormap.replace
// PTX: fence.proxy.tensormap::generic.release.gpu;
// PTX: fence.proxy.tensormap::generic.acquire.gpu [[[G:%rd[0-9]+]]], 128;
// PTX: prefetch.tensormap [[[G]]];
// PTX: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%rd{{[0-9]+}}, {
// PTX-NOT: global_stride
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    gpu.func @grouped(%ptrs: memref<?xi64, 1>, %shapes: memref<?xi64, 1>, %pitch: i64, %groups: index) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c0_i32 = arith.constant 0 : i32
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        scf.for %g = %c0 to %groups step %c1 {
          %a = memref.load %ptrs[%g] : memref<?xi64, 1>
          %g2 = arith.muli %g, %c2 : index
          %g21 = arith.addi %g2, %c1 : index
          %w = memref.load %shapes[%g2] : memref<?xi64, 1>
          %h = memref.load %shapes[%g21] : memref<?xi64, 1>
          %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
          %d = tile.make_tensormap_ptr %p, dims [%w, %h], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.store %smem to %d[%c0_i32, %c0_i32] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.bulk_commit
        }
        tile.bulk_wait 0
      }
      gpu.return
    }
  }
  func.func @host(%ptrs: memref<?xi64, 1>, %shapes: memref<?xi64, 1>, %pitch: i64, %groups: index) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @kernels::@grouped blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%ptrs : memref<?xi64, 1>, %shapes : memref<?xi64, 1>, %pitch : i64, %groups : index)
    return
  }
}
