// Host symbols named like the GPU runtime functions the host lowering calls
// (`mgpu*`, MLIR's CUDA runtime wrappers): MLIR's GPU lowering reuses an existing
// symbol of the name whatever its type. A host function @mgpuStreamCreate taking
// three memrefs crashed convert-gpu-to-llvm building the call of gpu.wait
// (tile-fuzz seed 1010, SIGSEGV), and a definition @mgpuLaunchKernel of another
// type was called as the runtime's with exit 0. Each is a located
// [host-runtime-symbol] error, exit 1, nothing written. A declaration of the
// runtime's own type is fine (runtime-symbol-declared.mlir).
// RUN: %not %tile-opt %s --split-input-file --pipeline=default --emit=host-llvm -o %t.ll 2>&1 | %FileCheck %s
// RUN: test ! -e %t.ll

// CHECK: runtime-symbol.mlir:[[@LINE+8]]:3: error: 'func.func' op [host-runtime-symbol] the host symbol @mgpuStreamCreate ((memref<16xf32, 1>) -> ()) uses a name reserved for the GPU runtime function @mgpuStreamCreate the host lowering calls; host code may only declare it as an external llvm.func of type !llvm.func<ptr ()>; rename it
// CHECK: error: [host-runtime-symbol] host code defines a symbol with a name reserved for the GPU runtime (see the error at the op)
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k(%a: memref<16xf32, 1>) kernel {
      gpu.return
    }
  }
  func.func @mgpuStreamCreate(%a: memref<16xf32, 1>) {
    %c1 = arith.constant 1 : index
    %t = gpu.wait async
    %d = gpu.launch_func async [%t] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<16xf32, 1>)
    return
  }
}

// -----

// CHECK: runtime-symbol.mlir:[[@LINE+7]]:3: error: 'llvm.func' op [host-runtime-symbol] the host symbol @mgpuLaunchKernel (!llvm.func<i32 (i32)>) uses a name reserved for the GPU runtime function @mgpuLaunchKernel the host lowering calls; host code may only declare it as an external llvm.func of type !llvm.func<void (ptr, i64, i64, i64, i64, i64, i64, i32, ptr, ptr, ptr, i64)>; rename it
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  llvm.func @mgpuLaunchKernel(i32) -> i32
  func.func @run() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

// A definition of the runtime's own type is refused too: it would replace the
// runtime's function in the shared object.
// CHECK: runtime-symbol.mlir:[[@LINE+2]]:3: error: 'llvm.func' op [host-runtime-symbol] the host symbol @mgpuStreamCreate (!llvm.func<ptr ()>) uses a name reserved for the GPU runtime function @mgpuStreamCreate
module {
  llvm.func @mgpuStreamCreate() -> !llvm.ptr {
    %z = llvm.mlir.zero : !llvm.ptr
    llvm.return %z : !llvm.ptr
  }
}

// -----

// A runtime wrapper name the host lowering does not declare is reserved as a whole.
// CHECK: runtime-symbol.mlir:[[@LINE+2]]:3: error: 'llvm.mlir.global' op [host-runtime-symbol] the host symbol @mgpuMemcpy (llvm.mlir.global) uses a name reserved for the GPU runtime (names starting with `mgpu` are MLIR's GPU runtime wrappers, which the host lowering declares and calls with their own signatures); rename it
module {
  llvm.mlir.global internal @mgpuMemcpy(0 : i64) : i64
}
