// The persistent grouped kernel's conditional rebind of two descriptors:
// tile-plan-device-rebind writes both slots in one `scf.if %changed` (seeded only on the
// first write, `scf.if %unseeded`), with ONE release for both writes, then each slot's
// acquire and a descriptor prefetch; the loads and stores of the iteration read both slots.
// The first kernel is correct; each mutant breaks one part of the pattern and
// tile-check-tensormap-fences reports it at the offending op with its rule.

// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-check-tensormap-fences)' | %FileCheck %s --check-prefix=IR
// RUN: %not %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-check-tensormap-fences)' 2>&1 | %FileCheck %s --check-prefix=PATH

// Correct: no diagnostic, printed unchanged.
// IR-LABEL: gpu.func @batched(
// IR: tile.rebind %{{.*}} address(%arg0
// IR-NEXT: tile.rebind %{{.*}} address(%arg1
// IR-NEXT: tile.tensormap_fence_release
gpu.module @batched [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @src_slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @dst_slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @batched(%ps: !llvm.ptr<1>, %pd: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                   %ts: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %td: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                   %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32,
                   %n: index, %changed: i1, %unseeded: i1) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %bytes = arith.constant 16384 : i32
    %s = memref.get_global @src_slot : memref<128xi8, 1>
    %d = memref.get_global @dst_slot : memref<128xi8, 1>
    scf.for %i = %c0 to %n step %c1 {
      scf.if %changed {
        scf.if %unseeded {
          tile.tensormap_init %s from %ts : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
          tile.tensormap_init %d from %td : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
        }
        tile.rebind %s address(%ps : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.rebind %d address(%pd : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.tensormap_fence_release scope = gpu
        tile.tensormap_fence_acquire %s scope = gpu : memref<128xi8, 1>
        tile.tensormap_fence_acquire %d scope = gpu : memref<128xi8, 1>
        %fs = tile.tensormap_from_slot %s : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.prefetch_tensormap %fs : !tile.tensormap<f32, rank = 2, box = [64, 64]>
        %fd = tile.tensormap_from_slot %d : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.prefetch_tensormap %fd : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      }
      %vs = tile.tensormap_from_slot %s : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %vd = tile.tensormap_from_slot %d : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
      tile.load %vs[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      tile.store %smem to %vd[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.bulk_commit
      tile.bulk_wait 0 read
    }
    gpu.return
  }
}

// -----

// One release between the two rebinds: the second rebind writes after a release that no
// acquire has consumed ([rebind-order]), and reaches its prefetch and its store unreleased.
// PATH: error: 'tile.rebind' op [rebind-order] writes global descriptor slot @dst_slot again
gpu.module @release_between [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @src_slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @dst_slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @release_between(%ps: !llvm.ptr<1>, %pd: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                   %ts: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %td: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                   %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32,
                   %n: index, %changed: i1, %unseeded: i1) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %bytes = arith.constant 16384 : i32
    %s = memref.get_global @src_slot : memref<128xi8, 1>
    %d = memref.get_global @dst_slot : memref<128xi8, 1>
    scf.for %i = %c0 to %n step %c1 {
      scf.if %changed {
        scf.if %unseeded {
          tile.tensormap_init %s from %ts : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
          tile.tensormap_init %d from %td : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
        }
        tile.rebind %s address(%ps : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.tensormap_fence_release scope = gpu
        // expected-error@below {{[rebind-order]}}
        tile.rebind %d address(%pd : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.tensormap_fence_acquire %s scope = gpu : memref<128xi8, 1>
        tile.tensormap_fence_acquire %d scope = gpu : memref<128xi8, 1>
        %fs = tile.tensormap_from_slot %s : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.prefetch_tensormap %fs : !tile.tensormap<f32, rank = 2, box = [64, 64]>
        %fd = tile.tensormap_from_slot %d : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        // expected-error@below {{[fence-release-missing]}}
        tile.prefetch_tensormap %fd : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      }
      %vs = tile.tensormap_from_slot %s : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %vd = tile.tensormap_from_slot %d : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
      tile.load %vs[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      // expected-error@below {{[fence-release-missing]}}
      tile.store %smem to %vd[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.bulk_commit
      tile.bulk_wait 0 read
    }
    gpu.return
  }
}

// -----

// The destination slot's acquire dropped: its prefetch and its store may read a stale
// descriptor.
// PATH: error: 'tile.prefetch_tensormap' op [fence-acquire-missing] reads global descriptor slot @dst_slot
gpu.module @no_second_acquire [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @src_slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @dst_slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @no_second_acquire(%ps: !llvm.ptr<1>, %pd: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                   %ts: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %td: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                   %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32,
                   %n: index, %changed: i1, %unseeded: i1) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %bytes = arith.constant 16384 : i32
    %s = memref.get_global @src_slot : memref<128xi8, 1>
    %d = memref.get_global @dst_slot : memref<128xi8, 1>
    scf.for %i = %c0 to %n step %c1 {
      scf.if %changed {
        scf.if %unseeded {
          tile.tensormap_init %s from %ts : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
          tile.tensormap_init %d from %td : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
        }
        tile.rebind %s address(%ps : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.rebind %d address(%pd : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.tensormap_fence_release scope = gpu
        tile.tensormap_fence_acquire %s scope = gpu : memref<128xi8, 1>
        %fs = tile.tensormap_from_slot %s : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.prefetch_tensormap %fs : !tile.tensormap<f32, rank = 2, box = [64, 64]>
        %fd = tile.tensormap_from_slot %d : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        // expected-error@below {{[fence-acquire-missing]}}
        tile.prefetch_tensormap %fd : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      }
      %vs = tile.tensormap_from_slot %s : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %vd = tile.tensormap_from_slot %d : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
      tile.load %vs[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      // expected-error@below {{[fence-acquire-missing]}}
      tile.store %smem to %vd[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.bulk_commit
      tile.bulk_wait 0 read
    }
    gpu.return
  }
}

// -----

// The seed moved after the release: the seed copies write after a release no acquire has
// consumed ([rebind-order]) and reach every reader unreleased.
// PATH: error: 'tile.tensormap_init' op [rebind-order] writes global descriptor slot @src_slot again
gpu.module @seed_after_release [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @src_slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @dst_slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @seed_after_release(%ps: !llvm.ptr<1>, %pd: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                   %ts: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %td: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                   %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32,
                   %n: index, %changed: i1, %unseeded: i1) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %bytes = arith.constant 16384 : i32
    %s = memref.get_global @src_slot : memref<128xi8, 1>
    %d = memref.get_global @dst_slot : memref<128xi8, 1>
    scf.for %i = %c0 to %n step %c1 {
      scf.if %changed {
        tile.rebind %s address(%ps : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.rebind %d address(%pd : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.tensormap_fence_release scope = gpu
        scf.if %unseeded {
          // expected-error@below {{[rebind-order]}}
          tile.tensormap_init %s from %ts : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
          // expected-error@below {{[rebind-order]}}
          tile.tensormap_init %d from %td : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
        }
        tile.tensormap_fence_acquire %s scope = gpu : memref<128xi8, 1>
        tile.tensormap_fence_acquire %d scope = gpu : memref<128xi8, 1>
        %fs = tile.tensormap_from_slot %s : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        // expected-error@below {{[fence-release-missing]}}
        tile.prefetch_tensormap %fs : !tile.tensormap<f32, rank = 2, box = [64, 64]>
        %fd = tile.tensormap_from_slot %d : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        // expected-error@below {{[fence-release-missing]}}
        tile.prefetch_tensormap %fd : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      }
      %vs = tile.tensormap_from_slot %s : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %vd = tile.tensormap_from_slot %d : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
      // expected-error@below {{[fence-release-missing]}}
      tile.load %vs[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      // expected-error@below {{[fence-release-missing]}}
      tile.store %smem to %vd[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.bulk_commit
      tile.bulk_wait 0 read
    }
    gpu.return
  }
}

// -----

// The prefetch before the acquire: it may fetch the stale descriptor.
gpu.module @prefetch_first [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @src_slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @dst_slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @prefetch_first(%ps: !llvm.ptr<1>, %pd: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                   %ts: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %td: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                   %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32,
                   %n: index, %changed: i1, %unseeded: i1) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %bytes = arith.constant 16384 : i32
    %s = memref.get_global @src_slot : memref<128xi8, 1>
    %d = memref.get_global @dst_slot : memref<128xi8, 1>
    scf.for %i = %c0 to %n step %c1 {
      scf.if %changed {
        scf.if %unseeded {
          tile.tensormap_init %s from %ts : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
          tile.tensormap_init %d from %td : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
        }
        tile.rebind %s address(%ps : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.rebind %d address(%pd : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.tensormap_fence_release scope = gpu
        %fs = tile.tensormap_from_slot %s : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        // expected-error@below {{[fence-acquire-missing]}}
        tile.prefetch_tensormap %fs : !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.tensormap_fence_acquire %s scope = gpu : memref<128xi8, 1>
        tile.tensormap_fence_acquire %d scope = gpu : memref<128xi8, 1>
        %fd = tile.tensormap_from_slot %d : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.prefetch_tensormap %fd : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      }
      %vs = tile.tensormap_from_slot %s : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %vd = tile.tensormap_from_slot %d : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
      tile.load %vs[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      tile.store %smem to %vd[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.bulk_commit
      tile.bulk_wait 0 read
    }
    gpu.return
  }
}

// -----

// The iteration's bulk wait dropped: the next iteration's seed or rewrite of the
// destination slot meets the store still reading it.
// PATH: error: 'tile.tensormap_init' op [slot-in-flight] overwrites global descriptor slot @dst_slot while the tile.store
gpu.module @no_bulk_wait [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @src_slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @dst_slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @no_bulk_wait(%ps: !llvm.ptr<1>, %pd: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                   %ts: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %td: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                   %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32,
                   %n: index, %changed: i1, %unseeded: i1) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %bytes = arith.constant 16384 : i32
    %s = memref.get_global @src_slot : memref<128xi8, 1>
    %d = memref.get_global @dst_slot : memref<128xi8, 1>
    scf.for %i = %c0 to %n step %c1 {
      scf.if %changed {
        scf.if %unseeded {
          tile.tensormap_init %s from %ts : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
          // expected-error@below {{[slot-in-flight]}}
          tile.tensormap_init %d from %td : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
        }
        tile.rebind %s address(%ps : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        // expected-error@below {{[slot-in-flight]}}
        tile.rebind %d address(%pd : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.tensormap_fence_release scope = gpu
        tile.tensormap_fence_acquire %s scope = gpu : memref<128xi8, 1>
        tile.tensormap_fence_acquire %d scope = gpu : memref<128xi8, 1>
        %fs = tile.tensormap_from_slot %s : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.prefetch_tensormap %fs : !tile.tensormap<f32, rank = 2, box = [64, 64]>
        %fd = tile.tensormap_from_slot %d : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.prefetch_tensormap %fd : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      }
      %vs = tile.tensormap_from_slot %s : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %vd = tile.tensormap_from_slot %d : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
      tile.load %vs[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      tile.store %smem to %vd[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.bulk_commit
    }
    gpu.return
  }
}
