// tile-plan-device-rebind on straight-line kernels: each device-born
// descriptor (as tile-separate-host-tma leaves it: `tile.device_born`,
// counted in tile.num_device_tmas, host-born descriptors appended as the
// last tile.num_host_tmas parameters) becomes a per-CTA global slot of the
// workspace parameter, seeded from its by-value template parameter (both
// inserted before the host-born parameters), with the TMA emission design's sequence:
// acquire, rebind (address, dims, strides), release, and the consumer's
// acquire before the first TMA read. The result passes
// tile-check-tensormap-fences.

// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-plan-device-rebind)' | %FileCheck %s --enable-var-scope
// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-plan-device-rebind,tile-check-tensormap-fences)' > /dev/null

// A descriptor built in the entry block (every thread runs it) from an
// address loaded from a table indexed by the block id: thread (0, 0, 0)
// seeds and rebinds slot 0 of this CTA, gpu.barrier publishes it, every
// thread acquires it. The template and the workspace go before the
// host-born %dst parameter.

// CHECK-LABEL: gpu.func @gather(
// CHECK-SAME: %[[TABLE:arg0]]: memref<?xi64, 1>, %[[W:arg1]]: i64, %[[H:arg2]]: i64, %[[PITCH:arg3]]: i64,
// CHECK-SAME: %[[TMPL:arg4]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %[[WS:arg5]]: memref<?xi8, 1>,
// CHECK-SAME: %[[DST:arg6]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel
// CHECK-SAME: attributes {tile.num_device_tmas = 1 : i32, tile.num_host_tmas = 1 : i32, tile.rebind_workspace_param = 5 : i32} {
// CHECK-NEXT: %[[BX:.*]] = gpu.block_id x
// CHECK-NEXT: %[[BY:.*]] = gpu.block_id y
// CHECK-NEXT: %[[BZ:.*]] = gpu.block_id z
// CHECK-NEXT: %[[GX:.*]] = gpu.grid_dim x
// CHECK-NEXT: %[[GY:.*]] = gpu.grid_dim y
// CHECK-NEXT: %[[ZY:.*]] = arith.muli %[[BZ]], %[[GY]] : index
// CHECK-NEXT: %[[ZYY:.*]] = arith.addi %[[ZY]], %[[BY]] : index
// CHECK-NEXT: %[[ROWS:.*]] = arith.muli %[[ZYY]], %[[GX]] : index
// CHECK-NEXT: %[[B:.*]] = arith.addi %[[ROWS]], %[[BX]] : index
// CHECK-NEXT: %[[C128:.*]] = arith.constant 128 : index
// CHECK-NEXT: %[[OFF:.*]] = arith.muli %[[B]], %[[C128]] : index
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[TX:.*]] = gpu.thread_id x
// CHECK-NEXT: %[[X0:.*]] = arith.cmpi eq, %[[TX]], %[[ZERO]] : index
// CHECK-NEXT: %[[TY:.*]] = gpu.thread_id y
// CHECK-NEXT: %[[Y0:.*]] = arith.cmpi eq, %[[TY]], %[[ZERO]] : index
// CHECK-NEXT: %[[XY0:.*]] = arith.andi %[[X0]], %[[Y0]] : i1
// CHECK-NEXT: %[[TZ:.*]] = gpu.thread_id z
// CHECK-NEXT: %[[Z0:.*]] = arith.cmpi eq, %[[TZ]], %[[ZERO]] : index
// CHECK-NEXT: %[[ELECTED:.*]] = arith.andi %[[XY0]], %[[Z0]] : i1
// CHECK: %[[ADDR:.*]] = memref.load %[[TABLE]]
// CHECK-NEXT: %[[P:.*]] = llvm.inttoptr %[[ADDR]] : i64 to !llvm.ptr<1>
// CHECK-NEXT: %[[VIEW:.*]] = memref.view %[[WS]][%[[OFF]]][] : memref<?xi8, 1> to memref<128xi8, 1>
// CHECK-NEXT: %[[SLOT:.*]] = memref.assume_alignment %[[VIEW]], 128 : memref<128xi8, 1>
// CHECK-NEXT: %[[W32:.*]] = arith.trunci %[[W]] : i64 to i32
// CHECK-NEXT: %[[H32:.*]] = arith.trunci %[[H]] : i64 to i32
// CHECK-NEXT: scf.if %[[ELECTED]] {
// CHECK-NEXT: tile.tensormap_init %[[SLOT]] from %[[TMPL]] : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
// CHECK-NEXT: tile.tensormap_fence_acquire %[[SLOT]] : memref<128xi8, 1>
// CHECK-NEXT: tile.rebind %[[SLOT]] address(%[[P]] : !llvm.ptr<1>) dims[%[[W32]], %[[H32]]] strides[%[[PITCH]]] unchanged = [1, 2, 3]
// CHECK-SAME: : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
// CHECK-NEXT: tile.tensormap_fence_release{{$}}
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: tile.tensormap_fence_acquire %[[SLOT]] : memref<128xi8, 1>
// CHECK-NEXT: %[[D:.*]] = tile.tensormap_from_slot %[[SLOT]] : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
// CHECK: tile.load %[[D]][
// CHECK: tile.store %{{.*}} to %[[DST]][
// CHECK-NOT: tile.make_tensormap
// CHECK: gpu.return

// The dims and the stride are kernel arguments (launch-invariant): the
// rebind lists them as unchanged (only the address is written) and the
// template encodes them with the launch's operands.

// The launch site: a workspace placeholder (the grid, 1 * 128 bytes per
// CTA) that tile-lower-host-tma gives the launch site's cached workspace,
// the template with placeholder address (the workspace) and the real dims
// and stride, inserted before the host-born %dst. Nothing is freed after.

// CHECK-LABEL: func.func @host(
// CHECK: %[[HD:.*]] = tile.make_tensormap %{{.*}} : memref<8192x8192xf32, 1>
// CHECK-NEXT: %[[WS:.*]] = builtin.unrealized_conversion_cast %[[GRIDX:.*]], %[[C1:.*]], %[[C1]] : index, index, index to memref<?xi8, 1> {tile.rebind_workspace = 128 : i64}
// CHECK-NEXT: %[[WA:.*]] = memref.extract_aligned_pointer_as_index %[[WS]] : memref<?xi8, 1> -> index
// CHECK-NEXT: %[[WI:.*]] = arith.index_cast %[[WA]] : index to i64
// CHECK-NEXT: %[[WP:.*]] = llvm.inttoptr %[[WI]] : i64 to !llvm.ptr<1>
// CHECK-NEXT: %[[TM:.*]] = tile.make_tensormap_ptr %[[WP]], dims[%arg1, %arg2], strides[%arg3] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
// CHECK-NEXT: gpu.launch_func @kernels::@gather blocks in (%[[GRIDX]], %[[C1]], %[[C1]])
// CHECK-SAME: args(%arg0 : memref<?xi64, 1>, %arg1 : i64, %arg2 : i64, %arg3 : i64, %[[TM]] : !tile.tensormap<f32, rank = 2, box = [64, 64]>, %[[WS]] : memref<?xi8, 1>, %[[HD]] : !tile.tensormap<f32, rank = 2, box = [64, 64]>)
// CHECK-NEXT: return
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @gather(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64,
                     %dst: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel
        attributes {tile.num_device_tmas = 1 : i32, tile.num_host_tmas = 1 : i32} {
      %c0 = arith.constant 0 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %bytes = arith.constant 16384 : i32
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bi = arith.index_cast %bid : index to i32
      %a = memref.load %table[%bid] : memref<?xi64, 1>
      %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
      // expected-remark @below {{'tile.make_tensormap_ptr' op [rebind-scope] gpu: the slot is in global memory, read by the TMA unit (slot 0 of the 1 per CTA in the workspace, parameter #5; template: parameter #4)}}
      // expected-remark @below {{'tile.make_tensormap_ptr' op [rebind-plan] seeded from its template and rebound by thread (0, 0, 0) of the CTA, published to its other threads by gpu.barrier, acquired by every thread}}
      // expected-remark @below {{'tile.make_tensormap_ptr' op [rebind-unchanged] fields global_dim[0], global_dim[1], global_stride[0] are launch-invariant: encoded in the template, not written on the device}}
      %src = tile.make_tensormap_ptr %p, dims [%w, %h], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %src[%c0_i32, %c0_i32] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %dst[%c0_i32, %bi] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }
  }
  func.func @host(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64, %out: memref<8192x8192xf32, 1>) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %dst = tile.make_tensormap %out : memref<8192x8192xf32, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.launch_func @kernels::@gather blocks in (%c128, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%table : memref<?xi64, 1>, %w : i64, %h : i64, %pitch : i64, %dst : !tile.tensormap<f32, rank = 2, box = [64, 64]>)
    return
  }
}

// -----

// Built by the elected thread (`scf.if` on thread_id x, y and z == 0, so one
// thread whatever the block shape, and no barrier is needed): the rebind
// goes where the descriptor was built, in that thread. A tile.make_tensormap
// of a view with a dynamic offset and stride: address, dims (innermost
// first) and byte strides come from memref.extract_strided_metadata. A
// second descriptor of a static memref (a device global) uses slot 1, at
// byte 128 of the CTA's 256.

// CHECK-LABEL: gpu.func @views(
// CHECK-SAME: %[[A:arg0]]: memref<?x?xbf16, 1>, %{{.*}}: index,
// CHECK-SAME: %[[T0:arg2]]: !tile.tensormap<bf16, rank = 2, box = [64, 32], swizzle = sw128>,
// CHECK-SAME: %[[T1:arg3]]: !tile.tensormap<f32, rank = 2, box = [32, 8]>, %[[WS:arg4]]: memref<?xi8, 1>) kernel
// CHECK-SAME: attributes {tile.num_device_tmas = 2 : i32, tile.num_host_tmas = 0 : i32, tile.rebind_workspace_param = 4 : i32}
// CHECK: %[[PER:.*]] = arith.constant 256 : index
// CHECK-NEXT: %[[OFF0:.*]] = arith.muli %{{.*}}, %[[PER]] : index
// CHECK-NOT: gpu.barrier
// CHECK: %[[VIEW:.*]] = memref.reinterpret_cast %[[A]]
// CHECK: scf.if
// CHECK-NEXT: %[[V0:.*]] = memref.view %[[WS]][%[[OFF0]]][] : memref<?xi8, 1> to memref<128xi8, 1>
// CHECK-NEXT: %[[SLOT0:.*]] = memref.assume_alignment %[[V0]], 128 : memref<128xi8, 1>
// CHECK-NEXT: %[[BASE:.*]] = memref.extract_aligned_pointer_as_index %[[VIEW]]
// CHECK-NEXT: %[[BUF:.*]], %[[OFF:.*]], %[[SIZES:.*]]:2, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata %[[VIEW]]
// CHECK-NEXT: %[[EB:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[OB:.*]] = arith.muli %[[OFF]], %[[EB]] : index
// CHECK-NEXT: %[[AB:.*]] = arith.addi %[[BASE]], %[[OB]] : index
// CHECK-NEXT: %[[AI:.*]] = arith.index_cast %[[AB]] : index to i64
// CHECK-NEXT: %[[AP:.*]] = llvm.inttoptr %[[AI]] : i64 to !llvm.ptr<1>
// CHECK-NEXT: %[[DIM0:.*]] = arith.index_cast %[[SIZES]]#1 : index to i32
// CHECK-NEXT: %[[DIM1:.*]] = arith.index_cast %[[SIZES]]#0 : index to i32
// CHECK-NEXT: %[[SB:.*]] = arith.muli %[[STRIDES]]#0, %[[EB]] : index
// CHECK-NEXT: %[[SI:.*]] = arith.index_cast %[[SB]] : index to i64
// CHECK-NEXT: tile.tensormap_init %[[SLOT0]] from %[[T0]]
// CHECK-NEXT: tile.tensormap_fence_acquire %[[SLOT0]]
// CHECK-NEXT: tile.rebind %[[SLOT0]] address(%[[AP]] : !llvm.ptr<1>) dims[%[[DIM0]], %[[DIM1]]] strides[%[[SI]]]
// CHECK-SAME: : memref<128xi8, 1> as !tile.tensormap<bf16, rank = 2, box = [64, 32], swizzle = sw128>
// CHECK-NEXT: tile.tensormap_fence_release{{$}}
// CHECK-NEXT: tile.tensormap_fence_acquire %[[SLOT0]]
// CHECK-NEXT: %[[D0:.*]] = tile.tensormap_from_slot %[[SLOT0]]
// CHECK-NEXT: %[[C128:.*]] = arith.constant 128 : index
// CHECK-NEXT: %[[OFF1:.*]] = arith.addi %[[OFF0]], %[[C128]] : index
// CHECK-NEXT: %[[V1:.*]] = memref.view %[[WS]][%[[OFF1]]][] : memref<?xi8, 1> to memref<128xi8, 1>
// CHECK-NEXT: %[[SLOT1:.*]] = memref.assume_alignment %[[V1]], 128 : memref<128xi8, 1>
// CHECK: tile.tensormap_init %[[SLOT1]] from %[[T1]]
// CHECK-NEXT: tile.tensormap_fence_acquire %[[SLOT1]]
// CHECK: tile.rebind %[[SLOT1]]
// CHECK-NEXT: tile.tensormap_fence_release{{$}}
// CHECK-NEXT: tile.tensormap_fence_acquire %[[SLOT1]]
// CHECK-NEXT: %[[D1:.*]] = tile.tensormap_from_slot %[[SLOT1]]
// CHECK-NEXT: tile.prefetch_tensormap %[[D0]]
// CHECK-NEXT: tile.prefetch_tensormap %[[D1]]
// CHECK-NEXT: }
// CHECK-NEXT: gpu.return
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @table : memref<256x32xf32, 1>
    gpu.func @views(%A: memref<?x?xbf16, 1>, %pitch: index) kernel
        attributes {tile.num_device_tmas = 2 : i32, tile.num_host_tmas = 0 : i32} {
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %tz = gpu.thread_id z
      %bid = gpu.block_id x
      %off = arith.muli %bid, %c32 : index
      %view = memref.reinterpret_cast %A to offset: [%off], sizes: [32, 64], strides: [%pitch, 1] : memref<?x?xbf16, 1> to memref<32x64xbf16, strided<[?, 1], offset: ?>, 1>
      %g = memref.get_global @table : memref<256x32xf32, 1>
      %x0 = arith.cmpi eq, %tx, %c0 : index
      %y0 = arith.cmpi eq, %ty, %c0 : index
      %z0 = arith.cmpi eq, %tz, %c0 : index
      %xy = arith.andi %x0, %y0 : i1
      %one = arith.andi %xy, %z0 : i1
      scf.if %one {
        // expected-remark @below {{[rebind-scope] gpu: the slot is in global memory, read by the TMA unit (slot 0 of the 2 per CTA in the workspace, parameter #4; template: parameter #2)}}
        // expected-remark @below {{'tile.make_tensormap' op [rebind-plan] seeded from its template and rebound by the thread that 'scf.if' at line 204 selects, which also issues its TMA ops}}
        %d = tile.make_tensormap %view {tile.device_born} : memref<32x64xbf16, strided<[?, 1], offset: ?>, 1> -> !tile.tensormap<bf16, rank = 2, box = [64, 32], swizzle = sw128>
        // expected-remark @below {{[rebind-scope] gpu: the slot is in global memory, read by the TMA unit (slot 1 of the 2 per CTA in the workspace, parameter #4; template: parameter #3)}}
        // expected-remark @below {{[rebind-plan] seeded from its template and rebound by the thread that 'scf.if' at line 204 selects}}
        %e = tile.make_tensormap %g {tile.device_born} : memref<256x32xf32, 1> -> !tile.tensormap<f32, rank = 2, box = [32, 8]>
        tile.prefetch_tensormap %d : !tile.tensormap<bf16, rank = 2, box = [64, 32], swizzle = sw128>
        tile.prefetch_tensormap %e : !tile.tensormap<f32, rank = 2, box = [32, 8]>
      }
      gpu.return
    }
  }
  func.func @host(%A: memref<?x?xbf16, 1>, %pitch: index) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@views blocks in (%c4, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%A : memref<?x?xbf16, 1>, %pitch : index)
    return
  }
}

// -----

// With tile.num_host_tmas = 2 the new parameters go before the last two.
// Every field of the rank-3 descriptor but global_dim[2] (the block id) is
// launch-invariant (the address and global_dim[1] are kernel arguments, the
// rest constants): the rebind writes only global_dim[2], and the template
// encodes the others with their real values (global_dim[2] gets the
// placeholder 4, the box). A kernel without device-born descriptors is left
// alone.

// CHECK-LABEL: gpu.func @rank3(
// CHECK-SAME: %arg0: !llvm.ptr<1>, %arg1: i64, %[[T:arg2]]: !tile.tensormap<f16, rank = 3, box = [16, 8, 4]>,
// CHECK-SAME: %[[WS:arg3]]: memref<?xi8, 1>, %arg4: !tile.tensormap<f32, rank = 1, box = [64]>,
// CHECK-SAME: %arg5: !tile.tensormap<f32, rank = 1, box = [32]>) kernel
// CHECK-SAME: tile.rebind_workspace_param = 3 : i32
// CHECK: tile.rebind %{{.*}} address(%arg0 : !llvm.ptr<1>) dims[%{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}] strides[%c32_i64, %c4096_i64] unchanged = [0, 1, 2, 4, 5]
// CHECK-SAME: as !tile.tensormap<f16, rank = 3, box = [16, 8, 4]>
// CHECK-LABEL: gpu.func @untouched(
// CHECK-SAME: %arg0: i64) kernel attributes {tile.num_device_tmas = 0 : i32, tile.num_host_tmas = 0 : i32} {
// CHECK-NEXT: gpu.return
// CHECK-LABEL: func.func @host(
// CHECK: %[[C32:.*]] = arith.constant 32 : i64
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i64
// CHECK-NEXT: %[[S32:.*]] = arith.constant 32 : i64
// CHECK-NEXT: %[[S4096:.*]] = arith.constant 4096 : i64
// CHECK-NEXT: %[[TM:.*]] = tile.make_tensormap_ptr %arg0, dims[%[[C32]], %arg1, %[[C4]]], strides[%[[S32]], %[[S4096]]]
// CHECK-NEXT: gpu.launch_func @kernels::@rank3
// CHECK-SAME: args(%arg0 : !llvm.ptr<1>, %arg1 : i64, %[[TM]] : !tile.tensormap<f16, rank = 3, box = [16, 8, 4]>, %{{.*}} : memref<?xi8, 1>, %{{.*}} : !tile.tensormap<f32, rank = 1, box = [64]>, %{{.*}} : !tile.tensormap<f32, rank = 1, box = [32]>)
// CHECK: gpu.launch_func @kernels::@untouched
// CHECK-SAME: args(%arg1 : i64)
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    gpu.func @rank3(%p: !llvm.ptr<1>, %n: i64, %h0: !tile.tensormap<f32, rank = 1, box = [64]>,
                    %h1: !tile.tensormap<f32, rank = 1, box = [32]>) kernel
        attributes {tile.num_device_tmas = 1 : i32, tile.num_host_tmas = 2 : i32} {
      %bid = gpu.block_id x
      %b = arith.index_cast %bid : index to i64
      %c32 = arith.constant 32 : i64
      %c4096 = arith.constant 4096 : i64
      // expected-remark @below {{[rebind-scope] gpu}}
      // expected-remark @below {{[rebind-plan] seeded from its template and rebound by thread (0, 0, 0)}}
      // expected-remark @below {{[rebind-unchanged] fields global_address, global_dim[0], global_dim[1], global_stride[0], global_stride[1] are launch-invariant}}
      %d = tile.make_tensormap_ptr %p, dims [%c32, %n, %b], strides [%c32, %c4096] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f16, rank = 3, box = [16, 8, 4]>
      tile.prefetch_tensormap %d : !tile.tensormap<f16, rank = 3, box = [16, 8, 4]>
      tile.prefetch_tensormap %h0 : !tile.tensormap<f32, rank = 1, box = [64]>
      tile.prefetch_tensormap %h1 : !tile.tensormap<f32, rank = 1, box = [32]>
      gpu.return
    }
    gpu.func @untouched(%n: i64) kernel attributes {tile.num_device_tmas = 0 : i32, tile.num_host_tmas = 0 : i32} {
      gpu.return
    }
  }
  func.func @host(%p: !llvm.ptr<1>, %n: i64, %a: memref<64xf32, 1>, %b: memref<32xf32, 1>) {
    %c1 = arith.constant 1 : index
    %h0 = tile.make_tensormap %a : memref<64xf32, 1> -> !tile.tensormap<f32, rank = 1, box = [64]>
    %h1 = tile.make_tensormap %b : memref<32xf32, 1> -> !tile.tensormap<f32, rank = 1, box = [32]>
    gpu.launch_func @kernels::@rank3 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%p : !llvm.ptr<1>, %n : i64, %h0 : !tile.tensormap<f32, rank = 1, box = [64]>, %h1 : !tile.tensormap<f32, rank = 1, box = [32]>)
    gpu.launch_func @kernels::@untouched blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%n : i64)
    return
  }
}
