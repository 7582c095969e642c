// Pass pipelines that mix the Rust pass tile-verify with upstream MLIR passes,
// in every spelling the driver accepts: --pass-pipeline (and its short form
// -p), a pipeline nested on func.func, the --tile-verify flag (with and
// without options), a named pipeline (--pipeline=default), and several
// pipelines in command-line order. The tile ops survive the upstream passes.
// The named pipeline `default` grows as lowering passes land, so only its
// success is checked here.

// RUN: %tile-opt %s --pass-pipeline='builtin.module(tile-verify,canonicalize,cse)' | %FileCheck %s --check-prefix=CANON
// RUN: %tile-opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' | %FileCheck %s --check-prefix=CANON
// RUN: %tile-opt %s --pass-pipeline='builtin.module(func.func(tile-verify,canonicalize),tile-verify)' | %FileCheck %s --check-prefix=CANON
// RUN: %tile-opt %s -p 'builtin.module(cse)' | %FileCheck %s --check-prefix=CSE
// RUN: %tile-opt %s --pass-pipeline='builtin.module(cse)' --pass-pipeline='builtin.module(canonicalize)' | %FileCheck %s --check-prefix=CANON
// RUN: %tile-opt %s --tile-verify | %FileCheck %s --check-prefix=SAME
// RUN: %tile-opt %s --tile-verify=target=sm_90a | %FileCheck %s --check-prefix=SAME
// RUN: %tile-opt %s --pipeline='builtin.module(cse)' | %FileCheck %s --check-prefix=CSE
// RUN: %tile-opt %S/../../examples/copy_2d.mlir --pipeline=default | %FileCheck %s --check-prefix=DEFAULT
// RUN: %not %tile-opt %s --pipeline=default 2>&1 | %FileCheck %s --check-prefix=HOSTERR
// RUN: %tile-opt %s --tile-verify --pass-pipeline='builtin.module(cse)' | %FileCheck %s --check-prefix=CSE

// tile-verify inside a pipeline reports through MLIR's diagnostics, at the
// op's line, and fails the run (here: the options ask for a target without
// cp.async.bulk).
// RUN: %not %tile-opt %s --tile-verify='"target=sm_80"' 2>&1 | %FileCheck %s --check-prefix=SM80
// RUN: %not %tile-opt %s --pass-pipeline='builtin.module(canonicalize,tile-verify{target=sm_80})' 2>&1 | %FileCheck %s --check-prefix=SM80

// canonicalize folds the constant arithmetic (and so dedups it); cse only
// dedups; tile-verify alone changes nothing.

// CANON-LABEL: func.func @fold(
// CANON-SAME:    [[S:%[a-z0-9_]+]]: memref<1024xf32, 3>, [[G:%[a-z0-9_]+]]: memref<1024xf32, 1>) -> i32 {
// CANON-DAG:     [[C8192:%.*]] = arith.constant 8192 : i32
// CANON-DAG:     [[C4096:%.*]] = arith.constant 4096 : i32
// CANON-NOT:     arith.
// CANON:         tile.bulk_store [[S]] to [[G]], [[C4096]] : memref<1024xf32, 3>, memref<1024xf32, 1>
// CANON-NEXT:    tile.bulk_store [[S]] to [[G]], [[C4096]] : memref<1024xf32, 3>, memref<1024xf32, 1>
// CANON-NEXT:    tile.bulk_commit
// CANON-NEXT:    return [[C8192]] : i32

// CSE-LABEL: func.func @fold(
// CSE-SAME:    [[S:%[a-z0-9_]+]]: memref<1024xf32, 3>, [[G:%[a-z0-9_]+]]: memref<1024xf32, 1>) -> i32 {
// CSE-NEXT:    [[C2048:%.*]] = arith.constant 2048 : i32
// CSE-NEXT:    [[SUM:%.*]] = arith.addi [[C2048]], [[C2048]] : i32
// CSE-NEXT:    tile.bulk_store [[S]] to [[G]], [[SUM]] : memref<1024xf32, 3>, memref<1024xf32, 1>
// CSE-NEXT:    tile.bulk_store [[S]] to [[G]], [[SUM]] : memref<1024xf32, 3>, memref<1024xf32, 1>
// CSE-NEXT:    tile.bulk_commit
// CSE-NEXT:    [[TOTAL:%.*]] = arith.addi [[SUM]], [[SUM]] : i32
// CSE-NEXT:    return [[TOTAL]] : i32

// SAME-LABEL: func.func @fold(
// SAME-NEXT:    [[A:%.*]] = arith.constant 2048 : i32
// SAME-NEXT:    [[B:%.*]] = arith.constant 2048 : i32
// SAME-NEXT:    [[C:%.*]] = arith.addi [[A]], [[B]] : i32
// SAME-NEXT:    [[D:%.*]] = arith.addi [[A]], [[B]] : i32
// SAME-NEXT:    tile.bulk_store {{.*}}, [[C]] :
// SAME-NEXT:    tile.bulk_store {{.*}}, [[D]] :
// SAME-NEXT:    tile.bulk_commit
// SAME-NEXT:    [[E:%.*]] = arith.addi [[C]], [[D]] : i32
// SAME-NEXT:    return [[E]] : i32

// DEFAULT: llvm.func @copy_2d(
// HOSTERR: error: 'tile.bulk_store' op [device-only] TMA and async-copy ops run on the device

func.func @fold(%s: memref<1024xf32, 3>, %g: memref<1024xf32, 1>) -> i32 {
  %a = arith.constant 2048 : i32
  %b = arith.constant 2048 : i32
  %c = arith.addi %a, %b : i32
  %d = arith.addi %a, %b : i32
  // SM80: pipeline.mlir:[[@LINE+1]]:3: error: 'tile.bulk_store' op [target-feature] cp.async.bulk requires sm_90 (PTX 8.0), but the target is sm_80
  tile.bulk_store %s to %g, %c : memref<1024xf32, 3>, memref<1024xf32, 1>
  // SM80-NEXT: pipeline.mlir:[[@LINE+1]]:3: error: 'tile.bulk_store' op [target-feature] cp.async.bulk requires sm_90 (PTX 8.0), but the target is sm_80
  tile.bulk_store %s to %g, %d : memref<1024xf32, 3>, memref<1024xf32, 1>
  // SM80-NEXT: pipeline.mlir:[[@LINE+1]]:3: error: 'tile.bulk_commit' op [target-feature] cp.async.bulk requires sm_90 (PTX 8.0), but the target is sm_80
  tile.bulk_commit
  %e = arith.addi %c, %d : i32
  return %e : i32
}
// SM80-NOT: {{.}}
