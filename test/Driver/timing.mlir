// --timing prints, on stderr, the CPU and wall time of every stage in the
// layout of mlir-opt --mlir-timing: set-up, reading and parsing the input
// (MLIR's verifier and the tile verifier's hook run inside the parse), the
// module-level rules the hook never sees (after parsing and after the
// pipeline), each element of the pipeline (Rust and upstream passes alike,
// nested pipelines as one line; the first pipeline's leading tile-verify is
// not run again right after the driver's own checks; before the
// gpu.module-nested range, the split of a unit of many kernels into parts
// for those passes (here none, so no join)), MLIR's verifier once
// after the named pipeline, the output stage (the units' checks, the split
// of a unit of many kernels into chunks (here none),
// translation to LLVM IR, freeing the MLIR module, NVPTX code generation)
// and writing; then Rest and Total. The output itself is unchanged, and a
// failing run still reports.

// RUN: %tile-opt %S/../../examples/copy_2d.mlir --pipeline=default --emit=ptx --timing -o %t.ptx 2> %t.timing
// RUN: %FileCheck %s < %t.timing
// RUN: %tile-opt %S/../../examples/copy_2d.mlir --pipeline=default --emit=ptx -o %t.plain.ptx
// RUN: diff %t.ptx %t.plain.ptx

// CHECK: ... Execution time report ...
// CHECK: Total Execution Time: {{[0-9]+\.[0-9]+}} seconds ({{[0-9]+\.[0-9]+}} CPU seconds)
// CHECK: ----User+System----  ----Wall Time----  ----Name----
// CHECK-NEXT: {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)  {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)  Context setup
// CHECK-NEXT: Read input
// CHECK-NEXT: Parser (with MLIR's and the tile verifiers)
// CHECK-NEXT: tile module-level verifier (2 runs)
// CHECK-NEXT: tile-separate-host-tma
// CHECK-NEXT: tile-plan-device-rebind
// CHECK-NEXT: tile-check-tensormap-fences
// CHECK-NEXT: tile-lower-to-nvvm{emit=intrinsics}
// CHECK-NEXT: expand-strided-metadata
// CHECK-NEXT: lower-affine
// CHECK-NEXT: tile-lower-scf
// CHECK-NEXT: convert-scf-to-cf
// CHECK-NEXT: Split for passes
// CHECK-NEXT: gpu.module(convert-gpu-to-nvvm,tile-fold-memref-structs)
// CHECK-NEXT: convert-nvvm-to-llvm
// CHECK-NEXT: reconcile-unrealized-casts
// CHECK-NEXT: gpu.module(cse)
// CHECK-NEXT: tile-finalize-kernel-params
// CHECK-NEXT: tile-lower-host-tma
// CHECK-NEXT: Verifier (MLIR)
// CHECK-NEXT: Check units
// CHECK-NEXT: Split units
// CHECK-NEXT: Translate to LLVM IR
// CHECK-NEXT: Free MLIR
// CHECK-NEXT: NVPTX codegen
// CHECK-NEXT: Write output
// CHECK-NEXT: Rest
// CHECK-NEXT: {{[0-9]+\.[0-9]+}} (100.0%)  {{[0-9]+\.[0-9]+}} (100.0%)  Total

// MLIR output: the printer is the output stage.
// RUN: %tile-opt %s --timing 2>&1 >/dev/null | %FileCheck %s --check-prefix=MLIR
// MLIR: Parser
// MLIR: Output (MLIR)
// MLIR: Total

// A failing pass: the report is still printed, up to the failing stage.
// RUN: %not %tile-opt %s --pass-pipeline='builtin.module(tile-verify{target=sm_9})' --timing 2>&1 | %FileCheck %s --check-prefix=FAIL
// FAIL: error
// FAIL-NOT: Output (MLIR)
// FAIL: Total

func.func @f() {
  return
}
