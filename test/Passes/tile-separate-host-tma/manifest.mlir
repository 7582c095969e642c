// The launch manifest (`manifest=<path>`, pretty JSON): for every kernel of
// every gpu.module, its launch sites, counts, parameters in order (kind
// original / host_tma; device_tma slots come from the device-rebind planner)
// and, per host-born descriptor, each cuTensorMapEncode* argument as a
// function of the launch operands: numbers when static, `dim(i)` /
// `stride(i)*<bytes>` of the source memref (MLIR dim numbers) when dynamic,
// `operand(k)` for launch operand k, and the CUDA enum names and values.
// Device-born descriptors are listed with the reason.
// The module carries the same manifest as a dictionary attribute
// (tile.launch_manifest: JSON objects as dictionaries, arrays as arrays,
// null as a unit attribute), which a later invocation reads back: the
// pipeline run on the printed module gives the same kernels, completed.

// RUN: %tile-opt %s --verify-diagnostics --pass-pipeline='builtin.module(tile-separate-host-tma{manifest=%t.json})' > %t.mlir
// RUN: %FileCheck %s --input-file=%t.json --check-prefix=JSON
// RUN: %FileCheck %s --input-file=%t.mlir --check-prefix=IR
// RUN: %tile-opt %t.mlir --pipeline=default --emit=manifest | %FileCheck %s --check-prefix=AGAIN

// IR: module attributes {gpu.container_module, tile.launch_manifest = {complete = false, kernels = [{block_size, cluster_size, device_tmas = [{
// IR-SAME: entry, host_tmas = [{
// IR-SAME: module = "gemm_kernels", name = "gemm", num_device_tmas = 1 : i64, num_host_tmas = 3 : i64, params = [{index = 0 : i64, kind = "original", type = "memref<512x256xbf16>"}
// IR-SAME: tensormap_params = []}
// IR-SAME: version = 2 : i64}}

// AGAIN:      "version": 2,
// AGAIN-NEXT: "complete": true,
// AGAIN:      "name": "gemm",
// AGAIN-NEXT: "launch_sites": 2,
// AGAIN-NEXT: "num_device_tmas": 1,
// AGAIN-NEXT: "num_host_tmas": 3,
// AGAIN:      "kind": "host_tma",
// AGAIN:      "abi_index":
// AGAIN:      "name": "conv",

// IR-LABEL: gpu.func @gemm(
// IR-SAME: %arg3: !tile.tensormap<bf16, rank = 2, box = [64, 64], swizzle = sw128, l2_promotion = l2_128>,
// IR-SAME: %arg4: !tile.tensormap<f32, rank = 2, box = [32, 32], oob_fill = nan>, %arg5: !tile.tensormap<f32, rank = 1, box = [64]>) kernel
// IR-SAME: attributes {tile.num_device_tmas = 1 : i32, tile.num_host_tmas = 3 : i32}
// IR-LABEL: gpu.func @conv(
// IR-SAME: attributes {tile.num_device_tmas = 0 : i32, tile.num_host_tmas = 1 : i32}

// JSON:      {
// JSON-NEXT:   "version": 2,
// JSON-NEXT:   "complete": false,
// JSON-NEXT:   "kernels": [
// JSON-NEXT:     {
// JSON-NEXT:       "module": "gemm_kernels",
// JSON-NEXT:       "name": "gemm",
// JSON-NEXT:       "launch_sites": 2,
// JSON-NEXT:       "num_device_tmas": 1,
// JSON-NEXT:       "num_host_tmas": 3,
// JSON-NEXT:       "params": [
// JSON-NEXT:         {
// JSON-NEXT:           "index": 0,
// JSON-NEXT:           "kind": "original",
// JSON-NEXT:           "type": "memref<512x256xbf16>"
// JSON-NEXT:         },
// JSON-NEXT:         {
// JSON-NEXT:           "index": 1,
// JSON-NEXT:           "kind": "original",
// JSON-NEXT:           "type": "memref<?x?xf32>"
// JSON-NEXT:         },
// JSON-NEXT:         {
// JSON-NEXT:           "index": 2,
// JSON-NEXT:           "kind": "original",
// JSON-NEXT:           "type": "!llvm.ptr<1>"
// JSON-NEXT:         },
// JSON-NEXT:         {
// JSON-NEXT:           "index": 3,
// JSON-NEXT:           "kind": "host_tma",
// JSON-NEXT:           "type": "!tile.tensormap<bf16, rank = 2, box = [64, 64], swizzle = sw128, l2_promotion = l2_128>"
// JSON-NEXT:         },
// JSON-NEXT:         {
// JSON-NEXT:           "index": 4,
// JSON-NEXT:           "kind": "host_tma",
// JSON-NEXT:           "type": "!tile.tensormap<f32, rank = 2, box = [32, 32], oob_fill = nan>"
// JSON-NEXT:         },
// JSON-NEXT:         {
// JSON-NEXT:           "index": 5,
// JSON-NEXT:           "kind": "host_tma",
// JSON-NEXT:           "type": "!tile.tensormap<f32, rank = 1, box = [64]>"
// JSON-NEXT:         }
// JSON-NEXT:       ],
// JSON-NEXT:       "host_tmas": [
// JSON-NEXT:         {
// JSON-NEXT:           "param": 3,
// JSON-NEXT:           "op": "tile.make_tensormap",
// JSON-NEXT:           "type": "!tile.tensormap<bf16, rank = 2, box = [64, 64], swizzle = sw128, l2_promotion = l2_128>",
// JSON-NEXT:           "source_operand": 0,
// JSON-NEXT:           "source": "operand(0)",
// JSON-NEXT:           "merged": 2,
// JSON-NEXT:           "encode": "tiled",
// JSON-NEXT:           "element_type": "bf16",
// JSON-NEXT:           "data_type": {
// JSON-NEXT:             "name": "CU_TENSOR_MAP_DATA_TYPE_BFLOAT16",
// JSON-NEXT:             "value": 9
// JSON-NEXT:           },
// JSON-NEXT:           "rank": 2,
// JSON-NEXT:           "global_address": "aligned_ptr",
// JSON-NEXT:           "global_dims": [
// JSON-NEXT:             256,
// JSON-NEXT:             512
// JSON-NEXT:           ],
// JSON-NEXT:           "global_strides": [
// JSON-NEXT:             512
// JSON-NEXT:           ],
// JSON-NEXT:           "box": [
// JSON-NEXT:             64,
// JSON-NEXT:             64
// JSON-NEXT:           ],
// JSON-NEXT:           "element_strides": [
// JSON-NEXT:             1,
// JSON-NEXT:             1
// JSON-NEXT:           ],
// JSON-NEXT:           "interleave": {
// JSON-NEXT:             "name": "CU_TENSOR_MAP_INTERLEAVE_NONE",
// JSON-NEXT:             "value": 0
// JSON-NEXT:           },
// JSON-NEXT:           "swizzle": {
// JSON-NEXT:             "name": "CU_TENSOR_MAP_SWIZZLE_128B",
// JSON-NEXT:             "value": 3
// JSON-NEXT:           },
// JSON-NEXT:           "l2_promotion": {
// JSON-NEXT:             "name": "CU_TENSOR_MAP_L2_PROMOTION_L2_128B",
// JSON-NEXT:             "value": 2
// JSON-NEXT:           },
// JSON-NEXT:           "oob_fill": {
// JSON-NEXT:             "name": "CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE",
// JSON-NEXT:             "value": 0
// JSON-NEXT:           },
// JSON-NEXT:           "im2col": null
// JSON-NEXT:         },
// JSON-NEXT:         {
// JSON-NEXT:           "param": 4,
// JSON-NEXT:           "op": "tile.make_tensormap",
// JSON-NEXT:           "type": "!tile.tensormap<f32, rank = 2, box = [32, 32], oob_fill = nan>",
// JSON-NEXT:           "source_operand": 1,
// JSON-NEXT:           "source": "operand(1)",
// JSON-NEXT:           "merged": 1,
// JSON-NEXT:           "encode": "tiled",
// JSON-NEXT:           "element_type": "f32",
// JSON-NEXT:           "data_type": {
// JSON-NEXT:             "name": "CU_TENSOR_MAP_DATA_TYPE_FLOAT32",
// JSON-NEXT:             "value": 7
// JSON-NEXT:           },
// JSON-NEXT:           "rank": 2,
// JSON-NEXT:           "global_address": "aligned_ptr",
// JSON-NEXT:           "global_dims": [
// JSON-NEXT:             "dim(1)",
// JSON-NEXT:             "dim(0)"
// JSON-NEXT:           ],
// JSON-NEXT:           "global_strides": [
// JSON-NEXT:             "stride(0)*4"
// JSON-NEXT:           ],
// JSON-NEXT:           "box": [
// JSON-NEXT:             32,
// JSON-NEXT:             32
// JSON-NEXT:           ],
// JSON:                "oob_fill": {
// JSON-NEXT:             "name": "CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA",
// JSON-NEXT:             "value": 1
// JSON-NEXT:           },
// JSON-NEXT:           "im2col": null
// JSON-NEXT:         },
// JSON-NEXT:         {
// JSON-NEXT:           "param": 5,
// JSON-NEXT:           "op": "tile.make_tensormap_ptr",
// JSON-NEXT:           "type": "!tile.tensormap<f32, rank = 1, box = [64]>",
// JSON-NEXT:           "source_operand": 2,
// JSON-NEXT:           "source": "operand(2)",
// JSON-NEXT:           "merged": 1,
// JSON-NEXT:           "encode": "tiled",
// JSON-NEXT:           "element_type": "f32",
// JSON-NEXT:           "data_type": {
// JSON-NEXT:             "name": "CU_TENSOR_MAP_DATA_TYPE_FLOAT32",
// JSON-NEXT:             "value": 7
// JSON-NEXT:           },
// JSON-NEXT:           "rank": 1,
// JSON-NEXT:           "global_address": "operand(2)",
// JSON-NEXT:           "global_dims": [
// JSON-NEXT:             4096
// JSON-NEXT:           ],
// JSON-NEXT:           "global_strides": [],
// JSON:                "im2col": null
// JSON-NEXT:         }
// JSON-NEXT:       ],
// JSON-NEXT:       "device_tmas": [
// JSON-NEXT:         {
// JSON-NEXT:           "op": "tile.make_tensormap_ptr",
// JSON-NEXT:           "type": "!tile.tensormap<f32, rank = 1, box = [64]>",
// JSON-NEXT:           "reason": "'gpu.block_id' at line [[#BID:]]",
// JSON-NEXT:           "location": "[[#BID+3]]:{{[0-9]+}}"
// JSON-NEXT:         }
// JSON-NEXT:       ],
// JSON-NEXT:       "rebind": null,
// JSON-NEXT:       "shared_memory": {
// JSON-NEXT:         "static_bytes": 0,
// JSON-NEXT:         "uses_dynamic": false,
// JSON-NEXT:         "dynamic_bytes": 0
// JSON-NEXT:       },
// JSON-NEXT:       "tensormap_params": [],
// JSON-NEXT:       "block_size": null,
// JSON-NEXT:       "cluster_size": null,
// JSON-NEXT:       "entry": null
// JSON-NEXT:     },
// JSON-NEXT:     {
// JSON-NEXT:       "module": "conv_kernels",
// JSON-NEXT:       "name": "conv",
// JSON-NEXT:       "launch_sites": 1,
// JSON-NEXT:       "num_device_tmas": 0,
// JSON-NEXT:       "num_host_tmas": 1,
// JSON:            "host_tmas": [
// JSON-NEXT:         {
// JSON-NEXT:           "param": 1,
// JSON-NEXT:           "op": "tile.make_tensormap",
// JSON-NEXT:           "type": "!tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [-1, -1], upper_corner = [1, 1]>",
// JSON-NEXT:           "source_operand": 0,
// JSON-NEXT:           "source": "operand(0)",
// JSON-NEXT:           "merged": 1,
// JSON-NEXT:           "encode": "im2col",
// JSON-NEXT:           "element_type": "f16",
// JSON-NEXT:           "data_type": {
// JSON-NEXT:             "name": "CU_TENSOR_MAP_DATA_TYPE_FLOAT16",
// JSON-NEXT:             "value": 6
// JSON-NEXT:           },
// JSON-NEXT:           "rank": 4,
// JSON-NEXT:           "global_address": "aligned_ptr",
// JSON-NEXT:           "global_dims": [
// JSON-NEXT:             64,
// JSON-NEXT:             "dim(2)",
// JSON-NEXT:             "dim(1)",
// JSON-NEXT:             "dim(0)"
// JSON-NEXT:           ],
// JSON-NEXT:           "global_strides": [
// JSON-NEXT:             128,
// JSON-NEXT:             "stride(1)*2",
// JSON-NEXT:             "stride(0)*2"
// JSON-NEXT:           ],
// JSON-NEXT:           "box": null,
// JSON-NEXT:           "element_strides": [
// JSON-NEXT:             1,
// JSON-NEXT:             1,
// JSON-NEXT:             1,
// JSON-NEXT:             1
// JSON-NEXT:           ],
// JSON:                "im2col": {
// JSON-NEXT:             "mode": "im2col",
// JSON-NEXT:             "channels_per_pixel": 64,
// JSON-NEXT:             "pixels_per_column": 32,
// JSON-NEXT:             "lower_corner": [
// JSON-NEXT:               -1,
// JSON-NEXT:               -1
// JSON-NEXT:             ],
// JSON-NEXT:             "upper_corner": [
// JSON-NEXT:               1,
// JSON-NEXT:               1
// JSON-NEXT:             ]
// JSON-NEXT:           }
// JSON-NEXT:         }
// JSON-NEXT:       ],
// JSON-NEXT:       "device_tmas": [],
// JSON-NEXT:       "rebind": null,
// JSON-NEXT:       "shared_memory": {
// JSON-NEXT:         "static_bytes": 0,
// JSON-NEXT:         "uses_dynamic": false,
// JSON-NEXT:         "dynamic_bytes": 0
// JSON-NEXT:       },
// JSON-NEXT:       "tensormap_params": [],
// JSON-NEXT:       "block_size": null,
// JSON-NEXT:       "cluster_size": null,
// JSON-NEXT:       "entry": null
// JSON-NEXT:     }
// JSON-NEXT:   ]
// JSON-NEXT: }
module attributes {gpu.container_module} {
  gpu.module @gemm_kernels [#nvvm.target<chip = "sm_90a">] {
    gpu.func @gemm(%A: memref<512x256xbf16>, %C: memref<?x?xf32>, %bias: !llvm.ptr<1>) kernel {
      %a0 = tile.make_tensormap %A : memref<512x256xbf16> -> !tile.tensormap<bf16, rank = 2, box = [64, 64], swizzle = sw128, l2_promotion = l2_128>
      %a1 = tile.make_tensormap %A : memref<512x256xbf16> -> !tile.tensormap<bf16, rank = 2, box = [64, 64], swizzle = sw128, l2_promotion = l2_128>
      %c = tile.make_tensormap %C : memref<?x?xf32> -> !tile.tensormap<f32, rank = 2, box = [32, 32], oob_fill = nan>
      %n = arith.constant 4096 : i64
      %b = tile.make_tensormap_ptr %bias, dims [%n], strides [] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 1, box = [64]>
      %bid = gpu.block_id x
      %bi = arith.index_cast %bid : index to i64
      // expected-remark @below {{[device-born] descriptor depends on 'gpu.block_id'}}
      %e = tile.make_tensormap_ptr %bias, dims [%bi], strides [] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 1, box = [64]>
      tile.prefetch_tensormap %a0 : !tile.tensormap<bf16, rank = 2, box = [64, 64], swizzle = sw128, l2_promotion = l2_128>
      tile.prefetch_tensormap %a1 : !tile.tensormap<bf16, rank = 2, box = [64, 64], swizzle = sw128, l2_promotion = l2_128>
      tile.prefetch_tensormap %c : !tile.tensormap<f32, rank = 2, box = [32, 32], oob_fill = nan>
      tile.prefetch_tensormap %b : !tile.tensormap<f32, rank = 1, box = [64]>
      tile.prefetch_tensormap %e : !tile.tensormap<f32, rank = 1, box = [64]>
      gpu.return
    }
  }
  gpu.module @conv_kernels [#nvvm.target<chip = "sm_90a">] {
    gpu.func @conv(%X: memref<?x?x?x64xf16>) kernel {
      %d = tile.make_tensormap %X : memref<?x?x?x64xf16> -> !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [-1, -1], upper_corner = [1, 1]>
      tile.prefetch_tensormap %d : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [-1, -1], upper_corner = [1, 1]>
      gpu.return
    }
  }
  func.func @host(%A: memref<512x256xbf16>, %C: memref<?x?xf32>, %bias: !llvm.ptr<1>, %X: memref<?x?x?x64xf16>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @gemm_kernels::@gemm blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%A : memref<512x256xbf16>, %C : memref<?x?xf32>, %bias : !llvm.ptr<1>)
    gpu.launch_func @gemm_kernels::@gemm blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%A : memref<512x256xbf16>, %C : memref<?x?xf32>, %bias : !llvm.ptr<1>)
    gpu.launch_func @conv_kernels::@conv blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%X : memref<?x?x?x64xf16>)
    return
  }
}
