
// A 2 GiB alignment on a shared global of such a unit: ptxas took 33 s on
// `.shared .align 2147483648` (a hang to tile-fuzz seed 808, 2c960c31b0a9); the
// global-alignment rule of gpu.modules applies to the unit's globals too.
module {
  // CHECK: unit-device-types.mlir:[[@LINE+2]]:3: error: 'llvm.mlir.global' op [global-alignment] llvm.mlir.global @huge is aligned to 2147483648 bytes, but a device global may be aligned to at most 131072 bytes
  // PIPE: unit-device-types.mlir:[[@LINE+1]]:3: error: 'llvm.mlir.global' op [global-alignment] llvm.mlir.global @huge is aligned to 2147483648 bytes
  llvm.mlir.global private @huge() {addr_space = 3 : i32, alignment = 2147483648 : i64} : i64
}
