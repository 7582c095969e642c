// Every tensormap.replace field lowered by
// tile-lower-to-nvvm under both strategies: a rebind writes the static
// fields where its result type differs from what the slot holds (all of
// them on a zeroed slot) as immediates, in the order rank, elemtype,
// interleave_layout, swizzle_mode, swizzle_atomicity, fill_mode,
// box_dim[0..rank), element_stride[0..rank), then the given address, dims
// and strides (the TMA emission design's order). Intrinsics: one llvm.nvvm.tensormap.replace
// intrinsic per field (.p1 global, .p3 shared::cta slot); asm: the PTX text
// with the value in it. The swizzle atomicity is inline asm under both (with
// the asm-fallback remark). tile.tensormap_init: eight 16-byte stores.

// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=intrinsics})' | %FileCheck %s --check-prefix=NVVM --enable-var-scope
// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=asm})' | %FileCheck %s --check-prefix=ASM --enable-var-scope

// A zeroed global slot: every field, f16 (elemtype 6), box [64, 16],
// element strides [1, 2], NaN fill (1).
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @zeroed(
// NVVM-SAME: [[SLOT:%arg[0-9]+]]: memref<128xi8, 1>,
// NVVM-SAME: [[ADDR:%arg[0-9]+]]: !llvm.ptr<1>, [[W:%arg[0-9]+]]: i32, [[H:%arg[0-9]+]]: i32, [[S1:%arg[0-9]+]]: i64)
// NVVM: [[P:%[0-9]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// NVVM-NEXT: llvm.mlir.constant(1 : i32) : i32
// NVVM-NEXT: llvm.mlir.constant(6 : i32) : i32
// NVVM-NEXT: llvm.mlir.constant(0 : i32) : i32
// NVVM-NEXT: llvm.mlir.constant(0 : i32) : i32
// NVVM-NEXT: llvm.mlir.constant(1 : i32) : i32
// NVVM-NEXT: llvm.mlir.constant(0 : i32) : i32
// NVVM-NEXT: llvm.mlir.constant(64 : i32) : i32
// NVVM-NEXT: llvm.mlir.constant(1 : i32) : i32
// NVVM-NEXT: llvm.mlir.constant(16 : i32) : i32
// NVVM-NEXT: llvm.mlir.constant(0 : i32) : i32
// NVVM-NEXT: llvm.mlir.constant(1 : i32) : i32
// NVVM-NEXT: llvm.mlir.constant(1 : i32) : i32
// NVVM-NEXT: llvm.mlir.constant(2 : i32) : i32
// NVVM: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.rank.p1"([[P]], %{{[0-9]+}}) : (!llvm.ptr<1>, i32) -> ()
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.elemtype.p1"([[P]], %{{[0-9]+}}) : (!llvm.ptr<1>, i32) -> ()
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.interleave.layout.p1"([[P]], %{{[0-9]+}}) : (!llvm.ptr<1>, i32) -> ()
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.swizzle.mode.p1"([[P]], %{{[0-9]+}}) : (!llvm.ptr<1>, i32) -> ()
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.fill.mode.p1"([[P]], %{{[0-9]+}}) : (!llvm.ptr<1>, i32) -> ()
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.box.dim.p1"([[P]], %{{[0-9]+}}, %{{[0-9]+}}) : (!llvm.ptr<1>, i32, i32) -> ()
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.box.dim.p1"([[P]], %{{[0-9]+}}, %{{[0-9]+}}) : (!llvm.ptr<1>, i32, i32) -> ()
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.element.stride.p1"([[P]], %{{[0-9]+}}, %{{[0-9]+}}) : (!llvm.ptr<1>, i32, i32) -> ()
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.element.stride.p1"([[P]], %{{[0-9]+}}, %{{[0-9]+}}) : (!llvm.ptr<1>, i32, i32) -> ()
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.address.p1"([[P]], %{{[0-9]+}}) : (!llvm.ptr<1>, i64) -> ()
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p1"([[P]], %{{[0-9]+}}, [[W]]) : (!llvm.ptr<1>, i32, i32) -> ()
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p1"([[P]], %{{[0-9]+}}, [[H]]) : (!llvm.ptr<1>, i32, i32) -> ()
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.stride.p1"([[P]], %{{[0-9]+}}, [[S1]]) : (!llvm.ptr<1>, i32, i64) -> ()
// NVVM-NEXT: gpu.return
// ASM-LABEL: gpu.func @zeroed(
// ASM-NOT: llvm.call_intrinsic
// ASM: "tensormap.replace.tile.rank.global.b1024.b32 [$0], 1;", "l,~{memory}"
// ASM: "tensormap.replace.tile.elemtype.global.b1024.b32 [$0], 6;", "l,~{memory}"
// ASM: "tensormap.replace.tile.interleave_layout.global.b1024.b32 [$0], 0;", "l,~{memory}"
// ASM: "tensormap.replace.tile.swizzle_mode.global.b1024.b32 [$0], 0;", "l,~{memory}"
// ASM: "tensormap.replace.tile.fill_mode.global.b1024.b32 [$0], 1;", "l,~{memory}"
// ASM: "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 0, 64;", "l,~{memory}"
// ASM: "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 1, 16;", "l,~{memory}"
// ASM: "tensormap.replace.tile.element_stride.global.b1024.b32 [$0], 0, 1;", "l,~{memory}"
// ASM: "tensormap.replace.tile.element_stride.global.b1024.b32 [$0], 1, 2;", "l,~{memory}"
// ASM: "tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;", "l,l,~{memory}"
// ASM: "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1;", "l,r,~{memory}"
// ASM: "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1;", "l,r,~{memory}"
// ASM: "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;", "l,l,~{memory}"
// ASM-NEXT: gpu.return
  gpu.func @zeroed(%slot: memref<128xi8, 1>, %addr: !llvm.ptr<1>, %w: i32, %h: i32, %s1: i64) kernel {
    tile.rebind %slot address(%addr : !llvm.ptr<1>) dims [%w, %h] strides [%s1] zeroed : memref<128xi8, 1> as !tile.tensormap<f16, rank = 2, box = [64, 16], element_strides = [1, 2], oob_fill = nan>
    gpu.return
  }
}

// -----

// From a template of another type, in a shared::cta slot: only the fields
// that differ (elemtype bf16 = 10, swizzle 128B = 3, box_dim[1] = 32); no
// dynamic field is given. .p3 intrinsics; "r" (32-bit shared address).
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @from_template_shared(
// NVVM: [[P:%[0-9]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// NVVM: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.elemtype.p3"([[P]], %{{[0-9]+}}) : (!llvm.ptr<3>, i32) -> ()
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.swizzle.mode.p3"([[P]], %{{[0-9]+}}) : (!llvm.ptr<3>, i32) -> ()
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.box.dim.p3"([[P]], %{{[0-9]+}}, %{{[0-9]+}}) : (!llvm.ptr<3>, i32, i32) -> ()
// NVVM-NEXT: gpu.return
// ASM-LABEL: gpu.func @from_template_shared(
// ASM: "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [$0], 10;", "r,~{memory}"
// ASM: "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [$0], 3;", "r,~{memory}"
// ASM: "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [$0], 1, 32;", "r,~{memory}"
// ASM-NEXT: gpu.return
  gpu.func @from_template_shared(%slot: memref<128xi8, 3>) kernel {
    tile.rebind %slot from !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 3> as !tile.tensormap<bf16, rank = 2, box = [64, 32], swizzle = sw128>
    gpu.return
  }
}

// -----

// A rank change (2 -> 3) from the template, interleave 32B (2), swizzle 32B
// (1): rank, every box dim and element stride, every dynamic field.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @rank_interleave(
// NVVM: "llvm.nvvm.tensormap.replace.rank.p1"
// NVVM-NEXT: "llvm.nvvm.tensormap.replace.interleave.layout.p1"
// NVVM-NEXT: "llvm.nvvm.tensormap.replace.swizzle.mode.p1"
// NVVM-COUNT-3: "llvm.nvvm.tensormap.replace.box.dim.p1"
// NVVM-COUNT-3: "llvm.nvvm.tensormap.replace.element.stride.p1"
// NVVM-NEXT: "llvm.nvvm.tensormap.replace.global.address.p1"
// NVVM-COUNT-3: "llvm.nvvm.tensormap.replace.global.dim.p1"
// NVVM-COUNT-2: "llvm.nvvm.tensormap.replace.global.stride.p1"
// NVVM-NEXT: gpu.return
// ASM-LABEL: gpu.func @rank_interleave(
// ASM: "tensormap.replace.tile.rank.global.b1024.b32 [$0], 2;"
// ASM: "tensormap.replace.tile.interleave_layout.global.b1024.b32 [$0], 2;"
// ASM: "tensormap.replace.tile.swizzle_mode.global.b1024.b32 [$0], 1;"
// ASM: "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 0, 8;"
// ASM: "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 1, 16;"
// ASM: "tensormap.replace.tile.box_dim.global.b1024.b32 [$0], 2, 4;"
// ASM: "tensormap.replace.tile.element_stride.global.b1024.b32 [$0], 0, 1;"
// ASM: "tensormap.replace.tile.element_stride.global.b1024.b32 [$0], 1, 1;"
// ASM: "tensormap.replace.tile.element_stride.global.b1024.b32 [$0], 2, 1;"
// ASM: "tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;"
  gpu.func @rank_interleave(%slot: memref<128xi8, 1>, %p: !llvm.ptr<1>, %w: i32, %s1: i64, %s2: i64) kernel {
    tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %w, %w] strides [%s1, %s2] from !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1> as !tile.tensormap<f32, rank = 3, box = [8, 16, 4], swizzle = sw32, interleave = il32>
    gpu.return
  }
}

// -----

// The swizzle atomicity (sm_100a): inline asm under both strategies.
gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_100a">] attributes {tile.ptx_version = "8.6"}
// NVVM-LABEL: gpu.func @atomicity(
// NVVM: llvm.inline_asm has_side_effects "tensormap.replace.tile.swizzle_atomicity.global.b1024.b32 [$0], 3;", "l,~{memory}"
// NVVM-NEXT: gpu.return
// ASM-LABEL: gpu.func @atomicity(
// ASM: "tensormap.replace.tile.swizzle_atomicity.global.b1024.b32 [$0], 3;", "l,~{memory}"
  gpu.func @atomicity(%slot: memref<128xi8, 1>) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: LLVM 22 selects llvm.nvvm.tensormap.replace.swizzle.atomicity only at PTX 8.7, while the module needs PTX 8.6 (sm_100a)}}
    tile.rebind %slot from !tile.tensormap<f32, rank = 2, box = [32, 8], swizzle = sw128> : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [32, 8], swizzle = sw128_atom64>
    gpu.return
  }
}

// -----

// Only some dynamic fields: the dims, less global_dim[1] (unchanged).
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @dims_only(
// NVVM-SAME: [[SLOT:%arg[0-9]+]]: memref<128xi8, 1>, [[W:%arg[0-9]+]]: i32, [[H:%arg[0-9]+]]: i32)
// NVVM: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p1"(%{{[0-9]+}}, %{{[0-9]+}}, [[W]])
// NVVM-NEXT: gpu.return
// ASM-LABEL: gpu.func @dims_only(
// ASM: "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1;"
// ASM-NEXT: gpu.return
  gpu.func @dims_only(%slot: memref<128xi8, 1>, %w: i32, %h: i32) kernel {
    tile.rebind %slot dims [%w, %h] unchanged = [2] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

// tile.tensormap_init: zeros into a global slot; the template parameter's
// bytes (read through its by-value address) into a shared::cta slot.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @init_zero(
// NVVM: [[P:%[0-9]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// NVVM-NEXT: [[Z:%[0-9]+]] = llvm.mlir.constant(dense<0> : vector<2xi64>) : vector<2xi64>
// NVVM-NEXT: [[G0:%[0-9]+]] = llvm.getelementptr [[P]][0] : (!llvm.ptr<1>) -> !llvm.ptr<1>, vector<2xi64>
// NVVM-NEXT: llvm.store [[Z]], [[G0]] {alignment = 16 : i64} : vector<2xi64>, !llvm.ptr<1>
// NVVM-COUNT-6: llvm.store [[Z]]
// NVVM: [[G7:%[0-9]+]] = llvm.getelementptr [[P]][7] : (!llvm.ptr<1>) -> !llvm.ptr<1>, vector<2xi64>
// NVVM-NEXT: llvm.store [[Z]], [[G7]] {alignment = 16 : i64} : vector<2xi64>, !llvm.ptr<1>
// NVVM-NEXT: gpu.return
// ASM-LABEL: gpu.func @init_zero(
// ASM-COUNT-8: llvm.store
// ASM-NEXT: gpu.return
  gpu.func @init_zero(%slot: memref<128xi8, 1>) kernel {
    tile.tensormap_init %slot : memref<128xi8, 1>
    gpu.return
  }
// NVVM-LABEL: gpu.func @init_template(
// NVVM-SAME: [[T:%arg[0-9]+]]: !llvm.ptr)
// NVVM: [[S:%[0-9]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// NVVM-NEXT: [[F0:%[0-9]+]] = llvm.getelementptr [[T]][0] : (!llvm.ptr) -> !llvm.ptr, vector<2xi64>
// NVVM-NEXT: [[V0:%[0-9]+]] = llvm.load [[F0]] {alignment = 16 : i64} : !llvm.ptr -> vector<2xi64>
// NVVM-NEXT: [[D0:%[0-9]+]] = llvm.getelementptr [[S]][0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, vector<2xi64>
// NVVM-NEXT: llvm.store [[V0]], [[D0]] {alignment = 16 : i64} : vector<2xi64>, !llvm.ptr<3>
// NVVM-COUNT-7: llvm.load
// NVVM-NEXT: llvm.getelementptr [[S]][7]
// NVVM-NEXT: llvm.store
// NVVM-NEXT: gpu.return
  gpu.func @init_template(%slot: memref<128xi8, 3>, %t: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel {
    tile.tensormap_init %slot from %t : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 3>
    gpu.return
  }
}
