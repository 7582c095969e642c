// gpu.dynamic_shared_memory is the dynamic shared memory window
// (`.extern .shared ... name[]`, sized by the launch), not a one-byte static
// variable: upstream's internal zero-length global is given external linkage
// by tile-finalize-kernel-params, in both strategies, and its alignment raised
// from 16 to 1024 (TMA boxes in shared memory: 128, 1024 with the 128B
// swizzle). A view into it feeds a tile op (its shared operand in the
// workgroup address space).
// RUN: %tile-opt %s --split-input-file --pipeline=default --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --split-input-file --pipeline=default-asm --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --split-input-file --pipeline=default | %FileCheck %s --check-prefix=MLIR

// CHECK-LABEL: .globl store_byte
// CHECK-NOT: .shared .align {{[0-9]+}} .b8 __dynamic_shmem__0;
// CHECK: .extern .shared .align 1024 .b8 __dynamic_shmem__0[];
// CHECK: .entry store_byte(
// CHECK: st.shared.b8 [__dynamic_shmem__0+5],
// MLIR-LABEL: gpu.module @k
// MLIR: llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<0 x i8>
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    gpu.func @store_byte(%v: i8) kernel {
      %s = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %c5 = arith.constant 5 : index
      memref.store %v, %s[%c5] : memref<?xi8, #gpu.address_space<workgroup>>
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: .globl bulk_into_dynamic
// CHECK: .extern .shared .align 1024 .b8 __dynamic_shmem__0[];
// CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes
// MLIR-LABEL: gpu.module @k
// MLIR: llvm.mlir.global external @__dynamic_shmem__0()
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    gpu.func @bulk_into_dynamic(%g: memref<16384xf32, 1>) kernel {
      %s = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %c0 = arith.constant 0 : index
      %c65536 = arith.constant 65536 : index
      %buf = memref.view %s[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<16384xf32, #gpu.address_space<workgroup>>
      %bar = memref.view %s[%c65536][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<i64, #gpu.address_space<workgroup>>
      %n = arith.constant 65536 : i32
      tile.bulk_load %g to %buf, %n, %bar : memref<16384xf32, 1>, memref<16384xf32, #gpu.address_space<workgroup>>, memref<i64, #gpu.address_space<workgroup>>
      gpu.return
    }
  }
}
