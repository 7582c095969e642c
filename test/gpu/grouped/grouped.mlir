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
//   @grouped_rebind_ring  (a) with a 4-stage ring over the band's column boxes (all of a
//                    band's loads in flight at once for cols <= 256); same launch contract as
//                    (a), plus 65568 bytes of dynamic shared memory.
//   @grouped_persistent_ring  (d) with a ring carried across work items: two items in
//                    flight (8 stages), the next item's descriptors rebound into their own
//                    slots and its loads issued while the current item's boxes are stored.
//                    After the pipeline it takes (work, grp, nwork, 5 templates, workspace:
//                    gridDim.x * 5 * 128 bytes), plus 131136 bytes of dynamic shared memory.
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
// The band ring: both descriptors rebound and released once, then the prologue's loads,
// each box stored once its stage's mbarrier completes, the refill after bulk_wait 1 read.
// CHECK-LABEL: .visible .entry grouped_rebind_ring(
// CHECK: tensormap.replace.tile.global_address.global.b1024.b64
// CHECK: fence.proxy.tensormap::generic.release.gpu
// CHECK: tensormap.replace.tile.global_address.global.b1024.b64
// CHECK: fence.proxy.tensormap::generic.release.gpu
// CHECK: mbarrier.init
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK: mbarrier.try_wait.parity
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// CHECK: cp.async.bulk.wait_group.read 1;
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK: cp.async.bulk.wait_group.read 0;
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
// The persistent ring: the prologue item's source rebound and its 4 (conditional) loads;
// per iteration: item w + 1's source rebound (after the B stages' stores have read them)
// and its loads, item w's destination rebound and its 4 stages waited on and stored, item
// w + 2's source rebound (after bulk_wait 0 read) and its loads, item w + 1's destination
// rebound and its boxes stored.
// CHECK-LABEL: .visible .entry grouped_persistent_ring(
// CHECK: tensormap.replace.tile.global_address.global.b1024.b64
// CHECK: fence.proxy.tensormap::generic.release.gpu
// CHECK-COUNT-4: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK: cp.async.bulk.wait_group.read 0;
// CHECK: tensormap.replace.tile.global_address.global.b1024.b64
// CHECK: fence.proxy.tensormap::generic.release.gpu
// CHECK-COUNT-4: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK: tensormap.replace.tile.global_address.global.b1024.b64
// CHECK: fence.proxy.tensormap::generic.release.gpu
// CHECK-COUNT-4: mbarrier.try_wait.parity
// CHECK: cp.async.bulk.wait_group.read 0;
// CHECK: tensormap.replace.tile.global_address.global.b1024.b64
// CHECK: fence.proxy.tensormap::generic.release.gpu
// CHECK-COUNT-4: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK: tensormap.replace.tile.global_address.global.b1024.b64
// CHECK: fence.proxy.tensormap::generic.release.gpu
// CHECK: mbarrier.try_wait.parity
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
#wg = #gpu.address_space<workgroup>
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

    // (a) with an S = 4 stage ring: the same band, group table, descriptors and launch
    // contract as @grouped_rebind, but the band's column boxes go through 4 stage buffers of
    // 64 x 64 f32 in dynamic shared memory (64 KiB, then 4 mbarriers: 65568 bytes, declared
    // by tile.dynamic_shared_bytes; the launch passes it and raises the kernel's
    // MAX_DYNAMIC_SHARED_SIZE_BYTES), one mbarrier per stage. The first min(nt, 4) boxes are
    // loaded at once (cols <= 256: every load of the band in flight together); box t is
    // stored from stage t mod 4 (parity (t div 4) mod 2) as soon as its load completes; box
    // t + 3 (when t >= 1 and it exists) is loaded into the stage box t - 1 used once box
    // t - 1's store has read it (tile.bulk_wait 1 read).
    gpu.func @grouped_rebind_ring(%work: memref<?xi32, 1>, %grp: memref<?xi64, 1>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>, tile.dynamic_shared_bytes = 65568 : i64} {
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #wg>
      %ring_at = arith.constant 0 : index
      %bars_at = arith.constant 65536 : index
      %ring = memref.view %dyn[%ring_at][] : memref<?xi8, #wg> to memref<4x64x64xf32, #wg>
      %bars = memref.view %dyn[%bars_at][] : memref<?xi8, #wg> to memref<4xi64, #wg>
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
      %stages = arith.constant 4 : index
      %lag = arith.constant 3 : index
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
        %sa = memref.load %grp[%r0] : memref<?xi64, 1>
        %r1 = arith.addi %r0, %c1 : index
        %da = memref.load %grp[%r1] : memref<?xi64, 1>
        %r2 = arith.addi %r0, %c2 : index
        %rows = memref.load %grp[%r2] : memref<?xi64, 1>
        %r3 = arith.addi %r0, %c3 : index
        %cols = memref.load %grp[%r3] : memref<?xi64, 1>
        %r4 = arith.addi %r0, %c4 : index
        %sp = memref.load %grp[%r4] : memref<?xi64, 1>
        %r5 = arith.addi %r0, %c5 : index
        %dp = memref.load %grp[%r5] : memref<?xi64, 1>
        %r6 = arith.addi %r0, %c6 : index
        %nt = memref.load %grp[%r6] : memref<?xi64, 1>
        %y = arith.muli %band, %c64_i32 : i32
        %ps = llvm.inttoptr %sa : i64 to !llvm.ptr<1>
        %s = tile.make_tensormap_ptr %ps, dims [%cols, %rows], strides [%sp]
            : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        %pd = llvm.inttoptr %da : i64 to !llvm.ptr<1>
        %d = tile.make_tensormap_ptr %pd, dims [%cols, %rows], strides [%dp]
            : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        scf.for %k = %c0 to %stages step %c1 {
          %b = memref.subview %bars[%k] [1] [1] : memref<4xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
          tile.mbarrier_init %b, %c1_i32 : memref<i64, strided<[], offset: ?>, #wg>
        }
        tile.fence_proxy_async shared_cta
        %ntx = arith.index_cast %nt : i64 to index
        %pro = arith.minui %ntx, %stages : index
        // Prologue: the first min(nt, S) boxes, all in flight at once.
        scf.for %j = %c0 to %pro step %c1 {
          %qs = arith.remui %j, %stages : index
          %qji = arith.index_cast %j : index to i32
          %qx = arith.muli %qji, %c64_i32 : i32
          %qbuf = memref.subview %ring[%qs, 0, 0] [1, 64, 64] [1, 1, 1] : memref<4x64x64xf32, #wg> to memref<64x64xf32, strided<[64, 1], offset: ?>, #wg>
          %qbar = memref.subview %bars[%qs] [1] [1] : memref<4xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
          tile.mbarrier_arrive_expect_tx %qbar, %bytes : memref<i64, strided<[], offset: ?>, #wg>
          tile.load %s[%qx, %y] to %qbuf, %qbar
              : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, strided<[64, 1], offset: ?>, #wg>, memref<i64, strided<[], offset: ?>, #wg>
        }
        scf.for %t = %c0 to %ntx step %c1 {
          // Box t from stage t mod S, parity (t div S) mod 2: stored as soon as it is loaded.
          %st = arith.remui %t, %stages : index
          %round = arith.divui %t, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%st, 0, 0] [1, 64, 64] [1, 1, 1] : memref<4x64x64xf32, #wg> to memref<64x64xf32, strided<[64, 1], offset: ?>, #wg>
          %bar = memref.subview %bars[%st] [1] [1] : memref<4xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
          tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, #wg>
          %ti = arith.index_cast %t : index to i32
          %x = arith.muli %ti, %c64_i32 : i32
          tile.store %buf to %d[%x, %y]
              : memref<64x64xf32, strided<[64, 1], offset: ?>, #wg>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.bulk_commit
          // Refill the stage box t - 1 used with box t + S - 1 (when that box exists and was
          // not in the prologue) once box t - 1's store has read it.
          %j = arith.addi %t, %lag : index
          %more = arith.cmpi ult, %j, %ntx : index
          %late = arith.cmpi uge, %j, %stages : index
          %refill = arith.andi %more, %late : i1
          scf.if %refill {
            tile.bulk_wait 1 read
            %rs = arith.remui %j, %stages : index
            %rji = arith.index_cast %j : index to i32
            %rx = arith.muli %rji, %c64_i32 : i32
            %rbuf = memref.subview %ring[%rs, 0, 0] [1, 64, 64] [1, 1, 1] : memref<4x64x64xf32, #wg> to memref<64x64xf32, strided<[64, 1], offset: ?>, #wg>
            %rbar = memref.subview %bars[%rs] [1] [1] : memref<4xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
            tile.mbarrier_arrive_expect_tx %rbar, %bytes : memref<i64, strided<[], offset: ?>, #wg>
            tile.load %s[%rx, %y] to %rbuf, %rbar
                : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, strided<[64, 1], offset: ?>, #wg>, memref<i64, strided<[], offset: ?>, #wg>
          }
        }
        tile.bulk_wait 0 read
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

    // (d) with a ring carried across work items: the same grid, chunks, work table, group
    // table and launch contract as @grouped_persistent ((work, grp, nwork) + templates +
    // workspace), but each CTA keeps two items in flight through 8 stage buffers of 64 x 64
    // f32 in dynamic shared memory (A: stages 0..3, B: 4..7; 128 KiB, then 8 mbarriers:
    // 131136 bytes, tile.dynamic_shared_bytes), one mbarrier per stage. Items alternate
    // between the A and B stages (the loop walks two items per iteration); item w's box t
    // goes to stage t of its set, so cols <= 256 (at most 4 boxes per item; a group with
    // more column boxes has only its first 4 copied: the runner refuses such tables). Per
    // iteration (items w, w + 1):
    //   1. item w + 1 (when it exists): its source descriptor sB rebound (conditionally: the
    //      group changed), once item w - 1's stores have read the B stages (bulk_wait 0
    //      read), and its loads issued into the B stages;
    //   2. item w: its destination descriptor dA rebound; each A stage's mbarrier waited on
    //      and its box stored (item w's loads were issued one step earlier, while item w - 1
    //      was stored);
    //   3. item w + 2 (when it exists): its source descriptor sA rebound once item w's
    //      stores have read the A stages (bulk_wait 0 read) and its loads issued into them;
    //   4. item w + 1: its destination descriptor dB rebound and its boxes stored from B.
    // So while one item's boxes are stored, the next item's descriptors are rebound into
    // their own slots (5 per CTA: the prologue's, sB, dA, sA, dB), fenced, and its loads are
    // in flight. Every stage's mbarrier is waited on in every round, also where the item had
    // fewer boxes: the wait's parity is then that of the stage's last completed phase
    // (bit t of the loop-carried %m flips per load on stage t), which returns at once. So
    // every load is retired by an unconditional wait before its slot is rebound, which
    // tile-plan-device-rebind (a load waited for in the next iteration, before the
    // descriptor op) and tile-check-tensormap-fences prove. After the pipeline it takes
    // (work, grp, nwork, 5 templates, workspace: gridDim.x * 5 * 128 bytes).
    gpu.func @grouped_persistent_ring(%work: memref<?xi32, 1>, %grp: memref<?xi64, 1>, %nwork: i32) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>, tile.dynamic_shared_bytes = 131136 : i64} {
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #wg>
      %ring_at = arith.constant 0 : index
      %bars_at = arith.constant 131072 : index
      %ring = memref.view %dyn[%ring_at][] : memref<?xi8, #wg> to memref<8x64x64xf32, #wg>
      %bars = memref.view %dyn[%bars_at][] : memref<?xi8, #wg> to memref<8xi64, #wg>
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
      %c0_i32m = arith.constant 0 : i32
      %c1_i32m = arith.constant 1 : i32
      %c2_i32m = arith.constant 2 : i32
      %c3_i32m = arith.constant 3 : i32
      %c4_i32m = arith.constant 4 : i32
      %c5_i32m = arith.constant 5 : i32
      %c6_i32m = arith.constant 6 : i32
      %c7_i32m = arith.constant 7 : i32
      %x0 = arith.constant 0 : i32
      %x1 = arith.constant 64 : i32
      %x2 = arith.constant 128 : i32
      %x3 = arith.constant 192 : i32
      %st0 = memref.subview %ring[0, 0, 0] [1, 64, 64] [1, 1, 1] : memref<8x64x64xf32, #wg> to memref<64x64xf32, strided<[64, 1], offset: 0>, #wg>
      %bar0 = memref.subview %bars[0] [1] [1] : memref<8xi64, #wg> to memref<i64, strided<[], offset: 0>, #wg>
      %st1 = memref.subview %ring[1, 0, 0] [1, 64, 64] [1, 1, 1] : memref<8x64x64xf32, #wg> to memref<64x64xf32, strided<[64, 1], offset: 4096>, #wg>
      %bar1 = memref.subview %bars[1] [1] [1] : memref<8xi64, #wg> to memref<i64, strided<[], offset: 1>, #wg>
      %st2 = memref.subview %ring[2, 0, 0] [1, 64, 64] [1, 1, 1] : memref<8x64x64xf32, #wg> to memref<64x64xf32, strided<[64, 1], offset: 8192>, #wg>
      %bar2 = memref.subview %bars[2] [1] [1] : memref<8xi64, #wg> to memref<i64, strided<[], offset: 2>, #wg>
      %st3 = memref.subview %ring[3, 0, 0] [1, 64, 64] [1, 1, 1] : memref<8x64x64xf32, #wg> to memref<64x64xf32, strided<[64, 1], offset: 12288>, #wg>
      %bar3 = memref.subview %bars[3] [1] [1] : memref<8xi64, #wg> to memref<i64, strided<[], offset: 3>, #wg>
      %st4 = memref.subview %ring[4, 0, 0] [1, 64, 64] [1, 1, 1] : memref<8x64x64xf32, #wg> to memref<64x64xf32, strided<[64, 1], offset: 16384>, #wg>
      %bar4 = memref.subview %bars[4] [1] [1] : memref<8xi64, #wg> to memref<i64, strided<[], offset: 4>, #wg>
      %st5 = memref.subview %ring[5, 0, 0] [1, 64, 64] [1, 1, 1] : memref<8x64x64xf32, #wg> to memref<64x64xf32, strided<[64, 1], offset: 20480>, #wg>
      %bar5 = memref.subview %bars[5] [1] [1] : memref<8xi64, #wg> to memref<i64, strided<[], offset: 5>, #wg>
      %st6 = memref.subview %ring[6, 0, 0] [1, 64, 64] [1, 1, 1] : memref<8x64x64xf32, #wg> to memref<64x64xf32, strided<[64, 1], offset: 24576>, #wg>
      %bar6 = memref.subview %bars[6] [1] [1] : memref<8xi64, #wg> to memref<i64, strided<[], offset: 6>, #wg>
      %st7 = memref.subview %ring[7, 0, 0] [1, 64, 64] [1, 1, 1] : memref<8x64x64xf32, #wg> to memref<64x64xf32, strided<[64, 1], offset: 28672>, #wg>
      %bar7 = memref.subview %bars[7] [1] [1] : memref<8xi64, #wg> to memref<i64, strided<[], offset: 7>, #wg>
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %nctas = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar0, %c1_i32 : memref<i64, strided<[], offset: 0>, #wg>
        tile.mbarrier_init %bar1, %c1_i32 : memref<i64, strided<[], offset: 1>, #wg>
        tile.mbarrier_init %bar2, %c1_i32 : memref<i64, strided<[], offset: 2>, #wg>
        tile.mbarrier_init %bar3, %c1_i32 : memref<i64, strided<[], offset: 3>, #wg>
        tile.mbarrier_init %bar4, %c1_i32 : memref<i64, strided<[], offset: 4>, #wg>
        tile.mbarrier_init %bar5, %c1_i32 : memref<i64, strided<[], offset: 5>, #wg>
        tile.mbarrier_init %bar6, %c1_i32 : memref<i64, strided<[], offset: 6>, #wg>
        tile.mbarrier_init %bar7, %c1_i32 : memref<i64, strided<[], offset: 7>, #wg>
        tile.fence_proxy_async shared_cta
        %n = arith.index_cast %nwork : i32 to index
        %n1 = arith.addi %n, %nctas : index
        %n2 = arith.subi %n1, %c1 : index
        %per = arith.divui %n2, %nctas : index
        %start = arith.muli %bid, %per : index
        %end0 = arith.addi %start, %per : index
        %end = arith.minui %end0, %n : index
        %has = arith.cmpi ult, %start, %end : index
        scf.if %has {
          // Prologue: item %start's loads into stages A (0..3).
          %pw0 = arith.muli %start, %c2 : index
          %pw1 = arith.addi %pw0, %c1 : index
          %pg32 = memref.load %work[%pw0] : memref<?xi32, 1>
          %pband = memref.load %work[%pw1] : memref<?xi32, 1>
          %pg = arith.index_cast %pg32 : i32 to index
          %pr0 = arith.muli %pg, %c8 : index
          %psa = memref.load %grp[%pr0] : memref<?xi64, 1>
          %pr2 = arith.addi %pr0, %c2 : index
          %prows = memref.load %grp[%pr2] : memref<?xi64, 1>
          %pr3 = arith.addi %pr0, %c3 : index
          %pcols = memref.load %grp[%pr3] : memref<?xi64, 1>
          %pr4 = arith.addi %pr0, %c4 : index
          %psp = memref.load %grp[%pr4] : memref<?xi64, 1>
          %pr6 = arith.addi %pr0, %c6 : index
          %pnt = memref.load %grp[%pr6] : memref<?xi64, 1>
          %py = arith.muli %pband, %c64_i32 : i32
          %pntx = arith.index_cast %pnt : i64 to index
          %pnt4 = arith.minui %pntx, %c4 : index
          %pps = llvm.inttoptr %psa : i64 to !llvm.ptr<1>
          %s0 = tile.make_tensormap_ptr %pps, dims [%pcols, %prows], strides [%psp]
              : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          %pl0 = arith.cmpi ult, %c0, %pnt4 : index
          scf.if %pl0 {
            tile.mbarrier_arrive_expect_tx %bar0, %bytes : memref<i64, strided<[], offset: 0>, #wg>
            tile.load %s0[%x0, %py] to %st0, %bar0
                : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, strided<[64, 1], offset: 0>, #wg>, memref<i64, strided<[], offset: 0>, #wg>
          }
          %pl1 = arith.cmpi ult, %c1, %pnt4 : index
          scf.if %pl1 {
            tile.mbarrier_arrive_expect_tx %bar1, %bytes : memref<i64, strided<[], offset: 1>, #wg>
            tile.load %s0[%x1, %py] to %st1, %bar1
                : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, strided<[64, 1], offset: 4096>, #wg>, memref<i64, strided<[], offset: 1>, #wg>
          }
          %pl2 = arith.cmpi ult, %c2, %pnt4 : index
          scf.if %pl2 {
            tile.mbarrier_arrive_expect_tx %bar2, %bytes : memref<i64, strided<[], offset: 2>, #wg>
            tile.load %s0[%x2, %py] to %st2, %bar2
                : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, strided<[64, 1], offset: 8192>, #wg>, memref<i64, strided<[], offset: 2>, #wg>
          }
          %pl3 = arith.cmpi ult, %c3, %pnt4 : index
          scf.if %pl3 {
            tile.mbarrier_arrive_expect_tx %bar3, %bytes : memref<i64, strided<[], offset: 3>, #wg>
            tile.load %s0[%x3, %py] to %st3, %bar3
                : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, strided<[64, 1], offset: 12288>, #wg>, memref<i64, strided<[], offset: 3>, #wg>
          }
          %mask = scf.for %w = %start to %end step %c2 iter_args(%m = %c0_i32) -> (i32) {
            // 1. Item w + 1 (if any): its source descriptor (slot sB), its loads into stages B (4..7)
            //    once the stores of item w - 1 have read them.
            %w1 = arith.addi %w, %c1 : index
            %hasb = arith.cmpi ult, %w1, %end : index
            %w1c = arith.select %hasb, %w1, %w : index
            %bw0 = arith.muli %w1c, %c2 : index
            %bw1 = arith.addi %bw0, %c1 : index
            %bg32 = memref.load %work[%bw0] : memref<?xi32, 1>
            %bband = memref.load %work[%bw1] : memref<?xi32, 1>
            %bg = arith.index_cast %bg32 : i32 to index
            %br0 = arith.muli %bg, %c8 : index
            %bsa = memref.load %grp[%br0] : memref<?xi64, 1>
            %br1 = arith.addi %br0, %c1 : index
            %bda = memref.load %grp[%br1] : memref<?xi64, 1>
            %br2 = arith.addi %br0, %c2 : index
            %brows = memref.load %grp[%br2] : memref<?xi64, 1>
            %br3 = arith.addi %br0, %c3 : index
            %bcols = memref.load %grp[%br3] : memref<?xi64, 1>
            %br4 = arith.addi %br0, %c4 : index
            %bsp = memref.load %grp[%br4] : memref<?xi64, 1>
            %br5 = arith.addi %br0, %c5 : index
            %bdp = memref.load %grp[%br5] : memref<?xi64, 1>
            %br6 = arith.addi %br0, %c6 : index
            %bnt = memref.load %grp[%br6] : memref<?xi64, 1>
            %by = arith.muli %bband, %c64_i32 : i32
            %bntx = arith.index_cast %bnt : i64 to index
            %bnt4 = arith.minui %bntx, %c4 : index
            %bntk = arith.select %hasb, %bnt4, %c0 : index
            tile.bulk_wait 0 read
            %bps = llvm.inttoptr %bsa : i64 to !llvm.ptr<1>
            %sb = tile.make_tensormap_ptr %bps, dims [%bcols, %brows], strides [%bsp]
                : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
            %bl0 = arith.cmpi ult, %c0, %bntk : index
            scf.if %bl0 {
              tile.mbarrier_arrive_expect_tx %bar4, %bytes : memref<i64, strided<[], offset: 4>, #wg>
              tile.load %sb[%x0, %by] to %st4, %bar4
                  : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, strided<[64, 1], offset: 16384>, #wg>, memref<i64, strided<[], offset: 4>, #wg>
            }
            %bl1 = arith.cmpi ult, %c1, %bntk : index
            scf.if %bl1 {
              tile.mbarrier_arrive_expect_tx %bar5, %bytes : memref<i64, strided<[], offset: 5>, #wg>
              tile.load %sb[%x1, %by] to %st5, %bar5
                  : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, strided<[64, 1], offset: 20480>, #wg>, memref<i64, strided<[], offset: 5>, #wg>
            }
            %bl2 = arith.cmpi ult, %c2, %bntk : index
            scf.if %bl2 {
              tile.mbarrier_arrive_expect_tx %bar6, %bytes : memref<i64, strided<[], offset: 6>, #wg>
              tile.load %sb[%x2, %by] to %st6, %bar6
                  : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, strided<[64, 1], offset: 24576>, #wg>, memref<i64, strided<[], offset: 6>, #wg>
            }
            %bl3 = arith.cmpi ult, %c3, %bntk : index
            scf.if %bl3 {
              tile.mbarrier_arrive_expect_tx %bar7, %bytes : memref<i64, strided<[], offset: 7>, #wg>
              tile.load %sb[%x3, %by] to %st7, %bar7
                  : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, strided<[64, 1], offset: 28672>, #wg>, memref<i64, strided<[], offset: 7>, #wg>
            }
            // 2. Item w: its destination descriptor (slot dA); each box of stages A stored as its
            //    load completes (every stage's mbarrier waited on: a stage not loaded this round
            //    waits on the parity of its last completed phase, which returns at once).
            %aw0 = arith.muli %w, %c2 : index
            %aw1 = arith.addi %aw0, %c1 : index
            %ag32 = memref.load %work[%aw0] : memref<?xi32, 1>
            %aband = memref.load %work[%aw1] : memref<?xi32, 1>
            %ag = arith.index_cast %ag32 : i32 to index
            %ar0 = arith.muli %ag, %c8 : index
            %ar1 = arith.addi %ar0, %c1 : index
            %ada = memref.load %grp[%ar1] : memref<?xi64, 1>
            %ar2 = arith.addi %ar0, %c2 : index
            %arows = memref.load %grp[%ar2] : memref<?xi64, 1>
            %ar3 = arith.addi %ar0, %c3 : index
            %acols = memref.load %grp[%ar3] : memref<?xi64, 1>
            %ar5 = arith.addi %ar0, %c5 : index
            %adp = memref.load %grp[%ar5] : memref<?xi64, 1>
            %ar6 = arith.addi %ar0, %c6 : index
            %ant = memref.load %grp[%ar6] : memref<?xi64, 1>
            %ay = arith.muli %aband, %c64_i32 : i32
            %antx = arith.index_cast %ant : i64 to index
            %ant4 = arith.minui %antx, %c4 : index
            %apd = llvm.inttoptr %ada : i64 to !llvm.ptr<1>
            %da = tile.make_tensormap_ptr %apd, dims [%acols, %arows], strides [%adp]
                : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
            %am0 = arith.shrui %m, %c0_i32m : i32
            %ab0 = arith.andi %am0, %c1_i32 : i32
            %as0 = arith.cmpi ult, %c0, %ant4 : index
            %an0 = arith.extui %as0 : i1 to i32
            %af0 = arith.xori %an0, %c1_i32 : i32
            %aq0 = arith.xori %ab0, %af0 : i32
            tile.mbarrier_wait_parity %bar0, %aq0 : memref<i64, strided<[], offset: 0>, #wg>
            scf.if %as0 {
              tile.store %st0 to %da[%x0, %ay]
                  : memref<64x64xf32, strided<[64, 1], offset: 0>, #wg>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
              tile.bulk_commit
            }
            %am1 = arith.shrui %m, %c1_i32m : i32
            %ab1 = arith.andi %am1, %c1_i32 : i32
            %as1 = arith.cmpi ult, %c1, %ant4 : index
            %an1 = arith.extui %as1 : i1 to i32
            %af1 = arith.xori %an1, %c1_i32 : i32
            %aq1 = arith.xori %ab1, %af1 : i32
            tile.mbarrier_wait_parity %bar1, %aq1 : memref<i64, strided<[], offset: 1>, #wg>
            scf.if %as1 {
              tile.store %st1 to %da[%x1, %ay]
                  : memref<64x64xf32, strided<[64, 1], offset: 4096>, #wg>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
              tile.bulk_commit
            }
            %am2 = arith.shrui %m, %c2_i32m : i32
            %ab2 = arith.andi %am2, %c1_i32 : i32
            %as2 = arith.cmpi ult, %c2, %ant4 : index
            %an2 = arith.extui %as2 : i1 to i32
            %af2 = arith.xori %an2, %c1_i32 : i32
            %aq2 = arith.xori %ab2, %af2 : i32
            tile.mbarrier_wait_parity %bar2, %aq2 : memref<i64, strided<[], offset: 2>, #wg>
            scf.if %as2 {
              tile.store %st2 to %da[%x2, %ay]
                  : memref<64x64xf32, strided<[64, 1], offset: 8192>, #wg>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
              tile.bulk_commit
            }
            %am3 = arith.shrui %m, %c3_i32m : i32
            %ab3 = arith.andi %am3, %c1_i32 : i32
            %as3 = arith.cmpi ult, %c3, %ant4 : index
            %an3 = arith.extui %as3 : i1 to i32
            %af3 = arith.xori %an3, %c1_i32 : i32
            %aq3 = arith.xori %ab3, %af3 : i32
            tile.mbarrier_wait_parity %bar3, %aq3 : memref<i64, strided<[], offset: 3>, #wg>
            scf.if %as3 {
              tile.store %st3 to %da[%x3, %ay]
                  : memref<64x64xf32, strided<[64, 1], offset: 12288>, #wg>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
              tile.bulk_commit
            }
            %anti = arith.index_cast %ant4 : index to i32
            %apw = arith.shli %c1_i32, %anti : i32
            %alo = arith.subi %apw, %c1_i32 : i32
            %afl = arith.shli %alo, %c0_i32m : i32
            %ma = arith.xori %m, %afl : i32
            // 3. Item w + 2 (if any): its source descriptor (slot sA), its loads into stages A
            //    once item w's stores have read them.
            %w2 = arith.addi %w, %c2 : index
            %hasc = arith.cmpi ult, %w2, %end : index
            %w2c = arith.select %hasc, %w2, %w : index
            %cw0 = arith.muli %w2c, %c2 : index
            %cw1 = arith.addi %cw0, %c1 : index
            %cg32 = memref.load %work[%cw0] : memref<?xi32, 1>
            %cband = memref.load %work[%cw1] : memref<?xi32, 1>
            %cg = arith.index_cast %cg32 : i32 to index
            %cr0 = arith.muli %cg, %c8 : index
            %csa = memref.load %grp[%cr0] : memref<?xi64, 1>
            %cr2 = arith.addi %cr0, %c2 : index
            %crows = memref.load %grp[%cr2] : memref<?xi64, 1>
            %cr3 = arith.addi %cr0, %c3 : index
            %ccols = memref.load %grp[%cr3] : memref<?xi64, 1>
            %cr4 = arith.addi %cr0, %c4 : index
            %csp = memref.load %grp[%cr4] : memref<?xi64, 1>
            %cr6 = arith.addi %cr0, %c6 : index
            %cnt = memref.load %grp[%cr6] : memref<?xi64, 1>
            %cy = arith.muli %cband, %c64_i32 : i32
            %cntx = arith.index_cast %cnt : i64 to index
            %cnt4 = arith.minui %cntx, %c4 : index
            %cntk = arith.select %hasc, %cnt4, %c0 : index
            tile.bulk_wait 0 read
            %cps = llvm.inttoptr %csa : i64 to !llvm.ptr<1>
            %sa = tile.make_tensormap_ptr %cps, dims [%ccols, %crows], strides [%csp]
                : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
            %cl0 = arith.cmpi ult, %c0, %cntk : index
            scf.if %cl0 {
              tile.mbarrier_arrive_expect_tx %bar0, %bytes : memref<i64, strided<[], offset: 0>, #wg>
              tile.load %sa[%x0, %cy] to %st0, %bar0
                  : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, strided<[64, 1], offset: 0>, #wg>, memref<i64, strided<[], offset: 0>, #wg>
            }
            %cl1 = arith.cmpi ult, %c1, %cntk : index
            scf.if %cl1 {
              tile.mbarrier_arrive_expect_tx %bar1, %bytes : memref<i64, strided<[], offset: 1>, #wg>
              tile.load %sa[%x1, %cy] to %st1, %bar1
                  : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, strided<[64, 1], offset: 4096>, #wg>, memref<i64, strided<[], offset: 1>, #wg>
            }
            %cl2 = arith.cmpi ult, %c2, %cntk : index
            scf.if %cl2 {
              tile.mbarrier_arrive_expect_tx %bar2, %bytes : memref<i64, strided<[], offset: 2>, #wg>
              tile.load %sa[%x2, %cy] to %st2, %bar2
                  : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, strided<[64, 1], offset: 8192>, #wg>, memref<i64, strided<[], offset: 2>, #wg>
            }
            %cl3 = arith.cmpi ult, %c3, %cntk : index
            scf.if %cl3 {
              tile.mbarrier_arrive_expect_tx %bar3, %bytes : memref<i64, strided<[], offset: 3>, #wg>
              tile.load %sa[%x3, %cy] to %st3, %bar3
                  : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, strided<[64, 1], offset: 12288>, #wg>, memref<i64, strided<[], offset: 3>, #wg>
            }
            // 4. Item w + 1: its destination descriptor (slot dB), its boxes stored from stages B.
            %bpd = llvm.inttoptr %bda : i64 to !llvm.ptr<1>
            %db = tile.make_tensormap_ptr %bpd, dims [%bcols, %brows], strides [%bdp]
                : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
            %em0 = arith.shrui %ma, %c4_i32m : i32
            %eb0 = arith.andi %em0, %c1_i32 : i32
            %es0 = arith.cmpi ult, %c0, %bntk : index
            %en0 = arith.extui %es0 : i1 to i32
            %ef0 = arith.xori %en0, %c1_i32 : i32
            %eq0 = arith.xori %eb0, %ef0 : i32
            tile.mbarrier_wait_parity %bar4, %eq0 : memref<i64, strided<[], offset: 4>, #wg>
            scf.if %es0 {
              tile.store %st4 to %db[%x0, %by]
                  : memref<64x64xf32, strided<[64, 1], offset: 16384>, #wg>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
              tile.bulk_commit
            }
            %em1 = arith.shrui %ma, %c5_i32m : i32
            %eb1 = arith.andi %em1, %c1_i32 : i32
            %es1 = arith.cmpi ult, %c1, %bntk : index
            %en1 = arith.extui %es1 : i1 to i32
            %ef1 = arith.xori %en1, %c1_i32 : i32
            %eq1 = arith.xori %eb1, %ef1 : i32
            tile.mbarrier_wait_parity %bar5, %eq1 : memref<i64, strided<[], offset: 5>, #wg>
            scf.if %es1 {
              tile.store %st5 to %db[%x1, %by]
                  : memref<64x64xf32, strided<[64, 1], offset: 20480>, #wg>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
              tile.bulk_commit
            }
            %em2 = arith.shrui %ma, %c6_i32m : i32
            %eb2 = arith.andi %em2, %c1_i32 : i32
            %es2 = arith.cmpi ult, %c2, %bntk : index
            %en2 = arith.extui %es2 : i1 to i32
            %ef2 = arith.xori %en2, %c1_i32 : i32
            %eq2 = arith.xori %eb2, %ef2 : i32
            tile.mbarrier_wait_parity %bar6, %eq2 : memref<i64, strided<[], offset: 6>, #wg>
            scf.if %es2 {
              tile.store %st6 to %db[%x2, %by]
                  : memref<64x64xf32, strided<[64, 1], offset: 24576>, #wg>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
              tile.bulk_commit
            }
            %em3 = arith.shrui %ma, %c7_i32m : i32
            %eb3 = arith.andi %em3, %c1_i32 : i32
            %es3 = arith.cmpi ult, %c3, %bntk : index
            %en3 = arith.extui %es3 : i1 to i32
            %ef3 = arith.xori %en3, %c1_i32 : i32
            %eq3 = arith.xori %eb3, %ef3 : i32
            tile.mbarrier_wait_parity %bar7, %eq3 : memref<i64, strided<[], offset: 7>, #wg>
            scf.if %es3 {
              tile.store %st7 to %db[%x3, %by]
                  : memref<64x64xf32, strided<[64, 1], offset: 28672>, #wg>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
              tile.bulk_commit
            }
            %enti = arith.index_cast %bntk : index to i32
            %epw = arith.shli %c1_i32, %enti : i32
            %elo = arith.subi %epw, %c1_i32 : i32
            %efl = arith.shli %elo, %c4_i32m : i32
            %mb = arith.xori %ma, %efl : i32
            scf.yield %mb : i32
          }
          tile.bulk_wait 0 read
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
