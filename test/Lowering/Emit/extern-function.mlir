// A device function that is used but only declared reaches the PTX as an
// `.extern .func` that nothing defines; ptxas compiles a unit whole and
// refused it ("Unresolved extern function"). It is a located
// [extern-function] error at its first use (a call, or the address taken),
// exit 1, no output (lowering/src/output/externs.rs). A func.func
// declaration in a gpu.module is one too: upstream's conversion gives it a
// body that calls its C interface, _mlir_ciface_<name>. Found by tile-fuzz
// (seed 16161). Declarations ptxas resolves (vprintf from gpu.printf,
// __assertfail from cf.assert), libdevice's, LLVM intrinsics and unused
// declarations still compile, and ptxas accepts the PTX.

// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pipeline=default --emit=ptx
// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pipeline=default-asm --emit=ptx
// RUN: rm -f %t.ptx
// RUN: %not %tile-opt %s --split-input-file --pipeline=default --emit=ptx -o %t.ptx 2>&1 | %FileCheck %s
// RUN: test ! -e %t.ptx
// RUN: %not %tile-opt %s --split-input-file --pipeline=default --emit=host-llvm 2>&1 | %FileCheck %s --check-prefix=HOST

// CHECK: extern-function.mlir:[[@LINE+4]]:3: error: [extern-function] this use of _mlir_ciface_e, the C interface that upstream's conversion gives the declaration func.func @e: the function is declared in gpu.module @decl and defined nowhere in it; ptxas compiles a unit whole, with no device linking after it, and refuses the PTX ("Unresolved extern function '_mlir_ciface_e'"); define it in gpu.module @decl, or use a function ptxas provides (vprintf, malloc, free, __assertfail), an LLVM intrinsic or libdevice's __nv_*
// HOST: extern-function.mlir:[[@LINE+3]]:3: error: [extern-function] this use of _mlir_ciface_e
gpu.module @decl [#nvvm.target<chip = "sm_90a">] {
  // expected-error@below {{[extern-function] this use of _mlir_ciface_e, the C interface that upstream's conversion gives the declaration func.func @e}}
  func.func private @e()
  gpu.func @k(%s: memref<52xbf16, 1>) kernel {
    gpu.return
  }
}

// -----

// CHECK: extern-function.mlir:[[@LINE+6]]:5: error: [extern-function] this use of ext: the function is declared in gpu.module @call and defined nowhere in it
gpu.module @call [#nvvm.target<chip = "sm_90a">] {
  llvm.func @ext(i32)
  gpu.func @k() kernel {
    %c = arith.constant 1 : i32
    // expected-error@below {{[extern-function] this use of ext: the function is declared in gpu.module @call}}
    llvm.call @ext(%c) : (i32) -> ()
    llvm.call @ext(%c) : (i32) -> ()
    gpu.return
  }
}

// -----

gpu.module @address [#nvvm.target<chip = "sm_90a">] {
  llvm.func @ext()
  gpu.func @k(%out: !llvm.ptr<1>) kernel {
    // expected-error@below {{[extern-function] this use of ext: the function is declared in gpu.module @address}}
    %f = llvm.mlir.addressof @ext : !llvm.ptr
    llvm.store %f, %out : !llvm.ptr, !llvm.ptr<1>
    gpu.return
  }
}
