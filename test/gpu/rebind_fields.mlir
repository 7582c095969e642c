// GPU cases rebind_box / rebind_swizzle / rebind_fill / rebind_element_strides /
// rebind_elemtype (test/gpu/rebind_*.toml): the tensormap fields made writable on
// the device (box, swizzle, OOB fill, element strides, element type) set by a device rebind,
// each checked by what a TMA load through the rebound descriptor brings.
//
// The first four build their source descriptor in the kernel from the block id (the CTA's
// row band of src: address = src + row0 * pitch, dims = [cols, rows - row0]), so it is
// device-born; tile-plan-device-rebind plans it from a zeroed slot (`tile.rebind_seed =
// "zero"`: every field, the tested one included, written on the device; the kernel takes a
// workspace and no template). @rebind_box builds it in the entry block, so warp 0 builds it in
// a shared::cta staging slot and publishes it with tensormap.cp_fenceproxy; the others build
// it inside thread 0's branch, in the global slot. The destination is a host-born descriptor.
// @rebind_elemtype spells the rebind out: the slot is seeded from a host template of another
// type (f32, box 64 x 64) and `tile.rebind ... from` changes element type and box (bf16,
// box 64 x 32) as well as address, dims and stride. @rebind_rank / @rebind_rank_down change
// the rank (2 -> 3, 3 -> 2) from a template of the other rank, with every per-dimension field;
// @rebind_interleave changes the interleave layout (none -> il32, sw32) and proves it by the
// slot's bytes: equal to the driver's il32 encode of the same tensor, unlike the interleave-none
// encode and the template-only control (no TMA load: see test/gpu/rebind_interleave.toml).
// RUN: %tile-opt %s --pipeline=default --emit=ptx 2>/dev/null | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx 2>/dev/null | %FileCheck %s
// CHECK-LABEL: .visible .entry rebind_box(
// CHECK: tensormap.replace.tile.box_dim.shared::cta.b1024.b32
// CHECK: tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK-LABEL: .visible .entry rebind_swizzle(
// CHECK: tensormap.replace.tile.swizzle_mode.global.b1024.b32
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK-LABEL: .visible .entry rebind_fill(
// CHECK: tensormap.replace.tile.fill_mode.global.b1024.b32
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK-LABEL: .visible .entry rebind_element_strides(
// CHECK: tensormap.replace.tile.element_stride.global.b1024.b32
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK-LABEL: .visible .entry rebind_elemtype(
// CHECK: tensormap.replace.tile.elemtype.global.b1024.b32
// CHECK: tensormap.replace.tile.box_dim.global.b1024.b32
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK-LABEL: .visible .entry rebind_rank(
// CHECK: tensormap.replace.tile.rank.global.b1024.b32
// CHECK: tensormap.replace.tile.box_dim.global.b1024.b32 {{.*}}, 2, {{(4|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.element_stride.global.b1024.b32 {{.*}}, 2, {{(1|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.global_dim.global.b1024.b32 {{.*}}, 2,
// CHECK: tensormap.replace.tile.global_stride.global.b1024.b64 {{.*}}, 1,
// CHECK: cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK-LABEL: .visible .entry rebind_rank_down(
// CHECK: tensormap.replace.tile.rank.global.b1024.b32
// CHECK-NOT: tensormap.replace.tile.box_dim.global.b1024.b32 {{.*}}, 2,
// CHECK: tensormap.replace.tile.global_stride.global.b1024.b64 {{.*}}, 0,
// CHECK-NOT: tensormap.replace
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK-LABEL: .visible .entry rebind_interleave(
// CHECK-NOT: tensormap.replace.tile.{{rank|elemtype|swizzle_mode|fill_mode|box_dim|element_stride}}
// CHECK: tensormap.replace.tile.interleave_layout.global.b1024.b32 {{.*}}, {{(2|%r[0-9]+)}};
// CHECK: tensormap.replace.tile.global_stride.global.b1024.b64 {{.*}}, 1,
// CHECK: fence.proxy.tensormap::generic.release.gpu
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @box_smem : memref<16x32xf32, 3> {alignment = 1024}
    memref.global "private" @box_bar : memref<i64, 3> {alignment = 8}
    memref.global "private" @sw_smem : memref<16x32xf32, 3> {alignment = 1024}
    memref.global "private" @sw_bar : memref<i64, 3> {alignment = 8}
    memref.global "private" @fill_smem : memref<16x32xf32, 3> {alignment = 1024}
    memref.global "private" @fill_bar : memref<i64, 3> {alignment = 8}
    memref.global "private" @es_smem : memref<16x32xf32, 3> {alignment = 1024}
    memref.global "private" @es_bar : memref<i64, 3> {alignment = 8}
    memref.global "private" @et_smem : memref<32x64xbf16, 3> {alignment = 1024}
    memref.global "private" @et_bar : memref<i64, 3> {alignment = 8}
    memref.global "private" @rk_smem : memref<4x8x64xf32, 3> {alignment = 1024}
    memref.global "private" @rk_bar : memref<i64, 3> {alignment = 8}
    memref.global "private" @rd_smem : memref<16x64xf32, 3> {alignment = 1024}
    memref.global "private" @rd_bar : memref<i64, 3> {alignment = 8}

    // Box 32 x 16 (innermost first), built in the entry block (the shared::cta path).
    // CTA (bx, by) copies the box at column 32 bx of its band (rows 16 by ..).
    gpu.func @rebind_box(%src: memref<100x200xf32, 1>,
                         %dst: !tile.tensormap<f32, rank = 2, box = [32, 16]>) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>, tile.rebind_seed = "zero"} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %rows = arith.constant 100 : i64
      %cols = arith.constant 200 : i64
      %pitch = arith.constant 800 : i64
      %bytes = arith.constant 2048 : i32
      %smem = memref.get_global @box_smem : memref<16x32xf32, 3>
      %bar = memref.get_global @box_bar : memref<i64, 3>
      %tid = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %row0 = arith.muli %by, %c16 : index
      %row0_i64 = arith.index_cast %row0 : index to i64
      %base = memref.extract_aligned_pointer_as_index %src : memref<100x200xf32, 1> -> index
      %base_i64 = arith.index_cast %base : index to i64
      %off = arith.muli %row0_i64, %pitch : i64
      %a = arith.addi %base_i64, %off : i64
      %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
      %left = arith.subi %rows, %row0_i64 : i64
      %d = tile.make_tensormap_ptr %p, dims [%cols, %left], strides [%pitch]
          : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [32, 16]>
      %bxi = arith.index_cast %bx : index to i32
      %byi = arith.index_cast %by : index to i32
      %x = arith.muli %bxi, %c32_i32 : i32
      %y = arith.muli %byi, %c16_i32 : i32
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %d[%x, %c0_i32] to %smem, %bar
            : !tile.tensormap<f32, rank = 2, box = [32, 16]>, memref<16x32xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %dst[%x, %y]
            : memref<16x32xf32, 3>, !tile.tensormap<f32, rank = 2, box = [32, 16]>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }

    // The 128B swizzle (box 32 x 16 f32: 128-byte rows), in thread 0's branch (the global
    // path). Thread 0 copies the raw shared-memory image of the box out to img (box t = by *
    // gridDim.x + bx at element 512 t), then stores the box back through the host-born dst
    // descriptor with the same swizzle.
    gpu.func @rebind_swizzle(%src: memref<128x256xf32, 1>,
                             %dst: !tile.tensormap<f32, rank = 2, box = [32, 16], swizzle = sw128>,
                             %img: memref<32768xf32, 1>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>, tile.rebind_seed = "zero"} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %c512 = arith.constant 512 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %rows = arith.constant 128 : i64
      %cols = arith.constant 256 : i64
      %pitch = arith.constant 1024 : i64
      %bytes = arith.constant 2048 : i32
      %smem = memref.get_global @sw_smem : memref<16x32xf32, 3>
      %bar = memref.get_global @sw_bar : memref<i64, 3>
      %tid = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %gx = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        %row0 = arith.muli %by, %c16 : index
        %row0_i64 = arith.index_cast %row0 : index to i64
        %base = memref.extract_aligned_pointer_as_index %src : memref<128x256xf32, 1> -> index
        %base_i64 = arith.index_cast %base : index to i64
        %off = arith.muli %row0_i64, %pitch : i64
        %a = arith.addi %base_i64, %off : i64
        %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
        %left = arith.subi %rows, %row0_i64 : i64
        %d = tile.make_tensormap_ptr %p, dims [%cols, %left], strides [%pitch]
            : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [32, 16], swizzle = sw128>
        %bxi = arith.index_cast %bx : index to i32
        %byi = arith.index_cast %by : index to i32
        %x = arith.muli %bxi, %c32_i32 : i32
        %y = arith.muli %byi, %c16_i32 : i32
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %d[%x, %c0_i32] to %smem, %bar
            : !tile.tensormap<f32, rank = 2, box = [32, 16], swizzle = sw128>, memref<16x32xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        %t0 = arith.muli %by, %gx : index
        %t = arith.addi %t0, %bx : index
        %at = arith.muli %t, %c512 : index
        scf.for %i = %c0 to %c512 step %c1 {
          %r = arith.divui %i, %c32 : index
          %c = arith.remui %i, %c32 : index
          %v = memref.load %smem[%r, %c] : memref<16x32xf32, 3>
          %o = arith.addi %at, %i : index
          memref.store %v, %img[%o] : memref<32768xf32, 1>
        }
        tile.fence_proxy_async shared_cta
        tile.store %smem to %dst[%x, %y]
            : memref<16x32xf32, 3>, !tile.tensormap<f32, rank = 2, box = [32, 16], swizzle = sw128>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }

    // OOB NaN fill (box 32 x 16 f32) over a 100 x 200 src, stored into a 112 x 224 dst:
    // the boxes past src's right edge (columns 200..223) and the last band's rows past
    // src's bottom (100..111) come back NaN.
    gpu.func @rebind_fill(%src: memref<100x200xf32, 1>,
                          %dst: !tile.tensormap<f32, rank = 2, box = [32, 16]>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>, tile.rebind_seed = "zero"} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %rows = arith.constant 100 : i64
      %cols = arith.constant 200 : i64
      %pitch = arith.constant 800 : i64
      %bytes = arith.constant 2048 : i32
      %smem = memref.get_global @fill_smem : memref<16x32xf32, 3>
      %bar = memref.get_global @fill_bar : memref<i64, 3>
      %tid = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        %row0 = arith.muli %by, %c16 : index
        %row0_i64 = arith.index_cast %row0 : index to i64
        %base = memref.extract_aligned_pointer_as_index %src : memref<100x200xf32, 1> -> index
        %base_i64 = arith.index_cast %base : index to i64
        %off = arith.muli %row0_i64, %pitch : i64
        %a = arith.addi %base_i64, %off : i64
        %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
        %left = arith.subi %rows, %row0_i64 : i64
        %d = tile.make_tensormap_ptr %p, dims [%cols, %left], strides [%pitch]
            : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [32, 16], oob_fill = nan>
        %bxi = arith.index_cast %bx : index to i32
        %byi = arith.index_cast %by : index to i32
        %x = arith.muli %bxi, %c32_i32 : i32
        %y = arith.muli %byi, %c16_i32 : i32
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %d[%x, %c0_i32] to %smem, %bar
            : !tile.tensormap<f32, rank = 2, box = [32, 16], oob_fill = nan>, memref<16x32xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %dst[%x, %y]
            : memref<16x32xf32, 3>, !tile.tensormap<f32, rank = 2, box = [32, 16]>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }

    // Element strides [1, 2] (innermost first) over a box of 32 x 32: every other row, so
    // a 32 x 16 image of the CTA's 32-row band (rows 32 by ..); stored densely into dst
    // (half the rows of src): dst[r][c] = src[2 r][c].
    gpu.func @rebind_element_strides(%src: memref<128x256xf32, 1>,
                                     %dst: !tile.tensormap<f32, rank = 2, box = [32, 16]>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>, tile.rebind_seed = "zero"} {
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %rows = arith.constant 128 : i64
      %cols = arith.constant 256 : i64
      %pitch = arith.constant 1024 : i64
      %bytes = arith.constant 2048 : i32
      %smem = memref.get_global @es_smem : memref<16x32xf32, 3>
      %bar = memref.get_global @es_bar : memref<i64, 3>
      %tid = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        %row0 = arith.muli %by, %c32 : index
        %row0_i64 = arith.index_cast %row0 : index to i64
        %base = memref.extract_aligned_pointer_as_index %src : memref<128x256xf32, 1> -> index
        %base_i64 = arith.index_cast %base : index to i64
        %off = arith.muli %row0_i64, %pitch : i64
        %a = arith.addi %base_i64, %off : i64
        %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
        %left = arith.subi %rows, %row0_i64 : i64
        %d = tile.make_tensormap_ptr %p, dims [%cols, %left], strides [%pitch]
            : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [32, 32], element_strides = [1, 2]>
        %bxi = arith.index_cast %bx : index to i32
        %byi = arith.index_cast %by : index to i32
        %x = arith.muli %bxi, %c32_i32 : i32
        %y = arith.muli %byi, %c16_i32 : i32
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %d[%x, %c0_i32] to %smem, %bar
            : !tile.tensormap<f32, rank = 2, box = [32, 32], element_strides = [1, 2]>, memref<16x32xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %dst[%x, %y]
            : memref<16x32xf32, 3>, !tile.tensormap<f32, rank = 2, box = [32, 16]>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }

    // The element type (and box) changed from a host template: one CTA seeds its slot
    // from an f32 64 x 64 template, rewrites it to a bf16 64 x 32 descriptor of all of src
    // (tile.rebind ... from: elemtype, box_dim[1], address, dims, stride), fences it, and
    // copies src box by box (4 x 4 boxes) into dst through a host-born bf16 descriptor.
    gpu.func @rebind_elemtype(%slot: memref<128xi8, 1>,
                              %tmpl: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                              %src: memref<128x256xbf16, 1>,
                              %dst: !tile.tensormap<bf16, rank = 2, box = [64, 32]>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c32_i32 = arith.constant 32 : i32
      %c64_i32 = arith.constant 64 : i32
      %rows = arith.constant 128 : i32
      %cols = arith.constant 256 : i32
      %pitch = arith.constant 512 : i64
      %bytes = arith.constant 4096 : i32
      %smem = memref.get_global @et_smem : memref<32x64xbf16, 3>
      %bar = memref.get_global @et_bar : memref<i64, 3>
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        %s = memref.assume_alignment %slot, 128 : memref<128xi8, 1>
        %base = memref.extract_aligned_pointer_as_index %src : memref<128x256xbf16, 1> -> index
        %base_i64 = arith.index_cast %base : index to i64
        %p = llvm.inttoptr %base_i64 : i64 to !llvm.ptr<1>
        tile.tensormap_init %s from %tmpl : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
        tile.rebind %s address(%p : !llvm.ptr<1>) dims [%cols, %rows] strides [%pitch]
            from !tile.tensormap<f32, rank = 2, box = [64, 64]>
            : memref<128xi8, 1> as !tile.tensormap<bf16, rank = 2, box = [64, 32]>
        tile.tensormap_fence_release
        tile.tensormap_fence_acquire %s : memref<128xi8, 1>
        %d = tile.tensormap_from_slot %s : memref<128xi8, 1> -> !tile.tensormap<bf16, rank = 2, box = [64, 32]>
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        %last = scf.for %i = %c0 to %c4 step %c1 iter_args(%k = %c0_i32) -> (i32) {
          %ii = arith.index_cast %i : index to i32
          %y = arith.muli %ii, %c32_i32 : i32
          %next = scf.for %j = %c0 to %c4 step %c1 iter_args(%kk = %k) -> (i32) {
            %ji = arith.index_cast %j : index to i32
            %x = arith.muli %ji, %c64_i32 : i32
            %phase = arith.andi %kk, %c1_i32 : i32
            tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
            tile.load %d[%x, %y] to %smem, %bar
                : !tile.tensormap<bf16, rank = 2, box = [64, 32]>, memref<32x64xbf16, 3>, memref<i64, 3>
            tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
            tile.store %smem to %dst[%x, %y]
                : memref<32x64xbf16, 3>, !tile.tensormap<bf16, rank = 2, box = [64, 32]>
            tile.bulk_commit
            tile.bulk_wait 0 read
            %kk1 = arith.addi %kk, %c1_i32 : i32
            scf.yield %kk1 : i32
          }
          scf.yield %next : i32
        }
      }
      gpu.return
    }

    // The rank, 2 -> 3: one CTA seeds its slot from a rank-2 f32 template (box 32 x 32,
    // encoded over the unused tensor tmpl) and rewrites it to a rank-3 descriptor of all of
    // src (16 x 32 x 64 f32, outermost first): rank, box [64, 8, 4] and element strides of
    // every dimension (a template of another rank rewrites them all), address, the three
    // dims and the two byte strides. It copies src box by box (16 boxes: 4 along y, 4 along
    // z) into dst through a host-born rank-3 descriptor. Were the rank left at 2, the
    // third coordinate would be ignored (every z box the same data) or the load refused.
    gpu.func @rebind_rank(%slot: memref<128xi8, 1>,
                          %tmpl: !tile.tensormap<f32, rank = 2, box = [32, 32]>,
                          %src: memref<16x32x64xf32, 1>,
                          %dst: !tile.tensormap<f32, rank = 3, box = [64, 8, 4]>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %d0 = arith.constant 64 : i32
      %d1 = arith.constant 32 : i32
      %d2 = arith.constant 16 : i32
      %s1 = arith.constant 256 : i64
      %s2 = arith.constant 8192 : i64
      %bytes = arith.constant 8192 : i32
      %smem = memref.get_global @rk_smem : memref<4x8x64xf32, 3>
      %bar = memref.get_global @rk_bar : memref<i64, 3>
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        %s = memref.assume_alignment %slot, 128 : memref<128xi8, 1>
        %base = memref.extract_aligned_pointer_as_index %src : memref<16x32x64xf32, 1> -> index
        %base_i64 = arith.index_cast %base : index to i64
        %p = llvm.inttoptr %base_i64 : i64 to !llvm.ptr<1>
        tile.tensormap_init %s from %tmpl : !tile.tensormap<f32, rank = 2, box = [32, 32]> : memref<128xi8, 1>
        tile.rebind %s address(%p : !llvm.ptr<1>) dims [%d0, %d1, %d2] strides [%s1, %s2]
            from !tile.tensormap<f32, rank = 2, box = [32, 32]>
            : memref<128xi8, 1> as !tile.tensormap<f32, rank = 3, box = [64, 8, 4]>
        tile.tensormap_fence_release
        tile.tensormap_fence_acquire %s : memref<128xi8, 1>
        %d = tile.tensormap_from_slot %s : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 3, box = [64, 8, 4]>
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        %last = scf.for %i = %c0 to %c4 step %c1 iter_args(%k = %c0_i32) -> (i32) {
          %ii = arith.index_cast %i : index to i32
          %z = arith.muli %ii, %c4_i32 : i32
          %next = scf.for %j = %c0 to %c4 step %c1 iter_args(%kk = %k) -> (i32) {
            %ji = arith.index_cast %j : index to i32
            %y = arith.muli %ji, %c8_i32 : i32
            %phase = arith.andi %kk, %c1_i32 : i32
            tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
            tile.load %d[%c0_i32, %y, %z] to %smem, %bar
                : !tile.tensormap<f32, rank = 3, box = [64, 8, 4]>, memref<4x8x64xf32, 3>, memref<i64, 3>
            tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
            tile.store %smem to %dst[%c0_i32, %y, %z]
                : memref<4x8x64xf32, 3>, !tile.tensormap<f32, rank = 3, box = [64, 8, 4]>
            tile.bulk_commit
            tile.bulk_wait 0 read
            %kk1 = arith.addi %kk, %c1_i32 : i32
            scf.yield %kk1 : i32
          }
          scf.yield %next : i32
        }
      }
      gpu.return
    }

    // The rank, 3 -> 2: the slot seeded from a rank-3 f32 template (box 64 x 8 x 4, over
    // the unused tensor tmpl) is rewritten to a rank-2 descriptor of src (128 x 256 f32):
    // rank, box [64, 16], element strides, address, dims and the row pitch; 32 boxes copied
    // into dst through a host-born rank-2 descriptor. Were the rank left at 3, the
    // template's third box dimension (4) would remain: each load would bring 4 x the
    // bytes the barrier expects, from the template's stale third extent and stride.
    gpu.func @rebind_rank_down(%slot: memref<128xi8, 1>,
                               %tmpl: !tile.tensormap<f32, rank = 3, box = [64, 8, 4]>,
                               %src: memref<128x256xf32, 1>,
                               %dst: !tile.tensormap<f32, rank = 2, box = [64, 16]>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c64_i32 = arith.constant 64 : i32
      %cols = arith.constant 256 : i32
      %rows = arith.constant 128 : i32
      %pitch = arith.constant 1024 : i64
      %bytes = arith.constant 4096 : i32
      %smem = memref.get_global @rd_smem : memref<16x64xf32, 3>
      %bar = memref.get_global @rd_bar : memref<i64, 3>
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        %s = memref.assume_alignment %slot, 128 : memref<128xi8, 1>
        %base = memref.extract_aligned_pointer_as_index %src : memref<128x256xf32, 1> -> index
        %base_i64 = arith.index_cast %base : index to i64
        %p = llvm.inttoptr %base_i64 : i64 to !llvm.ptr<1>
        tile.tensormap_init %s from %tmpl : !tile.tensormap<f32, rank = 3, box = [64, 8, 4]> : memref<128xi8, 1>
        tile.rebind %s address(%p : !llvm.ptr<1>) dims [%cols, %rows] strides [%pitch]
            from !tile.tensormap<f32, rank = 3, box = [64, 8, 4]>
            : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 16]>
        tile.tensormap_fence_release
        tile.tensormap_fence_acquire %s : memref<128xi8, 1>
        %d = tile.tensormap_from_slot %s : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 16]>
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        %last = scf.for %i = %c0 to %c8 step %c1 iter_args(%k = %c0_i32) -> (i32) {
          %ii = arith.index_cast %i : index to i32
          %y = arith.muli %ii, %c16_i32 : i32
          %next = scf.for %j = %c0 to %c4 step %c1 iter_args(%kk = %k) -> (i32) {
            %ji = arith.index_cast %j : index to i32
            %x = arith.muli %ji, %c64_i32 : i32
            %phase = arith.andi %kk, %c1_i32 : i32
            tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
            tile.load %d[%x, %y] to %smem, %bar
                : !tile.tensormap<f32, rank = 2, box = [64, 16]>, memref<16x64xf32, 3>, memref<i64, 3>
            tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
            tile.store %smem to %dst[%x, %y]
                : memref<16x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 16]>
            tile.bulk_commit
            tile.bulk_wait 0 read
            %kk1 = arith.addi %kk, %c1_i32 : i32
            scf.yield %kk1 : i32
          }
          scf.yield %next : i32
        }
      }
      gpu.return
    }

    // The interleave layout, none -> 32-byte: the slot seeded from a rank-3 f32 template
    // with interleave none and swizzle sw32 (box 8 x 32 x 8: one 32-byte channel slice per
    // row, over the unused tensor tmpl) is rewritten to interleave il32 (the only static
    // field that differs: one tensormap.replace.interleave_layout, value 2) and to src's
    // address, dims [8, 32, 64] and strides [32, 1024] (32-byte channel slices of 8 f32:
    // 32-byte aligned strides, as il32 requires). Thread 0 then
    //  * copies src box by box (8 boxes along z) into dst through a host-born il32 + sw32
    //    descriptor (a load and store with the same interleave and swizzle: dst == src);
    //  * copies want and plain (host encodes over src, interleave il32 and none) into
    //    wslot and pslot, and compares the rebound slot's 128 bytes with want's and want's
    //    with plain's: only if the slot equals the driver's il32 encode of the same tensor and
    //    that encode differs from the interleave-none one does it copy src into dst2 too.
    //    The interleaved layout moves the same bytes as the plain one here (one slice per box
    //    row), so the data alone cannot tell whether the field was written; the byte
    //    comparison can (a slot left at the template's interleave none equals plain's bytes);
    //  * rebinds a control slot cslot from the same template with the same dynamic fields but
    //    no interleave change (a template-only rebind), and copies src into dst3 only if the
    //    rebound slot differs from it: a proof that needs no assumption on how the driver
    //    encodes the other fields.
    gpu.func @rebind_interleave(%slot: memref<128xi8, 1>, %wslot: memref<128xi8, 1>, %pslot: memref<128xi8, 1>,
                                %cslot: memref<128xi8, 1>,
                                %tmpl: !tile.tensormap<f32, rank = 3, box = [8, 32, 8], swizzle = sw32>,
                                %want: !tile.tensormap<f32, rank = 3, box = [8, 32, 8], interleave = il32, swizzle = sw32>,
                                %plain: !tile.tensormap<f32, rank = 3, box = [8, 32, 8], swizzle = sw32>,
                                %src: memref<64x32x8xf32, 1>, %dst: memref<64x32x8xf32, 1>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c32 = arith.constant 32 : index
      %c64 = arith.constant 64 : index
      %c128 = arith.constant 128 : index
      %true = arith.constant true
      %false = arith.constant false
      %d0 = arith.constant 8 : i32
      %d1 = arith.constant 32 : i32
      %d2 = arith.constant 64 : i32
      %s1 = arith.constant 32 : i64
      %s2 = arith.constant 1024 : i64
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        %s = memref.assume_alignment %slot, 128 : memref<128xi8, 1>
        %rw = memref.assume_alignment %wslot, 128 : memref<128xi8, 1>
        %rp = memref.assume_alignment %pslot, 128 : memref<128xi8, 1>
        %rc = memref.assume_alignment %cslot, 128 : memref<128xi8, 1>
        %base = memref.extract_aligned_pointer_as_index %src : memref<64x32x8xf32, 1> -> index
        %base_i64 = arith.index_cast %base : index to i64
        %p = llvm.inttoptr %base_i64 : i64 to !llvm.ptr<1>
        tile.tensormap_init %s from %tmpl : !tile.tensormap<f32, rank = 3, box = [8, 32, 8], swizzle = sw32> : memref<128xi8, 1>
        tile.rebind %s address(%p : !llvm.ptr<1>) dims [%d0, %d1, %d2] strides [%s1, %s2]
            from !tile.tensormap<f32, rank = 3, box = [8, 32, 8], swizzle = sw32>
            : memref<128xi8, 1> as !tile.tensormap<f32, rank = 3, box = [8, 32, 8], interleave = il32, swizzle = sw32>
        tile.tensormap_fence_release
        // The reference encodes, copied through the generic proxy into wslot and pslot.
        tile.tensormap_init %rw from %want : !tile.tensormap<f32, rank = 3, box = [8, 32, 8], interleave = il32, swizzle = sw32> : memref<128xi8, 1>
        tile.tensormap_init %rp from %plain : !tile.tensormap<f32, rank = 3, box = [8, 32, 8], swizzle = sw32> : memref<128xi8, 1>
        // The template-only control: the same template, the same dynamic writes, no
        // interleave change.
        tile.tensormap_init %rc from %tmpl : !tile.tensormap<f32, rank = 3, box = [8, 32, 8], swizzle = sw32> : memref<128xi8, 1>
        tile.rebind %rc address(%p : !llvm.ptr<1>) dims [%d0, %d1, %d2] strides [%s1, %s2]
            : memref<128xi8, 1> as !tile.tensormap<f32, rank = 3, box = [8, 32, 8], swizzle = sw32>
        %eq:3 = scf.for %i = %c0 to %c128 step %c1 iter_args(%same = %true, %differs = %false, %moved = %false) -> (i1, i1, i1) {
          %a = memref.load %s[%i] : memref<128xi8, 1>
          %w = memref.load %rw[%i] : memref<128xi8, 1>
          %b = memref.load %rp[%i] : memref<128xi8, 1>
          %c = memref.load %rc[%i] : memref<128xi8, 1>
          %e = arith.cmpi eq, %a, %w : i8
          %n = arith.cmpi ne, %w, %b : i8
          %m = arith.cmpi ne, %a, %c : i8
          %same1 = arith.andi %same, %e : i1
          %differs1 = arith.ori %differs, %n : i1
          %moved1 = arith.ori %moved, %m : i1
          scf.yield %same1, %differs1, %moved1 : i1, i1, i1
        }
        // dst = src (plain loads and stores) only if the rebound slot is byte-equal to the
        // driver's il32 encode, that encode differs from the interleave-none one, and the
        // rebound slot differs from the template-only control.
        %ok0 = arith.andi %eq#0, %eq#1 : i1
        %ok = arith.andi %ok0, %eq#2 : i1
        scf.if %ok {
          scf.for %z = %c0 to %c64 step %c1 {
            scf.for %y = %c0 to %c32 step %c1 {
              scf.for %x = %c0 to %c8 step %c1 {
                %v = memref.load %src[%z, %y, %x] : memref<64x32x8xf32, 1>
                memref.store %v, %dst[%z, %y, %x] : memref<64x32x8xf32, 1>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
}
