// The shared::cta path: lane 0 builds the descriptor in a
// shared::cta slot (tile.tensormap_init + tile.rebind), a warp barrier makes
// its writes visible to the warp, warp 0 publishes it to the global slot with
// tile.tensormap_cp_fenceproxy (copy + release), and the consumer acquires
// the global slot. The correct kernel passes; each mutant breaks one rule of
// the path and is reported at the copy: no barrier after the last write
// (fenceproxy-sync), nothing written on the path (fenceproxy-sync), the copy
// run by part of a warp (fenceproxy-warp: lane 0's region, tid < 16), the
// copy's release narrowed (fence-scope), the consumer's acquire removed
// (fence-acquire-missing), the global slot republished while a load may
// still read it (slot-in-flight).

// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-check-tensormap-fences)'
// RUN: %not %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-check-tensormap-fences)' 2>&1 | %FileCheck %s --check-prefix=PATH

gpu.module @correct [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @sdesc : memref<128xi8, 3> {alignment = 128}
  gpu.func @correct(%p: !llvm.ptr<1>, %t: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                    %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32, %phase: i32, %n: index) kernel
      attributes {known_block_size = array<i32: 128, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %all = arith.constant -1 : i32
    %slot = memref.get_global @slot : memref<128xi8, 1>
    %s = memref.get_global @sdesc : memref<128xi8, 3>
    %tid = gpu.thread_id x
    %warp0 = arith.cmpi ult, %tid, %c32 : index
    %lane0 = arith.cmpi eq, %tid, %c0 : index
    scf.for %i = %c0 to %n step %c1 {
      scf.if %warp0 {
        scf.if %lane0 {
          tile.tensormap_init %s from %t : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 3>
          tile.rebind %s address(%p : !llvm.ptr<1>) : memref<128xi8, 3> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        }
        nvvm.bar.warp.sync %all : i32
        tile.tensormap_cp_fenceproxy %s to %slot scope = gpu : memref<128xi8, 3>, memref<128xi8, 1>
      }
      scf.if %lane0 {
        tile.tensormap_fence_acquire %slot : memref<128xi8, 1>
        %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
      }
    }
    gpu.return
  }
}

// -----

// No warp barrier: the other lanes may copy the slot before lane 0's writes
// reach them.
// PATH: shared-slots.mlir:[[@LINE+19]]:7: error: 'tile.tensormap_cp_fenceproxy' op [fenceproxy-sync] copies shared::cta descriptor slot @sdesc with the whole warp, but its last write, at line {{[0-9]+}} ({{tile.rebind|writes of other lanes}}), is not followed by a barrier (nvvm.bar.warp.sync, gpu.barrier) on this path: the other lanes may copy stale bytes; path: {{.*}} -> line [[@LINE+19]] (tile.tensormap_cp_fenceproxy)
gpu.module @no_sync [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @sdesc : memref<128xi8, 3> {alignment = 128}
  gpu.func @no_sync(%p: !llvm.ptr<1>, %t: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel
      attributes {known_block_size = array<i32: 128, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %slot = memref.get_global @slot : memref<128xi8, 1>
    %s = memref.get_global @sdesc : memref<128xi8, 3>
    %tid = gpu.thread_id x
    %warp0 = arith.cmpi ult, %tid, %c32 : index
    %lane0 = arith.cmpi eq, %tid, %c0 : index
    scf.if %warp0 {
      scf.if %lane0 {
        tile.tensormap_init %s from %t : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 3>
        tile.rebind %s address(%p : !llvm.ptr<1>) : memref<128xi8, 3> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
      }
      // expected-error@below {{[fenceproxy-sync] copies shared::cta descriptor slot @sdesc with the whole warp, but its last write}}
      tile.tensormap_cp_fenceproxy %s to %slot scope = gpu : memref<128xi8, 3>, memref<128xi8, 1>
    }
    gpu.return
  }
}

// -----

// The shared slot is built only under a condition every lane shares: on the
// other path the warp publishes uninitialized bytes.
gpu.module @unwritten [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @sdesc : memref<128xi8, 3> {alignment = 128}
  gpu.func @unwritten(%p: !llvm.ptr<1>, %t: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %build: i1) kernel
      attributes {known_block_size = array<i32: 128, 1, 1>} {
    %c32 = arith.constant 32 : index
    %all = arith.constant -1 : i32
    %slot = memref.get_global @slot : memref<128xi8, 1>
    %s = memref.get_global @sdesc : memref<128xi8, 3>
    %tid = gpu.thread_id x
    %warp0 = arith.cmpi ult, %tid, %c32 : index
    scf.if %warp0 {
      scf.if %build {
        tile.tensormap_init %s from %t : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 3>
      }
      nvvm.bar.warp.sync %all : i32
      // expected-error@below {{[fenceproxy-sync] copies shared::cta descriptor slot @sdesc into the global slot, but nothing wrote it on this path: the published descriptor is uninitialized}}
      tile.tensormap_cp_fenceproxy %s to %slot scope = gpu : memref<128xi8, 3>, memref<128xi8, 1>
    }
    gpu.return
  }
}

// -----

// The copy inside lane 0's region: one thread runs a .sync.aligned copy.
// PATH: error: 'tile.tensormap_cp_fenceproxy' op [fenceproxy-warp] tensormap.cp_fenceproxy is .sync.aligned: every thread of the warp must execute it, converged, but it runs under the 'scf.if' at line {{[0-9]+}}, whose condition may select only some threads of a warp: it selects single threads (thread_id x compared for equality)
gpu.module @one_lane [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @sdesc : memref<128xi8, 3> {alignment = 128}
  gpu.func @one_lane(%p: !llvm.ptr<1>, %t: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel {
    %c0 = arith.constant 0 : index
    %all = arith.constant -1 : i32
    %slot = memref.get_global @slot : memref<128xi8, 1>
    %s = memref.get_global @sdesc : memref<128xi8, 3>
    %tid = gpu.thread_id x
    %lane0 = arith.cmpi eq, %tid, %c0 : index
    scf.if %lane0 {
      tile.tensormap_init %s from %t : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 3>
      nvvm.bar.warp.sync %all : i32
      // expected-error@below {{[fenceproxy-warp] tensormap.cp_fenceproxy is .sync.aligned}}
      tile.tensormap_cp_fenceproxy %s to %slot scope = gpu : memref<128xi8, 3>, memref<128xi8, 1>
    }
    gpu.return
  }
}

// -----

// Half a warp (thread_id x < 16).
gpu.module @half_warp [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @sdesc : memref<128xi8, 3> {alignment = 128}
  gpu.func @half_warp(%p: !llvm.ptr<1>, %t: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %all = arith.constant -1 : i32
    %slot = memref.get_global @slot : memref<128xi8, 1>
    %s = memref.get_global @sdesc : memref<128xi8, 3>
    %tid = gpu.thread_id x
    %lane0 = arith.cmpi eq, %tid, %c0 : index
    %half = arith.cmpi ult, %tid, %c16 : index
    scf.if %lane0 {
      tile.tensormap_init %s from %t : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 3>
    }
    nvvm.bar.warp.sync %all : i32
    scf.if %half {
      // expected-error@below {{[fenceproxy-warp] tensormap.cp_fenceproxy is .sync.aligned: every thread of the warp must execute it, converged, but it runs under the 'scf.if' at line 150, whose condition may select only some threads of a warp: it splits the threads at thread_id x = 16, not a multiple of 32}}
      tile.tensormap_cp_fenceproxy %s to %slot scope = gpu : memref<128xi8, 3>, memref<128xi8, 1>
    }
    gpu.return
  }
}

// -----

// The copy's fused release narrowed to the CTA: the global slot needs gpu.
gpu.module @narrow [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @sdesc : memref<128xi8, 3> {alignment = 128}
  gpu.func @narrow(%p: !llvm.ptr<1>, %t: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                   %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32) kernel {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %all = arith.constant -1 : i32
    %slot = memref.get_global @slot : memref<128xi8, 1>
    %s = memref.get_global @sdesc : memref<128xi8, 3>
    %tid = gpu.thread_id x
    %warp0 = arith.cmpi ult, %tid, %c32 : index
    %lane0 = arith.cmpi eq, %tid, %c0 : index
    scf.if %warp0 {
      scf.if %lane0 {
        tile.tensormap_init %s from %t : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 3>
      }
      nvvm.bar.warp.sync %all : i32
      // expected-error@below {{[fence-scope] releases the writes of global descriptor slot @slot at scope cta, narrower than the gpu scope it needs}}
      tile.tensormap_cp_fenceproxy %s to %slot scope = cta : memref<128xi8, 3>, memref<128xi8, 1>
    }
    scf.if %lane0 {
      tile.tensormap_fence_acquire %slot : memref<128xi8, 1>
      %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    }
    gpu.return
  }
}

// -----

// No acquire of the published global slot before the load.
gpu.module @no_acquire [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @sdesc : memref<128xi8, 3> {alignment = 128}
  gpu.func @no_acquire(%p: !llvm.ptr<1>, %t: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                       %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32) kernel {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %all = arith.constant -1 : i32
    %slot = memref.get_global @slot : memref<128xi8, 1>
    %s = memref.get_global @sdesc : memref<128xi8, 3>
    %tid = gpu.thread_id x
    %warp0 = arith.cmpi ult, %tid, %c32 : index
    %lane0 = arith.cmpi eq, %tid, %c0 : index
    scf.if %warp0 {
      scf.if %lane0 {
        tile.tensormap_init %s from %t : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 3>
      }
      nvvm.bar.warp.sync %all : i32
      tile.tensormap_cp_fenceproxy %s to %slot scope = gpu : memref<128xi8, 3>, memref<128xi8, 1>
    }
    scf.if %lane0 {
      %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      // expected-error@below {{[fence-acquire-missing] reads global descriptor slot @slot without a tile.tensormap_fence_acquire of it after its release}}
      tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    }
    gpu.return
  }
}

// -----

// Republished in a loop while the previous iteration's load may still read
// the global slot (no mbarrier wait after the load).
gpu.module @in_flight [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @sdesc : memref<128xi8, 3> {alignment = 128}
  gpu.func @in_flight(%p: !llvm.ptr<1>, %t: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                      %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %all = arith.constant -1 : i32
    %slot = memref.get_global @slot : memref<128xi8, 1>
    %s = memref.get_global @sdesc : memref<128xi8, 3>
    %tid = gpu.thread_id x
    %warp0 = arith.cmpi ult, %tid, %c32 : index
    %lane0 = arith.cmpi eq, %tid, %c0 : index
    scf.for %i = %c0 to %n step %c1 {
      scf.if %warp0 {
        scf.if %lane0 {
          tile.tensormap_init %s from %t : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 3>
        }
        nvvm.bar.warp.sync %all : i32
        // expected-error@below {{[slot-in-flight] overwrites global descriptor slot @slot while the tile.load}}
        tile.tensormap_cp_fenceproxy %s to %slot scope = gpu : memref<128xi8, 3>, memref<128xi8, 1>
      }
      scf.if %lane0 {
        tile.tensormap_fence_acquire %slot : memref<128xi8, 1>
        %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      }
    }
    gpu.return
  }
}
