// [param-width]: LLVM's NVPTX back end passes an integer parameter or result of 65 to 127 bits
// as .param .b128, which ptxas refuses before PTX ISA 8.3 ("Feature 'Type .b128' requires PTX
// ISA .version 8.3 or later"); tile-opt writes sm_90a's PTX in 8.0, compiled such a function
// and exited 0 (tile-fuzz seed 21212, regression ptxas-reject-b128-param). Before LLVM sees a
// unit whose PTX ISA version is below 8.3, each device function it writes with such a
// parameter or result (gpu.func, func.func and llvm.func alike; kernels are [param-type]'s)
// is a located error, and so is each call written with such an argument or result whose
// callee the unit does not define (an indirect call, a declared function). Exit 1, nothing
// written; --emit=host-llvm (the PTX it embeds) likewise for gpu.modules. The message names
// the rule, the function or call, the type, PTX ISA 8.3 and the unit's version and target.
// param-width-allowed.mlir holds what still compiles (i64, i128, aggregates, sm_100a's 8.6,
// tile.ptx_version = "8.3").

// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pipeline=default --emit=ptx
// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pipeline=default-asm --emit=ptx
// RUN: %not %tile-opt %s --split-input-file --pipeline=default --emit=ptx 2>&1 | %FileCheck %s
// RUN: %not %tile-opt %s --split-input-file --pipeline=default-asm --emit=ptx 2>&1 | %FileCheck %s
// RUN: %not %tile-opt %s --split-input-file --pipeline=default --emit=host-llvm 2>&1 | %FileCheck %s --check-prefix=HOST
// RUN: rm -f %t.ptx %t.ll
// RUN: %not %tile-opt %s --split-input-file --pipeline=default --emit=ptx -o %t.ptx
// RUN: test ! -e %t.ptx
// RUN: %not %tile-opt %s --split-input-file --pipeline=default --emit=host-llvm -o %t.ll
// RUN: test ! -e %t.ll

// The regression's smallest form: a builtin.module translated as one unit (host code for
// --emit=host-llvm, which compiles no PTX of it).
module {
  // CHECK: param-width.mlir:[[@LINE+2]]:3: error: 'llvm.func' op [param-width] device function @f takes argument #0 as i65: NVPTX passes an integer of 65 to 127 bits as .param .b128, which needs PTX ISA 8.3, and builtin.module is written in PTX ISA 8.0 for sm_90a; ptxas refuses it ("Feature 'Type .b128' requires PTX ISA .version 8.3 or later"); use an integer of at most 64 bits or of 128, or raise the unit's PTX version to 8.3 (tile.ptx_version = "8.3"), or compile for a target whose PTX ISA is 8.3 or later (sm_100a: 8.6)
  // expected-error@below {{[param-width] device function @f takes argument #0 as i65: NVPTX passes an integer of 65 to 127 bits as .param .b128, which needs PTX ISA 8.3, and builtin.module is written in PTX ISA 8.0 for sm_90a}}
  llvm.func @f(%a: i65) {
    llvm.return
  }
}

// -----

// A result, as the finding had it (i127).
module {
  // CHECK: param-width.mlir:[[@LINE+2]]:3: error: 'llvm.func' op [param-width] device function @r returns i127: NVPTX passes
  // expected-error@below {{[param-width] device function @r returns i127}}
  llvm.func @r() -> i127 {
    %0 = llvm.mlir.constant(0 : i127) : i127
    llvm.return %0 : i127
  }
}

// -----

// A gpu.func that is not a kernel, and a func.func (reported once: not again for the C
// interface _mlir_ciface_wide that upstream's conversion adds at the same place).
gpu.module @functions [#nvvm.target<chip = "sm_90a">] {
  // CHECK: param-width.mlir:[[@LINE+3]]:3: error: 'llvm.func' op [param-width] device function @helper takes argument #1 as i96: NVPTX passes an integer of 65 to 127 bits as .param .b128, which needs PTX ISA 8.3, and gpu.module @functions is written in PTX ISA 8.0 for sm_90a
  // HOST: param-width.mlir:[[@LINE+2]]:3: error: 'llvm.func' op [param-width] device function @helper takes argument #1 as i96
  // expected-error@below {{[param-width] device function @helper takes argument #1 as i96}}
  gpu.func @helper(%a: i32, %b: i96) {
    gpu.return
  }
  // CHECK-NOT: _mlir_ciface_wide
  // CHECK: param-width.mlir:[[@LINE+3]]:3: error: 'llvm.func' op [param-width] device function @wide returns i100
  // HOST: param-width.mlir:[[@LINE+2]]:3: error: 'llvm.func' op [param-width] device function @wide returns i100
  // expected-error@below {{[param-width] device function @wide returns i100}}
  func.func @wide(%a: i64) -> i100 {
    %r = arith.extui %a : i64 to i100
    return %r : i100
  }
  // CHECK-NOT: _mlir_ciface_wide
  gpu.func @k(%p: memref<4xi32, 1>) kernel {
    gpu.return
  }
}

// -----

// Calls of a callee the unit does not define: indirect ones (an argument, a result) and a
// function ptxas provides, declared with an i65 parameter; a variadic argument is fine.
gpu.module @calls [#nvvm.target<chip = "sm_90a">] {
  llvm.func @malloc(i65) -> !llvm.ptr
  llvm.func @variadic(%f: !llvm.ptr, ...) {
    llvm.return
  }
  gpu.func @k(%p: !llvm.ptr<1>, %fp: !llvm.ptr) kernel {
    %a = llvm.load %p : !llvm.ptr<1> -> i65
    // CHECK: param-width.mlir:[[@LINE+3]]:10: error: 'llvm.call' op [param-width] this indirect call passes argument #0 as i65: NVPTX passes an integer of 65 to 127 bits as .param .b128, which needs PTX ISA 8.3, and gpu.module @calls is written in PTX ISA 8.0 for sm_90a
    // HOST: param-width.mlir:[[@LINE+2]]:10: error: 'llvm.call' op [param-width] this indirect call passes argument #0 as i65
    // expected-error@below {{[param-width] this indirect call passes argument #0 as i65}}
    %b = llvm.call %fp(%a) : !llvm.ptr, (i65) -> i32
    // CHECK: param-width.mlir:[[@LINE+2]]:10: error: 'llvm.call' op [param-width] this indirect call returns i127
    // expected-error@below {{[param-width] this indirect call returns i127}}
    %c = llvm.call %fp() : !llvm.ptr, () -> i127
    // CHECK: param-width.mlir:[[@LINE+2]]:10: error: 'llvm.call' op [param-width] this call of malloc passes argument #0 as i65
    // expected-error@below {{[param-width] this call of malloc passes argument #0 as i65}}
    %m = llvm.call @malloc(%a) : (i65) -> !llvm.ptr
    // CHECK-NOT: 'llvm.call' op [param-width]
    llvm.call @variadic(%m, %a) vararg(!llvm.func<void (ptr, ...)>) : (!llvm.ptr, i65) -> ()
    gpu.return
  }
}

// -----

// Older targets' PTX (sm_80: 7.0), and a tile.ptx_version raised, but not to 8.3.
gpu.module @sm80 [#nvvm.target<chip = "sm_80">] {
  // CHECK: param-width.mlir:[[@LINE+2]]:3: error: 'llvm.func' op [param-width] device function @g takes argument #0 as i65: NVPTX passes an integer of 65 to 127 bits as .param .b128, which needs PTX ISA 8.3, and gpu.module @sm80 is written in PTX ISA 7.0 for sm_80
  // expected-error@below {{gpu.module @sm80 is written in PTX ISA 7.0 for sm_80}}
  llvm.func @g(%a: i65) {
    llvm.return
  }
}

// -----

gpu.module @raised [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.2"} {
  // CHECK: param-width.mlir:[[@LINE+2]]:3: error: 'llvm.func' op [param-width] device function @g takes argument #0 as i65: NVPTX passes an integer of 65 to 127 bits as .param .b128, which needs PTX ISA 8.3, and gpu.module @raised is written in PTX ISA 8.2 for sm_90a
  // expected-error@below {{gpu.module @raised is written in PTX ISA 8.2 for sm_90a}}
  llvm.func @g(%a: i65) {
    llvm.return
  }
}
