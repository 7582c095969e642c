// The in-process output stage is byte-for-byte the upstream tool chain:
//   mlir-translate --mlir-to-llvmir | llc -mtriple=nvptx64-nvidia-cuda -mcpu=<chip> -mattr=+ptx<NN> -asm-verbose=false
// (llc's defaults otherwise: -O2; no verbose-assembly comments, whose loop
// comments grew as the cube of a loop nest's depth). The kernel is the
// gpu.module of tma-copy.mlir; mlir-translate does not look inside a
// gpu.module, so the reference translates the same body from
// Inputs/tma-copy-body.mlir. Every unit the driver emits is preceded by a
// `// gpu.module @name` (PTX) or `; gpu.module @name` (LLVM IR) line.

// PTX for the gpu.module's chip (sm_90a) and its lowest PTX version (8.0).
// RUN: %tile-opt %S/tma-copy.mlir --pass-pipeline='builtin.module(convert-nvvm-to-llvm)' --emit=ptx -o %t.sm90a.ptx
// RUN: echo "// gpu.module @k" > %t.sm90a.ref
// RUN: %tile-opt %S/Inputs/tma-copy-body.mlir --pass-pipeline='builtin.module(convert-nvvm-to-llvm)' | %mlir-translate --mlir-to-llvmir | %llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=+ptx80 -asm-verbose=false >> %t.sm90a.ref
// RUN: diff %t.sm90a.ref %t.sm90a.ptx

// --target=sm_100a: PTX 8.6.
// RUN: %tile-opt %S/tma-copy.mlir --pass-pipeline='builtin.module(convert-nvvm-to-llvm)' --emit=ptx --target=sm_100a -o %t.sm100a.ptx
// RUN: echo "// gpu.module @k" > %t.sm100a.ref
// RUN: %tile-opt %S/Inputs/tma-copy-body.mlir --pass-pipeline='builtin.module(convert-nvvm-to-llvm)' | %mlir-translate --mlir-to-llvmir | %llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -mattr=+ptx86 -asm-verbose=false >> %t.sm100a.ref
// RUN: diff %t.sm100a.ref %t.sm100a.ptx

// LLVM IR is mlir-translate's, unchanged.
// RUN: %tile-opt %S/tma-copy.mlir --pass-pipeline='builtin.module(convert-nvvm-to-llvm)' --emit=llvm -o %t.ll
// RUN: echo "; gpu.module @k" > %t.ref.ll
// RUN: %tile-opt %S/Inputs/tma-copy-body.mlir --pass-pipeline='builtin.module(convert-nvvm-to-llvm)' | %mlir-translate --mlir-to-llvmir >> %t.ref.ll
// RUN: diff %t.ref.ll %t.ll

// No gpu.module, but the body is LLVM dialect: the top module is the unit.
// RUN: %tile-opt %S/Inputs/tma-copy-body.mlir --pass-pipeline='builtin.module(convert-nvvm-to-llvm)' --emit=ptx -o %t.top.ptx
// RUN: echo "// builtin.module" > %t.top.ref
// RUN: %tile-opt %S/Inputs/tma-copy-body.mlir --pass-pipeline='builtin.module(convert-nvvm-to-llvm)' | %mlir-translate --mlir-to-llvmir | %llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=+ptx80 -asm-verbose=false >> %t.top.ref
// RUN: diff %t.top.ref %t.top.ptx
