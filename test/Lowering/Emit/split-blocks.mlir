// A unit compiled at -O0 (tile.emission = "asm" or "large") has its long
// straight-line blocks split into runs of at most 384 ops joined by
// branches before translation: SelectionDAG costs about twice per node in
// one huge block what it costs in many small ones. At -O0 nothing merges
// them back, so each split is a `bra.uni` to the next label in the PTX;
// the entry block's allocas stay in the entry block (a static frame, no
// dynamic alloca). A unit compiled at -O2 is not split.
// REQUIRES: ptxas

// RUN: %python %S/Inputs/long-block.py 1000 asm > %t.asm.mlir
// RUN: %tile-opt %t.asm.mlir --emit=ptx -o %t.asm.ptx
// RUN: %FileCheck %s --input-file=%t.asm.ptx
// RUN: ptxas -arch=sm_90a %t.asm.ptx -o /dev/null
// RUN: %python %S/Inputs/long-block.py 1000 large > %t.large.mlir
// RUN: %tile-opt %t.large.mlir --emit=ptx | %FileCheck %s
// RUN: %python %S/Inputs/long-block.py 1000 none > %t.o2.mlir
// RUN: %tile-opt %t.o2.mlir --emit=ptx | %FileCheck %s --check-prefix=O2

// 5 ops before the asm statements, 1000 asm statements, 5 after: blocks of
// 384 ops start at ops 384 and 768 (asm statements 379 and 763).
// CHECK-LABEL: .visible .entry k(
// CHECK:       .local .align 4 .b8 __local_depot0[8];
// CHECK-NOT:   alloca
// CHECK:       // stmt 378
// CHECK-NEXT:  // end inline asm
// CHECK-NEXT:  bra.uni $L__BB0_1;
// CHECK-NEXT:  $L__BB0_1:
// CHECK-NEXT:  // begin inline asm
// CHECK-NEXT:  // stmt 379
// CHECK:       // stmt 762
// CHECK-NEXT:  // end inline asm
// CHECK-NEXT:  bra.uni $L__BB0_2;
// CHECK-NEXT:  $L__BB0_2:
// CHECK-NEXT:  // begin inline asm
// CHECK-NEXT:  // stmt 763
// CHECK-NOT:   bra
// CHECK:       ret;

// O2-LABEL: .visible .entry k(
// O2-NOT:   bra
// O2-NOT:   $L__BB
// O2:       ret;
