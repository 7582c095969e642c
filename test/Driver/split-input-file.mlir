// --split-input-file: every `// -----` part is parsed, verified and printed
// on its own, and the printed modules are joined by `// -----` lines, as with
// mlir-opt. Without the flag the marker is an ordinary comment: the whole
// file is one module.

// RUN: %tile-opt --split-input-file %s | %FileCheck %s --check-prefix=SPLIT
// RUN: %tile-opt %s | %FileCheck %s --check-prefix=WHOLE

// Each part becomes its own module; a part that is an explicit module is
// printed as that module (name and attributes kept).

// SPLIT:      module {
// SPLIT-NEXT:   func.func @first() {
// SPLIT-NEXT:     tile.bulk_commit
// SPLIT-NEXT:     return
// SPLIT-NEXT:   }
// SPLIT-NEXT: }
// SPLIT-NEXT: // -----
// SPLIT-NEXT: module {
// SPLIT-NEXT:   func.func @second() {
// SPLIT-NEXT:     tile.bulk_wait 0 read
// SPLIT-NEXT:     return
// SPLIT-NEXT:   }
// SPLIT-NEXT: }
// SPLIT-NEXT: // -----
// SPLIT-NEXT: module @third_module attributes {tile.note = "third"} {
// SPLIT-NEXT:   func.func @third(
// SPLIT-NEXT:     tile.bulk_store
// SPLIT-NEXT:     return
// SPLIT-NEXT:   }
// SPLIT-NEXT: }
// SPLIT-NOT:  {{.}}

// WHOLE:      module {
// WHOLE-NEXT:   func.func @first() {
// WHOLE:        func.func @second() {
// WHOLE:        module @third_module attributes {tile.note = "third"} {
// WHOLE-NEXT:     func.func @third(
// WHOLE-NOT:  // -----

func.func @first() {
  tile.bulk_commit
  return
}

// -----

func.func @second() {
  tile.bulk_wait 0 read
  return
}

// -----

module @third_module attributes {tile.note = "third"} {
  func.func @third(%s: memref<1024xf32, 3>, %g: memref<1024xf32, 1>, %n: i32) {
    tile.bulk_store %s to %g, %n : memref<1024xf32, 3>, memref<1024xf32, 1>
    return
  }
}
