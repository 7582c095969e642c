// A builtin.module without a gpu.module whose body is in the LLVM dialect is translated as
// one device unit: the verifier's device type rules apply to its functions and globals
// outside any kernel too — [global-type] (an i31 global was declared `.u31`, which ptxas
// refused: tile-fuzz regression ptxas-global-odd-integer), [llvm-type] (the translation
// crashed on f8 types: crash-llvm-float-element), [address-space]. The driver exits 1 and
// writes nothing.

// RUN: %not %tile-opt %s --split-input-file --emit=ptx 2>&1 | %FileCheck %s
// RUN: %not %tile-opt %s --split-input-file --pipeline=default --emit=ptx 2>&1 | %FileCheck %s --check-prefix=PIPE
// RUN: rm -f %t.ptx
// RUN: %not %tile-opt %s --split-input-file --emit=ptx -o %t.ptx
// RUN: test ! -e %t.ptx

module {
  // CHECK: unit-device-types.mlir:[[@LINE+1]]:3: error: 'llvm.mlir.global' op [global-type] llvm.mlir.global @bar has type i31: NVPTX declares a scalar integer global of width 31 as .u31, which is not a PTX type; use i8, i16, i32 or i64 (or an array)
  llvm.mlir.global internal @bar() {addr_space = 3 : i32} : i31
  // CHECK-NOT: @wide
  llvm.mlir.global internal @wide() {addr_space = 3 : i32} : i128
}

// -----

module {
  llvm.func @helper(%p: !llvm.ptr<1>, %n: i32) {
    // CHECK: unit-device-types.mlir:[[@LINE+1]]:10: error: 'llvm.getelementptr' op [llvm-type] uses !llvm.array<8 x f8E4M3FN>: f8E4M3FN has no LLVM IR type (LLVM IR floats are f16, bf16, f32, f64, f80 and f128); hold its bits in an integer type (i8 for an 8-bit format)
    %e = llvm.getelementptr %p[0, %n] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.array<8 x f8E4M3FN>
    llvm.return
  }
}

// -----

module {
  // CHECK: unit-device-types.mlir:[[@LINE+1]]:3: error: 'llvm.func' op [address-space] uses !llvm.ptr<9>: pointer address space 9 is not an NVPTX address space
  llvm.func @helper(%p: !llvm.ptr<9>) {
    llvm.return
  }
}

// -----

// A constant phase parity other than 0/1 in a helper function of such a unit (no kernel, no
// gpu.module): the pipeline lowers the NVVM op to inline asm before the output stage, and ptxas
// refused `mbarrier.try_wait.parity` with 7 (tile-fuzz regression ptxas-parity-unit-helper).
module {
  llvm.func @helper(%bar: !llvm.ptr<3>) {
    %seven = llvm.mlir.constant(7) : i32
    %ticks = llvm.mlir.constant(0 : i32) : i32
    // CHECK: unit-device-types.mlir:[[@LINE+2]]:5: error: 'nvvm.mbarrier.try_wait.parity' op [mbarrier-parity] the phase parity must be 0 or 1, got 7
    // PIPE: unit-device-types.mlir:[[@LINE+1]]:5: error: 'nvvm.mbarrier.try_wait.parity' op [mbarrier-parity] the phase parity must be 0 or 1, got 7
    nvvm.mbarrier.try_wait.parity %bar, %seven, %ticks : !llvm.ptr<3>, i32, i32
    llvm.return
  }
}

// -----

// The same in a kernel of such a unit (a kernel outside any gpu.module is a scope of its own:
// its ops got the type rules but not the parity rule; tile-fuzz seed 707, 7d790171cade).
module {
  llvm.mlir.global @kbar() {addr_space = 3 : i32} : i64
  llvm.func @kernel() attributes {nvvm.kernel} {
    %bar = llvm.mlir.addressof @kbar : !llvm.ptr<3>
    %two = llvm.mlir.constant(2 : i32) : i32
    %ticks = llvm.mlir.constant(1000 : i32) : i32
    // CHECK: unit-device-types.mlir:[[@LINE+2]]:5: error: 'nvvm.mbarrier.try_wait.parity' op [mbarrier-parity] the phase parity must be 0 or 1, got 2
    // PIPE: unit-device-types.mlir:[[@LINE+1]]:5: error: 'nvvm.mbarrier.try_wait.parity' op [mbarrier-parity] the phase parity must be 0 or 1, got 2
    nvvm.mbarrier.try_wait.parity %bar, %two, %ticks : !llvm.ptr<3>, i32, i32
    llvm.return
  }
}

// -----

// A 2 GiB alignment on a shared global of such a unit: ptxas took 33 s on
// `.shared .align 2147483648` (a hang to tile-fuzz seed 808, 2c960c31b0a9); the
// global-alignment rule of gpu.modules applies to the unit's globals too.
module {
  // CHECK: unit-device-types.mlir:[[@LINE+2]]:3: error: 'llvm.mlir.global' op [global-alignment] llvm.mlir.global @huge is aligned to 2147483648 bytes, but a global may be aligned to at most 131072 bytes
  // PIPE: unit-device-types.mlir:[[@LINE+1]]:3: error: 'llvm.mlir.global' op [global-alignment] llvm.mlir.global @huge is aligned to 2147483648 bytes
  llvm.mlir.global private @huge() {addr_space = 3 : i32, alignment = 2147483648 : i64} : i64
}

