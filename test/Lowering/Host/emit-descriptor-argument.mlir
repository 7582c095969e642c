// A host function that takes a tensor map cannot be compiled for the host:
// it was reported only as "missing LLVMTranslationDialectInterface ... for
// func.func" (tile-fuzz regression unlocated-host-descriptor-argument). Now
// [host-not-lowered] at the function, naming the type; nothing written.

// RUN: rm -f %t.ll
// RUN: %not %tile-opt %s --pipeline=default --emit=host-llvm -o %t.ll 2>&1 | %FileCheck %s --implicit-check-not=LLVMTranslationDialectInterface
// RUN: not test -e %t.ll
// CHECK: emit-descriptor-argument.mlir:[[@LINE+2]]:1: error: 'func.func' op [host-not-lowered] host code still uses (!tile.tensormap<f32, rank = 3, box = [64, 4, 4]>, memref<4x4x64xf32, 3>) -> (): a tensor map exists on the host only as the launch operand
// CHECK: error: [host-not-lowered] the host code is not lowered
func.func @host(%d: !tile.tensormap<f32, rank = 3, box = [64, 4, 4]>, %x: memref<4x4x64xf32, 3>) {
  return
}
