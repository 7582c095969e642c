// GPU case grouped (test/gpu/grouped/grouped.toml, run by `gpu-runner grouped`): a grouped
// (ragged) 2-D f32 copy. Group g is a rows_g x cols_g matrix at its own source and
// destination addresses, each with its own row pitch (bytes). The work is split into row
// bands of 64: CTA b copies band work[2b+1] of group work[2b], every 64 x 64 box of the band
// (ceil(cols_g / 64) of them, one after the other through one shared buffer). Boxes hang off
// the group's right and bottom edges: the load zero-fills, the store is clipped.
//
// Three ways to give each CTA its group's descriptors, and the baseline:
//   @grouped_rebind  (a) device rebind: the descriptors are built in the kernel from the group
//                    table (`tile.make_tensormap_ptr` of an address loaded on the device);
//                    tile-plan-device-rebind makes each a per-CTA global slot seeded from a
//                    by-value template and rebound (the TMA emission design). After the pipeline the kernel
//                    takes (work, grp, template src, template dst, workspace) — the runner
//                    encodes the templates with the planner's placeholders and allocates the
//                    workspace (gridDim.x * 2 * 128 bytes).
//   @grouped_rebind_pf  (a) with both descriptors prefetched (prefetch.tensormap) once rebound.
//   @grouped_table   (b) the host encodes 2 descriptors per group and uploads them to `descs`
//                    (256 bytes per group: src at +0, dst at +128); the kernel reads them in
//                    place (`tile.tensormap_from_slot`).
//   @group_one       (c) one launch per group: grid-constant descriptors, grid = the group's
//                    bands, %nt column boxes per band. Also the fixed-descriptor baseline (one
//                    launch over one big matrix with the same bytes).
//   @grouped_persistent  (d) persistent: about one CTA per SM, each walking a contiguous chunk
//                    of the work table; the descriptors are built per band as in (a), and the
//                    planner rebinds them only when the band's group changes (conditional
//                    rebind, fenced automatically); tile.rebind_lookahead = "on": two work
//                    items per iteration, their four descriptors rebound in one sequence.
//                    After the pipeline it takes (work, grp, nwork, template src, template
//                    dst, workspace: gridDim.x * 4 * 128 bytes).
//   @group_persistent_fixed  the baseline of (d): the same grid and loop over the bands of
//                    the dense matrix of the fixed baseline, grid-constant descriptors.
//   @group_persistent_boxes  the same-box baseline of (d): the same grid, chunks and number
//                    of boxes per work item as (d), through the grid-constant descriptors of
//                    the dense matrix (whole boxes).
//   @group_persistent_table  (d) without the rebind: the same grid, chunks, work items and
//                    clipped boxes, through (b)'s host-encoded descriptors (acquired per item).
//
// RUN: %tile-opt %s --pipeline=default --emit=ptx 2>/dev/null | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx 2>/dev/null | %FileCheck %s
// CHECK-LABEL: .visible .entry grouped_rebind(
// CHECK: fence.proxy.tensormap::generic.acquire.gpu
// CHECK: tensormap.replace.tile.global_address.global.b1024.b64
// CHECK: tensormap.replace.tile.global_stride.global.b1024.b64
// CHECK: fence.proxy.tensormap::generic.release.gpu
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// CHECK-LABEL: .visible .entry grouped_rebind_pf(
// CHECK: tensormap.replace.tile.global_address.global.b1024.b64
// CHECK: fence.proxy.tensormap::generic.release.gpu
// CHECK: prefetch.tensormap
// CHECK: prefetch.tensormap
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK-LABEL: .visible .entry grouped_table(
// CHECK-NOT: tensormap.replace
// CHECK: fence.proxy.tensormap::generic.acquire.sys
// CHECK: fence.proxy.tensormap::generic.acquire.sys
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// The persistent kernel (tile.rebind_lookahead = "on") walks two work items per iteration
// and rebinds the four descriptors (source and destination of both items, 4 slots) in one
// conditional sequence: the seed copies (first write only), every slot's fields, ONE
// release, the four acquires and prefetches, then the first item's boxes, then the second's.
// CHECK-LABEL: .visible .entry grouped_persistent(
// CHECK-NOT: fence.proxy.tensormap
// CHECK: tensormap.replace.tile.global_address.global.b1024.b64 [[[S:%rd[0-9]+]]]
// CHECK-NOT: fence.proxy.tensormap
// CHECK: tensormap.replace.tile.global_address.global.b1024.b64 [[[D:%rd[0-9]+]]]
// CHECK-NOT: fence.proxy.tensormap
// CHECK: tensormap.replace.tile.global_address.global.b1024.b64 [[[S1:%rd[0-9]+]]]
// CHECK-NOT: fence.proxy.tensormap
// CHECK: tensormap.replace.tile.global_address.global.b1024.b64 [[[D1:%rd[0-9]+]]]
// CHECK-NOT: fence.proxy.tensormap
// CHECK: tensormap.replace.tile.global_stride.global.b1024.b64 [[[D1]]], 0,
// CHECK: fence.proxy.tensormap::generic.release.gpu
// CHECK-NOT: fence.proxy.tensormap::generic.release
// CHECK-COUNT-4: fence.proxy.tensormap::generic.acquire.gpu
// CHECK-NOT: fence.proxy.tensormap::generic.release
// CHECK-COUNT-4: prefetch.tensormap
// CHECK-NOT: fence.proxy.tensormap
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// CHECK-NOT: fence.proxy.tensormap
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// CHECK-LABEL: .visible .entry group_persistent_fixed(
// CHECK-NOT: tensormap.replace
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK-LABEL: .visible .entry group_persistent_boxes(
// CHECK-NOT: tensormap.replace
// CHECK: rem.u64
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK-LABEL: .visible .entry group_one(
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK-LABEL: .visible .entry group_persistent_table(
// CHECK-NOT: tensormap.replace
// CHECK: fence.proxy.tensormap::generic.acquire.sys
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
//
// @launch_rebind is (a) through the generated host code (`--emit=host-so`, the grouped
// runner's method rebind_hostcode): an async launch on the caller's stream, the two templates
// encoded by the host code, the workspace cached per launch site (acquired on the stream,
// the site's event recorded after the launch, the site locked in between); nothing allocated,
// freed or synchronized.
// RUN: %tile-opt %s --pipeline=default --emit=host-llvm 2>/dev/null | %FileCheck %s --check-prefix=HOST
// HOST-LABEL: define ptr @launch_rebind(
// HOST-SAME: i64 %[[CTAS:[0-9]+]], ptr %[[S:[0-9]+]])
// HOST: %[[BYTES:[0-9]+]] = mul i64 %[[CTAS]], 256
// HOST: call ptr @__tile_host_tma_ws_acquire(ptr @{{.*}}, i64 %[[BYTES]], ptr %[[S]])
// HOST: call i32 @cuTensorMapEncodeTiled(
// HOST: call i32 @cuTensorMapEncodeTiled(
// HOST: call void @mgpuLaunchKernel({{.*}}, i64 %[[CTAS]], i64 1, i64 1, i64 32, i64 1, i64 1, i32 0, ptr %[[S]],
// HOST: call void @__tile_host_tma_ws_release(ptr @{{.*}}, ptr %[[S]])
// HOST-NOT: call {{.*}}@mgpu
// HOST: ret ptr %[[S]]
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}

    // work: 2 x i32 per CTA (group, band). grp: 8 x i64 per group
    // (src address, dst address, rows, cols, src pitch, dst pitch, column boxes, unused).
    gpu.func @grouped_rebind(%work: memref<?xi32, 1>, %grp: memref<?xi64, 1>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c8 = arith.constant 8 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32 = arith.constant 64 : i32
      %bytes = arith.constant 16384 : i32
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        %w0 = arith.muli %bid, %c2 : index
        %w1 = arith.addi %w0, %c1 : index
        %g32 = memref.load %work[%w0] : memref<?xi32, 1>
        %band = memref.load %work[%w1] : memref<?xi32, 1>
        %g = arith.index_cast %g32 : i32 to index
        %r0 = arith.muli %g, %c8 : index
        %r1 = arith.addi %r0, %c1 : index
        %r2 = arith.addi %r0, %c2 : index
        %r3 = arith.addi %r0, %c3 : index
        %r4 = arith.addi %r0, %c4 : index
        %r5 = arith.addi %r0, %c5 : index
        %r6 = arith.addi %r0, %c6 : index
        %sa = memref.load %grp[%r0] : memref<?xi64, 1>
        %da = memref.load %grp[%r1] : memref<?xi64, 1>
        %rows = memref.load %grp[%r2] : memref<?xi64, 1>
        %cols = memref.load %grp[%r3] : memref<?xi64, 1>
        %sp = memref.load %grp[%r4] : memref<?xi64, 1>
        %dp = memref.load %grp[%r5] : memref<?xi64, 1>
        %nt = memref.load %grp[%r6] : memref<?xi64, 1>
        %ps = llvm.inttoptr %sa : i64 to !llvm.ptr<1>
        %pd = llvm.inttoptr %da : i64 to !llvm.ptr<1>
        %s = tile.make_tensormap_ptr %ps, dims [%cols, %rows], strides [%sp]
            : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        %d = tile.make_tensormap_ptr %pd, dims [%cols, %rows], strides [%dp]
            : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        %y = arith.muli %band, %c64_i32 : i32
        %ntx = arith.index_cast %nt : i64 to index
        scf.for %t = %c0 to %ntx step %c1 {
          %ti = arith.index_cast %t : index to i32
          %x = arith.muli %ti, %c64_i32 : i32
          %phase = arith.andi %ti, %c1_i32 : i32
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
          tile.load %s[%x, %y] to %smem, %bar
              : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
          tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
          tile.store %smem to %d[%x, %y]
              : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.bulk_commit
          tile.bulk_wait 0 read
        }
      }
      gpu.return
    }

    // (a) with both rebound descriptors prefetched (prefetch.tensormap) as soon as they are
    // written, so that fetching the store's descriptor overlaps the first load.
    gpu.func @grouped_rebind_pf(%work: memref<?xi32, 1>, %grp: memref<?xi64, 1>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c8 = arith.constant 8 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32 = arith.constant 64 : i32
      %bytes = arith.constant 16384 : i32
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        %w0 = arith.muli %bid, %c2 : index
        %w1 = arith.addi %w0, %c1 : index
        %g32 = memref.load %work[%w0] : memref<?xi32, 1>
        %band = memref.load %work[%w1] : memref<?xi32, 1>
        %g = arith.index_cast %g32 : i32 to index
        %r0 = arith.muli %g, %c8 : index
        %r1 = arith.addi %r0, %c1 : index
        %r2 = arith.addi %r0, %c2 : index
        %r3 = arith.addi %r0, %c3 : index
        %r4 = arith.addi %r0, %c4 : index
        %r5 = arith.addi %r0, %c5 : index
        %r6 = arith.addi %r0, %c6 : index
        %sa = memref.load %grp[%r0] : memref<?xi64, 1>
        %da = memref.load %grp[%r1] : memref<?xi64, 1>
        %rows = memref.load %grp[%r2] : memref<?xi64, 1>
        %cols = memref.load %grp[%r3] : memref<?xi64, 1>
        %sp = memref.load %grp[%r4] : memref<?xi64, 1>
        %dp = memref.load %grp[%r5] : memref<?xi64, 1>
        %nt = memref.load %grp[%r6] : memref<?xi64, 1>
        %ps = llvm.inttoptr %sa : i64 to !llvm.ptr<1>
        %pd = llvm.inttoptr %da : i64 to !llvm.ptr<1>
        %s = tile.make_tensormap_ptr %ps, dims [%cols, %rows], strides [%sp]
            : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        %d = tile.make_tensormap_ptr %pd, dims [%cols, %rows], strides [%dp]
            : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.prefetch_tensormap %s : !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        %y = arith.muli %band, %c64_i32 : i32
        %ntx = arith.index_cast %nt : i64 to index
        scf.for %t = %c0 to %ntx step %c1 {
          %ti = arith.index_cast %t : index to i32
          %x = arith.muli %ti, %c64_i32 : i32
          %phase = arith.andi %ti, %c1_i32 : i32
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
          tile.load %s[%x, %y] to %smem, %bar
              : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
          tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
          tile.store %smem to %d[%x, %y]
              : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.bulk_commit
          tile.bulk_wait 0 read
        }
      }
      gpu.return
    }

    // (b): as @grouped_rebind, but group g's descriptors are read from descs[256 g] (src)
    // and descs[256 g + 128] (dst), encoded and uploaded by the host before the launch.
    gpu.func @grouped_table(%work: memref<?xi32, 1>, %grp: memref<?xi64, 1>, %descs: memref<?xi8, 1>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c6 = arith.constant 6 : index
      %c8 = arith.constant 8 : index
      %c128 = arith.constant 128 : index
      %c256 = arith.constant 256 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32 = arith.constant 64 : i32
      %bytes = arith.constant 16384 : i32
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        %w0 = arith.muli %bid, %c2 : index
        %w1 = arith.addi %w0, %c1 : index
        %g32 = memref.load %work[%w0] : memref<?xi32, 1>
        %band = memref.load %work[%w1] : memref<?xi32, 1>
        %g = arith.index_cast %g32 : i32 to index
        %r0 = arith.muli %g, %c8 : index
        %r6 = arith.addi %r0, %c6 : index
        %nt = memref.load %grp[%r6] : memref<?xi64, 1>
        %so = arith.muli %g, %c256 : index
        %do = arith.addi %so, %c128 : index
        %sv = memref.view %descs[%so][] : memref<?xi8, 1> to memref<128xi8, 1>
        %dv = memref.view %descs[%do][] : memref<?xi8, 1> to memref<128xi8, 1>
        %sslot = memref.assume_alignment %sv, 128 : memref<128xi8, 1>
        %dslot = memref.assume_alignment %dv, 128 : memref<128xi8, 1>
        // Written by the host (cuMemcpyHtoDAsync) before the launch: acquire them for the
        // tensormap proxy at system scope (CUDA C++ Programming Guide, tensor maps in global memory).
        tile.tensormap_fence_acquire %sslot scope = sys : memref<128xi8, 1>
        tile.tensormap_fence_acquire %dslot scope = sys : memref<128xi8, 1>
        %s = tile.tensormap_from_slot %sslot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        %d = tile.tensormap_from_slot %dslot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        %y = arith.muli %band, %c64_i32 : i32
        %ntx = arith.index_cast %nt : i64 to index
        scf.for %t = %c0 to %ntx step %c1 {
          %ti = arith.index_cast %t : index to i32
          %x = arith.muli %ti, %c64_i32 : i32
          %phase = arith.andi %ti, %c1_i32 : i32
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
          tile.load %s[%x, %y] to %smem, %bar
              : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
          tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
          tile.store %smem to %d[%x, %y]
              : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.bulk_commit
          tile.bulk_wait 0 read
        }
      }
      gpu.return
    }

    // (d) persistent: a grid of about one CTA per SM; CTA b walks the contiguous chunk
    // [b * per, min((b + 1) * per, nwork)) of the work table (per = ceil(nwork / gridDim.x)),
    // every 64 x 64 box of every band in it. The descriptors are built per band from the group
    // table exactly as in @grouped_rebind; tile-plan-device-rebind makes the rebind conditional
    // (it runs only when the band's group differs from the previous band's: the values it
    // writes changed) and fences it. %k counts this CTA's boxes (the mbarrier's phase).
    gpu.func @grouped_persistent(%work: memref<?xi32, 1>, %grp: memref<?xi64, 1>, %nwork: i32) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>, tile.rebind_lookahead = "on"} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c8 = arith.constant 8 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32 = arith.constant 64 : i32
      %bytes = arith.constant 16384 : i32
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %nctas = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        %n = arith.index_cast %nwork : i32 to index
        %n1 = arith.addi %n, %nctas : index
        %n2 = arith.subi %n1, %c1 : index
        %per = arith.divui %n2, %nctas : index
        %start = arith.muli %bid, %per : index
        %end0 = arith.addi %start, %per : index
        %end = arith.minui %end0, %n : index
        %boxes = scf.for %w = %start to %end step %c1 iter_args(%k = %c0_i32) -> (i32) {
          %w0 = arith.muli %w, %c2 : index
          %w1 = arith.addi %w0, %c1 : index
          %g32 = memref.load %work[%w0] : memref<?xi32, 1>
          %band = memref.load %work[%w1] : memref<?xi32, 1>
          %g = arith.index_cast %g32 : i32 to index
          %r0 = arith.muli %g, %c8 : index
          %r1 = arith.addi %r0, %c1 : index
          %r2 = arith.addi %r0, %c2 : index
          %r3 = arith.addi %r0, %c3 : index
          %r4 = arith.addi %r0, %c4 : index
          %r5 = arith.addi %r0, %c5 : index
          %r6 = arith.addi %r0, %c6 : index
          %sa = memref.load %grp[%r0] : memref<?xi64, 1>
          %da = memref.load %grp[%r1] : memref<?xi64, 1>
          %rows = memref.load %grp[%r2] : memref<?xi64, 1>
          %cols = memref.load %grp[%r3] : memref<?xi64, 1>
          %sp = memref.load %grp[%r4] : memref<?xi64, 1>
          %dp = memref.load %grp[%r5] : memref<?xi64, 1>
          %nt = memref.load %grp[%r6] : memref<?xi64, 1>
          %ps = llvm.inttoptr %sa : i64 to !llvm.ptr<1>
          %pd = llvm.inttoptr %da : i64 to !llvm.ptr<1>
          %s = tile.make_tensormap_ptr %ps, dims [%cols, %rows], strides [%sp]
              : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          %d = tile.make_tensormap_ptr %pd, dims [%cols, %rows], strides [%dp]
              : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          %y = arith.muli %band, %c64_i32 : i32
          %ntx = arith.index_cast %nt : i64 to index
          %next = scf.for %t = %c0 to %ntx step %c1 iter_args(%kk = %k) -> (i32) {
            %ti = arith.index_cast %t : index to i32
            %x = arith.muli %ti, %c64_i32 : i32
            %phase = arith.andi %kk, %c1_i32 : i32
            tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
            tile.load %s[%x, %y] to %smem, %bar
                : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
            tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
            tile.store %smem to %d[%x, %y]
                : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
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

    // The fixed-descriptor baseline of (d): the same persistent grid and loop over the %nbands
    // bands of one dense matrix (%nt boxes each), grid-constant descriptors.
    gpu.func @group_persistent_fixed(%src: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                                     %dst: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                                     %nbands: i32, %nt: i32) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32 = arith.constant 64 : i32
      %bytes = arith.constant 16384 : i32
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %nctas = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        %n = arith.index_cast %nbands : i32 to index
        %n1 = arith.addi %n, %nctas : index
        %n2 = arith.subi %n1, %c1 : index
        %per = arith.divui %n2, %nctas : index
        %start = arith.muli %bid, %per : index
        %end0 = arith.addi %start, %per : index
        %end = arith.minui %end0, %n : index
        %ntx = arith.index_cast %nt : i32 to index
        %boxes = scf.for %b = %start to %end step %c1 iter_args(%k = %c0_i32) -> (i32) {
          %bi = arith.index_cast %b : index to i32
          %y = arith.muli %bi, %c64_i32 : i32
          %next = scf.for %t = %c0 to %ntx step %c1 iter_args(%kk = %k) -> (i32) {
            %ti = arith.index_cast %t : index to i32
            %x = arith.muli %ti, %c64_i32 : i32
            %phase = arith.andi %kk, %c1_i32 : i32
            tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
            tile.load %src[%x, %y] to %smem, %bar
                : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
            tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
            tile.store %smem to %dst[%x, %y]
                : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
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

    // The same-box baseline of (d): the same persistent grid, the same chunks of the same
    // work table and, per work item, the same number of boxes in the same order (the group's
    // column boxes, read from the group table as (d) does), but through the two
    // grid-constant descriptors of the dense matrix of the fixed baseline: work item w's
    // box t is dense box (t, w mod %nbands). No rebind; its boxes are whole (16 KiB read,
    // 16 KiB written), where (d)'s are clipped to the group.
    gpu.func @group_persistent_boxes(%src: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                                     %dst: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                                     %work: memref<?xi32, 1>, %grp: memref<?xi64, 1>,
                                     %nwork: i32, %nbands: i32) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c6 = arith.constant 6 : index
      %c8 = arith.constant 8 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32 = arith.constant 64 : i32
      %bytes = arith.constant 16384 : i32
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %nctas = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        %n = arith.index_cast %nwork : i32 to index
        %n1 = arith.addi %n, %nctas : index
        %n2 = arith.subi %n1, %c1 : index
        %per = arith.divui %n2, %nctas : index
        %start = arith.muli %bid, %per : index
        %end0 = arith.addi %start, %per : index
        %end = arith.minui %end0, %n : index
        %nb = arith.index_cast %nbands : i32 to index
        %boxes = scf.for %w = %start to %end step %c1 iter_args(%k = %c0_i32) -> (i32) {
          %w0 = arith.muli %w, %c2 : index
          %g32 = memref.load %work[%w0] : memref<?xi32, 1>
          %g = arith.index_cast %g32 : i32 to index
          %r0 = arith.muli %g, %c8 : index
          %r6 = arith.addi %r0, %c6 : index
          %nt = memref.load %grp[%r6] : memref<?xi64, 1>
          %ntx = arith.index_cast %nt : i64 to index
          %band = arith.remui %w, %nb : index
          %bi = arith.index_cast %band : index to i32
          %y = arith.muli %bi, %c64_i32 : i32
          %next = scf.for %t = %c0 to %ntx step %c1 iter_args(%kk = %k) -> (i32) {
            %ti = arith.index_cast %t : index to i32
            %x = arith.muli %ti, %c64_i32 : i32
            %phase = arith.andi %kk, %c1_i32 : i32
            tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
            tile.load %src[%x, %y] to %smem, %bar
                : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
            tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
            tile.store %smem to %dst[%x, %y]
                : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
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

    // (c) and the fixed-descriptor baseline: CTA b copies band b (%nt boxes of 64 x 64).
    gpu.func @group_one(%src: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                        %dst: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %nt: i32) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32 = arith.constant 64 : i32
      %bytes = arith.constant 16384 : i32
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        %bi = arith.index_cast %bid : index to i32
        %y = arith.muli %bi, %c64_i32 : i32
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        %ntx = arith.index_cast %nt : i32 to index
        scf.for %t = %c0 to %ntx step %c1 {
          %ti = arith.index_cast %t : index to i32
          %x = arith.muli %ti, %c64_i32 : i32
          %phase = arith.andi %ti, %c1_i32 : i32
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
          tile.load %src[%x, %y] to %smem, %bar
              : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
          tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
          tile.store %smem to %dst[%x, %y]
              : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.bulk_commit
          tile.bulk_wait 0 read
        }
      }
      gpu.return
    }

    // (d)'s loop without the rebind: the same grid, chunks, work items and clipped boxes as
    // @grouped_persistent, through the descriptors (b) reads (host-encoded per group, 256 bytes
    // per group: src at +0, dst at +128), acquired at system scope per work item (the host
    // wrote them). (d) / this kernel is the cost of the device rebind alone.
    gpu.func @group_persistent_table(%work: memref<?xi32, 1>, %grp: memref<?xi64, 1>, %nwork: i32,
                                     %descs: memref<?xi8, 1>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c6 = arith.constant 6 : index
      %c8 = arith.constant 8 : index
      %c128 = arith.constant 128 : index
      %c256 = arith.constant 256 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32 = arith.constant 64 : i32
      %bytes = arith.constant 16384 : i32
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %nctas = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        %n = arith.index_cast %nwork : i32 to index
        %n1 = arith.addi %n, %nctas : index
        %n2 = arith.subi %n1, %c1 : index
        %per = arith.divui %n2, %nctas : index
        %start = arith.muli %bid, %per : index
        %end0 = arith.addi %start, %per : index
        %end = arith.minui %end0, %n : index
        %boxes = scf.for %w = %start to %end step %c1 iter_args(%k = %c0_i32) -> (i32) {
          %w0 = arith.muli %w, %c2 : index
          %w1 = arith.addi %w0, %c1 : index
          %g32 = memref.load %work[%w0] : memref<?xi32, 1>
          %band = memref.load %work[%w1] : memref<?xi32, 1>
          %g = arith.index_cast %g32 : i32 to index
          %r0 = arith.muli %g, %c8 : index
          %r6 = arith.addi %r0, %c6 : index
          %nt = memref.load %grp[%r6] : memref<?xi64, 1>
          %so = arith.muli %g, %c256 : index
          %do = arith.addi %so, %c128 : index
          %sv = memref.view %descs[%so][] : memref<?xi8, 1> to memref<128xi8, 1>
          %dv = memref.view %descs[%do][] : memref<?xi8, 1> to memref<128xi8, 1>
          %sslot = memref.assume_alignment %sv, 128 : memref<128xi8, 1>
          %dslot = memref.assume_alignment %dv, 128 : memref<128xi8, 1>
          tile.tensormap_fence_acquire %sslot scope = sys : memref<128xi8, 1>
          tile.tensormap_fence_acquire %dslot scope = sys : memref<128xi8, 1>
          %s = tile.tensormap_from_slot %sslot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          %d = tile.tensormap_from_slot %dslot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          %y = arith.muli %band, %c64_i32 : i32
          %ntx = arith.index_cast %nt : i64 to index
          %next = scf.for %t = %c0 to %ntx step %c1 iter_args(%kk = %k) -> (i32) {
            %ti = arith.index_cast %t : index to i32
            %x = arith.muli %ti, %c64_i32 : i32
            %phase = arith.andi %kk, %c1_i32 : i32
            tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
            tile.load %s[%x, %y] to %smem, %bar
                : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
            tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
            tile.store %smem to %d[%x, %y]
                : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
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
  }

  // (a) through the generated host code: launch the rebind kernel over `ctas` CTAs on the
  // caller's stream (the token), return the stream.
  func.func @launch_rebind(%work: memref<?xi32, 1>, %grp: memref<?xi64, 1>, %ctas: index,
                           %stream: !gpu.async.token) -> !gpu.async.token {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %t = gpu.launch_func async [%stream] @kernels::@grouped_rebind blocks in (%ctas, %c1, %c1)
        threads in (%c32, %c1, %c1) args(%work : memref<?xi32, 1>, %grp : memref<?xi64, 1>)
    return %t : !gpu.async.token
  }
}
