// One gpu.module of independent kernels is split into chunks (here one
// kernel each: --output-chunk-ops=1), each translated into its own LLVM
// module and compiled on its own thread; the stitched PTX is the same bytes
// as the unit compiled whole (--output-chunk-ops=0), whatever the thread
// count: one header and globals section (the global demoted into its only
// user, kc, marked as in the whole unit), the entries in order, each
// function's labels and local depot numbered by its place in the whole unit.
// No verbose-assembly comments (`llc -asm-verbose=false`: LLVM's loop
// comments grew as the cube of a loop nest's depth). ptxas accepts it.

// REQUIRES: ptxas
// RUN: %tile-opt %s --emit=ptx --output-chunk-ops=0 -o %t.whole.ptx --timing 2> %t.whole.timing
// RUN: %tile-opt %s --emit=ptx --output-chunk-ops=1 --threads=1 -o %t.split1.ptx --timing 2> %t.split.timing
// RUN: %tile-opt %s --emit=ptx --output-chunk-ops=1 --threads=3 -o %t.split3.ptx
// RUN: diff %t.whole.ptx %t.split1.ptx
// RUN: diff %t.whole.ptx %t.split3.ptx
// RUN: %FileCheck %s < %t.split3.ptx
// RUN: %FileCheck %s --check-prefix=SPLIT < %t.split.timing
// RUN: %FileCheck %s --check-prefix=WHOLE < %t.whole.timing
// RUN: ptxas -arch=sm_90a %t.split3.ptx -o %t.cubin 2>&1 | count 0
// RUN: %FileCheck %s --check-prefix=QUIET < %t.split3.ptx

// RUN: %not %tile-opt %s --emit=ptx --output-chunk-ops=x 2>&1 | %FileCheck %s --check-prefix=BAD
// BAD: tile-opt: error: --output-chunk-ops must be a non-negative integer, got 'x'

// The only comments: the unit line, LLVM's banner, `.globl` and demotion.
// QUIET: // gpu.module @k
// QUIET-NOT: {{//.*(// @|-- Begin function|-- End function|Loop|Depth=|%bb\.|=>)}}

// SPLIT: Stitch PTX
// WHOLE-NOT: Stitch PTX

// CHECK: // gpu.module @k
// CHECK: .version 8.0
// CHECK-NEXT: .target sm_90a
// CHECK: // .globl ka
// CHECK-NEXT: .global .align 4 .b8 table[16] = {1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4};
// CHECK-NEXT: // only_c has been demoted
// CHECK-EMPTY:
// CHECK-NEXT: .visible .entry ka(
// CHECK: $L__BB0_1:{{$}}
// CHECK: // .globl kb
// CHECK-NEXT: .visible .entry kb(
// CHECK: ){{$}}
// CHECK: .local .align 4 .b8 __local_depot1[32];
// CHECK: mov.b64 %SPL, __local_depot1;
// CHECK-LABEL: .visible .entry kc(
// CHECK: ){{$}}
// CHECK: // demoted variable
// CHECK-NEXT: .shared .align 8 .b8 only_c[128];
// CHECK-LABEL: .visible .entry kd(
// CHECK: .maxntid 128, 1, 1{{$}}
// CHECK: .local .align 4 .b8 __local_depot3[32];
// CHECK: $L__BB3_1:{{$}}
// CHECK: @%p1 bra $L__BB3_3;
// CHECK: bra.uni $L__BB3_1;
// CHECK-NOT: .version
// CHECK-NOT: .global .align 4 .b8 table

module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    llvm.mlir.global internal @table(dense<[1, 2, 3, 4]> : tensor<4xi32>) {addr_space = 1 : i32} : !llvm.array<4 x i32>
    llvm.mlir.global private @only_c() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<32 x i32>
    llvm.func @ka(%p: !llvm.ptr<1>, %n: i32) attributes {nvvm.kernel} {
      %c0 = llvm.mlir.constant(0 : i32) : i32
      %c1 = llvm.mlir.constant(1 : i32) : i32
      llvm.br ^loop(%c0 : i32)
    ^loop(%i: i32):
      %done = llvm.icmp "sge" %i, %n : i32
      llvm.cond_br %done, ^exit, ^body
    ^body:
      %q = llvm.getelementptr %p[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      llvm.store %i, %q : i32, !llvm.ptr<1>
      %next = llvm.add %i, %c1 : i32
      llvm.br ^loop(%next : i32)
    ^exit:
      llvm.return
    }
    llvm.func @kb(%p: !llvm.ptr<1>, %n: i32) attributes {nvvm.kernel} {
      %c1 = llvm.mlir.constant(1 : i32) : i32
      %c0 = llvm.mlir.constant(0 : i32) : i32
      %a = llvm.alloca %c1 x !llvm.array<8 x i32> : (i32) -> !llvm.ptr
      %e = llvm.getelementptr %a[0, %n] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<8 x i32>
      llvm.store %n, %e {volatile} : i32, !llvm.ptr
      %f = llvm.getelementptr %a[0, %c1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<8 x i32>
      %v = llvm.load volatile %f : !llvm.ptr -> i32
      %t = llvm.mlir.addressof @table : !llvm.ptr<1>
      %g = llvm.getelementptr %t[0, %n] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.array<4 x i32>
      %w = llvm.load %g : !llvm.ptr<1> -> i32
      %s = llvm.add %v, %w : i32
      llvm.store %s, %p : i32, !llvm.ptr<1>
      llvm.return
    }
    llvm.func @kc(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
      %t = nvvm.read.ptx.sreg.tid.x : i32
      %s = llvm.mlir.addressof @only_c : !llvm.ptr<3>
      %e = llvm.getelementptr %s[0, %t] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<32 x i32>
      llvm.store %t, %e : i32, !llvm.ptr<3>
      nvvm.barrier0
      %v = llvm.load %s : !llvm.ptr<3> -> i32
      llvm.store %v, %p : i32, !llvm.ptr<1>
      llvm.return
    }
    llvm.func @kd(%p: !llvm.ptr<1>, %n: i32) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
      %c0 = llvm.mlir.constant(0 : i32) : i32
      %c2 = llvm.mlir.constant(2 : i32) : i32
      %c1 = llvm.mlir.constant(1 : i32) : i32
      %a = llvm.alloca %c1 x !llvm.array<8 x i32> : (i32) -> !llvm.ptr
      %e = llvm.getelementptr %a[0, %n] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<8 x i32>
      llvm.store %n, %e {volatile} : i32, !llvm.ptr
      llvm.br ^loop(%c0 : i32)
    ^loop(%i: i32):
      %done = llvm.icmp "sge" %i, %n : i32
      llvm.cond_br %done, ^exit, ^body
    ^body:
      %q = llvm.getelementptr %p[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %x = llvm.load volatile %e : !llvm.ptr -> i32
      llvm.store %x, %q : i32, !llvm.ptr<1>
      %next = llvm.add %i, %c2 : i32
      llvm.br ^loop(%next : i32)
    ^exit:
      llvm.return
    }
  }
}
