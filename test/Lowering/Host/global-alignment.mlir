// A host global aligned to 2 GiB: LLVM pads the object file to the alignment (256 MiB of
// alignment made a 256 MiB object), and the 2 GiB one aborted the process allocating 4 GiB
// for it (tile-fuzz seed 909, 08569c5f9137, --emit=host-obj). The limit of device globals
// (128 KiB) applies: a located error, exit 1, no object file.
// RUN: rm -f %t.o
// RUN: %not %tile-opt %s --pipeline=default --emit=host-obj -o %t.o 2>&1 | %FileCheck %s
// RUN: test ! -e %t.o
// CHECK: global-alignment.mlir:[[@LINE+3]]:3: error: 'llvm.mlir.global' op [global-alignment] {{(host )?}}llvm.mlir.global @huge_host is aligned to 2147483648 bytes, but a global may be aligned to at most 131072 bytes (128 KiB; ptxas and the host object file need time and memory in proportion to the alignment)
// CHECK-NEXT: global-alignment.mlir:{{[0-9]+}}:1: error: [global-alignment] a host global is aligned to more than the object file can afford (see the error at the op)
module {
  llvm.mlir.global private @huge_host() {alignment = 2147483648 : i64} : i64
  llvm.mlir.global private @fine() {alignment = 131072 : i64} : i64
}
