// The look-ahead form of the persistent grouped kernel (tile-plan-device-rebind
// lookahead=on): two work items per iteration, four slots (source and destination of each),
// all four written in ONE conditional sequence with one release and four acquires, the
// second item's TMA ops under scf.if (it exists). The first kernel is correct; each mutant
// breaks one part and tile-check-tensormap-fences reports it at the offending op with its rule.

// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-check-tensormap-fences)' | %FileCheck %s --check-prefix=IR
// RUN: %not %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-check-tensormap-fences)' 2>&1 | %FileCheck %s --check-prefix=PATH

// Correct: no diagnostic, printed unchanged.
// IR-LABEL: gpu.func @lookahead(
// IR: tile.rebind %{{.*}} address(%arg3
// IR-NEXT: tile.tensormap_fence_release
gpu.module @lookahead [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @s0 : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @d0 : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @s1 : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @d1 : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @lookahead(%ps: !llvm.ptr<1>, %pd: !llvm.ptr<1>, %ps1: !llvm.ptr<1>, %pd1: !llvm.ptr<1>,
                   %w: i32, %h: i32, %pitch: i64,
                   %ts: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %td: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                   %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32,
                   %n: index, %changed: i1, %unseeded: i1, %more: i1) kernel {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c0_i32 = arith.constant 0 : i32
    %bytes = arith.constant 16384 : i32
    %s = memref.get_global @s0 : memref<128xi8, 1>
    %d = memref.get_global @d0 : memref<128xi8, 1>
    %s1 = memref.get_global @s1 : memref<128xi8, 1>
    %d1 = memref.get_global @d1 : memref<128xi8, 1>
    scf.for %i = %c0 to %n step %c2 {
      scf.if %changed {
        scf.if %unseeded {
          tile.tensormap_init %s from %ts : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
          tile.tensormap_init %d from %td : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
          tile.tensormap_init %s1 from %ts : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
          tile.tensormap_init %d1 from %td : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
        }
        tile.rebind %s address(%ps : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.rebind %d address(%pd : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.rebind %s1 address(%ps1 : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.rebind %d1 address(%pd1 : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.tensormap_fence_release scope = gpu
        tile.tensormap_fence_acquire %s scope = gpu : memref<128xi8, 1>
        tile.tensormap_fence_acquire %d scope = gpu : memref<128xi8, 1>
        tile.tensormap_fence_acquire %s1 scope = gpu : memref<128xi8, 1>
        tile.tensormap_fence_acquire %d1 scope = gpu : memref<128xi8, 1>
      }
      %vs = tile.tensormap_from_slot %s : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %vd = tile.tensormap_from_slot %d : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %vs1 = tile.tensormap_from_slot %s1 : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %vd1 = tile.tensormap_from_slot %d1 : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
      tile.load %vs[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      tile.store %smem to %vd[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.bulk_commit
      tile.bulk_wait 0 read
      scf.if %more {
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %vs1[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %vd1[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
    }
    gpu.return
  }
}

// -----

// The second item's source slot not acquired: its load (under scf.if) may read a stale
// descriptor; the first item's TMA ops are fine.
// PATH: error: 'tile.load' op [fence-acquire-missing] reads global descriptor slot @s1 without a tile.tensormap_fence_acquire
gpu.module @no_second_acquire [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @s0 : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @d0 : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @s1 : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @d1 : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @no_second_acquire(%ps: !llvm.ptr<1>, %pd: !llvm.ptr<1>, %ps1: !llvm.ptr<1>, %pd1: !llvm.ptr<1>,
                   %w: i32, %h: i32, %pitch: i64,
                   %ts: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %td: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                   %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32,
                   %n: index, %changed: i1, %unseeded: i1, %more: i1) kernel {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c0_i32 = arith.constant 0 : i32
    %bytes = arith.constant 16384 : i32
    %s = memref.get_global @s0 : memref<128xi8, 1>
    %d = memref.get_global @d0 : memref<128xi8, 1>
    %s1 = memref.get_global @s1 : memref<128xi8, 1>
    %d1 = memref.get_global @d1 : memref<128xi8, 1>
    scf.for %i = %c0 to %n step %c2 {
      scf.if %changed {
        scf.if %unseeded {
          tile.tensormap_init %s from %ts : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
          tile.tensormap_init %d from %td : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
          tile.tensormap_init %s1 from %ts : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
          tile.tensormap_init %d1 from %td : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
        }
        tile.rebind %s address(%ps : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.rebind %d address(%pd : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.rebind %s1 address(%ps1 : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.rebind %d1 address(%pd1 : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.tensormap_fence_release scope = gpu
        tile.tensormap_fence_acquire %s scope = gpu : memref<128xi8, 1>
        tile.tensormap_fence_acquire %d scope = gpu : memref<128xi8, 1>
        tile.tensormap_fence_acquire %d1 scope = gpu : memref<128xi8, 1>
      }
      %vs = tile.tensormap_from_slot %s : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %vd = tile.tensormap_from_slot %d : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %vs1 = tile.tensormap_from_slot %s1 : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %vd1 = tile.tensormap_from_slot %d1 : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
      tile.load %vs[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      tile.store %smem to %vd[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.bulk_commit
      tile.bulk_wait 0 read
      scf.if %more {
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        // expected-error@below {{[fence-acquire-missing] reads global descriptor slot @s1}}
        tile.load %vs1[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %vd1[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
    }
    gpu.return
  }
}

// -----

// The second item's bulk wait dropped: the next iteration's seed and rebind of its
// destination slot meet its store still reading it.
// PATH: error: 'tile.tensormap_init' op [slot-in-flight] overwrites global descriptor slot @d1 while the tile.store
gpu.module @second_store_in_flight [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @s0 : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @d0 : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @s1 : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @d1 : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @second_store_in_flight(%ps: !llvm.ptr<1>, %pd: !llvm.ptr<1>, %ps1: !llvm.ptr<1>, %pd1: !llvm.ptr<1>,
                   %w: i32, %h: i32, %pitch: i64,
                   %ts: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %td: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                   %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32,
                   %n: index, %changed: i1, %unseeded: i1, %more: i1) kernel {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c0_i32 = arith.constant 0 : i32
    %bytes = arith.constant 16384 : i32
    %s = memref.get_global @s0 : memref<128xi8, 1>
    %d = memref.get_global @d0 : memref<128xi8, 1>
    %s1 = memref.get_global @s1 : memref<128xi8, 1>
    %d1 = memref.get_global @d1 : memref<128xi8, 1>
    scf.for %i = %c0 to %n step %c2 {
      scf.if %changed {
        scf.if %unseeded {
          tile.tensormap_init %s from %ts : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
          tile.tensormap_init %d from %td : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
          tile.tensormap_init %s1 from %ts : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
          // expected-error@below {{[slot-in-flight] overwrites global descriptor slot @d1}}
          tile.tensormap_init %d1 from %td : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
        }
        tile.rebind %s address(%ps : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.rebind %d address(%pd : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.rebind %s1 address(%ps1 : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        // expected-error@below {{[slot-in-flight] overwrites global descriptor slot @d1}}
        tile.rebind %d1 address(%pd1 : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.tensormap_fence_release scope = gpu
        tile.tensormap_fence_acquire %s scope = gpu : memref<128xi8, 1>
        tile.tensormap_fence_acquire %d scope = gpu : memref<128xi8, 1>
        tile.tensormap_fence_acquire %s1 scope = gpu : memref<128xi8, 1>
        tile.tensormap_fence_acquire %d1 scope = gpu : memref<128xi8, 1>
      }
      %vs = tile.tensormap_from_slot %s : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %vd = tile.tensormap_from_slot %d : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %vs1 = tile.tensormap_from_slot %s1 : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %vd1 = tile.tensormap_from_slot %d1 : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
      tile.load %vs[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      tile.store %smem to %vd[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.bulk_commit
      tile.bulk_wait 0 read
      scf.if %more {
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %vs1[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %vd1[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.bulk_commit
      }
    }
    gpu.return
  }
}
