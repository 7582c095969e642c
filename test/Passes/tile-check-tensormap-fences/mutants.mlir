// Mutants of the kernels of correct.mlir, one per part: remove or move each
// fence, narrow a scope, drop or loosen the bulk wait, write between release
// and acquire, misalign the slot, rebind on one path with the fences on the
// other. tile-check-tensormap-fences reports each at the offending op with
// its rule id, the slot and the path.

// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-check-tensormap-fences)'
// RUN: %not %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-check-tensormap-fences)' 2>&1 | %FileCheck %s --check-prefix=PATH

// Remove the release: the write reaches the load unreleased.
// PATH: mutants.mlir:[[@LINE+11]]:5: error: 'tile.load' op [fence-release-missing] reads global descriptor slot @slot whose last write, at line [[@LINE+7]] (tile.rebind), is not followed by a tile.tensormap_fence_release on this path: line [[@LINE+7]] (tile.rebind) -> line [[@LINE+8]] (tile.tensormap_fence_acquire) -> line [[@LINE+11]] (tile.load)
gpu.module @no_release [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @no_release(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                       %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>,
                       %x: i32, %y: i32) kernel {
    %slot = memref.get_global @slot : memref<128xi8, 1>
    tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    // expected-error@below {{[fence-release-missing] reads global descriptor slot @slot}}
    tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// Remove the acquire.
// PATH: error: 'tile.load' op [fence-acquire-missing] reads global descriptor slot @slot without a tile.tensormap_fence_acquire of it after its release at line {{[0-9]+}} (tile.tensormap_fence_release): the TMA unit may read a stale descriptor; path: line {{[0-9]+}} (tile.rebind) -> line {{[0-9]+}} (tile.tensormap_fence_release) -> line {{[0-9]+}} (tile.load)
gpu.module @no_acquire [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @no_acquire(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                       %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>,
                       %x: i32, %y: i32) kernel {
    %slot = memref.get_global @slot : memref<128xi8, 1>
    tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.tensormap_fence_release scope = gpu
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    // expected-error@below {{[fence-acquire-missing]}}
    tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// Move the acquire before the rebind: it acquires the old content.
gpu.module @acquire_first [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @acquire_first(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                          %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>,
                          %x: i32, %y: i32) kernel {
    %slot = memref.get_global @slot : memref<128xi8, 1>
    tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
    tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.tensormap_fence_release scope = gpu
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    // expected-error@below {{[fence-acquire-missing] reads global descriptor slot @slot}}
    tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// Move the release after the load.
gpu.module @release_late [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @release_late(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                         %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>,
                         %x: i32, %y: i32) kernel {
    %slot = memref.get_global @slot : memref<128xi8, 1>
    tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    // expected-error@below {{[fence-release-missing]}}
    tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    tile.tensormap_fence_release scope = gpu
    gpu.return
  }
}

// -----

// The consumer acquires a global slot, read by the TMA units of all CTAs,
// at cta scope.
// PATH: error: 'tile.tensormap_fence_acquire' op [fence-scope] acquires global descriptor slot @slot at scope cta, narrower than the gpu scope it needs: a global slot is read by the TMA units of every CTA that uses the descriptor, so the fence needs scope gpu or sys
gpu.module @acquire_cta [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @acquire_cta(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                        %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>,
                        %x: i32, %y: i32) kernel {
    %slot = memref.get_global @slot : memref<128xi8, 1>
    tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.tensormap_fence_release scope = gpu
    // expected-error@below {{[fence-scope] acquires global descriptor slot @slot at scope cta}}
    tile.tensormap_fence_acquire %slot scope = cta : memref<128xi8, 1>
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// The release at cluster scope (and the acquire at gpu): the pair
// synchronizes at the narrower scope.
gpu.module @release_cluster [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @release_cluster(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                            %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>,
                            %x: i32, %y: i32) kernel {
    %slot = memref.get_global @slot : memref<128xi8, 1>
    tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    // expected-error@below {{[fence-scope] releases the writes of global descriptor slot @slot at scope cluster}}
    tile.tensormap_fence_release scope = cluster
    tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// The seed copy releases at cta scope only.
gpu.module @seed_cta [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @template : memref<128xi8, 3> = uninitialized {alignment = 128}
  gpu.func @seed_cta(%smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32) kernel {
    %slot = memref.get_global @slot : memref<128xi8, 1>
    %tmpl = memref.get_global @template : memref<128xi8, 3>
    // expected-error@below {{[fence-scope] releases the writes of global descriptor slot @slot at scope cta}}
    tile.tensormap_cp_fenceproxy %tmpl to %slot scope = cta : memref<128xi8, 3>, memref<128xi8, 1>
    tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// Drop the bulk wait in the grouped loop: the next iteration's rebind
// overwrites the slot while the previous group's store may still read it.
// PATH: error: 'tile.rebind' op [slot-in-flight] overwrites global descriptor slot @slot while the tile.store at line [[STORE:[0-9]+]] may still be reading it: its bulk group was committed but not waited for: a tile.bulk_wait 0 read is needed before the overwrite; path: line [[STORE]] (tile.store) -> line {{[0-9]+}} (tile.bulk_commit) -> line {{[0-9]+}} (scf.for back edge) -> line {{[0-9]+}} (tile.rebind)
gpu.module @no_wait [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @no_wait(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                    %smem: memref<64x64xf32, 3>, %x: i32, %y: i32, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %slot = memref.get_global @slot : memref<128xi8, 1>
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    scf.for %i = %c0 to %n step %c1 {
      // expected-error@below {{[slot-in-flight] overwrites global descriptor slot @slot while the tile.store}}
      tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.tensormap_fence_release scope = gpu
      tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
      tile.store %smem to %d[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.bulk_commit
    }
    gpu.return
  }
}

// -----

// Drop the commit: the wait does not cover a store that is in no group.
// PATH: error: 'tile.rebind' op [slot-in-flight] overwrites global descriptor slot @slot while the tile.store at line [[STORE:[0-9]+]] may still be reading it: it was never committed into a bulk group (tile.bulk_commit) and waited for (tile.bulk_wait 0 read); path: line [[STORE]] (tile.store) -> line {{[0-9]+}} (scf.for back edge) -> line {{[0-9]+}} (tile.bulk_wait) -> line {{[0-9]+}} (tile.rebind)
gpu.module @no_commit [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @no_commit(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                      %smem: memref<64x64xf32, 3>, %x: i32, %y: i32, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %slot = memref.get_global @slot : memref<128xi8, 1>
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    scf.for %i = %c0 to %n step %c1 {
      tile.bulk_wait 0 read
      // expected-error@below {{[slot-in-flight] overwrites global descriptor slot @slot while the tile.store at line}}
      tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.tensormap_fence_release scope = gpu
      tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
      tile.store %smem to %d[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
    }
    gpu.return
  }
}

// -----

// Loosen the wait: with two groups per iteration, the slot's group is the
// older one and `bulk_wait 2 read` may leave it pending.
// PATH: error: 'tile.rebind' op [slot-in-flight] overwrites global descriptor slot @slot while the tile.store at line {{[0-9]+}} may still be reading it: its bulk group was committed but not waited for: 1 newer groups were committed after it, so a tile.bulk_wait N read with N <= 1 is needed before the overwrite
gpu.module @loose_wait [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @loose_wait(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                       %host: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                       %smem: memref<64x64xf32, 3>, %x: i32, %y: i32, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %slot = memref.get_global @slot : memref<128xi8, 1>
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    scf.for %i = %c0 to %n step %c1 {
      // expected-error@below {{[slot-in-flight] overwrites global descriptor slot @slot while the tile.store at line}}
      tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.tensormap_fence_release scope = gpu
      tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
      tile.store %smem to %d[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.bulk_commit
      tile.store %smem to %host[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.bulk_commit
      tile.bulk_wait 2 read
    }
    gpu.return
  }
}

// -----

// Drop the mbarrier wait of the loads in the loop: a bulk wait does not
// retire a load (loads complete on their mbarrier).
// PATH: error: 'tile.rebind' op [slot-in-flight] overwrites global descriptor slot @slot while the tile.load at line {{[0-9]+}} may still be reading it: a TMA load reads its descriptor until it completes on its mbarrier, and no tile.mbarrier_wait_parity on that mbarrier follows it
gpu.module @no_barrier_wait [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @no_barrier_wait(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                            %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>,
                            %x: i32, %y: i32, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %slot = memref.get_global @slot : memref<128xi8, 1>
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    scf.for %i = %c0 to %n step %c1 {
      // expected-error@below {{[slot-in-flight] overwrites global descriptor slot @slot while the tile.load at line}}
      tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.tensormap_fence_release scope = gpu
      tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
      tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.bulk_commit
      tile.bulk_wait 0 read
    }
    gpu.return
  }
}

// -----

// A second rebind between the release and the acquire: the acquire
// publishes a write that was never released.
// PATH: error: 'tile.rebind' op [rebind-order] writes global descriptor slot @slot again after its release at line [[REL:[0-9]+]] (tile.tensormap_fence_release) and before the consumer's acquire at line {{[0-9]+}}: that write is never released; path: line [[REL]] (tile.tensormap_fence_release) -> line {{[0-9]+}} (tile.rebind) -> line {{[0-9]+}} (tile.tensormap_fence_acquire)
gpu.module @second_rebind [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @second_rebind(%p: !llvm.ptr<1>, %q: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                          %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>,
                          %x: i32, %y: i32) kernel {
    %slot = memref.get_global @slot : memref<128xi8, 1>
    tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.tensormap_fence_release scope = gpu
    // expected-error@below {{[rebind-order] writes global descriptor slot @slot again after its release}}
    tile.rebind %slot address(%q : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    // expected-error@below {{[fence-release-missing]}}
    tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// Misalign the slot: memref.global alignment 64. The tile verifier, which
// runs before every pipeline, already rejects the rebind and the acquire
// with the same rule id (the pass reports the same at the rebind when run
// without it, see the unit tests).
gpu.module @misaligned [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 64}
  gpu.func @misaligned(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                       %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>,
                       %x: i32, %y: i32) kernel {
    %slot = memref.get_global @slot : memref<128xi8, 1>
    // expected-error@below {{[slot-align] the descriptor slot must be 128-byte aligned, but it is only known to be 64-byte aligned}}
    tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.tensormap_fence_release scope = gpu
    // expected-error@below {{[slot-align]}}
    tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// Misalign a slot argument through memref.assume_alignment (which the tile
// verifier does not follow): the pass reports it at the write.
gpu.module @assumed [#nvvm.target<chip = "sm_90a">] {
  gpu.func @assumed(%arg: memref<128xi8, 1>, %p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                    %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>,
                    %x: i32, %y: i32) kernel {
    %slot = memref.assume_alignment %arg, 64 : memref<128xi8, 1>
    // expected-error@below {{[slot-align] mutates global descriptor slot (argument #0 of @assumed) on the device, which needs a 128-byte aligned slot (tensormap.replace writes a .b1024 operand), but it is only known to be 64-byte aligned}}
    tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.tensormap_fence_release scope = gpu
    tile.tensormap_fence_acquire %arg scope = gpu : memref<128xi8, 1>
    %d = tile.tensormap_from_slot %arg : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// Rebind in one branch only, the fences only on the other path: the then
// path reaches the load with the write unreleased.
// PATH: error: 'tile.load' op [fence-release-missing] reads global descriptor slot @slot whose last write, at line [[W:[0-9]+]] (tile.rebind), is not followed by a tile.tensormap_fence_release on this path: line {{[0-9]+}} (scf.if then branch) -> line [[W]] (tile.rebind) -> line {{[0-9]+}} (tile.load)
gpu.module @one_branch [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @one_branch(%c: i1, %p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                       %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>,
                       %x: i32, %y: i32) kernel {
    %slot = memref.get_global @slot : memref<128xi8, 1>
    scf.if %c {
      tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    } else {
      tile.tensormap_fence_release scope = gpu
      tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
    }
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    // expected-error@below {{[fence-release-missing]}}
    tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// Unstructured: the block that rebinds falls through to the use without
// the release the other path does not need either.
// PATH: error: 'tile.load' op [fence-release-missing] reads global descriptor slot (argument #1 of @blocks) whose last write, at line [[W:[0-9]+]] (tile.rebind), is not followed by a tile.tensormap_fence_release on this path: line [[BR:[0-9]+]] (cf.cond_br -> ^bb1) -> line [[W]] (tile.rebind) -> line {{[0-9]+}} (tile.tensormap_fence_acquire) -> line {{[0-9]+}} (tile.load)
gpu.module @cfg [#nvvm.target<chip = "sm_90a">] {
  gpu.func @blocks(%c: i1, %arg: memref<128xi8, 1>, %p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                   %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32) kernel {
    cf.cond_br %c, ^rebind, ^use
  ^rebind:
    tile.rebind %arg address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    cf.br ^use
  ^use:
    tile.tensormap_fence_acquire %arg scope = gpu : memref<128xi8, 1>
    %d = tile.tensormap_from_slot %arg : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    // expected-error@below {{[fence-release-missing]}}
    tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// Every violation is reported: a kernel with three.
gpu.module @several [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @several(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                    %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>,
                    %x: i32, %y: i32) kernel {
    %slot = memref.get_global @slot : memref<128xi8, 1>
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.store %smem to %d[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.bulk_commit
    // expected-error@below {{[slot-in-flight]}}
    tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    // expected-error@below {{[fence-release-missing]}}
    tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    tile.tensormap_fence_release scope = gpu
    // expected-error@below {{[fence-acquire-missing]}}
    tile.store %smem to %d[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}
