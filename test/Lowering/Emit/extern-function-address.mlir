// [extern-function-address]: ptxas provides vprintf, malloc, free and __assertfail to be
// called ([extern-function] lets their declarations through), but refuses PTX that uses one
// as a value ("Cannot take address of function 'malloc'": `mov.u64 %rd1, malloc;`, or a
// global initialized `= malloc`); `llvm.mlir.addressof @malloc` stored to memory compiled and
// tile-opt exited 0. Whether an address reaches the PTX is LLVM's doing (a call through it
// becomes a direct call; at -O2 an address stored to a local and loaded back is folded, at -O0
// it is not), so the output stage reads each unit's PTX for those functions used as values
// (lowering/src/output/externs.rs: ptx_takes_address) and reports each at the
// llvm.mlir.addressof whose result is used other than as a callee. Exit 1, nothing written;
// --emit=host-llvm reads the PTX it embeds. extern-function-address-allowed.mlir holds the
// addresses LLVM folds away, which compile.

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

// The regression: the address of malloc stored to global memory.
gpu.module @stored [#nvvm.target<chip = "sm_90a">] {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
    // CHECK: extern-function-address.mlir:[[@LINE+3]]:10: error: [extern-function-address] this llvm.mlir.addressof @malloc puts the address of malloc into the PTX of gpu.module @stored as a value: ptxas provides malloc to be called, and refuses its address ("Cannot take address of function 'malloc'"); call @malloc directly (a call through this address alone becomes a direct call), or point to a function defined in gpu.module @stored that calls it
    // HOST: extern-function-address.mlir:[[@LINE+2]]:10: error: [extern-function-address] this llvm.mlir.addressof @malloc puts the address of malloc into the PTX of gpu.module @stored
    // expected-error@below {{[extern-function-address] this llvm.mlir.addressof @malloc puts the address of malloc into the PTX of gpu.module @stored as a value}}
    %f = llvm.mlir.addressof @malloc : !llvm.ptr
    llvm.store %f, %p : !llvm.ptr, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// vprintf in a global's initializer; free passed to a function of the unit.
gpu.module @passed [#nvvm.target<chip = "sm_90a">] {
  llvm.func @free(!llvm.ptr)
  llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
  llvm.mlir.global external @printer() {addr_space = 1 : i32} : !llvm.ptr {
    // CHECK: extern-function-address.mlir:[[@LINE+3]]:10: error: [extern-function-address] this llvm.mlir.addressof @vprintf puts the address of vprintf into the PTX of gpu.module @passed
    // HOST: extern-function-address.mlir:[[@LINE+2]]:10: error: [extern-function-address] this llvm.mlir.addressof @vprintf
    // expected-error@below {{[extern-function-address] this llvm.mlir.addressof @vprintf}}
    %f = llvm.mlir.addressof @vprintf : !llvm.ptr
    llvm.return %f : !llvm.ptr
  }
  llvm.func @use(%f: !llvm.ptr) {
    llvm.return
  }
  llvm.func @k() attributes {nvvm.kernel} {
    // (Not in the host's PTX: the device compilation of --emit=host-llvm runs LLVM's -O2
    // pipeline, which drops the call of the empty @use, and the address with it.)
    // CHECK: extern-function-address.mlir:[[@LINE+2]]:10: error: [extern-function-address] this llvm.mlir.addressof @free puts the address of free into the PTX of gpu.module @passed
    // expected-error@below {{[extern-function-address] this llvm.mlir.addressof @free}}
    %f = llvm.mlir.addressof @free : !llvm.ptr
    llvm.call @use(%f) : (!llvm.ptr) -> ()
    llvm.return
  }
}

// -----

// __assertfail or malloc, picked at run time (both reported); malloc compared with a loaded
// pointer.
gpu.module @picked [#nvvm.target<chip = "sm_90a">] {
  llvm.func @__assertfail(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @k(%p: !llvm.ptr<1>, %b: i1) attributes {nvvm.kernel} {
    // CHECK: extern-function-address.mlir:[[@LINE+2]]:10: error: [extern-function-address] this llvm.mlir.addressof @__assertfail
    // expected-error@below {{[extern-function-address] this llvm.mlir.addressof @__assertfail}}
    %a = llvm.mlir.addressof @__assertfail : !llvm.ptr
    // CHECK: extern-function-address.mlir:[[@LINE+2]]:10: error: [extern-function-address] this llvm.mlir.addressof @malloc
    // expected-error@below {{[extern-function-address] this llvm.mlir.addressof @malloc}}
    %m = llvm.mlir.addressof @malloc : !llvm.ptr
    %s = llvm.select %b, %a, %m : i1, !llvm.ptr
    %n = llvm.mlir.constant(8 : i64) : i64
    llvm.call %s(%n) : !llvm.ptr, (i64) -> ()
    llvm.return
  }
}

// -----

gpu.module @compared [#nvvm.target<chip = "sm_90a">] {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
    // CHECK: extern-function-address.mlir:[[@LINE+2]]:10: error: [extern-function-address] this llvm.mlir.addressof @malloc puts the address of malloc into the PTX of gpu.module @compared
    // expected-error@below {{[extern-function-address] this llvm.mlir.addressof @malloc}}
    %f = llvm.mlir.addressof @malloc : !llvm.ptr
    %q = llvm.load %p : !llvm.ptr<1> -> !llvm.ptr
    %c = llvm.icmp "eq" %f, %q : !llvm.ptr
    llvm.store %c, %p : i1, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// At -O0 (a unit the inline-asm strategy marks so): an address stored to a local and loaded
// back stays in the PTX (at -O2 it is folded into a direct call: the allowed file).
gpu.module @unoptimized [#nvvm.target<chip = "sm_90a">] attributes {tile.emission = "asm"} {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
    %one = llvm.mlir.constant(1 : i32) : i32
    %n = llvm.mlir.constant(8 : i64) : i64
    // CHECK: extern-function-address.mlir:[[@LINE+2]]:10: error: [extern-function-address] this llvm.mlir.addressof @malloc puts the address of malloc into the PTX of gpu.module @unoptimized
    // expected-error@below {{[extern-function-address] this llvm.mlir.addressof @malloc}}
    %f = llvm.mlir.addressof @malloc : !llvm.ptr
    %a = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
    llvm.store %f, %a : !llvm.ptr, !llvm.ptr
    %l = llvm.load %a : !llvm.ptr -> !llvm.ptr
    %m = llvm.call %l(%n) : !llvm.ptr, (i64) -> !llvm.ptr
    llvm.store %m, %p : !llvm.ptr, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// Two addresses of malloc on one line, merged by MLIR's folder into one constant whose location
// it drops (unknown): the error goes to the first use of the merged address that has a source
// position (the select), not to the file alone (found by fuzzing, seed 24242).
gpu.module @merged [#nvvm.target<chip = "sm_90a">] {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @k(%p: !llvm.ptr<1>, %b: i1) attributes {nvvm.kernel} {
    %a = llvm.mlir.addressof @malloc : !llvm.ptr
    %m = llvm.mlir.addressof @malloc : !llvm.ptr
    // CHECK: extern-function-address.mlir:[[@LINE+3]]:10: error: [extern-function-address] this llvm.mlir.addressof @malloc puts the address of malloc into the PTX of gpu.module @merged as a value
    // HOST: extern-function-address.mlir:[[@LINE+2]]:10: error: [extern-function-address] this llvm.mlir.addressof @malloc puts the address of malloc into the PTX of gpu.module @merged
    // expected-error@below {{[extern-function-address] this llvm.mlir.addressof @malloc puts the address of malloc into the PTX of gpu.module @merged as a value}}
    %s = llvm.select %b, %a, %m : i1, !llvm.ptr
    llvm.store %s, %p : !llvm.ptr, !llvm.ptr<1>
    llvm.return
  }
}
