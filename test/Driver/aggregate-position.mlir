// A position of 2^32 or more in llvm.insertvalue / llvm.extractvalue: MLIR 22
// checks positions after truncating them to 32 bits, so one into a struct
// crashed its parser (a segmentation fault in getInsertExtractValueElementType,
// custom and generic form; tile-fuzz seed 1212, regression
// crash-aggregate-position) and one into an array was read as another element
// with exit 0. tile-opt refuses it before MLIR parses, at the number, naming the
// rule; nothing is written. Positions below 2^32 go to MLIR's own check.

// RUN: %not %tile-opt %s --pipeline=default --emit=ptx -o %t.ptx 2>&1 | %FileCheck %s
// RUN: not test -e %t.ptx
// RUN: sed 's/%%s0\[4294967296\]/%%s0[1]/' %s > %t.generic.mlir
// RUN: %not %tile-opt %t.generic.mlir 2>&1 | %FileCheck %s --check-prefix=GENERIC
// RUN: sed 's/%%s0\[4294967296\]/%%s0[1]/; s/i64: 8589934593/i64: 1/' %s > %t.array.mlir
// RUN: %not %tile-opt %t.array.mlir 2>&1 | %FileCheck %s --check-prefix=ARRAY
// RUN: sed 's/%%s0\[4294967296\]/%%s0[1]/; s/i64: 8589934593/i64: 1/; s/%%a\[4294967297\]/%%a[3]/' %s > %t.fine.mlir
// RUN: %not %tile-opt %t.fine.mlir 2>&1 | %FileCheck %s --check-prefix=FINE
// CHECK: aggregate-position.mlir:[[@LINE+9]]:34: error: [aggregate-position] position 4294967296 of an llvm.insertvalue / llvm.extractvalue is not supported: MLIR 22 reads positions as 32-bit numbers (it crashes on such a position into a struct and reads another element of an array); positions below 4294967296 only
// CHECK-NOT: error
// GENERIC: generic.mlir:[[@LINE+8]]:57: error: [aggregate-position] position 8589934593
// ARRAY: array.mlir:[[@LINE+8]]:29: error: [aggregate-position] position 4294967297
// Positions below 2^32 reach MLIR's own bounds check (2147483648 is out of bounds;
// MLIR reports it at the token after the op).
// FINE: fine.mlir:[[@LINE+7]]:3: error: custom op 'llvm.extractvalue' position out of bounds: 2147483648
llvm.func @f(%x: i64, %a: !llvm.array<4 x i64>) {
  %s0 = llvm.mlir.poison : !llvm.struct<(ptr, i64)>
  %s1 = llvm.insertvalue %x, %s0[4294967296] : !llvm.struct<(ptr, i64)>
  %e = "llvm.extractvalue"(%s1) <{position = array<i64: 8589934593>}> : (!llvm.struct<(ptr, i64)>) -> i64
  %g = llvm.extractvalue %a[4294967297] : !llvm.array<4 x i64>
  %h = llvm.extractvalue %s1[2147483648] : !llvm.struct<(ptr, i64)>
  llvm.return
}
