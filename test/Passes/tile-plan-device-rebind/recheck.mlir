// recheck=on|off: after inserting the in-flight waits, the planner checks each planned kernel
// with the fence checker again (recheck=on, the default). The named pipelines pass
// recheck=off, since their tile-check-tensormap-fences follows at once: when the inserted
// waits retire everything the first check found, the planner does not run the checker a
// second time. The planned IR is the same either way (the first two RUN lines' outputs are
// compared). A finding that no inserted wait retires is still reported by the planner under
// recheck=off: recheck-findings.mlir.

// RUN: %tile-opt %s --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind{recheck=on})' -o %t.on 2> %t.on.remarks
// RUN: %tile-opt %s --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind{recheck=off})' -o %t.off 2> %t.off.remarks
// RUN: diff %t.on %t.off
// RUN: diff %t.on.remarks %t.off.remarks
// RUN: %FileCheck %s --input-file=%t.off
// RUN: %FileCheck %s --input-file=%t.off.remarks --check-prefix=REMARK
// RUN: %tile-opt %s --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind{recheck=off},tile-check-tensormap-fences)' -o /dev/null 2>/dev/null
// RUN: %not %tile-opt %s --pass-pipeline='builtin.module(tile-plan-device-rebind{recheck=maybe})' -o %t.bad 2>&1 | %FileCheck %s --check-prefix=OPTION
// RUN: %not test -e %t.bad

// OPTION: tile-opt: error: pass 'tile-plan-device-rebind': option 'recheck': expected on or off

// Two sibling loops, each storing through a descriptor built from its table entry: each
// slot's rewrite gets a commit + wait for the stores of earlier iterations.
// REMARK: recheck.mlir:[[@LINE+29]]:16: remark: 'tile.make_tensormap_ptr' op [rebind-in-flight] tile.bulk_commit + tile.bulk_wait 0 read inserted before the slot is rewritten
// REMARK: recheck.mlir:[[@LINE+35]]:16: remark: 'tile.make_tensormap_ptr' op [rebind-in-flight] tile.bulk_commit + tile.bulk_wait 0 read inserted before the slot is rewritten
// CHECK-LABEL: gpu.func @siblings(
// CHECK: scf.for
// CHECK: scf.if
// CHECK-NEXT: tile.bulk_commit
// CHECK-NEXT: tile.bulk_wait 0 read
// CHECK: tile.rebind
// CHECK: tile.tensormap_fence_release
// CHECK: scf.for
// CHECK: scf.if
// CHECK-NEXT: tile.bulk_commit
// CHECK-NEXT: tile.bulk_wait 0 read
// CHECK: tile.rebind
// CHECK: tile.tensormap_fence_release
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    gpu.func @siblings(%table: memref<?xi64, 1>, %w: i64, %pitch: i64, %n: index) kernel attributes {tile.rebind_seed = "zero"} {
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c0_i32 = arith.constant 0 : i32
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        scf.for %i = %c0 to %n step %c1 {
          %a = memref.load %table[%i] : memref<?xi64, 1>
          %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
          %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.store %smem to %d[%c0_i32, %c0_i32] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.bulk_commit
        }
        scf.for %i = %c0 to %n step %c1 {
          %a = memref.load %table[%i] : memref<?xi64, 1>
          %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
          %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.store %smem to %d[%c0_i32, %c0_i32] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.bulk_commit
        }
        tile.bulk_wait 0
      }
      gpu.return
    }
  }
}
