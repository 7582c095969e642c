// RUN: %tile-opt %s --split-input-file | %FileCheck %s
// RUN: %tile-opt %s --split-input-file | %tile-opt --split-input-file | %FileCheck %s

// Every field of tensormap.replace in the dialect: a
// rebind from another type (`from T`: box, element type, swizzle,
// interleave, fill, element strides, rank differ from the slot's template),
// from a zeroed slot (`zeroed`), with any subset of the dynamic operands
// (address, dims, strides each optional), and tile.tensormap_init (a slot
// filled from a template or with zeros). Parses, verifies, prints, and the
// printed form round-trips.

// CHECK-LABEL: func.func @rebind_subsets(
// CHECK-SAME:   [[SLOT:%[a-z0-9_]+]]: memref<128xi8, 1>,
// CHECK-SAME:   [[SSLOT:%[a-z0-9_]+]]: memref<128xi8, 3>,
// CHECK-SAME:   [[P:%[a-z0-9_]+]]: !llvm.ptr<1>,
// CHECK-SAME:   [[W:%[a-z0-9_]+]]: i32, [[H:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[PITCH:%[a-z0-9_]+]]: i64)
// CHECK-NEXT: tile.rebind [[SLOT]] address([[P]] : !llvm.ptr<1>) : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.rebind [[SLOT]] dims{{\[}}[[W]], [[H]]] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.rebind [[SLOT]] strides{{\[}}[[PITCH]]] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.rebind [[SLOT]] from !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [32, 16]>{{$}}
// CHECK-NEXT: tile.rebind [[SSLOT]] from !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 3> as !tile.tensormap<bf16, rank = 2, box = [64, 32], swizzle = sw128, oob_fill = nan>{{$}}
// CHECK-NEXT: tile.rebind [[SLOT]] address([[P]] : !llvm.ptr<1>) dims{{\[}}[[W]], [[H]]] strides{{\[}}[[PITCH]]] zeroed : memref<128xi8, 1> as !tile.tensormap<f16, rank = 2, box = [64, 16], element_strides = [1, 2], oob_fill = nan>{{$}}
// CHECK-NEXT: tile.rebind [[SLOT]] address([[P]] : !llvm.ptr<1>) dims{{\[}}[[W]], [[H]]] from !tile.tensormap<f32, rank = 2, box = [64, 64]> unchanged = [1] : memref<128xi8, 1> as !tile.tensormap<si32, rank = 2, box = [8, 8]>{{$}}
// CHECK-NEXT: return
func.func @rebind_subsets(%slot: memref<128xi8, 1>, %sslot: memref<128xi8, 3>, %p: !llvm.ptr<1>,
                          %w: i32, %h: i32, %pitch: i64) {
  tile.rebind %slot address(%p : !llvm.ptr<1>) : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
  tile.rebind %slot dims [%w, %h] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
  tile.rebind %slot strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
  tile.rebind %slot from !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [32, 16]>
  tile.rebind %sslot from !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 3> as !tile.tensormap<bf16, rank = 2, box = [64, 32], swizzle = sw128, oob_fill = nan>
  tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] zeroed : memref<128xi8, 1> as !tile.tensormap<f16, rank = 2, box = [64, 16], element_strides = [1, 2], oob_fill = nan>
  tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] from !tile.tensormap<f32, rank = 2, box = [64, 64]> unchanged = [1] : memref<128xi8, 1> as !tile.tensormap<si32, rank = 2, box = [8, 8]>
  return
}

// -----

// Interleave (rank >= 3) and a rank change from the template: every
// dynamic field is given.
// CHECK-LABEL: func.func @rebind_interleave_rank(
// CHECK-NEXT: tile.rebind %{{.*}} address(%{{.*}} : !llvm.ptr<1>) dims[%{{.*}}, %{{.*}}, %{{.*}}] strides[%{{.*}}, %{{.*}}] from !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1> as !tile.tensormap<f32, rank = 3, box = [8, 16, 4], swizzle = sw32, interleave = il32>{{$}}
func.func @rebind_interleave_rank(%slot: memref<128xi8, 1>, %p: !llvm.ptr<1>, %w: i32, %s1: i64, %s2: i64) {
  tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %w, %w] strides [%s1, %s2] from !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1> as !tile.tensormap<f32, rank = 3, box = [8, 16, 4], swizzle = sw32, interleave = il32>
  return
}

// -----

// The swizzle atomicity (sm_100a).
// CHECK-LABEL: gpu.func @rebind_atomicity(
// CHECK-NEXT: tile.rebind %{{.*}} from !tile.tensormap<f32, rank = 2, box = [32, 8], swizzle = sw128> : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [32, 8], swizzle = sw128_atom64>{{$}}
gpu.module @blackwell [#nvvm.target<chip = "sm_100a">] {
  gpu.func @rebind_atomicity(%slot: memref<128xi8, 1>) kernel {
    tile.rebind %slot from !tile.tensormap<f32, rank = 2, box = [32, 8], swizzle = sw128> : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [32, 8], swizzle = sw128_atom64>
    gpu.return
  }
}

// -----

// tile.tensormap_init: from a template descriptor, or zeros.
// CHECK-LABEL: func.func @init(
// CHECK-SAME:   [[SLOT:%[a-z0-9_]+]]: memref<128xi8, 1>, [[SSLOT:%[a-z0-9_]+]]: memref<128xi8, 3>, [[T:%[a-z0-9_]+]]: !tile.tensormap
// CHECK-NEXT: tile.tensormap_init [[SLOT]] from [[T]] : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>{{$}}
// CHECK-NEXT: tile.tensormap_init [[SSLOT]] : memref<128xi8, 3>{{$}}
func.func @init(%slot: memref<128xi8, 1>, %sslot: memref<128xi8, 3>, %t: !tile.tensormap<f32, rank = 2, box = [64, 64]>) {
  tile.tensormap_init %slot from %t : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
  tile.tensormap_init %sslot : memref<128xi8, 3>
  return
}
