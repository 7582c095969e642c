// tile-lower-to-nvvm outlines the planner's conditional rebind sequences (the scf.if marked
// tile.rebind_site, with the shadow loads and compares right before it) into one llvm.func per
// distinct sequence, called at each site (lowering/src/lower/outline.rs). The kernel attribute
// tile.rebind_outline chooses: "auto" (default) in functions compiled at -O0 (thousands of tile
// ops: bench/compile rebind-siblings), "on" always, "off" never. Here @siblings says "on": its
// two sibling loops share one slot ([rebind-share]) and their two sites one function;
// @siblings_copy, the same kernel, calls that function too (one function per distinct sequence
// in the gpu.module); @two_types has two descriptor types (a slot each): a function per type;
// @inline says "off" and @small says nothing (auto, far below the -O0 threshold): their
// sequences stay inline, as before. Every tile.rebind_site mark is removed.

// RUN: %tile-opt %s --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind{recheck=off},tile-check-tensormap-fences,tile-lower-to-nvvm{emit=intrinsics})' -o %t.mlir 2> %t.remarks
// RUN: %FileCheck %s --input-file=%t.mlir
// RUN: %FileCheck %s --input-file=%t.remarks --check-prefix=REMARK
// RUN: %not grep -F tile.rebind_site %t.mlir
// The planner marks each conditional sequence.
// RUN: %tile-opt %s --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind{recheck=off})' | %FileCheck %s --check-prefix=MARK
// Both strategies, whole pipeline: the PTX calls one .func per sequence (ptxas assembles it:
// tests/ptxas.rs).
// RUN: %tile-opt %s --pipeline=default --emit=ptx -o %t.ptx 2>/dev/null
// RUN: %FileCheck %s --input-file=%t.ptx --check-prefix=PTX
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx -o %t.asm.ptx 2>/dev/null
// RUN: %FileCheck %s --input-file=%t.asm.ptx --check-prefix=PTX

// MARK-LABEL: gpu.func @siblings(
// MARK: scf.if
// MARK: tile.rebind
// MARK: } {tile.rebind_site}
// MARK: scf.if
// MARK: tile.rebind
// MARK: } {tile.rebind_site}

// The functions come before the kernel that first calls them; the shadow cells are
// recomputed from one pointer per shadow, the constants cloned.
// The sequences are outlined before they are lowered: the slot, a memref, is passed as a
// pointer and rebuilt as a memref in the body, whose tile ops are then lowered once.
// CHECK: llvm.func @tile_rebind_site_0(%{{.*}}: i64, %{{.*}}: i64, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %[[PTR:.*]]: !llvm.ptr<1>) attributes {no_inline}
// CHECK: llvm.insertvalue %[[PTR]], %{{.*}}[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[SLOT:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<128xi8, 1>
// CHECK: llvm.getelementptr %{{.*}}[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i64>
// CHECK: scf.if
// CHECK: nvvm.cp.async.bulk.commit.group
// CHECK: nvvm.cp.async.bulk.wait_group 0 {read}
// CHECK: memref.extract_aligned_pointer_as_index %[[SLOT]]
// CHECK: llvm.nvvm.tensormap.replace.global.address
// CHECK: nvvm.fence.proxy.release
// CHECK: nvvm.fence.proxy.acquire
// CHECK: nvvm.prefetch tensormap
// CHECK: llvm.return
// The kernel builds the shared slot's pointer once, as the lowering addresses a slot in a large
// function: the workspace's address plus the slot's byte offset. The slot's view and its
// alignment assumption are left unused, and erased.
// CHECK-LABEL: gpu.func @siblings(
// CHECK: %[[WS:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// CHECK-NOT: memref.view
// CHECK-NOT: memref.assume_alignment
// CHECK: %[[SLOTPTR:.*]] = llvm.getelementptr %[[WS]][%{{.*}}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
// CHECK-NOT: memref.view
// CHECK-NOT: memref.assume_alignment
// CHECK: scf.for
// CHECK-NOT: tensormap.replace
// CHECK: llvm.call @tile_rebind_site_0({{.*}}, %[[SLOTPTR]])
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.global.shared.cta
// CHECK: scf.for
// CHECK-NOT: tensormap.replace
// CHECK: llvm.call @tile_rebind_site_0({{.*}}, %[[SLOTPTR]])
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.global.shared.cta
// CHECK-LABEL: gpu.func @siblings_copy(
// CHECK: llvm.call @tile_rebind_site_0(
// CHECK: llvm.call @tile_rebind_site_0(
// CHECK-LABEL: gpu.func @inline(
// CHECK-NOT: llvm.call @
// CHECK: llvm.nvvm.tensormap.replace.global.address
// CHECK-NOT: llvm.call @
// CHECK: gpu.return
// CHECK-LABEL: gpu.func @small(
// CHECK-NOT: llvm.call @
// CHECK: llvm.nvvm.tensormap.replace.global.address
// CHECK-NOT: llvm.call @
// CHECK: gpu.return
// CHECK: llvm.func @tile_rebind_site_1(
// CHECK: llvm.nvvm.tensormap.replace.elemtype
// CHECK: llvm.func @tile_rebind_site_2(
// CHECK: llvm.nvvm.tensormap.replace.elemtype
// CHECK-LABEL: gpu.func @two_types(
// CHECK: llvm.call @tile_rebind_site_1(
// CHECK: llvm.call @tile_rebind_site_2(

// REMARK-DAG: remark: 'tile.make_tensormap_ptr' op [rebind-share] 2 descriptors of sibling loops share this one's slot, shadow and view
// REMARK-DAG: remark: 'gpu.func' op [rebind-outlined] 2 conditional rebind sequence(s) of this function outlined as calls of @tile_rebind_site_0 (tile.rebind_outline = "on"): the PTX holds one copy of each distinct sequence
// REMARK-DAG: remark: 'gpu.func' op [rebind-outlined] 2 conditional rebind sequence(s) of this function outlined as calls of @tile_rebind_site_1, @tile_rebind_site_2 (tile.rebind_outline = "on")
// REMARK-NOT: [rebind-outlined] {{.*}}"off"
// REMARK-NOT: [rebind-outlined] {{.*}}"auto"

// PTX: .func tile_rebind_site_0(
// PTX: .entry siblings(
// PTX: call.uni tile_rebind_site_0,
// PTX: call.uni tile_rebind_site_0,
// PTX: .entry siblings_copy(
// PTX: call.uni tile_rebind_site_0,
// PTX: call.uni tile_rebind_site_0,
// PTX: .entry inline(
// PTX-NOT: call.uni
// PTX: .entry small(

module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_smem16 : memref<64x64xf16, 3> {alignment = 1024}
    gpu.func @siblings(%table: memref<?xi64, 1>, %w: i64, %pitch: i64, %n: index) kernel attributes {tile.rebind_seed = "zero", tile.rebind_outline = "on"} {
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
    gpu.func @siblings_copy(%table: memref<?xi64, 1>, %w: i64, %pitch: i64, %n: index) kernel attributes {tile.rebind_seed = "zero", tile.rebind_outline = "on"} {
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
    gpu.func @inline(%table: memref<?xi64, 1>, %w: i64, %pitch: i64, %n: index) kernel attributes {tile.rebind_seed = "zero", tile.rebind_outline = "off"} {
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
      }
      gpu.return
    }
    gpu.func @small(%table: memref<?xi64, 1>, %w: i64, %pitch: i64, %n: index) kernel attributes {tile.rebind_seed = "zero"} {
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
      }
      gpu.return
    }
    gpu.func @two_types(%table: memref<?xi64, 1>, %w: i64, %pitch: i64, %n: index) kernel attributes {tile.rebind_seed = "zero", tile.rebind_outline = "on"} {
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %smem16 = memref.get_global @tile_smem16 : memref<64x64xf16, 3>
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
          %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f16, rank = 2, box = [64, 64]>
          tile.store %smem16 to %d[%c0_i32, %c0_i32] : memref<64x64xf16, 3>, !tile.tensormap<f16, rank = 2, box = [64, 64]>
          tile.bulk_commit
        }
        tile.bulk_wait 0
      }
      gpu.return
    }
  }
}
