// tile-lower-host-tma is a no-op on a module without host descriptors: the
// `host` pipeline gives examples/copy_2d.mlir (a kernel only) exactly what
// `default` gives, and --emit=ptx still works after either. --emit=host-llvm
// of it is the embedded PTX with its load/unload constructors.

// RUN: %tile-opt %S/../../../examples/copy_2d.mlir --pipeline=default > %t.default.mlir
// RUN: %tile-opt %S/../../../examples/copy_2d.mlir --pipeline=default > %t.host.mlir
// RUN: diff %t.default.mlir %t.host.mlir
// RUN: %tile-opt %S/../../../examples/copy_2d.mlir --pipeline=default --emit=ptx | %FileCheck %s --check-prefix=PTX
// RUN: %tile-opt %S/../../../examples/copy_2d.mlir --pipeline=default --emit=ptx | %FileCheck %s --check-prefix=PTX
// RUN: %tile-opt %S/../../../examples/copy_2d.mlir --pipeline=default --emit=host-llvm | %FileCheck %s --check-prefix=HOST

// PTX: // gpu.module @kernels
// PTX: .target sm_90a
// PTX: .visible .entry copy_2d(
// PTX-NEXT: .param .align 64 .b8 copy_2d_param_0[128],
// PTX: cp.async.bulk.tensor.2d.shared::cluster.global

// HOST: target triple = "x86_64-unknown-linux-gnu"
// HOST: @kernels_binary = internal constant [{{[0-9]+}} x i8] c"{{.*}}.target sm_90a{{.*}}.visible .entry copy_2d(
// HOST: define internal void @kernels_load()
// HOST-NEXT: entry:
// HOST-NEXT: call ptr @mgpuModuleLoadJIT(ptr @kernels_binary, i32 2)
// HOST: define internal void @kernels_unload()
// HOST: call void @mgpuModuleUnload(
