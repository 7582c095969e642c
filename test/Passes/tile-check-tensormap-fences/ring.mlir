// A ring carried across loop iterations (test/gpu/grouped's @grouped_persistent_ring): a
// slot's loads are issued in one iteration and waited for in the next, before the slot is
// rebound. A wait retires a load only if it names the same mbarrier: an mbarrier operand
// whose view is computed inside the loop may name another mbarrier on the next iteration,
// so once a path goes around that loop no wait through it retires the load
// ([slot-in-flight]). A wait inside an scf.if retires nothing on the other branch.

// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-check-tensormap-fences)' | %FileCheck %s --check-prefix=IR
// RUN: %not %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-check-tensormap-fences)' 2>&1 | %FileCheck %s --check-prefix=PATH

// Correct: the load of iteration i (conditional) is waited for at the top of iteration
// i + 1 (unconditionally, through a view made before the loop), then the slot is rebound.
// IR-LABEL: gpu.func @ring(
// IR: scf.for
// IR-NEXT: tile.mbarrier_wait_parity
// IR-NEXT: tile.rebind
gpu.module @ring [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @bars : memref<2xi64, 3> {alignment = 8}
  gpu.func @ring(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                 %smem: memref<64x64xf32, 3>, %x: i32, %y: i32, %n: index, %more: i1) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %bytes = arith.constant 16384 : i32
    %slot = memref.get_global @slot : memref<128xi8, 1>
    %bars = memref.get_global @bars : memref<2xi64, 3>
    %bar = memref.subview %bars[1] [1] [1] : memref<2xi64, 3> to memref<i64, strided<[], offset: 1>, 3>
    scf.for %i = %c0 to %n step %c1 {
      tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, strided<[], offset: 1>, 3>
      tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.tensormap_fence_release scope = gpu
      tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
      %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      scf.if %more {
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, strided<[], offset: 1>, 3>
        tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, strided<[], offset: 1>, 3>
      }
    }
    gpu.return
  }
}

// -----

// Correct: the mbarrier's view is computed in the loop, but the load is waited for in its
// own iteration.
// IR-LABEL: gpu.func @same_iteration(
gpu.module @same_iteration [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @bars : memref<2xi64, 3> {alignment = 8}
  gpu.func @same_iteration(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                           %smem: memref<64x64xf32, 3>, %x: i32, %y: i32, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0_i32 = arith.constant 0 : i32
    %slot = memref.get_global @slot : memref<128xi8, 1>
    %bars = memref.get_global @bars : memref<2xi64, 3>
    scf.for %i = %c0 to %n step %c1 {
      %s = arith.remui %i, %c2 : index
      %bar = memref.subview %bars[%s] [1] [1] : memref<2xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
      tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.tensormap_fence_release scope = gpu
      tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
      %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, strided<[], offset: ?>, 3>
      tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, strided<[], offset: ?>, 3>
    }
    gpu.return
  }
}

// -----

// The mbarrier's view is computed in the loop (stage i mod 2) and the load of iteration i
// is "waited for" at the top of iteration i + 1 through the same value: that is the other
// stage's mbarrier, so the rebind overwrites the slot while the load may still read it.
// PATH: error: 'tile.rebind' op [slot-in-flight] overwrites global descriptor slot @slot while the tile.load at line [[@LINE+22]] may still be reading it: a TMA load reads its descriptor until it completes on its mbarrier, whose view is computed inside a loop the path went around since
// PATH-SAME: path: line [[@LINE+21]] (tile.load) -> line {{[0-9]+}} (scf.for back edge) -> line [[@LINE+15]] (tile.mbarrier_wait_parity) -> line [[@LINE+17]] (tile.rebind)
gpu.module @varying_barrier [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @bars : memref<2xi64, 3> {alignment = 8}
  gpu.func @varying_barrier(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                            %smem: memref<64x64xf32, 3>, %x: i32, %y: i32, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0_i32 = arith.constant 0 : i32
    %slot = memref.get_global @slot : memref<128xi8, 1>
    %bars = memref.get_global @bars : memref<2xi64, 3>
    scf.for %i = %c0 to %n step %c1 {
      %s = arith.remui %i, %c2 : index
      %bar = memref.subview %bars[%s] [1] [1] : memref<2xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
      tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, strided<[], offset: ?>, 3>
      // expected-error@below {{[slot-in-flight] overwrites global descriptor slot @slot while the tile.load}}
      tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.tensormap_fence_release scope = gpu
      tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
      %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, strided<[], offset: ?>, 3>
    }
    gpu.return
  }
}

// -----

// The wait of the next iteration is conditional: on its else branch the load is still in
// flight when the slot is rebound.
// PATH: error: 'tile.rebind' op [slot-in-flight] overwrites global descriptor slot @slot while the tile.load
gpu.module @conditional_wait [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @bar : memref<i64, 3> {alignment = 8}
  gpu.func @conditional_wait(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                             %smem: memref<64x64xf32, 3>, %x: i32, %y: i32, %n: index, %c: i1) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %slot = memref.get_global @slot : memref<128xi8, 1>
    %bar = memref.get_global @bar : memref<i64, 3>
    scf.for %i = %c0 to %n step %c1 {
      scf.if %c {
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      }
      // expected-error@below {{[slot-in-flight] overwrites global descriptor slot @slot while the tile.load}}
      tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.tensormap_fence_release scope = gpu
      tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
      %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    }
    gpu.return
  }
}
