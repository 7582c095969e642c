// The launch manifest after the whole pipeline (`--emit=manifest`): the
// manifest travels with the module (tile.launch_manifest) and every pass
// that changes a kernel's parameters amends it. tile-plan-device-rebind
// inserts the rebind template (#5) and the workspace (#6) before the
// host-born descriptor, which moves from #5 to #7, and adds the `rebind`
// section: the template's encode (placeholder address `workspace`, the
// launch-invariant dims and stride as the launch's operands 1, 2, 3; only
// the address is written on the device), the workspace size and how the
// slot is built (seeded from the template, rewritten in global memory: one
// thread builds it).
// tile-finalize-kernel-params then lists each parameter's lowered words
// (memrefs expanded to 3 + 2 rank words, descriptors 128 bytes by value,
// align 64) and marks the manifest complete.

// RUN: %tile-opt %s --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind)' --emit=manifest 2>/dev/null | %FileCheck %s --check-prefix=PLAN
// RUN: %tile-opt %s --pipeline=default --emit=manifest 2>/dev/null | %FileCheck %s --check-prefix=FINAL
// RUN: %tile-opt %s --pipeline=default-asm --emit=manifest 2>/dev/null | %FileCheck %s --check-prefix=FINAL
// RUN: %not %tile-opt %s --emit=manifest 2>&1 | %FileCheck %s --check-prefix=NONE

// PLAN:      "version": 2,
// PLAN-NEXT: "complete": false,
// PLAN:      "name": "gather",
// PLAN:      "index": 4,
// PLAN-NEXT: "kind": "original",
// PLAN-NEXT: "type": "memref<8192x8192xf32, 1>"
// PLAN-NEXT: },
// PLAN-NEXT: {
// PLAN-NEXT: "index": 5,
// PLAN-NEXT: "kind": "rebind_template",
// PLAN-NEXT: "type": "!tile.tensormap<f32, rank = 2, box = [64, 64]>"
// PLAN-NEXT: },
// PLAN-NEXT: {
// PLAN-NEXT: "index": 6,
// PLAN-NEXT: "kind": "rebind_workspace",
// PLAN-NEXT: "type": "memref<?xi8, 1>"
// PLAN-NEXT: },
// PLAN-NEXT: {
// PLAN-NEXT: "index": 7,
// PLAN-NEXT: "kind": "host_tma",
// PLAN:      "host_tmas": [
// PLAN-NEXT: {
// PLAN-NEXT: "param": 7,
// PLAN-NEXT: "op": "tile.make_tensormap",
// PLAN:      "rebind": {
// PLAN-NEXT: "templates": [
// PLAN-NEXT: {
// PLAN-NEXT: "param": 5,
// PLAN-NEXT: "op": "tile.make_tensormap_ptr",
// PLAN-NEXT: "type": "!tile.tensormap<f32, rank = 2, box = [64, 64]>",
// PLAN-NEXT: "source_operand": null,
// PLAN-NEXT: "source": "workspace",
// PLAN-NEXT: "merged": 1,
// PLAN-NEXT: "encode": "tiled",
// PLAN:      "global_address": "workspace",
// PLAN-NEXT: "global_dims": [
// PLAN-NEXT: "operand(1)",
// PLAN-NEXT: "operand(2)"
// PLAN-NEXT: ],
// PLAN-NEXT: "global_strides": [
// PLAN-NEXT: "operand(3)"
// PLAN-NEXT: ],
// PLAN-NEXT: "box": [
// PLAN-NEXT: 64,
// PLAN-NEXT: 64
// PLAN-NEXT: ],
// PLAN:      "device_fields": [
// PLAN-NEXT: "global_address"
// PLAN-NEXT: ],
// PLAN-NEXT: "location": "[[#@LINE+96]]:{{[0-9]+}}"
// PLAN-NEXT: }
// PLAN-NEXT: ],
// PLAN-NEXT: "workspace": {
// PLAN-NEXT: "param": 6,
// PLAN-NEXT: "type": "memref<?xi8, 1>",
// PLAN-NEXT: "slots_per_cta": 1,
// PLAN-NEXT: "slot_bytes": 128,
// PLAN-NEXT: "bytes_per_cta": 128,
// PLAN-NEXT: "alignment": 128,
// PLAN-NEXT: "bytes": "grid_x*grid_y*grid_z*128"
// PLAN-NEXT: },
// PLAN-NEXT: "slots": [
// PLAN-NEXT: {
// PLAN-NEXT: "slot": 0,
// PLAN-NEXT: "op": "tile.make_tensormap_ptr",
// PLAN-NEXT: "seed": "template",
// PLAN-NEXT: "template_param": 5,
// PLAN-NEXT: "built_in": "global",
// PLAN-NEXT: "location": "[[#@LINE+77]]:{{[0-9]+}}"

// FINAL:      "complete": true,
// FINAL:      "index": 0,
// FINAL-NEXT: "kind": "original",
// FINAL-NEXT: "type": "memref<?xi64, 1>",
// FINAL-NEXT: "abi_index": 0,
// FINAL-NEXT: "abi": [
// FINAL-NEXT: {
// FINAL-NEXT: "name": "allocated_ptr",
// FINAL-NEXT: "type": "!llvm.ptr<1>",
// FINAL-NEXT: "bytes": 8,
// FINAL-NEXT: "align": 8,
// FINAL-NEXT: "byval": false
// FINAL:      "name": "stride(0)",
// FINAL:      "index": 1,
// FINAL-NEXT: "kind": "original",
// FINAL-NEXT: "type": "i64",
// FINAL-NEXT: "abi_index": 5,
// FINAL:      "index": 4,
// FINAL-NEXT: "kind": "original",
// FINAL-NEXT: "type": "memref<8192x8192xf32, 1>",
// FINAL-NEXT: "abi_index": 8,
// FINAL:      "name": "stride(1)",
// FINAL:      "index": 5,
// FINAL-NEXT: "kind": "rebind_template",
// FINAL-NEXT: "type": "!tile.tensormap<f32, rank = 2, box = [64, 64]>",
// FINAL-NEXT: "abi_index": 15,
// FINAL-NEXT: "abi": [
// FINAL-NEXT: {
// FINAL-NEXT: "name": "descriptor",
// FINAL-NEXT: "type": "!llvm.ptr",
// FINAL-NEXT: "bytes": 128,
// FINAL-NEXT: "align": 64,
// FINAL-NEXT: "byval": true
// FINAL:      "index": 6,
// FINAL-NEXT: "kind": "rebind_workspace",
// FINAL-NEXT: "type": "memref<?xi8, 1>",
// FINAL-NEXT: "abi_index": 16,
// FINAL:      "index": 7,
// FINAL-NEXT: "kind": "host_tma",
// FINAL-NEXT: "type": "!tile.tensormap<f32, rank = 2, box = [64, 64]>",
// FINAL-NEXT: "abi_index": 21,
// FINAL-NEXT: "abi": [
// FINAL-NEXT: {
// FINAL-NEXT: "name": "descriptor",
// FINAL-NEXT: "type": "!llvm.ptr",
// FINAL-NEXT: "bytes": 128,
// FINAL-NEXT: "align": 64,
// FINAL-NEXT: "byval": true
// FINAL-NEXT: }
// FINAL-NEXT: ]
// FINAL-NEXT: }
// FINAL-NEXT: ],

// NONE: error: no launch manifest: run a pipeline that includes tile-separate-host-tma

module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @gather(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64,
                     %out: memref<8192x8192xf32, 1>) kernel {
      %c0 = arith.constant 0 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %bytes = arith.constant 16384 : i32
      %dst = tile.make_tensormap %out : memref<8192x8192xf32, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bi = arith.index_cast %bid : index to i32
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        %a = memref.load %table[%bid] : memref<?xi64, 1>
        %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
        %src = tile.make_tensormap_ptr %p, dims [%w, %h], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
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
  func.func @host(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64, %out: memref<8192x8192xf32, 1>, %ctas: index) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@gather blocks in (%ctas, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%table : memref<?xi64, 1>, %w : i64, %h : i64, %pitch : i64, %out : memref<8192x8192xf32, 1>)
    return
  }
}
