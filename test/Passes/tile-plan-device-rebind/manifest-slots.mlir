// The launch manifest of a kernel whose slots are built differently
// (`--emit=manifest`): with tile.rebind_seed = "zero", the first
// descriptor's slot is zeroed and every field written on the device (no
// template parameter: `seed` "zero", `template_param` null), while the
// second keeps a template (its L2 promotion has no tensormap.replace field)
// and is the kernel's only template (#4), in slot 1. Both are built in a
// shared::cta staging slot (entry block, 64 threads: warp 0 converged).
// The workspace holds both slots (256 bytes per CTA) and follows the one
// template (#5); the host-born descriptor moves to #6.

// RUN: %tile-opt %s --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind)' --emit=manifest 2>/dev/null | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default --emit=manifest 2>/dev/null | %FileCheck %s --check-prefix=FINAL

// CHECK:      "name": "two",
// CHECK:      "index": 4,
// CHECK-NEXT: "kind": "rebind_template",
// CHECK-NEXT: "type": "!tile.tensormap<f32, rank = 2, box = [64, 64], l2_promotion = l2_128>"
// CHECK:      "index": 5,
// CHECK-NEXT: "kind": "rebind_workspace",
// CHECK:      "index": 6,
// CHECK-NEXT: "kind": "host_tma",
// CHECK:      "rebind": {
// CHECK-NEXT: "templates": [
// CHECK-NEXT: {
// CHECK-NEXT: "param": 4,
// CHECK:      "location": "[[#@LINE+49]]:{{[0-9]+}}"
// CHECK-NEXT: }
// CHECK-NEXT: ],
// CHECK-NEXT: "workspace": {
// CHECK-NEXT: "param": 5,
// CHECK-NEXT: "type": "memref<?xi8, 1>",
// CHECK-NEXT: "slots_per_cta": 2,
// CHECK-NEXT: "slot_bytes": 128,
// CHECK-NEXT: "bytes_per_cta": 256,
// CHECK-NEXT: "alignment": 128,
// CHECK-NEXT: "bytes": "grid_x*grid_y*grid_z*256"
// CHECK-NEXT: },
// CHECK-NEXT: "slots": [
// CHECK-NEXT: {
// CHECK-NEXT: "slot": 0,
// CHECK-NEXT: "op": "tile.make_tensormap_ptr",
// CHECK-NEXT: "seed": "zero",
// CHECK-NEXT: "template_param": null,
// CHECK-NEXT: "built_in": "shared",
// CHECK-NEXT: "location": "[[#@LINE+28]]:{{[0-9]+}}"
// CHECK-NEXT: },
// CHECK-NEXT: {
// CHECK-NEXT: "slot": 1,
// CHECK-NEXT: "op": "tile.make_tensormap_ptr",
// CHECK-NEXT: "seed": "template",
// CHECK-NEXT: "template_param": 4,
// CHECK-NEXT: "built_in": "shared",
// CHECK-NEXT: "location": "[[#@LINE+22]]:{{[0-9]+}}"
// CHECK-NEXT: }
// CHECK-NEXT: ]

// The default pipeline lowers it: the template is 128 bytes by value after
// the 14 words of the memrefs and integers.
// FINAL: "complete": true,
// FINAL: "kind": "rebind_template",
// FINAL-NEXT: "type": "!tile.tensormap<f32, rank = 2, box = [64, 64], l2_promotion = l2_128>",
// FINAL-NEXT: "abi_index": 14,
// FINAL: "slots_per_cta": 2,
// FINAL: "seed": "zero",

module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    gpu.func @two(%table: memref<?xi64, 1>, %w: i64, %pitch: i64, %out: memref<256x256xf32, 1>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>, tile.rebind_seed = "zero"} {
      %bid = gpu.block_id x
      %a = memref.load %table[%bid] : memref<?xi64, 1>
      %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
      %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %e = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64], l2_promotion = l2_128>
      tile.prefetch_tensormap %e : !tile.tensormap<f32, rank = 2, box = [64, 64], l2_promotion = l2_128>
      %h = tile.make_tensormap %out : memref<256x256xf32, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %h : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      gpu.return
    }
  }
  func.func @host(%table: memref<?xi64, 1>, %w: i64, %pitch: i64, %out: memref<256x256xf32, 1>) {
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@two blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%table : memref<?xi64, 1>, %w : i64, %pitch : i64, %out : memref<256x256xf32, 1>)
    return
  }
}
