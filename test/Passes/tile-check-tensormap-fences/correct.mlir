// tile-check-tensormap-fences on correct kernels: device rebinds (and
// cp_fenceproxy seeds) released, acquired at gpu scope before every TMA use,
// in-flight reads retired before every overwrite, slots 128-byte aligned.
// The pass proves them and leaves the IR unchanged: no diagnostic, the
// module is printed as parsed. `mutants.mlir` breaks each of them.

// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-check-tensormap-fences)' | %FileCheck %s
// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-check-tensormap-fences)' > /dev/null

// Straight line (the TMA emission design): rebind, release, consumer's acquire, then a
// load, a descriptor prefetch and a tensor prefetch; the leading acquire of
// the spec's sequence is accepted.
// CHECK-LABEL: gpu.func @straight_line(
// CHECK: tile.rebind
// CHECK-NEXT: tile.tensormap_fence_release{{$}}
// CHECK-NEXT: tile.tensormap_fence_acquire
// CHECK: tile.load
gpu.module @straight [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @straight_line(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                          %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>,
                          %x: i32, %y: i32, %phase: i32) kernel {
    %slot = memref.get_global @slot : memref<128xi8, 1>
    tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
    tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.tensormap_fence_release scope = gpu
    tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.prefetch %d[%x, %y] : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
    gpu.return
  }
}

// -----

// Grouped GEMM epilogue: one rebind per group in an scf.for, the previous
// group's TMA store committed and waited (bulk_wait 0 read) before the next
// rebind overwrites the slot; sys scope is wider than needed and accepted.
// CHECK-LABEL: gpu.func @grouped_stores(
// CHECK: scf.for
// CHECK-NEXT: tile.bulk_wait 0 read
// CHECK-NEXT: tile.rebind
gpu.module @grouped [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @grouped_stores(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                           %smem: memref<64x64xf32, 3>, %x: i32, %y: i32, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %slot = memref.get_global @slot : memref<128xi8, 1>
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    scf.for %i = %c0 to %n step %c1 {
      tile.bulk_wait 0 read
      tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.tensormap_fence_release scope = sys
      tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
      tile.store %smem to %d[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.reduce add %smem to %d[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.bulk_commit
    }
    gpu.return
  }
}

// -----

// Counting groups: the slot's store is in the older of two groups committed
// per iteration, so `bulk_wait 1 read` retires it before the next rebind
// (the newer group only stores through a host-born descriptor).
// CHECK-LABEL: gpu.func @two_groups(
// CHECK: tile.bulk_wait 1 read
gpu.module @counted [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @two_groups(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                       %host: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                       %smem: memref<64x64xf32, 3>, %x: i32, %y: i32, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %slot = memref.get_global @slot : memref<128xi8, 1>
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    scf.for %i = %c0 to %n step %c1 {
      tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.tensormap_fence_release scope = gpu
      tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
      tile.store %smem to %d[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.bulk_commit
      tile.store %smem to %host[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.bulk_commit
      tile.bulk_wait 1 read
    }
    gpu.return
  }
}

// -----

// Loads in a loop: each load's descriptor read is retired by the blocking
// wait on its mbarrier before the next iteration rebinds the slot.
// CHECK-LABEL: gpu.func @grouped_loads(
// CHECK: tile.mbarrier_wait_parity
gpu.module @loads [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @grouped_loads(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                          %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>,
                          %x: i32, %y: i32, %phase: i32, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %slot = memref.get_global @slot : memref<128xi8, 1>
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    scf.for %i = %c0 to %n step %c1 {
      tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.tensormap_fence_release scope = gpu
      tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
      tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
    }
    gpu.return
  }
}

// -----

// A rebind in one branch of an scf.if: the then path releases, the acquire
// after the join covers both paths (on the else path the slot still holds
// its host-born content).
// CHECK-LABEL: gpu.func @rebind_in_branch(
// CHECK: scf.if
gpu.module @branch [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @rebind_in_branch(%c: i1, %p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                             %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>,
                             %x: i32, %y: i32) kernel {
    %slot = memref.get_global @slot : memref<128xi8, 1>
    scf.if %c {
      tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.tensormap_fence_release scope = gpu
    }
    tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// Fences on both paths of an scf.if/else, each branch with its own use.
// CHECK-LABEL: gpu.func @fences_on_both_paths(
gpu.module @both [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @fences_on_both_paths(%c: i1, %p: !llvm.ptr<1>, %q: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                                 %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>,
                                 %x: i32, %y: i32) kernel {
    %slot = memref.get_global @slot : memref<128xi8, 1>
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    scf.if %c {
      tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.tensormap_fence_release scope = gpu
      tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
      tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    } else {
      tile.rebind %slot address(%q : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.tensormap_fence_release scope = gpu
      tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
      tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    }
    gpu.return
  }
}

// -----

// cp_fenceproxy seeding (CUTLASS): the template is patched in shared::cta,
// made visible to the warp (a barrier: the copy is warp-wide), copied to
// the global slot with the fused release, acquired before use;
// then the global slot is rebound in place (the TMA emission design's seed, acquire,
// replace, release order) and acquired again.
// CHECK-LABEL: gpu.func @seeded(
// CHECK: tile.tensormap_cp_fenceproxy
gpu.module @seed [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @template : memref<128xi8, 3> = uninitialized {alignment = 128}
  gpu.func @seeded(%p: !llvm.ptr<1>, %q: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                   %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>,
                   %x: i32, %y: i32, %phase: i32) kernel {
    %slot = memref.get_global @slot : memref<128xi8, 1>
    %tmpl = memref.get_global @template : memref<128xi8, 3>
    tile.rebind %tmpl address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 3> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.barrier
    tile.tensormap_cp_fenceproxy %tmpl to %slot scope = gpu : memref<128xi8, 3>, memref<128xi8, 1>
    tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
    tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
    tile.rebind %slot address(%q : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.tensormap_fence_release scope = gpu
    tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
    tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// Unstructured control flow: the rebind on one cf.cond_br successor, both
// paths meet in a block that acquires; the slot is a kernel argument of
// unknown alignment (not an error) passed through a memref.cast.
// CHECK-LABEL: gpu.func @blocks(
// CHECK: cf.cond_br
gpu.module @cfg [#nvvm.target<chip = "sm_90a">] {
  gpu.func @blocks(%c: i1, %arg: memref<128xi8, 1>, %p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                   %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32) kernel {
    %slot = memref.cast %arg : memref<128xi8, 1> to memref<128xi8, strided<[1]>, 1>
    cf.cond_br %c, ^rebind, ^use
  ^rebind:
    tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, strided<[1]>, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.tensormap_fence_release scope = gpu
    cf.br ^use
  ^use:
    tile.tensormap_fence_acquire %arg scope = gpu : memref<128xi8, 1>
    %d = tile.tensormap_from_slot %arg : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// Two slots of one array (static subviews at offsets 0 and 128): each is
// its own slot, so rebinding the first one neither needs fences before
// reading the second (host-born, never written here) nor races it.
// CHECK-LABEL: gpu.func @two_slots(
gpu.module @array [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slots : memref<256xi8, 1> = uninitialized {alignment = 128}
  gpu.func @two_slots(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                      %smem: memref<64x64xf32, 3>, %x: i32, %y: i32) kernel {
    %all = memref.get_global @slots : memref<256xi8, 1>
    %a = memref.subview %all[0] [128] [1] : memref<256xi8, 1> to memref<128xi8, strided<[1]>, 1>
    %b = memref.subview %all[128] [128] [1] : memref<256xi8, 1> to memref<128xi8, strided<[1], offset: 128>, 1>
    %db = tile.tensormap_from_slot %b : memref<128xi8, strided<[1], offset: 128>, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.store %smem to %db[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.rebind %a address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, strided<[1]>, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.tensormap_fence_release scope = gpu
    tile.tensormap_fence_acquire %a scope = gpu : memref<128xi8, strided<[1]>, 1>
    %da = tile.tensormap_from_slot %a : memref<128xi8, strided<[1]>, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.store %smem to %da[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

// scf.while over groups with the wait before each rebind, and a host-born
// slot that is only read (no fence needed).
// CHECK-LABEL: gpu.func @while_groups(
// CHECK: scf.while
gpu.module @loop [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @host_slot : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @while_groups(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                         %smem: memref<64x64xf32, 3>, %x: i32, %y: i32, %n: i32) kernel {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %slot = memref.get_global @slot : memref<128xi8, 1>
    %host = memref.get_global @host_slot : memref<128xi8, 1>
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    %dh = tile.tensormap_from_slot %host : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.store %smem to %dh[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
    %r = scf.while (%i = %c0) : (i32) -> i32 {
      %more = arith.cmpi slt, %i, %n : i32
      scf.condition(%more) %i : i32
    } do {
    ^bb0(%j: i32):
      tile.bulk_wait 0 read
      tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.tensormap_fence_release scope = gpu
      tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
      tile.store %smem to %d[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.bulk_commit
      %next = arith.addi %j, %c1 : i32
      scf.yield %next : i32
    }
    gpu.return
  }
}
