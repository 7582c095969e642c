// What a kernel fixes of its launch enters its manifest entry: the block (`known_block_size`,
// else `nvvm.reqntid`; 1 to 3 extents, the missing ones 1) as `block_size`, the cluster
// (`known_cluster_size`, else `nvvm.cluster_dim`) as `cluster_size`, both `null` when the
// kernel fixes none (`nvvm.maxntid` only bounds the block: not fixed). The pass's own view
// (`manifest=`) has no `entry`; the completed manifest names the PTX `.entry`.
// RUN: %tile-opt %s --pass-pipeline='builtin.module(tile-separate-host-tma{manifest=%t.json})' > /dev/null
// RUN: %FileCheck %s --input-file=%t.json --check-prefix=VIEW
// RUN: %tile-opt %s --pipeline=default --emit=manifest | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default --emit=ptx | %FileCheck %s --check-prefix=PTX

// CHECK-LABEL: "name": "known",
// CHECK: "block_size": [
// CHECK-NEXT: 128,
// CHECK-NEXT: 1,
// CHECK-NEXT: 1
// CHECK-NEXT: ],
// CHECK-NEXT: "cluster_size": [
// CHECK-NEXT: 2,
// CHECK-NEXT: 1,
// CHECK-NEXT: 1
// CHECK-NEXT: ],
// CHECK-NEXT: "entry": "known"
// CHECK-LABEL: "name": "nvvm",
// CHECK: "block_size": [
// CHECK-NEXT: 64,
// CHECK-NEXT: 1,
// CHECK-NEXT: 1
// CHECK-NEXT: ],
// CHECK-NEXT: "cluster_size": [
// CHECK-NEXT: 1,
// CHECK-NEXT: 4,
// CHECK-NEXT: 1
// CHECK-NEXT: ],
// CHECK-NEXT: "entry": "nvvm"
// CHECK-LABEL: "name": "bounded",
// CHECK: "block_size": null,
// CHECK-NEXT: "cluster_size": null,
// CHECK-NEXT: "entry": "bounded"

// VIEW-LABEL: "name": "known",
// VIEW: "cluster_size": [
// VIEW: "entry": null
// VIEW-LABEL: "name": "nvvm",
// VIEW: "entry": null
// VIEW-LABEL: "name": "bounded",
// VIEW: "block_size": null,
// VIEW-NEXT: "cluster_size": null,
// VIEW-NEXT: "entry": null

// PTX-LABEL: .entry known(
// PTX: .maxntid 128, 1, 1
// PTX: .reqnctapercluster 2, 1, 1
// PTX-LABEL: .entry nvvm(
// PTX: .reqntid 64
// PTX: .reqnctapercluster 1, 4
// PTX-LABEL: .entry bounded(
// PTX: .maxntid 256, 1, 1
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    gpu.func @known(%a: memref<?xf32, 1>) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>, known_cluster_size = array<i32: 2, 1, 1>} {
      gpu.return
    }
    gpu.func @nvvm(%a: memref<?xf32, 1>) kernel
        attributes {nvvm.reqntid = array<i32: 64>, nvvm.cluster_dim = array<i32: 1, 4>} {
      gpu.return
    }
    gpu.func @bounded(%a: memref<?xf32, 1>) kernel attributes {nvvm.maxntid = array<i32: 256, 1, 1>} {
      gpu.return
    }
  }
}
