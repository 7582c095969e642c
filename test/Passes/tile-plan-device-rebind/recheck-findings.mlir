// recheck=off (recheck.mlir) skips the planner's second fence check only when the waits it
// inserted retire everything the first check found. A hand-written rebind without its
// release next to a device-born descriptor is a finding no wait retires: the planner reports
// it under either option, at the load, naming both rules.

// RUN: %not %tile-opt %s --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind{recheck=off})' -o %t.off 2>&1 | %FileCheck %s
// RUN: %not test -e %t.off
// RUN: %not %tile-opt %s --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind{recheck=on})' -o /dev/null 2>&1 | %FileCheck %s
// RUN: %not %tile-opt %s --pipeline=default --emit=ptx -o %t.ptx 2>/dev/null
// RUN: %not test -e %t.ptx

module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
    gpu.func @mixed(%table: memref<?xi64, 1>, %w: i64, %pitch: i64, %n: index,
                    %q: !llvm.ptr<1>, %w32: i32, %pitch2: i64, %bar: memref<i64, 3>) kernel attributes {tile.rebind_seed = "zero"} {
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
        tile.bulk_wait 0
        %slot = memref.get_global @slot : memref<128xi8, 1>
        tile.rebind %slot address(%q : !llvm.ptr<1>) dims [%w32, %w32] strides [%pitch2] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
        %u = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        // CHECK: recheck-findings.mlir:[[@LINE+1]]:9: error: 'gpu.func' op [rebind-verify] after planning the device rebinds, tile-check-tensormap-fences still finds: 'tile.load' op [fence-release-missing] reads global descriptor slot @slot whose last write, at line 34 (tile.rebind), is not followed by a tile.tensormap_fence_release on this path
        tile.load %u[%c0_i32, %c0_i32] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      }
      gpu.return
    }
  }
}
