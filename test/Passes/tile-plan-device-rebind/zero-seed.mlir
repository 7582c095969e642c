// seed=zero (a device-born descriptor built from a zeroed
// slot): the slot starts as 128 zero bytes (tile.tensormap_init without a
// source) and `tile.rebind ... zeroed` writes every field, the static ones
// (rank, element type, interleave, swizzle, fill, box, element strides)
// included; the kernel takes no template parameter and its launches encode
// none. Asked for by the pass option or the kernel's tile.rebind_seed. A
// descriptor with an L2 promotion (no tensormap.replace field) keeps its
// template, with a [rebind-seed] remark.

// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-plan-device-rebind{seed=zero})' | %FileCheck %s --enable-var-scope
// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-plan-device-rebind{seed=zero},tile-check-tensormap-fences)' > /dev/null
// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-plan-device-rebind{seed=zero slots=global})' 2>/dev/null | %FileCheck %s --check-prefix=GLOBAL

// One launch: the kernel gets only the workspace (no template), the launch
// allocates it and encodes nothing.
// CHECK-LABEL: gpu.func @gather(
// CHECK-SAME: %{{[a-z0-9]+}}: memref<?xi64, 1>, %{{[a-z0-9]+}}: i64, %{{[a-z0-9]+}}: i64, %[[WS:arg3]]: memref<?xi8, 1>) kernel
// CHECK-SAME: tile.rebind_workspace_param = 3 : i32
// CHECK: %[[STAGING:.*]] = memref.get_global @__tile_rebind_staging_gather_0
// CHECK: tile.tensormap_init %[[STAGING]] : memref<128xi8, 3>
// CHECK-NEXT: tile.rebind %[[STAGING]] address(%{{.*}}) dims[%{{.*}}, %{{.*}}] strides[%{{.*}}] zeroed : memref<128xi8, 3> as !tile.tensormap<bf16, rank = 2, box = [64, 32], swizzle = sw128, oob_fill = nan>
// CHECK-LABEL: func.func @host(
// CHECK-NOT: tile.make_tensormap_ptr
// CHECK: gpu.launch_func @zero::@gather
// CHECK-SAME: args(%{{.*}} : memref<?xi64, 1>, %{{.*}} : i64, %{{.*}} : i64, %{{.*}} : memref<?xi8, 1>)
// GLOBAL-LABEL: gpu.func @gather(
// GLOBAL: tile.tensormap_init %[[SLOT:.*]] : memref<128xi8, 1>
// GLOBAL-NEXT: tile.tensormap_fence_acquire %[[SLOT]]
// GLOBAL-NEXT: tile.rebind %[[SLOT]] address(%{{.*}}) dims[%{{.*}}, %{{.*}}] strides[%{{.*}}] zeroed : memref<128xi8, 1>
module attributes {gpu.container_module} {
  gpu.module @zero [#nvvm.target<chip = "sm_90a">] {
    gpu.func @gather(%table: memref<?xi64, 1>, %w: i64, %pitch: i64) kernel
        attributes {tile.num_device_tmas = 1 : i32, tile.num_host_tmas = 0 : i32, known_block_size = array<i32: 64, 1, 1>} {
      %bid = gpu.block_id x
      %a = memref.load %table[%bid] : memref<?xi64, 1>
      %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
      // expected-remark @below {{[rebind-scope] gpu: the slot is in global memory, read by the TMA unit (slot 0 of the 1 per CTA in the workspace, parameter #3; seeded with zeros, every field written: no template); built in a shared::cta staging slot}}
      // expected-remark @below {{[rebind-plan] zeroed and written field by field and rebound in shared::cta by lane 0 of warp 0}}
      %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<bf16, rank = 2, box = [64, 32], swizzle = sw128, oob_fill = nan>
      tile.prefetch_tensormap %d : !tile.tensormap<bf16, rank = 2, box = [64, 32], swizzle = sw128, oob_fill = nan>
      gpu.return
    }
  }
  func.func @host(%table: memref<?xi64, 1>, %w: i64, %pitch: i64) {
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    %c1 = arith.constant 1 : index
    gpu.launch_func @zero::@gather blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%table : memref<?xi64, 1>, %w : i64, %pitch : i64)
    return
  }
}

// -----

// An L2 promotion keeps the template.
// CHECK-LABEL: gpu.func @promoted(
// CHECK-SAME: !tile.tensormap<f32, rank = 2, box = [64, 64], l2_promotion = l2_128>, %{{.*}}: memref<?xi8, 1>) kernel
// CHECK: tile.tensormap_init %{{.*}} from %{{.*}}
// CHECK-NOT: zeroed
gpu.module @l2 [#nvvm.target<chip = "sm_90a">] {
  // expected-remark @below {{[rebind-launch] kernel @l2::@promoted is not launched in this module: its launcher must pass the template descriptor as parameter #3}}
  gpu.func @promoted(%table: memref<?xi64, 1>, %w: i64, %pitch: i64) kernel
      attributes {tile.num_device_tmas = 1 : i32, tile.num_host_tmas = 0 : i32} {
    %c0 = arith.constant 0 : index
    %tid = gpu.thread_id x
    %leader = arith.cmpi eq, %tid, %c0 : index
    scf.if %leader {
      %a = memref.load %table[%c0] : memref<?xi64, 1>
      %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
      // expected-remark @below {{[rebind-scope] gpu}}
      // expected-remark @below {{[rebind-plan]}}
      // expected-remark @below {{[rebind-seed] seeded from a template although seed=zero: its L2 promotion l2_128 has no tensormap.replace field}}
      // expected-remark @below {{[rebind-unchanged] fields global_dim[0], global_dim[1], global_stride[0] are launch-invariant: encoded in the template, not written on the device}}
      %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64], l2_promotion = l2_128>
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64], l2_promotion = l2_128>
    }
    gpu.return
  }
}

// -----

// The kernel attribute asks for zeros under the default options.
// CHECK-LABEL: gpu.func @by_attribute(
// CHECK: tile.rebind %{{.*}} zeroed : memref<128xi8, 1> as !tile.tensormap<f16, rank = 1, box = [128]>
gpu.module @attr [#nvvm.target<chip = "sm_90a">] {
  // expected-remark @below {{[rebind-launch] kernel @attr::@by_attribute is not launched in this module: its launcher must pass no template descriptor and a global workspace}}
  gpu.func @by_attribute(%table: memref<?xi64, 1>, %w: i64) kernel
      attributes {tile.num_device_tmas = 1 : i32, tile.num_host_tmas = 0 : i32, tile.rebind_seed = "zero"} {
    %c0 = arith.constant 0 : index
    %tid = gpu.thread_id x
    %leader = arith.cmpi eq, %tid, %c0 : index
    scf.if %leader {
      %a = memref.load %table[%c0] : memref<?xi64, 1>
      %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
      // expected-remark @below {{[rebind-scope] gpu: the slot is in global memory, read by the TMA unit (slot 0 of the 1 per CTA in the workspace, parameter #2; seeded with zeros, every field written: no template)}}
      // expected-remark @below {{[rebind-plan] zeroed and written field by field and rebound by the thread that 'scf.if' at line}}
      %d = tile.make_tensormap_ptr %p, dims [%w], strides [] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f16, rank = 1, box = [128]>
      tile.prefetch_tensormap %d : !tile.tensormap<f16, rank = 1, box = [128]>
    }
    gpu.return
  }
}
