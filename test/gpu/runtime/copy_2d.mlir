// Runtime case copy_2d: the README's example kernel (examples/copy_2d.mlir) takes its two
// descriptors as `!tile.tensormap` parameters; the launch manifest says how a launcher encodes
// each from the tensor passed for it (`tensormap_params`: dims `dim(i)`, the row pitch
// `stride(0)*4`, the address `aligned_ptr` of that tensor), so tile-runtime launches it from two
// tensors.
// RUN: %tile-opt %S/../../../examples/copy_2d.mlir --pipeline=default --emit=manifest 2>/dev/null | %FileCheck %s
// tile-runtime's cargo tests bind and launch (fake libcuda) this kernel from copies of its
// manifest and PTX: keep them current.
// RUN: %tile-opt %S/../../../examples/copy_2d.mlir --pipeline=default --emit=manifest 2>/dev/null | diff - %S/../../../runtime/tests/fixtures/copy_2d.manifest.json
// RUN: %tile-opt %S/../../../examples/copy_2d.mlir --pipeline=default --emit=ptx 2>/dev/null | diff - %S/../../../runtime/tests/fixtures/copy_2d.ptx
// CHECK-LABEL: "name": "copy_2d",
// CHECK: "tensormap_params": [
// CHECK-NEXT: {
// CHECK-NEXT: "param": 0,
// CHECK-NEXT: "op": "parameter",
// CHECK-NEXT: "type": "!tile.tensormap<f32, rank = 2, box = [64, 64]>",
// CHECK-NEXT: "source_operand": 0,
// CHECK-NEXT: "source": "operand(0)",
// CHECK: "global_address": "aligned_ptr",
// CHECK-NEXT: "global_dims": [
// CHECK-NEXT: "dim(1)",
// CHECK-NEXT: "dim(0)"
// CHECK-NEXT: ],
// CHECK-NEXT: "global_strides": [
// CHECK-NEXT: "stride(0)*4"
// CHECK-NEXT: ],
// CHECK-NEXT: "box": [
// CHECK-NEXT: 64,
// CHECK-NEXT: 64
// CHECK: "param": 1,
// CHECK: "source_operand": 1,
// CHECK: "block_size": null,
// CHECK-NEXT: "cluster_size": null,
// CHECK-NEXT: "entry": "copy_2d"
