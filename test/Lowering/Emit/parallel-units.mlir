// Several gpu.modules compile to PTX on several threads (--threads=N, by
// default all cores): each unit in its own LLVM context and target machine,
// the text in unit order and byte-identical to compiling them one after the
// other (--threads=1), whatever the thread count.

// RUN: %tile-opt %s --emit=ptx --threads=1 -o %t.seq.ptx
// RUN: %tile-opt %s --emit=ptx --threads=3 -o %t.par3.ptx
// RUN: %tile-opt %s --emit=ptx -o %t.default.ptx
// RUN: diff %t.seq.ptx %t.par3.ptx
// RUN: diff %t.seq.ptx %t.default.ptx
// RUN: %FileCheck %s < %t.par3.ptx

// RUN: %not %tile-opt %s --emit=ptx --threads=0 2>&1 | %FileCheck %s --check-prefix=ZERO
// ZERO: tile-opt: error: --threads must be a positive integer, got '0'

// CHECK: // gpu.module @a
// CHECK: .target sm_90a
// CHECK-LABEL: .visible .entry ka(
// CHECK: // gpu.module @b
// CHECK: .target sm_100a
// CHECK-LABEL: .visible .entry kb(
// CHECK: // gpu.module @c
// CHECK: .target sm_90a
// CHECK-LABEL: .visible .entry kc(
// CHECK: // gpu.module @d
// CHECK: .target sm_80
// CHECK-LABEL: .visible .entry kd(
// CHECK: // gpu.module @e
// CHECK-LABEL: .visible .entry ke(

module attributes {gpu.container_module} {
  gpu.module @a [#nvvm.target<chip = "sm_90a">] {
    llvm.func @ka(%p: !llvm.ptr<1>, %v: i32) attributes {nvvm.kernel} {
      llvm.store %v, %p : i32, !llvm.ptr<1>
      llvm.return
    }
  }
  gpu.module @b [#nvvm.target<chip = "sm_100a">] {
    llvm.func @kb(%p: !llvm.ptr<1>, %v: f32) attributes {nvvm.kernel} {
      %w = llvm.fmul %v, %v : f32
      llvm.store %w, %p : f32, !llvm.ptr<1>
      llvm.return
    }
  }
  gpu.module @c [#nvvm.target<chip = "sm_90a">] {
    llvm.func @kc(%p: !llvm.ptr<1>, %v: i64) attributes {nvvm.kernel} {
      %w = llvm.add %v, %v : i64
      llvm.store %w, %p : i64, !llvm.ptr<1>
      llvm.return
    }
  }
  gpu.module @d [#nvvm.target<chip = "sm_80">] {
    llvm.func @kd(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
      %t = nvvm.read.ptx.sreg.tid.x : i32
      llvm.store %t, %p : i32, !llvm.ptr<1>
      llvm.return
    }
  }
  gpu.module @e [#nvvm.target<chip = "sm_90a">] {
    llvm.func @ke() attributes {nvvm.kernel} {
      llvm.return
    }
  }
}
