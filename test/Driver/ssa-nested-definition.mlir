// An SSA name used before any definition in its region and then defined in a region nested in
// it: MLIR 22's parser resolves the use (a forward reference) to the nested definition, and when
// the parse then fails inside that region it frees the defining op while the outer op still
// uses it. Its destruction wrote into the freed op (valgrind: Operation::dropAllReferences into
// memory Block::clear freed; mlir-opt-22 too), which corrupted glibc's heap: tile-fuzz seed 30303
// aborted later in an unrelated free ("unaligned tcache chunk detected"). tile-opt refuses the
// input before MLIR parses it, at the nested definition, naming the use; exit 1, nothing
// written. The name's other forms of definition (a result list, a result group, a block
// argument) are refused too; a later sibling region and a definition visible to the use are
// not (the tests of compiler/src/input/nested_definition.rs).

// RUN: %not %tile-opt %s --pipeline=default --emit=ptx 2>&1 | %FileCheck %s
// RUN: rm -f %t.ptx
// RUN: %not %tile-opt %s --pipeline=default --emit=ptx -o %t.ptx
// RUN: test ! -e %t.ptx
// RUN: sed 's/^  %y = llvm.mul/  %z, %y = llvm.mul/' %s > %t.list.mlir
// RUN: %not %tile-opt %t.list.mlir 2>&1 | %FileCheck %s --check-prefix=LIST
// RUN: %not %tile-opt %s --split-input-file 2>&1 | %FileCheck %s
// CHECK: ssa-nested-definition.mlir:[[@LINE+6]]:3: error: [ssa-nested-definition] %y is used at line [[@LINE+3]], column 15, before any definition its region can see, and defined here, inside a region nested in that one: a value defined in a nested region is not visible outside it
// CHECK-NOT: error
// LIST: list.mlir:[[@LINE+4]]:7: error: [ssa-nested-definition] %y is used at line [[@LINE+1]], column 15
%q = llvm.add %y, %y : i32
module {
  %c = llvm.mlir.constant(1 : i32) : i32
  %y = llvm.mul %c, %c : i32
  ^copy:
