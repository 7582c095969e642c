// Pass remarks go through MLIR's diagnostic engine (remark severity, at the
// op): upstream mlir-opt with the plugin reports them as tile-opt does, and
// `--verify-diagnostics` matches them in both, each once. Remarks of
// tile-separate-host-tma and tile-plan-device-rebind (a device-born
// descriptor, a kernel nobody launches), and of tile-lower-to-nvvm (an
// `[asm-fallback]` under emit=intrinsics).

// REQUIRES: tile-plugin
// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind,tile-lower-to-nvvm{emit=intrinsics})' > /dev/null
// RUN: mlir-opt --load-dialect-plugin=%tile-plugin --load-pass-plugin=%tile-plugin %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind,tile-lower-to-nvvm{emit=intrinsics})' > /dev/null

module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    // expected-remark @below {{[rebind-launch] kernel @kernels::@unlaunched is not launched in this module}}
    gpu.func @unlaunched(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64) kernel {
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %bytes = arith.constant 16384 : i32
      %tid = gpu.thread_id x
      %a = memref.load %table[%c0] : memref<?xi64, 1>
      %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
      // expected-remark @below {{[device-born] descriptor depends on 'llvm.inttoptr'}}
      // expected-remark @below {{[rebind-scope] gpu: the slot is in global memory}}
      // expected-remark @below {{[rebind-plan] seeded from its template}}
      // expected-remark @below {{[rebind-unchanged] fields global_dim[0], global_dim[1], global_stride[0] are launch-invariant}}
      %d = tile.make_tensormap_ptr %p, dims [%w, %h], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %d[%c0_i32, %c0_i32] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      }
      gpu.return
    }
  }
}

// -----

// (The memref and LLVM ops load their dialects in mlir-opt: the plugin's
// passes declare none they create.)
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @unused : memref<1xi64, 3>
  llvm.mlir.global internal @unused_llvm() {addr_space = 3 : i32} : i64
  gpu.func @load_predicate_dst_cta(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32, %p: i1) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22's predicated nvvm.cp.async.bulk.tensor load takes only shared::cluster destinations}}
    tile.load %d[%x, %y] to %smem, %bar dst_space = cta if %p : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}
