// What [param-width] (test/Lowering/Emit/param-width.mlir) leaves alone, all compiled, and
// ptxas 13.0 assembles the PTX of both strategies (the ptxas check of `cargo test`): on
// sm_90a (PTX ISA 8.0) integers of up to 64 bits and of 128 bits and more
// (passed as .b64 or a .b8 array), vectors, structs and arrays of i65 (.b8 arrays), a
// declaration with an i65 parameter that is never called (not written), i65 as a variadic
// argument (passed in a byte buffer), i65 values inside a function; and i65 parameters,
// results and indirect calls wherever the unit is written in PTX ISA 8.3 or later: sm_100a
// (8.6), or a tile.ptx_version of "8.3".

// RUN: %tile-opt %s --split-input-file --pipeline=default --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --split-input-file --pipeline=default-asm --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --split-input-file --pipeline=default --emit=host-llvm -o %t.ll
// RUN: %FileCheck %s --check-prefix=HOST < %t.ll

// CHECK-LABEL: // gpu.module @widths
// CHECK: .version 8.0
// CHECK-NOT: .b128
// CHECK-NOT: unused
// CHECK: .func {{.*}}i128(
// CHECK-NEXT: .param .align 16 .b8 i128_param_0[16]
// CHECK-NOT: .b128
// CHECK-LABEL: .visible .entry k(
// CHECK-NOT: .b128
// HOST: .version 8.0
gpu.module @widths [#nvvm.target<chip = "sm_90a">] {
  llvm.func @unused(i65) -> i65
  llvm.func @i64(%a: i64) -> i64 {
    llvm.return %a : i64
  }
  llvm.func @i128(%a: i128) -> i128 {
    llvm.return %a : i128
  }
  llvm.func @i129(%a: i129) -> i192 {
    %r = llvm.zext %a : i129 to i192
    llvm.return %r : i192
  }
  llvm.func @aggregates(%v: vector<2xi65>, %s: !llvm.struct<(i32, i65)>, %a: !llvm.array<2147483647 x i65>) -> !llvm.struct<(i65)> {
    %r = llvm.mlir.undef : !llvm.struct<(i65)>
    llvm.return %r : !llvm.struct<(i65)>
  }
  llvm.func @variadic(%f: !llvm.ptr, ...) {
    llvm.return
  }
  gpu.func @k(%p: !llvm.ptr<1>) kernel {
    %a = llvm.load %p : !llvm.ptr<1> -> i65
    %b = llvm.add %a, %a : i65
    llvm.store %b, %p : i65, !llvm.ptr<1>
    %f = llvm.mlir.zero : !llvm.ptr
    llvm.call @variadic(%f, %b) vararg(!llvm.func<void (ptr, ...)>) : (!llvm.ptr, i65) -> ()
    gpu.return
  }
}

