// tile-plan-device-rebind in loops: a descriptor built from per-group values is rebound on
// the iterations where a value it writes changed (compared with a per-thread shadow of the
// last rebind's values: one rebind per group of a grouped GEMM epilogue). Before the slot is
// overwritten, the TMA stores issued through it earlier are committed and waited for
// (`tile.bulk_commit` + `tile.bulk_wait 0 read`, inserted inside the conditional rebind, only
// where the fence checker finds them still in flight); loads need the kernel's own
// blocking mbarrier wait (see rejections.mlir). A descriptor whose operands
// are loop-invariant is hoisted, fences and all, and written once. Every
// output passes tile-check-tensormap-fences.

// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-plan-device-rebind)' | %FileCheck %s --enable-var-scope
// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-plan-device-rebind,tile-check-tensormap-fences)' > /dev/null

// Grouped stores: group g's output pointer and row count come from tables.
// CHECK-LABEL: gpu.func @grouped_stores(
// CHECK: %[[SHADOW:.*]] = llvm.alloca %{{.*}} x !llvm.array<{{[0-9]+}} x i64> {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK: scf.for %[[G:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: %[[P:.*]] = llvm.inttoptr
// CHECK: %[[SLOT:.*]] = memref.assume_alignment
// CHECK: arith.cmpi ne
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: tile.bulk_commit
// CHECK-NEXT: tile.bulk_wait 0 read
// CHECK-NEXT: llvm.load
// CHECK-NEXT: arith.constant 0 : i64
// CHECK-NEXT: %[[UNSEEDED:.*]] = arith.cmpi eq
// CHECK-NEXT: scf.if %[[UNSEEDED]] {
// CHECK-NEXT: tile.tensormap_init %[[SLOT]] from
// CHECK-NEXT: }
// CHECK-NEXT: tile.rebind %[[SLOT]] address(%[[P]] : !llvm.ptr<1>)
// CHECK-NEXT: tile.tensormap_fence_release
// CHECK-NEXT: tile.tensormap_fence_acquire %[[SLOT]]
// CHECK-NEXT: %[[FRESH:.*]] = tile.tensormap_from_slot %[[SLOT]]
// CHECK-NEXT: tile.prefetch_tensormap %[[FRESH]]
// CHECK-COUNT-2: llvm.store %{{.*}}, %{{.*}} : i64, !llvm.ptr
// CHECK: %[[D:.*]] = tile.tensormap_from_slot %[[SLOT]]
gpu.module @stores [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
  // expected-remark @below {{[rebind-launch] kernel @stores::@grouped_stores is not launched in this module: its launcher must pass the template descriptor as parameter #4 and a global workspace of gridDim.x * gridDim.y * gridDim.z * 128 bytes, 128-byte aligned, as parameter #5}}
  gpu.func @grouped_stores(%ptrs: memref<?xi64, 1>, %rows: memref<?xi64, 1>, %pitch: i64, %groups: index) kernel
      attributes {tile.num_device_tmas = 1 : i32, tile.num_host_tmas = 0 : i32} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i64
    %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
    %tid = gpu.thread_id x
    %leader = arith.cmpi eq, %tid, %c0 : index
    scf.if %leader {
      scf.for %g = %c0 to %groups step %c1 {
        %a = memref.load %ptrs[%g] : memref<?xi64, 1>
        %h = memref.load %rows[%g] : memref<?xi64, 1>
        %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
        // expected-remark @below {{[rebind-scope] gpu: the slot is in global memory, read by the TMA unit}}
        // expected-remark @below {{[rebind-plan] seeded from its template and rebound by the thread that 'scf.if' at line 49 selects, which also issues its TMA ops (assuming a 1-D thread block: the condition pins only thread_id x); rewritten on every iteration of 'scf.for' at line 50 that changes a value it writes (compared with what this thread wrote last): seeded on the first write only, no leading acquire, prefetched after the consumer's acquire}}
        // expected-remark @below {{[rebind-in-flight] tile.bulk_commit + tile.bulk_wait 0 read inserted before the slot is rewritten: a TMA store or reduction through it issued earlier may still read it}}
        // expected-remark @below {{[rebind-unchanged] fields global_dim[0], global_stride[0] are launch-invariant: encoded in the template, not written on the device}}
        %d = tile.make_tensormap_ptr %p, dims [%c64, %h], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.store %smem to %d[%c0_i32, %c0_i32] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.bulk_commit
      }
      tile.bulk_wait 0
    }
    gpu.return
  }
}

// -----

// Grouped loads: each load is retired by the blocking wait on its mbarrier
// in the same iteration, so no bulk wait is added; a reduction through the
// slot later in the iteration is retired by the kernel's own commit + wait.
// CHECK-LABEL: gpu.func @grouped_loads(
// CHECK: scf.for
// CHECK-NOT: tile.bulk_wait
// CHECK: tile.rebind
// CHECK: tile.prefetch_tensormap
// CHECK: %[[D:.*]] = tile.tensormap_from_slot
// CHECK-NEXT: tile.mbarrier_arrive_expect_tx
// CHECK-NEXT: tile.load %[[D]]
// CHECK-NEXT: tile.mbarrier_wait_parity
// CHECK-NEXT: tile.reduce add %{{.*}} to %[[D]]
// CHECK-NEXT: tile.bulk_commit
// CHECK-NEXT: tile.bulk_wait 0 read
// CHECK-NEXT: }
gpu.module @loads [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
  memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
  // expected-remark @below {{[rebind-launch] kernel @loads::@grouped_loads is not launched in this module: its launcher must pass the template descriptor as parameter #5 and a global workspace of gridDim.x * gridDim.y * gridDim.z * 128 bytes, 128-byte aligned, as parameter #6}}
  gpu.func @grouped_loads(%ptrs: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64, %groups: index) kernel
      attributes {tile.num_device_tmas = 1 : i32, tile.num_host_tmas = 0 : i32, known_block_size = array<i32: 128, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %bytes = arith.constant 16384 : i32
    %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
    %bar = memref.get_global @tile_bar : memref<i64, 3>
    %tid = gpu.thread_id x
    %leader = arith.cmpi eq, %tid, %c0 : index
    scf.if %leader {
      tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
      tile.fence_proxy_async shared_cta
      scf.for %g = %c0 to %groups step %c1 {
        %gi = arith.index_cast %g : index to i32
        %phase = arith.andi %gi, %c1_i32 : i32
        %a = memref.load %ptrs[%g] : memref<?xi64, 1>
        %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
        // expected-remark @below {{[rebind-scope] gpu}}
        // expected-remark @below {{[rebind-plan] seeded from its template and rebound by the thread that 'scf.if' at line 101 selects, which also issues its TMA ops; rewritten on every iteration of 'scf.for' at line 104 that changes a value it writes (compared with what this thread wrote last): seeded on the first write only, no leading acquire, prefetched after the consumer's acquire}}
        // expected-remark @below {{[rebind-unchanged] fields global_dim[0], global_dim[1], global_stride[0] are launch-invariant: encoded in the template, not written on the device}}
        %d = tile.make_tensormap_ptr %p, dims [%w, %h], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %d[%c0_i32, %gi] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
        tile.reduce add %smem to %d[%c0_i32, %gi] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
    }
    gpu.return
  }
}

// -----

// Loop-invariant operands: the sequence (seed, acquire, rebind, release,
// acquire) is hoisted out of both loops and the slot written once; the
// stores inside never race a rewrite, so no wait is added.
// CHECK-LABEL: gpu.func @hoisted(
// CHECK: scf.if
// CHECK: tile.tensormap_init
// CHECK: tile.rebind
// CHECK-NEXT: tile.tensormap_fence_release
// CHECK-NEXT: tile.tensormap_fence_acquire
// CHECK-NEXT: %[[D:.*]] = tile.tensormap_from_slot
// CHECK-NEXT: scf.for
// CHECK-NEXT: scf.for
// CHECK-NEXT: arith.index_cast
// CHECK-NEXT: tile.store %{{.*}} to %[[D]]
// CHECK-NEXT: tile.bulk_commit
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: tile.bulk_wait 0 read
// CHECK-NEXT: }
// CHECK-NEXT: gpu.return
gpu.module @invariant [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
  // expected-remark @below {{[rebind-launch] kernel @invariant::@hoisted is not launched in this module: its launcher must pass the template descriptor as parameter #5 and a global workspace of gridDim.x * gridDim.y * gridDim.z * 128 bytes, 128-byte aligned, as parameter #6}}
  gpu.func @hoisted(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64, %n: index) kernel
      attributes {tile.num_device_tmas = 1 : i32, tile.num_host_tmas = 0 : i32} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %a = memref.load %table[%bid] : memref<?xi64, 1>
    %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
    %leader = arith.cmpi eq, %tid, %c0 : index
    scf.if %leader {
      scf.for %i = %c0 to %n step %c1 {
        scf.for %j = %c0 to %n step %c1 {
          %ji = arith.index_cast %j : index to i32
          // expected-remark @below {{[rebind-scope] gpu}}
          // expected-remark @below {{[rebind-plan] seeded from its template and rebound by the thread that 'scf.if' at line 161 selects, which also issues its TMA ops (assuming a 1-D thread block: the condition pins only thread_id x); hoisted out of 'scf.for' at line 162 (its operands are loop-invariant): written once before it}}
          // expected-remark @below {{[rebind-unchanged] fields global_dim[0], global_dim[1], global_stride[0] are launch-invariant: encoded in the template, not written on the device}}
          %d = tile.make_tensormap_ptr %p, dims [%w, %h], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.store %smem to %d[%c0_i32, %ji] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.bulk_commit
        }
      }
      tile.bulk_wait 0 read
    }
    gpu.return
  }
}

// -----

// Operands invariant in the inner loop only: hoisted out of it, rewritten
// per iteration of the outer one, where the stores of the previous outer
// iteration are already retired by the kernel's own wait (none added).
// CHECK-LABEL: gpu.func @partly_hoisted(
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT: %[[A:.*]] = memref.load %{{.*}}[%[[I]]]
// CHECK-NEXT: %[[P:.*]] = llvm.inttoptr %[[A]]
// CHECK: scf.if %{{.*}} {
// CHECK: tile.rebind %{{.*}} address(%[[P]] : !llvm.ptr<1>)
// CHECK: tile.prefetch_tensormap
// CHECK: %[[D:.*]] = tile.tensormap_from_slot
// CHECK-NEXT: scf.for
// CHECK-NEXT: arith.index_cast
// CHECK-NEXT: tile.store %{{.*}} to %[[D]]
// CHECK-NEXT: tile.bulk_commit
// CHECK-NEXT: }
// CHECK-NEXT: tile.bulk_wait 0 read
// CHECK-NEXT: }
gpu.module @partly [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
  // expected-remark @below {{[rebind-launch] kernel @partly::@partly_hoisted is not launched in this module: its launcher must pass the template descriptor as parameter #5 and a global workspace of gridDim.x * gridDim.y * gridDim.z * 128 bytes, 128-byte aligned, as parameter #6}}
  gpu.func @partly_hoisted(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64, %n: index) kernel
      attributes {tile.num_device_tmas = 1 : i32, tile.num_host_tmas = 0 : i32} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
    %tid = gpu.thread_id x
    %leader = arith.cmpi eq, %tid, %c0 : index
    scf.if %leader {
      scf.for %i = %c0 to %n step %c1 {
        %a = memref.load %table[%i] : memref<?xi64, 1>
        %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
        scf.for %j = %c0 to %n step %c1 {
          %ji = arith.index_cast %j : index to i32
          // expected-remark @below {{[rebind-scope] gpu}}
          // expected-remark @below {{[rebind-plan] seeded from its template and rebound by the thread that 'scf.if' at line 210 selects, which also issues its TMA ops (assuming a 1-D thread block: the condition pins only thread_id x); hoisted out of 'scf.for' at line 214 (its operands are loop-invariant): written once before it; rewritten on every iteration of 'scf.for' at line 211 that changes a value it writes (compared with what this thread wrote last): seeded on the first write only, no leading acquire, prefetched after the consumer's acquire}}
          // expected-remark @below {{[rebind-unchanged] fields global_dim[0], global_dim[1], global_stride[0] are launch-invariant: encoded in the template, not written on the device}}
          %d = tile.make_tensormap_ptr %p, dims [%w, %h], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.store %smem to %d[%c0_i32, %ji] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.bulk_commit
        }
        tile.bulk_wait 0 read
      }
    }
    gpu.return
  }
}
