// --split-input-file: each part is parsed alone, yet every location is a
// line of this file: parse errors, type errors, verifier errors and their
// notes, pass remarks that name other lines, in parts far from the first.
// Locations written in the source (loc(...)) are kept as written.

// RUN: %not %tile-opt --split-input-file --tile-separate-host-tma %s 2>&1 >/dev/null | %FileCheck %s

func.func @first() {
  tile.bulk_commit
  return
}

// -----

func.func @syntax() {
  // CHECK: split-input-file-locations.mlir:[[@LINE+1]]:22: error: expected attribute value
  %x = arith.constant : i32
  return
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    // CHECK-NEXT: split-input-file-locations.mlir:[[@LINE+1]]:42: error: '!tile.tensormap' type [box-dim-range] box dimension 1 must be 1..256, got 300
    gpu.func @bad_box(%d: !tile.tensormap<f32, rank = 2, box = [64, 300]>) kernel {
      gpu.return
    }
  }
}

// -----

func.func @twice() {
  return
}
// CHECK-NEXT: split-input-file-locations.mlir:[[@LINE+2]]:1: error: redefinition of symbol named 'twice'
// CHECK: split-input-file-locations.mlir:[[@LINE-4]]:1: note: see existing symbol definition here
func.func @twice() {
  return
}

// -----

func.func @written_locations() {
  // CHECK-NEXT: given.mlir:7:9: error: 'tile.cp_async_wait' op [wait-pending]
  tile.cp_async_wait -1 loc("given.mlir":7:9)
  return
}

// -----

func.func @written_without_file() {
  // CHECK-NEXT: split-input-file-locations.mlir:2:1: error: 'tile.cp_async_wait' op [wait-pending]
  tile.cp_async_wait -2 loc("":2:1)
  return
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k(%p: !llvm.ptr<1>, %h: i64) kernel {
      %pitch = arith.constant 256 : i64
      %bid = gpu.block_id x
      %bi = arith.index_cast %bid : index to i64
      // CHECK-NEXT: split-input-file-locations.mlir:[[@LINE+1]]:13: remark: 'tile.make_tensormap_ptr' op [device-born] descriptor depends on 'gpu.block_id' at line [[@LINE-2]]; it needs a device rebind
      %d0 = tile.make_tensormap_ptr %p, dims [%bi, %h], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d0 : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      gpu.return
    }
  }
}

// -----

// CHECK-NEXT: split-input-file-locations.mlir:[[@LINE+1]]:1: error: Dialect `not' not found for custom op 'not.an_op'
not.an_op
// CHECK-NEXT: split-input-file-locations.mlir:[[@LINE-1]]:1: note: Available dialects:
// CHECK-NOT: {{error|remark}}
