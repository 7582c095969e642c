// PTX of device rebinds that change the rank or the interleave layout of a
// host template (the two fields test/gpu's rebind_rank,
// rebind_rank_down and rebind_interleave cases run on the GPU), through both
// pipelines, `default` (NVVM intrinsics) and `default-asm` (inline asm), for
// sm_90a and sm_100a. A template of another rank rewrites the rank and every
// per-dimension static field of the new rank (and only those); an interleave
// change from a template of the same rank writes interleave_layout alone
// (none = 0, il16 = 1, il32 = 2) before the dynamic fields. Each kernel is
// complete and fenced; tools/ptxas-check assembles every kernel here.

// RUN: %tile-opt %s --split-input-file --pipeline=default --emit=ptx 2>/dev/null | %FileCheck %s
// RUN: %tile-opt %s --split-input-file --pipeline=default-asm --emit=ptx 2>/dev/null | %FileCheck %s

// Rank 2 -> 3 on sm_90a: rank (value 2), box dims 0..2, element strides 0..2,
// then the address, three dims and two strides; a 3-D load through it.
// CHECK: .target sm_90a
// CHECK-LABEL: .visible .entry rank_up(
// CHECK-NOT: tensormap.replace.tile.{{elemtype|interleave_layout|swizzle_mode|fill_mode}}
// CHECK: tensormap.replace.tile.rank.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], {{(2|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.box_dim.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], 0, {{(64|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.box_dim.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], 1, {{(8|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.box_dim.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], 2, {{(4|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.element_stride.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], 2, {{(1|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.global_address.global.b1024.b64
// CHECK: tensormap.replace.tile.global_dim.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], 2, %r{{[0-9]+}};
// CHECK: tensormap.replace.tile.global_stride.global.b1024.b64{{[[:space:]]+}}[%rd{{[0-9]+}}], 1, %rd{{[0-9]+}};
// CHECK-NOT: tensormap.replace
// CHECK: fence.proxy.tensormap::generic.release.gpu;
// CHECK: fence.proxy.tensormap::generic.acquire.gpu [%rd{{[0-9]+}}], 128;
// CHECK: cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @smem : memref<4x8x64xf32, 3> {alignment = 1024}
    memref.global "private" @bar : memref<i64, 3> {alignment = 8}
    gpu.func @rank_up(%slot: memref<128xi8, 1>, %t: !tile.tensormap<f32, rank = 2, box = [32, 32]>,
                      %p: !llvm.ptr<1>, %w: i32, %h: i32, %n: i32, %s1: i64, %s2: i64) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %bytes = arith.constant 8192 : i32
      %smem = memref.get_global @smem : memref<4x8x64xf32, 3>
      %bar = memref.get_global @bar : memref<i64, 3>
      %a = memref.assume_alignment %slot, 128 : memref<128xi8, 1>
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.tensormap_init %a from %t : !tile.tensormap<f32, rank = 2, box = [32, 32]> : memref<128xi8, 1>
        tile.rebind %a address(%p : !llvm.ptr<1>) dims [%w, %h, %n] strides [%s1, %s2]
            from !tile.tensormap<f32, rank = 2, box = [32, 32]>
            : memref<128xi8, 1> as !tile.tensormap<f32, rank = 3, box = [64, 8, 4]>
        tile.tensormap_fence_release
        tile.tensormap_fence_acquire %a : memref<128xi8, 1>
        %d = tile.tensormap_from_slot %a : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 3, box = [64, 8, 4]>
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %d[%c0_i32, %c0_i32, %c0_i32] to %smem, %bar
            : !tile.tensormap<f32, rank = 3, box = [64, 8, 4]>, memref<4x8x64xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      }
      gpu.return
    }
  }
}

// -----

// Interleave none -> il16 on sm_90a (f16, box 8 x 16 x 4: one 16-byte slice
// per box row): interleave_layout = 1 and nothing else static.
// CHECK: .target sm_90a
// CHECK-LABEL: .visible .entry interleave16(
// CHECK-NOT: tensormap.replace.tile.{{rank|elemtype|swizzle_mode|fill_mode|box_dim|element_stride}}
// CHECK: tensormap.replace.tile.interleave_layout.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], {{(1|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.global_address.global.b1024.b64
// CHECK: fence.proxy.tensormap::generic.release.gpu;
// CHECK: cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @smem : memref<4x16x8xf16, 3> {alignment = 1024}
    memref.global "private" @bar : memref<i64, 3> {alignment = 8}
    gpu.func @interleave16(%slot: memref<128xi8, 1>, %t: !tile.tensormap<f16, rank = 3, box = [8, 16, 4]>,
                           %p: !llvm.ptr<1>, %w: i32, %h: i32, %n: i32, %s1: i64, %s2: i64) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %bytes = arith.constant 1024 : i32
      %smem = memref.get_global @smem : memref<4x16x8xf16, 3>
      %bar = memref.get_global @bar : memref<i64, 3>
      %a = memref.assume_alignment %slot, 128 : memref<128xi8, 1>
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.tensormap_init %a from %t : !tile.tensormap<f16, rank = 3, box = [8, 16, 4]> : memref<128xi8, 1>
        tile.rebind %a address(%p : !llvm.ptr<1>) dims [%w, %h, %n] strides [%s1, %s2]
            from !tile.tensormap<f16, rank = 3, box = [8, 16, 4]>
            : memref<128xi8, 1> as !tile.tensormap<f16, rank = 3, box = [8, 16, 4], interleave = il16>
        tile.tensormap_fence_release
        tile.tensormap_fence_acquire %a : memref<128xi8, 1>
        %d = tile.tensormap_from_slot %a : memref<128xi8, 1> -> !tile.tensormap<f16, rank = 3, box = [8, 16, 4], interleave = il16>
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %d[%c0_i32, %c0_i32, %c0_i32] to %smem, %bar
            : !tile.tensormap<f16, rank = 3, box = [8, 16, 4], interleave = il16>, memref<4x16x8xf16, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      }
      gpu.return
    }
  }
}

// -----

// sm_100a: rank 3 -> 2 (value 1; box dims and element strides 0..1 only)
// and interleave il32 + sw32 -> none + sw32 from the same kind of template.
// CHECK: .target sm_100a
// CHECK-LABEL: .visible .entry rank_down(
// CHECK: tensormap.replace.tile.rank.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], {{(1|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.box_dim.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], 1, {{(16|%r[0-9]+)}};
// CHECK-NOT: tensormap.replace.tile.box_dim.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], 2,
// CHECK: tensormap.replace.tile.element_stride.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], 1, {{(1|%r[0-9]+)}};
// CHECK-NOT: tensormap.replace.tile.element_stride.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], 2,
// CHECK: tensormap.replace.tile.global_stride.global.b1024.b64{{[[:space:]]+}}[%rd{{[0-9]+}}], 0, %rd{{[0-9]+}};
// CHECK-NOT: tensormap.replace
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK-LABEL: .visible .entry interleave_off(
// CHECK-NOT: tensormap.replace.tile.{{rank|elemtype|swizzle_mode|fill_mode|box_dim|element_stride}}
// CHECK: tensormap.replace.tile.interleave_layout.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], {{(0|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.global_stride.global.b1024.b64{{[[:space:]]+}}[%rd{{[0-9]+}}], 1, %rd{{[0-9]+}};
// CHECK: cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_100a">] {
    memref.global "private" @smem : memref<16x64xf32, 3> {alignment = 1024}
    memref.global "private" @bar : memref<i64, 3> {alignment = 8}
    memref.global "private" @smem3 : memref<8x32x8xf32, 3> {alignment = 1024}
    memref.global "private" @bar3 : memref<i64, 3> {alignment = 8}
    gpu.func @rank_down(%slot: memref<128xi8, 1>, %t: !tile.tensormap<f32, rank = 3, box = [64, 8, 4]>,
                        %p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %bytes = arith.constant 4096 : i32
      %smem = memref.get_global @smem : memref<16x64xf32, 3>
      %bar = memref.get_global @bar : memref<i64, 3>
      %a = memref.assume_alignment %slot, 128 : memref<128xi8, 1>
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.tensormap_init %a from %t : !tile.tensormap<f32, rank = 3, box = [64, 8, 4]> : memref<128xi8, 1>
        tile.rebind %a address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch]
            from !tile.tensormap<f32, rank = 3, box = [64, 8, 4]>
            : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 16]>
        tile.tensormap_fence_release
        tile.tensormap_fence_acquire %a : memref<128xi8, 1>
        %d = tile.tensormap_from_slot %a : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 16]>
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %d[%c0_i32, %c0_i32] to %smem, %bar
            : !tile.tensormap<f32, rank = 2, box = [64, 16]>, memref<16x64xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      }
      gpu.return
    }
    gpu.func @interleave_off(%slot: memref<128xi8, 1>,
                             %t: !tile.tensormap<f32, rank = 3, box = [8, 32, 8], interleave = il32, swizzle = sw32>,
                             %p: !llvm.ptr<1>, %w: i32, %h: i32, %n: i32, %s1: i64, %s2: i64) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %bytes = arith.constant 8192 : i32
      %smem = memref.get_global @smem3 : memref<8x32x8xf32, 3>
      %bar = memref.get_global @bar3 : memref<i64, 3>
      %a = memref.assume_alignment %slot, 128 : memref<128xi8, 1>
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.tensormap_init %a from %t : !tile.tensormap<f32, rank = 3, box = [8, 32, 8], interleave = il32, swizzle = sw32> : memref<128xi8, 1>
        tile.rebind %a address(%p : !llvm.ptr<1>) dims [%w, %h, %n] strides [%s1, %s2]
            from !tile.tensormap<f32, rank = 3, box = [8, 32, 8], interleave = il32, swizzle = sw32>
            : memref<128xi8, 1> as !tile.tensormap<f32, rank = 3, box = [8, 32, 8], swizzle = sw32>
        tile.tensormap_fence_release
        tile.tensormap_fence_acquire %a : memref<128xi8, 1>
        %d = tile.tensormap_from_slot %a : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 3, box = [8, 32, 8], swizzle = sw32>
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %d[%c0_i32, %c0_i32, %c0_i32] to %smem, %bar
            : !tile.tensormap<f32, rank = 3, box = [8, 32, 8], swizzle = sw32>, memref<8x32x8xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      }
      gpu.return
    }
  }
}
