// PTX of device rebinds that write every tensormap.replace field,
// through the full pipelines `default` (NVVM intrinsics) and
// `default-asm` (inline asm), for sm_90a and sm_100a. Each kernel is
// complete and fenced (tile-check-tensormap-fences runs in both pipelines):
// a global slot seeded from a template parameter or zeroed, rewritten to a
// descriptor whose box / element type / swizzle / fill / element strides
// differ from the template, released, acquired, loaded through; a
// shared::cta slot built by lane 0 and published by warp 0 with
// tensormap.cp_fenceproxy; the swizzle atomicity on sm_100a.
// tools/ptxas-check assembles every kernel here with ptxas.

// RUN: %tile-opt %s --split-input-file --pipeline=default --emit=ptx 2>/dev/null | %FileCheck %s --check-prefix=CHECK
// RUN: %tile-opt %s --split-input-file --pipeline=default-asm --emit=ptx 2>/dev/null | %FileCheck %s --check-prefix=CHECK

// CHECK: .version 8.3
// CHECK-NEXT: .target sm_90a
// CHECK-LABEL: .visible .entry from_template(
// CHECK: ld.param
// CHECK: st.global.v2.{{[bu]}}64
// CHECK: tensormap.replace.tile.elemtype.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], {{(10|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.swizzle_mode.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], {{(3|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.fill_mode.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], {{(1|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.box_dim.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], 1, {{(32|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.element_stride.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], 1, {{(2|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.global_address.global.b1024.b64{{[[:space:]]+}}[%rd{{[0-9]+}}], %rd{{[0-9]+}};
// CHECK: tensormap.replace.tile.global_dim.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], 0, %r{{[0-9]+}};
// CHECK: tensormap.replace.tile.global_dim.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], 1, %r{{[0-9]+}};
// CHECK: tensormap.replace.tile.global_stride.global.b1024.b64{{[[:space:]]+}}[%rd{{[0-9]+}}], 0, %rd{{[0-9]+}};
// CHECK: fence.proxy.tensormap::generic.release.gpu;
// CHECK: fence.proxy.tensormap::generic.acquire.gpu [%rd{{[0-9]+}}], 128;
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @smem : memref<16x64xbf16, 3> {alignment = 1024}
    memref.global "private" @bar : memref<i64, 3> {alignment = 8}
    gpu.func @from_template(%slot: memref<128xi8, 1>, %t: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                            %p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %bytes = arith.constant 2048 : i32
      %smem = memref.get_global @smem : memref<16x64xbf16, 3>
      %bar = memref.get_global @bar : memref<i64, 3>
      %a = memref.assume_alignment %slot, 128 : memref<128xi8, 1>
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.tensormap_init %a from %t : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
        tile.rebind %a address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] from !tile.tensormap<f32, rank = 2, box = [64, 64]>
            : memref<128xi8, 1> as !tile.tensormap<bf16, rank = 2, box = [64, 32], element_strides = [1, 2], swizzle = sw128, oob_fill = nan>
        tile.tensormap_fence_release
        tile.tensormap_fence_acquire %a : memref<128xi8, 1>
        %d = tile.tensormap_from_slot %a : memref<128xi8, 1> -> !tile.tensormap<bf16, rank = 2, box = [64, 32], element_strides = [1, 2], swizzle = sw128, oob_fill = nan>
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %d[%c0_i32, %c0_i32] to %smem, %bar
            : !tile.tensormap<bf16, rank = 2, box = [64, 32], element_strides = [1, 2], swizzle = sw128, oob_fill = nan>, memref<16x64xbf16, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      }
      gpu.return
    }
  }
}

// -----

// A zeroed slot: every field (rank, elemtype f32 = 7, interleave, swizzle,
// fill, both box dims and element strides, address, dims, stride).
// CHECK-LABEL: .visible .entry zeroed(
// CHECK-COUNT-8: st.global.v2.{{[bu]}}64{{[[:space:]]+}}[%rd{{[0-9]+}}{{(\+[0-9]+)?}}], {{[{](0|%rd[0-9]+), (0|%rd[0-9]+)[}]}};
// CHECK: tensormap.replace.tile.rank.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], {{(1|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.elemtype.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], {{(7|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.interleave_layout.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], {{(0|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.swizzle_mode.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], {{(0|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.fill_mode.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], {{(0|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.box_dim.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], 0, {{(16|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.box_dim.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], 1, {{(8|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.element_stride.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], 0, {{(1|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.element_stride.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], 1, {{(1|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.global_address.global.b1024.b64
// CHECK: fence.proxy.tensormap::generic.release.gpu;
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @smem : memref<8x16xf32, 3> {alignment = 1024}
    memref.global "private" @bar : memref<i64, 3> {alignment = 8}
    gpu.func @zeroed(%slot: memref<128xi8, 1>, %p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %bytes = arith.constant 512 : i32
      %smem = memref.get_global @smem : memref<8x16xf32, 3>
      %bar = memref.get_global @bar : memref<i64, 3>
      %a = memref.assume_alignment %slot, 128 : memref<128xi8, 1>
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.tensormap_init %a : memref<128xi8, 1>
        tile.rebind %a address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] zeroed
            : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [16, 8]>
        tile.tensormap_fence_release
        tile.tensormap_fence_acquire %a : memref<128xi8, 1>
        %d = tile.tensormap_from_slot %a : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [16, 8]>
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %d[%c0_i32, %c0_i32] to %smem, %bar
            : !tile.tensormap<f32, rank = 2, box = [16, 8]>, memref<8x16xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      }
      gpu.return
    }
  }
}

// -----

// A shared::cta slot: lane 0 seeds it from the template and rewrites it
// (.shared::cta, 32-bit address), __syncwarp, warp 0 publishes it to the
// global slot with tensormap.cp_fenceproxy (release at gpu scope), thread 0
// acquires the global slot and loads through it.
// CHECK-LABEL: .visible .entry shared_slot(
// CHECK: st.shared.v2.{{[bu]}}64
// CHECK: tensormap.replace.tile.box_dim.shared::cta.b1024.b32{{[[:space:]]+}}[{{(%rd?[0-9]+|sdesc)}}], 0, {{(32|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.global_address.shared::cta.b1024.b64{{[[:space:]]+}}[{{(%rd?[0-9]+|sdesc)}}], %rd{{[0-9]+}};
// CHECK: bar.warp.sync{{[[:space:]]+}}-1;
// CHECK: tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [%rd{{[0-9]+}}], [%r{{[0-9]+}}], 128;
// CHECK: fence.proxy.tensormap::generic.acquire.gpu [%rd{{[0-9]+}}], 128;
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @smem : memref<64x32xf32, 3> {alignment = 1024}
    memref.global "private" @bar : memref<i64, 3> {alignment = 8}
    memref.global "private" @sdesc : memref<128xi8, 3> {alignment = 128}
    gpu.func @shared_slot(%slot: memref<128xi8, 1>, %t: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %p: !llvm.ptr<1>) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %all = arith.constant -1 : i32
      %bytes = arith.constant 8192 : i32
      %smem = memref.get_global @smem : memref<64x32xf32, 3>
      %bar = memref.get_global @bar : memref<i64, 3>
      %s = memref.get_global @sdesc : memref<128xi8, 3>
      %a = memref.assume_alignment %slot, 128 : memref<128xi8, 1>
      %tid = gpu.thread_id x
      %warp0 = arith.cmpi ult, %tid, %c32 : index
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %warp0 {
        scf.if %leader {
          tile.tensormap_init %s from %t : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 3>
          tile.rebind %s address(%p : !llvm.ptr<1>) from !tile.tensormap<f32, rank = 2, box = [64, 64]>
              : memref<128xi8, 3> as !tile.tensormap<f32, rank = 2, box = [32, 64]>
        }
        nvvm.bar.warp.sync %all : i32
        tile.tensormap_cp_fenceproxy %s to %a scope = gpu : memref<128xi8, 3>, memref<128xi8, 1>
      }
      scf.if %leader {
        tile.tensormap_fence_acquire %a : memref<128xi8, 1>
        %d = tile.tensormap_from_slot %a : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [32, 64]>
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %d[%c0_i32, %c0_i32] to %smem, %bar
            : !tile.tensormap<f32, rank = 2, box = [32, 64]>, memref<64x32xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      }
      gpu.return
    }
  }
}

// -----

// sm_100a: a rebind to a 128B swizzle with 64-byte atomicity.
// CHECK: .version 8.6
// CHECK-NEXT: .target sm_100a
// CHECK-LABEL: .visible .entry atomicity(
// CHECK: tensormap.replace.tile.swizzle_atomicity.global.b1024.b32{{[[:space:]]+}}[%rd{{[0-9]+}}], {{(3|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.global_address.global.b1024.b64
// CHECK: fence.proxy.tensormap::generic.release.gpu;
// CHECK: cp.async.bulk.tensor.2d
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_100a">] {
    memref.global "private" @smem : memref<8x32xf32, 3> {alignment = 1024}
    memref.global "private" @bar : memref<i64, 3> {alignment = 8}
    gpu.func @atomicity(%slot: memref<128xi8, 1>, %t: !tile.tensormap<f32, rank = 2, box = [32, 8], swizzle = sw128>, %p: !llvm.ptr<1>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %bytes = arith.constant 1024 : i32
      %smem = memref.get_global @smem : memref<8x32xf32, 3>
      %bar = memref.get_global @bar : memref<i64, 3>
      %a = memref.assume_alignment %slot, 128 : memref<128xi8, 1>
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.tensormap_init %a from %t : !tile.tensormap<f32, rank = 2, box = [32, 8], swizzle = sw128> : memref<128xi8, 1>
        tile.rebind %a address(%p : !llvm.ptr<1>) from !tile.tensormap<f32, rank = 2, box = [32, 8], swizzle = sw128>
            : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [32, 8], swizzle = sw128_atom64>
        tile.tensormap_fence_release
        tile.tensormap_fence_acquire %a : memref<128xi8, 1>
        %d = tile.tensormap_from_slot %a : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [32, 8], swizzle = sw128_atom64>
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %d[%c0_i32, %c0_i32] to %smem, %bar
            : !tile.tensormap<f32, rank = 2, box = [32, 8], swizzle = sw128_atom64>, memref<8x32xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      }
      gpu.return
    }
  }
}
