// Descriptors rebuilt per iteration of sibling loops share one slot, shadow and view
// (passes/src/plan_rebind/siblings.rs): same type, space, seed and launch-invariant fields,
// the same writing thread, loops that are distinct ops of one block with one descriptor each,
// and no tile.load through them. The later loop compares its values with the shared shadow
// and rewrites the slot only when they differ; the bulk wait the planner inserts before a
// rewrite retires the earlier loop's stores. The fence checker proves every kernel here.

// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind)' -o %t.mlir 2> %t.remarks
// RUN: %FileCheck %s --input-file=%t.mlir
// RUN: %FileCheck %s --input-file=%t.remarks --check-prefix=REMARK
// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind{recheck=off},tile-check-tensormap-fences)' > /dev/null
// Whole pipeline, both strategies (ptxas assembles the PTX: tests/ptxas.rs).
// RUN: %tile-opt %s --split-input-file --pipeline=default --emit=ptx -o /dev/null 2>/dev/null
// RUN: %tile-opt %s --split-input-file --pipeline=default-asm --emit=ptx -o /dev/null 2>/dev/null

// Three sibling loops, one slot: one view and one shadow in the prologue, three
// conditional sequences on them.
// CHECK-LABEL: gpu.func @three(
// CHECK-SAME: tile.num_device_tmas = 1 : i32
// CHECK-COUNT-1: llvm.alloca
// CHECK-NOT: llvm.alloca
// CHECK: %[[SLOT:.*]] = memref.assume_alignment
// CHECK: scf.for
// CHECK: tile.rebind %[[SLOT]]
// CHECK: scf.for
// CHECK: tile.rebind %[[SLOT]]
// CHECK: scf.for
// CHECK: tile.rebind %[[SLOT]]
// CHECK: gpu.return
// REMARK: sibling-slots.mlir:[[# @LINE + 16]]:16: remark: 'tile.make_tensormap_ptr' op [rebind-share] 3 descriptors of sibling loops share this one's slot, shadow and view
// REMARK-NOT: [rebind-share]
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @smem : memref<64x64xf32, 3> {alignment = 1024}
    gpu.func @three(%table: memref<?xi64, 1>, %w: i64, %pitch: i64, %n: index) kernel attributes {tile.rebind_seed = "zero"} {
      %smem = memref.get_global @smem : memref<64x64xf32, 3>
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
          tile.reduce add %smem to %d[%c0_i32, %c0_i32] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
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

// -----

// Template-seeded, with the same kernel arguments as invariant fields: shared, with one
// template. A third loop whose dims come from another argument (a different template) keeps
// its own slot.
// Two templates, not three: the siblings share the first one's (same type and fields).
// CHECK-LABEL: gpu.func @templates(
// CHECK-SAME: %arg4: index, %[[T0:.*]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %[[T1:.*]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %{{.*}}: memref<?xi8, 1>) kernel
// CHECK-SAME: tile.num_device_tmas = 2 : i32
// CHECK: tile.tensormap_init %{{.*}} from %[[T0]]
// CHECK: tile.tensormap_init %{{.*}} from %[[T0]]
// CHECK: tile.tensormap_init %{{.*}} from %[[T1]]
// REMARK: sibling-slots.mlir:[[# @LINE + 16]]:16: remark: 'tile.make_tensormap_ptr' op [rebind-share] 2 descriptors of sibling loops share this one's slot, shadow and view
// REMARK-NOT: [rebind-share]
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @smem : memref<64x64xf32, 3> {alignment = 1024}
    gpu.func @templates(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64, %n: index) kernel {
      %smem = memref.get_global @smem : memref<64x64xf32, 3>
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
        scf.for %i = %c0 to %n step %c1 {
          %a = memref.load %table[%i] : memref<?xi64, 1>
          %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
          %d = tile.make_tensormap_ptr %p, dims [%h, %h], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.store %smem to %d[%c0_i32, %c0_i32] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.bulk_commit
        }
        tile.bulk_wait 0
      }
      gpu.return
    }
  }
}

// -----

// Not shared: a tile.load (its mbarrier wait need not come before the next loop), two
// descriptor types, a loop nested in another (not siblings), two descriptors in one loop
// (a batch), and two single-thread branches (two scf.if ops).
// CHECK-LABEL: gpu.func @apart(
// CHECK-SAME: tile.num_device_tmas = 8 : i32
// REMARK-NOT: [rebind-share]
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @smem16 : memref<64x64xf16, 3> {alignment = 1024}
    memref.global "private" @bar : memref<i64, 3> {alignment = 8}
    gpu.func @apart(%table: memref<?xi64, 1>, %w: i64, %pitch: i64, %n: index) kernel attributes {tile.rebind_seed = "zero"} {
      %smem = memref.get_global @smem : memref<64x64xf32, 3>
      %smem16 = memref.get_global @smem16 : memref<64x64xf16, 3>
      %bar = memref.get_global @bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %bytes = arith.constant 16384 : i32
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        scf.for %i = %c0 to %n step %c1 {
          %a = memref.load %table[%i] : memref<?xi64, 1>
          %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
          %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          %i32 = arith.index_cast %i : index to i32
          %parity = arith.andi %i32, %c1_i32 : i32
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
          tile.load %d[%c0_i32, %c0_i32] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
          tile.mbarrier_wait_parity %bar, %parity : memref<i64, 3>
        }
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
          %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f16, rank = 2, box = [64, 64]>
          tile.store %smem16 to %d[%c0_i32, %c0_i32] : memref<64x64xf16, 3>, !tile.tensormap<f16, rank = 2, box = [64, 64]>
          tile.bulk_commit
          scf.for %j = %c0 to %n step %c1 {
            %b = memref.load %table[%j] : memref<?xi64, 1>
            %q = llvm.inttoptr %b : i64 to !llvm.ptr<1>
            %e = tile.make_tensormap_ptr %q, dims [%w, %w], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f16, rank = 2, box = [64, 64]>
            tile.store %smem16 to %e[%c0_i32, %c0_i32] : memref<64x64xf16, 3>, !tile.tensormap<f16, rank = 2, box = [64, 64]>
            tile.bulk_commit
          }
        }
        scf.for %i = %c0 to %n step %c1 {
          %a = memref.load %table[%i] : memref<?xi64, 1>
          %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
          %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          %e = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.store %smem to %d[%c0_i32, %c0_i32] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.store %smem to %e[%c0_i32, %c0_i32] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.bulk_commit
        }
        tile.bulk_wait 0
      }
      scf.if %leader {
        scf.for %i = %c0 to %n step %c1 {
          %a = memref.load %table[%i] : memref<?xi64, 1>
          %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
          %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.store %smem to %d[%c0_i32, %c0_i32] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.bulk_commit
        }
        tile.bulk_wait 0
      }
      scf.if %leader {
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
