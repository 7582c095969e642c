// GPU case rebind_copy (test/gpu/rebind_copy.toml, from_manifest = true): a 2-D f32 copy
// whose source descriptor is born on the device and whose launch the runner builds from the
// launch manifest alone. CTA b copies rows [64 b, 64 b + 64) of src (4096 x 1024) to dst: it
// builds its source descriptor over its own band (address src + 64 b rows, a device-only
// value: tile-plan-device-rebind gives it a per-CTA slot seeded from a by-value template and
// rebinds the address; dims [1024, 64] and the 4096-byte row pitch are constants, encoded in
// the template), and dst's descriptor is host-born. After --pipeline=default the kernel takes
// (src memref, dst memref, template, workspace memref, dst descriptor): the runner reads
// `tile-opt --emit=manifest` and encodes the template (address = the workspace), allocates
// the workspace (grid x 128 bytes), encodes dst's descriptor, and checks dst == src.
//
// RUN: %tile-opt %s --pipeline=default --emit=ptx 2>/dev/null | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx 2>/dev/null | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default --emit=manifest 2>/dev/null | %FileCheck %s --check-prefix=MANIFEST
// The gpu-runner's cargo test launches this kernel from a copy of its manifest: keep it current
// (regenerate tools/gpu-runner/tests/fixtures/rebind_copy.* with --emit=manifest / --emit=ptx).
// RUN: %tile-opt %s --pipeline=default --emit=manifest 2>/dev/null | diff - %S/../../tools/gpu-runner/tests/fixtures/rebind_copy.manifest.json
// CHECK-LABEL: .visible .entry rebind_copy(
// CHECK: .param .align 64 .b8 rebind_copy_param_14[128]
// CHECK: .param .align 64 .b8 rebind_copy_param_20[128]
// CHECK: tensormap.replace.tile.global_address.global.b1024.b64
// CHECK-NOT: tensormap.replace
// CHECK: fence.proxy.tensormap::generic.release.gpu
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// MANIFEST: "complete": true,
// MANIFEST: "kind": "rebind_template",
// MANIFEST: "kind": "rebind_workspace",
// MANIFEST: "kind": "host_tma",
// MANIFEST: "rebind": {
// MANIFEST: "global_address": "workspace",
// MANIFEST-NEXT: "global_dims": [
// MANIFEST-NEXT: 1024,
// MANIFEST-NEXT: 64
// MANIFEST: "device_fields": [
// MANIFEST-NEXT: "global_address"
// MANIFEST-NEXT: ],
// MANIFEST: "bytes": "grid_x*grid_y*grid_z*128"
// MANIFEST: "slots": [
// MANIFEST: "seed": "template",
// MANIFEST-NEXT: "template_param": 2,
// MANIFEST-NEXT: "built_in": "global",
!desc = !tile.tensormap<f32, rank = 2, box = [64, 64]>
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @rebind_copy(%src: memref<4096x1024xf32, 1>, %dst: memref<4096x1024xf32, 1>) kernel
        attributes {known_block_size = array<index: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %band_bytes = arith.constant 262144 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i256
      %c64_i32 = arith.constant 64 : i32
      %c64 = arith.constant 64 : i64
      %c1024 = arith.constant 1024 : i64
      %pitch = arith.constant 4096 : i64
      %bytes = arith.constant 16384 : i32
      %d = tile.make_tensormap %dst : memref<4096x1024xf32, 1> -> !desc
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        %base = memref.extract_aligned_pointer_as_index %src : memref<4096x1024xf32, 1> -> index
        %off = arith.muli %bid, %band_bytes : index
        %a = arith.addi %base, %off : index
        %a64 = arith.index_cast %a : index to i64
        %p = llvm.inttoptr %a64 : i64 to !llvm.ptr<1>
        %s = tile.make_tensormap_ptr %p, dims [%c1024, %c64], strides [%pitch] : !llvm.ptr<1> -> !desc
        %bi = arith.index_cast %bid : index to i32
        %y = arith.muli %bi, %c64_i32 : i32
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        scf.for %t = %c0 to %c16 step %c1 {
          %ti = arith.index_cast %t : index to i32
          %x = arith.muli %ti, %c64_i32 : i32
          %phase = arith.andi %ti, %c1_i32 : i32
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
          tile.load %s[%x, %c0_i32] to %smem, %bar : !desc, memref<64x64xf32, 3>, memref<i64, 3>
          tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
          tile.store %smem to %d[%x, %y] : memref<64x64xf32, 3>, !desc
          tile.bulk_commit
          tile.bulk_wait 0 read
        }
      }
      gpu.return
    }
  }
}
